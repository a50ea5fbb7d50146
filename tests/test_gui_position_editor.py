"""The position editor in the window: typed first, by clicking too; refusals with their reasons; a
correction of a running game kept in the record (history, exports), undone; new games from any position."""

from __future__ import annotations

from gui_helpers import ALT, CTRL, SHIFT, FakeTime, focused, make_window
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialog

from referee_app.core.record import GameFile
from referee_app.exports import export_game
from referee_app.games.diplomacy import Game, Phase, load_ruleset
from referee_app.gui import language
from referee_app.gui.diplomacy import position_editor
from referee_app.gui.diplomacy.position_editor import PositionEditor

RS = load_ruleset("standard")



def editor(qtbot, game: Game | None = None, **kw) -> PositionEditor:
    game = game or Game.new(RS)
    dlg = PositionEditor(game.position, game.base_ruleset, ruleset_for=game.ruleset_for, **kw)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    dlg.activateWindow()
    qtbot.waitUntil(dlg.isActiveWindow)
    return dlg


def type_change(qtbot, dlg: PositionEditor, text: str) -> None:
    dlg.command.setFocus()
    qtbot.keyClicks(dlg.command, text)
    qtbot.keyClick(dlg.command, Qt.Key.Key_Return)


def units(dlg: PositionEditor) -> dict[str, str]:
    return {p: f"{u.power} {u}" for p, u in dlg.position.units.items()}


# --- the editor ---------------------------------------------------------------------------------------

def test_typed_changes_are_checked_as_a_whole_and_refused_with_the_reason(qtbot):
    dlg = editor(qtbot)
    type_change(qtbot, dlg, "A PAR")  # Paris holds the French army already
    assert dlg.refusals == ["two units in one space, Paris (PAR): A PAR (France) and A PAR (Austria-Hungary)"]
    assert "this position cannot exist" in dlg.feedback.text() and "Paris (PAR)" in dlg.feedback.text()
    assert dlg.command.text() == "A PAR"  # kept to correct
    dlg.command.clear()
    type_change(qtbot, dlg, "F MUN")
    assert any("a fleet cannot stand inland" in r for r in dlg.refusals)
    dlg.command.clear()
    type_change(qtbot, dlg, "- PAR; GERMANY A PAR")
    assert dlg.refusals == [] and dlg.command.text() == ""
    assert units(dlg)["PAR"] == "GERMANY A PAR"
    assert dlg.texts() == ["France: A PAR removed", "Germany: A PAR placed"]
    assert any(t.province == "PAR" and t.power == "GERMANY" for t in dlg.board.current_scene().tokens)
    type_change(qtbot, dlg, "F STP")
    assert any("one of its coasts (NC or SC)" in r for r in dlg.refusals)
    qtbot.keyClick(dlg.command, Qt.Key.Key_Z, CTRL)  # with text in the line: the text's own undo
    assert dlg.command.text() == "" and units(dlg)["PAR"] == "GERMANY A PAR"
    qtbot.keyClick(dlg.command, Qt.Key.Key_Z, CTRL)  # take back the last change that stood
    assert units(dlg)["PAR"] == "FRANCE A PAR" and dlg.texts() == []


def test_phase_retreats_and_standoffs_by_keyboard(qtbot):
    dlg = editor(qtbot)
    for text in ("F1901R", "- MUN", "AUSTRIA A MUN", "dislodged GERMANY A MUN from BOH", "standoff RUH"):
        dlg.command.clear()
        type_change(qtbot, dlg, text)
        assert dlg.refusals == [], (text, dlg.refusals)
    pos = dlg.position
    assert pos.phase == Phase.parse("F1901R") and pos.dislodged["MUN"].attacker_from == "BOH"
    assert pos.contested == {"RUH"}
    assert dlg.heading.text() == "Fall 1901 Retreats"
    assert dlg.season.currentText() == "Fall Retreats" and dlg.year.value() == 1901
    scene = dlg.board.current_scene()
    assert "RUH" in scene.contested
    # the phase controls: a movement phase with a dislodged unit cannot exist
    dlg.season.setCurrentIndex(2)
    dlg._on_phase_controls()
    assert any("only in a retreat phase" in r for r in dlg.refusals)
    assert dlg.position.phase == Phase.parse("F1901R") and dlg.season.currentText() == "Fall Retreats"


def test_power_keys_choose_whose_units(qtbot):
    dlg = editor(qtbot)
    qtbot.keyClick(dlg.command, Qt.Key.Key_4, CTRL)
    assert dlg.chosen_power == "GERMANY"
    type_change(qtbot, dlg, "A BUR")
    assert units(dlg)["BUR"] == "GERMANY A BUR"


def test_clicks_do_what_the_tool_says(qtbot):
    dlg = editor(qtbot)
    dlg.power.setCurrentIndex(list(RS.map.powers).index("ENGLAND"))
    dlg.set_tool("fleet")
    assert dlg.click("NTH") and units(dlg)["NTH"] == "ENGLAND F NTH"
    assert dlg.click("STP", "NC") and units(dlg)["STP"] == "ENGLAND F STP/NC"  # the Russian fleet replaced
    assert not dlg.click("MUN") and any("inland" in r for r in dlg.refusals)
    dlg.set_tool("army")
    assert not dlg.click("ENG") and any("at sea" in r for r in dlg.refusals)
    dlg.set_tool("centre")
    assert dlg.click("BEL") and dlg.position.centers["BEL"] == "ENGLAND"
    assert dlg.click("BEL") and "BEL" not in dlg.position.centers  # again: nobody's
    assert not dlg.click("BUR") and any("not a supply centre" in r for r in dlg.refusals)
    dlg.set_tool("remove")
    assert dlg.click("PAR") and "PAR" not in dlg.position.units
    assert not dlg.click("PAR") and any("no unit in Paris" in r for r in dlg.refusals)
    dlg.set_tool("standoff")
    assert not dlg.click("BUR") and any("only in a retreat phase" in r for r in dlg.refusals)
    assert dlg.apply("S1901R")
    assert dlg.click("BUR") and dlg.position.contested == {"BUR"}
    assert dlg.click("BUR") and not dlg.position.contested
    dlg.set_tool("dislodged_army")
    dlg.power.setCurrentIndex(list(RS.map.powers).index("FRANCE"))
    assert dlg.click("MUN")  # a French army dislodged by the German one standing there
    assert dlg.position.dislodged["MUN"].unit.power == "FRANCE"
    dlg.power.setCurrentIndex(list(RS.map.powers).index("GERMANY"))
    assert not dlg.click("BER") and any("no power dislodges its own unit" in r for r in dlg.refusals)
    assert any(t.province == "MUN" and t.dislodged for t in dlg.board.current_scene().tokens)


def test_a_real_mouse_click_on_the_board(qtbot):
    dlg = editor(qtbot)
    dlg.resize(1300, 850)
    board = dlg.board
    board.fit()
    dlg.set_tool("army")
    dlg.power.setCurrentIndex(list(RS.map.powers).index("FRANCE"))
    x, y = board.geometry_map.anchor("BUR")
    at = board.mapFromScene(x, y)
    assert board.province_at(at) == "BUR"
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(at.x(), at.y()))
    assert units(dlg)["BUR"] == "FRANCE A BUR"
    dlg.set_tool("fleet")
    x, y = board.geometry_map.anchor("SPA", "SC")
    at = board.mapFromScene(x, y)
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(at.x(), at.y()))
    assert units(dlg)["SPA"] == "FRANCE F SPA/SC"  # the coast nearest the click


def test_the_editor_speaks_the_window_language(qtbot):
    language.install("zh_Hant")
    dlg = editor(qtbot)
    type_change(qtbot, dlg, "F MUN")
    assert any("艦隊不能駐於內陸" in r for r in dlg.refusals)
    assert dlg.windowTitle() == "局面編輯器"
    dlg.command.clear()
    type_change(qtbot, dlg, "- MUN")
    assert dlg.texts() == ["德國：移除慕尼黑陸軍"]


# --- in a running game ----------------------------------------------------------------------------------

def fake_exec(*texts: str, note: str = "", ok: bool = True):
    """Stands in for the dialog's exec: types each change, the note, then Ctrl+Enter (OK)."""
    def run(dlg: PositionEditor) -> int:
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        dlg.setWindowModality(Qt.WindowModality.ApplicationModal)  # as exec() shows it: the window behind waits
        dlg.show()
        dlg.activateWindow()
        for _ in range(50):
            QApplication.processEvents()
            if dlg.isActiveWindow():
                break
        for text in texts:
            dlg.command.setText(text)
            QTest.keyClick(dlg.command, Qt.Key.Key_Return)
        dlg.note.setText(note)
        if ok:
            QTest.keyClick(dlg.command, Qt.Key.Key_Return, CTRL)
        run.dialog = dlg  # type: ignore[attr-defined]
        dlg.hide()
        behind = dlg.parentWidget()
        if behind is not None:  # as when exec() returns: the window behind is active again
            behind.window().activateWindow()
            for _ in range(50):
                QApplication.processEvents()
                if behind.window().isActiveWindow():
                    break
        return int(dlg.result())
    return run


def test_a_correction_in_a_running_game_is_recorded_shown_exported_and_undone(qtbot, tmp_path, monkeypatch):
    now = FakeTime()
    w = make_window(qtbot, now=now)
    path = tmp_path / "g.dipgame"
    assert w.save_as(str(path))
    game = w.game
    qtbot.keyClick(focused(w), Qt.Key.Key_F11)  # the projector is up
    proj = w.projector
    qtbot.addWidget(proj)
    run = fake_exec("- MUN", "FRANCE A MUN", "centre BEL FRANCE", note="the board was bumped")
    monkeypatch.setattr(position_editor.PositionEditor, "exec", run)
    qtbot.keyClick(focused(w), Qt.Key.Key_E, CTRL)
    ev = game.events[-1]
    assert ev.kind == "edit" and ev.data["note"] == "the board was bumped"
    assert ev.data["commands"] == ["- MUN", "FRANCE A MUN", "centre BEL FRANCE"]
    assert game.position.units["MUN"].power == "FRANCE"
    # in the history, on the board, on the projector, in the game file and the exports
    assert "Spring 1901 Movement position corrected: the board was bumped (- MUN; FRANCE A MUN; centre BEL FRANCE)" in \
        [w.record.list.item(i).text()[9:] for i in range(w.record.list.count())][-1]
    assert any(t.province == "MUN" and t.power == "FRANCE" for t in w.board.current_scene().tokens)
    assert proj.game is game and proj.board._position == game.position
    assert GameFile.open(path, readonly=True).game.position == game.position
    export_game(game, "text", tmp_path / "g.txt")
    assert "Position corrected by the referee in Spring of 1901: the board was bumped" in \
        (tmp_path / "g.txt").read_text(encoding="utf-8")
    # undone: the question names the correction
    qtbot.keyClick(focused(w), Qt.Key.Key_Z, CTRL | ALT)
    assert "Take back the correction of the position made in Spring 1901 Movement (the board was bumped)?" in w.asked[-1]
    assert game.events[-1].kind == "undo-edit" and game.position.units["MUN"].power == "GERMANY"
    assert proj.board._position == game.position
    assert GameFile.open(path, readonly=True).game.position == game.position
    w.close()


def test_a_correction_needs_a_note_and_a_possible_position(qtbot, monkeypatch):
    w = make_window(qtbot)
    game = w.game
    run = fake_exec("- PAR")
    monkeypatch.setattr(position_editor.PositionEditor, "exec", run)
    w.run("edit_position")
    dlg = run.dialog
    assert dlg.result() != QDialog.DialogCode.Accepted
    assert dlg.refusals == ["a correction of the position needs a note saying why (it is kept in the record)"]
    assert [e.kind for e in game.events if e.kind == "edit"] == []
    # a phase before one already adjudicated: the game refuses, the editor says why
    game.process()
    run = fake_exec("S1901M", note="back")
    monkeypatch.setattr(position_editor.PositionEditor, "exec", run)
    w.run("edit_position")
    assert any("undo that adjudication instead" in r for r in run.dialog.refusals)
    assert str(game.phase) == "F1901M"


def test_the_clock_runs_on_through_a_correction(qtbot, monkeypatch):
    now = FakeTime()
    w = make_window(qtbot, now=now)
    qtbot.keyClick(focused(w), Qt.Key.Key_F5)  # the diplomacy period starts
    now.advance(120)
    w.tick()
    assert w.clock.running
    monkeypatch.setattr(position_editor.PositionEditor, "exec", fake_exec("- PAR", note="never placed"))
    w.run("edit_position")
    assert w.clock.running and w.clock.elapsed() >= 119


# --- new games from any position ----------------------------------------------------------------------------

def test_new_game_from_an_edited_position(qtbot, tmp_path, monkeypatch):
    from referee_app.gui import new_game_dialog

    target = tmp_path / "paper.dipgame"

    def new_exec(dlg):
        assert not dlg.start_year.isEnabled() and dlg.start_year.value() == 1905
        dlg.title.setText("Moved from paper")
        dlg.path.setText(str(target))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(new_game_dialog.NewGameDialog, "exec", new_exec)
    monkeypatch.setattr(position_editor.PositionEditor, "exec",
                        fake_exec("clear", "FRANCE: A PAR, F BRE", "GERMANY: A MUN", "centre PAR FRANCE",
                                  "centre MUN GERMANY", "S1905M"))
    w = make_window(qtbot)
    qtbot.keyClick(focused(w), Qt.Key.Key_N, CTRL | SHIFT)
    game = w.game
    assert game.setup.title == "Moved from paper" and str(game.phase) == "S1905M"
    assert {str(u) for u in game.position.units.values()} == {"A PAR", "F BRE", "A MUN"}
    assert GameFile.open(target, readonly=True).game.position == game.position


def test_new_game_from_a_phase_of_a_diplomacy_json_export(qtbot, tmp_path, monkeypatch):
    from referee_app.exports.diplomacy.phase_source import read_phase
    from referee_app.gui import new_game_dialog

    old = Game.new(RS)
    old.set_orders("FRANCE", ["A Par - Bur"])
    old.process()
    export_game(old, "diplomacy-json", tmp_path / "old.json")

    def choose(parent, path=None, phase=None):
        return read_phase(tmp_path / "old.json", "F1901M")

    def editor_exec(dlg):
        dlg.extra_buttons[2].click()  # "A phase of a game file…"
        dlg.accept()
        return int(dlg.result())

    monkeypatch.setattr(position_editor.PositionEditor, "exec", editor_exec)
    monkeypatch.setattr(new_game_dialog.NewGameDialog, "exec",
                        lambda dlg: (dlg.path.setText(str(tmp_path / "n.dipgame")), QDialog.DialogCode.Accepted)[1])
    w = make_window(qtbot)
    monkeypatch.setattr(w, "_choose_phase_of_file", choose)
    w.run("new_from_position")
    assert w.game.position == old.position
    assert w.game.setup.extra["started_from"] == {"file": "old.json", "format": "diplomacy-json", "phase": "F1901M"}

"""The referee window, driven with the keyboard (pytest-qt, offscreen)."""

from __future__ import annotations

from gui_helpers import ALT, CTRL, FALL_1901, SHIFT, SPRING_1901, FakeTime, focused, make_window, type_all, type_sheet
from PySide6.QtCore import Qt

from referee_app.games.diplomacy import Game, Phase, PhaseType, Position, Season, Unit, UnitType
from referee_app.games.diplomacy.rules.geography import Location
from referee_app.gui.clock_widget import LEVEL_COLOURS


def test_play_1901_through_the_window_with_the_keyboard(qtbot):
    w = make_window(qtbot)
    game = w.game

    # Spring 1901: all seven sheets typed key by key, one line rejected
    type_all(qtbot, w, SPRING_1901)
    assert game.current.sheets["RUSSIA"] == SPRING_1901["RUSSIA"]
    italy = w.pane("ITALY")
    assert italy.annotation(2)[0] == "error" and "xyz" in italy.annotation(2)[1].lower()
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)  # adjudicate
    assert str(game.phase) == "F1901M"
    rows = {(r[0], r[1]): r for r in w.results.rows()}
    assert rows[("Italy", "A Ven - Xyz")][3] == "invalid"
    assert rows[("Russia", "F Sev - Bla")][3] == "fails" and rows[("Turkey", "F Ank - Bla")][3] == "fails"
    assert "Black Sea" in w.results.standoffs.text()
    assert all(not p.editor.toPlainText() for p in w.panes)  # fresh sheets for the new phase

    # Fall 1901: Venice is taken, the Italian army must retreat
    type_all(qtbot, w, FALL_1901)
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    assert str(game.phase) == "F1901R"
    assert w.info_tabs.currentWidget() is w.retreats
    assert len(w.retreats.options) == 1 and "may retreat to" in w.retreats.texts()[0]
    assert {d.province for d in w.retreats.options[0].destinations} == {"PIE", "ROM", "TUS"}
    assert w.current_pane().power == "ITALY"  # the window goes to the power that has to write
    assert w.clock.period.value == "retreats"  # retreats are written at once: the clock counts up

    # the retreat
    type_sheet(qtbot, w.current_pane().editor, ["A Ven - Pie"])
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    assert str(game.phase) == "W1901A"
    assert game.adjustments()["AUSTRIA"] == 2
    centres = {r[0]: r for r in w.centres.rows()}
    assert centres["Austria-Hungary"][2] == "5" and centres["Austria-Hungary"][4] == "builds 2"
    assert "BUD" in centres["Austria-Hungary"][5] and "VIE" in centres["Austria-Hungary"][5]

    # builds (the others are waived)
    type_all(qtbot, w, {"AUSTRIA": ["Build A Vie", "Build A Bud"], "RUSSIA": ["Build A War"]})
    pane = w.pane("AUSTRIA")
    assert "Builds owed: 2" in pane.unordered.text()
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)

    assert str(game.phase) == "S1902M"
    units = {prov: (u.power, u.type) for prov, u in game.position.units.items()}
    assert units["VEN"] == ("AUSTRIA", UnitType.ARMY) and units["PIE"] == ("ITALY", UnitType.ARMY)
    assert units["VIE"] == ("AUSTRIA", UnitType.ARMY) and units["BUD"] == ("AUSTRIA", UnitType.ARMY)
    assert units["WAR"] == ("RUSSIA", UnitType.ARMY) and "PAR" not in units
    assert game.position.centers["VEN"] == "AUSTRIA" and game.position.centers["SER"] == "AUSTRIA"
    assert game.supply_counts() == {"AUSTRIA": 5, "ENGLAND": 4, "FRANCE": 5, "GERMANY": 5, "ITALY": 3,
                                    "RUSSIA": 6, "TURKEY": 4}
    assert len(game.position.units) == 22 + 3
    assert w.phase_label.text() == "Spring 1902 Movement"


def test_switching_powers_with_the_keyboard(qtbot):
    w = make_window(qtbot)
    qtbot.keyClick(focused(w), Qt.Key.Key_7, CTRL)
    assert w.current_pane().power == "TURKEY"
    qtbot.keyClick(focused(w), Qt.Key.Key_PageDown, CTRL)
    assert w.current_pane().power == "AUSTRIA"  # wraps round
    qtbot.keyClick(focused(w), Qt.Key.Key_PageUp, CTRL)
    assert w.current_pane().power == "TURKEY"
    assert w.current_pane().editor.hasFocus()


def test_a_rejected_line_shows_the_cores_reason_without_blocking_typing(qtbot):
    w = make_window(qtbot)
    qtbot.keyClick(focused(w), Qt.Key.Key_3, CTRL)
    pane = w.current_pane()
    type_sheet(qtbot, pane.editor, ["A Par - Bur", "F Bre - Bur", "A Mar - Spa"])
    expected = w.game.check_line("FRANCE", "F Bre - Bur").error
    assert expected  # the core rejects it
    assert pane.annotation(0) == ("ok", "A PAR - BUR")
    assert pane.annotation(1) == ("error", expected)
    assert pane.annotation(2) == ("ok", "A MAR - SPA")
    # typing went on after the bad line, and every line is in the game at once
    assert w.game.current.sheets["FRANCE"] == ["A Par - Bur", "F Bre - Bur", "A Mar - Spa"]
    # the full reason of the line under the cursor
    pane.editor.moveCursor(pane.editor.textCursor().MoveOperation.Up)
    assert expected.replace("'", "") in pane.line_info.text().replace("&#x27;", "").replace("'", "")
    assert "F BRE" in pane.unordered.text()  # its unit still has no valid order: it will hold
    assert "!" in w.power_tabs.label(2)


def test_tab_completes_province_names(qtbot):
    w = make_window(qtbot)
    qtbot.keyClick(focused(w), Qt.Key.Key_3, CTRL)
    ed = w.current_pane().editor
    qtbot.keyClicks(ed, "A Par - Burg")
    qtbot.keyClick(ed, Qt.Key.Key_Tab)
    assert ed.toPlainText() == "A Par - Burgundy"
    assert w.current_pane().annotation(0) == ("ok", "A PAR - BUR")
    qtbot.keyClick(ed, Qt.Key.Key_Return)
    qtbot.keyClicks(ed, "F Bre - Mid-Atl")
    qtbot.keyClick(ed, Qt.Key.Key_Tab)
    assert ed.toPlainText().splitlines()[1] == "F Bre - Mid-Atlantic Ocean"
    qtbot.keyClick(ed, Qt.Key.Key_Return)
    qtbot.keyClicks(ed, "A Mar - Pi")
    assert "Piedmont" in ed.completions()
    assert "Piedmont" in w.current_pane().hint.text()


def test_undo_an_adjudication_to_correct_a_mistyped_order(qtbot):
    w = make_window(qtbot)
    game = w.game
    type_all(qtbot, w, {"FRANCE": ["A Par - Pic"]})
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    assert "PIC" in game.position.units
    qtbot.keyClick(focused(w), Qt.Key.Key_Z, CTRL | ALT)  # undo
    assert str(game.phase) == "S1901M"
    pane = w.pane("FRANCE")
    assert pane.editor.toPlainText() == "A Par - Pic"  # the orders come back for correction
    w.select_power(2)
    pane.editor.selectAll()
    qtbot.keyClicks(pane.editor, "A Par - Bur")
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    assert "BUR" in game.position.units and "PIC" not in game.position.units
    assert len(game.undone) == 1 and game.undone[0].sheets["FRANCE"] == ["A Par - Pic"]
    assert [e.kind for e in game.events].count("adjudicate") == 2


def test_late_sheets_are_marked_and_the_referee_decides(qtbot):
    w = make_window(qtbot)
    game = w.game
    type_all(qtbot, w, {"FRANCE": ["A Par - Bur"]})
    qtbot.keyClick(focused(w), Qt.Key.Key_F8)  # call time
    assert game.time_called and w.time_called_label.isVisible()
    type_all(qtbot, w, {"GERMANY": ["A Mun - Bur"]})
    pane = w.pane("GERMANY")
    assert "GERMANY" in game.current.late and pane.late_frame.isVisible()
    assert "LATE" in w.power_tabs.label(3)
    qtbot.keyClick(focused(w), Qt.Key.Key_L, CTRL)  # let it stand
    assert "GERMANY" not in game.current.late and not pane.late_frame.isVisible()
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    res = {r.text: r.status for r in game.last_results()}
    assert res == {"A Par - Bur": "fails", "A Mun - Bur": "fails"}  # both counted: a standoff


def test_a_refused_late_sheet_does_not_count(qtbot):
    w = make_window(qtbot)
    game = w.game
    qtbot.keyClick(focused(w), Qt.Key.Key_F8)
    type_all(qtbot, w, {"GERMANY": ["A Mun - Bur"]})
    qtbot.keyClick(focused(w), Qt.Key.Key_L, CTRL | SHIFT)  # refuse
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    assert "MUN" in game.position.units and "BUR" not in game.position.units
    # refused is decided: nothing more to ask (issue 29); the results say the order was refused as late
    assert not any("Germany" in a for a in w.asked)
    assert any(r[0] == "Germany" and r[3] == "refused (late)" for r in w.results.rows())


def test_an_undecided_late_sheet_is_asked_about_before_adjudicating(qtbot):
    w = make_window(qtbot)
    qtbot.keyClick(focused(w), Qt.Key.Key_F8)
    type_all(qtbot, w, {"GERMANY": ["A Mun - Bur"]})
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    assert w.asked and "Germany" in w.asked[-1]  # the window asked before leaving the late sheet out


def test_the_clock_in_the_window_logs_every_event(qtbot):
    ft = FakeTime()
    w = make_window(qtbot, now=ft)
    game = w.game
    qtbot.keyClick(focused(w), Qt.Key.Key_F5)  # start diplomacy (first: 30 minutes)
    assert w.clock.period.value == "diplomacy" and w.clock.first
    assert w.clock_widget.time_label.text() == "30:00"
    ft.advance(25 * 60)
    w.tick()
    assert "5 minute" in w.statusBar().currentMessage()
    assert w.clock.level() == 1
    assert w.clock_widget.colours() == LEVEL_COLOURS[1]  # the warning colour
    qtbot.keyClick(focused(w), Qt.Key.Key_F5)  # pause
    ft.advance(600)
    qtbot.keyClick(focused(w), Qt.Key.Key_F5)  # resume
    qtbot.keyClick(focused(w), Qt.Key.Key_F7)  # +1 minute
    assert w.clock.remaining() == 6 * 60
    qtbot.keyClick(focused(w), Qt.Key.Key_F6)  # all agree: end now; order writing starts
    assert w.clock.period.value == "orders" and w.clock.remaining() == 300
    ft.advance(250)
    w.tick()
    assert w.clock.level() == 2 and "1 minute" in w.statusBar().currentMessage()
    ft.advance(50)
    w.tick()
    # order writing ran out: time is called by itself (Clock menu option, on by default), no minutes shown
    assert w.clock.ended and game.time_called and w.clock_widget.time_label.text() == "TIME"
    assert "TIME CALLED" in w.clock_widget.period_label.text()
    clock = [(e.data["action"], e.data.get("period")) for e in game.events if e.kind == "clock"]
    assert clock == [("start", "diplomacy"), ("warning", "diplomacy"), ("pause", "diplomacy"),
                     ("resume", "diplomacy"), ("extend", "diplomacy"), ("end", "diplomacy"), ("start", "orders"),
                     ("warning", "orders"), ("end", "orders"), ("call-time", None)]
    assert [e.data.get("reason") for e in game.events if e.data.get("action") == "call-time"] == ["expired"]
    assert all("wall" in e.data and "elapsed" in e.data for e in game.events
               if e.kind == "clock" and e.data["action"] != "call-time")
    qtbot.keyClick(focused(w), Qt.Key.Key_F8)  # already called: said so
    assert game.time_called and "already called" in w.statusBar().currentMessage()
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    assert w.clock.period.value == "idle"  # the next movement phase waits for F5
    assert w.clock_widget.time_label.text() == "15:00"  # later diplomacy periods: 15 minutes


def test_victory_is_announced(qtbot):
    rs_game = Game.new("standard")
    gm = rs_game.ruleset.map
    sc = sorted(gm.supply_centers)
    french = [c for c in sc if c not in ("MUN", "BER", "KIE", "WAR", "MOS", "SEV", "STP", "ANK", "SMY", "CON", "VIE",
                                         "BUD", "TRI", "ROM", "NAP")][:17]
    units = [Unit("FRANCE", UnitType.ARMY, Location("BUR"))]
    pos = Position.build(Phase(1905, Season.FALL, PhaseType.MOVEMENT), units, {c: "FRANCE" for c in french})
    game = Game.new("standard", position=pos)
    w = make_window(qtbot, game)
    type_all(qtbot, w, {"FRANCE": ["A Bur - Mun"]})
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    assert game.end is not None and game.end.winners == ("FRANCE",)
    assert w.banner.isVisible() and "France wins" in w.banner.text() and "18 supply centres" in w.banner.text()
    w.adjudicate()  # nothing more to adjudicate: the window says so
    assert w.told and "ended" in w.told[-1]


def test_declared_end_is_shown(qtbot):
    w = make_window(qtbot)
    w.game.declare_end("agreed-draw", ["FRANCE", "GERMANY"], "agreed at midnight")
    assert w.banner.isVisible() and "France, Germany" in w.banner.text() and "agreed" in w.banner.text()


def test_declare_end_dialog_and_civil_disorder(qtbot, monkeypatch):
    from referee_app.gui.diplomacy.panels import DeclareEndDialog

    w = make_window(qtbot)
    game = w.game
    # a player leaves: France goes into civil disorder (rule 4.3), from the keyboard
    qtbot.keyClick(focused(w), Qt.Key.Key_3, CTRL)
    qtbot.keyClick(focused(w), Qt.Key.Key_C, CTRL | SHIFT)
    assert "FRANCE" in game.civil_disorder
    pane = w.pane("FRANCE")
    assert pane.editor.isReadOnly() and "civil disorder" in pane.note.text()
    assert "no player" in w.power_tabs.label(2)

    def fake_exec(dlg):
        dlg.reason.setCurrentIndex(dlg.reason.findData("agreed-draw"))
        for p, cb in dlg.boxes.items():
            cb.setChecked(p in ("ENGLAND", "GERMANY"))
        dlg.detail.setText("agreed at 23:10")
        return DeclareEndDialog.DialogCode.Accepted

    monkeypatch.setattr(DeclareEndDialog, "exec", fake_exec)
    qtbot.keyClick(focused(w), Qt.Key.Key_D, CTRL | SHIFT)
    assert game.end is not None and game.end.reason == "agreed-draw" and game.end.winners == ("ENGLAND", "GERMANY")
    assert "England, Germany" in w.banner.text() and "23:10" in w.banner.text()
    assert not w.adjudicate_button.isEnabled()

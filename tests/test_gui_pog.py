"""Paths of Glory in the shared window (pytest-qt, offscreen): a whole introductory scenario driven with
the keyboard, its file reopened, a Diplomacy file and a Paths of Glory file in turn in one window, the
projector showing only what the game's view for the players holds, the command table, New game."""

from __future__ import annotations

from typing import Any

import pytest
import shiboken6
from gui_helpers import CTRL, SHIFT, FakeTime, focused, make_window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMessageBox

from referee_app.core import registry
from referee_app.core.record import GameFile
from referee_app.games.diplomacy import Game
from referee_app.games.paths_of_glory.game import PogGame
from referee_app.gui import commands as C
from referee_app.gui.main_window import MainWindow
from referee_app.gui.paths_of_glory.commands import ROWS
from referee_app.gui.paths_of_glory.panels import PogPanels

NOTE = "Allied player asked for a break at midnight"



def pog_window(qtbot, game: PogGame | None = None, gamefile: Any = None) -> MainWindow:
    w = make_window(qtbot, game if game is not None else PogGame.new("intro", seed=1914), gamefile)
    w.titled = []
    w.tell = lambda title, text: (w.titled.append((title, text)), w.told.append(text))
    return w


def keys(qtbot, w: MainWindow, key: Qt.Key, mods: Any = Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(focused(w), key, mods)
    QApplication.processEvents()


def finish_segment(qtbot, w: MainWindow) -> None:
    keys(qtbot, w, Qt.Key.Key_Return, CTRL)


def log_action(qtbot, w: MainWindow, letter: str, card: str, value: int) -> None:
    """F2 to the action form, the kind by its first letter, Tab to the card and the value, Ctrl+L."""
    keys(qtbot, w, Qt.Key.Key_F2)
    panel = w.action_panel
    assert panel.kind.hasFocus()
    qtbot.keyClicks(panel.kind, letter)
    qtbot.keyClick(panel.kind, Qt.Key.Key_Tab)
    assert panel.card.hasFocus()
    qtbot.keyClicks(panel.card, card)
    qtbot.keyClick(panel.card, Qt.Key.Key_Tab)
    panel.value.selectAll()
    qtbot.keyClicks(panel.value, str(value))
    keys(qtbot, w, Qt.Key.Key_L, CTRL)


# --- a whole scenario, with the keyboard -----------------------------------------------------------------

def test_three_turns_of_the_introductory_scenario_through_the_window(qtbot, tmp_path, monkeypatch):
    game = PogGame.new("intro", seed=1914)
    path = tmp_path / "intro.pog"
    gf = GameFile.create(path, game)
    w = pog_window(qtbot, game, gf)
    assert isinstance(w.panels, PogPanels) and w.windowTitle().startswith("Introductory scenario (5.3)")
    assert [a.text() for a in w.menuBar().actions()] == ["&File", "&Game", "&View", "&Language", "&Help"]
    from referee_app.gui.paths_of_glory import dialogs

    def vp_exec(dlg: Any) -> Any:
        dlg.delta.setValue(1)
        dlg.reason.setText("Liege captured")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(dialogs.VpDialog, "exec", vp_exec)

    for turn in (1, 2, 3):
        # A: the Central die rolled at the table and typed, the Allied one rolled by the program (Ctrl+R)
        assert game.segment == "A" and game.state.turn == turn
        assert w.segment_stack.currentWidget() is w.mandated_panel and w.turn_track.turn == turn
        assert "mandated-offensive table (7.1.1)" in w.checklist.item(0).text()
        keys(qtbot, w, Qt.Key.Key_F2)
        assert w.mandated_panel.dice["central"].hasFocus()
        qtbot.keyClicks(w.mandated_panel.dice["central"], "4")
        keys(qtbot, w, Qt.Key.Key_R, CTRL)
        mo = game.state.mandated
        assert mo["central"]["roll"] == 4 and 1 <= mo["allied"]["roll"] <= 6
        assert w.mandated_panel.faces["central"].value == 4 and w.mandated_panel.faces["central"].typed
        assert not w.mandated_panel.faces["allied"].typed
        finish_segment(qtbot, w)

        # B: six action rounds, the Central Powers first (8.1.2), each action logged
        assert game.segment == "B" and "Round 1 of 6: Central Powers to act" in w.action_panel.round_label.text()
        for rnd in range(1, 7):
            log_action(qtbot, w, "o", f"CP card {turn}.{rnd}", 3)
            if turn == 2 and rnd == 2:  # SR in two rounds in a row is refused, on the one path of errors (9.3.3)
                log_action(qtbot, w, "s", "again", 2)
                assert w.titled[-1][0] == "Cannot log it" and "two action rounds in a row" in w.titled[-1][1]
                assert game.state.to_act == "allied" and w.action_panel.card.text() == "again"  # kept to correct
            log_action(qtbot, w, "s" if (turn == 2 and rnd == 1) else "o", f"AP card {turn}.{rnd}", 2)
            if turn == 1 and rnd == 2:
                # the Allies' round 2 was operations: a combat, which makes their mandated offensive
                log_combat(qtbot, w)
        assert w.action_panel.grid.item(5, 1).text().startswith("operations · AP card")
        assert "All 6 action rounds are played" in w.action_panel.round_label.text()
        if turn == 1:
            keys(qtbot, w, Qt.Key.Key_V, CTRL | SHIFT)  # the VP table: Liege (5.1.2)
            assert game.state.vp_log[-1]["reason"]["params"]["text"] == "Liege captured"
        finish_segment(qtbot, w)
        # C, then D: a siege rolled with the die typed
        assert game.segment == "C"
        finish_segment(qtbot, w)
        assert game.segment == "D" and w.segment_stack.currentWidget() is w.siege_panel
        keys(qtbot, w, Qt.Key.Key_F2)
        qtbot.keyClicks(w.siege_panel.fort, "Liege")
        w.siege_panel.cf.setValue(3)
        w.siege_panel.die.setText("6" if turn == 1 else "2")
        keys(qtbot, w, Qt.Key.Key_R, CTRL)
        assert w.siege_panel.face.value == (6 if turn == 1 else 2)
        assert ("falls" if turn == 1 else "holds") in w.siege_panel.result.text()
        # E.1 to H: the aid's own work (the mandated offensives' penalties at E.1, 7.1.3)
        while game.state.ended is None and game.segment != "A":
            finish_segment(qtbot, w)
            if game.segment == "E.1":
                assert w.segment_stack.currentWidget() is w.info_panel and "VP changes of this turn" in w.info_panel.text.text()

    ended = game.state.ended
    assert ended is not None and w.banner.isVisible() and "Game over" in w.banner.text()
    vp = game.state.vp
    assert ended["result"] == ("central" if vp >= 14 else "allied" if vp <= 10 else "draw")
    assert not w.next_button.isEnabled()
    finish_segment(qtbot, w)  # the game is over: said so, on the one path of errors
    assert w.titled[-1] == ("Cannot finish the segment", "The game is over; undo to go back.")
    assert game.state.commitment == {"central": "mobilization", "allied": "mobilization"}  # 5.3.2
    # every roll and decision is in the file: a second reader sees the same game
    snap = GameFile.open(path, readonly=True)
    try:
        assert snap.game.view() == game.view()
    finally:
        snap.close()
    # the record lists every turn
    w.info_tabs.setCurrentIndex(0)
    texts = [w.record.item(i).text() for i in range(w.record.count())]
    assert [t for t in texts if t.startswith("Turn ")] == ["Turn 1: Aug 1914", "Turn 2: Sep 1914", "Turn 3: Fall 1914"]
    # undo (Ctrl+Alt+Z) takes the end back
    keys(qtbot, w, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.AltModifier)
    assert game.state.ended is None and not w.banner.isVisible() and w.asked


def log_combat(qtbot, w: MainWindow) -> None:
    """Ctrl+B, the units typed counter by counter, the attacker's die typed, Ctrl+R: the eleven steps."""
    game = w.game
    keys(qtbot, w, Qt.Key.Key_B, CTRL | SHIFT)  # a new combat: the side that acts attacks
    c = w.combat
    assert c.attacker.units.hasFocus() and c.attacker.side.currentData() == "allied"
    qtbot.keyClicks(c.attacker.units, "FR A 3/2")
    qtbot.keyClick(c.attacker.units, Qt.Key.Key_Return)
    qtbot.keyClicks(c.attacker.units, "FR A 3/2")
    c.attacker.spaces.setValue(2)
    c.attacker.die.setText("6")
    c.defender.units.setPlainText("GE A 5/3 r\nGE C 1/1")
    c.defender.reserve.setText("GE C 1/0")
    c.mandated.setChecked(True)
    c.update_preview()
    # before the dice: the strengths and the fire columns, from a dry run of the engine
    assert "attacker 6 · defender 4" in c.steps.item(1).text() and "army table, column 6-8" in c.steps.item(5).text()
    assert "after the dice" in c.steps.item(7).text()
    n = len(game.events)
    if game.state.mandated["allied"]["result"] == "RU":
        # 7.1.3: French units do not make Russia's mandated offensive: refused, the form kept to correct
        keys(qtbot, w, Qt.Key.Key_R, CTRL)
        assert len(game.events) == n and "includes no units of Russia" in w.titled[-1][1]
        assert "FR A 3/2" in c.attacker.units.toPlainText()
        c.attacker.units.setPlainText("RU A 3/2\nRU A 3/2")
        c.update_preview()
    keys(qtbot, w, Qt.Key.Key_R, CTRL)
    assert len(game.events) == n + 1 and game.events[-1].kind == "combat"
    last = game.state.last_combat
    assert last is not None and last["fire"]["attacker"]["roll"] == 6
    assert c.dice["attacker"].value == 6 and c.dice["attacker"].typed and c.dice["defender"].value is not None
    assert c.steps.currentRow() == 6 and c.steps.hasFocus()  # the dice step, to step through with the arrows
    losses = c.steps.item(7).text()
    assert "defender takes" in losses and ("reduced" in losses or "eliminated" in losses)
    assert game.state.mandated["allied"]["made"] == game.state.mandated["allied"]["effective"]
    assert w.combat_box.isVisible() and w.last_dice["attacker"].value == 6
    qtbot.keyClick(c.steps, Qt.Key.Key_Down)
    assert c.steps.currentRow() == 7 and "12.4" in c.detail.text()
    w.action_panel.tabs.setCurrentIndex(0)


# --- files --------------------------------------------------------------------------------------------

def test_opening_a_pog_file_restores_its_panels(qtbot, tmp_path):
    game = PogGame.new("limited", seed=7, options=["entrench_drm"])
    path = tmp_path / "limited.pog"
    GameFile.create(path, game).close()
    gf = GameFile.open(path)
    g = gf.game
    g.roll_mandated(2, 5)
    g.next()
    g.action("central", "ops", card="Guns of August", value=4)
    g.action("allied", "rp", card="Blockade", rp={"FR": 1, "BR": 1})
    g.change_vp(-1, "Belgrade")
    gf.close()

    w = make_window(qtbot)  # a window showing Diplomacy
    assert w.open_game(str(path))
    assert isinstance(w.panels, PogPanels) and w.game.game_name == "pog"
    assert w.game.segment == "B" and w.segment_stack.currentWidget() is w.action_panel
    assert "Round 2 of 6: Central Powers to act" in w.action_panel.round_label.text()
    assert w.action_panel.grid.item(0, 0).text() == "operations · Guns of August · 4"
    assert "FR 1 BR 1" in w.action_panel.grid.item(0, 1).text()
    assert w.vp_label.text() == "VP 9" and w.vp_track.vp == 9
    assert "Limited War scenario (5.4)" in w.windowTitle() and "limited.pog" in w.windowTitle()
    assert "Opened limited.pog: Turn 1 (Aug 1914) of 10: B Action Phase." == w.statusBar().currentMessage()
    # it goes on in the file
    log_action(qtbot, w, "o", "Moltke", 3)
    reread = GameFile.open(path, readonly=True)
    try:
        assert reread.game.state.actions[-1]["card"] == "Moltke"
    finally:
        reread.close()


def test_a_diplomacy_file_and_a_pog_file_in_one_window(qtbot, tmp_path):
    dip = tmp_path / "club.dipgame"
    pog = tmp_path / "war.pog"
    GameFile.create(dip, Game.new("standard", title="Club night")).close()
    GameFile.create(pog, PogGame.new("intro", seed=3)).close()
    w = make_window(qtbot)
    w.told = []
    w.toggle_projector()
    assert type(w.projector).__name__ == "DiplomacyProjector"
    qtbot.addWidget(w.projector)

    assert w.open_game(str(pog))
    assert isinstance(w.panels, PogPanels)
    assert "clock_menu" not in w.__dict__ and "act_adjudicate" not in w.__dict__ and w.act_next_segment is not None
    assert [a.text() for a in w.menuBar().actions()] == ["&File", "&Game", "&View", "&Language", "&Help"]
    assert [a.text() for a in w.game_menu.actions()][0] == "&Finish the segment"
    assert type(w.projector).__name__ == "PogProjector" and w.projector.isVisible()  # the players' window follows
    qtbot.addWidget(w.projector)
    keys(qtbot, w, Qt.Key.Key_R, CTRL)
    assert w.game.state.mandated

    assert w.open_game(str(dip))
    assert type(w.panels).__name__ == "DiplomacyPanels" and len(w.panes) == 7
    assert w.act_adjudicate is not None and "act_next_segment" not in w.__dict__
    assert [a.text() for a in w.menuBar().actions()] == ["&File", "&Game", "&Clock", "&View", "&Language", "&Help"]
    assert type(w.projector).__name__ == "DiplomacyProjector" and w.projector.game is w.game
    qtbot.addWidget(w.projector)
    assert w.windowTitle().startswith("Club night")
    # a key of the game that left does nothing now; Diplomacy's own keys work
    keys(qtbot, w, Qt.Key.Key_3, CTRL)
    assert w.current_pane().power == "FRANCE"
    # the recent list has both games, whatever the game
    from referee_app.core.record import recent_games

    assert {p.name for p in recent_games()} >= {"club.dipgame", "war.pog"}
    assert w.open_game(str(pog)) and w.game.state.mandated  # the rolls were saved as they happened
    assert not w.told


# --- the projector -------------------------------------------------------------------------------------

def test_the_projector_shows_no_hidden_state(qtbot):
    game = PogGame.new("intro", seed=987654)
    game.note(NOTE)
    w = pog_window(qtbot, game)
    keys(qtbot, w, Qt.Key.Key_R, CTRL)
    finish_segment(qtbot, w)
    log_action(qtbot, w, "o", "Guns of August", 4)
    keys(qtbot, w, Qt.Key.Key_F11)
    proj = w.projector
    assert proj is not None and proj.isVisible()
    qtbot.addWidget(proj)
    texts = " ".join(proj.all_texts())
    assert NOTE not in texts and "987654" not in texts  # the referee's note, the dice seed
    assert "Round 1 of 6: Allies to act" in texts and "VP 10" in texts and "operations 4" in texts
    assert w.record.count() and any(NOTE in w.record.item(i).text() for i in range(w.record.count()))  # the referee's
    # it reads the game's view for the players and nothing else: change the view, the wall changes
    kind = registry.get("pog")
    real = kind.view
    seen: list[Any] = []

    def view(g: Any, audience: Any, **context: Any) -> Any:
        seen.append(audience)
        out = real(g, audience)
        out["vp"] = 17
        return out

    try:
        kind.view = view  # type: ignore[method-assign]
        proj.refresh()
    finally:
        kind.view = real  # type: ignore[method-assign]
    assert seen == [registry.Audience.PLAYERS] and proj.vp.text() == "VP 17" and proj.vp_track.vp == 17
    assert not proj.board.isVisible() and not proj.supply.isVisible()  # no order of battle kept: no map on the wall
    # the dice of the last combat reach the wall large
    w.run("new_combat")
    w.combat.attacker.units.setPlainText("AH A 3/2")
    w.combat.defender.units.setPlainText("SB A 2/1")
    w.combat.attacker.die.setText("5")
    w.combat.defender.die.setText("2")
    w.run("roll")
    assert proj.dice["attacker"].value == 5 and proj.dice["defender"].value == 2
    assert proj.dice["attacker"].width() >= 80 and proj.combat_frame.isVisible()
    w.set_language("zh_Hant")
    assert "第 1 回合" not in proj.title.text() and "1914年8月" in proj.title.text() and "體驗劇本" in proj.title.text()
    assert "同盟國" in " ".join(proj.all_texts())
    proj.detach()
    proj.close()


# --- the table, New game, languages --------------------------------------------------------------------

class Recorder:
    def __init__(self) -> None:
        self.calls: list[str] = []

    def __getattr__(self, name: str) -> Any:
        return lambda *a, **k: self.calls.append(name)


def test_the_pog_table_is_well_formed():
    rows = C.window_rows(ROWS)
    cmds = C.commands(rows)
    names = [c.name for c in cmds]
    assert len(names) == len(set(names))
    seen: dict[str, str] = {}
    for c in cmds:
        assert c.menu is not None or c.keys, c.name
        for k in c.keys:
            assert k not in seen, f"{k} is both {seen.get(k)} and {c.name}"
            seen[k] = c.name
        if c.handler is not None and not isinstance(c.handler, str):
            rec = Recorder()
            c.handler(rec)
            target = rec.calls[0]
            assert callable(getattr(MainWindow, target, None) or getattr(PogPanels, target, None)), (c.name, target)
    # the shared rows and the game's in their places: File (with its exports), Game, View, Language, Help
    menus = [r.name for r in rows if isinstance(r, C.Menu) and r.parent is None]
    assert menus == ["file", "game", "view", "language", "help"]
    assert [r.name for r in rows if isinstance(r, C.Command) and r.menu == "export"] == \
        ["export", "export_json", "export_text", "export_html"]


def test_f1_and_the_legend_come_from_the_window_table(qtbot, monkeypatch):
    w = pog_window(qtbot)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: shown.append(text))
    keys(qtbot, w, Qt.Key.Key_F1)
    assert "<b>Ctrl+R</b></td><td>&nbsp;&nbsp;Roll: the mandated offensives (A), the combat (B), a siege (D)" in shown[0]
    assert "Adjudicate" not in shown[0]
    assert "Ctrl+Return finish the segment" in w.keys.text() and "Ctrl+B combat" in w.keys.text()


def test_new_game_asks_for_the_game_first(qtbot, tmp_path, monkeypatch):
    from referee_app.gui import new_game_dialog

    dlg = new_game_dialog.NewGameDialog(games_dir=tmp_path)
    qtbot.addWidget(dlg)
    assert dlg.game_choice.itemData(0) == "diplomacy" and dlg.findChild(type(dlg.game_choice)) is not None
    assert {dlg.game_choice.itemData(i) for i in range(dlg.game_choice.count())} == {"diplomacy", "pog", "lieou"}
    dlg.game_choice.setCurrentIndex(dlg.game_choice.findData("pog"))
    assert dlg.path.text().endswith("paths-of-glory-intro.pog")
    dlg.scenario.setCurrentIndex(dlg.scenario.findData("campaign"))
    assert dlg.path.text().endswith("paths-of-glory-campaign.pog") and "13 VP or more" in dlg.levels.text()
    dlg.options["entrench_drm"].setChecked(True)
    dlg.tournament.setChecked(True)
    dlg.bid.setValue(2)
    dlg.seed.setText("77")
    game, path, settings = dlg.result_game()
    assert settings is None and game.setup["tournament_bid"] == 2 and game.state.options["entrench_drm"]
    assert game.dice.seed == 77 and game.state.scenario == "campaign"
    dlg.seed.setText("soon")
    with pytest.raises(ValueError, match="whole number"):
        dlg.result_game()

    target = tmp_path / "night.pog"
    chosen: list[str] = []

    def fake_exec(self: Any) -> Any:
        chosen.append(self.game_name)
        self.game_choice.setCurrentIndex(self.game_choice.findData("pog"))
        self.path.setText(str(target))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(new_game_dialog.NewGameDialog, "exec", fake_exec)
    w = make_window(qtbot, now=FakeTime())
    keys(qtbot, w, Qt.Key.Key_N, CTRL)
    assert isinstance(w.panels, PogPanels) and target.exists() and w.gamefile is not None
    assert not any(e.kind == "clock" for e in w.game.events)  # a game without the phase clock
    target = tmp_path / "next.pog"
    keys(qtbot, w, Qt.Key.Key_N, CTRL)  # from a game of Paths of Glory, New game offers it first
    assert chosen == ["diplomacy", "pog"] and target.exists()


def test_the_pog_window_speaks_the_language(qtbot):
    w = pog_window(qtbot)
    w.set_language("zh_Hant")
    assert w.title_label.text() == "體驗劇本 (5.3)"
    assert "宣布進攻階段" in w.heading.text() and "1914年8月" in w.heading.text()
    assert w.turn_track.labels == ["1914年8月", "1914年9月", "1914秋季"]
    assert w.act_next_segment.text() != "&Finish the segment" and "(&F)" in w.act_next_segment.text()
    assert "同盟國" in w.mandated_panel.titles["central"].text()
    w.set_language("ja")
    assert w.title_label.text() == "入門シナリオ (5.3)" and "義務攻勢フェイズ" in w.heading.text()
    w.set_language("en")
    assert w.title_label.text() == "Introductory scenario (5.3)"


def test_exports_from_the_window(qtbot, tmp_path):
    w = pog_window(qtbot)
    keys(qtbot, w, Qt.Key.Key_R, CTRL)
    for fmt in ("json", "text", "html"):
        out = tmp_path / f"g.{fmt}"
        assert w.export(fmt, str(out)) and out.exists()
    assert "Introductory scenario" in (tmp_path / "g.text").read_text(encoding="utf-8")
    assert not w.export("svg", str(tmp_path / "x.zip")) and "svg" in w.told[-1]


def test_the_checklist_is_ticked_with_the_keyboard_and_kept_through_the_segment(qtbot):
    w = pog_window(qtbot)
    keys(qtbot, w, Qt.Key.Key_F4)
    assert w.checklist.hasFocus() and w.checklist.currentRow() == 0
    qtbot.keyClick(w.checklist, Qt.Key.Key_Space)
    assert w.checklist.item(0).checkState() == Qt.CheckState.Checked
    keys(qtbot, w, Qt.Key.Key_R, CTRL)  # the segment's work changes the game, not the ticks
    assert w.checklist.item(0).checkState() == Qt.CheckState.Checked
    finish_segment(qtbot, w)  # a new segment, a new list
    assert all(w.checklist.item(i).checkState() == Qt.CheckState.Unchecked for i in range(w.checklist.count()))


def test_the_record_grows_line_by_line_as_read_whole(qtbot):
    """The record adds each operation's lines as it is done; read again whole it says the same."""
    w = pog_window(qtbot, PogGame.new("limited", seed=11))
    g = w.game
    keys(qtbot, w, Qt.Key.Key_R, CTRL)
    finish_segment(qtbot, w)
    for rnd in range(6):
        log_action(qtbot, w, "o", f"c{rnd}", 3)
        if rnd == 2:
            g.note(NOTE)
            g.change_vp(-2, "Belgrade")
        log_action(qtbot, w, "o", f"a{rnd}", 2)
    while g.segment != "A":
        finish_segment(qtbot, w)
    keys(qtbot, w, Qt.Key.Key_R, CTRL)  # turn 2's first roll
    grown = [w.record.item(i).text() for i in range(w.record.count())]
    w._record_shown = None
    w._refresh_record("en")
    assert [w.record.item(i).text() for i in range(w.record.count())] == grown
    assert any("E.1  VP" in line for line in grown) and any(NOTE in line for line in grown)
    assert grown.count("Turn 2: Sep 1914") == 1


def test_the_combat_form_takes_spaces_by_name_and_the_map_fills_the_rest(qtbot):
    """Tab completes a space's name; the defended space's terrain and fort come from the map; the dry run
    shows the chart's shifts with their reasons; a new combat lights no step."""
    game = PogGame.new("intro", seed=3)
    game.roll_mandated(5, 5)
    game.next()
    w = pog_window(qtbot, game)
    keys(qtbot, w, Qt.Key.Key_B, CTRL | SHIFT)
    c = w.combat
    assert c.steps.currentRow() == -1
    c.defender.space.setFocus()
    qtbot.keyClicks(c.defender.space, "verd")
    qtbot.keyClick(c.defender.space, Qt.Key.Key_Tab)
    assert c.defender.space.text() == "Verdun"
    assert c.defender.fort_cf.value() == 3 and c.defender.terrain.currentData() == "clear"
    assert "victory space" in c.defender.title() and "fort 3" in c.defender.title() and "Verdun" in c.defender.title()
    c.attacker.space.setFocus()
    qtbot.keyClicks(c.attacker.space, "met")
    qtbot.keyClick(c.attacker.space, Qt.Key.Key_Tab)
    assert c.attacker.space.text() == "Metz"
    c.attacker.units.setPlainText("GE A 5/3")
    c.defender.units.setPlainText("FR A 3/2")
    c.defender.trench.setValue(1)
    c.update_preview()
    assert "in Verdun from Metz" in c.steps.item(0).text()
    six = c.steps.item(5).text()
    assert "1L trench 1" in six and "1R trench 1" in six
    # a space not joined to Verdun is refused before the dice, saying why
    c.attacker.space.setText("Berlin")
    c.update_preview()
    assert "not joined to Verdun" in c.problem.text()


def test_an_offered_vp_change_is_confirmed_from_the_window(qtbot):
    """E.1 of a Winter turn with the Blockade in play: the window offers its -1 VP with the reason, a button
    confirms it, and the record has it."""
    game = PogGame.new("campaign", seed=5)
    for _ in range(3):
        game.roll_mandated(5, 5)
        game.next()
        while game.state.round <= game.rules.action_rounds:
            game.action(game.state.to_act, "ops", value=1)
        while game.segment != "A":
            game.next()
    game.roll_mandated(5, 5)
    game.next()
    game.set_flag("blockade")
    while game.state.round <= game.rules.action_rounds:
        game.action(game.state.to_act, "ops", value=1)
    w = pog_window(qtbot, game)
    while game.segment != "E.1":
        finish_segment(qtbot, w)
    buttons = [w.info_panel.offers.itemAt(i).widget() for i in range(w.info_panel.offers.count())]
    assert len(buttons) == 1 and "Blockade" in buttons[0].text() and "VP -1" in buttons[0].text()
    vp = game.state.vp
    offered = w.info_panel.offers.itemAt(0)
    buttons[0].click()
    QApplication.processEvents()
    assert game.state.vp == vp - 1 and game.offers() == []
    assert w.info_panel.offers.count() == 0 and not shiboken6.isValid(offered)  # the taken item deleted too
    assert game.state.vp_log[-1]["reason"]["key"] == "pog.offer.blockade"


def test_no_label_shows_a_literal_ampersand(qtbot):
    """An '&' in a label marks its key only when the label has a field to go to; else the referee reads a
    stray '&'. Every panel of every segment, the combat form and the dialogs' forms included."""
    from PySide6.QtWidgets import QLabel

    game = PogGame.new("campaign", seed=2)
    w = pog_window(qtbot, game)
    seen: set[str] = set()

    def check() -> None:
        for label in w.findChildren(QLabel):
            text = label.text()
            if "&" in text and label.textFormat() != Qt.TextFormat.RichText and "&amp;" not in text and "<" not in text:
                assert label.buddy() is not None, f"literal & in {text!r}"
            seen.add(text)

    for lang in ("zh_Hant", "zh_Hans", "ja", "en"):
        w.set_language(lang)
        check()
    game.roll_mandated(5, 5)
    game.next()
    w.action_panel.tabs.setCurrentIndex(1)
    for lang in ("zh_Hant", "ja", "en"):
        w.set_language(lang)
        check()
    while game.segment != "F.1":
        if game.segment == "B":
            while game.state.round <= game.rules.action_rounds:
                game.action(game.state.to_act, "ops", value=1)
        game.next()
        check()
    assert any("Units" in t for t in seen)


def test_a_campaign_turn_with_the_order_of_battle_kept(qtbot, monkeypatch):
    """The order of battle through the window: stacks placed with Ctrl+Shift+P, a combat picked by space names
    only (the units come from the stacks), its result applied to them, then the attrition of phase C traced
    over the map and confirmed with the button; the Order of battle tab shows it all."""
    from referee_app.gui.paths_of_glory import dialogs

    game = PogGame.new("campaign", seed=11)
    w = pog_window(qtbot, game)
    stacks = [("Metz", "GE A 5/3 #GE5\nGE C 1/1 #GEc", 0, None), ("Nancy", "FR A 3/2 r #FR2", 1, None),
              ("Liege", "BE C 1/0 #BEl", 0, None), ("Brussels", "", 0, "central"), ("Sedan", "", 0, "central")]
    queue = list(stacks)

    def fill(dlg: Any) -> Any:
        space, units, trench, control = queue.pop(0)
        dlg.space.setText(space)
        dlg.units.setPlainText(units)
        dlg.trench.setValue(trench)
        dlg.control.setCurrentIndex(dlg.control.findData(control))
        dlg.fort_destroyed.setChecked(space == "Nancy")  # Nancy's fort destroyed earlier (15.1.9)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(dialogs.StackDialog, "exec", fill)
    for _ in stacks:
        keys(qtbot, w, Qt.Key.Key_P, CTRL | SHIFT)
    assert game.state.oob is not None and [u["id"] for u in game.state.oob["stacks"]["Metz"]] == ["GE5", "GEc"]
    assert game.state.oob["forts_destroyed"] == ["Nancy"]
    game.set_box("reserve", "allied", [{"id": "FR c9", "nation": "FR", "type": "corps", "cf": [1, 0]}])
    game.roll_mandated(5, 5)
    finish_segment(qtbot, w)
    # B: a combat by space names only, the units left blank
    keys(qtbot, w, Qt.Key.Key_B, CTRL | SHIFT)
    c = w.combat
    c.attacker.space.setText("Metz")
    c.attacker.fill_from_map()
    c.defender.space.setText("Nancy")
    c.defender.fill_from_map()
    assert c.defender.fort_cf.value() == 0 and "fort destroyed" in c.defender.title()  # kept in the order of battle
    c.attacker.die.setText("3")
    c.defender.die.setText("1")
    c.update_preview()
    assert "GE5, GEc attack FR2" in c.steps.item(0).text() and "1L trench 1" in c.steps.item(5).text()
    keys(qtbot, w, Qt.Key.Key_R, CTRL)
    oob = game.state.oob
    assert [u["id"] for u in oob["stacks"]["Nancy"]] == ["FR c9"]  # the army replaced by the reserve corps
    assert [u["id"] for u in oob["boxes"]["eliminated"]["allied"]] == ["FR2"] and oob["boxes"]["reserve"]["allied"] == []
    assert [u["strength"] for u in oob["stacks"]["Metz"]] == ["full", "reduced"]
    while game.state.round <= game.rules.action_rounds:
        game.action(game.state.to_act, "ops", value=1)
    game.fort("Liege")  # Guns of August (15.1.9): no Belgian fort keeps Liege when its corps goes (14.3.6)
    finish_segment(qtbot, w)
    # C: the Belgian corps in Liege is cut off (Sedan, Brussels, Koblenz, Aachen held by the Central Powers)
    assert game.segment == "C" and game.attrition_due()["out_of_supply"] == ["BEl"]
    assert w.info_panel.attrition_button.isVisible() and "BEl" in w.info_panel.text.text()
    assert "Control passes to the enemy where they leave no fort of their side (14.3.6): Liege." in \
        w.info_panel.text.text()
    # the projector: the map framed on the order of battle, the units out of supply in words
    w.toggle_projector()
    proj = w.projector
    assert proj is not None
    qtbot.addWidget(proj)
    proj.resize(1280, 800)
    QApplication.processEvents()
    assert proj.board.isVisible() and proj.board.renderer().isValid() and not proj.checklist.isVisible()
    assert proj.supply.text().endswith("Out of supply (14.1): BEl</span>")
    box = proj.board.renderer().viewBoxF()
    for space in ("Liege", "Metz", "Nancy"):
        x, y = game.rules.spaces[space].at
        assert box.contains(x, y), space
    assert box.width() < 2000  # a part of the map, not all of it
    assert abs(box.width() / box.height() - proj.board.width() / proj.board.height()) < 0.05  # its room's shape
    w.info_panel.attrition_button.click()
    QApplication.processEvents()
    assert "Liege" not in game.state.oob["stacks"] and game.state.oob["control"]["Liege"] == "central"
    assert "Every unit on the map is in supply" in proj.supply.text()  # the wall follows the confirmed attrition
    proj.detach()
    proj.close()
    assert [u["id"] for u in game.state.oob["boxes"]["eliminated"]["allied"]] == ["FR2", "BEl"]
    w.info_tabs.setCurrentIndex(3)
    QApplication.processEvents()
    listed = [w.oob_list.item(i).text() for i in range(w.oob_list.count())]
    assert any(t.startswith("Metz: GE A 5/3 #GE5") for t in listed) and any("eliminated units" in t for t in listed)
    w.info_tabs.setCurrentIndex(4)  # the map, a schematic drawn from the data
    QApplication.processEvents()
    assert w.board.renderer().isValid() and w.info_tabs.tabText(4) == "Map"


def test_rp_spent_on_named_units_of_the_order_of_battle_from_the_window(qtbot):
    """Phase F with the order of battle kept: the units named in the RP form are rebuilt (9.4.4), the points
    taken from their nation's; a unit that cannot be rebuilt is refused and what was typed stays."""
    game = PogGame.new("campaign", seed=3)
    game.place("Verdun", [{"id": "FR 3", "nation": "FR", "type": "army", "strength": "reduced", "cf": [3, 2]}])
    game.place("Paris", [{"id": "FR c2", "nation": "FR", "type": "corps", "cf": [1, 0]}])
    game.set_box("eliminated", "allied", [{"id": "FR 5", "nation": "FR", "type": "army", "cf": [3, 2]}])
    game.set_box("removed", "allied", [{"id": "FR 9", "nation": "FR", "type": "army", "cf": [3, 2]}])
    game.roll_mandated(5, 5)
    game.next()
    game.action("central", "ops", value=1)
    game.action("allied", "rp", rp={"FR": 3})
    while game.state.round <= game.rules.action_rounds:
        game.action(game.state.to_act, "ops", value=1)
    while game.segment != "F.1":
        game.next()
    w = pog_window(qtbot, game)
    panel = w.rp_panel
    assert panel.units.isVisible() and "9.4.4" in panel.note.text()
    panel.units.setText("FR 9")
    keys(qtbot, w, Qt.Key.Key_L, CTRL)
    assert panel.units.text() == "FR 9" and game.state.rp["allied"]["FR"] == 3  # refused (12.4.4), nothing lost
    assert any("never be rebuilt" in t for t in w.told)
    panel.units.setFocus()
    panel.units.setText("FR 3; FR 5 @ Paris")
    keys(qtbot, w, Qt.Key.Key_L, CTRL)
    oob = game.state.oob
    assert oob is not None and panel.units.text() == "" and game.state.rp["allied"]["FR"] == 1
    assert [u["strength"] for u in oob["stacks"]["Verdun"]] == ["full"]
    assert [(u["id"], u["strength"]) for u in oob["stacks"]["Paris"]] == [("FR c2", "full"), ("FR 5", "reduced")]
    assert oob["boxes"]["eliminated"]["allied"] == []


def test_retreat_and_advance_after_a_combat_from_the_window(qtbot, monkeypatch):
    """Ctrl+Shift+G after a combat taken from the order of battle: the defenders' retreat and the attackers'
    advance (12.5, 12.6) applied to the stacks, the dialog's units filled from the combat; a refused move
    says why and changes nothing; undo takes the advance back."""
    from referee_app.gui.paths_of_glory import dialogs

    game = PogGame.new("campaign", seed=1)
    game.place("Metz", [{"id": "GE 5", "nation": "GE", "type": "army", "cf": [5, 3]},
                        {"id": "GE 6", "nation": "GE", "type": "army", "strength": "reduced", "cf": [5, 3]}])
    game.place("Nancy", [{"id": "FR 2", "nation": "FR", "type": "army", "cf": [3, 2]}], trench=1)
    game.roll_mandated(5, 5)
    game.next()
    game.combat({"side": "central", "attacker": {"from": ["Metz"], "roll": 6},
                 "defender": {"space": "Nancy", "fort": False, "roll": 1}})
    w = pog_window(qtbot, game)
    moves = [("retreat", None, "Paris"), ("retreat", None, "Chateau Thierry"), ("advance", "GE 5", "Nancy")]
    filled: list[str] = []

    def fill(dlg: Any) -> Any:
        kind, units, to = moves.pop(0)
        dlg.kind.setCurrentIndex(dlg.kind.findData(kind))
        filled.append(dlg.units.text())
        if units is not None:
            dlg.units.setText(units)
        dlg.space.setText(to)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(dialogs.MoveDialog, "exec", fill)
    keys(qtbot, w, Qt.Key.Key_G, CTRL | SHIFT)
    assert "FR 2" in game.state.oob["stacks"]["Nancy"][0]["id"] and any("12.5.2" in t for t in w.told)  # too far
    keys(qtbot, w, Qt.Key.Key_G, CTRL | SHIFT)
    keys(qtbot, w, Qt.Key.Key_G, CTRL | SHIFT)
    oob = game.state.oob
    assert filled == ["FR 2", "FR 2", "GE 5; GE 6"]
    assert [u["id"] for u in oob["stacks"]["Chateau Thierry"]] == ["FR 2"]
    assert [u["id"] for u in oob["stacks"]["Nancy"]] == ["GE 5"] and oob["control"]["Nancy"] == "central"
    keys(qtbot, w, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.AltModifier)
    assert "Nancy" not in game.state.oob["stacks"] and game.state.oob["control"]["Nancy"] == "allied"
    assert [u["id"] for u in game.state.oob["stacks"]["Metz"]] == ["GE 5", "GE 6"]


def test_the_retreat_dialog_offers_the_stand_and_the_retreat_s_spaces(qtbot, monkeypatch):
    """12.5.3-12.5.5 from the window: in Nancy's trench, with a French corps in the reserve box, Ctrl+Shift+G
    offers the stand (not the elimination: the defenders can retreat) and names where a retreat may end;
    choosing the stand replaces the reduced army by the corps and a later retreat is refused with the reason."""
    from referee_app.gui.paths_of_glory import dialogs

    game = PogGame.new("campaign", seed=1)
    game.place("Metz", [{"id": "GE 5", "nation": "GE", "type": "army", "cf": [5, 3]},
                        {"id": "GE 6", "nation": "GE", "type": "army", "strength": "reduced", "cf": [5, 3]}])
    game.place("Nancy", [{"id": "FR 2", "nation": "FR", "type": "army", "cf": [3, 2]}], trench=1)
    game.set_box("reserve", "allied", [{"id": "FR c1", "nation": "FR", "type": "corps", "cf": [1, 1]}])
    game.roll_mandated(5, 5)
    game.next()
    game.combat({"side": "central", "attacker": {"from": ["Metz"], "roll": 6},
                 "defender": {"space": "Nancy", "fort": False, "roll": 1}})
    w = pog_window(qtbot, game)
    seen: list[tuple[list[str], str]] = []
    moves = [("stand", None, ""), ("retreat", "FR c1", "Chateau Thierry")]

    def fill(dlg: Any) -> Any:
        kinds = [str(dlg.kind.itemData(i)) for i in range(dlg.kind.count())]
        hints = [lab.text() for lab in dlg.findChildren(QLabel) if "12.5.5" in lab.text()]
        seen.append((kinds, hints[0] if hints else ""))
        kind, units, to = moves.pop(0)
        dlg.kind.setCurrentIndex(dlg.kind.findData(kind))
        if units is not None:
            dlg.units.setText(units)
        dlg.space.setText(to)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(dialogs.MoveDialog, "exec", fill)
    keys(qtbot, w, Qt.Key.Key_G, CTRL | SHIFT)
    kinds, hint = seen[0]
    assert kinds == ["retreat", "stand", "advance"] and "Chateau Thierry" in hint and "Mulhouse" not in hint
    assert [u["id"] for u in game.state.oob["stacks"]["Nancy"]] == ["FR c1"]
    keys(qtbot, w, Qt.Key.Key_G, CTRL | SHIFT)
    assert "stand" not in seen[1][0] and any("12.5.3" in t for t in w.told)
    assert [u["id"] for u in game.state.oob["stacks"]["Nancy"]] == ["FR c1"]


def test_the_allies_first_to_limited_war_offer_at_e4_is_confirmed_with_the_keys(qtbot):
    """5.1.3 (optional), driven through the window's keys: on turn 2 the Allies' war status reaches Limited War
    (4) and the Central Powers' does not; Ctrl+Enter through the segments to E.4, where the window offers +1 VP
    with its reason (a button and the line naming Ctrl+Shift+O); Ctrl+Shift+O records it with the reason, the
    offer is gone; Ctrl+Alt+Z takes it back and it is offered again. The help of Ctrl+Shift+O names E.4."""
    game = PogGame.new("campaign", seed=7, options=["allied_war_first_vp"])
    game.roll_mandated(5, 5)
    game.next()
    while game.state.round <= game.rules.action_rounds:
        game.action(game.state.to_act, "ops", value=1)
    while game.segment != "A":
        game.next()
    game.roll_mandated(5, 5)
    game.next()
    game.action("central", "ops", value=1)
    game.action("allied", "event", card="Russian Reinforcements", war_status=4)
    while game.state.round <= game.rules.action_rounds:
        game.action(game.state.to_act, "ops", value=1)
    w = pog_window(qtbot, game)
    while game.segment != "E.4":
        finish_segment(qtbot, w)
    assert game.state.turn == 2 and game.state.war_status == {"central": 0, "allied": 4}
    buttons = [w.info_panel.offers.itemAt(i).widget() for i in range(w.info_panel.offers.count())]
    assert len(buttons) == 1 and "VP +1" in buttons[0].text() and "Limited War" in buttons[0].text()
    assert "Ctrl+Shift+O" in w.info_panel.text.text()
    vp = game.state.vp
    keys(qtbot, w, Qt.Key.Key_O, CTRL | SHIFT)
    assert game.state.vp == vp + 1 and game.offers() == []
    assert game.state.vp_log[-1]["reason"]["key"] == "pog.reason.allied_first"
    assert game.state.vp_log[-1]["segment"] == "E.4"
    assert w.info_panel.offers.count() == 0
    keys(qtbot, w, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.AltModifier)
    assert game.state.vp == vp and [o["key"] for o in game.offers()] == ["allied_first_limited"]
    assert "E.4" in next(r for r in ROWS if getattr(r, "name", "") == "confirm_offer").help_text


def test_the_siege_dry_run_and_a_fort_destroyed_in_the_order_of_battle(qtbot):
    """Phase D with the order of battle kept, through the window: naming a fort of the map fills its value; before
    the die the dry run says why a roll would be refused (Liege not besieged, 15.2.4), then with a German army
    in Liege the drm of August 1914 with its reason and the die it falls on (6: 6 - 2 > 3); Ctrl+R rolls a typed
    6, the fort is destroyed in the order of battle, Liege becomes the Central Powers', and the map draws the
    fort crossed out; Ctrl+Alt+Z takes it back."""
    game = PogGame.new("campaign", seed=11)
    game.place("Koblenz", [{"id": "GE 2", "nation": "GE", "type": "army", "cf": [5, 3]}])
    game.roll_mandated(5, 5)
    game.next()
    while game.state.round <= game.rules.action_rounds:
        game.action(game.state.to_act, "ops", value=1)
    w = pog_window(qtbot, game)
    while game.segment != "D":
        finish_segment(qtbot, w)
    p = w.siege_panel
    keys(qtbot, w, Qt.Key.Key_F2)
    assert p.fort.hasFocus()
    qtbot.keyClicks(p.fort, "Liege")
    assert p.cf.value() == 3  # read off the map
    assert "not besieged" in p.preview_label.text() and "15.2.4" in p.preview_label.text()
    game.place("Liege", [{"id": "GE 1", "nation": "GE", "type": "army", "cf": [5, 3]}])
    p.preview()
    text = p.preview_label.text()
    assert "Fort of Liege, value 3" in text and "Siege drm -2 in Aug 1914 (15.3.3)" in text and "die of 6 or more" in text
    p.die.setText("6")
    keys(qtbot, w, Qt.Key.Key_R, CTRL)
    assert "falls" in p.result.text()
    oob = game.state.oob
    assert oob is not None and oob["forts_destroyed"] == ["Liege"] and oob["control"]["Liege"] == "central"
    assert any(m["key"] == "pog.log.fort_destroyed" for m in game.state.log[-3:])
    from referee_app.drawing.paths_of_glory.board import board_svg
    assert 'stroke="#c62828" stroke-width="5" stroke-linecap="round"' in board_svg(game.rules, game.view())
    keys(qtbot, w, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.AltModifier)
    assert game.state.oob is not None and game.state.oob["forts_destroyed"] == []


def test_the_combat_dry_run_leaves_out_units_that_retreated_this_round(qtbot):
    """12.5.6 in the window: the French army that retreated into Bar le Duc this action round adds no combat
    factor in the dry run of a second attack there (defender 3: the other army's), and step 1 says why;
    Ctrl+R resolves it and the loss number eliminates it at once."""
    army = {"type": "army", "cf": [5, 3]}
    game = PogGame.new("campaign", seed=4)
    game.place("Metz", [{"id": "GE 5", "nation": "GE", **army}, {"id": "GE 6", "nation": "GE", **army}], control="central")
    game.place("Nancy", [{"id": "FR 2", "nation": "FR", "type": "army", "cf": [3, 2]}])
    game.place("Bar le Duc", [{"id": "FR 5", "nation": "FR", "type": "army", "cf": [3, 2]}])
    game.place("Dijon", [{"id": "GE 7", "nation": "GE", **army}], control="central")
    game.roll_mandated(5, 5)
    game.next()
    game.combat({"side": "central", "attacker": {"from": ["Metz"], "roll": 1},
                 "defender": {"space": "Nancy", "fort": False, "roll": 2}})
    game.retreat(["FR 2"], "Bar le Duc")
    w = pog_window(qtbot, game)
    keys(qtbot, w, Qt.Key.Key_B, CTRL | SHIFT)
    c = w.combat
    c.defender.space.setText("Bar le Duc")
    c.attacker.space.setText("Dijon")
    c.attacker.die.setText("1")
    c.defender.die.setText("1")
    c.update_preview()
    assert "FR 2 retreated this action round (12.5.6)" in c.steps.item(0).text()
    assert "defender 3" in c.steps.item(1).text()
    keys(qtbot, w, Qt.Key.Key_R, CTRL)
    assert game.state.last_combat is not None and game.state.last_combat["retreated_again"] == {"units": ["FR 2"], "eliminated": True}
    assert [u["id"] for u in game.state.oob["boxes"]["eliminated"]["allied"]] == ["FR 2"]

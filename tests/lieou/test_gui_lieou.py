"""列欧帝国棋 in the shared window (pytest-qt, offscreen): New game -> 列欧帝国棋 through the dialog, the set-up
and a whole first turn for four players by keyboard, a line checked as typed with the engine's reason, an
attack with typed dice and its odds, an undo, the projector never showing the referee's half-typed line, the
game file written as each action happens and reopened, a Diplomacy, a Paths of Glory and a 列欧帝国棋 file in
turn in one window, the exports, the languages."""

from __future__ import annotations

from typing import Any

import pytest
from gui_helpers import ALT, CTRL, SHIFT, FakeTime, focused, make_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QInputMethodEvent
from PySide6.QtWidgets import QApplication, QDialog

from referee_app.core.messages import render
from referee_app.core.record import GameFile
from referee_app.games.diplomacy import Game
from referee_app.games.lieou.game import LieouGame
from referee_app.games.lieou.params import colour
from referee_app.games.paths_of_glory.game import PogGame
from referee_app.gui.lieou import LieouPanels
from referee_app.gui.lieou.projector import LieouProjector
from referee_app.gui.main_window import MainWindow


def lieou_window(qtbot, game: LieouGame | None = None, gamefile: Any = None) -> MainWindow:
    w = make_window(qtbot, game if game is not None else LieouGame(seed=11), gamefile)
    w.titled = []
    w.tell = lambda title, text: (w.titled.append((title, text)), w.told.append(text))
    w.resize(1500, 920)
    return w


def keys(qtbot, w: MainWindow, key: Qt.Key, mods: Any = Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(focused(w), key, mods)
    QApplication.processEvents()


def type_text(qtbot, widget, text: str) -> None:
    """Type text: ASCII by key presses, Chinese as an input method commits it (QTest types ASCII only)."""
    run = ""
    for ch in text + "\0":
        if ch != "\0" and ch.isascii():
            run += ch
            continue
        if run:
            qtbot.keyClicks(widget, run)
            run = ""
        if ch != "\0":
            ev = QInputMethodEvent()
            ev.setCommitString(ch)
            QApplication.sendEvent(widget, ev)


def action(qtbot, w: MainWindow, line: str) -> None:
    """Ctrl+L to the action line, type the line, Enter."""
    keys(qtbot, w, Qt.Key.Key_L, CTRL)
    t = w.panels.table
    assert t.line.hasFocus()
    t.line.clear()
    type_text(qtbot, t.line, line)
    qtbot.keyClick(t.line, Qt.Key.Key_Return)
    QApplication.processEvents()


# --- New game -> 列欧帝国棋 -------------------------------------------------------------------------------

def test_new_game_offers_lieou_and_starts_it_in_the_window(qtbot, tmp_path, monkeypatch):
    from referee_app.gui import new_game_dialog

    target = tmp_path / "night.lieou"
    seen: list[set[str]] = []

    def fake_exec(self: Any) -> Any:
        seen.append({self.game_choice.itemData(i) for i in range(self.game_choice.count())})
        self.game_choice.setCurrentIndex(self.game_choice.findData("lieou"))
        assert self.path.text().endswith("-lieou.lieou")
        self.seed.setText("4242")
        self.dice.setCurrentIndex(self.dice.findData(True))  # the physical dice, typed
        self.path.setText(str(target))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(new_game_dialog.NewGameDialog, "exec", fake_exec)
    w = make_window(qtbot, now=FakeTime())
    keys(qtbot, w, Qt.Key.Key_N, CTRL)
    assert seen == [{"diplomacy", "pog", "lieou"}]
    assert isinstance(w.panels, LieouPanels) and target.exists() and w.gamefile is not None
    assert w.game.dice.seed == 4242 and w.game.options.table_dice and w.game.state.phase == "setup"
    assert [a.text() for a in w.menuBar().actions()] == ["&File", "&Empires", "&View", "&Language", "&Help"]
    assert w.windowTitle().startswith("Lieou Empires") and "night.lieou" in w.windowTitle()
    assert not any(e.kind == "clock" for e in w.game.events)  # no phase clock: the seed times nothing
    # with the table's dice, Ctrl+R asks for the faces on the action line
    keys(qtbot, w, Qt.Key.Key_R, CTRL)
    assert w.panels.table.line.text() == "roll " and w.panels.table.line.hasFocus() and len(w.game.events) == 1
    type_text(qtbot, w.panels.table.line, "德俄法英曼奥")
    qtbot.keyClick(w.panels.table.line, Qt.Key.Key_Return)
    assert w.game.state.tokens == ["德", "俄", "法", "英", "曼", "奥"]
    events = GameFile.open(target, readonly=True)
    try:
        assert len(events.game.events) == 2  # already in the file
    finally:
        events.close()
    # a bad seed is said in the dialog, not a crash
    dlg = new_game_dialog.NewGameDialog(games_dir=tmp_path)
    qtbot.addWidget(dlg)
    dlg.game_choice.setCurrentIndex(dlg.game_choice.findData("lieou"))
    dlg.seed.setText("soon")
    with pytest.raises(ValueError, match="whole number"):
        dlg.result_game()
    assert not w.told


# --- the set-up and a whole first turn, by keyboard ------------------------------------------------------

def test_setup_and_a_whole_first_turn_for_four_players_by_keyboard(qtbot):
    w = lieou_window(qtbot)
    game: LieouGame = w.game
    t = w.panels.table
    action(qtbot, w, "roll 德俄法英曼奥")  # 1.1: the token order as laid face down
    assert game.state.tokens == ["德", "俄", "法", "英", "曼", "奥"]
    for face in "11235":  # green 德; yellow throws 1 again (re-rolled, 1.2), then 俄; pink 法; red 曼
        action(qtbot, w, f"roll {face}")
        assert t.dice.text() == face  # each throw shown large
    assert game.state.empire_of == {"green": "德", "yellow": "俄", "pink": "法", "red": "曼"}
    assert "Empire by die" in t.dice.title
    typed = [r for e in game.events if e.kind == "act" for r in e.data["rolls"]]
    assert [r["values"] for r in typed[1:]] == [[1], [1], [2], [3], [5]] and all(r["typed"] for r in typed)
    while game.state.phase == "setup":  # the capitals (1.3): the program's dice, Ctrl+R
        keys(qtbot, w, Qt.Key.Key_R, CTRL)
    assert "Capital by die" in t.dice.title
    assert all(game.armies_of(r["land"]) == 5 for r in game.to_json()["regimes"].values())  # 1.4
    first = game.state.round
    seen: set[str] = set()
    while game.state.round == first and game.state.phase == "play":
        seen.add(str(game.state.turn))
        if game.state.queue:
            keys(qtbot, w, Qt.Key.Key_R, CTRL | SHIFT)  # the whole battle
        elif game.state.decision is not None:
            keys(qtbot, w, Qt.Key.Key_D, CTRL)  # the default choice
        else:
            left = game.state.orders_left
            # the orders left, always in sight, read as a sentence ("1 order left")
            assert f"{left} order{'' if left == 1 else 's'} left" in t.turn_label.text()
            keys(qtbot, w, Qt.Key.Key_L, CTRL)
            t.line.clear()
            qtbot.keyClicks(t.line, "att")
            qtbot.keyClick(t.line, Qt.Key.Key_Tab)  # completes as far as the open orders agree
            assert t.line.text().startswith("attack ")
            fits = t.fits_label.text().split("  ·  ")
            line = next(f for f in fits if f.startswith("attack"))
            t.line.setText(line)
            assert "%" in t.odds_label.text()  # the odds before the roll
            qtbot.keyClick(t.line, Qt.Key.Key_Return)
            QApplication.processEvents()
            assert t.line.text() == ""
    assert seen == {"green", "yellow", "pink", "red"}
    assert t.log.count() > 10 and not w.told


def test_a_line_is_checked_as_typed_with_the_engine_reason(qtbot):
    w = lieou_window(qtbot)
    game: LieouGame = w.game
    keys(qtbot, w, Qt.Key.Key_R, CTRL | SHIFT)  # the whole set-up by the program's dice
    t = w.panels.table
    me = game.state.turn
    own = game.lands_of(me)[0]
    far = next(x for x in game.board.lands if x not in game.board.neighbours[own] and x != own)
    keys(qtbot, w, Qt.Key.Key_L, CTRL)
    type_text(qtbot, t.line, f"attack {own} {far}")
    assert t.check_label.text() == render(game.check(f"attack {own} {far}"), "en") and "not" in t.check_label.text()
    before = len(game.events)
    qtbot.keyClick(t.line, Qt.Key.Key_Return)
    assert len(game.events) == before and t.line.text() == f"attack {own} {far}"  # refused: kept for correction
    t.line.clear()
    type_text(qtbot, t.line, f"move {own} {far}")
    assert t.check_label.text() == render(game.check(f"move {own} {far}"), "en")
    # Tab reads a land typed by its Chinese name (or English, or Latin code) as its code and completes the line
    t.line.clear()
    type_text(qtbot, t.line, "attack " + game.board.lands[own].names["zh_Hans"][:1])
    qtbot.keyClick(t.line, Qt.Key.Key_Tab)
    assert t.line.text() == f"attack {own} " and t.fits_label.text().startswith(f"attack {own} ")
    t.line.clear()
    type_text(qtbot, t.line, "attack " + game.board.lands[own].names["en"])
    qtbot.keyClick(t.line, Qt.Key.Key_Tab)
    assert t.line.text() == f"attack {own} "
    # clicking a land writes its code; hovering says its names in every language and what stands there
    t.line.clear()
    t.board.landClicked.emit("法B")
    assert t.line.text() == "法B "
    assert "Paris" in t.info_label.text() and "巴黎" in t.info_label.text() and "パリ" in t.info_label.text()
    capital = game.to_json()["regimes"][game.state.empire_of[str(me)]]["land"]
    t.show_place(capital)
    assert "Armies: 5" in t.info_label.text() and "capital" in t.info_label.text()


# --- an attack with typed dice, an undo ------------------------------------------------------------------

def test_an_attack_with_typed_dice_then_undo(qtbot):
    w = lieou_window(qtbot, LieouGame(seed=5))
    game: LieouGame = w.game
    t = w.panels.table
    action(qtbot, w, "fight")
    me = game.state.turn
    src = game.lands_of(me)[0]
    tgt = sorted(n for n in game.board.neighbours[src] if game.state.owner[n] is None)[0]
    keys(qtbot, w, Qt.Key.Key_L, CTRL)
    type_text(qtbot, t.line, f"attack {src} {tgt}")
    assert "takes it" in t.odds_label.text() and "%" in t.odds_label.text()  # the odds before the roll
    qtbot.keyClick(t.line, Qt.Key.Key_Return)
    assert game.waiting()["type"] == "prepare" and "%" in t.odds_label.text()
    type_text(qtbot, t.line, "roll 6")  # 4.2.1: the attacker throws 3 dice: the engine says so as it is typed
    assert "3 dice" in t.check_label.text()
    qtbot.keyClick(t.line, Qt.Key.Key_Return)
    assert game.waiting()["type"] == "prepare"  # refused, nothing changed
    action(qtbot, w, "roll 666/1")  # the physical dice: 6 6 6 against the empty land's 1 (4.5)
    rolls = [r for e in game.events if e.kind == "act" for r in e.data["rolls"]]
    assert [r["values"] for r in rolls[-2:]] == [[6, 6, 6], [1]] and all(r["typed"] for r in rolls[-2:])
    assert t.dice.text() == "666 / 1"
    if game.state.queue:
        keys(qtbot, w, Qt.Key.Key_R, CTRL | SHIFT)
    while game.state.decision is not None:
        keys(qtbot, w, Qt.Key.Key_D, CTRL)
    assert game.state.owner[tgt] == me  # taken; what the conquest brought (chapter 5) is said large
    assert t.result_label.isVisible() and t.result_label.text()
    assert game.to_json()["last_battle"]["winner"] == "attacker"
    live = len(game._live_actions())
    keys(qtbot, w, Qt.Key.Key_Z, CTRL | ALT)
    assert len(game._live_actions()) == live - 1 and game.events[-1].kind == "undo" and w.asked
    action(qtbot, w, "undo")  # typed as a line too
    assert len(game._live_actions()) == live - 2
    while game._live_actions():
        keys(qtbot, w, Qt.Key.Key_Z, CTRL | ALT)
    assert not w.told
    keys(qtbot, w, Qt.Key.Key_Z, CTRL | ALT)  # nothing left: the engine's reason through the window's one path
    assert w.titled and w.titled[-1][0] == "Cannot undo" and "no action" in w.titled[-1][1].lower()


def test_generals_fate_is_rolled_and_shown(qtbot):
    """10.8: a general who lost a battle: his fate's two dice, shown large, and what became of him."""
    pos = {"lands": {"法B": ["green", 2], "法C": ["yellow", 9]}, "regimes": {"法": ["法B", "green"], "德": ["法C", "yellow"]},
           "capital": {"green": "法", "yellow": "德"}, "generals": {"法": "法B"}, "turn": "green", "orders_left": 1}
    game = LieouGame(seed=1, position=pos)
    w = lieou_window(qtbot, game)
    t = w.panels.table
    action(qtbot, w, "attack 法B 法C")
    action(qtbot, w, "roll 1/66")  # the attack fails: 1 against 6 6
    assert game.waiting() == {"type": "dice", "step": "fate", "dice": [2]}
    assert "fate" in t.pending_label.text().lower() or "roll" in t.pending_label.text().lower()
    action(qtbot, w, "roll 34")  # the two dice of his fate, typed: 7, killed
    assert "fate" in t.dice.title.lower() and t.dice.text() == "34"
    assert "killed (10.8)" in t.result_label.text() and "general:法" not in game.to_json()["leaders"]


# --- the projector ---------------------------------------------------------------------------------------

def test_the_projector_never_shows_the_half_typed_line(qtbot):
    w = lieou_window(qtbot)
    game: LieouGame = w.game
    keys(qtbot, w, Qt.Key.Key_F11)
    proj = w.projector
    assert isinstance(proj, LieouProjector) and proj.isVisible()
    qtbot.addWidget(proj)
    w.activateWindow()
    action(qtbot, w, "fight")
    before = proj.all_texts()
    assert "Green\n1 order left — round 1" in proj.texts() and "Lands" in proj.texts()
    me = game.state.turn
    src = game.lands_of(me)[0]
    tgt = sorted(game.board.neighbours[src])[0]
    keys(qtbot, w, Qt.Key.Key_L, CTRL)
    type_text(qtbot, w.panels.table.line, f"attack {src} {tgt}")
    QApplication.processEvents()
    assert proj.all_texts() == before  # the half-typed line, its odds and its check: none of it on the wall
    assert not any("attack" in x or "takes it" in x for x in proj.all_texts())
    assert proj.board.scene is not None and not proj.board.scene.marks and proj.board.options.selected is None
    w.panels.table.board.landClicked.emit(tgt)  # the referee's pointing is his own
    assert proj.board.options.selected is None
    qtbot.keyClick(w.panels.table.line, Qt.Key.Key_Backspace)
    w.panels.table.line.setText(f"attack {src} {tgt}")
    qtbot.keyClick(w.panels.table.line, Qt.Key.Key_Return)
    keys(qtbot, w, Qt.Key.Key_R, CTRL | SHIFT)
    QApplication.processEvents()
    assert proj.all_texts() != before and proj.battle.text()  # a done action shows: the battle, its dice
    assert proj.dice.isVisibleTo(proj) and proj.dice.groups
    # every text the wall shows comes from the players' view
    w.set_language("zh_Hans")
    assert "领土" in proj.texts() and "Lands" not in proj.texts()


# --- the game file: written as it happens, reopened, resumed ------------------------------------------------

def test_save_close_reopen_resume(qtbot, tmp_path):
    path = tmp_path / "evening.lieou"
    game = LieouGame(seed=9)
    gf = GameFile.create(path, game)
    w = lieou_window(qtbot, game, gf)
    action(qtbot, w, "fight")
    me = game.state.turn
    src = game.lands_of(me)[0]
    tgt = sorted(n for n in game.board.neighbours[src] if game.state.owner[n] != me)[0]
    action(qtbot, w, f"attack {src} {tgt}")
    action(qtbot, w, "roll")
    # kill -9 now would lose nothing: every action and die is in the file already
    side = GameFile.open(path, readonly=True)
    try:
        assert [(e.kind, e.data) for e in side.game.events] == [(e.kind, e.data) for e in game.events]
    finally:
        side.close()
    state = game.to_json()
    keys(qtbot, w, Qt.Key.Key_S, CTRL)
    assert "Saved" in w.statusBar().currentMessage()
    w.close()
    w2 = lieou_window(qtbot, LieouGame(seed=1))
    assert w2.open_game(str(path))
    assert isinstance(w2.panels, LieouPanels) and w2.game.to_json() == state
    assert "evening.lieou" in w2.windowTitle()
    n = len(w2.game.events)
    if w2.game.state.queue:
        keys(qtbot, w2, Qt.Key.Key_R, CTRL | SHIFT)  # the battle goes on where it stopped
    else:
        from referee_app.gui.lieou.table import open_lines

        action(qtbot, w2, open_lines(w2.game)[0])  # the next order
    assert len(w2.game.events) == n + 1
    side = GameFile.open(path, readonly=True)
    try:
        assert len(side.game.events) == n + 1  # and into the file it went
    finally:
        side.close()
    assert not w2.told


def test_diplomacy_pog_and_lieou_files_in_turn_in_one_window(qtbot, tmp_path):
    dip, pog, lieou = tmp_path / "club.dipgame", tmp_path / "war.pog", tmp_path / "empires.lieou"
    GameFile.create(dip, Game.new("standard", title="Club night")).close()
    GameFile.create(pog, PogGame.new("intro", seed=3)).close()
    GameFile.create(lieou, LieouGame(seed=3)).close()
    w = make_window(qtbot)
    w.toggle_projector()
    qtbot.addWidget(w.projector)
    for _ in range(2):
        assert w.open_game(str(lieou))
        assert isinstance(w.panels, LieouPanels) and isinstance(w.projector, LieouProjector)
        qtbot.addWidget(w.projector)
        assert [a.text() for a in w.menuBar().actions()] == ["&File", "&Empires", "&View", "&Language", "&Help"]
        assert "act_adjudicate" not in w.__dict__ and "act_next_segment" not in w.__dict__
        keys(qtbot, w, Qt.Key.Key_R, CTRL)  # the game's own key
        assert w.projector.game is w.game
        assert w.open_game(str(pog))
        assert type(w.panels).__name__ == "PogPanels" and "act_lieou_roll" not in w.__dict__
        qtbot.addWidget(w.projector)
        assert w.open_game(str(dip))
        assert type(w.panels).__name__ == "DiplomacyPanels" and w.windowTitle().startswith("Club night")
        qtbot.addWidget(w.projector)
    assert w.open_game(str(lieou)) and len(w.game.state.tokens) == 6  # both rolls were saved as they happened
    assert w.game.state.phase == "setup"
    from referee_app.core.record import recent_games

    assert {p.name for p in recent_games()} >= {"club.dipgame", "war.pog", "empires.lieou"}
    assert "*.lieou" in w._file_filter(None)
    assert not w.told


# --- exports, commands, languages ----------------------------------------------------------------------

def test_exports_from_the_window(qtbot, tmp_path):
    w = lieou_window(qtbot)
    keys(qtbot, w, Qt.Key.Key_R, CTRL | SHIFT)
    assert [f for f, _label in w.panels.EXPORT_FORMATS] == ["text", "json", "html"]
    for fmt in ("text", "json", "html"):
        out = tmp_path / f"g.{fmt}"
        assert w.export(fmt, str(out)) and out.exists()  # what File > Export > each row runs, with the file named
    assert "<html" in (tmp_path / "g.html").read_text(encoding="utf-8").lower()
    assert '"game": "lieou"' in (tmp_path / "g.json").read_text(encoding="utf-8")
    assert not w.told


def test_f1_and_the_legend_come_from_the_window_table(qtbot):
    from referee_app.gui import commands as C

    w = lieou_window(qtbot)
    f1 = dict((text, k) for k, text in C.shortcut_list(w.rows))
    assert f1["Roll the next dice (one round); with the table's dice: type them"] == "Ctrl+R"
    assert f1["Undo the last action (it stays in the record, taken back)"] == "Ctrl+Alt+Z"
    assert f1["Complete the action (the lines that fit are listed)"] == "Tab"
    assert "Ctrl+R roll" in w.panels.table.legend.text()
    keys_seen = [k for c in C.commands(w.rows) if c.handler is not None for k in c.keys]
    assert len(keys_seen) == len(set(keys_seen))  # no key twice in the window


@pytest.mark.parametrize("lang,words", [
    ("zh_Hans", {"roll": "掷骰（一轮）", "turn": "绿方 — 剩余 1 个指令 — 第 1 轮", "held": "归属：绿", "head": "领土"}),
    ("zh_Hant", {"roll": "擲骰（一輪）", "turn": "綠方 — 剩餘 1 個指令 — 第 1 輪", "held": "歸屬：綠", "head": "領土"}),
    ("ja", {"roll": "サイコロ（1回）", "turn": "緑 — 残り指令 1 — 第 1 巡", "held": "所有：緑", "head": "領土"}),
])
def test_the_window_speaks_the_language_of_the_table(qtbot, lang, words):
    w = lieou_window(qtbot)
    game: LieouGame = w.game
    keys(qtbot, w, Qt.Key.Key_R, CTRL | SHIFT)
    keys(qtbot, w, Qt.Key.Key_F11)
    qtbot.addWidget(w.projector)
    w.set_language(lang)
    t = w.panels.table
    assert t.roll_button.text() == words["roll"] and t.turn_label.text() == words["turn"]
    assert render(game.pending(), lang) in t.pending_label.text()
    assert w.act_lieou_roll.text() != "&Roll the next dice"
    capital = game.to_json()["regimes"][game.state.empire_of["green"]]["land"]
    t.show_place(capital)
    assert words["held"] in t.info_label.text()
    proj = w.projector
    assert words["head"] in proj.texts() and words["turn"].replace(" — ", "\n", 1) in proj.texts()
    for english in ("Roll (one round)", "orders left", "Held by", "Lands", "Regimes", "Action, e.g."):
        assert english not in (t.roll_button.text() + t.turn_label.text() + t.info_label.text() + proj.texts()
                               + t.line.placeholderText())
    w.set_language("en")
    assert t.roll_button.text() == "Roll (one round)"


def test_a_lieou_file_opens_from_the_start_page_and_the_command_line(qtbot, tmp_path, monkeypatch):
    from referee_app.core.record import add_recent_game
    from referee_app.gui import app as app_module

    path = tmp_path / "club.lieou"
    game = LieouGame(seed=21)
    game.act("fight")
    GameFile.create(path, game).close()
    add_recent_game(str(path))
    w = MainWindow(now=FakeTime(), tick_ms=60_000)
    w.tell = lambda title, text: w.errors.append(text)
    qtbot.addWidget(w)
    w.show()
    assert w.panels is None and w.stack.currentWidget() is w.start_page
    item = w.start_page.recent.topLevelItem(0)
    assert item.data(0, Qt.ItemDataRole.UserRole) == str(path) and item.text(1) == "club"
    assert item.text(2) == render(game.pending(), "en")  # what the game waits for
    w.start_page.recent.setFocus()
    qtbot.keyClick(w.start_page.recent, Qt.Key.Key_Return)  # the newest game, reopened with one key
    assert isinstance(w.panels, LieouPanels) and w.game.to_json() == game.to_json() and not w.errors
    w.close()

    monkeypatch.setattr(QApplication, "exec", lambda self: 0)  # the command line's window, without its event loop
    before = set(QApplication.topLevelWidgets())
    assert app_module.main([str(path), "--lang", "en"]) == 0
    opened = [x for x in QApplication.topLevelWidgets() if isinstance(x, MainWindow) and x not in before]
    assert opened and isinstance(opened[0].panels, LieouPanels) and opened[0].game.to_json() == game.to_json()
    for x in opened:
        qtbot.addWidget(x)


def test_sharing_with_phones_stops_for_a_game_without_a_players_page(qtbot, tmp_path, monkeypatch):
    """A game without a players' page (列欧帝国棋 with its page taken out of ``share.pages``): View > Share with
    players says so (through the window's one path), and opening such a file while a Diplomacy game is shared
    stops sharing."""
    from referee_app.gui import share_panel
    from referee_app.share import pages

    monkeypatch.setattr(share_panel, "network_addresses", lambda: [share_panel.LOOPBACK])
    monkeypatch.setattr(pages, "PAGES", {k: v for k, v in pages.PAGES.items() if k != "lieou"})
    monkeypatch.setattr(pages, "_LOADED", {k: v for k, v in pages._LOADED.items() if k != "lieou"})
    lieou = tmp_path / "empires.lieou"
    GameFile.create(lieou, LieouGame(seed=3)).close()
    w = lieou_window(qtbot)
    w.run("share")
    assert w.share is None and not w.act_share.isChecked()
    assert w.titled[-1] == ("Share with players", "Lieou Empires (列欧帝国棋) cannot be shown on the players' phones yet.")
    w2 = make_window(qtbot)
    w2.run("share")
    qtbot.waitUntil(lambda: w2.share is not None and w2.share.sharing, timeout=20_000)
    assert w2.open_game(str(lieou))
    qtbot.waitUntil(lambda: w2.share is None, timeout=20_000)
    assert isinstance(w2.panels, LieouPanels) and not w2.act_share.isChecked() and not w2.told


def test_the_projector_says_whose_choice_holds_the_game_up(qtbot) -> None:
    # the defender's regime must flee after the battle: the game waits for red's choice, and the wall says so
    position = {"lands": {"德E": ["green", 6], "法B": ["green", 5], "德D": ["red", 1], "德A": ["red", 2],
                          "德B": ["red", 4]},
                "regimes": {"法": ["法B", "green"], "德": ["德D", "red"]}, "capital": {"green": "法", "red": "德"},
                "turn": "green", "initial_period": False}
    game = LieouGame(seed=1, position=position)
    proj = LieouProjector(game, lang="en")
    qtbot.addWidget(proj)
    assert proj.pending.text() == ""  # green to play: the heading says it all
    game.act("attack 德E 德D")
    game.act("roll 54/3")
    proj.refresh()
    shown = proj.pending.text()
    assert shown and render(game.pending(), "en").startswith(shown) and "Red" in shown
    assert "…" not in shown  # what the referee types ("flee …") is not for the players
    game.act("flee 德A")
    proj.refresh()
    assert "Red" not in proj.pending.text()


def test_the_projector_heading_puts_the_empire_to_play_on_its_own_line(qtbot) -> None:
    position = {"lands": {"德E": ["green", 6], "法B": ["green", 5], "德D": ["red", 1]},
                "regimes": {"法": ["法B", "green"], "德": ["德D", "red"]}, "capital": {"green": "法", "red": "德"},
                "turn": "green", "initial_period": False}
    proj = LieouProjector(LieouGame(seed=1, position=position), lang="en")
    qtbot.addWidget(proj)
    first, rest = proj.turn.text().split("\n")
    assert first == render(colour("green"), "en")
    assert "order left" in rest and "round" in rest  # one order: "1 order left"


# --- issue 28: the action line, F1, the rules card, the odds, the projector -----------------------------

def test_suggestions_follow_the_one_who_acts_and_none_after_the_end(qtbot):
    pos = {"lands": {"法B": ["green", 3], "德E": ["red", 3], "德D": ["red", 2]},
           "regimes": {"法": ["法B", "green"], "德": ["德E", "red"]}, "capital": {"green": "法", "red": "德"},
           "turn": "green", "initial_period": False}
    g = LieouGame(seed=2, position=pos)
    w = lieou_window(qtbot, g)
    t = w.panels.table
    assert "法B" in t.fits_label.text()
    g_lines = t.fits_label.text()
    action(qtbot, w, "attack 法B 法A")
    for _ in range(20):
        if g.state.turn != "green" or g.state.phase != "play":
            break
        action(qtbot, w, "choose" if g.state.decision else "fight")
    assert g.state.turn == "red"
    shown = t.fits_label.text()
    assert shown and shown != g_lines and "德" in shown, shown  # red's lines now, not green's
    assert "法B" not in shown.split("  ·  ")[0]
    over = LieouGame(seed=2, position={"lands": {"法B": ["green", 30], "法A": ["red", 1]},
                                       "regimes": {"法": ["法B", "green"], "德": ["法A", "red"]},
                                       "capital": {"green": "法", "red": "德"}, "eliminated": ["yellow", "pink"]})
    w2 = lieou_window(qtbot, over)
    t2 = w2.panels.table
    action(qtbot, w2, "attack 法B 法A")
    for _ in range(40):
        if over.state.phase == "over":
            break
        action(qtbot, w2, "choose" if over.state.decision else "fight")
    assert over.state.phase == "over"
    assert t2.fits_label.text() == ""


def test_a_pasted_list_says_which_line_failed_and_what_was_done(qtbot):
    g = LieouGame(seed=11)
    w = lieou_window(qtbot, g)
    t = w.panels.table
    t.line.setFocus()
    QApplication.clipboard().setText("roll\nroll\nmove Atlantis 法B\nroll\n")
    t.line.paste()
    qtbot.waitUntil(lambda: "Atlantis" in t.check_label.text(), timeout=20_000)
    assert [e.data["line"] for e in g.events[1:]] == ["roll", "roll"]
    text = t.check_label.text()
    assert "line 3 (move Atlantis 法B)" in text and "roll, roll" in text
    assert t.line.text() == "move Atlantis 法B"  # the refused line stays, nothing already done is lost
    QApplication.clipboard().setText("roll\nroll")
    t.line.clear()
    t.line.paste()
    qtbot.waitUntil(lambda: t.line.text() == "", timeout=20_000)
    assert [e.data["line"] for e in g.events[1:]] == ["roll"] * 4


@pytest.mark.parametrize("lang", ["en", "zh_Hans", "ja"])
def test_f1_shows_the_notation_and_the_rules_card_in_the_windows_language(qtbot, lang):
    from PySide6.QtWidgets import QTextBrowser

    from referee_app.games.lieou.rules import rules_card

    g = LieouGame(seed=11, options={"attack_dice": "fewer"})
    w = lieou_window(qtbot, g)
    w.set_language(lang) if hasattr(w, "set_language") else None
    w.run("keys")
    dlg = w._help_page
    text = dlg.findChild(QTextBrowser, "helpText").toPlainText()
    for verb in ("move FROM TO", "attack FROM TO", "bomb FROM TARGET", "roll [faces]"):
        assert verb in text
    assert "attack 法B 德E with=north_sea raid" in text and "13.1-13.3" in text
    assert render(rules_card(g.options)[-2], w.lang) in text  # attack_dice = fewer, as chosen
    assert render(g.pending(), w.lang) not in ("",)
    dlg.close()
    w.run("lieou_rules")
    assert "attack_dice = fewer" in w._help_page.findChild(QTextBrowser, "helpText").toPlainText()
    w._help_page.close()


def test_the_odds_shown_say_which_parts_they_count(qtbot):
    pos = {"lands": {"德E": ["green", 6], "德D": ["red", 3]}, "regimes": {"法": ["德E", "green"], "德": ["德D", "red"]},
           "capital": {"green": "法", "red": "德"}, "turn": "green", "initial_period": False,
           "airfields": ["德E", "德D"], "air": {"德E": 2, "德D": 1}}
    g = LieouGame(seed=1, position=pos)
    w = lieou_window(qtbot, g)
    t = w.panels.table
    t.line.setText("attack 德E 德D raid")
    QApplication.processEvents()
    shown = t.odds_label.text()
    want = g.attack_odds("德E", "德D", raid=0)
    assert f"{want.attacker_wins * 100:.1f}" in shown
    assert "air combat (13.6)" in shown and "raid (13.4)" in shown and "land battle (4)" in shown


def test_new_game_offers_the_4_2_1_reading(qtbot):
    """4.2.1 "可掷": New game lets the table choose whether the attacker may throw fewer dice."""
    from referee_app.gui.lieou.setup import LieouSetup

    form = LieouSetup()
    qtbot.addWidget(form)
    assert [form.attack_dice.itemData(i) for i in range(form.attack_dice.count())] == ["most", "fewer"]
    form.attack_dice.setCurrentIndex(1)
    game, clock = form.result_game()
    assert game.options.attack_dice == "fewer" and clock is None


def test_the_projector_shows_a_bombing_not_the_battle_before_and_a_long_battle_whole(qtbot):
    pos = {"lands": {"德E": ["green", 9], "德D": ["red", 12], "法B": ["green", 3], "德B": ["green", 5]},
           "regimes": {"法": ["法B", "green"], "西": ["德B", "green"], "意": ["德E", "green"], "德": ["德D", "red"]},
           "capital": {"green": "法", "red": "德"}, "turn": "green", "initial_period": False,
           "airfields": ["德E", "德D"], "air": {"德E": 3, "德D": 2}}
    g = LieouGame(seed=5, position=pos)
    proj = LieouProjector(g, lang="en")
    qtbot.addWidget(proj)
    g.act("attack 德B 德D")
    g.act("fight")
    proj.refresh()
    assert "Green: Saxony (德B) → Brandenburg (德D)" in proj.texts()
    g.act("bomb 德E 德D")
    g.act("roll 155/64")
    g.act("fight")
    proj.refresh()
    text = proj.battle.text()
    assert text.startswith("Green bombs Brandenburg (德D) from Hanover (德E)") and "Saxony" not in text
    assert "air combat 1: 155 / 64 → groups left 2 : 1" in text
    assert proj.dice.isVisibleTo(proj)
    long = LieouGame(seed=11, position={"lands": {"德E": ["green", 40], "德D": ["red", 38], "德C": ["red", 3]},
                                        "regimes": {"法": ["德E", "green"], "德": ["德C", "red"]},
                                        "capital": {"green": "法", "red": "德"}, "turn": "green",
                                        "initial_period": False})
    proj2 = LieouProjector(long, lang="en")
    qtbot.addWidget(proj2)
    long.act("attack 德E 德D")
    long.act("fight")
    proj2.refresh()
    rounds = long.to_json()["last_battle"]["rounds"]
    assert len(rounds) > 8
    shown = proj2.battle.text()
    for i in range(1, len(rounds) + 1):
        assert f"{i}: " in shown  # every round, three a line
    assert shown.count("\n") < len(rounds)

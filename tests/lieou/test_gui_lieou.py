"""列欧帝国棋 at the table: the panels offscreen (pytest-qt), by keyboard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QInputMethodEvent
from PySide6.QtWidgets import QApplication

from referee_app.core.messages import render
from referee_app.games.lieou.game import LieouGame
from referee_app.gui.lieou.panels import LieouPanels


def _panels(qtbot, seed=11, lang="en"):
    game = LieouGame(seed=seed)
    panels = LieouPanels(game, None, lang)
    w = panels.widgets()
    qtbot.addWidget(w)
    w.resize(1400, 900)
    return game, panels, panels.table


def _keys(qtbot, widget, text):
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


def _type(qtbot, table, line):
    table.line.clear()
    _keys(qtbot, table.line, line)
    qtbot.keyClick(table.line, Qt.Key.Key_Return)


def test_setup_then_a_whole_first_turn_by_keyboard(qtbot):
    game, panels, t = _panels(qtbot)
    _type(qtbot, t, "roll 德俄法英曼奥")  # 1.1: the token order as laid face down
    assert game.state.tokens == ["德", "俄", "法", "英", "曼", "奥"]
    for face in "1" "1" "2" "3" "5":  # green 德; yellow rolls 1 again (re-roll), then 俄; pink 法; red 曼
        _type(qtbot, t, f"roll {face}")
    assert game.state.empire_of == {"green": "德", "yellow": "俄", "pink": "法", "red": "曼"}
    assert "Empire by die" in t.dice.title and t.dice.text() == "5"
    while game.state.phase == "setup":
        _type(qtbot, t, "roll")
    assert game.state.phase == "play" and t.line.text() == ""
    first = game.state.round
    seen = set()
    while game.state.round == first and game.state.phase == "play":
        seen.add(game.state.turn)
        if game.state.queue:
            _type(qtbot, t, "fight")
        elif game.state.decision is not None:
            _type(qtbot, t, "choose")
        else:
            qtbot.keyClicks(t.line, "attack")
            qtbot.keyClick(t.line, Qt.Key.Key_Tab)  # completes as far as the open orders agree
            assert t.line.text().startswith("attack")
            fits = t.fits_label.text().split("  ·  ")
            line = next(f for f in fits if f.startswith("attack"))
            _type(qtbot, t, line)
        assert "orders left" in t.turn_label.text() or game.state.round > first
    assert seen == {"green", "yellow", "pink", "red"}
    assert t.log.count() > 10


def test_checked_as_typed_with_the_engine_reason(qtbot):
    game, panels, t = _panels(qtbot)
    _type(qtbot, t, "fight")
    me = game.state.turn
    own = game.lands_of(me)[0]
    far = next(x for x in game.board.lands if x not in game.board.neighbours[own] and x != own)
    _keys(qtbot, t.line, f"attack {own} {far}")
    assert t.check_label.text() == render(game.check(f"attack {own} {far}"), "en")
    assert "not" in t.check_label.text().lower()
    before = len(game.events)
    qtbot.keyClick(t.line, Qt.Key.Key_Return)
    assert len(game.events) == before  # refused: nothing recorded, the line stays for correction
    assert t.line.text() == f"attack {own} {far}"


def test_attack_with_typed_dice_odds_and_undo(qtbot):
    game, panels, t = _panels(qtbot, seed=5)
    _type(qtbot, t, "fight")
    me = game.state.turn
    src = game.lands_of(me)[0]
    tgt = sorted(n for n in game.board.neighbours[src] if game.state.owner[n] != me)[0]
    _keys(qtbot, t.line, f"attack {src} {tgt}")
    assert "%" in t.odds_label.text()  # the odds before the roll
    qtbot.keyClick(t.line, Qt.Key.Key_Return)
    assert game.waiting()["type"] == "prepare"
    assert "%" in t.odds_label.text()
    _keys(qtbot, t.line, "roll 6")  # 4.2.1: the attacker throws 3 dice: the engine says so as it is typed
    assert "3 dice" in t.check_label.text()
    qtbot.keyClick(t.line, Qt.Key.Key_Return)
    assert game.waiting()["type"] == "prepare"  # refused, nothing changed
    _type(qtbot, t, "roll 666/1")  # the physical dice: 6 6 6 against the empty land's 1 (4.5)
    rolls = [r for e in game.events if e.kind == "act" for r in e.data["rolls"]]
    assert [r["values"] for r in rolls[-2:]] == [[6, 6, 6], [1]] and all(r["typed"] for r in rolls[-2:])
    assert t.dice.text() == "666 / 1"
    assert t.dice.groups
    n_live = len(game._live_actions())
    qtbot.keyClick(t.line, Qt.Key.Key_Z, Qt.KeyboardModifier.NoModifier)  # typing a z does not undo
    t.line.clear()
    _type(qtbot, t, "undo")
    assert len(game._live_actions()) == n_live - 1
    assert game.events[-1].kind == "undo"


def test_click_a_land_writes_its_code(qtbot):
    game, panels, t = _panels(qtbot)
    _type(qtbot, t, "fight")
    t.board.landClicked.emit("法B")
    assert t.line.text().endswith("法B ")
    assert "Paris" in t.info_label.text() and "巴黎" in t.info_label.text()


def test_projector_never_shows_what_is_being_typed(qtbot):
    game, panels, t = _panels(qtbot)
    proj = panels.projector_widget()
    qtbot.addWidget(proj)
    _type(qtbot, t, "fight")
    before = proj.texts()
    me = game.state.turn
    src = game.lands_of(me)[0]
    tgt = sorted(game.board.neighbours[src])[0]
    _keys(qtbot, t.line, f"attack {src} {tgt}")
    assert proj.texts() == before
    assert "attack" not in proj.texts()
    assert proj.board.scene is not None and not any(m for m in proj.board.scene.marks)
    qtbot.keyClick(t.line, Qt.Key.Key_Return)
    _type(qtbot, t, "fight")
    assert proj.texts() != before  # a done action shows


def test_setup_form_gives_a_new_game(qtbot):
    form = LieouPanels.setup_form()
    qtbot.addWidget(form)
    form.seed.setValue(42)
    g = form.new_game()
    assert g.dice.seed == 42 and g.state.phase == "setup"


def test_commands_rows():
    from referee_app.gui.commands import Command, Menu

    game = LieouGame(seed=1)
    panels = LieouPanels(game, None, "en")
    rows = panels.commands()
    assert any(isinstance(r, Menu) for r in rows)
    names = {r.name for r in rows if isinstance(r, Command)}
    assert {"lieou_roll", "lieou_fight", "lieou_undo"} <= names
    next(r for r in rows if isinstance(r, Command) and r.name == "lieou_roll").handler(None)
    assert game.state.tokens
    panels.close()


@pytest.mark.parametrize("lang", ["zh_Hans", "zh_Hant", "ja", "en"])
def test_languages(qtbot, lang):
    game, panels, t = _panels(qtbot, lang=lang)
    _type(qtbot, t, "fight")
    panels.retranslate(lang)
    assert render(game.pending(), lang) in t.pending_label.text()


@pytest.mark.parametrize("lang,words", [
    ("zh_Hans", {"roll": "掷骰（一轮）", "turn": "绿方 — 剩余 1 个指令 — 第 1 轮", "held": "归属：绿", "head": "领土"}),
    ("zh_Hant", {"roll": "擲骰（一輪）", "turn": "綠方 — 剩餘 1 個指令 — 第 1 輪", "held": "歸屬：綠", "head": "領土"}),
    ("ja", {"roll": "サイコロ（1回）", "turn": "緑 — 残り指令 1 — 第 1 巡", "held": "所有：緑", "head": "領土"}),
])
def test_the_window_speaks_the_language_of_the_table(qtbot, lang, words):
    """Every text of the panels has its translation (tests/test_i18n_gui.py checks the catalogues are complete;
    here the panels show them, live, and go back to English)."""
    from referee_app.gui import language

    game, panels, t = _panels(qtbot, lang="en")
    _type(qtbot, t, "fight")
    try:
        language.install(lang)
        panels.retranslate(lang)
        assert t.roll_button.text() == words["roll"]
        assert t.turn_label.text() == words["turn"]
        capital = game.to_json()["regimes"][game.state.empire_of["green"]]["land"]
        t.show_place(capital)
        assert words["held"] in t.info_label.text()
        proj = panels.projector_widget()
        qtbot.addWidget(proj)
        assert words["head"] in proj.texts() and words["turn"] in proj.texts()
        for english in ("Roll (one round)", "orders left", "Held by", "Lands", "Regimes"):
            assert english not in t.roll_button.text() + t.turn_label.text() + t.info_label.text() + proj.texts()
    finally:
        language.install("en")
        panels.retranslate("en")
    assert t.roll_button.text() == "Roll (one round)"
    panels.close()

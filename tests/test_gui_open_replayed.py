"""File > Open with the typed sheets replayed a run at once (``Game._apply_sheets``): the window shows the game it
showed when each typed key was applied one by one (main's way before issue 33's round 10): the same game
(position, sheets, lateness, undo history), record, clock, sheets with their texts, undo and cursor, title,
status and pixels; each way in a window of its own, as the program starts."""

from __future__ import annotations

import shutil

import pytest
from gui_helpers import FakeTime, delivered, make_window
from test_game import _state
from test_replay_sheets import evening, order_of_keys, played

from referee_app.core import registry
from referee_app.core.record import GameFile
from referee_app.games.diplomacy import Game


def seen(w):  # type: ignore[no-untyped-def]
    delivered()
    shot = w.grab().toImage()
    game = w.game
    panes = w.panels.panes  # every sheet, made now
    return {
        "state": _state(game),
        "keys": order_of_keys(game),
        "events": list(game.events),
        "sheets": [(p.power, p.editor.toPlainText(), p.editor.document().isUndoAvailable(),
                    p.editor.document().isRedoAvailable(), p.editor.textCursor().position()) for p in panes],
        "clock": w.clock.state(),
        "title": w.windowTitle(),
        "status": w.statusBar().currentMessage(),
        "tab": w.panels.info_tabs.currentIndex(),
    }, shot


def one_by_one(self, run, keys=None):  # type: ignore[no-untyped-def]  # (keys: the powers of sheets left unread)
    for ev in run:
        self._apply_orders(ev)


@pytest.mark.parametrize("make", [evening, lambda: played(1903)], ids=["evening", "played to 1903"])
def test_a_game_opened_shows_what_it_showed_replayed_one_by_one(qtbot, tmp_path, monkeypatch, make):
    src = tmp_path / "game.dipgame"
    GameFile.create(src, make()).close()
    views = []
    for at_once in (False, True):
        if not at_once:
            monkeypatch.setattr(Game, "_apply_sheets", one_by_one)
        else:
            monkeypatch.undo()
        w = make_window(qtbot, now=FakeTime(1_760_100_000.0))
        w.resize(1280, 800)
        delivered()
        (tmp_path / str(at_once)).mkdir()
        path = tmp_path / str(at_once) / "open.dipgame"  # the same name: the title and status say it
        shutil.copy(src, path)
        assert w.open_game(str(path))
        views.append(seen(w))
        w.close()
    (old, old_shot), (new, new_shot) = views
    assert new == old
    assert new_shot.size() == old_shot.size() and new_shot == old_shot


@pytest.mark.parametrize("name", ["lieou", "pog"])
def test_the_other_games_open(qtbot, tmp_path, name):
    kind = registry.get(name)
    path = tmp_path / f"g{kind.file_suffix}"
    GameFile.create(path, kind.new_game()).close()
    w = make_window(qtbot)
    assert w.open_game(str(path))
    assert w.game.game_name == name

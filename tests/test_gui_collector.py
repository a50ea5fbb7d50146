"""A game replaced in the window is freed by reference counting, without a pass of Python's cyclic collector:
nothing of it (its sheets, its board, its panels, the projector's view of it) is held in a reference cycle.
That is what lets a started program keep a game it opens out of the collector's passes (``gc.freeze``,
gui/collector.py) without ever keeping a replaced game for good. The collector is off in these tests, so a
game that only a collection could free stays alive and the test fails."""

from __future__ import annotations

import gc
import weakref
from pathlib import Path

import pytest
from gui_helpers import make_window
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from referee_app.core.record import GameFile
from referee_app.games.diplomacy import Game
from referee_app.games.lieou.game import LieouGame
from referee_app.games.paths_of_glory.game import PogGame
from referee_app.gui import collector


@pytest.fixture
def no_collection():
    """The cyclic collector off for the test (what is left is collected first, then nothing is)."""
    was = gc.isenabled()
    gc.collect()
    gc.disable()
    yield
    if was:
        gc.enable()


@pytest.fixture
def started():
    """The program started as ``main`` starts it (``start_done``): games opened are frozen out of the
    collector; back as it was after the test."""
    collector.start_done()
    gc.disable()
    yield
    collector.stop()


def _loop() -> None:
    """What the event loop does once a command returns: the events it posted (zero timers included) handled and
    the widgets it gave to deleteLater deleted (a test's processEvents alone never deletes them)."""
    for _ in range(3):
        QApplication.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _files(folder: Path) -> dict[str, Path]:
    dip = Game.new("standard", title="Club night")
    dip.set_orders("FRANCE", ["A Par - Bur", "A Mar S A Par - Bur", "F Bre - Mid-Atlantic Ocean"])
    dip.set_orders("GERMANY", ["A Mun - Bur", "bogus line"])
    dip.process()
    dip.set_orders("ENGLAND", ["F Lon - North Sea"])  # a sheet typed in the next phase
    made = {"dip": dip, "dip2": Game.new("standard", title="Other night"), "pog": PogGame.new("intro", seed=3),
            "pog2": PogGame.new("intro", seed=4), "lieou": LieouGame(seed=3), "lieou2": LieouGame(seed=4)}
    suffix = {"dip": ".dipgame", "pog": ".pog", "lieou": ".lieou"}
    out = {}
    for name, game in made.items():
        path = folder / (name + suffix[name.rstrip("2")])
        GameFile.create(path, game).close()
        out[name] = path
    return out


def _open(w, path: Path):  # type: ignore[no-untyped-def]
    assert w.open_game(str(path)), w.told
    _loop()


@pytest.mark.parametrize("first, then, projector", [
    ("dip", "dip2", False), ("dip", "dip2", True), ("dip", "pog", True), ("pog", "pog2", False),
    ("pog", "lieou", True), ("lieou", "lieou2", False), ("lieou", "dip", True)])
def test_a_replaced_game_and_its_views_are_freed_without_the_collector(qtbot, tmp_path, no_collection,
                                                                      first, then, projector):
    files = _files(tmp_path)
    w = make_window(qtbot)
    _open(w, files[first])
    if projector:
        w.toggle_projector()
        _loop()
    game, panels = weakref.ref(w.game), weakref.ref(w.panels)
    sheets = [weakref.ref(p) for p in getattr(w.panels, "panes", [])]
    board = weakref.ref(w.panels.board) if getattr(w.panels, "board", None) is not None else None
    _open(w, files[then])
    assert w.game is not None and w.game is not game()
    assert game() is None, "the replaced game is held in a reference cycle (only a collection would free it)"
    assert all(s() is None for s in sheets)
    if w.panels is not panels():  # panels of another kind (or made anew): those dropped are gone too
        assert panels() is None
        assert board is None or board() is None
    if w.projector is not None:
        w.projector.close()


def test_a_started_program_freezes_the_game_it_opens_and_frees_the_one_it_replaces(qtbot, tmp_path, started):
    files = _files(tmp_path)
    w = make_window(qtbot)

    class Junk:
        pass

    junk = Junk()
    junk.me = junk  # garbage in a cycle, made before the open: collected, never frozen with the game
    junk_ref = weakref.ref(junk)
    del junk
    frozen = gc.get_freeze_count()
    _open(w, files["dip"])
    assert junk_ref() is None
    assert gc.get_freeze_count() > frozen  # the game read and replayed is out of the collector's passes
    first = weakref.ref(w.game)
    _open(w, files["dip2"])
    assert first() is None  # freed by reference counting although it was frozen
    _open(w, files["pog"])
    _open(w, files["dip"])
    assert isinstance(w.game, Game)


def test_a_frozen_game_kept_alive_by_a_cycle_is_given_back_to_the_collector_at_the_next_open(qtbot, tmp_path,
                                                                                               started):
    files = _files(tmp_path)
    w = make_window(qtbot)
    _open(w, files["dip"])
    held = weakref.ref(w.game)
    cycle: list[object] = [w.game]
    cycle.append(cycle)  # as a cycle made with the game, which the tests above did not meet, would hold it
    del cycle
    gc.freeze()  # frozen with the game, as such a cycle would have been at the open
    _open(w, files["dip2"])
    assert held() is not None  # frozen, held by the cycle: no collection frees it
    _open(w, files["pog"])  # this open sees it alive, gives everything back to the collector and collects
    assert held() is None


def test_a_sandbox_frozen_at_an_open_and_closed_after_it_is_given_back_to_the_collector(qtbot, tmp_path, started,
                                                                                       monkeypatch):
    # a closed sandbox window is not freed even by a full collection (a Qt connection of its own holds it: not
    # this module's), so what is checked is that its game, frozen while shown, is given back to the collector
    files = _files(tmp_path)
    w = make_window(qtbot)
    _open(w, files["dip"])
    box_win = w.open_sandbox(0)
    _loop()
    unfrozen: list[int] = []
    real = gc.unfreeze
    monkeypatch.setattr(collector.gc, "unfreeze", lambda: (unfrozen.append(1), real())[1])
    _open(w, files["dip2"])  # the sandbox is shown: frozen with the game opened, and watched
    assert unfrozen == []
    box_win.close()
    _loop()
    _open(w, files["pog"])  # not shown any more and still alive: everything given back to the collector once
    _open(w, files["dip"])
    assert unfrozen == [1]


def test_a_closed_sandbox_window_and_its_game_are_freed(qtbot, tmp_path, no_collection):
    files = _files(tmp_path)
    w = make_window(qtbot)
    _open(w, files["dip"])
    box_win = w.open_sandbox(0)
    _loop()
    assert box_win in w.sandboxes
    window, game = weakref.ref(box_win), weakref.ref(box_win.game)
    box_win.close()
    del box_win
    _loop()
    assert w.sandboxes == []
    gc.collect()  # the window's own callbacks tie it to itself (through its attributes): the collector frees it
    assert window() is None and game() is None

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


class _Node:
    """An object in a reference cycle with itself: only the cyclic collector frees it."""

    def __init__(self) -> None:
        self.me = self


def test_once_started_the_collector_runs_only_when_asked_and_frees_what_it_would_have(started):
    assert not gc.isenabled()  # no automatic pass (it could start inside a paint)
    gc.collect()
    cycles = [weakref.ref(_Node()) for _ in range(3 * gc.get_threshold()[0])]
    assert all(r() is not None for r in cycles)  # made well past the threshold: nothing collected by itself
    assert collector.collect_due() >= 0
    assert all(r() is None for r in cycles)
    assert collector.collect_due() == -1  # nothing due right after a pass


def test_collect_due_takes_the_generations_in_pythons_order(started):
    was = gc.get_threshold()
    gc.set_threshold(40, 3, 2)
    try:
        gc.collect()
        taken, keep = [], []
        for _ in range(4000):
            keep.append([])  # a tracked object, kept: the young generation's count grows by one
            generation = collector.collect_due()
            if generation >= 0:
                taken.append(generation)
    finally:
        gc.set_threshold(*was)
    # Python's rule (the oldest generation due first): generation 1 at the pass after 3 of generation 0 since its
    # own (the fourth), generation 2 at the pass after 2 of generation 1 since its own (the third); a pass resets
    # the younger generations' counts
    cycle = [0, 0, 0, 0, 1] * 3 + [2]
    assert len(taken) > 3 * len(cycle) and taken[:3 * len(cycle)] == cycle * 3


def test_before_the_start_is_done_nothing_is_collected_when_asked():
    assert collector.collect_due() == -1


# a fresh process running the program's ``main`` with a game: the projector opened and closed, keys typed,
# orders adjudicated, with Python's thresholds low, so that collections are due all the time; every collection
# started after the start names who asked for it on the stack (the timer's ``collect_due``, an open's
# ``before_open``): none starts by itself in the middle of something else (a paint)
RUN_MAIN = """
import gc, json, sys
from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

seen = []

def drive(*_):
    app = QApplication.instance()
    win = next(w for w in app.topLevelWidgets() if type(w).__name__ == "MainWindow")
    seen.append(("enabled", gc.isenabled()))
    from referee_app.gui import common
    common.confirm = lambda *args, **kwargs: True  # "adjudicate with powers that gave no orders?": yes
    gc.set_threshold(25, 2, 2)

    def told(phase, info):
        if phase != "start":
            return
        names, frame = set(), sys._getframe(1)
        while frame is not None:
            names.add(frame.f_code.co_name)
            frame = frame.f_back
        seen.append(("collection", bool(names & {"collect_due", "before_open"}), sorted(names)[:40]))

    gc.callbacks.append(told)

    def run(ms):
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    for turn in range(4):
        win.toggle_projector()
        run(300)
        QTest.keyClicks(QApplication.focusWidget(), "A Par - Bur")
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        run(300)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
                       | Qt.KeyboardModifier.AltModifier)
        win.toggle_projector()
        assert win.open_game(sys.argv[2 - turn % 2]), win.told  # the other game, then this one again
        run(700)
    gc.callbacks.remove(told)
    print(json.dumps(seen))
    return 0

QApplication.exec = drive
from referee_app.gui.app import main
sys.exit(main(["--lang", "en", sys.argv[1]]))
"""


def test_a_started_program_collects_only_between_events_never_inside_one(tmp_path):
    import json
    import os
    import subprocess
    import sys

    files = _files(tmp_path)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"))
    out = subprocess.run([sys.executable, "-c", RUN_MAIN, str(files["dip2"]), str(files["dip"])], capture_output=True,
                         text=True, env=env,
                         timeout=180)
    assert out.returncode == 0, out.stderr[-3000:]
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen[0] == ["enabled", False]
    collections = [s for s in seen if s[0] == "collection"]
    assert len(collections) >= 5  # collections were due all along (low thresholds) and were made
    assert [s[2] for s in collections if not s[1]] == []  # each asked for between events, none by itself
    assert any("collect_due" in s[2] for s in collections)  # the timer's

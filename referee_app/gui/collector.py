"""Python's cyclic garbage collector held while the window does a long stretch of allocating work that keeps
what it makes (starting, opening a game file): each of its passes walks every object it tracks, and such a
stretch set off about a hundred of them, a few over everything, for nothing to free (opening the 20-year
game: 15-370 ms of its 190-360). Objects are still freed as soon as nothing refers to them; the collector
runs again as usual once the stretch ends. No Qt here: the start uses it before Qt is imported.

Once the program has started (``start_done``), a game opened is kept out of the collector's later passes as
what the start made is (``gc.freeze``): it lives until another game replaces it, and each pass over it (the
young generation's right after the open, 6-15 ms; the middle one's, 38-127 ms when it also met games opened
before) found nothing to free. A frozen object is still freed by reference counting, but never collected as
part of a cycle. So a replaced game and its views are held in no reference cycle (a widget's callback into
its owner goes through ``weak_method``; tests open game after game, of every kind, and check that the one
replaced is gone without a collection), and nothing already garbage is frozen with a game (``before_open``
collects first). Should a game frozen at an earlier open still be alive at the next open while the window
shows another (a cycle the tests did not meet), everything frozen is given back to the collector, whose pass
there frees it: the cost of one full pass, never a leak. A process that did not start as the program does
(the tests, a script) keeps the collector as it is.

Once the program has started, the collector also runs only between the event loop's events (``collect_due``, from
a timer of the window's application), never by itself: Python's automatic collection starts in the middle of
whatever allocates, a paint included, and a pass there may free a closed window held in a cycle while Qt is
painting (Qt then destroys a paint device in use: the process ends). ``collect_due`` makes the collection the
automatic one would have made by then, by the same counts and thresholds, at a point where nothing is painting."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any, ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")

# the games kept out of the collector when they were opened (weak: never what keeps them alive); None: the
# program has not started (start_done), nothing is kept out at an open
_KEPT: list[weakref.ref[Any]] | None = None


@contextmanager
def collector_paused() -> Iterator[None]:
    """No cyclic collection inside the block (nested blocks: the outermost decides)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def start_done() -> None:
    """The program has started: what it made to start (modules, classes, the window) lives as long as it
    does, so the collector's later passes leave it out (``gc.freeze``). From now on a game opened is left out
    too (``before_open``, ``opened``), and the collector runs only when asked, between events (``collect_due``;
    Python's automatic collection stays off)."""
    global _KEPT
    gc.freeze()
    gc.disable()
    if _KEPT is None:
        _KEPT = []


def collect_due() -> int:
    """Between two events of the event loop (a timer): the collection Python's automatic collector would have
    started by now, if any, and the generation collected (-1: none was due; nothing is done before the program
    has started). Python's rule: a collection is due when more objects were made than freed since the young
    generation's last pass by more than its threshold; it takes the oldest generation whose count (the passes
    of the next younger one since its own last) is over its threshold. (Python also puts off a pass of the oldest
    until a quarter of what it holds is new; here it is not put off: with the start and the game frozen, it
    walks only what was made since the game was opened.)"""
    if _KEPT is None:
        return -1
    counts, thresholds = gc.get_count(), gc.get_threshold()
    if counts[0] <= thresholds[0]:
        return -1
    generation = next((g for g in (2, 1) if counts[g] > thresholds[g]), 0)
    gc.collect(generation)
    return generation


def before_open(shown: Iterable[object]) -> None:
    """A game file is about to be read (``shown``: the games the program shows now, the window's and its
    sandboxes'). The garbage made since the last open is collected (a pass over what is not frozen: what the
    program made since then), so that none of it is frozen with the next game. If a game frozen at an earlier
    open is alive though it is not shown any more, everything frozen is given back to the collector first
    (this pass frees it)."""
    if _KEPT is None:
        return
    now = {id(g) for g in shown}
    alive = [r for r in _KEPT if r() is not None]
    if any(id(r()) not in now for r in alive):
        gc.unfreeze()
        alive = [r for r in alive if id(r()) in now]
    _KEPT[:] = alive
    gc.collect()


def opened(*games: object) -> None:
    """A game was read and replayed (``games``: it, and the other games the program shows, its sandboxes'):
    they and everything alive now are left out of the collector's later passes (``gc.freeze``; see the
    module's note)."""
    if _KEPT is None:
        return
    gc.freeze()
    for game in games:
        try:
            _KEPT.append(weakref.ref(game))
        except TypeError:  # an object without weak references: nothing to watch
            pass


def weak_method(method: Callable[P, R]) -> Callable[P, R | None]:
    """A callable that calls the bound ``method`` while its object lives (None after), without keeping the
    object alive: a child widget given it as a callback ties no reference cycle with its owner, so both are
    freed by reference counting when the owner is dropped."""
    ref = weakref.WeakMethod(method)  # type: ignore[arg-type]

    def call(*args: P.args, **kwargs: P.kwargs) -> R | None:
        bound = ref()
        return None if bound is None else bound(*args, **kwargs)

    return call


def stop() -> None:
    """Back to the collector as Python starts it: nothing frozen, no game left out at an open, automatic
    collection on (the tests: one that ran the program's ``main`` in its process leaves the next one the
    collector it found)."""
    global _KEPT
    if _KEPT is not None:
        _KEPT = None
        gc.unfreeze()
        gc.enable()

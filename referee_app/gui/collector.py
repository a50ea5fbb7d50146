"""Python's cyclic garbage collector held while the window does a long stretch of allocating work that keeps
what it makes (starting, opening a game file): each of its passes walks every object it tracks, and such a
stretch set off about a hundred of them, a few over everything, for nothing to free (opening the 20-year
game: 15-370 ms of its 190-360). Objects are still freed as soon as nothing refers to them; the collector
runs again as usual once the stretch ends. No Qt here: the start uses it before Qt is imported."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


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
    does, so the collector's later passes leave it out (``gc.freeze``), and collecting resumes."""
    gc.freeze()
    gc.enable()

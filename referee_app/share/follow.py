"""Following a game file that another process writes (``referee-cli serve``).

The window, ``referee-cli orders`` or ``referee-cli process`` commit every event to the game file as it
happens (SQLite in write-ahead-log mode). ``FileFollower`` looks at the file and its log every
``interval`` seconds (their size and time, nothing more) and, when they changed, reads the game
read-only - ``GameFile.open(path, readonly=True)``, which takes no lock and never writes - and pushes its
events to the feed. A file caught in a bad moment is read again at the next look; the page keeps the
last good picture meanwhile.

Size and time alone can miss a change: SQLite writes a commit to the log first and publishes it in the
log's index a moment later, so a read in between sees the game before the commit while the log's size
and time already show it (and never change again). So for ``settle`` seconds after the file last
changed, each look also counts the file's events (one cheap query) and reads the game again when the
count is not the one the page shows.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from pathlib import Path

from referee_app.core import registry
from referee_app.core.errors import RefereeError
from referee_app.core.record import GameFile, recorded_events

from .feed import Feed

log = logging.getLogger(__name__)


def _newest(stamp: tuple[tuple[int, int], ...]) -> int:
    return max(mtime for mtime, _size in stamp)


def _stamp(path: Path) -> tuple[tuple[int, int], ...]:
    out = []
    for side in ("", "-wal"):
        try:
            st = os.stat(str(path) + side)
            out.append((st.st_mtime_ns, st.st_size))
        except OSError:
            out.append((0, 0))
    return tuple(out)


class FileFollower:
    """Reads ``path`` whenever it changes and pushes the game to ``feed``, on a thread of its own."""

    def __init__(self, path: str | os.PathLike[str], feed: Feed, interval: float = 0.25,
                 settle: float = 3.0) -> None:
        self.path = Path(path)
        self.feed = feed
        self.interval = interval
        self.settle = settle
        self.game_name = registry.DEFAULT_GAME
        self.reads = 0
        self.error: Exception | None = None
        self._seen: tuple[tuple[int, int], ...] | None = None
        self._events = -1  # how many events the last read game had
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def read(self) -> bool:
        """Read the file now if it changed since the last read; True if the feed got a new game."""
        stamp = _stamp(self.path)
        try:
            if stamp == self._seen:
                if time.time_ns() - _newest(stamp) > self.settle * 1e9:
                    return False
                if recorded_events(self.path) == self._events:  # a commit published after the last read?
                    return False
            gf = GameFile.open(self.path, readonly=True)
        except RefereeError as exc:
            self.error = exc
            return False
        game = gf.game
        self.game_name = str(getattr(game, "game_name", registry.DEFAULT_GAME))
        self.feed.push(self.game_name, game.events)
        self._seen = stamp
        self._events = len(game.events)
        self.reads += 1
        self.error = None
        return True

    def start(self) -> FileFollower:
        self._thread = threading.Thread(target=self._run, name="share-follow", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=5)

    def _run(self) -> None:
        told = ""
        while not self._stop.wait(self.interval):
            try:
                self.read()
            except Exception as exc:  # noqa: BLE001 - keep following whatever one read did
                self.error = exc
            if self.error is not None and str(self.error) != told:
                told = str(self.error)
                log.warning("cannot read %s now (the page keeps its last picture): %s", self.path, self.error)
            elif self.error is None:
                told = ""


__all__ = ["FileFollower"]

"""The game as the players' page sees it: snapshots rebuilt from the game's events, off the window's thread.

The window (or ``referee-cli serve`` following a game file) hands the ``Feed`` the game's events after each
change that the players may notice (``Feed.push``: a tuple of the events, nothing else, so it costs the
window nothing). A worker thread replays them into a game of its own with the game's ``GameKind.replay``
- exactly as a game file is reopened - and rebuilds the phase clock from the recorded clock events
(``PhaseClock.from_events``). That private copy is a ``Snapshot``: the server's threads read it, never the
window's live game, so no lock is ever taken on the window's side.

A snapshot renders the page's texts and board per language on first demand (once; cached) through the
game's page part (``share.pages``), which asks ``GameKind.view`` / ``board_scene`` with ``Audience.PLAYERS``.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import logging
import threading
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from referee_app.core import registry
from referee_app.core.clock import Period, PhaseClock
from referee_app.core.events import Event

from .i18n import game_title, page_words, text
from .pages import PlayersPage, page_for

log = logging.getLogger(__name__)


# the clock of a game that has none (the page hides the clock: ``none``)
NO_CLOCK: dict[str, Any] = {"period": "idle", "label": "", "status": "", "running": False, "counts_down": False,
                            "seconds": 0, "length": 0, "warnings": [], "idle": True, "none": True}


@dataclass(frozen=True)
class Body:
    """A response body, with its gzip form and entity tag, made once."""

    data: bytes
    gz: bytes
    etag: str

    @classmethod
    def of(cls, data: bytes) -> Body:
        return cls(data, gzip.compress(data, 6, mtime=0), '"' + hashlib.sha256(data).hexdigest()[:20] + '"')


@dataclass
class Snapshot:
    """The game at one moment (``version``), private to the share: a replayed copy and its clock."""

    version: int
    game_name: str
    game: Any
    clock: PhaseClock
    page: PlayersPage
    events: int  # how many events it was rebuilt from
    pushed_at: float = 0.0  # when the change it shows was handed over (time.time())
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    _states: dict[str, str] = field(default_factory=dict, repr=False)
    _boards: dict[str, Body] = field(default_factory=dict, repr=False)
    _events: dict[str, bytes] = field(default_factory=dict, repr=False)

    def board(self, lang: str) -> Body:
        """The players' board in ``lang`` (SVG), rendered once."""
        with self._lock:
            hit = self._boards.get(lang)
            if hit is None:
                hit = Body.of(self.page.board_svg(self.game, self.clock, lang).encode("utf-8"))
                self._boards[lang] = hit
            return hit

    def state_json(self, lang: str) -> str:
        """The page's texts in ``lang`` as JSON (the clock apart: see ``clock_json``), rendered once."""
        board = self.board(lang)
        with self._lock:
            hit = self._states.get(lang)
            if hit is None:
                state = dict(self.page.state(self.game, self.clock, lang))
                state["lang"] = lang
                state["board"] = f"board.svg?lang={lang}&h={board.etag.strip(chr(34))}"
                state["ui"] = page_words(lang, game_title(self.game_name, lang), self.game_name)
                hit = json.dumps(state, ensure_ascii=False, separators=(",", ":"))
                self._states[lang] = hit
            return hit

    def event_bytes(self, lang: str) -> bytes:
        """The stream's event for this snapshot in ``lang``, made once for every page watching in it (the clock
        as it was when first made: the pages count on by themselves)."""
        hit = self._events.get(lang)
        if hit is None:
            hit = f"event: state\ndata: {self.message(lang)}\n\n".encode()
            with self._lock:
                self._events.setdefault(lang, hit)
        return hit

    def clock_state(self, lang: str) -> dict[str, Any]:
        """The clock now: what it shows, and how the page counts on from here (it counts by itself)."""
        if not getattr(self.page, "has_clock", True):  # a game without the phase clock: the page shows none
            return dict(NO_CLOCK)
        c = self.clock  # rebuilt from the events, it runs on by itself
        remaining = c.remaining()
        seconds = c.display_seconds()
        label = text(f"clock.{c.period.value}", lang)
        if c.first and c.period is Period.DIPLOMACY:
            label += text("clock.first", lang)
        status = ""
        if c.period is not Period.IDLE:
            if c.ended or (c.counts_down and remaining <= 0):
                status = text("clock.over" if c.counts_down else "clock.ended", lang)
            elif not c.running:
                status = text("clock.paused", lang)
        return {"period": c.period.value, "label": label, "status": status, "running": c.running and not c.ended,
                "counts_down": c.counts_down, "seconds": round(seconds, 2), "length": c.length,
                "warnings": [w for w in c.settings.warnings if w < c.length] if c.counts_down else [],
                "idle": c.period is Period.IDLE,
                # a count-up reads as the time taken so far ("+0:14 taken"), never as a time left
                "taken": "" if c.counts_down else text("clock.taken", lang, time="{time}")}

    def clock_key(self) -> tuple[Any, ...]:
        """What changes the clock's display other than time passing."""
        c = self.clock
        return (c.period, c.running, c.ended, c.length, c.first)

    def message(self, lang: str) -> str:
        """What the page gets: ``{"version": n, "clock": ..., "state": ...}`` (state.json and each event of the stream)."""
        return '{"version":' + str(self.version) + ',"clock":' + json.dumps(self.clock_state(lang), ensure_ascii=False) + \
            ',"state":' + self.state_json(lang) + "}"


class Feed:
    """The latest snapshot of one game, rebuilt on a worker thread whenever new events are pushed."""

    def __init__(self, *, wall: Callable[[], float] = time.time, clock_now: Callable[[], float] = time.monotonic,
                 settle: float = 0.08, settle_max: float = 0.3) -> None:
        """``settle``: after a push, wait this long for more (a change often comes as several events, and the
        window is still redrawing: the rebuild then runs when the window is idle), but never more than
        ``settle_max`` after the first push."""
        self.wall = wall
        self.settle = settle
        self.settle_max = settle_max
        self._pushed = 0.0  # clock_now() of the latest push
        self._now = clock_now
        self._cond = threading.Condition()
        self._pending: tuple[str, tuple[Event, ...], float] | None = None
        self.on_snapshot: Callable[[Snapshot], None] | None = None  # called on the worker with each new snapshot
        self._snapshot: Snapshot | None = None
        self._version = 0  # counts changes to what the players see (not every rebuild: see _run)
        self._seen: tuple[Any, ...] | None = None
        self._closed = False
        self._langs: Counter[str] = Counter()  # languages of the pages watching: rendered ahead
        self.error: Exception | None = None  # the last snapshot that could not be made (the previous one stays)
        self.build_seconds = 0.0  # time spent rebuilding (for the reliability measurements)
        self.builds = 0
        self._thread = threading.Thread(target=self._run, name="share-feed", daemon=True)
        self._thread.start()

    # --- the game's side --------------------------------------------------------------------
    def push(self, game_name: str, events: Sequence[Event]) -> None:
        """The game now (any thread; cheap): its name and all its events so far. Only the latest push counts."""
        with self._cond:
            if self._closed:
                return
            self._pending = (game_name, tuple(events), time.time())
            self._pushed = self._now()
            self._cond.notify_all()

    def close(self) -> None:
        """Stop the worker; every waiter wakes up."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        if threading.current_thread() is not self._thread:
            self._thread.join(timeout=5)

    @property
    def closed(self) -> bool:
        return self._closed

    # --- the readers' side ---------------------------------------------------------------------
    @property
    def snapshot(self) -> Snapshot | None:
        return self._snapshot

    def wait(self, after: int, timeout: float) -> Snapshot | None:
        """A snapshot newer than version ``after`` once there is one, or the current one after ``timeout`` seconds
        (None if there is none yet, or the feed is closed)."""
        deadline = self._now() + timeout
        with self._cond:
            while not self._closed:
                snap = self._snapshot
                if snap is not None and snap.version > after:
                    return snap
                left = deadline - self._now()
                if left <= 0:
                    return snap
                self._cond.wait(left)
            return None

    def wait_version(self, version: int, timeout: float = 30.0) -> Snapshot:
        """The first snapshot of at least ``version`` (for tests and tools); ``TimeoutError`` after ``timeout``."""
        deadline = self._now() + timeout
        while True:
            snap = self.wait(version - 1, max(0.0, deadline - self._now()))
            if snap is not None and snap.version >= version:
                return snap
            if self._now() >= deadline or self._closed:
                raise TimeoutError(f"no snapshot {version} within {timeout} s (now {snap.version if snap else None})")

    @property
    def version(self) -> int:
        return self._version

    def wait_built(self, builds: int, timeout: float = 30.0) -> Snapshot | None:
        """The snapshot once the feed has rebuilt the game ``builds`` times (a version only counts what the
        players see: tests and tools wait for a push this way). ``TimeoutError`` after ``timeout``."""
        deadline = self._now() + timeout
        with self._cond:
            while self.builds < builds and not self._closed:
                left = deadline - self._now()
                if left <= 0:
                    raise TimeoutError(f"no rebuild {builds} within {timeout} s (now {self.builds})")
                self._cond.wait(left)
            return self._snapshot

    def watch(self, lang: str, on: bool = True) -> None:
        """A page in ``lang`` starts (or stops) watching: new snapshots are rendered in it ahead."""
        with self._cond:
            self._langs[lang] += 1 if on else -1
            if self._langs[lang] <= 0:
                del self._langs[lang]

    def wake(self) -> None:
        """Wake every waiter (the server is stopping)."""
        with self._cond:
            self._cond.notify_all()

    # --- the worker -------------------------------------------------------------------------
    def _run(self) -> None:
        while True:
            with self._cond:
                while self._pending is None and not self._closed:
                    self._cond.wait()
                first = self._now()
                while not self._closed:  # let the change settle (see __init__)
                    left = min(self._pushed + self.settle, first + self.settle_max) - self._now()
                    if left <= 0:
                        break
                    self._cond.wait(left)
                if self._closed:
                    return
                pending = self._pending
                self._pending = None
            assert pending is not None
            game_name, events, pushed_at = pending
            t0 = time.perf_counter()
            try:
                snap = self._build(game_name, events)
                snap.pushed_at = pushed_at
            except Exception as exc:  # noqa: BLE001 - a game that cannot be rebuilt keeps the last picture up
                log.warning("players' page: the game could not be rebuilt from its %d events: %s", len(events), exc)
                self.error = exc
                continue
            with self._cond:
                langs = list(self._langs)
            try:
                # what the players see: the page's texts (the board's entity tag among them) and the clock's face.
                # A change they cannot see (a sheet typed, a referee's note) is no new version: a watcher must
                # not learn from the counter when a power's orders are being typed
                seen: tuple[Any, ...] | None = (snap.state_json(langs[0] if langs else "en"), snap.clock_key())
            except Exception as exc:  # noqa: BLE001 - rendered again below, and said there
                log.warning("players' page: the page could not be rendered: %s", exc)
                seen = None
            with self._cond:
                if seen is None or seen != self._seen or self._snapshot is None:
                    self._version += 1
                self._seen = seen
                snap.version = self._version
            for lang in langs:  # render before anyone asks, so every watcher gets it at once
                try:
                    snap.event_bytes(lang)
                except Exception as exc:  # noqa: BLE001
                    log.warning("players' page: rendering in %s failed: %s", lang, exc)
            self.build_seconds += time.perf_counter() - t0
            with self._cond:
                self._snapshot = snap
                self.error = None
                self.builds += 1
                self._cond.notify_all()
            if self.on_snapshot is not None:
                try:
                    self.on_snapshot(snap)
                except Exception as exc:  # noqa: BLE001 - a listener's trouble is not the page's
                    log.warning("players' page: a snapshot listener failed: %s", exc)

    def _build(self, game_name: str, events: tuple[Event, ...]) -> Snapshot:
        page = page_for(game_name)
        kind = registry.get(game_name)
        game = kind.replay(events, self.wall)
        phase = getattr(game, "phase", None)
        clock = PhaseClock.from_events(events, page.clock_settings(game), now=self._now, wall=self.wall,
                                       phase=str(phase) if phase is not None else None)
        return Snapshot(0, game_name, game, clock, page, len(events))


__all__ = ["NO_CLOCK", "Body", "Feed", "Snapshot"]

"""The phase clock of a game at the table (rulebook 2.1.3, 2.2.2, 2.3.1, 2.5.2, 2.6.5).

A movement phase has a diplomacy period (30 minutes in the first phase of the
game, 15 later) and then an order-writing period of at most 5 minutes. Both
count down; the referee is warned before the end (by default at 5 and 1
minute left), may pause, resume, extend or end a period early (when all
players agree, 2.2.2). Retreat and adjustment orders are written at once
(2.5.2, 2.6.5), so those phases only show a short count-up.

``PhaseClock`` is pure Python: time comes from an injected function, so tests
drive it. Every start, warning, pause, resume, extension and end returns an
event dict; the window logs it into the game record with
``game.log_clock(action, **data)``. A reopened game file rebuilds the clock
from those events with ``PhaseClock.from_events``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any, Protocol

from .errors import RefereeError
from .events import class_kind


class ClockError(RefereeError):
    """A clock operation that makes no sense now (pausing a stopped clock...)."""


class Period(StrEnum):
    IDLE = "idle"  # nothing running yet in this phase
    DIPLOMACY = "diplomacy"  # 2.2: counts down
    ORDERS = "orders"  # 2.3: order writing, counts down
    RETREATS = "retreats"  # 2.5.2: written at once, counts up
    ADJUSTMENTS = "adjustments"  # 2.6.5: written at once, counts up

    @property
    def counts_down(self) -> bool:
        return self in (Period.DIPLOMACY, Period.ORDERS)

    @property
    def label(self) -> str:
        return _LABELS[self]


_LABELS = {
    Period.IDLE: "Clock stopped",
    Period.DIPLOMACY: "Diplomacy",
    Period.ORDERS: "Order writing",
    Period.RETREATS: "Retreats",
    Period.ADJUSTMENTS: "Adjustments",
}


class TimerLengths(Protocol):
    """A game's timers as its ruleset gives them, in minutes."""

    @property
    def first_diplomacy_minutes(self) -> float: ...

    @property
    def diplomacy_minutes(self) -> float: ...

    @property
    def orders_minutes(self) -> float: ...

    @property
    def warnings_minutes(self) -> tuple[float, ...]: ...


@dataclass(frozen=True)
class ClockSettings:
    """Period lengths and warning times, in seconds."""

    first_diplomacy: float = 30 * 60
    diplomacy: float = 15 * 60
    orders: float = 5 * 60
    warnings: tuple[float, ...] = (5 * 60, 60)

    @classmethod
    def from_timers(cls, timers: TimerLengths) -> ClockSettings:
        return cls(timers.first_diplomacy_minutes * 60, timers.diplomacy_minutes * 60, timers.orders_minutes * 60,
                   tuple(sorted((w * 60 for w in timers.warnings_minutes), reverse=True)))

    @classmethod
    def from_minutes(cls, first_diplomacy: float, diplomacy: float, orders: float,
                     warnings: Sequence[float] = (5, 1)) -> ClockSettings:
        return cls(first_diplomacy * 60, diplomacy * 60, orders * 60,
                   tuple(sorted((w * 60 for w in warnings), reverse=True)))

    def to_json(self) -> dict[str, Any]:
        return {"first_diplomacy_minutes": self.first_diplomacy / 60, "diplomacy_minutes": self.diplomacy / 60,
                "orders_minutes": self.orders / 60, "warnings_minutes": [w / 60 for w in self.warnings]}

    @classmethod
    def from_json(cls, d: Mapping[str, Any], default: ClockSettings | None = None) -> ClockSettings:
        base = default or cls()
        try:
            return cls.from_minutes(
                float(d.get("first_diplomacy_minutes", base.first_diplomacy / 60)),
                float(d.get("diplomacy_minutes", base.diplomacy / 60)),
                float(d.get("orders_minutes", base.orders / 60)),
                [float(x) for x in d.get("warnings_minutes", [w / 60 for w in base.warnings])],
            )
        except (TypeError, ValueError) as exc:
            raise ClockError(f"the timer settings in this game are not numbers ({exc})") from exc

    def length(self, period: Period, first: bool = False) -> float:
        if period is Period.DIPLOMACY:
            return self.first_diplomacy if first else self.diplomacy
        if period is Period.ORDERS:
            return self.orders
        return 0.0


class _EventLike(Protocol):
    @property
    def kind(self) -> str: ...

    @property
    def at(self) -> float: ...

    @property
    def data(self) -> Mapping[str, Any]: ...


# events after which the clock of the new phase starts from scratch
_PHASE_EVENTS = ("setup", "adjudicate", "undo")
_CLOCK_ACTIONS = ("start", "warning", "pause", "resume", "extend", "end")


class PhaseClock:
    """The clock of one phase: a period counting down (or up), its warnings and pauses.

    ``now`` is a monotonic time function (seconds) used for measuring;
    ``wall`` gives the wall-clock time stamped into events.
    """

    def __init__(self, settings: ClockSettings | None = None, now: Callable[[], float] = time.monotonic,
                 wall: Callable[[], float] = time.time) -> None:
        self.settings = settings or ClockSettings()
        self.now = now
        self.wall = wall
        self.period = Period.IDLE
        self.length = 0.0  # seconds, including extensions (count-down periods)
        self.running = False
        self.ended = False  # the period is over (expired or ended early)
        self.end_reason = ""  # why it ended: expired | early | called | adjudicated ...
        self.first = False  # the first diplomacy period of the game
        self.warned: set[float] = set()  # warning thresholds already given
        self._elapsed = 0.0  # accumulated while running, up to _since
        self._since = 0.0  # now() when last (re)started

    # --- reading -----------------------------------------------------------------
    def elapsed(self) -> float:
        if self.running:
            return self._elapsed + max(0.0, self.now() - self._since)
        return self._elapsed

    def remaining(self) -> float:
        """Seconds left in a count-down period (0 when over); 0 for count-up periods."""
        if not self.period.counts_down:
            return 0.0
        return max(0.0, self.length - self.elapsed())

    def overtime(self) -> float:
        """Seconds past the end of a count-down period."""
        if not self.period.counts_down:
            return 0.0
        return max(0.0, self.elapsed() - self.length)

    @property
    def paused(self) -> bool:
        return self.period is not Period.IDLE and not self.running and not self.ended

    @property
    def counts_down(self) -> bool:
        return self.period.counts_down

    def display_seconds(self) -> float:
        """What the big clock shows: time left when counting down, elapsed when counting up."""
        if self.period.counts_down:
            return self.remaining()
        return self.elapsed()

    def display(self) -> str:
        return format_seconds(self.display_seconds(), ceil=self.period.counts_down)

    def level(self) -> int:
        """How urgent: 0 normal, 1 after the first warning, 2 after the last one, 3 time is up."""
        if not self.period.counts_down or self.period is Period.IDLE:
            return 0
        if self.ended or self.remaining() <= 0:
            return 3
        active = [w for w in self.settings.warnings if w < self.length]
        if not active:
            return 0
        rem = self.remaining()
        if rem <= min(active):
            return 2
        if rem <= max(active):
            return 1
        return 0

    def state(self) -> dict[str, Any]:
        """A JSON-able snapshot (also what ``restore`` takes)."""
        return {"period": self.period.value, "length": self.length, "elapsed": round(self.elapsed(), 3),
                "running": self.running, "ended": self.ended, "first": self.first,
                "warned": sorted(self.warned, reverse=True)}

    def restore(self, state: Mapping[str, Any]) -> None:
        self.period = Period(str(state.get("period", "idle")))
        self.length = float(state.get("length", 0.0))
        self._elapsed = float(state.get("elapsed", 0.0))
        self.running = bool(state.get("running", False))
        self.ended = bool(state.get("ended", False))
        self.first = bool(state.get("first", False))
        self.warned = {float(w) for w in state.get("warned", ())}
        self._since = self.now()

    # --- operations --------------------------------------------------------------
    def start(self, period: Period | str, *, first: bool = False) -> dict[str, Any]:
        """Start ``period`` from zero (diplomacy, orders, retreats or adjustments)."""
        period = Period(period)
        if period is Period.IDLE:
            raise ClockError("choose a period to start: diplomacy, order writing, retreats or adjustments")
        self.period = period
        self.first = first and period is Period.DIPLOMACY
        self.length = self.settings.length(period, self.first)
        self._elapsed = 0.0
        self._since = self.now()
        self.running = True
        self.ended = False
        self.end_reason = ""
        # a warning at or beyond the whole length would sound at the start: skip it
        self.warned = {w for w in self.settings.warnings if w >= self.length} if period.counts_down else set()
        extra: dict[str, Any] = {"first": True} if self.first else {}
        return self._event("start", **extra)

    def pause(self) -> dict[str, Any]:
        if not self.running:
            raise ClockError("the clock is not running")
        self._elapsed = self.elapsed()
        self.running = False
        return self._event("pause")

    def resume(self) -> dict[str, Any]:
        if self.period is Period.IDLE:
            raise ClockError("the clock has not been started in this phase")
        if self.running:
            raise ClockError("the clock is already running")
        if self.ended:
            raise ClockError(f"the {self.period.label.lower()} period is over")
        self._since = self.now()
        self.running = True
        return self._event("resume")

    def toggle(self) -> dict[str, Any]:
        return self.pause() if self.running else self.resume()

    def extend(self, seconds: float) -> dict[str, Any]:
        """Give more time to a count-down period (also one already over: it runs again)."""
        if not self.period.counts_down:
            raise ClockError("only the diplomacy and order-writing periods have a length to extend")
        if seconds <= 0:
            raise ClockError("an extension must be a positive number of minutes")
        elapsed = self.elapsed()
        self.length += seconds
        rem = self.length - elapsed
        self.warned = {w for w in self.warned if w >= rem}  # warnings now ahead sound again
        if self.ended:
            self.ended = False
            self.end_reason = ""
            self._elapsed = elapsed
            self._since = self.now()
            self.running = True
        return self._event("extend", seconds=round(seconds, 3))

    def follow(self, seconds_left: float) -> bool:
        """A shared clock (a tournament room's) says the period ends in ``seconds_left``: the length
        becomes what makes it so, while a count-down period runs; the remaining time follows within
        the shared clock's precision. Returns whether the clock changed (more than 0.2 s)."""
        if not self.period.counts_down or not self.running or self.ended:
            return False
        length = self.elapsed() + max(0.0, seconds_left)
        if abs(length - self.length) <= 0.2:
            return False
        self.length = length
        return True

    def end(self, reason: str = "early") -> dict[str, Any]:
        """End the period now (``early``: all players agreed, 2.2.2; ``adjudicated``; ``expired``)."""
        if self.period is Period.IDLE:
            raise ClockError("the clock has not been started in this phase")
        if self.ended:
            raise ClockError(f"the {self.period.label.lower()} period is already over")
        self._elapsed = self.elapsed()
        self.running = False
        self.ended = True
        self.end_reason = reason
        return self._event("end", reason=reason)

    def tick(self, auto_orders: bool = True) -> list[dict[str, Any]]:
        """Check the time: returns the warnings and ends that happened since the last tick.

        When the diplomacy period runs out, order writing starts at once (2.3.1)
        unless ``auto_orders`` is false.
        """
        if not self.running or not self.period.counts_down:
            return []
        out: list[dict[str, Any]] = []
        rem = self.length - self.elapsed()
        for w in sorted(self.settings.warnings, reverse=True):
            if w not in self.warned and rem <= w and rem > 0:
                self.warned.add(w)
                out.append(self._event("warning", minutes_left=round(w / 60, 3)))
        if rem <= 0:
            self.warned |= set(self.settings.warnings)
            # the period ends exactly at its length, however late the tick comes
            self._elapsed = self.length
            self.running = False
            self.ended = True
            self.end_reason = "expired"
            out.append(self._event("end", reason="expired"))
            if self.period is Period.DIPLOMACY and auto_orders:
                out.append(self.start(Period.ORDERS))
        return out

    def reset(self) -> None:
        """A new phase: the clock stops and waits."""
        self.period = Period.IDLE
        self.length = 0.0
        self.running = False
        self.ended = False
        self.end_reason = ""
        self.first = False
        self.warned = set()
        self._elapsed = 0.0

    # --- events ------------------------------------------------------------------
    def _event(self, action: str, **extra: Any) -> dict[str, Any]:
        wall = self.wall()
        ev: dict[str, Any] = {
            "action": action,
            "period": self.period.value,
            "elapsed": round(self.elapsed(), 3),
            "length": round(self.length, 3),
            "remaining": round(self.remaining(), 3),
            "running": self.running,
            "wall": datetime.fromtimestamp(wall).isoformat(timespec="seconds"),
        }
        ev.update(extra)
        return ev

    def apply(self, data: Mapping[str, Any], at: float | None = None) -> None:
        """Bring the clock to the state right after a logged clock event."""
        action = str(data.get("action", ""))
        if action not in _CLOCK_ACTIONS:
            return
        try:
            period = Period(str(data.get("period", self.period.value)))
        except ValueError:
            return
        elapsed = float(data.get("elapsed", 0.0))
        if action == "start":
            self.period = period
            self.first = bool(data.get("first", False))
            self.length = float(data.get("length", self.settings.length(period, self.first)))
            self.warned = {w for w in self.settings.warnings if w >= self.length} if period.counts_down else set()
            self.ended = False
            self.end_reason = ""
        elif action == "extend":
            self.length = float(data.get("length", self.length))
            rem = self.length - elapsed
            self.warned = {w for w in self.warned if w >= rem}
            self.ended = False
            self.end_reason = ""
        elif action == "warning":
            minutes = data.get("minutes_left")
            if minutes is not None:
                self.warned |= {w for w in self.settings.warnings if abs(w - float(minutes) * 60) < 0.5}
        elif action == "end":
            self.ended = True
            self.end_reason = str(data.get("reason", ""))
            if str(data.get("reason", "")) == "expired":
                self.warned |= set(self.settings.warnings)
        default_running = action in ("start", "resume") or (action != "pause" and action != "end" and self.running)
        self.running = bool(data.get("running", default_running))
        self._elapsed = elapsed
        self._since = self.now()

    @classmethod
    def from_events(cls, events: Sequence[_EventLike], settings: ClockSettings | None = None,
                    now: Callable[[], float] = time.monotonic, wall: Callable[[], float] = time.time,
                    phase: str | None = None, kept: PhaseLog | None = None) -> PhaseClock:
        """Rebuild the clock of the current phase from a game's event log.

        Only clock events after the last phase change count; after an undo of an adjudication, those of
        the phase that came back too, up to its adjudication (the clock comes back as it was then, paused
        if the adjudication stopped it). A clock that was
        running when the record stopped (a crash) has kept running in the room:
        the wall-clock time since its last event is added.

        ``kept``: a ``PhaseLog`` of these events, which reads only the events added since it was last asked
        (a window rebuilding its clock at each new phase); the same clock as without it.
        """
        clock = cls(settings, now, wall)
        last_at: float | None = None
        ours = kept.current(events) if kept is not None else _phase_events(events)
        # after an undo, the phase before the adjudication taken back came back: its events up to the
        # last "undo" marker are those of before that adjudication
        back = max((i for i, ev in enumerate(ours) if ev.kind == "undo"), default=-1)
        for i, ev in enumerate(ours):
            if ev.kind != "clock" or str(ev.data.get("action", "")) not in _CLOCK_ACTIONS:
                continue
            if phase is not None and ev.data.get("phase") not in (None, phase):
                continue
            data = ev.data
            if i < back and data.get("action") == "end" and data.get("reason") == "adjudicated":
                # the adjudication stopped the clock; taken back, the clock is as it was then, paused
                data = {**data, "action": "pause"}
            clock.apply(data, ev.at)
            last_at = ev.at
        if clock.running and last_at is not None:
            gap = max(0.0, wall() - last_at)
            clock._elapsed += gap
        return clock


def _phase_events(events: Sequence[_EventLike]) -> list[_EventLike]:
    """The events of the current phase: those after the last phase change; after an undo, those of the
    phase that came back (up to its adjudication), an ``undo`` marker, then those after the undo."""
    stack: list[list[_EventLike]] = [[]]
    for ev in events:
        stack = _step(stack, ev)
    return stack[-1]


_PHASE_CHANGES = frozenset({"setup", "adjudicate", "undo"})  # the kinds ``_step`` does more with than keep
_CLOCK = "clock"
_NOTED = _PHASE_CHANGES | {_CLOCK}  # what ``PhaseLog`` notes of a log: the phase changes, and the clock's events


def _noted_places(events: Sequence[_EventLike], begin: int, end: int) -> list[int]:
    """The places (ascending) of the events of ``events[begin:end]`` of a noted kind (``_NOTED``): what
    ``[i for i, ev in enumerate(events[begin:end], begin) if ev.kind in _NOTED]`` gives, found class by class. The events
    of a class that holds their kind (``class_kind``: the typed sheets a game file left unread, thousands in a long
    game) are left out by C loops when that kind is not noted; each event of any other class is asked its kind."""
    part = events[begin:end]
    classes = list(map(type, part))
    places: list[int] = []
    append = places.append
    for cls in set(classes):
        kind = class_kind(cls)
        if kind is not None and kind not in _NOTED:
            continue
        index, place = classes.index, -1
        try:
            while True:
                place = index(cls, place + 1)
                if part[place].kind in _NOTED:
                    append(begin + place)
        except ValueError:
            pass
    places.sort()
    return places


def _step(stack: list[list[_EventLike]], ev: _EventLike) -> list[list[_EventLike]]:
    """The phases' events (one list per phase not taken back, the current last) after one more event."""
    if ev.kind == "setup":
        return [[]]
    if ev.kind == "adjudicate":
        stack.append([])
    elif ev.kind == "undo":
        if len(stack) == 1:
            return [[]]
        stack.pop()
        stack[-1].append(ev)
    else:
        stack[-1].append(ev)
    return stack


class PhaseLog:
    """The events of the current phase (``_phase_events``) kept as a game's event log grows: each call reads
    only the events added since the one before. A log that is not the one last read, or that no longer
    starts with the events read (shorter, or another event where the last one read was), is read again
    from its start."""

    def __init__(self) -> None:
        self._events: Sequence[_EventLike] | None = None
        self._read = 0  # how many events of it are in the stack
        self._last: _EventLike | None = None  # the last of them
        self._stack: list[list[_EventLike]] = [[]]
        self._clocks: list[_EventLike] = []  # the clock's events of the whole log read, in order

    def current(self, events: Sequence[_EventLike]) -> list[_EventLike]:
        n = len(events)
        if events is not self._events or n < self._read or (self._read and events[self._read - 1] is not self._last):
            self._events, self._read, self._last, self._stack, self._clocks = events, 0, None, [[]], []
        stack = self._stack
        at = self._read
        if n > at:
            # the events between two phase changes go to the phase's list in one step (what ``_step`` does to
            # each of them); only the phase changes are stepped through (a game typed at the desk holds
            # thousands of events and a few changes). The clock's events are noted in the same pass.
            clocks = self._clocks
            for i in _noted_places(events, at, n):
                ev = events[i]
                if ev.kind == _CLOCK:
                    clocks.append(ev)
                    continue
                stack[-1].extend(events[at:i])
                stack = _step(stack, ev)
                at = i + 1
            stack[-1].extend(events[at:n])
        if n > self._read:
            self._read, self._last = n, events[n - 1]
        self._stack = stack
        return stack[-1]

    def clock_events(self, events: Sequence[_EventLike]) -> list[_EventLike]:
        """The events of kind "clock" of ``events``, in order (read as ``current`` reads the log, in its pass)."""
        self.current(events)
        return self._clocks


def format_seconds(seconds: float, ceil: bool = False) -> str:
    """``m:ss`` (or ``h:mm:ss``); ``ceil`` rounds up so a count-down shows 0:00 only at the end."""
    s = int(-(-seconds // 1)) if ceil else int(seconds)
    s = max(0, s)
    h, rest = divmod(s, 3600)
    m, sec = divmod(rest, 60)
    return f"{h}:{m:02d}:{sec:02d}" if h else f"{m}:{sec:02d}"

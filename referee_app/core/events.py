"""What a game is made of in its record: time-stamped events, appended as they happen.

Every game at the table (Diplomacy, 列欧帝国棋, Paths of Glory) *is* its event log: the first event
sets the game up, each later one is something that happened (orders typed, dice rolled, a phase
resolved, taken back, a note of the referee). The game file stores the log; replaying it rebuilds
the game exactly. What an event's ``data`` holds is the game's business; the kernel only keeps it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .errors import RefereeError
from .frozen import quick_init
from .messages import Many, msg


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened, time-stamped (seconds since the epoch). ``data`` is plain JSON.

    Slotted and made by ``quick_init`` (its fields set straight into their slots): a game typed at the desk
    holds an event per key, which opening its file makes by the thousand."""

    kind: str  # setup | orders | adjudicate | undo | clock | end | note | dice | ... (the game's words)
    at: float
    data: Mapping[str, Any]


quick_init(Event)


# event kinds the kernel's game file understands for every game: a resolved phase, and taking the
# last one back (the file keeps a derived table of resolved phases for readers)
RESOLVED = "adjudicate"
TAKEN_BACK = "undo"



class UnknownEventsError(RefereeError):
    """A record holds events of kinds this version does not know: a newer version wrote them. Replaying it
    without them would lose what they hold (a power's sheet, a score), so it is not replayed at all."""


def check_kinds(events: Iterable[Event], known: frozenset[str]) -> None:
    """Raise ``UnknownEventsError`` naming every kind of event in ``events`` not in ``known`` (a game's replay
    calls it first, before anything is rebuilt)."""
    unknown = sorted({ev.kind for ev in events} - known)
    if unknown:
        shown = [repr(k[:40]) for k in unknown[:8]] + (["…"] if len(unknown) > 8 else [])
        raise UnknownEventsError(msg("record.unknown_events", kinds=Many(shown, "and"), n=len(unknown)))


__all__ = ["Event", "RESOLVED", "TAKEN_BACK", "UnknownEventsError", "check_kinds"]

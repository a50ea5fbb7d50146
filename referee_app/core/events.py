"""What a game is made of in its record: time-stamped events, appended as they happen.

Every game at the table (Diplomacy, 列欧帝国棋, Paths of Glory) *is* its event log: the first event
sets the game up, each later one is something that happened (orders typed, dice rolled, a phase
resolved, taken back, a note of the referee). The game file stores the log; replaying it rebuilds
the game exactly. What an event's ``data`` holds is the game's business; the kernel only keeps it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Event:
    """One thing that happened, time-stamped (seconds since the epoch). ``data`` is plain JSON."""

    kind: str  # setup | orders | adjudicate | undo | clock | end | note | dice | ... (the game's words)
    at: float
    data: Mapping[str, Any]


# event kinds the kernel's game file understands for every game: a resolved phase, and taking the
# last one back (the file keeps a derived table of resolved phases for readers)
RESOLVED = "adjudicate"
TAKEN_BACK = "undo"

__all__ = ["Event", "RESOLVED", "TAKEN_BACK"]

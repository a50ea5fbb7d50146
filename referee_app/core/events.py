"""What a game is made of in its record: time-stamped events, appended as they happen.

Every game at the table (Diplomacy, 列欧帝国棋, Paths of Glory) *is* its event log: the first event
sets the game up, each later one is something that happened (orders typed, dice rolled, a phase
resolved, taken back, a note of the referee). The game file stores the log; replaying it rebuilds
the game exactly. What an event's ``data`` holds is the game's business; the kernel only keeps it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from json.scanner import make_scanner
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


# --- events read from a file, their data read when first asked -------------------------------------------
#
# A game typed at the desk stores a key as an event, each holding its sheet as typed so far: opening a long
# game read some 16,000 JSON objects into Python's dicts, lists and strings (most of an open), of which its
# replay keeps the last text of each sheet. A game can name the plain shape in which it writes an event kind
# (``PlainShape``): a stored text in that shape is a JSON object by its form alone (no escapes, no spaces, the
# keys in their order, plain values), so the file's reader keeps it as text (``StoredEvent``), read into a
# dict when first asked, which cannot fail; the values the shape captures are there at once for the replay.

TEXT = "text"  # a JSON string without escapes or control characters (its text is its stored characters)
ASCII_TEXTS = "ascii texts"  # a JSON array of such strings of printable ASCII (space to ``~``), maybe empty
BOOL = "bool"  # true or false
_KINDS_OF_VALUE = {TEXT: r'"([^"\\\x00-\x1f]*)"', BOOL: r"(true|false)",
                   ASCII_TEXTS: r'\[(?:"[ !#-\[\]-~]*"(?:,"[ !#-\[\]-~]*")*)?\]'}
_PLAIN_KEY = re.compile(r'[^"\\\x00-\x1f]+')


@dataclass(frozen=True)
class PlainShape:
    """How a game writes the data of one kind of event, as the game file stores it (compact JSON: no spaces):
    an object with these keys in this order, each value of its kind (``TEXT``, ``ASCII_TEXTS``, ``BOOL``).
    ``pattern`` matches exactly the stored texts in that shape, capturing each text's and boolean's value
    (in the keys' order) as stored, which is its value as JSON reads it."""

    fields: tuple[tuple[str, str], ...]
    pattern: re.Pattern[str]

    @classmethod
    def of(cls, *fields: tuple[str, str]) -> PlainShape:
        keys = [key for key, _ in fields]
        if not fields or len(set(keys)) != len(keys):
            raise ValueError("a plain shape names each of its keys once")
        for key, kind in fields:
            if kind not in _KINDS_OF_VALUE or not _PLAIN_KEY.fullmatch(key):
                raise ValueError(f"a plain shape's key is plain text and its value one of {sorted(_KINDS_OF_VALUE)}")
        body = ",".join(f'"{re.escape(key)}":{_KINDS_OF_VALUE[kind]}' for key, kind in fields)
        return cls(tuple(fields), re.compile("\\{" + body + "\\}"))


_DATA = Event.__dict__["data"]  # the slot ``data`` of an Event (a StoredEvent's, once read)
_get_data, _set_data = _DATA.__get__, _DATA.__set__
_SCAN = make_scanner(json.JSONDecoder())  # type: ignore[arg-type]  # json.loads's own reader of one value


class StoredEvent(Event):
    """An event read from a game file in its kind's plain shape (``PlainShape``): ``text`` is its data as stored,
    read into ``data`` when first asked (the same dict ``json.loads(text)`` gives: the shape is a JSON object);
    ``fields`` the values the shape captured. Equal to the Event with the same kind, time and data."""

    __slots__ = ("text", "fields")
    text: str
    fields: tuple[str, ...]

    def __init__(self, kind: str, at: float, text: str, fields: tuple[str, ...]) -> None:
        _set_kind(self, kind)
        _set_at(self, at)
        _set_text(self, text)
        _set_fields(self, fields)

    @property  # type: ignore[override]  # (the slot ``data`` of Event, filled when first read)
    def data(self) -> Mapping[str, Any]:
        try:
            return _get_data(self, StoredEvent)  # type: ignore[no-any-return]
        except AttributeError:
            value: Mapping[str, Any] = _SCAN(self.text, 0)[0]
            _set_data(self, value)
            return value

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return (self.kind, self.at, self.data) == (other.kind, other.at, other.data)

    __hash__ = None  # type: ignore[assignment]  # (as an Event's: its data is a dict)

    def __reduce__(self) -> tuple[Any, ...]:  # copied or pickled: a plain Event
        return (Event, (self.kind, self.at, self.data))


_set_kind, _set_at = Event.__dict__["kind"].__set__, Event.__dict__["at"].__set__
_set_text, _set_fields = StoredEvent.__dict__["text"].__set__, StoredEvent.__dict__["fields"].__set__


def stored_fields(event: Event) -> tuple[str, ...] | None:
    """The values ``event``'s plain shape captured (``StoredEvent``), or None for any other event."""
    return event.fields if type(event) is StoredEvent else None  # type: ignore[attr-defined]


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


__all__ = ["ASCII_TEXTS", "BOOL", "Event", "PlainShape", "RESOLVED", "StoredEvent", "TAKEN_BACK", "TEXT", "UnknownEventsError",
           "check_kinds", "stored_fields"]

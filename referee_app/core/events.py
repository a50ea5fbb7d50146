"""What a game is made of in its record: time-stamped events, appended as they happen.

Every game at the table (Diplomacy, 列欧帝国棋, Paths of Glory) *is* its event log: the first event
sets the game up, each later one is something that happened (orders typed, dice rolled, a phase
resolved, taken back, a note of the referee). The game file stores the log; replaying it rebuilds
the game exactly. What an event's ``data`` holds is the game's business; the kernel only keeps it.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import repeat, starmap
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

    def __eq__(self, other: object) -> bool:
        # as the dataclass's own, but an event read from its text when asked (``TextEvent``) equals the same event
        if isinstance(other, Event):
            return (self.kind, self.at, self.data) == (other.kind, other.at, other.data)
        return NotImplemented


quick_init(Event)

# the data's own slot (a ``TextEvent`` keeps its text there until its data is asked)
_DATA_GET, _SET_DATA = Event.__dict__["data"].__get__, Event.__dict__["data"].__set__
_SET_KIND, _SET_AT = Event.__dict__["kind"].__set__, Event.__dict__["at"].__set__
# ``json.loads``'s own reader of one value at an index of a string: a ``TextEvent``'s text is one JSON object alone
_SCAN = make_scanner(json.JSONDecoder())  # type: ignore[arg-type]  # (typeshed names the C scanner its own argument)


class TextEvent(Event):
    """An event as its record holds it, its ``data`` read from its JSON text when first asked (then kept): the same
    event as an ``Event`` made with that data (equal, the same ``repr``). Made by ``text_events``, only for texts the
    game's typed shape (``GameKind.typed_shape``) matched whole, each one JSON object: a game file's reading
    (core.record) leaves the thousands of typed sheets of a long game unread, and their game's replay reads what it
    needs of them from the shape's keys (tests/test_open_lazy_sheets.py). Until it is read, the text is kept in the
    data's own slot (a text is never an event's data, a mapping): the class adds no slot. Two threads asking at once
    may each read it (equal data; the last kept)."""

    __slots__ = ()

    @property  # type: ignore[override]  # (the slot's value, read from the text it holds at first)
    def data(self) -> Mapping[str, Any]:
        held = _DATA_GET(self, TextEvent)
        if type(held) is str:
            held = _SCAN(held, 0)[0]
            _SET_DATA(self, held)
        return held  # type: ignore[no-any-return]

    @data.setter
    def data(self, value: Mapping[str, Any]) -> None:  # (the dataclass's unpickling sets its fields)
        _SET_DATA(self, value)

    def __repr__(self) -> str:
        return f"Event(kind={self.kind!r}, at={self.at!r}, data={self.data!r})"


def text_events(kind: str, ats: Sequence[float], texts: Sequence[str]) -> list[TextEvent]:
    """``TextEvent``s of one kind, one per time and text (each one JSON object), made by C loops as
    ``frozen.make_many`` makes events: each made bare (``_of_kind``: the kind held by their class, so the call that makes
    one is a C call with no arguments and no slot of the kind is filled), its other slots filled through their own
    descriptors (the data's with the text, read when asked)."""
    n = len(texts)
    made: list[TextEvent] = list(starmap(_of_kind(kind), repeat((), n)))
    any(map(_SET_AT, made, ats))  # (each call returns None: ``any`` runs them all)
    any(map(_SET_DATA, made, texts))
    return made


# the ``TextEvent`` classes of the kinds ``text_events`` made events of (one a kind), and each one's kind
_KINDED: dict[str, type[TextEvent]] = {}
_CLASS_KIND: dict[type, str] = {}


def _of_kind(kind: str) -> type[TextEvent]:
    """A ``TextEvent`` class whose events are of ``kind``: the kind is the class's (an attribute of the class, before
    the event's own slot, left empty, in the lookup), and ``object.__init__`` is its ``__init__``, so that calling the
    class with no arguments makes a bare event in C (``type_call``: ``object_new`` and ``object_init``), half the
    instructions of ``object.__new__`` called from Python. Its events are ``TextEvent``s in every other way (equal, the
    same ``repr``, the data read when asked); a copy or a pickle of one is an ``Event`` equal to it, and its ``__class__`` is ``TextEvent`` (``dataclasses.replace``
    makes a ``TextEvent``)."""
    cls = _KINDED.get(kind)
    if cls is None:
        cls = _KINDED[kind] = type("TextEvent", (TextEvent,), {
            "__slots__": (), "__module__": __name__, "__qualname__": "TextEvent", "__doc__": TextEvent.__doc__,
            "kind": kind, "__init__": object.__init__, "__reduce__": _reduce_text, "__class__": _AS_TEXT_EVENT})
        _CLASS_KIND[cls] = kind
    return cls


def class_kind(cls: type) -> str | None:
    """The kind every event of the class ``cls`` is of, where the class holds it (``text_events``' classes: an event
    of one is of its class's kind, whatever its own slot holds), else None (any other class: ask each event)."""
    return _CLASS_KIND.get(cls)


def _reduce_text(ev: TextEvent) -> tuple[type[Event], tuple[str, float, Mapping[str, Any]]]:
    """A ``TextEvent`` of a kind's class copied or pickled: an ``Event`` equal to it (its class has no kind slot to fill)."""
    return Event, (ev.kind, ev.at, ev.data)


# what a kind's class gives as its events' ``__class__``: ``TextEvent``, whose ``__init__`` takes the fields (a
# dataclass's ``replace`` makes its copy by calling the event's ``__class__`` with them)
_AS_TEXT_EVENT = property(lambda ev: TextEvent)


def held_data(events: Sequence[Event]) -> list[Mapping[str, Any] | str]:
    """What each event's data slot holds now, read by a C loop: its data, or for a ``TextEvent`` not read yet its
    text (the one JSON object its game's typed shape matched whole). Nothing is read: a view that needs only part of
    a typed sheet's text (its power, its phase) can take it from the text, and read the data of the few it shows."""
    return list(map(_DATA_GET, events, repeat(Event, len(events))))


class ReadEvents(list[Event]):
    """A record's events as its game file read them, with what the reading found of the typed ones (``TextEvent``):
    ``typed_keys`` (one per event: the key the game's typed shape found in its text, None for any other event) and
    ``typed_longest`` (the longest of those texts), or None and 0 where it made none; ``untyped``: where the reading
    made typed ones, the places (ascending) of the events of any other kind than theirs (every event not at one of
    them is a ``TextEvent`` of the typed kind), found as the file was read, so that a replay need not look at
    every event's kind to find them; None where not known."""

    __slots__ = ("typed_keys", "typed_longest", "untyped")

    def __init__(self, events: Iterable[Event] = (), typed_keys: list[str | None] | None = None,
                 typed_longest: int = 0, untyped: list[int] | None = None) -> None:
        super().__init__(events)
        self.typed_keys = typed_keys
        self.typed_longest = typed_longest
        self.untyped = untyped


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


__all__ = ["Event", "RESOLVED", "ReadEvents", "TAKEN_BACK", "TextEvent", "UnknownEventsError", "check_kinds", "class_kind",
           "text_events"]

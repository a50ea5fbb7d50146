"""Round 18 of issue 33: a game file's reading tells the replay where its events other than typed sheets are
(``ReadEvents.untyped``), so the Diplomacy replay does not look at every event's kind to find them; the rows'
NULL times found by ``list.index`` (``core.record._places_of_none``). The same events and the same game as before."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

import pytest

from referee_app.core.events import Event, ReadEvents, text_events
from referee_app.core.record import GameFile, _places_of_none, _read_events
from referee_app.games.diplomacy import Game
from referee_app.games.diplomacy.table.game import TYPED_SHAPE
from tests.test_open_lazy_sheets import sheet, typed_game
from tests.test_record_read import GOOD, file_table, reference_read

MIXED = [(1, "setup", 1.0, GOOD)] + [(i, "orders" if i % 3 else ("clock", "note", "adjudicate")[i % 2], float(i),
                                      GOOD if i % 3 else '{"a":1}') for i in range(2, 1300)]


@pytest.mark.parametrize("rows", [
    MIXED,
    [(1, "setup", 1.0, GOOD), (2, "orders", 2.0, GOOD)],
    [(1, "setup", 1.0, GOOD), (2, "note", 2.0, GOOD), (3, "orders", 3, GOOD), (4, "undo", 4.0, "{}")],
])
def test_the_reading_says_where_the_events_not_typed_are(rows, tmp_path):
    """Fails on main (``ReadEvents`` has no ``untyped``)."""
    events = _read_events(file_table(rows), tmp_path / "g.dipgame", TYPED_SHAPE)
    assert isinstance(events, ReadEvents) and events.typed_keys is not None
    assert events.untyped == [i for i, ev in enumerate(events) if ev.kind != "orders"]
    assert events == reference_read(file_table(rows), tmp_path / "g.dipgame")


def test_the_places_of_none_are_those_a_comprehension_finds():
    values: list[Any] = [None, 0, 0.0, "", b"", None, None, 1.5, "None", b"\x00", -0.0, None, 2**70]
    for k in range(len(values) + 1):
        part = values[:k]
        assert _places_of_none(part) == [i for i, v in enumerate(part) if v is None]
    assert _places_of_none([1.0] * 1000) == [] and _places_of_none([None] * 5) == [0, 1, 2, 3, 4]


class _Watched(list[int]):
    """A list of places that notes being read (the replay takes its ``others`` from it)."""

    read = 0

    def __getitem__(self, item: Any) -> Any:
        _Watched.read += 1
        return super().__getitem__(item)

    def __iter__(self) -> Any:
        _Watched.read += 1
        return super().__iter__()


def _game_state(game: Game) -> tuple[Any, ...]:
    return (game.events, repr(game.history), repr(game.current), repr(game.undone), game.end, game.time_called)


def test_the_replay_takes_the_other_events_from_the_reading_and_gives_the_same_game(tmp_path):
    """Fails on main (the replay finds them itself, never reading ``untyped``)."""
    game = typed_game()
    path = tmp_path / "typed.dipgame"
    GameFile.create(path, game).close()
    conn = sqlite3.connect(path)
    try:
        events = _read_events(conn, path, TYPED_SHAPE)
    finally:
        conn.close()
    assert isinstance(events, ReadEvents) and events.untyped is not None
    assert events.untyped == [i for i, ev in enumerate(events) if ev.kind != "orders"]
    watched = _Watched(events.untyped)
    events.untyped = watched
    _Watched.read = 0
    replayed = Game.replay(events)
    assert _Watched.read > 0
    assert _game_state(replayed) == _game_state(Game.replay(list(events)))
    assert _game_state(replayed) == _game_state(Game.replay([Event(ev.kind, ev.at, ev.data) for ev in events]))


def test_typed_events_of_another_kind_are_found_by_their_kinds():
    """A reading whose typed events are not of the replay's typed kind ("orders"): the replay finds the others from
    the kinds, as for a plain list (fails with the replay's check of that kind taken out: the notes would be applied
    as sheets)."""
    game = Game.new("standard")
    setup = game.events[0]
    texts = [sheet(), sheet(power="ENGLAND")]
    notes = text_events("note", [2.0, 3.0], texts)
    events = ReadEvents([setup, *notes], [None, "FRANCE", "ENGLAND"], 100, [0])
    plain = [setup, Event("note", 2.0, json.loads(texts[0])), Event("note", 3.0, json.loads(texts[1]))]
    assert _game_state(Game.replay(events)) == _game_state(Game.replay(plain))
    assert Game.replay(events).current.sheets == Game.replay(plain).current.sheets

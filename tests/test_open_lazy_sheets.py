"""A game file's typed sheets left unread at the open (``core.record._typed_events``, ``core.events.TextEvent``, the
Diplomacy replay's ``_apply_sheets`` with the shape's keys): the same events, the same game, the same refusals as
reading every row (tests/test_record_read.py's ``reference_read``), and the shape's contract (every text it
matches whole is one JSON object of a typed sheet, its group the power)."""

from __future__ import annotations

import copy
import dataclasses
import json
import pickle
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from referee_app.core.events import Event, ReadEvents, TextEvent, text_events
from referee_app.core.inputs import MAX_DOCUMENT_BYTES
from referee_app.core.record import GameFile, RecordError, _read_events, _typed_shape
from referee_app.games.diplomacy import Game
from referee_app.games.diplomacy.kind import KIND
from referee_app.games.diplomacy.table.game import MAX_SHEET_LINES, TYPED_SHAPE
from tests.test_record_read import FORGED, GOOD, ROWS, file_table, outcome, reference_read

_DATA_SLOT = Event.__dict__["data"]


def unread(ev: Event) -> bool:
    """Whether ``ev``'s data has not been read yet (a ``TextEvent`` not asked: its slot holds its text)."""
    return type(_DATA_SLOT.__get__(ev, type(ev))) is str


def shape_read(conn: sqlite3.Connection, path: Path) -> list[Event]:
    return _read_events(conn, path, TYPED_SHAPE)


def matched(text: str) -> str | None:
    """The shape's key where it matches ``text`` whole as a line of a text, else None."""
    found = TYPED_SHAPE.findall(text)
    return found[0] if "\n" not in text and len(found) == 1 else None


def sheet(power: str = "FRANCE", lines: Any = ("A Par - Bur",), late: Any = False, phase: str = "S1901M") -> str:
    return json.dumps({"phase": phase, "power": power, "lines": list(lines), "late": late}, separators=(",", ":"),
                      ensure_ascii=False)


# texts near a typed sheet's: escapes, control and non-ASCII characters, quotes, spaces, other keys and orders,
# other types, late sheets, too many lines, two sheets in one text
NEAR = [
    GOOD, sheet(), sheet(lines=()), sheet(lines=("",)), sheet(lines=("A Par - Bur", "", " ")), sheet(power=""),
    sheet(power="fRANCE~"), sheet(lines=("A ~ [x], {y}: z",)), sheet(lines=("a,b", "c\",\"d")),
    sheet(lines=("A Par\\ - Bur",)), sheet(lines=("tab\there",)), sheet(lines=("line\nbreak",)),
    sheet(lines=("é",)), sheet(lines=("\u007f",)), sheet(lines=("巴黎",)), sheet(late=True), sheet(late=None),
    sheet(late=0), sheet(lines=(1,)), sheet(lines=(None,)), sheet(lines="A Par - Bur"), sheet(power=None),
    sheet(lines=["A"] * MAX_SHEET_LINES), sheet(lines=["A"] * (MAX_SHEET_LINES + 1)),
    sheet(phase='S1901M","power":"ITALY'),
    '{"phase":"S1901M","power":"FRANCE","lines":["A"],"late":false,"x":1}',
    '{"power":"FRANCE","phase":"S1901M","lines":["A"],"late":false}',
    '{"phase":"S1901M","power":"FRANCE","lines":["A"],"late":false}\n',
    ' {"phase":"S1901M","power":"FRANCE","lines":["A"],"late":false}',
    '{"phase":"S1901M", "power":"FRANCE","lines":["A"],"late":false}',
    '{"phase":"S1901M","power":"FRANCE","lines":["A",],"late":false}',
    '{"phase":"S1901M","power":"FRANCE","lines":["A""B"],"late":false}',
    '{"phase":"S1901M","power":"FRANCE","lines":["A"],"late":false}{"phase":"S1901M","power":"FRANCE","lines":[],"late":false}',
    '{"phase":"S1901M","power":"FRANCE","lines":["A"],"late":false}\r',
    '{"phase":"S1901M","power":"FRA\\u004eCE","lines":["A"],"late":false}',
    '{"phase":"S1901M","power":"FRANCE","lines":["A"],"late":fals}',
]


@pytest.mark.parametrize("text", NEAR + [r for r in ROWS if isinstance(r, str)] + sum(FORGED, []))
def test_a_text_the_shape_matches_is_a_typed_sheet_as_json_reads_it(text):
    key = matched(text)
    if key is None:
        return
    data = json.loads(text)
    assert type(data) is dict and list(data) == ["phase", "power", "lines", "late"]
    assert data["power"] == key and data["late"] is False
    assert type(data["lines"]) is list and all(type(line) is str for line in data["lines"])
    joined = "\n".join(data["lines"])
    assert joined.isascii() and joined.count("\n") < MAX_SHEET_LINES and len(joined) < len(text)


def test_the_shape_matches_the_sheets_a_game_writes_and_no_others_of_the_list():
    assert matched(GOOD) == "FRANCE"
    assert matched(sheet(lines=["A"] * MAX_SHEET_LINES)) == "FRANCE"
    for text in (sheet(late=True), sheet(lines=["A"] * (MAX_SHEET_LINES + 1)), sheet(lines=("A Par\\ - Bur",)),
                 sheet(lines=("é",)), sheet(lines=("tab\there",)), sheet(lines=(1,))):
        assert matched(text) is None


def test_random_texts_the_shape_matches_are_typed_sheets():
    """Texts built from the characters that matter (quotes, backslashes, brackets, commas, control and non-ASCII
    characters) around a sheet's frame: wherever the shape matches, JSON reads the sheet it says."""
    rng = random.Random(33)
    alphabet = ['"', "\\", "[", "]", ",", "{", "}", ":", " ", "a", "~", "\t", "\n", "\x7f", "é", "u", "0", '","']
    frame = ['{"phase":"', "S1901M", '","power":"', "FRANCE", '","lines":[', '"', "A Par - Bur", '"', "],", '"late":',
             "false", "}"]
    hits = 0
    for _ in range(4000):
        parts = list(frame)
        for _ in range(rng.randint(1, 3)):
            k = rng.randrange(len(parts))
            parts[k] = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 4))) if rng.random() < 0.5 \
                else parts[k] + rng.choice(alphabet)
        text = "".join(parts)
        key = matched(text)
        if key is not None:
            hits += 1
            data = json.loads(text)
            assert list(data) == ["phase", "power", "lines", "late"] and data["power"] == key
            assert data["late"] is False and all(type(x) is str and x.isascii() and "\n" not in x for x in data["lines"])
    assert hits > 100


@pytest.mark.parametrize("data", ROWS + NEAR, ids=[repr(r)[:40] for r in ROWS + NEAR])
def test_a_typed_row_is_read_with_the_shape_as_json_loads_reads_it(data, tmp_path):
    path = tmp_path / "g.dipgame"
    if data is None:
        return  # (NOT NULL: SQLite lets no such row in)
    for kind in ("orders", "note"):
        conn = file_table([(1, "setup", 1.0, GOOD), (2, kind, 2.0, data), (3, "orders", 3, GOOD), (4, "orders", 4.5, GOOD)])
        assert outcome(shape_read, conn, path) == outcome(reference_read, conn, path)


@pytest.mark.parametrize("datas", FORGED, ids=[repr(r)[:40] for r in FORGED])
def test_forged_rows_are_read_with_the_shape_as_each_alone(datas, tmp_path):
    path = tmp_path / "g.dipgame"
    for kind in ("orders", "note"):
        conn = file_table([(1, "setup", 1.0, GOOD)] + [(i + 2, kind, 2.0 + i, d) for i, d in enumerate(datas)]
                          + [(len(datas) + 2, "orders", 9.5, GOOD)])
        assert outcome(shape_read, conn, path) == outcome(reference_read, conn, path)


@pytest.mark.parametrize("rows", [
    [(1, "orders", 1.0, GOOD), (2, "orders", 2.0, GOOD)],  # typed sheets only
    [(1, "setup", 1.0, GOOD), (2, "orders", "2.0", GOOD)], [(1, "setup", 1.0, GOOD), (2, "orders", 2, GOOD)],
    [(1, "setup", 1.0, GOOD), (2, "orders", b"2", GOOD)], [(1, "setup", 1.0, GOOD), (2, "orders", 2.0, b"{}")],
    [(1, "setup", 1.0, GOOD), (2, "orders", 2.0, GOOD), (3, "note", 3.0, "{bad")],
    [(1, "setup", 1.0, "{bad"), (2, "orders", 2.0, GOOD)],
    [(1, "setup", 1.0, GOOD), (2, "orders", 2.0, GOOD), (4, "orders", 2.0, GOOD)],
    [(1, "setup", 1.0, GOOD), (2, "orders", 2.0, GOOD + "\n" + GOOD)],
    [(1, "setup", 1.0, GOOD), (2, "orders", 2.0, GOOD + "\nzzz"), (3, "orders", 3.0, GOOD)],  # a match, not whole
    [(1, "setup", 1.0, GOOD), (2, "orders", 2.0, "zzz\n" + GOOD), (3, "orders", 3.0, GOOD)],
    [(1, "setup", 1.0, GOOD)] + [(i, "orders" if i % 3 else "clock", float(i), GOOD) for i in range(2, 1300)],
])
def test_a_tampered_file_is_read_or_refused_with_the_shape_as_row_by_row(rows, tmp_path):
    path = tmp_path / "g.dipgame"
    conn = file_table(rows)
    assert outcome(shape_read, conn, path) == outcome(reference_read, conn, path)


def test_the_typed_sheets_are_left_unread_and_read_equal_when_asked(tmp_path):
    """Fails on the former reading (every row's data read at once)."""
    rows = [(1, "setup", 1.0, GOOD), (2, "orders", 2, GOOD), (3, "note", 3.0, '{"a":1}'), (4, "orders", 4.25, sheet())]
    conn = file_table(rows)
    events = shape_read(conn, tmp_path / "g.dipgame")
    assert type(events) is ReadEvents and events.typed_keys == [None, "FRANCE", None, "FRANCE"]
    assert events.typed_longest == max(len(GOOD), len(sheet()))
    assert [e.__class__ for e in events] == [Event, TextEvent, Event, TextEvent]
    assert unread(events[1]) and unread(events[3])
    assert events == reference_read(conn, tmp_path / "g.dipgame")
    first = events[1].data
    assert not unread(events[1]) and events[1].data is first  # read once, then kept
    assert events[1].at == 2.0 and type(events[1].at) is float


def test_a_text_event_is_the_event_it_holds():
    ev = text_events("orders", [2.5], [GOOD])[0]
    plain = Event("orders", 2.5, json.loads(GOOD))
    assert ev == plain and plain == ev and not (ev != plain) and repr(ev) == repr(plain)
    assert ev != Event("orders", 2.5, {"a": 1}) and ev != Event("note", 2.5, json.loads(GOOD)) and ev != 3
    for other in (pickle.loads(pickle.dumps(text_events("orders", [2.5], [GOOD])[0])), copy.copy(ev),
                  copy.deepcopy(ev), dataclasses.replace(ev)):
        assert other == plain and repr(other) == repr(plain)
    assert dataclasses.asdict(ev) == dataclasses.asdict(plain)
    with pytest.raises(dataclasses.FrozenInstanceError):
        ev.data = {}  # type: ignore[misc]
    made = TextEvent("orders", 1.0, {"b": 2})  # made with its data: that data
    assert made.data == {"b": 2} and made == Event("orders", 1.0, {"b": 2})


def typed_game() -> Game:
    """A game typed key by key: powers in turn (one power twice in a row, with a note between), an adjudication, its
    undo, a note, another adjudication, then more typing."""
    game = Game.new("standard")
    for power, lines in (("FRANCE", ["A Par - Bur", "A Mar - Spa"]), ("ITALY", ["A Ven - Tyr"]),
                         ("ITALY", ["A Rom - Apu"]), ("RUSSIA", ["F Sev - Bla", "A Mos - Ukr"]),
                         ("FRANCE", ["A Par - Pic"])):
        done: list[str] = []
        for line in lines:
            for k in range(1, len(line) + 1):
                game.set_orders(power, done + [line[:k]])
            done.append(line)
        if power == "ITALY" and lines == ["A Ven - Tyr"]:
            game.note("Italy again")
    game.process()
    game.undo()
    game.note("between")
    game.process()
    for k in range(1, 12):
        game.set_orders("GERMANY", ["A Mun - Ruh"[:k]])
    for k in range(1, 12):
        game.set_orders("GERMANY", ["A Mun - Ruh", "F Kie - Hol"[:k]])
    return game


def opened(path: Path, monkeypatch: pytest.MonkeyPatch, shape: Any) -> tuple[str, Any]:
    monkeypatch.setattr(KIND, "typed_shape", shape)
    try:
        with GameFile.open(path, readonly=True) as gf:
            g = gf.game
    except RecordError as exc:
        return "refused", str(exc)
    return "read", (g.events, repr(g.history), repr(g.current), repr(g.undone), g.end, g.time_called)


def test_a_game_typed_at_the_desk_opens_the_same_with_its_sheets_unread(tmp_path, monkeypatch):
    """Fails on the former open (no event left unread)."""
    game = typed_game()
    path = tmp_path / "typed.dipgame"
    GameFile.create(path, game).close()
    assert opened(path, monkeypatch, TYPED_SHAPE) == opened(path, monkeypatch, None)
    monkeypatch.setattr(KIND, "typed_shape", TYPED_SHAPE)
    with GameFile.open(path, readonly=True) as gf:
        events = gf.game.events
        left = [e for e in events if unread(e)]
        assert len(left) > len(events) // 2 and all(e.kind == "orders" for e in left)
        assert events == game.events and gf.game.current.sheets == game.current.sheets
        assert gf.game.current.entered_at == game.current.entered_at
    conn = sqlite3.connect(path)
    try:
        assert _typed_shape(conn) is TYPED_SHAPE
    finally:
        conn.close()


def with_row(path: Path, seq: int, data: str) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("DROP TRIGGER IF EXISTS events_append_only_update")  # tampering, as a hostile editor would
        conn.execute("UPDATE events SET data = ? WHERE seq = ?", (data, seq))
    finally:
        conn.close()


@pytest.mark.parametrize("data", [
    sheet(power="PRUSSIA"), sheet(power=""), sheet(lines=["A"] * MAX_SHEET_LINES),
    sheet(lines=["A"] * (MAX_SHEET_LINES + 1)), sheet(lines=("A" * (MAX_DOCUMENT_BYTES + 1),)),
    sheet(lines=("A" * (MAX_DOCUMENT_BYTES - 60),)), sheet(late=True), sheet(lines=(1,)), sheet(lines="A"),
    sheet(lines=("é",)), sheet(lines=("a\nb",)), "{bad", '{"power":"FRANCE"}', sheet(power="ENGLAND"),
])
def test_a_damaged_typed_sheet_is_refused_or_read_as_before(data, tmp_path, monkeypatch):
    """A typed sheet changed in the file (an unknown power, too many lines, too long, late, not lines, not JSON ...):
    the open with the shape gives what it gives without it (the same refusal, or the same game)."""
    game = typed_game()
    path = tmp_path / "typed.dipgame"
    GameFile.create(path, game).close()
    with_row(path, 5, data)
    with_shape = opened(path, monkeypatch, TYPED_SHAPE)
    assert with_shape == opened(path, monkeypatch, None)


def test_the_replay_checks_the_powers_of_sheets_left_unread():
    """A run whose keys name a power the map has not is applied one by one, which refuses it as before."""
    game = Game.new("standard")
    setup = game.events[0]
    texts = [sheet(), sheet(power="PRUSSIA")]
    events = ReadEvents([setup, *text_events("orders", [2.0, 3.0], texts)], [None, "FRANCE", "PRUSSIA"], 100)
    with pytest.raises(Exception) as caught:
        Game.replay(events)
    with pytest.raises(type(caught.value)) as before:
        Game.replay([setup, Event("orders", 2.0, json.loads(texts[0])), Event("orders", 3.0, json.loads(texts[1]))])
    assert str(caught.value) == str(before.value)

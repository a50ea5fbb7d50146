"""Reading a game file's events (``core.record._read_events``) gives, row by row, what reading each row with
``json.loads`` and checking it gives: the same events, or the same refusal naming the same event, whatever a
row holds (a damaged or tampered file is refused with the same message)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from referee_app.core.events import Event
from referee_app.core.record import (
    _EVENTS_TABLE,
    GameFile,
    RecordError,
    _checked_events,
    _dumps,
    _plain_events,
    _quick_events,
    _read_events,
)
from referee_app.games.diplomacy import Game


def reference_read(conn: sqlite3.Connection, path: Path) -> list[Event]:
    """Every row read alone by ``json.loads`` and checked: what an event of the file means."""
    try:
        rows = conn.execute("SELECT seq, kind, at, data FROM events ORDER BY seq").fetchall()
    except sqlite3.DatabaseError as exc:
        raise RecordError(f"{path.name} is damaged ({exc}); it was left unchanged") from exc
    events = []
    for n, (seq, kind, at, data) in enumerate(rows, start=1):
        if seq != n:
            raise RecordError(f"{path.name} is damaged: event {n} is missing from the log")
        try:
            d = json.loads(data)
            if not isinstance(data, str) or "\\ud" in data or "\\uD" in data:
                _dumps(d).encode("utf-8")
        except (TypeError, ValueError, RecursionError) as exc:
            raise RecordError(f"{path.name} is damaged: event {seq} ({kind}) cannot be read: {exc}") from exc
        if not isinstance(kind, str) or not isinstance(at, (int, float)) or not isinstance(d, dict):
            raise RecordError(f"{path.name} is damaged: event {seq} is malformed")
        events.append(Event(kind, float(at), d))
    if not events:
        raise RecordError(f"{path.name} holds no game (its event log is empty)")
    return events


def outcome(read: Any, conn: sqlite3.Connection, path: Path) -> tuple[str, Any]:
    try:
        events = read(conn, path)
    except RecordError as exc:
        return "refused", str(exc)
    return "read", [(e.kind, type(e.at), e.at, e.data, [type(v) for v in e.data.values()]) for e in events]


def table(rows: list[tuple[Any, Any, Any, Any]]) -> sqlite3.Connection:
    """An events table that holds whatever it is given (no types, no constraints: a tampered file)."""
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE events (seq, kind, at, data)")
    conn.executemany("INSERT INTO events VALUES (?, ?, ?, ?)", rows)
    return conn


GOOD = '{"phase":"S1901M","power":"FRANCE","lines":["A Par - Bur","A Mar - Spa"],"late":false}'

ROWS: list[Any] = [
    GOOD,
    '{"phase":"S1901M","power":"FRANCE","lines":["A 巴黎 - 勃艮第","F Bre - Mao"],"late":true}',
    '{"note":"caf\\u00e9 \\u0007 \\"quoted\\" \\\\ back"}',
    '{"a":1,"a":2}', '{"n":1e400,"m":-0.0,"k":12345678901234567890,"f":1.5e-7}', '{"x":NaN}', '{"x":Infinity}',
    '{}', ' {"a":1}', '{"a":1} ', '{"a":1}\n', '\t{"a":1}\r\n', '{"a":1}{"b":2}', '{"a":1},{"b":2}', '{"a":[1', '2]}',
    '', ' ', 'null', '1', '"text"', '[1,2]', '[{"a":1}]', '\ufeff{"a":1}', '{"a":1} x', '{not json',
    '{"t":"A Par - Bur \\ud800"}', '{"t":"\\uDFFF"}', '{"t":"\\ud83d\\ude00"}', '{"t":"😀"}',
    "[" * 100_000, '{"a":' * 2000 + "1" + "}" * 2000,
    b'{"a":1}', b"\xff\xfe", bytearray(b'{"a":2}'), 5, 2.5, None,
]


@pytest.mark.parametrize("data", ROWS, ids=[repr(r)[:40] for r in ROWS])
def test_a_row_is_read_as_json_loads_reads_it(data, tmp_path):
    path = tmp_path / "g.dipgame"
    conn = table([(1, "setup", 1.0, GOOD), (2, "orders", 2.0, data), (3, "note", 3, GOOD)])
    assert outcome(_read_events, conn, path) == outcome(reference_read, conn, path)
    # both ways of reading: the whole log at once (when every row is plain) and row by row
    rows = conn.execute("SELECT seq, kind, at, data FROM events ORDER BY seq").fetchall()
    assert outcome(lambda c, p: _checked_events(rows, p), conn, path) == outcome(reference_read, conn, path)
    plain = _plain_events(rows)
    if plain is not None:
        assert outcome(lambda c, p: plain, conn, path) == outcome(reference_read, conn, path)


def test_a_plain_log_is_read_at_once():
    rows = [(1, "setup", 1.0, GOOD), (2, "orders", 2, '{"lines":["A 巴黎 - 勃艮第"],"n":[1,2.5,null,true]}')]
    assert _plain_events(rows) == [Event("setup", 1.0, json.loads(GOOD)), Event("orders", 2.0, json.loads(rows[1][3]))]
    # JSON's spaces around a row's value: read at once too, as json.loads reads the row (the value, no error)
    assert _plain_events([(1, "setup", 1.0, ' {"a":1}\n')]) == [Event("setup", 1.0, {"a": 1})]
    for bad in ([(1, "setup", 1.0, GOOD), (3, "orders", 2.0, GOOD)],
                [(1, "setup", 1.0, '{"a":"\\u00e9"}')], [(1, "setup", 1.0, "[]")], [(1, b"setup", 1.0, GOOD)],
                [(1, "setup", "1.0", GOOD)], [(1, "setup", 1.0, GOOD), (2, "note", 2.0, "")], []):
        assert _plain_events(bad) is None  # read row by row instead


@pytest.mark.parametrize("rows", [
    [(1, "setup", 1.0, GOOD), (3, "orders", 2.0, GOOD)],  # a gap
    [(2, "setup", 1.0, GOOD)],  # no first event
    [(1, "setup", 1.0, GOOD), ("2", "orders", 2.0, GOOD)],  # a number as text
    [(1, None, 1.0, GOOD)], [(1, 5, 1.0, GOOD)], [(1, "setup", "1.0", GOOD)], [(1, "setup", None, GOOD)],
    [(1, "setup", 1, GOOD), (2, "orders", 2.0, "{bad")],  # the bad one named
    [(1, "setup", 1.0, "{bad"), (2, "orders", 2.0, GOOD), (4, "orders", 2.0, GOOD)],  # the first problem, as before
    [],
])
def test_a_tampered_log_is_refused_with_the_same_message(rows, tmp_path):
    path = tmp_path / "g.dipgame"
    conn = table(rows)
    assert outcome(_read_events, conn, path) == outcome(reference_read, conn, path)
    assert outcome(_read_events, conn, path)[0] == "refused"


def test_a_game_typed_key_by_key_reads_as_each_row_alone(tmp_path):
    """A record typed at the desk (an event per key, in several languages, with late sheets and an undo) read
    from its file: the events read are those each row gives alone, and the game's own."""
    game = Game.new("standard", players={"FRANCE": "Zoë 🙂"}, title="夜のクラブ")
    for power, lines in (("FRANCE", ["A Par - Bur", "A Mar - Spa"]), ("ITALY", ["A 威尼斯 - 蒂罗尔"]),
                         ("RUSSIA", ["F Sev - Bla", "A Mos - Ukr"])):
        done: list[str] = []
        for line in lines:
            for k in range(1, len(line) + 1):
                game.set_orders(power, done + [line[:k]])
            done.append(line)
    game.call_time()
    game.set_orders("GERMANY", ["A Mun - Ruh"])
    game.process()
    game.undo()
    game.process()
    game.note("a tab\tand a line\nend")
    for bell in (False, True):
        if bell:
            game.note("a bell \u0007")  # written as \\u0007: the log is then read row by row
        path = tmp_path / f"g{bell}.dipgame"
        GameFile.create(path, game).close()
        conn = sqlite3.connect(path)
        try:
            assert outcome(_read_events, conn, path) == outcome(reference_read, conn, path)
            rows = conn.execute("SELECT seq, kind, at, data FROM events ORDER BY seq").fetchall()
            assert (_plain_events(rows) is None) == bell
            events = _read_events(conn, path)
        finally:
            conn.close()
        assert [(e.kind, e.at, dict(e.data)) for e in events] == [(e.kind, e.at, dict(e.data)) for e in game.events]


def file_table(rows: list[tuple[Any, Any, Any, Any]], schema: str = _EVENTS_TABLE) -> sqlite3.Connection:
    """An events table made as this version makes it (its seq the rowid), holding what it is given that SQLite's
    own types let in: what a file of this version, tampered with in its rows, holds."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    conn.execute(schema)
    conn.executemany("INSERT INTO events VALUES (?, ?, ?, ?)", rows)
    return conn


# rows that read, as one JSON array with separators, as other rows than they are (a value cut between two rows,
# two values in one row, the separator's string in a row, spaces), and kinds near the typed sheets' kind
FORGED: list[list[Any]] = [
    ['{"a":"', '"}'], ['{"a":[1', '2]}'], ['{"a":"}', '{"}', '{},{}'], ['{"a":"}', '{"}', '{},"~",{}'],
    ['{"a":"~"}', '{}'], ['{"a":"},\"~\",{"}', '{}'], ['{"~":1}', '"~"'], ['{},"~"', '{}'], ['"~",{}', '{}'],
    ['{"a":1} ,"~", {"b":2}', '{}'], ['{"a":[1', '2]}', '{},"~",{}'], ['{"a":{"b":1', '"c":2}}', '{} , "~" ,{}'], ['{}', '\n{}\t'], ['{"a":"\\"}', '{}'], ['{"a":"\\', '"}'],
    ['{"a":"x\\u007e"}', '{}'], ['{"a":["~","~"]}', '{"b":"~"}'], ['{"a":1', '}'],
]


@pytest.mark.parametrize("datas", FORGED, ids=[repr(r)[:40] for r in FORGED])
@pytest.mark.parametrize("kind", ["orders", "note"])
def test_rows_forged_to_read_as_other_rows_read_as_each_alone(datas, kind, tmp_path):
    path = tmp_path / "g.dipgame"
    conn = file_table([(1, "setup", 1.0, GOOD)] + [(i + 2, kind, 2.0 + i, d) for i, d in enumerate(datas)]
                      + [(len(datas) + 2, "orders", 9.5, GOOD)])
    assert outcome(_read_events, conn, path) == outcome(reference_read, conn, path)
    quick = _quick_events(conn)
    if quick is not None:
        assert outcome(lambda c, p: quick, conn, path) == outcome(reference_read, conn, path)


@pytest.mark.parametrize("data", ROWS, ids=[repr(r)[:40] for r in ROWS])
def test_a_row_of_this_versions_table_is_read_as_json_loads_reads_it(data, tmp_path):
    path = tmp_path / "g.dipgame"
    if data is None:
        return  # (NOT NULL: SQLite lets no such row in)
    for kind in ("orders", "note"):
        conn = file_table([(1, "setup", 1.0, GOOD), (2, kind, 2.0, data), (3, "orders", 3, GOOD)])
        assert outcome(_read_events, conn, path) == outcome(reference_read, conn, path)


@pytest.mark.parametrize("rows", [
    [(1, "setup", 1.0, GOOD), (3, "orders", 2.0, GOOD)],  # a gap
    [(2, "setup", 1.0, GOOD), (3, "orders", 2.0, GOOD)],  # no first event
    [(0, "setup", 1.0, GOOD), (1, "orders", 2.0, GOOD)],
    [(1, "setup", 1.0, GOOD), (2, "ORDERS", 2.0, GOOD), (3, "orders ", 2.0, GOOD), (4, b"orders", 2.0, GOOD)],
    [(1, "setup", 1.0, GOOD), (2, b"orders", 2.0, GOOD)], [(1, "setup", 1.0, GOOD), (2, 5, 2.0, GOOD)],
    [(1, "setup", 1.0, GOOD), (2, "orders", "2.0", GOOD)], [(1, "setup", 1.0, GOOD), (2, "orders", b"2", GOOD)],
    [(1, "setup", 1.0, GOOD), (2, "orders", 2, GOOD)], [(1, "setup", 1.0, GOOD), (2, "orders", "x", GOOD)],
    [(1, "setup", 1.0, GOOD), (2, "orders", 2.0, "{bad")], [(1, "setup", 1.0, GOOD), (2, "orders", 2.0, b"{}")],
    [(1, "setup", 1.0, GOOD)] + [(i, "orders" if i % 3 else "clock", float(i), GOOD) for i in range(2, 1300)],
    [],
])
def test_a_tampered_file_table_is_read_or_refused_as_row_by_row(rows, tmp_path):
    path = tmp_path / "g.dipgame"
    conn = file_table(rows)
    assert outcome(_read_events, conn, path) == outcome(reference_read, conn, path)


def test_a_table_made_otherwise_is_read_row_by_row(tmp_path):
    """Only a table made as this version makes it is read by its rowids: the same rows in a table whose seq is not
    its rowid (a seq twice is then possible) or whose kinds compare otherwise are read row by row, as before."""
    path = tmp_path / "g.dipgame"
    for schema, first in (("CREATE TABLE events (seq, kind, at, data)", 1),
                          (_EVENTS_TABLE.replace("INTEGER PRIMARY KEY", "INTEGER"), 1),
                          (_EVENTS_TABLE.replace("kind TEXT NOT NULL", "kind TEXT NOT NULL COLLATE NOCASE"), 2)):
        conn = file_table([(1, "setup", 1.0, GOOD), (first, "ORDERS", 2.0, GOOD), (3, "orders", 3.0, GOOD)], schema)
        assert _quick_events(conn) is None
        assert outcome(_read_events, conn, path) == outcome(reference_read, conn, path)
        assert outcome(_read_events, conn, path)[0] == ("refused" if first == 1 else "read")


def test_a_long_file_is_read_with_two_values_a_row(tmp_path):
    """A game typed key by key is read from its file without each row's seq and kind: Python's sqlite3 reads each
    column of each row letting the GIL go and taking it again (fails on the former reading, which asked for the
    four columns of every row); the rows other than typed sheets are asked for by their seqs."""
    game = Game.new("standard")
    for k in range(1, 12):
        game.set_orders("FRANCE", ["A Par - Bur"[:k]])
    game.process()
    for k in range(1, 12):
        game.set_orders("FRANCE", ["A Bur - Mun"[:k]])
    path = tmp_path / "typed.dipgame"
    GameFile.create(path, game).close()
    conn = sqlite3.connect(path, isolation_level=None)
    asked: list[str] = []
    conn.set_trace_callback(asked.append)
    events = _read_events(conn, path)
    assert events == game.events
    assert [e.data for e in events] == [json.loads(_dumps(dict(e.data))) for e in game.events]
    assert not any("SELECT seq, kind, at, data" in q for q in asked)
    assert [q for q in asked if "WHERE seq IN" in q] and not conn.in_transaction

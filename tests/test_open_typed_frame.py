"""Opening a long game: the typed sheets' keys found by the game's frame on plain texts (``GameKind.typed_frame``,
``core.record.plain_lines``), the typed sheets made as events of a class that holds their kind (``core.events``'
``text_events``, ``class_kind``), and the phase log's pass that skips them (``core.clock._noted_places``)."""

from __future__ import annotations

import copy
import dataclasses
import json
import pickle
import random
import sqlite3
from pathlib import Path

import pytest

from referee_app.core import clock as clock_module
from referee_app.core.clock import PhaseLog
from referee_app.core.events import Event, TextEvent, class_kind, text_events
from referee_app.core.record import GameFile, _read_events, plain_lines
from referee_app.games.diplomacy.kind import Diplomacy
from referee_app.games.diplomacy.table.game import MAX_SHEET_LINES, TYPED_FRAME, TYPED_SHAPE
from tests.test_record_read import GOOD, file_table

KIND = Diplomacy


def reference_plain(text: str) -> bool:
    return all(c == "\n" or (" " <= c <= "~" and c != "\\") for c in text)


def test_plain_lines_is_printable_ascii_but_the_backslash_or_line_breaks():
    for code in range(0x110):
        for text in (chr(code), f"ab{chr(code)}cd", f"{chr(code)}\n{'x' * 40}", "x" * 33 + chr(code)):
            assert plain_lines(text) == reference_plain(text), repr(text)
    rng = random.Random(21)
    alphabet = ["a", " ", "~", "\n", '"', "\\", "\t", "\r", "\x00", "\x1f", "\x7f", "é", "巴", "\x80"]
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30)))
        assert plain_lines(text) == reference_plain(text), repr(text)


def sheet(power: str = "FRANCE", lines: tuple[str, ...] = ("A Par - Bur",), phase: str = "S1901M") -> str:
    return json.dumps({"phase": phase, "power": power, "lines": list(lines), "late": False}, separators=(",", ":"))


def test_the_frame_finds_the_shapes_keys_on_plain_lines():
    """Plain texts of one to four lines built around a sheet's frame, broken in random places with the characters
    that matter (quotes, brackets, commas, braces, line breaks): where either pattern finds one key per line, the
    other finds the same keys (the frame may match across a break; then both find fewer keys than lines)."""
    rng = random.Random(1921)
    alphabet = ['"', "[", "]", ",", "{", "}", ":", " ", "a", "~", "\n", "u", "0", '","', '"]', '["']
    frame = ['{"phase":"', "S1901M", '","power":"', "FRANCE", '","lines":[', '"', "A Par - Bur", '"', "],", '"late":',
             "false", "}"]
    agreed = differed = 0
    for _ in range(6000):
        texts = []
        for _ in range(rng.randint(1, 4)):
            parts = list(frame)
            for _ in range(rng.randint(0, 3)):
                k = rng.randrange(len(parts))
                parts[k] = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 4))) if rng.random() < 0.5 \
                    else parts[k] + rng.choice(alphabet)
            texts.append("".join(parts))
        text = "\n".join(texts)
        assert plain_lines(text)
        lines = text.count("\n") + 1
        shape, fast = TYPED_SHAPE.findall(text), TYPED_FRAME.findall(text)
        if len(shape) == lines or len(fast) == lines:
            assert fast == shape, repr(text)
            agreed += 1
        elif fast != shape:
            differed += 1
    assert agreed > 500 and differed > 0  # (matches across a break were met)


def test_the_frame_and_the_shape_on_a_sheets_limits():
    for lines in (0, 1, MAX_SHEET_LINES - 1, MAX_SHEET_LINES, MAX_SHEET_LINES + 1):
        text = sheet(lines=("A",) * lines)
        assert TYPED_FRAME.findall(text) == TYPED_SHAPE.findall(text)
    text = "\n".join([sheet(), sheet("ITALY", ("A Ven - Tyr", "", " ~")), sheet("RUSSIA", ())])
    assert TYPED_FRAME.findall(text) == TYPED_SHAPE.findall(text) == ["FRANCE", "ITALY", "RUSSIA"]
    assert Diplomacy.typed_frame == (TYPED_SHAPE, TYPED_FRAME) and Diplomacy.typed_shape is TYPED_SHAPE


class Spy:
    """A frame that says when it is asked (the frame's own answer)."""

    def __init__(self) -> None:
        self.asked = 0

    def findall(self, text: str) -> list[str]:
        self.asked += 1
        return TYPED_FRAME.findall(text)


@pytest.mark.parametrize("odd", [None, "A Par\\ - Bur", "tab\there", "é", "\x7f"])
def test_the_reading_asks_the_frame_only_where_every_typed_text_is_plain(odd, monkeypatch, tmp_path):
    """Fails on the former reading (no frame asked)."""
    spy = Spy()
    monkeypatch.setattr(KIND, "typed_frame", (TYPED_SHAPE, spy))
    rows = [(1, "setup", 1.0, GOOD), (2, "orders", 2.0, sheet()), (3, "note", 3.0, '{"a":1}'),
            (4, "orders", 4.0, sheet("ITALY", ("A Ven - Tyr",) if odd is None else (odd,)))]
    conn = file_table(rows)
    events = _read_events(conn, tmp_path / "g.dipgame", TYPED_SHAPE)
    assert spy.asked == (1 if odd is None else 0)
    # (the shape matches no sheet with such a line: every row is read)
    assert getattr(events, "typed_keys", None) == ([None, "FRANCE", None, "ITALY"] if odd is None else None)
    assert events == [Event(kind, float(at), json.loads(data)) for _seq, kind, at, data in rows]
    spy.asked = 0
    monkeypatch.setattr(KIND, "typed_frame", (object(), spy))  # given with another shape: not asked
    assert _read_events(conn, tmp_path / "g.dipgame", TYPED_SHAPE) == events and spy.asked == 0


def test_the_long_game_reads_the_same_with_the_frame_and_with_the_shape(monkeypatch, tmp_path, long_game_file):
    with GameFile.open(long_game_file, readonly=True) as gf:
        framed = list(gf.game.events)
        keys = gf.game.events
    monkeypatch.setattr(KIND, "typed_frame", None)
    with GameFile.open(long_game_file, readonly=True) as gf:
        shaped = list(gf.game.events)
    assert framed == shaped and len(framed) > 50
    assert [e.__class__ for e in framed] == [e.__class__ for e in shaped] and keys


@pytest.fixture
def long_game_file(tmp_path: Path) -> Path:
    """A game typed key by key (a sheet an event) over a few phases, as the desk writes it."""
    from tests.test_open_lazy_sheets import typed_game

    path = tmp_path / "typed.dipgame"
    GameFile.create(path, typed_game()).close()
    return path


def test_typed_sheets_are_events_of_a_class_that_holds_their_kind():
    """Fails on the former making (every event's kind in its own slot, of class ``TextEvent``)."""
    made = text_events("orders", [1.0, 2.5], [GOOD, sheet()])
    assert [ev.kind for ev in made] == ["orders", "orders"] and [ev.at for ev in made] == [1.0, 2.5]
    assert class_kind(type(made[0])) == "orders" and type(made[0]) is type(made[1])
    assert isinstance(made[0], TextEvent) and made[0].__class__ is TextEvent
    assert class_kind(Event) is None and class_kind(TextEvent) is None
    clocks = text_events("clock", [3.0], ['{"action":"start"}'])
    assert class_kind(type(clocks[0])) == "clock" and clocks[0].kind == "clock" and clocks[0].data == {"action": "start"}
    for ev, data in ((made[0], json.loads(GOOD)), (clocks[0], {"action": "start"})):
        plain = Event(ev.kind, ev.at, data)
        for other in (copy.copy(ev), copy.deepcopy(ev), pickle.loads(pickle.dumps(ev)), dataclasses.replace(ev)):
            assert other == plain and repr(other) == repr(plain) and other.kind == ev.kind
        changed = dataclasses.replace(ev, kind="note")
        assert changed.kind == "note" and changed == Event("note", ev.at, data)
        with pytest.raises(dataclasses.FrozenInstanceError):
            ev.kind = "note"  # type: ignore[misc]
        assert hash(Event("a", 1.0, ())) == hash(Event("a", 1.0, ()))  # (a dataclass's hash of its fields)


class Fake:
    def __init__(self, kind: str) -> None:
        self.kind = kind


def reference_noted(events: list, begin: int, end: int) -> list[int]:
    return [i for i, ev in enumerate(events[begin:end], begin) if ev.kind in clock_module._NOTED]


def test_the_noted_places_are_those_of_the_noted_kinds():
    """Fails with the typed sheets' class skipped whatever its kind (a clock's events made by ``text_events``)."""
    rng = random.Random(64)
    kinds = ["orders", "setup", "adjudicate", "undo", "clock", "note", "end"]
    for _ in range(300):
        events: list = []
        for _ in range(rng.randint(0, 40)):
            kind = rng.choice(kinds)
            how = rng.randrange(4)
            if how == 0:
                events.append(Event(kind, 1.0, {}))
            elif how == 1:
                events += text_events(kind, [1.0], ["{}"])
            elif how == 2:
                events.append(TextEvent(kind, 1.0, {}))
            else:
                events.append(Fake(kind))
        begin = rng.randint(0, len(events))
        end = rng.randint(begin, len(events))
        assert clock_module._noted_places(events, begin, end) == reference_noted(events, begin, end)


def test_the_phase_log_of_a_typed_game_is_as_it_was(long_game_file):
    with GameFile.open(long_game_file, readonly=True) as gf:
        events = gf.game.events
        got = PhaseLog().current(events)
        clocks = PhaseLog().clock_events(events)
    plain = [Event(ev.kind, ev.at, ev.data) for ev in events]
    assert got == clock_module._phase_events(plain) and clocks == [ev for ev in plain if ev.kind == "clock"]


def test_a_plain_file_connection_is_left_as_it_was(tmp_path):
    conn = file_table([(1, "setup", 1.0, GOOD), (2, "orders", 2.0, sheet())])
    _read_events(conn, tmp_path / "g.dipgame", TYPED_SHAPE)
    assert not conn.in_transaction and isinstance(conn, sqlite3.Connection)


# typed texts the frame alone would match with a key though JSON reads them otherwise or not at all (an escaped
# quote ending a string for the frame), and near ones with control and non-ASCII characters
NOT_PLAIN = [
    '{"phase":"x\\","power":"ITALY","lines":[],"late":false}',
    '{"phase":"S1901M","power":"FRANCE","lines":["a\\",\\"b"],"late":false}',
    '{"phase":"S1901M","power":"FRANCE","lines":["a\\","b"],"late":false}',
    '{"phase":"S1901M","power":"FRANCE","lines":["a\\\\","b"],"late":false}',
    '{"phase":"S1901M","power":"FRANCE","lines":["a\tb"],"late":false}',
    '{"phase":"S1901M","power":"FRANCE","lines":["a\x7fb"],"late":false}',
    '{"phase":"S1901M","power":"FRANCÉ","lines":[],"late":false}',
]


@pytest.mark.parametrize("text", NOT_PLAIN)
def test_a_typed_text_that_is_not_plain_is_read_as_json_reads_it(text, tmp_path):
    """Fails with every text taken as plain (the frame asked for all)."""
    from tests.test_record_read import outcome, reference_read

    path = tmp_path / "g.dipgame"
    conn = file_table([(1, "setup", 1.0, GOOD), (2, "orders", 2.0, text), (3, "orders", 3.0, sheet())])
    read = outcome(lambda c, p: _read_events(c, p, TYPED_SHAPE), conn, path)
    assert read == outcome(reference_read, conn, path)

"""The game file: one SQLite database per game that never loses a keystroke.

A game (of any kind: ``core.registry``) *is* its event log (``game.events``); the file stores that log, one row
per event, committed as it happens. Reopening a file replays the log, so a game
killed mid-phase (even ``kill -9`` while a sheet is half typed) resumes at the
same phase with every typed line.

Layout (schema version 1; full description in ``docs/record-format.md``)::

    meta    (key, value)                      format, schema version, created_at, ruleset, title ...
    events  (seq, kind, at, data)             append-only; data is the event's JSON
    phases  (event_seq, phase, position, sheets, results, next_phase, adjudicated_at, undone_seq)
            derived, for readers: one row per adjudication, marked when taken back

``PRAGMA application_id`` marks the file as ours and ``PRAGMA user_version``
holds the schema version; ``MIGRATIONS`` upgrades older files.

Safety rules:

* A file is checked read-only first (header bytes, then an SQLite read-only
  connection: application id, version, ``quick_check``, the events replay)
  and only then opened for writing. A corrupt, truncated, foreign or
  newer-version file raises ``RecordError`` and is never changed.
* One writer per file: ``GameFile`` holds an OS lock (``flock`` / ``msvcrt``)
  on ``<file>.lock`` for as long as it is open; a second writer - another
  window, another process - is refused with a message naming the holder. The
  OS drops the lock when a process dies, so a crash never leaves a game
  locked. Read-only opens take no lock (SQLite's WAL lets them read while a
  writer works).
* Failing writes (full disk, read-only location) raise ``RecordError``; the
  events stay in memory and are written with the next event or ``flush()``,
  or into a new file with ``save_as``.
"""

from __future__ import annotations

import dataclasses
import errno
import json
import os
import re
import sqlite3
import stat
import struct
import sys
import time
from _thread import allocate_lock, get_ident
from array import array
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from itertools import repeat
from json.scanner import make_scanner
from operator import contains, countOf
from pathlib import Path
from types import TracebackType
from typing import Any

from . import registry
from .errors import RefereeError
from .events import RESOLVED, TAKEN_BACK, Event, ReadEvents, UnknownEventsError, text_events
from .frozen import make_many
from .messages import Message, Text, msg
from .paths import config_dir
from .registry import GameKind, PhaseRow, RecordedGame

APPLICATION_ID = 0x44495052  # "DIPR" in the SQLite header (offset 68)
SCHEMA_VERSION = 1
FORMAT_NAME = "referee-app game"
SUFFIX = ".dipgame"  # suggested file name ending; not required
SQLITE_MAGIC = b"SQLite format 3\x00"


class RecordError(RefereeError):
    """A game file cannot be read or written. The message says which file and why."""


class WrongGameError(RecordError):
    """A command of one game given a file of another game: refused before the file is replayed or locked,
    so it is left byte for byte as it was. ``found``: the game the file holds; ``wanted``: the command's."""

    def __init__(self, message: Message, found: str, wanted: str) -> None:
        super().__init__(message)
        self.found = found
        self.wanted = wanted


def game_title(name: str) -> Text:
    """A game's title in every language (its name as it is for a game this program does not know)."""
    try:
        return Text(dict(registry.get(name).titles))
    except RefereeError:
        return Text({"en": name})


def file_game(path: str | os.PathLike[str]) -> str:
    """The game a game file holds (the ``game`` key of its meta table; older files: Diplomacy), read without
    changing anything and without replaying it. Raises ``RecordError`` for what is not a game file."""
    p = Path(path)
    _check_header(p)
    conn = _connect_ro(p, immutable=not any(p.with_name(p.name + side).exists() for side in ("-wal", "-journal")))
    try:
        return _game_name(conn)
    finally:
        conn.close()


def recorded_events(path: str | os.PathLike[str]) -> int:
    """How many events the game file at ``path`` holds now (its record only grows), read without replaying
    it and without changing anything: a cheap look for a reader that follows a file another process writes
    (the last event's number: events are numbered from 1 with no gap, which reading a file checks, so no
    table walk however long the game). Raises ``RecordError`` for what is not a game file."""
    p = Path(path)
    _check_header(p)
    conn = _connect_ro(p, immutable=not any(p.with_name(p.name + side).exists() for side in ("-wal", "-journal")))
    try:
        return int(conn.execute("SELECT coalesce(max(seq), 0) FROM events").fetchone()[0])
    except sqlite3.DatabaseError as exc:
        raise RecordError(f"{p.name} cannot be read as a game file: {exc}") from exc
    finally:
        conn.close()


def check_game(path: str | os.PathLike[str], wanted: str) -> None:
    """Raise ``WrongGameError`` unless the file at ``path`` holds a game of ``wanted`` (a registry name)."""
    found = file_game(path)
    if found != wanted:
        raise WrongGameError(msg("record.wrong_game", file=Path(path).name, holds=game_title(found),
                                 wanted=game_title(wanted)), found, wanted)


# --- the schema ------------------------------------------------------------------------------

SCHEMA_V1 = """
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE events (
    seq  INTEGER PRIMARY KEY,   -- 1, 2, 3 ... the order things happened
    kind TEXT NOT NULL,         -- setup | orders | orders-late | clock | adjudicate | undo | end | note ...
    at   REAL NOT NULL,         -- time stamp, seconds since 1970-01-01 UTC
    data TEXT NOT NULL          -- the event's data as a JSON object
);
CREATE TRIGGER events_append_only_update BEFORE UPDATE ON events
BEGIN SELECT RAISE(ABORT, 'the event log is append-only'); END;
CREATE TRIGGER events_append_only_delete BEFORE DELETE ON events
BEGIN SELECT RAISE(ABORT, 'the event log is append-only'); END;
CREATE TABLE phases (
    event_seq      INTEGER PRIMARY KEY REFERENCES events(seq),  -- the 'adjudicate' event
    phase          TEXT NOT NULL,       -- e.g. S1901M
    position       TEXT NOT NULL,       -- JSON: the position the orders were given in
    sheets         TEXT NOT NULL,       -- JSON: {power: [lines as typed]}
    results        TEXT NOT NULL,       -- JSON: the adjudication (see docs/record-format.md)
    next_phase     TEXT NOT NULL,
    adjudicated_at REAL NOT NULL,
    undone_seq     INTEGER REFERENCES events(seq)  -- the 'undo' event that took it back, or NULL
);
CREATE INDEX phases_by_phase ON phases(phase);
"""

# The tables each schema version must have (checked before a file is trusted).
REQUIRED_TABLES: dict[int, frozenset[str]] = {
    0: frozenset({"log"}),
    1: frozenset({"meta", "events", "phases"}),
}


def _migrate_v0_to_v1(conn: sqlite3.Connection) -> None:
    """Version 0 was a single ``log(n, kind, at, data)`` table (pre-release layout)."""
    for stmt in _statements(SCHEMA_V1):
        conn.execute(stmt)
    conn.execute("INSERT INTO events (seq, kind, at, data) SELECT n, kind, at, data FROM log ORDER BY n")
    conn.execute("DROP TABLE log")


# from-version -> function upgrading a file from that version to the next; run in one transaction
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    0: _migrate_v0_to_v1,
}


def _statements(script: str) -> list[str]:
    """Split a schema script into statements (triggers contain ';' inside BEGIN ... END)."""
    out: list[str] = []
    buf = ""
    for line in script.splitlines():
        if line.strip().startswith("--") or not line.strip():
            continue
        buf += line + "\n"
        if sqlite3.complete_statement(buf):
            out.append(buf.strip())
            buf = ""
    if buf.strip():
        out.append(buf.strip())
    return out


# --- the derived table of resolved phases ---------------------------------------------------------

def _phase_row(row: PhaseRow) -> tuple[Any, ...]:
    return (row.event_seq, row.phase, row.position, row.sheets, row.results, row.next_phase, row.resolved_at,
            row.undone_seq)


def _kind_of(game: Any) -> GameKind:
    return registry.get(str(getattr(game, "game_name", registry.DEFAULT_GAME)))


# what ``json.dumps`` makes for these options at each call, made once (it keeps nothing between its calls)
_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), sort_keys=False)


def _dumps(obj: Any) -> str:
    return _ENCODER.encode(obj)  # ``json.dumps(obj, ensure_ascii=False, separators=(",", ":"), sort_keys=False)``


def host_name() -> str:
    """This machine's name, as ``socket.gethostname()`` gives it (the game file's lock names the machine that
    holds it). On Linux the C library's ``gethostname`` is the kernel's node name, which ``os.uname`` gives
    without importing ``socket`` (1-3 ms of a start that opens a game file: its enums); elsewhere ``socket``."""
    if sys.platform.startswith("linux"):
        return os.uname().nodename
    import socket

    return socket.gethostname()


def _iso(t: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t))


# --- checking a file before trusting it -------------------------------------------------------

def _ro_uri(path: Path, immutable: bool = False) -> str:
    return path.resolve().as_uri() + ("?mode=ro&immutable=1" if immutable else "?mode=ro")


def _check_header(path: Path) -> None:
    """Look at the raw header with plain file reads: nothing can be written by accident."""
    try:
        size = path.stat().st_size
        with open(path, "rb") as fh:
            head = fh.read(100)
    except FileNotFoundError:
        raise RecordError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise RecordError(f"{path} is a folder, not a game file") from None
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror or exc}") from exc
    if size == 0:
        raise RecordError(f"{path.name} is empty: it is not a game file (or it was cut off before anything was saved)")
    if len(head) < len(SQLITE_MAGIC) and SQLITE_MAGIC.startswith(head):
        raise RecordError(f"{path.name} is truncated: only {size} bytes are left of the game file")
    if not head.startswith(SQLITE_MAGIC):
        raise RecordError(f"{path.name} is not a game file of this program (it is not an SQLite database)")
    if len(head) < 100:
        raise RecordError(f"{path.name} is truncated: only {size} bytes are left of the game file")
    page_size = struct.unpack(">H", head[16:18])[0]
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        raise RecordError(f"{path.name} is damaged: its header is not valid")
    change_counter, pages, valid_for = struct.unpack(">I", head[24:28])[0], struct.unpack(">I", head[28:32])[0], \
        struct.unpack(">I", head[92:96])[0]
    try:
        wal = path.with_name(path.name + "-wal").stat().st_size
    except OSError:
        wal = 0
    if not wal:  # with a write-ahead log pending, the file's size is the log's business: SQLite checks it
        if size % page_size:
            raise RecordError(f"{path.name} is truncated or damaged: {size} bytes is not a whole number of "
                              f"{page_size}-byte pages")
        if valid_for == change_counter and pages and size < pages * page_size:
            raise RecordError(f"{path.name} is truncated: it should be {pages * page_size} bytes long but is {size}")
    app_id = struct.unpack(">i", head[68:72])[0]
    if app_id != APPLICATION_ID:
        what = "another program's SQLite database" if app_id else "an SQLite database, but not a game file of this program"
        raise RecordError(f"{path.name} is {what}; it was left unchanged")


def _connect_ro(path: Path, immutable: bool = False) -> sqlite3.Connection:
    """A read-only connection. ``immutable`` reads without creating the -wal/-shm companions
    (right only when no -wal exists, i.e. nobody has the file open)."""
    if immutable:
        try:
            conn = sqlite3.connect(_ro_uri(path, immutable=True), uri=True, isolation_level=None)
            conn.execute("PRAGMA schema_version").fetchone()
            return conn
        except sqlite3.DatabaseError as exc:
            raise RecordError(f"{path.name} cannot be read as a game file: {exc}; it was left unchanged") from exc
    try:
        conn = sqlite3.connect(_ro_uri(path), uri=True, isolation_level=None)
        conn.execute("PRAGMA schema_version").fetchone()
        return conn
    except sqlite3.DatabaseError as exc:
        # a WAL file in a read-only folder: SQLite cannot create the -shm index; read it as immutable
        if "readonly" not in str(exc).lower() and "unable to open" not in str(exc).lower():
            raise RecordError(f"{path.name} cannot be read as a game file: {exc}") from exc
    try:
        conn = sqlite3.connect(_ro_uri(path, immutable=True), uri=True, isolation_level=None)
        conn.execute("PRAGMA schema_version").fetchone()
        return conn
    except sqlite3.DatabaseError as exc:
        raise RecordError(f"{path.name} cannot be read: {exc}") from exc


def _version_and_tables(conn: sqlite3.Connection, path: Path) -> int:
    try:
        app_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if app_id != APPLICATION_ID:
            raise RecordError(f"{path.name} is not a game file of this program; it was left unchanged")
        if version > SCHEMA_VERSION:
            raise RecordError(f"{path.name} was written by a newer version of this program (game file format "
                              f"{version}; this version reads formats up to {SCHEMA_VERSION}). Update the program "
                              "to open it; the file was left unchanged")
        if version not in REQUIRED_TABLES:
            raise RecordError(f"{path.name}: unknown game file format {version}; it was left unchanged")
        check = [str(r[0]) for r in conn.execute("PRAGMA quick_check").fetchall()]
        if check != ["ok"]:
            raise RecordError(f"{path.name} is damaged ({'; '.join(check[:3])}); it was left unchanged")
        tables = {str(r[0]) for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    except sqlite3.DatabaseError as exc:
        raise RecordError(f"{path.name} is damaged ({exc}); it was left unchanged") from exc
    missing = REQUIRED_TABLES[version] - tables
    if missing:
        raise RecordError(f"{path.name} is damaged or not a game file: table {', '.join(sorted(missing))} is "
                          "missing; it was left unchanged")
    return version


# ``json.loads``'s own reader of one value at an index of a string (``(value, end)``; StopIteration where no value
# starts): an event's data read straight, without ``loads``'s checks around it, when the value fills the row
_SCAN_JSON = make_scanner(json.JSONDecoder())  # type: ignore[arg-type]  # (typeshed names the C scanner its own argument)


def _read_events(conn: sqlite3.Connection, path: Path, shape: re.Pattern[str] | None = None) -> list[Event]:
    """The file's events, read and checked (the first that cannot be read is named). ``shape``: the game's typed
    shape (``_typed_shape``), with which a plain file's typed sheets are left unread (``_typed_events``)."""
    try:
        quick = _quick_events(conn, shape)
    except sqlite3.DatabaseError:  # read again below, which says what the file's trouble is
        quick = None
    if quick is not None:
        return quick
    try:
        rows = conn.execute("SELECT seq, kind, at, data FROM events ORDER BY seq").fetchall()
    except sqlite3.DatabaseError as exc:
        raise RecordError(f"{path.name} is damaged ({exc}); it was left unchanged") from exc
    plain = _plain_events(rows)
    return plain if plain is not None else _checked_events(rows, path)


# the events table as this version writes it (``sqlite_master``'s text): its ``seq`` is the table's rowid, so its
# values are distinct integers, which ``_quick_events`` relies on
_EVENTS_TABLE = next(s for s in _statements(SCHEMA_V1) if s.startswith("CREATE TABLE events ")).rstrip(";")
# the kind most of a long record holds (a typed sheet: a key, an event), read by ``_quick_events`` without its text
_TYPED = "orders"
# a row's time where its kind is the typed sheets', else NULL (the row is then read whole by its seq)
_QUICK_SQL = f"SELECT CASE WHEN kind IS '{_TYPED}' COLLATE BINARY THEN at END, data FROM events ORDER BY seq"
_ENDS_SQL = "SELECT (SELECT min(seq) FROM events), (SELECT max(seq) FROM events)"
_BY_SEQ = 500  # seqs asked for at once by ``_quick_events``


def _quick_events(conn: sqlite3.Connection, shape: re.Pattern[str] | None = None) -> list[Event] | None:
    """The events of the file when it is plain (``_plain_events``), read with two values a row instead of four: each
    of Python's ``sqlite3`` column reads lets go of the GIL and takes it again, and a long game typed at the desk
    holds thousands of rows. The kind of a typed sheet (``_TYPED``, compared byte for byte in SQL) is not read: its
    row gives its time, any other row NULL, and those rows (an adjudication, the setup ...) are read whole by their
    seqs. The seqs are not read either: in a table made as this version makes it (``_EVENTS_TABLE``, compared as
    text) they are the rowids, distinct integers, so n rows whose least is 1 and greatest n are 1, 2 ... n, in
    order. All in one read transaction (one snapshot of the file). None where anything differs from that (another
    table's text, a seq missing, a row not plain ...): ``_read_events`` then reads every row as before, and refuses
    what it refuses. The same events as that reading (tests/test_record_read.py). With the game's typed ``shape``,
    the typed sheets are left unread where it matches each (``_typed_events``)."""
    schema = conn.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'events'").fetchone()
    if schema is None or schema[0] != _EVENTS_TABLE:
        return None
    own = not conn.in_transaction
    if own:
        conn.execute("BEGIN")
    try:
        rows = conn.execute(_QUICK_SQL).fetchall()
        n = len(rows)
        if not n or tuple(conn.execute(_ENDS_SQL).fetchone()) != (1, n):
            return None
        ats, datas = map(list, zip(*rows))
        kinds = [_TYPED] * n
        others = _places_of_none(ats)
        for k in range(0, len(others), _BY_SEQ):
            part = others[k:k + _BY_SEQ]
            seqs = [i + 1 for i in part]
            got = conn.execute(f"SELECT seq, kind, at FROM events WHERE seq IN ({','.join('?' * len(seqs))}) "
                               "ORDER BY seq", seqs).fetchall()
            if [row[0] for row in got] != seqs:
                return None
            for i, (_seq, kind, at) in zip(part, got):
                kinds[i] = kind
                ats[i] = at
    finally:
        if own:
            try:
                conn.execute("COMMIT")
            except sqlite3.Error:  # pragma: no cover - a read transaction's end
                pass
    if shape is not None and len(others) < n:
        typed = _typed_events(kinds, ats, datas, others, shape, _typed_frame(conn, shape))
        if typed is not None:
            return typed
    return _plain_columns(kinds, ats, datas)


def _places_of_none(values: list[Any]) -> list[int]:
    """The places (ascending) of None in ``values`` (a row's values from sqlite3: int, float, str, bytes or None, of
    which only None equals None), found by ``list.index`` (a C scan) from each to the next: a long log holds few."""
    places: list[int] = []
    place = -1
    index, append = values.index, places.append
    try:
        while True:
            place = index(None, place + 1)
            append(place)
    except ValueError:
        return places


def _typed_shape(conn: sqlite3.Connection) -> re.Pattern[str] | None:
    """The typed shape of the file's game (``GameKind.typed_shape``), or None (a game without one, or none known:
    the replay then says what it says of the game)."""
    try:
        return getattr(registry.get(_game_name(conn)), "typed_shape", None)
    except Exception:  # noqa: BLE001 - the file is read as before, and its replay refuses what it refuses
        return None


def _typed_frame(conn: sqlite3.Connection, shape: re.Pattern[str]) -> re.Pattern[str] | None:
    """The frame the file's game gives with its typed ``shape`` (``GameKind.typed_frame``: used instead of the shape on
    plain lines, ``plain_lines``), or None (none given, or given with another shape)."""
    try:
        pair = getattr(registry.get(_game_name(conn)), "typed_frame", None)
    except Exception:  # noqa: BLE001 - read with the shape alone
        return None
    return pair[1] if pair is not None and pair[0] is shape else None


# what a plain line (``plain_lines``) holds none of: the control characters, DEL and the backslash
_NOT_PLAIN = tuple(chr(i) for i in (*range(0x20), 0x7F, 0x5C) if i != 0x0A)


def plain_lines(text: str) -> bool:
    """Whether every character of ``text`` is plain (printable ASCII: a space to ``~``, but the backslash) or a line
    break: an ASCII check, then one ``memchr`` scan a character that is not plain (about 0.1 instruction a byte)."""
    return text.isascii() and not any(map(text.__contains__, _NOT_PLAIN))


def _typed_events(kinds: list[Any], ats: list[Any], datas: list[Any], others: list[int],
                  shape: re.Pattern[str], frame: re.Pattern[str] | None = None) -> ReadEvents | None:
    """The events of a plain file's rows (``_quick_events``: the kinds, times and data of every row; ``others``, the
    rows not of the typed kind), its typed sheets left unread (``TextEvent``) when the game's typed ``shape`` matches
    each one's text whole: the shape's contract (``GameKind.typed_shape``) is that every text it matches whole, as a
    line of a text (``re.MULTILINE``'s ``^`` and ``$``), is one JSON object alone, with no line break, and that its one
    group is the object's key (as the game defines it). Their texts are joined by line breaks, and where they hold no
    other break (one line each) and the shape's ``findall`` finds as many keys as there are texts, each text is one
    match (a match is within a line, from its start to its end); where every text is plain (``plain_lines``), the
    game's ``frame`` is asked instead (``GameKind.typed_frame``: the same keys where either finds one a text, and
    fewer keys than texts where the other does). The other rows are read as ``_plain_columns`` reads
    them. The same events as ``_plain_columns`` gives for every row (equal; a typed sheet's data read from its text
    when asked); None where anything differs (then all rows are read as before)."""
    texts, typed_ats = _without(datas, others), _without(ats, others)
    m = len(texts)
    try:
        # every time a number (as ``_plain_columns`` checks it), as a float (as it makes them)
        times: list[float] = array("d", typed_ats).tolist()
        joined = "\n".join(texts)  # (TypeError: a text that is not one)
    except (TypeError, OverflowError):
        return None
    if any(map(contains, texts, repeat("\n"))):  # (no text holds a line break: each is one line of the joined)
        return None
    # (the game's frame where every text is plain: it finds the same keys as the shape where either finds one a text)
    keys: list[str | None] = (frame if frame is not None and plain_lines(joined) else shape).findall(joined)
    if len(keys) != m:
        return None
    rest: list[Event] = []
    if others:
        read = _plain_columns([kinds[i] for i in others], [ats[i] for i in others], [datas[i] for i in others])
        if read is None:
            return None
        rest = read
    made: list[Event] = list(text_events(_TYPED, times, texts))
    return ReadEvents(_with(made, others, rest), _with(keys, others, [None] * len(others)), len(max(texts, key=len)),
                      others)


def _without(items: list[Any], places: list[int]) -> list[Any]:
    """``items`` but those at ``places`` (ascending), by slices."""
    out: list[Any] = []
    begin = 0
    for i in places:
        out += items[begin:i]
        begin = i + 1
    out += items[begin:]
    return out


def _with(items: list[Any], places: list[int], put: list[Any]) -> list[Any]:
    """``items`` with each of ``put`` at its place of ``places`` (ascending, places in the list made), by slices."""
    out: list[Any] = []
    begin = 0
    for i, item in zip(places, put):
        end = begin + i - len(out)
        out += items[begin:end]
        out.append(item)
        begin = end
    out += items[begin:]
    return out


# the separator of the rows' data read as one JSON array (``_plain_columns``): a string element no row holds
_SENTINEL = "~"
_SEPARATOR = f',"{_SENTINEL}",'


def _escapes_or_stray_sentinels(text: str, separators: int) -> bool:
    """Whether ``text`` (the rows' data joined by ``_SEPARATOR``, ``separators`` of them: only such a text) holds a ``\\u`` escape, or
    the string ``"~"`` anywhere but at the separators: ``"\\u" in text or text.count('"~"') != separators``, worked
    out with less scanning of a long log. A ``\\u`` needs a backslash, which a single-character search finds
    (``memchr``) where there is none; and when the text holds no more ``~`` characters than there are separators,
    each ``~`` is a separator's, and each separator is one ``"~"`` bounded by commas (counted, and no other ``"~"`` can
    hold its quotes), so the count of ``"~"`` is the separators' (a one-character count is cheaper than a
    three-character one). Anything else is counted as before."""
    if "\\" in text and "\\u" in text:
        return True
    if text.count(_SENTINEL) == separators:
        return False
    return text.count(f'"{_SENTINEL}"') != separators


def _plain_events(rows: list[Any]) -> list[Event] | None:
    """The events of ``rows`` when every row is plain (numbered 1, 2, 3 ..., a text kind, a number for its time,
    data that is one JSON object alone and holds no ``\\u`` escape), read by C loops over the whole log; None
    otherwise, for ``_checked_events`` to read row by row. The same events as it gives (tests/test_record_read.py):
    a long game typed at the desk holds thousands of rows."""
    n = len(rows)
    if not n:
        return None
    seqs, kinds, ats, datas = zip(*rows)
    if seqs != tuple(range(1, n + 1)):
        return None
    return _plain_columns(kinds, ats, datas)


def _plain_columns(kinds: Sequence[Any], ats: Sequence[Any], datas: Sequence[Any]) -> list[Event] | None:
    """The events of the rows whose kinds, times and data are these (the seqs checked), when every row is plain; None
    otherwise. The data are read as one JSON array, each row's value then a separator's string (``_SEPARATOR``):
    the array's elements are the rows' values when the text ``"~"`` occurs exactly where the separators put it and
    the array is n dicts with a ``"~"`` between each two. Why: with no ``\\u`` escape the string "~" is read only
    from that text, so each of the n - 1 strings read is a separator's, read at the array's level; between two of
    them is one value, so a row's text is that value alone, as reading the row by itself gives it (with JSON's
    spaces around it, which ``json.loads`` allows). One reading of the whole log: no call, result pair and key
    table per row."""
    n = len(datas)
    # a row's values are what sqlite3 gives (int, float, str, bytes or None): every kind and data is text where
    # str.join takes them all, every time a number where an array of doubles does (it takes ints and floats only)
    try:
        "".join(kinds)
        text = _SEPARATOR.join(datas)
        array("d", ats)
    except (TypeError, OverflowError):
        return None
    if _escapes_or_stray_sentinels(text, n - 1):
        return None
    text = f"[{text}]"
    try:
        read, end = _SCAN_JSON(text, 0)
    except Exception:  # noqa: BLE001 - a row that is not one value: read row by row, which names it
        return None
    if end != len(text) or type(read) is not list or len(read) != 2 * n - 1:
        return None
    values = read[::2]
    if countOf(map(type, values), dict) != n or countOf(read[1::2], _SENTINEL) != n - 1:
        return None
    return make_many(Event, kinds, list(map(float, ats)), values)


def _checked_events(rows: list[Any], path: Path) -> list[Event]:
    """The events of ``rows`` read and checked one by one; the first row that cannot be read is named."""
    events: list[Event] = []
    append = events.append
    # each event's data read as ``json.loads(data)`` reads it (a long game typed at the desk holds thousands): a
    # row that is one value and nothing else is read by its scanner alone (what ``loads`` does, less the checks
    # around it); any other row (a value with spaces around it, two values, none, not text) by ``loads`` itself,
    # whose error names the event (tests/test_record_read.py)
    scan = _SCAN_JSON
    n = 0
    for seq, kind, at, data in rows:
        n += 1
        if seq != n:
            raise RecordError(f"{path.name} is damaged: event {n} is missing from the log")
        try:
            try:
                d, end = scan(data, 0)
                whole = end == len(data)
            except Exception:  # noqa: BLE001 - read again by loads, which raises what it raises for this row
                whole = False
            if not whole:
                d = json.loads(data)
            if not isinstance(data, str) or ("\\u" in data and ("\\ud" in data or "\\uD" in data)):
                _dumps(d).encode("utf-8")  # a lone surrogate written as \\ud800: text the file could not hold again
        except (TypeError, ValueError, RecursionError) as exc:
            raise RecordError(f"{path.name} is damaged: event {seq} ({kind}) cannot be read: {exc}") from exc
        if not isinstance(kind, str) or not isinstance(at, (int, float)) or not isinstance(d, dict):
            raise RecordError(f"{path.name} is damaged: event {seq} is malformed")
        append(Event(kind, float(at), d))
    if not events:
        raise RecordError(f"{path.name} holds no game (its event log is empty)")
    return events


def _game_name(conn: sqlite3.Connection) -> str:
    """The game a file holds (files from before the second game hold Diplomacy and do not say so)."""
    try:
        row = conn.execute("SELECT value FROM meta WHERE key = 'game'").fetchone()
    except sqlite3.DatabaseError:
        row = None
    return str(row[0]) if row else registry.DEFAULT_GAME


def _replay(events: Sequence[Event], path: Path, clock: Callable[[], float], game_name: str) -> RecordedGame:
    try:
        kind = registry.get(game_name)
    except RefereeError as exc:
        raise RecordError(f"{path.name} holds a game this program does not know: {exc}") from exc
    try:
        return kind.replay(events, clock)
    except UnknownEventsError as exc:  # a newer version's record: never replayed without what it added
        raise RecordError(msg("record.in_file", file=path.name, error=exc.message)) from exc
    except RefereeError as exc:
        raise RecordError(f"{path.name}: the game cannot be rebuilt from its record: {exc}") from exc
    except (KeyError, TypeError, ValueError, AttributeError, AssertionError, IndexError) as exc:
        raise RecordError(f"{path.name} is damaged: the game cannot be rebuilt from its record "
                          f"({type(exc).__name__}: {exc})") from exc


# --- one writer per file -----------------------------------------------------------------------

_LOCK_NOTE_MAX = 512
# what ``_WriteLock.acquire`` writes in a lock file: "<pid> <host> <time>\n" (a host name has no spaces)
_LOCK_NOTE = re.compile(rb"\d{1,10} [^\s]{0,255} \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\n?")


class _WriteLock:
    """An OS lock on ``<file>.lock``, held while a ``GameFile`` is open for writing.

    ``flock`` (POSIX) / ``msvcrt.locking`` (Windows) locks belong to the open
    file, so a second ``GameFile`` in the same process is refused too, and the
    OS releases them when the process ends, however it ends.
    """

    def __init__(self, path: Path) -> None:
        self.target = path
        self.path = path.with_name(path.name + ".lock")
        self.fd: int | None = None

    def acquire(self) -> None:
        # never through a link (a link to the game file would be locked and cut to a note: the game lost),
        # never a FIFO or device (O_NONBLOCK: opening one cannot hang); O_NOFOLLOW where the OS has it
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | \
            getattr(os, "O_CLOEXEC", 0)
        for _ in range(20):
            if os.path.islink(self.path):
                raise RecordError(self._not_ours())
            try:
                fd = os.open(self.path, flags, 0o644)
            except FileNotFoundError as exc:
                raise RecordError(f"the folder {self.path.parent} does not exist") from exc
            except OSError as exc:
                if exc.errno in (errno.ELOOP, errno.EMLINK, errno.ENXIO, errno.EISDIR):  # a link, a socket, a folder
                    raise RecordError(self._not_ours()) from None
                if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
                    why = "the folder is read-only for you"
                elif exc.errno == errno.ENOSPC:
                    why = "the disk is full"
                else:
                    why = exc.strerror or str(exc)
                raise RecordError(f"cannot write in {self.path.parent}: {why}; open the game read-only, or save it "
                                  "somewhere else") from exc
            if not self._ours(fd):
                os.close(fd)
                raise RecordError(self._not_ours())
            if not self._try_lock(fd):
                holder = ""
                try:
                    holder = os.read(fd, 200).decode("utf-8", "replace").strip()
                finally:
                    os.close(fd)
                who = ""
                if holder:
                    parts = holder.split(maxsplit=2)
                    who = f" (by process {parts[0]}" + (f" on {parts[1]}" if len(parts) > 1 else "") + \
                          (f" since {parts[2]}" if len(parts) > 2 else "") + ")"
                raise RecordError(f"{self.target.name} is already open for writing{who}. Close it there first, "
                                  "or open it read-only")
            # the lock file may have been removed by the holder between our open and lock: retry then
            try:
                same = os.path.samestat(os.fstat(fd), os.stat(self.path))
            except FileNotFoundError:
                same = False
            if not same:
                os.close(fd)
                continue
            if not self._ours(fd, read=True):  # checked again under the lock, before anything is written
                self._unlock(fd)
                os.close(fd)
                raise RecordError(self._not_ours())
            try:
                os.ftruncate(fd, 0)
                os.lseek(fd, 0, os.SEEK_SET)
                os.write(fd, f"{os.getpid()} {host_name()} {_iso(time.time())}\n".encode())
            except OSError:
                pass  # the lock holds even if the note cannot be written
            self.fd = fd
            return
        raise RecordError(f"cannot lock {self.target.name} for writing: its lock file keeps changing")

    def _not_ours(self) -> Message:
        return msg("record.lock_not_ours", lock=self.path.name, file=self.target.name)

    def _ours(self, fd: int, read: bool = False) -> bool:
        """Whether ``fd`` is a lock file this program may write its note into: a plain file with one name
        (not another name of the game file or of any file: a hard link), not the game file itself, and
        (``read``) empty or holding a note as ``acquire`` writes it."""
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode) or st.st_nlink != 1:
                return False
            try:
                if os.path.samestat(st, os.stat(self.target)):
                    return False
            except OSError:
                pass
            if not read or st.st_size == 0:
                return True
            if st.st_size > _LOCK_NOTE_MAX:
                return False
            os.lseek(fd, 0, os.SEEK_SET)
            note = os.read(fd, _LOCK_NOTE_MAX + 1)
        except OSError:
            return False
        return _LOCK_NOTE.fullmatch(note) is not None

    @staticmethod
    def _unlock(fd: int) -> None:
        if sys.platform == "win32":  # pragma: no cover
            return
        import fcntl

        try:
            fcntl.flock(fd, fcntl.LOCK_UN)
        except OSError:
            pass

    @staticmethod
    def _try_lock(fd: int) -> bool:
        if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
            import msvcrt

            try:
                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
                return True
            except OSError:
                return False
        import fcntl

        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except OSError:
            return False

    def release(self) -> None:
        if self.fd is None:
            return
        if sys.platform != "win32":
            try:
                os.unlink(self.path)  # while still holding it: a waiting opener re-checks the inode
            except OSError:
                pass
        os.close(self.fd)
        self.fd = None
        if sys.platform == "win32":  # pragma: no cover
            try:
                os.unlink(self.path)
            except OSError:
                pass


# --- the game file ------------------------------------------------------------------------------

class _Behind:
    """A ``write_behind`` block: the thread it holds for, the game files whose commits it started, and the block it
    is inside (the one in force again at its end). A plain class, not ``contextlib.contextmanager``'s generator: every
    key opens one, and the generator's machinery was four more Python calls and their code to bring in."""

    __slots__ = ("thread", "files", "outer")

    def __init__(self, thread: int) -> None:
        self.thread = thread
        self.files: list[GameFile] = []
        self.outer: _Behind | None = None

    def __enter__(self) -> None:
        global _behind
        self.outer, _behind = _behind, self

    def __exit__(self, *exc: object) -> None:
        global _behind
        _behind, self.outer = self.outer, None
        failed: BaseException | None = None
        for gf in self.files:
            try:
                gf._settle()
            except BaseException as err:  # noqa: BLE001 - every file waited for first; the first error raised then
                failed = failed or err
        if failed is not None:
            raise failed


_behind: _Behind | None = None


def write_behind() -> _Behind:
    """A block (``with write_behind():``) inside which a change a game file stores (one that reports its errors to
    ``on_error``) has its commit (the wait for the disk, ``synchronous = FULL``) finished by the writer thread while
    this thread goes on; the end of the block waits for every commit it started, so that what the block did is on
    disk when it ends, and a failed commit is reported then (``on_error``, the same error as the change's own write
    reports). Only for the thread that opened the block: the others' changes are written as they happen."""
    return _Behind(get_ident())


_INSERT_EVENT = "INSERT INTO events (seq, kind, at, data) VALUES (?, ?, ?, ?)"


class _Pending:
    """A commit started behind: its transaction is open on ``conn`` with its rows written, and the writer commits
    it; or, for one event alone (``row``: a key's), no transaction is open and the writer inserts the row in one
    statement, its own transaction (SQLite's autocommit: its write and its commit, the wait for the disk included, in
    one step of SQLite's, ``synchronous = FULL`` as any commit), so that the window's thread runs none of SQLite."""

    __slots__ = ("gf", "conn", "end", "stack", "start", "started", "done", "error", "finished", "row")

    def __init__(self, gf: GameFile, conn: sqlite3.Connection, end: int, stack: list[int] | None,
                 start: float, row: tuple[int, str, float, str] | None = None) -> None:
        self.row = row
        self.gf = gf
        self.conn = conn
        self.end = end  # the events written, as ``GameFile._stored`` once committed
        self.stack = stack
        self.start = start
        self.started = allocate_lock()  # released by the writer as it commits
        self.started.acquire()
        self.done = allocate_lock()  # released by the writer once the commit is over
        self.done.acquire()
        self.error: BaseException | None = None
        self.finished = start

    def run(self) -> None:
        """On the writer thread: COMMIT, or the one row's INSERT (sqlite3 lets the interpreter go while SQLite
        writes and waits for the disk)."""
        self.started.release()
        try:
            if self.row is None:
                self.conn.execute("COMMIT")
            else:
                self.conn.execute(_INSERT_EVENT, self.row)
        except BaseException as exc:  # noqa: BLE001 - handed to the window's thread (``GameFile._settle``)
            self.error = exc
        self.finished = time.perf_counter()
        self.done.release()


class _Writer:
    """The thread that finishes the commits started behind, one at a time.

    It needs the interpreter to start a commit: while the window's thread runs Python it would get it only when
    that thread lets go (a Qt call that does, or the switch interval, 5 ms), often once the window waits for the
    commit. So ``start`` waits until the writer has begun (a wait that lets the interpreter go): the writer then
    holds it only from there into SQLite's step, a few microseconds."""

    def __init__(self) -> None:
        import threading

        self._go = allocate_lock()
        self._go.acquire()
        self.job: _Pending | None = None
        self.thread = threading.Thread(target=self._run, name="game file writer", daemon=True)
        self.thread.start()

    def start(self, job: _Pending) -> None:
        prev = self.job
        if prev is not None:
            prev.gf._settle()  # (a commit of another file, not waited for yet)
        self.job = job
        self._go.release()
        job.started.acquire()

    def _run(self) -> None:
        while True:
            self._go.acquire()
            job = self.job
            assert job is not None
            job.run()
            del job  # (nothing of a file kept alive by this thread once its commit is waited for)


_WRITER: _Writer | None = None


def _writer() -> _Writer:
    global _WRITER
    if _WRITER is None:
        _WRITER = _Writer()
    return _WRITER


def _describe_write_error(path: Path, exc: BaseException) -> str:
    msg = str(exc)
    low = msg.lower()
    if "full" in low or getattr(exc, "errno", None) == errno.ENOSPC:
        why = "the disk is full"
    elif "readonly" in low or "read-only" in low or getattr(exc, "errno", None) in (errno.EPERM, errno.EACCES,
                                                                                     errno.EROFS):
        why = "the file or its folder is read-only"
    else:
        why = msg
    return f"could not save to {path.name}: {why}"


class GameFile:
    """A game and the SQLite file it lives in; every event is committed as it happens.

    ``GameFile.create(path, game)`` starts a file for a game (any game: a new one,
    or one played so far in memory); ``GameFile.open(path)`` checks a file,
    replays it (with the game's ``GameKind``, named in the file's meta) and subscribes for auto-save.
    ``.game`` is the live game.

    If a write fails, ``RecordError`` is raised from the operation that caused
    it (or passed to ``on_error`` if set, so a window can show it without
    interrupting its views); the unsaved events are kept and written with the
    next event, by ``flush()``, or by ``save_as`` into a new file.
    """

    def __init__(self, path: Path, game: RecordedGame, conn: sqlite3.Connection | None, lock: _WriteLock | None,
                 stored: int, on_error: Callable[[RecordError], None] | None = None) -> None:
        self.path = path
        self.game: Any = game
        self.kind: GameKind = _kind_of(game)
        self._conn = conn
        self._lock = lock
        self._stored = stored
        # the seqs of the adjudicate events still standing (for the phases table's undone marks): read from the
        # events the file held, when an adjudication or an undo is first written (``_standing``), not at the open
        # (a pass over every event of a long game)
        self._adjudications: list[int] | None = None
        self._held = stored
        self.on_error = on_error
        self._last_error: RecordError | None = None
        self._pending: _Pending | None = None  # a commit started behind (``write_behind``), not waited for yet
        self.write_seconds = 0.0  # total time spent committing events (for the status bar / benchmarks)
        self.writes = 0
        if conn is not None:
            game.subscribe(self._on_change)

    # --- creating and opening ---------------------------------------------------------------
    @classmethod
    def create(cls, path: str | os.PathLike[str], game: RecordedGame, *, overwrite: bool = False,
               on_error: Callable[[RecordError], None] | None = None) -> GameFile:
        """Write ``game`` (all its events so far) to a new file and keep it saved from now on."""
        p = Path(path)
        if p.is_dir():
            raise RecordError(f"{p} is a folder; choose a file name for the game")
        if p.exists() and not overwrite:
            raise RecordError(f"{p.name} already exists; choose another name (or allow overwriting it)")
        lock = _WriteLock(p)
        lock.acquire()
        tmp = p.with_name(f".{p.name}.{os.getpid()}.tmp")
        try:
            try:
                cls._write_new(tmp, game)
                if overwrite:
                    for side in ("-wal", "-shm", "-journal"):
                        try:
                            os.unlink(p.with_name(p.name + side))
                        except FileNotFoundError:
                            pass
                os.replace(tmp, p)
                _fsync_dir(p.parent)
            except (OSError, sqlite3.Error) as exc:
                raise RecordError(f"cannot create {p.name}: {_describe_write_error(p, exc).split(': ', 1)[1]}") from exc
            finally:
                for side in ("", "-journal", "-wal", "-shm"):
                    try:
                        os.unlink(str(tmp) + side)
                    except OSError:
                        pass
            conn = cls._connect_rw(p)
        except BaseException:
            lock.release()
            raise
        return cls(p, game, conn, lock, len(game.events), on_error)

    @staticmethod
    def _write_new(tmp: Path, game: RecordedGame) -> None:
        conn = sqlite3.connect(tmp, isolation_level=None)
        try:
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            conn.execute("BEGIN")
            for stmt in _statements(SCHEMA_V1):
                conn.execute(stmt)
            kind = _kind_of(game)
            meta = {"format": FORMAT_NAME, "schema_version": str(SCHEMA_VERSION), "created_at": _iso(time.time()),
                    "created_by": f"referee-app {_app_version()}", "game": kind.name, **kind.file_meta(game)}
            conn.executemany("INSERT INTO meta (key, value) VALUES (?, ?)", sorted(meta.items()))
            conn.executemany("INSERT INTO events (seq, kind, at, data) VALUES (?, ?, ?, ?)",
                             [(i + 1, ev.kind, ev.at, _dumps(dict(ev.data))) for i, ev in enumerate(game.events)])
            conn.executemany("INSERT INTO phases VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                             [_phase_row(r) for r in kind.phase_rows(game)])
            conn.execute("COMMIT")
            conn.execute("PRAGMA journal_mode = WAL")
        finally:
            conn.close()
        with open(tmp, "rb+") as fh:
            os.fsync(fh.fileno())

    @classmethod
    def open(cls, path: str | os.PathLike[str], *, readonly: bool = False,
             clock: Callable[[], float] = time.time,
             on_error: Callable[[RecordError], None] | None = None, kind: str | None = None) -> GameFile:
        """Check, replay and (unless ``readonly``) open a game file for writing.

        A read-only ``GameFile`` is a snapshot: its game is not saved. ``kind``: the game the caller is for
        (a registry name); a file of another game is refused first (``WrongGameError``), before it is
        replayed or locked.
        """
        p = Path(path)
        _check_header(p)
        if kind is not None:
            check_game(p, kind)
        # Nobody has the file open (no -wal, no hot -journal): read it as immutable, which creates nothing
        # beside it.
        # Should a writer start meanwhile and change the file under us, look again the normal way.
        quiet = not any(p.with_name(p.name + side).exists() for side in ("-wal", "-journal"))
        stamp = _stamp(p)
        try:
            ro, version, game, count = cls._check(p, clock, immutable=quiet)
        except RecordError:
            if not quiet or _stamp(p) == stamp:
                raise
            ro, version, game, count = cls._check(p, clock, immutable=False)
        try:
            if version < SCHEMA_VERSION and readonly:
                # upgrade a copy in memory: the file itself stays as it is
                mem = sqlite3.connect(":memory:", isolation_level=None)
                try:
                    ro.backup(mem)
                    game = cls._migrate(mem, p, version, clock)
                finally:
                    mem.close()
                count = len(game.events)
            if readonly:
                assert game is not None
                return cls(p, game, None, None, count, on_error)
            if not os.access(p, os.W_OK):
                raise RecordError(f"{p.name} is read-only; open it read-only, or save it under another name")
            lock = _WriteLock(p)
            lock.acquire()
            try:
                if version < SCHEMA_VERSION:
                    backup = p.with_name(f"{p.name}.v{version}.bak")
                    try:
                        dst = sqlite3.connect(backup)
                        ro.backup(dst)
                        dst.close()
                    except (OSError, sqlite3.Error) as exc:
                        raise RecordError(f"cannot keep a copy of {p.name} before upgrading it: {exc}") from exc
            except BaseException:
                lock.release()
                raise
        finally:
            ro.close()
        try:
            conn = cls._connect_rw(p)
            try:
                if version < SCHEMA_VERSION:
                    game = cls._migrate(conn, p, version, clock)
                    count = len(game.events)
                else:
                    # anything appended between the check and the lock (another writer that just closed)?
                    n = int(conn.execute("SELECT count(*) FROM events").fetchone()[0])
                    if n != count:
                        game = _replay(_read_events(conn, p, _typed_shape(conn)), p, clock, _game_name(conn))
                        count = n
            except BaseException:
                conn.close()
                raise
        except BaseException:
            lock.release()
            raise
        assert game is not None
        return cls(p, game, conn, lock, count, on_error)

    @staticmethod
    def _check(p: Path, clock: Callable[[], float], immutable: bool) -> tuple[sqlite3.Connection, int, RecordedGame | None, int]:
        """Read-only checks: our application id, a version we know, an intact database, a record that
        replays. Returns the open read-only connection, the version, and the game (current version)."""
        ro = _connect_ro(p, immutable)
        try:
            version = _version_and_tables(ro, p)
            if version != SCHEMA_VERSION:
                return ro, version, None, 0
            events = _read_events(ro, p, _typed_shape(ro))
            return ro, version, _replay(events, p, clock, _game_name(ro)), len(events)
        except BaseException:
            ro.close()
            raise

    @staticmethod
    def _connect_rw(path: Path) -> sqlite3.Connection:
        try:
            # (used by one thread at a time: the window's, or the writer finishing a commit started behind; ``_settle``)
            conn = sqlite3.connect(path.resolve().as_uri() + "?mode=rw", uri=True, isolation_level=None, timeout=10,
                                   check_same_thread=False)
            mode = str(conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]).lower()
            conn.execute("PRAGMA synchronous = FULL")  # a crashed laptop, not just a crashed program
            if mode != "wal":
                raise sqlite3.OperationalError(f"cannot use write-ahead logging ({mode})")
            return conn
        except sqlite3.Error as exc:
            raise RecordError(_describe_write_error(path, exc)) from exc

    @staticmethod
    def _migrate(conn: sqlite3.Connection, path: Path, version: int, clock: Callable[[], float]) -> RecordedGame:
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                v = version
                while v < SCHEMA_VERSION:
                    step = MIGRATIONS.get(v)
                    if step is None:
                        raise RecordError(f"{path.name}: no way to upgrade game file format {v}")
                    step(conn)
                    v += 1
                game = _replay(_read_events(conn, path, _typed_shape(conn)), path, clock, _game_name(conn))
                kind = _kind_of(game)
                conn.execute("DELETE FROM phases")
                conn.executemany("INSERT INTO phases VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                                 [_phase_row(r) for r in kind.phase_rows(game)])
                meta = {"format": FORMAT_NAME, "schema_version": str(SCHEMA_VERSION), **kind.file_meta(game),
                        f"upgraded_from_{version}": _iso(time.time())}
                conn.executemany("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", sorted(meta.items()))
                conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise RecordError(f"cannot upgrade {path.name}: {exc}") from exc
        return game

    # --- saving -------------------------------------------------------------------------------
    @property
    def readonly(self) -> bool:
        return self._conn is None

    @property
    def unsaved(self) -> int:
        """Events in memory that are not in the file yet (non-zero only after a failed write)."""
        self._settle()
        return 0 if self._conn is None else len(self.game.events) - self._stored

    @property
    def last_error(self) -> RecordError | None:
        """The error of the last write, None once a write succeeded."""
        self._settle()
        return self._last_error

    def _on_change(self, change: Any) -> None:
        behind = _behind
        try:
            if behind is not None and self.on_error is not None and behind.thread == get_ident():
                self._settle()
                self._write(behind)
            else:
                self.flush()
        except RecordError as exc:
            if self.on_error is not None:
                self.on_error(exc)
            else:
                raise

    def _standing(self) -> list[int]:
        """The seqs of the adjudicate events still standing among those the file held when opened (or made), and
        since then as written (``flush``)."""
        if self._adjudications is None:
            stack: list[int] = []
            for i, ev in enumerate(self.game.events[:self._held]):
                if ev.kind == RESOLVED:
                    stack.append(i + 1)
                elif ev.kind == TAKEN_BACK and stack:
                    stack.pop()
            self._adjudications = stack
        return self._adjudications

    def flush(self) -> None:
        """Write every event not yet in the file, in one transaction. Raises ``RecordError``."""
        self._settle()
        self._write(None)

    def _write(self, behind: _Behind | None) -> None:
        """Write every event not yet in the file, in one transaction; its commit (the wait for the disk) left to
        the writer thread when ``behind`` (``write_behind``), and waited for by ``_settle``."""
        conn = self._conn
        if conn is None:
            raise RecordError(f"{self.path.name} is open read-only (or closed); nothing can be saved")
        events = self.game.events
        if len(events) == self._stored:
            return
        start = time.perf_counter()
        pending = list(enumerate(events[self._stored:], start=self._stored + 1))
        stack: list[int] | None = None
        entries: dict[int, PhaseRow] = {}
        if any(ev.kind in (RESOLVED, TAKEN_BACK) for _, ev in pending):
            stack = list(self._standing())
            # the rows of these adjudications only (every phase of the game was written out again, to keep one)
            resolved = {seq for seq, ev in pending if ev.kind == RESOLVED}
            entries = {r.event_seq: r for r in self.kind.phase_rows(self.game, resolved)}
        rows: list[tuple[int, str, float, str]] = []
        for seq, ev in pending:
            try:
                rows.append((seq, ev.kind, ev.at, _dumps(dict(ev.data))))
            except (TypeError, ValueError) as exc:
                err = RecordError(f"could not save to {self.path.name}: event {seq} ({ev.kind}) holds data that is "
                                  f"not JSON ({exc}); the game is still complete in memory")
                self._last_error = err
                raise err from exc
        end = len(events)
        if behind is not None and len(rows) == 1 and stack is None:
            # one event (a key's): its row inserted and committed by the writer in one statement; the window's
            # thread hands it over and goes on (no BEGIN, no INSERT of its own: about 20 k instructions and 850
            # cache lines fetched from memory a key, most of them SQLite's code, off the window's thread)
            job = _Pending(self, conn, end, None, start, rows[0])
            _writer().start(job)
            self._pending = job
            behind.files.append(self)
            return
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                conn.executemany(_INSERT_EVENT, rows)
                if stack is not None:
                    for seq, ev in pending:
                        if ev.kind == RESOLVED and seq in entries:
                            stack.append(seq)
                            conn.execute("INSERT INTO phases VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                                         _phase_row(dataclasses.replace(entries[seq], undone_seq=None)))
                        elif ev.kind == TAKEN_BACK and stack:
                            conn.execute("UPDATE phases SET undone_seq = ? WHERE event_seq = ?", (seq, stack.pop()))
                if behind is not None:
                    job = _Pending(self, conn, end, stack, start)
                    _writer().start(job)
                    self._pending = job
                    behind.files.append(self)
                    return
                conn.execute("COMMIT")
            except BaseException:
                try:
                    conn.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
                raise
        except sqlite3.Error as exc:
            raise self._failed(exc, end - self._stored) from exc
        self._wrote(end, stack, time.perf_counter() - start)

    def _failed(self, exc: BaseException, n: int) -> RecordError:
        err = RecordError(f"{_describe_write_error(self.path, exc)}. The game is still complete in memory "
                          f"({n} unsaved change{'s' if n != 1 else ''}); free some space and go on, or use "
                          "Save As to write it elsewhere")
        err.__cause__ = exc
        self._last_error = err
        return err

    def _wrote(self, end: int, stack: list[int] | None, seconds: float) -> None:
        self._stored = end
        if stack is not None:
            self._adjudications = stack
        self._last_error = None
        self.write_seconds += seconds
        self.writes += 1

    def _settle(self) -> None:
        """Wait for the commit started behind, if any (every use of the connection, and every answer about what
        the file holds, comes after it); a failed one is reported as a change's failed write is (``on_error``,
        else raised), and its events stay unsaved, written with the next event, by ``flush`` or ``save_as``."""
        job = self._pending
        if job is None:
            return
        job.done.acquire()  # (the writer releases it once the commit is over)
        self._pending = None
        if _WRITER is not None and _WRITER.job is job:
            _WRITER.job = None
        if job.error is None:
            self._wrote(job.end, job.stack, job.finished - job.start)
            return
        if self._conn is not None and self._conn.in_transaction:  # (one row's statement rolled itself back)
            try:
                self._conn.execute("ROLLBACK")
            except sqlite3.Error:
                pass
        err = self._failed(job.error, job.end - self._stored)
        if self.on_error is None:
            raise err
        self.on_error(err)

    def save_as(self, new_path: str | os.PathLike[str], *, overwrite: bool = False) -> GameFile:
        """Write the whole game (including unsaved changes) to a new file, which becomes the game's file."""
        target = Path(new_path)
        if self._conn is not None and target.resolve() == self.path.resolve():
            self.flush()
            return self
        new = GameFile.create(target, self.game, overwrite=overwrite, on_error=self.on_error)
        self._close(flush=False)
        return new

    # --- closing -------------------------------------------------------------------------------
    def close(self) -> None:
        """Save what is pending and release the file. If saving fails, the file stays open and
        ``RecordError`` is raised (use ``save_as`` to keep the game)."""
        if self._conn is not None:
            self.flush()
        self._close(flush=False)

    def _close(self, flush: bool) -> None:
        try:
            self._settle()  # (a failed commit started behind is reported; the file is closed all the same)
        finally:
            self.game.unsubscribe(self._on_change)
            if self._conn is not None:
                try:
                    self._conn.close()
                except sqlite3.Error:  # pragma: no cover
                    pass
                self._conn = None
            if self._lock is not None:
                self._lock.release()
                self._lock = None

    def __enter__(self) -> GameFile:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        if exc_type is None:
            self.close()
        else:
            self._close(flush=False)

    def __repr__(self) -> str:
        mode = "read-only" if self.readonly else "open"
        return f"<GameFile {self.path} {mode} {getattr(self.game, 'phase', '')}>"

    # --- for readers ----------------------------------------------------------------------------
    def meta(self) -> dict[str, str]:
        """The file's ``meta`` table (read-only files: read again from disk)."""
        self._settle()
        conn = self._conn or _connect_ro(self.path, immutable=not self.path.with_name(self.path.name + "-wal").exists())
        try:
            return {str(k): str(v) for k, v in conn.execute("SELECT key, value FROM meta")}
        finally:
            if conn is not self._conn:
                conn.close()


def _stamp(path: Path) -> tuple[int, int]:
    try:
        st = path.stat()
    except OSError:
        return (0, 0)
    return (st.st_mtime_ns, st.st_size)


def _fsync_dir(path: Path) -> None:
    if sys.platform == "win32":  # pragma: no cover
        return
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _app_version() -> str:
    try:
        from importlib.metadata import version

        return version("referee-app")
    except Exception:  # noqa: BLE001 - not installed: a source checkout
        return "dev"


@contextmanager
def opened(path: str | os.PathLike[str], *, readonly: bool = False) -> Iterator[GameFile]:
    """``with opened(path) as gf:`` - open, and close (saving) at the end."""
    gf = GameFile.open(path, readonly=readonly)
    with gf:
        yield gf


# --- recent games (a small JSON settings file) ------------------------------------------------

GAMES_FOLDER = "Referee's desk"


def default_games_dir() -> Path:
    """Where new game files go unless the referee picks a place: ``~/Documents/Referee's desk`` (every
    game of the desk, not only Diplomacy's; the recent games list still finds files of the first
    versions' ``Diplomacy`` folder), else the same under the home folder."""
    docs = Path.home() / "Documents"
    base = docs if docs.is_dir() else Path.home()
    d = base / GAMES_FOLDER
    try:
        d.mkdir(parents=True, exist_ok=True)
    except OSError:
        return Path(os.getcwd())
    return d


RECENT_LIMIT = 10


def _recent_file() -> Path:
    return config_dir() / "recent-games.json"


def recent_games() -> list[Path]:
    """Recently used game files, newest first (files that no longer exist are left out)."""
    try:
        doc = json.loads(_recent_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    items = doc.get("recent", []) if isinstance(doc, Mapping) else []
    return [Path(x) for x in items if isinstance(x, str) and Path(x).exists()][:RECENT_LIMIT]


def add_recent_game(path: str | os.PathLike[str]) -> list[Path]:
    """Put ``path`` at the top of the recent-games list; returns the new list. Never raises."""
    p = Path(path).resolve()
    items = [p] + [q for q in recent_games() if q.resolve() != p]
    _write_recent(items[:RECENT_LIMIT])
    return items[:RECENT_LIMIT]


def remove_recent_game(path: str | os.PathLike[str]) -> list[Path]:
    p = Path(path).resolve()
    items = [q for q in recent_games() if q.resolve() != p]
    _write_recent(items)
    return items


def _write_recent(items: Sequence[Path], listings: Mapping[str, Any] | None = None) -> None:
    f = _recent_file()
    if listings is None:
        listings = _listings()
    kept = {k: v for k, v in listings.items() if k in {str(x) for x in items}}
    try:
        f.parent.mkdir(parents=True, exist_ok=True)
        tmp = f.with_name(f.name + ".tmp")
        doc: dict[str, Any] = {"recent": [str(x) for x in items]}
        if kept:
            doc["listings"] = kept
        tmp.write_text(json.dumps(doc, ensure_ascii=False, indent=1), encoding="utf-8")
        os.replace(tmp, f)
    except OSError:
        pass  # a convenience list: failing to remember it must not stop the game


def _listings() -> dict[str, Any]:
    try:
        doc = json.loads(_recent_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    got = doc.get("listings") if isinstance(doc, Mapping) else None
    return dict(got) if isinstance(got, Mapping) else {}


def _listing_stamp(path: Path) -> list[int] | None:
    """What says a game file is as it was: its time and size; None while it has a write-ahead log (open in
    a window, or left by a crash: only reading it tells what it holds)."""
    if path.with_name(path.name + "-wal").exists():
        return None
    mtime, size = _stamp(path)
    return [mtime, size] if size else None


def stored_listing(path: str | os.PathLike[str]) -> dict[str, Any] | None:
    """What the recent games list keeps of ``path`` (``remember_listing``), if the file is unchanged since."""
    p = Path(path).resolve()
    entry = _listings().get(str(p))
    stamp = _listing_stamp(p)
    if not isinstance(entry, Mapping) or stamp is None or entry.get("stamp") != stamp:
        return None
    data = entry.get("data")
    return dict(data) if isinstance(data, Mapping) else None


def remember_listing(path: str | os.PathLike[str], data: Mapping[str, Any]) -> None:
    """Keep how the recent games list shows ``path`` (plain JSON ``data``: its name, phase ...) with the
    file's time and size, so that a start reads it without replaying the game. Never raises."""
    p = Path(path).resolve()
    stamp = _listing_stamp(p)
    items = recent_games()
    if stamp is None or all(q.resolve() != p for q in items):
        return
    listings = _listings()
    listings[str(p)] = {"stamp": stamp, "data": dict(data)}
    _write_recent(items, listings)


__all__ = [
    "APPLICATION_ID", "FORMAT_NAME", "GameFile", "MIGRATIONS", "RecordError", "SCHEMA_VERSION",
    "SUFFIX", "WrongGameError", "add_recent_game", "check_game", "config_dir", "default_games_dir", "file_game",
    "game_title", "opened", "recent_games", "remember_listing", "remove_recent_game", "stored_listing",
]

"""A face-to-face Diplomacy tournament: players, rounds, boards, seats, results and standings (Qt-free).

The tournament lives in one SQLite file of its own (``*.diptour``) with the game file's safety:
write-ahead log, ``synchronous=FULL``, every change committed as it is made, so a killed laptop
loses nothing that was acknowledged. A board's result is typed in (``BoardResult``) or read from
its ended game file; it is stored in the tournament file either way, so standings never need the
game files.

Seeding (``seeding.py``) puts the round's players on boards of seven by a search that swaps players
between boards while that lowers repeated opponents and forced repeated powers, keeps the director's
keep-apart pairs apart, and on each board gives the powers so that each player gets the powers they
have played least (and prefer). The director can then swap or set seats by hand: seating a player
who sits elsewhere, or into a taken seat, is refused until the director confirms (``SeatConflict``);
a board with an empty seat cannot start or take a result until the seat is filled or recorded as
civil disorder. Players may join late (from a given round) or drop (after a given round, or now:
their seat then waits for a replacement). A roll call per round says who is here; standby players
play only to fill a board; players who may play two boards fill one when standbys are too few.

Standings: each player's round score is their board's score under the tournament's system; the
total is the sum of every round or of the best N (``best_rounds``); ties are broken by the
director's list of tie-breaks (``TIEBREAKS``), then shared.
"""

from __future__ import annotations

import csv
import dataclasses
import hmac
import html
import io
import itertools
import json
import os
import random
import secrets
import sqlite3
import time
import unicodedata
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from referee_app.core.errors import RefereeError
from referee_app.core.messages import DEFAULT_LANGUAGE, Many, Message, message_of, msg, render

from ..games.diplomacy.rules.i18n import W
from . import seeding
from .scoring import BoardResult, ScoringError, as_number, find_system, result_from_game
from .seeding import BOARD_SIZE, POWERS

FORMAT = "referee-app tournament"
SCHEMA_VERSION = 2
APPLICATION_ID = 0x44495054  # "DIPT"
SEEDING_TRIES = seeding.RANDOM_STARTS
SITOUT_MODES = ("once", "every")
BEST_COUNTRY = ("score", "centres")

# tie-breaks, in the order the director lists them; each is "higher is better". Each has a
# column heading (``tournament.column.<name>``) and a description (``tournament.tiebreak.<name>``).
TIEBREAKS: tuple[str, ...] = ("best-round", "second-best-round", "all-rounds", "solos", "tops", "centres")


def tiebreak_title(name: str) -> Message:
    """What a tie-break counts ("the best single round"), in any language."""
    return msg(f"tournament.tiebreak.{name}")


def tiebreak_column(name: str) -> Message:
    """A tie-break's column heading in the standings."""
    return msg(f"tournament.column.{name}")


class TournamentError(RefereeError):
    """Something the director asked cannot be done: ``.message`` says why in any language,
    ``str()`` is that one line in English."""

    def __init__(self, message: Message, names: Any = None) -> None:
        super().__init__(message, names)


class SeatConflict(TournamentError):
    """Seating a player who sits elsewhere this round (``kind="elsewhere"``), or into a seat someone
    has (``kind="taken"``): the caller asks the director and calls again with ``move=True`` or
    ``force=True``."""

    def __init__(self, message: Message, kind: str) -> None:
        super().__init__(message)
        self.kind = kind


@dataclass(frozen=True)
class Player:
    id: int
    name: str
    joined_round: int = 1
    dropped_after: int | None = None
    standby: bool = False  # plays only when a board needs them
    two_boards: bool = False  # may play two boards in a round when seats need filling
    prefers: tuple[str, ...] = ()  # powers the player would rather play (seeding gives them when it can)

    def plays_in(self, round_no: int) -> bool:
        return self.joined_round <= round_no and (self.dropped_after is None or round_no <= self.dropped_after)


@dataclass(frozen=True)
class Board:
    round: int
    number: int
    seats: Mapping[str, str]  # power -> player name (seats with a player)
    result: BoardResult | None = None
    game_file: str | None = None
    civil_disorder: frozenset[str] = frozenset()  # powers played in civil disorder (no player)
    started: float | None = None
    multiplier: Fraction = Fraction(1)  # the top board's scores count this many times

    @property
    def empty(self) -> list[str]:
        """Seats with neither a player nor civil disorder."""
        return [p for p in POWERS if p not in self.seats and p not in self.civil_disorder]


@dataclass(frozen=True)
class Standing:
    place: int
    player: str
    total: Fraction
    rounds: Mapping[int, Fraction]  # round -> score (rounds played, and sit-out scores)
    tiebreaks: tuple[Fraction, ...]
    sat_out: tuple[int, ...] = ()  # rounds whose score is a sit-out score


@dataclass(frozen=True)
class Award:
    """Best Country: the best result with one power (by score or by centres, the director's choice)."""

    power: str
    player: str
    round: int
    board: int
    score: Fraction
    centres: int


def _connect(path: Path, threads: bool = False) -> sqlite3.Connection:
    conn = sqlite3.connect(path, isolation_level=None, timeout=5.0, check_same_thread=not threads)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=FULL")
    conn.execute("PRAGMA foreign_keys=ON")
    return conn


_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE players (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, joined_round INTEGER NOT NULL DEFAULT 1,
                      dropped_after INTEGER, standby INTEGER NOT NULL DEFAULT 0, two_boards INTEGER NOT NULL DEFAULT 0,
                      prefers TEXT NOT NULL DEFAULT '');
CREATE TABLE rounds (number INTEGER PRIMARY KEY, seed INTEGER, created REAL NOT NULL, top_multiplier TEXT);
CREATE TABLE boards (round INTEGER NOT NULL REFERENCES rounds(number), board INTEGER NOT NULL, game_file TEXT,
                     result TEXT, started REAL, PRIMARY KEY (round, board));
CREATE TABLE seats (round INTEGER NOT NULL, board INTEGER NOT NULL, power TEXT NOT NULL,
                    player INTEGER REFERENCES players(id),
                    PRIMARY KEY (round, board, power),
                    FOREIGN KEY (round, board) REFERENCES boards(round, board));
CREATE TABLE roll (round INTEGER NOT NULL, player INTEGER NOT NULL REFERENCES players(id), present INTEGER NOT NULL,
                   PRIMARY KEY (round, player));
CREATE TABLE apart (a INTEGER NOT NULL REFERENCES players(id), b INTEGER NOT NULL REFERENCES players(id),
                    PRIMARY KEY (a, b));
CREATE TABLE log (id INTEGER PRIMARY KEY, at REAL NOT NULL, what TEXT NOT NULL);
CREATE TABLE hub_boards (round INTEGER NOT NULL, board INTEGER NOT NULL, key TEXT NOT NULL, joined REAL NOT NULL,
                         own_clock INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (round, board));
CREATE TABLE hub_messages (round INTEGER NOT NULL, board INTEGER NOT NULL, seq INTEGER NOT NULL, at REAL NOT NULL,
                           kind TEXT NOT NULL, body TEXT NOT NULL, outcome TEXT NOT NULL, PRIMARY KEY (round, board, seq));
CREATE TABLE hub_live (round INTEGER NOT NULL, board INTEGER NOT NULL, year INTEGER NOT NULL, counts TEXT NOT NULL,
                       PRIMARY KEY (round, board, year));
"""

# version 1 files (issue 17) become version 2 when opened: the new columns and tables, and seats
# without "one seat per player and round" (a player may play two boards; a civil-disorder seat has no player)
_UPGRADE_1 = """
ALTER TABLE players ADD COLUMN standby INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN two_boards INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN prefers TEXT NOT NULL DEFAULT '';
ALTER TABLE rounds ADD COLUMN top_multiplier TEXT;
ALTER TABLE boards ADD COLUMN started REAL;
CREATE TABLE seats2 (round INTEGER NOT NULL, board INTEGER NOT NULL, power TEXT NOT NULL,
                     player INTEGER REFERENCES players(id),
                     PRIMARY KEY (round, board, power),
                     FOREIGN KEY (round, board) REFERENCES boards(round, board));
INSERT INTO seats2 SELECT round, board, power, player FROM seats;
DROP TABLE seats;
ALTER TABLE seats2 RENAME TO seats;
CREATE TABLE roll (round INTEGER NOT NULL, player INTEGER NOT NULL REFERENCES players(id), present INTEGER NOT NULL,
                   PRIMARY KEY (round, player));
CREATE TABLE apart (a INTEGER NOT NULL REFERENCES players(id), b INTEGER NOT NULL REFERENCES players(id),
                    PRIMARY KEY (a, b));
CREATE TABLE hub_boards (round INTEGER NOT NULL, board INTEGER NOT NULL, key TEXT NOT NULL, joined REAL NOT NULL,
                         own_clock INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (round, board));
CREATE TABLE hub_messages (round INTEGER NOT NULL, board INTEGER NOT NULL, seq INTEGER NOT NULL, at REAL NOT NULL,
                           kind TEXT NOT NULL, body TEXT NOT NULL, outcome TEXT NOT NULL, PRIMARY KEY (round, board, seq));
CREATE TABLE hub_live (round INTEGER NOT NULL, board INTEGER NOT NULL, year INTEGER NOT NULL, counts TEXT NOT NULL,
                       PRIMARY KEY (round, board, year));
UPDATE meta SET value = '2' WHERE key = 'version';
"""


@dataclass
class _State:
    """Everything in the file, read once per change (a command reads it once, however often it asks)."""

    meta: dict[str, str]
    players: list[Player]
    rounds: dict[int, Fraction | None]  # round -> top board multiplier (None: no top board)
    boards: list[Board]
    roll: dict[int, dict[str, bool]]  # round -> player -> present
    apart: list[tuple[str, str]]


class Tournament:
    """An open tournament file. Every method that changes something stores it before returning."""

    def __init__(self, path: Path, conn: sqlite3.Connection) -> None:
        self.path = path
        self._conn = conn
        self._state: _State | None = None
        self.who = "director"  # who makes the changes (kept in the log): the director, or a board through the hub

    # --- files -------------------------------------------------------------------------------
    @classmethod
    def create(cls, path: str | os.PathLike[str], name: str, system: str = "c-diplo", *,
               best_rounds: int | None = None, tiebreaks: Sequence[str] = ("best-round",)) -> Tournament:
        p = Path(path)
        if p.exists():
            raise TournamentError(msg("tournament.exists", path=str(p)))
        sys_ = find_system(system).name
        _check_rules(best_rounds, tiebreaks)
        conn = _connect(p)
        meta = {"format": FORMAT, "version": str(SCHEMA_VERSION), "name": name, "system": sys_,
                "best_rounds": "" if best_rounds is None else str(best_rounds), "tiebreaks": json.dumps(list(tiebreaks))}
        try:
            conn.execute(f"PRAGMA application_id={APPLICATION_ID}")
            conn.execute("BEGIN IMMEDIATE")  # the schema and the settings appear together or not at all
            for statement in _SCHEMA.split(";"):
                if statement.strip():
                    conn.execute(statement)
            conn.executemany("INSERT INTO meta VALUES (?, ?)", meta.items())
            conn.execute("COMMIT")
        except BaseException:
            conn.close()
            raise
        return cls(p, conn)

    @classmethod
    def open(cls, path: str | os.PathLike[str], *, threads: bool = False) -> Tournament:
        """Open a tournament file (``threads``: for a server that serializes its threads' calls itself)."""
        p = Path(path)
        if not p.is_file():
            raise TournamentError(msg("tournament.no-file", path=str(p)))
        try:
            conn = _connect(p, threads)
            if conn.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
                conn.close()
                raise TournamentError(msg("tournament.not-tournament", path=str(p)))
            meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
        except sqlite3.DatabaseError as exc:
            raise TournamentError(msg("tournament.not-tournament-why", path=str(p), error=str(exc))) from None
        if meta.get("format") != FORMAT:
            conn.close()
            raise TournamentError(msg("tournament.not-tournament", path=str(p)))
        version = int(meta.get("version", "0"))
        if version > SCHEMA_VERSION:
            conn.close()
            raise TournamentError(msg("tournament.newer", path=str(p)))
        if version == 1:
            conn.execute("PRAGMA foreign_keys=OFF")  # the seats table is rebuilt
            conn.execute("BEGIN IMMEDIATE")
            try:
                for statement in _UPGRADE_1.split(";"):
                    if statement.strip():
                        conn.execute(statement)
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                conn.close()
                raise
            conn.execute("PRAGMA foreign_keys=ON")
        return cls(p, conn)

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> Tournament:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _change(self, what: Mapping[str, Any], sql: Sequence[tuple[str, Sequence[Any]]]) -> None:
        """Run ``sql`` as one transaction with a log line; committed before returning."""
        c = self._conn
        self._state = None
        c.execute("BEGIN IMMEDIATE")
        try:
            for statement, params in sql:
                c.execute(statement, params)
            c.execute("INSERT INTO log (at, what) VALUES (?, ?)", (time.time(), json.dumps({"who": self.who, **what})))
            c.execute("COMMIT")
        except sqlite3.IntegrityError as exc:
            c.execute("ROLLBACK")
            raise TournamentError(msg("tournament.not-stored", error=str(exc))) from None
        except BaseException:
            if c.in_transaction:
                c.execute("ROLLBACK")
            raise

    def _load(self) -> _State:
        """The file's contents, read once and kept until the next change (another program writing
        the same file is seen when this one next changes something, or after ``reload``)."""
        if self._state is not None:
            return self._state
        c = self._conn
        c.execute("BEGIN")  # one consistent reading
        try:
            meta = {str(k): str(v) for k, v in c.execute("SELECT key, value FROM meta")}
            players = [Player(int(r[0]), str(r[1]), int(r[2]), None if r[3] is None else int(r[3]), bool(r[4]), bool(r[5]),
                              tuple(x for x in str(r[6]).split(",") if x))
                       for r in c.execute("SELECT id, name, joined_round, dropped_after, standby, two_boards, prefers "
                                          "FROM players ORDER BY id")]
            names = {p.id: p.name for p in players}
            rounds = {int(r[0]): (None if r[1] is None else Fraction(str(r[1])))
                      for r in c.execute("SELECT number, top_multiplier FROM rounds ORDER BY number")}
            seats: dict[tuple[int, int], dict[str, str]] = {}
            cd: dict[tuple[int, int], set[str]] = {}
            for r, b, power, pid in c.execute("SELECT round, board, power, player FROM seats"):
                key = (int(r), int(b))
                if pid is None:
                    cd.setdefault(key, set()).add(str(power))
                else:
                    seats.setdefault(key, {})[str(power)] = names[int(pid)]
            boards = []
            for r, b, gf, res, started in c.execute(
                    "SELECT round, board, game_file, result, started FROM boards ORDER BY round, board"):
                key = (int(r), int(b))
                result = BoardResult.from_json(json.loads(res)) if res else None
                top = rounds.get(key[0])
                boards.append(Board(key[0], key[1], dict(sorted(seats.get(key, {}).items())), result, gf,
                                    frozenset(cd.get(key, ())), started,
                                    top if top is not None and key[1] == 1 else Fraction(1)))
            roll: dict[int, dict[str, bool]] = {}
            for r, pid, present in c.execute("SELECT round, player, present FROM roll"):
                roll.setdefault(int(r), {})[names[int(pid)]] = bool(present)
            apart = [(names[int(a)], names[int(b)]) for a, b in c.execute("SELECT a, b FROM apart ORDER BY a, b")]
        finally:
            c.execute("COMMIT")
        self._state = _State(meta, players, rounds, boards, roll, apart)
        return self._state

    def reload(self) -> None:
        """Read the file again (another program may have changed it)."""
        self._state = None

    # --- settings ------------------------------------------------------------------------------
    def _meta(self, key: str) -> str:
        return self._load().meta.get(key, "")

    @property
    def name(self) -> str:
        return self._meta("name")

    @property
    def system(self) -> str:
        return self._meta("system")

    @property
    def best_rounds(self) -> int | None:
        v = self._meta("best_rounds")
        return int(v) if v else None

    @property
    def tiebreaks(self) -> tuple[str, ...]:
        return tuple(json.loads(self._meta("tiebreaks") or "[]"))

    @property
    def sitout_score(self) -> Fraction | None:
        """What a round sat out scores (None: nothing, the round is simply not played)."""
        v = self._meta("sitout_score")
        return Fraction(v) if v else None

    @property
    def sitout_mode(self) -> str:
        """``once``: only the first round a player sits out scores; ``every``: each one."""
        return self._meta("sitout_mode") or "once"

    @property
    def best_country_by(self) -> str:
        """Best Country goes to the best ``score`` with a power, or the most ``centres``."""
        return self._meta("best_country") or "score"

    def set_rules(self, *, system: str | None = None, best_rounds: int | None | str = "",
                  tiebreaks: Sequence[str] | None = None, sitout_score: Fraction | None | str = "",
                  sitout_mode: str | None = None, best_country: str | None = None) -> None:
        """Change the scoring system, the best-N rule (None: every round; "" leaves it), the tie-breaks,
        the sit-out score (None: none; "" leaves it) and when it counts, or how Best Country is decided.
        A system that cannot score a result already stored (one that needs the years powers fell in,
        say) is refused, and nothing changes."""
        sql: list[tuple[str, Sequence[Any]]] = []
        what: dict[str, Any] = {"do": "rules"}

        def put(key: str, value: str) -> None:
            sql.append(("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value)))

        if system is not None:
            new = find_system(system)
            for b in self.boards():  # every result stored must score under the new system, or nothing changes
                if b.result is not None:
                    try:
                        new(b.result)
                    except ScoringError as exc:
                        raise TournamentError(msg("tournament.system-cannot-score", round=b.round, board=b.number,
                                                  error=exc.message)) from None
            put("system", new.name)
            what["system"] = system
        if best_rounds != "":
            assert not isinstance(best_rounds, str)
            _check_rules(best_rounds, ())
            put("best_rounds", "" if best_rounds is None else str(best_rounds))
            what["best_rounds"] = best_rounds
        if tiebreaks is not None:
            _check_rules(None, tiebreaks)
            put("tiebreaks", json.dumps(list(tiebreaks)))
            what["tiebreaks"] = list(tiebreaks)
        if sitout_score != "":
            assert not isinstance(sitout_score, str)
            put("sitout_score", "" if sitout_score is None else str(sitout_score))
            what["sitout_score"] = None if sitout_score is None else str(sitout_score)
        if sitout_mode is not None:
            if sitout_mode not in SITOUT_MODES:
                raise TournamentError(msg("tournament.sitout-mode", name=repr(sitout_mode), choices=Many(SITOUT_MODES)))
            put("sitout_mode", sitout_mode)
            what["sitout_mode"] = sitout_mode
        if best_country is not None:
            if best_country not in BEST_COUNTRY:
                raise TournamentError(msg("tournament.best-country-by", name=repr(best_country),
                                          choices=Many(BEST_COUNTRY)))
            put("best_country", best_country)
            what["best_country"] = best_country
        self._change(what, sql)

    # --- players -------------------------------------------------------------------------------
    def players(self) -> list[Player]:
        return list(self._load().players)

    def player(self, name: str) -> Player:
        key = " ".join(name.split()).casefold()
        for p in self._load().players:
            if p.name.casefold() == key:
                return p
        raise TournamentError(msg("tournament.no-player", name=repr(name)))

    def add_player(self, name: str, *, from_round: int | None = None, standby: bool = False,
                   two_boards: bool = False) -> Player:
        """Register a player; a late player plays from ``from_round`` (default: the next round to seed)."""
        name = " ".join(name.split())
        if not name:
            raise TournamentError(msg("tournament.no-name"))
        if any(p.name.casefold() == name.casefold() for p in self.players()):
            raise TournamentError(msg("tournament.player-exists", name=repr(name)))
        start = from_round if from_round is not None else self.last_round() + 1
        if start < 1:
            raise TournamentError(msg("tournament.round-from-1"))
        self._change({"do": "add-player", "name": name, "from": start, "standby": standby, "two_boards": two_boards},
                     [("INSERT INTO players (name, joined_round, standby, two_boards) VALUES (?, ?, ?, ?)",
                       (name, start, int(standby), int(two_boards)))])
        return self.player(name)

    def set_player(self, name: str, *, standby: bool | None = None, two_boards: bool | None = None,
                   prefers: Sequence[str] | None = None) -> Player:
        """A player's standby and two-boards flags, and the powers they would rather play."""
        p = self.player(name)
        sql: list[tuple[str, Sequence[Any]]] = []
        what: dict[str, Any] = {"do": "player", "name": p.name}
        if standby is not None:
            sql.append(("UPDATE players SET standby = ? WHERE id = ?", (int(standby), p.id)))
            what["standby"] = standby
        if two_boards is not None:
            sql.append(("UPDATE players SET two_boards = ? WHERE id = ?", (int(two_boards), p.id)))
            what["two_boards"] = two_boards
        if prefers is not None:
            powers = [_power(x) for x in prefers]
            sql.append(("UPDATE players SET prefers = ? WHERE id = ?", (",".join(powers), p.id)))
            what["prefers"] = powers
        self._change(what, sql)
        return self.player(p.name)

    def keep_apart(self, a: str, b: str, *, apart: bool = True) -> None:
        """The director's wish that two players never share a board (family, club mates ...)."""
        pa, pb = self.player(a), self.player(b)
        if pa.id == pb.id:
            raise TournamentError(msg("tournament.apart-self", name=pa.name))
        lo, hi = sorted((pa.id, pb.id))
        sql = ("INSERT OR IGNORE INTO apart (a, b) VALUES (?, ?)" if apart else "DELETE FROM apart WHERE a = ? AND b = ?")
        self._change({"do": "apart" if apart else "not-apart", "a": pa.name, "b": pb.name}, [(sql, (lo, hi))])

    def kept_apart(self) -> list[tuple[str, str]]:
        return list(self._load().apart)

    def drop_player(self, name: str, *, after_round: int | None = None, vacate: bool = False) -> list[tuple[int, int, str]]:
        """The player plays no round after ``after_round`` (default: the last round seeded).
        Seats they have in later rounds are refused, unless ``vacate``: then the seats of boards
        without a result are emptied (each needs a replacement or civil disorder) and returned
        as (round, board, power)."""
        p = self.player(name)
        after = after_round if after_round is not None else self.last_round()
        later = [(b.round, b.number, power) for b in self.boards() if b.round > after
                 for power, who in b.seats.items() if who == p.name]
        if later and not vacate:
            raise TournamentError(msg("tournament.seated-later", name=p.name, round=later[0][0]))
        for r, bn, _ in later:
            self._no_result(r, bn)
        sql: list[tuple[str, Sequence[Any]]] = [("UPDATE players SET dropped_after = ? WHERE id = ?", (after, p.id))]
        sql += [("DELETE FROM seats WHERE round = ? AND board = ? AND power = ?", seat) for seat in later]
        self._change({"do": "drop-player", "name": p.name, "after": after, "vacated": later}, sql)
        return later

    # --- roll call ---------------------------------------------------------------------------------
    def roll_call(self, round_no: int, *, present: Sequence[str] | None = None, absent: Sequence[str] = ()) -> None:
        """Who is here for ``round_no``: the players named ``present`` (the others are absent), or
        everyone but ``absent``. Seeding that round seats only those present."""
        if round_no < 1:
            raise TournamentError(msg("tournament.round-from-1"))
        if round_no in self._load().rounds:
            raise TournamentError(msg("tournament.roll-seeded", round=round_no))
        here = {self.player(n).name for n in present} if present is not None else None
        gone = {self.player(n).name for n in absent}
        sql: list[tuple[str, Sequence[Any]]] = [("DELETE FROM roll WHERE round = ?", (round_no,))]
        for p in self.players():
            if not p.plays_in(round_no):
                continue
            is_here = (p.name in here) if here is not None else (p.name not in gone)
            sql.append(("INSERT INTO roll (round, player, present) VALUES (?, ?, ?)", (round_no, p.id, int(is_here))))
        self._change({"do": "roll", "round": round_no, "absent": sorted(gone) if here is None else None,
                      "present": sorted(here) if here is not None else None}, sql)

    def present(self, round_no: int) -> list[str] | None:
        """The players at the roll call of ``round_no`` (None: no roll call taken: everyone registered)."""
        roll = self._load().roll.get(round_no)
        if roll is None:
            return None
        return [n for n, here in roll.items() if here]

    def _available(self, round_no: int) -> list[Player]:
        """Players who can play ``round_no``: registered for it, and here if the roll was called."""
        roll = self._load().roll.get(round_no)
        return [p for p in self.players() if p.plays_in(round_no) and (roll is None or roll.get(p.name, False))]

    # --- rounds and seats ------------------------------------------------------------------------
    def last_round(self) -> int:
        rounds = self._load().rounds
        return max(rounds) if rounds else 0

    def rounds(self) -> list[int]:
        return sorted(self._load().rounds)

    def boards(self, round_no: int | None = None) -> list[Board]:
        return [b for b in self._load().boards if round_no is None or b.round == round_no]

    def board(self, round_no: int, number: int) -> Board:
        for b in self._load().boards:
            if b.round == round_no and b.number == number:
                return b
        raise TournamentError(msg("tournament.no-board", round=round_no, board=number))

    def history(self, before_round: int | None = None) -> tuple[dict[str, dict[str, int]], dict[frozenset[str], int]]:
        """How often each player has played each power, and how often each pair has shared a board
        (in the rounds before ``before_round``; default: every round)."""
        powers: dict[str, dict[str, int]] = {}
        met: dict[frozenset[str], int] = {}
        for b in self.boards():
            if before_round is not None and b.round >= before_round:
                continue
            for power, who in b.seats.items():
                powers.setdefault(who, {}).setdefault(power, 0)
                powers[who][power] += 1
            for a, c in itertools.combinations(sorted(b.seats.values()), 2):
                if a != c:
                    key = frozenset((a, c))
                    met[key] = met.get(key, 0) + 1
        return powers, met

    def sitting_out(self, round_no: int) -> list[str]:
        """Players who could play ``round_no`` (registered, here, not standby) but have no seat."""
        seated = {who for b in self.boards(round_no) for who in b.seats.values()}
        return [p.name for p in self._available(round_no) if not p.standby and p.name not in seated]

    def standbys(self, round_no: int) -> list[str]:
        """Standby players here for ``round_no`` who were not needed."""
        seated = {who for b in self.boards(round_no) for who in b.seats.values()}
        return [p.name for p in self._available(round_no) if p.standby and p.name not in seated]

    def plan_round(self, seed: int | None = None, *, top_board: Fraction | None = None,
                   search: bool = True) -> tuple[int, int, list[dict[str, str]], seeding.SeatingReport]:
        """The seating seeding would propose for the next round, nothing stored: (round, seed, boards
        as power -> player, what it repeats). ``top_board``: board 1 is the first seven of the
        standings, fixed, and its scores count that many times."""
        number = self.last_round() + 1
        unfinished = [b for b in self.boards(number - 1) if b.result is None] if number > 1 else []
        if unfinished:
            raise TournamentError(msg("tournament.no-result-yet", round=number - 1, board=unfinished[0].number))
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        rng = random.Random(seed)
        available = self._available(number)
        regular = [p.name for p in available if not p.standby]
        standby = [p.name for p in available if p.standby]
        doubles = [p.name for p in available if p.two_boards and not p.standby]
        if len(regular) + len(standby) < BOARD_SIZE:
            raise TournamentError(msg("tournament.too-few-players", round=number, n=len(regular) + len(standby),
                                      size=BOARD_SIZE))
        playing = list(regular)
        short = -len(playing) % BOARD_SIZE
        if short and short <= len(standby) + len(doubles):
            # fill the last board: standby players first (those who played least first), then second boards
            sat = self._rounds_played()
            fill = sorted(standby, key=lambda n: (sat.get(n, 0), rng.random()))[:short]
            playing += fill
            playing += sorted(doubles, key=lambda n: (sat.get(n, 0), rng.random()))[:short - len(fill)]
        elif len(playing) % BOARD_SIZE:
            extra = len(playing) % BOARD_SIZE
            sat = {p: self._rounds_sat_out(p) for p in playing}
            rng.shuffle(playing)
            playing.sort(key=lambda p: sat[p])  # stable: lots among equals
            playing = playing[extra:]
        powers_played, met = self.history()
        prefers = {p.name: p.prefers for p in available if p.prefers}
        fixed: list[list[str]] = []
        if top_board is not None:
            if top_board <= 0:
                raise TournamentError(msg("tournament.top-multiplier"))
            ranked = [s.player for s in self.standings() if s.player in set(playing)]
            fixed = [ranked[:BOARD_SIZE]]
            rest = list(playing)
            for who in fixed[0]:
                rest.remove(who)
            playing = rest
        groups = seeding.group_players(playing, met, powers_played, apart=self.kept_apart(), fixed=fixed, rng=rng,
                                       search=search)
        boards = [seeding.assign_powers(g, powers_played, prefers) for g in groups]
        return number, seed, boards, seeding.report(boards, met, powers_played, self.kept_apart())

    def seed_round(self, seed: int | None = None, *, top_board: Fraction | None = None) -> list[Board]:
        """Start the next round: its players on boards of seven, with powers as varied as possible.

        The players are those registered for the round (and here, if the roll was called), not on
        standby. When they do not fill the last board, standby players and then players who may
        play two boards fill it; when those are too few, the players beyond a multiple of seven sit
        out: those who have sat out least, drawn by lot. The seed is stored with the round, so the
        same file and seed seat the same way. ``top_board``: see ``plan_round``."""
        number, seed, boards, _ = self.plan_round(seed, top_board=top_board)
        sql: list[tuple[str, Sequence[Any]]] = [
            ("INSERT INTO rounds (number, seed, created, top_multiplier) VALUES (?, ?, ?, ?)",
             (number, seed, time.time(), None if top_board is None else str(top_board)))]
        ids = {p.name: p.id for p in self.players()}
        for i, seats in enumerate(boards, start=1):
            sql.append(("INSERT INTO boards (round, board) VALUES (?, ?)", (number, i)))
            for power, who in seats.items():
                sql.append(("INSERT INTO seats (round, board, power, player) VALUES (?, ?, ?, ?)",
                            (number, i, power, ids[who])))
        self._change({"do": "seed", "round": number, "seed": seed,
                      "top_board": None if top_board is None else str(top_board)}, sql)
        return self.boards(number)

    def seating_report(self, round_no: int) -> seeding.SeatingReport:
        """What a seeded round repeats: pairs meeting again, powers played again (see seeding.report)."""
        powers_played, met = self.history(before_round=round_no)
        return seeding.report([b.seats for b in self.boards(round_no)], met, powers_played, self.kept_apart())

    def _rounds_played(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for b in self.boards():
            for who in set(b.seats.values()):
                out[who] = out.get(who, 0) + 1
        return out

    def _rounds_sat_out(self, name: str) -> int:
        return sum(1 for r in self.rounds() if name in self.sitting_out(r))

    def _seat(self, round_no: int, board: int, power: str) -> tuple[str, str | None]:
        """The seat's power code and its player (None: empty or civil disorder)."""
        power = _power(power)
        b = self.board(round_no, board)
        return power, b.seats.get(power)

    def _no_result(self, round_no: int, board: int) -> None:
        if self.board(round_no, board).result is not None:
            raise TournamentError(msg("tournament.has-result", round=round_no, board=board))

    def _ids(self) -> dict[str, int]:
        return {p.name: p.id for p in self.players()}

    def swap_seats(self, round_no: int, a: tuple[int, str], b: tuple[int, str]) -> None:
        """Swap the players of two seats, ``(board, power)`` each, on the same or different boards."""
        pa, who_a = self._seat(round_no, *a)
        pb, who_b = self._seat(round_no, *b)
        self._no_result(round_no, a[0])
        self._no_result(round_no, b[0])
        if who_a is None or who_b is None:
            raise TournamentError(msg("tournament.swap-empty"))
        ids = self._ids()
        self._change({"do": "swap", "round": round_no, "a": [a[0], pa], "b": [b[0], pb]}, [
            ("UPDATE seats SET player = ? WHERE round = ? AND board = ? AND power = ?", (ids[who_b], round_no, a[0], pa)),
            ("UPDATE seats SET player = ? WHERE round = ? AND board = ? AND power = ?", (ids[who_a], round_no, b[0], pb)),
        ])

    def set_seat(self, round_no: int, board: int, power: str, player: str, *, move: bool = False,
                 force: bool = False) -> None:
        """Put ``player`` in a seat (e.g. a late arrival for one who left).

        A player who sits elsewhere this round is refused (``SeatConflict``, kind "elsewhere")
        unless ``move``: then their other seat is emptied (or kept, for a player who may play two
        boards and is not on this board already). A seat someone has is refused (kind "taken")
        unless ``force``: then that player has no seat this round."""
        pw, current = self._seat(round_no, board, power)
        self._no_result(round_no, board)
        p = self.player(player)
        if current == p.name:
            return
        elsewhere = [(b.number, q) for b in self.boards(round_no) for q, who in b.seats.items() if who == p.name]
        second_board = p.two_boards and len(elsewhere) == 1 and elsewhere[0][0] != board
        if elsewhere and not second_board and not move:
            b0, q0 = elsewhere[0]
            raise SeatConflict(msg("tournament.seated-elsewhere", name=p.name, round=round_no, board=b0, power=W(q0)),
                               "elsewhere")
        if current is not None and not force:
            raise SeatConflict(msg("tournament.seat-taken", round=round_no, board=board, power=W(pw), name=current),
                               "taken")
        if not move:
            elsewhere = []  # a second board for one who may play two
        sql: list[tuple[str, Sequence[Any]]] = []
        for bn, q in elsewhere:
            self._no_result(round_no, bn)
            sql.append(("DELETE FROM seats WHERE round = ? AND board = ? AND power = ?", (round_no, bn, q)))
        sql.append(("INSERT OR REPLACE INTO seats (round, board, power, player) VALUES (?, ?, ?, ?)",
                    (round_no, board, pw, p.id)))
        self._change({"do": "seat", "round": round_no, "board": board, "power": pw, "player": p.name,
                      "moved_from": elsewhere, "replaced": current}, sql)

    def set_civil_disorder(self, round_no: int, board: int, power: str) -> None:
        """The director records an empty seat as played in civil disorder (no player scores it)."""
        pw, current = self._seat(round_no, board, power)
        self._no_result(round_no, board)
        if current is not None:
            raise SeatConflict(msg("tournament.seat-taken", round=round_no, board=board, power=W(pw), name=current),
                               "taken")
        self._change({"do": "civil-disorder", "round": round_no, "board": board, "power": pw},
                     [("INSERT OR REPLACE INTO seats (round, board, power, player) VALUES (?, ?, ?, NULL)",
                       (round_no, board, pw))])

    def clear_seat(self, round_no: int, board: int, power: str) -> None:
        """Empty a seat (its player sits out, or the civil disorder is taken back)."""
        pw, current = self._seat(round_no, board, power)
        self._no_result(round_no, board)
        self._change({"do": "clear-seat", "round": round_no, "board": board, "power": pw, "player": current},
                     [("DELETE FROM seats WHERE round = ? AND board = ? AND power = ?", (round_no, board, pw))])

    def _full(self, b: Board) -> None:
        if b.empty:
            raise TournamentError(msg("tournament.empty-seat", round=b.round, board=b.number, power=W(b.empty[0])))

    def start_board(self, round_no: int, board: int) -> None:
        """The board starts play: every seat has a player or is recorded as civil disorder."""
        b = self.board(round_no, board)
        self._full(b)
        if b.started is not None:
            return
        self._change({"do": "start", "round": round_no, "board": board},
                     [("UPDATE boards SET started = ? WHERE round = ? AND board = ?", (time.time(), round_no, board))])

    # --- results -------------------------------------------------------------------------------
    def record_result(self, round_no: int, board: int, result: BoardResult, *, game_file: str | None = None) -> None:
        """Store a board's result (typed in, or read from ``game_file``). Replaces an earlier one.
        Refused, with nothing stored, when a seat is empty or the result names a power nobody
        was seated as."""
        self._change({"do": "result", "round": round_no, "board": board, "game_file": game_file},
                     self._result_sql(round_no, board, result, game_file))

    def _result_sql(self, round_no: int, board: int, result: BoardResult, game_file: str | None
                    ) -> list[tuple[str, Sequence[Any]]]:
        """The statement that stores a board's result, after every check (see ``record_result``)."""
        b = self.board(round_no, board)
        taken = set(b.seats) | set(b.civil_disorder)
        for power in result.centers:
            if power not in taken:
                raise TournamentError(msg("tournament.power-not-seated", round=round_no, board=board, power=W(power)))
        self._full(b)
        if set(POWERS) != set(result.centers):
            raise TournamentError(msg("tournament.powers-mismatch", round=round_no, board=board))
        find_system(self.system)(result)  # scores, or says why not, before anything is stored
        return [("UPDATE boards SET result = ?, game_file = ? WHERE round = ? AND board = ?",
                 (json.dumps(result.to_json(), sort_keys=True), game_file, round_no, board))]

    def link_game(self, round_no: int, board: int, path: str | os.PathLike[str]) -> BoardResult:
        """Read an ended game file and store its result for this board (the file is not changed)."""
        result = read_game_result(path)
        self.record_result(round_no, board, result, game_file=str(Path(path).resolve()))
        return result

    def clear_result(self, round_no: int, board: int) -> None:
        self.board(round_no, board)
        self._change({"do": "clear-result", "round": round_no, "board": board},
                     [("UPDATE boards SET result = NULL, game_file = NULL WHERE round = ? AND board = ?",
                       (round_no, board))])

    def board_scores(self, round_no: int, board: int) -> dict[str, Fraction]:
        """Each seated player's score on a board with a result (by player name; civil-disorder seats
        score for nobody; the top board's multiplier applied)."""
        b = self.board(round_no, board)
        if b.result is None:
            return {}
        by_power = find_system(self.system)(b.result)
        return {b.seats[p]: v * b.multiplier for p, v in by_power.items() if p in b.seats}

    # --- the hub: boards that report as they play (hub.py serves these) ---------------------------------
    def hub_join(self, round_no: int, board: int, key: str | None) -> tuple[str, bool]:
        """A board's desk joins: the board's key (a new one the first time) and whether it is new.
        A board someone joined already needs its key (each board writes only its own board)."""
        self.board(round_no, board)
        row = self._conn.execute("SELECT key FROM hub_boards WHERE round = ? AND board = ?", (round_no, board)).fetchone()
        if row is not None:
            if key is None or not hmac.compare_digest(str(row[0]), key):
                raise TournamentError(msg("tournament.hub.board-taken", round=round_no, board=board))
            return str(row[0]), False
        new = secrets.token_urlsafe(12)
        self._change({"do": "hub-join", "round": round_no, "board": board},
                     [("INSERT INTO hub_boards (round, board, key, joined) VALUES (?, ?, ?, ?)",
                       (round_no, board, new, time.time()))])
        return new, True

    def hub_check_key(self, round_no: int, board: int, key: str) -> None:
        row = self._conn.execute("SELECT key FROM hub_boards WHERE round = ? AND board = ?", (round_no, board)).fetchone()
        if row is None or not hmac.compare_digest(str(row[0]), key):
            raise TournamentError(msg("tournament.hub.bad-key", round=round_no, board=board))

    def hub_last_seq(self, round_no: int, board: int) -> int:
        row = self._conn.execute("SELECT MAX(seq) FROM hub_messages WHERE round = ? AND board = ?",
                                 (round_no, board)).fetchone()
        return int(row[0]) if row and row[0] is not None else 0

    def hub_receive(self, round_no: int, board: int, key: str, seq: int, kind: str, data: Any) -> tuple[int, str]:
        """A numbered message from a board's desk: stored and applied together, exactly once.

        A message already received is acknowledged again and not applied twice; one that skips a
        number is not taken (the desk sends again from the first missing one). ``kind``:
        ``centres`` ({"year", "counts"}: the centre counts at the end of a year) or ``result``
        (a board result, as ``referee-cli score`` reads it). Returns (the last number received,
        what became of this message: ``ok``, ``again``, ``gap`` or the reason it was refused)."""
        self.hub_check_key(round_no, board, key)
        last = self.hub_last_seq(round_no, board)
        if seq <= last:
            return last, "again"
        if seq != last + 1:
            return last, "gap"
        outcome = "ok"
        sql: list[tuple[str, Sequence[Any]]] = []
        what: dict[str, Any] = {"do": "hub-" + kind, "round": round_no, "board": board, "seq": seq}
        try:
            if kind == "centres":
                year = data.get("year") if isinstance(data, dict) else None
                if not isinstance(year, int) or isinstance(year, bool):
                    raise ScoringError(msg("scoring.not-whole", field="year"))
                counts = BoardResult.from_json({"centers": data.get("counts")}).centers  # checked as a result's
                sql.append(("INSERT OR REPLACE INTO hub_live (round, board, year, counts) VALUES (?, ?, ?, ?)",
                            (round_no, board, year, json.dumps(dict(counts), sort_keys=True))))
            elif kind == "result":
                result = BoardResult.from_json(data)
                b = self.board(round_no, board)
                if b.result is not None and b.result != result:
                    raise TournamentError(msg("tournament.hub.has-result", round=round_no, board=board))
                sql += self._result_sql(round_no, board, result, None)
            else:
                raise TournamentError(msg("tournament.hub.unknown-kind", kind=repr(kind)))
        except RefereeError as exc:
            outcome = render(exc.message, DEFAULT_LANGUAGE)
            what["refused"] = outcome
        sql.insert(0, ("INSERT INTO hub_messages (round, board, seq, at, kind, body, outcome) VALUES (?, ?, ?, ?, ?, ?, ?)",
                       (round_no, board, seq, time.time(), kind, json.dumps(data, sort_keys=True), outcome)))
        who, self.who = self.who, f"board {board}"
        try:
            self._change(what, sql)
        finally:
            self.who = who
        return seq, outcome

    def set_hub_clock(self, ends_at: float | None, label: str = "") -> None:
        """The room's clock (the hub's time at which the round's period ends; None: none running)."""
        value = json.dumps({"ends_at": ends_at, "label": label})
        self._change({"do": "hub-clock", "ends_at": ends_at, "label": label},
                     [("INSERT OR REPLACE INTO meta (key, value) VALUES ('hub_clock', ?)", (value,))])

    def hub_clock(self) -> tuple[float | None, str]:
        doc = json.loads(self._meta("hub_clock") or "{}")
        ends = doc.get("ends_at")
        return (None if ends is None else float(ends)), str(doc.get("label", ""))

    def hub_request_own_clock(self, round_no: int, board: int) -> bool:
        """A board asks to leave the room's clock (kept in the log); True once the director consented."""
        row = self._conn.execute("SELECT own_clock FROM hub_boards WHERE round = ? AND board = ?",
                                 (round_no, board)).fetchone()
        allowed = bool(row and row[0])
        if not allowed:
            who, self.who = self.who, f"board {board}"
            try:
                self._change({"do": "hub-ask-own-clock", "round": round_no, "board": board}, [])
            finally:
                self.who = who
        return allowed

    def hub_allow_own_clock(self, round_no: int, board: int) -> None:
        """The director consents: the board keeps its own clock from now on."""
        self.board(round_no, board)
        self._change({"do": "hub-own-clock", "round": round_no, "board": board},
                     [("UPDATE hub_boards SET own_clock = 1 WHERE round = ? AND board = ?", (round_no, board))])

    def live_centres(self, round_no: int | None = None) -> dict[tuple[int, int], tuple[int, dict[str, int]]]:
        """The latest centre counts each board reported through the hub: (round, board) -> (year, counts)."""
        out: dict[tuple[int, int], tuple[int, dict[str, int]]] = {}
        for r, b, year, counts in self._conn.execute("SELECT round, board, year, counts FROM hub_live ORDER BY year"):
            if round_no is None or int(r) == round_no:
                out[(int(r), int(b))] = (int(year), dict(json.loads(counts)))
        return out

    def standings_if_ended_now(self) -> list[Standing]:
        """The standings if every board still playing ended now, on the counts it last reported (a
        draw of every survivor; 18 centres or more: that power's solo)."""
        provisional: dict[tuple[int, int], BoardResult] = {}
        for key, (_year, counts) in self.live_centres().items():
            solo = next((p for p, n in counts.items() if n >= 18), None)
            try:
                provisional[key] = BoardResult(counts, solo)
            except ScoringError:
                continue
        return self.standings(provisional=provisional)

    def changes(self) -> list[tuple[float, dict[str, Any]]]:
        """Every change made to the tournament, oldest first: (when, what, including who made it)."""
        return [(float(at), dict(json.loads(what))) for at, what in self._conn.execute("SELECT at, what FROM log ORDER BY id")]

    # --- standings -----------------------------------------------------------------------------
    def standings(self, after_round: int | None = None,
                  provisional: Mapping[tuple[int, int], BoardResult] | None = None) -> list[Standing]:
        """Standings after ``after_round`` (default: every round), best first, tie-breaks applied.

        A player's round score is their board's score (times the top board's multiplier); a player
        on two boards in a round counts the better one. A round sat out scores the tournament's
        sit-out score, if it has one (the first time only, or every time): it counts as a round
        in the total and in the round tie-breaks (best round, second-best round, every round), and
        as no solo, no top and no centres. ``provisional``: results for boards still playing (the
        standings "if every game ended now")."""
        last = after_round if after_round is not None else self.last_round()
        system = find_system(self.system)
        scores: dict[str, dict[int, Fraction]] = {p.name: {} for p in self.players()}
        counted_board: dict[tuple[str, int], tuple[Board, str]] = {}
        boards = self.boards()
        if provisional:
            boards = [b if b.result is not None or (b.round, b.number) not in provisional
                      else dataclasses.replace(b, result=provisional[(b.round, b.number)]) for b in boards]
        for b in boards:
            if b.round > last or b.result is None:
                continue
            by_power = system(b.result)
            for power, who in b.seats.items():
                v = by_power[power] * b.multiplier
                mine = scores.setdefault(who, {})
                if b.round not in mine or v > mine[b.round]:
                    mine[b.round] = v
                    counted_board[(who, b.round)] = (b, power)
        solos: dict[str, int] = {}
        tops: dict[str, int] = {}
        centres: dict[str, int] = {}
        for (who, _r), (b, power) in counted_board.items():
            assert b.result is not None
            if b.result.solo == power:
                solos[who] = solos.get(who, 0) + 1
            if b.result.centers[power] == b.result.top:
                tops[who] = tops.get(who, 0) + 1
            centres[who] = centres.get(who, 0) + b.result.centers[power]
        sat_out: dict[str, list[int]] = {}
        bonus = self.sitout_score
        if bonus is not None:
            for r in self.rounds():
                if r > last or any(b.result is None for b in boards if b.round == r):
                    continue  # a round scores its sit-outs once every board has its result
                for who in self.sitting_out(r):
                    if self.sitout_mode == "once" and sat_out.get(who):
                        continue
                    sat_out.setdefault(who, []).append(r)
                    scores.setdefault(who, {})[r] = bonus
        rows: list[tuple[str, Fraction, dict[int, Fraction], tuple[Fraction, ...]]] = []
        n = self.best_rounds
        for who, by_round in scores.items():
            ordered = sorted(by_round.values(), reverse=True)
            counted = ordered if n is None else ordered[:n]
            total = sum(counted, Fraction(0))
            tb: list[Fraction] = []
            for t in self.tiebreaks:
                if t == "best-round":
                    tb.append(ordered[0] if ordered else Fraction(0))
                elif t == "second-best-round":
                    tb.append(ordered[1] if len(ordered) > 1 else Fraction(0))
                elif t == "all-rounds":
                    tb.append(sum(ordered, Fraction(0)))
                elif t == "solos":
                    tb.append(Fraction(solos.get(who, 0)))
                elif t == "tops":
                    tb.append(Fraction(tops.get(who, 0)))
                elif t == "centres":
                    tb.append(Fraction(centres.get(who, 0)))
            rows.append((who, total, by_round, tuple(tb)))
        rows.sort(key=lambda r: (-r[1], tuple(-x for x in r[3]), r[0].casefold()))
        out: list[Standing] = []
        for i, (who, total, by_round, breaks) in enumerate(rows):
            same = bool(out) and out[-1].total == total and out[-1].tiebreaks == breaks
            out.append(Standing(out[-1].place if same else i + 1, who, total, dict(sorted(by_round.items())), breaks,
                                tuple(sat_out.get(who, ()))))
        return out

    def best_country(self, after_round: int | None = None) -> list[Award]:
        """Best Country: for each power, the player with the best result with it (by score, or by
        centres with the score breaking ties, as the director chose); players still tied share it.
        Powers nobody has finished a board with yet are left out."""
        last = after_round if after_round is not None else self.last_round()
        system = find_system(self.system)
        by_centres = self.best_country_by == "centres"
        best: dict[str, list[Award]] = {}
        for b in self.boards():
            if b.round > last or b.result is None:
                continue
            by_power = system(b.result)
            for power, who in b.seats.items():
                a = Award(power, who, b.round, b.number, by_power[power] * b.multiplier, b.result.centers[power])
                key = (a.centres, a.score) if by_centres else (a.score, Fraction(a.centres))
                cur = best.get(power)
                if cur:
                    ck = (cur[0].centres, cur[0].score) if by_centres else (cur[0].score, Fraction(cur[0].centres))
                    if key < ck:
                        continue
                    if key == ck:
                        cur.append(a)
                        continue
                best[power] = [a]
        return [a for p in POWERS for a in best.get(p, [])]

    # --- exports -------------------------------------------------------------------------------
    def standings_table(self, after_round: int | None = None, lang: str = DEFAULT_LANGUAGE,
                        standings: list[Standing] | None = None) -> tuple[list[str], list[list[str]]]:
        """Header and rows of the standings as text (place, player, total, each round, each tie-break),
        the header in ``lang`` (``standings``: these, e.g. ``standings_if_ended_now``, not the final ones)."""
        last = after_round if after_round is not None else self.last_round()
        rounds = [r for r in self.rounds() if r <= last]
        header = ([render(msg(key), lang) for key in ("tournament.column.place", "tournament.column.player",
                                                      "tournament.column.total")]
                  + [render(msg("tournament.column.round", n=r), lang) for r in rounds]
                  + [render(tiebreak_column(t), lang) for t in self.tiebreaks])
        rows = []
        for s in standings if standings is not None else self.standings(last):
            rows.append([str(s.place), s.player, _num(s.total)]
                        + [_num(s.rounds[r]) if r in s.rounds else "" for r in rounds]
                        + [_num(x) for x in s.tiebreaks])
        return header, rows

    def standings_csv(self, after_round: int | None = None, lang: str = DEFAULT_LANGUAGE) -> str:
        header, rows = self.standings_table(after_round, lang)
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(header)
        w.writerows(rows)
        return buf.getvalue()

    def standings_text(self, after_round: int | None = None, lang: str = DEFAULT_LANGUAGE) -> str:
        header, rows = self.standings_table(after_round, lang)
        widths = [max(text_width(r[i]) for r in [header, *rows]) for i in range(len(header))]
        lines = ["  ".join(pad(c, w, right=i != 1) for i, (c, w) in enumerate(zip(r, widths))) for r in [header, *rows]]
        awards = self.awards_lines(after_round, lang)
        if awards:
            lines += ["", *awards]
        return "\n".join(line.rstrip() for line in lines) + "\n"

    def best_country_title(self) -> Message:
        by = msg("tournament.by-centres") if self.best_country_by == "centres" else msg("tournament.by-score")
        return msg("tournament.best-country", by=by)

    def award_message(self, a: Award) -> Message:
        return msg("tournament.award", power=W(a.power), player=a.player, score=_num(a.score), centres=a.centres,
                   round=a.round, board=a.board)

    def awards_lines(self, after_round: int | None = None, lang: str = DEFAULT_LANGUAGE, names: Any = None) -> list[str]:
        """Best Country as lines of text: its title, then one line per power's winner (none before a
        result). ``names``: the board that names the powers (default: codes in English, as the commands)."""
        awards = self.best_country(after_round)
        if not awards:
            return []
        names = names if names is not None else _names(lang)
        return [render(self.best_country_title(), lang, names)] + [render(self.award_message(a), lang, names)
                                                                   for a in awards]

    def sitout_message(self) -> Message | None:
        """How a round sat out counts, in a sentence (None: it scores nothing)."""
        score = self.sitout_score
        if score is None:
            return None
        when = msg("tournament.sitout-once") if self.sitout_mode == "once" else msg("tournament.sitout-every")
        return msg("tournament.sitout-rule", score=_num(score), when=when)

    def rules_message(self) -> Message:
        """The tournament's scoring in a sentence: "C-Diplo (solo 100); best 2 rounds count"."""
        counting = (msg("tournament.every-round-counts") if self.best_rounds is None
                    else msg("tournament.best-rounds-count", n=self.best_rounds))
        return msg("tournament.scoring-rule", system=find_system(self.system).title_msg, counting=counting)

    def standings_title(self, after_round: int | None = None) -> Message:
        last = after_round if after_round is not None else self.last_round()
        return msg("tournament.standings-title", name=self.name, round=last)

    def standings_html(self, after_round: int | None = None, lang: str = DEFAULT_LANGUAGE) -> str:
        """One self-contained page (no scripts, no outside files), large type for a projector."""
        header, rows = self.standings_table(after_round, lang)
        title = render(self.standings_title(after_round), lang)
        head = "".join(f"<th>{html.escape(h)}</th>" for h in header)
        body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in r) + "</tr>\n" for r in rows)
        rule = render(self.rules_message(), lang)
        sitout = self.sitout_message()
        if sitout is not None:
            rule += " " + render(sitout, lang)
        awards = self.awards_lines(after_round, lang)
        awards_html = ""
        if awards:
            awards_html = (f"<h2>{html.escape(awards[0])}</h2><ul>"
                           + "".join(f"<li>{html.escape(a)}</li>" for a in awards[1:]) + "</ul>")
        return (f"<!DOCTYPE html>\n<html lang=\"{HTML_LANG.get(lang, 'en')}\"><head><meta charset=\"utf-8\">"
                f"<title>{html.escape(title)}</title><style>"
                "body{font-family:sans-serif;font-size:2rem;margin:1em;background:#fff;color:#000}"
                "table{border-collapse:collapse}th,td{padding:.2em .6em;border-bottom:1px solid #999;text-align:right}"
                "td:nth-child(2),th:nth-child(2){text-align:left}tr:nth-child(-n+4) td{font-weight:bold}"
                "</style></head><body>"
                f"<h1>{html.escape(title)}</h1><p>{html.escape(rule)}</p>"
                f"<table><thead><tr>{head}</tr></thead><tbody>\n{body}</tbody></table>{awards_html}</body></html>\n")


# catalogue keys made from data (the tie-breaks'); tests/test_i18n.py checks every catalogue has them
MESSAGE_KEYS: tuple[str, ...] = tuple(f(t).key for t in TIEBREAKS for f in (tiebreak_title, tiebreak_column))

HTML_LANG = {"en": "en", "zh_Hant": "zh-Hant", "zh_Hans": "zh-Hans", "ja": "ja"}


def text_width(text: str) -> int:
    """Columns a text takes in a terminal: wide (CJK) characters take two."""
    return sum(2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in text)


def pad(text: str, width: int, *, right: bool = False) -> str:
    """``text`` padded with spaces to ``width`` terminal columns (``right``: aligned right)."""
    fill = " " * max(0, width - text_width(text))
    return fill + text if right else text + fill


def _names(lang: str) -> Any:
    """The standard board, to name the powers in ``lang`` (English keeps the codes)."""
    if lang == DEFAULT_LANGUAGE:
        return None
    from ..games.diplomacy.rules.ruleset import load_ruleset

    return load_ruleset("standard")


def _num(x: Fraction) -> str:
    v = as_number(x, 2)
    return str(v)


def _check_rules(best_rounds: int | None, tiebreaks: Sequence[str]) -> None:
    if best_rounds is not None and best_rounds < 1:
        raise TournamentError(msg("tournament.best-n"))
    for t in tiebreaks:
        if t not in TIEBREAKS:
            raise TournamentError(msg("tournament.unknown-tiebreak", name=repr(t), choices=Many(TIEBREAKS)))


def assign_powers(players: Sequence[str], played: Mapping[str, Mapping[str, int]],
                  prefers: Mapping[str, Sequence[str]] | None = None) -> dict[str, str]:
    """Give the seven powers to seven players so that each gets powers they have played least
    (``seeding.assign_powers``: the fewest repeats, then preferred powers; the same every time)."""
    if len(players) != BOARD_SIZE:
        raise TournamentError(msg("tournament.board-size", size=BOARD_SIZE, n=len(players)))
    return seeding.assign_powers(players, played, prefers)


def _power(text: str) -> str:
    """A power's code from what the director typed ("france", " FRANCE ")."""
    p = text.strip().upper()
    if p not in POWERS:
        raise TournamentError(msg("tournament.unknown-power", power=repr(text.strip())))
    return p


def read_game_result(path: str | os.PathLike[str]) -> BoardResult:
    """The result of an ended game file, opened read-only (never changed)."""
    from ..core.record import GameFile

    try:
        gf = GameFile.open(path, readonly=True, kind="diplomacy")
    except ScoringError:
        raise
    except Exception as exc:  # the kernel's file errors: damaged, foreign, missing …
        raise ScoringError(msg("scoring.bad-file", path=str(path), error=message_of(exc) or str(exc))) from None
    try:
        game: Any = gf.game
        return result_from_game(game)
    finally:
        gf.close()


def iter_seats(boards: Sequence[Board]) -> Iterator[tuple[int, str, str]]:
    for b in boards:
        for power, who in b.seats.items():
            yield b.number, power, who


__all__ = ["BEST_COUNTRY", "BOARD_SIZE", "Award", "Board", "MESSAGE_KEYS", "POWERS", "Player", "SITOUT_MODES",
           "SeatConflict", "Standing", "TIEBREAKS", "Tournament", "TournamentError", "assign_powers", "iter_seats", "pad", "read_game_result", "text_width", "tiebreak_column", "tiebreak_title"]

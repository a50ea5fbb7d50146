"""A face-to-face Diplomacy tournament: players, rounds, boards, seats, results and standings (Qt-free).

The tournament lives in one SQLite file of its own (``*.diptour``) with the game file's safety:
write-ahead log, ``synchronous=FULL``, every change committed as it is made, so a killed laptop
loses nothing that was acknowledged. A board's result is typed in (``BoardResult``) or read from
its ended game file; it is stored in the tournament file either way, so standings never need the
game files.

Seeding puts the round's players on boards of seven, choosing among many random groupings the one
where the fewest pairs meet again, and on each board gives the powers so that each player gets the
powers they have played least (every assignment of the seven is tried). The director can then swap
or set seats by hand. Players may join late (from a given round) or drop (after a given round).

Standings: each player's round score is their board's score under the tournament's system; the
total is the sum of every round or of the best N (``best_rounds``); ties are broken by the
director's list of tie-breaks (``TIEBREAKS``), then shared.
"""

from __future__ import annotations

import csv
import html
import io
import itertools
import json
import os
import random
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

from .scoring import BoardResult, ScoringError, as_number, find_system, result_from_game

FORMAT = "referee-app tournament"
SCHEMA_VERSION = 1
APPLICATION_ID = 0x44495054  # "DIPT"
POWERS = ("AUSTRIA", "ENGLAND", "FRANCE", "GERMANY", "ITALY", "RUSSIA", "TURKEY")
BOARD_SIZE = len(POWERS)
SEEDING_TRIES = 300

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


@dataclass(frozen=True)
class Player:
    id: int
    name: str
    joined_round: int = 1
    dropped_after: int | None = None

    def plays_in(self, round_no: int) -> bool:
        return self.joined_round <= round_no and (self.dropped_after is None or round_no <= self.dropped_after)


@dataclass(frozen=True)
class Board:
    round: int
    number: int
    seats: Mapping[str, str]  # power -> player name
    result: BoardResult | None = None
    game_file: str | None = None


@dataclass(frozen=True)
class Standing:
    place: int
    player: str
    total: Fraction
    rounds: Mapping[int, Fraction]  # round -> score (rounds played only)
    tiebreaks: tuple[Fraction, ...]


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, isolation_level=None, timeout=5.0)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=FULL")
    conn.execute("PRAGMA foreign_keys=ON")
    return conn


_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE players (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, joined_round INTEGER NOT NULL DEFAULT 1,
                      dropped_after INTEGER);
CREATE TABLE rounds (number INTEGER PRIMARY KEY, seed INTEGER, created REAL NOT NULL);
CREATE TABLE boards (round INTEGER NOT NULL REFERENCES rounds(number), board INTEGER NOT NULL, game_file TEXT,
                     result TEXT, PRIMARY KEY (round, board));
CREATE TABLE seats (round INTEGER NOT NULL, board INTEGER NOT NULL, power TEXT NOT NULL,
                    player INTEGER NOT NULL REFERENCES players(id),
                    PRIMARY KEY (round, board, power), UNIQUE (round, player),
                    FOREIGN KEY (round, board) REFERENCES boards(round, board));
CREATE TABLE log (id INTEGER PRIMARY KEY, at REAL NOT NULL, what TEXT NOT NULL);
"""


class Tournament:
    """An open tournament file. Every method that changes something stores it before returning."""

    def __init__(self, path: Path, conn: sqlite3.Connection) -> None:
        self.path = path
        self._conn = conn

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
    def open(cls, path: str | os.PathLike[str]) -> Tournament:
        p = Path(path)
        if not p.is_file():
            raise TournamentError(msg("tournament.no-file", path=str(p)))
        try:
            conn = _connect(p)
            if conn.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
                conn.close()
                raise TournamentError(msg("tournament.not-tournament", path=str(p)))
            meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
        except sqlite3.DatabaseError as exc:
            raise TournamentError(msg("tournament.not-tournament-why", path=str(p), error=str(exc))) from None
        if meta.get("format") != FORMAT:
            conn.close()
            raise TournamentError(msg("tournament.not-tournament", path=str(p)))
        if int(meta.get("version", "0")) > SCHEMA_VERSION:
            conn.close()
            raise TournamentError(msg("tournament.newer", path=str(p)))
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
        c.execute("BEGIN IMMEDIATE")
        try:
            for statement, params in sql:
                c.execute(statement, params)
            c.execute("INSERT INTO log (at, what) VALUES (?, ?)", (time.time(), json.dumps(dict(what))))
            c.execute("COMMIT")
        except sqlite3.IntegrityError as exc:
            c.execute("ROLLBACK")
            raise TournamentError(msg("tournament.not-stored", error=str(exc))) from None
        except BaseException:
            if c.in_transaction:
                c.execute("ROLLBACK")
            raise

    # --- settings ------------------------------------------------------------------------------
    def _meta(self, key: str) -> str:
        row = self._conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return str(row[0]) if row else ""

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

    def set_rules(self, *, system: str | None = None, best_rounds: int | None | str = "",
                  tiebreaks: Sequence[str] | None = None) -> None:
        """Change the scoring system, the best-N rule (None: every round; "" leaves it) or the tie-breaks.
        A system that cannot score a result already stored (one that needs the years powers fell in,
        say) is refused, and nothing changes."""
        sql: list[tuple[str, Sequence[Any]]] = []
        what: dict[str, Any] = {"do": "rules"}
        if system is not None:
            new = find_system(system)
            for b in self.boards():  # every result stored must score under the new system, or nothing changes
                if b.result is not None:
                    try:
                        new(b.result)
                    except ScoringError as exc:
                        raise TournamentError(msg("tournament.system-cannot-score", round=b.round, board=b.number,
                                                  error=exc.message)) from None
            sql.append(("UPDATE meta SET value = ? WHERE key = 'system'", (new.name,)))
            what["system"] = system
        if best_rounds != "":
            assert not isinstance(best_rounds, str)
            _check_rules(best_rounds, ())
            sql.append(("UPDATE meta SET value = ? WHERE key = 'best_rounds'",
                        ("" if best_rounds is None else str(best_rounds),)))
            what["best_rounds"] = best_rounds
        if tiebreaks is not None:
            _check_rules(None, tiebreaks)
            sql.append(("UPDATE meta SET value = ? WHERE key = 'tiebreaks'", (json.dumps(list(tiebreaks)),)))
            what["tiebreaks"] = list(tiebreaks)
        self._change(what, sql)

    # --- players -------------------------------------------------------------------------------
    def players(self) -> list[Player]:
        rows = self._conn.execute("SELECT id, name, joined_round, dropped_after FROM players ORDER BY id").fetchall()
        return [Player(int(r[0]), str(r[1]), int(r[2]), None if r[3] is None else int(r[3])) for r in rows]

    def player(self, name: str) -> Player:
        for p in self.players():
            if p.name.casefold() == name.strip().casefold():
                return p
        raise TournamentError(msg("tournament.no-player", name=repr(name)))

    def add_player(self, name: str, *, from_round: int | None = None) -> Player:
        """Register a player; a late player plays from ``from_round`` (default: the next round to seed)."""
        name = " ".join(name.split())
        if not name:
            raise TournamentError(msg("tournament.no-name"))
        if any(p.name.casefold() == name.casefold() for p in self.players()):
            raise TournamentError(msg("tournament.player-exists", name=repr(name)))
        start = from_round if from_round is not None else self.last_round() + 1
        if start < 1:
            raise TournamentError(msg("tournament.round-from-1"))
        self._change({"do": "add-player", "name": name, "from": start},
                     [("INSERT INTO players (name, joined_round) VALUES (?, ?)", (name, start))])
        return self.player(name)

    def drop_player(self, name: str, *, after_round: int | None = None) -> None:
        """The player plays no round after ``after_round`` (default: the last round seeded)."""
        p = self.player(name)
        after = after_round if after_round is not None else self.last_round()
        seated = self._conn.execute("SELECT round FROM seats WHERE player = ? AND round > ?", (p.id, after)).fetchone()
        if seated:
            raise TournamentError(msg("tournament.seated-later", name=p.name, round=int(seated[0])))
        self._change({"do": "drop-player", "name": p.name, "after": after},
                     [("UPDATE players SET dropped_after = ? WHERE id = ?", (after, p.id))])

    # --- rounds and seats ------------------------------------------------------------------------
    def last_round(self) -> int:
        row = self._conn.execute("SELECT MAX(number) FROM rounds").fetchone()
        return int(row[0]) if row and row[0] is not None else 0

    def rounds(self) -> list[int]:
        return [int(r[0]) for r in self._conn.execute("SELECT number FROM rounds ORDER BY number")]

    def boards(self, round_no: int | None = None) -> list[Board]:
        q = "SELECT round, board, game_file, result FROM boards"
        rows = self._conn.execute(q + (" WHERE round = ?" if round_no is not None else "") + " ORDER BY round, board",
                                  (round_no,) if round_no is not None else ()).fetchall()
        names = {p.id: p.name for p in self.players()}
        seats: dict[tuple[int, int], dict[str, str]] = {}
        for r, b, power, pid in self._conn.execute("SELECT round, board, power, player FROM seats"):
            seats.setdefault((int(r), int(b)), {})[str(power)] = names[int(pid)]
        out = []
        for r, b, gf, res in rows:
            result = BoardResult.from_json(json.loads(res)) if res else None
            key = (int(r), int(b))
            out.append(Board(key[0], key[1], dict(sorted(seats.get(key, {}).items())), result, gf))
        return out

    def board(self, round_no: int, number: int) -> Board:
        for b in self.boards(round_no):
            if b.number == number:
                return b
        raise TournamentError(msg("tournament.no-board", round=round_no, board=number))

    def history(self) -> tuple[dict[str, dict[str, int]], dict[frozenset[str], int]]:
        """How often each player has played each power, and how often each pair has shared a board."""
        powers: dict[str, dict[str, int]] = {}
        met: dict[frozenset[str], int] = {}
        for b in self.boards():
            for power, who in b.seats.items():
                powers.setdefault(who, {}).setdefault(power, 0)
                powers[who][power] += 1
            for a, c in itertools.combinations(sorted(b.seats.values()), 2):
                key = frozenset((a, c))
                met[key] = met.get(key, 0) + 1
        return powers, met

    def sitting_out(self, round_no: int) -> list[str]:
        seated = {who for b in self.boards(round_no) for who in b.seats.values()}
        return [p.name for p in self.players() if p.plays_in(round_no) and p.name not in seated]

    def seed_round(self, seed: int | None = None) -> list[Board]:
        """Start the next round: its players on boards of seven, with powers as varied as possible.

        Players beyond a multiple of seven sit out: those who have sat out least, drawn by lot.
        The seed is stored with the round, so the same file and seed seat the same way."""
        number = self.last_round() + 1
        unfinished = [b for b in self.boards(number - 1) if b.result is None] if number > 1 else []
        if unfinished:
            raise TournamentError(msg("tournament.no-result-yet", round=number - 1, board=unfinished[0].number))
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        rng = random.Random(seed)
        playing = [p.name for p in self.players() if p.plays_in(number)]
        if len(playing) < BOARD_SIZE:
            raise TournamentError(msg("tournament.too-few-players", round=number, n=len(playing), size=BOARD_SIZE))
        powers_played, met = self.history()
        extra = len(playing) % BOARD_SIZE
        if extra:
            sat = {p: self._rounds_sat_out(p) for p in playing}
            rng.shuffle(playing)
            playing.sort(key=lambda p: sat[p])  # stable: lots among equals
            playing = playing[extra:]
        best: list[list[str]] | None = None
        best_cost = -1
        for _ in range(SEEDING_TRIES):
            rng.shuffle(playing)
            groups = [playing[i:i + BOARD_SIZE] for i in range(0, len(playing), BOARD_SIZE)]
            cost = sum(met.get(frozenset(pair), 0) ** 2 for g in groups for pair in itertools.combinations(g, 2))
            if best is None or cost < best_cost:
                best, best_cost = [list(g) for g in groups], cost
            if cost == 0:
                break
        assert best is not None
        sql: list[tuple[str, Sequence[Any]]] = [("INSERT INTO rounds (number, seed, created) VALUES (?, ?, ?)",
                                                 (number, seed, time.time()))]
        ids = {p.name: p.id for p in self.players()}
        for i, group in enumerate(best, start=1):
            sql.append(("INSERT INTO boards (round, board) VALUES (?, ?)", (number, i)))
            for power, who in assign_powers(group, powers_played).items():
                sql.append(("INSERT INTO seats (round, board, power, player) VALUES (?, ?, ?, ?)",
                            (number, i, power, ids[who])))
        self._change({"do": "seed", "round": number, "seed": seed}, sql)
        return self.boards(number)

    def _rounds_sat_out(self, name: str) -> int:
        p = self.player(name)
        return sum(1 for r in self.rounds() if p.plays_in(r) and name in self.sitting_out(r))

    def _seat(self, round_no: int, board: int, power: str) -> tuple[str, int | None]:
        power = power.upper()
        if power not in POWERS:
            raise TournamentError(msg("tournament.unknown-power", power=repr(power)))
        self.board(round_no, board)
        row = self._conn.execute("SELECT player FROM seats WHERE round = ? AND board = ? AND power = ?",
                                 (round_no, board, power)).fetchone()
        return power, None if row is None else int(row[0])

    def _no_result(self, round_no: int, board: int) -> None:
        if self.board(round_no, board).result is not None:
            raise TournamentError(msg("tournament.has-result", round=round_no, board=board))

    def swap_seats(self, round_no: int, a: tuple[int, str], b: tuple[int, str]) -> None:
        """Swap the players of two seats, ``(board, power)`` each, on the same or different boards."""
        pa, ida = self._seat(round_no, *a)
        pb, idb = self._seat(round_no, *b)
        self._no_result(round_no, a[0])
        self._no_result(round_no, b[0])
        if ida is None or idb is None:
            raise TournamentError(msg("tournament.swap-empty"))
        # the UNIQUE (round, player) constraint is checked per statement: move one out of the way first
        self._change({"do": "swap", "round": round_no, "a": [a[0], pa], "b": [b[0], pb]}, [
            ("DELETE FROM seats WHERE round = ? AND board = ? AND power = ?", (round_no, a[0], pa)),
            ("UPDATE seats SET player = ? WHERE round = ? AND board = ? AND power = ?", (ida, round_no, b[0], pb)),
            ("INSERT INTO seats (round, board, power, player) VALUES (?, ?, ?, ?)", (round_no, a[0], pa, idb)),
        ])

    def set_seat(self, round_no: int, board: int, power: str, player: str) -> None:
        """Put ``player`` in a seat (e.g. a late arrival for one who left); they leave any other seat this round."""
        pw, _ = self._seat(round_no, board, power)
        self._no_result(round_no, board)
        p = self.player(player)
        self._change({"do": "seat", "round": round_no, "board": board, "power": pw, "player": p.name}, [
            ("DELETE FROM seats WHERE round = ? AND player = ?", (round_no, p.id)),
            ("INSERT OR REPLACE INTO seats (round, board, power, player) VALUES (?, ?, ?, ?)",
             (round_no, board, pw, p.id)),
        ])

    # --- results -------------------------------------------------------------------------------
    def record_result(self, round_no: int, board: int, result: BoardResult, *, game_file: str | None = None) -> None:
        """Store a board's result (typed in, or read from ``game_file``). Replaces an earlier one."""
        b = self.board(round_no, board)
        if set(b.seats) != set(result.centers):
            raise TournamentError(msg("tournament.powers-mismatch", round=round_no, board=board))
        find_system(self.system)(result)  # scores, or says why not, before anything is stored
        self._change({"do": "result", "round": round_no, "board": board, "game_file": game_file},
                     [("UPDATE boards SET result = ?, game_file = ? WHERE round = ? AND board = ?",
                       (json.dumps(result.to_json(), sort_keys=True), game_file, round_no, board))])

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
        """Each seated player's score on a board with a result (by player name)."""
        b = self.board(round_no, board)
        if b.result is None:
            return {}
        by_power = find_system(self.system)(b.result)
        return {b.seats[p]: v for p, v in by_power.items() if p in b.seats}

    # --- standings -----------------------------------------------------------------------------
    def standings(self, after_round: int | None = None) -> list[Standing]:
        """Standings after ``after_round`` (default: every round), best first, tie-breaks applied."""
        last = after_round if after_round is not None else self.last_round()
        system = find_system(self.system)
        scores: dict[str, dict[int, Fraction]] = {p.name: {} for p in self.players()}
        solos: dict[str, int] = {}
        tops: dict[str, int] = {}
        centres: dict[str, int] = {}
        for b in self.boards():
            if b.round > last or b.result is None:
                continue
            by_power = system(b.result)
            for power, who in b.seats.items():
                scores.setdefault(who, {})[b.round] = by_power[power]
                if b.result.solo == power:
                    solos[who] = solos.get(who, 0) + 1
                if b.result.centers[power] == b.result.top:
                    tops[who] = tops.get(who, 0) + 1
                centres[who] = centres.get(who, 0) + b.result.centers[power]
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
            out.append(Standing(out[-1].place if same else i + 1, who, total, dict(sorted(by_round.items())), breaks))
        return out

    # --- exports -------------------------------------------------------------------------------
    def standings_table(self, after_round: int | None = None, lang: str = DEFAULT_LANGUAGE
                        ) -> tuple[list[str], list[list[str]]]:
        """Header and rows of the standings as text (place, player, total, each round, each tie-break),
        the header in ``lang``."""
        last = after_round if after_round is not None else self.last_round()
        rounds = [r for r in self.rounds() if r <= last]
        header = ([render(msg(key), lang) for key in ("tournament.column.place", "tournament.column.player",
                                                      "tournament.column.total")]
                  + [render(msg("tournament.column.round", n=r), lang) for r in rounds]
                  + [render(tiebreak_column(t), lang) for t in self.tiebreaks])
        rows = []
        for s in self.standings(last):
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
        return "\n".join(line.rstrip() for line in lines) + "\n"

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
        return (f"<!DOCTYPE html>\n<html lang=\"{HTML_LANG.get(lang, 'en')}\"><head><meta charset=\"utf-8\">"
                f"<title>{html.escape(title)}</title><style>"
                "body{font-family:sans-serif;font-size:2rem;margin:1em;background:#fff;color:#000}"
                "table{border-collapse:collapse}th,td{padding:.2em .6em;border-bottom:1px solid #999;text-align:right}"
                "td:nth-child(2),th:nth-child(2){text-align:left}tr:nth-child(-n+4) td{font-weight:bold}"
                "</style></head><body>"
                f"<h1>{html.escape(title)}</h1><p>{html.escape(rule)}</p>"
                f"<table><thead><tr>{head}</tr></thead><tbody>\n{body}</tbody></table></body></html>\n")


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


def _num(x: Fraction) -> str:
    v = as_number(x, 2)
    return str(v)


def _check_rules(best_rounds: int | None, tiebreaks: Sequence[str]) -> None:
    if best_rounds is not None and best_rounds < 1:
        raise TournamentError(msg("tournament.best-n"))
    for t in tiebreaks:
        if t not in TIEBREAKS:
            raise TournamentError(msg("tournament.unknown-tiebreak", name=repr(t), choices=Many(TIEBREAKS)))


def assign_powers(players: Sequence[str], played: Mapping[str, Mapping[str, int]]) -> dict[str, str]:
    """Give the seven powers to seven players so that each gets powers they have played least.

    Every assignment is tried; the cost of a player on a power is the square of the times they
    have played it already (so one repeat for two players beats two repeats for one); ties go to
    the first assignment in power order, so the result is the same every time."""
    if len(players) != BOARD_SIZE:
        raise TournamentError(msg("tournament.board-size", size=BOARD_SIZE, n=len(players)))
    best: tuple[str, ...] | None = None
    best_cost = -1
    for perm in itertools.permutations(players):
        cost = sum(played.get(who, {}).get(power, 0) ** 2 for power, who in zip(POWERS, perm))
        if best is None or cost < best_cost:
            best, best_cost = perm, cost
            if cost == 0:
                break
    assert best is not None
    return dict(zip(POWERS, best))


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


__all__ = ["BOARD_SIZE", "Board", "MESSAGE_KEYS", "POWERS", "Player", "Standing", "TIEBREAKS", "Tournament", "TournamentError",
           "assign_powers", "iter_seats", "pad", "read_game_result", "text_width", "tiebreak_column", "tiebreak_title"]

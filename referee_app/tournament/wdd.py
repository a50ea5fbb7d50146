"""The World Diplomacy Database's CSV files for a tournament's results (Qt-free).

The WDD (world-diplomacy-database.com) takes a tournament's results as two CSV files: the boards
(one row per player per board) and the classification (one row per player). What this writes
follows the columns the WDD's own upload takes, as the dipvis tournament site writes them (read in
its ``wdd_views.py``; nothing copied): a power is ``0`` (the standard variant) and the first two
letters of its English name (``0AU`` … ``0TU``); a year is its last two digits (``CT_05`` is
1905's centre count, ``YEAR_ELIMINATION`` 5); ``HOMONYME`` is always 1; ``EXAEQUO`` is how many
share the ``RANK``; ``DRAW`` is 1 for a soloist, the draw's size for a member of the draw and 0 for
everyone else; rounds ``R1`` … ``R8``; Best Country as ``RK_``, ``PT_``, ``CT_``, ``HEAT_`` and
``BOARD_`` with the power's code; the top board as ``*_TOPBOARD``. Players are split into first
name and name at the last space. Column names are the WDD's, the same in every language.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping
from fractions import Fraction
from typing import TYPE_CHECKING

from .scoring import as_number, find_system
from .seeding import POWERS

if TYPE_CHECKING:
    from .tournament import Tournament

MAX_ROUNDS = 8
MAX_YEARS = 20
BOARD_COLUMNS = ["FIRST NAME", "NAME", "HOMONYME", "ROUND", "BOARD", "COUNTRY", "RANK", "EXAEQUO", "SCORE",
                 "NB_CENTRE", "YEAR_ELIMINATION", "DRAW"] + [f"CT_{i:02d}" for i in range(1, MAX_YEARS + 1)]


def power_code(power: str) -> str:
    """``FRANCE`` -> ``0FR``."""
    return "0" + power[:2].upper()


def year_code(year: int) -> int:
    """1905 -> 5 (the WDD counts years from 1900)."""
    return year % 100


def split_name(name: str) -> tuple[str, str]:
    """("First names", "Name"): the last word is the name."""
    first, _, last = name.rpartition(" ")
    return first, last


def _places(values: Mapping[str, Fraction | int]) -> dict[str, tuple[int, int]]:
    """Each key's place by value (higher first; ties share the higher place) and how many share it."""
    order = sorted(values, key=lambda k: -values[k])
    out: dict[str, tuple[int, int]] = {}
    for i, k in enumerate(order):
        place = out[order[i - 1]][0] if i and values[k] == values[order[i - 1]] else i + 1
        out[k] = (place, 0)
    for k, (place, _) in out.items():
        out[k] = (place, sum(1 for p, _ in out.values() if p == place))
    return out


def _write(header: list[str], rows: list[dict[str, object]]) -> str:
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=header, lineterminator="\r\n")
    w.writeheader()
    w.writerows(rows)
    return buf.getvalue()


def boards_csv(t: Tournament, after_round: int | None = None) -> str:
    """The WDD's boards file: one row per seated player per board with a result."""
    last = after_round if after_round is not None else t.last_round()
    system = find_system(t.system)
    rows: list[dict[str, object]] = []
    for b in t.boards():
        if b.round > last or b.result is None:
            continue
        r = b.result
        scores = system(r)
        places = _places(r.centers)
        yearly = {y: c for y, c in r.history}
        for power in POWERS:
            who = b.seats.get(power)
            if who is None:  # civil disorder: nobody to credit
                continue
            first, name = split_name(who)
            row: dict[str, object] = {"FIRST NAME": first, "NAME": name, "HOMONYME": 1, "ROUND": b.round,
                                      "BOARD": b.number, "COUNTRY": power_code(power), "RANK": places[power][0],
                                      "EXAEQUO": places[power][1], "SCORE": as_number(scores[power] * b.multiplier, 2),
                                      "NB_CENTRE": r.centers[power]}
            if power in r.eliminated_in:
                row["YEAR_ELIMINATION"] = year_code(r.eliminated_in[power])
            if r.solo is not None:
                row["DRAW"] = 1 if power == r.solo else 0
            else:
                row["DRAW"] = len(r.in_draw) if power in r.in_draw else 0
            for y, counts in yearly.items():
                if 1 <= year_code(y) <= MAX_YEARS:
                    row[f"CT_{year_code(y):02d}"] = counts.get(power, 0)
            if r.year is not None and 1 <= year_code(r.year) <= MAX_YEARS:
                row[f"CT_{year_code(r.year):02d}"] = r.centers[power]
            rows.append(row)
    return _write(BOARD_COLUMNS, rows)


def classification_csv(t: Tournament, after_round: int | None = None) -> str:
    """The WDD's classification file: one row per player who played, with the place, the total,
    each round's score and Best Country."""
    last = after_round if after_round is not None else t.last_round()
    header = ["FIRST NAME", "NAME", "HOMONYME", "RANK", "EXAEQUO", "LOCATION", "NATIONALITY", "SCORE"]
    header += [f"R{i}" for i in range(1, MAX_ROUNDS + 1)]
    for power in POWERS:
        header += [f"{k}_{power_code(power)}" for k in ("RK", "PT", "CT", "HEAT", "BOARD")]
    top = [b for b in t.boards() if b.round <= last and b.multiplier != 1 and b.result is not None]
    if top:
        header += ["NAME_TOPBOARD", "HEAT_TOPBOARD", "BOARD_TOPBOARD", "RK_TOPBOARD", "CT_TOPBOARD", "COUNTRY_TOPBOARD"]
    standings = t.standings(last)
    awards = t.best_country(last)
    played = {who for b in t.boards() if b.round <= last and b.result is not None for who in b.seats.values()}
    rows: list[dict[str, object]] = []
    for s in standings:
        if s.player not in played:
            continue  # registered but never played: the WDD leaves them out
        first, name = split_name(s.player)
        row: dict[str, object] = {"FIRST NAME": first, "NAME": name, "HOMONYME": 1, "RANK": s.place,
                                  "EXAEQUO": sum(1 for o in standings if o.place == s.place and o.player in played),
                                  "SCORE": as_number(s.total, 2)}
        for r, v in s.rounds.items():
            if r <= MAX_ROUNDS:
                row[f"R{r}"] = as_number(v, 2)
        for a in awards:
            if a.player == s.player:
                code = power_code(a.power)
                row.update({f"RK_{code}": 1, f"PT_{code}": as_number(a.score, 2), f"CT_{code}": a.centres,
                            f"HEAT_{code}": a.round, f"BOARD_{code}": a.board})
        if top:
            b = top[-1]
            assert b.result is not None
            mine = [p for p, who in b.seats.items() if who == s.player]
            if mine:
                scores = {p: v for p, v in find_system(t.system)(b.result).items()}
                row.update({"NAME_TOPBOARD": "A", "HEAT_TOPBOARD": b.round, "BOARD_TOPBOARD": b.number,
                            "RK_TOPBOARD": _places(scores)[mine[0]][0], "CT_TOPBOARD": b.result.centers[mine[0]],
                            "COUNTRY_TOPBOARD": power_code(mine[0])})
        rows.append(row)
    return _write(header, rows)


__all__ = ["BOARD_COLUMNS", "boards_csv", "classification_csv", "power_code", "split_name", "year_code"]

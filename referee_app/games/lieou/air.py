"""Air forces in a fight (chapter 13) and their exact odds: air combat, bombing and raids.

An air force on a place is a wing of air groups (机组, 1-5 groups) or one column (纵队, 12.4-12.5).
Bombing or a raid (13.2-13.4): a wing throws one die per group, the sum halved (rounded down) is the
armies killed; a column throws one die and kills by the table of 13.3. An air force with a general
kills one more, with a marshal two more; a place with a general loses one fewer, with a marshal two
fewer (10.3, 11.2).

Air combat (13.6-13.9): columns throw one die each, the higher wins and the loser's column is gone, a
tie goes to the defender; wings throw one die per group, highest against highest and so on for as many
pairs as the smaller wing has, each lost pair costs one group, a tie goes to the defender, round after
round until one wing is gone; a column fighting a wing fights as six groups and is a column again only
if all six come through. A general adds 1 to his side's highest die, a marshal 1 to every die (2 to a
column's die in a fight of columns) (10.3, 11.2 read as the marshal's, docs/lieou.md).

``AirCombat`` fights with given faces; ``air_odds`` and ``bomb_odds`` are exact (computed, not sampled).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from referee_app.core.messages import msg

from .battle import BattleError


@dataclass(frozen=True)
class AirForce:
    """What flies from one place: ``groups`` air groups, or a column."""

    groups: int = 0
    column: bool = False

    @property
    def empty(self) -> bool:
        return not self.column and self.groups <= 0

    def to_json(self) -> dict[str, Any]:
        return {"groups": self.groups, "column": self.column}


def _values(faces: Sequence[int], bonus: str, columns: bool, column_marshal: int) -> list[int]:
    ordered = sorted(faces, reverse=True)
    general, marshal = "general" in bonus, "marshal" in bonus
    plus = (column_marshal if columns else 1) if marshal else 0
    return [f + plus + (1 if general and i == 0 else 0) for i, f in enumerate(ordered)]


def air_round(att: Sequence[int], dfn: Sequence[int], att_bonus: str, def_bonus: str, columns: bool,
              column_marshal: int = 2) -> tuple[int, int]:
    """One round of air combat: (groups the attacker loses, groups the defender loses); ties to the defender."""
    a_lost = d_lost = 0
    for x, y in zip(_values(att, att_bonus, columns, column_marshal), _values(dfn, def_bonus, columns, column_marshal),
                    strict=False):
        if x > y:
            d_lost += 1
        else:
            a_lost += 1
    return a_lost, d_lost


def _check(faces: Sequence[int], count: int, side: str) -> None:
    for f in faces:
        if not isinstance(f, int) or isinstance(f, bool) or not 1 <= f <= 6:
            raise BattleError(msg("lieou.dice.bad_face", face=str(f)))
    if len(faces) != count:
        raise BattleError(msg(f"lieou.dice.air_count_{side}", n=count, typed=len(faces)))


@dataclass
class AirCombat:
    """One air combat fought to the end with dice given round by round (13.7-13.9)."""

    attacker: AirForce
    defender: AirForce
    att_bonus: str = "none"
    def_bonus: str = "none"
    column_groups: int = 6
    column_marshal: int = 2
    a: int = field(init=False)
    d: int = field(init=False)
    columns: bool = field(init=False)
    rounds: list[dict[str, Any]] = field(default_factory=list)
    winner: str | None = None

    def __post_init__(self) -> None:
        if self.attacker.empty or self.defender.empty:
            raise BattleError(msg("lieou.dice.no_air"))
        self.columns = self.attacker.column and self.defender.column
        self.a = self._size(self.attacker)
        self.d = self._size(self.defender)

    def _size(self, f: AirForce) -> int:
        return 1 if self.columns else (self.column_groups if f.column else f.groups)

    def dice_needed(self) -> tuple[int, int]:
        return self.a, self.d

    def fight(self, att: Sequence[int], dfn: Sequence[int]) -> tuple[int, int]:
        if self.winner is not None:
            raise BattleError(msg("lieou.dice.battle_over"))
        _check(att, self.a, "attacker")
        _check(dfn, self.d, "defender")
        al, dl = air_round(att, dfn, self.att_bonus, self.def_bonus, self.columns, self.column_marshal)
        self.a -= al
        self.d -= dl
        self.rounds.append({"attacker": list(att), "defender": list(dfn), "attacker_lost": al, "defender_lost": dl,
                            "attacker_left": self.a, "defender_left": self.d})
        if self.d <= 0:
            self.winner = "attacker"
        elif self.a <= 0:
            self.winner = "defender"
        return al, dl

    def _after(self, start: AirForce, left: int) -> AirForce:
        if self.columns:
            return start if left > 0 else AirForce()
        if start.column:
            return AirForce(0, True) if left == self.column_groups else AirForce(left, False)  # 13.9
        return AirForce(left, False)

    def result(self) -> tuple[AirForce, AirForce]:
        """What is left of each side (a column that lost a group stays a wing, 13.9)."""
        return self._after(self.attacker, self.a), self._after(self.defender, self.d)

    def to_json(self) -> dict[str, Any]:
        return {"attacker": self.attacker.to_json(), "defender": self.defender.to_json(), "columns": self.columns,
                "attacker_left": self.a, "defender_left": self.d, "att_bonus": self.att_bonus,
                "def_bonus": self.def_bonus, "rounds": list(self.rounds), "winner": self.winner,
                "dice": list(self.dice_needed())}


def bomb_dice(force: AirForce) -> int:
    """13.2, 13.3: a wing throws one die per group, a column one die."""
    return 1 if force.column else force.groups


def bomb_losses(faces: Sequence[int], force: AirForce, divisor: int, table: Sequence[int], kills: int = 0,
                shield: int = 0) -> int:
    """Armies a bombing or raid kills (13.2, 13.3) with the leaders' bonuses (10.3, 11.2)."""
    if len(faces) != bomb_dice(force):
        raise BattleError(msg("lieou.dice.bomb_count", n=bomb_dice(force), typed=len(faces)))
    for f in faces:
        if not 1 <= f <= 6:
            raise BattleError(msg("lieou.dice.bad_face", face=str(f)))
    base = table[faces[0] - 1] if force.column else sum(faces) // divisor
    return max(0, base + kills - shield)


# --- exact odds ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class AirOdds:
    attacker_wins: float
    defender_wins: float
    expected_attacker_groups: float
    expected_defender_groups: float

    def to_json(self) -> dict[str, float]:
        return {"attacker_wins": self.attacker_wins, "defender_wins": self.defender_wins,
                "expected_attacker_groups": self.expected_attacker_groups,
                "expected_defender_groups": self.expected_defender_groups}


@cache
def _multisets(n: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every sorted throw of ``n`` dice with the number of ordered throws giving it."""
    out = []
    for combo in itertools.combinations_with_replacement(range(1, 7), n):
        count = math.factorial(n)
        for face in set(combo):
            count //= math.factorial(combo.count(face))
        out.append((combo, count))
    return tuple(out)


@cache
def air_round_table(a: int, d: int, att_bonus: str, def_bonus: str, columns: bool,
                    column_marshal: int) -> tuple[tuple[int, int, float], ...]:
    counts: dict[tuple[int, int], int] = {}
    for att, ca in _multisets(a):
        for dfn, cd in _multisets(d):
            key = air_round(att, dfn, att_bonus, def_bonus, columns, column_marshal)
            counts[key] = counts.get(key, 0) + ca * cd
    total = 6 ** (a + d)
    return tuple((al, dl, c / total) for (al, dl), c in sorted(counts.items()))


def air_odds(attacker: AirForce, defender: AirForce, att_bonus: str = "none", def_bonus: str = "none",
             column_groups: int = 6, column_marshal: int = 2) -> AirOdds:
    """Exact chances of an air combat fought to the end, and the groups expected left on each side
    (a column counts as its six groups)."""
    probe = AirCombat(attacker, defender, att_bonus, def_bonus, column_groups, column_marshal)
    if probe.columns:
        p = sum(pr for _, dl, pr in air_round_table(1, 1, att_bonus, def_bonus, True, column_marshal) if dl == 1)
        return AirOdds(p, 1 - p, p * column_groups, (1 - p) * column_groups)

    @cache
    def value(a: int, d: int) -> tuple[float, float, float]:
        if d <= 0:
            return 1.0, float(a), 0.0
        if a <= 0:
            return 0.0, 0.0, float(d)
        acc = [0.0, 0.0, 0.0]
        for al, dl, p in air_round_table(a, d, att_bonus, def_bonus, False, column_marshal):
            v = value(a - al, d - dl)
            for k in range(3):
                acc[k] += p * v[k]
        return acc[0], acc[1], acc[2]

    w, ea, ed = value(probe.a, probe.d)
    return AirOdds(w, 1 - w, ea, ed)


@dataclass(frozen=True)
class BombOdds:
    expected_losses: float
    wipe_chance: float  # the chance the place is left without an army (13.2)

    def to_json(self) -> dict[str, float]:
        return {"expected_losses": self.expected_losses, "wipe_chance": self.wipe_chance}


def bomb_distribution(force: AirForce, divisor: int, table: Sequence[int], kills: int = 0,
                      shield: int = 0) -> dict[int, float]:
    """The exact chance of each number of armies a bombing or raid kills (before the garrison caps it)."""
    if force.empty:
        raise BattleError(msg("lieou.dice.no_air"))
    dist: dict[int, float] = {}
    if force.column:
        for f in range(1, 7):
            k = max(0, table[f - 1] + kills - shield)
            dist[k] = dist.get(k, 0.0) + 1 / 6
        return dist
    sums = {0: 1.0}
    for _ in range(force.groups):
        nxt: dict[int, float] = {}
        for s, p in sums.items():
            for f in range(1, 7):
                nxt[s + f] = nxt.get(s + f, 0.0) + p / 6
        sums = nxt
    for s, p in sums.items():
        k = max(0, s // divisor + kills - shield)
        dist[k] = dist.get(k, 0.0) + p
    return dist


def bomb_odds(force: AirForce, garrison: int, divisor: int, table: Sequence[int], kills: int = 0,
              shield: int = 0) -> BombOdds:
    """Exact expected losses of a bombing or raid on ``garrison`` armies and the chance none is left."""
    dist = bomb_distribution(force, divisor, table, kills, shield)
    expected = sum(min(k, garrison) * p for k, p in dist.items())
    wipe = sum(p for k, p in dist.items() if k >= garrison)
    return BombOdds(expected, wipe)


__all__ = ["AirCombat", "AirForce", "AirOdds", "BombOdds", "air_odds", "air_round", "air_round_table", "bomb_dice",
           "bomb_distribution", "bomb_losses", "bomb_odds"]

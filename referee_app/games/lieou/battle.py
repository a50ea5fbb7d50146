"""Battles with dice (chapter 4) and their exact odds.

A battle is fought round by round to the end (4.3). Each round the attacker throws one die per army in
the attacking land beyond the first, at most three, at most two against a capital (4.2.1); the defender
throws two dice with three or more armies, one with one or two armies or on an empty land (4.2.2).
Highest die meets highest, second meets second; the higher wins, a tie goes to the defender; a 6 beating
a 1 makes the loser's army desert to the winner (4.2.3). The attacker wins when the defending armies
are gone; the defence holds when the attacker is down to one army (4.4). On an empty land only the
attacker's highest die meets one defence die, without desertion; a loss costs the attacker one army
(4.5); in the initial period a first loss still takes the land (4.6). A general adds 1 to his side's
highest die, a marshal 1 to every die (10.3, 11.2), both together both (10.9).

``Battle`` fights with given faces; ``odds`` computes the exact chances by solving the finite chain of
states (a 6-1 desertion moves an army across but never adds one, so armies on the board never grow).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any, Literal

from referee_app.core.errors import RefereeError
from referee_app.core.messages import msg

Bonus = Literal["none", "general", "marshal", "general+marshal"]
BONUSES: tuple[str, ...] = ("none", "general", "marshal", "general+marshal")
MAX_ARMIES = 400  # the odds of larger battles are not computed (no game reaches them)


class BattleError(RefereeError):
    """Dice or a battle the rules do not allow."""


def attack_dice(armies: int, capital: bool, cap: int = 3) -> int:
    """4.2.1: one die per army beyond the first, at most three; at most two against a capital; at most ``cap``
    where the attacker chose to throw fewer (option ``attack_dice = "fewer"``, docs/lieou.md)."""
    return max(0, min(armies - 1, 2 if capital else 3, cap))


def defence_dice(armies: int) -> int:
    """4.2.2: two dice with three or more armies; one with one or two, or on an empty land."""
    return 2 if armies >= 3 else 1


def modified(faces: Sequence[int], bonus: str) -> list[tuple[int, int]]:
    """(value with the bonus, face as thrown), highest first: a general adds 1 to the highest die
    (10.3), a marshal 1 to every die (11.2); both on one place ("general+marshal", 10.9) add both."""
    ordered = sorted(faces, reverse=True)
    general, marshal = "general" in bonus, "marshal" in bonus
    out = []
    for i, f in enumerate(ordered):
        plus = (1 if marshal else 0) + (1 if general and i == 0 else 0)
        out.append((f + plus, f))
    return out


@dataclass(frozen=True)
class RoundResult:
    attacker: tuple[int, ...]
    defender: tuple[int, ...]
    attacker_lost: int
    defender_lost: int
    attacker_gained: int  # 6-1 desertions to the attacker
    defender_gained: int
    attacker_left: int
    defender_left: int
    taken: bool  # an empty land taken this round

    def to_json(self) -> dict[str, Any]:
        return {"attacker": list(self.attacker), "defender": list(self.defender),
                "attacker_lost": self.attacker_lost, "defender_lost": self.defender_lost,
                "attacker_gained": self.attacker_gained, "defender_gained": self.defender_gained,
                "attacker_left": self.attacker_left, "defender_left": self.defender_left}


def compare(att: Sequence[int], dfn: Sequence[int], att_bonus: str, def_bonus: str,
            desertion: str) -> tuple[int, int, int, int]:
    """One round between non-empty sides: (attacker lost, defender lost, attacker gained, defender gained)."""
    a_lost = d_lost = a_gain = d_gain = 0
    for (av, af), (dv, df) in zip(modified(att, att_bonus), modified(dfn, def_bonus), strict=False):
        a_face, d_face = (af, df) if desertion == "raw" else (av, dv)
        if av > dv:
            d_lost += 1
            if a_face == 6 and d_face == 1:
                a_gain += 1
        else:
            a_lost += 1
            if d_face == 6 and a_face == 1:
                d_gain += 1
    return a_lost, d_lost, a_gain, d_gain


@dataclass
class Battle:
    """One battle fought to the end with dice given round by round."""

    attacker: int
    defender: int  # 0: an empty land
    capital: bool = False
    initial_period: bool = False
    attacker_bonus: str = "none"
    defender_bonus: str = "none"
    desertion: str = "raw"
    cap: int = 3  # 4.2.1 "可掷": the most dice the attacker said it throws (attack ... dice=N)
    fewer: bool = False  # 4.2.1 read as "may throw": typed rounds may have fewer attacking dice
    empty: bool = field(init=False)
    rounds: list[RoundResult] = field(default_factory=list)
    winner: str | None = None

    def __post_init__(self) -> None:
        check_battle(self.attacker, self.defender, self.attacker_bonus, self.defender_bonus)
        self.empty = self.defender == 0

    def dice_needed(self) -> tuple[int, int]:
        return attack_dice(self.attacker, self.capital, self.cap), defence_dice(self.defender)

    def attack_count(self, att: Sequence[int]) -> int:
        """How many attacking dice this throw must have: the most allowed, or (4.2.1 read as "may throw")
        as many as were thrown, from one to the most."""
        na = self.dice_needed()[0]
        return len(att) if self.fewer and 1 <= len(att) <= na else na

    def fight(self, att: Sequence[int], dfn: Sequence[int]) -> RoundResult:
        if self.winner is not None:
            raise BattleError(msg("lieou.dice.battle_over"))
        na, nd = self.attack_count(att), self.dice_needed()[1]
        check_faces(att, na, "attacker", self.capital)
        check_faces(dfn, nd, "defender", False)
        taken = False
        if self.empty:
            best = modified(att, self.attacker_bonus)[0][0]
            a_lost = d_lost = a_gain = d_gain = 0
            if best > dfn[0]:
                taken = True
            else:
                a_lost = 1
                if self.initial_period and not self.rounds:
                    taken = True  # 4.6
        else:
            a_lost, d_lost, a_gain, d_gain = compare(att, dfn, self.attacker_bonus, self.defender_bonus, self.desertion)
        self.attacker += a_gain - a_lost
        self.defender += d_gain - d_lost
        result = RoundResult(tuple(att), tuple(dfn), a_lost, d_lost, a_gain, d_gain, self.attacker, self.defender, taken)
        self.rounds.append(result)
        if taken or (not self.empty and self.defender <= 0):
            self.winner = "attacker"
        elif self.attacker <= 1:
            self.winner = "defender"
        return result


def check_battle(attacker: int, defender: int, att_bonus: str = "none", def_bonus: str = "none") -> None:
    if attacker < 2:
        raise BattleError(msg("lieou.battle.too_few", n=attacker))
    if defender < 0:
        raise BattleError(msg("lieou.battle.negative", n=defender))
    for b in (att_bonus, def_bonus):
        if b not in BONUSES:
            raise BattleError(msg("lieou.battle.bad_bonus", bonus=str(b)))


def check_faces(faces: Sequence[int], count: int, side: str, capital: bool) -> None:
    """Refuse dice the rules do not allow: a face that is not 1-6, or the wrong number of dice."""
    for f in faces:
        if not isinstance(f, int) or isinstance(f, bool) or not 1 <= f <= 6:
            raise BattleError(msg("lieou.dice.bad_face", face=str(f)))
    if len(faces) != count:
        key = "lieou.dice.capital_cap" if side == "attacker" and capital and len(faces) > count else \
            f"lieou.dice.wrong_count_{side}"
        raise BattleError(msg(key, n=count, typed=len(faces)))


# --- exact odds -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Odds:
    attacker_wins: float
    defender_holds: float
    expected_attacker_left: float
    expected_defender_left: float

    def to_json(self) -> dict[str, float]:
        return {"attacker_wins": self.attacker_wins, "defender_holds": self.defender_holds,
                "expected_attacker_left": self.expected_attacker_left,
                "expected_defender_left": self.expected_defender_left}


@cache
def round_table(na: int, nd: int, att_bonus: str, def_bonus: str, desertion: str) -> tuple[tuple[int, int, float], ...]:
    """The chance of each change (attacker delta, defender delta) of one round between non-empty sides."""
    counts: dict[tuple[int, int], int] = {}
    total = 0
    for att in itertools.product(range(1, 7), repeat=na):
        for dfn in itertools.product(range(1, 7), repeat=nd):
            al, dl, ag, dg = compare(att, dfn, att_bonus, def_bonus, desertion)
            key = (ag - al, dg - dl)
            counts[key] = counts.get(key, 0) + 1
            total += 1
    return tuple((da, dd, c / total) for (da, dd), c in sorted(counts.items()))


@cache
def empty_win_chance(na: int, att_bonus: str) -> float:
    """4.5: the chance the attacker's highest die beats one defence die."""
    wins = total = 0
    for att in itertools.product(range(1, 7), repeat=na):
        best = modified(att, att_bonus)[0][0]
        for d in range(1, 7):
            total += 1
            wins += best > d
    return wins / total


def odds(attacker: int, defender: int, capital: bool = False, initial_period: bool = False,
         attacker_bonus: str = "none", defender_bonus: str = "none", desertion: str = "raw", cap: int = 3) -> Odds:
    """The exact chances of a battle fought to the end (computed, not sampled); ``cap``: the most attacking
    dice the attacker throws (4.2.1 read as "may throw", ``attack ... dice=N``)."""
    check_battle(attacker, defender, attacker_bonus, defender_bonus)
    if attacker + defender > MAX_ARMIES:
        raise BattleError(msg("lieou.battle.too_big", n=MAX_ARMIES))
    if defender == 0:
        return _empty_odds(attacker, capital, initial_period, attacker_bonus, cap)
    solver = _solver(capital, attacker_bonus, defender_bonus, desertion, cap)
    p, ea, ed = solver.value(attacker, defender)
    return Odds(p, 1.0 - p, ea, ed)


@lru_cache(maxsize=64)
def _solver(capital: bool, att_bonus: str, def_bonus: str, desertion: str, cap: int) -> _Solver:
    """One solver per kind of battle, kept: its levels serve every later battle of that kind (the whole
    attack's odds ask for many)."""
    return _Solver(capital, att_bonus, def_bonus, desertion, cap)


def _empty_odds(a: int, capital: bool, initial: bool, bonus: str, cap: int = 3) -> Odds:
    def q(armies: int) -> float:
        return empty_win_chance(attack_dice(armies, capital, cap), bonus)

    if initial:
        first = q(a)
        return Odds(1.0, 0.0, a - (1 - first), 0.0)
    p, e = 0.0, 1.0  # a == 1: the attack has failed with one army left
    for armies in range(2, a + 1):
        w = q(armies)
        p, e = w + (1 - w) * p, w * armies + (1 - w) * e
    return Odds(p, 1.0 - p, e, 0.0)


Value = tuple[float, float, float]  # chance the attacker wins, expected attackers left, defenders left


class _Solver:
    """Values of states (a, d) level by level (a + d never grows); within a level the 6-1 desertions
    move along a band, solved by banded Gaussian elimination (strictly diagonally dominant)."""

    def __init__(self, capital: bool, att_bonus: str, def_bonus: str, desertion: str, cap: int = 3) -> None:
        self.capital, self.att_bonus, self.def_bonus, self.desertion = capital, att_bonus, def_bonus, desertion
        self.cap = cap
        self.levels: dict[int, dict[int, Value]] = {}

    def terminal(self, a: int, d: int) -> Value | None:
        if d <= 0:
            return (1.0, float(a), 0.0)
        if a <= 1:
            return (0.0, float(a), float(d))
        return None

    def known(self, a: int, d: int) -> Value:
        t = self.terminal(a, d)
        if t is not None:
            return t
        return self.solve_level(a + d)[a]

    def table(self, a: int, d: int) -> tuple[tuple[int, int, float], ...]:
        return round_table(attack_dice(a, self.capital, self.cap), defence_dice(d), self.att_bonus, self.def_bonus,
                           self.desertion)

    def solve_level(self, total: int) -> dict[int, Value]:
        hit = self.levels.get(total)
        if hit is not None:
            return hit
        for lower in range(3, total):  # fill lower levels first, iteratively (no deep recursion)
            if lower not in self.levels:
                self.solve_level(lower)
        states = list(range(2, total))  # a; d = total - a >= 1
        n = len(states)
        index = {a: i for i, a in enumerate(states)}
        rows: list[dict[int, float]] = []
        rhs: list[list[float]] = []
        for a in states:
            d = total - a
            row: dict[int, float] = {index[a]: 1.0}
            b = [0.0, 0.0, 0.0]
            for da, dd, p in self.table(a, d):
                na, nd = a + da, d + dd
                if na + nd == total and self.terminal(na, nd) is None:
                    j = index[na]
                    row[j] = row.get(j, 0.0) - p
                else:
                    v = self.known(na, nd)
                    for k in range(3):
                        b[k] += p * v[k]
            rows.append(row)
            rhs.append(b)
        # banded elimination without pivoting
        width = 2
        for k in range(n):
            pivot = rows[k][k]
            for i in range(k + 1, min(n, k + width + 1)):
                f = rows[i].get(k, 0.0)
                if f == 0.0:
                    continue
                f /= pivot
                for j, w in rows[k].items():
                    if j >= k:
                        rows[i][j] = rows[i].get(j, 0.0) - f * w
                for m in range(3):
                    rhs[i][m] -= f * rhs[k][m]
        x: list[list[float]] = [[0.0, 0.0, 0.0] for _ in range(n)]
        for i in range(n - 1, -1, -1):
            acc = list(rhs[i])
            for j, w in rows[i].items():
                if j > i:
                    for m in range(3):
                        acc[m] -= w * x[j][m]
            x[i] = [acc[m] / rows[i][i] for m in range(3)]
        out = {a: (x[i][0], x[i][1], x[i][2]) for i, a in enumerate(states)}
        self.levels[total] = out
        return out

    def value(self, a: int, d: int) -> Value:
        return self.known(a, d)





def battle_json(data: Any) -> dict[str, Any]:
    """The headless battle contract (docs/lieou.md): odds without dice, the fight with them."""
    if not isinstance(data, dict):
        raise BattleError(msg("lieou.cli.bad_json", why="an object is expected"))
    known = {"attacker", "defender", "capital", "initial_period", "attacker_bonus", "defender_bonus", "dice"}
    extra = sorted(set(data) - known)
    if extra:
        raise BattleError(msg("lieou.cli.bad_json", why=f"unknown field {extra[0]!r}"))

    def integer(key: str) -> int:
        v = data.get(key)
        if not isinstance(v, int) or isinstance(v, bool):
            raise BattleError(msg("lieou.cli.bad_json", why=f"'{key}' must be a whole number"))
        return v

    def flag(key: str) -> bool:
        v = data.get(key, False)
        if not isinstance(v, bool):
            raise BattleError(msg("lieou.cli.bad_json", why=f"'{key}' must be true or false"))
        return v

    a, d = integer("attacker"), integer("defender")
    capital, initial = flag("capital"), flag("initial_period")
    ab, db = str(data.get("attacker_bonus", "none")), str(data.get("defender_bonus", "none"))
    if "dice" not in data:
        return odds(a, d, capital, initial, ab, db).to_json()
    dice = data["dice"]
    if not isinstance(dice, list) or not dice:
        raise BattleError(msg("lieou.cli.bad_json", why="'dice' must be a list of rolls"))
    battle = Battle(a, d, capital, initial, ab, db)
    for i, roll in enumerate(dice):
        if battle.winner is not None:
            raise BattleError(msg("lieou.cli.bad_json", why=f"roll {i + 1} comes after the battle is decided"))
        if not isinstance(roll, dict) or not isinstance(roll.get("attacker"), list) or \
                not isinstance(roll.get("defender"), list):
            raise BattleError(msg("lieou.cli.bad_json", why=f"roll {i + 1} needs 'attacker' and 'defender' lists"))
        unknown = sorted(set(roll) - {"attacker", "defender"})
        if unknown:
            raise BattleError(msg("lieou.cli.bad_json", why=f"unknown field {unknown[0]!r} in roll {i + 1}"))
        battle.fight(list(roll["attacker"]), list(roll["defender"]))
    if battle.winner is None:
        raise BattleError(msg("lieou.cli.bad_json", why="the dice end before the battle is decided (4.3)"))
    return {"winner": battle.winner, "attacker_left": battle.attacker, "defender_left": max(0, battle.defender),
            "rounds": [r.to_json() for r in battle.rounds]}


__all__ = ["BONUSES", "Battle", "BattleError", "Odds", "RoundResult", "attack_dice", "battle_json", "check_faces", "compare", "defence_dice", "modified", "odds", "round_table"]

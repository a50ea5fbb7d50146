"""The exact odds of a whole attack as it will be fought: the air combat (13.6), the raids (13.4, 13.5),
then the land battle of chapter 4 (docs/lieou.md, "What an attack or bombing does, step by step").

``battle.odds`` gives the chances of the land battle alone. Before its first die an attack may bring an
air combat (both places have air forces) and the raids said (``raid``, ``counter``): the air combat can
cost a side its air groups and its leaders (10.8, "包括陆战前的空战失利": the leaders of the place whose air
force lost leave it before the battle, whatever their fate), a raid can empty the land attacked (taken at
once, 13.4) or the attacking land (the attack ends, 13.5), or leave the attacking force too weak to fight
(4.4). ``whole_odds`` sums the land battle's exact odds over every outcome of what comes before it, with
its exact chance; ``AttackOdds.parts`` says which parts the figures include.

What the figures leave out, because nobody knows it before the dice: armies a defending fleet or the
overlord fleet sends later (8.2, 9.7 while the battle goes on) and where a leader who lost the air combat is
placed after his fate (10.8: he is counted out of the battle).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

from .air import AirForce, air_round_table, bomb_distribution
from .battle import odds


@dataclass(frozen=True)
class AttackSpec:
    """An attack before its first die, as the engine will fight it."""

    force: int  # the attacking force (each place joining keeps one army back, 8.6)
    source_armies: int  # armies on the attacking place (what a counter-raid hits)
    defender: int  # armies on the place attacked (0: an empty land)
    capital: bool = False
    initial_period: bool = False
    desertion: str = "raw"
    att_bonus: str = "none"  # the leaders on each place (10.3, 11.2)
    def_bonus: str = "none"
    att_air: AirForce = AirForce()  # the air forces on each place (13.6)
    def_air: AirForce = AirForce()
    raid: int | None = None  # 13.4: groups raiding the place attacked (0: all), None: no raid
    counter: int | None = None  # 13.5: groups raiding the attacking place (0: all)
    att_kills: int = 0  # 10.3, 11.2: more armies killed by the attacking place's air force
    def_kills: int = 0
    att_shield: int = 0  # 10.3, 11.2: fewer armies lost by the attacking place
    def_shield: int = 0
    divisor: int = 2  # 13.2
    column_table: tuple[int, ...] = (0, 1, 2, 3, 4, 5)  # 13.3
    column_groups: int = 6
    column_marshal: int = 2
    cap: int = 3  # 4.2.1: the most attacking dice said on the line (dice=N)


@dataclass(frozen=True)
class AttackOdds:
    attacker_wins: float
    defender_holds: float
    expected_attacker_left: float  # the attacking force at the end (one army back in each place counted once)
    expected_defender_left: float
    parts: tuple[str, ...]  # what the figures include, in the order fought: "air", "raid", "counter", "battle"
    air_attacker_wins: float | None = None  # the chance the attacker's air force wins the air combat

    def to_json(self) -> dict[str, object]:
        return {"attacker_wins": self.attacker_wins, "defender_holds": self.defender_holds,
                "expected_attacker_left": self.expected_attacker_left,
                "expected_defender_left": self.expected_defender_left, "parts": list(self.parts),
                "air_attacker_wins": self.air_attacker_wins}


def air_outcomes(att: AirForce, dfn: AirForce, att_bonus: str, def_bonus: str, column_groups: int,
                 column_marshal: int) -> list[tuple[str, AirForce, AirForce, float]]:
    """Every end of an air combat fought to the end: (winner, attacker's force left, defender's, chance)."""
    columns = att.column and dfn.column

    def size(f: AirForce) -> int:
        return 1 if columns else (column_groups if f.column else f.groups)

    def after(start: AirForce, left: int) -> AirForce:  # as AirCombat.result (13.9)
        if columns:
            return start if left > 0 else AirForce()
        if start.column:
            return AirForce(0, True) if left == column_groups else AirForce(left, False)
        return AirForce(left, False)

    @cache
    def ends(a: int, d: int) -> tuple[tuple[int, int, float], ...]:
        if a <= 0 or d <= 0:
            return ((a, d, 1.0),)
        acc: dict[tuple[int, int], float] = {}
        for al, dl, p in air_round_table(a, d, att_bonus, def_bonus, columns, column_marshal):
            for ea, ed, q in ends(a - al, d - dl):
                acc[(ea, ed)] = acc.get((ea, ed), 0.0) + p * q
        return tuple((ea, ed, p) for (ea, ed), p in sorted(acc.items()))

    return [("attacker" if d <= 0 else "defender", after(att, a), after(dfn, d), p)
            for a, d, p in ends(size(att), size(dfn))]


def _raid_force(force: AirForce, n: int | None) -> AirForce:
    if n and not force.column:
        return AirForce(min(n, force.groups))
    return force


def whole_odds(spec: AttackSpec) -> AttackOdds:
    """The exact odds of the attack ``spec`` describes, fought as the engine fights it (see the module)."""
    parts: list[str] = []
    fights_air = spec.defender > 0 and not spec.att_air.empty and not spec.def_air.empty
    branches: list[tuple[AttackSpec, float]]
    air_win: float | None = None
    if fights_air:
        parts.append("air")
        branches = []
        air_win = 0.0
        for winner, a_left, d_left, p in air_outcomes(spec.att_air, spec.def_air, spec.att_bonus, spec.def_bonus,
                                                      spec.column_groups, spec.column_marshal):
            after = replace(spec, att_air=a_left, def_air=d_left)
            if winner == "attacker":  # the defending place's leaders are out (10.8)
                air_win += p
                after = replace(after, def_bonus="none", def_kills=0, def_shield=0)
            else:
                after = replace(after, att_bonus="none", att_kills=0, att_shield=0)
            branches.append((after, p))
    else:
        branches = [(spec, 1.0)]
    raids = spec.defender > 0 and spec.raid is not None and not spec.att_air.empty
    counters = spec.defender > 0 and spec.counter is not None and not spec.def_air.empty
    if raids:
        parts.append("raid")
    if counters:
        parts.append("counter")
    parts.append("battle")
    win = ea = ed = 0.0
    for s, p in branches:
        for w, a, d, q in _after_raids(s):
            win += p * q * w
            ea += p * q * a
            ed += p * q * d
    return AttackOdds(win, 1.0 - win, ea, ed, tuple(parts), air_win)


def _after_raids(s: AttackSpec) -> list[tuple[float, float, float, float]]:
    """(chance the attacker wins, attackers left, defenders left, chance of this branch) after the raids."""
    out: list[tuple[float, float, float, float]] = []
    raid = _raid_force(s.att_air, s.raid) if s.raid is not None and s.defender > 0 else AirForce()
    raid_dist = {0: 1.0} if raid.empty else bomb_distribution(raid, s.divisor, s.column_table, s.att_kills,
                                                              s.def_shield)
    for killed, p in raid_dist.items():
        d = s.defender - min(killed, s.defender)
        if s.defender > 0 and d <= 0:  # 13.4: the land attacked is empty: taken at once
            out.append((1.0, float(s.force), 0.0, p))
            continue
        counter = _raid_force(s.def_air, s.counter) if s.counter is not None and s.defender > 0 else AirForce()
        counter_dist = {0: 1.0} if counter.empty else bomb_distribution(counter, s.divisor, s.column_table,
                                                                        s.def_kills, s.att_shield)
        for hit, q in counter_dist.items():
            lost = min(hit, s.source_armies)
            force = s.force - lost
            if lost >= s.source_armies or force < 2:  # 13.5: the attacking land razed; 4.4: too weak to attack
                out.append((0.0, float(force), float(d), p * q))
                continue
            o = odds(force, d, s.capital, s.initial_period, s.att_bonus, s.def_bonus if d > 0 else "none",
                     s.desertion, s.cap)
            out.append((o.attacker_wins, o.expected_attacker_left, o.expected_defender_left, p * q))
    return out


__all__ = ["AttackOdds", "AttackSpec", "air_outcomes", "whole_odds"]

"""Differential check against the `diplomacy` package: same position, same orders, compare."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from referee_app.games.diplomacy import PhaseType, Position, adjudicate
from referee_app.games.diplomacy.rules.adjudication import Adjudication
from referee_app.games.diplomacy.rules.ruleset import Ruleset
from referee_app.games.diplomacy.table.randomgame import random_game


def their_order(text: str) -> str:
    return text.replace(" VIA CONVOY", " VIA")


@dataclass
class Comparison:
    position: Position
    orders: dict[str, list[str]]
    ours: Adjudication
    same_units: bool
    same_dislodged: bool
    theirs_units: set[tuple[str, str]]
    theirs_dislodged: set[tuple[str, str]]

    @property
    def agree(self) -> bool:
        return self.same_units and self.same_dislodged


def compare_phase(position: Position, orders: dict[str, list[str]], rs: Ruleset, dip: Any) -> Comparison:
    ours = adjudicate(position, orders, rs)
    g = dip.Game()
    g.clear_units()
    g.clear_centers()
    g.set_current_phase(str(position.phase))
    by_power: dict[str, list[str]] = {}
    for u in position.units.values():
        by_power.setdefault(u.power, []).append(str(u))
    for power in g.powers:
        g.set_units(power, by_power.get(power, []))
        g.set_centers(power, [c for c, p in position.centers.items() if p == power])
    for power in g.powers:
        g.set_orders(power, [their_order(t) for t in orders.get(power, [])])
    g.process()
    units = {(p, u) for p, us in g.get_units().items() for u in us if not u.startswith("*")}
    dis = {(p, u[1:]) for p, us in g.get_units().items() for u in us if u.startswith("*")}
    mine = {(u.power, str(u)) for u in ours.after.units.values()}
    mine_dis = {(r.unit.power, str(r.unit)) for r in ours.retreats if r.destinations}  # no retreat: disbanded at once
    return Comparison(position, orders, ours, units == mine, dis == mine_dis, units, dis)


def movement_phases(rs: Ruleset, count: int, first_seed: int = 0, years: int = 12):  # type: ignore[no-untyped-def]
    seed = first_seed
    n = 0
    while n < count:
        for pos, orders, _ in random_game(rs, seed, years=years):
            if pos.phase.type is PhaseType.MOVEMENT:
                yield pos, orders
                n += 1
                if n >= count:
                    return
        seed += 1

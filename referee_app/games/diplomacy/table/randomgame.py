"""Random but legal orders, for benchmarks, property tests and soak runs (seeded, reproducible)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from ..rules.adjudication import Adjudication, adjudicate, build_sites
from ..rules.geography import Location
from ..rules.orders import Build, Convoy, Disband, Hold, Move, MovementOrder, Order, Remove, Retreat, Support, Waive, format_order
from ..rules.ruleset import Ruleset
from ..rules.state import PhaseType, Position, Unit, UnitType
from ..rules.validate import retreat_options, validate_order
from .game import starting_position


def _moves(rs: Ruleset, unit: Unit) -> list[Location]:
    gm = rs.map
    if unit.type is UnitType.ARMY:
        return [Location(p) for p in sorted(gm.army_neighbours(unit.province))]
    return sorted(gm.fleet_neighbours(unit.location))


def random_orders(position: Position, rs: Ruleset, rng: random.Random) -> dict[str, list[Order]]:
    """A legal order (or none) for every unit or adjustment of every power."""
    out: dict[str, list[Order]] = {}
    ptype = position.phase.type
    if ptype is PhaseType.MOVEMENT:
        intents: dict[str, MovementOrder] = {}
        units = sorted(position.units.values(), key=lambda u: u.province)
        for u in units:
            r = rng.random()
            dests = _moves(rs, u)
            if r < 0.15 or not dests:
                intents[u.province] = Hold(u)
            else:
                intents[u.province] = Move(u, rng.choice(dests))
        for u in units:
            r = rng.random()
            if r < 0.25:
                # support a neighbour's order
                near = [o for p, o in intents.items() if p != u.province and _can_support(position, rs, u, o)]
                if near:
                    target = rng.choice(near)
                    if isinstance(target, Move):
                        intents[u.province] = Support(u, target.unit, target.dest.province)
                    else:
                        intents[u.province] = Support(u, target.unit)
            elif r < 0.32 and u.type is UnitType.FLEET and rs.map.is_sea(u.province):
                armies = [o for o in intents.values() if isinstance(o, Move) and o.unit.type is UnitType.ARMY]
                rng.shuffle(armies)
                for a in armies[:3]:
                    conv = Convoy(u, a.unit, a.dest.province)
                    if _legal(conv, position, rs):
                        intents[u.province] = conv
                        break
        for o in intents.values():
            if rng.random() < 0.05:
                continue  # an unordered unit
            if _legal(o, position, rs):
                out.setdefault(o.unit.power, []).append(o)
    elif ptype is PhaseType.RETREATS:
        for d in position.dislodged.values():
            opts = retreat_options(rs.map, d, position, rs.options.retreat_to_convoy_origin)
            if opts and rng.random() < 0.85:
                out.setdefault(d.unit.power, []).append(Retreat(d.unit, rng.choice(opts)))
            else:
                out.setdefault(d.unit.power, []).append(Disband(d.unit))
    else:
        counts: dict[str, int] = {}
        for c in position.centers.values():
            counts[c] = counts.get(c, 0) + 1
        for u in position.units.values():
            counts[u.power] = counts.get(u.power, 0) - 1
        for power, n in sorted(counts.items()):
            if n > 0:
                sites = build_sites(power, position.units, position.centers, rs)
                rng.shuffle(sites)
                for site in sites[:n]:
                    prov = rs.map.provinces[site]
                    if prov.kind.value == "coast" and rng.random() < 0.5:
                        coast = rng.choice(prov.coasts) if prov.coasts else None
                        out.setdefault(power, []).append(Build(power, UnitType.FLEET, Location(site, coast)))
                    else:
                        out.setdefault(power, []).append(Build(power, UnitType.ARMY, Location(site)))
                if not sites:
                    out.setdefault(power, []).append(Waive(power))
            elif n < 0:
                mine = sorted((u for u in position.units.values() if u.power == power), key=lambda u: u.province)
                rng.shuffle(mine)
                k = -n if rng.random() < 0.8 else max(0, -n - 1)  # sometimes too few: civil-disorder rules
                for u in mine[:k]:
                    out.setdefault(power, []).append(Remove(u))
    return out


def _legal(order: Order, position: Position, rs: Ruleset) -> bool:
    try:
        validate_order(order, position, rs)
    except ValueError:
        return False
    return True


def _can_support(position: Position, rs: Ruleset, u: Unit, target: MovementOrder) -> bool:
    gm = rs.map
    dest = target.dest.province if isinstance(target, Move) else target.unit.province
    if dest == u.province:
        return False
    if u.type is UnitType.ARMY:
        return gm.army_adjacent(u.province, dest)
    return gm.fleet_reaches_province(u.location, dest)


def random_game(rs: Ruleset, seed: int, years: int = 10) -> Iterator[tuple[Position, dict[str, list[str]], Adjudication]]:
    """Play a seeded random game; yield (position, orders as text, adjudication) for each phase."""
    rng = random.Random(seed)
    pos = starting_position(rs)
    last_year = pos.phase.year + years
    while pos.phase.year < last_year:
        orders = {p: [format_order(o) for o in lst] for p, lst in random_orders(pos, rs, rng).items()}
        adj = adjudicate(pos, orders, rs)
        yield pos, orders, adj
        if adj.winners:
            return
        pos = adj.after

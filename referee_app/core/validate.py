"""Legality of single orders against the position (DATC 4.E.1: 'legal' = could be valid).

Each check raises ``IllegalOrderError`` with the rule behind it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import TYPE_CHECKING

from .errors import IllegalOrderError, NoSuchUnitError
from .geography import GameMap, Location, ProvinceKind
from .orders import Build, Convoy, Disband, Hold, Move, Order, Remove, Retreat, Support, Waive
from .state import Dislodged, PhaseType, Position, Unit, UnitType

if TYPE_CHECKING:
    from .ruleset import Ruleset


def sea_route_exists(gm: GameMap, origin: str, dest: str, seas: Iterable[str] | None = None,
                     through: str | None = None, avoid: str | None = None) -> bool:
    """Is there a chain of sea spaces from ``origin`` to ``dest`` (both coastal)?

    ``seas`` limits the chain to those spaces (fleets ordered to convoy);
    ``through`` requires the chain to pass that sea; ``avoid`` forbids one.
    """
    allowed = None if seas is None else set(seas)
    if avoid is not None and allowed is not None:
        allowed.discard(avoid)

    def ok(s: str) -> bool:
        if s == avoid:
            return False
        return gm.is_sea(s) if allowed is None else s in allowed

    start = [s for s in gm.sea_neighbours(origin) if ok(s)]
    if through is None:
        return _bfs(gm, start, dest, ok)
    # origin ... through ... dest
    return _bfs(gm, start, None, ok, target_sea=through) and _bfs(gm, [through], dest, ok)


def _bfs(gm: GameMap, start: list[str], dest: str | None, ok, target_sea: str | None = None) -> bool:  # type: ignore[no-untyped-def]
    seen = set(start)
    queue = deque(start)
    while queue:
        s = queue.popleft()
        if target_sea is not None and s == target_sea:
            return True
        if dest is not None and gm.any_fleet_reaches(s, dest):
            return True
        for nxt in gm.sea_neighbours(s):
            if nxt not in seen and ok(nxt):
                seen.add(nxt)
                queue.append(nxt)
    return False


def fleet_seas(position: Position) -> set[str]:
    """Sea spaces holding a fleet: the only places a convoy can pass."""
    return {p for p, u in position.units.items() if u.type is UnitType.FLEET and _is_sea_code(position, p)}


def _is_sea_code(position: Position, code: str) -> bool:  # helper kept tiny for speed
    return True


def fleet_is_necessary(gm: GameMap, origin: str, dest: str, seas: set[str], fleet: str) -> bool:
    """Is ``fleet`` on some convoy route from ``origin`` to ``dest`` that needs every fleet on it?

    A route that needs all its fleets is a chordless chain of seas (DATC 4.E.1, 6.G.19).
    """
    starts = [s for s in seas if gm.any_fleet_reaches(s, origin)]

    def dfs(path: list[str], on: set[str]) -> bool:
        last = path[-1]
        if gm.any_fleet_reaches(last, dest):
            return fleet in on
        for n in gm.sea_neighbours(last):
            if n not in seas or n in on or gm.any_fleet_reaches(n, origin):
                continue
            if any(n in gm.sea_neighbours(q) for q in path[:-1]):
                continue
            path.append(n)
            on.add(n)
            if dfs(path, on):
                return True
            path.pop()
            on.discard(n)
        return False

    return any(dfs([s], {s}) for s in starts)


def _name(gm: GameMap, code: str) -> str:
    return gm.provinces[code].name


def army_can_reach(gm: GameMap, origin: str, dest: str, avoid_sea: str | None = None) -> bool:
    """Could an army at ``origin`` ever move to ``dest`` (by land, or by some convoy)?"""
    if gm.army_adjacent(origin, dest):
        return True
    return (
        gm.is_coastal(origin)
        and gm.is_coastal(dest)
        and origin != dest
        and sea_route_exists(gm, origin, dest, avoid=avoid_sea)
    )


def resolve_fleet_dest(gm: GameMap, unit: Unit, dest: Location) -> Location:
    """The exact location a fleet move goes to, with the coast filled in (DATC 4.B.1-4.B.3)."""
    prov = gm.provinces[dest.province]
    reachable = gm.fleet_coasts_into(unit.location, dest.province)
    if not reachable:
        if prov.kind is ProvinceKind.LAND:
            raise IllegalOrderError(f"a fleet cannot go inland to {prov.name}")
        raise IllegalOrderError(
            f"{_name(gm, unit.province)} and {prov.name} do not share a coast; a fleet cannot move there"
        )
    if prov.coasts:
        if dest.coast:
            target = Location(dest.province, dest.coast)
            if target not in reachable:
                if dest.coast not in prov.coasts:
                    coasts = " or ".join(f"{prov.code}/{c}" for c in prov.coasts)
                    raise IllegalOrderError(f"{prov.name} has no {dest.coast} coast; it has {coasts}")
                raise IllegalOrderError(
                    f"a fleet in {_name(gm, unit.province)} cannot reach the {dest.coast} coast of {prov.name}"
                )
            return target
        if len(reachable) > 1:
            coasts = " or ".join(str(r) for r in reachable)
            raise IllegalOrderError(
                f"the fleet can reach both coasts of {prov.name}: say which ({coasts}); rule 3.6.2"
            )
        return reachable[0]
    return Location(dest.province)


def validate_order(order: Order, position: Position, ruleset: Ruleset) -> None:
    gm = ruleset.map
    ptype = position.phase.type
    if isinstance(order, (Hold, Move, Support, Convoy)) and ptype is not PhaseType.MOVEMENT:
        raise IllegalOrderError("this order belongs to a movement phase")
    if isinstance(order, (Retreat, Disband)) and ptype is not PhaseType.RETREATS:
        raise IllegalOrderError("retreat orders belong to a retreat phase")
    if isinstance(order, (Build, Remove, Waive)) and ptype is not PhaseType.ADJUSTMENTS:
        raise IllegalOrderError("builds and removals belong to the winter adjustments")

    if isinstance(order, Hold):
        return
    if isinstance(order, Move):
        _check_move(gm, order.unit, order.dest, order.via_convoy)
        _check_convoy_route(gm, order, position)
    elif isinstance(order, Support):
        _check_support(gm, order)
        _check_supported_route(gm, order, position)
    elif isinstance(order, Convoy):
        _check_convoy(gm, order)
        seas = {p for p in fleet_seas(position) if gm.is_sea(p)}
        if not fleet_is_necessary(gm, order.army.province, order.dest, seas, order.unit.province):
            raise IllegalOrderError(
                f"the fleet in {_name(gm, order.unit.province)} is not needed on any convoy route from "
                f"{_name(gm, order.army.province)} to {_name(gm, order.dest)} with the fleets on the board "
                "(DATC 4.E.1, 6.G.19)"
            )
    elif isinstance(order, Retreat):
        d = position.dislodged.get(order.unit.province)
        if d is None:
            raise NoSuchUnitError(f"the unit in {_name(gm, order.unit.province)} was not dislodged")
        check_retreat(gm, d, order.dest, position, ruleset.options.retreat_to_convoy_origin)
    elif isinstance(order, Build):
        _check_build(gm, order, position, ruleset)
    elif isinstance(order, Remove):
        if position.units.get(order.unit.province) != order.unit:
            raise NoSuchUnitError(f"there is no such unit in {_name(gm, order.unit.province)}")
    elif isinstance(order, Waive):
        if not ruleset.options.allow_waive:
            raise IllegalOrderError("this ruleset does not allow waiving a build")


def _check_move(gm: GameMap, unit: Unit, dest: Location, via: bool) -> None:
    prov = gm.provinces[dest.province]
    if dest.province == unit.province:
        raise IllegalOrderError("a unit cannot move to the space it is in")
    if prov.kind is ProvinceKind.IMPASSABLE:
        raise IllegalOrderError(f"{prov.name} is impassable; no unit may enter it (rule 3.1.6)")
    if unit.type is UnitType.FLEET:
        if via:
            raise IllegalOrderError("only armies are convoyed; a fleet cannot move 'via convoy'")
        resolve_fleet_dest(gm, unit, dest)
        return
    if prov.kind is ProvinceKind.SEA:
        raise IllegalOrderError(f"an army cannot move into a sea ({prov.name})")
    if gm.army_adjacent(unit.province, dest.province):
        return
    if not gm.is_coastal(unit.province):
        raise IllegalOrderError(f"{_name(gm, unit.province)} is not next to {prov.name}")
    if not gm.is_coastal(dest.province):
        raise IllegalOrderError(f"{_name(gm, unit.province)} is not next to {prov.name}, and it is inland so no convoy can reach it")
    if not sea_route_exists(gm, unit.province, dest.province):
        raise IllegalOrderError(f"no sea route leads from {_name(gm, unit.province)} to {prov.name}")


def _check_convoy_route(gm: GameMap, order: Move, position: Position) -> None:
    unit = order.unit
    if unit.type is not UnitType.ARMY:
        return
    if gm.army_adjacent(unit.province, order.dest.province) and not order.via_convoy:
        return
    seas = {p for p in fleet_seas(position) if gm.is_sea(p)}
    if not sea_route_exists(gm, unit.province, order.dest.province, seas=seas):
        raise IllegalOrderError(
            f"no chain of fleets at sea links {_name(gm, unit.province)} to {_name(gm, order.dest.province)}, "
            "so the army cannot be convoyed there (DATC 4.E.1)"
        )


def _check_supported_route(gm: GameMap, order: Support, position: Position) -> None:
    target = order.supported
    if order.dest is None or target.type is not UnitType.ARMY or gm.army_adjacent(target.province, order.dest):
        return
    seas = {p for p in fleet_seas(position) if gm.is_sea(p)}
    seas.discard(order.unit.province)  # a fleet supporting the move is not convoying it (DATC 6.D.31)
    if not sea_route_exists(gm, target.province, order.dest, seas=seas):
        raise IllegalOrderError(
            f"the army in {_name(gm, target.province)} could reach {_name(gm, order.dest)} only by a convoy "
            "that no fleet on the board can make, so the support cannot apply (DATC 6.D.31)"
        )


def _check_support(gm: GameMap, order: Support) -> None:
    sup, target = order.unit, order.supported
    if target.province == sup.province:
        raise IllegalOrderError("a unit cannot support itself")
    dest = order.dest if order.dest is not None else target.province
    dprov = gm.provinces[dest]
    if dprov.kind is ProvinceKind.IMPASSABLE:
        raise IllegalOrderError(f"{dprov.name} is impassable")
    if dest == sup.province:
        raise IllegalOrderError("a unit cannot support a move into its own space")
    # the supporter must be able to move there itself (rule 3.3.1), coasts not counted
    if sup.type is UnitType.ARMY:
        reach = gm.army_adjacent(sup.province, dest)
    else:
        reach = gm.fleet_reaches_province(sup.location, dest)
    if not reach:
        what = "hold in" if order.dest is None else "move to"
        raise IllegalOrderError(
            f"the {sup.type.word} in {_name(gm, sup.province)} could not move to {dprov.name} itself, "
            f"so it cannot support a unit to {what} it (rule 3.3.1)"
        )
    if order.dest is None:
        return
    # the supported unit must be able to make that move
    if target.type is UnitType.ARMY:
        if dprov.kind is ProvinceKind.SEA:
            raise IllegalOrderError(f"an army cannot move into a sea ({dprov.name})")
        avoid = sup.province if sup.type is UnitType.FLEET and gm.is_sea(sup.province) else None
        if not army_can_reach(gm, target.province, dest, avoid_sea=avoid):
            raise IllegalOrderError(
                f"the army in {_name(gm, target.province)} cannot reach {dprov.name}, so the support cannot apply"
            )
    else:
        coasts = gm.fleet_coasts_into(target.location, dest)
        if not coasts:
            raise IllegalOrderError(
                f"the fleet in {_name(gm, target.province)} cannot reach {dprov.name}, so the support cannot apply"
            )
        if order.dest_coast and Location(dest, order.dest_coast) not in coasts:
            raise IllegalOrderError(
                f"the fleet in {_name(gm, target.province)} cannot reach the {order.dest_coast} coast of {dprov.name}"
            )


def _check_convoy(gm: GameMap, order: Convoy) -> None:
    fleet, army = order.unit, order.army
    if fleet.type is not UnitType.FLEET:
        raise IllegalOrderError("only fleets convoy")
    if not gm.is_sea(fleet.province):
        raise IllegalOrderError(
            f"a fleet on a coast ({_name(gm, fleet.province)}) cannot convoy; only fleets at sea do (rule 3.6.1)"
        )
    if army.type is not UnitType.ARMY:
        raise IllegalOrderError(f"the unit in {_name(gm, army.province)} is a fleet; only armies are convoyed")
    dprov = gm.provinces[order.dest]
    if order.dest == army.province:
        raise IllegalOrderError("the army would be convoyed to where it already is")
    if not gm.is_coastal(army.province) or dprov.kind is not ProvinceKind.COAST:
        raise IllegalOrderError(f"a convoy goes from one coast to another; {_name(gm, army.province)} to {dprov.name} is not")
    if not sea_route_exists(gm, army.province, order.dest, through=fleet.province):
        raise IllegalOrderError(
            f"the fleet in {_name(gm, fleet.province)} lies on no sea route from "
            f"{_name(gm, army.province)} to {dprov.name} (DATC 6.G.19)"
        )


def retreat_options(gm: GameMap, d: Dislodged, position: Position, to_convoy_origin: bool = True) -> list[Location]:
    """Every legal place a dislodged unit may retreat to (rule 2.5.3)."""
    out: list[Location] = []
    for loc in _unit_moves(gm, d.unit):
        try:
            check_retreat(gm, d, loc, position, to_convoy_origin)
        except IllegalOrderError:
            continue
        out.append(loc)
    return out


def _unit_moves(gm: GameMap, unit: Unit) -> list[Location]:
    if unit.type is UnitType.ARMY:
        return [Location(p) for p in sorted(gm.army_neighbours(unit.province))]
    return sorted(gm.fleet_neighbours(unit.location))


def check_retreat(gm: GameMap, d: Dislodged, dest: Location, position: Position, to_convoy_origin: bool = True) -> Location:
    unit = d.unit
    prov = gm.provinces[dest.province]
    if unit.type is UnitType.ARMY:
        if not gm.army_adjacent(unit.province, dest.province):
            if prov.kind is ProvinceKind.SEA:
                raise IllegalOrderError(f"an army cannot retreat into a sea ({prov.name})")
            raise IllegalOrderError(f"{prov.name} is not next to {_name(gm, unit.province)}; a retreat goes to a neighbouring space")
        loc = Location(dest.province)
    else:
        loc = resolve_fleet_dest(gm, unit, dest)
    if prov.kind is ProvinceKind.IMPASSABLE:
        raise IllegalOrderError(f"{prov.name} is impassable")
    if dest.province in position.units:
        raise IllegalOrderError(f"{prov.name} is occupied; a unit cannot retreat there (rule 2.5.3a)")
    if dest.province == d.attacker_from and not (d.by_convoy and to_convoy_origin):
        raise IllegalOrderError(
            f"the attacker came from {prov.name}; a unit cannot retreat to where its attacker came from (rule 2.5.3b)"
        )
    if dest.province in position.contested:
        raise IllegalOrderError(f"{prov.name} was left empty by a standoff; no retreat there (rule 2.5.3c)")
    return loc


def _check_build(gm: GameMap, order: Build, position: Position, ruleset: Ruleset) -> None:
    prov = gm.provinces[order.location.province]
    power = gm.powers.get(order.power)
    pname = power.name if power else order.power
    if prov.home_of != order.power:
        raise IllegalOrderError(f"{prov.name} is not a home supply centre of {pname}; builds go only on home centres (rule 2.6.6)")
    if position.centers.get(prov.code) != order.power:
        raise IllegalOrderError(f"{pname} does not control {prov.name} now, so it cannot build there (rule 2.6.6)")
    if prov.code in position.units:
        raise IllegalOrderError(f"{prov.name} is occupied; a build needs an empty home centre (rule 2.6.7)")
    if order.type is UnitType.FLEET:
        if prov.kind is not ProvinceKind.COAST:
            raise IllegalOrderError(f"{prov.name} is inland; a fleet cannot be built there")
        if prov.coasts and order.location.coast not in prov.coasts:
            coasts = " or ".join(f"{prov.code}/{c}" for c in prov.coasts)
            raise IllegalOrderError(f"a fleet built in {prov.name} must name its coast ({coasts}); rule 2.6.6")

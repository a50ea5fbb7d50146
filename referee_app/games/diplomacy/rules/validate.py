"""Legality of single orders against the position (DATC 4.E.1: 'legal' = could be valid).

Each check raises ``IllegalOrderError`` with the rule behind it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING, Final

from .errors import IllegalOrderError, NoSuchUnitError
from .geography import GameMap, Location, ProvinceKind
from .i18n import C, L, Many, P, T, W, msg
from .orders import Build, Convoy, Disband, Hold, Move, Order, Remove, Retreat, Support, Waive
from .state import Dislodged, PhaseType, Position, Unit, UnitType

if TYPE_CHECKING:
    from .ruleset import Ruleset

# enum members looked up once (a class attribute look-up of an enum member is slow on the hot path)
_ARMY: Final = UnitType.ARMY
_FLEET: Final = UnitType.FLEET
_MOVEMENT: Final = PhaseType.MOVEMENT
_RETREATS: Final = PhaseType.RETREATS
_ADJUSTMENTS: Final = PhaseType.ADJUSTMENTS
_SEA: Final = ProvinceKind.SEA
_LAND: Final = ProvinceKind.LAND
_COAST: Final = ProvinceKind.COAST
_IMPASSABLE: Final = ProvinceKind.IMPASSABLE


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
    """Spaces holding a fleet (callers keep the seas: only fleets at sea convoy)."""
    return {p for p, u in position.units.items() if u.type is _FLEET}


_LAST_SEAS: tuple[object, object, frozenset[str]] = (None, None, frozenset())


def _seas_with_fleets(gm: GameMap, position: Position) -> frozenset[str]:
    """The seas holding a fleet in ``position`` (kept for the last position asked about: the orders
    of one phase ask again and again)."""
    global _LAST_SEAS
    last = _LAST_SEAS
    if last[0] is position and last[1] is gm:
        return last[2]
    seas = frozenset(p for p in fleet_seas(position) if gm.is_sea(p))
    _LAST_SEAS = (position, gm, seas)
    return seas


def fleet_is_necessary(gm: GameMap, origin: str, dest: str, seas: AbstractSet[str], fleet: str) -> bool:
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
    reachable = gm.fleet_into(unit.location, dest.province)
    if not reachable:
        if prov.kind is _LAND:
            raise IllegalOrderError(msg("validate.fleet_inland", province=P(prov.code)), gm)
        raise IllegalOrderError(msg("validate.no_shared_coast", origin=P(unit.province), province=P(prov.code)), gm)
    if prov.coasts:
        if dest.coast:
            target = dest
            if target not in reachable:
                if dest.coast not in prov.coasts:
                    raise IllegalOrderError(msg("validate.no_such_coast", province=P(prov.code), coast=C(dest.coast),
                                                coasts=_coasts(prov.code, prov.coasts)), gm)
                raise IllegalOrderError(msg("validate.cannot_reach_coast", origin=P(unit.province), coast=C(dest.coast),
                                            province=P(prov.code)), gm)
            return target
        if len(reachable) > 1:
            raise IllegalOrderError(msg("validate.say_which_coast", province=P(prov.code),
                                        coasts=Many([L(r) for r in reachable], "or")), gm)
        return reachable[0]
    return dest if dest.coast is None else gm.location(dest.province)


def _coasts(code: str, coasts: Iterable[str]) -> Many:
    return Many([L(Location(code, c)) for c in coasts], "or")


_LAND_KINDS: Final = (_LAND, _COAST)


def quick_valid(order: Order, position: Position, gm: GameMap) -> bool:
    """True when ``validate_order`` would pass for certain, from the map's tables alone: the common
    orders (holds, moves and supports to a neighbour, disbands). False means "ask ``validate_order``"
    (which passes or says what is wrong), never "illegal"."""
    ptype = position.phase.type
    cls = type(order)
    if ptype is not _MOVEMENT:
        return cls is Disband and ptype is _RETREATS
    if cls is Move:
        assert isinstance(order, Move)
        unit, dest = order.unit, order.dest
        if order.via_convoy:
            return False
        if unit.type is _ARMY:
            # an army to a neighbour it can enter (never its own province)
            return dest.province in gm.army_entries(unit.province)
        reach = gm.fleet_into_by_text(unit.location.text).get(dest.province)
        if not reach or dest.province == unit.province or gm.kind[dest.province] is _IMPASSABLE:
            return False
        if dest.province not in gm.split_coasts:
            return True
        return dest in reach if dest.coast else len(reach) == 1
    if cls is Support:
        assert isinstance(order, Support)
        sup, target = order.unit, order.supported
        to = order.dest if order.dest is not None else target.province
        if target.province == sup.province or to == sup.province or gm.kind[to] is _IMPASSABLE:
            return False
        if sup.type is _ARMY:
            if not gm.army_adjacent(sup.province, to):
                return False
        elif to not in gm.fleet_into_by_text(sup.location.text):
            return False
        if order.dest is None:
            return True
        if target.type is _ARMY:
            return to in gm.army_entries(target.province)
        coasts = gm.fleet_into_by_text(target.location.text).get(to)
        if not coasts:
            return False
        return not order.dest_coast or Location(to, order.dest_coast) in coasts
    return cls is Hold


def validate_order(order: Order, position: Position, ruleset: Ruleset) -> None:
    gm = ruleset.map
    ptype = position.phase.type
    if isinstance(order, (Hold, Move, Support, Convoy)) and ptype is not _MOVEMENT:
        raise IllegalOrderError(msg("validate.movement_only"))
    if isinstance(order, (Retreat, Disband)) and ptype is not _RETREATS:
        raise IllegalOrderError(msg("validate.retreat_only"))
    if isinstance(order, (Build, Remove, Waive)) and ptype is not _ADJUSTMENTS:
        raise IllegalOrderError(msg("validate.adjustment_only"))

    if isinstance(order, Hold):
        return
    if isinstance(order, Move):
        _check_move(gm, order.unit, order.dest, order.via_convoy)
        _check_convoy_route(gm, order, position, ruleset.options.adjacent_convoy == "fallback")
    elif isinstance(order, Support):
        _check_support(gm, order)
        _check_supported_route(gm, order, position)
    elif isinstance(order, Convoy):
        _check_convoy(gm, order)
        seas = _seas_with_fleets(gm, position)
        if not fleet_is_necessary(gm, order.army.province, order.dest, seas, order.unit.province):
            raise IllegalOrderError(msg("validate.convoy_not_needed", fleet=P(order.unit.province),
                                        origin=P(order.army.province), dest=P(order.dest)), gm)
    elif isinstance(order, Retreat):
        d = position.dislodged.get(order.unit.province)
        if d is None:
            raise NoSuchUnitError(msg("validate.not_dislodged", province=P(order.unit.province)), gm)
        check_retreat(gm, d, order.dest, position, ruleset.options.retreat_to_convoy_origin)
    elif isinstance(order, Build):
        _check_build(gm, order, position, ruleset)
    elif isinstance(order, Remove):
        if position.units.get(order.unit.province) != order.unit:
            raise NoSuchUnitError(msg("validate.no_such_unit", province=P(order.unit.province)), gm)
    elif isinstance(order, Waive):
        if not ruleset.options.allow_waive:
            raise IllegalOrderError(msg("validate.no_waive"))


def _check_move(gm: GameMap, unit: Unit, dest: Location, via: bool) -> None:
    prov = gm.provinces[dest.province]
    if dest.province == unit.province:
        raise IllegalOrderError(msg("validate.move_to_self"))
    if prov.kind is _IMPASSABLE:
        raise IllegalOrderError(msg("validate.impassable_enter", province=P(prov.code)), gm)
    if unit.type is _FLEET:
        if via:
            raise IllegalOrderError(msg("validate.fleet_via_convoy"))
        resolve_fleet_dest(gm, unit, dest)
        return
    if prov.kind is _SEA:
        raise IllegalOrderError(msg("validate.army_into_sea", province=P(prov.code)), gm)
    if gm.army_adjacent(unit.province, dest.province):
        return
    if not gm.is_coastal(unit.province):
        raise IllegalOrderError(msg("validate.not_next_to", origin=P(unit.province), province=P(prov.code)), gm)
    if not gm.is_coastal(dest.province):
        raise IllegalOrderError(msg("validate.not_next_to_inland", origin=P(unit.province), province=P(prov.code)), gm)
    if not sea_route_exists(gm, unit.province, dest.province):
        raise IllegalOrderError(msg("validate.no_sea_route", origin=P(unit.province), province=P(prov.code)), gm)


def _check_convoy_route(gm: GameMap, order: Move, position: Position, fallback: bool = False) -> None:
    unit = order.unit
    if unit.type is not _ARMY:
        return
    if gm.army_adjacent(unit.province, order.dest.province) and (fallback or not order.via_convoy):
        return  # by land (with the DATC v2 fallback, 'via convoy' with no chain of fleets goes by land too)
    seas = _seas_with_fleets(gm, position)
    if not sea_route_exists(gm, unit.province, order.dest.province, seas=seas):
        raise IllegalOrderError(msg("validate.no_fleet_chain", origin=P(unit.province), dest=P(order.dest.province)), gm)


def _check_supported_route(gm: GameMap, order: Support, position: Position) -> None:
    target = order.supported
    if order.dest is None or target.type is not _ARMY or gm.army_adjacent(target.province, order.dest):
        return
    seas = _seas_with_fleets(gm, position) - {order.unit.province}  # a fleet supporting the move is not convoying it (DATC 6.D.31)
    if not sea_route_exists(gm, target.province, order.dest, seas=seas):
        raise IllegalOrderError(msg("validate.support_convoy_impossible", origin=P(target.province), dest=P(order.dest)), gm)


def _check_support(gm: GameMap, order: Support) -> None:
    sup, target = order.unit, order.supported
    if target.province == sup.province:
        raise IllegalOrderError(msg("validate.support_itself"))
    dest = order.dest if order.dest is not None else target.province
    dprov = gm.provinces[dest]
    if dprov.kind is _IMPASSABLE:
        raise IllegalOrderError(msg("validate.impassable", province=P(dest)), gm)
    if dest == sup.province:
        raise IllegalOrderError(msg("validate.support_into_own_space"))
    # the supporter must be able to move there itself (rule 3.3.1), coasts not counted
    if sup.type is _ARMY:
        reach = gm.army_adjacent(sup.province, dest)
    else:
        reach = gm.fleet_reaches_province(sup.location, dest)
    if not reach:
        key = "validate.support_hold_unreachable" if order.dest is None else "validate.support_move_unreachable"
        raise IllegalOrderError(msg(key, type=T(sup.type), origin=P(sup.province), province=P(dest)), gm)
    if order.dest is None:
        return
    # the supported unit must be able to make that move
    if target.type is _ARMY:
        if dprov.kind is _SEA:
            raise IllegalOrderError(msg("validate.army_into_sea", province=P(dest)), gm)
        avoid = sup.province if sup.type is _FLEET and gm.is_sea(sup.province) else None
        if not army_can_reach(gm, target.province, dest, avoid_sea=avoid):
            raise IllegalOrderError(msg("validate.supported_army_cannot_reach", origin=P(target.province), province=P(dest)), gm)
    else:
        coasts = gm.fleet_coasts_into(target.location, dest)
        if not coasts:
            raise IllegalOrderError(msg("validate.supported_fleet_cannot_reach", origin=P(target.province), province=P(dest)), gm)
        if order.dest_coast and Location(dest, order.dest_coast) not in coasts:
            raise IllegalOrderError(msg("validate.supported_fleet_cannot_reach_coast", origin=P(target.province),
                                        coast=C(order.dest_coast), province=P(dest)), gm)


def _check_convoy(gm: GameMap, order: Convoy) -> None:
    fleet, army = order.unit, order.army
    if fleet.type is not _FLEET:
        raise IllegalOrderError(msg("validate.only_fleets_convoy"))
    if not gm.is_sea(fleet.province):
        raise IllegalOrderError(msg("validate.coastal_fleet_convoy", province=P(fleet.province)), gm)
    if army.type is not _ARMY:
        raise IllegalOrderError(msg("validate.convoy_a_fleet", province=P(army.province)), gm)
    dprov = gm.provinces[order.dest]
    if order.dest == army.province:
        raise IllegalOrderError(msg("validate.convoy_to_itself"))
    if not gm.is_coastal(army.province) or dprov.kind is not _COAST:
        raise IllegalOrderError(msg("validate.convoy_coast_to_coast", origin=P(army.province), province=P(order.dest)), gm)
    if not sea_route_exists(gm, army.province, order.dest, through=fleet.province):
        raise IllegalOrderError(msg("validate.convoy_off_route", fleet=P(fleet.province), origin=P(army.province),
                                    province=P(order.dest)), gm)


def retreat_options(gm: GameMap, d: Dislodged, position: Position, to_convoy_origin: bool = True) -> list[Location]:
    """Every legal place a dislodged unit may retreat to (rule 2.5.3): the places ``check_retreat``
    accepts among those the unit could move to, in order."""
    out: list[Location] = []
    units, contested = position.units, position.contested
    to_attacker = d.by_convoy and to_convoy_origin
    for loc in _unit_moves(gm, d.unit):
        # the unit can move there (the map says so), so only what check_retreat asks besides counts
        p = loc.province
        if gm.kind[p] is _IMPASSABLE or p in units or p in contested:
            continue
        if p == d.attacker_from and not to_attacker:
            continue
        out.append(loc)
    return out


def _unit_moves(gm: GameMap, unit: Unit) -> tuple[Location, ...]:
    if unit.type is _ARMY:
        return gm.army_moves(unit.province)
    return gm.fleet_moves(unit.location)


def check_retreat(gm: GameMap, d: Dislodged, dest: Location, position: Position, to_convoy_origin: bool = True) -> Location:
    unit = d.unit
    prov = gm.provinces[dest.province]
    if unit.type is _ARMY:
        if not gm.army_adjacent(unit.province, dest.province):
            if prov.kind is _SEA:
                raise IllegalOrderError(msg("validate.retreat_into_sea", province=P(prov.code)), gm)
            raise IllegalOrderError(msg("validate.retreat_not_next", province=P(prov.code), origin=P(unit.province)), gm)
        loc = Location(dest.province)
    else:
        loc = resolve_fleet_dest(gm, unit, dest)
    if prov.kind is _IMPASSABLE:
        raise IllegalOrderError(msg("validate.impassable", province=P(prov.code)), gm)
    if dest.province in position.units:
        raise IllegalOrderError(msg("validate.retreat_occupied", province=P(prov.code)), gm)
    if dest.province == d.attacker_from and not (d.by_convoy and to_convoy_origin):
        raise IllegalOrderError(msg("validate.retreat_to_attacker", province=P(prov.code)), gm)
    if dest.province in position.contested:
        raise IllegalOrderError(msg("validate.retreat_standoff", province=P(prov.code)), gm)
    return loc


def _check_build(gm: GameMap, order: Build, position: Position, ruleset: Ruleset) -> None:
    prov = gm.provinces[order.location.province]
    power = W(order.power)
    if prov.home_of != order.power:
        raise IllegalOrderError(msg("validate.build_not_home", province=P(prov.code), power=power), gm)
    if position.centers.get(prov.code) != order.power:
        raise IllegalOrderError(msg("validate.build_not_owned", power=power, province=P(prov.code)), gm)
    if prov.code in position.units:
        raise IllegalOrderError(msg("validate.build_occupied", province=P(prov.code)), gm)
    if order.type is _FLEET:
        if prov.kind is not _COAST:
            raise IllegalOrderError(msg("validate.build_fleet_inland", province=P(prov.code)), gm)
        if prov.coasts and order.location.coast not in prov.coasts:
            raise IllegalOrderError(msg("validate.build_needs_coast", province=P(prov.code),
                                        coasts=_coasts(prov.code, prov.coasts)), gm)

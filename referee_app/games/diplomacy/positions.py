"""Is a position possible? Checked before anything adjudicates it.

``check_position(position, ruleset)`` refuses, with a ``PositionError`` naming the first problem:

- a unit of a power the board does not have, a unit where its type cannot stand (an army at sea, a
  fleet inland or on a split coast without its coast, anything in an impassable space), a unit filed
  under another space (one unit per province is the ``Position``'s own shape);
- a supply centre that is not one, or owned by an unknown power;
- dislodged units or standoff spaces outside a retreat phase (they only exist between a movement
  phase and its retreats);
- in a retreat phase, a dislodged unit without a unit of another power in its space (its attacker),
  or whose attacker could not have come from ``attacker_from``: not next to it over land (armies),
  not by a move of its own (fleets: by its coasts), no chain of seas (an army marked ``by_convoy``),
  a fleet marked ``by_convoy``, its own space, the space of another dislodged unit (that unit stayed
  there), or the origin of another dislodged unit's attacker (one unit attacks one space);
- a standoff space that is not on the board, impassable, or holds a unit.

The JSON contract (``jsonapi``), a game file's first position (``Game.replay``), a game started from
a given position (``Game.new``) and ``adjudicate`` itself all go through here.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from referee_app.core.inputs import clip

from .errors import PositionError
from .geography import GameMap, Location, ProvinceKind
from .i18n import L, Many, P, U, W, msg, phase_message
from .state import PhaseType, Position, Unit, UnitType
from .validate import sea_route_exists

if TYPE_CHECKING:
    from .ruleset import Ruleset


def check_position(position: Position, ruleset: Ruleset) -> None:
    """Raise ``PositionError`` if ``position`` could not arise in a game under ``ruleset``'s board."""
    gm = ruleset.map
    phase = position.phase
    retreats = phase.type is PhaseType.RETREATS
    if position.dislodged and not retreats:
        raise PositionError(msg("position.dislodged_outside_retreats", phase=phase_message(phase)), gm)
    if position.contested and not retreats:
        raise PositionError(msg("position.contested_outside_retreats", phase=phase_message(phase)), gm)
    for key, u in position.units.items():
        _check_unit(gm, u, key)
    for centre, owner in position.centers.items():
        sc = gm.provinces.get(centre)
        if sc is None or not sc.supply_center:
            raise PositionError(msg("position.not_a_centre", province=P(centre)), gm)
        if owner not in gm.powers:
            raise PositionError(msg("position.centre_owner", province=P(centre), power=W(owner)), gm)
    origins: dict[str, Unit] = {}
    for key, d in position.dislodged.items():
        u = d.unit
        _check_unit(gm, u, key)
        prov = u.province
        attacker = position.units.get(prov)
        if attacker is None:
            raise PositionError(msg("position.no_attacker", unit=U(u), province=P(prov)), gm)
        if attacker.power == u.power:
            raise PositionError(msg("position.own_attacker", unit=U(u), attacker=U(attacker)), gm)
        origin = d.attacker_from
        if origin not in gm.provinces:
            raise PositionError(msg("position.attacker_origin_unknown", unit=U(u), origin=_code(origin)), gm)
        if origin == prov:
            raise PositionError(msg("position.attacker_from_own_space", unit=U(u), province=P(prov)), gm)
        stayed = position.dislodged.get(origin)
        if stayed is not None:
            raise PositionError(msg("position.attacker_from_dislodged", unit=U(u), origin=P(origin),
                                    other=U(stayed.unit)), gm)
        if origin in origins:
            raise PositionError(msg("position.attacker_origin_twice", units=Many([U(origins[origin]), U(u)], "and"),
                                    origin=P(origin)), gm)
        origins[origin] = u
        _check_attack(gm, u, attacker, origin, d.by_convoy)
    for code in sorted(position.contested):
        prov_ = gm.provinces.get(code)
        if prov_ is None:
            raise PositionError(msg("position.contested_unknown", province=_code(code)), gm)
        if prov_.kind is ProvinceKind.IMPASSABLE:
            raise PositionError(msg("position.contested_impassable", province=P(code)), gm)
        if code in position.units:
            raise PositionError(msg("position.contested_occupied", province=P(code), unit=U(position.units[code])), gm)


def _code(code: str) -> str:
    return clip(code, 20)


@lru_cache(maxsize=32)
def _standing(gm: GameMap) -> frozenset[tuple[UnitType, Location]]:
    """Every (unit type, location) where a unit may stand on ``gm`` (the quick answer for most units)."""
    out: set[tuple[UnitType, Location]] = set()
    for code, prov in gm.provinces.items():
        if prov.kind.is_land:
            out.add((UnitType.ARMY, Location(code)))
        out.update((UnitType.FLEET, loc) for loc in gm.fleet_locations(code))
    return frozenset(out)


def _check_unit(gm: GameMap, u: Unit, key: str) -> None:
    if key == u.province and u.power in gm.powers and (u.type, u.location) in _standing(gm):
        return
    if u.power not in gm.powers:
        raise PositionError(msg("position.unknown_power", unit=U(u), power=_code(u.power),
                                powers=", ".join(gm.powers)), gm)
    prov = gm.provinces.get(u.province)
    if prov is None:
        raise PositionError(msg("position.unknown_province", unit=U(u), province=_code(u.province)), gm)
    if key != u.province:
        raise PositionError(msg("position.misfiled", unit=U(u), province=_code(key)), gm)
    if prov.kind is ProvinceKind.IMPASSABLE:
        raise PositionError(msg("position.impassable", unit=U(u), province=P(prov.code)), gm)
    if u.type is UnitType.ARMY:
        if not prov.kind.is_land:
            raise PositionError(msg("position.army_at_sea", unit=U(u), province=P(prov.code)), gm)
        if u.location.coast:
            raise PositionError(msg("position.army_on_coast", unit=U(u)), gm)
        return
    if u.location not in gm.fleet_locations(prov.code):
        if prov.kind is ProvinceKind.LAND:
            raise PositionError(msg("position.fleet_inland", unit=U(u), province=P(prov.code)), gm)
        if prov.coasts:
            raise PositionError(msg("position.fleet_needs_coast", unit=U(u), province=P(prov.code),
                                    coasts=Many([L(Location(prov.code, c)) for c in prov.coasts], "or")), gm)
        raise PositionError(msg("position.fleet_no_coast", unit=U(u), province=P(prov.code)), gm)


def _check_attack(gm: GameMap, u: Unit, attacker: Unit, origin: str, by_convoy: bool) -> None:
    """Could ``attacker`` (now in the dislodged unit's space) have moved there from ``origin``?"""
    prov = u.province
    if gm.is_impassable(origin):
        raise PositionError(msg("position.attacker_cannot_reach", unit=U(u), attacker=U(attacker), origin=P(origin)), gm)
    if attacker.type is UnitType.FLEET:
        if by_convoy:
            raise PositionError(msg("position.fleet_by_convoy", unit=U(u), attacker=U(attacker)), gm)
        if not any(attacker.location in gm.fleet_neighbours(loc) for loc in gm.fleet_locations(origin)):
            raise PositionError(msg("position.attacker_cannot_reach", unit=U(u), attacker=U(attacker),
                                    origin=P(origin)), gm)
        return
    if by_convoy:
        if not (gm.is_coastal(origin) and gm.is_coastal(prov) and sea_route_exists(gm, origin, prov)):
            raise PositionError(msg("position.no_convoy_route", unit=U(u), attacker=U(attacker), origin=P(origin)), gm)
        return
    if not gm.army_adjacent(origin, prov):
        raise PositionError(msg("position.attacker_not_adjacent", unit=U(u), attacker=U(attacker), origin=P(origin)), gm)


__all__ = ["PositionError", "check_position"]

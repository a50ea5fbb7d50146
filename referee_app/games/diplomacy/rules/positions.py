"""Is a position possible? One module answers it, checked before anything adjudicates a position.

Two ways to ask, over the same board, rules and catalogue:

* ``check_position(position, ruleset)``: a ``Position`` (one unit per province by its shape) checked on the
  hot path, raising ``PositionError`` at the first problem. The JSON contract (``contract.jsonapi``), a game
  file's first position (``Game.replay``), a game started from a given position (``Game.new``) and
  ``adjudicate`` itself all go through here.
* ``position_problems(draft, ruleset)``: a *draft* given by hand (the referee's position editor,
  ``referee-cli edit``, a game started from another program's file: units, centre owners, the phase, and for
  a retreat phase its dislodged units and standoffs), which may hold anything, two units in one space
  included. It lists every reason, each a ``Message`` the referee can read in any language;
  ``checked_position`` returns the ``Position`` or raises ``PositionError`` carrying them all, and
  ``check_position_fully`` does the same for a ``Position``.

What cannot exist (the rules' geography, rules 3.1 and 3.6, and what an adjudication leaves behind):

- a unit of a power the board does not have, a unit where its type cannot stand (an army at sea or on a
  coast, a fleet inland or on a split coast without its coast or with a coast the province has not,
  anything in an impassable space), two units in one space (two coasts of one province are one space);
- a supply centre that is not one, or owned by an unknown power;
- dislodged units or standoff spaces outside a retreat phase (they only exist between a movement
  phase and its retreats);
- in a retreat phase, a dislodged unit without a unit of another power in its space (its attacker),
  or whose attacker could not have come from ``attacker_from``: not next to it over land (armies),
  not by a move of its own (fleets: by its coasts), no chain of seas (an army marked ``by_convoy``),
  a fleet marked ``by_convoy``, its own space, the space of another dislodged unit (that unit stayed
  there), or the origin of another dislodged unit's attacker (one unit attacks one space);
- a standoff space that is not on the board, impassable, or holds a unit.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Final

from referee_app.core.inputs import clip

from .errors import PositionError
from .geography import GameMap, Location, ProvinceKind
from .i18n import C, L, Many, Message, P, U, W, msg, phase_message
from .ruleset import Ruleset
from .state import Dislodged, Phase, PhaseType, Position, Season, Unit, UnitType, unit_table
from .validate import sea_route_exists

# The last year a position may be in: the phase after any phase of it (F9998M -> W9998A -> S9999M) is still a
# phase this program writes and reads back (a phase's year has at most four digits: S10000M is not a phase).
MAX_YEAR: Final = 9998


@lru_cache(maxsize=32)
def max_units(gm: GameMap) -> int:
    """The most units the board can hold at once (rules 2.6.1 and 2.6.4: a power builds only up to the supply centres it
    owns, and units are made no other way; the start has one unit per home centre): the supply centres on the
    board, or the starting units if a board starts with more."""
    return max(len(gm.supply_centers), sum(len(p.starting_units) for p in gm.powers.values()))


def count_problems(units: int, year: int, gm: GameMap) -> list[Message]:
    """What a position of ``units`` units (dislodged ones included) in ``year`` cannot be: more units than the
    board can hold, a year whose next phase could not be written back."""
    out: list[Message] = []
    limit = max_units(gm)
    if units > limit:
        out.append(msg("position.too_many_units", n=units, limit=limit))
    if year > MAX_YEAR:
        out.append(msg("position.year_too_late", year=year, limit=MAX_YEAR))
    return out


def first_year_problems(position: Position, ruleset: Ruleset) -> list[Message]:
    """A game played from the ruleset's start: centres change hands only when they are counted at the end of a
    fall (rule 2.6.2), so in a spring or fall of the first year each power owns what it owned at the start,
    its home centres: never more centres than it has home centres. (Which centres is left open: a position
    given to the contract may name its centres loosely.) The JSON contract checks this
    (``contract.jsonapi``); a position the referee sets by hand (the editor, a game moved from paper) may not
    come from the start and is not held to it."""
    phase = position.phase
    if phase.year != ruleset.start_year or phase.season is Season.WINTER:
        return []
    gm = ruleset.map
    owned: dict[str, int] = {}
    for owner in position.centers.values():
        owned[owner] = owned.get(owner, 0) + 1
    return [msg("position.centres_before_first_winter", power=W(power), n=n, home=len(gm.home_supply_centers(power)),
                phase=phase_message(phase))
            for power, n in sorted(owned.items()) if n > len(gm.home_supply_centers(power))]


def check_position(position: Position, ruleset: Ruleset) -> None:
    """Raise ``PositionError`` if ``position`` could not arise in a game under ``ruleset``'s board."""
    gm = ruleset.map
    phase = position.phase
    counts = count_problems(len(position.units) + len(position.dislodged), phase.year, gm)
    if counts:
        raise PositionError(counts[0], gm)
    retreats = phase.type is PhaseType.RETREATS
    if position.dislodged and not retreats:
        raise PositionError(msg("position.dislodged_outside_retreats", phase=phase_message(phase)), gm)
    if position.contested and not retreats:
        raise PositionError(msg("position.contested_outside_retreats", phase=phase_message(phase)), gm)
    # a unit that is one of the map's own units (``unit_table``: one per power and place a unit of its type may
    # stand, as ``_standing``) filed under its province passes ``_check_unit``: the units an adjudication leaves
    # are such units, looked up by their text and compared by identity; any other unit is checked as before
    own = unit_table(gm)
    for key, u in position.units.items():
        mine = own.get(u.power)
        if mine is None or mine.get(u.text) is not u or key != u.province:
            _check_unit(gm, u, key)
    centres, powers = gm.supply_centers, gm.powers  # (the provinces that are supply centres)
    for centre, owner in position.centers.items():
        if centre not in centres:
            raise PositionError(msg("position.not_a_centre", province=P(centre)), gm)
        if owner not in powers:
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



@dataclass(frozen=True)
class PositionDraft:
    """A position as given, not yet checked: it may hold two units in one space, a fleet inland ..."""

    phase: Phase
    units: tuple[Unit, ...] = ()
    centers: Mapping[str, str] = field(default_factory=dict)  # supply-centre province -> owning power
    dislodged: tuple[Dislodged, ...] = ()
    contested: frozenset[str] = frozenset()

    @classmethod
    def of(cls, position: Position) -> PositionDraft:
        """The draft of a position (to edit it)."""
        return cls(position.phase, tuple(sorted(position.units.values(), key=lambda u: (u.province, u.power))),
                   dict(position.centers),
                   tuple(sorted(position.dislodged.values(), key=lambda d: d.unit.province)),
                   frozenset(position.contested))

    def unit_in(self, province: str) -> Unit | None:
        """The (first) unit standing in ``province``, whatever its coast."""
        return next((u for u in self.units if u.province == province), None)

    def dislodged_in(self, province: str) -> Dislodged | None:
        return next((d for d in self.dislodged if d.unit.province == province), None)



def _unit_problems(unit: Unit, gm: GameMap) -> list[Message]:
    """Why ``unit`` cannot stand where it is ([] when it can)."""
    prov = gm.provinces.get(unit.province)
    if prov is None:
        return [msg("position_check.unknown_province", province=unit.province)]
    where = P(unit.province, True)
    if prov.kind is ProvinceKind.IMPASSABLE:
        return [msg("position_check.impassable", unit=U(unit), province=where)]
    if unit.type is UnitType.ARMY:
        if prov.kind is ProvinceKind.SEA:
            return [msg("position_check.army_at_sea", unit=U(unit), province=where)]
        if unit.location.coast:
            return [msg("position_check.army_on_coast", unit=U(unit), province=where)]
        return []
    if prov.kind is ProvinceKind.LAND:
        return [msg("position_check.fleet_inland", unit=U(unit), province=where)]
    if prov.coasts and not unit.location.coast:
        return [msg("position_check.fleet_needs_coast", unit=U(unit), province=where, coasts=Many([C(c) for c in prov.coasts], "or"))]
    if unit.location.coast and unit.location not in gm.fleet_locations(unit.province):
        if prov.coasts:
            return [msg("position_check.no_such_coast", unit=U(unit), province=where, coast=C(unit.location.coast),
                        coasts=Many([C(c) for c in prov.coasts], "or"))]
        return [msg("position_check.no_coasts", unit=U(unit), province=where)]
    return []


def _power_problem(power: str, gm: GameMap, seen: set[str]) -> list[Message]:
    if power in gm.powers or power in seen:
        return []
    seen.add(power)
    return [msg("position_check.unknown_power", power=power, powers=", ".join(gm.powers))]


def _could_come_from(gm: GameMap, attacker: Unit, origin: str, by_convoy: bool) -> bool:
    """Could ``attacker`` (now in the dislodged unit's space) have moved in from ``origin``?"""
    if attacker.type is UnitType.ARMY:
        if by_convoy:
            return gm.is_coastal(origin) and gm.is_coastal(attacker.province)
        return gm.army_adjacent(origin, attacker.province)
    return any(gm.fleet_adjacent(loc, attacker.location) for loc in gm.fleet_locations(origin))


def position_problems(draft: PositionDraft, ruleset: Ruleset) -> list[Message]:
    """Every reason ``draft`` cannot be a position on ``ruleset``'s board (the rules in force in its
    phase: a variant may make spaces impassable for a while); [] when it can."""
    gm = ruleset.map
    out: list[Message] = count_problems(len(draft.units) + len(draft.dislodged), draft.phase.year, gm)
    unknown_powers: set[str] = set()
    standing: dict[str, Unit] = {}
    for u in draft.units:
        out += _power_problem(u.power, gm, unknown_powers)
        out += _unit_problems(u, gm)
        first = standing.get(u.province)
        if first is not None:
            out.append(msg("position_check.two_units", province=P(u.province, True), first=U(first), second=U(u),
                           first_power=W(first.power), second_power=W(u.power)))
        else:
            standing[u.province] = u
    for c, owner in sorted(draft.centers.items()):
        if c not in gm.provinces:
            out.append(msg("position_check.unknown_province", province=c))
        elif c not in gm.supply_centers:
            out.append(msg("position_check.not_a_centre", province=P(c, True)))
        out += _power_problem(owner, gm, unknown_powers)
    retreats = draft.phase.type is PhaseType.RETREATS
    if draft.dislodged and not retreats:
        out.append(msg("position_check.dislodged_outside_retreats", phase=phase_message(draft.phase),
                       units=Many([U(d.unit) for d in draft.dislodged], "and")))
    if draft.contested and not retreats:
        out.append(msg("position_check.standoffs_outside_retreats", phase=phase_message(draft.phase),
                       provinces=Many([P(c, True) if c in gm.provinces else c for c in sorted(draft.contested)], "and")))
    waiting: dict[str, Dislodged] = {}
    for d in draft.dislodged if retreats else ():
        u = d.unit
        out += _power_problem(u.power, gm, unknown_powers)
        problems = _unit_problems(u, gm)
        out += problems
        if problems:
            continue
        if u.province in waiting:
            out.append(msg("position_check.dislodged_twice", province=P(u.province, True), first=U(waiting[u.province].unit),
                           second=U(u)))
            continue
        waiting[u.province] = d
        attacker = standing.get(u.province)
        if attacker is None:
            out.append(msg("position_check.no_dislodger", unit=U(u), province=P(u.province, True)))
            continue
        if attacker.power == u.power:
            out.append(msg("position_check.own_dislodger", unit=U(u), attacker=U(attacker), power=W(u.power)))
            continue
        origin = d.attacker_from
        if not origin:
            continue
        if origin not in gm.provinces:
            out.append(msg("position_check.unknown_province", province=origin))
        elif origin == u.province:
            out.append(msg("position_check.attack_from_itself", unit=U(u), province=P(origin, True)))
        elif d.by_convoy and attacker.type is UnitType.FLEET:
            out.append(msg("position_check.fleet_by_convoy", attacker=U(attacker)))
        elif not _could_come_from(gm, attacker, origin, d.by_convoy):
            out.append(msg("position_check.attacker_not_from", attacker=U(attacker), origin=P(origin, True),
                           province=P(u.province, True)))
    for c in sorted(draft.contested):
        prov = gm.provinces.get(c)
        if prov is None:
            out.append(msg("position_check.unknown_province", province=c))
        elif prov.kind is ProvinceKind.IMPASSABLE:
            out.append(msg("position_check.standoff_impassable", province=P(c, True)))
        elif c in standing and retreats:
            out.append(msg("position_check.standoff_occupied", province=P(c, True), unit=U(standing[c])))
    return out


def checked_position(draft: PositionDraft, ruleset: Ruleset) -> Position:
    """``draft`` as a ``Position``; ``PositionError`` naming every problem if it cannot exist."""
    problems = position_problems(draft, ruleset)
    if problems:
        raise PositionError(problems, ruleset)
    return Position.build(draft.phase, draft.units, draft.centers, draft.dislodged, draft.contested)


def check_position_fully(position: Position, ruleset: Ruleset) -> Position:
    """``position`` itself, checked with every reason it cannot exist (``check_position`` stops at the
    first): for what the referee gave by hand (a position edited, a game started from a file)."""
    return checked_position(PositionDraft.of(position), ruleset)


__all__ = ["MAX_YEAR", "PositionDraft", "PositionError", "check_position", "check_position_fully", "checked_position",
           "count_problems", "first_year_problems", "max_units", "position_problems"]

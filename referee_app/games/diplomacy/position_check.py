"""Positions that can exist on the board, and the reasons the others cannot.

A position given by hand (the referee's position editor, ``referee-cli edit``, a game started from
another program's file) is a *draft* until it is checked: units, centre owners, the phase, and for a
retreat phase its dislodged units and standoffs. ``position_problems`` lists every reason the draft
cannot be a position of this board, each a ``Message`` the referee can read in any language;
``checked_position`` returns the ``Position`` or raises ``PositionError`` carrying them all.

What cannot exist (the rules' geography, rule 3.1 and 3.6, and what an adjudication leaves behind):

* two units in one space (two coasts of one province are one space);
* an army at sea, a fleet inland, a fleet on a split-coast province without its coast (or with a
  coast the province has not), an army written on a coast, anything in an impassable space;
* a centre owner for a space that is no supply centre; a power or space the board does not know;
* dislodged units or standoffs outside a retreat phase (nothing waits to retreat then);
* a dislodged unit without the unit that dislodged it standing in its space, or dislodged by a
  unit of its own power (a power cannot dislodge its own unit); an attack from the space itself or
  from a space the attacker could not have come from (an army needs a land route unless it came by
  convoy; a fleet never comes by convoy);
* a standoff in a space a unit stands in (a standoff leaves its space empty).

No Qt here. The JSON contract (``jsonapi.py``) and the editor share this one function.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from .errors import RefereeError
from .geography import GameMap, ProvinceKind
from .i18n import C, Many, Message, P, U, W, msg, phase_message
from .ruleset import Ruleset
from .state import Dislodged, Phase, PhaseType, Position, Unit, UnitType


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


class PositionError(RefereeError):
    """A position that cannot exist. ``problems``: every reason, each a Message; the error's own message
    lists them all."""

    def __init__(self, problems: Iterable[Message], names: GameMap | Ruleset | None = None) -> None:
        self.problems: tuple[Message, ...] = tuple(problems)
        self.names = names
        if len(self.problems) == 1:
            message = self.problems[0]
        else:
            message = msg("position_check.problems", n=len(self.problems), problems=Many(list(self.problems), "list"))
        super().__init__(message, names)


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
    out: list[Message] = []
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


def check_position(position: Position, ruleset: Ruleset) -> Position:
    """``position`` itself, checked (e.g. one read from a file): ``PositionError`` if it cannot exist."""
    return checked_position(PositionDraft.of(position), ruleset)


__all__ = ["PositionDraft", "PositionError", "check_position", "checked_position", "position_problems"]

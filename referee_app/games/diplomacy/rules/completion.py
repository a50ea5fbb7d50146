"""Which places fit the order being typed: what name completion may offer (rules 2.4-2.6).

``places_that_fit(position, ruleset, power, before)`` reads the start of a line (``before``: the text
up to the name being typed) and says which provinces can come next: the units of the power when the
unit is being named; the spaces the unit can reach when its destination is (a fleet in Tunis never
reaches Tyrolia; an army on a coast may go by convoy to any coast); where a supporting unit can give
support; the legal retreats of a dislodged unit; the free build sites. ``None`` when the line says too
little to tell (completion then offers every name). It decides nothing about the order itself.
"""

from __future__ import annotations

from .parse import _scan, coastal_provinces, reach
from .ruleset import Ruleset
from .state import PhaseType, Position, UnitType
from .validate import retreat_options


def places_that_fit(position: Position, ruleset: Ruleset, power: str, before: str) -> frozenset[str] | None:
    """The provinces the next name of the line may be (see the module's text), or None."""
    gm = ruleset.map
    power = power.upper()
    items = _scan(before, ruleset.names) if before.strip() else []
    if items and items[0].kind == "power":
        items = items[1:]
    if any(it.kind == "unknown" or (it.kind == "prov" and it.value == "?") for it in items):
        return None
    words = [str(it.value) for it in items if it.kind == "kw"]
    provs = [str(it.value) for it in items if it.kind == "prov"]
    ptype = position.phase.type
    if ptype is PhaseType.ADJUSTMENTS:
        if provs:
            return None
        if "BUILD" in words:
            from .adjudication import build_sites

            return frozenset(build_sites(power, position.units, position.centers, ruleset))
        return frozenset(u.province for u in position.units.values() if u.power == power)
    if ptype is PhaseType.RETREATS:
        dislodged = {p: d for p, d in position.dislodged.items() if d.unit.power == power}
        if not provs:
            return frozenset(dislodged)
        d = dislodged.get(provs[0])
        if d is None or len(provs) > 1:
            return None
        return frozenset(loc.province for loc in retreat_options(gm, d, position, ruleset.options.retreat_to_convoy_origin))
    if not provs:
        return frozenset(u.province for u in position.units.values() if u.power == power)
    unit = position.units.get(provs[0])
    if unit is None:
        return None
    if "SUPPORT" in words:
        if len(provs) == 1:  # the supported unit: one that can reach a space the supporter reaches
            mine = reach(gm, unit, convoy=False)  # support is given to a neighbouring space (rule 2.4)
            return frozenset(p for p, u in position.units.items()
                             if p != unit.province and (p in mine or reach(gm, u) & mine))
        other = position.units.get(provs[1])
        if len(provs) == 2 and other is not None and "MOVE" in words[words.index("SUPPORT"):]:
            return reach(gm, unit, convoy=False) & (reach(gm, other) - {unit.province})
        return None
    if "CONVOY" in words:
        if unit.type is not UnitType.FLEET or not gm.is_sea(unit.province):
            return None
        if len(provs) == 1:
            return frozenset(p for p, u in position.units.items() if u.type is UnitType.ARMY and gm.is_coastal(p))
        return coastal_provinces(gm) - {provs[1]}
    if "MOVE" in words and len(provs) == 1:
        return reach(gm, unit)
    return None


__all__ = ["places_that_fit", "reach"]

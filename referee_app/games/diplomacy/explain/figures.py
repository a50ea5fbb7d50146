"""Why each movement order came out as it did, as data (issue 20, part 3).

Computed only when asked for (``adjudicate(..., explain=True)``), after ``MovementResolver.run``: every
decision is then settled, so the strength functions the resolver decided with give the final figures
(attack, hold, defend, prevent: DATC v3.0 chapter 5) without deciding anything again.
"""

from __future__ import annotations

from typing import Any

from ..rules.movement import CONVOY, MOVE, MovementResolver, fleets_on_route
from ..rules.orders import Support

# routes listed for one convoyed army at most (a real phase has a handful)
MAX_ROUTES = 20


def _unit(res: MovementResolver, p: str) -> str:
    return str(res.units[p])


def _supports(res: MovementResolver, supporters: list[str] | None, exclude_power: str | None = None) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    cut_by = res.out.cut_by
    for s in supporters or ():
        given = bool(res.resolved.get(s, True))
        counted = given and not (exclude_power is not None and res.units[s].power == exclude_power)
        cutter = cut_by.get(s)
        out.append({"unit": _unit(res, s), "counted": counted,
                    "cut_by": _unit(res, cutter) if cutter is not None and not given else None})
    return out


def routes(res: MovementResolver, army: str) -> list[list[str]]:
    """The chains of fleets ordered to convoy ``army`` that join its coast to its destination (each a
    simple path of fleets, shortest first), whether or not the fleets were dislodged."""
    gm = res.gm
    fleets = set(res.convoy_fleets.get(army, ()))
    if army not in res.dest or not fleets:
        return []
    dest = res.dest[army]
    found: list[list[str]] = []

    def walk(chain: list[str]) -> None:
        if len(found) >= MAX_ROUTES:
            return
        last = chain[-1]
        if gm.any_fleet_reaches(last, dest):
            found.append(list(chain))
        for n in sorted(gm.sea_neighbours(last)):
            if n in fleets and n not in chain:
                chain.append(n)
                walk(chain)
                chain.pop()

    for f in sorted(fleets):
        if gm.any_fleet_reaches(f, army):
            walk([f])
    found.sort(key=len)
    return [[_unit(res, f) for f in chain] for chain in found]


def _move(res: MovementResolver, p: str) -> dict[str, Any]:
    d = res.dest[p]
    attack = res.attack_strength(p, True)
    opposed: list[dict[str, Any]] = []
    opp = res.h2h.get(p)
    # each opposing unit with the supports that make its strength (a unit that moves away has none to hold)
    if opp is not None:
        opposed.append({"unit": _unit(res, opp), "strength": res.defend_strength(opp, True), "kind": "defend",
                        "supports": _supports(res, res.sup_move.get(opp))})
    elif d in res.units:
        holds = res.kind[d] != MOVE
        opposed.append({"unit": _unit(res, d), "strength": res.hold_strength(d, True), "kind": "hold",
                        "supports": _supports(res, res.sup_hold.get(d)) if holds else []})
    for other in res.attackers[d]:
        if other != p:
            opposed.append({"unit": _unit(res, other), "strength": res.prevent_strength(other, True),
                            "kind": "prevent", "supports": _supports(res, res.sup_move.get(other))})
    # supports of a unit's own power do not count against it where it stays (DATC 5.B.1)
    target = res.units.get(d)
    exclude = None
    if target is not None and not (res.kind.get(d) == MOVE and res.h2h.get(p) != d and res.resolved.get(d)):
        exclude = target.power
    out: dict[str, Any] = {"attack_strength": attack, "opposed_by": opposed,
                           "supports": _supports(res, res.sup_move.get(p), exclude)}
    if p in res.via:
        out["routes"] = routes(res, p)
    return out


def settled(res: MovementResolver) -> list[tuple[str, list[str]]]:
    """Which rule settled which units where the figures alone could not: (rule, provinces), in order.

    - ``"szykman"``: a convoy paradox settled by the backup rule (DATC 4.A.2, 5.E): its convoying fleets do
      not convoy; listed with the armies they were to convoy.
    - ``"circular_movement"``: a cycle of moves only, settled by letting every move of it succeed (DATC 5.E).
    - the ruleset's ``convoy_paradox`` option (``"1982"``, ``"2000"``, ``"via_fleets"``): a convoyed army's
      attack that, by that rule, did not cut a support (the army had a route of fleets ordered to convoy it);
      listed as the army and the supporting unit.
    """
    out: list[tuple[str, list[str]]] = []
    for rule, members in res.out.backup:
        units = list(members)
        if rule == "szykman":
            units += sorted({a for f in members if (a := res.convoy_army.get(f)) is not None} - set(units))
        out.append((rule, units))
    rule = res.options.convoy_paradox
    if rule != "szykman" and res.via:
        for s in res._supports:
            sup = res.orders[s]
            if s in res.out.void or not isinstance(sup, Support):
                continue
            for m in res.attackers.get(s, ()):
                # an attack by an army whose fleets made a route before anything was decided: by the
                # rule, it did not cut (so the fleets it needed stood or fell without it)
                if (m in res.via and res.units[m].power != res.units[s].power and res._convoy_exempt(m, sup)
                        and fleets_on_route(res.gm, m, res.dest[m], set(res.convoy_fleets.get(m, ())))):
                    out.append((rule, [m, s]))
    return out


def explain(res: MovementResolver) -> dict[str, dict[str, Any]]:
    """province -> the explanation of its unit's order (every unit of the phase)."""
    out: dict[str, dict[str, Any]] = {}
    dislodged_by = res.out.dislodged_by
    settled_by: dict[str, dict[str, Any]] = {}
    for rule, provinces in settled(res):
        group = {"rule": rule, "units": [_unit(res, p) for p in provinces]}
        for p in provinces:
            settled_by.setdefault(p, group)
    for p in res.units:
        if res.kind[p] == MOVE:
            e = _move(res, p)
        else:
            e = {"hold_strength": res.hold_strength(p, True), "supports": _supports(res, res.sup_hold.get(p))}
            if res.kind[p] == CONVOY:
                army = res.convoy_army.get(p)
                e["routes"] = routes(res, army) if army is not None else []
        by = dislodged_by.get(p)
        e["dislodged_by"] = _unit(res, by) if by is not None else None
        e["settled_by"] = settled_by.get(p)
        out[p] = e
    return out


__all__ = ["explain", "routes", "settled"]

""""Why?": an order's explanation (``explain.py``'s data) as a few lines a referee reads out at the table.

No Qt here: the window shows these lines (``gui/diplomacy/results_view.py``), and any other front end may.
Each line is a ``Message`` of the catalogues (section ``why``), rendered in the table's language with the
map's names; the figures are the engine's (DATC v3.0 chapter 5: attack, hold, defend and prevent strengths),
never worked out here.

``explained(game, record)`` adjudicates a phase of a game again, as it was, with the explanations asked for:
the game keeps each phase's position and sheets, so any past phase can be explained, in a game or a sandbox.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..rules.adjudication import Adjudication, OrderResult, adjudicate
from ..rules.geography import Location
from ..rules.i18n import Many, Message, U, msg, render
from ..rules.state import PhaseType, Unit, UnitType

if TYPE_CHECKING:
    from ..rules.i18n import Source
    from ..table.game import Game, PhaseRecord

# the rule that settled a paradox -> its line (the keys written out, for the catalogue checks)
RULE_KEYS = {
    "szykman": "why.rule.szykman",
    "circular_movement": "why.rule.circular_movement",
    "1982": "why.rule.1982",
    "2000": "why.rule.2000",
    "via_fleets": "why.rule.via_fleets",
}

# lines about an opposing unit, under its line (indented in text)
SUB_LINES = frozenset({"why.opposing_support", "why.opposing_support_cut", "why.opposing_support_not_given"})

Explanation = Mapping[str, Any]


def _u(text: str) -> U:
    """A unit named in an explanation (``"A MUN"``, ``"F STP/SC"``), to name in the language."""
    kind, _, where = text.partition(" ")
    return U(Unit("", UnitType(kind), Location.parse(where)))


def _units(texts: Sequence[str]) -> Many:
    return Many((_u(t) for t in texts), "and")


def phase_explanations(adj: Adjudication) -> dict[str, Explanation]:
    """unit (``"A MUN"``) -> the explanation of its order, for every order the phase adjudicated."""
    out: dict[str, Explanation] = {}
    for r in adj.results:
        e = (adj.explanations or {}).get(r.seq)
        unit = getattr(r.order, "unit", None)
        if e is not None and unit is not None:
            out[str(unit)] = e
    return out


def _support_line(s: Mapping[str, Any]) -> Message:
    unit = _u(s["unit"])
    if s["counted"]:
        return msg("why.support_counted", unit=unit)
    if s["cut_by"]:
        return msg("why.support_cut", unit=unit, by=_u(s["cut_by"]))
    return msg("why.support_not_counted", unit=unit)


def _opposing_support(s: Mapping[str, Any]) -> Message:
    """A support of an opposing unit (its defend, hold or prevent strength counts every support given)."""
    if s["counted"]:
        return msg("why.opposing_support", unit=_u(s["unit"]))
    if s["cut_by"]:
        return msg("why.opposing_support_cut", unit=_u(s["unit"]), by=_u(s["cut_by"]))
    return msg("why.opposing_support_not_given", unit=_u(s["unit"]))


def _route(chain: Sequence[str], phase: Mapping[str, Explanation]) -> Message:
    fleets: list[Message | U] = []
    for f in chain:
        by = (phase.get(f) or {}).get("dislodged_by")
        fleets.append(msg("why.fleet_dislodged", unit=_u(f), by=_u(by)) if by else _u(f))
    return msg("why.route", fleets=Many(fleets, "list"))


def why_messages(unit: str, e: Explanation, phase: Mapping[str, Explanation] | None = None) -> list[Message]:
    """The lines explaining the order of ``unit`` (``"A MUN"``): its strength and each support; for a move,
    what opposed it (each unit, its strength and kind) and the verdict of the figures; the convoy routes and
    the fleets dislodged on them; whether it was dislodged, and by whom; the rule that settled a paradox.
    ``phase``: every order's explanation of the phase (``phase_explanations``), for the fleets of a route
    and for the fate of a support the unit gave."""
    phase = phase or {}
    lines: list[Message] = []
    u = _u(unit)
    if "attack_strength" in e:
        attack = int(e["attack_strength"])
        lines.append(msg("why.attack", unit=u, strength=attack))
        lines += [_support_line(s) for s in e["supports"]]
        against = 0
        for o in e["opposed_by"]:
            strength = int(o["strength"])
            against = max(against, strength)
            if o["kind"] == "defend":
                lines.append(msg("why.against_defend", unit=_u(o["unit"]), strength=strength))
            elif o["kind"] == "prevent":
                lines.append(msg("why.against_prevent", unit=_u(o["unit"]), strength=strength))
            else:
                lines.append(msg("why.against_hold", unit=_u(o["unit"]), strength=strength))
            lines += [_opposing_support(s) for s in o.get("supports", ())]
        if not e["opposed_by"]:
            lines.append(msg("why.unopposed"))
        if "routes" in e:
            lines += _routes(e["routes"], phase)
        if attack == 0:
            lines.append(msg("why.zero_no_route" if "routes" in e else "why.zero_own_unit"))
        elif attack > against:
            lines.append(msg("why.beats", attack=attack, against=against))
        else:
            lines.append(msg("why.beaten", attack=attack, against=against))
    else:
        lines.append(msg("why.hold", unit=u, strength=int(e["hold_strength"])))
        lines += [_support_line(s) for s in e["supports"]]
        if "routes" in e:
            lines += _routes(e["routes"], phase)
    given = _support_given(unit, phase)
    if given is not None:
        lines.insert(0, given)  # a support order: first, what its support did
    if e.get("dislodged_by"):
        lines.append(msg("why.dislodged_by", unit=u, by=_u(e["dislodged_by"])))
        lines += _dislodging_attack(u, str(e["dislodged_by"]), phase)
    settled = e.get("settled_by")
    if settled:
        lines.append(msg(RULE_KEYS.get(settled["rule"], "why.rule.szykman"), units=_units(settled["units"])))
    return lines


def _dislodging_attack(u: U, attacker: str, phase: Mapping[str, Explanation]) -> list[Message]:
    """The attack that dislodged a unit: the attacker's strength, each of its supports counted or cut (under
    it), and the figures that settled it (the engine's, as for the attacker's own "Why?")."""
    a = phase.get(attacker)
    if a is None or "attack_strength" not in a:
        return []
    attack = int(a["attack_strength"])
    lines = [msg("why.dislodging_attack", unit=_u(attacker), strength=attack)]
    lines += [_opposing_support(s) for s in a["supports"]]
    against = max((int(o["strength"]) for o in a["opposed_by"]), default=0)
    lines.append(msg("why.dislodging_beats", attack=attack, against=against, unit=u))
    return lines


def _routes(routes: Sequence[Sequence[str]], phase: Mapping[str, Explanation]) -> list[Message]:
    if not routes:
        return [msg("why.no_routes")]
    return [msg("why.routes", routes=Many((_route(r, phase) for r in routes), "or"))]


def _support_given(unit: str, phase: Mapping[str, Explanation]) -> Message | None:
    """What became of the support ``unit`` gave (counted, cut and by whom, or not counted), if it gave one."""
    for e in phase.values():
        for s in e.get("supports", ()):
            if s["unit"] == unit:
                if s["counted"]:
                    return msg("why.its_support_counted")
                if s["cut_by"]:
                    return msg("why.its_support_cut", by=_u(s["cut_by"]))
                return msg("why.its_support_not_counted")
    return None


def why_text(unit: str, e: Explanation, lang: str = "en", source: Source = None,
             phase: Mapping[str, Explanation] | None = None) -> str:
    """``why_messages`` rendered in ``lang``, one line each (``source``: the ruleset or map, for the names)."""
    return "\n".join(("    " if m.key in SUB_LINES else "") + render(m, lang, source)
                     for m in why_messages(unit, e, phase))


def result_why(adj: Adjudication, result: OrderResult) -> list[Message] | None:
    """The lines of one result of an adjudication made with ``explain=True`` (None: nothing to explain,
    as for an invalid order or a phase other than movement)."""
    if adj.explanations is None:
        return None
    e = adj.explanations.get(result.seq)
    unit = getattr(result.order, "unit", None)
    if e is None or unit is None:
        return None
    return why_messages(str(unit), e, phase_explanations(adj))


def explained(game: Game, record: PhaseRecord) -> Adjudication:
    """The adjudication of a phase of ``game`` (``record``: one of ``game.history``) made again with the
    explanations: its position, its sheets as they stood (a late sheet the referee did not let stand left
    out), the powers whose orders were refused for civil disorder. Only a movement phase has explanations;
    another phase is given back as it was adjudicated."""
    adj = record.adjudication
    if adj is None:
        raise ValueError("the phase has not been adjudicated")
    if record.phase.type is not PhaseType.MOVEMENT:
        return adj
    orders = {power: [ln for ln in lines if ln.strip()] for power, lines in record.sheets.items()
              if power not in record.not_counted}
    # civil disorder then (not now): what refused a power's orders; a power in disorder that wrote none
    # changes nothing in a movement phase's figures
    civil = sorted({r.power for r in adj.results if r.tag == "civil-disorder"})
    return adjudicate(record.position, orders, game.ruleset_for(record.phase), civil_disorder=civil,
                      controllers=game.controllers() or None, explain=True)

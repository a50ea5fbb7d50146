"""One phase, start to end: read the orders, resolve them, build the next position.

``adjudicate(position, orders, ruleset)`` is the single entry point for every
phase type. It never raises on a bad order: a bad order becomes an
``OrderResult`` with status ``invalid`` and its reason, and its unit holds.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from referee_app.core.messages import plain_texts, render_message

from .errors import IllegalOrderError, OrderError
from .geography import GameMap, Location
from .i18n import Many, Message, O, P, Text, U, W, msg, render
from .movement import HOLD, MOVE, SUPPORT, MovementResolver, MoveOutcome
from .orders import (
    Build,
    Disband,
    Hold,
    Move,
    MovementOrder,
    Order,
    Remove,
    Retreat,
    Support,
    Waive,
    format_order,
    order_power,
)
from .parse import QuickReader, parse_order, read_order
from .positions import check_position
from .ruleset import Ruleset
from .state import Dislodged, Phase, PhaseType, Position, Season, Unit, UnitType, unit_table
from .validate import check_retreat, resolve_fleet_dest, retreat_options

# enum members looked up once (a class attribute look-up of an enum member is slow on the hot path)
_ARMY: Final = UnitType.ARMY
_FLEET: Final = UnitType.FLEET
_MOVEMENT: Final = PhaseType.MOVEMENT
_RETREATS: Final = PhaseType.RETREATS
_ADJUSTMENTS: Final = PhaseType.ADJUSTMENTS

SUCCEEDS: Final = "succeeds"
FAILS: Final = "fails"
INVALID: Final = "invalid"
VOID: Final = "void"


class OrderResult:
    """The outcome of one written order, as data.

    ``status`` and ``tag`` say what happened; ``reason_msg`` says why: a ``Message`` (an outcome code
    and its parameters: units, provinces, strengths). Nothing is rendered while the phase is
    adjudicated: ``reason`` is the English text, made when first asked for (the JSON contract, the
    game record); ``i18n.result_reason`` gives it in any language. ``text`` is the order as written,
    or, for an order the rules wrote (a civil-disorder disband or removal), ``text_msg`` in English.
    Treat a result as immutable.
    """

    __slots__ = ("power", "_text", "order", "status", "tag", "seq", "reason_msg", "text_msg", "_names", "_reason")

    def __init__(self, power: str, text: str | None, order: Order | None, status: str, reason: str = "", tag: str = "",
                 seq: int = 0, reason_msg: Message | None = None, text_msg: Message | None = None,
                 names: GameMap | Ruleset | None = None) -> None:
        self.power = power
        self._text = text
        self.order = order
        self.status = status  # succeeds | fails | invalid | void
        # machine-readable outcome: moved, bounced, cut, dislodged, no-convoy, paradox, void, invalid, ...
        self.tag = tag
        self.seq = seq  # position in the order sheets as entered
        self.reason_msg = reason_msg  # None when there is no reason
        self.text_msg = text_msg
        self._names = names  # what names the provinces and powers when the reason is rendered
        self._reason: str | None = reason or None

    @property
    def reason(self) -> str:
        """Why, in English ("" when there is nothing to say)."""
        r = self._reason
        if r is None:
            m = self.reason_msg
            r = render_message(m, "en", self._names, False) if m is not None else ""
            self._reason = r
        return r

    def contract(self) -> dict[str, str]:
        """This result as the JSON contract gives it (docs/headless-api.md)."""
        text = self._text
        reason = self._reason
        if reason is None:
            m = self.reason_msg
            if m is None:
                reason = ""
            else:
                reason = None if m.params else _ENGLISH.get(m.key)  # said before, without parameters
                if reason is None:
                    reason = self.reason
        order = self.order
        return {"power": self.power, "text": text if text is not None else self.text,
                "order": format_order(order) if order is not None else "", "status": self.status, "reason": reason}

    @property
    def text(self) -> str:
        t = self._text
        if t is None:
            t = render(self.text_msg, "en", self._names) if self.text_msg is not None else ""
            self._text = t
        return t

    @property
    def canonical(self) -> str:
        return format_order(self.order) if self.order is not None else ""

    @property
    def ok(self) -> bool:
        return self.status == SUCCEEDS

    def _key(self) -> tuple[object, ...]:
        return (self.power, self.text, self.order, self.status, self.reason, self.tag)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, OrderResult):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash((self.power, self.text, self.order, self.status, self.tag))

    def __repr__(self) -> str:
        return (f"OrderResult(power={self.power!r}, text={self.text!r}, order={self.order!r}, status={self.status!r}, "
                f"reason={self.reason!r}, tag={self.tag!r})")


_ENGLISH: Final = plain_texts("en")

# an order as given, read and legal, waiting for its outcome: (power, text, order, seq)
_Written = tuple[str, str, Order, int]


@dataclass(frozen=True)
class RetreatOptions:
    """A dislodged unit, who dislodged it, and where it may go."""

    unit: Unit
    attacker_from: str
    by_convoy: bool
    destinations: tuple[Location, ...]


@dataclass(frozen=True)
class Adjudication:
    """Everything one phase decided. ``after`` is the position of ``next_phase``."""

    phase: Phase
    before: Position
    after: Position
    results: tuple[OrderResult, ...]
    retreats: tuple[RetreatOptions, ...] = ()
    disbanded: tuple[Unit, ...] = ()
    built: tuple[Unit, ...] = ()
    contested: frozenset[str] = frozenset()
    winners: tuple[str, ...] = ()
    centers_changed: bool = False
    adjustments: Mapping[str, int] = field(default_factory=dict)  # power -> builds(+)/removals(-) owed next
    # only with adjudicate(..., explain=True), movement phases: order seq -> why (explain.py), as data
    explanations: Mapping[int, Mapping[str, Any]] | None = field(default=None, compare=False, repr=False)

    @property
    def next_phase(self) -> Phase:
        return self.after.phase

    def results_of(self, power: str) -> list[OrderResult]:
        return [r for r in self.results if r.power == power]


# --- entry point -----------------------------------------------------------------

def adjudicate(
    position: Position,
    orders: Mapping[str, Sequence[str | Order]],
    ruleset: Ruleset,
    civil_disorder: Sequence[str] = (),
    controllers: Mapping[str, str] | None = None,
    *,
    explain: bool = False,
    _position_checked: bool = False,
) -> Adjudication:
    """Adjudicate ``position.phase`` with each power's orders (text or ``Order``).

    ``civil_disorder``: powers in civil disorder (rule 4.3.1): their units hold, disband when
    dislodged, never build, and lose units by rule 4.3.3; orders written for them are refused.
    ``controllers``: power -> player, when one player holds several powers (rule 1.2.3); a fleet of
    any of the player's powers then shows the intent to convoy (rule 3.4.6).

    An impossible position (``positions.check_position``) is refused with a ``PositionError`` before
    anything is decided. (``_position_checked``: only for the JSON contract, whose position has just
    passed that check, or was read from the map's tables that hold only positions it passes:
    ``fastjson``; it is not checked twice.)

    ``explain``: a movement phase's result also carries ``explanations`` (each adjudicated order's
    strengths, supports and routes: ``explain.py``); computed only when asked for.
    """
    if not _position_checked:
        check_position(position, ruleset)
    results: list[OrderResult] = []
    parsed: list[tuple[_Written, Order]] = []
    civil = {c.upper() for c in civil_disorder}
    gm = ruleset.map
    reader = QuickReader(position, ruleset)  # the common orders, from the tables
    seq = 0
    for power, lines in orders.items():
        power = power.upper()
        for line in lines:
            seq += 1
            if civil and power in civil and (not isinstance(line, str) or line.strip()):
                text = line.strip() if isinstance(line, str) else format_order(line)
                why = civil_disorder_reason(power, position.phase.type)
                results.append(OrderResult(power, text, None if isinstance(line, str) else line, INVALID,
                                           "", "civil-disorder", seq, why, names=gm))
                continue
            if isinstance(line, str):
                text = line.strip()
                if not text:
                    continue
                order = reader.read(line, power, True)  # a common order, read and checked from the tables
                try:
                    if order is None:
                        order = parse_order(line, power, position, ruleset)
                except OrderError as exc:
                    results.append(refused(power, line, seq, exc, position, ruleset))
                    continue
            else:
                order = line
                text = format_order(order)
                if order_power(order) != power:
                    why = msg("result.not_a_unit_of", order=O(order), power=power)
                    results.append(OrderResult(power, text, order, INVALID, "", "invalid", seq, why, names=gm))
                    continue
                from .validate import validate_order

                try:
                    validate_order(order, position, ruleset)
                except OrderError as exc:
                    results.append(OrderResult(power, text, order, INVALID, str(exc), "invalid", seq, exc.message, names=gm))
                    continue
            parsed.append(((power, text, order, seq), order))
    ptype = position.phase.type
    if ptype is _MOVEMENT:
        return _movement(position, parsed, results, ruleset, civil, controllers, explain)
    if ptype is _RETREATS:
        return _retreats(position, parsed, results, ruleset)
    return _adjustments(position, parsed, results, ruleset, civil_disorder)


def refused(power: str, line: str, seq: int, exc: OrderError, position: Position, ruleset: Ruleset) -> OrderResult:
    """The result of an order line refused with ``exc``: what the order meant kept when it can be read, so that
    it shows as written."""
    meant: Order | None = None
    try:
        meant = read_order(line, power, position, ruleset)
    except OrderError:
        pass
    reason, why = order_error(exc, ruleset)
    return OrderResult(power, line.strip(), meant, INVALID, reason, exc.code, seq, why, names=ruleset.map)


def _in_order(results: list[OrderResult]) -> tuple[OrderResult, ...]:
    """The results in the order the orders were given (those the rules wrote last)."""
    results.sort(key=_seq)
    return tuple(results)


def _seq(r: OrderResult) -> int:
    return r.seq


def civil_disorder_reason(power: str, ptype: PhaseType) -> Message:
    """Why no orders are taken for a power in civil disorder (rule 4.3.1)."""
    key = {
        _MOVEMENT: "result.civil_disorder.movement",
        _RETREATS: "result.civil_disorder.retreats",
        _ADJUSTMENTS: "result.civil_disorder.adjustments",
    }[ptype]
    return msg(key, power=W(power, power.title()))


def order_error(exc: OrderError, ruleset: Ruleset) -> tuple[str, Message]:
    """The English text and the Message of an order's error, with the ruleset's note on an ambiguous
    abbreviation (rule 2.4.3) added. The ruleset may give the note in other languages too:
    ``[alias_notes_i18n.<lang>]`` tables beside ``[alias_notes]``, keyed by the same spelling."""
    text = str(exc)
    if exc.code != "ambiguous-name":
        return text, exc.message
    explained = ruleset.explain_ambiguity(text)
    if explained == text:
        return text, exc.message
    low = text.casefold()
    spellings = [s for s in ruleset.alias_notes if f"'{s}'" in low]
    by_lang = {"en": explained[len(text) + 2:]}
    raw = ruleset.data.get("alias_notes_i18n")
    if isinstance(raw, Mapping):
        for lang, table in raw.items():
            if not isinstance(table, Mapping):
                continue
            notes = {str(k).casefold(): str(v) for k, v in table.items()}
            if all(s in notes for s in spellings):
                by_lang[str(lang)] = ". ".join(notes[s] for s in spellings)
    return explained, msg("parse.with_note", base=exc.message, note=Text(by_lang))


def _dedupe(parsed: list[tuple[_Written, Order]], results: list[OrderResult], ruleset: Ruleset,
            key_of: Callable[[Order], str]) -> dict[str, tuple[_Written, Order]]:
    """One order per unit (DATC 4.D.3); the others become invalid results."""
    chosen: dict[str, tuple[_Written, Order]] = {}
    for item in parsed:
        chosen.setdefault(key_of(item[1]), item)
    if len(chosen) == len(parsed):
        return chosen  # one order per unit: the common case
    by_unit: dict[str, list[tuple[_Written, Order]]] = {}
    for item in parsed:
        by_unit.setdefault(key_of(item[1]), []).append(item)
    chosen = {}
    gm = ruleset.map
    rule = ruleset.options.duplicate_orders
    for key, items in by_unit.items():
        if len(items) == 1:
            chosen[key] = items[0]
            continue
        distinct = {format_order(o) for _, o in items}
        if len(distinct) == 1:
            chosen[key] = items[0]
            for r, _ in items[1:]:
                results.append(_outcome(r, INVALID, _DUPLICATE_SAME, "duplicate", gm))
            continue
        if rule == "hold":
            for r, _ in items:
                results.append(_outcome(r, INVALID, _DUPLICATE_HOLD, "duplicate", gm))
            continue
        keep = items[0] if rule == "first" else items[-1]
        chosen[key] = keep
        why = _DUPLICATE_FIRST if rule == "first" else _DUPLICATE_LAST
        for item in items:
            if item is not keep:
                results.append(_outcome(item[0], INVALID, why, "duplicate", gm))
    return chosen


def duplicate_results(power: str, written: Sequence[tuple[int, str, Order]], ruleset: Ruleset) -> list[OrderResult]:
    """The results a movement or retreat phase's adjudication gives ``power``'s orders that order a unit ordered already
    (DATC 4.D.3: ``_dedupe``, by the ruleset's rule for them), and none for the others; empty with one order for each
    unit. ``written``: each order read of the power's sheet (its line's number from 1, as ``adjudicate`` counts them, the
    line as written, the order). For a typed sheet's clash check (``Game.check_sheet``): in those phases these are the
    only orders read alone that adjudication refuses."""
    parsed = [((power, text.strip(), order, seq), order) for seq, text, order in written]
    results: list[OrderResult] = []
    _dedupe(parsed, results, ruleset, _unit_province)
    return results


def _unit_province(o: Order) -> str:
    assert not isinstance(o, (Build, Waive))
    return o.unit.province


def _outcome(w: _Written, status: str, why: Message | None, tag: str, gm: GameMap) -> OrderResult:
    """The result of a written order: its outcome as data (rendered only when asked for)."""
    return OrderResult(w[0], w[1], w[2], status, "", tag, w[3], why, names=gm)


# outcomes that take no parameters: one Message each, made once
_DUPLICATE_SAME: Final = msg("result.duplicate_same")
_DUPLICATE_HOLD: Final = msg("result.duplicate_hold")
_DUPLICATE_FIRST: Final = msg("result.duplicate_first")
_DUPLICATE_LAST: Final = msg("result.duplicate_last")
_MOVED: Final = msg("result.moved")
_MOVED_BY_CONVOY: Final = msg("result.moved_by_convoy")
_MOVED_BY_LAND_FALLBACK: Final = msg("result.moved_by_land_fallback")
_PARADOX_MOVE: Final = msg("result.paradox_move")
_NO_CONVOY: Final = msg("result.no_convoy")
_CONVOY_DISRUPTED: Final = msg("result.convoy_disrupted")
_CONVOY_INCOMPLETE: Final = msg("result.convoy_incomplete")
_SUPPORT_GIVEN: Final = msg("result.support_given")
_SUPPORT_CUT: Final = msg("result.support_cut")
_PARADOX_CONVOY: Final = msg("result.paradox_convoy")
_CONVOYED: Final = msg("result.convoyed")
_OTHER_ROUTE: Final = msg("result.other_route")
_ARMY_FAILED: Final = msg("result.army_failed")


def _default_disband(unit: Unit, text_key: str, why: Message, gm: GameMap) -> OrderResult:
    """A unit the rules disband with no order written for it: a result line of its own, so that every
    loss is reported (a dislodged unit with nowhere to go; a retreat not ordered). Its text and reason
    are data, rendered when asked for, as every result's."""
    return OrderResult(unit.power, None, Disband(unit), SUCCEEDS, "", "disbanded-default", 10**6, why,
                       msg(text_key, unit=U(unit)), gm)


_DISBANDED_NO_RETREAT: Final = msg("result.disbanded_no_retreat")
_DISBANDED_NO_ORDER: Final = msg("result.disbanded_no_order")


# --- movement ----------------------------------------------------------------------

def _movement(position: Position, parsed: list[tuple[_Written, Order]], results: list[OrderResult], ruleset: Ruleset,
              civil: frozenset[str] | set[str] = frozenset(), controllers: Mapping[str, str] | None = None,
              explain: bool = False) -> Adjudication:
    gm = ruleset.map
    # one order per unit (DATC 4.D.3): the orders as given, by the unit's province
    chosen: dict[str, tuple[_Written, Order]] = {}
    for item in parsed:
        chosen.setdefault(item[1].unit.province, item)  # type: ignore[union-attr]
    if len(chosen) != len(parsed):
        chosen = _dedupe(parsed, results, ruleset, _unit_province)
    orders, moves_to = resolver_orders(((prov, given) for prov, (_, given) in chosen.items()), gm)
    units = dict(position.units)
    resolver = MovementResolver(gm, units, orders, ruleset.options, controllers)
    out = resolver.run()
    # each order's outcome, and where each unit stands next
    for prov, (w, _) in chosen.items():
        status, why, tag = movement_outcome(prov, orders[prov], resolver, out)
        results.append(OrderResult(w[0], w[1], w[2], status, "", tag, w[3], why, None, gm))
    new_units, dislodged = next_units(resolver, out, moves_to, gm)
    retreats: list[RetreatOptions] = []
    disbanded: list[Unit] = []
    keep: list[Dislodged] = []
    if dislodged:
        interim = Position(position.phase, new_units, position.centers, {}, frozenset(out.contested))
        for d in dislodged:
            if d.unit.power in civil:
                # rule 4.3.1: a unit of a power in civil disorder disbands when dislodged, no retreat
                retreats.append(RetreatOptions(d.unit, d.attacker_from, d.by_convoy, ()))
                disbanded.append(d.unit)
                text = msg("result.text.civil_disorder_disband", unit=U(d.unit))
                results.append(OrderResult(d.unit.power, None, Disband(d.unit), SUCCEEDS, "", "disbanded", 10**6,
                                           _CIVIL_DISORDER_DISBANDED, text, gm))
                continue
            opts = retreat_options(gm, d, interim, ruleset.options.retreat_to_convoy_origin)
            retreats.append(RetreatOptions(d.unit, d.attacker_from, d.by_convoy, tuple(opts)))
            if opts:
                keep.append(d)
            else:
                disbanded.append(d.unit)
                results.append(_default_disband(d.unit, "result.text.no_retreat_possible", _DISBANDED_NO_RETREAT, gm))
    phase = position.phase
    if keep:
        after = Position.build(Phase(phase.year, phase.season, _RETREATS), new_units.values(),
                               position.centers, keep, out.contested)
        adj = Adjudication(phase, position, after, _in_order(results), tuple(retreats), tuple(disbanded),
                           contested=frozenset(out.contested))
    else:
        adj = _end_of_season(position, new_units, results, ruleset, tuple(retreats), tuple(disbanded),
                             frozenset(out.contested))
    if explain:
        from ..explain.figures import explain as _explain

        by_province = _explain(resolver)
        # the order each unit was adjudicated by (a duplicate or an invalid order has none)
        explanations = {w[3]: by_province[prov] for prov, (w, _) in chosen.items() if prov in by_province}
        object.__setattr__(adj, "explanations", explanations)
    return adj


_CIVIL_DISORDER_DISBANDED: Final = msg("result.civil_disorder_disbanded")


def resolver_orders(given: Iterable[tuple[str, Order]], gm: GameMap) -> tuple[dict[str, MovementOrder], dict[str, Location]]:
    """What the resolver adjudicates, by the unit's province: each order as given, each fleet's move to its
    exact coast (DATC 4.B.1-4.B.3); and where each move goes."""
    orders: dict[str, MovementOrder] = {}
    split = gm.split_coasts
    moves_to: dict[str, Location] = {}
    for prov, order in given:
        if type(order) is Move:
            if order.unit.type is _FLEET and (order.dest.province in split or order.dest.coast):
                loc = resolve_fleet_dest(gm, order.unit, order.dest)
                if loc is not order.dest or order.via_convoy:
                    order = Move(order.unit, loc, False)
            moves_to[prov] = order.dest
        orders[prov] = order  # type: ignore[assignment]
    return orders, moves_to


def movement_outcome(prov: str, order: MovementOrder, res: MovementResolver, out: MoveOutcome) -> tuple[str, Message | None, str]:
    """(status, why, tag) of the order of the unit in ``prov``: the common outcomes straight away, the others
    explained by ``_movement_outcome``."""
    k = res.kind[prov]
    if prov in out.dislodged_by or prov in out.void:
        return _movement_outcome(order, res, out)
    if k == MOVE and out.succeeded[prov] and prov not in out.convoyed and prov not in out.fell_back:
        return SUCCEEDS, _MOVED, "moved"
    if k == SUPPORT and out.succeeded[prov]:
        return SUCCEEDS, _SUPPORT_GIVEN, "supported"
    if k == HOLD:
        return SUCCEEDS, None, "held"
    return _movement_outcome(order, res, out)


def next_units(res: MovementResolver, out: MoveOutcome, moves_to: Mapping[str, Location],
               gm: GameMap) -> tuple[dict[str, Unit], list[Dislodged]]:
    """Where each unit stands after the movement (the units that moved first: the map's own units), and the
    units dislodged, in the order of the position's units."""
    succeeded, dislodged_by, kind, convoyed = out.succeeded, out.dislodged_by, res.kind, out.convoyed
    by_text = unit_table(gm)
    new_units: dict[str, Unit] = {}
    dislodged: list[Dislodged] = []
    stay: list[Unit] = []
    for prov, u in res.units.items():
        if kind[prov] == MOVE and succeeded[prov]:
            to = moves_to[prov]
            new_units[to.province] = _own_unit(by_text, u.power, u.type, to)
        elif prov in dislodged_by:
            attacker = dislodged_by[prov]
            dislodged.append(Dislodged(u, attacker, attacker in convoyed))
        else:
            stay.append(u)
    for u in stay:
        new_units[u.province] = u
    return new_units, dislodged


def _movement_outcome(o: MovementOrder, res: MovementResolver, out: MoveOutcome) -> tuple[str, Message | None, str]:
    p = o.unit.province
    dislodger = out.dislodged_by.get(p)
    dis: Message | None = None
    if dislodger is not None:
        dis = msg("result.dislodged_by", unit=U(res.units[dislodger]), province=P(dislodger))
    cls = type(o)
    if cls is Hold:
        if dislodger:
            return FAILS, dis, "dislodged"
        return SUCCEEDS, None, "held"
    if p in out.void:
        return VOID, out.void[p], "void"
    ok = out.succeeded.get(p, False)
    if cls is Move:
        if ok:
            if p in out.fell_back:
                return SUCCEEDS, _MOVED_BY_LAND_FALLBACK, "moved"
            return SUCCEEDS, (_MOVED_BY_CONVOY if p in out.convoyed else _MOVED), "moved"
        if p in out.no_path:
            fleets = res.convoy_fleets.get(p, [])
            if any(f in out.paradox for f in fleets):
                return FAILS, _PARADOX_MOVE, "paradox"
            if not fleets:
                return FAILS, _NO_CONVOY, "no-convoy"
            if any(f in out.dislodged_by for f in fleets):
                return FAILS, _CONVOY_DISRUPTED, "no-convoy"
            return FAILS, _CONVOY_INCOMPLETE, "no-convoy"
        reason = _why_bounced(p, res, out)
        if dis is not None:
            reason = msg("result.and_dislodged", reason=reason, dislodged=dis)
        return FAILS, reason, "bounced"
    if cls is Support:
        if ok:
            return SUCCEEDS, _SUPPORT_GIVEN, "supported"
        if dis is not None:
            return FAILS, msg("result.support_cut_dislodged", dislodged=dis), "dislodged"
        cutter = out.cut_by.get(p)
        if cutter:
            return FAILS, msg("result.support_cut_by", unit=U(res.units[cutter]), province=P(cutter)), "cut"
        return FAILS, _SUPPORT_CUT, "cut"
    # convoy
    if p in out.paradox:
        return FAILS, _PARADOX_CONVOY, "paradox"
    if dis is not None:
        return FAILS, msg("result.convoy_disrupted_dislodged", dislodged=dis), "dislodged"
    if p in out.by_land:
        return FAILS, msg("result.army_went_by_land", province=P(out.by_land[p])), "not-used"
    army = res.convoy_army.get(p)
    if army is not None and out.succeeded.get(army):
        if p in out.used_fleets:
            return SUCCEEDS, _CONVOYED, "convoyed"
        return FAILS, _OTHER_ROUTE, "not-used"
    return FAILS, _ARMY_FAILED, "army-failed"


def _why_bounced(p: str, res: MovementResolver, out: MoveOutcome) -> Message:
    d = res.dest[p]
    a = res.attack_strength(p, True)
    target = res.units.get(d)
    mover = res.units[p]
    if target is not None and target.power == mover.power and not (res.kind.get(d) == MOVE and out.succeeded.get(d)):
        return msg("result.own_unit", province=P(d))
    opp = res.h2h.get(p)
    if opp is not None and out.succeeded.get(opp):
        return msg("result.head_to_head_lost", unit=U(res.units[opp]), strength=a, against=res.defend_strength(opp, True))
    winner = next((o for o in res.attackers[d] if o != p and out.succeeded.get(o)), None)
    if winner is not None:
        return msg("result.taken_by", unit=U(res.units[winner]), province=P(d), strength=res.attack_strength(winner, True),
                   against=a)
    rivals = [o for o in res.attackers[d] if o != p and res.prevent_strength(o, True) >= a]
    if rivals:
        return msg("result.bounced_with", province=P(d), units=Many([U(res.units[o]) for o in rivals]), strength=a)
    if opp is not None:
        return msg("result.bounced_against", unit=U(res.units[opp]), strength=a, against=res.defend_strength(opp, True))
    if target is not None:
        return msg("result.bounced_off", unit=U(target), province=P(d), strength=a, against=res.hold_strength(d, True))
    return msg("result.bounced_in", province=P(d))


# --- end of a season: centres, victory, which phase comes next ------------------------

def _end_of_season(before: Position, units: dict[str, Unit], results: list[OrderResult], ruleset: Ruleset,
                   retreats: tuple[RetreatOptions, ...], disbanded: tuple[Unit, ...],
                   contested: frozenset[str]) -> Adjudication:
    phase = before.phase
    centers = dict(before.centers)
    changed = False
    winners: tuple[str, ...] = ()
    if phase.season is Season.FALL:
        for prov, u in units.items():
            if prov in ruleset.map.supply_centers and centers.get(prov) != u.power:
                centers[prov] = u.power
                changed = True
        winners = victory(centers, ruleset)
    adjust = adjustment_counts(units, centers, ruleset)
    nxt = phase.next_movement()
    if phase.season is Season.FALL and not winners and _adjustments_to_decide(units, centers, adjust, ruleset):
        nxt = Phase(phase.year, Season.WINTER, _ADJUSTMENTS)
    after = Position(nxt, dict(units), centers, {}, frozenset())
    return Adjudication(phase, before, after, _in_order(results), retreats, disbanded, (), contested, winners,
                        changed, adjust if nxt.type is _ADJUSTMENTS else {})


def victory(centers: Mapping[str, str], ruleset: Ruleset) -> tuple[str, ...]:
    """Powers at or above the ruleset's centre count (several reaching it together share it)."""
    counts: dict[str, int] = {}
    for p in centers.values():
        counts[p] = counts.get(p, 0) + 1
    return tuple(sorted(p for p, n in counts.items() if n >= ruleset.victory_centers))


def adjustment_counts(units: Mapping[str, Unit], centers: Mapping[str, str], ruleset: Ruleset) -> dict[str, int]:
    """Builds (+) or removals (-) each power is owed: centres minus units (rule 2.6)."""
    counts: dict[str, int] = {}
    for p in centers.values():
        counts[p] = counts.get(p, 0) + 1
    for u in units.values():
        counts[u.power] = counts.get(u.power, 0) - 1
    return {p: n for p, n in sorted(counts.items()) if n}


def build_sites(power: str, units: Mapping[str, Unit], centers: Mapping[str, str], ruleset: Ruleset) -> list[str]:
    """Owned, empty home centres of ``power`` (rule 2.6.6-2.6.7)."""
    return [c for c in ruleset.map.home_supply_centers(power) if centers.get(c) == power and c not in units]


def _adjustments_to_decide(units: Mapping[str, Unit], centers: Mapping[str, str], adjust: Mapping[str, int], ruleset: Ruleset) -> bool:
    for power, n in adjust.items():
        if n < 0:
            return True
        if n > 0 and build_sites(power, units, centers, ruleset):
            return True
    return False


# --- retreats -----------------------------------------------------------------------

def _retreats(position: Position, parsed: list[tuple[_Written, Order]], results: list[OrderResult], ruleset: Ruleset) -> Adjudication:
    gm = ruleset.map
    chosen = _dedupe(parsed, results, ruleset, _unit_province)
    targets: dict[str, list[str]] = {}
    for prov, (_, o) in chosen.items():
        if isinstance(o, Retreat):
            targets.setdefault(o.dest.province, []).append(prov)
    units = dict(position.units)
    disbanded: list[Unit] = []
    for prov, (r, o) in chosen.items():
        if isinstance(o, Disband):
            results.append(_outcome(r, SUCCEEDS, msg("result.disbanded"), "disbanded", gm))
            disbanded.append(o.unit)
            continue
        assert isinstance(o, Retreat)
        rivals = [q for q in targets[o.dest.province] if q != prov]
        if rivals:
            others = Many([U(position.dislodged[q].unit) for q in rivals])
            results.append(_outcome(r, FAILS, msg("result.retreat_bounced", units=others, province=P(o.dest.province)), "bounced", gm))
            disbanded.append(o.unit)
            continue
        d = position.dislodged[prov]
        loc = check_retreat(gm, d, o.dest, position, ruleset.options.retreat_to_convoy_origin)
        units[loc.province] = _own_unit(unit_table(gm), o.unit.power, o.unit.type, loc)
        results.append(_outcome(r, SUCCEEDS, msg("result.retreated", province=P(loc.province)), "retreated", gm))
    for prov, d in position.dislodged.items():
        if prov not in chosen:
            disbanded.append(d.unit)
            results.append(_default_disband(d.unit, "result.text.no_retreat_order", _DISBANDED_NO_ORDER, gm))
    return _end_of_season(position, units, results, ruleset, (), tuple(disbanded), frozenset())


def _own_unit(by_text: Mapping[str, Mapping[str, Unit]], power: str, utype: UnitType, loc: Location) -> Unit:
    """The unit of ``power`` and ``utype`` at ``loc``: the map's own (``by_text``, the map's ``unit_table``: a
    position of such units passes ``check_position`` at a look-up), or a unit made for it. Every unit an
    adjudication places (moved, retreated, built) comes from here."""
    mine = by_text.get(power)
    there = mine.get(f"{utype._value_} {loc.text}") if mine is not None else None
    return there if there is not None else Unit(power, utype, loc)


# --- adjustments -------------------------------------------------------------------------

def _adjustments(position: Position, parsed: list[tuple[_Written, Order]], results: list[OrderResult],
                 ruleset: Ruleset, civil_disorder: Sequence[str]) -> Adjudication:
    gm = ruleset.map
    units = dict(position.units)
    centers = dict(position.centers)
    owed = adjustment_counts(units, centers, ruleset)
    used: dict[str, int] = {}
    built: list[Unit] = []
    removed: list[Unit] = []
    civil = {c.upper() for c in civil_disorder}
    for r, o in parsed:
        power = order_power(o)
        n = owed.get(power, 0)
        if power in civil and isinstance(o, (Build, Waive)):
            results.append(_outcome(r, INVALID, msg("result.civil_disorder_no_build"), "invalid", gm))
            continue
        if isinstance(o, (Build, Waive)):
            if n <= 0:
                results.append(_outcome(r, INVALID, msg("result.no_builds", power=W(power)), "invalid", gm))
                continue
            if used.get(power, 0) >= n:
                results.append(_outcome(r, INVALID, msg("result.too_many_builds", n=n), "too-many", gm))
                continue
            if isinstance(o, Build):
                if o.location.province in units:
                    results.append(_outcome(r, INVALID, msg("result.already_built", province=P(o.location.province)), "invalid", gm))
                    continue
                limit_msg = _unit_limit(power, o.type, units, ruleset)
                if limit_msg is not None:
                    results.append(_outcome(r, INVALID, limit_msg, "limit", gm))
                    continue
                u = _own_unit(unit_table(gm), power, o.type, o.location)
                units[o.location.province] = u
                built.append(u)
                results.append(_outcome(r, SUCCEEDS, msg("result.built", unit=U(u)), "built", gm))
            else:
                results.append(_outcome(r, SUCCEEDS, msg("result.waived"), "waived", gm))
            used[power] = used.get(power, 0) + 1
        elif isinstance(o, Remove):
            if n >= 0:
                results.append(_outcome(r, INVALID, msg("result.no_removals", power=W(power)), "invalid", gm))
                continue
            if used.get(power, 0) >= -n:
                results.append(_outcome(r, INVALID, msg("result.too_many_removals", n=-n), "too-many", gm))
                continue
            if units.get(o.unit.province) != o.unit:
                results.append(_outcome(r, INVALID, msg("result.already_removed", province=P(o.unit.province)), "invalid", gm))
                continue
            del units[o.unit.province]
            removed.append(o.unit)
            used[power] = used.get(power, 0) + 1
            results.append(_outcome(r, SUCCEEDS, msg("result.removed"), "removed", gm))
    # removals not ordered: civil-disorder rules (4.3.3 / 2023)
    for power, n in owed.items():
        missing = -n - used.get(power, 0)
        if n < 0 and missing > 0:
            targets = _distance_targets(power, centers, ruleset)
            for u in civil_disorder_removals(power, units, centers, ruleset, missing):
                del units[u.province]
                removed.append(u)
                why = msg("result.removed_default", why=msg("result.why_civil_disorder" if power in civil
                                                             else "result.why_too_few_removals"),
                          rule=_removal_rule(ruleset, unit_distance(u, targets, ruleset)))
                text = msg("result.text.default_removal", unit=U(u))
                results.append(OrderResult(power, None, Remove(u), SUCCEEDS, "", "removed-default", 10**6, why, text,
                                           names=gm))
    nxt = position.phase.next_movement()
    after = Position(nxt, units, centers, {}, frozenset())
    return Adjudication(position.phase, position, after, _in_order(results), (), tuple(removed), tuple(built))


def _unit_limit(power: str, utype: UnitType, units: Mapping[str, Unit], ruleset: Ruleset) -> Message | None:
    limit = ruleset.options.max_armies if utype is _ARMY else ruleset.options.max_fleets
    if limit <= 0:
        return None
    have = sum(1 for u in units.values() if u.power == power and u.type is utype)
    if have >= limit:
        key = "result.army_limit" if utype is _ARMY else "result.fleet_limit"
        return msg(key, power=W(power, power.title()), have=have, limit=limit)
    return None


def unit_distance(unit: Unit, targets: set[str], ruleset: Ruleset) -> int:
    """Steps from the unit to the nearest of ``targets`` (for civil-disorder removals)."""
    gm = ruleset.map
    if not targets:
        return 10**6
    start = unit.province
    if start in targets:
        return 0
    if ruleset.options.civil_disorder == "2023":
        def nbrs(p: str) -> frozenset[str]:
            return gm.neighbours_any(p)
    elif unit.type is _FLEET:
        def nbrs(p: str) -> frozenset[str]:
            out: set[str] = set()
            for loc in gm.fleet_locations(p):
                out.update(t.province for t in gm.fleet_neighbours(loc))
            return frozenset(out)
    else:
        def nbrs(p: str) -> frozenset[str]:
            # an army walks, or goes by convoy: each body of water on the route counts as a
            # space (DATC 4.D.8: "armies could also walk over water"; no fleet need be there)
            if gm.is_sea(p):
                return gm.neighbours_any(p)
            return gm.army_neighbours(p) | gm.sea_neighbours(p)
    seen = {start}
    frontier = deque([(start, 0)])
    while frontier:
        p, dist = frontier.popleft()
        for n in nbrs(p):
            if n in seen:
                continue
            if n in targets:
                return dist + 1
            seen.add(n)
            frontier.append((n, dist + 1))
    return 10**6


def _distance_targets(power: str, centers: Mapping[str, str], ruleset: Ruleset) -> set[str]:
    gm = ruleset.map
    if ruleset.options.civil_disorder_centers == "home" and power in gm.powers:
        return {c for c in gm.powers[power].home_centers if c in gm.supply_centers}
    return {c for c, p in centers.items() if p == power}


def _removal_rule(ruleset: Ruleset, distance: int) -> Message:
    where = msg("result.removal.home_centre" if ruleset.options.civil_disorder_centers == "home" else "result.removal.owned_centre")
    far = msg("result.removal.spaces", n=distance) if distance < 10**6 else msg("result.removal.out_of_reach")
    how = msg("result.removal.order_1982" if ruleset.options.civil_disorder == "1982" else "result.removal.order_2023")
    return msg("result.removal.rule", far=far, where=where, how=how)


def civil_disorder_removals(power: str, units: Mapping[str, Unit], centers: Mapping[str, str], ruleset: Ruleset, count: int) -> list[Unit]:
    """The ``count`` units the rules remove when a power does not choose (4.3.3 / 2023)."""
    gm = ruleset.map
    owned = _distance_targets(power, centers, ruleset)
    mine = [u for u in units.values() if u.power == power]

    def key(u: Unit) -> tuple[int, int, str]:
        return (-unit_distance(u, owned, ruleset), 0 if u.type is _FLEET else 1, gm.provinces[u.province].name)

    return sorted(mine, key=key)[:count]


def retreat_destinations(position: Position, ruleset: Ruleset) -> list[RetreatOptions]:
    """Retreat options of every dislodged unit in a retreat-phase position."""
    out = []
    for d in position.dislodged.values():
        opts = retreat_options(ruleset.map, d, position, ruleset.options.retreat_to_convoy_origin)
        out.append(RetreatOptions(d.unit, d.attacker_from, d.by_convoy, tuple(opts)))
    return out


__all__ = [
    "Adjudication",
    "OrderResult",
    "RetreatOptions",
    "adjudicate",
    "adjustment_counts",
    "build_sites",
    "civil_disorder_removals",
    "retreat_destinations",
    "victory",
    "IllegalOrderError",
]

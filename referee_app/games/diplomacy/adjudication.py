"""One phase, start to end: read the orders, resolve them, build the next position.

``adjudicate(position, orders, ruleset)`` is the single entry point for every
phase type. It never raises on a bad order: a bad order becomes an
``OrderResult`` with status ``invalid`` and its reason, and its unit holds.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from .errors import IllegalOrderError, OrderError
from .geography import GameMap, Location
from .i18n import Many, Message, O, P, Text, U, W, msg, render
from .movement import MOVE, MovementResolver, MoveOutcome
from .orders import (
    Build,
    Convoy,
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
from .parse import parse_order, read_order
from .positions import check_position
from .ruleset import Ruleset
from .state import Dislodged, Phase, PhaseType, Position, Season, Unit, UnitType
from .validate import check_retreat, retreat_options

SUCCEEDS, FAILS, INVALID, VOID = "succeeds", "fails", "invalid", "void"


@dataclass(frozen=True)
class OrderResult:
    """The outcome of one written order."""

    power: str
    text: str
    order: Order | None
    status: str  # succeeds | fails | invalid | void
    reason: str = ""
    # machine-readable outcome: moved, bounced, cut, dislodged, no-convoy, paradox, void, invalid, ...
    tag: str = ""
    seq: int = field(default=0, compare=False, repr=False)  # position in the order sheets as entered
    # ``reason`` as a Message, to show in any language (i18n.result_reason); None when there is no reason
    reason_msg: Message | None = field(default=None, compare=False, repr=False)
    # for an order the rules wrote (civil-disorder disband or removal): ``text`` as a Message
    text_msg: Message | None = field(default=None, compare=False, repr=False)

    @property
    def canonical(self) -> str:
        return format_order(self.order) if self.order is not None else ""

    @property
    def ok(self) -> bool:
        return self.status == SUCCEEDS


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
) -> Adjudication:
    """Adjudicate ``position.phase`` with each power's orders (text or ``Order``).

    ``civil_disorder``: powers in civil disorder (rule 4.3.1): their units hold, disband when
    dislodged, never build, and lose units by rule 4.3.3; orders written for them are refused.
    ``controllers``: power -> player, when one player holds several powers (rule 1.2.3); a fleet of
    any of the player's powers then shows the intent to convoy (rule 3.4.6).

    An impossible position (``positions.check_position``) is refused with a ``PositionError`` before
    anything is decided.
    """
    check_position(position, ruleset)
    results: list[OrderResult] = []
    parsed: list[tuple[OrderResult, Order]] = []
    civil = {c.upper() for c in civil_disorder}
    seq = 0
    for power, lines in orders.items():
        power = power.upper()
        for line in lines:
            seq += 1
            if power in civil and (not isinstance(line, str) or line.strip()):
                text = line.strip() if isinstance(line, str) else format_order(line)
                why = civil_disorder_reason(power, position.phase.type)
                results.append(OrderResult(power, text, None if isinstance(line, str) else line, INVALID,
                                           render(why, "en", ruleset), "civil-disorder", seq, why))
                continue
            if isinstance(line, str):
                if not line.strip():
                    continue
                try:
                    order = parse_order(line, power, position, ruleset)
                except OrderError as exc:
                    # keep what the order meant, when it can be read, so it shows as written
                    meant: Order | None = None
                    try:
                        meant = read_order(line, power, position, ruleset)
                    except OrderError:
                        pass
                    reason, why = order_error(exc, ruleset)
                    results.append(OrderResult(power, line.strip(), meant, INVALID, reason, exc.code, seq, why))
                    continue
                text = line.strip()
            else:
                order = line
                text = format_order(order)
                if order_power(order) != power:
                    why = msg("result.not_a_unit_of", order=O(order), power=power)
                    results.append(OrderResult(power, text, order, INVALID, render(why, "en", ruleset), "invalid", seq, why))
                    continue
                from .validate import validate_order

                try:
                    validate_order(order, position, ruleset)
                except OrderError as exc:
                    results.append(OrderResult(power, text, order, INVALID, str(exc), "invalid", seq, exc.message))
                    continue
            parsed.append((OrderResult(power, text, order, SUCCEEDS, seq=seq), order))
    ptype = position.phase.type
    if ptype is PhaseType.MOVEMENT:
        adj = _movement(position, parsed, results, ruleset, civil, controllers)
    elif ptype is PhaseType.RETREATS:
        adj = _retreats(position, parsed, results, ruleset)
    else:
        adj = _adjustments(position, parsed, results, ruleset, civil_disorder)
    from dataclasses import replace

    return replace(adj, results=tuple(sorted(adj.results, key=lambda r: r.seq)))


def civil_disorder_reason(power: str, ptype: PhaseType) -> Message:
    """Why no orders are taken for a power in civil disorder (rule 4.3.1)."""
    key = {
        PhaseType.MOVEMENT: "result.civil_disorder.movement",
        PhaseType.RETREATS: "result.civil_disorder.retreats",
        PhaseType.ADJUSTMENTS: "result.civil_disorder.adjustments",
    }[ptype]
    return msg(key, power=W(power, power.title()))


def _civil_disorder_reason(ruleset: Ruleset, power: str, ptype: PhaseType) -> str:
    return render(civil_disorder_reason(power, ptype), "en", ruleset)


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


def _dedupe(parsed: list[tuple[OrderResult, Order]], results: list[OrderResult], ruleset: Ruleset,
            key_of: Callable[[Order], str]) -> dict[str, tuple[OrderResult, Order]]:
    """One order per unit (DATC 4.D.3); the others become invalid results."""
    by_unit: dict[str, list[tuple[OrderResult, Order]]] = {}
    for item in parsed:
        by_unit.setdefault(key_of(item[1]), []).append(item)
    chosen: dict[str, tuple[OrderResult, Order]] = {}
    rule = ruleset.options.duplicate_orders
    for key, items in by_unit.items():
        if len(items) == 1:
            chosen[key] = items[0]
            continue
        distinct = {format_order(o) for _, o in items}
        if len(distinct) == 1:
            chosen[key] = items[0]
            for r, _ in items[1:]:
                results.append(_replace(r, status=INVALID, reason=msg("result.duplicate_same"), tag="duplicate"))
            continue
        if rule == "hold":
            for r, _ in items:
                results.append(_replace(r, status=INVALID, reason=msg("result.duplicate_hold"), tag="duplicate"))
            continue
        keep = items[0] if rule == "first" else items[-1]
        chosen[key] = keep
        why = msg("result.duplicate_first") if rule == "first" else msg("result.duplicate_last")
        for item in items:
            if item is not keep:
                results.append(_replace(item[0], status=INVALID, reason=why, tag="duplicate"))
    return chosen


def _unit_province(o: Order) -> str:
    assert not isinstance(o, (Build, Waive))
    return o.unit.province


def _replace(r: OrderResult, *, status: str, reason: Message | None, tag: str, gm: GameMap | None = None) -> OrderResult:
    """The result with its outcome; keeps seq. ``reason`` is rendered in English for ``.reason``."""
    return OrderResult(r.power, r.text, r.order, status, render(reason, "en", gm) if reason is not None else "", tag,
                       r.seq, reason)


def _default_disband(unit: Unit, text_key: str, why_key: str, gm: GameMap) -> OrderResult:
    """A unit the rules disband with no order written for it: a result line of its own, so that every
    loss is reported (a dislodged unit with nowhere to go; a retreat not ordered)."""
    why = msg(why_key)
    text = msg(text_key, unit=U(unit))
    return OrderResult(unit.power, render(text, "en", gm), Disband(unit), SUCCEEDS, render(why, "en", gm),
                       "disbanded-default", 10**6, why, text)


# --- movement ----------------------------------------------------------------------

def _movement(position: Position, parsed: list[tuple[OrderResult, Order]], results: list[OrderResult], ruleset: Ruleset,
              civil: frozenset[str] | set[str] = frozenset(), controllers: Mapping[str, str] | None = None) -> Adjudication:
    gm = ruleset.map
    chosen = _dedupe(parsed, results, ruleset, _unit_province)
    orders: dict[str, MovementOrder] = {}
    from .validate import resolve_fleet_dest

    for prov, (_, given) in chosen.items():
        assert isinstance(given, (Hold, Move, Support, Convoy))
        mo: MovementOrder = given
        if isinstance(given, Move) and given.unit.type is UnitType.FLEET:
            mo = Move(given.unit, resolve_fleet_dest(gm, given.unit, given.dest), False)
        orders[prov] = mo
    units = dict(position.units)
    resolver = MovementResolver(gm, units, orders, ruleset.options, controllers)
    out = resolver.run()
    for prov, (r, _) in chosen.items():
        results.append(_movement_result(r, orders[prov], resolver, out, gm))
    # next position
    new_units: dict[str, Unit] = {}
    dislodged: list[Dislodged] = []
    for prov, u in units.items():
        o = orders.get(prov)
        if isinstance(o, Move) and out.succeeded.get(prov):
            new_units[o.dest.province] = u.moved_to(o.dest)
    for prov, u in units.items():
        if prov in out.dislodged_by:
            attacker = out.dislodged_by[prov]
            dislodged.append(Dislodged(u, attacker, attacker in out.convoyed))
        elif not (isinstance(orders.get(prov), Move) and out.succeeded.get(prov)):
            new_units[prov] = u
    interim = Position(position.phase, new_units, dict(position.centers), {}, frozenset(out.contested))
    retreats: list[RetreatOptions] = []
    disbanded: list[Unit] = []
    keep: list[Dislodged] = []
    for d in dislodged:
        if d.unit.power in civil:
            # rule 4.3.1: a unit of a power in civil disorder disbands when dislodged, no retreat
            retreats.append(RetreatOptions(d.unit, d.attacker_from, d.by_convoy, ()))
            disbanded.append(d.unit)
            why = msg("result.civil_disorder_disbanded")
            text = msg("result.text.civil_disorder_disband", unit=U(d.unit))
            results.append(OrderResult(d.unit.power, render(text, "en", gm), Disband(d.unit), SUCCEEDS,
                                       render(why, "en", gm), "disbanded", 10**6, why, text))
            continue
        opts = retreat_options(gm, d, interim, ruleset.options.retreat_to_convoy_origin)
        retreats.append(RetreatOptions(d.unit, d.attacker_from, d.by_convoy, tuple(opts)))
        if opts:
            keep.append(d)
        else:
            disbanded.append(d.unit)
            results.append(_default_disband(d.unit, "result.text.no_retreat_possible", "result.disbanded_no_retreat", gm))
    phase = position.phase
    if keep:
        after = Position.build(Phase(phase.year, phase.season, PhaseType.RETREATS), new_units.values(),
                               position.centers, keep, out.contested)
        return Adjudication(phase, position, after, tuple(results), tuple(retreats), tuple(disbanded),
                            contested=frozenset(out.contested))
    return _end_of_season(position, new_units, results, ruleset, tuple(retreats), tuple(disbanded),
                          frozenset(out.contested))


def _movement_result(r: OrderResult, o: MovementOrder, res: MovementResolver, out: MoveOutcome, gm: GameMap) -> OrderResult:
    p = o.unit.province
    dislodger = out.dislodged_by.get(p)
    dis: Message | None = None
    if dislodger is not None:
        dis = msg("result.dislodged_by", unit=U(res.units[dislodger]), province=P(dislodger))

    def done(status: str, reason: Message | None, tag: str) -> OrderResult:
        return _replace(r, status=status, reason=reason, tag=tag, gm=gm)

    if isinstance(o, Hold):
        if dislodger:
            return done(FAILS, dis, "dislodged")
        return done(SUCCEEDS, None, "held")
    if p in out.void:
        return done(VOID, out.void[p], "void")
    ok = out.succeeded.get(p, False)
    if isinstance(o, Move):
        if ok:
            if p in out.fell_back:
                return done(SUCCEEDS, msg("result.moved_by_land_fallback"), "moved")
            return done(SUCCEEDS, msg("result.moved_by_convoy" if p in out.convoyed else "result.moved"), "moved")
        if p in out.no_path:
            fleets = res.convoy_fleets.get(p, [])
            if any(f in out.paradox for f in fleets):
                return done(FAILS, msg("result.paradox_move"), "paradox")
            if not fleets:
                return done(FAILS, msg("result.no_convoy"), "no-convoy")
            if any(f in out.dislodged_by for f in fleets):
                return done(FAILS, msg("result.convoy_disrupted"), "no-convoy")
            return done(FAILS, msg("result.convoy_incomplete"), "no-convoy")
        reason = _why_bounced(p, res, out, gm)
        if dis is not None:
            reason = msg("result.and_dislodged", reason=reason, dislodged=dis)
        return done(FAILS, reason, "bounced")
    if isinstance(o, Support):
        if ok:
            return done(SUCCEEDS, msg("result.support_given"), "supported")
        if dis is not None:
            return done(FAILS, msg("result.support_cut_dislodged", dislodged=dis), "dislodged")
        cutter = out.cut_by.get(p)
        if cutter:
            return done(FAILS, msg("result.support_cut_by", unit=U(res.units[cutter]), province=P(cutter)), "cut")
        return done(FAILS, msg("result.support_cut"), "cut")
    # convoy
    if p in out.paradox:
        return done(FAILS, msg("result.paradox_convoy"), "paradox")
    if dis is not None:
        return done(FAILS, msg("result.convoy_disrupted_dislodged", dislodged=dis), "dislodged")
    if p in out.by_land:
        return done(FAILS, msg("result.army_went_by_land", province=P(out.by_land[p])), "not-used")
    army = res.convoy_army.get(p)
    if army is not None and out.succeeded.get(army):
        if p in out.used_fleets:
            return done(SUCCEEDS, msg("result.convoyed"), "convoyed")
        return done(FAILS, msg("result.other_route"), "not-used")
    return done(FAILS, msg("result.army_failed"), "army-failed")


def _why_bounced(p: str, res: MovementResolver, out: MoveOutcome, gm: GameMap) -> Message:
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
        nxt = Phase(phase.year, Season.WINTER, PhaseType.ADJUSTMENTS)
    after = Position(nxt, dict(units), centers, {}, frozenset())
    return Adjudication(phase, before, after, tuple(results), retreats, disbanded, (), contested, winners,
                        changed, adjust if nxt.type is PhaseType.ADJUSTMENTS else {})


def victory(centers: Mapping[str, str], ruleset: Ruleset) -> tuple[str, ...]:
    """Powers at or above the ruleset's centre count (several reaching it together share it)."""
    counts: dict[str, int] = {}
    for p in centers.values():
        counts[p] = counts.get(p, 0) + 1
    return tuple(sorted(p for p, n in counts.items() if n >= ruleset.victory_centers))


def adjustment_counts(units: Mapping[str, Unit], centers: Mapping[str, str], ruleset: Ruleset) -> dict[str, int]:
    """Builds (+) or removals (-) each power is owed: centres minus units (rule 2.6)."""
    counts: dict[str, int] = {}
    for p in set(centers.values()) | {u.power for u in units.values()}:
        n = sum(1 for c in centers.values() if c == p) - sum(1 for u in units.values() if u.power == p)
        if n:
            counts[p] = n
    return dict(sorted(counts.items()))


def build_sites(power: str, units: Mapping[str, Unit], centers: Mapping[str, str], ruleset: Ruleset) -> list[str]:
    """Owned, empty home centres of ``power`` (rule 2.6.6-2.6.7)."""
    gm = ruleset.map
    return sorted(c for c, p in gm.provinces.items()
                  if p.home_of == power and centers.get(c) == power and c not in units and p.supply_center)


def _adjustments_to_decide(units: Mapping[str, Unit], centers: Mapping[str, str], adjust: Mapping[str, int], ruleset: Ruleset) -> bool:
    for power, n in adjust.items():
        if n < 0:
            return True
        if n > 0 and build_sites(power, units, centers, ruleset):
            return True
    return False


# --- retreats -----------------------------------------------------------------------

def _retreats(position: Position, parsed: list[tuple[OrderResult, Order]], results: list[OrderResult], ruleset: Ruleset) -> Adjudication:
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
            results.append(_replace(r, status=SUCCEEDS, reason=msg("result.disbanded"), tag="disbanded"))
            disbanded.append(o.unit)
            continue
        assert isinstance(o, Retreat)
        rivals = [q for q in targets[o.dest.province] if q != prov]
        if rivals:
            others = Many([U(position.dislodged[q].unit) for q in rivals])
            results.append(_replace(r, status=FAILS, reason=msg("result.retreat_bounced", units=others, province=P(o.dest.province)),
                                    tag="bounced", gm=gm))
            disbanded.append(o.unit)
            continue
        d = position.dislodged[prov]
        loc = check_retreat(gm, d, o.dest, position, ruleset.options.retreat_to_convoy_origin)
        units[loc.province] = o.unit.moved_to(loc)
        results.append(_replace(r, status=SUCCEEDS, reason=msg("result.retreated", province=P(loc.province)), tag="retreated", gm=gm))
    for prov, d in position.dislodged.items():
        if prov not in chosen:
            disbanded.append(d.unit)
            results.append(_default_disband(d.unit, "result.text.no_retreat_order", "result.disbanded_no_order", gm))
    return _end_of_season(position, units, results, ruleset, (), tuple(disbanded), frozenset())


# --- adjustments -------------------------------------------------------------------------

def _adjustments(position: Position, parsed: list[tuple[OrderResult, Order]], results: list[OrderResult],
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
            results.append(_replace(r, status=INVALID, reason=msg("result.civil_disorder_no_build"), tag="invalid"))
            continue
        if isinstance(o, (Build, Waive)):
            if n <= 0:
                results.append(_replace(r, status=INVALID, reason=msg("result.no_builds", power=W(power)), tag="invalid", gm=gm))
                continue
            if used.get(power, 0) >= n:
                results.append(_replace(r, status=INVALID, reason=msg("result.too_many_builds", n=n), tag="too-many"))
                continue
            if isinstance(o, Build):
                if o.location.province in units:
                    results.append(_replace(r, status=INVALID, reason=msg("result.already_built", province=P(o.location.province)), tag="invalid", gm=gm))
                    continue
                limit_msg = _unit_limit(power, o.type, units, ruleset)
                if limit_msg is not None:
                    results.append(_replace(r, status=INVALID, reason=limit_msg, tag="limit", gm=gm))
                    continue
                u = Unit(power, o.type, o.location)
                units[o.location.province] = u
                built.append(u)
                results.append(_replace(r, status=SUCCEEDS, reason=msg("result.built", unit=U(u)), tag="built", gm=gm))
            else:
                results.append(_replace(r, status=SUCCEEDS, reason=msg("result.waived"), tag="waived"))
            used[power] = used.get(power, 0) + 1
        elif isinstance(o, Remove):
            if n >= 0:
                results.append(_replace(r, status=INVALID, reason=msg("result.no_removals", power=W(power)), tag="invalid", gm=gm))
                continue
            if used.get(power, 0) >= -n:
                results.append(_replace(r, status=INVALID, reason=msg("result.too_many_removals", n=-n), tag="too-many"))
                continue
            if units.get(o.unit.province) != o.unit:
                results.append(_replace(r, status=INVALID, reason=msg("result.already_removed", province=P(o.unit.province)), tag="invalid", gm=gm))
                continue
            del units[o.unit.province]
            removed.append(o.unit)
            used[power] = used.get(power, 0) + 1
            results.append(_replace(r, status=SUCCEEDS, reason=msg("result.removed"), tag="removed"))
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
                results.append(OrderResult(power, render(text, "en", gm), Remove(u), SUCCEEDS, render(why, "en", gm),
                                           "removed-default", 10**6, why, text))
    nxt = position.phase.next_movement()
    after = Position(nxt, units, centers, {}, frozenset())
    return Adjudication(position.phase, position, after, tuple(results), (), tuple(removed), tuple(built))


def _unit_limit(power: str, utype: UnitType, units: Mapping[str, Unit], ruleset: Ruleset) -> Message | None:
    limit = ruleset.options.max_armies if utype is UnitType.ARMY else ruleset.options.max_fleets
    if limit <= 0:
        return None
    have = sum(1 for u in units.values() if u.power == power and u.type is utype)
    if have >= limit:
        key = "result.army_limit" if utype is UnitType.ARMY else "result.fleet_limit"
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
    elif unit.type is UnitType.FLEET:
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
        return (-unit_distance(u, owned, ruleset), 0 if u.type is UnitType.FLEET else 1, gm.provinces[u.province].name)

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

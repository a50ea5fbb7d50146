"""The express lane of the headless contract: a movement phase adjudicated straight into its JSON result.

``adjudicate_json`` gives every movement phase without ``explain`` and without powers in civil disorder
to ``movement_json(position, orders, ruleset)``. It reads the orders and resolves them with the same
functions as ``adjudication.adjudicate`` (``QuickReader``, ``parse_order``, ``MovementResolver``), then
writes the contract's result directly: each order's result as the contract's dict with its English
reason rendered once from the catalogue's template, the next position as the contract's lists. It
builds none of the intermediate objects ``adjudicate`` keeps for the window and the game record
(``OrderResult``, ``Message``, ``Adjudication``, the next ``Position``).

It returns None for what it leaves to ``adjudicate`` (a unit given two orders, DATC 4.D.3, whose
handling depends on the ruleset's option): the caller then takes the general way. For everything
it takes, the result is the one ``adjudication_to_json(adjudicate(...))`` gives, byte for byte:
tests/test_express.py compares both over the DATC cases, random games and hostile orders, and
``tools/compare_express.py PATH_TO_GAMES`` over a folder of real games.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import SimpleNamespace
from typing import Any, Final

from referee_app.core.messages import render_message, template

from .adjudication import (
    _adjustments_to_decide,
    adjustment_counts,
    order_error,
    victory,
)
from .errors import OrderError
from .fastjson import position_from_tables
from .geography import GameMap, Location
from .i18n import Message
from .movement import CONVOY, HOLD, MOVE, SUPPORT, MovementResolver, MoveOutcome
from .orders import Convoy, Disband, Hold, Move, MovementOrder, Order, Support, format_order
from .parse import QuickReader, parse_order, read_order
from .ruleset import Ruleset
from .state import Dislodged, Phase, PhaseType, Position, Season, Unit, UnitType, unit_table
from .validate import resolve_fleet_dest, retreat_options

_FLEET: Final = UnitType.FLEET
_RETREATS: Final = PhaseType.RETREATS
_ADJUSTMENTS: Final = PhaseType.ADJUSTMENTS
_FALL: Final = Season.FALL

SUCCEEDS: Final = "succeeds"
FAILS: Final = "fails"
INVALID: Final = "invalid"
VOID: Final = "void"
# the seq of a result the rules wrote (a disband): after every written order
_RULES_SEQ: Final = 10**6


class _English:
    """The English catalogue's templates of the movement results, looked up once per process."""

    def __init__(self) -> None:
        t = template
        self.moved = t("result.moved", "en")
        self.moved_by_convoy = t("result.moved_by_convoy", "en")
        self.moved_by_land_fallback = t("result.moved_by_land_fallback", "en")
        self.support_given = t("result.support_given", "en")
        self.support_cut = t("result.support_cut", "en")
        self.support_cut_by = t("result.support_cut_by", "en")
        self.support_cut_dislodged = t("result.support_cut_dislodged", "en")
        self.dislodged_by = t("result.dislodged_by", "en")
        self.and_dislodged = t("result.and_dislodged", "en")
        self.paradox_move = t("result.paradox_move", "en")
        self.paradox_convoy = t("result.paradox_convoy", "en")
        self.no_convoy = t("result.no_convoy", "en")
        self.convoy_disrupted = t("result.convoy_disrupted", "en")
        self.convoy_incomplete = t("result.convoy_incomplete", "en")
        self.convoy_disrupted_dislodged = t("result.convoy_disrupted_dislodged", "en")
        self.army_went_by_land = t("result.army_went_by_land", "en")
        self.convoyed = t("result.convoyed", "en")
        self.other_route = t("result.other_route", "en")
        self.army_failed = t("result.army_failed", "en")
        self.own_unit = t("result.own_unit", "en")
        self.head_to_head_lost = t("result.head_to_head_lost", "en")
        self.taken_by = t("result.taken_by", "en")
        self.bounced_with = t("result.bounced_with", "en")
        self.bounced_against = t("result.bounced_against", "en")
        self.bounced_off = t("result.bounced_off", "en")
        self.bounced_in = t("result.bounced_in", "en")
        self.list_joiner = t("_fmt.list", "en")
        self.disbanded_no_retreat = t("result.disbanded_no_retreat", "en")
        self.no_retreat_possible = t("result.text.no_retreat_possible", "en")


_TEXTS: list[_English] = []


def _english() -> _English:
    if not _TEXTS:
        _TEXTS.append(_English())
    return _TEXTS[0]


def movement_json(position: Position, orders: Mapping[str, Sequence[str]], ruleset: Ruleset) -> dict[str, Any] | None:
    """The contract's result of a movement phase (``orders``: each power's lines, powers in upper case);
    None: a case this lane leaves to ``adjudicate`` (the caller goes that way)."""
    en = _english()
    gm = ruleset.map
    names = gm.provinces
    reader = QuickReader(position, ruleset)
    # (seq, the result's dict) of every order, in the order the results are built
    done: list[tuple[int, dict[str, str]]] = []
    # the orders read and legal: the unit's province -> (power, text, order as written, seq)
    chosen: dict[str, tuple[str, str, Order, int]] = {}
    seq = 0
    for power, lines in orders.items():
        for line in lines:
            seq += 1
            text = line.strip()
            if not text:
                continue
            order = reader.read(line, power, True)
            if order is None:
                try:
                    order = parse_order(line, power, position, ruleset)
                except OrderError as exc:
                    meant: Order | None = None
                    try:
                        meant = read_order(line, power, position, ruleset)
                    except OrderError:
                        pass
                    reason, why = order_error(exc, ruleset)
                    done.append((seq, {"power": power, "text": text,
                                       "order": format_order(meant) if meant is not None else "",
                                       "status": INVALID, "reason": _reason_text(reason, why, gm)}))
                    continue
            prov = order.unit.province  # type: ignore[union-attr]
            if prov in chosen:
                return None  # a unit given two orders (DATC 4.D.3): the ruleset's option decides, the long way
            chosen[prov] = (power, text, order, seq)
    # what the resolver adjudicates: each fleet's move to the exact coast (DATC 4.B.1-4.B.3)
    given: dict[str, MovementOrder] = {}
    split = gm.split_coasts
    moves_to: dict[str, Location] = {}
    for prov, w in chosen.items():
        o = w[2]
        if type(o) is Move:
            if o.unit.type is _FLEET and (o.dest.province in split or o.dest.coast):
                loc = resolve_fleet_dest(gm, o.unit, o.dest)
                if loc is not o.dest or o.via_convoy:
                    o = Move(o.unit, loc, False)
            moves_to[prov] = o.dest
        given[prov] = o  # type: ignore[assignment]
    units = dict(position.units)
    resolver = MovementResolver(gm, units, given, ruleset.options)
    out = resolver.run()
    succeeded, dislodged_by, void, kind = out.succeeded, out.dislodged_by, out.void, resolver.kind
    convoyed, fell_back = out.convoyed, out.fell_back
    by_text = unit_table(gm)
    new_units: dict[str, Unit] = {}
    dislodged: list[Dislodged] = []
    stay: list[Unit] = []
    for prov, u in units.items():
        k = kind[prov]
        moved = k == MOVE and succeeded[prov]
        written = chosen.get(prov)
        if written is not None:
            if prov in dislodged_by or prov in void:
                status, reason = _outcome(given[prov], resolver, out, en, names)
            elif moved and prov not in convoyed and prov not in fell_back:
                status, reason = SUCCEEDS, en.moved
            elif k == SUPPORT and succeeded[prov]:
                status, reason = SUCCEEDS, en.support_given
            elif k == HOLD:
                status, reason = SUCCEEDS, ""
            else:
                status, reason = _outcome(given[prov], resolver, out, en, names)
            done.append((written[3], {"power": written[0], "text": written[1], "order": format_order(written[2]),
                                      "status": status,
                                "reason": reason}))
        if moved:
            to = moves_to[prov]
            mine = by_text.get(u.power)
            there = mine.get(f"{u.type._value_} {to.text}") if mine is not None else None
            new_units[to.province] = there if there is not None else u.moved_to(to)
        elif prov in dislodged_by:
            attacker = dislodged_by[prov]
            dislodged.append(Dislodged(u, attacker, attacker in convoyed))
        else:
            stay.append(u)
    for u in stay:
        new_units[u.province] = u
    phase = position.phase
    dislodged_json: dict[str, list[dict[str, Any]]] = {}
    disbanded: list[str] = []
    retreating = False
    if dislodged:
        interim = Position(phase, new_units, position.centers, {}, frozenset(out.contested))
        to_origin = ruleset.options.retreat_to_convoy_origin
        for d in dislodged:
            unit = d.unit
            opts = retreat_options(gm, d, interim, to_origin)
            entry: dict[str, Any] = {"unit": unit.text, "attacker_from": d.attacker_from,
                                     "retreats": [loc.text for loc in opts]}
            if d.by_convoy:
                entry["by_convoy"] = True
            lst = dislodged_json.get(unit.power)
            if lst is None:
                dislodged_json[unit.power] = [entry]
            else:
                lst.append(entry)
            if opts:
                retreating = True
            else:
                disbanded.append(f"{unit.power} {unit.text}")
                done.append((_RULES_SEQ, {"power": unit.power, "text": en.no_retreat_possible.format(unit=unit.text),
                                          "order": format_order(Disband(unit)), "status": SUCCEEDS,
                                          "reason": en.disbanded_no_retreat}))
    centers: Mapping[str, str] = position.centers
    winners: tuple[str, ...] = ()
    adjustments: dict[str, int] = {}
    if retreating:
        nxt = Phase(phase.year, phase.season, _RETREATS)
    else:
        nxt = phase.next_movement()
        if phase.season is _FALL:
            scs = gm.supply_centers
            after = dict(centers)
            for prov, u in new_units.items():
                if prov in scs and after.get(prov) != u.power:
                    after[prov] = u.power
            centers = after
            winners = victory(centers, ruleset)
            adjust = adjustment_counts(new_units, centers, ruleset)
            if not winners and _adjustments_to_decide(new_units, centers, adjust, ruleset):
                nxt = Phase(phase.year, Season.WINTER, _ADJUSTMENTS)
                adjustments = adjust
    done.sort(key=_first)
    return {
        "phase": str(phase),
        "next_phase": str(nxt),
        "orders": [r for _, r in done],
        "units": _units_json(new_units),
        "dislodged": dislodged_json,
        "contested": sorted(out.contested),
        "centers": _centers_json(centers),
        "winner": winners[0] if len(winners) == 1 else (list(winners) or None),
        "disbanded": disbanded,
        "built": [],
        "adjustments": adjustments,
    }


def _first(item: tuple[int, dict[str, str]]) -> int:
    return item[0]


def _units_json(units: Mapping[str, Unit]) -> dict[str, list[str]]:
    """``{POWER: ["A PAR", ...]}`` sorted by power, then province (``jsonapi.units_json``)."""
    out: dict[str, list[str]] = {}
    rows = sorted([(u.power, p, u.text) for p, u in units.items()])
    for power, _, text in rows:
        lst = out.get(power)
        if lst is None:
            out[power] = [text]
        else:
            lst.append(text)
    return out


def _centers_json(centers: Mapping[str, str]) -> dict[str, list[str]]:
    """``{POWER: ["PAR", ...]}`` sorted by province (``jsonapi.centers_json``)."""
    out: dict[str, list[str]] = {}
    for c, p in sorted(centers.items()):
        lst = out.get(p)
        if lst is None:
            out[p] = [c]
        else:
            lst.append(c)
    return out


def _reason_text(reason: str, why: Message | None, gm: GameMap) -> str:
    return reason or (render_message(why, "en", gm, False) if why is not None else "")


def _name(names: Mapping[str, Any], code: str) -> str:
    prov = names.get(code)
    return prov.name if prov is not None else code  # type: ignore[no-any-return]


def _outcome(o: MovementOrder, res: MovementResolver, out: MoveOutcome, en: _English,
             names: Mapping[str, Any]) -> tuple[str, str]:
    """(status, English reason) of an order the common cases of ``movement_json`` did not settle
    (``adjudication._movement_outcome``)."""
    p = o.unit.province
    dislodger = out.dislodged_by.get(p)
    dis = ""
    if dislodger is not None:
        dis = en.dislodged_by.format(unit=res.units[dislodger].text, province=_name(names, dislodger))
    cls = type(o)
    if cls is Hold:
        if dislodger:
            return FAILS, dis
        return SUCCEEDS, ""
    why = out.void.get(p)
    if why is not None:
        return VOID, render_message(why, "en", res.gm, False)
    ok = out.succeeded.get(p, False)
    if cls is Move:
        if ok:
            if p in out.fell_back:
                return SUCCEEDS, en.moved_by_land_fallback
            return SUCCEEDS, (en.moved_by_convoy if p in out.convoyed else en.moved)
        if p in out.no_path:
            fleets = res.convoy_fleets.get(p, [])
            if any(f in out.paradox for f in fleets):
                return FAILS, en.paradox_move
            if not fleets:
                return FAILS, en.no_convoy
            if any(f in out.dislodged_by for f in fleets):
                return FAILS, en.convoy_disrupted
            return FAILS, en.convoy_incomplete
        reason = _why_bounced(p, res, out, en, names)
        if dislodger is not None:
            reason = en.and_dislodged.format(reason=reason, dislodged=dis)
        return FAILS, reason
    if cls is Support:
        if ok:
            return SUCCEEDS, en.support_given
        if dislodger is not None:
            return FAILS, en.support_cut_dislodged.format(dislodged=dis)
        cutter = out.cut_by.get(p)
        if cutter:
            return FAILS, en.support_cut_by.format(unit=res.units[cutter].text, province=_name(names, cutter))
        return FAILS, en.support_cut
    assert cls is Convoy
    if p in out.paradox:
        return FAILS, en.paradox_convoy
    if dislodger is not None:
        return FAILS, en.convoy_disrupted_dislodged.format(dislodged=dis)
    if p in out.by_land:
        return FAILS, en.army_went_by_land.format(province=_name(names, out.by_land[p]))
    army = res.convoy_army.get(p)
    if army is not None and out.succeeded.get(army):
        if p in out.used_fleets:
            return SUCCEEDS, en.convoyed
        return FAILS, en.other_route
    return FAILS, en.army_failed


def _why_bounced(p: str, res: MovementResolver, out: MoveOutcome, en: _English, names: Mapping[str, Any]) -> str:
    """Why a move bounced, in English (``adjudication._why_bounced``)."""
    d = res.dest[p]
    a = res.attack_strength(p, True)
    target = res.units.get(d)
    mover = res.units[p]
    if target is not None and target.power == mover.power and not (res.kind.get(d) == MOVE and out.succeeded.get(d)):
        return en.own_unit.format(province=_name(names, d))
    opp = res.h2h.get(p)
    if opp is not None and out.succeeded.get(opp):
        return en.head_to_head_lost.format(unit=res.units[opp].text, strength=a, against=res.defend_strength(opp, True))
    winner = next((o for o in res.attackers[d] if o != p and out.succeeded.get(o)), None)
    if winner is not None:
        return en.taken_by.format(unit=res.units[winner].text, province=_name(names, d),
                                  strength=res.attack_strength(winner, True), against=a)
    rivals = [o for o in res.attackers[d] if o != p and res.prevent_strength(o, True) >= a]
    if rivals:
        return en.bounced_with.format(province=_name(names, d),
                                      units=en.list_joiner.join([res.units[o].text for o in rivals]), strength=a)
    if opp is not None:
        return en.bounced_against.format(unit=res.units[opp].text, strength=a, against=res.defend_strength(opp, True))
    if target is not None:
        return en.bounced_off.format(unit=target.text, province=_name(names, d), strength=a,
                                     against=res.hold_strength(d, True))
    return en.bounced_in.format(province=_name(names, d))


# --- the native lane (_express.c, built with the compiled core) -------------------------------------------

try:
    from ._express import Tables as _Tables  # type: ignore[import-not-found]
    from ._express import movement as _movement  # type: ignore[import-not-found]
except ImportError:  # not built (no C compiler at install, or an editable install): the Python lane does the work
    _native: Any = None
else:
    _native = SimpleNamespace(Tables=_Tables, movement=_movement)

NATIVE: Final = _native is not None


class HardLines:
    """For the native lane: the order lines its quick reading leaves (those ``QuickReader`` leaves), read as
    ``adjudicate`` reads them, from the document's position. Made only when such a line is met."""

    def __init__(self, doc: Mapping[str, Any], ruleset: Ruleset) -> None:
        # the native lane takes only documents fastjson reads (its keys but "explain", which it takes only false)
        self.position = position_from_tables({k: v for k, v in doc.items() if k != "explain"}, ruleset)
        self.ruleset = ruleset
        self.reader = QuickReader(self.position, ruleset) if self.position is not None else None

    def read(self, line: str, power: str) -> tuple[Any, ...] | dict[str, str]:
        """The order as a tuple the native lane reads (its kind as ``movement`` numbers it, the unit's
        province, then what the kind needs), or an invalid order's result as the contract writes it; an
        empty tuple: the native lane leaves the phase to the Python way."""
        position, ruleset, reader = self.position, self.ruleset, self.reader
        if position is None or reader is None:
            return ()
        order = reader.read(line, power, True)
        if order is None:
            try:
                order = parse_order(line, power, position, ruleset)
            except OrderError as exc:
                meant: Order | None = None
                try:
                    meant = read_order(line, power, position, ruleset)
                except OrderError:
                    pass
                reason, why = order_error(exc, ruleset)
                return {"power": power, "text": line.strip(), "order": format_order(meant) if meant is not None else "",
                        "status": INVALID, "reason": _reason_text(reason, why, ruleset.map)}
        cls = type(order)
        if cls is Hold:
            return (HOLD, order.unit.province)  # type: ignore[union-attr]
        if cls is Move:
            assert isinstance(order, Move)
            return (MOVE, order.unit.province, order.dest.text, order.via_convoy)
        if cls is Support:
            assert isinstance(order, Support)
            dest = None if order.dest is None else (f"{order.dest}/{order.dest_coast}" if order.dest_coast else order.dest)
            return (SUPPORT, order.unit.province, order.supported.province, dest)
        if cls is Convoy:
            assert isinstance(order, Convoy)
            return (CONVOY, order.unit.province, order.army.province, order.dest)
        return ()  # not a movement order: the native lane leaves the phase to the Python way


_TABLES: dict[int, tuple[Ruleset, Any]] = {}
# the options the native lane implements (the standard ruleset's); any other ruleset goes the Python way
_NATIVE_OPTIONS: Final = {"convoy_paradox": "szykman", "adjacent_convoy": "2000", "dislodged_prevent": "head_to_head"}
_KINDS: Final = {"land": 0, "coast": 1, "sea": 2, "impassable": 3}
_WHAT: Final = {"hold": 0, "move": 1, "support": 2, "convoy": 3}


def native_tables(ruleset: Ruleset) -> Any:
    """The native lane's tables of ``ruleset`` (made once), or None when the lane does not take its phases."""
    hit = _TABLES.get(id(ruleset))
    if hit is not None and hit[0] is ruleset:
        return hit[1]
    tables = _make_tables(ruleset) if _native is not None else None
    _TABLES[id(ruleset)] = (ruleset, tables)
    return tables


def _make_tables(ruleset: Ruleset) -> Any:
    from .parse import _MOVE_SHAPES, word_table

    options = ruleset.options
    if any(getattr(options, k) != v for k, v in _NATIVE_OPTIONS.items()):
        return None
    gm = ruleset.map
    codes = sorted(gm.provinces)
    n = len(codes)
    prov_index = {c: i for i, c in enumerate(codes)}
    locs: list[Location] = [gm.location(c) for c in codes]
    for c in codes:
        locs += [gm.location(c, coast) for coast in gm.provinces[c].coasts]
    loc_index = {loc.text: i for i, loc in enumerate(locs)}
    if n > 128 or len(locs) > 256 or len(gm.powers) > 16:
        return None
    by_power = unit_table(gm)
    texts = [frozenset(t) for t in by_power.values()]
    if any(t != texts[0] for t in texts):
        return None
    units: dict[str, int] = {}
    for text, unit in next(iter(by_power.values())).items():
        units[text] = (1 if unit.type is _FLEET else 0) * 256 + loc_index[unit.location.text]

    def matrix(test: Any) -> bytes:
        return bytes(1 if test(a, b) else 0 for a in codes for b in codes)

    def fleet_into(loc: Location) -> dict[str, tuple[Location, ...]]:
        return gm.fleet_into_by_text(loc.text)

    words = word_table(ruleset.names)
    sigs: dict[str, int] = {}

    def sig(name: str) -> int:
        return sigs.setdefault(name, len(sigs))

    def where(loc: Location | None) -> int:
        return -1 if loc is None else loc_index[loc.text]

    word_rows: dict[str, tuple[int, int, int, int, int]] = {}
    for word, (s, value, coast, fleet_loc, army_loc) in words.entries.items():
        prov = prov_index.get(value, -1) if s == "P" else -1
        coast_loc = loc_index[f"{value}/{coast}"] if (prov >= 0 and coast) else -1
        word_rows[word] = (sig(s), prov, coast_loc, where(fleet_loc), where(army_loc))
    shapes = []
    for signature, shape in _MOVE_SHAPES.items():
        if shape.what in _WHAT:
            key = "".join(chr(ord("A") + sig(s)) for s in signature)
            shapes.append((key, _WHAT[shape.what], shape.unit, shape.other, shape.dest, 1 if shape.via else 0))
    if len(sigs) > 60:
        return None  # (the C reads each word's sig as one byte of a shape's key)
    powers = sorted(gm.powers)
    keys = ("result.moved", "result.moved_by_convoy", "result.support_given", "result.support_cut",
            "result.support_cut_by", "result.support_cut_dislodged", "result.dislodged_by", "result.and_dislodged",
            "result.no_convoy", "result.convoy_disrupted", "result.convoy_incomplete",
            "result.convoy_disrupted_dislodged", "result.army_went_by_land", "result.convoyed", "result.other_route",
            "result.army_failed", "result.own_unit", "result.head_to_head_lost", "result.taken_by",
            "result.bounced_with", "result.bounced_against", "result.bounced_off", "result.bounced_in", "_fmt.list",
            "result.disbanded_no_retreat", "result.text.no_retreat_possible", "void.convoy_not_ordered",
            "void.support_hold_moves", "void.support_not_ordered")
    spec = {
        "provinces": codes,
        "names": [gm.provinces[c].name for c in codes],
        "kind": bytes(_KINDS[gm.provinces[c].kind.value] for c in codes),
        "supply": bytes(1 if c in gm.supply_centers else 0 for c in codes),
        "split": bytes(1 if c in gm.split_coasts else 0 for c in codes),
        "locs": [loc.text for loc in locs],
        "loc_prov": [prov_index[loc.province] for loc in locs],
        "loc_index": loc_index,
        "prov_index": prov_index,
        "army_adj": matrix(gm.army_adjacent),
        "army_entries": matrix(lambda a, b: b in gm.army_entries(a)),
        "fleet_reach": matrix(gm.any_fleet_reaches),
        "fleet_into_prov": bytes(1 if c in fleet_into(loc) else 0 for loc in locs for c in codes),
        "sea_nbrs": [sorted(prov_index[s] for s in gm.sea_neighbours(c)) for c in codes],
        "army_moves": [[loc_index[m.text] for m in gm.army_moves(c)] for c in codes],
        "fleet_moves": [[loc_index[m.text] for m in gm.fleet_moves(loc)] for loc in locs],
        "fleet_into": [[loc_index[x.text] for dest in fleet_into(loc).values() for x in dest] for loc in locs],
        "powers": powers,
        "power_index": {p: i for i, p in enumerate(powers)},
        "home": [[prov_index[c] for c in gm.home_supply_centers(p)] for p in powers],
        "units": units,
        "words": word_rows,
        "second": sorted(words.second),
        "pairs": [(f"{a}\x01{b}", _collapse(a, b, ruleset, sig)) for a, b in sorted(words.pairs)],
        "shapes": shapes,
        "templates": {k: template(k, "en") for k in keys},
        "victory": ruleset.victory_centers,
        "to_origin": bool(options.retreat_to_convoy_origin),
    }
    return _native.Tables(spec)


def _collapse(first: str, second: str, ruleset: Ruleset, sig: Any) -> int:
    """The sig (as ``sig`` numbers it) of the one keyword the two words read as wherever they stand ("via
    convoy", "move to"), or -1: the line goes the long way. The long scanner reads them so when they make one
    keyword phrase and no longer phrase of any kind starts with them before any word of the table."""
    from .parse import _scan_uncached, word_table

    names = ruleset.names
    items = _scan_uncached(f"{first} {second}", names)
    if len(items) != 1 or items[0].kind != "kw":
        return -1
    for word in word_table(names).entries:
        toks = [first, second, *word.split()]
        if max(names.keywords.longest(toks, 0)[0], names.provinces.longest(toks, 0)[0],
               names.powers.longest(toks, 0)[0]) > 2:
            return -1
    return int(sig(items[0].sig))


def native_movement_json(doc: Mapping[str, Any], ruleset: Ruleset) -> dict[str, Any] | None:
    """The native lane's result of a canonical movement phase document, or None (the Python way decides)."""
    if _native is None:
        return None
    tables = native_tables(ruleset)
    if tables is None:
        return None
    return _native.movement(doc, tables, lambda d: HardLines(d, ruleset))  # type: ignore[no-any-return]

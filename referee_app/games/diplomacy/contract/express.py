"""The express lane of the headless contract: a movement phase adjudicated straight into its JSON result.

``adjudicate_json`` gives every movement phase without ``explain`` and without powers in civil disorder
to the native lane first (below, ``_express.c``) and then to ``movement_json(position, orders, ruleset)``.
That reads the orders and resolves them with the functions ``adjudication.adjudicate`` uses
(``QuickReader``, ``parse_order``, ``MovementResolver``, ``movement_outcome``, ``next_units``), then writes
the contract's result directly: each order's result as the contract's dict with its English reason
rendered at once, the next position as the contract's lists. It builds none of the objects ``adjudicate``
keeps for the window and the game record (an ``OrderResult`` for each order that stands, the
``Adjudication``, the next ``Position``).

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

from ..rules.adjudication import (
    _DISBANDED_NO_RETREAT,
    _adjustments_to_decide,
    _default_disband,
    adjustment_counts,
    movement_outcome,
    next_units,
    refused,
    resolver_orders,
    victory,
)
from ..rules.errors import OrderError
from ..rules.geography import Location
from ..rules.movement import CONVOY, HOLD, MOVE, SUPPORT, MovementResolver
from ..rules.orders import Convoy, Hold, Move, Order, Support, format_order
from ..rules.parse import QuickReader, parse_order
from ..rules.positions import MAX_YEAR, max_units
from ..rules.ruleset import Ruleset
from ..rules.state import Phase, PhaseType, Position, Season, UnitType, unit_table
from ..rules.validate import retreat_options
from .fastjson import centers_json, position_from_tables, units_json

_FLEET: Final = UnitType.FLEET
_RETREATS: Final = PhaseType.RETREATS
_ADJUSTMENTS: Final = PhaseType.ADJUSTMENTS
_FALL: Final = Season.FALL


def movement_json(position: Position, orders: Mapping[str, Sequence[str]], ruleset: Ruleset) -> dict[str, Any] | None:
    """The contract's result of a movement phase (``orders``: each power's lines, powers in upper case);
    None: a case this lane leaves to ``adjudicate`` (the caller goes that way)."""
    gm = ruleset.map
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
                    done.append((seq, refused(power, line, seq, exc, position, ruleset).contract()))
                    continue
            prov = order.unit.province  # type: ignore[union-attr]
            if prov in chosen:
                return None  # a unit given two orders (DATC 4.D.3): the ruleset's option decides, the long way
            chosen[prov] = (power, text, order, seq)
    given, moves_to = resolver_orders(((prov, w[2]) for prov, w in chosen.items()), gm)
    resolver = MovementResolver(gm, dict(position.units), given, ruleset.options)
    out = resolver.run()
    for prov, w in chosen.items():
        status, why, _ = movement_outcome(prov, given[prov], resolver, out)
        done.append((w[3], {"power": w[0], "text": w[1], "order": format_order(w[2]), "status": status,
                            "reason": render_message(why, "en", gm, False) if why is not None else ""}))
    new_units, dislodged = next_units(resolver, out, moves_to, gm)
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
            dislodged_json.setdefault(unit.power, []).append(entry)
            if opts:
                retreating = True
            else:
                disbanded.append(f"{unit.power} {unit.text}")
                result = _default_disband(unit, "result.text.no_retreat_possible", _DISBANDED_NO_RETREAT, gm)
                done.append((result.seq, result.contract()))
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
    done.sort(key=_first)  # (stable: the disbands, all of one seq, in the order they were made)
    return {
        "phase": str(phase),
        "next_phase": str(nxt),
        "orders": [r for _, r in done],
        "units": units_json(new_units.values()),
        "dislodged": dislodged_json,
        "contested": sorted(out.contested),
        "centers": centers_json(centers),
        "winner": winners[0] if len(winners) == 1 else (list(winners) or None),
        "disbanded": disbanded,
        "built": [],
        "adjustments": adjustments,
    }


def _first(item: tuple[int, dict[str, str]]) -> int:
    return item[0]


# --- the native lane (_express.c: built by a regular install where a C compiler is at hand, setup.py) ------

try:
    from ._express import TEMPLATES as _TEMPLATES  # type: ignore[import-not-found]
    from ._express import Tables as _Tables  # type: ignore[import-not-found]
    from ._express import movement as _movement  # type: ignore[import-not-found]
except ImportError:  # not built (no C compiler at install, or an editable install): the Python lane does the work
    _native: Any = None
else:
    _native = SimpleNamespace(Tables=_Tables, movement=_movement, TEMPLATES=_TEMPLATES)

NATIVE: Final = _native is not None


class HardLines:
    """For the native lane: the order lines its quick reading leaves (those ``QuickReader`` leaves), read as
    ``adjudicate`` reads them, from the document's position. Made only when such a line is met."""

    def __init__(self, doc: Mapping[str, Any], ruleset: Ruleset) -> None:
        self.position = position_from_tables(doc, ruleset)  # (the native lane takes only documents it reads)
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
                return refused(power, line, 0, exc, position, ruleset).contract()
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
    from ..rules.parse import _MOVE_SHAPES, word_table

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
        "templates": {k: template(k, "en") for k in _native.TEMPLATES},  # the keys the C asks for
        "victory": ruleset.victory_centers,
        "to_origin": bool(options.retreat_to_convoy_origin),
        "max_units": max_units(gm),  # what a position can be (rules/positions.py): past it, the Python way refuses
        "max_year": MAX_YEAR,
        "start_year": ruleset.start_year,
    }
    return _native.Tables(spec)


def _collapse(first: str, second: str, ruleset: Ruleset, sig: Any) -> int:
    """The sig (as ``sig`` numbers it) of the one keyword the two words read as wherever they stand ("via
    convoy", "move to"), or -1: the line goes the long way. The long scanner reads them so when they make one
    keyword phrase and no longer phrase of any kind starts with them before any word of the table."""
    from ..rules.parse import _scan_uncached, word_table

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

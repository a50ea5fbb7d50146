"""Order parsing: text written by a player or referee -> an ``Order``.

Steps: tokens -> items (names, keywords) -> order shape -> units looked up in
the position -> legality checked (``validate.py``). Any failure raises a
subclass of ``OrderError`` whose message a referee can read out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from .errors import AmbiguousNameError, NoSuchUnitError, OrderSyntaxError, UnknownNameError
from .geography import GameMap, Location, ProvinceKind
from .i18n import A, Many, Message, P, T, W, msg
from .names import Item, NameIndex, tokens_of
from .orders import Build, Convoy, Disband, Hold, Move, Order, Remove, Retreat, Support, Waive
from .state import Dislodged, PhaseType, Position, Unit, UnitType
from .validate import quick_valid, validate_order

if TYPE_CHECKING:
    from .ruleset import Ruleset

# enum members looked up once (a class attribute look-up of an enum member is slow on the hot path)
_ARMY: Final = UnitType.ARMY
_IMPASSABLE: Final = ProvinceKind.IMPASSABLE
_FLEET: Final = UnitType.FLEET
_MOVEMENT: Final = PhaseType.MOVEMENT
_RETREATS: Final = PhaseType.RETREATS
_ADJUSTMENTS: Final = PhaseType.ADJUSTMENTS


_Item = Item  # what the scanner reads: a province, keyword or power (names.Item)


_TYPE_KW: Final = {"ARMY": _ARMY, "FLEET": _FLEET}
MAX_ORDER_LENGTH: Final = 200  # the longest real order ("F Mid-Atlantic Ocean Convoys ...") is well under 100


def _scan(text: str, names: NameIndex) -> list[_Item]:
    """Items of a text. Position-independent, so cached per name index (live re-checks are cheap)."""
    cache = names.scan_cache
    hit = cache.get(text)
    if hit is None:
        hit = tuple(_scan_uncached(text, names))
        if len(cache) > 20000:
            cache.clear()
        cache[text] = hit
    return list(hit)


def _with_coast(item: _Item, coast: str) -> _Item:
    return _Item(item.kind, item.value, item.text, coast, item.candidates, item.guessed)


def _scan_uncached(text: str, names: NameIndex) -> list[_Item]:
    toks = tokens_of(text)
    items: list[_Item] = []
    i = 0
    n = len(toks)
    single = names.single
    while i < n:
        tok = toks[i]
        hit = single.get(tok)
        if hit is not None and (i + 1 == n or toks[i + 1] not in hit[1]):
            # a whole name or keyword by itself, no longer phrase possible here: the table decides
            if hit[2] is not None and items and items[-1].kind == "prov" and items[-1].coast is None:
                items[-1] = _with_coast(items[-1], hit[2])  # a bare coast word after a province
            else:
                items.append(hit[0])
            i += 1
            continue
        if tok in "()/" and items and items[-1].kind == "prov":
            # coast after a province: "(nc)", "/nc", "(north coast)"
            j = i + 1
            length, vals = names.coasts.longest(toks, j)
            if length:
                items[-1] = _with_coast(items[-1], str(next(iter(vals))))
                i = j + length
                if i < n and toks[i] == ")":
                    i += 1
                continue
            if tok == "(":
                # "(via convoy)" or any other bracketed word: fall through
                i += 1
                continue
        if tok in "()/":
            i += 1
            continue
        # a bare coast word right after a province ("Spa nc", "St.P south coast")
        if items and items[-1].kind == "prov" and items[-1].coast is None:
            length, vals = names.bare_coasts.longest(toks, i)
            if length:
                items[-1] = _with_coast(items[-1], str(next(iter(vals))))
                i += length
                continue
        plen, pvals = names.provinces.longest(toks, i)
        klen, kvals = names.keywords.longest(toks, i)
        wlen, wvals = names.powers.longest(toks, i)
        best = max(plen, klen, wlen)
        if best == 0:
            item = _fuzzy(toks, i, names)
            items.append(item)
            if item.kind == "unknown":
                break  # the order is rejected at this word; the rest need not be read
            i += 1
            continue
        if klen == best and klen >= plen and klen >= wlen:
            kw = str(next(iter(kvals)))
            items.append(_Item("kw", kw, " ".join(toks[i : i + klen])))
            i += klen
        elif plen == best:
            codes = frozenset(str(v) for v in pvals)
            phrase = " ".join(toks[i : i + plen])
            if len(codes) > 1:
                items.append(_Item("prov", "?", phrase, candidates=codes))
            else:
                items.append(_Item("prov", next(iter(codes)), phrase))
            i += plen
        else:
            items.append(_Item("power", str(next(iter(wvals))), " ".join(toks[i : i + wlen])))
            i += wlen
    return items


def _fuzzy(toks: list[str], i: int, names: NameIndex) -> _Item:
    frag = toks[i]
    if not frag.isdigit():
        cands = names.prefix_candidates(frag)
        if len(cands) == 1:
            return _Item("prov", next(iter(cands)), frag, guessed=True)
        if len(cands) > 1:
            return _Item("prov", "?", frag, candidates=frozenset(cands))
        # a misspelling with only one meaning must be followed (rule 2.4.4): "Rhur"
        close = names.close_provinces(frag)
        if len(close) == 1:
            return _Item("prov", next(iter(close)), frag, guessed=True)
    return _Item("unknown", frag, frag)


def guessed_names(text: str, ruleset: Ruleset) -> tuple[tuple[str, str], ...]:
    """The words of ``text`` that are no name as written but were read as one province (its start,
    "Yorkshir", or a near spelling with one meaning, "Galcia", rule 2.4.4): (word, province code) each,
    so that the referee can see how the sheet was read."""
    return tuple((it.text, it.value) for it in _scan(text, ruleset.names) if it.guessed)


def coastal_provinces(gm: GameMap) -> frozenset[str]:
    """The map's coastal provinces, found once per map and kept with it (``GameMap.memo``; the map's kinds of
    province are fixed when it is made): ``reach`` of every army on a coast walked the whole map for them, and
    name completion in a support ("A Mar S A Pa") asks ``reach`` of each unit on the board (0.7 M instructions a
    letter)."""
    kept: frozenset[str] | None = gm.memo.get("coastal_provinces")
    if kept is None:
        kept = gm.memo["coastal_provinces"] = frozenset(c for c in gm.provinces if gm.is_coastal(c))
    return kept


def reach(gm: GameMap, unit: Unit, convoy: bool = True) -> frozenset[str]:
    """Provinces ``unit`` could move to: a fleet's neighbours; an army's, and (``convoy``) every coast.

    The answer depends on the map, the unit's type and location and ``convoy`` alone: kept with the map
    (``GameMap.memo``), a few hundred answers at most (completion in a support asks it of every unit on the board)."""
    table: dict[tuple[UnitType, Location, bool], frozenset[str]] | None = gm.memo.get("reach")
    if table is None:
        table = gm.memo["reach"] = {}
    key = (unit.type, unit.location, convoy)
    found = table.get(key)
    if found is None:
        if unit.type is UnitType.FLEET:
            found = frozenset(loc.province for loc in gm.fleet_neighbours(unit.location))
        else:
            near = gm.army_neighbours(unit.province)
            if convoy and gm.is_coastal(unit.province):
                found = (coastal_provinces(gm) - {unit.province}) | near
            else:
                found = frozenset(near)
        table[key] = found
    return found


def _reachable_candidates(items: list[_Item], power: str, position: Position, ruleset: Ruleset) -> list[_Item]:
    """An ambiguous abbreviation (rule 2.4.3: the order is invalid) where a move goes names, among its
    meanings, those the unit can reach ("F Edi - Nor": the North Sea, the Norwegian Sea; never North Africa
    or Norway), when two or more of them fit; else every meaning."""
    provs = [k for k, it in enumerate(items) if it.kind == "prov"]
    if len(provs) < 2:
        return items
    k = provs[1]
    it = items[k]
    if it.value != "?" or items[provs[0]].value == "?":
        return items
    between = {str(x.value) for x in items[provs[0] + 1:k] if x.kind == "kw"}
    unit = position.units.get(str(items[provs[0]].value))
    if unit is None or unit.power != power or not between & {"MOVE", "RETREAT"}:
        return items
    narrowed = it.candidates & reach(ruleset.map, unit)
    if len(narrowed) < 2:
        return items
    out = list(items)
    out[k] = Item(it.kind, it.value, it.text, it.coast, frozenset(narrowed), it.guessed)
    return out


def _check_names(items: list[_Item], names: NameIndex) -> None:
    for it in items:
        if it.kind == "unknown":
            near = names.nearest_codes(it.text)
            hint: Message | str = msg("parse.did_you_mean", names=Many([P(c, True) for c in near])) if near else ""
            raise UnknownNameError(msg("parse.unknown_name", word=it.text, hint=hint), names.map,
                                   candidates=[f"{names.display[c]} ({c})" for c in near])
        if it.kind == "prov" and it.value == "?":
            codes = sorted(it.candidates)
            raise AmbiguousNameError(msg("parse.ambiguous", word=it.text, candidates=Many([P(c, True) for c in codes], "or")),
                                     names.map, candidates=names.describe(codes))


@dataclass
class _UnitRef:
    """A unit as an order names it (its power and type when written), before it is looked up."""
    power: str | None
    type: UnitType | None
    province: str
    coast: str | None
    text: str


def _found(it: _Item | None) -> Message:
    return msg("parse.found_word", word=it.text) if it is not None else msg("parse.found_end")


# what a reader expects, by the phrase the parser names it with
_WHAT: Final = {
    "the unit being ordered": "parse.what.unit_ordered",
    "the unit being supported": "parse.what.unit_supported",
    "the army being convoyed": "parse.what.army_convoyed",
    "the unit to remove": "parse.what.unit_removed",
    "where the unit retreats to": "parse.what.retreat_dest",
    "where the unit moves to": "parse.what.move_dest",
    "the space the supported unit moves to": "parse.what.support_dest",
    "where the army is convoyed to": "parse.what.convoy_dest",
}


class _Reader:
    def __init__(self, items: list[_Item], text: str) -> None:
        self.items = items
        self.i = 0
        self.text = text

    def peek(self, kind: str | None = None, value: str | None = None) -> _Item | None:
        if self.i >= len(self.items):
            return None
        it = self.items[self.i]
        if kind is not None and it.kind != kind:
            return None
        if value is not None and it.value != value:
            return None
        return it

    def take(self, kind: str | None = None, value: str | None = None) -> _Item | None:
        it = self.peek(kind, value)
        if it is not None:
            self.i += 1
        return it

    def done(self) -> bool:
        return self.i >= len(self.items)

    def unit(self, what: str) -> _UnitRef:
        power = None
        p = self.peek("power")
        if p is not None:
            power = p.value
            self.i += 1
        utype = None
        k = self.peek("kw")
        if k is not None and k.value in _TYPE_KW:
            utype = _TYPE_KW[k.value]
            self.i += 1
        if power is None:
            p = self.peek("power")
            if p is not None:
                power = p.value
                self.i += 1
        prov = self.take("prov")
        if prov is None:
            raise OrderSyntaxError(msg("parse.expected_unit", what=msg(_WHAT[what]), found=_found(self.peek())))
        return _UnitRef(power, utype, prov.value, prov.coast, prov.text)

    def place(self, what: str) -> _Item:
        prov = self.take("prov")
        if prov is None:
            raise OrderSyntaxError(msg("parse.expected_place", what=msg(_WHAT[what]), found=_found(self.peek())))
        return prov


def parse_order(text: str, power: str, position: Position, ruleset: Ruleset) -> Order:
    """Read one order of ``power`` against ``position``; raise ``OrderError`` if it cannot stand.

    The returned order is legal (``validate_order`` has passed) but may still
    fail or be void at adjudication.
    """
    order = read_order(text, power, position, ruleset)
    if not quick_valid(order, position, ruleset.map):
        validate_order(order, position, ruleset)
    return order


def read_order(text: str, power: str, position: Position, ruleset: Ruleset, *, quick: bool = True) -> Order:
    """Parse without the legality check (used to report what a bad order meant).

    The common orders are read from the tables (``QuickReader``); ``quick=False`` reads every text
    the long way (what the tables must agree with: tests/test_speed.py)."""
    names = ruleset.names
    power = power.upper()
    if len(text) > MAX_ORDER_LENGTH:
        raise OrderSyntaxError(msg("parse.too_long", length=len(text), max=MAX_ORDER_LENGTH))
    if quick:
        read = quick_read(text, power, position, ruleset)
        if read is not None:
            return read
    items = _scan(text, names)
    if not items:
        raise OrderSyntaxError(msg("parse.empty"))
    # a leading "England:" names the power; it must be the one giving the order
    if len(items) > 1 and items[0].kind == "power" and (
        items[1].kind == "prov" or (items[1].kind == "kw" and items[1].value in ("ARMY", "FLEET", "BUILD", "REMOVE", "WAIVE"))
    ):
        if items[0].value != power:
            raise NoSuchUnitError(msg("parse.wrong_heading", heading=W(items[0].value), power=W(power)), ruleset)
        items = items[1:]
    if any(it.kind == "prov" and it.value == "?" for it in items):
        items = _reachable_candidates(items, power, position, ruleset)
    _check_names(items, names)
    phase_type = position.phase.type
    r = _Reader(items, text)
    kws = {it.value for it in items if it.kind == "kw"}

    if "WAIVE" in kws:
        if any(it.kind == "prov" for it in items):
            raise OrderSyntaxError(msg("parse.waive_names_no_space"))
        return Waive(power)
    if "BUILD" in kws:
        utype = None
        loc_item = None
        for it in items:
            if it.kind == "kw" and it.value in _TYPE_KW:
                utype = _TYPE_KW[it.value]
            elif it.kind == "prov":
                if loc_item is not None:
                    raise OrderSyntaxError(msg("parse.build_one_space"))
                loc_item = it
            elif it.kind == "kw" and it.value != "BUILD":
                raise OrderSyntaxError(msg("parse.not_in_build", word=it.text))
        if loc_item is None:
            raise OrderSyntaxError(msg("parse.build_needs_place"))
        return _build(power, utype, loc_item, ruleset)
    if phase_type is _ADJUSTMENTS and ("REMOVE" in kws or "DISBAND" in kws):
        rest = [it for it in items if not (it.kind == "kw" and it.value in ("REMOVE", "DISBAND"))]
        r = _Reader(rest, text)
        ref = r.unit("the unit to remove")
        if not r.done():
            raise OrderSyntaxError(msg("parse.not_in_removal", word=r.peek().text))  # type: ignore[union-attr]
        return Remove(_find_unit(ref, power, position, ruleset, "remove"))
    if "REMOVE" in kws:
        raise OrderSyntaxError(msg("parse.remove_only_winter"))

    ref = r.unit("the unit being ordered")
    if phase_type is _RETREATS:
        unit = _find_unit(ref, power, position, ruleset, "retreat")
        if r.take("kw", "DISBAND"):
            _expect_end(r)
            return Disband(unit)
        if r.take("kw", "RETREAT") or r.take("kw", "MOVE"):
            dest = r.place("where the unit retreats to")
            _expect_end(r)
            coast = dest.coast if unit.type is _FLEET else None
            return Retreat(unit, Location(dest.value, coast))
        if r.peek("kw", "HOLD") or r.done():
            raise OrderSyntaxError(msg("parse.dislodged_cannot_hold"))
        raise OrderSyntaxError(msg("parse.retreat_shape"))
    if phase_type is _ADJUSTMENTS:
        raise OrderSyntaxError(msg("parse.adjustments_only"))

    unit = _find_unit(ref, power, position, ruleset, "order")
    if r.done() or r.take("kw", "HOLD"):
        _expect_end(r)
        return Hold(unit)
    if r.take("kw", "MOVE"):
        dest = r.place("where the unit moves to")
        via = False
        # a convoy path written out ("A Lon - Nth - Bel"): the path is ignored (DATC 4.A.6)
        while r.take("kw", "MOVE"):
            dest = r.place("where the unit moves to")
            via = True
        if r.take("kw", "VIA"):
            r.take("kw", "CONVOY")
            via = True
        elif r.peek("kw", "CONVOY"):
            r.take()
            via = True
        _expect_end(r)
        # an army ignores any coast written after its destination (DATC 4.B.6)
        coast = dest.coast if unit.type is _FLEET else None
        return Move(unit, Location(dest.value, coast), via)
    if r.take("kw", "SUPPORT"):
        sref = r.unit("the unit being supported")
        supported = _find_supported(sref, position, ruleset, "support")
        if r.take("kw", "MOVE"):
            dest = r.place("the space the supported unit moves to")
            r.take("kw", "VIA") and r.take("kw", "CONVOY")
            _expect_end(r)
            return Support(unit, supported, dest.value, dest.coast)
        r.take("kw", "HOLD")
        _expect_end(r)
        return Support(unit, supported)
    if r.take("kw", "CONVOY"):
        aref = r.unit("the army being convoyed")
        army = _find_supported(aref, position, ruleset, "convoy")
        if not r.take("kw", "MOVE"):
            raise OrderSyntaxError(msg("parse.convoy_needs_dest"))
        dest = r.place("where the army is convoyed to")
        _expect_end(r)
        return Convoy(unit, army, dest.value)
    if r.peek("kw", "DISBAND") or r.peek("kw", "RETREAT"):
        raise OrderSyntaxError(msg("parse.retreat_in_movement"))
    if r.peek("prov"):
        raise OrderSyntaxError(msg("parse.two_spaces", first=ref.text, second=r.peek().text))  # type: ignore[union-attr]
    got = r.peek()
    raise OrderSyntaxError(msg("parse.does_not_fit", word=got.text if got else ""))


# --- the common orders, read word by word from a table ----------------------------------------------
# Most orders are written in plain latin letters, each word a whole name or keyword ("PAR move BUR",
# "A Mar S A Par - Bur", "F Stp/sc - Bot"). Such a text is read here: each word looked up in a table
# built once per map (names.NameIndex.words: what the scanner would make of the word, where no longer
# phrase can start), the order's shape (the words' signatures: P a province, T a unit type, a keyword
# by itself) looked up in the table of shapes below, the units looked up in the position. Anything
# else (another alphabet, a word the table lacks, a phrase of several words, a coast written apart, a
# shape not below, a unit that is not there or not the power's) returns None and is read by the reader
# above, which says what is wrong. For the texts it reads this builds exactly what the reader builds.

# a word's entry: its signature, province code or keyword, coast, and the map's location for it (with
# the coast: what a fleet goes to; without: what an army goes to)
_Entry = tuple[str, str, "str | None", "Location | None", "Location | None"]


class WordTable:
    """The words of the quick reading (see above) and the pairs of words it leaves to the reader."""

    __slots__ = ("entries", "pairs", "second", "read")

    def __init__(self, entries: dict[str, _Entry], pairs: frozenset[tuple[str, str]]) -> None:
        self.entries = entries
        self.pairs = pairs  # (word, next word) where a longer phrase may start: the long way
        self.second = frozenset(w for _, w in pairs)  # the second words of those pairs
        # the words of the order texts read lately (``QuickReader._words``): they depend on the text and this
        # table alone; an adjudication reads the sheets' lines, a game's phases repeat many of them
        self.read: dict[str, tuple[tuple[str, ...], tuple[_Entry, ...]]] = {}


def word_table(names: NameIndex) -> WordTable:
    """Every word that is one whole name or keyword by itself: its entry. Built once per map."""
    table: WordTable | None = names.words
    if table is not None:
        return table
    gm = names.map
    entries: dict[str, _Entry] = {}
    firsts: dict[str, str] = {}  # word -> its first token
    follows: dict[str, frozenset[str]] = {}
    for tok, (item, follow, bare) in names.single.items():
        if bare is not None or not tok.isascii():
            continue  # a coast written apart means something only after a province: the long way
        loc = gm.location(item.value) if item.kind == "prov" else None
        entries[tok] = (item.sig, item.value, None, loc, loc)
        firsts[tok] = tok
        if follow:
            follows[tok] = follow
    # a province and its coast in one word: "stp/sc"
    for code, prov in gm.provinces.items():
        first = code.lower()
        hit = names.single.get(first)
        if hit is None or "/" in hit[1]:
            continue
        for coast in prov.coasts:
            word = f"{first}/{coast.lower()}"
            items = _scan_uncached(word, names)
            if len(items) != 1 or items[0].kind != "prov" or items[0].coast is None:
                continue
            if names.coasts.continuations(coast.lower()):
                continue  # a longer coast phrase could go on into the next word
            item = items[0]
            entries[word] = (item.sig, item.value, item.coast, gm.location(item.value, item.coast), gm.location(item.value))
            firsts[word] = first
    pairs = frozenset((w, nxt) for w, follow in follows.items() for nxt, first in firsts.items() if first in follow)
    table = WordTable(entries, pairs)
    names.words = table
    return table


_NO_WORDS: Final[tuple[tuple[str, ...], tuple[_Entry, ...]]] = ((), ())  # (no shape has an empty signature)
_WORDS_KEPT: Final = 4096  # the most texts whose words a map's table keeps (then it starts again)


class QuickReader:
    """The quick reading of one phase's orders: the tables looked up once, then ``read`` per order.

    ``read(text, power)`` gives the order or None ("ask read_order"); ``read(text, power, True)``
    gives it only when it is also legal for certain from the map's tables (what
    ``validate.quick_valid`` checks), None otherwise ("ask parse_order").
    """

    __slots__ = ("_entries", "_second", "_pairs", "_shapes", "_units", "_dislodged", "_gm", "_kind", "_split",
                 "_position", "_read")

    def __init__(self, position: Position, ruleset: Ruleset) -> None:
        table = ruleset.names.words
        if table is None:
            table = word_table(ruleset.names)
        self._entries: dict[str, _Entry] = table.entries
        self._second: frozenset[str] = table.second
        self._pairs: frozenset[tuple[str, str]] = table.pairs
        self._read = table.read
        ptype = position.phase.type
        self._shapes: dict[tuple[str, ...], _Shape] = (
            _MOVE_SHAPES if ptype is _MOVEMENT else _RETREAT_SHAPES if ptype is _RETREATS else _NO_SHAPES)
        units, dislodged = position.units, position.dislodged  # dicts, looked up as such (compiled: no method call)
        self._units: dict[str, Unit] = units if isinstance(units, dict) else dict(units)
        self._dislodged: dict[str, Dislodged] = dislodged if isinstance(dislodged, dict) else dict(dislodged)
        self._position = position
        gm = ruleset.map
        self._gm: GameMap = gm
        self._kind: dict[str, ProvinceKind] = gm.kind
        self._split: frozenset[str] = gm.split_coasts

    def read(self, text: str, power: str, valid: bool = False) -> Order | None:
        """The order ``text`` gives, read from the tables (and, with ``valid``, legal for certain);
        None: ask ``read_order`` (``parse_order``)."""
        memo = self._read
        words = memo.get(text)
        if words is None:
            words = self._words(text)
            if len(memo) >= _WORDS_KEPT:
                memo.clear()
            memo[text] = words
        sig, entries = words
        shape = self._shapes.get(sig)
        if shape is None:
            return None
        what = shape.what
        if what == "disband" or what == "retreat":
            d = self._dislodged.get(entries[shape.unit][1])
            if d is None or d.unit.power != power:
                return None
            unit = d.unit
            if what == "disband":
                return Disband(unit)
            if valid:
                return None  # a retreat's legality depends on the position: validate_order
            dest = entries[shape.other]
            to = dest[3] if unit.type is _FLEET else dest[4]
            return Retreat(unit, to) if to is not None else None
        units = self._units
        found = units.get(entries[shape.unit][1])
        if found is None or found.power != power:
            return None
        if what == "move":
            dest = entries[shape.other]
            if found.type is _FLEET:
                loc = dest[3]
                if loc is None:
                    return None
                move = Move(found, loc, shape.via)
                return move if not valid or (not shape.via and self._fleet_move_ok(found, loc)) else None
            if valid and (shape.via or dest[1] not in self._gm.army_entries(found.province)):
                return None  # by convoy, or not to a neighbour: validate_order
            loc = dest[4]
            return Move(found, loc, shape.via) if loc is not None else None
        if what == "hold":
            return Hold(found)
        other = units.get(entries[shape.other][1])
        if other is None:
            return None
        if what == "support":
            if shape.dest < 0:
                order: Order = Support(found, other)
            else:
                dest = entries[shape.dest]
                order = Support(found, other, dest[1], dest[2])
            return order if not valid or quick_valid(order, self._position, self._gm) else None
        return None if valid else Convoy(found, other, entries[shape.dest][1])

    def _words(self, text: str) -> tuple[tuple[str, ...], tuple[_Entry, ...]]:
        """The signature and entry of each word of ``text``; empty when it is not read from the tables (too long,
        not ASCII, no words, a word not in the table, a longer phrase that may start in a word)."""
        if len(text) > MAX_ORDER_LENGTH or not text.isascii():
            return _NO_WORDS
        ws = text.lower().split()
        if not ws:
            return _NO_WORDS
        table = self._entries
        entries: list[_Entry] = []
        sig: list[str] = []
        for w in ws:
            e = table.get(w)
            if e is None:
                return _NO_WORDS
            entries.append(e)
            sig.append(e[0])
        if len(ws) > 1 and not self._second.isdisjoint(ws) and not self._pairs.isdisjoint(zip(ws, ws[1:])):
            return _NO_WORDS  # a longer phrase may start in the word before: the long way
        return tuple(sig), tuple(entries)

    def _fleet_move_ok(self, unit: Unit, dest: Location) -> bool:
        """What ``quick_valid`` checks of a fleet's move."""
        code = dest.province
        reach = self._gm.fleet_into_by_text(unit.location.text).get(code)
        if not reach or code == unit.province or self._kind[code] is _IMPASSABLE:
            return False
        if code not in self._split:
            return True
        return dest in reach if dest.coast else len(reach) == 1


def quick_read(text: str, power: str, position: Position, ruleset: Ruleset) -> Order | None:
    """``read_order`` for the common orders, from the tables alone; None: ask ``read_order``."""
    return QuickReader(position, ruleset).read(text, power)


class _Shape:
    """What to build for one common shape of words, and where its provinces are among the words."""

    __slots__ = ("what", "unit", "other", "dest", "via")

    def __init__(self, what: str, unit: int, other: int = -1, dest: int = -1, via: bool = False) -> None:
        self.what = what  # hold, move, support, convoy, disband, retreat
        self.unit = unit  # the word of the ordered unit's province
        self.other = other  # move, retreat: the destination's word; support, convoy: the other unit's
        self.dest = dest  # support to move, convoy: the destination's word (-1: none)
        self.via = via  # move: by convoy


def _shape_table() -> dict[tuple[PhaseType, tuple[str, ...]], _Shape]:
    """Each common shape of order (the signatures of its words, by phase type)."""
    mv, rt = _MOVEMENT, _RETREATS
    units = (("P",), ("T", "P"))  # a unit: its province, perhaps after its type (not checked: DATC 4.C.*)
    table: dict[tuple[PhaseType, tuple[str, ...]], _Shape] = {}
    for u in units:
        a = len(u) - 1
        table[(mv, u)] = _Shape("hold", a)
        table[(mv, (*u, "HOLD"))] = _Shape("hold", a)
        for tail, via in (((), False), (("VIA",), True), (("VIA", "CONVOY"), True), (("CONVOY",), True)):
            table[(mv, (*u, "MOVE", "P", *tail))] = _Shape("move", a, len(u) + 1, via=via)
        for v in units:
            b = len(u) + len(v)
            base = (*u, "SUPPORT", *v)
            table[(mv, base)] = _Shape("support", a, b)
            table[(mv, (*base, "HOLD"))] = _Shape("support", a, b)
            for tail in ((), ("VIA",), ("VIA", "CONVOY")):
                table[(mv, (*base, "MOVE", "P", *tail))] = _Shape("support", a, b, len(base) + 1)
            table[(mv, (*u, "CONVOY", *v, "MOVE", "P"))] = _Shape("convoy", a, b, b + 2)
        table[(rt, (*u, "DISBAND"))] = _Shape("disband", a)
        table[(rt, (*u, "RETREAT", "P"))] = _Shape("retreat", a, len(u) + 1)
        table[(rt, (*u, "MOVE", "P"))] = _Shape("retreat", a, len(u) + 1)
    return table


_SHAPES: Final = _shape_table()
_MOVE_SHAPES: Final = {sig: what for (pt, sig), what in _SHAPES.items() if pt is _MOVEMENT}
_RETREAT_SHAPES: Final = {sig: what for (pt, sig), what in _SHAPES.items() if pt is _RETREATS}
_NO_SHAPES: dict[tuple[str, ...], _Shape] = {}


def _expect_end(r: _Reader) -> None:
    if not r.done():
        it = r.peek()
        assert it is not None
        raise OrderSyntaxError(msg("parse.unexpected_end", word=it.text))


def _power(code: str) -> W:
    return W(code, code.title())


# "there is no unit in Paris to <verb>"
_NO_UNIT: Final = {"order": "parse.no_unit.order", "retreat": "parse.no_unit.retreat", "remove": "parse.no_unit.remove",
            "support": "parse.no_unit.support", "convoy": "parse.no_unit.convoy"}


def _find_unit(ref: _UnitRef, power: str, position: Position, ruleset: Ruleset, verb: str) -> Unit:
    prov = ruleset.map.provinces[ref.province]
    pool = position.dislodged if position.phase.type is _RETREATS else None
    if pool is not None:
        d = pool.get(ref.province)
        unit = d.unit if d else None
        if unit is None:
            there = position.units.get(ref.province)
            if there is not None and there.power == power:
                raise NoSuchUnitError(msg("parse.not_dislodged", province=P(prov.code)), ruleset)
            raise NoSuchUnitError(msg("parse.no_dislodged_unit", province=P(prov.code)), ruleset)
    else:
        unit = position.units.get(ref.province)
        if unit is None:
            raise NoSuchUnitError(msg(_NO_UNIT[verb], province=P(prov.code)), ruleset)
    if unit.power != power:
        raise NoSuchUnitError(msg("parse.not_own_unit", type=T(unit.type), province=P(prov.code), owner=A(unit.power),
                                  power=_power(power)), ruleset)
    if ref.power is not None and ref.power != power:
        raise NoSuchUnitError(msg("parse.names_other_power", named=_power(ref.power), power=_power(power)), ruleset)
    return unit


def _find_supported(ref: _UnitRef, position: Position, ruleset: Ruleset, verb: str) -> Unit:
    unit = position.units.get(ref.province)
    if unit is None:
        raise NoSuchUnitError(msg(_NO_UNIT[verb], province=P(ref.province)), ruleset)
    # a wrong or missing nationality or unit type is ignored (DATC 4.C.2, 4.C.5, 4.C.6)
    return unit


def _build(power: str, utype: UnitType | None, item: _Item, ruleset: Ruleset) -> Build:
    from .errors import IllegalOrderError

    gm = ruleset.map
    prov = gm.provinces[item.value]
    if utype is None:
        # DATC 4.C.3: an army inland; a fleet where a coast is named; otherwise ask
        if prov.kind.value == "land":
            utype = _ARMY
        elif item.coast and prov.coasts:
            utype = _FLEET
        else:
            raise IllegalOrderError(msg("parse.build_which_type", province=P(prov.code), word=item.text), ruleset)
    coast = item.coast if utype is _FLEET and prov.coasts else None
    return Build(power, utype, Location(item.value, coast))

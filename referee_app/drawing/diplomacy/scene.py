"""What the board shows, as plain data (no Qt).

``build_scene(ruleset, position, adjudication, options)`` turns what the core returns
into drawing primitives: province fills, supply-centre markers, names, unit tokens, and
the orders and their results. It decides no rule: a move is drawn failed because the
core's ``OrderResult`` says it failed; a province is marked contested because the
position or adjudication lists it; a unit is shown dislodged because the position holds
it as dislodged.

Both renderers (the Qt board and ``svg_export``) paint the same primitives in the same
order: ``areas``, ``borders``, ``centres``, ``labels`` (the map), then ``highlights``,
``overlays`` (orders under the units), ``tokens`` and ``marks`` (failure crosses on top).
Coordinates are the map's (``MapGeometry.width`` x ``height``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, fields, replace

from ...games.diplomacy.rules.adjudication import Adjudication, OrderResult
from ...games.diplomacy.rules.orders import Build, Convoy, Disband, Hold, Move, Order, Remove, Retreat, Support, Waive
from ...games.diplomacy.rules.ruleset import Ruleset
from ...games.diplomacy.rules.state import Position, Unit
from .. import diskcache, mapsvg, primitives
from ..mapsvg import MapGeometry, Point, Space, load_geometry
from ..primitives import (
    BORDER_LAND,
    BORDER_SEA,
    CASING,
    CJK_LABEL_SIZE,
    COAST,
    CODE_LABEL_SIZE,
    CONTESTED_FILL,
    CONTESTED_STROKE,
    DARK_INK,
    DISLODGED,
    DISLODGED_CLEARANCE,
    HALO,
    HIGHLIGHT_CASING,
    HIGHLIGHT_STYLES,
    HIGHLIGHT_VEIL,
    IMPASSABLE,
    INERT_LAND,
    LABEL_SIZE,
    LAND,
    LAND_LABEL,
    LANGS,
    MOVE_WIDTH,
    SC_CLEARANCE,
    SEA,
    SEA_LABEL,
    SEA_LABEL_SIZE,
    SEA_LABEL_STRONG,
    SUPPORT_WIDTH,
    TOKEN,
    TOKEN_BOX,
    Area,
    Border,
    Circle,
    OrderMark,
    Poly,
    Primitive,
    Scene,
    SceneOptions,
    Text,
    Token,
    along,
    casing_for,
    cross,
    lead_labels,
    leader_parts,
    line_parts,
    offset_line,
    point_at,
    smooth,
    spread_labels,
    star,
    text_box,
    tint,
    token_parts,
    trim_line,
    unit_vector,
    vsub,
    wrap_cjk,
    wrap_words,
)
from .palette import RULEBOOK, palette_colour


def power_colour(ruleset: Ruleset, power: str, palette: str = RULEBOOK) -> str:
    """``power``'s colour on the boards: the ruleset's (the rulebook's), or ``palette``'s (View menu)."""
    p = ruleset.map.powers.get(power)
    return palette_colour(palette, power, p.colour if p is not None and p.colour else "#888888")


def power_initials(ruleset: Ruleset, lang: str = "en") -> dict[str, str]:
    """The mark of each power on its units when owners are shown by initial: the first character of its
    name in ``lang`` when these tell every power apart (英, 法, 德 ...), else the shortest start of the
    English names that does (E, F, G ... on the standard board)."""
    powers = ruleset.map.powers
    if lang in ("zh_Hant", "zh_Hans", "ja"):
        firsts = {code: (p.names.get(lang) or "")[:1] for code, p in powers.items()}
        if all(firsts.values()) and len(set(firsts.values())) == len(firsts):
            return firsts
    names = {code: (p.name or code).upper() for code, p in powers.items()}
    for n in range(1, 1 + max((len(v) for v in names.values()), default=1)):
        firsts = {code: name[:n] for code, name in names.items()}
        if len(set(firsts.values())) == len(firsts):
            return firsts
    return {code: code for code in names}


def label_text(ruleset: Ruleset, code: str, lang: str) -> tuple[str, ...]:
    prov = ruleset.map.provinces.get(code)
    if lang == "codes" or prov is None:
        return (code,)
    name = prov.display_name(lang)
    if lang == "en":
        return wrap_words(name.replace("Saint ", "St "), 12 if prov.kind.value != "sea" else 13)
    return wrap_cjk(name, 7)


# a katakana line never starts with these (small kana, the long-vowel mark, the moraic n)
_MapLayers = tuple[tuple[Area, ...], tuple[Border, ...], tuple[Primitive, ...], tuple[Text, ...]]
# the map's layers of a (ruleset, map, centres, language, size, palette): the same for every position with those
# centres (a key typed, a spring adjudicated, the referee's board and the projector's), so kept (plain frozen data)
_LAYERS: dict[tuple[int, int, tuple[tuple[str, str], ...], str, float, str], tuple[Ruleset, MapGeometry, _MapLayers]] = {}


def map_layers(ruleset: Ruleset, geometry: MapGeometry, centers: Mapping[str, str],
               lang: str, label_scale: float = 1.0, palette: str = RULEBOOK) -> _MapLayers:
    """The map itself: fills tinted by supply-centre owner, borders, centre markers, names."""
    key = (id(ruleset), id(geometry), tuple(sorted(centers.items())), lang, label_scale, palette)
    hit = _LAYERS.get(key)
    if hit is not None and hit[0] is ruleset and hit[1] is geometry:
        return hit[2]
    layers = _map_layers(ruleset, geometry, centers, lang, label_scale, palette)
    if len(_LAYERS) >= 64:
        _LAYERS.clear()
    _LAYERS[key] = (ruleset, geometry, layers)
    return layers


def _map_layers(ruleset: Ruleset, geometry: MapGeometry, centers: Mapping[str, str],
                lang: str, label_scale: float, palette: str) -> _MapLayers:
    gm = ruleset.map
    areas: list[Area] = []
    for code, sp in geometry.spaces.items():
        if not sp.is_space:
            areas.append(Area(code, SEA if sp.layer == "sea" else INERT_LAND))
            continue
        prov = gm.provinces.get(code)
        if sp.layer == "sea" or (prov is not None and prov.kind.value == "sea"):
            areas.append(Area(code, SEA))
        elif prov is None or prov.kind.value == "impassable" or sp.cls == "impassable":
            areas.append(Area(code, IMPASSABLE))
        else:
            owner = centers.get(code)
            areas.append(Area(code, tint(power_colour(ruleset, owner, palette)) if owner else LAND, owner=owner))
    borders: list[Border] = []
    for i, b in enumerate(geometry.borders):
        if b.cls == "land-border":
            borders.append(Border(i, b.cls, BORDER_LAND, 1.3))
        elif b.cls == "sea-border":
            borders.append(Border(i, b.cls, BORDER_SEA, 1.2))
        elif b.cls == "coast":
            borders.append(Border(i, b.cls, COAST, 1.8))
        else:
            borders.append(Border(i, b.cls, b.stroke, b.width))
    centres: list[Primitive] = []
    for code in sorted(gm.supply_centers):
        csp = geometry.spaces.get(code)
        if csp is None or csp.sc is None:
            continue
        owner = centers.get(code)
        x, y = csp.sc
        if csp.unit is not None:  # keep the marker clear of the unit token
            dx, dy = x - csp.unit[0], y - csp.unit[1]
            dist = math.hypot(dx, dy)
            if 0 < dist < SC_CLEARANCE:
                x, y = csp.unit[0] + dx * SC_CLEARANCE / dist, csp.unit[1] + dy * SC_CLEARANCE / dist
        if owner:
            col = power_colour(ruleset, owner, palette)
            # an owned centre: a star in the owner's colour
            centres.append(Poly(star(x, y, 11.0, 5.0, 5), True, fill=col, stroke=casing_for(col), width=2.2, role="centre"))
        else:  # a neutral centre: a ring with a dot
            centres.append(Circle(x, y, 8.0, fill="#ffffff", stroke=DARK_INK, width=2.0, role="centre-neutral"))
            centres.append(Circle(x, y, 3.0, fill=DARK_INK, role="centre-neutral-dot"))
    return tuple(areas), tuple(borders), tuple(centres), map_labels(ruleset, geometry, lang, label_scale)


# a name with no room among the units may be made this much smaller (of its kind's size), never more: on the
# projector the names are as large as the room's reading rule asks, and a smaller one is still read, a hidden one not
LEAST = 0.8

Leads = tuple[tuple[Point, Point] | None, ...]  # each name's leader line (from inside its space to it), or None

# the names of a (ruleset, map, language, size): placed once, they never change (spread_labels takes a while)
_LABELS: dict[tuple[int, int, str, float], tuple[Ruleset, MapGeometry, tuple[Text, ...], Leads]] = {}


def map_labels(ruleset: Ruleset, geometry: MapGeometry, lang: str, label_scale: float = 1.0) -> tuple[Text, ...]:
    """The spaces' names, placed so that no two overlap and none stands on a unit (``spread_labels``,
    ``lead_labels``), in the order of the map's spaces."""
    return _placed(ruleset, geometry, lang, label_scale)[0]


def map_leaders(ruleset: Ruleset, geometry: MapGeometry, lang: str, label_scale: float = 1.0) -> Leads:
    """For each name of ``map_labels``, the leader line that joins it to its space when it stands beside it
    (from a point inside the space to the name's edge), or None."""
    return _placed(ruleset, geometry, lang, label_scale)[1]


def leader_primitives(ruleset: Ruleset, geometry: MapGeometry, lang: str, label_scale: float = 1.0) -> tuple[Primitive, ...]:
    """The leader lines of ``map_leaders`` as drawing primitives (in each name's own ink)."""
    labels, leads = _placed(ruleset, geometry, lang, label_scale)
    return tuple(p for t, lead in zip(labels, leads) if lead is not None
                 for p in leader_parts(lead, t.size, ink=t.fill if t.fill != SEA_LABEL else SEA_LABEL_STRONG))


def _placed(ruleset: Ruleset, geometry: MapGeometry, lang: str, label_scale: float) -> tuple[tuple[Text, ...], Leads]:
    key = (id(ruleset), id(geometry), lang, label_scale)
    hit = _LABELS.get(key)
    if hit is not None and hit[0] is ruleset and hit[1] is geometry:
        return hit[2], hit[3]
    labels, leads = _place_labels(ruleset, geometry, lang, label_scale)
    if len(_LABELS) >= 64:
        _LABELS.clear()
    _LABELS[key] = (ruleset, geometry, labels, leads)
    return labels, leads


def _place_labels(ruleset: Ruleset, geometry: MapGeometry, lang: str, label_scale: float) -> tuple[tuple[Text, ...], Leads]:
    gm = ruleset.map
    # the placing takes a while (the spread below: 0.1 s at the window's size, seconds at the projector's): its
    # result is kept on disk (core.diskcache), named by all it depends on: the map file's bytes, each space's
    # name as shown in this language and its kind, the language, the size and this code (read back, the map's
    # outlines need not even be decoded: mapsvg keeps them packed until asked)
    named = [(code, gm.provinces[code].kind.value, label_text(ruleset, code, lang))
             for code, sp in geometry.spaces.items() if sp.is_space and code in gm.provinces]
    code_now = diskcache.code_digest(__file__, primitives.__file__, mapsvg.__file__)
    name = (diskcache.key("labels-placed", geometry.digest, lang, repr(label_scale), repr(named), code_now)
            if geometry.digest and code_now is not None else None)
    if name is not None:
        kept = _labels_from_plain(diskcache.load(name), len(named))
        if kept is not None:
            return kept
    lines_of = {code: lines for code, _, lines in named}
    labels: list[Text] = []
    label_codes: list[str] = []
    least: list[float] = []  # the smallest each name may be made to find room (LEAST of its kind's size)
    cjk = lang in ("zh_Hant", "zh_Hans", "ja")
    for code, sp in geometry.spaces.items():
        if not sp.is_space or code not in gm.provinces:
            continue
        prov = gm.provinces[code]
        sea = prov.kind.value == "sea"
        x, y = sp.label_anchor()
        size = CODE_LABEL_SIZE if lang == "codes" else CJK_LABEL_SIZE if cjk else SEA_LABEL_SIZE if sea else LABEL_SIZE
        if lang == "ja":  # katakana names are long: a little smaller, like the English ones
            size = SEA_LABEL_SIZE if sea else LABEL_SIZE
        size *= label_scale
        big = label_scale > 1.0
        lines = lines_of[code]
        if sp.unit is not None:  # keep the name clear of the space's unit token (above or below it)
            ux, uy = sp.unit
            need = TOKEN * 0.55 + len(lines) * size * 0.56 + 5.0
            if abs(x - ux) < TOKEN and abs(y - uy) < need:
                # below it or above it, whichever side stays in the space (the name's side first)
                sides = (uy + need, uy - need) if y >= uy else (uy - need, uy + need)
                y = next((cand for cand in sides if sp.contains(x, cand)), y)
        label_codes.append(code)
        least.append(LEAST * min(size, (SEA_LABEL_SIZE if sea else LABEL_SIZE) * label_scale))
        shown = _on_map(Text(x, y, lines, size, (SEA_LABEL_STRONG if big else SEA_LABEL) if sea else LAND_LABEL,
                             bold=not sea or big, italic=sea and not cjk and not big, halo=HALO,
                             halo_width=(3.6 if not sea else 3.0) * (1.25 if big else 1.0),
                             lang=lang, opacity=0.92 if sea and not big else 1.0, role="name"), geometry)
        if big and not sp.contains(shown.x, shown.y):
            shown = _own_space(shown, x, y, sp, geometry)
        labels.append(shown)
    # every spot a unit can stand on (a space's, each coast's): the names are placed once for every position
    units = [pt for sp in geometry.spaces.values() if sp.is_space and sp.code in gm.provinces
             and gm.provinces[sp.code].kind.value != "impassable"
             for pt in ([sp.unit] if sp.unit is not None else []) + list(sp.coast_units.values())]
    spread, leads = _spread(geometry, labels, label_codes, units, least)
    if name is not None:
        diskcache.store(name, (tuple(tuple(getattr(t, f.name) for f in fields(Text)) for t in spread), leads))
    return spread, leads


def _labels_from_plain(data: object, count: int) -> tuple[tuple[Text, ...], Leads] | None:
    """Names and their leader lines kept on disk, or None if the entry is not theirs."""
    if not isinstance(data, tuple) or len(data) != 2:
        return None
    texts, leads = data
    if not isinstance(texts, tuple) or not isinstance(leads, tuple) or len(texts) != count or len(leads) != count:
        return None
    try:
        return tuple(Text(*t) for t in texts), tuple(None if lead is None else (tuple(lead[0]), tuple(lead[1]))
                                                     for lead in leads)
    except (TypeError, IndexError, ValueError):
        return None


def _spread(geometry: MapGeometry, labels: list[Text], label_codes: list[str], units: list[Point],
            least: Sequence[float]) -> tuple[tuple[Text, ...], Leads]:
    # no two names overlap: a name that would is moved to the nearest free spot of its space (the smallest
    # spaces first: they have the least room); large names may stand just off a small land space's coast,
    # never in another land space nor nearer another land than their own
    lands = [sp for sp in geometry.spaces.values() if sp.layer == "land" and sp.is_space]
    boxes = {sp.code: sp.bbox for sp in lands}

    def in_other_land(code: str, x: float, y: float) -> bool:
        return any(sp.code != code and boxes[sp.code][0] <= x <= boxes[sp.code][2] and boxes[sp.code][1] <= y <= boxes[sp.code][3]
                   and sp.contains(x, y) for sp in lands)

    def nearer_other_land(code: str, x: float, y: float, own: float) -> bool:
        """Whether a land space other than ``code`` is nearer (x, y) than ``own``: a name off its coast is read as
        the nearest land's, so it never stands nearer another's."""
        if own <= 0.0:
            return False
        return any(sp.code != code and boxes[sp.code][0] - own <= x <= boxes[sp.code][2] + own
                   and boxes[sp.code][1] - own <= y <= boxes[sp.code][3] + own and ring_distance(sp, x, y) < own
                   for sp in lands)

    def near(sp: Space, size: float, share: float = 0.9) -> Callable[[float, float], bool]:
        if sp.layer == "sea":
            return _inside(sp)
        x0, y0, x1, y1 = sp.bbox
        reach = share * size

        def test(x: float, y: float) -> bool:
            if not (x0 - reach <= x <= x1 + reach and y0 - reach <= y <= y1 + reach):
                return False
            own = ring_distance(sp, x, y)
            return own <= reach and not in_other_land(sp.code, x, y) and not nearer_other_land(sp.code, x, y, own)
        return test

    order = sorted(range(len(labels)), key=lambda i: _area(geometry.spaces[label_codes[i]]))
    spaces = [geometry.spaces[label_codes[i]] for i in order]
    moved = spread_labels([labels[i] for i in order],
                          [_whole(_inside(sp), labels[i], geometry) for i, sp in zip(order, spaces)], units, 0.0,
                          near=[_whole(near(sp, labels[i].size), labels[i], geometry) for i, sp in zip(order, spaces)],
                          narrower=[_narrower(labels[i].lines) for i in order], obstacle_box=TOKEN_BOX,
                          beside=[_whole(near(sp, labels[i].size, 2.4), labels[i], geometry) for i, sp in zip(order, spaces)])
    # a name still on a unit: two lines or a little smaller in its space, else beside it (on the water first) with a
    # leader line to a point of its space clear of the units
    frames = {sp.code: sp.bbox for sp in spaces}
    spots = {code: [pt for pt in units if x0 - TOKEN <= pt[0] <= x1 + TOKEN and y0 - TOKEN <= pt[1] <= y1 + TOKEN]
             for code, (x0, y0, x1, y1) in frames.items()}
    kept_ends: dict[int, list[Point]] = {}

    def away(k: int, box: tuple[float, float, float, float], last: bool) -> float | None:
        """Where a name may stand beside its space, and at what cost: a sea's on the water; a land's on the
        water, or just over its border in another land (in the last pass too: farther, across another land, it
        read as that land's); the more of it over another land, the costlier (it reads less clearly as its own)."""
        sp, size = spaces[k], moved[k].size
        x0, y0, x1, y1 = box
        x, y = (x0 + x1) / 2, (y0 + y1) / 2
        if in_other_land(sp.code, x, y):
            if sp.layer == "sea" or ring_distance(sp, x, y) > 1.2 * size:
                return None
            over = 1
        else:
            over = 0
        over += sum(in_other_land(sp.code, px, py) for px, py in ((x0, y0), (x1, y0), (x0, y1), (x1, y1), (x0, y), (x1, y)))
        return over / 7 * 2.5 * size

    def ends(k: int) -> list[Point]:
        if k not in kept_ends:
            kept_ends[k] = _leader_ends(spaces[k], spots[spaces[k].code], moved[k].size)
        return kept_ends[k]

    led, leads = lead_labels(moved, [_inside(sp) for sp in spaces], units, TOKEN_BOX, ends, geometry.width,
                             geometry.height, narrower=[_narrower(labels[i].lines) for i in order], away=away,
                             least=[least[i] for i in order])
    out_leads: list[tuple[Point, Point] | None] = [None] * len(labels)
    for i, t, lead in zip(order, led, leads):
        labels[i] = t
        out_leads[i] = lead
    return tuple(labels), tuple(out_leads)


def _leader_ends(sp: Space, units: Sequence[Point], size: float) -> list[Point]:
    """Where a leader line from a name beside ``sp`` may end: points well inside it, clear of every unit's token."""
    x0, y0, x1, y1 = sp.bbox
    step = max(5.0, min(x1 - x0, y1 - y0) / 9)
    inset = max(4.0, 0.25 * size)
    lt, tp, rt, bt = TOKEN_BOX
    pad = 0.12 * size
    out: list[Point] = []
    y = y0 + step / 2
    while y < y1:
        x = x0 + step / 2
        while x < x1:
            if (not any(ux + lt - pad < x < ux + rt + pad and uy + tp - pad < y < uy + bt + pad for ux, uy in units)
                    and all(sp.contains(x + dx, y + dy) for dx, dy in ((0, 0), (inset, 0), (-inset, 0), (0, inset), (0, -inset)))):
                out.append((x, y))
            x += step
        y += step
    return out


def _own_space(t: Text, x: float, y: float, sp: Space, geometry: MapGeometry) -> Text:
    """A large name of a narrow space at the map's edge, which keeping it whole on the map pushed into its
    neighbour: on two lines, else a little smaller (never below 70% of its size, still larger than the window's
    names), so that it stands on its own space; as it was if neither does."""
    two = _narrower(t.lines)
    tries = ([replace(t, lines=two)] if two else []) + [replace(t, size=t.size * k) for k in (0.9, 0.8, 0.7)]
    for cand in tries:
        placed = _on_map(replace(cand, x=x, y=y), geometry)
        if sp.contains(placed.x, placed.y):
            return placed
    return t


def _whole(where: Callable[[float, float], bool], t: Text, geometry: MapGeometry) -> Callable[[float, float], bool]:
    """``where``, and the name ``t`` whole on the map when its centre is there."""
    x0, y0, x1, y1 = text_box(t)
    left, top, right, bottom = t.x - x0, t.y - y0, x1 - t.x, y1 - t.y
    w, h = geometry.width, geometry.height
    return lambda x, y: left <= x <= w - right and top <= y <= h - bottom and where(x, y)


def _on_map(t: Text, geometry: MapGeometry) -> Text:
    """A name moved in to be whole on the map (a large one near its edge: Tunis, the Eastern Mediterranean)."""
    x0, y0, x1, y1 = text_box(t)
    dx = -x0 + 2.0 if x0 < 2.0 else (geometry.width - 2.0 - x1 if x1 > geometry.width - 2.0 else 0.0)
    dy = -y0 + 2.0 if y0 < 2.0 else (geometry.height - 2.0 - y1 if y1 > geometry.height - 2.0 else 0.0)
    return replace(t, x=t.x + dx, y=t.y + dy) if dx or dy else t


def _inside(sp: Space) -> Callable[[float, float], bool]:
    """``sp.contains``, its bounding box asked first."""
    x0, y0, x1, y1 = sp.bbox
    return lambda x, y: x0 <= x <= x1 and y0 <= y <= y1 and sp.contains(x, y)


def _narrower(lines: tuple[str, ...]) -> tuple[str, ...] | None:
    """A one-line name on two lines (words, or a long Chinese or Japanese name halved), for a crowded corner."""
    if len(lines) != 1 or (" " not in lines[0] and lines[0].isascii()):
        return None  # a word is never broken (Constan/tinople)
    two = wrap_words(lines[0], max(1, len(lines[0]) // 2)) if " " in lines[0] else wrap_cjk(lines[0], 4)
    return two if len(two) > 1 else None


def _area(sp: Space) -> float:
    """A space's area (its rings, even-odd)."""
    total = 0.0
    for ring in sp.rings:
        total += abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1]))) / 2
    return total


def ring_distance(sp: Space, x: float, y: float) -> float:
    """How far (x, y) is from a space (0 inside it)."""
    if sp.contains(x, y):
        return 0.0
    best = math.inf
    for ring in sp.rings:
        for (ax, ay), (bx, by) in zip(ring, ring[1:] + ring[:1]):
            dx, dy = bx - ax, by - ay
            t = 0.0 if dx == dy == 0 else max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
            best = min(best, math.hypot(ax + t * dx - x, ay + t * dy - y))
    return best


PENDING = "pending"  # the status of an order typed but not yet adjudicated


@dataclass(frozen=True)
class PendingOrder:
    """An order accepted on a power's sheet, not yet adjudicated: ``line`` is its line of the sheet."""

    power: str
    line: int
    order: Order
    text: str


class _Builder:
    def __init__(self, ruleset: Ruleset, geometry: MapGeometry, position: Position,
                 adjudication: Adjudication | None, options: SceneOptions) -> None:
        self.rs = ruleset
        self.geo = geometry
        self.pos = position
        self.adj = adjudication
        self.opt = options
        self.overlays: list[Primitive] = []
        self.marks: list[Primitive] = []
        self.orders: list[OrderMark] = []
        self.tokens: list[Token] = []
        self._initials: dict[str, str] | None = None

    def colour(self, power: str) -> str:
        return power_colour(self.rs, power, self.opt.palette)

    def initial(self, power: str) -> str:
        """The power's initial on its units ("" unless SceneOptions.initials)."""
        if not self.opt.initials:
            return ""
        if self._initials is None:
            self._initials = power_initials(self.rs, self.opt.lang)
        return self._initials.get(power, "")

    # anchors
    def anchor(self, unit: Unit) -> Point:
        return self.geo.anchor(unit.province, unit.location.coast)

    def shown_dislodged(self, unit: Unit) -> bool:
        d = self.pos.dislodged.get(unit.province)
        return d is not None and d.unit == unit

    def unit_point(self, unit: Unit) -> Point:
        """Where a unit named in an order is drawn now: pushed aside if the position shows it dislodged."""
        return self.dislodged_at(unit.province) if self.shown_dislodged(unit) else self.anchor(unit)

    def dest_anchor(self, province: str, coast: str | None = None) -> Point:
        return self.geo.anchor(province, coast)

    def status(self, r: OrderResult) -> str:
        return r.status if self.opt.show_results or r.status == PENDING else "ordered"

    # units
    def add_tokens(self) -> None:
        for prov, u in sorted(self.pos.units.items()):
            x, y = self.anchor(u)
            self.tokens.append(Token(prov, u.power, u.type.value, x, y, str(u.location),
                                     parts=token_parts(u.type.value, x, y, self.colour(u.power),
                                                       marks_lang=self.opt.unit_marks, initial=self.initial(u.power))))
        for _prov, d in sorted(self.pos.dislodged.items()):
            self.add_dislodged(d.unit, "")
        adj = self.adj
        if adj is not None and self.opt.show_results and self.pos.phase == adj.next_phase:
            # units dislodged with nowhere to go, or disbanded in a retreat phase: shown crossed out
            if adj.phase.type.value in ("M", "R"):
                for u in adj.disbanded:
                    if u.province not in self.pos.dislodged:
                        self.add_dislodged(u, "disbanded")
            for u in adj.built:
                x, y = self.anchor(u)
                self.overlays.append(Circle(x, y, TOKEN * 0.72, stroke=DARK_INK, width=6.5, role="built-casing"))
                self.overlays.append(Circle(x, y, TOKEN * 0.72, stroke="#ffd21a", width=4.0, role="built"))

    def dislodged_at(self, province: str) -> Point:
        sp = self.geo.space(province)
        x, y = sp.dislodged_anchor()
        ux, uy = sp.unit_anchor()
        dist = math.hypot(x - ux, y - uy)
        if 0 < dist < DISLODGED_CLEARANCE:
            x, y = ux + (x - ux) * DISLODGED_CLEARANCE / dist, uy + (y - uy) * DISLODGED_CLEARANCE / dist
        return (x, y)

    def add_dislodged(self, u: Unit, state: str) -> None:
        x, y = self.dislodged_at(u.province)
        colour = self.colour(u.power)
        opacity = 0.55 if state else 1.0
        # the token pushed aside, with a dashed red ring
        self.overlays.append(Circle(x, y, TOKEN * 0.62, fill="#ffffff", stroke=DISLODGED, width=3.4, dash=(6.0, 8.0),
                                    opacity=0.9 * opacity, role="dislodged-ring"))
        parts = token_parts(u.type.value, x, y, colour, scale=0.82, opacity=opacity, outline=DISLODGED,
                            marks_lang=self.opt.unit_marks, initial=self.initial(u.power))
        self.tokens.append(Token(u.province, u.power, u.type.value, x, y, str(u.location), True, state, parts))
        if state:
            self.marks.extend(cross(x, y, TOKEN * 0.34))

    # orders
    def add_orders(self) -> None:
        adj = self.adj
        if adj is None or not self.opt.show_orders:
            return
        self._draw_orders([r for r in adj.results if r.order is not None and r.status != "invalid"])

    def add_pending(self, pending: Sequence[PendingOrder]) -> None:
        """Orders typed and accepted but not yet adjudicated (the referee's board only): drawn as they
        will be given, each mark knowing its line of the sheet."""
        pending = [p for p in pending if not isinstance(p.order, Waive)]  # a waived build has nothing to draw
        items = [OrderResult(p.power, p.text, p.order, PENDING) for p in pending]
        lines = {(p.power, p.order.location.province if isinstance(p.order, Build) else p.order.unit.province): p.line
                 for p in pending if not isinstance(p.order, Waive)}
        first = len(self.orders)
        self._draw_orders(items)
        self.orders[first:] = [replace(m, line=lines.get((m.power, m.province), -1)) for m in self.orders[first:]]

    def _draw_orders(self, results: Sequence[OrderResult]) -> None:
        moves: dict[str, tuple[OrderResult, Move, list[Point]]] = {}
        convoys: dict[tuple[str, str], list[tuple[OrderResult, Convoy]]] = {}
        for r in results:
            if isinstance(r.order, Convoy):
                convoys.setdefault((r.order.army.province, r.order.dest), []).append((r, r.order))
        pairs = {(r.order.unit.province, r.order.dest.province) for r in results if isinstance(r.order, Move)}
        # moves first: supports aim at their lines
        for r in results:
            o = r.order
            if not isinstance(o, Move):
                continue
            a = self.unit_point(o.unit)
            b = self.dest_anchor(o.dest.province, o.dest.coast)
            route = [a, b]
            fleets = [c for c in convoys.get((o.unit.province, o.dest.province), []) if c[0].tag != "not-used"]
            if fleets:
                route = [a, *self._chain(a, [self.anchor(c.unit) for _, c in fleets]), b]
                route = smooth(route)
            elif (o.dest.province, o.unit.province) in pairs:
                route = offset_line(route, 7.0)
            moves[o.unit.province] = (r, o, route)
        for r in results:
            o = r.order
            st = self.status(r)
            faint = 0.4 if st == "void" else 1.0
            if isinstance(o, Move):
                _, _, route = moves[o.unit.province]
                self._arrow(r, o.unit.province, "move", route, st, MOVE_WIDTH, faint)
            elif isinstance(o, Retreat):
                route = [self.anchor(o.unit) if o.unit.province not in self.pos.dislodged
                         else self.dislodged_at(o.unit.province),
                         self.dest_anchor(o.dest.province, o.dest.coast)]
                self._arrow(r, o.unit.province, "retreat", route, st, MOVE_WIDTH - 1.0, faint)
            elif isinstance(o, Hold):
                x, y = self.unit_point(o.unit)
                colour = self.colour(r.power)
                dash = (8.0, 10.0) if st == "fails" else ()
                ring = TOKEN * 0.72
                parts: tuple[Primitive, ...] = (
                    Circle(x, y, ring, stroke=casing_for(colour), width=4.0 + 2 * CASING, dash=dash, opacity=faint,
                           role="hold-casing"),
                    Circle(x, y, ring, stroke=colour, width=4.0, dash=dash, opacity=faint, role="hold"))
                if self.shown_dislodged(o.unit):
                    parts = ()  # its red dislodged ring says what happened to the hold
                self.overlays.extend(parts)
                self.orders.append(OrderMark(r.power, o.unit.province, r.text, "hold", st, r.tag, (x, y), (x, y), parts))
            elif isinstance(o, Support):
                self._support(r, o, st, faint, moves)
            elif isinstance(o, Convoy):
                self._convoy(r, o, st, faint)
            elif isinstance(o, (Disband, Remove)):
                u = o.unit
                if u.province in self.pos.dislodged or any(t.province == u.province and t.dislodged for t in self.tokens):
                    x, y = self.dislodged_at(u.province)
                else:
                    x, y = self.anchor(u)
                    if u.province not in self.pos.units and self.opt.show_results and st == "succeeds":
                        self.tokens.append(Token(u.province, u.power, u.type.value, x, y, str(u.location), False, "removed",
                                                 token_parts(u.type.value, x, y, self.colour(u.power), opacity=0.5,
                                                             marks_lang=self.opt.unit_marks, initial=self.initial(u.power))))
                parts = cross(x, y, TOKEN * 0.34) if st in ("succeeds", "ordered", PENDING) else ()
                self.marks.extend(parts)
                self.orders.append(OrderMark(r.power, u.province, r.text, "disband" if isinstance(o, Disband) else "remove", st, r.tag,
                                             (x, y), (x, y), tuple(parts)))
            elif isinstance(o, Build):
                x, y = self.dest_anchor(o.location.province, o.location.coast)
                ghost: tuple[Primitive, ...] = ()
                if st == PENDING:  # the unit to be built, pale, in a dashed ring
                    colour = self.colour(r.power)
                    ghost = (*token_parts(o.type.value, x, y, colour, opacity=0.55, marks_lang=self.opt.unit_marks,
                                          initial=self.initial(r.power)),
                             Circle(x, y, TOKEN * 0.78, stroke=casing_for(colour), width=5.0, dash=(5.0, 5.0), role="build-casing"),
                             Circle(x, y, TOKEN * 0.78, stroke=colour, width=3.0, dash=(5.0, 5.0), role="build"))
                    self.overlays.extend(ghost)
                self.orders.append(OrderMark(r.power, o.location.province, r.text, "build", st, r.tag, (x, y), (x, y), ghost))

    def _chain(self, start: Point, points: list[Point]) -> list[Point]:
        """Convoying fleets in route order: nearest first (a drawing choice, not a rule)."""
        left = list(points)
        out: list[Point] = []
        cur = start
        while left:
            nxt = min(left, key=lambda p: math.hypot(p[0] - cur[0], p[1] - cur[1]))
            left.remove(nxt)
            out.append(nxt)
            cur = nxt
        return out

    def _arrow(self, r: OrderResult, province: str, kind: str, route: list[Point], st: str, width: float,
               faint: float) -> None:
        colour = self.colour(r.power)
        pts = trim_line(route, TOKEN * 0.55, TOKEN * 0.5)
        failed = st == "fails"
        dash = (12.0, 16.0) if failed else ()
        parts = line_parts(pts, colour, width, dash=dash, head=width * 3.4, opacity=faint, role=kind)
        self.overlays.extend(parts)
        mark: list[Primitive] = []
        if failed:
            tip, before = pts[-1], pts[-2]
            (_, seg) = unit_vector(vsub(tip, before))
            cx, cy = along(tip, before, min(width * 3.4 + 7.0, seg * 0.5))
            mark.extend(cross(cx, cy, TOKEN * 0.25))
        self.marks.extend(mark)
        self.orders.append(OrderMark(r.power, province, r.text, kind, st, r.tag, route[0], route[-1], tuple(parts) + tuple(mark)))

    def _support(self, r: OrderResult, o: Support, st: str, faint: float,
                 moves: Mapping[str, tuple[OrderResult, Move, list[Point]]]) -> None:
        colour = self.colour(r.power)
        a = self.unit_point(o.unit)
        target_unit = self.pos.units.get(o.supported.province)
        if self.adj is not None and o.supported.province in self.adj.before.units:
            target_unit = self.adj.before.units[o.supported.province]
        tu = self.unit_point(target_unit) if target_unit is not None else self.dest_anchor(o.supported.province)
        opacity = faint * (0.5 if st == "fails" else 1.0)
        parts: list[Primitive] = []
        if o.dest is None:
            pts = trim_line([a, tu], TOKEN * 0.55, TOKEN * 0.86)
            parts += line_parts(pts, colour, SUPPORT_WIDTH, opacity=opacity, role="support-hold")
            ring = TOKEN * (0.72 if target_unit is not None and self.shown_dislodged(target_unit) else 0.86)
            parts.append(Circle(tu[0], tu[1], ring, stroke=casing_for(colour), width=SUPPORT_WIDTH + 2 * CASING,
                                opacity=opacity, role="support-ring-casing"))
            parts.append(Circle(tu[0], tu[1], ring, stroke=colour, width=SUPPORT_WIDTH, opacity=opacity, role="support-ring"))
            end = tu
        else:
            mv = moves.get(o.supported.province)
            if mv is not None and mv[1].dest.province == o.dest:
                end = point_at(mv[2], 0.62)
                pts = trim_line([a, end], TOKEN * 0.55, 4.0)
            else:
                end = self.dest_anchor(o.dest)
                pts = trim_line([a, end], TOKEN * 0.55, TOKEN * 0.5)
            parts += line_parts(pts, colour, SUPPORT_WIDTH, dash=(8.0, 11.0), opacity=opacity, role="support-move")
            parts.append(Circle(pts[-1][0], pts[-1][1], 5.0, fill=colour, stroke=casing_for(colour), width=1.5,
                                opacity=opacity, role="support-end"))
        self.overlays.extend(parts)
        mark: list[Primitive] = []
        if st == "fails":
            mx, my = point_at([a, end], 0.5)
            mark.extend(cross(mx, my, TOKEN * 0.2, width=3.0))
        self.marks.extend(mark)
        self.orders.append(OrderMark(r.power, o.unit.province, r.text, "support", st, r.tag, a, end, tuple(parts) + tuple(mark)))

    def _convoy(self, r: OrderResult, o: Convoy, st: str, faint: float) -> None:
        colour = self.colour(r.power)
        army_unit = (self.adj.before.units.get(o.army.province) if self.adj is not None else None) or o.army
        a = self.anchor(army_unit)
        f = self.unit_point(o.unit)
        b = self.dest_anchor(o.dest)
        opacity = faint * (0.5 if st == "fails" else 1.0)
        route = trim_line(smooth([a, f, b]), TOKEN * 0.55, TOKEN * 0.5)
        parts: list[Primitive] = list(line_parts(route, colour, SUPPORT_WIDTH, dash=(1.0, 9.0), head=12.0,
                                                  opacity=opacity, role="convoy"))
        parts.append(Circle(f[0], f[1], TOKEN * 0.85, stroke=colour, width=2.2, dash=(2.0, 5.0), opacity=opacity, role="convoy-ring"))
        self.overlays.extend(parts)
        mark: list[Primitive] = []
        if st == "fails":
            mark.extend(cross(f[0] + TOKEN * 0.55, f[1] - TOKEN * 0.55, TOKEN * 0.2, width=3.0))
        self.marks.extend(mark)
        self.orders.append(OrderMark(r.power, o.unit.province, r.text, "convoy", st, r.tag, a, b, tuple(parts) + tuple(mark)))

    def contested(self) -> tuple[str, ...]:
        codes = set(self.pos.contested)
        if self.adj is not None and self.opt.show_results:
            codes |= set(self.adj.contested)
        for code in sorted(codes):
            if code not in self.geo.spaces:
                continue
            sp = self.geo.space(code)
            x, y = sp.unit_anchor() if code not in self.pos.units else sp.dislodged_anchor()
            self.overlays.append(Poly(star(x, y, TOKEN * 0.55, TOKEN * 0.24), True, fill=CONTESTED_FILL, stroke=CONTESTED_STROKE, width=1.6,
                                      opacity=0.95, role="contested"))
        return tuple(sorted(codes))


def highlight_areas(codes: Iterable[str], kind: str = "retreat") -> tuple[Area, ...]:
    """Marked spaces: a bright outline on a dark casing over a light veil (or none), so the owner's tint
    stays readable under it and the mark shows on every tint (HIGHLIGHT_STYLES)."""
    fill, outline = HIGHLIGHT_STYLES.get(kind, HIGHLIGHT_STYLES["retreat"])
    return tuple(Area(c.upper(), fill, outline, 5.0, HIGHLIGHT_VEIL, casing=HIGHLIGHT_CASING, casing_width=9.0)
                 for c in dict.fromkeys(codes))


def build_scene(ruleset: Ruleset, position: Position, adjudication: Adjudication | None = None,
                options: SceneOptions | None = None, *, geometry: MapGeometry | None = None,
                highlight: Iterable[str] = (), highlight_kind: str = "retreat",
                pending: Iterable[PendingOrder] = ()) -> Scene:
    """Everything the board shows for a position (and the adjudication that led to it, if any).

    ``pending``: orders typed and accepted but not yet adjudicated, drawn as they will be given. Only the
    referee's board passes them; what the players see (the projector, the exports) never has any."""
    opt = options or SceneOptions()
    if opt.lang not in LANGS:
        raise ValueError(f"unknown board language {opt.lang!r}; choose one of {', '.join(LANGS)}")
    geo = geometry or load_geometry()
    areas, borders, centres, labels = map_layers(ruleset, geo, position.centers, opt.lang, opt.label_scale, opt.palette)
    overlays, tokens, marks, orders, contested = _units_and_orders(ruleset, geo, position, adjudication, opt, tuple(pending))
    hl = highlight_areas([c for c in highlight if c.upper() in geo.spaces], highlight_kind)
    return Scene(geo.width, geo.height, SEA, areas, borders, centres, labels, hl, overlays, tokens, marks, orders,
                 contested, opt.lang, geo, leader_primitives(ruleset, geo, opt.lang, opt.label_scale))


_Units = tuple[tuple[Primitive, ...], tuple[Token, ...], tuple[Primitive, ...], tuple[OrderMark, ...], tuple[str, ...]]
# the last units, orders and marks built, with what they were built from, the latest first: the referee's board and the
# projector's draw the same position and results after an adjudication, an undo or a new game (their names' sizes
# differ); and the referee's board, shown each sheet's typed orders in turn (Ctrl+PgDn), draws a sheet's again when
# it comes back to it unchanged. A few are kept (``UNITS_KEPT``: the sheets of a game and one more), never older ones
_LAST_UNITS: list[tuple[Ruleset, MapGeometry, Position, Adjudication | None, tuple[object, ...], _Units]] = []
UNITS_KEPT = 8
# and the last built before the typed orders were drawn (the units, the results' orders and marks, the contested
# spaces), with what they were built from but the typed orders: a switch of sheets, or a key typed, changes only those
_LAST_BASE: list[tuple[Ruleset, MapGeometry, Position, Adjudication | None, object, _Units]] = []


def _units_and_orders(ruleset: Ruleset, geo: MapGeometry, position: Position, adjudication: Adjudication | None,
                      opt: SceneOptions, pending: tuple[PendingOrder, ...]) -> _Units:
    """The units, the contested spaces, the orders and their marks of a scene. Built again unless one of the last few
    (``_LAST_UNITS``) was built from the same ruleset, map and results (the same objects: they are never changed), an equal position and
    pending orders and the same options but the names' size (which they do not depend on); the language counts only
    where it gives the units' initials. A scene is plain data, never changed once built, so both boards may hold
    the same (tests/test_gui_board_units_kept.py).

    Other typed orders alone (a sheet switched to, a key typed) draw them over the units, results and contested spaces
    last built from the same, as a build afresh does: the typed orders come last, added to copies of those lists, and
    read nothing the builder keeps but them and what it was made from (tests/test_gui_board_base_kept.py)."""
    # every option but the names' size (an option added later is in the key without being named here)
    base_key = replace(opt, label_scale=1.0, lang=opt.lang if opt.initials else "")
    key = (base_key, pending)
    for n, (k_rs, k_geo, k_pos, k_adj, k_key, built) in enumerate(_LAST_UNITS):
        if k_rs is ruleset and k_geo is geo and k_adj is adjudication and k_key == key and k_pos == position:
            if n:
                _LAST_UNITS.insert(0, _LAST_UNITS.pop(n))
            return built
    b = _Builder(ruleset, geo, position, adjudication, opt)
    base = _LAST_BASE[0] if _LAST_BASE else None
    if base is not None and base[0] is ruleset and base[1] is geo and base[3] is adjudication and base[4] == base_key \
            and base[2] == position:
        overlays, tokens, marks, orders, contested = base[5]
        b.overlays, b.tokens, b.marks, b.orders = list(overlays), list(tokens), list(marks), list(orders)
    else:
        contested = b.contested()
        b.add_tokens()
        b.add_orders()
        _LAST_BASE[:] = [(ruleset, geo, position, adjudication, base_key,
                          (tuple(b.overlays), tuple(b.tokens), tuple(b.marks), tuple(b.orders), contested))]
    b.add_pending(list(pending))
    built = (tuple(b.overlays), tuple(b.tokens), tuple(b.marks), tuple(b.orders), contested)
    _LAST_UNITS.insert(0, (ruleset, geo, position, adjudication, key, built))
    del _LAST_UNITS[UNITS_KEPT:]
    return built


__all__ = ["PENDING", "PendingOrder", "build_scene", "highlight_areas", "label_text", "leader_primitives", "map_labels",
           "map_layers", "map_leaders", "power_colour",
           "power_initials"]

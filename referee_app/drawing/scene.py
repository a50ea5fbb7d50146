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
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from ..core.adjudication import Adjudication, OrderResult
from ..core.orders import Build, Convoy, Disband, Hold, Move, Remove, Retreat, Support
from ..core.ruleset import Ruleset
from ..core.state import Position, Unit
from .mapsvg import MapGeometry, Point, load_geometry

LANGS = ("en", "zh_Hant", "zh_Hans", "ja", "codes")

# font families by language, best first (the SVG export writes them as a CSS list; Qt tries them in order)
FONT_FAMILIES: Mapping[str, tuple[str, ...]] = {
    "en": ("DejaVu Sans", "Verdana", "Arial", "Helvetica"),
    "codes": ("DejaVu Sans", "Verdana", "Arial", "Helvetica"),
    "zh_Hant": ("Noto Sans CJK TC", "Noto Sans TC", "Source Han Sans TC", "Microsoft JhengHei", "PingFang TC",
                "Noto Sans CJK HK", "Noto Sans CJK SC", "Noto Sans CJK JP"),
    "zh_Hans": ("Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "Microsoft YaHei", "PingFang SC",
                "Noto Sans CJK TC", "Noto Sans CJK JP"),
    "ja": ("Noto Sans CJK JP", "Noto Sans JP", "Source Han Sans JP", "Yu Gothic", "Hiragino Sans", "Meiryo",
           "Noto Sans CJK SC", "Noto Sans CJK TC"),
}

# --- palette -------------------------------------------------------------------------------

SEA = "#a6bfd0"
SEA_LABEL = "#21506f"
LAND = "#ece0bf"
IMPASSABLE = "#c4b9a0"
INERT_LAND = "#d8d2c4"
LAND_LABEL = "#2b2116"
HALO = "#ffffff"
BORDER_LAND = "#5e4c37"
BORDER_SEA = "#7fa3bd"
COAST = "#2f546f"
FAILED = "#d41c1c"
DISLODGED = "#d41c1c"
CONTESTED_FILL = "#ff8c1a"
CONTESTED_STROKE = "#6b3000"
DARK_INK = "#1a1a1a"
LIGHT_INK = "#ffffff"

HIGHLIGHT_STYLES: Mapping[str, tuple[str, str]] = {
    # kind -> (fill, outline)
    "retreat": ("#fff04d", "#e08a00"),
    "build": ("#7de3f0", "#00798a"),
    "select": ("#ffffff", "#2a2a2a"),
    "error": ("#ff9a9a", "#c00000"),
}

# sizes in map units (the standard map is 1600 x 1400)
TOKEN = 36.0  # army token side; a fleet is a little wider
LABEL_SIZE = 17.0
SEA_LABEL_SIZE = 16.0
CODE_LABEL_SIZE = 18.0
CJK_LABEL_SIZE = 19.0
SC_CLEARANCE = 34.0  # a centre marker is drawn at least this far from where the space's unit stands
DISLODGED_CLEARANCE = 33.0  # and a dislodged unit at least this far from the unit that took its place
MOVE_WIDTH = 7.0
SUPPORT_WIDTH = 3.6
CASING = 2.0


# --- primitives ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Area:
    """A space (or inert shape) of the map filled with a colour; ``code`` names the SVG shape."""

    code: str
    fill: str
    stroke: str | None = None
    width: float = 0.0
    opacity: float = 1.0
    owner: str | None = None


@dataclass(frozen=True)
class Border:
    """One path of the map's borders layer (``index`` into ``MapGeometry.borders``), restyled."""

    index: int
    cls: str
    stroke: str
    width: float


@dataclass(frozen=True)
class Poly:
    """A polyline or polygon."""

    points: tuple[Point, ...]
    closed: bool = False
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    dash: tuple[float, ...] = ()  # in map units
    opacity: float = 1.0
    role: str = ""


@dataclass(frozen=True)
class Circle:
    x: float
    y: float
    r: float
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    dash: tuple[float, ...] = ()
    opacity: float = 1.0
    role: str = ""


@dataclass(frozen=True)
class Text:
    """Text centred on (x, y); several lines stack around the centre."""

    x: float
    y: float
    lines: tuple[str, ...]
    size: float
    fill: str
    bold: bool = False
    italic: bool = False
    halo: str | None = None
    halo_width: float = 0.0
    lang: str = "en"
    opacity: float = 1.0
    role: str = ""


Primitive = Poly | Circle | Text


@dataclass(frozen=True)
class Token:
    """A unit on the board: where, whose, which kind, and the primitives that draw it."""

    province: str
    power: str
    kind: str  # "A" | "F"
    x: float
    y: float
    location: str  # e.g. "STP/SC"
    dislodged: bool = False
    state: str = ""  # "" | "disbanded" | "removed" | "built"
    parts: tuple[Primitive, ...] = ()


@dataclass(frozen=True)
class OrderMark:
    """One drawn order: its text, its result, and its primitives (for tooltips and tests)."""

    power: str
    province: str  # where the ordered unit stands (or the build site)
    text: str
    kind: str  # hold | move | support | convoy | retreat | disband | build | remove
    status: str  # succeeds | fails | void | ordered (results hidden)
    tag: str
    start: Point
    end: Point
    parts: tuple[Primitive, ...] = ()


@dataclass(frozen=True)
class SceneOptions:
    show_orders: bool = True
    show_results: bool = True
    lang: str = "en"


@dataclass(frozen=True)
class Scene:
    width: float
    height: float
    background: str
    areas: tuple[Area, ...]
    borders: tuple[Border, ...]
    centres: tuple[Primitive, ...]
    labels: tuple[Text, ...]
    highlights: tuple[Area, ...] = ()
    overlays: tuple[Primitive, ...] = ()
    tokens: tuple[Token, ...] = ()
    marks: tuple[Primitive, ...] = ()
    orders: tuple[OrderMark, ...] = ()
    contested: tuple[str, ...] = ()
    lang: str = "en"
    geometry: MapGeometry | None = field(default=None, compare=False, repr=False)


# --- colours ---------------------------------------------------------------------------------

def _rgb(colour: str) -> tuple[int, int, int]:
    c = colour.lstrip("#")
    if len(c) == 3:
        c = "".join(ch * 2 for ch in c)
    return int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16)


def _hex(rgb: Iterable[float]) -> str:
    return "#" + "".join(f"{max(0, min(255, round(v))):02x}" for v in rgb)


def mix(a: str, b: str, t: float) -> str:
    """``a`` blended toward ``b`` by ``t`` (0 = a, 1 = b)."""
    ra, rb = _rgb(a), _rgb(b)
    return _hex(x + (y - x) * t for x, y in zip(ra, rb))


def luminance(colour: str) -> float:
    r, g, b = (v / 255 for v in _rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ink_for(colour: str) -> str:
    """Dark or light, whichever reads on ``colour``."""
    return DARK_INK if luminance(colour) > 0.55 else LIGHT_INK


def casing_for(colour: str) -> str:
    return DARK_INK if luminance(colour) > 0.55 else LIGHT_INK


def tint(colour: str) -> str:
    """The land fill of a power's supply centre: its colour, softened so names stay readable."""
    lum = luminance(colour)
    if lum > 0.85:  # white (Russia): keep it white, it stands out against the tan land
        return mix(colour, "#ffffff", 0.5)
    if lum < 0.2:  # black, dark blue: lighten more
        return mix(colour, "#ffffff", 0.42)
    if lum > 0.6:  # yellow, light blue: keep them saturated (light blue must not look like the sea)
        return mix(colour, "#ffffff", 0.12)
    return mix(colour, "#ffffff", 0.3)


def power_colour(ruleset: Ruleset, power: str) -> str:
    p = ruleset.map.powers.get(power)
    return p.colour if p is not None and p.colour else "#888888"


# --- geometry helpers ------------------------------------------------------------------------

def _sub(a: Point, b: Point) -> Point:
    return (a[0] - b[0], a[1] - b[1])


def _norm(v: Point) -> tuple[Point, float]:
    n = math.hypot(v[0], v[1])
    if n < 1e-9:
        return (1.0, 0.0), 0.0
    return (v[0] / n, v[1] / n), n


def _along(a: Point, b: Point, dist: float) -> Point:
    (ux, uy), _ = _norm(_sub(b, a))
    return (a[0] + ux * dist, a[1] + uy * dist)


def _trim(points: Sequence[Point], start: float, end: float) -> list[Point]:
    """Shorten a polyline by ``start`` at its first point and ``end`` at its last."""
    pts = list(points)
    if len(pts) < 2:
        return pts
    (_, l0) = _norm(_sub(pts[1], pts[0]))
    pts[0] = _along(pts[0], pts[1], min(start, l0 * 0.45))
    (_, l1) = _norm(_sub(pts[-1], pts[-2]))
    pts[-1] = _along(pts[-1], pts[-2], min(end, l1 * 0.45))
    return pts


def _length(points: Sequence[Point]) -> float:
    return sum(_norm(_sub(b, a))[1] for a, b in zip(points, points[1:]))


def point_at(points: Sequence[Point], t: float) -> Point:
    """The point at fraction ``t`` of a polyline's length."""
    total = _length(points)
    if total <= 0:
        return points[0]
    want = total * t
    for a, b in zip(points, points[1:]):
        (_, seg) = _norm(_sub(b, a))
        if want <= seg:
            return _along(a, b, want)
        want -= seg
    return points[-1]


def _smooth(points: Sequence[Point], steps: int = 8) -> list[Point]:
    """A Catmull-Rom curve through the points (for convoy routes)."""
    if len(points) < 3:
        return list(points)
    pts = [points[0], *points, points[-1]]
    out: list[Point] = [points[0]]
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        for s in range(1, steps + 1):
            t = s / steps
            t2, t3 = t * t, t * t * t
            out.append(tuple(  # type: ignore[arg-type]
                0.5 * (2 * p1[k] + (-p0[k] + p2[k]) * t + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2
                       + (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3) for k in (0, 1)))
    return out


def _offset(points: Sequence[Point], d: float) -> list[Point]:
    """Shift a two-point line sideways by ``d`` (to its left)."""
    if len(points) != 2 or not d:
        return list(points)
    (ux, uy), _ = _norm(_sub(points[1], points[0]))
    nx, ny = uy, -ux
    return [(p[0] + nx * d, p[1] + ny * d) for p in points]


def star(x: float, y: float, r_out: float, r_in: float, n: int = 8) -> tuple[Point, ...]:
    pts: list[Point] = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.pi * i / n - math.pi / 2
        pts.append((x + r * math.cos(a), y + r * math.sin(a)))
    return tuple(pts)


def rounded_rect(cx: float, cy: float, w: float, h: float, r: float, seg: int = 5) -> tuple[Point, ...]:
    pts: list[Point] = []
    corners = ((cx + w / 2 - r, cy - h / 2 + r, -90.0), (cx + w / 2 - r, cy + h / 2 - r, 0.0),
               (cx - w / 2 + r, cy + h / 2 - r, 90.0), (cx - w / 2 + r, cy - h / 2 + r, 180.0))
    for ccx, ccy, a0 in corners:
        for s in range(seg + 1):
            a = math.radians(a0 + 90.0 * s / seg)
            pts.append((ccx + r * math.cos(a), ccy + r * math.sin(a)))
    return tuple(pts)


# the fleet's silhouette, a hull with a superstructure and a funnel, centred on (0, 0), 1 = TOKEN/30
_FLEET = ((-22.0, -0.5), (-9.0, -0.5), (-9.0, -8.5), (2.0, -8.5), (2.0, -15.5), (7.0, -15.5), (7.0, -8.5),
          (10.0, -8.5), (10.0, -0.5), (22.0, -0.5), (15.5, 14.5), (-15.5, 14.5))


def token_parts(kind: str, x: float, y: float, colour: str, scale: float = 1.0, opacity: float = 1.0,
                outline: str | None = None) -> tuple[Primitive, ...]:
    """The primitives of one unit token: shadow, body, outline and its letter."""
    ink = ink_for(colour)
    edge = outline or ink
    s = TOKEN / 30.0 * scale
    if kind == "F":
        body = tuple((x + px * s, y + py * s) for px, py in _FLEET)
        letter_y = y + 7.2 * s
        size = 14.5 * s
    else:
        body = rounded_rect(x, y, 30.0 * s, 30.0 * s, 7.5 * s)
        letter_y = y + 0.5 * s
        size = 20.0 * s
    shadow = tuple((px + 1.8 * s, py + 2.4 * s) for px, py in body)
    return (
        Poly(shadow, True, fill="#000000", opacity=0.33 * opacity, role="shadow"),
        Poly(body, True, fill=colour, stroke=edge, width=2.4 * s, opacity=opacity, role="body"),
        Text(x, letter_y, (kind,), size, ink, bold=True, opacity=opacity, role="letter"),
    )


def cross(x: float, y: float, size: float = 9.0, colour: str = FAILED, width: float = 4.0) -> tuple[Poly, ...]:
    a = ((x - size, y - size), (x + size, y + size))
    b = ((x - size, y + size), (x + size, y - size))
    return (Poly(a, stroke=LIGHT_INK, width=width + 3.5, role="cross-casing"),
            Poly(b, stroke=LIGHT_INK, width=width + 3.5, role="cross-casing"),
            Poly(a, stroke=colour, width=width, role="cross"), Poly(b, stroke=colour, width=width, role="cross"))


def arrow_head(tip: Point, frm: Point, length: float, half: float) -> tuple[Point, ...]:
    (ux, uy), _ = _norm(_sub(tip, frm))
    bx, by = tip[0] - ux * length, tip[1] - uy * length
    return (tip, (bx - uy * half, by + ux * half), (tip[0] - ux * length * 0.72, tip[1] - uy * length * 0.72),
            (bx + uy * half, by - ux * half))


# --- labels ----------------------------------------------------------------------------------

def _wrap(text: str, limit: int) -> tuple[str, ...]:
    words = text.split()
    if len(text) <= limit or len(words) < 2:
        return (text,)
    best = (len(text), 1)
    for i in range(1, len(words)):
        a, b = " ".join(words[:i]), " ".join(words[i:])
        best = min(best, (max(len(a), len(b)), i))
    i = best[1]
    return (" ".join(words[:i]), " ".join(words[i:]))


def label_text(ruleset: Ruleset, code: str, lang: str) -> tuple[str, ...]:
    prov = ruleset.map.provinces.get(code)
    if lang == "codes" or prov is None:
        return (code,)
    name = prov.display_name(lang)
    if lang == "en":
        return _wrap(name.replace("Saint ", "St "), 12 if prov.kind.value != "sea" else 13)
    return _wrap_cjk(name, 7)


# a katakana line never starts with these (small kana, the long-vowel mark, the moraic n)
_NO_LINE_START = set("ーッャュョァィゥェォヮンっゃゅょぁぃぅぇぉ・＝")


def _wrap_cjk(name: str, limit: int) -> tuple[str, ...]:
    """A long Chinese or Japanese name on two lines (サンクト / ペテルブルク), so that it stays in its space."""
    if len(name) <= limit:
        return (name,)
    for mark in ("・", "＝"):
        if mark in name:
            i = name.index(mark) + 1
            return (name[:i], name[i:])
    if name in _CJK_BREAKS:
        i = _CJK_BREAKS[name]
        return (name[:i], name[i:])
    best = len(name) // 2
    for i in sorted(range(2, len(name) - 1), key=lambda i: abs(i - best)):
        if name[i] not in _NO_LINE_START:
            return (name[:i], name[i:])
    return (name[:best], name[best:])


_CJK_BREAKS = {"サンクトペテルブルク": 4}  # where a word ends inside a long name


def map_layers(ruleset: Ruleset, geometry: MapGeometry, centers: Mapping[str, str],
               lang: str) -> tuple[tuple[Area, ...], tuple[Border, ...], tuple[Primitive, ...], tuple[Text, ...]]:
    """The map itself: fills tinted by supply-centre owner, borders, centre markers, names."""
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
            areas.append(Area(code, tint(power_colour(ruleset, owner)) if owner else LAND, owner=owner))
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
            col = power_colour(ruleset, owner)
            # an owned centre: a star in the owner's colour
            centres.append(Poly(star(x, y, 11.0, 5.0, 5), True, fill=col, stroke=casing_for(col), width=2.2, role="centre"))
        else:  # a neutral centre: a ring with a dot
            centres.append(Circle(x, y, 8.0, fill="#ffffff", stroke=DARK_INK, width=2.0, role="centre-neutral"))
            centres.append(Circle(x, y, 3.0, fill=DARK_INK, role="centre-neutral-dot"))
    labels: list[Text] = []
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
        lines = label_text(ruleset, code, lang)
        if sp.unit is not None:  # keep the name clear of the space's unit token (above or below it)
            ux, uy = sp.unit
            need = TOKEN * 0.55 + len(lines) * size * 0.56 + 5.0
            if abs(x - ux) < TOKEN and abs(y - uy) < need:
                y = uy + need if y >= uy else uy - need
        labels.append(Text(x, y, lines, size, SEA_LABEL if sea else LAND_LABEL,
                           bold=not sea, italic=sea and not cjk, halo=HALO, halo_width=3.6 if not sea else 3.0,
                           lang=lang, opacity=0.92 if sea else 1.0, role="name"))
    return tuple(areas), tuple(borders), tuple(centres), tuple(labels)


# --- the scene --------------------------------------------------------------------------------

def _line_parts(points: Sequence[Point], colour: str, width: float, *, dash: tuple[float, ...] = (),
                head: float = 0.0, opacity: float = 1.0, role: str = "") -> list[Primitive]:
    casing = casing_for(colour)
    pts = tuple(points)
    out: list[Primitive] = []
    line_pts = pts
    head_pts: tuple[Point, ...] = ()
    if head and len(pts) >= 2:
        head_pts = arrow_head(pts[-1], pts[-2], head, head * 0.6)
        line_pts = (*pts[:-1], _along(pts[-1], pts[-2], head * 0.6))
    out.append(Poly(line_pts, stroke=casing, width=width + 2 * CASING, dash=dash, opacity=opacity, role=role + "-casing"))
    if head_pts:
        out.append(Poly(head_pts, True, fill=casing, stroke=casing, width=2 * CASING, opacity=opacity, role=role + "-head-casing"))
    out.append(Poly(line_pts, stroke=colour, width=width, dash=dash, opacity=opacity, role=role))
    if head_pts:
        out.append(Poly(head_pts, True, fill=colour, opacity=opacity, role=role + "-head"))
    return out


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
        return r.status if self.opt.show_results else "ordered"

    # units
    def add_tokens(self) -> None:
        for prov, u in sorted(self.pos.units.items()):
            x, y = self.anchor(u)
            self.tokens.append(Token(prov, u.power, u.type.value, x, y, str(u.location),
                                     parts=token_parts(u.type.value, x, y, power_colour(self.rs, u.power))))
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
        colour = power_colour(self.rs, u.power)
        opacity = 0.55 if state else 1.0
        # the token pushed aside, with a dashed red ring
        self.overlays.append(Circle(x, y, TOKEN * 0.62, fill="#ffffff", stroke=DISLODGED, width=3.4, dash=(6.0, 8.0),
                                    opacity=0.9 * opacity, role="dislodged-ring"))
        parts = token_parts(u.type.value, x, y, colour, scale=0.82, opacity=opacity, outline=DISLODGED)
        self.tokens.append(Token(u.province, u.power, u.type.value, x, y, str(u.location), True, state, parts))
        if state:
            self.marks.extend(cross(x, y, TOKEN * 0.34))

    # orders
    def add_orders(self) -> None:
        adj = self.adj
        if adj is None or not self.opt.show_orders:
            return
        results = [r for r in adj.results if r.order is not None and r.status != "invalid"]
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
                route = _smooth(route)
            elif (o.dest.province, o.unit.province) in pairs:
                route = _offset(route, 7.0)
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
                colour = power_colour(self.rs, r.power)
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
                                                 token_parts(u.type.value, x, y, power_colour(self.rs, u.power), opacity=0.5)))
                parts = cross(x, y, TOKEN * 0.34) if st in ("succeeds", "ordered") else ()
                self.marks.extend(parts)
                self.orders.append(OrderMark(r.power, u.province, r.text, "disband" if isinstance(o, Disband) else "remove", st, r.tag,
                                             (x, y), (x, y), tuple(parts)))
            elif isinstance(o, Build):
                x, y = self.dest_anchor(o.location.province, o.location.coast)
                self.orders.append(OrderMark(r.power, o.location.province, r.text, "build", st, r.tag, (x, y), (x, y), ()))

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
        colour = power_colour(self.rs, r.power)
        pts = _trim(route, TOKEN * 0.55, TOKEN * 0.5)
        failed = st == "fails"
        dash = (12.0, 16.0) if failed else ()
        parts = _line_parts(pts, colour, width, dash=dash, head=width * 3.4, opacity=faint, role=kind)
        self.overlays.extend(parts)
        mark: list[Primitive] = []
        if failed:
            tip, before = pts[-1], pts[-2]
            (_, seg) = _norm(_sub(tip, before))
            cx, cy = _along(tip, before, min(width * 3.4 + 7.0, seg * 0.5))
            mark.extend(cross(cx, cy, TOKEN * 0.25))
        self.marks.extend(mark)
        self.orders.append(OrderMark(r.power, province, r.text, kind, st, r.tag, route[0], route[-1], tuple(parts) + tuple(mark)))

    def _support(self, r: OrderResult, o: Support, st: str, faint: float,
                 moves: Mapping[str, tuple[OrderResult, Move, list[Point]]]) -> None:
        colour = power_colour(self.rs, r.power)
        a = self.unit_point(o.unit)
        target_unit = self.pos.units.get(o.supported.province)
        if self.adj is not None and o.supported.province in self.adj.before.units:
            target_unit = self.adj.before.units[o.supported.province]
        tu = self.unit_point(target_unit) if target_unit is not None else self.dest_anchor(o.supported.province)
        opacity = faint * (0.5 if st == "fails" else 1.0)
        parts: list[Primitive] = []
        if o.dest is None:
            pts = _trim([a, tu], TOKEN * 0.55, TOKEN * 0.86)
            parts += _line_parts(pts, colour, SUPPORT_WIDTH, opacity=opacity, role="support-hold")
            ring = TOKEN * (0.72 if target_unit is not None and self.shown_dislodged(target_unit) else 0.86)
            parts.append(Circle(tu[0], tu[1], ring, stroke=casing_for(colour), width=SUPPORT_WIDTH + 2 * CASING,
                                opacity=opacity, role="support-ring-casing"))
            parts.append(Circle(tu[0], tu[1], ring, stroke=colour, width=SUPPORT_WIDTH, opacity=opacity, role="support-ring"))
            end = tu
        else:
            mv = moves.get(o.supported.province)
            if mv is not None and mv[1].dest.province == o.dest:
                end = point_at(mv[2], 0.62)
                pts = _trim([a, end], TOKEN * 0.55, 4.0)
            else:
                end = self.dest_anchor(o.dest)
                pts = _trim([a, end], TOKEN * 0.55, TOKEN * 0.5)
            parts += _line_parts(pts, colour, SUPPORT_WIDTH, dash=(8.0, 11.0), opacity=opacity, role="support-move")
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
        colour = power_colour(self.rs, r.power)
        army_unit = (self.adj.before.units.get(o.army.province) if self.adj is not None else None) or o.army
        a = self.anchor(army_unit)
        f = self.unit_point(o.unit)
        b = self.dest_anchor(o.dest)
        opacity = faint * (0.5 if st == "fails" else 1.0)
        route = _trim(_smooth([a, f, b]), TOKEN * 0.55, TOKEN * 0.5)
        parts: list[Primitive] = list(_line_parts(route, colour, SUPPORT_WIDTH, dash=(1.0, 9.0), head=12.0,
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
    fill, outline = HIGHLIGHT_STYLES.get(kind, HIGHLIGHT_STYLES["retreat"])
    return tuple(Area(c.upper(), fill, outline, 4.5, 0.6) for c in dict.fromkeys(codes))


def build_scene(ruleset: Ruleset, position: Position, adjudication: Adjudication | None = None,
                options: SceneOptions | None = None, *, geometry: MapGeometry | None = None,
                highlight: Iterable[str] = (), highlight_kind: str = "retreat") -> Scene:
    """Everything the board shows for a position (and the adjudication that led to it, if any)."""
    opt = options or SceneOptions()
    if opt.lang not in LANGS:
        raise ValueError(f"unknown board language {opt.lang!r}; choose one of {', '.join(LANGS)}")
    geo = geometry or load_geometry()
    areas, borders, centres, labels = map_layers(ruleset, geo, position.centers, opt.lang)
    b = _Builder(ruleset, geo, position, adjudication, opt)
    contested = b.contested()
    b.add_tokens()
    b.add_orders()
    hl = highlight_areas([c for c in highlight if c.upper() in geo.spaces], highlight_kind)
    return Scene(geo.width, geo.height, SEA, areas, borders, centres, labels, hl, tuple(b.overlays),
                 tuple(b.tokens), tuple(b.marks), tuple(b.orders), contested, opt.lang, geo)


__all__ = [
    "Area", "Border", "Circle", "FONT_FAMILIES", "LANGS", "OrderMark", "Poly", "Primitive", "Scene", "SceneOptions", "Text", "Token",
    "build_scene", "highlight_areas", "map_layers", "mix", "point_at", "tint", "token_parts",
]

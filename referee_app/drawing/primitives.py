"""What any board shows, as plain data (no Qt): the drawing primitives and their helpers.

A game's board scene (``referee_app/drawing/<game>/scene.py``) turns what the game decides into these
primitives; both renderers (the Qt board and ``svg_export``) paint them the same way, in the same order:
``areas``, ``borders``, ``centres``, ``leaders`` and ``labels`` (the map), then ``highlights``, ``overlays`` (orders
under the units), ``tokens`` and ``marks`` (crosses on top). Coordinates are the map's.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import MISSING, dataclass, field, fields, replace
from functools import lru_cache, partial
from typing import Any, TypeVar

from .mapsvg import MapGeometry, Point

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
SEA_LABEL_STRONG = "#0d2f47"  # sea names on the projector: dark, upright, bold
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
    # kind -> (fill, outline). A highlight never hides who owns a space: the fill is a light veil ("" for
    # none: a build site keeps its owner's tint whole) and the outline a bright line on a dark casing
    # (HIGHLIGHT_CASING), which shows on every owner's tint, the sea and the land alike.
    "retreat": ("#ffffff", "#ff7a00"),
    "build": ("", "#00e1ff"),
    "select": ("#ffffff", "#ffffff"),
    "error": ("#ff9a9a", "#ff3030"),
}
HIGHLIGHT_CASING = "#111111"
HIGHLIGHT_VEIL = 0.3  # opacity of a highlight's fill

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

_C = TypeVar("_C")


def _set_at_once(cls: type[_C]) -> type[_C]:
    """A frozen dataclass whose ``__init__`` (the dataclass's own parameters, order and defaults) gives the instance its
    fields in one step, its ``__dict__`` whole, where the dataclass's sets each field through ``object.__setattr__``: a
    ``Poly`` made in about half the instructions (15 k), and a board's scene makes hundreds of primitives at each
    adjudication. The instance holds the same fields with the same values in the same order; equality, hashing,
    ``repr`` and ``replace`` are the dataclass's own (tests/test_drawing_primitives_made.py)."""
    made = [f for f in fields(cls)]  # type: ignore[arg-type]
    if any(not f.init or f.default_factory is not MISSING for f in made) or hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__}: a field the fast __init__ does not make")
    defaults: dict[str, Any] = {f"_d_{f.name}": f.default for f in made if f.default is not MISSING}
    params = ", ".join(f.name if f.default is MISSING else f"{f.name}=_d_{f.name}" for f in made)
    values = ", ".join(f"{f.name!r}: {f.name}" for f in made)
    space: dict[str, Any] = {"_set": object.__setattr__, **defaults}
    exec(f"def __init__(self, {params}):\n    _set(self, '__dict__', {{{values}}})\n", space)  # noqa: S102 (our own fields' names)
    init = space["__init__"]
    init.__annotations__ = dict(cls.__init__.__annotations__)  # (the dataclass's: its signature, shown the same)
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    setattr(cls, "__init__", init)  # noqa: B010 (mypy keeps the dataclass's signature)
    return cls


@dataclass(frozen=True)
class Area:
    """A space (or inert shape) of the map filled with a colour; ``code`` names the SVG shape."""

    code: str
    fill: str  # "" for none
    stroke: str | None = None
    width: float = 0.0
    opacity: float = 1.0
    owner: str | None = None
    casing: str | None = None  # a wider line under ``stroke`` (highlights: shows on any colour)
    casing_width: float = 0.0


@dataclass(frozen=True)
class Border:
    """One path of the map's borders layer (``index`` into ``MapGeometry.borders``), restyled."""

    index: int
    cls: str
    stroke: str
    width: float


@_set_at_once
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


@_set_at_once
@dataclass(frozen=True)
class Circle:
    """A circle (a supply centre's marker, a dot) at ``x``, ``y`` of radius ``r``."""
    x: float
    y: float
    r: float
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    dash: tuple[float, ...] = ()
    opacity: float = 1.0
    role: str = ""


@_set_at_once
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


@_set_at_once
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


@_set_at_once
@dataclass(frozen=True)
class OrderMark:
    """One drawn order: its text, its result, and its primitives (for tooltips and tests)."""

    power: str
    province: str  # where the ordered unit stands (or the build site)
    text: str
    kind: str  # hold | move | support | convoy | retreat | disband | build | remove
    status: str  # succeeds | fails | void | ordered (results hidden) | pending (typed, not yet adjudicated)
    tag: str
    start: Point
    end: Point
    parts: tuple[Primitive, ...] = ()
    line: int = -1  # a pending order (typed, not yet adjudicated): its line in the power's sheet


@dataclass(frozen=True)
class SceneOptions:
    """What a scene shows and how: orders, results, the language of its names, their size."""
    show_orders: bool = True
    show_results: bool = True
    lang: str = "en"
    # names larger than the map's own size (the projector: read from across the room); above 1 the sea
    # names are drawn upright and dark like the land's, not in pale italics
    label_scale: float = 1.0
    unit_marks: str = ""  # a language of UNIT_MARKS: its words on the tokens (陸/艦) instead of A/F
    palette: str = "rulebook"  # the powers' colours: "rulebook" (the ruleset's) or "colour-blind" (PALETTES)
    initials: bool = False  # each unit carries its power's initial (colour is never the only sign of an owner)


@_set_at_once
@dataclass(frozen=True)
class Scene:
    """Everything a board draws, as primitives in the order they are painted."""
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
    # leader lines joining names set beside their space to it (``leader_parts``): drawn with the names, under them
    leaders: tuple[Primitive, ...] = ()


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


@lru_cache(maxsize=256)  # (a few colours, asked for every unit and centre drawn: each answered once)
def luminance(colour: str) -> float:
    r, g, b = (v / 255 for v in _rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


@lru_cache(maxsize=256)  # (a few colours, asked for every unit and centre drawn: each answered once)
def relative_luminance(colour: str) -> float:
    """WCAG 2.x relative luminance (sRGB, linearised)."""
    def lin(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(v) for v in _rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: str, b: str) -> float:
    """WCAG contrast ratio of two colours (1 to 21; text needs 4.5 for AA)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@lru_cache(maxsize=256)  # (a few colours, asked for every unit and centre drawn: each answered once)
def ink_for(colour: str) -> str:
    """Dark or light text, whichever has the more contrast on ``colour``; at least 4.5:1 (WCAG AA) for any
    colour (on a mid tone, where neither reaches it, pure black or white: the worst case, a mid grey, has 4.58)."""
    best = max((DARK_INK, LIGHT_INK), key=lambda ink: contrast_ratio(colour, ink))
    if contrast_ratio(colour, best) >= 4.5:
        return best
    return max(("#000000", LIGHT_INK), key=lambda ink: contrast_ratio(colour, ink))  # a mid tone: pure black


@lru_cache(maxsize=256)  # (a few colours, asked for every unit and centre drawn: each answered once)
def casing_for(colour: str) -> str:
    return DARK_INK if luminance(colour) > 0.55 else LIGHT_INK


@lru_cache(maxsize=256)  # (a few colours, asked for every unit and centre drawn: each answered once)
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


# --- geometry helpers ------------------------------------------------------------------------

def vsub(a: Point, b: Point) -> Point:
    return (a[0] - b[0], a[1] - b[1])


def unit_vector(v: Point) -> tuple[Point, float]:
    n = math.hypot(v[0], v[1])
    if n < 1e-9:
        return (1.0, 0.0), 0.0
    return (v[0] / n, v[1] / n), n


def along(a: Point, b: Point, dist: float) -> Point:
    (ux, uy), _ = unit_vector(vsub(b, a))
    return (a[0] + ux * dist, a[1] + uy * dist)


def trim_line(points: Sequence[Point], start: float, end: float) -> list[Point]:
    """Shorten a polyline by ``start`` at its first point and ``end`` at its last."""
    pts = list(points)
    if len(pts) < 2:
        return pts
    (_, l0) = unit_vector(vsub(pts[1], pts[0]))
    pts[0] = along(pts[0], pts[1], min(start, l0 * 0.45))
    (_, l1) = unit_vector(vsub(pts[-1], pts[-2]))
    pts[-1] = along(pts[-1], pts[-2], min(end, l1 * 0.45))
    return pts


def line_length(points: Sequence[Point]) -> float:
    return sum(unit_vector(vsub(b, a))[1] for a, b in zip(points, points[1:]))


def point_at(points: Sequence[Point], t: float) -> Point:
    """The point at fraction ``t`` of a polyline's length."""
    total = line_length(points)
    if total <= 0:
        return points[0]
    want = total * t
    for a, b in zip(points, points[1:]):
        (_, seg) = unit_vector(vsub(b, a))
        if want <= seg:
            return along(a, b, want)
        want -= seg
    return points[-1]


def smooth(points: Sequence[Point], steps: int = 8) -> list[Point]:
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


def offset_line(points: Sequence[Point], d: float) -> list[Point]:
    """Shift a two-point line sideways by ``d`` (to its left)."""
    if len(points) != 2 or not d:
        return list(points)
    (ux, uy), _ = unit_vector(vsub(points[1], points[0]))
    nx, ny = uy, -ux
    return [(p[0] + nx * d, p[1] + ny * d) for p in points]


@lru_cache(maxsize=16)
def _star_turns(n: int) -> tuple[tuple[float, float], ...]:
    """The cosine and sine of each of a star's 2n points' angles (the same for every star of n points)."""
    return tuple((math.cos(a), math.sin(a)) for a in (math.pi * i / n - math.pi / 2 for i in range(2 * n)))


def star(x: float, y: float, r_out: float, r_in: float, n: int = 8) -> tuple[Point, ...]:
    pts: list[Point] = []
    for i, (cos, sin) in enumerate(_star_turns(n)):
        r = r_out if i % 2 == 0 else r_in
        pts.append((x + r * cos, y + r * sin))
    return tuple(pts)


@lru_cache(maxsize=16)
def _corner_turns(a0: float, seg: int) -> tuple[tuple[float, float], ...]:
    """The cosine and sine of each angle of a rounded corner from ``a0`` (the same for every corner so turned)."""
    return tuple((math.cos(a), math.sin(a)) for a in (math.radians(a0 + 90.0 * s / seg) for s in range(seg + 1)))


def rounded_rect(cx: float, cy: float, w: float, h: float, r: float, seg: int = 5) -> tuple[Point, ...]:
    pts: list[Point] = []
    corners = ((cx + w / 2 - r, cy - h / 2 + r, -90.0), (cx + w / 2 - r, cy + h / 2 - r, 0.0),
               (cx - w / 2 + r, cy + h / 2 - r, 90.0), (cx - w / 2 + r, cy - h / 2 + r, 180.0))
    for ccx, ccy, a0 in corners:
        for cos, sin in _corner_turns(a0, seg):
            pts.append((ccx + r * cos, ccy + r * sin))
    return tuple(pts)


# the fleet's silhouette, a hull with a superstructure and a funnel, centred on (0, 0), 1 = TOKEN/30
# where a unit token covers (an army's square, a fleet's hull; its shadow left out): offsets from its point
TOKEN_BOX = (-22.0 * TOKEN / 30.0, -15.5 * TOKEN / 30.0, 22.0 * TOKEN / 30.0, 15.0 * TOKEN / 30.0)

_FLEET = ((-22.0, -0.5), (-9.0, -0.5), (-9.0, -8.5), (2.0, -8.5), (2.0, -15.5), (7.0, -15.5), (7.0, -8.5),
          (10.0, -8.5), (10.0, -0.5), (22.0, -0.5), (15.5, 14.5), (-15.5, 14.5))


# the marks on unit tokens in each language (SceneOptions.unit_marks): the letters A/F, or the words
UNIT_MARKS: Mapping[str, tuple[str, str]] = {"zh_Hant": ("陸", "艦"), "zh_Hans": ("陆", "舰"), "ja": ("陸", "海")}


@lru_cache(maxsize=1024)  # the same unit drawn again (each key typed, each adjudication): the same parts
def token_parts(kind: str, x: float, y: float, colour: str, scale: float = 1.0, opacity: float = 1.0,
                outline: str | None = None, marks_lang: str = "", initial: str = "") -> tuple[Primitive, ...]:
    """The primitives of one unit token: shadow, body, outline and its letter. ``initial``: the owner's
    initial instead of A/F (the token's shape still says army or fleet), so that no owner is told by
    colour alone."""
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
        Text(x, letter_y, (initial or _mark(kind, marks_lang),),
             size * (0.8 if (initial and not initial.isascii()) or (not initial and marks_lang in UNIT_MARKS) else 1.0)
             * (0.75 if len(initial) > 1 else 1.0), ink, bold=True, opacity=opacity, role="initial" if initial else "letter",
             lang=("zh_Hant" if initial and not initial.isascii() else "en") if initial
             else marks_lang if marks_lang in UNIT_MARKS else "en"),
    )


def _mark(kind: str, lang: str) -> str:
    marks = UNIT_MARKS.get(lang)
    return kind if marks is None else marks[0 if kind == "A" else 1]


def cross(x: float, y: float, size: float = 9.0, colour: str = FAILED, width: float = 4.0) -> tuple[Poly, ...]:
    a = ((x - size, y - size), (x + size, y + size))
    b = ((x - size, y + size), (x + size, y - size))
    return (Poly(a, stroke=LIGHT_INK, width=width + 3.5, role="cross-casing"),
            Poly(b, stroke=LIGHT_INK, width=width + 3.5, role="cross-casing"),
            Poly(a, stroke=colour, width=width, role="cross"), Poly(b, stroke=colour, width=width, role="cross"))


def arrow_head(tip: Point, frm: Point, length: float, half: float) -> tuple[Point, ...]:
    (ux, uy), _ = unit_vector(vsub(tip, frm))
    bx, by = tip[0] - ux * length, tip[1] - uy * length
    return (tip, (bx - uy * half, by + ux * half), (tip[0] - ux * length * 0.72, tip[1] - uy * length * 0.72),
            (bx + uy * half, by - ux * half))


# --- labels ----------------------------------------------------------------------------------

def wrap_words(text: str, limit: int) -> tuple[str, ...]:
    words = text.split()
    if len(text) <= limit or len(words) < 2:
        return (text,)
    best = (len(text), 1)
    for i in range(1, len(words)):
        a, b = " ".join(words[:i]), " ".join(words[i:])
        best = min(best, (max(len(a), len(b)), i))
    i = best[1]
    return (" ".join(words[:i]), " ".join(words[i:]))


_NO_LINE_START = set("ーッャュョァィゥェォヮンっゃゅょぁぃぅぇぉ・＝")


def wrap_cjk(name: str, limit: int) -> tuple[str, ...]:
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


# --- label placement ---------------------------------------------------------------------------

Box = tuple[float, float, float, float]  # x0, y0, x1, y1


def char_width(ch: str, bold: bool) -> float:
    """A character's advance in ems, a little over what the board's fonts give (DejaVu Sans, Noto Sans CJK):
    enough to keep names apart without measuring them (the drawing layer has no fonts)."""
    if ord(ch) >= 0x2E80:
        return 1.08  # CJK, kana, full-width marks
    if ch == " ":
        return 0.36
    if ch in "il.,'|!:;":
        return 0.36 if bold else 0.3
    if ch in "MWmw":
        return 1.1 if bold else 0.98
    if ch.isupper() or ch.isdigit():
        return 0.84 if bold else 0.74
    return 0.7 if bold else 0.62


def text_box(t: Text, pad: float = 1.0) -> Box:
    """The box a ``Text`` covers (its halo left out), estimated from ``char_width``, with ``pad`` around."""
    w = (max((sum(char_width(c, t.bold) for c in line) for line in t.lines), default=0.0) + (0.2 if t.italic else 0.0)) * t.size
    h = t.size * (1.2 + LINE_STEP * (len(t.lines) - 1))
    return (t.x - w / 2 - pad, t.y - h / 2 - pad, t.x + w / 2 + pad, t.y + h / 2 + pad)


LINE_STEP = 1.12  # the distance between two lines of a name, in its size (svg_export.LINE_HEIGHT)


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def spread_labels(labels: Sequence[Text], inside: Sequence[Callable[[float, float], bool]],
                  obstacles: Sequence[Point] = (), clearance: float = 0.0,
                  near: Sequence[Callable[[float, float], bool]] | None = None, rounds: int = 4,
                  narrower: Sequence[tuple[str, ...] | None] | None = None,
                  obstacle_box: Box | None = None,
                  beside: Sequence[Callable[[float, float], bool]] | None = None) -> list[Text]:
    """Move names that would overlap a name placed before them, or a unit (their box nearer than ``clearance``
    to one of the ``obstacles``, where units stand), to the nearest spot where they overlap neither, their
    centre still inside their space (``inside[i]`` for ``labels[i]``); where there is none, to the nearest
    spot clear of the other names inside the space, then (``near[i]``: a crowded corner, large names) just
    outside it, off the units. A name that fits where it is stays there. Names still overlapping after that
    are placed again against all the others, up to ``rounds`` times (a name placed early may make room), and
    at last written on more lines (``narrower[i]``, if given). With ``obstacle_box`` (a unit token's extent
    around its point: left, top, right, bottom offsets), a name is clear of a unit when its box stays
    ``clearance`` away from the token's box, not from its point (a square or wide token's corners count);
    a name that stays on a unit after all that is tried on more lines, then farther off, clear of it."""
    # spots up to six sizes across and five up or down (a large name in a crowded space finds one clear of
    # the units before it would stand under one), nearest first
    steps = [(0.0, 0.0)] + sorted(((dx / 5, dy / 5) for dx in range(-30, 31) for dy in range(-25, 26) if (dx, dy) != (0, 0)),
                                  key=lambda d: math.hypot(d[0], d[1] * 1.6))

    def on_unit(box: Box, obst: Sequence[Point]) -> bool:
        if obstacle_box is None:
            return any(_box_distance(box, o) < clearance for o in obst)
        lt, tp, r, bt = obstacle_box
        return any(box[0] < o[0] + r + clearance and o[0] + lt - clearance < box[2]
                   and box[1] < o[1] + bt + clearance and o[1] + tp - clearance < box[3] for o in obst)

    def place(i: int, others: Sequence[Box], t: Text | None = None, clear_only: bool = False) -> Text | None:
        t = labels[i] if t is None else t
        reach = 6.6 * t.size + 60.0
        nearby = [b for b in others if b[0] - reach < t.x < b[2] + reach and b[1] - reach < t.y < b[3] + reach]
        obst = [o for o in obstacles if abs(o[0] - t.x) < reach + clearance + 40 and abs(o[1] - t.y) < reach + clearance + 40]
        tiers: list[tuple[Callable[[float, float], bool], bool]] = [(inside[i], True), (inside[i], False)]
        if near is not None:
            tiers.append((near[i], True))
            if t.size > LABEL_SIZE * 1.4:  # a name enlarged for the wall: just off its coast before under a unit
                tiers = [tiers[0], tiers[2], tiers[1]]
        if beside is not None:  # farther off its coast, beside the units, before it would stand under one
            tiers.insert(-1 if tiers[-1][1] is False else len(tiers), (beside[i], True))
        if clear_only:
            tiers = [tier for tier in tiers if tier[1]]
        b0 = text_box(t)
        if not any(_overlap(b0, other) for other in nearby) and not on_unit(b0, obst):
            return t  # where it is: clear of names and units
        free = []  # the spots clear of the other names, nearest first (the same for every tier)
        for dx, dy in steps:
            ox, oy = dx * t.size, dy * t.size
            x0, y0, x1, y1 = b0[0] + ox, b0[1] + oy, b0[2] + ox, b0[3] + oy
            for o in nearby:
                if x0 < o[2] and o[0] < x1 and y0 < o[3] and o[1] < y1:
                    break
            else:
                free.append((ox, oy, (x0, y0, x1, y1)))
        for where, keep_clear in tiers:
            for ox, oy, box in free:
                if keep_clear and on_unit(box, obst):
                    continue
                if (ox or oy) and not where(t.x + ox, t.y + oy):
                    continue
                return t if not (ox or oy) else replace(t, x=t.x + ox, y=t.y + oy)
        return None

    coarse = [d for d in steps if round(d[0] * 5) % 2 == 0 and round(d[1] * 5) % 2 == 0]

    def _make_room(i: int) -> Text | None:
        """Name ``i`` (on a unit) to the nearest spot clear of the units where at most two other names stand,
        each of them moved to a spot of its own clear of the units and of every name; ``None`` if none."""
        regions = [inside[i]] + ([near[i]] if near is not None else []) + ([beside[i]] if beside is not None else [])
        two = narrower[i] if narrower is not None else None
        forms = [labels[i]] + ([replace(labels[i], lines=two)] if two else [])
        for form in forms:
            reach = 6.6 * form.size + 60.0
            obst = [o for o in obstacles if abs(o[0] - form.x) < reach + 60 and abs(o[1] - form.y) < reach + 60]
            for n, cand in enumerate(_clear_spots(form, coarse, regions, partial(_off_units, on_unit, obst))):
                if n >= 12:  # the nearest spots only: a name far from its place reads as another's
                    break
                cb = text_box(cand)
                blockers = [j for j, b in enumerate(boxes) if j != i and _overlap(cb, b)]
                if len(blockers) > 2:
                    continue
                trial = list(boxes)
                trial[i] = cb
                placed: dict[int, Text] = {}
                for j in blockers:
                    others = [b for k, b in enumerate(trial) if k != j]
                    spot = place(j, others, clear_only=True)
                    if spot is None or on_unit(text_box(spot), obstacles):
                        break
                    placed[j] = spot
                    trial[j] = text_box(spot)
                else:
                    out[i] = cand
                    boxes[i] = cb
                    for j, spot in placed.items():
                        out[j] = spot
                        boxes[j] = trial[j]
                    return cand
        return None

    out: list[Text] = []
    boxes: list[Box] = []
    for i, t in enumerate(labels):
        out.append(place(i, [text_box(o) for o in out]) or t)
    for _ in range(rounds):
        boxes = [text_box(o) for o in out]
        stuck = [i for i, b in enumerate(boxes) if any(j != i and _overlap(b, c) for j, c in enumerate(boxes))]
        if not stuck:
            break
        for i in stuck:
            others = [text_box(o) for j, o in enumerate(out) if j != i]
            again = place(i, others)
            if again is not None:
                out[i] = again
    if narrower is not None:
        boxes = [text_box(o) for o in out]
        for i, b in enumerate(boxes):
            lines = narrower[i]
            if lines and any(j != i and _overlap(b, c) for j, c in enumerate(boxes)):
                again = place(i, [c for j, c in enumerate(boxes) if j != i], replace(labels[i], lines=lines))
                if again is not None:
                    out[i] = again
                    boxes[i] = text_box(again)
    if obstacle_box is not None:  # a name still on a unit: on more lines, clear of it, if there is room
        boxes = [text_box(o) for o in out]
        for i, b in enumerate(boxes):
            if not on_unit(b, obstacles):
                continue
            others = [c for j, c in enumerate(boxes) if j != i]
            tries: list[tuple[str, ...]] = [n for n in ([narrower[i]] if narrower is not None else []) if n]
            for lines in tries:
                again = place(i, others, replace(labels[i], lines=lines), clear_only=True)
                if again is not None:
                    out[i] = again
                    boxes[i] = text_box(again)
                    break
        for _ in range(rounds):  # then it takes a spot clear of the units that other names hold, if they can go
            moved = False
            for i in [i for i, b in enumerate(boxes) if on_unit(b, obstacles)]:
                again = _make_room(i)
                if again is not None:
                    moved = True
            if not moved:
                break
    return out


def _off_units(on_unit: Callable[[Box, Sequence[Point]], bool], obst: Sequence[Point], box: Box) -> bool:
    return not on_unit(box, obst)


def _clear_spots(t: Text, steps: Sequence[tuple[float, float]], where: Sequence[Callable[[float, float], bool]],
                 clear: Callable[[Box], bool]) -> Iterator[Text]:
    """``t`` moved to each spot (nearest first) whose centre is in one of ``where`` and whose box ``clear``."""
    b0 = text_box(t)
    for dx, dy in steps:
        ox, oy = dx * t.size, dy * t.size
        box = (b0[0] + ox, b0[1] + oy, b0[2] + ox, b0[3] + oy)
        if clear(box) and any(w(t.x + ox, t.y + oy) for w in where):
            yield replace(t, x=t.x + ox, y=t.y + oy)


# --- leader lines ------------------------------------------------------------------------------

LEADER_WIDTH = 0.075  # a leader line's width, in its name's size (thin: never taken for an order or a border)
LEADER_DOT = 0.16  # the dot at its end inside the space, in its name's size


def leader_parts(points: Sequence[Point], size: float, ink: str = LAND_LABEL, halo: str = HALO) -> tuple[Primitive, ...]:
    """A thin line from a point inside a space (a dot there) to its name, set beside the space: in the name's
    ink on a white casing like the name's halo (a border has none, an order is thick and in a power's colour)."""
    w = max(0.8, size * LEADER_WIDTH)
    r = max(1.6, size * LEADER_DOT)
    pts = tuple(points)
    x, y = pts[0]
    return (Poly(pts, stroke=halo, width=w + 2.6 * w, role="leader-casing"),
            Circle(x, y, r + 1.3 * w, fill=halo, role="leader-dot-casing"),
            Poly(pts, stroke=ink, width=w, role="leader"),
            Circle(x, y, r, fill=ink, role="leader-dot"))


def _seg_hits_box(p: Point, q: Point, box: Box) -> bool:
    """Whether the segment p-q passes through the box (Liang-Barsky clipping)."""
    x0, y0, x1, y1 = box
    dx, dy = q[0] - p[0], q[1] - p[1]
    lo, hi = 0.0, 1.0
    for d, a, b in ((dx, p[0] - x0, x1 - p[0]), (dy, p[1] - y0, y1 - p[1])):
        if abs(d) < 1e-12:
            if a < 0 or b < 0:
                return False
            continue
        t0, t1 = -a / d, b / d
        if t0 > t1:
            t0, t1 = t1, t0
        lo, hi = max(lo, t0), min(hi, t1)
        if lo > hi:
            return False
    return True


def _segs_cross(a: Point, b: Point, c: Point, d: Point) -> bool:
    def side(p: Point, q: Point, r: Point) -> float:
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    return side(a, b, c) * side(a, b, d) < 0 and side(c, d, a) * side(c, d, b) < 0


def _box_edge_towards(box: Box, p: Point, gap: float) -> Point:
    """Where the line from ``p`` to the box's centre meets the box grown by ``gap``."""
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    hw, hh = (box[2] - box[0]) / 2 + gap, (box[3] - box[1]) / 2 + gap
    dx, dy = p[0] - cx, p[1] - cy
    k = min(hw / abs(dx) if dx else math.inf, hh / abs(dy) if dy else math.inf)
    return (cx + dx * k, cy + dy * k) if k < 1.0 else (cx, cy)


def lead_labels(labels: Sequence[Text], inside: Sequence[Callable[[float, float], bool]], obstacles: Sequence[Point],
                obstacle_box: Box, ends: Callable[[int], Sequence[Point]], width: float, height: float, *,
                narrower: Sequence[tuple[str, ...] | None] | None = None,
                away: Callable[[int, Box, bool], float | None] | None = None,
                longest: float = 4.0, least: Sequence[float] | None = None,
                margin: float = 2.0) -> tuple[list[Text], list[tuple[Point, Point] | None]]:
    """The names that ``spread_labels`` left on a unit token (``obstacles``: where units may stand, each token
    covering ``obstacle_box`` around its point) set clear of every token, as a map does with a name that has no
    room in its space: first in its space on two lines (``narrower[i]``) or a little smaller (down to 80%, never
    below ``least[i]``); else beside it, in the nearest clear spot (``away(i, box, last)``: what a spot costs,
    e.g. over another land, None where the name may not stand), joined to a point of its space (one of
    ``ends(i)``) by a leader line at most ``longest`` times the name's size long that crosses no token, no other
    name and no other leader. Where one other name is in the way, it may move within its own space (or at last
    go beside it too). A last pass, for a name still on a unit, allows a leader half as long again (``away``
    asked with ``last`` true). The spots are on the map (``width`` x ``height``) and clear of every other name;
    a name with no such spot stays where it was; at most ``SEARCHES`` searches beside the spaces are made.
    Returns the names and, for each, its leader line (from its space to the name) or None."""
    out = list(labels)
    leads: list[tuple[Point, Point] | None] = [None] * len(out)
    lt, tp, rt, bt = obstacle_box
    tokens = [(o[0] + lt - margin, o[1] + tp - margin, o[0] + rt + margin, o[1] + bt + margin) for o in obstacles]
    plain = [(o[0] + lt, o[1] + tp, o[0] + rt, o[1] + bt) for o in obstacles]

    def on_token(box: Box, near: Sequence[Box]) -> bool:
        return any(_overlap(box, o) for o in near)

    stuck = [i for i, t in enumerate(out) if on_token(text_box(t), plain)]
    if not stuck:
        return out, leads

    def forms(i: int, k: float) -> list[Text]:
        """Name ``i`` at ``k`` times its size (none below ``least[i]``), on one line and on two."""
        size = labels[i].size * k
        if least is not None and size < least[i] - 1e-6:
            return []
        t = replace(out[i], size=size, lines=labels[i].lines)
        two = narrower[i] if narrower is not None else None
        return [t] + ([replace(t, lines=two)] if two and two != t.lines else [])

    def segments() -> list[tuple[Point, Point]]:
        return [s for s in leads if s is not None]

    def clear(box: Box, i: int, near_tokens: Sequence[Box], near_names: Sequence[Box]) -> bool:
        if box[0] < 2.0 or box[1] < 2.0 or box[2] > width - 2.0 or box[3] > height - 2.0:
            return False
        if on_token(box, near_tokens) or any(_overlap(box, o) for o in near_names):
            return False
        return not any(_seg_hits_box(a, b, box) for a, b in segments())

    seen_inside: dict[tuple[int, float, float], bool] = {}

    def in_space(i: int, t: Text) -> Text | None:
        """``t`` at the nearest spot of its space clear of tokens, names and leaders."""
        b0 = text_box(t)
        # the region the steps reach: only the tokens and names there matter
        x0, y0, x1, y1 = b0[0] - 6.0 * t.size, b0[1] - 5.0 * t.size, b0[2] + 6.0 * t.size, b0[3] + 5.0 * t.size
        near_tokens = [o for o in tokens if o[0] < x1 and x0 < o[2] and o[1] < y1 and y0 < o[3]]
        near_names = [o for j, o in enumerate(map(text_box, out)) if j != i and o[0] < x1 and x0 < o[2] and o[1] < y1 and y0 < o[3]]
        where = inside[i]
        for dx, dy in _NEAR_STEPS:
            ox, oy = dx * t.size, dy * t.size
            x, y = t.x + ox, t.y + oy
            key = (i, round(x, 2), round(y, 2))
            ok = seen_inside.get(key)
            if ok is None:
                ok = seen_inside[key] = where(x, y)
            if ok and clear((b0[0] + ox, b0[1] + oy, b0[2] + ox, b0[3] + oy), i, near_tokens, near_names):
                return replace(t, x=x, y=y)
        return None

    Spot = tuple[float, Text, tuple[Point, Point], int]  # cost, the name there, its leader, the name in the way (-1)

    most_default = longest
    # the searches beside the spaces are the costly part: a map far too full for its names (the largest names on
    # a small screen) stops after this many, its last names left where they were
    searches = [SEARCHES]

    def beside(i: int, cands: Sequence[Text], longest: float = longest, shove: bool = False) -> list[Spot]:
        """The cheapest clear spot near the space for one of ``cands``, with its leader line; with ``shove``, then
        the cheapest few where one other name stands (one without a leader line, which may move away)."""
        points = ends(i)
        if not points or searches[0] <= 0:
            return []
        searches[0] -= 1
        names = [(j, text_box(o)) for j, o in enumerate(out) if j != i]
        segs = segments()
        seg_boxes = [(a, b, (min(a[0], b[0]), min(a[1], b[1]), max(a[0], b[0]), max(a[1], b[1]))) for a, b in segs]
        best: Spot | None = None
        blocked: list[Spot] = []
        for t in cands:
            b0 = text_box(t)
            w = b0[2] - b0[0]
            reach = longest * t.size + w
            far = reach + w  # what a box within ``reach`` may touch
            near_tokens = [o for o in tokens if o[0] - far < t.x < o[2] + far and o[1] - far < t.y < o[3] + far]
            near_plain = [o for o in plain if o[0] - far < t.x < o[2] + far and o[1] - far < t.y < o[3] + far]
            near_names = [(j, o) for j, o in names if o[0] - far < t.x < o[2] + far and o[1] - far < t.y < o[3] + far]
            gap = 0.12 * t.size
            shortest = gap + LEADER_DOT * t.size * 2.5  # the dot and a little of the line show between space and name
            aside = 0.35 * t.size  # a leader passes no other name closer than this (it would seem to point at it)
            most = longest * t.size
            wide = [(j, (o[0] - aside, o[1] - aside, o[2] + aside, o[3] + aside)) for j, o in near_names]
            for ox, oy, moved in _grid(0.4 * t.size, reach):
                if best is not None and MOVED_COST * moved + shortest >= best[0]:
                    break  # nearest first: no farther spot can cost less
                box = (b0[0] + ox, b0[1] + oy, b0[2] + ox, b0[3] + oy)
                if box[0] < 2.0 or box[1] < 2.0 or box[2] > width - 2.0 or box[3] > height - 2.0:
                    continue
                if on_token(box, near_tokens) or any(_overlap(box, sb) and _seg_hits_box(a, b, box) for a, b, sb in seg_boxes):
                    continue
                hits = {j for j, o in near_names if _overlap(box, o)}
                if hits and not (shove and len(hits) == 1 and leads[next(iter(hits))] is None):
                    continue
                extra = away(i, box, longest > most_default) if away is not None else 0.0
                if extra is None:
                    continue
                cost0 = MOVED_COST * moved + extra
                ranked = sorted((d, p) for p in points if shortest <= (d := _box_distance(box, p)) <= most)
                noted = False  # one spot in the way per box (its cheapest leader)
                for length, p in ranked[:10]:
                    full = len(blocked) >= 8
                    if best is not None and cost0 + length >= best[0]:
                        break
                    q = _box_edge_towards(box, p, gap)
                    sb = (min(p[0], q[0]), min(p[1], q[1]), max(p[0], q[0]), max(p[1], q[1]))
                    if (any(_overlap(sb, o) and _seg_hits_box(p, q, o) for o in near_plain)
                            or any(_overlap(sb, ob) and _segs_cross(p, q, a, b) for a, b, ob in seg_boxes)):
                        continue
                    # the names in the way: under the name, or beside its leader (it would seem to point at them)
                    way = hits | {j for j, o in wide if _overlap(sb, o) and _seg_hits_box(p, q, o)}
                    spot = (cost0 + length, replace(t, x=t.x + ox, y=t.y + oy), (p, q), min(way) if way else -1)
                    if not way:
                        best = spot
                        break
                    if (shove and not noted and len(way) == 1 and leads[spot[3]] is None and best is None
                            and not (full and spot[0] >= blocked[-1][0])
                            and sum(b[3] == spot[3] for b in blocked) < 3):  # a few different names to move
                        noted = True
                        blocked = sorted([*blocked, spot], key=lambda s: s[0])[:8]
        return [best] if best is not None else blocked

    def own_place(j: int, lead: bool, chain: bool = False) -> bool:
        """Name ``j`` (pushed aside by a name with no room) to a spot of its own space clear of everything; with
        ``lead``, else beside its space with a leader line (with ``chain``, where one more name is in the way,
        which moves within its own space)."""
        placed = next((sp for k in SHRINK for t in forms(j, k) if (sp := in_space(j, t)) is not None), None)
        if placed is not None:
            out[j] = placed
            return True
        for k in SHRINK if lead else ():
            found = beside(j, forms(j, k), shove=chain)
            if found and found[0][3] < 0:
                out[j], leads[j] = found[0][1], found[0][2]
                return True
            if chain and _shove(j, found, False):
                return True
        return False

    def _shove(i: int, found: Sequence[Spot], lead: bool, chain: bool = False) -> bool:
        for _cost, t, line, j in found:
            kept_i, kept_j = out[i], out[j] if j >= 0 else None
            out[i], leads[i] = t, line
            if j < 0 or own_place(j, lead, chain):
                return True
            out[i], leads[i] = kept_i, None
            if kept_j is not None:
                out[j], leads[j] = kept_j, None
        return False

    # a name that moved off may make room for another: every name tries its own space first, then beside it;
    # the last pass, for a name still on a unit, allows a longer leader (and ``away``'s ``last``) and a chain
    sizes = SHRINK
    for last, most in enumerate((longest, longest, 1.5 * longest)):
        for i in stuck:
            if leads[i] is not None or not on_token(text_box(out[i]), plain):
                continue
            placed = next((sp for k in sizes for t in forms(i, k) if (sp := in_space(i, t)) is not None), None)
            if placed is not None:
                out[i] = placed
                continue
            if last == 0:
                continue
            # the name in the way of the best spots moves within its own space, or at last beside it too
            # (in the last pass, at last, where the name in the way goes beside its space where one more is)
            tried: dict[float, list[Spot]] = {}
            tries = [(False, k, False) for k in sizes] + [(True, k, False) for k in sizes]
            for lead, k, chain in tries + ([(True, k, True) for k in sizes] if last == 2 else []):
                if k not in tried:
                    tried[k] = beside(i, forms(i, k), most, shove=True)
                if _shove(i, tried[k], lead, chain):
                    break
    return out, leads


@lru_cache(maxsize=64)
def _grid(step: float, reach: float) -> tuple[tuple[float, float, float], ...]:
    """Offsets on a grid of ``step`` up to ``reach`` away, nearest first, each with its distance."""
    span = int(reach / step)
    cells = ((gx * step, gy * step) for gx in range(-span, span + 1) for gy in range(-span, span + 1))
    return tuple(sorted(((x, y, math.hypot(x, y)) for x, y in cells if math.hypot(x, y) <= reach), key=lambda c: c[2]))


SEARCHES = 80  # at most this many searches for a spot beside a space (lead_labels): 25-45 at the projector's sizes
SHRINK = (1.0, 0.9, 0.8)  # a name with no room is tried this much smaller (in its space, then beside it)
MOVED_COST = 0.25  # what moving a name set beside its space costs, per map unit (its leader's length: 1)
_NEAR_STEPS = sorted(((dx / 5, dy / 5) for dx in range(-30, 31, 2) for dy in range(-25, 26, 2)),
                     key=lambda d: math.hypot(d[0], d[1] * 1.6))


def _box_distance(box: Box, pt: Point) -> float:
    dx = max(box[0] - pt[0], 0.0, pt[0] - box[2])
    dy = max(box[1] - pt[1], 0.0, pt[1] - box[3])
    return math.hypot(dx, dy)


# --- the scene --------------------------------------------------------------------------------

def line_parts(points: Sequence[Point], colour: str, width: float, *, dash: tuple[float, ...] = (),
                head: float = 0.0, opacity: float = 1.0, role: str = "") -> list[Primitive]:
    casing = casing_for(colour)
    pts = tuple(points)
    out: list[Primitive] = []
    line_pts = pts
    head_pts: tuple[Point, ...] = ()
    if head and len(pts) >= 2:
        head_pts = arrow_head(pts[-1], pts[-2], head, head * 0.6)
        line_pts = (*pts[:-1], along(pts[-1], pts[-2], head * 0.6))
    out.append(Poly(line_pts, stroke=casing, width=width + 2 * CASING, dash=dash, opacity=opacity, role=role + "-casing"))
    if head_pts:
        out.append(Poly(head_pts, True, fill=casing, stroke=casing, width=2 * CASING, opacity=opacity, role=role + "-head-casing"))
    out.append(Poly(line_pts, stroke=colour, width=width, dash=dash, opacity=opacity, role=role))
    if head_pts:
        out.append(Poly(head_pts, True, fill=colour, opacity=opacity, role=role + "-head"))
    return out


__all__ = [
    "HIGHLIGHT_CASING", "HIGHLIGHT_VEIL", "SEA_LABEL_STRONG", "contrast_ratio", "relative_luminance",
    "Area",
    "BORDER_LAND",
    "BORDER_SEA",
    "Border",
    "CASING",
    "CJK_LABEL_SIZE",
    "COAST",
    "CODE_LABEL_SIZE",
    "CONTESTED_FILL",
    "CONTESTED_STROKE",
    "Circle",
    "DARK_INK",
    "DISLODGED",
    "DISLODGED_CLEARANCE",
    "FAILED",
    "FONT_FAMILIES",
    "HALO",
    "HIGHLIGHT_STYLES",
    "IMPASSABLE",
    "INERT_LAND",
    "LABEL_SIZE",
    "LAND",
    "LAND_LABEL",
    "LANGS",
    "LIGHT_INK",
    "MOVE_WIDTH",
    "OrderMark",
    "Poly",
    "Primitive",
    "SC_CLEARANCE",
    "SEA",
    "SEA_LABEL",
    "SEA_LABEL_SIZE",
    "SUPPORT_WIDTH",
    "Scene",
    "SceneOptions",
    "TOKEN",
    "TOKEN_BOX",
    "Text",
    "Token",
    "along",
    "arrow_head",
    "casing_for",
    "cross",
    "ink_for",
    "line_length",
    "line_parts",
    "luminance",
    "mix",
    "offset_line",
    "point_at",
    "rounded_rect",
    "spread_labels",
    "text_box",
    "smooth",
    "star",
    "tint",
    "token_parts",
    "trim_line",
    "unit_vector",
    "vsub",
    "LEADER_DOT",
    "LEADER_WIDTH",
    "lead_labels",
    "leader_parts",
    "wrap_cjk",
    "wrap_words",
]

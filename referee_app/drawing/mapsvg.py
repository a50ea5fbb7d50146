"""The board's geometry, read from ``assets/map.svg`` (no Qt).

The SVG's contract (written by ``tools/make_map.py``): one ``<path id="CODE">`` per space
in the groups ``sea`` and ``land`` (ids starting with ``_`` are inert land or water that
is not a space); per space the anchors ``data-unit``, ``data-dislodged``, ``data-label``,
``data-sc`` (supply centres) and ``data-unit-nc/-sc/-ec`` (fleet positions on split
coasts), each ``"x,y"``; a ``borders`` group of stroked paths; width and height equal the
viewBox.

Path data is read by a small reader for the straight-line commands the generator writes
(M, L, H, V, Z, absolute or relative); anything else (curves, arcs) goes through
svgelements, so a hand-edited map with curves still loads.
"""

from __future__ import annotations

import re
from array import array
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import xml.etree.ElementTree as ET

Point = tuple[float, float]
Ring = tuple[Point, ...]

_SVG_NS = "{http://www.w3.org/2000/svg}"


class MapFileError(Exception):
    """The map SVG is missing or does not follow the contract."""


def map_svg_path(game: str | None = None) -> Path:
    """Where a board's ``map.svg`` is: inside the installed package, or in the source tree. Without
    ``game``, Diplomacy's (``assets/map.svg``); with it, that game's own (``assets/<game>/map.svg``)."""
    here = Path(__file__).resolve().parent.parent  # referee_app/
    sub = Path(game) / "map.svg" if game else Path("map.svg")
    for cand in (here / "assets" / sub, here.parent / "assets" / sub):
        if cand.is_file():
            return cand
    raise MapFileError(f"cannot find the board's {sub.as_posix()} near {here} (looked in assets/)")


@dataclass(frozen=True)
class Space:
    """One shape of the map: a space of the board, or inert land/water (``code`` starts with ``_``)."""

    code: str
    layer: str  # "sea" | "land"
    cls: str  # the SVG class: sea, coast, land, impassable, inert
    d: str  # the SVG path data, as written
    rings: tuple[Ring, ...]  # closed outlines (even-odd filled)
    unit: Point | None = None
    dislodged: Point | None = None
    label: Point | None = None
    sc: Point | None = None
    coast_units: Mapping[str, Point] = field(default_factory=dict)  # "NC" -> where a fleet on that coast stands
    anchors: Mapping[str, Point] = field(default_factory=dict)  # other anchors by name ("flag", "pieces")

    if not TYPE_CHECKING:
        def __getattr__(self, name):  # only for what is not set: a kept space's outlines, decoded when first asked
            return _unpacked(self, name, "rings")

    @property
    def is_space(self) -> bool:
        return not self.code.startswith("_")

    @property
    def bbox(self) -> tuple[float, float, float, float]:
        xs = [x for r in self.rings for x, _ in r]
        ys = [y for r in self.rings for _, y in r]
        return (min(xs), min(ys), max(xs), max(ys)) if xs else (0.0, 0.0, 0.0, 0.0)

    def unit_anchor(self, coast: str | None = None) -> Point:
        """Where a unit stands: the coast's fleet position if there is one, else the space's."""
        if coast and coast.upper() in self.coast_units:
            return self.coast_units[coast.upper()]
        if self.unit is not None:
            return self.unit
        x0, y0, x1, y1 = self.bbox
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    def dislodged_anchor(self) -> Point:
        if self.dislodged is not None:
            return self.dislodged
        x, y = self.unit_anchor()
        return (x + 14.0, y - 14.0)

    def label_anchor(self) -> Point:
        if self.label is not None:
            return self.label
        x, y = self.unit_anchor()
        return (x, y + 24.0)

    def contains(self, x: float, y: float) -> bool:
        """Even-odd point-in-polygon test over all rings."""
        inside = False
        for ring in self.rings:
            n = len(ring)
            j = n - 1
            for i in range(n):
                xi, yi = ring[i]
                xj, yj = ring[j]
                if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
                    inside = not inside
                j = i
        return inside


@dataclass(frozen=True)
class BorderPath:
    """One stroked path of the ``borders`` layer (sea borders, land borders, coasts, straits)."""

    cls: str
    d: str
    lines: tuple[Ring, ...]  # polylines (open or closed)
    stroke: str
    width: float

    if not TYPE_CHECKING:
        def __getattr__(self, name):  # only for what is not set: a kept border's lines, decoded when first asked
            return _unpacked(self, name, "lines")


@dataclass(frozen=True)
class MapGeometry:
    """The map as read from its SVG: its size and background, every shape by id, the borders."""
    width: float
    height: float
    background: str
    spaces: Mapping[str, Space]  # every shape by id, spaces and inert shapes, in document order
    borders: tuple[BorderPath, ...]
    source: str = ""
    digest: str = field(default="", compare=False)  # the SVG's bytes' digest (core.diskcache; when read through load_geometry)

    @property
    def provinces(self) -> dict[str, Space]:
        """The board's spaces only (no inert shapes)."""
        return {c: s for c, s in self.spaces.items() if s.is_space}

    def space(self, code: str) -> Space:
        sp = self.spaces.get(code) or self.spaces.get(code.upper())
        if sp is None:
            raise MapFileError(f"the map has no space {code!r}")
        return sp

    def anchor(self, province: str, coast: str | None = None) -> Point:
        return self.space(province).unit_anchor(coast)

    def space_at(self, x: float, y: float) -> str | None:
        """The code of the board space containing the point (inert shapes excluded)."""
        for code, sp in self.spaces.items():
            if not sp.is_space:
                continue
            x0, y0, x1, y1 = sp.bbox
            if x0 <= x <= x1 and y0 <= y <= y1 and sp.contains(x, y):
                return code
        return None


# --- reading -----------------------------------------------------------------------

def _point(text: str | None) -> Point | None:
    if not text:
        return None
    parts = re.split(r"[\s,]+", text.strip())
    if len(parts) != 2:
        raise MapFileError(f"anchor {text!r} is not 'x,y'")
    return (float(parts[0]), float(parts[1]))


def _length(text: str | None, default: float) -> float:
    if not text:
        return default
    m = re.match(r"\s*([-+0-9.eE]+)", text)
    return float(m.group(1)) if m else default


# The path data's patterns, each compiled when first used: a start whose map geometry comes from the disk cache
# (drawing/diskcache.py) never reads path data, and compiling them took about 0.3 ms of every start.
@cache
def _token() -> re.Pattern[str]:
    return re.compile(r"[MmLlHhVvZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


@cache
def _simple() -> re.Pattern[str]:
    return re.compile(r"^[\sMmLlHhVvZz0-9eE.,+-]*$")


@cache
def _absolute() -> re.Pattern[str]:
    return re.compile(r"^[\sMLZ0-9.,+-]*$")


def parse_path_data(d: str) -> tuple[tuple[Ring, ...], tuple[bool, ...]]:
    """Subpaths of SVG path data as point lists, and whether each is closed."""
    if _absolute().match(d):
        fast = _parse_absolute(d)
        if fast is not None:
            return fast
    if _simple().match(d):
        return _parse_lines(d)
    return _parse_with_svgelements(d)


def _parse_absolute(d: str) -> tuple[tuple[Ring, ...], tuple[bool, ...]] | None:
    """The maps' own path data (``M x,y L x,y … Z``: absolute moves and lines, each subpath closed or not)
    read in a few passes, as ``_parse_lines`` reads it; None for anything else (read by ``_parse_lines``)."""
    rings: list[Ring] = []
    closed: list[bool] = []
    for part in d.split("M")[1:] if d.lstrip().startswith("M") else [None]:
        if part is None:
            return None
        body = part.strip()
        is_closed = body.endswith("Z")
        if is_closed:
            body = body[:-1]
        if "Z" in body:
            return None
        nums = body.replace("L", " ").replace(",", " ").split()
        if len(nums) % 2:
            return None
        try:
            vals = [float(v) for v in nums]
        except ValueError:
            return None
        if len(vals) >= 4:
            rings.append(tuple(zip(vals[0::2], vals[1::2])))
            closed.append(is_closed)
    return tuple(rings), tuple(closed)


def _parse_lines(d: str) -> tuple[tuple[Ring, ...], tuple[bool, ...]]:
    rings: list[Ring] = []
    closed: list[bool] = []
    cur: list[Point] = []
    x = y = 0.0
    start = (0.0, 0.0)
    cmd = ""
    toks = _token().findall(d)
    i = 0
    n = len(toks)

    def num() -> float:
        nonlocal i
        if i >= n:
            raise MapFileError(f"path data ends too early: {d[:60]!r}")
        v = float(toks[i])
        i += 1
        return v

    def flush(is_closed: bool) -> None:
        nonlocal cur
        if len(cur) >= 2:
            rings.append(tuple(cur))
            closed.append(is_closed)
        cur = []

    while i < n:
        t = toks[i]
        if t.isalpha():
            cmd = t
            i += 1
            if cmd in "Zz":
                flush(True)
                x, y = start
                continue
        elif not cmd:
            raise MapFileError(f"path data does not start with a command: {d[:60]!r}")
        if cmd in "Mm":
            nx, ny = num(), num()
            if cmd == "m":
                nx, ny = x + nx, y + ny
            flush(False)
            x, y = nx, ny
            start = (x, y)
            cur = [(x, y)]
            cmd = "L" if cmd == "M" else "l"  # further pairs are line-tos
        elif cmd in "Ll":
            nx, ny = num(), num()
            x, y = (x + nx, y + ny) if cmd == "l" else (nx, ny)
            cur.append((x, y))
        elif cmd in "Hh":
            v = num()
            x = x + v if cmd == "h" else v
            cur.append((x, y))
        elif cmd in "Vv":
            v = num()
            y = y + v if cmd == "v" else v
            cur.append((x, y))
        else:  # pragma: no cover - _SIMPLE admits only the commands above
            raise MapFileError(f"path command {cmd!r} not understood")
    flush(False)
    return tuple(rings), tuple(closed)


def _parse_with_svgelements(d: str) -> tuple[tuple[Ring, ...], tuple[bool, ...]]:
    import svgelements  # type: ignore[import-untyped]  # only for curves and arcs; the generated map uses straight lines

    rings: list[Ring] = []
    closed: list[bool] = []
    for sub in svgelements.Path(d).as_subpaths():
        pts: list[Point] = []
        is_closed = False
        for seg in sub:
            if isinstance(seg, svgelements.Move):
                pts.append((float(seg.end.x), float(seg.end.y)))
            elif isinstance(seg, svgelements.Close):
                is_closed = True
            elif isinstance(seg, svgelements.Line):
                pts.append((float(seg.end.x), float(seg.end.y)))
            else:
                for k in range(1, 9):
                    p = seg.point(k / 8)
                    pts.append((float(p.x), float(p.y)))
        if len(pts) >= 2:
            rings.append(tuple(pts))
            closed.append(is_closed)
    return tuple(rings), tuple(closed)


def _tag(el: ET.Element) -> str:
    return el.tag.replace(_SVG_NS, "")


_ANCHORS = ("flag", "pieces")  # named anchors kept in ``Space.anchors`` (列欧帝国棋's map)


def read_geometry(path: Path | str, *, upper: bool = True) -> MapGeometry:
    """Read a map SVG (uncached; see ``load_geometry``). ``upper``: key the spaces by ``id.upper()``
    (Diplomacy's codes); false keeps the ids as written (列欧帝国棋's 法B, ``baltic``)."""
    import xml.etree.ElementTree as ET  # here: a map read from the disk's cache needs no XML (2 ms of a start)

    path = Path(path)
    try:
        root = ET.parse(path).getroot()
    except OSError as exc:
        raise MapFileError(f"{path}: cannot read the map ({exc.strerror or exc})") from exc
    except ET.ParseError as exc:
        raise MapFileError(f"{path}: the map is not valid SVG/XML ({exc})") from exc
    vb = root.get("viewBox")
    if vb:
        _, _, w, h = (float(v) for v in re.split(r"[\s,]+", vb.strip()))
    else:
        w, h = _length(root.get("width"), 0.0), _length(root.get("height"), 0.0)
    if w <= 0 or h <= 0:
        raise MapFileError(f"{path}: the map has no size (viewBox or width/height)")
    background = "#a8cbe3"
    for el in root:
        if _tag(el) == "rect" and el.get("fill"):
            background = el.get("fill") or background
            break
    spaces: dict[str, Space] = {}
    borders: list[BorderPath] = []
    groups = {g.get("id"): g for g in root.iter(f"{_SVG_NS}g") if g.get("id")}
    for layer in ("sea", "land"):
        g = groups.get(layer)
        if g is None:
            raise MapFileError(f"{path}: the map has no <g id=\"{layer}\"> layer")
        for el in g.iter(f"{_SVG_NS}path"):
            code = el.get("id")
            d = el.get("d")
            if not code or not d:
                continue
            rings, _ = parse_path_data(d)
            coast_units: dict[str, Point] = {}
            for key, val in el.attrib.items():
                if key.startswith("data-unit-"):
                    pt = _point(val)
                    if pt is not None:
                        coast_units[key[len("data-unit-"):].upper()] = pt
            key = code if code.startswith("_") or not upper else code.upper()
            anchors = {name: pt for name in _ANCHORS if (pt := _point(el.get(f"data-{name}"))) is not None}
            spaces[key] = Space(
                code=key,
                layer=layer,
                cls=el.get("class", layer),
                d=d,
                rings=rings,
                unit=_point(el.get("data-unit")),
                dislodged=_point(el.get("data-dislodged")),
                label=_point(el.get("data-label")),
                sc=_point(el.get("data-sc")),
                coast_units=coast_units,
                anchors=anchors,
            )
    for gid in ("borders", "sea-links"):  # sea-links: 列欧帝国棋's dotted links between lands (class sea-link)
        bg = groups.get(gid)
        if bg is None:
            continue
        for el in bg.iter(f"{_SVG_NS}path"):
            d = el.get("d")
            if not d:
                continue
            lines, _ = parse_path_data(d)
            borders.append(BorderPath(el.get("class", ""), d, lines, el.get("stroke", bg.get("stroke", "#444444")),
                                      _length(el.get("stroke-width", bg.get("stroke-width")), 1.0)))
    return MapGeometry(w, h, background, spaces, tuple(borders), str(path))


@lru_cache(maxsize=4)
def _cached(path: str, mtime_ns: int, upper: bool = True) -> MapGeometry:
    # read once per process, and kept on disk between runs (drawing.diskcache) by the file's bytes
    from . import diskcache  # (it imports core.paths; mapsvg itself stays importable alone)

    # the file's digest kept by its time and size (an unchanged file is only stat'ed, not read and digested: 0.5 MB)
    kept = diskcache.file_digest(path)
    if kept:
        digest = kept.hex()  # (data_digest's: the same BLAKE2b of the file's bytes)
    else:
        try:
            data = Path(path).read_bytes()
        except OSError as exc:
            raise MapFileError(f"{path}: cannot read the map ({exc.strerror or exc})") from exc
        digest = diskcache.data_digest(data)
    code = diskcache.code_digest(__file__)
    name = diskcache.key("map", digest, str(upper), path, code) if code is not None else None
    if name is not None:
        hit = _from_plain(diskcache.load(name), digest)
        if hit is not None:
            return hit
    geometry = replace(read_geometry(path, upper=upper), digest=digest)
    if name is not None:
        diskcache.store(name, _to_plain(geometry))
    return geometry


# A geometry kept on disk holds the shapes' outlines packed (every point as one block of doubles, the rings'
# lengths, the path data as one block of bytes) and the shapes made from it leave them so until first asked
# (``_unpacked``): a start that reads its board's names and paths from the disk too never decodes the map's
# 30,000 points (unmarshalling them as tuples was 7 ms of a start). The same values once asked for.
_PACKED = "packed 2"


class _Blocks:
    """A kept map's packed outlines: the rings' lengths (decoded), every point's coordinates, the path data."""

    __slots__ = ("counts", "coords", "d")

    def __init__(self, counts: array[int], coords: bytes, d: bytes) -> None:
        self.counts, self.coords, self.d = counts, coords, d


def _unpacked(obj: Space | BorderPath, name: str, outlines: str) -> object:
    """A kept shape's path data (``d``) or outlines (``outlines``), decoded from its packed form when first asked."""
    packed = obj.__dict__.get("_packed")
    if packed is None or name not in ("d", outlines):
        raise AttributeError(f"{type(obj).__name__!r} object has no attribute {name!r}")
    blocks, d0, d1, r0, r1, p0 = packed
    value: object
    if name == "d":
        value = blocks.d[d0:d1].decode()
    else:
        flat = array("d")
        counts = blocks.counts[r0:r1]
        flat.frombytes(blocks.coords[16 * p0:16 * (p0 + sum(counts))])
        it = iter(flat)
        points = list(zip(it, it))
        rings = []
        i = 0
        for n in counts:
            rings.append(tuple(points[i:i + n]))
            i += n
        value = tuple(rings)
    object.__setattr__(obj, name, value)  # a frozen data class: set once, as if it had been given
    return value


def _to_plain(g: MapGeometry) -> tuple[object, ...]:
    counts: list[int] = []
    coords: list[float] = []
    d = bytearray()

    def pack(path: str, rings: tuple[Ring, ...]) -> tuple[int, int, int, int]:
        at = (len(d), len(counts))
        d.extend(path.encode())
        counts.extend(len(r) for r in rings)
        coords.extend(c for r in rings for pt in r for c in pt)
        return at[0], len(d), at[1], len(counts)

    spaces = tuple((s.code, s.layer, s.cls, s.unit, s.dislodged, s.label, s.sc, dict(s.coast_units), dict(s.anchors),
                    *pack(s.d, s.rings)) for s in g.spaces.values())
    borders = tuple((b.cls, b.stroke, b.width, *pack(b.d, b.lines)) for b in g.borders)
    return (_PACKED, g.width, g.height, g.background, g.source, spaces, borders, bytes(d), array("I", counts).tobytes(),
            array("d", coords).tobytes())


def _from_plain(data: object, digest: str) -> MapGeometry | None:
    """A geometry kept on disk, or None if the entry is not one (of another shape, or cut: each shape's path data
    and rings must follow the last one's, and the points must be as many as the rings' lengths say)."""
    try:
        if not isinstance(data, tuple) or len(data) != 10:
            return None
        tag, w, h, background, source, spaces, borders, d, lengths, coords = data
        if tag != _PACKED or type(d) is not bytes or type(lengths) is not bytes or type(coords) is not bytes:
            return None
        counts = array("I")
        if len(lengths) % counts.itemsize:
            return None
        counts.frombytes(lengths)
        blocks = _Blocks(counts, coords, d)
        at_d = at_r = at_p = 0

        def packed(d0: object, d1: object, r0: object, r1: object) -> tuple[object, ...] | None:
            nonlocal at_d, at_r, at_p
            if d0 != at_d or r0 != at_r or type(d1) is not int or type(r1) is not int or d1 < at_d or r1 < at_r:
                return None
            out = (blocks, at_d, d1, at_r, r1, at_p)
            at_d, at_r, at_p = d1, r1, at_p + sum(counts[at_r:r1])
            return out

        out: dict[str, Space] = {}
        for code, layer, cls, unit, dislodged, label, sc, coast_units, anchors, *where in spaces:
            kept = packed(*where)
            if kept is None or type(coast_units) is not dict or type(anchors) is not dict:
                return None
            sp = object.__new__(Space)
            sp.__dict__.update(code=str(code), layer=str(layer), cls=str(cls), unit=unit, dislodged=dislodged, label=label,
                               sc=sc, coast_units=coast_units, anchors=anchors, _packed=kept)
            out[sp.code] = sp
        lines: list[BorderPath] = []
        for bcls, stroke, width, *where in borders:
            kept = packed(*where)
            if kept is None:
                return None
            b = object.__new__(BorderPath)
            b.__dict__.update(cls=str(bcls), stroke=str(stroke), width=float(width), _packed=kept)
            lines.append(b)
        if at_d != len(d) or at_r != len(counts) or 16 * at_p != len(coords):
            return None
        return MapGeometry(float(w), float(h), str(background), out, tuple(lines), str(source), digest)
    except (TypeError, ValueError, IndexError):
        return None


def load_geometry(path: Path | str | None = None, *, game: str | None = None, upper: bool | None = None) -> MapGeometry:
    """The map's geometry, read once per file version (cached by path and modification time). ``game``:
    that game's own map (``assets/<game>/map.svg``), its ids kept as written unless ``upper`` says."""
    p = Path(path) if path is not None else map_svg_path(game)
    if upper is None:
        upper = game is None
    try:
        mtime = p.stat().st_mtime_ns
    except OSError as exc:
        raise MapFileError(f"{p}: cannot read the map ({exc.strerror or exc})") from exc
    return _cached(str(p.resolve()), mtime, upper)

"""Where a land's pieces stand: inside the land's own outline (shapely), never spilling into a neighbour.

A land shows its army count (a disc), its regimes (a capital's flag, governments' markers), its airfield,
its air force and its leaders. Each is a *group* of primitives drawn around (0, 0); ``place_groups`` puts
the groups one by one at the free point of the land nearest where it belongs (the count at the map's unit
anchor, flags up and to the left of it, the other pieces up and to the right), each group's whole extent
(strokes and shadows included) inside the outline shrunk by a margin and clear of the groups already
placed. When they do not all fit, the pieces and flags shrink first, then the count with them; a land too
small even then stacks what is left, overlapping, but still inside the land.

The layout depends only on the sizes of what stands there (the count's digits, the flags, the kinds of
pieces) and is computed once per land and shape of contents.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import lru_cache

import shapely  # type: ignore[import-untyped]
from shapely import prepared  # type: ignore[import-untyped]
from shapely.geometry import MultiPolygon, Point, Polygon, box  # type: ignore[import-untyped]
from shapely.geometry.base import BaseGeometry  # type: ignore[import-untyped]
from shapely.ops import polylabel  # type: ignore[import-untyped]

from ..mapsvg import MapGeometry
from ..primitives import Circle, Poly, Primitive, Text

Rect = tuple[float, float, float, float]
MARGIN = 2.0  # map units kept free between a piece and its land's outline
GAP = 1.5  # between two groups
SIMPLIFY = 1.0  # map units: the outline simplified for the quick distance test
# (count's scale, other pieces' scale) tried in turn until everything fits
SCALES: tuple[tuple[float, float], ...] = ((1.0, 1.0), (1.0, 0.85), (1.0, 0.7), (1.0, 0.58), (0.88, 0.55),
                                           (0.76, 0.5), (0.66, 0.45), (0.56, 0.4), (0.46, 0.36), (0.38, 0.32))


def extent(parts: Sequence[Primitive]) -> Rect:
    """The box a group covers, strokes, shadows and text included."""
    xs0: list[float] = []
    ys0: list[float] = []
    xs1: list[float] = []
    ys1: list[float] = []
    for p in parts:
        if isinstance(p, Circle):
            r = p.r + (p.width / 2 if p.stroke else 0.0)
            xs0.append(p.x - r)
            ys0.append(p.y - r)
            xs1.append(p.x + r)
            ys1.append(p.y + r)
        elif isinstance(p, Poly) and p.points:
            w = p.width / 2 if p.stroke else 0.0
            xs0.append(min(q[0] for q in p.points) - w)
            ys0.append(min(q[1] for q in p.points) - w)
            xs1.append(max(q[0] for q in p.points) + w)
            ys1.append(max(q[1] for q in p.points) + w)
        elif isinstance(p, Text):
            w = max(sum(p.size if ord(ch) > 0x2E7F else p.size * 0.62 for ch in line) for line in p.lines)
            w += p.halo_width * 2
            h = p.size * 1.1 * len(p.lines) + p.halo_width * 2
            xs0.append(p.x - w / 2)
            ys0.append(p.y - h / 2)
            xs1.append(p.x + w / 2)
            ys1.append(p.y + h / 2)
    if not xs0:
        return (0.0, 0.0, 0.0, 0.0)
    return min(xs0), min(ys0), max(xs1), max(ys1)


def moved(parts: Sequence[Primitive], dx: float, dy: float) -> list[Primitive]:
    out: list[Primitive] = []
    for p in parts:
        if isinstance(p, Circle | Text):
            out.append(replace(p, x=p.x + dx, y=p.y + dy))
        elif isinstance(p, Poly):
            out.append(replace(p, points=tuple((x + dx, y + dy) for x, y in p.points)))
        else:
            out.append(p)
    return out


def _even_odd(rings: Sequence[Sequence[tuple[float, float]]]) -> BaseGeometry:
    geom: BaseGeometry = Polygon()
    for ring in rings:
        if len(ring) >= 3:
            poly = Polygon(ring).buffer(0)
            geom = geom.symmetric_difference(poly)
    return geom


_SHAPES: dict[tuple[int, str], Polygon] = {}


def land_shape(geo: MapGeometry, code: str) -> Polygon:
    """The land's outline as a shapely polygon (its largest part: an island group's mainland)."""
    key = (id(geo), code)
    hit = _SHAPES.get(key)
    if hit is None:
        geom = _even_odd(geo.spaces[code].rings)
        parts = list(geom.geoms) if isinstance(geom, MultiPolygon) else [geom]
        hit = max((p for p in parts if isinstance(p, Polygon)), key=lambda p: p.area)
        _SHAPES[key] = hit
    return hit


class _Land:
    """A land's outline made ready for many tests: shrunk by the margin, prepared, and its free points."""

    def __init__(self, shape: Polygon, anchor: tuple[float, float]) -> None:
        inner = shape.buffer(-MARGIN)
        if inner.is_empty:
            inner = shape
        if isinstance(inner, MultiPolygon):
            inner = max(inner.geoms, key=lambda p: p.area)
        self.shape = inner
        self.test = prepared.prep(inner)
        x0, y0, x1, y1 = inner.bounds
        step = max(2.0, math.sqrt(inner.area) / 36)
        grid = [(x0 + i * step, y0 + j * step) for i in range(int((x1 - x0) / step) + 1)
                for j in range(int((y1 - y0) / step) + 1)]
        pts = shapely.points(grid)
        ok = shapely.contains(inner, pts)
        # how far each point is from the outline (a simplified one, less its error: never too far)
        room = shapely.distance(inner.boundary.simplify(SIMPLIFY), pts) - SIMPLIFY
        self.points = [q for q, inside, _ in zip(grid, ok, room, strict=True) if inside]
        self.room = {q: float(d) for q, inside, d in zip(grid, ok, room, strict=True) if inside}
        centre = polylabel(inner, 1.0)
        self.centre = (centre.x, centre.y)
        self.anchor = anchor if self.test.contains(Point(anchor)) else self.centre

    def fits(self, r: Rect, at: tuple[float, float] | None = None) -> bool:
        """Is the box inside the outline? Sure at once when the circle around it is (its centre ``at`` a
        grid point far enough from the outline), impossible when the outline is nearer than half its side."""
        if at is not None:
            d = self.room.get(at)
            if d is not None:
                half_w, half_h = (r[2] - r[0]) / 2, (r[3] - r[1]) / 2
                if d >= math.hypot(half_w, half_h):
                    return True
                if d < min(half_w, half_h):
                    return False
        return bool(self.test.contains(box(*r)))


def _shifted(r: Rect, x: float, y: float) -> Rect:
    """The box ``r`` (around the group's own origin) with its centre put at (x, y)."""
    cx, cy = (r[0] + r[2]) / 2, (r[1] + r[3]) / 2
    return r[0] - cx + x, r[1] - cy + y, r[2] - cx + x, r[3] - cy + y


def _overlaps(a: Rect, b: Rect) -> bool:
    return a[0] < b[2] + GAP and b[0] < a[2] + GAP and a[1] < b[3] + GAP and b[1] < a[3] + GAP


def _place(land: _Land, rects: Sequence[Rect], wants: Sequence[tuple[float, float]],
           stack: bool) -> list[tuple[float, float]] | None:
    """A centre for each box, in order, or None when one does not fit (``stack``: overlapping allowed)."""
    placed: list[Rect] = []
    out: list[tuple[float, float]] = []
    for r, want in zip(rects, wants, strict=True):
        best: tuple[float, float] | None = None
        for x, y in sorted(land.points, key=lambda q: (q[0] - want[0]) ** 2 + (q[1] - want[1]) ** 2):
            cand = _shifted(r, x, y)
            if (stack or not any(_overlaps(cand, p) for p in placed)) and land.fits(cand, (x, y)):
                best = (x, y)
                break
        if best is None:
            return None
        placed.append(_shifted(r, *best))
        out.append(best)
    return out


@lru_cache(maxsize=256)
def _land(geo_id: int, code: str, anchor: tuple[float, float]) -> _Land:
    return _Land(land_shape(_GEOS[geo_id], code), anchor)


@lru_cache(maxsize=4096)
def _layout(geo_id: int, code: str, flag_count: int, anchor: tuple[float, float],
            sizes: tuple[tuple[Rect, ...], ...]) -> tuple[int, tuple[tuple[float, float], ...]]:
    """(which scale of ``SCALES``, the centre of each group) for the boxes of each scale (``sizes``)."""
    land = _land(geo_id, code, anchor)
    a = land.anchor
    for k, rects in enumerate(sizes):
        cs, ps = SCALES[k]
        wants = [a] + [(a[0] - 30 * ps, a[1] - 30 * ps) if i < flag_count else (a[0] + 34 * ps, a[1] - 30 * ps)
                       for i in range(len(rects) - 1)]
        got = _place(land, rects, wants, stack=False)
        if got is not None:
            return k, tuple(got)
    k = len(sizes) - 1
    got = _place(land, sizes[k], [land.centre] * len(sizes[k]), stack=True)
    return k, tuple(got or [land.centre] * len(sizes[k]))


_GEOS: dict[int, MapGeometry] = {}


def place_groups(geo: MapGeometry, code: str, anchor: tuple[float, float],
                 build: Callable[[float, float], list[list[Primitive]]],
                 flag_count: int = 0) -> tuple[list[list[Primitive]], float, float]:
    """The groups ``build(count_scale, piece_scale)`` gives (the count first, then ``flag_count`` flags, then
    the pieces), each moved to its place inside the land ``code``; and the scales used. The layout is kept
    for the sizes of the groups."""
    _GEOS[id(geo)] = geo
    built = [build(cs, ps) for cs, ps in SCALES]
    shown = [i for i, g in enumerate(built[0]) if g]  # an empty land shows no count
    flags = sum(1 for i in shown if 1 <= i <= flag_count)
    sizes = tuple(tuple(extent(groups[i]) for i in shown) for groups in built)
    out: list[list[Primitive]] = [[] for _ in built[0]]
    if not shown:
        return out, 1.0, 1.0
    if 0 not in shown:  # no count: the first piece takes the anchor
        flags = 0 if shown[0] > flag_count else flags
    k, centres = _layout(id(geo), code, flags - (1 if 0 not in shown and flags else 0), anchor, sizes)
    groups = built[k]
    for i, (x, y) in zip(shown, centres, strict=True):
        r = extent(groups[i])
        out[i] = moved(groups[i], x - (r[0] + r[2]) / 2, y - (r[1] + r[3]) / 2)
    return out, SCALES[k][0], SCALES[k][1]


def inside(shape: Polygon, parts: Sequence[Primitive]) -> bool:
    """Does every part lie inside ``shape`` (for tests)?"""
    return bool(shape.contains(box(*extent(parts))))


__all__ = ["SCALES", "extent", "inside", "land_shape", "moved", "place_groups"]

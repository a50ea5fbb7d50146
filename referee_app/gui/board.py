"""The board: the project's map of Europe with units, centres, orders and results (Qt).

``BoardWidget`` paints a ``referee_app.drawing.primitives.Scene`` built by ``drawing.diplomacy.scene``: what to draw is decided there,
from what the core returns; this module only turns the primitives into Qt paint calls.

The map (sea, land tinted by centre owner, borders, centre markers, names, highlights) is
painted as the view's background, which Qt caches as a pixmap at the current zoom; units,
orders and results are three layers painted over it as the scene's foreground, so a redraw after
an adjudication repaints only what they changed.
"""

from __future__ import annotations

import math
import struct
from collections.abc import Callable, Iterable, Sequence
from itertools import compress
from operator import not_
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QHelpEvent,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPaintEngine,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPaintEvent,
    QPen,
    QPolygonF,
    QRegion,
    QResizeEvent,
    QShowEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QGraphicsView,
    QToolTip,
    QWidget,
)

from ..drawing.diplomacy.palette import RULEBOOK
from ..drawing.diplomacy.scene import PendingOrder, build_scene
from ..drawing.mapsvg import MapGeometry, load_geometry
from ..drawing.primitives import (
    FONT_FAMILIES,
    LANGS,
    Area,
    Border,
    Circle,
    OrderMark,
    Primitive,
    Scene,
    SceneOptions,
    Text,
)
from ..drawing.svg_export import LINE_HEIGHT, scene_svg
from ..games.diplomacy.rules.adjudication import Adjudication
from ..games.diplomacy.rules.i18n import status_text, unit_text
from ..games.diplomacy.rules.ruleset import Ruleset
from ..games.diplomacy.rules.state import Position
from .collector import collector_paused
from .common import BUILD_EVENT, solid

if TYPE_CHECKING:
    from PySide6.QtCore import QTimer  # (imported where a timer is made)

_LAYER_PIXELS = 4096 * 4096  # a map layer kept as an image up to this size (zoomed in further: painted itself)
_BUILD = BUILD_EVENT  # build the scene now (posted by ``_rebuild``; common.lay_out_now delivers it first)
SURROUND = "#1e2a33"  # around the map when the window's shape differs from the map's
FRAME = "#2f546f"
_CJK = ("zh_Hant", "zh_Hans", "ja")
translate = QCoreApplication.translate


def cjk_font_available(lang: str) -> bool:
    """Is there a font that can draw this language's names? (Needs a QGuiApplication.) The bundled
    CJK subsets (``gui/language.py``) always can."""
    from . import language

    if lang in _CJK and language.BUNDLED_FAMILIES[lang] in language.register_fonts():
        return True
    ws = QFontDatabase.WritingSystem
    wanted = {"zh_Hant": ws.TraditionalChinese, "zh_Hans": ws.SimplifiedChinese, "ja": ws.Japanese}.get(lang)
    if wanted is None:
        return True
    if QFontDatabase.families(wanted):
        return True
    if lang == "ja":
        return False  # kana need a Japanese font
    return bool(QFontDatabase.families(ws.TraditionalChinese) or QFontDatabase.families(ws.SimplifiedChinese)
                or QFontDatabase.families(ws.Japanese))


# --- turning primitives into Qt ------------------------------------------------------------

def _pen(colour: str, width: float, dash: Sequence[float] = ()) -> QPen:
    pen = QPen(QColor(colour), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    if dash and width > 0:
        pen.setDashPattern([max(d / width, 0.01) for d in dash])
    return pen


# a primitive as prepared (``_Prepared``): its op, the rect it paints, that rect's left, top, right and bottom
# (``getCoords``) and its left, top, width and height (``getRect``)
_Kept = tuple["_PathOp | _TextOp", QRectF, tuple[float, float, float, float], tuple[float, float, float, float]]


class _Fonts:
    """Fonts by style and language, and where each line of a ``Text`` goes."""

    def __init__(self) -> None:
        self._fonts: dict[tuple[int, bool, bool, str], tuple[QFont, QFontMetricsF]] = {}
        # each font's ascent, descent and height, and each line's width in it, as its metrics gave them (the same
        # answer every time: a unit's letter is measured once, not once per unit)
        self._heights: dict[tuple[int, bool, bool, str], tuple[float, float, float]] = {}
        self._widths: dict[tuple[tuple[int, bool, bool, str], str], float] = {}
        self._inks: dict[tuple[tuple[int, bool, bool, str], str], QRectF] = {}  # each line's ink from its baseline start
        # each primitive as prepared last (its painter path, pens and bounds): an adjudication moves a few units
        # and arrows, the others are the same primitives again (``_Prepared``)
        self.prepared: dict[int, list[tuple[Primitive, _Kept | None]]] = {}  # by the primitive's hash (``_Prepared``)
        # and by the identity of the primitive object looked up (held with it, so that its id is not another's)
        self.prepared_ids: dict[int, tuple[Primitive, _Kept | None]] = {}
        # the pens and brushes made for them, by what makes them (a power's units share their colours and widths);
        # never changed once made (painted with only)
        self.pens: dict[tuple[str, float, tuple[float, ...]], QPen] = {}
        self.pen_facts: dict[tuple[str, float, tuple[float, ...]], tuple[float, QBrush, bool]] = {}  # (``pen_facts``)
        self.text_pens: dict[str, QPen] = {}
        self.brushes: dict[str, QBrush] = {}

    def get(self, size: float, bold: bool, italic: bool, lang: str) -> tuple[QFont, QFontMetricsF]:
        key = (max(1, round(size)), bold, italic, lang)
        hit = self._fonts.get(key)
        if hit is None:
            from . import language

            families = list(FONT_FAMILIES.get(lang, FONT_FAMILIES["en"]))
            if lang in _CJK:  # after the system's fonts, the bundled subset: no boxes on a fresh machine
                families += [f for f in language.font_families(lang) if f not in families]
            f = QFont()
            f.setFamilies(families)
            f.setPixelSize(key[0])
            f.setBold(bold)
            f.setItalic(italic)
            hit = (f, QFontMetricsF(f))
            self._fonts[key] = hit
        return hit

    def lines(self, t: Text) -> tuple[QFont, list[tuple[QPointF, str]], QRectF]:
        """The font, the baseline start of each line (centred on t.x, t.y) and the bounds."""
        key = (max(1, round(t.size)), t.bold, t.italic, t.lang)
        font, fm = self.get(t.size, t.bold, t.italic, t.lang)
        heights = self._heights.get(key)
        if heights is None:
            heights = self._heights[key] = (fm.ascent(), fm.descent(), fm.height())
        ascent, descent, height = heights
        out: list[tuple[QPointF, str]] = []
        rect: QRectF | None = None
        n = len(t.lines)
        for i, line in enumerate(t.lines):
            cy = t.y + (i - (n - 1) / 2) * t.size * LINE_HEIGHT
            w = self._widths.get((key, line))
            if w is None:
                w = self._widths[(key, line)] = fm.horizontalAdvance(line)
            out.append((QPointF(t.x - w / 2, cy + (ascent - descent) / 2), line))
            box = QRectF(t.x - w / 2, cy - height / 2, w, height)
            # (the first line's box as it is: ``QRectF().united(box)`` is ``box``, a null rect united giving the other)
            rect = box if rect is None else rect.united(box)
        return font, out, QRectF() if rect is None else rect

    def ink(self, t: Text, lines: list[tuple[QPointF, str]]) -> QRectF:
        """Where the letters of ``t``'s lines (placed at ``lines``' baselines) put ink, as their font's metrics give it
        (each glyph's bounds, bearings and overhangs included: ``QFontMetricsF.boundingRect``)."""
        key = (max(1, round(t.size)), t.bold, t.italic, t.lang)
        fm = self.get(t.size, t.bold, t.italic, t.lang)[1]
        rect: QRectF | None = None
        for pt, line in lines:
            box = self._inks.get((key, line))
            if box is None:
                box = self._inks[(key, line)] = fm.boundingRect(line)
            # (the first line's ink as it is: ``QRectF().united(ink)`` is ``ink``)
            rect = box.translated(pt) if rect is None else rect.united(box.translated(pt))
        return QRectF() if rect is None else rect

    def pen(self, colour: str, width: float, dash: tuple[float, ...]) -> QPen:
        """``_pen(colour, width, dash)``, made once."""
        key = (colour, width, dash)
        hit = self.pens.get(key)
        if hit is None:
            hit = self.pens[key] = _pen(colour, width, dash)
            self.pen_facts[key] = pen_facts(hit)
        return hit

    def text_pen(self, colour: str) -> QPen:
        """``QPen(QColor(colour))``, made once."""
        hit = self.text_pens.get(colour)
        if hit is None:
            hit = self.text_pens[colour] = QPen(QColor(colour))
        return hit

    def brush(self, colour: str) -> QBrush:
        """``solid(colour)``, made once."""
        hit = self.brushes.get(colour)
        if hit is None:
            hit = self.brushes[colour] = solid(colour)
        return hit


def _halo_offsets(width: float) -> list[QPointF]:
    """Where a name's halo is drawn around it: made once per width (every name of a kind has the same), the
    list shared by the names' prepared text, which never changes it."""
    hit = _HALOS.get(width)
    if hit is None:
        r = width / 2
        n = 8 if r <= 2.2 else 12
        hit = _HALOS[width] = [QPointF(r * math.cos(2 * math.pi * k / n), r * math.sin(2 * math.pi * k / n)) for k in range(n)]
    return hit


_HALOS: dict[float, list[QPointF]] = {}


class _PathOp:
    """A primitive's painter path, pen, brush and opacity; the area its pen covers along the path (``stroked``)
    where the pen is one Qt's painter strokes by filling that area (a solid, non-cosmetic pen: ``strokes_as_area``)."""

    __slots__ = ("brush", "fill_only", "fills", "opacity", "path", "pen", "pen_brush", "pen_width", "stroke",
                 "strokes_as_area")

    def __init__(self, path: QPainterPath, pen: QPen, brush: QBrush, opacity: float,
                 facts: tuple[float, QBrush, bool] | None = None, fills: bool | None = None) -> None:
        self.path = path
        self.pen = pen
        self.brush = brush
        self.opacity = opacity
        # what ``_Prepared.paint`` asks of each path at each paint, asked of Qt once (pens and brushes are never changed
        # once made): the pen's width, its brush (the stroke's fill), whether it strokes as an area (``pen_facts``;
        # ``facts``: the same, found already for the pen) and whether the path has a brush to fill
        self.pen_width, self.pen_brush, self.strokes_as_area = facts if facts is not None else pen_facts(pen)
        self.fills = brush.style() != Qt.BrushStyle.NoBrush if fills is None else fills
        # a fill with no pen (a unit's shadow, an arrow's head): what ``drawPath`` paints with the pen ``_NO_PEN`` is the
        # brush's fill of the path alone (Qt's ``QPaintEngineEx::draw``: the fill, and no stroke for a pen of no style),
        # which ``fillPath`` paints with that brush, without the painter's pen and brush set for it
        self.fill_only = self.fills and pen is _NO_PEN
        self.stroke: QPainterPath | None = None

    def stroked(self) -> QPainterPath:
        """The area the pen covers along the path, in the map's units (``QPainterPathStroker``), made once: filled
        with the pen's brush, the pixels Qt's raster painter strokes the path with at a width over a device pixel
        (as ``_Outlines.stroked`` for the highlights; tests/test_gui_board_token_strokes.py)."""
        if self.stroke is None:
            self.stroke = QPainterPathStroker(self.pen).createStroke(self.path)
        return self.stroke


def pen_facts(pen: QPen) -> tuple[float, QBrush, bool]:
    """A pen's width, its brush, and whether Qt's raster painter strokes it by filling the area it covers along a
    path (a solid, non-cosmetic pen of some width: ``_PathOp.strokes_as_area``)."""
    width = pen.widthF()
    return width, pen.brush(), pen.style() == Qt.PenStyle.SolidLine and not pen.isCosmetic() and width > 0


def _stroke_scale(painter: QPainter) -> float | None:
    """The scale at which Qt's raster painter strokes (its ``qt_scaleForTransform`` of the device transform, the
    screen's pixel ratio included), where its transform only moves and scales; None for any other transform or
    paint device (there the paths are drawn as they were, ``QPainter.drawPath``). A pen whose width at that scale
    is at most one device pixel is drawn by Qt's cosmetic stroker instead, which the kept stroke does not give."""
    engine = painter.paintEngine()
    if engine is None or engine.type() != QPaintEngine.Type.Raster:
        return None
    t = painter.deviceTransform()
    kind = t.type()
    if kind in (QTransform.TransformationType.TxNone, QTransform.TransformationType.TxTranslate):
        return 1.0
    if kind == QTransform.TransformationType.TxScale:
        return math.sqrt(abs(t.m11() * t.m22()))
    return None


class _TextOp:
    """A text's font, lines (each line's baseline start), pen, opacity and halo."""

    __slots__ = ("font", "halo_offsets", "halo_pen", "lines", "opacity", "pen")

    def __init__(self, font: QFont, lines: list[tuple[QPointF, str]], pen: QPen, opacity: float, halo_pen: QPen | None,
                 halo_offsets: list[QPointF]) -> None:
        self.font = font
        self.lines = lines
        self.pen = pen
        self.opacity = opacity
        self.halo_pen = halo_pen
        self.halo_offsets = halo_offsets


_NO_PEN = QPen(Qt.PenStyle.NoPen)
_NO_BRUSH = QBrush()  # (Qt.BrushStyle.NoBrush: the default brush)
_NO_PEN_FACTS = pen_facts(_NO_PEN)


def _prepare(p: Primitive, fonts: _Fonts,
             paths: dict[int, tuple[tuple[tuple[float, float], ...], bool, QPainterPath, QRectF]] | None = None,
             ) -> tuple[_PathOp | _TextOp, QRectF] | None:
    """One primitive as a painter path (or lines of text) with its pen and brush, and the bounds it paints.

    ``paths``: the paths made so far for polygons' points, by the identity of the points' tuple (held with them, with
    whether the path was closed, the path and its bounding rect). An arrow is drawn as its casing and its line, and its
    head as a casing and a fill, each pair two primitives of the same points object: the second is given the first's
    path (the same elements: made again it was the same calls with the same points) instead of another made point by
    point. A prepared path is never changed (painted, stroked into another: ``_PathOp.stroked``)."""
    if isinstance(p, Text):
        font, lines, box = fonts.lines(p)
        has_halo = bool(p.halo) and p.halo_width > 0
        op = _TextOp(font, lines, fonts.text_pen(p.fill), p.opacity, fonts.text_pen(p.halo) if has_halo and p.halo else None,
                     _halo_offsets(p.halo_width) if has_halo else [])
        # the bounds: the lines' boxes and their letters' ink (a glyph may reach past its advance and the font's
        # height), with the halo and a margin for the antialiasing and the hinting at the painter's scale
        pad = p.halo_width + 2 + 0.2 * p.size
        return op, box.united(fonts.ink(p, lines)).adjusted(-pad, -pad, pad, pad)
    pad = (p.width if p.stroke else 0.0) + 2
    if isinstance(p, Circle):
        path = QPainterPath()
        r = p.r
        _add_ellipse(path, p.x - r, p.y - r, 2 * r, 2 * r)  # (``addEllipse(QPointF(x, y), r, r)``, as Qt's inline has it)
        box = _adjusted(_bounding_rect(path), -pad, -pad, pad, pad)
    else:
        points = p.points
        if not points:
            return None
        made = paths.get(id(points)) if paths is not None else None
        if made is not None and made[0] is points and made[1] == p.closed:
            path, bounding = made[2], made[3]
        else:
            path = QPainterPath()
            _move_to(path, *points[0])
            for x, y in points[1:]:
                _line_to(path, x, y)
            if p.closed:
                _close_subpath(path)
            bounding = _bounding_rect(path)
            if paths is not None:
                paths[id(points)] = (points, p.closed, path, bounding)
        box = _adjusted(bounding, -pad, -pad, pad, pad)
    if p.stroke:
        key = (p.stroke, p.width, p.dash)
        pen = fonts.pens.get(key)
        if pen is None:
            pen = fonts.pen(*key)
        facts = fonts.pen_facts[key]
    else:
        pen, facts = _NO_PEN, _NO_PEN_FACTS
    brush = fonts.brush(p.fill) if p.fill else _NO_BRUSH
    return _PathOp(path, pen, brush, p.opacity, facts, bool(p.fill)), box


# QPainterPath's and QRectF's methods, looked up once: a method looked up on a PySide object at each call is a search
# of its type's attributes through shiboken's own lookup (about 1.5 k instructions each time)
_move_to = QPainterPath.moveTo
_line_to = QPainterPath.lineTo
_close_subpath = QPainterPath.closeSubpath
_add_ellipse = QPainterPath.addEllipse
_bounding_rect = QPainterPath.boundingRect
_adjusted = QRectF.adjusted
_get_coords = QRectF.getCoords
_get_rect = QRectF.getRect


_MARGIN = 2.0  # viewport pixels added around a rect of the paint (an op's rounding, the antialiasing's reach)
_COVER_RECTS = 8  # a paint's region of more rects than this is taken as its bounding rect (``_Cover``)


class _Cover:
    """Where a paint reaches, as a few rects of the scene (a paint's region of the viewport mapped back, each grown by
    ``_MARGIN`` pixels): it tells which ops' bounds reach one of them. An op that reaches none puts no pixel inside the
    paint's clip."""

    __slots__ = ("rects",)

    def __init__(self, rects: list[tuple[float, float, float, float]]) -> None:
        self.rects = rects  # left, top, right, bottom

    @staticmethod
    def of(region: QRegion | list[QRect], transform: QTransform) -> _Cover:
        """The cover of a region of the viewport (or of its rects), for the view's transform (it only moves and scales:
        the board's): its bounding rect when it has more than ``_COVER_RECTS`` rects."""
        rects = list(region)
        if len(rects) > _COVER_RECTS:
            box = rects[0]
            for r in rects[1:]:
                box = box.united(r)
            rects = [box]
        sx, sy, dx, dy = transform.m11(), transform.m22(), transform.dx(), transform.dy()
        out = []
        for r in rects:
            # the rect's pixels, grown by the margin, as scene coordinates (the transform's scales are positive)
            x0, y0 = (r.x() - _MARGIN - dx) / sx, (r.y() - _MARGIN - dy) / sy
            x1, y1 = (r.x() + r.width() + _MARGIN - dx) / sx, (r.y() + r.height() + _MARGIN - dy) / sy
            out.append((x0, y0, x1, y1))
        return _Cover(out)

    def holds(self, rect: QRectF) -> bool:
        """Does one of the cover's rects hold all of ``rect`` (then every op inside ``rect`` reaches it)?"""
        x0, y0, x1, y1 = rect.getCoords()
        return any(a <= x0 and b <= y0 and x1 <= c and y1 <= d for a, b, c, d in self.rects)

    def reached(self, ops: list[_PathOp | _TextOp], bounds: list[tuple[float, float, float, float]]) -> list[_PathOp | _TextOp]:
        """The ops whose bounds reach one of the cover's rects, in order."""
        rects = self.rects
        if len(rects) == 1:
            a, b, c, d = rects[0]
            return [op for op, (x0, y0, x1, y1) in zip(ops, bounds) if x0 < c and a < x1 and y0 < d and b < y1]
        return [op for op, (x0, y0, x1, y1) in zip(ops, bounds)
                if any(x0 < c and a < x1 and y0 < d and b < y1 for a, b, c, d in rects)]


def _united_span(start: float, size: float, other: float, other_size: float) -> tuple[float, float]:
    """One axis of ``QRectF::operator|`` (Qt 6) for two rects that are not null: the lesser and greater of their
    extremes, each rect's far edge its origin plus its (possibly negative) size, compared as Qt's ``qMin`` (a < b ? a
    : b) and ``qMax`` (a < b ? b : a) compare."""
    low = high = start
    if size < 0:
        low += size
    else:
        high += size
    far = other + other_size
    if other_size < 0:
        low = low if low < far else far
        high = other if high < other else high
    else:
        low = low if low < other else other
        high = far if high < far else high
    return low, high


class _Prepared:
    """Primitives turned into painter paths, pens, brushes and fonts once, painted many times."""

    __slots__ = ("bounds", "ops", "rect")

    def __init__(self, prims: Iterable[Primitive], fonts: _Fonts) -> None:
        self.ops: list[_PathOp | _TextOp] = []
        # where each op paints, in the map's units (left, top, right, bottom): its path's bounds with its pen's width,
        # its text's boxes and ink with its halo, and a margin (``_prepare``); nothing it paints falls outside
        self.bounds: list[tuple[float, float, float, float]] = []
        kept = fonts.prepared
        seen = fonts.prepared_ids
        if len(kept) > 20000 or len(seen) > 20000:  # many positions seen (a long game replayed on the board): start again
            kept.clear()
            seen.clear()
        ops, bounds = self.ops, self.bounds
        paths: dict[int, tuple[tuple[tuple[float, float], ...], bool, QPainterPath, QRectF]] = {}  # (``_prepare``)
        # the ops' bounds united as ``QRectF.united`` unites them one after the other (its arithmetic, in the same
        # doubles: the rect is the same to the last bit), without a call into Qt and a new rect for each op: the
        # union so far as its left, top, width and height (x, y, w, h), the null rect (w = h = 0) at the start
        x = y = w = h = 0.0
        for p in prims:
            # the primitive object prepared before (a unit's parts are made once per place: ``token_parts``), found by
            # its identity; another is looked up by its value, which hashes every field again (a unit's outline: 24 points)
            was = seen.get(id(p))
            if was is not None and was[0] is p:
                hit = was[1]
            else:
                # by its hash, computed once (a dict keyed by the primitive hashed it again to store what a new one gave)
                hashed = hash(p)
                bucket = kept.get(hashed)
                hit = False
                if bucket is not None:
                    for q, got in bucket:
                        if q is p or q == p:  # (as a dict compares its keys)
                            hit = got
                            break
                if hit is False:
                    made = _prepare(p, fonts, paths)
                    if made is None:
                        hit = None
                    else:
                        rx, ry, rw, rh = _get_rect(made[1])
                        # (``getCoords``: the right and bottom as Qt adds them)
                        hit = (made[0], made[1], (rx, ry, rx + rw, ry + rh), (rx, ry, rw, rh))
                    if bucket is None:
                        kept[hashed] = [(p, hit)]
                    else:
                        bucket.append((p, hit))
                seen[id(p)] = (p, hit)
            if hit is not None:
                ops.append(hit[0])
                bounds.append(hit[2])
                # QRectF::operator| (Qt 6): a null rect gives the other; else the extremes of both (``qMin``: a < b ? a : b,
                # ``qMax``: a < b ? b : a), each rect's far edges as its origin plus its (possibly negative) size
                rx, ry, rw, rh = hit[3]
                if w == 0.0 and h == 0.0:
                    x, y, w, h = rx, ry, rw, rh
                elif not (rw == 0.0 and rh == 0.0):
                    left, right = _united_span(x, w, rx, rw)
                    top, bottom = _united_span(y, h, ry, rh)
                    x, y, w, h = left, top, right - left, bottom - top
        self.rect = QRectF(x, y, w, h)

    def paint(self, painter: QPainter, cover: _Cover | None = None) -> None:
        """Every op in order; with ``cover`` (where the paint is clipped to), only the ops whose bounds reach it: the
        others put no pixel inside the clip."""
        # a path's fill and stroke are what ``drawPath`` paints: its brush's fill, then its pen's stroke, which Qt's
        # raster painter makes by stroking the path at each paint and filling the result; the stroke kept with the
        # path (``_PathOp.stroked``) is filled instead where the pen is wider than a device pixel
        scale = _stroke_scale(painter)
        fill_path = painter.fillPath
        ops = self.ops if cover is None or cover.holds(self.rect) else cover.reached(self.ops, self.bounds)
        # the pen, brush and font this loop last gave the painter: nothing else here changes them (``fillPath``,
        # ``drawText`` and the opacity leave them as they are), so each is set only when an op needs another one
        pen: QPen | None = None
        brush: QBrush | None = None
        font: QFont | None = None
        for op in ops:
            opacity = op.opacity
            if opacity < 1.0:
                painter.setOpacity(opacity)
            if type(op) is _TextOp:
                if op.font is not font:
                    font = op.font
                    painter.setFont(font)
                if op.halo_pen is not None:
                    if op.halo_pen is not pen:
                        pen = op.halo_pen
                        painter.setPen(pen)
                    for pt, line in op.lines:
                        for off in op.halo_offsets:
                            painter.drawText(pt + off, line)
                if op.pen is not pen:
                    pen = op.pen
                    painter.setPen(pen)
                for pt, line in op.lines:
                    painter.drawText(pt, line)
            elif op.fill_only and scale is not None:  # (Qt's raster painter: another engine is given the path as before)
                fill_path(op.path, op.brush)
            elif scale is not None and op.strokes_as_area and op.pen_width * scale > 1.0:
                if op.fills:
                    fill_path(op.path, op.brush)
                stroke = op.stroke
                fill_path(stroke if stroke is not None else op.stroked(), op.pen_brush)
            else:
                if op.pen is not pen:
                    pen = op.pen
                    painter.setPen(pen)
                if op.brush is not brush:
                    brush = op.brush
                    painter.setBrush(brush)
                painter.drawPath(op.path)
            if opacity < 1.0:
                painter.setOpacity(1.0)


# each layer of units and orders (``BoardWidget._build``: the overlays, the units, the marks) as last prepared by any
# board, with the primitives it was prepared from. After an adjudication, an undo or a new game the referee's board and
# the projector's show the same units and orders: the same primitive objects (drawing.diplomacy.scene's
# ``_units_and_orders`` hands both boards the same), compared at once (``==`` on tuples takes each pair's identity first;
# equal primitives that are not the same objects are compared by value and prepare alike). What is prepared depends only on
# the primitives (paths, pens, brushes, fonts and bounds in the map's units, the same for every board: ``_prepare``) and
# is never changed once made, so the second board paints the first's. One per layer: the last, never older ones (a board
# that shows something else prepares its own and keeps it for the other).
_LAST_LAYERS: list[tuple[tuple[Primitive, ...], _Prepared] | None] = [None, None, None]


def _layer_prepared(i: int, prims: tuple[Primitive, ...], fonts: _Fonts) -> _Prepared:
    """Layer ``i``'s primitives prepared: the last board's if it prepared the same, else made now and kept for the
    next board (``_LAST_LAYERS``)."""
    last = _LAST_LAYERS[i]
    if last is not None and last[0] == prims:
        return last[1]
    content = _Prepared(prims, fonts)
    _LAST_LAYERS[i] = (prims, content)
    return content


def _hl_rect(bounds: QRectF, outline: QPen | None, casing: QPen | None) -> QRectF:
    """Where a highlight paints: its space's outline's bounds with its pens' widths and a margin (the antialiasing)."""
    pad = max(outline.widthF() if outline is not None else 0.0, casing.widthF() if casing is not None else 0.0) + 2
    return bounds.adjusted(-pad, -pad, pad, pad)


def _disjoint(rects: list[QRectF]) -> list[QRectF]:
    """``rects`` with every two that overlap joined into their bounding rect, until none overlaps: each is then
    painted once, and what reaches only one of them painted once."""
    out: list[QRectF] = []
    for r in rects:
        r = QRectF(r)
        joined = True
        while joined:
            joined = False
            for k, o in enumerate(out):
                if o.intersects(r):
                    r = r.united(out.pop(k))
                    joined = True
                    break
        out.append(r)
    return out


def _changed_bounds(shown: _Prepared | None, now: _Prepared) -> list[tuple[float, float, float, float]]:
    """Where a layer's pixels can differ between what it showed (``shown``) and what it shows (``now``): the bounds of
    each op gone and of each op come, when the ops both show keep their order (the same prepared ops: the same
    primitives); else (an op twice, the order changed) the bounds of the whole layer before and after."""
    if shown is None:
        return [now.rect.getCoords()] if now.ops else []
    # (C loops: a Ctrl+Enter compares every op of each layer of both boards, hundreds, and changes nearly all)
    before, after = list(map(id, shown.ops)), list(map(id, now.ops))
    was, nowset = set(before), set(after)
    both = was & nowset
    kept = both.__contains__
    if (len(was) != len(before) or len(nowset) != len(after)
            or list(filter(kept, before)) != list(filter(kept, after))):
        return [r.getCoords() for r in (shown.rect, now.rect) if not r.isEmpty()]
    return [*_not_kept(shown.bounds, map(kept, before)), *_not_kept(now.bounds, map(kept, after))]


def _not_kept(items: Sequence[tuple[float, float, float, float]],
              kept: Iterable[bool]) -> Iterable[tuple[float, float, float, float]]:
    """The ``items`` whose flag in ``kept`` is false (``compress`` of the negated flags, in C)."""
    return compress(items, map(not_, kept))


class _MapScene(QGraphicsScene):
    """The scene: it holds no item. Its background is the map, its foreground the units and orders (three layers of
    prepared primitives, painted by the board in order: ``BoardWidget._paint_over``). They were three graphics items
    over the map, painted the same way: Qt painted each with the view's transform and the painter's state saved,
    which the foreground does too, so the pixels are the same (tests/test_gui_board_foreground.py); with no item,
    PySide makes no QGraphicsItem (its 60 Python enums) and the scene indexes nothing."""

    def __init__(self, board: BoardWidget) -> None:
        super().__init__(board)  # its parent, asked when painting: a reference to the board would tie the two
        # in a reference cycle (a replaced board kept until the collector's full pass; gui/collector.py)
        self.setBackgroundBrush(solid(SURROUND))  # around the map: filled by Qt's own ``drawBackground``

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt's name)
        # the surround: Qt's drawBackground fills ``rect`` with the background brush as ``QPainter.fillRect(rect,
        # QColor(SURROUND))`` did (the same fill of the raster engine: the same pixels), and a call of fillRect from
        # Python would make QGradient's enums (``solid``)
        board = cast("BoardWidget", self.parent())
        areas = board._map_areas(painter, QRectF(rect))
        if areas is None:
            super().drawBackground(painter, rect)
            board._paint_map(painter, QRectF(rect))
            return
        # only highlights changed: the map painted again in the areas where one went or came, each alone, clipped to its
        # own rect inside the map (whose fills cover it: no surround there); the rest is the view's cached map as it was
        for area in areas:
            board._paint_map(painter, area, partial=True)

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt's name)
        cast("BoardWidget", self.parent())._paint_over(painter)


def _distance_to(part: Primitive, x: float, y: float) -> float:
    """How far (x, y) is from a primitive's line: a polyline's segments, a circle's ring (its disc when filled)."""
    if isinstance(part, Circle):
        d = math.hypot(part.x - x, part.y - y)
        return max(0.0, d - part.r) if part.fill else abs(d - part.r)
    if isinstance(part, Text):
        return math.hypot(part.x - x, part.y - y)
    pts = part.points
    if len(pts) == 1:
        return math.hypot(pts[0][0] - x, pts[0][1] - y)
    best = math.inf
    for (ax, ay), (bx, by) in zip(pts, pts[1:] + ((pts[0],) if part.closed else ())):
        dx, dy = bx - ax, by - ay
        t = 0.0 if dx == dy == 0 else max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
        best = min(best, math.hypot(ax + t * dx - x, ay + t * dy - y))
    return best


def polygons(lines: Sequence[Sequence[tuple[float, float]]]) -> list[QPolygonF]:
    """Qt polygons of ``lines`` (each a sequence of points), read at once from their points as Qt writes a
    polygon to a data stream (the count, then each point's two doubles, big-endian), instead of one QPointF
    made in Python per point: the map's 701 border lines (10,500 points) in about half the time. The same
    polygons, point for point (``tests/test_gui_board.py``)."""
    blob = bytearray()
    for line in lines:
        flat = [c for point in line for c in point]
        blob += struct.pack(f">I{len(flat)}d", len(line), *flat)
    from PySide6.QtCore import QByteArray, QDataStream  # (here: their Python enums are made once they are used)

    stream = QDataStream(QByteArray(bytes(blob)))
    out = []
    for line in lines:
        poly = QPolygonF()
        stream >> poly  # noqa: B015 (QDataStream's reading operator)
        if poly.size() != len(line):
            break
        out.append(poly)
    if len(out) != len(lines) or stream.status() != QDataStream.Status.Ok or not stream.atEnd():
        # a Qt that writes polygons otherwise: one point at a time, as before
        return [QPolygonF([QPointF(x, y) for x, y in line]) for line in lines]
    return out


def space_path(rings: Sequence[Sequence[tuple[float, float]]]) -> QPainterPath:
    """A space's outline as a painter path: its rings, closed, filled even-odd."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for ring in rings:
        path.moveTo(*ring[0])
        for pt in ring[1:]:
            path.lineTo(*pt)
        path.closeSubpath()
    return path


def map_paths(geo: MapGeometry) -> tuple[dict[str, QPainterPath], list[list[QPolygonF]]]:
    """Every space's painter path and every border's polygons (``space_path``, ``polygons``). Made once, they
    are kept on disk (core.diskcache) as Qt's data stream wrote them, named by the map file's bytes, this code
    and Qt's version, and read back at once at the next start (the paths made point by point and the polygons
    packed were 7 ms of a start; the map's outlines then are not even decoded, drawing.mapsvg). A missing,
    cut or foreign entry is as none: they are made again (tests/test_gui_board_kept.py: the same paths and
    polygons, point for point, and the same pixels)."""
    import zlib

    from PySide6.QtCore import qVersion

    from ..core import diskcache

    code = diskcache.code_digest(__file__)
    name = (diskcache.key("board-paths", geo.digest, qVersion(), str(_STREAM_VERSION), code)
            if geo.digest and code is not None else None)
    if name is not None:
        kept = _kept_paths(diskcache.load(name), geo)
        if kept is not None:
            return kept
    paths = {code: space_path(sp.rings) for code, sp in geo.spaces.items()}
    lines = [polygons(b.lines) for b in geo.borders]
    if name is not None:
        blob = _paths_stream(paths, lines)
        diskcache.store(name, (zlib.crc32(blob), blob))
    return paths, lines


class _Outlines:
    """The map's painter paths (by space), border polygons and the paths' bounds (``map_paths``)."""

    __slots__ = ("bounds", "lines", "paths", "strokes")

    def __init__(self, paths: dict[str, QPainterPath], lines: list[list[QPolygonF]]) -> None:
        self.paths = paths
        self.lines = lines
        self.bounds = {code: path.boundingRect() for code, path in paths.items()}
        # the spaces' outlines as a pen strokes them (``stroked``), by space and pen, made when first painted
        self.strokes: dict[tuple[str, float, int, int, float], QPainterPath] = {}

    def stroked(self, code: str, pen: QPen) -> QPainterPath:
        """The area ``pen`` covers along space ``code``'s outline, in the map's units (``QPainterPathStroker``): filled
        with the pen's brush it gives the pixels ``QPainter.strokePath`` gives, at any zoom (Qt's painter strokes a
        non-cosmetic pen the same way in the map's units, and fills the result: tests/test_gui_board_strokes.py).
        Made once per space and pen width, for every board of the map: the projector's and the referee's board
        highlight the same spaces, and a stroke is the same whatever the zoom (a solid, non-cosmetic pen only)."""
        key = (code, pen.widthF(), pen.capStyle().value, pen.joinStyle().value, pen.miterLimit())
        hit = self.strokes.get(key)
        if hit is None:
            hit = self.strokes[key] = QPainterPathStroker(pen).createStroke(self.paths[code])
        return hit


# the outlines of the last map asked, with that map (``outlines``)
_OUTLINES: list[tuple[MapGeometry, _Outlines]] = []
OUTLINES_AFTER_MS = 3000  # a board painted without its map's outlines has them read this long after, the window idle
_OUTLINES_LATER: list[QTimer] = []  # the timer that reads them (``_app_timer``)
_OUTLINES_DUE: list[MapGeometry] = []  # the map it reads them for


def _app_timer(holder: list[QTimer], slot: Callable[[], None]) -> QTimer:
    """The single-shot timer kept in ``holder`` that calls ``slot``: made the first time, and again when the
    application it belonged to is gone (a new one made since, as in the tests)."""
    from PySide6.QtCore import QTimer

    if holder:
        try:
            holder[0].isActive()  # (raises once its application, which owned it, is gone)
            return holder[0]
        except RuntimeError:
            holder.clear()
    timer = QTimer(QCoreApplication.instance())
    timer.setSingleShot(True)
    timer.timeout.connect(slot)
    holder.append(timer)
    return timer


def outlines(geo: MapGeometry) -> _Outlines:
    """The map's outlines as Qt paths and polygons, read (``map_paths``) the first time a board of the process needs
    them and shared by every board of that map (the referee's, the projector's): a board whose layers come from the
    disk paints none of them (its first paint reads the fills and the borders as images), so a start does not read
    them; a highlight, a click, a tooltip or a layer painted anew does. Paths and polygons are never changed once
    made (Qt copies one on a change)."""
    for kept_geo, kept in _OUTLINES:
        if kept_geo is geo:
            return kept
    made = _Outlines(*map_paths(geo))
    _OUTLINES[:] = [(geo, made)]
    return made


def _outlines_later(geo: MapGeometry) -> None:
    """``geo``'s outlines read ``OUTLINES_AFTER_MS`` after a board painted its map without them (its layers read from
    the disk at a start), so that the first click, highlight or new fills of the evening do not wait for them (about
    6 ms); not before the window's first paint, which does not need them."""
    if _OUTLINES and _OUTLINES[0][0] is geo:
        return
    _OUTLINES_DUE[:] = [geo]
    timer = _app_timer(_OUTLINES_LATER, _read_outlines_now)
    if not timer.isActive():
        timer.start(OUTLINES_AFTER_MS)


def _read_outlines_now() -> None:
    if _OUTLINES_DUE:
        outlines(_OUTLINES_DUE[0])


def _kept_paths(data: object, geo: MapGeometry) -> tuple[dict[str, QPainterPath], list[list[QPolygonF]]] | None:
    """The paths and polygons of a kept entry: its stream with the stream's CRC-32 (Qt reads a path's element types
    as given, and a damaged one could make a curve of a line: a damaged stream is not handed to Qt)."""
    import zlib  # (imported by the start already)

    if not (isinstance(data, tuple) and len(data) == 2 and type(data[1]) is bytes and data[0] == zlib.crc32(data[1])):
        return None
    return _paths_from_stream(data[1], geo)


_STREAM_VERSION = 20  # QDataStream.Version.Qt_6_0: the format the kept paths are written and read in


def _paths_stream(paths: dict[str, QPainterPath], lines: list[list[QPolygonF]]) -> bytes:
    from PySide6.QtCore import QByteArray, QDataStream, QIODevice

    buf = QByteArray()
    stream = QDataStream(buf, QIODevice.OpenModeFlag.WriteOnly)
    stream.setVersion(_STREAM_VERSION)
    for path in paths.values():
        stream << path  # noqa: B015 (QDataStream's writing operator)
    for polys in lines:
        stream.writeUInt32(len(polys))
        for poly in polys:
            stream << poly  # noqa: B015
    return bytes(buf.data())


def _stream_fits(data: bytes, spaces: int, borders: int) -> bool:
    """Whether ``data`` is, count by count, a stream of ``spaces`` painter paths and then ``borders`` lists of polygons
    as ``_paths_stream`` writes them (Qt_6_0's format: a path is its element count, then each element's type and two
    doubles, then two ints, or its zero count alone; a list its polygon count, each polygon its point count and two
    doubles a point), ending where the data ends. Walked over the bytes before Qt reads any of them: Qt's readers
    take a count as given (a cut or foreign entry could have them reserve gigabytes)."""
    size = len(data)
    at = 0
    for _ in range(spaces):
        if at + 4 > size:
            return False
        n = int.from_bytes(data[at:at + 4], "big")
        at += 4 + (20 * n + 8 if n else 0)
        if at > size:
            return False
    for _ in range(borders):
        if at + 4 > size:
            return False
        polys = int.from_bytes(data[at:at + 4], "big")
        at += 4
        if 4 * polys > size - at:
            return False
        for _ in range(polys):
            n = int.from_bytes(data[at:at + 4], "big")
            at += 4 + 16 * n
            if at > size:
                return False
    return at == size


def _paths_from_stream(data: object, geo: MapGeometry) -> tuple[dict[str, QPainterPath], list[list[QPolygonF]]] | None:
    """The paths and polygons of ``_paths_stream``, or None if ``data`` is not a whole stream of them: its counts are
    checked against its bytes before Qt reads it (``_stream_fits``)."""
    if type(data) is not bytes or not _stream_fits(data, len(geo.spaces), len(geo.borders)):
        return None
    from PySide6.QtCore import QByteArray, QDataStream

    stream = QDataStream(QByteArray(data))
    stream.setVersion(_STREAM_VERSION)
    paths: dict[str, QPainterPath] = {}
    for code in geo.spaces:
        path = QPainterPath()
        stream >> path  # noqa: B015 (QDataStream's reading operator)
        paths[code] = path
    lines: list[list[QPolygonF]] = []
    for _ in geo.borders:
        polys = []
        for _ in range(stream.readUInt32()):
            poly = QPolygonF()
            stream >> poly  # noqa: B015
            polys.append(poly)
        lines.append(polys)
    if stream.status() != QDataStream.Status.Ok or not stream.atEnd():
        return None
    return paths, lines


# --- the map's layers kept on disk -----------------------------------------------------------------

_LAYER_KIND = "board-layer"  # the borders' and the names' images: the map's, whatever the game
_FILLS_KIND = "board-fills"  # the spaces' fills: the colours of a position (its centres' owners)
KEPT_LAYER_FILES = 6  # the borders' and names' images kept on disk: the ones written last (1.7 MB each at 1500x920)
KEPT_FILLS_FILES = 2  # the fills' images kept: the last positions painted (the one a game was left at is the one it
# opens at next time)
KEEP_LAYERS_AFTER_MS = 2000  # a layer painted anew is written this long after the last one (not in the start's paint)
# the layers are described in marshal's format 2: from format 3 on, marshal marks an object that something else refers
# to as well (for a back-reference), so the same values could be written as other bytes (another entry's name) as
# what else holds them changes (the names' texts are held by their prepared lines once painted, not before)
_MARSHAL = 2
_TO_KEEP: dict[tuple[int, str], tuple[Path, str, QImage]] = {}  # (board, layer) -> the folder, entry and image to write
_KEEPING: list[QTimer] = []  # the timer that writes them (``_app_timer``)
_KEPT_AT_EXIT: list[bool] = []  # whether the process's exit is to write what is left


def _fonts_described(fonts: _Fonts, prims: Iterable[Primitive]) -> bytes | None:
    """The fonts a layer's texts are drawn in, as Qt found them on this machine: each font's family, style,
    size, weight and its file's header (which holds the file's checksum and revision), and a probe drawn in each
    (the rendering's settings: hinting, antialiasing, Qt's rasterizer). None when a text has a character its
    font lacks (drawn then from a fallback font, which this does not name: such a layer is not kept on disk)."""
    import marshal

    from PySide6.QtGui import QRawFont

    texts: dict[tuple[float, bool, bool, str], list[str]] = {}
    for p in prims:
        if isinstance(p, Text):
            texts.setdefault((p.size, p.bold, p.italic, p.lang), []).extend(p.lines)
    if not texts:
        return b""
    out: list[tuple[object, ...]] = []
    probe = QImage(64, 24 * len(texts), QImage.Format.Format_ARGB32_Premultiplied)
    probe.fill(Qt.GlobalColor.transparent)
    painter = QPainter(probe)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(QColor("#000000")))
    try:
        for i, (k, lines) in enumerate(sorted(texts.items())):
            font = fonts.get(*k)[0]
            raw = QRawFont.fromFont(font)
            if not raw.isValid() or 0 in raw.glyphIndexesForString("".join(lines)):
                return None
            out.append((raw.familyName(), raw.styleName(), raw.pixelSize(), raw.weight(), raw.style().value,
                        bytes(raw.fontTable("head").data())))
            painter.setFont(font)
            painter.drawText(QPointF(2.3, 24 * i + 17.6), "Ag")
            painter.drawText(QPointF(30.7, 24 * i + 17.2), "Ag")
        painter.setPen(QPen(QColor("#000000"), 1.3))
        painter.drawLine(QPointF(55.2, 1.7), QPointF(62.9, 20.1))
    finally:
        painter.end()
    return marshal.dumps(out, _MARSHAL) + bytes(probe.constBits())


def _read_layer(entry: str, w: int, h: int) -> QImage | None:
    """The layer's image kept on disk as ``entry`` (read straight into a new image), or None."""
    from ..core import diskcache

    img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    if img.isNull() or img.bytesPerLine() != 4 * w or not diskcache.load_raw_into(entry, img.bits()):
        return None
    return img


def _keep_layer_later(which: tuple[int, str], entry: str, img: QImage) -> None:
    """``img`` written as ``entry`` once the window has been left alone a while (``KEEP_LAYERS_AFTER_MS`` after the
    last layer painted anew: a window being resized writes only its last size), or at the process's exit."""
    from ..core import diskcache

    _TO_KEEP.pop(which, None)  # (its newest image last)
    _TO_KEEP[which] = (diskcache.folder(), entry, img)
    while len(_TO_KEEP) > KEPT_LAYER_FILES + KEPT_FILLS_FILES:  # no more waiting than is kept (boards made and dropped)
        del _TO_KEEP[next(iter(_TO_KEEP))]
    if not _KEPT_AT_EXIT:
        import atexit

        atexit.register(keep_layers)
        _KEPT_AT_EXIT.append(True)
    timer = _app_timer(_KEEPING, keep_layers)
    timer.start(KEEP_LAYERS_AFTER_MS)  # (again: the last layer painted anew sets the time)


def keep_layers() -> None:
    """The layers' images waiting to be kept, written (``core.diskcache.store_raw``: the pixels as they are)."""
    from ..core import diskcache

    while _TO_KEEP:  # the oldest first: the entries kept are the ones written last
        where, entry, img = _TO_KEEP.pop(next(iter(_TO_KEEP)))
        keep = KEPT_FILLS_FILES if entry.startswith(_FILLS_KIND) else KEPT_LAYER_FILES
        diskcache.store_raw(entry, img.constBits(), keep=keep, where=where)


# --- the widget ------------------------------------------------------------------------------

def own_viewport(view: QGraphicsView) -> None:
    """Give ``view`` the plain widget a graphics view makes for its viewport, made here and set up as its
    constructor sets up its own: PySide then knows it (a widget made by Qt is looked for among every class of
    QtWidgets the first time it is handed to Python, which loads them all and makes their enums: 10 ms of a
    start)."""
    view.setViewport(QWidget())
    view.viewport().setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled)  # as QGraphicsView's constructor does


class BoardWidget(QGraphicsView):
    """The board. Click a space to hand its code on; wheel or +/- to zoom; drag to pan; 0 to fit."""

    provinceClicked = Signal(str)  # noqa: N815 (Qt's naming)
    pendingClicked = Signal(str, int)  # noqa: N815 (Qt's naming): a pending order's arrow: its power and sheet line

    def __init__(self, ruleset: Ruleset, parent: QWidget | None = None, *, lang: str = "en") -> None:
        super().__init__(parent)
        own_viewport(self)
        self.ruleset = ruleset
        self.geometry_map: MapGeometry = load_geometry()
        self._texts = _Fonts()
        self._lang = "en"
        self._label_lang = "en"
        self._position: Position | None = None
        self._adjudication: Adjudication | None = None
        self._show_orders = True
        self._pending: tuple[PendingOrder, ...] = ()  # typed orders not yet adjudicated (the referee's board only)
        self.palette = RULEBOOK  # the powers' colours (View menu)
        self.initials = False  # units carry their power's initial (View menu)
        self._hl: tuple[str, ...] = ()
        self._hl_kind = "retreat"
        self._fitted = True
        self._press: QPoint | None = None
        # how the last click came: its keyboard modifiers, and whether the window was already active
        # (a click that only brings the window to the front is no click on a space: MainWindow)
        self.last_click_modifiers = Qt.KeyboardModifier.NoModifier
        self.last_click_focused = True
        self._press_focused = True
        self._scene_data: Scene | None = None
        self._bg_key: object = None
        # where the view's cached map is to be painted again because highlights alone changed (scene rects), with the
        # view's transform then (``_highlight_areas``, ``_map_areas``); None: no such paint due
        self._map_due: tuple[tuple[float, float, float, float], list[QRectF]] | None = None
        self._bg_ops: _Prepared | None = None
        self._label_ops: dict[tuple[str, float], _Prepared] = {}
        self._label_prims: dict[tuple[str, float], tuple[Primitive, ...]] = {}  # what each of them was prepared from
        # names at least this many screen pixels tall (0: the map's own size): the projector sets it
        self.min_label_px = 0.0
        self.unit_marks = ""  # a language: its words on the unit tokens (陸/艦) instead of A/F (View menu)
        self._label_scale = 1.0
        self._dirty = False  # the scene is to be built again (``_rebuild``)
        # the units and orders over the map, in three layers painted in order (the orders under the units, the units,
        # the crosses on top): what each shows now, and its primitives prepared (``_paint_over``)
        self._layer_prims: list[tuple[Primitive, ...] | None] = [None, None, None]
        self._layers: list[_Prepared | None] = [None, None, None]
        self._cover: _Cover | None = None  # where the paint under way reaches (``paintEvent``)
        self._layer_images: dict[str, tuple[object, QImage]] = {}  # the map's unchanging layers, as painted last
        self._border_key: object = None
        self._fill_key: object = None
        self._direct = False  # paint every layer itself (an image of any size: render_image)
        self._fit_size: QSize | None = None  # the viewport's size at the last fit
        # called before anything reads what the board shows (the window puts the arrows of typed orders off
        # while the referee types: this brings them up to date first)
        self.before_read: Callable[[], None] | None = None

        geo = self.geometry_map
        self._map_rect = QRectF(0, 0, geo.width, geo.height)
        self._frame = QPainterPath()
        self._frame.addRect(self._map_rect.adjusted(0.75, 0.75, -0.75, -0.75))
        self._frame_pen = _pen(FRAME, 1.5)
        # the fills' and the borders' paths with their pens and brushes: made when the layer is painted (not when its
        # image is read back from the disk: ``_paint_layer``)
        self._fill_ops: list[tuple[QPainterPath, QPen, QBrush]] | None = None
        # the highlighted spaces: their codes, outlines, veils (brush, opacity) and pens (the outline's, the casing's)
        self._hl_ops: list[tuple[str, QPainterPath, QBrush | None, float, QPen | None, QPen | None]] = []
        self._border_ops: list[tuple[list[QPolygonF], QPen]] | None = None
        self._centre_ops: _Prepared | None = None

        self._scene = _MapScene(self)
        self._scene.setSceneRect(self._map_rect)
        self._scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setScene(self._scene)

        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().setCursor(Qt.CursorShape.ArrowCursor)
        self.setMinimumSize(200, 160)
        self.set_language(lang)

    # --- public interface -------------------------------------------------------------
    def show_position(self, position: Position, adjudication: Adjudication | None = None, *,
                      show_orders: bool = True, pending: Iterable[PendingOrder] = ()) -> None:
        """Redraw units, centres and (if given and wanted) the orders and results of ``adjudication``;
        ``pending``: orders typed but not yet adjudicated, drawn as arrows (the referee's board only: the
        projector never passes any)."""
        if self._position is not None and self._position.phase != position.phase:
            self._hl = ()  # retreat destinations of a finished phase mean nothing now
        self._position = position
        self._adjudication = adjudication
        self._show_orders = show_orders
        self._pending = tuple(pending)
        self._rebuild()

    def set_palette(self, palette: str) -> None:
        """The powers' colours: "rulebook" (the ruleset's) or "colour-blind" (drawing.diplomacy.palette)."""
        if palette != self.palette:
            self.palette = palette
            self._rebuild()

    def set_initials(self, on: bool) -> None:
        """Units carry their power's initial instead of A/F (their shape still says army or fleet)."""
        if on != self.initials:
            self.initials = on
            self._rebuild()

    def pending_at(self, view_pos: QPoint | QPointF) -> OrderMark | None:
        """The pending order whose arrow (or ring, or cross) is under a point of the viewport, if any."""
        self._fresh()
        pt = self.mapToScene(QPoint(int(view_pos.x()), int(view_pos.y())))
        k = self.transform().m11() or 1.0
        return self._pending_at_scene(pt.x(), pt.y(), 5.0 / k)

    def _pending_at_scene(self, x: float, y: float, slack: float) -> OrderMark | None:
        scene = self._scene_data
        if scene is None:
            return None
        best: tuple[float, OrderMark] | None = None
        for mark in scene.orders:
            if mark.line < 0:
                continue
            for part in mark.parts:
                d = _distance_to(part, x, y)
                reach = (part.width / 2 if not isinstance(part, Text) else 0.0) + slack
                if d <= reach and (best is None or d < best[0]):
                    best = (d, mark)
        return best[1] if best is not None else None

    def set_language(self, lang: str) -> None:
        """Names in "en", "zh_Hant", "zh_Hans", "ja" or "codes" (English if no font can draw the language)."""
        if lang not in LANGS:
            raise ValueError(f"unknown board language {lang!r}; choose one of {', '.join(LANGS)}")
        self._lang = lang
        self._label_lang = lang if lang not in _CJK or cjk_font_available(lang) else "en"
        self._rebuild()

    def set_unit_marks(self, lang: str) -> None:
        """The language whose words mark the units ("" for the letters A and F)."""
        if lang != self.unit_marks:
            self.unit_marks = lang
            self._rebuild()

    def language(self) -> str:
        return self._lang

    def highlight(self, provinces: Iterable[str], kind: str = "retreat") -> None:
        """Mark spaces, e.g. the legal retreat destinations of a selected dislodged unit."""
        self._hl = tuple(dict.fromkeys(p.upper().partition("/")[0] for p in provinces))
        self._hl_kind = kind
        self._rebuild()

    def clear_highlight(self) -> None:
        if self._hl:
            self._hl = ()
            self._rebuild()

    def fit(self) -> None:
        """Fit the whole map to the window (also the 'reset zoom')."""
        size = self.viewport().size()
        if not (self._fitted and size == self._fit_size):  # fitted at this size already: the cached map stays
            self.resetTransform()
            self.fitInView(self._map_rect, Qt.AspectRatioMode.KeepAspectRatio)
            self._fit_size = size
        self._fitted = True
        self._fit_labels()

    def _fit_labels(self) -> None:
        """With ``min_label_px`` set, names are enlarged so that they are at least that tall on screen."""
        if self.min_label_px <= 0:
            return
        from ..drawing.primitives import LABEL_SIZE

        k = self.transform().m11() or 1.0
        scale = round(max(1.0, min(2.6, self.min_label_px / (LABEL_SIZE * k))), 2)
        if scale != self._label_scale:
            self._label_scale = scale
            self._rebuild()

    def zoom_in(self) -> None:
        self._zoom(1.25)

    def zoom_out(self) -> None:
        self._zoom(1 / 1.25)

    def render_image(self, width: int, height: int) -> QImage:
        """The board as an image of any size (the map keeps its proportions, centred)."""
        img = QImage(max(1, int(width)), max(1, int(height)), QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(QColor(SURROUND))
        self._fresh()
        painter = QPainter(img)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self._direct = True
        try:
            with collector_paused():  # (as in ``paintEvent``)
                self._scene.render(painter, self._target_rect(img.width(), img.height()), self._map_rect,
                                   Qt.AspectRatioMode.KeepAspectRatio)
        finally:
            self._direct = False
        painter.end()
        return img

    def render_svg(self) -> bytes:
        """The same scene as a standalone SVG document."""
        scene = self._current_scene()
        return scene_svg(scene, self.geometry_map).encode("utf-8")

    def current_scene(self) -> Scene:
        """What the board shows now, as plain data (for tests and exports)."""
        return self._current_scene()

    def province_at(self, view_pos: QPoint | QPointF) -> str | None:
        """The code of the space under a point of the viewport (a unit token counts for its space)."""
        self._fresh()
        pt = self.mapToScene(QPoint(int(view_pos.x()), int(view_pos.y())))
        return self._province_at_scene(pt)

    # --- building -------------------------------------------------------------------
    def _fresh(self) -> None:
        """What the board shows, up to date, before anything reads it."""
        if self.before_read is not None:
            self.before_read()
        self._ensure()

    def _current_scene(self) -> Scene:
        self._fresh()
        if self._scene_data is None:
            self._build()
        assert self._scene_data is not None
        return self._scene_data

    def _rebuild(self) -> None:
        """The scene is to be built again: once, however many changes come before it is painted or read
        (an adjudication changes the position, the results, the highlights ... one after the other)."""
        if not self._dirty:
            self._dirty = True
            QCoreApplication.postEvent(self, QEvent(_BUILD))  # the build asks for the repaint of what it changed

    def _ensure(self) -> None:
        if self._dirty:
            self._dirty = False
            self._build()

    def event(self, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == _BUILD:
            self._ensure()
            # the scene hands its changed items' areas to the view in a call it posts to itself: taken now, they
            # join the repaint the build asked for (the whole map when it changed) instead of a second one after it
            QCoreApplication.sendPostedEvents(self._scene, QEvent.Type.MetaCall)
            return True
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        # no collector's pass while painting: a pending build, and a layer painted anew, make Qt objects here (a pass
        # set off by them could free a closed window held in a cycle while Qt paints: gui/collector.py). The program
        # runs its collector between events anyway; this holds where it does not (tests, scripts)
        with collector_paused():
            self._ensure()
            self._cover = self._paint_cover(event.region())
            try:
                super().paintEvent(event)
            finally:
                self._cover = None

    def _paint_cover(self, region: QRegion) -> _Cover | None:
        """Where a paint of ``region`` of the viewport reaches in the scene (its foreground paints only the ops that
        reach it: ``_paint_over``); None for a paint of all of the viewport."""
        if region.rectCount() == 1 and region.boundingRect().contains(self.viewport().rect()):
            return None
        return _Cover.of(region, self.viewportTransform())

    def _build(self) -> None:
        pos = self._position
        if pos is None:  # nothing shown yet: the board as the game starts
            from ..games.diplomacy.table.game import starting_position

            pos = self._position = starting_position(self.ruleset)
        opts = SceneOptions(show_orders=self._show_orders, show_results=True, lang=self._label_lang,
                            label_scale=self._label_scale, unit_marks=self.unit_marks, palette=self.palette,
                            initials=self.initials)
        scene = build_scene(self.ruleset, pos, self._adjudication, opts, geometry=self.geometry_map,
                            highlight=self._hl, highlight_kind=self._hl_kind, pending=self._pending)
        self._scene_data = scene
        # background: fills, highlights, centres and names; rebuilt only when they change
        key = (tuple((a.code, a.fill) for a in scene.areas if a.owner), scene.highlights, scene.centres, self._label_lang,
               self._label_scale)
        if key != self._bg_key:
            areas = self._highlight_areas(self._bg_key, key, scene)
            self._bg_key = key
            # each fill is also stroked thinly in its own colour, so no sea shows through the seams
            spaces = self.geometry_map.spaces  # (the spaces that have a path: every space of the map)
            fills = tuple((a.code, a.fill) for a in scene.areas if a.code in spaces and a.fill != scene.background)
            if (scene.background, fills) != self._fill_key:
                self._fill_key = (scene.background, fills)
                self._fill_ops = None
            highlights = [a for a in scene.highlights if a.code in spaces]
            paths = outlines(self.geometry_map).paths if highlights else {}
            self._hl_ops = [(a.code, paths[a.code], solid(a.fill) if a.fill else None, a.opacity,
                             _pen(a.stroke, a.width) if a.stroke else None,
                             _pen(a.casing, a.casing_width) if a.casing and a.casing_width > 0 else None)
                            for a in highlights]
            self._centre_ops = _Prepared(scene.centres, self._texts)
            # the leader lines of names set beside their space, under the names (prepared when painted: ``_paint_labels``)
            self._label_prims.setdefault((self._label_lang, self._label_scale), (*scene.leaders, *scene.labels))
            if scene.borders != self._border_key:
                self._border_key = scene.borders
                self._border_ops = None
            if areas is not None:
                # the cached map painted again only where a highlight went or came (``_map_areas``), with those not yet
                # painted; Qt repaints the view there too
                t = self.viewportTransform()
                at = (t.m11(), t.m22(), t.dx(), t.dy())
                if self._map_due is not None and self._map_due[0] == at:
                    areas = _disjoint(self._map_due[1] + areas)
                elif self._map_due is not None:
                    areas = None
            if areas is not None:
                self._map_due = (at, areas)
                for area in areas:
                    self._scene.invalidate(area, QGraphicsScene.SceneLayer.BackgroundLayer)
            else:
                self._map_due = None
                self.resetCachedContent()
                self._scene.invalidate(self._map_rect, QGraphicsScene.SceneLayer.BackgroundLayer)
        # each layer prepared and repainted only when what it shows changed (a key typed moves arrows, not units), and
        # only where it changed: the cells of the viewport that the ops gone and come reach (``_changed_bounds``)
        changed: list[tuple[float, float, float, float]] = []
        for i, prims in enumerate((tuple(scene.overlays), tuple(p for t in scene.tokens for p in t.parts), tuple(scene.marks))):
            if self._layer_prims[i] != prims:
                self._layer_prims[i] = prims
                content = _layer_prepared(i, prims, self._texts)
                shown = self._layers[i]
                self._layers[i] = content
                changed += _changed_bounds(shown, content)
        if changed:
            # the bounding rect of all that changed: one rect (a region of many would make Qt's fills under its clip
            # dearer than what it saves), the ops outside it not painted (``_paint_over``)
            lefts, tops, rights, bottoms = zip(*changed)
            x0, y0, x1, y1 = min(lefts), min(tops), max(rights), max(bottoms)
            self.viewport().update(self.mapFromScene(QRectF(x0, y0, x1 - x0, y1 - y0)).boundingRect().adjusted(-2, -2, 2, 2))

    def _highlight_areas(self, old: object, new: tuple[object, ...], scene: Scene) -> list[QRectF] | None:
        """When the map changes only in its highlights (its fills, centres, names and borders as they were, the kept
        highlights in the same order, the board fitted and its map painted before): the scene rects where its pixels can
        change, each highlight gone or come's outline with its pens' widths and a margin, overlapping ones joined
        (``_disjoint``). None when anything else changed."""
        if not (isinstance(old, tuple) and len(old) == len(new) and old[0] == new[0] and old[2:] == new[2:]
                and scene.borders == self._border_key and self._fitted and not self._direct):
            return None
        before, after = cast("tuple[Area, ...]", old[1]), cast("tuple[Area, ...]", new[1])
        if [a for a in before if a in after] != [a for a in after if a in before]:
            return None  # the same highlights in another order (neighbours overlap along their border): all of it
        bounds = outlines(self.geometry_map).bounds
        areas = []
        for a in (*[a for a in before if a not in after], *[a for a in after if a not in before]):
            b = bounds.get(a.code)
            if b is not None:
                pad = max(a.width if a.stroke else 0.0, a.casing_width if a.casing else 0.0) + 2
                areas.append(b.adjusted(-pad, -pad, pad, pad))
        return _disjoint(areas)

    def _map_areas(self, painter: QPainter, rect: QRectF) -> list[QRectF] | None:
        """The areas of ``_highlight_areas`` when Qt asks for its cached map to be painted again in ``rect`` for them
        alone (the view's transform as it was, ``rect`` within them); None: the map is to be painted in all of
        ``rect``. Taken once: the next paint of the map is whole again."""
        due, self._map_due = self._map_due, None
        if due is None or self._direct:
            return None
        t = self.viewportTransform()
        if (t.m11(), t.m22(), t.dx(), t.dy()) != due[0]:
            return None
        around = QRectF()
        for area in due[1]:
            around = around.united(area)
        slack = 3 / (t.m11() or 1.0)  # (Qt's exposed pixels, rounded out, as a scene rect)
        if not around.adjusted(-slack, -slack, slack, slack).contains(rect):
            return None  # something else asked for more of the map: all of it painted
        return due[1]

    def _paint_map(self, painter: QPainter, rect: QRectF, partial: bool = False) -> None:
        """The map within ``rect`` (the scene's), clipped to it; ``partial``: an area of the map painted again within
        the view's cached map, where only what reaches it is painted (the highlights and centres' markers that reach
        it; the layers' images are drawn clipped to it)."""
        scene = self._scene_data
        if scene is None:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setClipRect(self._map_rect.intersected(rect))
        self._paint_layer(painter, "fills", self._fill_key, self._paint_fills, self._fills_described)
        hl_ops = self._hl_ops
        cover = None
        if partial:
            # what reaches the area (grown by the margin: the clip's pixels are the rect's rounded out)
            m = _MARGIN / (painter.transform().m11() or 1.0)
            reach = rect.adjusted(-m, -m, m, m)
            bounds = outlines(self.geometry_map).bounds
            hl_ops = [op for op in hl_ops if _hl_rect(bounds[op[0]], op[4], op[5]).intersects(reach)]
            cover = _Cover([reach.getCoords()])
        for _, path, brush, opacity, _, _ in hl_ops:
            if brush is not None:
                painter.setOpacity(opacity)
                painter.fillPath(path, brush)
                painter.setOpacity(1.0)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        self._paint_layer(painter, "borders", self._border_key, self._paint_borders, self._borders_described)
        if hl_ops:
            # each outline's stroke made once per space and pen (``_Outlines.stroked``) and filled: the pixels of
            # ``strokePath``, without stroking the outline again at each paint of either board
            kept = outlines(self.geometry_map)
            for code, _, _, _, outline, casing in hl_ops:
                for pen in (casing, outline):
                    if pen is None:
                        continue
                    if pen.style() == Qt.PenStyle.SolidLine and not pen.isCosmetic() and pen.widthF() > 0:
                        painter.fillPath(kept.stroked(code, pen), pen.brush())
                    else:  # (no highlight has such a pen: kept for one that would)
                        painter.strokePath(kept.paths[code], pen)
        painter.strokePath(self._frame, self._frame_pen)
        if self._centre_ops is not None:
            self._centre_ops.paint(painter, cover)
        if (self._label_lang, self._label_scale) in self._label_prims:
            self._paint_layer(painter, "labels", (self._label_lang, self._label_scale), self._paint_labels, self._labels_described)
        painter.restore()
        if not (_OUTLINES and _OUTLINES[0][0] is self.geometry_map):
            _outlines_later(self.geometry_map)

    def _paint_over(self, painter: QPainter) -> None:
        """The units and orders over the map (the scene's foreground), each layer painted as Qt painted an item: with
        the painter's state saved, the view's transform, full opacity and antialiasing."""
        cover = None if self._direct else self._cover  # (an image of the board: all of it)
        for content in self._layers:
            if content is not None:
                painter.save()
                painter.setOpacity(1.0)
                painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
                content.paint(painter, cover)
                painter.restore()

    def _paint_fills(self, painter: QPainter) -> None:
        scene = self._scene_data
        if scene is not None:
            painter.fillRect(self._map_rect, QColor(scene.background))
        if self._fill_ops is None:
            paths = outlines(self.geometry_map).paths
            self._fill_ops = [(paths[code], QPen(QColor(fill), 0.8), solid(fill))
                              for code, fill in cast("tuple[str, tuple[tuple[str, str], ...]]", self._fill_key)[1]]
        for path, pen, brush in self._fill_ops:
            painter.setPen(pen)
            painter.setBrush(brush)
            painter.drawPath(path)

    def _paint_borders(self, painter: QPainter) -> None:
        if self._border_ops is None:
            lines = outlines(self.geometry_map).lines
            self._border_ops = []
            for b in cast("tuple[Border, ...]", self._border_key):
                pen = _pen(b.stroke, b.width)
                pen.setCapStyle(Qt.PenCapStyle.FlatCap)
                self._border_ops.append((lines[b.index], pen))
        for polys, pen in self._border_ops:
            painter.setPen(pen)
            for poly in polys:
                painter.drawPolyline(poly)

    def _paint_labels(self, painter: QPainter) -> None:
        key = (self._label_lang, self._label_scale)
        ops = self._label_ops.get(key)
        if ops is None:
            ops = self._label_ops[key] = _Prepared(self._label_prims[key], self._texts)
        ops.paint(painter)

    def _paint_layer(self, painter: QPainter, name: str, key: object, paint: Callable[[QPainter], None],
                     described: Callable[[], bytes | None] | None = None) -> None:
        """Paint one layer of the map (the spaces' fills; the borders; the names with their halos) from an image of
        it kept for this zoom, drawn pixel for pixel; made again only when the layer or the zoom changes.
        (The highlights and the centres are painted over them at every paint of the map.)
        ``described``: the layer's drawing described as bytes (None: it cannot be described), for a layer kept
        on disk too (``_layer_entry``): a board fitted to its window finds the image a former start painted for
        the same drawing, colours, map, fonts, Qt and window size, and reads it back byte for byte (a game opens
        at the position it was left at, so its fills are the ones last painted). An image painted anew is written
        after the paint (``_keep_layer_later``)."""
        t = painter.deviceTransform()
        w = math.ceil(self._map_rect.width() * t.m11()) + 2
        h = math.ceil(self._map_rect.height() * t.m22()) + 2
        if (self._direct or t.type().value > QTransform.TransformationType.TxScale.value or t.m11() <= 0 or t.m22() <= 0
                or w * h > _LAYER_PIXELS):
            paint(painter)
            return
        ix, iy = math.floor(t.dx()), math.floor(t.dy())
        dpr = self.devicePixelRatioF()
        full = (key, t.m11(), t.m22(), round(t.dx() - ix, 6), round(t.dy() - iy, 6), dpr)
        kept = self._layer_images.get(name)
        if kept is None or kept[0] != full:
            entry = self._layer_entry(name, described, full, w, h) if described is not None and self._fitted else None
            img = _read_layer(entry, w, h) if entry is not None else None
            if img is None:
                img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
                img.fill(Qt.GlobalColor.transparent)
                p = QPainter(img)
                p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
                p.setTransform(QTransform(t.m11(), 0, 0, t.m22(), t.dx() - ix, t.dy() - iy))
                p.setClipRect(self._map_rect)
                paint(p)
                p.end()
                if entry is not None:
                    _keep_layer_later((id(self), name), entry, img)
            img.setDevicePixelRatio(dpr)
            kept = self._layer_images[name] = (full, img)
        painter.save()
        painter.resetTransform()
        painter.drawImage(QPointF(ix / dpr, iy / dpr), kept[1])
        painter.restore()

    def _layer_entry(self, name: str, described: Callable[[], bytes | None], full: tuple[object, ...], w: int,
                     h: int) -> str | None:
        """The disk cache's entry of a layer's image (None: not kept): named by all that decides its pixels: what
        the layer draws (``described``: its primitives, with the fonts they are drawn in), the map's file (the
        outlines of its borders) and the code that reads it, this code (with the names' line height, ``svg_export``),
        Qt's and PySide's versions and platform, the zoom, the offset and the device pixel ratio (``full``) and the
        image's size."""
        from PySide6 import __version__ as pyside_version
        from PySide6.QtCore import qVersion
        from PySide6.QtGui import QGuiApplication

        from ..core import diskcache
        from ..drawing import mapsvg, svg_export

        geo = self.geometry_map
        code = diskcache.code_digest(__file__, mapsvg.__file__, svg_export.__file__)
        if code is None or not geo.digest:
            return None
        what = described()
        if what is None:
            return None
        return diskcache.key(_FILLS_KIND if name == "fills" else _LAYER_KIND, name, what, geo.digest, code, qVersion(), pyside_version,
                             QGuiApplication.platformName(), repr((full[1:], w, h)))

    def _fills_described(self) -> bytes | None:
        """The fills' layer as drawn: the sea's colour and each space's (its outline: the map's, by its code)."""
        import marshal

        return marshal.dumps(self._fill_key, _MARSHAL)

    def _borders_described(self) -> bytes | None:
        """The borders' layer as drawn: each border's line (the map's, by its index) with its kind, colour and width."""
        import marshal

        borders = cast("tuple[Border, ...]", self._border_key)
        return marshal.dumps(tuple((b.index, b.cls, b.stroke, b.width) for b in borders), _MARSHAL)

    def _labels_described(self) -> bytes | None:
        """The names' layer as drawn: its primitives (every field of each) and the fonts they are drawn in
        (``_fonts_described``)."""
        import marshal

        prims = self._label_prims.get((self._label_lang, self._label_scale))
        if prims is None:
            return None
        fonts = _fonts_described(self._texts, prims)
        if fonts is None:
            return None
        return marshal.dumps(tuple((type(p).__name__, tuple(vars(p).values())) for p in prims), _MARSHAL) + fonts

    def _target_rect(self, w: int, h: int) -> QRectF:
        mw, mh = self._map_rect.width(), self._map_rect.height()
        k = min(w / mw, h / mh)
        return QRectF((w - mw * k) / 2, (h - mh * k) / 2, mw * k, mh * k)

    # --- hit testing and tooltips -------------------------------------------------------
    def _province_at_scene(self, pt: QPointF) -> str | None:
        scene = self._scene_data
        if scene is not None:
            best: tuple[float, str] | None = None
            for t in scene.tokens:
                d = (t.x - pt.x()) ** 2 + (t.y - pt.y()) ** 2
                if d <= 16.0 ** 2 and (best is None or d < best[0]):
                    best = (d, t.province)
            if best is not None:
                return best[1]
        shapes = outlines(self.geometry_map)
        for code, path in shapes.paths.items():
            if code.startswith("_"):
                continue
            if shapes.bounds[code].contains(pt) and path.contains(pt):
                return code
        return None

    def _token_at(self, view_pos: QPoint) -> bool:
        """Is a unit token under this point of the viewport? (A click there is a click on its space.)"""
        self._fresh()
        scene = self._scene_data
        if scene is None:
            return False
        pt = self.mapToScene(view_pos)
        return any((t.x - pt.x()) ** 2 + (t.y - pt.y()) ** 2 <= 16.0 ** 2 for t in scene.tokens)

    def tooltip_text(self, code: str) -> str:
        """The space's names, code and the unit there, in the window's language."""
        from . import language

        self._fresh()
        lang = language.current()
        gm = self.ruleset.map
        prov = gm.provinces.get(code)
        if prov is None:
            return code
        head = f"<b>{prov.display_name(lang)}</b> ({code})"
        extra = []
        if prov.supply_center:
            owner = self._position.centers.get(code) if self._position is not None else None
            if owner in gm.powers:
                op = gm.powers[owner]
                extra.append(translate("Board", "supply centre, {power}").format(power=op.name if lang == "en" else op.names.get(lang) or op.name))
            else:
                extra.append(translate("Board", "neutral supply centre"))
        kind = {"sea": translate("Board", "sea"), "land": translate("Board", "inland"), "coast": translate("Board", "coastal"),
                "impassable": translate("Board", "impassable")}.get(prov.kind.value, "")
        if kind:
            extra.insert(0, kind)
        lines = [head + (" · " + translate("Board", ", ").join(extra) if extra else "")]
        names = [prov.name] + [prov.names[k] for k in ("zh_Hant", "zh_Hans", "ja") if prov.names.get(k)]
        others = [n for n in dict.fromkeys(names) if n != prov.display_name(lang)]
        if others:
            lines.append(" · ".join(others))
        pos = self._position
        if pos is not None:
            u = pos.units.get(code)
            if u is not None:
                pw = gm.powers.get(u.power)
                owner_name = (pw.adjective if lang == "en" else pw.adjectives.get(lang) or pw.adjective) if pw else u.power
                if lang == "en":
                    lines.append(f"{owner_name} {u.type.word} ({u})")
                else:
                    lines.append(translate("Board", "{power} {unit} ({code})").format(power=owner_name, unit=unit_text(u, lang, self.ruleset),
                                                                      code=u))
            d = pos.dislodged.get(code)
            if d is not None:
                pw = gm.powers.get(d.unit.power)
                owner_name = (pw.adjective if lang == "en" else pw.adjectives.get(lang) or pw.adjective) if pw else d.unit.power
                unit = f"{d.unit.type.word} ({d.unit})" if lang == "en" else f"{unit_text(d.unit, lang, self.ruleset)} ({d.unit})"
                lines.append(translate("Board", "dislodged: {power} {unit}, attacked from {origin}").format(
                    power=owner_name, unit=unit, origin=d.attacker_from))
            if code in pos.contested:
                lines.append(translate("Board", "standoff: no retreat here"))
        scene = self._scene_data
        if scene is not None:
            for o in scene.orders:
                if o.province == code:
                    if o.status not in ("ordered", "pending"):
                        lines.append(translate("Board", "order: {order} ({status})").format(order=o.text, status=status_text(o.status, lang)))
                    else:
                        lines.append(translate("Board", "order: {order}").format(order=o.text))
        return "<br>".join(lines)

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.ToolTip:
            assert isinstance(event, QHelpEvent)
            code = self.province_at(event.pos())
            if code:
                QToolTip.showText(event.globalPos(), self.tooltip_text(code), self.viewport())
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(event)

    # --- mouse and keys -------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            self._press_focused = self.window().isActiveWindow()
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        super().mouseReleaseEvent(event)
        self.viewport().setCursor(Qt.CursorShape.ArrowCursor)
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            return
        here = event.position().toPoint()
        moved = (here - self._press).manhattanLength()
        self._press = None
        if moved <= 4:
            mark = self.pending_at(here) if not self._token_at(here) else None
            if mark is not None:  # a typed order's arrow: the window selects its line
                self.pendingClicked.emit(mark.power, mark.line)
                return
            code = self.province_at(here)
            if code:
                self.last_click_modifiers = event.modifiers()
                self.last_click_focused = self._press_focused
                self.provinceClicked.emit(code)
                self.last_click_modifiers = Qt.KeyboardModifier.NoModifier
                self.last_click_focused = True
        else:
            self._fitted = False

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt's name)
        dy = event.angleDelta().y()
        if dy:
            self._zoom(1.0015 ** dy)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
            self.zoom_out()
        elif key in (Qt.Key.Key_0, Qt.Key.Key_Home):
            self.fit()
        else:
            super().keyPressEvent(event)

    def _zoom(self, factor: float) -> None:
        """Zoom by ``factor`` around the mouse, between 'whole map' and eight times that."""
        current = self.transform().m11() or 1.0
        vp = self.viewport().size()
        fit_scale = min(vp.width() / self._map_rect.width(), vp.height() / self._map_rect.height())
        new = max(fit_scale, min(fit_scale * 8.0, current * factor))
        if new <= fit_scale * 1.001:
            self.fit()
            return
        self.scale(new / current, new / current)
        self._fitted = False

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if self._fitted:
            self.fit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if self._fitted:
            self.fit()


__all__ = ["BoardWidget", "SURROUND", "cjk_font_available"]

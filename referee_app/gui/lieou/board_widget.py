"""The board of 列欧帝国棋 in the window (Qt): paints the scene of ``drawing.lieou.scene``.

Hover or select a land: a tooltip (and ``hovered``) with its name in every language, who holds it and
what stands there; a click emits ``landClicked(code)`` (the action line takes the code). The map under
the pieces is painted once per size into a pixmap; the pieces on top at every paint.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QHelpEvent,
    QImage,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPixmap,
    QPolygonF,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from referee_app.core.messages import render
from referee_app.drawing.lieou.scene import LieouSceneOptions, build_scene, fleet_label, geometry, zone_label
from referee_app.drawing.mapsvg import MapGeometry
from referee_app.drawing.primitives import Scene
from referee_app.games.lieou.board import LANGS, load_board
from referee_app.games.lieou.params import colour, country
from referee_app.games.lieou.tables import OVERLORD

from ..board import _Fonts, _pen, _Prepared

SURROUND = "#1e2a33"
translate = QCoreApplication.translate


def _paths(geo: MapGeometry) -> dict[str, QPainterPath]:
    out: dict[str, QPainterPath] = {}
    for code, sp in geo.spaces.items():
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.OddEvenFill)
        for ring in sp.rings:
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring]))
            path.closeSubpath()
        out[code] = path
    return out


def describe_place(state: Mapping[str, Any], code: str, lang: str) -> str:
    """A land (or a fleet's sea zone): its names in every language, its holder and what stands there."""
    board = load_board()
    lines: list[str] = []
    if code in board.lands:
        names = board.lands[code].names
        lines.append(f"{code}  " + " · ".join(dict.fromkeys(names.get(x, "") for x in LANGS if names.get(x))))
        v = state.get("lands", {}).get(code, {})
        owner = v.get("owner")
        lines.append(translate("Lieou", "Held by: %1").replace("%1", render(colour(owner), lang) if owner else "—"))
        if owner:
            lines.append(translate("Lieou", "Armies: %1").replace("%1", str(v.get("armies", 0))))
        for c, r in state.get("regimes", {}).items():
            if r.get("land") == code:
                kind = translate("Lieou", "capital") if r.get("capital") else translate("Lieou", "government")
                lines.append(f"{render(country(c), lang)}: {kind} ({render(colour(r['holder']), lang)})")
        _pieces(lines, v, lang)
    else:
        fleet_here = [(fid, f) for fid, f in state.get("fleets", {}).items()
                      if f.get("zone") == code or (code == OVERLORD and fid == OVERLORD)]
        if code in board.sea_zones:
            lines.append(" · ".join(dict.fromkeys(zone_label(board, code, x) for x in LANGS)))
        for fid, f in fleet_here:
            lines.append(f"{fleet_label(board, fid, lang)}: {render(colour(f['holder']), lang)}, "
                         + translate("Lieou", "Armies: %1").replace("%1", str(f.get("armies", 0))))
            _pieces(lines, f, lang)
    return "\n".join(lines)


def _pieces(lines: list[str], v: Mapping[str, Any], lang: str) -> None:
    if v.get("airfield"):
        lines.append(translate("Lieou", "Airfield"))
    air = v.get("air")
    if air:
        lines.append(translate("Lieou", "Air column") if air.get("column")
                     else translate("Lieou", "Air groups: %1").replace("%1", str(air.get("groups", 0))))
    for ld in v.get("leaders", []):
        kind, _, home = str(ld).partition(":")
        lines.append((translate("Lieou", "General") if kind == "general" else translate("Lieou", "Marshal")) + f" ({home})")


class LieouBoard(QWidget):
    """The board. ``show_state(state)`` with ``to_json()``/``view``; click a land: ``landClicked``."""

    landClicked = Signal(str)  # noqa: N815 (Qt's naming)
    hovered = Signal(str)

    def __init__(self, parent: QWidget | None = None, *, lang: str = "zh_Hans", label_scale: float = 1.0,
                 count_scale: float = 1.0, interactive: bool = True) -> None:
        super().__init__(parent)
        self.geo = geometry()
        self._paths = _paths(self.geo)
        self._bounds = {c: p.boundingRect() for c, p in self._paths.items()}
        self._borders: dict[int, list[QPolygonF]] = {}
        self._fonts = _Fonts()
        self._state: Mapping[str, Any] = {}
        self.options = LieouSceneOptions(lang=lang, label_scale=label_scale, count_scale=count_scale)
        self._scene: Scene | None = None
        self._map_pixmap: QPixmap | None = None
        self._top: _Prepared | None = None
        self.interactive = interactive
        self.setMouseTracking(interactive)
        self.setMinimumSize(320, 320)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    # --- content -----------------------------------------------------------------------
    def show_state(self, state: Mapping[str, Any]) -> None:
        self._state = state
        self._rebuild()

    def set_language(self, lang: str) -> None:
        self._set(lang=lang)

    def select(self, code: str | None) -> None:
        self._set(selected=code)

    def _set(self, **kw: Any) -> None:
        from dataclasses import replace

        self.options = replace(self.options, **kw)
        self._rebuild()

    @property
    def scene(self) -> Scene | None:
        return self._scene

    def _rebuild(self) -> None:
        self._scene = build_scene(self._state, self.options, self.geo)
        self._map_pixmap = None
        self._top = _Prepared([*(p for t in self._scene.tokens for p in t.parts), *self._scene.marks], self._fonts)
        self.update()

    # --- painting ----------------------------------------------------------------------
    def _target(self) -> QRectF:
        w, h = self.width(), self.height()
        k = min(w / self.geo.width, h / self.geo.height)
        return QRectF((w - self.geo.width * k) / 2, (h - self.geo.height * k) / 2, self.geo.width * k, self.geo.height * k)

    def _transform(self, painter: QPainter) -> None:
        t = self._target()
        painter.translate(t.x(), t.y())
        k = t.width() / self.geo.width
        painter.scale(k, k)

    def _border_lines(self, index: int) -> list[QPolygonF]:
        """A border's lines as Qt polygons, made once."""
        got = self._borders.get(index)
        if got is None:
            got = self._borders[index] = [QPolygonF([QPointF(x, y) for x, y in line])
                                          for line in self.geo.borders[index].lines]
        return got

    def _paint_map(self, painter: QPainter, scene: Scene) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillRect(QRectF(0, 0, self.geo.width, self.geo.height), QColor(scene.background))
        for a in scene.areas:
            path = self._paths.get(a.code)
            if path is not None and a.fill:
                painter.setPen(_pen(a.fill, 0.8))
                painter.setBrush(QBrush(QColor(a.fill)))
                painter.drawPath(path)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for b in scene.borders:
            painter.setPen(_pen(b.stroke, b.width, (2.0, 5.0) if b.cls == "sea-link" else ()))
            for poly in self._border_lines(b.index):
                painter.drawPolyline(poly)
        for a in scene.highlights:
            path = self._paths.get(a.code)
            if path is None:
                continue
            if a.fill:
                painter.setOpacity(a.opacity)
                painter.fillPath(path, QBrush(QColor(a.fill)))
                painter.setOpacity(1.0)
            if a.casing and a.casing_width:
                painter.strokePath(path, _pen(a.casing, a.casing_width))
            if a.stroke:
                painter.strokePath(path, _pen(a.stroke, a.width))
        _Prepared(scene.centres, self._fonts).paint(painter)
        _Prepared(scene.labels, self._fonts).paint(painter)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(SURROUND))
        scene = self._scene
        if scene is None:
            painter.end()
            return
        dpr = self.devicePixelRatioF()
        if self._map_pixmap is None or self._map_pixmap.size() != self.size() * dpr:
            pm = QPixmap(self.size() * dpr)
            pm.setDevicePixelRatio(dpr)
            pm.fill(QColor(SURROUND))
            p2 = QPainter(pm)
            self._transform(p2)
            self._paint_map(p2, scene)
            p2.end()
            self._map_pixmap = pm
        painter.drawPixmap(0, 0, self._map_pixmap)
        self._transform(painter)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self._top is not None:
            self._top.paint(painter)
        painter.end()

    def render_image(self, width: int, height: int) -> QImage:
        img = QImage(width, height, QImage.Format.Format_ARGB32)
        img.fill(QColor(SURROUND))
        if self._scene is None:
            return img
        p = QPainter(img)
        k = min(width / self.geo.width, height / self.geo.height)
        p.translate((width - self.geo.width * k) / 2, (height - self.geo.height * k) / 2)
        p.scale(k, k)
        self._paint_map(p, self._scene)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self._top is not None:
            self._top.paint(p)
        p.end()
        return img

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        self._map_pixmap = None
        super().resizeEvent(event)

    # --- pointing ----------------------------------------------------------------------
    def place_at(self, pos: QPointF) -> str | None:
        """The land (or sea zone) under a point of the widget."""
        t = self._target()
        if t.width() <= 0:
            return None
        k = t.width() / self.geo.width
        pt = QPointF((pos.x() - t.x()) / k, (pos.y() - t.y()) / k)
        sea: str | None = None
        for code, path in self._paths.items():
            if code.startswith("_") or not self._bounds[code].contains(pt) or not path.contains(pt):
                continue
            if self.geo.spaces[code].layer == "land":
                return code
            sea = code
        return sea

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        if not self.interactive or event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        code = self.place_at(event.position())
        if code is not None:
            self.select(code)
            self.landClicked.emit(code)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        if self.interactive:
            code = self.place_at(event.position())
            if code is not None:
                self.hovered.emit(code)
        super().mouseMoveEvent(event)

    def event(self, e: QEvent) -> bool:
        if self.interactive and e.type() == QEvent.Type.ToolTip and isinstance(e, QHelpEvent):
            code = self.place_at(QPointF(e.pos()))
            if code is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(e.globalPos(), describe_place(self._state, code, self.options.lang), self)
            return True
        return super().event(e)


__all__ = ["LieouBoard", "describe_place"]

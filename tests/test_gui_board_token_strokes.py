"""The units', orders', centres' and names' leader lines drawn with their pens' strokes kept (``gui.board._PathOp.stroked``,
issue 33 round 15): filled where the pen is wider than a device pixel, they give the pixels ``QPainter.drawPath``
gives, at the referee's and the projector's zooms, zoomed in, on a screen of pixel ratio 2, and where the pen is a
pixel or less (drawn by Qt's cosmetic stroker: there the path is drawn as before)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from board_helpers import board_cache  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter, QTransform  # noqa: E402
from test_gui_board_foreground import _board, _evening, _grab, _show  # noqa: E402  (an evening's scenes)

from referee_app.games.diplomacy import Game  # noqa: E402
from referee_app.gui import board as board_module  # noqa: E402
from referee_app.gui.board import _PathOp, _Prepared, _TextOp  # noqa: E402


@pytest.fixture()
def cache(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:  # noqa: ANN001
    yield from board_cache(tmp_path, monkeypatch)


def _as_before(prepared: _Prepared, painter: QPainter) -> None:
    """``_Prepared.paint`` as it was: every path drawn by ``drawPath`` with its pen and brush."""
    for op in prepared.ops:
        if op.opacity < 1.0:
            painter.setOpacity(op.opacity)
        if isinstance(op, _TextOp):
            painter.setFont(op.font)
            if op.halo_pen is not None:
                painter.setPen(op.halo_pen)
                for pt, line in op.lines:
                    for off in op.halo_offsets:
                        painter.drawText(pt + off, line)
            painter.setPen(op.pen)
            for pt, line in op.lines:
                painter.drawText(pt, line)
        else:
            painter.setPen(op.pen)
            painter.setBrush(op.brush)
            painter.drawPath(op.path)
        if op.opacity < 1.0:
            painter.setOpacity(1.0)


def _painted(layers: list[_Prepared], transform: QTransform, size: tuple[int, int], ratio: float, now: bool) -> QImage:
    img = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(ratio)
    img.fill(QColor("#7fa05a"))
    p = QPainter(img)
    p.setTransform(transform)
    for layer in layers:  # as the board paints its foreground (``_paint_over``)
        p.save()
        p.setOpacity(1.0)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if now:
            layer.paint(p)
        else:
            _as_before(layer, p)
        p.restore()
    p.end()
    return img


# (scale, dx, dy, image size, pixel ratio): the referee's board, the projector at 1280x800 and 1920x1080 and at a
# fraction of a pixel, zoomed in, a board small enough that the units' 2.88 pen is under a device pixel (Qt's cosmetic
# stroker), and the referee's board on a screen of pixel ratio 2
ZOOMS = [
    (0.4571, 3.0, 11.25, (760, 660), 1.0),
    (0.5714, 146.29, 0.0, (1280, 800), 1.0),
    (0.557, 2.31, 1.73, (900, 800), 1.0),
    (0.7714, 342.86, 0.0, (1920, 1080), 1.0),
    (1.9531, -517.3, -211.7, (900, 700), 1.0),
    (0.3, 1.5, 0.5, (520, 460), 1.0),
    (0.4571, 3.0, 11.25, (1520, 1320), 2.0),
]


def test_every_layer_of_an_evening_paints_what_drawpath_painted(cache: Path, qtbot) -> None:  # noqa: ANN001
    board = _board(qtbot, Game.new("standard"))
    kept_before = 0
    for what, game, shown in _evening():
        _show(board, game, shown)
        _grab(board)  # built and painted: its layers, centres and names' leaders prepared
        layers = [layer for layer in (*board._layers, board._centre_ops, *board._label_ops.values()) if layer is not None]
        paths = [op for layer in layers for op in layer.ops if isinstance(op, _PathOp)]
        assert any(op.strokes_as_area for op in paths), what
        for scale, dx, dy, size, ratio in ZOOMS:
            t = QTransform(scale, 0, 0, scale, dx, dy)
            assert _painted(layers, t, size, ratio, now=True) == _painted(layers, t, size, ratio, now=False), (what, scale)
        kept_before += sum(op.stroke is not None for op in paths)
    assert kept_before > 50  # the kept strokes were filled (not every path drawn as before)


def test_a_board_on_screen_is_the_board_drawn_with_drawpath(cache: Path, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    """The board grabbed as the referee sees it, every layer of the map painted directly (the centres and the
    names' leaders with the units and orders), equals the same board with every path drawn as before."""
    game = Game.new("standard")
    now = _board(qtbot, game)
    before = _board(qtbot, game)
    for board in (now, before):
        board._direct = True  # the map's layers painted at each paint, not kept as images
    for what, g, shown in _evening():
        _show(now, g, shown)
        a = _grab(now)
        with monkeypatch.context() as m:
            m.setattr(board_module, "_stroke_scale", lambda painter: None)  # every path drawn by drawPath
            _show(before, g, shown)
            b = _grab(before)
        assert a == b, what


def test_the_stroke_scale_is_the_raster_painters(qtbot) -> None:  # noqa: ANN001
    img = QImage(40, 40, QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(2.0)
    p = QPainter(img)
    assert board_module._stroke_scale(p) == pytest.approx(2.0)  # the pixel ratio
    p.setTransform(QTransform(0.5, 0, 0, 0.5, 3, 4))
    assert board_module._stroke_scale(p) == pytest.approx(1.0)
    p.setTransform(QTransform().rotate(30))
    assert board_module._stroke_scale(p) is None  # turned: every path drawn as before
    p.end()


def test_each_path_keeps_its_pens_width_brush_and_fill_as_qt_gives_them(cache: Path, qtbot) -> None:  # noqa: ANN001
    """What ``_Prepared.paint`` asks of a path at each paint is asked of Qt once, when the path is prepared (issue 33
    round 18): the pen's width and brush, whether it strokes as an area, whether the path has a brush to fill. For every
    path an evening's boards prepare they are what Qt says of the path's own pen and brush (the pixels they paint:
    ``test_every_layer_of_an_evening_paints_what_drawpath_painted``)."""
    from PySide6.QtCore import Qt

    board = _board(qtbot, Game.new("standard"))
    seen = 0
    for what, game, shown in _evening():
        _show(board, game, shown)
        _grab(board)
        layers = [layer for layer in (*board._layers, board._centre_ops, *board._label_ops.values()) if layer is not None]
        for op in (op for layer in layers for op in layer.ops if isinstance(op, _PathOp)):
            pen = op.pen
            assert op.pen_width == pen.widthF(), what
            assert op.pen_brush == pen.brush(), what
            assert op.strokes_as_area == (pen.style() == Qt.PenStyle.SolidLine and not pen.isCosmetic()
                                          and pen.widthF() > 0), what
            assert op.fills == (op.brush.style() != Qt.BrushStyle.NoBrush), what
            seen += 1
    assert seen > 200

"""The units' and orders' layers ask the painter for no more than they paint (issue 33, round 20): a path with a brush and
no pen (a unit's shadow, an arrow's head) is filled by ``fillPath`` with its brush, which is what ``drawPath`` painted
with no pen (Qt's ``QPaintEngineEx::draw``: the brush's fill, no stroke), without the painter's pen and brush set for it;
and the painter is given a pen, a brush or a font only when an op needs another one than it was last given. The pixels
are ``drawPath``'s: tests/test_gui_board_token_strokes.py paints every layer of an evening both ways at seven zooms."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("PySide6")

from board_helpers import board_cache  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter, QTransform  # noqa: E402
from test_gui_board_foreground import _board, _evening, _grab, _show  # noqa: E402  (an evening's scenes)

from referee_app.games.diplomacy import Game  # noqa: E402
from referee_app.gui.board import _NO_PEN, _PathOp, _Prepared, _TextOp  # noqa: E402


@pytest.fixture()
def cache(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:  # noqa: ANN001
    yield from board_cache(tmp_path, monkeypatch)


class _Recorder:
    """A painter that notes what it is asked (the pen, brush and font it holds, each path filled or drawn) and passes
    everything on to the real one."""

    NOTED = ("setPen", "setBrush", "setFont", "fillPath", "drawPath", "drawText")

    def __init__(self, painter: QPainter) -> None:
        self._painter = painter
        self.calls: list[tuple[str, tuple[Any, ...]]] = []
        self.pen: Any = None
        self.brush: Any = None
        self.font: Any = None
        self.drawn: list[tuple[Any, Any, Any]] = []  # (path, pen held, brush held) of each drawPath

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._painter, name)
        if name not in self.NOTED:
            return attr

        def noted(*args: Any) -> Any:
            self.calls.append((name, args))
            if name == "setPen":
                self.pen = args[0]
            elif name == "setBrush":
                self.brush = args[0]
            elif name == "setFont":
                self.font = args[0]
            elif name == "drawPath":
                self.drawn.append((args[0], self.pen, self.brush))
            return attr(*args)

        return noted


def _layers(board: Any) -> list[_Prepared]:
    return [layer for layer in board._layers if layer is not None]


def _expected_sets(ops: list[_PathOp | _TextOp], scale: float) -> tuple[int, int, int]:
    """How many pens, brushes and fonts the ops need given, each counted when it is another than the last."""
    pen = brush = font = None
    pens = brushes = fonts = 0
    for op in ops:
        if isinstance(op, _TextOp):
            if op.font is not font:
                font, fonts = op.font, fonts + 1
            for p in ((op.halo_pen,) if op.halo_pen is not None else ()) + (op.pen,):
                if p is not pen:
                    pen, pens = p, pens + 1
        elif op.fill_only or (op.strokes_as_area and op.pen_width * scale > 1.0):
            continue  # filled: no pen or brush given
        else:
            if op.pen is not pen:
                pen, pens = op.pen, pens + 1
            if op.brush is not brush:
                brush, brushes = op.brush, brushes + 1
    return pens, brushes, fonts


@pytest.mark.parametrize("size", [(900, 560), (896, 784)], ids=["referee", "projector"])
def test_fills_with_no_pen_are_filled_and_the_painter_is_given_each_pen_brush_and_font_once_in_a_row(
        cache: Path, qtbot, size: tuple[int, int]) -> None:  # noqa: ANN001
    board = _board(qtbot, Game.new("standard"), size=size)
    fill_only = 0
    for what, game, shown in _evening():
        _show(board, game, shown)
        _grab(board)  # built and painted: its layers prepared
        t = board.viewportTransform()
        for layer in _layers(board):
            img = QImage(board.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
            img.fill(QColor("#7fa05a"))
            real = QPainter(img)
            real.setTransform(QTransform(t))
            real.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            rec = _Recorder(real)
            layer.paint(rec)  # type: ignore[arg-type]
            real.end()
            scale = abs(t.m11())
            paths = [op for op in layer.ops if isinstance(op, _PathOp)]
            only = [op for op in paths if op.fill_only]
            fill_only += len(only)
            assert all(op.pen is _NO_PEN and op.fills for op in only), what
            assert all(op.fill_only for op in paths if op.pen is _NO_PEN and op.fills), what
            filled = [args for name, args in rec.calls if name == "fillPath"]
            for op in only:  # each filled once, with its brush, and never drawn
                assert sum(1 for a in filled if a[0] is op.path and a[1] is op.brush) == 1, what
            assert not any(path is op.path for op in only for path, _, _ in rec.drawn), what
            # each path drawn is drawn with its own pen and brush, in the ops' order (an arrow's casing and line share
            # one path: round 21's ``_prepare``)
            drawn = [op for op in paths if not (op.fill_only or (op.strokes_as_area and op.pen_width * scale > 1.0))]
            assert len(rec.drawn) == len(drawn), what
            for (path, pen, brush), op in zip(rec.drawn, drawn, strict=True):
                assert path is op.path and pen is op.pen and brush is op.brush, what
            pens, brushes, fonts = _expected_sets(layer.ops, scale)
            counts = [sum(1 for name, _ in rec.calls if name == n) for n in ("setPen", "setBrush", "setFont")]
            assert counts == [pens, brushes, fonts], (what, counts, (pens, brushes, fonts))
    assert fill_only > 40  # the units' shadows and the arrows' heads

"""The highlighted spaces' outlines stroked once per space and pen (``gui.board._Outlines.stroked``) and filled:
the pixels ``QPainter.strokePath`` paints with the same pen, at every zoom, for every space of the map and every
highlight's pen (Diplomacy's and 列欧帝国棋's widths), and a board painted with strokes another board made (the
projector's and the referee's share them, at other zooms) is the board painted with strokes made afresh."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter, QTransform  # noqa: E402

from referee_app.drawing.mapsvg import load_geometry  # noqa: E402
from referee_app.drawing.primitives import HIGHLIGHT_CASING, HIGHLIGHT_STYLES  # noqa: E402
from referee_app.games.diplomacy.rules.ruleset import load_ruleset  # noqa: E402
from referee_app.gui.board import BoardWidget, _Outlines, _pen, outlines  # noqa: E402

# the highlights' pens (drawing.diplomacy.scene: outline 5, casing 9; drawing.lieou.scene: 3.6, 7 and 8)
PENS = [(HIGHLIGHT_CASING, 9.0), (HIGHLIGHT_STYLES["retreat"][1], 5.0), (HIGHLIGHT_CASING, 7.0),
        (HIGHLIGHT_STYLES["error"][1], 3.6), (HIGHLIGHT_CASING, 8.0)]


def _painted(kept: _Outlines, transform: QTransform, size: tuple[int, int], pens: list[tuple[str, float]],
             old_way: bool) -> QImage:
    geo = load_geometry()
    img = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor("#7fa05a"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setTransform(transform)
    p.setClipRect(QRectF(0, 0, geo.width, geo.height))  # as the board's map is painted (``_paint_map``)
    for code, path in kept.paths.items():
        for colour, width in pens:
            pen = _pen(colour, width)
            if old_way:
                p.strokePath(path, pen)
            else:
                p.fillPath(kept.stroked(code, pen), pen.brush())
    p.end()
    return img


@pytest.mark.parametrize(("scale", "dx", "dy", "size", "pens"), [
    (0.4571, 3.0, 11.25, (760, 660), PENS),  # a referee's board
    (0.5714, 146.29, 0.0, (1280, 800), PENS[:2]),  # the projector at 1280x800
    (0.7714, 342.86, 0.0, (1920, 1080), PENS[:2]),  # the projector at 1920x1080
    (1.9531, -517.3, -211.7, (900, 700), PENS[:2]),  # zoomed in
])
def test_a_kept_stroke_filled_is_the_pens_stroke_pixel_for_pixel(qtbot, scale: float, dx: float, dy: float,  # noqa: ANN001
                                                                size: tuple[int, int],
                                                                pens: list[tuple[str, float]]) -> None:
    kept = _Outlines(outlines(load_geometry()).paths, [])  # one store for every pen: each keeps its own strokes
    t = QTransform(scale, 0, 0, scale, dx, dy)
    new = _painted(kept, t, size, pens, old_way=False)
    old = _painted(kept, t, size, pens, old_way=True)
    assert len(kept.strokes) == len(kept.paths) * len(pens)
    assert new == old


def _grab(board: BoardWidget) -> QImage:
    return board.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)


def test_boards_share_the_strokes_and_paint_the_same_pixels_as_with_strokes_made_afresh(qtbot) -> None:  # noqa: ANN001
    rs = load_ruleset("standard")
    spaces = ["STP", "APU", "TUS", "TYR", "NAO", "SPA"]
    kept = outlines(load_geometry())

    def shown(w: int, h: int) -> BoardWidget:
        b = BoardWidget(rs)
        qtbot.addWidget(b)
        b.resize(w, h)
        b.show()
        qtbot.waitExposed(b)
        b.fit()
        b.highlight(spaces)
        return b

    small, large = shown(700, 520), shown(1100, 900)
    kept.strokes.clear()
    fresh_small = _grab(small)  # every stroke made for this paint
    made = dict(kept.strokes)
    assert {k[0] for k in made} == set(spaces) and len(made) == 2 * len(spaces)
    fresh_large = _grab(large)  # the other board, at another zoom: the same strokes, none made again
    assert kept.strokes == made and all(kept.strokes[k] is made[k] for k in made)
    kept.strokes.clear()
    assert _grab(large) == fresh_large  # afresh for the large board
    assert _grab(small) == fresh_small  # kept from the large board's paint
    for img in (small.render_image(1280, 800), large.render_image(1920, 1080)):
        assert not img.isNull()

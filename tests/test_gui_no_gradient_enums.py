"""A window started with a game makes none of QGradient's Python enums (180 members, 1.5-3 ms of a start) once its
map's layers are on the disk: PySide's choice among a brush's or ``fillRect``'s overloads makes them, so the results'
brushes are made by ``gui.common.solid`` and the notes column beside the sheet is filled by a rectangle without an
outline, which covers the pixels ``fillRect`` covers (tested here at the screens' scales)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from board_helpers import enums_made_in_two_starts  # noqa: E402
from PySide6.QtCore import QRect, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent

WINDOW_PAINTED = """
from referee_app.games.diplomacy import Game
from referee_app.gui.main_window import MainWindow
game = Game.new("standard")
game.set_orders("FRANCE", ["A Par - Bur", "F Bre - Mao", "A Mar S A Par - Bur"])
game.process()  # (the results table filled: its rows' brushes)
w = MainWindow(game, None)
w.resize(1280, 800)
w.show()
for _ in range(5):
    app.processEvents()
w.grab()
from referee_app.gui import board
board.keep_layers()
"""


def test_a_window_started_again_with_a_game_makes_no_gradient_enums(tmp_path: Path) -> None:
    first, second = enums_made_in_two_starts(tmp_path, WINDOW_PAINTED)
    assert "Preset" in first  # the first start paints the map's fills (QPainter.fillRect): QGradient's enums
    assert "Preset" not in second
    assert "PixelMetric" in second and "ResizeMode" in second  # (the child saw the window's own enums made)


@pytest.mark.parametrize("ratio", [1.0, 1.25, 1.5, 1.75, 2.0])
def test_a_rectangle_without_outline_fills_the_pixels_fill_rect_fills(qapp, ratio: float) -> None:  # noqa: ANN001
    colour = QColor("#f3f5f7")
    rects = [QRect(0, 0, 37, 400), QRect(0, 13, 37, 1), QRect(5, 7, 1, 9), QRect(3, 11, 20, 17), QRect(0, 399, 38, 1),
             QRect(1, 1, 36, 398)]
    for rect in rects:
        images = []
        for way in ("fillRect", "drawRect"):
            image = QImage(int(40 * ratio) + 1, int(402 * ratio) + 1, QImage.Format.Format_ARGB32_Premultiplied)
            image.setDevicePixelRatio(ratio)
            image.fill(QColor("#ffffff"))
            p = QPainter(image)
            if way == "fillRect":
                p.fillRect(rect, colour)
            else:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(colour)
                p.drawRect(rect)
            p.end()
            images.append(image)
        assert images[0] == images[1], (ratio, rect)

"""The boards repaint only what changed (issue 33 round 19): after an adjudication, an undo, a key's arrows or a change of
highlights, the viewport is repainted only over the primitives that changed (their bounding rect), the foreground
paints only the primitives that reach the paint's region (``gui.board._Cover``), and when only highlights change the
cached map is painted again only in their areas. What the screen then shows is what a whole repaint of the same state shows, at the
referee's size (thin pens drawn by Qt's cosmetic stroker) and at the projector's; and nothing a primitive paints lies
outside the bounds the skipping trusts (the letters' ink, the pens' widths, the halos)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from board_helpers import board_cache  # noqa: E402
from gui_helpers import FALL_1901, SPRING_1901  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter, QTransform  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from referee_app.drawing.diplomacy.scene import PendingOrder  # noqa: E402
from referee_app.games.diplomacy import Game  # noqa: E402
from referee_app.games.diplomacy.rules.parse import parse_order  # noqa: E402
from referee_app.gui import board as board_module  # noqa: E402
from referee_app.gui.board import BoardWidget, _Prepared  # noqa: E402


@pytest.fixture()
def cache(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:  # noqa: ANN001
    yield from board_cache(tmp_path, monkeypatch)


def _settled() -> None:
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def _on_screen(board: BoardWidget) -> QImage:
    """What the screen shows of the board: its window's backing store, as the last paints left it."""
    return board.screen().grabWindow(board.winId()).toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _whole(board: BoardWidget) -> QImage:
    """The board painted whole: its cached map painted anew, every primitive painted."""
    board.resetCachedContent()
    board.viewport().repaint()
    _settled()
    return _on_screen(board)


def _typed(sheets: dict[str, list[str]], game: Game, most: int = 99) -> tuple[PendingOrder, ...]:
    out = []
    for power, lines in sheets.items():
        for i, line in enumerate(lines[:most]):
            try:
                out.append(PendingOrder(power, i, parse_order(line, power, game.position, game.ruleset), line))
            except ValueError:
                pass  # (a line the sheet rejects: no arrow)
    return tuple(out)


def _steps(board: BoardWidget) -> list[tuple[str, Callable[[], None]]]:
    """An evening's changes of the referee's board: orders typed, a key (an arrow fewer), Ctrl+Enter, its undo,
    Ctrl+Enter again, Fall's orders typed, the retreats with their highlights, other highlights (one more, fewer, the
    same in another order, at the map's edge, none), the window resized, back to Spring's results."""
    game = Game.new("standard")
    for power, lines in SPRING_1901.items():
        game.set_orders(power, lines)
    spring = game.position
    typed = _typed(SPRING_1901, game)
    game.process()
    results, adjudicated = game.position, game.last.adjudication
    fall_typed = _typed(FALL_1901, game, 2)
    for power, lines in FALL_1901.items():
        game.set_orders(power, lines)
    game.process()
    retreats, fall = game.position, game.last.adjudication

    def retreat() -> None:
        board.show_position(retreats, fall)
        board.highlight(["ROM", "PIE", "TUS"])

    def resized() -> None:
        board.highlight(["PIE", "TRI"])
        board.resize(board.width() - 10, board.height())

    return [
        ("typed", lambda: board.show_position(spring, None, pending=typed)),
        ("a key", lambda: board.show_position(spring, None, pending=typed[:-3])),
        ("adjudicated", lambda: board.show_position(results, adjudicated)),
        ("undone", lambda: board.show_position(spring, None, pending=typed)),
        ("adjudicated again", lambda: board.show_position(results, adjudicated)),
        ("fall typed", lambda: board.show_position(results, adjudicated, pending=fall_typed)),
        ("retreats", retreat),
        ("one highlight", lambda: board.highlight(["ROM"])),
        ("three", lambda: board.highlight(["APU", "TUS", "TYR"])),
        ("St Petersburg too", lambda: board.highlight(["APU", "STP", "TUS", "TYR"])),
        ("Rome and Naples", lambda: board.highlight(["ROM", "NAP"])),
        ("in the other order", lambda: board.highlight(["NAP", "ROM"])),
        ("the map's edge", lambda: board.highlight(["NAO", "BUR"])),
        ("none", board.clear_highlight),
        ("resized", resized),
        ("back to Spring's results", lambda: board.show_position(results, adjudicated)),
    ]


# whether the step is painted in part: foreground primitives skipped outside the paint (``fg``: a key's arrow, a change of
# highlights; an adjudication changes arrows and units all over the board), the cached map painted again only in areas
# (``map``: highlights alone changed; not when the kept ones change their order, nor at a resize)
PARTIAL = {
    "typed": (), "a key": ("fg",), "adjudicated": (), "undone": (), "adjudicated again": (), "fall typed": ("fg",),
    "retreats": ("map",), "one highlight": ("fg", "map"), "three": ("fg", "map"), "St Petersburg too": ("fg", "map"),
    "Rome and Naples": ("fg", "map"), "in the other order": (), "the map's edge": ("fg", "map"), "none": ("fg", "map"),
    "resized": (), "back to Spring's results": ("map",),
}


@pytest.mark.parametrize("size", [(887, 619), (896, 784)])  # the referee's board (thin pens: Qt's cosmetic stroker), the projector's
def test_a_board_repainted_in_part_shows_what_a_whole_repaint_shows(cache: Path, qtbot, size: tuple[int, int]) -> None:  # noqa: ANN001
    board = BoardWidget(Game.new("standard").ruleset)
    qtbot.addWidget(board)
    board.resize(*size)
    board.show()
    qtbot.waitExposed(board)
    board.fit()
    _settled()
    painted: list[tuple[int, int]] = []  # (ops painted, ops held) by each foreground paint
    areas: list[bool] = []  # each paint of the cached map: in areas?
    paint, map_areas = _Prepared.paint, board._map_areas

    def counting(self: _Prepared, painter: QPainter, cover: object = None) -> None:
        if any(self is layer for layer in board._layers):
            held = len(self.ops)
            painted.append((held if cover is None else len(cover.reached(self.ops, self.bounds)), held))  # type: ignore[attr-defined]
        paint(self, painter, cover)  # type: ignore[arg-type]

    def areas_taken(painter: QPainter, rect: QRectF) -> list[QRectF] | None:
        got = map_areas(painter, rect)
        areas.append(got is not None)
        return got

    board._map_areas = areas_taken  # type: ignore[method-assign]
    qtbot_patch = pytest.MonkeyPatch()
    qtbot_patch.setattr(_Prepared, "paint", counting)
    try:
        for what, change in _steps(board):
            painted.clear()
            areas.clear()
            change()
            _settled()
            shown = _on_screen(board)
            seen = (("fg",) if painted and sum(n for n, _ in painted) < sum(m for _, m in painted) else ()) + (
                ("map",) if any(areas) else ())
            assert shown == _whole(board), what
            assert seen == PARTIAL[what], what
    finally:
        qtbot_patch.undo()


def _ink_outside(op_paint: Callable[[QPainter], None], bounds: tuple[float, float, float, float], scale: float, dx: float,
                 dy: float) -> bool:
    """Does anything painted by ``op_paint`` (at the scale and offset) fall outside ``bounds`` mapped to the device
    with the margin the boards' skipping adds (``board._MARGIN``)?"""
    import math

    x0, y0, x1, y1 = bounds
    m = board_module._MARGIN
    left, top = math.floor(x0 * scale + dx - m), math.floor(y0 * scale + dy - m)
    right, bottom = math.ceil(x1 * scale + dx + m), math.ceil(y1 * scale + dy + m)
    pad = 60
    ox, oy = left - pad, top - pad  # the image's corner on the device
    img = QImage(right - left + 2 * pad, bottom - top + 2 * pad, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setTransform(QTransform(scale, 0, 0, scale, dx - ox, dy - oy))
    op_paint(p)
    p.resetTransform()
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
    p.fillRect(left - ox, top - oy, right - left, bottom - top, QColor(0, 0, 0, 0))
    p.end()
    blank = QImage(img.size(), img.format())
    blank.fill(0)
    return img != blank


def test_nothing_a_primitive_paints_lies_outside_its_bounds(cache: Path, qtbot) -> None:  # noqa: ANN001
    """Every primitive of the foreground and every centre's marker of an evening's scenes, painted alone at the
    referee's, the projector's and a zoomed-in scale and at fractions of a pixel: its pixels lie within its bounds
    mapped with the margin (the letters' ink, halos and pens' widths included), so skipping it where the paint does
    not reach its bounds leaves the pixels as they were."""
    board = BoardWidget(Game.new("standard").ruleset)
    qtbot.addWidget(board)
    board.resize(887, 619)
    board.show()
    qtbot.waitExposed(board)
    board.fit()
    layers: list[_Prepared] = []
    for _, change in _steps(board):
        change()
        _settled()
        layers += [content for content in board._layers if content is not None]
        if board._centre_ops is not None:
            layers.append(board._centre_ops)
    seen: set[int] = set()
    checked = 0
    for layer in layers:
        for op, bounds in zip(layer.ops, layer.bounds):
            if id(op) in seen:
                continue
            seen.add(id(op))
            one = _Prepared((), board._texts)
            one.ops, one.bounds = [op], [bounds]
            for scale, dx, dy in ((0.335, 3.4, 0.7), (0.557, 2.31, 1.73), (1.9531, -517.3, -211.7), (0.3, 0.5, 0.25)):
                assert not _ink_outside(one.paint, bounds, scale, dx, dy), (type(op).__name__, bounds, scale)
            checked += 1
    assert checked > 300

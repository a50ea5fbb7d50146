"""The board made cheaper at a start (issue 33, round 11), and the same as before, pixel for pixel:

- the units and orders are painted as the scene's foreground, no longer as three graphics items, and the surround
  by Qt's own ``drawBackground``: a board painted so equals, pixel for pixel, the same board painted the former way
  (three items over the map, the surround filled from Python), on screen and as an image, over an evening's scenes;
- the map's paths and border polygons are read when a board first needs them, and the paths, pens and fonts of the
  map's layers are made when a layer is painted: a board whose layers come from the disk reads no outline and
  prepares no name, and what it then paints, hits and highlights equals what a board that made everything gives;
- the brushes are made without QBrush's constructor (the same brushes), and a start whose layers come from the disk
  makes none of QGradient's or QGraphicsItem's Python enums through the board."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from board_helpers import board_cache, enums_made_in_two_starts, forget_board  # noqa: E402
from gui_helpers import FALL_1901, SPRING_1901  # noqa: E402
from PySide6.QtCore import QPoint, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QBrush, QColor, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene  # noqa: E402

from referee_app.drawing.diplomacy.scene import PendingOrder  # noqa: E402
from referee_app.games.diplomacy import Game  # noqa: E402
from referee_app.games.diplomacy.rules.parse import parse_order  # noqa: E402
from referee_app.gui import board as board_module  # noqa: E402
from referee_app.gui.board import SURROUND, BoardWidget, map_paths  # noqa: E402
from referee_app.gui.common import solid  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture()
def cache(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:  # noqa: ANN001
    yield from board_cache(tmp_path, monkeypatch)


_forget = forget_board  # a new process: nothing in memory


class _FormerScene(board_module._MapScene):
    """The scene as it was: the surround filled from Python, no foreground (the units and orders are items)."""

    def __init__(self, board: BoardWidget) -> None:
        super().__init__(board)
        self.setBackgroundBrush(QBrush())

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        painter.fillRect(rect, QColor(SURROUND))
        self.parent()._paint_map(painter, QRectF(rect))

    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        pass


class _FormerLayer(QGraphicsItem):
    """One of the three item layers the board had: its bounds the map's (grown to its content), painted with
    antialiasing."""

    def __init__(self, board: BoardWidget, index: int, z: float) -> None:
        super().__init__()
        self.board, self.index = board, index
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:  # noqa: N802
        content = self.board._layers[self.index]
        return self.board._map_rect if content is None else self.board._map_rect.united(content.rect)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        content = self.board._layers[self.index]
        if content is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            content.paint(painter)


def _former_board(qtbot, monkeypatch: pytest.MonkeyPatch, game: Game, **kw: object) -> BoardWidget:  # noqa: ANN001
    with monkeypatch.context() as m:
        m.setattr(board_module, "_MapScene", _FormerScene)
        board = _board(qtbot, game, **kw)
    board._former_items = [_FormerLayer(board, i, z) for i, z in enumerate((10, 20, 30))]  # type: ignore[attr-defined]
    for item in board._former_items:  # type: ignore[attr-defined]
        board.scene().addItem(item)
    return board


def _board(qtbot, game: Game, *, lang: str = "en", size: tuple[int, int] = (900, 560)) -> BoardWidget:  # noqa: ANN001
    board = BoardWidget(game.ruleset, lang=lang)
    qtbot.addWidget(board)
    board.resize(*size)
    board.show()
    qtbot.waitExposed(board)
    board.fit()
    return board


def _grab(board: BoardWidget) -> QImage:
    for item in getattr(board, "_former_items", ()):
        item.update()
    return board.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _evening() -> Iterator[tuple[str, Game, dict[str, object]]]:
    """Scenes of an evening: the start; Spring 1901's results with Fall's orders typed (arrows, crosses, pending
    orders); Fall 1901 into a retreat (a dislodged unit, its destinations marked); a winter's builds."""
    game = Game.new("standard")
    yield "start", game, {}
    for power, lines in SPRING_1901.items():
        game.set_orders(power, lines)
    game.process()
    rs, pos = game.ruleset, game.position
    pending = tuple(PendingOrder(power, i, parse_order(line, power, pos, rs), line)
                    for power, lines in FALL_1901.items() for i, line in enumerate(lines[:2]))
    yield "spring results", game, {"adjudication": game.last.adjudication, "pending": pending}
    for power, lines in FALL_1901.items():
        game.set_orders(power, lines)
    game.process()
    yield "retreat", game, {"adjudication": game.last.adjudication, "highlight": ["ROM", "PIE", "TUS"]}
    while game.position.phase.type.value == "R":
        game.process()
    yield "winter", game, {"highlight": ["VIE", "BUD"], "kind": "build"}


def _show(board: BoardWidget, game: Game, what: dict[str, object]) -> None:
    board.show_position(game.position, what.get("adjudication"), pending=what.get("pending", ()))  # type: ignore[arg-type]
    if "highlight" in what:
        board.highlight(what["highlight"], str(what.get("kind", "retreat")))  # type: ignore[arg-type]
    else:
        board.clear_highlight()


@pytest.mark.parametrize(("lang", "size", "palette"), [("en", (900, 560), "rulebook"), ("ja", (700, 640), "colour-blind")])
def test_the_foreground_paints_what_the_items_painted(cache: Path, qtbot, monkeypatch: pytest.MonkeyPatch,  # noqa: ANN001
                                                      lang: str, size: tuple[int, int], palette: str) -> None:
    game = Game.new("standard")
    now = _board(qtbot, game, lang=lang, size=size)
    former = _former_board(qtbot, monkeypatch, game, lang=lang, size=size)
    assert not now.scene().items() and len(former.scene().items()) == 3
    seen = 0
    for what, g, shown in _evening():
        for board in (now, former):
            board.set_palette(palette)
            _show(board, g, shown)
        a, b = _grab(now), _grab(former)
        assert a.size() == b.size() and a == b, what
        assert now.render_image(1100, 700) == former.render_image(1100, 700), what
        seen += sum(layer is not None and bool(layer.ops) for layer in now._layers)
        # zoomed in and panned: the view's transform, as the items had it
        for board in (now, former):
            board.zoom_in()
            board.zoom_in()
            board.horizontalScrollBar().setValue(board.horizontalScrollBar().maximum() // 3)
        assert _grab(now) == _grab(former), what
        for board in (now, former):
            board.fit()
    assert seen >= 7  # every layer had something to paint on the way (arrows, units, crosses)


def test_a_board_from_the_disk_reads_no_outline_and_then_paints_hits_and_marks_as_a_board_that_made_all(
        cache: Path, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    monkeypatch.setattr(board_module, "OUTLINES_AFTER_MS", 600_000)  # (read later, the window idle: not in this test)
    game = Game.new("standard")
    first = _board(qtbot, game)
    _grab(first)
    board_module.keep_layers()  # its three layers written
    _forget()
    asked: list[object] = []
    monkeypatch.setattr(board_module, "map_paths", lambda geo: (asked.append(geo), map_paths(geo))[1])
    kept = _board(qtbot, game)
    shown = _grab(kept)
    assert not asked and not board_module._OUTLINES  # its fills and borders read as images: no outline read
    assert kept._fill_ops is None and kept._border_ops is None and not kept._label_ops  # nor their paths and fonts
    assert shown == _grab(first)
    # what needs the outlines reads them once, for every board of the map: the same answers as a board made whole
    points = [QPoint(x, y) for x in range(5, 900, 37) for y in range(5, 560, 41)]
    hits = [kept.province_at(p) for p in points]
    assert len(asked) == 1
    other = _board(qtbot, game)  # another board of the same map (the projector's): no second read
    assert other.geometry_map is kept.geometry_map and [other.province_at(p) for p in points] == hits
    assert len(asked) == 1
    assert hits == [first.province_at(p) for p in points] and len(set(hits)) > 20
    paths = map_paths(kept.geometry_map)[0]  # (and, away from the units, the space whose outline holds the point)
    tokens = kept.current_scene().tokens
    for p, hit in zip(points, hits, strict=True):
        at = kept.mapToScene(p)
        if all((t.x - at.x()) ** 2 + (t.y - at.y()) ** 2 > 16.0 ** 2 for t in tokens):
            assert hit == next((c for c, path in paths.items() if not c.startswith("_") and path.contains(at)), None)
    for board in (kept, first):
        board.highlight(["BUR", "GAS", "NTH"])
    assert _grab(kept) == _grab(first)
    # a layer painted anew (another size, another position's fills, another language's names): the same as afresh
    _forget()
    monkeypatch.setattr(board_module, "_read_layer", lambda entry, w, h: None)
    afresh = _board(qtbot, game)
    for what, g, how in _evening():
        for board in (kept, afresh):
            _show(board, g, how)
            board.resize(820, 600)
        assert _grab(kept) == _grab(afresh), what
    for board in (kept, afresh):
        board.set_language("ja")
    assert _grab(kept) == _grab(afresh)


def test_the_outlines_not_needed_by_the_first_paint_are_read_once_the_window_is_idle(
        cache: Path, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    game = Game.new("standard")
    _grab(_board(qtbot, game))
    board_module.keep_layers()
    _forget()
    monkeypatch.setattr(board_module, "OUTLINES_AFTER_MS", 300)
    asked: list[object] = []
    monkeypatch.setattr(board_module, "map_paths", lambda geo: (asked.append(geo), map_paths(geo))[1])
    board = BoardWidget(game.ruleset)
    qtbot.addWidget(board)
    board.resize(900, 560)
    board.fit()
    board.grab()  # its first paint, from the disk
    assert not asked and not board_module._OUTLINES
    qtbot.waitUntil(lambda: bool(board_module._OUTLINES), timeout=20_000)  # then read, the window idle
    assert asked == [board.geometry_map]
    shapes = board_module.outlines(board.geometry_map)
    paths, lines = map_paths(board.geometry_map)
    assert list(shapes.paths) == list(paths) and all(shapes.paths[c] == paths[c] for c in paths) and shapes.lines == lines
    assert shapes.bounds == {c: p.boundingRect() for c, p in paths.items()}
    board.highlight(["BUR"])
    board.grab()
    assert len(asked) == 1  # (and not again)


def test_solid_is_the_brush_qt_makes(qtbot) -> None:  # noqa: ANN001
    for colour in ("#1e2a33", "#ffffff", "#000000", "#a6bfd0", "#d41c1c", "#80ff00"):
        assert solid(colour) == QBrush(QColor(colour))
        assert solid(colour).style() == Qt.BrushStyle.SolidPattern


BOARD_PAINTED = """
from referee_app.games.diplomacy import Game
from referee_app.gui import board
b = board.BoardWidget(Game.new("standard").ruleset)
b.resize(900, 560)
b.show()
b.fit()
b.grab()
board.keep_layers()
"""


def test_a_start_with_its_layers_on_the_disk_makes_no_gradient_and_no_graphics_item_enums(tmp_path: Path) -> None:
    first, second = enums_made_in_two_starts(tmp_path, BOARD_PAINTED)
    assert "Preset" in first  # the first start paints its fills (QPainter.fillRect): QGradient's enums
    for name in ("Preset", "GraphicsItemFlag", "GraphicsItemChange", "OptionType"):
        assert name not in second, name
    assert "RenderHint" in second and "ViewportAnchor" in second  # (the child saw the board's own enums made)


def test_the_scene_holds_no_item(qtbot) -> None:  # noqa: ANN001
    board = BoardWidget(Game.new("standard").ruleset)
    qtbot.addWidget(board)
    assert isinstance(board.scene(), QGraphicsScene) and board.scene().items() == []

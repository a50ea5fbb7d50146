"""The units, orders and marks prepared once for both boards (issue 33, round 16: ``board._layer_prepared``): after an
adjudication the referee's board and the projector's show the same primitives, and the second board paints the
first's prepared layers instead of preparing them again. A board that shows anything else prepares its own: its pixels
are those of a board whose layers were all prepared afresh."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from gui_helpers import ALT, CTRL, SPRING_1901, focused, make_window, projector_shown, settle, type_all  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402

from referee_app.games.diplomacy import Game  # noqa: E402
from referee_app.gui import board as board_module  # noqa: E402
from referee_app.gui.board import BoardWidget  # noqa: E402


def _game_after_spring() -> Game:
    game = Game.new("standard")
    for power, lines in SPRING_1901.items():
        game.set_orders(power, lines)
    game.process()
    return game


def _pixels(board: BoardWidget) -> bytes:
    board._ensure()
    img = board.viewport().grab().toImage()
    return bytes(img.constBits())


def _afresh_pixels(qtbot, board: BoardWidget) -> bytes:  # type: ignore[no-untyped-def]
    """What ``board`` shows, painted by a board of its size and transform whose layers were all prepared now."""
    fresh = BoardWidget(board.ruleset)
    qtbot.addWidget(fresh)
    fresh.resize(board.size())
    fresh.min_label_px = board.min_label_px
    fresh.show()
    board_module._LAST_LAYERS[:] = [None, None, None]
    fresh.show_position(board._position, board._adjudication, show_orders=board._show_orders)  # type: ignore[arg-type]
    fresh.highlight(board._hl, board._hl_kind)
    fresh.fit()
    fresh.setTransform(board.transform())
    settle(qtbot)
    assert fresh._layer_prims == board._layer_prims
    assert all(a is not b for a, b in zip(fresh._layers, board._layers, strict=True) if a is not None)
    return _pixels(fresh)


def test_a_second_board_showing_the_same_units_paints_the_first_boards_layers(qtbot):
    game = _game_after_spring()
    before = Game.new("standard").position
    first, second = BoardWidget(game.ruleset), BoardWidget(game.ruleset)
    for b in (first, second):
        qtbot.addWidget(b)
        b.resize(700, 620)
        b.show()
    second.resize(900, 790)  # another size and zoom (the projector's): the same prepared layers
    settle(qtbot)  # (both built as the game starts)
    first.show_position(game.position, game.last.adjudication)
    settle(qtbot)
    second.show_position(game.position, game.last.adjudication)
    settle(qtbot)
    assert first._layer_prims == second._layer_prims
    # (a layer with nothing in it, as before, is not prepared again on either board)
    assert [a is b for a, b, prims in zip(first._layers, second._layers, first._layer_prims, strict=True) if prims] == [
        True, True, True], "prepared again"
    assert _pixels(second) == _afresh_pixels(qtbot, second)
    # another position on the second board (the same number of units, each moved or not): its own layers, right
    second.show_position(before, None)
    settle(qtbot)
    assert second._layers[1] is not first._layers[1]
    assert _pixels(second) == _afresh_pixels(qtbot, second)
    # the first board, still showing the first position, is not changed by the second's preparing
    assert _pixels(first) == _afresh_pixels(qtbot, first)
    # and back to the position the first board shows: the second prepares it again (only the last is kept)
    second.show_position(game.position, game.last.adjudication)
    settle(qtbot)
    assert _pixels(second) == _afresh_pixels(qtbot, second)


def test_the_projector_paints_the_referee_boards_layers_after_each_ctrl_enter(qtbot):
    w = make_window(qtbot)
    proj = projector_shown(qtbot, w)
    type_all(qtbot, w, SPRING_1901)
    for key, mods in ((Qt.Key.Key_Return, CTRL), (Qt.Key.Key_Z, CTRL | ALT), (Qt.Key.Key_Return, CTRL)):
        qtbot.keyClick(focused(w), key, mods)
        settle(qtbot)
        w.board._ensure()
        proj.board._ensure()
        for i in (1, 2):  # the units and the marks: the same on both boards after an adjudication (no typed orders)
            assert proj.board._layer_prims[i] == w.board._layer_prims[i], (key, i)
            assert proj.board._layers[i] is w.board._layers[i], (key, i, "prepared again")
        assert _pixels(proj.board) == _afresh_pixels(qtbot, proj.board), key

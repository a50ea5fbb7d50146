"""The typing pause gives the referee's board a position only when what it draws changes (issue 33, round 19): a key
that changes no accepted order (a letter of a name not complete yet, a space, a rejected line) leaves the board as it
is, where the pause used to hand it the same position and typed orders again, and the board built its scene again to
find nothing changed. The rows of the list of powers are likewise set only when what they show changes. After every
pause (and a switch, an adjudication, an undo) the board shows what giving it the game afresh shows."""

from __future__ import annotations

from gui_helpers import CTRL, delivered, power_list_rows, press, typing_in
from PySide6.QtCore import Qt


def _given(board) -> list[tuple]:  # type: ignore[no-untyped-def]
    """The calls of ``board.show_position`` (still made), each as (position, results, show_orders, typed orders)."""
    real = board.show_position
    seen: list[tuple] = []

    def counted(position, adjudication=None, *, show_orders=True, pending=()):  # type: ignore[no-untyped-def]
        seen.append((position, adjudication, show_orders, tuple(pending)))
        return real(position, adjudication, show_orders=show_orders, pending=pending)
    board.show_position = counted
    return seen


def _paused(w) -> None:  # type: ignore[no-untyped-def]
    """The typing pause (its timer's own call), every posted event delivered."""
    w.panels.flush_views()
    delivered()


def _as_given_afresh(w):  # type: ignore[no-untyped-def]
    """The board's scene as it is, and as it is once the board is given the game afresh (a full update)."""
    board = w.panels.board
    shown = board._current_scene()
    w.panels._board_shown = None  # (nothing kept: the board is given the game whatever it was given before)
    w.panels._show_board()
    delivered()
    return shown, board._current_scene()


def test_a_pause_after_a_key_that_changes_no_typed_order_gives_the_board_nothing(qtbot):
    w, pane, editor = typing_in(qtbot, 2)  # France
    _paused(w)
    board = w.panels.board
    given = _given(board)
    typed = tuple(w.panels.pending_orders())
    changes = 0
    # a supported move typed letter by letter, a line the game rejects, a hold, and letters taken back
    for ch in ["A Par - Bur", "\n", "A Mar S A Par - Bur", "\n", "F Bre - Xyz", "\n", "A Mar H",
               *[Qt.Key.Key_Backspace] * 3]:
        for key in ([ch] if not isinstance(ch, str) or len(ch) == 1 else list(ch)):
            press(qtbot, editor, key)
            given.clear()
            _paused(w)
            now = tuple(w.panels.pending_orders())
            if now == typed:
                assert given == [], f"after {key!r} the board was given the typed orders it already draws"
            else:
                assert len(given) == 1 and given[0][3] == now, f"after {key!r} the board was not given the new orders"
                changes += 1
            typed = now
            shown, afresh = _as_given_afresh(w)
            assert shown == afresh, f"after {key!r} the board does not draw what a full update draws"
    assert changes >= 4  # (the move, the support, the hold and its deletion each changed what is drawn)
    assert power_list_rows(w) == (w.panels._refresh_tabs(), delivered(), power_list_rows(w))[2]


def test_after_switches_an_adjudication_and_an_undo_the_board_draws_what_a_full_update_draws(qtbot):
    w, pane, editor = typing_in(qtbot, 0)  # Austria
    for ch in "A Vie - Tri\nF Tri - Alb":
        press(qtbot, editor, ch)
    _paused(w)
    board = w.panels.board
    given = _given(board)
    for _ in range(3):  # each sheet's own typed orders (Austria's, England's none, France's none)
        press(qtbot, w.current_pane().editor, Qt.Key.Key_PageDown, CTRL)
        given.clear()
        _paused(w)
        shown, afresh = _as_given_afresh(w)
        assert shown == afresh
    press(qtbot, w.current_pane().editor, Qt.Key.Key_PageUp, CTRL)
    press(qtbot, w.current_pane().editor, Qt.Key.Key_PageUp, CTRL)
    _paused(w)
    phase = w.game.phase
    press(qtbot, w.current_pane().editor, Qt.Key.Key_Return, CTRL)  # adjudicated: a new position, its results
    delivered()
    assert w.game.phase != phase
    _paused(w)
    given.clear()
    _paused(w)
    assert given == []  # nothing typed since: nothing given again
    shown, afresh = _as_given_afresh(w)
    assert shown == afresh
    press(qtbot, w.current_pane().editor, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.AltModifier)  # undone
    delivered()
    assert w.game.phase == phase
    _paused(w)
    shown, afresh = _as_given_afresh(w)
    assert shown == afresh

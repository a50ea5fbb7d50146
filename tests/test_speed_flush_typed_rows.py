"""The typing pause's flush sets only the rows of the list of powers whose sheets changed (issue 33, round 16): a row's
marks (✓ ! ≈ LATE REFUSED), colour and boldness read only its own power's sheet and late state, so a key typed in one
sheet changes no other row. What the list shows after each pause is what setting every row afresh shows."""

from __future__ import annotations

from gui_helpers import CTRL, delivered, make_window, power_list_rows, press, typing_in, typing_paused
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def _every_row_afresh(w) -> list[tuple[str, str, bool]]:
    w.panels._refresh_tabs()
    delivered()
    return power_list_rows(w)


def _rows_set(w) -> list[int]:
    """The rows the list of powers is given (``set_label``), in order, still set."""
    tabs = w.power_tabs
    real = tabs.set_label
    seen: list[int] = []

    def counted(i, *args, **kwargs):
        seen.append(i)
        return real(i, *args, **kwargs)
    tabs.set_label = counted
    return seen


def test_a_pause_after_typing_in_one_sheet_sets_only_that_powers_row(qtbot):
    w, pane, _editor = typing_in(qtbot, 2)  # France
    seen = _rows_set(w)
    for ch in "A Par - Bur":
        press(qtbot, pane.editor, ch)
    typing_paused(qtbot)
    assert seen == [2], f"the pause set the rows {seen} for a change of France's sheet alone"
    assert "✓" not in power_list_rows(w)[2][0] and power_list_rows(w) == _every_row_afresh(w)


def test_after_each_pause_the_list_of_powers_shows_what_every_row_set_afresh_shows(qtbot):
    w = make_window(qtbot)
    steps: list[tuple[int, str]] = [
        (0, "A Vie - Tri\nA Bud - Ser\nF Tri - Alb"),  # Austria: every unit ordered (✓)
        (2, "A Par - Xyz"),  # France: a rejected line (!)
        (2, "\b\b\bBur"),  # corrected by deletion: accepted
        (3, "A Ber - Kie\nA Ber - Sil"),  # Germany: a second order for one unit (!)
        (4, "F Nap - Ion\nA Rom - Apu\nA Ven H"),  # Italy: all ordered
        (0, "\b\b\b\b\b\b\b\b\b\b\b\b"),  # Austria: a line deleted, no longer all ordered
    ]
    seen = _rows_set(w)
    for index, keys in steps:
        w.select_power(index)
        pane = w.current_pane()
        pane.editor.setFocus()
        pane.editor.moveCursor(pane.editor.textCursor().MoveOperation.End)
        typing_paused(qtbot)
        seen.clear()
        for ch in keys:
            press(qtbot, pane.editor, Qt.Key.Key_Backspace if ch == "\b" else ch)
        typing_paused(qtbot)
        assert set(seen) == {index}, f"{keys!r}: rows {seen} set"
        assert power_list_rows(w) == _every_row_afresh(w), f"after {keys!r} the list of powers is not what a full update shows"
    # time called: a sheet changed now is late (its row in the alarm colour), and a late sheet let stand
    press(qtbot, QApplication.focusWidget(), Qt.Key.Key_F8)
    delivered()
    w.select_power(5)  # Russia
    pane = w.current_pane()
    pane.editor.setFocus()
    typing_paused(qtbot)
    for ch in "A Mos - Ukr":
        press(qtbot, pane.editor, ch)
    press(qtbot, pane.editor, Qt.Key.Key_PageDown, CTRL)  # a switch before the pause
    typing_paused(qtbot)
    assert "LATE" in power_list_rows(w)[5][0]
    assert power_list_rows(w) == _every_row_afresh(w)
    w.select_power(5)
    w.current_pane().editor.setFocus()
    press(qtbot, QApplication.focusWidget(), Qt.Key.Key_L, CTRL)  # let it stand
    typing_paused(qtbot)
    assert power_list_rows(w) == _every_row_afresh(w)

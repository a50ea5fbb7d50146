"""The list of powers paints the rows its region meets, each part of the region apart (issue 33, round 24).

A list paints every row its region's bounding rectangle meets (``QListView::paintEvent``): a switch from the last
power to the first (Ctrl+PgDn) or back (Ctrl+PgUp) asks the first and the last rows only, and all seven were painted.
``PowerList.paintEvent`` paints the rows of each group of the region's rectangles apart, each row once, and the list
on screen is the list painted afresh.
"""

from __future__ import annotations

from gui_helpers import CTRL, assert_as_painted_afresh, delivered, press, typing_in
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QStyledItemDelegate


class _Counting(QStyledItemDelegate):
    """Qt's delegate, which notes each row it paints."""

    def __init__(self, parent) -> None:
        super().__init__(parent)
        self.painted: list[int] = []

    def paint(self, painter, option, index) -> None:
        self.painted.append(index.row())
        super().paint(painter, option, index)


def test_a_switch_round_the_end_paints_only_the_rows_it_changes(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 0, (1280, 800))
    press(qtbot, editor, "A Vie - Tyr")  # (a row with its marks)
    delivered()
    view = w.power_tabs.list
    counting = _Counting(view)
    view.setItemDelegate(counting)
    delivered()  # (the list repainted whole for its new delegate)
    last = view.count() - 1
    steps = [(Qt.Key.Key_PageUp, [0, last]), (Qt.Key.Key_PageDown, [0, last]), (Qt.Key.Key_PageDown, [0, 1]),
             (Qt.Key.Key_PageUp, [0, 1]), (Qt.Key.Key_PageUp, [0, last]), (Qt.Key.Key_PageUp, [last - 1, last])]
    for step, (key, rows) in enumerate(steps):
        counting.painted.clear()
        press(qtbot, w.current_pane().editor, key, CTRL)
        delivered()
        assert sorted(counting.painted) == rows, f"step {step}: rows painted {counting.painted}, not {rows}"
        assert_as_painted_afresh(w, view.viewport(), f"step {step}")


def test_a_region_that_meets_a_row_twice_paints_it_once(qtbot, steady_cursor):
    w, _pane, _editor = typing_in(qtbot, 2, (1280, 800))
    view = w.power_tabs.list
    counting = _Counting(view)
    view.setItemDelegate(counting)
    port = view.viewport()
    row1, row2, row5 = (view.visualRect(view.model().index(i, 0)) for i in (1, 2, 5))
    parts = [
        # two rectangles in one row, in bands of their own, and one meeting that row and the next
        [QRect(0, row1.top() + 2, 40, 3), QRect(60, row1.top() + 9, 40, 3), QRect(20, row1.bottom() - 1, 30, 4)],
        # the rows far apart, one of them through two rectangles side by side; the band under the last row
        [QRect(2, row1.top(), 30, 6), QRect(80, row1.top(), 30, 6), row5, QRect(0, port.height() - 1, 20, 1)],
        # a row's edge only
        [QRect(0, row2.bottom(), port.width(), 1)],
    ]
    for n, rects in enumerate(parts):
        delivered()
        counting.painted.clear()
        for rect in rects:
            port.update(rect)
        delivered()
        painted = counting.painted
        assert len(painted) == len(set(painted)), f"part {n}: a row painted twice: {painted}"
        met = {i for i in range(view.count()) for r in rects
               if view.visualRect(view.model().index(i, 0)).intersects(r)}
        assert set(painted) == met, f"part {n}: rows painted {painted}, the region meets {sorted(met)}"
        assert_as_painted_afresh(w, port, f"part {n}")

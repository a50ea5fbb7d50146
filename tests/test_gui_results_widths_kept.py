"""Ctrl+Enter (issue 33, round 14): the results' cells are measured once per text, column and font. The widths the
fits use stay Qt's own (``sizeHintForColumn`` of the table as it is), and a cell already measured is not laid out
again at the next fill."""

from __future__ import annotations

from gui_helpers import ALT, CTRL, SPRING_1901, delivered, focused, make_window, type_all
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QStyledItemDelegate


class CountingDelegate(QStyledItemDelegate):
    """Qt's own delegate, counting the cells it is asked to size (``sizeHintForColumn`` asks it of every row)."""

    def __init__(self, parent=None) -> None:  # type: ignore[no-untyped-def]
        super().__init__(parent)
        self.asked: list[tuple[int, int]] = []

    def sizeHint(self, option, index):  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's naming)
        self.asked.append((index.row(), index.column()))
        return super().sizeHint(option, index)


def _kept_equal_qt(results) -> None:
    t = results.table
    widths = results._widths_kept()
    for c in (0, 2, 3):
        assert results._column_hint(c, widths) == t.sizeHintForColumn(c), c
    fm = t.fontMetrics()
    assert results._reason_widths == [fm.horizontalAdvance(t.item(r, 4).text()) for r in range(t.rowCount())]


def test_a_cell_is_measured_once_for_its_text_and_the_widths_stay_qts(qtbot):
    w = make_window(qtbot)
    results = w.panels.results
    type_all(qtbot, w, SPRING_1901)
    delegate = CountingDelegate(results.table)
    results.table.setItemDelegate(delegate)  # (a new delegate: what was measured is measured again)
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    delivered()
    first = list(delegate.asked)
    assert first  # the first fill measured the cells it had not seen
    cells = {(c, results.table.item(r, c).text()) for r, c in first}
    assert len(cells) == len(first)  # each text once per column
    assert {c for _r, c in first} <= {0, 2, 3}
    _kept_equal_qt(results)
    for _ in range(2):  # the same phase adjudicated again: nothing is measured again
        qtbot.keyClick(focused(w), Qt.Key.Key_Z, CTRL | ALT)
        delivered()
        delegate.asked.clear()
        qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
        delivered()
        assert delegate.asked == []
        _kept_equal_qt(results)
    # a font of another size: every width measured again, equal to Qt's in that font
    big = QFont(results.table.font())
    big.setPointSize(big.pointSize() + 3)
    results.table.setFont(big)
    delivered()
    delegate.asked.clear()
    results._contents_due = True
    results._fit_contents()
    assert delegate.asked  # measured again in the new font
    _kept_equal_qt(results)

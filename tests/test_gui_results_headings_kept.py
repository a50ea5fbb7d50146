"""Ctrl+Enter (issue 33, round 18): the results table's headings are measured once, not after every resized column.
The header measures its five headings again for its size hint after each resize of a column (each in a bold copy of
its font, looked up again with the application's fallback families), and an adjudication resizes three or four. The
results panel keeps the header's own measures on the headings (``SizeHintRole``, which the header reads first) and
takes them off before the header sees a change of its font or style, and when the headings' texts change."""

from __future__ import annotations

from gui_helpers import ALT, CTRL, SPRING_1901, delivered, focused, make_window, type_all
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QStyleFactory, QTableWidget

SIZE_HINT = Qt.ItemDataRole.SizeHintRole


def _fresh_measures(table: QTableWidget) -> tuple[object, list[int]]:
    """The header's size hint and each heading's width as a header measures them itself: a table with the same
    headings, font and style, nothing kept on its headings."""
    fresh = QTableWidget(0, table.columnCount())
    fresh.setStyle(table.style())
    fresh.setFont(table.font())
    fresh.horizontalHeader().setFont(table.horizontalHeader().font())
    fresh.horizontalHeader().setStyle(table.horizontalHeader().style())
    fresh.setHorizontalHeaderLabels([table.horizontalHeaderItem(i).text() for i in range(table.columnCount())])
    fh = fresh.horizontalHeader()
    out = (fh.sizeHint(), [fh.sectionSizeHint(i) for i in range(table.columnCount())])
    fresh.deleteLater()
    return out


def _as_qt(table: QTableWidget) -> None:
    hh = table.horizontalHeader()
    size, widths = _fresh_measures(table)
    assert hh.sizeHint() == size
    assert [hh.sectionSizeHint(i) for i in range(table.columnCount())] == widths


def _kept(table: QTableWidget) -> list[object]:
    return [table.horizontalHeaderItem(i).data(SIZE_HINT) for i in range(table.columnCount())]


def test_the_headings_are_measured_once_and_stay_the_headers_own(qtbot):
    w = make_window(qtbot)
    results = w.panels.results
    t = results.table
    type_all(qtbot, w, SPRING_1901)
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    delivered()
    kept = _kept(t)
    assert all(k is not None for k in kept)  # the header's measures kept on the headings (none on main)
    _as_qt(t)
    height = t.horizontalHeader().sizeHint().height()
    assert {k.height() for k in kept} == {height}
    for _ in range(2):  # undone and adjudicated again (Power, Result and Reason resized each time): still kept
        qtbot.keyClick(focused(w), Qt.Key.Key_Z, CTRL | ALT)
        delivered()
        qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
        delivered()
        assert _kept(t) == kept
        _as_qt(t)
    # a larger font on the panel: the header's measures in it at once (the panel refits), none of the old ones left
    big = QFont(results.font())
    big.setPointSize(big.pointSize() + 4)
    results.setFont(big)
    _as_qt(t)
    assert not set(map(str, _kept(t))) & set(map(str, kept))
    delivered()
    qtbot.keyClick(focused(w), Qt.Key.Key_Z, CTRL | ALT)
    delivered()
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    delivered()
    assert all(k is not None for k in _kept(t)) and _kept(t) != kept
    _as_qt(t)
    # another style: the same
    t.horizontalHeader().setStyle(QStyleFactory.create("Windows"))
    _as_qt(t)
    # the headings in Japanese: measured again in their new text
    w.set_language("ja")
    delivered()
    _as_qt(t)
    qtbot.keyClick(focused(w), Qt.Key.Key_Z, CTRL | ALT)
    delivered()
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    delivered()
    _as_qt(t)
    w.set_language("en")
    delivered()
    _as_qt(t)

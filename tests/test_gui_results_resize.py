"""The results table fitted once per resize of its panel (issue 33, round 7, the first paint): the panel's
layout resizes the table (once or twice, as its header and scroll bars settle) before the panel's own
``resizeEvent``, which fits the columns and then the rows at the new size; the rows are no longer fitted at
each size the table's viewport passes through on the way, nor when the viewport only grows taller or shorter
(a row's lines depend on the widths alone). What the table shows is what a fresh fit gives."""

from __future__ import annotations

import pytest
from gui_helpers import CTRL, SPRING_1901, focused, make_window, type_all
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from referee_app.gui.diplomacy import results_view


def _fitted(results) -> tuple[list[int], list[int], bool]:
    t = results.table
    return ([t.columnWidth(c) for c in range(t.columnCount())], [t.rowHeight(r) for r in range(t.rowCount())],
            t.verticalScrollBar().isVisibleTo(t))


def _fresh_fit(results) -> tuple[list[int], list[int], bool]:
    if results.compact:
        results._fit_rows()
    else:
        results._fit_columns()
    results._fit_reason_rows()
    QCoreApplication.sendPostedEvents()
    return _fitted(results)


def _on_screen(w, widget):
    shot = w.screen().grabWindow(w.winId()).toImage()
    top = widget.mapTo(w, QPoint(0, 0))
    ratio = shot.devicePixelRatio()
    return shot.copy(QRect(top * ratio, widget.size() * ratio)).convertToFormat(shot.format().Format_RGB32)


def _settle(qtbot) -> None:
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()
    qtbot.wait(30)


@pytest.mark.parametrize("compact", [False, True])
def test_a_resize_fits_the_results_rows_once_and_as_a_fresh_fit(qtbot, monkeypatch, compact):
    fits: list[int] = []
    rows_now = results_view.ResultsPanel._fit_reason_rows_now
    monkeypatch.setattr(results_view.ResultsPanel, "_fit_reason_rows_now",
                        lambda self: (fits.append(self.table.viewport().width()), rows_now(self))[1])
    w = make_window(qtbot)
    panels = w.panels
    results = panels.results
    if compact:
        panels.toggle_results_room()  # F4: the results at full height, rows closer together
    w.resize(1500, 920)
    type_all(qtbot, w, SPRING_1901)
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)  # adjudicated: the results shown
    _settle(qtbot)
    assert results.table.rowCount() > 20 and results.isVisible()
    for dw, dh in ((-160, 0), (90, 0), (0, -40), (0, 60), (-37, 23), (107, -43)):
        fits.clear()
        before = results.table.viewport().size()
        w.resize(w.width() + dw, w.height() + dh)
        _settle(qtbot)
        after = results.table.viewport().size()
        assert after != before  # the table was resized
        # once: by the panel's resizeEvent, at the size the viewport has then (the old way fitted the rows at
        # each width and height the viewport passed through as the panel was laid out, then again)
        assert len(fits) == 1, (dw, dh, fits)
        shown = _fitted(results)
        assert shown == _fresh_fit(results), (dw, dh)
        fresh = results.table.viewport().grab().toImage()
        assert _on_screen(w, results.table.viewport()) == fresh.convertToFormat(fresh.format().Format_RGB32)


def test_a_change_of_the_reason_columns_width_alone_still_fits_the_rows(qtbot):
    w = make_window(qtbot)
    results = w.panels.results
    type_all(qtbot, w, SPRING_1901)
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    _settle(qtbot)
    t = results.table
    t.setColumnWidth(2, t.columnWidth(2) + 150)  # the reason's column narrower: its rows take more lines
    _settle(qtbot)
    assert _fitted(results) == _fresh_fit(results)

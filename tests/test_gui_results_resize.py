"""The results table fitted once per resize of its panel (issue 33, round 7, the first paint): the panel's
layout resizes the table (once or twice, as its header and scroll bars settle) before the panel's own
``resizeEvent``, which fits the columns and then the rows at the new size; the rows are no longer fitted at
each size the table's viewport passes through on the way, nor when the viewport only grows taller or shorter
(a row's lines depend on the widths alone). What the table shows is what a fresh fit gives."""

from __future__ import annotations

import pytest
from gui_helpers import CTRL, SPRING_1901, focused, fresh_results_fit, make_window, on_screen, results_fit, settle, type_all
from PySide6.QtCore import Qt

from referee_app.gui.diplomacy import results_view


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
    settle(qtbot)
    assert results.table.rowCount() > 20 and results.isVisible()
    for dw, dh in ((-160, 0), (90, 0), (0, -40), (0, 60), (-37, 23), (107, -43)):
        fits.clear()
        before = results.table.viewport().size()
        w.resize(w.width() + dw, w.height() + dh)
        settle(qtbot)
        after = results.table.viewport().size()
        assert after != before  # the table was resized
        # once: by the panel's resizeEvent, at the size the viewport has then (the old way fitted the rows at
        # each width and height the viewport passed through as the panel was laid out, then again)
        assert len(fits) == 1, (dw, dh, fits)
        shown = results_fit(results)
        assert shown == fresh_results_fit(results), (dw, dh)
        fresh = results.table.viewport().grab().toImage()
        assert on_screen(w, results.table.viewport()) == fresh.convertToFormat(fresh.format().Format_RGB32)


def test_a_change_of_the_reason_columns_width_alone_still_fits_the_rows(qtbot):
    w = make_window(qtbot)
    results = w.panels.results
    type_all(qtbot, w, SPRING_1901)
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    settle(qtbot)
    t = results.table
    t.setColumnWidth(2, t.columnWidth(2) + 150)  # the reason's column narrower: its rows take more lines
    settle(qtbot)
    assert results_fit(results) == fresh_results_fit(results)

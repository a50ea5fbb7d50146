"""Ctrl+Enter in the referee's window (issue 33, round 10): what is kept or left out equals what Qt, or a fresh
measure, gives. The results' Power and Result columns fitted once per fill (as Qt's ResizeToContents fits them),
the widths the fits of Read as and Reason measure kept with the cells, the tabs under the board placed and
repainted only when something they are placed or painted from changed, and the list of powers' width kept for
its names, marks and font."""

from __future__ import annotations

from gui_helpers import ALT, CTRL, FALL_1901, SPRING_1901, delivered, focused, make_window, on_screen, type_all
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QHeaderView, QStackedWidget, QTabWidget

from referee_app.gui.diplomacy.panels import PowerSwitcher

NO = Qt.KeyboardModifier.NoModifier


def _qt_fits(results) -> list[int]:
    """Power's and Result's widths as the header sizes them to their contents (Qt's ResizeToContents), asked of
    the table as it is; the table is put back as it was."""
    t = results.table
    hh = t.horizontalHeader()
    before = [hh.sectionSize(c) for c in range(t.columnCount())]
    was = hh.blockSignals(True)
    try:
        for c in results.CONTENT_COLUMNS:
            hh.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        fitted = [hh.sectionSize(c) for c in results.CONTENT_COLUMNS]  # (reading a size runs the header's fit)
    finally:
        for c in results.CONTENT_COLUMNS:
            hh.setSectionResizeMode(c, QHeaderView.ResizeMode.Fixed)
        for c, size in enumerate(before):
            if hh.sectionResizeMode(c) != QHeaderView.ResizeMode.Stretch:
                hh.resizeSection(c, size)
        hh.blockSignals(was)
    return fitted


def _measured(results) -> tuple[list[int], int, list[int | None]]:
    """What the fits use, kept (the two columns' widths, Read as's size hint, each reason's width)."""
    t = results.table
    results._fit_contents()  # (what a fit does first: nothing when nothing changed)
    return ([t.columnWidth(c) for c in results.CONTENT_COLUMNS], results._read_hint, list(results._reason_widths))


def _fresh(results) -> tuple[list[int], int, list[int | None]]:
    """The same measured afresh from the table as it is."""
    t = results.table
    fm = t.fontMetrics()
    reasons = [fm.horizontalAdvance(t.item(r, 4).text()) if t.item(r, 4) is not None else None
               for r in range(t.rowCount())]
    return _qt_fits(results), t.sizeHintForColumn(2), reasons


def test_power_and_result_are_as_wide_as_qt_fits_them_and_the_kept_measures_are_fresh_ones(qtbot):
    w = make_window(qtbot)
    results = w.panels.results
    hh = results.table.horizontalHeader()
    assert [hh.sectionResizeMode(c) for c in results.CONTENT_COLUMNS] == [QHeaderView.ResizeMode.Fixed] * 2
    seen = []
    steps = [("typed", lambda: type_all(qtbot, w, SPRING_1901)),
             ("adjudicated", lambda: qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)),
             ("undone", lambda: qtbot.keyClick(focused(w), Qt.Key.Key_Z, CTRL | ALT)),
             ("again", lambda: qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)),
             ("narrow", lambda: w.resize(1280, 800)),
             ("japanese", lambda: w.set_language("ja", remember=False)),
             ("english", lambda: w.set_language("en", remember=False)),
             ("full height", lambda: w.panels.toggle_results_room()),
             ("not full height", lambda: w.panels.toggle_results_room()),
             ("fall typed", lambda: type_all(qtbot, w, FALL_1901)),
             ("into retreats", lambda: qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)),
             ("results tab", lambda: w.panels.info_tabs.setCurrentWidget(results)),
             ("wide", lambda: w.resize(1900, 1000))]
    for name, step in steps:
        step()
        delivered()
        if not results.isVisible():
            continue
        kept = _measured(results)
        assert kept == _fresh(results), name
        seen.append((name, kept[0]))
    widths = dict(seen)
    # the checks have teeth: the widths moved with the headings' language and with the cells
    assert widths["japanese"] != widths["english"]
    assert widths["undone"] != widths["adjudicated"]
    assert len(seen) >= 10


def test_the_tabs_are_where_qt_places_them_and_show_what_a_fresh_paint_shows(qtbot):
    """A request to lay the tabs out is answered as Qt answers it only when the tab bar or the page holder would
    move or the frame would change; after each command the tab bar and the page holder are where Qt's own answer
    puts them (answered afresh here, through QTabWidget's own handling), and the window shows the tabs as a fresh
    paint of them into the window does (a repaint left out would leave old pixels; a grab of the tabs alone differs
    from the window's pixels in one line on main too, so the window's own repaint is the fresh paint here)."""
    w = make_window(qtbot)
    tabs = w.panels.info_tabs
    holder = tabs.findChild(QStackedWidget, "qt_tabwidget_stackedwidget", Qt.FindChildOption.FindDirectChildrenOnly)
    type_all(qtbot, w, SPRING_1901)
    keys = [(Qt.Key.Key_Return, CTRL), (Qt.Key.Key_Z, CTRL | ALT), (Qt.Key.Key_Return, CTRL), (Qt.Key.Key_F8, NO),
            (Qt.Key.Key_F8, Qt.KeyboardModifier.ShiftModifier)]
    places = []

    def check(name):
        delivered()
        qtbot.wait(30)
        placed = (tabs.tabBar().geometry(), holder.geometry(), tabs.minimumSizeHint(), tabs.sizeHint())
        places.append(placed)
        QTabWidget.event(tabs, QEvent(QEvent.Type.LayoutRequest))  # Qt's own answer, whatever the board kept
        delivered()
        assert (tabs.tabBar().geometry(), holder.geometry(), tabs.minimumSizeHint(), tabs.sizeHint()) == placed, name
        qtbot.wait(30)
        shown = on_screen(w, tabs)
        tabs.repaint()  # the tabs and all in them painted afresh, into the same window
        delivered()
        assert on_screen(w, tabs) == shown, name

    left = tabs.requests_left
    for key, mods in keys:
        qtbot.keyClick(focused(w), key, mods)
        check(key)
    assert tabs.requests_left > left  # requests were left unanswered (else this test would prove nothing)
    type_all(qtbot, w, FALL_1901)
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)  # into retreats: the Retreats tab comes to the front
    check("retreats")
    answered = tabs.requests_answered
    w.set_language("ja", remember=False)  # the tabs' names change: the tab bar is placed again
    check("japanese")
    assert tabs.requests_answered > answered
    assert places[-1][0] != places[-2][0]
    w.set_language("en", remember=False)
    check("english")
    w.resize(1280, 800)
    check("resized")


def test_the_list_of_powers_kept_width_is_the_one_measured_afresh(qtbot):
    w = make_window(qtbot)
    switcher = w.panels.power_tabs
    type_all(qtbot, w, SPRING_1901)
    widths = []
    for step in (lambda: qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL),
                 lambda: w.set_language("ja", remember=False),
                 lambda: qtbot.keyClick(focused(w), Qt.Key.Key_Z, CTRL | ALT),
                 lambda: w.set_language("en", remember=False)):
        step()
        delivered()
        names, marks, font, width = switcher._width_of
        assert names == tuple(switcher._names[i] for i in range(switcher.list.count()))
        assert width == PowerSwitcher.measured_width(names, marks, switcher.list.font())
        assert switcher.list.width() == width
        widths.append(width)
    assert widths[1] != widths[0]  # Japanese names are wider: the kept width was measured again

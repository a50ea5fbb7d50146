"""The game's panels built once when a game is opened (issue 33, round 7, `referee FILE`): the layouts above
the list of powers told of its width while the page is not shown, so that the window's first show lays the
window out once; the results table fitted when it is shown, not at each size and text it is given while
hidden. What is put off or told early gives what the old way gave."""

from __future__ import annotations

import pytest
from gui_helpers import (
    CTRL,
    SPRING_1901,
    FakeTime,
    focused,
    fresh_results_fit,
    make_window,
    on_screen,
    results_fit,
    settle,
    type_all,
)
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLayout, QWidget

from referee_app.games.diplomacy import Game
from referee_app.gui.diplomacy import panels as panels_module
from referee_app.gui.diplomacy import results_view
from referee_app.gui.main_window import MainWindow


@pytest.fixture(autouse=True)
def no_idle(monkeypatch):
    """The sheets not shown, made in idle time, held off: the widgets compared are those of the first show."""
    monkeypatch.setattr(panels_module, "IDLE_BUILD_MS", 3_600_000)


def _made(qtbot) -> MainWindow:
    """A window made with a game, as ``referee GAME`` makes it (not shown yet)."""
    now = FakeTime()
    w = MainWindow(Game.new("standard", clock=now), None, now=now, tick_ms=60_000)
    qtbot.addWidget(w)
    w.resize(1500, 920)  # the size a first start takes (as the bench's window)
    return w


def _fresh_hints(page: QWidget) -> None:
    """Every hint under ``page`` worked out again: nothing a layout or a layout item kept is used."""
    for widget in [page, *page.findChildren(QWidget)]:
        widget.updateGeometry()
    for lay in page.findChildren(QLayout):
        lay.invalidate()


def _shown(w: MainWindow) -> None:
    w.show()
    w.lay_out_shown()  # as ``gui.app.main`` does before the first paint


def _layout(w: MainWindow) -> list[tuple[str, str, tuple[int, int, int, int]]]:
    """The window's size, and every widget of it shown: its class, name, place and size, in the window's order."""
    return [w.size().toTuple()] + [(type(c).__name__, c.objectName(), c.geometry().getRect())
                                   for c in w.findChildren(QWidget) if c.isVisible()]


def test_before_the_first_show_the_panes_widths_are_what_a_fresh_layout_gives(qtbot):
    # the widths, which share the window between the board's column and this one (the sheet's heights are
    # worked out again at the show as before: the sheet is laid out at its size then whatever it kept)
    w = _made(qtbot)
    right = w.panels.hsplit.widget(1)  # the clock, the list of powers, the sheet and the buttons
    kept = (right.minimumSizeHint().width(), right.sizeHint().width(), w.panels.power_tabs.minimumSizeHint().width())
    _fresh_hints(w.panels.page)
    assert kept == (right.minimumSizeHint().width(), right.sizeHint().width(),
                    w.panels.power_tabs.minimumSizeHint().width())
    # the list is wider than its first width (English names and their marks): the case the change is about
    assert w.panels.power_tabs.list.width() > 192 or w.panels.power_tabs.list.minimumWidth() > 192


class _Resizes(QObject):
    def __init__(self, watched: QWidget) -> None:
        super().__init__()
        self.sizes: list[tuple[int, int]] = []
        watched.installEventFilter(self)

    def eventFilter(self, obj, event):  # noqa: N802 (Qt's naming)
        if event.type() == QEvent.Type.Resize:
            self.sizes.append((obj.width(), obj.height()))
        return False


def test_the_first_show_lays_each_column_out_once(qtbot):
    w = _made(qtbot)
    column = _Resizes(w.panels.vsplit)  # the board and the results
    powers = _Resizes(w.panels.power_tabs)  # the list of powers, the sheet and the key legend, under the clock
    _shown(w)
    widths = [width for width, _height in column.sizes]
    assert widths == [w.panels.vsplit.width()], column.sizes  # (two before: the list's width, told once shown)
    # (two before: the clock's digits sized for its height once it had it, which made it taller by a pixel)
    assert powers.sizes == [w.panels.power_tabs.size().toTuple()]
    clock = w.panels.clock_widget
    digits = clock.time_label.font().pixelSize()
    clock._apply_sizes()  # sized afresh for the height it has: the same
    assert clock.time_label.font().pixelSize() == digits
    assert clock.height() >= clock.minimumHeight()


def test_the_window_first_shown_is_laid_out_as_when_the_list_told_nothing(qtbot, monkeypatch):
    told = _made(qtbot)
    _shown(told)
    qtbot.waitExposed(told)
    ours = _layout(told)
    told.close()
    monkeypatch.setattr(panels_module, "tell_hidden_layouts", lambda widget: None)  # the old way
    old = _made(qtbot)
    _shown(old)
    qtbot.waitExposed(old)
    assert ours == _layout(old)










@pytest.mark.parametrize("compact", [False, True])
def test_results_filled_behind_another_tab_are_fitted_when_shown_as_a_fresh_fit(qtbot, monkeypatch, compact):
    fits: list[bool] = []
    rows_now = results_view.ResultsPanel._fit_reason_rows_now
    monkeypatch.setattr(results_view.ResultsPanel, "_fit_reason_rows_now",
                        lambda self: (fits.append(self.isVisible()), rows_now(self))[1])
    w = make_window(qtbot)
    panels = w.panels
    results = panels.results
    if compact:
        panels.toggle_results_room()  # F4: the results at full height, rows closer together
    type_all(qtbot, w, SPRING_1901)
    panels.show_info_tab(3)  # the Record in front, chosen by its key (Alt+4): it stays at the adjudication
    w.resize(w.width() - 160, w.height())  # and the window made narrower while the results are behind it
    settle(qtbot)
    fits.clear()
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)  # adjudicated: the results filled behind the Record
    settle(qtbot)
    assert results.table.rowCount() > 20
    assert not any(fits), fits  # nothing fitted while not shown (a fit at each change of size before)
    panels.info_tabs.setCurrentIndex(0)  # shown: fitted now, before it is painted
    settle(qtbot)
    assert fits and all(fits)
    shown = results_fit(results)
    assert shown == fresh_results_fit(results)
    fresh = results.table.viewport().grab().toImage()
    assert on_screen(w, results.table.viewport()) == fresh.convertToFormat(fresh.format().Format_RGB32)


def _centres_shown(panel) -> tuple[str, list[list[str]], list[tuple[str, str]]]:
    t = panel.table
    colours = [(t.item(r, 0).background().color().name(), t.item(r, 0).foreground().color().name())
               for r in range(t.rowCount())]
    return panel.heading.text(), panel.rows(), colours


def test_the_centres_written_when_their_tab_is_shown_are_those_written_at_each_change(qtbot, monkeypatch):
    from gui_helpers import FALL_1901

    writes: list[bool] = []
    write = results_view.CentresPanel._write
    monkeypatch.setattr(results_view.CentresPanel, "_write",
                        lambda self, game: (writes.append(self.isVisible()), write(self, game))[1])
    w = make_window(qtbot)
    panels = w.panels
    assert not any(writes)  # the game opened with the results in front: the centres not written
    for orders in (SPRING_1901, FALL_1901):
        type_all(qtbot, w, orders)
        qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
        settle(qtbot)
    if w.game.phase.type.name == "RETREATS":  # Fall 1901 dislodged a unit: its retreat, then the winter
        qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
        settle(qtbot)
    assert w.game.phase.type.name == "ADJUSTMENTS"
    for step in ("winter", "palette", "undo", "language"):
        if step == "palette":
            panels.toggle_palette()  # the colour-blind palette: the swatches written again
        elif step == "undo":
            qtbot.keyClick(focused(w), Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.AltModifier)
        elif step == "language":
            w.set_language("ja")
        settle(qtbot)
        eager = results_view.CentresPanel()  # written at once, from the game as it is
        eager.palette = panels.palette
        eager.show_game(w.game)
        eager._catch_up()
        assert _centres_shown(panels.centres) == _centres_shown(eager), step
        eager.deleteLater()
    panels.show_info_tab(2)  # the tab shown: what it paints is what a fresh paint gives
    settle(qtbot)
    viewport = panels.centres.table.viewport()
    fresh = viewport.grab().toImage()
    assert on_screen(w, viewport) == fresh.convertToFormat(fresh.format().Format_RGB32)
    panels.toggle_palette()
    w.set_language("en")


def _sheet_shown(pane):
    """What a sheet shows besides its text: its lines' checks and notes, and its labels."""
    from PySide6.QtWidgets import QLabel

    return ([(c.ok, c.blank, c.canonical) for c in pane.checks], list(pane.editor.annotations),
            [(lab.text(), lab.isVisibleTo(pane)) for lab in pane.findChildren(QLabel)])


def test_a_sheet_made_for_the_switch_that_shows_it_is_not_refreshed_again_and_shows_what_a_refresh_gives(
        qtbot, monkeypatch):
    from referee_app.gui.diplomacy import order_pane

    refreshed: list[str] = []
    refresh = order_pane.OrderPane.refresh
    monkeypatch.setattr(order_pane.OrderPane, "refresh", lambda self: (refreshed.append(self.power), refresh(self))[1])
    w = make_window(qtbot)
    panels = w.panels
    type_all(qtbot, w, SPRING_1901)  # every sheet typed (and so made)
    qtbot.keyClick(focused(w), Qt.Key.Key_F8)  # time called: it reaches a sheet made earlier through the switch
    w2 = make_window(qtbot, game=w.game)  # the same game in a window whose sheets are not made yet
    refreshed.clear()
    for i in range(1, 4):
        w2.panels.select_power(i)  # made by the switch: read the game once, as it was made
        assert refreshed == [w2.panels._powers[i]], refreshed
        refreshed.clear()
        pane = w2.panels.current_pane()
        shown = _sheet_shown(pane)
        pane.refresh()
        assert _sheet_shown(pane) == shown
        refreshed.clear()
    panels.select_power(2)  # made long before: refreshed by the switch, as before
    assert refreshed == [panels._powers[2]]

"""The clock's colours are set without a style sheet (issue 33, F8): a new style sheet at each change of colour
parsed it and polished the clock and its labels again on both clocks. The clock now paints its background itself and
gives its labels' text the colour through their palette; what it shows must be what the style sheet showed, in the
referee window and under the projector's style sheet (which sets every label's text colour)."""

from __future__ import annotations

from gui_helpers import SHIFT, focused, make_window, projector_shown
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QVBoxLayout, QWidget

from referee_app.core.clock import ClockSettings, Period, PhaseClock
from referee_app.gui.clock_widget import COUNT_UP_COLOURS, IDLE_COLOURS, LEVEL_COLOURS, ClockWidget
from referee_app.gui.projector import STYLE_SHEET as PROJECTOR_SHEET  # the projector's window's

NO = Qt.KeyboardModifier.NoModifier


class _StyleSheetClock(ClockWidget):
    """The clock as it was before: its colours from a style sheet set at each change of colour."""

    def __init__(self, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
        super().__init__(*args, **kwargs)
        for lab in (self.period_label, self.time_label, self.hint_label):
            lab.removeEventFilter(self)
            lab.setForegroundRole(QPalette.ColorRole.WindowText)
            lab.setPalette(QPalette())
        self.setAutoFillBackground(True)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._colours = None
        self.refresh()

    def refresh(self) -> None:
        before = self._colours
        super().refresh()
        bg, fg = self.colours()
        if self._colours != before or not self.styleSheet():
            self.setStyleSheet(f"#ClockWidget {{ background: {bg}; border-radius: 8px; }} "
                               f"#ClockWidget QLabel {{ color: {fg}; background: transparent; }}")

    def _colour_text(self, lab) -> None:  # type: ignore[no-untyped-def]
        pass

    def paintEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        QWidget.paintEvent(self, event)


def _states(clock: PhaseClock, t: list[float]):  # type: ignore[no-untyped-def]
    """Every colour the clock takes: stopped, time called, counting down at each level, paused, counting up."""
    yield "stopped", False
    yield "time called", True
    clock.start(Period.ORDERS)
    yield "running", False
    clock.pause()
    yield "paused", False
    clock.resume()
    level = clock.level()
    for _ in range(2000):  # the clock's length in 5 s steps, and past it
        t[0] += 5
        clock.tick()
        if clock.level() != level:
            level = clock.level()
            yield f"level {level}", False
    yield "ended, time called", True
    clock.start(Period.RETREATS)
    yield "retreats", False


def _render(parent: QWidget):  # type: ignore[no-untyped-def]
    QCoreApplication.sendPostedEvents()
    parent.layout().activate()
    return parent.grab().toImage()


def _pair(style_sheet: str, name: str, big: bool):  # type: ignore[no-untyped-def]
    holders, clocks = [], []
    for kind in (ClockWidget, _StyleSheetClock):
        holder = QWidget()
        holder.setObjectName(name)
        holder.setStyleSheet(style_sheet)
        lay = QVBoxLayout(holder)
        lay.setContentsMargins(10, 10, 10, 10)
        clock = kind(None, holder, big=big)
        clock.setFixedSize(400, 170)  # the same size for both (the big clock's digits follow its height)
        lay.addWidget(clock)
        holder.resize(420, 190)
        holder.show()
        holders.append(holder)
        clocks.append(clock)
    return holders, clocks


def test_the_clock_shows_each_colour_as_its_style_sheet_did(qtbot):
    # in a plain window (the referee's) and under the projector's style sheet (every label's text coloured there)
    for sheet, name, big in (("", "Window", False), (PROJECTOR_SHEET, "Projector", True)):
        holders, (new, old) = _pair(sheet, name, big)
        for h in holders:
            qtbot.addWidget(h)
        seen = set()
        t = [1000.0]

        def now(t: list[float] = t) -> float:
            return t[0]

        for c in (new, old):
            c.set_clock(PhaseClock(ClockSettings(), now=now))
        for what, called in _states(new.clock, t):
            old.clock.restore(new.clock.state())
            for c in (new, old):
                c.set_hint("F5 starts the clock")
                c.set_time_called(called)
                c.refresh()
            seen.add(new.colours())
            assert new.colours() == old.colours()
            assert not new.styleSheet(), what
            a, b = _render(holders[0]), _render(holders[1])
            assert a == b, f"{name}: the clock {what} ({new.colours()}) is not drawn as its style sheet drew it"
        assert seen >= {IDLE_COLOURS, LEVEL_COLOURS[0], LEVEL_COLOURS[2], LEVEL_COLOURS[3], COUNT_UP_COLOURS}


def test_calling_time_changes_both_clocks_colours_without_a_style_sheet(qtbot):
    w = make_window(qtbot)
    proj = projector_shown(qtbot, w)
    for mods, called in ((NO, True), (SHIFT, False), (NO, True)):
        qtbot.keyClick(focused(w), Qt.Key.Key_F8, mods)
        assert w.game.time_called is called
        for clock in (w.clock_widget, proj.clock_widget):
            QCoreApplication.sendPostedEvents()
            bg, fg = clock.colours()
            assert (bg, fg) == (LEVEL_COLOURS[3] if called else IDLE_COLOURS)
            assert not clock.styleSheet()  # no style sheet parsed and polished again at F8
            for lab in (clock.period_label, clock.time_label):
                assert lab.palette().color(lab.foregroundRole()).name() == fg
            img = clock.grab().toImage()
            assert img.pixelColor(clock.width() // 2, 2).name() == bg  # the background under the top edge

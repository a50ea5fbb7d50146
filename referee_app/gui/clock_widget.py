"""The big phase clock: period name, time left (or elapsed), warning colours.

It only shows a ``PhaseClock``; the window owns the clock, ticks it and logs its
events. The same clock is shown in the referee window and on the projector.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import QApplication, QLabel, QSizePolicy, QVBoxLayout, QWidget

from referee_app.core.clock import Period, PhaseClock, format_seconds

from .language import QT_TRANSLATE_NOOP

# background, foreground per urgency level (0 normal .. 3 time is up)
LEVEL_COLOURS = {
    0: ("#1f2a36", "#f4f7fa"),
    1: ("#b26a00", "#ffffff"),
    2: ("#c62828", "#ffffff"),
    3: ("#7f0000", "#ffffff"),
}
IDLE_COLOURS = ("#3a4652", "#c9d2da")
COUNT_UP_COLOURS = ("#24465e", "#f4f7fa")

translate = QCoreApplication.translate

# the periods of a turn in the rulebook's words (rule 2.1.2)
PERIOD_LABELS = {
    Period.IDLE: QT_TRANSLATE_NOOP("Clock", "Clock stopped"),
    Period.DIPLOMACY: QT_TRANSLATE_NOOP("Clock", "Diplomacy"),
    Period.ORDERS: QT_TRANSLATE_NOOP("Clock", "Order writing"),
    Period.RETREATS: QT_TRANSLATE_NOOP("Clock", "Retreats"),
    Period.ADJUSTMENTS: QT_TRANSLATE_NOOP("Clock", "Adjustments"),
}


def period_label(period: Period) -> str:
    """A period's name in the window's language (交涉期, 指令訂定期, ... in Chinese)."""
    return translate("Clock", PERIOD_LABELS.get(period, period.label))


def beep() -> None:
    """A warning sound where the system has one; silent otherwise."""
    try:
        QApplication.beep()
    except Exception:  # noqa: BLE001 - no sound is fine
        pass


class ClockWidget(QWidget):
    """Shows a PhaseClock; ``big`` scales the digits with the widget (projector)."""

    def __init__(self, clock: PhaseClock | None = None, parent: QWidget | None = None, *, big: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("ClockWidget")
        self.clock = clock
        self.big = big
        self.hint = ""  # a line under the digits (e.g. the key to press)
        self.preview: float | None = None  # what a stopped clock shows: the length of the next period
        self.time_called = False  # the referee called time (the game's state): no minutes are shown as left
        self._colours: tuple[str, str] | None = None
        self._background = QColor(IDLE_COLOURS[0])  # painted by ``paintEvent`` (set by ``refresh``)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 6, 12, 8)
        lay.setSpacing(0)
        self.period_label = QLabel(self)
        self.time_label = QLabel(self)
        self.hint_label = QLabel(self)
        for lab in (self.period_label, self.time_label, self.hint_label):
            # their text in a colour of their palette no style sheet sets (the projector's window has one that
            # sets every label's text colour): the clock's own (``refresh``)
            lab.setForegroundRole(QPalette.ColorRole.BrightText)
            lab.installEventFilter(self)  # a style sheet polishing them sets their palette: the colour set again
            lab.setAlignment(Qt.AlignmentFlag.AlignCenter)
            lay.addWidget(lab)
        self.hint_label.setWordWrap(True)
        self.time_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        mono = QFont("DejaVu Sans Mono")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        mono.setBold(True)
        self.time_label.setFont(mono)
        self._apply_sizes()
        self.refresh()

    def set_clock(self, clock: PhaseClock | None) -> None:
        self.clock = clock
        self.refresh()

    def set_hint(self, text: str, preview: float | None = None) -> None:
        self.hint = text
        self.preview = preview
        self.refresh()

    def fit_to_height(self) -> None:
        """The digits sized for the height the widget has, or at least its smallest height (given before it is
        first laid out: the layout then asks for the size of the digits it will show, and lays the window out once;
        sized for the height of a widget never shown, they made the clock 41 px shorter than it then was, and
        the column it is in was laid out a second time)."""
        self._apply_sizes()

    def _apply_sizes(self) -> None:
        h = max(60, self.minimumHeight(), self.height())  # (never shorter than its smallest height once laid out)
        if self.big:
            digits = max(28, int(h * 0.55))
            small = max(14, int(h * 0.13))
        else:
            digits = max(30, min(72, int(h * 0.5)))
            small = 13
        f = self.time_label.font()
        f.setPixelSize(digits)
        self.time_label.setFont(f)
        for lab, size in ((self.period_label, small + 2), (self.hint_label, small)):
            lf = lab.font()
            lf.setPixelSize(size)
            lf.setBold(lab is self.period_label)
            lab.setFont(lf)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._apply_sizes()

    def colours(self) -> tuple[str, str]:
        c = self.clock
        if self.time_called and (c is None or c.period in (Period.IDLE, Period.ORDERS, Period.DIPLOMACY)):
            return LEVEL_COLOURS[3]
        if c is None or c.period is Period.IDLE:
            return IDLE_COLOURS
        if not c.counts_down:
            return COUNT_UP_COLOURS
        return LEVEL_COLOURS[c.level()]

    def set_time_called(self, called: bool) -> None:
        if called != self.time_called:
            self.time_called = called
            self.refresh()

    def refresh(self) -> None:
        c = self.clock
        if self.time_called and (c is None or c.period in (Period.IDLE, Period.ORDERS, Period.DIPLOMACY)):
            # time is called: nothing is left, whatever the clock showed when it stopped (rule 2.1.3)
            period = period_label(c.period if c is not None and c.period is not Period.IDLE else Period.ORDERS)
            state = translate("Clock", "time called")
            digits = translate("Clock", "TIME")
        elif c is None or c.period is Period.IDLE:
            period, state = period_label(Period.IDLE), ""
            digits = format_seconds(self.preview) if self.preview is not None else "0:00"
        else:
            period = period_label(c.period)
            if c.period is Period.DIPLOMACY and c.first:
                period += translate("Clock", " (first period)")
            digits = c.display()
            if not c.counts_down:
                digits = "+" + digits  # elapsed, counting up: never read as time left
            if c.ended:
                state = translate("Clock", "TIME") if c.counts_down else translate("Clock", "ended")
            elif not c.running:
                state = translate("Clock", "paused")
            else:
                state = "" if c.counts_down else translate("Clock", "time taken")
        self.period_label.setText(period.upper() + (f"  ·  {state.upper()}" if state else ""))
        self.time_label.setText(digits)
        hint = self.hint
        self.hint_label.setText(hint)
        self.hint_label.setVisible(bool(hint))
        bg, fg = self.colours()
        if (bg, fg) == self._colours:
            return
        self._colours = (bg, fg)
        # the colours without a style sheet (issue 33, F8): a new style sheet at each change of colour (F8, Shift+F8,
        # a warning level) parsed it and polished the clock and its labels again, about 1.5 M instructions each time
        # on each clock. The labels' text takes the colour from their palette, as the style sheet's ``color`` set
        # it; the background is painted as the style sheet painted it (``paintEvent``)
        self._background = QColor(bg)
        for lab in (self.period_label, self.time_label, self.hint_label):
            self._colour_text(lab)
        self.update()

    def _colour_text(self, lab: QLabel) -> None:
        if self._colours is not None and lab.palette().color(QPalette.ColorRole.BrightText).name() != self._colours[1]:
            pal = lab.palette()
            pal.setColor(QPalette.ColorRole.BrightText, QColor(self._colours[1]))
            lab.setPalette(pal)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's naming)
        # a style sheet (the projector's window's) polishes a label with a palette of its own, after the colour was
        # set: the colour is set again once it has (the polish comes before the Polish event, a repolish before
        # StyleChange)
        if event.type() in (QEvent.Type.Polish, QEvent.Type.StyleChange, QEvent.Type.PaletteChange) \
                and isinstance(watched, QLabel):
            self._colour_text(watched)
        return False

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's naming)
        """The background as a style sheet's ``background: …; border-radius: 8px`` painted it (Qt's style sheet
        style fills the border's outline, antialiased: four arcs of 8 px radius joined by lines, around the
        widget's rectangle)."""
        r = QRectF(self.rect())
        rad = min(8.0, r.width() / 2, r.height() / 2)
        d = 2 * rad
        x, y, right, bottom = r.x(), r.y(), r.x() + r.width(), r.y() + r.height()
        path = QPainterPath()
        path.moveTo(x + rad, y)
        path.lineTo(right - rad, y)
        path.arcTo(right - d, y, d, d, 90, -90)
        path.lineTo(right, bottom - rad)
        path.arcTo(right - d, bottom - d, d, d, 0, -90)
        path.lineTo(x + rad, bottom)
        path.arcTo(x, bottom - d, d, d, 270, -90)
        path.lineTo(x, y + rad)
        path.arcTo(x, y, d, d, 180, -90)
        path.closeSubpath()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillPath(path, self._background)
        p.end()

    def texts(self) -> list[str]:
        return [self.period_label.text(), self.time_label.text(), self.hint_label.text()]

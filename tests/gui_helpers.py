"""Shared helpers for the window tests (pytest-qt, offscreen)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QFont, QImage, QRegion
from PySide6.QtWidgets import QApplication

from referee_app.games.diplomacy import Game
from referee_app.gui.main_window import MainWindow

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
ALT = Qt.KeyboardModifier.AltModifier

# Spring 1901: one rejected line (Italy), a bounce in the Black Sea
SPRING_1901 = {
    "AUSTRIA": ["A Vie - Tyr", "A Bud - Ser", "F Tri H"],
    "ENGLAND": ["F Lon - Nth", "F Edi - Nwg", "A Lvp - Yor"],
    "FRANCE": ["A Par - Bur", "A Mar - Spa", "F Bre - Mao"],
    "GERMANY": ["A Ber - Kie", "F Kie - Den", "A Mun - Ruh"],
    "ITALY": ["A Rom - Apu", "F Nap - Ion", "A Ven - Xyz"],
    "RUSSIA": ["A War - Gal", "A Mos - Ukr", "F Sev - Bla", "F StP/sc - Bot"],
    "TURKEY": ["F Ank - Bla", "A Con - Bul", "A Smy - Con"],
}
# Fall 1901: Austria dislodges the Italian army in Venice
FALL_1901 = {
    "AUSTRIA": ["A Tyr - Ven", "F Tri S A Tyr - Ven", "A Ser H"],
    "ENGLAND": ["F Nwg - Nwy", "F Nth H", "A Yor H"],
    "FRANCE": ["A Spa - Por", "A Bur - Bel", "F Mao H"],
    "GERMANY": ["F Den H", "A Kie - Hol", "A Ruh H"],
    "ITALY": ["A Apu H", "F Ion - Tun", "A Ven H"],
    "RUSSIA": ["A Gal H", "A Ukr - Rum", "F Sev S A Ukr - Rum", "F Bot - Swe"],
    "TURKEY": ["A Bul H", "A Con H", "F Ank H"],
}


class FakeTime:
    def __init__(self, t: float = 1_700_000_000.0) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


def make_window(qtbot, game: Game | None = None, gamefile=None, now=None) -> MainWindow:
    now = now or FakeTime()
    game = game if game is not None else Game.new("standard", clock=now)
    w = MainWindow(game, gamefile, now=now, tick_ms=60_000)
    w.told = []
    w.tell = lambda title, text: w.told.append(text)
    w.asked = []
    w.ask = lambda title, text: (w.asked.append(text), True)[1]
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    return w


def focused(w: MainWindow):
    from PySide6.QtWidgets import QApplication

    return QApplication.focusWidget() or w


def type_sheet(qtbot, editor, lines) -> None:
    """Type a sheet key by key, Return between lines."""
    for i, line in enumerate(lines):
        if i:
            qtbot.keyClick(editor, Qt.Key.Key_Return)
        qtbot.keyClicks(editor, line)


def type_all(qtbot, w: MainWindow, sheets) -> None:
    """Switch to each power with Ctrl+<n> and type its sheet."""
    for power, lines in sheets.items():
        n = w.game.powers.index(power) + 1
        qtbot.keyClick(focused(w), getattr(Qt.Key, f"Key_{n}"), CTRL)
        pane = w.current_pane()
        assert pane is not None and pane.power == power
        assert pane.editor.hasFocus()
        type_sheet(qtbot, pane.editor, lines)


def on_screen(w: MainWindow, widget) -> QImage:
    """What the window shows where ``widget`` is (its backing store, as the screen has it)."""
    shot = w.screen().grabWindow(w.winId()).toImage()
    top = widget.mapTo(w, QPoint(0, 0))
    ratio = shot.devicePixelRatio()
    return shot.copy(QRect(top * ratio, widget.size() * ratio)).convertToFormat(QImage.Format.Format_RGB32)


def window_on_screen(win) -> bytes:
    """A top-level window as the screen shows it (its backing store: what Qt copied and painted into it)."""
    img = win.screen().grabWindow(win.winId()).toImage()  # (held while its bits are read: they are the image's)
    return bytes(img.constBits())


def window_rendered(win) -> bytes:
    """A top-level window painted afresh, whole."""
    img = win.grab().toImage()  # (held while its bits are read)
    return bytes(img.constBits())


def assert_as_painted_afresh(w: MainWindow, widget, what: str) -> None:
    """``widget`` as the window shows it (what was painted and kept in the backing store) is ``widget`` painted
    afresh, pixel for pixel."""
    at = widget.mapTo(w, QPoint(0, 0))
    shown = w.screen().grabWindow(w.winId(), at.x(), at.y(), widget.width(), widget.height()).toImage()
    a = shown.convertToFormat(QImage.Format.Format_RGB32)
    b = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert a.size() == b.size()
    if a != b:
        wrong = [(x, y) for y in range(a.height()) for x in range(a.width()) if a.pixel(x, y) != b.pixel(x, y)]
        raise AssertionError(f"{what}: {len(wrong)} pixels differ from the widget painted afresh, e.g. {wrong[:5]} "
                             f"(the widget {widget.width()}x{widget.height()})")


def power_rows_changed(qtbot, w: MainWindow, check) -> None:
    """The list of powers' rows changed one way after another, ``check(what)`` after each: France's sheet typed (a
    rejected line's mark, then none), then complete (a tick); Germany in civil disorder; Italy's sheet late (in red);
    the list in Japanese."""
    france = w.pane("FRANCE")
    w.select_power(2)
    france.editor.setFocus()
    for ch in "A Par - Bur\nA Mar - Xyz":  # the row's marks: ! (a rejected line), then none
        press(qtbot, france.editor, ch, None)
        if ch in "\nz":
            check(f"France typed {ch!r}")
    w.game.set_orders("FRANCE", ["A Par - Bur", "A Mar - Spa", "F Bre - Mid-Atlantic Ocean"])  # ✓
    check("France complete")
    w.game.set_civil_disorder("GERMANY")  # "(no player)"
    check("Germany in civil disorder")
    w.game.set_civil_disorder("GERMANY", False)
    w.game.call_time()
    w.game.set_orders("ITALY", ["A Rom - Apu"])  # LATE, in red
    check("Italy late")
    w.set_language("ja")  # other names, another font
    check("Japanese")


def power_list_restyled(view, check) -> None:
    """The list of powers (``view``) shown other ways, ``check(what)`` after each and put back after: a larger font
    (every row taller), larger swatches, another style for its rows, right to left."""
    font = view.font()
    font.setPointSize(font.pointSize() + 3)
    view.setFont(font)  # a larger font: every row taller
    check("a larger font")
    view.setFont(QApplication.font())
    view.setIconSize(view.iconSize() * 2)  # larger swatches
    check("larger swatches")
    view.setIconSize(view.iconSize() / 2)
    view.setStyleSheet("QListWidget::item { padding: 9px 4px; }")  # another style for the rows
    check("another style")
    view.setStyleSheet("QListWidget::item { padding: 5px 2px; }")
    view.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    check("right to left")
    view.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def press(qtbot, widget, key, mods=None) -> None:
    """One key on ``widget``: a string is typed (a newline as Return), else ``key`` with ``mods``."""
    if isinstance(key, str):
        if key == "\n":
            qtbot.keyClick(widget, Qt.Key.Key_Return)
        else:
            qtbot.keyClicks(widget, key)
    else:
        qtbot.keyClick(widget, key, mods or Qt.KeyboardModifier.NoModifier)


def delivered() -> None:
    """The posted events (layouts, fits, repaints) delivered, three rounds, without waiting."""
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def typing_in(qtbot, power: int, size: tuple[int, int] | None = None):
    """A window (resized to ``size``) with the sheet of its ``power``-th power shown and its editor in focus, every
    posted event delivered: (window, sheet, editor)."""
    w = make_window(qtbot)
    if size is not None:
        w.resize(*size)
    w.select_power(power)
    pane = w.current_pane()
    pane.editor.setFocus()
    delivered()
    return w, pane, pane.editor


def typing_paused(qtbot) -> None:
    """The referee pauses: the typing pause's timer fires (``TYPING_PAUSE_MS``) and the window is idle."""
    from referee_app.gui.diplomacy.panels import TYPING_PAUSE_MS

    qtbot.wait(TYPING_PAUSE_MS + 150)
    delivered()


def power_list_rows(w: MainWindow) -> list[tuple[str, str, bool]]:
    """The list of powers as shown: each row's text, colour and boldness."""
    view = w.power_tabs.list
    return [(view.item(i).text(), view.item(i).foreground().color().name(), view.item(i).font().bold())
            for i in range(view.count())]

def settle(qtbot) -> None:
    """The posted events (layouts, fits, repaints) delivered, three rounds, and a short wait."""
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()
    qtbot.wait(30)


def results_fit(results) -> tuple[list[int], list[int], bool]:
    """The results table's column widths, row heights and whether its scroll bar shows."""
    t = results.table
    return ([t.columnWidth(c) for c in range(t.columnCount())], [t.rowHeight(r) for r in range(t.rowCount())],
            t.verticalScrollBar().isVisibleTo(t))


def fresh_results_fit(results) -> tuple[list[int], list[int], bool]:
    """``results_fit`` after fitting the table afresh at its present size."""
    if results.compact:
        results._fit_rows()
    else:
        results._fit_columns()
    results._fit_reason_rows()
    QCoreApplication.sendPostedEvents()
    return results_fit(results)


def projector_shown(qtbot, w: MainWindow):
    """The window's projector opened and exposed (closed with the test)."""
    w.toggle_projector()
    proj = w.projector
    qtbot.addWidget(proj)
    qtbot.waitExposed(proj)
    return proj


def widgets_placed(w) -> dict[int, tuple[object, ...]]:
    """Each visible widget of window ``w`` (its class, geometry) and the window's smallest size and size."""
    from PySide6.QtWidgets import QWidget

    return {id(c): (type(c).__name__, c.geometry().getRect(), c.isVisible()) for c in w.findChildren(QWidget)
            if c.isVisible()} | {0: (w.minimumSize().toTuple(), w.size().toTuple())}


def widgets_placed_afresh(w) -> dict[int, tuple[object, ...]]:
    """``widgets_placed`` once every widget's hints are forgotten by the layouts that hold it, every layout
    invalidated, and all laid out again."""
    from PySide6.QtWidgets import QWidget

    from referee_app.gui.common import lay_out_now

    for c in [w, *w.findChildren(QWidget)]:
        c.updateGeometry()
        if c.layout() is not None:
            c.layout().invalidate()
    lay_out_now()
    delivered()
    return widgets_placed(w)


class PaintRegions(QObject):
    """Counts the paint events of the widgets it is installed on (``count``, which a test may set back to 0), and keeps
    their regions in order."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.regions: list[QRegion] = []

    def eventFilter(self, obj, event):  # noqa: N802 (Qt's naming)
        if event.type() == QEvent.Type.Paint:
            self.count += 1
            self.regions.append(QRegion(event.region()))
        return False


def bold_font(font: QFont, on: bool) -> QFont:
    """``font``, bold or not."""
    font = QFont(font)
    font.setBold(on)
    return font


def assert_notes_as_painted_afresh(w, editor, what: str = "") -> None:
    """The sheet's notes column on screen (the window's backing store) is the column painted afresh (above the sheet's
    scroll bars, which lie over it)."""
    area = editor.area
    bar = editor.verticalScrollBar()
    right = area.width() - (bar.width() if bar.isVisible() else 0)
    down = editor.viewport().height()
    at = area.mapTo(w, QPoint(0, 0))
    shown = w.screen().grabWindow(w.winId(), at.x(), at.y(), right, down).toImage()
    fresh = area.grab().toImage().copy(0, 0, right, down)
    assert shown.convertToFormat(QImage.Format.Format_RGB32) == fresh.convertToFormat(QImage.Format.Format_RGB32), (
        f"{what}: the notes column on screen is not the column painted afresh")

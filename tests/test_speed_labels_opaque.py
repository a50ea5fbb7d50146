"""The labels under a sheet paint their own background (issue 33, round 21).

A label that is not opaque has Qt paint what lies under it first, on every key that gives it a new text: the stack's
background, the sheet and the label's holder (each a paint event, two of them through Python). The labels fill
their rectangle with the background the stack fills there (the window's colour, from the same palette), so Qt
paints nothing under them; the window shows what it showed. (The hint line is not opaque: a label with a style
sheet keeps the palette it was polished with, not the window's after a change.)
"""

from __future__ import annotations

from gui_helpers import delivered, on_screen, press, typing_in
from PySide6.QtCore import QEvent, QObject, QPoint, QRect
from PySide6.QtGui import QColor, QImage, QPalette, QRegion
from PySide6.QtWidgets import QApplication, QWidget

from referee_app.gui.diplomacy.order_pane import _Holder
from referee_app.gui.diplomacy.panels import SheetStack

LINE = "\nA Mar S A Par - Bxx\nF Xyz H\b\b\b\b\bA Mar - Spa"


class _Paints(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.seen: list[tuple[QWidget, QRegion]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's naming)
        if event.type() == QEvent.Type.Paint and isinstance(watched, QWidget):
            self.seen.append((watched, QRegion(event.region())))
        return False


def _labels(pane) -> list[QWidget]:
    return [pane.line_info, pane.problems, pane.unordered]


def _fresh(widget: QWidget) -> QImage:
    return widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def _type(qtbot, w, pane, editor, paints: _Paints | None = None) -> int:
    """``LINE`` typed key by key; after each, the sheet on screen is the sheet painted afresh. Returns how many keys
    painted a label."""
    from PySide6.QtCore import Qt

    labelled = 0
    for ch in LINE:
        if paints is not None:
            paints.seen.clear()
        press(qtbot, editor, Qt.Key.Key_Backspace if ch == "\b" else ch)
        delivered()
        assert on_screen(w, pane) == _fresh(pane), repr(ch)
        if paints is None:
            continue
        labels = [label for label in _labels(pane) if label.isVisible()]
        rects = QRegion()
        for label in labels:
            rects += QRect(label.mapTo(w, QPoint(0, 0)), label.size())
        labelled += any(widget in labels for widget, _ in paints.seen)
        for widget, region in paints.seen:
            assert not isinstance(widget, _Holder), (repr(ch), "a holder was painted under its label")
            if isinstance(widget, SheetStack) or widget is pane:
                under = region.translated(widget.mapTo(w, QPoint(0, 0))).intersected(rects)
                assert under.isEmpty(), (repr(ch), type(widget).__name__, under.boundingRect())
    return labelled


def test_a_key_paints_nothing_under_the_labels_and_the_sheet_shows_what_a_fresh_paint_does(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 2, (1280, 800))
    paints = _Paints()
    QApplication.instance().installEventFilter(paints)
    try:
        assert _type(qtbot, w, pane, editor, paints) > 10
    finally:
        QApplication.instance().removeEventFilter(paints)
    for label in _labels(pane):
        assert label.autoFillBackground() and label.backgroundRole() == QPalette.ColorRole.Window


def test_the_labels_background_is_the_stacks_in_another_palette(qtbot, steady_cursor):
    """Another window colour: each label fills with the colour the stack fills with, and the sheet on screen after
    each key is the sheet painted afresh, which is what it is with the labels not opaque."""
    w, pane, editor = typing_in(qtbot, 2, (1280, 800))
    palette = QPalette(w.palette())
    palette.setColor(QPalette.ColorRole.Window, QColor("#d8e4c0"))
    w.setPalette(palette)
    delivered()
    stack = w.panels.power_tabs.stack
    for label in _labels(pane):
        assert label.palette().brush(QPalette.ColorRole.Window) == stack.palette().brush(QPalette.ColorRole.Window)
    _type(qtbot, w, pane, editor)
    opaque = _fresh(pane)
    for label in _labels(pane):
        label.setAutoFillBackground(False)
    try:
        assert _fresh(pane) == opaque
    finally:
        for label in _labels(pane):
            label.setAutoFillBackground(True)

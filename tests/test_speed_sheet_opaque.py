"""The sheet paints its own background (issue 33, round 25).

The sheet's stack was the first opaque widget under a sheet: where a key repainted the sheet under its labels (a label
taking a line more or less moves those below it; the Tab hint's new text) Qt painted the stack's background there
first, a paint event of its own through the stack's Python ``event``, then the sheet's. The sheet fills its own
background with the colour the stack filled (its palette's window, the same palette), so Qt starts the paint at the
sheet and the stack is not painted while a sheet covers it; the window shows what it showed.
"""

from __future__ import annotations

from gui_helpers import PaintRegions, delivered, on_screen, press, typing_in
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication

# the bench's line, a rejected line whose reason wraps and unwraps, a Tab completion, Backspaces
LINE = "\nA Mar S A Par - Bur\nF Xyz H\b\b\b\b\bA Mar - Spa\nA Ber - Mu\t\b\b"


def _fresh(widget) -> QImage:
    return widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def _type(qtbot, w, pane, editor, stack_paints: PaintRegions, pane_paints: PaintRegions) -> int:
    """``LINE`` typed key by key; after each the sheet on screen is the sheet painted afresh. Returns how many keys
    painted the sheet's own background."""
    painted = 0
    for ch in LINE:
        pane_paints.count = 0
        press(qtbot, editor, Qt.Key.Key_Backspace if ch == "\b" else Qt.Key.Key_Tab if ch == "\t" else ch)
        delivered()
        assert on_screen(w, pane) == _fresh(pane), repr(ch)
        painted += pane_paints.count > 0
    return painted


def test_a_key_paints_the_sheet_not_the_stack_under_it(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 2, (1280, 800))
    stack = w.panels.power_tabs.stack
    assert stack.currentWidget() is pane
    stack_paints, pane_paints = PaintRegions(), PaintRegions()
    stack.installEventFilter(stack_paints)
    pane.installEventFilter(pane_paints)
    # the keys repaint the sheet under its labels (their moves, the hint's texts): on main the stack was painted first
    # at each (fails there: 20-odd paints of the stack)
    assert _type(qtbot, w, pane, editor, stack_paints, pane_paints) > 5
    assert stack_paints.count == 0
    w.resize(1500, 920)  # another size: the sheet is painted whole, the stack still not
    delivered()
    assert on_screen(w, pane) == _fresh(pane)
    assert stack_paints.count == 0
    assert pane.autoFillBackground() and pane.backgroundRole() == QPalette.ColorRole.Window
    assert pane.palette().color(QPalette.ColorRole.Window) == stack.palette().color(QPalette.ColorRole.Window)


def test_the_sheet_shows_the_stacks_colour_after_the_palette_changes(qtbot, steady_cursor):
    """The sheet's background follows the window's palette as the stack's does (a darker window, then back)."""
    w, pane, editor = typing_in(qtbot, 3, (1280, 800))
    stack = w.panels.power_tabs.stack
    app = QApplication.instance()
    before = app.palette()
    dark = QPalette(before)
    dark.setColor(QPalette.ColorRole.Window, QColor("#3c4048"))
    try:
        app.setPalette(dark)
        delivered()
        press(qtbot, editor, "A")
        delivered()
        assert pane.palette().color(QPalette.ColorRole.Window) == QColor("#3c4048")
        assert stack.palette().color(QPalette.ColorRole.Window) == QColor("#3c4048")
        assert on_screen(w, pane) == _fresh(pane)
    finally:
        app.setPalette(before)
        delivered()
    assert pane.palette().color(QPalette.ColorRole.Window) == stack.palette().color(QPalette.ColorRole.Window)

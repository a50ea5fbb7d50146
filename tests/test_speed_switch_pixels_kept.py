"""A sheet switch's pixels kept (issue 33, round 21) are the pixels Qt paints afresh.

Each sheet's swatch shows the pixels its style paints, kept per style (``SwatchChip``). After every kind of change,
the window where it is must be what Qt paints with a styled label; the list of powers beside it (Qt's own delegate)
is checked against a plain delegate's paint as well.
"""

from __future__ import annotations

from gui_helpers import CTRL, delivered, make_window, power_list_restyled, power_rows_changed, press
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage, QPalette, QPixmap
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QStyledItemDelegate


def _shot(w, widget) -> QImage:
    """The window where ``widget`` is, painted at the window's own coordinates (as its backing store has it)."""
    return w.grab(QRect(widget.mapTo(w, QPoint(0, 0)), widget.size())).toImage()


def _list_afresh(w) -> QImage:
    """The list of powers as a plain delegate of Qt's paints it (nothing kept)."""
    view = w.power_tabs.list
    kept = view.itemDelegate()
    plain = QStyledItemDelegate(view)
    view.setItemDelegate(plain)
    try:
        return _shot(w, view.viewport())
    finally:
        view.setItemDelegate(kept)
        plain.deleteLater()


def _chip_afresh(w, chip) -> QImage:
    """Where the swatch is, a label styled with its style in its place (the swatch's own pixels put away meanwhile)."""
    kept = chip.pixmap()
    chip.setPixmap(QPixmap())
    stand_in = QLabel(chip.parentWidget())
    stand_in.setStyleSheet(chip.swatch_style)
    stand_in.setGeometry(chip.geometry())
    stand_in.show()
    try:
        return _shot(w, chip)
    finally:
        stand_in.hide()
        stand_in.deleteLater()
        chip.setPixmap(kept)


def test_the_swatches_kept_and_the_list_of_powers_are_the_pixels_painted_afresh(qtbot):
    QApplication.setCursorFlashTime(0)
    try:
        _walk(qtbot)
    finally:
        QApplication.setCursorFlashTime(1000)


def _walk(qtbot) -> None:
    w = make_window(qtbot)
    view = w.power_tabs.list
    checked = []

    def check(what: str) -> None:
        delivered()
        w.panels.flush_views()  # (the marks typing put off)
        delivered()
        shown = _shot(w, view.viewport())
        assert shown == _list_afresh(w), f"{what}: the list of powers is not as Qt paints it"
        pane = w.current_pane()
        assert _shot(w, pane.chip) == _chip_afresh(w, pane.chip), f"{what}: the swatch is not as its style paints it"
        checked.append(what)

    for i in range(7):  # every sheet made and shown once
        w.select_power(i)
        check(f"sheet {i} shown")
    for _step in range(7):
        press(qtbot, QApplication.focusWidget(), Qt.Key.Key_PageDown, CTRL)
        delivered()
    check("switched round")
    power_rows_changed(qtbot, w, check)
    w.set_language("en")
    check("English again")
    w.panels.toggle_palette()  # other swatches, their borders thicker
    for i in range(7):
        w.select_power(i)
        check(f"the colour-blind palette, sheet {i}")
    w.panels.toggle_palette()
    check("the rulebook's palette again")
    power_list_restyled(view, check)
    palette = QPalette(view.palette())
    palette.setColor(QPalette.ColorRole.Highlight, Qt.GlobalColor.darkGreen)
    palette.setColor(QPalette.ColorRole.Base, Qt.GlobalColor.lightGray)
    view.setPalette(palette)  # another selection and background
    check("another palette")
    view.setPalette(QPalette())
    window_palette = QPalette(w.palette())
    window_palette.setColor(QPalette.ColorRole.Window, Qt.GlobalColor.yellow)
    w.setPalette(window_palette)  # the window's background under the swatch
    check("another window colour")
    w.setPalette(QPalette())
    view.setFocus()  # the list focused (its focused row painted as Qt paints it), keys and the mouse in it
    check("the list focused")
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Up):
        QTest.keyClick(view, key)
        check(f"{key.name} in the list")
    row = view.visualItemRect(view.item(4)).center()
    QTest.mouseMove(view.viewport(), row)
    check("the mouse over a row")
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, row)
    check("a row clicked")
    QTest.mouseMove(w, QPoint(3, 3))
    w.current_pane().editor.setFocus()
    check("the sheet focused again")
    w.game.process()
    check("adjudicated")
    w.game.undo()
    check("undone")
    assert len(checked) == 38

"""A switch of sheets (Ctrl+PgDn) asks the sheet it leaves nothing (issue 33, round 20).

The sheet left loses the focus and is hidden, the sheet shown gets it and is painted whole: their editors' asks to
repaint their text cursor's line are held (the sheet's notes column answered each by reading its lines on screen, to
find none moved); every sheet, shown again after switches, typing and scrolling, is its notes column painted afresh.
"""

from __future__ import annotations

from gui_helpers import CTRL, assert_notes_as_painted_afresh, delivered, press, typing_in
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def test_the_sheet_left_is_asked_nothing_and_the_sheets_shown_are_painted_as_afresh(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 2, (1280, 720))
    for n, line in enumerate(["A Par - Bur", "A Mar S A Par - Bxx"] + ["A Par H", "F Bre - Pic"] * 8):
        for ch in ("\n" if n else "") + line:
            press(qtbot, editor, ch, None)
    delivered()
    bar = editor.verticalScrollBar()
    assert bar.maximum() > 0, "the sheet was to scroll"
    asked: list[tuple[int, bool]] = []  # (the editor, whether it had the focus)
    editors = [w.panels.pane(p).editor for p in w.game.powers]
    for i, e in enumerate(editors):
        e.updateRequest.connect(lambda rect, dy, i=i, e=e: asked.append((i, e.hasFocus())))
    for step, key in enumerate([Qt.Key.Key_PageDown] * 8 + [Qt.Key.Key_PageUp] * 3):
        if step == 4:
            bar.setValue(bar.maximum() // 2)  # France's sheet scrolled while another is shown
        left = QApplication.focusWidget()
        assert left in editors
        asked.clear()
        press(qtbot, left, key, CTRL)
        delivered()
        shown = w.current_pane().editor
        assert QApplication.focusWidget() is shown and shown.hasFocus()
        # (the Ctrl key's press, typed in the sheet before the switch, is the sheet's own)
        assert (editors.index(left), False) not in asked, f"step {step}: the sheet left was asked to repaint its cursor"
        assert (editors.index(shown), True) not in asked, f"step {step}: the sheet shown was asked to repaint its cursor"
        assert left.isHidden() or not left.isVisible()
        assert_notes_as_painted_afresh(w, shown)
    # France's sheet again: scrolled, typed in, each key's notes column as painted afresh
    while w.current_pane() is not pane:
        press(qtbot, QApplication.focusWidget(), Qt.Key.Key_PageDown, CTRL)
        delivered()
    assert_notes_as_painted_afresh(w, editor)
    for ch in [Qt.Key.Key_End, "\n", "A", " ", "M", Qt.Key.Key_Backspace, Qt.Key.Key_Backspace]:
        press(qtbot, editor, ch, None)
        delivered()
        assert_notes_as_painted_afresh(w, editor)

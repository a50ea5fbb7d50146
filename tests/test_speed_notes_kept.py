"""The notes column beside a sheet is painted again only where something in it changed (issue 33, round 12).

The text's repaint of the line typed in (every key) no longer repaints the note beside it when no note changed
and no line moved; a note that changed, a line added or removed, a scroll, another font or width still repaint
it, and what is on screen is the column painted afresh.
"""

from __future__ import annotations

from gui_helpers import PaintRegions, assert_notes_as_painted_afresh, bold_font, delivered, press, typing_in
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QRegion


def test_a_key_that_changes_no_note_and_moves_no_line_leaves_the_notes_column_unpainted(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 2)
    for ch in "A Par - Bur\nF Bre - Mid-Atl":  # (the last line rejected: its note changes with most keys)
        press(qtbot, editor, ch, None)
    delivered()
    painted = PaintRegions()
    editor.area.installEventFilter(painted)
    text_painted = PaintRegions()
    editor.viewport().installEventFilter(text_painted)
    unchanged = 0
    # the cursor moved along the line and back, spaces typed after it, a name being finished: keys that leave the
    # notes as they were, and some that do not
    for ch in [Qt.Key.Key_Left, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_End, "a", "n", "t", "i", "c", " ", " "]:
        before = list(editor.annotations)
        painted.count = text_painted.count = 0
        painted.regions.clear()
        press(qtbot, editor, ch, None)
        delivered()
        assert text_painted.count, "the line typed in was to be repainted"
        if editor.annotations == before:
            unchanged += 1
            # (what a scroll bar shown or hidden, or a taller column, uncovers below the lines is painted by Qt)
            lines = QRegion()
            for _n, top, h in editor._visible_blocks():
                lines += QRect(0, top, editor.area.width(), h)
            assert not any(r.intersects(lines) for r in painted.regions), (
                f"key {ch!r}: the notes column was painted over its lines though no note changed")
        assert_notes_as_painted_afresh(w, editor)
    assert unchanged >= 3, "the keys were to leave the notes the same"


def test_the_notes_column_follows_a_changed_note_a_moved_line_a_scroll_and_another_font(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 2, (1280, 720))
    painted = PaintRegions()
    editor.area.installEventFilter(painted)
    for n, line in enumerate(["A Par - Bur", "A Mar S A Par - Bxx", "F Bre - Mao"] + ["A Par H", "F Bre - Pic"] * 8):
        for ch in ("\n" if n else "") + line:
            before = list(editor.annotations)
            painted.count = 0
            press(qtbot, editor, ch, None)
            delivered()
            if editor.annotations != before:
                assert painted.count, f"line {n}, key {ch!r}: a note changed and the column was not painted"
            assert_notes_as_painted_afresh(w, editor)
    bar = editor.verticalScrollBar()
    assert bar.maximum() > 0, "the sheet was to scroll"
    steps = [lambda: bar.setValue(0), lambda: bar.setValue(bar.maximum() // 2),
             lambda: press(qtbot, editor, Qt.Key.Key_Home, None),
             lambda: press(qtbot, editor, Qt.Key.Key_Backspace, None),  # a line joined to the one above: lines move up
             lambda: press(qtbot, editor, Qt.Key.Key_Return, None),  # and back
             lambda: editor.setFont(bold_font(editor.font(), True)),  # the notes' font follows the sheet's (lines
             lambda: editor.setFont(bold_font(editor.font(), False)),  # as tall in bold: no line moves)
             lambda: w.resize(1180, 720), lambda: w.resize(1280, 640)]
    for step in steps:
        step()
        delivered()
        assert_notes_as_painted_afresh(w, editor)

"""The notes column beside a sheet is painted again only where something in it changed (issue 33, round 12).

The text's repaint of the line typed in (every key) no longer repaints the note beside it when no note changed
and no line moved; a note that changed, a line added or removed, a scroll, another font or width still repaint
it, and what is on screen is the column painted afresh.
"""

from __future__ import annotations

from gui_helpers import delivered, press, typing_in
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QFont, QImage, QRegion


class _Painted(QObject):
    """Counts the paint events of the widgets it is installed on, and keeps their regions."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.regions: list[QRegion] = []

    def eventFilter(self, obj, event):  # noqa: N802 (Qt's naming)
        if event.type() == QEvent.Type.Paint:
            self.count += 1
            self.regions.append(QRegion(event.region()))
        return False


def _column_as_painted_afresh(w, editor) -> None:
    """The notes column on screen (the window's backing store) is the column painted afresh (above the sheet's
    scroll bars, which lie over it)."""
    area = editor.area
    bar = editor.verticalScrollBar()
    right = area.width() - (bar.width() if bar.isVisible() else 0)
    down = editor.viewport().height()
    at = area.mapTo(w, QPoint(0, 0))
    shown = w.screen().grabWindow(w.winId(), at.x(), at.y(), right, down).toImage()
    fresh = area.grab().toImage().copy(0, 0, right, down)
    assert shown.convertToFormat(QImage.Format.Format_RGB32) == fresh.convertToFormat(QImage.Format.Format_RGB32)


def test_a_key_that_changes_no_note_and_moves_no_line_leaves_the_notes_column_unpainted(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 2)
    for ch in "A Par - Bur\nF Bre - Mid-Atl":  # (the last line rejected: its note changes with most keys)
        press(qtbot, editor, ch, None)
    delivered()
    painted = _Painted()
    editor.area.installEventFilter(painted)
    text_painted = _Painted()
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
        _column_as_painted_afresh(w, editor)
    assert unchanged >= 3, "the keys were to leave the notes the same"


def _bold(font: QFont, on: bool) -> QFont:
    font = QFont(font)
    font.setBold(on)
    return font


def test_the_notes_column_follows_a_changed_note_a_moved_line_a_scroll_and_another_font(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 2, (1280, 720))
    painted = _Painted()
    editor.area.installEventFilter(painted)
    for n, line in enumerate(["A Par - Bur", "A Mar S A Par - Bxx", "F Bre - Mao"] + ["A Par H", "F Bre - Pic"] * 8):
        for ch in ("\n" if n else "") + line:
            before = list(editor.annotations)
            painted.count = 0
            press(qtbot, editor, ch, None)
            delivered()
            if editor.annotations != before:
                assert painted.count, f"line {n}, key {ch!r}: a note changed and the column was not painted"
            _column_as_painted_afresh(w, editor)
    bar = editor.verticalScrollBar()
    assert bar.maximum() > 0, "the sheet was to scroll"
    steps = [lambda: bar.setValue(0), lambda: bar.setValue(bar.maximum() // 2),
             lambda: press(qtbot, editor, Qt.Key.Key_Home, None),
             lambda: press(qtbot, editor, Qt.Key.Key_Backspace, None),  # a line joined to the one above: lines move up
             lambda: press(qtbot, editor, Qt.Key.Key_Return, None),  # and back
             lambda: editor.setFont(_bold(editor.font(), True)),  # the notes' font follows the sheet's (lines
             lambda: editor.setFont(_bold(editor.font(), False)),  # as tall in bold: no line moves)
             lambda: w.resize(1180, 720), lambda: w.resize(1280, 640)]
    for step in steps:
        step()
        delivered()
        _column_as_painted_afresh(w, editor)

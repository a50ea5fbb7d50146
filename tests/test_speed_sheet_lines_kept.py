"""The places of a sheet's lines on screen (``OrderEditor._visible_blocks``) are found once for each change of what
they follow from (issue 33, round 20): a key asked them three or four times (the text's repaint requests, the
notes set, the notes column's paint), each a Python loop of PySide calls over the lines on screen. The answer kept
is the one found afresh after every key, a scroll, another font and a resize."""

from __future__ import annotations

from gui_helpers import delivered, press, typing_in
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont


def _fresh(editor) -> list[tuple[int, int, int]]:
    """(line, top, height) of the lines on screen, found afresh (the editor's own loop, nothing kept)."""
    out = []
    block = editor.firstVisibleBlock()
    top = round(editor.blockBoundingGeometry(block).translated(editor.contentOffset()).top())
    while block.isValid() and top <= editor.viewport().height():
        h = round(editor.blockBoundingRect(block).height())
        if block.isVisible():
            out.append((block.blockNumber(), top, h))
        top += h
        block = block.next()
    return out


def _passes_counted(editor):
    """``editor``'s passes over its lines counted from now on (each asks the first line's place once, at its start);
    ``del editor.blockBoundingGeometry`` stops the count."""
    real = editor.blockBoundingGeometry
    passes = [0]

    def counted(block):
        passes[0] += 1
        return real(block)

    editor.blockBoundingGeometry = counted
    return passes


def test_a_key_finds_the_places_of_the_lines_on_screen_once(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 2)
    for ch in "A Par - Bur\nF Bre - Mid\n":
        press(qtbot, editor, ch)
    delivered()
    passes = _passes_counted(editor)
    try:
        for ch in ["A", " ", "M", "a", "r", "\n", Qt.Key.Key_Backspace, Qt.Key.Key_Up, "x", Qt.Key.Key_Backspace]:
            passes[0] = 0
            size, scroll = editor.viewport().size(), editor.verticalScrollBar().value()
            press(qtbot, editor, ch)
            delivered()
            # once for the key's text; once more when the lines moved on screen after it (the labels under the sheet
            # took a line more or less, a scroll)
            moved = editor.viewport().size() != size or editor.verticalScrollBar().value() != scroll
            assert passes[0] <= 1 + moved, f"key {ch!r}: the lines' places were found {passes[0]} times"
    finally:
        del editor.blockBoundingGeometry
    assert editor._visible_blocks() == _fresh(editor)


def test_the_kept_places_follow_the_text_a_scroll_a_font_and_a_resize(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 4)
    for ch in "A Ven H\nA Rom - Apu\nF Nap - Ion\n":
        press(qtbot, editor, ch)
        delivered()
        assert editor._visible_blocks() == _fresh(editor)
    for _ in range(40):  # lines enough to scroll
        press(qtbot, editor, "\n")
    delivered()
    assert editor.verticalScrollBar().maximum() > 0
    assert editor._visible_blocks() == _fresh(editor)
    for value in (0, 3, editor.verticalScrollBar().maximum()):
        editor.verticalScrollBar().setValue(value)
        delivered()
        assert editor._visible_blocks() == _fresh(editor), f"scrolled to {value}"
    editor.verticalScrollBar().setValue(0)
    delivered()
    before = editor._visible_blocks()
    font = QFont(editor.font())
    font.setPointSize(font.pointSize() + 6)  # taller lines, the same text and scroll
    editor.setFont(font)
    delivered()
    assert editor._visible_blocks() == _fresh(editor) != before
    w.resize(w.width(), w.height() - 120)  # a shorter sheet: fewer lines on screen
    delivered()
    assert editor._visible_blocks() == _fresh(editor)
    editor.setPlainText("A Ven H\n\nF Nap - Ion")  # the whole text replaced
    delivered()
    assert editor._visible_blocks() == _fresh(editor) == [(n, top, h) for n, top, h in _fresh(editor)]
    press(qtbot, editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undone: the text before
    delivered()
    assert editor._visible_blocks() == _fresh(editor)

"""A key's change inside one line of a sheet, or another height of the sheet's text, finds the places of its lines
on screen (``OrderEditor._visible_blocks``) without its loop over them (issue 33, round 21): a letter, a space or a
Backspace inside a line moves no line but that one's height, which is compared; a shorter or taller viewport keeps
the lines found above its bottom. The places kept are the ones found afresh after every kind of key and change."""

from __future__ import annotations

from gui_helpers import delivered, press, typing_in
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from test_speed_sheet_lines_kept import _fresh, _passes_counted


def test_a_key_inside_a_line_finds_the_lines_places_without_a_pass(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 2)
    for ch in "A Par - Bur\nF Bre - Mid\nA Mar ":
        press(qtbot, editor, ch)
    delivered()
    passes = _passes_counted(editor)
    try:
        for ch in ["S", " ", "A", Qt.Key.Key_Backspace, "A", " ", "P", "a", "r"]:
            passes[0] = 0
            press(qtbot, editor, ch)  # (the labels under the sheet take a line more or less on some keys: another height)
            delivered()
            editor._visible_blocks()
            assert passes[0] == 0, f"key {ch!r}: the lines' places were found afresh ({passes[0]} passes)"
            assert editor._visible_blocks() == _fresh(editor)
        passes[0] = 0
        press(qtbot, editor, "\n")  # a new line: the lines found again
        delivered()
        assert passes[0] >= 1
    finally:
        del editor.blockBoundingGeometry
    assert editor._visible_blocks() == _fresh(editor)


def test_a_shorter_or_taller_sheet_keeps_the_lines_found_above_its_bottom(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 3, (1280, 800))
    for ch in "A Ven H\nA Rom - Apu\nF Nap - Ion\n":
        press(qtbot, editor, ch)
    delivered()
    editor._visible_blocks()
    passes = _passes_counted(editor)
    try:
        for height in (780, 700, 760, 640, 800):  # every line still on screen: no pass
            passes[0] = 0
            w.resize(1280, height)
            delivered()
            editor._visible_blocks()
            assert passes[0] == 0, f"height {height}: {passes[0]} passes"
            assert editor._visible_blocks() == _fresh(editor), height
    finally:
        del editor.blockBoundingGeometry


def test_the_places_kept_are_the_places_after_every_kind_of_change(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 4, (1280, 800))
    for ch in "A Ven H\nA Rom - Apu\nF Nap - Ion\n":
        press(qtbot, editor, ch)
        delivered()
        assert editor._visible_blocks() == _fresh(editor)
    for _ in range(30):  # lines enough to scroll: the pass stops above the last ones
        press(qtbot, editor, "\n")
    delivered()
    assert editor.verticalScrollBar().maximum() > 0
    checks = []

    def step(what, fn):
        fn()
        delivered()
        assert editor._visible_blocks() == _fresh(editor), what
        checks.append(what)

    for value in (0, 2, editor.verticalScrollBar().maximum()):
        step(f"scrolled to {value}", lambda value=value: editor.verticalScrollBar().setValue(value))
    step("scrolled to the top", lambda: editor.verticalScrollBar().setValue(0))

    def at_line(n):
        c = editor.textCursor()
        c.setPosition(editor.document().findBlockByNumber(n).position())
        c.movePosition(QTextCursor.MoveOperation.EndOfBlock)
        editor.setTextCursor(c)

    for n in (0, 1, 2):  # a letter in a line on screen, one that makes it taller (a wide script's font), Backspace
        step(f"at line {n}", lambda n=n: at_line(n))
        step(f"a letter in line {n}", lambda: press(qtbot, editor, "x"))
        step(f"a CJK letter in line {n}", lambda: editor.textCursor().insertText("巴"))
        step(f"an emoji in line {n}", lambda: editor.textCursor().insertText("\U0001F600"))
        step(f"Backspace in line {n}", lambda: press(qtbot, editor, Qt.Key.Key_Backspace))
        step(f"Backspace in line {n} again", lambda: press(qtbot, editor, Qt.Key.Key_Backspace))
        step(f"a line separator in line {n}", lambda: editor.textCursor().insertText("a\u2028b"))
        step(f"the separator taken back in line {n}", lambda: [press(qtbot, editor, Qt.Key.Key_Backspace)
                                                                  for _ in range(3)])
    step("two changes at once", lambda: (editor.textCursor().insertText("y"), editor.textCursor().insertText("z")))
    step("a line joined to the next", lambda: (at_line(1), press(qtbot, editor, Qt.Key.Key_Delete)))
    step("a line split", lambda: press(qtbot, editor, "\n"))

    def replace_across():  # a newline removed and another added: as many lines, another text in two of them
        c = editor.textCursor()
        c.setPosition(editor.document().findBlockByNumber(0).position() + 2)
        c.setPosition(editor.document().findBlockByNumber(1).position() + 2, QTextCursor.MoveMode.KeepAnchor)
        c.insertText("q\nr巴")  # (the second line taller: a wide script's font)

    step("a change across two lines", replace_across)
    step("a line at the bottom", lambda: (editor.moveCursor(QTextCursor.MoveOperation.End), press(qtbot, editor, "w")))
    step("the window shorter", lambda: w.resize(1280, 640))
    step("a letter after it", lambda: press(qtbot, editor, "v"))
    step("the window taller", lambda: w.resize(1280, 800))
    step("undone", lambda: press(qtbot, editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier))
    step("the text set whole", lambda: editor.setPlainText("A Ven H\n\nF Nap - Ion"))
    step("a letter in it", lambda: press(qtbot, editor, "k"))
    assert len(checks) > 30

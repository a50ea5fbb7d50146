"""The notes column beside a sheet repaints only the rows whose line or place changed (issue 33, round 22).

A Return at the end of the sheet adds a line below the others: Qt repaints the whole text (its own choice), but the
notes of the lines above stay where they were, and the column painted them all again. Now only the rows that hold
another line, or the same line at another place or height, and the band between the old and the new end of the
lines are painted; what is on screen is still the column painted afresh, after lines added, removed, joined and
split anywhere, scrolls and another font.
"""

from __future__ import annotations

from gui_helpers import PaintRegions, assert_notes_as_painted_afresh, bold_font, delivered, press, typing_in
from PySide6.QtCore import QRect, Qt


def test_a_return_at_the_end_of_the_sheet_leaves_the_notes_above_unpainted(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 2)
    lines = ["A Par - Bur", "A Mar S A Par - Bxx", "F Bre - Mao", "A Xyz H"]  # (notes on every line, two rejected)
    for n, line in enumerate(lines):
        for ch in ("\n" if n else "") + line:
            press(qtbot, editor, ch, None)
    delivered()
    assert all(text for _kind, text in editor.annotations[:len(lines)]), "every line was to have a note"
    painted = PaintRegions()
    editor.area.installEventFilter(painted)
    for _ in range(2):
        above = editor._visible_blocks()[:-1]  # the rows above the line the Return is typed at the end of
        painted.regions.clear()
        press(qtbot, editor, "\n", None)
        delivered()
        assert painted.regions, "the new line's row was to be painted"
        for _n, top, h in above:
            row = QRect(0, top, editor.area.width(), h)
            assert not any(r.intersects(row) for r in painted.regions), (
                f"the note of line {_n + 1}, above the new line, was painted again")
        assert_notes_as_painted_afresh(w, editor, "a Return at the end")
        for ch in "A Vie H":
            press(qtbot, editor, ch, None)
            delivered()
            assert_notes_as_painted_afresh(w, editor, f"key {ch!r}")



def test_the_notes_column_follows_lines_added_and_removed_anywhere(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 2, (1280, 720))
    for n, line in enumerate(["A Par - Bur", "A Mar S A Par - Bxx", "F Bre - Mao", "A Xyz H", "F Bre - Pic"]):
        for ch in ("\n" if n else "") + line:
            press(qtbot, editor, ch, None)
            delivered()
            assert_notes_as_painted_afresh(w, editor, f"line {n + 1}, key {ch!r}")
    up, home, end = Qt.Key.Key_Up, Qt.Key.Key_Home, Qt.Key.Key_End
    steps: list[tuple[str, object]] = [
        ("up twice", [up, up]), ("a line split in the middle", [home, "\n"]),
        ("a line joined to the one above", [Qt.Key.Key_Backspace]), ("split again", ["\n"]),
        ("typed into the new line", ["A", " ", "V", "i", "e"]), ("a line inserted above", [home, "\n", up]),
        ("rejected text", ["F", " ", "Q"]), ("the last line emptied", [Qt.Key.Key_Down, Qt.Key.Key_Down, end]
                                              + [Qt.Key.Key_Backspace] * 12),
        ("the end of the sheet joined", [Qt.Key.Key_Backspace, Qt.Key.Key_Backspace]),
        ("lines past the bottom", ["\n", "A", " ", "P", "a", "r", " ", "H"] * 14),
        ("deleted from the top", [Qt.Key.Key_PageUp, Qt.Key.Key_PageUp, Qt.Key.Key_PageUp, Qt.Key.Key_Delete,
                                  Qt.Key.Key_Delete]),
    ]
    for what, keys in steps:
        for key in keys:
            press(qtbot, editor, key, None)
            delivered()
            assert_notes_as_painted_afresh(w, editor, what)
    bar = editor.verticalScrollBar()
    assert bar.maximum() > 0, "the sheet was to scroll"
    for what, step in [("scrolled", lambda: bar.setValue(bar.maximum() // 2)),
                       ("a Return after the scroll", lambda: press(qtbot, editor, "\n", None)),
                       ("a Backspace", lambda: press(qtbot, editor, Qt.Key.Key_Backspace, None)),
                       ("bold", lambda: editor.setFont(bold_font(editor.font(), True))),
                       ("a Return in bold", lambda: press(qtbot, editor, "\n", None)),
                       ("not bold", lambda: editor.setFont(bold_font(editor.font(), False))),
                       ("narrower", lambda: w.resize(1180, 720)), ("shorter", lambda: w.resize(1180, 600)),
                       ("a Return at the end", lambda: (editor.moveCursor(editor.textCursor().MoveOperation.End),
                                                        press(qtbot, editor, "\n", None)))]:
        step()
        delivered()
        assert_notes_as_painted_afresh(w, editor, what)

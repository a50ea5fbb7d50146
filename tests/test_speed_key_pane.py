"""A key's change of the text reads the sheet's text once (issue 33, round 21): ``_on_text_changed`` read its lines to store them,
and the refresh after it read them again through PySide. The sheet's checks after each key are the game's own."""

from __future__ import annotations

from gui_helpers import delivered, press, typing_in
from PySide6.QtCore import Qt


def test_a_key_reads_the_sheets_text_once_and_shows_the_games_checks(qtbot):
    w, pane, editor = typing_in(qtbot, 3)
    reads = [0]
    real = editor.lines

    def counted():
        reads[0] += 1
        return real()

    editor.lines = counted
    changes = [0]  # (a Return changes the text twice: the line's end, then the new line)
    editor.textChanged.connect(lambda: changes.__setitem__(0, changes[0] + 1))
    try:
        for ch in ["\n", "A", " ", "R", "o", "m", " ", "-", " ", "V", "e", "n", Qt.Key.Key_Backspace, "\n", "x"]:
            reads[0] = changes[0] = 0
            press(qtbot, editor, ch)
            delivered()
            assert changes[0] >= 1
            assert reads[0] == changes[0], f"key {ch!r}: the sheet's text read {reads[0]} times for {changes[0]} changes"
            lines = real()
            assert pane.checks == (pane.game.check_sheet(pane.power, [] if lines == [""] else lines)
                                   or [pane.game.check_line(pane.power, "")])
            assert pane.game.current.sheets.get(pane.power, []) == ([] if lines == [""] else lines)
    finally:
        del editor.lines
    pane.refresh()  # a refresh of its own reads the text itself
    assert pane._lines_read is None

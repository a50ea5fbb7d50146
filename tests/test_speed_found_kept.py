"""What a start of a province's name offers (``OrderEditor.candidates``: the provinces its names found name, and what
Tab writes for each, in that order) is kept per start with the names found (``ProvinceNames.found``, issue 33,
round 21): each letter of a name typed again in an evening made it again, a Python loop over every name found and
every province's completion. What the sheet offers is what the rules of completion make of it afresh."""

from __future__ import annotations

from gui_helpers import delivered, press, typing_in
from PySide6.QtGui import QTextCursor


def _afresh(editor) -> list[tuple[str, str]]:
    """The candidates as the sheet made them before anything was kept (round 20's ``candidates``)."""
    frag, start = editor.completion_prefix()
    editor._found = None
    if not frag:
        return []
    codes: set[str] = set()
    for w in editor._matches(frag):
        codes |= editor.names.codes.get(w.casefold(), set())
    block = editor.textCursor().block()
    fits = editor.fit(block.text()[: start - block.position()])
    if fits is not None and codes & fits:
        codes &= fits
    return sorted(((c, editor.names.completion(c, frag)) for c in codes), key=lambda x: x[1].casefold())


LINES = ["A Mar S A Par - Bur", "F Bre - Mid", "A Par - Gas", "F Nth C A Lon - Nwy", "Build A Ber", "A Mun - Sil",
         "F Lon - Nor", "A Pa", "F North S"]


def test_what_a_start_of_a_name_offers_is_kept_and_is_what_completion_makes_of_it(qtbot):
    w, pane, editor = typing_in(qtbot, 2)
    names = editor.names
    made = [0]
    real = names.completion

    def counted(code, fragment):
        made[0] += 1
        return real(code, fragment)

    names.completion = counted
    try:
        offered: list[list[tuple[str, str]]] = []
        for line in LINES:
            for ch in line:
                press(qtbot, editor, ch)
                got = editor.candidates()
                assert got == _afresh(editor), (line, ch)
                offered.append(got)
            press(qtbot, editor, "\n")
        assert made[0] > 0
        # the same lines again, in another sheet of the same names: each start finds what it found, nothing made again
        w.select_power(4)
        other = w.current_pane().editor
        other.setFocus()
        delivered()
        assert other.names is names
        made[0] = 0
        again: list[list[tuple[str, str]]] = []
        for line in LINES:
            for ch in line:
                press(qtbot, other, ch)
                again.append(other.candidates())
                assert again[-1] == _afresh(other), (line, ch)
            press(qtbot, other, "\n")
        made_by_afresh = made[0]  # (``_afresh`` makes every completion again)
        made[0] = 0
        for line in LINES:
            c = other.textCursor()
            c.movePosition(QTextCursor.MoveOperation.End)
            other.setTextCursor(c)
            for ch in line:
                press(qtbot, other, ch)
                other.candidates()
            press(qtbot, other, "\n")
        assert made_by_afresh > 0 and made[0] == 0, f"{made[0]} completions made again for starts already offered"
    finally:
        del names.completion


def test_the_kept_offers_follow_a_new_list_of_names_found(qtbot):
    w, pane, editor = typing_in(qtbot, 1)
    for ch in "A Par - Bu":
        press(qtbot, editor, ch)
    first = editor.candidates()
    assert first == _afresh(editor) and first
    editor._matched.clear()  # the names found forgotten (as when the editors' kept names are cleared): found again
    assert editor.candidates() == first == _afresh(editor)
    assert editor.names._found["Bu"][0] is editor._matched["Bu"]

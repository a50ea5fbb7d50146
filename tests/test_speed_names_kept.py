"""The names a start of a province's name finds are kept per start (issue 33, round 20): the completer's model
(the ruleset's names) and settings never change, and each letter of a name typed again in an evening asked the
completer to filter them and was read back row by row through PySide. What the sheet offers ("Tab: ...") and what
Tab completes are what the completer itself finds."""

from __future__ import annotations

from gui_helpers import delivered, press, typing_in
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCompleter


def _completer_finds(editor, frag: str) -> list[str]:
    """What a completer set up as the sheet's, on its model, finds for ``frag`` (nothing kept)."""
    own = editor.completer
    fresh = QCompleter(own.model())
    fresh.setCaseSensitivity(own.caseSensitivity())
    fresh.setCompletionMode(own.completionMode())
    fresh.setModelSorting(own.modelSorting())
    fresh.setFilterMode(own.filterMode())
    fresh.setCompletionPrefix(frag)
    model = fresh.completionModel()
    return [str(model.index(i, 0).data()) for i in range(model.rowCount())]


def test_a_start_of_a_name_typed_again_finds_the_kept_names_which_are_the_completers(qtbot):
    w, pane, editor = typing_in(qtbot, 1)
    asked: list[str] = []
    real = editor.completer.setCompletionPrefix
    editor.completer.setCompletionPrefix = lambda frag: (asked.append(frag), real(frag))[1]
    hints: list[str] = []
    try:
        line = "A Mar S A Par - Bur"
        for ch in line:
            press(qtbot, editor, ch)
            hints.append(pane.hint.text())
        first = list(asked)
        assert first, "the sheet was to ask the completer for the names being typed"
        asked.clear()
        press(qtbot, editor, "\n")
        again: list[str] = []
        for ch in line:  # the same line again: the same starts of names
            press(qtbot, editor, ch)
            again.append(pane.hint.text())
        assert asked == [], f"the completer was asked again for {asked}"
        assert again == hints
    finally:
        del editor.completer.setCompletionPrefix
    # another power's sheet: its own completer, on the same names
    w.select_power(5)
    other = w.current_pane()
    other.editor.setFocus()
    delivered()
    asked.clear()
    real_other = other.editor.completer.setCompletionPrefix
    other.editor.completer.setCompletionPrefix = lambda frag: (asked.append(frag), real_other(frag))[1]
    elsewhere: list[str] = []
    try:
        press(qtbot, other.editor, "\n")
        for ch in line:
            press(qtbot, other.editor, ch)
            elsewhere.append(other.hint.text())
    finally:
        del other.editor.completer.setCompletionPrefix
    assert asked == [], f"another sheet asked the completer again for {asked}"
    for frag in set(first) | {"Ma", "mar", "Par", "S A Pa", "Bu", "North", "St", "Ber", "xyz"}:
        assert editor._matches(frag) == _completer_finds(editor, frag), frag
        assert other.editor._matches(frag) == _completer_finds(other.editor, frag), frag
    delivered()


def test_tab_completes_as_before_with_the_names_kept(qtbot):
    w, pane, editor = typing_in(qtbot, 3)
    for _ in range(2):  # the second time from the names kept
        for ch in "A Mun - Bu":
            press(qtbot, editor, ch)
        press(qtbot, editor, Qt.Key.Key_Tab)  # one province fits: Burgundy
        delivered()
        assert editor.lines()[-1] == "A Mun - Burgundy"
        press(qtbot, editor, "\n")
    assert editor.completions() == []

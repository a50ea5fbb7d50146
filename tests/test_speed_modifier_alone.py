"""A modifier pressed alone in a sheet asks the sheet nothing (issue 33, round 24).

The Ctrl of Ctrl+PgDn (and the Shift of a capital) comes to the sheet's editor first. Qt's text control matched it
against its moves and shortcuts, asked its cursor's line to be repainted as it stood, and ignored it; the sheet then
laid the window out. ``OrderEditor._key`` ignores it at once: the key goes on to the sheet's parents as before, nothing
is repainted, and a hint or the list of names shown still goes, as for any key that types nothing.
"""

from __future__ import annotations

from gui_helpers import CTRL, assert_as_painted_afresh, delivered, press, typing_in
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest

_MODIFIERS = (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Meta, Qt.Key.Key_Alt, Qt.Key.Key_AltGr)


class _Passed(QObject):
    """The key presses that reach a widget (the sheet's pane: those the editor left)."""

    def __init__(self) -> None:
        super().__init__()
        self.keys: list[int] = []

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's naming)
        if event.type() == QEvent.Type.KeyPress:
            self.keys.append(event.key())
        return False


def test_a_modifier_alone_is_passed_on_and_repaints_nothing(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 2, (1280, 800))
    for part in ("A Par - Bur", "\n", "A Mar H"):
        press(qtbot, editor, part)
    delivered()
    asked: list[object] = []
    editor.updateRequest.connect(lambda rect, dy: asked.append((rect, dy)))
    passed = _Passed()
    pane.installEventFilter(passed)
    before = (editor.toPlainText(), editor.textCursor().position(), pane.hint.text(), w.game.current.sheets.get("FRANCE"))
    for key in _MODIFIERS:
        QTest.keyPress(editor, key)
        delivered()
        if key not in (Qt.Key.Key_Alt, Qt.Key.Key_AltGr):  # (Alt let go alone takes the focus to the menus)
            QTest.keyRelease(editor, key)
            delivered()
    pane.removeEventFilter(passed)
    assert asked == [], "a modifier alone asked the sheet to repaint"
    assert passed.keys == [int(k.value) for k in _MODIFIERS], "the sheet did not leave the modifiers to its parents"
    assert (editor.toPlainText(), editor.textCursor().position(), pane.hint.text(),
            w.game.current.sheets.get("FRANCE")) == before
    assert editor.hasFocus()
    assert_as_painted_afresh(w, editor.viewport(), "the sheet after the modifiers")
    # and keys go on as before: a line typed after them, a switch with Ctrl
    for part in ("\n", "F Bre - Mao"):
        press(qtbot, editor, part)
    delivered()
    assert editor.toPlainText() == "A Par - Bur\nA Mar H\nF Bre - Mao"
    press(qtbot, editor, Qt.Key.Key_PageDown, CTRL)
    delivered()
    assert w.current_pane() is not pane and w.current_pane().editor.hasFocus()


def test_a_modifier_alone_takes_the_hint_and_the_list_of_names_away_as_before(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 4, (1280, 800))
    assert pane.power == "ITALY"
    press(qtbot, editor, "A Ro")
    delivered()
    assert pane.hint.text().startswith("Tab:"), "a start of a name was to show a hint"
    QTest.keyPress(editor, Qt.Key.Key_Shift)
    delivered()
    QTest.keyRelease(editor, Qt.Key.Key_Shift)
    assert pane.hint.text() == "", "the hint stayed after a modifier"
    press(qtbot, editor, "m - Tu")
    press(qtbot, editor, Qt.Key.Key_Tab)  # the list of names shown
    delivered()
    popup = editor.chooser.popup() if editor.chooser is not None else None
    assert popup is not None and popup.isVisible(), "Tab was to show the names"
    QTest.keyPress(popup, Qt.Key.Key_Control)  # (the list holds the keys while it shows; it gives them to the sheet)
    delivered()
    assert not popup.isVisible(), "the list of names stayed after a modifier"
    assert editor.toPlainText() == "A Rom - Tu"

"""What a key or a sheet switch leaves as it was (issue 33, round 8) is what doing it afresh gives.

A key typed inside a line leaves the line marks set (the current line's mark follows its line in the document), and
a sheet shown again is not read again from the game when nothing it shows has changed since it last was: the
marks painted must be those set afresh, and the sheet shown the sheet refreshed afresh, after every kind of change.
"""

from __future__ import annotations

from gui_helpers import CTRL, SHIFT, make_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from referee_app.gui.diplomacy.order_pane import OrderPane

KEYS: list[tuple[object, object]] = [
    *[(ch, None) for ch in "A Par - Bur\nA Mar S A Par - Bxx"],
    (Qt.Key.Key_Backspace, None), (Qt.Key.Key_Backspace, None), *[(ch, None) for ch in "ur\nF Bre - Mid"],
    (Qt.Key.Key_Home, None), *[(ch, None) for ch in "xx"],  # typed at the start of a line: the mark's cursor after it
    (Qt.Key.Key_Home, None), (Qt.Key.Key_Delete, None), (Qt.Key.Key_Delete, None),
    (Qt.Key.Key_Up, None), (Qt.Key.Key_End, None), (Qt.Key.Key_Left, SHIFT), (Qt.Key.Key_Left, SHIFT),
    *[(ch, None) for ch in "xy"],  # a selection typed over (the same length: the text changes, not the line's extent)
    (Qt.Key.Key_Z, CTRL), (Qt.Key.Key_Z, CTRL),  # the editor's undo
    (Qt.Key.Key_End, CTRL), (Qt.Key.Key_Home, None), (Qt.Key.Key_Backspace, None),  # two lines joined
    (Qt.Key.Key_Return, None), *[(ch, None) for ch in "\nA Xyz H\nA Par H"],
    (Qt.Key.Key_Up, CTRL), (Qt.Key.Key_Delete, SHIFT),
]


def _press(qtbot, widget, key, mods) -> None:
    if isinstance(key, str):
        if key == "\n":
            qtbot.keyClick(widget, Qt.Key.Key_Return)
        else:
            qtbot.keyClicks(widget, key)
    else:
        qtbot.keyClick(widget, key, mods or Qt.KeyboardModifier.NoModifier)


def _settle() -> None:
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def _picture(editor) -> QImage:
    return editor.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def test_marks_left_as_they_were_paint_what_marks_set_afresh_paint(qtbot):
    w = make_window(qtbot)
    w.select_power(2)
    editor = w.current_pane().editor
    editor.setFocus()
    app = QApplication.instance()
    flash = app.cursorFlashTime()
    app.setCursorFlashTime(0)  # the text cursor shown in both pictures
    sets = []
    own = editor.setExtraSelections
    editor.setExtraSelections = lambda sels: (sets.append(len(sels)), own(sels))[1]
    left = apart = 0
    try:
        for n, (key, mods) in enumerate(KEYS):
            before = len(sets)
            _press(qtbot, editor, key, mods)
            _settle()
            if len(sets) == before:
                left += 1
                mark = editor._mark_cursor
                if mark is not None and mark.position() != editor.textCursor().position():
                    apart += 1  # the kept mark's cursor elsewhere in the line than the text cursor
            kept = _picture(editor)
            editor._highlighted = None  # set afresh from the text, the cursor and the notes
            editor._line_cursors.clear()
            editor._highlight()
            _settle()
            assert kept == _picture(editor), f"key {n} ({key!r}): the kept marks paint otherwise than fresh ones"
    finally:
        app.setCursorFlashTime(flash)
    # the marks were left on keys that move no rejected line's extent, among them keys where the kept mark's cursor was not the text cursor's place
    assert left >= 10 and apart >= 3, (left, apart)


def _shown(pane: OrderPane) -> tuple[object, ...]:
    """Everything ``refresh`` sets on the sheet."""
    labels = (pane.title, pane.status, pane.note, pane.line_info, pane.problems, pane.unordered, pane.late_label,
              pane.skipped_label, pane.hint)
    return (tuple(label.text() for label in labels), tuple(not label.isHidden() for label in labels),
            not pane._problems_box.isHidden(), not pane.late_frame.isHidden(), not pane.reject_button.isHidden(),
            tuple(pane.editor.annotations), pane.editor.placeholderText(), pane.editor.isReadOnly(),
            [(c.text, c.ok, c.blank, c.corrected, c.error) for c in pane.checks])


def test_a_sheet_shown_again_shows_what_a_fresh_refresh_shows(qtbot):
    w = make_window(qtbot)
    refreshed = []
    own = OrderPane.refresh

    def counted(self) -> None:
        refreshed.append(self.power)
        own(self)

    OrderPane.refresh = counted  # type: ignore[method-assign]
    try:
        def switch_to(i: int) -> OrderPane:
            w.select_power(i)
            _settle()
            return w.current_pane()

        def check(what: str) -> None:
            for i in (2, 3, 2):  # France and Germany shown in turn
                pane = switch_to(i)
                shown = _shown(pane)
                pane.refresh()  # afresh
                assert shown == _shown(pane), f"{what}: {pane.power}'s sheet shown is not the sheet refreshed"

        for i in range(7):
            switch_to(i)  # every sheet made and shown once
        refreshed.clear()
        for i in (2, 3, 2, 3):
            switch_to(i)
        assert refreshed == [], "a sheet shown again with nothing changed was read again"
        check("nothing done")
        france = w.pane("FRANCE")
        switch_to(2)
        france.editor.setFocus()
        for ch in "A Par - Bur\nA Mar - Xyz":
            _press(qtbot, france.editor, ch, None)
        check("France typed")
        germany = switch_to(3)
        germany.editor.setFocus()
        _press(qtbot, germany.editor, Qt.Key.Key_Up, None)  # the cursor moved, no text changed
        check("Germany's cursor moved")
        w.game.set_orders("GERMANY", ["A Ber - Kie", "A Ber - Mun"])  # a sheet changed from outside the pane
        check("Germany's sheet set by the game")
        w.game.call_time()
        check("time called")
        w.game.set_orders("FRANCE", ["A Par - Bur"])  # late
        check("France late")
        w.game.accept_late("FRANCE", False)
        check("France refused")
        w.game.call_time(False)
        w.game.set_civil_disorder("GERMANY")
        check("Germany in civil disorder")
        w.game.set_civil_disorder("GERMANY", False)
        w.set_language("ja")
        check("Japanese")
        w.set_language("en")
        check("English again")
        w.game.process()
        check("adjudicated")
        w.game.undo()
        check("undone")
    finally:
        OrderPane.refresh = own  # type: ignore[method-assign]

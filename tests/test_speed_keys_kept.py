"""What a key or a sheet switch keeps (issue 33, round 8) is what doing it afresh gives.

A sheet shown again is not read again from the game when nothing it shows has changed since it last was: the
sheet shown must be the sheet refreshed afresh, after every kind of change. Tab's names are found once per key.
"""

from __future__ import annotations

from gui_helpers import delivered, make_window, press
from PySide6.QtCore import Qt

from referee_app.gui.diplomacy.order_pane import OrderPane


def test_tabs_names_are_the_names_found_afresh(qtbot):
    """Tab's names (the hint under the sheet) use the names the prefix's search found, not a second search: the
    same as searching again, letter by letter, with a unit's reach narrowing them and a name of several words."""
    w = make_window(qtbot)
    w.select_power(2)
    editor = w.current_pane().editor
    editor.setFocus()
    own = editor.completion_prefix

    def forgetting() -> tuple[str, int]:
        found = own()
        editor._found = None  # nothing kept from the prefix's search: the names searched again
        return found

    seen = 0
    for ch in "A Par - Bu\nF Bre - Mid-At\nA Mar S A Par - P\nF Bre - North S":
        press(qtbot, editor, ch, None)
        kept = editor.candidates()
        editor.completion_prefix = forgetting
        try:
            fresh = editor.candidates()
        finally:
            del editor.completion_prefix
        assert kept == fresh, (editor.textCursor().block().text(), kept, fresh)
        seen += bool(kept)
    assert seen >= 10


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
            delivered()
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
            press(qtbot, france.editor, ch, None)
        check("France typed")
        germany = switch_to(3)
        germany.editor.setFocus()
        press(qtbot, germany.editor, Qt.Key.Key_Up, None)  # the cursor moved, no text changed
        check("Germany's cursor moved")
        w.game.set_orders("GERMANY", ["A Ber - Kie", "A Ber - Mun"])  # a sheet changed from outside the pane
        check("Germany's sheet set by the game")
        # a change the sheets are not told of (the window's listener left out): only the switch's own reading of the
        # game shows it, so a sheet left as it was would show the sheet before it (the check can fail)
        switch_to(2)
        listeners = list(w.game.listeners)
        w.game.listeners.clear()
        try:
            w.game.set_orders("GERMANY", ["A Ber - Kie", "A Mun - Ruh", "F Kie - Den"])
        finally:
            w.game.listeners.extend(listeners)
        check("Germany's sheet set without telling the window")
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

"""A key writes out each rejected line's reason once (issue 33, round 17).

The sheet's refresh writes out every rejected line's reason for the list of rejected lines and the notes column, and
the line's description under the sheet shows its own line's reason again: it takes the one the refresh wrote, in the
language and for the checks of that refresh, instead of writing it out a second time. (Round 23: a reason whose
message the refresh before wrote out is not written out again: tests/test_speed_space_typed.py. Round 24: in English,
nor a reason the line's check holds already: tests/test_speed_reason_english.py.)
"""

from __future__ import annotations

from gui_helpers import delivered, press, typing_in
from PySide6.QtCore import Qt

from referee_app.games.diplomacy.rules.i18n import error_text
from referee_app.gui.diplomacy import order_pane
from referee_app.gui.diplomacy.order_pane import ERROR_COLOUR, OK_COLOUR, _esc


def _description(pane) -> str:
    """The line's description as written afresh from the sheet's checks (what ``_show_line_info`` shows)."""
    n = pane.editor.textCursor().blockNumber()
    chk = pane.checks[n]
    line = order_pane.translate("OrderPane", "Line {n}:").format(n=n + 1)
    if chk.blank:
        return ""
    if chk.ok:
        return f"<span style='color:{OK_COLOUR}'>{line} <b>{_esc(pane.order_shown(chk))}</b></span>"
    return f"<span style='color:{ERROR_COLOUR}'>{line} {_esc(error_text(chk, pane.lang, pane.game.ruleset))}</span>"


def test_each_reason_is_written_out_once_per_key(qtbot, monkeypatch):
    w, pane, editor = typing_in(qtbot, 0)
    calls: list[object] = []

    def counted(chk, lang, ruleset):  # type: ignore[no-untyped-def]
        calls.append(chk)
        return error_text(chk, lang, ruleset)

    monkeypatch.setattr(order_pane, "error_text", counted)
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    rejected_keys = 0
    for ch in "\nA Mar S A Par - Bur\nF Xyz H\nA Vie":  # (Austria: French units, then a place that is none)
        said = [c.message for c in pane.checks if not c.ok and not c.blank and not c.corrected]
        calls.clear()
        press(qtbot, editor, ch)
        delivered()
        rejected = [c for c in pane.checks if not c.ok and not c.blank and not c.corrected]
        # one reason a rejected line, the line typed in included (its description took the refresh's), but none for a
        # message the refresh before wrote out (round 23: a space after a word, the lines not typed in)
        new = [c for c in rejected if c.message is None or not any(c.message is m for m in said)]
        # (round 24: in English, nor a reason the line's check wrote out as its message: ``LineCheck.error_is_message``)
        new = [c for c in new if not (pane.lang == "en" and c.error_is_message)]
        assert [id(c) for c in calls] == [id(c) for c in new], (ch, len(calls), len(new), len(rejected))
        assert pane.line_info.text() == _description(pane), ch
        rejected_keys += pane.line_info.text().startswith(f"<span style='color:{ERROR_COLOUR}'>")
    assert rejected_keys > 10  # (the typed line's reason was shown on most keys)

    # the cursor moved to another line, the window's language changed: the description follows, in the new language
    for key in (Qt.Key.Key_Up, Qt.Key.Key_Up, Qt.Key.Key_Down):
        press(qtbot, editor, key)
        delivered()
        assert pane.line_info.text() == _description(pane)
    english = pane.line_info.text()
    w.set_language("ja", remember=False)
    delivered()
    assert pane.line_info.text() == _description(pane)
    assert pane.line_info.text() != english
    press(qtbot, editor, "x")
    delivered()
    assert pane.line_info.text() == _description(pane)
    w.set_language("en", remember=False)
    delivered()
    assert pane.line_info.text() == _description(pane)

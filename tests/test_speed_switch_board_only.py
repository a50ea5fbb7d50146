"""A switch of sheets alone (issue 33, round 15): what it puts off until the referee pauses is the board's typed
orders only (the selected power's arrows). The list of powers' marks and the record read the game, which a switch
does not change: they are not asked again for it. A key typed before the switch still has all three brought up to
date at the pause, and what the window shows once it is idle is what bringing everything up to date shows."""

from __future__ import annotations

from gui_helpers import CTRL, delivered, make_window, power_list_rows, press, typing_in, typing_paused
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def _counting(w) -> dict[str, int]:
    """Counts of the list of powers' refresh, the record's and the board's, each still doing its work."""
    panels = w.panels
    calls = {"tabs": 0, "record": 0, "board": 0}
    for key, owner, name in (("tabs", panels, "_refresh_tabs"), ("record", panels.record, "show_game"),
                             ("board", panels, "_show_board")):
        real = getattr(owner, name)

        def counted(*args, _real=real, _key=key):
            calls[_key] += 1
            return _real(*args)
        setattr(owner, name, counted)
    return calls


def _shown(w) -> tuple[object, ...]:
    """The list of powers (each row's text, colour, boldness), the record's rows, the board's pixels."""
    rows = power_list_rows(w)
    record = w.panels.record
    events = [record._list.item(i).text() for i in range(record._list.count())] if record._list is not None else []
    board = w.panels.board.grab().toImage()
    return rows, events, board.width(), board.height(), bytes(board.constBits())


def _everything_again(w) -> tuple[object, ...]:
    """What the window shows with every put-off view brought up to date afresh."""
    panels = w.panels
    panels._later_due = panels._later_all = True
    panels.flush_views()
    panels._refresh_tabs()  # every row of the list of powers (the flush sets only the rows of sheets changed)
    delivered()
    return _shown(w)


def test_a_switch_alone_brings_only_the_boards_arrows_up_to_date(qtbot):
    w = make_window(qtbot)
    for i, line in enumerate(("A Vie - Tri", "F Lon - Nth", "A Par - Xyz")):  # arrows on three sheets, a rejected line
        w.select_power(i)
        pane = w.current_pane()
        pane.editor.setFocus()
        for ch in line:
            press(qtbot, pane.editor, ch)
    typing_paused(qtbot)
    w.select_power(0)
    typing_paused(qtbot)
    calls = _counting(w)
    for step in range(1, 8):
        calls.update(tabs=0, record=0, board=0)  # (the full update below counts too)
        press(qtbot, QApplication.focusWidget(), Qt.Key.Key_PageDown, CTRL)
        typing_paused(qtbot)
        assert w.power_tabs.currentIndex() == step % 7
        assert calls["board"] == 1, "the switch did not bring the board's arrows up to date at the pause"
        assert calls["tabs"] == 0, "a switch alone asked the list of powers' marks again"
        assert calls["record"] == 0, "a switch alone asked the record again"
        shown = _shown(w)
        assert shown == _everything_again(w), f"switch {step}: the window does not show what a full update shows"


def test_a_key_then_a_switch_before_the_pause_still_brings_the_marks_and_record_up_to_date(qtbot):
    w, pane, _editor = typing_in(qtbot, 2)  # France
    calls = _counting(w)
    for ch in "A Par - Xyz":
        press(qtbot, pane.editor, ch)
    press(qtbot, pane.editor, Qt.Key.Key_PageDown, CTRL)  # before the typing pause
    assert w.power_tabs.currentIndex() == 3
    typing_paused(qtbot)
    assert calls["tabs"] == 1 and calls["record"] == 1 and calls["board"] == 1
    view = w.power_tabs.list
    assert "!" in view.item(2).text(), "France's rejected line is not marked in the list of powers"
    assert _shown(w) == _everything_again(w)

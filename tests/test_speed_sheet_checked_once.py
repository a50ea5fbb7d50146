"""A key checks its sheet once (issue 33, round 25): the sheet's refresh checks the lines typed (``Game.check_sheet``),
and the units without an order are found from those checks when the lines are the game's sheet, instead of the game
checking its sheet a second time (``Game.unordered_units``). A text the game refused is not the game's sheet: its units
without orders are the game's sheet's. Events the sheet's label holders and its scroll bar's watch ask the type of
come as their own classes: only plain events are asked their type."""

from __future__ import annotations

import sys

from gui_helpers import delivered, press, typing_in
from PySide6.QtCore import QEvent

from referee_app.games.diplomacy import Game, RefereeError
from referee_app.games.diplomacy.rules.i18n import msg
from referee_app.gui.diplomacy import order_pane


def _watched(monkeypatch) -> tuple[list[str], list[bool]]:
    """``Game.check_sheet``'s calls for the sheet's refresh (their callers: the sheet's, the game's for the sheet), and for each ``unordered_units`` whether it was given the checks; each
    answer of ``unordered_units`` compared with the game's own check of its sheet (round 24's way)."""
    sheets: list[str] = []
    given: list[bool] = []
    check_sheet, unordered_units = Game.check_sheet, Game.unordered_units

    def counted(self, power, lines=None):  # type: ignore[no-untyped-def]
        caller = sys._getframe(1).f_code.co_name
        if caller in ("_refresh", "compared", "unordered_units"):  # (not the other sheets', made while the window idles)
            sheets.append(caller)
        return check_sheet(self, power, lines)

    def compared(self, power, *checks):  # type: ignore[no-untyped-def]
        got = unordered_units(self, power, *checks)
        given.append(bool(checks) and checks[0] is not None)
        n = len(sheets)
        assert got == unordered_units(self, power)  # (the sheet in the game, checked again)
        del sheets[n:]
        return got

    monkeypatch.setattr(Game, "check_sheet", counted)
    monkeypatch.setattr(Game, "unordered_units", compared)
    return sheets, given


def test_a_key_checks_its_sheet_once_and_shows_the_units_without_orders_of_the_games_sheet(qtbot, monkeypatch):
    w, pane, editor = typing_in(qtbot, 2)  # France
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    sheets, given = _watched(monkeypatch)
    typed = "\nA Mar S A Par - Bur\nA Par - Bur\nF Bre - Mao" + "\b" * 5
    for ch in typed:
        sheets.clear()
        given.clear()
        press(qtbot, editor, ch)
        delivered()
        # one check per refresh (a Return's two changes of the text: two), none by ``unordered_units`` (main: a second)
        assert sheets and set(sheets) == {"_refresh"} and given == [True] * len(sheets), (ch, sheets, given)
    assert pane.unordered.text()

    # a text the game refuses is not stored: the units without orders are the game's sheet's, checked as such
    set_orders = Game.set_orders

    def refusing(self, power, lines):  # type: ignore[no-untyped-def]
        if any("Q" in line for line in lines):
            raise RefereeError(msg("game.unknown_power", power="Q"))
        return set_orders(self, power, lines)

    monkeypatch.setattr(Game, "set_orders", refusing)
    before = list(w.game.current.sheets["FRANCE"])
    for ch in "\nQ":
        given.clear()
        press(qtbot, editor, ch)
        delivered()
    assert editor.lines()[-1] == "Q" and w.game.current.sheets["FRANCE"] == before + [""]
    assert given == [False]  # (checked by the game: its sheet is not the lines the sheet checked)
    press(qtbot, editor, "\b")
    delivered()
    assert given[-1] is True and w.game.current.sheets["FRANCE"] == before + [""]


def test_the_holders_and_the_scroll_bars_watch_ask_the_type_of_plain_events_only(qtbot):
    w, pane, editor = typing_in(qtbot, 2)
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    asked: list[type] = []
    watched = {"event", "eventFilter"}

    def profile(frame, event, arg):  # type: ignore[no-untyped-def]
        if event == "c_call" and getattr(arg, "__name__", "") == "type" and isinstance(getattr(arg, "__self__", None), QEvent) \
                and frame.f_code.co_name in watched and frame.f_code.co_filename == order_pane.__file__:
            asked.append(type(arg.__self__))

    sys.setprofile(profile)
    try:
        for ch in "\nA Mar S A Par - Bur\nF Xyz Abc Def\n" + "\b" * 20:
            press(qtbot, editor, ch)
            delivered()
        w.resize(w.width() - 200, w.height())
        delivered()
        pane.hide()
        pane.show()
        delivered()
    finally:
        sys.setprofile(None)
    assert asked and set(asked) == {QEvent}, set(asked)  # (main: resizes, moves, shows ... asked too)

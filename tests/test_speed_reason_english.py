"""A rejected line's reason written out once for a sheet shown in English (issue 33, round 24).

A line's check holds its reason in English (``LineCheck.error``: ``str()`` of the parse's error, rendered when the
error was raised) and as a message; the sheet wrote the message out again in the window's language
(``i18n.error_text``), in English the same text a second time, at every letter that changes the line's reason. A check
whose ``error`` is its message as the game's names write it in English says so (``error_is_message``); the sheet shown
in English takes ``error`` then. The texts are ``error_text``'s, for every check of every kind and phase, and the
sheet shows what it showed, in English and in Japanese."""

from __future__ import annotations

import random

from gui_helpers import delivered, press, typing_in
from test_speed_clash_check import _phases  # Spring 1901, Fall 1901, its retreats, Winter 1901's adjustments
from test_speed_space_typed import _shown, _texts

from referee_app.games.diplomacy import Game
from referee_app.games.diplomacy.rules.i18n import error_text
from referee_app.gui.diplomacy import order_pane


def test_a_check_that_says_its_error_is_its_message_has_error_texts_english():
    rng = random.Random(2401)
    texts = _texts(rng)
    said = refused = 0
    for game in _phases():
        game.set_civil_disorder("ITALY", True)  # (a civil-disorder line: its reason made with the ruleset)
        for power in ("FRANCE", "GERMANY", "ENGLAND", "ITALY"):
            checks = [game.check_line(power, text) for text in texts]
            checks += game.check_sheet(power, ["A Par - Bur", "A Par H", "A Xyz - Bur", "A Par - Bur"])  # a clash
            for chk in checks:
                if chk.error_is_message:
                    assert chk.error == error_text(chk, "en", game.ruleset), chk.text
                    said += 1
                elif chk.error:
                    refused += 1
    assert said > 5000 and refused > 0  # (a clash's reason, an ambiguous name's note: written out by error_text)


def test_the_note_of_an_ambiguous_abbreviation_is_written_out():
    game = Game.new()
    for text in ("A Par - N", "F Edi - Nor", "F Nwy - Nor"):
        chk = game.check_line("ENGLAND", text)
        if chk.error_code == "ambiguous-name" and chk.error != error_text(chk, "en", game.ruleset):
            assert not chk.error_is_message, text


def test_a_letter_in_english_writes_no_reason_out_again_and_the_sheet_shows_what_it_showed(qtbot, monkeypatch):
    # fails on round 23's main: every letter that changes a rejected line's reason wrote it out with ``error_text``
    w, pane, editor = typing_in(qtbot, 2)
    written: list[object] = []
    real = order_pane.error_text

    def said(obj: object, *rest: object) -> str:
        written.append(obj)
        return real(obj, *rest)

    monkeypatch.setattr(order_pane, "error_text", said)
    for ch in "A Lon - Bel\nA Mar S A Par - Bur\nF Bre - Mid-Atlantic  Ocean\nA Xyz H\nA Vie S A Mar":
        written.clear()
        press(qtbot, editor, ch)
        delivered()
        assert written == [], f"{ch!r} in {editor.textCursor().block().text()!r} wrote out {len(written)} reasons"
        shown = _shown(pane)
        game = pane.game
        game._line_checks, game._sheet_checks, game._clash_checks = {}, {}, {}
        pane._errors = ([], "", None, {})
        for chk in game.check_sheet(pane.power, editor.lines()):  # every reason written out, as on main
            object.__setattr__(chk, "error_is_message", False)
        pane.refresh()
        assert _shown(pane) == shown, ch
    assert any(c.error for c in pane.checks)


def test_in_japanese_the_reasons_are_written_out(qtbot):
    w, pane, editor = typing_in(qtbot, 2)
    try:
        w.set_language("ja")
        delivered()
        pane = w.current_pane()
        for ch in "A Lon - Bel\nA Ma":
            press(qtbot, pane.editor, ch)
        delivered()
        shown = _shown(pane)
        assert pane.problems.text() and "Marseilles" not in pane.problems.text()
        pane._errors = ([], "", None, {})
        pane.refresh()
        assert _shown(pane) == shown
    finally:
        w.set_language("en")
        delivered()

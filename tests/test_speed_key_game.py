"""The game's part of a key (issue 33, round 21): a sheet's lines are checked with the kept checks made current once
for the sheet, not once per line; a line's canonical order is written once per check, which the game keeps while the
position stands (the sheet's refresh, its notes, the list of powers' marks and the board's typed orders each read it
at every key, for every line). The answers are the ones made afresh."""

from __future__ import annotations

import referee_app.games.diplomacy.table.game as game_module
from referee_app.games.diplomacy.rules.orders import format_order
from referee_app.games.diplomacy.table.game import Game

SHEET = ["A Vie - Tyr", "A Bud - Ser", "F Tri H", "", "A Vie S A Bud - Ser", "F Tri - Xyz", "A Bud - Gal"]


def test_a_sheet_makes_the_kept_checks_current_once(monkeypatch):
    game = Game.new("standard")
    calls = [0]
    real = Game._checks_for_now

    def counted(self):
        calls[0] += 1
        return real(self)

    monkeypatch.setattr(Game, "_checks_for_now", counted)
    for n in range(1, len(SHEET) + 1):
        calls[0] = 0
        checks = game.check_sheet("AUSTRIA", SHEET[:n] + ["A Vie - B" + "u" * n])
        assert calls[0] == 1, f"{n + 1} lines: the kept checks made current {calls[0]} times"
        fresh = Game.new("standard")
        assert checks == fresh.check_sheet("AUSTRIA", SHEET[:n] + ["A Vie - B" + "u" * n])
    # a new position forgets the kept checks: the sheet is checked afresh against it
    game.set_orders("AUSTRIA", SHEET[:3])
    before = game.check_sheet("AUSTRIA", SHEET)
    game.process()
    after = game.check_sheet("AUSTRIA", SHEET)
    assert after != before
    fresh = Game.replay(game.events)
    assert after == fresh.check_sheet("AUSTRIA", SHEET)


def test_a_lines_canonical_order_is_written_once_per_check(monkeypatch):
    game = Game.new("standard")
    written = [0]

    def counted(order):
        written[0] += 1
        return format_order(order)

    monkeypatch.setattr(game_module, "format_order", counted)
    checks = game.check_sheet("AUSTRIA", SHEET)
    first = [c.canonical for c in checks]
    made = written[0]
    assert made == sum(1 for c in checks if c.order is not None)
    for _ in range(3):  # the sheet read again (its refresh, marks, typed orders): the same checks, nothing written
        assert [c.canonical for c in game.check_sheet("AUSTRIA", SHEET)] == first
    assert written[0] == made, f"{written[0] - made} canonical orders written again"
    assert first == [format_order(c.order) if c.order is not None else "" for c in checks]
    assert first[:3] == ["A VIE - TYR", "A BUD - SER", "F TRI H"] and first[3] == ""


def test_a_checks_kept_answers_are_the_ones_made_afresh():
    """``ok``, ``corrected``, ``blank`` and ``canonical``, kept per check, are what the check's fields give."""
    game = Game.new("standard")
    lines = SHEET + ["  ", "A Vie - Galcia", "F Tri - Alb VIA CONVOY", "Build A Vie", "A Vie S F Tri"]
    for line in lines:
        chk = game.check_line("AUSTRIA", line)
        for _ in range(2):  # (the first read makes it, the second finds it kept)
            assert chk.ok is (chk.order is not None and not chk.error)
            assert chk.corrected is (chk.ok and bool(chk.read_as))
            assert chk.blank is (not chk.text.strip())
            assert chk.canonical == (format_order(chk.order) if chk.order is not None else "")
    assert any(game.check_line("AUSTRIA", line).corrected for line in lines)
    assert any(game.check_line("AUSTRIA", line).blank for line in lines)

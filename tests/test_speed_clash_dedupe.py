"""A typed sheet whose unit has two orders is not adjudicated at each key (issue 33, round 25): in a movement or retreat
phase adjudication refuses an order it reads only as a unit's second order (DATC 4.D.3, ``adjudication._dedupe``), so
the sheet's checks take that rule's answer (``duplicate_results``) instead of the whole sheet's adjudication. The checks
are those the sheet's adjudication gives, under each of the ruleset's rules for a unit's second orders (hold, first,
last), in every kind of phase."""

from __future__ import annotations

import random

import pytest
from test_speed_clash_check import _adjudicated, _adjudications_asked, _candidates, _same

from referee_app.games.diplomacy import Game
from referee_app.games.diplomacy.rules.ruleset import load_ruleset
from referee_app.games.diplomacy.rules.state import PhaseType
from referee_app.games.diplomacy.table import game as game_module


def _phase(rule: str, kind: PhaseType) -> Game:
    """Spring 1901; Fall 1901; Fall 1901's retreats (France's army in Burgundy dislodged); Winter 1901's adjustments,
    with ``rule`` for a unit's second orders."""
    game = Game.new(load_ruleset("standard").derive(duplicate_orders=rule))
    assert game.ruleset.options.duplicate_orders == rule
    if kind is PhaseType.MOVEMENT:
        return game
    game.set_orders("FRANCE", ["A Par - Bur", "F Bre - Mao", "A Mar H"])
    game.set_orders("GERMANY", ["A Mun - Ruh", "A Ber - Mun", "F Kie - Den"])
    game.process()
    if kind is PhaseType.MOVEMENT:
        return game
    game.set_orders("GERMANY", ["A Ruh - Bur", "A Mun S A Ruh - Bur", "F Den H"])
    game.set_orders("FRANCE", ["A Bur H", "F Mao - Por", "A Mar - Spa"])
    game.process()
    assert game.phase.type is PhaseType.RETREATS and game.position.dislodged
    if kind is PhaseType.RETREATS:
        return game
    game.set_orders("FRANCE", ["A Bur - Pic"])
    game.process()
    assert game.phase.type is PhaseType.ADJUSTMENTS
    return game


@pytest.mark.parametrize("rule", ["hold", "first", "last"])
@pytest.mark.parametrize("kind", [PhaseType.MOVEMENT, PhaseType.RETREATS, PhaseType.ADJUSTMENTS])
def test_a_sheet_with_a_unit_ordered_twice_gets_its_adjudications_checks(rule, kind, monkeypatch):
    game = _phase(rule, kind)
    asked = _adjudications_asked(monkeypatch)
    rng = random.Random(f"2501 {rule} {kind}")
    twice = 0
    for power in ("FRANCE", "GERMANY", "ENGLAND", "RUSSIA"):
        pool = _candidates(game, power)
        for _ in range(120):
            lines = [rng.choice(pool) for _ in range(rng.randint(2, 8))]
            got = game.check_sheet(power, lines)
            assert _same(got, _adjudicated(game, power, lines)), (rule, str(game.phase), power, lines)
            twice += any(c.error_code == "duplicate" for c in got)
    if kind is PhaseType.ADJUSTMENTS:
        assert asked  # (builds and removals over the count: still adjudicated)
    else:
        assert twice >= (20 if kind is PhaseType.MOVEMENT else 1), twice  # (one dislodged unit, France's, in the retreats)
        assert asked == []  # round 22 adjudicated every sheet with a unit ordered twice


def test_a_unit_ordered_twice_while_typed_is_refused_as_adjudication_refuses_it(monkeypatch):
    """The bench's line typed in France's sheet, which orders the army in Marseilles already: each key's checks are the
    sheet's adjudication's, and no key adjudicates the sheet."""
    asked: list[object] = []
    real = game_module.adjudicate
    monkeypatch.setattr(game_module, "adjudicate", lambda *a, **k: asked.append(a) or real(*a, **k))
    game = Game.new()
    sheet = ["A Par - Bur", "F Bre - Mao", "A Mar - Spa"]
    line = "A Mar S A Par - Bur"
    for n in range(1, len(line) + 1):
        lines = sheet + [line[:n]]
        checks = game.check_sheet("FRANCE", lines)
        assert _same(checks, _adjudicated(game, "FRANCE", lines)), lines
    assert [c.error_code for c in game.check_sheet("FRANCE", sheet + [line])] == ["", "", "duplicate", "duplicate"]
    assert asked == []

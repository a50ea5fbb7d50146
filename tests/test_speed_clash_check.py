"""A typed sheet's clash check adjudicates the sheet only when adjudication could refuse one of its orders (issue 33,
round 22): in a movement or retreat phase it refuses an order read alone only as a unit's second order (DATC 4.D.3),
so a sheet with one order for each unit is not adjudicated at each key that makes a line an order. The checks are
those the sheet's adjudication gives, for sheets of every kind, with and without a unit ordered twice."""

from __future__ import annotations

import random

from referee_app.games.diplomacy import Game, LineCheck
from referee_app.games.diplomacy.rules.adjudication import adjudicate
from referee_app.games.diplomacy.rules.state import PhaseType
from referee_app.games.diplomacy.table import game as game_module


def _adjudicated(game: Game, power: str, lines: list[str]) -> list[LineCheck]:
    """The sheet's checks as round 21 made them: each line alone, then the sheet adjudicated when two lines read."""
    checks = [game.check_line(power, line) for line in lines]
    if sum(1 for c in checks if c.ok) < 2:
        return checks
    adj = adjudicate(game.position, {power.upper(): lines}, game.ruleset, civil_disorder=game.civil_disorder,
                     controllers=game.controllers() or None)
    by_line = {r.seq - 1: r for r in adj.results if r.seq <= len(lines)}
    out = []
    for i, chk in enumerate(checks):
        r = by_line.get(i)
        if chk.ok and r is not None and r.status == "invalid":
            chk = LineCheck(chk.text, chk.order, r.reason, r.tag or "invalid", (), r.reason_msg, chk.read_as)
        out.append(chk)
    return out


def _same(a: list[LineCheck], b: list[LineCheck]) -> bool:
    return a == b and [c.message for c in a] == [c.message for c in b]


def _phases() -> list[Game]:
    """Spring 1901; Fall 1901; Fall 1901's retreats (France's army in Burgundy dislodged); Winter 1901's adjustments."""
    out = []
    game = Game.new()
    out.append(game)
    game = Game.new()
    game.set_orders("FRANCE", ["A Par - Bur", "F Bre - Mao", "A Mar H"])
    game.set_orders("GERMANY", ["A Mun - Ruh", "A Ber - Mun", "F Kie - Den"])
    game.process()
    out.append(Game.replay(game.events))
    game.set_orders("GERMANY", ["A Ruh - Bur", "A Mun S A Ruh - Bur", "F Den H"])
    game.set_orders("FRANCE", ["A Bur H", "F Mao - Por", "A Mar - Spa"])
    game.process()
    assert game.phase.type is PhaseType.RETREATS and game.position.dislodged
    out.append(Game.replay(game.events))
    game.set_orders("FRANCE", ["A Bur - Pic"])
    game.process()
    assert game.phase.type is PhaseType.ADJUSTMENTS
    out.append(game)
    return out


def _candidates(game: Game, power: str) -> list[str]:
    pos = game.position
    provinces = sorted({p.split("/")[0].title() for p in game.ruleset.map.provinces})
    units = [u for u in pos.units.values() if u.power == power] + [d.unit for d in pos.dislodged.values()
                                                                   if d.unit.power == power]
    lines = ["", "x", "Build A Par", "Build F Bre", "Remove A Par", "Waive", "A Bur disband", "A Bur - Pic", "A Bur - Gas"]
    for u in units:
        here = u.text
        lines += [f"{here} H", f"{here} Holds"] * 4
        lines += [f"{here} - {p}" for p in provinces[::7]]
        lines += [f"{here} S {o.text}" for o in units if o != u] + [f"{here} S {o.text} - Bur" for o in units if o != u]
    return lines


def test_the_clash_check_gives_the_sheets_adjudication_for_sheets_of_every_kind():
    rng = random.Random(2201)
    compared = skipped = 0
    for game in _phases():
        for power in ("FRANCE", "GERMANY", "ENGLAND", "RUSSIA"):
            pool = _candidates(game, power)
            for _ in range(150):
                lines = [rng.choice(pool) for _ in range(rng.randint(2, 7))]
                want = _adjudicated(game, power, lines)
                assert _same(game.check_sheet(power, lines), want), (str(game.phase), power, lines)
                compared += 1
                skipped += sum(1 for c in want if c.ok) >= 2
    assert compared == 2400 and skipped > 300, skipped


def _adjudications_asked(monkeypatch) -> list[list[str]]:
    """The orders of each sheet the game adjudicates from now on (the game's ``adjudicate`` counted, then run)."""
    asked: list[list[str]] = []
    real = game_module.adjudicate

    def counted(position, orders, *rest, **named):
        asked.extend(orders.values())
        return real(position, orders, *rest, **named)

    monkeypatch.setattr(game_module, "adjudicate", counted)
    return asked


def test_a_line_made_an_order_adjudicates_the_sheet_only_when_a_unit_has_two_orders(monkeypatch):
    asked = _adjudications_asked(monkeypatch)
    game = Game.new()
    lines = ["A Par - Bur", "F Bre - Mao"]
    for typed in ("A", "A M", "A Ma", "A Mar", "A Mar S", "A Mar S A Par - Bur"):
        checks = game.check_sheet("FRANCE", lines + [typed])
        assert _same(checks, _adjudicated(game, "FRANCE", lines + [typed]))
    assert asked == []
    # a second order for the army in Paris: refused by adjudication's rule for it (``duplicate_results``), the sheet not
    # adjudicated (round 25; round 22 adjudicated it)
    checks = game.check_sheet("FRANCE", lines + ["A Par H"])
    assert asked == [] and not checks[2].ok and checks[2].error_code == "duplicate"
    assert _same(checks, _adjudicated(game, "FRANCE", lines + ["A Par H"]))

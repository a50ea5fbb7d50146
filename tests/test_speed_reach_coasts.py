"""Where a unit can move (``parse.reach``) kept with the map, its coastal provinces found once (issue 33, round 24).

Name completion in a support ("A Mar S A Pa": which units can the army in Marseilles support) asks ``reach`` of every
unit on the board, and each army on a coast walked the whole map to list every coast (about 0.7 M instructions at the
second letter of the supported unit's name). The coasts and each answer are kept with the map (``GameMap.memo``): what
``reach`` and completion answer is what they answered before, for every unit on every space of every shipped ruleset's
map."""

from __future__ import annotations

import pytest

from referee_app.games.diplomacy import Game
from referee_app.games.diplomacy.rules import completion, parse
from referee_app.games.diplomacy.rules.geography import GameMap
from referee_app.games.diplomacy.rules.ruleset import known_ruleset_names, load_ruleset
from referee_app.games.diplomacy.rules.state import Location, Unit, UnitType


def _reach_as_before(gm: GameMap, unit: Unit, convoy: bool = True) -> frozenset[str]:
    """``reach`` as it was written before the coasts were kept (round 23's main)."""
    if unit.type is UnitType.FLEET:
        return frozenset(loc.province for loc in gm.fleet_neighbours(unit.location))
    out = set(gm.army_neighbours(unit.province))
    if convoy and gm.is_coastal(unit.province):
        out |= {c for c in gm.provinces if gm.is_coastal(c) and c != unit.province}
    return frozenset(out)


@pytest.mark.parametrize("name", known_ruleset_names())
def test_reach_is_as_before_for_every_unit_on_every_space(name: str) -> None:
    gm = load_ruleset(name).map
    checked = 0
    for code in sorted(gm.provinces):
        army = Unit("FRANCE", UnitType.ARMY, Location(code))
        for convoy in (True, False):
            assert parse.reach(gm, army, convoy) == _reach_as_before(gm, army, convoy), (code, convoy)
            assert parse.reach(gm, army, convoy) == _reach_as_before(gm, army, convoy), (code, convoy)  # (kept)
            checked += 1
        for loc in gm.fleet_locations(code):
            fleet = Unit("FRANCE", UnitType.FLEET, loc)
            for convoy in (True, False):
                assert parse.reach(gm, fleet, convoy) == _reach_as_before(gm, fleet, convoy), (loc, convoy)
                assert parse.reach(gm, fleet, convoy) == _reach_as_before(gm, fleet, convoy), (loc, convoy)  # (kept)
                checked += 1
    assert checked > 2 * len(gm.provinces)
    assert parse.coastal_provinces(gm) == frozenset(c for c in gm.provinces if gm.is_coastal(c))


def test_completion_in_a_support_or_convoy_is_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game.new("standard")
    starts = ["", "A ", "A Par - ", "A Mar S ", "A Mar S A ", "A Mar S A Par - ", "F Bre C ", "F Bre C A ",
              "F Bre C A Par - ", "F Lon C A Lvp - ", "A Mar S F ", "F Nth S A ", "A Xyz - "]
    now = {(power, before): completion.places_that_fit(game.position, game.ruleset, power, before)
           for power in ("FRANCE", "ENGLAND", "TURKEY") for before in starts}
    monkeypatch.setattr(parse, "reach", _reach_as_before)
    monkeypatch.setattr(completion, "reach", _reach_as_before)
    monkeypatch.setattr(completion, "coastal_provinces", lambda gm: frozenset(c for c in gm.provinces if gm.is_coastal(c)))
    for (power, before), fits in now.items():
        assert fits == completion.places_that_fit(game.position, game.ruleset, power, before), (power, before)
    assert any(fits for fits in now.values())


def test_a_support_completes_without_walking_the_map_for_each_unit(monkeypatch: pytest.MonkeyPatch) -> None:
    # fails on round 23's main: each army on a coast asked ``is_coastal`` of every province (76 a unit)
    game = Game.new("standard")
    gm = game.ruleset.map
    parse.coastal_provinces(gm)  # (found once per map: the first ask may walk it)
    asked = []
    real = GameMap.is_coastal

    def counted(self: GameMap, code: str) -> bool:
        asked.append(code)
        return real(self, code)
    monkeypatch.setattr(GameMap, "is_coastal", counted)
    fits = completion.places_that_fit(game.position, game.ruleset, "FRANCE", "A Mar S A ")
    assert fits is not None and "PAR" in fits
    assert len(asked) <= len(game.position.units), f"{len(asked)} asks of is_coastal for one support's completion"

"""A whole game through the engine, its record, undo, the views, the table overrides and the catalogues."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from referee_app.core import registry
from referee_app.core.messages import LANGUAGES, package_catalogue, placeholders, render
from referee_app.core.record import GameFile
from referee_app.core.registry import Audience
from referee_app.games.paths_of_glory.errors import PogDataError, PogError, PogStateError
from referee_app.games.paths_of_glory.game import PogGame
from referee_app.games.paths_of_glory.kind import KIND
from referee_app.games.paths_of_glory.tables import load_rules, read_override

PKG = Path(__file__).parents[2] / "referee_app" / "games" / "paths_of_glory"
DATA = Path(__file__).parents[2] / "rulesets" / "paths_of_glory"


def play_intro(game: PogGame) -> None:
    """Three turns of the introductory scenario (5.3), every phase in order."""
    for turn in range(1, 4):
        assert game.state.turn == turn and game.segment == "A"
        game.roll_mandated()  # drawn from the game's dice
        game.next()
        for _ in range(6):
            game.action("central", "ops", card="C", value=3)
            game.action("allied", "sr" if turn == 2 and game.state.round == 1 else "ops", card="A", value=2)
        if turn == 1:
            game.change_vp(1, "Liege captured")
        while game.state.ended is None and game.segment != "A":
            if game.segment == "D":
                game.siege("Liege", 3)
            game.next()


def test_intro_scenario_three_turns_and_replay() -> None:
    game = PogGame.new("intro", seed=42)
    play_intro(game)
    ended = game.state.ended
    assert ended is not None and game.state.turn == 3
    assert game.segment == "H"
    expected = "central" if game.state.vp >= 14 else "allied" if game.state.vp <= 10 else "draw"
    assert ended["result"] == expected
    assert game.state.commitment == {"central": "mobilization", "allied": "mobilization"}  # 5.3.2
    again = PogGame.replay(game.events)
    assert again.view() == game.view()
    with pytest.raises(PogStateError):
        game.next()


def test_bad_input_changes_nothing_and_undo() -> None:
    game = PogGame.new("limited", seed=3)
    game.roll_mandated(4, 1)
    before, n = game.view(), len(game.events)
    for bad in (lambda: game.action("central", "ops"), lambda: game.change_vp(0, "x"), lambda: game.siege("x", 2),
                lambda: game.roll_mandated(1, 1)):
        with pytest.raises(PogError) as info:
            bad()
        for lang in LANGUAGES:
            assert render(info.value.message, lang)
    assert game.view() == before and len(game.events) == n
    game.next()
    game.action("central", "ops", value=4)
    game.undo()
    assert game.state.round == 1 and game.state.to_act == "central" and game.segment == "B"
    game.undo()
    assert game.segment == "A"
    assert PogGame.replay(game.events).view() == game.view()


def test_typed_dice_are_checked() -> None:
    game = PogGame.new("intro", seed=1)
    with pytest.raises(PogError):
        game.roll_mandated(7, 1)
    change = game.roll_mandated(2, 6)
    assert change.result["mandated"]["allied"]["result"] == "RU"
    assert [r["typed"] for r in change.event.data["rolls"]] == [True, True]  # type: ignore[union-attr]


def test_combat_recorded_and_replayed() -> None:
    game = PogGame.new("intro", seed=5)
    game.roll_mandated(4, 3)
    game.next()
    change = game.combat({"side": "central", "mandated": True,
                          "attacker": {"units": [{"nation": "GE", "type": "army", "cf": [5, 3]}]},
                          "defender": {"units": [{"nation": "FR", "type": "army", "cf": [3, 2]}]}})
    assert len(change.result["rolls"]) == 2  # drawn from the game's dice, recorded
    assert game.state.mandated["central"]["made"]
    assert PogGame.replay(game.events).state.last_combat == game.state.last_combat


def test_game_file_round_trip(tmp_path: Path) -> None:
    registry.register(KIND)
    path = tmp_path / "g.pog"
    game = PogGame.new("campaign", seed=9)
    gf = GameFile.create(path, game)
    game.roll_mandated(1, 1)
    game.next()
    gf.close()
    again = GameFile.open(path)
    try:
        assert again.game.view() == game.view()
        again.game.action("central", "event", war_status=2)
    finally:
        again.close()
    third = GameFile.open(path, readonly=True)
    try:
        assert third.game.state.war_status["central"] == 2
    finally:
        third.close()


def test_players_view_hides_the_seed() -> None:
    game = PogGame.new("intro", seed=11)
    game.note("Allied player asked about Liege")
    ref, players = KIND.view(game, Audience.REFEREE), KIND.view(game, Audience.PLAYERS)
    assert ref["dice"]["seed"] == 11 and "dice" not in players and "notes" not in players
    assert isinstance(KIND, registry.GameKind)


def test_override_corrects_a_table(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text("[fire.corps]\nrows = [[9,0,0,1,1,1,1,1,2],[0,0,1,1,1,1,1,2,2],[0,0,1,1,1,2,2,2,3],"
                    "[0,1,1,1,2,2,2,3,3],[1,1,1,2,2,2,3,3,4],[1,1,1,2,2,3,3,4,4]]\n", encoding="utf-8")
    override = read_override(path)
    rules = load_rules(None, override)
    assert rules.fire["corps"].rows[0][0] == 9 and rules.fire["army"].rows[0][0] == 0
    game = PogGame.new("intro", override=override, seed=1)
    assert PogGame.replay(game.events).rules.fire["corps"].rows[0][0] == 9  # kept in the setup event
    path.write_text("[fire.corps]\nrows = [[1,2]]\n", encoding="utf-8")
    with pytest.raises(PogDataError) as info:
        read_override(path)
    assert "mine.toml" in str(info.value) and "fire.corps.rows" in str(info.value)
    path.write_text("[fire.corps\n", encoding="utf-8")
    with pytest.raises(PogDataError):
        read_override(path)


def test_catalogues_complete_with_same_placeholders() -> None:
    cats = {lang: package_catalogue("referee_app.games.paths_of_glory", lang) for lang in LANGUAGES}
    keys = set(cats["en"])
    assert all(k.startswith("pog.") for k in keys)
    for lang, cat in cats.items():
        assert set(cat) == keys, (lang, keys ^ set(cat))
        for k in keys:
            a, b = cats["en"][k], cat[k]
            forms_a = a.values() if isinstance(a, dict) else [a]
            forms_b = b.values() if isinstance(b, dict) else [b]
            assert {p for f in forms_a for p in placeholders(f)} == {p for f in forms_b for p in placeholders(f)}, (lang, k)
    # every key the code and data use exists
    used: set[str] = set()
    for file in list(PKG.glob("*.py")) + list(DATA.glob("*/*.toml")):
        used |= set(re.findall(r'"(pog\.[a-z_]+(?:\.[A-Za-z_]+)+)"', file.read_text(encoding="utf-8")))
    dynamic = {f"pog.{prefix}.{v}" for prefix, values in {
        "side": ["central", "allied"], "action": ["ops", "sr", "rp", "event", "peace", "auto"],
        "combat.winner": ["attacker", "defender", "none"], "combat.role": ["attacker", "defender"],
        "terrain": ["clear", "forest", "mountain", "swamp", "desert"],
        "oob.box": ["reserve", "eliminated", "removed"],
        "nation": ["GE", "AH", "TU", "BU", "FR", "BR", "BE", "US", "IT", "RU", "SB", "RO", "GR", "MN"], "level": ["mobilization", "limited", "total"],
        "result": ["central", "allied", "draw", "both_lose"],
        "flag": ["hoffmann", "hl_take_command", "bolshevik", "french_mutiny", "brest_litovsk", "entrench",
                 "italy_conquered", "blockade"],
        "mo.result": ["AH", "AH_IT", "TU", "GE", "none", "FR", "BR", "IT", "RU"],
        "phase": ["mandated", "action", "attrition", "siege", "war_status", "replacement", "draw", "end"]}.items()
        for v in values}
    missing = (used | dynamic) - keys
    assert not missing, missing


def test_ruleset_listing() -> None:
    assert [r.name for r in KIND.rulesets()] == ["standard"]
    assert json.dumps(KIND.file_meta(PogGame.new("intro", seed=1)))


def test_the_view_says_who_the_vp_track_favours() -> None:
    # the introductory scenario (5.3.4): Central at 14 or more, Allied at 10 or less, a draw between
    game = PogGame.new("intro", seed=11)
    levels = game.rules.scenarios["intro"].levels
    seen = []
    for target in (levels.allied_at_most, levels.allied_at_most + 1, levels.central_at_least - 1,
                   levels.central_at_least):
        if target != game.state.vp:
            game.change_vp(target - game.state.vp, "test")
        view = KIND.view(game, Audience.PLAYERS)
        assert view["vp"] == target
        seen.append(view["standing"])
    assert seen == ["allied", "draw", "draw", "central"]


def test_a_game_recorded_before_the_chart_replays_as_it_was_played() -> None:
    """Events without the rules version of issue 32 (older files) replay with the shifts as typed, no
    refusal of what those rules now refuse, no Turkish entry or 1914 siege drm they never had."""
    from dataclasses import replace as dc_replace

    from referee_app.core.events import Event

    game = PogGame.new("intro", seed=4)
    game.roll_mandated(5, 5)
    game.next()
    combat = {"side": "central", "attacker": {"units": [{"nation": "GE", "type": "army", "cf": [7, 4]}], "roll": 3},
              "defender": {"terrain": "mountain", "trench": 1, "units": [{"nation": "FR", "type": "army", "cf": [3, 2]}],
                           "roll": 3}}
    game.combat(combat)
    assert game.state.last_combat is not None and game.state.last_combat["fire"]["attacker"]["shift"] == -2
    old = [game.events[0]] + [dc_replace(ev, data={k: v for k, v in ev.data.items() if k != "v"}) for ev in game.events[1:]]
    # an old record also held a combat the new rules refuse: four units defending one space
    four = {"side": "central", "attacker": {"units": [{"nation": "GE", "type": "army", "cf": [5, 3]}], "roll": 2},
            "defender": {"units": [{"id": str(i), "nation": "FR", "type": "corps", "cf": [1, 1]} for i in range(4)], "roll": 2}}
    rolls = [{"index": None, "sides": 6, "values": [2], "purpose": "fire attacker", "typed": True},
             {"index": None, "sides": 6, "values": [2], "purpose": "fire defender", "typed": True}]
    again = PogGame.replay(old + [Event("combat", 0.0, {"input": four, "rolls": rolls})])
    assert again.state.last_combat is not None and len(again.state.last_combat["steps"][0]["defenders"]) == 4
    first = PogGame.replay(old)
    assert first.state.last_combat is not None and first.state.last_combat["fire"]["attacker"]["shift"] == 0
    assert first.state.last_combat["fire"]["attacker"]["column"] == "6-8"


@pytest.mark.parametrize(("level", "after"), [(1, None), (2, 1)])
def test_an_advance_into_a_trench_removes_or_lowers_it(level: int, after: int | None) -> None:
    """11.2.5, 11.2.6: the enemy entering a level 1 trench removes it, a level 2 one becomes level 1; undo
    puts it back."""
    game = PogGame.new("campaign", seed=1)
    game.place("Metz", [{"id": "GE 5", "nation": "GE", "type": "army", "cf": [5, 3]}])
    game.place("Nancy", [{"id": "FR 2", "nation": "FR", "type": "army", "cf": [3, 2]}], trench=level)
    game.roll_mandated(5, 5)
    game.next()
    game.combat({"side": "central", "attacker": {"from": ["Metz"], "roll": 6},
                 "defender": {"space": "Nancy", "fort": False, "roll": 1}})
    last = game.state.last_combat
    assert last is not None and last["winner"] == "attacker" and last["retreat"] >= 1
    to = "Verdun" if last["retreat"] == 1 else "Chateau Thierry"
    game.retreat(["FR 2"], to)
    game.advance(["GE 5"], "Nancy")
    oob = game.state.oob
    assert oob is not None and oob["trenches"].get("Nancy") == after and oob["control"]["Nancy"] == "central"
    game.undo()
    assert game.state.oob is not None and game.state.oob["trenches"]["Nancy"] == level


def test_a_telegram_recorded_before_rules_version_3_replays_as_it_was_played() -> None:
    """The US entry by its cards (16.3) applies to events recorded with rules version 3; a file from before
    (the event stamped 2) opens with the state it had: no US entry, no VP change."""
    from dataclasses import replace as dc_replace

    game = PogGame.new("campaign", seed=1)
    game.roll_mandated(5, 5)
    game.next()
    game.action("central", "ops", value=1)
    game.action("allied", "event", card="Zimmermann Telegram")
    assert "US" in game.state.at_war and game.state.vp == 9
    old = [dc_replace(ev, data={**ev.data, "v": 2}) for ev in game.events]
    again = PogGame.replay(old, lambda: 0.0)
    assert "US" not in again.state.at_war and again.state.vp == 10 and again.state.us_entry == {}


def test_supply_is_traced_with_the_forts_the_order_of_battle_shows_besieged() -> None:
    """15.2.1, 14.1.2, 15.1.10: a German army in Liege besieges its fort (the space stays the Allies', and the
    supply input names it besieged); two corps do not besiege a fort of 3 (15.2.4); a destroyed fort is none."""
    from referee_app.games.paths_of_glory import order as od
    game = PogGame.new("campaign", seed=2)
    game.place("Liege", [{"id": "GE 1", "nation": "GE", "type": "army", "cf": [5, 3]}])
    oob = game.state.oob
    assert oob is not None
    doc = od.supply_input(game.rules, oob)
    assert doc["besieged"] == ["Liege"] and doc["control"]["Liege"] == "allied"
    game.place("Liege", [{"id": "GE a", "nation": "GE", "type": "corps", "cf": [1, 1]},
                         {"id": "GE b", "nation": "GE", "type": "corps", "cf": [1, 1]}])
    assert od.supply_input(game.rules, game.state.oob)["besieged"] == []
    game.place("Liege", [{"id": "GE 1", "nation": "GE", "type": "army", "cf": [5, 3]}])
    game.fort("Liege")
    assert od.supply_input(game.rules, game.state.oob)["besieged"] == []

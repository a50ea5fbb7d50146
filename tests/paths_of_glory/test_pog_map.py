"""The map as data (rulesets/paths_of_glory/standard/spaces.toml) and a referee's corrections to it."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from referee_app.games.paths_of_glory.errors import PogDataError
from referee_app.games.paths_of_glory.tables import load_rules, rulesets_dir

RULES = load_rules()


def test_every_connection_names_a_space_and_is_listed_at_both_ends() -> None:
    raw = tomllib.loads((rulesets_dir() / "standard" / "spaces.toml").read_text(encoding="utf-8"))["spaces"]
    names = {t["name"] for t in raw.values()}
    assert len(names) == len(raw) == 281
    for t in raw.values():
        for other in t["connections"]:
            assert other in names, (t["name"], other)
            partner = next(x for x in raw.values() if x["name"] == other)
            assert t["name"] in partner["connections"], (t["name"], other)
        assert t["name"] not in t["connections"]


def test_the_seed_s_supply_sources_and_forts_are_on_the_map() -> None:
    """14.2.1 Essen, Breslau, Sofia, Constantinople; 14.2.4 London; forts the rules' examples name."""
    for name in ("Essen", "Breslau", "Sofia", "Constantinople", "London", "Belgrade"):
        assert RULES.spaces[name].supply, name
    assert RULES.spaces["Liege"].fort == 3 and RULES.spaces["Verdun"].fort == 3 and RULES.spaces["Paris"].fort == 1
    for name in ("Antwerp", "Ostend", "Calais", "Amiens"):  # 9.2.3, 11.1.9
        assert name in RULES.spaces
    # 12.5.5's example: Sedan, Cambrai, Chateau Thierry
    assert RULES.adjacent("Sedan", "Cambrai") and RULES.adjacent("Cambrai", "Chateau Thierry")
    assert RULES.dotted[frozenset(("London", "Calais"))] == ("BR",)  # 11.1.4's example
    assert RULES.attacking_spaces_max == max(len(sp.connections) for sp in RULES.spaces.values())


def test_names_are_found_in_any_case_and_without_accents() -> None:
    assert RULES.space("liège") is RULES.spaces["Liege"]
    assert RULES.space("CHATEAU-THIERRY") is RULES.spaces["Chateau Thierry"]
    assert RULES.space("Atlantis") is None


def test_a_referee_corrects_a_space_and_a_one_way_line_is_refused(tmp_path: Path) -> None:
    fixed = load_rules("standard", {"spaces": {"liege": {"fort": 2}}})
    assert fixed.spaces["Liege"].fort == 2
    with pytest.raises(PogDataError) as info:
        load_rules("standard", {"spaces": {"liege": {"connections": ["Sedan", "Brussels", "Koblenz", "Aachen", "Paris"]}}},
                   source="mine.toml")
    assert info.value.message.key == "pog.data.bad_entry"
    assert "paris" in str(info.value.message.params.get("entry", ""))
    with pytest.raises(PogDataError):
        load_rules("standard", {"spaces": {"liege": {"terrain": "lava"}}})


def test_the_schematic_board_draws_every_space_and_line_and_the_order_of_battle() -> None:
    from referee_app.drawing.paths_of_glory.board import board_svg
    from referee_app.games.paths_of_glory.game import PogGame

    game = PogGame.new("campaign", seed=1)
    game.place("Metz", [{"id": "GE5", "nation": "GE", "type": "army"}], trench=2)
    game.place("Sedan", [], control="central")
    svg = board_svg(game.rules, game.view())
    assert svg.count("<circle") == 281 and svg.count("<line") == 476
    assert svg.count('stroke-dasharray') == len(RULES.dotted)
    metz = svg[svg.index("<title>Metz</title>"):].split("</g>")[0]
    assert ">T2<" in metz and ">1<" in metz
    sedan = svg[svg.index("<title>Sedan</title>"):].split("</g>")[0]
    assert "#5b6773" in sedan  # the Central Powers' colour: the order of battle's control over the map's side


def _viewbox(svg: str) -> tuple[float, ...]:
    head = svg[svg.index("<svg"):].split(">")[0]
    return tuple(float(x) for x in head.split('viewBox="')[1].split('"')[0].split())


def test_the_map_is_framed_on_the_order_of_battle_and_rings_the_units_out_of_supply() -> None:
    """14.1.3: Verdun ringed by spaces the Central Powers hold is out of supply; the players' board scene
    draws the map framed on the spaces the order of battle names, Verdun's circle ringed in red dashes."""
    from referee_app.core.registry import Audience
    from referee_app.drawing import board_scene
    from referee_app.drawing.paths_of_glory.board import OUT_OF_SUPPLY, board_svg
    from referee_app.games.paths_of_glory.game import PogGame

    game = PogGame.new("intro", seed=1)
    assert board_scene(game, Audience.PLAYERS)["map"] is None  # no order of battle: the printed sides would mislead
    for space in ("Chateau Thierry", "Bar le Duc", "Sedan", "Nancy"):
        game.place(space, [], control="central")
    game.place("Verdun", [{"id": "FR 3", "nation": "FR", "type": "army", "cf": [3, 2]}], trench=1)
    game.place("Metz", [{"id": "GE 6", "nation": "GE", "type": "army", "cf": [5, 3]}])
    seen = board_scene(game, Audience.PLAYERS, aspect=1.5)
    assert seen["supply"] == {"out_of_supply": ["FR 3"], "spaces": ["Verdun"]}
    svg = seen["map"]
    verdun = svg[svg.index("<title>Verdun</title>"):].split("</g>")[0]
    metz = svg[svg.index("<title>Metz</title>"):].split("</g>")[0]
    assert OUT_OF_SUPPLY in verdun and "stroke-dasharray" in verdun and ">T1<" in verdun
    assert "stroke-dasharray" not in metz and ">1<" in metz  # (its red is a victory space's, solid)
    x, y, w, h = _viewbox(svg)
    fx, fy, fw, fh = _viewbox(board_svg(game.rules, game.view()))
    assert w * h < fw * fh / 4 and abs(w / h - 1.5) < 0.01  # a part of the map, at the shape asked
    for name in ("Verdun", "Metz", "Chateau Thierry", "Nancy"):
        sx, sy = game.rules.spaces[name].at
        assert x < sx < x + w and y < sy < y + h


def test_the_map_goes_under_the_tracks_as_wide_as_them() -> None:
    from referee_app.drawing.paths_of_glory.board import under

    top = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"></svg>'
    board = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="10 20 1200 1000"><circle/></svg>'
    assert under(top, None) == top
    both = under(top, board, aspect=1.2)
    assert 'width="400" height="633"' in both and '<svg x="0" y="300" width="400" height="333" xmlns' in both and 'viewBox="10 20 1200 1000"><circle/>' in both
    with pytest.raises(ValueError):
        under("<p>not a picture</p>", board)

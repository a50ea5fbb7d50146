"""What each audience may see is the game's decision (``GameKind.view``), not a widget's."""

from __future__ import annotations

from referee_app.core import registry
from referee_app.core.registry import Audience
from referee_app.drawing import board_scene
from referee_app.games.diplomacy import Game, PhaseType

KIND = registry.get("diplomacy")


def _typed_game() -> Game:
    game = Game.new("standard")
    game.set_orders("FRANCE", ["A PAR - BUR", "A MAR S A PAR - BUR"])
    game.set_orders("GERMANY", ["A MUN - BUR"])
    return game


def test_players_never_see_a_typed_sheet_before_adjudication():
    game = _typed_game()
    seen = KIND.view(game, Audience.PLAYERS)
    assert seen.sheets == {}
    assert seen.results is None
    assert "BUR" not in repr(seen.sheets)


def test_the_referee_sees_the_typed_sheets():
    game = _typed_game()
    seen = KIND.view(game, Audience.REFEREE)
    assert seen.sheets["FRANCE"] == ("A PAR - BUR", "A MAR S A PAR - BUR")


def test_results_are_public_after_adjudication_until_the_next_clock_starts():
    game = _typed_game()
    game.process()
    assert game.phase.type is PhaseType.MOVEMENT  # nothing dislodged: straight to Fall
    shown = KIND.view(game, Audience.PLAYERS)
    assert shown.results is game.last.adjudication
    hidden = KIND.view(game, Audience.PLAYERS, clock_started=True)
    assert hidden.results is None
    assert KIND.view(game, Audience.REFEREE, clock_started=True).results is game.last.adjudication


def test_the_players_board_scene_has_no_order_before_adjudication():
    game = _typed_game()
    scene = board_scene(game, Audience.PLAYERS)
    assert scene.orders == ()
    game.process()
    after = board_scene(game, Audience.PLAYERS)
    assert {m.province for m in after.orders} >= {"PAR", "MAR", "MUN"}


def test_new_game_files_say_which_game_they_hold(tmp_path):
    from referee_app.core.record import GameFile

    with GameFile.create(tmp_path / "g.dipgame", KIND.new_game()) as gf:
        assert gf.meta()["game"] == "diplomacy"

"""Paths of Glory's ``GameKind``: how the shared shell (game file, command line, window) knows the game."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from referee_app.core.events import Event
from referee_app.core.registry import Audience, PhaseRow, RulesetInfo

from . import GAME_NAME
from .game import PogGame
from .tables import ruleset_infos


class PogKind:
    name = GAME_NAME
    titles: Mapping[str, str] = {"en": "Paths of Glory", "zh_Hant": "光榮之路", "zh_Hans": "光荣之路", "ja": "パス・オブ・グローリー"}
    file_suffix = ".pog"
    gui_module: str | None = "referee_app.gui.paths_of_glory"

    def rulesets(self) -> Sequence[RulesetInfo]:
        return ruleset_infos()

    def default_ruleset(self) -> str:
        return "standard"

    def new_game(self, ruleset: str | None = None, **options: Any) -> PogGame:
        """``options``: scenario (intro|limited|campaign), options (names of optional rules), override (a
        table override, parsed), seed, tournament_bid."""
        return PogGame.new(str(options.get("scenario", "intro")), ruleset=ruleset, options=options.get("options", ()),
                           override=options.get("override"), seed=options.get("seed"),
                           tournament_bid=options.get("tournament_bid"))

    def replay(self, events: Sequence[Event], clock: Callable[[], float]) -> PogGame:
        return PogGame.replay(events, clock)

    def file_meta(self, game: Any) -> Mapping[str, str]:
        return {"ruleset": str(game.setup.get("ruleset", "standard")), "scenario": str(game.state.scenario),
                "title": f"Paths of Glory ({game.state.scenario})"}

    def phase_rows(self, game: Any, seqs: Collection[int] | None = None) -> Sequence[PhaseRow]:
        return []  # no Diplomacy-style adjudications: the events are the record

    def view(self, game: Any, audience: Audience, **context: Any) -> Any:
        """The referee sees everything; the players everything but the dice seed and the referee's notes."""
        return game.view(referee=audience == Audience.REFEREE)


KIND = PogKind()

__all__ = ["KIND", "PogKind"]

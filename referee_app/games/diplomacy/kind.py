"""Diplomacy as one of the games at the table: its ``GameKind`` for the kernel's registry."""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from referee_app.core.events import Event
from referee_app.core.registry import Audience, PhaseRow, RulesetInfo

from .rules.ruleset import default_ruleset_name, list_rulesets
from .table.game import TYPED_FRAME, TYPED_SHAPE, Game
from .table.record import phase_rows
from .table.views import TableView, view


class Diplomacy:
    """The seven-power game of the 1982 rulebook (seeds 000, 002, 004) and its variants."""

    name = "diplomacy"
    titles: Mapping[str, str] = {"en": "Diplomacy", "zh_Hant": "外交", "zh_Hans": "外交", "ja": "ディプロマシー"}
    file_suffix = ".dipgame"
    gui_module: str | None = "referee_app.gui.diplomacy"
    # a typed sheet's event text, as a game file may leave it unread (core.record, ``_typed_events``)
    typed_shape: re.Pattern[str] | None = TYPED_SHAPE
    # the same for a text of plain characters, read faster (``GameKind.typed_frame``)
    typed_frame: tuple[re.Pattern[str], re.Pattern[str]] | None = (TYPED_SHAPE, TYPED_FRAME)

    def rulesets(self) -> Sequence[RulesetInfo]:
        return [RulesetInfo(info.name, info.title) for info in list_rulesets()]

    def default_ruleset(self) -> str:
        return default_ruleset_name()

    def new_game(self, ruleset: str | None = None, **options: Any) -> Game:
        """A new game (``options``: those of ``variants.new_game``: n_players, assignment, names, seed ...)."""
        from .table.variants import new_game

        return new_game(ruleset or self.default_ruleset(), **options)

    def replay(self, events: Sequence[Event], clock: Callable[[], float]) -> Game:
        return Game.replay(events, clock=clock)

    def file_meta(self, game: Any) -> Mapping[str, str]:
        assert isinstance(game, Game)
        return {"ruleset": game.setup.ruleset, "title": game.setup.title}

    def phase_rows(self, game: Any, seqs: Collection[int] | None = None) -> Sequence[PhaseRow]:
        assert isinstance(game, Game)
        return phase_rows(game, seqs)

    def view(self, game: Any, audience: Audience, **context: Any) -> TableView:
        assert isinstance(game, Game)
        return view(game, audience, clock_started=bool(context.get("clock_started", False)))


KIND = Diplomacy()

__all__ = ["Diplomacy", "KIND"]

"""列欧帝国棋 as a game at the table: its ``GameKind`` for the kernel's registry (its commands are
``referee_app/cli/lieou.py``, its board's scene ``referee_app/drawing/lieou/``)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from referee_app.core.events import Event
from referee_app.core.messages import Message
from referee_app.core.registry import Audience, PhaseRow, RulesetInfo

from .game import GAME_NAME, LieouGame
from .rules import load_ruleset, ruleset_names


class LieouKind:
    name = GAME_NAME
    titles: Mapping[str, str] = {"en": "Lieou Empires (列欧帝国棋)", "zh_Hans": "列欧帝国棋", "zh_Hant": "列歐帝國棋",
                                 "ja": "列欧帝国棋"}
    file_suffix = ".lieou"
    gui_module: str | None = "referee_app.gui.lieou"

    def rulesets(self) -> Sequence[RulesetInfo]:
        return [RulesetInfo(n, load_ruleset(n)[0]) for n in ruleset_names()]

    def default_ruleset(self) -> str:
        return "standard"

    def new_game(self, ruleset: str | None = None, **options: Any) -> LieouGame:
        seed = options.pop("seed", None)
        return LieouGame(seed, ruleset or "standard", options)

    def replay(self, events: Sequence[Event], clock: Callable[[], float]) -> LieouGame:
        return LieouGame.replay(events, clock)

    def file_meta(self, game: Any) -> Mapping[str, str]:
        return {"ruleset": str(game.ruleset)}

    def phase_rows(self, game: Any, seqs: Collection[int] | None = None) -> Sequence[PhaseRow]:
        return []  # 列欧帝国棋 has no adjudicated phases; its record is its actions

    def view(self, game: Any, audience: Audience, **context: Any) -> Any:
        # nothing is hidden in 列欧帝国棋: everyone sees the whole board, and what the game waits for
        # (a set-up roll, a battle's dice, an empire's choice, an order) as a message to render
        seen = game.to_json()
        pending = game.pending()
        if pending.key == "lieou.wait.decision":  # the players see whose choice it is, not what to type
            pending = Message("lieou.wait.choosing", pending.params)
        seen["pending"] = pending.to_json()
        return seen


KIND = LieouKind()

__all__ = ["KIND", "LieouKind"]

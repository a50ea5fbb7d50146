"""Paths of Glory's drawing: its tracks as SVG (``tracks``) and its map as a schematic (``board``)."""

from __future__ import annotations

from typing import Any

from referee_app.core import registry
from referee_app.core.registry import Audience

from .board import board_svg, busy_spaces


def board_scene(game: Any, audience: Audience, **options: Any) -> Any:
    """What the tracks and the map show ``audience``: the game's view for it, and under ``map`` the schematic
    map drawn from it (``board.board_svg``) framed on the spaces the order of battle names, at ``aspect``
    (width over height, option) — None when no order of battle is kept (the map's printed sides would
    mislead a table that keeps its own)."""
    seen: dict[str, Any] = dict(registry.get(game.game_name).view(game, audience))
    seen["map"] = None
    if seen.get("oob") is not None:
        seen["map"] = board_svg(game.rules, seen, frame=busy_spaces(seen), aspect=options.get("aspect"))
    return seen


__all__ = ["board_scene"]

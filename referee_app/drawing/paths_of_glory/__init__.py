"""Paths of Glory's drawing: its tracks as SVG (``tracks``; the game has no board of ours)."""

from __future__ import annotations

from typing import Any

from referee_app.core import registry
from referee_app.core.registry import Audience


def board_scene(game: Any, audience: Audience, **options: Any) -> Any:
    """No board: the players keep the map. What the tracks show is the game's view for ``audience``."""
    return registry.get(game.game_name).view(game, audience)


__all__ = ["board_scene"]

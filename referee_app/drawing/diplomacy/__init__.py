"""Diplomacy's board: what it shows (``scene``) and its SVG (``svg``), on the shared primitives."""

from __future__ import annotations

from typing import Any

from referee_app.core import registry
from referee_app.core.registry import Audience

from ..primitives import Scene, SceneOptions


def board_scene(game: Any, audience: Audience, **options: Any) -> Scene:
    """The board as ``audience`` may see it (``GameKind.view``): position and results as primitives.
    ``clock_started``: whether the phase's clock has started (the view's context); ``scene_options``."""
    from .scene import build_scene

    seen = registry.get(game.game_name).view(game, audience, clock_started=bool(options.get("clock_started", False)))
    opts = options.get("scene_options") or SceneOptions()
    return build_scene(game.ruleset, seen.position, seen.results, opts)


__all__ = ["board_scene"]

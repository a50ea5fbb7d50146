"""Drawing boards without Qt: map geometry, drawing primitives, SVG export, and each game's scene.

``mapsvg`` reads a board's SVG (space outlines and anchors; Diplomacy's is ``assets/map.svg``);
``primitives`` are what any board is drawn with; ``svg_export`` writes primitives as a standalone SVG
document. Each game's part is ``drawing/<package>/`` (``core.registry.layer_module``): ``diplomacy/``
turns a Diplomacy position and adjudication into primitives (``scene``) and SVG (``svg``), ``lieou/``
列欧帝国棋's board, ``paths_of_glory/`` its tracks. ``board_scene`` asks a game's part what its board
shows to an audience. The Qt board (``referee_app.gui.board``) paints the same primitives.
"""

from __future__ import annotations

import importlib
from typing import Any

from referee_app.core import registry
from referee_app.core.registry import Audience


def board_scene(game: Any, audience: Audience, **options: Any) -> Any:
    """What the board of ``game`` shows ``audience`` (Qt-free), from the game's part of this layer
    (its ``board_scene``), which asks the game's ``view``: the board never filters by itself."""
    part = importlib.import_module(registry.layer_module(game.game_name, "drawing"))
    return part.board_scene(game, audience, **options)


__all__ = ["board_scene"]

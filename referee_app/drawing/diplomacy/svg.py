"""Diplomacy's board as a standalone SVG document (for the exports)."""

from __future__ import annotations

from collections.abc import Iterable

from ...games.diplomacy.rules.adjudication import Adjudication
from ...games.diplomacy.rules.ruleset import Ruleset
from ...games.diplomacy.rules.state import Position
from ..mapsvg import load_geometry
from ..primitives import SceneOptions
from ..svg_export import scene_svg
from .scene import build_scene


def board_svg(ruleset: Ruleset, position: Position, adjudication: Adjudication | None = None, *,
              show_orders: bool = True, lang: str = "en", width: float | None = None,
              show_results: bool = True, highlight: Iterable[str] = (), highlight_kind: str = "retreat") -> str:
    """The board for a position (and the adjudication that led to it) as a standalone SVG document.

    ``width`` sets the document's width attribute (height follows the map's proportions);
    the viewBox stays in map units, so the picture scales without loss.
    """
    geo = load_geometry()
    scene = build_scene(ruleset, position, adjudication, SceneOptions(show_orders, show_results, lang), geometry=geo,
                        highlight=highlight, highlight_kind=highlight_kind)
    return scene_svg(scene, geo, width=width)


__all__ = ["board_svg"]

"""列欧帝国棋's exports: json, text, html (docs/lieou.md, "Exports")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from referee_app.core.errors import RefereeError

FORMATS: dict[str, str] = {
    "json": "the full game record (JSON): events, actions with their dice, turns, chart",
    "text": "the game's log: every action and every die, turn by turn (plain text)",
    "html": "one self-contained web page: lands and armies chart, the board after each turn",
}


def writer(fmt: str) -> Callable[[Any, str, str], None]:
    """The function writing ``fmt``: ``write(game, path, lang)``."""
    if fmt == "json":
        from .record_json import write_json

        return lambda game, path, lang: write_json(game, path)
    if fmt == "text":
        from .text import write_text

        return lambda game, path, lang: write_text(game, path, lang=lang)
    if fmt == "html":
        from .html import write_html

        return lambda game, path, lang: write_html(game, path, lang=lang)
    raise RefereeError(f"unknown export format {fmt!r} for 列欧帝国棋; formats: {', '.join(FORMATS)}")


__all__ = ["FORMATS", "writer"]

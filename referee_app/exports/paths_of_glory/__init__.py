"""Paths of Glory's exports: json, text, html (``formats``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from referee_app.core.errors import RefereeError

FORMATS: dict[str, str] = {
    "json": "the full game record (JSON)",
    "text": "the record as plain text",
    "html": "one self-contained web page: the record and the VP chart over the game",
}


def writer(fmt: str) -> Callable[[Any, str, str], None]:
    """The function writing ``fmt``: ``write(game, path, lang)``."""
    from . import formats

    if fmt == "json":
        return lambda game, path, lang: formats.write_json(game, path)
    if fmt == "text":
        return lambda game, path, lang: formats.write_text(game, path, lang=lang)
    if fmt == "html":
        return lambda game, path, lang: formats.write_html(game, path, lang=lang)
    raise RefereeError(f"unknown export format {fmt!r} for Paths of Glory; formats: {', '.join(FORMATS)}")


__all__ = ["FORMATS", "writer"]

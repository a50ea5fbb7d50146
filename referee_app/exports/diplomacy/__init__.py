"""Diplomacy's exports: json, text, html, svg, png, diplomacy-json; and reading them back (``readback``,
``phase_source``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from referee_app.core.errors import RefereeError

FORMATS: dict[str, str] = {
    "json": "the full game record (JSON)",
    "text": "results log, e-mail judge style (plain text)",
    "diplomacy-json": "saved game of the 'diplomacy' Python package (JSON)",
    "svg": "the board of every phase (SVG files in a folder, or a .zip)",
    "png": "the board of every phase (PNG pictures in a folder, or a .zip)",
    "html": "one self-contained web page: boards, results, supply-centre chart",
}


def writer(fmt: str) -> Callable[[Any, str, str], None]:
    """The function writing ``fmt``: ``write(game, path, lang)`` (imported only when asked for: ``png`` loads Qt)."""
    if fmt == "json":
        from .record_json import write_json

        return lambda game, path, lang: write_json(game, path)
    if fmt == "text":
        from .text import write_text

        return lambda game, path, lang: write_text(game, path, lang=lang)
    if fmt == "diplomacy-json":
        from .diplomacy_json import write_diplomacy_json

        return lambda game, path, lang: write_diplomacy_json(game, path)
    if fmt == "svg":
        from .board import write_svg

        return lambda game, path, lang: write_svg(game, path, lang=lang)
    if fmt == "png":
        from .board import write_png

        return lambda game, path, lang: write_png(game, path, lang=lang)
    if fmt == "html":
        from .html import write_html

        return lambda game, path, lang: write_html(game, path, lang=lang)
    raise RefereeError(f"unknown export format {fmt!r}; formats: {', '.join(FORMATS)}")


__all__ = ["FORMATS", "writer"]

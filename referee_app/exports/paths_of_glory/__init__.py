"""Paths of Glory's exports: json, text, html (``formats``).

What ``exports.export_game`` needs: ``FORMATS``, ``WRITERS`` and ``DATA``."""

from __future__ import annotations

FORMATS: dict[str, str] = {
    "json": "the full game record (JSON)",
    "text": "the record as plain text",
    "html": "one self-contained web page: the record and the VP chart over the game",
}
# format -> "module:function" of this package
WRITERS: dict[str, str] = {"json": "formats:write_json", "text": "formats:write_text", "html": "formats:write_html"}
# the formats that are data and have no language
DATA: frozenset[str] = frozenset({"json"})

__all__ = ["DATA", "FORMATS", "WRITERS"]

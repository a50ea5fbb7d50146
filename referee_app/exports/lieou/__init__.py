"""列欧帝国棋's exports: json, text, html (docs/lieou.md, "Exports").

What ``exports.export_game`` needs: ``FORMATS``, ``WRITERS`` and ``DATA``."""

from __future__ import annotations

FORMATS: dict[str, str] = {
    "json": "the full game record (JSON): events, actions with their dice, turns, chart",
    "text": "the game's log: every action and every die, turn by turn (plain text)",
    "html": "one self-contained web page: lands and armies chart, the board after each turn",
}
# format -> "module:function" of this package
WRITERS: dict[str, str] = {"json": "record_json:write_json", "text": "text:write_text", "html": "html:write_html"}
# the formats that are data and have no language
DATA: frozenset[str] = frozenset({"json"})

__all__ = ["DATA", "FORMATS", "WRITERS"]

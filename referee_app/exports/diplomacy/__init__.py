"""Diplomacy's exports: json, text, html, svg, png, diplomacy-json; and reading them back (``readback``,
``phase_source``).

What ``exports.export_game`` needs: ``FORMATS``, ``WRITERS`` and ``DATA``."""

from __future__ import annotations

FORMATS: dict[str, str] = {
    "json": "the full game record (JSON)",
    "text": "results log, e-mail judge style (plain text)",
    "diplomacy-json": "saved game of the 'diplomacy' Python package (JSON)",
    "svg": "the board of every phase (SVG files in a folder, or a .zip)",
    "png": "the board of every phase (PNG pictures in a folder, or a .zip)",
    "html": "one self-contained web page: boards, results, supply-centre chart",
}
# format -> "module:function" of this package; the module is imported only when asked for (``png`` loads Qt)
WRITERS: dict[str, str] = {"json": "record_json:write_json", "text": "text:write_text",
                           "diplomacy-json": "diplomacy_json:write_diplomacy_json", "svg": "board:write_svg",
                           "png": "board:write_png", "html": "html:write_html"}
# the formats that are data and have no language
DATA: frozenset[str] = frozenset({"json", "diplomacy-json"})

__all__ = ["DATA", "FORMATS", "WRITERS"]

"""Exports of a game for after the game: one function, ``export_game(game, fmt, out_path)``.

Formats (``FORMATS``):

* ``json`` - this program's full record (docs/record-format.md)
* ``text`` - the results log, e-mail judge style
* ``diplomacy-json`` - the saved-game JSON of the ``diplomacy`` Python package
* ``svg`` - the board of every phase with its orders and results, one SVG file per phase,
  in a folder, or in a zip archive when ``out_path`` ends with ``.zip``
* ``png`` - the same boards as PNG pictures (rendered with Qt, imported only for this format)
* ``html`` - one self-contained page: every phase's board and results, and a supply-centre chart

A game of Paths of Glory has ``json``, ``text`` and ``html`` of its own (``paths_of_glory``: the record,
and a page with the VP chart over the game).

Everything but ``png`` is pure Python.

A game of 列欧帝国棋 (``game.game_name == "lieou"``) has its own (``LIEOU_FORMATS``; docs/lieou.md):

* ``json`` - the full record: the events it replays from, every action with its dice, the turns, the chart
* ``text`` - the game's log, every action and every die, turn by turn
* ``html`` - one self-contained page: each empire's lands and armies over time, the board after each turn

``formats_for(game)`` gives the formats of a game.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from ..games.diplomacy.errors import RefereeError
from ..games.diplomacy.game import Game

FORMATS: dict[str, str] = {
    "json": "the full game record (JSON)",
    "text": "results log, e-mail judge style (plain text)",
    "diplomacy-json": "saved game of the 'diplomacy' Python package (JSON)",
    "svg": "the board of every phase (SVG files in a folder, or a .zip)",
    "png": "the board of every phase (PNG pictures in a folder, or a .zip)",
    "html": "one self-contained web page: boards, results, supply-centre chart",
}
ALIASES = {"txt": "text", "diplomacy": "diplomacy-json", "dip-json": "diplomacy-json"}
SUFFIXES = {"json": ".json", "text": ".txt", "diplomacy-json": ".json", "svg": ".zip", "png": ".zip", "html": ".html"}
LIEOU_FORMATS: dict[str, str] = {
    "json": "the full game record (JSON): events, actions with their dice, turns, chart",
    "text": "the game's log: every action and every die, turn by turn (plain text)",
    "html": "one self-contained web page: lands and armies chart, the board after each turn",
}


def formats_for(game: Any) -> Mapping[str, str]:
    """The export formats of a game (by its ``game_name``)."""
    return LIEOU_FORMATS if getattr(game, "game_name", "diplomacy") == "lieou" else FORMATS


def _lieou_writer(fmt: str) -> Callable[..., None]:
    if fmt == "json":
        from .lieou_json import write_json

        return write_json
    if fmt == "text":
        from .lieou_text import write_text

        return write_text
    if fmt == "html":
        from .lieou_html import write_html

        return write_html
    raise RefereeError(f"unknown export format {fmt!r} for 列欧帝国棋; formats: {', '.join(LIEOU_FORMATS)}")


def _writer(fmt: str) -> Callable[..., None]:
    if fmt == "json":
        from .record_json import write_json

        return write_json
    if fmt == "text":
        from .text import write_text

        return write_text
    if fmt == "diplomacy-json":
        from .diplomacy_json import write_diplomacy_json

        return write_diplomacy_json
    if fmt == "svg":
        from .board import write_svg

        return write_svg
    if fmt == "png":
        from .board import write_png

        return write_png
    if fmt == "html":
        from .html import write_html

        return write_html
    raise RefereeError(f"unknown export format {fmt!r}; formats: {', '.join(FORMATS)}")


def export_game(game: Game | Any, fmt: str, out_path: str | os.PathLike[str], *, lang: str = "en") -> Path:
    """Write ``game`` (Diplomacy's, 列欧帝国棋's: ``formats_for``, or Paths of Glory's) in format ``fmt``
    to ``out_path``; returns the path written.

    ``lang`` (en, zh_Hant, zh_Hans, ja): the language of the text log, the web page and the names
    on the boards (the JSON records are data and have none).
    Raises ``RefereeError`` with a readable message on a bad format or when the
    file cannot be written.
    """
    fmt = ALIASES.get(fmt.lower(), fmt.lower())
    out = Path(out_path)
    name = getattr(game, "game_name", "diplomacy")
    if name not in ("diplomacy", "lieou"):
        return _export_other(game, fmt, out, lang)
    write = _lieou_writer(fmt) if formats_for(game) is LIEOU_FORMATS else _writer(fmt)
    try:
        if fmt in ("text", "html", "svg", "png"):
            write(game, str(out), lang=lang)
        else:
            write(game, str(out))
    except OSError as exc:
        raise RefereeError(f"cannot write {out}: {exc.strerror or exc}") from exc
    return out


def _export_other(game: Any, fmt: str, out: Path, lang: str) -> Path:
    """Another game's exports: Paths of Glory's record as JSON, text or a web page (``paths_of_glory``)."""
    if game.game_name != "pog":
        raise RefereeError(f"no exports for a game of {game.game_name!r}")
    from . import paths_of_glory as pog

    writers: dict[str, Callable[..., None]] = {"json": pog.write_json, "text": pog.write_text, "html": pog.write_html}
    write = writers.get(fmt)
    if write is None:
        raise RefereeError(f"unknown export format {fmt!r} for Paths of Glory; formats: {', '.join(writers)}")
    try:
        if fmt == "json":
            write(game, str(out))
        else:
            write(game, str(out), lang=lang)
    except OSError as exc:
        raise RefereeError(f"cannot write {out}: {exc.strerror or exc}") from exc
    return out


__all__ = ["ALIASES", "FORMATS", "LIEOU_FORMATS", "SUFFIXES", "export_game", "formats_for"]

"""Exports of a game for after the game: one function, ``export_game(game, fmt, out_path)``.

Each game's exports are its part of this layer, ``exports/<package>/`` (``core.registry.layer_module``), which
gives ``FORMATS`` (format -> what it is), ``WRITERS`` (format -> ``"module:function"`` of the package, called
``write(game, path, lang=lang)``) and ``DATA`` (the formats that have no language: ``write(game, path)``):

* Diplomacy (``exports/diplomacy/``): ``json`` this program's full record (docs/record-format.md), ``text``
  the results log e-mail judge style, ``diplomacy-json`` the saved-game JSON of the ``diplomacy`` Python
  package, ``svg`` and ``png`` the board of every phase (one file per phase, in a folder or a ``.zip``; ``png``
  alone loads Qt), ``html`` one self-contained page with every phase's board and results and a supply-centre
  chart;
* 列欧帝国棋 (``exports/lieou/``; docs/lieou.md): ``json`` the full record (the events it replays from, every
  action with its dice, the turns, the chart), ``text`` the game's log, every action and every die, ``html``
  one self-contained page: each empire's lands and armies over time, the board after each turn;
* Paths of Glory (``exports/paths_of_glory/``): ``json``, ``text`` and ``html`` (the record, and a page with
  the VP chart over the game).

``formats_for(game)`` gives the formats of a game.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Mapping
from pathlib import Path
from types import ModuleType
from typing import Any

from ..core import registry
from ..core.errors import RefereeError

ALIASES = {"txt": "text", "diplomacy": "diplomacy-json", "dip-json": "diplomacy-json"}
SUFFIXES = {"json": ".json", "text": ".txt", "diplomacy-json": ".json", "svg": ".zip", "png": ".zip", "html": ".html"}


def part_of(game: Any) -> ModuleType:
    """The game's part of the exports (by its ``game_name``)."""
    return importlib.import_module(registry.layer_module(getattr(game, "game_name", registry.DEFAULT_GAME), "exports"))


def formats_for(game: Any) -> Mapping[str, str]:
    """The export formats of a game: format -> what it is."""
    formats: Mapping[str, str] = part_of(game).FORMATS
    return formats


def export_game(game: Any, fmt: str, out_path: str | os.PathLike[str], *, lang: str = "en") -> Path:
    """Write ``game`` (of any game: ``formats_for``) in format ``fmt`` to ``out_path``; returns the path written.

    ``lang`` (en, zh_Hant, zh_Hans, ja): the language of the text log, the web page and the names
    on the boards (the JSON records are data and have none).
    Raises ``RefereeError`` with a readable message on a bad format or when the
    file cannot be written.
    """
    fmt = ALIASES.get(fmt.lower(), fmt.lower())
    out = Path(out_path)
    part = part_of(game)
    target = part.WRITERS.get(fmt)
    if target is None:
        title = registry.get(getattr(game, "game_name", registry.DEFAULT_GAME)).titles.get("en", "")
        raise RefereeError(f"unknown export format {fmt!r} for {title}; formats: {', '.join(part.FORMATS)}")
    module, _, function = target.partition(":")
    write = getattr(importlib.import_module(f"{part.__name__}.{module}"), function)
    try:
        if fmt in part.DATA:
            write(game, str(out))
        else:
            write(game, str(out), lang=lang)
    except OSError as exc:
        raise RefereeError(f"cannot write {out}: {exc.strerror or exc}") from exc
    return out


def __getattr__(name: str) -> Mapping[str, str]:
    """``FORMATS`` (Diplomacy's) and ``LIEOU_FORMATS``, as earlier versions named them."""
    if name == "FORMATS":
        return formats_for(None)
    if name == "LIEOU_FORMATS":
        formats: Mapping[str, str] = importlib.import_module(registry.layer_module("lieou", "exports")).FORMATS
        return formats
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["ALIASES", "SUFFIXES", "export_game", "formats_for", "part_of"]

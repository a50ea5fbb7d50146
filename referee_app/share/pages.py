"""What each game shows on the players' page: one small part per game, as the drawing and the window have.

The server (``server.py``) knows no game. For a game it asks that game's page part (named in ``PAGES``,
imported on first use, as ``core.registry`` does for the games themselves) for the page's texts and its
board in a language. Each part asks its game what the players may see - ``GameKind.view`` and
``drawing.board_scene`` with ``Audience.PLAYERS`` - and never filters by itself.
"""

from __future__ import annotations

import importlib
from typing import Any, Protocol

from referee_app.core import registry
from referee_app.core.clock import ClockSettings, PhaseClock
from referee_app.core.errors import RefereeError
from referee_app.core.registry import Audience


class PlayersPage(Protocol):
    """One game's part of the players' page."""

    #: whether the game has the phase clock (Diplomacy); without it the page shows no clock at all
    has_clock: bool

    def clock_settings(self, game: Any) -> ClockSettings:
        """The game's timer lengths and warnings (to rebuild its clock from the recorded events; a game
        without the clock gives the defaults: its clock stays idle and is never shown)."""
        ...

    def state(self, game: Any, clock: PhaseClock, lang: str) -> dict[str, Any]:
        """Everything the page shows but the board and the clock, rendered in ``lang`` (JSON-able).

        Keys: ``title``, ``phase``, ``phase_code``, ``note``, ``banner`` (or None), ``board_alt``,
        ``centres`` ({``heading``, ``rows``: [{``name``, ``colour``, ``count``, ``detail``}]}) and
        ``sections`` ([{``heading``, ``items``: [{``colour``, ``who``, ``text``, ``status``,
        ``status_text``, ``detail``}]}]): the page draws these as they are. Optional: ``phase_colour`` (the
        colour of whoever is to play, beside the heading) and ``centres.columns`` (1: the rows in one column
        on a phone, for long rows)."""
        ...

    def board_svg(self, game: Any, clock: PhaseClock, lang: str) -> str:
        """The players' board in ``lang`` as an SVG document."""
        ...


class ClocklessPage:
    """What the page part of a game without the phase clock shares (列欧帝国棋, Paths of Glory): no clock,
    and the game as its players may see it."""

    has_clock = False

    def clock_settings(self, game: Any) -> ClockSettings:
        return ClockSettings()  # no phase clock: its clock stays idle and the page shows none

    def players_view(self, game: Any) -> Any:
        """``GameKind.view`` of the game for ``Audience.PLAYERS``: all a page part may show."""
        return registry.get(game.game_name).view(game, Audience.PLAYERS)


class NoPlayersPageError(RefereeError):
    """A game that has no players' page yet."""


# game name -> "module:attribute" of its page part
PAGES: dict[str, str] = {
    "diplomacy": "referee_app.share.diplomacy:PAGE",
    "lieou": "referee_app.share.lieou:PAGE",
    "pog": "referee_app.share.paths_of_glory:PAGE",
}
_LOADED: dict[str, PlayersPage] = {}


def page_for(game_name: str) -> PlayersPage:
    """The players' page part of the game called ``game_name``."""
    hit = _LOADED.get(game_name)
    if hit is not None:
        return hit
    target = PAGES.get(game_name)
    if target is None:
        raise NoPlayersPageError(f"the game {game_name!r} cannot be shown on the players' phones yet "
                                 f"(it can: {', '.join(sorted(PAGES))})")
    module, _, attr = target.partition(":")
    page: PlayersPage = getattr(importlib.import_module(module), attr)
    _LOADED[game_name] = page
    return page


def has_page(game_name: str) -> bool:
    return game_name in PAGES or game_name in _LOADED


def register(game_name: str, page: PlayersPage) -> None:
    """Add a game's page part (a third-party game, or a test's)."""
    _LOADED[game_name] = page


__all__ = ["NoPlayersPageError", "PAGES", "PlayersPage", "has_page", "page_for", "register"]

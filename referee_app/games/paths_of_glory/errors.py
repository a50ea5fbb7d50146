"""The errors of the Paths of Glory aid: each carries a Message, so it reads in every language."""

from __future__ import annotations

from referee_app.core.errors import GameStateError, RefereeError, RulesetError


class PogError(RefereeError):
    """Bad input to an operation or a contract command (a die of 7, an unknown table ...)."""


class PogStateError(PogError, GameStateError):
    """An operation that does not fit the game's turn, phase or action round."""


class PogDataError(PogError, RulesetError):
    """A table file (shipped or a referee's override) is malformed; names the file and the entry."""


__all__ = ["PogDataError", "PogError", "PogStateError"]

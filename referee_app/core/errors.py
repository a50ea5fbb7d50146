"""Exception types of the kernel. All are ``ValueError`` subclasses so that callers that only care
about "bad input" can catch one thing; each carries a message a referee can read at the table.
A game's own errors (an order that cannot be given, say) derive from ``RefereeError``."""

from __future__ import annotations

from typing import Any

from .messages import Message, raw, render


class RefereeError(ValueError):
    """Base class of every error the program raises on bad input.

    Raised with a ``Message`` (and the game's names: its ruleset or map, which name the things on its
    board) the error can be shown in any language: ``.message`` is the Message, ``str(error)`` its
    English rendering (see ``messages.error_text``). Raised with plain text, ``.message`` shows that
    text as is.
    """

    def __init__(self, message: str | Message = "", names: Any = None) -> None:
        self.names = names  # what the message's names are rendered with, in any language (error_text)
        if isinstance(message, Message):
            self.message: Message = message
            text = render(message, "en", names)
        else:
            text = str(message)
            self.message = raw(text)
        super().__init__(text)


class RulesetError(RefereeError):
    """A ruleset or board data file is malformed. Names the file and the problem."""


class GameStateError(RefereeError):
    """An operation that does not fit the game's current state (e.g. undo with no history)."""


__all__ = ["GameStateError", "RefereeError", "RulesetError"]

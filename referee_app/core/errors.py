"""Exception types of the core. All are ``ValueError`` subclasses so that callers
that only care about "bad input" can catch one thing; each carries a message a
referee can read at the table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .i18n import Message, raw, render

if TYPE_CHECKING:
    from .geography import GameMap
    from .ruleset import Ruleset


class RefereeError(ValueError):
    """Base class of every error the core raises on bad input.

    Raised with a ``Message`` (and the map or ruleset that names its provinces and powers) the
    error can be shown in any language: ``.message`` is the Message, ``str(error)`` its English
    rendering (see ``i18n.error_text``). Raised with plain text, ``.message`` shows that text as is.
    """

    def __init__(self, message: str | Message = "", names: GameMap | Ruleset | None = None) -> None:
        if isinstance(message, Message):
            self.message: Message = message
            text = render(message, "en", names)
        else:
            text = str(message)
            self.message = raw(text)
        super().__init__(text)


class RulesetError(RefereeError):
    """A ruleset or map data file is malformed. Names the file and the problem."""


class PhaseError(RefereeError):
    """A phase name such as ``S1901M`` could not be read."""


class OrderError(RefereeError):
    """An order could not be accepted. ``code`` is a stable machine-readable tag."""

    code = "invalid"

    def __init__(self, message: str | Message, names: GameMap | Ruleset | None = None, *,
                 candidates: Sequence[str] = ()) -> None:
        super().__init__(message, names)
        self.candidates: tuple[str, ...] = tuple(candidates)


class OrderSyntaxError(OrderError):
    """The text does not have the shape of any order."""

    code = "syntax"


class UnknownNameError(OrderError):
    """A province name nobody knows; ``candidates`` holds the nearest names."""

    code = "unknown-name"


class AmbiguousNameError(OrderError):
    """An abbreviation that fits more than one space (rule 2.4.3: the order is void)."""

    code = "ambiguous-name"


class NoSuchUnitError(OrderError):
    """No unit stands where the order says, or it is not the ordering power's."""

    code = "no-such-unit"


class IllegalOrderError(OrderError):
    """The order is well formed but the rules do not allow it."""

    code = "illegal"


class GameStateError(RefereeError):
    """An operation that does not fit the game's current state (e.g. undo with no history)."""

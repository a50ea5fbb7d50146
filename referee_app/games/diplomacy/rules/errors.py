"""Diplomacy's errors: phase names and orders. Each is a ``RefereeError`` (a ``ValueError``) carrying
a message a referee can read at the table; the kernel's own errors are re-exported here for the
game's modules."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from referee_app.core.errors import GameStateError, RefereeError, RulesetError
from referee_app.core.messages import Many, Message, msg

if TYPE_CHECKING:
    from .geography import GameMap
    from .ruleset import Ruleset


class PhaseError(RefereeError):
    """A phase name such as ``S1901M`` could not be read."""


class PositionError(RefereeError):
    """A position that no game could reach: two units in a space, an army at sea, a dislodged unit
    with no attacker that could have come from where it is said to have come ...

    ``problems``: every reason given (``rules.positions``: the hot path stops at the first, a draft lists
    them all), each a Message; the error's own message is the one problem, or lists them all."""

    def __init__(self, problems: str | Message | Iterable[Message], names: GameMap | Ruleset | None = None) -> None:
        if isinstance(problems, (str, Message)):
            super().__init__(problems, names)
            self.problems: tuple[Message, ...] = (self.message,)
            return
        self.problems = tuple(problems)
        if len(self.problems) == 1:
            message = self.problems[0]
        else:
            message = msg("position_check.problems", n=len(self.problems), problems=Many(list(self.problems), "list"))
        super().__init__(message, names)


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


__all__ = ["AmbiguousNameError", "GameStateError", "IllegalOrderError", "NoSuchUnitError", "OrderError", "OrderSyntaxError",
           "PhaseError", "PositionError", "RefereeError", "RulesetError", "UnknownNameError"]

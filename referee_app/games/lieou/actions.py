"""What the referee types, read: one action per line (docs/lieou.md has the notation), and the error
for an action that cannot be read or done."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from referee_app.core.errors import RefereeError


class LieouError(RefereeError):
    """An action the rules do not allow now, or one that cannot be read; the game is unchanged."""


@dataclass(frozen=True)
class Action:
    """One action read from a line: its verb and canonical line, the places it names (lands, fleets,
    sea zones), typed dice or token order, the choices given on an attack line, and for the actions of
    chapters 7-13: what is built (``what``), armies taken from places (``amounts``, ``LAND:n``), new
    totals (``totals``, ``PLACE=n``), shifts of fleets or leaders (``shifts``, ``(who, from, to)``), a
    number (``count``) and the answer to a pending choice (``value``)."""

    verb: str
    line: str
    lands: tuple[str, ...] = ()
    faces: tuple[tuple[int, ...], ...] | None = None
    tokens: tuple[str, ...] = ()
    choices: Mapping[str, str] = field(default_factory=dict)
    what: str = ""
    amounts: tuple[tuple[str, int], ...] = ()
    totals: tuple[tuple[str, int], ...] = ()
    shifts: tuple[tuple[str, str, str], ...] = ()
    count: int | None = None
    value: str = ""


__all__ = ["Action", "LieouError"]

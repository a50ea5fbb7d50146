"""Dice and every other random draw at the table, from a recorded seed or typed from physical dice.

One service for every game: Diplomacy's coin toss and drawing of lots, and the dice of the dice games.
A draw made by the program is reproducible from the game's seed and the draw's number, so anyone can
check from the record that the program did not cheat (``verify``); dice rolled on the table and typed
by the referee are checked (count, faces) and recorded as typed. Each ``Roll`` says what it decided,
so the record reads like the table: "attack on 法B: 6 4 1 (typed)".

How a draw is made (recorded with every game so it can be checked with any Python):
``random.Random(f"{seed}:{index}")``, then ``randint(1, sides)`` per die, or ``randrange(n)`` for a
choice among ``n``. A single draw from its own seed (Diplomacy's toss and lots, recorded before this
service existed) is ``random.Random(seed).randrange(n)``: ``draw_index``.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from .errors import RefereeError
from .messages import msg

METHOD = "random.Random(f'{seed}:{index}'): randint(1, sides) per die; randrange(n) for a choice"
SINGLE_DRAW_METHOD = "random.Random(seed).randrange(n)"
MAX_DICE = 100
MAX_SIDES = 1000

T = TypeVar("T")


class DiceError(RefereeError):
    """Dice typed by the referee that cannot be what the table rolled (a 7 on a six-sided die)."""


def new_seed() -> int:
    """A fresh seed from the system's secure source (recorded with the game or the draw)."""
    return secrets.randbits(63)


def draw_index(n: int, seed: int) -> int:
    """Which of ``n`` candidates a single draw with its own ``seed`` picks: ``random.Random(seed).randrange(n)``."""
    if n < 1:
        raise ValueError("a draw needs at least one candidate")
    return random.Random(seed).randrange(n)


@dataclass(frozen=True, slots=True)
class Roll:
    """One roll of one or more dice (or one choice): what it decided and what came up."""

    purpose: str
    sides: int
    values: tuple[int, ...]
    typed: bool = False  # read off physical dice by the referee
    index: int | None = None  # the draw number for a roll the program made

    @property
    def total(self) -> int:
        return sum(self.values)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"purpose": self.purpose, "sides": self.sides, "values": list(self.values),
                                "typed": self.typed}
        if self.index is not None:
            data["index"] = self.index
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Roll:
        index = data.get("index")
        return cls(str(data.get("purpose", "")), int(data["sides"]), tuple(int(v) for v in data["values"]),
                   bool(data.get("typed", False)), None if index is None else int(index))


class Dice:
    """A game's dice: seeded draws numbered in order, or dice typed from the table.

    ``Dice(seed)`` starts at draw 0; ``Dice(seed, next_index)`` continues a reopened game. The seed and
    the number of the next draw are all the state there is, so a game file keeps them in its events.
    """

    def __init__(self, seed: int | None = None, next_index: int = 0) -> None:
        self.seed: int = new_seed() if seed is None else int(seed)
        self.next_index: int = int(next_index)

    def _rng(self) -> random.Random:
        rng = random.Random(f"{self.seed}:{self.next_index}")
        self.next_index += 1
        return rng

    def roll(self, count: int = 1, sides: int = 6, purpose: str = "") -> Roll:
        """Roll ``count`` dice of ``sides`` faces."""
        _check_shape(count, sides)
        index = self.next_index
        rng = self._rng()
        return Roll(purpose, sides, tuple(rng.randint(1, sides) for _ in range(count)), False, index)

    def choose(self, n: int, purpose: str = "") -> int:
        """A choice among ``n`` (0-based), as one numbered draw."""
        if n < 1:
            raise ValueError("a choice needs at least one candidate")
        return self._rng().randrange(n)

    def shuffle(self, items: Sequence[T], purpose: str = "") -> list[T]:
        """The items in a random order, as one numbered draw."""
        out = list(items)
        self._rng().shuffle(out)
        return out

    @staticmethod
    def typed(values: Sequence[int] | str, sides: int = 6, purpose: str = "", count: int | None = None) -> Roll:
        """Dice rolled on the table and typed by the referee: ``"6 4 1"``, ``"641"`` or ``[6, 4, 1]``.

        Raises ``DiceError`` (with the reason) for a face that a die of ``sides`` faces does not have, or
        for the wrong number of dice when ``count`` is given."""
        faces = parse_faces(values, sides)
        _check_shape(len(faces) or 1, sides)
        if not faces:
            raise DiceError(msg("dice.none_typed"))
        if count is not None and len(faces) != count:
            raise DiceError(msg("dice.wrong_count", n=count, typed=len(faces)))
        return Roll(purpose, sides, tuple(faces), True, None)

    def verify(self, roll: Roll) -> bool:
        """Does a roll the program made follow from this seed? (Typed rolls are taken as typed.)"""
        if roll.typed or roll.index is None:
            return True
        rng = random.Random(f"{self.seed}:{roll.index}")
        return tuple(rng.randint(1, roll.sides) for _ in roll.values) == roll.values

    def to_json(self) -> dict[str, Any]:
        return {"seed": self.seed, "next_index": self.next_index, "method": METHOD}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Dice:
        return cls(int(data["seed"]), int(data.get("next_index", 0)))


def parse_faces(values: Sequence[int] | str, sides: int = 6) -> list[int]:
    """The faces typed by the referee; ``DiceError`` names a face a die of ``sides`` cannot show."""
    if isinstance(values, str):
        text = values.replace(",", " ").strip()
        if not text:
            return []
        parts = text.split() if " " in text or sides > 9 else list(text)
        faces: list[int] = []
        for part in parts:
            if not part.isdigit() or not part.isascii():
                raise DiceError(msg("dice.not_a_number", typed=part))
            faces.append(int(part))
    else:
        faces = [int(v) for v in values]
    for face in faces:
        if not 1 <= face <= sides:
            raise DiceError(msg("dice.bad_face", face=str(face), sides=sides))
    return faces


def _check_shape(count: int, sides: int) -> None:
    if not 1 <= count <= MAX_DICE:
        raise DiceError(msg("dice.bad_count", n=count, max=MAX_DICE))
    if not 2 <= sides <= MAX_SIDES:
        raise DiceError(msg("dice.bad_sides", sides=sides))


__all__ = ["Dice", "DiceError", "METHOD", "Roll", "SINGLE_DRAW_METHOD", "draw_index", "new_seed", "parse_faces"]

"""The coin toss of the two-player game (rule 1.2.3(e)), drawn by the kernel's dice service."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from referee_app.core.dice import draw_index, new_seed

# how the coin is tossed: the side is random.Random(seed).randrange(2); 0 = heads = the first side
TOSS_METHOD = "random.Random(seed).randrange(2); 0 = heads = first side, 1 = tails = second side"


def toss_coin(seed: int | None, sides: Sequence[Sequence[str]], power: str,
              seats: Sequence[Sequence[str]] = (), players: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The coin toss of rule 1.2.3(e), as the data recorded in the game's ``coin-toss`` event.

    ``random.Random(seed).randrange(2)`` picks the side; the seed is part of the record, so anyone
    can toss again and get the same side (``verify_toss``).
    """
    if seed is None:
        seed = new_seed()
    side = draw_index(2, seed)
    joined = list(sides[side])
    seat = next((i for i, s in enumerate(seats) if set(s) == set(joined)), side)
    player = (players or {}).get(joined[0], "") if joined else ""
    return {"seed": seed, "method": TOSS_METHOD, "result": "heads" if side == 0 else "tails", "side": side,
            "sides": [list(s) for s in sides], "joins": joined, "seat": seat, "player": player, "power": power}


def verify_toss(data: Mapping[str, Any]) -> bool:
    """Does the recorded toss follow from its seed? (Shows the toss fair from the record.)"""
    try:
        return draw_index(2, int(data["seed"])) == int(data["side"])
    except (KeyError, TypeError, ValueError):
        return False


__all__ = ["TOSS_METHOD", "toss_coin", "verify_toss"]

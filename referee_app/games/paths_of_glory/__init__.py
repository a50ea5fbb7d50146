"""Paths of Glory table aid: the procedure and the arithmetic of the card-driven game of the First World
War (seed 003: the Traditional-Chinese rulebook, sections 5-15). The players keep the map, counters and
cards on the table; this package keeps the turn, the dice, the VP track and the record. No Qt here."""

from __future__ import annotations

from referee_app.core.messages import register_catalogue

register_catalogue("referee_app.games.paths_of_glory")

GAME_NAME = "pog"

__all__ = ["GAME_NAME"]

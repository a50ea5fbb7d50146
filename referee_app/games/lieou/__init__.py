"""列欧帝国棋 (seed 001): a four-player dice wargame on a Europe of 42 lands, headless (no Qt).

``LieouGame`` (game.py) is a whole game as its event log (chapters 1-14: its parts in base.py, forces.py,
war.py, state.py); ``battle.odds`` the exact odds of an attack, ``air.air_odds`` and ``air.bomb_odds`` those
of an air combat and a bombing; ``board.load_board`` the board and ``tables.load_tables`` the rules' numbers
as data; ``kind.KIND`` the game at the table and its command line. docs/lieou.md has the notation and the
readings of the seed.
"""

from __future__ import annotations

from referee_app.core.messages import register_catalogue

register_catalogue("referee_app.games.lieou")

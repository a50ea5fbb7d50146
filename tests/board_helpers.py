"""What the board's tests share: the scenes of the bench's new phases, and a painter path's elements."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

from referee_app.drawing.diplomacy.scene import build_scene
from referee_app.drawing.primitives import SceneOptions
from referee_app.games.diplomacy import Game


def seeded_scenes(seeds: tuple[int, ...] = (1901, 1902, 1903)) -> list[Any]:
    """The board's scene of Spring 1901 with random orders (seeded as the bench's ``adj new`` rows), each before and
    after adjudication, with the units' initials off and on."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
    from make_games import _orders

    out = []
    for seed in seeds:
        game = Game.new("standard")
        for power, lines in _orders(game, random.Random(seed)).items():
            game.set_orders(power, lines)
        before = game.position
        game.process()
        adj = game.last.adjudication if game.last is not None else None
        for initials in (False, True):
            for pos, shown in ((before, None), (game.position, adj)):
                out.append(build_scene(game.ruleset, pos, shown, SceneOptions(initials=initials)))
    return out


def path_elements(path: Any) -> list[tuple[object, float, float]]:
    """A ``QPainterPath``'s elements: (kind, x, y) each."""
    return [(e.type, e.x, e.y) for e in (path.elementAt(i) for i in range(path.elementCount()))]


def counted_hashes(monkeypatch: Any, *classes: type) -> list[object]:
    """From now on, every primitive of ``classes`` hashed is listed (in the list returned)."""
    hashed: list[object] = []
    for cls in classes:
        own = cls.__hash__

        def counted(self: object, own: Any = own) -> int:
            hashed.append(self)
            return int(own(self))

        monkeypatch.setattr(cls, "__hash__", counted)
    return hashed

"""What the board's tests share: what the Diplomacy board keeps in a process (the map read, its layers and placed
names, its outlines) and on disk, forgotten for a test (a new process, with a cache folder of the test's own); the
scenes of the bench's new phases; a painter path's elements; the primitives hashed."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from referee_app.core import diskcache
from referee_app.drawing.diplomacy import scene
from referee_app.drawing.diplomacy.scene import build_scene
from referee_app.drawing.mapsvg import _cached
from referee_app.drawing.primitives import SceneOptions
from referee_app.games.diplomacy import Game
from referee_app.gui import board


def forget_board() -> None:
    """A new process: nothing the board keeps in memory (the entries on disk stay)."""
    _cached.cache_clear()
    scene._LABELS.clear()
    scene._LAYERS.clear()
    board._OUTLINES.clear()
    if board._OUTLINES_LATER:
        board._OUTLINES_LATER[0].stop()
        board._OUTLINES_LATER.clear()
    board._OUTLINES_DUE.clear()
    diskcache._RAW_CHECKED.forget()


def board_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """For a fixture: the cache folder of a settings folder of the test's own, the board's memory forgotten before
    and after (the bundled CJK fonts registered, as the program does at its start)."""
    from referee_app.gui import language

    language.register_fonts()
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    board._TO_KEEP.clear()
    forget_board()
    yield diskcache.folder()
    board._TO_KEEP.clear()
    forget_board()


# a fresh process counting the Python enum classes PySide makes (``enum.EnumType._create_``), from after its
# application is made and the bundled fonts registered to the end of ``body`` (Python run in it)
_ENUMS_COUNTED = r"""
import enum, sys
sys.path.insert(0, {root!r})
made = []
create = enum.EnumType._create_
def counting(cls, class_name, names, *a, **k):
    out = create(cls, class_name, names, *a, **k)
    made.append(out.__qualname__)
    return out
enum.EnumType._create_ = counting
from PySide6.QtWidgets import QApplication
app = QApplication([])
from referee_app.gui import language
language.register_fonts()
before = len(made)
{body}
print(sorted(set(made[before:])))
"""


def enums_made_in_two_starts(tmp_path: Path, body: str) -> tuple[list[str], list[str]]:
    """The names of the enum classes two fresh processes make running ``body`` one after the other, with one
    settings folder (the second finds on the disk what the first kept), offscreen."""
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "cfg"), QT_QPA_PLATFORM="offscreen")
    code = _ENUMS_COUNTED.format(root=str(Path(__file__).resolve().parent.parent), body=body)
    made = []
    for _ in range(2):
        run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=180,
                             check=True)
        made.append(eval(run.stdout.strip().splitlines()[-1]))  # noqa: S307 (our child's list of names)
    return made[0], made[1]


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

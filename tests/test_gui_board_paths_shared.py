"""A layer's primitives prepared with fewer calls into PySide (issue 33, round 21: ``board._Prepared``, ``_prepare``):
an arrow's casing and line (and its head's casing and fill), two primitives of one points object, share one painter
path, made once; and the layer's bounds are united in Python as ``QRectF.united`` unites them, to the last bit. The ops
are those each primitive prepared alone gives, element for element, and the layer's rect is the one Qt's ``united``
makes op after op, for every layer of the scenes of new phases (the bench's ``adj new`` seeds) and for random rects
(negative sizes, null and zero-sized ones, signed zeros)."""

from __future__ import annotations

import math
import random

import pytest

pytest.importorskip("PySide6")

from board_helpers import counted_hashes, path_elements, seeded_scenes  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402

from referee_app.drawing.diplomacy.scene import build_scene  # noqa: E402
from referee_app.drawing.primitives import Poly, Primitive, SceneOptions, line_parts  # noqa: E402
from referee_app.games.diplomacy import Game  # noqa: E402
from referee_app.gui import board as board_module  # noqa: E402


def _layers() -> list[tuple[Primitive, ...]]:
    """Each layer (overlays, units, marks) of Spring 1901 and of three new phases (the bench's seeds), each before
    and after adjudication, with the units' initials on and off."""
    out: list[tuple[Primitive, ...]] = []
    for s in seeded_scenes():
        out += [tuple(s.overlays), tuple(p for t in s.tokens for p in t.parts), tuple(s.marks)]
    return out


def _bits(r: QRectF) -> tuple[str, ...]:
    return tuple(float(v).hex() for v in r.getRect())


def _united(rects: list[QRectF]) -> QRectF:
    out = QRectF()
    for r in rects:
        out = out.united(r)
    return out


def test_every_layer_prepared_as_each_primitive_alone(qapp):
    shared = 0
    for prims in _layers():
        prepared = board_module._Prepared(prims, board_module._Fonts())
        alone_fonts = board_module._Fonts()
        alone = [board_module._prepare(p, alone_fonts) for p in prims]
        made = [a for a in alone if a is not None]
        assert len(prepared.ops) == len(made)
        for op, (was, _box) in zip(prepared.ops, made, strict=True):
            assert type(op) is type(was)
            if isinstance(op, board_module._PathOp):
                assert isinstance(was, board_module._PathOp)
                assert path_elements(op.path) == path_elements(was.path)
                assert op.path.fillRule() == was.path.fillRule()
                assert (op.pen, op.brush, op.opacity, op.fills, op.fill_only) == (was.pen, was.brush, was.opacity, was.fills,
                                                                                  was.fill_only)
        assert prepared.bounds == [box.getCoords() for _, box in made]
        # the layer's rect: Qt's ``united`` op after op, to the last bit
        assert _bits(prepared.rect) == _bits(_united([box for _, box in made]))
        paths = [op.path for op in prepared.ops if isinstance(op, board_module._PathOp)]
        shared += len(paths) - len({id(p) for p in paths})
    assert shared > 100  # (the arrows' casings and lines, their heads' casings and fills)


def test_an_arrows_casing_and_line_share_one_path(qapp):
    parts = line_parts([(10.0, 20.0), (110.5, 60.25)], "#1f77b4", 6.0, head=20.0, role="move")
    assert [type(p) for p in parts] == [Poly] * 4
    assert parts[0].points is parts[2].points and parts[1].points is parts[3].points
    prepared = board_module._Prepared(tuple(parts), board_module._Fonts())
    ops = prepared.ops
    assert ops[0].path is ops[2].path and ops[1].path is ops[3].path and ops[0].path is not ops[1].path
    # equal points that are another object, or the same points closed otherwise: a path of their own
    again = Poly(tuple(list(parts[0].points)), stroke="#000000", width=2.0)
    closed = Poly(parts[0].points, True, fill="#ffffff")
    other = board_module._Prepared((parts[0], again, closed), board_module._Fonts())
    assert len({id(op.path) for op in other.ops}) == 3
    assert path_elements(other.ops[1].path) == path_elements(other.ops[0].path)


@pytest.mark.parametrize("seed", range(6))
def test_the_bounds_are_united_as_qt_unites_them(qapp, seed, monkeypatch):
    rng = random.Random(seed)
    values = [0.0, -0.0, 1.0, -1.0, 1e-300, 0.1, 0.2, 0.30000000000000004, 1e16, 3.5, -2.25]

    def num() -> float:
        return rng.choice(values) if rng.random() < 0.3 else rng.uniform(-500, 500) * (10 ** rng.randint(-3, 3))

    for _ in range(40):
        rects = [QRectF(num(), num(), num(), num()) if rng.random() < 0.9 else QRectF() for _ in range(rng.randint(0, 25))]
        boxes = iter(rects)
        # each primitive prepared as the next rect (its op no matter here)
        monkeypatch.setattr(board_module, "_prepare", lambda p, fonts, paths=None, boxes=boxes: (object(), next(boxes)))
        prims = tuple(Poly(((float(i), 0.0),), stroke="#000000") for i in range(len(rects)))
        prepared = board_module._Prepared(prims, board_module._Fonts())
        want = _united(rects)
        assert _bits(prepared.rect) == _bits(want), rects
        assert all(math.copysign(1, a) == math.copysign(1, b) for a, b in zip(prepared.rect.getRect(), want.getRect()))


def test_a_texts_lines_and_ink_are_united_as_before(qapp):
    """``_Fonts.lines`` and ``_Fonts.ink`` take their first line's box as it is (``QRectF().united(box)`` is ``box``): the
    bounds are those of the boxes united one after the other from a null rect, as before, for one line or several."""
    from referee_app.drawing.primitives import Text

    fonts = board_module._Fonts()
    texts = [Text(5.0, 6.0, ("A",), 14.0, "#000000", bold=True), Text(-3.5, 7.25, ("F",), 11.6, "#ffffff"),
             Text(100.0, 200.0, ("Two", "lines", ""), 9.0, "#123456", halo="#ffffff", halo_width=2.0),
             Text(0.0, 0.0, ("",), 12.0, "#000000"), Text(1.0, 1.0, (), 12.0, "#000000"), Text(7.0, 8.0, ("陸",), 16.0, "#000000", lang="ja")]
    for t in texts:
        font, lines, rect = fonts.lines(t)
        key = (max(1, round(t.size)), t.bold, t.italic, t.lang)
        ascent, descent, height = fonts._heights[key]
        want = QRectF()
        for i, (pt, line) in enumerate(lines):
            w = fonts._widths[(key, line)]
            cy = t.y + (i - (len(t.lines) - 1) / 2) * t.size * board_module.LINE_HEIGHT
            want = want.united(QRectF(t.x - w / 2, cy - height / 2, w, height))
            assert pt.x() == t.x - w / 2 and pt.y() == cy + (ascent - descent) / 2
        assert _bits(rect) == _bits(want), t
        got = fonts.ink(t, lines)
        ink = QRectF()
        for pt, line in lines:
            ink = ink.united(fonts._inks[(key, line)].translated(pt))
        assert _bits(got) == _bits(ink), t


def test_a_new_primitive_is_hashed_once_and_found_again_by_its_value(qapp, monkeypatch):
    """A primitive not prepared before is hashed once (its hash looks it up and stores what it gave); an equal one that
    is another object is found by its value and prepared no more; primitives of equal hashes are told apart."""
    from referee_app.drawing.primitives import Circle, Text

    game = Game.new("standard")
    scene = build_scene(game.ruleset, game.position, None, SceneOptions())
    prims = tuple(p for t in scene.tokens for p in t.parts) + tuple(scene.overlays)
    hashed = counted_hashes(monkeypatch, Poly, Circle, Text)
    fonts = board_module._Fonts()
    first = board_module._Prepared(prims, fonts)
    assert len(hashed) == len(prims)  # each once (twice when a dict keyed by them stored what a new one gave)
    hashed.clear()
    copies = tuple(type(p)(**vars(p)) for p in prims)
    other = board_module._Prepared(copies, fonts)
    assert len(hashed) == len(copies) and [id(op) for op in other.ops] == [id(op) for op in first.ops]
    # two primitives of one hash, not equal: each prepared as its own
    a, b = Poly(((0.0, 0.0), (5.0, 5.0)), stroke="#000000"), Poly(((0.0, 0.0), (9.0, 1.0)), stroke="#ff0000")
    monkeypatch.setattr(Poly, "__hash__", lambda self: 7)
    both = board_module._Prepared((a, b, Poly(((0.0, 0.0), (9.0, 1.0)), stroke="#ff0000")), fonts)
    assert both.ops[0] is not both.ops[1] and both.ops[1] is both.ops[2]
    assert path_elements(both.ops[1].path) == path_elements(board_module._prepare(b, fonts)[0].path)  # type: ignore[index,union-attr]

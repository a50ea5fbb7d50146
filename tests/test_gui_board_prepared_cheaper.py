"""A board's primitives prepared with fewer calls into PySide (issue 33, round 20: ``board._prepare``, ``_Prepared``): the
painter paths, pens, brushes and bounds are those the former preparation made, element for element, for every
primitive of the scenes of new phases (units moved, arrows new, failed orders crossed out); and a primitive object
prepared before is found again by its identity, not hashed field by field (a unit's outline is 24 points)."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from board_helpers import counted_hashes, path_elements, seeded_scenes  # noqa: E402
from PySide6.QtCore import QPointF, QRectF  # noqa: E402
from PySide6.QtGui import QPainterPath  # noqa: E402

from referee_app.drawing.diplomacy.scene import build_scene  # noqa: E402
from referee_app.drawing.primitives import Circle, Poly, Primitive, SceneOptions, Text  # noqa: E402
from referee_app.games.diplomacy import Game  # noqa: E402
from referee_app.gui import board as board_module  # noqa: E402


def _former_prepare(p: Primitive, fonts: board_module._Fonts):  # type: ignore[no-untyped-def]
    """``board._prepare`` as it was before round 20 (each method looked up on its object, the ellipse given its centre)."""
    if isinstance(p, Text):
        font, lines, box = fonts.lines(p)
        has_halo = bool(p.halo) and p.halo_width > 0
        pad = p.halo_width + 2 + 0.2 * p.size
        return (font, lines, p.fill, p.opacity, p.halo if has_halo else None), box.united(fonts.ink(p, lines)).adjusted(
            -pad, -pad, pad, pad)
    path = QPainterPath()
    if isinstance(p, Circle):
        path.addEllipse(QPointF(p.x, p.y), p.r, p.r)
    else:
        if not p.points:
            return None
        path.moveTo(*p.points[0])
        for pt in p.points[1:]:
            path.lineTo(*pt)
        if p.closed:
            path.closeSubpath()
    pen = board_module._pen(p.stroke, p.width, p.dash) if p.stroke else board_module._NO_PEN
    brush = board_module.solid(p.fill) if p.fill else board_module._NO_BRUSH
    pad = (p.width if p.stroke else 0.0) + 2
    return (path, pen, brush, p.opacity, bool(p.fill)), path.boundingRect().adjusted(-pad, -pad, pad, pad)


def _scenes() -> list[tuple[Primitive, ...]]:
    """The primitives of Spring 1901's board and of three new phases (random orders, seeded as the bench's ``adj new``
    rows), each before and after adjudication, with the units' initials on and off."""
    return [(*s.overlays, *(p for t in s.tokens for p in t.parts), *s.marks, *s.centres) for s in seeded_scenes()]


def test_every_primitive_is_prepared_as_before_element_for_element(qapp):
    fonts = board_module._Fonts()
    extra = (Poly(((1.0, 2.0), (1.0, 2.0), (5.5, 7.25)), stroke="#102030", width=3.0),  # a point Qt drops
             Poly(((0.0, 0.0), (4.0, 0.0), (4.0, 3.0), (0.0, 0.0)), True, fill="#ffffff"),  # closed on its first point
             Poly(((0.0, 0.0), (4.0, 0.0), (4.0, 3.0)), True, fill="#ffffff", stroke="#000000", width=1.5, dash=(2.0, 3.0)),
             Poly((), stroke="#000000"), Circle(10.5, -3.25, 7.0, fill="#abcdef", opacity=0.5),
             Text(5.0, 6.0, ("A", "two lines"), 14.0, "#000000", bold=True, halo="#ffffff", halo_width=2.0))
    seen = 0
    for prims in [*_scenes(), extra]:
        for p in prims:
            now, was = board_module._prepare(p, fonts), _former_prepare(p, fonts)
            if was is None:
                assert now is None
                continue
            assert now is not None
            op, box = now
            old, old_box = was
            assert isinstance(box, QRectF) and box == old_box and box.getCoords() == old_box.getCoords(), p
            if isinstance(p, Text):
                assert isinstance(op, board_module._TextOp)
                assert (op.font, op.lines, op.pen.color().name(), op.opacity) == (old[0], old[1], old[2], old[3])
                assert (op.halo_pen.color().name() if op.halo_pen is not None else None) == old[4]
                continue
            assert isinstance(op, board_module._PathOp)
            path, pen, brush, opacity, fills = old
            assert path_elements(op.path) == path_elements(path), p
            assert op.path.fillRule() == path.fillRule()
            assert op.pen == pen and op.brush == brush and op.opacity == opacity and op.fills == fills
            assert (op.pen_width, op.pen_brush, op.strokes_as_area) == board_module.pen_facts(pen)
            seen += 1
    assert seen > 400


def test_a_primitive_object_prepared_before_is_found_by_its_identity_not_hashed_again(qapp, monkeypatch):
    game = Game.new("standard")
    scene = build_scene(game.ruleset, game.position, None, SceneOptions())
    prims = tuple(p for t in scene.tokens for p in t.parts)
    assert any(isinstance(p, Poly) and len(p.points) >= 12 for p in prims)
    fonts = board_module._Fonts()
    first = board_module._Prepared(prims, fonts)
    hashed = counted_hashes(monkeypatch, Poly, Circle, Text)
    again = board_module._Prepared(prims, fonts)  # the same objects: the same prepared ops, no field hashed
    assert hashed == []
    assert again.ops == first.ops and again.bounds == first.bounds and again.rect == first.rect
    # equal primitives that are other objects are found by their value, once each, and prepared no more
    copies = tuple(type(p)(**vars(p)) for p in prims)
    other = board_module._Prepared(copies, fonts)
    assert len(hashed) == len(copies)
    assert [id(op) for op in other.ops] == [id(op) for op in first.ops]
    hashed.clear()
    board_module._Prepared(copies, fonts)
    assert hashed == []

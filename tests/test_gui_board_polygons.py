"""The board's border lines read into Qt polygons at once (``gui.board.polygons``) are the polygons made point by
point."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPolygonF

from referee_app.drawing.mapsvg import load_geometry
from referee_app.gui.board import polygons


def _one_by_one(lines):
    return [QPolygonF([QPointF(x, y) for x, y in line]) for line in lines]


def test_the_maps_border_lines_are_the_polygons_made_point_by_point(qtbot):
    geo = load_geometry()
    for border in geo.borders:
        made = polygons(border.lines)
        assert made == _one_by_one(border.lines)
        assert [[(p.x(), p.y()) for p in poly] for poly in made] == [[(float(x), float(y)) for x, y in line]
                                                                     for line in border.lines]


def test_odd_lines_too(qtbot):
    lines = [[], [(1.5, -2.25)], [(0, 0), (1e300, -1e-300), (3, 4)], []]
    assert polygons(lines) == _one_by_one(lines)
    assert polygons([]) == []

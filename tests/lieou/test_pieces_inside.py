"""Pieces stand on their own land: every piece of every land, at the most pieces a land can carry, lies inside
the land's outline, in the window's scene, the projector's, and the board of the SVG/HTML export and the
players' page (``exports.lieou.html.Boards``, which both draw)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from shapely.geometry import Point, box

from referee_app.drawing.lieou.layout import extent, land_shape
from referee_app.drawing.lieou.scene import LieouSceneOptions, build_scene, geometry, land_pieces
from referee_app.drawing.primitives import Circle, Poly, Text
from referee_app.exports.lieou.html import LABEL_SCALE, Boards
from referee_app.games.lieou.board import load_board


# the most a land carries: a two-digit count, its capital's flag and two more regimes (5.3.1: regimes that
# fled there), an airfield, a column, a general and a marshal (10.9: one general of an empire a land, 11.6: one
# marshal an empire)
def busiest_state() -> dict:
    b = load_board()
    codes = list(b.lands)
    countries = list(b.countries)
    lands = {}
    regimes = {}
    for i, code in enumerate(codes):
        colour = b.colours[i % 4]
        lands[code] = {"owner": colour, "armies": 88, "airfield": True, "air": {"groups": 0, "column": True},
                       "leaders": [f"general:{countries[i % len(countries)]}", "marshal:西欧"]}
    # three regimes on every land (the state allows it as data: the drawing must cope)
    state_regimes = []
    for code in codes:
        for k in range(3):
            state_regimes.append((f"{code}#{k}", {"land": code, "holder": lands[code]["owner"], "capital": k == 0}))
    regimes = dict(state_regimes)
    return {"lands": lands, "regimes": regimes, "fleets": {}, "turn": "green"}


OPTIONS = {
    "window": LieouSceneOptions(lang="zh_Hans", label_scale=1.25),
    "projector": LieouSceneOptions(lang="zh_Hans", label_scale=1.5, count_scale=1.4),
    "export": LieouSceneOptions(lang="en", label_scale=LABEL_SCALE),
}


def _fix_country(state: dict) -> dict:
    """Flags print their country's sign: give each regime a real country code."""
    out = dict(state)
    out["regimes"] = {}
    b = load_board()
    countries = list(b.countries)
    for i, (_key, r) in enumerate(state["regimes"].items()):
        out["regimes"][f"{countries[i % len(countries)]}{i}"] = r
    return out


@pytest.mark.parametrize("where", list(OPTIONS))
def test_every_piece_of_every_land_at_its_busiest_lies_inside_its_land(where: str) -> None:
    geo = geometry()
    state = _fix_country(busiest_state())
    outside = []
    laid = land_pieces(state, OPTIONS[where], geo)
    assert len(laid) == 42
    for code, parts, flags in laid:
        shape = land_shape(geo, code)
        assert len([p for p in parts if getattr(p, "role", "") == "count"]) == 1, code
        assert len([p for p in flags if p.role in ("capital-flag", "government")]) == 3, code
        assert len([p for p in parts if p.role in ("general", "marshal", "air", "airfield")]) == 4, code
        for p in [*parts, *flags]:
            if not shape.contains(box(*extent([p]))):
                outside.append((code, p.role))
    assert not outside, f"{len(outside)} pieces spill out of their land: {outside[:10]}"
    # the scene draws exactly these
    scene = build_scene(state, OPTIONS[where], geo)
    by_code = {t.province: t.parts for t in scene.tokens}
    for code, parts, flags in laid:
        assert tuple(parts) == by_code[code]
        assert all(f in scene.centres for f in flags)


def test_pieces_of_a_land_do_not_cover_each_other_where_there_is_room() -> None:
    """On a roomy land nothing overlaps; only a land too small stacks (and stays inside)."""
    geo = geometry()
    laid = land_pieces(_fix_country(busiest_state()), OPTIONS["window"], geo)
    roomy = 0
    for code, parts, flags in laid:
        if land_shape(geo, code).area < 30000:
            continue
        roomy += 1
        groups = [extent([p for p in parts if p.role.startswith("count")])]
        boxes = [box(*groups[0])]
        for p in [*flags, *parts]:
            if p.role in ("capital-flag", "government", "general", "marshal", "air", "airfield"):
                boxes.append(box(*extent([p])))
        for i in range(len(boxes)):
            for j in range(i + 1, len(boxes)):
                assert boxes[i].intersection(boxes[j]).area < 1.0, (code, i, j)
    assert roomy >= 5


def test_the_svg_board_of_the_export_and_the_players_page_keeps_pieces_inside() -> None:
    """The board the HTML export and the players' page write: each count disc's centre is in its land."""
    state = _fix_country(busiest_state())
    svg = Boards().svg(state, "en", player=None)
    geo = geometry()
    root = ET.fromstring(svg)
    shapes = {code: land_shape(geo, code) for code in load_board().lands}
    circles = [el for el in root.iter() if el.tag.endswith("circle")]
    counts = [(float(c.get("cx")), float(c.get("cy")), float(c.get("r"))) for c in circles
              if "count" in (c.get("class") or "") and "shadow" not in (c.get("class") or "")]
    assert counts, "no count discs in the SVG (class names changed?)"
    for x, y, r in counts:
        assert any(s.contains(Point(x, y).buffer(r)) for s in shapes.values()), (x, y)
    assert len(counts) >= 42


def test_text_of_a_piece_is_inside_too() -> None:
    geo = geometry()
    for code, parts, flags in land_pieces(_fix_country(busiest_state()), OPTIONS["projector"], geo):
        shape = land_shape(geo, code)
        for p in [*parts, *flags]:
            if isinstance(p, Text | Circle | Poly):
                assert shape.contains(box(*extent([p]))), (code, p.role)
    assert re.match(r"\w", "x")

"""The board's drawing without Qt: map geometry, the scene for a position/adjudication, SVG export."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

import pytest

from referee_app.drawing.diplomacy.scene import build_scene
from referee_app.drawing.diplomacy.svg import board_svg
from referee_app.drawing.mapsvg import load_geometry, map_svg_path, parse_path_data
from referee_app.drawing.primitives import Circle, Poly, SceneOptions, Text, tint
from referee_app.games.diplomacy import Game, Location, Phase, Position, Unit, UnitType, adjudicate, load_ruleset
from referee_app.games.diplomacy.table.game import starting_position

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def rs():
    return load_ruleset("standard")


@pytest.fixture(scope="module")
def geo():
    return load_geometry()


def _unit(power: str, text: str) -> Unit:
    kind, where = text.split()
    return Unit(power, UnitType(kind), Location.parse(where))


def _position(units: dict[str, list[str]], phase: str = "S1901M", centers: dict[str, str] | None = None) -> Position:
    return Position.build(Phase.parse(phase), [_unit(p, u) for p, us in units.items() for u in us], centers or {})


def test_map_svg_is_found_and_every_province_has_a_shape_and_unit_anchor(rs, geo):
    assert map_svg_path().name == "map.svg"
    assert geo.width > 0 and geo.height > 0
    for code, prov in rs.map.provinces.items():
        assert code in geo.spaces, f"no shape for {code}"
        if prov.kind.value != "impassable":
            assert geo.spaces[code].unit is not None, f"no unit anchor for {code}"
    for code, prov in rs.map.provinces.items():
        for coast in prov.coasts:
            assert coast in geo.spaces[code].coast_units, f"no fleet anchor for {code}/{coast}"


def test_space_at_finds_the_space_of_its_own_unit_anchor(geo):
    for code, sp in geo.provinces.items():
        if sp.unit is not None:
            assert geo.space_at(*sp.unit) == code


def test_path_reader_handles_relative_commands_and_curves():
    rings, closed = parse_path_data("M10,10 l10,0 v10 h-10 z M 50 50 L 60 50 L 60 60")
    assert rings[0] == ((10, 10), (20, 10), (20, 20), (10, 20))
    assert closed == (True, False)
    curved, _ = parse_path_data("M0,0 C 10,0 10,10 0,10 Z")  # goes through svgelements
    assert curved[0][0] == (0.0, 0.0)
    assert len(curved[0]) > 4


def test_starting_position_shows_22_tokens_on_their_anchors_and_tinted_home_centres(rs, geo):
    pos = starting_position(rs)
    scene = build_scene(rs, pos, geometry=geo)
    assert len(scene.tokens) == 22
    for tok in scene.tokens:
        u = pos.units[tok.province]
        assert (tok.x, tok.y) == geo.anchor(u.province, u.location.coast)
        assert tok.kind == u.type.value and tok.power == u.power and not tok.dislodged
    stp = next(t for t in scene.tokens if t.province == "STP")
    assert (stp.x, stp.y) == geo.spaces["STP"].coast_units["SC"]
    areas = {a.code: a for a in scene.areas}
    assert areas["PAR"].owner == "FRANCE" and areas["PAR"].fill == tint(rs.map.powers["FRANCE"].colour)
    assert areas["MOS"].owner == "RUSSIA"
    assert areas["BEL"].owner is None and areas["BUR"].owner is None
    neutral = [c for c in scene.centres if c.role == "centre-neutral"]
    assert len(neutral) == 12  # 34 centres, 22 owned at the start
    assert not scene.orders and not scene.marks


def test_army_and_fleet_tokens_have_different_shapes(rs, geo):
    scene = build_scene(rs, starting_position(rs), geometry=geo)
    body = {t.kind: next(p for p in t.parts if isinstance(p, Poly) and p.role == "body") for t in scene.tokens}

    def spread(poly: Poly) -> tuple[float, float]:
        xs = [x for x, _ in poly.points]
        ys = [y for _, y in poly.points]
        return max(xs) - min(xs), max(ys) - min(ys)

    wa, ha = spread(body["A"])
    wf, hf = spread(body["F"])
    assert abs(wa - ha) < 1.0  # the army is a (rounded) square
    assert wf > hf * 1.3  # the fleet is a hull, wider than tall
    letters = {t.kind: next(p for p in t.parts if isinstance(p, Text)).lines for t in scene.tokens}
    assert letters == {"A": ("A",), "F": ("F",)}


def test_bounce_is_drawn_failed_with_a_cross_and_the_standoff_is_marked(rs, geo):
    game = Game.new(rs)
    game.set_orders("FRANCE", ["A Par - Bur", "A Mar - Spa", "F Bre - Mao"])
    game.set_orders("GERMANY", ["A Mun - Bur", "F Kie - Den"])
    game.set_orders("AUSTRIA", ["A Bud - Gal", "A Vie S A Bud - Gal"])
    game.set_orders("RUSSIA", ["A War - Gal"])
    game.set_orders("ITALY", ["A Ven H", "A Rom - Xyz"])  # the second line is invalid
    game.process()
    adj = game.last.adjudication
    scene = build_scene(rs, game.position, adj, geometry=geo)
    marks = {m.text: m for m in scene.orders}
    assert "A Rom - Xyz" not in marks  # invalid orders are not drawn
    par = marks["A Par - Bur"]
    assert par.kind == "move" and par.status == "fails"
    assert any(p.role == "cross" for p in par.parts)
    assert any(isinstance(p, Poly) and p.role == "move" and p.dash for p in par.parts)  # dashed
    spa = marks["A Mar - Spa"]
    assert spa.status == "succeeds"
    assert not any(p.role == "cross" for p in spa.parts)
    assert all(not (isinstance(p, Poly) and p.dash) for p in spa.parts)  # solid
    assert spa.start == geo.anchor("MAR") and spa.end == geo.anchor("SPA")
    sup = marks["A Vie S A Bud - Gal"]
    assert sup.kind == "support" and sup.status == "succeeds"
    assert any(isinstance(p, Poly) and p.role == "support-move" for p in sup.parts)
    # the support line ends on the supported move's arrow, not on the unit
    bud = marks["A Bud - Gal"]
    assert bud.status == "succeeds" and marks["A War - Gal"].status == "fails"
    (ax, ay), (bx, by), (ex, ey) = bud.start, bud.end, sup.end
    cross_product = (bx - ax) * (ey - ay) - (by - ay) * (ex - ax)
    assert abs(cross_product) / math.hypot(bx - ax, by - ay) < 10
    hold = marks["A Ven H"]
    assert hold.kind == "hold" and any(isinstance(p, Circle) and p.role == "hold" for p in hold.parts)
    assert scene.contested == ("BUR",)
    stars = [p for p in scene.overlays if isinstance(p, Poly) and p.role == "contested"]
    assert len(stars) == 1
    bx, by = geo.anchor("BUR")
    assert all(math.hypot(x - bx, y - by) < 20 for x, y in stars[0].points)
    # the units stand where the core put them: Spain taken, Paris and Munich stayed
    where = {t.province for t in scene.tokens}
    assert {"SPA", "PAR", "MUN"} <= where and "MAR" not in where


def test_dislodged_unit_is_offset_and_marked(rs, geo):
    pos = _position({"GERMANY": ["A MUN", "A RUH"], "FRANCE": ["A BUR"]})
    adj = adjudicate(pos, {"GERMANY": ["A Mun - Bur", "A Ruh S A Mun - Bur"], "FRANCE": ["A Bur H"]}, rs)
    assert "BUR" in adj.after.dislodged
    scene = build_scene(rs, adj.after, adj, geometry=geo)
    dis = [t for t in scene.tokens if t.dislodged]
    assert len(dis) == 1 and dis[0].power == "FRANCE" and dis[0].province == "BUR"
    on_anchor = [t for t in scene.tokens if not t.dislodged and t.province == "BUR"]
    assert on_anchor and on_anchor[0].power == "GERMANY"
    assert math.hypot(dis[0].x - on_anchor[0].x, dis[0].y - on_anchor[0].y) >= 25
    assert geo.space_at(dis[0].x, dis[0].y) == "BUR"
    assert any(isinstance(p, Circle) and p.role == "dislodged-ring" for p in scene.overlays)
    # the hold of the dislodged unit is reported failed, by the core
    assert next(m for m in scene.orders if m.text == "A Bur H").status == "fails"


def test_retreat_destinations_are_highlighted(rs, geo):
    pos = starting_position(rs)
    scene = build_scene(rs, pos, geometry=geo, highlight=["PIC", "gas"], highlight_kind="retreat")
    assert [a.code for a in scene.highlights] == ["PIC", "GAS"]
    assert build_scene(rs, pos, geometry=geo).highlights == ()


def test_orders_can_be_shown_without_results_or_hidden(rs, geo):
    game = Game.new(rs)
    game.set_orders("FRANCE", ["A Par - Bur"])
    game.set_orders("GERMANY", ["A Mun - Bur"])
    game.process()
    adj = game.last.adjudication
    plain = build_scene(rs, adj.before, adj, SceneOptions(show_results=False), geometry=geo)
    assert {m.status for m in plain.orders} == {"ordered"}
    assert not plain.marks and not plain.contested
    hidden = build_scene(rs, game.position, adj, SceneOptions(show_orders=False), geometry=geo)
    assert not hidden.orders


def test_convoy_route_runs_through_the_fleet(rs, geo):
    pos = _position({"ENGLAND": ["A LON", "F NTH"]})
    adj = adjudicate(pos, {"ENGLAND": ["A Lon - Nwy", "F Nth C A Lon - Nwy"]}, rs)
    scene = build_scene(rs, adj.after, adj, geometry=geo)
    move = next(m for m in scene.orders if m.kind == "move")
    line = next(p for p in move.parts if isinstance(p, Poly) and p.role == "move")
    fx, fy = geo.anchor("NTH")
    assert min(math.hypot(x - fx, y - fy) for x, y in line.points) < 3.0
    assert any(m.kind == "convoy" and m.status == "succeeds" for m in scene.orders)


def test_names_follow_the_language(rs, geo):
    pos = starting_position(rs)
    par = rs.map.provinces["PAR"]

    def label(lang: str) -> tuple[str, ...]:
        scene = build_scene(rs, pos, None, SceneOptions(lang=lang), geometry=geo)
        return next(t.lines for t in scene.labels if t.role == "name" and geo.space_at(t.x, t.y) == "PAR")

    assert label("en") == ("Paris",)
    assert label("codes") == ("PAR",)
    for lang in ("zh_Hant", "zh_Hans", "ja"):
        assert label(lang) == (par.names[lang],)
    with pytest.raises(ValueError, match="language"):
        build_scene(rs, pos, None, SceneOptions(lang="xx"), geometry=geo)


def test_board_svg_is_well_formed_with_every_province_and_a_token_per_unit(rs):
    game = Game.new(rs)
    game.set_orders("FRANCE", ["A Par - Bur"])
    game.set_orders("GERMANY", ["A Mun - Bur"])
    game.process()
    text = board_svg(rs, game.position, game.last.adjudication, lang="zh_Hant", width=800)
    root = ET.fromstring(text.encode("utf-8"))
    assert root.tag == f"{SVG}svg"
    assert root.get("width") == "800"
    ids = {el.get("id") for el in root.iter() if el.get("id")}
    assert set(rs.map.provinces) <= ids
    units = [g for g in root.iter(f"{SVG}g") if g.get("class") == "unit"]
    assert len(units) == len(game.position.units) == 22
    assert {(g.get("data-province"), g.get("data-type")) for g in units} == {
        (u.province, u.type.value) for u in game.position.units.values()}
    names = "".join(t.text or "" for t in root.iter(f"{SVG}text"))
    assert rs.map.provinces["PAR"].names["zh_Hant"] in names
    assert any(el.get("class") == "contested" for el in root.iter())
    # owned centres carry their owner
    owners = {el.get("id"): el.get("data-owner") for el in root.iter(f"{SVG}path") if el.get("data-owner")}
    assert owners["PAR"] == "FRANCE" and "BEL" not in owners


def test_the_svg_writers_escapes_are_those_of_the_standard_library():
    """svg_export writes its own escapes (the standard library's module drags urllib, http and email into
    the window's start): the same text for every kind of character they treat."""
    from xml.sax.saxutils import escape as std_escape
    from xml.sax.saxutils import quoteattr as std_quoteattr

    from referee_app.drawing.svg_export import escape, quoteattr

    for text in ("a&b<c>d", 'x"y', "x'y", "x\"y'z", "a\nb\tc\rd", "", 'Noto Sans CJK, "DejaVu"', "巴黎 & <北海>"):
        assert escape(text) == std_escape(text)
        assert quoteattr(text) == std_quoteattr(text)

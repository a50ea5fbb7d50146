"""Colour is never the only sign (issue 19): the powers' palettes checked with a simulation of colour-vision
deficiency, failed orders marked by pattern and cross as well as red, units with their power's initial.

The simulation is Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for Simulation of
Color Vision Deficiency", at full severity (the matrices for 1.0), applied to linear RGB; differences are
CIEDE2000 in CIELAB (D65). A difference of 10 is two colours no one takes for each other at a glance.
"""

from __future__ import annotations

import itertools
import math

import pytest

from referee_app.drawing.diplomacy.palette import (
    COLOUR_BLIND,
    MIN_TINT_DIFFERENCE,
    MIN_UNIT_DIFFERENCE,
    PALETTE_NAMES,
    PALETTES,
    RULEBOOK,
)
from referee_app.drawing.diplomacy.scene import PendingOrder, build_scene, power_colour, power_initials
from referee_app.drawing.primitives import IMPASSABLE, INERT_LAND, LAND, SEA, SceneOptions, tint
from referee_app.games.diplomacy import Game
from referee_app.games.diplomacy.rules.ruleset import load_ruleset

MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
VISIONS = ("normal", *MACHADO)


def _rgb(colour: str) -> tuple[float, float, float]:
    c = colour.lstrip("#")
    return (int(c[0:2], 16) / 255, int(c[2:4], 16) / 255, int(c[4:6], 16) / 255)


def _lin(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _gamma(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def simulate(colour: str, vision: str) -> tuple[float, float, float]:
    """The sRGB colour a reader with ``vision`` sees."""
    if vision == "normal":
        return _rgb(colour)
    lin = [_lin(c) for c in _rgb(colour)]
    m = MACHADO[vision]
    return tuple(_gamma(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))  # type: ignore[return-value]


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = (_lin(v) for v in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def ciede2000(c1: tuple[float, float, float], c2: tuple[float, float, float]) -> float:
    (l1, a1, b1), (l2, a2, b2) = c1, c2
    cb = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(cb ** 7 / (cb ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p, h2p = math.degrees(math.atan2(b1, a1p)) % 360, math.degrees(math.atan2(b2, a2p)) % 360
    dl, dc = l2 - l1, c2p - c1p
    dh = 0.0 if c1p * c2p == 0 else (h2p - h1p + 180) % 360 - 180
    d_h = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    lbp, cbp = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        hbp = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hbp = (h1p + h2p) / 2
    else:
        hbp = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hbp - 30)) + 0.24 * math.cos(math.radians(2 * hbp))
         + 0.32 * math.cos(math.radians(3 * hbp + 6)) - 0.2 * math.cos(math.radians(4 * hbp - 63)))
    rc = 2 * math.sqrt(cbp ** 7 / (cbp ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (lbp - 50) ** 2 / math.sqrt(20 + (lbp - 50) ** 2)
    sc, sh = 1 + 0.045 * cbp, 1 + 0.015 * cbp * t
    rt = -math.sin(math.radians(60 * math.exp(-(((hbp - 275) / 25) ** 2)))) * rc
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (d_h / sh) ** 2 + rt * (dc / sc) * (d_h / sh))


def difference(a: str, b: str, vision: str) -> float:
    return ciede2000(lab(simulate(a, vision)), lab(simulate(b, vision)))


def closest_pair(colours: dict[str, str], vision: str) -> tuple[float, str, str]:
    return min((difference(colours[a], colours[b], vision), a, b) for a, b in itertools.combinations(sorted(colours), 2))


RULES = load_ruleset("standard")


def palette(name: str) -> dict[str, str]:
    return {p: power_colour(RULES, p, name) for p in RULES.map.powers}


def test_the_colour_science():
    """The formulas against published values: Sharma, Wu & Dalal's CIEDE2000 test pairs, a grey that every
    simulation leaves grey, and the classic confusion of red and green for a deuteranope."""
    assert ciede2000((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert ciede2000((50.0, 2.5, 0.0), (73.0, 25.0, -18.0)) == pytest.approx(27.1492, abs=1e-4)
    for vision in MACHADO:
        assert difference("#808080", "#808080", vision) == 0.0
        assert all(abs(a - b) < 0.02 for a, b in zip(simulate("#808080", vision), _rgb("#808080")))
    assert difference("#c8102e", "#2e8b3a", "normal") > 40
    assert difference("#c8102e", "#2e8b3a", "deuteranopia") < 10


@pytest.mark.parametrize("vision", VISIONS)
def test_the_colour_blind_palette_keeps_every_pair_of_powers_apart(vision):
    assert set(PALETTES[COLOUR_BLIND]) == set(RULES.map.powers)
    colours = palette(COLOUR_BLIND)
    d, a, b = closest_pair(colours, vision)
    assert d >= MIN_UNIT_DIFFERENCE, f"{a} and {b}: {d:.1f} for {vision}"
    # the land tints of the centres, against each other and against the sea and the land nobody owns
    tints = {p: tint(c) for p, c in colours.items()}
    d, a, b = closest_pair(tints, vision)
    assert d >= MIN_TINT_DIFFERENCE, f"tints of {a} and {b}: {d:.1f} for {vision}"
    for power, t in tints.items():
        for name, other in (("sea", SEA), ("land", LAND), ("impassable", IMPASSABLE), ("inert", INERT_LAND)):
            d = difference(t, other, vision)
            assert d >= MIN_TINT_DIFFERENCE, f"{power}'s tint and the {name}: {d:.1f} for {vision}"


def test_the_rulebook_palette_is_the_default_and_why_the_option_exists():
    assert SceneOptions().palette == RULEBOOK and PALETTE_NAMES[0] == RULEBOOK
    assert palette(RULEBOOK) == {p: pw.colour for p, pw in RULES.map.powers.items()}  # the ruleset's own
    for vision in ("normal", "protanopia", "tritanopia"):
        assert closest_pair(palette(RULEBOOK), vision)[0] >= MIN_UNIT_DIFFERENCE
    # Austria's red and Italy's green: nearly one colour to a deuteranope, on the units and on the land
    d, a, b = closest_pair(palette(RULEBOOK), "deuteranopia")
    assert (a, b) == ("AUSTRIA", "ITALY") and d < MIN_UNIT_DIFFERENCE / 2
    d, a, b = closest_pair({p: tint(c) for p, c in palette(RULEBOOK).items()}, "deuteranopia")
    assert (a, b) == ("AUSTRIA", "ITALY") and d < MIN_TINT_DIFFERENCE


def test_a_scene_in_the_colour_blind_palette_uses_it_everywhere():
    game = Game.new("standard")
    scene = build_scene(RULES, game.position, None, SceneOptions(palette=COLOUR_BLIND))
    cb = PALETTES[COLOUR_BLIND]
    bodies = {t.power: next(p.fill for p in t.parts if p.role == "body") for t in scene.tokens}
    assert bodies == {p: cb[p] for p in bodies}
    owned = {a.code: a.fill for a in scene.areas if a.owner}
    assert owned["PAR"] == tint(cb["FRANCE"]) and owned["MOS"] == tint(cb["RUSSIA"])


def test_units_carry_their_powers_initial_on_demand():
    assert power_initials(RULES) == {"AUSTRIA": "A", "ENGLAND": "E", "FRANCE": "F", "GERMANY": "G", "ITALY": "I",
                                     "RUSSIA": "R", "TURKEY": "T"}
    assert power_initials(RULES, "zh_Hant")["AUSTRIA"] == RULES.map.powers["AUSTRIA"].names["zh_Hant"][:1]
    # Japanese イギリス and イタリア share their first kana: the English initials then
    assert power_initials(RULES, "ja") == power_initials(RULES)
    game = Game.new("standard")
    plain = build_scene(RULES, game.position, None, SceneOptions())
    marked = build_scene(RULES, game.position, None, SceneOptions(initials=True))
    letters = {t.province: next(p.lines[0] for p in t.parts if p.role in ("letter", "initial")) for t in marked.tokens}
    assert letters["LON"] == "E" and letters["PAR"] == "F" and letters["KIE"] == "G" and letters["ANK"] == "T"
    assert {next(p.lines[0] for p in t.parts if p.role == "letter") for t in plain.tokens} == {"A", "F"}
    # the token's shape still tells an army from a fleet
    shapes = {t.province: len(next(p.points for p in t.parts if p.role == "body")) for t in marked.tokens}
    assert shapes["LON"] != shapes["LVP"]


def test_failed_orders_are_told_by_pattern_and_mark_not_by_colour_alone():
    game = Game.new("standard")
    for power, lines in {"FRANCE": ["A Par - Bur"], "GERMANY": ["A Mun - Bur"], "ITALY": ["A Ven - Tyr"],
                         "AUSTRIA": ["A Vie - Tyr"]}.items():
        game.set_orders(power, lines)
    game.process()
    adj = game.last.adjudication
    scene = build_scene(RULES, game.position, adj, SceneOptions())
    failed = [o for o in scene.orders if o.status == "fails" and o.kind == "move"]
    assert len(failed) == 4
    for o in failed:
        line = next(p for p in o.parts if p.role == "move")
        assert line.dash, "a failed move is dashed"
        assert any(p.role == "cross" for p in o.parts), "and crossed"
    # a standoff is a star-shaped mark of its own
    assert "BUR" in scene.contested and any(p.role == "contested" for p in scene.overlays)


def test_pending_orders_are_not_failures():
    game = Game.new("standard")
    game.set_orders("FRANCE", ["A Par - Bur"])
    chk = game.check_sheet("FRANCE")[0]
    scene = build_scene(RULES, game.position, None, SceneOptions(), pending=[PendingOrder("FRANCE", 0, chk.order, chk.canonical)])
    (mark,) = scene.orders
    assert mark.status == "pending" and mark.line == 0
    assert not next(p for p in mark.parts if p.role == "move").dash and not any(p.role == "cross" for p in mark.parts)

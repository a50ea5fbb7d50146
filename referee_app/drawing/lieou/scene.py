"""The board of 列欧帝国棋 as Qt-free primitives (``referee_app.drawing.primitives``).

``build_scene(state, options)`` turns the game's state as JSON (``LieouGame.to_json()``, which is also
what ``view(game, Audience.PLAYERS)`` gives) into a ``Scene`` over the project's map
(``assets/lieou/map.svg``, docs/lieou-map.md): lands tinted by owner (green, yellow, pink, red: the
seed's 绿黄粉红, 2.1), the army count of every held land in a large disc at ``data-unit``, capital flags
and government markers at ``data-flag``, leaders, airfields and air forces at ``data-pieces``, fleets
with their armies on their sea zones, the overlord fleet in the open Atlantic, the current player's
lands outlined, the battle under way and the last battle marked. Both the Qt board and ``svg_export``
paint it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from referee_app.games.lieou.board import Board, load_board
from referee_app.games.lieou.tables import OVERLORD, load_tables

from ..mapsvg import MapGeometry, Point, load_geometry
from ..primitives import (
    BORDER_LAND,
    BORDER_SEA,
    COAST,
    HALO,
    HIGHLIGHT_CASING,
    INERT_LAND,
    LAND,
    LAND_LABEL,
    SEA,
    SEA_LABEL,
    Area,
    Border,
    Circle,
    Poly,
    Primitive,
    Scene,
    Text,
    Token,
    ink_for,
    line_parts,
    rounded_rect,
    star,
    tint,
    token_parts,
    trim_line,
)
from .layout import place_groups

GAME = "lieou"
# the four colours of 2.1 (绿黄粉红), strong enough to tell apart on a projector
COLOURS: Mapping[str, str] = {"green": "#2e9e44", "yellow": "#f0c419", "pink": "#ee6fb6", "red": "#d3262e"}
COUNT_RADIUS = 22.0
COUNT_SIZE = 29.0
FLAG_SCALE = 1.5  # capital flags and government markers, read across a room like the counts
PIECES_SCALE = 1.25  # airfields, air forces, generals and marshals
OVERLORD_AT: Point = (150.0, 560.0)  # the overlord fleet lies on every coast (9.3): drawn in the open Atlantic
BATTLE = "#d41c1c"
UNDER_WAY = "#ff8c1a"
TURN_OUTLINE = "#ffffff"
SELECT_OUTLINE = "#00e1ff"
AIR = "#3f88c5"
LEADER = "#ffd23f"
CJK_LANGS = ("zh_Hans", "zh_Hant", "ja")


@dataclass(frozen=True)
class LieouSceneOptions:
    lang: str = "zh_Hans"  # the names' language (en, zh_Hans, zh_Hant, ja, or "codes")
    label_scale: float = 1.0  # larger names (the projector)
    count_scale: float = 1.0  # larger army counts (the projector)
    highlight_turn: bool = True  # outline the current player's lands
    selected: str | None = None  # a land (or zone) the referee points at
    show_battle: bool = True


def geometry() -> MapGeometry:
    """The game's own map, ids as written (法B, baltic)."""
    return load_geometry(game=GAME)


def owner_colour(c: str | None) -> str | None:
    return COLOURS.get(c) if c else None


def _lang(lang: str) -> str:
    return lang if lang in ("en", *CJK_LANGS) else "en"


def land_label(board: Board, code: str, lang: str) -> str:
    if lang == "codes":
        return code
    return board.land_name(code, _lang(lang))


def zone_label(board: Board, zone: str, lang: str) -> str:
    if lang == "codes":
        return zone
    names = load_tables().sea_names.get(zone) or board.sea_zones[zone].names
    return str(names.get(_lang(lang), zone))


def fleet_label(board: Board, fid: str, lang: str) -> str:
    """A fleet's card name (7.1: 波罗的海舰队), the overlord fleet's (9.1)."""
    if fid == OVERLORD:
        return overlord_label(lang)
    if lang == "codes" or fid not in board.sea_zones:
        return fid
    return str(board.sea_zones[fid].names.get(_lang(lang), fid))


def overlord_label(lang: str) -> str:
    return str(load_tables().overlord_names.get(_lang(lang), OVERLORD))


def _place_anchor(geo: MapGeometry, place: str, fleets: Mapping[str, Any]) -> Point | None:
    """Where a place's armies are drawn: a land's unit anchor, a fleet's zone, the overlord fleet's spot."""
    if place == OVERLORD:
        return OVERLORD_AT
    if place in fleets:
        zone = fleets[place].get("zone")
        return _fleet_anchor(geo, str(zone)) if zone else OVERLORD_AT
    sp = geo.spaces.get(place)
    return sp.unit_anchor() if sp is not None else None


def _fleet_anchor(geo: MapGeometry, zone: str) -> Point:
    return geo.space(zone).unit_anchor()


def count_parts(x: float, y: float, n: int, colour: str, scale: float = 1.0, role: str = "count") -> list[Primitive]:
    """A disc with the number of armies, in the owner's colour, readable across a room."""
    r = COUNT_RADIUS * scale * (1.12 if n >= 10 else 1.0)
    ink = ink_for(colour)
    return [Circle(x + 1.6 * scale, y + 2.2 * scale, r, fill="#000000", opacity=0.35, role=role + "-shadow"),
            Circle(x, y, r, fill=colour, stroke=ink, width=2.6 * scale, role=role),
            Text(x, y + 0.5 * scale, (str(n),), COUNT_SIZE * scale * (0.88 if n >= 10 else 1.0), ink, bold=True,
                 role=role + "-number")]


def name_anchor(unit: Point, label: Point, size: float, count_scale: float = 1.0) -> Point:
    """Where a land's name goes: its label anchor, moved below the count disc if the disc would cover it."""
    ux, uy = unit
    x, y = label
    r = COUNT_RADIUS * count_scale * 1.12 + 3.0
    if y >= uy and abs(x - ux) < r + size and y - size * 0.55 < uy + r:
        y = uy + r + size * 0.55
    return x, y


Rect = tuple[float, float, float, float]


def _text_rect(t: Text) -> Rect:
    w = max(sum(t.size if ord(ch) > 0x2E7F else t.size * 0.58 for ch in line) for line in t.lines) + t.halo_width
    h = t.size * 1.15 * len(t.lines)
    return t.x - w / 2, t.y - h / 2, t.x + w / 2, t.y + h / 2


def _part_rect(p: Primitive) -> Rect | None:
    if isinstance(p, Circle) and not p.role.endswith("shadow"):
        return p.x - p.r, p.y - p.r, p.x + p.r, p.y + p.r
    if isinstance(p, Poly) and p.points and (p.fill or p.role == "flag-pole"):
        xs, ys = [q[0] for q in p.points], [q[1] for q in p.points]
        return min(xs), min(ys), max(xs), max(ys)
    return None


def _overlap(a: Rect, b: Rect) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


# where a name may move to get clear of the pieces (in its own size): nearest first
_NUDGES = [(0.0, 0.0), *((dx * k, dy * k) for k in (0.35, 0.7, 1.05, 1.4)
                         for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, 1))), *((dx * k, 0.0) for k in (1.8, 2.4, 3.0) for dx in (1, -1))]


def _shifted(p: Primitive, dx: float, dy: float) -> Primitive:
    from dataclasses import replace

    if isinstance(p, Circle | Text):
        return replace(p, x=p.x + dx, y=p.y + dy)
    if isinstance(p, Poly):
        return replace(p, points=tuple((x + dx, y + dy) for x, y in p.points))
    return p


def clear_of(parts: list[Primitive], blocks: Sequence[Rect], step: float) -> list[Primitive]:
    """A land's pieces moved (nearest first) off the flags and markers they would cover."""
    rects = [r for r in (_part_rect(p) for p in parts) if r is not None]
    if not rects or not blocks:
        return parts
    box = (min(r[0] for r in rects), min(r[1] for r in rects), max(r[2] for r in rects), max(r[3] for r in rects))
    best, best_cost = (0.0, 0.0), float("inf")
    for dx, dy in ((0, 0), (1, 0), (2, 0), (0, -1), (1, -1), (3, 0), (2, -1), (0, 1), (1, 1)):
        moved = (box[0] + dx * step, box[1] + dy * step, box[2] + dx * step, box[3] + dy * step)
        cost = sum(_overlap(moved, b) for b in blocks)
        if cost < best_cost:
            best, best_cost = (dx * step, dy * step), cost
        if cost == 0:
            break
    return [_shifted(p, *best) for p in parts] if best != (0.0, 0.0) else parts


def place_labels(labels: Sequence[Text], pieces: Iterable[Primitive]) -> list[Text]:
    """The names moved (a little, nearest first) where no count, flag, marker or piece covers them, nor another
    name; a name with no clear place nearby takes the one least covered."""
    from dataclasses import replace

    blocks = [r for r in (_part_rect(p) for p in pieces) if r is not None]
    placed: list[Rect] = []
    out: list[Text] = []
    reach = max(max(abs(dx), abs(dy)) for dx, dy in _NUDGES)
    for lab in labels:
        best, best_cost = lab, float("inf")
        x0, y0, x1, y1 = _text_rect(lab)
        m = reach * lab.size
        near = (x0 - m, y0 - m, x1 + m, y1 + m)  # only what a nudge can reach
        here = [b for b in (*blocks, *placed) if _overlap(near, b) > 0]
        for dx, dy in _NUDGES:
            cand = replace(lab, x=lab.x + dx * lab.size, y=lab.y + dy * lab.size) if dx or dy else lab
            r = _text_rect(cand)
            cost = sum(_overlap(r, b) for b in here)
            if cost == 0:
                best = cand
                break
            if cost < best_cost:
                best, best_cost = cand, cost
        placed.append(_text_rect(best))
        out.append(best)
    return out


def flag_parts(x: float, y: float, colour: str, country: str, capital: bool, scale: float = 1.0) -> list[Primitive]:
    """A capital's flag (a banner on a pole) or a government's marker (a square), with the country's sign."""
    s = scale
    ink = ink_for(colour)
    if capital:
        pole = Poly(((x - 12 * s, y + 16 * s), (x - 12 * s, y - 16 * s)), stroke="#1a1a1a", width=2.6 * s, role="flag-pole")
        cloth = ((x - 12 * s, y - 16 * s), (x + 14 * s, y - 16 * s), (x + 9 * s, y - 7 * s), (x + 14 * s, y + 2 * s),
                 (x - 12 * s, y + 2 * s))
        return [pole, Poly(cloth, True, fill=colour, stroke="#1a1a1a", width=1.8 * s, role="capital-flag"),
                Text(x, y - 7 * s, (country,), 13 * s, ink, bold=True, lang="zh_Hans", role="capital-country")]
    box = rounded_rect(x, y, 22 * s, 22 * s, 3 * s)
    return [Poly(box, True, fill="#ffffff", stroke=colour, width=3.2 * s, role="government"),
            Text(x, y + 0.5 * s, (country,), 14 * s, "#1a1a1a", bold=True, lang="zh_Hans", role="government-country")]


def pieces_parts(x: float, y: float, airfield: bool, air: Mapping[str, Any] | None, leaders: Sequence[str],
                 scale: float = 1.0) -> list[Primitive]:
    """Airfield, air groups or column, generals and marshals, in a row starting at (x, y)."""
    s = scale
    out: list[Primitive] = []
    cx = x
    if airfield:
        out.append(Poly(rounded_rect(cx, y, 20 * s, 20 * s, 3 * s), True, fill="#4a4a4a", stroke="#ffffff",
                        width=1.4 * s, role="airfield"))
        out.append(Poly(((cx - 6 * s, y + 6 * s), (cx + 6 * s, y - 6 * s)), stroke="#ffffff", width=3 * s,
                        role="airfield-runway"))
        cx += 22 * s
    if air:
        label = "C" if air.get("column") else str(air.get("groups", 0))
        out.append(Circle(cx, y, 11 * s, fill=AIR, stroke="#ffffff", width=1.6 * s, role="air"))
        out.append(Text(cx, y + 0.5 * s, (label,), 14 * s, "#ffffff", bold=True, role="air-number"))
        cx += 24 * s
    for ld in leaders:
        marshal = ld.startswith("marshal:")
        r = 13 * s if marshal else 11 * s
        out.append(Poly(star(cx, y, r, r * 0.45, 5), True, fill=LEADER, stroke="#7a1010" if marshal else "#1a1a1a",
                        width=(2.4 if marshal else 1.4) * s, role="marshal" if marshal else "general"))
        cx += 24 * s
    return out


def _land_groups(scale: float, owner: str | None, n: int, rs: Sequence[tuple[str, Any]], airfield: bool,
                 air: Mapping[str, Any] | None, leaders: Sequence[str], count_s: float,
                 piece_s: float) -> list[list[Primitive]]:
    """A land's groups drawn around (0, 0): the count, each regime's flag, the airfield, the air force, each leader."""
    groups: list[list[Primitive]] = [
        count_parts(0.0, 0.0, n, COLOURS.get(str(owner), "#888888"), scale * count_s) if owner and n > 0 else []]
    for country_code, r in rs:
        col = owner_colour(r.get("holder")) or "#888888"
        groups.append(flag_parts(0.0, 0.0, col, country_code, bool(r.get("capital")), FLAG_SCALE * scale * piece_s))
    ps = PIECES_SCALE * scale * piece_s
    if airfield:
        groups.append(pieces_parts(0.0, 0.0, True, None, [], ps))
    if air:
        groups.append(pieces_parts(0.0, 0.0, False, air, [], ps))
    groups.extend(pieces_parts(0.0, 0.0, False, None, [ld], ps) for ld in leaders)
    return groups


def land_pieces(state: Mapping[str, Any], opts: LieouSceneOptions,
                geo: MapGeometry) -> list[tuple[str, list[Primitive], list[Primitive]]]:
    """Each land's count and pieces, and its flags, laid out inside the land (``layout.place_groups``): the
    count disc, a flag or marker per regime (the capital first), the airfield, the air force, each leader."""
    lands: Mapping[str, Any] = state.get("lands", {})
    regimes: Mapping[str, Any] = state.get("regimes", {})
    by_land: dict[str, list[tuple[str, Any]]] = {}
    for country_code, r in regimes.items():
        by_land.setdefault(str(r["land"]), []).append((country_code, r))
    out: list[tuple[str, list[Primitive], list[Primitive]]] = []
    for code in sorted(set(lands) | set(by_land)):
        sp = geo.spaces.get(code)
        if sp is None or sp.layer != "land":
            continue
        v = lands.get(code, {})
        owner = v.get("owner")
        n = int(v.get("armies", 0) or 0)
        rs = sorted(by_land.get(code, []), key=lambda cr: not cr[1].get("capital"))
        air = v.get("air")
        leaders = list(v.get("leaders", []))
        airfield = bool(v.get("airfield"))

        build = partial(_land_groups, opts.count_scale, owner, n, tuple(rs), airfield, air, tuple(leaders))
        groups, _, _ = place_groups(geo, code, sp.unit_anchor(), build, len(rs))
        flags = [p for g in groups[1:1 + len(rs)] for p in g]
        parts = [*groups[0], *(p for g in groups[1 + len(rs):] for p in g)]
        out.append((code, parts, flags))
    return out


def build_scene(state: Mapping[str, Any], options: LieouSceneOptions | None = None,
                geo: MapGeometry | None = None) -> Scene:
    """The board for a state given as ``to_json()`` / ``view`` (see the module's docstring)."""
    opts = options or LieouSceneOptions()
    geo = geo or geometry()
    board = load_board()
    lands: Mapping[str, Any] = state.get("lands", {})
    fleets: Mapping[str, Any] = state.get("fleets", {})
    turn = state.get("turn")
    areas: list[Area] = []
    for code, sp in geo.spaces.items():
        if sp.layer == "sea":
            areas.append(Area(code, SEA if sp.is_space else "#b3ccdc"))
        elif not sp.is_space:
            areas.append(Area(code, INERT_LAND))
        else:
            owner = lands.get(code, {}).get("owner")
            col = owner_colour(owner)
            areas.append(Area(code, tint(col) if col else LAND, owner=owner))
    borders: list[Border] = []
    for i, b in enumerate(geo.borders):
        style = {"zone-border": ("#6f95b0", 1.6), "land-border": (BORDER_LAND, 1.1), "country-border": ("#2b2116", 2.6),
                 "coast": (COAST, 1.3), "sea-link": ("#1d3d57", 3.2)}.get(b.cls, (BORDER_SEA, 1.0))
        borders.append(Border(i, b.cls, *style))
    labels: list[Text] = []
    ls = opts.label_scale
    lang_text = opts.lang if opts.lang in CJK_LANGS else "en"
    for code, sp in geo.spaces.items():
        if not sp.is_space:
            continue
        x, y = sp.label_anchor()
        if sp.layer == "land":
            name = land_label(board, code, opts.lang)
            size = (17.0 if lang_text in CJK_LANGS else 14.0) * ls
            x, y = name_anchor(sp.unit_anchor(), (x, y), size, opts.count_scale)
            labels.append(Text(x, y, (name,), size, LAND_LABEL, bold=ls > 1, halo=HALO, halo_width=3.0 * ls,
                               lang=lang_text, role="land-name"))
        else:
            labels.append(Text(x, y, (zone_label(board, code, opts.lang),), 16.0 * ls, SEA_LABEL, bold=True,
                               italic=ls <= 1, halo="#dce9f2", halo_width=2.5 * ls, lang=lang_text, role="zone-name"))
    highlights: list[Area] = []
    if opts.highlight_turn and turn:
        col = owner_colour(turn) or "#ffffff"
        for code, v in lands.items():
            if v.get("owner") == turn and code in geo.spaces:
                highlights.append(Area(code, "", stroke=col, width=3.6, casing=HIGHLIGHT_CASING, casing_width=7.0))
    if opts.selected and opts.selected in geo.spaces:
        highlights.append(Area(opts.selected, "#ffffff", stroke=SELECT_OUTLINE, width=4.0, opacity=0.3,
                               casing=HIGHLIGHT_CASING, casing_width=8.0))
    centres: list[Primitive] = []  # flags and government markers sit on the map, under the counts
    tokens: list[Token] = []
    cs = opts.count_scale
    for code, parts, flags in land_pieces(state, opts, geo):
        centres.extend(flags)
        if parts:
            sp = geo.spaces[code]
            x, y = sp.unit_anchor()
            tokens.append(Token(code, lands.get(code, {}).get("owner") or "", "land", x, y, code, parts=tuple(parts)))
    for fid, f in fleets.items():
        zone = f.get("zone")
        x, y = _fleet_anchor(geo, str(zone)) if zone else OVERLORD_AT
        col = COLOURS.get(str(f.get("holder")), "#888888")
        parts = list(token_parts("F", x - 30 * cs, y, col, 1.25 * cs))
        if fid == OVERLORD:
            parts.append(Poly(star(x - 30 * cs, y - 30 * cs, 12 * cs, 5 * cs, 5), True, fill=LEADER, stroke="#1a1a1a",
                              width=1.4 * cs, role="overlord"))
            parts.append(Text(x, y + 40 * cs, (overlord_label(opts.lang),), 15 * cs * ls, SEA_LABEL, bold=True,
                              halo="#dce9f2", halo_width=2.5, lang=lang_text, role="overlord-name"))
        elif zone != fid:  # a fleet that sailed keeps its card's name (7.1)
            parts.append(Text(x - 30 * cs, y + 30 * cs, (fleet_label(board, fid, opts.lang),), 12 * cs, SEA_LABEL,
                              italic=True, halo="#dce9f2", halo_width=2.0, lang=lang_text, role="fleet-name"))
        parts.extend(count_parts(x + 10 * cs, y, int(f.get("armies", 0)), col, cs, role="fleet-count"))
        parts.extend(pieces_parts(x + 36 * cs, y - 22 * cs, bool(f.get("airfield")), f.get("air"),
                                  list(f.get("leaders", [])), cs))
        tokens.append(Token(fid, str(f.get("holder", "")), "fleet", x, y, str(zone or ""), parts=tuple(parts)))
    labels = place_labels(labels, [*centres, *(p for t in tokens for p in t.parts)])
    marks: list[Primitive] = []
    if opts.show_battle:
        marks.extend(_battle_marks(geo, state.get("battle"), fleets, UNDER_WAY, dashed=True))
        last = state.get("last_battle")
        if last and not state.get("battle"):
            marks.extend(_battle_marks(geo, last, fleets, BATTLE, dashed=False))
    return Scene(geo.width, geo.height, geo.background, tuple(areas), tuple(borders), tuple(centres), tuple(labels),
                 highlights=tuple(highlights), tokens=tuple(tokens), marks=tuple(marks), lang=opts.lang, geometry=geo)


def _battle_marks(geo: MapGeometry, battle: Mapping[str, Any] | None, fleets: Mapping[str, Any], colour: str,
                  dashed: bool) -> list[Primitive]:
    if not battle:
        return []
    a = _place_anchor(geo, str(battle.get("source")), fleets)
    b = _place_anchor(geo, str(battle.get("target")), fleets)
    if a is None or b is None or a == b:
        return []
    pts = trim_line((a, b), 24.0, 26.0)
    out = line_parts(pts, colour, 7.0, dash=(14.0, 8.0) if dashed else (), head=22.0, role="battle")
    winner = battle.get("winner")
    if winner == "defender":  # the attack failed: a cross on the arrow
        from ..primitives import cross

        mx, my = (pts[0][0] + pts[-1][0]) / 2, (pts[0][1] + pts[-1][1]) / 2
        out.extend(cross(mx, my, 12.0, colour, 5.0))
    elif winner == "attacker":  # taken: a burst on the land
        out.append(Poly(star(b[0], b[1], 36.0, 24.0, 10), True, stroke=colour, width=4.0, opacity=0.9,
                        role="battle-taken"))
    return out


def lands_in(scene: Scene) -> Iterable[str]:
    return (t.province for t in scene.tokens)


__all__ = ["COLOURS", "LieouSceneOptions", "build_scene", "count_parts", "fleet_label", "flag_parts", "geometry", "land_label",
           "owner_colour", "overlord_label", "pieces_parts", "zone_label"]

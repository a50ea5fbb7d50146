"""Paths of Glory's map as a schematic (Qt-free SVG): the spaces of ``spaces.toml`` where the map prints them,
the lines between them (dashed where only some nations may use them), each space coloured by who controls it,
its fort (crossed out once destroyed, yellow while besieged), trench and the number of units in it from the
order of battle when the referee keeps one, and a dashed red ring round a space whose units are out of supply (the view's ``supply``). No artwork: circles,
lines and names. The window (the Map tab), the projector and the players' page show it; it reads only the
game's view (the players' view for the last two) and the map's data.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from html import escape
from typing import Any

from referee_app.games.paths_of_glory import order as od
from referee_app.games.paths_of_glory.tables import Rules

COLOURS = {"central": "#5b6773", "allied": "#9a6a1f"}  # the sides' colours of the tracks
TRENCH = "#2e7d32"
BESIEGED = "#fff176"  # a fort under siege (15.2.1)
DESTROYED = "#c62828"  # the cross over a destroyed fort (15.1.9)
OUT_OF_SUPPLY = "#c62828"
RADIUS = 30
PAD = 60
FRAME_PAD = 170  # round the spaces framed: their names and a ring of neighbours
FRAME_MIN = (1100, 700)  # the least of the map a frame shows (one stack is not blown up to the whole picture)


def busy_spaces(view: Mapping[str, Any]) -> list[str]:
    """The spaces the order of battle says something of: stacks, trenches, destroyed forts, units out of supply."""
    oob = view.get("oob") or {}
    supply = view.get("supply") or {}
    return sorted(set(oob.get("stacks", {})) | set(oob.get("trenches", {})) | set(oob.get("forts_destroyed", []))
                  | set(supply.get("spaces", [])))


def _box(rules: Rules, frame: Iterable[str] | None, aspect: float | None) -> tuple[float, float, float, float]:
    """The picture's viewBox: the whole map, or the spaces of ``frame`` with room round them, widened (or
    heightened) to ``aspect`` (width / height) where the map allows, never beyond the map."""
    xs = [sp.at[0] for sp in rules.spaces.values()]
    ys = [sp.at[1] for sp in rules.spaces.values()]
    mx0, my0, mx1, my1 = min(xs) - PAD, min(ys) - PAD, max(xs) + PAD, max(ys) + PAD
    framed = [rules.spaces[n].at for n in (frame or ()) if n in rules.spaces]
    if not framed:
        x0, y0, x1, y1 = float(mx0), float(my0), float(mx1), float(my1)
    else:
        x0 = min(p[0] for p in framed) - FRAME_PAD
        x1 = max(p[0] for p in framed) + FRAME_PAD
        y0 = min(p[1] for p in framed) - FRAME_PAD
        y1 = max(p[1] for p in framed) + FRAME_PAD + RADIUS  # the names under the circles
        grow_w, grow_h = max(0.0, FRAME_MIN[0] - (x1 - x0)), max(0.0, FRAME_MIN[1] - (y1 - y0))
        x0, x1, y0, y1 = x0 - grow_w / 2, x1 + grow_w / 2, y0 - grow_h / 2, y1 + grow_h / 2
    if aspect:
        w, h = x1 - x0, y1 - y0
        if w / h < aspect:
            extra = h * aspect - w
            x0, x1 = x0 - extra / 2, x1 + extra / 2
        else:
            extra = w / aspect - h
            y0, y1 = y0 - extra / 2, y1 + extra / 2
    # back inside the map, moved rather than cut where it can be
    w, h = min(x1 - x0, mx1 - mx0), min(y1 - y0, my1 - my0)
    x0 = min(max(x0, mx0), mx1 - w)
    y0 = min(max(y0, my0), my1 - h)
    return round(x0), round(y0), round(w), round(h)


def board_svg(rules: Rules, view: Mapping[str, Any], *, names: bool = True, frame: Iterable[str] | None = None,
              aspect: float | None = None) -> str:
    """The schematic map of ``view`` (``PogGame.view``): control from its order of battle over the map's
    starting sides, trench levels and stack counts from it too, the spaces of units out of supply ringed.
    ``frame``: only these spaces and their surroundings are in the picture (``busy_spaces``); ``aspect``:
    the picture's width over its height, the frame widened to it."""
    oob = view.get("oob") or {"stacks": {}, "trenches": {}, "control": {}}
    out_of_supply = set((view.get("supply") or {}).get("spaces", []))
    control: dict[str, str] = {name: sp.side for name, sp in rules.spaces.items()}
    control.update(oob.get("control", {}))
    x0, y0, w, h = _box(rules, frame, aspect)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{x0} {y0} {w} {h}" font-family="sans-serif" '
           f'role="img" aria-label="Paths of Glory">',
           f'<rect x="{x0}" y="{y0}" width="{w}" height="{h}" fill="#f4f1ea"/>']
    drawn: set[frozenset[str]] = set()
    for sp in rules.spaces.values():  # the lines first, under the spaces
        for other in sp.connections:
            pair = frozenset((sp.name, other))
            if pair in drawn:
                continue
            drawn.add(pair)
            b = rules.spaces[other]
            dash = ' stroke-dasharray="14 10"' if pair in rules.dotted else ""
            out.append(f'<line x1="{sp.at[0]}" y1="{sp.at[1]}" x2="{b.at[0]}" y2="{b.at[1]}" stroke="#7d8791" '
                       f'stroke-width="5"{dash}/>')
    stacks = oob.get("stacks", {})
    trenches = oob.get("trenches", {})
    destroyed = set(oob.get("forts_destroyed", []))
    sieges = set(od.besieged(rules, {**oob, "stacks": stacks}))
    for sp in rules.spaces.values():
        colour = COLOURS.get(control.get(sp.name, sp.side), "#999999")
        x, y = sp.at
        title = escape(sp.name)
        out.append(f'<g><title>{title}</title>')
        if sp.name in out_of_supply:
            out.append(f'<circle cx="{x}" cy="{y}" r="{RADIUS + 13}" fill="none" stroke="{OUT_OF_SUPPLY}" '
                       f'stroke-width="7" stroke-dasharray="12 7"/>')
        out.append(f'<circle cx="{x}" cy="{y}" r="{RADIUS}" fill="{colour}" stroke="{"#c62828" if sp.vp else "#1a1a1a"}" '
                   f'stroke-width="{8 if sp.vp else 3}"/>')
        if sp.fort:
            fill = "#d6d6d6" if sp.name in destroyed else BESIEGED if sp.name in sieges else "#ffffff"
            out.append(f'<rect x="{x - 14}" y="{y - RADIUS - 26}" width="28" height="22" fill="{fill}" stroke="#1a1a1a" '
                       f'stroke-width="3"/><text x="{x}" y="{y - RADIUS - 9}" font-size="20" text-anchor="middle">{sp.fort}</text>')
            if sp.name in destroyed:  # 15.1.9: crossed out for the rest of the game
                top, bottom = y - RADIUS - 30, y - RADIUS
                out.append(f'<path d="M{x - 18} {top}L{x + 18} {bottom}M{x + 18} {top}L{x - 18} {bottom}" '
                           f'stroke="{DESTROYED}" stroke-width="5" stroke-linecap="round"/>')
        level = int(trenches.get(sp.name, 0))
        if level:
            out.append(f'<text x="{x + RADIUS + 4}" y="{y - RADIUS + 6}" font-size="26" font-weight="bold" '
                       f'fill="{TRENCH}">T{level}</text>')
        n = len(stacks.get(sp.name, []))
        if n:
            out.append(f'<text x="{x}" y="{y + 11}" font-size="32" font-weight="bold" text-anchor="middle" '
                       f'fill="#ffffff">{n}</text>')
        if names:
            out.append(f'<text x="{x}" y="{y + RADIUS + 28}" font-size="24" text-anchor="middle" fill="#1a1a1a">{title}</text>')
        out.append("</g>")
    out.append("</svg>")
    return "\n".join(out)


def under(top: str, board: str | None, *, aspect: float = 1.2) -> str:
    """``top`` (an SVG document with its own ``width`` and ``height``, the tracks of the players' page) with
    ``board`` (``board_svg`` drawn at ``aspect``) under it, as wide as it: one picture to zoom on a phone;
    ``top`` alone without a board."""
    if board is None:
        return top
    head = re.search(r"<svg\b[^>]*>", top)
    width = re.search(r'\swidth="([0-9.]+)"', head.group(0)) if head else None
    height = re.search(r'\sheight="([0-9.]+)"', head.group(0)) if head else None
    if head is None or width is None or height is None:
        raise ValueError("the top picture is not an SVG document with a width and a height")
    w, h = float(width.group(1)), float(height.group(1))
    map_h = round(w / aspect)
    board = board.replace("<svg ", f'<svg x="0" y="{h:g}" width="{w:g}" height="{map_h}" ', 1)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{w:g}" height="{h + map_h:g}" '
            f'viewBox="0 0 {w:g} {h + map_h:g}">\n{top[head.start():]}\n{board}\n</svg>\n')


__all__ = ["board_svg", "busy_spaces", "under"]

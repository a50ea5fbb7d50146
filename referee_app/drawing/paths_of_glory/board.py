"""Paths of Glory's map as a schematic (Qt-free SVG): the spaces of ``spaces.toml`` where the map prints them,
the lines between them (dashed where only some nations may use them), each space coloured by who controls it,
its fort, trench and the number of units in it from the order of battle when the referee keeps one. No
artwork: circles, lines and names. The window shows it (the Map tab); it reads only the game's view and data.
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from referee_app.games.paths_of_glory.tables import Rules

COLOURS = {"central": "#5b6773", "allied": "#9a6a1f"}  # the sides' colours of the tracks
TRENCH = "#2e7d32"
RADIUS = 30
PAD = 60


def board_svg(rules: Rules, view: Mapping[str, Any], *, names: bool = True) -> str:
    """The schematic map of ``view`` (``PogGame.view``): control from its order of battle over the map's
    starting sides, trench levels and stack counts from it too."""
    oob = view.get("oob") or {"stacks": {}, "trenches": {}, "control": {}}
    control: dict[str, str] = {name: sp.side for name, sp in rules.spaces.items()}
    control.update(oob.get("control", {}))
    xs = [sp.at[0] for sp in rules.spaces.values()]
    ys = [sp.at[1] for sp in rules.spaces.values()]
    x0, y0 = min(xs) - PAD, min(ys) - PAD
    w, h = max(xs) - x0 + PAD, max(ys) - y0 + PAD
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
    for sp in rules.spaces.values():
        colour = COLOURS.get(control.get(sp.name, sp.side), "#999999")
        x, y = sp.at
        title = escape(sp.name)
        out.append(f'<g><title>{title}</title>')
        out.append(f'<circle cx="{x}" cy="{y}" r="{RADIUS}" fill="{colour}" stroke="{"#c62828" if sp.vp else "#1a1a1a"}" '
                   f'stroke-width="{8 if sp.vp else 3}"/>')
        if sp.fort:
            out.append(f'<rect x="{x - 14}" y="{y - RADIUS - 26}" width="28" height="22" fill="#ffffff" stroke="#1a1a1a" '
                       f'stroke-width="3"/><text x="{x}" y="{y - RADIUS - 9}" font-size="20" text-anchor="middle">{sp.fort}</text>')
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


__all__ = ["board_svg"]

"""Paths of Glory's tracks as an SVG picture (Qt-free): the turn track, the sequence of play, the VP track
with the scenario's victory levels, and the action rounds of the turn.

The game has no map board in the program (the players keep the map); these are the public tracks the
projector paints (``gui/paths_of_glory/widgets.py``: ``TurnTrack``, ``SegmentBar``, ``VpTrack``), drawn
here from the players' view and words already rendered in a language. Used by the players' page.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from xml.sax.saxutils import escape, quoteattr

from ..primitives import FONT_FAMILIES

# the sides' colours of the projector's light palette (gui/paths_of_glory/widgets.SIDE_COLOURS)
SIDE_COLOURS = {"central": "#4d5d6c", "allied": "#8a5d12"}
INK, PAPER, MUTED, LINE, NOW = "#1d2630", "#ffffff", "#6b7884", "#c3cbd3", "#f9a825"
WIDTH = 400  # a phone's width in CSS pixels, about: the words keep their size on the page


@dataclass(frozen=True)
class TrackWords:
    """The picture's words, rendered in one language."""

    lang: str
    turn_heading: str  # "Turn track"
    turns: Sequence[str]  # each turn's name on the track ("Aug 1914")
    segments_heading: str
    vp_heading: str  # "Victory points"
    levels: Mapping[str, str]  # "central", "allied", "draw": the stretches' names
    rounds_heading: str
    sides: Mapping[str, str]  # "central", "allied": the sides' short names ("CP", "AP")
    actions: Mapping[int, Mapping[str, str]]  # round -> side -> the action's short text ("OPS 3")


def _n(v: float) -> str:
    s = f"{v:.1f}"
    return s[:-2] if s.endswith(".0") else s


def _text(x: float, y: float, s: str, size: float, *, anchor: str = "start", fill: str = INK, bold: bool = False) -> str:
    weight = ' font-weight="700"' if bold else ""
    return (f'<text x="{_n(x)}" y="{_n(y)}" font-size="{_n(size)}" text-anchor="{anchor}" fill="{fill}"{weight}>'
            f"{escape(s)}</text>")


def _fit(s: str, width: float, size: float) -> str:
    """``s`` cut to about ``width`` (wide characters count double)."""
    room = width / (size * 0.58)
    used = 0.0
    for i, ch in enumerate(s):
        used += 1.8 if ord(ch) > 0x2E80 else 1.0
        if used > room:
            return s[:max(1, i - 1)] + "…"
    return s


def _size_to_fit(s: str, width: float, size: float, smallest: float = 9.0) -> float:
    """The font size at which ``s`` fits ``width`` (no larger than ``size``, no smaller than ``smallest``)."""
    units = sum(1.8 if ord(ch) > 0x2E80 else 1.0 for ch in s) or 1.0
    return max(smallest, min(size, width / (units * 0.58)))


def tracks_svg(view: Mapping[str, object], words: TrackWords) -> str:
    """The tracks of the players' ``view`` (``PogGame.view(referee=False)``) as a standalone SVG document, drawn
    for a phone's width (``WIDTH`` units across: its words stay readable without zooming)."""
    turn = int(str(view["turn"]))
    ended = bool(view.get("ended"))
    segment = str(view["segment"])
    segments = [str(s["code"]) for s in view["segments"]]  # type: ignore[attr-defined]
    th = {k: int(v) for k, v in view["thresholds"].items()}  # type: ignore[attr-defined]
    vp = int(str(view["vp"]))
    rounds = int(str(view["action_rounds"]))
    in_b = segment == "B" and not ended
    now_round, to_act = int(str(view["round"])), str(view["to_act"])
    out: list[str] = []
    pad, y = 10.0, 0.0

    def box(x0: float, y0: float, w: float, h: float, now: bool, fill: str = PAPER) -> None:
        out.append(f'<rect x="{_n(x0)}" y="{_n(y0)}" width="{_n(w)}" height="{_n(h)}" rx="4" fill="{fill}" '
                   f'stroke="{NOW if now else LINE}" stroke-width="{3 if now else 1}"/>')

    # the turn track: a cell per turn (rows of seven at most), the turn now filled
    y += 22
    out.append(_text(pad, y, words.turn_heading, 15, bold=True))
    y += 8
    n = max(1, len(words.turns))
    per_row = min(n, 7)
    cell_w = (WIDTH - 2 * pad) / per_row

    def fits(s: str) -> bool:
        return _size_to_fit(s, cell_w - 6, 11, 8.5) * 0.58 * sum(1.8 if ord(ch) > 0x2E80 else 1.0 for ch in s) <= cell_w - 4

    # a name too long for its cell at the smallest size goes on two lines ("Winter" / "1915"), never cut
    lines = [[name] if fits(name) or " " not in name else name.split(" ", 1) for name in words.turns]
    two = any(len(parts) > 1 for parts in lines)
    cell_h = 52.0 if two else 40.0
    for i in range(len(words.turns)):
        r, c = divmod(i, per_row)
        x0, y0 = pad + c * cell_w, y + r * (cell_h + 4)
        now = i + 1 == turn and not ended
        past = i + 1 < turn or ended
        box(x0 + 1, y0, cell_w - 2, cell_h, now, INK if now else ("#e4e8ec" if past else PAPER))
        ink = PAPER if now else (MUTED if past else INK)
        out.append(_text(x0 + cell_w / 2, y0 + 16, str(i + 1), 14, anchor="middle", fill=ink, bold=True))
        parts = lines[i]
        size = min(_size_to_fit(part, cell_w - 6, 11, 8.5) for part in parts)
        for k, part in enumerate(parts):
            out.append(_text(x0 + cell_w / 2, y0 + 33 + 12 * k, _fit(part, cell_w - 4, size), size, anchor="middle",
                             fill=ink))
    y += ((n - 1) // per_row + 1) * (cell_h + 4)

    # the sequence of play: the segment now filled
    y += 20
    out.append(_text(pad, y, words.segments_heading, 15, bold=True))
    y += 8
    seg_w = (WIDTH - 2 * pad) / max(1, len(segments))
    for i, code in enumerate(segments):
        now = code == segment and not ended
        x0 = pad + i * seg_w
        box(x0 + 1, y, seg_w - 2, 30, now, INK if now else PAPER)
        out.append(_text(x0 + seg_w / 2, y + 20, code, 12 if len(code) > 1 else 14, anchor="middle",
                         fill=PAPER if now else INK, bold=True))
    y += 30

    # the VP track: the Allied stretch, the draw, the Central stretch, the marker on the VP now
    y += 22
    out.append(_text(pad, y, words.vp_heading, 15, bold=True))
    y += 24
    low = min(th["automatic_allied"], vp) - 1
    high = max(th["automatic_central"], vp) + 1
    left, right = pad + 4, WIDTH - pad - 4

    def x(v: float) -> float:
        return left + (right - left) * (v - low) / (high - low)

    allied, central = th["allied_at_most"], th["central_at_least"]
    bar_h = 30.0
    for a, b, fill, opacity in ((low, allied + 0.5, SIDE_COLOURS["allied"], 0.35),
                                (allied + 0.5, central - 0.5, PAPER, 1.0),
                                (central - 0.5, high, SIDE_COLOURS["central"], 0.35)):
        out.append(f'<rect x="{_n(x(a))}" y="{_n(y)}" width="{_n(x(b) - x(a))}" height="{_n(bar_h)}" fill="{fill}" '
                   f'fill-opacity="{opacity}" stroke="{LINE}"/>')
    out.append(_text(x(low), y - 6, words.levels.get("allied", ""), 13, fill=SIDE_COLOURS["allied"], bold=True))
    out.append(_text(x(high), y - 6, words.levels.get("central", ""), 13, anchor="end", fill=SIDE_COLOURS["central"],
                     bold=True))
    for v in range(low + 1, high):
        big = v in (allied, central, th["automatic_allied"], th["automatic_central"])
        out.append(f'<line x1="{_n(x(v))}" y1="{_n(y + bar_h)}" x2="{_n(x(v))}" y2="{_n(y + bar_h + (7 if big else 3))}" '
                   f'stroke="{MUTED}"/>')
        if big:
            out.append(_text(x(v), y + bar_h + 19, str(v), 12, anchor="middle", fill=INK, bold=True))
    for auto in (th["automatic_allied"], th["automatic_central"]):
        out.append(f'<line x1="{_n(x(auto))}" y1="{_n(y - 2)}" x2="{_n(x(auto))}" y2="{_n(y + bar_h + 2)}" '
                   f'stroke="{INK}" stroke-width="2" stroke-dasharray="4 3"/>')
    mx = x(vp)
    out.append(f'<circle cx="{_n(mx)}" cy="{_n(y + bar_h / 2)}" r="16" fill="{INK}" stroke="{NOW}" stroke-width="3"/>')
    out.append(_text(mx, y + bar_h / 2 + 5.5, str(vp), 15, anchor="middle", fill=PAPER, bold=True))
    y += bar_h + 24

    # the action rounds of the turn: a row per side, a cell per round
    y += 20
    out.append(_text(pad, y, words.rounds_heading, 15, bold=True))
    y += 4
    name_w = 64.0
    round_w = (WIDTH - 2 * pad - name_w) / max(1, rounds)
    for c in range(rounds):
        out.append(_text(pad + name_w + c * round_w + round_w / 2, y + 14, str(c + 1), 12, anchor="middle", fill=MUTED))
    y += 20
    for side in ("central", "allied"):
        out.append(f'<rect x="{_n(pad)}" y="{_n(y + 7)}" width="12" height="12" rx="3" fill="{SIDE_COLOURS[side]}"/>')
        out.append(_text(pad + 17, y + 18, _fit(words.sides.get(side, side), name_w - 18, 13), 13, bold=True))
        for c in range(rounds):
            x0 = pad + name_w + c * round_w
            done = words.actions.get(c + 1, {}).get(side)
            now = in_b and c + 1 == now_round and side == to_act
            box(x0 + 1.5, y, round_w - 3, 26, now, "#fff4d6" if now else PAPER)
            if done:
                size = _size_to_fit(done, round_w - 5, 12)
                out.append(_text(x0 + round_w / 2, y + 13 + size * 0.37, _fit(done, round_w - 4, size), size,
                                 anchor="middle", bold=True))
            elif now:
                out.append(_text(x0 + round_w / 2, y + 18, "▶", 13, anchor="middle", fill=NOW))
        y += 31
    height = y + 8
    fams = FONT_FAMILIES.get(words.lang, FONT_FAMILIES["en"])
    family = ", ".join(f"'{f}'" for f in fams) + ", sans-serif"
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{WIDTH}" height="{_n(height)}" '
            f'viewBox="0 0 {WIDTH} {_n(height)}" data-lang="{words.lang}" font-family={quoteattr(family)}>\n'
            f'<rect x="0" y="0" width="{WIDTH}" height="{_n(height)}" fill="#f4f2ee"/>\n'
            + "\n".join(out) + "\n</svg>\n")


__all__ = ["SIDE_COLOURS", "TrackWords", "tracks_svg"]

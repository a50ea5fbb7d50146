"""``html`` export of 列欧帝国棋: one self-contained web page of the whole game, to send to the players.

The empires at the end (or now), a chart of each empire's lands and of its armies over the turns (each
line with its own colour, marker shape and dash, named at its end; the numbers in a table beneath), then
the set-up and every player's turn: the board at its end (inline SVG, the player's lands outlined, the
turn's last battle drawn) and the turn's log, every action and every die (``lieou_text``). No scripts, no
external files, no web fonts: the page opens anywhere, offline.

The boards share what does not change from one to the next: the map's outlines, the seas, the borders and
the names are written once in a hidden ``<defs>`` block and every board refers to them with ``<use>``,
so a board costs a few tens of kilobytes, not one and a half megabytes.
"""

from __future__ import annotations

import dataclasses
import hashlib
import math
import re
from collections.abc import Mapping, Sequence
from html import escape
from typing import Any
from xml.sax.saxutils import quoteattr

from ...core.messages import msg, render
from ...drawing.lieou.scene import COLOURS, LieouSceneOptions, build_scene, geometry
from ...drawing.primitives import FONT_FAMILIES, Scene, contrast_ratio
from ...drawing.svg_export import scene_svg
from ...games.lieou.game import LieouGame
from ...games.lieou.params import PlaceRef, colour, country
from ...games.lieou.rules import rules_card
from .common import (
    SETUP,
    ChartPoint,
    Record,
    Turn,
    chart_points,
    empire_counts,
    iso,
    options_text,
    outcome_text,
    turn_title,
    walk,
    who,
)
from .text import step_lines, text_width

HTML_LANG = {"en": "en", "zh_Hant": "zh-Hant", "zh_Hans": "zh-Hans", "ja": "ja"}
CJK_FONTS = {"zh_Hant": "'Noto Sans CJK TC', 'Noto Sans TC', 'Microsoft JhengHei', 'PingFang TC'",
             "zh_Hans": "'Noto Sans CJK SC', 'Noto Sans SC', 'Microsoft YaHei', 'PingFang SC'",
             "ja": "'Noto Sans CJK JP', 'Noto Sans JP', 'Yu Gothic', 'Hiragino Sans', 'Meiryo'"}

CSS = """
body { font-family: system-ui, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif; margin: 0 auto; max-width: 1180px;
       padding: 1em 1.5em 4em; color: #1d2630; background: #fbfaf7; line-height: 1.4; }
h1 { margin-bottom: .3em; }
h2 { border-bottom: 2px solid #c9d3dc; padding-bottom: .2em; margin-top: 2em; }
h3 { margin: 1.2em 0 .3em; }
.meta { color: #4a5866; border-collapse: collapse; }
.meta td { padding: .05em 1em .05em 0; vertical-align: top; }
.meta td:first-child { white-space: nowrap; }
.outcome { font-weight: bold; font-size: 1.1em; white-space: pre-line; }
table.empires, table.numbers { border-collapse: collapse; margin: .6em 0; }
table.empires th, table.empires td, table.numbers th, table.numbers td { padding: .2em .7em; border-bottom: 1px solid #e3e7eb; }
table.empires td.n, table.numbers td { text-align: right; font-variant-numeric: tabular-nums; }
table.empires th, table.numbers th { text-align: left; background: #eef1f4; }
tr.fallen td { color: #6b7885; }
.swatch { display: inline-block; width: 1em; height: 1em; margin-right: .45em; vertical-align: -.15em;
          border: 1px solid #3a4652; border-radius: 2px; }
figure { margin: .6em 0 1em; }
figure svg { display: block; width: 100%; height: auto; border: 1px solid #c9d3dc; background: #fff; }
figure svg.board { max-width: 1060px; margin: 0 auto; background: #a9c6dc; }
figcaption { color: #4a5866; font-size: .9em; margin-top: .3em; }
nav table { border-collapse: collapse; }
nav td, nav th { padding: .1em .5em; }
nav th { text-align: right; color: #4a5866; font-weight: normal; white-space: nowrap; }
nav a { text-decoration: none; }
nav a.t { display: inline-block; min-width: 1.6em; text-align: center; border-radius: 3px; margin: 1px; padding: 0 .3em;
          color: #1d2630; border: 1px solid #9aa6b1; }
section.turn { content-visibility: auto; contain-intrinsic-size: auto 1400px; }
pre { background: #f1f3f5; border: 1px solid #dde3e8; padding: .8em 1em; overflow-x: auto; font-size: .86em;
      line-height: 1.4; white-space: pre-wrap; }
details { margin: .5em 0 1em; }
summary { cursor: pointer; color: #2c5d8a; }
footer { margin-top: 3em; color: #6b7885; font-size: .85em; }
"""

# the four colours of 2.1 on a chart: a marker shape and a dash of each, so that no line is told by colour alone
SHAPES = {"green": "circle", "yellow": "square", "pink": "triangle", "red": "diamond"}
DASHES = {"green": "", "yellow": "9 4", "pink": "3 3", "red": "12 4 3 4"}
CASING = "#2b3540"
LABEL_SCALE = 1.15  # the names a little larger than in the window: a board of the page is drawn smaller

_XML_DECL = re.compile(r"^\s*<\?xml[^>]*\?>\s*")
_STATIC = re.compile(r'<g id="(sea|borders|names)"([^>]*)>(.*?)</g>', re.S)
_FONT = re.compile(r' font-family="[^"]*"')
_POLYGON = re.compile(r'<polygon\b([^>]*?)\spoints="([^"]*)"([^>]*?)/>')
_TOKEN_PATH = re.compile(r'<path\b([^>]*?)\sd="@(\w+)"([^>]*?)/>')
_ID = re.compile(r'\sid="([^"]*)"')


def _t(key: str, lang: str, **params: Any) -> str:
    return render(msg(f"lieou.export.{key}", **params), lang)


# --- the boards ----------------------------------------------------------------------------------------

class Boards:
    """The page's boards, sharing what does not change: the outlines, the seas, the borders and the names are
    written once (``defs()``) and every board refers to them with ``<use>``."""

    def __init__(self) -> None:
        self.geo = geometry()
        # the same map with each outline's path data a short token, so that a board's SVG stays small
        spaces = {code: dataclasses.replace(sp, d=f"@s{i}") for i, (code, sp) in enumerate(self.geo.spaces.items())}
        borders = tuple(dataclasses.replace(b, d=f"@b{i}") for i, b in enumerate(self.geo.borders))
        self.stub = dataclasses.replace(self.geo, spaces=spaces, borders=borders)
        self.paths = {f"s{i}": sp.d for i, sp in enumerate(self.geo.spaces.values())}
        self.paths.update({f"b{i}": b.d for i, b in enumerate(self.geo.borders)})
        self.groups: dict[str, str] = {}
        self._defs: list[str] = []
        self._written: set[str] = set()

    def _path(self, token: str) -> str:
        key = "p" + token
        if key not in self._written:
            self._written.add(key)
            self._defs.append(f'<path id="{key}" d="{self.paths[token]}"/>')
        return key

    def _group(self, attrs: str, body: str) -> str:
        body = _ID.sub(lambda m: f' data-code="{m.group(1)}"', body)
        text = attrs + body
        key = self.groups.get(text)
        if key is None:
            key = self.groups[text] = "g" + hashlib.sha1(text.encode()).hexdigest()[:10]
            self._defs.append(f'<g id="{key}"{attrs}>{body}</g>')
        return key

    def svg(self, state: Mapping[str, Any], lang: str, *, player: str | None = None, battle: bool = True) -> str:
        """The board of a state (``to_json()``) as a standalone SVG document: ``player``'s lands outlined,
        the last battle (or the one under way) drawn when ``battle``."""
        return scene_svg(self._scene(state, lang, player, battle), self.geo)

    def _scene(self, state: Mapping[str, Any], lang: str, player: str | None, battle: bool) -> Scene:
        st = dict(state)
        st["turn"] = player
        if not battle:
            st["last_battle"] = None
            st["battle"] = None
        opts = LieouSceneOptions(lang=lang, highlight_turn=player is not None, label_scale=LABEL_SCALE)
        return build_scene(st, opts, self.geo)

    def inline(self, state: Mapping[str, Any], lang: str, prefix: str, label: str, *, player: str | None = None,
               battle: bool = True) -> str:
        """The board of a state made fit to sit in the page among the others (ids made unique)."""
        svg = _XML_DECL.sub("", scene_svg(self._scene(state, lang, player, battle), self.stub))

        def path(m: re.Match[str]) -> str:
            attrs = _ID.sub(lambda i: f' data-code="{i.group(1)}"', m.group(1) + m.group(3))
            return f'<use href="#{self._path(m.group(2))}"{attrs}/>'

        svg = _TOKEN_PATH.sub(path, svg)
        svg = _STATIC.sub(lambda m: f'<use href="#{self._group(m.group(2), m.group(3))}"/>', svg)
        # what the page says for every board (board_css) or the board for its land layer need not be said on each element
        svg = svg.replace(' stroke-linecap="round" stroke-linejoin="round"', "")
        svg = svg.replace(' stroke-width="0.6" fill-rule="evenodd"/>', "/>").replace(
            '<g id="land">', '<g id="land" stroke-width="0.6" fill-rule="evenodd">', 1)
        svg = _FONT.sub("", svg)  # the names' fonts are the board's own; the numbers' and signs' the page's (board_css)
        svg = _POLYGON.sub(self._shape, svg)
        svg = _ID.sub(lambda m: f' id="{prefix}-{m.group(1)}"', svg)
        svg = svg.replace(f'width="{_n(self.geo.width)}" height="{_n(self.geo.height)}" ', "", 1)
        return svg.replace("<svg ", f'<svg class="board" role="img" aria-label={quoteattr(label)} '
                                    f"font-family={quoteattr(_family(lang))} ", 1).strip()

    def _shape(self, m: re.Match[str]) -> str:
        """A polygon of many points (an airfield, a flag, a leader's star) drawn once in the defs and placed
        with ``<use x y>`` wherever it stands: the same shape only moved."""
        nums = m.group(2).replace(",", " ").split()
        if len(nums) < 16:
            return m.group(0)
        xs, ys = [float(v) for v in nums[0::2]], [float(v) for v in nums[1::2]]
        ox, oy = xs[0], ys[0]
        rel = " ".join(f"{_n(x - ox)},{_n(y - oy)}" for x, y in zip(xs, ys))
        key = self.groups.get(rel)
        if key is None:
            key = self.groups[rel] = "s" + hashlib.sha1(rel.encode()).hexdigest()[:10]
            self._defs.append(f'<polygon id="{key}" points="{rel}"/>')
        return f'<use href="#{key}" x="{_n(ox)}" y="{_n(oy)}"{m.group(1)}{m.group(3)}/>'

    def defs(self) -> str:
        """The hidden block every board refers to (put it in the page once, before the boards)."""
        return ('<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" style="position:absolute" '
                'aria-hidden="true" class="shared"><defs>\n' + "\n".join(self._defs) + "\n</defs></svg>")


def _family(lang: str) -> str:
    """The fonts of a board's names in ``lang`` (as ``svg_export`` writes them)."""
    fams = FONT_FAMILIES.get(lang if lang in FONT_FAMILIES else "en", FONT_FAMILIES["en"])
    return ", ".join(f"'{f}'" for f in fams) + ", sans-serif"


def board_css() -> str:
    """The style every board of the page shares: round line ends, the fonts of the numbers (the army counts, the
    air groups, a fleet's letter) and of the countries' signs on the flags (the names' fonts are the board's own)."""
    numbers = ", ".join(f"svg.board .{c}" for c in ("count-number", "fleet-count-number", "air-number", "letter"))
    signs = ", ".join(f"svg.board .{c}" for c in ("capital-country", "government-country"))
    return ("\nsvg.board * { stroke-linecap: round; stroke-linejoin: round; }\n"
            f"{numbers} {{ font-family: {_family('en')}; }}\n{signs} {{ font-family: {_family('zh_Hans')}; }}\n")


def _n(v: float) -> str:
    s = f"{v:.1f}"
    return s[:-2] if s.endswith(".0") else s


def turn_battle(t: Turn, previous: Turn | None) -> bool:
    """Is the last battle of a turn's board one fought in that turn (else it is not drawn)?"""
    return t.kind == "now" or previous is None or t.state.get("last_battle") != previous.state.get("last_battle")


# --- the charts ----------------------------------------------------------------------------------------

def _nice_top(v: int) -> int:
    for step in (5, 10, 20, 25, 50, 100, 200, 250, 500, 1000):
        if v <= step * 8:
            return max(step, math.ceil(v / step) * step)
    return v


def _grid_step(top: int) -> int:
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500):
        if top / step <= 8:
            return step
    return max(1, top // 8)


def _marker(shape: str, x: float, y: float, fill: str, edge: str, title: str, r: float = 4.6) -> str:
    if shape == "circle":
        body = f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}"'
        tag = "circle"
    elif shape == "square":
        body = f'<rect x="{x - r * 0.9:.1f}" y="{y - r * 0.9:.1f}" width="{1.8 * r:.1f}" height="{1.8 * r:.1f}"'
        tag = "rect"
    else:
        pts = {"triangle": [(0, -1.25), (1.15, 0.85), (-1.15, 0.85)],
               "diamond": [(0, -1.35), (1.2, 0), (0, 1.35), (-1.2, 0)]}[shape]
        body = '<polygon points="' + " ".join(f"{x + dx * r:.1f},{y + dy * r:.1f}" for dx, dy in pts) + '"'
        tag = "polygon"
    return f'{body} fill="{fill}" stroke="{edge}" stroke-width="1.3"><title>{escape(title)}</title></{tag}>'


def _series_end(points: Sequence[ChartPoint], c: str) -> int:
    """The index of a colour's last point: where it fell (its lands went to none), else the last."""
    for i, p in enumerate(points):
        if c in p.fallen:
            return i
    return len(points) - 1


def chart_svg(points: Sequence[ChartPoint], which: int, colours: Sequence[str], empires: Mapping[str, str],
              lang: str, *, width: int = 1100, height: int = 330, top_value: int | None = None) -> str:
    """A line chart of each colour's lands (``which`` 0) or armies (1) over the turns (inline SVG)."""
    names = {c: who(c, {"empires": empires}, lang) for c in colours}
    finals = {c: points[_series_end(points, c)].counts.get(c, (0, 0))[which] if points else 0 for c in colours}
    labels = {c: f"{names[c]}  {finals[c]}" for c in colours}
    fell_round = {c: points[_series_end(points, c)].round for c in colours if points and any(c in p.fallen for p in points)}
    for c, r in fell_round.items():
        labels[c] += "  (" + _t("fell", lang, round=r) + ")"
    longest = max((text_width(v) for v in labels.values()), default=10)
    left, top_m, bottom = 48, 14, 40
    right = 40 + 7 * longest
    pw, ph = width - left - right, height - top_m - bottom
    n = len(points)
    top = top_value if top_value is not None else _nice_top(max([1] + [v[which] for p in points for v in p.counts.values()]))

    def x(i: float) -> float:
        return left + (pw * i / (n - 1) if n > 1 else pw / 2)

    def y(v: float) -> float:
        return top_m + ph - ph * v / top

    title = _t("chart_lands" if which == 0 else "chart_armies", lang)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" role="img" aria-label={quoteattr(title)} '
           f'viewBox="0 0 {width} {height}" width="{width}" height="{height}" font-family="sans-serif" font-size="13">',
           f'<rect x="0" y="0" width="{width}" height="{height}" fill="#ffffff"/>']
    step = _grid_step(top)
    for v in range(0, top + 1, step):
        out.append(f'<line x1="{left}" y1="{y(v):.1f}" x2="{left + pw}" y2="{y(v):.1f}" stroke="#e3e7eb"/>')
        out.append(f'<text x="{left - 7}" y="{y(v) + 4:.1f}" text-anchor="end" fill="#4a5866">{v}</text>')
    # the rounds along the bottom: a tick where each round begins, a number on some
    starts = [i for i, p in enumerate(points) if i == 0 or p.round != points[i - 1].round]
    rounds = len(starts)
    every = next((k for k in (1, 2, 5, 10, 20, 25, 50, 100) if rounds / k <= 14), 200)
    for i in starts:
        r = points[i].round
        out.append(f'<line x1="{x(i):.1f}" y1="{top_m + ph}" x2="{x(i):.1f}" y2="{top_m + ph + 4}" stroke="#8795a1"/>')
        if r >= 1 and (r == 1 or r % every == 0):
            out.append(f'<line x1="{x(i):.1f}" y1="{top_m}" x2="{x(i):.1f}" y2="{top_m + ph}" stroke="#f0f2f4"/>')
            out.append(f'<text x="{x(i):.1f}" y="{top_m + ph + 18}" text-anchor="middle" fill="#4a5866">{r}</text>')
    out.append(f'<line x1="{left}" y1="{top_m + ph}" x2="{left + pw}" y2="{top_m + ph}" stroke="#8795a1"/>')
    axis = escape(_t("axis_round", lang))
    out.append(f'<text x="{left + pw}" y="{height - 4}" text-anchor="end" fill="#4a5866">{axis}</text>')
    # each colour: a dark casing under a pale line, its own dash and marker shape; lines a little apart where equal
    offset = {c: (k - (len(colours) - 1) / 2) * 1.8 for k, c in enumerate(colours)}
    sample = max(1, math.ceil(n / 36))
    ends: list[tuple[float, float, str]] = []
    for c in colours:
        col = COLOURS.get(c, "#888888")
        pale = contrast_ratio(col, "#ffffff") < 3.0
        last = _series_end(points, c)
        pts = [(x(i), y(points[i].counts.get(c, (0, 0))[which]) + offset[c]) for i in range(last + 1)]
        if not pts:
            continue
        dash = f' stroke-dasharray="{DASHES.get(c, "")}"' if DASHES.get(c) else ""
        coords = " ".join(f"{a:.1f},{b:.1f}" for a, b in pts)
        if len(pts) > 1:
            out.append(f'<polyline points="{coords}" fill="none" stroke="{CASING if pale else "#ffffff"}" '
                       f'stroke-width="{4.6 if pale else 4.2}" stroke-linejoin="round" opacity="{0.85 if pale else 0.9}"/>')
            out.append(f'<polyline class="series" data-colour="{c}" points="{coords}" fill="none" stroke="{col}" '
                       f'stroke-width="2.6" stroke-linejoin="round"{dash}><title>{escape(names[c])}</title></polyline>')
        edge = CASING if pale else "#ffffff"
        for i in sorted({*range(0, last + 1, sample), last}):
            p = points[i]
            value = p.counts.get(c, (0, 0))[which]
            out.append(_marker(SHAPES.get(c, "circle"), pts[i][0], pts[i][1], col, edge,
                               f"{names[c]} · {_t('round_n', lang, round=p.round)}: {value}"))
        ends.append((pts[-1][1], pts[-1][0], c))
    # names at the right, each beside its line's end (moved apart so none covers another); a fallen empire's
    # line ends early: a thin leader goes from its end to its name
    ends.sort()
    placed = spread([e[0] for e in ends], 17.0, top_m + 4, height - bottom + 6)
    lx = left + pw + 16
    for (ly0, ex, c), ly in zip(ends, placed):
        col = COLOURS.get(c, "#888888")
        pale = contrast_ratio(col, "#ffffff") < 3.0
        if ex < left + pw - 1 or abs(ly - ly0) > 2:
            out.append(f'<polyline points="{ex + 6:.1f},{ly0:.1f} {lx - 8:.1f},{ly:.1f}" fill="none" stroke="#8795a1" '
                       f'stroke-width="1" stroke-dasharray="2 2"/>')
        out.append(_marker(SHAPES.get(c, "circle"), lx, ly, col, CASING if pale else "#ffffff", names[c]))
        out.append(f'<text class="end-label" data-colour="{c}" x="{lx + 11}" y="{ly + 4.5:.1f}" fill="#1d2630">'
                   f"{escape(labels[c])}</text>")
    out.append("</svg>")
    return "\n".join(out)


def spread(ys: Sequence[float], gap: float, low: float, high: float) -> list[float]:
    """Heights (sorted) moved apart by at least ``gap``, kept between ``low`` and ``high`` where they fit."""
    out: list[float] = []
    for y in ys:
        out.append(max([y, low] + [q + gap for q in out[-1:]]))
    over = (out[-1] - high) if out else 0.0
    if over > 0:  # pushed below the chart: move them up, keeping the gaps
        for i in range(len(out) - 1, -1, -1):
            limit = high if i == len(out) - 1 else out[i + 1] - gap
            out[i] = min(out[i], limit)
    return out


def numbers_table(points: Sequence[ChartPoint], colours: Sequence[str], empires: Mapping[str, str], lang: str) -> str:
    """The chart's numbers at the end of every round (and of the last turn)."""
    rows: list[ChartPoint] = []
    for i, p in enumerate(points):
        if i == 0 or i == len(points) - 1 or points[i + 1].round != p.round:
            rows.append(p)
    head = "".join(f"<th colspan=2>{escape(who(c, {'empires': empires}, lang))}</th>" for c in colours)
    sub = "".join(f"<th>{escape(_t('col_lands', lang))}</th><th>{escape(_t('col_armies', lang))}</th>" for _ in colours)
    body = []
    for i, p in enumerate(rows):
        label = _t("after_setup", lang) if i == 0 and p.turn == 0 else _t("round_n", lang, round=p.round)
        cells = "".join(f"<td>{p.counts.get(c, (0, 0))[0]}</td><td>{p.counts.get(c, (0, 0))[1]}</td>" for c in colours)
        body.append(f"<tr><th>{escape(label)}</th>{cells}</tr>")
    return (f'<table class="numbers"><thead><tr><th></th>{head}</tr><tr><th></th>{sub}</tr></thead>'
            f'<tbody>{"".join(body)}</tbody></table>')


# --- the page ------------------------------------------------------------------------------------------

def _swatch(c: str) -> str:
    return f'<span class="swatch" style="background:{COLOURS.get(c, "#888")}"></span>'


def empires_table(game: LieouGame, lang: str) -> str:
    state = game.to_json()
    counts = empire_counts(state)
    heads = ("col_colour", "col_empire", "col_capital", "col_lands", "col_regimes", "col_armies", "col_fleets",
             "col_leaders", "col_standing")
    out = ["<table class=\"empires\"><thead><tr>" + "".join(f"<th>{escape(_t(h, lang))}</th>" for h in heads)
           + "</tr></thead><tbody>"]
    ranking = game.ranking()
    for c in game.board.colours:
        p = state["players"].get(c, {})
        empire = state["empires"].get(c)
        cap = p.get("capital")
        cap_land = state.get("regimes", {}).get(cap, {}).get("land") if cap else None
        if c in state.get("eliminated", []):
            standing = _t("fallen", lang, place=ranking.index(c) + 1 if c in ranking else "?")
        elif state.get("winner") == c:
            standing = _t("winner", lang)
        else:
            standing = _t("standing", lang) if state.get("phase") != SETUP else "-"
        fleets = [f for f in p.get("fleets", [])]
        from ...drawing.lieou.scene import fleet_label

        fleet_text = ", ".join(fleet_label(game.board, f, lang) for f in fleets) or "-"
        leaders = len(p.get("leaders", []))
        cls = ' class="fallen"' if c in state.get("eliminated", []) else ""
        out.append(f"<tr{cls}><td>{_swatch(c)}{escape(render(colour(c), lang))}</td>"
                   f"<td>{escape(render(country(empire), lang)) if empire else '-'}</td>"
                   f"<td>{escape(PlaceRef(cap_land).render_param(lang, None, False)) if cap_land else '-'}</td>"
                   f'<td class="n">{counts.get(c, (0, 0))[0]}</td><td class="n">{p.get("regimes", 0)}</td>'
                   f'<td class="n">{counts.get(c, (0, 0))[1]}</td><td>{escape(fleet_text)}</td>'
                   f'<td class="n">{leaders}</td><td>{escape(standing)}</td></tr>')
    out.append("</tbody></table>")
    return "".join(out)


def _anchor(t: Turn) -> str:
    return "setup" if t.key.phase == SETUP else f"r{t.round}-{t.colour}" + ("-now" if t.kind == "now" else "")


def turns_nav(turns: Sequence[Turn], lang: str) -> str:
    """A table of links: one row per round, a cell per turn in it."""
    rows: list[str] = []
    setup = [t for t in turns if t.key.phase == SETUP]
    if setup:
        rows.append(f'<tr><th></th><td><a href="#{_anchor(setup[0])}">{escape(turn_title(setup[0], lang))}</a></td></tr>')
    by_round: dict[int, list[Turn]] = {}
    for t in turns:
        if t.key.phase != SETUP:
            by_round.setdefault(t.round, []).append(t)
    for r, ts in by_round.items():
        cells = "".join(f'<a class="t" href="#{_anchor(t)}" style="border-left:6px solid {COLOURS.get(t.colour or "", "#888")}" '
                        f'title={quoteattr(turn_title(t, lang))}>{escape(render(colour(t.colour), lang)) if t.colour else "?"}'
                        f'{"…" if t.kind == "now" else ""}</a>' for t in ts)
        rows.append(f"<tr><th>{escape(_t('round_n', lang, round=r))}</th><td>{cells}</td></tr>")
    return f'<nav><table>{"".join(rows)}</table></nav>'


def _font_css(lang: str) -> str:
    fonts = CJK_FONTS.get(lang)
    return f"\nbody, pre {{ font-family: system-ui, {fonts}, sans-serif; }}\n" if fonts else ""


def game_html(game: LieouGame, *, lang: str = "en", record: Record | None = None) -> str:
    """The whole game as one self-contained HTML page in ``lang`` (see the module's docstring)."""
    record = record or walk(game)
    state = game.to_json()
    title = _t("report", lang)
    colours = list(game.board.colours)
    empires = dict(state.get("empires", {}))
    points = chart_points(record)
    setup = game.events[0].data if game.events else {}
    meta = [(_t("meta_ruleset", lang), f"{game.ruleset} · {_t('seed', lang, seed=str(game.dice.seed))}"),
            (_t("meta_options", lang), options_text(game.options.to_json())),
            *((render(msg("lieou.option.heading"), lang) if i == 0 else "", render(m, lang))
              for i, m in enumerate(rules_card(game.options))),
            (_t("meta_dice", lang), str(setup.get("dice_method", ""))),
            (_t("meta_played", lang), f"{iso(game.events[0].at)} – {iso(game.events[-1].at)}" if game.events else "-"),
            (_t("meta_record", lang), _t("counts", lang, actions=msg("lieou.report.actions", n=len(record.actions)),
                                         dice=msg("lieou.report.dice", n=record.dice_count()),
                                         undone=sum(1 for s in record.actions if s.undone_by is not None)))]
    parts = ["<!DOCTYPE html>", f'<html lang="{HTML_LANG.get(lang, "en")}">', "<head>", '<meta charset="utf-8">',
             '<meta name="viewport" content="width=device-width, initial-scale=1">', f"<title>{escape(title)}</title>",
             f"<style>{CSS}{_font_css(lang)}{board_css()}</style>", "</head>", "<body>"]
    boards = Boards()
    body = [f"<h1>{escape(title)}</h1>",
            '<table class="meta">' + "".join(f"<tr><td>{escape(k)}</td><td>{escape(v)}</td></tr>" for k, v in meta)
            + "</table>",
            f'<p class="outcome">{escape(outcome_text(game, lang))}</p>',
            f'<h2 id="empires">{escape(_t("h_empires", lang))}</h2>', empires_table(game, lang)]
    if points:
        lands = chart_svg(points, 0, colours, empires, lang)
        armies = chart_svg(points, 1, colours, empires, lang)
        body += [f'<h2 id="chart">{escape(_t("h_chart", lang))}</h2>',
                 f'<h3>{escape(_t("chart_lands", lang))}</h3>', f"<figure>\n{lands}\n</figure>",
                 f'<h3>{escape(_t("chart_armies", lang))}</h3>', f"<figure>\n{armies}\n"
                 f'<figcaption>{escape(_t("chart_note", lang))}</figcaption>\n</figure>',
                 f'<details><summary>{escape(_t("numbers", lang))}</summary>\n'
                 f"{numbers_table(points, colours, empires, lang)}\n</details>"]
    body += [f'<h2 id="turns">{escape(_t("h_turns", lang))}</h2>', turns_nav(record.turns, lang)]
    previous: Turn | None = None
    for t in record.turns:
        head = turn_title(t, lang)
        if t.kind == "now":
            caption = _t("board_now", lang)
        elif t.key.phase == SETUP:
            caption = _t("board_setup", lang)
        else:
            caption = _t("board_turn", lang, who=who(t.colour, t.state, lang))
        svg = boards.inline(t.state, lang, f"t{t.number}", caption, player=t.colour, battle=turn_battle(t, previous))
        log = "\n".join(line for s in t.steps for line in step_lines(s, lang))
        style = f' style="border-left:8px solid {COLOURS[t.colour]}; padding-left:.5em"' if t.colour and t.colour in COLOURS else ""
        body.append(f'<section class="turn" id="{_anchor(t)}">\n<h2{style}>{escape(head)}</h2>\n'
                     f"<figure>\n{svg}\n<figcaption>{escape(caption)}</figcaption>\n</figure>\n"
                     f"<pre>{escape(log)}</pre>\n</section>")
        previous = t
    body.append(f"<footer>{escape(_t('footer', lang))}</footer>")
    parts.append(boards.defs())
    parts += body
    parts += ["</body>", "</html>", ""]
    return "\n".join(parts)


def write_html(game: LieouGame, out_path: str, lang: str = "en") -> None:
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(game_html(game, lang=lang))


__all__ = ["Boards", "chart_svg", "game_html", "numbers_table", "turn_battle", "write_html"]

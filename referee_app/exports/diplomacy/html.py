"""``html`` export: one self-contained web page of the whole game, to send to the players.

Every phase's board (inline SVG, orders and results drawn), its results in the
judges' words, a supply-centre chart over the years (inline SVG; a narrower one
on a phone) and the record: adjudications, those taken back, the late sheets let
stand or refused. No external files, no web fonts: the page opens anywhere,
offline. Its one script writes each time in the reader's own time zone and the
report's language (without scripts, the times read in UTC). Japanese and Chinese
lines break between phrases, never inside a name (``drawing.linebreak``).

The boards share their map outlines: each outline is written once in a hidden
``<defs>`` block and every board refers to it with ``<use>``, which keeps a long
game's page a few megabytes instead of tens.
"""

from __future__ import annotations

import hashlib
import re
import time
from html import escape
from xml.sax.saxutils import quoteattr

from ...drawing import linebreak
from ...drawing.primitives import contrast_ratio
from ...games.diplomacy.rules.errors import RefereeError
from ...games.diplomacy.rules.i18n import end_detail, end_reason, phase_name, tr
from ...games.diplomacy.rules.ruleset import ruleset_title
from ...games.diplomacy.rules.state import Phase
from ...games.diplomacy.table.game import Game
from .board import Board, phase_boards
from .common import base_ruleset, centre_table, iso, kept_phases
from .text import chart_text, edits_text, phase_text, power_name

_XML_DECL = re.compile(r"^\s*<\?xml[^>]*\?>\s*")
_ID = re.compile(r'\bid="([^"]+)"')
_REF = re.compile(r'(url\(#|href="#)([^")]+)')
_PATH = re.compile(r'<path\b([^>]*?)\sd="([^"]{200,})"([^>]*?)/>')

CSS = """
body { font-family: system-ui, 'Segoe UI', 'Helvetica Neue', Arial, 'Noto Sans CJK JP', sans-serif; margin: 0 auto;
       max-width: 1100px; padding: 1em 1.5em 4em; color: #1d2630; background: #fbfaf7; }
h1 { margin-bottom: .2em; }
h2 { border-bottom: 2px solid #c9d3dc; padding-bottom: .2em; margin-top: 2.2em; }
.meta { color: #4a5866; }
.meta td { padding: 0 1em 0 0; vertical-align: top; }
nav ol { columns: 4 12em; column-gap: 3em; padding-left: 2.6em; }
nav li { break-inside: avoid; }
figure { margin: 1em 0; }
figure svg { width: 100%; height: auto; border: 1px solid #c9d3dc; background: #fff; }
pre { background: #f1f3f5; border: 1px solid #dde3e8; padding: .8em 1em; overflow-x: auto; font-size: .86em;
      line-height: 1.35; white-space: pre-wrap; }
table.centres { border-collapse: collapse; margin: 1em 0; }
table.centres th, table.centres td { padding: .15em .6em; text-align: right; border-bottom: 1px solid #e3e7eb; }
table.centres th:first-child, table.centres td:first-child { text-align: left; }
.swatch { display: inline-block; width: .9em; height: .9em; margin-right: .4em; vertical-align: -.1em; border-radius: 2px; }
.ended { font-weight: bold; }
footer { margin-top: 3em; color: #6b7885; font-size: .85em; }
ol.record { padding-left: 1.4em; }
ol.record li { margin: .15em 0; }
ol.record li.undone, ol.record li.refused { color: #8a4b00; }
:lang(ja), :lang(zh-Hant), :lang(zh-Hans) { word-break: keep-all; overflow-wrap: anywhere; line-break: strict; }
.chart-narrow { display: none; }
@media (max-width: 600px) {
  body { padding: .6em .7em 3em; }
  .chart-wide { display: none; }
  .chart-narrow { display: block; }
  nav ol { columns: 2 8em; column-gap: 1.5em; }
}
"""

# writes each <time> in the reader's zone, in the page's language (the text without it: UTC)
LOCAL_TIMES = """
(function () {
  var lang = document.documentElement.lang || "en";
  var ts = document.querySelectorAll("time[datetime]");
  for (var i = 0; i < ts.length; i++) {
    var d = new Date(ts[i].getAttribute("datetime"));
    if (isNaN(d.getTime())) { continue; }
    try {
      ts[i].textContent = d.toLocaleString(lang, {year: "numeric", month: "short", day: "numeric",
                                                  hour: "2-digit", minute: "2-digit", timeZoneName: "short"});
    } catch (e) { /* the UTC text stays */ }
  }
})();
"""


_HTML_LANG = {"en": "en", "zh_Hant": "zh-Hant", "zh_Hans": "zh-Hans", "ja": "ja"}
_CJK_FONTS = {"zh_Hant": "'Noto Sans CJK TC', 'Noto Sans TC', 'Microsoft JhengHei', 'PingFang TC'",
              "zh_Hans": "'Noto Sans CJK SC', 'Noto Sans SC', 'Microsoft YaHei', 'PingFang SC'",
              "ja": "'Noto Sans CJK JP', 'Noto Sans JP', 'Yu Gothic', 'Hiragino Sans', 'Meiryo'"}


def _font_css(lang: str) -> str:
    """Chinese and Japanese pages ask for a font of their own script first (the Han forms differ)."""
    fonts = _CJK_FONTS.get(lang)
    if not fonts:
        return ""
    return f"\nbody, pre {{ font-family: system-ui, {fonts}, sans-serif; }}\n"


class _Shared:
    """Map outlines written once for all boards of the page."""

    def __init__(self) -> None:
        self.ids: dict[str, str] = {}
        self.defs: list[str] = []

    def ref(self, d: str) -> str:
        key = self.ids.get(d)
        if key is None:
            key = "o" + hashlib.sha1(d.encode()).hexdigest()[:10]
            self.ids[d] = key
            self.defs.append(f'<path id="{key}" d="{d}"/>')
        return key


def inline_svg(svg: str, prefix: str, shared: _Shared | None = None, css_class: str = "board",
               label: str = "") -> str:
    """An SVG document made fit to sit inside an HTML page among others (ids made unique)."""
    svg = _XML_DECL.sub("", svg)
    svg = _ID.sub(lambda m: f'id="{prefix}-{m.group(1)}"', svg)
    svg = _REF.sub(lambda m: f"{m.group(1)}{prefix}-{m.group(2)}", svg)
    if shared is not None:
        def use(m: re.Match[str]) -> str:
            key = shared.ref(m.group(2))
            return f'<use href="#{key}" xlink:href="#{key}"{m.group(1)}{m.group(3)}/>'

        svg = _PATH.sub(use, svg)
    extra = f' class="{css_class}" role="img"'
    if label:
        extra += f" aria-label={quoteattr(label)}"
    return svg.replace("<svg ", f"<svg{extra} ", 1).strip()


def centre_chart_svg(game: Game, width: int = 760, height: int = 380, lang: str = "en", *, narrow: bool = False) -> str:
    """Supply centres of each power over the years, as an inline SVG line chart. ``narrow``: for a phone
    (the page shows it below 600 px): 400 wide with larger letters, the powers named in a key under the
    chart instead of at the lines' ends."""
    rs = base_ruleset(game)
    rows = centre_table(game)
    powers = list(rs.map.powers)
    top = max([rs.victory_centers] + [max(r.counts.values(), default=0) for r in rows]) + 1
    longest = max(len(power_name(rs, p, lang)) for p in powers)
    wide = 2 if lang in ("zh_Hant", "zh_Hans", "ja") else 1  # CJK letters are twice as wide
    font = 12
    key_rows = 0
    if narrow:
        font = 17
        width, height = 400, 330
        left, right, top_m, bottom = 34, 34, 16, 44
        key_rows = (len(powers) + 1) // 2
    else:
        left, right, top_m, bottom = 44, max(170, 30 + 7 * wide * (longest + 5)), 16, 40
        width = max(width, right + 420)
    pw, ph = width - left - right, height - top_m - bottom
    height += key_rows * 26
    n = len(rows)

    def x(i: int) -> float:
        return left + (pw * i / (n - 1) if n > 1 else pw / 2)

    def y(v: float) -> float:
        return top_m + ph - ph * v / top

    label = quoteattr(tr("html.chart_label", lang))
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" role="img" aria-label={label} '
           f'viewBox="0 0 {width} {height}" width="{width}" height="{height}" font-family="sans-serif" font-size="{font}">',
           f'<rect x="0" y="0" width="{width}" height="{height}" fill="#ffffff"/>']
    step = 2 if top <= 24 else 5
    for v in range(0, top + 1, step):
        out.append(f'<line x1="{left}" y1="{y(v):.1f}" x2="{left + pw}" y2="{y(v):.1f}" stroke="#e3e7eb"/>')
        out.append(f'<text x="{left - 6}" y="{y(v):.1f}" text-anchor="end" dominant-baseline="middle" fill="#4a5866">{v}</text>')
    vy = y(rs.victory_centers)
    out.append(f'<line x1="{left}" y1="{vy:.1f}" x2="{left + pw}" y2="{vy:.1f}" stroke="#b3261e" stroke-dasharray="6 4"/>')
    win = escape(tr("html.to_win", lang, n=str(rs.victory_centers)))
    out.append(f'<text x="{left + 4}" y="{vy - 5:.1f}" fill="#b3261e">{win}</text>')
    for i, r in enumerate(rows):
        label_i = tr("export.start", lang) if r.year is None else r.label
        out.append(f'<text x="{x(i):.1f}" y="{top_m + ph + 18}" text-anchor="middle" fill="#4a5866">{escape(label_i)}</text>')
    out.append(f'<line x1="{left}" y1="{top_m + ph}" x2="{left + pw}" y2="{top_m + ph}" stroke="#8795a1"/>')
    if narrow and n > 6:  # a phone: every other year labelled, or they run together
        out = [t for t in out if 'text-anchor="middle" fill="#4a5866"' not in t]
        for i, r in enumerate(rows):
            if i % 2 == 0 or i == n - 1:
                label_i = tr("export.start", lang) if r.year is None else r.label
                out.insert(-1, f'<text x="{x(i):.1f}" y="{top_m + ph + 20}" text-anchor="middle" fill="#4a5866">'
                               f'{escape(label_i)}</text>')
    # each power: its colour, a marker shape and a dash of its own, a dark casing under a pale colour
    # (Russia's white), lines a little apart where counts are equal, and its name at the line's end
    shapes = ("circle", "square", "triangle", "diamond", "down", "cross", "star")
    dashes = ("", "7 3", "", "2 3", "10 3 2 3", "", "5 5")
    offset = {p: (k - (len(powers) - 1) / 2) * 1.6 for k, p in enumerate(powers)}
    ends: list[tuple[float, str, str, int]] = []
    for k, p in enumerate(powers):
        colour = rs.map.powers[p].colour
        pale = contrast_ratio(colour, "#ffffff") < 3.0
        pts = [(x(i), y(r.counts.get(p, 0)) + offset[p]) for i, r in enumerate(rows)]
        name = escape(power_name(rs, p, lang))
        dash = f' stroke-dasharray="{dashes[k % len(dashes)]}"' if dashes[k % len(dashes)] else ""
        if len(pts) > 1:
            coords = " ".join(f"{a:.1f},{b:.1f}" for a, b in pts)
            if pale:
                out.append(f'<polyline points="{coords}" fill="none" stroke="#3a4652" stroke-width="4.5" '
                           f'stroke-linejoin="round"/>')
            out.append(f'<polyline class="power" data-power="{p}" points="{coords}" fill="none" stroke="{colour}" '
                       f'stroke-width="2.5" stroke-linejoin="round"{dash}><title>{name}</title></polyline>')
        edge = "#3a4652" if pale else "#ffffff"
        for (a, b), r in zip(pts, rows):
            out.append(_marker(shapes[k % len(shapes)], a, b, colour, edge,
                               f"{name} {escape(r.label)}: {r.counts.get(p, 0)}"))
        last = rows[-1].counts.get(p, 0)
        ends.append((pts[-1][1], p, name, last))
    if narrow:  # the key under the chart: each power's marker, name and last count, in two columns
        for k, p in enumerate(powers):
            colour = rs.map.powers[p].colour
            kx = 12 + (k % 2) * (width // 2)
            ky = top_m + ph + bottom + 4 + (k // 2) * 26
            last = rows[-1].counts.get(p, 0)
            out.append(_marker(shapes[k % len(shapes)], kx + 6, ky, colour,
                               "#3a4652" if contrast_ratio(colour, "#ffffff") < 3.0 else "#ffffff",
                               escape(power_name(rs, p, lang))))
            out.append(f'<text class="key-label" data-power="{p}" x="{kx + 18}" y="{ky:.1f}" '
                       f'dominant-baseline="middle">{escape(power_name(rs, p, lang))} ({last})</text>')
        out.append("</svg>")
        return "\n".join(out)
    # names at the lines' ends, spread so none covers another
    placed: list[float] = []
    for ly, p, name, last in sorted(ends):
        ly = max([ly] + [q + 15 for q in placed[-1:]])
        placed.append(ly)
        k = powers.index(p)
        colour = rs.map.powers[p].colour
        out.append(_marker(shapes[k % len(shapes)], left + pw + 14, ly, colour,
                           "#3a4652" if contrast_ratio(colour, "#ffffff") < 3.0 else "#ffffff", name))
        out.append(f'<text class="end-label" data-power="{p}" x="{left + pw + 24}" y="{ly:.1f}" '
                   f'dominant-baseline="middle">{name} ({last})</text>')
    out.append("</svg>")
    return "\n".join(out)


def _marker(shape: str, a: float, b: float, fill: str, edge: str, title: str) -> str:
    """A point of the chart in one of several shapes, so that lines of like colours stay apart."""
    r = 4.2
    if shape == "circle":
        body = f'<circle cx="{a:.1f}" cy="{b:.1f}" r="{r}"'
    elif shape == "square":
        body = f'<rect x="{a - r:.1f}" y="{b - r:.1f}" width="{2 * r}" height="{2 * r}"'
    else:
        pts = {"triangle": [(0, -1.2), (1.1, 0.8), (-1.1, 0.8)], "down": [(0, 1.2), (1.1, -0.8), (-1.1, -0.8)],
               "diamond": [(0, -1.3), (1.2, 0), (0, 1.3), (-1.2, 0)],
               "cross": [(-0.4, -1.2), (0.4, -1.2), (0.4, -0.4), (1.2, -0.4), (1.2, 0.4), (0.4, 0.4), (0.4, 1.2),
                         (-0.4, 1.2), (-0.4, 0.4), (-1.2, 0.4), (-1.2, -0.4), (-0.4, -0.4)],
               "star": [(0, -1.3), (0.35, -0.4), (1.25, -0.4), (0.5, 0.15), (0.8, 1.1), (0, 0.5), (-0.8, 1.1),
                        (-0.5, 0.15), (-1.25, -0.4), (-0.35, -0.4)]}[shape]
        body = '<polygon points="' + " ".join(f"{a + dx * r:.1f},{b + dy * r:.1f}" for dx, dy in pts) + '"'
    return f'{body} fill="{fill}" stroke="{edge}" stroke-width="1.2"><title>{title}</title></{body.split()[0][1:]}>'


def _centre_table_html(game: Game, lang: str = "en") -> str:
    rs = base_ruleset(game)
    rows = centre_table(game)
    head = "".join(f"<th>{escape(tr('export.start', lang) if r.year is None else r.label)}</th>" for r in rows)
    body = []
    for p in rs.map.powers:
        sw = f'<span class="swatch" style="background:{rs.map.powers[p].colour}"></span>'
        cells = "".join(f"<td>{r.counts.get(p, 0)}</td>" for r in rows)
        body.append(f"<tr><td>{sw}{escape(power_name(rs, p, lang))}</td>{cells}</tr>")
    return f'<table class="centres"><thead><tr><th></th>{head}</tr></thead><tbody>{"".join(body)}</tbody></table>'


def when_html(t: float, lang: str) -> str:
    """A time of the game for the page: ``<time>`` with its ISO stamp (the script writes it in the reader's
    zone and the page's language); its text, for a reader without scripts, in UTC in the report's language."""
    stamp = time.gmtime(t)
    date = time.strftime("%Y-%m-%d", stamp) if lang == "en" else f"{stamp.tm_year}年{stamp.tm_mon}月{stamp.tm_mday}日"
    text = tr("html.when", lang, date=date, time=time.strftime("%H:%M", stamp))
    return f'<time datetime="{iso(t)}">{escape(text)}</time>'


def _record_html(game: Game, lang: str) -> str:
    """The record's lines a reader of the game needs, as the window's Record tab shows them: each
    adjudication, each one taken back, each late sheet let stand or refused, time called, corrections of the
    position and notes; each with its time."""
    rs = base_ruleset(game)
    items: list[str] = []
    for ev in game.events:
        d = ev.data
        phase_code = str(d.get("phase", ""))
        try:
            phase = phase_name(Phase.parse(phase_code), lang) if phase_code else ""
        except (RefereeError, ValueError):
            phase = phase_code
        css = ""
        if ev.kind == "adjudicate":
            line = tr("html.ev_adjudicated", lang, phase=phase)
        elif ev.kind == "undo":
            line, css = tr("html.ev_undone", lang, phase=phase), "undone"
        elif ev.kind == "orders-late":
            who = power_name(rs, str(d.get("power", "")), lang)
            if d.get("accept"):
                line = tr("html.ev_late_stands", lang, phase=phase, power=who)
            else:
                line, css = tr("html.ev_late_refused", lang, phase=phase, power=who), "refused"
        elif ev.kind == "clock" and d.get("action") == "call-time":
            line = tr("html.ev_time_called", lang, phase=phase)
        elif ev.kind == "note":
            line = tr("html.ev_note", lang, phase=phase, text=str(d.get("text", "")))
        elif ev.kind == "edit":
            line = tr("html.ev_corrected", lang, phase=phase, note=str(d.get("note", "")) or "—")
        elif ev.kind == "undo-edit":
            line = tr("html.ev_correction_undone", lang, phase=phase)
        else:
            continue
        cls = f' class="{css}"' if css else ""
        items.append(f"<li{cls}>{when_html(ev.at, lang)} {escape(line)}</li>")
    return f'<ol class="record">{"".join(items)}</ol>'


def _unbroken(game: Game, lang: str) -> list[str]:
    """What a wrapped line of the page never breaks: the board's names and the words of orders."""
    from ...games.diplomacy.rules.i18n import province_name
    from ...games.diplomacy.rules.names import order_words

    rs = base_ruleset(game)
    return ([province_name(c, lang, rs) for c in rs.map.provinces] + [power_name(rs, p, lang) for p in rs.map.powers]
            + list(order_words()))


def game_html(game: Game, *, lang: str = "en") -> str:
    """The whole game as one self-contained HTML page, in ``lang`` (words, names, boards)."""
    rs = base_ruleset(game)
    setup = game.setup
    title = setup.title or tr("html.default_title", lang, rules=ruleset_title(rs.name, lang) if rs.name else rs.title)
    boards: list[Board] = phase_boards(game, lang=lang)
    shared = _Shared()
    entries = kept_phases(game)
    keep = _unbroken(game, lang)
    sections: list[str] = []
    toc: list[str] = []
    for i, b in enumerate(boards):
        anchor = f"b{i + 1}-{b.phase}"
        svg = inline_svg(b.svg, f"b{i + 1}", shared, label=b.title)
        if b.adjudicated:
            results = phase_text(game, entries[i].record, lang)
            when = '<p class="meta">' + escape(tr("html.adjudicated", lang, at="\x00")).replace(
                "\x00", when_html(entries[i].adjudicated_at, lang)) + "</p>"
        else:
            results = "\n".join(edits_text(game, game.current, lang)) + chart_text(game, lang)
            when = ""
        toc.append(f'<li><a href="#{anchor}">{escape(b.title)}</a></li>')
        sections.append(f'<section id="{anchor}">\n<h2>{escape(b.title)}</h2>\n{when}\n<figure>\n{svg}\n</figure>\n'
                        f"<pre>{linebreak.for_html(escape(results), lang, keep)}</pre>\n</section>")
    cd = escape(tr("export.civil_disorder", lang).strip())
    players = "".join(
        f"<tr><td>{escape(power_name(rs, p, lang))}</td><td>{escape(setup.players.get(p, '') or '-')}"
        f"{' ' + cd if p in setup.civil_disorder else ''}</td></tr>" for p in rs.map.powers)
    if game.end is not None:
        winners = tr("export.and", lang).join(power_name(rs, w, lang) for w in game.end.winners) or tr("export.nobody", lang)
        detail = end_detail(game.end, lang, rs)
        ended = tr("export.ended", lang, reason=end_reason(game.end.reason), winners=winners,
                   detail=tr("export.detail", lang, detail=detail) if detail else "")
        status = f'<p class="ended">{escape(ended)}</p>'
    else:
        status = f"<p>{escape(tr('html.stands_at', lang, phase=phase_name(game.phase, lang)))}</p>"
    started = when_html(game.events[0].at, lang) if game.events else ""
    last = when_html(game.events[-1].at, lang) if game.events else ""
    defs = ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="0" height="0" '
            'style="position:absolute" aria-hidden="true" class="shared-outlines"><defs>\n' + "\n".join(shared.defs) +
            "\n</defs></svg>")
    return "\n".join([
        "<!DOCTYPE html>",
        f'<html lang="{_HTML_LANG.get(lang, "en")}">',
        "<head>",
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)}</title>",
        f"<style>{CSS}{_font_css(lang)}</style>",
        "</head>",
        "<body>",
        defs,
        f"<h1>{escape(title)}</h1>",
        f'<table class="meta"><tr><td>{escape(tr("html.rules", lang))}</td><td>{escape(ruleset_title(rs.name, lang) if rs.name else rs.title)}</td></tr>'
        f"<tr><td>{escape(tr('html.played', lang))}</td><td>"
        + escape(tr("html.from_to", lang, start="\x00", end="\x01")).replace("\x00", started).replace("\x01", last) +
        "</td></tr></table>",
        status,
        f'<h2 id="players">{escape(tr("html.players", lang))}</h2>\n<table class="meta">{players}</table>',
        f'<h2 id="centres">{escape(tr("html.centres", lang))}</h2>\n<figure class="chart-wide">\n'
        f"{centre_chart_svg(game, lang=lang)}\n</figure>\n"
        f'<figure class="chart-narrow">\n{centre_chart_svg(game, lang=lang, narrow=True)}\n</figure>\n'
        f"{_centre_table_html(game, lang)}",
        f'<h2 id="record">{escape(tr("html.record", lang))}</h2>\n{_record_html(game, lang)}',
        f'<h2 id="phases">{escape(tr("html.phases", lang))}</h2>\n<nav><ol>{"".join(toc)}</ol></nav>',
        *sections,
        f"<footer>{escape(tr('html.footer', lang))}</footer>",
        f"<script>{LOCAL_TIMES}</script>",
        "</body>",
        "</html>",
        "",
    ])


def write_html(game: Game, out_path: str, lang: str = "en") -> None:
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(game_html(game, lang=lang))

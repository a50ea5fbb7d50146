"""Exports of a game of Paths of Glory: the full record (JSON), the record as plain text, and one web
page with the VP chart over the game.

The words come from the game's catalogues (``pog.*`` keys of ``games/paths_of_glory/locale``), in the
language asked for. The web page is for the players: it is made from what they may see (the game's
view for ``Audience.PLAYERS``, its history without the referee's notes) and never shows the dice seed.
The JSON record is the referee's and holds everything, as the game file does.
"""

from __future__ import annotations

import json
import math
import time
import unicodedata
from html import escape
from typing import Any
from xml.sax.saxutils import quoteattr

from ...core.messages import Message, render, tr
from ...core.registry import Audience
from ...games.paths_of_glory.game import HistoryEntry, PogGame
from ..diplomacy.common import iso
from ..diplomacy.html import _HTML_LANG, CSS, _font_css

FORMATS = ("json", "text", "html")
EXPORT_FORMAT = "referee-app game record"
EXPORT_VERSION = 1
# what "next" says is the record's structure (turn and segment headings), not a line of its own
STRUCTURE = ("pog.log.segment", "pog.log.turn")
CENTRAL, ALLIED = "#4d5d6c", "#9a6a1c"  # the sides' colours on the chart (slate, ochre)


def _players_view(game: PogGame) -> dict[str, Any]:
    from ...core import registry

    view: dict[str, Any] = registry.get(game.game_name).view(game, Audience.PLAYERS)
    return view


def _phase_words(game: PogGame, segment: str, lang: str) -> str:
    phase = next(s.phase for s in game.rules.segments if s.code == segment)
    return f"{segment}  {tr(f'pog.phase.{phase}', lang)}"


def _status_lines(game: PogGame, view: dict[str, Any], lang: str) -> list[str]:
    """Where the game stands, as the command line's ``pog show`` says it."""
    s = game.state
    lines = [render(Message("pog.show.turn", {"turn": view["turn"], "name": game.turn_label(), "last": view["last_turn"],
                                             "segment": view["segment"], "phase": Message(f"pog.phase.{view['phase']}")}),
                    lang)]
    if view["segment"] == "B" and not view["ended"]:
        lines.append(tr("pog.show.round", lang, round=min(view["round"], game.rules.action_rounds),
                        side=Message(f"pog.side.{view['to_act']}")))
    lines.append(tr("pog.show.vp", lang, vp=view["vp"], central=game.rules.automatic_central,
                    allied=game.rules.automatic_allied))
    ws = view["war_status"]
    lines.append(tr("pog.show.war", lang, central=ws["central"], allied=ws["allied"], combined=view["combined_war_status"],
                    cl=Message(f"pog.level.{view['commitment']['central']}"),
                    al=Message(f"pog.level.{view['commitment']['allied']}")))
    for side, mo in view["mandated"].items():
        state = "pog.mo.made" if mo["made"] else "pog.mo.effective" if mo["effective"] else "pog.mo.no_effect"
        lines.append(tr("pog.show.mo", lang, side=Message(f"pog.side.{side}"),
                        result=Message(f"pog.mo.result.{mo['result']}"), state=Message(state)))
    if s.ended:
        lines.append(tr("pog.log.ended", lang, result=Message(f"pog.result.{s.ended['result']}"),
                        reason=Message.from_json(s.ended["reason"])))
    return lines


def _head_lines(game: PogGame, lang: str) -> list[str]:
    options = [name for name, on in game.state.options.items() if on]
    lines = [f"{tr('pog.export.rules', lang)}: {game.rules.title}",
             f"{tr('pog.export.options', lang)}: {', '.join(options) if options else tr('pog.export.none', lang)}"]
    bid = game.setup.get("tournament_bid")
    if bid is not None:
        lines.append(tr("pog.export.bid", lang, bid=int(bid)))
    if game.events:
        lines.append(f"{tr('pog.export.played', lang)}: "
                     + tr("pog.export.from_to", lang, start=iso(game.events[0].at), end=iso(game.events[-1].at)))
    return lines


def _width(text: str) -> int:
    """Columns a text takes in a fixed-width font (Chinese and Japanese letters take two)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _title(game: PogGame, lang: str) -> str:
    return tr("pog.export.title", lang, scenario=Message(f"pog.scenario.{game.state.scenario}"))


def vp_lines(game: PogGame, view: dict[str, Any], lang: str) -> list[str]:
    start = game.rules.scenarios[game.state.scenario].start_vp
    out = [tr("pog.export.vp_start", lang, vp=start)]
    for ch in view["vp_log"]:
        out.append(tr("pog.export.vp_change", lang, turn=ch["turn"], segment=ch["segment"], delta=f"{ch['delta']:+d}",
                      vp=ch["vp"], reason=Message.from_json(ch["reason"])))
    return out


Line = tuple[int, str, Message | str]  # (turn, segment, what was said: a message, or a note's text)


def record_lines(game: PogGame, history: list[HistoryEntry], vp_log: list[dict[str, Any]]) -> list[Line]:
    """What each operation said, each line in the turn and segment it belongs to. A VP change is where
    the VP track records it (the mandated offensives' penalties at E.1, 7.1.3), anything else where the
    operation was done; the turn and segment headings ("Now B") are the reader's structure."""
    changes = iter(vp_log)
    out: list[Line] = []
    for e in history:
        if e.kind == "note":
            out.append((e.turn, e.segment, e.text))
            continue
        for m in e.messages:
            if m.key in STRUCTURE:
                continue
            turn, segment = e.turn, e.segment
            if m.key == "pog.log.vp":
                change = next(changes, None)
                if change is not None:
                    turn, segment = int(change["turn"]), str(change["segment"])
            out.append((turn, segment, m))
    return out


def _turns(lines: list[Line]) -> list[tuple[int, list[tuple[str, list[Message | str]]]]]:
    """The lines by turn, and within a turn by segment, in the order they happened."""
    out: list[tuple[int, list[tuple[str, list[Message | str]]]]] = []
    for turn, segment, what in lines:
        if not out or out[-1][0] != turn:
            out.append((turn, []))
        segments = out[-1][1]
        if not segments or segments[-1][0] != segment:
            segments.append((segment, []))
        segments[-1][1].append(what)
    return out


def _line(what: Message | str, lang: str) -> str:
    return tr("pog.export.note", lang, text=what) if isinstance(what, str) else render(what, lang)


def _undone(game: PogGame, history: list[HistoryEntry]) -> int:
    standing = sum(1 for e in history if e.kind != "note")
    done = sum(1 for ev in game.events[1:] if ev.kind not in ("note", "undo"))
    return done - standing


# --- JSON ---------------------------------------------------------------------------------------

def game_record(game: PogGame) -> dict[str, Any]:
    """The whole game as one JSON-ready dict (the referee's: the seed and the notes included)."""
    return {
        "format": EXPORT_FORMAT,
        "format_version": EXPORT_VERSION,
        "game": game.game_name,
        "exported_at": iso(time.time()),
        "setup": dict(game.setup),
        "status": game.view(referee=True),
        "history": [e.to_json() for e in game.history()],
        "events": [{"seq": i + 1, "kind": ev.kind, "at": ev.at, "at_iso": iso(ev.at), "data": dict(ev.data)}
                   for i, ev in enumerate(game.events)],
    }


def write_json(game: PogGame, out_path: str) -> None:
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        json.dump(game_record(game), fh, ensure_ascii=False, indent=1)
        fh.write("\n")


# --- text ---------------------------------------------------------------------------------------

def game_text(game: PogGame, lang: str = "en") -> str:
    """The record as plain text: the game's set-up, where it stands, the VP track, every turn."""
    view = game.view(referee=True)
    history = game.history(notes=True)
    title = _title(game, lang)
    lines = [title, "=" * min(72, max(_width(title), 8)), *_head_lines(game, lang), "",
             tr("pog.export.status", lang), *_status_lines(game, view, lang), "",
             tr("pog.export.vp_changes", lang), *(f"  {line}" for line in vp_lines(game, view, lang)), "",
             tr("pog.export.record", lang)]
    for turn, segments in _turns(record_lines(game, history, view["vp_log"])):
        lines += ["", tr("pog.log.turn", lang, turn=turn, name=game.turn_label(turn))]
        for segment, said in segments:
            lines.append(f"  {_phase_words(game, segment, lang)}")
            lines += [f"      {_line(what, lang)}" for what in said]
    undone = _undone(game, history)
    if undone:
        lines += ["", tr("pog.export.undone", lang, n=undone)]
    return "\n".join(lines) + "\n"


def write_text(game: PogGame, out_path: str, lang: str = "en") -> None:
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(game_text(game, lang))


# --- the VP chart (SVG) -------------------------------------------------------------------------------

def _text_width(text: str, size: float) -> float:
    """About how wide a text is in a sans-serif font of ``size`` px (East Asian characters count whole)."""
    return sum(size if unicodedata.east_asian_width(ch) in ("W", "F") else size * 0.58 for ch in text)


def vp_chart_svg(game: PogGame, view: dict[str, Any], lang: str = "en", width: int = 760, height: int = 340) -> str:
    """The VP track over the game: each change where it happened (turn and segment), the scenario's
    victory levels and the automatic victories drawn across."""
    rules = game.rules
    th = view["thresholds"]
    start = rules.scenarios[view["scenario"]].start_vp
    values = [start] + [int(c["vp"]) for c in view["vp_log"]]
    low = int(min([th["automatic_allied"]] + values)) - 1
    high = int(max([th["automatic_central"]] + values)) + 1
    last = int(view["last_turn"])
    segments = [s.code for s in rules.segments]
    left, right, top = 48, 24, 18
    pw = width - left - right
    names = [render(game.turn_label(t), lang) for t in range(1, last + 1)]
    per = pw / max(last, 1)
    widest = max((_text_width(n, 11) for n in names), default=0.0) + 8
    rows = 1 if widest <= per else 2 if widest <= 2 * per else 0  # the turns' names: one row, staggered, or none
    bottom = 42 if rows < 2 else 56
    ph = height - top - bottom

    def x(turn: float) -> float:
        return left + pw * turn / last

    def y(v: float) -> float:
        return top + ph - ph * (v - low) / (high - low)

    def at(turn: int, segment: str) -> float:
        return (turn - 1) + (segments.index(segment) + 1) / len(segments) if segment in segments else turn - 0.5

    label = quoteattr(tr("pog.export.vp_chart", lang))
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" role="img" aria-label={label} '
           f'viewBox="0 0 {width} {height}" width="{width}" height="{height}" font-family="sans-serif" font-size="12">',
           f'<rect x="0" y="0" width="{width}" height="{height}" fill="#ffffff"/>']
    # the victory levels: Central at or above, Allied at or below, a draw between (5.3.4, 5.4.2, 5.5.2)
    c_at, a_at = th["central_at_least"], th["allied_at_most"]
    out.append(f'<rect x="{left}" y="{y(high):.1f}" width="{pw}" height="{y(c_at - 0.5) - y(high):.1f}" '
               f'fill="{CENTRAL}" fill-opacity="0.13"/>')
    out.append(f'<rect x="{left}" y="{y(a_at + 0.5):.1f}" width="{pw}" height="{y(low) - y(a_at + 0.5):.1f}" '
               f'fill="{ALLIED}" fill-opacity="0.13"/>')
    for v in range(low + 1, high):
        if v % 2 == 0:
            out.append(f'<line x1="{left}" y1="{y(v):.1f}" x2="{left + pw}" y2="{y(v):.1f}" stroke="#e3e7eb"/>')
            out.append(f'<text x="{left - 6}" y="{y(v):.1f}" text-anchor="end" dominant-baseline="middle" '
                       f'fill="#4a5866">{v}</text>')
    texts = ((c_at - 0.5, CENTRAL, tr("pog.chart.central_wins", lang, n=c_at), -5),
             (a_at + 0.5, ALLIED, tr("pog.chart.allied_wins", lang, n=a_at), 14))
    for v, colour, text, dy in texts:
        out.append(f'<line x1="{left}" y1="{y(v):.1f}" x2="{left + pw}" y2="{y(v):.1f}" stroke="{colour}" '
                   f'stroke-dasharray="6 4"/>')
        out.append(f'<text x="{left + pw - 6}" y="{y(v) + dy:.1f}" text-anchor="end" fill="{colour}" '
                   f'font-weight="bold">{escape(text)}</text>')
    auto = escape(tr("pog.chart.automatic", lang))
    for v in (th["automatic_central"], th["automatic_allied"]):
        out.append(f'<line x1="{left}" y1="{y(v):.1f}" x2="{left + pw}" y2="{y(v):.1f}" stroke="#b3261e" stroke-width="1.5"/>')
        out.append(f'<text x="{left + pw - 4}" y="{y(v) - 4:.1f}" text-anchor="end" fill="#b3261e">{auto} ({v})</text>')
    # the turns
    for t in range(last + 1):
        out.append(f'<line x1="{x(t):.1f}" y1="{top}" x2="{x(t):.1f}" y2="{top + ph}" stroke="#eef1f4"/>')
    step = max(1, math.ceil((_text_width(str(last), 12) + 8) / per))  # numbers that never touch
    for t in range(1, last + 1):
        name = escape(names[t - 1])
        if (t - 1) % step == 0:
            out.append(f'<text x="{x(t - 0.5):.1f}" y="{top + ph + 16}" text-anchor="middle" fill="#4a5866">{t}'
                       f'<title>{name}</title></text>')
        if rows:
            row = 0 if rows == 1 else (t - 1) % 2
            out.append(f'<text x="{x(t - 0.5):.1f}" y="{top + ph + 31 + 13 * row}" text-anchor="middle" '
                       f'fill="#8795a1" font-size="11">{name}</text>')
    out.append(f'<line x1="{left}" y1="{top + ph}" x2="{left + pw}" y2="{top + ph}" stroke="#8795a1"/>')
    # the track: a step at each change, a point where it changed
    pts = [(0.0, start)] + [(at(int(c["turn"]), str(c["segment"])), int(c["vp"])) for c in view["vp_log"]]
    now = at(int(view["turn"]), str(view["segment"])) if not view["ended"] else pts[-1][0]
    path = [f"M{x(pts[0][0]):.1f},{y(pts[0][1]):.1f}"]
    for (_a, _va), (b, vb) in zip(pts, pts[1:]):
        path.append(f"H{x(b):.1f}V{y(vb):.1f}")
    path.append(f"H{x(max(now, pts[-1][0])):.1f}")
    out.append(f'<path class="vp" d="{"".join(path)}" fill="none" stroke="#1d2630" stroke-width="2.5"/>')
    for i, (a, v) in enumerate(pts):
        title = escape(tr("pog.export.vp_start", lang, vp=v) if i == 0 else
                       tr("pog.export.vp_change", lang, turn=view["vp_log"][i - 1]["turn"],
                          segment=view["vp_log"][i - 1]["segment"], delta=f"{view['vp_log'][i - 1]['delta']:+d}", vp=v,
                          reason=Message.from_json(view["vp_log"][i - 1]["reason"])))
        out.append(f'<circle cx="{x(a):.1f}" cy="{y(v):.1f}" r="4" fill="#1d2630" stroke="#ffffff" stroke-width="1.2">'
                   f"<title>{title}</title></circle>")
    out.append(f'<text x="{x(max(now, pts[-1][0])) + 6:.1f}" y="{y(pts[-1][1]):.1f}" dominant-baseline="middle" '
               f'font-weight="bold" font-size="14">{pts[-1][1]}</text>')
    out.append(f'<text x="{left - 6}" y="{top + ph + 16}" text-anchor="end" fill="#8795a1" font-size="11">'
               f'{escape(tr("pog.chart.turn", lang))}</text>')
    out.append("</svg>")
    return "\n".join(out)


# --- HTML ----------------------------------------------------------------------------------------

_PAGE_CSS = """
ul.record { list-style: none; padding-left: 1em; }
ul.record li { margin: .15em 0; }
h3 { margin-bottom: .3em; }
h4 { margin: .8em 0 .2em; color: #4a5866; }
"""


def game_html(game: PogGame, *, lang: str = "en") -> str:
    """One self-contained page for the players: where the game stands, the VP chart, every VP change and
    the record turn by turn. Only what the players may see (no seed, no referee's notes)."""
    view = _players_view(game)
    history = game.history(notes=False)
    title = _title(game, lang)
    status = "".join(f"<p>{escape(line)}</p>" for line in _status_lines(game, view, lang))
    vp = "".join(f"<li>{escape(line)}</li>" for line in vp_lines(game, view, lang))
    turns: list[str] = []
    for turn, segments in _turns(record_lines(game, history, view["vp_log"])):
        parts = [f'<section id="turn-{turn}"><h3>{escape(tr("pog.log.turn", lang, turn=turn, name=game.turn_label(turn)))}</h3>']
        for segment, said in segments:
            items = "".join(f"<li>{escape(_line(what, lang))}</li>" for what in said)
            parts.append(f"<h4>{escape(_phase_words(game, segment, lang))}</h4>" + f'<ul class="record">{items}</ul>')
        parts.append("</section>")
        turns.append("\n".join(parts))
    head = "".join(f"<tr><td>{escape(a)}</td><td>{escape(b)}</td></tr>"
                   for a, _, b in (line.partition(": ") for line in _head_lines(game, lang)))
    undone = _undone(game, history)
    return "\n".join([
        "<!DOCTYPE html>",
        f'<html lang="{_HTML_LANG.get(lang, "en")}">',
        "<head>",
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)}</title>",
        f"<style>{CSS}{_PAGE_CSS}{_font_css(lang)}</style>",
        "</head>",
        "<body>",
        f"<h1>{escape(title)}</h1>",
        f'<table class="meta">{head}</table>',
        f'<h2 id="status">{escape(tr("pog.export.status", lang))}</h2>',
        status,
        f'<h2 id="vp">{escape(tr("pog.export.vp_chart", lang))}</h2>',
        f"<figure>\n{vp_chart_svg(game, view, lang)}\n</figure>",
        f'<h3>{escape(tr("pog.export.vp_changes", lang))}</h3>',
        f'<ul class="record">{vp}</ul>',
        f'<h2 id="record">{escape(tr("pog.export.record", lang))}</h2>',
        *turns,
        f"<p>{escape(tr('pog.export.undone', lang, n=undone))}</p>" if undone else "",
        f"<footer>{escape(tr('pog.export.footer', lang))}</footer>",
        "</body>",
        "</html>",
        "",
    ])


def write_html(game: PogGame, out_path: str, lang: str = "en") -> None:
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(game_html(game, lang=lang))


__all__ = ["FORMATS", "game_html", "game_record", "game_text", "record_lines", "vp_chart_svg", "vp_lines", "write_html", "write_json", "write_text"]

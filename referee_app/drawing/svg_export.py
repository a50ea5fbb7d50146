"""The board as a standalone SVG document (pure Python), for the game record's exports."""

from __future__ import annotations

from collections.abc import Iterable

from .mapsvg import MapGeometry
from .primitives import FONT_FAMILIES, Area, Circle, Poly, Primitive, Scene, Text


def escape(text: str) -> str:
    """``text`` as XML character data (&, < and > written as entities). Written here rather than taken from
    ``xml.sax.saxutils``, whose import brings urllib, http and email into every start of the window."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def quoteattr(text: str) -> str:
    """``text`` as a quoted XML attribute value, as ``xml.sax.saxutils.quoteattr`` writes it."""
    text = escape(text).replace("\n", "&#10;").replace("\r", "&#13;").replace("\t", "&#9;")
    if '"' in text:
        if "'" in text:
            return '"' + text.replace('"', "&quot;") + '"'
        return "'" + text + "'"
    return '"' + text + '"'


LINE_HEIGHT = 1.12
BASELINE = 0.35  # from the middle of a line of text to its baseline, in em


def _n(v: float) -> str:
    s = f"{v:.1f}"
    return s[:-2] if s.endswith(".0") else s


def _font_css(lang: str) -> str:
    fams = FONT_FAMILIES.get(lang, FONT_FAMILIES["en"])
    return ", ".join(f"'{f}'" for f in fams) + ", sans-serif"


def _style(fill: str | None, stroke: str | None, width: float, dash: tuple[float, ...], opacity: float) -> str:
    out = [f'fill="{fill or "none"}"']
    if stroke:
        out.append(f'stroke="{stroke}" stroke-width="{_n(width)}" stroke-linecap="round" stroke-linejoin="round"')
        if dash:
            out.append(f'stroke-dasharray="{" ".join(_n(d) for d in dash)}"')
    if opacity < 1.0:
        out.append(f'opacity="{opacity:.2f}"')
    return " ".join(out)


def _points(pts: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{_n(x)},{_n(y)}" for x, y in pts)


def _primitive(p: Primitive) -> str:
    role = f' class="{p.role}"' if p.role else ""
    if isinstance(p, Poly):
        tag = "polygon" if p.closed else "polyline"
        return f'<{tag}{role} points="{_points(p.points)}" {_style(p.fill, p.stroke, p.width, p.dash, p.opacity)}/>'
    if isinstance(p, Circle):
        return (f'<circle{role} cx="{_n(p.x)}" cy="{_n(p.y)}" r="{_n(p.r)}" '
                f'{_style(p.fill, p.stroke, p.width, p.dash, p.opacity)}/>')
    return _text(p)


def _text(t: Text) -> str:
    """Text centred on (x, y): one element per line, the halo as a stroked copy underneath.

    Baselines are computed here (0.35 em below the centre of each line) rather than left to
    dominant-baseline, and the halo is a separate element rather than paint-order, so every
    SVG renderer (browsers, Inkscape, Qt's SVG Tiny) draws the same picture.
    """
    common = [f'font-size="{_n(t.size)}"', 'text-anchor="middle"', f"font-family={quoteattr(_font_css(t.lang))}"]
    if t.bold:
        common.append('font-weight="bold"')
    if t.italic:
        common.append('font-style="italic"')
    role = f' class="{t.role}"' if t.role else ""
    out: list[str] = []
    n = len(t.lines)
    for i, line in enumerate(t.lines):
        y = t.y + (i - (n - 1) / 2) * t.size * LINE_HEIGHT + BASELINE * t.size
        pos = f'x="{_n(t.x)}" y="{_n(y)}"'
        if t.halo and t.halo_width:
            out.append(f'<text{role} {pos} {" ".join(common)} fill="{t.halo}" stroke="{t.halo}" '
                       f'stroke-width="{_n(t.halo_width)}" stroke-linejoin="round"'
                       f'{_opacity(t.opacity)}>{escape(line)}</text>')
        out.append(f'<text{role} {pos} {" ".join(common)} fill="{t.fill}"{_opacity(t.opacity)}>{escape(line)}</text>')
    return "".join(out)


def _opacity(opacity: float) -> str:
    return f' opacity="{opacity:.2f}"' if opacity < 1.0 else ""


def scene_svg(scene: Scene, geometry: MapGeometry, *, width: float | None = None) -> str:
    """Write a scene as an SVG document over the map's own outlines."""
    w, h = scene.width, scene.height
    out_w = float(width) if width else w
    out_h = out_w * h / w
    parts: list[str] = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{_n(out_w)}" height="{_n(out_h)}" '
        f'viewBox="0 0 {_n(w)} {_n(h)}">',
        f'<rect x="0" y="0" width="{_n(w)}" height="{_n(h)}" fill="{scene.background}"/>',
    ]
    areas = {a.code: a for a in scene.areas}
    for layer in ("sea", "land"):
        parts.append(f'<g id="{layer}">')
        for code, sp in geometry.spaces.items():
            if sp.layer != layer:
                continue
            a = areas.get(code)
            fill = a.fill if a else scene.background
            owner = f' data-owner="{a.owner}"' if a is not None and a.owner else ""
            parts.append(f'<path id="{escape(code)}"{owner} fill="{fill}" stroke="{fill}" stroke-width="0.6" '
                         f'fill-rule="evenodd" d="{sp.d}"/>')
        parts.append("</g>")
    parts.append('<g id="borders" fill="none" stroke-linejoin="round" stroke-linecap="round">')
    for b in scene.borders:
        bp = geometry.borders[b.index]
        parts.append(f'<path class="{b.cls}" stroke="{b.stroke}" stroke-width="{_n(b.width)}" d="{bp.d}"/>')
    parts.append(f'<rect x="0.75" y="0.75" width="{_n(w - 1.5)}" height="{_n(h - 1.5)}" fill="none" '
                 f'stroke="#2f546f" stroke-width="1.5"/>')
    parts.append("</g>")
    parts.append('<g id="highlights">')
    for a in scene.highlights:
        parts.append(_area(a, geometry))
    parts.append("</g>")
    parts.append('<g id="supply-centers">')
    parts.extend(_primitive(c) for c in scene.centres)
    parts.append("</g>")
    parts.append(f'<g id="names" data-lang="{scene.lang}">')
    parts.extend(_primitive(p) for p in scene.leaders)  # a name set beside its space: its leader line, under it
    parts.extend(_text(t) for t in scene.labels)
    parts.append("</g>")
    parts.append('<g id="orders">')
    parts.extend(_primitive(p) for p in scene.overlays)
    parts.append("</g>")
    parts.append('<g id="units">')
    for tok in scene.tokens:
        extra = ' data-dislodged="true"' if tok.dislodged else ""
        state = f' data-state="{tok.state}"' if tok.state else ""
        parts.append(f'<g class="unit" data-province="{tok.province}" data-power="{tok.power}" data-type="{tok.kind}" '
                     f'data-location="{tok.location}"{extra}{state}>')
        parts.extend(_primitive(p) for p in tok.parts)
        parts.append("</g>")
    parts.append("</g>")
    parts.append('<g id="marks">')
    parts.extend(_primitive(p) for p in scene.marks)
    parts.append("</g>")
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def _area(a: Area, geometry: MapGeometry) -> str:
    sp = geometry.spaces.get(a.code)
    if sp is None:
        return ""
    stroke = f' stroke="{a.stroke}" stroke-width="{_n(a.width)}" stroke-linejoin="round"' if a.stroke else ""
    fill = f'fill="{a.fill}" fill-opacity="{a.opacity:.2f}"' if a.fill else 'fill="none"'
    casing = ""
    if a.casing and a.casing_width > 0:
        casing = (f'<path class="highlight-casing" data-province="{a.code}" fill="none" stroke="{a.casing}" '
                  f'stroke-width="{_n(a.casing_width)}" stroke-linejoin="round" d="{sp.d}"/>')
    return (casing + f'<path class="highlight" data-province="{a.code}" {fill}{stroke} '
            f'fill-rule="evenodd" d="{sp.d}"/>')


__all__ = ["scene_svg"]

"""Paths of Glory's painted widgets, shared by the referee's window and the projector: the turn track,
the sequence of play, the VP track with the scenario's victory levels, and dice shown large.

Each shows plain values (what the game's view holds) and draws itself at any size: small in the
window, large on the wall (``dark=True`` for the projector's dark background).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

# the sides' colours: field grey for the Central Powers, khaki for the Allies (light ones on the dark wall)
SIDE_COLOURS = {"central": "#4d5d6c", "allied": "#8a5d12"}
SIDE_COLOURS_DARK = {"central": "#a9bccd", "allied": "#e3b65f"}
INK, PAPER, MUTED = "#1d2630", "#ffffff", "#8795a1"
HIGHLIGHT = "#f9a825"  # what is happening now


def side_colour(side: str, dark: bool = False) -> str:
    return (SIDE_COLOURS_DARK if dark else SIDE_COLOURS).get(side, INK)


class _Painted(QWidget):
    """A widget that draws itself; ``dark``: light ink for the projector's dark background."""

    def __init__(self, parent: QWidget | None = None, *, dark: bool = False) -> None:
        super().__init__(parent)
        self.dark = dark
        self.text_px = 13  # the smallest text it writes (the projector sets it by its reading rule)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def ink(self) -> QColor:
        return QColor("#eef2f5" if self.dark else INK)

    def muted(self) -> QColor:
        return QColor("#8d9aa6" if self.dark else MUTED)

    def font_px(self, px: float, bold: bool = False) -> QFont:
        f = QFont(self.font())
        f.setPixelSize(max(8, round(px)))
        f.setBold(bold)
        return f

    def set_text_px(self, px: int) -> None:
        self.text_px = px
        self.updateGeometry()
        self.update()


class DieFace(_Painted):
    """One die, large: its pips (a value the players can check against their own die from across the
    room), or a question mark while it is still to be rolled. ``typed``: the players rolled it at the
    table and it was typed in (a small mark in the corner)."""

    PIPS = {1: [(0.5, 0.5)], 2: [(0.27, 0.27), (0.73, 0.73)], 3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
            4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
            5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
            6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)]}

    def __init__(self, parent: QWidget | None = None, *, size: int = 56, dark: bool = False) -> None:
        super().__init__(parent, dark=dark)
        self.value: int | None = None
        self.typed = False
        self.colour = "#ffffff"
        self.side = 56
        self.set_size(size)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_size(self, size: int) -> None:
        self.side = size
        self.setFixedSize(size, size)
        self.update()

    def set_value(self, value: int | None, *, typed: bool = False, colour: str = "#ffffff") -> None:
        self.value, self.typed, self.colour = value, typed, colour
        self.setToolTip("" if value is None else str(value))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(self.side, self.side)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = float(min(self.width(), self.height())) - 4
        box = QRectF(2, 2, s, s)
        empty = self.value is None
        p.setPen(QPen(QColor("#6b7885" if empty else "#1d2630"), max(1.5, s / 28)))
        p.setBrush(QColor("#2a3744" if empty and self.dark else "#eef1f4" if empty else self.colour))
        p.drawRoundedRect(box, s * 0.16, s * 0.16)
        if empty:
            p.setPen(QColor("#8d9aa6"))
            p.setFont(self.font_px(s * 0.55, True))
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, "?")
            return
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#1d2630"))
        r = s * 0.09
        for fx, fy in self.PIPS.get(int(self.value or 0), []):
            p.drawEllipse(QPointF(box.left() + fx * s, box.top() + fy * s), r, r)
        if self.typed:  # rolled at the table and typed in: a small corner mark
            p.setBrush(QColor("#5b6773"))
            p.drawPolygon([QPointF(box.right() - s * 0.2, box.bottom() - 1), QPointF(box.right() - 1, box.bottom() - 1),
                           QPointF(box.right() - 1, box.bottom() - s * 0.2)])


class TurnTrack(_Painted):
    """The turn track of the scenario: each turn's number and name, the current one lit."""

    def __init__(self, parent: QWidget | None = None, *, dark: bool = False) -> None:
        super().__init__(parent, dark=dark)
        self.labels: list[str] = []
        self.turn = 1
        self.ended = False

    def set_turns(self, labels: Sequence[str], turn: int, ended: bool = False) -> None:
        self.labels, self.turn, self.ended = list(labels), turn, ended
        self.setToolTip(" · ".join(f"{i + 1} {name}" for i, name in enumerate(self.labels)))
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(400, int(self.text_px * 3.4))

    def minimumSizeHint(self) -> QSize:
        return QSize(100, int(self.text_px * 3.4))

    def paintEvent(self, event: QPaintEvent) -> None:
        n = max(1, len(self.labels))
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self.width() / n
        h = float(self.height()) - 2
        big, small = self.font_px(self.text_px * 1.25, True), self.font_px(self.text_px * 0.92)
        names_fit = QFontMetrics(small).horizontalAdvance("Winter 1918") < w - 6 or n <= 10
        for i, name in enumerate(self.labels):
            box = QRectF(i * w + 1, 1, w - 2, h)
            now = i + 1 == self.turn
            past = i + 1 < self.turn or (now and self.ended)
            fill = QColor(HIGHLIGHT) if now and not self.ended else QColor("#263340" if self.dark else "#f1f3f5")
            if past and not now:
                fill = QColor("#1b252f" if self.dark else "#e3e7eb")
            p.setPen(QPen(QColor("#3a4652" if self.dark else "#c9d3dc"), 1))
            p.setBrush(fill)
            p.drawRoundedRect(box, 4, 4)
            ink = QColor("#1a1a1a") if now and not self.ended else (self.muted() if past else self.ink())
            p.setPen(ink)
            if names_fit:
                top = QRectF(box.left(), box.top() + 2, box.width(), box.height() * 0.55)
                p.setFont(big)
                p.drawText(top, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, str(i + 1))
                p.setFont(small)
                bottom = QRectF(box.left() + 2, box.top() + box.height() * 0.55, box.width() - 4, box.height() * 0.45)
                p.drawText(bottom, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                           QFontMetrics(small).elidedText(name, Qt.TextElideMode.ElideRight, int(bottom.width())))
            else:
                p.setFont(big)
                p.drawText(box, Qt.AlignmentFlag.AlignCenter, str(i + 1))


class SegmentBar(_Painted):
    """The sequence of play of a turn (6.0): phases A to H and their segments, the current one lit,
    those done ticked off."""

    def __init__(self, parent: QWidget | None = None, *, dark: bool = False) -> None:
        super().__init__(parent, dark=dark)
        self.segments: list[tuple[str, str]] = []  # (code, phase's name)
        self.current = ""
        self.ended = False

    def set_segments(self, segments: Sequence[tuple[str, str]], current: str, ended: bool = False) -> None:
        self.segments, self.current, self.ended = list(segments), current, ended
        self.setToolTip("\n".join(f"{code}  {name}" for code, name in self.segments))
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(400, int(self.text_px * 2.4))

    def minimumSizeHint(self) -> QSize:
        return QSize(100, int(self.text_px * 2.4))

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.segments:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        codes = [c for c, _ in self.segments]
        index = codes.index(self.current) if self.current in codes else -1
        # one chip per segment; the current one wide enough for its phase's name
        font, bold = self.font_px(self.text_px * 1.05, True), self.font_px(self.text_px * 1.05, True)
        fm = QFontMetrics(bold)
        current_name = next((f"{c}  {n}" for c, n in self.segments if c == self.current), "")
        wide = min(self.width() * 0.45, fm.horizontalAdvance(current_name) + 24)
        rest = (self.width() - wide) / max(1, len(codes) - 1) if index >= 0 else self.width() / len(codes)
        x = 0.0
        h = float(self.height()) - 2
        for i, (code, _name) in enumerate(self.segments):
            w = wide if i == index else rest
            box = QRectF(x + 1, 1, w - 2, h)
            x += w
            done = i < index or self.ended
            if i == index and not self.ended:
                fill, ink = QColor(HIGHLIGHT), QColor("#1a1a1a")
            elif done:
                fill, ink = QColor("#1b252f" if self.dark else "#e3e7eb"), self.muted()
            else:
                fill, ink = QColor("#263340" if self.dark else "#f1f3f5"), self.ink()
            p.setPen(QPen(QColor("#3a4652" if self.dark else "#c9d3dc"), 1))
            p.setBrush(fill)
            p.drawRoundedRect(box, 4, 4)
            p.setPen(ink)
            p.setFont(bold if i == index else font)
            text = current_name if i == index else code
            p.drawText(box, Qt.AlignmentFlag.AlignCenter,
                       QFontMetrics(p.font()).elidedText(text, Qt.TextElideMode.ElideRight, int(box.width() - 8)))


class VpTrack(_Painted):
    """The VP track: the scenario's victory levels as coloured stretches (Allied at or below, Central at
    or above, a draw between), the automatic victories at each end, and the marker on the VP now."""

    def __init__(self, parent: QWidget | None = None, *, dark: bool = False) -> None:
        super().__init__(parent, dark=dark)
        self.vp = 10
        self.thresholds: dict[str, int] = {"automatic_central": 20, "automatic_allied": 0, "central_at_least": 14,
                                           "allied_at_most": 10}
        self.words: dict[str, str] = {}  # "central", "allied", "draw": the stretches' names

    def set_vp(self, vp: int, thresholds: dict[str, Any], words: dict[str, str]) -> None:
        self.vp = vp
        self.thresholds = {k: int(v) for k, v in thresholds.items()}
        self.words = words
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(360, int(self.text_px * 5.2))

    def minimumSizeHint(self) -> QSize:
        return QSize(200, int(self.text_px * 5.2))

    def paintEvent(self, event: QPaintEvent) -> None:
        th = self.thresholds
        low = min(th["automatic_allied"], self.vp) - 1
        high = max(th["automatic_central"], self.vp) + 1
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pad = self.text_px * 1.1
        left, right = pad, self.width() - pad
        bar_top, bar_h = self.text_px * 1.5, self.text_px * 1.5
        span = right - left

        def x(v: float) -> float:
            return left + span * (v - low) / (high - low)

        allied, central = th["allied_at_most"], th["central_at_least"]
        stretches = ((low, allied + 0.5, side_colour("allied", self.dark), "allied"),
                     (allied + 0.5, central - 0.5, "#5b6773" if self.dark else "#ffffff", "draw"),
                     (central - 0.5, high, side_colour("central", self.dark), "central"))
        small = self.font_px(self.text_px * 0.9)
        fm = QFontMetrics(small)
        p.setFont(small)
        for a, b, colour, key in stretches:
            c = QColor(colour)
            c.setAlpha(90 if key != "draw" else (60 if self.dark else 255))
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(c)
            p.drawRect(QRectF(x(a), bar_top, x(b) - x(a), bar_h))
        # the words above: the Allied one from the left end, the Central one to the right end (each may reach
        # over the draw), the draw's between them if there is room
        middle = x((allied + central) / 2)
        bottom = Qt.AlignmentFlag.AlignBottom
        gap = fm.horizontalAdvance("  ")
        wants = {k: fm.horizontalAdvance(self.words.get(k, "")) for k in ("allied", "central")}
        if wants["allied"] + wants["central"] + gap <= span:  # both whole: each may reach past the middle
            split = min(max(middle, left + wants["allied"] + gap / 2), right - wants["central"] - gap / 2)
        else:
            split = middle
        spans = {"allied": (left, split - gap / 2, Qt.AlignmentFlag.AlignLeft),
                 "central": (split + gap / 2, right, Qt.AlignmentFlag.AlignRight)}
        used: dict[str, float] = {}
        for key, (a, b, align) in spans.items():
            word = fm.elidedText(self.words.get(key, ""), Qt.TextElideMode.ElideRight, int(b - a))
            used[key] = fm.horizontalAdvance(word)
            p.setPen(QColor(side_colour(key, self.dark)))
            p.drawText(QRectF(a, 0, b - a, bar_top - 2), align | bottom, word)
        draw = self.words.get("draw", "")
        room = (right - used["central"]) - (left + used["allied"]) - 2 * fm.horizontalAdvance(" ")
        if draw and fm.horizontalAdvance(draw) < room:
            centre = min(max(middle, left + used["allied"] + fm.horizontalAdvance(draw) / 2 + 6),
                         right - used["central"] - fm.horizontalAdvance(draw) / 2 - 6)
            p.setPen(self.muted())
            p.drawText(QRectF(centre - room / 2, 0, room, bar_top - 2), Qt.AlignmentFlag.AlignHCenter | bottom, draw)
        p.setPen(QPen(self.muted(), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(QRectF(left, bar_top, span, bar_h))
        # a tick a point, numbers every second one; the automatic victories in red
        for v in range(low + 1, high):
            tick = bar_h * (0.5 if v % 2 else 0.3)
            p.setPen(QPen(self.muted(), 1))
            p.drawLine(QPointF(x(v), bar_top + bar_h - tick), QPointF(x(v), bar_top + bar_h))
            if v % 2 == 0 or v in (th["automatic_allied"], th["automatic_central"]):
                auto = v in (th["automatic_allied"], th["automatic_central"])
                p.setPen(QColor("#ff6b5e" if self.dark else "#b3261e") if auto else self.muted())
                p.setFont(self.font_px(self.text_px * 0.9, auto))
                p.drawText(QRectF(x(v) - 20, bar_top + bar_h + 2, 40, self.text_px * 1.4),
                           Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, str(v))
        for v in (th["automatic_allied"], th["automatic_central"]):
            p.setPen(QPen(QColor("#ff6b5e" if self.dark else "#b3261e"), 2.5))
            p.drawLine(QPointF(x(v), bar_top - 3), QPointF(x(v), bar_top + bar_h + 3))
        # the marker
        r = bar_h * 0.62
        centre = QPointF(x(self.vp), bar_top + bar_h / 2)
        p.setPen(QPen(QColor("#1a1a1a"), 2))
        p.setBrush(QColor(HIGHLIGHT))
        p.drawEllipse(centre, r, r)
        p.setFont(self.font_px(r * 1.05, True))
        p.setPen(QColor("#1a1a1a"))
        p.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(self.vp))


__all__ = ["DieFace", "HIGHLIGHT", "SIDE_COLOURS", "SIDE_COLOURS_DARK", "SegmentBar", "TurnTrack", "VpTrack", "side_colour"]

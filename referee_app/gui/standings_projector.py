"""The tournament on the wall: standings, or the seating of a round, in type large enough to read
from the back of the room.

A second top-level window of the Tournament window (F12 standings, Shift+F12 seating, Ctrl+F12
full screen). It paints what the engine gives (``Tournament.standings``, ``Tournament.boards``)
and nothing else: no rule is decided here. The type is as large as the window allows: every row
on one page when they fit at a readable size (at least 1/36 of the window's height: 30 pixels on
a 1080-line projector, about 5 cm on a two-metre-high picture), else pages that turn by
themselves every ``PAGE_SECONDS``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QGuiApplication, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from referee_app.games.diplomacy.rules.i18n import power_name, render
from referee_app.tournament.tournament import POWERS, Tournament

from . import language
from .common import WallWindow

translate = QCoreApplication.translate

BACKGROUND = "#10171f"
TEXT = "#eef2f5"
MUTED = "#9fb0c0"
GOLD = "#f9c74f"
STRIPE = "#18222d"
PAGE_SECONDS = 12
MIN_FRACTION = 36  # the smallest type: the window's height / 36
MAX_FRACTION = 13  # the largest: height / 13
ROUND_SCALE = 0.78  # each round's score, beside the total, in smaller type


@dataclass(frozen=True)
class Row:
    place: str
    player: str
    rounds: tuple[str, ...]
    total: str


@dataclass(frozen=True)
class Card:
    """One board of the seating: its heading and (colour, power, player) per seat."""

    heading: str
    seats: tuple[tuple[str, str, str], ...]


def _font(px: int, bold: bool = False) -> QFont:
    f = QFont(QGuiApplication.font())
    f.setPixelSize(max(8, px))
    f.setBold(bold)
    return f


class StandingsProjector(WallWindow):
    """Standings, seating or Best Country, drawn large (``mode``: "standings", "seating" or "awards")."""

    def __init__(self, tournament: Tournament, mode: str = "standings", round_no: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("StandingsProjector")
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.tournament = tournament
        self.mode = mode
        self.round_no = round_no
        self.page = 0
        self.title = ""
        self.subtitle = ""
        self.rows: list[Row] = []
        self.round_heads: list[str] = []
        self.cards: list[Card] = []
        self.font_px = 0  # the size of the rows' type as last drawn (for tests)
        self.per_page = 0
        self.columns = 1
        self._with_rounds = True
        self._ruleset = _standard()
        self.timer = QTimer(self)
        self.timer.setInterval(PAGE_SECONDS * 1000)
        self.timer.timeout.connect(self.next_page)
        self.timer.start()
        self.resize(1280, 720)
        self.refresh()

    # --- what is shown ------------------------------------------------------------------------
    def show_mode(self, mode: str, round_no: int | None = None) -> None:
        self.mode = mode
        self.round_no = round_no
        self.page = 0
        self.refresh()

    def set_tournament(self, tournament: Tournament) -> None:
        self.tournament = tournament
        self.page = 0
        self.refresh()

    def refresh(self) -> None:
        """Read the tournament again (after any change) and repaint."""
        lang = language.current()
        t = self.tournament
        self.setWindowTitle(translate("Tournament", "{name} — projector").format(name=t.name))
        if self.mode == "awards":  # Best Country: one card, a line per power
            self.title = t.name
            self.subtitle = render(t.rules_message(), lang)
            seats = []
            by_power: dict[str, list[Any]] = {}
            for a in t.best_country():
                by_power.setdefault(a.power, []).append(a)
            for power, shared in by_power.items():  # one line a power; players tied share it
                a = shared[0]
                if len(shared) == 1:
                    text = translate("Tournament", "{player} · {score} · round {round}").format(
                        player=a.player, score=render_number(a.score), round=a.round)
                else:
                    text = translate("Tournament", "{players} · {score}").format(
                        players=translate("Tournament", ", ").join(x.player for x in shared), score=render_number(a.score))
                seats.append((self._ruleset.map.powers[power].colour, power_name(power, lang, self._ruleset), text))
            self.cards = [Card(render(t.best_country_title(), lang), tuple(seats))] if seats else []
            if not seats:
                self.subtitle = translate("Tournament", "No board has a result yet")
        elif self.mode == "seating":
            rounds = t.rounds()
            r = self.round_no if self.round_no in rounds else (rounds[-1] if rounds else 0)
            self.title = t.name
            self.subtitle = (translate("Tournament", "Round {n}: where you sit").format(n=r) if r
                             else translate("Tournament", "No round seated yet"))
            self.cards = []
            for b in t.boards(r) if r else []:
                seats = tuple((self._ruleset.map.powers[p].colour, power_name(p, lang, self._ruleset), b.seats.get(p, "—"))
                              for p in POWERS)
                self.cards.append(Card(translate("Tournament", "Board {n}").format(n=b.number), seats))
            out = t.sitting_out(r) if r else []
            if out:
                self.subtitle += "   ·   " + translate("Tournament", "Sitting out: {players}").format(
                    players=translate("Tournament", ", ").join(out))
        else:
            last = t.last_round()
            self.title = render(t.standings_title(last), lang) if last else t.name
            self.subtitle = render(t.rules_message(), lang)
            rounds = t.rounds()
            self.round_heads = [translate("Tournament", "R{n}").format(n=r) for r in rounds]
            live = t.live_centres(last) if last else {}
            playing = [b for b in t.boards(last) if b.result is None and (b.round, b.number) in live] if last else []
            if playing:  # boards report through the hub: the standings if every game ended now
                header, table = t.standings_table(last, lang, t.standings_if_ended_now())
                self.subtitle = translate("Tournament", "If every game ended now ({n} boards still playing) · {rule}").format(
                    n=len(playing), rule=self.subtitle)
                self.title = translate("Tournament", "{name}: round {n} being played").format(name=t.name, n=last)
            else:
                header, table = t.standings_table(last, lang)
            self.rows = [Row(cells[0], cells[1], tuple(cells[3:3 + len(rounds)]), cells[2]) for cells in table]
            if last == 0:
                self.rows = [Row("", p.name, (), "") for p in t.players()]
        self.relayout()
        self.update()

    def pages(self) -> int:
        if self.mode != "standings" or not self.per_page:
            return 1
        return max(1, math.ceil(len(self.rows) / self.per_page))

    def next_page(self) -> None:
        n = self.pages()
        if n > 1:
            self.page = (self.page + 1) % n
            self.update()

    def page_lines(self) -> list[str]:
        """The texts of the rows on the page shown (for tests and screen readers)."""
        if self.mode != "standings":
            return [f"{c.heading}: " + "; ".join(f"{pw} {who}" for _c, pw, who in c.seats) for c in self.cards]
        start = self.page * self.per_page if self.per_page else 0
        rows = self.rows[start:start + self.per_page] if self.per_page else self.rows
        return [" ".join([r.place, r.player, *r.rounds, r.total]).strip() for r in rows]

    # --- drawing ------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.fillRect(self.rect(), QColor(BACKGROUND))
        w = self.width()
        margin, title_px, sub_px, area = self._frame()
        p.setPen(QColor(TEXT))
        p.setFont(_font(title_px, True))
        top = margin
        p.drawText(QRectF(margin, top, w - 2 * margin, title_px * 1.4), Qt.AlignmentFlag.AlignLeft
                   | Qt.AlignmentFlag.AlignVCenter, _elide(self.title, _font(title_px, True), w - 2 * margin))
        top += int(title_px * 1.45)
        p.setPen(QColor(MUTED))
        p.setFont(_font(sub_px))
        p.drawText(QRectF(margin, top, w - 2 * margin, sub_px * 1.4), Qt.AlignmentFlag.AlignLeft
                   | Qt.AlignmentFlag.AlignVCenter, _elide(self.subtitle, _font(sub_px), w - 2 * margin))
        if self.mode != "standings":
            self._paint_seating(p, area)
        else:
            self._paint_standings(p, area)
        p.end()

    LINE = 1.42  # a row's height, in type sizes

    def _widths(self, px: int, with_rounds: bool) -> tuple[float, list[float], float, float, float]:
        """Place, rounds, total and gap widths, and the longest name's, at type size ``px``."""
        fm = QFontMetricsF(_font(px, True))
        hfm = QFontMetricsF(_font(int(px * 0.8), True))
        rfm = QFontMetricsF(_font(int(px * ROUND_SCALE)))
        gap = px * 0.8
        num_w = max([fm.horizontalAdvance(r.total) for r in self.rows] + [fm.horizontalAdvance("000")])
        round_w = max([rfm.horizontalAdvance(x) for r in self.rows for x in r.rounds] + [rfm.horizontalAdvance("00")])
        round_ws = [max(round_w, hfm.horizontalAdvance(t)) for t in self.round_heads] if with_rounds else []
        total_w = max(num_w, hfm.horizontalAdvance(translate("Tournament", "Total")))
        place_w = max([fm.horizontalAdvance(f"{r.place}.") for r in self.rows] + [fm.horizontalAdvance("00.")])
        name_w = max([fm.horizontalAdvance(r.player) for r in self.rows] + [fm.horizontalAdvance("M" * 6)])
        return place_w, round_ws, total_w, gap, name_w

    def layout_standings(self, area: QRectF) -> tuple[int, int, int, bool]:
        """The largest type the standings fit in: (type size, columns, rows per page, round columns shown).
        Every row on one page if that keeps the type readable (height / MIN_FRACTION), else pages."""
        h = self.height()
        n = max(1, len(self.rows))
        best = (0, 1, n, True)
        for with_rounds in (True, False):
            for cols in (1, 2, 3):
                per_col = math.ceil(n / cols)
                by_height = area.height() / (per_col + 1) / self.LINE
                place_w, round_ws, total_w, gap, name_w = self._widths(100, with_rounds)
                need = (place_w + name_w + sum(round_ws) + total_w + gap * (len(round_ws) + 2)) / 100
                col_w = (area.width() - (cols - 1) * 60) / cols
                by_width = col_w / need
                px = int(min(by_height, by_width, h / MAX_FRACTION))
                if px > best[0] * (1.2 if not with_rounds else 1):  # drop the round columns only for a clear gain
                    best = (px, cols, per_col * cols, with_rounds)
        px, cols, per_page, with_rounds = best
        min_px = int(h / MIN_FRACTION)
        if px < min_px:  # pages: as many rows as fit at the smallest readable type
            px = min_px
            cols = 1
            for c in (3, 2, 1):
                place_w, round_ws, total_w, gap, name_w = self._widths(px, with_rounds)
                if (place_w + name_w + sum(round_ws) + total_w + gap * (len(round_ws) + 2)) * c + (c - 1) * 60 \
                        <= area.width():
                    cols = c
                    break
            per_page = cols * max(1, int(area.height() / (px * self.LINE)) - 2)  # the header and the page mark
        return px, cols, per_page, with_rounds

    def _frame(self) -> tuple[int, int, int, QRectF]:
        """The margin, the title's and the subtitle's type sizes, and the area below them."""
        w, h = self.width(), self.height()
        margin = max(12, int(h * 0.03))
        title_px = max(20, int(h / 14))
        sub_px = max(14, int(h / 30))
        top = margin + int(title_px * 1.45) + int(sub_px * 1.8)
        return margin, title_px, sub_px, QRectF(margin, top, w - 2 * margin, h - top - margin)

    def relayout(self) -> None:
        """Fit the standings to the window as it is now (after a change of size or of the tournament)."""
        if self.mode != "standings":
            self.per_page, self.columns = 0, 1
            self.font_px = self._seating_layout(self._frame()[3])[0]
            return
        self.font_px, self.columns, self.per_page, self._with_rounds = self.layout_standings(self._frame()[3])
        if self.page >= self.pages():
            self.page = 0

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.relayout()

    def _paint_standings(self, p: QPainter, area: QRectF) -> None:
        px, cols, per_page, with_rounds = self.font_px, self.columns, self.per_page, self._with_rounds
        start = self.page * per_page
        rows = self.rows[start:start + per_page]
        per_col = math.ceil(per_page / cols) if cols else per_page
        col_gap = px * 1.2
        col_w = (area.width() - (cols - 1) * col_gap) / cols
        for c in range(cols):
            block = rows[c * per_col:(c + 1) * per_col]
            if not block and c:
                break
            left = area.left() + c * (col_w + col_gap)
            self._paint_block(p, QRectF(left, area.top(), col_w, area.height()), block, px, with_rounds,
                              stripe_from=start + c * per_col)
        if self.pages() > 1:
            row_h = px * self.LINE
            p.setPen(QColor(MUTED))
            p.setFont(_font(int(px * 0.7)))
            p.drawText(QRectF(area.left(), area.bottom() - row_h, area.width(), row_h),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       translate("Tournament", "page {page} of {pages}").format(page=self.page + 1, pages=self.pages()))

    def _paint_block(self, p: QPainter, area: QRectF, rows: list[Row], px: int, with_rounds: bool,
                     stripe_from: int) -> None:
        """One column of the standings: its header and its rows."""
        place_w, round_ws, total_w, gap, _longest = self._widths(px, with_rounds)
        row_h = px * self.LINE
        bold = _font(px, True)
        plain = _font(px)
        name_w = area.width() - place_w - sum(round_ws) - total_w - gap * (len(round_ws) + 2)
        y = area.top()
        p.setFont(_font(int(px * 0.8), True))
        p.setPen(QColor(MUTED))
        x = area.left() + place_w + gap
        p.drawText(QRectF(x, y, name_w, row_h), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   translate("Tournament", "Player"))
        x += name_w
        for head, rw in zip(self.round_heads, round_ws):
            x += gap
            p.drawText(QRectF(x, y, rw, row_h), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, head)
            x += rw
        x += gap
        p.drawText(QRectF(x, y, total_w, row_h), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                   translate("Tournament", "Total"))
        y += row_h
        for i, r in enumerate(rows):
            if (stripe_from + i) % 2 == 0:
                p.fillRect(QRectF(area.left() - px * 0.3, y, area.width() + px * 0.6, row_h), QColor(STRIPE))
            top3 = r.place in ("1", "2", "3")
            colour = QColor(GOLD) if top3 else QColor(TEXT)
            p.setPen(colour)
            p.setFont(bold)
            x = area.left()
            p.drawText(QRectF(x, y, place_w, row_h), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       f"{r.place}." if r.place else "")
            x += place_w + gap
            p.setFont(bold if top3 else plain)
            p.drawText(QRectF(x, y, name_w, row_h), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       _elide(r.player, bold if top3 else plain, name_w))
            x += name_w
            p.setFont(_font(int(px * ROUND_SCALE)))
            p.setPen(colour if top3 else QColor(MUTED))
            for value, rw in zip(r.rounds, round_ws):
                x += gap
                p.drawText(QRectF(x, y, rw, row_h), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, value)
                x += rw
            x += gap
            p.setPen(colour)
            p.setFont(bold)
            p.drawText(QRectF(x, y, total_w, row_h), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, r.total)
            y += row_h

    def _seating_layout(self, area: QRectF) -> tuple[int, int]:
        """The type size and the number of columns of boards that give the largest type."""
        cards = self.cards
        if not cards:
            return 0, 1
        n = len(cards)
        best: tuple[float, int] = (0.0, 1)
        probe = _font(100)
        fm = QFontMetricsF(probe)
        longest = max(fm.horizontalAdvance(pw) + fm.horizontalAdvance(who) for c in cards for _c, pw, who in c.seats)
        for cols in range(1, n + 1):
            rows = math.ceil(n / cols)
            cw = area.width() / cols
            ch = area.height() / rows
            by_height = ch / _card_lines()
            by_width = cw * 0.95 / (longest / 100 + 3.6)  # the names, the chip, the gaps and the margins
            size = min(by_height, by_width)
            if size > best[0]:
                best = (size, cols)
        return int(min(best[0], self.height() / MAX_FRACTION)), best[1]

    def _paint_seating(self, p: QPainter, area: QRectF) -> None:
        cards = self.cards
        if not cards:
            return
        n = len(cards)
        px, cols = self._seating_layout(area)
        rows = math.ceil(n / cols)
        cw = area.width() / cols
        line = px * 1.45
        ch = min(area.height() / rows, px * _card_lines())  # as tall as its lines
        area = QRectF(area.left(), area.top() + (area.height() - ch * rows) / 3, area.width(), ch * rows)
        for i, card in enumerate(cards):
            cx = area.left() + (i % cols) * cw
            cy = area.top() + (i // cols) * ch
            box = QRectF(cx + px * 0.3, cy + px * 0.3, cw - px * 0.6, ch - px * 0.6)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(STRIPE))
            p.drawRoundedRect(box, px * 0.4, px * 0.4)
            p.setPen(QColor(GOLD))
            p.setFont(_font(int(px * 1.1), True))
            y = box.top() + px * 0.3
            p.drawText(QRectF(box.left() + px * 0.6, y, box.width(), line), Qt.AlignmentFlag.AlignLeft
                       | Qt.AlignmentFlag.AlignVCenter, card.heading)
            y += line * 1.15
            for colour, pw, who in card.seats:
                chip = px * 0.8
                p.setPen(QColor(MUTED))  # a dark power's chip stays visible on the dark card
                p.setBrush(QColor(colour))
                p.drawRoundedRect(QRectF(box.left() + px * 0.6, y + (line - chip) / 2, chip, chip), chip * 0.2, chip * 0.2)
                x = box.left() + px * 0.6 + chip + px * 0.5
                p.setPen(QColor(MUTED))
                p.setFont(_font(px))
                pw_w = QFontMetricsF(_font(px)).horizontalAdvance(pw)
                p.drawText(QRectF(x, y, pw_w + 2, line), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, pw)
                p.setPen(QColor(TEXT))
                p.setFont(_font(px, True))
                room = box.right() - px * 0.5 - (x + pw_w + px * 0.6)
                p.drawText(QRectF(box.right() - px * 0.5 - room, y, room, line),
                           Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, _elide(who, _font(px, True), room))
                y += line

    # --- keys: Escape leaves full screen (WallWindow); Space, PgDn and Right turn the page -------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_PageDown, Qt.Key.Key_Right):
            self.next_page()
            return
        super().keyPressEvent(event)


def render_number(x: Any) -> str:
    from referee_app.tournament.scoring import as_number

    return str(as_number(x, 2))


def _card_lines() -> float:
    """A seating card's height in type sizes: margins, its heading and the seven seats."""
    return 0.6 + 0.3 + 1.45 * 1.15 + 1.45 * len(POWERS) + 0.6


def _elide(text: str, font: QFont, width: float) -> str:
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


_STANDARD: list[Any] = []


def _standard() -> Any:
    """The standard board (the seven powers' names and colours), loaded once."""
    if not _STANDARD:
        from referee_app.games.diplomacy import load_ruleset

        _STANDARD.append(load_ruleset("standard"))
    return _STANDARD[0]


__all__ = ["Card", "Row", "StandingsProjector"]

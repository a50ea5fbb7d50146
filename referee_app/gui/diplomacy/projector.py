"""Diplomacy's projector view: what the players see on the wall.

The shared projector frame (``gui.projector.ProjectorWindow``) on the SAME ``Game`` (it subscribes
to its changes): a large board, the phase, the big clock and the supply-centre counts. Written
orders are secret until revealed (rulebook 2.3.2): before the referee adjudicates it shows only the
position; after, the results on the board and the retreat options. It never reads the order sheets
being typed: it shows ``players_view``, the game's own view for the players.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPaintEvent, QPalette
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QLayout, QSizePolicy, QVBoxLayout, QWidget

from referee_app.core import registry
from referee_app.core.clock import Period, PhaseClock
from referee_app.core.registry import Audience
from referee_app.games.diplomacy import Adjudication, Change, Game, PhaseType
from referee_app.games.diplomacy.rules.i18n import end_banner, order_text, phase_name, province_name, unit_text
from referee_app.games.diplomacy.table.views import TableView

from ...drawing.diplomacy.scene import power_colour
from ..board import BoardWidget
from ..clock_widget import ClockWidget
from ..common import empty_layout, power_name
from ..language import keep_words
from ..projector import WALL, ProjectorWindow, min_text_px

translate = QCoreApplication.translate


def players_view(game: Game, clock: PhaseClock | None) -> TableView:
    """What the players may see now: the game decides (``GameKind.view``), never this window.

    Results stay up through retreats and adjustments, and in the next movement phase until its
    clock starts; no order is ever shown before it is adjudicated (rule 2.3.2).
    """
    started = clock is not None and clock.period is not Period.IDLE
    seen: TableView = registry.get(game.game_name).view(game, Audience.PLAYERS, clock_started=started)
    return seen


PAGE_SECONDS = 8  # how long each page of a long list of results stays on the wall


def on_the_wall(widget: QWidget) -> None:
    """``widget`` fills its background with the wall's colour, the pixels the projector's window paints under it: the
    same pixels, and Qt then knows the widget opaque, so that a widget that only moves is copied to its new place."""
    wall = widget.palette()
    wall.setColor(QPalette.ColorRole.Window, QColor(WALL))
    widget.setPalette(wall)
    widget.setAutoFillBackground(True)


class _Column(QVBoxLayout):
    """The side panel's column, laid out in the order that lets Qt copy what only moves. Once anything in a column
    changed size, Qt sets its items' places from the bottom one up (it reads the column's last place, forgotten by
    then, as a column that grew). When the heads above the clock grow (a phase's name taller), everything under them
    moves down, and from the bottom up each part moves to a place nothing still holds: the opaque parts are copied
    (``on_the_wall``). When the heads shrink (Winter to Spring: the subtitle's second line gone) everything moves up,
    and from the bottom up each part moves into the place of the one above it, which Qt must then paint whole: its
    place is dirty before that one is copied from it. Then the column is laid out from the top down, each part moved
    to a place already left. The order changes no pixel (the parts never overlap once placed; Qt refuses to copy from
    a place it has yet to paint); it decides only what Qt can copy instead of painting."""

    def __init__(self, parent: QWidget, heads: tuple[QWidget, ...] = ()) -> None:
        super().__init__(parent)
        self.heads = heads  # the parts above the clock (set once they are made)

    def geometry(self) -> QRect:  # noqa: D102 (Qt's; read by Qt's setGeometry to choose the order)
        rect = super().geometry()
        side = self.parentWidget()
        if rect.isNull() and side is not None and self._rising(side.width()):
            return side.contentsRect()  # (the column's place as it is: laid out from the top down)
        return rect

    def _rising(self, width: int) -> bool:
        """Whether the heads will take less height than they hold (their layout items' heights for ``width``, which the
        layout then asks: kept by the items)."""
        old = new = 0
        for head in self.heads:
            if head.isHidden():
                continue
            item = self.itemAt(self.indexOf(head))
            if item is None or not item.hasHeightForWidth():
                return False
            old += head.height()
            new += item.heightForWidth(width)
        return new < old


def _height(label: QLabel, text: str, width: int) -> int:
    """How tall ``label`` would be with ``text`` at ``width``."""
    return _text_height(label.font(), text, width)


def _text_height(font: QFont, text: str, width: int) -> int:
    """How tall a label in ``font`` would be with ``text`` at ``width`` (``_height``: the label's own font)."""
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    doc.setDefaultFont(font)
    doc.setDocumentMargin(0)
    doc.setTextWidth(width)
    doc.setHtml(text)
    return int(doc.size().height()) + 2


class _Results(QLabel):
    """The results' label (``DiplomacyProjector.info``): a word-wrapped rich text whose height the projector fits to the
    room the side panel leaves (``fit_info``: its text measured at the panel's width, in its font, and the label given
    at least that height as its smallest). ``QLabel`` lays its text out twice for each height for a width it is asked
    (the panel's layout asks it several times a refresh, for the same text and width): the last answer is kept with all
    it depends on (the text, the font, the width, the smallest size, the contents' margins) and given again for the
    same. Its size hints, which ``QLabel`` finds by laying the text out six times more at other widths, place nothing
    in the panel (its height is ignored there, for the height for its width; its width is the panel's, which is fixed):
    while the fit holds (the label shows the text measured, in the font measured, with at least the height measured)
    they give the width measured and the smallest height; otherwise they are ``QLabel``'s. Painted by ``QLabel``."""

    def __init__(self) -> None:
        super().__init__()
        self.fitted: tuple[str, QFont, int, int] | None = None  # the text, font and width measured, and the height
        self._hfw: tuple[tuple[object, ...], int] | None = None  # QLabel's last height for a width, with what it was for

    def _fit(self) -> tuple[str, QFont, int, int] | None:
        """The fit, if it holds now."""
        fit = self.fitted
        if fit is None or not fit[0] or self.minimumHeight() < fit[3] or self.text() != fit[0] or self.font() != fit[1]:
            return None
        return fit

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        key = (width, self.text(), self.font(), self.minimumSize(), self.contentsMargins())
        kept = self._hfw
        if kept is not None and kept[0] == key:
            return kept[1]
        height = super().heightForWidth(width)
        self._hfw = (key, height)
        return height

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        fit = self._fit()
        if fit is not None:
            return QSize(fit[2], self.minimumHeight())
        return super().sizeHint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        fit = self._fit()
        if fit is not None:
            return QSize(fit[2], self.minimumHeight())
        return super().minimumSizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        """``QLabel``'s paint, without the second paint it asks for itself. A new text (or width, or font) is laid out
        for the label's width at its first paint (``QLabel`` marks it to be, and the kept heights above ask nothing that
        lays it out before); laying it out, the label's text control asks for the whole label to be painted again
        (its ``updateRequest``, to ``update()``), so the projector's window was painted and put on the screen a second
        time in the same Ctrl+Enter, for this label's place (on the way, waiting for the X server to take the first:
        ``QBackingStore::beginPaint``). That request is for this very label, painted whole now, after the layout: the
        label takes no request to be painted while it paints (``WA_UpdatesDisabled``, the flag ``setUpdatesEnabled``
        sets, without its update of the label when it is cleared: the label has no child). Any other change asks for
        its paint as before. (Blocking the text control's signals instead would need the control wrapped by PySide:
        100 ms the first time, PySide making the types it stands for.)"""
        held = Qt.WidgetAttribute.WA_UpdatesDisabled
        if self.testAttribute(held):  # (updates disabled from outside: left so)
            super().paintEvent(event)
            return
        self.setAttribute(held, True)
        try:
            super().paintEvent(event)
        finally:
            self.setAttribute(held, False)


class DiplomacyProjector(ProjectorWindow):
    """Diplomacy on the wall: the board, the phase, the clock, the supply centres and the results the players
    may see (``players_view``)."""

    def __init__(self, game: Game, clock: PhaseClock | None, parent: QWidget | None = None, *, lang: str = "en",
                 board_lang: str | None = None) -> None:
        super().__init__(parent, lang=lang)
        self.game: Game | None = None
        self.clock = clock
        self.board_lang = board_lang or lang  # the board's names: the language, or "codes"
        self.shown_adjudication: Adjudication | None = None
        self._held = 0  # refreshes asked for while held (a command at work) come as one, when released
        # the results' heights measured since the last refresh: (font, text, width, height); a fit after a resize in
        # the same refresh (a window shown full screen) tries the same sizes on the same text
        self._heights: list[tuple[QFont, str, int, int]] = []
        self._due = False
        self._clock_due = False  # a change of the clock alone came while held (``_clock_changed`` at the release)
        self._fonts_left: tuple[object, ...] | None = None  # the state ``_apply_fonts`` left (``_fonts_state``)
        # what the last whole refresh showed: the game, how many of its events, the clock's period (``_clock_changed``)
        self._refreshed: tuple[object, int, object] | None = None

        # the board takes the whole height; phase, clock and counts stand beside it
        self.body = body = QHBoxLayout(self)
        # the screen's size is the window's: what it shows fits it (``_apply_fonts``), never the other way round
        body.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        body.setContentsMargins(8, 8, 12, 8)
        body.setSpacing(12)
        self.board = BoardWidget(game.ruleset, self, lang=self.board_lang)
        self.board.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        body.addWidget(self.board, 1)
        self.side = QWidget(self)
        side = _Column(self.side)
        side.setContentsMargins(0, 0, 0, 0)
        side.setSpacing(8)
        self.caption = QLabel()  # what is shown when it is not the game (a sandbox, for teaching)
        self.caption.setWordWrap(True)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setStyleSheet("background: #4fc3f7; color: #0b1b26; font-weight: bold; border-radius: 6px; padding: 6px;")
        self.caption.hide()
        side.addWidget(self.caption)
        self.title = QLabel()
        self.title.setObjectName("ProjectorTitle")
        self.title.setWordWrap(True)
        self.subtitle = QLabel()
        self.subtitle.setWordWrap(True)
        side.addWidget(self.title)
        side.addWidget(self.subtitle)
        side.heads = (self.caption, self.title, self.subtitle)
        self.clock_widget = ClockWidget(clock, self.side, big=True)
        self.clock_widget.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        side.addWidget(self.clock_widget)
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setStyleSheet("background: #f9a825; color: #1a1a1a; font-weight: bold; border-radius: 6px; padding: 8px;")
        side.addWidget(self.banner)
        side.addSpacing(6)
        self.centres_heading = QLabel()
        side.addWidget(self.centres_heading)
        self.centres_frame = QFrame()
        # the list, the clock, the line under the phase's name and the list's heading filled with the wall's own colour
        # (the pixels the window's background gives them), so Qt knows them opaque: when only their place changes (a
        # phase's name fitted at another height moves everything under it), Qt copies their pixels to the new place (an
        # accelerated move) instead of painting them again (the list's 21 labels; the clock's ring and its labels)
        for part in (self.centres_frame, self.clock_widget, self.subtitle, self.centres_heading):
            on_the_wall(part)
        self.centres_grid = QGridLayout(self.centres_frame)
        self.centres_grid.setContentsMargins(0, 0, 0, 0)
        self.centres_grid.setHorizontalSpacing(10)
        self.centres_grid.setVerticalSpacing(4)
        self.centres_grid.setColumnStretch(1, 1)
        side.addWidget(self.centres_frame)
        side.addSpacing(6)
        self.info = _Results()
        self.info.setWordWrap(True)
        self.info.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # the results give way to the list of powers: the list is never clipped
        self.info.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.info.setMinimumHeight(0)
        side.addWidget(self.info, 1)
        body.addWidget(self.side)
        self.centre_labels: dict[str, tuple[QLabel, QLabel, QLabel]] = {}
        # the results: shrunk to fit the room left, else shown a page at a time, turning by themselves
        self.info_blocks: list[str] = []
        self.info_pages: list[str] = []
        self.info_page = 0
        self.page_timer = QTimer(self)
        self.page_timer.setInterval(PAGE_SECONDS * 1000)
        self.page_timer.timeout.connect(self.next_info_page)
        self.set_game(game, clock)
        self.resize(1280, 800)
        self._apply_fonts()

    # --- wiring ----------------------------------------------------------------------
    def set_game(self, game: Game, clock: PhaseClock | None = None) -> None:
        if self.game is not None:
            self.game.unsubscribe(self.on_change)
        if self.game is None or game.ruleset is not self.game.ruleset:
            if self.game is not None:
                old = self.board
                self.board = BoardWidget(game.ruleset, self, lang=self.board_lang)
                self.body.replaceWidget(old, self.board)
                old.hide()  # the old game's board gone at once (deleted later, it was still shown in the next frame)
                if self.isVisible():
                    self.board.show()  # in the next frame (Qt shows a widget added to a window shown by a queued call)
                old.deleteLater()
        self.game = game
        if clock is not None:
            self.clock = clock
            self.clock_widget.set_clock(clock)
        game.subscribe(self.on_change)
        self._build_centres()
        self.refresh()

    def set_caption(self, text: str) -> None:
        """A line above the phase saying what is shown when it is not the game ("" for none); what is not
        the game has no clock, so none is shown then."""
        self.caption.setText(text)
        self.caption.setVisible(bool(text))
        self.clock_widget.setVisible(not text)
        self._apply_fonts()

    def set_palette(self, palette: str) -> None:
        """The powers' colours on the board and beside it (drawing.diplomacy.palette)."""
        if palette != self.board.palette:
            self.board.set_palette(palette)
            self._build_centres()
            self.refresh()

    def set_clock(self, clock: PhaseClock) -> None:
        self.clock = clock
        self.clock_widget.set_clock(clock)
        self.refresh()

    def set_language(self, lang: str, board_lang: str | None = None) -> None:
        """Speak ``lang`` (the board: ``board_lang``, e.g. "codes"), at once."""
        self.lang = lang
        self.board_lang = board_lang or lang
        self.board.set_language(self.board_lang)
        self.refresh()

    def on_change(self, change: Change) -> None:
        # typed sheets change nothing the players may see
        if change.phase or change.position or change.results or change.ended:
            self.refresh()
        elif change.clock:
            self._clock_changed()

    def _clock_changed(self) -> None:
        """The clock alone changed (time called or reopened, the clock started, paused, extended, ended). The game is
        made of its events, appended one after another, and a clock event changes nothing of it the players see but
        whether time is called; the rest of the wall reads the clock only through its period (the subtitle, and the
        last results taken off once the movement clock starts). So when every event since the last whole refresh is a
        clock event, of the same game, and the period is the one that refresh saw, only the clock is brought up to
        date, as the whole refresh would (which set every other label to the text it had, showed the same position
        and fitted the same results to the same room again: 2 M instructions of an F8). Anything else goes the whole
        way. Held (a command at work), it is done at the release, unless a whole refresh is due by then."""
        if self._held:
            self._clock_due = True
            return
        game = self.game
        last = self._refreshed
        if (game is None or last is None or last[0] is not game or last[2] != self._period()
                or len(game.events) < last[1] or any(ev.kind != "clock" for ev in game.events[last[1]:])):
            self.refresh()
            return
        self.clock_widget.set_time_called(game.time_called and game.phase.type is PhaseType.MOVEMENT)
        self.clock_widget.refresh()

    def _period(self) -> object:
        return self.clock.period if self.clock is not None else None

    # --- drawing -------------------------------------------------------------------
    def _apply_fonts(self) -> None:
        """Every size from the reading rule (``min_text_px``): the names on the board too. Where the screen is
        too low for the side panel at those sizes (1280x720), its headings and list come down towards the
        smallest size and the clock gets lower, so that all of it shows. Then the results fitted to the room the
        side panel leaves them (``fit_info``), and the side panel laid out, once, with every label as it will be
        shown (a refresh sets every text first)."""
        # the sizes depend only on the window's size and on what the side panel shows (its labels' texts, fonts,
        # visibility; not the results, which take the room left: ``fit_info``): asked again with all of that as
        # the last time left it (a refresh that changes none of it, as calling time does), they are already right
        if self._fonts_state() != self._fonts_left:
            self.info.setMinimumHeight(0)  # the room the last results were given: not part of the sizes' sum
            body = round(min_text_px(self.width()) * 4 / 3)
            clock = max(110, int(max(600, self.height()) * 0.17))
            for _ in range(24):
                self._set_sizes(body, clock)
                room = self.height() - self.body.contentsMargins().top() - self.body.contentsMargins().bottom()
                if self.side.minimumSizeHint().height() <= room or (body <= min_text_px(self.width()) and clock <= 90):
                    break
                if clock > 90:
                    clock -= 8
                else:
                    body -= 1
            self._fit_title()
            self._fonts_left = self._fonts_state()
        self.fit_info()  # (which lays the side panel out)
        self.board.fit()

    def _fonts_state(self) -> tuple[object, ...]:
        """What the sizes of ``_apply_fonts`` are worked out from: the window's size, whether the clock is shown, and
        each label of the side panel (the supply centres' too) with its text, font and whether it is shown. Not the
        clock's texts (time called, the seconds): its height is set here, whatever it shows; nor the results, which
        take the room the others leave (``fit_info``). The fonts are kept as fonts, compared by Qt's ``==`` (every property
        of the font asked for: what ``QFont.key`` spells out, and more), which is ten times cheaper than their keys."""
        side = self.side
        return (self.width(), self.height(), side.width(), self.clock_widget.isVisibleTo(side), tuple(
            (id(lab), lab.text(), lab.font(), lab.isVisibleTo(side)) for lab in self.side_labels()))

    def side_labels(self) -> list[QLabel]:
        """The side panel's labels but the results and the clock's: the heading ones made with the panel and each
        power's row of supply centres (``_build_centres``). Named, not searched for among the panel's children (a search
        and a test of each label's ancestry at each refresh, twice; and it found the rows a rebuild had just let go of).
        tests/test_gui_projector_fonts_state.py: the same labels as the search finds."""
        return [self.title, self.subtitle, self.caption, self.centres_heading, self.banner,
                *(lab for row in self.centre_labels.values() for lab in row)]

    def _set_sizes(self, body: int, clock_height: int) -> None:
        h = max(600, self.height())
        small = min_text_px(self.width())
        # the board as large as the height allows (the map is 8:7); the side panel takes the rest
        board_w = int((h - 16) * 1600 / 1400)
        self.side.setFixedWidth(max(320, min(self.width() - board_w - 32, int(self.width() * 0.36))))
        for lab, size, bold in ((self.title, round(body * 1.4), True), (self.subtitle, small, False), (self.caption, body, True),
                                (self.centres_heading, body, True), (self.info, small, False),
                                (self.banner, body, True)):
            f = lab.font()
            f.setPixelSize(size)
            f.setBold(bold)
            lab.setFont(f)
        for name_l, count_l, chip in self.centre_labels.values():
            for lab in (name_l, count_l):
                f = lab.font()
                f.setPixelSize(body)
                f.setBold(lab is count_l)
                lab.setFont(f)
                lab.setMinimumHeight(int(body * 1.35))  # room for CJK glyphs from a fallback font
            chip.setFixedSize(body, body)
        rows = len(self.centre_labels)
        self.centres_frame.setMinimumHeight(rows * int(body * 1.35) + max(0, rows - 1) * self.centres_grid.verticalSpacing())
        self.clock_widget.setFixedHeight(clock_height)
        self.board.min_label_px = small * 200 / 250

    def fit_info(self) -> None:
        """The results whole in the room the side panel leaves them: in the reading size if they fit, else
        smaller (down to three quarters of it), else a page at a time, each page saying which it is and
        turning every ``PAGE_SECONDS`` by itself. Never cut: the label is given the height its text (its tallest
        page) was measured to need, which the room leaves (``_info_room``); the side panel's own layout gives it."""
        small = min_text_px(self.width())
        room = self._info_room()
        width = self._info_width()
        text = keep_words("<br><br>".join(self.info_blocks))
        font = self.info.font()
        self.info_pages = []
        if not self.isVisible() or room < 2 * small:  # not laid out yet: fitted once it is (``_apply_fonts``)
            self.page_timer.stop()
            self._show_info(text, 0)
            return
        # each size tried on a font of its own, the label given the one chosen (the label's font set at each try
        # was laid out and its whole side panel asked again for nothing: ``_text_height`` measures in that font);
        # then the same without the blank line between blocks (as a page shows them)
        lines = "<br>".join(self.info_blocks).split("<br>")
        for shown in (text, keep_words("<br>".join(lines))):
            for px in range(small, max(12, int(small * 0.75)) - 1, -1):
                font.setPixelSize(px)
                need = self._measured(font, shown, width)
                if need <= room:
                    self.info.setFont(font)
                    self.page_timer.stop()
                    self._show_info(shown, need, (shown, QFont(font), width, need))
                    return
            if len(self.info_blocks) < 2:
                break  # one block: no blank line to leave out
        self.info.setFont(font)  # the smallest size tried: the pages are cut at it
        # a page at a time: the lines in order, as many as fit with the page's mark under them
        pages: list[list[str]] = [[]]
        tallest = [0]
        mark = "<br><i>(9/9)</i>"
        for line in lines:
            trial = keep_words("<br>".join(pages[-1] + [line])) + mark
            need = _height(self.info, trial, width)
            if pages[-1] and need > room:
                pages.append([])
                tallest.append(_height(self.info, keep_words(line) + mark, width))
            else:
                tallest[-1] = need
            pages[-1].append(line)
        n = len(pages)
        if n == 1:  # one line taller than the room: shown as it is (never in the game's own texts)
            self.page_timer.stop()
            one = keep_words("<br>".join(pages[0]))
            self._show_info(one, room)
            return
        self.info_pages = [keep_words("<br>".join(p)) + f"<br><i>({i + 1}/{n})</i>" for i, p in enumerate(pages)]
        self.info_page = min(self.info_page, n - 1)
        # every page given the tallest's height: the side panel stays still as they turn
        self._show_info(self.info_pages[self.info_page], min(room, max(tallest)))
        if not self.page_timer.isActive():
            self.page_timer.start()

    def _show_info(self, text: str, height: int, fitted: tuple[str, QFont, int, int] | None = None) -> None:
        """The results' label given ``text`` and at least ``height`` pixels (what the text was measured to need), and
        the side panel laid out for it. ``fitted``: the text, font and width measured, and the height (``_Results``)."""
        self.info.fitted = fitted
        self.info.setText(text)
        self.info.setMinimumHeight(height)
        self.side.layout().activate()

    def _info_width(self) -> int:
        """The results' width: the side panel's (they fill it)."""
        return max(50, self.side.width())

    def _info_room(self) -> int:
        """The most the results can be given: the side panel's height less every other part of it at its smallest at
        the panel's width (a label that wraps at the height it takes at that width), and the spacing. The results
        have no height of their own in this sum: it does not depend on what they showed before."""
        lay = self.side.layout()
        width = self.side.width()
        margins = self.body.contentsMargins()
        height = self.height() - margins.top() - margins.bottom()
        least = lay.minimumHeightForWidth(width) if lay.hasHeightForWidth() else lay.minimumSize().height()
        item = lay.itemAt(lay.indexOf(self.info))
        own = (item.heightForWidth(width) if item.hasHeightForWidth() else item.minimumSize().height()) if item else 0
        return height - (least - max(0, own))

    def _measured(self, font: QFont, text: str, width: int) -> int:
        """``_text_height``, measured once per refresh for the same font, text and width (kept only until the next
        refresh: ``refresh`` starts them afresh)."""
        for f, t, w, h in self._heights:
            if w == width and t == text and f == font:
                return h
        h = _text_height(font, text, width)
        self._heights.append((QFont(font), text, width, h))
        return h

    def next_info_page(self) -> None:
        """The next page of the results (the timer turns them)."""
        if not self.info_pages:
            self.page_timer.stop()
            return
        self.info_page = (self.info_page + 1) % len(self.info_pages)
        self.info.setText(self.info_pages[self.info_page])

    def _fit_title(self) -> None:
        """The phase name on one line (a wrapped one takes the list's room, and in Chinese or Japanese
        would break inside a word: 移動フェ／イズ). Its font shrinks to fit the side panel instead."""
        if not self.title.text():
            return
        from PySide6.QtGui import QFontMetrics

        f = self.title.font()
        room = max(100, self.side.width() - 8)
        while f.pixelSize() > 16 and QFontMetrics(f).horizontalAdvance(self.title.text()) > room:
            f.setPixelSize(f.pixelSize() - 1)
        self.title.setFont(f)

    def resizeEvent(self, event: object) -> None:  # type: ignore[override]
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._apply_fonts()

    def _build_centres(self) -> None:
        empty_layout(self.centres_grid)
        self.centre_labels = {}
        self._fonts_left = None  # new labels (and perhaps a new board): their sizes worked out again
        assert self.game is not None
        for row, code in enumerate(self.game.ruleset.map.powers):
            chip = QLabel()
            # a light outline: a dark power's swatch (England, Germany) stays visible on the dark panel
            chip.setStyleSheet(f"background: {power_colour(self.game.ruleset, code, self.board.palette)}; "
                               "border: 3px solid #ffffff; border-radius: 4px;")
            name = QLabel(self._power_label(code))
            count = QLabel("0")
            count.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.centres_grid.addWidget(chip, row, 0)
            self.centres_grid.addWidget(name, row, 1)
            self.centres_grid.addWidget(count, row, 2)
            self.centre_labels[code] = (name, count, chip)
        self._apply_fonts()

    def _power_label(self, code: str) -> str:
        assert self.game is not None
        return power_name(self.game, code, self.lang)

    def hold(self) -> None:
        """Refresh once when released, however often a change asks before (an adjudication changes the
        clock, the phase, the position, the results one after the other)."""
        self._held += 1

    def release(self) -> None:
        self._held = max(0, self._held - 1)
        if not self._held and self._due:
            self._due = self._clock_due = False
            self.refresh()
        elif not self._held and self._clock_due:  # only the clock changed while held (F8)
            self._clock_due = False
            self._clock_changed()

    def refresh(self) -> None:
        if self._held:
            self._due = True
            return
        game = self.game
        if game is None:
            return
        self._heights = []
        self._refreshed = (game, len(game.events), self._period())
        self.setWindowTitle(translate("Projector", "Diplomacy — projector"))
        seen = players_view(game, self.clock)
        phase = seen.phase
        # every label given its text first, and then sized, fitted and laid out once (``_apply_fonts``): sized
        # with the new phase's name but the old subtitle and counts, the side panel was laid out for nothing, and
        # the results were fitted to the room of that layout, not to the one they were shown in
        self.title.setText(phase_name(phase, self.lang))
        title = seen.title
        sub = []
        if title:
            sub.append(title)
        if phase.type is PhaseType.RETREATS:
            sub.append(translate("Projector", "Retreat orders are written now, without talking (2.5.2)"))
        elif phase.type is PhaseType.ADJUSTMENTS:
            sub.append(translate("Projector", "Builds and removals are written now, without talking (2.6.5)"))
        elif self.clock is not None and self.clock.period is Period.ORDERS:
            sub.append(translate("Projector", "Write your orders — no talking (2.3.2)"))
        elif self.clock is not None and self.clock.period is Period.DIPLOMACY:
            sub.append(translate("Projector", "Diplomacy"))
        self.subtitle.setText(keep_words(" · ".join(sub), self.lang))  # wraps between phrases (話し合い whole)
        counts = seen.centres
        units = seen.units
        for code, (name, count, _chip) in self.centre_labels.items():
            name.setText(self._power_label(code)
                         + (translate("Projector", " (no player)") if code in seen.civil_disorder else ""))
            count.setText(f"{counts.get(code, 0)}")
            count.setToolTip(translate("Projector", "{n} units").format(n=units.get(code, 0)))
        self.centres_heading.setText(translate("Projector", "Supply centres ({n} win)").format(n=seen.victory_centres))

        adj = seen.results
        self.shown_adjudication = adj
        if adj is not None:
            self.board.show_position(seen.position, adj, show_orders=True)
        else:
            self.board.show_position(seen.position, None, show_orders=False)
        info: list[str] = []
        sep = translate("Projector", ", ")
        if adj is not None:
            info.append("<b>" + translate("Projector", "Results of {phase}").format(phase=phase_name(adj.phase, self.lang))
                        + "</b>")
            losses = self._result_lines(adj)
            if losses:
                info.append("<br>".join(losses))
            if adj.contested:
                info.append(translate("Projector", "Standoffs: {names}").format(
                    names=sep.join(self._prov(c) for c in sorted(adj.contested))))
        if phase.type is PhaseType.RETREATS:
            opts = seen.retreats
            dests: set[str] = set()
            lines = []
            for opt in opts:
                where = sep.join(self._prov(d.province) for d in opt.destinations) or translate("Projector",
                                                                                               "nowhere: disbands")
                unit = str(opt.unit) if self.lang == "en" else unit_text(opt.unit, self.lang, game.ruleset)
                lines.append(f"{self._power_label(opt.unit.power)} {unit} → {where}")
                dests |= {d.province for d in opt.destinations}
            if lines:
                info.append("<b>" + translate("Projector", "Dislodged units may retreat:") + "</b><br>" + "<br>".join(lines))
            if dests:
                self.board.highlight(sorted(dests), kind="retreat")
        elif phase.type is PhaseType.ADJUSTMENTS:
            sites = [c for p, n in seen.adjustments.items() if n > 0 for c in seen.build_sites.get(p, ())]
            if sites:
                self.board.highlight(sorted(sites), kind="build")
            builds = [f"{self._power_label(p)} {n}" for p, n in sorted(seen.adjustments.items()) if n > 0]
            removals = [f"{self._power_label(p)} {-n}" for p, n in sorted(seen.adjustments.items()) if n < 0]
            if builds:
                info.append("<b>" + translate("Projector", "Builds:") + "</b> " + " · ".join(builds))
            if removals:
                info.append("<b>" + translate("Projector", "Removals:") + "</b> " + " · ".join(removals))
        self.info_blocks = info
        end = seen.end
        if end is not None:
            self.banner.setText(keep_words(end_banner(end, self.lang, game.ruleset), self.lang))
            self.banner.show()
        else:
            self.banner.hide()
        self.clock_widget.set_time_called(seen.time_called and phase.type is PhaseType.MOVEMENT)
        self.clock_widget.refresh()
        self._apply_fonts()

    def _result_lines(self, adj: Adjudication) -> list[str]:
        """The results the board alone does not say: every retreat, build, disband and removal, ordered or
        by default, with its reason (a movement phase's moves are on the board)."""
        from html import escape

        from referee_app.games.diplomacy.rules.i18n import result_reason, result_text

        assert self.game is not None
        rs = self.game.ruleset
        lines = []
        for r in adj.results:
            if r.status == "invalid":
                continue
            if adj.phase.type is PhaseType.MOVEMENT and not r.tag.startswith(("disbanded", "removed")):
                continue
            what = result_text(r, self.lang, rs) if r.text_msg is not None else (
                r.canonical if self.lang == "en" or r.order is None else order_text(r.order, self.lang, rs))
            why = result_reason(r, self.lang, rs)
            lines.append(escape(f"{self._power_label(r.power)}: {what}" + (f" — {why}" if why else "")))
        return lines

    def _prov(self, code: str) -> str:
        assert self.game is not None
        return province_name(code, self.lang, self.game.ruleset, codes=self.board_lang == "codes")

    def scene_texts(self) -> list[str]:
        """The board's texts and tool tips (``all_texts`` adds them to the widgets')."""
        out: list[str] = []
        scene = self.board.scene()
        if scene is not None:
            for item in scene.items():
                out.append(item.toolTip())
                for attr in ("toPlainText", "text"):
                    fn = getattr(item, attr, None)
                    if callable(fn):
                        try:
                            val = fn()
                        except TypeError:
                            continue
                        if isinstance(val, str):
                            out.append(val)
        return out


__all__ = ["DiplomacyProjector", "players_view"]

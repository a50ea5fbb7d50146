"""Diplomacy's part of the referee window: the board, one order pane per power, the results,
retreats, centres and record tabs, the phase and the rulebook's clock periods.

``DiplomacyPanels`` is what the shared window (``gui.main_window``) hosts while it shows a game of
Diplomacy (``GamePanels``, see ``gui/game_panels.py``); its commands are ``commands.ROWS``. It shows
the game's state and calls its operations; it decides no rule.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from functools import partial
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, QStringListModel, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QPaintEvent, QPixmap, QRegion, QResizeEvent, QTextCursor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStyleOptionViewItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from referee_app.core.clock import ClockError, ClockSettings, Period, PhaseClock, PhaseLog
from referee_app.core.record import write_behind
from referee_app.games.diplomacy import Change, Game, PhaseType
from referee_app.games.diplomacy.rules.i18n import end_banner, error_text, phase_name, render

from ...drawing.diplomacy.palette import COLOUR_BLIND, RULEBOOK
from ...drawing.diplomacy.scene import PendingOrder, power_colour
from .. import language
from ..board import BoardWidget
from ..clock_widget import ClockWidget, beep
from ..collector import weak_method
from ..common import heading_label, held_layouts, power_name, ruleset_power_name, solid, tab_order_by_layout
from ..game_panels import GamePanels, GameWindow, SetupForm
from ..language import QT_TRANSLATE_NOOP
from ..projector import ProjectorWindow
from .commands import EXPORT_FORMATS, ROWS, key_legend
from .order_pane import ERROR_COLOUR, OrderPane, ProvinceNames, sheet_marks
from .results_view import CentresPanel, RecordPanel, ResultsPanel, RetreatsPanel

translate = QCoreApplication.translate

SCORE_TAB = QT_TRANSLATE_NOOP("MainWindow", "Score")
# the kind of event that keeps a score (``tournament.scoring.SCORE_EVENT``, not imported for it: a game without
# one is never scored, and the scoring's modules are read only for a game that holds one)
SCORE_EVENT = "score"
IDLE_BUILD_MS = 300  # the sheets not shown are made, one per slice, from this long after the page is painted
if TYPE_CHECKING:
    from referee_app.games.diplomacy import Ruleset

    from .score_view import ScorePanel

TYPING_PAUSE_MS = 150  # a pause this long in typing brings the board's arrows and the list of powers up to date


# the narrowest the window lets these go (pixels): a sheet of orders with its marks beside it, the
# clock's figures, the results table's five columns; the board takes what is left
SHEET_MIN_WIDTH = 360
CLOCK_MIN_WIDTH = 320
RESULTS_MIN_WIDTH = 540


def settings_from_game(game: Game, clocks: Iterable[Any] | None = None) -> ClockSettings:
    """Timer lengths of this game: the latest 'timers' clock event, the setup, or the ruleset (``clocks``: the game's
    clock events, in order, if known: ``PhaseLog.clock_events``)."""
    base = ClockSettings.from_timers(game.ruleset.timers)
    extra = game.setup.extra.get("timers") if isinstance(game.setup.extra, dict) else None
    if isinstance(extra, dict):
        base = ClockSettings.from_json(extra, base)
    for ev in game.events if clocks is None else clocks:
        if ev.kind == "clock" and ev.data.get("action") == "timers":
            try:
                base = ClockSettings.from_json(ev.data, base)
            except ClockError:
                pass
    return base


def _keep_board_names(game: Game) -> None:
    """The board's province and power names, in every language, are never broken by a wrapped line (each
    language's read when a text of it is first wrapped: they depend on the ruleset alone)."""
    from referee_app.core.messages import LANGUAGES

    for lang in LANGUAGES:
        language.keep_names(lang, partial(board_names, game.ruleset, lang))  # (not the game: it is not kept)


def board_names(rs: Ruleset, lang: str) -> list[str]:
    """The board's province and power names in ``lang``, and the orders' words."""
    from referee_app.games.diplomacy.rules.i18n import province_name
    from referee_app.games.diplomacy.rules.names import order_words

    names = [province_name(c, lang, rs) for c in rs.map.provinces] + list(order_words())
    names += [ruleset_power_name(rs, p, lang) for p in rs.map.powers]
    return names


def is_first_movement(game: Game) -> bool:
    return not any(rec.phase.type is PhaseType.MOVEMENT for rec in game.history)


_WIDTHS_ASKED_KEPT = 4  # past this many widths asked since the layouts above were told (a resize), they are told


def _height_for_width(page: QWidget, width: int) -> int:
    """The height a box layout of ``page`` alone gives it at ``width`` (bounded by its smallest and largest heights)."""
    return max(page.minimumSize().height(), min(page.heightForWidth(width), page.maximumSize().height()))


class SheetStack(QWidget):
    """The powers' sheets, one shown (what a QStackedWidget does), laid out as the one shown alone: a
    stack asks every sheet, hidden ones too, how tall its wrapped labels are on each layout pass (each
    key typed); a hidden widget in a box takes no part.

    It holds the sheet shown at its own size itself, without a layout: a key typed changes the sheet's
    labels and lays the sheet out again, and a layout would then have every layout above it (the list of
    powers, the right-hand pane, the splitter, the window) laid out again too, one after the other, each
    with a repaint of the sheet between. The stack tells the layouts above it only when what they take
    from it changes: the sheet's smallest size, or its height at this width (a reason that wraps onto
    another line)."""

    currentChanged = Signal(int)  # noqa: N815 (Qt's naming)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pages: list[QWidget] = []
        self._current = -1
        self._told: object = None  # what the layouts above were last told (``_hints``)
        # width -> the height for it the stack gave since the layouts above were last told (``heightForWidth``)
        self._asked: dict[int, int] = {}
        # opaque (the window's own background colour): a key's repaint of the sheet is not painted first by each of
        # the seven widgets that hold the stack, up to the window
        self.setAutoFillBackground(True)

    def addWidget(self, page: QWidget) -> int:  # noqa: N802 (Qt's naming)
        page.setParent(self)
        self._pages.append(page)
        if self._current < 0:
            self._current = 0
            page.setGeometry(self.rect())
            page.show()
            self._tell()
            self.currentChanged.emit(0)
        else:
            page.hide()
        return len(self._pages) - 1

    def removeWidget(self, page: QWidget) -> None:  # noqa: N802 (Qt's naming)
        if page not in self._pages:
            return
        i = self._pages.index(page)
        current = self.currentWidget()
        self._pages.pop(i)
        page.hide()
        page.setParent(None)
        if not self._pages:
            self._current = -1
            self._tell()
        elif page is current:
            self._current = -1
            self.setCurrentIndex(min(i, len(self._pages) - 1))
        else:
            self._current = self._pages.index(current) if current is not None else -1

    def replace(self, i: int, page: QWidget) -> QWidget:
        """Put ``page`` in place of the page at ``i`` (shown if that one was); returns the page it replaced."""
        old = self._pages[i]
        page.setParent(self)
        self._pages[i] = page
        if i == self._current:
            resized = page.size() != self.size()
            page.setGeometry(self.rect())
            page.show()
            if resized:  # (a sheet made for the row shown: its scroll bars settled now, as ``setCurrentIndex`` does)
                self._settle_scroll_bars(page)
            old.hide()
            self._tell()
        else:
            page.hide()
        old.setParent(None)
        return old

    def take_all(self) -> list[QWidget]:
        """Remove every page (none shown on the way); returns them."""
        pages, self._pages, self._current = self._pages, [], -1
        for page in pages:
            page.hide()
            page.setParent(None)
        self._tell()
        return pages

    def widget(self, i: int) -> QWidget | None:
        return self._pages[i] if 0 <= i < len(self._pages) else None

    def count(self) -> int:
        return len(self._pages)

    def currentIndex(self) -> int:  # noqa: N802 (Qt's naming)
        return self._current

    def currentWidget(self) -> QWidget | None:  # noqa: N802 (Qt's naming)
        return self.widget(self._current)

    def setCurrentIndex(self, i: int) -> None:  # noqa: N802 (Qt's naming)
        if not 0 <= i < len(self._pages) or i == self._current:
            return
        old, new = self.currentWidget(), self._pages[i]
        focus = QApplication.focusWidget()
        had_focus = old is not None and focus is not None and old.isAncestorOf(focus)
        self._current = i
        resized = new.size() != self.size()  # (a page made while hidden, or hidden while the stack was resized)
        new.setGeometry(self.rect())
        new.show()
        if resized:
            self._settle_scroll_bars(new)
        if had_focus:  # as a stack does: the focus goes on into the page shown (before the page it leaves is
            # hidden: a hidden page that holds the focus has Qt look for the next widget to give it to first)
            target = new.focusWidget() or getattr(new, "editor", None) or new
            # the sheets tell no one of the focus moving: each editor asks the repaint of its text cursor's line, and a
            # sheet's editor answers each such ask by reading its lines on screen (``_on_update_request``: to repaint its
            # notes where a line moved, and none moved); the sheet left is hidden next, which drops any repaint of it,
            # and the sheet shown is painted whole, its notes with it
            quiet = [w for w in (focus, target) if w is not None and (w is getattr(old, "editor", None)
                                                                       or w is getattr(new, "editor", None))]
            blocked = [w.blockSignals(True) for w in quiet]
            try:
                target.setFocus()
            finally:
                for w, was in zip(quiet, blocked):
                    w.blockSignals(was)
        if old is not None:
            old.hide()
        self._tell()
        self.currentChanged.emit(i)

    @staticmethod
    def _settle_scroll_bars(page: QWidget) -> None:
        """A page shown at a new size (a sheet made while hidden) is laid out at it now, and its scroll areas show or
        hide their scroll bars now: a scroll area decides that in a call it posts to itself when a scroll bar's range
        changes, which came after the window's paint (the sheet was painted with scroll bars it never keeps, then
        again without them). A page shown again at the size it had keeps its layout and its scroll bars."""
        layout = page.layout()
        if layout is None:
            return
        layout.activate()
        for area in page.findChildren(QAbstractScrollArea):
            QCoreApplication.sendPostedEvents(area, QEvent.Type.MetaCall)

    # --- the size it asks for: the page shown's, as a box layout of that one page would ask ---------
    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's naming)
        """The page's size hint as its layout gives it, without the page's height at that hint's width: Qt's
        ``QWidget::sizeHint`` of a page with wrapped labels asks each of them its height at the page's preferred
        width, a width the sheet is never laid out at (two layouts of each label's new text, on every key that
        reaches the layouts above). No geometry takes this height: the column lays the stack out at its height for
        its width (the stack's own, ``heightForWidth``), and the row beside the list of powers gives it what the
        list leaves."""
        page = self.currentWidget()
        if page is None:
            return QSize(0, 0)
        lay = page.layout()
        s = (lay.sizeHint() if lay is not None else page.sizeHint()).expandedTo(page.minimumSizeHint())
        return s.boundedTo(page.maximumSize()).expandedTo(page.minimumSize())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's naming)
        page = self.currentWidget()
        if page is None:
            return QSize(0, 0)
        return _smart_min_size(page)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's naming)
        page = self.currentWidget()
        return page is not None and page.hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's naming)
        page = self.currentWidget()
        if page is None or not page.hasHeightForWidth():
            return -1
        height = self._asked[width] = _height_for_width(page, width)
        return height

    def _hints(self) -> object:
        """What the layouts above take from the stack but its heights for widths: the smallest size a layout gives it
        (Qt's qSmartMinSize: the stack's own smallest width, ``SHEET_MIN_WIDTH``, wins over the page's, which each
        power's name makes another), the page's largest size and whether it has a height for a width. Its size hint
        is not among them: no geometry takes it (``sizeHint``)."""
        page = self.currentWidget()
        if page is None:
            return None
        return (_smart_min_size(self).toTuple(), page.maximumSize().toTuple(), page.hasHeightForWidth())

    def _tell(self, now: bool = False) -> None:
        """The layouts above are laid out again when what they take from the stack changed: ``_hints``, or the height
        for a width at any width they asked since they were last told (each layout keeps the heights it was given, for
        up to three widths each: ``_asked`` holds every width asked). A switch to another sheet that gives the same
        tells them nothing (the layouts of the list of powers, the right-hand column, the splitter and the window were
        laid out again at each switch: 0.6 M instructions, to place everything where it was)."""
        hints = self._hints()
        page = self.currentWidget()
        asked = self._asked
        if (hints == self._told and len(asked) <= _WIDTHS_ASKED_KEPT
                and (page is None or all(_height_for_width(page, w) == h for w, h in list(asked.items())))):
            return
        self._told = hints
        self._asked = {}
        self.updateGeometry()
        if now:  # (the page's own request, in an event of its own: no layout above is being laid out meanwhile)
            self._tell_up_to_splitter()

    def _tell_up_to_splitter(self) -> None:
        """The layouts between the stack and the splitter that holds them (the list of powers' row, the right-hand
        column) laid out now, and the splitter told only when what it takes from the column changed. A layout laid out
        again tells the widget above it whatever changed (``QLayout::activate`` ends with its widget's
        ``updateGeometry``): a sheet whose height for its width changed (a reason wrapping onto another line, the list
        of rejected lines shown) had the splitter, the page, the central stack and the window laid out again after the
        column, each placing everything where it was (0.4 M instructions). A splitter takes no height for a width from
        its widgets, only their size hints, smallest and largest sizes, size policies and whether they are hidden
        (``QSplitterPrivate::recalc``, ``QSplitter::sizeHint``, ``minimumSizeHint``); when none of the column's changed,
        its request is dropped. Requests the column and the splitter had before are answered first: the splitter then
        knows the column as it stands, and the request dropped is the column's own."""
        row = self.parentWidget()
        column = row.parentWidget() if row is not None else None
        splitter = column.parentWidget() if column is not None else None
        if not isinstance(splitter, QSplitter) or row.layout() is None or column.layout() is None:
            return  # (elsewhere: as Qt tells them)
        QCoreApplication.sendPostedEvents(column, _LAYOUT_REQUEST)
        QCoreApplication.sendPostedEvents(splitter, _LAYOUT_REQUEST)
        before = _taken_by_splitter(column)
        QCoreApplication.sendPostedEvents(row, _LAYOUT_REQUEST)
        QCoreApplication.sendPostedEvents(column, _LAYOUT_REQUEST)
        if _taken_by_splitter(column) == before:
            QCoreApplication.removePostedEvents(splitter, _LAYOUT_REQUEST)

    def event(self, event: QEvent) -> bool:
        # the page shown was laid out again (it asks its parent). A layout request is a plain ``QEvent`` (PySide gives
        # each event as its own class: a paint, a resize ... is not one): its type is asked of plain events only (each
        # ask makes the type's enum member in Python, on every event of the stack)
        if type(event) is QEvent and event.type() == _LAYOUT_REQUEST:
            self._tell(now=True)
            return True
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's naming)
        super().resizeEvent(event)
        page = self.currentWidget()
        if page is not None:
            page.setGeometry(self.rect())
        self._tell()


class InfoTabs(QTabWidget):
    """The Results, Retreats, Centres, Record and Score tabs under the board.

    A page whose layout is laid out again tells the widget above it, whatever changed (Qt's ``QLayout.activate``
    ends with the widget's ``updateGeometry``), and a tab widget answers each such request
    (``QTabWidget.setUpLayout``) by placing its tab bar and pages, repainting itself whole and telling the splitter
    above it. Every adjudication lays the results out again (their heading's new text), so every adjudication
    repainted the tabs' frame (Fusion's: about 13 M instructions, whatever part of it shows) and every widget in
    them, the tab bar included, though nothing had moved. Here a request is answered as Qt answers it when the tab
    bar or the page holder is not where Qt's placing (the style's rectangles, worked out as ``setUpLayout`` does)
    puts them, or when what the frame is painted from differs from its last whole repaint; else the splitter above
    is told (as Qt tells it) and nothing is placed or repainted again: each widget inside that changed repaints
    itself, as it does anyway."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._framed: object = None  # what the frame was last painted whole from (None: answer the next request)
        self._holder: QWidget | None = None  # the tab widget's own page holder (``qt_tabwidget_stackedwidget``)
        self.requests_answered = 0  # (for tests: the requests answered as Qt does, and those that moved nothing)
        self.requests_left = 0

    def _placed(self) -> tuple[bool, object]:
        """Whether the tab bar and the page holder are where Qt's placing puts them now, and what the frame is
        painted from (its option's rectangles and shape)."""
        from PySide6.QtWidgets import QStackedWidget, QStyle, QStyleOptionTabWidgetFrame

        if self._holder is None:
            self._holder = self.findChild(QStackedWidget, "qt_tabwidget_stackedwidget",
                                          Qt.FindChildOption.FindDirectChildrenOnly)
        option = QStyleOptionTabWidgetFrame()
        self.initStyleOption(option)
        style = self.style()
        element = QStyle.SubElement
        where = (style.subElementRect(element.SE_TabWidgetTabBar, option, self),
                 style.subElementRect(element.SE_TabWidgetTabContents, option, self))
        placed = (self._holder is not None and self.tabBar().geometry() == where[0] and self._holder.geometry() == where[1]
                  and all(c is None for c in (self.cornerWidget(Qt.Corner.TopLeftCorner),
                                              self.cornerWidget(Qt.Corner.TopRightCorner))))
        framed = (style.subElementRect(element.SE_TabWidgetTabPane, option, self).getRect(), option.rect.getRect(),
                  option.tabBarRect.getRect(), option.selectedTabRect.getRect(), option.tabBarSize.toTuple(),
                  option.shape, option.lineWidth, option.midLineWidth, option.leftCornerWidgetSize.toTuple(),
                  option.rightCornerWidgetSize.toTuple(), int(option.state.value), option.direction, id(style))
        return placed, framed

    def event(self, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.LayoutRequest and self.isVisible() and self._framed is not None:
            placed, framed = self._placed()
            if placed and framed == self._framed:
                self.requests_left += 1
                self.updateGeometry()  # what Qt's answer does besides placing and repainting
                return True
        done = super().event(event)
        if kind == QEvent.Type.LayoutRequest:
            self.requests_answered += 1
            self._framed = self._placed()[1] if self.isVisible() else None
        elif kind in (QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.StyleChange,
                      QEvent.Type.FontChange, QEvent.Type.PaletteChange, QEvent.Type.LayoutDirectionChange,
                      QEvent.Type.ParentChange):
            self._framed = None  # placed or repainted by Qt at this event: the next request is answered as Qt does
        return done

    def tabInserted(self, index: int) -> None:  # noqa: N802 (Qt's naming)
        self._framed = None
        super().tabInserted(index)

    def tabRemoved(self, index: int) -> None:  # noqa: N802 (Qt's naming)
        self._framed = None
        super().tabRemoved(index)


def tell_hidden_layouts(widget: QWidget) -> None:
    """``widget``'s size hints changed while it is not shown (a game's page being made, the window not shown
    yet): the layouts that hold it, up to the first widget shown, are told now, as Qt tells them when a widget
    shown changes. Qt tells the layout above a widget only once the widget is shown, and a layout asked before
    (a splitter given its sizes asks) keeps what it was told: the window's first layout pass then used the list
    of powers' old width (41 px narrower), and once the list was shown the board's column was laid out, its
    results fitted and the sheet laid out a second time, all before the first paint."""
    child = widget
    while not child.isVisible() and not child.isWindow():
        parent = child.parentWidget()
        if parent is None:
            return
        child.updateGeometry()  # the hints its parent's layout keeps for it
        lay = parent.layout()
        if lay is not None:
            _invalidate_holding(lay, child)
        child = parent


def _invalidate_holding(lay: QLayout, widget: QWidget) -> bool:
    """Invalidate ``lay`` and the layouts in it that hold ``widget`` (a layout keeps its items' hints). Found by
    asking each layout where the widget or a layout of its stands (``indexOf``), never through ``itemAt``, whose items
    PySide keeps known for as long as the layout lives, even once Qt has deleted them (gui/common.py,
    ``tab_order_by_layout``)."""
    held = lay.indexOf(widget) >= 0 or any(_invalidate_holding(sub, widget) for sub in held_layouts(lay))
    if held:
        lay.invalidate()
    return held


_SHRINK = QSizePolicy.PolicyFlag.ShrinkFlag.value
_IGNORED = QSizePolicy.Policy.Ignored
_LAYOUT_REQUEST = QEvent.Type.LayoutRequest  # (every event of the sheets' stack is asked its type: ``SheetStack.event``)


def _taken_by_splitter(w: QWidget) -> tuple[object, ...]:
    """All a splitter reads of ``w`` (``QSplitterPrivate::recalc``: qSmartMinSize and qSmartMaxSize; its size hint)."""
    policy = w.sizePolicy()
    return (w.isHidden(), w.sizeHint().toTuple(), w.minimumSizeHint().toTuple(), w.minimumSize().toTuple(),
            w.maximumSize().toTuple(), policy.horizontalPolicy(), policy.verticalPolicy())


def _smart_min_size(w: QWidget) -> QSize:
    """The smallest size a layout gives ``w`` (Qt's qSmartMinSize)."""
    least, floor, ceiling, policy = w.minimumSizeHint(), w.minimumSize(), w.maximumSize(), w.sizePolicy()
    shrink = _SHRINK
    across, down = policy.horizontalPolicy(), policy.verticalPolicy()
    across_shrinks, down_shrinks = across.value & shrink, down.value & shrink
    # the size hint only when the policy takes it (a sheet's does not: it lays the sheet out again at another width)
    hint = w.sizeHint() if not (across_shrinks and down_shrinks) else least
    width = height = 0
    if across != _IGNORED:
        width = least.width() if across_shrinks else max(hint.width(), least.width())
    if down != _IGNORED:
        height = least.height() if down_shrinks else max(hint.height(), least.height())
    width, height = min(width, ceiling.width()), min(height, ceiling.height())
    if floor.width() > 0:
        width = floor.width()
    if floor.height() > 0:
        height = floor.height()
    return QSize(max(0, width), max(0, height))


SWATCH_EDGE = "#3a4652"  # every swatch's outline: a white (Russia) or pale one shows on a light background


def swatch_icon(colour: str, size: int = 14) -> QIcon:
    """A power's swatch: its colour, outlined."""
    from PySide6.QtGui import QPainter, QPen

    pix = QPixmap(size, size)
    pix.fill(QColor(colour))
    p = QPainter(pix)
    p.setPen(QPen(QColor(SWATCH_EDGE), 2))
    p.drawRect(1, 1, size - 2, size - 2)
    p.end()
    return QIcon(pix)


SWATCHES_KEPT = 32  # the swatches a list of powers keeps (``PowerSwitcher._swatch``): a few maps, both palettes
FITS_KEPT = 8  # the key legend's fits kept (``KeyLegend._fits``): a few heights, a language or two
_FONT_CHANGE = QEvent.Type.FontChange


class KeyLegend(QLabel):
    """The key legend under the powers: as many of its lines as fit the height it is given, then
    "… F1: every key" (never cut in the middle of a line on a small screen). ``text()`` is the whole legend."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        # (width, text), the height for it, for the label's font: forgotten when the font changes (``event``)
        self._hfw: tuple[object, int] | None = None
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.setMinimumHeight(0)
        self._painted_whole = False  # the last paint covered the whole label
        # what the lines shown were fitted to (legend, "… F1" line, font, width, height): the same fit gives the
        # same lines (a game opened over another sets the same legend again)
        self._fitted: tuple[object, ...] | None = None
        # the lines found for each such fit lately (``_fit``): the notice that time is called takes its height from
        # the powers' column, and gives it back at the next phase, so the legend is fitted at the same two heights
        # at every F8 and every adjudication after it (the legend's text changes only with the language or the keys)
        self._fits: dict[tuple[object, ...], str] = {}

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's naming)
        super().paintEvent(event)
        self._painted_whole = event.rect().contains(self.rect())

    def event(self, event: QEvent) -> bool:
        # a label of several lines lays its text out for a new size as it paints, and that layout asks for the
        # label's repaint (in an event of its own, as it is asked during the paint): the label was painted a
        # second time after F8 and Shift+F8 (the legend is shorter while time is called). What it asks to
        # repaint was painted already when that paint covered the whole label
        kind = event.type()
        if kind == QEvent.Type.UpdateLater and self._painted_whole:
            self._painted_whole = False
            return True
        if kind == _FONT_CHANGE:  # (the height kept for a width: ``heightForWidth``)
            self._hfw = None
        if kind == QEvent.Type.Resize and cast(QResizeEvent, event).oldSize().width() == self.width():
            # taller or shorter only (the notice that time is called takes its height or gives it back): QLabel
            # would lay its text out again at its next paint, three times (its options, its frame's margin and its
            # width set again), though a text laid out at the same width has the same lines, each in the same
            # place (the legend is aligned to the top). Qt's resize is made as ``QLabel`` makes it, but for that
            # (a new text or another width is laid out again as before)
            return QFrame.event(self, event)
        return super().event(event)

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's naming)
        # kept: a label works out its height by laying its text out again, and repaints itself for it (the
        # layout of the powers' column asked on each layout pass of the sheet beside it). Kept for the label's font
        # until it changes (``event``: a ``FontChange``), not compared by ``QFont.key()``, a string Qt builds at each
        # ask (``QFont::toString``: a letter that lays the sheet out fetched some 400 lines of its code from memory)
        key = (width, QLabel.text(self))
        if self._hfw is None or self._hfw[0] != key:
            self._hfw = (key, super().heightForWidth(width))
        return self._hfw[1]

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's naming)
        self._full = text
        self._fit()

    def text(self) -> str:
        return self._full

    def shown_text(self) -> str:
        """What is shown: the lines that fit."""
        return QLabel.text(self)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's naming)
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        more = translate("MainWindow", "… F1: every key")
        self.ensurePolished()
        fitted = (self._full, more, self.font().key(), self.width(), self.height())
        if fitted == self._fitted:
            return
        text = self._fits.get(fitted)
        if text is None:
            text = self._lines_that_fit(more)
            if len(self._fits) >= FITS_KEPT:
                self._fits.clear()
            self._fits[fitted] = text
        QLabel.setText(self, text)
        self._fitted = fitted

    def _lines_that_fit(self, more: str) -> str:
        """As many of the legend's lines as fit the label's height at its width, then ``more`` (a line cut off)."""
        from PySide6.QtGui import QTextDocument

        lines = self._full.split("<br>")
        doc = QTextDocument()
        doc.setDefaultFont(self.font())
        doc.setDocumentMargin(0)
        doc.setTextWidth(max(1, self.width()))
        room = self.height()
        text = self._full
        for n in range(len(lines), 0, -1):
            text = "<br>".join(lines[:n] + ([more] if n < len(lines) else []))
            doc.setHtml(text)
            if doc.size().height() <= room or n == 1:
                break
        return text


class PowerList(QListWidget):
    """The list of powers: each row carries its size (``size_rows``), which Qt's own delegate answers at once.

    A list whose rows may differ in size asks a row's size for each rectangle of it it computes: a switch of sheets
    (Ctrl+PgDn) asked ten times (the rows left and chosen, their selection, their paint). Qt's delegate takes a row's
    size from the row's ``SizeHintRole`` when it has one, and computes it (laying its text out) otherwise; a delegate
    of Python that kept the sizes (round 9) was still a call into Python at each ask, about 48 k instructions each."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.iconSizeChanged.connect(self._size_all)

    def size_rows(self, rows: Iterable[int]) -> None:
        """Each of ``rows`` given its size as the list's own delegate computes it with the list's options and no size
        given (its ``SizeHintRole``). Asked after every change of what a row's size depends on: its text, font or icon
        (``PowerSwitcher``: the only writer of the rows), the list's font, style, direction, locale or icon size. The
        options' state (focus, active window, selection) is not part of it: the rows' style sizes every state alike
        (tests/test_speed_switch_kept.py)."""
        model = self.model()
        delegate = self.itemDelegate()
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        role = Qt.ItemDataRole.SizeHintRole
        for row in rows:
            item = self.item(row)
            if item is None:
                continue
            old = item.data(role)
            # the delegate answers the size given when there is one: taken away while it computes, the model's signals
            # held (the list is told of the row's size once, below, when it changed)
            blocked = model.blockSignals(True)
            try:
                item.setData(role, None)
                size = delegate.sizeHint(option, model.index(row, 0))
                if old is not None and old == size:
                    item.setData(role, old)
            finally:
                model.blockSignals(blocked)
            if old is None or old != size:
                item.setData(role, size)

    def _size_all(self, *_: object) -> None:
        self.size_rows(range(self.count()))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's naming)
        """Qt's paint, the rows of each part of the region painted apart: a list paints every row its region's bounding
        rectangle meets (``QListView::paintEvent``), and a switch from the last power to the first (or back) asks the
        first and the last rows only: the seven rows were painted, five of them clipped away whole (1.6 M instructions).
        The region's rectangles are grouped by the rows they meet (rows met by two rectangles join their groups: no row
        is painted twice, which would draw its antialiased text twice over), and each group is painted as Qt paints it,
        under the same clip; a rectangle that meets no row has no row painted in it (its background is painted before)."""
        region = event.region()
        if region.rectCount() < 2 or self.state() != QAbstractItemView.State.NoState:
            super().paintEvent(event)
            return
        model = self.model()
        rows = [self.visualRect(model.index(row, 0)) for row in range(model.rowCount())]
        groups: list[tuple[int, QRegion]] = []  # (the last row a group meets, its region)
        for rect in region:  # (a region's rectangles come top to bottom)
            top, bottom = rect.top(), rect.bottom()
            met = [i for i, r in enumerate(rows) if r.top() <= bottom and r.bottom() >= top]
            if not met:
                continue
            if groups and met[0] <= groups[-1][0]:
                last, part = groups[-1]
                groups[-1] = (max(last, met[-1]), part.united(rect))
            else:
                groups.append((met[-1], QRegion(rect)))
        for _last, part in groups:
            super().paintEvent(QPaintEvent(part))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's naming)
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.LayoutDirectionChange,
                            QEvent.Type.LocaleChange):
            self._size_all()


class PowerSwitcher(QWidget):
    """The list of powers (with their sheet's state) beside the order pane of the one chosen."""

    currentChanged = Signal(int)  # noqa: N815 (Qt's naming)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        left = QVBoxLayout()
        left.setSpacing(6)
        self.list = PowerList(self)
        self.list.setFixedWidth(192)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setIconSize(QSize(14, 14))
        self.list.setStyleSheet("QListWidget::item { padding: 5px 2px; }")
        left.addWidget(self.list)
        self.keys = KeyLegend()  # the key legend (MainWindow.retranslate)
        self.keys.setWordWrap(True)
        self.keys.setFixedWidth(192)
        self.keys.setStyleSheet("color: #5b6773; font-size: 11px;")
        self.keys.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        left.addWidget(self.keys, 1)
        self.stack = SheetStack(self)
        self._names: dict[int, str] = {}  # row -> the power's label without its marks
        self._labelled: dict[int, tuple[QListWidgetItem, tuple[str, str, bool, bool]]] = {}  # row -> its item, ``set_label``'s
        # colour -> its swatch: its pixels are the colour's alone (``swatch_icon``), and a game opened over another of
        # the same map made the seven again (tests/test_gui_open_swatches.py); forgotten past ``SWATCHES_KEPT``
        self._swatches: dict[str, QIcon] = {}
        self._width_of: tuple[tuple[str, ...], tuple[str, ...], QFont, int] | None = None  # ``fit_width``'s last measure
        lay.addLayout(left)
        lay.addWidget(self.stack, 1)
        self.list.currentRowChanged.connect(self._on_row)
        self.before_read: Callable[[], None] | None = None  # brings the labels up to date (DiplomacyPanels)
        self.build: Callable[[int], object] | None = None  # makes the sheet at a row before it is shown (DiplomacyPanels)
        # while the switch that shows a sheet is told (``currentChanged``): the sheet was made for it, and has just
        # read the game (``_on_row``)
        self.made_now = False
        self._made_row: int | None = None

    def _build_row(self, row: int) -> None:
        before = self.stack.widget(row)
        if self.build is not None:
            self.build(row)
        if self.stack.widget(row) is not before:
            self._made_row = row

    def _on_row(self, row: int) -> None:
        if 0 <= row < self.stack.count():
            self._build_row(row)
            self.made_now, self._made_row = self._made_row == row, None
            self.stack.setCurrentIndex(row)
            try:
                self.currentChanged.emit(row)
            finally:
                self.made_now = False

    def clear(self) -> None:
        # the sheets first, none shown on the way (each one removed showed the next: a layout of each sheet,
        # and the list's rows going showed them again)
        for w in self.stack.take_all():
            w.deleteLater()
        self.list.clear()
        self._names = {}
        self._labelled = {}

    def add_pane(self, pane: QWidget, label: str, colour: str, fit: bool = True) -> None:
        """A power's row and its sheet (``fit``: the list fitted to its rows now; False: the caller adds more rows
        and fits the list once, ``fit_rows``)."""
        item = QListWidgetItem(self._swatch(colour), label)
        item.setData(Qt.ItemDataRole.UserRole, colour)
        self._names[self.list.count()] = label
        self.list.addItem(item)
        self.list.size_rows((self.list.count() - 1,))
        self.stack.addWidget(pane)
        if fit:
            self.fit_rows()

    def _swatch(self, colour: str) -> QIcon:
        icon = self._swatches.get(colour)
        if icon is None:
            if len(self._swatches) >= SWATCHES_KEPT:
                self._swatches.clear()
            icon = self._swatches[colour] = swatch_icon(colour)
        return icon

    def fit_rows(self) -> None:
        """The list as tall as its rows and as wide as its longest name."""
        rows = self.list.count()
        height = rows * max(24, self.list.sizeHintForRow(0)) + 2 * self.list.frameWidth() + 4
        if height != self.list.minimumHeight() or height != self.list.maximumHeight():
            self.list.setFixedHeight(height)
            tell_hidden_layouts(self.list)
        self.fit_width()

    def fit_width(self) -> None:
        """Wide enough for the longest power's name and its marks (long in Japanese: オーストリア＝ハンガリー)."""
        # the names and the widest marks any of them may carry: the list keeps its width as marks come and go
        known = self._names  # (a row's item asked only when its label is not known: ``get``'s default is made first)
        names = tuple(known[i] if i in known else self.list.item(i).text() for i in range(self.list.count()))
        marks = (f"   {translate('OrderPane', 'REFUSED')} ! ≈", f"   {translate('OrderPane', 'LATE')} ! ≈", "   ✓ ≈")
        font = self.list.font()
        kept = self._width_of
        if kept is not None and kept[0] == names and kept[1] == marks and kept[2] == font:
            width = kept[3]  # measured for these names, marks and font (every refresh asked again: 0.5 M instructions)
        else:
            width = self.measured_width(names, marks, font)
            self._width_of = (names, marks, QFont(font), width)
        if width == self.list.minimumWidth() == self.list.maximumWidth() == self.keys.minimumWidth():
            return
        self.list.setFixedWidth(width)
        self.keys.setFixedWidth(width)
        tell_hidden_layouts(self.list)

    @staticmethod
    def measured_width(names: tuple[str, ...], marks: tuple[str, ...], font: QFont) -> int:
        """The list's width for ``names`` and ``marks`` in ``font`` (a name in the list's font or bold, a mark bold)."""
        from PySide6.QtGui import QFontMetrics

        fm = QFontMetrics(font)
        bold = QFont(font)
        bold.setBold(True)
        bfm = QFontMetrics(bold)
        widest_mark = max(bfm.horizontalAdvance(m) for m in marks)
        longest = max((max(fm.horizontalAdvance(n), bfm.horizontalAdvance(n)) for n in names), default=0)
        return max(192, min(360, longest + widest_mark + 14 + 24))

    def set_colour(self, i: int, colour: str) -> None:
        item = self.list.item(i)
        if item is not None:
            item.setIcon(self._swatch(colour))
            item.setData(Qt.ItemDataRole.UserRole, colour)
            self.list.size_rows((i,))

    def set_label(self, i: int, label: str, mark: str, active: bool, alarm: bool = False) -> None:
        item = self.list.item(i)
        if item is None:
            return
        self._names[i] = label
        said = (label, mark, active, alarm)
        kept = self._labelled.get(i)
        if kept is not None and kept[0] is item and kept[1] == said:
            return  # (this row was given these already: only this sets a row's text, colour and font)
        # each role read and set with ``data``/``setData``, as ``text``, ``setText``, ``font``... do in C++: called from
        # Python, PySide calls the item's own; reached through ``setText`` and the others they are virtual calls on an item
        # made in Python, and PySide looks for a Python override of each first
        role = Qt.ItemDataRole
        item.setData(role.DisplayRole, label + (f"   {mark}" if mark else ""))
        colour = ERROR_COLOUR if (alarm or "!" in mark) else ("#1f2a36" if active else "#8a96a3")
        item.setData(role.ForegroundRole, solid(colour))  # (the brush ``setForeground(QColor(colour))`` made)
        f = item.data(role.FontRole)
        f = QFont() if f is None else f  # (``font()``: a default font while none is set)
        f.setBold(active)
        item.setData(role.FontRole, f)
        self.list.size_rows((i,))
        self._labelled[i] = (item, said)

    def count(self) -> int:
        return self.stack.count()

    def currentIndex(self) -> int:  # noqa: N802 (Qt's naming)
        return self.stack.currentIndex()

    def setCurrentIndex(self, i: int) -> None:  # noqa: N802 (Qt's naming)
        if 0 <= i < self.stack.count():
            self._build_row(i)
        self.list.setCurrentRow(i)
        self._made_row = None
        self.stack.setCurrentIndex(i)

    def set_page(self, i: int, page: QWidget) -> None:
        """The sheet at row ``i``, made (in place of what held its row until then)."""
        self.stack.replace(i, page).deleteLater()

    def currentWidget(self) -> QWidget | None:  # noqa: N802 (Qt's naming)
        return self.stack.currentWidget()

    def label(self, i: int) -> str:
        if self.before_read is not None:
            self.before_read()
        item = self.list.item(i)
        return item.text() if item is not None else ""


class DeclareEndDialog(QDialog):
    """Victory by agreement, shared victory, agreed end, concession (rulebook 5)."""

    REASONS = [("agreed-draw", QT_TRANSLATE_NOOP("MainWindow", "Agreed end: draw between the survivors")),
               ("shared-victory", QT_TRANSLATE_NOOP("MainWindow", "Shared victory")),
               ("agreed-year", QT_TRANSLATE_NOOP("MainWindow", "Agreed end at a year set in advance")),
               ("agreed-time", QT_TRANSLATE_NOOP("MainWindow", "Agreed end at a time set in advance")),
               ("vote", QT_TRANSLATE_NOOP("MainWindow", "End by vote")),
               ("conceded", QT_TRANSLATE_NOOP("MainWindow", "Conceded to one power")),
               ("victory", QT_TRANSLATE_NOOP("MainWindow", "Victory"))]

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        # (the dialogs' classes imported when one opens: PySide makes a class's enums when it is first imported)
        from PySide6.QtWidgets import QDialogButtonBox, QFormLayout, QLineEdit

        super().__init__(parent)
        self.setWindowTitle(translate("MainWindow", "Declare the end of the game"))
        form = QFormLayout(self)
        self.reason = QComboBox()
        for key, label in self.REASONS:
            self.reason.addItem(translate("MainWindow", label), key)
        form.addRow(translate("MainWindow", "How it ends"), self.reason)
        self.boxes: dict[str, QCheckBox] = {}
        counts = game.supply_counts()
        box = QWidget()
        lay = QVBoxLayout(box)
        lay.setContentsMargins(0, 0, 0, 0)
        for p in game.powers:
            cb = QCheckBox(translate("MainWindow", "{power} ({n} centres)").format(power=power_name(game, p),
                                                                                   n=counts.get(p, 0)))
            cb.setChecked(counts.get(p, 0) > 0)
            self.boxes[p] = cb
            lay.addWidget(cb)
        form.addRow(translate("MainWindow", "Winners / sharing"), box)
        self.detail = QLineEdit()
        self.detail.setPlaceholderText(translate("MainWindow", "e.g. agreed at 23:10 by all players"))
        form.addRow(translate("MainWindow", "Detail"), self.detail)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        tab_order_by_layout(self)

    def values(self) -> tuple[str, list[str], str]:
        return (str(self.reason.currentData()), [p for p, cb in self.boxes.items() if cb.isChecked()],
                self.detail.text().strip())

class AfterPaint(QObject):
    """Calls ``then`` once ``widget`` has been painted, each time it is armed (``arm``): an event filter on the
    widget until its next paint event (then removed: no Python call for the widget's events after it)."""

    def __init__(self, widget: QWidget, then: Callable[[], object]) -> None:
        super().__init__(widget)
        self._then = then
        self._armed = False

    def arm(self) -> None:
        if not self._armed:
            self._armed = True
            cast(QWidget, self.parent()).installEventFilter(self)

    def disarm(self) -> None:
        if self._armed:
            self._armed = False
            cast(QWidget, self.parent()).removeEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's naming)
        if event.type() == QEvent.Type.Paint and self._armed:
            self.disarm()
            self._then()  # (within the paint: it only starts a timer)
        return False


class DiplomacyPanels(GamePanels):
    """Diplomacy in the referee's window."""

    COMMANDS = ROWS
    EXPORT_FORMATS = EXPORT_FORMATS
    USES_CLOCK = True

    def __init__(self, window: GameWindow, game: Game) -> None:
        super().__init__(window, game)
        self.game: Game = game
        # the sheets: the one shown is made with the window, the others when first shown or read, or one at a
        # time when the window is idle after it is shown (``_build_idle``); until then a row holds a placeholder
        self._powers: list[str] = []
        self._panes: list[OrderPane | None] = []
        # sheets made but not shown when the game changed phase or position: loaded when next shown or read
        # (``_pane_at``); the value says whether the load must set the text even when unchanged (``_mark_stale``)
        self._stale: dict[int, bool] = {}
        self._idle_build = QTimer(self.page)
        self._idle_build.setSingleShot(True)
        self._idle_build.timeout.connect(self._build_idle)
        # the idle-time making starts once the page is painted: timed from ``shown`` (before the window's first
        # paint when a game file is opened at the start), a slow or busy machine could run the first slices before
        # the first paint, keeping the board from the screen (round 9 of issue 33)
        self._after_paint = AfterPaint(self.page, weak_method(self._start_idle_build))
        self.board: BoardWidget | None = None
        self._completions: QStringListModel | None = None
        self._names: ProvinceNames | None = None
        self._ruleset_name = ""
        self._now: Callable[[], float] = time.monotonic
        self._phase_log = PhaseLog()  # the current phase's events, read as the game's log grows
        self._texts: list[tuple[Callable[[str], None], str]] = []  # (setter, source text) to retranslate
        settings = language.load_settings()
        self.click_inserts = bool(settings.get("click_inserts", False))  # a plain click writes the space (View menu)
        self.auto_call_time = bool(settings.get("auto_call_time", True))  # time is called at 0:00 of order writing
        self.native_unit_marks = bool(settings.get("unit_marks", False))  # 陸/艦 on the tokens in Chinese and Japanese
        self.pending_all = bool(settings.get("pending_all", False))  # typed orders of every power on the board, not one's
        self.palette = COLOUR_BLIND if settings.get("palette") == COLOUR_BLIND else RULEBOOK  # the powers' colours
        self.initials = bool(settings.get("initials", False))  # units carry their power's initial
        self._checked: dict[str, tuple[object, tuple[PendingOrder, ...]]] = {}  # power -> (what was checked, its orders)
        self._clock_told: tuple[object, ...] | None = None  # ``_clock_stamp`` when ``refresh_clock`` last told the clocks
        # what the board was last given (``_show_board``): the board, the position, the results, show_orders, pending
        self._board_shown: tuple[Any, ...] | None = None
        self._normal_sizes: list[int] | None = None  # the board/results split before "results at full height"
        self.tab_asked: int | None = None  # the tab the referee went to by its key (Alt+n) in this phase
        # while the referee types, the sheet and its checks follow each key; the board's arrows, the list of
        # powers and the record follow when typing pauses (``flush_views``; anything that reads them first
        # brings them up to date)
        self._later = QTimer(self.page)
        self._later.setSingleShot(True)
        self._later.setInterval(TYPING_PAUSE_MS)
        self._later.timeout.connect(self.flush_views)
        self._later_due = False
        # what the flush brings up to date beside the board's typed orders: the list of powers' marks and the record
        # (a change of the game put them off); a switch of sheets alone changes only the arrows shown (the selected
        # power's typed orders), so it puts off the board only
        self._later_all = False
        # the powers whose sheets a change put off since the list of powers was last brought up to date: a row's
        # marks read only its own power's sheet and late state (``sheet_marks``), so the flush sets only theirs
        self._later_powers: set[str] = set()
        self._build_page()
        self.set_game(game)

    # ===================================================================== layout
    def _build_page(self) -> None:
        outer = QHBoxLayout(self.page)
        outer.setContentsMargins(4, 4, 4, 4)
        self.hsplit = QSplitter(Qt.Orientation.Horizontal)
        outer.addWidget(self.hsplit)

        self.vsplit = QSplitter(Qt.Orientation.Vertical)
        self.board_holder = QWidget()
        self.board_layout = QVBoxLayout(self.board_holder)
        self.board_layout.setContentsMargins(0, 0, 0, 0)
        self.vsplit.addWidget(self.board_holder)
        self.info_tabs = InfoTabs()
        self.results = ResultsPanel()
        win = self.win  # not self: the panels' widgets tie no reference cycle with the panels (gui/collector.py)
        self.results.on_why = lambda: win.run("why")  # the button is the command (Ctrl+I)
        self.retreats = RetreatsPanel()
        self.centres = CentresPanel()
        self.centres.palette = self.palette
        self.record = RecordPanel()
        # the score of the ended game (Game > Score, Ctrl+Shift+P): made when first shown or read (``score_panel``)
        self._score_panel: ScorePanel | None = None
        self._score_holder = QWidget()  # its tab's page until then
        self._score_game: Game | None = None  # the game it is to show
        # what the tab would hold, had it been made when the window first showed another game (a File > Open made it
        # then): the settings it read then, and the last system a game shown since was scored under (None: none)
        self._score_settings: dict[str, Any] | None = None
        self._score_system: str | None = None
        for i, (panel, label) in enumerate(((self.results, QT_TRANSLATE_NOOP("MainWindow", "Results")),
                                            (self.retreats, QT_TRANSLATE_NOOP("MainWindow", "Retreats")),
                                            (self.centres, QT_TRANSLATE_NOOP("MainWindow", "Centres && adjustments")),
                                            (self.record, QT_TRANSLATE_NOOP("MainWindow", "Record")),
                                            (self._score_holder, SCORE_TAB))):
            self.info_tabs.addTab(panel, label)
            self._t(partial(self.info_tabs.setTabText, i), label)
        self.vsplit.addWidget(self.info_tabs)
        self.info_tabs.currentChanged.connect(self._on_info_tab)
        # on a small screen the board yields first: the results, the sheet and the clock keep a width
        # they can be read at (down to 1280x720)
        self.board_holder.setMinimumSize(160, 120)
        self.info_tabs.setMinimumSize(RESULTS_MIN_WIDTH, 170)
        self.vsplit.setCollapsible(1, False)
        self.vsplit.setStretchFactor(0, 2)
        self.vsplit.setStretchFactor(1, 1)
        self.vsplit.setSizes([660, 260])
        self.hsplit.addWidget(self.vsplit)

        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(4, 0, 0, 0)
        rl.setSpacing(6)
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet("background: #f9a825; color: #1a1a1a; font-weight: bold; font-size: 15px;"
                                  " border-radius: 6px; padding: 8px;")
        self.banner.hide()
        rl.addWidget(self.banner)
        self.phase_label = heading_label(7)
        # a longer phase name ("Winter 1901 Adjustments") never widens the pane (the board kept its size)
        self.phase_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        rl.addWidget(self.phase_label)
        self.clock_widget = ClockWidget(self.win.clock, right)
        self.clock_widget.setMinimumHeight(130)
        self.clock_widget.setMaximumHeight(150)
        self.clock_widget.fit_to_height()  # the digits for the height it will have: the first layout is the last
        rl.addWidget(self.clock_widget)
        self.time_called_label = QLabel()
        self.time_called_label.setWordWrap(True)  # a long list of late sheets never widens the pane
        self.time_called_label.setStyleSheet(f"color: {ERROR_COLOUR}; font-weight: bold;")
        self.time_called_label.hide()
        self._time_called_hidden = True  # (``_refresh_time_called``: hidden again by a key only when it was shown)
        rl.addWidget(self.time_called_label)
        self.power_tabs = PowerSwitcher()
        self.power_tabs.before_read = weak_method(self.flush_views)
        self.power_tabs.currentChanged.connect(self._on_power_tab)
        rl.addWidget(self.power_tabs, 1)
        buttons = QHBoxLayout()
        self.adjudicate_button = QPushButton()
        self._t(self.adjudicate_button.setText, QT_TRANSLATE_NOOP("MainWindow", "Adjudicate  (Ctrl+Enter)"))
        self.adjudicate_button.setStyleSheet("font-weight: bold; padding: 6px 12px;")
        self.adjudicate_button.clicked.connect(lambda _checked=False: self.win.run("adjudicate"))
        self.call_time_button = QPushButton()
        self._t(self.call_time_button.setText, QT_TRANSLATE_NOOP("MainWindow", "Call time (F8)"))
        self.call_time_button.clicked.connect(lambda _checked=False: self.win.run("call_time"))
        self.clock_button = QPushButton()
        self.clock_button.clicked.connect(lambda _checked=False: self.win.run("clock"))
        buttons.addWidget(self.clock_button)
        buttons.addWidget(self.call_time_button)
        buttons.addStretch(1)
        buttons.addWidget(self.adjudicate_button)
        rl.addLayout(buttons)
        self.power_tabs.stack.setMinimumWidth(SHEET_MIN_WIDTH)
        self.clock_widget.setMinimumWidth(CLOCK_MIN_WIDTH)
        self.hsplit.addWidget(right)
        self.hsplit.setCollapsible(0, False)
        self.hsplit.setCollapsible(1, False)
        self.hsplit.setStretchFactor(0, 3)
        self.hsplit.setStretchFactor(1, 2)
        self.hsplit.setSizes([900, 600])
        self.retreats.selected.connect(self._on_retreat_selected)

    @property
    def score_panel(self) -> ScorePanel:
        """The Score tab, made the first time it is shown or read, as it would be had it been made with the
        window: the scoring system remembered (read now), then each game shown since (a game already scored
        shows the last system it was scored under)."""
        if self._score_panel is None:
            from .score_view import ScorePanel

            panel = ScorePanel()
            panel.recordRequested.connect(lambda: self.win.run("record_score"))
            self._score_panel = panel
            tabs = self.info_tabs
            i, current = tabs.indexOf(self._score_holder), tabs.currentIndex()
            tabs.blockSignals(True)
            tabs.removeTab(i)
            tabs.insertTab(i, panel, translate("MainWindow", SCORE_TAB))
            tabs.setCurrentIndex(current)
            tabs.blockSignals(False)
            self._score_holder.deleteLater()
            if self._score_settings is not None:  # as the games shown before this one left it
                from .score_view import chosen_system

                panel.set_system(chosen_system(self._score_settings), remember=False)
            if self._score_system is not None:
                panel.set_system(self._score_system, remember=False)
            if self._score_game is not None:
                panel.show_game(self._score_game)
        return self._score_panel

    def _show_score_game(self, game: Game) -> None:
        if self._score_panel is not None:
            self._score_panel.show_game(game)
            return
        shown = self._score_game
        if shown is not None and game is not shown and shown.end is not None:
            self.score_panel.show_game(game)  # an ended game was shown: the tab made now, from it (as before)
            return
        if shown is not None and game is not shown:
            # another game before the tab was ever shown: the tab is still not made (a File > Open made it, with the
            # scoring's modules and Qt's first table of scores: 30-40 M instructions). A game that goes on leaves
            # nothing in the tab but the system (its heading is the next game's, its note and table stay empty,
            # as ScorePanel.refresh shows it): what it would hold is kept instead, the settings it would have read,
            # then the system that game was last scored under (as ScorePanel.show_game sets it); scores are read
            # only from a game that holds one
            if self._score_settings is None:
                self._score_settings = language.load_settings()
            if any(ev.kind == SCORE_EVENT for ev in shown.events):
                from referee_app.tournament.scoring import SYSTEMS, find_system, recorded_scores

                earlier = recorded_scores(shown)
                if earlier:
                    name = find_system(earlier[-1].system).name
                    if any(s.name == name for s in SYSTEMS):  # (the panel lists every system)
                        self._score_system = name
        self._score_game = game  # shown when the tab is made

    def _on_info_tab(self, index: int) -> None:
        if self._score_panel is None and self.info_tabs.widget(index) is self._score_holder:
            self.score_panel  # noqa: B018  (made as it is first shown)

    def _t(self, setter: Callable[[str], Any], source: str) -> None:
        """Show ``source`` (marked with QT_TRANSLATE_NOOP) translated now and after every change of language."""
        self._texts.append((setter, source))
        setter(translate("MainWindow", source))

    # ===================================================================== the shared window's questions
    def set_game(self, game: Any) -> bool:
        """Show ``game`` (a new one, or one just opened from its file)."""
        if not isinstance(game, Game):
            return False
        self.game = game
        self._checked = {}  # the checked sheets were another game's
        if self.board is None or self._ruleset_name != game.ruleset.name:
            old = self.board
            if old is not None:
                self.board_layout.removeWidget(old)
                old.hide()  # the old game's board gone at once (deleted later, it was still shown in the next frame)
                old.deleteLater()
            self.board = BoardWidget(game.ruleset, self.board_holder, lang=self.board_language())
            self.board.before_read = weak_method(self.flush_views)
            self.board.provinceClicked.connect(self._on_board_click)
            self.board.pendingClicked.connect(self._on_pending_clicked)
            self.board_layout.addWidget(self.board)
            if old is not None and self.board_holder.isVisible():
                self.board.show()  # in the next frame (Qt shows a widget added to a window shown by a queued call)
            self._apply_unit_marks()
            self._apply_colours()
            self._ruleset_name = game.ruleset.name
            self._names = ProvinceNames(game.ruleset)
            _keep_board_names(game)
            self._completions = QStringListModel(self._names.words, self.page)
        self._build_panes()
        return True

    def make_clock(self, now: Callable[[], float]) -> PhaseClock:
        self._now = now
        game = self.game
        settings = settings_from_game(game, self._phase_log.clock_events(game.events))  # (one pass over the log)
        return PhaseClock.from_events(game.events, settings, now=now, wall=game.now, phase=str(game.phase),
                                      kept=self._phase_log)

    def clock_changed(self, clock: PhaseClock) -> None:
        self.clock_widget.set_clock(clock)

    def shown(self) -> None:
        self.power_tabs.keys.setText(key_legend(self.win.rows))
        self._start_count_up_if_needed()
        # the sheet shown was made for this game in ``set_game``, and read it then (``OrderPane.load_from_game``):
        # refreshed again only if something it reads changed since (a count-up's clock event above), not a second
        # time for nothing (tests/test_gui_open_refreshed_once.py)
        for pane in self._loaded_panes():
            pane.refresh_if_changed()
        self.refresh_all(sheets=False)
        self._idle_build.stop()  # the sheets not shown, once the window is up: from the page's next paint
        self._after_paint.arm()

    def _start_idle_build(self) -> None:
        self._idle_build.start(IDLE_BUILD_MS)

    def refresh(self) -> None:
        self.refresh_all()

    def focus(self) -> None:
        self.focus_orders()

    def actions_built(self) -> None:
        self.win.act_codes_only.setChecked(self.win.codes_only)
        self.win.act_click_inserts.setChecked(self.click_inserts)
        self.win.act_auto_call_time.setChecked(self.auto_call_time)
        self.win.act_unit_marks.setChecked(self.native_unit_marks)
        self.win.act_pending_all.setChecked(self.pending_all)
        self.win.act_palette.setChecked(self.palette == COLOUR_BLIND)
        self.win.act_initials.setChecked(self.initials)

    def title(self) -> str:
        return self.game.setup.title or translate("MainWindow", "Diplomacy")

    def status_text(self) -> str:
        return phase_name(self.game.phase, self.win.lang)

    def file_stem(self) -> str:
        return self.game.setup.title or "game"

    def error_text(self, exc: BaseException) -> str:
        return error_text(exc, self.win.lang, self.game.ruleset)

    def retranslate(self) -> None:
        for setter, source in self._texts:
            setter(translate("MainWindow", source))
        self.power_tabs.keys.setText(key_legend(self.win.rows))
        for panel in (self.results, self.retreats, self.centres, self.record, self._score_panel):
            if panel is not None:  # the Score tab made later is made in the language of then
                panel.retranslate()
        for pane in self._built_panes():
            pane.retranslate()
        self.refresh_all()
        self.clock_widget.refresh()

    def set_language(self, lang: str) -> None:
        if self.board is not None:
            self.board.set_language(self.board_language())
        if self.win.projector is not None:
            self.win.projector.set_language(lang, board_lang=self.board_language())
        self._apply_unit_marks()

    def make_projector(self) -> ProjectorWindow:
        from .projector import DiplomacyProjector

        projector = DiplomacyProjector(self.game, self.win.clock, None, lang=self.win.lang,
                                       board_lang=self.board_language())
        marks = self.win.lang if self.native_unit_marks and self.win.lang != "en" else ""
        projector.board.set_unit_marks(marks)
        projector.set_palette(self.palette)
        projector.board.set_initials(self.initials)
        # what its clock shows beside the clock itself (a stopped clock's next period), before its first paint: told
        # only by ``refresh_clock``, a projector opened between two of the window's ticks read 0:00 until the next
        self._clock_to_projector(projector, *self._clock_shown())
        return projector

    def clock_event(self, event: dict[str, Any]) -> None:
        """Order writing ran out: time is called by itself (a Clock option, on by default)."""
        if event["action"] == "end" and event["period"] == Period.ORDERS.value:
            beep()
            if self.auto_call_time and not self.game.time_called:
                self.game.call_time(reason="expired")
                self.win.statusBar().showMessage(translate("MainWindow", "Order writing is over: time is called (sheets "
                                                                         "changed now are late). Adjudicate with Ctrl+Enter."))
            else:
                self.win.statusBar().showMessage(translate("MainWindow", "Order writing is over: call time (F8), then "
                                                                         "adjudicate (Ctrl+Enter)."))

    @classmethod
    def setup_form(cls, parent: QWidget | None = None) -> SetupForm:
        from .setup import DiplomacySetup

        return DiplomacySetup(parent)

    # ===================================================================== the game
    def board_language(self) -> str:
        """What the boards name the provinces in: the window's language, or their codes."""
        return "codes" if self.win.codes_only else self.win.lang

    def _build_panes(self) -> None:
        assert self.game is not None
        self.power_tabs.blockSignals(True)
        self.power_tabs.clear()
        self.power_tabs.build = weak_method(self._pane_at)  # no reference cycle (gui/collector.py)
        self._powers = list(self.game.powers)
        self._panes = [None] * len(self._powers)
        self._stale = {}
        for i, power in enumerate(self._powers):
            colour = power_colour(self.game.ruleset, power, self.palette)
            self.power_tabs.add_pane(QWidget(), f"{i + 1}  {power_name(self.game, power)}", colour, fit=False)
        self.power_tabs.fit_rows()  # once, for every row (each row fitted the list again, measuring every name)
        self.power_tabs.blockSignals(False)
        self.power_tabs.setCurrentIndex(0)

    @property
    def panes(self) -> list[OrderPane]:
        """Every power's sheet, in the game's order (those not made yet are made now)."""
        return [self._pane_at(i) for i in range(len(self._panes))]

    def _built_panes(self) -> list[OrderPane]:
        """The sheets made so far (a sheet made later reads the game as it is then)."""
        return [p for p in self._panes if p is not None]

    def _loaded_panes(self) -> list[OrderPane]:
        """The sheets made and loaded (a sheet loaded later reads the game as it is then)."""
        return [p for i, p in enumerate(self._panes) if p is not None and i not in self._stale]

    def _pane_at(self, i: int) -> OrderPane:
        pane = self._panes[i]
        if pane is None:
            assert self.game is not None
            power = self._powers[i]
            pane = OrderPane(self.game, power, self._names, self._completions)
            pane.set_colour(power_colour(self.game.ruleset, power, self.palette))
            self._panes[i] = pane
            self.power_tabs.set_page(i, pane)
        elif i in self._stale:  # shown or read: loaded now, as it would have been at each change since
            pane.load_from_game(reset=self._stale.pop(i))
        return pane

    def _mark_stale(self, i: int, pane: OrderPane) -> None:
        """A sheet not shown, left to be loaded when next shown or read. Loading it at each change would have set
        its text whenever the game's differed from the editor's, clearing its undo history and putting the cursor
        at the end; if that happened at any change since its last load, its load sets the text whatever it is."""
        reset = self._stale.get(i, False)
        if not reset:  # the editor still holds what it held: as an eager load would compare it
            reset = pane.editor.toPlainText() != pane.game_text()
        self._stale[i] = reset

    def _build_idle(self) -> None:
        """One sheet not made yet, made while the window is idle; then the next, in a later slice."""
        for i, pane in enumerate(self._panes):
            if pane is None:
                self._pane_at(i)
                self._idle_build.start(0)
                return

    def pane(self, power: str) -> OrderPane:
        try:
            return self._pane_at(self._powers.index(power.upper()))
        except ValueError:
            raise KeyError(power) from None

    def current_pane(self) -> OrderPane | None:
        i = self.power_tabs.currentIndex()
        return self._pane_at(i) if 0 <= i < len(self._panes) else None

    def on_change(self, change: Change) -> None:
        game = self.game
        if game is None:
            return
        if change.phase or change.position:
            # the sheet shown is loaded; the others when next shown or read (``_pane_at``)
            shown = self.power_tabs.currentIndex()
            for i, pane in enumerate(self._panes):
                if pane is None:
                    continue
                if i == shown:
                    self._pane_at(i).load_from_game()
                else:
                    self._mark_stale(i, pane)
            if change.phase:  # a correction of the position within the phase leaves its clock running
                self._on_phase_change()
        else:
            for power in change.orders:
                i = self._powers.index(power) if power in self._powers else -1
                pane = self._panes[i] if i >= 0 else None
                if pane is None:  # a sheet not made yet reads the game when it is made
                    continue
                if i in self._stale:  # a sheet not loaded yet reads the game when it is loaded
                    self._mark_stale(i, pane)
                else:
                    pane.sync()
        if change.results or change.phase or change.position or change.ended:
            # the sheets were just loaded, each checked as it was (``load_from_game``): not checked a second time
            self.refresh_all(sheets=not (change.phase or change.position))
        elif change.orders:  # a key typed: the arrows, the list of powers and the record when typing pauses
            self._later_due = True
            self._later_all = True
            self._later_powers |= change.orders
            self._later.start()
            self._refresh_time_called(key=True)
        else:
            self._refresh_tabs()
            self._refresh_time_called()
            self.record.show_game(game)
        if change.ended and game.end is not None:  # scored once the change has reached every view
            QTimer.singleShot(0, self.page, self.score_ended_game)

    def _on_phase_change(self) -> None:
        """A new phase (adjudication or undo): the clock stops; retreats and adjustments count up."""
        assert self.game is not None
        self.win.clock.reset()
        self.win.set_clock(PhaseClock.from_events(self.game.events, self.win.clock.settings, now=self._now,
                                                  wall=self.game.now, phase=str(self.game.phase), kept=self._phase_log))
        self._start_count_up_if_needed()

    def _start_count_up_if_needed(self) -> None:
        game = self.game
        if game is None or game.end is not None or self.win.clock.period is not Period.IDLE:
            return
        if game.phase.type is PhaseType.RETREATS:
            self.win.log_clock(self.win.clock.start(Period.RETREATS))
        elif game.phase.type is PhaseType.ADJUSTMENTS:
            self.win.log_clock(self.win.clock.start(Period.ADJUSTMENTS))

    def flush_views(self) -> None:
        """What typing put off (the typed orders' arrows, the list of powers, the record), now."""
        if not self._later_due:
            return
        every = self._later_all
        self._later_due = self._later_all = False
        powers, self._later_powers = self._later_powers, set()
        self._later.stop()
        if self.game is None:
            return
        if every:  # (after a switch alone the marks and the record are as the game left them: not asked again)
            self._refresh_tabs(powers)
        self._show_board()
        if every:
            self.record.show_game(self.game)

    def refresh_all(self, sheets: bool = True) -> None:
        """Every view of the game brought up to date (``sheets``: the order sheets too)."""
        game = self.game
        if game is None:
            return
        self._later_due = self._later_all = False  # everything put off is done here
        self._later.stop()
        self.phase_label.setText(phase_name(game.phase, self.win.lang))
        if sheets:
            for pane in self._loaded_panes():  # a sheet made or loaded later reads the game then
                pane.refresh()
        self._refresh_tabs()
        adj = game.last.adjudication if game.last is not None else None
        self.results.show_adjudication(game, adj)
        if game.phase.type is PhaseType.RETREATS:
            self.retreats.show_options(game, game.retreat_options())
        elif adj is not None and adj.retreats:
            self.retreats.show_options(game, list(adj.retreats), translate("MainWindow", "Retreats of the last adjudication:"))
        else:
            self.retreats.show_options(game, [])
        self.centres.show_game(game)
        self.record.show_game(game)
        self._show_score_game(game)
        self._refresh_time_called()
        self._show_board()
        self._refresh_banner()
        self.refresh_clock()
        self.adjudicate_button.setEnabled(game.end is None)

    def _refresh_tabs(self, powers: set[str] | None = None) -> None:
        """The list of powers' rows: every row, or (``powers``) only those powers' rows, the others being up to date
        (a change of one power's sheet changes no other row: ``flush_views``)."""
        game = self.game
        if game is None:
            return
        if powers is None:
            self._later_powers = set()  # (every row now as the game is)
        active = set(game.active_powers())
        # (``power_name``'s, read once: it imports the language module at each call)
        ruleset, lang, civil = game.ruleset, language.current(), game.civil_disorder
        for i, power in enumerate(self._powers):
            if powers is not None and power not in powers:
                continue
            name = ruleset_power_name(ruleset, power, lang)
            mark = sheet_marks(game, power)  # the game's check of the sheet: no pane needed
            label = f"{i + 1}  {name}"
            if power in civil:
                label += translate("MainWindow", "  (no player)")
            self.power_tabs.set_label(i, label, mark, power in active, power in game.current.late)
        self.power_tabs.fit_width()
        # a row's text or font changed: the list lays its rows out again, on a timer of its own that fires after the
        # window's paint (and the list was painted a second time for it); laid out now, its repaint joins that paint
        self.power_tabs.list.executeDelayedItemsLayout()

    def _refresh_time_called(self, key: bool = False) -> None:
        """The time-called line (late and refused sheets) and the clocks. ``key``: after a sheet's change alone, which
        changes nothing the clocks read: they are told again only when what they read changed since they were last
        told (``_clock_stamp``), e.g. a running clock's time."""
        game = self.game
        if game is None:
            return
        if not key:
            self.refresh_clock()
        else:
            stamp = self._clock_stamp()
            if stamp is None or stamp != self._clock_told:
                self.refresh_clock()
        late = [power_name(game, p) for p in sorted(game.current.late)]
        refused = [power_name(game, p) for p in sorted(game.current.refused)]
        sep = translate("MainWindow", ", ") if late or refused else ""  # (asked only when a list is written)
        if game.time_called:
            text = translate("MainWindow", "Time called: changes now are marked late (2.1.3).")
            if late:
                text += translate("MainWindow", " Late: {powers} (Ctrl+L lets a late sheet stand).").format(powers=sep.join(late))
            if refused:
                text += translate("MainWindow", " Refused as late: {powers}.").format(powers=sep.join(refused))
            self.time_called_label.setText(text)
            self.time_called_label.show()
            self._time_called_hidden = False
        elif late:
            self.time_called_label.setText(translate("MainWindow", "Late sheets waiting for your decision: {powers}")
                                           .format(powers=sep.join(late)))
            self.time_called_label.show()
            self._time_called_hidden = False
        elif not self._time_called_hidden:  # (hidden, it stays so: a key with no time called asked Qt at each key)
            self.time_called_label.hide()
            self._time_called_hidden = True

    def _refresh_banner(self) -> None:
        game = self.game
        if game is None or game.end is None:
            self.banner.hide()
            return
        end = game.end
        undo = (translate("MainWindow", "  (Undo the last adjudication with Ctrl+Alt+Z to go on.)")
                if end.reason in ("victory", "shared-victory") else "")
        self.banner.setText(end_banner(end, self.win.lang, game.ruleset) + undo)
        self.banner.show()

    def pending_orders(self) -> list[PendingOrder]:
        """The orders accepted on the sheets and not yet adjudicated, for the referee's board: the selected
        power's, or every power's (View menu). The game checks the sheets; the projector never sees these."""
        game = self.game
        if game is None or game.end is not None:
            return []
        pane = self.current_pane()
        powers = game.powers if self.pending_all else ([pane.power] if pane is not None else [])
        out: list[PendingOrder] = []
        for power in powers:
            if power in game.current.refused:
                continue  # a refused late sheet's orders will not be adjudicated: no arrows for them
            key = (str(game.phase), tuple(game.current.sheets.get(power, [])), id(game.position), tuple(game.civil_disorder))
            hit = self._checked.get(power)
            if hit is None or hit[0] != key:  # (the orders made once per checked sheet: each pause asked them again)
                checks = game.check_sheet(power) if key[1] else []
                # an order the sheet had before, read from its line as then (the game's kept check: the same order
                # object), is the same pending order: given again, not made again, so that the board's comparison
                # of what it was given finds it by identity (a key changes one line; the pause compared them all)
                before = {(p.line, p.text): p for p in hit[1]} if hit is not None else {}
                orders: list[PendingOrder] = []
                for i, chk in enumerate(checks):
                    if chk.ok and chk.order is not None:
                        old = before.get((i, chk.canonical))
                        orders.append(old if old is not None and old.order is chk.order
                                      else PendingOrder(power, i, chk.order, chk.canonical))
                hit = (key, tuple(orders))
                self._checked[power] = hit
            out += hit[1]
        return out

    def _show_board(self) -> None:
        game = self.game
        if game is None or self.board is None:
            return
        adj = game.last.adjudication if game.last is not None else None
        pending = tuple(self.pending_orders())
        if pending:  # what is typed replaces the last results on the referee's board
            shown: tuple[Any, ...] = (game.position, None, True, pending)
        elif adj is not None and adj.next_phase == game.phase:
            shown = (game.position, adj, True, ())  # the results that led here
        else:
            shown = (game.position, None, False, ())
        # only this window gives its board a position (``show_position``): given what it was last given (the same
        # position and results objects, which are never changed, and equal typed orders: a key that changes no
        # accepted order, the typing pause after it), the board would build the same scene again to find nothing
        # changed. Its other settings (highlights, colours, language, ...) are told to it by their own calls.
        last = self._board_shown
        if last is None or last[0] is not self.board or last[1] is not shown[0] or last[2] is not shown[1] \
                or last[3] != shown[2] or last[4] != shown[3]:
            self._board_shown = (self.board, *shown)
            self.board.show_position(shown[0], shown[1], show_orders=shown[2], pending=shown[3])
        if game.phase.type is PhaseType.ADJUSTMENTS:
            sites = [s for p, n in game.adjustments().items() if n > 0 for s in game.build_sites(p)]
            if sites:
                self.board.highlight(sites, kind="build")

    def _on_retreat_selected(self, province: str, destinations: list[str]) -> None:
        if self.board is None:
            return
        self.board.clear_highlight()
        if destinations:
            self.board.highlight(destinations, kind="retreat")
        sep = translate("MainWindow", ", ")
        self.win.statusBar().showMessage(translate("MainWindow", "Retreats from {province}: {where}").format(
            province=province, where=sep.join(destinations) or translate("MainWindow", "none (disbands)")), 8000)

    def _fit_board(self) -> None:
        if self.board is not None:
            self.board.fit()
        if self.win.projector is not None:
            self.win.projector.board.fit()

    def _on_board_click(self, code: str) -> None:
        """A click on a space writes its code into the sheet only with Ctrl, or in "click to insert" mode;
        never the click that brings the window to the front (it was meant to focus the window)."""
        board = self.board
        if board is None or not board.last_click_focused:
            return
        if self.click_inserts or board.last_click_modifiers & Qt.KeyboardModifier.ControlModifier:
            self.province_clicked(code)
        else:
            self.win.statusBar().showMessage(translate("MainWindow", "{province}: Ctrl+click writes it into the sheet.").format(
                province=code), 4000)

    def toggle_click_inserts(self) -> None:
        """View > A click writes the space into the sheet (kept for the next start)."""
        self.click_inserts = not self.click_inserts
        self.win.act_click_inserts.setChecked(self.click_inserts)
        language.save_settings(click_inserts=self.click_inserts)

    def toggle_unit_marks(self) -> None:
        """View > Unit marks in the language: 陸/艦 (陆/舰, 陸/海) on the tokens instead of A/F (kept)."""
        self.native_unit_marks = not self.native_unit_marks
        self.win.act_unit_marks.setChecked(self.native_unit_marks)
        language.save_settings(unit_marks=self.native_unit_marks)
        self._apply_unit_marks()

    def _apply_unit_marks(self) -> None:
        marks = self.win.lang if self.native_unit_marks and self.win.lang != "en" else ""
        for board in (self.board, self.win.projector.board if self.win.projector is not None else None):
            if board is not None:
                board.set_unit_marks(marks)

    def toggle_auto_call_time(self) -> None:
        """Clock > Call time automatically when order writing runs out (on by default; kept)."""
        self.auto_call_time = not self.auto_call_time
        self.win.act_auto_call_time.setChecked(self.auto_call_time)
        language.save_settings(auto_call_time=self.auto_call_time)

    def toggle_results_room(self) -> None:
        """F4: the results tabs take the height of the board's column (and back), for a long results table."""
        sizes = self.vsplit.sizes()
        total = sum(sizes) or 1
        if self._normal_sizes is None:
            self._normal_sizes = sizes
            self.board_holder.hide()  # the whole height: every row of a full phase shows (rows closer if need be)
            self.vsplit.setSizes([0, total])
            self.results.set_compact(True)
            self.win.act_results_room.setChecked(True)
            w = self.info_tabs.currentWidget()
            target = getattr(w, "table", None) or getattr(w, "list", None)
            if target is not None:
                target.setFocus()
        else:
            self.board_holder.show()
            self.results.set_compact(False)
            self.vsplit.setSizes(self._normal_sizes)
            self._normal_sizes = None
            self.win.act_results_room.setChecked(False)

    def province_clicked(self, code: str) -> None:
        """Write the space's code into the sheet being typed, at the cursor."""
        pane = self.current_pane()
        if pane is None or self.game is None:
            return
        editor = pane.editor
        cursor = editor.textCursor()
        before = editor.toPlainText()[: cursor.position()]
        sep = "" if not before or before[-1] in " \n-(/" else " "
        cursor.insertText(sep + code)
        editor.setTextCursor(cursor)
        editor.setFocus()

    def select_power(self, index: int) -> None:
        if 0 <= index < self.power_tabs.count():
            self.power_tabs.setCurrentIndex(index)
            self.focus_orders()

    def switch_power(self, step: int) -> None:
        n = self.power_tabs.count()
        if n:
            self.select_power((self.power_tabs.currentIndex() + step) % n)

    def focus_orders(self) -> None:
        pane = self.current_pane()
        if pane is not None:
            pane.editor.setFocus()

    def _on_power_tab(self, index: int) -> None:
        pane = self.current_pane()
        if pane is not None and not self.power_tabs.made_now:  # (a sheet made for this switch has just read the game)
            pane.refresh_if_changed()  # (nothing done since it was last shown: it shows the game as it is)
        if not self.pending_all:  # the selected power's typed orders, when the referee pauses (as while typing)
            self._later_due = True
            self._later.start()

    def _on_pending_clicked(self, power: str, line: int) -> None:
        """A typed order's arrow was clicked: its power's sheet, the cursor on its line."""
        try:
            pane = self.pane(power)
        except KeyError:
            return
        self.select_power(self._powers.index(pane.power))
        block = pane.editor.document().findBlockByNumber(line)
        if block.isValid():
            cursor = pane.editor.textCursor()
            cursor.setPosition(block.position())
            cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
            pane.editor.setTextCursor(cursor)
        pane.editor.setFocus()
        if self.game is not None:
            self.win.statusBar().showMessage(translate("MainWindow", "{power}, line {n}: {order}").format(
                power=power_name(self.game, power), n=line + 1, order=block.text()), 6000)

    def toggle_pending_all(self) -> None:
        """View > Typed orders of every power on the board (else the selected power's only); kept."""
        self.pending_all = not self.pending_all
        self.win.act_pending_all.setChecked(self.pending_all)
        language.save_settings(pending_all=self.pending_all)
        self._show_board()

    def toggle_palette(self) -> None:
        """View > Colours safe for colour-blind players (the rulebook's colours by default); kept."""
        self.palette = RULEBOOK if self.palette == COLOUR_BLIND else COLOUR_BLIND
        self.win.act_palette.setChecked(self.palette == COLOUR_BLIND)
        language.save_settings(palette=self.palette)
        self._apply_colours()

    def toggle_initials(self) -> None:
        """View > Power initials on the units; kept."""
        self.initials = not self.initials
        self.win.act_initials.setChecked(self.initials)
        language.save_settings(initials=self.initials)
        self._apply_colours()

    def _apply_colours(self) -> None:
        """The palette and the initials on every board (the projector's too: the players read it), and the
        powers' swatches beside them."""
        if self.board is not None:
            self.board.set_palette(self.palette)
            self.board.set_initials(self.initials)
        projector = self.win.projector
        if projector is not None and hasattr(projector, "set_palette"):
            projector.set_palette(self.palette)
            projector.board.set_initials(self.initials)
        self.centres.palette = self.palette
        if self.game is not None:
            for i, power in enumerate(self._powers):
                colour = power_colour(self.game.ruleset, power, self.palette)
                pane = self._panes[i]
                if pane is not None:  # a sheet made later takes the palette then
                    pane.set_colour(colour)
                self.power_tabs.set_colour(i, colour)
            self.centres.show_game(self.game)

    def next_info_tab(self) -> None:
        self.info_tabs.setCurrentIndex((self.info_tabs.currentIndex() + 1) % self.info_tabs.count())
        w = self.info_tabs.currentWidget()
        target = getattr(w, "table", None) or getattr(w, "list", None)
        if target is not None:
            target.setFocus()

    def decide_late(self, accept: bool) -> None:
        pane = self.current_pane()
        if pane is None or self.game is None:
            return
        name = power_name(self.game, pane.power)
        state = self.game.current.late_state(pane.power)
        if not state:
            self.win.statusBar().showMessage(translate("MainWindow", "{power}'s sheet is not late.").format(power=name), 5000)
            return
        if state == "refused" and not accept:
            self.win.statusBar().showMessage(translate("MainWindow", "The late sheet of {power} is refused already.").format(
                power=name), 5000)
            return
        pane.decide_late(accept)
        if accept:
            text = translate("MainWindow", "The late sheet of {power} stands.")
        else:
            text = translate("MainWindow", "The late sheet of {power} is refused: it does not count.")
        self.win.statusBar().showMessage(text.format(power=name), 6000)
        self.refresh_all()

    def adjudicate(self) -> None:
        game = self.game
        if game is None:
            return
        self.flush_views()
        if game.end is not None:
            self.win.tell(translate("MainWindow", "The game is over"),
                      translate("MainWindow", "The game has ended. Undo the last adjudication (Ctrl+Alt+Z) to go on."))
            return
        if not self._ready_to_adjudicate():
            return
        late = [power_name(game, p) for p in sorted(game.current.late)]
        if late and not self.win.ask(translate("MainWindow", "Late sheets"), translate(
                "MainWindow", "These sheets were changed after time was called and do not count unless you let them "
                "stand (Ctrl+L): {powers}.\n\nAdjudicate anyway?").format(powers=translate("MainWindow", ", ").join(late))):
            return
        # the adjudication's events are committed to the game file by its writer thread while the views show them
        # (the commit's wait for the disk, synchronous = FULL, overlapped with the window's work), and are on disk
        # before this returns: before the results are painted and the next key is read (``write_behind``)
        with write_behind():
            if self.win.clock.counts_down and not self.win.clock.ended:
                self.win.log_clock(self.win.clock.end("adjudicated"))
            phase = game.phase
            tossed = game.toss
            t0 = time.perf_counter()
            game.process()  # a RefereeError: the dispatcher shows it (MainWindow.run)
            self.last_adjudication_ms = (time.perf_counter() - t0) * 1000
            adj = game.last.adjudication if game.last is not None else None
            asked, self.tab_asked = self.tab_asked, None
            if asked is not None:  # the referee chose a tab by its key during the phase: it stays
                self.info_tabs.setCurrentIndex(asked)
            elif phase.type is not PhaseType.MOVEMENT:  # after retreats or a winter: what happened stays in view
                self.info_tabs.setCurrentWidget(self.results)
            elif adj is not None and adj.retreats:
                self.info_tabs.setCurrentWidget(self.retreats)
                if self.retreats.list.count():
                    self.retreats.list.setCurrentRow(0)
            elif game.phase.type is PhaseType.ADJUSTMENTS:
                self.info_tabs.setCurrentWidget(self.centres)
            else:
                self.info_tabs.setCurrentWidget(self.results)
            msg = translate("MainWindow", "{phase} adjudicated; now {next}.").format(
                phase=phase_name(phase, self.win.lang), next=phase_name(game.phase, self.win.lang))
            toss = game.toss
            if toss is not None and tossed is None:
                joins = translate("MainWindow", ", ").join(power_name(game, p) for p in toss.get("joins", [])
                                                          if p in game.ruleset.map.powers)
                side = (translate("MainWindow", "heads") if toss.get("result") == "heads" else translate("MainWindow", "tails"))
                msg += translate("MainWindow", " Coin toss ({side}): {power} joins {joins}.").format(
                    side=side, power=power_name(game, str(toss.get("power"))), joins=joins)
            if game.end is not None:
                msg += translate("MainWindow", " The game is over.")
            self.win.statusBar().showMessage(msg, 10000)
            self._select_first_active()

    def _ready_to_adjudicate(self) -> bool:
        """Before a movement phase is adjudicated while players may still be writing (the clock has not
        reached order writing, or time has not been called): ask, naming the powers with no orders yet."""
        game = self.game
        if game is None or game.phase.type is not PhaseType.MOVEMENT or game.time_called:
            return True
        c = self.win.clock
        if c.period is Period.IDLE:
            when = translate("MainWindow", "The clock has not been started.")
        elif c.period is Period.DIPLOMACY:
            when = translate("MainWindow", "The diplomacy period is still on: order writing has not begun.")
        else:
            when = translate("MainWindow", "Time has not been called on order writing (F8).")
        missing = [power_name(game, p) for p in game.active_powers()
                   if not any(chk.ok for chk in game.check_sheet(p))]
        sep = translate("MainWindow", ", ")
        text = when + "\n\n"
        if missing:
            text += translate("MainWindow", "No orders yet from: {powers}.").format(powers=sep.join(missing)) + "\n\n"
        text += translate("MainWindow", "Adjudicate now?")
        return self.win.ask(translate("MainWindow", "Adjudicate before time is called?"), text)

    def _select_first_active(self) -> None:
        game = self.game
        if game is None:
            return
        active = game.active_powers()
        for i, power in enumerate(self._powers):
            if power in active and power not in game.civil_disorder:
                self.select_power(i)
                return

    def undo(self) -> None:
        game = self.game
        if game is None:
            return
        from referee_app.games.diplomacy.table.game import EditRecord

        target = game.undo_target()
        if target is None:
            self.win.tell(translate("MainWindow", "Nothing to undo"), translate("MainWindow", "No phase has been adjudicated yet."))
            return
        if isinstance(target, EditRecord):
            if not self.win.ask(translate("MainWindow", "Undo the correction"), translate(
                    "MainWindow", "Take back the correction of the position made in {phase} ({note})? The position before it "
                    "comes back; both stay in the game record.").format(phase=phase_name(target.before.phase, self.win.lang),
                                                                        note=target.note)):
                return
            game.undo()
            self.win.statusBar().showMessage(translate("MainWindow", "The correction of the position was taken back."), 10000)
            return
        last = phase_name(game.history[-1].phase, self.win.lang)
        if not self.win.ask(translate("MainWindow", "Undo the adjudication"), translate(
                "MainWindow", "Take back the adjudication of {phase}? Its orders come back for correction; both versions "
                "stay in the game record.").format(phase=last)):
            return
        game.undo()
        self.win.statusBar().showMessage(translate(
            "MainWindow", "The adjudication of {phase} was taken back. Correct the orders and adjudicate again.").format(
            phase=last), 10000)

    # ===================================================================== any position, sandboxes
    # (gui/position_actions.py, with the window: the sandboxes are the window's)
    def edit_position(self) -> None:
        """Game > Correct the position (Ctrl+E): the position editor; OK records the correction with the note."""
        from .. import position_actions

        position_actions.edit_position(cast(Any, self.win))

    def open_sandbox(self, choice: int | None = None) -> Any:
        """Game > Sandbox (Ctrl+B): a copy of a phase (or an empty board) in a window of its own."""
        from .. import position_actions

        return position_actions.open_sandbox(cast(Any, self.win), choice)

    def why(self) -> None:
        """Why? (Ctrl+I): the figures of the result selected in the results tab, from the engine; from a
        sheet, of the result of the line the cursor is on (in the results shown)."""
        pane = next((p for p in self._built_panes() if p.editor.hasFocus()), None)
        self.info_tabs.setCurrentWidget(self.results)
        if pane is not None:  # from the sheet: its line (a row chosen in the table is asked from the table)
            result = self._result_of_line(pane)
            if result is not None:
                self.results.select_result(result)
        self.results.why()

    def _result_of_line(self, pane: OrderPane) -> Any:
        """The result (in the results tab) of the sheet line the cursor is on: the same order written, else
        the power's result in the same place of its sheet."""
        adj = self.results.adjudication
        if adj is None:
            return None
        mine = sorted((r for r in adj.results if r.power == pane.power and r.seq < 10**6), key=lambda r: r.seq)
        if not mine:
            return None
        cursor = pane.editor.textCursor()
        line = cursor.block().text().strip()
        same = [r for r in mine if r.text.strip() == line and line]
        if same:
            return same[0]
        return mine[min(cursor.blockNumber(), len(mine) - 1)]

    def show_info_tab(self, index: int) -> None:
        """Alt+1 … Alt+5: straight to the results table, the retreats, the centres, the record, the score."""
        if 0 <= index < self.info_tabs.count():
            self.info_tabs.setCurrentIndex(index)
            self.tab_asked = index  # kept through the next adjudication (``adjudicate``)
            w = self.info_tabs.currentWidget()
            target = getattr(w, "table", None) or getattr(w, "list", None) or w
            target.setFocus()

    def toggle_civil_disorder(self) -> None:
        """A player has left (rule 4.3.1), or comes back: the power's units follow the civil-disorder rules."""
        game, pane = self.game, self.current_pane()
        if game is None or pane is None:
            return
        title = translate("MainWindow", "Civil disorder")
        on = pane.power not in game.civil_disorder
        name = power_name(game, pane.power)
        if on:
            question = translate("MainWindow", "Put {power} in civil disorder? Its units hold, dislodged units disband and "
                                               "removals follow the rules (chapter 4).")
        else:
            question = translate("MainWindow", "Take {power} out of civil disorder: its player is back?")
        if not self.win.ask(title, question.format(power=name)):
            return
        game.set_civil_disorder(pane.power, on)
        self.refresh_all()

    def declare_end(self) -> None:
        game = self.game
        if game is None:
            return
        dlg = DeclareEndDialog(game, self.page.window())
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return
        reason, winners, detail = dlg.values()
        game.declare_end(reason, winners, detail)

    # ===================================================================== score
    def score_ended_game(self) -> None:
        """The game has just ended: score it under the chosen system, keep the score in the game file
        (unless this ending already has it) and show it."""
        from referee_app.tournament.scoring import current_scores

        game = self.game
        if game is None or game.end is None or self.win.game is not game:
            return
        system = self.score_panel.current_system()
        if not any(r.system == system for r in current_scores(game)):
            self.win.run("record_score")
        self.info_tabs.setCurrentWidget(self.score_panel)

    def show_score(self) -> None:
        """Game > Score of the game: the Score tab, with the system chooser focused."""
        if self.game is None:
            return
        self.info_tabs.setCurrentWidget(self.score_panel)
        self.score_panel.refresh()
        self.score_panel.system.setFocus()

    def record_score(self) -> None:
        """Score the ended game under the system chosen in the Score tab and keep it in the game file."""
        from referee_app.tournament.scoring import find_system, record_score

        game = self.game
        if game is None:
            return
        system = find_system(self.score_panel.current_system())
        record_score(game, system)  # a ScoringError: the dispatcher tells it (MainWindow.run)
        self.score_panel.refresh()
        self.win.statusBar().showMessage(translate("MainWindow", "Score under {system} kept in the game record.").format(
            system=render(system.title_msg, self.win.lang)), 8000)

    def add_note(self) -> None:
        if self.game is None:
            return
        from PySide6.QtWidgets import QInputDialog

        text, ok = QInputDialog.getText(self.page.window(), translate("MainWindow", "Note"),
                                        translate("MainWindow", "A note for the game record:"))
        if ok and text.strip():
            self.game.note(text.strip())

    def _clock_stamp(self) -> tuple[object, ...] | None:
        """All that ``refresh_clock`` reads (and the clocks it tells read), as far as it can change; None while the
        clock runs (its time changes by itself)."""
        c = self.win.clock
        if c.running:
            return None
        game = self.game
        return (c, c.period, c.length, c.ended, c.first, c.elapsed(), c.settings, game,
                None if game is None else (game.end, game.phase, game.time_called, is_first_movement(game)),
                language.current(), self.win.projector, self.clock_widget, self.clock_widget.clock)

    def refresh_clock(self) -> None:
        self._clock_told = self._clock_stamp()
        c = self.win.clock
        game = self.game
        hint = ""
        if game is not None and game.end is None:
            if c.period is Period.IDLE:
                hint = (translate("MainWindow", "F5 starts the diplomacy period") if game.phase.type is PhaseType.MOVEMENT
                        else translate("MainWindow", "F5 starts the clock"))
            elif c.period is Period.DIPLOMACY and c.ended:
                hint = translate("MainWindow", "F5 starts order writing")
            elif c.period is Period.ORDERS and c.ended:
                hint = (translate("MainWindow", "Call time (F8) and adjudicate (Ctrl+Enter)") if not game.time_called
                        else translate("MainWindow", "Adjudicate (Ctrl+Enter)"))
            elif c.paused:
                hint = translate("MainWindow", "Paused: F5 resumes")
            elif c.period is Period.DIPLOMACY:
                hint = translate("MainWindow", "F6 ends it early · F7 +1 min")
            elif c.period is Period.RETREATS:
                hint = translate("MainWindow", "Retreats are written at once (2.5.2)")
            elif c.period is Period.ADJUSTMENTS:
                hint = translate("MainWindow", "Builds and removals are written at once (2.6.5)")
        called, preview = self._clock_shown()
        if called and game is not None and game.end is None:
            hint = translate("MainWindow", "Time is called: adjudicate (Ctrl+Enter)")
        self.clock_widget.set_time_called(called)
        self.clock_widget.set_hint(hint, preview)
        if c.period is Period.IDLE or (c.ended and c.period is Period.DIPLOMACY):
            self.clock_button.setText(translate("MainWindow", "Start clock (F5)"))
        elif c.running:
            self.clock_button.setText(translate("MainWindow", "Pause (F5)"))
        else:
            self.clock_button.setText(translate("MainWindow", "Resume (F5)"))
        if self.win.projector is not None:
            self._clock_to_projector(self.win.projector, called, preview)

    def _clock_shown(self) -> tuple[bool, float | None]:
        """What the clocks show beside the clock itself: whether time is called, and what a stopped clock reads at a
        movement phase (the length of the diplomacy period it starts; None: 0:00)."""
        c = self.win.clock
        game = self.game
        preview = None
        if game is not None and c.period is Period.IDLE and game.phase.type is PhaseType.MOVEMENT:
            preview = c.settings.length(Period.DIPLOMACY, is_first_movement(game))
        called = game is not None and game.time_called and game.phase.type is PhaseType.MOVEMENT
        return called, preview

    @staticmethod
    def _clock_to_projector(projector: Any, called: bool, preview: float | None) -> None:
        """The projector's clock told what the window's is told (``_clock_shown``), without the window's hint."""
        projector.clock_widget.set_time_called(called)
        projector.clock_widget.set_hint("", preview)

    def clock_start_pause(self) -> None:
        game = self.game
        if game is None or game.end is not None:
            return
        c = self.win.clock
        try:
            if c.period is Period.IDLE:
                if game.phase.type is PhaseType.MOVEMENT:
                    self.win.log_clock(c.start(Period.DIPLOMACY, first=is_first_movement(game)))
                elif game.phase.type is PhaseType.RETREATS:
                    self.win.log_clock(c.start(Period.RETREATS))
                else:
                    self.win.log_clock(c.start(Period.ADJUSTMENTS))
            elif c.ended and c.period is Period.DIPLOMACY:
                self.win.log_clock(c.start(Period.ORDERS))
            elif c.ended:
                self.win.statusBar().showMessage(translate("MainWindow", "This period is over. Extend it (F7) or adjudicate "
                                                                     "(Ctrl+Enter)."), 6000)
                return
            else:
                self.win.log_clock(c.toggle())
        except ClockError as exc:
            self.win.statusBar().showMessage(error_text(exc, self.win.lang), 6000)
        self.refresh_clock()
        if self.win.projector is not None:
            self.win.projector.refresh()

    def end_period(self) -> None:
        c = self.win.clock
        if self.game is None or c.period is Period.IDLE or c.ended:
            self.win.statusBar().showMessage(translate("MainWindow", "No period is running."), 4000)
            return
        period = c.period
        self.win.log_clock(c.end("early"))
        if period is Period.DIPLOMACY:
            self.win.log_clock(c.start(Period.ORDERS))
            self.win.statusBar().showMessage(translate("MainWindow", "Diplomacy ended early; order writing has started."), 6000)
        self.refresh_clock()

    def extend(self, seconds: float) -> None:
        if self.game is None:
            return
        try:
            self.win.log_clock(self.win.clock.extend(seconds))
        except ClockError as exc:
            self.win.statusBar().showMessage(error_text(exc, self.win.lang), 6000)
            return
        self.win.statusBar().showMessage(translate("MainWindow", "Extended by {minutes} minute(s).").format(
            minutes=f"{seconds / 60:g}"), 5000)
        self.refresh_clock()

    def extend_by(self) -> None:
        from PySide6.QtWidgets import QInputDialog

        minutes, ok = QInputDialog.getDouble(self.page.window(), translate("MainWindow", "Extend"),
                                             translate("MainWindow", "Extend the period by (minutes):"), 2.0, 0.5, 120.0, 1)
        if ok:
            self.extend(minutes * 60)

    def call_time(self) -> None:
        game = self.game
        if game is None or game.end is not None:
            return
        if game.time_called:
            self.win.statusBar().showMessage(translate("MainWindow", "Time is already called (Shift+F8 takes it back)."), 5000)
            return
        if self.win.clock.counts_down and not self.win.clock.ended:
            self.win.log_clock(self.win.clock.end("called"))
        game.call_time()
        self.win.statusBar().showMessage(translate("MainWindow", "Time called: any change now is marked late; you decide "
                                                             "whether it stands."), 8000)
        self.refresh_clock()

    def reopen_time(self) -> None:
        if self.game is not None and self.game.time_called:
            self.game.call_time(False)

    def toggle_codes_only(self) -> None:
        """View > Province codes only: follow the menu's check mark, and remember it."""
        self.set_codes_only(self.win.act_codes_only.isChecked(), remember=True)

    def set_codes_only(self, on: bool, *, remember: bool = False) -> None:
        """The boards show province codes (names on hover) instead of names."""
        self.win.codes_only = on
        self.win.act_codes_only.setChecked(on)
        if remember:
            language.save_settings(codes_only=on)
        if self.board is not None:
            self.board.set_language(self.board_language())
        if self.win.projector is not None:
            self.win.projector.set_language(self.win.lang, board_lang=self.board_language())


PANELS = DiplomacyPanels

__all__ = ["DeclareEndDialog", "DiplomacyPanels", "PANELS", "PowerSwitcher", "is_first_movement", "settings_from_game"]

"""What an adjudication decided: every order with its outcome and reason, the
standoffs, the dislodged units with their legal retreats, supply centres and
adjustments, and the game record."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime
from math import ceil
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QFontMetricsF, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from referee_app.core.events import Event, held_data
from referee_app.drawing.primitives import ink_for
from referee_app.games.diplomacy import Adjudication, Game, OrderResult, PhaseType, RefereeError, RetreatOptions
from referee_app.games.diplomacy.rules.i18n import (
    Message,
    order_text,
    phase_name,
    province_name,
    render,
    result_reason,
    result_text,
    shown_status,
    status_text,
    unit_text,
)
from referee_app.games.diplomacy.table.game import PhaseRecord

from .. import language
from ..commands import escape  # html.escape, without importing html at start
from ..common import know_viewport, power_name, solid
from ..language import QT_TRANSLATE_NOOP, keep_words
from .order_pane import WrappedRichLabel

translate = QCoreApplication.translate

# status -> (background, foreground, label)
STATUS_STYLE = {
    "succeeds": ("#e3f2e6", "#1b5e20", "succeeds"),
    "fails": ("#fff1dc", "#8a4b00", "fails"),
    "invalid": ("#fde4e4", "#b71c1c", "invalid"),
    "void": ("#eceff1", "#455a64", "void"),
    "no order": ("#f5f6f7", "#6b7785", "no order"),
    # shown statuses (i18n.shown_status): what happened, where the status alone would mislead
    "counted_once": ("#eef3f8", "#34506b", "counted once"),  # a line written twice alike: harmless
    "disbanded": ("#efe6f3", "#4a2c5e", "disbanded"),  # a unit lost by the rules: not a success
    "refused_late": ("#fff3e0", "#8a4b00", "refused (late)"),  # a late sheet's line the referee refused
}
RESULT_HEADERS = (QT_TRANSLATE_NOOP("Results", "Power"), QT_TRANSLATE_NOOP("Results", "Order as written"),
                  QT_TRANSLATE_NOOP("Results", "Read as"), QT_TRANSLATE_NOOP("Results", "Result"),
                  QT_TRANSLATE_NOOP("Results", "Reason"))
CENTRE_HEADERS = (QT_TRANSLATE_NOOP("Results", "Power"), QT_TRANSLATE_NOOP("Results", "Player"),
                  QT_TRANSLATE_NOOP("Results", "Centres"), QT_TRANSLATE_NOOP("Results", "Units"),
                  QT_TRANSLATE_NOOP("Results", "Builds / removals"), QT_TRANSLATE_NOOP("Results", "Build sites"))


_SIZE_HINT = Qt.ItemDataRole.SizeHintRole
# the roles a cell is given, as the numbers ``QTableWidgetItem.setData`` takes (its role is an int: a Python enum is
# converted at each call)
_DISPLAY = Qt.ItemDataRole.DisplayRole.value
_TOOL_TIP = Qt.ItemDataRole.ToolTipRole.value
_BACKGROUND = Qt.ItemDataRole.BackgroundRole.value
_FOREGROUND = Qt.ItemDataRole.ForegroundRole.value
_FONT = Qt.ItemDataRole.FontRole.value
_ITEM_SET_DATA = QTableWidgetItem.setData  # (looked up once: ``show_adjudication``)
# what a header measures its headings with changes (``ResultsPanel._keep_heading_sizes``)
_HEADER_CHANGES = (QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.LayoutDirectionChange,
                   QEvent.Type.LocaleChange)

# a character that makes a cell's text other than one line of plain text (a line break or separator, a tab, a control
# character, the separator of a text's length variants): such a text is measured by Qt's delegate (``_column_hint``)
_PLAIN_TEXT = re.compile("[\x00-\x1f\x7f\x9c\u2028\u2029]").search

# the results table lists what went wrong first: invalid orders, failures, void orders, units without an
# order, and then what succeeded; within each, power by power in the order written
STATUS_ORDER = {"invalid": 0, "refused_late": 1, "fails": 2, "disbanded": 3, "void": 4, "no order": 5, "succeeds": 6,
                "counted_once": 7}


def status_label(status: str) -> str:
    """succeeds | fails | invalid | void | no order, in the window's language."""
    if status == "no order":
        return translate("Results", "no order")
    return status_text(status, language.current())


def _tag(tag: str) -> str:
    """What a result without a reason did (only a hold that stood has none)."""
    return translate("Results", "held") if tag == "held" else tag


def _sep() -> str:
    return translate("Results", ", ")


def table_rows(table: QTableWidget) -> list[list[str]]:
    """The texts of a table, row by row (for tests and exports)."""
    out = []
    for i in range(table.rowCount()):
        row = []
        for j in range(table.columnCount()):
            item = table.item(i, j)
            row.append(item.text() if item is not None else "")
        out.append(row)
    return out


# each line of a "Why?" by its catalogue key: (mark, colour, bold); a referee reads the marks and colours first
WHY_STYLE: dict[str, tuple[str, str, bool]] = {
    "why.attack": ("", "#0d2238", True),
    "why.hold": ("", "#0d2238", True),
    "why.support_counted": ("✓", "#1b5e20", False),
    "why.support_cut": ("✗", "#b71c1c", False),
    "why.support_not_counted": ("–", "#5f6b76", False),
    "why.its_support_counted": ("✓", "#1b5e20", True),
    "why.its_support_cut": ("✗", "#b71c1c", True),
    "why.its_support_not_counted": ("–", "#5f6b76", True),
    "why.against_hold": ("⟂", "#8a4b00", False),
    "why.against_defend": ("⇄", "#8a4b00", False),
    "why.against_prevent": ("⟂", "#8a4b00", False),
    "why.unopposed": ("·", "#5f6b76", False),
    "why.opposing_support": ("+", "#8a4b00", False),
    "why.opposing_support_cut": ("✗", "#b71c1c", False),
    "why.opposing_support_not_given": ("–", "#5f6b76", False),
    "why.beats": ("→", "#1b5e20", True),
    "why.beaten": ("■", "#8a4b00", True),
    "why.zero_no_route": ("■", "#8a4b00", True),
    "why.zero_own_unit": ("■", "#8a4b00", True),
    "why.dislodged_by": ("✗", "#b71c1c", True),
    "why.dislodging_attack": ("⚔", "#8a4b00", True),
    "why.dislodging_beats": ("→", "#b71c1c", True),
}
WHY_RULE_STYLE = ("§", "#1a4f8b", True)  # the rule that settled a paradox
WHY_ROUTE_STYLE = ("≈", "#0b5563", False)  # convoy routes


def why_html(heading: str, lines: list[Message], lang: str, source: object) -> str:
    """The "Why?" panel's text: the order and its result, then one line per figure, marked and coloured."""
    from referee_app.games.diplomacy.explain.why import SUB_LINES  # (the "Why?" panel's, imported at its first use)

    out = [f'<p style="font-size:15px; font-weight:bold; margin-bottom:6px">{escape(heading)}</p>',
           '<table cellspacing="0" cellpadding="2" style="font-size:14px">']
    for m in lines:
        if m.key.startswith("why.rule."):
            mark, colour, bold = WHY_RULE_STYLE
        elif m.key in ("why.routes", "why.no_routes"):
            mark, colour, bold = WHY_ROUTE_STYLE
        else:
            mark, colour, bold = WHY_STYLE.get(m.key, ("", "#1a1a1a", False))
        text = escape(render(m, lang, source))  # type: ignore[arg-type]
        weight = "bold" if bold else "normal"
        if m.key in SUB_LINES:  # a support of the opposing unit above: under it, indented
            out.append(f'<tr><td></td><td style="color:{colour}; padding-left:26px">'
                       f'<b>{mark}</b>&nbsp;&nbsp;{text}</td></tr>')
            continue
        out.append(f'<tr><td style="color:{colour}; font-weight:bold" width="22" align="center">{mark}</td>'
                   f'<td style="color:{colour}; font-weight:{weight}">{text}</td></tr>')
    out.append("</table>")
    return "".join(out)


_INTERACTIVE = QHeaderView.ResizeMode.Interactive
_FIXED = QHeaderView.ResizeMode.Fixed


def _resizes_itself(header: QHeaderView) -> bool:
    """Whether ``header`` may resize a section by itself (``QHeaderView::resizeSections``: a section that stretches or
    fits its contents, or the last one stretched): the columns' header; not the results' rows', whose sections are all
    interactive (the header's default: the panel sets no mode on it) and sized one by one (``_fit_reason_rows_now``)."""
    if header.orientation() == Qt.Orientation.Horizontal or header.stretchLastSection():
        return True
    n = header.count()
    return any(header.sectionResizeMode(i) not in (_INTERACTIVE, _FIXED) for i in {0, n - 1}) if n else False


@contextmanager
def _sized_now(table: QTableWidget) -> Iterator[None]:
    """Columns or rows of ``table`` resized in the block, the table brought up to date at its end: its
    scroll range now, and its cells repainted with whatever else the command repaints. (A table told of each
    resized row or column repaints them on a timer of its own, which fires after the window's paint: the
    results were painted a second time after each adjudication.)"""
    headers = (table.horizontalHeader(), table.verticalHeader())
    was = [h.blockSignals(True) for h in headers]
    outermost = not any(was)
    sizes: list[list[int]] | None = None
    try:
        yield
        if outermost:
            # the table's geometry (a scroll bar shown or hidden) with the signals still held: a stretched column it
            # resizes is repainted with the whole table just below; told, the table repainted it on a timer of its
            # own, after the window's paint (the first results of a game, or after an undo, were painted twice)
            # (a header resizes sections itself only where they stretch or fit their contents: the rows' header, whose
            # sections the panel sizes one by one, is read only if it does; its 20-odd sizes read twice a fit otherwise)
            watched = [h for h in headers if _resizes_itself(h)]
            sizes = [[h.sectionSize(i) for i in range(h.count())] for h in watched]
            table.updateGeometries()
    finally:
        for h, w in zip(headers, was, strict=True):
            h.blockSignals(w)
        if outermost:
            if sizes is None:  # the block did not end: as before
                table.updateGeometries()
            else:  # any other section the geometry resized is told as before
                for h, before in zip(watched, sizes, strict=True):
                    for i, old in enumerate(before):
                        new = h.sectionSize(i)
                        if new != old and h.sectionResizeMode(i) != QHeaderView.ResizeMode.Stretch:
                            h.sectionResized.emit(i, old, new)
            table.viewport().update()


class ResultsPanel(QWidget):
    """The results table of an adjudication (the last one, or any earlier one chosen above it), and the
    "Why?" panel under it: the selected order's figures as the engine decided them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        top = QHBoxLayout()
        self.heading = QLabel()
        hf = self.heading.font()
        hf.setBold(True)
        hf.setPointSize(hf.pointSize() + 1)
        self.heading.setFont(hf)
        self.heading.setWordWrap(True)
        top.addWidget(self.heading, 1)
        self.phase_label = QLabel()
        top.addWidget(self.phase_label)
        self.phase_box = QComboBox()  # the adjudicated phases of the game: the results of any of them
        self.phase_box.activated.connect(self._on_phase_chosen)
        top.addWidget(self.phase_box)
        self.why_button = QPushButton()
        # the window runs it as its command (its errors told as every command's are); alone, the panel does
        self.on_why: Callable[[], object] = self._on_why_clicked
        self.why_button.clicked.connect(lambda: self.on_why())
        top.addWidget(self.why_button)
        lay.addLayout(top)
        self.split = QSplitter(Qt.Orientation.Vertical)
        self.table = QTableWidget(0, 5, self)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(False)
        self.table.setWordWrap(True)  # a long reason on two lines (``_fit_columns``); the orders elide
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.itemSelectionChanged.connect(self._on_selection)
        hh = self.table.horizontalHeader()
        # the Reason column's width changes (the window, a scroll bar): its rows take the lines they need
        self._filling = False  # the table being filled: its rows fitted once, when every column has its width
        self._fit_due = False  # rows and columns to fit when the panel is shown (``_fit_later``)
        # the panel's size when its ``resizeEvent`` last ran, and whether a fit of the rows was left to the one
        # that is running (``eventFilter``)
        self._sized_at = QSize()
        self._rows_left = False
        hh.sectionResized.connect(lambda i, _old, _new: self._fit_reason_rows() if i != 4 else None)
        know_viewport(self.table)  # no search for its class (gui.common)
        self.table.viewport().installEventFilter(self)
        # the headings' sizes as the header measures them, kept on the headings (``_keep_heading_sizes``), with what they
        # were measured with; forgotten before the header sees a change of its font or style (``eventFilter``)
        self._headings_measured: tuple[object, ...] | None = None
        hh.installEventFilter(self)
        # Power and Result as wide as their contents (``_fit_contents``), fixed between two fits; Reason takes the rest
        for i, mode in enumerate((QHeaderView.ResizeMode.Fixed, QHeaderView.ResizeMode.Interactive,
                                  QHeaderView.ResizeMode.Interactive, QHeaderView.ResizeMode.Fixed,
                                  QHeaderView.ResizeMode.Stretch)):
            hh.setSectionResizeMode(i, mode)
        self._contents_due = True  # the cells or headings changed since Power and Result were last fitted to them
        self._read_hint = 0  # "Read as"'s size hint, and each row's reason's width, as of the last ``_fit_contents``
        self._reason_widths: list[int | None] = []
        self._widths: dict[tuple[int, str | None], int] = {}  # the cells' widths by column and text (``_widths_kept``)
        self._widths_state: tuple[object, ...] | None = None
        # whether the plain columns' cells are measured from their texts alone, and for which state (``_plain_measure``)
        self._plain_checked: tuple[tuple[QFont, QStyle, QStyledItemDelegate], tuple[Callable[[int, str], QSizeF], int] | None] | None = None
        # the texts ``show_adjudication`` gave the cells, row by row (read back from the table, each ``item().text()``
        # is a call into Qt and back: about 15 k instructions)
        self._cell_texts: list[tuple[str, ...]] = []
        self.table.setColumnWidth(1, 170)
        self.split.addWidget(self.table)
        self.why_view = QTextBrowser()  # "Why?": shown when asked, for the selected result
        self.why_view.setObjectName("why")
        self.why_view.setMinimumHeight(120)
        self.why_view.hide()
        self.split.addWidget(self.why_view)
        self.split.setStretchFactor(0, 3)
        self.split.setStretchFactor(1, 2)
        lay.addWidget(self.split, 1)
        # the standoffs (a rich text: "<b>Standoffs</b> ...", new at each adjudication with a bounce): laid out once for
        # each text and width, its height at a width answered and painted from that layout (``WrappedRichLabel``, the
        # sheet's labels' own); a QLabel laid the new text out again for each height asked and for its paint
        self.standoffs = WrappedRichLabel()
        self.standoffs.setWordWrap(True)
        lay.addWidget(self.standoffs)
        self.adjudication: Adjudication | None = None
        self.game: Game | None = None
        self._row_results: list[OrderResult | None] = []
        self._figures: dict[int, tuple[Adjudication, Adjudication]] = {}  # id(shown) -> (shown, with figures)
        self._why_of: OrderResult | None = None  # the result the "Why?" panel explains
        self.why_lines: list[Message] = []
        self.compact = False  # F4: rows closer together so that every row of a phase shows
        self.retranslate()

    ROW_HEIGHT = 22
    COMPACT_MIN_ROW = 17

    def set_compact(self, on: bool) -> None:
        """F4 (the results at full height): rows closer together (down to 17 px) when that shows them all."""
        self.compact = on
        self._fit_rows()

    def _fit_rows(self) -> None:
        n = self.table.rowCount()
        size = self.ROW_HEIGHT
        if self.compact and n:
            size = max(self.COMPACT_MIN_ROW, min(self.ROW_HEIGHT, self.table.viewport().height() // n))
        vh = self.table.verticalHeader()
        if vh.defaultSectionSize() != size:
            vh.setMinimumSectionSize(min(size, vh.minimumSectionSize()))
            vh.setDefaultSectionSize(size)
        self._fit_columns()

    READ_MIN = 90  # "Order as written" and "Read as" are never narrower (their whole text is in the tool tip)

    def _fit_columns(self) -> None:
        """The reason gets the room it needs before the orders do (they elide; the whole order is in the cell's
        tool tip); a reason still too long for its column takes a second line (not with F4, where every row
        must show: its tool tip has it whole)."""
        if self._fit_later():
            return
        with _sized_now(self.table):  # the widths read (the columns fitted to their contents) and set
            self._fit_columns_now()

    def _fit_later(self) -> bool:
        """The panel not shown (a game's panels being made, the window not shown yet, another tab in front): its
        rows and columns are fitted when it is shown, at the size it is shown at (True). Each change of size or
        text before that fitted them again, at sizes nobody saw (eight fits while a game was opened)."""
        if self.isVisible():
            return False
        self._fit_due = True
        return True

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's naming)
        if self._fit_due:  # what was put off while it was not shown (``_fit_later``), now, before it is painted
            self._fit_due = False
            if self.compact:
                self._fit_rows()
            else:
                self._fit_columns()
        super().showEvent(event)

    CONTENT_COLUMNS = (0, 3)  # Power and Result: as wide as their widest cell or heading

    def _fit_contents(self) -> None:
        """Power and Result as wide as their widest cell or heading, once after each change of the cells, headings,
        font or style: the width Qt's ``ResizeToContents`` gives a column (the header's ``resizeSections``: the
        larger of the view's size hint for the column, which measures every row up to the header's
        ``resizeContentsPrecision`` of 1000, and the heading's, within the header's smallest and largest section
        size), asked of the same functions. Left to the header (the columns sized to their contents), each column was
        measured again at every change the filling and the layout made (the rows set, each width set, the scroll
        bar shown, the geometry brought up to date): five times per adjudication, each time every cell's text
        shaped again and the Result column's bold font looked up again."""
        t = self.table
        if not self._contents_due and len(self._reason_widths) == t.rowCount():
            return
        self._contents_due = False
        hh = t.horizontalHeader()
        self._keep_heading_sizes()
        widths = self._widths_kept()
        for c in self.CONTENT_COLUMNS:
            size = max(self._column_hint(c, widths), hh.sectionSizeHint(c))
            size = max(hh.minimumSectionSize(), min(size, hh.maximumSectionSize()))
            if hh.sectionSize(c) != size:
                hh.resizeSection(c, size)
        # and what the fits of Read as and Reason measure, once with the cells: "Read as"'s own size hint, and each
        # reason's width in the table's font (measured again by every fit: three times per adjudication, and at
        # every resize)
        self._read_hint = self._column_hint(2, widths)
        fm: QFontMetrics | None = None
        reasons: list[int | None] = []
        for text in self._texts(4):
            if text is None:
                reasons.append(None)
                continue
            w = widths.get((4, text))
            if w is None:
                fm = fm or t.fontMetrics()
                w = widths[(4, text)] = fm.horizontalAdvance(text)
            reasons.append(w)
        self._reason_widths = reasons

    def _keep_heading_sizes(self) -> None:
        """The header's measures of its headings kept on them (each heading's ``SizeHintRole``, which the header reads
        before measuring), as the header finds them, for the headings' texts, the header's font and style and its
        section sizes' bounds. The header measures every heading again (each in a bold copy of its font, looked up
        again in the font database with the application's fallback families: about 35 k instructions a heading) for its
        size hint after each resize of a column, and an adjudication resizes three or four (Power, Result, Reason as the
        others change, Reason again when the scroll bar comes): 0.8 M instructions an adjudication, for the same five
        headings. Measured again (the kept sizes taken off, the header asked) after any change of these; the header's own
        size hint is checked against them (its widest heading), or nothing is kept."""
        t = self.table
        hh = t.horizontalHeader()
        n = t.columnCount()
        measured = (self._heading_texts, hh.font(), hh.style(), hh.minimumSectionSize(), hh.maximumSectionSize(),
                    hh.isSortIndicatorShown(), n)
        if measured == self._headings_measured:
            return
        headings = [t.horizontalHeaderItem(i) for i in range(n)]
        if any(h is None for h in headings):
            return
        self._forget_heading_sizes()
        height = hh.sizeHint().height()  # (measured by the header: every heading's size, the tallest)
        widths = [hh.sectionSizeHint(i) for i in range(n)]  # (each within the sections' bounds)
        if not widths or max(widths) != hh.sizeHint().width():  # (a heading narrower than the bounds: not kept)
            return
        for h, w in zip(headings, widths, strict=True):
            h.setData(_SIZE_HINT, QSize(w, height))
        self._headings_measured = measured

    def _forget_heading_sizes(self) -> None:
        """The headings measured by the header again."""
        if self._headings_measured is None:
            return
        self._headings_measured = None
        t = self.table
        for i in range(t.columnCount()):
            h = t.horizontalHeaderItem(i)
            if h is not None:
                h.setData(_SIZE_HINT, None)

    def _widths_kept(self) -> dict[tuple[int, str | None], int]:
        """The widths of the cells' texts measured so far (``_column_hint``, and each reason's), by column and text:
        kept while what they are measured with is the same (the table's font, style, direction, locale, wrapping,
        eliding, icon size and delegate; each column's cells are filled with one font by ``show_adjudication``).
        An adjudication's results hold the same power names, results and many of the same reasons as the last
        one's: each cell's text was laid out again for its width at every fill (three columns, about 55 k
        instructions a cell, the Result column's bold font looked up again each time)."""
        t = self.table
        state = (t.font().key(), t.style(), t.layoutDirection(), t.locale().name(), t.wordWrap(), t.textElideMode(),
                 t.iconSize(), t.itemDelegate())
        if state != self._widths_state:
            self._widths_state = state
            self._widths.clear()
        elif len(self._widths) > 5000:  # (a long evening of new orders: the memory stays bounded)
            self._widths.clear()
        return self._widths

    def _texts(self, c: int) -> list[str | None]:
        """The texts of column ``c``'s cells, row by row (None: no item)."""
        t = self.table
        kept = self._cell_texts
        if len(kept) == t.rowCount():
            return [row[c] for row in kept]
        return [item.text() if (item := t.item(r, c)) is not None else None for r in range(t.rowCount())]

    def _column_hint(self, c: int, widths: dict[tuple[int, str | None], int]) -> int:
        """``self.table.sizeHintForColumn(c)``, asked of the same delegate with the same option, each cell's width
        taken from ``widths`` when its text was measured before in that column: the widest cell's width, plus one
        for the grid. (Qt's measures the rows up to the header's ``resizeContentsPrecision``, skipping hidden ones:
        a table with more rows, or a hidden row, is asked of Qt.)"""
        t = self.table
        n = t.rowCount()
        precision = t.horizontalHeader().resizeContentsPrecision()
        if (0 <= precision < n) or any(t.isRowHidden(r) for r in range(n)):
            return t.sizeHintForColumn(c)
        hint = 0
        option: QStyleOptionViewItem | None = None
        plain: tuple[Callable[[int, str], QSizeF], int] | None = None
        model = t.model()
        for r, text in enumerate(self._texts(c)):
            w = widths.get((c, text))
            if w is None:
                if option is None:
                    option = QStyleOptionViewItem()
                    t.initViewItemOption(option)
                    index_at, delegate_for = model.index, t.itemDelegateForIndex
                    plain = self._plain_measure(c, option)
                if plain is not None and text and _PLAIN_TEXT(text) is None:
                    w = ceil(plain[0](0, text).width()) + plain[1]
                else:
                    index = index_at(r, c)
                    w = delegate_for(index).sizeHint(option, index).width()
                widths[(c, text)] = w
            if w > hint:
                hint = w
        return hint + 1 if t.showGrid() else hint

    PLAIN_COLUMNS = (0, 1, 2, 4)  # the cells that show their text in the table's font (``show_adjudication``: not Result)

    def _plain_measure(self, c: int, option: QStyleOptionViewItem) -> tuple[Callable[[int, str], QSizeF], int] | None:
        """How column ``c``'s cells are measured from their text alone, where Qt's delegate measures them so: their
        width is the natural width of their text as one line in the table's font, rounded up, and the text's margins
        (``QCommonStylePrivate::viewItemSize``: a ``QTextLayout`` of the text laid out at an unbounded width, for an
        item with no icon, check box or size of its own); ``QFontMetricsF.size`` of the text measures that line (its
        ``naturalTextWidth``) without the item's option, model index and style calls around it: about half the
        instructions of the delegate's size hint, for each order not seen before (every new phase's). Only for the
        table's own delegate and a style that is not a style sheet's, with the item's option as the view gives it
        (no icon, the text on the left of where one would be); and only where it gives what the delegate gives for
        the column's first new text, measured both ways once for each font, style and delegate of the table. None: the
        delegate measures every cell."""
        t = self.table
        if c not in self.PLAIN_COLUMNS or t.itemDelegateForColumn(c) is not None:
            return None
        delegate = t.itemDelegate()
        style = t.style()
        if type(delegate) is not QStyledItemDelegate or style.metaObject().className() == "QStyleSheetStyle":
            return None
        if option.decorationPosition != QStyleOptionViewItem.Position.Left or option.rect.isValid():
            return None
        font = t.font()
        state = (font, style, delegate)
        if self._plain_checked is not None and self._plain_checked[0] == state:
            return self._plain_checked[1]
        fm = QFontMetricsF(font)
        margins = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, option, t) + 1)
        found: tuple[Callable[[int, str], QSizeF], int] | None = (fm.size, margins)
        # the check: the first cell of the column with a text measured both ways
        for r, text in enumerate(self._texts(c)):
            if text and _PLAIN_TEXT(text) is None:
                index = t.model().index(r, c)
                if delegate.sizeHint(option, index).width() != ceil(fm.size(0, text).width()) + margins:
                    found = None
                break
        else:
            return found  # (nothing to check it on: not kept)
        self._plain_checked = (state, found)
        return found

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's naming)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):  # the cells measure otherwise
            self._contents_due = True
            self._fit_columns()
        super().changeEvent(event)

    def _fit_columns_now(self) -> None:
        self._fit_contents()
        t = self.table
        n = t.rowCount()
        room = t.viewport().width() - t.columnWidth(0) - t.columnWidth(3)
        if not n or room < 4 * self.READ_MIN:
            return
        need = max((w or 0 for w in self._reason_widths), default=0) + self._pad()
        reason = min(need, room // 2)  # at least half the room when it needs it; the orders share the rest
        rest = room - reason
        wide1 = 170 if language.current() == "en" else 215
        wide2 = max(self.READ_MIN, self._read_hint)
        c2 = max(self.READ_MIN, min(wide2, rest - min(wide1, rest // 2)))
        c1 = max(self.READ_MIN, min(wide1, rest - c2))
        t.setColumnWidth(1, c1)
        t.setColumnWidth(2, c2)
        self._fit_reason_rows()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's naming)
        if event.type() in _HEADER_CHANGES and obj is self.table.horizontalHeader():
            # before the header measures its headings again in its new font or style: measured by it, not kept ones
            self._forget_heading_sizes()
            self._contents_due = True
            return super().eventFilter(obj, event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):  # the table's cells measure otherwise
            self._contents_due = True
        if event.type() == QEvent.Type.Resize and obj is self.table.viewport():
            resize = cast(QResizeEvent, event)
            if resize.size().width() == resize.oldSize().width():
                pass  # taller or shorter only: the rows' lines depend on the widths alone
            elif self.isVisible() and self.size() != self._sized_at:
                # the panel itself is being resized: its layout resizes the table (once or twice, as the scroll
                # bars settle) before the panel's ``resizeEvent``, which fits the columns and then the rows at
                # the new size; fitted here too, the rows were fitted at each size the viewport passed through
                self._rows_left = True
            else:
                self._fit_reason_rows()
        return super().eventFilter(obj, event)

    def _pad(self) -> int:
        return 2 * self.table.style().pixelMetric(self.table.style().PixelMetric.PM_FocusFrameHMargin) + 12

    def _fit_reason_rows(self, *_: object) -> None:
        """Each row as many lines high (up to four) as its reason needs in the Reason column's width now."""
        if self._filling:  # the table is being filled: its rows are fitted once it is (``show_adjudication``)
            return
        if self._fit_later():
            return
        with _sized_now(self.table):
            self._fit_reason_rows_now()

    def _fit_reason_rows_now(self) -> None:
        self._fit_contents()
        self._rows_left = False
        t = self.table
        fm = t.fontMetrics()
        width = max(1, t.viewport().width() - sum(t.columnWidth(c) for c in range(4)) - self._pad())
        one = t.verticalHeader().defaultSectionSize()
        set_height = t.setRowHeight
        for r, need in enumerate(self._reason_widths):
            lines = 1 if need is None or self.compact else min(4, -(-need // width))
            set_height(r, one if lines <= 1 else max(one, lines * fm.lineSpacing() + 6))

    def resizeEvent(self, event: object) -> None:  # noqa: N802 (Qt's naming)
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._sized_at = self.size()
        if self.compact:
            self._fit_rows()
        else:
            self._fit_columns()
        if self._rows_left:  # the viewport resized on the way and the columns' fit did not fit the rows
            self._rows_left = False
            self._fit_reason_rows()

    def retranslate(self) -> None:
        self._heading_texts = tuple(translate("Results", h) for h in RESULT_HEADERS)
        self._forget_heading_sizes()  # (the headings' texts change: measured by the header until measured again)
        self.table.setHorizontalHeaderLabels(list(self._heading_texts))
        self._contents_due = True
        self.phase_label.setText(translate("Results", "Phase:"))
        self.why_button.setText(translate("Results", "Why?"))
        self.why_button.setToolTip(translate("Results", "The figures of the selected result: strengths, supports, "
                                                        "what opposed it (Ctrl+I)"))
        if self.adjudication is None:
            self.heading.setText(translate("Results", "No adjudication yet."))
        if self.game is not None and self.adjudication is not None:
            self._fill_phases(self.game, self.adjudication)
        if self._why_of is not None and not self.why_view.isHidden():
            self._show_why(self._why_of)

    def show_adjudication(self, game: Game, adj: Adjudication | None) -> None:
        if adj is not self.adjudication:
            self.hide_why()
        self.adjudication = adj
        self.game = game
        self.table.setRowCount(0)
        self._contents_due = True
        self._row_results = []
        self._cell_texts = []
        lang = language.current()
        rs = game.ruleset
        self._fill_phases(game, adj)
        self.why_button.setEnabled(adj is not None and adj.phase.type is PhaseType.MOVEMENT)
        if adj is None:
            self.heading.setText(translate("Results", "No adjudication yet. Type the orders, then adjudicate (Ctrl+Enter)."))
            self.standoffs.setText("")
            self._fit_columns()  # Power and Result as wide as their headings
            return
        counts: dict[str, int] = {}
        names: dict[str, str] = {}  # each power's name, once
        rows: list[tuple[str, str, str, str, str, OrderResult | None]] = []
        ordered: set[str] = set()
        for r in sorted(adj.results, key=lambda r: (r.power, r.seq)):
            shown = shown_status(r)
            counts[shown] = counts.get(shown, 0) + 1
            read = r.canonical if lang == "en" or r.order is None else order_text(r.order, lang, rs)
            pw = names.get(r.power) or names.setdefault(r.power, power_name(game, r.power))
            rows.append((pw, result_text(r, lang, rs), read, shown,
                         result_reason(r, lang, rs) or _tag(r.tag), r))
            unit = getattr(r.order, "unit", None)
            if unit is not None and r.status != "invalid":
                ordered.add(unit.province)
        if adj.phase.type is PhaseType.MOVEMENT:
            from referee_app.games.diplomacy import Hold

            for u in sorted(adj.before.units.values(), key=lambda u: (u.power, u.province)):
                if u.province not in ordered:
                    read = f"{u} H" if lang == "en" else order_text(Hold(u), lang, rs)
                    pw = names.get(u.power) or names.setdefault(u.power, power_name(game, u.power))
                    rows.append((pw, "", read, "no order",
                                 translate("Results", "holds (no valid order)"), None))
        rows.sort(key=lambda row: STATUS_ORDER.get(row[3], 5))  # stable: power and sheet order within a status
        # each column's width changes several times below, and each change fitted every row's height to the reason
        # column's width (which asks the header to size its columns to their contents again): fitted once, at the end
        self._filling = True
        try:
            self.table.setRowCount(len(rows))
            self.table.setColumnWidth(1, 170 if lang == "en" else 215)  # orders written out in CJK are wider
            bold = QFont(self.table.font())
            bold.setBold(True)
            # per status, a cell with its colours, and one with the bold font too: each cell is a copy of one (its
            # roles copied in one call) given its text (and tool tip); the same cells as each one made and given
            # its colours and font one call at a time
            styled: dict[str, tuple[QTableWidgetItem, QTableWidgetItem]] = {}
            labels: dict[str, str] = {}  # each status's label, once
            table = self.table
            texts = self._cell_texts
            # (the methods looked up once: on a PySide object each lookup is a search through shiboken's own, about
            # 1.5 k instructions, and the loop makes five cells a row)
            new_item, set_data, set_item = QTableWidgetItem, _ITEM_SET_DATA, table.setItem
            for i, (pw, text, canon, status, reason, result) in enumerate(rows):
                self._row_results.append(result)
                cells = styled.get(status)
                if cells is None:
                    bg, fg, _label = STATUS_STYLE.get(status, STATUS_STYLE["void"])
                    plain = QTableWidgetItem()  # (each role set as ``setBackground`` etc. set it: below)
                    plain.setData(_BACKGROUND, solid(bg))
                    plain.setData(_FOREGROUND, solid(fg))
                    strong = QTableWidgetItem(plain)
                    strong.setData(_FONT, bold)
                    cells = styled[status] = (plain, strong)
                label = labels.get(status)
                if label is None:
                    label = labels[status] = status_label(status)
                values = (pw, text, canon, label, reason)
                texts.append(values)
                for j, val in enumerate(values):
                    item = new_item(cells[1] if j == 3 else cells[0])
                    # ``setData`` of the role, as ``setText``/``setToolTip`` do in C++: called from Python, PySide calls the
                    # item's own ``setData``; reached through ``setText`` it is a virtual call on an item made in Python,
                    # and PySide looks for a Python override of it first (about 4 k instructions a call, a new item each)
                    set_data(item, _DISPLAY, val)
                    if j in (1, 2, 4):
                        set_data(item, _TOOL_TIP, val)
                    set_item(i, j, item)
            # "Read as" as wide as its orders, up to a share of the table: the result and the reason stay in view
            # (orders written out in Japanese or Chinese are long; the whole order is in the cell's tool tip)
            self._fit_rows()
        finally:
            self._filling = False
        self._fit_reason_rows()
        # the table's own layout (its scroll bar shown when the rows need it, which narrows the rows' room) now,
        # as the view would do it a moment later: in the same repaint as the rows, not in a second one after it
        self.table.doItemsLayout()
        # the scroll bar is shown or hidden by a call the table posts to itself when its range changes: taken now,
        # it joins the layout pass and the repaint of the rows (it came after the paint, and the window was painted
        # again for it)
        QCoreApplication.sendPostedEvents(self.table, QEvent.Type.MetaCall)
        summary = _sep().join(f"{n} {status_label(s)}" for s, n in sorted(counts.items()))
        self.heading.setText(translate("Results", "Results of {phase} — {summary}").format(
            phase=phase_name(adj.phase, lang), summary=summary or translate("Results", "no orders")))
        if adj.contested:
            names = [f"{province_name(c, lang, rs)} ({c})" for c in sorted(adj.contested)]
            self.standoffs.setText(translate("Results", "<b>Standoffs</b> (left empty; no retreat there): {names}").format(
                names=_sep().join(names)))
        else:
            self.standoffs.setText(translate("Results", "No standoffs."))
        if self._why_of is not None:  # the same adjudication shown again: its explained row stays selected
            self.select_result(self._why_of)

    def rows(self) -> list[list[str]]:
        return table_rows(self.table)

    # --- the adjudicated phases -------------------------------------------------------------------
    def _records(self, game: Game) -> list[PhaseRecord]:
        return [rec for rec in game.history if rec.adjudication is not None]

    def _fill_phases(self, game: Game, adj: Adjudication | None) -> None:
        self.phase_box.blockSignals(True)
        self.phase_box.clear()
        lang = language.current()
        for i, rec in enumerate(self._records(game)):
            self.phase_box.addItem(phase_name(rec.phase, lang))
            if rec.adjudication is adj:
                self.phase_box.setCurrentIndex(i)
        self.phase_box.blockSignals(False)
        self.phase_box.setVisible(self.phase_box.count() > 1)
        self.phase_label.setVisible(self.phase_box.count() > 1)

    def _on_phase_chosen(self, index: int) -> None:
        if self.game is None:
            return
        records = self._records(self.game)
        if 0 <= index < len(records):
            self.show_adjudication(self.game, records[index].adjudication)

    def show_phase(self, index: int) -> None:
        """Show the results of the ``index``-th adjudicated phase of the game (0: the first)."""
        self.phase_box.setCurrentIndex(index)
        self._on_phase_chosen(index)

    # --- "Why?" --------------------------------------------------------------------------------------
    def selected_result(self) -> OrderResult | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() is not None else []
        row = rows[0].row() if rows else -1
        return self._row_results[row] if 0 <= row < len(self._row_results) else None

    def select_result(self, result: OrderResult) -> bool:
        """Select the row of ``result`` (the same power and order) in the table."""
        for i, r in enumerate(self._row_results):
            if r is not None and r.seq == result.seq and r.power == result.power:
                self.table.blockSignals(True)
                self.table.selectRow(i)
                self.table.blockSignals(False)
                return True
        return False

    def _on_why_clicked(self) -> None:
        try:
            self.why()
        except RefereeError as exc:
            self.why_view.setPlainText(str(exc.message if isinstance(exc.message, str) else exc))
            self.why_view.show()

    def _on_selection(self) -> None:
        if not self.why_view.isHidden():  # the panel follows the selection once open
            r = self.selected_result()
            if r is not None and self._explanation(r) is not None:
                self._show_why(r)

    def why(self) -> None:
        """Show the figures of the selected result ("Why?"), from the engine: the phase adjudicated again
        with the explanations (``games.diplomacy.why.explained``)."""
        adj = self.adjudication
        if adj is None or self.game is None:
            raise RefereeError(translate("Results", "Nothing adjudicated yet: there is no result to explain."))
        if adj.phase.type is not PhaseType.MOVEMENT:
            raise RefereeError(translate("Results", "Only the orders of a movement phase have figures to explain."))
        r = self.selected_result()
        if r is None:
            if self.table.selectionModel() is not None and self.table.selectionModel().selectedRows():
                raise RefereeError(translate("Results", "A unit without a valid order holds: its hold strength is "
                                                        "in the explanation of each move against it."))
            raise RefereeError(translate("Results", "Select an order's result in the table first, then ask why."))
        if self._explanation(r) is None:
            raise RefereeError(translate("Results", "This order was not adjudicated (invalid, or another order of "
                                                    "the unit was used): its reason says why."))
        self._show_why(r)

    def _explained(self) -> Adjudication | None:
        adj, game = self.adjudication, self.game
        if adj is None or game is None:
            return None
        hit = self._figures.get(id(adj))
        if hit is not None and hit[0] is adj:
            return hit[1]
        record = next((rec for rec in game.history if rec.adjudication is adj), None)
        if record is None:
            return None
        from referee_app.games.diplomacy.explain.why import explained  # (at the first "Why?", not at the start)

        full = explained(game, record)
        self._figures[id(adj)] = (adj, full)
        return full

    def _explanation(self, r: OrderResult) -> list[Message] | None:
        full = self._explained()
        if full is None:
            return None
        same = next((x for x in full.results if x.seq == r.seq and x.power == r.power and x.text == r.text), None)
        from referee_app.games.diplomacy.explain.why import result_why

        return result_why(full, same) if same is not None else None

    def _show_why(self, r: OrderResult) -> None:
        lines = self._explanation(r)
        if lines is None or self.game is None:
            return
        lang = language.current()
        rs = self.game.ruleset
        order = r.canonical if lang == "en" or r.order is None else order_text(r.order, lang, rs)
        heading = translate("Results", "Why? {order} — {result}").format(order=order, result=status_label(shown_status(r)))
        self._why_of = r
        self.why_lines = lines
        self.why_view.setHtml(why_html(heading, lines, lang, rs))
        self.why_view.show()
        if sum(self.split.sizes()[1:]) == 0:
            self.split.setSizes([3, 2])
        self.select_result(r)

    def hide_why(self) -> None:
        self._why_of = None
        self.why_lines = []
        self.why_view.hide()

    def why_text(self) -> str:
        """What the "Why?" panel shows (empty when hidden)."""
        return "" if self.why_view.isHidden() else self.why_view.toPlainText()


class MadeWhenShown(QWidget):
    """A tab's page whose widgets are made the first time it is shown or read (``made``), not with the window: a
    game opens with the Results in front, and the Retreats, Centres and Record tabs' labels, tables and lists were
    made, polished and laid out behind it at every start. Made just before Qt shows the page (``setVisible``), they
    are laid out and painted at that first show as they would have been had they been there all along
    (tests/test_gui_tabs_later.py)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._made = False

    def setVisible(self, visible: bool) -> None:  # noqa: N802 (Qt's naming: show() and the tab widget call it)
        if visible and not self._made:
            self.made()
        super().setVisible(visible)

    def made(self) -> None:
        """Make the page's widgets now, if they are not made yet (the page is shown or read)."""
        if not self._made:
            self._made = True
            self._make()

    def _make(self) -> None:
        raise NotImplementedError

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        self._catch_up()
        super().showEvent(event)

    def _catch_up(self) -> None:
        """The page up to date as it is shown: made, and, in a page that writes what it shows only when it is
        shown or read (the Centres, the Record), written."""
        self.made()


class RetreatsPanel(MadeWhenShown):
    """Dislodged units and where each may retreat; selecting one shows it on the board. Its heading and list are
    made when the tab is first shown or read (``MadeWhenShown``); until then the panel keeps what they are to show."""

    selected = Signal(str, list)  # dislodged unit's province, destination provinces

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.options: list[RetreatOptions] = []
        self._heading_text = ""  # what the heading shows (set on the label once it is made)
        self._rows: list[tuple[str, list[str]]] = []  # each row's text and destinations (likewise)
        self._heading: QLabel | None = None
        self._list: QListWidget | None = None

    def _make(self) -> None:
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        self._heading = QLabel()
        self._heading.setWordWrap(True)
        lay.addWidget(self._heading)
        self._list = QListWidget(self)
        self._list.currentRowChanged.connect(self._on_row)
        lay.addWidget(self._list, 1)
        self._fill()

    @property
    def heading(self) -> QLabel:
        self.made()
        assert self._heading is not None
        return self._heading

    @property
    def list(self) -> QListWidget:
        self.made()
        assert self._list is not None
        return self._list

    def retranslate(self) -> None:
        if not self.options:
            self._heading_text = translate("Results", "No dislodged units.")
            if self._heading is not None:
                self._heading.setText(self._heading_text)

    def show_options(self, game: Game, options: list[RetreatOptions], heading: str = "") -> None:
        self.options = list(options)
        lang = language.current()
        rs = game.ruleset
        rows = []
        for opt in self.options:
            dests = [str(d) for d in opt.destinations]
            where = _sep().join(f"{province_name(d.province, lang, rs)} ({d})" for d in opt.destinations)
            unit = str(opt.unit) if lang == "en" else f"{unit_text(opt.unit, lang, rs)} ({opt.unit})"
            origin = opt.attacker_from if lang == "en" else province_name(opt.attacker_from, lang, rs)
            if opt.by_convoy:
                text = translate("Results", "{power}: {unit} dislodged (attacked from {origin} by convoy)")
            else:
                text = translate("Results", "{power}: {unit} dislodged (attacked from {origin})")
            text = text.format(power=power_name(game, opt.unit.power), unit=unit, origin=origin) + " — "
            if dests:
                text += translate("Results", "may retreat to {where}, or disband").format(where=where)
            else:
                text += translate("Results", "no retreat: must disband")
            rows.append((keep_words(text), [d.province for d in opt.destinations]))
        self._rows = rows
        if heading:
            self._heading_text = heading
        elif self.options:
            self._heading_text = translate("Results", "{n} dislodged unit(s). Select one (arrow keys) to see its retreats "
                                                      "on the board.").format(n=len(self.options))
        else:
            self._heading_text = translate("Results", "No dislodged units.")
        if self._list is not None:
            self._fill()

    def _fill(self) -> None:
        assert self._list is not None and self._heading is not None
        self._list.blockSignals(True)
        self._list.clear()
        for text, provinces in self._rows:
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, provinces)
            self._list.addItem(item)
        self._list.blockSignals(False)
        self._heading.setText(self._heading_text)

    def _on_row(self, row: int) -> None:
        if 0 <= row < len(self.options):
            opt = self.options[row]
            self.selected.emit(opt.unit.province, [d.province for d in opt.destinations])

    def texts(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]


class CentresPanel(MadeWhenShown):
    """Supply-centre count per power, builds or removals owed, legal build sites. Its rows are written when
    the tab is shown, or when something reads them (``table``, ``rows``): the game shown while the tab is
    behind another (at every open and every adjudication but a winter's) is written once, when it is looked at;
    its heading and table are made then too (``MadeWhenShown``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._heading: QLabel | None = None
        self._table: QTableWidget | None = None
        self._due: Game | None = None  # the game to write when the tab is shown or read

    def _make(self) -> None:
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        self._heading = QLabel()
        self._heading.setWordWrap(True)
        lay.addWidget(self._heading)
        self._table = QTableWidget(0, 6, self)
        self._table.verticalHeader().setVisible(False)
        self._table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        hh = self._table.horizontalHeader()
        for i in range(5):
            hh.setSectionResizeMode(i, QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        lay.addWidget(self._table, 1)
        self.retranslate()

    @property
    def table(self) -> QTableWidget:
        """The table, its rows up to date."""
        self._catch_up()
        assert self._table is not None
        return self._table

    @property
    def heading(self) -> QLabel:
        """The heading, up to date."""
        self._catch_up()
        assert self._heading is not None
        return self._heading

    def retranslate(self) -> None:
        if self._table is not None:  # (made later: in the language of then)
            self._table.setHorizontalHeaderLabels([translate("Results", h) for h in CENTRE_HEADERS])

    palette = "rulebook"  # the powers' colours (the window's View option: drawing.diplomacy.palette)

    def show_game(self, game: Game) -> None:
        """Show ``game``'s centres: now if the tab is shown, else when it is shown or read."""
        self._due = game
        if self.isVisible():
            self._catch_up()

    def _catch_up(self) -> None:
        game, self._due = self._due, None
        self.made()
        if game is not None:
            self._write(game)

    def _write(self, game: Game) -> None:
        from referee_app.drawing.diplomacy.scene import power_colour

        assert self._table is not None and self._heading is not None

        lang = language.current()
        pos = game.position
        counts = game.supply_counts()
        adjust = game.adjustments() if game.phase.type is PhaseType.ADJUSTMENTS else {}
        powers = game.powers
        self._table.setRowCount(len(powers))
        for i, p in enumerate(powers):
            colour = power_colour(game.ruleset, p, self.palette)
            owed = adjust.get(p, 0)
            if game.phase.type is not PhaseType.ADJUSTMENTS:
                owed_text = ""
            elif owed > 0:
                owed_text = translate("Results", "builds {n}").format(n=owed)
            elif owed < 0:
                owed_text = translate("Results", "removes {n}").format(n=-owed)
            else:
                owed_text = "—"
            if owed > 0:
                sites = _sep().join(c if lang == "en" else f"{province_name(c, lang, game.ruleset)} {c}"
                                    for c in game.build_sites(p))
            else:
                sites = ""
            player = game.players.get(p, "")
            if p in game.civil_disorder:
                player = translate("Results", "civil disorder")
            vals = [power_name(game, p), player, str(counts.get(p, 0)), str(len(pos.units_of(p))), owed_text, sites]
            for j, v in enumerate(vals):
                item = QTableWidgetItem(v)
                if j == 0:  # the power's colour behind its name, with the text colour that reads on it (WCAG AA)
                    item.setBackground(QBrush(QColor(colour)))
                    item.setForeground(QBrush(QColor(ink_for(colour))))
                if j in (2, 3):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self._table.setItem(i, j, item)
        need = game.ruleset.victory_centers
        if game.phase.type is PhaseType.ADJUSTMENTS:
            self._heading.setText(translate("Results", "Adjustments of {phase}: builds only in free home centres still owned "
                                                      "(2.6.6). {n} centres win.").format(phase=phase_name(game.phase, lang),
                                                                                          n=need))
        else:
            self._heading.setText(translate("Results", "Supply centres after the last autumn count. {n} centres win.").format(
                n=need))

    def rows(self) -> list[list[str]]:
        return table_rows(self.table)


# what a clock event did, in the record (the period is named by the clock's own words)
CLOCK_ACTIONS = {
    "start": QT_TRANSLATE_NOOP("Results", "{period} started"),
    "warning": QT_TRANSLATE_NOOP("Results", "{period}: warning, {n} min left"),
    "pause": QT_TRANSLATE_NOOP("Results", "{period} paused"),
    "resume": QT_TRANSLATE_NOOP("Results", "{period} resumed"),
    "extend": QT_TRANSLATE_NOOP("Results", "{period} extended by {n} min"),
    "end": QT_TRANSLATE_NOOP("Results", "{period} over"),
    "call-time": QT_TRANSLATE_NOOP("Results", "Time called (later changes are late)"),
    "reopen": QT_TRANSLATE_NOOP("Results", "Call of time taken back"),
    "timers": QT_TRANSLATE_NOOP("Results", "Timer lengths set"),
    "deadline": QT_TRANSLATE_NOOP("Results", "Deadline set"),
}
CLOCK_REASONS = {
    "expired": QT_TRANSLATE_NOOP("Results", "time ran out"),
    "early": QT_TRANSLATE_NOOP("Results", "ended early, all agreed"),
    "adjudicated": QT_TRANSLATE_NOOP("Results", "adjudicated"),
    "called": QT_TRANSLATE_NOOP("Results", "time called"),
    "closed": QT_TRANSLATE_NOOP("Results", "the program was closed; the clock waits until it is started again"),
}


def _phase_shown(game: Game, code: object) -> str:
    """A phase of the record in the window's language ("Spring 1902 Movement", 1902年春 移動期...)."""
    from referee_app.games.diplomacy import Phase

    try:
        return phase_name(Phase.parse(str(code)), language.current())
    except (RefereeError, ValueError):
        return str(code or "")


def describe_event(game: Game, kind: str, data: dict[str, object], named: dict[tuple[str, str], str] | None = None) -> str:
    """One line of the game record, in the window's language. ``named``: the phases' and powers' names written out so
    far, kept by the caller over one pass of its rows (the same game, the same language): a long game's 400 rows name
    about 70 phases and 7 powers."""
    code = data.get("phase", "")
    who = str(data.get("power"))
    if named is None:
        phase, power = _phase_shown(game, code), power_name(game, who)
    else:
        phase = named.get(("phase", code)) if type(code) is str else None  # type: ignore[arg-type]
        if phase is None:
            phase = _phase_shown(game, code)
            if type(code) is str:
                named["phase", code] = phase  # type: ignore[index]
        power = named.get(("power", who))  # type: ignore[assignment]
        if power is None:
            power = named["power", who] = power_name(game, who)
    if kind == "setup":
        return translate("Results", "Game set up ({ruleset})").format(ruleset=_ruleset_title(str(data.get("ruleset", ""))))
    if kind == "orders":
        lines = [str(x) for x in data.get("lines", []) if str(x).strip()]  # type: ignore[attr-defined]
        text = translate("Results", "{phase} {power} sheet LATE: {n} line(s)") if data.get("late") else translate("Results", "{phase} {power} sheet: {n} line(s)")
        return text.format(phase=phase, power=power, n=len(lines))
    if kind == "orders-late":
        text = translate("Results", "{phase} late sheet of {power} stands") if data.get("accept") else translate("Results", "{phase} late sheet of {power} refused")
        return text.format(phase=phase, power=power)
    if kind == "clock":
        from referee_app.core.clock import Period

        from ..clock_widget import period_label

        action = str(data.get("action", ""))
        try:
            period = period_label(Period(str(data.get("period", ""))))
        except ValueError:
            period = str(data.get("period", ""))
        n: object = ""
        if action == "warning":
            n = f"{float(data.get('minutes_left', 0) or 0):g}"  # type: ignore[arg-type]
        elif action == "extend":
            n = f"{float(data.get('seconds', 0) or 0) / 60:g}"  # type: ignore[arg-type]
        source = CLOCK_ACTIONS.get(action)
        text = translate("Results", source).format(period=period, n=n) if source else action
        reason = data.get("reason")
        if isinstance(reason, str) and reason:
            why = CLOCK_REASONS.get(reason)
            text += translate("Results", " ({reason})").format(reason=translate("Results", why) if why else reason)
        elapsed = data.get("elapsed")
        if isinstance(elapsed, (int, float)) and action in ("pause", "end"):
            text += translate("Results", ", elapsed {s} s").format(s=f"{float(elapsed):.0f}")
        return f"{phase} {text}"
    if kind == "adjudicate":
        return translate("Results", "Adjudicated {phase}").format(phase=phase)
    if kind == "undo":
        return translate("Results", "Undid the adjudication of {phase}").format(phase=phase)
    if kind == "end":
        from referee_app.games.diplomacy.rules.i18n import end_reason, render

        winners = translate("Results", ", ").join(power_name(game, str(w)) for w in data.get("winners", []))  # type: ignore[attr-defined]
        reason = render(end_reason(str(data.get("reason", ""))), language.current())
        return translate("Results", "Game ended: {reason} {winners}").format(reason=reason, winners=winners)
    if kind == "note":
        return translate("Results", "Note: {text}").format(text=data.get("text"))
    if kind == "edit":
        commands = "; ".join(str(c) for c in data.get("commands", []) or [])  # type: ignore[attr-defined]
        text = translate("Results", "{phase} position corrected: {note}").format(phase=phase, note=data.get("note") or "—")
        return text + (translate("Results", " ({commands})").format(commands=commands) if commands else "")
    if kind == "undo-edit":
        return translate("Results", "{phase} correction of the position taken back").format(phase=phase)
    if kind == "civil-disorder":
        text = (translate("Results", "{phase} {power} in civil disorder") if data.get("on", True)
                else translate("Results", "{phase} {power} back in play"))
        return text.format(phase=phase, power=power)
    if kind == "coin-toss":
        return translate("Results", "{phase} coin toss").format(phase=phase)
    if kind == "score":
        return _describe_score(game, data)
    return kind


def _ruleset_title(name: str) -> str:
    """A ruleset's title in the window's language (its name if it has none)."""
    from referee_app.games.diplomacy.rules.ruleset import ruleset_title

    return ruleset_title(name, language.current())


def _describe_score(game: Game, data: dict[str, object]) -> str:
    """A score kept in the record: the system and each power's score, best first."""
    from referee_app.games.diplomacy.rules.i18n import render
    from referee_app.tournament.scoring import ScoringError, find_system

    try:
        system = render(find_system(str(data.get("system", ""))).title_msg, language.current())
    except ScoringError:
        system = str(data.get("system", ""))
    scores = data.get("scores")
    pairs = sorted(scores.items(), key=lambda kv: -float(kv[1])) if isinstance(scores, dict) else []
    listed = _sep().join(f"{power_name(game, str(p))} {v}" for p, v in pairs)
    return translate("Results", "Scored under {system}: {scores}").format(system=system, scores=listed)


# the start of a typed sheet's text as the game writes it (``TYPED_SHAPE``): its phase and power, then its lines
_SHEET_HEAD = re.compile(r'\{"phase":"([^"\\]*)","power":"([^"\\]*)","lines":\[').match


def _record_rows(events: list[Event], last_key: str | None) -> tuple[list[list[Any]], Event | None]:
    """The record's rows for ``events`` after a list whose last row has the key ``last_key`` (None: no row): [key,
    event] per row, a run of sheet events of one power in one phase shown as its last, and the last sheet event of
    the run the list's last row already shows (None: none). A row's key is "kind|power|phase" of its event's data.
    A typed sheet a game file left unread (``TextEvent``) is not read for it: its text is one JSON object the game's
    typed shape matched whole, ``{"phase":…,"power":…,"lines":[…],"late":false}``, its strings plain ASCII without
    quote or backslash, so its phase and power are the strings its text starts with (tests/test_gui_record_lazy.py);
    a long game's record shows a few hundred rows of its 16,000 sheets, and only the events shown are read."""
    rows: list[list[Any]] = []  # [key, event] of the rows to add
    again: Event | None = None  # the last sheet event of the run the last row shows already
    joined = last_key  # the key a sheet event joins the last row with
    head, head_kind, head_key = "", "", ""  # the start of the last unread text looked at, its event's kind and key
    for ev, held in zip(events, held_data(events)):
        kind = ev.kind
        if held.__class__ is str:
            if not (head and held.startswith(head) and kind == head_kind):  # (the same phase and power: the same key)
                m = _SHEET_HEAD(held)  # type: ignore[arg-type]
                if m is None:  # (not as the game writes a sheet: read)
                    data = ev.data
                    head, key = "", f"{kind}|{data.get('power')}|{data.get('phase')}"
                else:
                    head, head_kind, head_key = m[0], kind, f"{kind}|{m[2]}|{m[1]}"
            if head:
                key = head_key
        else:
            key = f"{kind}|{held.get('power')}|{held.get('phase')}"  # type: ignore[union-attr]
        if kind == "orders" and key == joined:
            if rows:
                rows[-1][1] = ev
            else:
                again = ev
        else:
            rows.append([key, ev])
            joined = key
    return rows, again


class RecordPanel(MadeWhenShown):
    """The game record as it grows (every entry time-stamped). Its rows are written when the tab is
    shown, or when something reads them (``list``): a long game opens without writing thousands of rows
    nobody looks at; its list is made then too (``MadeWhenShown``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._list: QListWidget | None = None
        self._shown = 0
        self._game: Game | None = None

    def _make(self) -> None:
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        self._list = QListWidget(self)
        lay.addWidget(self._list)

    @property
    def list(self) -> QListWidget:
        """The rows, up to date."""
        self._catch_up()
        assert self._list is not None
        return self._list

    def retranslate(self) -> None:
        """Write the record again in the current language (at the next show_game)."""
        self._shown = 0
        if self._list is not None:
            self._list.clear()

    def show_game(self, game: Game) -> None:
        if game is not self._game:
            self._game = game
            self._shown = 0
            if self._list is not None:
                self._list.clear()
        if self.isVisible():
            self._catch_up()

    def _catch_up(self) -> None:
        self.made()
        game = self._game
        if game is None:
            return
        assert self._list is not None
        events = game.events
        if len(events) == self._shown:
            return
        if len(events) < self._shown:
            self._shown = 0
            self._list.clear()
        # typing makes many sheet events: show only the last of a run for one power
        last = self._list.item(self._list.count() - 1) if self._list.count() else None
        last_key = last.data(Qt.ItemDataRole.UserRole) if last is not None else None
        rows, again = _record_rows(events[self._shown:], last_key)
        self._shown = len(events)
        named: dict[tuple[str, str], str] = {}  # (this pass's phases' and powers' names: ``describe_event``)
        if again is not None and last is not None:
            last.setText(self._text(game, again, named))
        for key, ev in rows:
            item = QListWidgetItem(self._text(game, ev, named))
            item.setData(Qt.ItemDataRole.UserRole, key)
            self._list.addItem(item)
        self._list.scrollToBottom()

    @staticmethod
    def _text(game: Game, ev: Event, named: dict[tuple[str, str], str] | None = None) -> str:
        return datetime.fromtimestamp(ev.at).strftime("%H:%M:%S ") + describe_event(game, ev.kind, dict(ev.data), named)

"""One power's order sheet: typed or pasted one order per line, checked as typed.

The editor keeps a right-hand column beside the text: the canonical form of an
accepted line in a calm colour, or the core's reason for a rejected one in red.
Typing is never blocked. Every change goes to ``game.set_orders`` at once (the
game file stores each event as it happens).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from typing import cast

from PySide6 import QtGui
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QMimeData,
    QObject,
    QRect,
    QRectF,
    QSize,
    QSizeF,
    QStringListModel,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QFontMetrics,
    QHideEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPixmap,
    QResizeEvent,
    QShowEvent,
    QTextBlock,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextOption,
)
from PySide6.QtWidgets import (
    QCompleter,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QTextEdit,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from referee_app.core.record import write_behind
from referee_app.games.diplomacy import Game, LineCheck, PhaseType, RefereeError, Ruleset, Unit
from referee_app.games.diplomacy.rules.i18n import error_text, msg, order_text, province_name, render, unit_text
from referee_app.games.diplomacy.rules.names import has_cjk

from .. import language
from ..collector import weak_method
from ..common import heading_label, know_viewport, lay_out_now, power_name
from ..language import QT_TRANSLATE_NOOP, keep_words

_qt_translate = QCoreApplication.translate
_TRANSLATED: dict[tuple[str, str, str], str] = {}  # (language, context, source) -> its translation (``translate``)


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate``, kept per language: a key's refresh asks the same few texts (its status, the line's
    number, the units without orders, the hint) each time, each ask through PySide and Qt's translators. The translators
    are those of the window's language (``language.install``, which names the language once they are installed)."""
    if disambiguation is not None or n != -1:
        return _qt_translate(context, source, disambiguation, n)
    key = (language.current(), context, source)
    done = _TRANSLATED.get(key)
    if done is None:
        if len(_TRANSLATED) > 512:
            _TRANSLATED.clear()
        done = _TRANSLATED[key] = _qt_translate(context, source)
    return done


OK_COLOUR = "#2f6f4f"  # calm green-grey for accepted lines
ERROR_COLOUR = "#c62828"
CORRECTED_COLOUR = "#8a5300"  # accepted after a spelling was corrected: check it (amber, 6.3:1 on the column)
LATE_COLOUR = "#b26a00"
MUTED_COLOUR = "#6b7785"

# the notes column: its background and edge, and per kind of line its colour and mark
_NOTES_BACKGROUND = QColor("#f3f5f7")
_NOTES_EDGE = QColor("#d5dbe1")
_NOTE_STYLE = {"ok": (QColor(OK_COLOUR), "✓ "), "corrected": (QColor(CORRECTED_COLOUR), "≈ "),
               "error": (QColor(ERROR_COLOUR), "✗ ")}
_NOTE_MUTED = (QColor(MUTED_COLOUR), "")
_NOTE_ALIGN = int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
_FONT_CHANGE = QEvent.Type.FontChange
_NO_PEN = Qt.PenStyle.NoPen
_ELIDE_RIGHT = Qt.TextElideMode.ElideRight
_META_CALL = QEvent.Type.MetaCall
_ESCAPE, _TAB, _BACKTAB = Qt.Key.Key_Escape, Qt.Key.Key_Tab, Qt.Key.Key_Backtab
_KEYS_FOR_THE_LIST = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Tab, Qt.Key.Key_Backtab)  # (a name list shown)
_NO_MODIFIER = Qt.KeyboardModifier.NoModifier
# the keys that only modify another (pressed alone, they carry no text): ``OrderEditor._key``
_MODIFIER_KEYS = frozenset((Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta, Qt.Key.Key_AltGr))
_SHOWN_OR_HIDDEN = (QShowEvent, QHideEvent)  # (the classes PySide gives a show's and a hide's events as)


PLACEHOLDERS = {
    PhaseType.MOVEMENT: QT_TRANSLATE_NOOP("OrderPane", "Type or paste the written orders,\none per line, e.g.\n\nA Par - Bur\n"
                                                       "F Bre - Mid-Atlantic Ocean\nA Mar S A Par - Bur\nF Lon C A Yor - Nwy"),
    PhaseType.RETREATS: QT_TRANSLATE_NOOP("OrderPane", "Retreat orders, one per line, e.g.\n\nA Ven - Pie\nF Tri disband"),
    PhaseType.ADJUSTMENTS: QT_TRANSLATE_NOOP("OrderPane", "Builds and removals, one per line, e.g.\n\nBuild A Par\n"
                                                          "Build F StP/nc\nRemove A Mun\nWaive"),
}


class ProvinceNames:
    """Every spelling of every province (codes, names, aliases, names in other languages) for completion."""

    def __init__(self, ruleset: Ruleset) -> None:
        self.codes: dict[str, set[str]] = {}  # casefolded spelling -> province codes
        self.display: dict[str, str] = {}  # code -> English name
        self.spellings: dict[str, list[str]] = {}  # code -> its spellings
        words: set[str] = set()
        for code, prov in ruleset.map.provinces.items():
            self.display[code] = prov.name
            names = {code, prov.name, *prov.aliases, *prov.names.values(), *ruleset.extra_aliases.get(code, ())}
            for w in names:
                if not w.strip():
                    continue
                words.add(w)
                self.codes.setdefault(w.casefold(), set()).add(code)
                self.spellings.setdefault(code, []).append(w)
        self.words = sorted(words, key=str.casefold)
        # per start of a name: the names found for it (the list ``OrderEditor._matches`` keeps) and what ``found`` made
        # of them
        self._found: dict[str, tuple[list[str], list[tuple[str, str]]]] = {}

    def found(self, fragment: str, words: list[str]) -> list[tuple[str, str]]:
        """(code, what Tab writes) for each province one of ``words`` (the names found for ``fragment``) names, in the
        order of what Tab writes (case aside). Kept per fragment while its names found are the same list (the editors
        keep them per start of a name, ``OrderEditor._matches``): every letter of a name typed asked them again, a
        Python loop over each name found and each province's completion (the same for the same names and fragment)."""
        kept = self._found.get(fragment)
        if kept is not None and kept[0] is words:
            return kept[1]
        codes: set[str] = set()
        for w in words:
            codes |= self.codes.get(w.casefold(), set())
        out = sorted(((c, self.completion(c, fragment)) for c in codes), key=lambda x: x[1].casefold())
        if len(self._found) > 1024:
            self._found.clear()
        self._found[fragment] = (words, out)
        return out

    def completion(self, code: str, fragment: str) -> str:
        """What Tab writes for ``code``: its English name, or for a CJK fragment the CJK name it starts."""
        if has_cjk(fragment):
            fits = [w for w in self.spellings.get(code, []) if w.casefold().startswith(fragment.casefold())]
            if fits:
                return max(fits, key=len)
        return self.display.get(code, code)


def keep_contents(widget: QWidget) -> None:
    """``widget`` (opaque) keeps what it painted when only its size changes: what it uncovers is painted, not all
    of it. Qt's ``WA_StaticContents`` does that only for a widget its window's painter knows of, which it learns
    when the attribute is set while the window has a painter; a widget made before it is put in a shown window
    (a sheet) is made known here, when shown (setting the attribute it has does nothing: it is set anew)."""
    widget.setAttribute(Qt.WidgetAttribute.WA_StaticContents, False)
    widget.setAttribute(Qt.WidgetAttribute.WA_StaticContents, True)


class AnnotationArea(QWidget):
    """The right-hand column of an OrderEditor."""

    def __init__(self, editor: OrderEditor) -> None:
        super().__init__(editor)
        self.setMouseTracking(True)
        # the notes stay where they are when the column grows or shrinks in height (the labels under the sheet
        # taking a line more or less, on many keys): only what a taller column uncovers is painted; a change of
        # width shortens the notes differently, and repaints it all (``resizeEvent``). Qt keeps the contents of
        # an opaque widget only: the column paints every pixel it is asked to (``paint_annotations`` fills the
        # region first), so nothing under it (the sheet's frame, the pane, the stack) is painted for a note
        # either. The window's painter is told of the kept contents when the sheet is shown (``keep_contents``).
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setAttribute(Qt.WidgetAttribute.WA_StaticContents)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's naming)
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.update()

    @property
    def editor(self) -> OrderEditor:
        # its parent, not an attribute: the editor and its column would refer to each other (a reference cycle,
        # which only the cyclic collector frees: a replaced game's sheets would outlive it)
        return cast("OrderEditor", self.parentWidget())

    def sizeHint(self) -> QSize:
        return QSize(self.editor.annotation_width(), 0)

    def paintEvent(self, event: QPaintEvent) -> None:
        self.editor.paint_annotations(self, event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        text = self.editor.annotation_at(int(event.position().y()))
        if text:
            QToolTip.showText(event.globalPosition().toPoint(), text, self)
        else:
            QToolTip.hideText()


_MARK_FORMATS: tuple[QTextCharFormat, QTextCharFormat] | None = None


def _mark_formats() -> tuple[QTextCharFormat, QTextCharFormat]:
    """The sheet's line marks' formats (the current line's background across the sheet, a rejected line's wavy
    underline), made once: a selection keeps a copy of the format it is given, and every change of the text set
    the marks again with formats made anew."""
    global _MARK_FORMATS
    if _MARK_FORMATS is None:
        line = QTextCharFormat()
        line.setBackground(QColor("#eef3f8"))
        line.setProperty(QTextFormat.Property.FullWidthSelection, True)
        error = QTextCharFormat()
        error.setUnderlineStyle(QTextCharFormat.UnderlineStyle.WaveUnderline)
        error.setUnderlineColor(QColor(ERROR_COLOUR))
        _MARK_FORMATS = (line, error)
    return _MARK_FORMATS


# the object name Qt (since Qt 4) gives a scroll area's container of its horizontal scroll bar
HBAR_CONTAINER = "qt_scrollarea_hcontainer"


class _FrameWatch(QObject):
    """Watches the sheet's horizontal scroll bar (its container) for its being shown or hidden, which can change the
    sheet's height with no change of its text's viewport (``OrderEditor._frame_follows``)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's naming)
        if type(event) in _SHOWN_OR_HIDDEN:  # (a show or hide comes as its own class: no type's enum member made)
            cast("OrderEditor", self.parent())._frame_follows()
        return False


class OrderEditor(QPlainTextEdit):
    """A plain-text sheet with an annotation column and Tab completion of province names."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        know_viewport(self)  # no search for its class (gui.common)
        self._frame_size: QSize | None = None  # the sheet's size when its frame was last brought up to date
        bar = self.findChild(QWidget, HBAR_CONTAINER, Qt.FindChildOption.FindDirectChildrenOnly)
        # the frame keeps its pixels only while the scroll bar's showing and hiding is watched (``_frame_follows``): a Qt
        # that named its container otherwise has the frame painted whole, as Qt paints it
        self._frame_watched = bar is not None
        if bar is not None:
            bar.installEventFilter(_FrameWatch(self))
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.setTabChangesFocus(False)
        self.annotations: list[tuple[str, str]] = []  # per line: (kind ok|error|blank, text)
        self.area = AnnotationArea(self)
        self.annotation_ratio = 0.45
        self.completer: QCompleter | None = None
        self.chooser: QCompleter | None = None
        self.names: ProvinceNames | None = None
        self.hint_changed: Callable[[str], None] | None = None
        self._hint_told = ""  # what ``hint_changed`` was last told (the hint under the sheet shows it: none at first)
        # the provinces that can follow the start of a line (the game's ``places_that_fit``), None: any
        self.fit: Callable[[str], frozenset[str] | None] | None = None
        # a pasted text of several lines goes through this first (the pane keeps the order lines only)
        self.paste_filter: Callable[[str], str] | None = None
        self._completion_start = -1
        # the names the last prefix found and the line before it (``completion_prefix``)
        self._found: tuple[str, list[str], str] | None = None
        self._matched: dict[str, list[str]] = {}  # the names the completer found per start of a name (``_matches``)
        self._chooser_shown = False  # the list of names made and shown by Tab (``complete``)
        self._highlighted: tuple[object, ...] | None = None  # what the line marks were set for (``_highlight``)
        self._line_cursors: dict[int, QTextCursor] = {}  # per line, the cursor its mark last used (``_line_cursor``)
        # the marks last set (``_highlight``): the document, the line mark's cursor, the rejected lines' (line, cursor)
        self._marks: tuple[QTextDocument, QTextCursor, list[tuple[int, QTextCursor]]] | None = None
        self._notes_font: tuple[QFont, QFontMetrics] | None = None  # (the notes' font, its metrics), for the sheet's font
        self._elided: dict[tuple[str, int], str] = {}  # a note as it fits the column (text, width): in the notes' font
        self._advance: tuple[QFontMetrics, int] | None = None  # the notes' metrics and their average advance (``_note_advance``)
        # the lines on screen (``_visible_blocks``) the notes column was last brought up to date for (None: not yet, or
        # scrolled since: painted whole at the next change)
        self._area_rows: list[tuple[int, int, int]] | None = None
        # the lines on screen (``_visible_blocks``) and what they were found for
        self._blocks_key: tuple[object, ...] | None = None
        self._blocks: list[tuple[int, int, int]] = []
        # the lines found down to the bottom they were found for and the top of the line the pass stopped at (None: it ran
        # out of lines); the document's number of lines then (``_visible_blocks``)
        self._blocks_found: tuple[list[tuple[int, int, int]], int | None] = ([], None)
        self._blocks_count = -1
        self._edits = 0  # the changes of the text's contents so far (``_text_edited``)
        # the one change of the text's contents since its lines were last found (position, removed, added), or None: none,
        # or more than one (``_visible_blocks``)
        self._edit: tuple[int, int, int] | None = None
        self.document().contentsChange.connect(self._text_edited)
        # the column's width is a share of the sheet's: its margins follow a resize (``resizeEvent``), not the text
        self.updateRequest.connect(self._on_update_request)
        self.cursorPositionChanged.connect(self._cursor_moved)
        # the owner gives the sheet its notes after every change of its text (``set_annotations``, which sets the
        # line marks): a cursor moved by typing then waits for them (the sheet's pane)
        self.notes_follow_text = False
        # told after the sheet's own answer to its cursor moving, with the text's revision then (the sheet's pane)
        self.cursor_moved: Callable[[int], None] | None = None
        f = QFont("DejaVu Sans Mono")
        f.setStyleHint(QFont.StyleHint.Monospace)
        f.setPointSize(12)
        self.setFont(f)
        self._update_margins()

    # --- the annotation column -------------------------------------------------------
    def annotation_width(self) -> int:
        """The column beside the text: a fixed share of the width, whatever is typed (a long line scrolls
        under it rather than narrowing every reason; the full reasons are listed under the sheet)."""
        return max(160, int(self.width() * self.annotation_ratio))

    def _update_margins(self, *_: object) -> None:
        # a scroll area given its margins again lays its viewport and scroll bars out again even when they are the same
        w = self.annotation_width()
        if self.viewportMargins().right() != w or self.viewportMargins().left():
            self.setViewportMargins(0, 0, w, 0)
        cr = self.contentsRect()
        rect = QRect(cr.right() - w + 1, cr.top(), w, cr.height())
        if self.area.geometry() != rect:
            self.area.setGeometry(rect)

    def _on_update_request(self, rect: QRect, dy: int) -> None:
        if dy:
            self.area.scroll(0, dy)  # (opaque: what it painted moves with the text, what it uncovers is painted)
            self._area_rows = None
            return
        # the text repainted where it changed (the line typed in, on every key; the cursor's blink): the notes beside
        # it are painted again only when a line's place on screen changed since the column was last brought up to
        # date (a line added or removed, a line's height). A note's own change is repainted by ``set_annotations``;
        # a change of the column's width repaints it all (``AnnotationArea.resizeEvent``), as Qt repaints it for another
        # font (the sheet's, which the column is given too: ``QWidget::changeEvent``)
        rows = self._visible_blocks()
        before = self._area_rows
        if rows == before:
            return
        self._area_rows = rows
        if before is None:
            self.area.update()
            return
        # the rows whose line or place changed, and the band between the old and the new end of the lines: a row that
        # holds the same line at the same place and height shows the same note (a note's own change is repainted by
        # ``set_annotations``), over the same background and edge. A Return at the end of the sheet moves no row above
        # the new line: the column was painted whole for it (a key can ask the text's repaint in several pieces; the
        # rows are compared, not the pieces)
        area = self.area
        width = area.width()
        kept = set(before)
        for row in rows:
            if row in kept:
                kept.discard(row)
            else:
                area.update(0, row[1], width, row[2])
        for _n, top, h in kept:  # (rows gone or moved: their old places)
            area.update(0, top, width, h)
        end = rows[-1][1] + rows[-1][2] if rows else 0
        old_end = before[-1][1] + before[-1][2] if before else 0
        if end != old_end:
            area.update(0, min(end, old_end), width, abs(end - old_end))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's naming)
        super().showEvent(event)
        keep_contents(self.viewport())
        keep_contents(self.area)
        if self._frame_watched:
            keep_contents(self)
        self._frame_size = self.size()  # (shown: painted whole)

    def _frame_follows(self) -> None:
        """The sheet keeps what it painted when its size changes (``keep_contents``), its frame too: what its frame
        must paint again is asked here. The labels under the sheet take a line more or less on many keys, and only the
        sheet's height changes then: its frame's bottom edge moves, and the band from its old place to its new one (both
        edges' rows) is painted again; Qt painted the whole frame (for a sheet that does not keep its contents), the
        style stroking its outline through the frame's four strips, as dear as the rest of the key's paint. Another
        width: painted whole.

        Asked when the text's viewport is resized (``resizeEvent``, which Qt gives the viewport's resize: the sheet's
        own comes to ``event``, which every event of the sheet would then go through in Python) and when the horizontal
        scroll bar is shown or hidden (``_FrameWatch``): the sheet's height cannot change without one of the two (its
        viewport is its height less its frame and that scroll bar)."""
        size, old = self.size(), self._frame_size
        self._frame_size = size
        if old is None or size == old:
            return
        if size.width() != old.width():
            self.update()
        else:
            frame = self.frameWidth()
            top = min(size.height(), old.height()) - frame
            self.update(0, top, size.width(), abs(size.height() - old.height()) + frame)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._frame_follows()
        if event.size().width() != event.oldSize().width():
            # the text keeps what it painted when only its height changes (``keep_contents``); another width
            # wraps the placeholder otherwise and moves the line marks' right end: painted whole
            self.viewport().update()
        cr = self.contentsRect()
        w = self.annotation_width()
        self._update_margins()
        self.area.setGeometry(QRect(cr.right() - w + 1, cr.top(), w, cr.height()))

    def set_annotations(self, annotations: Sequence[tuple[str, str]]) -> None:
        annotations = list(annotations)
        if annotations != self.annotations:
            old, self.annotations = self.annotations, annotations
            # only the lines whose note changed are painted again (a key changes its own line's): a line's place
            # that moved (a line added or removed above it) is repainted by the editor's own update of it
            # (``_on_update_request``), and the column's width by its resize
            changed = {n for n in range(max(len(old), len(annotations)))
                       if n >= len(old) or n >= len(annotations) or old[n] != annotations[n]}
            width = self.area.width()
            bottom = 0
            for n, top, h in self._visible_blocks():
                if n in changed:
                    self.area.update(0, top, width, h)
                    if n < len(annotations) and annotations[n][1]:
                        self._elide_note(annotations[n], width - 12)
                bottom = top + h
            if len(old) > len(annotations):  # a line gone at the end: the column below the last line
                self.area.update(0, bottom, width, max(0, self.area.height() - bottom))
        self._highlight()

    def _visible_blocks(self) -> list[tuple[int, int, int]]:
        """(line number, top, height) of the lines on screen.

        Asked three or four times a key (the text's repaint requests, the notes set, the column's paint), each
        time a Python loop of PySide calls over the lines on screen: the answer is kept with what it follows from,
        the text (the document, and its edits: ``_text_edited``, told of every change of its contents before the
        change is laid out; not its revision, which a text set whole, ``setPlainText``, leaves as it was), the
        first line on screen and the offset of the text (a scroll), the viewport's height, and the sheet's font
        (``changeEvent``: a line's height); the sheet never wraps its lines (``NoWrap``), so its width changes no
        line's place.

        Two changes are followed without the loop (issue 33, round 21): another viewport's height (the labels under the
        sheet taking a line more or less, on many keys) keeps the lines found above the new bottom, and finds nothing
        more when the line the pass stopped at is still below it, or the pass ran out of lines; and a key's one change of
        the text inside one line (the number of lines the same, the text it added in the line it starts in: a letter, a
        space, a Backspace inside a line) moves no line but that one's height, which is compared: the same height, the
        same places."""
        doc = self.document()
        block = self.firstVisibleBlock()
        offset = self.contentOffset()
        bottom = self.viewport().height()
        n = block.blockNumber()
        key = (doc, self._edits, n, offset.y(), bottom)
        if key == self._blocks_key:
            return self._blocks
        kept_key, edit = self._blocks_key, self._edit
        found, stop = self._blocks_found
        if kept_key is not None and kept_key[0] is doc and kept_key[2] == n and kept_key[3] == offset.y() and (
                kept_key[1] == self._edits or (edit is not None and kept_key[1] == self._edits - 1
                                               and self._same_places(doc, edit, found, stop, n))):
            self._edit = None
            if stop is None or stop > bottom:  # (the lines found above the bottom; none more below it)
                out = found if not found or found[-1][1] <= bottom else [row for row in found if row[1] <= bottom]
                self._blocks_key, self._blocks = key, out
                return out
        self._edit = None
        out = []
        top = round(self.blockBoundingGeometry(block).translated(offset).top())
        while block.isValid() and top <= bottom:
            h = round(self.blockBoundingRect(block).height())
            if block.isVisible():
                out.append((n, top, h))
            top += h
            block = block.next()
            n += 1
        self._blocks_found = (out, top if block.isValid() else None)
        self._blocks_count = doc.blockCount()
        self._blocks_key, self._blocks = key, out
        return out

    def _same_places(self, doc: QTextDocument, edit: tuple[int, int, int], found: list[tuple[int, int, int]],
                     stop: int | None, first: int) -> bool:
        """The lines found (``found``, from line ``first``; ``stop``: the top the pass stopped at) are where they were
        after ``edit`` (position, removed, added), the one change of the text since: a change inside one line (the number
        of lines the same, and the text added in the line it starts in: what was removed held no line's end either) that
        left that line's height as it was."""
        if doc.blockCount() != self._blocks_count:
            return False
        pos, _removed, added = edit
        block = doc.findBlock(pos)
        line = block.blockNumber()
        if added and doc.findBlock(pos + added).blockNumber() != line:
            return False
        if line < first:  # (above the lines on screen: their places are from the first one's)
            return True
        for n, _top, h in found:
            if n == line:
                return round(self.blockBoundingRect(block).height()) == h
        # not among the lines found: below the last (the pass stopped above it), or hidden
        return stop is not None and bool(found) and line > found[-1][0]

    def _text_edited(self, pos: int = 0, removed: int = 0, added: int = 0) -> None:
        self._edits += 1  # (``_visible_blocks``)
        # the one change since the lines were found, if it is one (``_visible_blocks``); the first change after them
        # keeps its place, a second one leaves none
        self._edit = (pos, removed, added) if self._blocks_key is not None and self._blocks_key[1] == self._edits - 1 \
            else None

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's naming)
        if event.type() == _FONT_CHANGE:  # (the lines' heights: ``_visible_blocks``; the notes' font)
            self._blocks_key = None
            self._notes_font = None
        super().changeEvent(event)

    def annotation_at(self, y: int) -> str:
        for n, top, h in self._visible_blocks():
            if top <= y < top + h and n < len(self.annotations):
                return self.annotations[n][1]
        return ""

    def _note_font(self) -> tuple[QFont, QFontMetrics]:
        """The notes' font (a point smaller than the sheet's) and its metrics, made again when the sheet's changes
        (``changeEvent``: compared, the sheet's font's ``key()`` was a string Qt built at every paint of the column)."""
        notes = self._notes_font
        if notes is None:
            f = QFont(self.font())
            f.setPointSizeF(max(8.0, self.font().pointSizeF() - 1))
            notes = self._notes_font = (f, QFontMetrics(f))
            self._elided.clear()
        return notes

    def _elide_note(self, note: tuple[str, str], width: int) -> None:
        """A changed note on screen, as the column shows it at ``width`` (``paint_annotations``, which finds it kept), cut
        to the column from a part of its text only (``elide_right``): a key's note is a new text, and the reason of a
        rejected line is several times wider than the column, all of it shaped by ``elidedText``."""
        kind, text = note
        mark = _NOTE_STYLE.get(kind, _NOTE_MUTED)[1]
        key = (mark + text, width)
        if key in self._elided:
            return
        _f, fm = self._note_font()
        if len(self._elided) > 256:
            self._elided.clear()
        self._elided[key] = elide_right(fm, mark + text, width, self._note_advance(fm))

    def _note_advance(self, fm: QFontMetrics) -> int:
        """The notes' font's average advance (kept with the font: ``_note_font`` makes it again)."""
        kept = self._advance
        if kept is None or kept[0] is not fm:
            kept = self._advance = (fm, max(1, fm.averageCharWidth()))
        return kept[1]

    def paint_annotations(self, area: QWidget, event: QPaintEvent) -> None:
        p = QPainter(area)
        # the background filled as ``fillRect`` fills it (a rectangle without its outline covers exactly its pixels),
        # without ``fillRect``: PySide's choice among its overloads makes QGradient's enums (180 members, 1.5-3 ms
        # of a start: the notes column is painted before the board)
        p.setPen(_NO_PEN)
        p.setBrush(_NOTES_BACKGROUND)
        rect = event.rect()  # (the region's bounding rectangle)
        p.drawRect(rect)
        p.setPen(_NOTES_EDGE)
        above, below = rect.top(), rect.bottom()
        p.drawLine(0, above, 0, below)
        f, fm = self._note_font()
        p.setFont(f)
        full = area.width()
        width = full - 12
        region = event.region()
        notes = self.annotations
        for n, top, h in self._visible_blocks():
            if n >= len(notes):
                break
            kind, text = notes[n]
            if not text:
                continue
            # not painted (clipped away anyway): a line outside the region's bounding rectangle is outside the region
            if top > below or top + h <= above or not region.intersects(QRect(0, top, full, h)):
                continue
            colour, mark = _NOTE_STYLE.get(kind, _NOTE_MUTED)
            p.setPen(colour)
            key = (mark + text, width)
            shown = self._elided.get(key)
            if shown is None:
                if len(self._elided) > 256:
                    self._elided.clear()
                shown = self._elided[key] = fm.elidedText(mark + text, Qt.TextElideMode.ElideRight, width)
            p.drawText(QRect(8, top, width, h), _NOTE_ALIGN, shown)
        p.end()

    def _cursor_moved(self) -> None:
        # a key typed moves the cursor before the text's change is announced: the marks set now would be set
        # again with the new notes a moment later (a text changed since the marks were set is a new revision)
        revision = self.document().revision()
        if not (self.notes_follow_text and self._highlighted is not None and revision != self._highlighted[0]):
            self._highlight()
        if self.cursor_moved is not None:  # (the owner's, after the marks: one call from Qt for both)
            self.cursor_moved(revision)

    def _highlight(self) -> None:
        # asked twice per key (the notes set, the cursor moved) with nothing changed in between: the same text
        # (the document's revision), the same cursor and the same rejected lines give the same marks
        doc = self.document()
        cursor = self.textCursor()
        seen = (doc.revision(), doc.characterCount(), cursor.position(), cursor.anchor(),
                tuple(n for n, (kind, _text) in enumerate(self.annotations) if kind == "error"))
        if seen == self._highlighted:
            return
        before, self._highlighted = self._highlighted, seen
        if doc.isEmpty():
            self._marks = None
            self.setExtraSelections([])  # keep the placeholder readable
            return
        lines = []  # the rejected lines marked: (line, the cursor over its text)
        for n in seen[4]:
            block = doc.findBlockByNumber(n)
            if not block.isValid() or not block.text().strip():
                continue
            lines.append((n, self._line_cursor(n, block)))
        # the marks Qt holds are copies of those set last, and followed every change of the text as those did (a
        # document moves all its cursors alike): when the kept cursors still give the marks these would be, Qt holds
        # them already (its ``setExtraSelections`` would find each the same, and change nothing). After a key, the line
        # mark's cursor has moved with the text to the sheet's cursor, and a rejected line's kept cursor still covers it
        # (``_line_cursor``): the marks are not made again through PySide (two structs, their cursors, Qt's copies)
        position = seen[2]
        kept = self._marks
        if kept is not None and before is not None and kept[0] is doc and kept[1].position() == position \
                and kept[1].anchor() == position and len(kept[2]) == len(lines) \
                and all(a[0] == b[0] and a[1] is b[1] for a, b in zip(kept[2], lines)):
            return
        line_format, error_format = _mark_formats()
        mark = QTextCursor(cursor)  # (the sheet's cursor without its selection: the line mark's, kept)
        mark.clearSelection()
        cur = QTextEdit.ExtraSelection()
        cur.format = line_format  # type: ignore[attr-defined]
        cur.cursor = mark  # type: ignore[attr-defined]
        sels = [cur]
        for _n, line in lines:
            sel = QTextEdit.ExtraSelection()
            sel.format = error_format  # type: ignore[attr-defined]
            sel.cursor = line  # type: ignore[attr-defined]
            sels.append(sel)
        self.setExtraSelections(sels)
        self._marks = (doc, mark, lines)

    def _line_cursor(self, n: int, block: QTextBlock) -> QTextCursor:
        """A cursor over line ``n``'s text (``block``). Finding a line's end with a cursor lays the line out for
        the cursor's place on screen, on every change of the text for every rejected line: a cursor kept from
        before (a document's cursors follow its edits) is used again when it still covers the line's text."""
        start = block.position()
        end = start + block.length() - 1
        kept = self._line_cursors.get(n)
        if kept is not None and kept.anchor() == start and kept.position() == end and kept.document() is self.document():
            return kept
        c = QTextCursor(block)
        c.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
        if len(self._line_cursors) > 256:
            self._line_cursors.clear()
        self._line_cursors[n] = c
        return c

    # --- completion ------------------------------------------------------------------
    def set_completer(self, completer: QCompleter, names: ProvinceNames) -> None:
        """``completer`` filters ``names.words`` by prefix; the list it pops up shows one name per province."""
        self.completer = completer
        self.names = names
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        # the names found per start of a name (``_matches``), kept with the model (the ruleset's names, never changed
        # once made, which every sheet's completer filters) for the way this completer filters it: shared by the sheets
        model = completer.model()
        kept = getattr(model, "_names_found", None)
        if kept is None:
            kept = {}
            setattr(model, "_names_found", kept)  # noqa: B010 (a Python attribute of the model's wrapper)
        how = (completer.caseSensitivity(), completer.filterMode(), completer.modelSorting())
        self._matched = kept.setdefault(how, {})
        self.chooser = QCompleter(QStringListModel(self), self)
        self.chooser.setWidget(self)
        self.chooser.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.chooser.activated.connect(self._insert_completion)

    def _matches(self, frag: str) -> list[str]:
        """The names the completer finds for ``frag``. Its model (the ruleset's names) and settings are set once
        (``set_completer``), so a start of a name finds the same names whenever it is typed again, in any sheet (each
        letter of a province's name, in every phase of an evening): kept per start with the model, not asked of the
        completer and read back row by row again."""
        found = self._matched.get(frag)
        if found is not None:
            return found
        assert self.completer is not None
        self.completer.setCompletionPrefix(frag)
        model = self.completer.completionModel()
        found = [str(model.index(i, 0).data()) for i in range(model.rowCount())]
        if len(self._matched) > 1024:
            self._matched.clear()
        self._matched[frag] = found
        return found

    def completion_prefix(self) -> tuple[str, int]:
        """The name being typed before the cursor (up to three words) and where it starts."""
        c = self.textCursor()
        block = c.block()
        line = block.text()[: c.positionInBlock()]
        if not line or line[-1].isspace() or self.completer is None:
            return "", -1
        # the longest run of trailing words that some name starts with ("North S" -> North Sea)
        starts = [m.start() for m in re.finditer(r"(?:(?<=\s)|^|(?<=[-(/]))[^\s\-(/]", line)]
        for start in starts[-3:]:
            frag = line[start:]
            if len(frag) < 2 and not has_cjk(frag):
                continue
            matches = self._matches(frag)
            if matches:
                # (``candidates`` asks the same names next, and the line before the name)
                self._found = (frag, matches, line[:start])
                return frag, block.position() + start
        return "", -1

    def candidates(self) -> list[tuple[str, str]]:
        """(code, what Tab would write) for each province the name before the cursor may start."""
        self._found = None
        frag, start = self.completion_prefix()
        if not frag or self.names is None:
            return []
        found, self._found = self._found, None
        if found is not None and found[0] == frag:
            words, before = found[1], found[2]
        else:  # (not from ``completion_prefix``: not met)
            block = self.textCursor().block()
            words, before = self._matches(frag), block.text()[: start - block.position()]
        every = self.names.found(frag, words)
        if self.fit is not None and every:
            fits = self.fit(before)
            if fits is not None:
                some = [one for one in every if one[0] in fits]
                if some:
                    return some  # only what fits the unit and the order (all names when nothing does)
        return list(every)

    def completions(self) -> list[str]:
        return [text for _code, text in self.candidates()]

    def _insert_completion(self, text: str) -> None:
        if self._completion_start < 0:
            return
        c = self.textCursor()
        end = c.position()
        c.setPosition(self._completion_start)
        c.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
        c.insertText(text)
        self.setTextCursor(c)
        self._completion_start = -1

    def complete(self) -> bool:
        """Tab: complete the province name before the cursor; a list to choose from when several fit."""
        if self.completer is None or self.chooser is None:
            return False
        frag, start = self.completion_prefix()
        cands = self.candidates()
        if not frag or not cands:
            return False
        self._completion_start = start
        if len(cands) == 1:
            self._insert_completion(cands[0][1])
            return True
        model = self.chooser.model()
        assert isinstance(model, QStringListModel)
        model.setStringList([text for _c, text in cands])
        self.chooser.setCompletionPrefix("")
        popup = self.chooser.popup()
        self._chooser_shown = True
        r = self.cursorRect()
        if popup is not None:
            r.setWidth(max(220, popup.sizeHintForColumn(0) + 30))
        self.chooser.complete(r)
        if popup is not None:
            popup.setCurrentIndex(self.chooser.completionModel().index(0, 0))
        return True

    def keyPressEvent(self, e: QKeyEvent) -> None:
        # the key's change is committed to the game file while the sheet is checked and laid out (the commit's
        # wait for the disk on the writer thread), and on disk before this returns: before the key is painted and
        # the next key read
        with write_behind():
            self._key(e)

    def _key(self, e: QKeyEvent) -> None:
        # the list of names exists once Tab has shown it (``complete``): asked for before, QCompleter makes it (a
        # top-level list view, polished), which the first key typed in each sheet paid
        popup = self.chooser.popup() if self.chooser is not None and self._chooser_shown else None
        key = e.key()  # (asked once: each ask makes the key's enum member in Python)
        if popup is not None and popup.isVisible() and key == _ESCAPE:
            popup.hide()
            return
        if popup is not None and popup.isVisible() and key in _KEYS_FOR_THE_LIST:
            e.ignore()  # the list takes the highlighted name (QCompleter), not a new line
            return
        if key == _TAB and e.modifiers() == _NO_MODIFIER:
            self.complete()  # never inserts a tab character
            return
        if key == _BACKTAB:
            e.ignore()
            return
        if key in _MODIFIER_KEYS and not e.text():
            # a modifier pressed alone (the Ctrl of Ctrl+PgDn, the Shift of a capital): the text control would match it
            # against its moves and shortcuts (none holds a modifier key), ask its cursor's line to be repainted as it
            # stands, and ignore it. It is ignored here; it changes nothing else unless a hint or the list of names is
            # shown (both go, as for any key that types nothing)
            e.ignore()
            if not self._hint_told and (popup is None or not popup.isVisible()):
                return
        else:
            super().keyPressEvent(e)
        if popup is not None and popup.isVisible():
            popup.hide()  # typing on: the list no longer fits
        if self.hint_changed is not None:
            typed = e.text()
            words = self.completions()[:5] if typed and not typed.isspace() else []
            self._hint_told = translate("OrderPane", "Tab: {names}").format(names=" · ".join(words)) if words else ""
            self.hint_changed(self._hint_told)
        # a scroll area shows or hides a scroll bar in a call it posts to itself (a line grown wider than the sheet),
        # which came after the key's repaint and painted the sheet a second time: made now, it joins that repaint
        QCoreApplication.sendPostedEvents(self, _META_CALL)
        lay_out_now()  # the sheet and what holds it laid out once, before the key's repaint

    def insertFromMimeData(self, source: QMimeData) -> None:  # noqa: N802 (Qt's name)
        """A pasted text of several lines (an e-mail) keeps only its order lines (``paste_filter``)."""
        text = source.text() if source.hasText() else ""
        if self.paste_filter is not None and "\n" in text.strip():
            kept = self.paste_filter(text)
            self.textCursor().insertText(kept)
            self.ensureCursorVisible()
            return
        super().insertFromMimeData(source)

    def lines(self) -> list[str]:
        return self.toPlainText().split("\n")


# what ``QFontMetrics.elidedText`` keeps from the part of a text it cuts off (``elide_right``): the bidi controls
# (``stringMidRetainingBidiCC``; the zero widths before them too, as other Qt versions keep them), and the separator of a text's length variants (U+009C: the text is its variants)
_KEPT_WHEN_CUT = re.compile("[\u009c\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069]")
_PART_MARGIN = 12  # characters shaped past the column's width (``elide_right``)


def elide_right(fm: QFontMetrics, text: str, width: int, advance: int) -> str:
    """``fm.elidedText(text, Qt.ElideRight, width)``, for a text far wider than ``width``, from a part of it.

    Qt shapes the whole text to learn whether it fits, then keeps the graphemes from its start whose advances stay under
    the width less the ellipsis's. A part of the text (its first ``width // advance`` characters and a margin:
    ``advance`` the font's average advance) that Qt cuts well before the part's end gives what the whole text gives:
    the part does not fit, so neither does the text, and the graphemes kept and their advances lie within the part, far
    from its end (shaping and grapheme boundaries look at neighbouring characters only). Anything else (a part that
    fits, or is cut near its end; a text holding what Qt keeps from the part cut off) is cut from the whole text."""
    part = width // advance + _PART_MARGIN
    if len(text) > part and not _KEPT_WHEN_CUT.search(text):
        shown = fm.elidedText(text[:part], _ELIDE_RIGHT, width)
        if len(shown) <= part - _PART_MARGIN // 2:
            return shown
    return fm.elidedText(text, _ELIDE_RIGHT, width)


def sheet_marks(game: Game, power: str) -> str:
    """The marks of a power's sheet in the list of powers: ✓ all ordered, ! rejected lines, ≈ corrected,
    LATE / REFUSED. From the game's own state and check of the sheet: no sheet (pane) is needed for them."""
    marks = []
    state = game.current.late_state(power)
    if state == "late":
        marks.append(translate("OrderPane", "LATE"))
    elif state == "refused":
        marks.append(translate("OrderPane", "REFUSED"))
    checks = game.check_sheet(power)  # the game's sheet: a pane may not have rechecked yet
    if any(not c.ok and not c.blank for c in checks):
        marks.append("!")
    elif not state and game.sheet_complete(power):
        marks.append("✓")  # everything owed is written: every unit, every build (or waive) and removal
    if "!" not in marks and any(c.corrected for c in checks):
        marks.append("≈")
    return " ".join(marks)


_CHIPS: dict[tuple[object, ...], QPixmap] = {}  # (style, size, background, pixel ratio) -> the swatch's pixels
CHIPS_KEPT = 32  # every power's swatch in both palettes, and more


class SwatchChip(QLabel):
    """A sheet's swatch of its power's colour: the pixels a label styled with ``swatch_style`` (a background, a border
    with rounded corners) paints on the window's background, kept per style and shown as a picture. Styled, each sheet
    shown had Qt's style sheet engine find its rule and draw the rounded border antialiased: about 0.22 M instructions a
    switch of sheets. The pixels are made again when the palette or style changes (the background under it)."""

    def __init__(self, size: int = 18) -> None:
        super().__init__()
        self.setFixedSize(size, size)
        self.swatch_style = ""

    def set_swatch(self, style: str) -> None:
        self.swatch_style = style
        self._show()

    def _show(self) -> None:
        background = self.palette().color(QPalette.ColorRole.Window)
        dpr = self.devicePixelRatioF()
        key = (self.swatch_style, self.width(), self.height(), background.rgba(), dpr, self.style().name())
        pixmap = _CHIPS.get(key)
        if pixmap is None:
            if len(_CHIPS) >= CHIPS_KEPT:
                _CHIPS.clear()
            pixmap = _CHIPS[key] = _chip_pixels(self.swatch_style, self.size(), background, dpr)
        self.setPixmap(pixmap)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's naming)
        super().changeEvent(event)
        if event.type() in _CHIP_CHANGES and self.swatch_style:
            self._show()


# what changes a swatch's pixels: the background under it (the palette), the style, the screen's pixel ratio
_CHIP_CHANGES = (QEvent.Type.PaletteChange, QEvent.Type.StyleChange, QEvent.Type.DevicePixelRatioChange)


def _chip_pixels(style: str, size: QSize, background: QColor, dpr: float) -> QPixmap:
    """A label of ``size`` styled with ``style``, painted on ``background`` as the sheet's window paints it (a widget
    filled with the window's colour, the styled label over it)."""
    holder = QWidget()
    holder.resize(size)
    holder.setAutoFillBackground(True)
    palette = QPalette(holder.palette())
    palette.setColor(QPalette.ColorRole.Window, background)
    holder.setPalette(palette)
    label = QLabel(holder)
    label.setStyleSheet(style)
    label.resize(size)
    pixmap = QPixmap(round(size.width() * dpr), round(size.height() * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(background)
    holder.render(pixmap)
    holder.deleteLater()
    return pixmap


class OrderPane(QWidget):
    """One power's sheet, its checks, the units still without orders, and late status."""

    sheetEdited = Signal(str)  # power

    def __init__(self, game: Game, power: str, names: ProvinceNames | None = None,
                 completer_model: QStringListModel | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.power = power
        self._loading = False
        self._editing = False
        self._refused = ""  # why the game refused the sheet as typed (shown until it is accepted)
        p = game.ruleset.map.powers[power]
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(4)

        head = QHBoxLayout()
        self.chip = SwatchChip(18)
        self.chip.set_swatch(f"background: {p.colour}; border: 1px solid #555; border-radius: 3px;")
        self.title = heading_label(3)
        self.status = _muted(QLabel())
        head.addWidget(self.chip)
        head.addWidget(self.title)
        head.addStretch(1)
        head.addWidget(self.status)
        lay.addLayout(head)

        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet(f"color: {MUTED_COLOUR};")
        lay.addWidget(self.note)

        self.late_frame = QFrame()
        self.late_frame.setStyleSheet(f"QFrame {{ background: #fff3e0; border: 1px solid {LATE_COLOUR}; border-radius: 4px; }}"
                                      "QLabel { border: none; }")
        lf = QHBoxLayout(self.late_frame)
        lf.setContentsMargins(8, 4, 8, 4)
        self.late_label = QLabel()
        self.late_label.setWordWrap(True)
        self.late_label.setStyleSheet(f"color: {LATE_COLOUR}; font-weight: bold;")
        self.accept_button = QPushButton()
        self.reject_button = QPushButton()
        self.accept_button.clicked.connect(lambda: self.decide_late(True))
        self.reject_button.clicked.connect(lambda: self.decide_late(False))
        lf.addWidget(self.late_label, 1)
        late_buttons = QVBoxLayout()  # one above the other: the sheet keeps its width when the frame shows
        late_buttons.setSpacing(2)
        late_buttons.addWidget(self.accept_button)
        late_buttons.addWidget(self.reject_button)
        lf.addLayout(late_buttons)
        lay.addWidget(self.late_frame)

        self.editor = OrderEditor(self)
        if names is not None:
            model = completer_model or QStringListModel(names.words, self)
            comp = QCompleter(model, self.editor)
            comp.setModelSorting(QCompleter.ModelSorting.CaseInsensitivelySortedModel)
            comp.setMaxVisibleItems(10)
            self.editor.set_completer(comp, names)
        # weak: the editor's callbacks into the pane would tie them in a reference cycle (a replaced game's
        # sheets, and the game, kept until the collector's full pass)
        self.editor.hint_changed = weak_method(self._set_hint)
        self.editor.notes_follow_text = True  # ``_on_text_changed`` and ``load_from_game`` refresh the notes
        self.editor.fit = weak_method(self._fit)
        self.editor.paste_filter = weak_method(self._paste)
        lay.addWidget(self.editor, 1)

        self.line_info = WrappedRichLabel()
        self.line_info.setWordWrap(True)
        self.line_info.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.line_info.setMinimumHeight(36)
        self.line_info.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        lay.addWidget(_Holder(self.line_info))
        # every rejected or corrected line with its whole reason, all at once (wrapped)
        self.problems = WrappedRichLabel()
        self.problems.setWordWrap(True)
        self.problems.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problems.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.problems.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self._problems_box = _Holder(self.problems)
        lay.addWidget(self._problems_box)
        self.skipped_label = _muted(QLabel())  # lines of a pasted e-mail that are not orders, listed apart
        self.skipped_label.setWordWrap(True)
        self.skipped_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.skipped_label)
        self.skipped: list[tuple[int, str, str]] = []  # (line of the paste, text, why) of the last paste
        self._skipped_phase = str(game.phase)
        self.hint = _muted(QLabel())
        lay.addWidget(self.hint)

        self.unordered = WrappedRichLabel()
        self.unordered.setWordWrap(True)
        self.unordered.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        lay.addWidget(_Holder(self.unordered))  # (a rich-text label asked its height repaints itself: asked once a text)
        # the wrapped labels paint their own background, the window's colour the stack paints there (the same palette's):
        # Qt then paints nothing under them when their text changes (the stack, the sheet and the holder, each a paint
        # event, two through Python). (Not the hint: made opaque, the stack's paint region cut around it cost more on
        # other keys than it saved, round 21.)
        for label in (self.line_info, self.problems, self.unordered):
            label.setAutoFillBackground(True)
        # the sheet paints its own background too (the same colour: its palette's window, as the stack's): where a key
        # repaints the sheet under a label (the labels moved, the hint's new text) Qt starts the paint here, and the
        # stack under it is not painted first (a paint event of its own, through its Python ``event``; issue 33, round 25)
        self.setAutoFillBackground(True)

        self.checks: list[LineCheck] = []
        self._checked: list[str] | None = None  # the lines ``checks`` checked (``_refresh``)
        # the reasons of the rejected lines among ``checks``, as ``_refresh`` wrote them out: (the checks, the language,
        # the ruleset they were written in, {line: reason}); the line's description shows its own line's again, and the
        # next refresh those of the messages it finds again
        self._errors: tuple[list[LineCheck], str, object, dict[int, str]] = ([], "", None, {})
        self.editor.textChanged.connect(self._on_text_changed)
        self._refreshed_revision = -1  # the sheet's text (its document's revision) when ``refresh`` last read it
        self._refreshed_stamp: tuple[object, ...] | None = None  # all that ``refresh`` last read (``refresh_if_changed``)
        self._game_shown: tuple[object, ...] | None = None  # ``_game_stamp`` when the parts it covers were last set
        self._to_show: list[QWidget] | None = None  # while ``refresh`` runs: the widgets it shows at its end
        self._lines_read: list[str] | None = None  # the sheet's lines as the key's change read them (``_refresh``)
        self._late_shown: str | None = None  # the late state the late frame was last shown for (``_show_late``)
        self.editor.cursor_moved = weak_method(self._cursor_moved)  # (after the editor's own answer, as a slot was)
        self.retranslate()
        self.load_from_game()

    @property
    def lang(self) -> str:
        """The window's language (order errors, unit names and notes are shown in it)."""
        return language.current()

    def set_colour(self, colour: str) -> None:
        """The power's swatch (the colour-blind palette changes it)."""
        self.colour = colour
        self.chip.set_swatch(f"background: {colour}; border: 2px solid #3a4652; border-radius: 3px;")

    def retranslate(self) -> None:
        self.accept_button.setText(translate("OrderPane", "Let it stand (Ctrl+L)"))
        self.reject_button.setText(translate("OrderPane", "Refuse (Ctrl+Shift+L)"))

    # --- game -> pane -------------------------------------------------------------
    def set_game(self, game: Game) -> None:
        self.game = game
        self.load_from_game()

    def load_from_game(self, reset: bool = False) -> None:
        """Put the game's sheet for this phase into the editor (phase change, undo, reopen); ``reset``: the text is
        set even when it is the same (its undo history cleared, the cursor at its end), as a load of another text
        would have done."""
        text = self.game_text()
        if reset or self.editor.toPlainText() != text:
            self._loading = True
            try:
                self.editor._highlighted = None  # a new document: its revisions count again
                self.editor._line_cursors.clear()
                self.editor.setPlainText(text)
                self.editor.moveCursor(QTextCursor.MoveOperation.End)
            finally:
                self._loading = False
        self.refresh()

    def game_text(self) -> str:
        """The game's sheet for this phase, as the editor shows it."""
        return "\n".join(self.game.current.sheets.get(self.power, []))

    def sync(self) -> None:
        """After a change to the game: reload if the sheet differs from the text, else just recheck."""
        if self._editing:
            return
        mine = self.editor.lines()
        if mine == [""]:
            mine = []
        if mine != self.game.current.sheets.get(self.power, []):
            self.load_from_game()
        else:
            self.refresh()

    def refresh(self) -> None:
        if self._to_show is not None:  # (a refresh inside a refresh: what it shows is shown at the outer one's end)
            self._refresh()
            return
        self._to_show = []  # shown at the end, once every text is set (``_show_if``)
        try:
            self._refresh()
        finally:
            to_show, self._to_show = self._to_show, None
            for widget in to_show:
                widget.show()

    def _show_if(self, widget: QWidget, on: bool) -> None:
        """``widget`` shown or hidden. While ``refresh`` runs, a widget to show is shown at its end, once every label
        has its new text: a widget shown in a sheet on screen has Qt lay the sheet out at once (its parent's layout
        activated), with the labels not given their texts yet, and the key's layout pass laid it out again with
        them (the list of rejected lines shown by a line's first key laid out the sheet twice, its labels' sizes
        asked for two texts). Hidden at once: hiding lays nothing out."""
        if self._to_show is not None and widget in self._to_show:
            self._to_show.remove(widget)  # (the last word: a refresh inside a refresh)
        if on and self._to_show is not None:
            self._to_show.append(widget)
        else:
            widget.setVisible(on)

    def _game_stamp(self) -> tuple[object, ...]:
        """What the sheet's title, placeholder, read-only state, note and list of pasted lines left out read, as far as
        it can change: the game (every change of it is an event of its record), the window's language, the pasted lines
        left out and their phase."""
        game = self.game
        return (game, len(game.events), self.lang, self._skipped_phase, tuple(self.skipped))

    def _refresh(self) -> None:
        game, power = self.game, self.power
        lang = self.lang
        # the parts that read the game but not the sheet (title, placeholder, read-only state, note, pasted lines left
        # out) are set again only when something they read changed since they were set: not after a key, whose one
        # change is this sheet's own event (``_on_text_changed``); they would be given what they show
        stamp = self._game_stamp()
        whole = stamp != self._game_shown
        if whole:
            player = game.players.get(power, "")
            _set(self.title, power_name(game, power) + (f" — {player}" if player else ""))
        # the sheet's lines: those ``_on_text_changed`` read for the change it refreshes after (nothing changes the text in
        # between: the game's observers read it), else read now
        lines, self._lines_read = self._lines_read or self.editor.lines(), None
        sheet = [] if lines == [""] else lines
        self.checks = game.check_sheet(power, sheet) or [game.check_line(power, "")]
        self._checked = sheet  # (``_show_unordered``)
        ann: list[tuple[str, str]] = []
        problems: list[str] = []
        parts: list[_Part] = []  # the runs of the list of rejected lines, as shown (``_composed_runs``)
        errors: dict[int, str] = {}  # each rejected line's reason, for the line's description too (``_show_line_info``)
        ruleset = game.ruleset
        # the reasons the refresh before wrote out, by their message (id: (message, reason)): a space typed after a word
        # gives its line the check of the line before it with its message (``Game._spaced_check``), and a line not
        # typed in keeps its check: their reasons are not written out again
        said_checks, said_lang, said_ruleset, said = self._errors
        reasons: dict[int, tuple[object, str]] = {}
        if said_lang == lang and said_ruleset is ruleset:
            for n, reason in said.items():
                m = said_checks[n].message
                if m is not None:
                    reasons[id(m)] = (m, reason)
        self._errors = (self.checks, lang, ruleset, errors)
        english = lang == "en"
        for n, chk in enumerate(self.checks):
            if chk.blank:
                ann.append(("blank", ""))
            elif chk.corrected:
                why = render(chk.read_as_message, lang, game.ruleset) if chk.read_as_message is not None else ""
                ann.append(("corrected", f"{chk.canonical} — {why}"))
                line_no, order = self._line_no(n), self.order_shown(chk)
                problems.append(f"<span style='color:{CORRECTED_COLOUR}'>≈ {_esc(line_no)} "
                                f"<b>{_esc(order)}</b>: {_esc(why)}</span>")
                if parts:
                    parts.append(None)
                parts += [(f"≈ {line_no} ", _CORRECTED_RUN), (order, _CORRECTED_BOLD_RUN), (f": {why}", _CORRECTED_RUN)]
            elif chk.ok:
                ann.append(("ok", chk.canonical))
            else:
                m = chk.message
                said = reasons.get(id(m)) if m is not None else None
                if said is not None and said[0] is m:
                    error = said[1]  # (``error_text`` of a check with a message: the message's text)
                elif english and chk.error_is_message:
                    error = chk.error  # (written out in English when the line was checked: ``LineCheck.error_is_message``)
                else:
                    error = error_text(chk, lang, ruleset)
                errors[n] = error
                ann.append(("error", error))
                line_no = self._line_no(n)
                problems.append(f"<span style='color:{ERROR_COLOUR}'>✗ {_esc(line_no)} {_esc(error)}</span>")
                if parts:
                    parts.append(None)
                parts.append((f"✗ {line_no} {error}", _ERROR_RUN))
        self.editor.set_annotations(ann)
        if problems:
            written = "<br>".join(problems)
            shown = keep_words(written)  # (a text in Japanese or Chinese: its phrases kept whole, the label reads it)
            _set_runs(self.problems, shown, parts if shown == written else None)
        else:
            _set(self.problems, "")
        self._show_if(self._problems_box, bool(problems))
        n_ok = sum(1 for c in self.checks if c.ok)
        n_fixed = sum(1 for c in self.checks if c.corrected)
        n_bad = sum(1 for c in self.checks if not c.ok and not c.blank)
        status = translate("OrderPane", "{n} accepted").format(n=n_ok)
        if n_fixed:
            status += translate("OrderPane", " ({n} spelling corrected)").format(n=n_fixed)
        if n_bad:
            status += translate("OrderPane", " · {n} rejected").format(n=n_bad)
        _set(self.status, status)
        if whole:
            self._show_skipped()
            placeholder = keep_words(translate("OrderPane", PLACEHOLDERS[game.phase.type]))
            if self.editor.placeholderText() != placeholder:
                self.editor.setPlaceholderText(placeholder)
            ended = game.end is not None
            cd = power in game.civil_disorder
            active = power in game.active_powers()
            if self.editor.isReadOnly() != (ended or cd):
                self.editor.setReadOnly(ended or cd)
            notes = []
            if cd:
                notes.append(translate("OrderPane", "No player: civil disorder (rulebook chapter 4). Its units hold, "
                                                    "dislodged units disband, removals are made by the rules."))
            elif not active:
                notes.append(translate("OrderPane", "Nothing to order in this phase."))
            _set(self.note, " ".join(notes))
            self._show_if(self.note, bool(notes))
            self._game_shown = self._game_stamp()  # (``_show_skipped`` forgets the lines of another phase)
        self._show_late()
        self._show_unordered()
        self._show_line_info()
        stamp = self._refreshed_stamp = self._refresh_stamp()
        self._refreshed_revision = cast(int, stamp[4])  # (the document's revision, read once)

    def _refresh_stamp(self) -> tuple[object, ...]:
        """What ``refresh`` reads, as far as it can change: the game (every change of it is an event of its record),
        the window's language, the sheet's text and the line the cursor is in, a refused text, the pasted lines
        left out."""
        game, doc = self.game, self.editor.document()
        return (game, len(game.events), self.lang, doc, doc.revision(), self.editor.textCursor().blockNumber(),
                self._refused, tuple(self.skipped), self._skipped_phase)

    def refresh_if_changed(self) -> None:
        """``refresh`` unless nothing it reads changed since it last ran (a sheet shown again, nothing done since)."""
        if self._refreshed_stamp != self._refresh_stamp():
            self.refresh()

    def _cursor_moved(self, revision: int) -> None:
        # a key typed moves the cursor before its change of the text is announced: the line's description
        # then follows the text's check (``refresh``), not the checks of the text before the key (``revision``: the
        # text's now)
        if revision != self._refreshed_revision:
            return
        self._show_line_info()

    def _line_no(self, n: int) -> str:
        return translate("OrderPane", "Line {n}:").format(n=n + 1)

    # --- a pasted e-mail -------------------------------------------------------------
    def _fit(self, before: str) -> frozenset[str] | None:
        return self.game.places_that_fit(self.power, before)

    def _paste(self, text: str) -> str:
        """The order lines of a pasted text; the others (greetings, signature ...) are listed apart."""
        from referee_app.games.diplomacy.table.mail import read_mail  # (its patterns: when a text is first pasted)

        mail = read_mail(text, self.game, self.power)
        self.skipped = [(s.line_no, s.text, s.why_key) for s in mail.skipped]
        self._skipped_phase = str(self.game.phase)
        return "\n".join(mail.orders)

    def _show_skipped(self) -> None:
        if self._skipped_phase != str(self.game.phase):
            self.skipped = []
        if not self.skipped:
            self._show_if(self.skipped_label, False)
            return
        lang = self.lang
        items = "<br>".join(
            translate("OrderPane", "line {n}: {text} ({why})").format(
                n=n, text=_esc(repr(text)), why=_esc(render(msg(key), lang) if key else key))
            for n, text, key in self.skipped)
        _set(self.skipped_label, "<b>" + translate("OrderPane", "Not orders, left out of the pasted text:") + "</b><br>"
                                   + items)
        self._show_if(self.skipped_label, True)

    def _show_late(self) -> None:
        game, power = self.game, self.power
        state = game.current.late_state(power)
        if state == self._late_shown and not state:
            return  # (not late: the frame and its button hidden already, by the last refresh; only this shows or hides them)
        self._late_shown = state
        self._show_if(self.late_frame, bool(state))
        self._show_if(self.reject_button, state == "late")  # refused already: only "let it stand" is left to do
        if state == "late":
            _set(self.late_label, translate("OrderPane", "LATE: this sheet changed after time was called (2.1.3). "
                                                           "It does not count unless you let it stand."))
        elif state == "refused":
            _set(self.late_label, translate("OrderPane", "REFUSED as late (2.1.3): none of its orders counts; "
                                                           "its units hold."))

    def _show_unordered(self) -> None:
        game, power = self.game, self.power
        ptype = game.phase.type
        if ptype is PhaseType.ADJUSTMENTS:
            owed = game.adjustments().get(power, 0)
            sep = translate("OrderPane", ", ")
            written = game.written(power)  # a waive counts as a build written
            if game.current.late_state(power):
                _set(self.unordered, self._late_note())
                return
            if owed > 0:
                sites = game.build_sites(power)
                built = written
                where = sep.join(self._place(c) for c in sites) if sites else translate("OrderPane", "none free")
                text = translate("OrderPane", "<b>Builds owed: {owed}</b> ({written} written). Build sites: {sites}. "
                                              "Builds not written are waived.").format(owed=owed, written=built, sites=where)
            elif owed < 0:
                removed = written
                text = translate("OrderPane", "<b>Removals owed: {owed}</b> ({written} written). Removals not written are "
                                              "made by the rules (civil-disorder order).").format(owed=-owed, written=removed)
            else:
                text = translate("OrderPane", "No builds or removals.")
            _set(self.unordered, text)
            return
        if game.current.late_state(power):
            _set(self.unordered, self._late_note())
            return
        # the sheet's checks, when the lines checked are the game's sheet (not a text the game refused): the units
        # without an order found from them, the sheet not checked a second time
        units = game.unordered_units(power, self.checks if self._checked == game.current.sheets.get(power, []) else None)
        if not units:
            counted = any(c.ok for c in self.checks)
            every = translate("OrderPane", "Every unit has an order.")
            text = f"<span style='color:{OK_COLOUR}'>{every}</span>" if counted else ""
            _set_runs(self.unordered, text, [(every, _OK_RUN)] if counted and _as_written(every) else None)
            return
        if ptype is PhaseType.RETREATS:
            head = translate("OrderPane", "Will disband (no order yet):")
        else:
            head = translate("OrderPane", "Will hold (no order yet):")
        names = translate("OrderPane", ", ").join(self._unit(u) for u in units)
        text = f"<b>{head}</b> " + names
        _set_runs(self.unordered, text, [(head, _BOLD_RUN), (" " + names, ())] if _as_written(head, names) else None)

    def _late_note(self) -> str:
        if self.game.current.late_state(self.power) == "refused":
            return (f"<span style='color:{LATE_COLOUR}'><b>"
                    + translate("OrderPane", "Late sheet refused:") + "</b> "
                    + translate("OrderPane", "none of its orders counts; the results will say so (Ctrl+L lets it "
                                             "stand after all).") + "</span>")
        return (f"<span style='color:{LATE_COLOUR}'><b>"
                + translate("OrderPane", "Late sheet not decided yet:") + "</b> "
                + translate("OrderPane", "until you let it stand (Ctrl+L), none of its orders counts.") + "</span>")

    def _place(self, code: str) -> str:
        """A province in the window's language, with its code: ``Paris (PAR)`` / ``巴黎 PAR``."""
        if self.lang == "en":
            return code
        return f"{province_name(code, self.lang, self.game.ruleset)} {code}"

    def _unit(self, unit: Unit) -> str:
        """A unit: ``A PAR`` in English (as the orders write it), ``巴黎陸軍（A PAR）`` otherwise."""
        if self.lang == "en":
            return str(unit)
        return f"{unit_text(unit, self.lang, self.game.ruleset)}（{unit}）"

    def order_shown(self, chk: LineCheck) -> str:
        """An accepted line as the pane shows it: the canonical order, written out in the window's
        language after it (``A PAR - BUR  陸軍 巴黎 → 勃艮第``)."""
        if chk.order is None:
            return chk.canonical
        if self.lang == "en":
            return chk.canonical
        return f"{chk.canonical}   {order_text(chk.order, self.lang, self.game.ruleset)}"

    def _show_line_info(self) -> None:
        if self._refused:
            refused = self._refused
            _set_runs(self.line_info, f"<span style='color:{ERROR_COLOUR}'>{_esc(refused)}</span>", [(refused, _ERROR_RUN)])
            return
        n = self.editor.textCursor().blockNumber()
        if n >= len(self.checks):
            _set(self.line_info, "")
            return
        chk = self.checks[n]
        line = translate("OrderPane", "Line {n}:").format(n=n + 1)
        if chk.blank:
            _set(self.line_info, "")
        elif chk.ok:
            order = self.order_shown(chk)
            _set_runs(self.line_info, f"<span style='color:{OK_COLOUR}'>{line} <b>{_esc(order)}</b></span>",
                      [(f"{line} ", _OK_RUN), (order, _OK_BOLD_RUN)] if _as_written(line) else None)
        else:
            lang, ruleset = self.lang, self.game.ruleset
            checks, kept_lang, kept_ruleset, errors = self._errors
            error = errors.get(n) if checks is self.checks and kept_lang == lang and kept_ruleset is ruleset else None
            if error is None:  # (a reason ``_refresh`` did not write out: not one of the checks it listed)
                error = chk.error if lang == "en" and chk.error_is_message else error_text(chk, lang, ruleset)
            _set_runs(self.line_info, f"<span style='color:{ERROR_COLOUR}'>{line} {_esc(error)}</span>",
                      [(f"{line} {error}", _ERROR_RUN)] if _as_written(line) else None)

    def _set_hint(self, text: str) -> None:
        _set(self.hint, text)

    # --- pane -> game -------------------------------------------------------------
    def _on_text_changed(self) -> None:
        if self._loading:
            return
        read = self.editor.lines()
        lines = [] if read == [""] else read
        if self.game.end is None and self.game.current.sheets.get(self.power, []) != lines:
            self._editing = True
            game = self.game
            before = self._game_stamp()
            try:
                change = game.set_orders(self.power, lines)  # stored at once (the game file saves each event)
            except RefereeError as exc:
                # text the game refuses (the limits of core.inputs: too many lines, a lone surrogate ...):
                # not stored; the referee sees why below the sheet until it is put right
                self._refused = error_text(exc, self.lang, self.game.ruleset)
                self._editing = False
                self.refresh()
                return
            finally:
                self._editing = False
            events = game.events
            if before == self._game_shown and game is self.game and len(events) == before[1] + 1 \
                    and change.event is events[-1]:
                # the one change since the title, note ... were set is this sheet's own event: it changes none of
                # what they read (``_refresh``)
                self._game_shown = self._game_stamp()
            self.sheetEdited.emit(self.power)
        self._refused = ""
        self._lines_read = read  # (``_refresh``)
        self.refresh()

    def decide_late(self, accept: bool) -> None:
        state = self.game.current.late_state(self.power)
        if state == "late" or (state == "refused" and accept):
            self.game.accept_late(self.power, accept)
        self.refresh()

    # --- for the window and tests -------------------------------------------------
    def summary(self) -> str:
        """A short tab marker: ✓ all ordered, ! rejected lines, LATE (``sheet_marks``)."""
        return sheet_marks(self.game, self.power)

    def annotation(self, line: int) -> tuple[str, str]:
        return self.editor.annotations[line] if line < len(self.editor.annotations) else ("blank", "")


_LAYOUT_REQUEST = QEvent.Type.LayoutRequest
_WRAP = QTextOption.WrapMode.WordWrap
_V_CENTRE, _BOTTOM = Qt.AlignmentFlag.AlignVCenter, Qt.AlignmentFlag.AlignBottom
_TEXT = QPalette.ColorRole.Text
_RICH_OR_AUTO = (Qt.TextFormat.RichText, Qt.TextFormat.AutoText)
_NO_PAGE = QSizeF(0, 0)  # a document's page size with which it lays nothing out
_LARGEST = 16777215  # QWIDGETSIZE_MAX: ``QLabel``'s width for the height of its text on one line
_LABEL_CHANGES = (QEvent.Type.FontChange, QEvent.Type.PaletteChange, QEvent.Type.StyleChange, QEvent.Type.EnabledChange,
                  QEvent.Type.ParentChange, QEvent.Type.LayoutDirectionChange)


# the rich texts the pane gives its labels (``_show_line_info``, the list of rejected lines, the units without orders):
# coloured spans, bold and line breaks between texts with the three escapes of ``_esc``
_COLOUR_TAG = re.compile(r"span style='color:(#[0-9a-fA-F]{6})'")
_SPACES = re.compile(r"  +")
# a character the runs below do not read as the parser does: whitespace but the space (Qt's ``QChar::isSpace`` is
# Python's whitespace, less its four separators U+001C–U+001F, refused here as controls), controls, and the characters
# ``QTextCursor.insertText`` reads as a block's or frame's end or an object (U+FFFC, printable to Python, is looked for
# apart); searched for only in a text ``str.isprintable`` refuses (every character the search finds is one it refuses)
_ODD_CHAR = re.compile(r"[^\S ]|[\x00-\x1f\x7f\ufdd0\ufdd1]")
_FOREGROUND, _WEIGHT = int(QTextFormat.Property.ForegroundBrush.value), int(QTextFormat.Property.FontWeight.value)
_Props = tuple[tuple[int, object], ...]  # a run's char format: its properties in the order they were set
_BOLD = (_WEIGHT, QFont.Weight.Bold.value)  # what ``<b>`` sets
_WHOLE = QTextCursor.SelectionType.Document
# a run's format per its properties (QTextFormat compares its properties in order), made once
_RUN_FORMATS: dict[_Props, QTextCharFormat] = {}


def _run_format(props: _Props) -> QTextCharFormat:
    fmt = _RUN_FORMATS.get(props)
    if fmt is None:
        fmt = QTextCharFormat()
        for prop, value in props:
            if prop == _FOREGROUND:
                fmt.setForeground(QColor(str(value)))
            else:
                fmt.setFontWeight(int(str(value)))
        _RUN_FORMATS[props] = fmt
    return fmt


def _runs(text: str) -> list[tuple[str, QTextCharFormat]] | None:
    """The text and char format of each run of ``text`` as ``QTextDocument.setHtml`` reads it into one block, for the
    shapes the pane writes: ``<span style='color:#rrggbb'>`` and ``<b>`` nested in any order, ``<br>`` (a line
    separator), ``&amp;``, ``&lt;``, ``&gt;``, spaces collapsed as the parser's white-space normal (none at the start or
    after a line break, one of several); None for anything else (another tag or entity, a tag not closed or closed out
    of order, a tab, a line break, another space, a control), which Qt's parser reads. Read without Qt's HTML and CSS
    parsers (issue 33, round 23)."""
    texts: list[str] = []  # the runs' texts
    formats: list[_Props] = []  # and their properties
    opened: list[tuple[_Props, bool]] = []  # (the properties before it, a span) per open tag
    props: _Props = ()
    after_space = True  # (the block's start)
    parts = text.split("<")
    for n, part in enumerate(parts):
        if n:  # a tag, then a text
            name, closed, piece = part.partition(">")
            if not closed:
                return None
            setting: tuple[int, object] | None = None  # (the property a tag that opens sets, and its value)
            if name == "br":  # a line break
                _append_run(texts, formats, "\u2028", props)
                after_space = True
            elif name in ("/span", "/b"):  # a close: of the tag opened last
                if not opened or opened[-1][1] is not (name == "/span"):
                    return None
                props = opened.pop()[0]
            elif name == "b":
                setting = _BOLD
            else:
                m = _COLOUR_TAG.fullmatch(name)
                if m is None:
                    return None
                setting = (_FOREGROUND, m.group(1))
            if setting is not None:
                prop, value = setting
                opened.append((props, name != "b"))
                for i, (had, _value) in enumerate(props):  # (set in its place if it was set, else last: as Qt)
                    if had == prop:
                        props = (*props[:i], (prop, value), *props[i + 1:])
                        break
                else:
                    props = (*props, (prop, value))
        else:
            piece = part
        if "&" in piece:
            if piece.count("&") != piece.count("&amp;") + piece.count("&lt;") + piece.count("&gt;"):
                return None
            piece = piece.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
        after = _add_text(texts, formats, piece, props, after_space)
        if after is None:
            return None
        after_space = after
    if opened:
        return None
    return [(piece, _run_format(props)) for piece, props in zip(texts, formats, strict=True)]


def _append_run(texts: list[str], formats: list[_Props], piece: str, props: _Props) -> None:
    """``piece`` added to the runs: joined to the last run where it has the same properties."""
    if formats and formats[-1] == props:
        texts[-1] += piece
    else:
        texts.append(piece)
        formats.append(props)


def _add_text(texts: list[str], formats: list[_Props], piece: str, props: _Props, after_space: bool) -> bool | None:
    """A text (entities read) added to the runs as Qt's parser reads it: spaces collapsed as its white-space normal
    (none after a space, the block's start or a line break: ``after_space``); whether it ends after a space, or None
    for a character the runs do not read as the parser does (``_ODD_CHAR``, U+FFFC). For ``_runs`` and
    ``_composed_runs``."""
    if not piece:
        return after_space
    if (not piece.isprintable() and _ODD_CHAR.search(piece)) or "\ufffc" in piece:
        return None
    if " " in piece:
        if "  " in piece:
            piece = _SPACES.sub(" ", piece)
        if after_space and piece[0] == " ":
            piece = piece[1:]
            if not piece:
                return True
        after_space = piece[-1] == " "
    else:
        after_space = False
    _append_run(texts, formats, piece, props)
    return after_space


_Part = tuple[str, _Props] | None  # a text as shown with its properties (``_colour``, ``_colour_bold``), or None: a ``<br>``
_Runs = list[tuple[str, QTextCharFormat]]


def _colour(colour: str) -> _Props:
    """The properties of a text in ``<span style='color:COLOUR'>`` (``COLOUR`` one of the pane's ``#rrggbb``)."""
    return ((_FOREGROUND, colour),)


def _colour_bold(colour: str) -> _Props:
    """The properties of a text in ``<b>`` inside ``<span style='color:COLOUR'>``."""
    return ((_FOREGROUND, colour), _BOLD)


def _composed_runs(parts: Sequence[_Part]) -> _Runs | None:
    """What ``_runs`` reads from the HTML the pane writes of ``parts`` (each text as shown: in the HTML through
    ``_esc``, or with no ``<`` or ``&`` where written in as it is; its properties those of the pane's tags around it),
    made from the parts themselves: the pane hands its label the runs of a new text with the text, and the label
    neither reads the text nor runs Qt's parser (issue 33, round 24). The same steps as ``_runs``: spaces collapsed as
    the parser's white-space normal, runs of one format joined, a ``<br>`` a line separator in the format around it;
    None where ``_runs`` gives None (a control, another white space, U+FFFC), where the label reads the text."""
    texts: list[str] = []
    formats: list[_Props] = []
    after_space = True  # (the block's start)
    for part in parts:
        if part is None:  # a line break, outside every tag
            _append_run(texts, formats, "\u2028", ())
            after_space = True
        else:
            after = _add_text(texts, formats, part[0], part[1], after_space)
            if after is None:
                return None
            after_space = after
    return [(piece, _run_format(props)) for piece, props in zip(texts, formats, strict=True)]


# the properties of the pane's runs (``_composed_runs``)
_ERROR_RUN, _OK_RUN, _OK_BOLD_RUN = _colour(ERROR_COLOUR), _colour(OK_COLOUR), _colour_bold(OK_COLOUR)
_CORRECTED_RUN, _CORRECTED_BOLD_RUN, _BOLD_RUN = _colour(CORRECTED_COLOUR), _colour_bold(CORRECTED_COLOUR), (_BOLD,)


def _as_written(*texts: str) -> bool:
    """``texts``, written into a rich text as they are (not through ``_esc``), are read back as themselves."""
    return not any("<" in text or "&" in text for text in texts)


def _set_runs(label: WrappedRichLabel, text: str, parts: Sequence[_Part] | None) -> None:
    """``label`` shows the rich ``text`` the pane wrote of ``parts`` (None: not as written; the label reads the text),
    the runs composed only for a new text (``WrappedRichLabel.set_runs``)."""
    if label._text != text:
        label.set_runs(text, None if parts is None else _composed_runs(parts))


class WrappedRichLabel(QLabel):
    """A word-wrapped label of rich text that lays it out once for each text, width and font (issue 33, round 11):
    the labels under the sheet (the line's description, the list of rejected lines, the units without orders) and
    the results' standoffs (results_view.py).

    A ``QLabel`` of rich text lays it out in a document of its own, again for every step of getting there: the text
    read, its wrapping and alignment set, its frame's margin set, its width set, and for each height at a width
    asked the width set and set back: six layouts of each new text before its paint, each shaping the text again
    (about 0.2 M instructions each for the list of rejected lines). This label keeps a document of its own set up
    as the label's (its font, alignment, word wrap, no margin), sets the text's width before the text, so that
    reading it lays it out once at that width, and answers its height at a width and paints from it: the same
    document, laid out at the same width, drawn by the same document layout with the label's palette, at the place
    ``QLabel`` draws it (its contents rectangle, moved down for a vertically centred or bottom alignment).

    Everything else stays the label's: a plain text, a label with a margin, indent, frame or style sheet, a
    disabled one, and one with text selected by the mouse (the selection and its highlight are the label's own
    document's) are asked of ``QLabel``, as are the mouse, the context menu and ``text()``."""

    def __init__(self) -> None:
        super().__init__()
        self._doc: QTextDocument | None = None
        self._cursor = QTextCursor()  # (the document's, kept: ``_document``)
        self._doc_text: str | None = None  # the text the document holds
        self._doc_width = -1  # the width it is laid out at
        # what the label's settings give (``_settings``), None after a change of them: whether they are the ones
        # laid out here, the vertical alignment, and the paint's context (the label's palette)
        self._setup: tuple[bool, int, QAbstractTextDocumentLayout.PaintContext] | None = None
        self._rich: tuple[str, bool] = ("", False)  # a text, and whether it is rich (``Qt.mightBeRichText``)
        # the size hint and smallest size (``_hints``), with what they were found for
        self._hints_of: tuple[object, ...] | None = None
        self._hints_now: tuple[QSize, QSize] = (QSize(), QSize())
        # the label's text as ``setText`` gave it (read here, by its holder and by ``_set`` without a call into Qt that
        # copies it each time: a key read it about a dozen times), and a count of the changes of what it is painted
        # with (a holder's sizes are kept for one font: ``_Holder._same_font``)
        self._text = ""
        self.changes = 0
        # a text and its runs as the pane composed them (``set_runs``): the document takes them instead of reading the text
        self._given: tuple[str, _Runs] | None = None
        # the holder in the sheet's layout (``_Holder``), and whether it was told the label's size policy as a text
        # sets it: ``QLabel`` sets its policy's height for width (its word wrap) at each text
        # (``QLabelPrivate::updateLabel``), which changes it only at the first text since the policy was set otherwise
        self.holder: _Holder | None = None
        self._policy_told = False

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's naming)
        new = text != self._text  # (``QLabel::setText`` does nothing with the text it has)
        super().setText(text)
        self._text = text
        if new and not self._policy_told:  # (the first new text since the policy was set otherwise)
            self._policy_told = True
            if self.holder is not None:
                self.holder.follow_policy()

    def setSizePolicy(self, *policy: object) -> None:  # noqa: N802 (Qt's naming)
        super().setSizePolicy(*policy)  # type: ignore[arg-type]
        self._tell_policy()

    def _tell_policy(self) -> None:
        """The holder follows the label's size policy (``_Holder.follow_policy``): after a change of it, and at the next
        text (which may change it again)."""
        if self.holder is not None:
            self.holder.follow_policy()
        self._policy_told = False

    def set_runs(self, text: str, runs: _Runs | None) -> None:
        """``setText(text)``, given the runs ``_runs`` reads from ``text`` (None: not known; the text is read)."""
        self._given = None if runs is None else (text, runs)
        if self._text != text:
            self.setText(text)

    def clear(self) -> None:
        super().clear()
        self._text = ""

    # a change of what the label is laid out and painted with: the settings are read again, the document made again
    def _forget(self) -> None:
        self._setup = None
        self._doc = None
        self._hints_of = None

    def setAlignment(self, alignment: Qt.AlignmentFlag) -> None:  # noqa: N802 (Qt's naming)
        super().setAlignment(alignment)
        self._forget()

    def setWordWrap(self, on: bool) -> None:  # noqa: N802 (Qt's naming)
        super().setWordWrap(on)
        self._forget()
        self._tell_policy()

    def setMargin(self, margin: int) -> None:  # noqa: N802 (Qt's naming)
        super().setMargin(margin)
        self._forget()

    def setIndent(self, indent: int) -> None:  # noqa: N802 (Qt's naming)
        super().setIndent(indent)
        self._forget()

    def setTextFormat(self, fmt: Qt.TextFormat) -> None:  # noqa: N802 (Qt's naming)
        super().setTextFormat(fmt)
        self._forget()
        self._tell_policy()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's naming)
        if event.type() in _LABEL_CHANGES:  # (its font, palette, style, enabled state, parent, direction)
            self._forget()
            self.changes += 1
        super().changeEvent(event)

    def _settings(self) -> tuple[bool, int, QAbstractTextDocumentLayout.PaintContext]:
        setup = self._setup
        if setup is None:
            own = (self.wordWrap() and not self.margin() and self.indent() <= 0 and not self.frameWidth()
                   and self.isEnabled() and self.textFormat() in _RICH_OR_AUTO
                   and self.style().metaObject().className() != "QStyleSheetStyle")
            align = self.alignment()
            vertical = 1 if align & _V_CENTRE else 2 if align & _BOTTOM else 0
            context = QAbstractTextDocumentLayout.PaintContext()
            palette = QPalette(self.palette())
            role = self.foregroundRole()
            if role != _TEXT:  # (as the label: its text in its foreground's colour)
                palette.setColor(_TEXT, palette.color(role))
            context.palette = palette
            setup = self._setup = (own, vertical, context)
        return setup

    def _own(self, text: str) -> bool:
        """The label's text (``text``) is rich and laid out as this label lays it out."""
        if not self._settings()[0]:
            return False
        if text != self._rich[0]:
            rich = self.textFormat() == Qt.TextFormat.RichText or QtGui.Qt.mightBeRichText(text)
            self._rich = (text, rich)
        return self._rich[1]

    def _document(self, width: int, text: str) -> QTextDocument:
        """``text`` (the label's) laid out at ``width`` (the contents' width)."""
        doc = self._doc
        if doc is None:
            doc = self._doc = QTextDocument()
            self._cursor = QTextCursor(doc)
            doc.setUndoRedoEnabled(False)
            doc.setDocumentMargin(0)  # (the label's frame has no margin)
            doc.setDefaultFont(self.font())
            option = doc.defaultTextOption()
            option.setAlignment(self.alignment())
            option.setWrapMode(_WRAP)
            doc.setDefaultTextOption(option)
            self._doc_text, self._doc_width = None, -1
        if self._doc_text != text:
            # read with no page (a document lays nothing out then), its lines told to keep their glyphs, then laid
            # out once at the width: a line's layout lets its shaped glyphs go at its end, and the paint shaped each
            # line of the new text again to draw it (QTextLayout's cache, off by default)
            doc.setPageSize(_NO_PAGE)
            given = self._given
            runs = given[1] if given is not None and given[0] == text else _runs(text)
            if runs is None:  # (not one of the shapes ``_runs`` reads: Qt's parser)
                doc.setHtml(text)
            else:
                # the old text replaced by the runs, through a cursor kept with the document, in one edit block (a
                # cursor's insert outside one finds its place on screen: the block laid out)
                cursor = self._cursor
                cursor.beginEditBlock()
                cursor.select(_WHOLE)
                if runs:
                    for piece, fmt in runs:
                        cursor.insertText(piece, fmt)
                else:
                    cursor.removeSelectedText()
                cursor.endEditBlock()
            block = doc.begin()
            while block.isValid():
                block.layout().setCacheEnabled(True)
                block = block.next()
            doc.setTextWidth(width)
            self._doc_text, self._doc_width = text, width
        elif self._doc_width != width:
            doc.setTextWidth(width)
            self._doc_width = width
        return doc

    def _hints(self) -> tuple[QSize, QSize] | None:
        """The label's size hint and smallest size as ``QLabel`` finds them for its rich text (``QLabel::minimumSizeHint``:
        the text's size for no width, for the largest width and for width 0, each through ``QLabelPrivate::sizeForWidth``),
        found with this label's document, which holds the same text set up as the label's; None where the label's own
        are asked (not this label's text, or not laid out as this label lays it out). A ``QLabel`` laid its text out in
        a document of its own for them, set its width back after each of the three (nine or ten layouts of each new
        text, the standoffs' the dearest: about 1.9 M instructions an adjudication); here the text is read once, at the
        largest width, then laid out at width 0 and as ``QTextDocument.adjustSize`` lays it out (the document's own
        golden-ratio width, as ``QLabel``'s), kept for this text, smallest size and margins."""
        self.ensurePolished()  # (as QLabel: its style's font and margins first)
        text = self._text
        if not self._own(text):
            return None
        m = self.contentsMargins()
        least = self.minimumSize()
        key = (text, least.width(), least.height(), m.left(), m.top(), m.right(), m.bottom(), self._doc)
        if key == self._hints_of:
            return self._hints_now
        extra_w, extra_h = m.left() + m.right(), m.top() + m.bottom()

        def sized(width: float, height: float) -> QSize:  # (``sizeForWidth``'s end: the margins, the smallest size)
            return QSize(math.ceil(width) + extra_w, math.ceil(height) + extra_h).expandedTo(least)

        def at(width: int) -> QSize:  # ``sizeForWidth(width)``, width >= 0
            if least.width() > 0:
                width = max(width, least.width())
            doc = self._document(max(width - extra_w, 0), text)
            size = doc.size()
            return sized(size.width(), size.height())

        one_line = at(_LARGEST)  # (the text read here, at the width of its one line)
        narrowest = at(0)
        if least.width() > 0:  # (``sizeForWidth(-1)`` with a smallest width is the size at that width)
            hint = at(-1)
        else:
            doc = self._document(0, text)
            doc.adjustSize()
            self._doc_width = -1  # (its width is the document's own now: set again at the next use)
            size = doc.size()
            hint = sized(size.width(), size.height())
        smallest = QSize(narrowest.width(), min(one_line.height(), hint.height()))
        self._hints_of = (text, least.width(), least.height(), m.left(), m.top(), m.right(), m.bottom(), self._doc)
        self._hints_now = (hint, smallest)
        return self._hints_now

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's naming)
        hints = self._hints()
        return super().sizeHint() if hints is None else QSize(hints[0])

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's naming)
        hints = self._hints()
        return super().minimumSizeHint() if hints is None else QSize(hints[1])

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's naming)
        text = self._text
        if not self._own(text):
            return super().heightForWidth(width)
        m = self.contentsMargins()
        if self.minimumWidth() > 0:
            width = max(width, self.minimumWidth())
        doc = self._document(max(width - m.left() - m.right(), 0), text)
        return max(math.ceil(doc.size().height()) + m.top() + m.bottom(), self.minimumHeight())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's naming)
        text = self._text
        if not self._own(text) or self.hasSelectedText():
            super().paintEvent(event)
            return
        _own, vertical, context = self._settings()
        cr = self.contentsRect()
        doc = self._document(cr.width(), text)
        x, y, w, h = cr.x(), cr.y(), cr.width(), cr.height()
        if vertical:  # (QLabel's place for the text: the rectangle moved down by the room the text leaves)
            room = max(h - doc.size().height(), 0.0)
            top = QRectF(x, y + (room / 2 if vertical == 1 else room), w, h).toAlignedRect()
            x, y, w, h = top.x(), top.y(), top.width(), top.height()
        p = QPainter(self)
        p.translate(x, y)
        p.setClipRect(0, 0, w, h)
        doc.documentLayout().draw(p, context)
        p.end()


class _Holder(QWidget):
    """Holds a word-wrapped label in the sheet's layout: the label's text changes on almost every key (the
    line's description, the list of rejected lines), and a label given new text asks its parent's layout to
    lay the whole sheet out again (the editor above it too) even when it keeps its size.

    Its size hint and smallest size do not follow the label's text (issue 33, round 10): a line of the label's
    font, or the smallest size the label was given (the line's description keeps room for two lines). Qt's own
    for a wrapped rich text are found by laying the text out about nine times, for each new text, and they
    decided nothing but the window's smallest size: a vertical box lays a height-for-width item out at its
    height for its width (``QBoxLayout::setGeometry`` puts it in place of the item's size hint and smallest
    size), so the sheet is laid out by the labels' heights at their widths whatever their hints. With Qt's, the
    window's smallest size grew as rejected lines were typed, and past the screen's height Qt made the window
    taller than the screen. The label's height at a width stays Qt's own; the holder asks its layout again only
    when that height at its width (or a hint, with another font) changed."""

    def __init__(self, label: QLabel) -> None:
        super().__init__()
        self.label = label
        label.setParent(self)
        self.setSizePolicy(label.sizePolicy())
        self.setMinimumSize(label.minimumSize())
        self.setMaximumSize(label.maximumSize())
        self._told: object = None  # what the sheet's layout was last told it takes (``_taken``)
        self._told_text = ""  # the label's text then
        self._resized_unseen = False  # resized while not shown (its text laid out when shown: ``event``)
        # the label's font when the kept sizes below were asked (they are kept for that font only): compared, not
        # its ``key()``, which Qt builds as a string each time (asked a dozen times a key)
        self._font = label.font()
        self._own_text = isinstance(label, WrappedRichLabel)  # its text and changes read without a call into Qt
        if isinstance(label, WrappedRichLabel):
            label.holder = self
        self._changes = label.changes if isinstance(label, WrappedRichLabel) else 0  # (its count when the font was read)
        # the label's height for a width, per text, font and width: a label lays its whole text out again each
        # time it is asked, and one key's layout pass asked it five or six times for the same text and width
        self._hfw: dict[tuple[str, int], int] = {}
        self._hint: QSize | None = None  # the size hint and smallest size (``_hint_now``), for the font kept
        self._asked = False  # the label was asked a size since its text last changed (it laid its text out then)

    def _same_font(self) -> None:
        """The kept sizes dropped when the label's font changed since they were asked (a ``WrappedRichLabel``'s font
        read again only after a change of what it is painted with)."""
        label = self.label
        if self._own_text:
            changes = cast(WrappedRichLabel, label).changes
            if changes == self._changes:
                return
            self._changes = changes
        font = label.font()
        if font != self._font:
            self._font = font
            self._hint = None
            self._hfw.clear()

    def _hint_now(self) -> QSize:
        """The holder's size hint and smallest size, whatever the label's text: one line of the label's font (its
        line spacing) with the label's margins, and no width of its own beyond them: a wrapped label takes the
        width its layout gives it (the sheet's; in the window, ``SHEET_MIN_WIDTH`` at the narrowest), and a box
        layout asks a height-for-width item its height at no less than its smallest width."""
        self.label.ensurePolished()  # (its style sheet's font and margins)
        self._same_font()
        if self._hint is None:
            label = self.label
            m = label.contentsMargins()
            frame = 2 * label.margin()
            self._hint = QSize(m.left() + m.right() + frame,
                               label.fontMetrics().lineSpacing() + m.top() + m.bottom() + frame)
        return self._hint

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's naming)
        return QSize(self._hint_now())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's naming)
        return QSize(self._hint_now())

    # (``hasHeightForWidth`` is the holder's size policy's, which follows the label's: ``follow_policy``)
    def follow_policy(self) -> None:
        """The holder has a height for its width when its label has (``QWidget::hasHeightForWidth``: its size policy's):
        told by a ``WrappedRichLabel`` when its policy may have changed, else by ``_tell``. The sheet's layout asks it
        about ten times a pass; a Python ``hasHeightForWidth`` made each a call from C++ into Python and back (issue 33,
        round 24)."""
        has = self.label.hasHeightForWidth()
        policy = self.sizePolicy()
        if policy.hasHeightForWidth() != has:
            policy.setHeightForWidth(has)
            self.setSizePolicy(policy)

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's naming)
        text = cast(WrappedRichLabel, self.label)._text if self._own_text else self.label.text()
        if not text:  # (quick; and a label never given text has none, one emptied has a line's)
            return self.label.heightForWidth(width)
        self._same_font()
        key = (text, width)
        height = self._hfw.get(key)
        if height is None:
            if len(self._hfw) > 64:  # the texts of a few keys back are not asked again
                self._hfw.clear()
            height = self._hfw[key] = self.label.heightForWidth(width)
            self._asked = True
        return height

    def _taken(self) -> tuple[object, ...]:
        """What the sheet's layout takes from the holder: its smallest size (the same for every text; another font
        changes it) and its height at its width (the label's own, which a new text changes when it takes another
        number of lines)."""
        self._told_text = cast(WrappedRichLabel, self.label)._text if self._own_text else self.label.text()
        return (self._hint_now().toTuple(), self.heightForWidth(self.width()))

    def _tell(self, new_text: bool = True) -> None:
        if not self._own_text:  # (a ``WrappedRichLabel`` tells its holder of its size policy itself)
            self.follow_policy()
        self._asked = False
        hints = self._taken()
        if hints != self._told:
            self._told = hints
            self.updateGeometry()
        if new_text and not self._asked:  # every size kept: the label has not laid its new text out
            self._lay_out_text()

    def _lay_out_text(self) -> None:
        """The label lays its text out at its width now, before the window's paint. A label lays out a new text,
        or its text at a new size, when it is first asked a size, or else when it is painted; laid out while it is
        painted, it asks for another paint (of itself and of what is under it) after that one: a second paint of the
        window for the key, with its round trip to the X server. Its sizes kept here (a text shown a key or two
        before) or a resize ask it nothing, so it is asked its height at its width here: the layout the paint would
        have made, and the same one again (a label asked its height restores its layout after it)."""
        label = self.label
        if cast(WrappedRichLabel, label)._text if self._own_text else label.text():
            label.heightForWidth(label.width())

    def event(self, event: QEvent) -> bool:
        # PySide gives each event as its own class: a layout request is a plain ``QEvent``, a show a ``QShowEvent`` (a
        # resize, a move ... neither). The type is asked of plain events only: each ask makes the type's enum member in
        # Python, on every event of the holder
        cls = type(event)
        if cls is QEvent and event.type() == _LAYOUT_REQUEST:  # the label's text or font changed
            self._tell()
            return True
        if cls is QShowEvent:  # (itself, or its sheet; the label is shown first, and given its size then)
            if (cast(WrappedRichLabel, self.label)._text if self._own_text else self.label.text()) != self._told_text:
                # a text given while not shown: a label asks no one then (Qt tells a widget's parent only while it
                # is shown), and what was last told is not what the text now takes
                self._tell()
            elif self._resized_unseen:
                self._lay_out_text()
            self._resized_unseen = False
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's naming)
        super().resizeEvent(event)
        self.label.setGeometry(self.rect())
        self._told = self._taken()
        if event.size() != event.oldSize():  # (a label resized lays its text out again)
            if self.label.isVisible():
                self._lay_out_text()
            else:  # a label not shown is given its new size when it is shown, and lays its text out again then
                self._resized_unseen = True


_MUTED_ROLES = (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText)


def _muted(label: QLabel) -> QLabel:
    """``label`` with its text in the muted colour, given by its palette: the roles a style sheet's ``color`` sets
    (``QRenderRule::configurePalette``: window text, text, button text), in every colour group. The same pixels, but the
    label is sized and painted by the window's style, not through ``QStyleSheetStyle`` (its rules looked up at each
    paint): a key gives the hint and the status new texts."""
    palette = label.palette()
    colour = QColor(MUTED_COLOUR)
    for role in _MUTED_ROLES:
        palette.setColor(role, colour)
    label.setPalette(palette)
    return label


def _set(label: QLabel, text: str) -> None:
    """``label`` shows ``text`` (a label given its own text again lays its window out again for nothing)."""
    if (label._text if isinstance(label, WrappedRichLabel) else label.text()) != text:
        label.setText(text)


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

"""The sheet's wrapped labels shape a new text once (issue 33, round 21).

A line of a ``QTextLayout`` lets its shaped glyphs go when its layout ends (the layout's cache is off by default),
and the paint shaped each line of a label's new text again to draw it: on a key that gave two labels new texts,
about a quarter of a million instructions. ``WrappedRichLabel`` reads a new text with no page (a document lays
nothing out then), tells its lines to keep their glyphs, and lays it out once at its width: the same lines, at the
same places, drawn with the same pixels.
"""

from __future__ import annotations

from gui_helpers import delivered, press, typing_in
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QTextDocument, QTextOption
from test_speed_labels_once import TEXTS, TOP_LEFT

from referee_app.gui.diplomacy.order_pane import WrappedRichLabel

LINE = "\nA Mar S A Par - Bxx\nF Xyz H\b\b\b\b\bA Mar - Spa"


def _lines(doc: QTextDocument) -> list[tuple[object, ...]]:
    out = []
    block = doc.begin()
    while block.isValid():
        layout = block.layout()
        out.append(("block", layout.position().toTuple(), layout.lineCount()))
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            out.append((line.textStart(), line.textLength(), line.rect().getRect(), line.naturalTextWidth()))
        block = block.next()
    return out


def _fresh(label: WrappedRichLabel, width: int) -> QTextDocument:
    """The label's text laid out as round 11 laid it out: a document of its settings, its width, then its text."""
    doc = QTextDocument()
    doc.setUndoRedoEnabled(False)
    doc.setDocumentMargin(0)
    doc.setDefaultFont(label.font())
    option = doc.defaultTextOption()
    option.setAlignment(label.alignment())
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    doc.setDefaultTextOption(option)
    doc.setTextWidth(width)
    doc.setHtml(label.text())
    return doc


def _kept_and_same(label: WrappedRichLabel, width: int, why: str) -> None:
    doc = label._document(width, label.text())
    block = doc.begin()
    while block.isValid():
        assert block.layout().cacheEnabled(), why
        block = block.next()
    fresh = _fresh(label, width)
    assert doc.size() == fresh.size(), why
    assert _lines(doc) == _lines(fresh), why


def test_a_new_text_keeps_its_glyphs_and_is_laid_out_as_a_fresh_document(qtbot):
    label = WrappedRichLabel()
    label.setWordWrap(True)
    label.setAlignment(TOP_LEFT)
    for text in TEXTS[2:] + TEXTS[2:][::-1]:
        label.setText(text)
        for width in (60, 348, 180):
            _kept_and_same(label, width, f"{text[:30]!r} at {width}")
            label.resize(width, label.heightForWidth(width))
            image = label.grab().toImage()  # drawn from the kept glyphs: as drawn again
            assert label.grab().toImage() == image


def test_the_labels_under_the_sheet_after_each_key_keep_their_glyphs(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 2, (1280, 800))
    shown = 0
    for ch in LINE:
        press(qtbot, editor, Qt.Key.Key_Backspace if ch == "\b" else ch)
        delivered()
        for label in (pane.line_info, pane.problems, pane.unordered):
            if label.isVisible() and label.text():
                shown += 1
                _kept_and_same(label, label.contentsRect().width(), f"{ch!r}: {label.text()[:40]!r}")
                image = label.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
                fresh = _fresh(label, label.contentsRect().width())
                label._doc, label._doc_text = fresh, label.text()  # painted from the fresh document: the same pixels
                label._doc_width = label.contentsRect().width()
                assert label.grab().toImage().convertToFormat(QImage.Format.Format_RGB32) == image, repr(ch)
                label._forget()
    assert shown > 40

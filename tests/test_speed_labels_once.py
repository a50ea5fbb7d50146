"""The sheet's wrapped labels lay a rich text out once per text, width and font (issue 33, round 11).

``order_pane.WrappedRichLabel`` answers its height at a width and paints from a document of its own instead of
``QLabel``'s (which laid each new text out six times). It must give what a plain ``QLabel`` gives: the same height
at every width and the same pixels, for the texts a sheet shows, after a change of font, alignment, palette or
enabled state, with text selected, and in the window after each key.
"""

from __future__ import annotations

import pytest
from gui_helpers import delivered, make_window, press
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage, QPalette, QTextDocument
from PySide6.QtWidgets import QLabel

from referee_app.gui.diplomacy import order_pane
from referee_app.gui.diplomacy.order_pane import WrappedRichLabel

TOP_LEFT = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft
TEXTS = [
    "",
    "plain text, no tags at all, long enough to wrap onto a second line at the narrower widths",
    "<span style='color:#c62828'>✗ Line 4: 'bu' is not a space on this board; did you mean Burgundy (BUR), "
    "Bulgaria (BUL), Budapest (BUD)?</span>",
    "<span style='color:#2f6f4f'>Line 1: <b>A PAR - BUR</b></span>",
    "<b>Will hold (no order yet):</b> A VIE, A BUD, F TRI",
    "<span style='color:#c62828'>✗ 第4行：「巴黎」不是這張地圖上的地方</span><br>"
    "<span style='color:#8a5300'>≈ Line 5: <b>A PAR - BUR</b>: read as Burgundy</span>",
    "<span style='color:#b26a00'><b>Late sheet not decided yet:</b> until you let it stand (Ctrl+L), none of its "
    "orders counts.</span>",
]
WIDTHS = (60, 180, 348, 520)


def _pair(align, selectable: bool, text: str) -> tuple[QLabel, WrappedRichLabel]:
    labels = []
    for cls in (QLabel, WrappedRichLabel):
        label = cls()
        label.setWordWrap(True)
        if align is not None:
            label.setAlignment(align)
        if selectable:
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.setText(text)
        labels.append(label)
    return labels[0], labels[1]  # type: ignore[return-value]


def _same(plain: QLabel, own: WrappedRichLabel, width: int, why: str) -> None:
    height = plain.heightForWidth(width)
    assert own.heightForWidth(width) == height, why
    for label in (plain, own):
        label.resize(width, height + 13)  # taller than its text: a centred text is moved down
    a, b = plain.grab().toImage(), own.grab().toImage()
    assert a.convertToFormat(QImage.Format.Format_RGB32) == b.convertToFormat(QImage.Format.Format_RGB32), why


@pytest.mark.parametrize("align", [TOP_LEFT, None, Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignHCenter])
@pytest.mark.parametrize("selectable", [True, False])
def test_a_sheet_label_is_as_tall_as_a_qlabel_and_paints_its_pixels(qtbot, align, selectable):
    for text in TEXTS:
        plain, own = _pair(align, selectable, text)
        for width in WIDTHS + WIDTHS[::-1]:
            _same(plain, own, width, f"{text[:30]!r} at {width}")


def test_a_rich_text_is_laid_out_once_per_text_and_width(qtbot, monkeypatch):
    made: list[QTextDocument] = []
    counts = {"html": 0, "width": 0, "no page": 0}

    class Counted(QTextDocument):
        def __init__(self) -> None:
            super().__init__()
            made.append(self)

        def setHtml(self, text: str) -> None:  # noqa: N802
            counts["html"] += 1
            super().setHtml(text)

        def setTextWidth(self, width: float) -> None:  # noqa: N802
            counts["width"] += 1
            super().setTextWidth(width)

        def setPageSize(self, size) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
            counts["no page"] += size.isNull()  # (a text read with no page is laid out by the width set after it)
            super().setPageSize(size)

    monkeypatch.setattr(order_pane, "QTextDocument", Counted)
    own_runs = order_pane._runs

    def runs(text: str):  # type: ignore[no-untyped-def]
        read = own_runs(text)
        counts["html"] += read is not None  # (a text read as runs, not by ``setHtml``: round 23)
        return read

    monkeypatch.setattr(order_pane, "_runs", runs)
    label = WrappedRichLabel()
    label.setWordWrap(True)
    label.setAlignment(TOP_LEFT)
    label.resize(348, 80)
    for text in TEXTS[2:5]:
        label.setText(text)
        for _ in range(3):  # asked again and again, and painted: one reading of the text, at one width
            label.heightForWidth(348)
            label.grab()
    # (round 21: each text read with no page, then laid out once at the width, its lines keeping their glyphs)
    assert len(made) == 1 and counts == {"html": 3, "width": 3, "no page": 3}
    label.heightForWidth(200)  # another width: laid out again, the text not read again
    assert counts == {"html": 3, "width": 4, "no page": 3}
    font = label.font()
    font.setPointSize(font.pointSize() + 4)
    label.setFont(font)  # another font: a new document
    plain = QLabel()
    plain.setWordWrap(True)
    plain.setAlignment(TOP_LEFT)
    plain.setFont(font)
    plain.setText(label.text())
    _same(plain, label, 348, "another font")
    assert len(made) == 2


def test_what_a_label_is_painted_with_is_read_again_when_it_changes(qtbot):
    plain, own = _pair(TOP_LEFT, True, TEXTS[4])  # (no colour of its own: the label's)
    _same(plain, own, 348, "first")
    for label in (plain, own):
        palette = label.palette()
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#123456"))
        label.setPalette(palette)
    _same(plain, own, 348, "palette")
    for label in (plain, own):
        label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    _same(plain, own, 348, "alignment")
    for label in (plain, own):
        label.setEnabled(False)  # (the label's own paint: its disabled colours)
    _same(plain, own, 348, "disabled")
    for label in (plain, own):
        label.setEnabled(True)
        label.setStyleSheet("color: #654321;")  # a style sheet: the label's own paint and sizes
    _same(plain, own, 348, "style sheet")
    for label in (plain, own):
        label.setStyleSheet("")
        label.setMargin(3)
    _same(plain, own, 348, "margin")


def test_text_selected_in_a_sheet_label_is_painted_as_qlabel_paints_it(qtbot):
    plain, own = _pair(TOP_LEFT, True, TEXTS[2])
    _same(plain, own, 348, "before")
    for label in (plain, own):
        label.setSelection(4, 12)
    assert own.hasSelectedText()
    _same(plain, own, 348, "selected")


def test_the_sheet_labels_in_the_window_after_each_key_are_plain_qlabels(qtbot):
    """France's sheet typed key by key (rejected lines come and go, a reason wraps): each of the sheet's wrapped
    labels is as tall as a plain ``QLabel`` of its text, font and format at its width, and shows its pixels."""
    w = make_window(qtbot)
    w.resize(1280, 800)
    w.select_power(2)
    pane = w.current_pane()
    pane.editor.setFocus()
    delivered()
    assert all(isinstance(x, WrappedRichLabel) for x in (pane.line_info, pane.problems, pane.unordered))
    for n, ch in enumerate("A Par - Bur\nA Mar S A Par - Bxx\nF Bre - Mid-Atlantic Oc\nA Xyz H"):
        press(qtbot, pane.editor, ch)
        delivered()
        for own in (pane.line_info, pane.problems, pane.unordered):
            if not own.isVisible() or not own.text():
                continue
            plain = QLabel()
            plain.setWordWrap(True)
            plain.setAlignment(own.alignment())
            plain.setTextInteractionFlags(own.textInteractionFlags())
            plain.setFont(own.font())
            plain.setPalette(own.palette())
            plain.setMinimumSize(own.minimumSize())
            plain.setText(own.text())
            plain.resize(own.size())
            at = own.mapTo(w, QPoint(0, 0))
            shown = w.screen().grabWindow(w.winId(), at.x(), at.y(), own.width(), own.height()).toImage()
            assert own.heightForWidth(own.width()) == plain.heightForWidth(own.width()), f"key {n} {ch!r}"
            assert shown.convertToFormat(QImage.Format.Format_RGB32) == \
                plain.grab().toImage().convertToFormat(QImage.Format.Format_RGB32), f"key {n} {ch!r}: {own.text()[:40]}"

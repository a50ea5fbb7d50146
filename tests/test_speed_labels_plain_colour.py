"""The sheet's hint, status and pasted-lines labels take their muted colour from their palette (issue 33, round 22).

With a style sheet (``color: …``) each of them was sized and painted through ``QStyleSheetStyle``, its rules looked
up again at each paint, on every key that gives the hint or the status a new text. Their palette now holds the colour
a style sheet's ``color`` sets; they must look exactly as a label with the style sheet does, at their sizes, for any
text, and be sized the same.
"""

from __future__ import annotations

from gui_helpers import delivered, press, typing_in
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QLabel

from referee_app.gui.diplomacy.order_pane import MUTED_COLOUR

TEXTS = ["", "Tab: Marseilles · Mid-Atlantic Ocean", "Tab: Paris", "3 accepted · 1 rejected",
         "Tab: 巴黎 · 勃艮第", "Tab: パリ · ブルゴーニュ", "line 2: 'Hello referee,' (not an order)"]


def _labels(pane) -> dict[str, QLabel]:
    return {"hint": pane.hint, "status": pane.status, "skipped": pane.skipped_label}


def test_no_style_sheet_on_a_keys_labels(qtbot):
    w, pane, editor = typing_in(qtbot, 2)
    for name, label in _labels(pane).items():
        assert label.styleSheet() == "", f"{name} has a style sheet"
        assert label.style().metaObject().className() != "QStyleSheetStyle", f"{name} is styled by a style sheet"
    for ch in "\nA Mar S A Par":
        press(qtbot, editor, ch, None)
    delivered()
    assert pane.hint.text() and pane.status.text()


def _image(label: QLabel) -> QImage:
    return label.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)


def test_the_labels_look_and_size_as_with_the_style_sheet(qtbot):
    w, pane, editor = typing_in(qtbot, 2)
    for name, label in _labels(pane).items():
        twin = QLabel(label.parentWidget())  # the same parent: the same font and palette to start from
        twin.setStyleSheet(f"color: {MUTED_COLOUR};")
        twin.setWordWrap(label.wordWrap())
        twin.setAlignment(label.alignment())
        twin.setTextInteractionFlags(label.textInteractionFlags())
        if label.text():  # (a label never given a text is sized otherwise than one given "": as the label)
            twin.setText(label.text())
        kept = label.text()
        try:
            for text in TEXTS:
                for x in (label, twin):
                    x.setMinimumSize(0, 0)
                    x.setMaximumSize(16777215, 16777215)
                label.setText(text)
                twin.setText(text)
                assert label.sizeHint() == twin.sizeHint(), f"{name}, {text!r}: another size hint"
                assert label.minimumSizeHint() == twin.minimumSizeHint(), f"{name}, {text!r}: another smallest size"
                for size in (label.size(), label.sizeHint(), QSize(120, 40)):
                    twin.setFixedSize(size)
                    label.setFixedSize(size)
                    assert _image(label) == _image(twin), f"{name}, {text!r} at {size.toTuple()}: other pixels"
                    twin.setEnabled(False)
                    label.setEnabled(False)
                    assert _image(label) == _image(twin), f"{name}, {text!r} disabled: other pixels"
                    twin.setEnabled(True)
                    label.setEnabled(True)
        finally:
            label.setMinimumSize(0, 0)
            label.setMaximumSize(16777215, 16777215)
            label.setText(kept)
            twin.deleteLater()
        delivered()

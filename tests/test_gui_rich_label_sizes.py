"""Ctrl+Enter (issue 33, round 18): the wrapped rich-text label (``order_pane.WrappedRichLabel``: the results'
standoffs, the labels under the sheet) answers its size hint and smallest size from its own document, as ``QLabel``
finds them, instead of ``QLabel`` laying the text out again in a document of its own (about nine layouts of each new
text, set back to the label's width after each of its three measures)."""

from __future__ import annotations

from gui_helpers import CTRL, SPRING_1901, delivered, focused, make_window, type_all
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextDocument
from PySide6.QtWidgets import QLabel

from referee_app.gui.diplomacy.order_pane import WrappedRichLabel

TEXTS = [
    "<b>Standoffs</b> (left empty; no retreat there): Black Sea (BLA)",
    "<b>Standoffs</b> (left empty; no retreat there): " + ", ".join(f"Province {i} (P{i:02d})" for i in range(14)),
    "<b>Will hold (no order yet):</b> A SER, F TRI, A TYR",
    "<b>x</b>",
    "<b>睨み合い</b>（空白のまま、退却不可）：黒海 (BLA)、ブルゴーニュ (BUR)、ピカルディ (PIC)",
    "<i>a</i> " + "averylongwordwithoutabreak" * 4,
]


def _sizes(label: QLabel) -> tuple[object, ...]:
    return (label.sizeHint(), label.minimumSizeHint(), label.heightForWidth(300))


def _as_a_qlabel(label: WrappedRichLabel) -> None:
    plain = QLabel()
    plain.setWordWrap(True)
    plain.setFont(label.font())
    plain.setMinimumSize(label.minimumSize())
    m = label.contentsMargins()
    plain.setContentsMargins(m.left(), m.top(), m.right(), m.bottom())
    plain.setText(label.text())
    assert _sizes(label) == _sizes(plain), label.text()
    assert _sizes(label) == _sizes(plain)  # (asked again: the same)


def _own_document_text(label: QLabel) -> str:
    """The text ``QLabel``'s own document holds (its text control's: empty until QLabel lays the text out)."""
    return "".join(d.toPlainText() for d in label.findChildren(QTextDocument))


def test_the_sizes_are_qlabels_and_qlabel_lays_nothing_out(qtbot):
    for size in (None, 8, 15):
        for least in (0, 150):
            for text in TEXTS:
                label = WrappedRichLabel()
                qtbot.addWidget(label)
                label.setWordWrap(True)
                if size:
                    f = QFont(label.font())
                    f.setPointSize(size)
                    label.setFont(f)
                if least:
                    label.setMinimumWidth(least)
                label.setText(text)
                _as_a_qlabel(label)
                assert _own_document_text(label) == ""  # (on main: QLabel's document held the text)
                label.setContentsMargins(3, 4, 5, 6)
                _as_a_qlabel(label)
    # a text, font or smallest size changed after the sizes were asked: the new ones
    label = WrappedRichLabel()
    qtbot.addWidget(label)
    label.setWordWrap(True)
    label.setText(TEXTS[0])
    _as_a_qlabel(label)
    label.setText(TEXTS[1])
    _as_a_qlabel(label)
    f = QFont(label.font())
    f.setPointSize(f.pointSize() + 5)
    label.setFont(f)
    _as_a_qlabel(label)
    label.setMinimumWidth(220)
    _as_a_qlabel(label)
    label.setText("No standoffs.")  # a plain text: QLabel's own sizes
    _as_a_qlabel(label)
    assert _own_document_text(label) == ""


def test_the_results_standoffs_are_sized_as_a_qlabel_sizes_them(qtbot):
    w = make_window(qtbot)
    type_all(qtbot, w, SPRING_1901)
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    delivered()
    standoffs = w.panels.results.standoffs
    assert "Standoffs" in standoffs.text()
    _as_a_qlabel(standoffs)
    assert _own_document_text(standoffs) == ""

"""The sheet's wrapped labels keep their text and font changes in Python (issue 33, round 21).

A key read each wrapped label's text from Qt about a dozen times (its holder, its height, its paint, ``_set``: each
call copies the text out of Qt), and each holder read the label's font two or three times to see it unchanged.
``WrappedRichLabel`` keeps the text ``setText`` gave it and counts the changes of what it is painted with; the
holder reads the font again only after such a change. The text kept is Qt's, and another font still drops the
holder's kept sizes.
"""

from __future__ import annotations

from gui_helpers import delivered, press, typing_in
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from referee_app.gui.diplomacy.order_pane import WrappedRichLabel, _Holder

LINE = "\nA Mar S A Par - Bxx\nF Xyz H\b\b\b\b\bA Mar - Spa"


def test_a_key_reads_no_label_text_or_font_from_qt_and_the_text_kept_is_qts(qtbot, steady_cursor, monkeypatch):
    w, pane, editor = typing_in(qtbot, 2, (1280, 800))
    labels = [pane.line_info, pane.problems, pane.unordered]
    asked = {"text": 0, "font": 0}

    def text(self):  # type: ignore[no-untyped-def]
        asked["text"] += any(self is label for label in labels)  # (not the other sheets' made while idle)
        return QLabel.text(self)

    def font(self):  # type: ignore[no-untyped-def]
        asked["font"] += any(self is label for label in labels)
        return QLabel.font(self)

    monkeypatch.setattr(WrappedRichLabel, "text", text, raising=False)
    monkeypatch.setattr(WrappedRichLabel, "font", font, raising=False)
    quiet = 0
    for ch in LINE:
        changes = [getattr(label, "changes", 0) for label in labels]
        made = all(label._doc is not None for label in labels)  # (a label's first document reads its font)
        asked.update(text=0, font=0)
        press(qtbot, editor, Qt.Key.Key_Backspace if ch == "\b" else ch)
        delivered()
        assert asked["text"] == 0, repr(ch)
        if made and changes == [getattr(label, "changes", 0) for label in labels]:
            assert asked["font"] == 0, repr(ch)
            quiet += 1
        for label in labels:
            assert label._text == QLabel.text(label)
    assert quiet > 20
    pane.problems.clear()
    assert pane.problems._text == QLabel.text(pane.problems) == ""


def test_another_font_still_drops_the_holders_kept_sizes(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 2, (1280, 800))
    for ch in "\nA Mar S":
        press(qtbot, editor, ch)
    delivered()
    holder = pane.line_info.parent()
    assert isinstance(holder, _Holder)
    before = holder.sizeHint().height()
    font = QApplication.font()
    font.setPointSize(font.pointSize() + 6)
    pane.line_info.setFont(font)  # the label's own font: its holder answers for it
    delivered()
    assert holder.sizeHint().height() == pane.line_info.fontMetrics().lineSpacing() > before
    assert holder.height() == pane.line_info.heightForWidth(holder.width())
    plain = QLabel()
    plain.setWordWrap(True)
    plain.setFont(font)
    plain.setText(pane.line_info.text())
    assert holder.heightForWidth(holder.width()) == max(pane.line_info.minimumHeight(), plain.heightForWidth(holder.width()))

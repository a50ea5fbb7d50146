"""Ctrl+Enter (issue 33, round 17): the results' standoffs (a rich text, new at each adjudication with a bounce) are
laid out once for their text and width, by the sheet's own wrapped label (``order_pane.WrappedRichLabel``), and are as
tall and painted as a ``QLabel`` of the same text, font and palette makes them."""

from __future__ import annotations

from gui_helpers import ALT, CTRL, SPRING_1901, delivered, focused, make_window, type_all
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QLabel

from referee_app.gui.diplomacy import order_pane


def _as_a_qlabel(label) -> None:  # type: ignore[no-untyped-def]
    """``label`` answers every height and paints what a QLabel of its text, font and palette would."""
    plain = QLabel()
    plain.setWordWrap(True)
    plain.setFont(label.font())
    plain.setPalette(label.palette())
    plain.setText(label.text())
    for width in (label.width(), 180, 420, label.width()):
        assert label.heightForWidth(width) == plain.heightForWidth(width), width
    plain.resize(label.size())
    a = plain.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    b = label.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert a == b


def test_the_standoffs_are_laid_out_once_and_look_as_a_qlabel_makes_them(qtbot, monkeypatch):
    html: dict[int, int] = {}

    class Counted(QTextDocument):
        def setHtml(self, text: str) -> None:  # noqa: N802 (Qt's naming)
            html[id(self)] = html.get(id(self), 0) + 1
            super().setHtml(text)

    monkeypatch.setattr(order_pane, "QTextDocument", Counted)
    as_runs: list[str] = []  # the texts read as runs (round 23), not by ``setHtml``
    own_runs = order_pane._runs

    def runs(text: str):  # type: ignore[no-untyped-def]
        read = own_runs(text)
        if read is not None:
            as_runs.append(text)
        return read

    monkeypatch.setattr(order_pane, "_runs", runs)
    w = make_window(qtbot)
    w.resize(1600, 1000)
    results = w.panels.results
    type_all(qtbot, w, SPRING_1901)  # (a bounce in the Black Sea)
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    delivered()
    label = results.standoffs
    assert "Standoffs" in label.text() and "BLA" in label.text()
    assert label.isVisible() and label.height() > 0
    doc = getattr(label, "_doc", None)
    assert isinstance(doc, Counted)  # laid out by the label itself, not by a QLabel's own document
    # its new text read once, whatever was asked of it and painted
    assert html.get(id(doc), 0) + sum(text == label.text() for text in as_runs) == 1
    _as_a_qlabel(label)
    w.resize(820, 640)  # narrower: the standoffs wrap or not as a QLabel's would
    delivered()
    _as_a_qlabel(label)
    w.resize(1600, 1000)
    delivered()
    qtbot.keyClick(focused(w), Qt.Key.Key_Z, CTRL | ALT)  # undone: no standoffs shown
    delivered()
    assert label.text() == ""
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)  # adjudicated again: the same standoffs, right again
    delivered()
    _as_a_qlabel(label)

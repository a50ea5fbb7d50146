"""The key legend under the list of powers when time is called and reopened (issue 33, F8): the notice that time is
called takes its height from the powers' column and gives it back at the next phase, so the legend is fitted at the
same few heights all evening. Its fits are kept (by its text, the "… F1" line, font, width and height), and a label
made only taller or shorter is not laid out again; what it shows and paints is what a legend fitted afresh, or a
label of the same lines laid out afresh, shows and paints."""

from __future__ import annotations

from gui_helpers import SHIFT, focused, make_window
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel, QWidget

from referee_app.gui.diplomacy.commands import ROWS, key_legend
from referee_app.gui.diplomacy.panels import KeyLegend

NO = Qt.KeyboardModifier.NoModifier
STYLE = "color: #5b6773; font-size: 11px;"  # the legend's own (PowerSwitcher)


def _fresh_fit(legend: KeyLegend) -> str:
    """The lines a legend made now shows at ``legend``'s size, font and text."""
    other = KeyLegend()
    other.setWordWrap(True)
    other.setStyleSheet(legend.styleSheet())
    other.setFont(legend.font())
    other.setFixedWidth(legend.width())
    other.resize(legend.size())
    other.setText(legend.text())
    return other.shown_text()


class _Documents:
    """Counts the documents the legend lays out to find its lines (``QTextDocument.setHtml`` from Python)."""

    def __init__(self, monkeypatch) -> None:
        self.n = 0
        original = QTextDocument.setHtml

        def counted(doc, html):
            self.n += 1
            return original(doc, html)

        monkeypatch.setattr(QTextDocument, "setHtml", counted)


def test_time_called_and_reopened_again_fits_the_key_legend_from_its_kept_fits(qtbot, monkeypatch):
    w = make_window(qtbot)
    legend = w.panels.power_tabs.keys
    heights, shown = [], []
    for mods in (NO, SHIFT, NO, SHIFT):  # time called and reopened: both heights fitted once
        qtbot.keyClick(focused(w), Qt.Key.Key_F8, mods)
        QCoreApplication.sendPostedEvents()
        heights.append(legend.height())
        shown.append(legend.shown_text())
        assert legend.shown_text() == _fresh_fit(legend)
    assert heights[0] < heights[1]  # the notice takes the legend's room while time is called
    documents = _Documents(monkeypatch)
    for i, mods in enumerate((NO, SHIFT, NO, SHIFT)):
        qtbot.keyClick(focused(w), Qt.Key.Key_F8, mods)
        QCoreApplication.sendPostedEvents()
        assert (legend.height(), legend.shown_text()) == (heights[i], shown[i])
    assert documents.n == 0  # nothing laid out to fit the legend: the same fits
    monkeypatch.undo()
    # a change of what the fit depends on is seen: a larger font, then a smaller height than any before
    legend.setStyleSheet("color: #5b6773; font-size: 15px;")
    QCoreApplication.sendPostedEvents()
    legend.resize(legend.width(), legend.height() - 1)
    assert legend.shown_text() == _fresh_fit(legend) != shown[-1]
    legend.resize(legend.width(), 120)
    assert legend.shown_text() == _fresh_fit(legend)
    assert legend.shown_text().count("<br>") < shown[-1].count("<br>")


class _UpdatesLater(QObject):
    """Counts the legend's requests to be painted again that its text's layout makes while it paints."""

    def __init__(self) -> None:
        super().__init__()
        self.n = 0

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's naming)
        if event.type() == QEvent.Type.UpdateLater:
            self.n += 1
        return False


def test_a_legend_made_taller_or_shorter_is_not_laid_out_again_and_paints_as_a_label_laid_out_afresh(qtbot):
    top = QWidget()
    qtbot.addWidget(top)
    top.resize(400, 600)
    legend = KeyLegend(top)
    legend.setWordWrap(True)
    legend.setStyleSheet(STYLE)
    legend.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    legend.setFixedWidth(233)
    legend.setText(key_legend(ROWS))
    legend.resize(233, 433)
    top.show()
    qtbot.waitExposed(top)
    legend.repaint()
    qtbot.wait(20)
    later = _UpdatesLater()
    legend.installEventFilter(later)
    laid_out, seen = [], [(legend.width(), legend.shown_text())]
    for width, height in ((233, 409), (233, 433), (233, 409), (233, 140), (233, 433), (200, 433), (200, 300),
                          (233, 300)):
        legend.setFixedWidth(width)
        legend.resize(width, height)
        before = later.n
        legend.repaint()
        painted = legend.grab().toImage()
        QCoreApplication.sendPostedEvents()
        laid_out.append(later.n > before)
        seen.append((legend.width(), legend.shown_text()))
        fresh = QLabel(top)  # the same lines in a label laid out for the first time, at the same size
        fresh.setWordWrap(True)
        fresh.setStyleSheet(STYLE)
        fresh.setAlignment(legend.alignment())
        fresh.setText(legend.shown_text())
        fresh.setGeometry(legend.geometry())
        fresh.show()
        assert painted == fresh.grab().toImage(), (width, height)
        fresh.deleteLater()
    # laid out again only for other lines (the 140 px fit) or another width: not for a height alone
    # (the first after the label's first paint, which may have left its layout for the next one: not counted)
    expected = [seen[i + 1] != seen[i] for i in range(len(laid_out))]
    assert laid_out[1:] == expected[1:]
    assert expected[1:].count(False) >= 3 and expected[1:].count(True) >= 2

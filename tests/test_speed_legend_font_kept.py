"""The key legend's height for a width kept for its font until the font changes (issue 33, round 24).

The layout of the powers' column asks the legend its height at each layout pass of the sheet beside it (a letter that
changes the sheet's hint or labels); the height kept was compared by the label's font's ``key()``, a string Qt builds at
each ask (``QFont::toString``: some 400 lines of its code fetched from memory on such a letter). It is kept for the
font until a ``FontChange``; the heights are the label's own, after every way its font changes."""

from __future__ import annotations

import sys

from gui_helpers import delivered, press, typing_in
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from referee_app.gui.diplomacy.panels import KeyLegend


def test_a_letter_that_lays_the_sheet_out_builds_no_font_key(qtbot):
    # fails on round 23's main: the legend's kept height compared ``self.font().key()`` at each ask
    w, pane, editor = typing_in(qtbot, 2)
    legend = w.panels.power_tabs.keys
    asked: list[int] = []
    keys: list[object] = []

    def watch(frame, event, arg):  # type: ignore[no-untyped-def]
        # (from Python: Qt's calls of a Python override are not seen by a method patched on the class after the
        # object's first call)
        if event == "call" and frame.f_code.co_qualname == "KeyLegend.heightForWidth":
            asked.append(1)
        elif event == "c_call" and getattr(arg, "__qualname__", "") == "QFont.key":
            keys.append(arg)

    sys.setprofile(watch)
    try:
        for ch in "A Lon - Bel\nA Ma":
            press(qtbot, editor, ch)
            delivered()
    finally:
        sys.setprofile(None)
    assert asked, "the legend was not asked its height (the test no longer covers a layout pass)"
    assert keys == [], f"{len(keys)} font keys built for {len(asked)} asks of the legend's height"
    assert legend.heightForWidth(legend.width()) == QLabel.heightForWidth(legend, legend.width())


def test_the_height_kept_follows_every_change_of_the_font(qtbot):
    top = QWidget()
    qtbot.addWidget(top)
    legend = KeyLegend(top)
    legend.setWordWrap(True)
    legend.setText("<b>F8</b> time · <b>Ctrl+Enter</b> adjudicate · <b>Ctrl+PgDn</b> next sheet · <b>F1</b> every key "
                   "· <b>Ctrl+Z</b> undo · <b>Tab</b> complete a name")
    top.resize(400, 300)
    legend.resize(180, 200)
    top.show()
    widths = (180, 90, 140, 260, 180)  # (each change asked first at the width asked last before it: the kept one)

    def same() -> None:
        for width in widths:
            for _ in range(2):  # (asked twice: the second answer is the kept one)
                assert legend.heightForWidth(width) == QLabel.heightForWidth(legend, width), (width, legend.font())

    same()
    bigger = QFont(legend.font())
    bigger.setPointSizeF(bigger.pointSizeF() * 1.8)
    legend.setFont(bigger)
    same()
    legend.setStyleSheet("font-size: 7px;")
    legend.ensurePolished()
    same()
    legend.setStyleSheet("")
    same()
    top.setFont(QFont(bigger.family(), 15))  # (the parent's font, passed down)
    same()
    bold = QFont(legend.font())
    bold.setBold(True)
    legend.setFont(bold)
    same()
    app_font = QApplication.font()
    try:
        QApplication.setFont(QFont(app_font.family(), 13))
        same()
    finally:
        QApplication.setFont(app_font)
    same()

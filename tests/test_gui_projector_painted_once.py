"""The projector painted once per change of the game: the results' label (``projector._Results``) laid out at its
first paint does not have the window painted and put on the screen a second time for its own place (its text
control's request, made while it is painted, for the label being painted). The wall shows the same pixels as the
projector painted afresh, and a later change of the results is painted as before."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from gui_helpers import (  # noqa: E402
    ALT,
    CTRL,
    FALL_1901,
    SPRING_1901,
    focused,
    make_window,
    projector_shown,
    settle,
    type_all,
    window_on_screen,
    window_rendered,
)
from PySide6.QtCore import QEvent, QObject, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402


class _Paints(QObject):
    """Paint events of the projector's results label, and the projector's update requests that painted anything."""

    def __init__(self, proj: QWidget) -> None:
        super().__init__()
        self.proj = proj
        self.label = 0
        self.window = 0

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            if obj is self.proj.info:
                self.label += 1
        elif event.type() == QEvent.Type.UpdateRequest and obj is self.proj:
            self.window += 1
        return False


def test_the_results_label_is_painted_once_per_change_and_the_wall_shows_it_as_painted_afresh(qtbot):
    w = make_window(qtbot)
    proj = projector_shown(qtbot, w)
    type_all(qtbot, w, SPRING_1901)
    settle(qtbot)
    paints = _Paints(proj)
    QApplication.instance().installEventFilter(paints)
    steps = [((Qt.Key.Key_Return, CTRL), "Results of Spring 1901"), ((Qt.Key.Key_Z, CTRL | ALT), ""),
             ((Qt.Key.Key_Return, CTRL), "Results of Spring 1901")]
    try:
        for (key, mods), shown in steps:
            paints.label = paints.window = 0
            before = proj.info.text()
            qtbot.keyClick(focused(w), key, mods)
            settle(qtbot)
            settle(qtbot)
            assert shown in proj.info.text()
            if proj.info.text() != before:
                assert paints.label == 1, (key, paints.label)  # main: 2, the second a window's paint of its own
            assert paints.label <= 1
            assert window_on_screen(proj) == window_rendered(proj)
        # Fall 1901: a dislodged army's retreat listed with the results; then a new text at another width
        type_all(qtbot, w, FALL_1901)
        settle(qtbot)
        for step in ("adjudicate", "resize", "undo"):
            paints.label = paints.window = 0
            before = proj.info.text()
            if step == "adjudicate":
                qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
            elif step == "resize":
                proj.resize(proj.width() + 160, proj.height() + 90)
            else:
                qtbot.keyClick(focused(w), Qt.Key.Key_Z, CTRL | ALT)
            settle(qtbot)
            settle(qtbot)
            if step == "adjudicate":
                assert "may retreat" in proj.info.text()
            if proj.info.text() != before:
                assert paints.label == 1, (step, paints.label)
            assert window_on_screen(proj) == window_rendered(proj)
        # a text set by itself is painted (the label's requests are held only while it paints)
        paints.label = 0
        proj.info.setText(proj.info.text() + "<br>more")
        settle(qtbot)
        assert paints.label >= 1 and proj.info.updatesEnabled()
        assert window_on_screen(proj) == window_rendered(proj)
    finally:
        QApplication.instance().removeEventFilter(paints)

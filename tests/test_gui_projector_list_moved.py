"""The projector's list of powers (supply centres), moved by a phase's name fitted at another height, is copied to its new
place by Qt (an accelerated move of an opaque widget) instead of painted again, and the wall shows the same pixels."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from gui_helpers import (  # noqa: E402
    ALT,
    CTRL,
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
    """The paint events of a widget and its descendants."""

    def __init__(self, root: QWidget) -> None:
        super().__init__()
        self.root = root
        self.seen: list[str] = []

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint and isinstance(obj, QWidget) and (obj is self.root or self.root.isAncestorOf(obj)):
            self.seen.append(f"{type(obj).__name__} {obj.objectName()} {obj.geometry().getRect()}")
        return False


def test_the_list_of_powers_moved_by_the_new_phase_name_is_copied_not_painted_again(qtbot):
    w = make_window(qtbot)
    proj = projector_shown(qtbot, w)
    type_all(qtbot, w, SPRING_1901)
    settle(qtbot)
    frame = proj.centres_frame
    paints = _Paints(frame)
    app = QApplication.instance()
    app.installEventFilter(paints)
    try:
        # Spring 1901's name is fitted smaller than Fall 1901's: everything under it moves; the list keeps its size
        for key, mods in ((Qt.Key.Key_Return, CTRL), (Qt.Key.Key_Z, CTRL | ALT), (Qt.Key.Key_Return, CTRL)):
            before = frame.geometry()
            title = proj.title.text()
            paints.seen.clear()
            qtbot.keyClick(focused(w), key, mods)
            settle(qtbot)
            assert proj.title.text() != title, key
            assert frame.y() != before.y() and frame.size() == before.size(), (key, before, frame.geometry())
            assert paints.seen == [], (key, paints.seen)  # main: the frame's 21 labels painted again
            assert window_on_screen(proj) == window_rendered(proj), key
    finally:
        app.removeEventFilter(paints)
    # the frame's own fill is the wall's colour: painted without it (the window's background showing through), the wall
    # is the same
    filled = window_rendered(proj)
    frame.setAutoFillBackground(False)
    try:
        assert window_rendered(proj) == filled
    finally:
        frame.setAutoFillBackground(True)

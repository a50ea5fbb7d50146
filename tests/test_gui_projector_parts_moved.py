"""The projector's side panel, moved by a phase's name fitted at another height: the parts that only move (the clock, the
line under the name, the list's heading, the list of powers) are copied to their new place by Qt (an accelerated move
of an opaque widget) instead of painted again, moved down as up (Winter to Spring), and the wall shows the same
pixels as the projector painted afresh."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from gui_helpers import ALT, CTRL, SPRING_1901, focused, make_window, projector_shown, settle, type_all  # noqa: E402
from PySide6.QtCore import QEvent, QObject, QPoint, Qt  # noqa: E402
from PySide6.QtGui import QRegion  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402


class _Paints(QObject):
    """The widgets painted among ``roots`` and their descendants, with the areas painted (``areas``, in the roots' own
    coordinates)."""

    def __init__(self, *roots: QWidget) -> None:
        super().__init__()
        self.roots = roots
        self.seen: list[QWidget] = []
        self.areas: list[tuple[QWidget, QRegion]] = []

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint and isinstance(obj, QWidget):
            for root in self.roots:
                if obj is root or root.isAncestorOf(obj):
                    self.seen.append(obj)
                    self.areas.append((root, event.region().translated(obj.mapTo(root, QPoint(0, 0)))))
        return False


def _on_screen(proj) -> bytes:  # type: ignore[no-untyped-def]
    """The projector as the screen shows it (the window's backing store: what Qt copied and painted into it)."""
    img = proj.screen().grabWindow(proj.winId()).toImage()  # (kept while its bits are read)
    return bytes(img.constBits())


def _rendered(proj) -> bytes:  # type: ignore[no-untyped-def]
    """The projector painted afresh, whole."""
    img = proj.grab().toImage()
    return bytes(img.constBits())


def _watching(*roots: QWidget) -> _Paints:
    paints = _Paints(*roots)
    QApplication.instance().installEventFilter(paints)
    return paints


def test_the_clock_its_heading_line_and_the_lists_heading_moved_by_the_new_phase_name_are_copied(qtbot):
    w = make_window(qtbot)
    proj = projector_shown(qtbot, w)
    type_all(qtbot, w, SPRING_1901)
    settle(qtbot)
    # (the first adjudication stops the clock at the next period's length: its digits change once)
    for key, mods in ((Qt.Key.Key_Return, CTRL), (Qt.Key.Key_Z, CTRL | ALT)):
        qtbot.keyClick(focused(w), key, mods)
        settle(qtbot)
    moved = (proj.clock_widget, proj.subtitle, proj.centres_heading)
    paints = _watching(*moved)
    try:
        # Spring 1901's name is fitted smaller than Fall 1901's: everything under it moves; the clock (stopped), the line
        # under the name and the list's heading keep their texts and sizes, but for the stopped clock's digits (the next
        # period's length: 30:00 in Spring, 15:00 in Fall)
        clock, digits = proj.clock_widget, proj.clock_widget.time_label
        for key, mods in ((Qt.Key.Key_Return, CTRL), (Qt.Key.Key_Z, CTRL | ALT), (Qt.Key.Key_Return, CTRL)):
            before = [part.geometry() for part in moved]
            texts = (proj.subtitle.text(), proj.centres_heading.text(), clock.period_label.text())
            title = proj.title.text()
            paints.seen.clear()
            paints.areas.clear()
            qtbot.keyClick(focused(w), key, mods)
            settle(qtbot)
            assert proj.title.text() != title, key
            assert (proj.subtitle.text(), proj.centres_heading.text(), clock.period_label.text()) == texts
            for part, was in zip(moved, before):
                assert part.y() != was.y() and part.size() == was.size(), (key, part, was, part.geometry())
            # only the digits painted again, where they are (the clock's own paint under them): main painted the whole
            # clock, its two labels, the line and the heading again
            assert {p for p in paints.seen} <= {clock, digits}, (key, [type(p).__name__ for p in paints.seen])
            for root, area in paints.areas:
                assert root is clock and area.subtracted(QRegion(digits.geometry())).isEmpty(), (key, area.boundingRect())
            assert _on_screen(proj) == _rendered(proj), key
    finally:
        QApplication.instance().removeEventFilter(paints)
    # each part's own fill is the wall's colour: painted without it (the window's background showing through), the wall
    # is the same
    filled = _rendered(proj)
    for part in moved:
        part.setAutoFillBackground(False)
    try:
        assert _rendered(proj) == filled
    finally:
        for part in moved:
            part.setAutoFillBackground(True)


def test_winter_to_spring_the_list_of_powers_moved_up_is_copied_not_painted_again(qtbot):
    w = make_window(qtbot)
    proj = projector_shown(qtbot, w)
    type_all(qtbot, w, SPRING_1901)
    settle(qtbot)
    frame, grid = proj.centres_frame, proj.centres_grid
    for _ in range(2):  # to Fall 1901, then to Winter 1901 (its subtitle on two lines)
        qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
        settle(qtbot)
    assert w.game.phase.type.name == "ADJUSTMENTS"
    paints = _watching(frame)
    try:
        for key, mods in ((Qt.Key.Key_Return, CTRL), (Qt.Key.Key_Z, CTRL | ALT), (Qt.Key.Key_Return, CTRL)):
            before = frame.geometry()
            counts = [count.text() for _name, count, _chip in proj.centre_labels.values()]
            paints.seen.clear()
            qtbot.keyClick(focused(w), key, mods)
            settle(qtbot)
            assert [count.text() for _name, count, _chip in proj.centre_labels.values()] == counts, key
            assert frame.size() == before.size(), (key, before, frame.geometry())
            assert frame.y() != before.y(), key
            # at most the strip the part beside it left bare is painted again: the frame and the labels of its first row
            # (moved up: the heading above it moved first) or of its last (moved down: the results under it). Main,
            # Winter to Spring: the frame and its 21 labels painted again (the results' label, laid out first, had
            # already taken the place the list was to be copied from)
            rows = {grid.getItemPosition(grid.indexOf(p))[0] for p in paints.seen if p is not frame}
            assert rows <= {0 if frame.y() < before.y() else grid.rowCount() - 1}, (key, sorted(rows))
            assert _on_screen(proj) == _rendered(proj), key
    finally:
        QApplication.instance().removeEventFilter(paints)

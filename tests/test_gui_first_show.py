"""A window shown with a game is laid out before its first paint (issue 33, `referee FILE`): what the
window paints first is what it then shows; nothing the showing changed is left for the event loop to lay
out after that paint (which painted the results' half of the window and the sheet again)."""

from __future__ import annotations

import pytest
from gui_helpers import FakeTime
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QWidget

from referee_app.games.diplomacy import Game
from referee_app.gui.diplomacy import panels as panels_module
from referee_app.gui.main_window import MainWindow


@pytest.fixture(autouse=True)
def no_idle(monkeypatch):
    """The sheets not shown, made in idle time, held off: the widgets compared are those of the first paint."""
    monkeypatch.setattr(panels_module, "IDLE_BUILD_MS", 3_600_000)


def layout(w: MainWindow) -> list[tuple[str, tuple[int, int, int, int], bool]]:
    """Every widget of the window: its class, place and size, and whether it is shown."""
    return [(type(c).__name__, c.geometry().getRect(), c.isVisible()) for c in [w, *w.findChildren(QWidget)]]


def shown_with_game(qtbot) -> MainWindow:
    now = FakeTime()
    w = MainWindow(Game.new("standard", clock=now), None, now=now, tick_ms=60_000)
    qtbot.addWidget(w)
    w.show()
    return w


def test_a_window_shown_with_a_game_is_laid_out_before_its_first_paint(qtbot):
    w = shown_with_game(qtbot)
    w.lay_out_shown()
    first = layout(w)
    qtbot.wait(300)  # the event loop: posted events, timers, the window's paint
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    assert layout(w) == first


def test_without_it_the_showing_leaves_layouts_for_after_the_first_paint(qtbot):
    # what the test above guards against: shown and left to the event loop, the window's layout still moves
    w = shown_with_game(qtbot)
    first = layout(w)
    qtbot.wait(300)
    assert layout(w) != first

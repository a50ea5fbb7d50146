"""A window shown with a game is laid out before its first paint (issue 33, `referee FILE`): what the
window paints first is what it then shows; nothing the showing changed is left for the event loop to lay
out after that paint (which painted the results' half of the window and the sheet again)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from gui_helpers import FakeTime
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QWidget

from referee_app.games.diplomacy import Game
from referee_app.gui.diplomacy import panels as panels_module
from referee_app.gui.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def no_idle(monkeypatch):
    """The sheets not shown, made in idle time, held off: the widgets compared are those of the first paint."""
    monkeypatch.setattr(panels_module, "IDLE_BUILD_MS", 3_600_000)


def layout(w: MainWindow) -> dict[int, tuple[str, tuple[int, int, int, int]]]:
    """Every widget of the window that is shown (what its paint draws): its class, place and size."""
    return {id(c): (type(c).__name__, c.geometry().getRect()) for c in [w, *w.findChildren(QWidget)] if c.isVisible()}


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
    now = layout(w)
    assert {k: now.get(k) for k in first} == first


def test_without_it_the_showing_leaves_layouts_for_after_the_first_paint(qtbot):
    # what the test above guards against: shown and left to the event loop, the window's layout still moves
    w = shown_with_game(qtbot)
    first = layout(w)
    qtbot.wait(300)
    now = layout(w)
    assert {k: now.get(k) for k in first} != first


def game_file(tmp_path) -> str:
    from referee_app.core.record import GameFile

    path = tmp_path / "evening.dipgame"
    GameFile.create(path, Game.new("standard", clock=FakeTime())).close()
    return str(path)


# a fresh process, started as ``gui.app.main`` starts with a game file (the session's application has had its
# font set long ago): the font families of every widget of the game's panels when made, and when shown
STARTED = """
import json, sys
from referee_app.gui.app import make_application
from referee_app.gui import language
from referee_app.gui.main_window import MainWindow
from PySide6.QtWidgets import QWidget

app = make_application(sys.argv[:1])
language.register_fonts()
w = MainWindow(lang="en", tick_ms=60_000, opening=True)
if sys.argv[2] == "take":
    w.take_font_change()
assert w.open_game(sys.argv[1])

from shiboken6 import isValid

widgets = [w.panels.page, *w.panels.page.findChildren(QWidget)]  # held: the same widgets compared after the show
made = [c.font().families() for c in widgets]
w.show()
w.lay_out_shown()
for _ in range(20):
    app.processEvents()
shown = [c.font().families() if isValid(c) else families for c, families in zip(widgets, made)]
print(json.dumps([made, shown]))
"""


def started(tmp_path, how: str) -> tuple[list[list[str]], list[list[str]]]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"),
               PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    out = subprocess.run([sys.executable, "-c", STARTED, game_file(tmp_path), how], env=env, capture_output=True,
                         text=True, timeout=120, check=True).stdout
    made, shown = json.loads(out.strip().splitlines()[-1])
    return made, shown


def test_a_game_opened_before_the_window_is_shown_is_made_in_the_fonts_it_is_shown_in(tmp_path):
    made, shown = started(tmp_path, "take")
    assert shown == made
    assert len(made[0]) > 1  # the panels' page: the language's families, not the window's first font


def test_without_the_font_change_taken_the_panels_change_font_when_shown(tmp_path):
    # what the test above guards against: the application's font reached the window only once it was shown, so
    # the panels were made and laid out in the window's first font, and laid out again
    made, shown = started(tmp_path, "")
    assert shown != made

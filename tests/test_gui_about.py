"""Help > About (the version, the engine's lanes, the licences), the program's icon on every window, and the
game files the system hands over as events (macOS: double-click in the Finder)."""

from __future__ import annotations

from gui_helpers import make_window
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from referee_app.games.diplomacy.contract import compiled
from referee_app.gui import about, language
from referee_app.gui.app import file_opener
from referee_app.gui.commands import SHELL, Command


def test_the_about_box_shows_the_version_the_engine_lanes_and_the_licences(qtbot):
    box = about.about_box()
    qtbot.addWidget(box)
    text = box.text()
    assert about.version() in text
    assert ("native express lane: built in" if compiled.native_lane() else "native express lane: not built") in text
    assert ("pure Python" if not compiled.compiled_modules() else "compiled (mypyc)") in text
    for licence in ("MIT licence", "GNU LGPL version 3", "PSF licence", "SIL Open Font License", "Natural Earth"):
        assert licence in text
    assert "Qt and PySide6: your rights under the LGPL version 3" in box.detailedText()  # the full notices
    assert not box.iconPixmap().isNull()


def test_the_about_box_speaks_the_windows_language(qtbot):
    try:
        language.install("ja")
        text = about.about_html()
        assert "エンジン" in text and "ライセンス" in text and "Free software" not in text
    finally:
        language.install("en")


def test_help_has_about_and_it_opens_the_box(qtbot, monkeypatch):
    rows = [r for r in SHELL if isinstance(r, Command) and r.name == "about"]
    assert len(rows) == 1 and rows[0].menu == "help"
    shown = []
    monkeypatch.setattr(about, "show_about", lambda parent=None: shown.append(parent))
    w = make_window(qtbot)
    w.run("about")
    assert shown == [w]


def test_every_window_has_the_programs_icon_in_every_size_drawn(qtbot):
    app = QApplication.instance()
    before = app.windowIcon()
    try:
        about.set_app_identity(app)
        w = make_window(qtbot)
        sizes = {s.width() for s in w.windowIcon().availableSizes()}
        assert set(about.window_icon_sizes(app.platformName())) <= sizes
        assert app.desktopFileName() == "referee-app"  # the desktop entry (its icon on Wayland, the task bar)
    finally:
        app.setWindowIcon(before)


def test_windows_get_every_size_but_on_x11_none_over_256_px(qapp):
    for platform in ("cocoa", "windows", "wayland", "offscreen"):
        assert about.window_icon_sizes(platform) == about.ICON_SIZES
    on_x11 = about.window_icon_sizes("xcb")
    assert on_x11 == tuple(s for s in about.ICON_SIZES if s <= 256) and 256 in on_x11 and 512 not in on_x11
    assert {s.width() for s in about.app_icon(on_x11).availableSizes()} == set(on_x11)
    assert {s.width() for s in about.app_icon().availableSizes()} == set(about.ICON_SIZES)


def test_a_game_file_handed_over_as_an_event_is_opened(qtbot, tmp_path):
    opened: list[str] = []

    class Window(QObject):
        def open_game(self, path: str) -> None:
            opened.append(path)

    win = Window()
    opener = file_opener(win)
    app = QApplication.instance()
    app.installEventFilter(opener)
    try:
        path = str(tmp_path / "spring.dipgame")
        QApplication.sendEvent(app, QFileOpenEvent(path))
        QApplication.sendEvent(app, QEvent(QEvent.Type.User))  # other events pass
        assert opened == [path]
    finally:
        app.removeEventFilter(opener)


OWN_APPLICATION = """
import sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication
from referee_app.gui.app import file_opener, make_application

app = make_application(sys.argv[:1])
opened = []
class Window(QObject):
    def open_game(self, path):
        opened.append(path)
app.opener = file_opener(Window())
calls = []
filter_ = app.opener.eventFilter
app.opener.eventFilter = lambda obj, event: calls.append(obj) or filter_(obj, event)
other = QObject()
QApplication.sendEvent(other, QEvent(QEvent.Type.User))  # another object's event: not the opener's business
QApplication.sendEvent(app, QFileOpenEvent(sys.argv[1]))
QApplication.sendEvent(app, QEvent(QEvent.Type.User))  # the application's other events pass
print(opened == [sys.argv[1]], all(obj is app for obj in calls), len(calls))
"""


def test_the_programs_own_application_opens_a_game_file_handed_over_as_an_event(tmp_path):
    """``referee``'s application hands a file-open event sent to it to the opener, and only the events sent to
    the application itself go through it (no application-wide filter sees every object's events)."""
    import os
    import subprocess
    import sys

    path = str(tmp_path / "spring.dipgame")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", OWN_APPLICATION, path], capture_output=True, text=True, env=env,
                         timeout=60, check=True)
    assert out.stdout.split() == ["True", "True", "2"]

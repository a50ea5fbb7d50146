"""The projector: what the players see on the wall, the frame every game's projector shares.

A second top-level window on the SAME game (it subscribes to its changes). What it shows is the
game's: each game's window part gives a subclass (``GamePanels.make_projector``; Diplomacy's is
``gui/diplomacy/projector.py``) that shows only what the game's kind lets the players see
(``registry.get(name).view(game, Audience.PLAYERS)``) and never filters by itself. This frame puts
the window on the second screen, full screen (Shift+F11, Esc leaves it), dark, with text sized by
the reading rule below, and lists every text it shows (``all_texts``, for the tests that check that
nothing hidden reaches the wall).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import QWidget

from referee_app.core.clock import PhaseClock

from .common import WallWindow

# Sizes for a reader 4 m from a 2 m wide image (the window's width is the image's): the smallest text has
# capitals at least 1/200 of the reading distance tall (20 mm at 4 m), i.e. 1/100 of the image's width,
# and a capital is about 0.7 of the font's pixel size. At 1280 px across that is an 18 px font; the side
# panel's texts are a third larger (24 px), the headings larger still. The names on the map, which must
# share it with the units, have capitals at least 1/250 of the distance (16 mm: a 15 px font at 1280).
READING_DISTANCE = 2.0  # in image widths (4 m from a 2 m screen)
CAP_SHARE = 0.7


def min_text_px(width: int) -> int:
    """The smallest font (pixels) readable from across the room on an image ``width`` pixels wide."""
    return max(12, round(width * READING_DISTANCE / 200 / CAP_SHARE))


# the wall's colours: dark, every label light (a clock sets its own labels' colour: gui/clock_widget.py)
WALL = "#10171f"
STYLE_SHEET = f"#Projector {{ background: {WALL}; }} #Projector QLabel {{ color: #eef2f5; }}"


class ProjectorWindow(WallWindow):
    """The players' view (menu View > Projector, F11; Shift+F11 full screen): the shared frame."""

    def __init__(self, parent: QWidget | None = None, *, lang: str = "en") -> None:
        super().__init__(parent, Qt.WindowType.Window | Qt.WindowType.WindowDoesNotAcceptFocus)
        # the wall never takes the keyboard: shown without activating, never focused; keys that reach it
        # anyway (a click on it under some window managers) go to the referee's window (``key_target``)
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.key_target: QWidget | None = None
        self.setObjectName("Projector")
        self.setStyleSheet(STYLE_SHEET)
        self.game: Any = None
        self.clock: PhaseClock | None = None
        self.lang = lang  # what the players read: names, results, headings

    # --- wiring (subclasses show the game) ---------------------------------------------
    def set_game(self, game: Any, clock: PhaseClock | None = None) -> None:
        """Show ``game`` (another game of the same kind)."""
        if self.game is not None:
            self.game.unsubscribe(self.on_change)
        self.game = game
        if clock is not None:
            self.clock = clock
        game.subscribe(self.on_change)
        self.refresh()

    def set_caption(self, text: str) -> None:
        """A line saying what is shown when it is not the game ("" for none): a sandbox, for teaching
        (a game's projector that can show one says it)."""

    def set_clock(self, clock: PhaseClock) -> None:
        self.clock = clock
        self.refresh()

    def set_language(self, lang: str, board_lang: str | None = None) -> None:
        """Speak ``lang`` at once."""
        self.lang = lang
        self.refresh()

    def on_change(self, change: Any) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Show what the players may see now."""

    def closeEvent(self, event: QCloseEvent) -> None:
        self.detach()
        super().closeEvent(event)

    def detach(self) -> None:
        if self.game is not None:
            self.game.unsubscribe(self.on_change)

    # --- the keyboard stays the referee's -------------------------------------------
    def showEvent(self, event: Any) -> None:
        for child in self.findChildren(QWidget):  # nothing on the wall takes the keyboard, not even by a click
            child.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        super().showEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            super().keyPressEvent(event)  # leaves full screen (WallWindow)
            return
        if self.key_target is not None and pass_key(self.key_target, event):
            return
        super().keyPressEvent(event)

    # --- for tests -----------------------------------------------------------------
    def scene_texts(self) -> list[str]:
        """Texts drawn rather than held by widgets (a board's names and tool tips)."""
        return []

    def all_texts(self) -> list[str]:
        """Every text this window shows (labels, tool tips, window title) and what it draws."""
        out = [self.windowTitle()]
        for w in self.findChildren(QWidget):
            out.append(w.toolTip())
            out.append(w.windowTitle())
            text = getattr(w, "text", None)
            if callable(text):
                try:
                    val = text()
                except TypeError:
                    val = None
                if isinstance(val, str):
                    out.append(val)
        out += self.scene_texts()
        return [t for t in out if t]


def pass_key(target: QWidget, event: QKeyEvent) -> bool:
    """Give a key typed on the projector to the referee's window ``target``: its command if the key is
    one (F8 calls time there, not on the wall), else to the widget that has its keyboard (an order being
    typed goes on). The referee's window is brought back to the front."""
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QApplication

    pressed = QKeySequence(event.keyCombination())
    target.activateWindow()
    target.raise_()
    for act in target.actions():
        if act.isEnabled() and any(k.matches(pressed) == QKeySequence.SequenceMatch.ExactMatch for k in act.shortcuts()):
            act.trigger()
            return True
    receiver = target.focusWidget() or target
    copy = QKeyEvent(event.type(), event.key(), event.modifiers(), event.text(), event.isAutoRepeat(), event.count())
    QApplication.sendEvent(receiver, copy)
    return True


__all__ = ["CAP_SHARE", "pass_key", "READING_DISTANCE", "ProjectorWindow", "min_text_px"]

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
from PySide6.QtGui import QCloseEvent
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


class ProjectorWindow(WallWindow):
    """The players' view (menu View > Projector, F11; Shift+F11 full screen): the shared frame."""

    def __init__(self, parent: QWidget | None = None, *, lang: str = "en") -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("Projector")
        self.setStyleSheet("#Projector { background: #10171f; } #Projector QLabel { color: #eef2f5; }")
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


__all__ = ["CAP_SHARE", "READING_DISTANCE", "ProjectorWindow", "min_text_px"]

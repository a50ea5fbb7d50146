"""A game's part of the shared window: the interface the referee's window hosts.

The window (``main_window.MainWindow``) knows no game. It has the frame, the File, View, Language and
Help menus, the clock, the projector's frame, the game file and the languages. For the game it shows
it asks the game's kind (``core.registry``) for ``gui_module``, a module naming its window part
(``PANELS``, a subclass of ``GamePanels``), and hosts one instance of it:

* ``page``: the widgets the game puts in the window (the central area, below the menus);
* ``COMMANDS``: its rows of the window's one command table (``commands.window_rows``): its own menus,
  its rows of File > Export and View, its keys. The menus, F1 and the key legend derive from the
  table; every row runs through ``MainWindow.run``, the one path of errors to the referee;
* ``make_projector``: what the players see on the wall, a ``projector.ProjectorWindow`` showing only
  ``registry.get(name).view(game, Audience.PLAYERS)`` (the game decides what is hidden, never a widget);
* ``on_change``: the game's change notifications (the window subscribes and passes each one on);
* ``retranslate`` and ``set_language``: the window's language changed;
* ``setup_form``: its part of File > New game (the dialog asks for the game first).

A part reaches the window through ``self.win`` (a ``GameWindow``: the game, its file, the clock, the
language, ``run``, ``tell``, ``ask``, the status bar). The window in turn answers for the part: an
attribute the window lacks is looked up on its part (``MainWindow.__getattr__``), which is how a
command row written ``methodcaller("adjudicate")`` reaches ``DiplomacyPanels.adjudicate`` and how
scripts and tests read ``window.results``.

docs/architecture.md says how a game adds its window part.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QStatusBar, QWidget

from referee_app.core.clock import ClockSettings, PhaseClock
from referee_app.core.messages import error_text

from .commands import Row

if TYPE_CHECKING:
    from referee_app.core.registry import GameKind

    from .projector import ProjectorWindow


class GameWindow(Protocol):
    """What a game's window part may use of the window hosting it."""

    game: Any
    gamefile: Any
    lang: str
    clock: PhaseClock
    codes_only: bool
    projector: ProjectorWindow | None
    rows: tuple[Row, ...]  # the window's command table now (the shared rows and the part's)
    ask: Callable[[str, str], bool]
    tell: Callable[[str, str], None]

    def run(self, name: str, *args: Any) -> Any: ...

    def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's name)

    def set_clock(self, clock: PhaseClock) -> None: ...

    def log_clock(self, event: dict[str, Any]) -> None: ...

    def refresh_clock(self) -> None: ...


class SetupForm(QWidget):
    """A game's part of File > New game: its own fields, between the Game choice and the game file."""

    changed = Signal()  # a field the suggested file name is made of changed
    problem = Signal(str)  # what is wrong with the fields now ("": nothing), for the dialog's error line
    problem_text = ""

    def show_problem(self, text: str) -> None:
        self.problem_text = text
        self.problem.emit(text)

    def file_stem(self) -> str:
        """A word for the suggested file name (the game's title)."""
        return ""

    def result_game(self) -> tuple[Any, ClockSettings | None]:
        """The new game (its first event recorded) and its timer lengths (None: the game has no clock).
        Raises ``RefereeError`` (or ``ValueError``) with a readable message on bad input."""
        raise NotImplementedError


class GamePanels:
    """A game's part of the window. One instance shows one game; ``set_game`` may take another of
    the same kind. Subclasses build ``self.page`` in ``__init__``."""

    COMMANDS: ClassVar[tuple[Row, ...]] = ()  # its rows of the window's command table
    EXPORT_FORMATS: ClassVar[Sequence[tuple[str, str]]] = ()  # (format of exports.export_game, menu text)
    USES_CLOCK: ClassVar[bool] = False  # its procedure runs on the window's phase clock

    def __init__(self, window: GameWindow, game: Any) -> None:
        self.win = window
        self.game = game
        self.page = QWidget()

    # --- the game shown ---------------------------------------------------------------------------
    def set_game(self, game: Any) -> bool:
        """Show ``game`` (another of the same kind) in these panels; False: make new panels for it."""
        return False

    def shown(self) -> None:
        """The window shows the game now (after ``set_game``, with the clock set): fill every view."""
        self.refresh()

    def refresh(self) -> None:
        """Show the game's state again, all of it."""

    def on_change(self, change: Any) -> None:
        """One operation changed the game (``change``: what the game's operation returned)."""
        self.refresh()

    def flush_views(self) -> None:
        """Bring every view up to date now: updates a game's part puts off while the referee types (the
        board's arrows, the list of powers ...) are made before anything reads them (save, tests)."""

    def focus(self) -> None:
        """Put the keyboard where the referee types next."""

    def close(self) -> None:
        """The window stops showing this game (another is opened, or the window closes)."""

    def actions_built(self) -> None:
        """The window made its actions from the table (``win.act_<name>``): set the part's check marks."""

    # --- words ------------------------------------------------------------------------------------
    def title(self) -> str:
        """The game's title for the window's title bar."""
        return ""

    def status_text(self) -> str:
        """Where the game stands, in a few words (shown when its file is opened)."""
        return ""

    def file_stem(self) -> str:
        """The name a new file of the game is suggested (Save as, Export), without its ending."""
        return "game"

    def error_text(self, exc: BaseException) -> str:
        """An operation's error in the window's language."""
        return error_text(exc, self.win.lang)

    def retranslate(self) -> None:
        """Every text of the part in the window's (new) language."""
        self.refresh()

    def set_language(self, lang: str) -> None:
        """The window speaks ``lang`` now (after ``retranslate``): what is not a translated text
        (names on a board, the projector) follows."""
        if self.win.projector is not None:
            self.win.projector.set_language(lang)

    # --- the clock (games with USES_CLOCK) ------------------------------------------------------------
    def make_clock(self, now: Callable[[], float]) -> PhaseClock:
        """The clock the game's record gives (a reopened game's clock goes on where it stopped)."""
        return PhaseClock(now=now)

    def clock_changed(self, clock: PhaseClock) -> None:
        """The window's clock is ``clock`` now (a new phase, or a game opened)."""

    def clock_event(self, event: dict[str, Any]) -> None:
        """The clock did something by itself (a warning, a period's end), already logged."""

    def refresh_clock(self) -> None:
        """Show the clock's state (its hint, its buttons)."""

    # --- the players' view ---------------------------------------------------------------------------
    def make_projector(self) -> ProjectorWindow:
        """The projector window for this game (shown by the window)."""
        raise NotImplementedError

    # --- File > New game ------------------------------------------------------------------------------
    @classmethod
    def setup_form(cls, parent: QWidget | None = None) -> SetupForm:
        raise NotImplementedError


def panels_class(kind: GameKind) -> type[GamePanels]:
    """The window part of a game (its ``gui_module``'s ``PANELS``); ``LookupError`` if it has none."""
    if not kind.gui_module:
        raise LookupError(f"{kind.name} has no window part")
    module = importlib.import_module(kind.gui_module)
    cls: type[GamePanels] = module.PANELS
    return cls


__all__ = ["GamePanels", "GameWindow", "SetupForm", "panels_class"]

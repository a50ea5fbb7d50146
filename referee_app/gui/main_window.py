"""The referee window: the frame every game at the table shares.

It has the menus File, View, Language and Help, the clock, the projector's frame, the game file (New,
Open, Save as, Recent games, across games) and the languages; the game it shows brings the rest: its
panels, its own menus and keys, what the projector shows, its part of New game (``GamePanels``, found
through the game's kind: ``core.registry``, ``gui_module``; see ``game_panels.py``). Diplomacy's part
is ``gui/diplomacy/``.

Keyboard first: every action has a shortcut (Help > Keyboard, F1). The window's commands are one
table (the shared rows of ``commands.py`` with the game's rows in their places, ``self.rows``): the
menus, the F1 list and the key legend are built from it, and every command runs through
``MainWindow.run``, the one path by which an operation's error reaches the referee. The window shows
the game's state and calls its operations; it decides no rule.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMainWindow, QStackedWidget, QVBoxLayout, QWidget

from referee_app.core import registry
from referee_app.core.clock import ClockError, ClockSettings, Period, PhaseClock
from referee_app.core.errors import RefereeError
from referee_app.core.messages import LANGUAGES, detect_language, error_text
from referee_app.core.record import default_games_dir
from referee_app.core.registry import GameKind

from . import language
from .clock_widget import beep, period_label
from .collector import before_open, collector_paused, opened
from .commands import SHELL, Menu, Row, Separator, call, command, plain, shortcut_html, window_rows
from .common import lay_out_now, tab_order_by_layout
from .game_panels import GamePanels, panels_class
from .language import QT_TRANSLATE_NOOP, file_dialog_options

if TYPE_CHECKING:
    from .projector import ProjectorWindow  # (made by the game's panels when the projector is first opened)
    from .start_page import StartPage

translate = QCoreApplication.translate
# (the dialogs' own classes, QFileDialog, QMessageBox, QInputDialog, QDialogButtonBox, are imported where a dialog
# opens: PySide makes a class's enums when it is first imported, 0.2-1 ms each, and a start shows no dialog)

HUB_POLL_MS = 2000  # a joined board sends what waits this often
HUB_CLOCK_SECONDS = 20.0  # and measures its clock against the hub's this often
ERROR_COLOUR = "#c62828"  # a message the referee must not miss (not saved!)


# the program's name: the desk runs every game at the table, not one
PROGRAM = QT_TRANSLATE_NOOP("MainWindow", "Referee's desk")

# the window's size where the screen has room for it; a title bar and frame are allowed for under the top
DEFAULT_SIZE = (1500, 920)
FRAME_ALLOWANCE = (4, 32)


def screen_key(screen: Any) -> str:
    """A screen as the window's remembered geometry names it: its name and size (a laptop on its own, or
    on the club's monitor)."""
    g = screen.geometry()
    return f"{screen.name()}:{g.width()}x{g.height()}"


def fit_to_screen(avail: tuple[int, int, int, int], saved: Any = None) -> tuple[tuple[int, int, int, int], bool]:
    """Where the window opens in the available area ``avail`` (x, y, width, height): the ``saved``
    geometry (x, y, width, height, maximised) if it still fits there, else ``DEFAULT_SIZE`` made to fit,
    centred. Returns ((x, y, width, height), maximised)."""
    ax, ay, aw, ah = avail
    room_w, room_h = aw - FRAME_ALLOWANCE[0], ah - FRAME_ALLOWANCE[1]
    if isinstance(saved, (list, tuple)) and len(saved) >= 4 and all(isinstance(v, int) for v in saved[:4]):
        x, y, w, h = (int(v) for v in saved[:4])
        maximised = bool(saved[4]) if len(saved) > 4 else False
        w, h = min(w, room_w), min(h, room_h)
        x = min(max(x, ax), ax + aw - w - FRAME_ALLOWANCE[0])
        y = min(max(y, ay + FRAME_ALLOWANCE[1] - 8), ay + ah - h - 8)
        if w >= 640 and h >= 400:
            return (x, y, w, h), maximised
    w, h = min(DEFAULT_SIZE[0], room_w), min(DEFAULT_SIZE[1], room_h)
    x = ax + (aw - w) // 2
    y = ay + max(FRAME_ALLOWANCE[1] - 8, (ah - h) // 2)
    return (x, y, w, h), False


class TimersDialog(QDialog):
    def __init__(self, settings: ClockSettings, parent: QWidget | None = None) -> None:
        from PySide6.QtWidgets import QDialogButtonBox

        super().__init__(parent)
        self.setWindowTitle(translate("MainWindow", "Timer lengths"))
        from .new_game_dialog import TimerFields

        lay = QVBoxLayout(self)
        self.fields = TimerFields(settings, self)
        lay.addWidget(self.fields)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        tab_order_by_layout(self)


class MainWindow(QMainWindow):
    """The referee's window."""

    def __init__(self, game: Any = None, gamefile: Any = None, *, lang: str = "en", codes_only: bool = False,
                 now: Callable[[], float] = time.monotonic, tick_ms: int = 250, opening: bool = False) -> None:
        """``opening``: a game file is opened next (``referee GAME``), so the start page is not shown now: it is
        made when first shown (``show_start_page``: the file could not be opened) or asked for; and the menus are
        not built now either, but once, with the game's rows (``set_game``) or those of the start page
        (``show_start_page``): built for the start page first, they were all made again for the game."""
        super().__init__()
        self.game: Any = None
        self.gamefile: Any = None
        self.panels: GamePanels | None = None  # the part of the game shown (None: the start page)
        self.lang = language.install(lang)  # the window's language (Language menu; the system's by default)
        self.codes_only = codes_only  # boards show codes instead of names (a view option the games' parts read)
        self._texts: list[tuple[Callable[[str], None], str]] = []  # (setter, source text) to retranslate
        self._action_texts: list[tuple[Callable[[str], None], str]] = []  # the same, for the menus of ``rows``
        self._now = now
        self.clock = PhaseClock(now=now)
        self.projector: ProjectorWindow | None = None
        self.tournament_window: Any = None  # File > Tournament (tournament_window.TournamentWindow)
        self.share: Any = None  # the players' page (View > Share with players): a share_panel.SharePanel
        self.sandboxes: list[Any] = []  # Game > Sandbox: open sandbox windows (sandbox_window.SandboxWindow)
        self.projector_sandbox: Any = None  # the sandbox window shown on the projector (teaching), if any
        self.position_editor: Any = None  # the position editor while it is open (for tests)
        self.rows: tuple[Row, ...] = ()  # the command table of the window now (the shared rows and the game's)
        self.command_actions: dict[str, QAction] = {}
        # the menus' and keys' actions are this object's children, not the window's, and it comes before the central
        # widget: at each paint Qt reads every object the window holds after the central widget, for each widget asked
        # to repaint (``QWidgetPrivate::subtractOpaqueSiblings``: what might cover it), and every object it holds when a
        # widget moved (``getOpaqueChildren``). The window's seventy actions were two cache lines each that every key's
        # paint fetched from memory after a pause. An action's keys and menu entry are the widgets' it is added to
        # (``addAction``: the window, its menu), not its parent's (issue 33, round 25)
        self._actions_owner = QObject(self)
        self.ask: Callable[[str, str], bool] = self._ask  # replaced in tests
        self.tell: Callable[[str, str], None] = self._tell
        self.errors: list[str] = []  # messages shown to the referee (kept for tests)

        self.hub_link: Any = None  # File > Join a tournament: the board's reporter (tournament.hub.GameReporter)
        self.hub_own_clock = ""  # "asked": to leave the room's clock; "allowed": the director consented
        self._start_page: StartPage | None = None  # made when first shown or asked for (``start_page``)
        self._build_ui()
        self.hub_timer = QTimer(self)
        self.hub_timer.setInterval(HUB_POLL_MS)
        self.hub_timer.timeout.connect(self.hub_poll)
        self._hub_clock_at = 0.0
        self.hub_status = QLabel()
        self.statusBar().addPermanentWidget(self.hub_status)
        self.timer = QTimer(self)
        self.timer.setInterval(tick_ms)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        if game is not None:
            self.set_game(game, gamefile)
        elif opening:  # the menus come with what is shown first: the game, else the start page (``build_menus``)
            self.rows = SHELL  # the commands the window runs meanwhile (File > Open: ``open_game``)
            self.menuBar()  # the bar itself is there, as it is in a window made without a game (the panels fit below it)
            self.retranslate(start_page=False)
        else:
            self._build_actions(SHELL)
            self.retranslate()
        self.place_on_screen()

    # ===================================================================== where the window opens
    def place_on_screen(self) -> None:
        """Open within the screen's available area: where it was last on this screen (per screen, its size
        and place remembered on closing), else as large as fits up to 1500x920, centred."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            self.resize(1500, 920)
            return
        avail = screen.availableGeometry()
        saved = language.load_settings().get("window_geometry", {})
        mine = saved.get(screen_key(screen)) if isinstance(saved, dict) else None
        rect, maximised = fit_to_screen((avail.x(), avail.y(), avail.width(), avail.height()), mine)
        self.setGeometry(QRect(*rect))
        if maximised:
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)

    def remember_geometry(self) -> None:
        """Keep the window's size and place for this screen (on closing)."""
        screen = self.screen()
        if screen is None:
            return
        saved = language.load_settings().get("window_geometry", {})
        saved = dict(saved) if isinstance(saved, dict) else {}
        g = self.normalGeometry() if self.isMaximized() else self.geometry()
        saved[screen_key(screen)] = [g.x(), g.y(), g.width(), g.height(), bool(self.isMaximized())]
        language.save_settings(window_geometry=saved)

    def __getattr__(self, name: str) -> Any:
        """What the window lacks, its game's part has: its panes (``window.results``) and the handlers of
        its command rows (``methodcaller("adjudicate")`` called with the window). Only called when the
        window itself has no attribute ``name``."""
        panels = self.__dict__.get("panels")
        if panels is not None and not name.startswith("__"):
            try:
                return getattr(panels, name)
            except AttributeError:
                pass
        raise AttributeError(f"{type(self).__name__} (showing {type(panels).__name__}) has no attribute {name!r}")

    # ===================================================================== layout
    def _build_ui(self) -> None:
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        # the start page (no game open): the stack's first page, made when first shown or asked for (``start_page``);
        # the game page: the page of the game's window part (``set_game``)
        self._t(self._status_hint, QT_TRANSLATE_NOOP("MainWindow", "F1: keyboard shortcuts"))

    def _status_hint(self, text: str) -> None:
        self.statusBar().showMessage(text)

    def _t(self, setter: Callable[[str], Any], source: str) -> None:
        """Show ``source`` (marked with QT_TRANSLATE_NOOP) translated now and after every change of language."""
        self._texts.append((setter, source))
        setter(translate("MainWindow", source))

    def _menu(self, parent: Any, source: str) -> Any:
        menu = parent.addMenu(translate("MainWindow", source))
        self._action_texts.append((menu.setTitle, source))
        return menu

    def _build_actions(self, rows: tuple[Row, ...]) -> None:
        """The menus and the window's actions, from the command table ``rows`` alone (the shared rows
        and those of the game shown); made again when another game's part comes in."""
        kept = {name: act.isChecked() for name, act in self.command_actions.items() if act.isCheckable()}
        self.menuBar().clear()
        for name, act in self.command_actions.items():
            self.removeAction(act)
            act.deleteLater()
            self.__dict__.pop(f"act_{name}", None)
        for group in self._actions_owner.findChildren(QActionGroup):  # (the old actions' groups, emptied with them)
            group.deleteLater()
        for row in self.rows:
            if isinstance(row, Menu):
                self.__dict__.pop(f"{row.name}_menu", None)
        self._action_texts = []
        self.rows = rows
        menus: dict[str, Any] = {}
        groups: dict[str, QActionGroup] = {}
        self.command_actions = {}
        for row in rows:
            if isinstance(row, Menu):
                menu = self._menu(self.menuBar() if row.parent is None else menus[row.parent], row.title)
                if row.filler is not None:
                    menu.aboutToShow.connect(getattr(self, row.filler))
                menus[row.name] = menu
                setattr(self, f"{row.name}_menu", menu)
            elif isinstance(row, Separator):
                menus[row.menu].addSeparator()
            elif row.handler is not None:  # without one, the key is the focused widget's (Tab): listed only
                act = QAction(translate("MainWindow", row.title) if row.translated else row.title, self._actions_owner)
                if row.translated:
                    self._action_texts.append((act.setText, row.title))
                act.setShortcuts([QKeySequence(k) for k in row.keys])
                act.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut if row.app_wide
                                       else Qt.ShortcutContext.WindowShortcut)
                act.setCheckable(row.checkable)
                act.triggered.connect(lambda _checked=False, name=row.name: self.run(name))
                if row.group is not None:
                    if row.group not in groups:
                        groups[row.group] = QActionGroup(self._actions_owner)
                        groups[row.group].setExclusive(True)
                    groups[row.group].addAction(act)
                if row.menu is not None:
                    menus[row.menu].addAction(act)
                self.addAction(act)
                self.command_actions[row.name] = act
                setattr(self, f"act_{row.name}", act)
        self.act_languages: dict[str, QAction] = {code: self.command_actions[f"language_{code}"] for code in LANGUAGES}
        for code, act in self.act_languages.items():
            act.setChecked(code == self.lang)
        for name, on in kept.items():  # the shared check marks stay as they were (the system language)
            if name in self.command_actions:
                self.command_actions[name].setChecked(on)
        if self.panels is not None:
            self.panels.actions_built()

    def build_menus(self) -> None:
        """The menus of the start page (``SHELL``), if the window has none yet: it was made ``opening`` a game
        file that then was not shown (it could not be opened, or it is a sandbox's)."""
        if not self.command_actions:
            self._build_actions(SHELL)

    def run(self, name: str, *args: Any) -> Any:
        """Run the command ``name`` (of the window's table, ``self.rows``) with ``args``; what its handler
        returns.

        The one path by which an operation's error reaches the referee: a ``RefereeError`` (a clock or
        game file error too) is shown under the command's error title, in the window's language, and the
        window goes on (the result is then None)."""
        cmd = command(name, self.rows)
        projector = self.projector
        held = projector is not None and hasattr(projector, "hold")
        if held:
            projector.hold()  # type: ignore[union-attr]  # the players' view is refreshed once, at the end
        try:
            return call(self, cmd, *args)
        except RefereeError as exc:
            text = self.panels.error_text(exc) if self.panels is not None else error_text(exc, self.lang)
            self.tell(plain(translate("MainWindow", cmd.error_text_title)), text)
            return None
        finally:
            if held and projector is self.projector:
                projector.release()  # type: ignore[union-attr]
            # every layout the command changed, before the windows are painted (the projector's results are
            # fitted by its refresh, to the room its side panel leaves them)
            lay_out_now()

    def retranslate(self, *, start_page: bool = True) -> None:
        """Every text of the window in the current language (after a change of language); with no game shown,
        the start page shown (unless ``start_page`` is False: a game is opened next)."""
        for setter, source in self._texts + self._action_texts:
            setter(translate("MainWindow", source))
        if self.panels is None:
            self.setWindowTitle(translate("MainWindow", PROGRAM))
            if start_page:
                self.show_start_page()
        else:
            self._set_title()
            self.panels.retranslate()

    # ===================================================================== game
    def set_game(self, game: Any, gamefile: Any = None) -> None:
        """Show ``game`` (a new one, or one just opened from its file) with its game's window part."""
        cls = panels_class(registry.get(game.game_name))  # LookupError: a game without a window part
        if self.game is not None:
            self.game.unsubscribe(self._on_change)
        self.game = game
        self.gamefile = gamefile
        if gamefile is not None:
            try:
                gamefile.on_error = self._on_record_error
            except AttributeError:
                pass
        game.subscribe(self._on_change)
        reopen_projector = False
        if self.panels is None or type(self.panels) is not cls or not self.panels.set_game(game):
            if self.projector is not None:  # the players' window is the game's: made again
                reopen_projector = self.projector.isVisible()
                self._close_projector()
            self._drop_panels()
            self.panels = cls(self, game)
            self.stack.addWidget(self.panels.page)
        rows = window_rows(cls.COMMANDS)
        if rows != self.rows or not self.command_actions:  # (none yet: made ``opening`` this game)
            self._build_actions(rows)
        else:
            self.panels.actions_built()
        self.set_clock(self.panels.make_clock(self._now))
        self.stack.setCurrentWidget(self.panels.page)
        self.panels.shown()
        if self.projector is not None:
            self._release_projector_sandbox()
            self.projector.set_game(game, self.clock)
        elif reopen_projector:
            self.toggle_projector()
            self.activateWindow()  # the referee goes on typing here
        if self.share is not None:
            from referee_app.share.pages import has_page

            if has_page(game.game_name):
                self.share.set_game(game)
            else:  # this game has no players' page: sharing stops (the phones do not show the last game)
                self.share.close()
        self._set_title()
        if self.isVisible():
            # the game's sheet takes the focus before the window is painted: the widget the old game's sheet left it
            # to (the tabs' bar) was painted with it and then painted again once it moved on, a second paint pass
            self._focus_game()
        QTimer.singleShot(0, self._focus_game)

    def _release_projector_sandbox(self) -> None:
        """A sandbox shown on the projector for teaching is not shown any more: the game is."""
        if self.projector_sandbox is not None:
            self.projector_sandbox.projector_released()
            self.projector_sandbox = None
            if self.projector is not None:
                self.projector.set_caption("")

    @property
    def game_page(self) -> QWidget | None:
        """The page of the game shown (its window part's), None on the start page."""
        return self.panels.page if self.panels is not None else None

    def _focus_game(self) -> None:
        if self.panels is not None:
            self.panels.focus()

    def _drop_panels(self) -> None:
        panels = self.panels
        if panels is None:
            return
        panels.close()
        self.stack.removeWidget(panels.page)
        panels.page.deleteLater()
        self.panels = None

    def _kind(self) -> GameKind | None:
        return registry.get(self.game.game_name) if self.game is not None else None

    def _set_title(self) -> None:
        game, gamefile = self.game, self.gamefile
        if game is None or self.panels is None:
            return
        title = self.panels.title()
        path = gamefile.path if gamefile is not None else None
        if path:
            self.setWindowTitle(translate("MainWindow", "{title} — {file} — {program}").format(
                title=title, file=Path(path).name, program=translate("MainWindow", PROGRAM)))
        else:
            self.setWindowTitle(translate("MainWindow", "{title} — {program}").format(
                title=title, program=translate("MainWindow", PROGRAM)))

    def _on_change(self, change: Any) -> None:
        if self.game is not None and self.panels is not None:
            self.panels.on_change(change)
        if self.hub_link is not None and self.game is not None:
            self.hub_link.report(self.game)  # queued: the hub timer sends it

    # ===================================================================== clock
    def set_clock(self, clock: PhaseClock) -> None:
        """The clock of the game shown is ``clock`` now (a game opened, a new phase)."""
        self.clock = clock
        if self.panels is not None:
            self.panels.clock_changed(clock)
        if self.projector is not None:
            self.projector.set_clock(clock)

    def log_clock(self, ev: dict[str, Any]) -> None:
        """Record a clock event (what ``PhaseClock`` returned) in the game."""
        if self.game is None:
            return
        data = dict(ev)
        action = str(data.pop("action"))
        self.game.log_clock(action, **data)

    def tick(self) -> None:
        if self.game is None or self.panels is None:
            return
        for ev in self.clock.tick():
            self.log_clock(ev)
            if ev["action"] == "warning":
                beep()
                self.statusBar().showMessage(translate("MainWindow", "Warning: {minutes} minute(s) left of {period}.").format(
                    minutes=f"{ev['minutes_left']:g}", period=period_label(Period(ev["period"])).lower()), 10000)
            self.panels.clock_event(ev)
        self.refresh_clock()

    def refresh_clock(self) -> None:
        if self.panels is not None:
            self.panels.refresh_clock()

    def edit_timers(self) -> None:
        if self.game is None:
            return
        dlg = TimersDialog(self.clock.settings, self)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return
        settings = dlg.fields.settings()  # a ClockError: the dispatcher tells it (MainWindow.run)
        self.clock.settings = settings
        self.game.log_clock("timers", **settings.to_json())

    # ===================================================================== projector
    def toggle_projector(self) -> None:
        if self.game is None or self.panels is None:
            return
        if self.projector is not None and self.projector.isVisible():
            self._close_projector()
            return
        if self.projector_sandbox is not None:
            self.projector_sandbox.projector_released()
            self.projector_sandbox = None
        self.projector = self.panels.make_projector()
        self.projector.key_target = self  # keys typed on the wall come here
        self.projector.show_on_second_screen(full_screen=len(QApplication.screens()) > 1)
        self.activateWindow()  # the referee goes on typing: the projector never takes the keyboard

    def _close_projector(self) -> None:
        if self.projector is not None:
            self.projector.detach()
            self.projector.close()
            self.projector.deleteLater()
            self.projector = None
        if self.projector_sandbox is not None:  # a sandbox shown for teaching is not shown any more
            self.projector_sandbox.projector_released()
            self.projector_sandbox = None

    def projector_full_screen(self) -> None:
        if self.projector is None or not self.projector.isVisible():
            self.toggle_projector()
        if self.projector is not None:
            self.projector.toggle_full_screen()

    def set_language(self, lang: str, *, remember: bool = False) -> None:
        """Speak ``lang`` ("system": the system's language) from now on, in every open window, without
        restarting: menus, buttons, the game's panels and the projector.
        ``remember``: keep the choice for the next start (the Language menu does)."""
        choice = lang
        if lang == "system":
            lang = detect_language()
        self.lang = language.install(lang)
        if remember:
            language.save_settings(language=choice)
        for code, act in self.act_languages.items():
            act.setChecked(choice != "system" and code == self.lang)
        self.act_system_language.setChecked(choice == "system")
        self.retranslate()
        if self.panels is not None:
            self.panels.set_language(self.lang)
        if self.tournament_window is not None:
            self.tournament_window.retranslate()
        if self.share is not None:
            self.share.set_language(self.lang)
        for win in self.sandboxes:
            win.board.set_language(self._sandbox_board_language())
            win.retranslate()

    def _sandbox_board_language(self) -> str:
        """The names on a sandbox's board (a Diplomacy board): the game's part's choice, else the language's."""
        if self.panels is not None and hasattr(self.panels, "board_language"):
            return str(self.panels.board_language())
        return "codes" if self.codes_only else self.lang

    def board_language(self) -> str:
        return self._sandbox_board_language()

    def toggle_share(self) -> None:
        """View > Share with players: the players' page on the local network, on or off (referee_app/share)."""
        from .share_panel import SharePanel

        if self.share is not None:
            self.share.close()  # stops sharing; _share_stopped follows
        elif self.game is not None:
            from referee_app.share.pages import has_page

            if not has_page(self.game.game_name):
                self.act_share.setChecked(False)
                raise RefereeError(translate("MainWindow", "{game} cannot be shown on the players' phones yet.").format(
                    game=self._title_of(registry.get(self.game.game_name))))
            self.share = SharePanel(self.game, self, lang=self.lang)
            self.share.stopped.connect(self._share_stopped)
            self.share.start()
            self.share.show()
            self.share.raise_()
        self.act_share.setChecked(self.share is not None)

    def _share_stopped(self) -> None:
        if self.share is not None:
            self.share.deleteLater()
        self.share = None
        self.act_share.setChecked(False)

    # ===================================================================== tournament
    def open_tournament(self) -> None:
        """File > Tournament: the Tournament window (the last tournament file, if there is one)."""
        from .tournament_window import TournamentWindow

        win = self.tournament_window
        if win is None:
            win = self.tournament_window = TournamentWindow.reopen(game_source=self._ended_game_file)
        win.show()
        win.raise_()
        win.activateWindow()

    def join_tournament(self) -> None:
        """File > Join a tournament: this board's desk reports to the director's hub (tournament/hub.py)
        after every adjudication, and its diplomacy follows the room's clock. Again: leave."""
        from referee_app.tournament.hub import BoardDesk, GameReporter

        act = self.command_actions.get("join_tournament")
        if self.hub_link is not None:
            self.hub_link = None
            self.hub_timer.stop()
            self.hub_status.setText("")
            if act is not None:
                act.setChecked(False)
            return
        if act is not None:
            act.setChecked(False)
        if self.game is None or self.gamefile is None or getattr(self.game, "game_name", "") != "diplomacy":
            raise RefereeError(translate("MainWindow", "A tournament board is a Diplomacy game with its file: "
                                         "start or open the board's game first."))
        answer = self.ask_join()
        if answer is None:
            return
        url, board = answer
        desk = BoardDesk(url, board, state_path=Path(str(self.gamefile.path) + ".hub.json"), timeout=1.5)
        desk.join()  # a HubError: told under the command's title
        self.hub_link = GameReporter(desk)
        self.hub_own_clock = ""
        if act is not None:
            act.setChecked(True)
        self._hub_clock_at = 0.0
        self.hub_timer.start()
        self.hub_link.report(self.game)
        self.hub_poll()

    def ask_own_clock(self) -> None:
        """Ask the director to let this board keep its own clock; from the consent on, the room's clock
        is no longer followed (asked again at each look until the director answers)."""
        if self.hub_link is None:
            raise RefereeError(translate("MainWindow", "This board has not joined a tournament."))
        self.hub_own_clock = "asked"
        self.hub_poll()

    def ask_join(self) -> tuple[str, int] | None:
        """The hub's address and this board's number (a dialog; replaced in tests)."""
        from PySide6.QtWidgets import QInputDialog

        url, ok = QInputDialog.getText(self, translate("MainWindow", "Join a tournament"),
                                       translate("MainWindow", "The hub's address (the director's window shows it):"))
        if not ok or not url.strip():
            return None
        board, ok = QInputDialog.getInt(self, translate("MainWindow", "Join a tournament"),
                                        translate("MainWindow", "This board's number:"), 1, 1, 999)
        return (url.strip(), int(board)) if ok else None

    def hub_poll(self) -> None:
        """Every few seconds while joined: send what waits, and follow the room's clock."""
        from referee_app.tournament.hub import HubError

        link = self.hub_link
        if link is None:
            return
        desk = link.desk
        problem = ""
        try:
            desk.flush()
            if time.monotonic() - self._hub_clock_at > HUB_CLOCK_SECONDS:
                desk.sync_clock()
                self._hub_clock_at = time.monotonic()
        except HubError as exc:
            problem = error_text(exc, self.lang)
        if self.hub_own_clock == "asked" and not problem:
            try:
                if desk.ask_own_clock():
                    self.hub_own_clock = "allowed"
            except HubError as exc:
                problem = error_text(exc, self.lang)
        left = desk.seconds_left()
        if left is not None and self.hub_own_clock != "allowed" and self.clock.follow(left):
            self.refresh_clock()
        text = translate("MainWindow", "Board {board} of the tournament: {waiting} to send").format(
            board=desk.board, waiting=len(desk.outbox)) if desk.outbox else translate(
            "MainWindow", "Board {board} of the tournament: all sent").format(board=desk.board)
        if problem:
            text += " · " + translate("MainWindow", "the hub cannot be reached; trying again")
        self.hub_status.setText(text)

    def _ended_game_file(self) -> str | None:
        """The game file of the window's game, if the game has ended (a tournament board's result)."""
        if self.game is None or getattr(self.game, "end", None) is None or self.gamefile is None:
            return None
        return str(self.gamefile.path)

    # ===================================================================== any position, sandboxes
    # (gui/position_actions.py: the window keeps thin hooks; positions and sandboxes are Diplomacy's)
    def new_game_from_position(self) -> None:
        """File > New game from a position (Ctrl+Shift+N): the editor, then New game with that position."""
        from . import position_actions

        position_actions.new_game_from_position(self)

    def _choose_phase_of_file(self, parent: QWidget, path: str | None = None, phase: str | None = None) -> Any:
        from . import position_actions

        return position_actions.choose_phase_of_file(self, parent, path, phase)

    def show_sandbox(self, box: Any, gamefile: Any = None, source: str = "") -> Any:
        from . import position_actions

        return position_actions.show_sandbox(self, box, gamefile, source)

    def _sandbox_on_projector(self, box: Any) -> bool:
        from . import position_actions

        return position_actions.sandbox_on_projector(self, box)

    # ===================================================================== files
    def new_game(self, position: Any = None, extra: dict[str, Any] | None = None, ruleset: str | None = None,
                 title: str = "") -> None:
        """File > New game (``position``: a Diplomacy game starting from it; ``extra``: where it came from,
        kept in the setup)."""
        from .new_game_dialog import NewGameDialog

        dlg = NewGameDialog(self, position=position, ruleset=ruleset, title=title, extra=extra)
        if position is not None:  # a position is Diplomacy's
            dlg.game_choice.setCurrentIndex(max(0, dlg.game_choice.findData("diplomacy")))
        elif self.game is not None:  # the game on the table now is the likeliest next one
            dlg.game_choice.setCurrentIndex(max(0, dlg.game_choice.findData(self.game.game_name)))
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            game, path, settings = dlg.result_game()
        except RefereeError as exc:
            self.tell(translate("MainWindow", "New game"), error_text(exc, self.lang))
            return
        if settings is not None:
            game.log_clock("timers", **settings.to_json())
        gf = None
        if path:
            gf = self._create_file(path, game)
            if gf is None:
                return
        if not self._close_file():
            if gf is not None:
                gf.close()
            return
        self.set_game(game, gf)

    def _create_file(self, path: str, game: Any, overwrite: bool = False) -> Any:
        from referee_app.core.record import GameFile, RecordError, add_recent_game

        try:
            gf = GameFile.create(path, game, overwrite=overwrite)
        except RecordError as exc:
            self.tell(translate("MainWindow", "Cannot save the game"), error_text(exc, self.lang))
            return None
        add_recent_game(path)
        return gf

    def open_game(self, path: str | None = None) -> bool:
        """Open the game file ``path`` (None: ask which), as File > Open does; False if it was not opened
        (the referee was told why)."""
        return bool(self.run("open", path))

    def _open_game(self, path: str | None = None) -> bool:
        if not path:
            from PySide6.QtWidgets import QFileDialog

            path, _ = QFileDialog.getOpenFileName(self, translate("MainWindow", "Open a game"), str(self._files_dir()),
                                                  self._file_filter(None), options=file_dialog_options())
            if not path:
                return False
        with collector_paused():  # reading and replaying the record allocates and keeps: no collection passes
            return self._open_game_file(path)

    def _games_shown(self) -> list[Any]:
        """The game the window shows (None on the start page), then its sandboxes' games."""
        return [self.game] + [getattr(box, "game", None) for box in self.sandboxes]

    def _open_game_file(self, path: str) -> bool:
        from referee_app.core.record import GameFile, add_recent_game

        before_open(self._games_shown())  # the garbage made since the last open collected, none frozen with the game
        try:
            gf = GameFile.open(path)
        except RefereeError:
            raise  # the dispatcher tells it (MainWindow.run)
        except Exception as exc:  # noqa: BLE001 - never crash on a bad file
            self.tell(translate("MainWindow", "Cannot open the game"),
                      translate("MainWindow", "{file} could not be read: {error}").format(file=Path(path).name, error=exc))
            return False
        if getattr(gf.game, "is_sandbox", False):  # a sandbox saved on its own: in its window, the game stays
            add_recent_game(path)
            self.show_sandbox(gf.game, gf, Path(path).name)
            return True
        kind = registry.get(gf.game.game_name)
        if kind.gui_module is None:
            gf.close()
            self.tell(translate("MainWindow", "Cannot open the game"), translate(
                "MainWindow", "{file} holds a game of {game}, which this window cannot show yet; referee-cli can.").format(
                file=Path(path).name, game=self._title_of(kind)))
            return False
        opened(gf.game, *self._games_shown()[1:])  # read and replayed: left out of the collector's passes (collector.py)
        if not self._close_file():
            gf.close()
            return False
        add_recent_game(path)
        self.set_game(gf.game, gf)
        assert self.panels is not None
        self.statusBar().showMessage(translate("MainWindow", "Opened {file}: {phase}.").format(
            file=Path(path).name, phase=self.panels.status_text()), 8000)
        return True

    def save(self) -> None:
        if self.panels is not None:
            self.panels.flush_views()
        if self.gamefile is None:
            self.save_as()
            return
        try:
            self.gamefile.flush()
        except Exception as exc:  # noqa: BLE001
            self.tell(translate("MainWindow", "Cannot save"), error_text(exc, self.lang))
            return
        self.statusBar().showMessage(translate("MainWindow", "Saved. Every change is stored as it happens in {file}.").format(
            file=Path(self.gamefile.path).name), 6000)

    def save_as(self, path: str | None = None) -> bool:
        """Save the game as ``path`` (None: ask where), as File > Save as does; False if it was not saved
        (the referee was told why)."""
        return bool(self.run("save_as", path))

    def _save_as(self, path: str | None = None) -> bool:
        from referee_app.core.record import add_recent_game

        if self.game is None or self.panels is None:
            return False
        if not path:
            stem = Path(self.gamefile.path).stem if self.gamefile is not None else self.panels.file_stem()
            kind = self._kind()
            start = str(self._files_dir() / (stem + (kind.file_suffix if kind is not None else "")))
            from PySide6.QtWidgets import QFileDialog

            path, _ = QFileDialog.getSaveFileName(self, translate("MainWindow", "Save the game as"), start,
                                                  self._file_filter(kind), options=file_dialog_options())
            if not path:
                return False
        if self.gamefile is not None:
            self.gamefile = self.gamefile.save_as(path, overwrite=True)  # a RecordError: MainWindow.run tells it
            self.gamefile.on_error = self._on_record_error
        else:
            gf = self._create_file(path, self.game, overwrite=True)  # the file dialog asked already
            if gf is None:
                return False
            self.gamefile = gf
            self.gamefile.on_error = self._on_record_error
        add_recent_game(path)
        self._set_title()
        self.statusBar().showMessage(translate("MainWindow", "Saved as {path}.").format(path=path), 6000)
        return True

    def _files_dir(self) -> Path:
        """Where file dialogs open: beside the open game's file, else the default games folder."""
        if self.gamefile is not None and getattr(self.gamefile, "path", None):
            return Path(self.gamefile.path).resolve().parent
        return default_games_dir()

    def _fill_recent(self) -> None:
        from referee_app.core.record import recent_games

        self.recent_menu.clear()
        items = recent_games()
        if not items:
            act = self.recent_menu.addAction(translate("MainWindow", "(none yet)"))
            act.setEnabled(False)
            return
        for i, p in enumerate(items):
            act = self.recent_menu.addAction(f"&{i + 1} {p.name}  —  {p.parent}")
            act.triggered.connect(lambda _c=False, p=p: self.open_game(str(p)))

    def export_dialog(self) -> None:
        from PySide6.QtWidgets import QInputDialog

        if self.game is None or self.panels is None:
            return
        formats = list(self.panels.EXPORT_FORMATS)
        if not formats:
            return
        labels = [translate("MainWindow", label).rstrip("…") for _f, label in formats]
        choice, ok = QInputDialog.getItem(self, translate("MainWindow", "Export"), translate("MainWindow", "Export the game as:"),
                                          labels, 0, False)
        if ok:
            self.export(formats[labels.index(choice)][0])

    def export(self, fmt: str, out_path: str | None = None) -> bool:
        game = self.game
        if game is None or self.panels is None:
            return False
        from referee_app.exports import SUFFIXES, export_game

        ext = SUFFIXES.get(fmt, "." + fmt)
        if not out_path:
            stem = Path(self.gamefile.path).stem if self.gamefile is not None else self.panels.file_stem()
            start = str(self._files_dir() / f"{stem}{'-boards' if ext == '.zip' else ''}{ext}")
            from PySide6.QtWidgets import QFileDialog

            out_path, _ = QFileDialog.getSaveFileName(self, translate("MainWindow", "Export"), start,
                                                      f"*{ext};;" + translate("MainWindow", "All files (*)"), options=file_dialog_options())
            if not out_path:
                return False
        try:
            export_game(game, fmt, out_path, lang=self.lang)
        except Exception as exc:  # noqa: BLE001 - a failed export never loses the game
            self.tell(translate("MainWindow", "Export failed"), translate("MainWindow", "Could not export as {format}: {error}")
                      .format(format=fmt, error=error_text(exc, self.lang)))
            return False
        self.statusBar().showMessage(translate("MainWindow", "Exported {format} to {path}.").format(format=fmt, path=out_path),
                                     8000)
        return True

    def _close_file(self) -> bool:
        """Close the game file. If what is pending cannot be written, offer Save As until the game is
        safe; if the referee declines, keep the game and its file open and return False."""
        from referee_app.core.record import add_recent_game

        gf = self.gamefile
        while gf is not None:
            try:
                gf.close()
            except Exception as exc:  # noqa: BLE001 - a failed write must never lose the game
                path = self._ask_rescue_path(error_text(exc, self.lang))
                if not path:
                    return False
                try:
                    gf = gf.save_as(path)
                except Exception as exc2:  # noqa: BLE001
                    self.tell(translate("MainWindow", "Cannot save the game"), error_text(exc2, self.lang))
                    continue
                self.gamefile = gf
                add_recent_game(path)
                continue
            break
        if gf is not None and gf.game is self.game:  # how the start page will list it, kept while it is as it is now
            from .start_page import listing, remember

            try:
                remember(listing(Path(gf.path).resolve(), gf.game, self.lang), self.lang)
            except Exception:  # noqa: BLE001 - a convenience: the start page reads the file instead
                pass
        self.gamefile = None
        return True

    def _ask_rescue_path(self, problem: str) -> str:
        """Ask where to save a game whose file could not be written (blank: the referee declined)."""
        from PySide6.QtWidgets import QFileDialog

        self.tell(translate("MainWindow", "Saving failed"), translate(
            "MainWindow", "{problem}\n\nChoose another place to save the game, so that nothing is lost.").format(problem=problem))
        path, _ = QFileDialog.getSaveFileName(self, translate("MainWindow", "Save the game elsewhere"), str(self._files_dir()),
                                              self._file_filter(self._kind()), options=file_dialog_options())
        return path

    def _title_of(self, kind: GameKind) -> str:
        return kind.titles.get(self.lang) or kind.titles.get("en", kind.name)

    def _file_filter(self, kind: GameKind | None) -> str:
        """The file dialogs' filter: the game files of ``kind``, or (None) of every game the window shows."""
        kinds = [kind] if kind is not None else [k for k in registry.games() if k.gui_module is not None]
        parts = [translate("MainWindow", "{game} games (*{suffix})").format(game=self._title_of(k), suffix=k.file_suffix)
                 for k in kinds]
        if len(kinds) > 1:
            every = " ".join(f"*{k.file_suffix}" for k in kinds)
            parts.insert(0, translate("MainWindow", "Game files ({patterns})").format(patterns=every))
        return ";;".join(parts + [translate("MainWindow", "All files (*)")])

    def _on_record_error(self, exc: Exception) -> None:
        msg = error_text(exc, self.lang)
        self.errors.append(msg)
        self.statusBar().showMessage(translate("MainWindow", "NOT SAVED: {error}").format(error=msg))
        self.statusBar().setStyleSheet(f"color: {ERROR_COLOUR}; font-weight: bold;")

    @property
    def start_page(self) -> StartPage:
        """The start page (the stack's first page), made when first shown or asked for: a window started with a
        game file (``opening``) or made with a game never makes it unless its file cannot be opened."""
        if self._start_page is None:
            from .start_page import StartPage

            self._start_page = StartPage(self.run)
            self.stack.insertWidget(0, self._start_page)
        return self._start_page

    def show_start_page(self) -> None:
        """The start page, with the recent games, shown (no game is)."""
        from referee_app.core.record import recent_games

        self.build_menus()
        self.start_page.retranslate()
        self.start_page.show_recent(recent_games(), self.lang)
        self.stack.setCurrentWidget(self.start_page)
        self.start_page.focus()

    def take_font_change(self) -> None:
        """Before a game is opened in a window not shown yet (``gui.app.main``): the application's font for the
        window's language (its families, set by ``language.install`` as the window was made) reaches the window
        in an event posted to it, which the event loop delivers only once it runs. Taken now, the game's panels
        are made and laid out in the fonts they are shown in; else they were laid out in the window's first font
        and, once shown, all again (every widget of the window resized)."""
        QCoreApplication.sendPostedEvents(self, QEvent.Type.ApplicationFontChange)

    def lay_out_shown(self) -> None:
        """Just shown (``gui.app.main``, a game opened with the start): the layouts its showing changed laid out
        now, before the window's first paint. Shown, its widgets are polished and fitted to their room (the
        clock's digits to its height), and what that changes asks the layouts above in events of their own; the
        event loop took the X server's expose between two of them, so the results' half of the window and the
        sheet were painted again after the first paint. The events are those the event loop would take first."""
        QCoreApplication.sendPostedEvents()
        lay_out_now()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.remember_geometry()
        if self.game is not None and self.clock.running:
            try:  # every running clock, count-down or count-up, stops while the program is closed
                self.log_clock(self.clock.pause() | {"reason": "closed"})
            except ClockError:
                pass
        self.timer.stop()
        if self.projector is not None:
            self.projector.detach()
            self.projector.close()
            self.projector = None
        for win in list(self.sandboxes):  # a saved sandbox has everything stored already; an unsaved one is scratch
            win.close()
        self.sandboxes = []
        if self.tournament_window is not None:  # everything in it is stored already
            self.tournament_window.finish()
            self.tournament_window = None
        if self.share is not None:
            self.share.close()
        if not self._close_file():
            event.ignore()  # the game could not be saved anywhere: keep the window open
            return
        if self.game is not None:
            self.game.unsubscribe(self._on_change)
        if self.panels is not None:
            self.panels.close()
        super().closeEvent(event)

    # ===================================================================== dialogs
    def _ask(self, title: str, text: str) -> bool:
        from .common import confirm

        return confirm(self, title, text)  # the safe answer (No) is the default

    def _tell(self, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        self.errors.append(text)
        QMessageBox.warning(self, title, text)

    def show_about(self) -> None:
        """Help > About: the version, the engine's lanes and the licences."""
        from .about import show_about

        show_about(self)

    def show_keys(self) -> None:
        """Help > Keyboard (F1): every key of the command table and what it does, and what the game's part
        adds (``help_html``: 列欧帝国棋's notation and rules card), scrolled in a window of its own."""
        from PySide6.QtWidgets import QMessageBox

        panels = self.__dict__.get("panels")
        extra = getattr(panels, "help_html", None) if panels is not None else None
        more = extra() if callable(extra) else ""
        if not more:
            QMessageBox.information(self, translate("MainWindow", "Keyboard"), shortcut_html(self.rows))
            return
        self.show_help_page(translate("MainWindow", "Keyboard"), shortcut_html(self.rows) + more)

    def show_help_page(self, title: str, text: str) -> QDialog:
        """A page of help (rich text) in a window of its own that scrolls; it stays open beside the table."""
        from PySide6.QtWidgets import QDialogButtonBox, QTextBrowser

        dlg = QDialog(self)
        dlg.setObjectName("helpPage")
        dlg.setWindowTitle(title)
        lay = QVBoxLayout(dlg)
        view = QTextBrowser(dlg)
        view.setObjectName("helpText")
        view.setHtml(text)
        lay.addWidget(view)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dlg)
        buttons.rejected.connect(dlg.close)
        lay.addWidget(buttons)
        dlg.resize(min(1100, max(600, self.width() - 80)), min(800, max(400, self.height() - 80)))
        dlg.show()
        self._help_page = dlg
        return dlg

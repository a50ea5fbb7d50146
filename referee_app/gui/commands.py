"""The referee window's commands, written once as data.

Each row is one thing the referee can do (or a menu, or a separator), in menu order. The window's
table is the shared rows below (``SHELL``: File, View, Language, Help) with the rows of the game it
shows put in their places (``window_rows``): a game's own menus stand between File and View, and
its rows that name a shared menu (``export``, ``view``) close that menu's shared part. The window
builds from its table alone its menus and actions (``MainWindow._build_actions``), the keyboard list
of Help > Keyboard (F1, ``shortcut_list``) and the key legend (``key_legend``); and it runs every
command through one dispatcher (``MainWindow.run``), which shows a ``RefereeError`` to the referee
under the command's ``error_title``. A shortcut is therefore written in one place: change it here
(or in the game's table, e.g. ``gui/diplomacy/commands.py``) and the menu, F1 and the legend follow.

``SANDBOX_COMMANDS`` is the same for a sandbox's window (``sandbox_window.py``); its keys that the
referee window has application-wide act on the sandbox there, and the referee window's other
application-wide keys do nothing in a sandbox (it never touches the game).

``TOURNAMENT_COMMANDS`` is the same for the Tournament window (``tournament_window.py``), in the
same form: its menus, its F1 list and its dispatcher come from it. Its keys never take one of the
referee window's application-wide keys (F5, F11 …), which work in every window.

Texts are source texts marked with ``QT_TRANSLATE_NOOP("MainWindow", ...)``: they are translated
where they are shown (``referee_app/gui/i18n``; see tools/update_translations.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from operator import methodcaller
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

from referee_app.core.messages import LANGUAGES

from .language import QT_TRANSLATE_NOOP, language_name

CONTEXT = "MainWindow"  # the translation context of every text here

Handler = str | Callable[..., Any]


@dataclass(frozen=True)
class Command:
    """One thing the referee can do.

    ``handler``: the name of the window's method to call, or a callable taking the window (a game's
    rows reach the methods of its window part through the window: ``methodcaller("adjudicate")``,
    see ``MainWindow.__getattr__``); ``None`` for a key that the focused widget handles itself (Tab in
    the order pane), listed for F1 and the legend only. ``menu``: the ``Menu`` row it appears in (``None``: a shortcut only). ``keys``:
    ``QKeySequence`` strings, the first one is the one the menu shows. ``app_wide``: the keys work
    in every window of the program (the projector's too), not only in the referee's window.
    ``legend``: short text for the key legend under the powers (``None``: not there). ``help``: its
    line in the F1 list (default: the title); commands with the same help share one line.
    ``error_title``: title of the message the referee sees when the handler raises a
    ``RefereeError`` (default: the help text). ``group``: checkable commands of one group exclude each
    other. ``translated=False``: the title is shown as written (a language named in itself).
    """

    name: str
    title: str
    handler: Handler | None
    menu: str | None = None
    keys: tuple[str, ...] = ()
    app_wide: bool = False
    legend: str | None = None
    help: str | None = None
    error_title: str | None = None
    checkable: bool = False
    group: str | None = None
    translated: bool = True

    @property
    def help_text(self) -> str:
        """Source text of its line in the F1 list."""
        return self.help or self.title

    @property
    def error_text_title(self) -> str:
        """Source text of the title of its error messages (shown without an accelerator, see ``plain``)."""
        return self.error_title or self.help_text


@dataclass(frozen=True)
class Menu:
    """A menu (``parent`` None: in the menu bar), placed where its row is. ``filler``: the window's
    method that fills it each time it opens (the recent games)."""

    name: str
    title: str
    parent: str | None = None
    filler: str | None = None


@dataclass(frozen=True)
class Separator:
    """A line between groups of a menu."""

    menu: str


Row = Command | Menu | Separator


_NEW_OPEN_SAVE = QT_TRANSLATE_NOOP("MainWindow", "New / open / save the game as")
_PROJECTOR = QT_TRANSLATE_NOOP("MainWindow", "Projector window on/off / full screen")
_EXPORT_FAILED = QT_TRANSLATE_NOOP("MainWindow", "Export failed")
_LANGUAGE = QT_TRANSLATE_NOOP("MainWindow", "&Language")

def export_rows(formats: Iterable[tuple[str, str]]) -> tuple[Command, ...]:
    """A game's File > Export rows, one per (format, menu text): each runs its window part's ``export(fmt)``."""
    return tuple(Command(f"export_{fmt.replace('-', '_')}", label, methodcaller("export", fmt), "export",
                         error_title=_EXPORT_FAILED) for fmt, label in formats)


# --- the shared rows, in menu order; a game's rows go in between (``window_rows``)
FILE: tuple[Row, ...] = (
    Menu("file", QT_TRANSLATE_NOOP("MainWindow", "&File")),
    Command("new", QT_TRANSLATE_NOOP("MainWindow", "&New game…"), "new_game", "file", ("Ctrl+N",),
            help=_NEW_OPEN_SAVE, error_title=QT_TRANSLATE_NOOP("MainWindow", "New game")),
    Command("new_from_position", QT_TRANSLATE_NOOP("MainWindow", "New game from a &position…"), "new_game_from_position",
            "file", ("Ctrl+Shift+N",),
            help=QT_TRANSLATE_NOOP("MainWindow", "New game from any position: edited, or a phase of a game file or export"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "New game")),
    Command("open", QT_TRANSLATE_NOOP("MainWindow", "&Open…"), "_open_game", "file", ("Ctrl+O",),
            help=_NEW_OPEN_SAVE, error_title=QT_TRANSLATE_NOOP("MainWindow", "Cannot open the game")),
    Menu("recent", QT_TRANSLATE_NOOP("MainWindow", "Recent games"), parent="file", filler="_fill_recent"),
    Command("save", QT_TRANSLATE_NOOP("MainWindow", "&Save"), "save", "file", ("Ctrl+S",),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Cannot save")),
    Command("save_as", QT_TRANSLATE_NOOP("MainWindow", "Save &as…"), "_save_as", "file", ("Ctrl+Shift+S",),
            help=_NEW_OPEN_SAVE, error_title=QT_TRANSLATE_NOOP("MainWindow", "Cannot save the game")),
    Menu("export", QT_TRANSLATE_NOOP("MainWindow", "&Export"), parent="file"),
    Command("export", QT_TRANSLATE_NOOP("MainWindow", "Export…"), "export_dialog", "export", ("Ctrl+Shift+E",),
            help=QT_TRANSLATE_NOOP("MainWindow", "Export"), error_title=_EXPORT_FAILED),
)
# <- the game's export formats (rows of menu "export", after a separator)
FILE_END: tuple[Row, ...] = (
    Separator("file"),
    Command("tournament", QT_TRANSLATE_NOOP("MainWindow", "&Tournament…"), "open_tournament", "file", ("Ctrl+T",),
            help=QT_TRANSLATE_NOOP("MainWindow", "The tournament window: players, rounds, results, standings"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Tournament")),
    Command("join_tournament", QT_TRANSLATE_NOOP("MainWindow", "&Join a tournament…"), "join_tournament", "file",
            ("Ctrl+Shift+J",), checkable=True,
            help=QT_TRANSLATE_NOOP("MainWindow", "This board reports its centres and its result to the director's hub"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Join a tournament")),
    Command("own_clock", QT_TRANSLATE_NOOP("MainWindow", "Ask to leave the room's clock"), "ask_own_clock", "file",
            help=QT_TRANSLATE_NOOP("MainWindow", "This board keeps its own clock once the director consents"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Join a tournament")),
    Separator("file"),
    Command("quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), "close", "file", ("Ctrl+Q",),
            help=QT_TRANSLATE_NOOP("MainWindow", "Quit")),
)
# <- the game's own menus (Diplomacy: Game, Clock) and its keys without a menu
VIEW: tuple[Row, ...] = (
    Menu("view", QT_TRANSLATE_NOOP("MainWindow", "&View")),
    Command("projector", QT_TRANSLATE_NOOP("MainWindow", "&Projector window"), "toggle_projector", "view", ("F11",),
            app_wide=True, legend=QT_TRANSLATE_NOOP("MainWindow", "projector"), help=_PROJECTOR),
    Command("projector_full", QT_TRANSLATE_NOOP("MainWindow", "Projector full screen"), "projector_full_screen", "view",
            ("Shift+F11",), app_wide=True, help=_PROJECTOR),
    Command("share", QT_TRANSLATE_NOOP("MainWindow", "&Share with players (phones, local network)"), "toggle_share",
            "view", checkable=True,
            help=QT_TRANSLATE_NOOP("MainWindow", "Share the board with the players' phones (read-only page) on/off"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Share with players")),
)
# <- the game's rows of menu "view"
LANGUAGE_HELP: tuple[Row, ...] = (
    # --- Language: each language named in itself, so anyone can find their own
    Menu("language", _LANGUAGE),
    Command("system_language", QT_TRANSLATE_NOOP("MainWindow", "System language"),
            methodcaller("set_language", "system", remember=True), "language", checkable=True, group="language",
            error_title=_LANGUAGE),
    Separator("language"),
    *(Command(f"language_{code}", language_name(code), methodcaller("set_language", code, remember=True), "language",
              checkable=True, group="language", translated=False, error_title=_LANGUAGE)
      for code in LANGUAGES),

    # --- Help
    Menu("help", QT_TRANSLATE_NOOP("MainWindow", "&Help")),
    Command("keys", QT_TRANSLATE_NOOP("MainWindow", "&Keyboard"), "show_keys", "help", ("F1",),
            legend=QT_TRANSLATE_NOOP("MainWindow", "all keys")),
    Command("about", QT_TRANSLATE_NOOP("MainWindow", "&About the referee's desk"), "show_about", "help"),
)
SHARED_MENUS = ("export", "view")  # the shared menus a game may add rows to


def _menu_of(row: Row) -> str | None:
    return row.menu if isinstance(row, Command | Separator) else row.parent


def window_rows(game_rows: Iterable[Row] = ()) -> tuple[Row, ...]:
    """The window's table: the shared rows with a game's rows in their places. A game's rows naming
    menu ``export`` follow the shared Export… command (after a separator), those naming ``view``
    close the View menu, and all the others (the game's own menus, its keys without a menu) stand
    between File and View, in the game's order."""
    rows = tuple(game_rows)
    export = tuple(r for r in rows if _menu_of(r) == "export")
    view = tuple(r for r in rows if _menu_of(r) == "view")
    own = tuple(r for r in rows if _menu_of(r) not in SHARED_MENUS)
    return (*FILE, *((Separator("export"), *export) if export else ()), *FILE_END, *own, *VIEW, *view, *LANGUAGE_HELP)


SHELL: tuple[Row, ...] = window_rows()  # the window with no game open
COMMANDS = SHELL  # the default table of the functions below

LEGEND_HEADING = QT_TRANSLATE_NOOP("MainWindow", "Keys")

# --- the Tournament window's commands (tournament_window.TournamentWindow) -----------------------------
_T_NEW_OPEN = QT_TRANSLATE_NOOP("MainWindow", "New / open a tournament file")
_T_TABS = QT_TRANSLATE_NOOP("MainWindow", "Players / rounds / standings")
_T_ROUNDS = QT_TRANSLATE_NOOP("MainWindow", "Previous / next round")
_T_PROJECTOR = QT_TRANSLATE_NOOP("MainWindow", "Projector: standings / seating of the round / Best Country / full screen")
_T_EXPORT = QT_TRANSLATE_NOOP("MainWindow", "Export the standings")
_T_RESULT = QT_TRANSLATE_NOOP("MainWindow", "Cannot record the result")
_T_SEATS = QT_TRANSLATE_NOOP("MainWindow", "Cannot change the seats")

TOURNAMENT_COMMANDS: tuple[Row, ...] = (
    Menu("tournament", QT_TRANSLATE_NOOP("MainWindow", "&Tournament")),
    Command("t_new", QT_TRANSLATE_NOOP("MainWindow", "&New tournament…"), "new_tournament", "tournament", ("Ctrl+N",),
            help=_T_NEW_OPEN, error_title=QT_TRANSLATE_NOOP("MainWindow", "New tournament")),
    Command("t_open", QT_TRANSLATE_NOOP("MainWindow", "&Open…"), "open_tournament", "tournament", ("Ctrl+O",),
            help=_T_NEW_OPEN, error_title=QT_TRANSLATE_NOOP("MainWindow", "Cannot open the tournament")),
    Command("t_rules", QT_TRANSLATE_NOOP("MainWindow", "Scoring system and &tie-breaks…"), "edit_rules", "tournament",
            ("Ctrl+Shift+R",), error_title=QT_TRANSLATE_NOOP("MainWindow", "Scoring system and tie-breaks")),
    Separator("tournament"),
    Command("t_export_csv", QT_TRANSLATE_NOOP("MainWindow", "Standings as a &spreadsheet (CSV)…"),
            methodcaller("export_standings", "csv"), "tournament", ("Ctrl+Shift+E",), help=_T_EXPORT,
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Export failed")),
    Command("t_export_html", QT_TRANSLATE_NOOP("MainWindow", "Standings as a &web page…"),
            methodcaller("export_standings", "html"), "tournament", ("Ctrl+Shift+H",), help=_T_EXPORT,
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Export failed")),
    Separator("tournament"),
    Command("t_hub", QT_TRANSLATE_NOOP("MainWindow", "Serve the &boards (tournament hub)"), "toggle_hub", "tournament",
            ("Ctrl+Shift+B",), help=QT_TRANSLATE_NOOP("MainWindow", "The boards' desks report to this window over the local network")),
    Command("t_room_clock", QT_TRANSLATE_NOOP("MainWindow", "The room's c&lock…"), "room_clock", "tournament",
            ("Ctrl+Shift+K",), help=QT_TRANSLATE_NOOP("MainWindow", "Every joined board's diplomacy ends at the same moment")),
    Command("t_own_clock", QT_TRANSLATE_NOOP("MainWindow", "A board keeps its own clock…"), "allow_own_clock",
            "tournament", help=QT_TRANSLATE_NOOP("MainWindow", "The director consents: a board leaves the room's clock (kept in the log)")),
    Command("t_close", QT_TRANSLATE_NOOP("MainWindow", "&Close the window"), "close", "tournament", ("Ctrl+W",)),

    Menu("players", QT_TRANSLATE_NOOP("MainWindow", "&Players")),
    Command("t_players", QT_TRANSLATE_NOOP("MainWindow", "&Players"), methodcaller("show_page", 0), "players",
            ("Ctrl+1",), legend=QT_TRANSLATE_NOOP("MainWindow", "players"), help=_T_TABS),
    Command("t_add", QT_TRANSLATE_NOOP("MainWindow", "&Add a player"), "focus_new_player", "players", ("Ctrl+P",),
            legend=QT_TRANSLATE_NOOP("MainWindow", "add a player"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Add a player (type the name, Enter; late players play from the next round)")),
    Command("t_drop", QT_TRANSLATE_NOOP("MainWindow", "&Drop the player…"), "drop_player", "players", ("Ctrl+D",),
            help=QT_TRANSLATE_NOOP("MainWindow", "Drop the chosen player: no more rounds after the last one seated"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Cannot drop the player")),
    Command("t_absent", QT_TRANSLATE_NOOP("MainWindow", "&Absent from the next round (roll call)"), "toggle_absent",
            "players", ("Ctrl+Shift+A",), help=QT_TRANSLATE_NOOP("MainWindow", "Roll call: the chosen player is not here for the next round, or is again"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Roll call")),
    Command("t_standby", QT_TRANSLATE_NOOP("MainWindow", "S&tandby player"), "toggle_standby", "players",
            ("Ctrl+Shift+Y",), help=QT_TRANSLATE_NOOP("MainWindow", "The chosen player plays only when a board needs a player"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Roll call")),
    Command("t_two_boards", QT_TRANSLATE_NOOP("MainWindow", "May play t&wo boards"), "toggle_two_boards", "players",
            ("Ctrl+Shift+W",), help=QT_TRANSLATE_NOOP("MainWindow", "The chosen player may play a second board to fill one"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Roll call")),

    Menu("rounds", QT_TRANSLATE_NOOP("MainWindow", "&Rounds")),
    Command("t_rounds", QT_TRANSLATE_NOOP("MainWindow", "&Seating and results"), methodcaller("show_page", 1), "rounds",
            ("Ctrl+2",), legend=QT_TRANSLATE_NOOP("MainWindow", "rounds"), help=_T_TABS),
    Command("t_seed", QT_TRANSLATE_NOOP("MainWindow", "Seat the &next round"), "seed_round", "rounds", ("Ctrl+R",),
            legend=QT_TRANSLATE_NOOP("MainWindow", "seat the next round"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Seat the next round: boards of seven, powers as varied as possible"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Cannot seat the next round")),
    Command("t_prev_round", QT_TRANSLATE_NOOP("MainWindow", "Previous round"), methodcaller("step_round", -1), "rounds",
            ("Alt+Left",), help=_T_ROUNDS),
    Command("t_next_round", QT_TRANSLATE_NOOP("MainWindow", "Next round"), methodcaller("step_round", +1), "rounds",
            ("Alt+Right",), help=_T_ROUNDS),
    Separator("rounds"),
    Command("t_result", QT_TRANSLATE_NOOP("MainWindow", "Type the board's &result…"), "type_result", "rounds",
            ("Ctrl+E",), legend=QT_TRANSLATE_NOOP("MainWindow", "type a result"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Type the chosen board's result (centres, draw or solo)"),
            error_title=_T_RESULT),
    Command("t_game", QT_TRANSLATE_NOOP("MainWindow", "Result from a &game file…"), "result_from_game", "rounds",
            ("Ctrl+G",), legend=QT_TRANSLATE_NOOP("MainWindow", "result from a game file"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Take the chosen board's result from its ended game file"),
            error_title=_T_RESULT),
    Command("t_clear", QT_TRANSLATE_NOOP("MainWindow", "&Clear the board's result"), "clear_result", "rounds",
            ("Ctrl+Delete",), error_title=_T_RESULT),
    Separator("rounds"),
    Command("t_swap", QT_TRANSLATE_NOOP("MainWindow", "S&wap the seat with another…"), "swap_seat", "rounds",
            ("Ctrl+Shift+X",), legend=QT_TRANSLATE_NOOP("MainWindow", "swap seats"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Swap the chosen seat's player with another seat's"),
            error_title=_T_SEATS),
    Command("t_seat", QT_TRANSLATE_NOOP("MainWindow", "Put a &player in the seat…"), "set_seat", "rounds",
            ("Ctrl+Shift+L",), help=QT_TRANSLATE_NOOP("MainWindow", "Put a player in the chosen seat (a late arrival)"),
            error_title=_T_SEATS),
    Command("t_cd", QT_TRANSLATE_NOOP("MainWindow", "Seat played in ci&vil disorder"), "civil_disorder", "rounds",
            ("Ctrl+Shift+D",), help=QT_TRANSLATE_NOOP("MainWindow", "Nobody plays the chosen empty seat: civil disorder"),
            error_title=_T_SEATS),

    Menu("standings", QT_TRANSLATE_NOOP("MainWindow", "&Standings")),
    Command("t_standings", QT_TRANSLATE_NOOP("MainWindow", "&Standings"), methodcaller("show_page", 2), "standings",
            ("Ctrl+3",), legend=QT_TRANSLATE_NOOP("MainWindow", "standings"), help=_T_TABS),
    Command("t_projector", QT_TRANSLATE_NOOP("MainWindow", "Standings on the &projector"),
            methodcaller("show_projector", "standings"), "standings", ("F12",),
            legend=QT_TRANSLATE_NOOP("MainWindow", "projector"), help=_T_PROJECTOR),
    Command("t_projector_seats", QT_TRANSLATE_NOOP("MainWindow", "Seating of the round on the projector"),
            methodcaller("show_projector", "seating"), "standings", ("Shift+F12",), help=_T_PROJECTOR),
    Command("t_projector_awards", QT_TRANSLATE_NOOP("MainWindow", "Best Country on the projector"),
            methodcaller("show_projector", "awards"), "standings", ("Alt+F12",), help=_T_PROJECTOR),
    Command("t_projector_full", QT_TRANSLATE_NOOP("MainWindow", "Projector full screen"), "projector_full_screen",
            "standings", ("Ctrl+F12",), help=_T_PROJECTOR),

    Menu("t_help", QT_TRANSLATE_NOOP("MainWindow", "&Help")),
    Command("t_keys", QT_TRANSLATE_NOOP("MainWindow", "&Keyboard"), "show_keys", "t_help", ("F1",),
            legend=QT_TRANSLATE_NOOP("MainWindow", "all keys")),
)


# --- a sandbox's window (sandbox_window.SandboxWindow) ---------------------------------------------------
# Its keys that the referee window has application-wide (Ctrl+Enter, Ctrl+PgUp/PgDown) act on the sandbox
# there; the referee window's other application-wide keys (the clock's, the projector's) do nothing in a
# sandbox, which never touches the game.
_SWITCH_POWER = QT_TRANSLATE_NOOP("MainWindow", "Next / previous power")
_POWER_PANE = QT_TRANSLATE_NOOP("MainWindow", "Order pane of power 1 … 7")
_S_BACK = QT_TRANSLATE_NOOP("MainWindow", "Back: take back the last adjudication or correction")
_S_FORWARD = QT_TRANSLATE_NOOP("MainWindow", "Forward: adjudicate the phase")
_S_SAVE = QT_TRANSLATE_NOOP("MainWindow", "Cannot save the sandbox")

SANDBOX_COMMANDS: tuple[Row, ...] = (
    Menu("s_sandbox", QT_TRANSLATE_NOOP("MainWindow", "&Sandbox")),
    Command("s_save", QT_TRANSLATE_NOOP("MainWindow", "&Save the sandbox"), "save", "s_sandbox", ("Ctrl+S",),
            error_title=_S_SAVE),
    Command("s_save_as", QT_TRANSLATE_NOOP("MainWindow", "Save the sandbox &as…"), "save_as", "s_sandbox",
            ("Ctrl+Shift+S",), error_title=_S_SAVE),
    Separator("s_sandbox"),
    Command("s_projector", QT_TRANSLATE_NOOP("MainWindow", "Show it on the &projector (teaching)"), "toggle_projector",
            "s_sandbox", ("Ctrl+P",), checkable=True, legend=QT_TRANSLATE_NOOP("MainWindow", "on the projector"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Show the sandbox on the projector, for teaching (again: the game)")),
    Separator("s_sandbox"),
    Command("s_close", QT_TRANSLATE_NOOP("MainWindow", "&Close the sandbox"), "close", "s_sandbox", ("Ctrl+W",)),

    Menu("s_orders", QT_TRANSLATE_NOOP("MainWindow", "&Orders")),
    Command("s_adjudicate", QT_TRANSLATE_NOOP("MainWindow", "&Adjudicate"), "adjudicate", "s_orders",
            ("Ctrl+Return", "Ctrl+Enter", "Alt+Right"), legend=QT_TRANSLATE_NOOP("MainWindow", "adjudicate"),
            help=_S_FORWARD, error_title=QT_TRANSLATE_NOOP("MainWindow", "Cannot adjudicate")),
    Command("s_back", QT_TRANSLATE_NOOP("MainWindow", "&Back"), "back", "s_orders", ("Ctrl+Alt+Z", "Alt+Left"),
            legend=QT_TRANSLATE_NOOP("MainWindow", "back"), help=_S_BACK,
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Cannot undo")),
    Command("s_edit", QT_TRANSLATE_NOOP("MainWindow", "Edit the &position…"), "edit_position", "s_orders", ("Ctrl+E",),
            legend=QT_TRANSLATE_NOOP("MainWindow", "edit the position"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Cannot correct the position")),
    Command("s_civil", QT_TRANSLATE_NOOP("MainWindow", "Civil disorder for this power on/off (4.3)"),
            "toggle_civil_disorder", "s_orders", ("Ctrl+Shift+C",),
            help=QT_TRANSLATE_NOOP("MainWindow", "Civil disorder for this power on/off (rule 4.3)"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Civil disorder")),
    Command("s_why", QT_TRANSLATE_NOOP("MainWindow", "&Why? The figures of the selected result"), "why", "s_orders",
            ("Ctrl+I",), legend=QT_TRANSLATE_NOOP("MainWindow", "why?"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Why? The selected result's figures: attack, hold, defend and prevent "
                                                 "strengths, supports counted or cut, convoy routes, the paradox rule"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Why?")),
    Separator("s_orders"),
    Command("s_next", QT_TRANSLATE_NOOP("MainWindow", "Next power"), methodcaller("switch_power", +1), "s_orders",
            ("Ctrl+PgDown",), legend=QT_TRANSLATE_NOOP("MainWindow", "next / previous power"), help=_SWITCH_POWER),
    Command("s_prev", QT_TRANSLATE_NOOP("MainWindow", "Previous power"), methodcaller("switch_power", -1), "s_orders",
            ("Ctrl+PgUp",), legend=QT_TRANSLATE_NOOP("MainWindow", "next / previous power"), help=_SWITCH_POWER),
    *(Command(f"s_power_{n}", f"Power {n}", methodcaller("select_power", n - 1), None, (f"Ctrl+{n}",),
              legend=QT_TRANSLATE_NOOP("MainWindow", "power"), help=_POWER_PANE, translated=False)
      for n in range(1, 8)),
    Command("s_complete", QT_TRANSLATE_NOOP("MainWindow", "Complete a province name (a list when several fit)"), None,
            None, ("Tab",), legend=QT_TRANSLATE_NOOP("MainWindow", "complete a name")),

    Menu("s_help", QT_TRANSLATE_NOOP("MainWindow", "&Help")),
    Command("s_keys", QT_TRANSLATE_NOOP("MainWindow", "&Keyboard"), "show_keys", "s_help", ("F1",),
            legend=QT_TRANSLATE_NOOP("MainWindow", "all keys")),
)


def commands(rows: Iterable[Row] = COMMANDS) -> list[Command]:
    """The commands of the table (no menus, no separators)."""
    return [r for r in rows if isinstance(r, Command)]


# each command table's commands by name (a table is a tuple, never changed: the window's ``rows``), the first of a
# name found as a search of the table finds it; a few tables kept (the shared rows and a game's, a sandbox's)
_BY_NAME: dict[int, tuple[tuple[Row, ...], dict[str, Command]]] = {}


def command(name: str, rows: Iterable[Row] = COMMANDS) -> Command:
    if type(rows) is tuple:  # (a key's command looked up in a dict, not found by a walk of the whole table)
        kept = _BY_NAME.get(id(rows))
        if kept is None or kept[0] is not rows:
            if len(_BY_NAME) >= 8:
                _BY_NAME.clear()
            names: dict[str, Command] = {}
            for c in commands(rows):
                names.setdefault(c.name, c)
            kept = _BY_NAME[id(rows)] = (rows, names)
        found = kept[1].get(name)
        if found is None:
            raise KeyError(name)
        return found
    for c in commands(rows):
        if c.name == name:
            return c
    raise KeyError(name)


def call(window: Any, cmd: Command, *args: Any) -> Any:
    """Run ``cmd``'s handler on ``window`` (a method's name, or a function of the window); None when the
    row has no handler. Each window's ``run`` calls this inside its own error handling."""
    handler = cmd.handler
    if handler is None:
        return None
    if isinstance(handler, str):
        return getattr(window, handler)(*args)
    return handler(window, *args)


# --- how keys and texts are shown -----------------------------------------------------------------

def tr(source: str) -> str:
    return QCoreApplication.translate(CONTEXT, source)


def plain(text: str) -> str:
    """A menu text without its accelerator: "&Save" -> "Save", "保存(&S)" -> "保存", "A && B" -> "A & B"."""
    text = re.sub(r"[(（]&[^&][)）]", "", text)
    return re.sub(r"&(.)", r"\1", text)


def key_text(key: str) -> str:
    """A key sequence as the window writes it ("Ctrl+PgDown", whatever the platform)."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.PortableText)


def keys_text(keys: Sequence[str]) -> str:
    """Several keys: "F7 / Shift+F7"; a run of numbered keys in a row: "Ctrl+1 … Ctrl+7"."""
    shown = [key_text(k) for k in keys]
    runs = [re.fullmatch(r"(.*?)(\d)", k) for k in shown]
    if len(shown) >= 3 and all(runs):
        prefixes = {m.group(1) for m in runs if m}
        digits = [int(m.group(2)) for m in runs if m]
        if len(prefixes) == 1 and digits == list(range(digits[0], digits[0] + len(digits))):
            return f"{shown[0]} … {shown[-1]}"
    return " / ".join(shown)


def _grouped(pairs: Iterable[tuple[str | None, tuple[str, ...]]]) -> list[tuple[tuple[str, ...], str]]:
    """(keys, text) per text, in order of first appearance; the keys of one text put together."""
    out: dict[str, list[str]] = {}
    for text, keys in pairs:
        if text is not None and keys:
            out.setdefault(text, []).extend(keys)
    return [(tuple(keys), text) for text, keys in out.items()]


def shortcut_rows(rows: Iterable[Row] = COMMANDS) -> list[tuple[tuple[str, ...], str]]:
    """The F1 list: (every key, help source text), one line per help text, in menu order."""
    return _grouped((c.help_text, c.keys) for c in commands(rows))


def legend_rows(rows: Iterable[Row] = COMMANDS) -> list[tuple[tuple[str, ...], str]]:
    """The key legend: (each command's first key, legend source text), in menu order."""
    return _grouped((c.legend, c.keys[:1]) for c in commands(rows))


def shortcut_list(rows: Iterable[Row] = COMMANDS) -> list[tuple[str, str]]:
    """The F1 list in the current language: (keys, what they do)."""
    return [(keys_text(keys), plain(tr(text))) for keys, text in shortcut_rows(rows)]


def escape(text: str, quote: bool = True) -> str:
    """``html.escape``, without importing ``html`` at start (its table of entities: 1-2 ms of a start for the
    key legend): ``&``, ``<``, ``>`` and, with ``quote``, both quotes as character references."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if quote:
        text = text.replace('"', "&quot;").replace("'", "&#x27;")
    return text


def shortcut_html(rows: Iterable[Row] = COMMANDS) -> str:
    lines = "".join(f"<tr><td><b>{escape(keys)}</b></td><td>&nbsp;&nbsp;{escape(text, quote=False)}</td></tr>"
                    for keys, text in shortcut_list(rows))
    return f"<table>{lines}</table>"


def key_legend(rows: Iterable[Row] = COMMANDS) -> str:
    """The legend under the powers in the current language (rich text)."""
    lines = [f"<b>{escape(tr(LEGEND_HEADING))}</b>"]
    lines += [f"{escape(keys_text(keys))} {escape(tr(text), quote=False)}" for keys, text in legend_rows(rows)]
    return "<br>".join(lines)


__all__ = ["export_rows", "COMMANDS", "Command", "Handler", "Menu", "Row", "SANDBOX_COMMANDS", "SHARED_MENUS", "SHELL", "Separator", "TOURNAMENT_COMMANDS", "call", "command", "commands",
           "key_legend", "keys_text", "legend_rows", "plain", "shortcut_html", "shortcut_list", "shortcut_rows",
           "window_rows"]

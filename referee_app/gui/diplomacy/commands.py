"""Diplomacy's rows of the window's command table (see ``referee_app/gui/commands.py``).

Its export formats (File > Export), its Game and Clock menus, the keys of its order panes and its
View options. Each handler is called with the window, which passes what it does not have itself
to Diplomacy's window part (``panels.DiplomacyPanels``): ``methodcaller("adjudicate")`` runs
``DiplomacyPanels.adjudicate``. ``COMMANDS`` is the whole window's table while it shows a game of
Diplomacy, and the functions below default to it.
"""

from __future__ import annotations

from collections.abc import Iterable
from operator import methodcaller

from .. import commands as _shell
from ..commands import Command, Menu, Row, Separator, export_rows, keys_text, plain, window_rows
from ..language import QT_TRANSLATE_NOOP

EXPORT_FORMATS = [
    ("json", QT_TRANSLATE_NOOP("MainWindow", "Game record (JSON)…")),
    ("text", QT_TRANSLATE_NOOP("MainWindow", "Results log, plain text…")),
    ("diplomacy-json", QT_TRANSLATE_NOOP("MainWindow", "Saved game of the 'diplomacy' package (JSON)…")),
    ("svg", QT_TRANSLATE_NOOP("MainWindow", "Boards of every phase (SVG, zip)…")),
    ("png", QT_TRANSLATE_NOOP("MainWindow", "Boards of every phase (PNG, zip)…")),
    ("html", QT_TRANSLATE_NOOP("MainWindow", "Web page with every phase…")),
]

_SWITCH_POWER = QT_TRANSLATE_NOOP("MainWindow", "Next / previous power")
_POWER_PANE = QT_TRANSLATE_NOOP("MainWindow", "Order pane of power 1 … 7")
_LATE_SHEET = QT_TRANSLATE_NOOP("MainWindow", "Let this power's late sheet stand / refuse it")
_EXTEND = QT_TRANSLATE_NOOP("MainWindow", "Extend by one minute / by …")
_TAB_KEYS = QT_TRANSLATE_NOOP("MainWindow", "Straight to the results table, the retreats, the centres, the record, the score")

ROWS: tuple[Row, ...] = (
    # --- File > Export
    *export_rows(EXPORT_FORMATS),

    # --- Game
    Menu("game", QT_TRANSLATE_NOOP("MainWindow", "&Game")),
    Command("adjudicate", QT_TRANSLATE_NOOP("MainWindow", "&Adjudicate"), methodcaller("adjudicate"), "game",
            ("Ctrl+Return", "Ctrl+Enter"), app_wide=True, legend=QT_TRANSLATE_NOOP("MainWindow", "adjudicate"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Adjudicate the phase"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Cannot adjudicate")),
    Command("undo", QT_TRANSLATE_NOOP("MainWindow", "&Undo last adjudication or correction"), methodcaller("undo"), "game",
            ("Ctrl+Alt+Z",), legend=QT_TRANSLATE_NOOP("MainWindow", "undo"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Undo the last adjudication, or the last correction of the position "
                                                 "(everything stays in the record)"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Cannot undo")),
    Command("edit_position", QT_TRANSLATE_NOOP("MainWindow", "Correct the &position…"), methodcaller("edit_position"),
            "game", ("Ctrl+E",), legend=QT_TRANSLATE_NOOP("MainWindow", "correct the position"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Correct the position (kept in the record with your note; "
                                                 "Ctrl+Alt+Z takes it back)"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Cannot correct the position")),
    Command("sandbox", QT_TRANSLATE_NOOP("MainWindow", "&Sandbox…"), methodcaller("open_sandbox"), "game", ("Ctrl+B",),
            legend=QT_TRANSLATE_NOOP("MainWindow", "sandbox"),
            help=QT_TRANSLATE_NOOP("MainWindow", "A sandbox: a copy of any phase (or an empty board) to try orders in; "
                                                 "never the game"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Sandbox")),
    Command("why", QT_TRANSLATE_NOOP("MainWindow", "&Why? The figures of the selected result"), methodcaller("why"),
            "game", ("Ctrl+I",), legend=QT_TRANSLATE_NOOP("MainWindow", "why?"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Why? The selected result's figures: attack, hold, defend and prevent "
                                                 "strengths, supports counted or cut, convoy routes, the paradox rule"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Why?")),
    Separator("game"),
    Command("next", QT_TRANSLATE_NOOP("MainWindow", "Next power"), methodcaller("switch_power", +1), "game",
            ("Ctrl+PgDown",), app_wide=True, legend=QT_TRANSLATE_NOOP("MainWindow", "next / previous power"),
            help=_SWITCH_POWER),
    Command("prev", QT_TRANSLATE_NOOP("MainWindow", "Previous power"), methodcaller("switch_power", -1), "game",
            ("Ctrl+PgUp",), app_wide=True, legend=QT_TRANSLATE_NOOP("MainWindow", "next / previous power"),
            help=_SWITCH_POWER),
    *(Command(f"power_{n}", f"Power {n}", methodcaller("select_power", n - 1), None, (f"Ctrl+{n}",),
              legend=QT_TRANSLATE_NOOP("MainWindow", "power"), help=_POWER_PANE, translated=False)
      for n in range(1, 8)),
    Command("complete", QT_TRANSLATE_NOOP("MainWindow", "Complete a province name (a list when several fit)"), None,
            None, ("Tab",), legend=QT_TRANSLATE_NOOP("MainWindow", "complete a name")),  # the order pane's own key
    Command("accept_late", QT_TRANSLATE_NOOP("MainWindow", "Let the late sheet stand"), methodcaller("decide_late", True),
            "game", ("Ctrl+L",), legend=QT_TRANSLATE_NOOP("MainWindow", "late sheet stands"), help=_LATE_SHEET),
    Command("refuse_late", QT_TRANSLATE_NOOP("MainWindow", "Refuse the late sheet"), methodcaller("decide_late", False),
            "game", ("Ctrl+Shift+L",), help=_LATE_SHEET),
    Separator("game"),
    Command("civil", QT_TRANSLATE_NOOP("MainWindow", "Civil disorder for this power on/off (4.3)"),
            methodcaller("toggle_civil_disorder"), "game", ("Ctrl+Shift+C",),
            help=QT_TRANSLATE_NOOP("MainWindow", "Civil disorder for this power on/off (rule 4.3)"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Civil disorder")),
    Command("end", QT_TRANSLATE_NOOP("MainWindow", "Declare the &end of the game…"), methodcaller("declare_end"), "game",
            ("Ctrl+Shift+D",), help=QT_TRANSLATE_NOOP("MainWindow", "Declare the end of the game")),
    Command("note", QT_TRANSLATE_NOOP("MainWindow", "Add a &note to the record…"), methodcaller("add_note"), "game",
            ("Ctrl+M",), help=QT_TRANSLATE_NOOP("MainWindow", "Add a note to the record")),
    Separator("game"),
    Command("score", QT_TRANSLATE_NOOP("MainWindow", "&Score of the game…"), methodcaller("show_score"), "game",
            ("Ctrl+Shift+P",), help=QT_TRANSLATE_NOOP("MainWindow", "Score of the ended game: choose the scoring system")),
    Command("record_score", QT_TRANSLATE_NOOP("MainWindow", "&Record the score under the chosen system"),
            methodcaller("record_score"), "game", error_title=QT_TRANSLATE_NOOP("MainWindow", "Cannot score the game")),

    # --- Clock: the rulebook's periods (2.1-2.6) on the window's shared clock
    Menu("clock", QT_TRANSLATE_NOOP("MainWindow", "&Clock")),
    Command("clock", QT_TRANSLATE_NOOP("MainWindow", "Start / pause / resume"), methodcaller("clock_start_pause"), "clock",
            ("F5",), app_wide=True, legend=QT_TRANSLATE_NOOP("MainWindow", "clock start/pause"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Start / pause / resume the clock")),
    Command("end_period", QT_TRANSLATE_NOOP("MainWindow", "End the period now (all agree)"), methodcaller("end_period"),
            "clock", ("F6",), app_wide=True, legend=QT_TRANSLATE_NOOP("MainWindow", "end period"),
            help=QT_TRANSLATE_NOOP("MainWindow", "End the period now (all players agree, 2.2.2)")),
    Command("extend", QT_TRANSLATE_NOOP("MainWindow", "Extend by one minute"), methodcaller("extend", 60), "clock",
            ("F7",), app_wide=True, legend=QT_TRANSLATE_NOOP("MainWindow", "+1 min"), help=_EXTEND),
    Command("extend_by", QT_TRANSLATE_NOOP("MainWindow", "Extend by…"), methodcaller("extend_by"), "clock", ("Shift+F7",),
            app_wide=True, help=_EXTEND),
    Command("call_time", QT_TRANSLATE_NOOP("MainWindow", "Call time"), methodcaller("call_time"), "clock", ("F8",),
            app_wide=True, legend=QT_TRANSLATE_NOOP("MainWindow", "call time"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Call time (later changes are marked late, 2.1.3)")),
    Command("reopen", QT_TRANSLATE_NOOP("MainWindow", "Take back the call of time"), methodcaller("reopen_time"), "clock",
            ("Shift+F8",)),
    Command("auto_call_time", QT_TRANSLATE_NOOP("MainWindow", "Call time automatically when order writing runs out"),
            methodcaller("toggle_auto_call_time"), "clock", checkable=True),
    Separator("clock"),
    Command("timers", QT_TRANSLATE_NOOP("MainWindow", "Timer lengths…"), methodcaller("edit_timers"), "clock",
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Timer lengths")),

    # --- View (after the shared projector rows)
    Command("codes_only", QT_TRANSLATE_NOOP("MainWindow", "Province codes only on the boards"),
            methodcaller("toggle_codes_only"), "view", checkable=True),
    Command("unit_marks", QT_TRANSLATE_NOOP("MainWindow", "Unit marks in the language (陸/艦) instead of A/F"),
            methodcaller("toggle_unit_marks"), "view", checkable=True,
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Unit marks in the language")),
    Command("pending_all", QT_TRANSLATE_NOOP("MainWindow", "Typed orders of every power on the board"),
            methodcaller("toggle_pending_all"), "view", ("Ctrl+Shift+A",), checkable=True,
            help=QT_TRANSLATE_NOOP("MainWindow", "Typed orders on the board: every power's / the selected power's")),
    Command("palette", QT_TRANSLATE_NOOP("MainWindow", "Colours safe for colour-blind players"),
            methodcaller("toggle_palette"), "view", checkable=True),
    Command("initials", QT_TRANSLATE_NOOP("MainWindow", "Power initials on the units"), methodcaller("toggle_initials"),
            "view", checkable=True),
    Command("focus_orders", QT_TRANSLATE_NOOP("MainWindow", "Order pane"), methodcaller("focus_orders"), "view", ("F2",),
            help=QT_TRANSLATE_NOOP("MainWindow", "Back to the order pane")),
    Command("next_info", QT_TRANSLATE_NOOP("MainWindow", "Next results tab"), methodcaller("next_info_tab"), "view",
            ("F3",), legend=QT_TRANSLATE_NOOP("MainWindow", "results tabs"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Next results tab (results, retreats, centres, record)")),
    *(Command(f"tab_{name}", title, methodcaller("show_info_tab", i), "view", (f"Alt+{i + 1}",),
              legend=QT_TRANSLATE_NOOP("MainWindow", "results table … score tab"), help=_TAB_KEYS)
      for i, (name, title) in enumerate((("results", QT_TRANSLATE_NOOP("MainWindow", "Results table")),
                                         ("retreats", QT_TRANSLATE_NOOP("MainWindow", "Retreats tab")),
                                         ("centres", QT_TRANSLATE_NOOP("MainWindow", "Centres && adjustments tab")),
                                         ("record", QT_TRANSLATE_NOOP("MainWindow", "Record tab")),
                                         ("score", QT_TRANSLATE_NOOP("MainWindow", "Score tab"))))),
    Command("results_room", QT_TRANSLATE_NOOP("MainWindow", "Results at full height"), methodcaller("toggle_results_room"),
            "view", ("F4",), checkable=True, legend=QT_TRANSLATE_NOOP("MainWindow", "results full height"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Results at full height / the board back")),
    Command("click_inserts", QT_TRANSLATE_NOOP("MainWindow", "A click on the board writes the space into the sheet"),
            methodcaller("toggle_click_inserts"), "view", checkable=True,
            help=QT_TRANSLATE_NOOP("MainWindow", "Ctrl+click on the board: write the space into the sheet"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "A click on the board writes the space into the sheet")),
    Command("fit_board", QT_TRANSLATE_NOOP("MainWindow", "Fit the board"), methodcaller("_fit_board"), "view",
            ("Ctrl+0",), help=QT_TRANSLATE_NOOP("MainWindow", "Fit the board to its window")),
)

COMMANDS: tuple[Row, ...] = window_rows(ROWS)  # the window's whole table while it shows Diplomacy


# --- the shared functions, with this table as their default ------------------------------------------

def commands(rows: Iterable[Row] = COMMANDS) -> list[Command]:
    return _shell.commands(rows)


def command(name: str, rows: Iterable[Row] = COMMANDS) -> Command:
    return _shell.command(name, rows)


def shortcut_rows(rows: Iterable[Row] = COMMANDS) -> list[tuple[tuple[str, ...], str]]:
    return _shell.shortcut_rows(rows)


def legend_rows(rows: Iterable[Row] = COMMANDS) -> list[tuple[tuple[str, ...], str]]:
    return _shell.legend_rows(rows)


def shortcut_list(rows: Iterable[Row] = COMMANDS) -> list[tuple[str, str]]:
    return _shell.shortcut_list(rows)


def shortcut_html(rows: Iterable[Row] = COMMANDS) -> str:
    return _shell.shortcut_html(rows)


def key_legend(rows: Iterable[Row] = COMMANDS) -> str:
    return _shell.key_legend(rows)


__all__ = ["COMMANDS", "Command", "EXPORT_FORMATS", "Menu", "ROWS", "Row", "Separator", "command", "commands",
           "key_legend", "keys_text", "legend_rows", "plain", "shortcut_html", "shortcut_list", "shortcut_rows"]

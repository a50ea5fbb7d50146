"""列欧帝国棋's rows of the window's command table (see ``referee_app/gui/commands.py``).

Its export formats (File > Export: the text log, the JSON record, the HTML report of ``exports/lieou_*``),
its menu (the dice, the choice awaited, undo, the action line) and the keys the action line handles itself
(Tab, Enter), listed for F1. Each handler is called with the window, which passes what it does not have
itself to the game's window part (``panels.LieouPanels``).
"""

from __future__ import annotations

from operator import methodcaller

from ..commands import Command, Menu, Row, Separator, export_rows
from ..language import QT_TRANSLATE_NOOP

EXPORT_FORMATS = [
    ("text", QT_TRANSLATE_NOOP("MainWindow", "Log of every action and die (text)…")),
    ("json", QT_TRANSLATE_NOOP("MainWindow", "Game record (JSON)…")),
    ("html", QT_TRANSLATE_NOOP("MainWindow", "Web page: the board after each turn, lands and armies chart…")),
]
_CANNOT = QT_TRANSLATE_NOOP("MainWindow", "Cannot do that now")

ROWS: tuple[Row, ...] = (
    # --- File > Export
    *export_rows(EXPORT_FORMATS),

    # --- the game's menu
    Menu("lieou", QT_TRANSLATE_NOOP("MainWindow", "&Empires")),
    Command("lieou_line", QT_TRANSLATE_NOOP("MainWindow", "Go to the &action line"), methodcaller("focus_line"), "lieou",
            ("Ctrl+L", "F2"), legend=QT_TRANSLATE_NOOP("MainWindow", "action line"),
            help=QT_TRANSLATE_NOOP("MainWindow", "To the action line (one action a line, docs/lieou.md)")),
    Command("lieou_roll", QT_TRANSLATE_NOOP("MainWindow", "&Roll the next dice"), methodcaller("roll_next"), "lieou",
            ("Ctrl+R",), legend=QT_TRANSLATE_NOOP("MainWindow", "roll"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Roll the next dice (one round); with the table's dice: type them"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Cannot roll")),
    Command("lieou_fight", QT_TRANSLATE_NOOP("MainWindow", "&Fight the battle to the end"), methodcaller("fight"),
            "lieou", ("Ctrl+Shift+R",), legend=QT_TRANSLATE_NOOP("MainWindow", "whole battle"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Roll every die until a choice is awaited or all is decided"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Cannot roll")),
    Command("lieou_choose", QT_TRANSLATE_NOOP("MainWindow", "Take the &default choice"), methodcaller("choose_default"),
            "lieou", ("Ctrl+D",), help=QT_TRANSLATE_NOOP("MainWindow", "Answer the choice awaited with its default"),
            error_title=_CANNOT),
    Command("lieou_rules", QT_TRANSLATE_NOOP("MainWindow", "Readings and &options of this game…"),
            methodcaller("show_rules"), "lieou",
            help=QT_TRANSLATE_NOOP("MainWindow", "The rules card: every reading and option chosen (4.2.1, 5.3.1 …)")),
    Separator("lieou"),
    Command("lieou_undo", QT_TRANSLATE_NOOP("MainWindow", "&Undo the last action"), methodcaller("undo_action"),
            "lieou", ("Ctrl+Alt+Z",), legend=QT_TRANSLATE_NOOP("MainWindow", "undo"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Undo the last action (it stays in the record, taken back)"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Cannot undo")),
    # the action line's Enter (called by the line, not a window key) and the keys it handles itself
    Command("lieou_act", QT_TRANSLATE_NOOP("MainWindow", "Do the action typed"), methodcaller("submit"),
            error_title=_CANNOT),
    Command("lieou_enter", QT_TRANSLATE_NOOP("MainWindow", "Do the action typed"), None, None, ("Return",)),
    Command("lieou_tab", QT_TRANSLATE_NOOP("MainWindow", "Complete the action (the lines that fit are listed)"), None,
            None, ("Tab",), legend=QT_TRANSLATE_NOOP("MainWindow", "complete")),
)

__all__ = ["EXPORT_FORMATS", "ROWS"]

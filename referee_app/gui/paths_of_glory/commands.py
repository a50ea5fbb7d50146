"""Paths of Glory's rows of the window's command table (see ``referee_app/gui/commands.py``).

Its export formats (File > Export), its Game menu (the sequence of play, the dice, the VP track, the
events the aid must know of), and its View rows. Each handler is called with the window, which
passes what it does not have itself to the game's window part (``panels.PogPanels``).
"""

from __future__ import annotations

from operator import methodcaller
from typing import Any

from ..commands import Command, Menu, Row, Separator, export_rows
from ..language import QT_TRANSLATE_NOOP

EXPORT_FORMATS = [
    ("json", QT_TRANSLATE_NOOP("MainWindow", "Game record (JSON)…")),
    ("text", QT_TRANSLATE_NOOP("MainWindow", "The record, plain text…")),
    ("html", QT_TRANSLATE_NOOP("MainWindow", "Web page with the VP chart…")),
]
_ROLL = QT_TRANSLATE_NOOP("MainWindow", "Roll: the mandated offensives (A), the combat (B), a siege (D)")
_RECORD = QT_TRANSLATE_NOOP("MainWindow", "Log the action round (B), the replacement points spent (F)")

def _confirm_offer(window: Any, key: str = "") -> Any:
    """The offered VP change ``key`` (the first one offered when none is named) confirmed."""
    return window.confirm_offer(key)


ROWS: tuple[Row, ...] = (
    # --- File > Export
    *export_rows(EXPORT_FORMATS),

    # --- Game: the sequence of play (6.0)
    Menu("game", QT_TRANSLATE_NOOP("MainWindow", "&Game")),
    Command("next_segment", QT_TRANSLATE_NOOP("MainWindow", "&Finish the segment"), methodcaller("next_segment"), "game",
            ("Ctrl+Return", "Ctrl+Enter"), app_wide=True, legend=QT_TRANSLATE_NOOP("MainWindow", "finish the segment"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Finish the segment and go to the next (6.0)"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Cannot finish the segment")),
    Command("undo_operation", QT_TRANSLATE_NOOP("MainWindow", "&Undo the last operation"), methodcaller("undo_operation"),
            "game", ("Ctrl+Alt+Z",), legend=QT_TRANSLATE_NOOP("MainWindow", "undo"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Undo the last operation (it stays in the record, taken back)"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Cannot undo")),
    Separator("game"),
    Command("roll", QT_TRANSLATE_NOOP("MainWindow", "&Roll"), methodcaller("roll"), "game", ("Ctrl+R",),
            legend=QT_TRANSLATE_NOOP("MainWindow", "roll"), help=_ROLL,
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Cannot roll")),
    Command("record_entry", QT_TRANSLATE_NOOP("MainWindow", "&Log the action / the RP spent"), methodcaller("record_entry"),
            "game", ("Ctrl+L",), legend=QT_TRANSLATE_NOOP("MainWindow", "log the action"), help=_RECORD,
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Cannot log it")),
    Command("combat", QT_TRANSLATE_NOOP("MainWindow", "&Combat"), methodcaller("show_combat"), "game", ("Ctrl+B",),
            legend=QT_TRANSLATE_NOOP("MainWindow", "combat"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Combat (12.2.1): the units and cards of the next combat")),
    Command("new_combat", QT_TRANSLATE_NOOP("MainWindow", "New combat"), methodcaller("new_combat"), "game",
            ("Ctrl+Shift+B",), help=QT_TRANSLATE_NOOP("MainWindow", "A new combat: the inputs cleared")),
    Command("mo_made", QT_TRANSLATE_NOOP("MainWindow", "Mandated offensive &made…"), methodcaller("mandated_made"), "game",
            ("Ctrl+Shift+M",), help=QT_TRANSLATE_NOOP("MainWindow", "A side made its mandated offensive (7.1.3)"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Mandated offensive")),
    Command("entrench", QT_TRANSLATE_NOOP("MainWindow", "&Entrenchment roll…"), methodcaller("entrench"), "game",
            ("Ctrl+E",), help=QT_TRANSLATE_NOOP("MainWindow", "An entrenchment roll (11.2)"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Entrenchment roll")),
    Separator("game"),
    Command("vp_change", QT_TRANSLATE_NOOP("MainWindow", "&VP change…"), methodcaller("vp_change"), "game",
            ("Ctrl+Shift+V",), legend=QT_TRANSLATE_NOOP("MainWindow", "VP change"),
            help=QT_TRANSLATE_NOOP("MainWindow", "A change of the VP track read off the VP table (5.1.2)"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "VP change")),
    Command("confirm_offer", QT_TRANSLATE_NOOP("MainWindow", "C&onfirm the offered VP change"), _confirm_offer, "game",
            ("Ctrl+Shift+O",), help=QT_TRANSLATE_NOOP("MainWindow", "Confirm a VP change the state gives (E.1, E.4): it is recorded with its reason"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "VP change")),
    Command("place_stack", QT_TRANSLATE_NOOP("MainWindow", "A space's &stack…"), methodcaller("place_stack"), "game",
            ("Ctrl+Shift+P",), help=QT_TRANSLATE_NOOP("MainWindow", "The order of battle: a space's units, trench and control"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "A space's stack")),
    Command("after_combat", QT_TRANSLATE_NOOP("MainWindow", "Re&treat or advance after the combat…"), methodcaller("after_combat"),
            "game", ("Ctrl+Shift+G",), help=QT_TRANSLATE_NOOP("MainWindow", "The order of battle: the last combat's retreat or advance (12.5, 12.6)"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Retreat or advance")),
    Command("attrition", QT_TRANSLATE_NOOP("MainWindow", "Remove the units out of s&upply (C)"), methodcaller("attrition"),
            "game", help=QT_TRANSLATE_NOOP("MainWindow", "Phase C with the order of battle kept: the units out of supply removed (14.3.5)"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Attrition")),
    Command("flags", QT_TRANSLATE_NOOP("MainWindow", "Events in &play…"), methodcaller("events_in_play"), "game",
            ("Ctrl+Shift+F",), help=QT_TRANSLATE_NOOP("MainWindow", "Events the aid must know of (Hoffmann, Entrench …)"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Events in play")),
    Command("war_entry", QT_TRANSLATE_NOOP("MainWindow", "A nation enters the &war…"), methodcaller("enter_war"), "game",
            ("Ctrl+Shift+W",), help=QT_TRANSLATE_NOOP("MainWindow", "A nation enters the war"),
            error_title=QT_TRANSLATE_NOOP("MainWindow", "A nation enters the war")),
    Separator("game"),
    Command("peace", QT_TRANSLATE_NOOP("MainWindow", "Peace terms &accepted…"), methodcaller("accept_peace"), "game",
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Peace terms")),
    Command("armistice", QT_TRANSLATE_NOOP("MainWindow", "Arm&istice (E.3)…"), methodcaller("armistice"), "game",
            error_title=QT_TRANSLATE_NOOP("MainWindow", "Armistice")),
    Command("note", QT_TRANSLATE_NOOP("MainWindow", "Add a &note to the record…"), methodcaller("add_note"), "game",
            ("Ctrl+M",), help=QT_TRANSLATE_NOOP("MainWindow", "Add a note to the record")),

    # --- View (after the shared projector rows)
    Command("focus_entry", QT_TRANSLATE_NOOP("MainWindow", "The segment's entry"), methodcaller("focus_entry"), "view",
            ("F2",), legend=QT_TRANSLATE_NOOP("MainWindow", "the segment's entry"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Back to the segment's entry (the action, the dice, the RP)")),
    Command("next_tab", QT_TRANSLATE_NOOP("MainWindow", "Next tab"), methodcaller("next_tab"), "view", ("F3",),
            legend=QT_TRANSLATE_NOOP("MainWindow", "record / VP chart / counts"),
            help=QT_TRANSLATE_NOOP("MainWindow", "Next tab (record, VP chart, counts)")),
    Command("checklist", QT_TRANSLATE_NOOP("MainWindow", "The segment's checklist"), methodcaller("focus_checklist"),
            "view", ("F4",), help=QT_TRANSLATE_NOOP("MainWindow", "To the checklist (Space ticks a line)")),
)

__all__ = ["EXPORT_FORMATS", "ROWS"]

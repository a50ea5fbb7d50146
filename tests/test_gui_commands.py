"""The window's commands are one table (referee_app/gui/commands.py): the menus, the keyboard list
(F1) and the key legend are derived from it, each shortcut runs its command, and every command's
errors reach the referee through one path (MainWindow.run)."""

from __future__ import annotations

import inspect
from typing import Any

import pytest
from gui_helpers import focused, make_window, type_all
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMessageBox

from referee_app.core.clock import ClockError
from referee_app.core.record import RecordError
from referee_app.games.diplomacy import Game, RefereeError
from referee_app.games.diplomacy.rules.i18n import error_text
from referee_app.gui import main_window
from referee_app.gui.diplomacy import commands as C
from referee_app.gui.main_window import MainWindow


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def with_keys() -> list[C.Command]:
    return [c for c in C.commands() if c.keys]


def acting() -> list[C.Command]:
    return [c for c in C.commands() if c.handler is not None]


def window(qtbot):
    w = make_window(qtbot)
    w.titled = []  # (title, text) of every message shown
    w.tell = lambda title, text: (w.titled.append((title, text)), w.told.append(text))
    return w


# --- the table itself ----------------------------------------------------------------------------

def test_the_table_is_well_formed():
    names = [c.name for c in C.commands()]
    assert len(names) == len(set(names)), "two commands share a name"
    declared: set[str] = set()
    for row in C.COMMANDS:
        if isinstance(row, C.Menu):
            assert row.parent is None or row.parent in declared, f"menu {row.name} before its parent"
            assert row.filler is None or callable(getattr(MainWindow, row.filler, None))
            declared.add(row.name)
        elif isinstance(row, C.Separator):
            assert row.menu in declared
        else:
            assert row.menu is None or row.menu in declared, f"{row.name}: menu {row.menu} is not declared before it"
            if isinstance(row.handler, str):
                assert callable(getattr(MainWindow, row.handler, None)), f"{row.name}: no MainWindow.{row.handler}"
            assert all(not QKeySequence(k).isEmpty() for k in row.keys), row.keys
            assert row.menu is not None or row.keys, f"{row.name} can be reached neither by menu nor by key"


def test_no_two_commands_share_a_key():
    seen: dict[str, str] = {}
    for c in with_keys():
        for k in c.keys:
            key = QKeySequence(k).toString(QKeySequence.SequenceFormat.PortableText)
            # an application-wide key would shadow a window key: one key, one command, whatever the context
            assert key not in seen, f"{key} is both {seen[key]} and {c.name}"
            seen[key] = c.name


def test_no_two_actions_of_the_window_share_a_key(qtbot):
    w = window(qtbot)
    seen: dict[str, str] = {}
    for act in w.actions():
        for seq in act.shortcuts():
            key = seq.toString(QKeySequence.SequenceFormat.PortableText)
            assert key not in seen, f"{key} is both {seen[key]!r} and {act.text()!r}"
            seen[key] = act.text()


def test_keys_are_shown_compactly():
    assert C.keys_text(["F7", "Shift+F7"]) == "F7 / Shift+F7"
    assert C.keys_text([f"Ctrl+{n}" for n in range(1, 8)]) == "Ctrl+1 … Ctrl+7"
    assert C.keys_text(["Ctrl+N", "Ctrl+O", "Ctrl+Shift+S"]) == "Ctrl+N / Ctrl+O / Ctrl+Shift+S"
    assert C.keys_text(["Ctrl+1", "Ctrl+3", "Ctrl+4"]) == "Ctrl+1 / Ctrl+3 / Ctrl+4"  # not a run
    assert C.plain("&Save") == "Save" and C.plain("保存(&S)") == "保存" and C.plain("Centres && adjustments") == \
        "Centres & adjustments"


# --- the menus ------------------------------------------------------------------------------------

# What the menus are, key for key (English): the table must keep it (they were so before the table, and the
# tournament and score commands came after, and the position editor's, the sandbox's and Why?).
MENUS_BEFORE = """\
&File
  &New game… [Ctrl+N]
  New game from a &position… [Ctrl+Shift+N]
  &Open… [Ctrl+O]
  Recent games >
  &Save [Ctrl+S]
  Save &as… [Ctrl+Shift+S]
  &Export >
    Export… [Ctrl+Shift+E]
    ---
    Game record (JSON)…
    Results log, plain text…
    Saved game of the 'diplomacy' package (JSON)…
    Boards of every phase (SVG, zip)…
    Boards of every phase (PNG, zip)…
    Web page with every phase…
  ---
  &Tournament… [Ctrl+T]
  &Join a tournament… [Ctrl+Shift+J] checkable
  Ask to leave the room's clock
  ---
  &Quit [Ctrl+Q]
&Game
  &Adjudicate [Ctrl+Return, Ctrl+Enter] app
  &Undo last adjudication or correction [Ctrl+Alt+Z]
  Correct the &position… [Ctrl+E]
  &Sandbox… [Ctrl+B]
  &Why? The figures of the selected result [Ctrl+I]
  ---
  Next power [Ctrl+PgDown] app
  Previous power [Ctrl+PgUp] app
  Let the late sheet stand [Ctrl+L]
  Refuse the late sheet [Ctrl+Shift+L]
  ---
  Civil disorder for this power on/off (4.3) [Ctrl+Shift+C]
  Declare the &end of the game… [Ctrl+Shift+D]
  Add a &note to the record… [Ctrl+M]
  ---
  &Score of the game… [Ctrl+Shift+P]
  &Record the score under the chosen system
&Clock
  Start / pause / resume [F5] app
  End the period now (all agree) [F6] app
  Extend by one minute [F7] app
  Extend by… [Shift+F7] app
  Call time [F8] app
  Take back the call of time [Shift+F8]
  Call time automatically when order writing runs out checkable
  ---
  Timer lengths…
&View
  &Projector window [F11] app
  Projector full screen [Shift+F11] app
  &Share with players (phones, local network) checkable
  Province codes only on the boards checkable
  Unit marks in the language (陸/艦) instead of A/F checkable
  Typed orders of every power on the board [Ctrl+Shift+A] checkable
  Colours safe for colour-blind players checkable
  Power initials on the units checkable
  Order pane [F2]
  Next results tab [F3]
  Results table [Alt+1]
  Retreats tab [Alt+2]
  Centres && adjustments tab [Alt+3]
  Record tab [Alt+4]
  Score tab [Alt+5]
  Results at full height [F4] checkable
  A click on the board writes the space into the sheet checkable
  Fit the board [Ctrl+0]
&Language
  System language checkable
  ---
  English checkable
  繁體中文 checkable
  简体中文 checkable
  日本語 checkable
&Help
  &Keyboard [F1]
  &About the referee's desk
"""


def describe_menus(w: MainWindow) -> str:
    lines: list[str] = []

    def walk(menu: Any, depth: int) -> None:
        for act in menu.actions():
            pad = "  " * depth
            if act.isSeparator():
                lines.append(pad + "---")
            elif act.menu() is not None:
                lines.append(f"{pad}{act.text()} >")
                walk(act.menu(), depth + 1)
            else:
                keys = [k.toString(QKeySequence.SequenceFormat.PortableText) for k in act.shortcuts()]
                line = pad + act.text() + (f" [{', '.join(keys)}]" if keys else "")
                if act.shortcutContext() is Qt.ShortcutContext.ApplicationShortcut:
                    line += " app"
                if act.isCheckable():
                    line += " checkable"
                lines.append(line)

    for act in w.menuBar().actions():
        lines.append(act.text())
        walk(act.menu(), 1)
    return "\n".join(lines) + "\n"


def test_the_menus_are_what_they_were(qtbot):
    assert describe_menus(window(qtbot)) == MENUS_BEFORE


def test_the_menus_follow_the_table(qtbot):
    w = window(qtbot)
    menus = [r for r in C.COMMANDS if isinstance(r, C.Menu)]
    assert [a.menu() for a in w.menuBar().actions()] == [getattr(w, f"{m.name}_menu") for m in menus if m.parent is None]
    by_action = {act: name for name, act in w.command_actions.items()}
    for m in menus:
        expected = []
        for row in C.COMMANDS:
            if isinstance(row, C.Command) and row.menu == m.name:
                expected.append(row.name)
            elif isinstance(row, C.Separator) and row.menu == m.name:
                expected.append("---")
            elif isinstance(row, C.Menu) and row.parent == m.name:
                expected.append(f"{row.name} >")
        menu = getattr(w, f"{m.name}_menu")
        assert menu.title() == tr(m.title)
        got = ["---" if a.isSeparator() else
               next(f"{n.name} >" for n in menus if a.menu() is getattr(w, f"{n.name}_menu")) if a.menu() is not None else
               by_action[a] for a in menu.actions()]
        if m.filler is None:
            assert got == expected, m.name
    for c in acting():
        act = getattr(w, f"act_{c.name}")
        assert act is w.command_actions[c.name]
        assert [k.toString() for k in act.shortcuts()] == [QKeySequence(k).toString() for k in c.keys], c.name
        context = Qt.ShortcutContext.ApplicationShortcut if c.app_wide else Qt.ShortcutContext.WindowShortcut
        assert act.shortcutContext() is context, c.name
        assert act.isCheckable() == c.checkable
        assert act.text() == (tr(c.title) if c.translated else c.title)
        assert act in w.actions()  # its keys work while any widget of the window has the focus


def test_menus_follow_the_language(qtbot):
    w = window(qtbot)
    w.set_language("ja", remember=False)
    assert w.act_adjudicate.text() == "判定(&A)" and w.clock_menu.title() == "時計(&C)"
    assert w.act_languages["ja"].text() == "日本語" and w.act_languages["ja"].isChecked()
    w.set_language("en", remember=False)
    assert w.act_adjudicate.text() == "&Adjudicate"


# --- the keyboard list (F1) and the legend ---------------------------------------------------------

def shown_keys(qtbot, w, monkeypatch) -> str:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: shown.append((title, text)))
    qtbot.keyClick(focused(w), Qt.Key.Key_F1)
    assert len(shown) == 1
    assert shown[0][0] == tr("Keyboard")
    return shown[0][1]


def test_every_command_with_keys_is_in_the_f1_list(qtbot, monkeypatch):
    w = window(qtbot)
    page = shown_keys(qtbot, w, monkeypatch)
    rows = C.shortcut_rows()
    listed = [k for keys, _ in rows for k in keys]
    for c in with_keys():
        for k in c.keys:
            assert k in listed, f"{c.name}: {k} is not in the F1 list"
        line = next(keys for keys, text in rows if text == c.help_text)
        assert set(c.keys) <= set(line)  # on the line of its own help text
    assert len(listed) == len(set(listed))
    for keys, text in C.shortcut_list():
        assert f"<b>{keys}</b>" in page and C.plain(tr(text)).replace("'", "&#x27;") in page.replace("'", "&#x27;")
    # lines that put several commands together
    assert "<b>Ctrl+1 … Ctrl+7</b></td><td>&nbsp;&nbsp;Order pane of power 1 … 7" in page
    assert "<b>Ctrl+PgDown / Ctrl+PgUp</b></td><td>&nbsp;&nbsp;Next / previous power" in page
    assert "<b>Ctrl+N / Ctrl+O / Ctrl+Shift+S</b></td><td>&nbsp;&nbsp;New / open / save the game as" in page
    assert "<b>Ctrl+Return / Ctrl+Enter</b></td><td>&nbsp;&nbsp;Adjudicate the phase" in page
    assert "<b>Tab</b>" in page and "<b>Shift+F8</b></td><td>&nbsp;&nbsp;Take back the call of time" in page
    assert "<b>Ctrl+S</b></td><td>&nbsp;&nbsp;Save<" in page  # the menu's text without its accelerator


def test_a_new_command_appears_in_the_f1_list_and_the_legend():
    extra = C.Command("shout", "Shout", "show_keys", "help", ("Ctrl+Shift+F9",), legend="shout", help="Shout at the table")
    rows = (*C.COMMANDS, extra)
    assert (("Ctrl+Shift+F9",), "Shout at the table") in C.shortcut_rows(rows)
    assert "Ctrl+Shift+F9 shout" in C.key_legend(rows)
    assert ("Ctrl+Shift+F9", "Shout at the table") in C.shortcut_list(rows)
    assert "Ctrl+Shift+F9" not in C.key_legend() and "Ctrl+Shift+F9" not in C.shortcut_html()


def test_the_f1_list_speaks_the_language(qtbot, monkeypatch):
    w = window(qtbot)
    w.set_language("zh_Hant", remember=False)
    page = shown_keys(qtbot, w, monkeypatch)
    assert "第1…7國之指令欄" in page and "下一國／上一國" in page
    assert "Order pane" not in page


def test_the_legend_is_derived_from_the_table(qtbot):
    w = window(qtbot)
    text = w.power_tabs.keys.text()
    assert text == C.key_legend()
    assert text.startswith("<b>Keys</b><br>")
    for c in C.commands():
        if c.legend is not None:
            assert f"{C.keys_text(c.keys[:1])} {c.legend}" in text or c.name.startswith(("power_", "prev", "next", "tab_"))
    assert "Ctrl+1 … Ctrl+7 power" in text and "Ctrl+PgDown / Ctrl+PgUp next / previous power" in text
    assert "Tab complete a name" in text and "F1 all keys" in text and "Ctrl+Alt+Z undo" in text
    assert "Ctrl+Shift+L" not in text  # no legend text: not in the legend
    lines = text.split("<br>")
    assert len(lines) == 1 + len(C.legend_rows())
    w.set_language("zh_Hant", remember=False)
    text = w.power_tabs.keys.text()
    assert text.startswith("<b>按鍵</b>") and "Ctrl+Return 行動裁定" in text and "F8 宣告時限完結" in text
    w.set_language("ja", remember=False)
    assert "F11 プロジェクター" in w.power_tabs.keys.text()


# --- each shortcut runs its command ----------------------------------------------------------------

class Recorder:
    """Stands in for the window: records what a command's handler calls on it."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = []

    def __getattr__(self, name: str) -> Any:
        return lambda *a, **k: self.calls.append((name, a, k))


def expected_call(c: C.Command) -> tuple[str, tuple[Any, ...], dict[str, Any]]:
    rec = Recorder()
    if isinstance(c.handler, str):
        getattr(rec, c.handler)()
    else:
        assert c.handler is not None
        c.handler(rec)
    assert len(rec.calls) == 1
    return rec.calls[0]


# What each command ran before the table (the window's methods and their arguments).
CALLS_BEFORE = {
    "new": ("new_game", ()), "new_from_position": ("new_game_from_position", ()), "open": ("_open_game", ()), "save": ("save", ()), "save_as": ("_save_as", ()),
    "export": ("export_dialog", ()), "export_json": ("export", ("json",)), "export_text": ("export", ("text",)),
    "export_diplomacy_json": ("export", ("diplomacy-json",)), "export_svg": ("export", ("svg",)),
    "export_png": ("export", ("png",)), "export_html": ("export", ("html",)), "quit": ("close", ()),
    "tournament": ("open_tournament", ()), "join_tournament": ("join_tournament", ()), "own_clock": ("ask_own_clock", ()), "score": ("show_score", ()), "record_score": ("record_score", ()),
    "adjudicate": ("adjudicate", ()), "undo": ("undo", ()), "edit_position": ("edit_position", ()),
    "sandbox": ("open_sandbox", ()), "why": ("why", ()), "next": ("switch_power", (1,)),
    "prev": ("switch_power", (-1,)), **{f"power_{n}": ("select_power", (n - 1,)) for n in range(1, 8)},
    "accept_late": ("decide_late", (True,)), "refuse_late": ("decide_late", (False,)),
    "civil": ("toggle_civil_disorder", ()), "end": ("declare_end", ()), "note": ("add_note", ()),
    "clock": ("clock_start_pause", ()), "end_period": ("end_period", ()), "extend": ("extend", (60,)),
    "extend_by": ("extend_by", ()), "call_time": ("call_time", ()), "reopen": ("reopen_time", ()),
    "auto_call_time": ("toggle_auto_call_time", ()), "results_room": ("toggle_results_room", ()),
    "click_inserts": ("toggle_click_inserts", ()), "unit_marks": ("toggle_unit_marks", ()),
    "pending_all": ("toggle_pending_all", ()), "palette": ("toggle_palette", ()), "initials": ("toggle_initials", ()),
    "timers": ("edit_timers", ()), "projector": ("toggle_projector", ()), "projector_full": ("projector_full_screen", ()),
    "share": ("toggle_share", ()),
    "codes_only": ("toggle_codes_only", ()), "focus_orders": ("focus_orders", ()), "next_info": ("next_info_tab", ()),
    **{f"tab_{name}": ("show_info_tab", (i,)) for i, name in enumerate(("results", "retreats", "centres", "record", "score"))},
    "fit_board": ("_fit_board", ()), "system_language": ("set_language", ("system",)),
    **{f"language_{code}": ("set_language", (code,)) for code in ("en", "zh_Hant", "zh_Hans", "ja")},
    "keys": ("show_keys", ()), "about": ("show_about", ()),
}


def test_each_command_runs_what_it_ran_before():
    assert {c.name: expected_call(c)[:2] for c in acting()} == CALLS_BEFORE


def key_click(qtbot, w, key: str) -> None:
    combo = QKeySequence(key)[0]
    qtbot.keyClick(focused(w), combo.key(), combo.keyboardModifiers())


@pytest.mark.parametrize("name", [c.name for c in with_keys() if c.handler is not None])
def test_each_shortcut_runs_its_command(qtbot, name):
    c = C.command(name)
    w = window(qtbot)
    method, args, kwargs = expected_call(c)
    calls: list[tuple[tuple[Any, ...], dict[str, Any]]] = []
    setattr(w, method, lambda *a, **k: calls.append((a, k)))
    for key in c.keys:
        key_click(qtbot, w, key)
    delattr(w, method)
    assert calls == [(args, kwargs)] * len(c.keys), f"{c.keys} did not run {name}"


def test_the_power_keys_switch_panes_for_real(qtbot):
    w = window(qtbot)
    for n in (3, 7, 1):
        key_click(qtbot, w, f"Ctrl+{n}")
        assert w.power_tabs.currentIndex() == n - 1 and w.current_pane().editor.hasFocus()
    key_click(qtbot, w, "Ctrl+PgUp")  # from the first power back to the last
    assert w.power_tabs.currentIndex() == 6
    key_click(qtbot, w, "Ctrl+PgDown")
    key_click(qtbot, w, "Ctrl+PgDown")
    assert w.power_tabs.currentIndex() == 1


def test_buttons_go_through_the_dispatcher(qtbot):
    w = window(qtbot)
    ran: list[str] = []
    real = w.run
    w.run = lambda name, *a: (ran.append(name), real(name, *a))[1]
    w.adjudicate_button.click()
    w.clock_button.click()
    w.call_time_button.click()
    assert ran == ["adjudicate", "clock", "call_time"]


# --- one path for errors ---------------------------------------------------------------------------

def a_referee_error(game: Game) -> RefereeError:
    """A real error naming provinces (so that its text needs the ruleset's names)."""
    return RefereeError(game.check_line("FRANCE", "A Par - Mun").message)


@pytest.mark.parametrize("name", [c.name for c in acting()])
def test_every_command_shows_its_errors_under_its_title(qtbot, name):
    c = C.command(name)
    w = window(qtbot)
    w.set_language("ja", remember=False)
    method, _args, _kwargs = expected_call(c)
    error = a_referee_error(w.game)

    def fail(*a: Any, **k: Any) -> None:
        raise error

    setattr(w, method, fail)
    result = w.run(name)
    delattr(w, method)
    assert result is None
    assert w.titled == [(C.plain(tr(c.error_text_title)), "パリはミュンヘンに隣接していません")]
    assert not any("a" <= ch.lower() <= "z" for ch in w.titled[0][0]), w.titled  # a Japanese title


def test_an_error_in_adjudication_is_told_and_the_window_goes_on(qtbot):
    w = window(qtbot)
    w.set_language("zh_Hant", remember=False)
    game = w.game
    type_all(qtbot, w, {"FRANCE": ["A Par - Bur"]})
    error = a_referee_error(game)
    real = game.process

    def broken() -> None:
        raise error

    game.process = broken
    key_click(qtbot, w, "Ctrl+Return")
    assert w.titled == [("無法裁定", error_text(error, "zh_Hant", game.ruleset))]
    assert "巴黎" in w.titled[0][1]
    assert str(game.phase) == "S1901M" and w.isVisible()
    game.process = real
    key_click(qtbot, w, "Ctrl+Return")  # the window still works
    assert str(game.phase) == "F1901M" and len(w.titled) == 1
    assert "BUR" in game.position.units  # France's move was adjudicated


def test_clock_and_file_errors_take_the_same_path(qtbot, tmp_path, monkeypatch):
    w = window(qtbot)

    class BadTimers:
        def __init__(self, *a: Any) -> None:
            self.fields = self

        def exec(self) -> Any:
            return main_window.QDialog.DialogCode.Accepted

        def settings(self) -> Any:
            raise ClockError("a period cannot last 0 minutes")

    monkeypatch.setattr(main_window, "TimersDialog", BadTimers)
    w.act_timers.trigger()
    assert w.titled[-1] == ("Timer lengths", "a period cannot last 0 minutes")

    assert not w.open_game(str(tmp_path / "nowhere.dipgame"))  # from code, as the command line does: the same path
    assert w.titled[-1][0] == "Cannot open the game" and "nowhere.dipgame" in w.titled[-1][1]

    path = tmp_path / "game.dipgame"
    assert w.save_as(str(path))

    def full(*a: Any, **k: Any) -> None:
        raise RecordError("the disk is full")

    w.gamefile.save_as = full
    assert not w.save_as(str(tmp_path / "other.dipgame"))
    assert w.titled[-1] == ("Cannot save the game", "the disk is full")
    assert w.gamefile is not None and w.gamefile.path == path  # the game stays in its file
    w.gamefile.save_as = type(w.gamefile).save_as.__get__(w.gamefile)


def test_the_handlers_leave_errors_to_the_dispatcher():
    from referee_app.gui.diplomacy.panels import DiplomacyPanels  # the window's part while it shows Diplomacy

    for name in ("adjudicate", "undo", "toggle_civil_disorder", "edit_timers", "_save_as"):
        src = inspect.getsource(getattr(MainWindow, name, None) or getattr(DiplomacyPanels, name))
        assert "except" not in src, f"MainWindow.{name} catches an error itself"

"""Sandboxes in the window: a copy of any phase (or an empty board) in its own window, orders for any
power, forward and back; never the game, its file (byte for byte) or the projector, unless the referee
shows it there for teaching; saved as a file of its own and opened again."""

from __future__ import annotations

from pathlib import Path

from gui_helpers import SPRING_1901, FakeTime, focused, make_window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from referee_app.core.record import GameFile
from referee_app.gui import commands as C
from referee_app.gui.diplomacy import position_editor
from referee_app.gui.sandbox_window import SandboxWindow, game_keys


def file_bytes(path: Path) -> dict[str, bytes]:
    """The game file and its companions, byte for byte."""
    return {p.name: p.read_bytes() for p in sorted(path.parent.glob(path.name + "*")) if not p.name.endswith(".lock")}


def activate(qtbot, win) -> None:
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)


def sandbox(qtbot, w, choice: int = 0) -> SandboxWindow:
    win = w.open_sandbox(choice)
    assert isinstance(win, SandboxWindow)  # closed with the referee window (qtbot closes that); deleted once closed
    qtbot.waitExposed(win)
    activate(qtbot, win)
    win.ask = lambda title, text: True
    win.told = []
    win.tell = lambda title, text: win.told.append(text)
    return win


def key(qtbot, win, sequence: str) -> None:
    from PySide6.QtGui import QKeySequence

    combo = QKeySequence(sequence)[0]
    qtbot.keyClick(QApplication.focusWidget() or win, combo.key(), combo.keyboardModifiers())


def test_a_sandbox_never_reaches_the_game_its_file_or_the_projector(qtbot, tmp_path):
    now = FakeTime()
    w = make_window(qtbot, now=now)
    path = tmp_path / "club.dipgame"
    assert w.save_as(str(path))
    for power, lines in SPRING_1901.items():
        w.game.set_orders(power, lines)
    qtbot.keyClick(focused(w), Qt.Key.Key_F11)  # the projector is up, on the game
    proj = w.projector
    qtbot.addWidget(proj)
    game = w.game
    events = list(game.events)
    saved = file_bytes(path)
    shown = (proj.board._position, proj.title.text(), proj.info.text())

    win = sandbox(qtbot, w)
    box = win.game
    assert box is not game and box.is_sandbox and box.position == game.position
    assert box.current.sheets == game.current.sheets  # the orders written so far came along
    assert "SANDBOX" in win.banner.text() and "not the game" in win.banner.text()
    # forward with Ctrl+Enter (the referee window's adjudication key: the sandbox's here), and back
    key(qtbot, win, "Ctrl+Return")
    assert str(box.phase) == "F1901M" and str(game.phase) == "S1901M"
    assert win.results.rows() and "Results of Spring 1901 Movement" in win.results.heading.text()
    win.select_power(box.powers.index("GERMANY"))
    qtbot.keyClicks(win.current_pane().editor, "A Kie - Hol")
    key(qtbot, win, "Alt+Right")
    assert str(box.phase) in ("W1901A", "S1902M")
    key(qtbot, win, "Alt+Left")
    key(qtbot, win, "Ctrl+Alt+Z")
    assert str(box.phase) == "S1901M"
    key(qtbot, win, "Ctrl+Enter")
    key(qtbot, win, "F5")  # the game's clock key: nothing in a sandbox
    key(qtbot, win, "F8")
    assert "is for the game" in win.statusBar().currentMessage()
    key(qtbot, win, "Ctrl+PgDown")  # the sandbox's own power switch
    assert win.stack.currentIndex() == (box.powers.index("GERMANY") + 1) % 7
    # the game, its file and the projector: untouched
    assert game.events == events and str(game.phase) == "S1901M" and not w.clock.running
    assert file_bytes(path) == saved
    assert proj.game is game and (proj.board._position, proj.title.text(), proj.info.text()) == shown
    win.close()
    assert file_bytes(path) == saved and w.sandboxes == []
    w.close()


def test_the_sandbox_on_the_projector_only_when_asked_for_teaching(qtbot):
    w = make_window(qtbot)
    game = w.game
    win = sandbox(qtbot, w)
    assert w.projector is None  # a sandbox alone opens no projector
    key(qtbot, win, "Ctrl+P")
    proj = w.projector
    assert proj is not None and proj.isVisible()
    qtbot.addWidget(proj)
    assert proj.game is win.game and proj.caption.isVisible() and "SANDBOX" in proj.caption.text()
    assert not proj.clock_widget.isVisible()  # a sandbox has no clock
    assert win.command_actions["s_projector"].isChecked() and "projector" in win.banner.text()
    type_all_sandbox(qtbot, win, {"FRANCE": ["A Par - Bur"]})
    assert proj.board.current_scene().orders == ()  # no order before it is adjudicated, as for a game
    activate(qtbot, win)
    key(qtbot, win, "Ctrl+Return")
    assert proj.shown_adjudication is not None and proj.board._position == win.game.position
    key(qtbot, win, "Ctrl+P")  # again: the game
    assert proj.game is game and not proj.caption.isVisible() and not win.on_projector
    assert proj.clock_widget.isVisible()
    key(qtbot, win, "Ctrl+P")
    assert proj.game is win.game
    win.close()  # closing the sandbox gives the projector back to the game
    assert proj.game is game and not proj.caption.isVisible()
    # the projector closed from the referee window (F11) while a sandbox is on it: the sandbox knows
    other = sandbox(qtbot, w)
    key(qtbot, other, "Ctrl+P")
    assert w.projector.game is other.game
    activate(qtbot, w)
    qtbot.keyClick(focused(w), Qt.Key.Key_F11)
    assert w.projector is None and not other.on_projector and not other.command_actions["s_projector"].isChecked()
    other.close()
    w.close()


def type_all_sandbox(qtbot, win, sheets) -> None:
    for power, lines in sheets.items():
        win.select_power(win.game.powers.index(power))
        editor = win.current_pane().editor
        for i, line in enumerate(lines):
            if i:
                qtbot.keyClick(editor, Qt.Key.Key_Return)
            qtbot.keyClicks(editor, line)


def test_a_sandbox_of_an_adjudicated_phase_gives_the_same_results(qtbot):
    w = make_window(qtbot)
    for power, lines in SPRING_1901.items():
        w.game.set_orders(power, lines)
    w.run("adjudicate")
    game = w.game
    win = sandbox(qtbot, w, 1)  # Spring 1901, as adjudicated, with its orders
    assert str(win.game.phase) == "S1901M"
    key(qtbot, win, "Ctrl+Return")
    assert win.game.position == game.position
    assert [r.status for r in win.game.last.adjudication.results] == [r.status for r in game.last.adjudication.results]
    win.close()
    w.close()


def test_an_empty_board_set_up_with_the_editor_no_note_needed(qtbot, monkeypatch):
    w = make_window(qtbot)
    win = sandbox(qtbot, w, 2)  # the list: the current phase, a phase of a file, an empty board
    assert not win.game.position.units

    def editor_exec(dlg):
        assert dlg.note.isHidden()
        for text in ("FRANCE: A PAR, A MAR", "GERMANY: A BUR", "F1902M"):
            assert dlg.apply(text), dlg.refusals
        dlg.accept()
        return int(dlg.result())

    monkeypatch.setattr(position_editor.PositionEditor, "exec", editor_exec)
    key(qtbot, win, "Ctrl+E")
    box = win.game
    assert str(box.phase) == "F1902M" and len(box.position.units) == 3
    assert box.events[-1].kind == "edit" and box.events[-1].data["note"] == ""
    type_all_sandbox(qtbot, win, {"FRANCE": ["A Par - Bur", "A Mar S A Par - Bur"]})
    activate(qtbot, win)
    key(qtbot, win, "Ctrl+Return")
    assert box.position.units["BUR"].power == "FRANCE"
    assert [d.unit.power for d in box.position.dislodged.values()] == ["GERMANY"]
    key(qtbot, win, "Alt+Left")  # back: the adjudication
    key(qtbot, win, "Alt+Left")  # back: the position set up
    assert not box.position.units
    win.close()
    w.close()


def test_a_saved_sandbox_is_its_own_file_and_opens_again_as_a_sandbox(qtbot, tmp_path):
    w = make_window(qtbot)
    game_path = tmp_path / "game.dipgame"
    assert w.save_as(str(game_path))
    game = w.game
    saved = file_bytes(game_path)
    win = sandbox(qtbot, w)
    box_path = tmp_path / "trial.dipgame"
    assert win.save_as(str(box_path))
    type_all_sandbox(qtbot, win, {"ITALY": ["A Ven - Tyr"]})
    activate(qtbot, win)
    key(qtbot, win, "Ctrl+Return")
    win.close()
    reopened = GameFile.open(box_path, readonly=True).game
    assert reopened.is_sandbox and str(reopened.phase) == "F1901M" and reopened.position.units["TYR"].power == "ITALY"
    assert file_bytes(game_path) == saved
    # File > Open on a sandbox: a sandbox window; the game stays in the referee window
    assert w.open_game(str(box_path))
    again = w.sandboxes[-1]
    assert again.game.position == reopened.position and w.game is game
    assert "trial.dipgame" in again.windowTitle()
    again.close()
    w.close()


def test_the_sandbox_command_table():
    names = [c.name for c in C.commands(C.SANDBOX_COMMANDS)]
    assert len(names) == len(set(names))
    keys = [k for c in C.commands(C.SANDBOX_COMMANDS) for k in c.keys]
    assert len(keys) == len(set(keys)), "two sandbox commands share a key"
    # the referee window's application-wide keys the sandbox also has act on the sandbox; none is the clock's
    shared = set(keys) & game_keys()
    assert shared == {"Ctrl+Return", "Ctrl+Enter", "Ctrl+PgDown", "Ctrl+PgUp"}
    assert C.command("s_adjudicate", C.SANDBOX_COMMANDS).handler == "adjudicate"


def test_the_sandbox_speaks_the_window_language(qtbot):
    w = make_window(qtbot)
    w.set_language("ja", remember=False)
    win = sandbox(qtbot, w)
    assert "サンドボックス" in win.banner.text()
    assert win.menuBar().actions()[0].text().startswith("サンドボックス")
    win.close()
    w.close()

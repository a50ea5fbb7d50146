"""The referee window's part of issue 20: the position editor on a running game, new games from any
position, and sandboxes (opening them, showing one on the projector for teaching).

Kept apart from ``main_window`` so that the window itself holds only thin hooks: each of its commands
(``edit_position``, ``new_game_from_position``, ``open_sandbox``) calls the function of the same name here
with the window. The rules are the game's (``games.diplomacy.editor``, ``position_check``, ``sandbox``);
these functions show them and call its operations.
"""

from __future__ import annotations

import weakref
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QWidget

from referee_app.games.diplomacy import Game, RefereeError, load_ruleset
from referee_app.games.diplomacy.rules.i18n import error_text, phase_name

from .language import file_dialog_options

if TYPE_CHECKING:
    from .main_window import MainWindow

translate = QCoreApplication.translate


def edit_position(win: MainWindow) -> None:
    """Game > Correct the position: the position editor on the game's position; OK records the correction
    as an event with the referee's note (the game refuses what cannot exist; the editor shows why)."""
    game = win.game
    if game is None:
        return
    from .diplomacy.position_editor import PositionEditor

    def commit(position: Any, note: str, commands: list[str]) -> None:
        game.edit_position(position, note, commands)

    dlg = PositionEditor(game.position, game.base_ruleset, ruleset_for=game.ruleset_for, commit=commit,
                         board_lang=win.board_language(), parent=win,
                         title=translate("MainWindow", "Correct the position — {phase}").format(
                             phase=phase_name(game.phase, win.lang)))
    win.position_editor = dlg
    accepted = dlg.exec() == QDialog.DialogCode.Accepted
    win.position_editor = None
    if accepted and game.current.edits and game.current.edits[-1].after == game.position and dlg.steps:
        win.statusBar().showMessage(translate("MainWindow", "The position was corrected and the correction kept in the "
                                                             "record; Ctrl+Alt+Z takes it back."), 10000)


def new_game_from_position(win: MainWindow) -> None:
    """File > New game from a position: the position editor (the starting position, an empty board, or a
    phase of a game file or export), then New game with that position."""
    from referee_app.games.diplomacy import starting_position
    from referee_app.games.diplomacy.rules.ruleset import default_ruleset_name
    from referee_app.games.diplomacy.table.editor import empty_position

    from .diplomacy.position_editor import PositionEditor

    rs = load_ruleset(default_ruleset_name())
    chosen: dict[str, Any] = {}
    dlg: PositionEditor

    def from_file() -> None:
        src = win._choose_phase_of_file(dlg)
        if src is not None:
            chosen["source"] = src
            dlg.set_position(src.position)

    dlg = PositionEditor(starting_position(rs), rs, note_wanted=False, board_lang=win.board_language(), parent=win,
                         title=translate("MainWindow", "New game from a position"),
                         extra_buttons=[(translate("MainWindow", "Starting position"),
                                         lambda: dlg.set_position(starting_position(rs))),
                                        (translate("MainWindow", "Empty board"),
                                         lambda: dlg.set_position(empty_position(dlg.position.phase))),
                                        (translate("MainWindow", "A phase of a game file…"), from_file)])
    win.position_editor = dlg
    accepted = dlg.exec() == QDialog.DialogCode.Accepted
    win.position_editor = None
    if not accepted:
        return
    src = chosen.get("source")
    extra = {"started_from": src.started_from} if src is not None and dlg.position == src.position else {}
    win.new_game(dlg.position, extra, src.ruleset.name if src is not None else None,
                  src.title if src is not None else "")


def choose_phase_of_file(win: MainWindow, parent: QWidget, path: str | None = None, phase: str | None = None) -> Any:
    """A phase of a game file, a json or diplomacy-json export: the file and the phase asked for
    (``path``/``phase`` given: no question). None if the referee gave up or the file cannot be read
    (told why)."""
    from referee_app.exports.diplomacy.phase_source import read_phase

    if not path:
        path, _ = QFileDialog.getOpenFileName(parent, translate("MainWindow", "A phase of a game file"),
                                              str(win._files_dir()),
                                              translate("MainWindow", "Games and exports (*.dipgame *.json);;All files (*)"),
                                              options=file_dialog_options())
        if not path:
            return None
    try:
        latest = read_phase(path)
        if phase is None:
            names = [phase_name(ph, win.lang) + f"  ({ph})" for ph in reversed(latest.phases)]
            item, ok = QInputDialog.getItem(parent, translate("MainWindow", "Which phase?"),
                                            translate("MainWindow", "The phase to start from:"), names, 0, False)
            if not ok:
                return None
            phase = item.rsplit("(", 1)[1].rstrip(")")
        return read_phase(path, phase)
    except RefereeError as exc:
        win.tell(translate("MainWindow", "Cannot read the file"), error_text(exc, win.lang))
        return None


def open_sandbox(win: MainWindow, choice: int | None = None) -> Any:
    """Game > Sandbox: a copy of a phase of this game (the current one, or one adjudicated), of a game file,
    or an empty board, in a window of its own. ``choice``: the item of the list (None: ask)."""
    from referee_app.games.diplomacy.table.sandbox import empty_sandbox, sandbox_from, sandbox_sources

    game = win.game
    sources = sandbox_sources(game) if game is not None else []
    items = []
    for i, src in enumerate(sources):
        name = phase_name(src.phase, win.lang)
        items.append(translate("MainWindow", "Now: {phase}, with the orders written so far").format(phase=name) if i == 0
                     else translate("MainWindow", "{phase}, as adjudicated, with its orders").format(phase=name))
    items.append(translate("MainWindow", "A phase of a game file…"))
    items.append(translate("MainWindow", "An empty board"))
    if choice is None:
        item, ok = QInputDialog.getItem(win, translate("MainWindow", "Sandbox"),
                                        translate("MainWindow", "A sandbox is a copy to try orders in; the game never "
                                                                "changes. Copy:"), items, 0, False)
        if not ok:
            return None
        choice = items.index(item)
    label = ""
    if choice < len(sources):
        assert game is not None
        box = sandbox_from(game, sources[choice])
        named = game.setup.title or translate("MainWindow", "the game")
        label = f"{named}, {phase_name(sources[choice].phase, win.lang)}"
    elif choice == len(sources):
        src = win._choose_phase_of_file(win)
        if src is None:
            return None
        box = src.sandbox()
        label = f"{Path(src.path).name}, {phase_name(src.phase, win.lang)}"
    else:
        rs = game.base_ruleset if game is not None else load_ruleset("standard")
        box = empty_sandbox(rs)
    return win.show_sandbox(box, None, label)


def show_sandbox(win: MainWindow, box: Game, gamefile: Any = None, source: str = "") -> Any:
    """A sandbox in a window of its own."""
    from .sandbox_window import SandboxWindow

    box_win = SandboxWindow(box, gamefile, projector=win._sandbox_on_projector, board_lang=win.board_language(),
                            source=source)
    win.sandboxes.append(box_win)
    closing = weakref.ref(box_win)  # the window's own connection must not hold it: a closed sandbox is freed

    def forget() -> None:
        shut = closing()
        if shut is not None and shut in win.sandboxes:
            win.sandboxes.remove(shut)

    box_win.closed.connect(forget)
    box_win.show()
    box_win.raise_()
    box_win.activateWindow()
    return box_win


def sandbox_on_projector(win: MainWindow, box: Game | None) -> bool:
    """Teaching: the projector shows the sandbox ``box`` with a caption saying so; None: the game again.
    Returns whether a sandbox is on the projector now."""
    from referee_app.core.clock import PhaseClock as _Clock

    shown = win.projector_sandbox
    if box is None:
        win.projector_sandbox = None
        if win.projector is not None and win.game is not None:
            win.projector.set_caption("")
            win.projector.set_game(win.game, win.clock)
        return False
    if win.projector is None or not win.projector.isVisible():
        win.toggle_projector()
    if win.projector is None:
        return False
    if shown is not None and shown.game is not box:  # another sandbox was shown: it is not any more
        shown.projector_released()
    win.projector_sandbox = next((w for w in win.sandboxes if w.game is box), None)
    win.projector.set_game(box, _Clock(now=win._now))
    win.projector.set_caption(translate("Projector", "SANDBOX — a trial, not the game"))
    return True


__all__ = ["choose_phase_of_file", "edit_position", "new_game_from_position", "open_sandbox", "sandbox_on_projector",
           "show_sandbox"]

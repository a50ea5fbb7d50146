"""A sandbox's window: a copy of any phase of a game (or an empty board) to try orders in.

Its own top-level window on its own ``Game`` (``games.diplomacy.sandbox``): the board, one order sheet
per power (any power), the results; Adjudicate (Ctrl+Enter, Alt+Right) goes forward, Back (Ctrl+Alt+Z,
Alt+Left) takes back the last adjudication or correction; the position editor (Ctrl+E) sets up any
position. It holds no reference to the game and never calls it: nothing done here reaches the game,
its file or the projector. The projector shows the sandbox only when the referee asks (Ctrl+P, for
teaching), through the referee window, with a caption saying it is a sandbox; closing the sandbox or
asking again puts the game back. Saved (Ctrl+S), a sandbox is a game file of its own, kept up to date
from then on, and File > Open in the referee window opens it here again.

The commands are ``commands.SANDBOX_COMMANDS``. The referee window's application-wide keys are the
game's: in a sandbox, those the sandbox has too (Ctrl+Enter, Ctrl+PgUp/PgDown) act on the sandbox, the
others (the clock's, the projector's) do nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QKeyCombination, QObject, QSize, QStringListModel, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QColor, QIcon, QKeyEvent, QKeySequence, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from referee_app.games.diplomacy import Change, Game, PhaseType, RefereeError
from referee_app.games.diplomacy.rules.i18n import error_text, phase_name
from referee_app.games.diplomacy.table.game import EditRecord

from . import commands as C
from . import language
from .board import BoardWidget
from .common import heading_label, power_name
from .diplomacy.order_pane import MUTED_COLOUR, OrderPane, ProvinceNames
from .diplomacy.results_view import CentresPanel, RecordPanel, ResultsPanel, RetreatsPanel
from .language import QT_TRANSLATE_NOOP, file_dialog_options

translate = QCoreApplication.translate

SANDBOX_COLOUR = "#4fc3f7"


def _sequence(event: QKeyEvent) -> QKeySequence:
    """The key of ``event`` as a sequence (the keypad's Enter as Enter)."""
    combo = event.keyCombination()
    mods = combo.keyboardModifiers() & ~Qt.KeyboardModifier.KeypadModifier
    return QKeySequence(QKeyCombination(mods, combo.key()))


def game_keys() -> set[str]:
    """The referee window's application-wide keys (they act on the game from any window): its shared
    rows' and those of every game's window part it can host."""
    from referee_app.core import registry

    from .game_panels import panels_class

    rows: list[C.Row] = list(C.SHELL)
    for kind in registry.games():
        if kind.gui_module is not None:
            rows += C.window_rows(panels_class(kind).COMMANDS)
    return {QKeySequence(k).toString(QKeySequence.SequenceFormat.PortableText)
            for c in C.commands(rows) if c.app_wide for k in c.keys}


class SandboxWindow(QMainWindow):
    """A sandbox (``game.is_sandbox``) in its own window."""

    closed = Signal()

    def __init__(self, game: Game, gamefile: Any = None, *, projector: Callable[[Game | None], bool] | None = None,
                 board_lang: str | None = None, source: str = "") -> None:
        """``projector``: the referee window's way to show a game on the projector (None: the game again);
        returns whether the sandbox is shown. ``source``: what it is a copy of (for the title)."""
        super().__init__()
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # closed: deleted, its connections with it (they hold it)
        self.setObjectName("Sandbox")
        self.game = game
        self.gamefile = gamefile
        self.source = source
        self._projector = projector
        self.on_projector = False
        self.ask: Callable[[str, str], bool] = self._ask  # replaced in tests
        self.tell: Callable[[str, str], None] = self._tell
        self.errors: list[str] = []
        self._texts: list[tuple[Callable[[str], Any], str]] = []
        lang = language.current()
        self._names = ProvinceNames(game.ruleset)
        self._completions = QStringListModel(self._names.words, self)

        central = QWidget()
        outer = QHBoxLayout(central)
        outer.setContentsMargins(4, 4, 4, 4)
        split = QSplitter(Qt.Orientation.Horizontal)
        outer.addWidget(split)
        left = QSplitter(Qt.Orientation.Vertical)
        self.board = BoardWidget(game.ruleset, self, lang=board_lang or lang)
        self.board.provinceClicked.connect(self._on_board_click)
        left.addWidget(self.board)
        self.tabs = QTabWidget()
        self.results = ResultsPanel()
        self.results.on_why = lambda: self.run("s_why")  # the button is the command (Ctrl+I)
        self.retreats = RetreatsPanel()
        self.centres = CentresPanel()
        self.record = RecordPanel()
        for panel, label in ((self.results, QT_TRANSLATE_NOOP("MainWindow", "Results")),
                             (self.retreats, QT_TRANSLATE_NOOP("MainWindow", "Retreats")),
                             (self.centres, QT_TRANSLATE_NOOP("MainWindow", "Centres && adjustments")),
                             (self.record, QT_TRANSLATE_NOOP("MainWindow", "Record"))):
            i = self.tabs.addTab(panel, translate("MainWindow", label))
            self._t(lambda text, i=i: self.tabs.setTabText(i, text), label)
        self.retreats.selected.connect(self._on_retreat_selected)
        left.addWidget(self.tabs)
        left.setSizes([640, 260])
        split.addWidget(left)

        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(6, 0, 0, 0)
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(f"background: {SANDBOX_COLOUR}; color: #0b1b26; font-weight: bold; font-size: 14px;"
                                  " border-radius: 6px; padding: 8px;")
        rl.addWidget(self.banner)
        self.phase_label = heading_label(7)
        rl.addWidget(self.phase_label)
        body = QHBoxLayout()
        side = QVBoxLayout()
        self.powers = QListWidget()
        self.powers.setIconSize(QSize(14, 14))
        self.powers.setFixedWidth(210)
        self.powers.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.powers.setStyleSheet("QListWidget::item { padding: 5px 2px; }")
        side.addWidget(self.powers)
        self.keys = QLabel()
        self.keys.setWordWrap(True)
        self.keys.setFixedWidth(210)
        self.keys.setStyleSheet("color: #5b6773; font-size: 11px;")
        self.keys.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        side.addWidget(self.keys, 1)
        body.addLayout(side)
        self.stack = QStackedWidget()
        body.addWidget(self.stack, 1)
        rl.addLayout(body, 1)
        buttons = QHBoxLayout()
        self.back_button = QPushButton()
        self._t(self.back_button.setText, QT_TRANSLATE_NOOP("MainWindow", "◀ Back (Alt+Left)"))
        self.back_button.clicked.connect(lambda _c=False: self.run("s_back"))
        self.edit_button = QPushButton()
        self._t(self.edit_button.setText, QT_TRANSLATE_NOOP("MainWindow", "Edit the position (Ctrl+E)"))
        self.edit_button.clicked.connect(lambda _c=False: self.run("s_edit"))
        self.adjudicate_button = QPushButton()
        self._t(self.adjudicate_button.setText, QT_TRANSLATE_NOOP("MainWindow", "Adjudicate ▶ (Ctrl+Enter)"))
        self.adjudicate_button.setStyleSheet("font-weight: bold; padding: 6px 12px;")
        self.adjudicate_button.clicked.connect(lambda _c=False: self.run("s_adjudicate"))
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.edit_button)
        buttons.addStretch(1)
        buttons.addWidget(self.adjudicate_button)
        rl.addLayout(buttons)
        split.addWidget(right)
        split.setSizes([860, 620])
        self.setCentralWidget(central)

        self.panes: list[OrderPane] = []
        self._build_panes()
        self.powers.currentRowChanged.connect(self._on_power_row)
        self._build_actions()
        self._own_keys = {QKeySequence(k).toString(QKeySequence.SequenceFormat.PortableText): c.name
                          for c in C.commands(C.SANDBOX_COMMANDS) if c.handler is not None for k in c.keys}
        self._game_keys = game_keys()
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        game.subscribe(self._on_change)
        if gamefile is not None:
            gamefile.on_error = self._on_record_error
        self.retranslate()
        self.resize(1480, 900)
        self.select_power(0)

    # ===================================================================== the window
    def _t(self, setter: Callable[[str], Any], source: str) -> None:
        self._texts.append((setter, source))
        setter(translate("MainWindow", source))

    def _build_actions(self) -> None:
        """Menus and actions from ``commands.SANDBOX_COMMANDS`` alone (as the referee window's)."""
        menus: dict[str, Any] = {}
        self.command_actions: dict[str, QAction] = {}
        for row in C.SANDBOX_COMMANDS:
            if isinstance(row, C.Menu):
                parent = self.menuBar() if row.parent is None else menus[row.parent]
                menu = parent.addMenu(translate(C.CONTEXT, row.title))
                self._t(menu.setTitle, row.title)
                menus[row.name] = menu
            elif isinstance(row, C.Separator):
                menus[row.menu].addSeparator()
            elif row.handler is not None:
                act = QAction(translate(C.CONTEXT, row.title) if row.translated else row.title, self)
                if row.translated:
                    self._t(act.setText, row.title)
                act.setShortcuts([QKeySequence(k) for k in row.keys])
                act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
                act.setCheckable(row.checkable)
                act.triggered.connect(lambda _checked=False, name=row.name: self.run(name))
                if row.menu is not None:
                    menus[row.menu].addAction(act)
                self.addAction(act)
                self.command_actions[row.name] = act

    def run(self, name: str, *args: Any) -> Any:
        """Run the command ``name`` of ``commands.SANDBOX_COMMANDS``; its errors are told under its title."""
        cmd = C.command(name, C.SANDBOX_COMMANDS)
        try:
            return C.call(self, cmd, *args)
        except RefereeError as exc:
            self.tell(C.plain(C.tr(cmd.error_text_title)), error_text(exc, language.current(), self.game.ruleset))
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """The referee window's application-wide keys are the game's: in this window, the sandbox's own
        command of that key runs instead (Ctrl+Enter adjudicates the sandbox), or nothing happens."""
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) or not isinstance(event, QKeyEvent):
            return False
        if not isinstance(watched, QWidget) or watched.window() is not self:
            return False
        key = _sequence(event).toString(QKeySequence.SequenceFormat.PortableText)
        if key not in self._game_keys:
            return False
        event.accept()
        if kind == QEvent.Type.KeyPress:
            name = self._own_keys.get(key)
            if name is not None:
                self.run(name)
            else:
                self.statusBar().showMessage(translate("MainWindow", "{key} is for the game: use it in the referee "
                                                                     "window. The sandbox never touches the game.").format(
                    key=key), 6000)
        return True

    def retranslate(self) -> None:
        for setter, source in self._texts:
            setter(translate("MainWindow", source))
        self.keys.setText(C.key_legend(C.SANDBOX_COMMANDS))
        for panel in (self.results, self.retreats, self.centres, self.record):
            panel.retranslate()
        for pane in self.panes:
            pane.retranslate()
        self.refresh()

    # ===================================================================== the sandbox
    def _build_panes(self) -> None:
        game = self.game
        self.powers.blockSignals(True)
        self.powers.clear()
        while self.stack.count():
            w = self.stack.widget(0)
            self.stack.removeWidget(w)
            w.deleteLater()
        self.panes = []
        for i, power in enumerate(game.powers):
            pane = OrderPane(game, power, self._names, self._completions)
            pane.sheetEdited.connect(lambda _p: self._refresh_powers())
            self.panes.append(pane)
            self.stack.addWidget(pane)
            pix = QPixmap(14, 14)
            pix.fill(QColor(game.ruleset.map.powers[power].colour))
            self.powers.addItem(QListWidgetItem(QIcon(pix), f"{i + 1}  {power_name(game, power)}"))
        self.powers.setFixedHeight(len(self.panes) * max(24, self.powers.sizeHintForRow(0)) + 2 * self.powers.frameWidth() + 4)
        self.powers.blockSignals(False)

    def _on_power_row(self, row: int) -> None:
        if 0 <= row < self.stack.count():
            self.stack.setCurrentIndex(row)
            self.panes[row].refresh()

    def current_pane(self) -> OrderPane | None:
        w = self.stack.currentWidget()
        return w if isinstance(w, OrderPane) else None

    def select_power(self, index: int) -> None:
        if 0 <= index < len(self.panes):
            self.powers.setCurrentRow(index)
            self.stack.setCurrentIndex(index)
            self.panes[index].editor.setFocus()

    def switch_power(self, step: int) -> None:
        n = len(self.panes)
        if n:
            self.select_power((self.stack.currentIndex() + step) % n)

    def _on_change(self, change: Change) -> None:
        if change.phase or change.position:
            for pane in self.panes:
                pane.load_from_game()
        else:
            for pane in self.panes:
                if pane.power in change.orders:
                    pane.sync()
        self.refresh()

    def _on_board_click(self, code: str) -> None:
        """A click on the board writes the space into the sheet being typed (there is no clock to guard)."""
        pane = self.current_pane()
        if pane is None:
            return
        editor = pane.editor
        cursor = editor.textCursor()
        before = editor.toPlainText()[: cursor.position()]
        cursor.insertText(("" if not before or before[-1] in " \n-(/" else " ") + code)
        editor.setTextCursor(cursor)
        editor.setFocus()

    def _on_retreat_selected(self, province: str, destinations: list[str]) -> None:
        self.board.clear_highlight()
        if destinations:
            self.board.highlight(destinations, kind="retreat")

    # --- commands -------------------------------------------------------------------------------
    def adjudicate(self) -> None:
        """Forward: adjudicate the sandbox's phase (no clock, no late sheets: a sandbox has neither)."""
        game = self.game
        before = game.phase
        game.process()
        adj = game.last.adjudication if game.last is not None else None
        if adj is not None and adj.retreats:
            self.tabs.setCurrentWidget(self.retreats)
        elif game.phase.type is PhaseType.ADJUSTMENTS:
            self.tabs.setCurrentWidget(self.centres)
        else:
            self.tabs.setCurrentWidget(self.results)
        self.statusBar().showMessage(translate("MainWindow", "{phase} adjudicated; now {next}.").format(
            phase=phase_name(before, language.current()), next=phase_name(game.phase, language.current())), 8000)

    def back(self) -> None:
        """Back: take back the last adjudication or correction (no question asked: it is a sandbox)."""
        game = self.game
        target = game.undo_target()
        if target is None:
            self.statusBar().showMessage(translate("MainWindow", "Nothing to take back: this is where the sandbox "
                                                                 "started."), 6000)
            return
        game.undo()
        if isinstance(target, EditRecord):
            text = translate("MainWindow", "The last change of the position was taken back.")
        else:
            text = translate("MainWindow", "Back to {phase}: its orders are there to change.").format(
                phase=phase_name(game.phase, language.current()))
        self.statusBar().showMessage(text, 8000)

    def edit_position(self) -> None:
        """The position editor on the sandbox's position (no note needed in a sandbox)."""
        from .diplomacy.position_editor import PositionEditor

        game = self.game

        def commit(position: Any, note: str, commands: list[str]) -> None:
            game.edit_position(position, note, commands)

        dlg = PositionEditor(game.position, game.base_ruleset, ruleset_for=game.ruleset_for, note_wanted=False,
                             commit=commit, board_lang=self.board.language(), parent=self,
                             title=translate("MainWindow", "Sandbox: edit the position"))
        self._editor = dlg
        dlg.exec()
        self._editor = None

    def why(self) -> None:
        """Why? (Ctrl+I): the figures of the selected result, from the engine (as in the referee window)."""
        self.tabs.setCurrentWidget(self.results)
        self.results.why()

    def toggle_civil_disorder(self) -> None:
        pane = self.current_pane()
        if pane is not None:
            self.game.set_civil_disorder(pane.power, pane.power not in self.game.civil_disorder)

    def toggle_projector(self) -> None:
        """Teaching: the sandbox on the projector, with a caption saying so; again: the game."""
        if self._projector is None:
            self.statusBar().showMessage(translate("MainWindow", "No referee window to show it with."), 5000)
            self.command_actions["s_projector"].setChecked(False)
            return
        self.on_projector = self._projector(None if self.on_projector else self.game)
        self.command_actions["s_projector"].setChecked(self.on_projector)
        self.refresh()

    def projector_released(self) -> None:
        """The projector shows the game again (the referee window took it back)."""
        self.on_projector = False
        self.command_actions["s_projector"].setChecked(False)
        self.refresh()

    def save(self) -> None:
        if self.gamefile is None:
            self.save_as()
            return
        self.gamefile.flush()
        self.statusBar().showMessage(translate("MainWindow", "Saved. Every change is stored as it happens in {file}.").format(
            file=Path(self.gamefile.path).name), 6000)

    def save_as(self, path: str | None = None) -> bool:
        """Save the sandbox as a file of its own (kept up to date from then on)."""
        from referee_app.core.record import GameFile, default_games_dir

        if not path:
            base = Path(self.gamefile.path).parent if self.gamefile is not None else default_games_dir()
            stem = Path(self.gamefile.path).stem if self.gamefile is not None else \
                f"sandbox-{(self.game.setup.title or '').replace(' ', '-') + '-' if self.game.setup.title else ''}{self.game.phase}"
            path, _ = QFileDialog.getSaveFileName(self, translate("MainWindow", "Save the sandbox as"),
                                                  str(base / f"{stem}.dipgame"),
                                                  translate("MainWindow", "Diplomacy games (*{suffix});;All files (*)").format(
                                                      suffix=".dipgame"), options=file_dialog_options())
            if not path:
                return False
        if self.gamefile is not None:
            self.gamefile = self.gamefile.save_as(path, overwrite=True)
        else:
            self.gamefile = GameFile.create(path, self.game, overwrite=True)
        self.gamefile.on_error = self._on_record_error
        self.refresh()
        self.statusBar().showMessage(translate("MainWindow", "Saved as {path}.").format(path=path), 6000)
        return True

    def _on_record_error(self, exc: Exception) -> None:
        text = error_text(exc, language.current())
        self.errors.append(text)
        self.statusBar().showMessage(translate("MainWindow", "NOT SAVED: {error}").format(error=text))

    def show_keys(self) -> None:
        QMessageBox.information(self, translate("MainWindow", "Keyboard"), C.shortcut_html(C.SANDBOX_COMMANDS))

    # ===================================================================== showing
    def refresh(self) -> None:
        game = self.game
        lang = language.current()
        self.phase_label.setText(phase_name(game.phase, lang))
        where = Path(self.gamefile.path).name if self.gamefile is not None else translate("MainWindow", "not saved")
        banner = translate("MainWindow", "SANDBOX — not the game. Nothing done here reaches the game, its file or the "
                                         "projector.")
        if self.on_projector:
            banner = translate("MainWindow", "SANDBOX — shown on the projector (Ctrl+P: the game again).")
        self.banner.setText(banner)
        title = translate("MainWindow", "Sandbox — {source} — {file}").format(
            source=self.source or game.setup.title or translate("MainWindow", "empty board"), file=where)
        self.setWindowTitle(title)
        for pane in self.panes:
            pane.refresh()
        self._refresh_powers()
        adj = game.last.adjudication if game.last is not None else None
        self.results.show_adjudication(game, adj)
        if game.phase.type is PhaseType.RETREATS:
            self.retreats.show_options(game, game.retreat_options())
        elif adj is not None and adj.retreats:
            self.retreats.show_options(game, list(adj.retreats))
        else:
            self.retreats.show_options(game, [])
        self.centres.show_game(game)
        self.record.show_game(game)
        if adj is not None and adj.next_phase == game.phase:
            self.board.show_position(game.position, adj, show_orders=True)
        else:
            self.board.show_position(game.position, None, show_orders=False)
        if game.phase.type is PhaseType.ADJUSTMENTS:
            sites = [s for p, n in game.adjustments().items() if n > 0 for s in game.build_sites(p)]
            if sites:
                self.board.highlight(sites, kind="build")
        self.back_button.setEnabled(game.undo_target() is not None)
        self.adjudicate_button.setEnabled(game.end is None)

    def _refresh_powers(self) -> None:
        game = self.game
        active = set(game.active_powers())
        for i, pane in enumerate(self.panes):
            item = self.powers.item(i)
            if item is None:
                continue
            mark = pane.summary()
            label = f"{i + 1}  {power_name(game, pane.power)}"
            if pane.power in game.civil_disorder:
                label += translate("MainWindow", "  (no player)")
            item.setText(label + (f"   {mark}" if mark else ""))
            item.setForeground(QColor("#1f2a36" if pane.power in active else MUTED_COLOUR))

    # ===================================================================== closing
    def closeEvent(self, event: QCloseEvent) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        if self.on_projector and self._projector is not None:
            self._projector(None)
            self.on_projector = False
        self.game.unsubscribe(self._on_change)
        if self.gamefile is not None:
            try:
                self.gamefile.close()
            except RefereeError as exc:
                self.tell(translate("MainWindow", "Cannot save the sandbox"), error_text(exc, language.current()))
            self.gamefile = None
        super().closeEvent(event)
        self.closed.emit()

    def _ask(self, title: str, text: str) -> bool:
        from .common import confirm

        return confirm(self, title, text)  # the safe answer (No) is the default

    def _tell(self, title: str, text: str) -> None:
        self.errors.append(text)
        QMessageBox.warning(self, title, text)


__all__ = ["SANDBOX_COLOUR", "SandboxWindow", "game_keys"]

"""The referee window: the board, the phase clock, one order pane per power,
adjudication results, retreats and adjustments; the projector view on the side.

Keyboard first: every action has a shortcut (Help > Keyboard, F1). The window's
commands are one table (``commands.COMMANDS``): the menus, the F1 list and the key
legend are built from it, and every command runs through ``MainWindow.run``, the one
path by which an operation's error reaches the referee. The window shows the core's
state and calls its operations; it decides no rule.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, QStringListModel, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QColor, QIcon, QKeySequence, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
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

from referee_app.core.clock import ClockError, ClockSettings, Period, PhaseClock
from referee_app.core.record import default_games_dir
from referee_app.games.diplomacy import Change, Game, PhaseType, RefereeError
from referee_app.games.diplomacy.i18n import LANGUAGES, end_banner, error_text, phase_name, render

from . import language
from .board import BoardWidget
from .clock_widget import ClockWidget, beep, period_label
from .commands import COMMANDS, EXPORT_FORMATS, Menu, Separator, command, key_legend, plain, shortcut_html
from .common import power_name, tab_order_by_layout
from .diplomacy.order_pane import ERROR_COLOUR, OrderPane, ProvinceNames
from .diplomacy.results_view import CentresPanel, RecordPanel, ResultsPanel, RetreatsPanel
from .diplomacy.score_view import ScorePanel
from .language import QT_TRANSLATE_NOOP, file_dialog_options
from .projector import ProjectorWindow

translate = QCoreApplication.translate

def settings_from_game(game: Game) -> ClockSettings:
    """Timer lengths of this game: the latest 'timers' clock event, the setup, or the ruleset."""
    base = ClockSettings.from_timers(game.ruleset.timers)
    extra = game.setup.extra.get("timers") if isinstance(game.setup.extra, dict) else None
    if isinstance(extra, dict):
        base = ClockSettings.from_json(extra, base)
    for ev in game.events:
        if ev.kind == "clock" and ev.data.get("action") == "timers":
            try:
                base = ClockSettings.from_json(ev.data, base)
            except ClockError:
                pass
    return base


def is_first_movement(game: Game) -> bool:
    return not any(rec.phase.type is PhaseType.MOVEMENT for rec in game.history)


class PowerSwitcher(QWidget):
    """The list of powers (with their sheet's state) beside the order pane of the one chosen."""

    currentChanged = Signal(int)  # noqa: N815 (Qt's naming)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        left = QVBoxLayout()
        left.setSpacing(6)
        self.list = QListWidget(self)
        self.list.setFixedWidth(192)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setIconSize(QSize(14, 14))
        self.list.setStyleSheet("QListWidget::item { padding: 5px 2px; }")
        left.addWidget(self.list)
        self.keys = QLabel()  # the key legend (MainWindow.retranslate)
        self.keys.setWordWrap(True)
        self.keys.setFixedWidth(192)
        self.keys.setStyleSheet("color: #5b6773; font-size: 11px;")
        self.keys.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        left.addWidget(self.keys, 1)
        self.stack = QStackedWidget(self)
        lay.addLayout(left)
        lay.addWidget(self.stack, 1)
        self.list.currentRowChanged.connect(self._on_row)

    def _on_row(self, row: int) -> None:
        if 0 <= row < self.stack.count():
            self.stack.setCurrentIndex(row)
            self.currentChanged.emit(row)

    def clear(self) -> None:
        self.list.clear()
        while self.stack.count():
            w = self.stack.widget(0)
            if w is None:
                break
            self.stack.removeWidget(w)
            w.deleteLater()

    def add_pane(self, pane: QWidget, label: str, colour: str) -> None:
        pix = QPixmap(14, 14)
        pix.fill(QColor(colour))
        item = QListWidgetItem(QIcon(pix), label)
        self.list.addItem(item)
        self.stack.addWidget(pane)
        rows = self.list.count()
        self.list.setFixedHeight(rows * max(24, self.list.sizeHintForRow(0)) + 2 * self.list.frameWidth() + 4)
        self.fit_width()

    def fit_width(self) -> None:
        """Wide enough for the longest power's name and its marks (long in Japanese: オーストリア＝ハンガリー)."""
        fm = self.list.fontMetrics()
        bold = self.list.font()
        bold.setBold(True)
        from PySide6.QtGui import QFontMetrics

        bfm = QFontMetrics(bold)
        longest = max((max(fm.horizontalAdvance(self.list.item(i).text()), bfm.horizontalAdvance(self.list.item(i).text()))
                       for i in range(self.list.count())), default=0)
        width = max(192, min(320, longest + 14 + 40))
        self.list.setFixedWidth(width)
        self.keys.setFixedWidth(width)

    def set_label(self, i: int, label: str, mark: str, active: bool, alarm: bool = False) -> None:
        item = self.list.item(i)
        if item is None:
            return
        item.setText(label + (f"   {mark}" if mark else ""))
        colour = ERROR_COLOUR if (alarm or "!" in mark) else ("#1f2a36" if active else "#8a96a3")
        item.setForeground(QColor(colour))
        f = item.font()
        f.setBold(active)
        item.setFont(f)

    def count(self) -> int:
        return self.stack.count()

    def currentIndex(self) -> int:  # noqa: N802 (Qt's naming)
        return self.stack.currentIndex()

    def setCurrentIndex(self, i: int) -> None:  # noqa: N802 (Qt's naming)
        self.list.setCurrentRow(i)
        self.stack.setCurrentIndex(i)

    def currentWidget(self) -> QWidget | None:  # noqa: N802 (Qt's naming)
        return self.stack.currentWidget()

    def label(self, i: int) -> str:
        item = self.list.item(i)
        return item.text() if item is not None else ""


class DeclareEndDialog(QDialog):
    """Victory by agreement, shared victory, agreed end, concession (rulebook 5)."""

    REASONS = [("agreed-draw", QT_TRANSLATE_NOOP("MainWindow", "Agreed end: draw between the survivors")),
               ("shared-victory", QT_TRANSLATE_NOOP("MainWindow", "Shared victory")),
               ("agreed-year", QT_TRANSLATE_NOOP("MainWindow", "Agreed end at a year set in advance")),
               ("agreed-time", QT_TRANSLATE_NOOP("MainWindow", "Agreed end at a time set in advance")),
               ("vote", QT_TRANSLATE_NOOP("MainWindow", "End by vote")),
               ("conceded", QT_TRANSLATE_NOOP("MainWindow", "Conceded to one power")),
               ("victory", QT_TRANSLATE_NOOP("MainWindow", "Victory"))]

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("MainWindow", "Declare the end of the game"))
        form = QFormLayout(self)
        self.reason = QComboBox()
        for key, label in self.REASONS:
            self.reason.addItem(translate("MainWindow", label), key)
        form.addRow(translate("MainWindow", "How it ends"), self.reason)
        self.boxes: dict[str, QCheckBox] = {}
        counts = game.supply_counts()
        box = QWidget()
        lay = QVBoxLayout(box)
        lay.setContentsMargins(0, 0, 0, 0)
        for p in game.powers:
            cb = QCheckBox(translate("MainWindow", "{power} ({n} centres)").format(power=power_name(game, p),
                                                                                   n=counts.get(p, 0)))
            cb.setChecked(counts.get(p, 0) > 0)
            self.boxes[p] = cb
            lay.addWidget(cb)
        form.addRow(translate("MainWindow", "Winners / sharing"), box)
        self.detail = QLineEdit()
        self.detail.setPlaceholderText(translate("MainWindow", "e.g. agreed at 23:10 by all players"))
        form.addRow(translate("MainWindow", "Detail"), self.detail)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        tab_order_by_layout(self)

    def values(self) -> tuple[str, list[str], str]:
        return (str(self.reason.currentData()), [p for p, cb in self.boxes.items() if cb.isChecked()],
                self.detail.text().strip())


class TimersDialog(QDialog):
    def __init__(self, settings: ClockSettings, parent: QWidget | None = None) -> None:
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

    def __init__(self, game: Game | None = None, gamefile: Any = None, *, lang: str = "en", codes_only: bool = False,
                 now: Callable[[], float] = time.monotonic, tick_ms: int = 250) -> None:
        super().__init__()
        self.game: Game | None = None
        self.gamefile: Any = None
        self.lang = language.install(lang)  # the window's language (Language menu; the system's by default)
        self.codes_only = codes_only  # the board shows province codes instead of names
        self._texts: list[tuple[Callable[[str], None], str]] = []  # (setter, source text) to retranslate
        self._now = now
        self.clock = PhaseClock(now=now)
        self.panes: list[OrderPane] = []
        self.projector: ProjectorWindow | None = None
        self.tournament_window: Any = None  # File > Tournament (tournament_window.TournamentWindow)
        self.share: Any = None  # the players' page (View > Share with players): a share_panel.SharePanel
        self.board: BoardWidget | None = None
        self._completions: QStringListModel | None = None
        self._names: ProvinceNames | None = None
        self._ruleset_name = ""
        self.ask: Callable[[str, str], bool] = self._ask  # replaced in tests
        self.tell: Callable[[str, str], None] = self._tell
        self.errors: list[str] = []  # messages shown to the referee (kept for tests)
        settings = language.load_settings()
        self.click_inserts = bool(settings.get("click_inserts", False))  # a plain click writes the space (View menu)
        self.auto_call_time = bool(settings.get("auto_call_time", True))  # time is called at 0:00 of order writing
        self.native_unit_marks = bool(settings.get("unit_marks", False))  # 陸/艦 on the tokens in Chinese and Japanese
        self._normal_sizes: list[int] | None = None  # the board/results split before "results at full height"

        self._build_ui()
        self._build_actions()
        self.retranslate()
        self.timer = QTimer(self)
        self.timer.setInterval(tick_ms)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        if game is not None:
            self.set_game(game, gamefile)
        else:
            self._show_start_page()
        self.resize(1500, 920)

    # ===================================================================== layout
    def _build_ui(self) -> None:
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)

        # --- start page (no game open)
        self.start_page = QWidget()
        sp = QVBoxLayout(self.start_page)
        sp.addStretch(1)
        self.hello = hello = QLabel()
        self._t(hello.setText, QT_TRANSLATE_NOOP(
            "MainWindow", "<h1>Diplomacy referee</h1><p>Ctrl+N: new game &nbsp;·&nbsp; Ctrl+O: open a game file</p>"))
        hello.setAlignment(Qt.AlignmentFlag.AlignCenter)
        sp.addWidget(hello)
        row = QHBoxLayout()
        row.addStretch(1)
        self.new_button = QPushButton()
        self.open_button = QPushButton()
        self._t(self.new_button.setText, QT_TRANSLATE_NOOP("MainWindow", "New game… (Ctrl+N)"))
        self._t(self.open_button.setText, QT_TRANSLATE_NOOP("MainWindow", "Open… (Ctrl+O)"))
        self.new_button.clicked.connect(lambda _checked=False: self.run("new"))
        self.open_button.clicked.connect(lambda _checked=False: self.run("open"))
        row.addWidget(self.new_button)
        row.addWidget(self.open_button)
        row.addStretch(1)
        sp.addLayout(row)
        self.recent_label = QLabel()
        self.recent_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        sp.addWidget(self.recent_label)
        sp.addStretch(2)
        self.stack.addWidget(self.start_page)

        # --- game page
        self.game_page = QWidget()
        outer = QHBoxLayout(self.game_page)
        outer.setContentsMargins(4, 4, 4, 4)
        self.hsplit = QSplitter(Qt.Orientation.Horizontal)
        outer.addWidget(self.hsplit)

        self.vsplit = QSplitter(Qt.Orientation.Vertical)
        self.board_holder = QWidget()
        self.board_layout = QVBoxLayout(self.board_holder)
        self.board_layout.setContentsMargins(0, 0, 0, 0)
        self.vsplit.addWidget(self.board_holder)
        self.info_tabs = QTabWidget()
        self.results = ResultsPanel()
        self.retreats = RetreatsPanel()
        self.centres = CentresPanel()
        self.record = RecordPanel()
        self.score_panel = ScorePanel()  # the score of the ended game (Game > Score, Ctrl+Shift+P)
        self.score_panel.recordRequested.connect(lambda: self.run("record_score"))
        for i, (panel, label) in enumerate(((self.results, QT_TRANSLATE_NOOP("MainWindow", "Results")),
                                            (self.retreats, QT_TRANSLATE_NOOP("MainWindow", "Retreats")),
                                            (self.centres, QT_TRANSLATE_NOOP("MainWindow", "Centres && adjustments")),
                                            (self.record, QT_TRANSLATE_NOOP("MainWindow", "Record")),
                                            (self.score_panel, QT_TRANSLATE_NOOP("MainWindow", "Score")))):
            self.info_tabs.addTab(panel, label)
            self._t(partial(self.info_tabs.setTabText, i), label)
        self.vsplit.addWidget(self.info_tabs)
        self.vsplit.setStretchFactor(0, 2)
        self.vsplit.setStretchFactor(1, 1)
        self.vsplit.setSizes([660, 260])
        self.hsplit.addWidget(self.vsplit)

        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(4, 0, 0, 0)
        rl.setSpacing(6)
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet("background: #f9a825; color: #1a1a1a; font-weight: bold; font-size: 15px;"
                                  " border-radius: 6px; padding: 8px;")
        self.banner.hide()
        rl.addWidget(self.banner)
        self.phase_label = QLabel()
        pf = self.phase_label.font()
        pf.setPointSize(pf.pointSize() + 7)
        pf.setBold(True)
        self.phase_label.setFont(pf)
        rl.addWidget(self.phase_label)
        self.clock_widget = ClockWidget(self.clock, right)
        self.clock_widget.setMinimumHeight(130)
        self.clock_widget.setMaximumHeight(150)
        rl.addWidget(self.clock_widget)
        self.time_called_label = QLabel()
        self.time_called_label.setStyleSheet(f"color: {ERROR_COLOUR}; font-weight: bold;")
        self.time_called_label.hide()
        rl.addWidget(self.time_called_label)
        self.power_tabs = PowerSwitcher()
        self.power_tabs.currentChanged.connect(self._on_power_tab)
        rl.addWidget(self.power_tabs, 1)
        buttons = QHBoxLayout()
        self.adjudicate_button = QPushButton()
        self._t(self.adjudicate_button.setText, QT_TRANSLATE_NOOP("MainWindow", "Adjudicate  (Ctrl+Enter)"))
        self.adjudicate_button.setStyleSheet("font-weight: bold; padding: 6px 12px;")
        self.adjudicate_button.clicked.connect(lambda _checked=False: self.run("adjudicate"))
        self.call_time_button = QPushButton()
        self._t(self.call_time_button.setText, QT_TRANSLATE_NOOP("MainWindow", "Call time (F8)"))
        self.call_time_button.clicked.connect(lambda _checked=False: self.run("call_time"))
        self.clock_button = QPushButton()
        self.clock_button.clicked.connect(lambda _checked=False: self.run("clock"))
        buttons.addWidget(self.clock_button)
        buttons.addWidget(self.call_time_button)
        buttons.addStretch(1)
        buttons.addWidget(self.adjudicate_button)
        rl.addLayout(buttons)
        self.hsplit.addWidget(right)
        self.hsplit.setStretchFactor(0, 3)
        self.hsplit.setStretchFactor(1, 2)
        self.hsplit.setSizes([900, 600])
        self.stack.addWidget(self.game_page)

        self.retreats.selected.connect(self._on_retreat_selected)
        self._t(self._status_hint, QT_TRANSLATE_NOOP("MainWindow", "F1: keyboard shortcuts"))

    def _status_hint(self, text: str) -> None:
        self.statusBar().showMessage(text)

    def _t(self, setter: Callable[[str], Any], source: str) -> None:
        """Show ``source`` (marked with QT_TRANSLATE_NOOP) translated now and after every change of language."""
        self._texts.append((setter, source))
        setter(translate("MainWindow", source))

    def _menu(self, parent: Any, source: str) -> Any:
        menu = parent.addMenu(translate("MainWindow", source))
        self._t(menu.setTitle, source)
        return menu

    def _build_actions(self) -> None:
        """The menus and the window's actions, from the command table (``commands.COMMANDS``) alone."""
        menus: dict[str, Any] = {}
        groups: dict[str, QActionGroup] = {}
        self.command_actions: dict[str, QAction] = {}
        for row in COMMANDS:
            if isinstance(row, Menu):
                menu = self._menu(self.menuBar() if row.parent is None else menus[row.parent], row.title)
                if row.filler is not None:
                    menu.aboutToShow.connect(getattr(self, row.filler))
                menus[row.name] = menu
                setattr(self, f"{row.name}_menu", menu)
            elif isinstance(row, Separator):
                menus[row.menu].addSeparator()
            elif row.handler is not None:  # without one, the key is the focused widget's (Tab): listed only
                act = QAction(translate("MainWindow", row.title) if row.translated else row.title, self)
                if row.translated:
                    self._t(act.setText, row.title)
                act.setShortcuts([QKeySequence(k) for k in row.keys])
                act.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut if row.app_wide
                                       else Qt.ShortcutContext.WindowShortcut)
                act.setCheckable(row.checkable)
                act.triggered.connect(lambda _checked=False, name=row.name: self.run(name))
                if row.group is not None:
                    if row.group not in groups:
                        groups[row.group] = QActionGroup(self)
                        groups[row.group].setExclusive(True)
                    groups[row.group].addAction(act)
                if row.menu is not None:
                    menus[row.menu].addAction(act)
                self.addAction(act)
                self.command_actions[row.name] = act
                setattr(self, f"act_{row.name}", act)
        self.act_codes_only.setChecked(self.codes_only)
        self.act_click_inserts.setChecked(self.click_inserts)
        self.act_auto_call_time.setChecked(self.auto_call_time)
        self.act_unit_marks.setChecked(self.native_unit_marks)
        self.act_languages: dict[str, QAction] = {code: self.command_actions[f"language_{code}"] for code in LANGUAGES}
        for code, act in self.act_languages.items():
            act.setChecked(code == self.lang)

    def run(self, name: str, *args: Any) -> Any:
        """Run the command ``name`` (of ``commands.COMMANDS``) with ``args``; what its handler returns.

        The one path by which an operation's error reaches the referee: a ``RefereeError`` (a clock or
        game file error too) is shown under the command's error title, in the window's language, and the
        window goes on (the result is then None)."""
        cmd = command(name)
        handler = cmd.handler
        if handler is None:
            return None
        try:
            if isinstance(handler, str):
                return getattr(self, handler)(*args)
            return handler(self, *args)
        except RefereeError as exc:
            names = self.game.ruleset if self.game is not None else None
            self.tell(plain(translate("MainWindow", cmd.error_text_title)), error_text(exc, self.lang, names))
            return None

    def retranslate(self) -> None:
        """Every text of the window in the current language (after a change of language)."""
        for setter, source in self._texts:
            setter(translate("MainWindow", source))
        self.power_tabs.keys.setText(key_legend())
        for panel in (self.results, self.retreats, self.centres, self.record, self.score_panel):
            panel.retranslate()
        if self.game is None:
            self.setWindowTitle(translate("MainWindow", "Diplomacy referee"))
            self._show_start_page()
        else:
            self._set_title()
            for pane in self.panes:
                pane.retranslate()
            self.refresh_all()
        self.clock_widget.refresh()

    # ===================================================================== game
    def set_game(self, game: Game, gamefile: Any = None) -> None:
        """Show ``game`` (a new one, or one just opened from its file)."""
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
        settings = settings_from_game(game)
        self.clock = PhaseClock.from_events(game.events, settings, now=self._now, wall=game.now, phase=str(game.phase))
        self.clock_widget.set_clock(self.clock)
        if self.board is None or self._ruleset_name != game.ruleset.name:
            if self.board is not None:
                self.board_layout.removeWidget(self.board)
                self.board.deleteLater()
            self.board = BoardWidget(game.ruleset, self.board_holder, lang=self.board_language())
            self.board.provinceClicked.connect(self._on_board_click)
            self.board_layout.addWidget(self.board)
            self._apply_unit_marks()
            self._ruleset_name = game.ruleset.name
            self._names = ProvinceNames(game.ruleset)
            self._completions = QStringListModel(self._names.words, self)
        self._build_panes()
        self.stack.setCurrentWidget(self.game_page)
        self._start_count_up_if_needed()
        self.refresh_all()
        if self.projector is not None:
            self.projector.set_game(game, self.clock)
        if self.share is not None:
            self.share.set_game(game)
        self._set_title()
        QTimer.singleShot(0, self.focus_orders)

    def _set_title(self) -> None:
        game, gamefile = self.game, self.gamefile
        if game is None:
            return
        title = game.setup.title or translate("MainWindow", "Diplomacy")
        path = gamefile.path if gamefile is not None else None
        if path:
            self.setWindowTitle(translate("MainWindow", "{title} — {file} — referee").format(title=title, file=Path(path).name))
        else:
            self.setWindowTitle(translate("MainWindow", "{title} — referee").format(title=title))

    def board_language(self) -> str:
        """What the boards name the provinces in: the window's language, or their codes."""
        return "codes" if self.codes_only else self.lang

    def _build_panes(self) -> None:
        assert self.game is not None
        self.power_tabs.blockSignals(True)
        self.power_tabs.clear()
        self.panes = []
        for i, power in enumerate(self.game.powers):
            pane = OrderPane(self.game, power, self._names, self._completions)
            self.panes.append(pane)
            pw = self.game.ruleset.map.powers[power]
            self.power_tabs.add_pane(pane, f"{i + 1}  {power_name(self.game, power)}", pw.colour)
        self.power_tabs.blockSignals(False)
        self.power_tabs.setCurrentIndex(0)

    def pane(self, power: str) -> OrderPane:
        for p in self.panes:
            if p.power == power.upper():
                return p
        raise KeyError(power)

    def current_pane(self) -> OrderPane | None:
        w = self.power_tabs.currentWidget()
        return w if isinstance(w, OrderPane) else None

    def _on_change(self, change: Change) -> None:
        game = self.game
        if game is None:
            return
        if change.phase or change.position:
            for pane in self.panes:
                pane.load_from_game()
            self._on_phase_change()
        else:
            for power in change.orders:
                try:
                    self.pane(power).sync()
                except KeyError:
                    pass
        if change.results or change.phase or change.position or change.ended:
            self.refresh_all()
        else:
            self._refresh_tabs()
            self._refresh_time_called()
            self.record.show_game(game)
        if change.ended and game.end is not None:  # scored once the change has reached every view
            QTimer.singleShot(0, self, self.score_ended_game)

    def _on_phase_change(self) -> None:
        """A new phase (adjudication or undo): the clock stops; retreats and adjustments count up."""
        assert self.game is not None
        self.clock.reset()
        self.clock = PhaseClock.from_events(self.game.events, self.clock.settings, now=self._now, wall=self.game.now,
                                            phase=str(self.game.phase))
        self.clock_widget.set_clock(self.clock)
        if self.projector is not None:
            self.projector.set_clock(self.clock)
        self._start_count_up_if_needed()

    def _start_count_up_if_needed(self) -> None:
        game = self.game
        if game is None or game.end is not None or self.clock.period is not Period.IDLE:
            return
        if game.phase.type is PhaseType.RETREATS:
            self._log(self.clock.start(Period.RETREATS))
        elif game.phase.type is PhaseType.ADJUSTMENTS:
            self._log(self.clock.start(Period.ADJUSTMENTS))

    # ===================================================================== refresh
    def refresh_all(self) -> None:
        game = self.game
        if game is None:
            return
        self.phase_label.setText(phase_name(game.phase, self.lang))
        for pane in self.panes:
            pane.refresh()
        self._refresh_tabs()
        adj = game.last.adjudication if game.last is not None else None
        self.results.show_adjudication(game, adj)
        if game.phase.type is PhaseType.RETREATS:
            self.retreats.show_options(game, game.retreat_options())
        elif adj is not None and adj.retreats:
            self.retreats.show_options(game, list(adj.retreats), translate("MainWindow", "Retreats of the last adjudication:"))
        else:
            self.retreats.show_options(game, [])
        self.centres.show_game(game)
        self.record.show_game(game)
        self.score_panel.show_game(game)
        self._refresh_time_called()
        self._show_board()
        self._refresh_banner()
        self._refresh_clock()
        self.adjudicate_button.setEnabled(game.end is None)

    def _refresh_tabs(self) -> None:
        game = self.game
        if game is None:
            return
        active = set(game.active_powers())
        for i, pane in enumerate(self.panes):
            name = power_name(game, pane.power)
            mark = pane.summary()
            label = f"{i + 1}  {name}"
            if pane.power in game.civil_disorder:
                label += translate("MainWindow", "  (no player)")
            self.power_tabs.set_label(i, label, mark, pane.power in active, pane.power in game.current.late)
        self.power_tabs.fit_width()

    def _refresh_time_called(self) -> None:
        game = self.game
        if game is None:
            return
        self._refresh_clock()
        late = [power_name(game, p) for p in sorted(game.current.late)]
        sep = translate("MainWindow", ", ")
        if game.time_called:
            text = translate("MainWindow", "Time called: changes now are marked late (2.1.3).")
            if late:
                text += translate("MainWindow", " Late: {powers} (Ctrl+L lets a late sheet stand).").format(powers=sep.join(late))
            self.time_called_label.setText(text)
            self.time_called_label.show()
        elif late:
            self.time_called_label.setText(translate("MainWindow", "Late sheets waiting for your decision: {powers}")
                                           .format(powers=sep.join(late)))
            self.time_called_label.show()
        else:
            self.time_called_label.hide()

    def _refresh_banner(self) -> None:
        game = self.game
        if game is None or game.end is None:
            self.banner.hide()
            return
        end = game.end
        undo = (translate("MainWindow", "  (Undo the last adjudication with Ctrl+Alt+Z to go on.)")
                if end.reason in ("victory", "shared-victory") else "")
        self.banner.setText(end_banner(end, self.lang, game.ruleset) + undo)
        self.banner.show()

    def _show_board(self) -> None:
        game = self.game
        if game is None or self.board is None:
            return
        adj = game.last.adjudication if game.last is not None else None
        if adj is not None and adj.next_phase == game.phase:
            self.board.show_position(game.position, adj, show_orders=True)  # the results that led here
        else:
            self.board.show_position(game.position, None, show_orders=False)
        if game.phase.type is PhaseType.ADJUSTMENTS:
            sites = [s for p, n in game.adjustments().items() if n > 0 for s in game.build_sites(p)]
            if sites:
                self.board.highlight(sites, kind="build")

    def _on_retreat_selected(self, province: str, destinations: list[str]) -> None:
        if self.board is None:
            return
        self.board.clear_highlight()
        if destinations:
            self.board.highlight(destinations, kind="retreat")
        sep = translate("MainWindow", ", ")
        self.statusBar().showMessage(translate("MainWindow", "Retreats from {province}: {where}").format(
            province=province, where=sep.join(destinations) or translate("MainWindow", "none (disbands)")), 8000)

    def _fit_board(self) -> None:
        if self.board is not None:
            self.board.fit()
        if self.projector is not None:
            self.projector.board.fit()

    # ===================================================================== powers
    def _on_board_click(self, code: str) -> None:
        """A click on a space writes its code into the sheet only with Ctrl, or in "click to insert" mode;
        never the click that brings the window to the front (it was meant to focus the window)."""
        board = self.board
        if board is None or not board.last_click_focused:
            return
        if self.click_inserts or board.last_click_modifiers & Qt.KeyboardModifier.ControlModifier:
            self.province_clicked(code)
        else:
            self.statusBar().showMessage(translate("MainWindow", "{province}: Ctrl+click writes it into the sheet.").format(
                province=code), 4000)

    def toggle_click_inserts(self) -> None:
        """View > A click writes the space into the sheet (kept for the next start)."""
        self.click_inserts = not self.click_inserts
        self.act_click_inserts.setChecked(self.click_inserts)
        language.save_settings(click_inserts=self.click_inserts)

    def toggle_unit_marks(self) -> None:
        """View > Unit marks in the language: 陸/艦 (陆/舰, 陸/海) on the tokens instead of A/F (kept)."""
        self.native_unit_marks = not self.native_unit_marks
        self.act_unit_marks.setChecked(self.native_unit_marks)
        language.save_settings(unit_marks=self.native_unit_marks)
        self._apply_unit_marks()

    def _apply_unit_marks(self) -> None:
        marks = self.lang if self.native_unit_marks and self.lang != "en" else ""
        for board in (self.board, self.projector.board if self.projector is not None else None):
            if board is not None:
                board.set_unit_marks(marks)

    def toggle_auto_call_time(self) -> None:
        """Clock > Call time automatically when order writing runs out (on by default; kept)."""
        self.auto_call_time = not self.auto_call_time
        self.act_auto_call_time.setChecked(self.auto_call_time)
        language.save_settings(auto_call_time=self.auto_call_time)

    def toggle_results_room(self) -> None:
        """F4: the results tabs take the height of the board's column (and back), for a long results table."""
        sizes = self.vsplit.sizes()
        total = sum(sizes) or 1
        if self._normal_sizes is None:
            self._normal_sizes = sizes
            self.vsplit.setSizes([int(total * 0.12), total - int(total * 0.12)])
            self.act_results_room.setChecked(True)
            w = self.info_tabs.currentWidget()
            target = getattr(w, "table", None) or getattr(w, "list", None)
            if target is not None:
                target.setFocus()
        else:
            self.vsplit.setSizes(self._normal_sizes)
            self._normal_sizes = None
            self.act_results_room.setChecked(False)

    def province_clicked(self, code: str) -> None:
        """Write the space's code into the sheet being typed, at the cursor."""
        pane = self.current_pane()
        if pane is None or self.game is None:
            return
        editor = pane.editor
        cursor = editor.textCursor()
        before = editor.toPlainText()[: cursor.position()]
        sep = "" if not before or before[-1] in " \n-(/" else " "
        cursor.insertText(sep + code)
        editor.setTextCursor(cursor)
        editor.setFocus()

    def select_power(self, index: int) -> None:
        if 0 <= index < self.power_tabs.count():
            self.power_tabs.setCurrentIndex(index)
            self.focus_orders()

    def switch_power(self, step: int) -> None:
        n = self.power_tabs.count()
        if n:
            self.select_power((self.power_tabs.currentIndex() + step) % n)

    def focus_orders(self) -> None:
        pane = self.current_pane()
        if pane is not None:
            pane.editor.setFocus()

    def _on_power_tab(self, index: int) -> None:
        pane = self.current_pane()
        if pane is not None:
            pane.refresh()

    def next_info_tab(self) -> None:
        self.info_tabs.setCurrentIndex((self.info_tabs.currentIndex() + 1) % self.info_tabs.count())
        w = self.info_tabs.currentWidget()
        target = getattr(w, "table", None) or getattr(w, "list", None)
        if target is not None:
            target.setFocus()

    def decide_late(self, accept: bool) -> None:
        pane = self.current_pane()
        if pane is None or self.game is None:
            return
        name = power_name(self.game, pane.power)
        if pane.power not in self.game.current.late:
            self.statusBar().showMessage(translate("MainWindow", "{power}'s sheet is not late.").format(power=name), 5000)
            return
        pane.decide_late(accept)
        if accept:
            text = translate("MainWindow", "The late sheet of {power} stands.")
        else:
            text = translate("MainWindow", "The late sheet of {power} is refused: it does not count.")
        self.statusBar().showMessage(text.format(power=name), 6000)
        self.refresh_all()

    # ===================================================================== adjudication
    def adjudicate(self) -> None:
        game = self.game
        if game is None:
            return
        if game.end is not None:
            self.tell(translate("MainWindow", "The game is over"),
                      translate("MainWindow", "The game has ended. Undo the last adjudication (Ctrl+Alt+Z) to go on."))
            return
        if not self._ready_to_adjudicate():
            return
        late = [power_name(game, p) for p in sorted(game.current.late)]
        if late and not self.ask(translate("MainWindow", "Late sheets"), translate(
                "MainWindow", "These sheets were changed after time was called and do not count unless you let them "
                "stand (Ctrl+L): {powers}.\n\nAdjudicate anyway?").format(powers=translate("MainWindow", ", ").join(late))):
            return
        if self.clock.counts_down and not self.clock.ended:
            self._log(self.clock.end("adjudicated"))
        phase = game.phase
        tossed = game.toss
        t0 = time.perf_counter()
        game.process()  # a RefereeError: the dispatcher shows it (MainWindow.run)
        self.last_adjudication_ms = (time.perf_counter() - t0) * 1000
        adj = game.last.adjudication if game.last is not None else None
        if adj is not None and adj.retreats:
            self.info_tabs.setCurrentWidget(self.retreats)
            if self.retreats.list.count():
                self.retreats.list.setCurrentRow(0)
        elif game.phase.type is PhaseType.ADJUSTMENTS:
            self.info_tabs.setCurrentWidget(self.centres)
        else:
            self.info_tabs.setCurrentWidget(self.results)
        msg = translate("MainWindow", "{phase} adjudicated; now {next}.").format(
            phase=phase_name(phase, self.lang), next=phase_name(game.phase, self.lang))
        toss = game.toss
        if toss is not None and tossed is None:
            joins = translate("MainWindow", ", ").join(power_name(game, p) for p in toss.get("joins", [])
                                                      if p in game.ruleset.map.powers)
            side = (translate("MainWindow", "heads") if toss.get("result") == "heads" else translate("MainWindow", "tails"))
            msg += translate("MainWindow", " Coin toss ({side}): {power} joins {joins}.").format(
                side=side, power=power_name(game, str(toss.get("power"))), joins=joins)
        if game.end is not None:
            msg += translate("MainWindow", " The game is over.")
        self.statusBar().showMessage(msg, 10000)
        self._select_first_active()

    def _ready_to_adjudicate(self) -> bool:
        """Before a movement phase is adjudicated while players may still be writing (the clock has not
        reached order writing, or time has not been called): ask, naming the powers with no orders yet."""
        game = self.game
        if game is None or game.phase.type is not PhaseType.MOVEMENT or game.time_called:
            return True
        c = self.clock
        if c.period is Period.IDLE:
            when = translate("MainWindow", "The clock has not been started.")
        elif c.period is Period.DIPLOMACY:
            when = translate("MainWindow", "The diplomacy period is still on: order writing has not begun.")
        else:
            when = translate("MainWindow", "Time has not been called on order writing (F8).")
        missing = [power_name(game, p) for p in game.active_powers()
                   if not any(chk.ok for chk in game.check_sheet(p))]
        sep = translate("MainWindow", ", ")
        text = when + "\n\n"
        if missing:
            text += translate("MainWindow", "No orders yet from: {powers}.").format(powers=sep.join(missing)) + "\n\n"
        text += translate("MainWindow", "Adjudicate now?")
        return self.ask(translate("MainWindow", "Adjudicate before time is called?"), text)

    def _select_first_active(self) -> None:
        game = self.game
        if game is None:
            return
        active = game.active_powers()
        for i, pane in enumerate(self.panes):
            if pane.power in active and pane.power not in game.civil_disorder:
                self.select_power(i)
                return

    def undo(self) -> None:
        game = self.game
        if game is None:
            return
        if not game.history:
            self.tell(translate("MainWindow", "Nothing to undo"), translate("MainWindow", "No phase has been adjudicated yet."))
            return
        last = phase_name(game.history[-1].phase, self.lang)
        if not self.ask(translate("MainWindow", "Undo the adjudication"), translate(
                "MainWindow", "Take back the adjudication of {phase}? Its orders come back for correction; both versions "
                "stay in the game record.").format(phase=last)):
            return
        game.undo()
        self.statusBar().showMessage(translate(
            "MainWindow", "The adjudication of {phase} was taken back. Correct the orders and adjudicate again.").format(
            phase=last), 10000)

    def toggle_civil_disorder(self) -> None:
        """A player has left (rule 4.3.1), or comes back: the power's units follow the civil-disorder rules."""
        game, pane = self.game, self.current_pane()
        if game is None or pane is None:
            return
        title = translate("MainWindow", "Civil disorder")
        on = pane.power not in game.civil_disorder
        name = power_name(game, pane.power)
        if on:
            question = translate("MainWindow", "Put {power} in civil disorder? Its units hold, dislodged units disband and "
                                               "removals follow the rules (chapter 4).")
        else:
            question = translate("MainWindow", "Take {power} out of civil disorder: its player is back?")
        if not self.ask(title, question.format(power=name)):
            return
        game.set_civil_disorder(pane.power, on)
        self.refresh_all()

    def declare_end(self) -> None:
        game = self.game
        if game is None:
            return
        dlg = DeclareEndDialog(game, self)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return
        reason, winners, detail = dlg.values()
        game.declare_end(reason, winners, detail)

    # ===================================================================== score and tournament
    def score_ended_game(self) -> None:
        """The game has just ended: score it under the chosen system, keep the score in the game file
        (unless this ending already has it) and show it."""
        from referee_app.games.diplomacy.scoring import current_scores

        game = self.game
        if game is None or game.end is None:
            return
        system = self.score_panel.current_system()
        if not any(r.system == system for r in current_scores(game)):
            self.run("record_score")
        self.info_tabs.setCurrentWidget(self.score_panel)

    def show_score(self) -> None:
        """Game > Score of the game: the Score tab, with the system chooser focused."""
        if self.game is None:
            return
        self.info_tabs.setCurrentWidget(self.score_panel)
        self.score_panel.refresh()
        self.score_panel.system.setFocus()

    def record_score(self) -> None:
        """Score the ended game under the system chosen in the Score tab and keep it in the game file."""
        from referee_app.games.diplomacy.scoring import find_system, record_score

        game = self.game
        if game is None:
            return
        system = find_system(self.score_panel.current_system())
        record_score(game, system)  # a ScoringError: the dispatcher tells it (MainWindow.run)
        self.score_panel.refresh()
        self.statusBar().showMessage(translate("MainWindow", "Score under {system} kept in the game record.").format(
            system=render(system.title_msg, self.lang)), 8000)

    def open_tournament(self) -> None:
        """File > Tournament: the Tournament window (the last tournament file, if there is one)."""
        from .tournament_window import TournamentWindow

        win = self.tournament_window
        if win is None:
            win = self.tournament_window = TournamentWindow.reopen(game_source=self._ended_game_file)
        win.show()
        win.raise_()
        win.activateWindow()

    def _ended_game_file(self) -> str | None:
        """The game file of the window's game, if the game has ended (a tournament board's result)."""
        if self.game is None or self.game.end is None or self.gamefile is None:
            return None
        return str(self.gamefile.path)

    def add_note(self) -> None:
        if self.game is None:
            return
        text, ok = QInputDialog.getText(self, translate("MainWindow", "Note"),
                                        translate("MainWindow", "A note for the game record:"))
        if ok and text.strip():
            self.game.note(text.strip())

    # ===================================================================== clock
    def _log(self, ev: dict[str, Any]) -> None:
        if self.game is None:
            return
        data = dict(ev)
        action = str(data.pop("action"))
        self.game.log_clock(action, **data)

    def tick(self) -> None:
        if self.game is None:
            return
        for ev in self.clock.tick():
            self._log(ev)
            if ev["action"] == "warning":
                beep()
                self.statusBar().showMessage(translate("MainWindow", "Warning: {minutes} minute(s) left of {period}.").format(
                    minutes=f"{ev['minutes_left']:g}", period=period_label(Period(ev["period"])).lower()), 10000)
            elif ev["action"] == "end" and ev["period"] == Period.ORDERS.value:
                beep()
                if self.auto_call_time and not self.game.time_called:
                    self.game.call_time(reason="expired")
                    self.statusBar().showMessage(translate("MainWindow", "Order writing is over: time is called (sheets "
                                                                         "changed now are late). Adjudicate with Ctrl+Enter."))
                else:
                    self.statusBar().showMessage(translate("MainWindow", "Order writing is over: call time (F8), then "
                                                                         "adjudicate (Ctrl+Enter)."))
        self._refresh_clock()

    def _refresh_clock(self) -> None:
        c = self.clock
        game = self.game
        hint = ""
        if game is not None and game.end is None:
            if c.period is Period.IDLE:
                hint = (translate("MainWindow", "F5 starts the diplomacy period") if game.phase.type is PhaseType.MOVEMENT
                        else translate("MainWindow", "F5 starts the clock"))
            elif c.period is Period.DIPLOMACY and c.ended:
                hint = translate("MainWindow", "F5 starts order writing")
            elif c.period is Period.ORDERS and c.ended:
                hint = (translate("MainWindow", "Call time (F8) and adjudicate (Ctrl+Enter)") if not game.time_called
                        else translate("MainWindow", "Adjudicate (Ctrl+Enter)"))
            elif c.paused:
                hint = translate("MainWindow", "Paused: F5 resumes")
            elif c.period is Period.DIPLOMACY:
                hint = translate("MainWindow", "F6 ends it early · F7 +1 min")
            elif c.period is Period.RETREATS:
                hint = translate("MainWindow", "Retreats are written at once (2.5.2)")
            elif c.period is Period.ADJUSTMENTS:
                hint = translate("MainWindow", "Builds and removals are written at once (2.6.5)")
        preview = None
        if game is not None and c.period is Period.IDLE and game.phase.type is PhaseType.MOVEMENT:
            preview = c.settings.length(Period.DIPLOMACY, is_first_movement(game))
        called = game is not None and game.time_called and game.phase.type is PhaseType.MOVEMENT
        if called and game is not None and game.end is None:
            hint = translate("MainWindow", "Time is called: adjudicate (Ctrl+Enter)")
        self.clock_widget.set_time_called(called)
        self.clock_widget.set_hint(hint, preview)
        if c.period is Period.IDLE or (c.ended and c.period is Period.DIPLOMACY):
            self.clock_button.setText(translate("MainWindow", "Start clock (F5)"))
        elif c.running:
            self.clock_button.setText(translate("MainWindow", "Pause (F5)"))
        else:
            self.clock_button.setText(translate("MainWindow", "Resume (F5)"))
        if self.projector is not None:
            self.projector.clock_widget.set_time_called(called)
            self.projector.clock_widget.set_hint("", preview)

    def clock_start_pause(self) -> None:
        game = self.game
        if game is None or game.end is not None:
            return
        c = self.clock
        try:
            if c.period is Period.IDLE:
                if game.phase.type is PhaseType.MOVEMENT:
                    self._log(c.start(Period.DIPLOMACY, first=is_first_movement(game)))
                elif game.phase.type is PhaseType.RETREATS:
                    self._log(c.start(Period.RETREATS))
                else:
                    self._log(c.start(Period.ADJUSTMENTS))
            elif c.ended and c.period is Period.DIPLOMACY:
                self._log(c.start(Period.ORDERS))
            elif c.ended:
                self.statusBar().showMessage(translate("MainWindow", "This period is over. Extend it (F7) or adjudicate "
                                                                     "(Ctrl+Enter)."), 6000)
                return
            else:
                self._log(c.toggle())
        except ClockError as exc:
            self.statusBar().showMessage(error_text(exc, self.lang), 6000)
        self._refresh_clock()
        if self.projector is not None:
            self.projector.refresh()

    def end_period(self) -> None:
        c = self.clock
        if self.game is None or c.period is Period.IDLE or c.ended:
            self.statusBar().showMessage(translate("MainWindow", "No period is running."), 4000)
            return
        period = c.period
        self._log(c.end("early"))
        if period is Period.DIPLOMACY:
            self._log(c.start(Period.ORDERS))
            self.statusBar().showMessage(translate("MainWindow", "Diplomacy ended early; order writing has started."), 6000)
        self._refresh_clock()

    def extend(self, seconds: float) -> None:
        if self.game is None:
            return
        try:
            self._log(self.clock.extend(seconds))
        except ClockError as exc:
            self.statusBar().showMessage(error_text(exc, self.lang), 6000)
            return
        self.statusBar().showMessage(translate("MainWindow", "Extended by {minutes} minute(s).").format(
            minutes=f"{seconds / 60:g}"), 5000)
        self._refresh_clock()

    def extend_by(self) -> None:
        minutes, ok = QInputDialog.getDouble(self, translate("MainWindow", "Extend"),
                                             translate("MainWindow", "Extend the period by (minutes):"), 2.0, 0.5, 120.0, 1)
        if ok:
            self.extend(minutes * 60)

    def call_time(self) -> None:
        game = self.game
        if game is None or game.end is not None:
            return
        if game.time_called:
            self.statusBar().showMessage(translate("MainWindow", "Time is already called (Shift+F8 takes it back)."), 5000)
            return
        if self.clock.counts_down and not self.clock.ended:
            self._log(self.clock.end("called"))
        game.call_time()
        self.statusBar().showMessage(translate("MainWindow", "Time called: any change now is marked late; you decide "
                                                             "whether it stands."), 8000)
        self._refresh_clock()

    def reopen_time(self) -> None:
        if self.game is not None and self.game.time_called:
            self.game.call_time(False)

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
        if self.game is None:
            return
        if self.projector is not None and self.projector.isVisible():
            self.projector.detach()
            self.projector.close()
            self.projector.deleteLater()
            self.projector = None
            return
        self.projector = ProjectorWindow(self.game, self.clock, None, lang=self.lang, board_lang=self.board_language())
        self.projector.show_on_second_screen(full_screen=len(QApplication.screens()) > 1)
        self._apply_unit_marks()

    def projector_full_screen(self) -> None:
        if self.projector is None or not self.projector.isVisible():
            self.toggle_projector()
        if self.projector is not None:
            self.projector.toggle_full_screen()

    def toggle_share(self) -> None:
        """View > Share with players: the players' page on the local network, on or off (referee_app/share)."""
        from .share_panel import SharePanel

        if self.share is not None:
            self.share.close()  # stops sharing; _share_stopped follows
        elif self.game is not None:
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

    def set_language(self, lang: str, *, remember: bool = False) -> None:
        """Speak ``lang`` ("system": the system's language) from now on, in every open window, without
        restarting: menus, buttons, panes, results, the projector and the names on the boards.
        ``remember``: keep the choice for the next start (the Language menu does)."""
        choice = lang
        if lang == "system":
            from referee_app.games.diplomacy.i18n import detect_language

            lang = detect_language()
        self.lang = language.install(lang)
        if remember:
            language.save_settings(language=choice)
        for code, act in self.act_languages.items():
            act.setChecked(choice != "system" and code == self.lang)
        self.act_system_language.setChecked(choice == "system")
        if self.board is not None:
            self.board.set_language(self.board_language())
        self.retranslate()
        if self.projector is not None:
            self.projector.set_language(self.lang, board_lang=self.board_language())
        self._apply_unit_marks()
        if self.tournament_window is not None:
            self.tournament_window.retranslate()
        if self.share is not None:
            self.share.set_language(self.lang)

    def toggle_codes_only(self) -> None:
        """View > Province codes only: follow the menu's check mark, and remember it."""
        self.set_codes_only(self.act_codes_only.isChecked(), remember=True)

    def set_codes_only(self, on: bool, *, remember: bool = False) -> None:
        """The boards show province codes (names on hover) instead of names."""
        self.codes_only = on
        self.act_codes_only.setChecked(on)
        if remember:
            language.save_settings(codes_only=on)
        if self.board is not None:
            self.board.set_language(self.board_language())
        if self.projector is not None:
            self.projector.set_language(self.lang, board_lang=self.board_language())

    # ===================================================================== files
    def new_game(self) -> None:
        from .new_game_dialog import NewGameDialog

        dlg = NewGameDialog(self)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            game, path, settings = dlg.result_game()
        except RefereeError as exc:
            self.tell(translate("MainWindow", "New game"), error_text(exc, self.lang))
            return
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

    def _create_file(self, path: str, game: Game, overwrite: bool = False) -> Any:
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
        from referee_app.core.record import SUFFIX, GameFile, add_recent_game

        if not path:
            path, _ = QFileDialog.getOpenFileName(self, translate("MainWindow", "Open a game"), str(self._files_dir()),
                                                  _file_filter(SUFFIX), options=file_dialog_options())
            if not path:
                return False
        try:
            gf = GameFile.open(path)
        except RefereeError:
            raise  # the dispatcher tells it (MainWindow.run)
        except Exception as exc:  # noqa: BLE001 - never crash on a bad file
            self.tell(translate("MainWindow", "Cannot open the game"),
                      translate("MainWindow", "{file} could not be read: {error}").format(file=Path(path).name, error=exc))
            return False
        if not self._close_file():
            gf.close()
            return False
        add_recent_game(path)
        self.set_game(gf.game, gf)
        self.statusBar().showMessage(translate("MainWindow", "Opened {file}: {phase}.").format(
            file=Path(path).name, phase=phase_name(gf.game.phase, self.lang)), 8000)
        return True

    def save(self) -> None:
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
        from referee_app.core.record import SUFFIX, add_recent_game

        if self.game is None:
            return False
        if not path:
            stem = Path(self.gamefile.path).stem if self.gamefile is not None else (self.game.setup.title or "game")
            start = str(self._files_dir() / (stem + SUFFIX))
            path, _ = QFileDialog.getSaveFileName(self, translate("MainWindow", "Save the game as"), start,
                                                  _file_filter(SUFFIX), options=file_dialog_options())
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
        if self.game is None:
            return
        labels = [translate("MainWindow", label).rstrip("…") for _f, label in EXPORT_FORMATS]
        choice, ok = QInputDialog.getItem(self, translate("MainWindow", "Export"), translate("MainWindow", "Export the game as:"),
                                          labels, 0, False)
        if ok:
            self.export(EXPORT_FORMATS[labels.index(choice)][0])

    def export(self, fmt: str, out_path: str | None = None) -> bool:
        game = self.game
        if game is None:
            return False
        from referee_app.exports import SUFFIXES, export_game

        ext = SUFFIXES.get(fmt, "." + fmt)
        if not out_path:
            stem = Path(self.gamefile.path).stem if self.gamefile is not None else (game.setup.title or "game")
            start = str(self._files_dir() / f"{stem}{'-boards' if ext == '.zip' else ''}{ext}")
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
        self.gamefile = None
        return True

    def _ask_rescue_path(self, problem: str) -> str:
        """Ask where to save a game whose file could not be written (blank: the referee declined)."""
        self.tell(translate("MainWindow", "Saving failed"), translate(
            "MainWindow", "{problem}\n\nChoose another place to save the game, so that nothing is lost.").format(problem=problem))
        path, _ = QFileDialog.getSaveFileName(self, translate("MainWindow", "Save the game elsewhere"), str(self._files_dir()),
                                              _file_filter(".dipgame"), options=file_dialog_options())
        return path

    def _on_record_error(self, exc: Exception) -> None:
        msg = error_text(exc, self.lang)
        self.errors.append(msg)
        self.statusBar().showMessage(translate("MainWindow", "NOT SAVED: {error}").format(error=msg))
        self.statusBar().setStyleSheet(f"color: {ERROR_COLOUR}; font-weight: bold;")

    def _show_start_page(self) -> None:
        from referee_app.core.record import recent_games

        items = recent_games()[:5]
        if items:
            from html import escape

            self.recent_label.setText(translate("MainWindow", "Recent games (File > Recent games):") + "<br>"
                                      + "<br>".join(f"{escape(p.name)} <span style='color:#5b6773'>— {escape(str(p.parent))}"
                                                    "</span>" for p in items))
        self.stack.setCurrentWidget(self.start_page)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.game is not None and self.clock.running:
            try:  # every running clock, count-down or count-up, stops while the program is closed
                self._log(self.clock.pause() | {"reason": "closed"})
            except ClockError:
                pass
        self.timer.stop()
        if self.projector is not None:
            self.projector.detach()
            self.projector.close()
            self.projector = None
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
        super().closeEvent(event)

    # ===================================================================== dialogs
    def _ask(self, title: str, text: str) -> bool:
        ans = QMessageBox.question(self, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                   QMessageBox.StandardButton.Yes)
        return ans == QMessageBox.StandardButton.Yes

    def _tell(self, title: str, text: str) -> None:
        self.errors.append(text)
        QMessageBox.warning(self, title, text)

    def show_keys(self) -> None:
        """Help > Keyboard (F1): every key of the command table and what it does."""
        QMessageBox.information(self, translate("MainWindow", "Keyboard"), shortcut_html())


def _file_filter(suffix: str) -> str:
    return translate("MainWindow", "Diplomacy games (*{suffix});;All files (*)").format(suffix=suffix)

"""The Tournament window: players, rounds, seating, results and standings, keyboard first.

Reached from the referee window (File > Tournament, Ctrl+T). It holds one tournament file
(``tournament.Tournament``: every change is stored as it is made) and shows it on three pages:

* **Players** (Ctrl+1): type a name and Enter to register a player (late players play from the
  next round); Ctrl+D drops the chosen player after the last round seated.
* **Seating and results** (Ctrl+2): one row per board of the round shown (Alt+Left/Right), one
  column per power. Ctrl+R seats the next round; Ctrl+Shift+X swaps the chosen seat with another,
  Ctrl+Shift+L puts a player in it; Ctrl+E types the chosen board's result, Ctrl+G takes it from an
  ended game file, Ctrl+Delete clears it.
* **Standings** (Ctrl+3) after any round, exported as CSV or a web page; F12 puts them on the
  projector (Shift+F12: the round's seating; Ctrl+F12: full screen).

Its commands are the table ``commands.TOURNAMENT_COMMANDS``: the menus, the F1 list and the key
legend come from it, and every command runs through ``TournamentWindow.run``, which shows an
error of the engine under the command's title. The widgets show the tournament and call its
operations; seeding, checking a result and scoring are the engine's.
"""

from __future__ import annotations

import html
import sqlite3
import time
from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QColor, QFont, QIcon, QKeySequence, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from referee_app.core.errors import RefereeError
from referee_app.core.messages import msg
from referee_app.games.diplomacy.rules.i18n import error_text, power_name, render
from referee_app.tournament.scoring import SYSTEMS, BoardResult, as_number, find_system, typed_result
from referee_app.tournament.tournament import (
    BEST_COUNTRY,
    POWERS,
    SITOUT_MODES,
    TIEBREAKS,
    Board,
    SeatConflict,
    Tournament,
    tiebreak_title,
)

from . import commands as C
from . import language
from .common import heading_label, note_label
from .language import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate
CONTEXT = "Tournament"
SUFFIX = ".diptour"


def _standard() -> Any:
    from .standings_projector import _standard as load

    return load()


def _pname(power: str) -> str:
    return power_name(power, language.current(), _standard())


def _chip(colour: str) -> QIcon:
    """A power's colour as a small square with a grey edge (Russia's white shows on white)."""
    pix = QPixmap(14, 14)
    pix.fill(QColor("#8a96a3"))
    painter = QPainter(pix)
    painter.fillRect(1, 1, 12, 12, QColor(colour))
    painter.end()
    return QIcon(pix)


def _num(x: Any) -> str:
    return str(as_number(x, 2))


# --- dialogs ------------------------------------------------------------------------------------------

class RulesFields(QWidget):
    """The scoring system, the best-N rule and the tie-breaks (a new tournament; Ctrl+Shift+R)."""

    def __init__(self, system: str = "c-diplo", best: int | None = None, tiebreaks: Sequence[str] = ("best-round",),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lang = language.current()
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.system = QComboBox()
        for s in SYSTEMS:
            self.system.addItem(render(s.title_msg, lang), s.name)
        self.system.setCurrentIndex(max(0, self.system.findData(find_system(system).name)))
        form.addRow(translate("Tournament", "&Scoring system"), self.system)
        self.best = QSpinBox()
        self.best.setRange(0, 20)
        self.best.setSpecialValueText(translate("Tournament", "every round"))
        self.best.setValue(best or 0)
        form.addRow(translate("Tournament", "&Total of the best … rounds"), self.best)
        self.tiebreaks: list[QComboBox] = []
        for i in range(3):
            box = QComboBox()
            box.addItem(translate("Tournament", "(none)"), "")
            for t in TIEBREAKS:
                box.addItem(render(tiebreak_title(t), lang), t)
            box.setCurrentIndex(box.findData(tiebreaks[i]) if i < len(tiebreaks) else 0)
            self.tiebreaks.append(box)
            form.addRow(translate("Tournament", "Tie-break {n}").format(n=i + 1), box)

    def values(self) -> tuple[str, int | None, list[str]]:
        chosen = [str(b.currentData()) for b in self.tiebreaks if b.currentData()]
        return str(self.system.currentData()), (self.best.value() or None), list(dict.fromkeys(chosen))


class NewTournamentDialog(QDialog):
    def __init__(self, start_dir: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Tournament", "New tournament"))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.name = QLineEdit()
        self.name.setPlaceholderText(translate("Tournament", "e.g. Club Cup 2024"))
        form.addRow(translate("Tournament", "&Name"), self.name)
        row = QHBoxLayout()
        self.path = QLineEdit(str(Path(start_dir) / f"tournament{SUFFIX}"))
        browse = QPushButton(translate("Tournament", "Browse…"))
        browse.clicked.connect(self._browse)
        row.addWidget(self.path, 1)
        row.addWidget(browse)
        form.addRow(translate("Tournament", "&File"), row)
        lay.addLayout(form)
        self.rules = RulesFields(parent=self)
        lay.addWidget(self.rules)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.name.textChanged.connect(self._name_to_file)

    def _name_to_file(self, text: str) -> None:
        stem = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in text.strip()).strip("-") or "tournament"
        self.path.setText(str(Path(self.path.text()).with_name(stem + SUFFIX)))

    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, translate("Tournament", "New tournament"), self.path.text(), _filter())
        if path:
            self.path.setText(path if path.endswith(SUFFIX) else path + SUFFIX)


class RulesDialog(QDialog):
    def __init__(self, t: Tournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Tournament", "Scoring system and tie-breaks"))
        lay = QVBoxLayout(self)
        self.rules = RulesFields(t.system, t.best_rounds, t.tiebreaks, self)
        lay.addWidget(self.rules)
        lang = language.current()
        more = QFormLayout()
        self.sitout = QDoubleSpinBox()  # what a round sat out scores (the lowest value: nothing)
        self.sitout.setRange(-1, 1000)
        self.sitout.setDecimals(2)
        self.sitout.setSpecialValueText(translate("Tournament", "nothing"))
        self.sitout.setValue(float(t.sitout_score) if t.sitout_score is not None else -1)
        more.addRow(translate("Tournament", "A round sat &out scores"), self.sitout)
        self.sitout_mode = QComboBox()
        for mode in SITOUT_MODES:
            self.sitout_mode.addItem(render({"once": msg("tournament.sitout-once"),
                                             "every": msg("tournament.sitout-every")}[mode], lang), mode)
        self.sitout_mode.setCurrentIndex(max(0, self.sitout_mode.findData(t.sitout_mode)))
        more.addRow(translate("Tournament", "Sit-out score &counts"), self.sitout_mode)
        self.best_country = QComboBox()
        for by in BEST_COUNTRY:
            self.best_country.addItem(render({"score": msg("tournament.by-score"),
                                              "centres": msg("tournament.by-centres")}[by], lang), by)
        self.best_country.setCurrentIndex(max(0, self.best_country.findData(t.best_country_by)))
        more.addRow(translate("Tournament", "Best Country &by"), self.best_country)
        lay.addLayout(more)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)


class ResultDialog(QDialog):
    """A board's result typed in: each power's centres, the year each eliminated power fell, and a
    draw or a solo; the scores under the tournament's system are shown as they are typed (the
    engine computes them, or says what is wrong)."""

    def __init__(self, t: Tournament, board: Board, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.t = t
        self.board = board
        self.setWindowTitle(translate("Tournament", "Result of round {round}, board {board}").format(round=board.round, board=board.number))
        lay = QVBoxLayout(self)
        grid = QGridLayout()
        for col, head in enumerate((translate("Tournament", "Power"), translate("Tournament", "Player"), translate("Tournament", "Centres"), translate("Tournament", "Fell in"), translate("Tournament", "In the draw"),
                                    translate("Tournament", "Score"))):
            lab = QLabel(f"<b>{head}</b>")
            grid.addWidget(lab, 0, col)
        self.centres: dict[str, QSpinBox] = {}
        self.fell: dict[str, QSpinBox] = {}
        self.in_draw: dict[str, QCheckBox] = {}
        self.score_labels: dict[str, QLabel] = {}
        old = board.result
        rs = _standard()
        for row, power in enumerate(POWERS, start=1):
            name = QLabel(_pname(power))
            name.setStyleSheet(f"border-left: 6px solid {rs.map.powers[power].colour}; padding-left: 4px;")
            grid.addWidget(name, row, 0)
            grid.addWidget(QLabel(board.seats.get(power, "—")), row, 1)
            c = QSpinBox()
            c.setRange(0, 34)
            c.setValue(old.centers.get(power, 0) if old is not None else 0)
            name.setBuddy(c)
            self.centres[power] = c
            grid.addWidget(c, row, 2)
            f = QSpinBox()
            f.setRange(1900, 2100)
            f.setSpecialValueText(translate("Tournament", "not known"))
            f.setValue(old.eliminated_in.get(power, 1900) if old is not None else 1900)
            self.fell[power] = f
            grid.addWidget(f, row, 3)
            d = QCheckBox()
            d.setChecked(old is not None and old.draw is not None and power in old.draw)
            self.in_draw[power] = d
            grid.addWidget(d, row, 4)
            s = QLabel()
            s.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.score_labels[power] = s
            grid.addWidget(s, row, 5)
        lay.addLayout(grid)
        form = QFormLayout()
        self.outcome = QComboBox()
        self.outcome.addItem(translate("Tournament", "Draw of every survivor"), "survivors")
        self.outcome.addItem(translate("Tournament", "Draw of the ticked powers"), "draw")
        for power in POWERS:
            self.outcome.addItem(translate("Tournament", "Solo: {power}").format(power=_pname(power)), power)
        if old is not None and old.solo is not None:
            self.outcome.setCurrentIndex(self.outcome.findData(old.solo))
        elif old is not None and old.draw is not None:
            self.outcome.setCurrentIndex(1)
        form.addRow(translate("Tournament", "&Outcome"), self.outcome)
        self.year = QSpinBox()
        self.year.setRange(1900, 2100)
        self.year.setSpecialValueText(translate("Tournament", "not known"))
        self.year.setValue(old.year if old is not None and old.year is not None else 1900)
        form.addRow(translate("Tournament", "&Last year played"), self.year)
        lay.addLayout(form)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b71c1c; font-weight: bold;")
        lay.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        for w in (*self.centres.values(), *self.fell.values(), self.year):
            w.valueChanged.connect(self.update_preview)
        for cb in self.in_draw.values():
            cb.toggled.connect(self.update_preview)
        self.outcome.currentIndexChanged.connect(self.update_preview)
        self.update_preview()
        self.centres[POWERS[0]].setFocus()
        self.centres[POWERS[0]].selectAll()

    def set_counts(self, counts: dict[str, int]) -> None:
        for p, n in counts.items():
            self.centres[p.upper()].setValue(n)

    def set_outcome(self, how: str) -> None:
        """"survivors", "draw" (the ticked powers) or a power's code (its solo)."""
        self.outcome.setCurrentIndex(self.outcome.findData(how))

    def result(self) -> BoardResult:
        """The result as typed; a ``ScoringError`` says what is wrong with it."""
        how = str(self.outcome.currentData())
        centres = {p: box.value() for p, box in self.centres.items()}
        fell = {p: box.value() for p, box in self.fell.items() if box.value() > box.minimum()}
        year = self.year.value() if self.year.value() > self.year.minimum() else None
        return typed_result(centres, solo=how if how in POWERS else None,
                            draw=[p for p, cb in self.in_draw.items() if cb.isChecked()] if how == "draw" else None,
                            fell_in=fell, year=year)

    def update_preview(self) -> None:
        how = str(self.outcome.currentData())
        for cb in self.in_draw.values():
            cb.setEnabled(how == "draw")
        for p, box in self.fell.items():
            box.setEnabled(self.centres[p].value() == 0)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        try:
            scores = find_system(self.t.system)(self.result())
        except RefereeError as exc:
            for lab in self.score_labels.values():
                lab.setText("")
            self.problem.setText(error_text(exc, language.current(), _standard()))
            ok.setEnabled(False)
            return
        for p, lab in self.score_labels.items():
            lab.setText(f"<b>{_num(scores[p])}</b>" if p in scores else "")
        self.problem.setText("")
        ok.setEnabled(True)


# the standings' tie-break columns as the window heads them (the exports keep the engine's names)
TIEBREAK_HEADINGS = {
    "best-round": QT_TRANSLATE_NOOP("Tournament", "Best round"),
    "second-best-round": QT_TRANSLATE_NOOP("Tournament", "Second-best round"),
    "all-rounds": QT_TRANSLATE_NOOP("Tournament", "All rounds"),
    "solos": QT_TRANSLATE_NOOP("Tournament", "Solos"),
    "tops": QT_TRANSLATE_NOOP("Tournament", "Tops"),
    "centres": QT_TRANSLATE_NOOP("Tournament", "Centres"),
}


def _filter() -> str:
    return translate("Tournament", "Tournaments (*{suffix});;All files (*)").format(suffix=SUFFIX)


# --- the window -------------------------------------------------------------------------------------

class TournamentWindow(QMainWindow):
    """The tournament director's window (File > Tournament in the referee window)."""

    def __init__(self, tournament: Tournament | None = None, *, game_source: Callable[[], str | None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.t: Tournament | None = None
        self.game_source = game_source or (lambda: None)  # the referee window's ended game file, if any
        self.round_shown = 0
        self.projector: Any = None
        self._texts: list[tuple[Callable[[str], Any], str, str]] = []  # (setter, context, source)
        self.errors: list[str] = []
        # the ways the window asks and tells (replaced in tests)
        self.tell: Callable[[str, str], None] = self._tell
        self.ask: Callable[[str, str], bool] = self._ask
        self.confirm: Callable[[str, str], bool] = self._confirm  # a question whose safe answer (No) is the default
        self.ask_item: Callable[[str, str, list[str]], int | None] = self._ask_item
        self.ask_file: Callable[[str, str, bool], str | None] = self._ask_file
        self.ask_minutes: Callable[[str, str], int | None] = self._ask_minutes
        self.hub_panel: Any = None
        self.hub_addresses: list[str] | None = None  # the addresses offered to serve on (None: the machine's)
        self.run_dialog: Callable[[QDialog], bool] = lambda dlg: dlg.exec() == QDialog.DialogCode.Accepted
        self._build_ui()
        self._build_actions()
        self.resize(1180, 720)
        if tournament is not None:
            self.set_tournament(tournament)
        self.retranslate()

    @classmethod
    def reopen(cls, *, game_source: Callable[[], str | None] | None = None) -> TournamentWindow:
        """The window with the last tournament file the director used, if it is still there."""
        last = language.load_settings().get("tournament_file")
        t = None
        if isinstance(last, str) and Path(last).is_file():
            try:
                t = Tournament.open(last)
            except (RefereeError, sqlite3.Error, OSError):
                t = None
        return cls(t, game_source=game_source)

    # ===================================================================== layout
    def _t(self, setter: Callable[[str], Any], source: str, context: str = CONTEXT) -> None:
        self._texts.append((setter, context, source))
        setter(translate(context, source))

    def _build_ui(self) -> None:
        central = QWidget()
        outer = QVBoxLayout(central)
        outer.setContentsMargins(8, 8, 8, 8)
        self.heading = heading_label(5)
        outer.addWidget(self.heading)
        self.rule_label = note_label(colour="#5b6773", wrap=False)
        outer.addWidget(self.rule_label)
        body = QHBoxLayout()
        self.tabs = QTabWidget()
        body.addWidget(self.tabs, 1)
        self.keys = QLabel()  # the key legend, from the command table
        self.keys.setWordWrap(True)
        self.keys.setFixedWidth(210)
        self.keys.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.keys.setStyleSheet("color: #5b6773; font-size: 11px;")
        body.addWidget(self.keys)
        outer.addLayout(body, 1)
        self.setCentralWidget(central)

        # --- players
        page = QWidget()
        lay = QVBoxLayout(page)
        row = QHBoxLayout()
        self.new_player_label = QLabel()
        self._t(self.new_player_label.setText, QT_TRANSLATE_NOOP("Tournament", "New &player:"))
        self.new_player = QLineEdit()
        self._t(self.new_player.setPlaceholderText, QT_TRANSLATE_NOOP("Tournament", "type a name, then Enter"))
        self.new_player_label.setBuddy(self.new_player)
        self.new_player.returnPressed.connect(self.add_typed_player)
        row.addWidget(self.new_player_label)
        row.addWidget(self.new_player, 1)
        lay.addLayout(row)
        self.players_table = self._table()
        lay.addWidget(self.players_table, 1)
        self.tabs.addTab(page, "")
        self._t(partial(self.tabs.setTabText, 0), QT_TRANSLATE_NOOP("Tournament", "Players"))

        # --- rounds
        page = QWidget()
        lay = QVBoxLayout(page)
        row = QHBoxLayout()
        self.round_label = QLabel()
        self._t(self.round_label.setText, QT_TRANSLATE_NOOP("Tournament", "&Round:"))
        self.round_box = QComboBox()
        self.round_box.setMinimumContentsLength(10)
        self.round_label.setBuddy(self.round_box)
        self.round_box.currentIndexChanged.connect(self._on_round_box)
        self.round_status = QLabel()
        row.addWidget(self.round_label)
        row.addWidget(self.round_box)
        row.addSpacing(12)
        row.addWidget(self.round_status, 1)
        lay.addLayout(row)
        self.seats_table = self._table(stretch_last=True)  # the result
        self.seats_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.seats_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.seats_table.itemActivated.connect(lambda _item: self.run("t_result"))
        self.seats_table.setWordWrap(False)  # a seat is two lines: the player, then centres and score
        lay.addWidget(self.seats_table, 1)
        self.sitting_out = QLabel()
        lay.addWidget(self.sitting_out)
        self.tabs.addTab(page, "")
        self._t(partial(self.tabs.setTabText, 1), QT_TRANSLATE_NOOP("Tournament", "Seating and results"))

        # --- standings
        page = QWidget()
        lay = QVBoxLayout(page)
        row = QHBoxLayout()
        self.after_label = QLabel()
        self._t(self.after_label.setText, QT_TRANSLATE_NOOP("Tournament", "&After round:"))
        self.after_box = QComboBox()
        self.after_label.setBuddy(self.after_box)
        self.after_box.currentIndexChanged.connect(lambda _i: self._fill_standings())
        self.after_box.activated.connect(self._pin_after)
        self._after_pinned: int | None = None  # a round the director chose (else: the last)
        row.addWidget(self.after_label)
        row.addWidget(self.after_box)
        row.addStretch(1)
        lay.addLayout(row)
        beside = QHBoxLayout()
        self.standings_table = self._table()
        beside.addWidget(self.standings_table, 3)
        self.awards_label = QLabel()  # Best Country, beside the standings
        self.awards_label.setWordWrap(True)
        self.awards_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.awards_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        beside.addWidget(self.awards_label, 2)
        lay.addLayout(beside, 1)
        self.tabs.addTab(page, "")
        self._t(partial(self.tabs.setTabText, 2), QT_TRANSLATE_NOOP("Tournament", "Standings"))

        # --- no tournament yet
        self.empty = QLabel()
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._t(self.empty.setText, QT_TRANSLATE_NOOP(
            "Tournament", "<h2>No tournament open</h2><p>Ctrl+N: a new tournament &nbsp;·&nbsp; Ctrl+O: open a "
            "tournament file</p>"))
        outer.addWidget(self.empty)

    def _table(self, stretch_last: bool = False) -> QTableWidget:
        t = QTableWidget(0, 0)
        t.verticalHeader().setVisible(False)
        t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        t.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        t.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        t.setAlternatingRowColors(True)
        t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        t.horizontalHeader().setStretchLastSection(stretch_last)
        return t

    def _build_actions(self) -> None:
        """Menus and actions from ``commands.TOURNAMENT_COMMANDS`` alone (as the referee window's)."""
        menus: dict[str, Any] = {}
        groups: dict[str, QActionGroup] = {}
        self.command_actions: dict[str, QAction] = {}
        for row in C.TOURNAMENT_COMMANDS:
            if isinstance(row, C.Menu):
                parent = self.menuBar() if row.parent is None else menus[row.parent]
                menu = parent.addMenu(translate(C.CONTEXT, row.title))
                self._t(menu.setTitle, row.title, C.CONTEXT)
                menus[row.name] = menu
                setattr(self, f"{row.name}_menu", menu)
            elif isinstance(row, C.Separator):
                menus[row.menu].addSeparator()
            elif row.handler is not None:
                act = QAction(translate(C.CONTEXT, row.title) if row.translated else row.title, self)
                if row.translated:
                    self._t(act.setText, row.title, C.CONTEXT)
                act.setShortcuts([QKeySequence(k) for k in row.keys])
                act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
                act.setCheckable(row.checkable)
                act.triggered.connect(lambda _checked=False, name=row.name: self.run(name))
                if row.group is not None:
                    groups.setdefault(row.group, QActionGroup(self)).addAction(act)
                if row.menu is not None:
                    menus[row.menu].addAction(act)
                self.addAction(act)
                self.command_actions[row.name] = act

    def run(self, name: str, *args: Any) -> Any:
        """Run the command ``name`` of ``commands.TOURNAMENT_COMMANDS``: the one path by which the
        engine's errors (a ``RefereeError``, or a file that cannot be written) reach the director,
        under the command's title, in the window's language. The result, or None after an error."""
        cmd = C.command(name, C.TOURNAMENT_COMMANDS)
        try:
            return C.call(self, cmd, *args)
        except RefereeError as exc:
            self.tell(C.plain(C.tr(cmd.error_text_title)), error_text(exc, language.current(), _standard()))
        except (sqlite3.Error, OSError) as exc:
            self.tell(C.plain(C.tr(cmd.error_text_title)), str(exc))
        self.refresh()
        return None

    def _guard(self, title: str, fn: Callable[[], Any]) -> Any:
        """``fn`` with its errors told under ``title`` (for the few actions that are not commands)."""
        try:
            return fn()
        except RefereeError as exc:
            self.tell(title, error_text(exc, language.current(), _standard()))
        except (sqlite3.Error, OSError) as exc:
            self.tell(title, str(exc))
        return None

    def retranslate(self) -> None:
        for setter, context, source in self._texts:
            setter(translate(context, source))
        self.keys.setText(C.key_legend(C.TOURNAMENT_COMMANDS))
        self.refresh()
        if self.projector is not None:
            self.projector.refresh()

    # ===================================================================== the tournament
    def set_tournament(self, t: Tournament) -> None:
        if self.t is not None and self.t is not t:
            self.t.close()
        self.t = t
        self.round_shown = t.last_round()
        language.save_settings(tournament_file=str(t.path))
        if self.projector is not None:
            self.projector.set_tournament(t)
        self.refresh()

    def new_tournament(self) -> None:
        from referee_app.core.record import default_games_dir

        dlg = NewTournamentDialog(str(default_games_dir()), self)
        if not self.run_dialog(dlg):
            return
        system, best, tiebreaks = dlg.rules.values()
        name = dlg.name.text().strip() or Path(dlg.path.text()).stem
        t = Tournament.create(dlg.path.text(), name, system, best_rounds=best, tiebreaks=tiebreaks or ("best-round",))
        self.set_tournament(t)
        self.show_page(0)
        self.focus_new_player()

    def open_tournament(self, path: str | None = None) -> None:
        from referee_app.core.record import default_games_dir

        if not path:
            path = self.ask_file(translate("Tournament", "Open a tournament"), str(default_games_dir()), False)
            if not path:
                return
        self.set_tournament(Tournament.open(path))

    def edit_rules(self) -> None:
        t = self.t
        if t is None:
            return
        dlg = RulesDialog(t, self)
        if not self.run_dialog(dlg):
            return
        system, best, tiebreaks = dlg.rules.values()
        sitout = None if dlg.sitout.value() < 0 else Fraction(str(round(dlg.sitout.value(), 2)))
        t.set_rules(system=system, best_rounds=best, tiebreaks=tiebreaks, sitout_score=sitout,
                    sitout_mode=str(dlg.sitout_mode.currentData()), best_country=str(dlg.best_country.currentData()))
        self.refresh()

    # --- players
    def focus_new_player(self) -> None:
        self.show_page(0)
        self.new_player.setFocus()
        self.new_player.selectAll()

    def add_typed_player(self) -> None:
        t = self.t
        name = self.new_player.text().strip()
        if t is None or not name:
            return
        if self._guard(translate("Tournament", "Cannot add the player"), lambda: t.add_player(name)) is not None:
            self.new_player.clear()
            self.refresh()
            self.statusBar().showMessage(translate("Tournament", "{name} plays from round {n}.").format(
                name=t.player(name).name, n=t.player(name).joined_round), 6000)

    def chosen_player(self) -> str | None:
        row = self.players_table.currentRow()
        item = self.players_table.item(row, 1) if row >= 0 else None
        return item.text() if item is not None else None

    def drop_player(self) -> None:
        t = self.t
        name = self.chosen_player()
        if t is None or name is None:
            return
        last = t.last_round()
        seats = [(b.number, p) for b in t.boards(last) if b.result is None for p, who in b.seats.items() if who == name]
        if seats:  # leaves during the round: the seat waits for a replacement or civil disorder
            board, power = seats[0]
            if not self.confirm(translate("Tournament", "Drop the player"), translate(
                    "Tournament", "{name} plays on board {board} ({power}) of round {n}. Drop them now? The seat then "
                    "needs a replacement or is played in civil disorder.").format(name=name, board=board,
                                                                                  power=_pname(power), n=last)):
                return
            t.drop_player(name, after_round=last - 1, vacate=True)
            self.refresh()
            self.select_seat(board, power)
            return
        if not self.ask(translate("Tournament", "Drop the player"), translate("Tournament", "{name} plays no round after round {n}?").format(name=name, n=last)):
            return
        t.drop_player(name)
        self.refresh()

    def toggle_absent(self) -> None:
        """Roll call of the next round: the chosen player is away, or here again."""
        t, name = self.t, self.chosen_player()
        if t is None or name is None:
            return
        r = t.last_round() + 1
        here = t.present(r)
        if here is None:
            here = [p.name for p in t.players() if p.plays_in(r)]
        here = [n for n in here if n != name] if name in here else [*here, name]
        t.roll_call(r, present=here)
        self.refresh()

    def toggle_standby(self) -> None:
        t, name = self.t, self.chosen_player()
        if t is not None and name is not None:
            t.set_player(name, standby=not t.player(name).standby)
            self.refresh()

    def toggle_two_boards(self) -> None:
        t, name = self.t, self.chosen_player()
        if t is not None and name is not None:
            t.set_player(name, two_boards=not t.player(name).two_boards)
            self.refresh()

    # --- rounds and seats
    def seed_round(self) -> None:
        t = self.t
        if t is None:
            return
        boards = t.seed_round()
        self.round_shown = boards[0].round if boards else t.last_round()
        self.show_page(1)
        self.refresh()
        self.statusBar().showMessage(translate("Tournament", "Round {n} is seated: {boards} boards.").format(
            n=self.round_shown, boards=len(boards)), 8000)

    def step_round(self, step: int) -> None:
        t = self.t
        if t is None:
            return
        rounds = t.rounds()
        if not rounds:
            return
        i = rounds.index(self.round_shown) if self.round_shown in rounds else len(rounds) - 1
        self.round_shown = rounds[max(0, min(len(rounds) - 1, i + step))]
        self.show_page(1)
        self.refresh()

    def _on_round_box(self, index: int) -> None:
        data = self.round_box.itemData(index)
        if isinstance(data, int) and data != self.round_shown:
            self.round_shown = data
            self.refresh()

    def chosen_board(self) -> Board | None:
        t = self.t
        row = self.seats_table.currentRow()
        if t is None or row < 0 or not self.round_shown:
            return None
        boards = t.boards(self.round_shown)
        return boards[row] if row < len(boards) else None

    def chosen_seat(self) -> tuple[int, str] | None:
        board = self.chosen_board()
        col = self.seats_table.currentColumn()
        if board is None or not 1 <= col <= len(POWERS):
            return None
        return board.number, POWERS[col - 1]

    def select_seat(self, board: int, power: str | None = None) -> None:
        """Choose a board (and a seat on it) in the seating table."""
        self.show_page(1)
        self.seats_table.setCurrentCell(board - 1, 1 + POWERS.index(power) if power else 0)

    def swap_seat(self) -> None:
        t, seat = self.t, self.chosen_seat()
        if t is None or seat is None:
            self.statusBar().showMessage(translate("Tournament", "Choose a seat first (a player's cell)."), 6000)
            return
        others = [(b.number, p, who) for b in t.boards(self.round_shown) for p, who in b.seats.items()
                  if (b.number, p) != seat]
        labels = [translate("Tournament", "Board {board} · {power} · {player}").format(board=n, power=_pname(p), player=who)
                  for n, p, who in others]
        i = self.ask_item(translate("Tournament", "Swap seats"), translate("Tournament", "Swap with:"), labels)
        if i is None:
            return
        t.swap_seats(self.round_shown, seat, others[i][:2])
        self.refresh()
        self.select_seat(*seat)

    def set_seat(self) -> None:
        t, seat = self.t, self.chosen_seat()
        if t is None or seat is None:
            self.statusBar().showMessage(translate("Tournament", "Choose a seat first (a player's cell)."), 6000)
            return
        where = {who: (b.number, p) for b in t.boards(self.round_shown) for p, who in b.seats.items()}
        names = [p.name for p in t.players()]
        labels = [translate("Tournament", "{player} (board {board}, {power})").format(player=n, board=where[n][0], power=_pname(where[n][1]))
                  if n in where else translate("Tournament", "{player} (no seat)").format(player=n) for n in names]
        i = self.ask_item(translate("Tournament", "Put a player in the seat"), translate("Tournament", "Player:"), labels)
        if i is None:
            return
        move = force = False
        for _ in range(3):  # at most: moved from elsewhere, then the seat's player replaced
            try:
                t.set_seat(self.round_shown, seat[0], seat[1], names[i], move=move, force=force)
                break
            except SeatConflict as exc:
                why = error_text(exc, language.current(), _standard())
                if exc.kind == "elsewhere":
                    question = translate("Tournament", "{why}.\n\nMove them here? Their other seat will be empty.")
                else:
                    question = translate("Tournament", "{why}.\n\nReplace them? They will sit out this round.")
                if not self.confirm(translate("Tournament", "Put a player in the seat"), question.format(why=why)):
                    return
                move = move or exc.kind == "elsewhere"
                force = force or exc.kind == "taken"
        self.refresh()
        self.select_seat(*seat)

    def civil_disorder(self) -> None:
        """The chosen empty seat is played in civil disorder (nobody scores it)."""
        t, seat = self.t, self.chosen_seat()
        if t is None or seat is None:
            self.statusBar().showMessage(translate("Tournament", "Choose a seat first (a player's cell)."), 6000)
            return
        t.set_civil_disorder(self.round_shown, *seat)
        self.refresh()
        self.select_seat(*seat)

    # --- results
    def _board_or_hint(self) -> Board | None:
        board = self.chosen_board()
        if board is None:
            self.statusBar().showMessage(translate("Tournament", "Choose a board first (Ctrl+2, then its row)."), 6000)
        return board

    def type_result(self) -> None:
        t, board = self.t, self._board_or_hint()
        if t is None or board is None:
            return
        dlg = ResultDialog(t, board, self)
        if not self.run_dialog(dlg):
            return
        t.record_result(board.round, board.number, dlg.result())
        self.refresh()
        self.select_seat(board.number)

    def result_from_game(self, path: str | None = None) -> None:
        t, board = self.t, self._board_or_hint()
        if t is None or board is None:
            return
        if not path:
            start = self.game_source() or board.game_file or str(Path(t.path).parent)
            path = self.ask_file(translate("Tournament", "The board's ended game file"), start, False)
            if not path:
                return
        t.link_game(board.round, board.number, path)
        self.refresh()
        self.select_seat(board.number)

    def clear_result(self) -> None:
        t, board = self.t, self._board_or_hint()
        if t is None or board is None or board.result is None:
            return
        if not self.ask(translate("Tournament", "Clear the result"), translate("Tournament", "Take away the result of round {round}, board {board}?").format(
                round=board.round, board=board.number)):
            return
        t.clear_result(board.round, board.number)
        self.refresh()

    # --- standings, exports, projector
    def export_standings(self, fmt: str, path: str | None = None) -> bool:
        t = self.t
        if t is None:
            return False
        after = self.standings_after()
        if not path:
            start = str(Path(t.path).with_suffix(f".{fmt}"))
            path = self.ask_file(translate("Tournament", "Export the standings"), start, True)
            if not path:
                return False
        lang = language.current()
        text = t.standings_csv(after, lang) if fmt == "csv" else t.standings_html(after, lang)
        Path(path).write_text(text, encoding="utf-8")
        self.statusBar().showMessage(translate("Tournament", "Standings written to {path}.").format(path=path), 8000)
        return True

    def show_projector(self, mode: str) -> None:
        from .standings_projector import StandingsProjector

        t = self.t
        if t is None:
            return
        if self.projector is None:
            self.projector = StandingsProjector(t, mode, self.round_shown or None)
            self.projector.show_on_second_screen(full_screen=False)
        else:
            self.projector.show_mode(mode, self.round_shown or None)
            self.projector.show()
            self.projector.raise_()

    def toggle_hub(self) -> None:
        """Tournament > Serve the boards: the hub on the local network, on or off."""
        from .hub_panel import HubPanel

        t = self.t
        if self.hub_panel is not None:
            self.hub_panel.close()
            return
        if t is None:
            return
        panel = HubPanel(t, self._hub_report, self, addresses=self.hub_addresses)
        panel.stopped.connect(self._hub_stopped)
        self.hub_panel = panel
        panel.start()
        panel.show()

    def _hub_report(self) -> None:
        self.refresh()
        if self.projector is not None:
            self.projector.refresh()

    def _hub_stopped(self) -> None:
        if self.hub_panel is not None:
            self.hub_panel.deleteLater()
        self.hub_panel = None

    def room_clock(self) -> None:
        """The room's clock: the round's diplomacy ends in so many minutes on every joined board."""
        t = self.t
        if t is None:
            return
        minutes = self.ask_minutes(translate("Tournament", "The room's clock"),
                                   translate("Tournament", "Minutes until the period ends (0: no room clock):"))
        if minutes is None:
            return
        t.set_hub_clock(time.time() + minutes * 60 if minutes > 0 else None, "diplomacy")
        self.statusBar().showMessage(translate("Tournament", "The room's clock is set.") if minutes > 0
                                     else translate("Tournament", "No room clock."), 6000)

    def allow_own_clock(self) -> None:
        """The director consents that a board of the round leaves the room's clock (kept in the log)."""
        t = self.t
        if t is None or not t.rounds():
            return
        boards = t.boards(t.last_round())
        i = self.ask_item(translate("Tournament", "A board keeps its own clock"), translate("Tournament", "Board:"),
                          [translate("Tournament", "Board {n}").format(n=b.number) for b in boards])
        if i is None:
            return
        t.hub_allow_own_clock(t.last_round(), boards[i].number)
        self.statusBar().showMessage(translate("Tournament", "Board {n} keeps its own clock.").format(n=boards[i].number), 6000)

    def projector_full_screen(self) -> None:
        if self.projector is None:
            self.show_projector("standings")
        self.projector.toggle_full_screen()

    def show_page(self, index: int) -> None:
        self.tabs.setCurrentIndex(index)
        table = (self.players_table, self.seats_table, self.standings_table)[index]
        if index == 0 and self.players_table.rowCount() == 0:
            self.new_player.setFocus()
        else:
            table.setFocus()
            if table.currentRow() < 0 and table.rowCount():
                table.setCurrentCell(0, 1 if index == 1 else 0)

    def show_keys(self) -> None:
        QMessageBox.information(self, translate("MainWindow", "Keyboard"), C.shortcut_html(C.TOURNAMENT_COMMANDS))

    # ===================================================================== showing
    def refresh(self) -> None:
        t = self.t
        lang = language.current()
        has = t is not None
        self.tabs.setVisible(has)
        self.empty.setVisible(not has)
        for name, act in self.command_actions.items():
            act.setEnabled(has or name in ("t_new", "t_open", "t_close", "t_keys"))
        if t is None:
            self.setWindowTitle(translate("Tournament", "Tournament"))
            self.heading.setText(translate("Tournament", "Tournament"))
            self.rule_label.setText("")
            return
        self.setWindowTitle(translate("Tournament", "{name} — {file} — tournament").format(name=t.name, file=Path(t.path).name))
        self.heading.setText(t.name)
        tiebreaks = translate("Tournament", ", ").join(render(tiebreak_title(x), lang) for x in t.tiebreaks) or translate("Tournament", "none")
        rule_text = translate("Tournament", "{rule}. Ties broken by: {tiebreaks}.").format(rule=render(t.rules_message(), lang),
                                                                                         tiebreaks=tiebreaks)
        sitout = t.sitout_message()
        if sitout is not None:  # how a round sat out counts, the tie-breaks included
            rule_text += " " + render(sitout, lang)
        self.rule_label.setText(rule_text)
        self._fill_players()
        self._fill_rounds()
        self._fill_after_box()
        self._fill_standings()
        if self.projector is not None:
            self.projector.refresh()

    def _fill_players(self) -> None:
        t = self.t
        assert t is not None
        standing = {s.player: s for s in t.standings()}
        keep = self.players_table.currentRow()
        heads = [translate("Tournament", "#"), translate("Tournament", "Player"), translate("Tournament", "Plays from round"), translate("Tournament", "Dropped after round"), translate("Tournament", "Rounds played"),
                 translate("Tournament", "Total"), translate("Tournament", "Notes")]
        upcoming = t.last_round() + 1
        here = t.present(upcoming)
        self.players_table.setColumnCount(len(heads))
        self.players_table.setHorizontalHeaderLabels(heads)
        players = t.players()
        self.players_table.setRowCount(len(players))
        for i, p in enumerate(players):
            s = standing.get(p.name)
            notes = []
            if p.standby:
                notes.append(translate("Tournament", "standby"))
            if p.two_boards:
                notes.append(translate("Tournament", "may play two boards"))
            if here is not None and p.plays_in(upcoming) and p.name not in here:
                notes.append(translate("Tournament", "away in round {n}").format(n=upcoming))
            cells = [str(i + 1), p.name, str(p.joined_round), "" if p.dropped_after is None else str(p.dropped_after),
                     str(len(s.rounds)) if s else "0", _num(s.total) if s else "0", translate("Tournament", ", ").join(notes)]
            for j, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if j not in (1, 6):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if p.dropped_after is not None:
                    item.setForeground(QColor("#8a96a3"))
                self.players_table.setItem(i, j, item)
        if 0 <= keep < len(players):
            self.players_table.setCurrentCell(keep, 1)

    def _fill_rounds(self) -> None:
        t = self.t
        assert t is not None
        lang = language.current()
        rounds = t.rounds()
        if self.round_shown not in rounds:
            self.round_shown = rounds[-1] if rounds else 0
        self.round_box.blockSignals(True)
        self.round_box.clear()
        for r in rounds:
            self.round_box.addItem(translate("Tournament", "Round {n}").format(n=r), r)
        self.round_box.setCurrentIndex(rounds.index(self.round_shown) if self.round_shown in rounds else -1)
        self.round_box.blockSignals(False)
        keep = (self.seats_table.currentRow(), self.seats_table.currentColumn())
        boards = t.boards(self.round_shown) if self.round_shown else []
        live = t.live_centres(self.round_shown) if self.round_shown else {}  # boards reporting through the hub
        rs = _standard()
        self.seats_table.setColumnCount(2 + len(POWERS))
        self.seats_table.setHorizontalHeaderItem(0, QTableWidgetItem(translate("Tournament", "Board")))
        for j, p in enumerate(POWERS, start=1):
            self.seats_table.setHorizontalHeaderItem(j, QTableWidgetItem(_chip(rs.map.powers[p].colour), _pname(p)))
        self.seats_table.setHorizontalHeaderItem(len(POWERS) + 1, QTableWidgetItem(translate("Tournament", "Result")))
        self.seats_table.setRowCount(len(boards))
        done = 0
        for i, b in enumerate(boards):
            scores = find_system(t.system)(b.result) if b.result is not None else {}
            board_item = QTableWidgetItem(str(b.number))
            board_item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            f = QFont(board_item.font())
            f.setBold(True)
            board_item.setFont(f)
            self.seats_table.setItem(i, 0, board_item)
            for j, p in enumerate(POWERS, start=1):
                text = b.seats.get(p) or (translate("Tournament", "(civil disorder)") if p in b.civil_disorder
                                          else translate("Tournament", "— empty —"))
                item = QTableWidgetItem()
                if b.result is not None:
                    n = b.result.centers.get(p, 0)
                    text += "\n" + translate("Tournament", "{centres} SC · score {score}").format(centres=n, score=_num(scores.get(p, 0)))
                    if n == b.result.top:
                        item.setFont(f)  # the board's top (or its solo)
                    elif n == 0:
                        item.setForeground(QColor("#8a96a3"))  # eliminated
                elif (b.round, b.number) in live:  # being played: the centres its desk last reported
                    year, counts = live[(b.round, b.number)]
                    text += "\n" + translate("Tournament", "{centres} SC in {year}").format(centres=counts.get(p, 0), year=year)
                item.setText(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                self.seats_table.setItem(i, j, item)
            result_text = self._result_text(b, lang)
            if b.result is None and (b.round, b.number) in live:
                result_text = translate("Tournament", "being played: {year} reported").format(
                    year=live[(b.round, b.number)][0])
            self.seats_table.setItem(i, len(POWERS) + 1, QTableWidgetItem(result_text))
            done += b.result is not None
        two_lines = self.seats_table.fontMetrics().lineSpacing() * 2 + 12
        for i in range(len(boards)):
            self.seats_table.setRowHeight(i, two_lines)
        if boards and 0 <= keep[0] < len(boards):
            self.seats_table.setCurrentCell(keep[0], max(0, keep[1]))
        if not rounds:
            self.round_status.setText(translate("Tournament", "No round yet: Ctrl+R seats the first round."))
        else:
            self.round_status.setText(translate("Tournament", "{boards} boards, {done} with a result.").format(boards=len(boards), done=done)
                                      + ("  " + translate("Tournament", "Ctrl+R seats the next round.") if boards and done == len(boards)
                                         and self.round_shown == rounds[-1] else ""))
        out = t.sitting_out(self.round_shown) if self.round_shown else []
        text = translate("Tournament", "Sitting out: {players}").format(players=translate("Tournament", ", ").join(out)) if out else ""
        spare = t.standbys(self.round_shown) if self.round_shown else []
        if spare:
            text += ("   " if text else "") + translate("Tournament", "Standby: {players}").format(
                players=translate("Tournament", ", ").join(spare))
        self.sitting_out.setText(text)

    def _result_text(self, b: Board, lang: str) -> str:
        r = b.result
        if r is None:
            return translate("Tournament", "no result yet")
        if r.solo is not None:
            text = translate("Tournament", "Solo: {power}").format(power=_pname(r.solo))
        elif r.draw is not None and set(r.draw) != set(r.survivors):
            text = translate("Tournament", "Draw: {powers}").format(powers=translate("Tournament", ", ").join(_pname(p) for p in r.draw))
        else:
            text = translate("Tournament", "Draw of every survivor")
        if b.game_file:
            text += "  " + translate("Tournament", "(from {file})").format(file=Path(b.game_file).name)
        return text

    def standings_after(self) -> int | None:
        data = self.after_box.currentData()
        return int(data) if isinstance(data, int) else None

    def _pin_after(self, index: int) -> None:
        """The director chose the round the standings follow (the last round: follow the latest)."""
        data = self.after_box.itemData(index)
        last = self.t.last_round() if self.t is not None else 0
        self._after_pinned = int(data) if isinstance(data, int) and data != last else None

    def _fill_after_box(self) -> None:
        t = self.t
        assert t is not None
        rounds = t.rounds()
        self.after_box.blockSignals(True)
        self.after_box.clear()
        for r in rounds:
            self.after_box.addItem(translate("Tournament", "Round {n}").format(n=r), r)
        pinned = self._after_pinned
        self.after_box.setCurrentIndex(rounds.index(pinned) if pinned in rounds else len(rounds) - 1)
        self.after_box.blockSignals(False)

    def _fill_standings(self) -> None:
        t = self.t
        if t is None:
            return
        after = self.standings_after()
        _header, rows = t.standings_table(after, language.current())
        rounds = [r for r in t.rounds() if after is None or r <= after]
        header = ([translate("Tournament", "Place"), translate("Tournament", "Player"), translate("Tournament", "Total")]
                  + [translate("Tournament", "Round {n}").format(n=r) for r in rounds]
                  + [translate("Tournament", TIEBREAK_HEADINGS.get(x, x)) for x in t.tiebreaks])
        self.standings_table.setColumnCount(len(header))
        self.standings_table.setHorizontalHeaderLabels(header)
        self.standings_table.setRowCount(len(rows))
        bold = QFont(self.standings_table.font())
        bold.setBold(True)
        for i, cells in enumerate(rows):
            for j, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if j != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if j == 2:
                    item.setFont(bold)
                self.standings_table.setItem(i, j, item)
        lines = t.awards_lines(after, language.current(), _standard())
        self.awards_label.setText(("<b>" + html.escape(lines[0]) + "</b><br>" + "<br>".join(html.escape(x) for x in lines[1:]))
                                  if lines else "")

    # ===================================================================== dialogs
    def _tell(self, title: str, text: str) -> None:
        self.errors.append(text)
        QMessageBox.warning(self, title, text)

    def _ask(self, title: str, text: str) -> bool:
        from .common import confirm

        return confirm(self, title, text)  # the safe answer (No) is the default

    def _confirm(self, title: str, text: str) -> bool:
        ans = QMessageBox.question(self, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                   QMessageBox.StandardButton.No)
        return ans == QMessageBox.StandardButton.Yes

    def _ask_item(self, title: str, label: str, items: list[str]) -> int | None:
        if not items:
            return None
        choice, ok = QInputDialog.getItem(self, title, label, items, 0, False)
        return items.index(choice) if ok and choice in items else None

    def _ask_minutes(self, title: str, label: str) -> int | None:
        value, ok = QInputDialog.getInt(self, title, label, 30, 0, 600)
        return int(value) if ok else None

    def _ask_file(self, title: str, start: str, save: bool) -> str | None:
        if save:
            path, _ = QFileDialog.getSaveFileName(self, title, start, translate("Tournament", "All files (*)"))
        elif title == translate("Tournament", "Open a tournament"):
            path, _ = QFileDialog.getOpenFileName(self, title, start, _filter())
        else:
            path, _ = QFileDialog.getOpenFileName(self, title, start, translate("Tournament", "Diplomacy games (*.dipgame);;All files (*)"))
        return path or None

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.hub_panel is not None:
            self.hub_panel.close()
        if self.projector is not None:
            self.projector.close()
            self.projector = None
        super().closeEvent(event)

    def finish(self) -> None:
        """Close the window and its tournament file (everything in it is stored already)."""
        self.close()
        if self.t is not None:
            self.t.close()
            self.t = None

    # --- for tests ---------------------------------------------------------------------------------
    def table_rows(self, table: QTableWidget) -> list[list[str]]:
        return [[(table.item(i, j).text() if table.item(i, j) is not None else "")  # type: ignore[union-attr]
                 for j in range(table.columnCount())] for i in range(table.rowCount())]


__all__ = ["NewTournamentDialog", "ResultDialog", "RulesDialog", "RulesFields", "TournamentWindow"]

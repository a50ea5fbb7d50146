"""New game: ruleset, number of players (rulebook 1.2.3), player names, timer lengths, game file."""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from referee_app.core import registry
from referee_app.core.clock import ClockError, ClockSettings
from referee_app.games.diplomacy import Game, RefereeError, load_ruleset
from referee_app.games.diplomacy.i18n import error_text
from referee_app.games.diplomacy.ruleset import default_ruleset_name, list_rulesets
from referee_app.games.diplomacy.variants import assignments, new_game, player_count

from . import language
from .common import tab_order_by_layout
from .language import file_dialog_options

translate = QCoreApplication.translate


class TimerFields(QWidget):
    """Timer lengths in minutes (rules 2.2.2, 2.3.1) and warning times (2.1.3)."""

    def __init__(self, settings: ClockSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.first = self._spin()
        self.later = self._spin()
        self.orders = self._spin()
        self.warnings = QLineEdit()
        self.warnings.setPlaceholderText(translate("NewGame", "e.g. 5, 1"))
        form.addRow(translate("NewGame", "First diplomacy period (2.2.2)"), self.first)
        form.addRow(translate("NewGame", "Later diplomacy periods (2.2.2)"), self.later)
        form.addRow(translate("NewGame", "Order writing (2.3.1)"), self.orders)
        form.addRow(translate("NewGame", "Warnings, minutes left (2.1.3)"), self.warnings)
        self.set_settings(settings)

    @staticmethod
    def _spin() -> QDoubleSpinBox:
        s = QDoubleSpinBox()
        s.setRange(0.5, 240)
        s.setDecimals(1)
        s.setSingleStep(1)
        s.setSuffix(translate("NewGame", " min"))
        return s

    def set_settings(self, s: ClockSettings) -> None:
        self.first.setValue(s.first_diplomacy / 60)
        self.later.setValue(s.diplomacy / 60)
        self.orders.setValue(s.orders / 60)
        self.warnings.setText(", ".join(f"{w / 60:g}" for w in s.warnings))

    def settings(self) -> ClockSettings:
        text = self.warnings.text().strip()
        try:
            warns = [float(x) for x in re.split(r"[,\s;]+", text) if x]
        except ValueError:
            raise ClockError(translate("NewGame", "warning times must be minutes separated by commas, e.g. '5, 1' (not {text})")
                             .format(text=repr(text))) from None
        if any(w <= 0 for w in warns):
            raise ClockError(translate("NewGame", "warning times must be more than 0 minutes"))
        return ClockSettings.from_minutes(self.first.value(), self.later.value(), self.orders.value(), warns)


def _variant_note(players: int, note: str) -> str:
    """The rulebook's note on a player count (rule 1.2.3), in the window's language."""
    notes = {
        6: translate("NewGame", "The rulebook gives 1870 as the first year (the 1982 rules: 1901); a start year can be chosen."),
        5: translate("NewGame", "The rulebook gives 1801 as the first year (the 1982 rules: 1901); a start year can be chosen."),
        3: translate("NewGame", "Two assignments; seed 002 gives only the second."),
        2: translate("NewGame", "Italy is neutral and impassable in 1914; a coin toss before the Fall 1914 adjustments decides "
                                "which side it joins from Spring 1915; 24 centres win."),
    }
    return notes.get(players, note[0].upper() + note[1:] + ".")


def _seat_label(game_powers: dict[str, str], seat: tuple[str, ...]) -> str:
    return " + ".join(game_powers.get(p, p.title()) for p in seat)


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, games_dir: Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewGame", "New game"))
        self.setMinimumWidth(680)
        self.games_dir = games_dir
        lay = QVBoxLayout(self)
        form = QFormLayout()
        lay.addLayout(form)

        # the game first: every game of the registry that has a window (Diplomacy by default)
        self.game_choice = QComboBox()
        lang = language.current()
        for kind in registry.games():
            if kind.gui_module is not None:
                self.game_choice.addItem(kind.titles.get(lang) or kind.titles.get("en", kind.name), kind.name)
        self.game_choice.setCurrentIndex(max(0, self.game_choice.findData(registry.DEFAULT_GAME)))
        form.addRow(translate("NewGame", "&Game"), self.game_choice)

        self.ruleset = QComboBox()
        try:
            infos = list_rulesets()
        except RefereeError:
            infos = []
        for info in infos:
            self.ruleset.addItem(info.title_in(language.current()), info.name)
        if not infos:
            self.ruleset.addItem(translate("NewGame", "Standard"), "standard")
        default = default_ruleset_name()
        idx = self.ruleset.findData(default)
        if idx >= 0:
            self.ruleset.setCurrentIndex(idx)
        form.addRow(translate("NewGame", "&Ruleset"), self.ruleset)

        self.title = QLineEdit()
        self.title.setPlaceholderText(translate("NewGame", "e.g. Club night, 14 March"))
        form.addRow(translate("NewGame", "&Title"), self.title)

        self.players = QSpinBox()
        self.players.setRange(2, 7)
        self.players.setValue(7)
        form.addRow(translate("NewGame", "Number of &players (1.2.3)"), self.players)
        self.assignment = QComboBox()
        form.addRow(translate("NewGame", "&Powers per player"), self.assignment)
        self.rule_note = QLabel()
        self.rule_note.setWordWrap(True)
        self.rule_note.setStyleSheet("color: #4a5560;")
        form.addRow(self.rule_note)
        self.start_year = QSpinBox()
        self.start_year.setRange(1, 9999)
        form.addRow(translate("NewGame", "First &year"), self.start_year)

        self.names_box = QGroupBox(translate("NewGame", "Player names"))
        self.names_form = QFormLayout(self.names_box)
        lay.addWidget(self.names_box)
        self.name_edits: list[QLineEdit] = []

        tbox = QGroupBox(translate("NewGame", "Timers"))
        tl = QVBoxLayout(tbox)
        self.timers = TimerFields(ClockSettings(), tbox)
        tl.addWidget(self.timers)
        lay.addWidget(tbox)

        file_row = QHBoxLayout()
        self.path = QLineEdit()
        browse = QPushButton(translate("NewGame", "Browse…"))
        browse.clicked.connect(self._browse)
        file_row.addWidget(self.path, 1)
        file_row.addWidget(browse)
        fbox = QGroupBox(translate("NewGame", "Game file (every change is saved into it as it happens)"))
        fbox.setLayout(file_row)
        lay.addWidget(fbox)

        self.error = QLabel()
        self.error.setStyleSheet("color: #c62828;")
        self.error.setWordWrap(True)
        lay.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

        self.ruleset.currentIndexChanged.connect(self._on_ruleset)
        self.players.valueChanged.connect(self._on_players)
        self.assignment.currentIndexChanged.connect(self._on_assignment)
        self.title.textChanged.connect(self._suggest_path)
        self._path_touched = False
        self.path.textEdited.connect(lambda _t: setattr(self, "_path_touched", True))
        self._on_ruleset()
        self._suggest_path()
        tab_order_by_layout(self)

    # --- reactions -------------------------------------------------------------------
    def _power_names(self) -> dict[str, str]:
        try:
            rs = load_ruleset(str(self.ruleset.currentData()))
        except RefereeError:
            return {}
        lang = language.current()
        return {code: (p.name if lang == "en" else p.names.get(lang) or p.name) for code, p in rs.map.powers.items()}

    def _on_ruleset(self) -> None:
        try:
            rs = load_ruleset(str(self.ruleset.currentData()))
        except RefereeError as exc:
            self.error.setText(error_text(exc, language.current()))
            return
        self.error.setText("")
        self.timers.set_settings(ClockSettings.from_timers(rs.timers))
        self._on_players()

    def _on_players(self) -> None:
        n = self.players.value()
        names = self._power_names()
        self.assignment.blockSignals(True)
        self.assignment.clear()
        try:
            options = assignments(n)
        except RefereeError as exc:
            self.error.setText(error_text(exc, language.current()))
            options = []
        for i, seats in enumerate(options):
            label = "  |  ".join(_seat_label(names, s) for s in seats) if n < 7 else translate("NewGame", "one power each")
            roman = ("(i) ", "(ii) ", "(iii) ")[i] if len(options) > 1 and i < 3 else ""
            self.assignment.addItem(f"{roman}{label}", i)
        self.assignment.blockSignals(False)
        self.assignment.setEnabled(len(options) > 1)
        self._on_assignment()

    def _on_assignment(self) -> None:
        n = self.players.value()
        names = self._power_names()
        try:
            pc = player_count(n)
        except RefereeError:
            return
        idx = max(0, self.assignment.currentIndex())
        seats = pc.assignments[idx] if idx < len(pc.assignments) else pc.assignments[0]
        old = [e.text() for e in self.name_edits]
        while self.names_form.rowCount():
            self.names_form.removeRow(0)
        self.name_edits = []
        for i, seat in enumerate(seats):
            edit = QLineEdit(old[i] if i < len(old) else "")
            edit.setPlaceholderText(translate("NewGame", "player {n}").format(n=i + 1))
            self.names_form.addRow(_seat_label(names, seat), edit)
            self.name_edits.append(edit)
        note = [translate("NewGame", "Rule {rule}.").format(rule=pc.rule)]
        if pc.civil_disorder:
            note.append(translate("NewGame", "No player: {powers} (civil disorder: units hold, rulebook chapter 4).").format(
                powers=translate("NewGame", ", ").join(names.get(p, p) for p in pc.civil_disorder)))
        if pc.neutral:
            note.append(translate("NewGame", "{power} is neutral at first.").format(power=names.get(pc.neutral, pc.neutral)))
        if pc.victory_centers:
            note.append(translate("NewGame", "{n} centres win.").format(n=pc.victory_centers))
        if pc.note:
            note.append(_variant_note(pc.players, pc.note))
        self.rule_note.setText(" ".join(note))
        self.start_year.setValue(pc.start_year)
        tab_order_by_layout(self)  # the new name fields in their place, before OK and Cancel

    def _suggest_path(self) -> None:
        if self._path_touched:
            return
        from referee_app.core.record import SUFFIX, default_games_dir

        base = self.games_dir or default_games_dir()
        title = re.sub(r"[^\w\- ]+", "", self.title.text()).strip().replace(" ", "-")
        stamp = datetime.now().strftime("%Y-%m-%d-%H%M")
        self.path.setText(str(base / f"{stamp}{'-' + title if title else ''}{SUFFIX}"))

    def _browse(self) -> None:
        from referee_app.core.record import SUFFIX

        path, _ = QFileDialog.getSaveFileName(self, translate("NewGame", "Game file"), self.path.text(),
                                              translate("NewGame", "Diplomacy games (*{suffix})").format(suffix=SUFFIX), options=file_dialog_options())
        if path:
            self.path.setText(path)
            self._path_touched = True

    def _accept(self) -> None:
        path = self.path.text().strip()
        if path and Path(path).exists():
            self.error.setText(translate("NewGame", "{file} already exists: choose another file name (Browse…).").format(
                file=Path(path).name))
            return
        try:
            self.result_game()
        except (RefereeError, ValueError) as exc:
            self.error.setText(error_text(exc, language.current()))
            return
        self.accept()

    # --- the result ------------------------------------------------------------------
    @property
    def game_name(self) -> str:
        """The game chosen (a name of ``core.registry``)."""
        return str(self.game_choice.currentData() or registry.DEFAULT_GAME)

    def result_game(self) -> tuple[Game, str, ClockSettings]:
        """The new game, the file to keep it in ('' for none), and the timer settings."""
        settings = self.timers.settings()
        n = self.players.value()
        names = [e.text().strip() for e in self.name_edits]
        game = new_game(str(self.ruleset.currentData()), n, max(0, self.assignment.currentIndex()), names,
                        start_year=self.start_year.value(), title=self.title.text().strip())
        return game, self.path.text().strip(), settings

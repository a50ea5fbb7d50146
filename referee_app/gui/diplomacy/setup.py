"""Diplomacy's part of File > New game: ruleset, title, number of players (rulebook 1.2.3), the powers of
each player, player names and timer lengths."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QSpinBox, QVBoxLayout, QWidget

from referee_app.core.clock import ClockSettings
from referee_app.games.diplomacy import Game, Position, RefereeError, load_ruleset
from referee_app.games.diplomacy.rules.i18n import error_text, phase_name
from referee_app.games.diplomacy.rules.positions import check_position_fully
from referee_app.games.diplomacy.rules.ruleset import default_ruleset_name, list_rulesets
from referee_app.games.diplomacy.table.variants import assignments, new_game, player_count

from .. import language
from ..common import note_label, tab_order_by_layout
from ..game_panels import SetupForm
from ..new_game_dialog import TimerFields

translate = QCoreApplication.translate


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


class DiplomacySetup(SetupForm):
    """The fields of a new game of Diplomacy (the dialog shows ``error`` and the game file)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.position: Position | None = None  # the game starts from it (File > New game from a position)
        self.extra: dict[str, Any] = {}  # kept in the game's setup (where the position came from)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        self.form = form
        lay.addLayout(form)
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
        self.rule_note = note_label(colour="#4a5560")
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

        self.ruleset.currentIndexChanged.connect(self._on_ruleset)
        self.players.valueChanged.connect(self._on_players)
        self.assignment.currentIndexChanged.connect(self._on_assignment)
        self.title.textChanged.connect(lambda _t: self.changed.emit())
        self._on_ruleset()

    def start_from(self, position: Position | None = None, ruleset: str | None = None, title: str = "",
                   extra: dict[str, Any] | None = None) -> None:
        """``position``: the game starts from it (the position editor, a phase of a file), in ``ruleset``;
        ``extra``: kept in the game's setup (where the position came from)."""
        self.position = position
        self.extra = dict(extra or {})
        if ruleset is not None and self.ruleset.findData(ruleset) >= 0:
            self.ruleset.setCurrentIndex(self.ruleset.findData(ruleset))
        if title:
            self.title.setText(title)
        self._on_ruleset()
        if position is not None:
            self.start_note = QLabel(translate("NewGame", "The game starts from the position you set: {phase}.").format(
                phase=phase_name(position.phase, language.current())))
            self.start_note.setWordWrap(True)
            self.form.addRow(self.start_note)

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
            self.show_problem(error_text(exc, language.current()))
            return
        self.show_problem("")
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
            self.show_problem(error_text(exc, language.current()))
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
        self.start_year.setValue(pc.start_year if self.position is None else self.position.phase.year)
        self.start_year.setEnabled(self.position is None)
        tab_order_by_layout(self.window())  # the new name fields in their place, before OK and Cancel

    # --- the result ------------------------------------------------------------------
    def file_stem(self) -> str:
        return self.title.text()

    def result_game(self) -> tuple[Any, ClockSettings | None]:
        """The new game and its timer settings."""
        settings = self.timers.settings()
        n = self.players.value()
        names = [e.text().strip() for e in self.name_edits]
        position = self.position
        if position is not None:  # one that can exist under the rules chosen (the board, a variant's neutral spaces)
            rs = load_ruleset(str(self.ruleset.currentData()))
            check_position_fully(position, rs)
        game: Game = new_game(str(self.ruleset.currentData()), n, max(0, self.assignment.currentIndex()), names,
                              start_year=self.start_year.value(), title=self.title.text().strip(), position=position,
                              extra=self.extra)
        return game, settings


__all__ = ["DiplomacySetup"]

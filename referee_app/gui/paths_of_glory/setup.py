"""Paths of Glory's part of File > New game: the scenario (5.3-5.5), the optional rules, a tournament's
VP bid (5.6), the dice and a referee's corrections to the printed tables."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from referee_app.core.clock import ClockSettings
from referee_app.core.errors import RefereeError
from referee_app.core.messages import Message, error_text, render
from referee_app.games.paths_of_glory.game import turn_label
from referee_app.games.paths_of_glory.kind import KIND
from referee_app.games.paths_of_glory.tables import SCENARIOS, load_rules, read_override

from .. import language
from ..common import note_label
from ..game_panels import SetupForm
from ..language import QT_TRANSLATE_NOOP, file_dialog_options

translate = QCoreApplication.translate

OPTIONS = {
    "allied_war_first_vp": QT_TRANSLATE_NOOP("PathsOfGlory", "+1 VP when the Allies reach Limited or Total War first (5.1.3)"),
    "entrench_drm": QT_TRANSLATE_NOOP("PathsOfGlory", "−1 to the next entrenchment roll after a failure (11.2.9)"),
    "eight_card_hands": QT_TRANSLATE_NOOP("PathsOfGlory", "Hands of 8 cards (9.1.4)"),
}


def tr(text: str) -> str:
    return translate("PathsOfGlory", text)


class PogSetup(SetupForm):
    """The fields of a new game of Paths of Glory."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lang = language.current()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        lay.addLayout(form)
        self.scenario = QComboBox()
        for name in SCENARIOS:
            self.scenario.addItem(render(Message(f"pog.scenario.{name}"), lang), name)
        form.addRow(translate("PathsOfGlory", "&Scenario"), self.scenario)
        self.levels = note_label(colour="#4a5560")
        form.addRow(self.levels)
        box = QGroupBox(translate("PathsOfGlory", "Optional rules"))
        bl = QVBoxLayout(box)
        self.options: dict[str, QCheckBox] = {}
        for name, text in OPTIONS.items():
            self.options[name] = QCheckBox(tr(text))
            bl.addWidget(self.options[name])
        lay.addWidget(box)
        more = QFormLayout()
        lay.addLayout(more)
        bid_row = QHBoxLayout()
        self.tournament = QCheckBox(translate("PathsOfGlory", "Tournament game (5.6): the Allied player's VP bid"))
        self.bid = QSpinBox()
        self.bid.setRange(-20, 20)
        self.bid.setEnabled(False)
        self.tournament.toggled.connect(self.bid.setEnabled)
        bid_row.addWidget(self.tournament)
        bid_row.addWidget(self.bid)
        bid_row.addStretch(1)
        more.addRow(bid_row)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(translate("PathsOfGlory", "blank: a new one"))
        more.addRow(translate("PathsOfGlory", "Dice &seed"), self.seed)
        tables_row = QHBoxLayout()
        self.tables = QLineEdit()
        self.tables.setPlaceholderText(translate("PathsOfGlory", "none: the printed tables"))
        browse = QPushButton(translate("PathsOfGlory", "Browse…"))
        browse.clicked.connect(self._browse)
        tables_row.addWidget(self.tables, 1)
        tables_row.addWidget(browse)
        more.addRow(translate("PathsOfGlory", "Referee's corrections to the &tables"), tables_row)
        self.scenario.currentIndexChanged.connect(self._on_scenario)
        self.scenario.currentIndexChanged.connect(lambda _i: self.changed.emit())
        self._on_scenario()

    def _on_scenario(self) -> None:
        name = str(self.scenario.currentData())
        try:
            rules = load_rules(None)
        except RefereeError as exc:
            self.show_problem(error_text(exc, language.current()))
            return
        sc = rules.scenarios[name]
        lang = language.current()
        text = translate("PathsOfGlory", "Turns 1 to {last} (to {end}); the Central Powers win at {central} VP or more, the Allies at {allied} "
                  "or less; automatic victory at {auto_c} and at {auto_a} (5.2).").format(
            last=sc.last_turn, end=render(turn_label(rules.turn_names[sc.last_turn - 1]), lang),
            central=sc.levels.central_at_least, allied=sc.levels.allied_at_most, auto_c=rules.automatic_central,
            auto_a=rules.automatic_allied)
        self.levels.setText(text)
        self.show_problem("")

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("PathsOfGlory", "Corrections to the tables"), self.tables.text(),
                                              translate("PathsOfGlory", "Tables (*.toml);;All files (*)"), options=file_dialog_options())
        if path:
            self.tables.setText(path)

    def file_stem(self) -> str:
        return f"paths-of-glory-{self.scenario.currentData()}"

    def result_game(self) -> tuple[Any, ClockSettings | None]:
        seed_text = self.seed.text().strip()
        if seed_text and not seed_text.lstrip("-").isdigit():
            raise ValueError(translate("PathsOfGlory", "The dice seed is a whole number (or blank), not “{text}”.").format(text=seed_text))
        override = read_override(self.tables.text().strip()) if self.tables.text().strip() else None
        game = KIND.new_game(None, scenario=str(self.scenario.currentData()),
                             options=[n for n, box in self.options.items() if box.isChecked()], override=override,
                             seed=int(seed_text) if seed_text else None,
                             tournament_bid=self.bid.value() if self.tournament.isChecked() else None)
        return game, None


__all__ = ["PogSetup"]

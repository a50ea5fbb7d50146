"""列欧帝国棋's part of File > New game: the ruleset, the dice (the program's from a seed, or the physical
dice thrown at the table and typed), and the rule options where the seed can be read two ways."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QLineEdit, QWidget

from referee_app.core.clock import ClockSettings
from referee_app.games.lieou.kind import KIND
from referee_app.games.lieou.rules import ruleset_names

from ..game_panels import SetupForm

translate = QCoreApplication.translate


class LieouSetup(SetupForm):
    """The fields of a new game of 列欧帝国棋 (the set-up itself, chapter 1, is played in the window)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.ruleset = QComboBox()
        self.ruleset.addItems(list(ruleset_names()))
        self.ruleset.setCurrentIndex(max(0, self.ruleset.findText(KIND.default_ruleset())))
        form.addRow(translate("Lieou", "&Ruleset"), self.ruleset)
        self.dice = QComboBox()
        self.dice.addItem(translate("Lieou", "Rolled by the program (seeded)"), False)
        self.dice.addItem(translate("Lieou", "Physical dice thrown at the table, typed"), True)
        form.addRow(translate("Lieou", "&Dice"), self.dice)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(translate("Lieou", "blank: a new one"))
        form.addRow(translate("Lieou", "Dice &seed"), self.seed)
        note = QLabel(translate("Lieou", "Either way any roll may be typed (roll 652/41) or rolled (roll); every die "
                                         "is recorded in the game file as it is thrown."))
        note.setWordWrap(True)
        note.setStyleSheet("color: #4a5560;")
        form.addRow(note)
        self.ask = QCheckBox(translate("Lieou", "Owners choose after the dice (else the defaults)"))
        self.ask.setChecked(True)
        form.addRow(self.ask)
        self.victory = QComboBox()
        self.victory.addItem(translate("Lieou", "Last empire standing"), "last_empire")
        self.victory.addItem(translate("Lieou", "All lands"), "all_lands")
        form.addRow(translate("Lieou", "Victory (14.1)"), self.victory)
        self.attack_dice = QComboBox()  # 4.2.1 "可掷": a reading the table decides
        self.attack_dice.addItem(translate("Lieou", "Throws the most dice allowed"), "most")
        self.attack_dice.addItem(translate("Lieou", "May throw fewer dice"), "fewer")
        form.addRow(translate("Lieou", "Attacker's dice (4.2.1)"), self.attack_dice)
        self.ruleset.currentIndexChanged.connect(lambda _i: self.changed.emit())

    def file_stem(self) -> str:
        return "lieou"

    def result_game(self) -> tuple[Any, ClockSettings | None]:
        seed_text = self.seed.text().strip()
        if seed_text and not seed_text.isdigit():
            raise ValueError(translate("Lieou", "The dice seed is a whole number (or blank), not “%1”.").replace("%1", seed_text))
        game = KIND.new_game(self.ruleset.currentText() or None, seed=int(seed_text) if seed_text else None,
                             ask_choices=self.ask.isChecked(), victory=str(self.victory.currentData()),
                             table_dice=bool(self.dice.currentData()),
                             attack_dice=str(self.attack_dice.currentData()))
        return game, None  # no phase clock (the seed times nothing)


__all__ = ["LieouSetup"]

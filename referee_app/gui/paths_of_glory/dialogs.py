"""Paths of Glory's small dialogs: a VP change, the events in play, an entrenchment roll. Each only
collects what the referee types; the window part's command runs the game's operation with it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from referee_app.core.messages import Message, render
from referee_app.games.paths_of_glory.game import FLAGS
from referee_app.games.paths_of_glory.procedures import TRENCH_MARKER_NATIONS

from ..common import tab_order_by_layout

translate = QCoreApplication.translate


def tr(text: str) -> str:
    return translate("PathsOfGlory", text)


def _buttons(dialog: QDialog) -> QDialogButtonBox:
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


class StackDialog(QDialog):
    """The order of battle: one space's stack as the referee reads it off the map (units one a line, as in
    the combat form), its trench level and who controls it."""

    def __init__(self, names: list[str], lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("PathsOfGlory", "A space's stack"))
        form = QFormLayout(self)
        self.space = QLineEdit()
        completer = QCompleter(names, self.space)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.InlineCompletion)
        self.space.setCompleter(completer)
        self.units = QPlainTextEdit()
        self.units.setTabChangesFocus(True)
        self.units.setFixedHeight(80)
        self.units.setPlaceholderText("GE A 5/3 #GE5\nGE C 1/1")
        self.trench = QSpinBox()
        self.trench.setRange(0, 2)
        self.control = QComboBox()
        self.control.addItem(translate("PathsOfGlory", "as the units' side"), None)
        for side in ("central", "allied"):
            self.control.addItem(render(Message(f"pog.side.{side}"), lang), side)
        form.addRow(translate("PathsOfGlory", "&Space"), self.space)
        form.addRow(translate("PathsOfGlory", "&Units (none: an empty space)"), self.units)
        form.addRow(translate("PathsOfGlory", "&Trench level"), self.trench)
        form.addRow(translate("PathsOfGlory", "C&ontrol"), self.control)
        self.fort_destroyed = QCheckBox(translate("PathsOfGlory", "Its &fort is destroyed (15.1.9: an event such as Guns of August)"))
        form.addRow(self.fort_destroyed)
        form.addRow(_buttons(self))
        tab_order_by_layout(self)


class MoveDialog(QDialog):
    """After a combat taken from the order of battle: the defenders' retreat or the attackers' advance, the
    units (ids separated by ';') and the space they go to; the game checks them (12.5, 12.6)."""

    def __init__(self, names: list[str], units: Mapping[str, str], parent: QWidget | None = None,
                 options: Mapping[str, Any] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("PathsOfGlory", "Retreat or advance"))
        form = QFormLayout(self)
        self.kind = QComboBox()
        self.kind.addItem(translate("PathsOfGlory", "the defenders retreat (12.5)"), "retreat")
        if options and options.get("stand"):  # 12.5.3: offered only where the combat allows it
            self.kind.addItem(translate("PathsOfGlory", "the defenders stand: one unit takes one more step (12.5.3)"), "stand")
        if options and options.get("spaces") and not options.get("ends"):
            self.kind.addItem(translate("PathsOfGlory", "the defenders cannot retreat: eliminated (12.5.4)"), "eliminate")
        self.kind.addItem(translate("PathsOfGlory", "the attackers advance (12.6)"), "advance")
        self.units = QLineEdit()
        self._units = dict(units)
        self.kind.currentIndexChanged.connect(lambda _i: self.units.setText(self._units.get(self.kind.currentData(), "")))
        self.units.setText(self._units.get("retreat", ""))
        self.space = QLineEdit()
        completer = QCompleter(names, self.space)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.InlineCompletion)
        self.space.setCompleter(completer)
        if options and options.get("preferred"):
            hint = QLabel(translate("PathsOfGlory", "A retreat may end in: {spaces} (12.5.5)").format(
                spaces=", ".join(options["preferred"])))
            hint.setWordWrap(True)
            form.addRow(hint)
        form.addRow(translate("PathsOfGlory", "&Who"), self.kind)
        form.addRow(translate("PathsOfGlory", "&Units"), self.units)
        form.addRow(translate("PathsOfGlory", "&To the space"), self.space)
        form.addRow(_buttons(self))
        tab_order_by_layout(self)

    def values(self) -> tuple[str, list[str], str]:
        return (str(self.kind.currentData()), [u.strip() for u in self.units.text().split(";") if u.strip()],
                self.space.text().strip())


class VpDialog(QDialog):
    """A change of the VP track read off the VP table (5.1.2): how much, and why."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("PathsOfGlory", "VP change"))
        form = QFormLayout(self)
        self.delta = QSpinBox()
        self.delta.setRange(-20, 20)
        self.delta.setValue(1)
        self.delta.setPrefix("")
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(translate("PathsOfGlory", "e.g. Belgrade captured"))
        form.addRow(QLabel(translate("PathsOfGlory", "+ for the Central Powers, − for the Allies (the VP table, 5.1.2)")))
        form.addRow(translate("PathsOfGlory", "&Change"), self.delta)
        form.addRow(translate("PathsOfGlory", "&Reason"), self.reason)
        form.addRow(_buttons(self))
        tab_order_by_layout(self)

    def values(self) -> tuple[int, str]:
        return self.delta.value(), self.reason.text().strip()


class FlagsDialog(QDialog):
    """The events whose play changes the aid's arithmetic (7.1.8-7.1.11, 5.5.2, 11.2.1)."""

    RULES = {"hoffmann": "7.1.9", "hl_take_command": "7.1.10", "bolshevik": "7.1.11", "french_mutiny": "7.1.8",
             "brest_litovsk": "5.5.2", "entrench": "11.2.1", "italy_conquered": "7.1.6", "blockade": "VP"}

    def __init__(self, flags: Mapping[str, bool], lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("PathsOfGlory", "Events in play"))
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(translate("PathsOfGlory", "Tick each event that has been played (Space); the aid counts with it.")))
        self.boxes: dict[str, QCheckBox] = {}
        for flag in FLAGS:
            box = QCheckBox(f"{render(Message(f'pog.flag.{flag}'), lang)}  ({self.RULES.get(flag, '')})")
            box.setChecked(bool(flags.get(flag)))
            self.boxes[flag] = box
            lay.addWidget(box)
        lay.addWidget(_buttons(self))
        tab_order_by_layout(self)

    def values(self) -> dict[str, bool]:
        return {flag: box.isChecked() for flag, box in self.boxes.items()}


class EntrenchDialog(QDialog):
    """An army's entrenchment roll (11.2.2): its nation, the trench there now, the die."""

    def __init__(self, nations: list[str], optional_drm: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("PathsOfGlory", "Entrenchment roll (11.2)"))
        form = QFormLayout(self)
        self.nation = QComboBox()
        for n in nations:
            self.nation.addItem(n, n)
        self.level = QSpinBox()
        self.level.setRange(0, 1)
        self.die = QLineEdit()
        self.die.setValidator(QIntValidator(1, 6))
        self.die.setMaxLength(1)
        self.die.setPlaceholderText(translate("PathsOfGlory", "blank: the program rolls"))
        self.failed = QCheckBox(translate("PathsOfGlory", "This army failed last time (11.2.9: −1)"))
        self.failed.setEnabled(optional_drm)
        self.failed.setToolTip(", ".join(TRENCH_MARKER_NATIONS))
        self.oos = QCheckBox(translate("PathsOfGlory", "The army is out of supply (14.3.3)"))
        form.addRow(translate("PathsOfGlory", "&Nation of the army"), self.nation)
        form.addRow(translate("PathsOfGlory", "&Trench level there now"), self.level)
        form.addRow(translate("PathsOfGlory", "&Die rolled at the table"), self.die)
        form.addRow(self.failed)
        form.addRow(self.oos)
        form.addRow(_buttons(self))
        tab_order_by_layout(self)

    def values(self) -> tuple[str, int, int | None, bool, bool]:
        text = self.die.text().strip()
        return (str(self.nation.currentData()), self.level.value(), int(text) if text.isdigit() else None,
                self.failed.isChecked(), self.oos.isChecked())


__all__ = ["EntrenchDialog", "FlagsDialog", "VpDialog"]

"""The combat assistant (rule 12): what the players read off their map, counters and cards, typed in;
the engine's eleven steps of 12.2.1 shown one after the other, the dice large, the losses proposed.

Before the dice are rolled the steps that need none (the combat strengths, the fire tables and
columns) are shown from a dry run of the engine's own combat with the dice left out; nothing here
computes a rule. ``PogPanels.roll`` resolves the combat through the game (``PogGame.combat``), which
rolls the dice not typed and records everything.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from referee_app.core.dice import Dice, Roll
from referee_app.core.errors import RefereeError
from referee_app.core.messages import Message, error_text, render
from referee_app.games.paths_of_glory import combat as cb
from referee_app.games.paths_of_glory.tables import NATIONS as NATION_CODES
from referee_app.games.paths_of_glory.tables import SIDES, Rules

from ..common import note_label
from ..language import QT_TRANSLATE_NOOP
from .units import parse_units
from .widgets import DieFace, side_colour

translate = QCoreApplication.translate
CTX = "PathsOfGlory"

# the eleven steps of 12.2.1, in the rulebook's words
STEPS = (
    QT_TRANSLATE_NOOP("PathsOfGlory", "Designate the combat"),
    QT_TRANSLATE_NOOP("PathsOfGlory", "Determine combat strengths"),
    QT_TRANSLATE_NOOP("PathsOfGlory", "Attempt a flank attack"),
    QT_TRANSLATE_NOOP("PathsOfGlory", "Play combat cards"),
    QT_TRANSLATE_NOOP("PathsOfGlory", "Determine DRMs"),
    QT_TRANSLATE_NOOP("PathsOfGlory", "Determine fire columns"),
    QT_TRANSLATE_NOOP("PathsOfGlory", "Determine results"),
    QT_TRANSLATE_NOOP("PathsOfGlory", "Take losses"),
    QT_TRANSLATE_NOOP("PathsOfGlory", "Determine the combat winner"),
    QT_TRANSLATE_NOOP("PathsOfGlory", "Defender retreat"),
    QT_TRANSLATE_NOOP("PathsOfGlory", "Attacker advance"),
)
TERRAINS = {
    "clear": QT_TRANSLATE_NOOP("PathsOfGlory", "clear"),
    "forest": QT_TRANSLATE_NOOP("PathsOfGlory", "forest"),
    "mountain": QT_TRANSLATE_NOOP("PathsOfGlory", "mountain"),
    "swamp": QT_TRANSLATE_NOOP("PathsOfGlory", "swamp"),
    "desert": QT_TRANSLATE_NOOP("PathsOfGlory", "desert"),
}
UNITS_HINT = QT_TRANSLATE_NOOP("PathsOfGlory", "One counter a line: nation, A (army) or C (corps), combat factor "
                                               "full/reduced, r if reduced, BEF… — e.g. GE A 5/3")


def tr(text: str) -> str:
    return translate(CTX, text)


def _die_field() -> QLineEdit:
    edit = QLineEdit()
    edit.setValidator(QIntValidator(1, 6))
    edit.setMaxLength(1)
    edit.setFixedWidth(64)
    return edit


def _typed(edit: QLineEdit) -> int | None:
    text = edit.text().strip()
    return int(text) if text.isdigit() and 1 <= int(text) <= 6 else None


class _ListCompleter(QCompleter):
    """Completes the last of a comma-separated list of space names (Tab keeps the completion)."""

    def splitPath(self, path: str) -> list[str]:  # noqa: N802 (Qt's name)
        return [path.split(",")[-1].strip()]

    def pathFromIndex(self, index: Any) -> str:  # noqa: N802 (Qt's name)
        done = [p.strip() for p in self.widget().text().split(",")[:-1] if p.strip()]  # type: ignore[attr-defined]
        return ", ".join(done + [str(super().pathFromIndex(index))])


def _space_completer(edit: QLineEdit, names: list[str], many: bool) -> None:
    completer: QCompleter = _ListCompleter(names, edit) if many else QCompleter(names, edit)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    completer.setCompletionMode(QCompleter.CompletionMode.InlineCompletion)
    edit.setCompleter(completer)


def _spin(low: int, high: int) -> QSpinBox:
    s = QSpinBox()
    s.setRange(low, high)
    s.setFixedWidth(72)
    return s


class _SideFields(QGroupBox):
    """One side's inputs: its units, its reserve box, the shifts and DRMs its cards give, its die."""

    def __init__(self, attacker: bool, changed: Callable[[], None], rules: Rules | None = None,
                 trench_of: Callable[[str], int | None] | None = None,
                 fort_gone: Callable[[str], bool] | None = None) -> None:
        super().__init__()
        self.attacker = attacker
        self.trench_of = trench_of  # the trench level the order of battle gives a space (None: not kept)
        self.fort_gone = fort_gone  # whether the order of battle keeps the space's fort destroyed (15.1.9)
        self.rules = rules
        self.lang_now = "en"
        names = sorted(rules.spaces) if rules is not None else []
        self.space = QLineEdit()  # the defended space, or the attacking spaces (comma-separated)
        _space_completer(self.space, names, many=attacker)
        self.space.setMinimumWidth(90)
        self.space_info = QLabel()  # what the map says of the defended space, shown in the group's title
        self.title_base = ""
        form = QFormLayout(self)
        form.setContentsMargins(8, 6, 8, 6)
        form.setVerticalSpacing(4)
        self.units = QPlainTextEdit()
        self.units.setTabChangesFocus(True)
        self.units.setFixedHeight(84)
        self.units.setPlaceholderText("GE A 5/3\nGE C 1/0 r")
        self.reserve = QLineEdit()
        self.reserve.setPlaceholderText("FR C 1/0; FR C 1/0 r")
        self.shift = _spin(-6, 6)
        self.drm = _spin(-9, 9)
        self.die = _die_field()
        self.rows: list[tuple[QWidget, str]] = []

        def row(source: str, field: QWidget) -> None:
            label = QLabel(tr(source))
            label.setBuddy(field)
            form.addRow(label, field)
            self.rows.append((label, source))

        def pair(first: QWidget, *rest: QWidget) -> QWidget:
            """Fields side by side on one row of the form (the combat must fit a 1280x800 screen)."""
            box = QHBoxLayout()
            box.setContentsMargins(0, 0, 0, 0)
            box.addWidget(first, 1)
            for w in rest:
                box.addWidget(w)
            holder = QWidget()
            holder.setLayout(box)
            return holder

        if attacker:
            self.spaces = _spin(1, 8)
            self.spaces_label = QLabel()
            self.spaces_label.setBuddy(self.spaces)
            row(QT_TRANSLATE_NOOP("PathsOfGlory", "Attacking from"), pair(self.space, self.spaces_label, self.spaces))
        else:
            row(QT_TRANSLATE_NOOP("PathsOfGlory", "Defended space"), self.space)
        row(QT_TRANSLATE_NOOP("PathsOfGlory", "&Units"), self.units)
        row(QT_TRANSLATE_NOOP("PathsOfGlory", "Reserve box"), self.reserve)
        if attacker:
            self.side = QComboBox()
            self.sinai = QCheckBox()
            row(QT_TRANSLATE_NOOP("PathsOfGlory", "Attacking side"), self.side)
        else:
            self.terrain = QComboBox()
            for key in TERRAINS:
                self.terrain.addItem(key, key)
            self.trench = _spin(0, 2)
            self.cancelled = QLineEdit()
            self.fort_cf = _spin(0, 9)
            self.fort_lf = _spin(0, 9)
            row(QT_TRANSLATE_NOOP("PathsOfGlory", "Terrain (12.2.7)"), self.terrain)
            self.cancelled.setMinimumWidth(60)
            self.cancelled_label = QLabel()
            self.cancelled_label.setBuddy(self.cancelled)
            row(QT_TRANSLATE_NOOP("PathsOfGlory", "Trench level (11.2)"), pair(self.trench, self.cancelled_label, self.cancelled))
            self.trench.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            fort = QHBoxLayout()
            fort.addWidget(self.fort_cf)
            self.lf_label = QLabel()
            fort.addWidget(self.lf_label)
            fort.addWidget(self.fort_lf)
            fort.addStretch(1)
            holder = QWidget()
            holder.setLayout(fort)
            fort.setContentsMargins(0, 0, 0, 0)
            row(QT_TRANSLATE_NOOP("PathsOfGlory", "Fort (0: none)"), holder)
            self.fort_cf.setToolTip(translate("PathsOfGlory", "Fort: combat factor (0: none)"))
            self.fort_lf.setToolTip(translate("PathsOfGlory", "loss factor"))
        self.drm_label = QLabel()
        self.drm_label.setBuddy(self.drm)
        row(QT_TRANSLATE_NOOP("PathsOfGlory", "Cards: shift"), pair(self.shift, self.drm_label, self.drm))
        self.shift.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        if attacker:
            form.addRow(self.sinai)
        row(QT_TRANSLATE_NOOP("PathsOfGlory", "Die rolled at the table"), self.die)
        self.units.textChanged.connect(changed)
        self.space.textChanged.connect(changed)
        self.space.editingFinished.connect(self.fill_from_map)
        self.reserve.textChanged.connect(changed)
        self.die.textChanged.connect(changed)
        for s in (self.shift, self.drm):
            s.valueChanged.connect(changed)
        if attacker:
            self.side.currentIndexChanged.connect(changed)
            self.spaces.valueChanged.connect(changed)
            self.sinai.toggled.connect(changed)
        else:
            self.terrain.currentIndexChanged.connect(changed)
            self.cancelled.textChanged.connect(changed)
            for s in (self.trench, self.fort_cf, self.fort_lf):
                s.valueChanged.connect(changed)

    def fill_from_map(self) -> None:
        """The space names typed: the map's terrain and fort filled in (the referee may still change them),
        what the map says of the space shown."""
        if self.rules is None:
            return
        text = self.space.text().strip()
        if not text:
            self.show_info("")
            return
        found, missing = [], []
        for part in ([p.strip() for p in text.split(",") if p.strip()] if self.attacker else [text]):
            sp = self.rules.space(part)
            (found if sp is not None else missing).append(sp.name if sp is not None else part)
        if missing:
            self.show_info("")  # the dry run names the space it cannot find, with the nearest names
            return
        canonical = ", ".join(found)
        if canonical != text:
            self.space.setText(canonical)
        if self.attacker:
            self.spaces.setValue(max(1, len(found)))
            return
        sp = self.rules.spaces[found[0]]
        self.terrain.setCurrentIndex(max(0, self.terrain.findData(sp.terrain)))
        gone = self.fort_gone is not None and self.fort_gone(sp.name)
        self.fort_cf.setValue(0 if gone else sp.fort)
        self.fort_lf.setValue(0 if gone else sp.fort)
        level = self.trench_of(sp.name) if self.trench_of is not None else None
        if level is not None:
            self.trench.setValue(level)
        facts = [render(Message(f"pog.nation.{sp.nation}"), self.lang_now) if sp.nation in NATION_CODES else sp.nation,
                 tr(TERRAINS.get(sp.terrain, sp.terrain))]
        if sp.vp:
            facts.append(translate("PathsOfGlory", "victory space"))
        if sp.fort and gone:
            facts.append(translate("PathsOfGlory", "fort destroyed"))
        elif sp.fort:
            facts.append(translate("PathsOfGlory", "fort {n}").format(n=sp.fort))
        if sp.supply:
            facts.append(translate("PathsOfGlory", "supply source"))
        self.show_info(" · ".join(f for f in facts if f))

    def show_info(self, info: str) -> None:
        self.space_info.setText(info)
        self.setTitle(f"{self.title_base} — {self.space.text().strip()}: {info}" if info else self.title_base)

    def set_title_base(self, title: str) -> None:
        self.title_base = title
        self.show_info(self.space_info.text())

    def retranslate(self, lang: str) -> None:
        self.lang_now = lang
        for label, source in self.rows:
            label.setText(tr(source))
        self.drm_label.setText(translate("PathsOfGlory", "DRM"))
        if self.attacker:
            self.sinai.setText(translate("PathsOfGlory", "All attackers in the Sinai (−3)"))
        self.space.setPlaceholderText(translate("PathsOfGlory", "e.g. Metz, Strasbourg (Tab completes)") if self.attacker
                                      else translate("PathsOfGlory", "e.g. Verdun (Tab completes)"))
        if self.attacker:
            self.spaces_label.setText(translate("PathsOfGlory", "spaces"))
            self.spaces.setToolTip(translate("PathsOfGlory", "How many spaces attack (the names typed count themselves)"))
        self.units.setToolTip(tr(UNITS_HINT))
        self.reserve.setToolTip(translate("PathsOfGlory", "Corps in the reserve box that may replace an eliminated army (12.4.4); ';' between them"))
        self.die.setPlaceholderText(translate("PathsOfGlory", "roll"))
        self.die.setToolTip(translate("PathsOfGlory", "The die the players rolled; blank: the program rolls"))
        if self.attacker:
            keep = self.side.currentData()
            self.side.blockSignals(True)
            self.side.clear()
            for side in SIDES:
                self.side.addItem(render(Message(f"pog.side.{side}"), lang), side)
            self.side.setCurrentIndex(max(0, self.side.findData(keep)))
            self.side.blockSignals(False)
        else:
            for i, key in enumerate(TERRAINS):
                self.terrain.setItemText(i, tr(TERRAINS[key]))
            self.lf_label.setText(translate("PathsOfGlory", "loss factor"))
            self.cancelled_label.setText(translate("PathsOfGlory", "cancelled by"))
            self.cancelled.setPlaceholderText(translate("PathsOfGlory", "a card; blank: the trench counts"))
            self.cancelled.setToolTip(translate("PathsOfGlory", "An event that cancels the trench for this combat: its name goes in the record"))
        self.shift.setToolTip(translate("PathsOfGlory", "The terrain and trench shifts are the chart's and are added by themselves; only the cards' shifts go here"))

    def clear(self) -> None:
        self.space.clear()
        self.show_info("")
        self.units.clear()
        self.reserve.clear()
        self.die.clear()
        self.shift.setValue(0)
        self.drm.setValue(0)
        if self.attacker:
            self.spaces.setValue(1)
            self.sinai.setChecked(False)
        else:
            self.terrain.setCurrentIndex(0)
            self.cancelled.clear()
            for s in (self.trench, self.fort_cf, self.fort_lf):
                s.setValue(0)

    def data(self, problems: list[str], what: str) -> dict[str, Any]:
        units, p1 = parse_units(self.units.toPlainText())
        reserve, p2 = parse_units(self.reserve.text().replace(";", "\n"), reserve=True)
        problems += [f"{what}: {p.text}" for p in p1 + p2]
        out: dict[str, Any] = {"units": units, "reserve": reserve, "shift": self.shift.value(), "drm": self.drm.value(),
                               "roll": _typed(self.die)}
        if self.space.text().strip():  # spaces named: what is left blank comes from the order of battle, if kept
            if not units:
                del out["units"]
            if not reserve:
                del out["reserve"]
        names = [p.strip() for p in self.space.text().split(",") if p.strip()]
        if self.attacker:
            out["spaces"] = max(self.spaces.value(), len(names))
            out["sinai"] = self.sinai.isChecked()
            if names:
                out["from"] = names
        else:
            if names:
                out["space"] = names[0]
            out["terrain"] = str(self.terrain.currentData())
            out["trench"] = self.trench.value()
            if self.cancelled.text().strip():
                out["trench_cancelled"] = self.cancelled.text().strip()
            if self.fort_cf.value() > 0:
                out["fort"] = {"cf": self.fort_cf.value(), "lf": self.fort_lf.value() or self.fort_cf.value()}
            elif names:
                out["fort"] = False  # the referee set no fort: the space's is destroyed or left out
        return out


class CombatPanel(QWidget):
    """The inputs of one combat, and its eleven steps once the engine has resolved it."""

    def __init__(self, rules: Rules, run: Callable[[str], Any], lang: Callable[[], str],
                 preview: Callable[[dict[str, Any], Any], dict[str, Any]] | None = None,
                 trench_of: Callable[[str], int | None] | None = None,
                 fort_gone: Callable[[str], bool] | None = None) -> None:
        super().__init__()
        self.rules = rules
        self._preview = preview  # the game's dry run (its order of battle fills named spaces' units)
        self._lang = lang
        self.result: dict[str, Any] | None = None  # the combat resolved (the game's last_combat), shown
        self.preview: dict[str, Any] | None = None
        self.problems: list[str] = []
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 4, 0, 0)
        left = QVBoxLayout()
        sides = QHBoxLayout()
        self.attacker = _SideFields(True, self._changed, rules)
        self.defender = _SideFields(False, self._changed, rules, trench_of, fort_gone)
        sides.addWidget(self.attacker)
        sides.addWidget(self.defender)
        left.addLayout(sides)
        flank = QGridLayout()
        self.flank = QCheckBox()
        self.qualifying = _spin(0, 5)
        self.flank_die = _die_field()
        self.mandated = QCheckBox()
        self.joint = QCheckBox()
        self.qualifying_label = QLabel()
        self.qualifying_label.setBuddy(self.qualifying)
        self.flank_die_label = QLabel()
        self.flank_die_label.setBuddy(self.flank_die)
        flank.addWidget(self.flank, 0, 0)
        flank.addWidget(self.qualifying_label, 0, 1)
        flank.addWidget(self.qualifying, 0, 2)
        flank.addWidget(self.flank_die_label, 0, 3)
        flank.addWidget(self.flank_die, 0, 4)
        flank.addWidget(self.mandated, 1, 0, 1, 3)
        flank.addWidget(self.joint, 1, 3, 1, 2)
        flank.setColumnStretch(5, 1)
        left.addLayout(flank)
        self.problem = note_label(colour="#c62828")
        left.addWidget(self.problem)
        buttons = QHBoxLayout()
        self.resolve_button = QPushButton()
        self.resolve_button.setStyleSheet("font-weight: bold; padding: 6px 14px;")
        self.resolve_button.clicked.connect(lambda _c=False: run("roll"))
        self.new_button = QPushButton()
        self.new_button.clicked.connect(lambda _c=False: run("new_combat"))
        buttons.addWidget(self.new_button)
        buttons.addStretch(1)
        buttons.addWidget(self.resolve_button)
        left.addLayout(buttons)
        left.addStretch(1)
        lay.addLayout(left, 3)

        right = QVBoxLayout()
        self.steps = QListWidget()
        self.steps.setMinimumWidth(240)
        self.steps.setWordWrap(True)
        self.steps.currentRowChanged.connect(self._show_step)
        right.addWidget(self.steps, 5)
        dice = QHBoxLayout()
        self.dice: dict[str, DieFace] = {}
        self.dice_labels: dict[str, QLabel] = {}
        for side in ("attacker", "defender"):
            box = QVBoxLayout()
            self.dice[side] = DieFace(size=72)
            self.dice_labels[side] = QLabel()
            self.dice_labels[side].setAlignment(Qt.AlignmentFlag.AlignHCenter)
            self.dice_labels[side].setWordWrap(True)
            box.addWidget(self.dice[side], 0, Qt.AlignmentFlag.AlignHCenter)
            box.addWidget(self.dice_labels[side])
            dice.addLayout(box)
        right.addLayout(dice)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.detail.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.detail.setStyleSheet("background: #f6f7f9; border: 1px solid #dde3e8; border-radius: 4px; padding: 6px;")
        self.detail.setMaximumHeight(150)
        right.addWidget(self.detail, 1)
        lay.addLayout(right, 2)

        for w in (self.flank, self.mandated, self.joint):
            w.toggled.connect(self._changed)
        self.qualifying.valueChanged.connect(self._changed)
        self.flank_die.textChanged.connect(self._changed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(120)
        self._timer.timeout.connect(self.update_preview)
        self.retranslate()

    # --- words ---------------------------------------------------------------------------------
    def lang(self) -> str:
        return self._lang()

    def retranslate(self) -> None:
        lang = self.lang()
        self.attacker.set_title_base(translate("PathsOfGlory", "Attacker"))
        self.defender.set_title_base(translate("PathsOfGlory", "Defender"))
        self.attacker.retranslate(lang)
        self.defender.retranslate(lang)
        self.flank.setText(translate("PathsOfGlory", "Try a &flank attack (12.3)"))
        self.qualifying_label.setText(translate("PathsOfGlory", "qualifying spaces (+1 each)"))
        self.flank_die_label.setText(translate("PathsOfGlory", "its die"))
        self.flank_die.setPlaceholderText(translate("PathsOfGlory", "roll"))
        self.mandated.setText(translate("PathsOfGlory", "This attack is the side's mandated offensive (7.1.3)"))
        self.joint.setText(translate("PathsOfGlory", "French and Americans together (7.1.8)"))
        self.resolve_button.setText(translate("PathsOfGlory", "Roll and resolve (Ctrl+R)"))
        self.new_button.setText(translate("PathsOfGlory", "New combat (Ctrl+Shift+B)"))
        self.show_steps()

    # --- the inputs ------------------------------------------------------------------------------
    def clear(self, side: str | None = None) -> None:
        self.result = None
        self.attacker.clear()
        self.defender.clear()
        for w in (self.flank, self.mandated, self.joint):
            w.setChecked(False)
        self.qualifying.setValue(0)
        self.flank_die.clear()
        if side is not None:
            self.attacker.side.setCurrentIndex(max(0, self.attacker.side.findData(side)))
        self.steps.setCurrentRow(-1)  # a new combat: no step lit until the referee picks one
        self.update_preview()

    def set_side(self, side: str) -> None:
        if self.result is None:
            self.attacker.side.setCurrentIndex(max(0, self.attacker.side.findData(side)))

    def data(self) -> dict[str, Any]:
        """The combat as the engine reads it; ``RefereeError`` naming what cannot be read."""
        problems: list[str] = []
        data: dict[str, Any] = {
            "side": str(self.attacker.side.currentData()), "mandated": self.mandated.isChecked(),
            "joint_with_us": self.joint.isChecked(),
            "attacker": self.attacker.data(problems, translate("PathsOfGlory", "Attacker")),
            "defender": self.defender.data(problems, translate("PathsOfGlory", "Defender")),
            "flank": {"qualifying": self.qualifying.value(), "roll": _typed(self.flank_die)} if self.flank.isChecked() else None,
        }
        if problems:
            raise RefereeError("\n".join(problems))
        return data

    def _changed(self) -> None:
        if self.result is not None:  # the inputs change: the combat shown is no longer theirs
            self.result = None
        self._timer.start()

    def update_preview(self) -> None:
        """The steps that need no die, from the engine's own combat run without dice."""
        self.preview, self.problems = None, []
        if not self.attacker.units.toPlainText().strip() and not self.attacker.space.text().strip():
            self.show_steps()
            return
        try:
            data = self.data()

            def dry(purpose: str, typed: int | None) -> Roll:
                return Dice.typed([typed or 1], 6, purpose)

            self.preview = (self._preview(data, dry) if self._preview is not None
                            else cb.resolve_combat(self.rules, data, dry).to_json())
        except RefereeError as exc:
            self.problems = [error_text(exc, self.lang())]
        self.show_steps()

    def show_result(self, result: dict[str, Any]) -> None:
        """The combat the game resolved and recorded: every step, the dice large."""
        self.result = result
        self.show_steps()
        self.steps.setCurrentRow(6)
        self.steps.setFocus()

    # --- the steps -------------------------------------------------------------------------------
    def show_steps(self) -> None:
        shown = self.result or self.preview
        resolved = self.result is not None
        self.problem.setText("\n".join(self.problems))
        row = self.steps.currentRow()
        self.steps.blockSignals(True)
        self.steps.clear()
        for i, title in enumerate(STEPS):
            summary = self._summary(i + 1, shown, resolved) if shown else ""
            self.steps.addItem(f"{i + 1}. {tr(title)}" + (f"\n     {summary}" if summary else ""))
        self.steps.blockSignals(False)
        if row >= 0:
            self.steps.setCurrentRow(row)
        for side in ("attacker", "defender"):
            fire = (self.result or {}).get("fire", {}).get(side)
            roll = self._roll(f"fire {side}")
            colour = side_colour(self._side_of(side))
            if fire is None or not fire.get("fired", True):
                self.dice[side].set_value(None)
                self.dice_labels[side].setText(f"<span style='color:{colour}'><b>{translate('PathsOfGlory', 'Attacker' if side == 'attacker' else 'Defender')}"
                                               "</b></span>")
            else:
                self.dice[side].set_value(fire["roll"], typed=bool(roll and roll.get("typed")))
                self.dice_labels[side].setText(
                    f"<span style='color:{colour}'><b>{translate('PathsOfGlory', 'Attacker' if side == 'attacker' else 'Defender')}</b></span><br>"
                    + translate("PathsOfGlory", "die {roll} {drm} → {modified}: <b>{losses}</b>").format(
                        roll=fire["roll"], drm=f"{fire['drm']:+d}", modified=fire["modified"], losses=fire["losses"]))
        self._show_step(self.steps.currentRow())

    def _side_of(self, role: str) -> str:
        attacking = str(self.attacker.side.currentData() or "central")
        if self.result is not None:
            attacking = str(self.result.get("input", {}).get("side", attacking))
        return attacking if role == "attacker" else ("allied" if attacking == "central" else "central")

    def _roll(self, purpose: str) -> dict[str, Any] | None:
        for r in (self.result or {}).get("rolls", []):
            if r.get("purpose") == purpose:
                out: dict[str, Any] = r
                return out
        return None

    def _unit_names(self, ids: list[str]) -> str:
        return ", ".join(ids) if ids else "—"

    def _losses_text(self, losses: dict[str, Any]) -> str:
        parts = []
        for step in losses.get("steps", []):
            if step["became"] == "reduced":
                parts.append(translate("PathsOfGlory", "{unit} reduced (LF {lf})").format(unit=step["unit"], lf=step["lf"]))
            elif step["became"] == "destroyed":
                parts.append(translate("PathsOfGlory", "the fort destroyed (LF {lf})").format(lf=step["lf"]))
            elif step.get("replaced_by"):
                parts.append(translate("PathsOfGlory", "{unit} eliminated (LF {lf}), replaced by {corps} from the reserve box").format(
                    unit=step["unit"], lf=step["lf"], corps=step["replaced_by"]))
            elif step.get("removed_for_good"):
                parts.append(translate("PathsOfGlory", "{unit} eliminated (LF {lf}): no corps to replace it, removed for good").format(
                    unit=step["unit"], lf=step["lf"]))
            else:
                parts.append(translate("PathsOfGlory", "{unit} eliminated (LF {lf})").format(unit=step["unit"], lf=step["lf"]))
        text = translate("PathsOfGlory", "takes {taken} of {inflicted}").format(taken=losses.get("taken", 0), inflicted=losses.get("inflicted", 0))
        if losses.get("absorbed_by_missing_corps"):
            text += " " + translate("PathsOfGlory", "({n} as by a corps the reserve box lacks, 12.4.4.2)").format(n=losses["absorbed_by_missing_corps"])
        return text + (": " + "; ".join(parts) if parts else "")

    def _summary(self, step: int, shown: dict[str, Any], resolved: bool) -> str:
        steps = {s["step"]: s for s in shown.get("steps", [])}
        s = steps.get(step, {})
        lang = self.lang()
        if step == 1:
            text = translate("PathsOfGlory", "{attackers} attack {defenders}").format(attackers=self._unit_names(s.get("attackers", [])),
                                                                 defenders=self._unit_names(s.get("defenders", [])))
            if s.get("fort"):
                text += " " + translate("PathsOfGlory", "(and a fort of {cf})").format(cf=s["fort"])
            if s.get("space"):
                text += "\n     " + translate("PathsOfGlory", "in {space} from {spaces}").format(
                    space=s["space"], spaces=", ".join(s.get("from", [])) or "—")
            again = shown.get("retreated_again")
            if again:  # 12.5.6: left out of the combat
                text += "\n     " + translate("PathsOfGlory", "{units} retreated this action round (12.5.6): no combat factor, "
                                              "eliminated by any loss number").format(units=", ".join(again["units"]))
            return text
        if step == 2:
            return translate("PathsOfGlory", "attacker {a} · defender {d}").format(a=s.get("attacker", 0), d=s.get("defender", 0))
        if step == 3:
            flank = s.get("flank")
            if not flank:
                return translate("PathsOfGlory", "no flank attack: both fire at once")
            if not resolved:
                return translate("PathsOfGlory", "flank attack tried: +{drm}, succeeds on 4 or more").format(drm=flank["drm"])
            first = translate("PathsOfGlory", "the attacker fires first") if s.get("first") == "attacker" else translate("PathsOfGlory", "the defender fires first")
            return translate("PathsOfGlory", "die {roll} +{drm}: {outcome}, {first}").format(
                roll=flank["roll"], drm=flank["drm"], first=first,
                outcome=translate("PathsOfGlory", "success") if flank["success"] else translate("PathsOfGlory", "failure"))
        if step == 4:
            return translate("PathsOfGlory", "column shifts: attacker {a}, defender {d}").format(a=f"{s.get('attacker_shift', 0):+d}",
                                                                          d=f"{s.get('defender_shift', 0):+d}")
        if step == 5:
            text = translate("PathsOfGlory", "DRM: attacker {a}, defender {d}").format(a=f"{s.get('attacker_drm', 0):+d}",
                                                                d=f"{s.get('defender_drm', 0):+d}")
            return text + (" " + translate("PathsOfGlory", "(Sinai −3)") if s.get("sinai") else "")
        if step == 6:
            parts = []
            for side in ("attacker", "defender"):
                f = s.get(side)
                if f:
                    table = translate("PathsOfGlory", "army table") if f["table"] == "army" else translate("PathsOfGlory", "corps/fort table")
                    text = translate("PathsOfGlory", "{side}: {table}, column {column}").format(
                        side=translate("PathsOfGlory", "attacker") if side == "attacker" else translate("PathsOfGlory", "defender"), table=table, column=f["column"])
                    shifts = [cb.Shift(str(x["by"]), str(x["what"]), int(x["columns"])) for x in f.get("shifts", [])]
                    if shifts:
                        text += f" ({render(cb.shift_text(shifts), lang)})"
                    parts.append(text)
            return "\n     ".join(parts)
        if not resolved:
            return translate("PathsOfGlory", "after the dice")
        if step == 7:
            parts = []
            for side in ("attacker", "defender"):
                f = s.get(side)
                if f and f.get("fired") is False:
                    parts.append(translate("PathsOfGlory", "{side}: wiped out by the first fire, does not fire (12.3.3)").format(
                        side=translate("PathsOfGlory", "attacker") if side == "attacker" else translate("PathsOfGlory", "defender")))
                elif f:
                    parts.append(translate("PathsOfGlory", "{side}: die {roll} → {modified}, {losses} losses").format(
                        side=translate("PathsOfGlory", "attacker") if side == "attacker" else translate("PathsOfGlory", "defender"), roll=f["roll"],
                        modified=f["modified"], losses=f["losses"]))
            return " · ".join(parts)
        if step == 8:
            parts = []
            for side in ("defender", "attacker"):
                if side in s:
                    parts.append((translate("PathsOfGlory", "defender") if side == "defender" else translate("PathsOfGlory", "attacker")) + " " + self._losses_text(s[side]))
            return "\n     ".join(parts)
        if step == 9:
            return render(Message(f"pog.combat.winner.{s.get('winner', 'none')}"), lang)
        if step == 10:
            if not s.get("retreat"):
                return translate("PathsOfGlory", "no retreat")
            text = (translate("PathsOfGlory", "the defender retreats 1 space (12.5.2)") if s["retreat"] == 1 else
                    translate("PathsOfGlory", "the defender retreats {n} spaces (12.5.2)").format(n=s["retreat"]))
            if s.get("may_stay"):
                text += "; " + translate("PathsOfGlory", "or stays by taking one more step (12.5.3)")
            return text
        if step == 11:
            ids = s.get("advance", [])
            return translate("PathsOfGlory", "may advance: {units}").format(units=", ".join(ids)) if ids else translate("PathsOfGlory", "no advance")
        return ""

    def _show_step(self, row: int) -> None:
        shown = self.result or self.preview
        if row < 0 or not shown:
            self.detail.setText(tr(UNITS_HINT) if not shown else "")
            return
        step = row + 1
        from html import escape

        summary = self._summary(step, shown, self.result is not None)
        lines = [f"<b>{step}. {escape(tr(STEPS[row]))}</b>", escape(summary).replace("\n     ", "<br>")]
        lang = self.lang()
        if self.result is not None:
            if step == 8:
                lines.append("<i>" + escape(translate("PathsOfGlory", "Proposed as 12.4 requires: as many losses as can be taken, never more; "
                                                "the players may choose another allocation that takes as many.")) + "</i>")
            if step in (10, 11):
                lines += [escape(render(Message.from_json(n), lang)) for n in self.result.get("notes", [])]
                limit = self.result.get("advance_limit")
                if step == 11 and limit:
                    lines.append(escape(render(Message.from_json(limit), lang)))
        self.detail.setText("<br>".join(lines))


__all__ = ["CombatPanel", "STEPS"]

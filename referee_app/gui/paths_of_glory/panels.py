"""Paths of Glory's part of the referee window: the table aid of issue 14.

The players keep the map, the counters and the cards on the table; the window runs the procedure and
the arithmetic. Across the top the turn track and the sequence of play (6.0: phases A to H and their
segments, the current one lit). On the left the segment now: what it asks of the players as a
checklist, and its entry — the mandated offensives' dice (A), the six action rounds with each side's
action and the combat assistant (B), the sieges (D), the war status checks (E), the replacement
points (F). On the right what the table must never lose track of: the VP track with the scenario's
victory levels, war status and commitment, the mandated offensives, the last combat's dice; and
the record, the VP chart and the counts (activation, SR, stacking, supply).

Every operation is the game's (``games/paths_of_glory``) and runs through the window's command table
(``commands.ROWS``, ``MainWindow.run``): its errors reach the referee on one path, every roll and
decision is in the game file, and Ctrl+Alt+Z takes the last one back.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from html import escape
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QIntValidator, QKeyEvent
from PySide6.QtSvgWidgets import QSvgWidget
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QCompleter,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from referee_app.core.errors import RefereeError
from referee_app.core.messages import Message, render
from referee_app.games.paths_of_glory import procedures as pr
from referee_app.games.paths_of_glory.game import ACTIONS, PogGame
from referee_app.games.paths_of_glory.tables import NATIONS, SIDES

from ..collector import weak_method
from ..commands import key_legend
from ..common import empty_layout, heading_label, note_label
from ..game_panels import GamePanels, GameWindow, SetupForm
from ..language import QT_TRANSLATE_NOOP, keep_words
from ..projector import ProjectorWindow
from .combat import CombatPanel
from .commands import EXPORT_FORMATS, ROWS
from .widgets import DieFace, SegmentBar, TurnTrack, VpTrack, side_colour

translate = QCoreApplication.translate
CTX = "PathsOfGlory"
ERROR_COLOUR = "#c62828"


def tr(text: str) -> str:
    return translate(CTX, text)


def _die_field(width: int = 64) -> QLineEdit:
    edit = QLineEdit()
    edit.setValidator(QIntValidator(1, 6))
    edit.setMaxLength(1)
    edit.setFixedWidth(width)
    return edit


def _typed(edit: QLineEdit) -> int | None:
    text = edit.text().strip()
    return int(text) if text.isdigit() and 1 <= int(text) <= 6 else None


def _pairs(text: str) -> dict[str, int]:
    """ "FR=1 BR=2" (or "FR 1, BR 2") as {"FR": 1, "BR": 2}; ``RefereeError`` naming what is wrong."""
    out: dict[str, int] = {}
    last: str | None = None
    for part in text.replace(",", " ").replace("=", " ").split():
        if part.upper() in NATIONS:
            last = part.upper()
            out[last] = out.get(last, 0)
        elif part.isdigit() and last is not None:
            out[last] = int(part)
        else:
            raise RefereeError(translate("PathsOfGlory", "“{word}” is neither a nation (FR, BR …) nor a number of points").format(word=part))
    return out


def _heading(text: str = "") -> QLabel:
    label = QLabel(text)
    f = label.font()
    f.setBold(True)
    f.setPointSize(f.pointSize() + 1)
    label.setFont(f)
    return label


# --- the segments' entries ---------------------------------------------------------------------------

class MandatedPanel(QWidget):
    """Phase A: each side's die on its mandated-offensive table (7.1.1), typed or rolled, the result large."""

    def __init__(self, run: Callable[[str], Any]) -> None:
        super().__init__()
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        self.dice: dict[str, QLineEdit] = {}
        self.faces: dict[str, DieFace] = {}
        self.titles: dict[str, QLabel] = {}
        self.results: dict[str, QLabel] = {}
        self.die_labels: dict[str, QLabel] = {}
        for side in SIDES:
            box = QFrame()
            box.setFrameShape(QFrame.Shape.StyledPanel)
            col = QVBoxLayout(box)
            self.titles[side] = _heading()
            col.addWidget(self.titles[side])
            line = QHBoxLayout()
            self.die_labels[side] = QLabel()
            self.dice[side] = _die_field()
            self.die_labels[side].setBuddy(self.dice[side])
            line.addWidget(self.die_labels[side])
            line.addWidget(self.dice[side])
            line.addStretch(1)
            self.faces[side] = DieFace(size=76)
            line.addWidget(self.faces[side])
            col.addLayout(line)
            self.results[side] = QLabel()
            self.results[side].setWordWrap(True)
            self.results[side].setTextFormat(Qt.TextFormat.RichText)
            col.addWidget(self.results[side])
            col.addStretch(1)
            row.addWidget(box)
            self.dice[side].returnPressed.connect(lambda: run("roll"))
        lay.addLayout(row)
        self.flags = note_label()
        lay.addWidget(self.flags)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.roll_button = QPushButton()
        self.roll_button.setStyleSheet("font-weight: bold; padding: 6px 14px;")
        self.roll_button.clicked.connect(lambda _c=False: run("roll"))
        buttons.addWidget(self.roll_button)
        lay.addLayout(buttons)
        lay.addStretch(1)

    def typed(self) -> tuple[int | None, int | None]:
        return _typed(self.dice["central"]), _typed(self.dice["allied"])

    def update_from(self, view: dict[str, Any], game: PogGame, lang: str) -> None:
        rolled = bool(view["mandated"])
        typed = _typed_rolls(game, "mandated")
        for side in SIDES:
            colour = side_colour(side)
            self.titles[side].setText(f"<span style='color:{colour}'>{escape(render(Message(f'pog.side.{side}'), lang))}</span>")
            self.die_labels[side].setText(translate("PathsOfGlory", "Die rolled at the table"))
            self.dice[side].setPlaceholderText(translate("PathsOfGlory", "roll"))
            self.dice[side].setToolTip(translate("PathsOfGlory", "The die the player rolled; blank: the program rolls"))
            self.dice[side].setEnabled(not rolled)
            mo = view["mandated"].get(side)
            if mo is None:
                self.faces[side].set_value(None)
                self.results[side].setText(translate("PathsOfGlory", "To roll on the {side} table (7.1.1).").format(
                    side=escape(render(Message(f"pog.side.{side}"), lang))))
                continue
            self.dice[side].clear()
            self.faces[side].set_value(int(mo["roll"]), typed=typed.get(f"mandated offensive {side}", False))
            result = render(Message(f"pog.mo.result.{mo['result']}"), lang)
            lines = [f"<span style='font-size: 17px'><b>{escape(result)}</b></span>"]
            if mo["modified"] != mo["roll"]:
                lines.append(escape(translate("PathsOfGlory", "read as {n}").format(n=mo["modified"])))
            state = "pog.mo.made" if mo["made"] else "pog.mo.effective" if mo["effective"] else "pog.mo.no_effect"
            style = "color: #2e7d32" if mo["made"] else f"color: {ERROR_COLOUR}" if mo["effective"] else "color: #5b6773"
            said = Message.from_json(mo["why"]) if mo.get("why") and not mo["effective"] else Message(state)
            lines.append(f"<span style='{style}'>{escape(render(said, lang))}</span>")
            if mo.get("why") and mo["effective"]:
                lines.append(escape(render(Message.from_json(mo["why"]), lang)))
            self.results[side].setText("<br>".join(lines))
        on = [render(Message(f"pog.flag.{f}"), lang) for f in ("hoffmann", "hl_take_command", "bolshevik", "french_mutiny")
              if view["flags"].get(f)]
        self.flags.setText(translate("PathsOfGlory", "Events in play that change the tables: {events} (Ctrl+Shift+F)").format(
            events=", ".join(on) if on else translate("PathsOfGlory", "none")))
        self.roll_button.setText(translate("PathsOfGlory", "Roll (Ctrl+R)"))
        self.roll_button.setEnabled(not rolled)

    def focus(self) -> None:
        self.dice["central"].setFocus()


def _typed_rolls(game: PogGame, kind: str) -> dict[str, bool]:
    """Which dice of the last ``kind`` operation standing were typed from the table (purpose -> typed)."""
    for ev in reversed(game.events):
        if ev.kind == kind:
            return {str(r.get("purpose")): bool(r.get("typed")) for r in ev.data.get("rolls", [])}
    return {}


class KindBox(QComboBox):
    """The action's kind, chosen with its letter in any language: O(PS), S(R), R(P), E(vent), P(eace), A(uto)."""

    LETTERS = {"ops": "O", "sr": "S", "rp": "R", "event": "E", "peace": "P", "auto": "A"}

    def keyPressEvent(self, event: QKeyEvent) -> None:
        letter = event.text().upper()
        keys = [k for k, v in self.LETTERS.items() if v == letter] if len(letter) == 1 else []
        if keys and not event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier:
            self.setCurrentIndex(max(0, self.findData(keys[0])))
            return
        super().keyPressEvent(event)


class ActionPanel(QWidget):
    """Phase B: the six action rounds (8.1), Central Powers first, each side's action logged; and the
    combat assistant."""

    KINDS = {"ops": QT_TRANSLATE_NOOP("PathsOfGlory", "Operations (OPS)"),
             "sr": QT_TRANSLATE_NOOP("PathsOfGlory", "Strategic redeployment (SR)"),
             "rp": QT_TRANSLATE_NOOP("PathsOfGlory", "Replacement points (RP)"),
             "event": QT_TRANSLATE_NOOP("PathsOfGlory", "Event"),
             "peace": QT_TRANSLATE_NOOP("PathsOfGlory", "Peace terms"),
             "auto": QT_TRANSLATE_NOOP("PathsOfGlory", "Automatic operation (1 OPS)")}

    def __init__(self, run: Callable[[str], Any], combat: CombatPanel) -> None:
        super().__init__()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.tabs = QTabWidget()
        lay.addWidget(self.tabs)
        rounds = QWidget()
        rl = QVBoxLayout(rounds)
        self.round_label = heading_label(4)
        rl.addWidget(self.round_label)
        self.grid = QTableWidget(6, 2)
        self.grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.grid.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.grid.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.grid.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.grid.setMinimumHeight(190)
        rl.addWidget(self.grid, 1)
        form = QGridLayout()
        self.kind = KindBox()
        for key in ACTIONS:
            self.kind.addItem(key, key)
        self.card = QLineEdit()
        self.value = QSpinBox()
        self.value.setRange(0, 9)
        self.value.setFixedWidth(60)
        self.rp = QLineEdit()
        self.rp.setPlaceholderText("FR=1 BR=1")
        self.war_status = QSpinBox()
        self.war_status.setRange(0, 9)
        self.war_status.setFixedWidth(60)
        self.entry = QComboBox()
        self.reinforce = QComboBox()
        for combo in (self.entry, self.reinforce):
            combo.addItem("—", "")
            for n in NATIONS:
                combo.addItem(n, n)
        self.labels: dict[str, QLabel] = {}
        fields = (("kind", QT_TRANSLATE_NOOP("PathsOfGlory", "&Action"), self.kind),
                  ("card", QT_TRANSLATE_NOOP("PathsOfGlory", "C&ard"), self.card),
                  ("value", QT_TRANSLATE_NOOP("PathsOfGlory", "&Value"), self.value),
                  ("rp", QT_TRANSLATE_NOOP("PathsOfGlory", "RP per &nation"), self.rp),
                  ("war_status", QT_TRANSLATE_NOOP("PathsOfGlory", "&War status +"), self.war_status),
                  ("entry", QT_TRANSLATE_NOOP("PathsOfGlory", "Ne&utral entry"), self.entry),
                  ("reinforce", QT_TRANSLATE_NOOP("PathsOfGlory", "Reinforce&ment"), self.reinforce))
        self.sources = {key: source for key, source, _w in fields}
        for i, (key, _source, widget) in enumerate(fields):
            label = QLabel()
            label.setBuddy(widget)
            self.labels[key] = label
            form.addWidget(label, 0 if i < 3 else 1, (i if i < 3 else i - 3) * 2)
            form.addWidget(widget, 0 if i < 3 else 1, (i if i < 3 else i - 3) * 2 + 1)
        form.setColumnStretch(3, 1)
        rl.addLayout(form)
        buttons = QHBoxLayout()
        self.made_button = QPushButton()
        self.made_button.clicked.connect(lambda _c=False: run("mo_made"))
        self.entrench_button = QPushButton()
        self.entrench_button.clicked.connect(lambda _c=False: run("entrench"))
        self.log_button = QPushButton()
        self.log_button.setStyleSheet("font-weight: bold; padding: 6px 14px;")
        self.log_button.clicked.connect(lambda _c=False: run("record_entry"))
        buttons.addWidget(self.made_button)
        buttons.addWidget(self.entrench_button)
        buttons.addStretch(1)
        buttons.addWidget(self.log_button)
        rl.addLayout(buttons)
        self.last_roll = QLabel()
        self.last_roll.setWordWrap(True)
        rl.addWidget(self.last_roll)
        self.tabs.addTab(rounds, "")
        self.combat = combat
        self.tabs.addTab(combat, "")
        for w in (self.card, self.rp):
            w.returnPressed.connect(lambda: run("record_entry"))
        self.kind.currentIndexChanged.connect(self._on_kind)
        self._on_kind()

    def _on_kind(self) -> None:
        kind = str(self.kind.currentData())
        for key in ("rp",):
            self.labels[key].setVisible(kind == "rp")
            self.rp.setVisible(kind == "rp")
        for key, widget in (("war_status", self.war_status), ("entry", self.entry), ("reinforce", self.reinforce)):
            self.labels[key].setVisible(kind == "event")
            widget.setVisible(kind == "event")
        card = kind not in ("peace", "auto")
        for key, widget in (("card", self.card), ("value", self.value)):
            self.labels[key].setEnabled(card)
            widget.setEnabled(card)

    def values(self) -> dict[str, Any]:
        kind = str(self.kind.currentData())
        out: dict[str, Any] = {"kind": kind, "card": self.card.text().strip(), "value": self.value.value()}
        if kind == "rp":
            out["rp"] = _pairs(self.rp.text())
        if kind == "event":
            out.update(war_status=self.war_status.value(), neutral_entry=str(self.entry.currentData() or ""),
                       reinforcement=str(self.reinforce.currentData() or ""))
        return out

    def clear_entry(self) -> None:
        self.card.clear()
        self.rp.clear()
        self.value.setValue(0)
        self.war_status.setValue(0)
        self.entry.setCurrentIndex(0)
        self.reinforce.setCurrentIndex(0)

    def update_from(self, view: dict[str, Any], lang: str) -> None:
        rounds = int(view["action_rounds"])
        for key, label in self.labels.items():
            label.setText(tr(self.sources[key]))
        for i, key in enumerate(ACTIONS):
            self.kind.setItemText(i, f"{KindBox.LETTERS[key]} · {tr(self.KINDS[key])}")
        self.kind.setToolTip(translate("PathsOfGlory", "O operations, S strategic redeployment, R replacement points, E event, P peace terms, "
                                "A automatic operation"))
        self.tabs.setTabText(0, translate("PathsOfGlory", "Action rounds (8.1)"))
        self.tabs.setTabText(1, translate("PathsOfGlory", "Combat (12)"))
        self.made_button.setText(translate("PathsOfGlory", "Mandated offensive made… (Ctrl+Shift+M)"))
        self.entrench_button.setText(translate("PathsOfGlory", "Entrenchment roll… (Ctrl+E)"))
        self.log_button.setText(translate("PathsOfGlory", "Log the action (Ctrl+L)"))
        self.card.setPlaceholderText(translate("PathsOfGlory", "the card's name or number"))
        self.grid.setRowCount(rounds)
        self.grid.setHorizontalHeaderLabels([render(Message(f"pog.side.{s}"), lang) for s in SIDES])
        self.grid.setVerticalHeaderLabels([str(i + 1) for i in range(rounds)])
        for r in range(rounds):
            for c in range(2):
                self.grid.setItem(r, c, QTableWidgetItem(""))
        for a in view["actions"]:
            text = render(Message(f"pog.action.{a['kind']}"), lang)
            if a.get("card"):
                text += f" · {a['card']}"
            if a["kind"] in ("ops", "sr") and a.get("value"):
                text += f" · {a['value']}"
            if a["kind"] == "rp" and a.get("rp"):
                text += " · " + " ".join(f"{n} {p}" for n, p in a["rp"].items())
            if a["kind"] == "event":
                extra = [f"+{a['war_status']} WS" if a.get("war_status") else "", a.get("neutral_entry", ""),
                         a.get("reinforcement", "")]
                text += "".join(f" · {e}" for e in extra if e)
            item = QTableWidgetItem(text)
            item.setForeground(QBrush(QColor(side_colour(a["side"]))))
            self.grid.setItem(int(a["round"]) - 1, SIDES.index(a["side"]), item)
        rnd, side = int(view["round"]), str(view["to_act"])
        if rnd <= rounds and not view["ended"]:
            item = self.grid.item(rnd - 1, SIDES.index(side))
            if item is not None:
                item.setBackground(QBrush(QColor("#fff3c4")))
                item.setText("▶")
            self.round_label.setText("<span style='color:{c}'>{t}</span>".format(
                c=side_colour(side), t=escape(translate("PathsOfGlory", "Round {n} of {rounds}: {side} to act").format(
                    n=rnd, rounds=rounds, side=render(Message(f"pog.side.{side}"), lang)))))
            self.log_button.setEnabled(True)
        else:
            self.round_label.setText(escape(translate("PathsOfGlory", "All {rounds} action rounds are played: finish the segment (Ctrl+Enter).")
                                            .format(rounds=rounds)))
            self.log_button.setEnabled(False)
        effective = [s for s, mo in view["mandated"].items() if mo["effective"] and not mo["made"]]
        self.made_button.setEnabled(bool(effective))
        self.entrench_button.setEnabled(bool(view["flags"].get("entrench")))
        self.entrench_button.setToolTip("" if view["flags"].get("entrench") else render(Message("pog.trench.no_card"), lang))

    def focus(self) -> None:
        if self.tabs.currentWidget() is self.combat:
            self.combat.attacker.units.setFocus()
        else:
            self.kind.setFocus()


class SiegePanel(QWidget):
    """Phase D: each besieged fort's roll (15.3), typed or rolled; before the die a dry run from the game
    (``PogGame.siege_preview``): the fort's value read off the map, each drm with its reason, the die it
    falls on, or why the roll would be refused."""

    def __init__(self, run: Callable[[str], Any]) -> None:
        super().__init__()
        self.game: PogGame | None = None
        self.lang = "en"
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.fort = QLineEdit()
        self.cf = QSpinBox()
        self.cf.setRange(0, 9)
        self.cf.setValue(2)
        self.cf.setFixedWidth(60)
        self.drm = QSpinBox()
        self.drm.setRange(-6, 6)
        self.drm.setFixedWidth(60)
        self.die = _die_field()
        self.labels = [QLabel() for _ in range(4)]
        self.sources = (QT_TRANSLATE_NOOP("PathsOfGlory", "&Fort"), QT_TRANSLATE_NOOP("PathsOfGlory", "Its &combat factor"),
                        QT_TRANSLATE_NOOP("PathsOfGlory", "&DRM (cards)"),
                        QT_TRANSLATE_NOOP("PathsOfGlory", "Die rolled at the table"))
        for label, field in zip(self.labels, (self.fort, self.cf, self.drm, self.die)):
            label.setBuddy(field)
            form.addRow(label, field)
        row = QHBoxLayout()
        row.addLayout(form, 1)
        self.face = DieFace(size=76)
        row.addWidget(self.face)
        lay.addLayout(row)
        self.preview_label = QLabel()  # the dry run before the die
        self.preview_label.setWordWrap(True)
        self.preview_label.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.preview_label)
        self.result = QLabel()
        self.result.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.result)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.roll_button = QPushButton()
        self.roll_button.setStyleSheet("font-weight: bold; padding: 6px 14px;")
        self.roll_button.clicked.connect(lambda _c=False: run("roll"))
        buttons.addWidget(self.roll_button)
        lay.addLayout(buttons)
        self.done = QLabel()
        self.done.setWordWrap(True)
        lay.addWidget(self.done)
        lay.addStretch(1)
        for w in (self.fort, self.die):
            w.returnPressed.connect(lambda: run("roll"))
        self.fort.textChanged.connect(lambda _t: self.fort_named())
        self.cf.valueChanged.connect(lambda _v: self.preview())
        self.drm.valueChanged.connect(lambda _v: self.preview())

    def fort_named(self) -> None:
        """A fort of the map named: its value read off the map (the referee may still change it)."""
        if self.game is not None:
            sp = self.game.rules.space(self.fort.text())
            if sp is not None and sp.fort > 0 and self.cf.value() != sp.fort:
                self.cf.blockSignals(True)
                self.cf.setValue(sp.fort)
                self.cf.blockSignals(False)
        self.preview()

    def preview(self) -> None:
        """The dry run: what the roll would take and need, or why it would be refused."""
        game, lang = self.game, self.lang
        if game is None or game.segment != "D":
            self.preview_label.setText("")
            return
        name = self.fort.text().strip() or translate("PathsOfGlory", "the fort")
        p = game.siege_preview(name, self.cf.value(), self.drm.value())
        if p["problem"] is not None:
            text = render(Message.from_json(p["problem"]), lang)
            self.preview_label.setText(f"<span style='color: #c62828'>{escape(text)}</span>")
            return
        lines = []
        if p["space"]:
            lines.append(translate("PathsOfGlory", "Fort of {space}, value {cf}").format(space=p["space"], cf=p["cf"]))
        lines += [render(Message.from_json(m["reason"]), lang) for m in p["modifiers"]]
        n = int(p["needs"])
        lines.append(translate("PathsOfGlory", "Cannot fall: it would need more than 6") if n > 6 else
                     translate("PathsOfGlory", "Falls on any die") if n <= 1 else
                     translate("PathsOfGlory", "Falls on a die of {n} or more").format(n=n))
        self.preview_label.setText("<br>".join(escape(line) for line in lines))

    def update_from(self, game: PogGame, lang: str) -> None:
        self.game, self.lang = game, lang
        if self.fort.completer() is None:
            forts = QCompleter(sorted(name for name, sp in game.rules.spaces.items() if sp.fort > 0), self.fort)
            forts.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            forts.setCompletionMode(QCompleter.CompletionMode.InlineCompletion)
            self.fort.setCompleter(forts)
        for label, source in zip(self.labels, self.sources):
            label.setText(tr(source))
        self.fort.setPlaceholderText(translate("PathsOfGlory", "e.g. Liege"))
        self.die.setPlaceholderText(translate("PathsOfGlory", "roll"))
        self.roll_button.setText(translate("PathsOfGlory", "Roll (Ctrl+R)"))
        sieges: list[Message] = []  # this turn's: the log back to the turn's start
        for j in reversed(game.state.log):
            if j["key"] == "pog.log.turn":
                break
            if j["key"] == "pog.log.siege":
                sieges.insert(0, Message.from_json(j))
        self.done.setText("<br>".join(escape(render(m, lang)) for m in sieges))
        if not sieges:
            self.face.set_value(None)
            self.result.setText(translate("PathsOfGlory", "The fort falls when the die and its DRM are greater than its value "
                                   "(15.3.2, see docs/paths-of-glory.md)."))
        self.preview()

    def show_roll(self, result: dict[str, Any], typed: bool, lang: str) -> None:
        self.face.set_value(int(result["roll"]), typed=typed)
        text = render(Message("pog.siege.fallen" if result["fallen"] else "pog.siege.holds"), lang)
        colour = "#2e7d32" if result["fallen"] else "#5b6773"
        self.result.setText(f"<span style='font-size: 17px; color: {colour}'><b>{escape(text)}</b></span>")
        self.die.clear()

    def focus(self) -> None:
        self.fort.setFocus()


class RpPanel(QWidget):
    """Phase F: the replacement points a side spends (9.4.4); the rest is lost."""

    def __init__(self, run: Callable[[str], Any]) -> None:
        super().__init__()
        lay = QVBoxLayout(self)
        self.gathered = _heading()
        self.gathered.setWordWrap(True)
        lay.addWidget(self.gathered)
        row = QHBoxLayout()
        self.label = QLabel()
        self.spend = QLineEdit()
        self.spend.setPlaceholderText("FR=1 BR=1")
        self.label.setBuddy(self.spend)
        self.button = QPushButton()
        self.button.setStyleSheet("font-weight: bold; padding: 6px 14px;")
        self.button.clicked.connect(lambda _c=False: run("record_entry"))
        self.spend.returnPressed.connect(lambda: run("record_entry"))
        row.addWidget(self.label)
        row.addWidget(self.spend, 1)
        row.addWidget(self.button)
        lay.addLayout(row)
        units_row = QHBoxLayout()  # with the order of battle kept: the units the RP rebuild (9.4.4)
        self.units_label = QLabel()
        self.units = QLineEdit()
        self.units.setPlaceholderText("FR 3; FR 5 @ Paris")
        self.units_label.setBuddy(self.units)
        self.units.returnPressed.connect(lambda: run("record_entry"))
        units_row.addWidget(self.units_label)
        units_row.addWidget(self.units, 1)
        lay.addLayout(units_row)
        self.note = note_label()
        lay.addWidget(self.note)
        lay.addStretch(1)

    def update_from(self, view: dict[str, Any], side: str, lang: str) -> None:
        rp = {n: p for n, p in view["rp"][side].items() if p}
        name = render(Message(f"pog.side.{side}"), lang)
        have = " · ".join(f"{n} {p}" for n, p in rp.items()) or translate("PathsOfGlory", "none")
        self.gathered.setText(f"<span style='color:{side_colour(side)}'>"
                              + escape(translate("PathsOfGlory", "{side}: replacement points this turn: {points}").format(side=name, points=have))
                              + "</span>")
        self.label.setText(translate("PathsOfGlory", "&Spent"))
        self.button.setText(translate("PathsOfGlory", "Log the RP spent (Ctrl+L)"))
        kept = view.get("oob") is not None
        self.units_label.setText(translate("PathsOfGlory", "&Units rebuilt"))
        self.units_label.setVisible(kept)
        self.units.setVisible(kept)
        if kept:
            self.note.setText(translate("PathsOfGlory", "Name the units the points rebuild (ids separated by ';', an eliminated army "
                                        "with '@' and the space it returns to): one RP of its nation each, the points "
                                        "filled in; what is not spent is lost when the segment ends (9.4.4)."))
        else:
            self.note.setText(translate("PathsOfGlory", "Flip or rebuild the units on the map, then log the points spent per nation; what is "
                                        "not spent is lost when the segment ends (9.4.4)."))

    def named_units(self) -> list[dict[str, str]]:
        """"FR 3; FR 5 @ Paris" as [{"id": "FR 3"}, {"id": "FR 5", "space": "Paris"}] (the game checks them)."""
        out: list[dict[str, str]] = []
        for part in self.units.text().split(";"):
            uid, _, space = part.partition("@")
            if uid.strip():
                out.append({"id": uid.strip(), **({"space": space.strip()} if space.strip() else {})})
        return out

    def focus(self) -> None:
        self.spend.setFocus()


def counter_text(unit: Mapping[str, Any]) -> str:
    """A counter of the order of battle as the combat form reads one ("GE A 5/3 r #GE5")."""
    cf = unit.get("cf", [0, 0])
    kind = "A" if unit.get("type") == "army" else "C"
    text = f"{unit.get('nation', '?')} {kind} {cf[0]}/{cf[1]}" if isinstance(cf, list) and len(cf) == 2 else f"{unit.get('nation', '?')} {kind}"
    if unit.get("strength") == "reduced":
        text += " r"
    if unit.get("tag"):
        text += f" {unit['tag']}"
    return text + f" #{unit.get('id', '')}"


class InfoPanel(QWidget):
    """The segments where the aid only reminds (C, E, G, H): what it did by itself, and what is next."""

    def __init__(self, run: Callable[..., Any]) -> None:
        super().__init__()
        lay = QVBoxLayout(self)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        lay.addWidget(self.text)
        self.run = run
        self.offers = QVBoxLayout()  # a button per VP change the state gives (E.1, E.4), to confirm it
        lay.addLayout(self.offers)
        row = QHBoxLayout()
        self.vp_button = QPushButton()
        self.vp_button.clicked.connect(lambda _c=False: run("vp_change"))
        self.armistice_button = QPushButton()
        self.armistice_button.clicked.connect(lambda _c=False: run("armistice"))
        self.attrition_button = QPushButton()
        self.attrition_button.clicked.connect(lambda _c=False: run("attrition"))
        row.addWidget(self.attrition_button)
        row.addWidget(self.vp_button)
        row.addWidget(self.armistice_button)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addStretch(1)

    def update_from(self, game: PogGame, view: dict[str, Any], lang: str) -> None:
        seg = view["segment"]
        rules = game.rules
        lines: list[str] = []
        if seg == "E.1":
            changes = [c for c in view["vp_log"] if c["turn"] == view["turn"]]
            lines.append(translate("PathsOfGlory", "The VP changes of this turn:") if changes else translate("PathsOfGlory", "No VP change this turn yet."))
            lines += [render(Message("pog.log.vp", {"delta": f"{c['delta']:+d}", "vp": c["vp"],
                                                    "reason": Message.from_json(c["reason"])}), lang) for c in changes]
            if view.get("offers"):
                lines.append(translate("PathsOfGlory", "What the game's state gives from the VP table: confirm each (Ctrl+Shift+O), or correct it with Ctrl+Shift+V."))
            lines.append(translate("PathsOfGlory", "Apply the VP table's War Status Phase part with Ctrl+Shift+V."))
        elif seg == "E.2":
            auto = pr.automatic_victory(rules, int(view["vp"]))
            lines.append(translate("PathsOfGlory", "VP {vp}: the Central Powers win at {central} or more, the Allies at {allied} or less.").format(
                vp=view["vp"], central=rules.automatic_central, allied=rules.automatic_allied))
            lines.append(render(Message(f"pog.result.{auto}"), lang) if auto else translate("PathsOfGlory", "No automatic victory: the game goes on."))
        elif seg == "E.3":
            lines.append(translate("PathsOfGlory", "In the campaign scenario an armistice ends the game (5.5.1)."))
        elif seg == "E.4":
            if view["turn"] == 1:
                lines.append(translate("PathsOfGlory", "Not on turn 1 (E.4)."))
            for side in SIDES:
                ws = view["war_status"][side]
                level = pr.commitment_level(rules, ws)
                lines.append(translate("PathsOfGlory", "{side}: war status {ws}, commitment {level} (limited war at {limited}, total war at "
                                "{total})").format(side=render(Message(f"pog.side.{side}"), lang), ws=ws,
                                                   level=render(Message(f"pog.level.{level}"), lang),
                                                   limited=rules.limited_at, total=rules.total_at))
            if view.get("offers"):  # 5.1.3 (optional): the Allies first to a level
                lines.append(translate("PathsOfGlory", "What the game's state gives from the VP table: confirm each (Ctrl+Shift+O), or correct it with Ctrl+Shift+V."))
        elif seg == "H":
            last = int(view["last_turn"])
            if view["turn"] >= last:
                lines.append(translate("PathsOfGlory", "This is the scenario's last turn: finishing it ends the game."))
            else:
                lines.append(translate("PathsOfGlory", "Next: turn {turn}, {name}.").format(
                    turn=view["turn"] + 1, name=render(game.turn_label(int(view["turn"]) + 1), lang)))
        elif seg == "C" and game.state.oob is not None:
            due = game.attrition_due()
            if due["out_of_supply"]:
                lines.append(translate("PathsOfGlory", "Out of supply, traced over the map (14.3.5): {units}. Corps go to the "
                                       "eliminated units, armies out of the game; confirm with the button.").format(
                                           units=", ".join(due["out_of_supply"])))
                if due["control_lost"]:
                    lines.append(translate("PathsOfGlory", "Control passes to the enemy where they leave no fort of "
                                           "their side (14.3.6): {spaces}.").format(spaces=", ".join(due["control_lost"])))
            else:
                lines.append(translate("PathsOfGlory", "Every unit of the order of battle traces supply (14.3.5)."))
        elif seg == "C":
            lines.append(translate("PathsOfGlory", "The players remove the units out of supply; the aid keeps no order of battle."))
        elif seg == "G":
            lines.append(translate("PathsOfGlory", "The players draw their cards."))
        self.text.setText("<br>".join(escape(line) for line in lines))
        empty_layout(self.offers)
        for offer in view.get("offers", []) if seg in ("E.1", "E.4") else []:
            button = QPushButton(translate("PathsOfGlory", "Confirm: VP {delta}, {reason}").format(
                delta=f"{offer['delta']:+d}", reason=render(Message.from_json(offer["reason"]), lang)))
            button.clicked.connect(lambda _c=False, key=offer["key"]: self.run("confirm_offer", key))
            self.offers.addWidget(button)
        self.vp_button.setText(translate("PathsOfGlory", "VP change… (Ctrl+Shift+V)"))
        self.vp_button.setVisible(seg == "E.1")
        self.attrition_button.setText(translate("PathsOfGlory", "Remove the units out of supply"))
        self.attrition_button.setVisible(seg == "C" and game.state.oob is not None)
        self.armistice_button.setText(translate("PathsOfGlory", "Armistice…"))
        self.armistice_button.setVisible(seg == "E.3" and view["scenario"] == "campaign")

    def focus(self) -> None:
        pass


class CountsPanel(QWidget):
    """Other counts of the rules, from the engine: activation (9.2.3), SR (13.1.2), stacking (10.1),
    supply sources (14.2)."""

    def __init__(self, lang: Callable[[], str]) -> None:
        super().__init__()
        self._lang = lang
        form = QFormLayout(self)
        self.nations = QLineEdit()
        self.nations.setPlaceholderText("FR BR US")
        self.france = QCheckBox()
        self.channel = QComboBox()
        for space in ("", *pr.CHANNEL_SPACES):
            self.channel.addItem(space or "—", space)
        self.activation = QLabel()
        self.corps = QSpinBox()
        self.armies = QSpinBox()
        self.units = QSpinBox()
        for s in (self.corps, self.armies, self.units):
            s.setRange(0, 20)
            s.setFixedWidth(60)
        self.sr = QLabel()
        self.stacking = QLabel()
        self.supply_nation = QComboBox()
        for n in (*NATIONS, *pr.BRITISH_PARTS):
            self.supply_nation.addItem(n, n)
        self.supply = QLabel()
        self.supply.setWordWrap(True)
        self.labels = [QLabel() for _ in range(8)]
        self.sources = (QT_TRANSLATE_NOOP("PathsOfGlory", "Nationalities in the space (9.2.3)"),
                        QT_TRANSLATE_NOOP("PathsOfGlory", "In France or Germany"),
                        QT_TRANSLATE_NOOP("PathsOfGlory", "Channel space"),
                        QT_TRANSLATE_NOOP("PathsOfGlory", "Corps to redeploy (13.1.2)"),
                        QT_TRANSLATE_NOOP("PathsOfGlory", "Armies to redeploy"),
                        QT_TRANSLATE_NOOP("PathsOfGlory", "Units in the space (10.1)"),
                        QT_TRANSLATE_NOOP("PathsOfGlory", "Supply of (14.2)"), "")
        rows = (self.nations, self.france, self.channel, self.corps, self.armies, self.units, self.supply_nation)
        for label, field in zip(self.labels, rows):
            label.setBuddy(field)
        form.addRow(self.labels[0], self.nations)
        form.addRow(self.labels[1], self.france)
        form.addRow(self.labels[2], self.channel)
        form.addRow("", self.activation)
        form.addRow(self.labels[3], self.corps)
        form.addRow(self.labels[4], self.armies)
        form.addRow("", self.sr)
        form.addRow(self.labels[5], self.units)
        form.addRow("", self.stacking)
        form.addRow(self.labels[6], self.supply_nation)
        form.addRow("", self.supply)
        self.nations.textChanged.connect(self.refresh)
        self.france.toggled.connect(self.refresh)
        self.channel.currentIndexChanged.connect(self.refresh)
        for s in (self.corps, self.armies, self.units):
            s.valueChanged.connect(self.refresh)
        self.supply_nation.currentIndexChanged.connect(self.refresh)

    def refresh(self) -> None:
        lang = self._lang()
        for label, source in zip(self.labels, self.sources):
            label.setText(tr(source) if source else "")
        nations = [n.upper() for n in self.nations.text().replace(",", " ").split()]
        try:
            if nations:
                cost = pr.activation_cost(nations, country="France" if self.france.isChecked() else "",
                                          space=str(self.channel.currentData() or ""))
                self.activation.setText("<b>" + escape(translate("PathsOfGlory", "{n} activation points").format(n=cost)) + "</b>")
            else:
                self.activation.setText("")
        except RefereeError as exc:
            from referee_app.core.messages import error_text

            self.activation.setText(f"<span style='color:{ERROR_COLOUR}'>{escape(error_text(exc, lang))}</span>")
        sr = pr.sr_cost(self.corps.value(), self.armies.value())
        self.sr.setText("<b>" + escape(translate("PathsOfGlory", "{n} SR points").format(n=sr)) + "</b>")
        n = self.units.value()
        ok = pr.stacking_ok(n)
        self.stacking.setText(escape(translate("PathsOfGlory", "{n} units: within the limit of {limit}") if ok else
                                     translate("PathsOfGlory", "{n} units: over the limit of {limit}")).format(n=n, limit=pr.STACKING_LIMIT))
        self.stacking.setStyleSheet("" if ok else f"color: {ERROR_COLOUR}; font-weight: bold;")
        sources = pr.supply_sources(str(self.supply_nation.currentData()))
        self.supply.setText("<br>".join(escape(render(m, lang)) for m in sources))


# --- the window part ---------------------------------------------------------------------------------------

class PogPanels(GamePanels):
    """Paths of Glory in the referee's window."""

    COMMANDS = ROWS
    EXPORT_FORMATS = EXPORT_FORMATS
    USES_CLOCK = False

    def __init__(self, window: GameWindow, game: PogGame) -> None:
        super().__init__(window, game)
        self.game: PogGame = game
        self._checked: tuple[int, str] | None = None  # the segment whose checklist is shown
        # what the record shows: (events, (turn, segment) after them, log lines, VP changes, language)
        self._record_shown: tuple[int, tuple[int, str], int, int, str] | None = None
        self._record_turn: int | None = None
        self._build_page()

    # ===================================================================== layout
    def _build_page(self) -> None:
        # the widgets' callbacks hold the panels weakly, the window and the game directly: none ties a reference
        # cycle with the panels (replaced panels and their game kept until the collector's full pass; gui/collector.py)
        run, win, game = weak_method(self.run), self.win, self.game
        outer = QVBoxLayout(self.page)
        outer.setContentsMargins(6, 4, 6, 4)
        outer.setSpacing(4)
        top = QHBoxLayout()
        self.title_label = heading_label(3)
        top.addWidget(self.title_label)
        self.turn_track = TurnTrack()
        top.addWidget(self.turn_track, 1)
        outer.addLayout(top)
        self.segment_bar = SegmentBar()
        outer.addWidget(self.segment_bar)
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet("background: #f9a825; color: #1a1a1a; font-weight: bold; font-size: 16px;"
                                  " border-radius: 6px; padding: 8px;")
        self.banner.hide()
        outer.addWidget(self.banner)
        self.split = QSplitter(Qt.Orientation.Horizontal)
        outer.addWidget(self.split, 1)

        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 6, 0)
        self.heading = heading_label(6)
        ll.addWidget(self.heading)
        self.checklist_heading = note_label(wrap=False)
        ll.addWidget(self.checklist_heading)
        self.checklist = QListWidget()
        self.checklist.setWordWrap(True)
        self.checklist.setStyleSheet("QListWidget { background: #fbfaf7; } QListWidget::item { padding: 3px; }")
        self.checklist.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        ll.addWidget(self.checklist)
        self.combat = CombatPanel(self.game.rules, run, lambda: win.lang,
                                  lambda data, roller: game.preview_combat(data, roller), weak_method(self._trench_of),
                                  weak_method(self._fort_gone))
        self.mandated_panel = MandatedPanel(run)
        self.action_panel = ActionPanel(run, self.combat)
        self.siege_panel = SiegePanel(run)
        self.rp_panel = RpPanel(run)
        self.info_panel = InfoPanel(run)
        self.segment_stack = QStackedWidget()
        for w in (self.mandated_panel, self.action_panel, self.siege_panel, self.rp_panel, self.info_panel):
            self.segment_stack.addWidget(w)
        ll.addWidget(self.segment_stack, 1)
        bottom = QHBoxLayout()
        self.keys = QLabel()
        self.keys.setWordWrap(True)
        self.keys.setStyleSheet("color: #5b6773; font-size: 11px;")
        bottom.addWidget(self.keys, 1)
        self.next_button = QPushButton()
        self.next_button.setStyleSheet("font-weight: bold; padding: 8px 16px;")
        self.next_button.clicked.connect(lambda _c=False: self.win.run("next_segment"))
        bottom.addWidget(self.next_button, 0, Qt.AlignmentFlag.AlignBottom)
        ll.addLayout(bottom)
        self.split.addWidget(left)

        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(6, 0, 0, 0)
        vp_row = QHBoxLayout()
        self.vp_label = heading_label(14)
        vp_row.addWidget(self.vp_label)
        self.vp_track = VpTrack()
        vp_row.addWidget(self.vp_track, 1)
        rl.addLayout(vp_row)
        self.status_grid = QGridLayout()
        self.status_grid.setHorizontalSpacing(10)
        self.side_names: dict[str, QLabel] = {}
        self.war_labels: dict[str, QLabel] = {}
        self.level_labels: dict[str, QLabel] = {}
        self.mo_labels: dict[str, QLabel] = {}
        self.ws_heading, self.level_heading, self.mo_heading = QLabel(), QLabel(), QLabel()
        for col, head in enumerate((self.ws_heading, self.level_heading, self.mo_heading), start=1):
            head.setStyleSheet("color: #5b6773;")
            self.status_grid.addWidget(head, 0, col)
        for row, side in enumerate(SIDES, start=1):
            self.side_names[side] = QLabel()
            self.war_labels[side] = QLabel()
            wf = self.war_labels[side].font()
            wf.setPointSize(wf.pointSize() + 5)
            wf.setBold(True)
            self.war_labels[side].setFont(wf)
            self.war_labels[side].setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.level_labels[side] = QLabel()
            self.mo_labels[side] = QLabel()
            self.mo_labels[side].setWordWrap(True)
            self.mo_labels[side].setTextFormat(Qt.TextFormat.RichText)
            for col, w in enumerate((self.side_names[side], self.war_labels[side], self.level_labels[side],
                                     self.mo_labels[side])):
                self.status_grid.addWidget(w, row, col)
        self.status_grid.setColumnStretch(3, 1)
        self.combined = note_label(wrap=False)
        self.status_grid.addWidget(self.combined, 3, 0, 1, 4)
        rl.addLayout(self.status_grid)
        self.combat_box = QFrame()
        self.combat_box.setFrameShape(QFrame.Shape.StyledPanel)
        cl = QHBoxLayout(self.combat_box)
        self.last_dice = {side: DieFace(size=52) for side in ("attacker", "defender")}
        for face in self.last_dice.values():
            cl.addWidget(face)
        self.last_combat = QLabel()
        self.last_combat.setWordWrap(True)
        self.last_combat.setTextFormat(Qt.TextFormat.RichText)
        cl.addWidget(self.last_combat, 1)
        rl.addWidget(self.combat_box)
        self.info_tabs = QTabWidget()
        self.record = QListWidget()
        self.record.setWordWrap(True)
        self.record.setAlternatingRowColors(True)
        self.chart = QSvgWidget()
        self.chart.setMinimumHeight(200)
        self.chart.renderer().setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
        chart_page = QWidget()
        cpl = QVBoxLayout(chart_page)
        cpl.addWidget(self.chart, 2)
        self.vp_changes = QListWidget()
        self.vp_changes.setWordWrap(True)
        cpl.addWidget(self.vp_changes, 1)
        self.counts = CountsPanel(lambda: win.lang)
        self.oob_list = QListWidget()  # the order of battle, when the referee keeps one
        self.oob_list.setWordWrap(True)
        self.oob_list.setAlternatingRowColors(True)
        self.info_tabs.addTab(self.record, "")
        self.info_tabs.addTab(chart_page, "")
        self.info_tabs.addTab(self.counts, "")
        self.info_tabs.addTab(self.oob_list, "")
        self.board = QSvgWidget()  # the map as a schematic, drawn from spaces.toml and the order of battle
        self.board.setFixedSize(2400, 1500)
        self.board_scroll = QScrollArea()
        self.board_scroll.setWidget(self.board)
        self.info_tabs.addTab(self.board_scroll, "")
        self.info_tabs.currentChanged.connect(lambda _i: self._refresh_tab())
        rl.addWidget(self.info_tabs, 1)
        self.split.addWidget(right)
        self.split.setStretchFactor(0, 3)
        self.split.setStretchFactor(1, 2)
        self.split.setSizes([880, 600])

    def run(self, name: str, *args: Any) -> Any:
        return self.win.run(name, *args)

    def _trench_of(self, space: str) -> int | None:
        oob = self.game.state.oob
        return None if oob is None else int(oob["trenches"].get(space, 0))

    def _fort_gone(self, space: str) -> bool:
        return self.game.fort_destroyed(space)

    # ===================================================================== the shared window's questions
    def set_game(self, game: Any) -> bool:
        return False  # another game: new panels (its tables may differ, an override's)

    def title(self) -> str:
        return render(Message(f"pog.scenario.{self.game.state.scenario}"), self.win.lang)

    def status_text(self) -> str:
        v = self.game.view()
        return render(Message("pog.show.turn", {"turn": v["turn"], "name": self.game.turn_label(), "last": v["last_turn"],
                                                "segment": v["segment"], "phase": Message(f"pog.phase.{v['phase']}")}),
                      self.win.lang)

    def file_stem(self) -> str:
        return f"paths-of-glory-{self.game.state.scenario}"

    def shown(self) -> None:
        self.refresh()

    def retranslate(self) -> None:
        self.combat.retranslate()
        self.refresh()

    def set_language(self, lang: str) -> None:
        if self.win.projector is not None:
            self.win.projector.set_language(lang)

    def focus(self) -> None:
        self.focus_entry()

    def make_projector(self) -> ProjectorWindow:
        from .projector import PogProjector

        return PogProjector(self.game, lang=self.win.lang)

    def on_change(self, change: Any) -> None:
        self.refresh()
        said = [render(m, self.win.lang) for m in change.messages if m.key not in ("pog.log.segment",)]
        if said:
            self.win.statusBar().showMessage(" · ".join(said), 12000)

    @classmethod
    def setup_form(cls, parent: QWidget | None = None) -> SetupForm:
        from .setup import PogSetup

        return PogSetup(parent)

    # ===================================================================== showing the game
    def refresh(self) -> None:
        game = self.game
        lang = self.win.lang
        view = game.view(referee=True)
        seg, ended = str(view["segment"]), view["ended"]
        self.title_label.setText(escape(render(Message(f"pog.scenario.{view['scenario']}"), lang)))
        self.turn_track.set_turns([render(Message.from_json(t), lang) for t in view["turn_labels"]], int(view["turn"]),
                                  bool(ended))
        self.segment_bar.set_segments([(s["code"], render(Message(f"pog.phase.{s['phase']}"), lang))
                                       for s in view["segments"]], seg, bool(ended))
        turn_words = translate("PathsOfGlory", "Turn {turn} of {last}: {name}").format(turn=view["turn"], last=view["last_turn"],
                                                               name=render(game.turn_label(), lang))
        phase = render(Message(f"pog.phase.{view['phase']}"), lang)
        self.heading.setText(escape(f"{turn_words} · {seg}  {phase}"))
        self._show_checklist(view, lang)
        self._show_entry(view, lang)
        self._show_status(view, lang)
        self._show_last_combat(view, lang)
        if ended:
            self.banner.setText(escape(render(Message("pog.log.ended", {
                "result": Message(f"pog.result.{ended['result']}"), "reason": Message.from_json(ended["reason"])}), lang))
                + "  " + escape(translate("PathsOfGlory", "(Undo with Ctrl+Alt+Z to go on.)")))
            self.banner.show()
        else:
            self.banner.hide()
        self.next_button.setText(translate("PathsOfGlory", "Finish the segment (Ctrl+Enter)"))
        self.next_button.setEnabled(not ended)
        self.keys.setText(key_legend(self.win.rows).replace("<br>", " · "))
        self.info_tabs.setTabText(0, translate("PathsOfGlory", "Record"))
        self.info_tabs.setTabText(1, translate("PathsOfGlory", "VP chart"))
        self.info_tabs.setTabText(3, translate("PathsOfGlory", "Order of battle"))
        self.info_tabs.setTabText(4, translate("PathsOfGlory", "Map"))
        self.info_tabs.setTabText(2, translate("PathsOfGlory", "Counts"))
        self._refresh_tab()

    def _show_checklist(self, view: dict[str, Any], lang: str) -> None:
        self.checklist_heading.setText(translate("PathsOfGlory", "What this segment asks of the players (Space ticks a line, F4):"))
        key = (int(view["turn"]), str(view["segment"]))
        ticked = set()
        if self._checked == key:
            ticked = {i for i in range(self.checklist.count())
                      if self.checklist.item(i).checkState() == Qt.CheckState.Checked}
        self.checklist.clear()
        for i, m in enumerate(view["checklist"]):
            item = QListWidgetItem(keep_words(render(Message.from_json(m), lang)))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if i in ticked else Qt.CheckState.Unchecked)
            self.checklist.addItem(item)
        self._checked = key
        rows = max(1, self.checklist.count())
        self.checklist.setFixedHeight(min(150, rows * 30 + 8))

    def _show_entry(self, view: dict[str, Any], lang: str) -> None:
        seg = str(view["segment"])
        if seg == "A":
            self.mandated_panel.update_from(view, self.game, lang)
            panel: QWidget = self.mandated_panel
        elif seg == "B":
            self.action_panel.update_from(view, lang)
            if self.combat.result is None:
                last = view["actions"][-1]["side"] if view["actions"] else view["to_act"]
                self.combat.set_side(str(last))
            panel = self.action_panel
        elif seg == "D":
            self.siege_panel.update_from(self.game, lang)
            panel = self.siege_panel
        elif seg in ("F.1", "F.2"):
            self.rp_panel.update_from(view, "allied" if seg == "F.1" else "central", lang)
            panel = self.rp_panel
        else:
            self.info_panel.update_from(self.game, view, lang)
            panel = self.info_panel
        self.segment_stack.setCurrentWidget(panel)

    def _show_status(self, view: dict[str, Any], lang: str) -> None:
        th = view["thresholds"]
        self.vp_label.setText(f"VP {view['vp']}")
        self.vp_label.setToolTip(render(Message("pog.show.vp", {"vp": view["vp"], "central": th["automatic_central"],
                                                                "allied": th["automatic_allied"]}), lang))
        self.vp_track.set_vp(int(view["vp"]), th, {
            "central": translate("PathsOfGlory", "Central Powers win"), "allied": translate("PathsOfGlory", "Allies win"), "draw": translate("PathsOfGlory", "draw")})
        self.ws_heading.setText(translate("PathsOfGlory", "War status"))
        self.level_heading.setText(translate("PathsOfGlory", "Commitment"))
        self.mo_heading.setText(translate("PathsOfGlory", "Mandated offensive"))
        must_attack, no_effect = translate("PathsOfGlory", "must attack"), translate("PathsOfGlory", "no effect")
        for side in SIDES:
            colour = side_colour(side)
            self.side_names[side].setText(f"<b style='color:{colour}'>{escape(render(Message(f'pog.side.{side}'), lang))}</b>")
            self.war_labels[side].setText(str(view["war_status"][side]))
            self.level_labels[side].setText(render(Message(f"pog.level.{view['commitment'][side]}"), lang))
            mo = view["mandated"].get(side)
            if mo is None:
                self.mo_labels[side].setText("<span style='color:#8795a1'>—</span>")
            else:
                result = escape(render(Message(f"pog.mo.result.{mo['result']}"), lang).split(":")[0])
                if mo["made"]:
                    state = f"<span style='color:#2e7d32'>✓ {escape(render(Message('pog.mo.made'), lang))}</span>"
                elif mo["effective"]:
                    state = f"<span style='color:{ERROR_COLOUR}'>{escape(must_attack)}</span>"
                else:
                    state = f"<span style='color:#5b6773'>{escape(no_effect)}</span>"
                self.mo_labels[side].setText(f"<b>{result}</b> {state}")
                self.mo_labels[side].setToolTip(render(Message(f"pog.mo.result.{mo['result']}"), lang))
        self.combined.setText(translate("PathsOfGlory", "Combined war status {n} (9.5.1.3)").format(n=view["combined_war_status"]))

    def _show_last_combat(self, view: dict[str, Any], lang: str) -> None:
        last = view["last_combat"]
        self.combat_box.setVisible(last is not None)
        if last is None:
            return
        side = str(last.get("input", {}).get("side", "central"))
        for role, face in self.last_dice.items():
            fire = last["fire"].get(role)
            typed = any(r.get("typed") for r in last.get("rolls", []) if r.get("purpose") == f"fire {role}")
            face.set_value(int(fire["roll"]) if fire and fire.get("fired", True) else None, typed=typed)
        a, d = last["fire"]["attacker"], last["fire"]["defender"]
        winner = render(Message(f"pog.combat.winner.{last['winner']}"), lang)
        attacker = f"<span style='color:{side_colour(side)}'>{escape(render(Message(f'pog.side.{side}'), lang))}</span>"
        text = ["<b>" + escape(translate("PathsOfGlory", "Last combat, {side} attacking")).format(side=attacker) + "</b>",
                escape(translate("PathsOfGlory", "attacker inflicts {a}, defender {d}").format(a=a["losses"], d=d["losses"])),
                f"<b>{escape(winner)}</b>"]
        if last.get("retreat"):
            text.append(escape(translate("PathsOfGlory", "the defender retreats 1 space (12.5.2)") if last["retreat"] == 1 else
                               translate("PathsOfGlory", "the defender retreats {n} spaces (12.5.2)").format(n=last["retreat"])))
        self.last_combat.setText("<br>".join(text))

    def _refresh_tab(self) -> None:
        """The record and the chart are made again only while they are shown (a long game's record is long)."""
        lang = self.win.lang
        w = self.info_tabs.currentIndex()
        if w == 0:
            self._refresh_record(lang)
        elif w == 1:
            from referee_app.exports.paths_of_glory.formats import vp_chart_svg, vp_lines

            view = self.game.view()
            self.chart.load(QByteArray(vp_chart_svg(self.game, view, lang).encode("utf-8")))
            self.vp_changes.clear()
            self.vp_changes.addItems(vp_lines(self.game, view, lang))
        elif w == 2:
            self.counts.refresh()
        elif w == 3:
            self._refresh_oob(lang)
        else:
            from referee_app.drawing.paths_of_glory.board import board_svg

            self.board.load(QByteArray(board_svg(self.game.rules, self.game.view()).encode("utf-8")))

    def _refresh_oob(self, lang: str) -> None:
        self.oob_list.clear()
        oob = self.game.state.oob
        if oob is None:
            self.oob_list.addItem(translate("PathsOfGlory", "No order of battle kept: Ctrl+Shift+P places a space's stack."))
            return
        for space in sorted(set(oob["stacks"]) | set(oob["trenches"]) | set(oob["control"])):
            units = ", ".join(counter_text(u) for u in oob["stacks"].get(space, [])) or "—"
            extra = []
            if oob["trenches"].get(space):
                extra.append(translate("PathsOfGlory", "trench {n}").format(n=oob["trenches"][space]))
            if space in oob["control"]:
                extra.append(render(Message(f"pog.side.{oob['control'][space]}"), lang))
            self.oob_list.addItem(f"{space}: {units}" + (f" ({', '.join(extra)})" if extra else ""))
        for box in ("reserve", "eliminated", "removed"):
            for side in SIDES:
                units = oob["boxes"][box][side]
                if units:
                    self.oob_list.addItem(f"{render(Message(f'pog.side.{side}'), lang)}, {render(Message(f'pog.oob.box.{box}'), lang)}: "
                                          + ", ".join(counter_text(u) for u in units))

    def _record_item(self, turn: int, segment: str, what: Message | str, lang: str) -> None:
        if turn != self._record_turn:
            head = QListWidgetItem(render(Message("pog.log.turn", {"turn": turn, "name": self.game.turn_label(turn)}), lang))
            f = QFont(head.font())
            f.setBold(True)
            head.setFont(f)
            self.record.addItem(head)
            self._record_turn = turn
        text = render(Message("pog.export.note", {"text": what}), lang) if isinstance(what, str) else render(what, lang)
        self.record.addItem(f"{segment:>4}  {text}")

    def _refresh_record(self, lang: str) -> None:
        """The record turn by turn (``exports.paths_of_glory.record_lines``). One operation more than shown:
        its lines are added (a long campaign's record is not read again at each one); else all of it."""
        from referee_app.exports.paths_of_glory.formats import STRUCTURE, record_lines

        game, state = self.game, self.game.state
        events = game.events
        shown = self._record_shown
        if shown is not None and shown[0] == len(events) and shown[4] == lang:
            return
        if shown is not None and shown[0] == len(events) - 1 and shown[4] == lang and events[-1].kind not in ("undo",):
            _n, (turn, segment), logged, vps, _lang = shown
            if events[-1].kind == "note":
                self._record_item(turn, segment, str(events[-1].data.get("text", "")), lang)
            for m in (Message.from_json(j) for j in state.log[logged:]):
                if m.key in STRUCTURE:
                    continue
                t, seg = turn, segment
                if m.key == "pog.log.vp" and vps < len(state.vp_log):
                    t, seg = int(state.vp_log[vps]["turn"]), str(state.vp_log[vps]["segment"])
                    vps += 1
                self._record_item(t, seg, m, lang)
        else:
            self.record.clear()
            self._record_turn = None
            for turn, segment, what in record_lines(game, game.history(), state.vp_log):
                self._record_item(turn, segment, what, lang)
        self._record_shown = (len(events), (state.turn, game.segment), len(state.log), len(state.vp_log), lang)
        self.record.scrollToBottom()

    # ===================================================================== the commands
    def next_segment(self) -> None:
        """Ctrl+Enter: finish the segment (6.0); the game does the segment's automatic work."""
        self.game.next()  # a PogError: the dispatcher tells it (MainWindow.run)
        QTimer.singleShot(0, self.focus_entry)

    def undo_operation(self) -> None:
        history = self.game.history(notes=False)
        if not history:
            self.game.undo()  # says there is nothing to undo
            return
        said = "; ".join(render(m, self.win.lang) for m in history[-1].messages) or history[-1].kind
        if not self.win.ask(translate("PathsOfGlory", "Undo"), translate("PathsOfGlory", "Take back the last operation: {what}?\n\nIt stays in the game file, marked "
                                           "as taken back.").format(what=said)):
            return
        self.game.undo()
        self.win.statusBar().showMessage(translate("PathsOfGlory", "Taken back: {what}").format(what=said), 10000)

    def roll(self) -> None:
        """Ctrl+R: the segment's dice — the mandated offensives (A), the combat (B), a siege (D)."""
        seg = self.game.segment
        if seg == "A":
            self.game.roll_mandated(*self.mandated_panel.typed())
        elif seg == "B":
            if self.action_panel.tabs.currentWidget() is not self.combat:
                self.show_combat()
                return
            change = self.game.combat(self.combat.data())
            self.combat.show_result(dict(change.result))
        elif seg == "D":
            p = self.siege_panel
            fort = p.fort.text().strip() or translate("PathsOfGlory", "the fort")
            change = self.game.siege(fort, p.cf.value(), _typed(p.die), p.drm.value())
            p.show_roll(dict(change.result), _typed_rolls(self.game, "siege").get("siege", False), self.win.lang)
        else:
            self.win.statusBar().showMessage(translate("PathsOfGlory", "No dice in this segment."), 5000)

    def record_entry(self) -> None:
        """Ctrl+L: log the action of the round (B) or the replacement points spent (F)."""
        seg = self.game.segment
        if seg == "B":
            values = self.action_panel.values()
            kind = values.pop("kind")
            self.game.action(self.game.state.to_act, kind, **values)
            self.action_panel.clear_entry()
            self.action_panel.kind.setFocus()
        elif seg in ("F.1", "F.2"):
            side = "allied" if seg == "F.1" else "central"
            self.game.replacements(side, _pairs(self.rp_panel.spend.text()), self.rp_panel.named_units() or None)
            self.rp_panel.spend.clear()
            self.rp_panel.units.clear()
        else:
            self.win.statusBar().showMessage(translate("PathsOfGlory", "Nothing to log in this segment."), 5000)

    def show_combat(self) -> None:
        if self.game.segment != "B":
            self.win.statusBar().showMessage(translate("PathsOfGlory", "Combats are fought in the action rounds (B)."), 5000)
            return
        self.action_panel.tabs.setCurrentWidget(self.combat)
        self.combat.attacker.units.setFocus()

    def new_combat(self) -> None:
        view = self.game.view()
        side = view["actions"][-1]["side"] if view["actions"] else view["to_act"]
        self.combat.clear(str(side))
        self.show_combat()

    def mandated_made(self) -> None:
        lang = self.win.lang
        mandated = self.game.state.mandated
        sides = [s for s in SIDES if mandated.get(s, {}).get("effective") and not mandated[s]["made"]]
        if not sides:
            self.win.statusBar().showMessage(translate("PathsOfGlory", "No mandated offensive is waiting to be made."), 5000)
            return
        names = [render(Message(f"pog.side.{s}"), lang) + " — " + render(Message(f"pog.mo.result.{mandated[s]['result']}"),
                                                                          lang) for s in sides]
        choice, ok = QInputDialog.getItem(self.page.window(), translate("PathsOfGlory", "Mandated offensive made"),
                                          translate("PathsOfGlory", "Which side made its mandated offensive (7.1.3)?"), names, 0, False)
        if not ok:
            return
        side = sides[names.index(choice)]
        joint = False
        if side == "allied" and mandated[side]["result"] == "FR" and self.game.state.flags.get("french_mutiny"):
            joint = self.win.ask(translate("PathsOfGlory", "French Mutiny"), translate("PathsOfGlory", "Did the French attack together with the Americans (7.1.8)?"))
        self.game.mandated_made(side, joint)

    def entrench(self) -> None:
        from .dialogs import EntrenchDialog

        dlg = EntrenchDialog([n for n in NATIONS if n in self.game.rules.army_loss_factors],
                             bool(self.game.state.options.get("entrench_drm")), self.page.window())
        if dlg.exec() != EntrenchDialog.DialogCode.Accepted:
            return
        nation, level, die, failed, oos = dlg.values()
        change = self.game.entrench(nation, level, die, failed_before=failed, out_of_supply=oos)
        self.action_panel.last_roll.setText(" · ".join(escape(render(m, self.win.lang)) for m in change.messages))

    def vp_change(self) -> None:
        from .dialogs import VpDialog

        dlg = VpDialog(self.page.window())
        if dlg.exec() != VpDialog.DialogCode.Accepted:
            return
        delta, reason = dlg.values()
        self.game.change_vp(delta, reason)

    def events_in_play(self) -> None:
        from .dialogs import FlagsDialog

        dlg = FlagsDialog(self.game.state.flags, self.win.lang, self.page.window())
        if dlg.exec() != FlagsDialog.DialogCode.Accepted:
            return
        for flag, on in dlg.values().items():
            if bool(self.game.state.flags.get(flag)) != on:
                self.game.set_flag(flag, on)

    def place_stack(self) -> None:
        from .dialogs import StackDialog
        from .units import parse_units

        dlg = StackDialog(sorted(self.game.rules.spaces), self.win.lang, self.page.window())
        if dlg.exec() != StackDialog.DialogCode.Accepted:
            return
        space = self.game.rules.space(dlg.space.text()) if dlg.space.text().strip() else None
        name = space.name if space is not None else dlg.space.text().strip()
        units, problems = parse_units(dlg.units.toPlainText())
        if problems:
            raise RefereeError("\n".join(p.text for p in problems))
        for k, unit in enumerate(units, start=1):  # each counter its own id in the order of battle
            if "id" not in unit:
                unit["id"] = f"{unit.get('nation', '?')} {'A' if unit.get('type') == 'army' else 'C'} {name} {k}"
        self.game.place(name, units, trench=dlg.trench.value(), control=dlg.control.currentData())
        if dlg.fort_destroyed.isChecked() and space is not None and space.fort > 0 and not self.game.fort_destroyed(name):
            self.game.fort(name)  # 15.1.9, kept in the order of battle

    def after_combat(self) -> None:
        """The last combat's retreat or advance applied to the order of battle (the game checks 12.5, 12.6)."""
        from .dialogs import MoveDialog

        last = self.game.state.last_combat or {}
        inp = last.get("input", {})
        ids = {role: "; ".join(str(u["id"]) for u in inp.get(side, {}).get("units", []) if isinstance(u, Mapping) and "id" in u)
               for role, side in (("retreat", "defender"), ("advance", "attacker"))}
        ids["stand"] = ids["retreat"].split(";")[0].strip()
        try:
            options: dict[str, Any] | None = self.game.retreat_options()
        except RefereeError:
            options = None  # no combat from the order of battle: the game says so when the move is tried
        dlg = MoveDialog(sorted(self.game.rules.spaces), ids, self.page.window(), options)
        if dlg.exec() != MoveDialog.DialogCode.Accepted:
            return
        kind, units, to = dlg.values()
        if kind == "retreat":
            self.game.retreat(units, to)
        elif kind == "stand":
            self.game.stand(units)
        elif kind == "eliminate":
            self.game.eliminate_unretreatable()
        else:
            self.game.advance(units, to)

    def attrition(self) -> None:
        self.game.apply_attrition()

    def enter_war(self) -> None:
        neutral = [n for n in NATIONS if n not in self.game.state.at_war]
        if not neutral:
            return
        choice, ok = QInputDialog.getItem(self.page.window(), translate("PathsOfGlory", "A nation enters the war"),
                                          translate("PathsOfGlory", "Which nation enters the war?"), neutral, 0, False)
        if ok:
            self.game.enter_war(choice)

    def accept_peace(self) -> None:
        if self.win.ask(translate("PathsOfGlory", "Peace terms"), translate("PathsOfGlory", "The peace terms were accepted: the game ends in a draw (5.1.1; both "
                                              "players lose in a tournament, 5.6.4)?")):
            self.game.accept_peace()

    def confirm_offer(self, key: str = "") -> None:
        offers = self.game.offers()
        if not key and offers:
            key = str(offers[0]["key"])
        self.game.confirm_offer(key)

    def armistice(self) -> None:
        if self.win.ask(translate("PathsOfGlory", "Armistice"), translate("PathsOfGlory", "An armistice ends the campaign (5.5.1): end the game now?")):
            self.game.armistice()

    def add_note(self) -> None:
        text, ok = QInputDialog.getText(self.page.window(), translate("PathsOfGlory", "Note"), translate("PathsOfGlory", "A note for the game record (the players "
                                                                           "never see it):"))
        if ok and text.strip():
            self.game.note(text.strip())

    # --- where the keyboard goes
    def focus_entry(self) -> None:
        w = self.segment_stack.currentWidget()
        focus = getattr(w, "focus", None)
        if callable(focus):
            focus()
        if self.game.segment not in ("A", "B", "D", "F.1", "F.2"):
            self.next_button.setFocus()

    def next_tab(self) -> None:
        self.info_tabs.setCurrentIndex((self.info_tabs.currentIndex() + 1) % self.info_tabs.count())

    def focus_checklist(self) -> None:
        self.checklist.setFocus()
        if self.checklist.currentRow() < 0 and self.checklist.count():
            self.checklist.setCurrentRow(0)


PANELS = PogPanels

__all__ = ["PANELS", "PogPanels"]

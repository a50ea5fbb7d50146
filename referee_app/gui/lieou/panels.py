"""列欧帝国棋's panels for the shared window (Qt).

The shell hosts a game through ``LieouPanels(game, parent)``:

- ``widgets()``: the central widget (board | what the game waits for, orders left, the action line,
  dice, odds, set-up, log);
- ``projector_widget()``: the players' screen, built only from ``view(game, Audience.PLAYERS)``;
- ``on_change(change)``: the game changed (the panels also listen to the game themselves; a change
  seen twice is drawn once);
- ``retranslate(lang)``: the window's language changed;
- ``commands()``: rows in the style of ``gui/commands.py`` for the shell's menus and keys;
- ``setup_form()`` (class method): the New-game form; its ``new_game()`` gives a new game.

Every action goes through ``game.act``/``game.undo`` (the game file records it through the game's
subscription); nothing here changes the game otherwise.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from referee_app.core.errors import RefereeError
from referee_app.core.messages import render
from referee_app.core.registry import Audience
from referee_app.drawing.lieou.scene import COLOURS
from referee_app.games.lieou.game import Change, LieouGame
from referee_app.games.lieou.params import colour, country

from ..commands import Command, Menu, Separator
from ..language import QT_TRANSLATE_NOOP
from .board_widget import LieouBoard, describe_place
from .dice_view import DiceView
from .table import attack_odds, check, complete, last_throw, open_lines

translate = QCoreApplication.translate
CTX = "Lieou"

DICE_TITLES = {
    "lieou.tokens": QT_TRANSLATE_NOOP("Lieou", "Empire tokens (1.1)"),
    "lieou.setup.colour": QT_TRANSLATE_NOOP("Lieou", "Empire by die (1.2)"),
    "lieou.setup.capital": QT_TRANSLATE_NOOP("Lieou", "Capital by die (1.3)"),
    "lieou.battle": QT_TRANSLATE_NOOP("Lieou", "Battle round: attacker / defender"),
    "lieou.air": QT_TRANSLATE_NOOP("Lieou", "Air combat: attacker / defender"),
    "lieou.fate": QT_TRANSLATE_NOOP("Lieou", "Leader's fate (10.8)"),
    "": QT_TRANSLATE_NOOP("Lieou", "Dice"),
}


def tr(text: str) -> str:
    return translate(CTX, text)


class ActionLine(QLineEdit):
    """The action line: Tab completes (``tabbed`` emitted), Up recalls the last line."""

    tabbed = Signal()

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.KeyPress and isinstance(e, QKeyEvent) and e.key() == Qt.Key.Key_Tab:
            self.tabbed.emit()
            return True
        return super().event(e)


class LieouTable(QWidget):
    """The referee's side: the board and the panel of actions."""

    def __init__(self, game: LieouGame, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.lang = lang
        self.last_change: Change | None = None
        self.history: list[str] = []
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        lay.addWidget(split)
        self.board = LieouBoard(lang=lang)
        split.addWidget(self.board)
        side = QWidget()
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        v = QVBoxLayout(side)
        big = QFont()
        big.setPointSize(15)
        big.setBold(True)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("lieouTurn")
        self.turn_label.setFont(big)
        self.turn_label.setWordWrap(True)
        v.addWidget(self.turn_label)
        self.pending_label = QLabel()
        self.pending_label.setObjectName("lieouPending")
        self.pending_label.setWordWrap(True)
        v.addWidget(self.pending_label)
        self.setup_label = QLabel()
        self.setup_label.setObjectName("lieouSetup")
        self.setup_label.setWordWrap(True)
        v.addWidget(self.setup_label)
        self.line = ActionLine()
        self.line.setObjectName("lieouAction")
        lf = QFont()
        lf.setPointSize(14)
        self.line.setFont(lf)
        v.addWidget(self.line)
        self.check_label = QLabel()
        self.check_label.setObjectName("lieouCheck")
        self.check_label.setWordWrap(True)
        v.addWidget(self.check_label)
        self.fits_label = QLabel()
        self.fits_label.setObjectName("lieouFits")
        self.fits_label.setWordWrap(True)
        self.fits_label.setStyleSheet("color:#555")
        v.addWidget(self.fits_label)
        row = QHBoxLayout()
        self.roll_button = QPushButton()
        self.fight_button = QPushButton()
        self.choose_button = QPushButton()
        self.undo_button = QPushButton()
        for b in (self.roll_button, self.fight_button, self.choose_button, self.undo_button):
            row.addWidget(b)
        v.addLayout(row)
        self.odds_label = QLabel()
        self.odds_label.setObjectName("lieouOdds")
        self.odds_label.setWordWrap(True)
        self.odds_label.setFont(big)
        v.addWidget(self.odds_label)
        self.dice = DiceView()
        v.addWidget(self.dice)
        self.info_label = QLabel()
        self.info_label.setObjectName("lieouInfo")
        self.info_label.setWordWrap(True)
        v.addWidget(self.info_label)
        self.log = QListWidget()
        self.log.setObjectName("lieouLog")
        v.addWidget(self.log, 1)
        self.line.textChanged.connect(self._typed)
        self.line.returnPressed.connect(self.submit)
        self.line.tabbed.connect(self.tab)
        self.roll_button.clicked.connect(lambda: self.do("roll"))
        self.fight_button.clicked.connect(lambda: self.do("fight"))
        self.choose_button.clicked.connect(lambda: self.do("choose"))
        self.undo_button.clicked.connect(self.undo)
        self.board.landClicked.connect(self.land_clicked)
        self.board.hovered.connect(self.show_place)
        self.retranslate(lang)

    # --- acting ------------------------------------------------------------------------
    def do(self, line: str) -> bool:
        """Do one action line; a refused one shows the engine's reason and changes nothing."""
        line = line.strip()
        if not line:
            return False
        if line.casefold() == "undo":
            return self.undo()
        try:
            self.game.act(line)
        except RefereeError as exc:
            self._error(render(exc.message, self.lang))
            return False
        self.history.append(line)
        return True

    def undo(self) -> bool:
        try:
            self.game.undo()
        except RefereeError as exc:
            self._error(render(exc.message, self.lang))
            return False
        return True

    def submit(self) -> None:
        if self.do(self.line.text()):
            self.line.clear()

    def tab(self) -> None:
        text, fits = complete(self.game, self.line.text())
        self.line.setText(text)
        self.fits_label.setText("  ·  ".join(fits[:12]) + (" …" if len(fits) > 12 else ""))

    def land_clicked(self, code: str) -> None:
        text = self.line.text()
        sep = "" if not text or text.endswith(" ") else " "
        self.line.setText(text + sep + code + " ")
        self.line.setFocus()
        self.show_place(code)

    def show_place(self, code: str) -> None:
        self.info_label.setText(describe_place(self.game.to_json(), code, self.lang))

    def _error(self, text: str) -> None:
        self.check_label.setStyleSheet("color:#b00020; font-weight:bold")
        self.check_label.setText(text)

    def _typed(self, text: str) -> None:
        why = check(self.game, text)
        if not text.strip():
            self.check_label.setText("")
        elif why is None:
            self.check_label.setStyleSheet("color:#1b5e20; font-weight:bold")
            self.check_label.setText("✓ " + translate("Lieou", "Can be done"))
        else:
            self._error(render(why, self.lang))
        self._show_odds(text if text.strip().split(" ")[0].casefold() in ("attack", "a", "攻", "攻撃") else None)

    def _show_odds(self, line: str | None) -> None:
        got = attack_odds(self.game, line)
        if got is None:
            self.odds_label.setText("")
            return
        src, tgt, o = got
        self.odds_label.setText(translate("Lieou", "%1 → %2: takes it %3 %, armies left %4 (defender %5)")
                                .replace("%1", src).replace("%2", tgt).replace("%3", f"{o.attacker_wins * 100:.1f}")
                                .replace("%4", f"{o.expected_attacker_left:.1f}")
                                .replace("%5", f"{o.expected_defender_left:.1f}"))

    # --- showing -----------------------------------------------------------------------
    def refresh(self, change: Change | None = None) -> None:
        game = self.game
        state = game.to_json()
        self.board.show_state(state)
        s = game.state
        lang = self.lang
        if s.phase == "play" and s.turn:
            col = COLOURS.get(s.turn, "#444")
            self.turn_label.setStyleSheet(f"color:{col}; background:#1e2a33; padding:6px")
            self.turn_label.setText(translate("Lieou", "%1 — %2 orders left — round %3").replace("%1", render(colour(s.turn), lang))
                                    .replace("%2", str(s.orders_left)).replace("%3", str(s.round)))
        elif s.phase == "setup":
            self.turn_label.setStyleSheet("")
            self.turn_label.setText(translate("Lieou", "Set-up (chapter 1)"))
        else:
            self.turn_label.setStyleSheet("")
            self.turn_label.setText(translate("Lieou", "The game is over"))
        self.pending_label.setText(render(game.pending(), lang))
        self.setup_label.setText(self._setup_text(state))
        self.setup_label.setVisible(bool(state.get("tokens")) or s.phase == "setup")
        waiting = state.get("waiting")
        self.roll_button.setEnabled(s.phase == "setup" or bool(waiting and waiting.get("type") != "choice"))
        self.fight_button.setEnabled(self.roll_button.isEnabled())
        self.choose_button.setEnabled(s.decision is not None)
        if change is not None:
            for m in change.messages:
                self.log.addItem(render(m, lang))
            self.log.scrollToBottom()
            purpose, groups = last_throw(change)
            if groups:
                self.dice.show_dice(groups, tr(DICE_TITLES.get(purpose, DICE_TITLES[""])))
        self._typed(self.line.text())
        if not self.line.text():
            self.fits_label.setText("  ·  ".join(open_lines(game, 12)[:12]))

    def _setup_text(self, state: dict[str, Any]) -> str:
        lang = self.lang
        parts: list[str] = []
        tokens = state.get("tokens") or []
        if tokens:
            parts.append(translate("Lieou", "Tokens: %1").replace("%1", " ".join(f"{i + 1}={t}" for i, t in enumerate(tokens))))
        for c, e in state.get("empires", {}).items():
            cap = state.get("players", {}).get(c, {}).get("capital")
            land = next((r["land"] for k, r in state.get("regimes", {}).items() if k == e), "")
            parts.append(f"{render(colour(c), lang)}: {render(country(e), lang)}" + (f" @ {land}" if cap else ""))
        return "\n".join(parts)

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        self.board.set_language(lang)
        self.line.setPlaceholderText(translate("Lieou", "Action, e.g. attack 法B 德E — Tab completes, Enter does it"))
        self.roll_button.setText(translate("Lieou", "Roll (one round)"))
        self.fight_button.setText(translate("Lieou", "Fight to the end"))
        self.choose_button.setText(translate("Lieou", "Default choice"))
        self.undo_button.setText(translate("Lieou", "Undo last action"))
        self.log.clear()
        for msgs in self.game.log:
            for m in msgs:
                self.log.addItem(render(m, lang))
        self.refresh()


class LieouSetupForm(QWidget):
    """The New-game form of 列欧帝国棋: ruleset, seed (empty: random), and the rule options."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from referee_app.games.lieou.rules import ruleset_names

        form = QFormLayout(self)
        self.ruleset = QComboBox()
        self.ruleset.addItems(list(ruleset_names()))
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setSpecialValueText(translate("Lieou", "random"))
        self.ask = QCheckBox(translate("Lieou", "Owners choose after the dice (else the defaults)"))
        self.ask.setChecked(True)
        self.victory = QComboBox()
        self.victory.addItem(translate("Lieou", "Last empire standing"), "last_empire")
        self.victory.addItem(translate("Lieou", "All lands"), "all_lands")
        form.addRow(translate("Lieou", "Ruleset"), self.ruleset)
        form.addRow(translate("Lieou", "Seed"), self.seed)
        form.addRow(self.ask)
        form.addRow(translate("Lieou", "Victory (14.1)"), self.victory)

    def new_game(self) -> LieouGame:
        seed = self.seed.value() or None
        return LieouGame(seed, self.ruleset.currentText() or "standard",
                         {"ask_choices": self.ask.isChecked(), "victory": self.victory.currentData()})


class LieouPanels(QObject):
    """What the shared window hosts for a game of 列欧帝国棋 (see the module's docstring)."""

    def __init__(self, game: LieouGame, parent: QWidget | None = None, lang: str = "zh_Hans") -> None:
        super().__init__(parent)
        self.game = game
        self.lang = lang
        self.table = LieouTable(game, lang, parent)
        self._projector: QWidget | None = None
        self._seen: Change | None = None
        game.subscribe(self.on_change)

    def widgets(self) -> QWidget:
        return self.table

    def projector_widget(self) -> QWidget:
        from .projector import LieouProjector

        if self._projector is None:
            self._projector = LieouProjector(lambda: _players_view(self.game), self.lang)
        return self._projector

    def on_change(self, change: Change | None = None) -> None:
        if change is not None and change is self._seen:
            return
        self._seen = change
        self.table.refresh(change)
        if self._projector is not None:
            self._projector.refresh()  # type: ignore[attr-defined]

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        self.table.retranslate(lang)
        if self._projector is not None:
            self._projector.retranslate(lang)  # type: ignore[attr-defined]

    def close(self) -> None:
        self.game.unsubscribe(self.on_change)

    def commands(self) -> list[Command | Menu | Separator]:
        t = self.table
        return [
            Menu("lieou", QT_TRANSLATE_NOOP("MainWindow", "&Lieou")),
            Command("lieou_roll", QT_TRANSLATE_NOOP("MainWindow", "&Roll the next dice"), lambda w: t.do("roll"),
                    menu="lieou", keys=("Ctrl+R",), legend=QT_TRANSLATE_NOOP("MainWindow", "roll")),
            Command("lieou_fight", QT_TRANSLATE_NOOP("MainWindow", "&Fight the battle to the end"),
                    lambda w: t.do("fight"), menu="lieou", keys=("Ctrl+Shift+R",)),
            Command("lieou_choose", QT_TRANSLATE_NOOP("MainWindow", "Take the &default choice"),
                    lambda w: t.do("choose"), menu="lieou"),
            Separator("lieou"),
            Command("lieou_undo", QT_TRANSLATE_NOOP("MainWindow", "&Undo the last action"), lambda w: t.undo(),
                    menu="lieou", keys=("Ctrl+Z",)),
            Command("lieou_action", QT_TRANSLATE_NOOP("MainWindow", "Go to the &action line"),
                    lambda w: t.line.setFocus(), menu="lieou", keys=("Ctrl+L",)),
        ]

    @classmethod
    def setup_form(cls, parent: QWidget | None = None) -> LieouSetupForm:
        return LieouSetupForm(parent)


def _players_view(game: LieouGame) -> dict[str, Any]:
    from referee_app.core.registry import get

    return dict(get("lieou").view(game, Audience.PLAYERS))


__all__ = ["LieouPanels", "LieouSetupForm", "LieouTable"]

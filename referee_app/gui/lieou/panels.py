"""列欧帝国棋's part of the shared window (Qt): ``LieouPanels``, the ``GamePanels`` the window hosts.

Its page is the table (``LieouTable``): the board | what the game waits for, the orders left, the action
line (checked as typed with the engine's reasons, Tab completes), the odds of the attack typed or under
way, the dice of the last throw shown large, what the last action did (a conquest, a leader's fate) and
the log. Its rows of the window's command table are in ``commands.py``; every action goes through
``game.act``/``game.undo`` inside a command row run by ``MainWindow.run`` (the one path of errors), and
the game file records it through the game's subscription. Its projector (``projector.LieouProjector``)
shows only ``view(game, Audience.PLAYERS)``; its New-game fields are ``setup.LieouSetup``.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from referee_app.core.messages import msg, render
from referee_app.core.registry import get as get_kind
from referee_app.drawing.lieou.scene import COLOURS
from referee_app.games.lieou.game import Batch, Change, LieouGame
from referee_app.games.lieou.notation import notation_help
from referee_app.games.lieou.params import colour, country
from referee_app.games.lieou.rules import rules_card

from ..commands import key_legend
from ..game_panels import GamePanels, GameWindow, SetupForm
from ..language import QT_TRANSLATE_NOOP
from .board_widget import LieouBoard, describe_place
from .commands import EXPORT_FORMATS, ROWS
from .dice_view import DiceView
from .table import attack_odds, check, complete, last_throw, open_lines

if TYPE_CHECKING:
    from ..projector import ProjectorWindow

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

    def __init__(self, game: LieouGame, lang: str, run: Callable[[str], Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.lang = lang
        self.run = run  # the window's one dispatcher (``MainWindow.run``): a command row's name
        self.last_change: Change | None = None
        self.history: list[str] = []
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        lay.addWidget(split)
        self.board = LieouBoard(lang=lang, label_scale=1.25)
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
        self.result_label = QLabel()
        self.result_label.setObjectName("lieouResult")
        self.result_label.setWordWrap(True)
        rf = QFont()
        rf.setPointSize(13)
        rf.setBold(True)
        self.result_label.setFont(rf)
        self.result_label.setStyleSheet("background:#fff8e1; border:1px solid #e0c060; padding:4px")
        self.odds_label = QLabel()
        self.odds_label.setObjectName("lieouOdds")
        self.odds_label.setWordWrap(True)
        self.odds_label.setFont(big)
        v.addWidget(self.odds_label)
        self.dice = DiceView()
        v.addWidget(self.dice)
        v.addWidget(self.result_label)
        self.info_label = QLabel()
        self.info_label.setObjectName("lieouInfo")
        self.info_label.setWordWrap(True)
        v.addWidget(self.info_label)
        self.log = QListWidget()
        self.log.setObjectName("lieouLog")
        v.addWidget(self.log, 1)
        self.legend = QLabel()
        self.legend.setObjectName("lieouKeys")
        self.legend.setWordWrap(True)
        self.legend.setStyleSheet("color:#4a5560")
        v.addWidget(self.legend)
        self.line.textChanged.connect(self._typed)
        self.line.returnPressed.connect(lambda: self.run("lieou_act"))
        self.line.tabbed.connect(self.tab)
        self.roll_button.clicked.connect(lambda: self.run("lieou_roll"))
        self.fight_button.clicked.connect(lambda: self.run("lieou_fight"))
        self.choose_button.clicked.connect(lambda: self.run("lieou_choose"))
        self.undo_button.clicked.connect(lambda: self.run("lieou_undo"))
        self.board.landClicked.connect(self.land_clicked)
        self.board.hovered.connect(self.show_place)
        self.retranslate(lang)

    # --- acting ------------------------------------------------------------------------
    def do(self, line: str) -> Change:
        """Do one action line (a refused one raises the engine's ``LieouError``: ``MainWindow.run`` tells it)."""
        change = self.game.act(line.strip())
        self.history.append(line.strip())
        return change

    def submit(self) -> bool:
        """Enter on the action line: a line the engine refuses stays, its reason shown under it (as it was
        while typing); a line it accepts is done and the line cleared. "undo" is the command Undo."""
        text = self.line.text().strip()
        if not text:
            return False
        if text.casefold() == "undo":
            self.line.clear()
            return bool(self.run("lieou_undo"))
        why = check(self.game, text)
        if why is not None:
            self._error(render(why, self.lang))
            return False
        self.do(text)
        self.line.clear()
        return True

    def paste_lines(self) -> Batch | None:
        """A pasted list of actions, one a line: done in turn; the first refused stays on the line with which
        line it was and why, what was done before it is said, the lines after it are not tried."""
        text = self.line.text()
        if "\n" not in text and "\r" not in text:
            return None
        batch = self.game.act_lines([text])
        self.history.extend(line for line, _ in batch.done)
        report = batch.report()
        self.line.blockSignals(True)
        self.line.setText(batch.failed[1] if batch.failed is not None else "")
        self.line.blockSignals(False)
        self._typed(self.line.text())
        if report is not None:
            self._error(render(report, self.lang))
        elif batch.done:
            self.check_label.setStyleSheet("color:#1b5e20; font-weight:bold")
            self.check_label.setText("✓ " + translate("Lieou", "Done: %1").replace(
                "%1", " · ".join(line for line, _ in batch.done)))
        return batch

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
        if "\n" in text or "\r" in text:  # a pasted list: done line by line once the paste is over
            QTimer.singleShot(0, self.paste_lines)
            return
        why = check(self.game, text)
        if not text.strip():
            self.check_label.setText("")
            # the lines open now, for the one who acts now (none once the game is over)
            self.fits_label.setText("  ·  ".join(open_lines(self.game, 12)[:12]))
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
                                .replace("%5", f"{o.expected_defender_left:.1f}")
                                + "\n" + translate("Lieou", "Counted: %1").replace("%1", ", ".join(
                                    part_name(p) for p in o.parts)))

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
            self.turn_label.setText(render(msg("lieou.report.turn_heading", colour=colour(s.turn), n=s.orders_left,
                                               round=s.round), lang))
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
            if change.kind == "undo":
                self._fill_log()
            else:
                for m in change.messages:
                    self.log.addItem(render(m, lang))
            self.log.scrollToBottom()
            purpose, groups = last_throw(change)
            if groups:
                self.dice.show_dice(groups, tr(DICE_TITLES.get(purpose, DICE_TITLES[""])))
            self.result_label.setText("\n".join(render(m, lang) for m in change.messages[-6:]))
        self.result_label.setVisible(bool(self.result_label.text()))
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
            land = state.get("regimes", {}).get(cap, {}).get("land", "") if cap else ""  # 6.3: the name follows it
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
        self._fill_log()
        self.refresh()

    def _fill_log(self) -> None:
        self.log.clear()
        for msgs in self.game.log:
            for m in msgs:
                self.log.addItem(render(m, self.lang))
        self.log.scrollToBottom()



def part_name(part: str) -> str:
    """What the odds include, in the window's language."""
    names = {"air": QT_TRANSLATE_NOOP("Lieou", "air combat (13.6)"), "raid": QT_TRANSLATE_NOOP("Lieou", "raid (13.4)"),
             "counter": QT_TRANSLATE_NOOP("Lieou", "counter-raid (13.5)"),
             "battle": QT_TRANSLATE_NOOP("Lieou", "land battle (4)")}
    return translate("Lieou", names.get(part, part))


class LieouPanels(GamePanels):
    """列欧帝国棋 in the referee's window (see the module's docstring)."""

    COMMANDS = ROWS
    EXPORT_FORMATS = EXPORT_FORMATS
    USES_CLOCK = False  # the seed sets no time for a turn or a round (chapter 1, 2.1): no phase clock

    def __init__(self, window: GameWindow, game: LieouGame) -> None:
        super().__init__(window, game)
        self.game: LieouGame = game
        self.table = LieouTable(game, window.lang, window.run)
        self.page = self.table

    # --- the shared window's questions ---------------------------------------------------------------
    def set_game(self, game: Any) -> bool:
        return False  # another game: new panels

    def title(self) -> str:
        titles = get_kind(self.game.game_name).titles
        return titles.get(self.win.lang) or titles.get("en", "lieou")

    def status_text(self) -> str:
        s = self.game.state
        where = translate("Lieou", "round %1").replace("%1", str(s.round)) if s.phase == "play" else ""
        return " — ".join(x for x in (where, render(self.game.pending(), self.win.lang)) if x)

    def file_stem(self) -> str:
        return f"lieou-{self.game.dice.seed}"

    def shown(self) -> None:
        self.table.retranslate(self.win.lang)
        self._legend()

    def refresh(self) -> None:
        self.table.refresh()

    def on_change(self, change: Any) -> None:
        self.table.refresh(change)
        said = [render(m, self.win.lang) for m in getattr(change, "messages", ())]
        if said:
            self.win.statusBar().showMessage(" · ".join(said[-3:]), 12000)

    def retranslate(self) -> None:
        self.table.retranslate(self.win.lang)
        self._legend()

    def set_language(self, lang: str) -> None:
        if self.win.projector is not None:
            self.win.projector.set_language(lang)

    def actions_built(self) -> None:
        self._legend()

    def _legend(self) -> None:
        self.table.legend.setText(key_legend(self.win.rows).replace("<br>", " · "))

    def focus(self) -> None:
        self.table.line.setFocus()

    def make_projector(self) -> ProjectorWindow:
        from .projector import LieouProjector

        return LieouProjector(self.game, lang=self.win.lang)

    @classmethod
    def setup_form(cls, parent: QWidget | None = None) -> SetupForm:
        from .setup import LieouSetup

        return LieouSetup(parent)

    # --- the command rows (``commands.ROWS``); errors go to ``MainWindow.run`` -------------------------
    def table_dice(self) -> bool:
        """The referee types the physical dice thrown at the table (New game: Dice)."""
        return bool(self.game.options.table_dice)

    def focus_line(self) -> None:
        self.table.line.setFocus()
        self.table.line.selectAll()

    def submit(self) -> bool:
        return self.table.submit()

    def help_html(self) -> str:
        """F1's part of the game: the notation itself (each verb, the other ways to write it, an example, the
        seed's paragraphs, what it does) and the rules card of this game, in the window's language."""
        lang = self.win.lang
        rows = "".join(
            f"<tr><td><b>{html.escape(usage)}</b></td><td>{html.escape(' '.join(aliases))}</td>"
            f"<td><code>{html.escape(example)}</code></td><td>{html.escape(paragraphs)}</td>"
            f"<td>{html.escape(render(what, lang))}</td></tr>"
            for verb, aliases, usage, example, paragraphs, what in notation_help())
        card = "".join(f"<li>{html.escape(render(m, lang))}</li>" for m in rules_card(self.game.options))
        return (f"<h3>{html.escape(render(msg('lieou.help.heading'), lang))}</h3>"
                f"<p>{html.escape(render(msg('lieou.help.columns'), lang))}</p>"
                f"<table cellspacing=4>{rows}</table>"
                f"<h3>{html.escape(render(msg('lieou.option.heading'), lang))}</h3><ul>{card}</ul>")

    def show_rules(self) -> None:
        """Empires > Readings and options: the rules card (also under F1)."""
        self.win.show_help_page(translate("Lieou", "Readings and options of this game"), self.help_html())

    def roll_next(self) -> Change | None:
        """The next dice: rolled by the program, or, with the table's dice, "roll " put on the action line
        for the faces thrown (what is thrown is said under it)."""
        if self.table_dice():
            line = self.table.line
            line.setText("roll ")
            line.setFocus()
            line.end(False)
            return None
        return self.table.do("roll")

    def fight(self) -> Change:
        return self.table.do("fight")

    def choose_default(self) -> Change:
        return self.table.do("choose")

    def undo_action(self) -> bool:
        live = self.game._live_actions()
        what = str(self.game.events[live[-1]].data.get("line", "")) if live else ""
        if live and not self.win.ask(translate("Lieou", "Undo"), translate(
                "Lieou", "Take back the last action: %1?\n\nIt stays in the game file, marked as taken back.")
                .replace("%1", what)):
            return False
        self.game.undo()  # nothing to undo: a LieouError, told by MainWindow.run
        self.win.statusBar().showMessage(translate("Lieou", "Taken back: %1").replace("%1", what), 10000)
        QTimer.singleShot(0, self.table.line.setFocus)
        return True


PANELS = LieouPanels

__all__ = ["PANELS", "LieouPanels", "LieouTable"]

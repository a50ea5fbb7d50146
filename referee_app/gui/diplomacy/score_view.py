"""The score of an ended game: the tab "Score" of the referee window.

It shows the game's result scored under the chosen system (any of ``scoring.SYSTEMS``): place,
power, player, centres and score, and says whether that score is kept in the game file. The
referee window records the score when the game ends (``MainWindow.score_ended_game``) and again
under another system on request (Game > Record the score, or the button here): the engine
(``scoring.record_score``) computes and records it; this panel only shows what the engine says.
The system chosen here is the one the next ended game is scored under (kept between runs).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from referee_app.games.diplomacy import Game
from referee_app.games.diplomacy.rules.i18n import error_text, render
from referee_app.tournament.scoring import (
    SYSTEMS,
    ScoringError,
    as_number,
    current_scores,
    find_system,
    rank,
    recorded_scores,
    score_game,
)

from .. import language
from ..common import note_label, power_name
from ..language import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate

DEFAULT_SYSTEM = "c-diplo"
SCORE_HEADERS = (QT_TRANSLATE_NOOP("Score", "Place"), QT_TRANSLATE_NOOP("Score", "Power"),
                 QT_TRANSLATE_NOOP("Score", "Player"), QT_TRANSLATE_NOOP("Score", "Centres"),
                 QT_TRANSLATE_NOOP("Score", "Score"))


def chosen_system(settings: Mapping[str, object] | None = None) -> str:
    """The system ended games are scored under: the referee's last choice, else C-Diplo (``settings``: as read
    before; else read now)."""
    name = (language.load_settings() if settings is None else settings).get("scoring_system", DEFAULT_SYSTEM)
    try:
        return find_system(str(name)).name
    except ScoringError:
        return DEFAULT_SYSTEM


def number(x: Fraction) -> str:
    """A score as the table shows it: whole numbers whole, others with at most two decimals."""
    return str(as_number(x, 2))


class ScorePanel(QWidget):
    """The result of the ended game scored under the chosen system (Ctrl+Shift+P)."""

    recordRequested = Signal()  # noqa: N815 (Qt's naming): the referee asks to record the score shown

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        row = QHBoxLayout()
        self.system_label = QLabel()
        self.system = QComboBox()
        self.system.setMinimumContentsLength(28)
        for s in SYSTEMS:
            self.system.addItem(s.name, s.name)
        self.system_label.setBuddy(self.system)
        self.record_button = QPushButton()
        self.record_button.clicked.connect(lambda _checked=False: self.recordRequested.emit())
        row.addWidget(self.system_label)
        row.addWidget(self.system, 1)
        row.addWidget(self.record_button)
        lay.addLayout(row)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        f = self.heading.font()
        f.setBold(True)
        self.heading.setFont(f)
        lay.addWidget(self.heading)
        self.table = QTableWidget(0, len(SCORE_HEADERS), self)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)  # the player's name takes the room
        lay.addWidget(self.table, 1)
        self.note = note_label(colour="#5b6773")
        lay.addWidget(self.note)
        self.system.currentIndexChanged.connect(self._on_system)
        self.set_system(chosen_system(), remember=False)
        self.retranslate()

    # --- the chosen system ---------------------------------------------------------------------
    def current_system(self) -> str:
        return str(self.system.currentData())

    def set_system(self, name: str, *, remember: bool = True) -> None:
        """Show the score under ``name``; ``remember``: ended games are scored under it from now on."""
        i = self.system.findData(find_system(name).name)
        if i >= 0:
            self.system.blockSignals(True)
            self.system.setCurrentIndex(i)
            self.system.blockSignals(False)
        if remember:
            language.save_settings(scoring_system=self.current_system())
        self.refresh()

    def _on_system(self, _index: int) -> None:
        language.save_settings(scoring_system=self.current_system())
        self.refresh()

    # --- showing -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        lang = language.current()
        self.system_label.setText(translate("Score", "&Scoring system:"))
        self.record_button.setText(translate("Score", "Record this score"))
        for i, s in enumerate(SYSTEMS):
            self.system.setItemText(i, render(s.title_msg, lang))
        self.table.setHorizontalHeaderLabels([translate("Score", h) for h in SCORE_HEADERS])
        self.refresh()

    def show_game(self, game: Game) -> None:
        if game is not self._game:
            self._game = game
            earlier = recorded_scores(game)
            if earlier:  # the game was scored already: show its last system
                self.set_system(earlier[-1].system, remember=False)
        self.refresh()

    def refresh(self) -> None:
        game = self._game
        self.table.setRowCount(0)
        self.record_button.setEnabled(False)
        self.note.setText("")
        if game is None:
            self.heading.setText("")
            return
        lang = language.current()
        system = find_system(self.current_system())
        title = render(system.title_msg, lang)
        if game.end is None:
            self.heading.setText(translate("Score", "The game goes on. When it ends it is scored under {system} and the "
                                                    "score is kept in the game record.").format(system=title))
            return
        try:
            _result, scores = score_game(game, system)
        except ScoringError as exc:
            self.heading.setText(translate("Score", "This game cannot be scored: {error}").format(
                error=error_text(exc, lang, game.ruleset)))
            return
        kept = [r for r in current_scores(game) if r.system == system.name]
        self.heading.setText(translate("Score", "Score under {system}").format(system=title))
        self._fill(game, scores)
        if kept:
            when = datetime.fromtimestamp(kept[-1].at).strftime("%H:%M")
            self.note.setText(translate("Score", "Kept in the game record ({time}).").format(time=when))
        else:
            self.note.setText(translate("Score", "Not kept in the game record yet: Record this score keeps it."))
            self.record_button.setEnabled(True)
        others = sorted({r.system for r in current_scores(game)} - {system.name})
        if others:
            names = translate("Score", ", ").join(render(find_system(n).title_msg, lang) for n in others)
            self.note.setText(self.note.text() + " " + translate("Score", "Also scored under: {systems}.").format(
                systems=names))

    def _fill(self, game: Game, exact: Mapping[str, Fraction]) -> None:
        counts = game.supply_counts()
        players = game.players
        order = rank(exact)
        self.table.setRowCount(len(order))
        bold = QFont(self.table.font())
        bold.setBold(True)
        for row, (place, power) in enumerate(order):
            colour = game.ruleset.map.powers[power].colour if power in game.ruleset.map.powers else "#888888"
            cells = [str(place), power_name(game, power), players.get(power, ""), str(counts.get(power, 0)),
                     number(exact[power])]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col in (0, 3, 4):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if col == 1:
                    item.setForeground(QColor(colour).darker(140))
                if col == 4 or place == 1:
                    item.setFont(bold)
                self.table.setItem(row, col, item)

    # --- for tests -------------------------------------------------------------------------------
    def rows(self) -> list[list[str]]:
        out = []
        for i in range(self.table.rowCount()):
            out.append([(self.table.item(i, j).text() if self.table.item(i, j) is not None else "")  # type: ignore[union-attr]
                        for j in range(self.table.columnCount())])
        return out

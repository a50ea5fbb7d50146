"""File > New game: the game, its own fields (each game's ``SetupForm``), the game file; and the timer
length fields the clock's dialogs share."""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path
from typing import Any

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
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from referee_app.core import registry
from referee_app.core.clock import ClockError, ClockSettings
from referee_app.core.errors import RefereeError
from referee_app.core.messages import error_text
from referee_app.core.record import SUFFIX
from referee_app.core.registry import GameKind

from . import language
from .common import note_label, tab_order_by_layout
from .game_panels import SetupForm, panels_class
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


class NewGameDialog(QDialog):
    """File > New game: the game first (every game with a window part; Diplomacy by default), then that
    game's own fields (its ``SetupForm``), then the game file. The fields of the game chosen are read
    through the dialog (``dlg.players`` is Diplomacy's number of players)."""

    def __init__(self, parent: QWidget | None = None, games_dir: Path | None = None, *, position: Any = None,
                 ruleset: str | None = None, title: str = "", extra: dict[str, Any] | None = None) -> None:
        """``position``, ``ruleset``, ``title``, ``extra``: a Diplomacy game starting from a position
        (File > New game from a position; ``DiplomacySetup.start_from``)."""
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
        self.kinds: dict[str, GameKind] = {}
        for kind in registry.games():
            if kind.gui_module is not None:
                self.kinds[kind.name] = kind
                self.game_choice.addItem(kind.titles.get(lang) or kind.titles.get("en", kind.name), kind.name)
        self.game_choice.setCurrentIndex(max(0, self.game_choice.findData(registry.DEFAULT_GAME)))
        form.addRow(translate("NewGame", "&Game"), self.game_choice)

        # the game's own fields: one form per game, made when the game is first chosen
        self.forms = QStackedWidget()
        self.forms_by_game: dict[str, SetupForm] = {}
        lay.addWidget(self.forms)

        file_row = QHBoxLayout()
        self.path = QLineEdit()
        browse = QPushButton(translate("NewGame", "Browse…"))
        browse.clicked.connect(self._browse)
        file_row.addWidget(self.path, 1)
        file_row.addWidget(browse)
        fbox = QGroupBox(translate("NewGame", "Game file (every change is saved into it as it happens)"))
        fbox.setLayout(file_row)
        lay.addWidget(fbox)

        self.error = note_label(colour="#c62828")
        lay.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

        self._path_touched = False
        self.path.textEdited.connect(lambda _t: setattr(self, "_path_touched", True))
        self.game_choice.currentIndexChanged.connect(self._on_game)
        self._on_game()
        if position is not None or ruleset is not None or title or extra:
            self.game_choice.setCurrentIndex(max(0, self.game_choice.findData("diplomacy")))
            start_from = getattr(self.form, "start_from", None)
            if start_from is not None:
                start_from(position, ruleset, title, extra)
        tab_order_by_layout(self)

    def __getattr__(self, name: str) -> Any:
        """The fields of the game chosen (``dlg.players``, ``dlg.timers`` for Diplomacy)."""
        forms = self.__dict__.get("forms_by_game")
        form = forms.get(self.__dict__.get("_shown_game", "")) if forms else None
        if form is not None and not name.startswith("__"):
            return getattr(form, name)
        raise AttributeError(f"{type(self).__name__!s} has no attribute {name!r}")

    # --- reactions -------------------------------------------------------------------
    @property
    def form(self) -> SetupForm:
        """The fields of the game chosen."""
        return self.forms_by_game[self.game_name]

    def _on_game(self) -> None:
        name = self.game_name
        form = self.forms_by_game.get(name)
        if form is None:
            form = panels_class(self.kinds[name]).setup_form(self.forms)
            form.changed.connect(self._suggest_path)
            form.problem.connect(self.error.setText)
            self.forms_by_game[name] = form
            self.forms.addWidget(form)
        self._shown_game = name
        self.forms.setCurrentWidget(form)
        self.error.setText(form.problem_text)
        self._suggest_path()
        tab_order_by_layout(self)

    def _suffix(self) -> str:
        kind = self.kinds.get(self.game_name)
        return kind.file_suffix if kind is not None else SUFFIX

    def _suggest_path(self) -> None:
        if self._path_touched:
            return
        from referee_app.core.record import default_games_dir

        base = self.games_dir or default_games_dir()
        title = re.sub(r"[^\w\- ]+", "", self.form.file_stem()).strip().replace(" ", "-")
        stamp = datetime.now().strftime("%Y-%m-%d-%H%M")
        self.path.setText(str(base / f"{stamp}{'-' + title if title else ''}{self._suffix()}"))

    def _browse(self) -> None:
        kind = self.kinds[self.game_name]
        title = kind.titles.get(language.current()) or kind.titles.get("en", kind.name)
        path, _ = QFileDialog.getSaveFileName(self, translate("NewGame", "Game file"), self.path.text(),
                                              translate("NewGame", "{game} games (*{suffix})").format(
                                                  game=title, suffix=kind.file_suffix), options=file_dialog_options())
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

    def result_game(self) -> tuple[Any, str, ClockSettings | None]:
        """The new game, the file to keep it in ('' for none), and the timer settings (None: the game
        has no clock)."""
        game, settings = self.form.result_game()
        return game, self.path.text().strip(), settings

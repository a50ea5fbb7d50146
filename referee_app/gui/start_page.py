"""The start page: what the window shows when no game is open.

What the program does in one line; the ways to start (``START_COMMANDS``: rows of the command table, so
the buttons say the same keys as the menus; the tournament and the other games add their commands
there as they land); and the recent games with their name, phase, ruleset and last change, the newest
selected, reopened with one key (Return, or its number 1-9) or a double click.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .commands import command, keys_text, plain
from .common import heading_label, note_label
from .language import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate

# the ways to start, in order: rows of commands.COMMANDS (a tournament, another game: add its command here)
START_COMMANDS: tuple[str, ...] = ("new", "open")

ABOUT = QT_TRANSLATE_NOOP("StartPage", "Type and check every order, adjudicate by the rules, run the clock and show the "
                                       "board to the players on a projector.")
COLUMNS = (QT_TRANSLATE_NOOP("StartPage", "Game"), QT_TRANSLATE_NOOP("StartPage", "Phase"),
           QT_TRANSLATE_NOOP("StartPage", "Ruleset"), QT_TRANSLATE_NOOP("StartPage", "Last change"),
           QT_TRANSLATE_NOOP("StartPage", "Folder"))


@dataclass(frozen=True)
class RecentGame:
    """One recent game file, as the start page lists it."""

    path: Path
    title: str
    phase: str = ""
    ruleset: str = ""
    changed: float | None = None  # the time of its last event (seconds since 1970)
    problem: str = ""  # why it cannot be read ("" when it can)


def read_recent(path: Path, lang: str) -> RecentGame:
    """Name, phase, ruleset and last change of a game file, read without taking it for writing: what the
    recent list kept of it when the file is unchanged since (``remember``), else read from the file."""
    from referee_app.core.record import GameFile, stored_listing

    kept = stored_listing(path)
    if kept is not None and kept.get("lang") == lang:
        try:
            changed = kept.get("changed")
            return RecentGame(path, str(kept["title"]), str(kept["phase"]), str(kept["ruleset"]),
                              float(changed) if isinstance(changed, (int, float)) else None)
        except KeyError:
            pass
    try:
        gf = GameFile.open(path, readonly=True)
    except Exception as exc:  # noqa: BLE001 - a recent file that cannot be read is listed as such
        return RecentGame(path, path.stem, problem=str(exc))
    try:
        listed = listing(path, gf.game, lang)
    finally:
        gf.close()
    remember(listed, lang)
    return listed


def listing(path: Path, game: object, lang: str) -> RecentGame:
    """How the recent list shows ``game``, stored in ``path``."""
    setup = getattr(game, "setup", None)
    title = str(getattr(setup, "title", "") or path.stem)
    phase = ruleset = ""
    events = getattr(game, "events", None)
    changed = float(events[-1].at) if events else None
    if getattr(game, "game_name", "diplomacy") == "diplomacy":
        from referee_app.games.diplomacy.rules.i18n import phase_name
        from referee_app.games.diplomacy.rules.ruleset import ruleset_title

        phase = phase_name(game.phase, lang)  # type: ignore[attr-defined]
        ruleset = ruleset_title(game.ruleset.name, lang)  # type: ignore[attr-defined]
        if game.end is not None:  # type: ignore[attr-defined]
            phase = translate("StartPage", "{phase} (ended)").format(phase=phase)
    else:  # another game: what it says of itself (its phase, else what it waits for)
        phase = str(getattr(game, "phase", "") or "")
        if not phase and callable(getattr(game, "pending", None)):
            from referee_app.core.messages import render

            phase = render(game.pending(), lang)  # type: ignore[attr-defined]
    return RecentGame(path, title, phase, ruleset, changed)


def remember(listed: RecentGame, lang: str) -> None:
    """Keep ``listed`` with the recent games (for as long as its file stays as it is now): the next start
    lists it without replaying the game."""
    from referee_app.core.record import remember_listing

    if not listed.problem:
        remember_listing(listed.path, {"lang": lang, "title": listed.title, "phase": listed.phase,
                                       "ruleset": listed.ruleset, "changed": listed.changed})


def when_text(t: float | None, now: float | None = None) -> str:
    """A last change as a referee reads it: the time today, else the date and time."""
    if t is None:
        return ""
    now = time.time() if now is None else now
    lt, ln = time.localtime(t), time.localtime(now)
    if lt.tm_year == ln.tm_year and lt.tm_yday == ln.tm_yday:
        return translate("StartPage", "today {time}").format(time=time.strftime("%H:%M", lt))
    return time.strftime("%Y-%m-%d %H:%M", lt)


class RecentList(QTreeWidget):
    """The recent games; Return or a number key opens one."""

    chosen = Signal(str)  # the path of the game to open

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setAllColumnsShowFocus(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setColumnCount(len(COLUMNS) + 1)
        self.header().setStretchLastSection(True)
        self.itemActivated.connect(lambda item, _col: self._open(item))
        self.setStyleSheet("QTreeWidget { font-size: 15px; } QTreeWidget::item { padding: 5px 2px; }")

    def _open(self, item: QTreeWidgetItem | None) -> None:
        if item is not None and item.data(0, Qt.ItemDataRole.UserRole):
            self.chosen.emit(str(item.data(0, Qt.ItemDataRole.UserRole)))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        key = event.key()
        if event.modifiers() in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier):
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._open(self.currentItem())
                return
            if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
                n = key - Qt.Key.Key_1
                if n < self.topLevelItemCount():
                    self._open(self.topLevelItem(n))
                return
        super().keyPressEvent(event)


class StartPage(QWidget):
    """What the window shows with no game open."""

    def __init__(self, run: Callable[..., object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._run = run
        self._games: list[RecentGame] = []
        self._pending: tuple[list[Path], str] | None = None  # the recent games to list when shown
        self._focus_when_shown = False
        outer = QVBoxLayout(self)
        outer.setContentsMargins(48, 36, 48, 36)
        outer.setSpacing(14)
        self.heading = heading_label(14)
        outer.addWidget(self.heading)
        self.about = QLabel()
        self.about.setWordWrap(True)
        self.about.setStyleSheet("font-size: 16px; color: #33414e;")
        outer.addWidget(self.about)
        outer.addSpacing(10)

        self.start_heading = QLabel()
        self.start_heading.setStyleSheet("font-size: 15px; font-weight: bold; color: #5b6773;")
        outer.addWidget(self.start_heading)
        row = QHBoxLayout()
        row.setSpacing(12)
        self.buttons: dict[str, QPushButton] = {}
        for name in START_COMMANDS:
            b = QPushButton()
            b.setMinimumHeight(48)
            b.setStyleSheet("font-size: 16px; padding: 8px 22px;")
            b.clicked.connect(lambda _checked=False, name=name: self._run(name))
            self.buttons[name] = b
            row.addWidget(b)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addSpacing(10)

        self.recent_heading = QLabel()
        self.recent_heading.setStyleSheet("font-size: 15px; font-weight: bold; color: #5b6773;")
        outer.addWidget(self.recent_heading)
        self.recent = RecentList(self)
        self.recent.chosen.connect(lambda path: self._run("open", path))
        outer.addWidget(self.recent, 1)
        self.empty = QLabel()
        self.empty.setStyleSheet("font-size: 15px; color: #5b6773;")
        outer.addWidget(self.empty)
        self.hint = note_label(colour="#5b6773", wrap=False)
        outer.addWidget(self.hint)
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText(translate("MainWindow", "Referee's desk"))  # the program, not one of its games
        self.about.setText(translate("StartPage", ABOUT))
        self.start_heading.setText(translate("StartPage", "Start"))
        for name, b in self.buttons.items():
            cmd = command(name)
            b.setText(f"{plain(translate('MainWindow', cmd.title))}   ({keys_text(cmd.keys[:1])})")
        self.recent_heading.setText(translate("StartPage", "Recent games"))
        self.recent.setHeaderLabels(["#"] + [translate("StartPage", c) for c in COLUMNS])
        self.empty.setText(translate("StartPage", "No game yet: Ctrl+N starts one, Ctrl+O opens a game file."))
        self.hint.setText(translate("StartPage", "Return opens the selected game, 1 … 9 the game of that number; "
                                                 "F1 lists every key."))

    def show_recent(self, paths: list[Path], lang: str) -> None:
        """List ``paths`` (newest first), the newest selected so that Return reopens it: when the page is
        shown (a window started with a game file to open never shows it, nor reads the recent games)."""
        self._pending = (list(paths), lang)
        if self.isVisible():
            self._fill()

    @property
    def games(self) -> list[RecentGame]:
        """The recent games listed."""
        self._fill()
        return self._games

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        self._fill()
        super().showEvent(event)
        if self._focus_when_shown:
            self.focus()

    def _fill(self) -> None:
        if self._pending is None:
            return
        paths, lang = self._pending
        self._pending = None
        self._games = [read_recent(p, lang) for p in paths]
        self.recent.clear()
        for i, g in enumerate(self._games):
            cells = [str(i + 1) if i < 9 else "", g.title, g.phase, g.ruleset, when_text(g.changed), str(g.path.parent)]
            if g.problem:
                cells[2] = translate("StartPage", "cannot be read")
            item = QTreeWidgetItem(cells)
            item.setData(0, Qt.ItemDataRole.UserRole, str(g.path))
            item.setToolTip(1, str(g.path) + (f"\n{g.problem}" if g.problem else ""))
            self.recent.addTopLevelItem(item)
        for col in range(self.recent.columnCount() - 1):
            self.recent.resizeColumnToContents(col)
        self.recent.setVisible(bool(self._games))
        self.empty.setVisible(not self._games)
        if self._games:
            self.recent.setCurrentItem(self.recent.topLevelItem(0))

    def focus(self) -> None:
        """Keys go to the recent games (Return reopens the newest), else to the first button."""
        if self._pending is not None and not self.isVisible():
            self._focus_when_shown = True  # which of them, when the recent games are read (shown)
            return
        self._focus_when_shown = False
        if self.games:
            self.recent.setFocus()
        elif self.buttons:
            next(iter(self.buttons.values())).setFocus()


__all__ = ["START_COMMANDS", "RecentGame", "StartPage", "listing", "read_recent", "remember", "when_text"]

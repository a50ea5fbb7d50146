"""The position editor: start from, or correct to, any position (keyboard first, and by clicking).

A dialog with the board and a command line. Typed commands are the editor's language
(``games.diplomacy.editor``: ``A PAR``, ``F STP/SC``, ``- MUN``, ``centre BEL FRANCE``, ``phase F1903R``,
``dislodged A MUN from BOH``, ``standoff BUR``); a click on the board does what the chosen tool says
(place an army or a fleet of the chosen power, a dislodged unit, a standoff, the centre's owner, or
remove), written as the same commands. Every change is checked as a whole by the rules
(``position_check``): a position that cannot exist is refused with every reason and the board keeps
the last one that can. The list beside says what will change; Ctrl+Z takes back the last change.

What is done with the result is the caller's: a running game records it as an event with the
referee's note (``Game.edit_position``, through ``commit``), New game starts from it, a sandbox
takes it. The dialog decides no rule.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QColor, QIcon, QKeyEvent, QKeySequence, QMouseEvent, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from referee_app.games.diplomacy import Phase, PhaseType, Position, RefereeError, Ruleset, Season
from referee_app.games.diplomacy.rules.i18n import Message, error_text, phase_name, render
from referee_app.games.diplomacy.rules.positions import PositionDraft, PositionError, checked_position
from referee_app.games.diplomacy.table.editor import EditCommandError, apply_commands, describe_changes

from .. import language
from ..board import BoardWidget
from ..common import heading_label, tab_order_by_layout
from ..language import QT_TRANSLATE_NOOP, keep_words
from .order_pane import ERROR_COLOUR, MUTED_COLOUR, OK_COLOUR

translate = QCoreApplication.translate
CONTEXT = "PositionEditor"

# the phases of a year, in order (season, type)
PHASES = ((Season.SPRING, PhaseType.MOVEMENT), (Season.SPRING, PhaseType.RETREATS), (Season.FALL, PhaseType.MOVEMENT),
          (Season.FALL, PhaseType.RETREATS), (Season.WINTER, PhaseType.ADJUSTMENTS))

# what a click on the board does (the tool), with its source text (Alt+letter chooses it)
TOOLS = (
    ("army", QT_TRANSLATE_NOOP("PositionEditor", "&Army")),
    ("fleet", QT_TRANSLATE_NOOP("PositionEditor", "&Fleet")),
    ("remove", QT_TRANSLATE_NOOP("PositionEditor", "&Remove")),
    ("centre", QT_TRANSLATE_NOOP("PositionEditor", "&Centre owner")),
    ("dislodged_army", QT_TRANSLATE_NOOP("PositionEditor", "Dislodged arm&y")),
    ("dislodged_fleet", QT_TRANSLATE_NOOP("PositionEditor", "Dislodged fl&eet")),
    ("standoff", QT_TRANSLATE_NOOP("PositionEditor", "S&tandoff")),
)

HELP = QT_TRANSLATE_NOOP(
    "PositionEditor",
    "Type a change and press Enter, one or several (separated by ; or new lines): <b>A PAR</b> · <b>F STP/SC</b> · "
    "<b>- MUN</b> · <b>centre BEL FRANCE</b> · <b>centre BEL none</b> · <b>phase F1903R</b> · "
    "<b>dislodged A MUN from BOH</b> · <b>standoff BUR</b> · <b>FRANCE:</b> (whose units follow) · <b>clear</b> · "
    "<b>start</b>. Units and centres without a power go to the chosen power. A click on the board does what the "
    "chosen tool says. Ctrl+Z (in an empty line) takes back the last change; Ctrl+1 … 7 choose the power.")


class _ClickSpot(QObject):
    """Remembers where the last click on the board fell (to choose a fleet's coast)."""

    def __init__(self, board: BoardWidget) -> None:
        super().__init__(board)
        self.board = board
        self.point: QPointF | None = None
        board.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.MouseButtonRelease and isinstance(event, QMouseEvent):
            self.point = self.board.mapToScene(event.position().toPoint())
        return False


class PositionEditor(QDialog):
    """Edit a position; ``position`` is the result (always one that can exist)."""

    def __init__(self, position: Position, ruleset: Ruleset, *, ruleset_for: Callable[[Phase], Ruleset] | None = None,
                 title: str = "", note_wanted: bool = True, note: str = "",
                 commit: Callable[[Position, str, list[str]], object] | None = None,
                 board_lang: str | None = None, extra_buttons: Sequence[tuple[str, Callable[[], None]]] = (),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PositionEditor")
        self.ruleset = ruleset  # the board, and the names commands are read with
        self.ruleset_for = ruleset_for or (lambda _phase: ruleset)  # the rules in force in a phase (a variant's)
        self.original = position
        self.position = position
        self.steps: list[tuple[Position, list[str]]] = []  # (position before, commands) of each change, for Ctrl+Z
        self.commit = commit
        self.note_wanted = note_wanted
        self.refusals: list[str] = []  # the reasons shown for the last refused change (for tests)
        lang = language.current()
        self.setWindowTitle(title or translate("PositionEditor", "Position editor"))
        self.resize(1380, 860)

        outer = QHBoxLayout(self)
        split = QSplitter(Qt.Orientation.Horizontal)
        outer.addWidget(split)
        self.board = BoardWidget(ruleset, self, lang=board_lang or lang)
        self.board.provinceClicked.connect(self._on_board_click)
        self._spot = _ClickSpot(self.board)
        split.addWidget(self.board)

        side = QWidget()
        lay = QVBoxLayout(side)
        lay.setContentsMargins(8, 0, 0, 0)
        self.heading = heading_label(4)
        lay.addWidget(self.heading)

        form = QFormLayout()
        phase_row = QHBoxLayout()
        self.season = QComboBox()
        self.year = QSpinBox()
        self.year.setRange(1, 9999)
        phase_row.addWidget(self.season, 1)
        phase_row.addWidget(self.year)
        self.phase_label = QLabel(translate("PositionEditor", "&Phase"))
        self.phase_label.setBuddy(self.season)
        form.addRow(self.phase_label, phase_row)
        self.power = QComboBox()
        for i, (code, pw) in enumerate(ruleset.map.powers.items()):
            pix = QPixmap(14, 14)
            pix.fill(QColor(pw.colour))
            self.power.addItem(QIcon(pix), f"{i + 1}  {pw.display_name(lang)}", code)
        form.addRow(translate("PositionEditor", "P&ower"), self.power)
        lay.addLayout(form)

        tools = QGridLayout()
        tools.setHorizontalSpacing(10)
        self.tool_group = QButtonGroup(self)
        self.tool_buttons: dict[str, QRadioButton] = {}
        for i, (name, source) in enumerate(TOOLS):
            b = QRadioButton(translate(CONTEXT, source))
            self.tool_group.addButton(b, i)
            self.tool_buttons[name] = b
            tools.addWidget(b, i // 4, i % 4)
        self.tool_buttons["army"].setChecked(True)
        self.tools_label = QLabel(translate("PositionEditor", "A click on the board:"))
        lay.addWidget(self.tools_label)
        lay.addLayout(tools)

        self.command = QLineEdit()
        self.command.setPlaceholderText(translate("PositionEditor", "A PAR · F STP/SC · - MUN · centre BEL FRANCE · phase F1903R"))
        self.command.returnPressed.connect(self._on_return)
        self.command.installEventFilter(self)
        self.command_label = QLabel(translate("PositionEditor", "&Change:"))
        self.command_label.setBuddy(self.command)
        row = QHBoxLayout()
        row.addWidget(self.command_label)
        row.addWidget(self.command, 1)
        lay.addLayout(row)
        self.help = QLabel(translate(CONTEXT, HELP))
        self.help.setWordWrap(True)
        self.help.setStyleSheet(f"color: {MUTED_COLOUR};")
        lay.addWidget(self.help)
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.feedback.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.feedback)

        self.changes_label = QLabel()
        lay.addWidget(self.changes_label)
        self.changes = QListWidget()
        lay.addWidget(self.changes, 1)

        self.note = QLineEdit(note)
        self.note.setPlaceholderText(translate("PositionEditor", "e.g. the board was bumped; the game moved from paper"))
        self.note_label = QLabel(translate("PositionEditor", "&Why (kept in the game record):"))
        self.note_label.setBuddy(self.note)
        if note_wanted:
            lay.addWidget(self.note_label)
            lay.addWidget(self.note)
        else:
            self.note.hide()
            self.note_label.hide()

        buttons_row = QHBoxLayout()
        self.extra_buttons: list[QPushButton] = []
        for text, action in extra_buttons:
            b = QPushButton(text)
            b.clicked.connect(lambda _c=False, action=action: action())
            buttons_row.addWidget(b)
            self.extra_buttons.append(b)
        buttons_row.addStretch(1)
        lay.addLayout(buttons_row)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(translate("PositionEditor", "OK (Ctrl+Enter)"))
        ok.setAutoDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([820, 540])

        for keys, slot in ((("Ctrl+Return", "Ctrl+Enter"), self.accept), (("Ctrl+Z",), self.undo_step)):
            for key in keys:
                sc = QShortcut(QKeySequence(key), self)
                sc.activated.connect(slot)
        for n in range(1, min(8, self.power.count() + 1)):
            sc = QShortcut(QKeySequence(f"Ctrl+{n}"), self)
            sc.activated.connect(lambda n=n: self.power.setCurrentIndex(n - 1))
        for season, ptype in PHASES:
            self.season.addItem(render(_season_type(season, ptype), lang), (season, ptype))
        self.season.activated.connect(lambda _i: self._on_phase_controls())
        self.year.editingFinished.connect(self._on_phase_controls)
        self.power.currentIndexChanged.connect(lambda _i: self.command.setFocus())
        self._show()
        tab_order_by_layout(self)
        self.command.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """Ctrl+Z in an empty command line takes back the last change (with text in it: the text's own undo)."""
        if (watched is self.command and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.matches(QKeySequence.StandardKey.Undo) and not self.command.text()):
            self.undo_step()
            return True
        return super().eventFilter(watched, event)

    # --- the result -----------------------------------------------------------------------------
    @property
    def commands(self) -> list[str]:
        """Every change as a command, in the order made (kept in the record with the correction)."""
        return [c for _before, cmds in self.steps for c in cmds]

    @property
    def chosen_power(self) -> str:
        return str(self.power.currentData())

    def note_text(self) -> str:
        return self.note.text().strip()

    def accept(self) -> None:
        """OK: hand the position on (``commit``: the game records it; its refusal is shown here)."""
        if self.commit is not None:
            try:
                self.commit(self.position, self.note_text(), self.commands)
            except RefereeError as exc:
                self._refuse([error_text(exc, language.current(), self.ruleset)])
                if not self.note_text() and self.note_wanted:
                    self.note.setFocus()
                return
        super().accept()

    # --- changes ----------------------------------------------------------------------------------
    def apply(self, text: str | Sequence[str]) -> bool:
        """Do the commands of ``text`` as one change; False (and every reason shown) if refused."""
        commands = [text] if isinstance(text, str) else list(text)
        try:
            draft = apply_commands(PositionDraft.of(self.position), commands, self.ruleset, self.chosen_power)
            position = checked_position(draft, self.ruleset_for(draft.phase))
        except PositionError as exc:
            self._refuse([render(p, language.current(), self.ruleset) for p in exc.problems], impossible=True)
            return False
        except EditCommandError as exc:
            self._refuse([error_text(exc, language.current(), self.ruleset)])
            return False
        if position == self.position:
            self._tell(translate("PositionEditor", "Nothing changes."), MUTED_COLOUR)
            return True
        self.steps.append((self.position, [c.strip() for c in commands if c.strip()]))
        self.position = position
        self.refusals = []
        self._show()
        self._tell(translate("PositionEditor", "Done: {commands}").format(commands=escape(" ; ".join(self.steps[-1][1]))), OK_COLOUR)
        return True

    def set_position(self, position: Position) -> None:
        """Start over from ``position`` (a phase read from a file, the starting position)."""
        self.steps.append((self.position, []))
        self.position = position
        self._show()

    def undo_step(self) -> None:
        """Ctrl+Z: take back the last change."""
        if not self.steps:
            self._tell(translate("PositionEditor", "No change to take back."), MUTED_COLOUR)
            return
        self.position, _cmds = self.steps.pop()
        self._show()
        self._tell(translate("PositionEditor", "The last change was taken back."), MUTED_COLOUR)

    def _on_return(self) -> None:
        text = self.command.text()
        if not text.strip():
            return
        if self.apply(text):
            self.command.clear()

    def _on_phase_controls(self) -> None:
        season, ptype = self.season.currentData()
        phase = Phase(self.year.value(), season, ptype)
        if phase != self.position.phase and not self.apply(f"phase {phase}"):
            self._show_phase()

    # --- clicks -----------------------------------------------------------------------------------
    def tool(self) -> str:
        return TOOLS[max(0, self.tool_group.checkedId())][0]

    def set_tool(self, name: str) -> None:
        self.tool_buttons[name].setChecked(True)

    def _on_board_click(self, code: str) -> None:
        self.click(code, self._coast_near(code))

    def _coast_near(self, code: str) -> str | None:
        """The coast of ``code`` nearest the click (a fleet on a split-coast province)."""
        point = self._spot.point
        prov = self.ruleset.map.provinces.get(code)
        if point is None or prov is None or not prov.coasts:
            return None
        space = self.board.geometry_map.spaces.get(code)
        if space is None or not space.coast_units:
            return prov.coasts[0]
        return min(space.coast_units, key=lambda c: math.dist(space.coast_units[c], (point.x(), point.y())))

    def click(self, code: str, coast: str | None = None) -> bool:
        """What the chosen tool does to the space ``code`` (``coast``: where a fleet goes on a split-coast
        province), done as the commands it amounts to."""
        power = self.chosen_power
        pos = self.position
        tool = self.tool()
        prov = self.ruleset.map.provinces.get(code)
        if prov is None:
            return False
        where = f"{code}/{coast}" if coast and prov.coasts else code
        clear = [f"- {code}"] if code in pos.units else []
        if tool == "army":
            return self.apply(clear + [f"{power} A {code}"])
        if tool == "fleet":
            if prov.coasts and not coast:
                where = f"{code}/{prov.coasts[0]}"
            return self.apply(clear + [f"{power} F {where}"])
        if tool == "remove":
            if code in pos.units:
                return self.apply(f"- {code}")
            if code in pos.dislodged:
                return self.apply(f"- dislodged {code}")
            return self.apply(f"- {code}")  # refused with the reason
        if tool == "centre":
            owner = "none" if pos.centers.get(code) == power else power
            return self.apply(f"centre {code} {owner}")
        if tool in ("dislodged_army", "dislodged_fleet"):
            kind = "A" if tool == "dislodged_army" else "F"
            if kind == "F" and prov.coasts and not coast:
                where = f"{code}/{prov.coasts[0]}"
            drop = [f"- dislodged {code}"] if code in pos.dislodged else []
            return self.apply(drop + [f"dislodged {power} {kind} {where if kind == 'F' else code}"])
        if tool == "standoff":
            return self.apply(f"{'- ' if code in pos.contested else ''}standoff {code}")
        return False

    # --- showing ----------------------------------------------------------------------------------
    def _show(self) -> None:
        lang = language.current()
        pos = self.position
        self.board.show_position(pos, None, show_orders=False)
        self.heading.setText(phase_name(pos.phase, lang))
        self._show_phase()
        self.changes.clear()
        changes = describe_changes(self.original, pos)
        for change in changes:
            self.changes.addItem(keep_words(render(change, lang, self.ruleset)))
        self.changes_label.setText(translate("PositionEditor", "Changes ({n}):").format(n=len(changes)) if changes
                                   else translate("PositionEditor", "No changes yet."))

    def _show_phase(self) -> None:
        pos = self.position
        self.season.blockSignals(True)
        self.year.blockSignals(True)
        idx = next((i for i, (s, t) in enumerate(PHASES) if s is pos.phase.season and t is pos.phase.type), 0)
        self.season.setCurrentIndex(idx)
        self.year.setValue(pos.phase.year)
        self.season.blockSignals(False)
        self.year.blockSignals(False)

    def _refuse(self, reasons: list[str], *, impossible: bool = False) -> None:
        self.refusals = reasons
        head = (translate("PositionEditor", "Refused: this position cannot exist.") if impossible
                else translate("PositionEditor", "Refused:"))
        items = "".join(f"<li>{escape(r)}</li>" for r in reasons)
        self.feedback.setText(f"<span style='color:{ERROR_COLOUR}'><b>{escape(head)}</b><ul style='margin:0'>{items}</ul></span>")

    def _tell(self, html_text: str, colour: str) -> None:
        self.feedback.setText(f"<span style='color:{colour}'>{html_text}</span>")

    def texts(self) -> list[str]:
        """The changes listed, as read (without the marks of where a line may wrap; for tests)."""
        from referee_app.drawing.linebreak import plain

        return [plain(self.changes.item(i).text()) for i in range(self.changes.count())]


def _season_type(season: Season, ptype: PhaseType) -> Message:
    """'Spring Movement' as the catalogue says a phase, without its year."""
    return Message("edit.season_type", {"season": Message(f"phase.season.{season.value}"),
                                        "type": Message(f"phase.type.{ptype.value}")})


__all__ = ["PositionEditor", "TOOLS"]

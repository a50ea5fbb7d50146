"""What an adjudication decided: every order with its outcome and reason, the
standoffs, the dislodged units with their legal retreats, supply centres and
adjustments, and the game record."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from referee_app.core import Adjudication, Game, PhaseType, RetreatOptions

from .common import civil_disorder, players, power_name

# status -> (background, foreground, label)
STATUS_STYLE = {
    "succeeds": ("#e3f2e6", "#1b5e20", "succeeds"),
    "fails": ("#fff1dc", "#8a4b00", "fails"),
    "invalid": ("#fde4e4", "#b71c1c", "invalid"),
    "void": ("#eceff1", "#455a64", "void"),
    "no order": ("#f5f6f7", "#6b7785", "no order"),
}


def table_rows(table: QTableWidget) -> list[list[str]]:
    """The texts of a table, row by row (for tests and exports)."""
    out = []
    for i in range(table.rowCount()):
        row = []
        for j in range(table.columnCount()):
            item = table.item(i, j)
            row.append(item.text() if item is not None else "")
        out.append(row)
    return out


class ResultsPanel(QWidget):
    """The results table of the last adjudication."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        self.heading = QLabel("No adjudication yet.")
        hf = self.heading.font()
        hf.setBold(True)
        hf.setPointSize(hf.pointSize() + 1)
        self.heading.setFont(hf)
        self.heading.setWordWrap(True)
        lay.addWidget(self.heading)
        self.table = QTableWidget(0, 5, self)
        self.table.setHorizontalHeaderLabels(["Power", "Order as written", "Read as", "Result", "Why"])
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(False)
        self.table.setWordWrap(False)
        hh = self.table.horizontalHeader()
        for i, mode in enumerate((QHeaderView.ResizeMode.ResizeToContents, QHeaderView.ResizeMode.Interactive,
                                  QHeaderView.ResizeMode.ResizeToContents, QHeaderView.ResizeMode.ResizeToContents,
                                  QHeaderView.ResizeMode.Stretch)):
            hh.setSectionResizeMode(i, mode)
        self.table.setColumnWidth(1, 170)
        lay.addWidget(self.table, 1)
        self.standoffs = QLabel()
        self.standoffs.setWordWrap(True)
        lay.addWidget(self.standoffs)
        self.adjudication: Adjudication | None = None

    def show_adjudication(self, game: Game, adj: Adjudication | None) -> None:
        self.adjudication = adj
        self.table.setRowCount(0)
        if adj is None:
            self.heading.setText("No adjudication yet. Type the orders, then adjudicate (Ctrl+Enter).")
            self.standoffs.setText("")
            return
        counts: dict[str, int] = {}
        rows: list[tuple[str, str, str, str, str]] = []
        ordered: set[str] = set()
        for r in sorted(adj.results, key=lambda r: (r.power, r.seq)):
            counts[r.status] = counts.get(r.status, 0) + 1
            rows.append((power_name(game, r.power), r.text, r.canonical, r.status, r.reason or r.tag))
            unit = getattr(r.order, "unit", None)
            if unit is not None and r.status != "invalid":
                ordered.add(unit.province)
        if adj.phase.type is PhaseType.MOVEMENT:
            for u in sorted(adj.before.units.values(), key=lambda u: (u.power, u.province)):
                if u.province not in ordered:
                    rows.append((power_name(game, u.power), "", f"{u} H", "no order", "holds (no valid order)"))
        self.table.setRowCount(len(rows))
        bold = QFont(self.table.font())
        bold.setBold(True)
        for i, (pw, text, canon, status, reason) in enumerate(rows):
            bg, fg, label = STATUS_STYLE.get(status, STATUS_STYLE["void"])
            for j, val in enumerate((pw, text, canon, label, reason)):
                item = QTableWidgetItem(val)
                item.setBackground(QBrush(QColor(bg)))
                item.setForeground(QBrush(QColor(fg)))
                if j == 3:
                    item.setFont(bold)
                if j in (1, 4):
                    item.setToolTip(val)
                self.table.setItem(i, j, item)
        summary = ", ".join(f"{n} {s}" for s, n in sorted(counts.items()))
        self.heading.setText(f"Results of {adj.phase.long_name()} — {summary or 'no orders'}")
        if adj.contested:
            names = [f"{game.ruleset.map.provinces[c].name} ({c})" for c in sorted(adj.contested)]
            self.standoffs.setText("<b>Standoffs</b> (left empty; no retreat there): " + ", ".join(names))
        else:
            self.standoffs.setText("No standoffs.")

    def rows(self) -> list[list[str]]:
        return table_rows(self.table)


class RetreatsPanel(QWidget):
    """Dislodged units and where each may retreat; selecting one shows it on the board."""

    selected = Signal(str, list)  # dislodged unit's province, destination provinces

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        lay.addWidget(self.heading)
        self.list = QListWidget(self)
        self.list.currentRowChanged.connect(self._on_row)
        lay.addWidget(self.list, 1)
        self.options: list[RetreatOptions] = []

    def show_options(self, game: Game, options: list[RetreatOptions], heading: str = "") -> None:
        self.options = list(options)
        self.list.blockSignals(True)
        self.list.clear()
        gm = game.ruleset.map
        for opt in self.options:
            dests = [str(d) for d in opt.destinations]
            where = ", ".join(f"{gm.provinces[d.province].name} ({d})" for d in opt.destinations)
            text = (f"{power_name(game, opt.unit.power)}: {opt.unit} dislodged (attacked from {opt.attacker_from}"
                    f"{' by convoy' if opt.by_convoy else ''}) — "
                    + (f"may retreat to {where}, or disband" if dests else "no retreat: must disband"))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, [d.province for d in opt.destinations])
            self.list.addItem(item)
        self.list.blockSignals(False)
        if heading:
            self.heading.setText(heading)
        elif self.options:
            self.heading.setText(f"{len(self.options)} dislodged unit(s). Select one (arrow keys) to see its retreats on the board.")
        else:
            self.heading.setText("No dislodged units.")

    def _on_row(self, row: int) -> None:
        if 0 <= row < len(self.options):
            opt = self.options[row]
            self.selected.emit(opt.unit.province, [d.province for d in opt.destinations])

    def texts(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]


class CentresPanel(QWidget):
    """Supply-centre count per power, builds or removals owed, legal build sites."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        lay.addWidget(self.heading)
        self.table = QTableWidget(0, 6, self)
        self.table.setHorizontalHeaderLabels(["Power", "Player", "Centres", "Units", "Builds / removals", "Build sites"])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        hh = self.table.horizontalHeader()
        for i in range(5):
            hh.setSectionResizeMode(i, QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        lay.addWidget(self.table, 1)

    def show_game(self, game: Game) -> None:
        pos = game.position
        counts = game.supply_counts()
        adjust = game.adjustments() if game.phase.type is PhaseType.ADJUSTMENTS else {}
        powers = game.powers
        self.table.setRowCount(len(powers))
        for i, p in enumerate(powers):
            pw = game.ruleset.map.powers[p]
            owed = adjust.get(p, 0)
            if game.phase.type is not PhaseType.ADJUSTMENTS:
                owed_text = ""
            elif owed > 0:
                owed_text = f"builds {owed}"
            elif owed < 0:
                owed_text = f"removes {-owed}"
            else:
                owed_text = "—"
            sites = ", ".join(game.build_sites(p)) if owed > 0 else ""
            player = players(game).get(p, "")
            if p in civil_disorder(game):
                player = "civil disorder"
            vals = [pw.name, player, str(counts.get(p, 0)), str(len(pos.units_of(p))), owed_text, sites]
            for j, v in enumerate(vals):
                item = QTableWidgetItem(v)
                if j == 0:
                    item.setBackground(QBrush(QColor(pw.colour)))
                if j in (2, 3):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(i, j, item)
        need = game.ruleset.victory_centers
        if game.phase.type is PhaseType.ADJUSTMENTS:
            self.heading.setText(f"Adjustments of {game.phase.long_name()}: builds only in free home centres still owned "
                                 f"(2.6.6). {need} centres win.")
        else:
            self.heading.setText(f"Supply centres after the last autumn count. {need} centres win.")

    def rows(self) -> list[list[str]]:
        return table_rows(self.table)


def describe_event(game: Game, kind: str, data: dict[str, object]) -> str:
    if kind == "setup":
        return "Game set up (" + str(data.get("ruleset", "")) + ")"
    if kind == "orders":
        lines = [str(x) for x in data.get("lines", []) if str(x).strip()]  # type: ignore[attr-defined]
        late = " LATE" if data.get("late") else ""
        return f"{data.get('phase')} {power_name(game, str(data.get('power')))} sheet{late}: {len(lines)} line(s)"
    if kind == "orders-late":
        verdict = "stands" if data.get("accept") else "refused"
        return f"{data.get('phase')} late sheet of {power_name(game, str(data.get('power')))} {verdict}"
    if kind == "clock":
        action = data.get("action")
        period = data.get("period", "")
        extra = ""
        if action == "warning":
            extra = f" ({data.get('minutes_left')} min left)"
        elif action == "extend":
            extra = f" (+{float(data.get('seconds', 0)) / 60:g} min)"  # type: ignore[arg-type]
        elif action == "end":
            extra = f" ({data.get('reason', '')})"
        elapsed = data.get("elapsed")
        el = f", elapsed {float(elapsed):.0f} s" if isinstance(elapsed, (int, float)) else ""
        return f"{data.get('phase')} clock {action} {period}{extra}{el}".replace("  ", " ")
    if kind == "adjudicate":
        return f"Adjudicated {data.get('phase')}"
    if kind == "undo":
        return f"Undid the adjudication of {data.get('phase')}"
    if kind == "end":
        return f"Game ended: {data.get('reason')} {', '.join(map(str, data.get('winners', [])))}"  # type: ignore[call-overload]
    if kind == "note":
        return f"Note: {data.get('text')}"
    return kind


class RecordPanel(QWidget):
    """The game record as it grows (every entry time-stamped)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        self.list = QListWidget(self)
        lay.addWidget(self.list)
        self._shown = 0
        self._game: Game | None = None

    def show_game(self, game: Game) -> None:
        if game is not self._game:
            self._game = game
            self._shown = 0
            self.list.clear()
        events = game.events
        if len(events) < self._shown:
            self._shown = 0
            self.list.clear()
        # typing makes many sheet events: show only the last of a run for one power
        for ev in events[self._shown:]:
            text = datetime.fromtimestamp(ev.at).strftime("%H:%M:%S ") + describe_event(game, ev.kind, dict(ev.data))
            last = self.list.item(self.list.count() - 1) if self.list.count() else None
            key = f"{ev.kind}|{ev.data.get('power')}|{ev.data.get('phase')}"
            if ev.kind == "orders" and last is not None and last.data(Qt.ItemDataRole.UserRole) == key:
                last.setText(text)
            else:
                item = QListWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, key)
                self.list.addItem(item)
        self._shown = len(events)
        self.list.scrollToBottom()

"""Dice shown large (Qt): the faces of the last roll, the attacker's and the defender's apart."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

PIPS = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)], 4: [(0, 0), (0, 2), (2, 0), (2, 2)],
        5: [(0, 0), (0, 2), (1, 1), (2, 0), (2, 2)], 6: [(0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)]}


class DiceView(QWidget):
    """``show_dice(groups, title)``: each group a row of dice (attacker red, defender blue, else white)."""

    def __init__(self, parent: QWidget | None = None, size: int = 56, *, dark: bool = False) -> None:
        super().__init__(parent)
        self.die = size
        self.dark = dark  # on the projector's dark background
        self.groups: list[tuple[int, ...]] = []
        self.title = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(self.die + 30)

    def set_die(self, size: int) -> None:
        """The side of a die in pixels."""
        self.die = size
        self.setMinimumHeight(max(1, len(self.groups)) * (self.die + 10) + 30)
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(6 * (self.die + 10), self.die * 2 + 40)

    def show_dice(self, groups: Sequence[Sequence[int]], title: str = "") -> None:
        self.groups = [tuple(g) for g in groups if g]
        self.title = title
        rows = max(1, len(self.groups))
        self.setMinimumHeight(rows * (self.die + 10) + (30 if self.title else 4))
        self.update()

    def text(self) -> str:
        return " / ".join("".join(map(str, g)) for g in self.groups)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        f = QFont()
        f.setPixelSize(16)
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("#f2f2f2" if self.dark else "#222222"))
        p.drawText(QRectF(0, 0, self.width(), 24), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.title)
        colours = ("#c62828", "#1565c0") if len(self.groups) == 2 else ("#ffffff",)
        for row, group in enumerate(self.groups):
            body = colours[row] if row < len(colours) else "#ffffff"
            pip = "#ffffff" if body != "#ffffff" else "#111111"
            y = (28 if self.title else 2) + row * (self.die + 10)
            for i, face in enumerate(group):
                x = 4 + i * (self.die + 10)
                rect = QRectF(x, y, self.die, self.die)
                p.setPen(QPen(QColor("#111111"), 2.5))
                p.setBrush(QColor(body))
                p.drawRoundedRect(rect, self.die * 0.16, self.die * 0.16)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(pip))
                step = self.die / 4
                for gx, gy in PIPS.get(face, []):
                    p.drawEllipse(QPointF(x + step * (gx + 1), y + step * (gy + 1)), self.die * 0.09, self.die * 0.09)
        p.end()


__all__ = ["DiceView"]

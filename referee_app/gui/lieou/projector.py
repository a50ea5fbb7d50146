"""The players' screen of 列欧帝国棋 (Qt), built only from ``view(game, Audience.PLAYERS)``: whose turn and
the orders left, the board with large counts, the last battle with its dice and result, each empire's
lands, regimes and armies, and the ranking of the fallen empires. It never reads the referee's panel
(what is being typed never shows here)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from referee_app.core.messages import render
from referee_app.drawing.lieou.scene import COLOURS
from referee_app.games.lieou.board import load_board
from referee_app.games.lieou.params import colour, country

from .board_widget import LieouBoard

translate = QCoreApplication.translate


def _place(code: str, lang: str) -> str:
    b = load_board()
    if code in b.lands:
        return f"{b.land_name(code, lang if lang != 'codes' else 'en')} ({code})"
    from referee_app.drawing.lieou.scene import fleet_label

    return fleet_label(b, code, lang)


def battle_text(view: Mapping[str, Any], lang: str) -> str:
    """The last battle (or the one under way): who attacked what, each round's dice, the result."""
    b = view.get("battle") or view.get("last_battle")
    if not b:
        return ""
    head = f"{render(colour(str(b['attacker'])), lang)}: {_place(str(b['source']), lang)} → {_place(str(b['target']), lang)}"
    lines = [head]
    for r in b.get("rounds", [])[-4:]:
        lines.append(f"  {''.join(map(str, r.get('attacker', [])))} / {''.join(map(str, r.get('defender', [])))}"
                     f"  → {r.get('attacker_left')} : {max(0, int(r.get('defender_left', 0)))}")
    w = b.get("winner")
    if w == "attacker":
        lines.append(translate("Lieou", "Taken"))
    elif w == "defender":
        lines.append(translate("Lieou", "Held"))
    elif view.get("battle"):
        lines.append(translate("Lieou", "Under way"))
    return "\n".join(lines)


def empires_html(view: Mapping[str, Any], lang: str) -> str:
    heads = (translate("Lieou", "Lands"), translate("Lieou", "Regimes"), translate("Lieou", "Armies"),
             translate("Lieou", "Capital"))
    rows = ["<tr><th></th>" + "".join(f"<th>{h}</th>" for h in heads) + "</tr>"]
    for c, p in view.get("players", {}).items():
        empire = view.get("empires", {}).get(c)
        name = render(colour(c), lang) + (f" · {render(country(empire), lang)}" if empire else "")
        cap = p.get("capital")
        style = "" if p.get("alive") or view.get("phase") == "setup" else "text-decoration:line-through;color:#777"
        rows.append(f"<tr style='{style}'><td><span style='color:{COLOURS.get(c, '#000')}'>■</span> {name}</td>"
                    f"<td align=right>{p.get('lands', 0)}</td><td align=right>{p.get('regimes', 0)}</td>"
                    f"<td align=right>{p.get('armies', 0)}</td><td>{render(country(cap), lang) if cap else '—'}</td></tr>")
    return "<table cellspacing=6>" + "".join(rows) + "</table>"


def ranking_text(view: Mapping[str, Any], lang: str) -> str:
    fallen = list(view.get("eliminated", []))
    if view.get("phase") == "over" and view.get("ranking"):
        order = view["ranking"]
        return translate("Lieou", "Ranking") + ": " + "  ".join(f"{i + 1}. {render(colour(c), lang)}" for i, c in enumerate(order))
    if not fallen:
        return ""
    return translate("Lieou", "Fallen") + ": " + "  ".join(render(colour(c), lang) for c in reversed(fallen))


class LieouProjector(QWidget):
    """The projector's content; ``refresh()`` reads the players' view again."""

    def __init__(self, view: Callable[[], Mapping[str, Any]], lang: str = "zh_Hans", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._view = view
        self.lang = lang
        self.setStyleSheet("background:#10181f; color:#f2f2f2")
        lay = QHBoxLayout(self)
        self.board = LieouBoard(lang=lang, label_scale=1.25, count_scale=1.3, interactive=False)
        lay.addWidget(self.board, 3)
        side = QVBoxLayout()
        lay.addLayout(side, 1)
        big = QFont()
        big.setPixelSize(34)
        big.setBold(True)
        mid = QFont()
        mid.setPixelSize(22)
        self.turn = QLabel()
        self.turn.setObjectName("projTurn")
        self.turn.setFont(big)
        self.turn.setWordWrap(True)
        self.battle = QLabel()
        self.battle.setObjectName("projBattle")
        self.battle.setFont(mid)
        self.battle.setWordWrap(True)
        self.empires = QLabel()
        self.empires.setObjectName("projEmpires")
        self.empires.setFont(mid)
        self.empires.setTextFormat(Qt.TextFormat.RichText)
        self.ranking = QLabel()
        self.ranking.setObjectName("projRanking")
        self.ranking.setFont(mid)
        self.ranking.setWordWrap(True)
        for w in (self.turn, self.battle, self.empires, self.ranking):
            side.addWidget(w)
        side.addStretch(1)
        self.refresh()

    def texts(self) -> str:
        """Everything written on the projector (for tests)."""
        return "\n".join(w.text() for w in (self.turn, self.battle, self.empires, self.ranking))

    def refresh(self) -> None:
        view = self._view()
        lang = self.lang
        self.board.show_state(view)
        turn = view.get("turn")
        if view.get("phase") == "setup":
            self.turn.setText(translate("Lieou", "Set-up (chapter 1)"))
            self.turn.setStyleSheet("")
        elif view.get("phase") == "over":
            w = view.get("winner")
            self.turn.setText(translate("Lieou", "%1 wins").replace("%1", render(colour(w), lang)) if w else translate("Lieou", "The game is over"))
        elif turn:
            self.turn.setText(translate("Lieou", "%1 — %2 orders left — round %3").replace("%1", render(colour(turn), lang))
                              .replace("%2", str(view.get("orders_left", 0))).replace("%3", str(view.get("round", 0))))
            self.turn.setStyleSheet(f"color:{COLOURS.get(turn, '#fff')}")
        self.battle.setText(battle_text(view, lang))
        self.empires.setText(empires_html(view, lang))
        self.ranking.setText(ranking_text(view, lang))

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        self.board.set_language(lang)
        self.refresh()


__all__ = ["LieouProjector", "battle_text", "empires_html", "ranking_text"]

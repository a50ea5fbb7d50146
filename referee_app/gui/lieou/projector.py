"""The players' screen of 列欧帝国棋 (Qt), built only from ``view(game, Audience.PLAYERS)``: whose turn and
the orders left, the board with large counts, the last battle with its dice and result, each empire's
lands, regimes and armies, and the ranking of the fallen empires. It never reads the referee's panel
(what is being typed never shows here)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from referee_app.core import registry
from referee_app.core.messages import Message, msg, render
from referee_app.core.registry import Audience
from referee_app.drawing.lieou.scene import COLOURS
from referee_app.drawing.primitives import Text
from referee_app.games.lieou.board import load_board
from referee_app.games.lieou.params import colour, country
from referee_app.games.lieou.report import engagement_lines, last_dice, shown_engagement

from ..projector import ProjectorWindow, min_text_px
from .board_widget import LieouBoard
from .dice_view import DiceView

translate = QCoreApplication.translate
COMPACT_AFTER = 8  # a battle of more rounds shows three a line (every round stays in sight)


def _place(code: str, lang: str) -> str:
    b = load_board()
    if code in b.lands:
        return f"{b.land_name(code, lang if lang != 'codes' else 'en')} ({code})"
    from referee_app.drawing.lieou.scene import fleet_label

    return fleet_label(b, code, lang)


def _land(code: str, lang: str) -> str:
    b = load_board()
    return b.land_name(code, lang if lang != "codes" else "en") if code in b.lands else code


def battle_text(view: Mapping[str, Any], lang: str) -> str:
    """The engagement under way, else the last one: an attack's air combats with their dice, raids and every
    round of its battle (a long battle three rounds a line), or a bombing's air combat and dice; the result."""
    b = shown_engagement(view)
    if not b:
        return ""
    return "\n".join(render(m, lang) for m in engagement_lines(b, compact_after=COMPACT_AFTER))


def empires_html(view: Mapping[str, Any], lang: str) -> str:
    heads = (translate("Lieou", "Lands"), translate("Lieou", "Regimes"), translate("Lieou", "Armies"),
             translate("Lieou", "Capital"))
    rows = ["<tr><th></th>" + "".join(f"<th>{h}</th>" for h in heads) + "</tr>"]
    for c, p in view.get("players", {}).items():
        empire = view.get("empires", {}).get(c)
        name = render(colour(c), lang) + (f" · {render(country(empire), lang)}" if empire else "")
        cap = p.get("capital")
        seat = view.get("regimes", {}).get(cap, {}).get("land") if cap else None
        style = "" if p.get("alive") or view.get("phase") == "setup" else "text-decoration:line-through;color:#777"
        rows.append(f"<tr style='{style}'><td><span style='color:{COLOURS.get(c, '#000')}'>■</span> {name}</td>"
                    f"<td align=right>{p.get('lands', 0)}</td><td align=right>{p.get('regimes', 0)}</td>"
                    f"<td align=right>{p.get('armies', 0)}</td><td>{_land(str(seat), lang) if seat else '—'}</td></tr>")
    return "<table cellspacing=6>" + "".join(rows) + "</table>"


def _named(view: Mapping[str, Any], c: str, lang: str) -> str:
    """A colour and its empire's name as it stood (6.3: the name follows the capital; a fallen one keeps its last)."""
    empire = view.get("empires", {}).get(c)
    return render(colour(c), lang) + (f" · {render(country(empire), lang)}" if empire else "")


def ranking_text(view: Mapping[str, Any], lang: str) -> str:
    fallen = list(view.get("eliminated", []))
    if view.get("phase") == "over" and view.get("ranking"):
        order = view["ranking"]
        return translate("Lieou", "Ranking") + ": " + "  ".join(f"{i + 1}. {_named(view, c, lang)}"
                                                              for i, c in enumerate(order))
    if not fallen:
        return ""
    return translate("Lieou", "Fallen") + ": " + "  ".join(_named(view, c, lang) for c in reversed(fallen))


def pending_text(view: Mapping[str, Any], lang: str) -> str:
    """What the game waits for, when it is more than the next order of the empire to play (that is the
    heading): a set-up roll, a battle's dice, an empire's choice."""
    pending = view.get("pending")
    phase = view.get("phase")
    if not pending or not (phase == "setup" or (phase == "play" and view.get("waiting"))):
        return ""
    return render(Message.from_json(pending), lang)


def players_view(game: Any) -> dict[str, Any]:
    """What the players may see now: the game decides (``GameKind.view``), never this window."""
    seen: dict[str, Any] = dict(registry.get(game.game_name).view(game, Audience.PLAYERS))
    return seen


class LieouProjector(ProjectorWindow):
    """The players' screen of a game of 列欧帝国棋: ``refresh()`` reads the players' view again."""

    def __init__(self, game: Any, parent: QWidget | None = None, *, lang: str = "zh_Hans") -> None:
        super().__init__(parent, lang=lang)
        self.setStyleSheet("#Projector { background: #10181f; } #Projector QLabel { color: #f2f2f2; }")
        self.setWindowTitle(translate("Lieou", "Lieou Empires — projector"))
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 8, 12, 8)
        self.board = LieouBoard(lang=lang, label_scale=1.5, count_scale=1.4, interactive=False)
        lay.addWidget(self.board, 3)
        side = QVBoxLayout()
        lay.addLayout(side, 1)
        self.turn = QLabel()
        self.turn.setObjectName("projTurn")
        self.turn.setWordWrap(True)
        self.pending = QLabel()  # what the game waits for: a choice, a battle's dice, an order
        self.pending.setObjectName("projPending")
        self.pending.setWordWrap(True)
        self.pending.setStyleSheet("color: #ffd479")
        self.dice = DiceView(size=48, dark=True)
        self.dice.setObjectName("projDice")
        self.battle = QLabel()
        self.battle.setObjectName("projBattle")
        self.battle.setWordWrap(True)
        self.battle.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.battle_scroll = QScrollArea()  # a long battle scrolls, its last rounds in sight
        self.battle_scroll.setObjectName("projBattleScroll")
        self.battle_scroll.setWidget(self.battle)
        self.battle_scroll.setWidgetResizable(True)
        self.battle_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.battle_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.battle_scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        self.empires = QLabel()
        self.empires.setObjectName("projEmpires")
        self.empires.setTextFormat(Qt.TextFormat.RichText)
        self.ranking = QLabel()
        self.ranking.setObjectName("projRanking")
        self.ranking.setWordWrap(True)
        for w in (self.turn, self.pending, self.dice):
            side.addWidget(w)
        side.addWidget(self.battle_scroll, 1)
        for w in (self.empires, self.ranking):
            side.addWidget(w)
        self._sizes(1280)
        self.set_game(game)

    def _sizes(self, width: int) -> None:
        """Text sized by the projector's reading rule (``projector.min_text_px``) for the window's width."""
        small = min_text_px(width)
        big = QFont()
        big.setPixelSize(round(small * 1.5))
        big.setBold(True)
        mid = QFont()
        mid.setPixelSize(small)
        self.turn.setFont(big)
        for w in (self.pending, self.battle, self.empires, self.ranking):
            w.setFont(mid)
        self.dice.set_die(round(small * 1.9))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        self._sizes(self.width())
        super().resizeEvent(event)

    def texts(self) -> str:
        """Everything written on the projector beside the board (for tests)."""
        return "\n".join(w.text() for w in (self.turn, self.pending, self.battle, self.empires, self.ranking))

    def scene_texts(self) -> list[str]:
        scene = self.board.scene
        if scene is None:
            return []
        out = [t for lab in scene.labels for t in lab.lines]
        for tok in scene.tokens:
            out.extend(t for p in tok.parts if isinstance(p, Text) for t in p.lines)
        return out

    def refresh(self) -> None:
        if self.game is None:
            return
        view = players_view(self.game)
        lang = self.lang
        self.setWindowTitle(translate("Lieou", "Lieou Empires — projector"))
        self.board.show_state(view)
        turn = view.get("turn")
        if view.get("phase") == "setup":
            self.turn.setText(translate("Lieou", "Set-up (chapter 1)"))
            self.turn.setStyleSheet("")
        elif view.get("phase") == "over":
            w = view.get("winner")
            self.turn.setText(translate("Lieou", "%1 wins").replace("%1", render(colour(w), lang)) if w
                              else translate("Lieou", "The game is over"))
            self.turn.setStyleSheet("")
        elif turn:
            # the empire to play on a line of its own: the heading never breaks mid-phrase on the wall
            heading = render(msg("lieou.report.turn_heading", colour=colour(turn), n=int(view.get("orders_left", 0)),
                                 round=int(view.get("round", 0))), lang)
            self.turn.setText(heading.replace(" — ", "\n", 1))
            self.turn.setStyleSheet(f"color:{COLOURS.get(turn, '#fff')}")
        self.pending.setText(pending_text(view, lang))
        thrown = last_dice(shown_engagement(view))  # a battle round's, a bombing's, a raid's, an air combat's
        self.dice.show_dice(thrown)
        self.dice.setVisible(bool(thrown))
        self.battle.setText(battle_text(view, lang))
        bar = self.battle_scroll.verticalScrollBar()
        QTimer.singleShot(0, lambda: bar.setValue(bar.maximum()))  # the last rounds in sight
        self.empires.setText(empires_html(view, lang))
        self.ranking.setText(ranking_text(view, lang))

    def set_language(self, lang: str, board_lang: str | None = None) -> None:
        self.lang = lang
        self.board.set_language(board_lang or lang)
        self.refresh()


__all__ = ["LieouProjector", "battle_text", "empires_html", "players_view", "ranking_text"]

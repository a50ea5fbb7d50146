"""Paths of Glory on the wall: the public state the whole table reads from across the room.

The turn track and the sequence of play; the segment now and what it asks of the players; the action
rounds of the turn; the VP track with the scenario's victory levels; both sides' war status and
commitment; the mandated offensives; the last combat's dice and result; with the order of battle kept,
the map (``drawing/paths_of_glory/board.py``: control, trenches, stacks by count, the spaces out of supply
ringed) framed on the spaces the order of battle names, and the units out of supply in words. Everything
comes from the game's view for the players (the map from the players' board scene, ``drawing.board_scene``,
drawn from that view) (``registry.get("pog").view(game, Audience.PLAYERS)``): this window
reads nothing else of the game, so what the game hides (the dice seed, the referee's notes) never
reaches the wall. Text sizes follow the projector's reading rule (``gui.projector.min_text_px``).
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, Qt
from PySide6.QtSvgWidgets import QSvgWidget
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from referee_app.core import registry
from referee_app.core.messages import Message, render
from referee_app.core.registry import Audience
from referee_app.drawing import board_scene
from referee_app.games.paths_of_glory.tables import SIDES

from ..language import keep_words
from ..projector import ProjectorWindow, min_text_px
from .widgets import DieFace, SegmentBar, TurnTrack, VpTrack, side_colour

translate = QCoreApplication.translate


def tr(text: str) -> str:
    return translate("PathsOfGlory", text)


def players_view(game: Any) -> dict[str, Any]:
    """What the players may see now: the game decides (``GameKind.view``), never this window."""
    seen: dict[str, Any] = registry.get(game.game_name).view(game, Audience.PLAYERS)
    return seen


def _label(wrap: bool = True) -> QLabel:
    label = QLabel()
    label.setWordWrap(wrap)
    label.setTextFormat(Qt.TextFormat.RichText)
    return label


class PogProjector(ProjectorWindow):
    """The players' view of a game of Paths of Glory."""

    def __init__(self, game: Any, parent: QWidget | None = None, *, lang: str = "en") -> None:
        super().__init__(parent, lang=lang)
        self.seen: dict[str, Any] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 10, 14, 10)
        outer.setSpacing(8)
        self.title = _label(False)
        outer.addWidget(self.title)
        self.turn_track = TurnTrack(dark=True)
        outer.addWidget(self.turn_track)
        self.segment_bar = SegmentBar(dark=True)
        outer.addWidget(self.segment_bar)
        self.banner = _label()
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setStyleSheet("background: #f9a825; color: #1a1a1a; font-weight: bold; border-radius: 6px; padding: 8px;")
        outer.addWidget(self.banner)
        body = QHBoxLayout()
        body.setSpacing(24)
        outer.addLayout(body, 1)

        left = QVBoxLayout()
        self.heading = _label()
        left.addWidget(self.heading)
        self.round = _label()
        left.addWidget(self.round)
        self.rounds_frame = QFrame()
        self.rounds = QGridLayout(self.rounds_frame)
        self.rounds.setContentsMargins(0, 0, 0, 0)
        self.rounds.setHorizontalSpacing(16)
        self.rounds.setVerticalSpacing(2)
        self.rounds.setColumnStretch(1, 1)
        self.rounds.setColumnStretch(2, 1)
        self.round_labels: list[tuple[QLabel, QLabel, QLabel]] = []
        self.round_heads = (_label(False), _label(False))
        self.rounds.addWidget(self.round_heads[0], 0, 1)
        self.rounds.addWidget(self.round_heads[1], 0, 2)
        left.addWidget(self.rounds_frame)
        self.rounds_line = _label()  # the rounds in two lines, one a side, when the map takes the room
        left.addWidget(self.rounds_line)
        self.mandated = _label()
        left.addWidget(self.mandated)
        self.supply = _label()  # the units out of supply, in words, with the order of battle kept
        left.addWidget(self.supply)
        self.board = QSvgWidget()  # the map, only when the order of battle is kept (else the map's sides would mislead)
        self.board.renderer().setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
        self.board.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.board.hide()
        self._board_key: tuple[Any, ...] = ()
        left.addWidget(self.board, 3)
        self.checklist = _label()
        self.checklist.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.checklist.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        left.addWidget(self.checklist, 1)
        body.addLayout(left, 11)

        right = QVBoxLayout()
        vp_row = QHBoxLayout()
        vp_row.setSpacing(12)
        self.vp = _label(False)
        vp_row.addWidget(self.vp)
        self.vp_track = VpTrack(dark=True)
        vp_row.addWidget(self.vp_track, 1)
        right.addLayout(vp_row)
        self.sides = QGridLayout()
        self.sides.setHorizontalSpacing(14)
        self.side_labels: dict[str, tuple[QLabel, QLabel, QLabel]] = {}
        for row, side in enumerate(SIDES):
            name, war, mo = _label(False), _label(False), _label()
            self.sides.addWidget(name, row, 0)
            self.sides.addWidget(war, row, 1)
            self.sides.addWidget(mo, row + 2, 0, 1, 2)
            self.side_labels[side] = (name, war, mo)
        self.sides.setColumnStretch(1, 1)
        right.addLayout(self.sides)
        # the last combat: its dice large, what they did below them
        self.combat_frame = QFrame()
        cl = QVBoxLayout(self.combat_frame)
        cl.setContentsMargins(0, 8, 0, 0)
        dice_row = QHBoxLayout()
        dice_row.setSpacing(14)
        self.dice = {role: DieFace(size=80, dark=True) for role in ("attacker", "defender")}
        for face in self.dice.values():
            dice_row.addWidget(face)
        dice_row.addStretch(1)
        cl.addLayout(dice_row)
        self.combat = _label()
        self.combat.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        cl.addWidget(self.combat)
        right.addWidget(self.combat_frame)
        right.addStretch(1)
        body.addLayout(right, 9)
        self.set_game(game)
        self.resize(1280, 800)
        self._apply_fonts()

    # --- sizes -----------------------------------------------------------------------
    def _apply_fonts(self) -> None:
        small = min_text_px(self.width())
        body = round(small * 4 / 3)
        for lab, size, bold in ((self.title, round(body * 1.25), True), (self.heading, round(body * 1.2), True),
                                (self.round, body, True), (self.mandated, body, False), (self.checklist, small, False),
                                (self.supply, small, False), (self.rounds_line, small, False),
                                (self.vp, round(body * 1.9), True), (self.combat, small, False), (self.banner, body, True),
                                *((h, small, True) for h in self.round_heads)):
            f = lab.font()
            f.setPixelSize(size)
            f.setBold(bold)
            lab.setFont(f)
        for labels in self.round_labels:
            for lab in labels:
                f = lab.font()
                f.setPixelSize(small)
                lab.setFont(f)
        for name, war, mo in self.side_labels.values():
            for lab, size, bold in ((name, body, True), (war, body, False), (mo, small, False)):
                f = lab.font()
                f.setPixelSize(size)
                f.setBold(bold)
                lab.setFont(f)
        for w in (self.turn_track, self.segment_bar, self.vp_track):
            w.set_text_px(small)
        for face in self.dice.values():
            face.set_size(max(80, round(body * 4.2)))

    def resizeEvent(self, event: object) -> None:  # type: ignore[override]
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._apply_fonts()
        self._show_board(self.seen)

    # --- showing -----------------------------------------------------------------------
    def _say(self, m: Message | dict[str, Any]) -> str:
        return render(m if isinstance(m, Message) else Message.from_json(m), self.lang)

    def _side(self, side: str) -> str:
        return self._say(Message(f"pog.side.{side}"))

    def refresh(self) -> None:
        if self.game is None:
            return
        seen = self.seen = players_view(self.game)
        self.setWindowTitle(translate("PathsOfGlory", "Paths of Glory — projector"))
        seg, ended = str(seen["segment"]), seen["ended"]
        phase = self._say(Message(f"pog.phase.{seen['phase']}"))
        self.title.setText(escape(self._say(Message(f"pog.scenario.{seen['scenario']}")) + " · "
                                  + translate("PathsOfGlory", "Turn {turn} of {last}: {name}").format(turn=seen["turn"], last=seen["last_turn"],
                                                                              name=self._say(seen["turn_label"]))))
        self.turn_track.set_turns([self._say(t) for t in seen["turn_labels"]], int(seen["turn"]), bool(ended))
        self.segment_bar.set_segments([(s["code"], self._say(Message(f"pog.phase.{s['phase']}"))) for s in seen["segments"]],
                                      seg, bool(ended))
        self.heading.setText(escape(f"{seg}  {phase}"))
        if ended:
            self.banner.setText(escape(self._say(Message("pog.log.ended", {
                "result": Message(f"pog.result.{ended['result']}"), "reason": Message.from_json(ended["reason"])}))))
            self.banner.show()
        else:
            self.banner.hide()
        self._show_rounds(seen)
        self._show_mandated(seen)
        items = "".join(f"<li>{escape(keep_words(self._say(m)))}</li>" for m in seen["checklist"])
        # with the map shown it takes the checklist's room (the window and the players' page keep the list)
        self.checklist.setText(f"<ul style='margin-left: -20px'>{items}</ul>" if items and not ended else "")
        self.checklist.setVisible(seen.get("oob") is None)
        self._show_sides(seen)
        self._show_combat(seen)
        self._show_supply(seen)
        self._show_board(seen)
        self._apply_fonts()

    def _show_supply(self, seen: dict[str, Any]) -> None:
        supply = seen.get("supply")
        if supply is None or seen["ended"]:
            self.supply.setText("")
        elif supply["out_of_supply"]:
            self.supply.setText("<span style='color:#ff8a80'>" + escape(translate(
                "PathsOfGlory", "Out of supply (14.1): {units}").format(units=", ".join(supply["out_of_supply"]))) + "</span>")
        else:
            self.supply.setText(escape(translate("PathsOfGlory", "Every unit on the map is in supply (14.1).")))
        self.supply.setVisible(bool(self.supply.text()))

    def _show_board(self, seen: dict[str, Any]) -> None:
        """The map framed on the spaces the order of battle names, at the shape of the room it is given."""
        if self.game is None or not seen or seen.get("oob") is None:
            self.board.hide()
            return
        self.board.show()
        size = self.board.size()
        aspect = size.width() / size.height() if size.height() > 40 and size.width() > 40 else 1.6
        key = (repr(seen["oob"]), repr(seen.get("supply")), round(aspect, 2))
        if key == self._board_key:
            return
        self._board_key = key
        scene = board_scene(self.game, Audience.PLAYERS, aspect=aspect)
        if scene["map"] is not None:
            self.board.load(QByteArray(scene["map"].encode("utf-8")))

    def _show_rounds(self, seen: dict[str, Any]) -> None:
        rounds = int(seen["action_rounds"])
        in_b = seen["segment"] == "B" and not seen["ended"]
        self.rounds_frame.setVisible(in_b or bool(seen["actions"]))
        if in_b and int(seen["round"]) <= rounds:
            side = str(seen["to_act"])
            self.round.setText(f"<span style='color:{side_colour(side, True)}'>" + escape(
                translate("PathsOfGlory", "Round {n} of {rounds}: {side} to act").format(n=seen["round"], rounds=rounds, side=self._side(side)))
                + "</span>")
        elif in_b:
            self.round.setText(escape(translate("PathsOfGlory", "All {rounds} action rounds are played.").format(rounds=rounds)))
        else:
            self.round.setText("")
        self.round.setVisible(bool(self.round.text()))
        while len(self.round_labels) < rounds:
            r = len(self.round_labels) + 1
            labels = (_label(False), _label(False), _label(False))
            for col, lab in enumerate(labels):
                self.rounds.addWidget(lab, r, col)
            self.round_labels.append(labels)
        for i, side in enumerate(SIDES):
            self.round_heads[i].setText(f"<span style='color:{side_colour(side, True)}'>{escape(self._side(side))}</span>")
        done = {(int(a["round"]), a["side"]): a for a in seen["actions"]}
        compact = seen.get("oob") is not None  # the map takes the room: the rounds in a line a side
        self.rounds_line.setVisible(compact and bool(seen["actions"]))
        if compact:
            self.rounds_frame.hide()
            lines = []
            for side in SIDES:
                played = [self._action_text(a) for a in seen["actions"] if a["side"] == side]
                lines.append(f"<span style='color:{side_colour(side, True)}'><b>{escape(self._side(side))}</b></span> "
                             + escape(" · ".join(played) or "—"))
            self.rounds_line.setText("<br>".join(lines))
        for r, (num, central, allied) in enumerate(self.round_labels, start=1):
            num.setText(f"<span style='color:#8d9aa6'>{r}</span>")
            for side, lab in (("central", central), ("allied", allied)):
                a = done.get((r, side))
                now = in_b and r == int(seen["round"]) and side == seen["to_act"]
                if a is not None:
                    lab.setText(escape(self._action_text(a)))
                else:
                    lab.setText("<span style='color:#f9a825'>▶</span>" if now else "<span style='color:#3a4652'>·</span>")

    def _action_text(self, a: dict[str, Any]) -> str:
        text = self._say(Message(f"pog.action.{a['kind']}"))
        if a["kind"] in ("ops", "sr") and a.get("value"):
            text += f" {a['value']}"
        return text

    def _show_mandated(self, seen: dict[str, Any]) -> None:
        if seen["segment"] != "A" or not seen["mandated"]:
            self.mandated.setText("")
            self.mandated.setVisible(False)
            return
        lines = []
        for side in SIDES:
            mo = seen["mandated"].get(side)
            if mo:
                lines.append(f"<span style='color:{side_colour(side, True)}'><b>{escape(self._side(side))}</b></span> "
                             + escape(translate("PathsOfGlory", "die {n}").format(n=mo["roll"])) + ": "
                             + escape(self._say(Message(f"pog.mo.result.{mo['result']}"))))
        self.mandated.setText("<br>".join(lines))
        self.mandated.setVisible(True)

    def _show_sides(self, seen: dict[str, Any]) -> None:
        th = seen["thresholds"]
        self.vp.setText(f"VP {seen['vp']}")
        self.vp_track.set_vp(int(seen["vp"]), th, {"central": translate("PathsOfGlory", "Central Powers win"), "allied": translate("PathsOfGlory", "Allies win"),
                                                    "draw": translate("PathsOfGlory", "draw")})
        must_attack, no_effect = translate("PathsOfGlory", "must attack"), translate("PathsOfGlory", "no effect")
        mandated_word = translate("PathsOfGlory", "Mandated offensive, {side}: {result}")
        for side in SIDES:
            name, war, mo_label = self.side_labels[side]
            name.setText(f"<span style='color:{side_colour(side, True)}'>{escape(self._side(side))}</span>")
            war.setText(escape(translate("PathsOfGlory", "war status {ws} · {level}").format(
                ws=seen["war_status"][side], level=self._say(Message(f"pog.level.{seen['commitment'][side]}")))))
            mo = seen["mandated"].get(side)
            if mo is None:
                mo_label.setText("")
                continue
            result = escape(self._say(Message(f"pog.mo.result.{mo['result']}")))
            if mo["made"]:
                state = f"<span style='color:#7bd88f'>✓ {escape(self._say(Message('pog.mo.made')))}</span>"
            elif mo["effective"]:
                state = f"<span style='color:#ff8a80'>{escape(must_attack)}</span>"
            else:
                state = f"<span style='color:#8d9aa6'>{escape(no_effect)}</span>"
            mo_label.setText(escape(mandated_word).format(side=escape(self._side(side)), result=result) + f" — {state}")

    def _show_combat(self, seen: dict[str, Any]) -> None:
        last = seen["last_combat"]
        self.combat_frame.setVisible(last is not None)
        if last is None:
            return
        side = str(last.get("input", {}).get("side", "central"))
        for role, face in self.dice.items():
            fire = last["fire"].get(role)
            face.set_value(int(fire["roll"]) if fire and fire.get("fired", True) else None)
        a, d = last["fire"]["attacker"], last["fire"]["defender"]
        attacker = f"<span style='color:{side_colour(side, True)}'>{escape(self._side(side))}</span>"
        lines = ["<b>" + escape(translate("PathsOfGlory", "Last combat, {side} attacking")).format(side=attacker) + "</b>",
                 escape(translate("PathsOfGlory", "attacker: die {roll} → {modified}, inflicts {losses}").format(
                     roll=a["roll"], modified=a["modified"], losses=a["losses"]) if a.get("fired", True) else
                     translate("PathsOfGlory", "attacker: wiped out by the first fire, does not fire (12.3.3)")),
                 escape(translate("PathsOfGlory", "defender: die {roll} → {modified}, inflicts {losses}").format(
                     roll=d["roll"], modified=d["modified"], losses=d["losses"]) if d.get("fired", True) else
                     translate("PathsOfGlory", "defender: wiped out by the first fire, does not fire (12.3.3)")),
                 f"<b>{escape(self._say(Message('pog.combat.winner.' + str(last['winner']))))}</b>"]
        if last.get("retreat"):
            lines.append(escape(translate("PathsOfGlory", "the defender retreats 1 space (12.5.2)") if last["retreat"] == 1 else
                                translate("PathsOfGlory", "the defender retreats {n} spaces (12.5.2)").format(n=last["retreat"])))
        self.combat.setText("<br>".join(lines))


__all__ = ["PogProjector", "players_view"]

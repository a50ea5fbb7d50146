"""What every export of 列欧帝国棋 needs: the record walked step by step, turn by turn (Qt-free).

A game of 列欧帝国棋 *is* its events (``setup``, one ``act`` per action with every die it used, ``undo``
taking the last action back). ``walk(game)`` replays them on a fresh game, as they happened: each action
with its dice and what it said, each undo with the action it took back (the state goes back to before that
action), and, for the game as it stands (the actions not taken back), the state at the end of the set-up
and of every player's turn. The engine replays exactly (the recorded dice are used, never re-rolled), so
the last state is the game's own.

A *turn* is one player's turn of chapter 2 (``round`` and ``colour``); the set-up of chapter 1 is turn 0.
An action belongs to the turn it was said in (a battle's dice and the choices after them belong to the
attacker's turn); an undo to the turn of the action it took back.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ...core.dice import Roll
from ...core.messages import Message, msg, render
from ...games.lieou.game import LieouGame
from ...games.lieou.params import colour, country

SETUP = "setup"


def iso(t: float) -> str:
    """A time stamp as ISO 8601 in UTC."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t))


@dataclass(frozen=True)
class TurnKey:
    """Which turn: the set-up (``phase`` "setup"), or a player's turn in a round."""

    phase: str  # "setup" or "play"
    round: int
    colour: str | None

    @classmethod
    def of(cls, state: Any) -> TurnKey:
        if state.phase == SETUP:
            return cls(SETUP, 0, None)
        return cls("play", int(state.round), state.turn)


@dataclass
class Step:
    """One event of the record after the set-up, as it happened."""

    seq: int  # the event's number in the record (1: the set-up)
    at: float
    kind: str  # "act", "undo", or another kind of event (kept, not applied)
    key: TurnKey  # the turn it belongs to
    line: str = ""  # an action's line as recorded
    rolls: tuple[Roll, ...] = ()
    messages: tuple[Message, ...] = ()
    undone_by: int | None = None  # an action: the seq of the undo that took it back
    undoes: int | None = None  # an undo: the seq of the action it took back
    data: Mapping[str, Any] = field(default_factory=dict)

    @property
    def kept(self) -> bool:
        return self.kind == "act" and self.undone_by is None


@dataclass
class Turn:
    """The set-up or one player's turn of the game as it stands, and the state at its end."""

    number: int  # 0 the set-up, then 1, 2, ... in the order played
    kind: str  # "setup", "turn", or "now" (the turn under way, or the set-up not finished)
    key: TurnKey
    state: dict[str, Any]  # to_json() at the end of the turn (for "now": the game now)
    ended_by: int | None  # the seq of the action that ended it
    steps: list[Step] = field(default_factory=list)  # every step of the turn, kept and taken back

    @property
    def colour(self) -> str | None:
        return self.key.colour

    @property
    def round(self) -> int:
        return self.key.round

    @property
    def empire(self) -> str | None:
        """The empire (a country's code, 1.2) the turn's player plays."""
        return self.state.get("empires", {}).get(self.key.colour) if self.key.colour else None

    @property
    def kept(self) -> list[Step]:
        return [s for s in self.steps if s.kept]


@dataclass
class Record:
    """A game walked: every step in order, and the game as it stands turn by turn."""

    game: LieouGame
    steps: list[Step]
    turns: list[Turn]

    @property
    def actions(self) -> list[Step]:
        return [s for s in self.steps if s.kind == "act"]

    def dice_count(self) -> int:
        return sum(len(r.values) for s in self.actions for r in s.rolls)


def walk(game: LieouGame) -> Record:
    """Replay the game's record step by step (see the module's docstring)."""
    events = list(game.events)
    g = LieouGame.replay(events[:1], game.now)
    steps: list[Step] = []
    by_seq: dict[int, Step] = {}
    stack: list[tuple[Step, Any]] = []  # the live actions and the state before each
    ends: list[tuple[Step, Turn]] = []  # the turns ended by an action
    for i, ev in enumerate(events[1:], start=2):
        if ev.kind == "act":
            before = g.state
            key = TurnKey.of(before)
            saved = copy.deepcopy(before)
            said = g.apply_recorded(ev.data)
            step = Step(i, ev.at, "act", key, str(ev.data.get("line", "")),
                        tuple(Roll.from_json(r) for r in ev.data.get("rolls", [])), said, data=dict(ev.data))
            stack.append((step, saved))
            after = TurnKey.of(g.state)
            if after != key or g.state.phase == "over":
                kind = SETUP if key.phase == SETUP else "turn"
                ends.append((step, Turn(0, kind, key, g.to_json(), i)))
        elif ev.kind == "undo" and stack:
            done, saved = stack.pop()
            g.state = saved
            done.undone_by = i
            step = Step(i, ev.at, "undo", done.key, undoes=done.seq, messages=(msg("lieou.log.undone"),),
                        data=dict(ev.data))
        else:
            step = Step(i, ev.at, ev.kind, TurnKey.of(g.state), data=dict(ev.data))
        steps.append(step)
        by_seq[i] = step
    turns = [t for s, t in ends if s.undone_by is None]
    if g.state.phase != "over":
        key = TurnKey.of(g.state)
        if not any(t.key == key for t in turns):
            turns.append(Turn(0, "now", key, g.to_json(), None))
    where = {t.key: t for t in turns}
    for step in steps:
        t = where.get(step.key)
        if t is None:  # said in a turn the game no longer has (this engine's undo never leaves one)
            t = next((x for x in reversed(turns) if x.ended_by is not None and x.ended_by < step.seq), turns[0])
        t.steps.append(step)
    if len(turns) > 1 and turns[-1].kind == "now" and not turns[-1].steps:
        turns.pop()  # a turn just begun: its board is the last one's
    first = 0 if turns[0].key.phase == SETUP else 1  # a game set up at a position has no set-up turn
    for n, t in enumerate(turns):
        t.number = n + first
    return Record(game, steps, turns)


# --- the numbers of the chart -------------------------------------------------------------------------

def empire_counts(state: Mapping[str, Any]) -> dict[str, tuple[int, int]]:
    """Each colour's lands and armies (on its lands and aboard its fleets) in a state given as ``to_json()``."""
    out: dict[str, tuple[int, int]] = {}
    fleets = state.get("fleets", {})
    for c, p in state.get("players", {}).items():
        afloat = sum(int(f.get("armies", 0)) for f in fleets.values() if f.get("holder") == c)
        out[c] = (int(p.get("lands", 0)), int(p.get("armies", 0)) + afloat)
    return out


@dataclass(frozen=True)
class ChartPoint:
    turn: int  # the turn's number (0: after the set-up)
    round: int
    colour: str | None  # whose turn it was
    counts: dict[str, tuple[int, int]]  # colour -> (lands, armies)
    fallen: tuple[str, ...]  # the colours fallen by then


def chart_points(record: Record) -> list[ChartPoint]:
    """Each empire's lands and armies at the end of the set-up and of every turn (and now)."""
    out: list[ChartPoint] = []
    for t in record.turns:
        if t.state.get("phase") == SETUP:
            continue
        out.append(ChartPoint(t.number, t.round, t.colour, empire_counts(t.state), tuple(t.state.get("eliminated", []))))
    return out


# --- words shared by the text log and the web page -----------------------------------------------------

PURPOSES = {
    "lieou.tokens": "lieou.export.purpose.tokens",
    "lieou.setup.colour": "lieou.export.purpose.colour",
    "lieou.setup.capital": "lieou.export.purpose.capital",
    "lieou.attack": "lieou.export.purpose.attack",
    "lieou.defence": "lieou.export.purpose.defence",
    "lieou.air.attack": "lieou.export.purpose.air_attack",
    "lieou.air.defence": "lieou.export.purpose.air_defence",
    "lieou.raid": "lieou.export.purpose.raid",
    "lieou.bomb": "lieou.export.purpose.bomb",
    "lieou.fate": "lieou.export.purpose.fate",
    "lieou.airfield": "lieou.export.purpose.airfield",
    "lieou.aircapture": "lieou.export.purpose.aircapture",
}


def purpose_text(purpose: str, lang: str) -> str:
    key = PURPOSES.get(purpose)
    return render(msg(key), lang) if key else purpose


def roll_text(r: Roll, lang: str) -> str:
    """One roll: what it decided, its faces, and whether the program rolled it (its draw number) or the
    referee typed it from the table."""
    how = msg("lieou.export.typed") if r.typed else msg("lieou.export.program", index=r.index if r.index is not None else "?")
    faces = " ".join(str(v) for v in r.values)
    return render(msg("lieou.export.dice", what=purpose_text(r.purpose, lang), faces=faces, how=how), lang)


def who(c: str | None, state: Mapping[str, Any], lang: str) -> str:
    """A colour and the empire it plays: "Green (French Empire)"."""
    if not c:
        return "-"
    empire = state.get("empires", {}).get(c)
    if not empire:  # a game set up at a position: no empire tokens drawn
        return render(msg("lieou.export.who_colour", colour=colour(c)), lang)
    return render(msg("lieou.export.who", colour=colour(c), empire=country(empire)), lang)


def turn_title(t: Turn, lang: str) -> str:
    if t.key.phase == SETUP:
        key = "lieou.export.setup_now" if t.kind == "now" else "lieou.export.setup"
        return render(msg(key), lang)
    key = "lieou.export.turn_now" if t.kind == "now" else "lieou.export.turn"
    return render(msg(key, round=t.round, who=who(t.colour, t.state, lang)), lang)


def options_text(options: Mapping[str, Any]) -> str:
    return ", ".join(f"{k}={_value(v)}" for k, v in options.items())


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)


def outcome_text(game: LieouGame, lang: str) -> str:
    """How the game ended, or what it waits for."""
    s = game.state
    if s.phase == "over":
        state = game.to_json()
        ranking = " ".join(f"{i + 1}. {who(c, state, lang)}" for i, c in enumerate(game.ranking()))
        if s.winner:
            head = render(msg("lieou.export.won", who=who(s.winner, state, lang)), lang)
        elif s.ended == "stalled":
            head = render(msg("lieou.log.stalled"), lang)
        else:
            head = render(msg("lieou.wait.over"), lang)
        return head + ("\n" + render(msg("lieou.export.ranking", ranking=ranking), lang) if ranking else "")
    return render(msg("lieou.export.stands", pending=game.pending()), lang)


__all__ = ["ChartPoint", "Record", "SETUP", "Step", "Turn", "TurnKey", "chart_points", "empire_counts", "iso",
           "options_text", "outcome_text", "purpose_text", "roll_text", "turn_title", "walk", "who"]

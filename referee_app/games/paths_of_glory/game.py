"""A game of Paths of Glory at the table: its event log, and the state the log builds.

The game *is* its events (``referee_app.core.events``): "setup" first (scenario, options, the referee's
table corrections, the dice seed), then one event per operation with every die it used. Each operation
checks its input against a copy of the state and only then appends its event, so bad input changes
nothing; it returns a ``Change`` saying what happened. ``undo`` appends an "undo" event; the state is
rebuilt from the events still standing, and ``replay`` rebuilds a game exactly from its log.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from referee_app.core.dice import Dice, Roll
from referee_app.core.events import TAKEN_BACK, Event, check_kinds
from referee_app.core.messages import Message, msg, raw

from . import combat as cb
from . import order as od
from . import procedures as pr
from . import supply as su
from .errors import PogError, PogStateError
from .tables import NATIONS, SCENARIOS, SIDES, Rules, load_rules, space_key

FORMAT_VERSION = 1
RULES_VERSION = 6  # stamped on each new event ("v"): 2 applies issue 32's rules, 3 the US entry by its cards (16.3),
# 4 the optional 5.1.3 VP offered at E.4 for the referee to confirm (before: added by itself) and the retreat's
# refusals of 12.5.5 (an enemy fort, friendly and supplied spaces first); 5 the forts of the order of battle
# (destroyed ones kept, 15.1.9; sieges read off the stacks, 15.2.1, 15.2.4; the siege roll of a named fort),
# and 12.5.6 (units that retreated attacked again in the same action round); 6 the attrition's change of
# control (14.3.6: a space whose units attrition removed, with no standing fort of theirs, becomes the enemy's);
# events without it replay as recorded
ACTIONS = ("ops", "sr", "rp", "event", "peace", "auto")  # 8.1.3
TURN_WORDS = ("pog.when.aug", "pog.when.sep", "pog.when.fall", "pog.when.winter", "pog.when.spring", "pog.when.summer")
FLAGS = ("hoffmann", "hl_take_command", "bolshevik", "french_mutiny", "brest_litovsk", "entrench", "italy_conquered",
         "blockade")


def turn_label(name: str) -> Message:
    """A name of the turn track ("Aug 1914") as a message in every language ("1914年8月"); a name the
    catalogues do not know (an override's) is shown as written."""
    season, _, year = name.partition(" ")
    key = f"pog.when.{season.lower()}"
    if year.isdigit() and key in TURN_WORDS:
        return msg(key, year=int(year))
    return raw(name)


def other(side: str) -> str:
    return "allied" if side == "central" else "central"


@dataclass(frozen=True)
class Change:
    """What one operation changed (the window redraws by ``kind``); ``messages`` tell it in words."""

    kind: str
    event: Event | None
    messages: tuple[Message, ...] = ()
    result: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class HistoryEntry:
    """One operation of the record that stands (``PogGame.history``)."""

    seq: int  # the event's number in the game file (the setup is 1)
    kind: str  # the event's kind: "mandated", "action", "combat", "next", "note" ...
    at: float  # when it was recorded
    turn: int  # the turn and segment the game was in when it was done
    segment: str
    messages: tuple[Message, ...]  # what it said (the game's catalogues)
    vp: int  # the VP track after it
    text: str = ""  # a note's text

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seq": self.seq, "kind": self.kind, "at": self.at, "turn": self.turn,
                                "segment": self.segment, "messages": [m.to_json() for m in self.messages], "vp": self.vp}
        if self.kind == "note":
            data["text"] = self.text
        return data


@dataclass
class State:
    """Everything the events have built (plain data, so a copy is cheap and safe)."""

    scenario: str
    options: dict[str, bool]
    turn: int = 1
    segment: int = 0  # index into rules.segments
    round: int = 1
    to_act: str = "central"
    vp: int = 10
    vp_log: list[dict[str, Any]] = field(default_factory=list)  # {turn, segment, delta, vp, reason}
    war_status: dict[str, int] = field(default_factory=lambda: {"central": 0, "allied": 0})
    commitment: dict[str, str] = field(default_factory=lambda: {"central": "mobilization", "allied": "mobilization"})
    first_to: dict[str, str] = field(default_factory=dict)  # level -> side that reached it first (5.1.3)
    at_war: list[str] = field(default_factory=lambda: list(pr.INITIALLY_AT_WAR))
    flags: dict[str, bool] = field(default_factory=lambda: {f: False for f in FLAGS})
    mandated: dict[str, dict[str, Any]] = field(default_factory=dict)  # side -> Mandated json + made, joint_with_us
    actions: list[dict[str, Any]] = field(default_factory=list)  # this turn's, in order
    rp: dict[str, dict[str, int]] = field(default_factory=lambda: {"central": {}, "allied": {}})
    neutral_entry_turn: int = 0
    us_entry: dict[str, int] = field(default_factory=dict)  # 16.3: "telegram" / "over_there" -> the turn played
    reinforced: list[str] = field(default_factory=list)  # nations reinforced this turn (9.5.3.1)
    last_combat: dict[str, Any] | None = None
    offers_taken: list[str] = field(default_factory=list)  # "turn:key" of the VP offers confirmed
    oob: dict[str, Any] | None = None  # the order of battle, once the referee keeps one (order.py)
    retreated: dict[str, Any] | None = None  # 12.5.6: {"side", "turn", "actions", "ids"} of this action round
    log: list[dict[str, Any]] = field(default_factory=list)  # Message json of what happened, for the record view
    ended: dict[str, Any] | None = None  # {"result", "automatic", "reason"}


class PogGame:
    """One game. Operations raise ``PogError`` on bad input and leave the game as it was."""

    game_name = "pog"

    def __init__(self, setup: Mapping[str, Any], clock: Callable[[], float] = time.time) -> None:
        self.now = clock  # the wall clock the game stamps its events with (as every game's ``now``)
        self.setup = dict(setup)
        self.rules: Rules = load_rules(str(setup.get("ruleset", "standard")), setup.get("override") or None,
                                       source="override")
        scenario = str(setup.get("scenario", "intro"))
        if scenario not in SCENARIOS:
            raise PogError(msg("pog.input.not_one_of", field="scenario", value=scenario, allowed=", ".join(SCENARIOS)))
        options = dict(self.rules.options)
        for name, value in dict(setup.get("options", {})).items():
            if name not in options:
                raise PogError(msg("pog.input.not_one_of", field="option", value=str(name), allowed=", ".join(options)))
            options[name] = bool(value)
        self.dice = Dice(int(setup["seed"]) if setup.get("seed") is not None else None)
        self.setup["seed"] = self.dice.seed
        self.events: list[Event] = []
        self._listeners: list[Callable[[Any], None]] = []
        self._base = State(scenario, options, vp=self.rules.scenarios[scenario].start_vp)
        self.state = copy.deepcopy(self._base)

    # --- creating, replaying, listening -----------------------------------------------------
    @classmethod
    def new(cls, scenario: str = "intro", *, ruleset: str | None = None, options: Sequence[str] = (),
            override: Mapping[str, Any] | None = None, seed: int | None = None, tournament_bid: int | None = None,
            clock: Callable[[], float] = time.time) -> PogGame:
        if tournament_bid is not None:
            cb._int(tournament_bid, "tournament_bid")
        setup = {"version": FORMAT_VERSION, "ruleset": ruleset or "standard", "scenario": scenario,
                 "options": {o: True for o in options}, "override": dict(override or {}), "seed": seed,
                 "tournament_bid": tournament_bid}
        game = cls(setup, clock)
        game.events.append(Event("setup", clock(), dict(game.setup)))
        return game

    @classmethod
    def replay(cls, events: Sequence[Event], clock: Callable[[], float] = time.time) -> PogGame:
        if not events or events[0].kind != "setup":
            raise PogError(msg("pog.record.no_setup"))
        check_kinds(events, EVENT_KINDS)
        game = cls(events[0].data, clock)
        game.events = list(events)
        game._rebuild()
        return game

    def subscribe(self, fn: Callable[[Any], None]) -> None:
        if fn not in self._listeners:
            self._listeners.append(fn)

    def unsubscribe(self, fn: Callable[[Any], None]) -> None:
        if fn in self._listeners:
            self._listeners.remove(fn)

    # --- the machinery ----------------------------------------------------------------------
    def _standing(self) -> list[Event]:
        stack: list[Event] = []
        for ev in self.events[1:]:
            if ev.kind == TAKEN_BACK:
                if stack:
                    stack.pop()
            elif ev.kind != "note":
                stack.append(ev)
        return stack

    def _rebuild(self) -> None:
        state = copy.deepcopy(self._base)
        for ev in self._standing():
            _HANDLERS[ev.kind](self, state, dict(ev.data))
        self.state = state
        used = [int(r["index"]) for ev in self.events for r in ev.data.get("rolls", []) if r.get("index") is not None]
        self.dice.next_index = max(used) + 1 if used else 0

    def _do(self, kind: str, data: dict[str, Any]) -> Change:
        if self.state.ended is not None and kind != "note":
            raise PogStateError(msg("pog.state.ended"))
        state = copy.deepcopy(self.state)
        before = len(state.log)
        next_index = self.dice.next_index
        data.setdefault("v", RULES_VERSION)
        try:
            result = _HANDLERS[kind](self, state, data)
        except Exception:
            self.dice.next_index = next_index
            raise
        ev = Event(kind, self.now(), data)
        self.events.append(ev)
        self.state = state
        change = Change(kind, ev, tuple(Message.from_json(m) for m in state.log[before:]), result or {})
        for fn in list(self._listeners):
            fn(change)
        return change

    def roller(self, data: dict[str, Any]) -> cb.Roller:
        """Dice for a handler: a typed value as typed, else the game's next draw; recorded in ``data``
        (on replay the recorded rolls are read back, not drawn again)."""
        recorded = [Roll.from_json(r) for r in data.get("rolls", [])]
        fresh = "rolls" not in data
        if fresh:
            data["rolls"] = []
        counter = iter(range(len(recorded) + 1000))

        def roll(purpose: str, typed: int | None) -> Roll:
            i = next(counter)
            if not fresh:
                if i >= len(recorded):
                    raise PogError(msg("pog.record.missing_roll", purpose=purpose))
                return recorded[i]
            r = Dice.typed([typed], 6, purpose) if typed is not None else self.dice.roll(1, 6, purpose)
            data["rolls"].append(r.to_json())
            return r
        return roll

    # --- operations -------------------------------------------------------------------------
    def roll_mandated(self, central: int | None = None, allied: int | None = None) -> Change:
        """Phase A: each side's mandated-offensive roll (7.1.1), typed or drawn."""
        return self._do("mandated", {"typed": {"central": central, "allied": allied}})

    def action(self, side: str, kind: str, *, card: str = "", value: int = 0, rp: Mapping[str, int] | None = None,
               war_status: int = 0, neutral_entry: str = "", reinforcement: str = "") -> Change:
        """Phase B: one action round's action (8.1.3)."""
        return self._do("action", {"side": side, "kind": kind, "card": card, "value": value, "rp": dict(rp or {}),
                                   "war_status": war_status, "neutral_entry": neutral_entry,
                                   "reinforcement": reinforcement})

    def mandated_made(self, side: str, joint_with_us: bool = False) -> Change:
        """The side made its mandated offensive this turn (7.1.3; 7.1.8 joint French-American attack)."""
        return self._do("mo_made", {"side": side, "joint_with_us": joint_with_us})

    def combat(self, data: Mapping[str, Any]) -> Change:
        """One combat through the eleven steps of 12.2.1 (input: docs/paths-of-glory.md)."""
        return self._do("combat", {"input": dict(data)})

    def change_vp(self, delta: int, reason: str) -> Change:
        """A change of the VP track read off the VP table (5.1.2), with its reason."""
        return self._do("vp", {"delta": delta, "reason": reason})

    def set_flag(self, flag: str, value: bool = True) -> Change:
        """An event that changes the aid's arithmetic was played (Hoffmann, H-L Take Command ...)."""
        return self._do("flag", {"flag": flag, "value": value})

    def enter_war(self, nation: str) -> Change:
        return self._do("enter_war", {"nation": nation})

    def entrench(self, nation: str, level: int, roll: int | None = None, *, failed_before: bool = False,
                 out_of_supply: bool = False) -> Change:
        return self._do("entrench", {"nation": nation, "level": level, "typed": roll, "failed_before": failed_before,
                                     "out_of_supply": out_of_supply})

    def siege(self, fort: str, cf: int | None = None, roll: int | None = None, drm: int = 0) -> Change:
        """Phase D: one besieged fort's roll (15.3). ``fort`` names a space of the map (its fort's value is
        then the map's unless ``cf`` is given) or any fort with ``cf``; the drm of the turn (15.3.3) is added
        to the referee's ``drm``. With the order of battle kept, a fort of the map must be besieged there
        (15.2.1, 15.2.4), and a fort that falls is recorded destroyed, its space the besieger's."""
        return self._do("siege", {"fort": fort, "cf": cf, "typed": roll, "drm": drm})

    def siege_preview(self, fort: str, cf: int | None = None, drm: int = 0) -> dict[str, Any]:
        """The siege roll before the die (the window's dry run): the fort's space and value, each drm with its
        reason, the die it falls on ("needs": the lowest die, 7 if none will do), or the reason it would be
        refused ("problem": a message's json)."""
        data: dict[str, Any] = {"fort": fort, "cf": cf, "drm": drm, "v": RULES_VERSION}
        try:
            space, value, modifiers = _siege_terms(self, self.state, data)
        except PogError as e:
            return {"space": None, "cf": None, "modifiers": [], "drm": 0, "needs": None, "problem": e.message.to_json()}
        total = sum(int(m["drm"]) for m in modifiers)
        needs = next((die for die in range(1, 7) if pr.siege_roll(value, die, total)), 7)  # 15.3.2, as rolled
        return {"space": space, "cf": value, "modifiers": modifiers, "drm": total, "needs": needs, "problem": None}

    def fort_destroyed(self, space: str) -> bool:
        """Whether the order of battle keeps ``space``'s fort destroyed (15.1.9); False when none is kept."""
        return self.state.oob is not None and od.fort_destroyed(self.state.oob, space)

    def fort(self, space: str, destroyed: bool = True) -> Change:
        """The order of battle: a fort marked destroyed by an event (Guns of August's Liege; 15.1.9), or
        standing again to correct a mistake."""
        return self._do("fort", {"space": space, "destroyed": destroyed})

    def replacements(self, side: str, spent: Mapping[str, int] | None = None,
                     units: Sequence[Mapping[str, Any] | str] | None = None) -> Change:
        """Phase F: RP the side spends, per nation (9.4.4); the rest is lost at the end of the segment. With
        the order of battle kept, ``units`` names the units they rebuild ({"id", "space" for an eliminated
        army}): one RP of the unit's nation each (``order.replace_units``); ``spent`` may then be left out
        (it is what the units cost) or name more for units the aid does not keep."""
        data: dict[str, Any] = {"side": side, "spent": dict(spent or {})}
        if units:
            data["units"] = [u if isinstance(u, str) else dict(u) for u in units]
        return self._do("replace", data)

    def armistice(self) -> Change:
        """E.3: an armistice ends the campaign (5.5.1)."""
        return self._do("armistice", {})

    def accept_peace(self) -> Change:
        """Peace terms accepted: a draw (5.1.1), both lose in a tournament (5.6.4)."""
        return self._do("peace", {})

    def preview_combat(self, data: Mapping[str, Any], roller: cb.Roller) -> dict[str, Any]:
        """A combat run without recording it (the window's dry run before the dice), its units taken from the
        order of battle as ``combat`` would."""
        inp: Mapping[str, Any] = data
        again: list[dict[str, Any]] = []
        if self.state.oob is not None:
            inp, from_oob = od.fill_combat(self.state.oob, data)
            if from_oob:
                inp, again = _retreated_again(self, self.state, inp)
        out = cb.resolve_combat(self.rules, inp, roller).to_json()
        if again:
            out["retreated_again"] = {"units": [str(u["id"]) for u in again]}
        return out

    def place(self, space: str, units: Sequence[Mapping[str, Any]], *, trench: int | None = None,
              control: str | None = None) -> Change:
        """The order of battle: the stack of a space set as the referee reads it off the map (the first
        ``place`` starts keeping an order of battle)."""
        return self._do("place", {"space": space, "units": [dict(u) for u in units], "trench": trench,
                                  "control": control})

    def retreat(self, units: Sequence[str], to: str) -> Change:
        """The last combat's defenders retreat to ``to`` in the order of battle (12.5; ``order.after_combat``)."""
        return self._do("after_combat", {"kind": "retreat", "units": list(units), "to": to})

    def retreat_options(self) -> dict[str, Any]:
        """What the last combat's defenders may do (12.5.3-12.5.5): stand by one more step, the spaces a
        retreat may end in and the preferred ones (``order.retreat_check``)."""
        if self.state.oob is None:
            raise PogError(msg("pog.move.no_combat"))
        return od.retreat_check(self.rules, self.state.oob, self.state.last_combat)

    def stand(self, unit: str | Sequence[str]) -> Change:
        """12.5.3: the last combat's defenders stand in a trench, fort, desert, mountain or swamp; ``unit``
        (one id, or a list that must hold one) takes one more step and the retreat is cancelled (``order.stand``)."""
        return self._do("after_combat", {"kind": "stand", "units": [unit] if isinstance(unit, str) else list(unit)})

    def eliminate_unretreatable(self) -> Change:
        """12.5.4: the defenders that cannot retreat are eliminated (armies out of the game)."""
        return self._do("after_combat", {"kind": "eliminate", "units": []})

    def advance(self, units: Sequence[str], to: str) -> Change:
        """The last combat's attackers at full strength advance to ``to`` (12.6; ``order.after_combat``)."""
        return self._do("after_combat", {"kind": "advance", "units": list(units), "to": to})

    def set_box(self, box: str, side: str, units: Sequence[Mapping[str, Any]]) -> Change:
        """The order of battle: a side's reserve box, eliminated units or units out of the game."""
        return self._do("box", {"box": box, "side": side, "units": [dict(u) for u in units]})

    def attrition_due(self) -> dict[str, Any]:
        """Phase C with the order of battle kept: the units out of supply (14.3.5), traced over the map, and
        the spaces their removal hands to the enemy (14.3.6)."""
        oob = self.state.oob
        if oob is None:
            return {"units": [], "out_of_supply": [], "attrition": {"eliminated": [], "removed_for_good": []},
                    "control_lost": []}
        due = su.check_supply(self.rules, od.supply_input(self.rules, oob))
        return {**due, "control_lost": sorted(control_lost(self.rules, oob, set(due["out_of_supply"])))}

    def _supply_seen(self) -> dict[str, Any] | None:
        """Supply as the map shows it (14.1), with the order of battle kept: the units out of supply now and
        the spaces they are in (public: the players trace it over the same map). None when none is kept."""
        if self.state.oob is None:
            return None
        due = self.attrition_due()
        return {"out_of_supply": list(due["out_of_supply"]),
                "spaces": sorted({str(u["space"]) for u in due["units"] if not u["in_supply"]})}

    def apply_attrition(self) -> Change:
        """Phase C: the referee confirms the attrition the aid traced; the units leave the map (14.3.5) and the
        spaces they leave without a fort of theirs change hands (14.3.6)."""
        return self._do("attrition", {})

    def offers(self) -> list[dict[str, Any]]:
        """The VP table's changes that follow from the state, offered at their segment with their reasons
        (the referee confirms each with ``confirm_offer`` or corrects it by hand): {key, delta, reason}."""
        return _offers(self, self.state)

    def confirm_offer(self, key: str) -> Change:
        """The referee confirms an offered VP change (``offers``): it is recorded with its reason."""
        return self._do("offer", {"key": key})

    def next(self) -> Change:
        """Finish the current segment and go to the next (6.0), doing its automatic work."""
        return self._do("next", {})

    def note(self, text: str) -> Change:
        return self._do("note", {"text": text})

    def undo(self) -> Change:
        """Take back the last operation still standing."""
        if not self._standing():
            raise PogStateError(msg("pog.state.nothing_to_undo"))
        ev = Event(TAKEN_BACK, self.now(), {})
        self.events.append(ev)
        self._rebuild()
        change = Change(TAKEN_BACK, ev, (msg("pog.log.undone"),))
        for fn in list(self._listeners):
            fn(change)
        return change

    # --- reading ----------------------------------------------------------------------------
    @property
    def segment(self) -> str:
        return self.rules.segments[self.state.segment].code

    @property
    def phase(self) -> str:
        return self.rules.segments[self.state.segment].phase

    def checklist(self) -> list[Message]:
        return [msg(key) for key in self.rules.segments[self.state.segment].checklist]

    def turn_name(self, turn: int | None = None) -> str:
        t = self.state.turn if turn is None else turn
        return self.rules.turn_names[t - 1]

    def history(self, *, notes: bool = True) -> list[HistoryEntry]:
        """The operations that stand, in order, each with where the game was before it and what it said
        (for the record's readers: the window's record, the exports). ``notes``: the referee's notes too
        (the players' never have them). One pass over the events, as ``_rebuild`` does."""
        standing: list[tuple[int, Event]] = []
        kept_notes: list[tuple[int, Event]] = []
        for seq, ev in enumerate(self.events[1:], start=2):
            if ev.kind == TAKEN_BACK:
                if standing:
                    standing.pop()
            elif ev.kind == "note":
                kept_notes.append((seq, ev))
            else:
                standing.append((seq, ev))
        state = copy.deepcopy(self._base)
        out: list[HistoryEntry] = []
        for seq, ev in standing:
            turn, segment = state.turn, self.rules.segments[state.segment].code
            before = len(state.log)
            _HANDLERS[ev.kind](self, state, dict(ev.data))
            out.append(HistoryEntry(seq, ev.kind, ev.at, turn, segment,
                                    tuple(Message.from_json(m) for m in state.log[before:]), state.vp))
        if notes:
            for seq, ev in kept_notes:
                after = [e for e in out if e.seq < seq]
                turn, segment = (after[-1].turn, after[-1].segment) if after else (1, self.rules.segments[0].code)
                vp = after[-1].vp if after else self._base.vp
                out.append(HistoryEntry(seq, "note", ev.at, turn, segment, (), vp, str(ev.data.get("text", ""))))
            out.sort(key=lambda e: e.seq)
        return out

    def turn_label(self, turn: int | None = None) -> Message:
        """A turn's name on the track as a message in every language ("Aug 1914": "1914年8月")."""
        return turn_label(self.turn_name(turn))

    def view(self, referee: bool = True) -> dict[str, Any]:
        """The state as plain data. The players' view leaves out the dice seed (with it the program's next
        rolls could be foreseen) and the referee's notes."""
        s = self.state
        sc = self.rules.scenarios[s.scenario]
        out: dict[str, Any] = {
            "scenario": s.scenario, "turn": s.turn, "turn_name": self.turn_name(), "last_turn": sc.last_turn,
            "segment": self.segment, "phase": self.phase, "round": s.round, "to_act": s.to_act,
            "vp": s.vp, "thresholds": {"automatic_central": self.rules.automatic_central,
                                       "automatic_allied": self.rules.automatic_allied,
                                       "central_at_least": sc.levels.central_at_least,
                                       "allied_at_most": sc.levels.allied_at_most},
            "standing": sc.levels.standing(s.vp),  # who the track favours now: "central", "allied" or "draw"
            "vp_log": s.vp_log, "war_status": s.war_status,
            "combined_war_status": s.war_status["central"] + s.war_status["allied"], "commitment": s.commitment,
            "mandated": s.mandated, "actions": s.actions, "rp": s.rp, "at_war": s.at_war, "flags": s.flags,
            "options": s.options, "last_combat": s.last_combat, "ended": s.ended, "offers": self.offers(),
            "oob": s.oob, "supply": self._supply_seen(), "us_entry": s.us_entry,
            "checklist": [m.to_json() for m in self.checklist()],
            # the track and the sequence of play, so that a view alone can be drawn (a projector, a phone)
            "turn_label": self.turn_label().to_json(), "action_rounds": self.rules.action_rounds,
            "segments": [{"code": seg.code, "phase": seg.phase} for seg in self.rules.segments],
            "turn_labels": [turn_label(name).to_json() for name in self.rules.turn_names[:sc.last_turn]]}
        if referee:
            out["dice"] = self.dice.to_json()
            out["notes"] = [ev.data.get("text", "") for ev in self.events if ev.kind == "note"]
        return out


# --- handlers: (game, state, data) -> result; each checks before it changes ``state`` -------------

def _log(state: State, message: Message) -> None:
    state.log.append(message.to_json())


def _vp(state: State, game: PogGame, delta: int, reason: Message) -> None:
    state.vp += delta
    state.vp_log.append({"turn": state.turn, "segment": game.rules.segments[state.segment].code, "delta": delta,
                         "vp": state.vp, "reason": reason.to_json()})
    _log(state, msg("pog.log.vp", delta=f"{delta:+d}", vp=state.vp, reason=reason))


def _need(game: PogGame, state: State, *codes: str) -> None:
    code = game.rules.segments[state.segment].code
    if code not in codes:
        raise PogStateError(msg("pog.state.wrong_segment", segment=code, needed=", ".join(codes)))


def _new_rules(data: Mapping[str, Any]) -> bool:
    """An event recorded with issue 32's rules (the chart's shifts, the refusals, Turkey's entry ...); an
    older one replays as it was played, so an old game file opens with the same state."""
    return int(data.get("v", 1)) >= 2


def _side(value: Any) -> str:
    return cb._choice(value, "side", SIDES)


def h_mandated(game: PogGame, state: State, data: dict[str, Any]) -> dict[str, Any]:
    _need(game, state, "A")
    if state.mandated:
        raise PogStateError(msg("pog.state.mo_rolled"))
    typed = data.get("typed", {})
    for side in SIDES:
        if typed.get(side) is not None:
            cb._int(typed.get(side), f"{side} roll", 1, 6)
    roll = game.roller(data)
    flags = state.flags
    for side in SIDES:
        r = roll(f"mandated offensive {side}", typed.get(side))
        mo = pr.mandated_offensive(game.rules, side, r.total, hoffmann=flags["hoffmann"],
                                   hl_take_command=flags["hl_take_command"], bolshevik=flags["bolshevik"],
                                   at_war=state.at_war, italy_conquered=flags.get("italy_conquered", False))
        state.mandated[side] = {**mo.to_json(), "made": False, "joint_with_us": False}
        _log(state, msg("pog.log.mandated", side=msg(f"pog.side.{side}"), roll=r.total, modified=mo.modified,
                        result=msg(f"pog.mo.result.{mo.result}"),
                        effect=msg("pog.mo.effective" if mo.effective else "pog.mo.no_effect")))
    return {"mandated": state.mandated}


def h_action(game: PogGame, state: State, data: dict[str, Any]) -> dict[str, Any]:
    _need(game, state, "B")
    side = _side(data.get("side"))
    kind = cb._choice(data.get("kind"), "action", ACTIONS)
    if state.round > game.rules.action_rounds:
        raise PogStateError(msg("pog.state.rounds_done"))
    if side != state.to_act:
        raise PogStateError(msg("pog.state.not_your_round", side=msg(f"pog.side.{state.to_act}"), round=state.round))
    value = cb._int(data.get("value", 0), "value", 0)
    if kind in ("sr", "rp"):  # 9.3.3, 9.4.3: not in two action rounds in a row within a turn
        if any(a["side"] == side and a["kind"] == kind and a["round"] == state.round - 1 for a in state.actions):
            raise PogStateError(msg("pog.action.consecutive", kind=msg(f"pog.action.{kind}")))
    if kind == "peace" and not game.rules.scenarios[state.scenario].peace_allowed:
        raise PogStateError(msg("pog.action.no_peace"))  # 5.3.3
    if kind == "auto" and value not in (0, 1):
        raise PogError(msg("pog.action.auto_one"))
    if kind == "auto":
        value = 1  # 8.1.3: one OPS
    entry: dict[str, Any] = {"round": state.round, "side": side, "kind": kind, "card": str(data.get("card", "")),
                             "value": value}
    if kind == "rp":
        rp = data.get("rp", {})
        if not isinstance(rp, Mapping) or not rp:
            raise PogError(msg("pog.action.rp_needed"))
        for nation, points in rp.items():
            cb._choice(nation, "rp nation", NATIONS)
            cb._int(points, f"rp {nation}", 0)
            if nation not in state.at_war and nation in ("BU", "IT", "TU"):  # 9.4.1
                continue
            state.rp[side][nation] = state.rp[side].get(nation, 0) + points
        entry["rp"] = dict(rp)
    us_rp = _us_entry(game, state, data, side, kind, entry)
    if us_rp:  # 16.3: after "Over There" every Allied RP card gives US RP too
        state.rp[side]["US"] = state.rp[side].get("US", 0) + us_rp
        entry["rp"] = {**entry.get("rp", {}), "US": entry.get("rp", {}).get("US", 0) + us_rp}
    if kind == "event":
        ws = cb._int(data.get("war_status", 0), "war_status", 0)
        neutral = str(data.get("neutral_entry", ""))
        if neutral:
            cb._choice(neutral, "neutral_entry", NATIONS)
            if _new_rules(data):
                pr.check_neutral_entry(neutral, side, state.at_war)  # 9.5.2.1, 9.5.2.3
            if state.neutral_entry_turn == state.turn:  # 9.5.2.2
                raise PogStateError(msg("pog.action.one_entry"))
            state.neutral_entry_turn = state.turn
            if neutral not in state.at_war:
                state.at_war.append(neutral)
        reinf = str(data.get("reinforcement", ""))
        if reinf:
            cb._choice(reinf, "reinforcement", NATIONS)
            if state.turn == 1:
                raise PogStateError(msg("pog.action.no_reinf_turn1"))  # 9.5.3.1
            if reinf in state.reinforced:
                raise PogStateError(msg("pog.action.one_reinf", nation=reinf))
            state.reinforced.append(reinf)
        if ws:  # 9.5.1.3
            state.war_status[side] += ws
            _log(state, msg("pog.log.war_status", side=msg(f"pog.side.{side}"), n=ws, total=state.war_status[side]))
        entry.update({"war_status": ws, "neutral_entry": neutral, "reinforcement": reinf})
    state.actions.append(entry)
    _log(state, msg("pog.log.action", round=state.round, side=msg(f"pog.side.{side}"), action=msg(f"pog.action.{kind}"),
                    card=entry["card"] or "-", value=value))
    if side == "allied":
        state.round += 1
    state.to_act = other(side)
    return {"action": entry}


def _us_entry(game: PogGame, state: State, data: Mapping[str, Any], side: str, kind: str,
              entry: Mapping[str, Any]) -> int:
    """16.3 by the cards' texts (tables.toml [us_entry]; events recorded with rules version 3 on): the
    Zimmermann Telegram brings the US in and subtracts its VP; Over There only on a later turn; the cards
    that need Over There only on a turn after it. Returns the US RP an Allied RP card adds."""
    us = game.rules.us_entry
    if not us or int(data.get("v", 1)) < 3:
        return 0
    if kind == "rp" and side == "allied" and "over_there" in state.us_entry:
        return int(us["us_rp"])
    if kind != "event" or side != "allied":
        return 0
    card = space_key(str(entry.get("card", "")))
    if card == space_key(us["telegram"]):
        if "telegram" in state.us_entry:
            raise PogStateError(msg("pog.us.twice", card=us["telegram"]))
        state.us_entry["telegram"] = state.turn
        if "US" not in state.at_war:
            state.at_war.append("US")
        _log(state, msg("pog.log.us_enters", card=us["telegram"]))
        if us["telegram_vp"]:
            _vp(state, game, int(us["telegram_vp"]), msg("pog.reason.us_entry", card=us["telegram"]))
    elif card == space_key(us["over_there"]):
        played = state.us_entry.get("telegram")
        if played is None or played >= state.turn:
            raise PogStateError(msg("pog.us.too_soon", card=us["over_there"], after=us["telegram"]))
        state.us_entry["over_there"] = state.turn
    elif card in {space_key(c) for c in us["after_over_there"]}:
        played = state.us_entry.get("over_there")
        if played is None or played >= state.turn:
            raise PogStateError(msg("pog.us.too_soon", card=str(entry.get("card", "")), after=us["over_there"]))
    return 0


def h_mo_made(game: PogGame, state: State, data: dict[str, Any]) -> dict[str, Any]:
    _need(game, state, "B")
    side = _side(data.get("side"))
    mo = state.mandated.get(side)
    if not mo or not mo["effective"]:
        raise PogStateError(msg("pog.state.no_mo", side=msg(f"pog.side.{side}")))
    mo["made"] = True
    mo["joint_with_us"] = bool(data.get("joint_with_us", False))
    _log(state, msg("pog.log.mo_made", side=msg(f"pog.side.{side}"), result=msg(f"pog.mo.result.{mo['result']}")))
    return {}


def h_combat(game: PogGame, state: State, data: dict[str, Any]) -> dict[str, Any]:
    _need(game, state, "B")
    inp = data.get("input")
    if not isinstance(inp, Mapping):
        raise PogError(msg("pog.input.not_object", field="combat"))
    from_oob = False
    again: list[dict[str, Any]] = []
    forts = _version(data) >= 5
    if state.oob is not None:  # the units of the spaces named, from the order of battle kept
        inp, from_oob = od.fill_combat(state.oob, inp)
        if from_oob and forts:  # 12.5.6: units that retreated this action round add no CF
            inp, again = _retreated_again(game, state, inp)
    sieges = od.besieged(game.rules, state.oob) if state.oob is not None and forts else []
    res = cb.resolve_combat(game.rules, inp, game.roller(data), legacy=not _new_rules(data))
    state.last_combat = {"input": dict(inp), **res.to_json()}
    if from_oob and state.oob is not None:
        state.last_combat["from_oob"] = True  # its retreat and advance may be applied to the stacks
        changed = od.apply_losses(state.oob, res, inp)
        _log(state, msg("pog.log.oob_applied", spaces=", ".join(changed) or "-"))
    if again and state.oob is not None:  # 12.5.6: a loss number of 1 or more eliminates them at once
        ids = [str(u["id"]) for u in again]
        hit = res.fire["attacker"].losses >= 1
        if hit:
            od.eliminate_ids(state.oob, ids)
        state.last_combat["retreated_again"] = {"units": ids, "eliminated": hit}
        _log(state, msg("pog.log.retreated_again", units=", ".join(ids),
                        outcome=msg("pog.retreated_again.eliminated" if hit else "pog.retreated_again.spared")))
    lost = res.losses.get("defender")
    space = str(res.steps[0].get("space") or "") if res.steps else ""
    said = data["input"].get("defender") if isinstance(data["input"].get("defender"), Mapping) else {}
    if (forts and state.oob is not None and space in game.rules.spaces and said.get("fort") is False
            and od.fort_standing(game.rules, state.oob, space)):  # the players say its fort is destroyed
        od.destroy_fort(game.rules, state.oob, space)
        _log(state, msg("pog.log.fort_destroyed", space=space))
    if forts and state.oob is not None and lost is not None and lost.fort_destroyed and space in game.rules.spaces:
        od.destroy_fort(game.rules, state.oob, space)  # 15.1.7, 15.1.9: kept destroyed
        if space in sieges:  # a besieged fort eliminated: its space passes to the besieger at once
            state.oob["control"][space] = other(od.fort_side(game.rules, space))
        _log(state, msg("pog.log.fort_destroyed", space=space))
    _log(state, msg("pog.log.combat", a=res.fire["attacker"].losses, d=res.fire["defender"].losses,
                    winner=msg(f"pog.combat.winner.{res.winner}"), retreat=res.retreat))
    if res.fire["attacker"].shifts or res.fire["defender"].shifts:  # each shift with its reason (12.2.7)
        _log(state, msg("pog.log.shifts", a=cb.shift_text(res.fire["attacker"].shifts),
                        d=cb.shift_text(res.fire["defender"].shifts)))
    for note in res.notes:
        if note.key in ("pog.combat.wiped_out", "pog.combat.trench_cancelled"):
            _log(state, note)
    side = inp.get("side")
    if inp.get("mandated") and side in SIDES and state.mandated.get(side, {}).get("effective"):
        if _new_rules(data):
            pr.check_mandated_attack(state.mandated[side]["result"], res.attackers, res.defenders)  # 7.1.3-7.1.7
        state.mandated[side]["made"] = True
        state.mandated[side]["joint_with_us"] = bool(inp.get("joint_with_us", False))
    return state.last_combat


def h_vp(game: PogGame, state: State, data: dict[str, Any]) -> dict[str, Any]:
    delta = cb._int(data.get("delta"), "delta")
    if delta == 0:
        raise PogError(msg("pog.input.zero_vp"))
    _vp(state, game, delta, msg("pog.reason.table", text=str(data.get("reason", "")) or "-"))
    return {"vp": state.vp}


def h_flag(game: PogGame, state: State, data: dict[str, Any]) -> dict[str, Any]:
    flag = cb._choice(data.get("flag"), "flag", FLAGS)
    state.flags[flag] = bool(data.get("value", True))
    _log(state, msg("pog.log.flag", flag=msg(f"pog.flag.{flag}")))
    return {}


def h_enter_war(game: PogGame, state: State, data: dict[str, Any]) -> dict[str, Any]:
    nation = cb._choice(data.get("nation"), "nation", NATIONS)
    if nation not in state.at_war:
        state.at_war.append(nation)
    _log(state, msg("pog.log.enter_war", nation=nation))
    return {}


def h_entrench(game: PogGame, state: State, data: dict[str, Any]) -> dict[str, Any]:
    _need(game, state, "B")
    if not state.flags["entrench"]:
        raise PogStateError(msg("pog.trench.no_card"))  # 11.2.1
    nation = cb._choice(data.get("nation"), "nation", NATIONS)
    level = cb._int(data.get("level"), "level", 0, 2)
    typed = data.get("typed")
    if typed is not None:
        cb._int(typed, "roll", 1, 6)
    pr.entrench(game.rules, nation, level, 1, out_of_supply=bool(data.get("out_of_supply")))  # check before rolling
    r = game.roller(data)("entrench", typed)
    res = pr.entrench(game.rules, nation, level, r.total, failed_before=bool(data.get("failed_before")),
                      optional_drm=state.options.get("entrench_drm", False))
    _log(state, msg("pog.log.entrench", nation=nation, roll=res.modified, lf=res.lf,
                    outcome=msg("pog.trench.success" if res.success else "pog.trench.fail"), level=res.level))
    return res.to_json()


def _siege_terms(game: PogGame, state: State, data: Mapping[str, Any]) -> tuple[str | None, int, list[dict[str, Any]]]:
    """The siege roll's fort (its space on the map, or None), its value and each drm with its reason: the turn's
    (tables.toml ``[siege]``, 15.3.3) and the referee's typed one. Since rules version 5 a fort named by its
    space takes the map's value when none is given, and with the order of battle kept must be standing and
    besieged there (15.1.9; 15.2.1, 15.2.4: a fort not besieged makes no surrender roll)."""
    new = _version(data) >= 5
    name = str(data.get("fort", ""))
    sp = game.rules.space(name) if new and name.strip() else None
    if sp is not None and sp.fort <= 0:
        raise PogError(msg("pog.fort.none", space=sp.name))
    cf_in = data.get("cf")
    if cf_in is None and sp is None:
        raise PogError(msg("pog.siege.which_fort", fort=name.strip()[:40] or "-"))
    cf = sp.fort if cf_in is None and sp is not None else cb._int(cf_in, "cf", 0)
    if sp is not None and state.oob is not None:
        if od.fort_destroyed(state.oob, sp.name):
            raise PogStateError(msg("pog.siege.destroyed", space=sp.name))  # 15.1.9
        if sp.name not in od.besieged(game.rules, state.oob):
            raise PogStateError(msg("pog.siege.not_besieged", space=sp.name, fort=sp.fort))  # 15.2.1, 15.2.4
    drm = cb._int(data.get("drm", 0), "drm")
    turn_drm = game.rules.siege_drm_by_turn.get(state.turn, 0) if _new_rules(data) else 0  # 15.3.3: -2 in 1914
    modifiers: list[dict[str, Any]] = []  # each drm with its reason, as the record shows it
    if turn_drm:
        modifiers.append({"by": "turn", "drm": turn_drm, "reason": msg(
            "pog.siege.turn_drm", drm=f"{turn_drm:+d}", turn=game.turn_label(state.turn)).to_json()})
    if drm:
        modifiers.append({"by": "typed", "drm": drm, "reason": msg("pog.siege.typed_drm", drm=f"{drm:+d}").to_json()})
    return (sp.name if sp is not None else None), cf, modifiers


def h_siege(game: PogGame, state: State, data: dict[str, Any]) -> dict[str, Any]:
    _need(game, state, "D")
    space, cf, modifiers = _siege_terms(game, state, data)
    typed = data.get("typed")
    if typed is not None:
        cb._int(typed, "roll", 1, 6)
    r = game.roller(data)("siege", typed)
    total = sum(int(m["drm"]) for m in modifiers)
    turn_drm = sum(int(m["drm"]) for m in modifiers if m["by"] == "turn")
    fallen = pr.siege_roll(cf, r.total, total)  # 15.3.2: the die, modified, greater than the fort's value
    _log(state, msg("pog.log.siege", fort=space or str(data.get("fort", "")), roll=r.total, drm=f"{total:+d}", cf=cf,
                    outcome=msg("pog.siege.fallen" if fallen else "pog.siege.holds")))
    for m in modifiers:
        _log(state, Message.from_json(m["reason"]))
    out: dict[str, Any] = {"roll": r.total, "drm": total, "turn_drm": turn_drm, "fallen": fallen,
                           "modifiers": modifiers, "cf": cf}
    if space is not None:
        out["space"] = space
    if fallen and space is not None and state.oob is not None:  # 15.1.9; its space the besieger's at once
        oob = copy.deepcopy(state.oob)
        od.destroy_fort(game.rules, oob, space)
        oob["control"][space] = other(od.fort_side(game.rules, space))
        state.oob = oob
        out["destroyed"] = True
        _log(state, msg("pog.log.fort_destroyed", space=space))
    return out


def h_fort(game: PogGame, state: State, data: dict[str, Any]) -> dict[str, Any]:
    oob = copy.deepcopy(state.oob) if state.oob is not None else od.empty()
    destroyed = bool(data.get("destroyed", True))
    space = od.destroy_fort(game.rules, oob, data.get("space"), destroyed)
    state.oob = oob
    _log(state, msg("pog.log.fort_destroyed" if destroyed else "pog.log.fort_standing", space=space))
    return {"space": space, "destroyed": destroyed}


def _version(data: Mapping[str, Any]) -> int:
    return int(data.get("v", 1))


def _actions_of(state: State, side: str) -> int:
    return sum(1 for a in state.actions if a.get("side") == side)


def _mark_valid(state: State, mark: Mapping[str, Any] | None, side: str) -> bool:
    """12.5.6: the units marked retreated are of ``side`` and retreated in this action round: the same turn,
    and ``side`` has logged no action since (the sides alternate, so the attacker's round is not over)."""
    return (mark is not None and mark.get("side") == side and mark.get("turn") == state.turn
            and mark.get("actions") == _actions_of(state, side))


def _retreated_again(game: PogGame, state: State, inp: Mapping[str, Any]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """12.5.6 (seed 003; the living rules 12.5.6): defenders that retreated into this space earlier in the same
    action round add no CF to the combat and take no part in its losses (``h_combat`` eliminates them when
    the attacker's loss number is 1 or more). Returns the combat's input without them, and them. A space
    holding only such units (and no fort standing) may not be attacked (12.1.1 of the seed, 12.1.2 of the
    living rules)."""
    out = dict(inp)
    d = dict(out.get("defender") or {})
    units = [u for u in d.get("units", []) if isinstance(u, Mapping)]
    mark = state.retreated
    if not units or mark is None:
        return out, []
    side = cb.side_of(str(units[0].get("nation", "")))
    if not _mark_valid(state, mark, side):
        return out, []
    ids = {str(i) for i in mark["ids"]}
    again = [dict(u) for u in units if str(u.get("id")) in ids]
    if not again:
        return out, []
    rest = [u for u in units if str(u.get("id")) not in ids]
    space = str(d.get("space", ""))
    sp = game.rules.space(space)
    fort = sp is not None and state.oob is not None and od.fort_standing(game.rules, state.oob, sp.name) \
        and d.get("fort") is not False
    if not rest and not fort:
        raise PogError(msg("pog.combat.only_retreated", space=sp.name if sp is not None else space))
    d["units"] = rest
    out["defender"] = d
    return out, again


def h_after_combat(game: PogGame, state: State, data: dict[str, Any]) -> dict[str, Any]:
    _need(game, state, "B")
    if state.oob is None:
        raise PogError(msg("pog.move.no_combat"))
    oob = copy.deepcopy(state.oob)
    kind = str(data.get("kind"))
    if kind == "stand":  # 12.5.3: one more step instead of the retreat
        units = data.get("units")
        unit = units[0] if isinstance(units, list) and len(units) == 1 else None
        if unit is None:
            raise PogError(msg("pog.move.one_unit"))
        space, became = od.stand(game.rules, oob, state.last_combat, unit)
        state.oob = oob
        state.last_combat = {**(state.last_combat or {}), "stood": True}
        _log(state, msg("pog.log.stood", unit=str(unit), space=space, became=msg(f"pog.move.became.{became}")))
        return {"space": space, "unit": str(unit), "became": became, "stack": oob["stacks"].get(space, [])}
    if kind == "eliminate":  # 12.5.4: no space to retreat to
        gone = od.eliminate_unretreatable(game.rules, oob, state.last_combat)
        state.oob = oob
        state.last_combat = {**(state.last_combat or {}), "stood": True}
        _log(state, msg("pog.log.no_retreat", units=", ".join(gone)))
        return {"eliminated": gone}
    space, moved = od.after_combat(game.rules, oob, state.last_combat, kind, data.get("units"), data.get("to"),
                                   strict=_version(data) >= 4, forts=_version(data) >= 5)
    state.oob = oob
    if kind == "retreat" and _version(data) >= 5 and moved:  # 12.5.6: marked for this action round
        side = cb.side_of(str(next(u for u in oob["stacks"][space] if str(u["id"]) == moved[0])["nation"]))
        mark = state.retreated if _mark_valid(state, state.retreated, side) else None
        ids = list(mark["ids"]) if mark else []
        state.retreated = {"side": side, "turn": state.turn, "actions": _actions_of(state, side),
                           "ids": ids + [i for i in moved if i not in ids]}
    _log(state, msg(f"pog.log.{'retreated' if kind == 'retreat' else 'advanced'}", units=", ".join(moved), space=space))
    return {"space": space, "moved": moved, "stack": oob["stacks"].get(space, []),
            "besieged": space in od.besieged(game.rules, oob)}


def h_replace(game: PogGame, state: State, data: dict[str, Any]) -> dict[str, Any]:
    side = _side(data.get("side"))
    _need(game, state, "F.1" if side == "allied" else "F.2")  # F.1 Allied, F.2 Central
    spent = dict(data.get("spent", {})) if isinstance(data.get("spent", {}), Mapping) else None
    if spent is None:
        raise PogError(msg("pog.input.not_object", field="spent"))
    oob = None
    rebuilt: list[str] = []
    if "units" in data:  # units named: rebuilt in the order of battle, one RP of their nation each
        if state.oob is None:
            raise PogError(msg("pog.rp.no_oob"))
        oob = copy.deepcopy(state.oob)
        cost = od.replace_units(game.rules, oob, side, data["units"])
        for nation, n in cost.items():
            if nation not in spent:
                spent[nation] = n
            elif cb._int(spent[nation], f"rp {nation}", 0) < n:
                raise PogError(msg("pog.rp.units_cost", nation=nation, n=n, spent=spent[nation]))
        rebuilt = [str(u if isinstance(u, str) else u["id"]) for u in data["units"]]
    for nation, points in spent.items():
        have = state.rp[side].get(nation, 0)
        cb._int(points, f"rp {nation}", 0)
        if points > have:
            raise PogError(msg("pog.rp.too_many", nation=str(nation), n=points, have=have))
    for nation, points in spent.items():
        state.rp[side][nation] -= points
        _log(state, msg("pog.log.rp_spent", nation=str(nation), n=points))
    if oob is not None:
        state.oob = oob
        _log(state, msg("pog.log.rebuilt", units=", ".join(rebuilt)))
    return {"rp": state.rp[side], "rebuilt": rebuilt}


def _end(state: State, victory: pr.Victory) -> None:
    state.ended = {"result": victory.result, "automatic": victory.automatic, "reason": victory.reason.to_json()}
    _log(state, msg("pog.log.ended", result=msg(f"pog.result.{victory.result}"), reason=victory.reason))


def h_armistice(game: PogGame, state: State, data: dict[str, Any]) -> dict[str, Any]:
    _need(game, state, "E.3")
    if state.scenario != "campaign":
        raise PogStateError(msg("pog.state.armistice_campaign"))
    _end(state, pr.victory(game.rules, state.scenario, state.vp, brest_litovsk=state.flags["brest_litovsk"],
                           tournament_bid=game.setup.get("tournament_bid")))
    return dict(state.ended or {})


def h_peace(game: PogGame, state: State, data: dict[str, Any]) -> dict[str, Any]:
    if not game.rules.scenarios[state.scenario].peace_allowed:
        raise PogStateError(msg("pog.action.no_peace"))
    _end(state, pr.victory(game.rules, state.scenario, state.vp, peace=True,
                           tournament_bid=game.setup.get("tournament_bid")))
    return dict(state.ended or {})


def _final(game: PogGame, state: State) -> pr.Victory:
    return pr.victory(game.rules, state.scenario, state.vp, brest_litovsk=state.flags["brest_litovsk"],
                      tournament_bid=game.setup.get("tournament_bid"))


def h_next(game: PogGame, state: State, data: dict[str, Any]) -> dict[str, Any]:
    rules = game.rules
    code = rules.segments[state.segment].code
    sc = rules.scenarios[state.scenario]
    if code == "A" and not state.mandated:
        raise PogStateError(msg("pog.state.mo_first"))
    if code == "B" and state.round <= rules.action_rounds:
        raise PogStateError(msg("pog.state.rounds_left", n=rules.action_rounds - state.round + 1))
    if code == "E.2":  # 5.2
        auto = pr.automatic_victory(rules, state.vp)
        if auto is not None:
            _end(state, pr.Victory(auto, auto, state.vp, msg("pog.victory.automatic", vp=state.vp)))
            return dict(state.ended or {})
    if code == "E.4" and state.turn != 1 and not sc.commitment_frozen:  # E.4; 5.3.2
        rose = []
        for side in SIDES:
            level = pr.commitment_level(rules, state.war_status[side])
            if rules.commitment_levels.index(level) > rules.commitment_levels.index(state.commitment[side]):
                state.commitment[side] = level
                rose.append(side)
                _log(state, msg("pog.log.commitment", side=msg(f"pog.side.{side}"), level=msg(f"pog.level.{level}")))
                for nation, why in (pr.entries_at_commitment(side, level, rules.commitment_levels)
                                    if _new_rules(data) else []):
                    if nation not in state.at_war:  # 16.1.3.1: Turkey enters at the Central Limited War
                        state.at_war.append(nation)
                        _log(state, msg("pog.log.enters", nation=msg(f"pog.nation.{nation}"), reason=why))
                if int(data.get("v", 1)) >= 4:  # 5.1.3: every level passed this turn; the VP are offered (_offers)
                    for passed in rules.commitment_levels[1:rules.commitment_levels.index(level) + 1]:
                        state.first_to.setdefault(passed, side)
                elif level not in state.first_to:
                    state.first_to[level] = side
                    if side == "allied" and state.options.get("allied_war_first_vp"):  # 5.1.3, as recorded before
                        _vp(state, game, 1, msg("pog.reason.allied_first", level=msg(f"pog.level.{level}")))
        if sc.ends_at_total_war and any(state.commitment[s] == rules.commitment_levels[-1] for s in SIDES):  # 5.4.1
            _end(state, _final(game, state))
            return dict(state.ended or {})
    if code in ("F.1", "F.2"):  # unused RP are lost
        side = "allied" if code == "F.1" else "central"
        lost = {n: p for n, p in state.rp[side].items() if p}
        if lost:
            _log(state, msg("pog.log.rp_lost", side=msg(f"pog.side.{side}"), n=sum(lost.values())))
        state.rp[side] = {}
    if code == "H":
        if state.turn >= sc.last_turn:
            _end(state, _final(game, state))
            return dict(state.ended or {})
        state.turn += 1
        state.segment = 0
        state.round, state.to_act = 1, "central"
        state.mandated, state.actions, state.reinforced = {}, [], []
        _log(state, msg("pog.log.turn", turn=state.turn, name=game.turn_name(state.turn)))
        return {"segment": "A"}
    state.segment += 1
    new = rules.segments[state.segment].code
    if new == "E.1":  # 7.1.3: the mandated-offensive penalties at the end of the turn
        for side in SIDES:
            mo = state.mandated.get(side)
            if mo and mo["effective"]:
                delta = pr.mandated_vp(side, mo["result"], mo["made"], french_mutiny=state.flags["french_mutiny"],
                                       joint_with_us=mo["joint_with_us"])
                if delta:
                    _vp(state, game, delta, msg("pog.reason.mandated", side=msg(f"pog.side.{side}"),
                                                result=msg(f"pog.mo.result.{mo['result']}")))
    _log(state, msg("pog.log.segment", segment=new))
    return {"segment": new}


def _offers(game: PogGame, state: State) -> list[dict[str, Any]]:
    """What the VP table's "During the War Status Phase" part (E.1) gives that the aid can know: the
    Blockade's -1 VP in each Winter turn once its event is in play (the referee marks it); +1 VP each turn
    while Italy has not entered the war after the Allies reached Total War (the Italy card's text)."""
    if state.ended is not None:
        return []
    code = game.rules.segments[state.segment].code
    if code == "E.4":
        return [o for o in _allied_first_offers(game, state) if f"{state.turn}:{o['key']}" not in state.offers_taken]
    if code != "E.1":
        return []
    out: list[dict[str, Any]] = []
    if state.flags.get("blockade") and game.turn_name(state.turn).lower().startswith("winter"):
        out.append({"key": "blockade", "delta": -1, "reason": msg("pog.offer.blockade").to_json()})
    if state.commitment.get("allied") == game.rules.commitment_levels[-1] and "IT" not in state.at_war:
        out.append({"key": "italy_unplayed", "delta": 1, "reason": msg("pog.offer.italy_unplayed").to_json()})
    return [o for o in out if f"{state.turn}:{o['key']}" not in state.offers_taken]


def _allied_first_offers(game: PogGame, state: State) -> list[dict[str, Any]]:
    """5.1.3 (optional): +1 VP for each war commitment level (Limited War, Total War) the Allies reach
    before the Central Powers. Offered at E.4, where commitment rises: the Allies' war status reaches the
    level this turn and the Central Powers' does not (both in the same turn: neither was first, 5.1.3
    counts by turn, not by round), and nobody reached it in an earlier turn."""
    rules = game.rules
    if (not state.options.get("allied_war_first_vp") or state.turn == 1
            or rules.scenarios[state.scenario].commitment_frozen):
        return []
    reached = {s: rules.commitment_levels.index(pr.commitment_level(rules, state.war_status[s])) for s in SIDES}
    out: list[dict[str, Any]] = []
    for i, level in enumerate(rules.commitment_levels[1:], start=1):
        if level in state.first_to or reached["allied"] < i or reached["central"] >= i:
            continue
        out.append({"key": f"allied_first_{level}", "delta": 1,
                    "reason": msg("pog.reason.allied_first", level=msg(f"pog.level.{level}")).to_json()})
    return out


def h_place(game: PogGame, state: State, data: dict[str, Any]) -> dict[str, Any]:
    oob = copy.deepcopy(state.oob) if state.oob is not None else od.empty()
    space = od.place(game.rules, oob, data.get("space"), data.get("units", []), data.get("trench"), data.get("control"),
                     forts=_version(data) >= 5)
    state.oob = oob
    _log(state, msg("pog.log.placed", space=space, n=len(oob["stacks"].get(space, [])),
                    trench=oob["trenches"].get(space, 0)))
    return {"space": space, "stack": oob["stacks"].get(space, [])}


def h_box(game: PogGame, state: State, data: dict[str, Any]) -> dict[str, Any]:
    oob = copy.deepcopy(state.oob) if state.oob is not None else od.empty()
    od.set_box(game.rules, oob, data.get("box"), data.get("side"), data.get("units", []))
    state.oob = oob
    _log(state, msg("pog.log.box", box=msg(f"pog.oob.box.{data.get('box')}"), side=msg(f"pog.side.{data.get('side')}"),
                    n=len(data.get("units", []))))
    return {}


def h_attrition(game: PogGame, state: State, data: dict[str, Any]) -> dict[str, Any]:
    _need(game, state, "C")
    if state.oob is None:
        raise PogStateError(msg("pog.oob.not_kept"))
    oob = copy.deepcopy(state.oob)
    doc = od.supply_input(game.rules, oob) if _version(data) >= 5 else {"units": od.units_in(oob),
                                                                         "control": od.control_of(game.rules, oob)}
    due = su.check_supply(game.rules, doc)
    out = set(due["out_of_supply"])
    lost = control_lost(game.rules, oob, out) if _version(data) >= 6 else {}
    for space in list(oob["stacks"]):
        keep = []
        for u in oob["stacks"][space]:
            if str(u["id"]) not in out:
                keep.append(u)
                continue
            side = cb.side_of(str(u["nation"]))
            unit = {k: v for k, v in u.items() if k != "space"}
            oob["boxes"]["eliminated" if u.get("type") == "corps" else "removed"][side].append(unit)  # 14.3.5
        if keep:
            oob["stacks"][space] = keep
        else:
            del oob["stacks"][space]
    oob["control"].update(lost)  # 14.3.6
    state.oob = oob
    _log(state, msg("pog.log.attrition", n=len(out), units=", ".join(sorted(out)) or "-"))
    if lost:
        _log(state, msg("pog.log.attrition_control", spaces=", ".join(sorted(lost))))
    return {**due, "control_lost": sorted(lost)}


def control_lost(rules: Rules, oob: Mapping[str, Any], out: set[str]) -> dict[str, str]:
    """14.3.6: a space its side controls, whose units of that side attrition removes (every one of them),
    and with no standing fort of that side, becomes the enemy's. Space -> its new side."""
    control = od.control_of(rules, oob)
    lost: dict[str, str] = {}
    for space, units in oob["stacks"].items():
        if not units or any(str(u["id"]) not in out for u in units):
            continue
        side = cb.side_of(str(units[0]["nation"]))
        if control.get(space) != side:
            continue
        if od.fort_standing(rules, oob, space) and od.fort_side(rules, space) == side:
            continue  # 15.1.9: a friendly fort keeps the space
        lost[space] = other(side)
    return lost


def h_offer(game: PogGame, state: State, data: dict[str, Any]) -> dict[str, Any]:
    key = str(data.get("key", ""))
    offer = next((o for o in _offers(game, state) if o["key"] == key), None)
    if offer is None:
        raise PogStateError(msg("pog.offer.none", offer=key[:40]))
    state.offers_taken.append(f"{state.turn}:{key}")
    _vp(state, game, int(offer["delta"]), Message.from_json(offer["reason"]))
    return {"vp": state.vp}


def h_note(game: PogGame, state: State, data: dict[str, Any]) -> dict[str, Any]:
    return {}


_HANDLERS: dict[str, Callable[[PogGame, State, dict[str, Any]], dict[str, Any]]] = {
    "mandated": h_mandated, "action": h_action, "mo_made": h_mo_made, "combat": h_combat, "vp": h_vp, "flag": h_flag,
    "enter_war": h_enter_war, "entrench": h_entrench, "siege": h_siege, "replace": h_replace, "after_combat": h_after_combat,
    "armistice": h_armistice, "peace": h_peace, "next": h_next, "note": h_note, "offer": h_offer,
    "place": h_place, "box": h_box, "attrition": h_attrition, "fort": h_fort,
}
# every kind of event a record of this version holds (any other: a newer version's, refused on replay)
EVENT_KINDS = frozenset(_HANDLERS) | {"setup", TAKEN_BACK}

__all__ = ["ACTIONS", "Change", "FLAGS", "HistoryEntry", "PogGame", "State", "turn_label"]

"""A game of 列欧帝国棋: its state, every action of chapters 1-14, and its event log.

The game *is* its events: ``setup`` (seed, ruleset, options), then one ``act`` per action (the action
line as typed, canonical, and every die it used), and ``undo`` taking the last action back. Replaying
the events rebuilds the game exactly (the recorded dice are used, never re-rolled).

Actions (docs/lieou.md has the notation): ``roll [faces]`` resolves what waits for dice (a set-up step,
one battle round, an air combat round, a raid, a bombing, a leader's fate, an airfield's die), ``fight``
rolls everything until a choice is awaited or all is decided, ``choose [VALUE]`` answers the choice the
game waits for; ``move``, ``attack``, ``build``, ``sail``, ``adjust``, ``mobilise``, ``general``,
``marshal``, ``gather``, ``send``, ``muster``, ``fly`` and ``bomb`` are the orders of chapters 3-13;
``support``, ``raid`` and ``counter`` are said before an attack's first die (8.2, 9.7, 13.4, 13.5).
Every operation returns a ``Change`` (what changed, with messages in four languages) and tells the
subscribers; a refused one raises ``LieouError`` and leaves the game as it was.

The parts: ``base.py`` (places, leaders, air, orders), ``forces.py`` (building and moving, chapters
7-12), ``war.py`` (attacks, bombing and what follows them, chapters 4-6, 8-10, 13), ``state.py`` (the
state as data).
"""

from __future__ import annotations

import copy
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from referee_app.core.dice import Dice, DiceError, Roll
from referee_app.core.errors import RefereeError
from referee_app.core.events import Event, check_kinds
from referee_app.core.messages import Many, Message, msg, register_catalogue

from .actions import Action, LieouError
from .air import AirForce
from .attack_odds import AttackOdds, AttackSpec, whole_odds
from .base import DiceSource, NoDice, _DryRunDice, orders_for_regimes
from .battle import BattleError
from .board import Board, load_board
from .forces import ForcesMixin
from .notation import token_hint
from .params import LandRef, PlaceRef, colour, country, leader
from .rules import RuleOptions, load_ruleset
from .state import Fleet, Leader, Regime, State
from .tables import OVERLORD, load_tables
from .war import DECISIONS, PREPARE_VERBS, WarMixin

register_catalogue("referee_app.games.lieou")

GAME_NAME = "lieou"
EVENT_KINDS = frozenset({"setup", "act", "undo"})  # any other kind in a record: a newer version wrote it
EVENT_VERSION = 2  # 2: chapters 7-13 and choices after the dice (a record of version 1 replays with defaults)
ORDER_VERBS = ("move", "attack", "build", "sail", "adjust", "mobilise", "general", "marshal", "gather", "send",
               "muster", "fly", "bomb")


@dataclass(frozen=True)
class Change:
    """What one operation changed: the places touched, what happened (messages) and the event."""

    kind: str
    lands: frozenset[str]
    messages: tuple[Message, ...]
    event: Event | None


Listener = Callable[[Change], None]


@dataclass(frozen=True)
class Batch:
    """Several action lines done in turn (``LieouGame.act_lines``): the changes of those done, and the first
    line refused (its number among the lines, the line, why) with the lines after it, not tried."""

    done: tuple[tuple[str, Change], ...]
    failed: tuple[int, str, Message] | None = None
    left: tuple[str, ...] = ()

    def report(self) -> Message | None:
        """One line for the referee: which line failed and why, which were done, which were not tried."""
        if self.failed is None:
            return None
        n, line, why = self.failed
        return msg("lieou.batch.failed", n=n, line=line, why=why,
                   done=Many([x for x, _ in self.done], "list") if self.done else msg("lieou.batch.none"),
                   left=len(self.left))


def action_lines(texts: Sequence[str]) -> list[str]:
    """The action lines of one or more texts: one a line (or a pasted list), blank lines and ``#`` notes left out."""
    out: list[str] = []
    for text in texts:
        for raw in str(text).replace("\r", "\n").split("\n"):
            line = raw.strip()
            if line and not line.startswith("#"):
                out.append(line)
    return out


class LieouGame(ForcesMixin, WarMixin):
    """One game of 列欧帝国棋 (see the module's docstring)."""

    game_name = GAME_NAME

    def __init__(self, seed: int | None = None, ruleset: str = "standard",
                 options: Mapping[str, Any] | None = None, clock: Callable[[], float] = time.time,
                 position: Mapping[str, Any] | None = None) -> None:
        self.board: Board = load_board()
        self.tables = load_tables()
        self.now = clock  # the wall clock the game stamps its events with (as every game's ``now``)
        title, base = load_ruleset(ruleset)
        merged = {**base.to_json(), **dict(options or {})}
        self.options: RuleOptions = RuleOptions.from_mapping(merged)
        self.ruleset = ruleset
        self.dice = Dice(seed)
        self.position = dict(position) if position is not None else None
        self.state: State = self._fresh_state()
        setup = {"version": EVENT_VERSION, "seed": self.dice.seed, "ruleset": ruleset, "options": self.options.to_json(),
                 "dice_method": self.dice.to_json()["method"]}
        if self.position is not None:
            setup["position"] = self.position
        self.events: list[Event] = [Event("setup", clock(), setup)]
        self.log: list[tuple[Message, ...]] = []  # messages of each live action
        self._listeners: list[Listener] = []

    def _fresh_state(self) -> State:
        s = State()
        s.owner = {code: None for code in self.board.lands}
        s.armies = {code: 0 for code in self.board.lands}
        if self.position is not None:
            self.state = s
            self._load_position(s, self.position)
        return s

    def _load_position(self, s: State, pos: Mapping[str, Any]) -> None:
        """A game set up at a given position (rules cases, scenarios) instead of by the dice of chapter 1:
        ``{"lands": {code: [colour, armies]}, "regimes": {country: [land, holder]}, "capital": {colour:
        country}, "turn": colour, "orders_left": n, "initial_period": bool, "conscripted": {country: colour},
        "fleets": {id: [colour, zone ("" for the overlord fleet), armies]}, "generals": {country: place},
        "marshals": {region: place}, "airfields": [place, ...], "air": {place: groups or "column"},
        "dead": [leader id, ...], "sunk": [fleet id, ...], "eliminated": [colour, ...]}`` (a leader's holder is
        its place's)."""
        b = self.board
        try:
            for code, (owner, armies) in dict(pos.get("lands", {})).items():
                land = b.find(str(code))
                if land is None or owner not in b.colours or int(armies) < 1:
                    raise LieouError(msg("lieou.err.bad_position", what=str(code)))
                s.owner[land], s.armies[land] = str(owner), int(armies)
            for c, (land, holder) in dict(pos.get("regimes", {})).items():
                code = b.find(str(land))
                if c not in b.countries or code is None or s.owner[code] not in (holder, None):
                    raise LieouError(msg("lieou.err.bad_position", what=str(c)))
                s.regimes[c] = Regime(c, code, str(holder))
            for fid, (holder, zone, armies) in dict(pos.get("fleets", {})).items():
                z = str(zone) or None
                if (fid != OVERLORD and fid not in b.sea_zones) or (z is not None and z not in b.sea_zones) \
                        or (fid == OVERLORD) != (z is None) or holder not in b.colours or int(armies) < 1:
                    raise LieouError(msg("lieou.err.bad_position", what=str(fid)))
                s.fleets[str(fid)] = Fleet(str(fid), str(holder), z, int(armies))
            for kind, table in (("general", "generals"), ("marshal", "marshals")):
                for home, where in dict(pos.get(table, {})).items():
                    p = b.find(str(where)) or str(where)
                    holder = self.owner_of(p)
                    if holder is None or (kind == "general" and home not in b.countries) or \
                            (kind == "marshal" and home not in b.regions):
                        raise LieouError(msg("lieou.err.bad_position", what=f"{kind} {home}"))
                    s.leaders[f"{kind}:{home}"] = Leader(f"{kind}:{home}", kind, str(home), holder, p)
            for where in pos.get("airfields", []):
                p = b.find(str(where)) or str(where)
                if not self.exists(p):
                    raise LieouError(msg("lieou.err.bad_position", what=str(where)))
                s.airfields.add(p)
            for where, force in dict(pos.get("air", {})).items():
                p = b.find(str(where)) or str(where)
                if p not in s.airfields or self.owner_of(p) is None:
                    raise LieouError(msg("lieou.err.bad_position", what=str(where)))
                s.air[p] = AirForce(0, True) if force == "column" else AirForce(int(force))
            s.dead = [str(x) for x in pos.get("dead", [])]
            s.sunk = [str(x) for x in pos.get("sunk", [])]
            s.capital = {str(k): str(v) for k, v in dict(pos.get("capital", {})).items()}
            s.eliminated = [str(c) for c in pos.get("eliminated", [])]  # fallen before (14.4)
            s.alive = [c for c in b.colours if c in s.capital and c not in s.eliminated]
            s.conscripted = {str(k): str(v) for k, v in dict(pos.get("conscripted", {})).items()}
            s.turn = str(pos.get("turn", s.alive[0]))
            s.orders_left = int(pos.get("orders_left", 0)) or self.orders_of(s.turn)
            s.initial_period = bool(pos.get("initial_period", any(o is None for o in s.owner.values())))
            s.phase, s.setup_step, s.round = "play", "", int(pos.get("round", 1))
            for c in s.alive:
                now = self.empire_name(c)
                if now is not None:
                    s.empire_names[c] = [now]
        except (TypeError, ValueError, KeyError, IndexError) as exc:
            if isinstance(exc, LieouError):
                raise
            raise LieouError(msg("lieou.err.bad_position", what=str(exc))) from exc

    # --- subscription (the game file, the window) ---------------------------------------------

    def subscribe(self, fn: Listener) -> None:
        self._listeners.append(fn)

    def unsubscribe(self, fn: Listener) -> None:
        if fn in self._listeners:
            self._listeners.remove(fn)

    def _tell(self, change: Change) -> None:
        for fn in list(self._listeners):
            fn(change)

    # --- the public operations ---------------------------------------------------------------

    def act(self, line: str) -> Change:
        """Do one action written in the notation of docs/lieou.md; ``LieouError`` if it cannot be done."""
        from .notation import parse_action

        action = parse_action(line, self.board)
        return self._do(action, None)

    def act_lines(self, texts: Sequence[str]) -> Batch:
        """Several actions (one a line) done in turn until one is refused; each done is recorded as usual."""
        lines = action_lines(texts)
        done: list[tuple[str, Change]] = []
        for i, line in enumerate(lines):
            try:
                done.append((line, self.act(line)))
            except RefereeError as exc:
                return Batch(tuple(done), (i + 1, line, exc.message), tuple(lines[i + 1:]))
        return Batch(tuple(done))

    def check(self, line: str) -> Message | None:
        """Would this action line be accepted now? ``None`` if so, else why not (the engine's reason).
        Nothing is kept and no die is thrown (for checking a line as it is typed)."""
        from .notation import parse_action

        try:
            action = parse_action(line, self.board)
        except RefereeError as exc:
            return exc.message
        saved, index = self.state, self.dice.next_index
        self.state = copy.deepcopy(saved)
        try:
            self._perform(action, NoDice())
            return None
        except _DryRunDice:
            return None
        except RefereeError as exc:
            return exc.message
        finally:
            self.state, self.dice.next_index = saved, index

    def roll(self, faces: str | None = None) -> Change:
        return self.act("roll" if not faces else f"roll {faces}")

    def fight(self) -> Change:
        return self.act("fight")

    def choose(self, value: str = "") -> Change:
        return self.act(f"choose {value}".strip())

    def move(self, source: str, target: str) -> Change:
        return self.act(f"move {source} {target}")

    def attack(self, source: str, target: str, **choices: str) -> Change:
        extra = " ".join(f"{k}={v}" for k, v in choices.items())
        return self.act(f"attack {source} {target} {extra}".strip())

    def undo(self) -> Change:
        """Take the last action back (the record keeps both)."""
        live = self._live_actions()
        if not live:
            raise LieouError(msg("lieou.err.nothing_to_undo"))
        event = Event("undo", self.now(), {"action": live[-1]})
        self.events.append(event)
        self._rebuild()
        change = Change("undo", frozenset(self.board.lands), (msg("lieou.log.undone"),), event)
        self._tell(change)
        return change

    def _live_actions(self) -> list[int]:
        """Indexes (in events) of the actions not taken back."""
        live: list[int] = []
        for i, e in enumerate(self.events):
            if e.kind == "act":
                live.append(i)
            elif e.kind == "undo" and live:
                live.remove(int(e.data["action"]))
        return live

    def _rebuild(self) -> None:
        self.state = self._fresh_state()
        self.log = []
        for i in self._live_actions():
            self.apply_recorded(self.events[i].data)

    def apply_recorded(self, data: Mapping[str, Any]) -> tuple[Message, ...]:
        """One recorded action (the data of an ``act`` event: its line and its dice) applied to the state as a
        replay applies it, with the recorded dice (never re-rolled); returns what it said. The events are left
        as they are: for readers that walk a record step by step (the exports, ``LieouGame.replay``)."""
        from .notation import parse_action

        rolls = [Roll.from_json(r) for r in data.get("rolls", [])]
        out, _ = self._apply(parse_action(str(data["line"]), self.board), DiceSource(self.dice, rolls))
        return tuple(out)

    @classmethod
    def replay(cls, events: Sequence[Event], clock: Callable[[], float] = time.time) -> LieouGame:
        """The game a record holds (``LieouError`` if it is not a game of 列欧帝国棋 this program reads)."""
        if not events or events[0].kind != "setup":
            raise LieouError(msg("lieou.err.record_start"))
        check_kinds(events, EVENT_KINDS)
        setup = events[0].data
        version = int(setup.get("version", 0))
        if version > EVENT_VERSION:
            raise LieouError(msg("lieou.err.record_newer"))
        options = dict(setup.get("options", {}))
        if version < 2:
            options.setdefault("ask_choices", False)  # version 1 took every choice's default
        game = cls(int(setup["seed"]), str(setup.get("ruleset", "standard")), options, clock, setup.get("position"))
        game.events = list(events)
        top = 0
        for e in events:
            for r in e.data.get("rolls", []) if e.kind == "act" else []:
                if r.get("index") is not None:
                    top = max(top, int(r["index"]) + 1)
        game.dice.next_index = top
        game._rebuild()
        return game

    def _do(self, action: Action, recorded: Sequence[Roll] | None) -> Change:
        source = DiceSource(self.dice, recorded)
        saved_state = self.state
        saved_index = self.dice.next_index
        self.state = copy.deepcopy(saved_state)
        try:
            messages, lands = self._apply(action, source)
        except (RefereeError, DiceError):
            self.state = saved_state
            self.dice.next_index = saved_index
            raise
        event = Event("act", self.now(), {"line": action.line, "rolls": [r.to_json() for r in source.used]})
        self.events.append(event)
        change = Change(action.verb, frozenset(lands), tuple(messages), event)
        self._tell(change)
        return change

    # --- applying an action ------------------------------------------------------------------

    def _apply(self, action: Action, dice: DiceSource) -> tuple[list[Message], set[str]]:
        s = self.state
        out, lands = self._perform(action, dice)
        self._rename(out)
        if s.phase == "play" and not s.queue and s.decision is None and s.battle is None:
            self._check_end(out)
            if s.phase == "play" and (s.orders_left <= 0 or not self._can_act(s.turn)):
                self._next_turn(out)
        self.log.append(tuple(out))
        return out, lands

    def _perform(self, action: Action, dice: DiceSource) -> tuple[list[Message], set[str]]:
        """The action itself (the turn passes in ``_apply``)."""
        s = self.state
        out: list[Message] = []
        lands: set[str] = set()
        verb = action.verb
        if s.phase == "over":
            raise LieouError(msg("lieou.err.game_over"))
        if verb in ("roll", "fight"):
            if s.phase == "setup":
                if verb == "roll":
                    self._setup_roll(action, dice, out, lands)
                else:
                    while s.phase == "setup":
                        self._setup_roll(Action("roll", "roll"), dice, out, lands)
            elif s.decision is not None:
                raise LieouError(msg("lieou.err.decision_pending", what=self.pending()))
            elif not s.queue:
                raise LieouError(msg("lieou.err.nothing_to_roll"))
            else:
                self.run("one" if verb == "roll" else "all", action.faces, dice, out, lands)
            return out, lands
        if s.phase == "setup":
            raise LieouError(msg("lieou.err.setup_first"))
        if verb == "choose":
            self.answer(action, out, lands)
        elif s.decision is not None:
            raise LieouError(msg("lieou.err.decision_pending", what=self.pending()))
        elif verb in PREPARE_VERBS:
            self.prepare_action(action, out, lands)
        elif s.queue or s.battle is not None:
            e = s.battle
            where = (e.source, e.target) if e is not None else ("", "")
            raise LieouError(msg("lieou.err.battle_pending", source=PlaceRef(where[0]), target=PlaceRef(where[1])))
        elif verb == "move":
            self._move(action, out, lands)
        elif verb == "attack":
            self.attack_action(action, out, lands)
        elif verb == "build":
            self.build_action(action, out, lands)
        elif verb == "sail":
            self.sail_action(action, out, lands)
        elif verb == "adjust":
            self.adjust_action(action, out, lands)
        elif verb == "mobilise":
            self.mobilise_action(action, out, lands)
        elif verb in ("general", "marshal"):
            self.leader_move_action(action, out, lands)
        elif verb == "gather":
            self.gather_action(action, out, lands)
        elif verb == "send":
            self.send_action(action, out, lands)
        elif verb == "muster":
            self.muster_action(action, out, lands)
        elif verb == "fly":
            self.fly_action(action, out, lands)
        elif verb == "bomb":
            self.bomb_action(action, out, lands)
        else:  # pragma: no cover - the parser knows the verbs
            raise LieouError(msg("lieou.err.unknown_verb", verb=verb))
        if s.queue and s.decision is None:
            self.run("auto", None, dice, out, lands)
        return out, lands

    # chapter 1 ---------------------------------------------------------------------------------

    def _setup_roll(self, action: Action, dice: DiceSource, out: list[Message], lands: set[str]) -> None:
        s = self.state
        b = self.board
        step = s.setup_step
        if step == "tokens":
            if action.tokens:
                order = list(action.tokens)
                if sorted(order) != sorted(b.empires):
                    raise LieouError(msg("lieou.err.tokens", want=token_hint(b)))
                r = dice.roll(6, "lieou.tokens", [b.empires.index(t) + 1 for t in order])
            else:
                if action.faces is not None:
                    raise LieouError(msg("lieou.err.tokens", want=token_hint(b)))
                r = dice.shuffle(len(b.empires), "lieou.tokens")
            s.tokens = [b.empires[v - 1] for v in r.values]
            out.append(msg("lieou.log.tokens", order=" ".join(f"{i + 1}{t}" for i, t in enumerate(s.tokens))))
            s.setup_step = f"colour:{b.colours[0]}"
            return
        kind, _, c = step.partition(":")
        face = self._one_die(action, dice, f"lieou.setup.{kind}")
        if kind == "colour":
            empire = s.tokens[face - 1]
            if empire in s.empire_of.values():
                out.append(msg("lieou.log.colour_again", colour=colour(c), face=face, empire=country(empire)))
                return
            s.empire_of[c] = empire
            out.append(msg("lieou.log.colour", colour=colour(c), face=face, empire=country(empire)))
            i = b.colours.index(c)
            s.setup_step = f"colour:{b.colours[i + 1]}" if i + 1 < len(b.colours) else f"capital:{b.colours[0]}"
            return
        empire = s.empire_of[c]
        home = b.countries[empire].lands
        if face > len(home):
            out.append(msg("lieou.log.capital_again", colour=colour(c), face=face))
            return
        land = home[face - 1]
        s.capital_land[c] = land
        out.append(msg("lieou.log.capital", colour=colour(c), face=face, land=LandRef(land)))
        i = b.colours.index(c)
        if i + 1 < len(b.colours):
            s.setup_step = f"capital:{b.colours[i + 1]}"
            return
        for col in b.colours:  # 1.4: flag and token at the capital, five armies there
            land = s.capital_land[col]
            s.owner[land] = col
            s.armies[land] = 5
            s.regimes[s.empire_of[col]] = Regime(s.empire_of[col], land, col)
            s.capital[col] = s.empire_of[col]
            s.empire_names[col] = [s.empire_of[col]]
            lands.add(land)
        s.alive = list(b.colours)
        s.phase = "play"
        s.setup_step = ""
        s.round = 1
        s.turn = b.colours[0]
        s.orders_left = self.orders_of(s.turn)
        out.append(msg("lieou.log.begin"))
        out.append(msg("lieou.log.turn", colour=colour(s.turn), n=s.orders_left, round=s.round))

    def _one_die(self, action: Action, dice: DiceSource, purpose: str) -> int:
        if action.tokens:
            raise LieouError(msg("lieou.err.one_die"))
        if action.faces is not None:
            if len(action.faces) != 1 or len(action.faces[0]) != 1:
                raise LieouError(msg("lieou.err.one_die"))
            return dice.roll(1, purpose, action.faces[0]).values[0]
        return dice.roll(1, purpose).values[0]

    # chapter 2 ---------------------------------------------------------------------------------

    # chapter 2 ---------------------------------------------------------------------------------

    def _can_act(self, c: str | None) -> bool:
        """Is any order open (2.5: orders must be used while one is)? A land with two armies can always
        move one to a neighbour of its own or attack one that is not; else every other order is tried."""
        if c is None:
            return False
        if any(self.state.armies[x] >= 2 for x in self.lands_of(c)):
            return True
        from .legal import order_candidates

        return any(self._dry_run(line, c) for line in order_candidates(self, c))

    def _dry_run(self, line: str, c: str) -> bool:
        """Would this order be accepted from ``c`` now? (Nothing is kept, no die is thrown.)"""
        from .notation import parse_action

        saved, index = self.state, self.dice.next_index
        self.state = copy.deepcopy(saved)
        self.state.turn, self.state.orders_left = c, max(1, self.state.orders_left)
        try:
            self._perform(parse_action(line, self.board), NoDice())
            return True
        except _DryRunDice:
            return True
        except (RefereeError, DiceError):
            return False
        finally:
            self.state, self.dice.next_index = saved, index

    def _next_turn(self, out: list[Message]) -> None:
        s = self.state
        order = [c for c in self.board.colours if c in s.alive]
        if not order:
            return
        start = order.index(s.turn) if s.turn in order else -1
        for step in range(1, len(order) + 1):
            i = (start + step) % len(order)
            if i == 0:
                s.round += 1
            c = order[i]
            n = self.orders_of(c)
            if n > 0 and self._can_act(c):
                s.turn, s.orders_left = c, n
                out.append(msg("lieou.log.turn", colour=colour(c), n=n, round=s.round))
                return
            out.append(msg("lieou.log.no_orders", colour=colour(c)))
        s.phase, s.ended, s.turn, s.orders_left = "over", "stalled", None, 0
        out.append(msg("lieou.log.stalled"))

    # chapter 3 ---------------------------------------------------------------------------------

    def _move(self, action: Action, out: list[Message], lands: set[str]) -> None:
        s = self.state
        a, b = action.lands
        self.own(a)
        if s.owner[b] != s.turn:
            raise LieouError(msg("lieou.err.move_not_own", land=LandRef(b)))
        if not self.adjacent(a, b, True):
            raise LieouError(msg("lieou.err.not_adjacent", a=LandRef(a), b=LandRef(b)))
        if s.armies[a] < 2:
            raise LieouError(msg("lieou.err.leave_empty", land=LandRef(a)))
        self.use_order()
        s.armies[a] -= 1
        s.armies[b] += 1
        lands.update((a, b))
        out.append(msg("lieou.log.move", a=LandRef(a), b=LandRef(b)))

    # chapter 6.3 -------------------------------------------------------------------------------

    def empire_name(self, c: str) -> str | None:
        """6.3 "迁都后帝国名称随之改变": the country where the capital of ``c`` stands now (None: no capital)."""
        s = self.state
        r = s.regimes.get(s.capital.get(c, ""))
        return self.board.country_of(r.land) if r is not None and r.holder == c else None

    def _rename(self, out: list[Message]) -> None:
        """Each living empire takes the name of the country of its capital (6.3); the names it had are kept."""
        s = self.state
        for c in s.alive:
            now = self.empire_name(c)
            names = s.empire_names.setdefault(c, [])
            if now is None or (names and names[-1] == now):
                continue
            if names:
                out.append(msg("lieou.log.renamed", colour=colour(c), empire=country(now), old=country(names[-1])))
            names.append(now)

    def empires(self) -> dict[str, str]:
        """Each colour's empire by its name now (6.3; a fallen empire keeps its last name)."""
        s = self.state
        out = dict(s.empire_of)
        out.update({c: names[-1] for c, names in s.empire_names.items() if names})
        return out

    # chapter 14 --------------------------------------------------------------------------------

    def _check_end(self, out: list[Message]) -> None:
        s = self.state
        if s.phase != "play" or len(s.alive) > 1:
            return
        if not s.alive:
            s.phase, s.ended = "over", "no_empire"
            return
        last = s.alive[0]
        if self.options.victory == "all_lands" and any(o != last for o in s.owner.values()):
            return
        s.phase, s.winner, s.ended, s.turn, s.orders_left = "over", last, "victory", None, 0
        out.append(msg("lieou.log.winner", colour=colour(last)))

    # --- reading the game ------------------------------------------------------------------

    def ranking(self) -> list[str]:
        """14.4: the winner (or those still standing) first, then the fallen, the last to fall first."""
        return list(self.state.alive) + list(reversed(self.state.eliminated))

    def _subject(self, kind: str, subject: str) -> Any:
        if kind in ("flee", "seat", "levy", "relocate"):
            return country(subject)
        if kind == "place":
            return leader(subject)
        if kind == "capital":
            return colour(subject)
        return PlaceRef(subject) if subject else ""

    def _option_text(self, kind: str, options: Sequence[str]) -> Any:
        if kind == "follow":
            top = max(int(o.split()[0]) for o in options if o != "stay")
            return msg("lieou.choice.follow_range_stay" if "stay" in options else "lieou.choice.follow_range", top=top)
        return Many([PlaceRef(o) for o in options], "or")

    def pending(self) -> Message:
        """What the game waits for now: a set-up roll, dice of a battle or its aftermath, a choice, an order."""
        s = self.state
        if s.phase == "over":
            return msg("lieou.wait.over")
        if s.phase == "setup":
            kind, _, c = s.setup_step.partition(":")
            if kind == "tokens":
                return msg("lieou.wait.tokens")
            return msg(f"lieou.wait.{kind}", colour=colour(c))
        d = s.decision
        if d is not None:
            default = d.default if d.kind == "follow" else PlaceRef(d.default)
            return msg("lieou.wait.decision", colour=colour(d.colour), verb=d.kind,
                       what=msg(f"lieou.choice.{d.kind}", subject=self._subject(d.kind, d.subject)),
                       options=self._option_text(d.kind, d.options), default=default)
        if s.queue:
            step = s.queue[0]
            k = step["k"]
            e = s.battle
            if k == "prepare" and e is not None:
                return msg("lieou.wait.prepare", a=PlaceRef(e.source), b=PlaceRef(e.target))
            shape = self.dice_shape(step) or (0,)
            if k == "rounds":
                return msg("lieou.wait.battle", na=shape[0], nd=shape[1])
            if k == "air":
                return msg("lieou.wait.air", na=shape[0], nd=shape[1])
            if k == "fate":
                return msg("lieou.wait.fate", leader=leader(step["leader"]))
            if k in ("airfield", "aircapture"):
                return msg(f"lieou.wait.{k}", place=PlaceRef(step["place"]), n=shape[0])
            return msg(f"lieou.wait.{k}", n=shape[0])
        return msg("lieou.wait.action", colour=colour(str(s.turn)), n=s.orders_left)

    def waiting(self) -> dict[str, Any] | None:
        """What the game waits for, as data: a choice, or a step and the dice it needs."""
        s = self.state
        if s.decision is not None:
            d = s.decision
            return {"type": "choice", "kind": d.kind, "colour": d.colour, "subject": d.subject,
                    "options": list(d.options), "default": d.default}
        if s.queue:
            step = s.queue[0]
            shape = self.dice_shape(step)
            return {"type": "prepare" if step["k"] == "prepare" else "dice", "step": step["k"],
                    "dice": list(shape) if shape else []}
        return None

    def _air_json(self, p: str) -> dict[str, Any] | None:
        f = self.state.air.get(p)
        return f.to_json() if f is not None else None

    def to_json(self) -> dict[str, Any]:
        """The whole state as plain JSON (docs/lieou.md, "The state as JSON")."""
        s, b = self.state, self.board
        battle = None
        e = s.battle
        if e is not None:
            bt = e.battle
            battle = {"kind": e.kind, "attacker": e.attacker, "source": e.source, "target": e.target,
                      "defender": e.defender, "joined": list(e.joined), "losses": e.losses,
                      "choices": dict(e.choices), "garrison": e.garrison, "supported": dict(e.supported),
                      "raid": e.raid, "counter": e.counter, "bombers": e.bombers, "started": e.started,
                      "leaders": list(e.leaders), "winner": e.winner,
                      "air": e.air.to_json() if e.air is not None else None,
                      "attacker_armies": bt.attacker if bt else None, "defender_armies": bt.defender if bt else None,
                      "capital": bt.capital if bt else None, "initial_period": bt.initial_period if bt else None,
                      "bonuses": [bt.attacker_bonus, bt.defender_bonus] if bt else None,
                      "dice": list(bt.dice_needed()) if bt and bt.winner is None else None,
                      "rounds": [r.to_json() for r in bt.rounds] if bt else [],
                      "air_done": [dict(a) for a in e.air_log], "raids": [dict(r) for r in e.raids],
                      "bombing": dict(e.bombing) if e.bombing is not None else None}
        cards: dict[str, str] = {z: "sunk" if z in s.sunk else "afloat" if z in s.fleets else "available"
                                 for z in b.sea_zones}
        cards[OVERLORD] = "afloat" if OVERLORD in s.fleets else "available"
        return {
            "game": GAME_NAME, "ruleset": self.ruleset, "options": self.options.to_json(), "phase": s.phase,
            "setup_step": s.setup_step, "tokens": list(s.tokens), "empires": self.empires(),
            "empires_drawn": dict(s.empire_of), "empire_names": {c: list(v) for c, v in s.empire_names.items()},
            "round": s.round, "turn": s.turn, "orders_left": s.orders_left, "initial_period": s.initial_period,
            "lands": {code: {"owner": s.owner[code], "armies": s.armies[code], "airfield": code in s.airfields,
                             "air": self._air_json(code), "leaders": [ld.id for ld in self.leaders_at(code)]}
                      for code in b.lands},
            "regimes": {c: {"land": r.land, "holder": r.holder, "capital": s.capital.get(r.holder) == c}
                        for c, r in s.regimes.items()},
            "fleets": {f.id: {"holder": f.holder, "zone": f.zone, "armies": f.armies, "airfield": f.id in s.airfields,
                              "air": self._air_json(f.id), "leaders": [ld.id for ld in self.leaders_at(f.id)]}
                       for f in sorted(s.fleets.values(), key=lambda f: f.id)},
            "fleet_cards": cards,
            "leaders": {ld.id: {"kind": ld.kind, "home": ld.home, "holder": ld.holder, "place": ld.place}
                        for ld in sorted(s.leaders.values(), key=lambda ld: ld.id)},
            "dead": list(s.dead), "sunk": list(s.sunk),
            "players": {c: {"alive": c in s.alive, "capital": s.capital.get(c), "regimes": len(self.regimes_of(c)),
                            "lands": len(self.lands_of(c)), "armies": sum(s.armies[x] for x in self.lands_of(c)),
                            "fleets": sorted(f.id for f in self.fleets_of(c)),
                            "leaders": sorted(ld.id for ld in s.leaders.values() if ld.holder == c)}
                        for c in b.colours},
            "conscripted": dict(s.conscripted), "battle": battle, "last_battle": s.last_battle,
            "queue": [step["k"] for step in s.queue], "waiting": self.waiting(),
            "decision": self.waiting() if s.decision is not None else None,
            "eliminated": list(s.eliminated), "ranking": self.ranking() if s.phase == "over" else [],
            "winner": s.winner, "ended": s.ended,
        }

    def battle_odds_args(self, source: str, target: str, joined: Sequence[str] = (), cap: int = 3) -> dict[str, Any]:
        """What ``battle.odds`` needs for an attack from ``source`` (with the fleets ``joined``, 8.6) on
        ``target`` now: the force (each place keeps one army back), the defenders, the capital and initial
        period rules and the leaders' bonuses of both places (10.3, 11.2, 10.9)."""
        s = self.state
        pieces = [source, *joined]
        force = sum(self.armies_of(p) for p in pieces) - len(pieces) + 1
        empty = self.owner_of(target) is None
        return {"attacker": force, "defender": 0 if empty else self.armies_of(target), "cap": cap,
                "capital": self.is_land(target) and self.capital_at(target),
                "initial_period": s.initial_period and empty, "desertion": self.options.desertion_faces,
                "attacker_bonus": self.bonus_at(source), "defender_bonus": "none" if empty else self.bonus_at(target)}

    def attack_spec(self, source: str, target: str, joined: Sequence[str] = (), raid: int | None = None,
                    counter: int | None = None, cap: int = 3) -> AttackSpec:
        """The attack from ``source`` on ``target`` (fleets ``joined``, raids said) as it would be fought now,
        for ``attack_odds.whole_odds``: the battle's figures, the air forces, leaders and raids of both places."""
        kw = self.battle_odds_args(source, target, joined, cap)
        t = self.tables
        return AttackSpec(kw["attacker"], self.armies_of(source), kw["defender"], bool(kw["capital"]),
                          bool(kw["initial_period"]), str(kw["desertion"]), str(kw["attacker_bonus"]),
                          str(kw["defender_bonus"]), self.air_at(source), self.air_at(target), raid, counter,
                          self.kills_at(source), self.kills_at(target), self.shield_at(source), self.shield_at(target),
                          t.bomb_divisor, tuple(t.column_table), t.column_groups, t.column_marshal, cap)

    def attack_odds(self, source: str, target: str, joined: Sequence[str] = (), raid: int | None = None,
                    counter: int | None = None, cap: int = 3) -> AttackOdds:
        """The exact odds of the whole attack (air combat, raids, then the land battle; ``parts`` says which);
        ``cap``: the most attacking dice said on the line (4.2.1 read as "may throw", ``dice=N``)."""
        return whole_odds(self.attack_spec(source, target, joined, raid, counter, cap))

    def air_odds_args(self, source: str, target: str) -> dict[str, Any]:
        """What ``air.air_odds`` needs for an air combat between the air forces of two places now."""
        t = self.tables
        return {"attacker": self.air_at(source), "defender": self.air_at(target),
                "att_bonus": self.bonus_at(source), "def_bonus": self.bonus_at(target),
                "column_groups": t.column_groups, "column_marshal": t.column_marshal}


__all__ = ["Action", "Batch", "BattleError", "Change", "action_lines", "DECISIONS", "GAME_NAME", "LieouError", "LieouGame", "ORDER_VERBS",
           "Regime", "State", "orders_for_regimes"]

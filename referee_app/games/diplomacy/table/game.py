"""A game in progress: the sequence of phases, the order sheets, undo, and an event log.

Every operation returns a ``Change`` saying what changed, so views redraw only
that, and appends an ``Event`` to ``Game.events``. The event log is the game:
``Game.replay(events)`` rebuilds the same state, which is how a game file is
reopened after a crash.
"""

from __future__ import annotations

import dataclasses
import re
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from itertools import chain, compress, repeat
from operator import attrgetter
from typing import Any

from referee_app.core.events import Event, ReadEvents, check_kinds
from referee_app.core.inputs import MAX_DEPTH, MAX_DOCUMENT_BYTES, check_document, check_text, document_fits

from ..rules.adjudication import (
    Adjudication,
    OrderResult,
    RetreatOptions,
    adjudicate,
    adjustment_counts,
    build_sites,
    civil_disorder_reason,
    duplicate_results,
    order_error,
    retreat_destinations,
)
from ..rules.errors import GameStateError, OrderError, RefereeError
from ..rules.geography import ProvinceKind
from ..rules.i18n import Many, Message, P, U, W, end_reason, msg, phase_message, render
from ..rules.names import PLAIN_TEXT
from ..rules.orders import Build, Order, Remove, Waive, format_order
from ..rules.parse import MAX_ORDER_LENGTH, guessed_names, parse_order
from ..rules.positions import check_position
from ..rules.ruleset import Ruleset, load_ruleset
from ..rules.state import Phase, PhaseType, Position, Season, Unit, parse_unit


@dataclass(frozen=True)
class LineCheck:
    """What one typed line means, checked against the current position."""

    text: str
    order: Order | None
    error: str = ""
    error_code: str = ""
    candidates: tuple[str, ...] = ()
    # ``error`` as a Message, to show in any language (i18n.error_text); None when the line is fine
    message: Message | None = field(default=None, compare=False)
    # words that are no name as written but were read as one (a start, "Yorkshir"; a near spelling,
    # "Galcia", rule 2.4.4): (word, province code). The line stands; the referee should check it.
    read_as: tuple[tuple[str, str], ...] = ()
    # ``error`` is ``message`` in English as the game's names write it (``i18n.error_text(check, "en", game.ruleset)``):
    # a line's reason is written out in English when the line is checked, and a sheet shown in English need not
    # write it out again (a letter that changes a rejected line's reason wrote it twice)
    error_is_message: bool = field(default=False, compare=False)

    # (``ok``, ``corrected``, ``blank`` and ``canonical`` found once per check: the game keeps a line's check while the
    # position stands, and a sheet's refresh, its notes, the list of powers' marks and the board's typed orders each
    # read them at every key, for every line, some thirty times a key)
    @cached_property
    def ok(self) -> bool:
        return self.order is not None and not self.error

    @cached_property
    def corrected(self) -> bool:
        """Accepted, but only after a spelling was corrected (see ``read_as``)."""
        return self.ok and bool(self.read_as)

    @property
    def read_as_message(self) -> Message | None:
        """How the corrected words were read ("'Galcia' read as Galicia"), or None."""
        if not self.read_as:
            return None
        return msg("game.check.read_as_all", items=Many([msg("game.check.read_as", word=w, province=P(c))
                                                          for w, c in self.read_as], "list"))

    @cached_property
    def blank(self) -> bool:
        return not self.text.strip()

    @cached_property
    def canonical(self) -> str:
        return format_order(self.order) if self.order is not None else ""


def _reads_no_names(message: Message) -> bool:
    """No parameter of ``message`` (nested messages included) is written with a game's names: plain text and numbers
    only (rendered with no names or with any, it is the same text)."""
    for value in message.params.values():
        kind = type(value)
        if isinstance(value, Message) and kind is Message:
            if not _reads_no_names(value):
                return False
        elif kind is not str and kind is not int and kind is not float:
            return False
    return True


@dataclass(frozen=True)
class Change:
    """What an operation changed, for the views to redraw."""

    phase: bool = False
    position: bool = False
    orders: frozenset[str] = frozenset()  # powers whose sheets changed
    results: bool = False
    clock: bool = False
    ended: bool = False
    event: Event | None = None

    def __or__(self, other: Change) -> Change:
        return Change(self.phase or other.phase, self.position or other.position, self.orders | other.orders,
                      self.results or other.results, self.clock or other.clock, self.ended or other.ended,
                      other.event or self.event)


@dataclass(frozen=True)
class EditRecord:
    """A correction of the position by the referee (the position editor): what it was, what it became,
    why (the referee's note), and the number (1-based) of its 'edit' event in the record."""

    before: Position
    after: Position
    note: str
    at: float
    seq: int
    commands: tuple[str, ...] = ()


@dataclass
class PhaseRecord:
    """One phase: its position, the order sheets as typed, and its adjudication once done.
    ``edits``: the corrections of the position made in this phase that stand, oldest first
    (``position`` is the last one's ``after``)."""

    position: Position
    sheets: dict[str, list[str]] = field(default_factory=dict)
    entered_at: dict[str, float] = field(default_factory=dict)  # power -> last change
    late: set[str] = field(default_factory=set)  # powers whose sheet changed after time was called, not decided yet
    adjudication: Adjudication | None = None
    edits: list[EditRecord] = field(default_factory=list)
    refused: set[str] = field(default_factory=set)  # powers whose late sheet the referee refused (rule 2.1.3)
    time_called: bool = False  # whether time had been called when the phase was adjudicated (undo restores it)

    @property
    def phase(self) -> Phase:
        return self.position.phase

    @property
    def not_counted(self) -> set[str]:
        """Powers whose sheet does not count: late and not let stand (refused, or not decided yet)."""
        return self.late | self.refused

    def late_state(self, power: str) -> str:
        """'late' (changed after time was called, not decided yet), 'refused', or '' (the sheet counts)."""
        return "late" if power in self.late else ("refused" if power in self.refused else "")


@dataclass(frozen=True)
class Setup:
    """How the game was set up: its ruleset, players, powers in civil disorder, first year, title."""
    ruleset: str
    players: Mapping[str, str]  # power -> player name ("" if none)
    civil_disorder: tuple[str, ...] = ()  # powers with no player (rule 1.2.3 / 4.3)
    start_year: int = 1901
    title: str = ""
    extra: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"ruleset": self.ruleset, "players": dict(self.players), "civil_disorder": list(self.civil_disorder),
                "start_year": self.start_year, "title": self.title, "extra": dict(self.extra)}

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Setup:
        return cls(str(d["ruleset"]), dict(d.get("players", {})), tuple(d.get("civil_disorder", ())),
                   int(d.get("start_year", 1901)), str(d.get("title", "")), dict(d.get("extra", {})))


@dataclass(frozen=True)
class GameEnd:
    """How the game ended: the reason, the winners, a detail."""
    # victory | shared-victory | agreed-year | agreed-time | agreed-draw | lots | vote | conceded
    reason: str
    winners: tuple[str, ...]
    detail: str = ""
    data: Mapping[str, Any] = field(default_factory=dict)  # e.g. the seed and the draw of a drawing of lots


def starting_position(ruleset: Ruleset, start_year: int | None = None) -> Position:
    gm = ruleset.map
    year = start_year or ruleset.start_year
    units: list[Unit] = []
    centers: dict[str, str] = {}
    for code, power in gm.powers.items():
        for text in power.starting_units:
            units.append(parse_unit(text, code, gm))
        for c in power.home_centers:
            if c in gm.supply_centers:
                centers[c] = code
    return Position.build(Phase(year, Season.SPRING, PhaseType.MOVEMENT), units, centers)


class Game:
    """A game of Diplomacy being refereed."""

    game_name = "diplomacy"  # which game the kernel's game file holds (core.registry)

    def __init__(self, ruleset: Ruleset, setup: Setup, first: Position, clock: Callable[[], float] = time.time) -> None:
        self.base_ruleset = ruleset  # as loaded; ``ruleset`` adds the variant's changes (see ruleset_for)
        self._derived: dict[tuple[str, ...], Ruleset] = {}
        self._ruleset_now: tuple[Phase, Ruleset] | None = None  # ``ruleset`` for the phase it was asked in
        self.setup = setup
        self._civil: set[str] = {p.upper() for p in setup.civil_disorder}
        self.toss: dict[str, Any] | None = None  # the coin toss of the two-player game (rule 1.2.3(e))
        self.now = clock
        self.history: list[PhaseRecord] = []  # finished phases
        self.undone: list[PhaseRecord] = []  # adjudications taken back (kept for the record)
        self.current = PhaseRecord(first)
        self.events: list[Event] = []
        self.end: GameEnd | None = None
        self.time_called = False  # the referee called time on order writing (rule 2.1.3)
        self.listeners: list[Callable[[Change], None]] = []
        # what check_line and check_sheet found, kept while what they depend on stays (``_checks_for_now``):
        # a key typed re-reads only the line it changed, and the views asking again read it once
        self._check_context: tuple[Any, ...] = ()
        # what the context above was last made from, compared first (``_checks_for_now`` is asked by every check,
        # eight times a key): the position and ruleset objects (never changed), the powers in civil disorder (a copy),
        # the coin toss (a copy) and the setup object, all that ``controllers`` and the context read
        self._context_from: tuple[Any, ...] = ()
        # ``active_powers`` with what it was made from: the position and ruleset objects and the powers in civil
        # disorder (asked by the sheet's refresh, the list of powers and each sheet's marks, for the same position)
        self._active_kept: tuple[Position, Ruleset, frozenset[str], list[str]] | None = None
        self._units_kept: tuple[Position, dict[str, list[Unit]]] | None = None  # ``_units_of``
        self._line_checks: dict[tuple[str, str], LineCheck] = {}
        self._sheet_checks: dict[str, tuple[tuple[str, ...], list[LineCheck]]] = {}
        # per power: the sheet's orders read (line number, text) and what adjudicating them said of each line
        self._clash_checks: dict[str, tuple[tuple[tuple[int, str], ...], dict[int, OrderResult]]] = {}
        # the last ``places_that_fit`` asked and its answer: a name typed letter by letter asks the same start of the
        # line at each letter (keyed by all it reads: the position and ruleset objects, never changed, power, text)
        self._fit_kept: tuple[Position, Ruleset, str, str, frozenset[str] | None] | None = None

    # --- creation ------------------------------------------------------------------
    @classmethod
    def new(cls, ruleset: Ruleset | str = "standard", players: Mapping[str, str] | None = None,
            civil_disorder: Iterable[str] = (), start_year: int | None = None, title: str = "",
            clock: Callable[[], float] = time.time, position: Position | None = None,
            extra: Mapping[str, Any] | None = None) -> Game:
        rs = load_ruleset(ruleset) if isinstance(ruleset, str) else ruleset
        start = position or starting_position(rs, start_year)
        check_position(start, rs)
        setup = Setup(rs.name, dict(players or {p: "" for p in rs.map.powers}), tuple(p.upper() for p in civil_disorder),
                      start.phase.year, title, dict(extra or {}))
        game = cls(rs, setup, start, clock)
        game._log("setup", setup.to_json() | {"position": position_to_json(start), "rules": _rules_json(rs)})
        return game

    @classmethod
    def replay(cls, events: Sequence[Event], clock: Callable[[], float] = time.time) -> Game:
        """Rebuild a game from its event log (e.g. a game file after a crash)."""
        if not events or events[0].kind != "setup":
            raise GameStateError(msg("game.no_setup"))
        # the events other than typed sheets, found in one pass (or as a game file read them: ``ReadEvents.untyped``,
        # where it left typed sheets unread, which are of kind "orders"): their kinds are the record's kinds but
        # "orders" (one of this version's), checked first as before; the replay applies them one by one, the sheets
        # between them a run at once
        others = events.untyped if isinstance(events, ReadEvents) and events.typed_keys is not None else None
        if others is not None:  # (its typed sheets are of one kind: the first not among the others says which)
            typed = next((i for i, j in enumerate(others) if i != j), len(others))
            if typed < len(events) and events[typed].kind != "orders":
                others = None
        if others is None:
            others = [i for i, ev in enumerate(events) if ev.kind != "orders"]
        check_kinds([events[i] for i in others], EVENT_KINDS)
        first = events[0]
        setup = Setup.from_json(first.data)
        rs = _rules_as_recorded(load_ruleset(setup.ruleset), first.data.get("rules"))
        start = position_from_json(first.data["position"], rs)
        game = cls(rs, setup, start, clock)
        game.events.append(first)
        apply, apply_sheets, append, extend = game._apply, game._apply_sheets, game.events.append, game.events.extend
        # the typed sheets a game file left unread, matched whole by ``TYPED_SHAPE``: their powers (its keys), each
        # text no longer than a sheet may be (its lines are fewer than a sheet may hold, plain printable ASCII)
        keys = events.typed_keys if isinstance(events, ReadEvents) and events.typed_longest <= MAX_DOCUMENT_BYTES else None
        # most of a record typed at the desk is typed sheets, a key an event: each run of them applied at once
        n, begin = len(events), 1
        for i in others[1:] + [n]:  # (the first is the setup)
            if begin < i:
                run = events[begin:i]
                apply_sheets(run, None if keys is None else keys[begin:i])
                extend(run)
            if i < n:
                ev = events[i]
                apply(ev)
                append(ev)
            begin = i + 1
        return game

    # --- the variant: player counts, neutral powers, civil disorder ----------------------
    @property
    def ruleset(self) -> Ruleset:
        """The rules in force this phase: the loaded ruleset with the variant's changes."""
        phase = self.phase
        kept = self._ruleset_now
        # the setup never changes: the phase alone decides (the same phase object first: asked a dozen times a key)
        if kept is None or (kept[0] is not phase and kept[0] != phase):
            kept = self._ruleset_now = (phase, self.ruleset_for(phase))
        return kept[1]

    def ruleset_for(self, phase: Phase) -> Ruleset:
        neutral = self.neutral
        blocked: tuple[str, ...] = ()
        if neutral and phase.year < int(neutral["until"]):
            blocked = tuple(sorted(str(c) for c in neutral["provinces"]))
        rs = self._derived.get(blocked)
        if rs is None:
            victory = self.setup.extra.get("victory_centers")
            if not blocked and not victory:
                rs = self.base_ruleset
            else:
                rs = self.base_ruleset.derive(impassable=blocked, **({"victory_centers": int(victory)} if victory else {}))
            self._derived[blocked] = rs
        return rs

    @property
    def neutral(self) -> Mapping[str, Any] | None:
        """A power kept out of the war for a while (two players, rule 1.2.3(e)), or None."""
        n = self.setup.extra.get("neutral")
        return n if isinstance(n, Mapping) else None

    @property
    def civil_disorder(self) -> tuple[str, ...]:
        """Powers in civil disorder now (rule 4.3): at setup (1.2.3) or declared since."""
        return tuple(sorted(self._civil))

    @property
    def players(self) -> dict[str, str]:
        """Power -> the player who plays it now (a player may hold several powers, rule 1.2.3)."""
        out = dict(self.setup.players)
        neutral = self.neutral
        if neutral and self.toss is not None and self.phase.year >= int(neutral["until"]):
            out[str(neutral["power"])] = str(self.toss.get("player", ""))
        return out

    def controllers(self) -> dict[str, str]:
        """Power -> seat, when one player holds several powers (for rule 3.4.6); empty otherwise."""
        seats = self.setup.extra.get("seats")
        if not isinstance(seats, list):
            return {}
        out = {str(p): f"seat {i + 1}" for i, seat in enumerate(seats) for p in seat}
        neutral = self.neutral
        if neutral and self.toss is not None and self.phase.year >= int(neutral["until"]):
            out[str(neutral["power"])] = f"seat {int(self.toss['seat']) + 1}"
        return out

    def set_civil_disorder(self, power: str, on: bool = True) -> Change:
        """Declare a power in civil disorder (rule 4.3.1), or back in play when its player returns."""
        power = power.upper()
        if power not in self.base_ruleset.map.powers:
            raise RefereeError(msg("game.unknown_power", power=repr(power)))
        if (power in self._civil) == on:
            return Change()
        ev = self._log("civil-disorder", {"phase": str(self.phase), "power": power, "on": on})
        self._apply(ev)
        return self._notify(Change(orders=frozenset({power}), event=ev))

    def toss_due(self) -> bool:
        """Is the two-player coin toss still to be made? It is made before the adjustments of the
        last neutral year (rule 1.2.3(e): before the Fall 1914 adjustments)."""
        neutral = self.neutral
        if not neutral or self.toss is not None:
            return False
        last = int(neutral["until"]) - 1
        return self.phase.year == last and self.phase.season is not Season.SPRING

    def coin_toss(self, seed: int | None = None) -> Change:
        """Toss the coin that decides which side the neutral power joins (rule 1.2.3(e)).

        The seed is recorded with the result: ``random.Random(seed).randrange(2)`` gives the side
        again, so anyone can check the toss from the game record. Without a seed (nor one fixed at
        setup as ``toss_seed``) a fresh random seed is drawn.
        """
        from ..rules.toss import toss_coin

        neutral = self.neutral
        if not neutral:
            raise GameStateError(msg("game.no_neutral"))
        if self.toss is not None:
            raise GameStateError(msg("game.already_tossed", result=msg("game.toss.heads") if self.toss.get("result") == "heads"
                                                     else msg("game.toss.tails")))
        if self.phase.year >= int(neutral["until"]):
            raise GameStateError(msg("game.neutral_joined"))
        if seed is None:
            fixed = neutral.get("toss_seed")
            seed = int(fixed) if fixed is not None else None
        data = toss_coin(seed, [list(side) for side in neutral["sides"]], str(neutral["power"]),
                         self.setup.extra.get("seats", []), dict(self.setup.players))
        ev = self._log("coin-toss", {"phase": str(self.phase), **data})
        self._apply(ev)
        return self._notify(Change(orders=frozenset({str(neutral["power"])}), event=ev))

    def record(self, kind: str, data: Mapping[str, Any]) -> Change:
        """Record something the rules need kept (a vote, an agreement) as an event of its own."""
        if kind in _STATE_EVENTS:
            raise RefereeError(msg("game.own_operation", kind=repr(kind)))
        if kind not in RECORDED_KINDS:  # a kind the replay would refuse as a newer version's
            raise RefereeError(msg("game.unknown_record_kind", kind=repr(kind), kinds=", ".join(sorted(RECORDED_KINDS))))
        ev = self._log(kind, {"phase": str(self.phase), **data})
        return self._notify(Change(event=ev))

    def _join_neutral(self, before: Phase) -> None:
        """The neutral power enters the war (rule 1.2.3(e): Italy from Spring 1915) with its
        starting units on its home centres, which become its own, played by the toss winner.
        Done once, when the game passes from the last neutral year into the next."""
        neutral = self.neutral
        if not neutral or not before.year < int(neutral["until"]) <= self.phase.year:
            return
        power = str(neutral["power"])
        pos = self.position
        gm = self.ruleset.map
        units = dict(pos.units)
        centers = dict(pos.centers)
        for text in gm.powers[power].starting_units:
            u = parse_unit(text, power, gm)
            if u.province not in units:
                units[u.province] = u
        for c in gm.powers[power].home_centers:
            if c in gm.supply_centers and c not in centers:
                centers[c] = power
        self.current = PhaseRecord(Position(pos.phase, units, centers, dict(pos.dislodged), pos.contested))

    # --- reading -------------------------------------------------------------------
    @property
    def position(self) -> Position:
        return self.current.position

    @property
    def phase(self) -> Phase:
        return self.current.position.phase

    @property
    def powers(self) -> list[str]:
        return list(self.ruleset.map.powers)

    @property
    def last(self) -> PhaseRecord | None:
        return self.history[-1] if self.history else None

    def active_powers(self) -> list[str]:
        """Powers that have something to order this phase (not those in civil disorder)."""
        pos, ruleset, civil = self.position, self.ruleset, self._civil
        kept = self._active_kept
        if kept is not None and kept[0] is pos and kept[1] is ruleset and kept[2] == civil:
            return list(kept[3])
        found = self._active_powers(pos)
        self._active_kept = (pos, ruleset, frozenset(civil), found)
        return list(found)

    def _active_powers(self, pos: Position) -> list[str]:
        if self.phase.type is PhaseType.MOVEMENT:
            found = {u.power for u in pos.units.values()}
        elif self.phase.type is PhaseType.RETREATS:
            found = {d.unit.power for d in pos.dislodged.values()}
        else:
            owed = adjustment_counts(pos.units, pos.centers, self.ruleset)
            found = {p for p, n in owed.items() if n < 0 or build_sites(p, pos.units, pos.centers, self.ruleset)}
        return sorted(found - self._civil)

    def _checks_for_now(self) -> None:
        """Forget the kept checks when what a check depends on changed: the position, the rules in force,
        the powers in civil disorder, who controls which power."""
        position, ruleset, toss = self.position, self.ruleset, self.toss
        made = self._context_from
        if made and made[0] is position and made[1] is ruleset and made[2] == self._civil and made[3] == toss \
                and made[4] is self.setup:
            if len(self._line_checks) > 4096:
                self._line_checks = {}
            return  # (the context below, made from these, is the same: the kept checks stand)
        self._context_from = (position, ruleset, frozenset(self._civil), None if toss is None else dict(toss), self.setup)
        context = (self.position, self.ruleset, tuple(sorted(self._civil)), tuple(sorted(self.controllers().items())))
        old = self._check_context
        if not old or old[0] is not context[0] or old[1] is not context[1] or old[2:] != context[2:]:
            self._check_context = context
            self._line_checks = {}
            self._sheet_checks = {}
            self._clash_checks = {}
        elif len(self._line_checks) > 4096:
            self._line_checks = {}

    def check_line(self, power: str, text: str) -> LineCheck:
        """Parse one line as the referee types it. Never raises on bad input."""
        self._checks_for_now()
        key = (power, text)
        hit = self._line_checks.get(key)
        if hit is None:
            hit = self._line_checks[key] = self._spaced_check(power, text) or self._check_line(power, text)
        return hit

    def _spaced_check(self, power: str, text: str) -> LineCheck | None:
        """The check of a plain text (``[A-Za-z0-9 /()-]``, what ``tokens_of`` cuts at its spaces) that differs from a
        line checked already only by spaces at its end (a space typed after a word): that line's check, with this
        text. The parse reads such a text by its words alone (``tokens_of``, ``QuickReader._words``: a lower-cased
        split; the one other thing it reads, the length, under ``MAX_ORDER_LENGTH`` for both), so it reads the same
        order or refuses with the same message; None when no such check is kept (then the text is parsed)."""
        if text[-1:] != " " or len(text) > MAX_ORDER_LENGTH or not PLAIN_TEXT.fullmatch(text):
            return None
        base = text.rstrip(" ")
        kept = self._line_checks.get((power, base)) if base else None
        if kept is None:
            return None
        return LineCheck(text, kept.order, kept.error, kept.error_code, kept.candidates, kept.message, kept.read_as,
                         kept.error_is_message)

    def _check_line(self, power: str, text: str) -> LineCheck:
        if not text.strip():
            return LineCheck(text, None)
        try:
            order = parse_order(text, power, self.position, self.ruleset)
        except OrderError as exc:
            ruleset = self.ruleset
            error, why = order_error(exc, ruleset)
            # (``error`` is ``str(exc)``: ``why`` in English with the names the error was raised with, which write what
            # the ruleset's do when they are its map, or itself: every parameter reads its names through the map; or
            # none, for a message none of whose parameters reads names)
            names = exc.names
            same = why is exc.message and (names is ruleset.map or names is ruleset
                                           or (names is None and _reads_no_names(why)))
            return LineCheck(text, None, error, exc.code, exc.candidates, why, error_is_message=same)
        if power.upper() in self._civil:
            why = civil_disorder_reason(power.upper(), self.phase.type)
            return LineCheck(text, order, render(why, "en", self.ruleset), "civil-disorder", (), why, error_is_message=True)
        return LineCheck(text, order, read_as=guessed_names(text, self.ruleset))

    def check_sheet(self, power: str, lines: Sequence[str] | None = None) -> list[LineCheck]:
        """Every line of ``power``'s sheet (``lines``: as being typed; default: the sheet in the game),
        judged as adjudication will judge the sheet as a whole: a line that is fine alone but is a
        second order for a unit, a build or removal over the count, or a second build in one place,
        is rejected with the reason adjudication would give (DATC 4.D.3-4.D.6)."""
        lines = list(self.current.sheets.get(power, []) if lines is None else lines)
        self._checks_for_now()
        kept, text = self._sheet_checks.get(power), tuple(lines)
        if kept is not None and kept[0] == text:
            return list(kept[1])
        checks = self._check_sheet(power, lines)
        self._sheet_checks[power] = (text, checks)
        return list(checks)

    def _check_sheet(self, power: str, lines: list[str]) -> list[LineCheck]:
        # each line as ``check_line`` checks it, the kept checks made current once for all of them (``check_sheet``)
        kept_lines = self._line_checks
        checks = []
        for line in lines:
            chk = kept_lines.get((power, line))
            if chk is None:
                chk = kept_lines[(power, line)] = self._spaced_check(power, line) or self._check_line(power, line)
            checks.append(chk)
        read = tuple((i, c.text) for i, c in enumerate(checks) if c.ok)
        if len(read) < 2:
            return checks  # a single order cannot clash with another
        # what adjudication says of the orders read depends on them alone (a line that cannot be read is no
        # order), so while the referee types a line that does not read yet, the last answer stands
        kept = self._clash_checks.get(power)
        if kept is not None and kept[0] == read:
            by_line = kept[1]
        elif self.phase.type is not PhaseType.ADJUSTMENTS and all(hasattr(c.order, "unit") for c in checks if c.ok):
            # in a movement or retreat phase adjudication refuses an order read alone only as a unit's second order
            # (DATC 4.D.3: ``adjudication._dedupe``, the one place it answers "invalid" for an order it reads there),
            # by its rule for them: found without adjudicating the sheet (``duplicate_results``: nothing, with one
            # order for each unit), at each key that changes the orders read
            written = [(i + 1, c.text, c.order) for i, c in enumerate(checks) if c.ok and c.order is not None]
            by_line = {r.seq - 1: r for r in duplicate_results(power.upper(), written, self.ruleset)}
            self._clash_checks[power] = (read, by_line)
        else:
            adj = adjudicate(self.position, {power.upper(): lines}, self.ruleset, civil_disorder=self.civil_disorder,
                             controllers=self.controllers() or None)
            by_line = {r.seq - 1: r for r in adj.results if r.seq <= len(lines)}
            self._clash_checks[power] = (read, by_line)
        out = []
        for i, chk in enumerate(checks):
            r = by_line.get(i)
            if chk.ok and r is not None and r.status == "invalid":
                chk = LineCheck(chk.text, chk.order, r.reason, r.tag or "invalid", (), r.reason_msg, chk.read_as)
            out.append(chk)
        return out

    def places_that_fit(self, power: str, before: str) -> frozenset[str] | None:
        """Provinces that can come next in a line that starts with ``before`` (for name completion:
        what the unit can reach, the build sites ...); None when the line does not tell."""
        position, ruleset, kept = self.position, self.ruleset, self._fit_kept
        if kept is not None and kept[0] is position and kept[1] is ruleset and kept[2] == power and kept[3] == before:
            return kept[4]
        from ..rules.completion import places_that_fit

        fits = places_that_fit(position, ruleset, power, before)
        self._fit_kept = (position, ruleset, power, before, fits)
        return fits

    def written(self, power: str) -> int:
        """Builds (a waive counts) or removals ``power`` has written this winter that count."""
        if self.phase.type is not PhaseType.ADJUSTMENTS:
            return 0
        owed = self.adjustments().get(power.upper(), 0)
        kinds: tuple[type, ...] = (Build, Waive) if owed > 0 else (Remove,)
        return sum(1 for c in self.check_sheet(power.upper()) if c.ok and isinstance(c.order, kinds))

    def sheet_complete(self, power: str) -> bool:
        """Has ``power`` written everything it owes this phase (every unit ordered; every build,
        waive or removal owed), with no rejected line? False for a power with nothing to order."""
        power = power.upper()
        if power not in self.active_powers():
            return False
        checks = self.check_sheet(power)
        if any(not c.ok and not c.blank for c in checks):
            return False
        if self.phase.type is PhaseType.ADJUSTMENTS:
            owed = abs(self.adjustments().get(power, 0))
            if self.adjustments().get(power, 0) > 0:
                owed = min(owed, len(self.build_sites(power)))  # builds beyond the free sites cannot be written
            return self.written(power) >= owed
        return any(c.ok for c in checks) and not self.unordered_units(power, checks)

    def unordered_units(self, power: str, checks: Sequence[LineCheck] | None = None) -> list[Unit]:
        """Units of ``power`` without a valid order yet (they will hold / disband). ``checks``: ``check_sheet(power)``'s
        answer, when the caller has it (the sheet's refresh checked the sheet a moment before: not checked again)."""
        ordered = set()
        for chk in self.check_sheet(power) if checks is None else checks:
            if chk.ok and chk.order is not None and hasattr(chk.order, "unit"):
                ordered.add(chk.order.unit.province)
        if self.phase.type is PhaseType.RETREATS:
            pool = [d.unit for d in self.position.dislodged.values() if d.unit.power == power]
        elif self.phase.type is PhaseType.MOVEMENT:
            pool = self._units_of(power)
        else:
            return []
        return [u for u in pool if u.province not in ordered]

    def _units_of(self, power: str) -> list[Unit]:
        """``position.units_of(power)``, kept per power for the position object (never changed): the sheet's refresh
        and its marks ask it at each key."""
        position, kept = self.position, self._units_kept
        if kept is None or kept[0] is not position:
            kept = self._units_kept = (position, {})
        units = kept[1].get(power)
        if units is None:
            units = kept[1][power] = position.units_of(power)
        return units

    def adjustments(self) -> dict[str, int]:
        pos = self.position
        return adjustment_counts(pos.units, pos.centers, self.ruleset)

    def build_sites(self, power: str) -> list[str]:
        pos = self.position
        return build_sites(power, pos.units, pos.centers, self.ruleset)

    def retreat_options(self) -> list[RetreatOptions]:
        return retreat_destinations(self.position, self.ruleset)

    def supply_counts(self) -> dict[str, int]:
        counts = {p: 0 for p in self.powers}
        for p in self.position.centers.values():
            counts[p] = counts.get(p, 0) + 1
        return counts

    def last_results(self) -> tuple[OrderResult, ...]:
        rec = self.last
        return rec.adjudication.results if rec and rec.adjudication else ()

    # --- operations ------------------------------------------------------------------
    def set_orders(self, power: str, lines: Sequence[str]) -> Change:
        """Replace ``power``'s order sheet for this phase with ``lines`` (as typed)."""
        self._require_open()
        power = power.upper()
        if power not in self.ruleset.map.powers:
            raise RefereeError(msg("game.unknown_power", power=repr(power)))
        lines = [str(x) for x in lines]
        # the same limits as the JSON contract: a sheet is at most a phase's worth of order lines. Plain ASCII within
        # both limits passes check_text as it is (as ``_apply_orders`` reads it back): its message is made only for
        # another text (a key typed made it for nothing)
        text = "\n".join(lines)
        plain = text.isascii() and len(text) <= MAX_DOCUMENT_BYTES and text.count("\n") < MAX_SHEET_LINES
        if not plain:
            check_text(text, msg("game.sheet_of", power=W(power)), max_lines=MAX_SHEET_LINES, names=self.ruleset)
        if self.current.sheets.get(power, []) == lines:
            return Change()
        phase, late = str(self.phase), self.time_called
        # a plain sheet's event is a JSON document well within ``_log``'s limits (its lines at most a document's bytes
        # and a thousand lines, two levels deep): it is not walked again to learn so at every key
        fits = plain and phase.isascii() and power.isascii() and type(late) is bool
        ev = self._log("orders", {"phase": phase, "power": power, "lines": lines, "late": late}, fits=fits)
        self._apply_orders(ev)
        return self._notify(Change(orders=frozenset({power}), event=ev))

    def call_time(self, called: bool = True, reason: str = "") -> Change:
        """The referee calls time on order writing: later changes are marked late (rule 2.1.3).
        ``reason``: why, when not the referee's own call (``expired``: called when order writing ran out)."""
        if self.time_called == called:
            return Change()
        data = {"action": "call-time" if called else "reopen", "phase": str(self.phase)}
        ev = self._log("clock", data | ({"reason": reason} if reason else {}))
        self.time_called = called
        return self._notify(Change(clock=True, event=ev))

    def accept_late(self, power: str, accept: bool) -> Change:
        """The referee decides whether a late sheet stands (rule 2.1.3)."""
        ev = self._log("orders-late", {"phase": str(self.phase), "power": power.upper(), "accept": accept})
        self._apply(ev)
        return self._notify(Change(orders=frozenset({power.upper()}), event=ev))

    def log_clock(self, action: str, **data: Any) -> Change:
        """Record a timer event (start, warning, pause, resume, extend, end)."""
        ev = self._log("clock", {"action": action, "phase": str(self.phase), **data})
        return self._notify(Change(clock=True, event=ev))

    def orders_for_adjudication(self) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        skip = self.current.not_counted
        for power, lines in self.current.sheets.items():
            if power in skip:
                continue  # a late sheet stands only when the referee accepts it
            out[power] = [ln for ln in lines if ln.strip()]
        return out

    def process(self) -> Change:
        """Adjudicate the current phase and move on to the next one.

        In the two-player game the coin toss is made first when it is due and not made yet.
        """
        self._require_open()
        if self.toss_due():
            self.coin_toss()
        ev = self._log("adjudicate", {"phase": str(self.phase)})
        self._apply(ev)
        return self._notify(Change(phase=True, position=True, results=True, ended=self.end is not None,
                                   orders=frozenset(self.powers), event=ev))

    @property
    def is_sandbox(self) -> bool:
        """A sandbox (a copy to try orders in, ``sandbox.py``), not a game being played."""
        return bool(self.setup.extra.get("sandbox"))

    def edit_position(self, position: Position, note: str = "", commands: Sequence[str] = ()) -> Change:
        """The referee corrects the position (a bumped board, a game moved from paper): ``position``
        stands from now on, an 'edit' event in the record with the referee's ``note`` (required in a
        game, optional in a sandbox) and the editor's ``commands`` as typed. Undone by ``undo``.

        Refused (``PositionError``, every reason) when the position cannot exist, and when its phase
        comes before one already adjudicated (undo that adjudication instead)."""
        from ..rules.positions import check_position_fully

        self._require_open()
        note = note.strip()
        if not note and not self.is_sandbox:
            raise GameStateError(msg("game.edit.needs_note"))
        check_position_fully(position, self.ruleset_for(position.phase))
        if self.history and position.phase.sort_key <= self.history[-1].phase.sort_key:
            raise GameStateError(msg("game.edit.before_adjudicated", phase=phase_message(position.phase),
                                     last=phase_message(self.history[-1].phase)))
        if position == self.position:
            return Change()
        old_phase = self.phase
        ev = self._log("edit", {"phase": str(old_phase), "note": note, "commands": [str(c) for c in commands],
                                "position": position_to_json(position)})
        self._apply(ev)
        return self._notify(Change(phase=self.phase != old_phase, position=True, orders=frozenset(self.powers),
                                   event=ev))

    def edit(self, commands: Sequence[str], note: str = "", power: str | None = None) -> Change:
        """Correct the position with the editor's commands (``editor.py``: "A PAR", "- MUN", "centre BEL
        FRANCE" ...), as ``edit_position``. ``power``: whose units and centres commands that name no power
        give. ``EditCommandError`` for a command that cannot be read, ``PositionError`` (every reason) for a
        result that cannot exist."""
        from ..rules.positions import PositionDraft, checked_position
        from .editor import apply_commands

        draft = apply_commands(PositionDraft.of(self.position), commands, self.base_ruleset, power)
        position = checked_position(draft, self.ruleset_for(draft.phase))
        return self.edit_position(position, note, commands)

    def undo_target(self) -> EditRecord | PhaseRecord | None:
        """What ``undo`` would take back: the last correction of this phase's position, else the last
        adjudication (its record), or None."""
        if self.current.edits:
            return self.current.edits[-1]
        return self.history[-1] if self.history else None

    def undo(self) -> Change:
        """Take back the last step: a correction of the position made in this phase (the position before
        it comes back), else the last adjudication (its orders come back for correction). Everything
        stays in the record."""
        if self.current.edits:
            edit = self.current.edits[-1]
            old_phase = self.phase
            ev = self._log("undo-edit", {"phase": str(old_phase), "edit_seq": edit.seq})
            self._apply(ev)
            return self._notify(Change(phase=self.phase != old_phase, position=True, orders=frozenset(self.powers),
                                       event=ev))
        if not self.history:
            raise GameStateError(msg("game.nothing_to_undo"))
        ev = self._log("undo", {"phase": str(self.history[-1].phase)})
        self._apply(ev)
        return self._notify(Change(phase=True, position=True, results=True, ended=False,
                                   orders=frozenset(self.powers), event=ev))

    def declare_end(self, reason: str, winners: Sequence[str], detail: str = "",
                    data: Mapping[str, Any] | None = None) -> Change:
        """End the game. ``data`` keeps what shows the ending fair (e.g. the seed of a drawing of lots)."""
        payload: dict[str, Any] = {"reason": reason, "winners": [w.upper() for w in winners], "detail": detail}
        if data:
            payload["data"] = dict(data)
        ev = self._log("end", payload)
        self._apply(ev)
        return self._notify(Change(ended=True, event=ev))

    def note(self, text: str) -> Change:
        ev = self._log("note", {"phase": str(self.phase), "text": text})
        return self._notify(Change(event=ev))

    # --- event application (shared by live play and replay) ---------------------------
    def _log(self, kind: str, data: Mapping[str, Any], fits: bool = False) -> Event:
        # nothing enters the record that the game file could not write back (a lone surrogate in a
        # player's name, say): refused here, before the game changes
        # (``check_document`` passes what ``document_fits`` passes without a look at its message: made only for the others;
        # ``fits``: the caller knows ``document_fits`` would pass it)
        if not fits and not document_fits(data, 8 * MAX_DOCUMENT_BYTES, MAX_DEPTH):
            check_document(data, msg("game.event_data", kind=kind), max_bytes=8 * MAX_DOCUMENT_BYTES)
        ev = Event(kind, self.now(), dict(data))
        self.events.append(ev)
        return ev

    def _apply(self, ev: Event) -> None:
        d = ev.data
        if ev.kind == "orders":
            self._apply_orders(ev)
        elif ev.kind == "orders-late":
            power = str(d["power"])
            self.current.late.discard(power)  # decided: it stands, or it is refused
            if d.get("accept"):
                self.current.refused.discard(power)
            else:
                self.current.refused.add(power)
        elif ev.kind == "clock":
            if d.get("action") == "call-time":
                self.time_called = True
            elif d.get("action") == "reopen":
                self.time_called = False
        elif ev.kind == "adjudicate":
            self._do_adjudicate()
        elif ev.kind == "undo":
            self._do_undo()
        elif ev.kind == "end":
            self.end = GameEnd(str(d["reason"]), tuple(d.get("winners", ())), str(d.get("detail", "")),
                               dict(d.get("data", {})))
        elif ev.kind == "civil-disorder":
            if d.get("on", True):
                self._civil.add(str(d["power"]))
            else:
                self._civil.discard(str(d["power"]))
        elif ev.kind == "coin-toss":
            self.toss = dict(d)
        elif ev.kind == "reopen-game":
            self.end = None
        elif ev.kind == "edit":
            self._do_edit(ev)
        elif ev.kind == "undo-edit":
            rec = self.current.edits.pop()
            self.current.position = rec.before

    def _apply_orders(self, ev: Event) -> None:
        d = ev.data
        power = str(d["power"])
        lines = d["lines"]
        # a sheet read back from a record meets the same checks as one typed (set_orders)
        if power not in self.base_ruleset.map.powers:
            raise RefereeError(msg("game.unknown_power", power=repr(power)))
        try:  # joined only when every line is text (str.join refuses anything else)
            text = "\n".join(lines) if isinstance(lines, list) else None
        except TypeError:
            text = None
        if text is None:
            raise RefereeError(msg("game.lines_not_text", power=W(power)), self.ruleset)
        # plain ASCII within both limits passes check_text as it is (its size is its length, it holds no
        # lone surrogate): a long record (a key an event) is read back without building each message
        if not (text.isascii() and len(text) <= MAX_DOCUMENT_BYTES and text.count("\n") < MAX_SHEET_LINES):
            check_text(text, msg("game.sheet_of", power=W(power)), max_lines=MAX_SHEET_LINES, names=self.ruleset)
        self.current.sheets[power] = list(lines)
        self.current.entered_at[power] = ev.at
        if d.get("late"):
            self.current.late.add(power)  # changed again after time was called: to be decided (again)
            self.current.refused.discard(power)

    def _apply_sheets(self, run: Sequence[Event], keys: Sequence[str | None] | None = None) -> None:
        """Typed sheets one after another (no other event between them), as ``_apply_orders`` applies them one by
        one: where every one passes its checks (``_sheets_pass``, by loops over the whole run), what they leave is
        each power's last sheet and its time, and the lateness of the late ones; any other run is applied one by
        one (which refuses the first sheet that fails, as before). A game typed at the desk is mostly such runs
        (a key, an event): its replay no longer applies each key. ``keys``: the powers of a run a game file left
        unread (``Game.replay``): each sheet's text matched ``TYPED_SHAPE`` whole (a sheet not late, its lines text
        that passes the checks as it is), so only the powers are checked, and only each power's last sheet read."""
        current = self.current
        if keys is not None and None not in keys:
            last_of: dict[Any, int] = dict(zip(keys, range(len(run))))  # (its keys: text, as None is not one)
            if frozenset(self.base_ruleset.map.powers).issuperset(last_of):
                for power, last in last_of.items():  # (each power where it first came)
                    ev = run[last]
                    current.sheets[power] = list(ev.data["lines"])
                    current.entered_at[power] = ev.at
                return
        passed = self._sheets_pass(run)
        if passed is None:
            for ev in run:
                self._apply_orders(ev)
            return
        data, powers, lasts = passed
        sheets, entered = current.sheets, current.entered_at
        for power, last in lasts.items():  # (each power where it first came)
            sheets[power] = list(data[last]["lines"])
            entered[power] = run[last].at
        for power in compress(powers, map(dict.get, data, repeat("late"))):
            current.late.add(power)  # changed again after time was called: to be decided (again)
            current.refused.discard(power)

    def _sheets_pass(self, run: Sequence[Event]) -> tuple[list[dict[str, Any]], list[str], dict[str, int]] | None:
        """The data and powers of the typed sheets of ``run`` when each passes ``_apply_orders``' checks: a dict
        naming a power of the map, its lines a list of texts, plain ASCII within both limits or else meeting
        ``check_text``, which is asked here (its refusal is raised, for the first sheet it refuses); None for a
        run with any other sheet, which ``_apply_orders`` then refuses one by one. The lines of the whole run are
        looked at together: a sheet's text is ASCII when they all are, and no longer and with no more line
        breaks than the most lines of a sheet allow with all their characters and breaks; only a run past the
        limits so counted is checked sheet by sheet. (With them, the index of each power's last sheet, the powers in
        the order they first come: the powers are checked from its keys.)"""
        data = list(map(_DATA, run))
        try:  # (TypeError: a sheet not a dict, lines not a list: the unbound methods take nothing else)
            powers, lines = list(map(_GET, data, repeat("power"))), list(map(_GET, data, repeat("lines")))
            lasts = dict(zip(powers, range(len(run))))
            if not frozenset(self.base_ruleset.map.powers).issuperset(lasts):
                return None
            most = max(map(_LEN, lines))  # a sheet's text: its lines' characters and a break between two lines
            every = "".join(chain.from_iterable(lines))  # every line's characters (TypeError: a line not text)
        except (KeyError, TypeError):  # a sheet without a power or lines, a power that is a list, a line not text
            return None
        # (a line break looked for first, by ``memchr``: lines typed at the desk hold none, and then none is counted)
        breaks = every.count("\n") if "\n" in every else 0
        if every.isascii() and len(every) + most - 1 <= MAX_DOCUMENT_BYTES and breaks + most - 1 < MAX_SHEET_LINES:
            return data, powers, lasts
        for power, text in zip(powers, map("\n".join, lines)):  # as _apply_orders checks each sheet
            if not (text.isascii() and len(text) <= MAX_DOCUMENT_BYTES and text.count("\n") < MAX_SHEET_LINES):
                check_text(text, msg("game.sheet_of", power=W(power)), max_lines=MAX_SHEET_LINES, names=self.ruleset)
        return data, powers, lasts

    def _do_adjudicate(self) -> None:
        adj = adjudicate(self.position, self.orders_for_adjudication(), self.ruleset,
                         civil_disorder=self.civil_disorder, controllers=self.controllers() or None)
        # a late sheet not let stand by then is refused (the referee was asked); its lines are in the
        # results, each saying it was refused as late and what the rules made of its unit (rule 2.1.3)
        self.current.refused |= self.current.late
        self.current.late = set()
        if self.current.refused:
            adj = dataclasses.replace(adj, results=adj.results + self._refused_results(adj))
        self.current.adjudication = adj
        self.current.time_called = self.time_called
        self.history.append(self.current)
        self.current = PhaseRecord(adj.after)
        self._join_neutral(adj.phase)
        self.time_called = False
        if adj.winners and self.end is None:
            reason = "victory" if len(adj.winners) == 1 else "shared-victory"
            detail = msg("end.detail.victory", n=self.ruleset.victory_centers, phase=phase_message(adj.phase))
            self.end = GameEnd(reason, adj.winners, render(detail, "en"), {"detail_msg": detail.to_json()})

    def _refused_results(self, adj: Adjudication) -> tuple[OrderResult, ...]:
        """One result per line of each refused late sheet: not adjudicated (void, tag ``late-refused``),
        with what the rules make of the unit: it holds (movement), disbands (retreats); a build not
        written is waived, a removal not written is made by the rules (adjustments)."""
        from ..rules.parse import read_order

        position, rs = self.position, self.ruleset
        ptype = position.phase.type
        seq = max((r.seq for r in adj.results if r.seq < 10**6), default=0)
        out: list[OrderResult] = []
        for power in sorted(self.current.refused):
            for line in self.current.sheets.get(power, []):
                if not line.strip():
                    continue
                seq += 1
                order: Order | None = None
                try:
                    order = read_order(line, power, position, rs)
                except OrderError:
                    pass
                unit = getattr(order, "unit", None)
                if ptype is PhaseType.MOVEMENT and unit is not None:
                    why = msg("result.late_refused.holds", unit=U(unit))
                elif ptype is PhaseType.MOVEMENT:
                    why = msg("result.late_refused.movement")
                elif ptype is PhaseType.RETREATS:
                    why = msg("result.late_refused.retreats")
                else:
                    why = msg("result.late_refused.adjustments")
                out.append(OrderResult(power, line.strip(), order, "void", "", "late-refused", seq, why, names=rs.map))
        return tuple(out)

    def _do_edit(self, ev: Event) -> None:
        d = ev.data
        after = position_from_json(d["position"], self.base_ruleset)
        seq = len(self.events) if self.events and self.events[-1] is ev else len(self.events) + 1
        self.current.edits.append(EditRecord(self.current.position, after, str(d.get("note", "")), ev.at, seq,
                                             tuple(str(c) for c in d.get("commands", ()))))
        self.current.position = after

    def _do_undo(self) -> None:
        rec = self.history.pop()
        if rec.adjudication is not None:
            self.undone.append(PhaseRecord(rec.position, {k: list(v) for k, v in rec.sheets.items()},
                                           dict(rec.entered_at), set(rec.late), rec.adjudication, list(rec.edits),
                                           set(rec.refused), rec.time_called))
        rec.adjudication = None
        self.current = rec
        self.time_called = rec.time_called  # time called stays called
        if self.end is not None and self.end.reason in ("victory", "shared-victory"):
            self.end = None

    def _require_open(self) -> None:
        if self.end is not None:
            raise GameStateError(msg("game.over", reason=end_reason(self.end.reason)))

    def _notify(self, change: Change) -> Change:
        for fn in list(self.listeners):
            fn(change)
        return change

    def subscribe(self, fn: Callable[[Change], None]) -> None:
        self.listeners.append(fn)

    def unsubscribe(self, fn: Callable[[Change], None]) -> None:
        if fn in self.listeners:
            self.listeners.remove(fn)


# lines one power's sheet may hold (the JSON contract's limit for a whole phase)
MAX_SHEET_LINES = 1000
# a typed sheet's event as ``_log`` writes it, not late, its lines plain printable ASCII (no quote, no backslash: no
# escape) and no more than a sheet may hold: a JSON object wherever it matches a line whole, its one group the power
# (with no escape, the text is the string read). A game file leaves the typed sheets it matches unread (core.record,
# ``GameKind.typed_shape``; the replay: ``_apply_sheets``). Checked against the JSON reader in
# tests/test_open_lazy_sheets.py.
# (possessive: no character of a string is a quote, and no line but the last is followed by "]", so giving any
# back never finds another match; it saves the positions kept for it)
_PLAIN = r'[ !#-\[\]-~]*+'
TYPED_SHAPE = re.compile(rf'^\{{"phase":"{_PLAIN}","power":"({_PLAIN})","lines":\[(?:"{_PLAIN}"(?:,"{_PLAIN}"){{0,{MAX_SHEET_LINES - 1}}}+)?+\],'
                         r'"late":false\}$', re.MULTILINE)
# ``TYPED_SHAPE`` for a text of plain characters (``GameKind.typed_frame``: printable ASCII but the backslash, and line
# breaks), which a game file's reading checks first with a few ``memchr`` scans: each string a run of anything but a
# quote, which sre's repeat reads by a one-comparison loop (a character class costs a call per character). Within
# a line of such a text a string's characters are those of ``_PLAIN`` (no quote, no backslash, no control character):
# a line it matches whole, the shape matches whole with the same key, and a line the shape matches whole, it matches
# whole (possessive repeats: the same stops). It may match across a line break where the shape would not, which
# finds fewer keys than lines, as the shape then does too (tests/test_open_typed_frame.py).
_ANY = r'[^"]*+'
TYPED_FRAME = re.compile(rf'^\{{"phase":"{_ANY}","power":"({_ANY})","lines":\[(?:"{_ANY}"(?:,"{_ANY}"){{0,{MAX_SHEET_LINES - 1}}}+)?+\],'
                         r'"late":false\}$', re.MULTILINE)
# a typed sheet's event read (``_apply_sheets``): its data, power and lines
_DATA = attrgetter("data")
_GET, _LEN = dict.__getitem__, list.__len__  # a dict's item, a list's length: refuse anything else (TypeError)

# events that change the game's state; ``Game.record`` does not make them
_STATE_EVENTS = frozenset({"setup", "orders", "orders-late", "clock", "adjudicate", "undo", "end", "note",
                           "civil-disorder", "coin-toss", "reopen-game", "edit", "undo-edit"})
# kinds ``Game.record`` keeps for the rules' other parts (a vote, an agreement, a score, a sheet not counted):
# the replay leaves the game as it was. A record with any other kind was written by a newer version (refused).
RECORDED_KINDS = frozenset({"vote", "agreement", "score", "sheet-not-counted"})
EVENT_KINDS = _STATE_EVENTS | RECORDED_KINDS


# --- the rules a game was started with, kept in its record -------------------------------------

def _rules_json(rs: Ruleset) -> dict[str, Any]:
    """The options and impassable spaces in force, so a replay uses them even if the ruleset file changes."""
    return {
        "options": dataclasses.asdict(rs.options),
        "impassable": sorted(c for c, p in rs.map.provinces.items() if p.kind is ProvinceKind.IMPASSABLE),
    }


def _rules_as_recorded(rs: Ruleset, recorded: Mapping[str, Any] | None) -> Ruleset:
    if not recorded:
        return rs  # a record from before rules were stored: the ruleset as it is now
    options = dict(recorded.get("options", {}))
    current = dataclasses.asdict(rs.options)
    changed = {k: v for k, v in options.items() if k in current and current[k] != v}
    impassable = set(recorded.get("impassable", []))
    now_blocked = {c for c, p in rs.map.provinces.items() if p.kind is ProvinceKind.IMPASSABLE}
    if not changed and impassable <= now_blocked:
        return rs
    return rs.derive(impassable=impassable - now_blocked, **changed)


# --- JSON for positions (used by the event log and the exports) -----------------------------

def position_to_json(pos: Position) -> dict[str, Any]:
    from ..contract.jsonapi import centers_json, units_json

    units = units_json(pos.units.values())
    centers = centers_json(pos.centers)
    dislodged: dict[str, list[dict[str, Any]]] = {}
    for d in pos.dislodged.values():
        dislodged.setdefault(d.unit.power, []).append(
            {"unit": str(d.unit), "attacker_from": d.attacker_from, "by_convoy": d.by_convoy})
    return {"phase": str(pos.phase), "units": units, "centers": centers, "dislodged": dislodged,
            "contested": sorted(pos.contested)}


def position_from_json(doc: Mapping[str, Any], ruleset: Ruleset) -> Position:
    from ..contract.jsonapi import position_from_json as _pfj

    return _pfj(doc, ruleset)

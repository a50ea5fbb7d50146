"""What every part of the engine of 列欧帝国棋 shares: the places (lands, fleets, the overlord fleet),
their holders and armies, leaders and air forces on them, ranges, orders (chapter 2), the steps
queue, and what happens when a place is emptied, a fleet sunk or an empire falls (3.3, 8.8, 13.2, 14.2).

``EngineBase`` is the base of ``LieouGame`` (game.py) and of its parts ``ForcesMixin`` (forces.py,
chapters 7-12: building and moving) and ``WarMixin`` (war.py, chapters 4-6, 8-10, 13: fighting).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from referee_app.core.dice import Dice, Roll
from referee_app.core.messages import Message, msg

from .actions import LieouError
from .air import AirForce
from .board import Board
from .params import LandRef, PlaceRef, colour, leader
from .rules import RuleOptions
from .state import Decision, Fleet, Leader, Regime, State, Step
from .tables import OVERLORD, Tables

DIE_SIDES = 6


def orders_for_regimes(regimes: int) -> int:
    """2.2: 1-2 regimes give 1 order, 3-4 give 2, 5-6 give 3, 7 or more give 4."""
    if regimes <= 0:
        return 0
    return min(4, (regimes + 1) // 2)


class DiceSource:
    """Dice for one action: recorded ones when replaying, else typed or rolled by the program."""

    def __init__(self, dice: Dice, recorded: Sequence[Roll] | None) -> None:
        self.dice = dice
        self.recorded = list(recorded) if recorded is not None else None
        self.used: list[Roll] = []

    def roll(self, count: int, purpose: str, typed: Sequence[int] | None = None) -> Roll:
        if self.recorded is not None:
            if not self.recorded:
                raise LieouError(msg("lieou.err.record_short"))
            r = self.recorded.pop(0)
        elif typed is not None:
            r = Roll(purpose, DIE_SIDES, tuple(typed), True, None)
        else:
            r = self.dice.roll(count, DIE_SIDES, purpose)
        self.used.append(r)
        return r

    def shuffle(self, n: int, purpose: str) -> Roll:
        if self.recorded is not None:
            return self.roll(n, purpose)
        index = self.dice.next_index
        order = self.dice.shuffle(list(range(1, n + 1)), purpose)
        r = Roll(purpose, n, tuple(order), False, index)
        self.used.append(r)
        return r


class NoDice(DiceSource):
    """For trying an action without throwing anything (2.5: is any order possible?)."""

    def __init__(self) -> None:
        super().__init__(Dice(0), None)

    def roll(self, count: int, purpose: str, typed: Sequence[int] | None = None) -> Roll:
        raise _DryRunDice()


class _DryRunDice(Exception):
    pass


Out = list[Message]


class EngineBase:
    """The shared state and helpers (see the module's docstring)."""

    board: Board
    options: RuleOptions
    tables: Tables
    state: State

    # --- places -------------------------------------------------------------------------------

    def is_land(self, p: str) -> bool:
        return p in self.board.lands

    def owner_of(self, p: str) -> str | None:
        if p in self.board.lands:
            return self.state.owner[p]
        f = self.state.fleets.get(p)
        return f.holder if f is not None else None

    def armies_of(self, p: str) -> int:
        if p in self.board.lands:
            return self.state.armies[p]
        f = self.state.fleets.get(p)
        return f.armies if f is not None else 0

    def set_armies(self, p: str, n: int) -> None:
        if p in self.board.lands:
            self.state.armies[p] = n
        else:
            self.state.fleets[p].armies = n

    def add_armies(self, p: str, n: int) -> None:
        self.set_armies(p, self.armies_of(p) + n)

    def exists(self, p: str) -> bool:
        return p in self.board.lands or p in self.state.fleets

    def place_zones(self, p: str) -> tuple[str, ...]:
        """The sea zones of a land (7.1), the zone a fleet lies in, every zone for the overlord fleet (9.3)."""
        if p in self.board.lands:
            return self.board.zones_of(p)
        f = self.state.fleets.get(p)
        if f is None:
            return ()
        return tuple(self.board.sea_zones) if f.zone is None else (f.zone,)

    def fleet_at(self, zone: str) -> str | None:
        """The fleet lying in a sea zone (7.5: never two); the overlord fleet lies in none."""
        return next((f.id for f in self.state.fleets.values() if f.zone == zone), None)

    def fleets_of(self, c: str, overlord: bool = True) -> list[Fleet]:
        return [f for f in self.state.fleets.values() if f.holder == c and (overlord or f.id != OVERLORD)]

    def reaches(self, fleet_id: str, land: str) -> bool:
        """Does a fleet lie in a sea zone of this land (8.1, 8.2, 8.5, 8.6, 10.5, 10.6; 9.3: the overlord every coast)?"""
        f = self.state.fleets[fleet_id]
        if f.zone is None:
            return self.board.coastal(land)
        return land in self.board.sea_zones[f.zone].members

    def fleet_lands(self, fleet_id: str) -> list[str]:
        """The lands a fleet reaches (its sea zone's, or every coastal land for the overlord fleet)."""
        return [x for x in self.board.lands if self.reaches(fleet_id, x)]

    def fleets_touch(self, a: str, b: str) -> bool:
        """8.3: fleets in neighbouring sea zones (7.4); 9.3: the overlord fleet and any fleet."""
        fa, fb = self.state.fleets[a], self.state.fleets[b]
        if fa.zone is None or fb.zone is None:
            return True
        return fb.zone in self.board.zone_links[fa.zone]

    def adjacent(self, a: str, b: str, moving: bool) -> bool:
        if b not in self.board.neighbours[a]:
            return False
        if moving and not self.options.moves_by_sea_link:
            return frozenset((a, b)) in self.board.land_borders
        return True

    # --- regimes, lands and orders (chapter 2) ------------------------------------------------

    def regimes_of(self, c: str) -> list[Regime]:
        return [r for r in self.state.regimes.values() if r.holder == c]

    def lands_of(self, c: str) -> list[str]:
        return [code for code, o in self.state.owner.items() if o == c]

    def orders_of(self, c: str) -> int:
        """2.2 and 2.4: orders a player has in a turn starting now."""
        own = self.lands_of(c)
        if own and all(self.state.armies[x] == 1 for x in own):
            return 0
        return orders_for_regimes(len(self.regimes_of(c)))

    def use_order(self) -> None:
        s = self.state
        if s.orders_left <= 0:
            raise LieouError(msg("lieou.err.no_orders"))
        s.orders_left -= 1

    def own(self, p: str) -> None:
        if not self.exists(p) or self.owner_of(p) != self.state.turn:
            raise LieouError(msg("lieou.err.not_yours", land=PlaceRef(p), colour=colour(str(self.state.turn))))

    def capital_at(self, land: str) -> bool:
        s = self.state
        return any(r.land == land and s.capital.get(r.holder) == r.country for r in s.regimes.values())

    def best_land(self, lands: Iterable[str]) -> str:
        """The default where a choice is not given: the land with most armies, the first in the board's order."""
        return max(lands, key=lambda x: (self.state.armies[x], -self.board.order(x)))

    # --- leaders (chapters 10, 11) ------------------------------------------------------------

    def leaders_at(self, p: str) -> list[Leader]:
        return sorted((ld for ld in self.state.leaders.values() if ld.place == p), key=lambda ld: ld.kind)

    def general_at(self, p: str) -> Leader | None:
        return next((ld for ld in self.leaders_at(p) if ld.kind == "general"), None)

    def marshal_of(self, c: str) -> Leader | None:
        return next((ld for ld in self.state.leaders.values() if ld.kind == "marshal" and ld.holder == c), None)

    def bonus_at(self, p: str) -> str:
        """The dice bonus of a place (10.3, 11.2): none, general, marshal or general+marshal (10.9)."""
        kinds = {ld.kind for ld in self.leaders_at(p)}
        if kinds == {"general", "marshal"}:
            return "general+marshal" if self.options.leaders_stack else "marshal"
        return next(iter(kinds)) if kinds else "none"

    def _leader_sum(self, p: str, table: Mapping[str, int]) -> int:
        b = self.bonus_at(p)
        return sum(table.get(k, 0) for k in b.split("+") if k != "none")

    def kills_at(self, p: str) -> int:
        """10.3, 11.2: more armies an air force from this place kills."""
        return self._leader_sum(p, self.tables.kills)

    def shield_at(self, p: str) -> int:
        """10.3, 11.2: fewer armies this place loses to an air force."""
        return self._leader_sum(p, self.tables.shield)

    def remove_leader(self, leader_id: str, out: Out, why: str) -> None:
        """A leader leaves the board: "death" (10.2: never made again), "exile" or "dissolved" (14.3)."""
        s = self.state
        if leader_id not in s.leaders:
            return
        del s.leaders[leader_id]
        if why == "death":
            s.dead.append(leader_id)
        out.append(msg(f"lieou.log.leader_{why}", leader=leader(leader_id)))

    # --- air forces (chapter 12) --------------------------------------------------------------

    def air_at(self, p: str) -> AirForce:
        return self.state.air.get(p, AirForce())

    def set_air(self, p: str, force: AirForce) -> None:
        if force.empty:
            self.state.air.pop(p, None)
        else:
            self.state.air[p] = force

    def air_range(self, p: str) -> set[str]:
        """12.8: the neighbours of the land and the lands one further; a coastal land also the fleets of its
        sea zones and (option ``air_range_sea``) every land of them; 12.10: a carrier its sea zone."""
        b, s = self.board, self.state
        out: set[str] = set()
        if p in b.lands:
            frontier = {p}
            seen = {p}
            for _ in range(self.tables.air_range):
                frontier = {n for x in frontier for n in b.neighbours[x]} - seen
                seen |= frontier
            out = seen - {p}
            zones = set(b.zones_of(p))
            if zones:
                out |= {f.id for f in s.fleets.values() if f.zone is None or f.zone in zones}
                if self.options.air_range_sea == "sea_zone":
                    out |= {x for z in zones for x in b.sea_zones[z].members}
        elif p in s.fleets:
            out = set(self.fleet_lands(p))
            zones = set(self.place_zones(p))
            out |= {f.id for f in s.fleets.values() if f.zone is None or f.zone in zones or s.fleets[p].zone is None}
        out.discard(p)
        return out

    # --- the queue of steps -------------------------------------------------------------------

    def push(self, *steps: Step) -> None:
        """Put steps first in the queue, in the order given."""
        self.state.queue[0:0] = list(steps)

    def ask(self, step: Step, kind: str, who: str, options: list[str], default: str, given: str | None,
            subject: str = "") -> str | None:
        """The answer to a choice now, or None when the game must wait for it (sets ``decision``)."""
        if given is not None and given in options:
            return given
        if len(options) == 1 or not self.options.ask_choices:
            return default
        self.state.decision = Decision(kind, who, options, default, subject, step)
        return None

    # --- emptied places, sunk fleets, fallen empires ------------------------------------------

    def raze(self, land: str, out: Out, lands: set[str]) -> None:
        """A land left without an army by bombing or a raid (3.3, 13.2): empty, its leaders killed, its
        airfield kept (12.2), its regimes moved by their holder where they can be (13.13)."""
        s = self.state
        for ld in self.leaders_at(land):
            self.remove_leader(ld.id, out, "death")
        s.owner[land] = None
        s.armies[land] = 0
        self.set_air(land, AirForce())
        lands.add(land)
        out.append(msg("lieou.log.razed", land=LandRef(land)))
        steps = [{"k": "relocate", "country": r.country, "from": land} for r in s.regimes.values() if r.land == land]
        self.push(*steps)

    def sink(self, fleet_id: str, out: Out, forever: bool) -> None:
        """A fleet gone: sunk by an air force (8.8: never built again; 9.8 the overlord fleet may be), its
        leaders killed (13.2), its air force and airfield with it (14.3)."""
        s = self.state
        for ld in self.leaders_at(fleet_id):
            self.remove_leader(ld.id, out, "death")
        del s.fleets[fleet_id]
        s.air.pop(fleet_id, None)
        s.airfields.discard(fleet_id)
        if forever and fleet_id != OVERLORD:
            s.sunk.append(fleet_id)
        out.append(msg("lieou.log.sunk" if forever and fleet_id != OVERLORD else "lieou.log.fleet_destroyed",
                       fleet=PlaceRef(fleet_id)))

    def fall(self, loser: str, out: Out, lands: set[str]) -> None:
        """14.2: the empire is gone; its leaders, armies, fleets and air forces disband, its lands are left
        empty (their airfields kept, 12.2); 14.3: its leaders and fleets may be made again (a carrier's
        airfield is not kept)."""
        s = self.state
        s.capital.pop(loser, None)
        for x in self.lands_of(loser):
            s.owner[x] = None
            s.armies[x] = 0
            s.air.pop(x, None)
            lands.add(x)
        for ld in [ld for ld in s.leaders.values() if ld.holder == loser]:
            del s.leaders[ld.id]
        for f in self.fleets_of(loser):
            del s.fleets[f.id]
            s.air.pop(f.id, None)
            s.airfields.discard(f.id)
        if loser in s.alive:
            s.alive.remove(loser)
            s.eliminated.append(loser)
        out.append(msg("lieou.log.fallen", colour=colour(loser), place=len(s.alive) + 1))


__all__ = ["DIE_SIDES", "DiceSource", "EngineBase", "NoDice", "Out", "orders_for_regimes"]

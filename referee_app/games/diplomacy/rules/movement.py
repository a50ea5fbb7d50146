"""Movement-phase resolution: DATC v3.0 chapter 5, the partial-information algorithm.

Decisions are MOVE (does the move succeed), SUPPORT (is the support given) and
CONVOY (does the fleet convoy: not dislodged). ``_resolve`` evaluates a
decision optimistically and pessimistically; when they disagree because of a
cycle, the backup rule settles it: a cycle with a CONVOY decision is a convoy
paradox and the Szykman rule makes those convoys fail; a cycle of moves only is
a circular movement and all of them succeed.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from .geography import GameMap
from .i18n import C, L, Message, P, msg
from .orders import Convoy, Move, MovementOrder, Support
from .ruleset import RuleOptions
from .state import Unit, UnitType

# enum members looked up once (a class attribute look-up of an enum member is slow on the hot path)
_ARMY: Final = UnitType.ARMY
# adjacent_convoy values under which a fleet of the army's own player convoying it shows the intent (DATC 4.A.3)
_OWN_FLEET_CONVOYS: Final = ("2000", "fallback")

MOVE: Final = 0
SUPPORT: Final = 1
CONVOY: Final = 2
HOLD: Final = 3


@dataclass
class MoveOutcome:
    """What happened to each unit, for building results and the next position."""

    succeeded: dict[str, bool] = field(default_factory=dict)  # province -> decision outcome
    kind: dict[str, int] = field(default_factory=dict)
    void: dict[str, Message] = field(default_factory=dict)  # province -> why the support/convoy is void
    dislodged_by: dict[str, str] = field(default_factory=dict)  # province -> attacker origin
    convoyed: set[str] = field(default_factory=set)  # armies that moved (or tried) by convoy
    paradox: set[str] = field(default_factory=set)  # convoying fleets failed by the Szykman rule
    no_path: set[str] = field(default_factory=set)  # convoyed moves without a route
    contested: set[str] = field(default_factory=set)
    cut_by: dict[str, str] = field(default_factory=dict)  # support province -> cutting unit origin
    by_land: dict[str, str] = field(default_factory=dict)  # convoying fleet -> army that went over land
    used_fleets: set[str] = field(default_factory=set)  # fleets on a route that carried its army
    # armies that would have gone by convoy but had no chain of convoying fleets, so went over land
    # (adjacent_convoy = "fallback", DATC v2)
    fell_back: set[str] = field(default_factory=set)
    # each cycle the backup rule settled, in order: ("szykman", the convoying fleets it failed) or
    # ("circular_movement", the moves it let succeed); a tuple, made only when a cycle is met (no cost
    # otherwise), read by explain.py
    backup: tuple[tuple[str, tuple[str, ...]], ...] = ()


class _DependsOnItself(Exception):
    """A decision depends on itself: the full algorithm is needed."""


class MovementResolver:
    def __init__(self, gm: GameMap, units: dict[str, Unit], orders: dict[str, MovementOrder], options: RuleOptions,
                 controllers: Mapping[str, str] | None = None, *, full: bool = False) -> None:
        """``full``: always the full algorithm (what resolving straight away must agree with)."""
        self.gm = gm
        self._full = full
        self.units = units
        self.options = options
        # power -> who plays it; a player holding several powers shows convoy intent with any of
        # their fleets (rule 3.4.6: "a fleet of the player"). Default: each power its own player.
        self.controllers: Mapping[str, str] = controllers or {}
        self.out = MoveOutcome()
        # indices
        self.orders: dict[str, MovementOrder] = {}  # the orders given (a unit without one holds)
        self.kind: dict[str, int] = {}
        self.dest: dict[str, str] = {}  # mover -> destination province
        self.attackers: dict[str, list[str]] = {}
        self.sup_move: dict[str, list[str]] = {}  # mover -> supporters (matched; absent: none)
        self.sup_hold: dict[str, list[str]] = {}  # holder -> supporters (matched; absent: none)
        self.convoy_fleets: dict[str, list[str]] = {}  # convoyed army -> matching fleets
        self.convoy_army: dict[str, str] = {}  # fleet -> army it convoys
        self.via: set[str] = set()
        self.h2h: dict[str, str] = {}
        self._moves: list[str] = []  # movers and supporters, in the units' order
        self._supports: list[str] = []
        self._settled: dict[str, bool] = {}  # decisions that depend on no other (see _prepare)
        self._prepare(orders)
        # resolution state
        self.resolved: dict[str, bool] = dict(self._settled)
        self.visited: set[str] = set()
        self.cycle: list[str] = []
        self.in_cycle: set[str] = set()
        self._direct = False
        self.recursion_hits = 0
        self.uncertain = False

    # --- preparation ---------------------------------------------------------
    def _prepare(self, given: Mapping[str, MovementOrder]) -> None:
        units, gm, out = self.units, self.gm, self.out
        kind, dest, attackers = self.kind, self.dest, self.attackers
        sup_move, sup_hold = self.sup_move, self.sup_hold
        moves = self._moves
        move_orders: list[tuple[str, Move]] = []
        supports: list[tuple[str, Support]] = []
        convoys: list[tuple[str, Convoy]] = []
        # one pass over the units: each one's order (a unit without one holds) and its kind
        orders = self.orders
        for p in units:
            o = given.get(p)
            if o is None:
                kind[p] = HOLD
                continue
            orders[p] = o
            if type(o) is Move:
                kind[p] = MOVE
                d = o.dest.province
                dest[p] = d
                lst = attackers.get(d)
                if lst is None:
                    attackers[d] = [p]
                else:
                    lst.append(p)
                moves.append(p)
                move_orders.append((p, o))
            elif type(o) is Support:
                kind[p] = SUPPORT
                supports.append((p, o))
            elif type(o) is Convoy:
                kind[p] = CONVOY
                convoys.append((p, o))
            else:
                kind[p] = HOLD
        self._supports = [p for p, _ in supports]
        # convoys: match to army orders
        for p, c in convoys:
            a = c.army.province
            ao = orders.get(a)
            if not (type(ao) is Move and ao.dest.province == c.dest and units[a].type is _ARMY):
                out.void[p] = msg("void.convoy_not_ordered", army=P(a), dest=P(c.dest))
                continue
            self.convoy_fleets.setdefault(a, []).append(p)
            self.convoy_army[p] = a
        # which army moves go by convoy (DATC 4.A.3)
        via = self.via
        for p, m in move_orders:
            u = units[p]
            if u.type is not _ARMY:
                continue
            if m.via_convoy or not gm.army_adjacent(p, m.dest.province):
                via.add(p)
            elif self.convoy_fleets and self.options.adjacent_convoy in _OWN_FLEET_CONVOYS and any(
                self._player(units[f].power) == self._player(u.power)
                for f in self.convoy_fleets.get(p, ())
            ):
                via.add(p)
        if via and self.options.adjacent_convoy == "fallback":
            # DATC v2 (Droidippy, the diplomacy package): no complete chain of fleets ordered to convoy
            # the army before anything is resolved -> it goes over land; a chain that exists but is
            # broken later (a fleet dislodged) still stops it (DATC 6.G.20)
            for p in sorted(via):
                d = dest[p]
                if gm.army_adjacent(p, d) and not fleets_on_route(gm, p, d, set(self.convoy_fleets.get(p, ()))):
                    via.discard(p)
                    out.fell_back.add(p)
        # convoys of armies that go by land do not apply (DATC 4.A.3: no foreign kidnapping)
        if self.convoy_fleets:
            for a, fleets in list(self.convoy_fleets.items()):
                if a not in via:
                    for f in fleets:
                        out.by_land[f] = a
                        del self.convoy_army[f]
                    del self.convoy_fleets[a]
        out.convoyed = set(via)
        # supports: match
        for p, s in supports:
            t = s.supported.province
            to = orders.get(t)  # None: the unit holds, unordered
            if s.dest is None:
                if type(to) is Move:
                    out.void[p] = msg("void.support_hold_moves", province=P(t))
                else:
                    lst = sup_hold.get(t)
                    if lst is None:
                        sup_hold[t] = [p]
                    else:
                        lst.append(p)
            elif type(to) is not Move or to.dest.province != s.dest:
                out.void[p] = msg("void.support_not_ordered", province=P(t), dest=P(s.dest))
            elif s.dest_coast and to.dest.coast and s.dest_coast != to.dest.coast:
                out.void[p] = msg("void.support_coast", coast=C(s.dest_coast), location=L(to.dest))
            else:
                lst = sup_move.get(t)
                if lst is None:
                    sup_move[t] = [p]
                else:
                    lst.append(p)
        # head-to-head battles: two units swapping without a convoy
        for p in moves:
            if p in via:
                continue
            d = dest[p]
            if dest.get(d) == p and d not in via:
                self.h2h[p] = d
        out.kind = kind
        # decisions that depend on no other: settled now, as adjudicating them would settle them
        # (no recursion, so nothing of the resolver's bookkeeping happens for them either)
        settled = self._settled
        void = out.void
        for p in self._supports:
            if p not in attackers and p not in void:
                settled[p] = True  # a support nobody attacks is given
        for p, _ in convoys:
            if p not in attackers and p not in void:
                settled[p] = True  # a fleet nobody attacks convoys
        for p in moves:
            d = dest[p]
            if p not in via and d not in units and p not in sup_move and len(attackers[d]) == 1:
                settled[p] = True  # strength 1 into an empty space nobody else enters

    def _player(self, power: str) -> str:
        return self.controllers.get(power) or power

    # --- the generic resolver (DATC 5.E with recursion hits and 'uncertain') ---
    def resolve(self, key: str, optimistic: bool) -> bool:
        r = self.resolved.get(key)
        if r is not None:
            return r
        if self._direct:
            # no decision of this phase has depended on itself yet: each is what its dependencies
            # make it, the one adjudication the full algorithm would make too (see run)
            if key in self.visited:
                raise _DependsOnItself
            self.visited.add(key)
            r = self.adjudicate(key, True)
            self.visited.discard(key)
            self.resolved[key] = r
            return r
        if key in self.in_cycle:
            self.uncertain = True
            return optimistic
        visited = self.visited
        if key in visited:
            self.cycle.append(key)
            self.in_cycle.add(key)
            self.recursion_hits += 1
            self.uncertain = True
            return optimistic
        visited.add(key)
        old_len = len(self.cycle)
        old_hits = self.recursion_hits
        old_uncertain = self.uncertain
        self.uncertain = False
        opt_result = self.adjudicate(key, True)
        pes_result = self.adjudicate(key, False) if (self.uncertain and opt_result) else opt_result
        visited.discard(key)
        if opt_result == pes_result:
            if len(self.cycle) > old_len:
                self._drop_cycle(old_len)
            self.recursion_hits = old_hits
            self.uncertain = old_uncertain
            self.resolved[key] = opt_result
            return opt_result
        if key in self.in_cycle:
            self.recursion_hits -= 1
        if self.recursion_hits == old_hits:
            members = self.cycle[old_len:]
            self._drop_cycle(old_len)
            self._backup_rule(members)
            self.uncertain = old_uncertain
            return self.resolve(key, optimistic)
        if key not in self.in_cycle:
            self.cycle.append(key)
            self.in_cycle.add(key)
        return optimistic

    def _drop_cycle(self, old_len: int) -> None:
        for k in self.cycle[old_len:]:
            self.in_cycle.discard(k)
        del self.cycle[old_len:]

    def _backup_rule(self, members: list[str]) -> None:
        convoys = [k for k in members if self.kind.get(k) == CONVOY]
        if convoys:
            # Szykman rule: the convoying fleets of the paradox do not convoy
            for k in convoys:
                self.resolved[k] = False
                self.out.paradox.add(k)
            self.out.backup += (("szykman", tuple(convoys)),)
        else:
            # circular movement: every move in the cycle succeeds
            moves = [k for k in members if self.kind.get(k) == MOVE]
            for k in moves:
                self.resolved[k] = True
            self.out.backup += (("circular_movement", tuple(moves)),)

    # --- adjudication of single decisions ----------------------------------------
    def adjudicate(self, p: str, opt: bool) -> bool:
        k = self.kind[p]
        if k == MOVE:
            return self._move(p, opt)
        if k == SUPPORT:
            return self._support(p, opt)
        if k == CONVOY:
            return self._convoy(p, opt)
        return True

    def _path(self, p: str, opt: bool) -> bool:
        """Is there a convoy route for army ``p`` through fleets that convoy (given optimism)?"""
        if p not in self.via:
            return True
        fleets = self.convoy_fleets.get(p)
        if not fleets:
            return False
        gm = self.gm
        dest = self.dest[p]
        ok = {f for f in fleets if self.resolve(f, opt)}
        start = [f for f in ok if gm.any_fleet_reaches(f, p)]
        seen = set(start)
        queue = deque(start)
        while queue:
            f = queue.popleft()
            if gm.any_fleet_reaches(f, dest):
                return True
            for n in gm.sea_neighbours(f):
                if n in ok and n not in seen:
                    seen.add(n)
                    queue.append(n)
        return False

    def _count(self, supporters: list[str], opt: bool, exclude_power: str | None = None) -> int:
        n = 0
        for s in supporters:
            if exclude_power is not None and self.units[s].power == exclude_power:
                continue
            if self.resolve(s, opt):
                n += 1
        return n

    def attack_strength(self, p: str, opt: bool) -> int:
        if p in self.via and not self._path(p, opt):
            return 0
        d = self.dest[p]
        target = self.units.get(d)
        sups = self.sup_move.get(p)
        if target is None:
            return 1 + self._count(sups, opt) if sups else 1
        if self.kind.get(d) == MOVE and self.h2h.get(p) != d and self.resolve(d, opt):
            return 1 + self._count(sups, opt) if sups else 1
        if target.power == self.units[p].power:
            return 0
        return 1 + self._count(sups, opt, exclude_power=target.power) if sups else 1

    def hold_strength(self, q: str, opt: bool) -> int:
        if q not in self.units:
            return 0
        if self.kind[q] == MOVE:
            return 0 if self.resolve(q, not opt) else 1
        sups = self.sup_hold.get(q)
        return 1 + self._count(sups, opt) if sups else 1

    def defend_strength(self, q: str, opt: bool) -> int:
        sups = self.sup_move.get(q)
        return 1 + self._count(sups, opt) if sups else 1

    def prevent_strength(self, p: str, opt: bool) -> int:
        if p in self.via and not self._path(p, opt):
            return 0
        opp = self.h2h.get(p)
        if opp is not None and self.resolve(opp, not opt):
            return 0
        if opp is None and self.options.dislodged_prevent == "any":
            # DATC 4.A.7 choice a: a unit dislodged by the unit from the area it moves to has no
            # effect there, even when one of the two went by convoy (no head-to-head battle)
            d = self.dest[p]
            if self.dest.get(d) == p and self.resolve(d, not opt) and not self.resolve(p, opt):
                return 0
        sups = self.sup_move.get(p)
        return 1 + self._count(sups, opt) if sups else 1

    def _move(self, p: str, opt: bool) -> bool:
        a = self.attack_strength(p, opt)
        if a == 0:
            return False
        d = self.dest[p]
        opp = self.h2h.get(p)
        if opp is not None:
            if a <= self.defend_strength(opp, not opt):
                return False
        elif a <= self.hold_strength(d, not opt):
            return False
        for other in self.attackers[d]:
            if other != p and a <= self.prevent_strength(other, not opt):
                return False
        return True

    def _cuts(self, m: str, s: str, opt: bool) -> bool:
        """Does the move of ``m`` into the supporter's space cut the support of ``s``?

        ``opt`` is the supporter's optimism (True: assume the attack is harmless).
        """
        if self.units[m].power == self.units[s].power:
            return False
        sup = self.orders[s]
        assert isinstance(sup, Support)
        target_dest = sup.dest if sup.dest is not None else None
        if m in self.via:
            if not self._path(m, not opt):
                return False
            if self._convoy_exempt(m, sup):
                return False
        if target_dest is not None and m == target_dest:
            # attacked from where the support goes: cut only by dislodging (rule 3.3.9b)
            return self.resolve(m, not opt)
        return True

    def _convoy_exempt(self, m: str, sup: Support) -> bool:
        rule = self.options.convoy_paradox
        target = sup.dest if sup.dest is not None else sup.supported.province
        if rule == "2000":
            # support of an attack on a fleet the army's convoy cannot do without is not cut
            return sup.dest is not None and self._necessary(m, target)
        if rule == "via_fleets":
            # support of an attack on, or given to, a fleet convoying the army (seed 004 section 3.10)
            return target in self.convoy_fleets.get(m, ())
        if rule == "1982":
            # support of an action in a body of water holding a fleet that convoys is not cut
            return self.gm.is_sea(target) and target in self.convoy_army
        return False

    def _necessary(self, army: str, fleet: str) -> bool:
        """Is ``fleet`` on every route of the fleets ordered to convoy ``army``?"""
        fleets = set(self.convoy_fleets.get(army, ()))
        if fleet not in fleets:
            return False
        return not fleets_on_route(self.gm, army, self.dest[army], fleets - {fleet})

    def _support(self, s: str, opt: bool) -> bool:
        for m in self.attackers.get(s, ()):
            if self._cuts(m, s, opt):
                return False
        return True

    def _convoy(self, f: str, opt: bool) -> bool:
        # DATC 5.D hack: adjudicate (not resolve) the attackers, for clean cycles
        for m in self.attackers.get(f, ()):
            if self.units[m].power != self.units[f].power and self.adjudicate(m, not opt):
                return False
        return True

    # --- driving -------------------------------------------------------------------
    def run(self) -> MoveOutcome:
        out = self.out
        succeeded, void, kind, dest, units = out.succeeded, out.void, self.kind, self.dest, self.units
        resolve = self.resolve
        # Most phases have no decision that depends on itself (no circular movement, no convoy
        # paradox). The full algorithm then never guesses: each decision is adjudicated once, from
        # decisions already made. So resolve straight away, and only when a decision turns out to
        # depend on itself start again with the full algorithm (DATC 5.E).
        self._direct = not self._full
        try:
            for p, k in kind.items():
                if k != HOLD and p not in void:
                    succeeded[p] = resolve(p, True)
        except _DependsOnItself:
            self.resolved.clear()
            self.resolved.update(self._settled)
            self.visited.clear()
            succeeded.clear()
            self._direct = False
            for p, k in kind.items():
                if k != HOLD and p not in void:
                    succeeded[p] = resolve(p, True)
        self._direct = False
        for p in self.via:
            if not self._path(p, True):
                out.no_path.add(p)
        moved = [p for p in self._moves if succeeded.get(p)]
        moved_set = set(moved)
        for p in moved:
            d = dest[p]
            if d in units and d not in moved_set:
                out.dislodged_by[d] = p
        # standoffs: a space left empty where a move with a route failed (not a lost head-to-head)
        occupied_after = units.keys() - moved_set - out.dislodged_by.keys()
        occupied_after.update(map(dest.__getitem__, moved))
        for p in self._moves:
            if not succeeded.get(p):
                d = dest[p]
                lost_h2h = self.h2h.get(p) is not None and succeeded.get(self.h2h[p], False)
                if d not in occupied_after and p not in out.no_path and not lost_h2h:
                    out.contested.add(d)
        # convoying fleets that lay on a route their army actually used
        for a in self.via:
            if a in moved_set:
                ok = {f for f in self.convoy_fleets.get(a, ()) if succeeded.get(f)}
                out.used_fleets |= fleets_on_route(self.gm, a, dest[a], ok)
        # who cut which support
        attackers = self.attackers
        for s in self._supports:
            if s not in void and not succeeded.get(s):
                for m in attackers.get(s, ()):
                    if self._cuts(m, s, True) or self._cuts(m, s, False):
                        out.cut_by[s] = m
                        break
        return out


def fleets_on_route(gm: GameMap, origin: str, dest: str, fleets: set[str]) -> set[str]:
    """Fleets of ``fleets`` reachable both from the army's coast and from its destination."""

    def spread(start: str) -> set[str]:
        first = {f for f in fleets if gm.any_fleet_reaches(f, start)}
        seen = set(first)
        queue = deque(first)
        while queue:
            f = queue.popleft()
            for n in gm.sea_neighbours(f):
                if n in fleets and n not in seen:
                    seen.add(n)
                    queue.append(n)
        return seen

    return spread(origin) & spread(dest)

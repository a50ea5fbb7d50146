"""Building and moving the forces of 列欧帝国棋: fleets (7, 8.1), the overlord fleet (9.1, 9.2, 9.5),
generals (10.1, 10.5, 10.7), marshals (11.1, 11.5), airfields, air groups and columns (12).

Each action checks what the rules ask (a clear refusal when it is not allowed now), spends the order
it costs (an airfield costs none, 12.1) and says what changed."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence

from referee_app.core.messages import msg

from .actions import Action, LieouError
from .air import AirForce
from .base import EngineBase, Out
from .params import LandRef, PlaceRef, ZoneRef, colour, leader, region
from .state import Fleet, Leader
from .tables import OVERLORD


class ForcesMixin(EngineBase):
    """The actions of chapters 7-12 that build and move (see the module's docstring)."""

    # --- building --------------------------------------------------------------------------

    def build_action(self, action: Action, out: Out, lands: set[str]) -> None:
        getattr(self, f"_build_{action.what}")(action, out, lands)

    def _take_armies(self, amounts: Sequence[tuple[str, int]], allowed: Iterable[str], out: Out,
                     lands: set[str]) -> int:
        """Armies taken from own places to fill a new fleet (7.2, 9.2); each place keeps one (3.2)."""
        scope = set(allowed)
        total = 0
        for p, n in amounts:
            if p not in scope:
                raise LieouError(msg("lieou.err.not_in_scope", place=PlaceRef(p)))
            if self.armies_of(p) - n < 1:
                raise LieouError(msg("lieou.err.leave_empty", land=PlaceRef(p)))
            self.add_armies(p, -n)
            lands.add(p)
            total += n
        return total

    def _build_fleet(self, action: Action, out: Out, lands: set[str]) -> None:
        s, b = self.state, self.board
        z = action.lands[0]
        me = str(s.turn)
        if z in s.fleets:
            raise LieouError(msg("lieou.err.fleet_afloat", fleet=PlaceRef(z), colour=colour(s.fleets[z].holder)))
        if z in s.sunk:
            raise LieouError(msg("lieou.err.fleet_sunk", fleet=PlaceRef(z)))
        members = b.sea_zones[z].members
        missing = [x for x in members if s.owner[x] != me]
        if missing:
            raise LieouError(msg("lieou.err.zone_not_unified", zone=ZoneRef(z), land=LandRef(missing[0])))
        if self.fleet_at(z) is not None:
            raise LieouError(msg("lieou.err.zone_occupied", zone=ZoneRef(z), fleet=PlaceRef(str(self.fleet_at(z)))))
        self.use_order()
        taken = self._take_armies(action.amounts, members, out, lands)
        n = b.sea_zones[z].n
        s.fleets[z] = Fleet(z, me, z, n + taken)
        lands.add(z)
        out.append(msg("lieou.log.fleet_built", colour=colour(me), fleet=PlaceRef(z), zone=ZoneRef(z), n=n,
                       m=taken))

    def _build_overlord(self, action: Action, out: Out, lands: set[str]) -> None:
        s, b, t = self.state, self.board, self.tables
        me = str(s.turn)
        if OVERLORD in s.fleets:
            raise LieouError(msg("lieou.err.overlord_taken", colour=colour(s.fleets[OVERLORD].holder)))
        have = len(self.fleets_of(me, overlord=False))
        if have < t.overlord_fleets:
            raise LieouError(msg("lieou.err.overlord_fleets", n=t.overlord_fleets, have=have))
        if not any(all(s.owner[x] == me for x in b.countries[c].lands) for c in b.empires):
            raise LieouError(msg("lieou.err.overlord_country"))
        self.use_order()
        taken = self._take_armies(action.amounts, [x for x in self.lands_of(me) if b.coastal(x)], out, lands)
        s.fleets[OVERLORD] = Fleet(OVERLORD, me, None, t.overlord_armies + taken)
        lands.add(OVERLORD)
        out.append(msg("lieou.log.overlord_built", colour=colour(me), n=t.overlord_armies, m=taken))

    def _build_general(self, action: Action, out: Out, lands: set[str]) -> None:
        s, b = self.state, self.board
        p = action.lands[0]
        self.own(p)
        if not self.is_land(p):
            raise LieouError(msg("lieou.err.general_on_land"))
        gid = f"general:{b.country_of(p)}"
        if gid in s.leaders:
            raise LieouError(msg("lieou.err.general_exists", leader=leader(gid)))
        if gid in s.dead:
            raise LieouError(msg("lieou.err.general_dead", leader=leader(gid)))
        if s.armies[p] < self.tables.general_min_armies:
            raise LieouError(msg("lieou.err.general_armies", land=LandRef(p), n=self.tables.general_min_armies,
                                 have=s.armies[p]))
        if self.general_at(p) is not None:
            raise LieouError(msg("lieou.err.two_generals", land=PlaceRef(p)))
        self.use_order()
        s.armies[p] -= 1
        s.leaders[gid] = Leader(gid, "general", b.country_of(p), str(s.turn), p)
        lands.add(p)
        out.append(msg("lieou.log.general_made", leader=leader(gid), land=LandRef(p)))

    def _build_marshal(self, action: Action, out: Out, lands: set[str]) -> None:
        s, b = self.state, self.board
        p = action.lands[0]
        me = str(s.turn)
        self.own(p)
        if not self.is_land(p):
            raise LieouError(msg("lieou.err.general_on_land"))
        r = b.countries[b.country_of(p)].region
        mid = f"marshal:{r}"
        if any(s.owner[x] != me for x in b.regions[r]):
            raise LieouError(msg("lieou.err.region_not_unified", region=region(r)))
        if mid in s.leaders:
            raise LieouError(msg("lieou.err.marshal_exists", leader=leader(mid)))
        if mid in s.dead:
            raise LieouError(msg("lieou.err.marshal_dead", leader=leader(mid)))
        if self.marshal_of(me) is not None:
            raise LieouError(msg("lieou.err.one_marshal", colour=colour(me)))
        if s.armies[p] < 2:
            raise LieouError(msg("lieou.err.leave_empty", land=PlaceRef(p)))
        self.use_order()
        s.armies[p] -= 1
        s.leaders[mid] = Leader(mid, "marshal", r, me, p)
        lands.add(p)
        out.append(msg("lieou.log.marshal_made", leader=leader(mid), land=LandRef(p)))

    def _build_airfield(self, action: Action, out: Out, lands: set[str]) -> None:
        s, t = self.state, self.tables
        p = action.lands[0]
        self.own(p)
        if p in s.airfields:
            raise LieouError(msg("lieou.err.airfield_exists", place=PlaceRef(p)))
        if self.armies_of(p) - t.airfield_cost < 1:
            raise LieouError(msg("lieou.err.leave_empty", land=PlaceRef(p)))
        self.add_armies(p, -t.airfield_cost)  # 12.1: no order, one army
        s.airfields.add(p)
        lands.add(p)
        out.append(msg("lieou.log.airfield_built", place=PlaceRef(p), n=t.airfield_cost))

    def _build_air(self, action: Action, out: Out, lands: set[str]) -> None:
        s, t = self.state, self.tables
        p = action.lands[0]
        self.own(p)
        if p not in s.airfields:
            raise LieouError(msg("lieou.err.no_airfield", place=PlaceRef(p)))
        here = self.air_at(p)
        if here.column:
            raise LieouError(msg("lieou.err.column_here", place=PlaceRef(p)))
        if here.groups >= t.max_groups:
            raise LieouError(msg("lieou.err.max_groups", place=PlaceRef(p), n=t.max_groups))
        if self.armies_of(p) < max(t.group_min_armies, t.group_cost + 1):
            raise LieouError(msg("lieou.err.group_armies", place=PlaceRef(p), n=t.group_min_armies,
                                 have=self.armies_of(p)))
        self.use_order()
        self.add_armies(p, -t.group_cost)
        self.set_air(p, AirForce(here.groups + 1))
        lands.add(p)
        out.append(msg("lieou.log.group_built", place=PlaceRef(p), n=here.groups + 1))

    def _build_column(self, action: Action, out: Out, lands: set[str]) -> None:
        t = self.tables
        p = action.lands[0]
        self.own(p)
        here = self.air_at(p)
        if here.column or here.groups != t.max_groups:
            raise LieouError(msg("lieou.err.column_groups", place=PlaceRef(p), n=t.max_groups))
        if self.armies_of(p) - t.column_cost < 1:
            raise LieouError(msg("lieou.err.leave_empty", land=PlaceRef(p)))
        self.use_order()
        self.add_armies(p, -t.column_cost)
        self.set_air(p, AirForce(0, True))
        lands.add(p)
        out.append(msg("lieou.log.column_built", place=PlaceRef(p)))

    # --- fleets: 7.3, 7.4, 8.1, 9.5 ---------------------------------------------------------

    def sea_route(self, fleet_id: str, zone: str) -> bool:
        """7.3, 7.4: a way along the chain of sea zones to ``zone`` that no other fleet bars (the overlord
        fleet, on every coast, bars none)."""
        start = self.state.fleets[fleet_id].zone
        if start is None or zone == start or self.fleet_at(zone) is not None:
            return False
        seen, todo = {start}, deque([start])
        while todo:
            z = todo.popleft()
            for n in sorted(self.board.zone_links[z]):
                if n in seen or self.fleet_at(n) is not None:
                    continue
                if n == zone:
                    return True
                seen.add(n)
                todo.append(n)
        return False

    def own_fleet(self, f: str) -> Fleet:
        fl = self.state.fleets.get(f)
        if fl is None:
            raise LieouError(msg("lieou.err.no_fleet", fleet=PlaceRef(f)))
        self.own(f)
        return fl

    def sail_action(self, action: Action, out: Out, lands: set[str]) -> None:
        f, z = action.lands
        fl = self.own_fleet(f)
        if fl.zone is None:
            raise LieouError(msg("lieou.err.overlord_everywhere"))
        if fl.zone == z:
            raise LieouError(msg("lieou.err.already_there", fleet=PlaceRef(f), zone=ZoneRef(z)))
        other = self.fleet_at(z)
        if other is not None:
            raise LieouError(msg("lieou.err.zone_occupied", zone=ZoneRef(z), fleet=PlaceRef(other)))
        if not self.sea_route(f, z):
            raise LieouError(msg("lieou.err.no_sea_route", fleet=PlaceRef(f), zone=ZoneRef(z)))
        self.use_order()
        fl.zone = z
        lands.add(f)
        out.append(msg("lieou.log.sailed", fleet=PlaceRef(f), zone=ZoneRef(z)))

    def redistribute(self, totals: Sequence[tuple[str, int]], scope: Iterable[str], lands: set[str]) -> None:
        """New totals of armies among places (8.1, 9.5, 11.5): only places in scope, the sum unchanged,
        none left empty (3.2)."""
        allowed = set(scope)
        for p, n in totals:
            if p not in allowed:
                raise LieouError(msg("lieou.err.not_in_scope", place=PlaceRef(p)))
            if n < 1:
                raise LieouError(msg("lieou.err.leave_empty", land=PlaceRef(p)))
        before = sum(self.armies_of(p) for p, _ in totals)
        after = sum(n for _, n in totals)
        if before != after:
            raise LieouError(msg("lieou.err.totals_changed", before=before, after=after))
        for p, n in totals:
            if self.armies_of(p) != n:
                lands.add(p)
            self.set_armies(p, n)

    def adjust_action(self, action: Action, out: Out, lands: set[str]) -> None:
        f = action.lands[0]
        fl = self.own_fleet(f)
        scope = [f, *[x for x in self.fleet_lands(f) if self.state.owner[x] == fl.holder]]
        self.use_order()
        self.redistribute(action.totals, scope, lands)
        out.append(msg("lieou.log.adjusted", fleet=PlaceRef(f)))

    def mobilise_action(self, action: Action, out: Out, lands: set[str]) -> None:
        s, b = self.state, self.board
        me = str(s.turn)
        if OVERLORD not in s.fleets or s.fleets[OVERLORD].holder != me:
            raise LieouError(msg("lieou.err.no_overlord", colour=colour(me)))
        scope = [f.id for f in self.fleets_of(me)] + [x for x in self.lands_of(me) if b.coastal(x)]
        self.use_order()
        self.redistribute(action.totals, scope, lands)
        berth = {f.id: f.zone for f in s.fleets.values() if f.zone is not None}
        for _, f, z in action.shifts:
            if f not in s.fleets or s.fleets[f].holder != me:
                raise LieouError(msg("lieou.err.not_yours", land=PlaceRef(f), colour=colour(me)))
            berth[f] = z
        zones = list(berth.values())
        twice = next((z for z in zones if zones.count(z) > 1), None)
        if twice is not None:
            raise LieouError(msg("lieou.err.two_fleets", zone=ZoneRef(str(twice))))
        for _, f, z in action.shifts:
            s.fleets[f].zone = z
            lands.add(f)
        out.append(msg("lieou.log.mobilised", colour=colour(me)))

    # --- leaders: 10.5, 10.7, 11.5 -------------------------------------------------------------

    def _my_leader(self, kind: str, p: str) -> Leader:
        me = str(self.state.turn)
        ld = next((x for x in self.leaders_at(p) if x.kind == kind and x.holder == me), None)
        if ld is None:
            raise LieouError(msg(f"lieou.err.no_{kind}", place=PlaceRef(p)))
        return ld

    def leader_move_action(self, action: Action, out: Out, lands: set[str]) -> None:
        a, b = action.lands
        ld = self._my_leader(action.verb, a)
        self.own(b)
        if self.is_land(a) and self.is_land(b):
            ok = self.adjacent(a, b, True)
        elif self.is_land(a):
            ok = self.reaches(b, a)  # boarding a fleet of the land's sea zone
        elif self.is_land(b):
            ok = self.reaches(a, b)  # landing on a land of the fleet's sea zone
        else:
            ok = False
        if not ok:
            raise LieouError(msg("lieou.err.leader_cannot_go", leader=leader(ld.id), a=PlaceRef(a), b=PlaceRef(b)))
        if ld.kind == "general" and self.general_at(b) is not None:
            raise LieouError(msg("lieou.err.two_generals", land=PlaceRef(b)))
        self.use_order()
        ld.place = b
        lands.update((a, b))
        out.append(msg("lieou.log.leader_moved", leader=leader(ld.id), a=PlaceRef(a), b=PlaceRef(b)))

    def _leader_land(self, at: str) -> None:
        me = self.state.turn
        if not self.is_land(at) or not any(ld.holder == me for ld in self.leaders_at(at)):
            raise LieouError(msg("lieou.err.no_leader_here", place=PlaceRef(at)))

    def gather_action(self, action: Action, out: Out, lands: set[str]) -> None:
        """10.7: armies of neighbouring own lands to the leader's land."""
        s = self.state
        at = action.lands[0]
        self._leader_land(at)
        for p, n in action.amounts:
            self.own(p)
            if not self.is_land(p) or not self.adjacent(at, p, True):
                raise LieouError(msg("lieou.err.not_adjacent", a=PlaceRef(at), b=PlaceRef(p)))
            if n < 1 or s.armies[p] - n < 1:
                raise LieouError(msg("lieou.err.leave_empty", land=PlaceRef(p)))
        self.use_order()
        for p, n in action.amounts:
            s.armies[p] -= n
            s.armies[at] += n
            lands.add(p)
        lands.add(at)
        out.append(msg("lieou.log.gathered", land=LandRef(at), n=sum(n for _, n in action.amounts)))

    def send_action(self, action: Action, out: Out, lands: set[str]) -> None:
        """10.7: armies of the leader's land to one or more neighbouring own lands."""
        s = self.state
        at = action.lands[0]
        self._leader_land(at)
        total = 0
        for p, n in action.amounts:
            self.own(p)
            if not self.is_land(p) or not self.adjacent(at, p, True):
                raise LieouError(msg("lieou.err.not_adjacent", a=PlaceRef(at), b=PlaceRef(p)))
            if n < 1:
                raise LieouError(msg("lieou.err.bad_number", typed=str(n), usage="send AT TO:n"))
            total += n
        if s.armies[at] - total < 1:
            raise LieouError(msg("lieou.err.leave_empty", land=PlaceRef(at)))
        self.use_order()
        for p, n in action.amounts:
            s.armies[p] += n
            lands.add(p)
        s.armies[at] -= total
        lands.add(at)
        out.append(msg("lieou.log.sent", land=LandRef(at), n=total))

    def muster_scope(self, c: str) -> list[str]:
        """11.5: the places a marshal's muster reaches: the own lands of his land's country, or his fleet
        and the own lands of its sea zone."""
        s, b = self.state, self.board
        m = self.marshal_of(c)
        if m is None or not m.place:
            return []
        if self.is_land(m.place):
            country = b.country_of(m.place)
            return [x for x in b.countries[country].lands if s.owner[x] == c]
        return [m.place, *[x for x in self.fleet_lands(m.place) if s.owner[x] == c]]

    def muster_action(self, action: Action, out: Out, lands: set[str]) -> None:
        s = self.state
        me = str(s.turn)
        if self.marshal_of(me) is None or not self.muster_scope(me):
            raise LieouError(msg("lieou.err.no_marshal_here", colour=colour(me)))
        scope = self.muster_scope(me)
        self.use_order()
        self.redistribute(action.totals, scope, lands)
        moves: list[tuple[Leader, str]] = []
        for who, a, b in action.shifts:
            if a not in scope or b not in scope:
                raise LieouError(msg("lieou.err.not_in_scope", place=PlaceRef(a if a not in scope else b)))
            here = [x for x in self.leaders_at(a) if x.holder == me and (not who or x.kind == who)]
            if len(here) != 1:
                raise LieouError(msg("lieou.err.which_leader", place=PlaceRef(a)))
            moves.append((here[0], b))
        for ld, b in moves:
            ld.place = b
            lands.add(b)
        generals = [ld.place for ld in s.leaders.values() if ld.kind == "general" and ld.place]
        twice = next((p for p in generals if generals.count(p) > 1), None)
        if twice is not None:
            raise LieouError(msg("lieou.err.two_generals", land=PlaceRef(twice)))
        out.append(msg("lieou.log.mustered", colour=colour(me)))

    # --- air forces: 12.9 ---------------------------------------------------------------------

    def fly_action(self, action: Action, out: Out, lands: set[str]) -> None:
        s, t = self.state, self.tables
        a, b = action.lands
        self.own(a)
        force = self.air_at(a)
        if force.empty:
            raise LieouError(msg("lieou.err.no_air", place=PlaceRef(a)))
        self.own(b)
        if b not in s.airfields:
            raise LieouError(msg("lieou.err.no_airfield", place=PlaceRef(b)))
        if b not in self.air_range(a):
            raise LieouError(msg("lieou.err.out_of_range", a=PlaceRef(a), b=PlaceRef(b)))
        n = int(action.count or 0)
        there = self.air_at(b)
        if force.column:
            if n:
                raise LieouError(msg("lieou.err.too_many_groups", place=PlaceRef(a), n=n))
            if not there.empty:
                raise LieouError(msg("lieou.err.column_here", place=PlaceRef(b)))
            moving = force
            left = AirForce()
        else:
            k = n or force.groups
            if k > force.groups:
                raise LieouError(msg("lieou.err.too_many_groups", place=PlaceRef(a), n=k))
            if there.column:
                raise LieouError(msg("lieou.err.column_here", place=PlaceRef(b)))
            if there.groups + k > t.max_groups:
                raise LieouError(msg("lieou.err.max_groups", place=PlaceRef(b), n=t.max_groups))
            moving = AirForce(there.groups + k)
            left = AirForce(force.groups - k)
        self.use_order()
        self.set_air(a, left)
        self.set_air(b, moving)
        lands.update((a, b))
        out.append(msg("lieou.log.flown", a=PlaceRef(a), b=PlaceRef(b)))


__all__ = ["ForcesMixin"]

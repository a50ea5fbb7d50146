"""The orders a player may give now, as action lines (for 2.5, "orders must be used while one is", and
for seeded random games): each line is one the engine accepts. Free actions (an airfield, 12.1) and
what is said during a battle (8.2, 9.7, 13.4, 13.5, the choices after the dice) are listed apart."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from .tables import OVERLORD

if TYPE_CHECKING:
    from .game import LieouGame


def order_candidates(g: LieouGame, c: str) -> Iterator[str]:
    """Every order of ``c`` the rules allow now, cheapest to find first (chapters 3-13)."""
    s, b, t = g.state, g.board, g.tables
    own = g.lands_of(c)
    for a in own:  # 3.1, 4.1
        if s.armies[a] < 2:
            continue
        for n in sorted(b.neighbours[a], key=b.order):
            if s.owner[n] == c:
                if g.adjacent(a, n, True):
                    yield f"move {a} {n}"
            else:
                yield f"attack {a} {n}"
    mine = g.fleets_of(c)
    for f in mine:  # 8.3, 8.5, 9.3
        if f.armies < 2:
            continue
        for x in g.fleet_lands(f.id):
            if s.owner[x] != c and (s.owner[x] is not None or g.options.fleet_attacks_empty):
                yield f"attack {f.id} {x}"
        for o in sorted(s.fleets.values(), key=lambda o: o.id):
            if o.holder != c and g.fleets_touch(f.id, o.id):
                yield f"attack {f.id} {o.id}"
    for f in mine:  # 8.6
        for a in own:
            if not g.reaches(f.id, a) or s.armies[a] + f.armies < 3:
                continue
            for n in sorted(b.neighbours[a], key=b.order):
                if s.owner[n] != c and (g.options.joint_attack_target == "land_neighbour" or g.reaches(f.id, n)):
                    yield f"attack {a} {n} with={f.id}"
    for a in own:  # 8.7, 10.6
        if s.armies[a] >= 2 and g.leaders_at(a):
            for o in sorted(s.fleets.values(), key=lambda o: o.id):
                if o.holder != c and g.reaches(o.id, a):
                    yield f"attack {a} {o.id}"
    yield from _builds(g, c)
    for f in mine:  # 7.3
        for z in b.sea_zones:
            if f.zone is not None and g.sea_route(f.id, z):
                yield f"sail {f.id} {z}"
    for f in mine:  # 8.1
        scope = [f.id, *[x for x in g.fleet_lands(f.id) if s.owner[x] == c]]
        line = _shift_one(g, scope)
        if line:
            yield f"adjust {f.id} {line}"
    if OVERLORD in s.fleets and s.fleets[OVERLORD].holder == c:  # 9.5
        scope = [f.id for f in mine] + [x for x in own if b.coastal(x)]
        line = _shift_one(g, scope)
        if line:
            yield f"mobilise {line}"
        for f in mine:
            for z in b.sea_zones:
                if f.zone is not None and z != f.zone and g.fleet_at(z) is None:
                    yield f"mobilise {f.id}>{z}"
    for ld in sorted(s.leaders.values(), key=lambda ld: ld.id):  # 10.5, 10.7
        if ld.holder != c or not ld.place:
            continue
        for p in _leader_steps(g, ld.place, c):
            if ld.kind != "general" or g.general_at(p) is None:
                yield f"{ld.kind} {ld.place} {p}"
        if g.is_land(ld.place):
            nbrs = [n for n in sorted(b.neighbours[ld.place], key=b.order) if s.owner[n] == c
                    and g.adjacent(ld.place, n, True)]
            rich = [n for n in nbrs if s.armies[n] >= 2]
            if rich:
                yield f"gather {ld.place} {rich[0]}:1"
            if nbrs and s.armies[ld.place] >= 2:
                yield f"send {ld.place} {nbrs[0]}:1"
    scope = g.muster_scope(c)  # 11.5
    if scope:
        line = _shift_one(g, scope)
        if line:
            yield f"muster {line}"
    for p, force in sorted(s.air.items()):  # 12.9, 13.1
        if g.owner_of(p) != c:
            continue
        for q in sorted(g.air_range(p)):
            owner = g.owner_of(q)
            if owner == c and q in s.airfields:
                there = g.air_at(q)
                if (force.column and there.empty) or (not force.column and not there.column
                                                      and there.groups < t.max_groups):
                    k = 0 if force.column else min(force.groups, t.max_groups - there.groups)
                    yield f"fly {p} {q}" + (f" {k}" if k and k != force.groups else "")
            elif owner is not None and owner != c:
                yield f"bomb {p} {q}"


def _builds(g: LieouGame, c: str) -> Iterator[str]:
    s, b, t = g.state, g.board, g.tables
    own = g.lands_of(c)
    for z, zone in b.sea_zones.items():  # 7.1
        if z not in s.fleets and z not in s.sunk and all(s.owner[x] == c for x in zone.members) \
                and g.fleet_at(z) is None:
            yield f"build fleet {z}"
    if OVERLORD not in s.fleets and len(g.fleets_of(c, overlord=False)) >= t.overlord_fleets and any(
            all(s.owner[x] == c for x in b.countries[e].lands) for e in b.empires):  # 9.1
        yield "build overlord"
    for a in own:  # 10.1
        gid = f"general:{b.country_of(a)}"
        if s.armies[a] >= t.general_min_armies and gid not in s.leaders and gid not in s.dead \
                and g.general_at(a) is None:
            yield f"build general {a}"
    if g.marshal_of(c) is None:  # 11.1
        for r, members in b.regions.items():
            mid = f"marshal:{r}"
            if mid in s.leaders or mid in s.dead or any(s.owner[x] != c for x in members):
                continue
            rich = [x for x in members if s.armies[x] >= 2]
            if rich:
                yield f"build marshal {rich[0]}"
    places = [*own, *(f.id for f in g.fleets_of(c))]
    for p in places:  # 12.3, 12.4
        if p not in s.airfields:
            continue
        here = g.air_at(p)
        if not here.column and here.groups < t.max_groups and g.armies_of(p) >= max(t.group_min_armies,
                                                                                     t.group_cost + 1):
            yield f"build air {p}"
        if not here.column and here.groups == t.max_groups and g.armies_of(p) > t.column_cost:
            yield f"build column {p}"


def free_actions(g: LieouGame, c: str) -> Iterator[str]:
    """Actions that cost no order: an airfield (12.1)."""
    s = g.state
    for p in [*g.lands_of(c), *(f.id for f in g.fleets_of(c))]:
        if p not in s.airfields and g.armies_of(p) - g.tables.airfield_cost >= 1:
            yield f"build airfield {p}"


def _leader_steps(g: LieouGame, p: str, c: str) -> list[str]:
    s, b = g.state, g.board
    if g.is_land(p):
        out = [n for n in sorted(b.neighbours[p], key=b.order) if s.owner[n] == c and g.adjacent(p, n, True)]
        out += [f.id for f in g.fleets_of(c) if g.reaches(f.id, p)]
        return out
    return [x for x in g.fleet_lands(p) if s.owner[x] == c]


def _shift_one(g: LieouGame, scope: list[str]) -> str:
    """New totals moving one army from the richest place of ``scope`` to the poorest ('' if none can)."""
    if len(scope) < 2:
        return ""
    rich = max(scope, key=lambda p: (g.armies_of(p), p))
    poor = min(scope, key=lambda p: (g.armies_of(p), p))
    if rich == poor or g.armies_of(rich) < 2:
        return ""
    return f"{rich}={g.armies_of(rich) - 1} {poor}={g.armies_of(poor) + 1}"


__all__ = ["free_actions", "order_candidates"]

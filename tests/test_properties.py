"""Adjudicator properties on random legal positions and random orders (made by our own generator)."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee_app.games.diplomacy import Location, Move, PhaseType, Position, Unit, UnitType, adjudicate, load_ruleset
from referee_app.games.diplomacy.rules.state import Phase, Season
from referee_app.games.diplomacy.rules.validate import sea_route_exists
from referee_app.games.diplomacy.table.randomgame import random_game, random_orders

RS = load_ruleset("standard")
GM = RS.map
POWERS = list(GM.powers)
PROPS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_position(rng: random.Random) -> Position:
    provinces = [c for c, p in GM.provinces.items() if p.kind.value != "impassable"]
    rng.shuffle(provinces)
    units = []
    for code in provinces[: rng.randint(6, 34)]:
        prov = GM.provinces[code]
        power = rng.choice(POWERS)
        if prov.kind.value == "sea" or (prov.kind.value == "coast" and rng.random() < 0.4):
            loc = rng.choice(GM.fleet_locations(code))
            units.append(Unit(power, UnitType.FLEET, loc))
        elif prov.kind.is_land:
            units.append(Unit(power, UnitType.ARMY, Location(code)))
    centers = {c: rng.choice(POWERS) for c in GM.supply_centers if rng.random() < 0.7}
    season = rng.choice([Season.SPRING, Season.FALL])
    return Position.build(Phase(1901 + rng.randint(0, 20), season, PhaseType.MOVEMENT), units, centers)


def check_invariants(pos: Position, orders, adj) -> None:
    before = {(u.power, u.type, u.province) for u in pos.units.values()}
    after = list(adj.after.units.values())
    # one unit per space
    assert len({u.province for u in after}) == len(after)
    dislodged = {r.unit.province for r in adj.retreats}
    assert not dislodged & set(adj.after.dislodged) - dislodged
    # units conserved: each unit moved, stayed, or was dislodged (then retreats or is disbanded)
    moved = {}
    for r in adj.results:
        if isinstance(r.order, Move) and r.status == "succeeds":
            moved[r.order.unit.province] = r.order
    accounted = []
    for u in after:
        src = [m for m in moved.values() if m.dest.province == u.province]
        if src:
            assert len(src) == 1
            accounted.append(src[0].unit.province)
        else:
            assert (u.power, u.type, u.province) in before
            accounted.append(u.province)
    assert len(accounted) == len(set(accounted))
    assert set(accounted) | dislodged == {u.province for u in pos.units.values()}
    assert not set(accounted) & dislodged
    # every successful move went to an adjacent space, or by a convoy route of fleets that existed
    for src, m in moved.items():
        u = pos.units[src]
        if u.type is UnitType.FLEET:
            assert m.dest in GM.fleet_neighbours(u.location)
        elif not GM.army_adjacent(src, m.dest.province):
            seas = {p for p, x in pos.units.items() if x.type is UnitType.FLEET and GM.is_sea(p)}
            assert sea_route_exists(GM, src, m.dest.province, seas=seas)
    # retreat options: never the attacker's origin (unless by convoy), an occupied or a standoff space
    occupied = {u.province for u in after}
    for r in adj.retreats:
        for d in r.destinations:
            assert d.province not in occupied
            assert d.province not in adj.contested
            assert d.province != r.attacker_from or r.by_convoy


@PROPS
@given(st.integers(0, 2**32 - 1))
def test_random_positions_keep_the_invariants(seed):
    rng = random.Random(seed)
    pos = random_position(rng)
    orders = {p: lst for p, lst in random_orders(pos, RS, rng).items()}
    adj = adjudicate(pos, orders, RS)
    check_invariants(pos, orders, adj)


@PROPS
@given(st.integers(0, 2**32 - 1))
def test_result_does_not_depend_on_the_order_of_orders(seed):
    rng = random.Random(seed)
    pos = random_position(rng)
    orders = random_orders(pos, RS, rng)
    adj1 = adjudicate(pos, orders, RS)
    shuffled = {}
    for power in rng.sample(list(orders), len(orders)):
        lst = list(orders[power])
        rng.shuffle(lst)
        shuffled[power] = lst
    adj2 = adjudicate(pos, shuffled, RS)
    assert adj1.after == adj2.after
    key = lambda r: (r.power, r.canonical)  # noqa: E731
    assert sorted((key(r), r.status, r.reason) for r in adj1.results) == sorted((key(r), r.status, r.reason) for r in adj2.results)


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10_000))
def test_random_games_keep_the_invariants_through_every_phase(seed):
    for pos, orders, adj in random_game(RS, seed, years=6):
        if pos.phase.type is PhaseType.MOVEMENT:
            check_invariants(pos, orders, adj)
        else:
            units = list(adj.after.units.values())
            assert len({u.province for u in units}) == len(units)
        if pos.phase.type is PhaseType.ADJUSTMENTS:
            for power in POWERS:
                before = sum(1 for u in pos.units.values() if u.power == power)
                after = sum(1 for u in adj.after.units.values() if u.power == power)
                centres = sum(1 for p in pos.centers.values() if p == power)
                if before > centres:  # removals owed: ordered or by the civil-disorder rules, never fewer
                    assert after == centres, (power, before, after, centres)
                else:  # builds: never more than the centres allow, and nothing removed
                    assert before <= after <= centres, (power, before, after, centres)

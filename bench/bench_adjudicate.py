"""Adjudication speed: this engine against the `diplomacy` package, same positions, one run.

Usage: python bench/bench_adjudicate.py [--phases N] [--seed S]
Needs the optional peer: pip install ".[bench]"  (the `diplomacy` package).

Positions are movement phases with 20-34 units taken from seeded random games
played by our own engine (referee_app.games.diplomacy.randomgame), so the run needs
nothing outside the project. For each phase, both engines get the same units,
centres and order texts. Ours is timed for `adjudicate()` (parsing the order
texts included); theirs for `Game.process()` only (set-up excluded). Prints
median and mean ms per phase for both, the ratio, and how often the two
engines end with the same units (a differential sanity check; see
docs/reliability.md for the disagreements and which side DATC supports).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from referee_app.games.diplomacy import PhaseType, adjudicate, load_ruleset, parse_order  # noqa: E402
from referee_app.games.diplomacy.movement import MovementResolver  # noqa: E402
from referee_app.games.diplomacy.randomgame import random_game  # noqa: E402


def their_order(text: str) -> str:
    return text.replace(" VIA CONVOY", " VIA")


def collect(rs, n: int, seed: int):  # type: ignore[no-untyped-def]
    out = []
    s = seed
    while len(out) < n:
        for pos, orders, _ in random_game(rs, s, years=15):
            if pos.phase.type is PhaseType.MOVEMENT and 20 <= len(pos.units) <= 34 and not pos.dislodged:
                out.append((pos, orders))
                if len(out) >= n:
                    break
        s += 1
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--phases", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rs = load_ruleset("standard")
    phases = collect(rs, args.phases, args.seed)
    ours: list[float] = []
    results = []
    for pos, orders in phases:
        rs.names.scan_cache.clear()  # cold: no order text seen before
        t0 = time.perf_counter()
        adj = adjudicate(pos, orders, rs)
        ours.append((time.perf_counter() - t0) * 1000)
        results.append(adj)
    # the same stage as the peer's process(): orders already read (their set_orders parses them)
    parsed = [{p: [parse_order(t, p, pos, rs) for t in lst] for p, lst in orders.items()} for pos, orders in phases]
    ours_parsed: list[float] = []
    ours_core: list[float] = []
    for (pos, _), porders in zip(phases, parsed):
        t0 = time.perf_counter()
        adjudicate(pos, porders, rs)
        ours_parsed.append((time.perf_counter() - t0) * 1000)
        units = dict(pos.units)
        flat = {o.unit.province: o for lst in porders.values() for o in lst}
        t0 = time.perf_counter()
        MovementResolver(rs.map, units, flat, rs.options).run()
        ours_core.append((time.perf_counter() - t0) * 1000)
    print(f"phases: {len(phases)} movement phases with 20-34 units (seed {args.seed})")
    rows = [("referee_app adjudicate(), from order text", ours),
            ("referee_app adjudicate(), orders already parsed", ours_parsed),
            ("referee_app resolution core (MovementResolver)", ours_core)]
    for label, xs in rows:
        print(f"{label:52s} median {statistics.median(xs):7.3f} ms  mean {statistics.mean(xs):7.3f} ms")
    try:
        from diplomacy import Game as DipGame  # type: ignore[import-not-found]
    except ImportError:
        print("diplomacy package not installed: pip install '.[bench]' to compare")
        return 0
    theirs: list[float] = []
    same = 0
    for (pos, orders), adj in zip(phases, results):
        g = DipGame()
        g.clear_units()
        g.clear_centers()
        g.set_current_phase(str(pos.phase))
        by_power: dict[str, list[str]] = {}
        for u in pos.units.values():
            by_power.setdefault(u.power, []).append(str(u))
        for power in g.powers:  # every unit on the board before any order is given
            g.set_units(power, by_power.get(power, []))
            g.set_centers(power, [c for c, p in pos.centers.items() if p == power])
        for power in g.powers:
            g.set_orders(power, [their_order(t) for t in orders.get(power, [])])
        t0 = time.perf_counter()
        g.process()
        theirs.append((time.perf_counter() - t0) * 1000)
        got = {(p, u) for p, us in g.get_units().items() for u in us if not u.startswith("*")}
        mine = {(u.power, str(u)) for u in adj.after.units.values()}
        mine_dis = {(r.unit.power, "*" + str(r.unit)) for r in adj.retreats if r.destinations}  # no retreat: disbanded at once
        theirs_dis = {(p, u) for p, us in g.get_units().items() for u in us if u.startswith("*")}
        if got == mine and (not theirs_dis or theirs_dis == mine_dis):
            same += 1
    med_t = statistics.median(theirs)
    print(f"{'diplomacy Game.process() (orders set beforehand)':52s} median {med_t:7.3f} ms  mean {statistics.mean(theirs):7.3f} ms")
    for label, xs in rows:
        print(f"ratio diplomacy process() / {label}: {med_t / statistics.median(xs):.1f}x")
    print(f"same resulting units in {same} of {len(phases)} phases")
    return 0


if __name__ == "__main__":
    sys.exit(main())

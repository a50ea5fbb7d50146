"""Seeding at convention size: 105 players, 15 boards, 5 rounds (issue 30).

Two ways of seating each round, in the same run, on the same players:

* random: the best of 300 random groupings per round (fewest pairs meeting again), what seeding
  did before the search;
* search: ``seeding.group_players``, the same 300 random starts and then swaps until no swap lowers
  repeated opponents and forced repeated powers.

Powers on each board are given the same way for both (``seeding.assign_powers``). Printed for each:
pairs that met twice, pairs that met three times or more, players who played a power twice,
power repeats that an assignment of the same boards with an unplayed power could have avoided
(the goal: 0), and the time to seat one round (CPU beside wall; the load average noted).

    python bench/bench_seating.py [--players 105] [--rounds 5] [--seed 1]
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import time

from referee_app.tournament.seeding import assign_powers, group_players, power_repeats


def run(players: list[str], rounds: int, seed: int, search: bool) -> dict[str, float]:
    rng = random.Random(seed)
    met: dict[frozenset[str], int] = {}
    played: dict[str, dict[str, int]] = {}
    avoidable = 0
    wall = cpu = 0.0
    for _ in range(rounds):
        w0, c0 = time.perf_counter(), time.process_time()
        groups = group_players(players, met, played, rng=rng, search=search)
        boards = [assign_powers(g, played) for g in groups]
        wall += time.perf_counter() - w0
        cpu += time.process_time() - c0
        for seats in boards:
            repeats = sum(1 for p, who in seats.items() if played.get(who, {}).get(p, 0))
            avoidable += max(0, repeats - power_repeats(list(seats.values()), played))
        for seats in boards:
            for power, who in seats.items():
                played.setdefault(who, {}).setdefault(power, 0)
                played[who][power] += 1
            for a, b in itertools.combinations(sorted(seats.values()), 2):
                k = frozenset((a, b))
                met[k] = met.get(k, 0) + 1
    return {"twice": sum(1 for v in met.values() if v == 2), "thrice": sum(1 for v in met.values() if v >= 3),
            "power_twice": sum(1 for c in played.values() if max(c.values()) > 1),
            "avoidable": avoidable, "wall": wall / rounds, "cpu": cpu / rounds}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=105)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    players = [f"Player {i:03d}" for i in range(a.players)]
    print(f"{a.players} players, {a.players // 7} boards, {a.rounds} rounds; load average {os.getloadavg()[0]:.2f}")
    results = {name: run(players, a.rounds, a.seed, search) for name, search in (("random", False), ("search", True))}
    print(f"{'':8} {'met twice':>10} {'3+ times':>9} {'power 2x':>9} {'avoidable':>10} {'wall/round':>11} {'cpu/round':>10}")
    for name, r in results.items():
        print(f"{name:8} {r['twice']:>10} {r['thrice']:>9} {r['power_twice']:>9} {r['avoidable']:>10} "
              f"{r['wall']:>10.3f}s {r['cpu']:>9.3f}s")
    best_random = results["random"]["twice"] + results["random"]["thrice"]
    ours = results["search"]["twice"] + results["search"]["thrice"]
    print(f"repeated pairs: search {ours} of the best random grouping's {best_random} "
          f"({ours / best_random:.0%})" if best_random else "no repeated pairs with random groupings")


if __name__ == "__main__":
    main()

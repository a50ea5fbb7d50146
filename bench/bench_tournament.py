"""Every tournament command at convention size (issue 30): 105 players, 15 boards, 5 rounds.

Builds a tournament file of 105 players with four rounds played and the fifth seeded (results
with every year's centre counts), then runs each ``referee-cli tournament`` command as a director
would, each in a fresh process (import, parse, open the file, answer), ``--repeat`` times, and
prints the median wall time beside the median CPU time of the process (user + system), with the
load average: on a shared machine the CPU time is the figure to compare with the goal (0.3 s).

    python bench/bench_tournament.py [--repeat 5] [--keep DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from referee_app.tournament.scoring import BoardResult
from referee_app.tournament.tournament import POWERS, Tournament


def random_result(rng: random.Random) -> BoardResult:
    counts = {p: 0 for p in POWERS}
    for _ in range(rng.randint(24, 34)):
        counts[rng.choice(POWERS)] += 1
    while max(counts.values()) >= 18:
        big = max(counts, key=lambda p: counts[p])
        counts[big] -= 1
    return BoardResult.from_json({"centers": counts, "year": 1908,
                                  "eliminated_in": {p: 1906 for p, n in counts.items() if n == 0},
                                  "eliminated": [[p for p, n in counts.items() if n == 0]] if 0 in counts.values() else [],
                                  "history": {str(y): counts for y in range(1901, 1908)}})


def build(path: Path) -> None:
    rng = random.Random(30)
    with Tournament.create(path, "Convention", "c-diplo", tiebreaks=["best-round", "tops", "centres"]) as t:
        for i in range(105):
            t.add_player(f"Player {i:03d}")
        for r in range(1, 6):
            boards = t.seed_round(seed=r)
            if r < 5:
                for b in boards:
                    t.record_result(r, b.number, random_result(rng))


def run(argv: list[str]) -> tuple[float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-m", "referee_app.cli", *argv], check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--keep", metavar="DIR")
    a = ap.parse_args()
    work = Path(a.keep or tempfile.mkdtemp(prefix="bench_tournament_"))
    work.mkdir(parents=True, exist_ok=True)
    f = work / "convention.diptour"
    if f.exists():
        f.unlink()
    t0 = time.perf_counter()
    build(f)
    print(f"built {f} (105 players, 4 rounds played, round 5 seeded) in {time.perf_counter() - t0:.1f} s")
    result = work / "result.json"
    result.write_text(json.dumps(random_result(random.Random(5)).to_json()))
    commands = {
        "players": ["players", str(f)],
        "seats": ["seats", str(f), "5"],
        "standings": ["standings", str(f)],
        "standings --format json": ["standings", str(f), "--format", "json"],
        "standings --format html": ["standings", str(f), "--format", "html"],
        "standings --format wdd-boards": ["standings", str(f), "--format", "wdd-boards"],
        "swap": ["swap", str(f), "5", "2:FRANCE", "3:FRANCE"],
        "result (record board 1)": ["result", str(f), "5", "1", str(result)],
        "round --dry-run (seeding round 6)": None,
    }
    print(f"load average {os.getloadavg()[0]:.2f}; median of {a.repeat} runs, each a fresh process")
    print(f"{'command':40} {'wall':>8} {'cpu':>8}")
    for name, argv in commands.items():
        if argv is None:  # every board of round 5 needs its result before round 6 can be proposed
            with Tournament.open(f) as t:
                rng = random.Random(6)
                for b in t.boards(5):
                    if b.result is None:
                        t.record_result(5, b.number, random_result(rng))
            argv = ["round", str(f), "--dry-run", "--seed", "6"]
        runs = [run(["tournament", *argv]) for _ in range(a.repeat)]
        print(f"{name:40} {statistics.median(w for w, _ in runs):>7.3f}s {statistics.median(c for _, c in runs):>7.3f}s")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-c", "pass"], check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"python itself (python -c pass): {after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime:.3f}s cpu")


if __name__ == "__main__":
    main()

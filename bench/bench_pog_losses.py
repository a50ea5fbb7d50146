"""How long Paths of Glory's loss allocation (12.4, ``combat.allocate_losses``) takes as the units grow: the
cases that were slow with the exhaustive search it replaced (issue 32: eight armies with eight corps in
reserve took about 10 s, ten and ten over a minute, 2000 units never finished). CPU time beside wall time,
the machine's load noted. Speed is measured here, never asserted in tests.

    python bench/bench_pog_losses.py [--old]   # --old: the exhaustive search too, on the cases it can finish
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from referee_app.games.paths_of_glory import combat as cb  # noqa: E402


def side(armies: int, corps: int, reserve: int) -> tuple[list[cb.Unit], list[cb.Unit]]:
    units = [cb.Unit(f"a{i}", "FR", "army", i % 2 == 0, (3, 3), (5, 3)) for i in range(armies)]
    units += [cb.Unit(f"c{i}", "FR", "corps", True, (1, 1), (1, 0)) for i in range(corps)]
    return units, [cb.Unit(f"r{i}", "FR", "corps", i % 3 != 0, (1, 1), (1, 0)) for i in range(reserve)]


def timed(fn: Callable[[], Any]) -> tuple[float, float]:
    w, c = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - w, time.process_time() - c


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--old", action="store_true", help="also time the exhaustive search (tests/paths_of_glory)")
    args = ap.parse_args()
    old = None
    if args.old:
        sys.path.insert(0, str(ROOT / "tests" / "paths_of_glory"))
        import exhaustive_losses as old  # type: ignore[import-not-found, no-redef]
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} CPUs")
    cases = [("8 armies, 8 in reserve, 7 losses", 8, 0, 8, 7), ("8 armies, 8 in reserve, 20 losses", 8, 0, 8, 20),
             ("10 armies, 10 in reserve, 30 losses", 10, 0, 10, 30),
             ("21 units (7 spaces x 3), 20 in reserve, 7 losses", 14, 7, 20, 7),
             ("2000 units, 200 in reserve, 7 losses", 1000, 1000, 200, 7),
             ("2000 units, 200 in reserve, 40 losses", 1000, 1000, 200, 40)]
    for name, armies, corps, reserve, losses in cases:
        units, res = side(armies, corps, reserve)
        wall, cpu = timed(lambda u=units, r=res, n=losses: cb.allocate_losses(u, r, n))
        line = f"{name}: linear {wall * 1000:.1f} ms wall, {cpu * 1000:.1f} ms CPU"
        if old is not None and armies + corps <= 8:  # the exhaustive search finishes only on these
            wall, cpu = timed(lambda u=units, r=res, n=losses: old.allocate_losses(u, r, n))
            line += f"; exhaustive {wall:.2f} s wall, {cpu:.2f} s CPU"
        print(line)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()

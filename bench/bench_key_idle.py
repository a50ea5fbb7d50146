"""What the idle before a key costs: the bench's `key` row (bench_gui.py) run with the wait before each key varied.

    python bench/bench_key_idle.py [--runs 5] [--platform auto|xcb|offscreen] [--modes idle,warm,busy]

Modes (the wait before each key of the row, 0.2 s in bench_gui.py):
  idle   the row as bench_gui.py runs it: 0.2 s of the event loop polled every 3 ms (the typing pause's flush and
         the cursor's blink run there, outside the timed stretch)
  warm   no wait: each key right after the one before, the typing pause's flush run between them (outside the
         stretch), so the key finds its code and data in the processor's caches
  busy   0.2 s of a pure-Python loop, then the pending events (the flush among them) outside the stretch
For each mode: the median wall time, the process's CPU time (user and system) and the main thread's CPU time per
key; the process's CPU less the main thread's is the game file's writer thread and Qt's own threads.
"""

from __future__ import annotations

import argparse
import gc
import os
import resource
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_gui  # noqa: E402  (this folder's module, put on the path above)

MODES = ("idle", "warm", "busy")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--platform", choices=("auto", "xcb", "offscreen"), default="auto")
    ap.add_argument("--modes", default=",".join(MODES))
    args = ap.parse_args()
    modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    for m in modes:
        if m not in MODES:
            raise SystemExit(f"unknown mode {m!r}; modes: {', '.join(MODES)}")
    mode = [modes[0]]
    original_settle = bench_gui.settle

    def flush(app) -> None:  # type: ignore[no-untyped-def]
        bench_gui.drain(app)
        for o in gc.get_objects():  # the window's Diplomacy panels: the typing pause's work, run now
            if type(o).__name__ == "DiplomacyPanels":
                o.flush_views()
        bench_gui.drain(app)

    def settle(app, seconds: float) -> None:  # type: ignore[no-untyped-def]
        if seconds != 0.2 or mode[0] == "idle":
            original_settle(app, seconds)
        elif mode[0] == "warm":
            flush(app)
        else:
            end, x = time.perf_counter() + seconds, 0
            while time.perf_counter() < end:
                x += 1
            bench_gui.drain(app)

    stretches: list[tuple[float, float, float, float, float]] = []

    def timed(fn: Callable[[], object], row: str = "") -> tuple[float, float]:
        r0, t0, m0 = resource.getrusage(resource.RUSAGE_SELF), time.perf_counter(), time.thread_time()
        fn()
        main_cpu, wall = time.thread_time() - m0, time.perf_counter() - t0
        r1 = resource.getrusage(resource.RUSAGE_SELF)
        user, system = r1.ru_utime - r0.ru_utime, r1.ru_stime - r0.ru_stime
        stretches.append((wall, user + system, user, system, main_cpu))
        return wall, user + system

    bench_gui.settle = settle
    bench_gui.timed = timed
    with bench_gui.key_desk(args.platform, "bench-key-idle") as (display, desk):
        print(bench_gui.key_header("bench_key_idle", args.runs, display), flush=True)
        for m in modes:
            mode[0] = m
            stretches.clear()
            bench_gui.bench_keys(desk, args.runs, {"key": bench_gui.Row("key")})
            med = [statistics.median(s[i] for s in stretches) * 1000 for i in range(5)]
            print(f"{m:5s} wall {med[0]:5.2f} ms  cpu {med[1]:5.2f} ms (user {med[2]:.2f}, system {med[3]:.2f}), "
                  f"main thread {med[4]:5.2f} ms  (n={len(stretches)}; load {os.getloadavg()[0]:.2f})", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

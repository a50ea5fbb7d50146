"""The Record tab's first showing after a long game is opened: the click on the tab to its rows painted.

    python bench/bench_record_tab.py [--runs N] [--platform auto|xcb|offscreen] [--instructions]

The window of ``bench/bench_gui.py`` (its ``Desk``, its games and display), driven as its ``open long`` row drives
it: Spring 1901 opened, then the 20-year game typed at the desk (about 16,000 events) opened over it; then the
Record tab is shown (``QTabWidget.setCurrentIndex``, as a click on the tab does) and every event it causes is
processed, its paint included. That stretch is timed (CPU and wall, medians of the runs), and with
``--instructions`` counted once more under valgrind's callgrind as ``bench_gui.py`` counts its rows (only inside
the stretches: ``sys.call_tracing``), printed as millions of instructions a stretch. Each run opens the game
anew, so each showing is a first one for that game.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_gui  # noqa: E402  (the bench's window, games and display)


def record_index(desk: bench_gui.Desk) -> int:
    panels = desk.w.panels
    return panels.info_tabs.indexOf(panels.record)  # type: ignore[union-attr]


def run(runs: int) -> tuple[list[float], list[float], int]:
    from make_games import make_all

    scratch = Path(tempfile.mkdtemp(prefix="referee-bench-record-"))
    os.environ["XDG_CONFIG_HOME"] = str(scratch / "config")
    try:
        desk = bench_gui.Desk(make_all(), scratch)
        walls: list[float] = []
        cpus: list[float] = []
        rows = 0
        for _ in range(runs):
            desk.open("spring1901")
            desk.open("long")
            tabs = desk.w.panels.info_tabs  # type: ignore[union-attr]
            tabs.setCurrentIndex(0)
            bench_gui.settle(desk.app, 0.3)
            i = record_index(desk)
            wall, cpu = bench_gui.timed(lambda tabs=tabs, i=i: (tabs.setCurrentIndex(i), bench_gui.drain(desk.app)))
            walls.append(wall * 1000)
            cpus.append(cpu * 1000)
            rows = desk.w.panels.record.list.count()  # type: ignore[union-attr]
            tabs.setCurrentIndex(0)
            bench_gui.settle(desk.app, 0.2)
        desk.w.close()
        return walls, cpus, rows
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--platform", choices=("auto", "xcb", "offscreen"), default="auto")
    ap.add_argument("--instructions", action="store_true")
    args = ap.parse_args()
    display = bench_gui.Display(args.platform)
    os.environ["QT_QPA_PLATFORM"] = display.platform
    try:
        walls, cpus, rows = run(args.runs)
        if bench_gui.COUNTING:
            print(f"COUNTED {bench_gui.TIMED_CALLS[0]}", flush=True)
            return 0
        line = (f"record tab (first show, long game, {rows} rows): wall {statistics.median(walls):.1f} ms  "
                f"cpu {statistics.median(cpus):.1f} ms  (cpu {min(cpus):.1f}-{max(cpus):.1f}, n={len(cpus)}; "
                f"load {os.getloadavg()[0]:.2f}; {display.what})")
        if args.instructions:
            cmd = ["valgrind", "--tool=callgrind", "--child-silent-after-fork=yes", "--collect-atstart=no",
                   "--toggle-collect=_PyEval_CallTracing", "--callgrind-out-file=/dev/null", sys.executable,
                   str(Path(__file__).resolve()), "--runs", str(args.runs), "--platform", display.platform]
            done = subprocess.run(cmd, env=dict(os.environ, BENCH_COUNTING="1"), capture_output=True, text=True,
                                  timeout=3600)
            calls = re.search(r"^COUNTED (\d+)$", done.stdout, re.M)
            program = re.search(r"==(\d+)== Command:", done.stderr)
            found = re.search(rf"=={program.group(1)}== Collected : (\d+)", done.stderr) if program else None
            if calls is None or found is None or int(calls.group(1)) == 0:
                raise RuntimeError("callgrind gave no count: " + done.stdout[-500:] + done.stderr[-1500:])
            line += f"  [{int(found.group(1)) / int(calls.group(1)) / 1e6:.2f} M instructions each]"
        print(line, flush=True)
    finally:
        display.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

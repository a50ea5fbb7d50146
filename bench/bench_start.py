"""Start to window: the frozen bundle beside the pip install, in the same run, on a real X server.

    xvfb-run -a python bench/bench_start.py BUNDLE/referee VENV/bin/referee [--runs 5] [--game FILE --kept]
    python bench/bench_start.py build/linux/dist/referee-app-*/referee build/linux/venv/bin/referee   (starts Xvfb)

Each program is started ``--runs`` times, alternately, with a clean environment (a fresh HOME, no virtual
environment) and its own settings, under openbox when it is there; timed from before the process is launched to
the moment its main window is mapped on the X server (``xdotool search --onlyvisible``, asked every 10 ms), then
closed.
``--game FILE`` starts each with a game file (``referee FILE``, the window to its board); ``--kept`` gives each
program one home of its own, kept between its starts (made by its warm-up start), as a referee's laptop starts the
program again: what the program keeps on disk between starts (the map, its layers, the names placed) is there.
CPU time is the process's own (user + system, read from /proc when the window shows): the one process runs the
interpreter and the window (a PyInstaller one-folder program loads Python in its own process). Prints the median
and the range of each, with the load average. Linux only (/proc, Xvfb, xdotool).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime


def one_start(program: str, display: str, game: str | None = None, home: str | None = None) -> tuple[float, float]:
    if home is None:  # a first start: a home of its own, removed after
        with tempfile.TemporaryDirectory(prefix="referee-start-") as fresh:
            return one_start(program, display, game, fresh)
    env = {"HOME": home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "DISPLAY": display}
    t0 = time.perf_counter()
    p = subprocess.Popen([program, *([game] if game else [])], env=env, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)
    try:
        end = t0 + 120
        while subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(p.pid)], env=env,
                             capture_output=True).returncode != 0:  # polled every 10 ms (--sync waits 0.5 s)
            if time.perf_counter() > end or p.poll() is not None:
                raise SystemExit(f"{program}: no window")
            time.sleep(0.01)
        wall = time.perf_counter() - t0
        cpu = cpu_seconds(p.pid)
    finally:
        p.terminate()
        try:
            p.wait(timeout=20)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()
    return wall, cpu


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("programs", nargs="+", help="the `referee` executables to compare")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--game", help="a game file each program opens (copied for each: none writes another's)")
    ap.add_argument("--kept", action="store_true", help="each program's home kept between its starts")
    args = ap.parse_args()
    scratch = tempfile.TemporaryDirectory(prefix="referee-starts-")
    homes: dict[str, str | None] = {}
    games: dict[str, str | None] = {}
    for i, program in enumerate(args.programs):
        homes[program] = str(Path(scratch.name, f"home{i}")) if args.kept else None
        games[program] = None
        if homes[program]:
            Path(str(homes[program])).mkdir()
        if args.game:
            games[program] = str(Path(scratch.name, f"game{i}{Path(args.game).suffix}"))
            shutil.copyfile(args.game, str(games[program]))
    procs: list[subprocess.Popen[bytes]] = []
    display = os.environ.get("DISPLAY", "")
    try:
        if not display:
            display = ":" + next(str(n) for n in range(150, 250) if not Path(f"/tmp/.X{n}-lock").exists())
            procs.append(subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            time.sleep(1)
        if shutil.which("openbox"):
            procs.append(subprocess.Popen(["openbox"], env={**os.environ, "DISPLAY": display},
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            time.sleep(1)
        results: dict[str, list[tuple[float, float]]] = {p: [] for p in args.programs}
        for program in args.programs:  # one start each first: the files in the page cache for all alike
            one_start(program, display, games[program], homes[program])
        for _ in range(args.runs):
            for program in args.programs:
                results[program].append(one_start(program, display, games[program], homes[program]))
        load = Path("/proc/loadavg").read_text().split()[:3]
        what = (", with a game file" if args.game else "") + (", home kept between starts" if args.kept else "")
        print(f"start to window{what}, {args.runs} runs each (after one warm-up), {os.cpu_count()} cores, "
              f"load {' '.join(load)}")
        for program, runs in results.items():
            walls = [w for w, _c in runs]
            cpus = [c for _w, c in runs]
            print(f"  {program}: wall {statistics.median(walls):.2f} s ({min(walls):.2f}-{max(walls):.2f}), "
                  f"CPU {statistics.median(cpus):.2f} s ({min(cpus):.2f}-{max(cpus):.2f})")
    finally:
        scratch.cleanup()
        for p in reversed(procs):
            p.terminate()
            p.wait(timeout=10)
    return 0


if __name__ == "__main__":
    sys.exit(main())

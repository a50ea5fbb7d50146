"""A frozen bundle's start (packaging/referee.spec): ``referee fall1903.dipgame`` to its board on screen, bundles
alternated process by process, Linux only.

    python bench/bench_bundle.py BUNDLE [BUNDLE ...] [--runs N] [--platform xcb|offscreen] [--check]

Each BUNDLE is a built bundle's folder (``build/linux/dist/referee-app-<version>``, or a copy of one). Each round
starts the ``referee`` of every bundle once, in turn (the order reversed every other round), with a fresh copy
of the bench's Fall 1903 game (``bench/make_games.py``), a clean environment as the smoke test's (no virtual
environment; its own home per bundle, warmed by one unmeasured start: the disk cache written), on Xvfb with
openbox (``--platform xcb``, the default) or offscreen. The frozen program cannot say when it has painted, so
two moments are taken from outside, with the process's CPU time then (the sum over its threads,
``/proc/<pid>/task/*/schedstat``, in nanoseconds):
  shown    the window is on the screen (``xdotool search --onlyvisible --pid``, polled every 10 ms; xcb only)
  settled  the process has used less than 1 ms of CPU in the last 250 ms (its first paint done, and whatever
           idle work follows it): the wall time is taken at the start of that quiet stretch
The process is then ended (SIGTERM). Printed: each round's figures, then per bundle the medians (CPU and wall),
the lowest quarter, and for two bundles in how many rounds the second used less CPU; the load with each.

``--check`` times instead ``REFEREE_BUNDLE_CHECK=1 referee-cli`` (packaging/launch.py: the bundle's Python
started, shiboken6 and PySide6.QtCore imported with shiboken's support code, one line printed, the exit), the
whole process's CPU time from the kernel at its exit: the part of a start that shiboken's support code is in,
without the window's noise (needs bundles built with that check).
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

QUIET_S, QUIET_NS = 0.25, 1_000_000


def cpu_ns(pid: int) -> int:
    """The process's CPU time so far, the sum over its live threads (the kernel's scheduler statistics)."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            total += int((task / "schedstat").read_text().split()[0])
        except (FileNotFoundError, ProcessLookupError, IndexError):
            pass
    return total


def shown(pid: int, env: dict[str, str]) -> bool:
    r = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)], capture_output=True, text=True,
                       env=env)
    return bool(r.stdout.strip())


def start(bundle: Path, game: Path, home: Path, platform: str) -> tuple[float | None, float | None, float, float]:
    """One start: (wall, CPU) in ms when shown (None offscreen) and when settled."""
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "XDG_CONFIG_HOME": str(home / ".config"),
           "QT_QPA_PLATFORM": platform}
    if platform == "xcb":
        env["DISPLAY"] = os.environ["DISPLAY"]
    t0 = time.perf_counter()
    proc = subprocess.Popen([str(bundle / "referee"), "--lang", "en", str(game)], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, env=env, cwd=home)
    try:
        shown_at: tuple[float, float] | None = None
        last_ns, last_t = 0, time.perf_counter()
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"{bundle / 'referee'} exited with {proc.returncode}")
            now, ns = time.perf_counter(), cpu_ns(proc.pid)
            if shown_at is None and platform == "xcb" and shown(proc.pid, env):
                shown_at = ((time.perf_counter() - t0) * 1000, cpu_ns(proc.pid) / 1e6)
            if ns - last_ns >= QUIET_NS:
                last_ns, last_t = ns, now
            elif now - last_t >= QUIET_S and (shown_at is not None or platform != "xcb"):
                settled = ((last_t - t0) * 1000, last_ns / 1e6)
                break
            if now - t0 > 120:
                raise RuntimeError("no settled window in 120 s")
            time.sleep(0.01)
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    return (shown_at[0] if shown_at else None, shown_at[1] if shown_at else None, *settled)


def check(bundle: Path, home: Path) -> tuple[None, None, float, float]:
    """``REFEREE_BUNDLE_CHECK=1 referee-cli`` to its exit: (wall, CPU) in ms, the CPU from the kernel (wait4)."""
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "REFEREE_BUNDLE_CHECK": "1"}
    t0 = time.perf_counter()
    proc = subprocess.Popen([str(bundle / "referee-cli")], stdout=subprocess.PIPE, env=env, cwd=home)
    assert proc.stdout is not None
    out = proc.stdout.read()
    _pid, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = status
    wall = (time.perf_counter() - t0) * 1000
    if status != 0 or not out.startswith(b"{"):
        raise RuntimeError(f"REFEREE_BUNDLE_CHECK=1 {bundle / 'referee-cli'}: status {status}, {out[:200]!r}")
    return None, None, wall, (usage.ru_utime + usage.ru_stime) * 1000


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("bundles", nargs="+", type=Path)
    ap.add_argument("--runs", type=int, default=10, help="rounds (each bundle started once per round)")
    ap.add_argument("--platform", choices=("xcb", "offscreen"), default="xcb")
    ap.add_argument("--check", action="store_true", help="time REFEREE_BUNDLE_CHECK=1 referee-cli instead of the window")
    args = ap.parse_args()
    if not sys.platform.startswith("linux"):
        raise SystemExit("bench_bundle reads /proc: Linux only")
    bundles = [b.resolve() for b in args.bundles]
    for b in bundles:
        if not (b / "referee").is_file():
            raise SystemExit(f"no referee in {b}")
    from bench_gui import Display
    from make_games import make_all

    display = Display("offscreen" if args.check else args.platform)
    scratch = Path(tempfile.mkdtemp(prefix="referee-bench-bundle-"))
    try:
        game = make_all()["fall1903"]
        homes = [scratch / f"home{i}" for i in range(len(bundles))]
        n = 0

        def one(i: int) -> tuple[float | None, float | None, float, float]:
            nonlocal n
            n += 1
            copy = homes[i] / f"game{n}.dipgame"  # a fresh file each start: no lock left by the ended process
            shutil.copy(game, copy)
            if args.check:
                return check(bundles[i], homes[i])
            return start(bundles[i], copy, homes[i], display.platform)

        for i, home in enumerate(homes):
            (home / ".config").mkdir(parents=True)
            one(i)  # unmeasured: the disk cache written
        what = "REFEREE_BUNDLE_CHECK=1 referee-cli to its exit" if args.check else display.what
        print(f"bench_bundle: {len(bundles)} bundles, {args.runs} rounds, {what}; load "
              f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
        results: list[list[tuple[float | None, float | None, float, float]]] = [[] for _ in bundles]
        for r in range(args.runs):
            order = list(range(len(bundles)))
            if r % 2:
                order.reverse()
            for i in order:
                results[i].append(one(i))
            cells = "  ".join(f"[{i}] shown {_ms(results[i][-1][1])} {'exit' if args.check else 'settled'} {results[i][-1][3]:.0f}"
                              for i in range(len(bundles)))
            print(f"round {r + 1}: CPU ms {cells}; load {os.getloadavg()[0]:.2f}", flush=True)
        for i, b in enumerate(bundles):
            res = results[i]
            line = [f"[{i}] {b}"]
            for name, w, c in (("shown", 0, 1), ("exit" if args.check else "settled", 2, 3)):
                cpus = sorted(x[c] for x in res if x[c] is not None)  # type: ignore[misc]
                walls = [x[w] for x in res if x[w] is not None]
                if cpus:
                    line.append(f"{name}: CPU {statistics.median(cpus):.1f} ms (lowest quarter "
                                f"{cpus[len(cpus) // 4]:.1f}), wall {statistics.median(walls):.0f} ms")  # type: ignore[type-var]
            print("\n    ".join(line))
        if len(bundles) == 2:
            for name, c in (("shown", 1), ("exit" if args.check else "settled", 3)):
                pairs = [(a[c], b[c]) for a, b in zip(*results) if a[c] is not None and b[c] is not None]
                if pairs:
                    diffs = [a - b for a, b in pairs]
                    print(f"{name}: [1] used less CPU than [0] in {sum(d > 0 for d in diffs)} of {len(pairs)} rounds, "
                          f"by {statistics.median(diffs):.1f} ms (median of the rounds' differences)")
        print(f"load at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    finally:
        display.close()
        shutil.rmtree(scratch, ignore_errors=True)
    return 0


def _ms(x: float | None) -> str:
    return "-" if x is None else f"{x:.0f}"


if __name__ == "__main__":
    sys.exit(main())

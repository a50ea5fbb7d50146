"""What the window's thread waits for in a key: the bench's `key` row (bench_gui.py, 0.2 s before each key) with
each stretch split into the main thread's CPU and its waits.

    python bench/bench_key_waits.py [--runs 6] [--platform auto|xcb|offscreen] [--keys] [--warm-host]

Per key (medians and means over the row's keys but the very first): the wall time, the process's CPU time, the main
thread's CPU time, the game file's writer thread's CPU time, and the main thread's time off the processor, split
into its run-queue wait (runnable, not running: preempted, or woken and not yet running; the kernel's
``/proc/self/task/TID/schedstat``) and its blocked time; of that: the hand-over of the key's commit to the writer
(``core.record._Writer.start``), the wait for the commit's end (``GameFile._settle`` at the end of the key's
``write_behind`` block), and the window's paint (its ``UpdateRequest``: wall, CPU and run-queue wait; what is left is
the wait for the X server). Also the main thread's voluntary and involuntary context switches. ``--keys`` adds one
line per key of the second run; ``--warm-host`` runs it beside bench_gui's companion (``warm_host``: the host's quick
state). The instrumentation wraps those functions from here (a few microseconds a key)."""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_gui  # noqa: E402  (this folder's module, put on the path above)

FIELDS = ("wall", "process", "main", "writer", "runqueue", "blocked", "handover", "commit_end", "paint", "paint_cpu",
          "paint_runqueue", "x_wait", "switches", "preempted")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=6)
    ap.add_argument("--platform", choices=("auto", "xcb", "offscreen"), default="auto")
    ap.add_argument("--keys", action="store_true", help="one line per key of the second run")
    ap.add_argument("--warm-host", action="store_true", help="beside bench_gui's --warm-host companion")
    args = ap.parse_args()
    companion = bench_gui.warm_host() if args.warm_host else None
    try:
        if companion is not None:
            time.sleep(1.0)  # (its 512 MB written once)
        return waits(args, companion is not None)
    finally:
        if companion is not None:
            companion.kill()
            companion.wait()


def waits(args: argparse.Namespace, warm_host: bool) -> int:
    # (the window made first; the record's hand-over and wait, and the paint, timed from before the first key)
    with bench_gui.key_desk(args.platform, "bench-key-waits") as (display, desk):
        from PySide6.QtCore import QEvent, QObject

        from referee_app.core import record

        tid = threading.get_native_id()
        P, T = time.perf_counter, time.thread_time

        def sched() -> tuple[float, int, int]:
            """The main thread's run-queue wait (s) and its voluntary and involuntary context switches."""
            with open(f"/proc/self/task/{tid}/schedstat") as f:
                rq = int(f.read().split()[1]) / 1e9
            v = n = 0
            with open(f"/proc/self/task/{tid}/status") as f:
                for line in f:
                    if line.startswith("voluntary_ctxt_switches"):
                        v = int(line.split()[1])
                    elif line.startswith("nonvoluntary_ctxt_switches"):
                        n = int(line.split()[1])
            return rq, v, n

        acc: dict[str, float] = dict.fromkeys(("handover", "commit_end", "paint", "paint_cpu", "paint_runqueue"), 0.0)
        start, settle = record._Writer.start, record.GameFile._settle

        def timed_start(self: Any, job: Any) -> None:
            t0 = P()
            start(self, job)
            acc["handover"] += P() - t0

        def timed_settle(self: Any) -> None:
            if self._pending is None:
                return settle(self)
            t0 = P()
            try:
                return settle(self)
            finally:
                acc["commit_end"] += P() - t0

        record._Writer.start = timed_start  # type: ignore[method-assign]
        record.GameFile._settle = timed_settle  # type: ignore[method-assign]

        class Paints(QObject):
            def eventFilter(self, obj: Any, ev: Any) -> bool:
                if ev.type() != QEvent.Type.UpdateRequest or obj is not desk.w:
                    return False
                w0, c0, r0 = P(), T(), sched()[0]
                desk.w.removeEventFilter(self)
                try:
                    desk.app.sendEvent(obj, ev)
                finally:
                    desk.w.installEventFilter(self)
                acc["paint"] += P() - w0
                acc["paint_cpu"] += T() - c0
                acc["paint_runqueue"] += sched()[0] - r0
                return True

        paints = Paints()
        desk.w.installEventFilter(paints)
        keys: list[dict[str, float]] = []

        def timed(fn: Callable[[], object], row: str = "") -> tuple[float, float]:
            for k in ("handover", "commit_end", "paint", "paint_cpu", "paint_runqueue"):
                acc[k] = 0.0
            writer = record._WRITER
            clock = time.pthread_getcpuclockid(writer.thread.ident) if writer and writer.thread.ident else None
            w_cpu = time.clock_gettime(clock) if clock is not None else 0.0
            rq0, v0, n0 = sched()
            c0, p0, t0 = T(), time.process_time(), P()
            fn()
            wall, process, cpu = P() - t0, time.process_time() - p0, T() - c0
            rq1, v1, n1 = sched()
            writer = record._WRITER
            if clock is None and writer is not None and writer.thread.ident:  # (started inside this key)
                clock, w_cpu = time.pthread_getcpuclockid(writer.thread.ident), 0.0
            w = time.clock_gettime(clock) - w_cpu if clock is not None else 0.0
            k = dict(wall=wall, process=process, main=cpu, writer=w, runqueue=rq1 - rq0,
                     blocked=wall - cpu - (rq1 - rq0), switches=v1 - v0, preempted=n1 - n0, **acc)
            k["x_wait"] = k["paint"] - k["paint_cpu"] - k["paint_runqueue"]
            keys.append(k)
            return wall, process

        bench_gui.timed = timed
        print(bench_gui.key_header("bench_key_waits", args.runs, display)
              + (" (beside the --warm-host companion)" if warm_host else ""), flush=True)
        bench_gui.bench_keys(desk, args.runs, {"key": bench_gui.Row("key")})
        warm = keys[1:]
        for name, fn in (("median", statistics.median), ("mean", statistics.mean)):
            print(f"{name:6s} " + "  ".join(
                f"{f} {fn(k[f] for k in warm):.1f}" if f in ("switches", "preempted") else
                f"{f} {fn(k[f] for k in warm) * 1000:.2f}" for f in FIELDS), flush=True)
        print("(ms; switches and preempted: the main thread's voluntary and involuntary context switches a key; "
              f"n={len(warm)}; load {os.getloadavg()[0]:.2f})")
        if args.keys:
            n = len(bench_gui.LINE)
            for ch, k in zip(bench_gui.LINE, keys[n:2 * n]):
                print(f"{ch!r:5s} " + "  ".join(f"{f} {k[f]:.0f}" if f in ("switches", "preempted") else
                                                 f"{f} {k[f] * 1000:.2f}" for f in FIELDS))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

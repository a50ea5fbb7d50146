"""The memory pages a key touches: the bench's `key` row (bench_gui.py, 0.2 s before each key) with, around each
timed stretch, the process's accessed bits cleared (``/proc/self/clear_refs``) and the pages referenced read back
(``/proc/self/smaps``), by mapping.

    python bench/bench_key_pages.py [--runs 3] [--platform auto|xcb|offscreen] [--keys]

Why pages: on this project's shared hosts the slow state (issue 33, rounds 20-24) charges the first touch of each
4 KB page after a pause, a few microseconds a page, whether the process slept or spun meanwhile and whether it read
one byte of the page or all of it (``host_decay`` in bench_gui.py; round 24). There a key's time follows the pages it
touches, not its instructions. Linux only (Linux's ``clear_refs`` and ``smaps``; run as a user who may write
``clear_refs``, the process's owner). The count is the guest's view: pages whose accessed bit the key set.

Prints per key of the row (``--keys``: every key of the last run) the pages touched in all and by kind: the
program's data (``heap``: malloc's heap; ``anon``: anonymous maps, Python's arenas among them), the code and data of
the shared libraries (Qt, Python, the bindings, libc ...), the window's shared image with the X server
(``x-shm``), the rest; then the medians over the keys of every run but the first. Clearing the bits makes the
processor's page-table caches miss as well, so the key's CPU printed beside is not the bench's.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_gui  # noqa: E402  (this folder's module, put on the path above)

KINDS = ("heap", "anon", "x-shm", "Qt", "Python", "bindings", "libc", "other")


def kind_of(name: str) -> str:
    base = os.path.basename(name)
    if name == "[heap]":
        return "heap"
    if name in ("", "[anon]") or name.startswith("[anon:"):
        return "anon"
    if "xorg" in name or "SYSV" in name or name.startswith("/memfd:"):
        return "x-shm"
    if base.startswith("libQt6"):
        return "Qt"
    if base.startswith("libpython") or base.startswith("python"):
        return "Python"
    if "shiboken" in base or "pyside" in base or base.endswith(".abi3.so"):
        return "bindings"
    if base.startswith(("libc.so", "libc-", "libm.so", "ld-linux", "libstdc++")):
        return "libc"
    return "other"


def referenced() -> dict[str, int]:
    """The process's pages referenced since the bits were cleared, by kind."""
    by = dict.fromkeys(KINDS, 0)
    name = ""
    with open("/proc/self/smaps") as f:
        for line in f:
            head, _, rest = line.partition(" ")
            if not head.endswith(":"):  # a mapping's first line: its range, perms, offset, device, inode, name
                fields = rest.split(None, 4)
                name = fields[4].strip() if len(fields) > 4 else ""
            elif head == "Referenced:":
                kb = int(rest.split()[0])
                if kb:
                    by[kind_of(name)] += kb // 4
    return by


def clear() -> None:
    with open("/proc/self/clear_refs", "w") as f:
        f.write("1")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--platform", choices=("auto", "xcb", "offscreen"), default="auto")
    ap.add_argument("--keys", action="store_true", help="every key of the last run")
    args = ap.parse_args()
    keys: list[tuple[int, float, dict[str, int]]] = []

    def timed(fn: Callable[[], object], row: str = "") -> tuple[float, float]:
        clear()
        c0 = time.thread_time()
        fn()
        cpu = time.thread_time() - c0
        keys.append((len(keys), cpu, referenced()))
        return 0.0, cpu

    bench_gui.timed = timed
    with bench_gui.key_desk(args.platform, "bench-key-pages") as (display, desk):
        print(bench_gui.key_header("bench_key_pages", args.runs, display), flush=True)
        bench_gui.bench_keys(desk, args.runs, {"key": bench_gui.Row("key")})
    per_run = len(bench_gui.LINE)
    if args.keys:
        for i, cpu, by in keys[-per_run:]:
            ch = bench_gui.LINE[i % per_run]
            print(f"{ch!r:5} pages {sum(by.values()):5d}  " + " ".join(f"{k} {by[k]}" for k in KINDS)
                  + f"  (cpu {cpu * 1000:.2f} ms)")
    rest = keys[per_run:] or keys
    print(f"median of {len(rest)} keys: pages {statistics.median(sum(by.values()) for _, _, by in rest):.0f}  "
          + " ".join(f"{k} {statistics.median(by[k] for _, _, by in rest):.0f}" for k in KINDS)
          + f"  (load {os.getloadavg()[0]:.2f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

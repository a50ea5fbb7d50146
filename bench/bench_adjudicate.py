"""Adjudication speed on real phases: this engine from order text against the `diplomacy` package.

Usage: python bench/bench_adjudicate.py PATH_TO_GAMES [--rounds R] [--limit N] [--warm] [--no-bulk] [--installed]
Needs the optional peer: pip install ".[bench]"  (the `diplomacy` package).

By default this engine is imported from the source tree beside this script (pure Python). With
``--installed`` it is the one installed in the running Python, e.g. the compiled build
(``REFEREE_APP_COMPILE=1 pip install ".[bench]"``; docs/building.md). The first line printed says which.

PATH_TO_GAMES is a folder of games in the droidippy corpus format (the one
tools/replay_corpus.py reads; e.g. 224 games played on the Droidippy app). Every
movement phase of every game becomes one document of the headless contract
(docs/headless-api.md): the recorded units and centres, and each power's orders
as written in the game file (province codes fixed as the replay tool fixes them).

Per phase, in one run, interleaved (which engine goes first alternates):

- ours: ``adjudicate_json(doc)``: JSON in, JSON out, order text parsed, checked,
  resolved, every result with its English reason. The caches keyed by order
  text are emptied before every call unless ``--warm`` (a text seen in an
  earlier phase is then read again from scratch); the tables built once per
  ruleset and map are kept, as in any long-running use.
- theirs: a ``diplomacy.Game`` set to the same units and centres (not timed),
  then ``set_orders`` for every power, then ``process()``: timed as
  ``set_orders + process()`` and as ``process()`` alone.

First says how many phases the native express lane takes (express.py; not timed). Then prints medians
(10th/90th percentiles and means) in ms per phase and the ratios of the
medians, by the wall clock and by this process's CPU time (on a machine shared
with other work the second is steadier), how often both engines end with the same units (a sanity check; the
corpus replay and docs/reliability.md explain the rare differences), then the bulk
figures: ``referee-cli adjudicate --jsonl`` (a fresh process, start-up included)
and ``adjudicate_many(docs, workers=N)`` for 1 and 2 workers in phases per second,
and the distributed example of docs/headless-api.md with Dask's local scheduler
when Dask is installed.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
INSTALLED = "--installed" in sys.argv[1:]  # the installed package (e.g. the compiled build), not the source tree
if INSTALLED:
    import referee_app  # noqa: F401 - the installed package, imported before tools/replay_corpus.py puts the source tree first
else:
    sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from replay_corpus import attribute, read_game, to_position  # noqa: E402

if INSTALLED:
    sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != ROOT]

from referee_app.games.diplomacy import OrderError, load_ruleset, read_order  # noqa: E402
from referee_app.games.diplomacy.contract.jsonapi import adjudicate_json, centers_json, units_json  # noqa: E402
from referee_app.games.diplomacy.rules.orders import format_order  # noqa: E402

try:
    from referee_app.games.diplomacy import adjudicate_many
except ImportError:  # an older tree: no bulk function
    adjudicate_many = None  # type: ignore[assignment]


def _clear_text_caches() -> None:
    """Forget every order text seen so far (the tables of the map and the ruleset stay)."""
    load_ruleset("standard").names.scan_cache.clear()


def collect(folder: Path, limit: int) -> list[tuple[dict[str, Any], dict[str, list[str]]]]:
    """(our contract document, the peer's orders by power) for every movement phase of every game."""
    rs = load_ruleset("standard")
    out = []
    files = sorted(folder.glob("*.txt"))
    if not files:
        raise SystemExit(f"no games (*.txt) in {folder}")
    for path in files:
        for rec in read_game(path):
            if rec.kind != "Movement" or not rec.units:
                continue
            pos = to_position(rec, None, frozenset())
            orders: dict[str, list[str]] = {}
            theirs: dict[str, list[str]] = {}
            for line in rec.orders:
                power, text = attribute(line, pos)
                if not power:
                    continue
                orders.setdefault(power, []).append(text)
                try:
                    canon = format_order(read_order(text, power, pos, rs))
                except OrderError:
                    continue  # the peer gets no order it could read either
                theirs.setdefault(power, []).append(canon.replace(" VIA CONVOY", " VIA"))
            doc = {"phase": str(pos.phase), "units": units_json(pos.units.values()),
                   "centers": centers_json(pos.centers), "orders": orders}
            out.append((doc, theirs))
            if limit and len(out) >= limit:
                return out
    return out


def _their_game(doc: dict[str, Any]) -> Any:
    from diplomacy import Game  # type: ignore[import-not-found]

    g = Game()
    g.clear_units()
    g.clear_centers()
    g.set_current_phase(doc["phase"])
    for power in g.powers:  # every unit on the board before any order is given
        g.set_units(power, doc["units"].get(power, []))
        g.set_centers(power, doc["centers"].get(power, []))
    return g


def _pct(xs: list[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))]


def compare(phases: list[tuple[dict[str, Any], dict[str, list[str]]]], rounds: int, warm: bool) -> dict[str, float]:
    try:
        import diplomacy  # type: ignore[import-not-found]  # noqa: F401
        have_peer = True
    except ImportError:
        have_peer = False
        print("diplomacy package not installed (pip install '.[bench]'): our figures only")
    wall = time.perf_counter
    cpu = time.process_time  # this process's CPU time: what the other processes on the machine take is not in it
    ours: list[tuple[float, float]] = []
    t_all: list[tuple[float, float]] = []
    t_proc: list[tuple[float, float]] = []
    same = 0
    # warm-up: imports, catalogues, the tables built once per ruleset
    for doc, _ in phases[:20]:
        adjudicate_json(doc)
    gc.collect()
    for rnd in range(rounds):
        for i, (doc, theirs) in enumerate(phases):
            ours_first = (i + rnd) % 2 == 0
            g = _their_game(doc) if have_peer else None
            for turn in (0, 1) if ours_first else (1, 0):
                if turn == 0:
                    if not warm:
                        _clear_text_caches()
                    w0, c0 = wall(), cpu()
                    result = adjudicate_json(doc)
                    c1, w1 = cpu(), wall()
                    ours.append(((w1 - w0) * 1000, (c1 - c0) * 1000))
                elif g is not None:
                    w0, c0 = wall(), cpu()
                    for power, lst in theirs.items():
                        g.set_orders(power, lst)
                    w1, c1 = wall(), cpu()
                    g.process()
                    c2, w2 = cpu(), wall()
                    t_all.append(((w2 - w0) * 1000, (c2 - c0) * 1000))
                    t_proc.append(((w2 - w1) * 1000, (c2 - c1) * 1000))
            if g is not None and rnd == 0:
                got = {(p, u) for p, us in g.get_units().items() for u in us if not u.startswith("*")}
                mine = {(p, u) for p, us in result["units"].items() for u in us}
                same += got == mine
    n = len(phases)
    print(f"{n} movement phases x {rounds} round(s), interleaved phase by phase; "
          f"our text caches {'kept (--warm)' if warm else 'emptied before every phase'}")
    rows = [("ours: adjudicate_json(doc), from order text", ours)]
    if t_all:
        rows += [("diplomacy: set_orders + process()", t_all), ("diplomacy: process() alone", t_proc)]
    figures: dict[str, float] = {}
    for k, clock in enumerate(("wall clock", "CPU time of this process")):
        print(f"\n{clock:44s} {'median':>9s} {'p10':>8s} {'p90':>8s} {'mean':>8s}   (ms per phase)")
        meds = []
        for label, pairs in rows:
            xs = [p[k] for p in pairs]
            meds.append(statistics.median(xs))
            print(f"{label:44s} {meds[-1]:9.3f} {_pct(xs, 0.1):8.3f} {_pct(xs, 0.9):8.3f} {statistics.fmean(xs):8.3f}")
        if t_all:
            print(f"ratio of medians: set_orders + process() / ours = {meds[1] / meds[0]:5.1f}x   (target >= 20x)")
            print(f"                  process() alone / ours       = {meds[2] / meds[0]:5.1f}x   (target >= 8x)")
            figures[f"ratio_all_{k}"] = meds[1] / meds[0]
            figures[f"ratio_proc_{k}"] = meds[2] / meds[0]
        figures[f"ours_{k}"] = meds[0]
    if t_all:
        print(f"\nsame resulting units in {same} of {n} phases")
    return figures


def lanes(phases: list[tuple[dict[str, Any], dict[str, list[str]]]]) -> None:
    """Which of the phases the native express lane takes (not timed; the others go the Python way)."""
    try:
        from referee_app.games.diplomacy import express
    except ImportError:  # an older tree
        return
    if not getattr(express, "NATIVE", False):
        print("native express lane: not built (every phase goes the Python way)")
        return
    rs = load_ruleset("standard")
    taken = sum(express.native_movement_json(doc, rs) is not None for doc, _ in phases)
    print(f"native express lane: takes {taken} of {len(phases)} phases (the others go the Python way)")


def bulk(docs: list[dict[str, Any]]) -> None:
    print(f"\nbulk: {len(docs)} phases (every movement phase once)")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "phases.jsonl"
        path.write_text("".join(json.dumps(d) + "\n" for d in docs), encoding="utf-8")
        env = dict(os.environ) if INSTALLED else dict(os.environ, PYTHONPATH=str(ROOT))
        t0 = time.perf_counter()
        r = subprocess.run([sys.executable, "-m", "referee_app.cli", "adjudicate", "--jsonl", str(path)],
                           capture_output=True, env=env, cwd=tmp if INSTALLED else ROOT, check=False)
        dt = time.perf_counter() - t0
        if r.returncode == 0:
            lines = r.stdout.count(b"\n")
            print(f"  referee-cli adjudicate --jsonl (fresh process, start-up included): {lines / dt:8.0f} phases/s")
        else:
            print(f"  referee-cli adjudicate --jsonl: not available here ({r.stderr.decode().strip().splitlines()[-1:]})")
    if adjudicate_many is None:
        print("  adjudicate_many: not in this tree")
        return
    for workers in (1, 2):
        best = []
        for _ in range(3):
            _clear_text_caches()
            t0 = time.perf_counter()
            out = adjudicate_many(docs, workers=workers)
            best.append(time.perf_counter() - t0)
            assert len(out) == len(docs)
        print(f"  adjudicate_many(docs, workers={workers}): {len(docs) / statistics.median(best):8.0f} phases/s "
              f"(median of 3 runs, worker start-up included)")
    try:
        import dask.bag as db  # type: ignore[import-not-found]
    except ImportError:
        print("  Dask example (docs/headless-api.md): skipped, Dask not installed (pip install '.[dask]')")
        return
    bag = db.from_sequence(docs, npartitions=8).map_partitions(adjudicate_many)
    t0 = time.perf_counter()
    out = bag.compute(scheduler="processes", num_workers=2)
    dt = time.perf_counter() - t0
    print(f"  Dask bag, local process scheduler, 2 workers: {len(out) / dt:8.0f} phases/s")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("games", type=Path, help="folder of games in the droidippy corpus format")
    ap.add_argument("--rounds", type=int, default=1, help="times over every phase (default 1)")
    ap.add_argument("--limit", type=int, default=0, help="at most this many phases (default: all)")
    ap.add_argument("--warm", action="store_true", help="keep the caches keyed by order text between phases")
    ap.add_argument("--no-bulk", action="store_true", help="skip the bulk figures")
    ap.add_argument("--installed", action="store_true",
                    help="this engine as installed (e.g. the compiled build), not from the source tree")
    args = ap.parse_args()
    try:
        from referee_app.games.diplomacy.contract.compiled import describe
    except ImportError:  # an older tree
        def describe() -> str:
            return "pure Python"
    import referee_app

    print(f"this engine: {describe()}, from {Path(referee_app.__file__).resolve().parent.parent}")
    phases = collect(args.games, args.limit)
    lanes(phases)
    compare(phases, args.rounds, args.warm)
    if not args.no_bulk:
        bulk([d for d, _ in phases])
    return 0


if __name__ == "__main__":
    sys.exit(main())

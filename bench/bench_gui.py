"""The referee window's speed, offscreen.

    python bench/bench_gui.py [--runs N]

Figures (milliseconds, median of the runs):
  cold start (start page)   a fresh ``python -c`` process imports the program, creates the
                            QApplication and the main window and processes events until the
                            window is shown; timed from before the process is launched
                            (interpreter start included)                          target < 1500 ms
  cold start (with a game)  the same with a new game: board, seven order panes, clock
                                                                                  target < 1500 ms
  adjudicate to results     34 units with an order each typed in the panes; from the
                            adjudicate action to the results on screen: the core's adjudication,
                            the results table, retreats, centres, the board with its arrows,
                            the order panes of the next phase, and one synchronous repaint of
                            the whole window at 1600x1000                          target < 100 ms
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

START_CODE = """
import os, sys, time
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, {root!r})
from PySide6.QtWidgets import QApplication
from referee_app.gui.main_window import MainWindow
app = QApplication(sys.argv[:1])
game = None
if {with_game}:
    from referee_app.games.diplomacy import Game
    game = Game.new("standard")
w = MainWindow(game)
w.show()
while not w.isVisible() or not w.windowHandle() or not w.windowHandle().isExposed():
    app.processEvents()
app.processEvents()
w.repaint()
print("READY", flush=True)
"""


def cold_start(with_game: bool) -> float:
    code = START_CODE.format(root=str(ROOT), with_game=with_game)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME="/tmp/bench-gui-config")
    t0 = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    t1 = time.perf_counter()
    if "READY" not in out.stdout:
        raise RuntimeError(out.stderr)
    return (t1 - t0) * 1000


def position_with_34_units():  # type: ignore[no-untyped-def]
    """Every supply centre holds a unit: home centres their owner's, neutral ones shared round."""
    from referee_app.games.diplomacy import Phase, PhaseType, Position, Season, Unit, UnitType, load_ruleset
    from referee_app.games.diplomacy.rules.geography import Location

    rs = load_ruleset("standard")
    gm = rs.map
    powers = list(gm.powers)
    units = []
    centers = {}
    for i, sc in enumerate(sorted(gm.supply_centers)):
        prov = gm.provinces[sc]
        owner = prov.home_of if prov.home_of in gm.powers else powers[i % len(powers)]
        units.append(Unit(owner, UnitType.ARMY, Location(sc)))
        centers[sc] = owner
    return rs, Position.build(Phase(1905, Season.SPRING, PhaseType.MOVEMENT), units, centers)


def adjudicate_runs(runs: int) -> list[float]:
    from PySide6.QtWidgets import QApplication

    from referee_app.games.diplomacy import Game, format_order
    from referee_app.games.diplomacy.table.randomgame import random_orders
    from referee_app.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    rs, pos = position_with_34_units()
    assert len(pos.units) == 34
    times = []
    for run in range(runs + 1):
        game = Game.new(rs, position=pos)
        w = MainWindow(game, tick_ms=60_000)
        w.ask = lambda title, text: True  # type: ignore[method-assign]
        w.resize(1600, 1000)
        w.show()
        app.processEvents()
        orders = random_orders(pos, rs, random.Random(run))
        for power in game.powers:
            lines = [format_order(o) for o in orders.get(power, [])]
            # every unit gets a line (a hold when the random orders left it out)
            ordered = {o.unit.province for o in orders.get(power, []) if hasattr(o, "unit")}
            lines += [f"{u} H" for u in pos.units_of(power) if u.province not in ordered]
            w.pane(power).editor.setPlainText("\n".join(lines))
        app.processEvents()
        w.repaint()
        t0 = time.perf_counter()
        w.adjudicate()
        app.processEvents()
        w.repaint()
        t1 = time.perf_counter()
        assert game.last is not None and len(game.last.adjudication.results) >= 34
        if run:  # the first run warms caches (fonts, text paths)
            times.append((t1 - t0) * 1000)
        w.close()
        w.deleteLater()
        app.processEvents()
    return times


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    start_page = [cold_start(False) for _ in range(args.runs)]
    with_game = [cold_start(True) for _ in range(args.runs)]
    adj = adjudicate_runs(args.runs)

    def line(name: str, values: list[float], target: float) -> str:
        med = statistics.median(values)
        ok = "ok" if med < target else "OVER TARGET"
        return f"{name:<28} median {med:7.1f} ms  (min {min(values):.1f}, max {max(values):.1f}; target < {target:g} ms) {ok}"

    print(f"bench_gui: {args.runs} runs, {os.cpu_count()} CPUs, Python {sys.version.split()[0]}, offscreen")
    print(line("cold start (start page)", start_page, 1500))
    print(line("cold start (with a game)", with_game, 1500))
    print(line("adjudicate to results (34)", adj, 100))
    return 0


if __name__ == "__main__":
    sys.exit(main())

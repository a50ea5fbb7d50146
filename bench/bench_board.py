"""Board drawing speed, offscreen: map load to first paint, and one repaint at 1920x1080.

    python bench/bench_board.py [--runs N]

Figures (milliseconds, median of the runs):
  first paint   a fresh process reads assets/map.svg, builds the board widget at 1920x1080,
                shows the starting position and paints it once (Qt and Python imports excluded,
                the font database's first use included)            target < 300 ms
  repaint       the board already on screen gets a new position with 34 units and an
                adjudication with 34 move arrows; one repaint of the window   target < 16 ms
  redraw        the same, including building the scene from the position (show_position)
  full repaint  a repaint where the centres' owners changed, so the cached map is repainted too
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

W, H = 1920, 1080


class _PaintCounter:
    """Counts the paint events a widget receives (to be sure a measured repaint painted)."""

    def __init__(self, widget):  # type: ignore[no-untyped-def]
        from PySide6.QtCore import QEvent, QObject

        class Filter(QObject):
            def __init__(self, outer):  # type: ignore[no-untyped-def]
                super().__init__()
                self.outer = outer

            def eventFilter(self, obj, ev):  # type: ignore[no-untyped-def]  # noqa: N802
                if ev.type() == QEvent.Type.Paint:
                    self.outer.count += 1
                return False

        self.count = 0
        self._filter = Filter(self)
        widget.installEventFilter(self._filter)


def _first_paint_child() -> None:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)
    from referee_app.games.diplomacy import load_ruleset
    from referee_app.games.diplomacy.table.game import starting_position
    from referee_app.gui.board import BoardWidget

    rs = load_ruleset("standard")
    pos = starting_position(rs)
    t0 = time.perf_counter()
    board = BoardWidget(rs)  # reads map.svg (not cached in a fresh process)
    board.resize(W, H)
    board.show_position(pos)
    counter = _PaintCounter(board.viewport())
    board.show()
    app.processEvents()  # the window is exposed and painted here
    board.viewport().repaint()
    t1 = time.perf_counter()
    if counter.count == 0:
        sys.exit("the board was not painted")
    print(json.dumps({"first_paint_ms": (t1 - t0) * 1000}))


def _busy_position(rs, salt: int):  # type: ignore[no-untyped-def]
    """34 armies on the 34 centres and one move each (to the salt-th neighbour)."""
    from referee_app.games.diplomacy import Phase, Position, Unit, UnitType, adjudicate
    from referee_app.games.diplomacy.rules.geography import Location
    from referee_app.games.diplomacy.rules.state import PhaseType, Season

    gm = rs.map
    powers = sorted(gm.powers)
    units = []
    centers = {}
    for i, code in enumerate(sorted(gm.supply_centers)):
        owner = gm.provinces[code].home_of or powers[(i + salt) % len(powers)]
        units.append(Unit(owner, UnitType.ARMY, Location(code)))
        centers[code] = owner
    pos = Position.build(Phase(1905, Season.SPRING, PhaseType.MOVEMENT), units, centers)
    orders: dict[str, list[str]] = {}
    for u in units:
        nbrs = sorted(n for n in gm.army_neighbours(u.province) if not gm.is_impassable(n))
        dest = nbrs[salt % len(nbrs)]
        orders.setdefault(u.power, []).append(f"A {u.province} - {dest}")
    adj = adjudicate(pos, orders, rs)
    return pos, adj


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        _first_paint_child()
        return

    firsts = []
    for _ in range(max(3, args.runs // 2)):
        r = subprocess.run([sys.executable, __file__, "--child"], capture_output=True, text=True, cwd=ROOT,
                           env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), timeout=120)
        if r.returncode != 0:
            sys.exit(f"first-paint run failed:\n{r.stderr}")
        firsts.append(json.loads(r.stdout.strip().splitlines()[-1])["first_paint_ms"])

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)
    from referee_app.games.diplomacy import load_ruleset
    from referee_app.gui.board import BoardWidget

    rs = load_ruleset("standard")
    board = BoardWidget(rs)
    board.resize(W, H)
    counter = _PaintCounter(board.viewport())
    board.show()
    app.processEvents()
    cases = [_busy_position(rs, s) for s in range(4)]
    # the same centres in each case for the overlay-only repaint
    same_centres = [(c[0], c[1]) for c in cases]
    board.show_position(*same_centres[0])
    board.viewport().repaint()
    app.processEvents()
    n_units = len(same_centres[0][0].units)
    n_arrows = sum(1 for m in board.current_scene().orders if m.kind == "move")

    repaint, redraw, full = [], [], []
    for i in range(args.runs * 2):
        pos, adj = same_centres[i % 2]
        # keep the centres identical so only units and orders change
        pos = type(pos)(pos.phase, pos.units, dict(same_centres[0][0].centers), pos.dislodged, pos.contested)
        t0 = time.perf_counter()
        board.show_position(pos, adj)
        t1 = time.perf_counter()
        board.viewport().repaint()
        t2 = time.perf_counter()
        redraw.append((t2 - t0) * 1000)
        repaint.append((t2 - t1) * 1000)
        app.processEvents()
    for i in range(args.runs):
        pos, adj = cases[2 + i % 2]
        t0 = time.perf_counter()
        board.show_position(pos, adj)
        board.viewport().repaint()
        full.append((time.perf_counter() - t0) * 1000)
        app.processEvents()

    if counter.count < 3 * args.runs:
        sys.exit(f"only {counter.count} paint events for {3 * args.runs} repaints: the figures would be wrong")
    med = statistics.median
    print(f"board at {W}x{H}, {n_units} units, {n_arrows} move arrows, offscreen, {os.cpu_count()} CPUs")
    print(f"first paint (map load -> first paint): {med(firsts):7.1f} ms   (runs: {', '.join(f'{x:.0f}' for x in firsts)})"
          f"   target < 300 ms")
    print(f"repaint (units + orders changed):      {med(repaint):7.1f} ms   target < 16 ms")
    print(f"redraw incl. building the scene:       {med(redraw):7.1f} ms")
    print(f"full repaint (centres changed):        {med(full):7.1f} ms")


if __name__ == "__main__":
    main()

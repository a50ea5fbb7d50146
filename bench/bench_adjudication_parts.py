"""Where a Ctrl+Enter's time goes in the window: each board's build and paint (its map and its layers of units,
arrows and marks apart), the command itself and the referee window's paint passes, per adjudication.

    python bench/bench_adjudication_parts.py [--runs N] [--game spring1901|fall1903] [--no-projector]
                                             [--platform auto|xcb|offscreen]

The window is driven as ``bench_gui.py`` drives it (the same game files, keys and display): Ctrl+Enter, then
Ctrl+Alt+Z to undo it, ``--runs`` times (the first left out); each part is timed in CPU time as the window runs
it, and the medians are printed. A part's time includes the parts inside it (a board's paint includes its
map's), and the timing itself costs a little. Round 6 of issue 33 (docs/performance.md) used it to see what
is left of an adjudication.
"""

from __future__ import annotations

import argparse
import collections
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import bench_gui as bg  # noqa: E402 (after the path)

PARTS: dict[str, float] = collections.defaultdict(float)
COUNTS: dict[str, int] = collections.defaultdict(int)


def _timed_method(cls: type, name: str, label: Callable[[object], str]) -> None:
    """``cls.name`` timed into PARTS under ``label(self)``."""
    real = getattr(cls, name)

    def timed(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        c0 = time.process_time()
        try:
            return real(self, *args, **kwargs)
        finally:
            key = label(self)
            PARTS[key] += time.process_time() - c0
            COUNTS[key] += 1

    setattr(cls, name, timed)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--game", choices=("spring1901", "fall1903"), default="fall1903")
    ap.add_argument("--no-projector", action="store_true")
    ap.add_argument("--platform", choices=("auto", "xcb", "offscreen"), default="auto")
    args = ap.parse_args()
    display = bg.Display(args.platform)
    scratch = Path(tempfile.mkdtemp(prefix="referee-bench-parts-"))
    os.environ["QT_QPA_PLATFORM"] = display.platform
    os.environ["XDG_CONFIG_HOME"] = str(scratch / "config")
    try:
        from make_games import make_all
        from PySide6.QtCore import QEvent, QObject, Qt

        desk = bg.Desk(make_all(), scratch)
        from referee_app.gui import board
        from referee_app.gui import main_window as mw_module

        def which(b: object) -> str:
            return "projector" if b.window() is not desk.w else "referee"  # type: ignore[attr-defined]

        _timed_method(board.BoardWidget, "_build", lambda b: f"{which(b)} board: build")
        _timed_method(board.BoardWidget, "paintEvent", lambda b: f"{which(b)} board: paint")
        _timed_method(board.BoardWidget, "_paint_map", lambda b: f"{which(b)} board: paint: map")
        _timed_method(board._Layer, "paint", lambda item: f"{which(item.scene().parent())} board: paint: layers")  # type: ignore[attr-defined]
        _timed_method(mw_module.MainWindow, "run", lambda w: "MainWindow.run (command, layout, paint sent)")

        class Passes(QObject):
            def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's naming)
                if obj is desk.w and event.type() == QEvent.Type.UpdateRequest:
                    COUNTS["referee window: paint passes"] += 1
                return False

        passes = Passes()
        desk.app.installEventFilter(passes)
        ctrl = Qt.KeyboardModifier.ControlModifier
        desk.open(args.game)
        if not args.no_projector:
            desk.open_projector()
        desk.focus_sheet(0)
        rows: list[tuple[float, dict[str, float], dict[str, int]]] = []
        for i in range(args.runs + 1):
            bg.settle(desk.app, 0.2)
            PARTS.clear()
            COUNTS.clear()
            _wall, cpu = bg.timed(lambda: (desk.key(Qt.Key.Key_Return, ctrl), bg.drain(desk.app)))
            if i:  # the first is left out (what is prepared once)
                rows.append((cpu, dict(PARTS), dict(COUNTS)))
            bg.settle(desk.app, 0.2)
            desk.key(Qt.Key.Key_Z, ctrl | Qt.KeyboardModifier.AltModifier)
        desk.app.removeEventFilter(passes)
        desk.w.close()
        print(f"bench_adjudication_parts: {args.game}, projector {'closed' if args.no_projector else 'open'}, "
              f"{args.runs} runs, {display.what}; load {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        print(f"  Ctrl+Enter to results painted (CPU)        {1000 * statistics.median(r[0] for r in rows):7.2f} ms")
        for key in sorted({k for r in rows for k in (*r[1], *r[2])}):
            ms = statistics.median(r[1].get(key, 0.0) for r in rows) * 1000
            n = statistics.median(r[2].get(key, 0) for r in rows)
            shown = f"{ms:7.2f} ms" if key in {k for r in rows for k in r[1]} else " " * 10
            print(f"  {key:<42} {shown}  (x{n:g})")
    finally:
        display.close()
        shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The referee window's speed as the referee lives it: the real window driven through its keys, with a
game file (every key stored as it is typed), with and without the projector.

    python bench/bench_gui.py [--runs N] [--platform auto|xcb|offscreen] [--rows a,b,...] [--check-paints]
                              [--instructions [--cold]] [--warm-host]

Platform: ``auto`` (the default) runs the window on Qt's xcb platform under an X server: the one named by
``DISPLAY``, else an Xvfb with openbox started here (and stopped at the end) when both are installed;
offscreen otherwise. Keys are sent with QTest (the window's shortcuts and the sheet's own key handling,
as a key from the X server meets them). A figure ends when the window has processed every event the key
caused, its repaints included.

The game files come from ``bench/make_games.py`` (copied to a scratch folder for each use: the bench
never changes them): Spring 1901 with the seven sheets typed, a busy Fall 1903 (26 orders, two units
dislodged) and a 20-year game typed at the desk (about 16,000 events).

Each run prints, beside the load, how long a fixed pure-Python loop takes here (``host_speed``) and a fixed raster
paint with Qt's painter (``host_paint``): the machines are shared, and the same program's figures move with the
host's speed at the same load (in round 20 of issue 33 the window's figures moved 3- to 5-fold while the loop, which
stays in the processor's caches, did not), and how long a fixed read of 3 MB takes at once and after a pause of
0.2 s (``host_decay``): where the second is several times the first, the host charges the first touch of each
memory page after a pause (round 24: 2.5-3.3 µs a 4 KB page, whether the process slept or spun meanwhile, one byte
of the page read or all of it; a key touches about 3,800 pages, ``bench/bench_key_pages.py``); the timings then
describe the host more than the program.

``--warm-host`` runs the bench beside a companion process at the lowest priority that keeps writing to 512 MB of
memory: on this project's shared hosts that keeps touching a page after a pause quick (the host line's read after
0.2 s at 0.25-0.3 ms instead of 1-19), as it always is on a laptop (round 24 of issue 33; ``warm_host``). The first
line says when it ran; it shows in the load average.

``--instructions`` counts each row once more under valgrind's callgrind: for a fresh-process row, the millions of
instructions to the window painted; for a row in this process, per timed stretch (the bench runs again for that
row under callgrind, collecting only inside the stretches). A count does not move with the host: compare two
versions by it. Under callgrind a stretch lasts about 50 times as long, so a timer the window sets by the clock can
fire inside it where it fires after a timed one; the counting run therefore holds the one such timer whose work is
large, the panels' idle-time making of the sheets not shown (a sheet about 10 M instructions; three of them were
counted inside each `open long` until round 18): a slice of it due inside a counted stretch runs after the stretch,
in the settling that follows (``hold_idle_making``). The timed rows are run exactly as before.

``--cold`` (with ``--instructions``) counts the in-process rows with callgrind's simulation of the caches (level 1
as this host's, a last level of 2 MB), emptied before each timed stretch (``EVICT``), and notes beside the
instructions the cache lines a stretch fetched from memory: what a key or a command touches, which is what its
time follows on a host whose other tenants empty our caches between keys. Like the instructions, it does not move
with the load.

Rows (medians of the runs; CPU is the process's own time, wall the clock's; the load average is printed
with each row):
  key            one keystroke in a sheet (the window idle before it)                     goal   4 ms
  typing         a 37-key stretch typed at one key every 15 ms: how far behind the window
                 falls: the most a key waits for the window to finish the keys before it,
                 and how far the last key's handling runs past the moment a next key
                 would come (0 when every key is handled within its 15 ms)            goal   0 ms
  adj S1901      Ctrl+Enter to the results painted, Spring 1901, projector closed         goal  25 ms
  adj S1901 P    the same, projector open                                                 goal  35 ms
  adj F1903      Ctrl+Enter to the results painted, the busy Fall 1903, projector closed  goal  40 ms
  adj F1903 P    the same, projector open                                                 goal  55 ms
  adj new S1901  Ctrl+Enter to the results painted, Spring 1901, projector closed, each run
                 with orders this process has not adjudicated before: before each run (not
                 timed) every sheet is pasted over with another seeded set of random orders
                 (the rows above adjudicate the same phase again after an undo, so what the
                 window keeps by content is found kept there as it never is in an evening)  goal  25 ms
  adj new S1901 P  the same, projector open                                               goal  35 ms
  F8 P           F8 (call time) with the projector open                                    goal  15 ms
  F8             the same, projector closed (for comparison)
  Ctrl+PgDn      the next power's sheet                                                    goal   5 ms
  open long      File > Open of the 20-year game to its board painted (a warm window)      goal 150 ms
  cold start     a fresh process to the start page painted, three recent games (one long)  goal 250 ms
  cold start 0   the same with no recent game (for comparison)
  referee FILE   ``referee fall1903.dipgame`` in a fresh process to its board painted      goal 300 ms

The window in this process starts as the program does (``collector.start_done`` once it is made, and the timer
that makes Python's collections between events, ``gui.app.collect_between_events``), and after
each open the widgets given to ``deleteLater`` are deleted, as the program's event loop deletes them when
the command returns (a script's ``processEvents`` never does; the open row counts it).

A fresh-process row ends when the window is painted: it is exposed (the exposure paints it) and the events
its show posted are delivered, their repaints included. ``--check-paints`` checks that this is so: each
child then notes every widget painted since the program entered its event loop and, where a widget on screen
was not, repaints the window whole before it says so (the row notes how many runs did; the check's own
filter costs time, so its figures are not the row's). Until round 8 of issue 33 the child always repainted
the window whole at the end, a second paint of every widget that the program never makes: 4-10 ms of CPU. The figure is the wall time until
the process says so, and the process's own CPU time at that moment (its exit afterwards is not counted). A fresh process starts as an
installed program does, from compiled modules: the bench lets Python write them (into its scratch folder,
even where PYTHONDONTWRITEBYTECODE is set) at a first, unmeasured start. It runs with an interpreter of
a scratch virtual environment that sees the packages of the one running the bench and this checkout as
plain paths: an installed program's environment has no editable-install import hook (that hook, which a
development checkout's ``pip install -e`` adds to every start, imports pathlib and friends: 10-15 ms).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

GOALS = {"key": 4, "typing": 0, "adj S1901": 25, "adj S1901 P": 35, "adj F1903": 40, "adj F1903 P": 55,
         "adj new S1901": 25, "adj new S1901 P": 35, "F8 P": 15, "F8": None, "Ctrl+PgDn": 5, "open long": 150, "cold start": 250, "cold start 0": None, "referee FILE": 300}
ROWS = tuple(GOALS)

# --- the display ---------------------------------------------------------------------------------


class Display:
    """Qt's platform for this run: xcb on an X server (ours when we start one), else offscreen."""

    def __init__(self, choice: str) -> None:
        self.procs: list[subprocess.Popen[bytes]] = []
        self.platform = "offscreen"
        self.what = "offscreen"
        if choice == "offscreen":
            return
        if os.environ.get("DISPLAY"):
            self.platform, self.what = "xcb", f"xcb on DISPLAY {os.environ['DISPLAY']}"
            return
        if shutil.which("Xvfb") is None:
            if choice == "xcb":
                raise SystemExit("--platform xcb needs an X server: no DISPLAY and no Xvfb")
            return
        n = next(n for n in range(93, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists())
        self.procs.append(subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{n}").exists():
                break
            time.sleep(0.05)
        os.environ["DISPLAY"] = f":{n}"
        wm = "no window manager"
        if shutil.which("openbox"):
            self.procs.append(subprocess.Popen(["openbox"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            time.sleep(0.5)
            wm = "openbox"
        self.platform, self.what = "xcb", f"xcb on Xvfb :{n} 1920x1080 with {wm}"

    def close(self) -> None:
        for p in reversed(self.procs):
            p.terminate()
            try:
                p.wait(5)
            except subprocess.TimeoutExpired:
                p.kill()


# --- measuring ---------------------------------------------------------------------------------

class Row:
    def __init__(self, name: str) -> None:
        self.name = name
        self.wall: list[float] = []
        self.cpu: list[float] = []
        self.load0 = os.getloadavg()[0]
        self.load1 = self.load0
        self.note = ""

    def add(self, wall_s: float, cpu_s: float) -> None:
        if not self.wall:
            self.load0 = os.getloadavg()[0]
        self.wall.append(wall_s * 1000)
        self.cpu.append(cpu_s * 1000)

    def line(self) -> str:
        goal = GOALS.get(self.name)
        if not self.wall:
            return f"{self.name:<13} (not run)"
        w, c = statistics.median(self.wall), statistics.median(self.cpu)
        if self.name == "typing":  # its goal is how far behind (the wall column, as printed); its CPU is per key
            met = round(w, 1) <= goal if goal is not None else True
        else:
            met = goal is None or (w <= goal and c <= goal)
        verdict = "" if goal is None else ("  meets goal" if met else "  OVER GOAL")
        goal_s = "" if goal is None else f" goal {goal:>3} ms"
        return (f"{self.name:<13} wall {w:7.1f} ms  cpu {c:7.1f} ms  (wall {min(self.wall):.1f}-{max(self.wall):.1f}, "
                f"n={len(self.wall)}; load {self.load0:.2f}->{self.load1:.2f}){goal_s}{verdict}{self.note}")


PROFILE: dict[str, object] = {}  # row name -> cProfile.Profile, with --profile


COUNTING = os.environ.get("BENCH_COUNTING") == "1"  # this process runs under callgrind for ``--instructions``
TIMED_CALLS = [0]
COUNTED_STRETCH = [False]  # a counting run is inside a counted stretch (``timed``)
HELD_SLICES: list[Callable[[], object]] = []  # the idle making's slices held during it (``hold_idle_making``)


def hold_idle_making() -> None:
    """In a counting run (``--instructions``): the Diplomacy panels' idle-time making of the sheets not shown
    (``DiplomacyPanels._build_idle``, one sheet a slice on a timer from 300 ms after the page's paint) held while a
    stretch is counted, and run after it. Under callgrind a stretch lasts about 50 times as long, so that timer
    fired inside an open's stretch and its sheets (about 10 M instructions each) were counted with the open, where
    a timed open ends long before it fires. A slice due inside the stretch is put off: after the stretch its timer
    is started again at once (0 ms), so the making goes on in the settling that follows, as in the program."""
    from referee_app.gui.diplomacy import panels

    build = panels.DiplomacyPanels._build_idle

    def held(self: panels.DiplomacyPanels) -> None:
        if COUNTED_STRETCH[0]:
            HELD_SLICES.append(lambda timer=self._idle_build: timer.start(0))
            return
        build(self)

    panels.DiplomacyPanels._build_idle = held  # type: ignore[method-assign]


def timed(fn: Callable[[], object], row: str = "") -> tuple[float, float]:
    if COUNTING:  # counted by callgrind: it collects only inside ``sys.call_tracing`` (see ``counted_in_process``)
        TIMED_CALLS[0] += 1
        COUNTED_STRETCH[0] = True
        try:
            sys.call_tracing(fn, ())
        finally:
            COUNTED_STRETCH[0] = False
        for start in HELD_SLICES:
            try:
                start()
            except RuntimeError:  # its panel's page deleted with it (a game replaced inside the stretch)
                pass
        HELD_SLICES.clear()
        return 0.0, 0.0
    prof = PROFILE.get(row) if PROFILE else None
    if prof is not None:
        prof.enable()  # type: ignore[attr-defined]
    c0, t0 = time.process_time(), time.perf_counter()
    fn()
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    if prof is not None:
        prof.disable()  # type: ignore[attr-defined]
    return wall, cpu


# ``--cold``: before each counted stretch the counting process writes one byte of each 64-byte line of a 64 MB
# buffer, so the simulated caches hold none of its own lines when the stretch begins (``settle``)
EVICT: list[bytearray] = [bytearray(64 << 20), bytearray(1 << 20)] if os.environ.get("BENCH_EVICT") == "1" else []


def drain(app) -> None:  # type: ignore[no-untyped-def]
    """Every event posted so far and those they post (repaints included)."""
    for _ in range(3):
        app.sendPostedEvents()
        app.processEvents()


def deleted(app) -> None:  # type: ignore[no-untyped-def]
    """The widgets given to ``deleteLater`` deleted, as the running program's event loop does when the command
    that dropped them returns (a script's ``processEvents`` never does: a replaced game's sheets, and the game,
    would stay alive)."""
    from PySide6.QtCore import QEvent

    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def settle(app, seconds: float) -> None:  # type: ignore[no-untyped-def]
    """The window left alone for ``seconds`` (timers fire, as in a running program)."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.003)
    drain(app)
    if COUNTING:  # the collections the program makes between events, made here (see ``Desk``)
        from referee_app.gui.collector import collect_due

        collect_due()
        if EVICT:  # the caches emptied of the process's lines, as a shared host's other tenants empty them in a pause
            EVICT[0][::64] = EVICT[1]


# --- the window in this process ------------------------------------------------------------------

class Desk:
    def __init__(self, games: dict[str, Path], scratch: Path) -> None:
        from PySide6 import QtTest  # noqa: F401  # the keys' module, imported here: not inside the first key's stretch
        from PySide6.QtWidgets import QApplication

        from referee_app.gui import language
        from referee_app.gui.main_window import MainWindow

        self.app = QApplication.instance() or QApplication(sys.argv[:1])
        if COUNTING:
            hold_idle_making()
        language.register_fonts()
        self.games = games
        self.scratch = scratch
        self.n = 0
        self.w = MainWindow(lang="en", tick_ms=60_000)
        self.w.ask = lambda title, text: True  # type: ignore[method-assign]
        self.w.tell = lambda title, text: None  # type: ignore[method-assign]
        self.w.show()
        self.w.activateWindow()
        from referee_app.gui.app import collect_between_events
        from referee_app.gui.collector import start_done

        start_done()  # as the program does once its window is made (gui/app.py, main)
        # and its collections between events (gui/collector.py): a timer every 500 ms. Under callgrind a stretch
        # takes about 50 times as long, and the timer would fire inside most of them where it falls in about one
        # in a hundred: a counting run makes the due collection after each settling instead (``settle``)
        self.collecting = None if COUNTING else collect_between_events(self.app)
        settle(self.app, 0.3)

    def copy(self, name: str) -> Path:
        self.n += 1
        dst = self.scratch / f"{name}-{self.n}.dipgame"
        shutil.copy(self.games[name], dst)
        return dst

    def open(self, name: str) -> None:
        self.close_projector()
        assert self.w.open_game(str(self.copy(name)))
        deleted(self.app)
        self.w.activateWindow()
        settle(self.app, 0.3)

    def key(self, key, mods=None) -> None:  # type: ignore[no-untyped-def]
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        target = QApplication.focusWidget() or self.w
        QTest.keyClick(target, key, mods if mods is not None else Qt.KeyboardModifier.NoModifier)

    def char(self, ch: str) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        target = QApplication.focusWidget() or self.w
        if ch == "\n":
            QTest.keyClick(target, Qt.Key.Key_Return)
        else:
            QTest.keyClicks(target, ch)

    def open_projector(self) -> None:
        if self.w.projector is None or not self.w.projector.isVisible():
            self.w.toggle_projector()
            self.w.activateWindow()
            settle(self.app, 0.4)

    def close_projector(self) -> None:
        if self.w.projector is not None and self.w.projector.isVisible():
            self.w.toggle_projector()
            settle(self.app, 0.2)

    def focus_sheet(self, index: int) -> None:
        self.w.select_power(index)
        pane = self.w.panes[index]
        pane.editor.setFocus()
        pane.editor.moveCursor(pane.editor.textCursor().MoveOperation.End)
        settle(self.app, 0.2)


LINE = "\nA Mar S A Par - Bur"
STRETCH = "\nF Bre - Mid-Atlantic Ocean\nA Mar - Spa"
INTERVAL = 0.015  # one key every 15 ms: a fast typist


def bench_keys(desk: Desk, runs: int, rows: dict[str, Row]) -> None:
    if "key" in rows:
        desk.open("spring1901")
        row = rows["key"]
        for run in range(runs):
            desk.focus_sheet(run % 7)
            for ch in LINE:
                settle(desk.app, 0.2)
                row.add(*timed(lambda ch=ch: (desk.char(ch), drain(desk.app)), "key"))
        row.load1 = os.getloadavg()[0]
    if "typing" in rows:
        desk.open("spring1901")
        row = rows["typing"]
        lags = []
        for run in range(runs):
            desk.focus_sheet(run % 7)
            c0 = time.process_time()
            t0 = time.perf_counter() + 0.05
            lag = 0.0
            free = time.perf_counter()  # when the window last finished what it had to do
            for i, ch in enumerate(STRETCH):
                target = t0 + i * INTERVAL
                while time.perf_counter() < target:
                    desk.app.processEvents()
                    free = time.perf_counter()
                    time.sleep(0.0005)
                lag = max(lag, free - target)  # the key came while the window was still busy with earlier ones
                desk.char(ch)
                desk.app.processEvents()
                free = time.perf_counter()
            drain(desk.app)
            # the last key handled, with all it caused, by the time a next key would have come
            lag = max(lag, time.perf_counter() - (t0 + len(STRETCH) * INTERVAL))
            cpu = time.process_time() - c0
            row.add(lag, cpu / len(STRETCH))
            lags.append(lag)
            settle(desk.app, 0.3)
        row.note = "  (wall: how far the window falls behind the keys; cpu: per key)"
        row.load1 = os.getloadavg()[0]


def bench_adjudicate(desk: Desk, runs: int, rows: dict[str, Row], game: str, name: str,
                     fresh_orders: bool = False) -> None:
    """Ctrl+Enter timed to the results painted, then undone (untimed), ``runs`` times, with the projector closed
    and open. By default the same phase is adjudicated again after each undo. ``fresh_orders`` (the ``adj new``
    rows): before each run, not timed, every sheet is pasted over with another seeded set of random orders (run k:
    seed ``NEW_ORDERS_SEED + k``, the same in every process, so two versions count the same phases), so the
    results' orders and reasons, the arrows and the new position differ from run to run, as from one phase to the
    next in an evening."""
    from PySide6.QtCore import Qt

    ctrl = Qt.KeyboardModifier.ControlModifier
    for projector in (False, True):
        row_name = name + (" P" if projector else "")
        if row_name not in rows:
            continue
        desk.open(game)
        if projector:
            desk.open_projector()
        desk.focus_sheet(0)
        row = rows[row_name]
        for run in range(runs):
            if fresh_orders:
                paste_sheets(desk, new_orders(desk, NEW_ORDERS_SEED + run))
                desk.focus_sheet(0)
            settle(desk.app, 0.2)  # (after a paste: the typing pause's flush, before the timed stretch)
            phase = desk.w.game.phase
            row.add(*timed(lambda: (desk.key(Qt.Key.Key_Return, ctrl), drain(desk.app)), row_name))
            assert desk.w.game.phase != phase, "Ctrl+Enter did not adjudicate"
            settle(desk.app, 0.2)
            desk.key(Qt.Key.Key_Z, ctrl | Qt.KeyboardModifier.AltModifier)  # undo: the same phase again
            settle(desk.app, 0.2)
            assert desk.w.game.phase == phase
        row.load1 = os.getloadavg()[0]
        desk.close_projector()


NEW_ORDERS_SEED = 1901  # run k of an ``adj new`` row pastes the orders of ``random.Random(NEW_ORDERS_SEED + k)``


def new_orders(desk: Desk, seed: int) -> dict[str, list[str]]:
    """Every power's sheet for the phase the window shows: random orders (``make_games``'s, seeded), legal or
    not as such orders are, each different from what the bench's other rows adjudicate."""
    import random

    from make_games import _orders

    rng = random.Random(seed)
    game = desk.w.game
    orders = _orders(game, rng)
    return {power: orders.get(power, []) for power in game.powers}


def paste_sheets(desk: Desk, sheets: dict[str, list[str]]) -> None:
    """Each power's sheet replaced by ``sheets``' lines, as the referee pastes a player's e-mail: the sheet shown
    (``select_power``), its text selected and the lines pasted (the editor's own paste, its filter included);
    each stored by the window as a paste is."""
    from PySide6.QtCore import QMimeData

    for i, pane in enumerate(desk.w.panes):
        desk.focus_sheet(i)
        editor = pane.editor
        editor.selectAll()
        data = QMimeData()
        data.setText("\n".join(sheets[pane.power]))
        editor.insertFromMimeData(data)
        settle(desk.app, 0.05)
        assert desk.w.game.current.sheets.get(pane.power, []) == sheets[pane.power], pane.power


def bench_f8(desk: Desk, runs: int, rows: dict[str, Row]) -> None:
    from PySide6.QtCore import Qt

    for projector in (True, False):
        row_name = "F8 P" if projector else "F8"
        if row_name not in rows:
            continue
        desk.open("spring1901")
        if projector:
            desk.open_projector()
        desk.focus_sheet(0)
        row = rows[row_name]
        for _ in range(runs):
            settle(desk.app, 0.2)
            row.add(*timed(lambda: (desk.key(Qt.Key.Key_F8), drain(desk.app)), row_name))
            assert desk.w.game.time_called
            settle(desk.app, 0.2)
            desk.key(Qt.Key.Key_F8, Qt.KeyboardModifier.ShiftModifier)  # time reopened
            settle(desk.app, 0.2)
            assert not desk.w.game.time_called
        row.load1 = os.getloadavg()[0]
        desk.close_projector()


def bench_switch(desk: Desk, runs: int, rows: dict[str, Row]) -> None:
    from PySide6.QtCore import Qt

    if "Ctrl+PgDn" not in rows:
        return
    desk.open("spring1901")
    desk.focus_sheet(0)
    row = rows["Ctrl+PgDn"]
    for _ in range(runs):
        for _i in range(7):
            settle(desk.app, 0.2)
            row.add(*timed(lambda: (desk.key(Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier), drain(desk.app)),
                           "Ctrl+PgDn"))
    row.load1 = os.getloadavg()[0]


def bench_open(desk: Desk, runs: int, rows: dict[str, Row]) -> None:
    if "open long" not in rows:
        return
    row = rows["open long"]
    for _ in range(runs):
        desk.open("spring1901")  # another game open before, as at the table
        path = desk.copy("long")
        settle(desk.app, 0.2)
        row.add(*timed(lambda path=path: (desk.w.open_game(str(path)), deleted(desk.app), drain(desk.app)), "open long"))
        assert desk.w.game is not None and len(desk.w.game.events) > 15_000
    row.load1 = os.getloadavg()[0]


# --- fresh processes ---------------------------------------------------------------------------

CHILD = """
import os, sys, time
sys.path.insert(0, {root!r})

def ready(self=None):
    win = painted_window()
    print("READY", type(win.panels).__name__ if win.panels is not None else "start page",
          "repainted" if REPAINTED else "painted", time.process_time(), flush=True)
    if os.environ.get("BENCH_EXIT_WHEN_READY"):  # (counted: the count ends here, not after the exit's work)
        os._exit(0)
    return 0

"""

# the rest of every fresh-process child: ``painted_window`` (for its ``ready``), the program's event loop
# replaced by ``ready`` as it is imported, then its ``main`` (bench_enums.py puts its own ``ready`` before it)
CHILD_LOOP = """
REPAINTED = []

def painted_window():
    # the main window once it is shown and exposed (its first paint is the exposure's), and the events its
    # show posted delivered (their repaints included). With BENCH_CHECK_PAINTS set, a filter (which costs
    # time of its own: it is off for the figures) notes every widget painted since the program entered its
    # loop, and a widget on screen that was not makes the child repaint the window whole before it answers.
    import os
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    check = bool(os.environ.get("BENCH_CHECK_PAINTS"))
    if check:
        from PySide6.QtCore import QEvent, QObject

        painted = set()

        class Paints(QObject):
            def eventFilter(self, obj, event):
                if event.type() == QEvent.Type.Paint:
                    painted.add(obj)
                return False

        paints = Paints()
        app.installEventFilter(paints)
    while True:
        app.processEvents()
        tops = [w for w in app.topLevelWidgets() if type(w).__name__ == "MainWindow" and w.isVisible()]
        if tops and tops[0].windowHandle() is not None and tops[0].windowHandle().isExposed():
            win = tops[0]
            break
    for _ in range(3):
        app.sendPostedEvents()
        app.processEvents()
    if check:
        from PySide6.QtWidgets import QWidget

        app.removeEventFilter(paints)
        shown = [w for w in (win, *win.findChildren(QWidget)) if w.isVisible() and not w.visibleRegion().isEmpty()]
        if any(w not in painted for w in shown):
            win.repaint()
            REPAINTED.append(win)
    return win

class CatchTheLoop:
    # the program imports PySide when it would (never before its own Qt-free modules, as an installed
    # program starts); its event loop is replaced by ``ready`` as PySide6.QtWidgets is loaded
    def find_spec(self, name, path=None, target=None):
        if name != "PySide6.QtWidgets":
            return None
        sys.meta_path.remove(self)
        import importlib.util

        spec = importlib.util.find_spec(name)
        load = spec.loader.exec_module

        def exec_module(module):
            load(module)
            module.QApplication.exec = ready

        spec.loader.exec_module = exec_module
        return spec

sys.meta_path.insert(0, CatchTheLoop())
from referee_app.gui.app import main
sys.exit(main({argv!r}))
"""


def installed_python(scratch: Path) -> str:
    """An interpreter that starts as an installed program's does: a scratch virtual environment whose only
    ``.pth`` file lists, as plain paths, the running environment's packages and this checkout (plain path
    lines run no code: the editable install's import hook and other packages' start-up hooks stay out)."""
    import site
    import sysconfig
    import venv

    home = scratch / "installed-venv"
    venv.EnvBuilder(with_pip=False, symlinks=os.name != "nt").create(home)
    py = home / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    purelib = subprocess.run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                             check=True, capture_output=True, text=True).stdout.strip()
    ours = [sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"], *site.getsitepackages()]
    lines = list(dict.fromkeys([str(ROOT), *ours]))
    (Path(purelib) / "bench-installed.pth").write_text("".join(line + "\n" for line in lines))
    return str(py)


PYTHON: list[str] = []  # the installed-like interpreter, made once per run by ``bench_fresh``


def fresh(argv: list[str], env: dict[str, str], profile: Path | None = None) -> tuple[float, float, str]:
    code = (CHILD + CHILD_LOOP).format(root=str(ROOT), argv=argv)
    python = PYTHON[0] if PYTHON else sys.executable
    cmd = [python, "-c", code]
    if profile is not None:  # the whole process under cProfile, its statistics written to that file
        script = profile.with_suffix(".py")
        script.write_text(code)
        cmd = [python, "-m", "cProfile", "-o", str(profile), str(script)]
    # the figure ends when the board (or the start page) is painted: the wall time when the child says so,
    # and the child's own CPU time at that moment (its exit afterwards is not what the referee waits for)
    t0 = time.perf_counter()
    with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env) as proc:
        assert proc.stdout is not None and proc.stderr is not None
        ready = ""
        for line in proc.stdout:
            if line.startswith("READY"):
                ready = line.strip()
                break
        t1 = time.perf_counter()
        try:
            rest, err = proc.communicate(timeout=120)
        except subprocess.TimeoutExpired:
            proc.kill()
            raise
    if not ready:
        raise RuntimeError(err[-2000:])
    head, cpu = ready.rsplit(" ", 1)
    return t1 - t0, float(cpu), head


def instructions(argv: list[str], env: dict[str, str]) -> float:
    """The millions of instructions a fresh process carries out to its window painted, counted by valgrind's
    callgrind (the process runs about 50 times slower under it, and ends where the figure ends). Unlike time, the
    count does not move with the host: the same program gives the same count to a few parts in ten thousand."""
    import re

    code = (CHILD + CHILD_LOOP).format(root=str(ROOT), argv=argv)
    python = PYTHON[0] if PYTHON else sys.executable
    # --child-silent-after-fork: a process forked on the way (Qt's D-Bus thread forks to start dbus-launch where
    # no session bus runs, as under Xvfb) carries the counts of its parent up to the fork and reports them first:
    # that figure (about half the whole) is not the window's, and only the program's own process is reported
    done = subprocess.run(["valgrind", "--tool=callgrind", "--child-silent-after-fork=yes",
                           "--callgrind-out-file=/dev/null", python, "-c", code],
                          env=dict(env, BENCH_EXIT_WHEN_READY="1"), capture_output=True, text=True, timeout=600)
    if "READY" not in done.stdout:
        raise RuntimeError(done.stderr[-2000:])
    program = re.search(r"==(\d+)== Command:", done.stderr)  # the pid valgrind started: the program's own
    found = re.search(rf"=={program.group(1)}== Collected : (\d+)", done.stderr) if program else None
    if found is None:
        raise RuntimeError("callgrind gave no count: " + done.stderr[-500:])
    return int(found.group(1)) / 1e6


IN_PROCESS_COUNTED = ("key", "adj S1901", "adj S1901 P", "adj F1903", "adj F1903 P", "adj new S1901", "adj new S1901 P",
                      "F8 P", "F8", "Ctrl+PgDn", "open long")


# ``--cold``: the caches callgrind simulates: level 1 as this host's (48 KB data, 64 KB instructions), the last
# level 2 MB (this host's private level 2; what lies beyond it is shared with the host's other tenants)
COLD_CACHES = ["--cache-sim=yes", "--D1=49152,12,64", "--I1=65536,8,64", "--LL=2097152,16,64"]


def counted_in_process(row: Row, runs: int, platform: str) -> None:
    """With ``--instructions``: the millions of instructions one of the row's timed stretches carries out (a key
    with all it causes, a Ctrl+Enter to its results painted ...), noted on its line. The bench runs again for
    this row alone under callgrind, which collects only inside ``sys.call_tracing`` (``--toggle-collect``): the
    counting process calls each timed stretch through it, so the window's opening, the settling between stretches
    and other threads are not counted. The figure is the count over the stretches' number. It does not move
    with the host as time does, but it is not exact: under callgrind a stretch takes about 50 times as long, so
    a timer the window sets by the clock (a key's later updates) can fire inside a counted stretch where it would
    fire after a timed one. The same code's counts repeat within about 5% (key 10.4-11.0 M, Ctrl+PgDn
    18.9-20.5 M, with --runs 1); compare versions by the same row and runs, several counts each."""
    import re

    cold = bool(COLD)
    cmd = ["valgrind", "--tool=callgrind", "--child-silent-after-fork=yes", "--collect-atstart=no",
           "--toggle-collect=_PyEval_CallTracing", "--callgrind-out-file=/dev/null", *(COLD_CACHES if cold else []),
           sys.executable, str(Path(__file__).resolve()), "--rows", row.name, "--runs", str(runs), "--platform", platform]
    env = dict(os.environ, BENCH_COUNTING="1", BENCH_EVICT="1" if cold else "0")
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=7200)
    calls = re.search(r"^COUNTED (\d+)$", done.stdout, re.M)
    program = re.search(r"==(\d+)== Command:", done.stderr)
    pid = program.group(1) if program else "?"
    found = re.search(rf"=={pid}== Collected : (\d+)", done.stderr)
    if calls is None or found is None or int(calls.group(1)) == 0:
        raise RuntimeError("callgrind gave no count: " + done.stdout[-500:] + done.stderr[-1500:])
    n = int(calls.group(1))
    row.note += f"  [{int(found.group(1)) / n / 1e6:.2f} M instructions"
    if cold:  # the last level's misses: the lines each stretch fetched from beyond its private caches
        missed = re.search(rf"=={pid}== LL misses:\s+([\d,]+)", done.stderr)
        if missed is None:
            raise RuntimeError("callgrind gave no cache figures: " + done.stderr[-1500:])
        row.note += f", {int(missed.group(1).replace(',', '')) / n / 1e3:.1f} k lines from memory"
    row.note += " each]"


def counted(row: Row, argv: list[str], env: dict[str, str]) -> None:
    """With ``--instructions``: the row's process counted once (see ``instructions``), noted on its line."""
    if COUNT:
        row.note += f"  [{instructions(argv, env):.1f} M instructions]"


COUNT: list[bool] = []  # --instructions
COLD: list[bool] = []  # --cold


def repainted(row: Row, out: str) -> None:
    """Note on the row the runs whose window had a widget on screen not yet painted when the figure would
    end, so that the child painted the window whole before saying so (their figures include that paint)."""
    if out.split()[-1] == "repainted":
        n = int(row.note.split()[0][1:]) + 1 if row.note else 1
        row.note = f"  ({n} of the runs repainted the window whole)"


def bench_fresh(games: dict[str, Path], scratch: Path, runs: int, rows: dict[str, Row], platform: str) -> None:
    # as an installed program starts: from compiled modules (written by the first, unmeasured start into a
    # folder of the bench's own, even where PYTHONDONTWRITEBYTECODE is set), not compiling every module
    base = dict(os.environ, QT_QPA_PLATFORM=platform, PYTHONPYCACHEPREFIX=str(scratch / "pycache"))
    base.pop("PYTHONDONTWRITEBYTECODE", None)
    if not PYTHON and any(name in rows for name in ("cold start", "cold start 0", "referee FILE")):
        PYTHON.append(installed_python(scratch))
    for name, recent in (("cold start", True), ("cold start 0", False)):
        if name not in rows:
            continue
        home = Path(tempfile.mkdtemp(prefix="cfg-", dir=scratch))
        env = dict(base, XDG_CONFIG_HOME=str(home))
        if recent:
            copies = []
            for g in ("long", "fall1903", "spring1901"):  # newest last: spring1901 first in the list
                dst = scratch / f"recent-{g}.dipgame"
                shutil.copy(games[g], dst)
                copies.append(dst)
            code = (f"import sys; sys.path.insert(0, {str(ROOT)!r})\nfrom referee_app.core.record import add_recent_game\n"
                    f"for p in {[str(p) for p in copies]!r}: add_recent_game(p)\n")
            subprocess.run([sys.executable, "-c", code], env=env, check=True)
        row = rows[name]
        fresh([], env)  # the first start warms the disk cache
        for _ in range(runs):
            wall, cpu, out = fresh([], env)
            row.add(wall, cpu)
            repainted(row, out)
        row.load1 = os.getloadavg()[0]
        counted(row, [], env)
        if name in PROFILE:
            PROFILE[name] = scratch / f"fresh-{len(PROFILE)}-{recent}.prof"
            fresh([], env, profile=PROFILE[name])  # type: ignore[arg-type]
    if "referee FILE" in rows:
        home = Path(tempfile.mkdtemp(prefix="cfg-", dir=scratch))
        env = dict(base, XDG_CONFIG_HOME=str(home))
        row = rows["referee FILE"]
        dst = scratch / "referee-fall1903.dipgame"
        shutil.copy(games["fall1903"], dst)
        fresh(["--lang", "en", str(dst)], env)
        for _ in range(runs):
            wall, cpu, out = fresh(["--lang", "en", str(dst)], env)
            assert "DiplomacyPanels" in out, out
            row.add(wall, cpu)
            repainted(row, out)
        row.load1 = os.getloadavg()[0]
        counted(row, ["--lang", "en", str(dst)], env)
        if "referee FILE" in PROFILE:
            PROFILE["referee FILE"] = scratch / "fresh-file.prof"
            fresh(["--lang", "en", str(dst)], env, profile=PROFILE["referee FILE"])  # type: ignore[arg-type]


def host_speed() -> float:
    """The CPU milliseconds a fixed pure-Python loop takes here, the least of three tries: the same code's figures
    move with the host (the machines are shared; the same program has read 1.4x slower at the same load), so each
    run prints it at its start and end to compare runs by."""
    best = float("inf")
    for _ in range(3):
        c0, s = time.process_time(), 0
        for i in range(2_000_000):
            s += i
        best = min(best, time.process_time() - c0)
    return round(best * 1000, 1)


def host_paint() -> float:
    """The CPU milliseconds a fixed raster paint takes here (Qt's own painter on a 1920x1080 image: translucent fills,
    antialiased shapes and an image scaled onto it), the least of three tries. The fixed loop above stays in the
    processor's caches and has read the same while the window's own figures moved 3- to 5-fold (issue 33, round 20:
    F8 11 ms of CPU one hour, 24-80 ms the next, the loop at 49-56 ms throughout); a paint moves as a window does."""
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen

    image = QImage(1920, 1080, QImage.Format.Format_ARGB32_Premultiplied)
    tile = QImage(480, 270, QImage.Format.Format_ARGB32_Premultiplied)
    tile.fill(QColor(40, 120, 200, 200))
    path = QPainterPath()
    path.moveTo(0, 0)
    for k in range(1, 40):
        path.lineTo(QPointF(k * 11.0, (k * 37) % 90))
    path.closeSubpath()
    best = float("inf")
    for _ in range(3):
        c0 = time.process_time()
        image.fill(QColor(250, 248, 240))
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.drawImage(QRectF(0, 0, 1920, 1080), tile)
        p.setPen(QPen(QColor(20, 20, 20), 2.5))
        for i in range(60):
            p.setBrush(QBrush(QColor((i * 40) % 255, 90, 160, 140)))
            p.drawEllipse(QRectF((i * 31) % 1800, (i * 17) % 1000, 90, 60))
            p.translate(7, 3)
            p.drawPath(path)
        p.resetTransform()
        p.fillRect(QRectF(100, 100, 1700, 880), QColor(0, 0, 0, 60))
        p.setPen(Qt.PenStyle.NoPen)
        p.end()
        best = min(best, time.process_time() - c0)
    return round(best * 1000, 1)


def host_decay() -> tuple[float, float]:
    """The CPU milliseconds a fixed read of 3 MB (one byte of each 64-byte line) takes right after the same read,
    and 0.2 s after it (the pause the bench leaves before a key): medians of seven. On a host to itself the two
    are close; on this project's shared hosts the second reads at times several times the first (issue 33, round 23:
    0.12 and 1.8 ms, and a key's CPU 11.6 ms 15 ms after the last key, 36 ms 200 ms after it, whether the window
    slept or polled meanwhile). Round 24 found the cost is per page, not per cache line: one byte of each 4 KB page
    of the 3 MB read after the pause costs nearly what every line does (2.4-2.5 against 2.8-3.4 ms), a 12 MB read
    of one byte every 16 KB (the same 768 pages) the same, a busy wait instead of the sleep the same, and the buffer
    on huge pages more (12-18 ms against 2 ms); the guest polling instead of halting when idle changes nothing."""
    buf = bytearray(3 << 20)
    buf[::4096] = b"\1" * len(range(0, len(buf), 4096))  # every page there

    def read() -> float:
        c0 = time.thread_time()
        bytes(buf[::64])
        return (time.thread_time() - c0) * 1000

    warm, after = [], []
    for _ in range(7):
        read()
        warm.append(read())
        time.sleep(0.2)
        after.append(read())
    return round(statistics.median(warm), 2), round(statistics.median(after), 2)


@contextlib.contextmanager
def key_desk(platform: str, name: str) -> Iterator[tuple[Display, Desk]]:
    """The window on its display with the bench's games, for the scripts that run the ``key`` row their own way
    (bench_key_idle.py, bench_key_waits.py, bench_key_pages.py): the display and the desk; the window closed and the
    display stopped at the end."""
    display = Display(platform)
    try:
        os.environ["QT_QPA_PLATFORM"] = display.platform
        scratch = Path(tempfile.mkdtemp(prefix=f"referee-{name}-"))
        os.environ["XDG_CONFIG_HOME"] = str(scratch / "config")
        from make_games import make_all

        desk = Desk(make_all(), scratch)
        try:
            yield display, desk
        finally:
            desk.w.close()
    finally:
        display.close()


def key_header(name: str, runs: int, display: Display) -> str:
    """The first line of such a script: its runs of the row's line, the display, the load and the host."""
    return (f"{name}: {runs} runs of {len(LINE)} keys, {display.what}; "
            f"load {' '.join(f'{x:.2f}' for x in os.getloadavg())}; {host_line()}")


# ``--warm-host``: a companion process at the lowest priority (``SCHED_IDLE``: it runs only on a processor nothing else
# wants) writing one byte of each 4 KB page of 512 MB, over and over
COMPANION = ("import sys\nbuf = bytearray(512 << 20)\nones = bytes([1]) * len(range(0, len(buf), 4096))\n"
             "while True:\n    buf[::4096] = ones\n")


def warm_host() -> subprocess.Popen[bytes]:
    """Start the ``--warm-host`` companion. On this project's shared hosts (issue 33, round 24) the first touch of each
    page after a pause of 0.2 s costs 2.5-3.3 µs while the virtual machine moves little memory (``host_decay``'s read
    after the pause 1.4-9.6 ms against 0.12 at once), and 0.26 ms while another process of ours keeps writing to
    memory (alternated: 0.26 with the companion each time; a process spinning without touching memory did not do it):
    the host's own state, which a laptop's memory does not have. The companion takes processor time only where the
    window and the X server leave it (it shows in the load average) and shares the memory's bandwidth with them."""
    return subprocess.Popen([sys.executable, "-c", COMPANION], stdin=subprocess.DEVNULL,
                            preexec_fn=lambda: os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0)))


def host_line() -> str:
    warm, after = host_decay()
    return (f"host: a fixed loop {host_speed()} ms of CPU, a fixed paint {host_paint()} ms, 3 MB read {warm} ms "
            f"at once and {after} ms after 0.2 s")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--platform", choices=("auto", "xcb", "offscreen"), default="auto")
    ap.add_argument("--rows", default="", help="comma-separated row names (default: every row)")
    ap.add_argument("--instructions", action="store_true",
                    help="every row also counted in instructions by valgrind's callgrind (one slow run each; the "
                         "in-process rows per timed stretch): a figure that does not move with the shared host's speed")
    ap.add_argument("--cold", action="store_true",
                    help="with --instructions: the in-process rows counted with callgrind's cache simulation, the "
                         "caches emptied before each timed stretch; each row notes the cache lines a stretch fetched "
                         "from memory (what a key costs on a host whose other tenants empty our caches in a pause)")
    ap.add_argument("--check-paints", action="store_true", help="fresh processes check that every widget on screen "
                                                                "was painted when they answer (slower: not for figures)")
    ap.add_argument("--profile", default="", help="a folder: the timed stretches of each row in this process under "
                                                   "cProfile, written there as <row>.txt and <row>.prof (the figures then include its cost)")
    ap.add_argument("--warm-host", action="store_true",
                    help="run beside a companion process at the lowest priority that keeps writing to 512 MB of memory: "
                         "on a shared host whose pages are slow to touch after a pause while the machine moves little "
                         "memory (the host line's read after 0.2 s several times the read at once), it keeps them quick "
                         "(see ``warm_host``); the companion shows in the load average")
    args = ap.parse_args()
    wanted = [r.strip() for r in args.rows.split(",") if r.strip()] or list(ROWS)
    for r in wanted:
        if r not in GOALS:
            raise SystemExit(f"unknown row {r!r}; rows: {', '.join(ROWS)}")
    display = Display(args.platform)
    scratch = Path(tempfile.mkdtemp(prefix="referee-bench-gui-"))
    os.environ["QT_QPA_PLATFORM"] = display.platform
    os.environ["XDG_CONFIG_HOME"] = str(scratch / "config")  # the recent list and settings are not the user's
    if args.check_paints:
        os.environ["BENCH_CHECK_PAINTS"] = "1"
    if args.instructions:
        if shutil.which("valgrind") is None:
            raise SystemExit("--instructions needs valgrind (apt-get install valgrind)")
        COUNT.append(True)
    if args.cold:
        if not args.instructions:
            raise SystemExit("--cold goes with --instructions")
        COLD.append(True)
    companion = warm_host() if args.warm_host and not COUNTING else None
    try:
        if companion is not None:
            time.sleep(1.0)  # (its 512 MB written once)
        from make_games import make_all

        games = make_all()
        rows = {name: Row(name) for name in wanted}
        if not COUNTING:
            print(f"bench_gui: {args.runs} runs, {os.cpu_count()} CPUs, Python {sys.version.split()[0]}, {display.what}"
                  f"{', beside the --warm-host companion' if companion is not None else ''}; load {' '.join(f'{x:.2f}' for x in os.getloadavg())}; {host_line()}",
                  flush=True)
        if args.profile:
            import cProfile

            PROFILE.update({name: cProfile.Profile() for name in wanted})
        in_process = [r for r in wanted if r not in ("cold start", "cold start 0", "referee FILE")]
        if in_process:
            desk = Desk(games, scratch)
            bench_keys(desk, args.runs, rows)
            bench_adjudicate(desk, args.runs, rows, "spring1901", "adj S1901")
            bench_adjudicate(desk, args.runs, rows, "fall1903", "adj F1903")
            bench_adjudicate(desk, args.runs, rows, "spring1901", "adj new S1901", fresh_orders=True)
            bench_f8(desk, args.runs, rows)
            bench_switch(desk, args.runs, rows)
            bench_open(desk, args.runs, rows)
            desk.w.close()
        if COUNTING:
            print(f"COUNTED {TIMED_CALLS[0]}", flush=True)
            return 0
        bench_fresh(games, scratch, args.runs, rows, display.platform)
        if COUNT:
            for name in in_process:
                if name in IN_PROCESS_COUNTED:
                    counted_in_process(rows[name], args.runs, display.platform)
        for name in wanted:
            print(rows[name].line(), flush=True)
        if args.profile:
            import pstats

            out = Path(args.profile)
            out.mkdir(parents=True, exist_ok=True)
            for name, prof in PROFILE.items():
                stem = name.replace(" ", "_").replace("+", "")
                if isinstance(prof, Path):  # a fresh process's profile: its statistics file, read before the next
                    prof = prof.rename(out / (stem + ".prof"))
                elif not prof.getstats():  # type: ignore[attr-defined]
                    continue
                else:
                    prof.dump_stats(str(out / (stem + ".prof")))  # type: ignore[attr-defined]  # for pstats / snakeviz
                with open(out / (stem + ".txt"), "w") as fh:
                    pstats.Stats(str(prof) if isinstance(prof, Path) else prof, stream=fh).sort_stats(  # type: ignore[arg-type]
                        "cumulative").print_stats(60)
        print(f"load at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; {host_line()}")
    finally:
        if companion is not None:
            companion.kill()
            companion.wait()
        display.close()
        shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

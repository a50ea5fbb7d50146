"""Where a fresh `referee FILE` (or a cold start) spends its instructions, phase by phase: the bench's own child
(``bench_gui.CHILD_LOOP``: the installed-like interpreter, compiled modules, a warmed settings folder) run once under
callgrind, with a mark (a call of ``os.getsid``, which callgrind is told to dump before: ``--dump-before=getsid``)
at the start and end of each phase below, and each stretch between two marks counted, with the part of it that
timers ran (``QTimerInfoList::activateTimers``, inclusive: under callgrind a start lasts about 50 times longer, so
the idle sheets' builds and the map's outlines, due 0.3 s and 3 s after the first paint, run before the mark;
a timed start never does).

    python bench/count_start_phases.py [--cold] [--keep DIR]      # DISPLAY set: xcb on that display

Prints one line per stretch over 0.3 M: its number, millions of instructions, the marks it lies between, and the
timers' part. ``--cold``: the start without arguments (the start page, no recent game) instead of a game file.
The marks cost about 1% of the count; compare two trees by the same script, not against the bench's figure.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

# (module, class or "", attribute, label): each wrapped as its module is first imported, marked on entry and return
PHASES = [
    ("referee_app.gui.app", "", "_import_before_qt", "Qt-free imports"),
    ("referee_app.gui.app", "", "make_application", "QApplication"),
    ("referee_app.gui.about", "", "set_app_identity", "icon"),
    ("referee_app.gui.language", "", "register_fonts", "fonts"),
    ("referee_app.gui.main_window", "MainWindow", "__init__", "MainWindow()"),
    ("referee_app.gui.main_window", "MainWindow", "_open_game_file", "open (file, panels)"),
    ("referee_app.gui.main_window", "MainWindow", "_build_actions", "menus"),
    ("referee_app.gui.main_window", "MainWindow", "show", "show"),
    ("referee_app.gui.main_window", "MainWindow", "lay_out_shown", "lay out shown"),
    ("referee_app.core.record", "GameFile", "open", "GameFile.open"),
    ("referee_app.gui.diplomacy.panels", "DiplomacyPanels", "_build_page", "page"),
    ("referee_app.gui.diplomacy.panels", "DiplomacyPanels", "_build_panes", "sheets"),
    ("referee_app.gui.diplomacy.panels", "DiplomacyPanels", "shown", "panels shown"),
    ("referee_app.gui.diplomacy.panels", "DiplomacyPanels", "_build_idle", "idle sheet (timer)"),
    ("referee_app.gui.board", "BoardWidget", "paintEvent", "board paint"),
    ("referee_app.gui.board", "", "_read_outlines_now", "outlines (timer)"),
    ("referee_app.gui.start_page", "StartPage", "__init__", "start page"),
]
IMPORTS = ("PySide6.QtCore", "referee_app.gui.main_window", "referee_app.gui.diplomacy.panels")

PRELUDE = '''
import os, sys, time, importlib.util
sys.path.insert(0, {root!r})
NAMES = []
def mark(name):
    NAMES.append(name)
    os.getsid(0)
def ready(self=None):
    mark("event loop")
    win = painted_window()
    mark("painted")
    print("READY", time.process_time(), flush=True)
    print("MARKS", "|".join(NAMES), flush=True)
    os._exit(0)
def wrap(owner, attr, name):
    orig = getattr(owner, attr)
    def marked(*a, **k):
        mark("<" + name)
        try:
            return orig(*a, **k)
        finally:
            mark(">" + name)
    setattr(owner, attr, marked)
PHASES = {phases!r}
IMPORTS = {imports!r}
class Marks:
    def find_spec(self, name, path=None, target=None):
        if name == "PySide6.QtWidgets" or not (name in IMPORTS or any(p[0] == name for p in PHASES)):
            return None
        sys.meta_path.remove(self)
        try:
            spec = importlib.util.find_spec(name)
        finally:
            sys.meta_path.insert(0, self)
        load = spec.loader.exec_module
        def exec_module(module):
            mark("<import " + name)
            load(module)
            mark(">import " + name)
            for mod, cls, attr, label in PHASES:
                if mod == name:
                    wrap(getattr(module, cls) if cls else module, attr, label)
        spec.loader.exec_module = exec_module
        return spec
sys.meta_path.insert(0, Marks())
mark("python started")
'''


def child_code(argv: list[str]) -> str:
    from bench_gui import CHILD_LOOP

    return (PRELUDE.format(root=str(ROOT), phases=PHASES, imports=IMPORTS)
            + CHILD_LOOP.format(root=str(ROOT), argv=argv))


def total(path: Path) -> int:
    for line in path.read_text(errors="replace").splitlines():
        if line.startswith("totals:"):
            return int(line.split()[1])
    return 0


def timers(path: Path) -> int:
    out = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", str(path)],
                         capture_output=True, text=True).stdout
    found = re.search(r"^\s*([\d,]+) .*QTimerInfoList::activateTimers", out, re.M)
    return int(found.group(1).replace(",", "")) if found else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cold", action="store_true", help="a start without arguments (the start page)")
    ap.add_argument("--keep", default="", help="a folder to keep callgrind's dumps in")
    args = ap.parse_args()
    if not os.environ.get("DISPLAY"):
        raise SystemExit("set DISPLAY (an Xvfb with a window manager): the count is of the xcb start")
    from bench_gui import installed_python
    from make_games import make_all

    scratch = Path(tempfile.mkdtemp(prefix="referee-phases-"))
    try:
        python = installed_python(scratch)
        env = dict(os.environ, QT_QPA_PLATFORM="xcb", PYTHONPYCACHEPREFIX=str(scratch / "pycache"),
                   XDG_CONFIG_HOME=str(scratch / "config"))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        argv: list[str] = []
        if not args.cold:
            game = scratch / "fall1903.dipgame"
            shutil.copy(make_all()["fall1903"], game)
            argv = ["--lang", "en", str(game)]
        from bench_gui import CHILD, CHILD_LOOP

        warm = (CHILD + CHILD_LOOP).format(root=str(ROOT), argv=argv)
        for _ in range(2):  # the disk cache and the compiled modules made, the layers kept (a start that ends)
            subprocess.run([python, "-c", warm], env=env, check=True, capture_output=True, timeout=300)
        out = Path(args.keep) if args.keep else scratch / "cg"
        out.mkdir(parents=True, exist_ok=True)
        base = out / "phases"
        done = subprocess.run(["valgrind", "--tool=callgrind", "--child-silent-after-fork=yes", "--dump-before=getsid",
                               f"--callgrind-out-file={base}", python, "-c", child_code(argv)],
                              env=env, capture_output=True, text=True, timeout=900)
        marks = next((line[6:].split("|") for line in done.stdout.splitlines() if line.startswith("MARKS ")), None)
        if marks is None:
            raise SystemExit(done.stderr[-2000:])
        dumps = sorted((p for p in out.iterdir() if re.fullmatch(r"phases\.\d+", p.name)),
                       key=lambda p: int(p.suffix[1:]))
        whole = held = 0
        before = "(process start)"
        for i, dump in enumerate(dumps):
            n, t = total(dump), timers(dump)
            whole, held = whole + n, held + t
            after = marks[i] if i < len(marks) else "?"
            if n > 300_000:
                print(f"{i + 1:3d} {n / 1e6:8.1f} M  {before} -> {after}" + (f"   (timers {t / 1e6:.1f})" if t else ""))
            before = after
        whole += total(base)
        print(f"whole process to the mark: {whole / 1e6:.1f} M, of which timers {held / 1e6:.1f} M; "
              f"net of timers {(whole - held) / 1e6:.1f} M")
        return 0
    finally:
        if not args.keep:
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())

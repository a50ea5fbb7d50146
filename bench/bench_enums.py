"""What ``referee fall1903.dipgame`` makes before its first paint that Python pays for by the piece: PySide's
Python enums (a class's enums are all made when the class is first touched from Python) and the regular
expressions ``re`` compiles, each with its cost and the line of ours that caused it.

    python bench/bench_enums.py [--platform auto|xcb|offscreen] [--all]

A fresh process started as the bench's ``referee FILE`` row starts it (``bench_gui.py``: an installed
program's interpreter, from compiled modules, the disk cache filled by a first, unmeasured start), to the
board painted. Enums: grouped by the line of ours whose call made them (``-`` when none of ours is on the
stack), each group with its classes; "made by PySide's own module init" is a group of its own when it can
be told (no line of ours but an import's). Patterns: the ones compiled, with the line of ours that asked.
Costs are wall times of the creations in that process (noisy on a shared machine: compare counts first).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

CHILD = r"""
import collections, enum, re, sys, time, traceback
sys.path.insert(0, {root!r})
ENUMS, PATTERNS = [], []

def ours():
    frames = [f for f in traceback.extract_stack()[:-2] if "referee_app" in f.filename]
    return f"{{frames[-1].filename.split('referee_app/')[-1]}}:{{frames[-1].lineno}}" if frames else "-"

from referee_app.gui import quick_enums
quick_enums.install()  # as the program's start puts it in place (gui/quick_enums.py): the costs are the program's
create = enum.EnumType._create_
def counting(cls, class_name, names, *a, **k):
    t = time.perf_counter()
    made = create(cls, class_name, names, *a, **k)
    ENUMS.append((made, len(made.__members__), 1000 * (time.perf_counter() - t), ours()))
    return made
enum.EnumType._create_ = counting

compile_ = re._compile
def recording(pattern, flags):
    fresh = (type(pattern), pattern, flags) not in re._cache
    t = time.perf_counter()
    out = compile_(pattern, flags)
    if fresh and isinstance(pattern, (str, bytes)):
        PATTERNS.append((pattern, 1000 * (time.perf_counter() - t), ours()))
    return out
re._compile = recording

def ready(self=None):
    painted_window()  # (bench_gui.CHILD_LOOP)
    names = {{}}
    for mn, mod in list(sys.modules.items()):
        if mn.startswith("PySide6.Qt"):
            for cn, cls in list(vars(mod).items()):
                if isinstance(cls, enum.EnumType):
                    names[id(cls)] = cn
                elif isinstance(cls, type):
                    for en, ev in list(vars(cls).items()):
                        if isinstance(ev, enum.EnumType):
                            names[id(ev)] = cn + "." + en
    by = collections.defaultdict(list)
    for made, members, ms, where in ENUMS:
        by[where].append((names.get(id(made), made.__qualname__), members, ms))
    total = sum(e[2] for e in ENUMS)
    print(f"enums made before the first paint: {{len(ENUMS)}}, {{sum(e[1] for e in ENUMS)}} members, {{total:.1f}} ms")
    for where, es in sorted(by.items(), key=lambda kv: -sum(e[2] for e in kv[1])):
        shown = ", ".join(f"{{n}}({{m}})" for n, m, _ in es)
        print(f"  {{sum(e[2] for e in es):6.2f}} ms {{len(es):3d}}  {{where}}: {{shown if {all!r} else shown[:200]}}")
    ours_only = [p for p in PATTERNS if p[2] != "-"]
    print(f"patterns compiled before the first paint: {{len(PATTERNS)}}, {{sum(p[1] for p in PATTERNS):.1f}} ms; "
          f"asked by a line of ours: {{len(ours_only)}}, {{sum(p[1] for p in ours_only):.1f}} ms")
    for pattern, ms, where in sorted(ours_only, key=lambda p: -p[1]):
        print(f"  {{ms:6.2f}} ms  {{where}}: {{pattern!r:.90}}")
    print("READY", flush=True)
    return 0

"""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--platform", choices=("auto", "xcb", "offscreen"), default="auto")
    ap.add_argument("--all", action="store_true", help="every class of a group (else the first 200 characters)")
    args = ap.parse_args()
    from bench_gui import CHILD_LOOP, Display, installed_python
    from make_games import fall1903

    display = Display(args.platform)
    try:
        scratch = Path(tempfile.mkdtemp(prefix="referee-bench-enums-"))
        game = scratch / "fall1903.dipgame"
        fall1903(game)
        env = dict(os.environ, QT_QPA_PLATFORM=display.platform, PYTHONPYCACHEPREFIX=str(scratch / "pycache"),
                   XDG_CONFIG_HOME=str(scratch / "config"))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        python = installed_python(scratch)
        code = (CHILD + CHILD_LOOP).format(root=str(ROOT), argv=["--lang", "en", str(game)], all=args.all)
        subprocess.run([python, "-c", code], env=env, capture_output=True, check=True)  # compiled modules, disk cache
        out = subprocess.run([python, "-c", code], env=env, capture_output=True, text=True, check=True).stdout
        print(f"bench_enums: referee fall1903.dipgame --lang en, {display.what}; load "
              f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        print(out.replace("READY\n", ""), end="")
    finally:
        display.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

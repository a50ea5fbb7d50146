"""A fresh process started as ``referee --lang en GAME`` (offscreen) to its window shown, and what it made on the
way: the enums PySide made and every pattern ``re`` compiled (tests/test_start_made_when_needed.py,
tests/test_gui_start_page.py)."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# the child: counts each enum made (``enum.EnumType._create_``, through which PySide makes Qt's) and each pattern
# compiled (``re._compile`` is what re.compile, re.match ... call) from before its first import; its event loop
# delivers the posted events and says what was made
COUNTING_START = r"""
import enum, re, sys
made, compiled = [], []
create = enum.EnumType._create_
def counting(cls, class_name, names, **kw):
    result = create(cls, class_name, names, **kw)
    made.append(result)
    return result
enum.EnumType._create_ = counting
compile_ = re._compile
def recording(pattern, flags):
    compiled.append(pattern if isinstance(pattern, str) else getattr(pattern, "pattern", ""))
    return compile_(pattern, flags)
re._compile = recording
from PySide6.QtWidgets import QApplication
def loop(self=None):
    app = QApplication.instance()
    for _ in range(5):
        app.processEvents()
    print("ENUMS", " ".join(e.__qualname__ for e in made))
    print("PATTERNS", repr(compiled))
    return 0
from referee_app.gui import app as program
import PySide6.QtWidgets
PySide6.QtWidgets.QApplication.exec = loop
sys.exit(program.main(["--lang", "en", sys.argv[1]]))
"""


def what_a_start_makes(game: Path, config: Path, starts: int = 1) -> tuple[list[str], set[str]]:
    """The enums made (their qualified names, in order) and the patterns compiled by the last of ``starts``
    fresh starts of ``referee --lang en GAME``, the disk cache in ``config`` (the first start after an
    installation fills it)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(config))
    for _start in range(starts):
        proc = subprocess.run([sys.executable, "-c", COUNTING_START, str(game)], capture_output=True, text=True,
                              env=env, timeout=120, cwd=ROOT)
    out = {ln.split(" ", 1)[0]: ln.split(" ", 1)[1] for ln in proc.stdout.splitlines() if " " in ln}
    assert "ENUMS" in out and "PATTERNS" in out, proc.stderr[-2000:]
    return out["ENUMS"].split(), set(ast.literal_eval(out["PATTERNS"]))

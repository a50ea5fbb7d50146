"""``referee-cli --workers 2`` in a frozen bundle under the spawn start method (Windows, macOS).

A frozen program (PyInstaller) has no ``python -c`` to start a worker with: multiprocessing starts the
program itself again, ``sys.executable --multiprocessing-fork ...``, and the program must hand over to the
worker before it reads its arguments (``multiprocessing.freeze_support()``). This test builds that
situation from a plain Python: a launcher that says it is frozen, names itself as the executable, starts
with the spawn method and calls ``referee_app.cli.main()`` unguarded, as the bundle's entry script does
(with PyInstaller's runtime hook, which makes ``freeze_support`` divert on every platform, not only Windows).
"""

from __future__ import annotations

import importlib.util
import json
import os
import stat
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# What PyInstaller's runtime hook (PyInstaller/hooks/rthooks/pyi_rth_multiprocessing.py) does in every bundle:
# multiprocessing.freeze_support diverts the program, on every platform, to a worker ("--multiprocessing-fork")
# or to the resource tracker ("-c CODE"). The hook itself is run when PyInstaller is installed; this stand-in
# does the same where it is not.
STAND_IN = """\
import multiprocessing, multiprocessing.spawn, sys
def _freeze_support():
    if len(sys.argv) >= 3 and sys.argv[-2] == "-c" and sys.argv[-1].startswith("from multiprocessing."):
        exec(sys.argv[-1])
        sys.exit()
    if multiprocessing.spawn.is_forking(sys.argv):
        kw = dict(a.split("=") for a in sys.argv[2:])
        multiprocessing.spawn.spawn_main(**{k: None if v == "None" else int(v) for k, v in kw.items()})
        sys.exit()
multiprocessing.freeze_support = multiprocessing.spawn.freeze_support = _freeze_support
"""

LAUNCHER = """\
import multiprocessing, sys
sys.frozen = True  # what PyInstaller's bootloader sets
exec(compile(open({rthook!r}, encoding="utf-8").read(), {rthook!r}, "exec"))  # the bundle's runtime hook
multiprocessing.set_executable({wrapper!r})  # the frozen program is its own worker
multiprocessing.set_start_method("spawn", force=True)
from referee_app.cli import main
sys.exit(main())  # no __main__ guard: a bundle's entry script runs again in every worker
"""


def _rthook(tmp_path: Path) -> str:
    spec = importlib.util.find_spec("PyInstaller")
    if spec is not None and spec.origin:
        hook = Path(spec.origin).parent / "hooks" / "rthooks" / "pyi_rth_multiprocessing.py"
        if hook.is_file():
            return str(hook)
    (tmp_path / "rthook.py").write_text(STAND_IN, encoding="utf-8")
    return str(tmp_path / "rthook.py")


DOC = {"phase": "S1901M", "units": {"FRANCE": ["A PAR", "A MAR"], "GERMANY": ["A MUN"]},
       "orders": {"FRANCE": ["A PAR - BUR", "A MAR S A PAR - BUR"], "GERMANY": ["A MUN - BUR"]}}


def test_workers_2_under_spawn_in_a_frozen_program(tmp_path):
    launcher = tmp_path / "launcher.py"
    wrapper = tmp_path / "referee-cli"
    wrapper.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{launcher}" "$@"\n', encoding="utf-8")
    wrapper.chmod(wrapper.stat().st_mode | stat.S_IXUSR)
    launcher.write_text(LAUNCHER.format(wrapper=str(wrapper), rthook=_rthook(tmp_path)), encoding="utf-8")
    if sys.platform == "win32":  # pragma: no cover - a shell script is no executable there: Python runs the launcher
        cmd = [sys.executable, str(launcher)]
        launcher.write_text(LAUNCHER.format(wrapper=sys.executable, rthook=_rthook(tmp_path)), encoding="utf-8")
    else:
        cmd = [str(wrapper)]
    lines = "\n".join(json.dumps(DOC) for _ in range(12)) + "\n"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    r = subprocess.run([*cmd, "adjudicate", "--jsonl", "--workers", "2", "-"], input=lines, capture_output=True,
                       text=True, env=env, cwd=tmp_path, timeout=300)
    assert r.returncode == 0, r.stderr
    out = [json.loads(line) for line in r.stdout.splitlines()]
    assert len(out) == 12 and all(o["next_phase"] == "F1901M" for o in out)
    assert "--multiprocessing-fork" not in r.stderr  # no worker read the hand-over as the program's arguments

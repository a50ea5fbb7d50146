"""The first start on a machine where Qt cannot open a window: one clear line and a non-zero exit,
never Qt's abort (exit 134, "could not load the Qt platform plugin xcb")."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from referee_app.gui.platform_check import install_hint, missing_libraries, platform_problem

ROOT = Path(__file__).resolve().parent.parent

LDD_MISSING = """\tlinux-vdso.so.1 (0x00007ffd)
\tlibxkbcommon.so.0 => /lib/x86_64-linux-gnu/libxkbcommon.so.0 (0x00007f)
\tlibxcb-cursor.so.0 => not found
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms1.so.1 => /lib/x86_64-linux-gnu/libxcb-keysyms.so.1 (0x00007f)
\tlibxcb-cursor.so.0 => not found
"""


def _plugins(tmp_path: Path) -> Path:
    (tmp_path / "libqxcb.so").write_bytes(b"")
    return tmp_path


def test_no_display_is_said_in_one_line():
    msg = platform_problem({}, system="linux", plugins=Path("/nonexistent"))
    assert msg is not None and "\n" not in msg
    assert "no display" in msg and "DISPLAY" in msg


def test_missing_x11_libraries_are_named_with_their_packages(tmp_path):
    msg = platform_problem({"DISPLAY": ":0"}, system="linux", plugins=_plugins(tmp_path), ldd=lambda _p: LDD_MISSING)
    assert msg is not None and "\n" not in msg
    assert "libxcb-cursor.so.0, libxcb-icccm.so.4" in msg  # each once, in ldd's order
    assert "sudo apt-get install libxcb-cursor0 libxcb-icccm4" in msg


def test_nothing_missing_means_no_problem(tmp_path):
    ok = "\tlibxcb.so.1 => /lib/x86_64-linux-gnu/libxcb.so.1 (0x00007f)\n"
    assert platform_problem({"DISPLAY": ":0"}, system="linux", plugins=_plugins(tmp_path), ldd=lambda _p: ok) is None


def test_platforms_without_a_display_and_other_systems_need_nothing(tmp_path):
    for platform in ("offscreen", "minimal", "vnc"):
        assert platform_problem({"QT_QPA_PLATFORM": platform}, system="linux") is None
    assert platform_problem({}, system="win32") is None
    assert platform_problem({}, system="darwin") is None
    assert platform_problem({"QT_QPA_PLATFORM": "wayland", "WAYLAND_DISPLAY": "wayland-0"}, system="linux") is None
    assert "WAYLAND_DISPLAY" in (platform_problem({"QT_QPA_PLATFORM": "wayland"}, system="linux") or "")
    # a list with a fallback: the second one is enough
    assert platform_problem({"QT_QPA_PLATFORM": "wayland;xcb", "DISPLAY": ":0"}, system="linux",
                            plugins=_plugins(tmp_path), ldd=lambda _p: "") is None


def test_install_hint_and_unknown_libraries():
    assert install_hint(["libxcb-cursor.so.0", "libxkbcommon-x11.so.0"]) == "sudo apt-get install libxcb-cursor0 libxkbcommon-x11-0"
    assert install_hint(["libfoo.so.3"]) == "sudo apt-get install libfoo"
    assert missing_libraries(None) == []


def test_referee_without_a_display_exits_with_one_line():
    """The real program, started as a referee would start it on a machine without a display."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    code = "import sys; from referee_app.gui.app import main; sys.exit(main([]))"
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1, (proc.returncode, proc.stderr)
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("referee: cannot open a window: no display"), proc.stderr


def test_an_x11_plugin_the_loader_loads_needs_no_ldd_process(tmp_path):
    """On a machine where Qt's X11 plugin loads, the check asks the loader of this process, not an ldd
    process (about 8 ms of every start, and 30-50 ms of its wall time on a busy machine); a plugin that
    does not load is still looked at by ldd, which names every library missing."""
    code = """
import subprocess, sys
from referee_app.gui import platform_check as pc
plugin_dir = pc.qt_plugin_dir()
if plugin_dir is None or not pc.loads(plugin_dir / "libqxcb.so"):
    print("SKIP"); sys.exit(0)
runs = []
real_run = subprocess.run
subprocess.run = lambda *a, **k: runs.append(a) or real_run(*a, **k)
assert pc.platform_problem({"DISPLAY": ":0"}, system="linux") is None
assert runs == [], runs
print("OK")
"""
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    if proc.stdout.strip() == "SKIP":
        import pytest

        pytest.skip("Qt's X11 plugin does not load on this machine")
    assert proc.stdout.strip() == "OK"
    not_a_library = _plugins(tmp_path) / "libqxcb.so"
    from referee_app.gui.platform_check import loads

    assert not loads(not_a_library) and not loads(tmp_path / "missing.so")


def test_the_loader_is_asked_as_ctypes_asks_it(tmp_path):
    """``loads`` asks the process's loader what ``ctypes.CDLL`` asks it (without importing ctypes at a start):
    the same answer for a library that loads, a file that is not one and a file that is not there."""
    import ctypes
    import ctypes.util

    from referee_app.gui.platform_check import loads

    def by_ctypes(path: Path) -> bool:
        try:
            ctypes.CDLL(str(path), mode=os.RTLD_LAZY)
        except OSError:
            return False
        return True

    import _ctypes

    if not getattr(_ctypes, "__file__", None):
        import pytest

        pytest.skip("ctypes is built into this Python")
    libc = Path(_ctypes.__file__)  # a shared library that is surely there: ctypes' own extension
    not_a_library = tmp_path / "libnot.so"
    not_a_library.write_bytes(b"not a library")
    for path in (libc, not_a_library):
        assert loads(path) == by_ctypes(path), path
    assert loads(libc) and not loads(not_a_library) and not loads(tmp_path / "missing.so")
    code = ("import sys\nfrom referee_app.gui import platform_check as pc\n"
            f"pc.loads(__import__('pathlib').Path({str(libc)!r}))\nprint('ctypes' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120).stdout
    assert out.strip() == "False"

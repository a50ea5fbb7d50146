"""Can Qt open a window here? Asked before Qt is started, because Qt aborts the process (exit 134,
"could not load the Qt platform plugin xcb ... Reinstalling the application may fix this problem")
when it cannot, with a message no referee understands.

``platform_problem()`` says in one line what is missing (a display; or which system libraries Qt's X11
plugin needs, and the packages that bring them) or returns None. Only Linux (and the other X11/Wayland
systems) can lack them; Windows and macOS always have what Qt needs. No Qt is imported here.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

# the platforms that need no display (tests, screenshots, a VNC server)
NO_DISPLAY_PLATFORMS = frozenset({"offscreen", "minimal", "minimalegl", "vnc", "linuxfb", "eglfs", "vkkhrdisplay"})

# a shared library's name -> the Debian/Ubuntu package that brings it (the README's "On Linux" list)
DEBIAN_PACKAGES: Mapping[str, str] = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libOpenGL.so.0": "libopengl0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
}

# what `ldd` prints for a library it cannot find: "\tlibxcb-cursor.so.0 => not found"
_NOT_FOUND = r"^\s*(\S+)\s*=>\s*not found"  # (compiled by ``re`` when ldd is asked, not at every start)


def qt_plugin_dir() -> Path | None:
    """The platform plugins of the installed PySide6 (found without importing Qt)."""
    import importlib.util

    spec = importlib.util.find_spec("PySide6")
    if spec is None or spec.origin is None:
        return None
    d = Path(spec.origin).parent / "Qt" / "plugins" / "platforms"
    return d if d.is_dir() else None


def run_ldd(library: Path) -> str:
    """``ldd``'s report on a shared library ("" if there is no ldd or it fails)."""
    import subprocess

    ldd = shutil.which("ldd")
    if ldd is None:
        return ""
    try:
        return subprocess.run([ldd, str(library)], capture_output=True, text=True, timeout=20, check=False).stdout
    except (OSError, subprocess.SubprocessError):
        return ""


def missing_libraries(plugin: Path | None, ldd: Callable[[Path], str] = run_ldd) -> list[str]:
    """The system libraries a Qt platform plugin needs and this system lacks (in ldd's order)."""
    if plugin is None or not plugin.exists():
        return []
    return list(dict.fromkeys(re.findall(_NOT_FOUND, ldd(plugin), re.MULTILINE)))


def loads(library: Path | None) -> bool:
    """Whether this process's loader finds every library ``library`` needs: it is loaded here, as Qt is about
    to load it (found lazily, its functions bound when Qt calls them). Quicker than an ``ldd`` process, which
    is asked only when it does not load, to name everything missing."""
    if library is None or not library.is_file():
        return False
    try:  # the loader's call ``ctypes.CDLL`` makes (importing ctypes itself makes classes no start uses: 1.5 ms)
        from _ctypes import dlopen
    except ImportError:  # pragma: no cover - a Python without it (ctypes then says the same)
        from ctypes import CDLL

        def dlopen(name: str, mode: int) -> object:
            return CDLL(name, mode=mode)

    try:
        dlopen(str(library), os.RTLD_LAZY)
    except OSError:
        return False
    return True


def install_hint(libraries: Sequence[str]) -> str:
    """The Debian/Ubuntu command that brings ``libraries``."""
    packages = list(dict.fromkeys(DEBIAN_PACKAGES.get(lib, lib.split(".so")[0]) for lib in libraries))
    return "sudo apt-get install " + " ".join(packages)


def _platforms(env: Mapping[str, str]) -> list[str]:
    """The platforms Qt will try, in order (QT_QPA_PLATFORM may list several: "wayland;xcb")."""
    wanted = env.get("QT_QPA_PLATFORM", "").strip()
    if wanted:
        return [p.split(":")[0].strip().lower() for p in wanted.split(";") if p.strip()]
    if env.get("XDG_SESSION_TYPE") == "wayland" and env.get("WAYLAND_DISPLAY"):
        return ["wayland", "xcb"]
    return ["xcb"]


def platform_problem(env: Mapping[str, str] | None = None, *, system: str | None = None,
                     plugins: Path | None = None, ldd: Callable[[Path], str] = run_ldd) -> str | None:
    """One line saying why Qt cannot open a window here, and how to fix it; None if it can."""
    env = os.environ if env is None else env
    system = sys.platform if system is None else system
    if system.startswith(("win", "darwin", "cygwin")):
        return None
    platforms = _platforms(env)
    if any(p in NO_DISPLAY_PLATFORMS for p in platforms):
        return None
    problems: list[str] = []
    for platform in platforms:
        if platform == "wayland":
            if env.get("WAYLAND_DISPLAY"):
                return None
            problems.append("no Wayland display (WAYLAND_DISPLAY is not set)")
        elif platform == "xcb":
            if not env.get("DISPLAY"):
                problems.append("no display (DISPLAY is not set: start it from a desktop session, or over ssh with -X)"
                                if not env.get("WAYLAND_DISPLAY") else
                                "no X display (DISPLAY is not set; for Wayland set QT_QPA_PLATFORM=wayland)")
                continue
            plugin_dir = plugins if plugins is not None else qt_plugin_dir()
            plugin = plugin_dir / "libqxcb.so" if plugin_dir is not None else None
            if ldd is run_ldd and loads(plugin):  # the system's own loader: nothing is missing
                return None
            missing = missing_libraries(plugin, ldd)
            if not missing:
                return None
            problems.append(f"Qt's X11 plugin needs system libraries that are missing: {', '.join(missing)}; "
                            f"install them (Debian/Ubuntu: {install_hint(missing)})")
        else:
            return None  # a platform we know nothing about: let Qt say
    if not problems:
        return None
    return "referee: cannot open a window: " + "; ".join(problems) + "."


__all__ = ["DEBIAN_PACKAGES", "install_hint", "loads", "missing_libraries", "platform_problem"]

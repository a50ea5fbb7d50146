"""The user's settings folder (apart from ``paths``, which names it too: the disk cache finds it here without
importing the kernel's errors and messages, which read their catalogues through that cache)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

_MADE: dict[tuple[str | None, ...], Path] = {}  # the folder made from each set of the values it is made from


def config_dir() -> Path:
    """The user's settings folder for this program (XDG on Linux, %APPDATA% on Windows). Made once for the values
    it is made from (the environment's, which a test may change): the disk cache asks for it a dozen times at a
    start (three paths made each time: 0.03 ms)."""
    env = os.environ
    given = (env.get("APPDATA"), env.get("XDG_CONFIG_HOME"), env.get("HOME"), env.get("USERPROFILE"))
    made = _MADE.get(given)
    if made is None:
        made = _MADE[given] = _config_dir()
    return made


def _config_dir() -> Path:
    if sys.platform == "win32":  # pragma: no cover
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":  # pragma: no cover
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    return base / "referee-app"

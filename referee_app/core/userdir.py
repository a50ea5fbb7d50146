"""The user's settings folder (apart from ``paths``, which names it too: the disk cache finds it here without
importing the kernel's errors and messages, which read their catalogues through that cache)."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def config_dir() -> Path:
    """The user's settings folder for this program (XDG on Linux, %APPDATA% on Windows)."""
    if sys.platform == "win32":  # pragma: no cover
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":  # pragma: no cover
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    return base / "referee-app"

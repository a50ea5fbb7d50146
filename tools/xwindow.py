"""What the real-window screenshot tools (tools/screenshot_*.py) share: starting on the X server with
settings of their own, waiting for a window to settle and grabbing it as the X server shows it (run them
under an X server, e.g. ``xvfb-run``)."""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path


def real_window() -> Path | None:
    """Ready the program for a real window on the X server named by ``DISPLAY`` (Qt's xcb platform), with
    settings of its own in a fresh folder (the recent games list and the window's layout are not the
    user's). Returns that folder; None (and says so) when there is no X display."""
    if not os.environ.get("DISPLAY"):
        print("needs an X display: run under xvfb-run", file=sys.stderr)
        return None
    os.environ["QT_QPA_PLATFORM"] = "xcb"
    home = Path(tempfile.mkdtemp(prefix="referee-shots-"))
    os.environ["XDG_CONFIG_HOME"] = str(home / "config")
    return home


def settle(app, seconds: float) -> None:  # type: ignore[no-untyped-def]
    """Let the window draw for ``seconds`` (events processed, as a running program would)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.02)


def shot(widget, path: Path) -> None:  # type: ignore[no-untyped-def]
    """Grab the window as the X server shows it (the widget's own drawing when the server gives nothing)."""
    from PySide6.QtGui import QGuiApplication

    widget.raise_()
    widget.activateWindow()
    screen = widget.screen() or QGuiApplication.primaryScreen()
    pix = screen.grabWindow(widget.winId())
    if pix.isNull() or pix.width() < 10:
        pix = widget.grab()
    pix.save(str(path))
    print(f"{path}: {pix.width()}x{pix.height()}")

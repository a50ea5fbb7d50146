"""What the real-window screenshot tools (tools/screenshot_*.py) share: waiting for a window to settle and
grabbing it as the X server shows it (run them under an X server, e.g. ``xvfb-run``)."""

from __future__ import annotations

import time
from pathlib import Path


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

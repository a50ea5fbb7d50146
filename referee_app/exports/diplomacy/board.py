"""``svg`` and ``png`` exports: the board of every phase with its orders and results.

One picture per adjudicated phase (the position the orders were given in, with
the orders and their outcomes drawn), then one of the position the game stands
at now. Files are numbered in game order: ``01-S1901M.svg``, ``02-F1901M.svg``,
... When the output path ends with ``.zip`` the pictures go into one zip
archive; otherwise into that folder (created if needed).

SVG drawing is pure Python (``referee_app.drawing.svg_export.board_svg``); PNG
rendering imports Qt (QtSvg, offscreen) only when asked for.
"""

from __future__ import annotations

import os
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...games.diplomacy.rules.errors import RefereeError
from ...games.diplomacy.rules.i18n import phase_name, tr
from ...games.diplomacy.table.game import Game
from .common import kept_phases, ruleset_for


@dataclass(frozen=True)
class Board:
    name: str  # file stem, e.g. "01-S1901M"
    phase: str  # e.g. "S1901M"
    title: str  # e.g. "Spring 1901 Movement: orders and results"
    svg: str
    adjudicated: bool


def phase_boards(game: Game, *, lang: str = "en", width: float | None = None) -> list[Board]:
    """Every phase's board as an SVG document, in game order, then the current position."""
    from ...drawing.diplomacy.svg import board_svg

    boards: list[Board] = []
    entries = kept_phases(game)
    for i, e in enumerate(entries, start=1):
        rec = e.record
        svg = board_svg(ruleset_for(game, rec.phase), rec.position, rec.adjudication, lang=lang, width=width)
        boards.append(Board(f"{i:02d}-{rec.phase}", str(rec.phase),
                            tr("html.board_results", lang, phase=phase_name(rec.phase, lang)), svg, True))
    n = len(entries) + 1
    key = "html.board_final" if game.end is not None else "html.board_now"
    svg = board_svg(ruleset_for(game, game.phase), game.position, None, lang=lang, width=width)
    boards.append(Board(f"{n:02d}-{game.phase}", str(game.phase), tr(key, lang, phase=phase_name(game.phase, lang)), svg,
                        False))
    return boards


def _write_many(out_path: str, files: list[tuple[str, bytes]]) -> None:
    out = Path(out_path)
    if out.suffix.lower() == ".zip":
        tmp = out.with_name(out.name + ".part")
        with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED) as zf:
            for name, data in files:
                zf.writestr(name, data)
        os.replace(tmp, out)
        return
    if out.exists() and not out.is_dir():
        raise RefereeError(f"{out} is a file; give a folder (or a name ending in .zip) for the pictures")
    out.mkdir(parents=True, exist_ok=True)
    for name, data in files:
        (out / name).write_bytes(data)


def write_svg(game: Game, out_path: str, lang: str = "en") -> None:
    boards = phase_boards(game, lang=lang)
    _write_many(out_path, [(f"{b.name}.svg", b.svg.encode("utf-8")) for b in boards])


_APP: Any = None


def svg_to_png(svg: str, width: int = 1600) -> bytes:
    """Render an SVG document to PNG bytes with Qt (offscreen when there is no display)."""
    global _APP
    try:
        from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
        from PySide6.QtGui import QGuiApplication, QImage, QPainter
        from PySide6.QtSvg import QSvgRenderer
        from PySide6.QtWidgets import QApplication
    except ImportError as exc:  # pragma: no cover - Qt is a dependency
        raise RefereeError(f"PNG export needs Qt (PySide6 with QtSvg): {exc}") from exc
    if QGuiApplication.instance() is None:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _APP = QApplication([])
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    if not renderer.isValid():
        raise RefereeError("the board picture could not be rendered (invalid SVG)")
    size = renderer.defaultSize()
    height = max(1, round(width * size.height() / max(1, size.width())))
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buf, "PNG")  # type: ignore[call-overload]  # (the stubs say bytes; PySide6 wants str)
    buf.close()
    return bytes(data.data())


def write_png(game: Game, out_path: str, width: int = 1600, lang: str = "en") -> None:
    boards = phase_boards(game, lang=lang)
    _write_many(out_path, [(f"{b.name}.png", svg_to_png(b.svg, width)) for b in boards])

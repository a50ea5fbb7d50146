"""Render the program's icon from its SVG master (assets/icons/referee.svg) into every file an installer needs.

    python tools/make_icons.py

writes, beside the master: ``referee-<N>.png`` for N in ``PNG_SIZES`` (the window icon, the Linux desktop
entry's hicolor sizes), ``referee.ico`` (Windows: the executable, the installer, file associations) and
``referee.icns`` (macOS: the .app). Qt renders the SVG (no other dependency); the ICO and ICNS containers are
written here: both may hold PNG images as they are (ICO since Windows Vista, ICNS since Mac OS X 10.7).
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parent.parent / "assets" / "icons"
MASTER = ICONS / "referee.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types of PNG images, by pixel size (Apple's "icns" format; ic10 is 512 pt at 2x)
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
              (b"ic10", 1024))


def render(size: int) -> bytes:
    """The master drawn at ``size`` x ``size`` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(MASTER))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {MASTER}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buf, "PNG")
    return bytes(data.data())


def ico(images: dict[int, bytes]) -> bytes:
    """An ICO file of PNG images: ICONDIR, one ICONDIRENTRY each (0 stands for 256), then the images."""
    sizes = sorted(images)
    out = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    for s in sizes:
        out += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(images[s]), offset)
        offset += len(images[s])
    return out + b"".join(images[s] for s in sizes)


def icns(images: dict[int, bytes]) -> bytes:
    """An ICNS file of PNG images: 'icns' and the file's length, then (type, length, data) per image."""
    body = b"".join(kind + struct.pack(">I", 8 + len(images[s])) + images[s] for kind, s in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    images = {s: render(s) for s in sorted({*PNG_SIZES, *ICO_SIZES, *(s for _k, s in ICNS_TYPES)})}
    for s in PNG_SIZES:
        (ICONS / f"referee-{s}.png").write_bytes(images[s])
    (ICONS / "referee.ico").write_bytes(ico({s: images[s] for s in ICO_SIZES}))
    (ICONS / "referee.icns").write_bytes(icns(images))
    print(f"wrote {len(PNG_SIZES)} PNG sizes, referee.ico and referee.icns in {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

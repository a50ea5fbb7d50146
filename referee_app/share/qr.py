"""The page's address as a QR code (``segno``: pure Python, ISO/IEC 18004), for the window and the terminal."""

from __future__ import annotations

import io

import segno


def qr_code(url: str) -> segno.QRCode:
    """A QR code of ``url`` (error correction M: still reads from a phone at an angle, across a table)."""
    return segno.make(url, error="m", micro=False, boost_error=True)


def qr_png(url: str, scale: int = 8, border: int = 4) -> bytes:
    """PNG bytes, black on white (``border``: the quiet zone in modules, 4 by the standard)."""
    buf = io.BytesIO()
    qr_code(url).save(buf, kind="png", scale=scale, border=border, dark="#000000", light="#ffffff")
    return buf.getvalue()


def qr_svg(url: str, scale: int = 8, border: int = 4) -> str:
    buf = io.BytesIO()
    qr_code(url).save(buf, kind="svg", scale=scale, border=border, dark="#000000", light="#ffffff", xmldecl=False)
    return buf.getvalue().decode("utf-8")


def qr_text(url: str) -> str:
    """The code drawn with block characters, for a terminal (``referee-cli serve --qr``)."""
    buf = io.StringIO()
    qr_code(url).terminal(out=buf, compact=True, border=2)
    return buf.getvalue()


__all__ = ["qr_code", "qr_png", "qr_svg", "qr_text"]

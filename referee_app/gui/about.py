"""Help > About: the version, the engine's lanes, the libraries and the licences; and the program's icon.

The licences in a few translated lines; the full third-party notices (English, as their texts are) under
"Show Details…" of the box, read from where the installation keeps them (``core.paths.notices_file``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from referee_app.core import paths

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

translate = QCoreApplication.translate

# the icon's sizes drawn from assets/icons/referee.svg (tools/make_icons.py)
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


# X11 (Qt's xcb platform) is handed a window's icon in every size it holds, as pixels, each time a window is
# shown: the 512 px size alone is a megabyte, decoded and sent to the X server at every show (12-17 ms of the
# processor at a start, again for the projector). X11 task bars and window switchers draw at most 256 px, and
# the desktop entry's icon, which the installers put in the icon theme, has every size.
LARGEST_ON_X11 = 256


def window_icon_sizes(platform: str) -> tuple[int, ...]:
    """The icon's sizes given to the windows on Qt's platform ``platform`` ("xcb", "cocoa", "windows" ...)."""
    if platform == "xcb":
        return tuple(size for size in ICON_SIZES if size <= LARGEST_ON_X11)
    return ICON_SIZES


def app_icon(sizes: tuple[int, ...] = ICON_SIZES) -> QIcon:
    """The program's icon in ``sizes`` (every size drawn for it, unless told), each drawn, none scaled from
    another one."""
    icon = QIcon()
    folder = paths.assets_dir() / "icons"
    for size in sizes:
        path = folder / f"referee-{size}.png"
        if path.is_file():
            icon.addFile(str(path))
    return icon


def set_app_identity(app: QApplication, *, icon: bool = True) -> None:
    """The icon of every window of the program (``setWindowIcon`` on the application; on X11 up to 256 px; not
    when ``icon`` is False: ``set_app_icon`` later), and the desktop entry's name (Wayland and the task bars find
    the icon through it)."""
    if icon:
        set_app_icon(app)
    app.setDesktopFileName("referee-app")


def set_app_icon(app: QApplication) -> None:
    """The icon of every window of the program, those shown already included (Qt hands it to each)."""
    app.setWindowIcon(app_icon(window_icon_sizes(app.platformName())))


def version() -> str:
    from importlib import metadata

    try:
        return metadata.version("referee-app")
    except metadata.PackageNotFoundError:  # run from the source tree, not installed
        return translate("About", "(source tree)")


def engine_lines() -> list[str]:
    """The engine's lanes, translated: the compiled core (mypyc) and the native express lane (``_express.c``)."""
    from referee_app.games.diplomacy.contract import compiled

    done = len(compiled.compiled_modules())
    if done == 0:
        core = translate("About", "pure Python")
    else:
        core = translate("About", "compiled (mypyc), {done} of {total} modules").format(done=done, total=len(compiled.MODULES))
    native = (translate("About", "native express lane: built in") if compiled.native_lane()
              else translate("About", "native express lane: not built (the Python lanes do the same work)"))
    return [translate("About", "Engine: {core}").format(core=core), native]


def about_html() -> str:
    import html  # here, not with the window: the About box alone needs it (html and platform: 5 ms of a start)
    import platform

    import PySide6
    from PySide6.QtCore import qVersion

    title = translate("About", "Referee's desk {version}").format(version=html.escape(version()))
    libs = translate("About", "Python {python}, Qt {qt}, PySide6 {pyside}").format(
        python=platform.python_version(), qt=qVersion(), pyside=PySide6.__version__)
    licence = translate(
        "About", "Free software under the MIT licence. It uses Qt and PySide6 under the GNU LGPL version 3 (you may "
        "replace those libraries: see the notices), Python under the PSF licence, the Noto Sans CJK fonts under the "
        "SIL Open Font License 1.1, and Natural Earth's map data (public domain).")
    notices = paths.notices_file("THIRD-PARTY-NOTICES.md")
    where = (translate("About", "The third-party notices: {path}").format(path=html.escape(str(notices)))
             if notices is not None else "")
    lines = "<br>".join(html.escape(line) for line in engine_lines())
    return (f"<h3>{html.escape(title)}</h3><p>{lines}</p><p>{html.escape(libs)}</p><p>{html.escape(licence)}</p>"
            + (f"<p><small>{where}</small></p>" if where else ""))


def about_box(parent: QWidget | None = None) -> QMessageBox:
    """The About box (not shown: ``show_about`` shows it)."""
    from PySide6.QtWidgets import QMessageBox  # (here: its enums are made when it is first imported)

    box = QMessageBox(parent)
    box.setWindowTitle(translate("About", "About the referee's desk"))
    box.setIconPixmap(app_icon().pixmap(64, 64))
    box.setText(about_html())
    notices = paths.notices_file("THIRD-PARTY-NOTICES.md")
    if notices is not None:
        box.setDetailedText(notices.read_text(encoding="utf-8"))
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    return box


def show_about(parent: QWidget | None = None) -> None:
    about_box(parent).exec()


__all__ = ["ICON_SIZES", "LARGEST_ON_X11", "about_box", "about_html", "app_icon", "engine_lines", "set_app_icon", "set_app_identity",
           "show_about", "window_icon_sizes"]

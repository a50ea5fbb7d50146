"""Screenshots of Help > About in a real referee window, with the program's icon (issue 27).

Run under an X server with a window manager, e.g.:

    xvfb-run -s "-screen 0 1280x800x24" sh -c "openbox & python tools/screenshot_about.py --out /tmp/shots-about"

writes ``about-<lang>.png`` (the box over the window, in each language) and ``about-details.png`` (the notices
under "Show Details…"), and ``icon-<size>.png`` (the window's icon as the window manager gets it).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from xwindow import real_window, settle, shot  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path("/tmp/shots-about"))
    args = ap.parse_args()
    if real_window() is None:
        return 1
    args.out.mkdir(parents=True, exist_ok=True)
    from PySide6.QtWidgets import QApplication, QPushButton

    from referee_app.gui import about, language
    from referee_app.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    about.set_app_identity(app)
    language.register_fonts()
    for size in (16, 32, 48):
        app.windowIcon().pixmap(size, size).save(str(args.out / f"icon-{size}.png"))
    for lang in ("en", "zh_Hant", "ja"):
        win = MainWindow(lang=lang)
        win.resize(1200, 760)
        win.show()
        settle(app, 1.0)
        box = about.about_box(win)
        box.show()
        settle(app, 1.0)
        shot(box, args.out / f"about-{lang}.png")
        if lang == "en":
            for button in box.findChildren(QPushButton):
                if button.text().startswith("Show Details"):
                    button.click()
            settle(app, 0.5)
            shot(box, args.out / "about-details.png")
            shot(win, args.out / "window-en.png")
        box.close()
        win.close()
        settle(app, 0.3)
    return 0


if __name__ == "__main__":
    sys.exit(main())

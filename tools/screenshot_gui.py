"""Screenshots of the referee window and the projector view in real windows (for the README).

Run under an X server, e.g. a virtual one:

    xvfb-run -s "-screen 0 2960x1080x24" python tools/screenshot_gui.py [--out docs] [--scratch /tmp/shots]

It plays Spring 1901 through the window, then types the Fall 1901 sheets with the
clock in order writing (one line rejected), and takes:

* ``referee-typing.png``   the referee window while sheets are typed (scratch)
* ``referee-results.png``  the referee window after the Fall adjudication (scratch)
* ``projector.png``        the projector view after the Fall adjudication
* ``referee-adjustments.png``, ``projector-zh.png``  the winter adjustments; Chinese names (scratch)
* ``referee-window.png``   = referee-typing.png (the one kept in docs/)
"""

from __future__ import annotations

import argparse
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from xwindow import real_window, settle, shot  # noqa: E402  (tools/ is the script's folder)

SPRING = {
    "AUSTRIA": ["A Vie - Tyr", "A Bud - Ser", "F Tri H"],
    "ENGLAND": ["F Lon - Nth", "F Edi - Nwg", "A Lvp - Yor"],
    "FRANCE": ["A Par - Bur", "A Mar - Spa", "F Bre - Mao"],
    "GERMANY": ["A Ber - Kie", "F Kie - Den", "A Mun - Ruh"],
    "ITALY": ["A Rom - Apu", "F Nap - Ion", "A Ven H"],
    "RUSSIA": ["A War - Gal", "A Mos - Ukr", "F Sev - Bla", "F StP/sc - Bot"],
    "TURKEY": ["F Ank - Bla", "A Con - Bul", "A Smy - Con"],
}
FALL = {
    "AUSTRIA": ["A Tyr - Ven", "F Tri S A Tyr - Ven", "A Ser H"],
    "ENGLAND": ["F Nwg - Nwy", "F Nth S F Nwg - Nwy", "A Yor H"],
    "GERMANY": ["F Den H", "A Kie - Hol", "A Ruh - Bel"],
    "ITALY": ["A Apu H", "F Ion - Tun", "A Ven H"],
    "RUSSIA": ["A Gal H", "A Ukr - Rum", "F Sev S A Ukr - Rum", "F Bot - Swe"],
    "TURKEY": ["A Bul H", "A Con - Smy", "F Ank - Bla"],
    # typed last, with the referee's cursor in it: one line the core rejects
    "FRANCE": ["A Spa - Por", "A Pic - Bel", "F Mao - Bre"],
}
PLAYERS = {"AUSTRIA": "Anna", "ENGLAND": "Ben", "FRANCE": "Chloé", "GERMANY": "Dieter", "ITALY": "Elena",
           "RUSSIA": "Fyodor", "TURKEY": "Gül"}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=str(ROOT / "docs"), help="where the kept screenshots go")
    ap.add_argument("--scratch", default="/tmp/shots", help="where all screenshots go")
    ap.add_argument("--width", type=int, default=1600)
    ap.add_argument("--height", type=int, default=980)
    args = ap.parse_args()
    if real_window() is None:
        return 2
    scratch = Path(args.scratch)
    scratch.mkdir(parents=True, exist_ok=True)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from referee_app.games.diplomacy import Game
    from referee_app.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    offset = [0.0]

    def now() -> float:
        return time.monotonic() + offset[0]

    game = Game.new("standard", players=PLAYERS, title="Club night")
    win = MainWindow(game, now=now)
    win.ask = lambda title, text: True  # type: ignore[method-assign]
    win.resize(args.width, args.height)
    win.move(0, 0)
    win.show()
    settle(app, 0.8)

    def typed(power: str, lines: list[str]) -> None:
        win.select_power(game.powers.index(power))
        ed = win.current_pane().editor  # type: ignore[union-attr]
        for i, line in enumerate(lines):
            if i:
                QTest.keyClick(ed, Qt.Key.Key_Return)
            QTest.keyClicks(ed, line)
        app.processEvents()

    # Spring 1901, with its clock: diplomacy ended early, order writing, time called
    win.clock_start_pause()
    win.end_period()
    for power, lines in SPRING.items():
        typed(power, lines)
    win.call_time()
    win.adjudicate()
    settle(app, 0.3)

    # Fall 1901: diplomacy, then order writing with 3 minutes 20 left
    win.clock_start_pause()
    offset[0] += 9 * 60
    win.tick()
    win.end_period()
    offset[0] += 100
    win.tick()
    for power, lines in FALL.items():
        typed(power, lines)
    ed = win.current_pane().editor  # type: ignore[union-attr]
    cur = ed.textCursor()
    cur.movePosition(cur.MoveOperation.Start)
    cur.movePosition(cur.MoveOperation.Down)
    cur.movePosition(cur.MoveOperation.EndOfLine)
    ed.setTextCursor(cur)
    win.info_tabs.setCurrentWidget(win.results)
    win.tick()
    settle(app, 0.8)
    shot(win, scratch / "referee-typing.png")

    # the Fall adjudication: results, retreats
    win.call_time()
    win.adjudicate()
    settle(app, 0.5)
    shot(win, scratch / "referee-results.png")

    # the projector, on the same (virtual) screen
    win.toggle_projector()
    proj = win.projector
    assert proj is not None
    proj.showNormal()
    proj.resize(1280, 800)
    proj.move(args.width + 20, 0)  # beside the referee window: screen grabs must not overlap
    proj.raise_()
    proj.activateWindow()
    settle(app, 0.8)
    shot(proj, scratch / "projector.png")

    # the retreat, then the winter adjustments (scratch only), and the projector in Chinese
    typed("ITALY", ["A Ven - Pie"])
    win.adjudicate()
    typed("AUSTRIA", ["Build A Vie"])
    win.activateWindow()
    settle(app, 0.5)
    shot(win, scratch / "referee-adjustments.png")
    win.set_language("zh_Hant")
    settle(app, 0.5)
    shot(proj, scratch / "projector-zh.png")

    shutil.copy(scratch / "referee-typing.png", out / "referee-window.png")
    shutil.copy(scratch / "projector.png", out / "projector.png")
    print(f"screenshots in {scratch}; kept {out / 'referee-window.png'} and {out / 'projector.png'}")
    win.close()
    del QGuiApplication
    return 0


if __name__ == "__main__":
    sys.exit(main())

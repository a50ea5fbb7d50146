"""Screenshots of "Why?" in a real referee window (issue 20, part 3).

Run under an X server, e.g. a virtual one:

    xvfb-run -s "-screen 0 1600x1000x24" python tools/screenshot_why.py [--out docs] [--scratch /tmp/shots-why]

A dispute at the table: Russia attacks Berlin from Prussia with two supports while Germany's army in Berlin
moves the other way into Prussia with one (a head-to-head battle), and the German army from Munich cuts the
Russian support from Silesia. The referee selects the Russian move in the results and presses Why? (Ctrl+I):

* ``why.png``           the panel in English (kept in docs/)
* ``why-zh_Hant.png``   the same in Traditional Chinese (kept in docs/)
* ``why-ja.png``, ``why-zh_Hans.png``   (scratch)
"""

from __future__ import annotations

import argparse
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from screenshot_gui import PLAYERS  # noqa: E402
from xwindow import real_window, settle, shot  # noqa: E402

POSITION = ["clear units",
            "RUSSIA", "A PRU", "A SIL", "F BAL", "A WAR",
            "GERMANY", "A BER", "A LVN", "A MUN", "A KIE", "A RUH",
            "FRANCE", "A BUR", "A BEL"]
ORDERS = {
    "RUSSIA": ["A Pru - Ber", "A Sil S A Pru - Ber", "F Bal S A Pru - Ber", "A War H"],
    "GERMANY": ["A Ber - Pru", "A Lvn S A Ber - Pru", "A Mun - Sil", "A Kie H", "A Ruh - Bur"],
    "FRANCE": ["A Bur - Ruh", "A Bel S A Bur - Ruh"],
}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=str(ROOT / "docs"), help="where the kept screenshots go")
    ap.add_argument("--scratch", default="/tmp/shots-why", help="where all screenshots go")
    args = ap.parse_args()
    if real_window() is None:
        return 2
    scratch = Path(args.scratch)
    scratch.mkdir(parents=True, exist_ok=True)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtWidgets import QApplication

    from referee_app.games.diplomacy import Game
    from referee_app.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    game = Game.new("standard", players=PLAYERS, title="Club night")
    game.edit(POSITION, note="the game moves to the program mid-way")
    win = MainWindow(game)
    win.ask = lambda title, text: True  # type: ignore[method-assign]
    win.set_language("en")
    win.resize(1500, 940)
    win.move(0, 0)
    win.show()
    settle(app, 0.5)
    for power, lines in ORDERS.items():
        game.set_orders(power, lines)
    win.run("adjudicate")
    settle(app, 0.3)
    panels = win.panels
    panels.vsplit.setSizes([330, 570])  # the board above, the results and the panel under it
    results = panels.results
    row = next(i for i, r in enumerate(results._row_results) if r is not None and r.text == "A Pru - Ber")
    results.table.selectRow(row)
    win.run("why")
    results.split.setSizes([200, 330])
    settle(app, 0.8)
    shot(win, scratch / "why.png")
    for lang in ("zh_Hant", "zh_Hans", "ja"):
        win.set_language(lang)
        settle(app, 0.8)
        shot(win, scratch / f"why-{lang}.png")
    win.set_language("en")
    shutil.copy(scratch / "why.png", out / "why.png")
    shutil.copy(scratch / "why-zh_Hant.png", out / "why-zh_Hant.png")
    print(f"screenshots in {scratch}; kept why.png and why-zh_Hant.png in {out}")
    win.close()
    app.processEvents()
    time.sleep(0.1)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Screenshots of the position editor and a sandbox in real windows (issue 20, parts 1 and 2).

Run under an X server, e.g. a virtual one:

    xvfb-run -s "-screen 0 3000x1000x24" python tools/screenshot_editor.py [--out docs] [--scratch /tmp/shots-editor]

It plays Spring and Fall 1901 (Italy's army in Venice is dislodged and waits to retreat), then takes:

* ``position-editor.png``     the editor correcting the game: changes typed and clicked, one refused
                              with its reasons, the note (kept in docs/)
* ``position-editor-zh_Hant.png``  the same in Traditional Chinese (scratch)
* ``sandbox.png``             a sandbox of the Fall 1901 phase after trying other orders (kept in docs/)
* ``sandbox-projector.png``   the sandbox on the projector, for teaching, with its caption (kept in docs/)
"""

from __future__ import annotations

import argparse
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from screenshot_gui import PLAYERS, SPRING  # noqa: E402
from xwindow import real_window, settle, shot  # noqa: E402

FALL = {
    "AUSTRIA": ["A Tyr - Ven", "F Tri S A Tyr - Ven", "A Ser H"],
    "ENGLAND": ["F Nwg - Nwy", "F Nth H", "A Yor H"],
    "FRANCE": ["A Spa - Por", "A Bur - Bel", "F Mao - Bre"],
    "GERMANY": ["F Den H", "A Kie - Hol", "A Ruh H"],
    "ITALY": ["A Apu H", "F Ion - Tun", "A Ven H"],
    "RUSSIA": ["A Gal H", "A Ukr - Rum", "F Sev S A Ukr - Rum", "F Bot - Swe"],
    "TURKEY": ["A Bul H", "A Con - Smy", "F Ank - Bla"],
}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=str(ROOT / "docs"), help="where the kept screenshots go")
    ap.add_argument("--scratch", default="/tmp/shots-editor", help="where all screenshots go")
    args = ap.parse_args()
    if real_window() is None:
        return 2
    scratch = Path(args.scratch)
    scratch.mkdir(parents=True, exist_ok=True)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtWidgets import QApplication

    from referee_app.games.diplomacy import Game
    from referee_app.gui.diplomacy.position_editor import PositionEditor
    from referee_app.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    game = Game.new("standard", players=PLAYERS, title="Club night")
    win = MainWindow(game)
    win.ask = lambda title, text: True  # type: ignore[method-assign]
    win.set_language("en")
    win.resize(1500, 940)
    win.move(0, 0)
    win.show()
    settle(app, 0.5)
    for sheets in (SPRING, FALL):
        for power, lines in sheets.items():
            game.set_orders(power, lines)
        game.process()
    settle(app, 0.3)

    def editor() -> PositionEditor:
        dlg = PositionEditor(game.position, game.base_ruleset, ruleset_for=game.ruleset_for, parent=win,
                             commit=lambda p, n, c: None, title="Correct the position — Fall 1901 Retreats")
        dlg.resize(1500, 900)
        dlg.move(0, 0)
        dlg.show()
        settle(app, 0.4)
        for text in ("- RUH", "GERMANY A MUN", "centre HOL GERMANY"):
            dlg.apply(text)
        dlg.power.setCurrentIndex(game.powers.index("TURKEY"))
        dlg.set_tool("army")
        dlg.click("ARM")
        dlg.command.setText("F MUN; A BLA")  # refused: a fleet inland, an army at sea
        dlg.apply(dlg.command.text())
        dlg.note.setText("Germany's army never left Munich; a Turkish army was knocked off Armenia")
        dlg.command.setFocus()
        settle(app, 0.6)
        return dlg

    dlg = editor()
    shot(dlg, scratch / "position-editor.png")
    dlg.close()
    win.set_language("zh_Hant")
    dlg = editor()
    shot(dlg, scratch / "position-editor-zh_Hant.png")
    dlg.close()
    win.set_language("en")

    # a sandbox of the Fall 1901 movement phase: what if Italy had supported its army in Venice
    box_win = win.open_sandbox(1)
    box_win.resize(1500, 940)
    box_win.move(0, 0)
    box = box_win.game
    box.set_orders("ITALY", ["A Apu S A Ven", "F Ion - Tun", "A Ven H"])
    box_win.adjudicate()
    box.set_orders("RUSSIA", ["Build A Mos", "Build F StP/nc"])
    box_win.select_power(game.powers.index("RUSSIA"))
    box_win.tabs.setCurrentWidget(box_win.results)
    box_win.raise_()
    box_win.activateWindow()
    settle(app, 0.8)
    shot(box_win, scratch / "sandbox.png")

    # for teaching: the sandbox on the projector, beside
    box_win.toggle_projector()
    proj = win.projector
    assert proj is not None
    proj.showNormal()
    proj.resize(1280, 800)
    proj.move(1520, 0)
    proj.raise_()
    settle(app, 0.8)
    shot(proj, scratch / "sandbox-projector.png")

    shutil.copy(scratch / "position-editor.png", out / "position-editor.png")
    shutil.copy(scratch / "sandbox.png", out / "sandbox.png")
    shutil.copy(scratch / "sandbox-projector.png", out / "sandbox-projector.png")
    print(f"screenshots in {scratch}; kept position-editor.png, sandbox.png and sandbox-projector.png in {out}")
    box_win.close()
    win.close()
    app.processEvents()
    time.sleep(0.1)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Screenshots for issue 21 ("a full evening at the table"): the referee window at 1280x800 and the
projector, in real windows under an X server, at the moments the issue names.

    xvfb-run -s "-screen 0 2600x900x24" python tools/screenshot_evening.py [--out docs/evening] [--lang en]
    (Xvfb :n -screen 0 1280x800x24 & openbox &) python tools/screenshot_evening.py --size 1280x800 --out ...

``window-late-refused-<lang>.png``: a late sheet refused, decided everywhere at once (issue 29).

Takes (``--out``, default docs/evening): ``window-sheet-<lang>.png`` (a sheet with a duplicate, a corrected
spelling and rejected lines, every reason listed), ``window-results-<lang>.png`` (F4: the results at full
height, failures first), ``window-winter-<lang>.png`` and ``projector-winter-<lang>.png`` (build sites
outlined over the owners' tints), ``projector-retreats-<lang>.png`` (a retreat phase: the highlight over
Turkey's yellow), ``projector-lost-<lang>.png`` (a unit disbanded for want of a retreat order, listed),
``window-time-called-<lang>.png`` and ``projector-time-called-<lang>.png`` (time called: TIME, no minutes).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from xwindow import real_window, settle, shot  # noqa: E402  (tools/ is the script's folder)

SPRING = {
    "AUSTRIA": ["A Vie - Gal", "A Bud - Ser", "F Tri - Alb"],
    "ENGLAND": ["F Lon - Nth", "F Edi - Nwg", "A Lvp - Yor"],
    "FRANCE": ["A Par - Bur", "A Mar - Spa", "F Bre - Mao"],
    "GERMANY": ["A Ber - Kie", "F Kie - Den", "A Mun - Ruh"],
    "ITALY": ["A Rom - Apu", "F Nap - Ion", "A Ven H"],
    "RUSSIA": ["A War - Ukr", "A Mos - Sev", "F Sev - Rum", "F StP/sc - Bot"],
    "TURKEY": ["F Ank - Bla", "A Con - Bul", "A Smy - Arm"],
}
FALL = {
    "AUSTRIA": ["A Gal - Vie", "A Ser - Gre", "F Alb S A Ser - Gre"],
    "ENGLAND": ["F Nwg - Nwy", "F Nth - Bel", "A Yor H"],
    "FRANCE": ["A Bur - Bel", "A Spa - Por", "F Mao - Spa/sc"],
    "GERMANY": ["F Den H", "A Kie - Hol", "A Ruh S A Bur - Bel"],
    "ITALY": ["A Apu - Tun", "F Ion C A Apu - Tun", "A Ven H"],
    "RUSSIA": ["A Ukr - Gal", "A Sev - Rum", "F Rum - Bla", "F Bot - Swe"],
    "TURKEY": ["F Bla - Ank", "A Bul H", "A Arm - Sev"],
}
PLAYERS = {"AUSTRIA": "Anna", "ENGLAND": "Ben", "FRANCE": "Chloé", "GERMANY": "Dieter", "ITALY": "Elena",
           "RUSSIA": "Fyodor", "TURKEY": "Gül"}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=str(ROOT / "docs" / "evening"))
    ap.add_argument("--lang", default="en")
    ap.add_argument("--size", default="", help="WxH: the window maximised on a screen of that size, the projector "
                                               "the same size (issue 29); default: a 1280x800 window, the projector beside it")
    args = ap.parse_args()
    if real_window() is None:
        return 2
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    lang = args.lang

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from referee_app.games.diplomacy import Game, Phase, PhaseType, Position, Season, parse_unit
    from referee_app.games.diplomacy.rules.state import Dislodged
    from referee_app.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    offset = [0.0]

    def now() -> float:
        return time.monotonic() + offset[0]

    game = Game.new("standard", players=PLAYERS, title="Club night")
    win = MainWindow(game, now=now, lang=lang)
    win.ask = lambda title, text: True  # type: ignore[method-assign]
    size = tuple(int(v) for v in args.size.lower().split("x")) if args.size else None
    if size:
        win.showMaximized()  # a laptop's screen, or the club's monitor
    else:
        win.resize(1280, 800)
        win.move(0, 0)
        win.show()
    settle(app, 0.8)

    def wall(widget, path: Path) -> None:  # type: ignore[no-untyped-def]
        """The projector as it draws itself: on one screen it stands behind the referee's window (it never
        takes the focus), so the screen's copy would show the window."""
        if not size:
            shot(widget, path)
            return
        pix = widget.grab()
        pix.save(str(path))
        print(f"{path}: {pix.width()}x{pix.height()}")

    def typed(power: str, lines: list[str]) -> None:
        win.select_power(game.powers.index(power))
        ed = win.current_pane().editor  # type: ignore[union-attr]
        ed.clear()
        for i, line in enumerate(lines):
            if i:
                QTest.keyClick(ed, Qt.Key.Key_Return)
            QTest.keyClicks(ed, line)
        app.processEvents()

    # a sheet with a duplicate, a corrected spelling and rejected lines
    for power, lines in SPRING.items():
        game.set_orders(power, lines)
    typed("FRANCE", ["A Par - Bur", "A Par - Pic", "A Mar - Galcia", "F Bre - Xanadu", "A Mar - Spa"])
    settle(app, 0.5)
    shot(win, out / f"window-sheet-{lang}.png")
    typed("FRANCE", SPRING["FRANCE"])
    win.clock_start_pause()
    win.end_period()
    win.call_time()
    # a late change of England's sheet, refused: decided on the sheet, in the list and in the record at once
    typed("ENGLAND", ["F Lon - Eng", "F Edi - Nth", "A Lvp - Wal"])
    win.decide_late(False)
    settle(app, 0.5)
    shot(win, out / f"window-late-refused-{lang}.png")
    win.adjudicate()
    for power, lines in FALL.items():
        game.set_orders(power, lines)
    win.adjudicate()
    win.info_tabs.setCurrentWidget(win.results)
    win.toggle_results_room()
    settle(app, 0.5)
    shot(win, out / f"window-results-{lang}.png")
    win.toggle_results_room()

    win.toggle_projector()
    proj = win.projector
    assert proj is not None
    proj.showNormal()
    if size:
        proj.resize(*size)
        proj.move(0, 0)
    else:
        proj.resize(1280, 800)
        proj.move(1300, 0)
    settle(app, 0.8)
    if game.phase.type is PhaseType.RETREATS:
        wall(proj, out / f"projector-retreats-{lang}.png")
        win.adjudicate()  # nobody writes a retreat: every dislodged unit is lost, and said so
        settle(app, 0.6)
        wall(proj, out / f"projector-lost-{lang}.png")
    if game.phase.type is PhaseType.ADJUSTMENTS:
        typed("AUSTRIA", ["Build A Bud", "Waive"])
        win.info_tabs.setCurrentWidget(win.centres)
        settle(app, 0.6)
        shot(win, out / f"window-winter-{lang}.png")
        wall(proj, out / f"projector-winter-{lang}.png")

    # a retreat over Turkey's yellow (a position of its own)
    gm = game.ruleset.map
    units = [parse_unit(t, "RUSSIA", gm) for t in ("A ANK", "F BLA", "A SEV")]  # A ANK came from Armenia
    units += [parse_unit(t, "TURKEY", gm) for t in ("A SMY",)]
    pos = Position.build(Phase(1902, Season.SPRING, PhaseType.RETREATS), units, dict(game.position.centers),
                         [Dislodged(parse_unit("A ANK", "TURKEY", gm), "ARM")])
    g2 = Game.new("standard", position=pos, players=PLAYERS, title="Club night")
    win.set_game(g2)
    settle(app, 0.6)
    wall(proj, out / f"projector-retreat-yellow-{lang}.png")

    # time called at 3:49 left
    win.set_game(Game.new("standard", players=PLAYERS, title="Club night"))
    win.clock_start_pause()
    win.end_period()
    offset[0] += 71
    win.tick()
    win.call_time()
    settle(app, 0.6)
    shot(win, out / f"window-time-called-{lang}.png")
    wall(proj, out / f"projector-time-called-{lang}.png")
    win.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

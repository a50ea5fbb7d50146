"""Screenshots for issue 29 item 7 ("names sit under unit tokens"): the projector and the referee's window with
busy boards, in real windows under an X server with a window manager, to look at the names, the units and the
leader lines of the names set beside their space.

    Xvfb :n -screen 0 3840x2160x24 & DISPLAY=:n openbox &   (a screen at least as large as the projector)
    DISPLAY=:n python tools/screenshot_busy_board.py --size 1920x1080 --lang en [--out docs/evening/busy]

Takes (``--out``, default docs/evening/busy): ``projector-busiest-<size>-<lang>.png`` (every space holds a unit,
a fleet on one coast of each split coast: the busiest board there is, on the projector's board),
``projector-orders-<size>-<lang>.png`` (the game's Spring 1901 moves adjudicated: arrows beside the leader
lines) and, with ``--window``, ``window-busiest-<lang>.png`` (the referee's window, 1280x800, the busiest board).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from xwindow import real_window, settle, shot  # noqa: E402  (tools/ is the script's folder)

SPRING = {
    "AUSTRIA": ["A Vie - Gal", "A Bud - Ser", "F Tri - Alb"],
    "ENGLAND": ["F Lon - Nth", "F Edi - Nwg", "A Lvp - Yor"],
    "FRANCE": ["A Par - Bur", "A Mar S A Par - Bur", "F Bre - Eng"],
    "GERMANY": ["A Mun - Ruh", "F Kie - Hol", "A Ber - Kie"],
    "ITALY": ["A Ven - Tyr", "F Nap - Ion", "A Rom - Apu"],
    "RUSSIA": ["A War - Gal", "A Mos - Ukr", "F Sev - Bla", "F StP/sc - Bot"],
    "TURKEY": ["F Ank - Bla", "A Con - Bul", "A Smy - Arm"],
}


def busiest(game):  # type: ignore[no-untyped-def]
    """Every space a unit can stand on holds one (a fleet on the first coast of a split coast): more units than a
    game may hold, so it is shown on the board directly, as the name placement assumes it."""
    from referee_app.games.diplomacy import Phase, PhaseType, Position, Season, parse_unit

    gm = game.ruleset.map
    powers = list(gm.powers)
    units = []
    for i, (code, prov) in enumerate(sorted(gm.provinces.items())):
        kind = prov.kind.value
        if kind == "impassable":
            continue
        power = powers[i % len(powers)]
        if prov.coasts:
            units.append(parse_unit(f"F {code}/{prov.coasts[0]}", power, gm))
        else:
            units.append(parse_unit(f"{'F' if kind == 'sea' else 'A'} {code}", power, gm))
    return Position.build(Phase(1905, Season.SPRING, PhaseType.MOVEMENT), units, dict(game.position.centers))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=str(ROOT / "docs" / "evening" / "busy"))
    ap.add_argument("--lang", default="en")
    ap.add_argument("--size", default="1920x1080", help="WxH of the projector")
    ap.add_argument("--window", action="store_true", help="also the referee's window at 1280x800")
    args = ap.parse_args()
    if real_window() is None:
        return 2
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    lang = args.lang
    size = tuple(int(v) for v in args.size.lower().split("x"))

    from PySide6.QtWidgets import QApplication

    from referee_app.games.diplomacy import Game
    from referee_app.gui.diplomacy.projector import DiplomacyProjector
    from referee_app.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    game = Game.new("standard", title="Club night")
    proj = DiplomacyProjector(game, None, lang=lang)
    proj.move(0, 0)
    proj.resize(*size)
    proj.show()
    wait = 1.5 if size[0] * size[1] <= 1920 * 1080 else 4.0  # a 4K window takes a while to draw on Xvfb
    settle(app, wait)
    proj.board.show_position(busiest(game), None, show_orders=False)
    settle(app, wait)
    shot(proj, out / f"projector-busiest-{args.size}-{lang}.png")

    for power, lines in SPRING.items():
        game.set_orders(power, lines)
    game.process()
    settle(app, wait)
    shot(proj, out / f"projector-orders-{args.size}-{lang}.png")
    proj.close()

    if args.window:
        win = MainWindow(Game.new("standard", title="Club night"), lang=lang)
        win.resize(1280, 800)
        win.move(0, 0)
        win.show()
        settle(app, 1.5)
        win.board.show_position(busiest(win.game), None, show_orders=False)
        settle(app, 1.0)
        shot(win, out / f"window-busiest-{lang}.png")
        win.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

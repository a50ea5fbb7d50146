#!/usr/bin/env python3
"""Screenshot of the board in a real window (X server, e.g. Xvfb) for docs/board.png.

    python tools/screenshot_board.py [docs/board.png] [--size 1600x1000] [--lang en]

Without a DISPLAY it starts its own Xvfb (apt-get install xvfb). The game: a standard
1901 played out (Spring bounces in Burgundy, Galicia and the Black Sea; Fall captures;
Winter builds), then Spring 1902 with bounces (Burgundy, English Channel), cut supports,
a convoy and a supported attack that dislodges the Russian army in Rumania, whose one
legal retreat (Ukraine) is highlighted. A Spring 1901 dislodgement cannot happen from
the standard opening (no two powers' units start next to a third unit that could support),
so the first Spring with one is 1902.

The picture is taken from the X screen (ImageMagick's ``import -window root`` when
available, else Qt's screen grab), so it shows what a window really shows.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SPRING_1901 = {
    "FRANCE": ["A Par - Bur", "A Mar - Spa", "F Bre - Mao"],
    "GERMANY": ["A Mun - Bur", "F Kie - Den", "A Ber - Kie"],
    "ENGLAND": ["F Lon - Nth", "F Edi - Nwg", "A Lvp - Yor"],
    "ITALY": ["A Rom - Apu", "F Nap - Ion", "A Ven H"],
    "AUSTRIA": ["A Vie - Gal", "A Bud - Ser", "F Tri - Alb"],
    "RUSSIA": ["A War - Gal", "A Mos - Ukr", "F Sev - Bla", "F StP/SC - Bot"],
    "TURKEY": ["F Ank - Bla", "A Con - Bul", "A Smy - Arm"],
}
FALL_1901 = {
    "FRANCE": ["F Mao - Por", "A Par - Pic", "A Spa H"],
    "GERMANY": ["A Kie - Hol", "F Den H", "A Mun H"],
    "ENGLAND": ["F Nwg - Nwy", "F Nth - Bel", "A Yor H"],
    "ITALY": ["F Ion C A Apu - Tun", "A Apu - Tun", "A Ven H"],
    "AUSTRIA": ["A Ser H", "F Alb - Gre", "A Vie - Gal"],
    "RUSSIA": ["F Bot - Swe", "A Ukr - Rum", "F Sev H", "A War H"],
    "TURKEY": ["A Bul H", "F Ank - Con", "A Arm H"],
}
WINTER_1901 = {
    "AUSTRIA": ["Build A Bud", "Build F Tri"], "ENGLAND": ["Build F Edi", "Build F Lon"],
    "FRANCE": ["Build A Par", "Build F Bre"], "GERMANY": ["Build A Ber", "Build F Kie"],
    "ITALY": ["Build F Nap"], "RUSSIA": ["Build A Mos", "Build F StP/NC"], "TURKEY": ["Build A Smy"],
}
SPRING_1902 = {
    "FRANCE": ["A Par - Bur", "A Pic H", "F Bre - Eng", "A Spa - Gas", "F Por - Mao"],
    "ENGLAND": ["F Lon - Eng", "F Edi - Nth", "F Nwy - Ska", "A Yor - Lvp", "F Bel H"],
    "GERMANY": ["A Mun - Bur", "F Kie - Hel", "F Den H", "A Ber - Pru", "A Hol S F Bel"],
    "ITALY": ["F Ion C A Tun - Alb", "A Tun - Alb", "F Nap - Tys", "A Ven - Tyr"],
    "AUSTRIA": ["A Ser - Rum", "A Bud S A Ser - Rum", "F Gre - Aeg", "F Tri - Adr", "A Gal S A Ser - Rum"],
    "RUSSIA": ["A Rum H", "F Sev S A Rum", "A War - Gal", "A Mos H", "F Swe - Bot", "F StP/NC - Bar"],
    "TURKEY": ["A Bul S A Ser - Rum", "F Con - Bla", "A Arm - Sev", "A Smy - Ank"],
}


def build_game():  # type: ignore[no-untyped-def]
    """A game adjudicated up to Spring 1902 (now in the Spring 1902 retreat phase)."""
    from referee_app.games.diplomacy import Game, load_ruleset

    game = Game.new(load_ruleset("standard"), title="Board screenshot")
    for sheets in (SPRING_1901, FALL_1901, WINTER_1901, SPRING_1902):
        for power, lines in sheets.items():
            game.set_orders(power, lines)
        game.process()
    return game


def _start_xvfb(w: int, h: int) -> subprocess.Popen[bytes] | None:
    if os.environ.get("DISPLAY"):
        return None
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        sys.exit("no DISPLAY and no Xvfb: apt-get install xvfb, or run under an X server")
    display = ":93"
    proc = subprocess.Popen([xvfb, display, "-screen", "0", f"{w}x{h}x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(50):
        if Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
            break
        time.sleep(0.1)
    os.environ["DISPLAY"] = display
    return proc


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", nargs="?", default=str(ROOT / "docs" / "board.png"))
    ap.add_argument("--size", default="1600x1000")
    ap.add_argument("--lang", default="en")
    args = ap.parse_args()
    w, h = (int(v) for v in args.size.lower().split("x"))
    xvfb = _start_xvfb(w, h)
    os.environ["QT_QPA_PLATFORM"] = "xcb"
    try:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        from referee_app.gui.board import BoardWidget

        app = QApplication(sys.argv)
        game = build_game()
        board = BoardWidget(game.ruleset, lang=args.lang)
        board.setWindowTitle(f"Board: {game.last.adjudication.phase.long_name()}")
        board.show_position(game.position, game.last.adjudication, show_orders=True)
        dests = sorted({d.province for o in game.retreat_options() for d in o.destinations})
        board.highlight(dests, kind="retreat")
        board.setGeometry(0, 0, w, h)
        board.show()
        out = Path(args.out)
        out.parent.mkdir(parents=True, exist_ok=True)

        def shoot() -> None:
            if shutil.which("import"):
                subprocess.run(["import", "-window", "root", str(out)], check=True)
            else:
                screen = app.primaryScreen()
                screen.grabWindow(0).save(str(out))
            print(f"wrote {out} ({game.last.adjudication.phase.long_name()}; retreats: {', '.join(dests) or 'none'})")
            app.quit()

        QTimer.singleShot(1200, shoot)
        app.exec()
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait(timeout=10)


if __name__ == "__main__":
    main()

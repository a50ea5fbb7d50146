"""Screenshots of the players' page at phone size, for docs/ (needs the system's Chromium: apt-get install chromium).

    python tools/screenshot_share.py [--out docs] [--width 390 --height 844]

Serves a game at its Fall 1901 retreats (results of the fall, Venice dislodged, the retreat clock running)
on 127.0.0.1, opens it in headless Chromium at the size of a phone and writes
``players-page.png`` (English) and ``players-page-zh_Hant.png`` (Traditional Chinese), plus ``-full`` pictures
of the whole page when ``--full`` is given.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from chromium import Chromium  # noqa: E402
from gui_helpers import FALL_1901, SPRING_1901  # noqa: E402

from referee_app.games.diplomacy import Game  # noqa: E402
from referee_app.share.feed import Feed  # noqa: E402
from referee_app.share.server import ShareServer  # noqa: E402


def retreat_game() -> Game:
    game = Game.new("standard", title="Friday night, table 3")
    for power, lines in SPRING_1901.items():
        game.set_orders(power, lines)
    game.process()
    for power, lines in FALL_1901.items():
        game.set_orders(power, lines)
    game.process()
    game.log_clock("start", period="retreats", elapsed=42, length=0, remaining=0, running=True)
    game.set_orders("ITALY", ["A Ven - Pie"])  # typed, not adjudicated: never on the page
    return game


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "docs"))
    ap.add_argument("--width", type=int, default=390)
    ap.add_argument("--height", type=int, default=844)
    ap.add_argument("--scale", type=float, default=2.0)
    ap.add_argument("--full", action="store_true", help="also the whole page, scrolled")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    game = retreat_game()
    feed = Feed()
    feed.push(game.game_name, game.events)
    feed.wait_version(1)
    try:
        with ShareServer(feed, "127.0.0.1", 0) as server, Chromium(args.width, args.height, args.scale) as b:
            for lang, name in (("en", "players-page"), ("zh_Hant", "players-page-zh_Hant")):
                b.goto(server.url + f"?lang={lang}")
                b.wait_for(f"document.getElementById('board-img').complete && "
                           f"document.getElementById('board-img').naturalWidth > 1000 && "
                           f"document.getElementById('board-img').src.indexOf('lang={lang}') >= 0")
                b.wait_for("document.getElementById('live').className === 'live on'")
                time.sleep(0.6)  # the fonts settle
                b.screenshot(str(out / f"{name}.png"))
                print(out / f"{name}.png")
                if args.full:
                    b.screenshot(str(out / f"{name}-full.png"), full_page=True)
                    print(out / f"{name}-full.png")
    finally:
        feed.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Screenshots of the players' page at phone size, for docs/ (needs the system's Chromium: apt-get install chromium).

    python tools/screenshot_share.py [--out docs] [--width 390 --height 844] [--game diplomacy|lieou|pog|all]

Diplomacy (the default): serves a game at its Fall 1901 retreats (results of the fall, Venice dislodged, the
retreat clock running) on 127.0.0.1, opens it in headless Chromium at the size of a phone and writes
``players-page.png`` (English) and ``players-page-zh_Hant.png`` (Traditional Chinese). 列欧帝国棋
(``--game lieou``): a game in its 100th round, after a battle of four rounds, one empire fallen:
``players-page-lieou.png``. Paths of Glory (``--game pog``): the action phase of August 1914 after a
combat and a VP change, an order of battle kept (the map under the tracks, Verdun out of supply):
``players-page-pog.png``. ``--full`` adds ``-full`` pictures of the whole page;
``--lang`` takes other languages for the two new games.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

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


def lieou_game() -> Any:
    """列欧帝国棋 in its 100th round: a battle of four rounds just decided, Pink fallen (a random game, seed 7)."""
    from referee_app.games.lieou.game import LieouGame
    from referee_app.games.lieou.randomgame import play_random

    return LieouGame.replay(play_random(7).events[:975], time.time)


def pog_game() -> Any:
    """Paths of Glory, August 1914, action round 2: mandated offensives rolled, a combat, a VP gained."""
    from referee_app.games.paths_of_glory.game import PogGame

    game = PogGame.new("intro", seed=5)
    game.note("the referee's note: never on the page")
    game.roll_mandated(4, 3)
    game.next()
    game.action("central", "ops", card="Guns of August", value=3)
    game.combat({"side": "central", "mandated": True,
                 "attacker": {"units": [{"nation": "GE", "type": "army", "cf": [5, 3]}]},
                 "defender": {"units": [{"nation": "FR", "type": "army", "cf": [3, 2]}]}})
    game.action("allied", "sr", card="Entrench", value=2)
    game.change_vp(1, "Liege captured")
    # the order of battle kept: the Western front, Verdun cut off, so the map is under the tracks
    for space, units, trench, control in (
            ("Koblenz", [("GE 1", 5, 3), ("GE 2", 5, 3)], 0, None), ("Metz", [("GE 6", 5, 3)], 0, None),
            ("Sedan", [("GE 4", 5, 3)], 0, None), ("Nancy", [("GE c", 1, 1)], 0, None),
            ("Chateau Thierry", [], 0, "central"), ("Bar le Duc", [], 0, "central"),
            ("Verdun", [("FR 3", 3, 2)], 1, None), ("Brussels", [("BE A", 2, 1)], 0, None)):
        game.place(space, [{"id": uid, "nation": uid[:2], "type": "army" if full > 1 else "corps", "cf": [full, reduced]}
                           for uid, full, reduced in units], trench=trench, control=control)
    return game


def shoot(game: Any, shots: list[tuple[str, str]], out: Path, args: argparse.Namespace, board_width: int) -> None:
    feed = Feed()
    feed.push(game.game_name, game.events)
    feed.wait_version(1)
    try:
        with ShareServer(feed, "127.0.0.1", 0, game_name=game.game_name) as server, \
                Chromium(args.width, args.height, args.scale) as b:
            for lang, name in shots:
                b.goto(server.url + f"?lang={lang}")
                b.wait_for(f"document.getElementById('board-img').complete && "
                           f"document.getElementById('board-img').naturalWidth >= {board_width} && "
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


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "docs"))
    ap.add_argument("--width", type=int, default=390)
    ap.add_argument("--height", type=int, default=844)
    ap.add_argument("--scale", type=float, default=2.0)
    ap.add_argument("--full", action="store_true", help="also the whole page, scrolled")
    ap.add_argument("--game", choices=("diplomacy", "lieou", "pog", "all"), default="diplomacy")
    ap.add_argument("--lang", default="en", help="the language of the 列欧帝国棋 and Paths of Glory pictures")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    if args.game in ("diplomacy", "all"):
        shoot(retreat_game(), [("en", "players-page"), ("zh_Hant", "players-page-zh_Hant")], out, args, 1000)
    suffix = "" if args.lang == "en" else f"-{args.lang}"
    if args.game in ("lieou", "all"):
        shoot(lieou_game(), [(args.lang, f"players-page-lieou{suffix}")], out, args, 1000)
    if args.game in ("pog", "all"):
        shoot(pog_game(), [(args.lang, f"players-page-pog{suffix}")], out, args, 390)
    return 0


if __name__ == "__main__":
    sys.exit(main())

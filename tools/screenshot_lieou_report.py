"""Screenshots of the HTML report of a game of 列欧帝国棋 (``referee-cli lieou export --format html``), for docs/
(needs the system's Chromium: apt-get install chromium).

    python tools/screenshot_lieou_report.py [--out docs] [--rounds 14] [--width 1280] [--lang en zh_Hans]

Plays a seeded game (every action a legal one, some dice typed, one action taken back) to the end of
``--rounds`` rounds, writes its report in each language to ``--out`` (``lieou-report-<lang>.html``) and
photographs it in headless Chromium ``--width`` pixels wide: ``lieou-report-<lang>.png`` (the top: the
empires and the chart) and ``lieou-report-<lang>-turn.png`` (one turn: its board and its log).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from chromium import Chromium  # noqa: E402

from referee_app.exports import export_game  # noqa: E402
from referee_app.games.lieou.game import LieouGame  # noqa: E402
from referee_app.games.lieou.randomgame import answers, legal_actions, pick  # noqa: E402


def sample_game(rounds: int, seed: int = 5) -> LieouGame:
    """A game to the end of ``rounds`` rounds: legal actions chosen at random, the first battle's dice typed,
    one action taken back."""
    rng = random.Random(seed)
    t = [1_746_126_000.0]

    def clock() -> float:
        t[0] += rng.uniform(4, 40)
        return t[0]

    game = LieouGame(seed=seed, clock=clock)
    game.act("fight")
    typed = False
    undone = False
    while game.state.phase != "over" and game.state.round <= rounds:
        s = game.state
        if s.decision is not None:
            game.act(rng.choice(answers(game)))
        elif s.queue:
            w = game.waiting() or {}
            if not typed and w.get("step") == "rounds":
                na, nd = w["dice"]
                game.act("roll " + "".join(str(rng.randint(1, 6)) for _ in range(na)) + "/"
                         + "".join(str(rng.randint(1, 6)) for _ in range(nd)))
                typed = True
            else:
                game.act("fight")
        else:
            game.act(pick(rng, game, legal_actions(game)))
            if not undone and s.round == 2:
                game.undo()
                undone = True
    return game


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="docs")
    ap.add_argument("--rounds", type=int, default=14)
    ap.add_argument("--width", type=int, default=1280)
    ap.add_argument("--height", type=int, default=1700)
    ap.add_argument("--turn", type=int, default=9, help="the number of the turn photographed")
    ap.add_argument("--lang", nargs="+", default=["en", "zh_Hans"])
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    game = sample_game(args.rounds)
    with Chromium(width=args.width, height=args.height, scale=1.0, mobile=False) as browser:
        for lang in args.lang:
            page = export_game(game, "html", out / f"lieou-report-{lang}.html", lang=lang)
            browser.goto(page.resolve().as_uri())
            browser.wait_for("document.readyState === 'complete' && document.querySelectorAll('svg.board').length > 0")
            time.sleep(0.5)
            browser.eval("window.scrollTo(0, 0)")
            browser.screenshot(str(out / f"lieou-report-{lang}.png"))
            sections = browser.eval("Array.from(document.querySelectorAll('section.turn')).map(s => s.id)")
            target = sections[min(args.turn, len(sections) - 1)]
            browser.eval(f"document.getElementById({target!r}).scrollIntoView()")
            time.sleep(0.5)
            browser.screenshot(str(out / f"lieou-report-{lang}-turn.png"))
            print(f"{page}: {len(sections)} turns")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Screenshots of the Tournament window, the standings projector and the Score tab, in real windows.

Run under an X server, e.g. a virtual one:

    xvfb-run -s "-screen 0 3400x1120x24" python tools/screenshot_tournament.py [--out docs] [--scratch /tmp/shots]

It runs a tournament of 21 players over three rounds (results typed in, one board taken from an
ended game file), and takes:

* ``tournament-window.png``       the Tournament window on the seating and results of round 3
* ``tournament-standings.png``    its standings page (scratch)
* ``standings-projector.png``     the standings on a 1920x1080 projector
* ``seating-projector.png``       round 3's seating on the projector
* ``standings-projector-zh_Hant.png``  the standings in Traditional Chinese
* ``tournament-window-ja.png``   the Tournament window in Japanese (scratch)
* ``score-tab.png``               the referee window's Score tab after a solo victory

The tournament window, the three projector views and the Score tab are copied to ``--out``.
"""

from __future__ import annotations

import argparse
import random
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from xwindow import real_window, settle, shot  # noqa: E402  (tools/ is the script's folder)

PLAYERS = ["Anna Keller", "Ben Okafor", "Chloé Martin", "Dieter Brandt", "Elena Rossi", "Fyodor Ivanov", "Gül Yılmaz",
           "Hiro Tanaka", "Isabel Cruz", "Jonas Berg", "Kate O'Neill", "Lars Nilsson", "Mei Chen", "Nadia Haddad",
           "Omar Farouk", "Pia Schulz", "Quentin Roy", "Rosa Vidal", "Sven Dahl", "Tomás Silva", "Uma Patel"]
# board results as the director types them: centre counts (A E F G I R T), solo or draw, years of elimination
RESULTS = [
    ({"AUSTRIA": 0, "ENGLAND": 9, "FRANCE": 7, "GERMANY": 6, "ITALY": 3, "RUSSIA": 5, "TURKEY": 4}, None, None,
     {"AUSTRIA": 1906}),
    ({"AUSTRIA": 5, "ENGLAND": 8, "FRANCE": 8, "GERMANY": 4, "ITALY": 4, "RUSSIA": 3, "TURKEY": 2}, None,
     ["AUSTRIA", "ENGLAND", "FRANCE"], {}),
    ({"AUSTRIA": 0, "ENGLAND": 5, "FRANCE": 3, "GERMANY": 0, "ITALY": 4, "RUSSIA": 4, "TURKEY": 18}, "TURKEY", None,
     {"AUSTRIA": 1905, "GERMANY": 1908}),
    ({"AUSTRIA": 6, "ENGLAND": 4, "FRANCE": 10, "GERMANY": 2, "ITALY": 5, "RUSSIA": 7, "TURKEY": 0}, None, None,
     {"TURKEY": 1907}),
    ({"AUSTRIA": 3, "ENGLAND": 6, "FRANCE": 6, "GERMANY": 6, "ITALY": 6, "RUSSIA": 2, "TURKEY": 5}, None, None, {}),
    ({"AUSTRIA": 11, "ENGLAND": 5, "FRANCE": 5, "GERMANY": 4, "ITALY": 0, "RUSSIA": 6, "TURKEY": 3}, None, None,
     {"ITALY": 1906}),
    ({"AUSTRIA": 2, "ENGLAND": 7, "FRANCE": 4, "GERMANY": 9, "ITALY": 6, "RUSSIA": 6, "TURKEY": 0}, None, None,
     {"TURKEY": 1909}),
    ({"AUSTRIA": 4, "ENGLAND": 4, "FRANCE": 8, "GERMANY": 5, "ITALY": 4, "RUSSIA": 5, "TURKEY": 4}, None, None, {}),
]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=str(ROOT / "docs"), help="where the kept screenshots go")
    ap.add_argument("--scratch", default="/tmp/shots", help="where all screenshots go")
    args = ap.parse_args()
    work = real_window()
    if work is None:
        return 2
    scratch = Path(args.scratch)
    scratch.mkdir(parents=True, exist_ok=True)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtWidgets import QApplication

    from referee_app.core.record import GameFile
    from referee_app.games.diplomacy import Game, Phase, Position, endings, load_ruleset, parse_unit
    from referee_app.games.diplomacy.table.variants import new_game
    from referee_app.gui import language
    from referee_app.gui.main_window import MainWindow
    from referee_app.gui.tournament_window import TournamentWindow
    from referee_app.tournament.scoring import typed_result
    from referee_app.tournament.tournament import Tournament

    app = QApplication.instance() or QApplication(sys.argv[:1])
    language.register_fonts()
    language.install("en")

    # --- the tournament: three rounds of three boards
    t = Tournament.create(work / "club-cup.diptour", "Club Cup 2024", "c-diplo", tiebreaks=["best-round", "tops"])
    for name in PLAYERS:
        t.add_player(name)
    rng = random.Random(17)
    for r in (1, 2, 3):
        boards = t.seed_round(seed=100 + r)
        if r == 3:
            break
        for b in boards:
            counts, solo, draw, fell = rng.choice(RESULTS)
            t.record_result(r, b.number, typed_result(counts, solo=solo, draw=draw, fell_in=fell, year=1910))
    # round 3: board 1 from an ended game file, board 2 typed, board 3 still being played
    game = Game.new("standard", title="Club Cup round 3 board 1")
    game_path = work / "r3b1.dipgame"
    with GameFile.create(game_path, game):
        game.process()
        endings.end_by_agreement(game, how="draw")
    t.link_game(3, 1, game_path)
    counts, solo, draw, fell = RESULTS[3]
    t.record_result(3, 2, typed_result(counts, solo=solo, draw=draw, fell_in=fell, year=1911))

    tw = TournamentWindow(t)
    tw.resize(1400, 860)
    tw.move(0, 0)
    tw.show()
    tw.show_page(1)
    tw.select_seat(2, "FRANCE")
    settle(app, 0.8)
    shot(tw, scratch / "tournament-window.png")
    tw.show_page(2)
    settle(app, 0.4)
    shot(tw, scratch / "tournament-standings.png")

    # the projector: a 1920x1080 window beside the director's
    tw.show_projector("standings")
    proj = tw.projector
    proj.showNormal()
    proj.resize(1920, 1080)
    proj.move(1420, 0)
    proj.raise_()
    settle(app, 0.8)
    shot(proj, scratch / "standings-projector.png")
    tw.show_projector("seating")
    settle(app, 0.6)
    shot(proj, scratch / "seating-projector.png")

    # the same in Chinese and Japanese
    language.install("zh_Hant")
    tw.retranslate()
    tw.show_projector("standings")
    settle(app, 0.6)
    shot(proj, scratch / "standings-projector-zh_Hant.png")
    language.install("ja")
    tw.retranslate()
    tw.show_page(1)
    settle(app, 0.6)
    shot(tw, scratch / "tournament-window-ja.png")
    language.install("en")
    tw.finish()

    # the referee window: France takes its 18th centre; the Score tab
    rs = load_ruleset("standard")
    france = "PAR BRE MAR SPA POR BEL HOL LON LVP EDI MUN KIE BER DEN NWY SWE TUN".split()
    units = {"FRANCE": ["A PIE", "A PAR", "F ENG", "A MUN", "F NWY"], "ITALY": ["A ROM", "F NAP"],
             "RUSSIA": ["A MOS", "A WAR"], "TURKEY": ["A CON", "F ANK", "A BUL"], "AUSTRIA": ["A VIE"]}
    centres = {c: "FRANCE" for c in france} | {"ROM": "ITALY", "NAP": "ITALY", "MOS": "RUSSIA", "WAR": "RUSSIA",
                                                "CON": "TURKEY", "ANK": "TURKEY", "BUL": "TURKEY", "VIE": "AUSTRIA"}
    pos = Position.build(Phase.parse("F1908M"), [parse_unit(u, p, rs.map) for p, lst in units.items() for u in lst],
                         centres)
    players = dict(zip(["AUSTRIA", "ENGLAND", "FRANCE", "GERMANY", "ITALY", "RUSSIA", "TURKEY"], PLAYERS))
    solo_game = new_game(rs, 7, position=pos, names=players)
    win = MainWindow(solo_game, lang="en")
    win.ask = lambda title, text: True  # type: ignore[method-assign]
    win.resize(1600, 980)
    win.move(0, 0)
    win.show()
    settle(app, 0.5)
    solo_game.set_orders("FRANCE", ["A Pie - Ven"])
    win.run("adjudicate")
    settle(app, 1.0)
    shot(win, scratch / "score-tab.png")
    win.close()

    for name in ("tournament-window.png", "standings-projector.png", "standings-projector-zh_Hant.png",
                 "seating-projector.png", "score-tab.png"):
        shutil.copy(scratch / name, out / name)
    print(f"screenshots in {scratch}; kept the tournament window, both projector views and the Score tab in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Real-window screenshots of 列欧帝国棋 at its busiest and of the projector after a bombing (issue 28):

    xvfb-run -s "-screen 0 3900x1200x24" python tools/screenshot_lieou_busy.py [--out DIR] [--lang zh_Hans]
    (openbox may run on that display; the tool also works without a window manager)

A set position with every land held, the regimes stacked where they fled, a general for each country, a
marshal for each region, airfields, air groups and columns on many lands; the window opens its file at
1280x800 and at 1920x1080 (``lieou-busy-1280.png``, ``lieou-busy-1920.png``); then an air force bombs a
land with an air force of its own, the air combat and the bombing are rolled, and the projector is taken
at both sizes (``lieou-projector-bomb-1280.png``, ``lieou-projector-bomb-1920.png``).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from xwindow import real_window, settle, shot  # noqa: E402  (tools/ is the script's folder)


def busy_position() -> dict:
    """Every land held; each country's regime, three of them stacked on one land; a general for each
    country, a marshal for each region; airfields and air forces on a third of the lands."""
    from referee_app.games.lieou.board import load_board

    b = load_board()
    colours = list(b.colours)
    codes = list(b.lands)
    owner = {code: colours[i % 4] for i, code in enumerate(codes)}
    lands = {code: [owner[code], 3 + (i * 7) % 23] for i, code in enumerate(codes)}
    regimes = {}
    for c, country in b.countries.items():
        land = country.lands[0]
        regimes[c] = [land, owner[land]]
    # two regimes that fled onto one land (5.3.1): three on 俄C
    regimes["德"] = ["俄C", owner["俄C"]]
    regimes["北"] = ["俄C", owner["俄C"]]
    capital = {}
    for c, (_land, holder) in regimes.items():
        capital.setdefault(holder, c)
    generals = {c: b.countries[c].lands[-1] for c in b.countries}
    marshals = {r: next(x for x in b.regions[r] if x not in generals.values()) for r in b.regions}
    airfields = [code for i, code in enumerate(codes) if i % 3 == 0] + ["德D", "德E"]
    air = {code: ("column" if i % 4 == 0 else 1 + i % 5) for i, code in enumerate(airfields)}
    return {"lands": lands, "regimes": regimes, "capital": capital, "turn": owner["德E"],
            "initial_period": False, "generals": generals, "marshals": marshals, "airfields": sorted(set(airfields)),
            "air": air}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=str(ROOT / "docs"))
    ap.add_argument("--lang", default="zh_Hans")
    args = ap.parse_args()
    if real_window() is None:
        return 2
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtWidgets import QApplication

    from referee_app.core.record import GameFile
    from referee_app.games.lieou.game import LieouGame
    from referee_app.gui import language
    from referee_app.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    language.register_fonts()
    pos = busy_position()
    game = LieouGame(seed=28, position=pos)
    path = Path(tempfile.mkdtemp()) / "busy.lieou"
    GameFile.create(path, game).close()
    win = MainWindow(lang=args.lang)
    win.ask = lambda title, text: True  # type: ignore[method-assign]
    win.move(0, 0)
    win.show()
    settle(app, 0.5)
    assert win.open_game(str(path))
    for w, h in ((1280, 800), (1920, 1080)):
        win.showNormal()
        win.resize(w, h)
        settle(app, 1.0)
        shot(win, out / f"lieou-busy-{w}.png")
    game = win.game
    me = game.state.turn
    pairs = [(p, t) for p in sorted(game.state.air) if game.owner_of(p) == me and not game.air_at(p).empty
             for t in sorted(game.air_range(p)) if game.owner_of(t) not in (None, me) and not game.air_at(t).empty]

    def bombs_after_air(pair: tuple[str, str]) -> bool:  # tried on a copy: an air combat, then the bombing
        trial = LieouGame.replay(game.events)
        trial.act(f"bomb {pair[0]} {pair[1]}")
        trial.act("fight")
        return bool((trial.to_json().get("last_battle") or {}).get("bombing"))

    src, target = next((pr for pr in pairs if bombs_after_air(pr)), pairs[0])
    t = win.panels.table
    t.line.setText(f"bomb {src} {target}")
    win.run("lieou_act")
    win.run("lieou_fight")
    while game.state.decision is not None:
        win.run("lieou_choose")
    win.toggle_projector()
    proj = win.projector
    assert proj is not None
    for w, h in ((1280, 800), (1920, 1080)):
        proj.showNormal()
        proj.resize(w, h)
        proj.move(1930, 0)
        settle(app, 1.0)
        shot(proj, out / f"lieou-projector-bomb-{w}.png")
    print(f"bombed {target} from {src}: {game.to_json()['last_battle']}")
    win.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

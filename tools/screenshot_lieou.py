"""Real-window screenshots of 列欧帝国棋 in the shared referee window (run under an X server, e.g. Xvfb):

    xvfb-run -s "-screen 0 3900x1200x24" python tools/screenshot_lieou.py [--out docs] [--lang zh_Hans]

A seeded random game is played to round 12 off screen; then the referee window opens it (File > Open of
its game file), an attack is typed on the action line and its first round rolled, the next order is half
typed, and it takes:

* ``lieou-board.png``      the referee window in mid-game (kept in docs/)
* ``lieou-projector.png``  the projector beside it at 1920x1080 (kept in docs/)
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from xwindow import real_window, settle, shot  # noqa: E402  (tools/ is the script's folder)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=str(ROOT / "docs"))
    ap.add_argument("--lang", default="zh_Hans")
    ap.add_argument("--width", type=int, default=1880)
    ap.add_argument("--height", type=int, default=1040)
    args = ap.parse_args()
    if real_window() is None:
        return 2
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtWidgets import QApplication

    from referee_app.core.record import GameFile
    from referee_app.games.lieou.game import LieouGame
    from referee_app.games.lieou.randomgame import answers, legal_actions, pick
    from referee_app.gui import language
    from referee_app.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    language.register_fonts()
    rng = random.Random(3)
    game = LieouGame(seed=3)
    game.act("fight")
    while game.state.round < 12:
        s = game.state
        if s.decision is not None:
            game.act(rng.choice(answers(game)))
        elif s.queue:
            game.act("fight")
        else:
            game.act(pick(rng, game, legal_actions(game)))
    path = Path(tempfile.mkdtemp()) / "evening.lieou"
    GameFile.create(path, game).close()

    win = MainWindow(lang=args.lang)
    win.ask = lambda title, text: True  # type: ignore[method-assign]
    win.resize(args.width, args.height)
    win.move(0, 0)
    win.show()
    settle(app, 0.5)
    assert win.open_game(str(path))
    game = win.game
    me = game.state.turn
    src = max(game.lands_of(me), key=game.armies_of)
    tgt = next(n for n in sorted(game.board.neighbours[src]) if game.state.owner[n] != me)
    t = win.panels.table
    t.line.setText(f"attack {src} {tgt}")
    win.run("lieou_act")
    win.run("lieou_roll")
    t.show_place(src)
    t.board.select(src)
    t.line.setText(f"move {src} ")
    t.line.setFocus()
    settle(app, 0.8)
    shot(win, out / "lieou-board.png")

    win.toggle_projector()
    proj = win.projector
    assert proj is not None
    proj.showNormal()
    proj.resize(1920, 1080)
    proj.move(args.width + 10, 0)
    settle(app, 0.8)
    shot(proj, out / "lieou-projector.png")
    win.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

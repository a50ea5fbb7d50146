"""Real-window screenshots of 列欧帝国棋's panels (run under Xvfb): the board in mid-game and the projector.

    xvfb-run -s "-screen 0 1920x1080x24" python tools/screenshot_lieou.py docs/
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from referee_app.games.lieou.game import LieouGame  # noqa: E402
from referee_app.games.lieou.randomgame import answers, legal_actions, pick  # noqa: E402
from referee_app.gui.lieou.panels import LieouPanels  # noqa: E402


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs")
    app = QApplication(sys.argv)
    from referee_app.gui import language

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
    me = game.state.turn
    panels = LieouPanels(game, None, "zh_Hans")
    w = panels.widgets()
    w.resize(1880, 1040)
    w.show()
    t = panels.table
    src = max(game.lands_of(me), key=game.armies_of)
    tgt = next(n for n in sorted(game.board.neighbours[src]) if game.state.owner[n] != me)
    t.do(f"attack {src} {tgt}")
    t.do("roll")
    t.line.setText(f"move {src} ")
    panels.on_change()
    for _ in range(5):
        app.processEvents()
    w.grab().save(str(out / "lieou-board.png"))
    proj = panels.projector_widget()
    proj.resize(1920, 1080)
    proj.show()
    for _ in range(5):
        app.processEvents()
    proj.grab().save(str(out / "lieou-projector.png"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

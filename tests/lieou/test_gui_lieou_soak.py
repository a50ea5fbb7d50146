"""A 200-turn seeded random game of 列欧帝国棋 through the panels offscreen, memory measured."""

from __future__ import annotations

import random
import time
import tracemalloc

import pytest

from referee_app.games.lieou.game import LieouGame
from referee_app.games.lieou.randomgame import answers, battle_actions, legal_actions, pick
from referee_app.gui.lieou.panels import LieouPanels


@pytest.mark.slow  # about 110 s with tracemalloc on
def test_200_turns_through_the_panels(qtbot):
    rng = random.Random(2024)
    game = LieouGame(seed=2024)
    panels = LieouPanels(game, None, "zh_Hans")
    w = panels.widgets()
    qtbot.addWidget(w)
    proj = panels.projector_widget()
    qtbot.addWidget(proj)
    w.resize(1400, 900)
    t = panels.table
    t.do("fight")
    tracemalloc.start()
    start = time.monotonic()
    turns = 0
    last_turn = (game.state.round, game.state.turn)
    base = None
    while turns < 200 and game.state.phase == "play":
        s = game.state
        if s.decision is not None:
            assert t.do(rng.choice(answers(game)))
        elif s.queue:
            said = battle_actions(game)
            assert t.do(rng.choice(said) if said and rng.random() < 0.3 else "fight")
        else:
            assert t.do(pick(rng, game, legal_actions(game)))
        now = (game.state.round, game.state.turn)
        if now != last_turn:
            turns += 1
            last_turn = now
            if turns == 20:
                base = tracemalloc.get_traced_memory()[0]
    current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    elapsed = time.monotonic() - start
    print(f"\n200-turn soak: {turns} turns, {len(game.events)} events, {elapsed:.1f} s, "
          f"memory {current / 1e6:.1f} MB (after 20 turns {base / 1e6 if base else 0:.1f} MB), peak {peak / 1e6:.1f} MB")
    assert turns >= 200 or game.state.phase == "over"
    assert t.log.count() > 0 and proj.texts()
    if base is not None:
        assert current - base < 60e6  # no leak per turn (the log of messages grows a little)
    panels.close()

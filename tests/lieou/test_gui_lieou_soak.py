"""A 200-turn seeded random game of 列欧帝国棋 driven through the shared window offscreen (the action line and
the window's command rows, the projector open, the game file written as it goes), memory measured: the growth
over the second hundred turns must not outrun the first's (no leak per turn)."""

from __future__ import annotations

import os
import random
import time
import tracemalloc

import pytest
from gui_helpers import make_window
from PySide6.QtWidgets import QApplication

from referee_app.core.record import GameFile
from referee_app.games.lieou.game import LieouGame
from referee_app.games.lieou.randomgame import answers, battle_actions, legal_actions, pick
from referee_app.gui.lieou import LieouPanels


def rss() -> int:
    """The process's resident memory in bytes (Qt's C++ side too), 0 where /proc is not there."""
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError, AttributeError):
        return 0


@pytest.mark.slow  # some 2-4 minutes with tracemalloc on
def test_200_turns_through_the_window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    rng = random.Random(2024)
    game = LieouGame(seed=2024)
    path = tmp_path / "soak.lieou"
    gf = GameFile.create(path, game)
    w = make_window(qtbot, game, gf)
    assert isinstance(w.panels, LieouPanels)
    w.toggle_projector()
    qtbot.addWidget(w.projector)
    t = w.panels.table

    def line(text: str) -> None:
        t.line.setText(text)
        assert t.submit(), (text, t.check_label.text())

    w.run("lieou_fight")
    tracemalloc.start()
    start = time.monotonic()
    turns = 0
    last_turn = (game.state.round, game.state.turn)
    marks: dict[int, int] = {}
    rss_marks: dict[int, int] = {}
    while turns < 200 and game.state.phase == "play":
        s = game.state
        if s.decision is not None:
            line(rng.choice(answers(game)))
        elif s.queue:
            said = battle_actions(game)
            if said and rng.random() < 0.3:
                line(rng.choice(said))
            else:
                w.run("lieou_fight")
        else:
            line(pick(rng, game, legal_actions(game)))
        QApplication.processEvents()
        now = (game.state.round, game.state.turn)
        if now != last_turn:
            turns += 1
            last_turn = now
            if turns in (20, 110, 200):
                marks[turns] = tracemalloc.get_traced_memory()[0]
                rss_marks[turns] = rss()
    current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    elapsed = time.monotonic() - start
    first = marks.get(110, current) - marks.get(20, 0)
    second = marks.get(200, current) - marks.get(110, current)
    print(f"\n200-turn soak through the window: {turns} turns, {len(game.events)} events, {elapsed:.1f} s; traced memory "
          f"after 20 turns {marks.get(20, 0) / 1e6:.1f} MB, after 110 {marks.get(110, 0) / 1e6:.1f} MB, after 200 "
          f"{marks.get(200, current) / 1e6:.1f} MB (turns 20-110: {first / 1e6:+.1f} MB, 110-200: {second / 1e6:+.1f} MB), "
          f"peak {peak / 1e6:.1f} MB; resident " + ", ".join(f"{k}: {v / 1e6:.0f} MB" for k, v in rss_marks.items()))
    assert turns >= 200 or game.state.phase == "over"
    assert not w.told and not w.errors
    assert w.projector.texts() and t.log.count() > 0
    if 110 in marks and 200 in marks:
        # what grows is the record and its log (a few kB a turn): the second half grows no faster than the first
        assert second < max(2 * first, 4e6), (first, second)
        assert current - marks[20] < 60e6
    if rss_marks.get(200):  # the whole process, Qt's side too: no unbounded growth either
        first_rss = rss_marks[110] - rss_marks[20]
        second_rss = rss_marks[200] - rss_marks[110]
        assert second_rss < max(2 * first_rss, 40e6), (first_rss, second_rss)
    w.close()
    side = GameFile.open(path, readonly=True)
    try:
        assert side.game.to_json() == game.to_json()  # every action and die was written as it happened
    finally:
        side.close()

"""Soak through the window (offscreen): a 10-year random game entered sheet by sheet, every phase in the file."""

import random

from gui_helpers import make_window
from PySide6.QtWidgets import QApplication
from test_soak import rss_mb

from referee_app.core.record import GameFile
from referee_app.games.diplomacy import format_order
from referee_app.games.diplomacy.table.randomgame import random_orders


def play_through_window(qtbot, tmp_path, years: int, seed: int):
    rng = random.Random(seed)
    w = make_window(qtbot)
    path = tmp_path / "soak.dipgame"
    assert w.save_as(str(path))
    game = w.game
    start_rss = rss_mb()
    last_year = game.phase.year + years
    phases = 0
    while game.phase.year < last_year and game.end is None:
        for power, orders in random_orders(game.position, game.ruleset, rng).items():
            w.pane(power).editor.setPlainText("\n".join(format_order(o) for o in orders))
        QApplication.processEvents()
        w.adjudicate()
        QApplication.processEvents()
        phases += 1
    assert not w.told, w.told  # no error message was shown to the referee
    grown = rss_mb() - start_rss
    final = game.position
    history = len(game.history)
    w.close()
    with GameFile.open(path, readonly=True) as gf:
        assert gf.game.position == final
        assert len(gf.game.history) == history == phases
    return phases, grown


def test_ten_years_through_the_window(qtbot, tmp_path):
    phases, grown = play_through_window(qtbot, tmp_path, years=10, seed=4)
    assert phases >= 20
    assert grown < 400, f"RSS grew by {grown:.0f} MB over {phases} phases"
    print(f"\n{phases} phases through the window, RSS grew {grown:.1f} MB")

"""File > Open over another game no longer makes the Score tab (issue 33, round 11, `open long`): until the tab is
first shown or read, the window keeps what it would hold instead (the settings it would have read, then the system the
game shown before was last scored under). Made late, it shows what a tab made at the first game change, and shown
every game since, shows; a game file opened over another one leaves it unmade, and the window the same."""

from __future__ import annotations

import pytest
from gui_helpers import delivered, make_window
from test_gui_lazy_parts import eager_score, score_snapshot, scored_game

from referee_app.core.record import GameFile
from referee_app.games.diplomacy import Game
from referee_app.gui import language
from referee_app.gui.diplomacy import panels as panels_module
from referee_app.tournament import scoring


@pytest.fixture
def no_idle(monkeypatch):
    monkeypatch.setattr(panels_module, "IDLE_BUILD_MS", 3_600_000)


def test_the_kind_of_a_score_event_is_the_scorings():
    assert panels_module.SCORE_EVENT == scoring.SCORE_EVENT


def game_of(what: str | None) -> Game:
    """A game that goes on (None), one ended and scored under ``what``, or (``what`` ending in "…") one scored
    under it whose ending was then taken back: it goes on."""
    if what is None:
        return Game.new("standard")
    game = scored_game(what.rstrip("…"))
    if what.endswith("…"):
        game._apply(game._log("reopen-game", {}))  # (as a replay reads it back)
        assert game.end is None
    return game


@pytest.mark.parametrize("systems", [
    ["carnage…", None, None],  # a scored game left first, then two games never scored
    [None, "sum-of-squares…", None, "carnage…", None],
    [None, None, None],  # no game scored: the system remembered, as read at the first change
    ["carnage…", "sum-of-squares"],  # the last game shown is scored: its own system when made
    [None, "carnage", None],  # an ended game left: the tab made then, as before
    ["carnage", None, "sum-of-squares…", None],
], ids=["scored first", "two scored", "none scored", "scored last", "an ended game", "ended first"])
def test_the_score_tab_made_after_games_were_opened_shows_what_one_made_at_the_first_change_shows(
        qtbot, no_idle, systems):
    language.save_settings(scoring_system="c-diplo")
    games = [game_of(s) for s in systems]
    w = make_window(qtbot, games[0])
    made = False
    for before, game in zip(games, games[1:]):
        w.set_game(game)
        made = made or before.end is not None
        assert (w.panels._score_panel is not None) is made  # made at a change only when an ended game was shown
    assert score_snapshot(w.score_panel) == eager_score(games)


def test_the_settings_are_those_read_at_the_first_change(qtbot, no_idle):
    from referee_app.gui.diplomacy.score_view import ScorePanel

    language.save_settings(scoring_system="sum-of-squares")
    first, second, third = Game.new("standard"), Game.new("standard"), Game.new("standard")
    w = make_window(qtbot, first)
    eager = ScorePanel()  # the tab as the first change made it: it read the settings then
    eager.show_game(first)
    w.set_game(second)
    eager.show_game(second)
    language.save_settings(scoring_system="carnage")  # (another window of the program changes it)
    w.set_game(third)
    eager.show_game(third)
    try:
        assert w.score_panel.current_system() == "sum-of-squares"
        assert score_snapshot(w.score_panel) == score_snapshot(eager)
    finally:
        eager.deleteLater()


@pytest.mark.parametrize("first", ["carnage…", None])
def test_a_game_file_opened_over_another_leaves_the_tab_unmade_and_the_window_the_same(qtbot, tmp_path, no_idle, first):
    language.save_settings(scoring_system="c-diplo")
    one, two = tmp_path / "first.dipgame", tmp_path / "second.dipgame"
    GameFile.create(one, game_of(first)).close()
    GameFile.create(two, Game.new("standard")).close()
    shots = []
    for make_early in (True, False):
        w = make_window(qtbot)
        w.resize(1280, 800)
        delivered()
        assert w.open_game(str(one))
        delivered()
        if make_early:  # as File > Open made it before
            w.panels.score_panel  # noqa: B018
        assert w.open_game(str(two))
        delivered()
        assert (w.panels._score_panel is None) is not make_early
        shots.append(w.grab().toImage())
        panel = w.score_panel
        assert panel.current_system() == ("carnage" if first else "c-diplo")
        w.panels.info_tabs.setCurrentWidget(panel)
        delivered()
        shots.append((score_snapshot(panel), w.grab().toImage()))
        w.close()
    early, early_tab, late, late_tab = shots
    assert late == early  # the window after the open, before the tab is shown
    assert late_tab[0] == early_tab[0] and late_tab[1] == early_tab[1]  # and with it shown

"""Soak: long random games through the Game model, with memory measured."""

import dataclasses
import random
import resource

import pytest

from referee_app.games.diplomacy import Game, format_order, load_ruleset
from referee_app.games.diplomacy.table.randomgame import random_orders

RS = load_ruleset("standard")
# no victory, so that a soak really plays every year it is asked for
ENDLESS = dataclasses.replace(RS, options=dataclasses.replace(RS.options, victory_centers=99))


def rss_mb() -> float:
    try:
        with open("/proc/self/statm") as fh:
            pages = int(fh.read().split()[1])
        return pages * resource.getpagesize() / 2**20
    except OSError:  # not Linux: peak RSS instead
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def play(years: int, seed: int, rs=ENDLESS) -> tuple[Game, float]:
    rng = random.Random(seed)
    game = Game.new(rs)
    start = rss_mb()
    last_year = game.phase.year + years
    while game.phase.year < last_year and game.end is None:
        for power, orders in random_orders(game.position, rs, rng).items():
            game.set_orders(power, [format_order(o) for o in orders])
        game.process()
    return game, rss_mb() - start


def check(game: Game, replay: bool = True) -> None:
    for rec in game.history:
        assert rec.adjudication is not None
        units = list(rec.adjudication.after.units.values())
        assert len({u.province for u in units}) == len(units)
    if replay:
        replayed = Game.replay(game.events)
        assert replayed.position == game.position


def test_ten_year_random_game():
    game, _ = play(10, seed=11, rs=RS)
    assert len(game.history) >= 20
    check(game)


@pytest.mark.slow
def test_hundred_year_random_game_memory_stays_bounded():
    game, grown = play(100, seed=12)
    assert game.phase.year == 2001
    check(game)  # the record keeps the rule options, so even this variant replays exactly
    # the whole history is kept on purpose (undo, exports); it must stay modest
    assert grown < 300, f"RSS grew by {grown:.0f} MB over {len(game.history)} phases"
    print(f"\n{len(game.history)} phases, RSS grew {grown:.1f} MB")

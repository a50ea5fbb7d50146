"""Player counts (rule 1.2.3): assignments, setups, neutral Italy, the coin toss, replay."""

import random

import pytest

from referee_app.games.diplomacy import Game, GameStateError, RefereeError, load_ruleset
from referee_app.games.diplomacy.table.variants import (
    ITALY_PROVINCES,
    assignments,
    new_game,
    player_count,
    player_counts,
    toss_coin,
    verify_toss,
)

POWERS = {"AUSTRIA", "ENGLAND", "FRANCE", "GERMANY", "ITALY", "RUSSIA", "TURKEY"}


class Clock:
    def __init__(self):
        self.t = 1_000_000.0

    def __call__(self):
        self.t += 1
        return self.t


@pytest.mark.parametrize("n", [7, 6, 5, 4, 3, 2])
def test_every_power_is_played_or_in_civil_disorder_exactly_once(n):
    pc = player_count(n)
    for seats in assignments(n):
        assert len(seats) == n
        played = [p for seat in seats for p in seat]
        assert len(played) == len(set(played))
        everyone = set(played) | set(pc.civil_disorder) | ({pc.neutral} if pc.neutral else set())
        assert everyone == POWERS


def test_the_rulebook_assignments():
    assert assignments(4) == [[("ENGLAND",), ("AUSTRIA", "FRANCE"), ("GERMANY", "TURKEY"), ("ITALY", "RUSSIA")]]
    three = assignments(3)
    assert three[0] == [("RUSSIA",), ("ENGLAND", "FRANCE", "GERMANY"), ("AUSTRIA", "ITALY", "TURKEY")]
    assert three[1] == [("ENGLAND", "GERMANY", "AUSTRIA"), ("RUSSIA", "ITALY"), ("FRANCE", "TURKEY")]
    assert assignments(2) == [[("ENGLAND", "FRANCE", "RUSSIA"), ("AUSTRIA", "GERMANY", "TURKEY")]]
    assert player_count(6).civil_disorder == ("ITALY",)
    assert set(player_count(5).civil_disorder) == {"ITALY", "GERMANY"}
    assert [pc.start_year for pc in player_counts()] == [1901, 1870, 1801, 1901, 1901, 1914]
    assert player_count(2).victory_centers == 24 and player_count(2).neutral == "ITALY"


@pytest.mark.parametrize("n", [1, 8, 0])
def test_unsupported_player_counts_are_refused(n):
    with pytest.raises(RefereeError, match="2 to 7 players"):
        new_game("rulebook-1982", n)


def test_bad_assignment_and_names_are_refused():
    with pytest.raises(RefereeError, match="assignment 3 does not exist"):
        new_game("rulebook-1982", 3, assignment=2)
    with pytest.raises(RefereeError, match="no seat 5"):
        new_game("rulebook-1982", 4, names={4: "Zed"})
    with pytest.raises(RefereeError, match="not a power any player holds"):
        new_game("rulebook-1982", 6, names={"ITALY": "Zed"})
    with pytest.raises(RefereeError, match="3 names for 2 players"):
        new_game("rulebook-1982", 2, names=["a", "b", "c"])


def test_names_by_seat_by_power_or_in_order():
    by_seat = new_game("rulebook-1982", 4, names={1: "Ann"})
    by_power = new_game("rulebook-1982", 4, names={"france": "Ann"})
    in_order = new_game("rulebook-1982", 4, names=["Eve", "Ann"])
    for g in (by_seat, by_power, in_order):
        assert g.players["AUSTRIA"] == g.players["FRANCE"] == "Ann"
    assert in_order.players["ENGLAND"] == "Eve" and in_order.players["TURKEY"] == ""


def test_setup_records_the_variant():
    g = new_game("rulebook-1982", 3, assignment=1, names=["C", "E", "M"])
    assert g.setup.extra["players"] == 3 and g.setup.extra["assignment"] == 1
    assert g.setup.extra["seats"][2] == ["FRANCE", "TURKEY"]
    assert g.controllers()["FRANCE"] == g.controllers()["TURKEY"] != g.controllers()["RUSSIA"]
    assert new_game("rulebook-1982", 7).controllers()["FRANCE"] != new_game("rulebook-1982", 7).controllers()["TURKEY"]


def test_start_year_can_be_overridden():
    g = new_game("rulebook-1982", 6, start_year=1901)
    assert str(g.phase) == "S1901M" and g.civil_disorder == ("ITALY",)


def test_civil_disorder_powers_have_no_orders_to_give():
    g = new_game("rulebook-1982", 5)
    assert "GERMANY" not in g.active_powers() and "ITALY" not in g.active_powers()
    chk = g.check_line("GERMANY", "A Mun - Bur")
    assert not chk.ok and chk.error_code == "civil-disorder" and "rule 4.3.1" in chk.error


def test_civil_disorder_can_be_declared_and_lifted_and_replays():
    g = Game.new("rulebook-1982", clock=Clock())
    g.set_civil_disorder("turkey")
    assert g.civil_disorder == ("TURKEY",) and "TURKEY" not in g.active_powers()
    g.set_orders("TURKEY", ["A Con - Bul"])
    g.process()
    assert "A CON" in {str(u) for u in g.position.units_of("TURKEY")}
    g.set_civil_disorder("TURKEY", False)  # the player comes back (rule 4.3.1)
    assert "TURKEY" in g.active_powers()
    again = Game.replay(g.events)
    assert again.civil_disorder == () and again.position == g.position
    with pytest.raises(RefereeError):
        g.set_civil_disorder("MARS")


def _two_player_game(seed=None, **kw):
    return new_game("rulebook-1982", 2, names=["Ent", "Cen"], seed=seed, clock=Clock(), **kw)


def test_two_players_neutral_italy_is_impassable_until_1915():
    g = _two_player_game(seed=1)
    assert all(g.ruleset.map.is_impassable(p) for p in ITALY_PROVINCES)
    assert not any(c in g.position.centers for c in ("ROM", "NAP", "VEN"))
    assert "ITALY" not in {u.power for u in g.position.units.values()}
    assert not g.check_line("FRANCE", "A Mar - Pie").ok
    assert g.ruleset.victory_centers == 24
    assert g.base_ruleset.victory_centers == 18 and not g.base_ruleset.map.is_impassable("ROM")


def test_two_players_toss_then_italy_joins_the_winner():
    g = _two_player_game()
    assert not g.toss_due()
    g.process()  # S1914
    assert g.toss_due() and g.toss is None
    g.process()  # F1914: the toss comes first, recorded as its own event
    kinds = [e.kind for e in g.events]
    assert kinds[-2:] == ["coin-toss", "adjudicate"]
    toss = g.toss
    assert toss is not None and verify_toss(toss)
    assert toss["joins"] == [["ENGLAND", "FRANCE", "RUSSIA"], ["AUSTRIA", "GERMANY", "TURKEY"]][toss["side"]]
    assert str(g.phase) == "S1915M"
    assert g.players["ITALY"] == ["Ent", "Cen"][toss["side"]]
    assert sorted(str(u) for u in g.position.units_of("ITALY")) == ["A ROM", "A VEN", "F NAP"]
    assert g.position.centers_of("ITALY") == ["NAP", "ROM", "VEN"]
    assert "ITALY" in g.active_powers()
    seat = g.controllers()["ITALY"]
    assert seat == g.controllers()[toss["joins"][0]]


def test_two_player_game_replays_to_the_same_state():
    g = _two_player_game()
    for _ in range(3):
        g.process()
    again = Game.replay(g.events)
    assert again.toss == g.toss
    assert again.position == g.position and again.players == g.players
    assert [str(r.phase) for r in again.history] == [str(r.phase) for r in g.history]


def test_undo_across_the_join_and_play_again():
    g = _two_player_game(seed=0)
    g.process()
    g.process()
    assert str(g.phase) == "S1915M"
    g.undo()
    assert str(g.phase) == "F1914M" and g.ruleset.map.is_impassable("ROM")
    assert "ITALY" not in {u.power for u in g.position.units.values()}
    g.process()  # the toss stands; no second toss
    assert [e.kind for e in g.events].count("coin-toss") == 1
    assert len(g.position.units_of("ITALY")) == 3


def test_toss_rules():
    g = _two_player_game()
    g.coin_toss(11)
    assert g.toss["seed"] == 11 and g.toss["side"] == random.Random(11).randrange(2)
    with pytest.raises(GameStateError, match="already tossed"):
        g.coin_toss(12)
    with pytest.raises(GameStateError, match="no neutral power"):
        new_game("rulebook-1982", 7).coin_toss(3)


def test_toss_is_fair_and_checkable():
    sides = [["E"], ["A"]]
    heads = sum(toss_coin(s, sides, "ITALY")["side"] == 0 for s in range(2000))
    assert 900 < heads < 1100
    data = toss_coin(None, sides, "ITALY")
    assert isinstance(data["seed"], int) and verify_toss(data)
    assert not verify_toss(dict(data, side=1 - data["side"]))
    assert not verify_toss({"side": 0})


def test_a_position_after_the_neutral_years_is_left_alone():
    rs = load_ruleset("rulebook-1982")
    from referee_app.games.diplomacy import Phase, Position, parse_unit

    pos = Position.build(Phase.parse("F1916M"), [parse_unit("A PAR", "FRANCE", rs.map)], {"PAR": "FRANCE"})
    g = new_game(rs, 2, position=pos, clock=Clock())
    assert not g.toss_due()
    g.process()
    assert "ITALY" not in {u.power for u in g.position.units.values()}  # Italy does not come back

"""Endings (rule 5.1, seed 002 section 6, seed 004 sections 1.8 and 2.18) beyond the TOML cases."""

import pytest

from referee_app.games.diplomacy import Game, GameStateError, Phase, Position, RefereeError, endings, load_ruleset, parse_unit
from referee_app.games.diplomacy.table.variants import new_game


class Clock:
    def __init__(self):
        self.t = 0.0

    def __call__(self):
        self.t += 1
        return self.t


def _game(ruleset="rulebook-1982", units=None, centers=None, phase="S1905M", players=7, **kw):
    rs = load_ruleset(ruleset)
    units = units or {"FRANCE": ["A PAR"], "GERMANY": ["A BER"], "RUSSIA": ["A MOS"]}
    centers = centers or {"FRANCE": ["PAR", "BRE"], "GERMANY": ["BER"], "RUSSIA": ["MOS"]}
    pos = Position.build(Phase.parse(phase), [parse_unit(t, p, rs.map) for p, lst in units.items() for t in lst],
                         {c: p for p, lst in centers.items() for c in lst})
    return new_game(rs, players, position=pos, clock=Clock(), **kw)


def test_lots_are_recorded_and_replay():
    g = _game()
    g.set_orders("FRANCE", ["A Par - Bur"])
    endings.end_by_agreement(g, seed=123456789)
    end = g.end
    assert end is not None and end.reason == "lots"
    assert end.data["seed"] == 123456789 and endings.verify_lots(end.data)
    assert [c["powers"] for c in end.data["candidates"]] == [["FRANCE"], ["GERMANY"], ["RUSSIA"]]
    assert end.winners == tuple(end.data["candidates"][end.data["drawn"]]["powers"])
    again = Game.replay(g.events)
    assert again.end == end
    with pytest.raises(GameStateError):
        again.process()


def test_lots_without_a_seed_draw_one_and_record_it():
    g = _game()
    endings.end_by_agreement(g)
    assert isinstance(g.end.data["seed"], int) and endings.verify_lots(g.end.data)


def test_tampered_lots_do_not_verify():
    g = _game()
    endings.end_by_agreement(g, seed=7)
    data = dict(g.end.data)
    assert endings.verify_lots(data)
    assert not endings.verify_lots(dict(data, drawn=(data["drawn"] + 1) % 3))
    other = next(s for s in range(100) if endings.draw_lots(3, s) != data["drawn"])
    assert not endings.verify_lots(dict(data, seed=other))
    assert not endings.verify_lots({})


def test_lots_give_equal_chances():
    counts = [0, 0, 0, 0]
    for seed in range(4000):
        counts[endings.draw_lots(4, seed)] += 1
    assert all(900 < c < 1100 for c in counts), counts
    with pytest.raises(RefereeError):
        endings.draw_lots(0, 1)


def test_ending_twice_is_refused():
    g = _game()
    endings.end_by_agreement(g, seed=1)
    with pytest.raises(GameStateError, match="already over"):
        endings.end_at_fixed_point(g)


def test_fixed_end_agreement_is_an_event_and_due_after_the_fall():
    g = _game(phase="S1901M")
    with pytest.raises(RefereeError, match="either the year"):
        endings.agree_fixed_end(g)
    with pytest.raises(RefereeError, match="already past"):
        endings.agree_fixed_end(g, year=1900)
    endings.agree_fixed_end(g, year=1901)
    assert g.events[-1].kind == "agreement" and endings.agreed_fixed_end(g)["year"] == 1901
    assert not endings.fixed_end_due(g)
    g.process()
    assert not endings.fixed_end_due(g)
    g.process()
    assert str(g.phase) == "W1901A"  # France owes a build
    assert endings.fixed_end_due(g)
    endings.end_at_fixed_point(g)
    assert g.end.reason == "agreed-year" and g.end.winners == ("FRANCE",)
    assert g.end.data["counts"]["FRANCE"] == 2


def test_fixed_end_ignores_powers_in_civil_disorder():
    g = _game(units={"ITALY": ["A ROM"], "FRANCE": ["A PAR"]},
              centers={"ITALY": ["ROM", "NAP", "VEN"], "FRANCE": ["PAR"]}, players=6)
    endings.end_at_fixed_point(g, by="time")
    assert g.end.winners == ("FRANCE",)


def test_bad_fixed_end_arguments():
    g = _game()
    with pytest.raises(RefereeError):
        endings.end_at_fixed_point(g, by="moon")
    with pytest.raises(RefereeError):
        endings.end_at_fixed_point(g, measure="armies")


def test_votes_are_recorded_even_when_they_fail():
    g = _game(ruleset="jp-pbem")
    r = endings.end_of_game_vote(g, {"FRANCE": True})
    assert not r.passed and r.yes == 2 and r.needed == 23 and g.end is None
    ev = g.events[-1]
    assert ev.kind == "vote" and ev.data["kind"] == "end-of-game" and ev.data["by_power"]["FRANCE"] == [2, "yes"]
    assert Game.replay(g.events).end is None


def test_vote_errors_name_the_problem():
    g = _game(ruleset="jp-pbem")
    with pytest.raises(RefereeError, match="unknown power"):
        endings.end_of_game_vote(g, {"PRUSSIA": True})
    with pytest.raises(RefereeError, match="cannot vote"):
        endings.end_of_game_vote(g, {"ENGLAND": True})  # no supply centre
    with pytest.raises(RefereeError, match="majority"):
        endings.referral_vote(g, "q", {}, majority_of="most")


def test_vote_threshold_can_be_given_for_other_rulesets():
    g = _game()
    r = endings.end_of_game_vote(g, {"FRANCE": True, "GERMANY": True}, threshold=3)
    assert r.passed and g.end.reason == "vote" and g.end.winners == ("FRANCE",)


def test_referral_vote_does_not_end_the_game():
    g = _game(ruleset="jp-pbem")
    r = endings.referral_vote(g, "allow a late order", {"FRANCE": True, "GERMANY": True})
    assert r.passed and r.total == 4 and r.needed == 3 and g.end is None
    assert g.events[-1].data["question"] == "allow a late order"


def test_survivors_group_players_and_skip_civil_disorder():
    g = _game(units={"AUSTRIA": ["A VIE"], "FRANCE": ["A PAR"], "ENGLAND": ["A LON"]},
              centers={"AUSTRIA": ["VIE"]}, players=4, names=["Eve", "Ann"])
    assert endings.survivors(g) == [endings.Candidate("Ann", ("AUSTRIA", "FRANCE")), endings.Candidate("Eve", ("ENGLAND",))]
    g.set_civil_disorder("ENGLAND")
    assert [c.powers for c in endings.survivors(g)] == [("AUSTRIA", "FRANCE")]


def test_record_refuses_state_events():
    g = _game()
    with pytest.raises(RefereeError):
        g.record("end", {})

"""The shipped rulesets: their DATC-style cases (tests/rulesets/*.toml) and how rulesets load."""

from datetime import datetime
from pathlib import Path

import pytest
from datc_runner import load_cases, run_case

from referee_app.games.diplomacy import Game, RulesetError, load_ruleset
from referee_app.games.diplomacy.rules.ruleset import Deadlines, default_ruleset_name, list_rulesets

RULESET_CASES = load_cases(Path(__file__).parent / "rulesets")


@pytest.mark.parametrize("case", RULESET_CASES, ids=[c.id for c in RULESET_CASES])
def test_ruleset_case(case):
    problems = run_case(case)
    assert not problems, f"{case.id} {case.title}:\n" + "\n".join(problems)


def test_every_distinctive_rule_has_cases():
    ids = {c.id for c in RULESET_CASES}
    wanted = {
        # 1982 convoy rules (DATC 4.A.2, 4.A.3, 4.A.5, 4.A.7)
        "R82.6.F.17", "R82.6.F.21", "R82.3.4.6.a", "R82.3.4.6.b", "R82.6.H.11", "R82.6.G.10",
        # rule 4.3.3 and 4.3.1
        "CD.4.3.3.a", "CD.4.3.3.a-convoy", "CD.4.3.3.b", "CD.4.3.3.c", "CD.4.3.1-disband", "CD.4.3.1-no-build",
        # jp-pbem
        "JP.3.15.Bur", "JP.3.10.6.F.21", "JP.3.6",
        # player counts and the two-player game
        "P7", "P6", "P5", "P4", "P3-i", "P3-ii", "P2.setup", "P2.toss-tails", "P2.24",
        # endings
        "END.5.1a", "END.shared", "END.5.1b-year", "END.5.1b-tie", "END.5.1c-lots", "END.2023-draw",
        "END.jp-vote-23", "END.jp-referral",
        # unit limit
        "LIMIT.13th-army",
        # droidippy: DATC v2's land fallback (4.A.3)
        "DRO.6.G.8", "DRO.via-inland", "DRO.own-fleet-no-chain", "DRO.6.G.20", "DRO.standard-unchanged",
    }
    assert wanted <= ids, sorted(wanted - ids)


def test_list_rulesets_puts_the_default_first():
    infos = list_rulesets()
    names = [i.name for i in infos]
    assert {"standard", "rulebook-1982", "jp-pbem"} <= set(names)
    assert infos[0].name == "rulebook-1982" and infos[0].default
    assert sum(i.default for i in infos) == 1
    assert all(i.title and i.description for i in infos if i.name != "standard")
    assert default_ruleset_name() == "rulebook-1982"


@pytest.mark.parametrize("name", ["standard", "rulebook-1982", "jp-pbem"])
def test_each_ruleset_starts_a_game(name):
    rs = load_ruleset(name)
    game = Game.new(rs)
    assert game.ruleset.name == name
    assert game.phase.year == 1901
    assert len(game.position.units) == 22
    game.set_orders("FRANCE", ["A Par - Burgundy"])
    game.process()
    assert str(game.phase) == "F1901M"


def test_rulebook_1982_choices():
    o = load_ruleset("rulebook-1982").options
    assert (o.convoy_paradox, o.adjacent_convoy, o.retreat_to_convoy_origin, o.dislodged_prevent, o.civil_disorder) == (
        "1982", "2000", False, "any", "1982")
    assert (o.max_armies, o.max_fleets, o.victory_centers) == (0, 0, 18)
    t = load_ruleset("rulebook-1982").timers
    assert (t.first_diplomacy_minutes, t.diplomacy_minutes, t.orders_minutes) == (30, 15, 5)
    assert load_ruleset("rulebook-1982").endings.agreed_end == "lots"


def test_standard_keeps_the_engine_defaults():
    from referee_app.games.diplomacy import RuleOptions

    rs = load_ruleset("standard")
    assert rs.options == RuleOptions()
    assert rs.endings.agreed_end == "draw" and rs.deadlines is None


def test_jp_pbem_deadlines_are_data():
    rs = load_ruleset("jp-pbem")
    assert rs.deadlines == Deadlines(14, 3, 3, True, 7)
    sched = rs.deadlines.schedule(datetime(2024, 4, 1, 12))
    assert sched["movement"] == datetime(2024, 4, 15, 12)
    assert sched["retreats"] == datetime(2024, 4, 18, 12)
    assert sched["adjustments"] == datetime(2024, 4, 21, 12)
    assert sched["next_turn"] == datetime(2024, 4, 15, 12)  # section 2.15: the schedule does not move
    assert rs.endings.vote_threshold == 23 and rs.endings.referral_vote
    assert rs.options.max_armies == 0 and rs.options.convoy_paradox == "via_fleets"


def test_jp_pbem_bur_is_ambiguous_and_the_referee_is_told_why():
    game = Game.new("jp-pbem")
    chk = game.check_line("FRANCE", "A Par - Bur")
    assert not chk.ok and chk.error_code == "ambiguous-name"
    assert "Bulgaria" in chk.error and "Burgundy" in chk.error and "2.4.3" in chk.error
    assert "seed 004" in chk.error
    assert set(chk.candidates) == {"Bulgaria (BUL)", "Burgundy (BUR)"}
    assert Game.new("rulebook-1982").check_line("FRANCE", "A Par - Bur").ok


def test_derive_changes_options_and_keeps_the_name():
    rs = load_ruleset("rulebook-1982")
    d = rs.derive(victory_centers=24, impassable=["rom"])
    assert d.name == rs.name and d.victory_centers == 24 and d.map.is_impassable("ROM")
    assert not rs.map.is_impassable("ROM") and rs.victory_centers == 18
    with pytest.raises(RulesetError, match="unknown rule option"):
        rs.derive(victory=3)
    with pytest.raises(RulesetError, match="convoy_paradox"):
        rs.derive(convoy_paradox="1971")


def _write(tmp_path, body):
    p = tmp_path / "ruleset.toml"
    p.write_text('[ruleset]\nname = "t"\nmap = "%s"\n' % (load_ruleset("standard").map.source or "") + body,
                 encoding="utf-8")
    return p


@pytest.mark.parametrize("body,message", [
    ('[options]\ndislodged_prevent = "sometimes"\n', "dislodged_prevent"),
    ('[endings]\nagreed_end = "coin"\n', "agreed_end"),
    ('[endings]\nvote = 3\n', "unknown key"),
    ('[deadlines]\nweeks = 2\n', "unknown key"),
    ('[alias_notes]\nBur = 3\n', "alias_notes"),
    ('[aliases]\nXYZ = ["Q"]\n', "unknown province"),
])
def test_bad_ruleset_files_are_named(tmp_path, body, message):
    if not load_ruleset("standard").map.source:
        pytest.skip("map source path unknown")
    with pytest.raises(RulesetError, match=message):
        load_ruleset(_write(tmp_path, body))

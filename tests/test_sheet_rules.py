"""A sheet judged as a whole, as adjudication will judge it; corrected spellings shown; e-mail lines
skipped by one reader; every disband reported (issue 21, items 3, 4, 5, 16, 20)."""

from __future__ import annotations

import pytest

from referee_app.games.diplomacy import Game, Phase, PhaseType, Position, Season, parse_unit
from referee_app.games.diplomacy.rules.i18n import render
from referee_app.games.diplomacy.rules.state import Dislodged
from referee_app.games.diplomacy.table.mail import read_mail


def winter(builds: dict[str, int] | None = None) -> Game:
    """Winter 1901: Austria owns Serbia and Greece besides its homes, with its home centres empty."""
    rs_game = Game.new("standard")
    gm = rs_game.ruleset.map
    units = [parse_unit(t, "AUSTRIA", gm) for t in ("A SER", "A GRE", "F ALB")]
    units += [parse_unit(t, "RUSSIA", gm) for t in ("A WAR", "A MOS", "F SEV", "F STP/SC", "A UKR")]
    centers = {c: "AUSTRIA" for c in ("VIE", "BUD", "TRI", "SER", "GRE")}
    centers |= {c: "RUSSIA" for c in ("WAR", "MOS", "SEV", "STP")}
    pos = Position.build(Phase(1901, Season.WINTER, PhaseType.ADJUSTMENTS), units, centers)
    return Game.new("standard", position=pos)


def test_two_orders_for_one_unit_are_both_rejected_as_adjudication_will():
    g = Game.new("standard")
    checks = g.check_sheet("FRANCE", ["A Par - Bur", "A Par - Pic", "F Bre - Mao"])
    assert [c.ok for c in checks] == [False, False, True]
    assert checks[0].error_code == "duplicate" and "4.D.3" in checks[0].error
    g.set_orders("FRANCE", ["A Par - Bur", "A Par - Pic", "F Bre - Mao"])
    results = {r.text: r for r in g.process().event and g.last_results()}
    assert results["A Par - Bur"].status == "invalid" and results["A Par - Pic"].status == "invalid"


def test_the_same_order_twice_counts_once_and_the_copy_is_marked():
    g = Game.new("standard")
    checks = g.check_sheet("FRANCE", ["A Par - Bur", "a par - bur"])
    assert checks[0].ok and not checks[1].ok and "counts once" in checks[1].error


def test_a_build_over_the_count_is_rejected_on_its_line():
    g = winter()
    assert g.adjustments()["AUSTRIA"] == 2
    checks = g.check_sheet("AUSTRIA", ["Build A Vie", "Build A Bud", "Build F Tri"])
    assert [c.ok for c in checks] == [True, True, False]
    assert "4.D.4" in checks[2].error
    # two builds in one place: the second is refused
    checks = g.check_sheet("AUSTRIA", ["Build A Vie", "Build A Vienna"])
    assert [c.ok for c in checks] == [True, False] and "4.D.5" in checks[1].error


def test_a_waive_counts_as_a_build_written_and_the_sheet_is_complete():
    g = winter()
    g.set_orders("AUSTRIA", ["Build A Bud"])
    assert g.written("AUSTRIA") == 1 and not g.sheet_complete("AUSTRIA")
    g.set_orders("AUSTRIA", ["Build A Bud", "Waive"])
    assert g.written("AUSTRIA") == 2 and g.sheet_complete("AUSTRIA")
    assert not g.sheet_complete("RUSSIA")  # one removal owed, none written
    g.set_orders("RUSSIA", ["Remove A Ukr"])
    assert g.sheet_complete("RUSSIA")


@pytest.mark.parametrize("typed, code, word", [("A Vie - Galcia", "GAL", "galcia"), ("A Bud - Galcia", "GAL", "galcia")])
def test_a_corrected_spelling_is_accepted_and_said(typed, code, word):
    g = Game.new("standard")
    chk = g.check_line("AUSTRIA", typed)
    assert chk.ok and chk.corrected and chk.read_as == ((word, code),)
    assert render(chk.read_as_message, "en", g.ruleset) == f"spelling corrected, check it: '{word}' read as Galicia"
    assert "ガリツィア" in render(chk.read_as_message, "ja", g.ruleset)


def test_a_shortened_name_is_said_too_but_codes_and_names_are_not():
    g = Game.new("standard")
    chk = g.check_line("ENGLAND", "F Edi - Yorkshir")
    assert chk.ok and chk.read_as == (("yorkshir", "YOR"),)
    for line in ("F Edi - Yor", "F Edinburgh - Yorkshire", "F Edi - Nwg", "F Edi - Norwegian Sea"):
        assert not g.check_line("ENGLAND", line).corrected


def test_an_ambiguous_spelling_stays_invalid():
    g = Game.new("standard")
    chk = g.check_line("FRANCE", "A Mar - Nor")  # North Africa, North Atlantic, North Sea, Norway...
    assert not chk.ok and chk.error_code == "ambiguous-name"


def test_the_window_and_the_command_line_read_mail_with_one_reader():
    from referee_app.cli import diplomacy as cli

    assert cli.read_mail is read_mail
    g = Game.new("standard")
    mail = read_mail("Dear all,\nA Par - Bur\nF Bre - Mao\nthanks\n-- \nAnn", g, "FRANCE")
    assert mail.orders == ["A Par - Bur", "F Bre - Mao"]
    assert [s.text for s in mail.skipped] == ["Dear all,", "thanks", "--", "Ann"]


def retreat_game() -> Game:
    """Spring 1902 retreats: France's army in Belgium dislodged, with places to go."""
    base = Game.new("standard")
    gm = base.ruleset.map
    units = [parse_unit("A BUR", "GERMANY", gm), parse_unit("A BEL", "GERMANY", gm), parse_unit("F NTH", "ENGLAND", gm)]
    centers = dict(base.position.centers)
    dis = [Dislodged(parse_unit("A BEL", "FRANCE", gm), "RUH")]
    pos = Position.build(Phase(1902, Season.SPRING, PhaseType.RETREATS), units, centers, dis)
    return Game.new("standard", position=pos)


def test_a_unit_lost_for_want_of_a_retreat_order_is_a_result_line():
    g = retreat_game()
    assert [o.destinations for o in g.retreat_options()][0]  # it could have gone somewhere
    g.process()
    lost = [r for r in g.last_results() if r.power == "FRANCE"]
    assert len(lost) == 1 and lost[0].tag == "disbanded-default" and lost[0].canonical == "A BEL D"
    assert lost[0].reason == "disbanded: no retreat order was written"
    assert render(lost[0].text_msg, "zh_Hant", g.ruleset).startswith("（未寫撤退指令）")


def test_a_dislodged_unit_with_nowhere_to_go_is_a_result_line():
    g = Game.new("standard")
    # Spring 1901: Germany and Austria... a simple cornered unit: Turkey's army in Armenia cannot be, so use
    # a position: a French army in Picardy attacked from Paris with support, every neighbour taken
    gm = g.ruleset.map
    units = [parse_unit(t, "FRANCE", gm) for t in ("A PIC",)]
    units += [parse_unit(t, "GERMANY", gm) for t in ("A PAR", "A BUR", "A BEL", "F ENG", "A BRE")]
    pos = Position.build(Phase(1902, Season.SPRING, PhaseType.MOVEMENT), units, dict(g.position.centers))
    g = Game.new("standard", position=pos)
    g.set_orders("GERMANY", ["A Par - Pic", "A Bur S A Par - Pic", "A Bel H", "F Eng H", "A Bre H"])
    g.process()
    lost = [r for r in g.last_results() if r.tag == "disbanded-default"]
    assert [(r.power, r.canonical, r.reason) for r in lost] == [
        ("FRANCE", "A PIC D", "disbanded: dislodged with nowhere to retreat")]


def _ambiguity_cases():
    import tomllib
    from pathlib import Path

    doc = tomllib.loads((Path(__file__).parent / "diplomacy" / "cases" / "ambiguous_names.toml").read_text("utf-8"))
    return [pytest.param(c, id=f"{c['rule']}: {c['name']}") for c in doc["case"]]


@pytest.mark.parametrize("case", _ambiguity_cases())
def test_an_ambiguous_name_lists_only_what_the_unit_can_reach(case):
    g = Game.new("standard")
    (check,) = g.check_sheet(case["power"], [case["order"]])
    assert not check.ok and check.error_code == "ambiguous-name"
    assert sorted(check.candidates) == sorted(case["candidates"]), check.candidates
    assert "2.4.3" in check.error

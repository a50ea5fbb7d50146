"""The order parser accepts what referees write and rejects the rest with the reason."""

import pytest

from referee_app.games.diplomacy import (
    AmbiguousNameError,
    Build,
    Convoy,
    Disband,
    Hold,
    IllegalOrderError,
    Location,
    Move,
    NoSuchUnitError,
    OrderError,
    OrderSyntaxError,
    Phase,
    Position,
    Remove,
    Retreat,
    Support,
    UnitType,
    UnknownNameError,
    Waive,
    format_order,
    load_ruleset,
    parse_order,
    parse_unit,
)
from referee_app.games.diplomacy.rules.state import Dislodged

RS = load_ruleset("standard")
GM = RS.map


def pos(units: dict[str, list[str]], phase: str = "S1901M", centers=None, dislodged=()):
    us = [parse_unit(t, p, GM) for p, lst in units.items() for t in lst]
    return Position.build(Phase.parse(phase), us, centers or {}, dislodged)


START = pos({
    "ENGLAND": ["F LON", "F EDI", "A LVP"], "FRANCE": ["F BRE", "A PAR", "A MAR"],
    "GERMANY": ["F KIE", "A BER", "A MUN"], "ITALY": ["F NAP", "A ROM", "A VEN"],
    "AUSTRIA": ["F TRI", "A VIE", "A BUD"], "RUSSIA": ["F STP/SC", "A MOS", "A WAR", "F SEV"],
    "TURKEY": ["F ANK", "A CON", "A SMY"],
})


def p(text, power="FRANCE", position=START):
    return parse_order(text, power, position, RS)


@pytest.mark.parametrize("text", [
    "A Par - Bur", "a par-bur", "A PAR -> BUR", "A Paris to Burgundy", "A Par move Bur", "Par - Bur",
    "F Par - Bur", "A Paris moves to Burgundy", "A 巴黎 - 勃艮第", "A Par – Bur", "ａ　ｐａｒ－ｂｕｒ",
    "A Par\u200f - Bur", "FRANCE: A Par - Bur",
])
def test_move_spellings(text):
    order = p(text)
    assert isinstance(order, Move)
    assert order.unit.province == "PAR" and order.dest == Location("BUR")


@pytest.mark.parametrize("text", ["A Par H", "A Par Holds", "A Par hold", "A Par", "Par stands", "A 巴黎 留守"])
def test_hold_spellings(text):
    assert isinstance(p(text), Hold)


@pytest.mark.parametrize("text", [
    "A Mar S A Par - Bur", "A Mar supports A Par-Bur", "Mar S Par to Bur", "A Mar Supports A Paris - Burgundy",
])
def test_support_move(text):
    order = p(text)
    assert isinstance(order, Support) and order.supported.province == "PAR" and order.dest == "BUR"


def test_support_hold_and_foreign_unit_with_power_name():
    position = pos({"GERMANY": ["A SIL"], "RUSSIA": ["A WAR"], "AUSTRIA": ["A BOH"]})
    order = parse_order("A Sil S RUSSIAN A War-Pru", "GERMANY", position, RS)
    assert isinstance(order, Support) and order.supported.power == "RUSSIA" and order.dest == "PRU"
    hold = parse_order("A Sil S A Boh holds", "GERMANY", position, RS)
    assert isinstance(hold, Support) and hold.is_hold_support


def test_convoy_and_via_convoy():
    position = pos({"ENGLAND": ["F NTH", "A LON", "F ENG"]})
    c = parse_order("F NorS C A Lon-Bel", "ENGLAND", position, RS)
    assert isinstance(c, Convoy) and c.army.province == "LON" and c.dest == "BEL"
    c2 = parse_order("F North Sea Convoys English A London - Belgium", "ENGLAND", position, RS)
    assert c2 == c
    m = parse_order("A Lon - Bel via convoy", "ENGLAND", position, RS)
    assert isinstance(m, Move) and m.via_convoy
    assert parse_order("A Lon-Bel VIA", "ENGLAND", position, RS) == m


@pytest.mark.parametrize("text,coast", [
    ("F Bot - StP/sc", "SC"), ("F Bot - stp(sc)", "SC"), ("F Bot - StP sc", "SC"),
    ("F Bot - St.P (south coast)", "SC"), ("F Bot - St Petersburg (sc)", "SC"), ("F Bot - StP", "SC"),
])
def test_coast_spellings(text, coast):
    position = pos({"RUSSIA": ["F BOT"]})
    order = parse_order(text, "RUSSIA", position, RS)
    assert isinstance(order, Move)
    # the order keeps what was written; the coast is inferred at adjudication when only one fits
    if order.dest.coast:
        assert order.dest.coast == coast


@pytest.mark.parametrize("alias,code", [
    ("NAt", "NAO"), ("Mid", "MAO"), ("MAt", "MAO"), ("Nrg", "NWG"), ("GoL", "LYO"), ("Gol", "LYO"), ("Lyo", "LYO"),
    ("Tyn", "TYS"), ("TyS", "TYS"), ("Wes", "WES"), ("WMed", "WES"), ("WMe", "WES"), ("Eas", "EAS"), ("EMe", "EAS"),
    ("NorS", "NTH"), ("EngCh", "ENG"), ("Lip", "LVP"), ("St.P", "STP"), ("北海", "NTH"), ("倫敦", "LON"),
])
def test_aliases_from_the_seeds(alias, code):
    hits = RS.names.provinces.longest(__import__("referee_app.games.diplomacy.rules.names", fromlist=["tokenize"]).tokenize(alias), 0)
    assert hits[1] == {code}


def test_retreat_disband_build_remove_waive():
    d = Dislodged(parse_unit("A MUN", "GERMANY", GM), "BUR")
    rpos = pos({"FRANCE": ["A BUR"]}, "S1901R", dislodged=[d])
    assert isinstance(parse_order("A Mun - Boh", "GERMANY", rpos, RS), Retreat)
    assert isinstance(parse_order("A Mun R Boh", "GERMANY", rpos, RS), Retreat)
    assert isinstance(parse_order("A Mun disband", "GERMANY", rpos, RS), Disband)
    wpos = pos({"RUSSIA": ["A MOS"]}, "W1901A", centers={"STP": "RUSSIA", "MOS": "RUSSIA", "WAR": "RUSSIA", "SEV": "RUSSIA"})
    b = parse_order("Build F StP/nc", "RUSSIA", wpos, RS)
    assert b == Build("RUSSIA", UnitType.FLEET, Location("STP", "NC"))
    assert parse_order("build army warsaw", "RUSSIA", wpos, RS) == Build("RUSSIA", UnitType.ARMY, Location("WAR"))
    assert isinstance(parse_order("Remove A Mos", "RUSSIA", wpos, RS), Remove)
    assert isinstance(parse_order("A Mos disband", "RUSSIA", wpos, RS), Remove)
    assert parse_order("waive", "RUSSIA", wpos, RS) == Waive("RUSSIA")


@pytest.mark.parametrize("text,error,fragment", [
    ("A Par - Xyzzy", UnknownNameError, "not a space"),
    ("A Par - Nor", AmbiguousNameError, "2.4.3"),
    ("A Pic - Bel", NoSuchUnitError, "no unit"),
    ("A Ber - Sil", NoSuchUnitError, "German"),
    ("A Par - Mun", IllegalOrderError, "not next to"),
    ("A Par - Eng", IllegalOrderError, "sea"),
    ("F Bre - Par", IllegalOrderError, "inland"),
    ("A Par - Swi", IllegalOrderError, "impassable"),
    ("A Par - Par", IllegalOrderError, "space it is in"),
    ("A Mar S A Par - Pic", IllegalOrderError, "could not move"),
    ("A Par Bur", OrderSyntaxError, "two spaces"),
    ("A Par S", OrderSyntaxError, "expected"),
])
def test_rejections_name_the_reason(text, error, fragment):
    with pytest.raises(error) as info:
        p(text)
    assert fragment in str(info.value)
    assert isinstance(info.value, ValueError)


def test_unknown_name_suggests_nearest():
    with pytest.raises(UnknownNameError) as info:
        p("F Bre - Nortth")
    assert any("North Sea" in c for c in info.value.candidates)


def test_missing_coast_when_both_reachable():
    position = pos({"FRANCE": ["F MAO"]})
    with pytest.raises(IllegalOrderError, match="both coasts"):
        parse_order("F Mid - Spa", "FRANCE", position, RS)
    assert parse_order("F Mid - Spa nc", "FRANCE", position, RS).dest == Location("SPA", "NC")


def test_mistaken_but_valid_order_is_kept_as_written():
    # rule 2.4.4: the parser never swaps in another unit
    order = p("A Mar - Bur")
    assert order.unit.province == "MAR"


def test_format_and_parse_are_a_pair():
    position = pos({"ENGLAND": ["F NTH", "A LON", "F STP/NC"], "FRANCE": ["A BEL"]})
    for text in ["F NTH H", "A LON - NWY VIA CONVOY", "F NTH C A LON - NWY", "F NTH S A LON",
                 "F NTH S A LON - YOR", "F STP/NC - NWY", "F NTH - BEL"]:
        order = parse_order(text, "ENGLAND", position, RS)
        assert format_order(order) == text
        assert parse_order(format_order(order), "ENGLAND", position, RS) == order


def test_every_error_is_an_order_error():
    for text in ["", "   ", "S S S", "- - -", "A", "Build", "F F F F"]:
        with pytest.raises(OrderError):
            p(text)

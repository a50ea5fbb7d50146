"""Opening a long game file (issue 33, round 14, `open long`): the replay's adjudications and typed sheets made
cheaper give what they gave.

- ``check_position`` passes a unit that is one of the map's own units (``unit_table``) filed under its province at a
  look-up: those are exactly the units the full unit check lets stand, on every shipped board, and anything else
  (a misfiled unit, a unit made apart, a centre that is not one, an unknown owner) is checked and refused as before;
- builds and retreats place the map's own units (as moves already did), equal to the units made before;
- the quick reader keeps the words of the texts it read with the map's word table: the same orders, phase by phase,
  as a reader that keeps nothing, and the table's memory bounded;
- the typed sheets' pass over a run leaves to the one-by-one reading a sheet that is not a dict or whose lines are
  not a list, which reads or refuses it as before.
"""

from __future__ import annotations

from types import MappingProxyType

import pytest

from referee_app.games.diplomacy import Game, adjudicate, load_ruleset
from referee_app.games.diplomacy.rules import parse
from referee_app.games.diplomacy.rules.errors import PositionError, RefereeError
from referee_app.games.diplomacy.rules.geography import Location
from referee_app.games.diplomacy.rules.orders import format_order
from referee_app.games.diplomacy.rules.parse import QuickReader, word_table
from referee_app.games.diplomacy.rules.positions import _check_unit, _standing, check_position
from referee_app.games.diplomacy.rules.ruleset import list_rulesets
from referee_app.games.diplomacy.rules.state import Dislodged, Phase, Position, Unit, UnitType, unit_table

RS = load_ruleset("standard")


def test_the_maps_own_units_are_the_units_the_full_check_lets_stand():
    for info in list_rulesets():
        gm = load_ruleset(info.name).map
        table = unit_table(gm)
        assert set(table) == set(gm.powers)
        for by_text in table.values():
            assert {(u.type, u.location) for u in by_text.values()} == _standing(gm)
            for text, u in by_text.items():
                assert u.text == text
                _check_unit(gm, u, u.province)  # passes the full check


def _position(units, centers=None):
    return Position(Phase.parse("S1905M"), {k: u for k, u in units}, dict(centers or {}), {}, frozenset())


def _refused(position) -> str:
    with pytest.raises(PositionError) as caught:
        check_position(position, RS)
    return caught.value.problems[0].key


def test_check_position_passes_the_maps_own_units_and_refuses_as_before():
    gm = RS.map
    own = unit_table(gm)["FRANCE"]["A PAR"]
    made = Unit("FRANCE", UnitType.ARMY, Location("PAR"))  # equal, not the map's own
    assert made == own and made is not own
    check_position(_position([("PAR", own)], {"PAR": "FRANCE"}), RS)
    check_position(_position([("PAR", made)], {"PAR": "FRANCE"}), RS)
    # the map's own unit filed under another province: refused as before
    assert _refused(_position([("BUR", own)])) == "position.misfiled"
    assert _refused(_position([("BUR", made)])) == "position.misfiled"
    # units made apart, where they cannot stand
    assert _refused(_position([("PAR", Unit("FRANCE", UnitType.FLEET, Location("PAR")))])) == "position.fleet_inland"
    assert _refused(_position([("NTH", Unit("FRANCE", UnitType.ARMY, Location("NTH")))])) == "position.army_at_sea"
    assert _refused(_position([("PAR", Unit("PRUSSIA", UnitType.ARMY, Location("PAR")))])) == "position.unknown_power"
    assert _refused(_position([("STP", Unit("RUSSIA", UnitType.FLEET, Location("STP")))])) == "position.fleet_needs_coast"
    # centres
    assert _refused(_position([("PAR", own)], {"BUR": "FRANCE"})) == "position.not_a_centre"
    assert _refused(_position([("PAR", own)], {"XYZ": "FRANCE"})) == "position.not_a_centre"
    assert _refused(_position([("PAR", own)], {"PAR": "PRUSSIA"})) == "position.centre_owner"


def _phase_with(game: Game, orders: dict[str, list[str]]):
    for power, lines in orders.items():
        game.set_orders(power, lines)
    game.process()
    return game.last.adjudication


def test_builds_and_retreats_place_the_maps_own_units():
    own = unit_table(RS.map)
    # a retreat: Austria's army in Serbia dislodged in Spring 1901
    units = {u.province: u for u in (own["AUSTRIA"]["A SER"], own["TURKEY"]["A BUL"], own["TURKEY"]["A RUM"],
                                      own["TURKEY"]["F BLA"])}
    centres = {"SER": "AUSTRIA", "BUL": "TURKEY", "ANK": "TURKEY", "CON": "TURKEY", "SMY": "TURKEY"}
    start = Position(Phase.parse("S1901M"), units, centres, {}, frozenset())
    moved = adjudicate(start, {"TURKEY": ["A Bul - Ser", "A Rum S A Bul - Ser"]}, RS)
    assert moved.after.phase.type.name == "RETREATS"
    retreated = adjudicate(moved.after, {"AUSTRIA": ["A Ser - Alb"]}, RS)
    alb = retreated.after.units["ALB"]
    assert alb is own["AUSTRIA"]["A ALB"] and alb == Unit("AUSTRIA", UnitType.ARMY, Location("ALB"))
    # a build: Turkey owns Serbia and Rumania after the fall (six centres, three units): three builds
    fall = adjudicate(retreated.after, {"TURKEY": ["A Ser H"]}, RS)
    winter = fall.after
    assert winter.phase.type.name == "ADJUSTMENTS"
    built = adjudicate(winter, {"TURKEY": ["Build F Smy", "Build A Con", "Build F Ank"]}, RS)
    for code, text in (("SMY", "F SMY"), ("CON", "A CON"), ("ANK", "F ANK")):
        assert built.after.units[code] is own["TURKEY"][text]
    assert [str(u) for u in built.built] == ["F SMY", "A CON", "F ANK"]


def test_the_words_kept_give_each_phase_its_own_order():
    own = unit_table(RS.map)
    fleet = own["ENGLAND"]["F NTH"]
    moving = Position(Phase.parse("S1901M"), {"NTH": fleet}, {}, {}, frozenset())
    attacker = own["GERMANY"]["F NTH"]
    retreating = Position(Phase.parse("S1901R"), {"NTH": attacker}, {}, {"NTH": Dislodged(fleet, "HEL")}, frozenset())
    table = word_table(RS.names)
    table.read.clear()
    texts = ["F Nth - Nwg", "F Nth - Nwg", "F nth H", "F Nth D", "F Nth - Xyz", "é", "", "  ", "north sea - nwg"]
    for position in (moving, retreating, moving):
        reader = QuickReader(position, RS)
        for text in texts:
            for valid in (False, True):
                kept = reader.read(text, "ENGLAND", valid)
                table.read.clear()  # a reader that keeps nothing: each text read afresh
                assert reader.read(text, "ENGLAND", valid) == kept, (text, position.phase)
                reader.read(text, "ENGLAND", valid)
    assert format_order(QuickReader(moving, RS).read("F Nth - Nwg", "ENGLAND")) == "F NTH - NWG"
    assert format_order(QuickReader(retreating, RS).read("F Nth - Nwg", "ENGLAND")) == "F NTH R NWG"
    assert set(table.read) <= set(texts)


def test_the_words_kept_are_bounded():
    table = word_table(RS.names)
    table.read.clear()
    reader = QuickReader(Game.new("standard").position, RS)
    for i in range(1, 80):  # 6,241 texts, each read as Paris's army holding
        for j in range(1, 80):
            text = f"A{' ' * i}Par{' ' * j}H"
            assert format_order(reader.read(text, "FRANCE")) == "A PAR H"
            assert 1 <= len(table.read) <= parse._WORDS_KEPT
    assert text in table.read
    table.read.clear()


@pytest.mark.parametrize("bad", [["A Par - Bur"], "A Par - Bur", ("A Par - Bur",), None, 7])
def test_a_run_with_a_sheet_whose_lines_are_not_a_list_is_refused_as_before(bad):
    game = Game.new("standard")
    game.set_orders("FRANCE", ["A Par - Bur"])
    events = list(game.events)
    forged = [events[0], *events[1:], type(events[1])("orders", events[1].at, {**events[1].data, "lines": bad})]
    if isinstance(bad, list):
        assert Game.replay(forged).current.sheets["FRANCE"] == bad
        return
    with pytest.raises(RefereeError):
        Game.replay(forged)


def test_a_run_with_a_sheet_not_a_dict_is_read_one_by_one_as_before():
    game = Game.new("standard")
    game.set_orders("FRANCE", ["A Par - Bur"])
    events = list(game.events)
    event = type(events[1])
    for data in (["FRANCE"], "FRANCE", None):
        with pytest.raises((RefereeError, TypeError, KeyError)):
            Game.replay([*events, event("orders", events[1].at, data)])  # type: ignore[arg-type]
    # another mapping (not a dict): the one-by-one reading takes it, as before
    other = MappingProxyType({"power": "GERMANY", "lines": ["A Ber - Kie"], "late": False})
    replayed = Game.replay([*events, event("orders", 5.0, other)])  # type: ignore[arg-type]
    assert replayed.current.sheets == {"FRANCE": ["A Par - Bur"], "GERMANY": ["A Ber - Kie"]}
    assert replayed.current.entered_at["GERMANY"] == 5.0

"""Issue 31: positions the board cannot hold and years the contract cannot write back.

Worked out from the rules, each refused with its reason (and nothing possible refused):

- more units than the board holds: a power builds only up to the centres it owns (rules 2.6.1, 2.6.4) and
  units are made no other way, so at most one unit per supply centre: 34 on the standard board (computed
  from the map);
- a power owning more centres than its home centres in a spring or fall of the first year: centres change
  hands only when counted at the end of a fall (rule 2.6.2);
- a year whose next phase the contract could not write back (a phase's year has at most four digits).

Both lanes of the contract (the Python way, and the native C lane where it can be built) answer alike.
"""

from __future__ import annotations

import json

import pytest
from test_native_express import _contract, _python_way, native  # noqa: F401 - the fixture builds the C lane

from referee_app.games.diplomacy import ContractError, adjudicate_json, load_ruleset
from referee_app.games.diplomacy.rules.geography import Location
from referee_app.games.diplomacy.rules.positions import (
    MAX_YEAR,
    PositionDraft,
    max_units,
    position_problems,
)
from referee_app.games.diplomacy.rules.state import Phase, Unit, UnitType

RS = load_ruleset("standard")
GM = RS.map
POWERS = sorted(GM.powers)


def _armies(n: int) -> dict[str, list[str]]:
    """``n`` armies on as many land provinces, dealt to the powers in turn."""
    lands = sorted(c for c, p in GM.provinces.items() if p.kind.is_land)
    out: dict[str, list[str]] = {}
    for i, code in enumerate(lands[:n]):
        out.setdefault(POWERS[i % len(POWERS)], []).append(f"A {code}")
    return out


def _all_centres(by: str | None = None) -> dict[str, list[str]]:
    scs = sorted(GM.supply_centers)
    if by:
        return {by: scs}
    return {POWERS[i % len(POWERS)]: [c for j, c in enumerate(scs) if j % len(POWERS) == i] for i in range(len(POWERS))}


def test_the_standard_board_holds_34_units_worked_out_from_the_map():
    assert max_units(GM) == len(GM.supply_centers) == 34


@pytest.mark.parametrize("n", [35, 55])
def test_more_units_than_the_board_holds_are_refused(n):
    with pytest.raises(ContractError, match=f"{n} units: the board holds at most 34"):
        adjudicate_json({"phase": "F1905M", "units": _armies(n)})


def test_as_many_units_as_centres_are_adjudicated():
    out = adjudicate_json({"phase": "F1905M", "units": _armies(34)})
    assert sum(len(v) for v in out["units"].values()) == 34


@pytest.mark.parametrize("phase", ["S1901M", "F1901M", "S1901R", "F1901R"])
def test_a_power_with_more_centres_than_home_centres_in_the_first_year_is_refused(phase):
    # the Spring 1901 case: one power owning 18 centres
    eighteen = {"FRANCE": sorted(GM.supply_centers)[:18]}
    units = {"FRANCE": ["A PAR"]}
    with pytest.raises(ContractError, match="cannot own 18 supply centres"):
        adjudicate_json({"phase": phase, "units": units, "centers": eighteen})


def test_fall_1901_with_every_centre_owned_and_no_units_is_refused():
    with pytest.raises(ContractError, match="before the first winter a power owns at most"):
        adjudicate_json({"phase": "F1901M", "units": {}, "centers": _all_centres()})


@pytest.mark.parametrize("phase", ["W1901A", "S1902M", "F1910M"])
def test_after_the_first_winter_many_centres_are_possible(phase):
    doc = {"phase": phase, "units": {"FRANCE": ["A PAR"]}, "centers": {"FRANCE": sorted(GM.supply_centers)[:17]}}
    adjudicate_json(doc)  # a power may own 17 centres with one unit left (its others destroyed since)


def test_the_start_itself_passes():
    adjudicate_json({"phase": "S1901M", "units": {"FRANCE": ["A PAR", "A MAR", "F BRE"]},
                     "centers": {p: list(GM.home_supply_centers(p)) for p in POWERS}})


@pytest.mark.parametrize("phase", ["F9999M", "S9999M", "W9999A", "S9999R"])
def test_years_whose_next_phase_cannot_be_written_are_refused(phase):
    with pytest.raises(ContractError, match=f"up to the year {MAX_YEAR}"):
        adjudicate_json({"phase": phase, "units": {"FRANCE": ["A PAR"]}})


@pytest.mark.parametrize("phase", ["F9998M", "W9998A"])
def test_the_last_year_writes_its_next_phase(phase):
    out = adjudicate_json({"phase": phase, "units": {"FRANCE": ["A PAR"]}, "centers": {"FRANCE": ["PAR"]}})
    assert out["next_phase"] in ("W9998A", "S9999M")


def test_the_position_editor_refuses_them_too():
    units = tuple(Unit(POWERS[i % 7], UnitType.ARMY, Location(c)) for i, c in
                  enumerate(sorted(c for c, p in GM.provinces.items() if p.kind.is_land)[:35]))
    problems = position_problems(PositionDraft(Phase.parse("S1905M"), units), RS)
    assert [m.key for m in problems] == ["position.too_many_units"]
    problems = position_problems(PositionDraft(Phase.parse("F9999M"), units[:3]), RS)
    assert [m.key for m in problems] == ["position.year_too_late"]


CASES = [
    {"phase": "F1905M", "units": _armies(35)},
    {"phase": "F1905M", "units": _armies(34)},
    {"phase": "S1901M", "units": {"FRANCE": ["A PAR"]}, "centers": {"FRANCE": sorted(GM.supply_centers)[:18]}},
    {"phase": "F1901M", "units": {}, "centers": _all_centres()},
    {"phase": "F1901M", "units": {"GERMANY": ["A MUN"]}, "centers": {"GERMANY": ["MUN", "HOL"]}},
    {"phase": "F1902M", "units": {"FRANCE": ["A PAR"]}, "centers": _all_centres("FRANCE")},
    {"phase": "F9999M", "units": {"FRANCE": ["A PAR"]}},
    {"phase": "S9998M", "units": {"FRANCE": ["A PAR"]}, "orders": {"FRANCE": ["A PAR - BUR"]}},
]


@pytest.mark.parametrize("doc", CASES)
def test_both_lanes_answer_alike(native, doc):  # noqa: F811 - the fixture
    assert _contract(doc) == _python_way(doc), json.dumps(doc)[:200]

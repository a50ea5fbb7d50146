"""Results that explain themselves (issue 20, part 3): ``"explain": true`` in the JSON contract gives
every adjudicated movement order the strengths the resolver decided with. Checked on DATC cases whose
text gives the strengths (chapter 6.A-6.E: supports, cuts, head-to-head, beleaguered garrisons)."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from referee_app.games.diplomacy.jsonapi import ContractError, adjudicate_json
from tests.datc_runner import load_cases, step_orders

CASES = {c.id: c for c in load_cases()}


def doc_of(case_id: str, explain: Any = True) -> dict[str, Any]:
    case = CASES[case_id]
    step = case.steps[0]
    orders, _ = step_orders(step)
    doc: dict[str, Any] = {"phase": step["phase"], "units": case.data["units"], "orders": orders}
    if explain is not None:
        doc["explain"] = explain
    return doc


def explained(case_id: str) -> dict[str, dict[str, Any]]:
    """order as written -> its explain object"""
    out = adjudicate_json(doc_of(case_id))
    return {o["text"]: o.get("explain") for o in out["orders"]}


def opposed(e: dict[str, Any]) -> set[tuple[str, int, str]]:
    return {(o["unit"], o["strength"], o["kind"]) for o in e["opposed_by"]}


def test_6a_simple_bounce() -> None:
    # 6.A.11: two armies into Tyrolia, strength 1 each, both bounce
    ex = explained("6.A.11")
    e = ex["A Vienna - Tyrolia"]
    assert e["attack_strength"] == 1
    assert opposed(e) == {("A VEN", 1, "prevent")}
    assert e["supports"] == []


def test_6d1_supported_hold() -> None:
    ex = explained("6.D.1")
    e = ex["A Trieste - Venice"]
    assert e["attack_strength"] == 2
    assert opposed(e) == {("A VEN", 2, "hold")}
    assert e["supports"] == [{"unit": "F ADR", "counted": True, "cut_by": None}]
    h = ex["A Venice Hold"]
    assert h["hold_strength"] == 2
    assert h["supports"] == [{"unit": "A TYR", "counted": True, "cut_by": None}]
    assert h["dislodged_by"] is None


def test_6d2_cut_support_on_hold() -> None:
    ex = explained("6.D.2")
    e = ex["A Trieste - Venice"]
    assert e["attack_strength"] == 2
    assert opposed(e) == {("A VEN", 1, "hold")}
    h = ex["A Venice Hold"]
    assert h["hold_strength"] == 1
    assert h["supports"] == [{"unit": "A TYR", "counted": False, "cut_by": "A VIE"}]
    assert h["dislodged_by"] == "A TRI"


def test_6d3_cut_support_on_move() -> None:
    ex = explained("6.D.3")
    moves = [v for v in ex.values() if v is not None and "attack_strength" in v and v["supports"]]
    assert moves and all(not s["counted"] and s["cut_by"] for m in moves for s in m["supports"])


def test_6e2_no_self_dislodgement_head_to_head() -> None:
    # an attack on a unit of the same power has strength 0 (DATC 5.B); the support is not counted
    ex = explained("6.E.2")
    e = ex["A Berlin - Kiel"]
    assert e["attack_strength"] == 0
    assert opposed(e) == {("F KIE", 1, "defend")}
    assert e["supports"] == [{"unit": "A MUN", "counted": False, "cut_by": None}]
    assert opposed(ex["F Kiel - Berlin"]) == {("A BER", 2, "defend")}


def test_6e4_non_dislodged_loser_still_has_effect() -> None:
    ex = explained("6.E.4")
    hol = ex["F Holland - North Sea"]
    nth = ex["F North Sea - Holland"]
    assert hol["attack_strength"] == 3
    assert ("F NTH", 2, "defend") in opposed(hol)
    assert ("F NWG", 3, "prevent") in opposed(hol)
    assert nth["attack_strength"] == 2
    assert ("A RUH", 2, "prevent") in opposed(nth)


def test_6e7_beleaguered_garrison() -> None:
    # the English support of the Russian attack does not count against the English fleet
    ex = explained("6.E.7")
    ru = next(v for k, v in ex.items() if k.startswith("F Norway"))
    assert ru["attack_strength"] == 2
    assert {s["unit"]: s["counted"] for s in ru["supports"]} == {"F YOR": False, "F SKA": True}
    assert ("F HEL", 2, "prevent") in opposed(ru)
    nth = next(v for k, v in ex.items() if k.startswith("F North Sea"))
    assert nth["dislodged_by"] is None


def test_6e9_almost_self_dislodgement() -> None:
    ex = explained("6.E.9")
    ru = ex["F Norway - North Sea"]
    assert ru["attack_strength"] == 3
    assert opposed(ru) == {("F NTH", 0, "hold"), ("F HEL", 2, "prevent")}


def test_convoy_routes() -> None:
    doc = {"phase": "S1901M", "units": {"ENGLAND": ["A LON", "F NTH", "F BEL"]},
           "orders": {"ENGLAND": ["A LON - HOL", "F NTH C A LON - HOL", "F BEL H"]},
           "explain": True}
    out = adjudicate_json(doc)
    ex = {o["text"]: o["explain"] for o in out["orders"]}
    assert ex["A LON - HOL"]["routes"] == [["F NTH"]]
    assert ex["F NTH C A LON - HOL"]["routes"] == [["F NTH"]]
    assert ex["F NTH C A LON - HOL"]["hold_strength"] == 1


def test_without_explain_unchanged() -> None:
    for cid in ("6.D.1", "6.D.2", "6.E.4", "6.E.7"):
        plain = json.dumps(adjudicate_json(doc_of(cid, None)), sort_keys=False)
        false = json.dumps(adjudicate_json(doc_of(cid, False)), sort_keys=False)
        assert plain == false
        assert "explain" not in plain
        rich = copy.deepcopy(adjudicate_json(doc_of(cid, True)))
        for o in rich["orders"]:
            o.pop("explain", None)
        assert json.dumps(rich) == plain


@pytest.mark.parametrize("bad", ["yes", 1, 0, [], {}])
def test_explain_must_be_bool(bad: Any) -> None:
    with pytest.raises(ContractError, match="explain"):
        adjudicate_json(doc_of("6.D.1", bad))


def test_non_movement_phase_has_no_explain() -> None:
    doc = {"phase": "W1901A", "units": {"FRANCE": ["A PAR"]}, "centers": {"FRANCE": ["PAR", "BRE", "MAR"]},
           "orders": {"FRANCE": ["Build A MAR"]}, "explain": True}
    out = adjudicate_json(doc)
    assert all("explain" not in o for o in out["orders"])

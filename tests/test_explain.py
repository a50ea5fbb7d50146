"""Results that explain themselves (issue 20, part 3): ``"explain": true`` in the JSON contract gives
every adjudicated movement order the strengths the resolver decided with. Checked on DATC cases whose
text gives the strengths (chapter 6.A-6.E: supports, cuts, head-to-head, beleaguered garrisons)."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from referee_app.games.diplomacy.contract.jsonapi import ContractError, adjudicate_json
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


# --- which rule settled a paradox (settled_by) ------------------------------------------------------

def settled_groups(case_id: str, ruleset: str | None = None) -> dict[str, Any]:
    """order as written -> its settled_by (only the orders that have one)"""
    doc = doc_of(case_id)
    if ruleset is not None:
        doc["ruleset"] = ruleset
    out = adjudicate_json(doc)
    return {o["order"]: o["explain"]["settled_by"] for o in out["orders"]
            if o.get("explain") and o["explain"]["settled_by"] is not None}


@pytest.mark.parametrize("case_id, fleets, armies", [
    ("6.F.14", ["F ENG"], ["A BRE"]),
    ("6.F.15", ["F ENG"], ["A BRE"]),
    ("6.F.16", ["F ENG"], ["A BRE"]),
    ("6.F.17", ["F ENG"], ["A BRE"]),
    ("6.F.18", ["F NTH"], ["A LON"]),
    ("6.F.22", ["F NTH", "F ENG"], ["A BRE", "A NWY"]),
    ("6.F.23", ["F NTH", "F ENG"], ["A BRE", "A NWY"]),
    ("6.F.24", ["F NTH", "F ENG"], ["A BRE", "A NWY"]),
])
def test_convoy_paradoxes_are_settled_by_the_szykman_rule(case_id: str, fleets: list[str], armies: list[str]) -> None:
    groups = settled_groups(case_id)
    assert groups, f"{case_id}: no order says which rule settled the paradox"
    for order, group in groups.items():
        assert group["rule"] == "szykman"
        assert sorted(group["units"]) == sorted(fleets + armies)
        assert " ".join(order.split()[:2]) in group["units"]  # the order of a unit the rule settled
    # the fleets' convoy orders and the armies' moves carry it, nothing else
    assert len(groups) == len(fleets) + len(armies)


@pytest.mark.parametrize("case_id", ["6.F.1", "6.F.10", "6.F.19", "6.F.20", "6.F.21", "6.F.25", "6.C.3", "6.C.5"])
def test_no_rule_settles_a_phase_without_a_paradox_or_a_circle(case_id: str) -> None:
    assert settled_groups(case_id) == {}


@pytest.mark.parametrize("case_id, moves", [
    ("6.C.1", ["F ANK", "A CON", "A SMY"]),
    ("6.C.2", ["F ANK", "A CON", "A SMY"]),
    ("6.C.4", ["A TRI", "A SER", "A BUL"]),
    ("6.C.6", ["A LON", "A BEL"]),
])
def test_circular_movements_are_settled_by_letting_every_move_succeed(case_id: str, moves: list[str]) -> None:
    out = adjudicate_json(doc_of(case_id))
    groups = {o["text"]: (o["status"], o["explain"]["settled_by"]) for o in out["orders"]
              if o.get("explain") and o["explain"]["settled_by"] is not None}
    assert len(groups) == len(moves)
    for status, group in groups.values():
        assert status == "succeeds"
        assert group["rule"] == "circular_movement"
        assert sorted(group["units"]) == sorted(moves)


@pytest.mark.parametrize("ruleset, rule", [("rulebook-1982", "1982"), ("jp-pbem", "via_fleets")])
def test_the_rulesets_own_paradox_rule_is_named(ruleset: str, rule: str) -> None:
    # 6.F.16: the convoyed army from Brest attacks London, whose fleet supports the attack on the convoying fleet
    groups = settled_groups("6.F.16", ruleset)
    assert {g["rule"] for g in groups.values()} == {rule}
    assert next(iter(groups.values()))["units"] == ["A BRE", "F LON"]


def test_the_2000_rule_is_named() -> None:
    from referee_app.games.diplomacy import adjudicate, load_ruleset
    from tests.datc_runner import case_position

    rs = load_ruleset("standard").derive(convoy_paradox="2000")
    case = CASES["6.F.14"]
    orders, _ = step_orders(case.steps[0])
    adj = adjudicate(case_position(case, rs), orders, rs, explain=True)
    groups = [e["settled_by"] for e in (adj.explanations or {}).values() if e["settled_by"] is not None]
    assert groups and all(g == {"rule": "2000", "units": ["A BRE", "F LON"]} for g in groups)


@pytest.mark.parametrize("case_id", ["6.F.14", "6.F.22", "6.C.1", "6.C.6"])
def test_paradoxes_without_explain_unchanged(case_id: str) -> None:
    plain = json.dumps(adjudicate_json(doc_of(case_id, None)))
    assert "settled_by" not in plain and "explain" not in plain
    rich = copy.deepcopy(adjudicate_json(doc_of(case_id, True)))
    for o in rich["orders"]:
        o.pop("explain", None)
    assert json.dumps(rich) == plain


def test_the_resolver_records_nothing_without_a_cycle() -> None:
    from referee_app.games.diplomacy import adjudicate, load_ruleset
    from referee_app.games.diplomacy.rules.movement import MoveOutcome

    assert MoveOutcome().backup == ()  # a tuple by default: nothing made for a phase without a cycle
    rs = load_ruleset("standard")
    case = CASES["6.D.2"]
    orders, _ = step_orders(case.steps[0])
    from tests.datc_runner import case_position

    adj = adjudicate(case_position(case, rs), orders, rs, explain=True)
    assert all(e["settled_by"] is None for e in (adj.explanations or {}).values())

"""One runner for the rules cases in cases/*.toml: each case names the rule it checks."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from referee_app.cli import paths_of_glory as cli
from referee_app.games.paths_of_glory import combat as cb
from referee_app.games.paths_of_glory import procedures as pr
from referee_app.games.paths_of_glory import supply as su
from referee_app.games.paths_of_glory.errors import PogError
from referee_app.games.paths_of_glory.game import PogGame
from referee_app.games.paths_of_glory.tables import load_rules

CASES = Path(__file__).parent / "cases"
RULES = load_rules()


def _roller(purpose: str, typed: int | None) -> Any:
    assert typed is not None, f"a case must give every die ({purpose})"
    from referee_app.core.dice import Dice
    return Dice.typed([typed], 6, purpose)


def _game(inp: Mapping[str, Any]) -> dict[str, Any]:
    game = PogGame.new(inp.get("scenario", "intro"), seed=1, options=inp.get("options", ()))
    last: Any = None
    for name, args in inp["ops"]:
        if name == "rounds":  # play the remaining action rounds with operations
            while game.state.round <= game.rules.action_rounds:
                game.action(game.state.to_act, "ops", value=1)
            continue
        if name == "turn":  # play a whole turn: no mandated offensive, operations, every segment
            game.roll_mandated(5, 5)
            game.next()
            while game.state.round <= game.rules.action_rounds:
                game.action(game.state.to_act, "ops", value=1)
            while game.segment != "A":
                game.next()
            continue
        if name == "next_to":  # finish segments until the game is in the one named
            while game.segment != args["segment"]:
                game.next()
            continue
        last = getattr(game, name)(**args)
    view = game.view()
    view["last"] = {} if last is None else dict(last.result) if hasattr(last, "result") else dict(last)
    return view


def run(check: str, inp: Any) -> Any:
    i = dict(inp) if isinstance(inp, Mapping) else inp
    if check == "victory":
        out = pr.victory_json(RULES, i)
        return {k: "none" if v is None else v for k, v in out.items()}
    if check == "fire":
        return cli.fire_json(RULES, i)
    if check == "losses":
        return cli.losses_json(RULES, i)
    if check == "combat":
        return cb.resolve_combat(RULES, i, _roller).to_json()
    if check == "flank":
        return cb.flank_attack(i["spaces"], i.get("qualifying", 0), i["army"], i.get("terrain", "clear"), i.get("trench", 0),
                               i.get("fort_only", False), i.get("roll", 1)).to_json()
    if check == "mandated":
        return pr.mandated_offensive(RULES, i["side"], i["roll"], hoffmann=i.get("hoffmann", False),
                                     hl_take_command=i.get("hl_take_command", False), bolshevik=i.get("bolshevik", False),
                                     at_war=i.get("at_war", pr.INITIALLY_AT_WAR),
                                     italy_conquered=i.get("italy_conquered", False)).to_json()
    if check == "mandated_vp":
        return {"vp": pr.mandated_vp(i["side"], i["result"], i["made"], french_mutiny=i.get("french_mutiny", False),
                                     joint_with_us=i.get("joint_with_us", False))}
    if check == "entrench":
        return pr.entrench(RULES, i["nation"], i["level"], i["roll"], failed_before=i.get("failed_before", False),
                           optional_drm=i.get("optional_drm", False), out_of_supply=i.get("out_of_supply", False)).to_json()
    if check == "besiege":
        return {"ok": pr.can_besiege(i["armies"], i["corps"], i["fort_lf"])}
    if check == "siege_roll":
        return {"fallen": pr.siege_roll(i["fort_cf"], i["roll"], i.get("drm", 0))}
    if check == "activation":
        return {"cost": pr.activation_cost(i["nations"], country=i.get("country", ""), space=i.get("space", ""),
                                           merged=i.get("merged", ()))}
    if check == "mef":
        return {"cost": pr.mef_activation_cost(i["mef_army"], i["corps"])}
    if check == "stacking":
        return {"ok": pr.stacking_ok(i["units"], moving=i.get("moving", False))}
    if check == "sr":
        return {"cost": pr.sr_cost(i["corps"], i["armies"])}
    if check == "supply":
        return {"keys": [m.key for m in pr.supply_sources(i["nation"])]}
    if check == "attrition":
        return pr.attrition(i["units"])
    if check == "supply_trace":
        return su.check_supply(RULES, i)
    if check == "game":
        return _game(i)
    raise AssertionError(f"unknown check {check}")


def matches(expected: Any, actual: Any, where: str = "") -> None:
    """``expected`` is a part of ``actual``: tables key by key, lists item by item."""
    if isinstance(expected, Mapping):
        assert isinstance(actual, Mapping), f"{where}: expected a table, got {actual!r}"
        for k, v in expected.items():
            assert k in actual, f"{where}.{k} missing in {actual!r}"
            matches(v, actual[k], f"{where}.{k}")
    elif isinstance(expected, list) and expected and isinstance(expected[0], Mapping) and isinstance(actual, list):
        assert len(expected) == len(actual), f"{where}: {len(actual)} items, expected {len(expected)}: {actual!r}"
        for n, (e, a) in enumerate(zip(expected, actual)):
            matches(e, a, f"{where}[{n}]")
    else:
        assert expected == actual, f"{where}: expected {expected!r}, got {actual!r}"


def _cases() -> list[Any]:
    out = []
    for path in sorted(CASES.glob("*.toml")):
        for n, case in enumerate(tomllib.loads(path.read_text(encoding="utf-8"))["case"]):
            out.append(pytest.param(case, id=f"{path.stem}-{n + 1}-{case['rule']}"))
    return out


@pytest.mark.parametrize("case", _cases())
def test_rule_case(case: Mapping[str, Any]) -> None:
    assert case.get("rule"), "every case names its rule"
    inputs = case["input"] if isinstance(case["input"], list) else [case["input"]]
    if "error" in case:
        errors = case["error"] if isinstance(case["error"], list) else [case["error"]]
        for inp, key in zip(inputs, errors, strict=True):
            with pytest.raises(PogError) as info:
                run(case["check"], inp)
            assert info.value.message.key == key
        return
    expects = case["expect"] if isinstance(case["expect"], list) else [case["expect"]]
    for inp, exp in zip(inputs, expects, strict=True):
        matches(exp, run(case["check"], inp), case["rule"])


def test_every_section_has_cases() -> None:
    rules = {str(c.values[0]["rule"]) for c in _cases()}  # type: ignore[index]
    for section in ("5.", "7.", "11.2", "12.", "13.1", "15."):
        assert any(r.startswith(section) for r in rules), section

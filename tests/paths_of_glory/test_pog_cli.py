"""The command line: the headless contract (victory, fire, losses) and the game-file commands."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from referee_app.cli.paths_of_glory import main
from referee_app.core import registry
from referee_app.games.paths_of_glory.kind import KIND


def run(args: list[str], stdin: str = "", monkeypatch: Any = None) -> tuple[int, str, str]:
    import contextlib
    import sys
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(args)
    finally:
        sys.stdin = old
    return code, out.getvalue(), err.getvalue()


def test_victory_contract() -> None:
    code, out, _ = run(["pog", "victory", "-"], json.dumps({"scenario": "intro", "vp": 12, "brest_litovsk": False,
                                                             "tournament_bid": None, "peace": False}))
    assert code == 0 and json.loads(out) == {"result": "draw", "automatic": None}
    code, out, _ = run(["pog", "victory"], json.dumps({"scenario": "campaign", "vp": 20}))
    assert json.loads(out) == {"result": "central", "automatic": "central"}


def test_fire_contract() -> None:
    code, out, _ = run(["pog", "fire", "-"], json.dumps({"table": "army", "cf": 10, "shift": -1, "drm": 1, "roll": 5}))
    assert code == 0 and json.loads(out) == {"losses": 5, "column": "6-8"}


def test_losses_contract_rulebook_example(tmp_path: Path) -> None:
    doc = {"losses": 5, "units": [{"id": "A", "nation": "FR", "type": "army", "strength": "full", "lf": 3},
                                  {"id": "B", "nation": "FR", "type": "army", "strength": "reduced", "lf": 3}],
           "reserve": [{"id": "C", "nation": "FR", "type": "corps", "strength": "full", "lf": 1}]}
    path = tmp_path / "in.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    code, out, _ = run(["pog", "losses", str(path)])
    res = json.loads(out)
    assert code == 0 and res["taken"] == 5 and res["eliminated"] == ["B", "C"]
    assert res["replaced"] == [{"army": "B", "by": "C"}] and res["removed_for_good"] == []


@pytest.mark.parametrize("args,stdin", [
    (["pog", "fire"], "{not json"),
    (["pog", "fire"], json.dumps({"table": "army", "cf": 3, "roll": 7})),
    (["pog", "fire"], json.dumps({"table": "army", "cf": "x", "roll": 2})),
    (["pog", "victory"], json.dumps({"scenario": "intro"})),
    (["pog", "victory"], "[]"),
    (["pog", "losses"], json.dumps({"losses": 2, "units": [{"nation": "XX", "type": "army"}]})),
    (["pog", "fire", "/no/such/file.json"], ""),
])
def test_bad_input_exit_2_one_line(args: list[str], stdin: str) -> None:
    code, out, err = run(args, stdin)
    assert code == 2 and out == "" and err.count("\n") == 1 and err.startswith("referee-cli: ")


def test_error_in_four_languages() -> None:
    stdin = json.dumps({"table": "army", "cf": 3, "roll": 7})
    texts = {lang: run(["pog", "fire", "--lang", lang], stdin)[2] for lang in ("en", "zh_Hant", "zh_Hans", "ja")}
    assert "roll" in texts["en"] and "必需" in texts["zh_Hant"] and "必须" in texts["zh_Hans"]
    assert len(set(texts.values())) == 4


def test_game_file_commands(tmp_path: Path) -> None:
    registry.register(KIND)
    game = str(tmp_path / "g.pog")
    assert run(["pog", "new", game, "--scenario", "limited", "--seed", "7"])[0] == 0
    code, out, _ = run(["pog", "mo", game, "--central", "4", "--allied", "6", "--lang", "zh_Hant"])
    assert code == 0 and "宣布進攻" in out
    assert run(["pog", "next", game])[0] == 0
    code, _, err = run(["pog", "action", game, "allied", "ops"])
    assert code == 2 and "Central" in err
    assert run(["pog", "action", game, "central", "rp", "--rp", "GE=1", "AH=1"])[0] == 0
    assert run(["pog", "made", game, "central"])[0] == 0
    assert run(["pog", "vp", game, "1", "Belgrade"])[0] == 0
    assert run(["pog", "undo", game])[0] == 0
    code, out, _ = run(["pog", "show", game, "--json", "--players"])
    view = json.loads(out)
    assert view["segment"] == "B" and view["vp"] == 10 and view["rp"]["central"] == {"GE": 1, "AH": 1}
    assert "dice" not in view
    code, out, _ = run(["pog", "show", game, "--lang", "ja"])
    assert code == 0 and "VP 10" in out
    combat = tmp_path / "combat.json"
    combat.write_text(json.dumps({"attacker": {"units": [{"nation": "GE", "type": "army", "cf": [5, 3]}], "roll": 4},
                                  "defender": {"units": [{"nation": "FR", "type": "corps", "cf": [1, 1]}], "roll": 2}}))
    code, out, _ = run(["pog", "combat", str(combat), "--game", game])
    assert code == 0 and json.loads(out)["winner"] == "attacker"
    code, out, _ = run(["pog", "combat", str(combat)])
    assert code == 0 and json.loads(out)["fire"]["attacker"]["losses"] == 4


def test_combat_contract_fires_on_the_chart_s_columns_by_itself() -> None:
    """`pog combat` given a terrain and a trench shifts the columns as the window does; a typed `shift` adds the
    cards' shifts on top; the old fields are all still there."""
    doc = {"attacker": {"units": [{"nation": "GE", "type": "army", "cf": [7, 4]}], "roll": 3, "shift": 1},
           "defender": {"terrain": "mountain", "trench": 1, "units": [{"nation": "FR", "type": "army", "cf": [3, 2]}],
                        "roll": 3}}
    code, out, err = run(["pog", "combat", "-"], json.dumps(doc))
    assert code == 0, err
    res = json.loads(out)
    att, dfn = res["fire"]["attacker"], res["fire"]["defender"]
    assert att["shift"] == -1 and att["column"] == "5"  # 6-8, 1L mountain, 1L trench 1, 1R cards
    assert [(s["by"], s["columns"]) for s in att["shifts"]] == [("terrain", -1), ("trench", -1), ("cards", 1)]
    assert dfn["shift"] == 1 and dfn["column"] == "4"
    for key in ("steps", "rolls", "fire", "losses", "flank", "winner", "retreat", "may_stay", "advance", "notes", "dice"):
        assert key in res


def test_combat_contract_names_spaces_and_refuses_what_cannot_be() -> None:
    doc = {"attacker": {"from": ["Metz"], "units": [{"nation": "GE", "type": "army", "cf": [5, 3]}], "roll": 3},
           "defender": {"space": "Nancy", "units": [{"nation": "FR", "type": "corps", "cf": [1, 1]}], "roll": 3}}
    code, out, _ = run(["pog", "combat", "-"], json.dumps(doc))
    step1 = json.loads(out)["steps"][0]
    assert code == 0 and step1["space"] == "Nancy" and step1["fort"] == 2
    doc["defender"]["units"][0]["nation"] = "GE"
    code, out, err = run(["pog", "combat", "-", "--lang", "en"], json.dumps(doc))
    assert code == 2 and out == "" and "a side does not attack its own units" in err and err.count("\n") == 1
    code, _, err = run(["pog", "losses", "-", "--lang", "en"], json.dumps({"losses": "5", "units": [{"nation": "GE", "type": "corps"}]}))
    assert code == 2 and 'expected a number, got the text "5"' in err


def test_the_order_of_battle_from_the_command_line(tmp_path: Path) -> None:
    game = str(tmp_path / "oob.pog")
    assert run(["pog", "new", game, "--scenario", "campaign", "--seed", "3"])[0] == 0
    code, out, err = run(["pog", "place", game, "Metz", "--units",
                          json.dumps([{"id": "GE 5", "nation": "GE", "type": "army", "cf": [5, 3]}]), "--lang", "en"])
    assert code == 0 and "Metz: 1 units, trench 0" in out, err
    code, _, err = run(["pog", "place", game, "Nancy", "--units", "[{", "--lang", "en"])
    assert code == 2 and "--units" in err
    code, _, err = run(["pog", "attrition", game, "--lang", "en"])
    assert code == 2 and "segment C" in err


def test_rp_spent_on_named_units_from_the_command_line(tmp_path: Path) -> None:
    """pog replace --units (9.4.4): the units of the order of battle the RP rebuild, refused with a sentence
    and exit 2 when one is out of the game (12.4.4)."""
    game = str(tmp_path / "rp.pog")
    assert run(["pog", "new", game, "--scenario", "campaign", "--seed", "3"])[0] == 0
    unit = {"id": "FR 3", "nation": "FR", "type": "army", "strength": "reduced", "cf": [3, 2]}
    assert run(["pog", "place", game, "Verdun", "--units", json.dumps([unit])])[0] == 0
    gone = {"id": "FR 9", "nation": "FR", "type": "army", "cf": [3, 2]}
    assert run(["pog", "box", game, "removed", "allied", "--units", json.dumps([gone])])[0] == 0
    assert run(["pog", "mo", game, "--central", "5", "--allied", "5"])[0] == 0
    assert run(["pog", "next", game])[0] == 0
    assert run(["pog", "action", game, "central", "ops", "--value", "1"])[0] == 0
    assert run(["pog", "action", game, "allied", "rp", "--rp", "FR=2"])[0] == 0
    for n in range(10):
        assert run(["pog", "action", game, ("central", "allied")[n % 2], "ops", "--value", "1"])[0] == 0
    for _ in range(7):  # C, D, E.1, E.2, E.3, E.4, F.1
        assert run(["pog", "next", game])[0] == 0
    code, _, err = run(["pog", "replace", game, "allied", "--units", '["FR 9"]', "--lang", "en"])
    assert code == 2 and "can never be rebuilt (12.4.4, 14.3.5)" in err and err.count("\n") == 1
    code, out, err = run(["pog", "replace", game, "allied", "--units", '["FR 3"]', "--lang", "en"])
    assert code == 0 and "Rebuilt in the order of battle: FR 3" in out, err


def test_retreat_stand_and_eliminate_from_the_command_line(tmp_path: Path) -> None:
    """pog retreat --stand UNIT (12.5.3) and --eliminate (12.5.4): the stand in Nancy's trench replaces the
    reduced army by the reserve corps and cancels the retreat; eliminating is refused while a stand is
    possible; an unclear call is refused with one line and exit 2."""
    registry.register(KIND)
    game = str(tmp_path / "r.pog")
    assert run(["pog", "new", game, "--scenario", "campaign", "--seed", "3"])[0] == 0
    ge = [{"id": "GE 5", "nation": "GE", "type": "army", "cf": [5, 3]},
          {"id": "GE 6", "nation": "GE", "type": "army", "strength": "reduced", "cf": [5, 3]}]
    assert run(["pog", "place", game, "Metz", "--units", json.dumps(ge), "--control", "central"])[0] == 0
    fr = [{"id": "FR 2", "nation": "FR", "type": "army", "cf": [3, 2]}]
    assert run(["pog", "place", game, "Nancy", "--units", json.dumps(fr), "--trench", "1"])[0] == 0
    corps = [{"id": "FR c1", "nation": "FR", "type": "corps", "cf": [1, 1]}]
    assert run(["pog", "box", game, "reserve", "allied", "--units", json.dumps(corps)])[0] == 0
    assert run(["pog", "mo", game, "--central", "5", "--allied", "5"])[0] == 0
    assert run(["pog", "next", game])[0] == 0
    combat = tmp_path / "c.json"
    combat.write_text(json.dumps({"side": "central", "attacker": {"from": ["Metz"], "roll": 6},
                                  "defender": {"space": "Nancy", "fort": False, "roll": 1}}))
    assert run(["pog", "combat", str(combat), "--game", game])[0] == 0
    code, _, err = run(["pog", "retreat", game, "--eliminate", "--lang", "en"])
    assert code == 2 and "may still stand" in err and err.count("\n") == 1
    code, _, err = run(["pog", "retreat", game, "--lang", "en"])
    assert code == 2 and "--stand" in err and err.count("\n") == 1
    code, out, err = run(["pog", "retreat", game, "--stand", "FR 2", "--lang", "en"])
    assert code == 0, err
    code, out, _ = run(["pog", "show", game, "--json"])
    assert [u["id"] for u in json.loads(out)["oob"]["stacks"]["Nancy"]] == ["FR c1"]
    code, _, err = run(["pog", "retreat", game, "Chateau Thierry", "FR c1", "--lang", "en"])
    assert code == 2 and "12.5.3" in err


def test_siege_by_space_and_fort_marks_from_the_command_line(tmp_path: Path) -> None:
    """pog siege GAME SPACE (no value: the map's) refused with one line and exit 2 while the order of battle
    shows no siege (15.2.4); with a German army in Liege the roll falls and the order of battle keeps the fort
    destroyed; pog fort marks another (Guns of August's kind of event) and --standing takes it back."""
    game = str(tmp_path / "s.pog")
    assert run(["pog", "new", game, "--scenario", "campaign", "--seed", "3"])[0] == 0
    assert run(["pog", "place", game, "Koblenz", "--units",
                json.dumps([{"id": "GE 1", "nation": "GE", "type": "army", "cf": [5, 3]}])])[0] == 0
    assert run(["pog", "mo", game, "--central", "5", "--allied", "5"])[0] == 0
    assert run(["pog", "next", game])[0] == 0
    for n in range(12):
        assert run(["pog", "action", game, ("central", "allied")[n % 2], "ops", "--value", "1"])[0] == 0
    for _ in range(2):  # B, C
        assert run(["pog", "next", game])[0] == 0
    code, _, err = run(["pog", "siege", game, "Liege", "--roll", "6", "--lang", "en"])
    assert code == 2 and "not besieged" in err and "15.2.4" in err and err.count("\n") == 1
    assert run(["pog", "place", game, "Liege", "--units",
                json.dumps([{"id": "GE 2", "nation": "GE", "type": "army", "cf": [5, 3]}])])[0] == 0
    code, out, err = run(["pog", "siege", game, "Liege", "--roll", "6", "--lang", "en"])
    assert code == 0 and "Siege of Liege: die 6, drm -2, fort 3" in out and "Siege drm -2 in Aug 1914 (15.3.3)" in out, err
    code, out, _ = run(["pog", "show", game, "--json"])
    oob = json.loads(out)["oob"]
    assert oob["forts_destroyed"] == ["Liege"] and oob["control"]["Liege"] == "central"
    assert run(["pog", "fort", game, "Namur"])[0] == 2  # not a space of the map
    assert run(["pog", "fort", game, "Verdun"])[0] == 0
    assert run(["pog", "fort", game, "Verdun", "--standing"])[0] == 0
    code, out, _ = run(["pog", "show", game, "--json"])
    assert json.loads(out)["oob"]["forts_destroyed"] == ["Liege"]

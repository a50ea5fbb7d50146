"""The headless contract: adjudicate_json and `referee-cli adjudicate`."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from referee_app.games.diplomacy import ContractError, adjudicate_json

ROOT = Path(__file__).resolve().parent.parent

SPRING = {
    "phase": "S1901M",
    "units": {"FRANCE": ["A PAR", "A MAR", "F BRE"], "GERMANY": ["A MUN", "A BER"], "ENGLAND": ["F LON"]},
    "centers": {"FRANCE": ["PAR", "MAR", "BRE"], "GERMANY": ["MUN", "BER", "KIE"]},
    "orders": {"FRANCE": ["A Par - Bur", "A Mar S A Par - Bur", "F Bre - Mao"], "GERMANY": ["A Mun - Bur", "A Ber - Kie"],
               "ENGLAND": ["F Lon - Bel"]},
}


def test_contract_shape_and_outcomes():
    out = adjudicate_json(SPRING)
    assert out["phase"] == "S1901M" and out["next_phase"] == "F1901M"
    status = {o["order"]: o["status"] for o in out["orders"]}
    assert status["A PAR - BUR"] == "succeeds"
    assert status["A MUN - BUR"] == "fails"
    assert status["F LON - BEL"] == "invalid"
    invalid = [o for o in out["orders"] if o["status"] == "invalid"][0]
    assert invalid["order"] == "F LON - BEL" and "Belgium" in invalid["reason"]
    assert out["units"]["FRANCE"] == ["A BUR", "F MAO", "A MAR"]  # by province code
    assert out["units"]["GERMANY"] == ["A KIE", "A MUN"]
    assert out["units"]["ENGLAND"] == ["F LON"]
    assert out["winner"] is None and out["dislodged"] == {} and out["contested"] == []


def test_dislodgement_and_retreat_phase_roundtrip():
    doc = {
        "phase": "F1901M",
        "units": {"FRANCE": ["A BUR", "A RUH"], "GERMANY": ["A MUN"], "ITALY": ["A PIE"]},
        "centers": {"GERMANY": ["MUN"]},
        "orders": {"FRANCE": ["A Bur - Mun", "A Ruh S A Bur - Mun"], "GERMANY": ["A Mun H"], "ITALY": ["A Pie - Tyr"]},
    }
    out = adjudicate_json(doc)
    assert out["next_phase"] == "F1901R"
    (d,) = out["dislodged"]["GERMANY"]
    assert d["unit"] == "A MUN" and d["attacker_from"] == "BUR"
    assert "BUR" not in d["retreats"] and "TYR" not in d["retreats"] and "RUH" not in d["retreats"]
    assert "BOH" in d["retreats"] and "KIE" in d["retreats"]
    retreat = {
        "phase": out["next_phase"], "units": out["units"], "centers": out["centers"],
        "dislodged": {"GERMANY": [{"unit": "A MUN", "attacker_from": "BUR"}]}, "contested": out["contested"],
        "orders": {"GERMANY": ["A Mun - Kie"]},
    }
    out2 = adjudicate_json(retreat)
    assert "A KIE" in out2["units"]["GERMANY"]
    assert out2["centers"]["FRANCE"] == ["MUN"]  # centres change after the Fall retreats
    assert out2["next_phase"] == "W1901A"


@pytest.mark.parametrize("doc,fragment", [
    ({}, "phase"),
    ({"phase": "X1901M", "units": {}}, "not a phase"),
    ({"phase": "S1901M", "units": {"NARNIA": ["A PAR"]}}, "unknown power"),
    ({"phase": "S1901M", "units": {"FRANCE": ["A NTH"]}}, "army cannot stand"),
    ({"phase": "S1901M", "units": {"FRANCE": "A PAR"}}, "list of strings"),
    ({"phase": "S1901M", "units": {"FRANCE": ["A PAR"], "ITALY": ["A PAR"]}}, "two units"),
])
def test_bad_documents_are_refused_clearly(doc, fragment):
    with pytest.raises(ContractError if fragment != "not a phase" else ValueError) as info:
        adjudicate_json(doc)
    assert fragment in str(info.value)


def _cli(args, stdin=None):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "referee_app.cli", *args], input=stdin, capture_output=True,
                          text=True, env=env, cwd=ROOT, timeout=120)


def test_cli_adjudicate_from_stdin_and_file(tmp_path):
    r = _cli(["adjudicate", "-"], json.dumps(SPRING))
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout) == adjudicate_json(SPRING)
    f = tmp_path / "phase.json"
    f.write_text(json.dumps(SPRING))
    r2 = _cli(["adjudicate", str(f)])
    assert r2.returncode == 0 and json.loads(r2.stdout)["next_phase"] == "F1901M"


def test_cli_adjudicate_bad_input_exits_2():
    r = _cli(["adjudicate", "-"], "{not json")
    assert r.returncode == 2 and "JSON" in r.stderr
    r = _cli(["adjudicate", "-"], json.dumps({"phase": "S1901M"}))
    assert r.returncode == 2 and "units" in r.stderr
    r = _cli(["adjudicate", "/no/such/file.json"])
    assert r.returncode == 2 and "cannot read" in r.stderr

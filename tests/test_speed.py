"""The engine's quick paths agree with its long ones, and the bulk entry points with one phase at a time
(issue 15). No timings here: bench/bench_adjudicate.py measures, on real phases."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee_app.games.diplomacy import (
    ContractError,
    OrderError,
    PhaseType,
    adjudicate,
    adjudicate_json,
    adjudicate_many,
    load_ruleset,
    read_order,
)
from referee_app.games.diplomacy.fastjson import position_from_tables
from referee_app.games.diplomacy.jsonapi import centers_json, position_from_json, units_json
from referee_app.games.diplomacy.movement import MovementResolver
from referee_app.games.diplomacy.parse import QuickReader, word_table
from referee_app.games.diplomacy.randomgame import random_game
from referee_app.games.diplomacy.validate import resolve_fleet_dest, validate_order

ROOT = Path(__file__).resolve().parent.parent
RS = load_ruleset("standard")
PHASES = [(pos, orders) for seed in (1, 2, 3) for pos, orders, _ in random_game(RS, seed, years=6)]


def _doc(pos, orders):
    doc = {"phase": str(pos.phase), "units": units_json(pos.units.values()), "centers": centers_json(pos.centers),
           "orders": orders}
    if pos.dislodged:
        doc["dislodged"] = {}
        for d in pos.dislodged.values():
            doc["dislodged"].setdefault(d.unit.power, []).append(
                {"unit": str(d.unit), "attacker_from": d.attacker_from, "by_convoy": d.by_convoy})
    if pos.contested:
        doc["contested"] = sorted(pos.contested)
    return doc


DOCS = [_doc(pos, orders) for pos, orders in PHASES]


def _long(text, power, pos):
    try:
        return read_order(text, power, pos, RS, quick=False)
    except OrderError as exc:
        return exc


_WORDS = {"-": "move", "S": "support", "C": "convoy", "H": "hold", "R": "retreat", "D": "disband"}


def _spellings(text):
    """The order as written, and as players write it in other ways (the corpus: "PAR move BUR")."""
    words = text.split()
    out = [text, text.lower(), text.upper(), "  " + text + "  "]
    plain = [_WORDS.get(w, w) for w in words if w not in ("A", "F")]
    out.append(" ".join(plain))
    out.append(" ".join(plain).lower())
    if "-" in words:
        out.append(text + " via convoy")
        out.append(text.replace(" - ", " move to "))
        out.append(text.replace(" - ", " -> "))
    out.append(text.replace("A ", "F ", 1) if text.startswith("A ") else text.replace("F ", "A ", 1))
    return out


def test_quick_reading_agrees_with_the_long_reading():
    read = checked = 0
    for pos, orders in PHASES:
        reader = QuickReader(pos, RS)
        for power, lines in orders.items():
            for line in lines:
                for text in _spellings(line):
                    quick = reader.read(text, power)
                    if quick is None:
                        continue
                    read += 1
                    assert quick == _long(text, power, pos), text
                    valid = reader.read(text, power, True)
                    if valid is not None:
                        checked += 1
                        assert valid == quick
                        validate_order(valid, pos, RS)  # legal for certain: the long check agrees
    assert read > 2000 and checked > 1000  # the quick paths are the ones taken


_VOCABULARY = ["PAR", "bur", "Mun", "stp/sc", "STP/NC", "spa", "spa/sc", "nth", "NWG", "lon", "A", "F", "a", "f", "move",
               "-", "to", "support", "S", "convoy", "C", "hold", "H", "via", "convoy", "retreat", "disband", "build",
               "north", "sea", "atlantic", "mid", "nc", "sc", "english", "channel", "France", "fleet", "army", "by"]


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(range(len(PHASES))), st.lists(st.sampled_from(_VOCABULARY), min_size=1, max_size=7),
       st.sampled_from(["FRANCE", "ENGLAND", "GERMANY", "RUSSIA"]))
def test_quick_reading_of_any_words_agrees(index, words, power):
    pos = PHASES[index][0]
    text = " ".join(words)
    quick = QuickReader(pos, RS).read(text, power)
    if quick is not None:
        assert quick == _long(text, power, pos)


def test_the_word_table_leaves_phrases_to_the_long_way():
    table = word_table(RS.names)
    assert ("move", "to") in table.pairs  # "move to" is one keyword
    assert "north" not in table.entries or ("north", "sea") in table.pairs


def test_position_straight_from_the_tables_is_the_checked_one():
    for doc in DOCS:
        quick = position_from_tables(doc, RS)
        checked = position_from_json(doc, RS)
        if quick is None:
            assert doc.get("dislodged") or doc.get("contested")
            continue
        assert quick == checked and list(quick.units) == list(checked.units)
    odd = [dict(DOCS[0], units={"france": DOCS[0]["units"]["FRANCE"]}),
           dict(DOCS[0], units={"FRANCE": ["a par"]}),
           dict(DOCS[0], units={"FRANCE": ["A PAR", "A PAR"]}),
           dict(DOCS[0], units={"FRANCE": ["A PAR"], "GERMANY": ["A PAR"]}),
           dict(DOCS[0], units={"FRANCE": [["A PAR"]]}),
           dict(DOCS[0], centers={"FRANCE": ["PAR"], "GERMANY": ["PAR"]}),
           dict(DOCS[0], centers={"FRANCE": ["par"]}),
           dict(DOCS[0], phase="s1901m"),
           dict(DOCS[0], phase="W1901M"),
           dict(DOCS[0], extra=1),
           dict(DOCS[0], dislodged=[])]
    refused = 0
    for doc in odd:
        quick = position_from_tables(doc, RS)
        try:
            checked = position_from_json(doc, RS)
        except ValueError:
            refused += 1
            assert quick is None  # never accepts what the checks refuse
            continue
        assert quick is None or quick == checked
    assert refused >= 5


def test_resolving_straight_away_agrees_with_the_full_algorithm():
    gm = RS.map
    for pos, orders in PHASES:
        if pos.phase.type is not PhaseType.MOVEMENT:
            continue
        given = {}
        for power, lines in orders.items():
            for text in lines:
                try:
                    o = read_order(text, power, pos, RS)
                    validate_order(o, pos, RS)
                except OrderError:
                    continue
                if type(o).__name__ == "Move" and o.unit.type.value == "F":
                    o = type(o)(o.unit, resolve_fleet_dest(gm, o.unit, o.dest), False)
                given.setdefault(o.unit.province, o)
        quick = MovementResolver(gm, dict(pos.units), given, RS.options).run()
        full = MovementResolver(gm, dict(pos.units), given, RS.options, full=True).run()
        assert quick == full


def test_adjudicate_many_is_one_phase_at_a_time():
    want = [adjudicate_json(d) for d in DOCS]
    assert adjudicate_many(DOCS) == want
    assert adjudicate_many(DOCS, workers=2, chunksize=7) == want
    bad = DOCS[:3] + [{"phase": "S1901M"}] + DOCS[3:5]
    out = adjudicate_many(bad, errors="include")
    assert out[3] == {"error": "'units' is missing"} and out[4] == want[3]
    with pytest.raises(ContractError, match="'units' is missing"):
        adjudicate_many(bad)
    with pytest.raises(ContractError, match="'units' is missing"):
        adjudicate_many(bad * 3, workers=2, chunksize=2)
    with pytest.raises(ValueError):
        adjudicate_many(DOCS, errors="ignore")


def test_results_are_data_rendered_when_asked():
    pos, orders = next((p, o) for p, o in PHASES if p.phase.type is PhaseType.MOVEMENT)
    adj = adjudicate(pos, orders, RS)
    for r in adj.results:
        assert r._reason is None or r.status == "invalid"  # nothing rendered while adjudicating
        entry = r.contract()
        assert entry == {"power": r.power, "text": r.text, "order": r.canonical, "status": r.status, "reason": r.reason}


def _cli(args, stdin):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "referee_app.cli", *args], input=stdin, capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=300)


def test_cli_jsonl_one_result_per_line():
    docs = DOCS[:40]
    lines = [json.dumps(d) for d in docs[:20]] + ["", "{not json", json.dumps({"phase": "S1901M"})] + \
        [json.dumps(d) for d in docs[20:]]
    stdin = "\n".join(lines) + "\n"
    r = _cli(["adjudicate", "--jsonl", "-"], stdin)
    assert r.returncode == 2
    out = r.stdout.splitlines()
    assert len(out) == len(docs) + 2  # the blank line gives nothing
    want = [json.dumps(adjudicate_json(d), ensure_ascii=False) for d in docs]
    assert out[:20] + out[22:] == want
    assert json.loads(out[20])["line"] == 22 and "JSON" in json.loads(out[20])["error"]
    assert json.loads(out[21]) == {"error": "'units' is missing", "line": 23}
    assert "line 23: 'units' is missing" in r.stderr and "2 of 42 lines" in r.stderr
    r2 = _cli(["adjudicate", "--jsonl", "--workers", "2", "-"], stdin)
    assert r2.returncode == 2 and r2.stdout == r.stdout
    ok = _cli(["adjudicate", "--jsonl", "-"], "\n".join(json.dumps(d) for d in docs))
    assert ok.returncode == 0 and ok.stderr == ""


def test_distributed_example_with_dask_local_scheduler():
    """docs/headless-api.md: the batch function mapped over a Dask bag (only where Dask is installed)."""
    db = pytest.importorskip("dask.bag")
    docs = DOCS[:60]
    results = db.from_sequence(docs, npartitions=4).map_partitions(adjudicate_many).compute()
    assert list(results) == [adjudicate_json(d) for d in docs]

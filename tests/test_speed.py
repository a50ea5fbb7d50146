"""The engine's quick paths agree with its long ones, and the bulk entry points with one phase at a time
(issue 15). No timings here: bench/bench_adjudicate.py measures, on real phases."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import test_hostile_input as hostile  # tests/ is on the path (pytest, no __init__.py)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee_app.core import inputs
from referee_app.core.inputs import InputError, check_document, read_json
from referee_app.games.diplomacy import (
    ContractError,
    Game,
    OrderError,
    PhaseType,
    adjudicate,
    adjudicate_json,
    adjudicate_many,
    jsonapi,
    load_ruleset,
    read_order,
)
from referee_app.games.diplomacy.contract.fastjson import position_from_tables
from referee_app.games.diplomacy.contract.jsonapi import centers_json, position_from_json, units_json
from referee_app.games.diplomacy.rules.movement import MovementResolver
from referee_app.games.diplomacy.rules.parse import QuickReader, word_table
from referee_app.games.diplomacy.rules.positions import check_position
from referee_app.games.diplomacy.rules.ruleset import list_rulesets
from referee_app.games.diplomacy.rules.state import Phase, Position, unit_table
from referee_app.games.diplomacy.rules.validate import resolve_fleet_dest, validate_order
from referee_app.games.diplomacy.table.randomgame import random_game

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


def _long(text, power, pos, rs=RS):
    try:
        return read_order(text, power, pos, rs, quick=False)
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


@pytest.mark.parametrize("name", ["standard", "droidippy"])
def test_quick_reading_agrees_with_the_long_reading(name):
    """Also under droidippy, whose legality differs (a 'via convoy' move to a neighbour with no fleet is
    legal: adjacent_convoy = "fallback"): the quick check leaves every 'via convoy' to validate_order."""
    rs = load_ruleset(name)
    read = checked = 0
    for pos, orders in PHASES:
        reader = QuickReader(pos, rs)
        for power, lines in orders.items():
            for line in lines:
                for text in _spellings(line):
                    quick = reader.read(text, power)
                    if quick is None:
                        continue
                    read += 1
                    assert quick == _long(text, power, pos, rs), text
                    valid = reader.read(text, power, True)
                    if valid is not None:
                        checked += 1
                        assert valid == quick
                        validate_order(valid, pos, rs)  # legal for certain: the long check agrees
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


def _positions_agree(doc, rs=RS):
    """The quick reading of ``doc``'s position accepts nothing the checked one refuses and gives the same
    position (units in the same order), one that ``check_position`` passes. Returns whether it was taken."""
    quick = position_from_tables(doc, rs)
    try:
        checked = position_from_json(doc, rs)  # the hardening's reading: types, names, check_position
    except ValueError:
        assert quick is None, doc  # never accepts what the checks refuse
        return False
    if quick is None:
        return False
    assert quick == checked and list(quick.units) == list(checked.units), doc
    check_position(quick, rs)
    return True


def _contract_agrees(doc, monkeypatch):
    """``adjudicate_json`` gives the same result, or refuses with the same message, with the quick reading
    of the position as without it."""
    def outcome():
        try:
            return adjudicate_json(doc)
        except ContractError as exc:
            return ("refused", str(exc))

    quick = outcome()
    with monkeypatch.context() as m:
        # (compiled build: jsonapi calls the function directly and does not see this patch, so both sides take
        # the quick path there; the pure build, the default test run, checks the two paths against each other)
        m.setattr(jsonapi, "position_from_tables", lambda doc, rs: None)
        slow = outcome()
    assert quick == slow, doc
    return quick


def _hostile_documents():
    """The documents of tests/test_hostile_input.py (issue 16): the real ones, a wrong type in each field,
    untyped dislodged entries, impossible positions, and the command line's hostile inputs read as JSON."""
    docs = list(hostile.REAL)
    docs += [{**hostile.SPRING, key: value} for key, value, _ in hostile.WRONG_TYPES]
    docs += [{**hostile.RETREAT, "dislodged": d} for d, _ in hostile.DISLODGED_ENTRIES]
    docs += [doc for doc, _ in hostile.IMPOSSIBLE]
    for data in hostile.HOSTILE.values():
        try:
            doc = read_json(data)
        except InputError:
            continue
        if isinstance(doc, dict):
            docs.append(doc)
    spring = hostile.SPRING
    docs += [{**spring, "contested": v} for v in ("", 0, False, {}, "BUR", None, [])]
    docs += [{**spring, "dislodged": v} for v in ([], "", 0, False, None, {}, {"GERMANY": []})]
    docs += [{**spring, "units": {**spring["units"], "FRANCE": ["A PAR", "A MAR", "F BRE", "A SWI"]}},
             {**spring, "units": {**spring["units"], "FRANCE": ["A PAR", "A MAR", "F BRE", "F MUN"]}},
             {**spring, "units": {**spring["units"], "RUSSIA": ["F STP"]}},
             {**spring, "centers": {"FRANCE": ["PAR", "BUR"]}},
             {**spring, "centers": {"FRANCE": ["PAR", 5]}},
             {**spring, "centers": {"FRANCE": [["PAR"]]}},
             {**spring, "centers": {"NARNIA": ["PAR"]}},
             {**spring, "units": {"FRANCE": ["A PAR"], "france": ["A MAR"]}},
             {**spring, "phase": "S1901M\ud800"},
             {**spring, "orders": {"FRANCE": ["A Par - Bur \ud800"]}},
             {**spring, "x": float("nan")}]
    return docs


def test_position_straight_from_the_tables_is_the_checked_one(monkeypatch):
    for doc in DOCS:
        if not _positions_agree(doc):
            assert doc.get("dislodged") or doc.get("contested")
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
    for doc in odd:
        _positions_agree(doc)
    # the hardening's hostile documents (issue 16): the quick reading refuses what the checks refuse, and
    # the contract answers each one the same with it and without it
    taken = refused = 0
    for doc in _hostile_documents():
        rs = RS
        if isinstance(doc.get("ruleset"), str):
            try:
                rs = load_ruleset(doc["ruleset"])
            except ValueError:
                continue
        taken += _positions_agree(doc, rs)
        refused += isinstance(_contract_agrees(doc, monkeypatch), tuple)
    assert taken >= 15 and refused >= 60  # both paths are exercised


def test_every_position_the_tables_can_build_passes_check_position():
    """Why the contract need not run check_position on a position read from the tables: on every shipped
    board, every unit of the table stands where check_position lets it, and every centre is one."""
    for info in list_rulesets():
        rs = load_ruleset(info.name)
        gm = rs.map
        for power, by_text in unit_table(gm).items():
            for text, unit in by_text.items():
                assert unit.text == text and unit.power == power
                check_position(Position(Phase.parse("S1901M"), {unit.province: unit}, {}, {}, frozenset()), rs)
        check_position(Position(Phase.parse("S1901M"), {}, dict.fromkeys(gm.supply_centers, next(iter(gm.powers))),
                                {}, frozenset()), rs)


@settings(max_examples=500, deadline=None, suppress_health_check=list(HealthCheck))
@given(hostile.JSON | hostile.mutated())
def test_the_quick_document_check_passes_only_what_the_full_one_passes(doc):
    """core.inputs: check_document settles the common case without keeping paths (_fits); whatever that
    passes, the full walk passes too."""
    if inputs._fits(doc, inputs.MAX_DOCUMENT_BYTES, inputs.MAX_DEPTH):
        with pytest.MonkeyPatch.context() as m:  # (seen by the pure build only, as in _contract_agrees)
            m.setattr(inputs, "_fits", lambda *a: False)
            inputs.check_document(doc)


def test_the_quick_document_check_at_its_limits():
    def same(doc, **kw):
        try:
            inputs.check_document(doc, **kw)
            full = None
        except InputError as exc:
            full = str(exc)
        with pytest.MonkeyPatch.context() as m:
            m.setattr(inputs, "_fits", lambda *a: False)
            try:
                inputs.check_document(doc, **kw)
                slow = None
            except InputError as exc:
                slow = str(exc)
        assert full == slow
        return full

    for doc in DOCS[:50]:
        assert inputs._fits(doc, inputs.MAX_DOCUMENT_BYTES, inputs.MAX_DEPTH)
    deep: list = []
    for _ in range(40):
        deep = [deep]
    assert "nested" in same(deep)
    assert same(["x" * 90], max_bytes=100) is None and "larger" in same(["x" * 100], max_bytes=100)
    assert same({"é" * 37: 1}, max_bytes=100) is None and "larger" in same({"é" * 38: 1}, max_bytes=100)
    assert "surrogate" in same({"a\udc80": 1}) and "surrogate" in same(["\ud800"])
    assert "digits" in same([10 ** 400]) and same([10 ** 99]) is None
    assert "nan" in same([float("nan")]) and same([1.5, True, None, -3]) is None


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(hostile.mutated())
def test_mutated_documents_read_the_same_with_the_quick_position(doc):
    """The hardening's fuzzer's mutations of real documents: the quick reading of the position never
    changes what the contract answers."""
    rs = RS
    if isinstance(doc, dict) and isinstance(doc.get("ruleset"), str):
        try:
            rs = load_ruleset(doc["ruleset"])
        except ValueError:
            rs = None
    if rs is not None and isinstance(doc, dict):
        try:
            check_document(doc)
        except InputError:
            pass
        else:
            _positions_agree(doc, rs)
    with pytest.MonkeyPatch.context() as m:
        _contract_agrees(doc, m)


@pytest.mark.parametrize("name", ["standard", "droidippy"])
def test_resolving_straight_away_agrees_with_the_full_algorithm(name):
    """Under each way of settling DATC 4.A.3 (droidippy: adjacent_convoy = "fallback"), with the orders as
    given and with every army's move to a neighbour written 'via convoy' (the fallback's case)."""
    rs = load_ruleset(name)
    gm = rs.map
    fell_back = 0
    for pos, orders in PHASES:
        if pos.phase.type is not PhaseType.MOVEMENT:
            continue
        given = {}
        for power, lines in orders.items():
            for text in lines:
                try:
                    o = read_order(text, power, pos, rs)
                    validate_order(o, pos, rs)
                except OrderError:
                    continue
                if type(o).__name__ == "Move" and o.unit.type.value == "F":
                    o = type(o)(o.unit, resolve_fleet_dest(gm, o.unit, o.dest), False)
                given.setdefault(o.unit.province, o)
        via = {p: type(o)(o.unit, o.dest, True) if type(o).__name__ == "Move" and o.unit.type.value == "A" else o
               for p, o in given.items()}
        for sheet in (given, via):
            quick = MovementResolver(gm, dict(pos.units), sheet, rs.options).run()
            full = MovementResolver(gm, dict(pos.units), sheet, rs.options, full=True).run()
            assert quick == full
            fell_back += len(quick.fell_back)
    assert (fell_back > 100) == (name == "droidippy")


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


def test_the_lines_the_rules_write_are_data_too():
    """The result lines main added (issue 16 and the sheet rules): a disband by default, after a movement
    with nowhere to retreat and in a retreat phase with no order, and a civil-disorder disband. Rendered
    when asked, in English as they always read, and in any language."""
    from referee_app.games.diplomacy.rules.i18n import result_reason, result_text

    gm = RS.map
    doc = {"phase": "S1901M", "units": {"FRANCE": ["A BUR", "A RUH", "A BER", "A TYR", "A BOH", "A KIE"],
                                        "GERMANY": ["A MUN"], "ITALY": ["A SIL"]},
           "orders": {"FRANCE": ["A Bur - Mun", "A Ruh S A Bur - Mun"], "ITALY": ["A Sil H"]}}
    pos = position_from_json(doc, RS)
    adj = adjudicate(pos, doc["orders"], RS)
    retreat = {"phase": "F1901R", "units": {"FRANCE": ["A MUN"]},
               "dislodged": {"GERMANY": [{"unit": "A MUN", "attacker_from": "BUR"}]}}
    adj2 = adjudicate(position_from_json(retreat, RS), {}, RS)
    adj3 = adjudicate(pos, doc["orders"], RS, civil_disorder=["GERMANY"])
    lines = [r for a in (adj, adj2, adj3) for r in a.results if r.text_msg is not None]
    assert [r.tag for r in lines] == ["disbanded-default", "disbanded-default", "disbanded"]
    for r in lines:
        assert r._text is None and r._reason is None  # nothing rendered while adjudicating
    assert [(r.text, r.reason) for r in lines] == [
        ("(no retreat possible) A MUN disbands", "disbanded: dislodged with nowhere to retreat"),
        ("(no retreat order) A MUN disbands", "disbanded: no retreat order was written"),
        ("(civil disorder) A MUN disbands",
         "dislodged while its power is in civil disorder: disbanded, no retreat (rule 4.3.1)")]
    assert lines[0].contract() == {"power": "GERMANY", "text": "(no retreat possible) A MUN disbands",
                                   "order": "A MUN D", "status": "succeeds",
                                   "reason": "disbanded: dislodged with nowhere to retreat"}
    for r in lines:
        assert result_text(r, "ja", gm) != r.text and result_reason(r, "ja", gm) != r.reason


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


def test_cli_jsonl_reads_each_line_as_input_from_outside():
    """Issue 16 on the bulk path: each line meets core.inputs.read_json (size cap, UTF-8, strict JSON) and
    is answered on its own line; the results are UTF-8 whatever the terminal's encoding."""
    ok = dict(DOCS[0], orders={"FRANCE": ["陸軍 巴黎 → 勃艮第"]})
    lines = [json.dumps(ok, ensure_ascii=False).encode("utf-8"),
             b'{"phase": "S1901M", "units": {}, "units": {}}',
             b'{"phase": "S1901M", "units": {}, "x": NaN}',
             b'{"phase": "S1901M\xff", "units": {}}',
             b'{"phase": "S1901M", "units": {}, "x": "' + b"x" * (2 << 20) + b'"}',
             b'{"phase": "S1901M", "units": {}, "x": ' + b"9" * 5000 + b"}",
             b"[" * 100_000 + b"]" * 100_000,
             json.dumps(DOCS[1]).encode()]
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONIOENCODING="ascii")
    r = subprocess.run([sys.executable, "-m", "referee_app.cli", "adjudicate", "--jsonl", "-"],
                       input=b"\n".join(lines) + b"\n", capture_output=True, env=env, cwd=ROOT, timeout=300)
    assert r.returncode == 2, r.stderr
    out = [json.loads(line) for line in r.stdout.decode("utf-8").splitlines()]
    assert out[0] == adjudicate_json(ok) and out[-1] == adjudicate_json(DOCS[1])
    errors = [o["error"] for o in out[1:-1]]
    for fragment, error in zip(["appears twice", "NaN is not a number", "not UTF-8", "larger than 1 MiB",
                                "5000 digits", "nested more than 32"], errors, strict=True):
        assert fragment in error, error
    assert [o["line"] for o in out[1:-1]] == [2, 3, 4, 5, 6, 7]
    assert "6 of 8 lines" in r.stderr.decode("utf-8") and "Traceback" not in r.stderr.decode("utf-8")


def test_distributed_example_with_dask_local_scheduler():
    """docs/headless-api.md: the batch function mapped over a Dask bag (only where Dask is installed)."""
    db = pytest.importorskip("dask.bag")
    docs = DOCS[:60]
    results = db.from_sequence(docs, npartitions=4).map_partitions(adjudicate_many).compute()
    assert list(results) == [adjudicate_json(d) for d in docs]


def test_the_collector_is_paused_for_a_call_and_left_as_it_was(monkeypatch):
    """adjudicate_json pauses the cyclic garbage collector for the call only: on again afterwards (after a
    refused document too), left off when the caller had turned it off, and, with calls in flight in
    several threads, turned back on by the last one to end."""
    import gc
    import threading

    seen: list[bool] = []
    real = jsonapi.adjudicate

    def spy(*args, **kwargs):
        seen.append(gc.isenabled())
        return real(*args, **kwargs)

    monkeypatch.setattr(jsonapi, "adjudicate", spy)  # seen in the pure build (the compiled one calls it directly)
    was = gc.isenabled()
    try:
        gc.enable()
        want = adjudicate_json(DOCS[0])
        assert gc.isenabled()
        assert seen in ([], [False])  # the compiled build calls adjudicate directly: no spy there
        with pytest.raises(ContractError):
            adjudicate_json({"phase": "S1901M"})
        assert gc.isenabled()
        gc.disable()
        assert adjudicate_json(DOCS[0]) == want
        assert not gc.isenabled()
        gc.enable()
        errors: list[BaseException] = []

        def run() -> None:
            try:
                for d in DOCS[:40]:
                    adjudicate_json(d)
            except BaseException as exc:  # noqa: BLE001 - reported below
                errors.append(exc)

        threads = [threading.Thread(target=run) for _ in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert not errors
        assert gc.isenabled() and jsonapi._GC_STATE == [0, 0]
    finally:
        if was:
            gc.enable()
        else:
            gc.disable()


# --- the sheet's check while the referee types -----------------------------------------------------------

def _typed_key_by_key(sheet: list[str]) -> list[list[str]]:
    """Every state of a sheet typed key by key, line after line (the line being typed incomplete)."""
    states: list[list[str]] = []
    done: list[str] = []
    for line in sheet:
        for k in range(len(line) + 1):
            states.append(done + [line[:k]])
        done = done + [line]
    return states


@pytest.mark.parametrize("power, sheet", [
    ("FRANCE", ["A Par - Bur", "A Par H", "F Bre - Mao", "A Mar S A Par - Bur", "A Par - Pic"]),  # two for a unit
    ("ENGLAND", ["F Lon - Nth", "A Lvp - Yor", "xx what", "F Edi - Nwg", "F Lon H", "A Lvp - Wal"]),
    ("RUSSIA", ["A Mos - Ukr", "F Sev - Bla", "A War - Gal", "F Stp/sc - Bot", "A Mos H"]),
])
def test_the_kept_sheet_check_agrees_with_a_fresh_one_at_every_key(power, sheet):
    """The game keeps what adjudicating a sheet's orders said of each line while the line being typed does
    not read yet: at every key the sheet's check is the one a game with nothing kept gives (duplicates, a
    second order for a unit, a line that does not read among the others)."""
    game = Game.new("standard")
    edits = [sheet[:i] + [other] + sheet[i + 1:] for i in range(len(sheet)) for other in sheet]  # a line retyped
    for lines in _typed_key_by_key(sheet) + edits:
        kept = game.check_sheet(power, lines)
        fresh = Game.new("standard").check_sheet(power, lines)
        assert kept == fresh, lines
    assert any(c.order is not None and not c.ok for c in kept)  # each sheet ends with a clash, judged as a sheet

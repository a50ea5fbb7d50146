"""The native express lane (referee_app/games/diplomacy/contract/_express.c, issue 15) gives, for every document it
takes, the result the Python way gives, byte for byte; it leaves every other document to the Python way
(returns None) and never crashes, whatever the document holds.

The tests build the C file themselves (with setuptools, into a temporary folder: the source tree is run
as it is, without it) and load it in place of the installed one. Where no C compiler or no Python headers
are at hand they are skipped; where both are, a build that fails is a failure. Run against an installed
build without the source tree beside them (tools/check_compiled.sh), they test the installed lane. No timings here:
bench/bench_adjudicate.py measures."""

from __future__ import annotations

import gc
import importlib.util
import json
import random
import shutil
import sys
import sysconfig
import tracemalloc
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_express import _movement_steps, _spelled
from test_speed import _hostile_documents

from referee_app.games.diplomacy import ContractError, adjudicate_json, express, load_ruleset
from referee_app.games.diplomacy.contract.jsonapi import centers_json, units_json
from referee_app.games.diplomacy.rules.ruleset import list_rulesets
from referee_app.games.diplomacy.rules.state import PhaseType
from referee_app.games.diplomacy.table.randomgame import random_game

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "referee_app" / "games" / "diplomacy" / "contract" / "_express.c"
RS = load_ruleset("standard")


def _can_build() -> bool:
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    include = Path(sysconfig.get_paths()["include"])
    return shutil.which(cc) is not None and (include / "Python.h").is_file()


@pytest.fixture(scope="module")
def native(tmp_path_factory):
    """The C file built now and loaded as the lane's module; the Python way again afterwards. Where the source
    tree is not beside the tests (tools/check_compiled.sh runs them against an installed build), the
    installed lane."""
    if not SOURCE.is_file():
        if not express.NATIVE:
            pytest.skip("no source tree here and no native lane installed")
        yield express._native
        return
    if not _can_build():
        pytest.skip("no C compiler or no Python headers here: the native lane cannot be built")
    from setuptools import Distribution, Extension
    from setuptools.command.build_ext import build_ext

    out = tmp_path_factory.mktemp("native")
    dist = Distribution({"name": "native-lane", "ext_modules": [
        Extension("referee_app.games.diplomacy.contract._express", [str(SOURCE)],
                  extra_compile_args=["-Wall", "-Werror=implicit-function-declaration"])]})
    cmd = build_ext(dist)
    cmd.build_lib = str(out)
    cmd.build_temp = str(out / "tmp")
    cmd.ensure_finalized()
    cmd.run()  # a compile error fails the tests here
    built = next(out.rglob("_express*" + sysconfig.get_config_var("EXT_SUFFIX")))
    spec = importlib.util.spec_from_file_location("referee_app.games.diplomacy.contract._express", built)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    saved = express._native
    express._native = module
    express._TABLES.clear()
    yield module
    express._native = saved
    express._TABLES.clear()


def _python_way(doc):
    """What ``adjudicate_json`` gives without the native lane (or its refusal)."""
    saved = express._native
    express._native = None
    try:
        return json.dumps(adjudicate_json(doc))
    except ContractError as exc:
        return ("refused", str(exc))
    finally:
        express._native = saved


def _contract(doc):
    """What ``adjudicate_json`` gives with the native lane (or its refusal)."""
    try:
        return json.dumps(adjudicate_json(doc))
    except ContractError as exc:
        return ("refused", str(exc))


def _agrees(doc, rs=RS):
    """The native lane's result of ``doc`` is the Python way's, byte for byte; returns whether it took it."""
    got = express.native_movement_json(doc, rs)
    if got is None:
        return False
    assert json.dumps(got) == _python_way(doc), doc
    return True


def _doc(position, orders, ruleset=None):
    doc = {"phase": str(position.phase), "units": units_json(position.units.values()),
           "centers": centers_json(position.centers), "orders": orders}
    if ruleset:
        doc["ruleset"] = ruleset
    return doc


def test_the_contract_answers_a_plain_phase_from_the_lane(native, monkeypatch):
    position, orders, _ = next(random_game(RS, 3, years=1))
    doc = _doc(position, orders)
    answered = []

    def movement(*args):  # the lane itself, its answers noted
        out = native.movement(*args)
        answered.append(out is not None)
        return out

    monkeypatch.setattr(express, "_native", SimpleNamespace(Tables=native.Tables, movement=movement,
                                                            TEMPLATES=native.TEMPLATES))
    assert json.dumps(adjudicate_json(doc)) == _python_way(doc)
    assert answered == [True]  # adjudicate_json asked the lane once, and the lane answered


def test_every_datc_movement_case_gives_the_python_result(native):
    taken = total = 0
    for _, position, orders, rs in _movement_steps():
        if position.dislodged or position.contested:
            continue
        total += 1
        taken += _agrees(_doc(position, {p.upper(): o for p, o in orders.items()}), rs)
    assert total > 100
    # left to the Python way: the cases with other rule options, a decision that depends on itself
    # (circular movement, convoy paradoxes), a unit given two orders
    assert taken >= total * 0.6, (taken, total)


@pytest.mark.parametrize("ruleset", [r.name for r in list_rulesets()])
def test_random_games_give_the_python_result_under_every_ruleset(native, ruleset):
    rs = load_ruleset(ruleset)
    taken = 0
    for seed in (31, 32):
        for position, orders, _ in random_game(rs, seed, years=6):
            if position.phase.type is PhaseType.MOVEMENT:
                taken += _agrees(_doc(position, orders, ruleset), rs)
    if express.native_tables(rs) is not None:
        assert taken >= 10  # the rulesets with the standard's rule options
    else:
        assert taken == 0  # other options: always the Python way


def test_orders_written_every_way_give_the_python_result(native):
    rng = random.Random(7)
    taken = 0
    for seed in (41, 42, 43):
        for position, orders, _ in random_game(RS, seed, years=4):
            if position.phase.type is PhaseType.MOVEMENT:
                taken += _agrees(_doc(position, _spelled(position, orders, rng)))
    assert taken >= 20


def _fall(centers_france: int, units: dict[str, list[str]], orders: dict[str, list[str]]) -> dict:
    scs = sorted(RS.map.supply_centers)
    centers = {"FRANCE": scs[:centers_france], "GERMANY": scs[centers_france:centers_france + 3]}
    return {"phase": "F1905M", "units": units, "centers": centers, "orders": orders}


def test_the_end_of_the_fall_gives_the_python_result(native):
    scs = sorted(RS.map.supply_centers)
    # a win: France takes its 18th centre
    units = {"FRANCE": ["A BUR"], "GERMANY": ["A KIE"]}
    won = {"phase": "F1905M", "units": units,
           "centers": {"FRANCE": [c for c in scs if c not in ("MUN", "KIE")][:17], "GERMANY": ["KIE"]},
           "orders": {"FRANCE": ["A Bur - Mun"]}}
    assert _agrees(won)
    assert json.loads(_python_way(won))["winner"] == "FRANCE"
    # builds owed, removals owed, nothing to decide
    for doc in (_fall(5, units, {"FRANCE": ["A Bur H"]}), _fall(0, {"FRANCE": ["A BUR", "A PAR"]}, {}),
                {"phase": "S1905M", "units": units, "centers": {"FRANCE": ["PAR"]}, "orders": {}}):
        assert _agrees(doc)


def test_a_dislodged_unit_with_nowhere_to_go_gives_the_python_result(native):
    doc = {"phase": "S1901M", "units": {"ENGLAND": ["F NWG", "F BAR", "A NWY"], "RUSSIA": ["F STP/NC"]},
           "centers": {}, "orders": {"ENGLAND": ["F NWG S F BAR - STP/NC", "F BAR - STP/NC", "A NWY S F BAR - STP"]}}
    assert _agrees(doc)
    out = json.loads(_python_way(doc))
    assert out["disbanded"] == ["RUSSIA F STP/NC"] and out["orders"][-1]["order"] == "F STP/NC D"


@pytest.mark.parametrize("index", range(len(_hostile_documents())))
def test_hostile_documents_go_the_python_way_or_agree(native, index):
    doc = _hostile_documents()[index]
    assert _contract(doc) == _python_way(doc)


_TEXT = st.text(max_size=12) | st.sampled_from(["A PAR", "F BRE", "A Par - Bur", "A MAR S A PAR - BUR", "PAR", "BUR",
                                                  "FRANCE", "GERMANY", "S1901M", "F1901M", "F STP/SC", "STP/SC"])
_VALUE = st.recursive(st.none() | st.booleans() | st.integers() | _TEXT,
                      lambda children: st.lists(children, max_size=4) | st.dictionaries(_TEXT, children, max_size=3),
                      max_leaves=12)


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(key=st.sampled_from(["phase", "units", "centers", "orders", "dislodged", "contested", "civil_disorder",
                            "explain", "ruleset", "x"]),
       value=_VALUE, power=st.sampled_from(["FRANCE", "GERMANY", "France", "NARNIA"]))
def test_any_value_in_any_field_never_crashes_the_lane(native, key, value, power):
    base = {"phase": "S1901M",
            "units": {"FRANCE": ["A PAR", "A MAR", "F BRE"], "GERMANY": ["A MUN", "A BER", "F KIE"]},
            "centers": {"FRANCE": ["PAR", "MAR", "BRE"]},
            "orders": {"FRANCE": ["A Par - Bur", "A Mar S A Par - Bur"], "GERMANY": ["A Mun - Bur"]}}
    for doc in ({**base, key: value}, {**base, "orders": {power: value if isinstance(value, list) else [value]}},
                {**base, "units": {**base["units"], power: value}}):
        assert _contract(doc) == _python_way(doc)


def test_no_reference_or_memory_is_kept_between_calls(native):
    docs = []
    for seed in (51, 52):
        docs += [_doc(p, o) for p, o, _ in random_game(RS, seed, years=4) if p.phase.type is PhaseType.MOVEMENT]
    probe = docs[0]["units"]["FRANCE"][0]  # a string of the document
    for doc in docs:
        express.native_movement_json(doc, RS)  # tables made, first allocations done
    gc.collect()
    refs = sys.getrefcount(probe)
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    for _ in range(20):
        for doc in docs:
            express.native_movement_json(doc, RS)
    gc.collect()
    grown = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    assert sys.getrefcount(probe) == refs
    assert grown < 64 * 1024, f"{grown} bytes kept after {20 * len(docs)} phases"


def _sea_route(gm, rng, origin):
    """A chain of one to three seas from the coast ``origin`` to another coast, and that coast (or None)."""
    seas = [s for s in sorted(gm.sea_neighbours(origin)) if gm.provinces[s].kind.value == "sea"]
    if not seas:
        return None
    chain = [rng.choice(seas)]
    for _ in range(rng.randrange(3)):
        nxt = [s for s in sorted(gm.sea_neighbours(chain[-1])) if gm.provinces[s].kind.value == "sea" and s not in chain]
        if not nxt:
            break
        chain.append(rng.choice(nxt))
    ends = [c for c, p in sorted(gm.provinces.items()) if p.kind.value == "coast" and c != origin
            and c not in gm.split_coasts and gm.any_fleet_reaches(chain[-1], c)]
    return (chain, rng.choice(ends)) if ends else None


def _convoy_phase(rng: random.Random) -> dict:
    """A random position built around two or three convoys (an army on a coast, a chain of fleets to another
    coast), with fleets attacking and supporting around them, armies ordered over the sea with and without
    'via convoy' (written several ways), convoys off the route or not needed, supports of the convoyed moves,
    and units of several powers; wrong orders among them."""
    gm = RS.map
    coasts = sorted(c for c, p in gm.provinces.items() if p.kind.value == "coast" and c not in gm.split_coasts)
    powers = rng.sample(sorted(gm.powers), 3)
    units: dict[str, str] = {}  # province -> "POWER A" / "POWER F"
    orders: dict[str, list[str]] = {}
    for _ in range(rng.randrange(2, 4)):
        origin = rng.choice(coasts)
        route = _sea_route(gm, rng, origin)
        if route is None or origin in units:
            continue
        chain, dest = route
        if any(s in units for s in chain):
            continue
        power = rng.choice(powers)
        units[origin] = f"{power} A"
        tail = rng.choice([" via convoy", " VIA CONVOY", " via c", "", " via", " VIA"])
        verb = rng.choice([" - ", " move ", " move to ", "-"]).replace("-", " - ") if rng.random() < 0.9 else " - "
        orders.setdefault(power, []).append(f"A {origin}{verb}{dest}{tail}")
        for sea in chain:
            fp = power if rng.random() < 0.7 else rng.choice(powers)
            units[sea] = f"{fp} F"
            if rng.random() < 0.9:
                target = dest if rng.random() < 0.9 else rng.choice(coasts)
                orders.setdefault(fp, []).append(rng.choice([f"F {sea} C A {origin} - {target}",
                                                             f"{sea} convoy {origin} move {target}"]))
        # an attacker on a fleet of the chain, sometimes supported; a support of the convoyed move
        for sea in chain:
            if rng.random() < 0.4:
                near = [s for s in sorted(gm.sea_neighbours(sea)) if s not in units and gm.provinces[s].kind.value == "sea"]
                if near:
                    at = rng.choice(near)
                    ap = rng.choice(powers)
                    units[at] = f"{ap} F"
                    orders.setdefault(ap, []).append(f"F {at} - {sea}")
        if rng.random() < 0.5:
            near = [c for c in sorted(gm.army_entries(dest)) if c not in units]
            if near:
                sp = rng.choice(powers)
                units[near[0]] = f"{sp} A"
                orders.setdefault(sp, []).append(f"A {near[0]} S A {origin} - {dest}")
        if dest not in units and rng.random() < 0.5:
            units[dest] = f"{rng.choice(powers)} A"
    doc_units: dict[str, list[str]] = {}
    for place, pu in units.items():
        power, kind = pu.split()
        doc_units.setdefault(power, []).append(f"{kind} {place}")
    return {"phase": rng.choice(["S1903M", "F1903M"]), "units": doc_units, "centers": {}, "orders": orders}


def test_phases_full_of_convoys_give_the_python_result(native):
    rng = random.Random(2026)
    taken = 0
    for _ in range(400):
        doc = _convoy_phase(rng)
        assert _contract(doc) == _python_way(doc), doc
        taken += express.native_movement_json(doc, RS) is not None
    assert taken >= 200  # (the others: a unit given two orders, a paradox, circular movement)


def test_orders_with_words_changed_give_the_python_result(native):
    """Real-looking orders with a word replaced, a word added or a line of random words from the parser's own
    table (keywords, names, coasts, powers) and a few that no table has: the native lane reads some, leaves the
    others to the Python parser, and the results are the Python way's."""
    from referee_app.games.diplomacy.rules.parse import word_table

    words = sorted(word_table(RS.names).entries) + ["xyz", "-", "/", "(nc)", "via", "convoy", "", "\t", "\x1c", "é"]
    rng = random.Random(99)
    phases = [(p, o) for seed in (61, 62) for p, o, _ in random_game(RS, seed, years=5)
              if p.phase.type is PhaseType.MOVEMENT]
    taken = 0
    for n in range(300):
        position, orders = phases[n % len(phases)]
        changed = {}
        for power, lines in orders.items():
            new = []
            for line in lines:
                r = rng.random()
                w = line.split()
                if r < 0.3 and w:
                    w[rng.randrange(len(w))] = rng.choice(words)
                    line = " ".join(w)
                elif r < 0.4:
                    line = " ".join(rng.choice(words) for _ in range(rng.randrange(1, 9)))
                elif r < 0.45:
                    line = f"{line} {rng.choice(words)}"
                new.append(line)
            changed[power] = new
        doc = _doc(position, changed)
        taken += express.native_movement_json(doc, RS) is not None
        assert _contract(doc) == _python_way(doc), doc
    assert taken >= 200

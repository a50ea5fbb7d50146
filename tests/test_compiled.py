"""The optional compiled core (mypyc; docs/building.md): what it compiles, and that the pure build and the
compiled build make the same objects.

Runs in the pure build (the default test command) and in the compiled one (tools/check_compiled.sh).
"""

from __future__ import annotations

import dataclasses
import gc
import importlib
import importlib.util
import os
import shutil
import subprocess
import tomllib
import types
from pathlib import Path

import pytest

from referee_app.core.frozen import OWN_INIT, is_native
from referee_app.games.diplomacy import compiled
from referee_app.games.diplomacy.contract.jsonapi import ContractError, adjudicate_json

ROOT = Path(__file__).resolve().parent.parent


def _setup_modules() -> tuple[str, ...]:
    """The modules setup.py compiles, as setup.py itself reads them."""
    path = ROOT / "setup.py"
    if not path.exists():  # the tests run from a copy (tools/check_compiled.sh): nothing to compare
        pytest.skip("no source tree here")
    spec = importlib.util.spec_from_file_location("referee_setup_under_test", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # defines its functions; setup() runs only as __main__
    listed: tuple[str, ...] = module._listed_modules()
    return listed


def test_the_compiled_modules_are_typed_strictly_and_exist():
    """Each compiled module is a module of the tree that mypy --strict checks (mypyc compiles by its types),
    and setup.py reads the same list."""
    assert _setup_modules() == compiled.MODULES
    mypy_files = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]["files"]
    for name in compiled.MODULES:
        path = ROOT / Path(*name.split(".")).with_suffix(".py")
        assert path.is_file(), name
        assert any(path.is_relative_to(ROOT / f) for f in mypy_files), f"{name} is not checked by mypy"


def test_the_build_says_what_it_is():
    done = compiled.compiled_modules()
    assert compiled.COMPILED == (len(done) == len(compiled.MODULES))
    text = compiled.describe()
    assert text.startswith("pure Python" if not done else "compiled core" if compiled.COMPILED else "partly compiled")
    assert text.endswith(", native express lane") == compiled.native_lane()
    if os.environ.get("REFEREE_APP_EXPECT_COMPILED") == "1":  # tools/check_compiled.sh
        assert compiled.COMPILED, text
        assert compiled.native_lane(), text
    for name in compiled.MODULES:
        module = importlib.import_module(name)
        assert compiled.is_compiled(name) == (not module.__file__.endswith(".py")), name  # type: ignore[union-attr]


def _value_objects():
    """Live instances of every class quick_init handles, after adjudicating a few phases."""
    docs = [
        {"phase": "S1901M", "units": {"FRANCE": ["A PAR", "F BRE"], "GERMANY": ["A MUN"]},
         "orders": {"FRANCE": ["A Par - Bur", "F Bre - Mid"], "GERMANY": ["A Mun - Bur"]}},
        {"phase": "F1901M", "units": {"ENGLAND": ["F LON", "F NTH", "A YOR"], "RUSSIA": ["F STP/SC"]},
         "orders": {"ENGLAND": ["F NTH C A YOR - NWY", "A YOR - NWY", "F LON S F NTH"], "RUSSIA": ["F STP/SC - BOT"]}},
        {"phase": "S1901M", "units": {"FRANCE": ["A PAR"]}, "orders": {"FRANCE": ["A Par - Mos", "F Nowhere - x"]}},
    ]
    from referee_app.games.diplomacy import adjudicate, load_ruleset, position_from_json

    rs = load_ruleset("standard")
    kept = []
    for doc in docs:
        try:
            adjudicate_json(doc)
        except ContractError:
            pass
        position = position_from_json({k: v for k, v in doc.items() if k != "orders"}, rs)
        kept.append(adjudicate(position, doc["orders"], rs))  # kept: its orders, units and messages stay alive
    classes = set(_VALUE_CLASSES())
    return [o for o in gc.get_objects() if type(o) in classes], kept


def _VALUE_CLASSES():  # noqa: N802 - a constant, made on first use
    """The value classes with a constructor of their own (compiled) and one made by quick_init (pure)."""
    from referee_app.core.messages import Message
    from referee_app.games.diplomacy import geography, i18n, orders, state

    return (Message, i18n.P, i18n.L, i18n.U, i18n.W, i18n.C, i18n.T, i18n.O, geography.Location, state.Unit,
            state.Phase, state.Dislodged, orders.Hold, orders.Move, orders.Support, orders.Convoy, orders.Retreat,
            orders.Disband, orders.Build, orders.Remove, orders.Waive)


def test_every_value_class_is_native_when_compiled_and_quick_in_pure_python():
    for cls in _VALUE_CLASSES():
        if compiled.is_compiled(cls.__module__):
            assert is_native(cls), f"{cls.__name__} is compiled as an ordinary Python class"
        else:
            assert cls in OWN_INIT, f"{cls.__name__}: quick_init(cls) is not called after the class"


@pytest.mark.skipif(compiled.COMPILED, reason="the compiled build has only its own constructors")
def test_each_class_own_constructor_builds_what_quick_init_builds():
    """Pure Python runs the constructor quick_init makes from the fields; the compiled build runs the
    class's own (core/frozen.py). Both must give the same fields, the derived ones included."""
    objects, _ = _value_objects()
    seen = set()
    for obj in objects:
        cls = type(obj)
        if is_native(cls):
            continue
        args = obj.__reduce__()[1]
        assert type(obj)(*args) == obj
        shadow = types.SimpleNamespace()
        OWN_INIT[cls](shadow, *args)
        for f in dataclasses.fields(cls):
            assert getattr(shadow, f.name) == getattr(obj, f.name), (cls.__name__, f.name)
        seen.add(cls.__name__)
    assert {"Unit", "Location", "Move", "Support", "Convoy", "Message", "Phase", "P"} <= seen, seen
    assert set(_VALUE_CLASSES()) <= set(OWN_INIT)


def test_value_objects_pickle_as_their_constructor_calls():
    """Results and errors cross to worker processes (adjudicate_many); a compiled class is rebuilt by its
    constructor (``__reduce__``)."""
    import pickle

    objects, _ = _value_objects()
    assert objects
    for obj in objects[:500]:
        assert pickle.loads(pickle.dumps(obj)) == obj


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("cc") is None and shutil.which("gcc") is None, reason="no C compiler")
def test_the_compiled_build_passes_the_engine_tests():
    """tools/check_compiled.sh: build the compiled wheel in a fresh environment and run the engine's tests."""
    r = subprocess.run(["sh", str(ROOT / "tools" / "check_compiled.sh")], capture_output=True, text=True, timeout=3600)
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-4000:]


def test_the_command_line_tells_which_engine_runs(capsys):
    from referee_app.cli import main

    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("referee-cli ") and f"engine: {compiled.describe()}" in out

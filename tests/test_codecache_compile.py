"""Python's ``compile`` kept during the program's first PySide import (core/codecache.py,
``compile_kept_for_shiboken``): what it returns is what ``compile`` returns for the same call, shiboken's support
sources included, with the flags ``compile`` takes over from its caller; it is Python's own again after the
stretch, however the stretch ends; an entry that is not the user's own, or damaged, is not read; a fresh start
with the entry serves the same signatures and messages as a start without it."""

from __future__ import annotations
import __future__

import ast
import builtins
import json
import os
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from referee_app.core import codecache, diskcache

ROOT = Path(__file__).resolve().parent.parent
ORIGINAL = builtins.compile


@pytest.fixture
def stretch(tmp_path, monkeypatch):
    """The stretch as the program's first PySide import has it, in this process (where shiboken6 is imported
    already: it is taken out of ``sys.modules`` for the stretch, nothing is imported inside it), with a settings
    folder of its own."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))

    def start() -> codecache.compile_kept_for_shiboken:
        monkeypatch.delitem(sys.modules, "shiboken6", raising=False)
        return codecache.compile_kept_for_shiboken()

    return start


def _caller(feature: str | None):
    """A function ``call(f, *args, **kw)`` calling ``f`` from code compiled with ``from __future__ import <feature>``
    (with none when None): ``compile`` called from it takes that flag over."""
    flags = getattr(__future__, feature).compiler_flag if feature else 0
    ns: dict[str, object] = {}
    exec(ORIGINAL("def call(f, *args, **kw):\n    return f(*args, **kw)\n", f"<caller {feature}>", "exec", flags,
                  True), ns)
    return ns["call"]


def _support_sources(tmp_path: Path) -> dict[str, bytes]:
    """shiboken's support package as its bootstrap compiles it: each module's bytes under the name it gives
    (``shibokensupport/signature/loader.py``), read from the installed shiboken6 (packaging/shiboken_support.py)."""
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import shiboken_support
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    shiboken_support.write_sources(tmp_path / "support")
    out = {path.relative_to(tmp_path / "support").as_posix(): path.read_bytes()
           for path in sorted((tmp_path / "support").rglob("*.py"))}
    assert len(out) >= 10
    return out


def test_the_kept_code_of_shibokens_support_sources_is_what_compile_gives(tmp_path, stretch):
    sources = _support_sources(tmp_path)
    annotations, plain = _caller("annotations"), _caller(None)  # shiboken's importer has the first
    want = {(name, how): call(ORIGINAL, text, name, "exec")
            for name, text in sources.items() for how, call in (("annotations", annotations), ("plain", plain))}
    # the flag taken over from the caller changes the code (so a cache that ignored it would be caught here)
    assert any(want[(name, "annotations")] != want[(name, "plain")] for name in sources)
    for attempt in ("compiled", "read"):
        with stretch():
            assert builtins.compile is not ORIGINAL
            assert bool(codecache._COMPILED.codes) == (attempt == "read")
            got = {(name, how): call(builtins.compile, text, name, "exec")
                   for name, text in sources.items() for how, call in (("annotations", annotations), ("plain", plain))}
            assert codecache._COMPILED.compiled == (len(got) if attempt == "compiled" else 0)
        assert builtins.compile is ORIGINAL
        for k, code in want.items():
            assert got[k] == code, (attempt, k)  # code objects compare by value: every field, the nested ones too
            assert got[k].co_filename == k[0] and got[k].co_flags == code.co_flags
    entry = diskcache.folder() / codecache.compile_entry_name()
    assert entry.is_file() and (os.name != "posix" or entry.stat().st_mode & 0o777 == 0o600)


@pytest.mark.parametrize("feature", [None, *__future__.all_feature_names])
def test_every_flag_compile_takes_from_its_caller_is_taken(stretch, feature):
    call = _caller(feature)
    text = "x: int = 1\ndef f(a: 'x', b: list[int] = []) -> None:\n    return a / 2\n"
    calls = [(text, "<t>", "exec"), (text.encode(), "<t>", "exec", 0, False, 0), ("1/2", "<e>", "eval"),
             (text, "<t>", "exec", __future__.annotations.compiler_flag, True), (text, "<t>", "exec", 0, 1, 2),
             ("x = 1", "<s>", "single", 0, False, -1)]
    want = [call(ORIGINAL, *args) for args in calls]
    with stretch():
        got = [call(builtins.compile, *args) for args in calls]
        again = [call(builtins.compile, *args) for args in calls]  # the second time: the code kept
        assert codecache._COMPILED.compiled == len(set(codecache._COMPILED.used)) > 0
    assert got == want and again == want


class _Int(int):
    """An integer of another type (compile takes it; the kept compile does not key it)."""


def _outcome(call, *args, **kw) -> object:
    try:
        got = call(*args, **kw)
    except (TypeError, ValueError, SyntaxError) as e:
        return ("raised", type(e), str(e))
    return ast.dump(got) if isinstance(got, ast.AST) else got


def test_a_call_it_cannot_key_is_pythons_compile_and_nothing_is_kept(tmp_path, stretch):
    tree = ast.parse("y = 2")
    calls = [((tree, "<ast>", "exec"), {}), (("y = 2", tmp_path / "p.py", "exec"), {}),
             ((bytearray(b"y = 2"), "<b>", "exec"), {}), (("y = 2", "<a>", "exec", ast.PyCF_ONLY_AST), {}),
             (("y = 2", "<k>", "exec"), {"_feature_version": 8}), (("y = 2", "<i>", "exec", _Int(0), _Int(0)), {}),
             (("y = 2", "<t>", "exec", True), {}), (("y = 2", "<m>", "run"), {}), (("y = 2", "<p>", "exec", 0, 0, 7), {}),
             (("y = 2", "<d>", "exec", 0, "no"), {}), (("y = 2", "<o>", "exec", 0, False, 1), {})]
    for feature in (None, "annotations"):
        call = _caller(feature)
        want = [_outcome(call, ORIGINAL, *a, **kw) for a, kw in calls]
        with stretch():
            got = [_outcome(call, builtins.compile, *a, **kw) for a, kw in calls]
            assert len(codecache._COMPILED.used) == 1  # the last: an ordinary call (optimize 1) is kept
        assert got == want
        assert sum(isinstance(w, tuple) and w[0] == "raised" for w in want) == 4


def test_what_compile_refuses_or_warns_about_is_said_each_time_and_never_kept(stretch):
    with stretch():
        for _ in range(2):
            with pytest.raises(SyntaxError) as raised:
                builtins.compile("def f(:\n", "<bad>", "exec")
            assert raised.value.lineno == 1 and raised.value.filename == "<bad>"
            with pytest.raises(TypeError, match="cannot be interpreted as an integer"):
                builtins.compile("x", "<t>", "exec", "flags")
            with pytest.warns(SyntaxWarning, match="is"):
                code = builtins.compile("x = 1 is 1\n", "<warns>", "exec")
            with pytest.warns(SyntaxWarning, match="is"):
                assert code == ORIGINAL("x = 1 is 1\n", "<warns>", "exec")
            with warnings.catch_warnings():
                warnings.simplefilter("error")
                with pytest.raises(SyntaxError):  # a warning made an error, as Python makes it
                    builtins.compile("x = 1 is 1\n", "<warns>", "exec")
        assert not codecache._COMPILED.used and codecache._COMPILED.compiled == 0


def test_compile_is_pythons_own_after_the_stretch_however_it_ends(stretch):
    with pytest.raises(RuntimeError, match="inside"):
        with stretch():
            assert builtins.compile is codecache._kept_compile
            with stretch():  # never installed twice: the inner block does nothing, its end restores nothing
                assert builtins.compile is codecache._kept_compile
            assert builtins.compile is codecache._kept_compile
            kept = builtins.compile  # a module that took the name during the stretch
            raise RuntimeError("inside")
    assert builtins.compile is ORIGINAL and not codecache._COMPILE["on"] and not codecache._COMPILED.codes
    assert kept("z = 3", "<z>", "exec") == ORIGINAL("z = 3", "<z>", "exec") and not codecache._COMPILED.used
    with stretch():
        builtins.compile("z = 4", "<z>", "exec")
    assert builtins.compile is ORIGINAL


def test_nothing_is_done_once_shiboken_is_imported_or_in_a_frozen_bundle(tmp_path, monkeypatch, stretch):
    import shiboken6

    monkeypatch.setitem(sys.modules, "shiboken6", shiboken6)
    with codecache.compile_kept_for_shiboken():
        assert builtins.compile is ORIGINAL
    monkeypatch.delitem(sys.modules, "shiboken6")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    with codecache.compile_kept_for_shiboken():
        assert builtins.compile is ORIGINAL
        builtins.compile("w = 1", "<w>", "exec")
    assert not (diskcache.folder() / codecache.compile_entry_name()).exists()


def _fill(stretch, *texts: str) -> None:
    with stretch():
        for text in texts:
            builtins.compile(text, "<fill>", "exec")


def _kept_texts() -> dict[str, int]:
    """The texts the entry holds, and each one's age (the entry's writes since it was last used)."""
    data = diskcache.load(codecache.compile_entry_name())
    assert isinstance(data, dict)
    ages = data[codecache._AGES]
    assert {k for k in data if k != codecache._AGES} == set(ages)
    return {k[0]: age for k, age in ages.items()}


def test_the_entry_holds_the_texts_of_the_recent_stretches(stretch):
    """A text the last stretch did not use stays (another kind of start may use it again: a start without a game
    file and one with a game make other data classes) until the entry was written ``KEPT_WRITES`` times without it
    being used (what a changed program no longer compiles does not stay)."""
    _fill(stretch, "a = 1", "b = 2")
    _fill(stretch, "a = 1", "c = 3")
    assert _kept_texts() == {"a = 1": 0, "b = 2": 1, "c = 3": 0}
    _fill(stretch, "a = 1")  # nothing compiled anew: the entry is left as it is
    assert _kept_texts() == {"a = 1": 0, "b = 2": 1, "c = 3": 0}
    for i in range(codecache.KEPT_WRITES - 2):
        _fill(stretch, "a = 1", f"x = {i}")
    assert _kept_texts()["b = 2"] == codecache.KEPT_WRITES - 1
    _fill(stretch, "a = 1", "y = 0")
    kept = _kept_texts()
    assert "b = 2" not in kept and kept["a = 1"] == 0 and kept["c = 3"] == codecache.KEPT_WRITES - 1


def _read_kept(stretch) -> int:
    """How many texts the stretch found in the entry."""
    with stretch():
        found = len(codecache._COMPILED.codes)
        builtins.compile("a = 1", "<fill>", "exec")
    return found


def test_an_entry_not_the_users_own_or_damaged_is_not_read(stretch, monkeypatch):
    _fill(stretch, "a = 1")
    entry = diskcache.folder() / codecache.compile_entry_name()
    assert _read_kept(stretch) == 1
    if os.name == "posix":  # a file others may write, or another user's, is never read (its code would run)
        for mode in (0o620, 0o602, 0o666):
            entry.chmod(mode)
            assert _read_kept(stretch) == 0
            assert entry.stat().st_mode & 0o777 == 0o600  # written anew, the user's own
        if os.geteuid() == 0:
            os.chown(entry, 65534, -1)
            assert _read_kept(stretch) == 0
        else:
            with monkeypatch.context() as m:
                m.setattr(codecache.os, "getuid", lambda: os.getuid() + 1)
                assert _read_kept(stretch) == 0
        assert entry.stat().st_uid == os.getuid() and _read_kept(stretch) == 1  # written anew, the user's own
    entry.write_bytes(entry.read_bytes()[:100])  # cut short: no entry
    assert _read_kept(stretch) == 0 and _read_kept(stretch) == 1
    # an entry of another shape: only well-formed keys with code are taken
    diskcache.store(codecache.compile_entry_name(), {"x": 1, ("a = 1", "<fill>", "exec", 0): ORIGINAL("1", "", "eval"),
                                                     ("a = 1", "<fill>", "exec", 0, "0"): 2}, private=True)
    assert _read_kept(stretch) == 0


START = r"""
import builtins, contextlib, hashlib, json, sys
from types import CodeType, SimpleNamespace
original = builtins.compile
from referee_app.core import codecache
from referee_app.gui import app
if sys.argv[1] == "plain":  # the same start without the kept code
    codecache.compile_kept_for_shiboken = contextlib.nullcontext
app._start(SimpleNamespace(game=None, new=False, projector=False, lang="en", codes=False))
from PySide6.QtCore import QObject
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget
from PySide6.support.signature import get_signature
out = {"compile": builtins.compile is original, "signatures": {}, "errors": {}, "code": {}}
for name, fn in [("QObject.setObjectName", QObject.setObjectName), ("QWidget.resize", QWidget.resize),
                 ("QPainter.drawText", QPainter.drawText), ("QWidget.__init__", QWidget.__init__)]:
    sig = get_signature(fn)  # (inspect.signature finds none on PySide 6.11's methods; this is what it would use)
    out["signatures"][name] = [str(s) for s in sig] if isinstance(sig, list) else str(sig)
    out["signatures"][name + " doc"] = fn.__doc__
for name, bad in [("setObjectName", lambda: QObject().setObjectName(1)), ("resize", lambda: QWidget().resize("a")),
                  ("drawText", lambda: QPainter().drawText(None))]:
    try:
        bad()
    except TypeError as e:
        out["errors"][name] = str(e)
def fields(o):  # a code object by value, every field (not marshal's bytes: they depend on reference counts)
    if isinstance(o, CodeType):
        return ("code", *(fields(getattr(o, a)) for a in (
            "co_name", "co_qualname", "co_filename", "co_argcount", "co_posonlyargcount", "co_kwonlyargcount",
            "co_nlocals", "co_stacksize", "co_flags", "co_firstlineno", "co_code", "co_consts", "co_names",
            "co_varnames", "co_freevars", "co_cellvars", "co_linetable", "co_exceptiontable")))
    if isinstance(o, tuple):
        return tuple(fields(x) for x in o)
    if isinstance(o, frozenset):
        return ("frozenset", tuple(sorted(repr(fields(x)) for x in o)))
    return (type(o).__name__, repr(o))
for modname, mod in sorted(sys.modules.items()):  # the support code's functions as they were compiled
    if modname.split(".")[0] not in ("shibokensupport", "signature_bootstrap"):
        continue
    for obj in list(vars(mod).values()):
        for fn in [obj, *vars(obj).values()] if isinstance(obj, type) and obj.__module__ == modname else [obj]:
            code = getattr(fn, "__code__", None)
            if code is not None and getattr(fn, "__module__", None) == modname:
                out["code"][f"{modname}.{fn.__qualname__}"] = hashlib.sha256(
                    repr((fields(code), getattr(fn, "__annotations__", None))).encode()).hexdigest()
print("RESULT " + json.dumps(out))
"""


def test_a_fresh_start_with_the_entry_serves_the_signatures_of_a_start_without_it(tmp_path, monkeypatch):
    """The program's start (``gui.app._start``) in fresh processes: without the kept code, then with an empty
    cache (compiled, kept), then with the entry (read; nothing compiled, the entry left as it is): the support
    code's functions are compiled alike, and the signatures and wrong-argument messages are the same."""
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"), HOME=str(tmp_path / "home"),
               QT_QPA_PLATFORM="offscreen")
    env.pop("SBK_EMBED", None)

    def run(mode: str) -> dict:
        proc = subprocess.run([sys.executable, "-c", START, mode], cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=180)
        assert proc.returncode == 0, proc.stderr[-2000:]
        line = [ln for ln in proc.stdout.splitlines() if ln.startswith("RESULT ")]
        return json.loads(line[-1][len("RESULT "):])

    monkeypatch.setenv("XDG_CONFIG_HOME", env["XDG_CONFIG_HOME"])
    entry = diskcache.folder() / codecache.compile_entry_name()
    plain = run("plain")
    assert not entry.exists()
    first = run("keep")
    assert entry.is_file()
    kept_bytes, kept_time = entry.read_bytes(), entry.stat().st_mtime_ns
    data = diskcache.load(entry.name)
    assert isinstance(data, dict) and len(data) >= 14  # the bootstrap and the support package's 13 modules
    assert any(k[1] == "shibokensupport/signature/parser.py" for k in data)
    second = run("keep")
    assert entry.read_bytes() == kept_bytes and entry.stat().st_mtime_ns == kept_time  # nothing compiled anew
    assert len(plain["code"]) > 100 and plain["errors"]["setObjectName"] and plain["errors"]["resize"]
    assert plain["signatures"]["QObject.setObjectName"] == "(self, name: str, /) -> None"
    assert len(plain["signatures"]["QWidget.resize"]) == 2 and "Supported signatures" in plain["errors"]["resize"]
    for result in (plain, first, second):
        assert result["compile"]
    assert first == plain and second == plain

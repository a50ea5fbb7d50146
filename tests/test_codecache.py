"""The data classes' methods kept compiled on disk (core/codecache.py): a class made with the kept code is the
class Python makes without it, method for method and code object for code object; an entry that is not the
user's own, or damaged, is not read; outside the start, ``dataclasses`` compiles as it always does."""

from __future__ import annotations

import dataclasses
import marshal
import os
import subprocess
import sys
from pathlib import Path

import pytest

from referee_app.core import codecache, diskcache

ROOT = Path(__file__).resolve().parent.parent

# data classes of every kind the program writes (frozen, slotted, ordered, keyword-only, defaults and factories,
# class variables and init-only fields), in a module's source so that each start makes them afresh
CLASSES = '''
from __future__ import annotations
import dataclasses
from dataclasses import InitVar, dataclass, field
from typing import ClassVar

@dataclass(frozen=True, slots=True)
class Unit:
    kind: str
    where: str
    power: str = ""

@dataclass(order=True)
class Phase:
    year: int
    season: str = "S"
    tags: list[str] = field(default_factory=list)
    LIMIT: ClassVar[int] = 3

@dataclass(frozen=True, kw_only=True)
class Options:
    a: int = 1
    b: tuple[int, ...] = ()
    seed: InitVar[int] = 0

    def __post_init__(self, seed: int) -> None:
        object.__setattr__(self, "a", self.a + seed)

@dataclass(eq=False, repr=False)
class Plain:
    x: float

@dataclass(unsafe_hash=True)
class Hashed:
    name: str
    n: int = dataclasses.field(default=0, compare=False)
'''

METHODS = ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__", "__lt__", "__le__", "__gt__",
           "__ge__")


def _run_module(source: str, path: Path, name: str) -> dict[str, object]:
    """``source`` run afresh as the module ``name`` read from ``path``: its namespace."""
    import types

    module = types.ModuleType(name)
    sys.modules[module.__name__] = module
    try:
        exec(compile(source, str(path), "exec", dont_inherit=True), vars(module))
    finally:
        del sys.modules[module.__name__]
    return vars(module)


def _make(tmp_path: Path, tag: str) -> dict[str, object]:
    """The classes of ``CLASSES`` made afresh, in a module of their own."""
    return _run_module(CLASSES, tmp_path / "classes.py", f"codecache_classes_{tag}")


def _codes(cls: type) -> dict[str, bytes]:
    """Each method the class has of its own, as ``marshal`` writes its code (every field of the code object)."""
    out = {}
    for name in METHODS:
        fn = cls.__dict__.get(name)
        code = getattr(fn, "__code__", None)
        if code is not None:
            out[name] = marshal.dumps(code)
    return out


def _instances(ns: dict[str, object]) -> list[object]:
    return [ns["Unit"]("A", "Par", "FRANCE"), ns["Phase"](1901, "F", ["x"]), ns["Options"](a=2, b=(1,), seed=3),
            ns["Hashed"]("n", 4)]


def test_classes_made_with_the_kept_code_are_the_classes_python_makes(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    plain = _make(tmp_path, "plain")
    codecache.keep_compiled()  # nothing kept yet: compiled, then kept
    try:
        first = _make(tmp_path, "first")
    finally:
        codecache.done()
    entry = diskcache.folder() / codecache.entry_name()
    assert entry.is_file() and (os.name != "posix" or entry.stat().st_mode & 0o777 == 0o600)
    codecache.keep_compiled()  # read from the entry
    try:
        assert codecache._DATACLASS_CODE.codes  # the kept texts are there
        kept = _make(tmp_path, "kept")
        assert codecache._DATACLASS_CODE.compiled == 0  # none compiled: every method's code came from the disk
    finally:
        codecache.done()
    for name in ("Unit", "Phase", "Options", "Plain", "Hashed"):
        want = _codes(plain[name])  # type: ignore[arg-type]
        assert want and _codes(first[name]) == want and _codes(kept[name]) == want, name  # type: ignore[arg-type]
    for a, b in zip(_instances(plain), _instances(kept), strict=True):
        assert repr(a) == repr(b)
    p1, p2 = kept["Phase"](1901), kept["Phase"](1902)  # type: ignore[operator]
    assert p1 < p2 and p1 == kept["Phase"](1901) and hash(kept["Unit"]("A", "Par")) == hash(plain["Unit"]("A", "Par"))  # type: ignore[operator]
    assert kept["Options"](a=1, seed=2).a == 3  # type: ignore[operator]
    with pytest.raises(dataclasses.FrozenInstanceError):
        kept["Unit"]("A", "Par").kind = "F"  # type: ignore[operator]
    assert "exec" not in vars(dataclasses)  # after ``done`` the module compiles as it always does


def test_an_entry_not_the_users_own_or_damaged_is_not_read(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    codecache.keep_compiled()
    try:
        _make(tmp_path, "a")
    finally:
        codecache.done()
    entry = diskcache.folder() / codecache.entry_name()
    assert entry.is_file()
    if os.name == "posix":  # a file others may write is never read (its code would run): all compiled anew
        entry.chmod(0o666)
        codecache.keep_compiled()
        try:
            assert not codecache._DATACLASS_CODE.codes
            _make(tmp_path, "b")
            assert codecache._DATACLASS_CODE.compiled > 0
        finally:
            codecache.done()
        assert entry.stat().st_mode & 0o777 == 0o600  # written anew, the user's own
    entry.write_bytes(entry.read_bytes()[:100])  # cut short: no entry
    codecache.keep_compiled()
    try:
        assert not codecache._DATACLASS_CODE.codes
        plain = _make(tmp_path, "c")
    finally:
        codecache.done()
    assert _codes(plain["Unit"])  # type: ignore[arg-type]
    # an entry holding something else than texts and their code: only the texts with code are taken
    diskcache.store(codecache.entry_name(), {"x": 1, 2: "y"}, private=True)
    codecache.keep_compiled()
    try:
        assert not codecache._DATACLASS_CODE.codes
    finally:
        codecache.done()


START = r"""
import dataclasses, hashlib, marshal, sys
KEEP = sys.argv[1] == "keep"
if KEEP:
    from referee_app.core import codecache
    codecache.keep_compiled()
from referee_app.gui import app
app._import_before_qt(True)
import referee_app.gui.main_window, referee_app.gui.diplomacy.panels, referee_app.gui.start_page
if KEEP:
    print("COMPILED", codecache._DATACLASS_CODE.compiled)
    codecache.done()
out = []
for name, mod in sorted(sys.modules.items()):
    if not name.startswith("referee_app"):
        continue
    for cls in list(vars(mod).values()):
        if isinstance(cls, type) and dataclasses.is_dataclass(cls) and cls.__module__ == name:
            for m in ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__"):
                code = getattr(cls.__dict__.get(m), "__code__", None)
                if code is not None:
                    out.append((cls.__qualname__, m, hashlib.sha256(marshal.dumps(code)).hexdigest()))
print("CLASSES", len({q for q, _, _ in out}))
print("DIGEST", hashlib.sha256(repr(sorted(out)).encode()).hexdigest())
"""


def test_the_data_classes_of_a_start_are_made_as_without_the_kept_code(tmp_path):
    """Every data class the program's start makes (the window's modules and Diplomacy's, with a game file), made
    with the code a first start kept, has the methods a start without it makes, code object for code object."""
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"), QT_QPA_PLATFORM="offscreen")

    def run(mode: str) -> dict[str, str]:
        proc = subprocess.run([sys.executable, "-c", START, mode], cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=120)
        assert proc.returncode == 0, proc.stderr[-2000:]
        return dict(line.split(" ", 1) for line in proc.stdout.splitlines() if " " in line)

    plain = run("plain")
    first = run("keep")  # compiles and keeps
    kept = run("keep")  # reads what the first kept
    assert int(plain["CLASSES"]) > 50
    assert int(first["COMPILED"]) > 200 and kept["COMPILED"] == "0"
    assert plain["DIGEST"] == first["DIGEST"] == kept["DIGEST"]


QUICK = '''
from __future__ import annotations
from dataclasses import dataclass, field
from referee_app.core.frozen import quick_init

@dataclass(frozen=True, slots=True)
class Where:
    power: str
    place: str = "Par"
    tags: tuple[str, ...] = field(default_factory=tuple)
    size: int = field(init=False, default=0)

    def __post_init__(self) -> None:
        object.__setattr__(self, "size", len(self.place))

quick_init(Where)
'''


def _make_quick(tmp_path: Path, tag: str) -> type:
    """The ``quick_init`` class of ``QUICK`` made afresh, in a module of its own."""
    return _run_module(QUICK, tmp_path / "quick.py", f"codecache_quick_{tag}")["Where"]  # type: ignore[return-value]


def test_quick_init_made_with_the_kept_code_is_the_init_python_makes(tmp_path, monkeypatch):
    """``frozen.quick_init`` writes an ``__init__`` and ``exec``s it in a module with ``from __future__ import
    annotations``, whose flag ``exec`` passes on to the compiler: the kept code is compiled with it, keyed by the text
    and the flag, and is the code Python makes, code object for code object."""
    from referee_app.core import frozen

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    plain = _make_quick(tmp_path, "plain")
    codecache.keep_compiled()
    try:
        assert frozen.__dict__.get("exec") is codecache._exec  # the module's exec is the kept one for the stretch
        first = _make_quick(tmp_path, "first")
        keys = [k for k in codecache._DATACLASS_CODE.used if type(k) is tuple]
        assert keys and all(k[1] & __import__("__future__").annotations.compiler_flag for k in keys)
    finally:
        codecache.done()
    assert "exec" not in vars(frozen)
    codecache.keep_compiled()
    try:
        kept = _make_quick(tmp_path, "kept")
        assert codecache._DATACLASS_CODE.compiled == 0
    finally:
        codecache.done()
    want = marshal.dumps(plain.__init__.__code__)
    assert marshal.dumps(first.__init__.__code__) == want and marshal.dumps(kept.__init__.__code__) == want
    w = kept("FRANCE", "Paris", ("x",))
    assert (w.power, w.place, w.tags, w.size) == ("FRANCE", "Paris", ("x",), 5)
    assert repr(w) == repr(plain("FRANCE", "Paris", ("x",))) and w == kept("FRANCE", "Paris", ("x",))
    with pytest.raises(dataclasses.FrozenInstanceError):
        w.power = "ITALY"  # type: ignore[misc]


OTHER = '''
from __future__ import annotations
from dataclasses import dataclass

@dataclass(frozen=True)
class Seat:
    player: str
    power: str = ""
'''


def _start_making(tmp_path: Path, source: str, tag: str) -> int:
    """One start that makes the data classes of ``source``: how many methods it compiled anew."""
    import types

    codecache.keep_compiled()
    try:
        module = types.ModuleType(f"codecache_start_{tag}")
        sys.modules[module.__name__] = module
        try:
            exec(compile(source, str(tmp_path / f"{tag}.py"), "exec", dont_inherit=True), vars(module))
        finally:
            del sys.modules[module.__name__]
        return codecache._DATACLASS_CODE.compiled
    finally:
        codecache.done()


def test_starts_of_two_kinds_keep_each_others_code(tmp_path, monkeypatch):
    """A start without a game file and one with a game make other data classes: each keeps what the other kept
    (written back with only its own, every start after one of the other kind compiled again: 80 methods of a start
    with a game file); a text unused for ``KEPT_WRITES`` writes of the entry is dropped."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    assert _start_making(tmp_path, CLASSES, "a1") > 0
    assert _start_making(tmp_path, OTHER, "b1") > 0
    assert _start_making(tmp_path, CLASSES, "a2") == 0
    assert _start_making(tmp_path, OTHER, "b2") == 0
    for i in range(codecache.KEPT_WRITES - 1):  # writes that use neither: both kept still
        assert _start_making(tmp_path, f"from dataclasses import dataclass\n@dataclass\nclass C{i}:\n    f{i}: int\n",
                             f"c{i}") > 0
    assert _start_making(tmp_path, OTHER, "b3") == 0
    for i in range(codecache.KEPT_WRITES):  # and now without Seat: it is dropped
        assert _start_making(tmp_path, f"from dataclasses import dataclass\n@dataclass\nclass D{i}:\n    g{i}: int\n",
                             f"d{i}") > 0
    assert _start_making(tmp_path, OTHER, "b4") > 0
    data = diskcache.load(codecache.entry_name())
    assert type(data) is dict and type(data[codecache._AGES]) is dict
    assert {k for k in data if k != codecache._AGES} == set(data[codecache._AGES])

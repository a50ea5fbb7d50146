"""PySide's Python enums made quickly (``gui.quick_enums``, issue 33 round 15) are the classes ``enum`` makes:
every enum of QtCore, QtGui and QtWidgets made both ways and compared, class dictionary by class dictionary
(its order too) and member by member, and the calls the quick maker does not take left to ``enum``."""

from __future__ import annotations

import enum
import os
import pickle
import subprocess
import sys
import types
from typing import Any

import pytest

from referee_app.gui import quick_enums

pytestmark = pytest.mark.skipif(
    sys.version_info[:2] not in quick_enums.SUPPORTED, reason="the quick maker is not used on this Python"
)

STOCK = quick_enums._STOCK_CREATE


def _pyside_enums() -> list[Any]:
    """Every Python enum of QtCore, QtGui and QtWidgets (made as they are looked up)."""
    import PySide6.QtCore
    import PySide6.QtGui
    import PySide6.QtWidgets

    found: list[Any] = []
    seen: set[int] = set()

    def walk(holder: Any, depth: int) -> None:
        if id(holder) in seen or depth > 3:
            return
        seen.add(id(holder))
        for name in dir(holder):
            try:
                value = getattr(holder, name)
            except Exception:  # an attribute PySide cannot give outside an application
                continue
            if isinstance(value, enum.EnumType):
                if value not in found:
                    found.append(value)
            elif isinstance(value, type) and value.__module__.startswith("PySide6"):
                walk(value, depth + 1)

    for module in (PySide6.QtCore, PySide6.QtGui, PySide6.QtWidgets):
        walk(module, 0)
    return found


def _pairs(made: Any) -> list[tuple[str, int]]:
    """The (name, value) pairs an enum was made from, aliases in their places (as PySide passes them)."""
    return [(name, member._value_) for name, member in made.__members__.items()]


def _outcome(made: Any, what: Any, *args: Any) -> Any:
    """What ``what(made, *args)`` gives, the class's name taken out, or the error it raises."""
    try:
        return repr(what(made, *args)).replace(made.__name__, "<class>")
    except Exception as error:
        return (type(error), str(error).replace(made.__name__, "<class>"))


def _looks(made: Any, value: int) -> Any:
    member = made(value)
    return (repr(member), str(member), format(member), hash(member), member._name_, member._value_)


def _either(made: Any, x: int, y: int) -> Any:
    return made(x) | made(y)


def _inverted(made: Any, x: int) -> Any:
    return ~made(x)


def _all_flags(made: Any) -> Any:
    return list(made(made._flag_mask_)), made(0)


def _same_value(a: Any, b: Any, va: Any, vb: Any, where: Any) -> None:
    if type(va) is a:  # a member
        assert type(vb) is b, where
        assert list(vars(va)) == list(vars(vb)), where
        for attr, x in vars(va).items():
            y = vars(vb)[attr]
            if attr == "__objclass__":
                assert x is a and y is b, where
            else:
                assert x == y and type(x) is type(y), (where, attr)
    elif isinstance(va, enum.property):  # a redirect to a member (a name a base defines)
        assert type(vb) is type(va) and va.name == vb.name, where
        assert getattr(va, "member", None) is None or va.member._name_ == vb.member._name_, where
    elif isinstance(va, (types.GetSetDescriptorType, types.MemberDescriptorType)):
        assert type(vb) is type(va) and va.__name__ == vb.__name__, where
        assert va.__objclass__ is a and vb.__objclass__ is b, where
    elif isinstance(va, staticmethod):  # (3.12: made for each class)
        assert type(vb) is staticmethod and va.__func__ is vb.__func__ and (va is not vb) is (a is not b), where
    elif isinstance(va, types.MethodType):
        assert va.__func__ is vb.__func__ and va.__self__ is a and vb.__self__ is b, where
    elif isinstance(va, types.FunctionType) and "<locals>" in va.__qualname__:
        assert type(vb) is type(va) and va.__qualname__ == vb.__qualname__, where  # made for each class
    else:
        assert type(va) is type(vb) and (va is vb or va == vb), where


def assert_same(a: Any, b: Any) -> None:
    """``a`` (enum's own) and ``b`` (the quick maker's) are the same class but for their identity."""
    where = a.__qualname__
    assert type(a) is type(b) and a.__bases__ == b.__bases__ and a.__mro__[1:] == b.__mro__[1:], where
    for attr in ("__name__", "__qualname__", "__module__", "__doc__"):
        assert getattr(a, attr) == getattr(b, attr), (where, attr)
    own_a, own_b = a.__dict__, b.__dict__
    assert list(own_a) == list(own_b), where  # the same attributes, in the same order
    for key, va in own_a.items():
        vb = own_b[key]
        if key in ("_member_map_", "_value2member_map_"):
            assert list(va) == list(vb), (where, key)
            for ma, mb in zip(va.values(), vb.values()):
                _same_value(a, b, ma, mb, (where, key, ma._name_))
        else:
            _same_value(a, b, va, vb, (where, key))
    assert [m._name_ for m in a] == [m._name_ for m in b], where
    assert a._member_names_ == b._member_names_, where
    values = list(own_a["_value2member_map_"])
    for value in values:
        assert _outcome(a, _looks, value) == _outcome(b, _looks, value), (where, value)
    if issubclass(a, enum.Flag):
        for x in values[:8]:
            for y in values[:8]:
                assert _outcome(a, _either, x, y) == _outcome(b, _either, x, y), where
            assert _outcome(a, _inverted, x) == _outcome(b, _inverted, x), where
        assert _outcome(a, _all_flags) == _outcome(b, _all_flags), where


def _both(base: Any, name: str, pairs: Any, **kw: Any) -> tuple[Any, Any]:
    kw.setdefault("module", "PySide6.QtTest")
    kw.setdefault("boundary", enum.KEEP)
    before = quick_enums.made_quickly
    quick = quick_enums.quick_create(base, name, pairs, **kw)
    made = quick_enums.made_quickly - before
    stock = STOCK(base, name, pairs, **kw)
    return stock, (quick, made)


def test_every_enum_of_qtcore_qtgui_and_qtwidgets_is_made_the_same_quickly():
    made = _pyside_enums()
    assert len(made) > 500 and sum(len(e.__members__) for e in made) > 5000
    kinds = {e.__bases__[0] for e in made}
    assert kinds == {enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag}
    for e in made:
        stock, (quick, count) = _both(e.__bases__[0], e.__name__, _pairs(e), module=e.__module__, qualname=e.__qualname__)
        assert count == 1, e.__qualname__  # made by the quick maker, not handed to enum's own
        assert_same(stock, quick)
    aliased = [e for e in made if len(e.__members__) > len(e._member_names_)]
    assert aliased and any(issubclass(e, enum.Flag) for e in aliased)  # aliases and multi-bit flags were met


@pytest.mark.parametrize("base", [enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag])
@pytest.mark.parametrize(
    "pairs",
    [
        [],
        [("One", 1)],
        [("A", 0), ("B", 1), ("C", 2), ("AliasOfB", 1), ("D", 4)],
        [("High", 8), ("Low", 1), ("Both", 9), ("Mid", 2), ("None_", 0)],  # unsorted, multi-bit, zero
        [("Minus", -1), ("Big", 2**63), ("Bigger", 2**64 - 1), ("Neg", -(2**31))],
        (("Tuple", 4), ("Pairs", 16)),
    ],
)
def test_members_aliases_and_flag_masks_are_made_as_enum_makes_them(base, pairs):
    stock, (quick, count) = _both(base, "Probe", pairs, qualname="QProbe.Probe")
    assert count == 1
    assert_same(stock, quick)


@pytest.mark.parametrize(
    "pairs",
    [
        [("_private", 1)],  # a name enum treats apart
        [("name", 1), ("value", 2)],  # names Enum itself defines: enum makes redirects for them
        [("mro", 1)],
        [("A", 1), ("A", 2)],  # a name given twice: enum refuses it
        [("A", "text")],  # not an int
        [("A", True)],
        ["A", "B"],  # names only: enum numbers them
        "A B C",
        {"A": 1, "B": 2},
        [["A", 1]],
    ],
)
def test_a_call_the_quick_maker_does_not_take_is_enums_own(pairs):
    try:
        stock = STOCK(enum.IntEnum, "Other", pairs, module="x", boundary=enum.KEEP)
    except Exception as refused:  # enum refuses it: so does the quick maker, with the same error
        with pytest.raises(type(refused)) as said:
            quick_enums.quick_create(enum.IntEnum, "Other", pairs, module="x", boundary=enum.KEEP)
        assert str(said.value) == str(refused)
        return
    before = quick_enums.made_quickly
    quick = quick_enums.quick_create(enum.IntEnum, "Other", pairs, module="x", boundary=enum.KEEP)
    assert quick_enums.made_quickly == before
    assert_same(stock, quick)


def test_a_mixin_type_or_a_users_enum_as_base_is_enums_own():
    class Base(enum.Enum):
        def describe(self) -> str:
            return self.name.lower()

    for base, kw in ((Base, {}), (enum.Enum, {"type": int}), (enum.StrEnum, {})):
        pairs = [("A", "a"), ("B", "b")] if base is enum.StrEnum else [("A", 1), ("B", 2)]
        before = quick_enums.made_quickly
        stock = STOCK(base, "Kind", pairs, module="x", **kw)
        quick = quick_enums.quick_create(base, "Kind", pairs, module="x", **kw)
        assert quick_enums.made_quickly == before
        assert_same(stock, quick)


def test_through_enums_functional_api_the_module_is_the_callers_as_before():
    """Installed, ``IntEnum(name, pairs)`` (as PySide calls it) gets the caller's module as enum's own maker does,
    and a caller without one (code run with bare globals) gets enum's unpicklable class."""
    pairs = [("Red", 1), ("Green", 2)]
    code = "made = enum.IntEnum('Colour', pairs, boundary=enum.KEEP)"
    quick_enums.uninstall()
    stock = enum.IntEnum("Colour", pairs, boundary=enum.KEEP)
    stock_bare: dict[str, Any] = {"enum": enum, "pairs": pairs}
    exec(code, stock_bare)
    try:
        assert quick_enums.install()
        before = quick_enums.made_quickly
        quick = enum.IntEnum("Colour", pairs, boundary=enum.KEEP)
        assert quick_enums.made_quickly == before + 1
        quick_bare: dict[str, Any] = {"enum": enum, "pairs": pairs}
        exec(code, quick_bare)
    finally:
        quick_enums.uninstall()
    assert quick.__module__ == stock.__module__ == __name__
    assert_same(stock, quick)
    assert quick_bare["made"].__module__ == stock_bare["made"].__module__ == "<unknown>"
    assert_same(stock_bare["made"], quick_bare["made"])
    with pytest.raises(TypeError, match="cannot be pickled"):
        pickle.dumps(quick_bare["made"].Red)
    assert enum.EnumType._create_ is STOCK  # uninstalled: enum's own maker again


def test_install_puts_the_quick_maker_in_place_and_uninstall_takes_it_away():
    try:
        assert quick_enums.install() and quick_enums.installed()
        assert enum.EnumType._create_ is quick_enums.quick_create
    finally:
        quick_enums.uninstall()
    assert not quick_enums.installed() and enum.EnumType._create_ is STOCK


def test_install_checks_that_enum_makes_the_same_and_refuses_where_it_does_not(monkeypatch, tmp_path):
    """At an install with no answer kept the quick maker and enum make four probes (one per base): where they differ
    (here the quick maker's members without their sort order, as a changed enum would differ), enum's own maker
    stays."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))  # (no answer kept: the probes are made)
    assert quick_enums.agrees_with_enum()
    real = quick_enums._add_members

    def without_sort_order(enum_class: Any, names: Any) -> None:
        real(enum_class, names)
        for member in enum_class._member_map_.values():
            vars(member).pop("_sort_order_", None)

    monkeypatch.setattr(quick_enums, "_add_members", without_sort_order)
    assert not quick_enums.agrees_with_enum()
    assert not quick_enums.install() and enum.EnumType._create_ is STOCK
    monkeypatch.setattr(quick_enums, "_shape", lambda made: made.__dict__["no such table"])
    assert not quick_enums.agrees_with_enum()  # a table it does not know: no, not an error


def test_install_leaves_another_maker_in_place(monkeypatch):
    """A maker put in enum's place before (a counting hook of a test or a bench) stays: install says False."""

    def counting(cls: Any, *args: Any, **kw: Any) -> Any:
        return STOCK(cls, *args, **kw)

    monkeypatch.setattr(enum.EnumType, "_create_", counting)
    assert not quick_enums.install() and not quick_enums.installed()
    assert enum.EnumType._create_ is counting
    quick_enums.uninstall()
    assert enum.EnumType._create_ is counting


def test_the_windows_start_makes_pysides_enums_quickly(tmp_path):
    """A fresh start of the window (``gui.app._start``, offscreen, no game): the quick maker is in place before
    PySide's first import, and Qt's namespace's enums are made by it, the same as enum's own."""
    script = (
        "import enum, sys\n"
        "from referee_app.gui import app, quick_enums\n"
        "assert 'PySide6' not in sys.modules\n"
        "class Args: game = None; lang = 'en'; codes = False\n"
        "started = app._start(Args())\n"
        "assert started is not None\n"
        "assert enum.EnumType._create_ is quick_enums.quick_create\n"
        "from PySide6.QtCore import Qt\n"
        "key = Qt.Key\n"
        "print(quick_enums.made_quickly, len(key.__members__))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path), "HOME": str(tmp_path)},
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    made, keys = (int(x) for x in done.stdout.split()[-2:])
    assert made > 100 and keys > 400


def test_the_probes_answer_is_kept_for_this_python_and_these_sources(monkeypatch, tmp_path):
    """The probes' answer (``agrees_kept``) is made by the first install and read by the next ones, as long as the
    Python, the bytes of ``enum``'s source and of quick_enums' are the ones it was made with; another source, or an
    entry that does not hold a yes or a no, has the probes made again (their answer kept then). It fails on the
    former module, which made the probes at every install (about 5.7 M instructions a start)."""
    from referee_app.core import diskcache

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    made: list[bool] = []
    probes = quick_enums.agrees_with_enum

    def counted() -> bool:
        made.append(probes())
        return made[-1]

    monkeypatch.setattr(quick_enums, "agrees_with_enum", counted)
    assert quick_enums.agrees_kept() and made == [True]
    assert quick_enums.agrees_kept() and made == [True]  # read, not made again
    entries = sorted(p.name for p in diskcache.folder().glob("quick-enums-agree-*"))
    assert len(entries) == 1 and diskcache.load_own(entries[0]) is True
    # a kept no is a no (the probes not made)
    diskcache.store(entries[0], False, private=True)
    assert not quick_enums.agrees_kept() and made == [True]
    # an entry of another kind is as none: the probes made again, their answer kept
    diskcache.store(entries[0], 1, private=True)
    assert quick_enums.agrees_kept() and made == [True, True]
    assert diskcache.load_own(entries[0]) is True
    # another enum source (its bytes changed): another entry, the probes made again
    changed = tmp_path / "enum.py"
    changed.write_bytes(open(enum.__file__, "rb").read() + b"\n# changed\n")
    monkeypatch.setattr(enum, "__file__", str(changed))
    assert quick_enums.agrees_kept() and made == [True, True, True]
    assert len(list(diskcache.folder().glob("quick-enums-agree-*"))) == 2
    # no source to read (a bundle without its sources): the probes made at each call, nothing kept
    monkeypatch.setattr(enum, "__file__", str(tmp_path / "missing.py"))
    assert quick_enums.agrees_kept() and quick_enums.agrees_kept() and made == [True] * 5
    assert len(list(diskcache.folder().glob("quick-enums-agree-*"))) == 2

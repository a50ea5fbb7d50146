"""PySide's Python enums made the way ``enum`` makes them, without ``enum``'s per-name work.

PySide makes a Python enum class from each of Qt's enums the first time a class is used, through ``enum``'s
functional API: ``IntEnum("Key", [("Key_Escape", 16777216), ...], boundary=KEEP)``. Python's ``enum`` then
checks every name as if it were written in a class body and makes every member through a chain of Python calls:
about 96,000 instructions a member here, 3,972 members before ``referee GAME`` paints its board, 30% of that
start (docs/performance.md, round 14).

``install()`` puts :func:`quick_create` in the place of ``EnumType._create_`` (the functional API's maker). For
the calls it can take exactly, those PySide makes (one of the four stdlib bases, a list or tuple of ``(name, int)``
pairs, each name a plain new name that no base class defines), it makes the class from a template: the namespace
``enum`` itself gave a class of that base and boundary without members (made once, its member tables made anew for
each class), then each member as ``_proto_member.__set_name__`` makes it, then the attributes ``EnumType.__new__``
sets after the members, in its order. Any other call goes to ``enum``'s own maker. It is put in place only on the
Python versions whose ``enum`` it was written against (3.11 and 3.12: the same member-making code), only where four
probes come out the same both ways at install (``agrees_with_enum``), and only where ``enum``'s own maker is in
place. tests/test_quick_enums.py makes every enum of QtCore, QtGui and QtWidgets both ways and compares them,
class dictionary by class dictionary and member by member.
"""

from __future__ import annotations

import enum
import sys
from collections.abc import Callable, Iterable
from typing import Any

__all__ = ["SUPPORTED", "agrees_kept", "install", "installed", "made_quickly", "quick_create", "uninstall"]

#: The Python versions whose ``enum`` this module mirrors (``EnumType.__new__`` and
#: ``_proto_member.__set_name__``: the same in 3.11 and 3.12; 3.13 adds ``_add_member_``).
SUPPORTED = ((3, 11), (3, 12))

_STOCK_CREATE: Callable[..., Any] = enum.EnumType._create_  # type: ignore[attr-defined]

# The attributes ``EnumType.__new__`` may set on the class after its members are made (so they come after the
# members in the class's ``__dict__``), in the order it sets them.
_SET_AFTER_MEMBERS = (
    "__format__",
    "__str__",
    "__repr__",
    "__reduce_ex__",
    "__or__",
    "__and__",
    "__xor__",
    "__ror__",
    "__rand__",
    "__rxor__",
    "__invert__",
    "__new_member__",
    "__new__",
)

# The four classes PySide makes its enums from: their members are made by ``object.__new__`` (Enum, Flag) or
# ``int.__new__`` (IntEnum, IntFlag), with Enum's ``__init__``, which does nothing.
_QUICK_BASES = (enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag)
# The names each of them and its bases define: a member named so is made by enum's own maker (a redirect).
_BASE_NAMES: dict[type, frozenset[str]] = {}


def _plain_pairs(names: Any, cls: type) -> bool:
    """Whether ``names`` is what PySide passes: a list or tuple of (str, int) pairs, each name given once, with
    no leading underscore (so none of the dunder, sunder and private names enum treats apart), not ``mro``,
    and not a name ``cls`` or its bases define."""
    if type(names) is not list and type(names) is not tuple:
        return False
    taken = _BASE_NAMES.get(cls)
    if taken is None:
        taken = _BASE_NAMES[cls] = frozenset().union(*(base.__dict__ for base in cls.__mro__))
    seen = set()
    for item in names:
        if type(item) is not tuple or len(item) != 2:
            return False
        name, value = item
        if type(name) is not str or type(value) is not int or not name or name[0] == "_" or name in taken:
            return False
        seen.add(name)
    return len(seen) == len(names) and "mro" not in seen


def quick_create(
    cls: Any,
    class_name: str,
    names: Any,
    *,
    module: str | None = None,
    qualname: str | None = None,
    type: Any = None,
    start: int = 1,
    boundary: Any = None,
) -> Any:
    """``EnumType._create_``: the same class, made quickly for (name, int) pairs (the module docstring)."""
    if module is None:  # enum's own look for the caller's module, two frames up as from its own _create_
        module = _module_two_up()
        if module is None:  # none: enum makes the class unpicklable; its own maker would look from here
            return _stock_without_module(cls, class_name, names, qualname, type, start, boundary)
    template = None
    if type is None and cls in _QUICK_BASES and _plain_pairs(names, cls):
        template = _template(cls, boundary)
    if template is None:
        return _STOCK_CREATE(cls, class_name, names, module=module, qualname=qualname, type=type, start=start, boundary=boundary)
    namespace, after = template
    namespace = namespace.copy()
    for key in _FRESH:  # the members' tables, each class its own
        namespace[key] = namespace[key].__class__()
    for key in _WRAPPED.get(cls, ()):  # (3.12: _generate_next_value_ wrapped anew for each class)
        namespace[key] = staticmethod(namespace[key].__func__)
    namespace["__module__"] = module
    if qualname is not None:
        namespace["__qualname__"] = qualname
    enum_class = _new_class(cls.__class__, class_name, (cls,), namespace)
    _add_members(enum_class, names)
    for key, value in after:  # set after the members, as EnumType.__new__ sets them
        _set_on_class(enum_class, key, value)
    if issubclass(cls, enum.Flag) and enum_class._member_names_:  # a flag: iterated in value order or by definition
        values = [member._value_ for member in enum_class]
        if values != sorted(values):
            enum_class._iter_member_ = enum_class._iter_member_by_def_
    global made_quickly
    made_quickly += 1
    return enum_class


if hasattr(sys, "_getframemodulename"):  # 3.12: the module of the calling function

    def _module_two_up() -> str | None:
        try:
            return sys._getframemodulename(3)  # type: ignore[attr-defined,no-any-return]
        except AttributeError:
            return _module_by_globals(4)

else:

    def _module_two_up() -> str | None:
        return _module_by_globals(4)


def _module_by_globals(depth: int) -> str | None:
    try:
        return sys._getframe(depth).f_globals["__name__"]  # type: ignore[no-any-return]
    except (AttributeError, ValueError, KeyError):
        return None


def _stock_without_module(
    cls: Any, class_name: str, names: Any, qualname: str | None, type: Any, start: int, boundary: Any
) -> Any:
    """What enum's own maker makes when it finds no module: the class made unpicklable. Called from here, its
    own look would find this module, so the class is made as it makes it, its members read as it reads them."""
    metacls = cls.__class__
    bases = (cls,) if type is None else (type, cls)
    _, first_enum = cls._get_mixins_(class_name, bases)
    classdict = metacls.__prepare__(class_name, bases)
    if isinstance(names, str):
        names = names.replace(",", " ").split()
    if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
        valued: list[tuple[str, Any]] = []
        last_values: list[Any] = []
        for count, name in enumerate(names):
            value = first_enum._generate_next_value_(name, start, count, last_values[:])
            last_values.append(value)
            valued.append((name, value))
        names = valued
    if names is None:
        names = ()
    for item in names:
        if isinstance(item, str):
            classdict[item] = names[item]
        else:
            member_name, member_value = item
            classdict[member_name] = member_value
    enum._make_class_unpicklable(classdict)  # type: ignore[attr-defined]
    if qualname is not None:
        classdict["__qualname__"] = qualname
    return metacls.__new__(metacls, class_name, bases, classdict, boundary=boundary)


def _add_members(enum_class: Any, names: Iterable[tuple[str, int]]) -> None:
    """Each member as ``_proto_member.__set_name__`` makes it, for an int value and a name no base defines."""
    new_member = enum_class._new_member_
    use_args = enum_class._use_args_
    value_of_object = enum_class._member_type_ is object
    is_flag = issubclass(enum_class, enum.Flag)
    member_names = enum_class._member_names_
    member_map = enum_class._member_map_
    value2member = enum_class._value2member_map_
    set_on_class = _set_on_class
    flag_mask = singles = 0
    for name, value in names:
        member = new_member(enum_class, value) if use_args else new_member(enum_class)
        member._value_ = value if value_of_object else int(value)
        member._name_ = name
        member.__objclass__ = enum_class
        member._sort_order_ = len(member_names)
        if is_flag:
            flag_mask |= value
            single = value != 0 and value & (value - 1) == 0
            if single:
                singles |= value
        canonical = value2member.get(value)
        if canonical is None:
            if not is_flag or single:
                member_names.append(name)
        else:
            member = canonical
        set_on_class(enum_class, name, member)
        member_map[name] = member
        if canonical is None:
            value2member[value] = member
    if is_flag and member_map:
        set_on_class(enum_class, "_flag_mask_", enum_class._flag_mask_ | flag_mask)
        set_on_class(enum_class, "_singles_mask_", enum_class._singles_mask_ | singles)
        set_on_class(enum_class, "_all_bits_", 2 ** (enum_class._flag_mask_.bit_length()) - 1)


_new_class = type.__new__
_set_on_class = type.__setattr__
# The members' tables: empty in a class without members, made anew for each class.
_FRESH = ("_member_names_", "_member_map_", "_value2member_map_", "_unhashable_values_")
_Template = tuple[dict[str, Any], tuple[tuple[str, Any], ...]]
_TEMPLATES: dict[tuple[type, Any], _Template | None] = {}
_WRAPPED: dict[type, tuple[str, ...]] = {}  # the names of the template's static methods, by class


def _template(cls: type, boundary: Any) -> _Template | None:
    """What ``EnumType.__new__`` makes of a class of ``cls`` without members, made once by enum itself: the
    namespace ``type.__new__`` gets (in its order, ``__doc__`` included), and the attributes set on the class
    after it is made (after its members), in their order. Its lists and dicts (the members' tables, empty)
    are made anew for each class. None if enum makes there anything this module does not know (its own maker
    then makes every class of ``cls``)."""
    key = (cls, boundary)
    if key in _TEMPLATES:
        return _TEMPLATES[key]
    probe = _STOCK_CREATE(cls, "Probe", (), module="probe", boundary=boundary)
    own = dict(probe.__dict__)
    known = all(name in own and not own[name] for name in _FRESH) and "_iter_member_" not in own
    if known and all(type(value) not in (list, dict, set) for name, value in own.items() if name not in _FRESH):
        after = tuple((name, value) for name, value in own.items() if name in _SET_AFTER_MEMBERS)
        namespace = {name: value for name, value in own.items() if name not in _SET_AFTER_MEMBERS}
        _TEMPLATES[key] = (namespace, after)
        _WRAPPED[cls] = tuple(name for name, value in namespace.items() if type(value) is staticmethod)
    else:
        _TEMPLATES[key] = None
    return _TEMPLATES[key]


made_quickly = 0  # the classes made here (the install's four probes among them; the others went to enum's own maker)


# Probes made both ways at install: an alias, a multi-bit value, zero, and values not in order.
_PROBE = (("B", 2), ("A", 1), ("Both", 3), ("Alias", 1), ("Zero", 0), ("Big", 2**40))


def _shape(made: Any) -> tuple[Any, ...]:
    """What a class made from ``_PROBE`` is, but for its identity: its ``__dict__``'s keys in order, its member
    tables by name and value, its flag masks, and each member's attributes in order (``__objclass__`` as a mark)."""
    own = made.__dict__
    members = tuple(
        (name, tuple((k, "own" if v is made else v) for k, v in vars(member).items()))
        for name, member in own["_member_map_"].items()
    )
    return (
        tuple(own),
        members,
        tuple(own["_member_names_"]),
        tuple((value, member._name_) for value, member in own["_value2member_map_"].items()),
        tuple(own.get(key) for key in ("_flag_mask_", "_singles_mask_", "_all_bits_")),
        "_iter_member_" in own,
        tuple(type(own[key]).__name__ for key in own if key not in own["_member_map_"]),
    )


def agrees_with_enum() -> bool:
    """Whether this Python's ``enum`` and the quick maker make the same classes of the probes, for each base (a
    check at each start, about 1 ms; tests/test_quick_enums.py compares every enum of QtCore, QtGui and
    QtWidgets)."""
    kw = {"module": "probe", "qualname": "Probe.Probe", "boundary": enum.KEEP}
    try:
        return all(
            _shape(_STOCK_CREATE(base, "Probe", _PROBE, **kw)) == _shape(quick_create(base, "Probe", _PROBE, **kw))
            for base in _QUICK_BASES
        )
    except Exception:  # an enum this module does not know (its tables named otherwise …)
        return False


def agrees_kept() -> bool:
    """``agrees_with_enum``'s answer, kept on disk (the disk cache's entry "quick-enums-agree", a file of the user's
    own) for this Python (its version and build), the bytes of its ``enum`` module's source and of this module's:
    the probes are made by the first start after any of them changed, and their answer read by the next ones (the
    probes made both ways: about 5.7 M instructions a start, 0.6% of a start with a game file). Made at each call
    where a source cannot be read (a frozen bundle without the sources: ``diskcache.code_digest``)."""
    from referee_app.core import diskcache

    sources = diskcache.code_digest(getattr(enum, "__file__", None) or "", __file__)
    if sources is None:
        return agrees_with_enum()
    name = diskcache.key("quick-enums-agree", sys.version, sources)
    said = diskcache.load_own(name)
    if type(said) is not bool:
        said = agrees_with_enum()
        diskcache.store(name, said, private=True)
    return said


def _enums_own(maker: Any) -> bool:
    return getattr(maker, "__module__", None) == "enum" and getattr(maker, "__qualname__", None) == "EnumType._create_"


def install() -> bool:
    """Make PySide's enums quickly from now on (where this Python's ``enum`` is one this module mirrors). Another
    maker put in enum's place before (a test's or a bench's counting hook) is left in place: False."""
    current = enum.EnumType._create_  # type: ignore[attr-defined]
    if current is quick_create:
        return True
    if sys.version_info[:2] not in SUPPORTED or current is not _STOCK_CREATE or not _enums_own(current):
        return False
    if not agrees_kept():  # this Python's enum makes something else of these probes: its own maker stays
        return False
    enum.EnumType._create_ = quick_create  # type: ignore[attr-defined]
    return True


def uninstall() -> None:
    """enum's own maker again (where the quick one is in place)."""
    if enum.EnumType._create_ is quick_create:  # type: ignore[attr-defined]
        enum.EnumType._create_ = _STOCK_CREATE  # type: ignore[attr-defined]


def installed() -> bool:
    """Whether the quick maker is in enum's place."""
    return enum.EnumType._create_ is quick_create  # type: ignore[attr-defined,no-any-return]

"""Quick construction of small immutable value objects.

A ``@dataclass(frozen=True, slots=True)`` sets each field in ``__init__`` through
``object.__setattr__`` (its own ``__setattr__`` refuses every change), which costs three times what
the object itself costs. The engine makes many such objects on every phase (units, locations,
orders, messages), so ``quick_init`` gives such a class an ``__init__`` that sets each slot through
the slot's own descriptor: the same object, equal, hashable and frozen as before, made faster.

The optional compiled build (mypyc, docs/building.md) makes these classes native: their attributes are
fields of a C struct, and the class's own ``__init__`` (written in the class, storing each field
directly, the derived ones included) is compiled. A class decorator mypyc does not know would make
the class an ordinary Python class again, so ``quick_init`` is called after the class, not above it::

    @dataclass(frozen=True, slots=True)
    class Unit:
        ...
        def __init__(self, power: str, type: UnitType, location: Location) -> None:
            self.power = power  # type: ignore[misc]  - the compiled build's constructor
            ...

    quick_init(Unit)  # pure Python: an __init__ made from the fields (the class's own would be refused)

In pure Python the class's own ``__init__`` cannot run (a frozen dataclass refuses ``self.x = ...``),
so ``quick_init`` replaces it by one made from the fields, which calls ``__post_init__`` for the
derived fields; a compiled class keeps its own. The two are tested to build equal objects
(tests/test_speed.py).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from itertools import repeat
from typing import Any, TypeVar

T = TypeVar("T")

# pure Python: each class's own __init__ (the compiled build's), replaced by quick_init; kept so that
# the tests can check that both build the same object (tests/test_compiled.py)
OWN_INIT: dict[type, Callable[..., None]] = {}


def quick_init(cls: type[T]) -> type[T]:
    """Replace the ``__init__`` of a frozen, slotted dataclass by one that fills the slots directly.

    Keeps the signature (positional or keyword, the same defaults and default factories) and calls
    ``__post_init__`` when the class has one. Call it after the class (see the module's docstring);
    a class compiled by mypyc is returned as it is (its own ``__init__`` is native).
    """
    if is_native(cls):
        return cls
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__}: quick_init needs a @dataclass(frozen=True, slots=True)")
    fields = [f for f in dataclasses.fields(cls) if f.init]  # type: ignore[arg-type]
    names = {"_MISSING": dataclasses.MISSING, "_post": getattr(cls, "__post_init__", None)}
    args: list[str] = []
    body: list[str] = []
    for f in fields:
        names[f"_set_{f.name}"] = cls.__dict__[f.name].__set__
        if f.default is not dataclasses.MISSING:
            names[f"_dflt_{f.name}"] = f.default
            args.append(f"{f.name}=_dflt_{f.name}")
        elif f.default_factory is not dataclasses.MISSING:
            names[f"_fact_{f.name}"] = f.default_factory
            args.append(f"{f.name}=_MISSING")
            body.append(f"    if {f.name} is _MISSING: {f.name} = _fact_{f.name}()")
        else:
            args.append(f.name)
        body.append(f"    _set_{f.name}(self, {f.name})")
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        if not f.init and f.default is not dataclasses.MISSING:  # not given: its default (or __post_init__'s)
            names[f"_set_{f.name}"] = cls.__dict__[f.name].__set__
            names[f"_dflt_{f.name}"] = f.default
            body.append(f"    _set_{f.name}(self, _dflt_{f.name})")
    if names["_post"] is not None:
        body.append("    _post(self)")
    src = f"def __init__(self, {', '.join(args)}):\n" + ("\n".join(body) or "    pass") + "\n"
    namespace: dict[str, Any] = {}
    exec(src, names, namespace)  # noqa: S102 - generated from the field names, as dataclasses does
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    own = cls.__dict__.get("__init__")
    if own is not None and own.__code__.co_filename != "<string>":  # written in the class, not by dataclass
        OWN_INIT[cls] = own
    setattr(cls, "__init__", init)  # noqa: B010 - the method is made here
    return cls


_PLAIN_FIELDS: dict[type, tuple[Any, ...] | None] = {}


def make_many(cls: type[T], *columns: Sequence[Any]) -> list[T]:
    """``[cls(*values) for values in zip(*columns)]``, each column the values of one field in the fields' order, made
    by C loops (a game file opened makes its events by the thousand): each object made bare, then each slot filled
    through the slot's own descriptor, as ``quick_init``'s ``__init__`` fills it. Only a frozen, slotted dataclass
    whose every field is given and that has no ``__post_init__``; any other class (a compiled one) is called."""
    setters = _PLAIN_FIELDS.get(cls, ())
    if setters == ():
        params = getattr(cls, "__dataclass_params__", None)
        fields = dataclasses.fields(cls) if params is not None else ()  # type: ignore[arg-type]
        plain = (params is not None and params.frozen and "__slots__" in cls.__dict__ and not is_native(cls)
                 and getattr(cls, "__post_init__", None) is None and all(f.init for f in fields))
        setters = _PLAIN_FIELDS[cls] = tuple(cls.__dict__[f.name].__set__ for f in fields) if plain else None
    if setters is None or len(setters) != len(columns):
        return list(map(cls, *columns))
    n = min(map(len, columns), default=0)
    made: list[T] = list(map(object.__new__, repeat(cls, n)))  # type: ignore[arg-type]
    for setter, column in zip(setters, columns):
        any(map(setter, made, column))  # (each call returns None: ``any`` runs them all)
    return made


def is_native(cls: type) -> bool:
    """Whether ``cls`` is a native class of a module compiled by mypyc."""
    return "__mypyc_attrs__" in cls.__dict__


def set_slot(cls: type, name: str) -> Any:
    """The setter of one slot of ``cls`` (for a ``__post_init__`` that fills a derived field)."""
    return cls.__dict__[name].__set__


__all__ = ["OWN_INIT", "is_native", "make_many", "quick_init", "set_slot"]

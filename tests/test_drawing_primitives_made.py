"""The scene's frozen dataclasses made with their fields given at once (issue 33, round 20: ``primitives._set_at_once``):
the same parameters, defaults and order as the dataclass's own ``__init__``, and instances that hold the same fields
with the same values in the same order, equal, hashed, shown and replaced as the dataclass's own; still frozen."""

from __future__ import annotations

import dataclasses
import inspect

import pytest

from referee_app.drawing import primitives
from referee_app.drawing.primitives import Circle, OrderMark, Poly, Scene, Text, Token

MADE = (Poly, Circle, Text, Token, OrderMark, Scene)


def _plain(cls: type) -> type:
    """The same fields as a plain frozen dataclass (its own ``__init__``)."""
    return dataclasses.make_dataclass(cls.__name__, [(f.name, f.type, f) for f in dataclasses.fields(cls)], frozen=True)


def _values(cls: type, k: int) -> dict[str, object]:
    """A value for each field, all different from its default (``k`` varies them)."""
    out: dict[str, object] = {}
    for i, f in enumerate(dataclasses.fields(cls)):
        default = f.default
        if isinstance(default, bool):
            out[f.name] = not default
        elif isinstance(default, float) or f.type in ("float", "Point"):
            out[f.name] = (1.5 * i + k, 2.25 * k) if f.type == "Point" else 0.5 + i + k
        elif isinstance(default, int):
            out[f.name] = i + k
        elif isinstance(default, tuple) or "tuple" in str(f.type):
            out[f.name] = ((1.0 * k, 2.0), (3.0, 4.0 * i)) if f.name == "points" else (f"{f.name}{k}",)
        else:
            out[f.name] = f"{f.name}-{k}"
    return out


@pytest.mark.parametrize("cls", MADE)
def test_the_fields_are_those_of_the_dataclasss_own_init(cls):
    plain = _plain(cls)
    assert inspect.signature(cls) == inspect.signature(plain)
    fields = dataclasses.fields(cls)
    required = [f.name for f in fields if f.default is dataclasses.MISSING]
    for k in range(3):
        values = _values(cls, k)
        ours, theirs = cls(**values), plain(**values)
        assert list(vars(ours).items()) == list(vars(theirs).items()) == [(f.name, values[f.name]) for f in fields]
        positional = cls(*values.values())
        assert positional == ours and hash(positional) == hash(ours)
        assert repr(ours) == repr(theirs).replace(f"{plain.__qualname__}(", f"{cls.__qualname__}(", 1)
        assert hash(ours) == hash(cls(**values)) and ours == cls(**values)
        # the defaults: only the fields without one given
        least = cls(**{n: values[n] for n in required})
        assert list(vars(least).items()) == list(vars(plain(**{n: values[n] for n in required})).items())
        changed = dataclasses.replace(ours, **{fields[-1].name: values[fields[0].name]})
        assert getattr(changed, fields[-1].name) == values[fields[0].name]
        assert [getattr(changed, f.name) for f in fields[:-1]] == [values[f.name] for f in fields[:-1]]
        with pytest.raises(dataclasses.FrozenInstanceError):
            ours.__setattr__(fields[0].name, None)
        with pytest.raises(TypeError):
            cls(*values.values(), None)  # one argument too many, as the dataclass's own refuses it


def test_the_made_init_is_not_the_dataclasss_setattr_per_field():
    for cls in MADE:
        init = cls.__init__
        assert init.__qualname__ == f"{cls.__qualname__}.__init__"
        assert "__setattr__" not in init.__code__.co_names and "_set" in init.__code__.co_names
    with pytest.raises(TypeError):

        @primitives._set_at_once
        @dataclasses.dataclass(frozen=True)
        class WithFactory:
            items: list[int] = dataclasses.field(default_factory=list)

"""Order value objects and their canonical text.

``format_order`` and ``parse_order`` (in ``parse.py``) are a pair:
``parse_order(format_order(o), ...) == o`` for every order.
"""

from __future__ import annotations

from dataclasses import dataclass

from referee_app.core.frozen import quick_init

from .geography import Location
from .state import Unit, UnitType


@quick_init
@dataclass(frozen=True, slots=True)
class Hold:
    unit: Unit


@quick_init
@dataclass(frozen=True, slots=True)
class Move:
    unit: Unit
    dest: Location
    via_convoy: bool = False


@quick_init
@dataclass(frozen=True, slots=True)
class Support:
    """Support to hold (``dest`` is None) or support to move into ``dest`` (a province)."""

    unit: Unit
    supported: Unit
    dest: str | None = None
    dest_coast: str | None = None  # as written; only checked for being reachable

    @property
    def is_hold_support(self) -> bool:
        return self.dest is None


@quick_init
@dataclass(frozen=True, slots=True)
class Convoy:
    unit: Unit  # the convoying fleet
    army: Unit
    dest: str


@quick_init
@dataclass(frozen=True, slots=True)
class Retreat:
    unit: Unit
    dest: Location


@quick_init
@dataclass(frozen=True, slots=True)
class Disband:
    """A dislodged unit disbands (retreat phase)."""

    unit: Unit


@quick_init
@dataclass(frozen=True, slots=True)
class Build:
    power: str
    type: UnitType
    location: Location


@quick_init
@dataclass(frozen=True, slots=True)
class Remove:
    """A unit is removed in the adjustment phase."""

    unit: Unit


@quick_init
@dataclass(frozen=True, slots=True)
class Waive:
    power: str


Order = Hold | Move | Support | Convoy | Retreat | Disband | Build | Remove | Waive
MovementOrder = Hold | Move | Support | Convoy


def order_power(order: Order) -> str:
    if isinstance(order, (Build, Waive)):
        return order.power
    return order.unit.power


def format_order(order: Order) -> str:
    """The canonical text of an order, e.g. ``A PAR - BUR`` or ``F NTH C A LON - NWY``."""
    cls = type(order)
    if cls is Move:
        assert isinstance(order, Move)
        text = f"{order.unit.text} - {order.dest.text}"
        return text + " VIA CONVOY" if order.via_convoy else text
    if cls is Support:
        assert isinstance(order, Support)
        target = f"{order.supported.type._value_} {order.supported.province}"
        if order.dest is None:
            return f"{order.unit.text} S {target}"
        dest = f"{order.dest}/{order.dest_coast}" if order.dest_coast else order.dest
        return f"{order.unit.text} S {target} - {dest}"
    if cls is Hold:
        assert isinstance(order, Hold)
        return f"{order.unit.text} H"
    if cls is Convoy:
        assert isinstance(order, Convoy)
        return f"{order.unit.text} C A {order.army.province} - {order.dest}"
    if cls is Retreat:
        assert isinstance(order, Retreat)
        return f"{order.unit.text} R {order.dest.text}"
    if cls is Disband:
        assert isinstance(order, Disband)
        return f"{order.unit.text} D"
    if cls is Build:
        assert isinstance(order, Build)
        return f"BUILD {order.type.value} {order.location.text}"
    if cls is Remove:
        assert isinstance(order, Remove)
        return f"REMOVE {order.unit.text}"
    if cls is Waive:
        return "WAIVE"
    raise TypeError(f"not an order: {order!r}")

"""Order value objects and their canonical text.

``format_order`` and ``parse_order`` (in ``parse.py``) are a pair:
``parse_order(format_order(o), ...) == o`` for every order.
"""

from __future__ import annotations

from dataclasses import dataclass

from referee_app.core.frozen import quick_init

from .geography import Location
from .state import Unit, UnitType


@dataclass(frozen=True, slots=True)
class Hold:
    """A unit holds."""
    unit: Unit

    def __init__(self, unit: Unit) -> None:
        # the compiled build's constructor (direct stores); the pure build's is made by quick_init below
        self.unit = unit  # type: ignore[misc]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled (to and from worker processes) as a call of the constructor, compiled or not
        return (Hold, (self.unit,))


quick_init(Hold)


@dataclass(frozen=True, slots=True)
class Move:
    """A unit moves (an army possibly by convoy)."""
    unit: Unit
    dest: Location
    via_convoy: bool = False

    def __init__(self, unit: Unit, dest: Location, via_convoy: bool = False) -> None:
        # the compiled build's constructor (direct stores); the pure build's is made by quick_init below
        self.unit = unit  # type: ignore[misc]
        self.dest = dest  # type: ignore[misc]
        self.via_convoy = via_convoy  # type: ignore[misc]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled (to and from worker processes) as a call of the constructor, compiled or not
        return (Move, (self.unit, self.dest, self.via_convoy))


quick_init(Move)


@dataclass(frozen=True, slots=True)
class Support:
    """Support to hold (``dest`` is None) or support to move into ``dest`` (a province)."""

    unit: Unit
    supported: Unit
    dest: str | None = None
    dest_coast: str | None = None  # as written; only checked for being reachable

    def __init__(self, unit: Unit, supported: Unit, dest: str | None = None, dest_coast: str | None = None) -> None:
        # the compiled build's constructor (direct stores); the pure build's is made by quick_init below
        self.unit = unit  # type: ignore[misc]
        self.supported = supported  # type: ignore[misc]
        self.dest = dest  # type: ignore[misc]
        self.dest_coast = dest_coast  # type: ignore[misc]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled (to and from worker processes) as a call of the constructor, compiled or not
        return (Support, (self.unit, self.supported, self.dest, self.dest_coast))

    @property
    def is_hold_support(self) -> bool:
        return self.dest is None


quick_init(Support)


@dataclass(frozen=True, slots=True)
class Convoy:
    """A fleet convoys an army to a province."""
    unit: Unit  # the convoying fleet
    army: Unit
    dest: str

    def __init__(self, unit: Unit, army: Unit, dest: str) -> None:
        # the compiled build's constructor (direct stores); the pure build's is made by quick_init below
        self.unit = unit  # type: ignore[misc]
        self.army = army  # type: ignore[misc]
        self.dest = dest  # type: ignore[misc]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled (to and from worker processes) as a call of the constructor, compiled or not
        return (Convoy, (self.unit, self.army, self.dest))


quick_init(Convoy)


@dataclass(frozen=True, slots=True)
class Retreat:
    """A dislodged unit retreats to a location."""
    unit: Unit
    dest: Location

    def __init__(self, unit: Unit, dest: Location) -> None:
        # the compiled build's constructor (direct stores); the pure build's is made by quick_init below
        self.unit = unit  # type: ignore[misc]
        self.dest = dest  # type: ignore[misc]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled (to and from worker processes) as a call of the constructor, compiled or not
        return (Retreat, (self.unit, self.dest))


quick_init(Retreat)


@dataclass(frozen=True, slots=True)
class Disband:
    """A dislodged unit disbands (retreat phase)."""

    unit: Unit

    def __init__(self, unit: Unit) -> None:
        # the compiled build's constructor (direct stores); the pure build's is made by quick_init below
        self.unit = unit  # type: ignore[misc]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled (to and from worker processes) as a call of the constructor, compiled or not
        return (Disband, (self.unit,))


quick_init(Disband)


@dataclass(frozen=True, slots=True)
class Build:
    """A power builds a unit at a location."""
    power: str
    type: UnitType
    location: Location

    def __init__(self, power: str, type: UnitType, location: Location) -> None:
        # the compiled build's constructor (direct stores); the pure build's is made by quick_init below
        self.power = power  # type: ignore[misc]
        self.type = type  # type: ignore[misc]
        self.location = location  # type: ignore[misc]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled (to and from worker processes) as a call of the constructor, compiled or not
        return (Build, (self.power, self.type, self.location))


quick_init(Build)


@dataclass(frozen=True, slots=True)
class Remove:
    """A unit is removed in the adjustment phase."""

    unit: Unit

    def __init__(self, unit: Unit) -> None:
        # the compiled build's constructor (direct stores); the pure build's is made by quick_init below
        self.unit = unit  # type: ignore[misc]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled (to and from worker processes) as a call of the constructor, compiled or not
        return (Remove, (self.unit,))


quick_init(Remove)


@dataclass(frozen=True, slots=True)
class Waive:
    """A power waives one of its builds."""
    power: str

    def __init__(self, power: str) -> None:
        # the compiled build's constructor (direct stores); the pure build's is made by quick_init below
        self.power = power  # type: ignore[misc]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled (to and from worker processes) as a call of the constructor, compiled or not
        return (Waive, (self.power,))


quick_init(Waive)


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

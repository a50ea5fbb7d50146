"""The state of a game of 列欧帝国棋 as plain data (deep-copied before each action, rebuilt by replay).

A *place* is where armies stand: a land (its code, ``法B``), a fleet (the id of the sea zone it was
built for, ``baltic``; it sails, 7.3) or the overlord fleet (``overlord``, on every coast, 9.3).
Leaders (generals, marshals) and air forces stand on places too.

What is under way lives in ``queue``: the steps still to be taken of an attack or a bombing (dice to
roll, choices to make, effects to apply), first step first; ``decision`` is the choice the game waits
for (the owner decides after the dice).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .air import AirCombat, AirForce
from .battle import Battle

Step = dict[str, Any]


@dataclass
class Regime:
    """A country's regime (6.1): a capital when its holder's flag stands there, else a government."""

    country: str
    land: str
    holder: str


@dataclass
class Fleet:
    """A fleet (7.1) named after the sea zone it was built for, or the overlord fleet (9.1, ``zone`` None)."""

    id: str
    holder: str
    zone: str | None
    armies: int


@dataclass
class Leader:
    """A general (10.1, of the country of the land that made him) or a marshal (11.1, of a region)."""

    id: str  # "general:法" | "marshal:西欧"
    kind: str  # general | marshal
    home: str  # the country (general) or region (marshal) it belongs to (10.2, 11.6)
    holder: str
    place: str  # "" while it waits to be placed (10.8)


@dataclass
class Engagement:
    """An attack (chapters 4, 8, 9, 10, 13.4-13.6) or a bombing (13.1) under way."""

    kind: str  # attack | bomb
    attacker: str
    source: str
    target: str
    defender: str | None
    joined: list[str] = field(default_factory=list)  # 8.6: fleets joining a land's attack
    losses: str = "land"  # 8.6: where the joint force's losses are taken first: land | fleet
    choices: dict[str, str] = field(default_factory=dict)  # given on the line (5.3, 6.2, 6.5, 10.4, 13.11)
    garrison: int = 0  # 9.7: the defending armies when the attack was made
    supported: dict[str, int] = field(default_factory=dict)  # 8.2, 9.7: armies sent by each fleet
    raid: int | None = None  # 13.4: air groups of the attacker's raid (0: all, a column)
    counter: int | None = None  # 13.5: air groups of the defender's raid
    bombers: int = 0  # 13.1: air groups bombing (0: all, a column)
    started: bool = False  # the first die is thrown: no more fleet support (8.2)
    battle: Battle | None = None
    air: AirCombat | None = None
    air_sides: tuple[str, str] = ("", "")  # the places whose air forces fight
    winner: str | None = None
    bonus: tuple[int, int] = (0, 0)  # chapter 5: what the conquest brings
    extra: int = 0  # 8.5, 11.4: one more for a fleet or a marshal
    leaders: list[str] = field(default_factory=list)  # the attacking leaders (10.4)
    marshal_led: bool = False
    air_log: list[dict[str, Any]] = field(default_factory=list)  # 13.6: each air combat fought, with its dice
    raids: list[dict[str, Any]] = field(default_factory=list)  # 13.4, 13.5: each raid flown, its dice and losses
    bombing: dict[str, Any] | None = None  # 13.1-13.3: the bombing's dice and losses


@dataclass
class Decision:
    """A choice the game waits for: ``kind`` (flee, seat, levy, capital, follow, place, escape, relocate),
    who makes it, what it may be and the default."""

    kind: str
    colour: str
    options: list[str]
    default: str
    subject: str = ""  # a country, a leader, a place
    step: Step = field(default_factory=dict)


@dataclass
class State:
    phase: str = "setup"  # setup | play | over
    setup_step: str = "tokens"  # tokens | colour:<c> | capital:<c>
    tokens: list[str] = field(default_factory=list)
    empire_of: dict[str, str] = field(default_factory=dict)  # colour -> empire drawn (1.2)
    # 6.3: the empire's name follows its capital: colour -> every name it has had, the one now last
    empire_names: dict[str, list[str]] = field(default_factory=dict)
    capital_land: dict[str, str] = field(default_factory=dict)
    owner: dict[str, str | None] = field(default_factory=dict)
    armies: dict[str, int] = field(default_factory=dict)
    regimes: dict[str, Regime] = field(default_factory=dict)  # country -> regime
    capital: dict[str, str] = field(default_factory=dict)  # colour -> country of the regime with its flag
    alive: list[str] = field(default_factory=list)
    eliminated: list[str] = field(default_factory=list)
    turn: str | None = None
    round: int = 0
    orders_left: int = 0
    initial_period: bool = True
    conscripted: dict[str, str] = field(default_factory=dict)  # country -> colour that levied it (6.5, 6.6)
    fleets: dict[str, Fleet] = field(default_factory=dict)  # afloat, by id (7.1, 9.1)
    sunk: list[str] = field(default_factory=list)  # 8.8: fleets sunk by air, never to be built again
    leaders: dict[str, Leader] = field(default_factory=dict)
    dead: list[str] = field(default_factory=list)  # 10.2, 11.6: leaders killed, never to be made again
    airfields: set[str] = field(default_factory=set)  # places with an airfield (12.1, 12.10)
    air: dict[str, AirForce] = field(default_factory=dict)  # places with air groups or a column
    battle: Engagement | None = None
    queue: list[Step] = field(default_factory=list)
    decision: Decision | None = None
    winner: str | None = None
    ended: str | None = None  # why the game ended
    last_battle: dict[str, Any] | None = None


__all__ = ["Decision", "Engagement", "Fleet", "Leader", "Regime", "State", "Step"]

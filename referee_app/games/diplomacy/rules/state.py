"""Units, phases and the position on the board."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache
from typing import Final

from referee_app.core.frozen import quick_init, set_slot
from referee_app.core.inputs import clip

from .errors import PhaseError, RefereeError
from .geography import GameMap, Location


class UnitType(StrEnum):
    ARMY = "A"
    FLEET = "F"

    @property
    def word(self) -> str:
        return "army" if self is UnitType.ARMY else "fleet"


@dataclass(frozen=True, slots=True)
class Unit:
    """An army or a fleet of a power at a location."""
    power: str
    type: UnitType
    location: Location
    province: str = field(init=False, repr=False, compare=False)  # the location's province, kept at hand
    text: str = field(init=False, repr=False, compare=False)  # as written: ``A PAR``, ``F STP/SC``

    def __init__(self, power: str, type: UnitType, location: Location) -> None:
        # the compiled build's constructor (direct stores); the pure build's is made by quick_init below
        self.power = power  # type: ignore[misc]
        self.type = type  # type: ignore[misc]
        self.location = location  # type: ignore[misc]
        self.province = location.province  # type: ignore[misc]
        self.text = f"{type._value_} {location.text}"  # type: ignore[misc]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled (to and from worker processes) as a call of the constructor, compiled or not
        return (Unit, (self.power, self.type, self.location))

    def __post_init__(self) -> None:
        loc = self.location
        _set_unit_province(self, loc.province)
        _set_unit_text(self, f"{self.type._value_} {loc.text}")

    def __str__(self) -> str:
        return self.text

    def moved_to(self, loc: Location) -> Unit:
        return Unit(self.power, self.type, loc)


quick_init(Unit)


_set_unit_province = set_slot(Unit, "province")
_set_unit_text = set_slot(Unit, "text")


def unit_table(gm: GameMap) -> dict[str, dict[str, Unit]]:
    """power -> canonical unit text (``A PAR``, ``F STP/SC``) -> the unit: every unit that can stand
    on the map, made once per map and kept with it (units are values: equal units are the same)."""
    table: dict[str, dict[str, Unit]] | None = gm.memo.get("units_by_text")
    if table is None:
        table = {}
        for power in gm.powers:
            units: dict[str, Unit] = {}
            for code, prov in gm.provinces.items():
                if prov.kind.is_land:
                    units[f"A {code}"] = Unit(power, UnitType.ARMY, gm.location(code))
                for loc in gm.fleet_locations(code):
                    units[f"F {loc}"] = Unit(power, UnitType.FLEET, loc)
            table[power] = units
        gm.memo["units_by_text"] = table
    return table


def parse_unit(text: str, power: str, game_map: GameMap | None = None) -> Unit:
    """Read a canonical unit string such as ``A PAR`` or ``F STP/SC``."""
    parts = text.split()
    if len(parts) != 2 or parts[0].upper() not in ("A", "F"):
        raise RefereeError(f"{clip(text)} is not a unit; write it like 'A PAR' or 'F STP/SC'")
    loc = Location.parse(parts[1])
    utype = UnitType(parts[0].upper())
    if game_map is not None:
        prov = game_map.provinces.get(loc.province)
        if prov is None:
            raise RefereeError(f"unit {clip(text)}: unknown province {clip(loc.province)}")
        if utype is UnitType.ARMY:
            if not prov.kind.is_land:
                raise RefereeError(f"unit {clip(text)}: an army cannot stand in {prov.name}")
            loc = loc.bare
        else:
            if loc not in game_map.fleet_locations(loc.province):
                if prov.coasts:
                    raise RefereeError(f"unit {clip(text)}: a fleet in {prov.name} needs its coast ({'/'.join(prov.coasts)})")
                raise RefereeError(f"unit {clip(text)}: a fleet cannot stand in {prov.name}")
    return Unit(power.upper(), utype, loc)


# --- phases ------------------------------------------------------------------

class Season(StrEnum):
    SPRING = "S"
    FALL = "F"
    WINTER = "W"


class PhaseType(StrEnum):
    MOVEMENT = "M"
    RETREATS = "R"
    ADJUSTMENTS = "A"


_SEASON_OF: Final = {s.value: s for s in Season}
_TYPE_OF: Final = {t.value: t for t in PhaseType}
_WINTER: Final = Season.WINTER
_ADJUST: Final = PhaseType.ADJUSTMENTS


@cache
def _phase_re() -> re.Pattern[str]:
    """A phase written other than canonically ("s 1901 m"), compiled when one is first read (a start reads the
    canonical forms only: compiling it took about 0.2 ms of every start)."""
    return re.compile(r"^\s*([SFW])\s*(\d{1,4})\s*([MRA])\s*$", re.IGNORECASE)


@dataclass(frozen=True, slots=True, order=True)
class Phase:
    """A phase of the game: its year, season and type (ordered as they are played)."""
    year: int
    season: Season
    type: PhaseType

    def __init__(self, year: int, season: Season, type: PhaseType) -> None:
        # the compiled build's constructor (direct stores); the pure build's is made by quick_init below
        self.year = year  # type: ignore[misc]
        self.season = season  # type: ignore[misc]
        self.type = type  # type: ignore[misc]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled (to and from worker processes) as a call of the constructor, compiled or not
        return (Phase, (self.year, self.season, self.type))

    @classmethod
    def parse(cls, text: str) -> Phase:
        # the canonical form ("S1901M") read without the regular expression
        if text and 3 <= len(text) <= 6 and text.isascii():
            season, ptype, year = _SEASON_OF.get(text[0]), _TYPE_OF.get(text[-1]), text[1:-1]
            if season is not None and ptype is not None and year.isdigit() and (season is _WINTER) is (ptype is _ADJUST):
                return cls(int(year), season, ptype)
        m = _phase_re().match(text or "")
        if not m:
            raise PhaseError(
                f"{clip(text)} is not a phase; write season S/F/W, the year and M/R/A, e.g. 'S1901M'"
            )
        season, ptype = Season(m.group(1).upper()), PhaseType(m.group(3).upper())
        if season is Season.WINTER and ptype is not PhaseType.ADJUSTMENTS:
            raise PhaseError(f"{text!r}: winter has only the adjustment phase (W...A)")
        if season is not Season.WINTER and ptype is PhaseType.ADJUSTMENTS:
            raise PhaseError(f"{text!r}: adjustments happen in winter (W...A)")
        return cls(int(m.group(2)), season, ptype)

    def __str__(self) -> str:
        return f"{self.season.value}{self.year}{self.type.value}"

    # ordering within a year: S M, S R, F M, F R, W A
    @property
    def sort_key(self) -> tuple[int, int]:
        order = {("S", "M"): 0, ("S", "R"): 1, ("F", "M"): 2, ("F", "R"): 3, ("W", "A"): 4}
        return (self.year, order[(self.season.value, self.type.value)])

    def long_name(self) -> str:
        season = {"S": "Spring", "F": "Fall", "W": "Winter"}[self.season.value]
        kind = {"M": "Movement", "R": "Retreats", "A": "Adjustments"}[self.type.value]
        return f"{season} {self.year} {kind}"

    def next_movement(self) -> Phase:
        if self.season is Season.SPRING:
            return Phase(self.year, Season.FALL, PhaseType.MOVEMENT)
        return Phase(self.year + 1, Season.SPRING, PhaseType.MOVEMENT)


quick_init(Phase)


# --- the position --------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Dislodged:
    """A unit dislodged in a movement phase, waiting to retreat."""

    unit: Unit
    attacker_from: str
    by_convoy: bool = False

    def __init__(self, unit: Unit, attacker_from: str, by_convoy: bool = False) -> None:
        # the compiled build's constructor (direct stores); the pure build's is made by quick_init below
        self.unit = unit  # type: ignore[misc]
        self.attacker_from = attacker_from  # type: ignore[misc]
        self.by_convoy = by_convoy  # type: ignore[misc]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled (to and from worker processes) as a call of the constructor, compiled or not
        return (Dislodged, (self.unit, self.attacker_from, self.by_convoy))


quick_init(Dislodged)


@dataclass(frozen=True)
class Position:
    """Everything on the board at one phase: units, centres, dislodged units, standoffs."""

    phase: Phase
    units: Mapping[str, Unit]  # province code -> unit
    centers: Mapping[str, str]  # supply-centre province -> owning power
    dislodged: Mapping[str, Dislodged] = field(default_factory=dict)  # province -> dislodged unit
    contested: frozenset[str] = frozenset()

    @classmethod
    def build(
        cls,
        phase: Phase,
        units: Iterable[Unit],
        centers: Mapping[str, str],
        dislodged: Iterable[Dislodged] = (),
        contested: Iterable[str] = (),
    ) -> Position:
        by_prov: dict[str, Unit] = {}
        for u in units:
            if u.province in by_prov:
                raise RefereeError(f"two units in {u.province}: {by_prov[u.province]} and {u}")
            by_prov[u.province] = u
        dis: dict[str, Dislodged] = {}
        for d in dislodged:
            if d.unit.province in dis:
                raise RefereeError(f"two dislodged units in {d.unit.province}")
            dis[d.unit.province] = d
        return cls(phase, by_prov, dict(centers), dis, frozenset(contested))

    def units_of(self, power: str) -> list[Unit]:
        return sorted((u for u in self.units.values() if u.power == power), key=lambda u: u.province)

    def centers_of(self, power: str) -> list[str]:
        return sorted(c for c, p in self.centers.items() if p == power)

    def powers_present(self) -> set[str]:
        return {u.power for u in self.units.values()} | set(self.centers.values()) | {
            d.unit.power for d in self.dislodged.values()
        }

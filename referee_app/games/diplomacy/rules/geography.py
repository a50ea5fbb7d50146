"""The board: provinces, coasts, powers and the adjacency graph, read from TOML.

Nothing here knows about units or orders; it answers geographic questions only.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from pathlib import Path
from typing import Any, Final

from referee_app.core.fileerrors import with_line
from referee_app.core.frozen import quick_init, set_slot
from referee_app.core.inputs import InputError, read_toml

from .errors import RulesetError


class ProvinceKind(Enum):
    LAND = "land"  # inland: armies only
    COAST = "coast"  # land touching the sea: armies and fleets
    SEA = "sea"  # fleets only
    IMPASSABLE = "impassable"  # Switzerland, or a neutral power's land

    @property
    def is_land(self) -> bool:
        return self in (ProvinceKind.LAND, ProvinceKind.COAST)


_SEA: Final = ProvinceKind.SEA
_COAST: Final = ProvinceKind.COAST
_IMPASSABLE: Final = ProvinceKind.IMPASSABLE
_LAND_KINDS: Final = (ProvinceKind.LAND, ProvinceKind.COAST)
_NOWHERE: dict[str, tuple[Location, ...]] = {}


class Coast(StrEnum):
    """One coast of a split-coast province (rule 3.6.2)."""

    NORTH = "NC"
    SOUTH = "SC"
    EAST = "EC"
    WEST = "WC"


@dataclass(frozen=True, slots=True, order=True)
class Location:
    """A province, or one coast of a split-coast province (``STP/NC``)."""

    province: str
    coast: str | None = None
    text: str = field(init=False, repr=False, compare=False)  # as written in orders: ``STP/NC``, ``PAR``

    def __init__(self, province: str, coast: str | None = None) -> None:
        # the compiled build's constructor (direct stores); the pure build's is made by quick_init below
        self.province = province  # type: ignore[misc]
        self.coast = coast  # type: ignore[misc]
        self.text = f"{province}/{coast}" if coast else province  # type: ignore[misc]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled (to and from worker processes) as a call of the constructor, compiled or not
        return (Location, (self.province, self.coast))

    def __post_init__(self) -> None:
        _set_location_text(self, f"{self.province}/{self.coast}" if self.coast else self.province)

    def __str__(self) -> str:
        return self.text

    @classmethod
    def parse(cls, text: str) -> Location:
        text = text.strip().upper()
        if "/" in text:
            prov, _, coast = text.partition("/")
            return cls(prov, coast)
        return cls(text)

    @property
    def bare(self) -> Location:
        return Location(self.province) if self.coast else self


quick_init(Location)


_set_location_text = set_slot(Location, "text")


@dataclass(frozen=True)
class Province:
    """A province of the map: its code, name, kind, supply centre and home, coasts."""
    code: str
    name: str
    kind: ProvinceKind
    supply_center: bool = False
    home_of: str | None = None
    coasts: tuple[str, ...] = ()
    names: Mapping[str, str] = field(default_factory=dict)
    aliases: tuple[str, ...] = ()

    @property
    def is_split(self) -> bool:
        return bool(self.coasts)

    def display_name(self, lang: str = "en") -> str:
        if lang == "en":
            return self.name
        return self.names.get(lang) or self.name


@dataclass(frozen=True)
class Power:
    """A great power: its code, names, colour, home centres and starting units."""
    code: str
    name: str
    adjective: str
    colour: str
    home_centers: tuple[str, ...]
    starting_units: tuple[str, ...]
    names: Mapping[str, str] = field(default_factory=dict)
    adjectives: Mapping[str, str] = field(default_factory=dict)
    aliases: tuple[str, ...] = ()

    def display_name(self, lang: str = "en") -> str:
        if lang == "en":
            return self.name
        return self.names.get(lang) or self.name


class GameMap:
    """Provinces, powers and who may move where."""

    def __init__(
        self,
        name: str,
        provinces: Mapping[str, Province],
        powers: Mapping[str, Power],
        army_pairs: Iterable[tuple[str, str]],
        fleet_pairs: Iterable[tuple[Location, Location]],
        victory_centers: int = 18,
        source: str = "",
    ) -> None:
        self.name = name
        self.source = source
        self.provinces: dict[str, Province] = dict(provinces)
        self.powers: dict[str, Power] = dict(powers)
        self.victory_centers = victory_centers
        army: dict[str, set[str]] = {code: set() for code in self.provinces}
        fleet: dict[Location, set[Location]] = {}
        for a, b in army_pairs:
            army[a].add(b)
            army[b].add(a)
        for la, lb in fleet_pairs:
            fleet.setdefault(la, set()).add(lb)
            fleet.setdefault(lb, set()).add(la)
        self._army: dict[str, frozenset[str]] = {k: frozenset(v) for k, v in army.items()}
        self._fleet: dict[Location, frozenset[Location]] = {k: frozenset(v) for k, v in fleet.items()}
        # province -> provinces a fleet can reach from any of its coasts (for supports)
        fprov: dict[str, set[str]] = {code: set() for code in self.provinces}
        for la, targets in self._fleet.items():
            fprov[la.province].update(t.province for t in targets)
        self._fleet_prov: dict[str, frozenset[str]] = {k: frozenset(v) for k, v in fprov.items()}
        self.supply_centers: frozenset[str] = frozenset(
            c for c, p in self.provinces.items() if p.supply_center
        )
        # tables other modules build once per map and keep with it (e.g. units by their text)
        self.memo: dict[str, Any] = {}
        # tables every question below reads, built once per map
        self.kind: dict[str, ProvinceKind] = {code: p.kind for code, p in self.provinces.items()}
        self._locs: dict[str, Location] = {code: Location(code) for code in self.provinces}
        # fleet location (province, coast) -> destination province -> the locations of it the fleet can reach
        into: dict[tuple[str, str | None], dict[str, list[Location]]] = {}
        for la, targets in self._fleet.items():
            by_dest = into.setdefault((la.province, la.coast), {})
            for t in targets:
                by_dest.setdefault(t.province, []).append(t)
        self._fleet_into: dict[tuple[str, str | None], dict[str, tuple[Location, ...]]] = {
            k: {d: tuple(sorted(v)) for d, v in by.items()} for k, by in into.items()}
        self._sea_nbrs: dict[str, frozenset[str]] = {
            code: frozenset(p for p in self._fleet_prov.get(code, ()) if self.kind[p] is ProvinceKind.SEA)
            for code in self.provinces}
        self._fleet_locs: dict[str, tuple[Location, ...]] = {code: self._fleet_locations(code) for code in self.provinces}
        # where a unit may move, in order: armies by province code, fleets by location
        self._army_moves: dict[str, tuple[Location, ...]] = {
            code: tuple(self._locs[p] for p in sorted(self._army.get(code, ()))) for code in self.provinces}
        self._fleet_moves: dict[tuple[str, str | None], tuple[Location, ...]] = {
            (loc.province, loc.coast): tuple(sorted(targets)) for loc, targets in self._fleet.items()}
        self.split_coasts: frozenset[str] = frozenset(c for c, p in self.provinces.items() if p.coasts)
        # an army's neighbours it can enter (land or coast), and the fleet table by location text
        self._army_entries: dict[str, frozenset[str]] = {
            code: frozenset(p for p in self._army.get(code, ()) if self.kind[p] in _LAND_KINDS) for code in self.provinces}
        self._fleet_into_text: dict[str, dict[str, tuple[Location, ...]]] = {
            (f"{prov}/{coast}" if coast else prov): by for (prov, coast), by in self._fleet_into.items()}
        homes: dict[str, list[str]] = {}
        for code in sorted(self.provinces):
            p = self.provinces[code]
            if p.home_of is not None and p.supply_center:
                homes.setdefault(p.home_of, []).append(code)
        self._home_scs: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in homes.items()}

    # --- lookups -----------------------------------------------------------
    def province(self, code: str) -> Province:
        return self.provinces[code]

    def is_sea(self, code: str) -> bool:
        return self.kind[code] is _SEA

    def is_land(self, code: str) -> bool:
        return self.kind[code] in _LAND_KINDS

    def is_coastal(self, code: str) -> bool:
        return self.kind[code] is _COAST

    def is_impassable(self, code: str) -> bool:
        return self.kind[code] is _IMPASSABLE

    def army_entries(self, code: str) -> frozenset[str]:
        """The provinces an army in ``code`` may move to: its land neighbours that can be entered."""
        return self._army_entries.get(code, frozenset())

    def fleet_into_by_text(self, location_text: str) -> dict[str, tuple[Location, ...]]:
        """For a fleet at the location written ``location_text`` (``STP/SC``): each province it can
        move to -> the locations of it it can reach."""
        return self._fleet_into_text.get(location_text, _NOWHERE)

    def home_supply_centers(self, power: str) -> tuple[str, ...]:
        """The supply centres that are ``power``'s home, sorted by code."""
        return self._home_scs.get(power, ())

    def location(self, code: str, coast: str | None = None) -> Location:
        """The location ``code`` (``/coast``): the map's own object for a whole province."""
        if coast is None:
            loc = self._locs.get(code)
            if loc is not None:
                return loc
        return Location(code, coast)

    def fleet_locations(self, code: str) -> tuple[Location, ...]:
        """Where a fleet can stand in a province: each coast, or the province itself."""
        hit = self._fleet_locs.get(code)
        if hit is not None:
            return hit
        return self._fleet_locations(code)

    def _fleet_locations(self, code: str) -> tuple[Location, ...]:
        prov = self.provinces[code]
        if prov.coasts:
            return tuple(Location(code, c) for c in prov.coasts)
        if prov.kind in (ProvinceKind.SEA, ProvinceKind.COAST):
            return (Location(code),)
        return ()

    # --- adjacency ---------------------------------------------------------
    def army_neighbours(self, code: str) -> frozenset[str]:
        return self._army.get(code, frozenset())

    def fleet_neighbours(self, loc: Location) -> frozenset[Location]:
        return self._fleet.get(loc, frozenset())

    def army_moves(self, code: str) -> tuple[Location, ...]:
        """The provinces an army in ``code`` can move to, as locations sorted by code."""
        return self._army_moves.get(code, ())

    def fleet_moves(self, loc: Location) -> tuple[Location, ...]:
        """The locations a fleet at ``loc`` can move to, sorted."""
        return self._fleet_moves.get((loc.province, loc.coast), ())

    def army_adjacent(self, a: str, b: str) -> bool:
        return b in self._army.get(a, ())

    def fleet_adjacent(self, a: Location, b: Location) -> bool:
        return b in self._fleet.get(a, ())

    def fleet_reaches_province(self, loc: Location, code: str) -> bool:
        """Can a fleet at ``loc`` move to some coast of province ``code``?"""
        by_dest = self._fleet_into.get((loc.province, loc.coast))
        return by_dest is not None and code in by_dest

    def fleet_coasts_into(self, loc: Location, code: str) -> list[Location]:
        """The locations of ``code`` a fleet at ``loc`` can move to."""
        return list(self.fleet_into(loc, code))

    def fleet_into(self, loc: Location, code: str) -> tuple[Location, ...]:
        """``fleet_coasts_into`` as the map keeps it (sorted; do not change it)."""
        by_dest = self._fleet_into.get((loc.province, loc.coast))
        return by_dest.get(code, ()) if by_dest is not None else ()

    def any_fleet_reaches(self, src_province: str, code: str) -> bool:
        return code in self._fleet_prov.get(src_province, ())

    def neighbours_any(self, code: str) -> frozenset[str]:
        """Provinces next to ``code`` by land or by sea (used for distances)."""
        return self._army.get(code, frozenset()) | self._fleet_prov.get(code, frozenset())

    def sea_neighbours(self, code: str) -> frozenset[str]:
        """Sea provinces a fleet in (any coast of) ``code`` could sail to."""
        return self._sea_nbrs.get(code, frozenset())

    def with_impassable(self, codes: Iterable[str]) -> GameMap:
        """A copy where ``codes`` (e.g. neutral Italy) cannot be entered."""
        blocked = set(codes)
        if not blocked:
            return self
        provinces = {
            c: (
                Province(p.code, p.name, ProvinceKind.IMPASSABLE, False, None, (), p.names, p.aliases)
                if c in blocked
                else p
            )
            for c, p in self.provinces.items()
        }
        army = [(a, b) for a, bs in self._army.items() for b in bs if a < b and a not in blocked and b not in blocked]
        fleet = [
            (la, lb)
            for la, lbs in self._fleet.items()
            for lb in lbs
            if str(la) < str(lb) and la.province not in blocked and lb.province not in blocked
        ]
        return GameMap(self.name, provinces, self.powers, army, fleet, self.victory_centers, self.source)


# --- loading ---------------------------------------------------------------

def _pair(text: str, where: str) -> tuple[str, str]:
    parts = text.split("-")
    if len(parts) != 2 or not all(parts):
        raise RulesetError(f"{where}: adjacency {text!r} is not of the form 'XXX-YYY'")
    return parts[0].strip().upper(), parts[1].strip().upper()


def load_map(path: Path | str) -> GameMap:
    """Read a map TOML file. Any problem is a ``RulesetError`` naming the file."""
    path = Path(path)
    try:
        data = read_toml(path)  # the kernel's one reader: a bounded read, strict UTF-8, its limits
    except InputError as bad:  # its own name: a compiled module types each clause's name
        raise RulesetError(f"{path}: cannot read map file: {bad}") from bad
    try:
        return map_from_dict(data, str(path))
    except RulesetError as wrong:
        raise RulesetError(with_line(path, str(wrong))) from None


def map_from_dict(data: Mapping[str, object], source: str = "<map>") -> GameMap:
    def need(table: Mapping[str, object], key: str, kind: type, where: str) -> object:
        if key not in table:
            raise RulesetError(f"{source}: [{where}] lacks '{key}'")
        val = table[key]
        if not isinstance(val, kind):
            raise RulesetError(f"{source}: {where}.{key} should be a {kind.__name__}")
        return val

    meta = data.get("map", {})
    if not isinstance(meta, dict):
        raise RulesetError(f"{source}: [map] must be a table")
    raw_provs = need(data, "provinces", dict, "file")
    raw_powers = need(data, "powers", dict, "file")
    assert isinstance(raw_provs, dict) and isinstance(raw_powers, dict)
    provinces: dict[str, Province] = {}
    for code, p in raw_provs.items():
        where = f"provinces.{code}"
        if not isinstance(p, dict):
            raise RulesetError(f"{source}: {where} must be a table")
        kind_text = need(p, "kind", str, where)
        try:
            kind = ProvinceKind(kind_text)
        except ValueError:
            raise RulesetError(
                f"{source}: {where}.kind is {kind_text!r}; expected land, coast, sea or impassable"
            ) from None
        home = p.get("home_of") or None
        provinces[code.upper()] = Province(
            code=code.upper(),
            name=str(need(p, "name", str, where)),
            kind=kind,
            supply_center=bool(p.get("supply_center", False)),
            home_of=str(home).upper() if home else None,
            coasts=tuple(str(c).upper() for c in p.get("coasts", [])),
            names=dict(p.get("names", {})),
            aliases=tuple(str(a) for a in p.get("aliases", [])),
        )
    powers: dict[str, Power] = {}
    for code, w in raw_powers.items():
        where = f"powers.{code}"
        if not isinstance(w, dict):
            raise RulesetError(f"{source}: {where} must be a table")
        homes = tuple(str(h).upper() for h in w.get("home_centers", []))
        for h in homes:
            if h not in provinces:
                raise RulesetError(f"{source}: {where}.home_centers names unknown province {h!r}")
        powers[code.upper()] = Power(
            code=code.upper(),
            name=str(need(w, "name", str, where)),
            adjective=str(w.get("adjective", w["name"])),
            colour=str(w.get("colour", "#888888")),
            home_centers=homes,
            starting_units=tuple(str(u) for u in w.get("starting_units", [])),
            names=dict(w.get("names", {})),
            adjectives=dict(w.get("adjectives", {})),
            aliases=tuple(str(a) for a in w.get("aliases", [])),
        )
    adj = data.get("adjacency", {})
    if not isinstance(adj, dict):
        raise RulesetError(f"{source}: [adjacency] must be a table")
    army_pairs: list[tuple[str, str]] = []
    for text in adj.get("army", []):
        a, b = _pair(str(text), f"{source}: adjacency.army")
        for x in (a, b):
            if x not in provinces:
                raise RulesetError(f"{source}: adjacency.army {text!r} names unknown province {x!r}")
            if not provinces[x].kind.is_land:
                raise RulesetError(f"{source}: adjacency.army {text!r}: {x} is not land")
        army_pairs.append((a, b))
    fleet_pairs: list[tuple[Location, Location]] = []
    for text in adj.get("fleet", []):
        a, b = _pair(str(text), f"{source}: adjacency.fleet")
        la, lb = Location.parse(a), Location.parse(b)
        for loc in (la, lb):
            prov = provinces.get(loc.province)
            if prov is None:
                raise RulesetError(f"{source}: adjacency.fleet {text!r} names unknown province {loc.province!r}")
            if prov.kind not in (ProvinceKind.SEA, ProvinceKind.COAST):
                raise RulesetError(f"{source}: adjacency.fleet {text!r}: {loc.province} cannot hold a fleet")
            if prov.coasts and loc.coast not in prov.coasts:
                raise RulesetError(
                    f"{source}: adjacency.fleet {text!r}: {loc.province} needs one of its coasts {list(prov.coasts)}"
                )
            if not prov.coasts and loc.coast:
                raise RulesetError(f"{source}: adjacency.fleet {text!r}: {loc.province} has no coast {loc.coast}")
        fleet_pairs.append((la, lb))
    return GameMap(
        name=str(meta.get("name", "map")),
        provinces=provinces,
        powers=powers,
        army_pairs=army_pairs,
        fleet_pairs=fleet_pairs,
        victory_centers=int(meta.get("victory_centers", 18)),
        source=source,
    )

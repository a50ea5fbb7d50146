"""The board of 列欧帝国棋 as data: 42 lands in nine countries, their borders and sea links (4.1),
the three regions (11.1) and the seven fleet sea zones with their chain (7.1, 7.4).

Read from ``rulesets/lieou/board.toml``; ``load_board()`` checks it and caches it.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from referee_app.core.errors import RulesetError
from referee_app.core.fileerrors import with_line
from referee_app.core.inputs import InputError, read_toml
from referee_app.core.paths import game_rulesets

LANGS: tuple[str, ...] = ("zh_Hans", "zh_Hant", "ja", "en")


@dataclass(frozen=True)
class Land:
    code: str
    country: str
    names: Mapping[str, str]
    aliases: tuple[str, ...]


@dataclass(frozen=True)
class Country:
    code: str
    latin: str
    names: Mapping[str, str]
    lands: tuple[str, ...]
    region: str
    empire: bool


@dataclass(frozen=True)
class SeaZone:
    id: str
    names: Mapping[str, str]
    members: tuple[str, ...]
    n: int


@dataclass(frozen=True)
class Board:
    lands: Mapping[str, Land]
    countries: Mapping[str, Country]
    regions: Mapping[str, tuple[str, ...]]  # region -> land codes
    region_names: Mapping[str, Mapping[str, str]]
    neighbours: Mapping[str, frozenset[str]]
    land_borders: frozenset[frozenset[str]]
    sea_links: Mapping[frozenset[str], str]  # pair -> why
    sea_zones: Mapping[str, SeaZone]
    zone_links: Mapping[str, frozenset[str]]
    empires: tuple[str, ...]
    colours: tuple[str, ...]
    _lookup: Mapping[str, str] = field(repr=False)

    def country_of(self, land: str) -> str:
        return self.lands[land].country

    def zones_of(self, land: str) -> tuple[str, ...]:
        return tuple(z.id for z in self.sea_zones.values() if land in z.members)

    def coastal(self, land: str) -> bool:
        return bool(self.zones_of(land))

    def find(self, text: str) -> str | None:
        """The land code a typed name means (code, Latin code like ``FB``, any language's name, alias)."""
        return self._lookup.get(_norm(text))

    def land_name(self, code: str, lang: str) -> str:
        names = self.lands[code].names
        return names.get(lang) or names["en"]

    def to_json(self) -> dict[str, Any]:
        """The headless contract of ``referee-cli lieou board --json``."""
        region_of = {c.code: c.region for c in self.countries.values()}
        return {
            "territories": [
                {"code": land.code, "country": land.country, "names": dict(land.names),
                 "region": region_of[land.country], "neighbours": sorted(self.neighbours[land.code], key=self.order),
                 "sea_links": sorted((next(iter(p - {land.code})) for p in self.sea_links if land.code in p),
                                     key=self.order),
                 "aliases": list(land.aliases)}
                for land in self.lands.values()],
            "regions": {r: list(codes) for r, codes in self.regions.items()},
            "sea_zones": [{"id": z.id, "names": dict(z.names), "members": list(z.members), "n": z.n}
                          for z in self.sea_zones.values()],
            "sea_zone_links": sorted(sorted(p) for p in {frozenset((a, b)) for a, bs in self.zone_links.items()
                                                         for b in bs}),
        }

    def order(self, code: str) -> int:
        return list(self.lands).index(code)


def norm(text: str) -> str:
    """A typed name as it is looked up: NFKC, case-folded, without spaces, dashes, dots and apostrophes."""
    t = unicodedata.normalize("NFKC", text).casefold().strip()
    return "".join(ch for ch in t if ch not in " -_.'’")


_norm = norm


def board_path() -> Path:
    return game_rulesets("lieou") / "board.toml"


@cache
def load_board(path: Path | None = None) -> Board:
    path = path or board_path()
    try:
        data = read_toml(path)  # the kernel's one reader: a bounded read, strict UTF-8, its limits
    except InputError as exc:
        raise RulesetError(f"{path}: cannot read the board: {exc}") from exc
    try:
        return _build(data)
    except (KeyError, TypeError, ValueError) as exc:
        text = exc.args[0] if isinstance(exc, RulesetError) else f"malformed: {exc!r}"
        raise RulesetError(with_line(path, f"{path}: {text}")) from exc


def _fail(text: str) -> RulesetError:
    return RulesetError(text)


def _build(data: Mapping[str, Any]) -> Board:
    countries_raw: Mapping[str, Any] = data["countries"]
    regions_raw: Mapping[str, list[str]] = data["regions"]
    region_of = {c: r for r, cs in regions_raw.items() for c in cs}
    lands: dict[str, Land] = {}
    for code, row in data["lands"].items():
        if len(code) != 2 or code[0] not in countries_raw or not "A" <= code[1] <= "F":
            raise _fail(f"land '{code}' is not a country character and a letter A-F")
        if len(row) < 4:
            raise _fail(f"land '{code}' needs zh_Hans, zh_Hant, ja and en names")
        names = dict(zip(LANGS, (str(x) for x in row[:4]), strict=True))
        lands[code] = Land(code, code[0], names, tuple(str(a) for a in row[4:]))
    countries: dict[str, Country] = {}
    empires = tuple(str(e) for e in data["empires"])
    for c, row in countries_raw.items():
        if c not in region_of:
            raise _fail(f"country '{c}' is in no region")
        members = tuple(sorted((code for code in lands if code[0] == c), key=lambda x: x[1]))
        if [m[1] for m in members] != [chr(ord("A") + i) for i in range(len(members))]:
            raise _fail(f"country '{c}' lands must be lettered from A without gaps")
        countries[c] = Country(c, str(row["latin"]), {lang: str(row[lang]) for lang in LANGS}, members,
                               region_of[c], c in empires)
    regions = {r: tuple(code for c in cs for code in countries[c].lands) for r, cs in regions_raw.items()}
    neighbours: dict[str, set[str]] = {code: set() for code in lands}
    land_borders: set[frozenset[str]] = set()
    sea_links: dict[frozenset[str], str] = {}

    def pair(text: str) -> tuple[str, str]:
        parts = text.split()
        if len(parts) != 2 or any(p not in lands for p in parts) or parts[0] == parts[1]:
            raise _fail(f"border '{text}' must name two different lands")
        return parts[0], parts[1]

    for text in data["borders"]["land"]:
        a, b = pair(text)
        key = frozenset((a, b))
        if key in land_borders:
            raise _fail(f"border '{text}' is listed twice")
        land_borders.add(key)
        neighbours[a].add(b)
        neighbours[b].add(a)
    for row in data["borders"].get("sea", []):
        a, b = pair(str(row["pair"]))
        key = frozenset((a, b))
        if key in land_borders or key in sea_links:
            raise _fail(f"sea link '{row['pair']}' is listed twice")
        if not str(row.get("why", "")).strip():
            raise _fail(f"sea link '{row['pair']}' must say why")
        sea_links[key] = str(row["why"])
        neighbours[a].add(b)
        neighbours[b].add(a)
    zones: dict[str, SeaZone] = {}
    for row in data["sea_zones"]:
        members = tuple(str(m) for m in row["members"])
        for m in members:
            if m not in lands:
                raise _fail(f"sea zone '{row['id']}' names unknown land '{m}'")
        zones[str(row["id"])] = SeaZone(str(row["id"]), {k: str(v) for k, v in row["names"].items()}, members,
                                        int(row["n"]))
    zone_links: dict[str, set[str]] = {z: set() for z in zones}
    chain = [str(z) for z in data["sea_links"]["chain"]]
    links = list(zip(chain, chain[1:], strict=False)) + [(str(a), str(b)) for a, b in data["sea_links"]["extra"]]
    for a, b in links:
        if a not in zones or b not in zones:
            raise _fail(f"sea link '{a}' - '{b}' names an unknown sea zone")
        zone_links[a].add(b)
        zone_links[b].add(a)
    lookup: dict[str, str] = {}
    for land in lands.values():
        keys = [land.code, countries[land.country].latin + land.code[1], *land.names.values(), *land.aliases]
        for k in keys:
            nk = _norm(k)
            if nk in lookup and lookup[nk] != land.code:
                raise _fail(f"name '{k}' would mean both '{lookup[nk]}' and '{land.code}'")
            lookup[nk] = land.code
    for code, ns in neighbours.items():
        if not ns:
            raise _fail(f"land '{code}' has no neighbour")
    return Board(lands, countries, regions, data.get("region_names", {}),
                 {k: frozenset(v) for k, v in neighbours.items()}, frozenset(land_borders), sea_links, zones,
                 {k: frozenset(v) for k, v in zone_links.items()}, empires, tuple(str(c) for c in data["colours"]),
                 lookup)


__all__ = ["Board", "Country", "LANGS", "Land", "SeaZone", "board_path", "load_board", "norm"]

"""The game's data: fire tables, mandated-offensive tables, loss factors, scenarios, the sequence of
play (``rulesets/paths_of_glory/<ruleset>/*.toml``), with a referee's corrections merged over them.

A referee corrects a figure read off the physical card with an override file: TOML in the layout of
the shipped files, holding only what changes (``[fire.army] rows = [...]``). The override's content
(not its path) is kept in the game's setup event, so a game replays with the tables it was played with.
Anything malformed raises ``PogDataError`` naming the file and the entry.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from referee_app.core.inputs import InputError, read_toml
from referee_app.core.messages import msg
from referee_app.core.paths import game_rulesets, is_plain_name
from referee_app.core.registry import RulesetInfo

from .errors import PogDataError

GAME_DIR = "paths_of_glory"
DATA_FILES = ("ruleset.toml", "tables.toml", "scenarios.toml", "sequence.toml", "spaces.toml")
SIDES = ("central", "allied")
CENTRAL_NATIONS = ("GE", "AH", "TU", "BU")
ALLIED_NATIONS = ("FR", "BR", "BE", "US", "IT", "RU", "SB", "RO", "GR", "MN")
NATIONS = CENTRAL_NATIONS + ALLIED_NATIONS
MO_RESULTS = {"central": ("AH", "AH_IT", "TU", "GE", "none"), "allied": ("FR", "BR", "IT", "RU", "none")}
SCENARIOS = ("intro", "limited", "campaign")


@dataclass(frozen=True)
class FireTable:
    """One fire table (12.2.7): column labels, the lowest combat strength of each, rows for die 1..6."""

    name: str
    columns: tuple[str, ...]
    from_cf: tuple[int, ...]
    rows: tuple[tuple[int, ...], ...]

    def column_of(self, strength: int) -> int:
        """The column index of a combat strength (below the first column: the first)."""
        index = 0
        for i, low in enumerate(self.from_cf):
            if strength >= low:
                index = i
        return index


@dataclass(frozen=True)
class Levels:
    """A scenario's victory levels: Central at or above, Allied at or below, a draw between."""

    central_at_least: int
    allied_at_most: int

    def standing(self, vp: int) -> str:
        """Who the VP track favours at ``vp`` (who would win if the game ended there, before a tournament's
        bid or 5.6.3): "central", "allied" or "draw" (5.3.4, 5.4.2, 5.5.2)."""
        if vp >= self.central_at_least:
            return "central"
        if vp <= self.allied_at_most:
            return "allied"
        return "draw"


@dataclass(frozen=True)
class Scenario:
    name: str
    start_vp: int
    last_turn: int
    commitment_frozen: bool
    peace_allowed: bool
    ends_at_total_war: bool
    levels: Levels
    levels_brest_litovsk: Levels | None


@dataclass(frozen=True)
class Segment:
    code: str  # "A", "B", "E.1" ...
    phase: str
    checklist: tuple[str, ...]


@dataclass(frozen=True)
class TerrainEffect:
    """What a defending space's terrain or trench does to the fire columns (the Terrain Effects Chart):
    columns moved for the attacker's and the defender's fire (left negative), and whether a flank
    attack may be tried into it (12.3.1)."""

    name: str
    attacker: int
    defender: int
    no_flank: bool = False


@dataclass(frozen=True)
class Space:
    """One space of the map (spaces.toml)."""

    key: str
    name: str
    nation: str
    side: str
    map: str
    terrain: str
    fort: int
    vp: bool
    supply: bool
    port: str
    capital: bool
    connections: tuple[str, ...]
    at: tuple[int, int] = (0, 0)  # where the map prints it (the source's coordinates; the schematic board)

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "nation": self.nation, "side": self.side, "map": self.map, "terrain": self.terrain,
                "fort": self.fort, "vp": self.vp, "supply": self.supply, "port": self.port, "capital": self.capital,
                "connections": list(self.connections)}


def space_key(text: str) -> str:
    """A space's name folded for lookup: lower case, accents and everything but letters and digits dropped."""
    folded = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in folded if ch.isalnum())


@dataclass(frozen=True)
class Rules:
    """Everything the aid reads from data, after a referee's corrections."""

    ruleset: str
    title: str
    fire: Mapping[str, FireTable]
    army_loss_factors: Mapping[str, int]
    mandated: Mapping[str, tuple[str, ...]]
    turn_names: tuple[str, ...]
    action_rounds: int
    automatic_central: int
    automatic_allied: int
    commitment_levels: tuple[str, ...]
    limited_at: int
    total_at: int
    scenarios: Mapping[str, Scenario]
    segments: tuple[Segment, ...]
    options: Mapping[str, bool]
    terrain: Mapping[str, TerrainEffect] = field(default_factory=dict)
    trench: Mapping[int, TerrainEffect] = field(default_factory=dict)
    units_per_space: int = 3
    attacking_spaces_max: int = 8
    siege_drm_by_turn: Mapping[int, int] = field(default_factory=dict)
    spaces: Mapping[str, Space] = field(default_factory=dict)  # by name as printed
    dotted: Mapping[frozenset[str], tuple[str, ...]] = field(default_factory=dict)  # line -> nations (11.1.4)

    space_index: Mapping[str, Space] = field(default_factory=dict)  # space_key(name) -> space
    supply: Mapping[str, Any] = field(default_factory=dict)  # tables.toml [supply] (supply.py reads it)
    us_entry: Mapping[str, Any] = field(default_factory=dict)  # tables.toml [us_entry] (16.3: the cards' names)

    def space(self, text: str) -> Space | None:
        """The space a referee typed: its name in any case, with or without accents and punctuation."""
        return self.space_index.get(space_key(text))

    def adjacent(self, a: str, b: str) -> bool:
        sp = self.spaces.get(a)
        return sp is not None and b in sp.connections


def rulesets_dir() -> Path:
    return game_rulesets(GAME_DIR)


def ruleset_infos() -> list[RulesetInfo]:
    out: list[RulesetInfo] = []
    for folder in sorted(p for p in rulesets_dir().iterdir() if (p / "ruleset.toml").is_file()):
        head = _read_toml(folder / "ruleset.toml").get("ruleset", {})
        out.append(RulesetInfo(str(head.get("name", folder.name)), str(head.get("title", folder.name))))
    out.sort(key=lambda info: info.name != "standard")
    return out


_SHIPPED: dict[tuple[str, float], dict[str, Any]] = {}
_BUILT: dict[str, tuple[tuple[float, ...], Rules]] = {}


def _read_shipped(path: Path) -> dict[str, Any]:
    """A shipped data file, parsed once per process (and again if it changes). Shared: ``merge`` makes
    new tables where it changes something and nothing else writes into it."""
    key = (str(path), path.stat().st_mtime)
    hit = _SHIPPED.get(key)
    if hit is None:
        hit = _SHIPPED[key] = _read_toml(path)
    return hit


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        return read_toml(path)  # the kernel's one reader: a bounded read, strict UTF-8, its limits
    except InputError as exc:
        raise PogDataError(exc.message) from None


def read_override(path: str | Path) -> dict[str, Any]:
    """A referee's override file, parsed and checked against the shipped tables."""
    data = _read_toml(Path(path))
    load_rules("standard", data, source=str(path))  # check it now, with a message naming the file
    return data


def merge(base: Mapping[str, Any], over: Mapping[str, Any]) -> dict[str, Any]:
    """``over`` laid on ``base``: tables merged key by key, anything else replaced."""
    out = dict(base)
    for key, value in over.items():
        old = out.get(key)
        if isinstance(old, Mapping) and isinstance(value, Mapping):
            out[key] = merge(old, value)
        else:
            out[key] = value
    return out


def load_rules(ruleset: str | None = None, override: Mapping[str, Any] | None = None, *, source: str = "") -> Rules:
    """The rules of ``ruleset`` (the shipped folder name) with ``override`` laid over them."""
    name = ruleset or "standard"
    if not is_plain_name(name) or not (rulesets_dir() / name / "ruleset.toml").is_file():  # a name, never a path
        known = ", ".join(info.name for info in ruleset_infos())
        raise PogDataError(msg("pog.data.no_ruleset", name=str(name)[:60], known=known))
    folder = rulesets_dir() / name
    stamp = tuple((folder / f).stat().st_mtime if (folder / f).is_file() else 0.0 for f in DATA_FILES)
    if not override and _BUILT.get(name, (None,))[0] == stamp:
        return _BUILT[name][1]  # the shipped rules, built once (Rules is frozen)
    data: dict[str, Any] = {}
    for file in DATA_FILES:
        path = folder / file
        if path.is_file():
            data = merge(data, _read_shipped(path))
    where = str(folder)
    if override:
        unknown = sorted(set(override) - set(data))
        if unknown:
            raise PogDataError(msg("pog.data.bad_entry", file=source or "override", entry=unknown[0],
                                   problem=msg("pog.data.unknown_key")))
        data = merge(data, override)
        where = source or "override"
        return _build(name, data, where)
    rules = _build(name, data, where)
    _BUILT[name] = (stamp, rules)
    return rules


class _Reader:
    def __init__(self, file: str) -> None:
        self.file = file

    def fail(self, entry: str, problem: str, **params: Any) -> PogDataError:
        return PogDataError(msg("pog.data.bad_entry", file=self.file, entry=entry, problem=msg(problem, **params)))

    def table(self, data: Mapping[str, Any], entry: str) -> Mapping[str, Any]:
        value: Any = data
        for part in entry.split("."):
            if not isinstance(value, Mapping) or part not in value:
                raise self.fail(entry, "pog.data.missing")
            value = value[part]
        if not isinstance(value, Mapping):
            raise self.fail(entry, "pog.data.not_table")
        return value

    def int_(self, table: Mapping[str, Any], key: str, entry: str, low: int | None = None) -> int:
        value = table.get(key)
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.fail(f"{entry}.{key}", "pog.data.not_int")
        if low is not None and value < low:
            raise self.fail(f"{entry}.{key}", "pog.data.too_small", low=low)
        return value

    def bool_(self, table: Mapping[str, Any], key: str, entry: str, default: bool | None = None) -> bool:
        value = table.get(key, default)
        if not isinstance(value, bool):
            raise self.fail(f"{entry}.{key}", "pog.data.not_bool")
        return value

    def ints(self, value: Any, entry: str, length: int | None = None) -> tuple[int, ...]:
        if not isinstance(value, list) or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0
                                                  for v in value):
            raise self.fail(entry, "pog.data.not_ints")
        if length is not None and len(value) != length:
            raise self.fail(entry, "pog.data.wrong_length", n=length, got=len(value))
        return tuple(value)

    def strs(self, value: Any, entry: str) -> tuple[str, ...]:
        if not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
            raise self.fail(entry, "pog.data.not_strings")
        return tuple(value)


def _build(name: str, data: Mapping[str, Any], file: str) -> Rules:
    r = _Reader(file)
    head = r.table(data, "ruleset")
    fire: dict[str, FireTable] = {}
    for table_name in ("corps", "army"):
        entry = f"fire.{table_name}"
        t = r.table(data, entry)
        columns = r.strs(t.get("columns"), entry + ".columns")
        from_cf = r.ints(t.get("from_cf"), entry + ".from_cf", len(columns))
        if any(b <= a for a, b in zip(from_cf, from_cf[1:])):
            raise r.fail(entry + ".from_cf", "pog.data.not_increasing")
        rows_raw = t.get("rows")
        if not isinstance(rows_raw, list) or len(rows_raw) != 6:
            raise r.fail(entry + ".rows", "pog.data.six_rows")
        rows = tuple(r.ints(row, f"{entry}.rows[{i + 1}]", len(columns)) for i, row in enumerate(rows_raw))
        fire[table_name] = FireTable(table_name, columns, from_cf, rows)
    lf_table = r.table(data, "loss_factors.army")
    army_lf: dict[str, int] = {}
    for nation in lf_table:
        if nation not in NATIONS:
            raise r.fail(f"loss_factors.army.{nation}", "pog.data.unknown_nation")
        army_lf[nation] = r.int_(lf_table, nation, "loss_factors.army", low=1)
    mandated: dict[str, tuple[str, ...]] = {}
    for side in SIDES:
        entry = f"mandated.{side}.results"
        results = r.strs(r.table(data, f"mandated.{side}").get("results"), entry)
        if len(results) != 6:
            raise r.fail(entry, "pog.data.wrong_length", n=6, got=len(results))
        for res in results:
            if res not in MO_RESULTS[side]:
                raise r.fail(entry, "pog.data.bad_mo_result", result=res)
        mandated[side] = results
    turns = r.table(data, "turns")
    turn_names = r.strs(turns.get("names"), "turns.names")
    action_rounds = r.int_(turns, "action_rounds", "turns", low=1)
    auto = r.table(data, "automatic")
    commitment = r.table(data, "commitment")
    scenarios: dict[str, Scenario] = {}
    for sc in SCENARIOS:
        entry = f"scenarios.{sc}"
        t = r.table(data, entry)
        last = r.int_(t, "last_turn", entry, low=1)
        if last > len(turn_names):
            raise r.fail(entry + ".last_turn", "pog.data.past_track", n=len(turn_names))
        scenarios[sc] = Scenario(
            sc, r.int_(t, "start_vp", entry), last, r.bool_(t, "commitment_frozen", entry, False),
            r.bool_(t, "peace_allowed", entry, True), r.bool_(t, "ends_at_total_war", entry, False),
            _levels(r, t, "levels", entry), _levels(r, t, "levels_brest_litovsk", entry) if "levels_brest_litovsk" in t else None)
    segments_raw = data.get("segments")
    if not isinstance(segments_raw, list) or not segments_raw:
        raise r.fail("segments", "pog.data.missing")
    segments: list[Segment] = []
    for i, seg in enumerate(segments_raw):
        if not isinstance(seg, Mapping) or not isinstance(seg.get("code"), str) or not isinstance(seg.get("phase"), str):
            raise r.fail(f"segments[{i + 1}]", "pog.data.not_table")
        segments.append(Segment(seg["code"], seg["phase"], r.strs(seg.get("checklist", ["pog.check.none"]),
                                                                  f"segments[{i + 1}].checklist")))
    options_raw = data.get("options", {})
    options = {str(k): r.bool_(options_raw, str(k), "options") for k in options_raw}
    terrain: dict[str, TerrainEffect] = {}
    for tname, t in r.table(data, "terrain").items():
        entry = f"terrain.{tname}"
        if not isinstance(t, Mapping):
            raise r.fail(entry, "pog.data.not_table")
        terrain[str(tname)] = TerrainEffect(str(tname), r.int_(t, "attacker", entry), r.int_(t, "defender", entry),
                                            r.bool_(t, "no_flank", entry, False))
    trench: dict[int, TerrainEffect] = {}
    for level in ("1", "2"):
        entry = f"trench.{level}"
        t = r.table(data, entry)
        trench[int(level)] = TerrainEffect(level, r.int_(t, "attacker", entry), r.int_(t, "defender", entry), True)
    stacking = r.table(data, "stacking")
    spaces, dotted = _spaces(r, data, terrain)
    most_connections = max((len(sp.connections) for sp in spaces.values()), default=8)
    siege = data.get("siege", {})
    siege_drm: dict[int, int] = {}
    if not isinstance(siege, Mapping):
        raise r.fail("siege", "pog.data.not_table")
    by_turn = siege.get("drm_by_turn", {})
    if not isinstance(by_turn, Mapping):
        raise r.fail("siege.drm_by_turn", "pog.data.not_table")
    for turn_key in by_turn:
        if not str(turn_key).isdigit() or not 1 <= int(turn_key) <= len(turn_names):
            raise r.fail(f"siege.drm_by_turn.{turn_key}", "pog.data.past_track", n=len(turn_names))
        siege_drm[int(turn_key)] = r.int_(by_turn, turn_key, "siege.drm_by_turn")
    return Rules(str(head.get("name", name)), str(head.get("title", name)), fire, army_lf, mandated, turn_names,
                 action_rounds, r.int_(auto, "central_at_least", "automatic"), r.int_(auto, "allied_at_most", "automatic"),
                 r.strs(commitment.get("levels"), "commitment.levels"), r.int_(commitment, "limited_at", "commitment", 1),
                 r.int_(commitment, "total_at", "commitment", 1), scenarios, tuple(segments), options, terrain, trench,
                 r.int_(stacking, "units_per_space", "stacking", 1), most_connections, siege_drm, spaces, dotted,
                 {space_key(sp.name): sp for sp in spaces.values()}, _supply(r, data, spaces), _us_entry(r, data))


def _us_entry(r: _Reader, data: Mapping[str, Any]) -> Mapping[str, Any]:
    """16.3: the names of the cards that bring the United States in, checked."""
    raw = data.get("us_entry", {})
    if not isinstance(raw, Mapping):
        raise r.fail("us_entry", "pog.data.not_table")
    if not raw:
        return {}
    out: dict[str, Any] = {"telegram": str(raw.get("telegram", "")), "over_there": str(raw.get("over_there", "")),
                           "telegram_vp": r.int_(raw, "telegram_vp", "us_entry", -20),
                           "us_rp": r.int_(raw, "us_rp", "us_entry", 0),
                           "after_over_there": r.strs(raw.get("after_over_there", []), "us_entry.after_over_there")}
    if not out["telegram"] or not out["over_there"]:
        raise r.fail("us_entry", "pog.data.not_table")
    return out


SPACE_SIDES = ("allied", "central")
SPACE_MAPS = ("europe", "near_east")


def _spaces(r: _Reader, data: Mapping[str, Any],
            terrain: Mapping[str, TerrainEffect]) -> tuple[dict[str, Space], dict[frozenset[str], tuple[str, ...]]]:
    """The map's spaces (spaces.toml), checked: known terrain, whole numbers, connections to spaces that
    exist and listed at both ends."""
    raw = data.get("spaces", {})
    if not isinstance(raw, Mapping):
        raise r.fail("spaces", "pog.data.not_table")
    spaces: dict[str, Space] = {}
    for key, t in raw.items():
        entry = f"spaces.{key}"
        if not isinstance(t, Mapping):
            raise r.fail(entry, "pog.data.not_table")
        name = t.get("name")
        if not isinstance(name, str) or not name.strip():
            raise r.fail(entry + ".name", "pog.data.missing")
        terr = t.get("terrain", "clear")
        if terr not in terrain:
            raise r.fail(entry + ".terrain", "pog.data.bad_choice", value=str(terr), allowed=", ".join(terrain))
        side = t.get("side")
        if side not in SPACE_SIDES:
            raise r.fail(entry + ".side", "pog.data.bad_choice", value=str(side), allowed=", ".join(SPACE_SIDES))
        where = t.get("map", "europe")
        if where not in SPACE_MAPS:
            raise r.fail(entry + ".map", "pog.data.bad_choice", value=str(where), allowed=", ".join(SPACE_MAPS))
        port = t.get("port", "")
        if port not in ("",) + SPACE_SIDES:
            raise r.fail(entry + ".port", "pog.data.bad_choice", value=str(port), allowed=", ".join(SPACE_SIDES))
        nation = t.get("nation", "")
        if not isinstance(nation, str):
            raise r.fail(entry + ".nation", "pog.data.not_strings")
        conns = t.get("connections", [])
        if not isinstance(conns, list) or not all(isinstance(c, str) for c in conns):
            raise r.fail(entry + ".connections", "pog.data.not_strings")
        if name in spaces:
            raise r.fail(entry + ".name", "pog.data.duplicate", value=name)
        at = t.get("at", [0, 0])
        if not (isinstance(at, list) and len(at) == 2 and all(isinstance(v, int) and not isinstance(v, bool) for v in at)):
            raise r.fail(entry + ".at", "pog.data.not_ints")
        spaces[name] = Space(str(key), name, nation, str(side), str(where), str(terr), r.int_(t, "fort", entry, low=0)
                             if "fort" in t else 0, r.bool_(t, "vp", entry, False), r.bool_(t, "supply", entry, False),
                             str(port), r.bool_(t, "capital", entry, False), tuple(conns), (int(at[0]), int(at[1])))
    for sp in spaces.values():
        for other in sp.connections:
            if other not in spaces:
                raise r.fail(f"spaces.{sp.key}.connections", "pog.data.no_space", value=other)
            if sp.name not in spaces[other].connections:
                raise r.fail(f"spaces.{spaces[other].key}.connections", "pog.data.one_way", a=sp.name, b=other)
    dotted: dict[frozenset[str], tuple[str, ...]] = {}
    raw_dotted = data.get("dotted", [])
    if not isinstance(raw_dotted, list):
        raise r.fail("dotted", "pog.data.not_table")
    for i, d in enumerate(raw_dotted):
        entry = f"dotted[{i + 1}]"
        if not isinstance(d, Mapping):
            raise r.fail(entry, "pog.data.not_table")
        between = r.strs(d.get("between"), entry + ".between")
        if len(between) != 2 or not all(b in spaces for b in between) or between[1] not in spaces[between[0]].connections:
            raise r.fail(entry + ".between", "pog.data.not_a_line")
        dotted[frozenset(between)] = r.strs(d.get("nations"), entry + ".nations")
    return spaces, dotted


def _supply(r: _Reader, data: Mapping[str, Any], spaces: Mapping[str, Space]) -> Mapping[str, Any]:
    """The supply table, its spaces checked against the map."""
    raw = data.get("supply", {})
    if not isinstance(raw, Mapping):
        raise r.fail("supply", "pog.data.not_table")
    for key in ("sources", "if_controlled"):
        table = raw.get(key, {})
        if not isinstance(table, Mapping):
            raise r.fail(f"supply.{key}", "pog.data.not_table")
        for nation, names in table.items():
            for name in r.strs(names, f"supply.{key}.{nation}"):
                if name not in spaces:
                    raise r.fail(f"supply.{key}.{nation}", "pog.data.no_space", value=name)
    ports_if = raw.get("port_if_controlled", {})
    if not isinstance(ports_if, Mapping):
        raise r.fail("supply.port_if_controlled", "pog.data.not_table")
    for port, needed in ports_if.items():
        for name in (port, needed):
            if not isinstance(name, str) or name not in spaces:
                raise r.fail(f"supply.port_if_controlled.{port}", "pog.data.no_space", value=str(name))
    for i, pair in enumerate(raw.get("sea_lines", [])):
        names = r.strs(pair, f"supply.sea_lines[{i + 1}]")
        if len(names) != 2 or not all(n in spaces for n in names) or names[1] not in spaces[names[0]].connections:
            raise r.fail(f"supply.sea_lines[{i + 1}]", "pog.data.not_a_line")
    return raw


def _levels(r: _Reader, table: Mapping[str, Any], key: str, entry: str) -> Levels:
    value = table.get(key)
    if not isinstance(value, list) or len(value) != 1 or not isinstance(value[0], Mapping):
        raise r.fail(f"{entry}.{key}", "pog.data.not_table")
    lv = value[0]
    central = r.int_(lv, "central_at_least", f"{entry}.{key}")
    allied = r.int_(lv, "allied_at_most", f"{entry}.{key}")
    if allied >= central:
        raise r.fail(f"{entry}.{key}", "pog.data.levels_overlap")
    return Levels(central, allied)


__all__ = ["ALLIED_NATIONS", "CENTRAL_NATIONS", "FireTable", "Levels", "NATIONS", "Rules", "SCENARIOS", "SIDES",
           "Scenario", "Segment", "Space", "TerrainEffect", "space_key", "load_rules", "merge", "read_override", "ruleset_infos", "rulesets_dir"]

"""The seed's numbers of chapters 5 and 7-13 and the names of the pieces, read from
``rulesets/lieou/rules.toml`` (``load_tables()`` checks and caches them), and the lookup of the
names a referee types for the fleets, the sea zones and the overlord fleet."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from referee_app.core.errors import RulesetError
from referee_app.core.fileerrors import with_line
from referee_app.core.inputs import InputError, read_toml
from referee_app.core.paths import game_rulesets

from .board import LANGS, load_board, norm

OVERLORD = "overlord"
FATES = ("death", "exile", "captured", "escape")
AIR_FATES = ("escape", "destroyed", "captured")


@dataclass(frozen=True)
class Tables:
    conquest: Mapping[str, tuple[int, int]]
    land_extra: int
    capture_fleet: tuple[int, int]
    capture_overlord: tuple[int, int]
    support_divisor: int
    overlord_fleets: int
    overlord_armies: int
    overlord_support_factor: int
    general_min_armies: int
    fate: Mapping[int, str]
    airfield_cost: int
    group_cost: int
    group_min_armies: int
    max_groups: int
    column_cost: int
    column_groups: int
    air_range: int
    bomb_divisor: int
    column_table: tuple[int, ...]
    airfield_kept: str
    air_capture: Mapping[int, str]
    kills: Mapping[str, int]
    shield: Mapping[str, int]
    column_marshal: int
    overlord_names: Mapping[str, str]
    overlord_aliases: tuple[str, ...]
    sea_names: Mapping[str, Mapping[str, str]]
    sea_aliases: Mapping[str, tuple[str, ...]]

    def support_cap(self, armies: int) -> int:
        """8.2: a third of a fleet's armies, rounded half up ("不够整四舍五入")."""
        return (2 * armies + self.support_divisor) // (2 * self.support_divisor)


def tables_path() -> Path:
    return game_rulesets("lieou") / "rules.toml"


def _pair(v: Any, what: str) -> tuple[int, int]:
    if not isinstance(v, list) or len(v) != 2 or not all(isinstance(x, int) for x in v):
        raise RulesetError(f"{what} must be two whole numbers")
    return int(v[0]), int(v[1])


def _names(row: Mapping[str, Any], what: str) -> dict[str, str]:
    missing = [lang for lang in LANGS if not isinstance(row.get(lang), str)]
    if missing:
        raise RulesetError(f"{what} has no name in {', '.join(missing)}")
    return {lang: str(row[lang]) for lang in LANGS}


@cache
def load_tables(path: Path | None = None) -> Tables:
    path = path or tables_path()
    try:
        data = read_toml(path)  # the kernel's one reader: a bounded read, strict UTF-8, its limits
    except InputError as exc:
        raise RulesetError(f"{path}: cannot read the rules' numbers: {exc}") from exc
    try:
        return _build(data)
    except (KeyError, TypeError, ValueError) as exc:
        text = exc.args[0] if isinstance(exc, RulesetError) else f"malformed: {exc!r}"
        raise RulesetError(with_line(path, f"{path}: {text}")) from exc


def _build(data: Mapping[str, Any]) -> Tables:
    con, fl, gen, air, names = data["conquest"], data["fleet"], data["general"], data["air"], data["names"]
    fate = {int(k): str(v) for k, v in gen["fate"].items()}
    if any(v not in FATES for v in fate.values()) or any(not 2 <= k <= 12 for k in fate):
        raise RulesetError(f"general.fate: sums 2-12 to one of {', '.join(FATES)}")
    capture = {int(k): str(v) for k, v in air["capture"].items()}
    if set(capture) != set(range(1, 7)) or any(v not in AIR_FATES for v in capture.values()):
        raise RulesetError(f"air.capture: faces 1-6 to one of {', '.join(AIR_FATES)}")
    table = tuple(int(x) for x in air["column_table"])
    if len(table) != 6:
        raise RulesetError("air.column_table must give the armies killed for each face 1-6")
    if air["airfield_kept"] not in ("odd", "even"):
        raise RulesetError("air.airfield_kept is odd or even")
    seas = {str(z): _names(row, f"names.seas.{z}") for z, row in names["seas"].items()}
    return Tables(
        conquest={k: _pair(con[k], f"conquest.{k}") for k in ("empty", "ordinary", "regime_fled", "regime_captured")},
        land_extra=int(fl["land_extra"]), capture_fleet=_pair(fl["capture_fleet"], "fleet.capture_fleet"),
        capture_overlord=_pair(fl["capture_overlord"], "fleet.capture_overlord"),
        support_divisor=int(fl["support_divisor"]), overlord_fleets=int(fl["overlord_fleets"]),
        overlord_armies=int(fl["overlord_armies"]), overlord_support_factor=int(fl["overlord_support_factor"]),
        general_min_armies=int(gen["min_armies"]), fate=fate,
        airfield_cost=int(air["airfield_cost"]), group_cost=int(air["group_cost"]),
        group_min_armies=int(air["group_min_armies"]), max_groups=int(air["max_groups"]),
        column_cost=int(air["column_cost"]), column_groups=int(air["column_groups"]), air_range=int(air["range"]),
        bomb_divisor=int(air["bomb_divisor"]), column_table=table, airfield_kept=str(air["airfield_kept"]),
        air_capture=capture, kills={str(k): int(v) for k, v in air["kills"].items()},
        shield={str(k): int(v) for k, v in air["shield"].items()}, column_marshal=int(air["column_marshal"]),
        overlord_names=_names(names["overlord"], "names.overlord"),
        overlord_aliases=tuple(str(a) for a in names["overlord"].get("aliases", [])),
        sea_names=seas, sea_aliases={z: tuple(str(a) for a in row.get("aliases", []))
                                     for z, row in names["seas"].items()},
    )


@cache
def sea_lookup() -> Mapping[str, str]:
    """What a typed name of a fleet, a sea zone or the overlord fleet means: a zone id (a fleet is named
    after the zone it was built for, 7.1) or ``"overlord"``. Names that are also a land's are refused."""
    board, tables = load_board(), load_tables()
    out: dict[str, str] = {}

    def add(key: str, value: str) -> None:
        k = norm(key)
        if not k:
            return
        if board.find(key) is not None or out.get(k, value) != value:
            raise RulesetError(f"the sea name '{key}' would mean two things")
        out[k] = value

    for z in board.sea_zones.values():
        for name in (z.id, *z.names.values(), *tables.sea_names.get(z.id, {}).values(), *tables.sea_aliases.get(z.id, ())):
            add(name, z.id)
    for name in (OVERLORD, *tables.overlord_names.values(), *tables.overlord_aliases):
        add(name, OVERLORD)
    return out


__all__ = ["AIR_FATES", "FATES", "OVERLORD", "Tables", "load_tables", "sea_lookup", "tables_path"]

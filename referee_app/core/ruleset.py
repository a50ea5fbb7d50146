"""Rulesets: a map plus the rule choices that differ between editions, and the timers.

A ruleset lives in ``rulesets/<name>/ruleset.toml``. Every option that a DATC
chapter 4 issue leaves open is a named field of ``RuleOptions``.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from functools import cached_property
from pathlib import Path
from typing import Any

from .errors import RulesetError
from .geography import GameMap, load_map
from .names import NameIndex


def rulesets_dir() -> Path:
    """Where the shipped rulesets are: inside the installed package, or the source tree."""
    here = Path(__file__).resolve().parent.parent
    for cand in (here / "rulesets", here.parent / "rulesets"):
        if (cand / "standard").is_dir():
            return cand
    raise RulesetError(f"cannot find the rulesets folder near {here}")


@dataclass(frozen=True)
class RuleOptions:
    # DATC 4.A.2: "szykman" (DATC preference), "1982" (support into a body of water holding a
    # convoying fleet is not cut by the convoyed army), "2000" (support against a fleet the
    # convoy needs is not cut by that army)
    convoy_paradox: str = "szykman"
    # DATC 4.A.3: how an army that could go by land or by sea goes.
    #   "2000": by convoy if written 'via convoy' or a fleet of its own power convoys it (2000/2023, DATC)
    #   "via_only": only when written 'via convoy' (DPTG)
    adjacent_convoy: str = "2000"
    # DATC 4.A.5: may a unit dislodged by a convoyed army retreat to the army's origin
    retreat_to_convoy_origin: bool = True
    # DATC 4.D.3: two different orders to one unit: "hold" (DATC) | "first" | "last"
    duplicate_orders: str = "hold"
    # DATC 4.D.7 waiving builds
    allow_waive: bool = True
    # DATC 4.D.8 civil-disorder removals: "2023" (both unit kinds may cross land and sea,
    # distance to the nearest owned centre) | "1982" (rule 4.3.3: armies by land or convoy,
    # fleets by sea; nearest owned centre; fleets before armies; English name)
    civil_disorder: str = "2023"
    # supply centres needed to win
    victory_centers: int = 18
    # unit limits per power (the pieces in the box); 0 = no limit
    max_armies: int = 0
    max_fleets: int = 0


@dataclass(frozen=True)
class Timers:
    first_diplomacy_minutes: float = 30
    diplomacy_minutes: float = 15
    orders_minutes: float = 5
    warnings_minutes: tuple[float, ...] = (5, 1)


@dataclass
class Ruleset:
    name: str
    title: str
    map: GameMap
    options: RuleOptions = field(default_factory=RuleOptions)
    timers: Timers = field(default_factory=Timers)
    extra_aliases: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    start_year: int = 1901
    description: str = ""
    data: Mapping[str, Any] = field(default_factory=dict)

    @cached_property
    def names(self) -> NameIndex:
        return NameIndex(self.map, self.extra_aliases)

    @property
    def victory_centers(self) -> int:
        return self.options.victory_centers


_CACHE: dict[tuple[str, str], Ruleset] = {}


def load_ruleset(name_or_path: str | Path = "standard") -> Ruleset:
    """Load a shipped ruleset by name, or a ``ruleset.toml`` by path. Cached by path."""
    p = Path(name_or_path)
    if p.suffix == ".toml" or p.is_file():
        path = p
    elif p.is_dir():
        path = p / "ruleset.toml"
    else:
        path = rulesets_dir() / str(name_or_path) / "ruleset.toml"
        if not path.is_file():
            known = sorted(d.name for d in rulesets_dir().iterdir() if (d / "ruleset.toml").is_file())
            raise RulesetError(f"no ruleset named {name_or_path!r}; known rulesets: {', '.join(known)}")
    key = (str(path.resolve()), str(path.stat().st_mtime_ns) if path.exists() else "")
    if key in _CACHE:
        return _CACHE[key]
    rs = _read(path)
    _CACHE[key] = rs
    return rs


def _read(path: Path) -> Ruleset:
    try:
        with path.open("rb") as fh:
            data = tomllib.load(fh)
    except OSError as exc:
        raise RulesetError(f"{path}: cannot read ({exc.strerror or exc})") from exc
    except tomllib.TOMLDecodeError as exc:
        raise RulesetError(f"{path}: not valid TOML: {exc}") from exc
    meta = data.get("ruleset")
    if not isinstance(meta, dict):
        raise RulesetError(f"{path}: missing the [ruleset] table")
    map_ref = meta.get("map", "../standard/map.toml")
    map_path = (path.parent / str(map_ref)).resolve()
    game_map = load_map(map_path)
    neutral = meta.get("impassable", [])
    if neutral:
        game_map = game_map.with_impassable(str(c).upper() for c in neutral)
    opts_raw = data.get("options", {})
    if not isinstance(opts_raw, dict):
        raise RulesetError(f"{path}: [options] must be a table")
    known = {f.name: f for f in fields(RuleOptions)}
    kwargs: dict[str, Any] = {}
    for key, val in opts_raw.items():
        if key not in known:
            raise RulesetError(f"{path}: unknown option {key!r} in [options]; known: {', '.join(sorted(known))}")
        default = getattr(RuleOptions(), key)
        if not isinstance(val, type(default)):
            raise RulesetError(f"{path}: option {key} should be a {type(default).__name__}, not {val!r}")
        kwargs[key] = val
    if "victory_centers" not in kwargs:
        kwargs["victory_centers"] = game_map.victory_centers
    options = RuleOptions(**kwargs)
    _check_choice(path, "convoy_paradox", options.convoy_paradox, ("szykman", "1982", "2000"))
    _check_choice(path, "adjacent_convoy", options.adjacent_convoy, ("2000", "via_only"))
    _check_choice(path, "duplicate_orders", options.duplicate_orders, ("hold", "first", "last"))
    _check_choice(path, "civil_disorder", options.civil_disorder, ("2023", "1982"))
    t = data.get("timers", {})
    if not isinstance(t, dict):
        raise RulesetError(f"{path}: [timers] must be a table")
    try:
        timers = Timers(
            first_diplomacy_minutes=float(t.get("first_diplomacy_minutes", 30)),
            diplomacy_minutes=float(t.get("diplomacy_minutes", 15)),
            orders_minutes=float(t.get("orders_minutes", 5)),
            warnings_minutes=tuple(float(x) for x in t.get("warnings_minutes", [5, 1])),
        )
    except (TypeError, ValueError) as exc:
        raise RulesetError(f"{path}: [timers] values must be numbers ({exc})") from exc
    extra = data.get("aliases", {})
    if not isinstance(extra, dict):
        raise RulesetError(f"{path}: [aliases] must be a table of CODE = [names]")
    for code in extra:
        if code.upper() not in game_map.provinces:
            raise RulesetError(f"{path}: [aliases] names unknown province {code!r}")
    return Ruleset(
        name=str(meta.get("name", path.parent.name)),
        title=str(meta.get("title", path.parent.name)),
        map=game_map,
        options=options,
        timers=timers,
        extra_aliases={k.upper(): tuple(v) for k, v in extra.items()},
        start_year=int(meta.get("start_year", 1901)),
        description=str(meta.get("description", "")),
        data=data,
    )


def _check_choice(path: Path, key: str, value: str, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise RulesetError(f"{path}: option {key} = {value!r}; expected one of {', '.join(allowed)}")

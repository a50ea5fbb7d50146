"""Rulesets: a map plus the rule choices that differ between editions, and the timers.

A ruleset lives in ``rulesets/diplomacy/<name>/ruleset.toml`` (shipped) or in the user's own folder,
``<config_dir>/rulesets/diplomacy/<name>/ruleset.toml`` (``user_rulesets_dir``). Every option that a
DATC chapter 4 issue leaves open is a named field of ``RuleOptions``.

A ruleset named in a text (the JSON contract, a game file, the command line) is only ever a *name*,
looked up in those two folders (``load_ruleset(str)``); a file elsewhere is read only when Python code
hands over a ``Path`` (the tests, a ruleset author's script).
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields, replace
from datetime import datetime, timedelta
from functools import cached_property
from pathlib import Path
from typing import Any

from referee_app.core.fileerrors import with_line
from referee_app.core.inputs import InputError, clip, read_toml
from referee_app.core.messages import msg
from referee_app.core.paths import game_rulesets, is_plain_name, user_rulesets

from .errors import RulesetError
from .geography import GameMap, load_map
from .names import NameIndex


def rulesets_dir() -> Path:
    """Where Diplomacy's shipped rulesets are: ``rulesets/diplomacy/`` (installed package or source tree)."""
    return game_rulesets("diplomacy")


def user_rulesets_dir() -> Path:
    """Where the user's own Diplomacy rulesets are: ``<config_dir>/rulesets/diplomacy/`` (may not exist)."""
    return user_rulesets("diplomacy")


@dataclass(frozen=True)
class RuleOptions:
    """The ruleset's choices where the rulebooks differ (see each option's note)."""
    # DATC 4.A.2, what a convoyed army does not cut (the Szykman rule settles any paradox left):
    #   "szykman": nothing beyond the ordinary rules (DATC preference)
    #   "1982": support of an action in a body of water that holds a convoying fleet (1982 rulebook,
    #           rule 3.4.7 of the Chinese rulebook)
    #   "2000": support of an attack on a fleet the army's convoy cannot do without (2000/2023 rulebooks)
    #   "via_fleets": support of an attack on, or given to, any fleet convoying the army
    #           (Japanese PBEM house rules section 3.10)
    convoy_paradox: str = "szykman"
    # DATC 4.A.3: how an army that could go by land or by sea goes.
    #   "2000": by convoy if written 'via convoy' or a fleet of its own power convoys it (2000/2023, DATC)
    #   "via_only": only when written 'via convoy' (DPTG)
    #   "fallback": as "2000", but with no complete chain of fleets ordered to convoy it, the army goes
    #           over land when it can, 'via convoy' or not (DATC v2's preference; Droidippy and the
    #           diplomacy package); a convoy that exists but is disrupted still stops it
    adjacent_convoy: str = "2000"
    # DATC 4.A.5: may a unit dislodged by a convoyed army retreat to the army's origin
    retreat_to_convoy_origin: bool = True
    # DATC 4.A.7: where a dislodged unit still has effect:
    #   "head_to_head": it has no effect on its attacker's area only after a head-to-head battle (DATC choice b)
    #   "any": it never has effect on the area its attacker came from, by land or by convoy (choice a:
    #          the rulebook read literally, rule 3.3.8)
    dislodged_prevent: str = "head_to_head"
    # DATC 4.D.3: two different orders to one unit: "hold" (DATC) | "first" | "last"
    duplicate_orders: str = "hold"
    # DATC 4.D.7 waiving builds
    allow_waive: bool = True
    # DATC 4.D.8 civil-disorder removals: "2023" (both unit kinds may cross land and sea,
    # distance to the nearest owned centre) | "1982" (rule 4.3.3: armies by land or convoy,
    # fleets by sea; nearest owned centre; fleets before armies; English name)
    civil_disorder: str = "2023"
    # which supply centres the civil-disorder distance counts to: "owned" (nearest owned centre:
    # 2023 rulebook, rule 4.3.3 as this project reads it) | "home" (the power's home centres, DATC's
    # reading of the 1971/1982 English text)
    civil_disorder_centers: str = "owned"
    # supply centres needed to win
    victory_centers: int = 18
    # unit limits per power (the pieces in the box); 0 = no limit
    max_armies: int = 0
    max_fleets: int = 0


@dataclass(frozen=True)
class Timers:
    """The phase clock's periods and warnings, in minutes."""
    first_diplomacy_minutes: float = 30
    diplomacy_minutes: float = 15
    orders_minutes: float = 5
    warnings_minutes: tuple[float, ...] = (5, 1)
    # the rulebook gives no time for retreats (2.5.2) or adjustments (2.6.5): "immediately"; 0 = no timer
    retreat_minutes: float = 0
    adjustment_minutes: float = 0


@dataclass(frozen=True)
class Deadlines:
    """Calendar deadlines of a game played by mail (seed 004 section 2): days after the turn starts."""

    movement_days: float = 14  # section 2.1: a turn lasts two weeks
    retreat_days: float = 3  # section 2.13: retreat declarations by a date set separately
    adjustment_days: float = 3  # section 2.14: adjustment declarations by a date set separately
    fixed_schedule: bool = True  # section 2.15: later deadlines do not move when nothing retreats or adjusts
    extension_days: float = 7  # section 1.5: the master extends deadlines a week at a time

    def schedule(self, turn_start: datetime) -> dict[str, datetime]:
        """The deadlines of one game year's turn starting at ``turn_start``.

        ``movement``: orders due; ``retreats``: retreat declarations due (that many days after the
        movement deadline); ``adjustments``: builds and removals due (after the retreat deadline);
        ``next_turn``: the next movement turn starts (two weeks after this one on a fixed schedule).
        """
        movement = turn_start + timedelta(days=self.movement_days)
        retreats = movement + timedelta(days=self.retreat_days)
        adjustments = retreats + timedelta(days=self.adjustment_days)
        return {"movement": movement, "retreats": retreats, "adjustments": adjustments,
                "next_turn": movement if self.fixed_schedule else adjustments}


@dataclass(frozen=True)
class Endings:
    """How a game may end besides a solo victory (rule 5.1, seed 002 section 6, seed 004 section 2.18)."""

    # a game all survivors agree to end: "lots" (rule 5.1(c): a drawing of lots among them) |
    # "draw" (2023 rulebook: the survivors share a draw)
    agreed_end: str = "draw"
    # a game ended at a fixed year or time is won by the most "centers" (seed 002 section 6) or
    # "units" (rule 5.1(b) says units)
    fixed_end_measure: str = "centers"
    # end-of-game vote (seed 004 section 2.18): votes needed, one per owned centre; 0 = no such vote
    vote_threshold: int = 0
    # the game master's referral vote (seed 004 section 1.8): one vote per centre, majority decides
    referral_vote: bool = False


@dataclass
class Ruleset:
    """A ruleset: its name, title, map, rule options, timers and extra aliases."""
    name: str
    title: str
    map: GameMap
    options: RuleOptions = field(default_factory=RuleOptions)
    timers: Timers = field(default_factory=Timers)
    extra_aliases: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    start_year: int = 1901
    description: str = ""
    data: Mapping[str, Any] = field(default_factory=dict)
    default: bool = False  # the program's default ruleset (New game, ``referee-cli new``)
    deadlines: Deadlines | None = None  # calendar deadlines (mail games); None at the table
    endings: Endings = field(default_factory=Endings)
    # why a spelling is ambiguous, shown with the rule 2.4.3 message: {spelling (casefolded): note}
    alias_notes: Mapping[str, str] = field(default_factory=dict)

    @cached_property
    def names(self) -> NameIndex:
        return NameIndex(self.map, self.extra_aliases)

    @property
    def victory_centers(self) -> int:
        return self.options.victory_centers

    def derive(self, *, impassable: Iterable[str] = (), **options: Any) -> Ruleset:
        """A copy with some options changed and/or more spaces impassable (same name).

        Used for the player-count variants (24 centres to win, neutral Italy) and by tests.
        Unknown option names raise ``RulesetError``.
        """
        known = {f.name for f in fields(RuleOptions)}
        bad = sorted(set(options) - known)
        if bad:
            raise RulesetError(f"unknown rule option(s) {', '.join(bad)}; known: {', '.join(sorted(known))}")
        new_options = replace(self.options, **options)
        _check_options(Path(self.name), new_options)
        blocked = sorted({c.upper() for c in impassable})
        game_map = self.map.with_impassable(blocked) if blocked else self.map
        derived = replace(self, map=game_map, options=new_options)
        if game_map is self.map and "names" in self.__dict__:
            derived.__dict__["names"] = self.__dict__["names"]  # same board, same spellings
        return derived

    def explain_ambiguity(self, message: str) -> str:
        """Add this ruleset's note on an ambiguous spelling to a rule 2.4.3 message."""
        low = message.casefold()
        notes = [note for spelling, note in self.alias_notes.items() if f"'{spelling}'" in low]
        return message + "".join(f". {n}" for n in notes)


_CACHE: dict[tuple[str, str, str], Ruleset] = {}
_SHIPPED: dict[str, Ruleset] = {}  # a shipped ruleset by its name: read once, kept for the process


def load_ruleset(name_or_path: str | os.PathLike[str] = "standard") -> Ruleset:
    """A ruleset by name (``str``): a shipped one, else one of the user's (``user_rulesets_dir``). Only a
    ``Path`` (from Python code, never from a document) reads a ``ruleset.toml`` elsewhere.

    A shipped ruleset is read once and kept: asking for it again by name touches no file (the headless
    contract asks for it on every call); only a plain name found in the shipped folder is kept so. A
    user's ruleset or one given by path is cached by path and modification time, so an edited file is
    read again.
    """
    if type(name_or_path) is str:
        hit = _SHIPPED.get(name_or_path)
        if hit is not None:
            return hit
    if isinstance(name_or_path, os.PathLike):
        p = Path(name_or_path)
        return _load(p if p.suffix == ".toml" or p.is_file() else p / "ruleset.toml")
    name = name_or_path
    if not is_plain_name(name):
        raise RulesetError(msg("rulesets.not_a_name", name=clip(name), known=", ".join(known_ruleset_names())))
    for folder in _ruleset_folders():
        path = folder / name / "ruleset.toml"
        if path.is_file():
            rs = _load(path, name)
            if folder == rulesets_dir():
                _SHIPPED[name] = rs
            return rs
    raise RulesetError(f"no ruleset named {name_or_path!r}; known rulesets: {', '.join(known_ruleset_names())}")


def _ruleset_folders() -> list[Path]:
    """Where names are looked up, in order: the shipped rulesets first (a user's ruleset of the same name
    does not replace one), then the user's."""
    return [rulesets_dir(), user_rulesets_dir()]


def known_ruleset_names() -> list[str]:
    """Every name ``load_ruleset`` finds: shipped and the user's, sorted."""
    names: set[str] = set()
    for folder in _ruleset_folders():
        try:
            names |= {d.name for d in folder.iterdir() if is_plain_name(d.name) and (d / "ruleset.toml").is_file()}
        except OSError:
            continue  # the user has no rulesets folder
    return sorted(names)


def _load(path: Path, name: str | None = None) -> Ruleset:
    key = (str(path.resolve()), str(path.stat().st_mtime_ns) if path.exists() else "", name or "")
    rs = _CACHE.get(key)
    if rs is not None:
        return rs
    rs = _read(path)
    if name is not None and rs.name != name:
        rs = replace(rs, name=name)  # a game records the name it was found by, so it reopens with it
    _CACHE[key] = rs
    return rs


def _read(path: Path) -> Ruleset:
    try:
        return _read_unlocated(path)
    except RulesetError as exc:
        raise RulesetError(with_line(path, str(exc))) from exc.__cause__


def _read_unlocated(path: Path) -> Ruleset:
    try:
        data = read_toml(path)  # the kernel's one reader: a bounded read, strict UTF-8, its limits
    except InputError as exc:
        raise RulesetError(str(exc)) from exc
    meta = data.get("ruleset")
    if not isinstance(meta, dict):
        raise RulesetError(f"{path}: missing the [ruleset] table")
    map_ref = meta.get("map", "../standard/map.toml")
    map_path = (path.parent / str(map_ref)).resolve()
    if not map_path.is_file():
        # a ruleset in the user's folder may name a shipped board as the shipped rulesets do
        shipped = (rulesets_dir() / path.parent.name / str(map_ref)).resolve()
        if shipped.is_file():
            map_path = shipped
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
            raise RulesetError(f"{path}: option '{key}' should be a {type(default).__name__}, not {val!r}")
        kwargs[key] = val
    if "victory_centers" not in kwargs:
        kwargs["victory_centers"] = game_map.victory_centers
    options = RuleOptions(**kwargs)
    _check_options(path, options)
    t = data.get("timers", {})
    if not isinstance(t, dict):
        raise RulesetError(f"{path}: [timers] must be a table")
    try:
        timers = Timers(
            first_diplomacy_minutes=float(t.get("first_diplomacy_minutes", 30)),
            diplomacy_minutes=float(t.get("diplomacy_minutes", 15)),
            orders_minutes=float(t.get("orders_minutes", 5)),
            warnings_minutes=tuple(float(x) for x in t.get("warnings_minutes", [5, 1])),
            retreat_minutes=float(t.get("retreat_minutes", 0)),
            adjustment_minutes=float(t.get("adjustment_minutes", 0)),
        )
    except (TypeError, ValueError) as exc:
        raise RulesetError(f"{path}: [timers] values must be numbers ({exc})") from exc
    extra = data.get("aliases", {})
    if not isinstance(extra, dict):
        raise RulesetError(f"{path}: [aliases] must be a table of CODE = [names]")
    for code, spellings in extra.items():
        if code.upper() not in game_map.provinces:
            raise RulesetError(f"{path}: [aliases] names unknown province {code!r}")
        if not isinstance(spellings, list) or not all(isinstance(x, str) for x in spellings):
            raise RulesetError(f"{path}: [aliases] {code} must be a list of spellings")
    notes = data.get("alias_notes", {})
    if not isinstance(notes, dict) or not all(isinstance(v, str) for v in notes.values()):
        raise RulesetError(f"{path}: [alias_notes] must be a table of spelling = \"note\"")
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
        default=bool(meta.get("default", False)),
        deadlines=_read_deadlines(path, data.get("deadlines")),
        endings=_read_endings(path, data.get("endings", {})),
        alias_notes={str(k).casefold(): str(v) for k, v in notes.items()},
    )


def _read_deadlines(path: Path, raw: Any) -> Deadlines | None:
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise RulesetError(f"{path}: [deadlines] must be a table")
    known = {f.name for f in fields(Deadlines)}
    bad = sorted(set(raw) - known)
    if bad:
        raise RulesetError(f"{path}: unknown key(s) {', '.join(bad)} in [deadlines]; known: {', '.join(sorted(known))}")
    try:
        values: dict[str, Any] = {k: (bool(v) if k == "fixed_schedule" else float(v)) for k, v in raw.items()}
        return Deadlines(**values)
    except (TypeError, ValueError) as exc:
        raise RulesetError(f"{path}: [deadlines] values must be numbers ({exc})") from exc


def _read_endings(path: Path, raw: Any) -> Endings:
    if not isinstance(raw, dict):
        raise RulesetError(f"{path}: [endings] must be a table")
    known = {f.name: getattr(Endings(), f.name) for f in fields(Endings)}
    for k, v in raw.items():
        if k not in known:
            raise RulesetError(f"{path}: unknown key {k!r} in [endings]; known: {', '.join(sorted(known))}")
        if not isinstance(v, type(known[k])):
            raise RulesetError(f"{path}: [endings] {k} should be a {type(known[k]).__name__}, not {v!r}")
    endings = Endings(**raw)
    _check_choice(path, "agreed_end", endings.agreed_end, ("lots", "draw"))
    _check_choice(path, "fixed_end_measure", endings.fixed_end_measure, ("centers", "units"))
    return endings


def _check_options(path: Path, options: RuleOptions) -> None:
    _check_choice(path, "convoy_paradox", options.convoy_paradox, ("szykman", "1982", "2000", "via_fleets"))
    _check_choice(path, "adjacent_convoy", options.adjacent_convoy, ("2000", "via_only", "fallback"))
    _check_choice(path, "dislodged_prevent", options.dislodged_prevent, ("head_to_head", "any"))
    _check_choice(path, "duplicate_orders", options.duplicate_orders, ("hold", "first", "last"))
    _check_choice(path, "civil_disorder", options.civil_disorder, ("2023", "1982"))
    _check_choice(path, "civil_disorder_centers", options.civil_disorder_centers, ("owned", "home"))
    if options.victory_centers < 1 or options.max_armies < 0 or options.max_fleets < 0:
        raise RulesetError(f"{path}: victory_centers must be positive and unit limits 0 (none) or more")


@dataclass(frozen=True)
class RulesetInfo:
    """What the New-game dialog and ``referee-cli`` list about a shipped ruleset."""

    name: str
    title: str
    description: str
    default: bool = False
    titles: Mapping[str, str] = field(default_factory=dict)  # the title in other languages

    def title_in(self, lang: str) -> str:
        return self.titles.get(lang) or self.title


def list_rulesets() -> list[RulesetInfo]:
    """The rulesets a game can use: the shipped ones, then the user's (``user_rulesets_dir``: those whose
    [ruleset] table reads and whose name is not a shipped one's; their ``default`` is not followed), the
    default first, then by name. Reads only their [ruleset] tables."""
    out: list[RulesetInfo] = []
    seen: set[str] = set()
    for folder in _ruleset_folders():
        user = folder != rulesets_dir()
        try:
            entries = sorted(folder.iterdir())
        except OSError:
            continue  # the user has no rulesets folder
        for d in entries:
            path = d / "ruleset.toml"
            if not path.is_file() or not is_plain_name(d.name) or d.name in seen:
                continue
            try:
                meta = read_toml(path).get("ruleset", {})
                if not isinstance(meta, dict):
                    raise RulesetError(f"{path}: missing the [ruleset] table")
            except (InputError, RulesetError) as exc:
                if user:
                    continue  # load_ruleset(name) says what is wrong with it
                raise RulesetError(f"{path}: cannot read ({exc})") from exc
            name = d.name if user else str(meta.get("name", d.name))
            seen.add(d.name)
            titles = meta.get("titles", {})
            out.append(RulesetInfo(name, str(meta.get("title", d.name)),
                                   " ".join(str(meta.get("description", "")).split()),
                                   bool(meta.get("default", False)) and not user,
                                   {str(k): str(v) for k, v in titles.items()} if isinstance(titles, dict) else {}))
    out.sort(key=lambda r: (not r.default, r.name))
    return out


def ruleset_title(name: str, lang: str = "en") -> str:
    """A shipped ruleset's title in ``lang`` (its ``titles`` table; the English title, or the name)."""
    try:
        infos = list_rulesets()
    except RulesetError:
        return name
    for info in infos:
        if info.name == name:
            return info.title_in(lang)
    return name


def default_ruleset_name() -> str:
    """The ruleset a new game uses unless the referee picks another (``default = true``)."""
    for info in list_rulesets():
        if info.default:
            return info.name
    return "standard"


def _check_choice(path: Path, key: str, value: str, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise RulesetError(f"{path}: option '{key}' = {value!r}; expected one of {', '.join(allowed)}")


__all__ = ["Deadlines", "Endings", "RuleOptions", "Ruleset", "RulesetInfo", "Timers", "default_ruleset_name",
           "known_ruleset_names", "list_rulesets", "load_ruleset", "rulesets_dir", "user_rulesets_dir"]

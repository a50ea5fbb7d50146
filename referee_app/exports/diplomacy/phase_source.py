"""Any phase of a game kept in a file, as a position to start from (a new game, a sandbox).

Three kinds of file are read:

* this program's game file (``.dipgame``), read-only;
* this program's ``json`` export (``docs/record-format.md``), replayed and checked (``readback``);
* a ``diplomacy-json`` file: the saved-game JSON of the ``diplomacy`` Python package (ours, or the
  package's own, or any program writing its format), standard map only.

``read_phase(path, phase)`` gives the position of ``phase`` (default: the file's latest phase) with
what a new game needs (ruleset, players, the variant's rules) and the orders written in that phase;
``split_source("FILE:PHASE")`` reads the command line's ``--from``. A phase the file does not hold,
or a position in it that cannot exist on the board, is refused with the reason
(``position_check``).

diplomacy-json keeps a retreat phase's dislodged units and where each may retreat, but not where each
attack came from nor the standoffs, which our positions hold: they are worked out from the listed
retreats (a space next to a dislodged unit, empty, but not listed for it was either the attacker's
origin or left empty by a standoff) and the result is checked to give exactly the listed retreats.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...games.diplomacy.rules.adjudication import retreat_destinations
from ...games.diplomacy.rules.errors import PhaseError, RefereeError
from ...games.diplomacy.rules.geography import Location
from ...games.diplomacy.rules.i18n import Many, P, U, msg
from ...games.diplomacy.rules.positions import PositionDraft, checked_position
from ...games.diplomacy.rules.ruleset import Ruleset, load_ruleset
from ...games.diplomacy.rules.state import Dislodged, Phase, PhaseType, Position, Unit, UnitType, parse_unit
from ...games.diplomacy.rules.validate import retreat_options
from ...games.diplomacy.table.game import Game
from ...games.diplomacy.table.sandbox import sandbox_sources

SQLITE_MAGIC = b"SQLite format 3\x00"
_KEPT_EXTRA = ("players", "assignment", "seats", "rule", "victory_centers", "neutral")


class SourceError(RefereeError):
    """A file, or a phase of it, that cannot be started from."""


@dataclass(frozen=True)
class PhaseSource:
    """One phase of a game in a file: its position and what a game started from it needs."""

    path: str
    format: str  # game-file | json | diplomacy-json
    phase: Phase
    position: Position
    ruleset: Ruleset
    phases: tuple[Phase, ...]  # every phase the file holds, oldest first
    players: Mapping[str, str] = field(default_factory=dict)
    civil_disorder: tuple[str, ...] = ()
    title: str = ""
    extra: Mapping[str, Any] = field(default_factory=dict)  # the variant's rules (centres to win, a neutral power)
    sheets: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # orders written in that phase

    @property
    def started_from(self) -> dict[str, str]:
        """Where a game started from it came from (kept in its setup)."""
        return {"file": Path(self.path).name, "format": self.format, "phase": str(self.phase)}

    def new_game(self, *, title: str | None = None, players: Mapping[str, str] | None = None,
                 ruleset: Ruleset | None = None) -> Game:
        """A new game starting at this phase (its setup says where it came from)."""
        rs = ruleset or self.ruleset
        extra = dict(self.extra) | {"started_from": self.started_from}
        return Game.new(rs, players=dict(players if players is not None else self.players) or None,
                        civil_disorder=self.civil_disorder, title=self.title if title is None else title,
                        position=checked_position(PositionDraft.of(self.position), rs),
                        extra=extra)


    def sandbox(self, *, with_orders: bool = True) -> Game:
        """A sandbox at this phase, with the orders written in it (``with_orders``)."""
        from ...games.diplomacy.table.sandbox import sandbox_of

        return sandbox_of(self.ruleset, self.position, players=self.players, civil_disorder=self.civil_disorder,
                          title=self.title, extra=self.extra, sheets=self.sheets if with_orders else {},
                          source=Path(self.path).name)


def split_source(text: str) -> tuple[str, str | None]:
    """``FILE[:PHASE]`` -> (file, phase or None). A colon is the phase's only when what follows it reads
    as a phase (``game.json:F1903R``); a Windows drive (``C:\\games\\x.json``) stays in the file."""
    head, sep, tail = text.rpartition(":")
    if sep and head and _phase_or_none(tail) is not None:
        return head, tail
    return text, None


def _phase_or_none(text: str) -> Phase | None:
    try:
        return Phase.parse(text)
    except PhaseError:
        return None


def read_phase(path: str | Path, phase: str | Phase | None = None, *, ruleset: str | Ruleset | None = None) -> PhaseSource:
    """Phase ``phase`` (default: the latest) of the game in ``path``. ``ruleset``: the rules for a
    diplomacy-json file (default "standard"); this program's files name their own."""
    p = Path(path)
    want: Phase | None
    if isinstance(phase, Phase) or phase is None:
        want = phase
    else:
        want = _phase_or_none(phase)
        if want is None:
            raise SourceError(msg("source.bad_phase", phase=phase))
    try:
        head = p.read_bytes()[:16]
    except OSError as exc:
        raise SourceError(msg("cli.cannot_read", source=str(p), error=str(exc.strerror or exc))) from exc
    if head.startswith(SQLITE_MAGIC):
        from ...core.record import GameFile

        gf = GameFile.open(p, readonly=True, kind="diplomacy")
        return _from_game(str(p), "game-file", gf.game, want)
    try:
        doc = json.loads(p.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SourceError(msg("source.unknown_format", file=p.name)) from exc
    if isinstance(doc, Mapping) and doc.get("format") == "referee-app game record":
        from .readback import read_game_record

        return _from_game(str(p), "json", read_game_record(doc), want)
    if isinstance(doc, Mapping) and isinstance(doc.get("phases"), list) and "map" in doc:
        rs = load_ruleset(ruleset or "standard") if not isinstance(ruleset, Ruleset) else ruleset
        return _from_diplomacy_json(str(p), doc, want, rs)
    raise SourceError(msg("source.unknown_format", file=p.name))


def phases_in(path: str | Path) -> list[Phase]:
    """Every phase of the game in ``path`` (oldest first), to choose from."""
    return list(read_phase(path).phases)


# --- this program's games -------------------------------------------------------------------------

def _from_game(path: str, fmt: str, game: Game, want: Phase | None) -> PhaseSource:
    sources = sandbox_sources(game)  # the current phase, then the adjudicated ones, latest first
    phases = tuple(sorted({s.phase for s in sources}, key=lambda ph: ph.sort_key))
    src = sources[0] if want is None else next((s for s in sources if s.phase == want), None)
    if src is None:
        raise SourceError(msg("source.no_such_phase", file=Path(path).name, phase=str(want),
                              phases=", ".join(str(ph) for ph in phases)))
    rs = game.base_ruleset
    extra = {k: v for k, v in game.setup.extra.items() if k in _KEPT_EXTRA}
    return PhaseSource(path, fmt, src.phase, src.position, rs, phases, dict(game.setup.players), game.civil_disorder,
                       game.setup.title, extra, dict(src.sheets))


# --- diplomacy-json -------------------------------------------------------------------------------

def _from_diplomacy_json(path: str, doc: Mapping[str, Any], want: Phase | None, rs: Ruleset) -> PhaseSource:
    name = Path(path).name
    if str(doc.get("map", "standard")) != "standard":
        raise SourceError(msg("source.not_standard_map", file=name, map=str(doc.get("map"))))
    entries: list[tuple[Phase, Mapping[str, Any]]] = []
    for item in doc["phases"]:
        if not isinstance(item, Mapping):
            raise SourceError(msg("source.damaged", file=name))
        ph = _phase_or_none(str(item.get("name", "")))
        if ph is not None and isinstance(item.get("state"), Mapping):
            entries.append((ph, item))
    if not entries:
        raise SourceError(msg("source.no_phases", file=name))
    phases = tuple(ph for ph, _ in entries)
    if want is None:
        chosen = entries[-1]
    else:
        found = [e for e in entries if e[0] == want]
        if not found:
            raise SourceError(msg("source.no_such_phase", file=name, phase=str(want),
                                  phases=", ".join(str(ph) for ph in phases)))
        chosen = found[-1]
    phase, item = chosen
    position = None
    at = next(i for i, e in enumerate(entries) if e is chosen)
    if phase.type is PhaseType.RETREATS and at > 0 and entries[at - 1][0] == Phase(phase.year, phase.season,
                                                                                      PhaseType.MOVEMENT):
        position = _replayed_retreats(name, entries[at - 1][1], item["state"], rs)
    if position is None:
        position = _position_of_state(name, phase, item["state"], rs)
    if position.phase.type is PhaseType.RETREATS:
        _check_retreats(name, position, item["state"], rs)
    civil = item["state"].get("civil_disorder", {})
    cd = tuple(sorted(str(p) for p, on in civil.items() if on)) if isinstance(civil, Mapping) else ()
    orders = item.get("orders") or {}
    sheets = {str(p).upper(): tuple(str(x) for x in lst) for p, lst in orders.items() if isinstance(lst, list) and lst} \
        if isinstance(orders, Mapping) else {}
    return PhaseSource(path, "diplomacy-json", phase, position, rs, phases, {}, cd, "", {}, sheets)


def _replayed_retreats(name: str, movement: Mapping[str, Any], state: Mapping[str, Any], rs: Ruleset) -> Position | None:
    """The retreat phase as our adjudication of the movement phase before it gives it (where each attack
    came from, the standoffs), if that agrees with the file's units and dislodged units; else None."""
    from ...games.diplomacy.rules.adjudication import adjudicate

    try:
        before = _position_of_state(name, _phase_or_none(str(movement.get("name", ""))) or Phase.parse("S1901M"),
                                    movement["state"], rs)
        orders = movement.get("orders") or {}
        sheets = {str(p).upper(): [str(x) for x in lst] for p, lst in orders.items() if isinstance(lst, list)}
        civil = movement["state"].get("civil_disorder", {})
        cd = [str(p) for p, on in civil.items() if on] if isinstance(civil, Mapping) else []
        after = adjudicate(before, sheets, rs, civil_disorder=cd).after
    except (RefereeError, KeyError, TypeError, ValueError):
        return None
    listed = _position_of_state(name, after.phase, state, rs, infer=False)
    if after.units != listed.units or {d.unit for d in after.dislodged.values()} != {d.unit for d in listed.dislodged.values()}:
        return None
    return after


def _power_lists(state: Mapping[str, Any], key: str, name: str) -> Mapping[str, Any]:
    val = state.get(key) or {}
    if not isinstance(val, Mapping):
        raise SourceError(msg("source.damaged", file=name))
    return val


def _position_of_state(name: str, phase: Phase, state: Mapping[str, Any], rs: Ruleset, *, infer: bool = True) -> Position:
    gm = rs.map
    units: list[Unit] = []
    dislodged_units: list[Unit] = []

    def unit(text: str, power: str) -> Unit:
        try:
            return parse_unit(text, power)  # where it may stand: the position's check says
        except RefereeError as exc:
            raise SourceError(msg("source.bad_unit", file=name, phase=str(phase), error=exc.message), gm) from exc

    for power, lst in _power_lists(state, "units", name).items():
        for text in lst or ():
            text = str(text)
            if text.startswith("*"):
                dislodged_units.append(unit(text[1:], str(power)))
            else:
                units.append(unit(text, str(power)))
    centers: dict[str, str] = {}
    for power, lst in _power_lists(state, "centers", name).items():
        for c in lst or ():
            centers[str(c).upper()] = str(power).upper()
    listed: dict[str, set[str]] = {}
    for power, by_unit in _power_lists(state, "retreats", name).items():
        if not isinstance(by_unit, Mapping):
            raise SourceError(msg("source.damaged", file=name))
        for text, dests in by_unit.items():
            u = unit(str(text), str(power))
            if u not in dislodged_units:
                dislodged_units.append(u)
            listed[u.province] = {Location.parse(str(x)).province for x in dests or ()}
    draft = PositionDraft(phase, tuple(units), centers)
    if phase.type is PhaseType.RETREATS and dislodged_units and infer:
        draft = _with_retreats(name, draft, dislodged_units, listed, rs)
    elif dislodged_units:
        draft = PositionDraft(phase, tuple(units), centers, tuple(Dislodged(u, "") for u in dislodged_units))
    return checked_position(draft, rs)


def _listed_retreats(state: Mapping[str, Any]) -> dict[str, set[str]]:
    """Where the file says each dislodged unit (by its province) may retreat."""
    out: dict[str, set[str]] = {}
    retreats = state.get("retreats") or {}
    for by_unit in retreats.values() if isinstance(retreats, Mapping) else ():
        for text, dests in (by_unit or {}).items():
            out[Location.parse(str(text).split()[-1]).province] = {Location.parse(str(x)).province for x in dests or ()}
    return out


def _check_retreats(name: str, position: Position, state: Mapping[str, Any], rs: Ruleset) -> None:
    """The retreats of ``position`` are those the file lists, or the file is refused."""
    listed = _listed_retreats(state)
    for opt in retreat_destinations(position, rs):
        got = {loc.province for loc in opt.destinations}
        if got != listed.get(opt.unit.province, set()):
            raise SourceError(msg("source.retreats_differ", file=name, phase=str(position.phase), unit=U(opt.unit),
                                  listed=Many([P(c) for c in sorted(listed.get(opt.unit.province, set()))], "and"),
                                  ours=Many([P(c) for c in sorted(got)], "and")), rs.map)


def _with_retreats(name: str, draft: PositionDraft, dislodged: list[Unit], listed: dict[str, set[str]],
                   rs: Ruleset) -> PositionDraft:
    """The attackers' origins and the standoffs that give exactly the retreats the file lists."""
    gm = rs.map
    standing = {u.province: u for u in draft.units}
    bare = Position.build(draft.phase, draft.units, draft.centers)
    open_to_some = set().union(*listed.values()) if listed else set()
    out: list[Dislodged] = []
    contested: set[str] = set()
    for u in dislodged:
        attacker = standing.get(u.province)
        possible = {loc.province for loc in retreat_options(gm, Dislodged(u, ""), bare, rs.options.retreat_to_convoy_origin)}
        excluded = possible - listed.get(u.province, set())
        origin = ""
        by_convoy = False
        if attacker is not None:
            forced = sorted(excluded & open_to_some)
            came = sorted(c for c in excluded if _adjacent_origin(gm, attacker, c))
            if forced:
                origin = forced[0]
            elif came:
                origin = came[0]
            else:
                by_convoy = attacker.type is UnitType.ARMY
        out.append(Dislodged(u, origin, by_convoy))
        contested |= excluded - {origin}
    return PositionDraft(draft.phase, draft.units, draft.centers, tuple(out), frozenset(contested))


def _adjacent_origin(gm: Any, attacker: Unit, origin: str) -> bool:
    if attacker.type is UnitType.ARMY:
        return bool(gm.army_adjacent(origin, attacker.province))
    return any(gm.fleet_adjacent(loc, attacker.location) for loc in gm.fleet_locations(origin))


__all__ = ["PhaseSource", "SourceError", "phases_in", "read_phase", "split_source"]

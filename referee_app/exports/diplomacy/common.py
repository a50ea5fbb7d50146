"""What every export needs: the game's phases in order, names, and the supply-centre table."""

from __future__ import annotations

import time
from dataclasses import dataclass

from ...games.diplomacy.rules.geography import GameMap, Location
from ...games.diplomacy.rules.ruleset import Ruleset
from ...games.diplomacy.rules.state import Phase, PhaseType, Position, Season
from ...games.diplomacy.table.game import Game, PhaseRecord
from ...games.diplomacy.table.record import PhaseEntry, phase_entries


def iso(t: float) -> str:
    """A time stamp as ISO 8601 in UTC."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t))


def ruleset_for(game: Game, phase: Phase) -> Ruleset:
    """The rules in force in ``phase`` (a variant may block provinces for some years)."""
    return game.ruleset_for(phase)


def base_ruleset(game: Game) -> Ruleset:
    """The ruleset as loaded (the same map and powers all game long)."""
    return game.base_ruleset


def kept_phases(game: Game) -> list[PhaseEntry]:
    """The adjudications that stand, in game order (taken-back ones left out)."""
    return [e for e in phase_entries(game) if not e.undone]


def power_name(ruleset: Ruleset, code: str) -> str:
    p = ruleset.map.powers.get(code)
    return p.name if p else code.title()


def province_name(gm: GameMap, code: str) -> str:
    p = gm.provinces.get(code)
    return p.name if p else code


_COAST_WORDS = {"NC": "north coast", "SC": "south coast", "EC": "east coast", "WC": "west coast"}


def location_name(gm: GameMap, loc: Location | str) -> str:
    if isinstance(loc, str):
        loc = Location.parse(loc)
    name = province_name(gm, loc.province)
    if loc.coast:
        return f"{name} ({_COAST_WORDS.get(loc.coast, loc.coast.lower())})"
    return name


def end_of_year(rec: PhaseRecord) -> bool:
    """Does this adjudication close the year's fighting (centres counted after it)?"""
    adj = rec.adjudication
    if adj is None:
        return False
    return adj.phase.season is Season.FALL and adj.after.phase.type is not PhaseType.RETREATS


def centre_counts(position: Position, ruleset: Ruleset) -> dict[str, int]:
    counts = {p: 0 for p in ruleset.map.powers}
    for owner in position.centers.values():
        counts[owner] = counts.get(owner, 0) + 1
    return counts


@dataclass(frozen=True)
class YearCount:
    label: str  # "start" or the year
    year: int | None
    counts: dict[str, int]


def centre_table(game: Game) -> list[YearCount]:
    """Supply centres of each power at the start and at the end of every year played."""
    rows: list[YearCount] = []
    first = game.history[0].position if game.history else game.position
    rows.append(YearCount("start", None, centre_counts(first, game.ruleset)))
    for e in kept_phases(game):
        adj = e.record.adjudication
        if adj is not None and end_of_year(e.record):
            rows.append(YearCount(str(adj.phase.year), adj.phase.year, centre_counts(adj.after, game.ruleset)))
    return rows


def season_words(phase: Phase) -> str:
    """'Spring of 1901' as the judges write it."""
    season = {"S": "Spring", "F": "Fall", "W": "Winter"}[phase.season.value]
    return f"{season} of {phase.year}"

"""Games for fewer than seven players (rule 1.2.3 of the rulebook, seed 002 section 7).

Who plays which powers, which powers are in civil disorder, the year the game starts and, for two
players, neutral Italy and the coin toss. ``new_game`` makes a ``Game`` ready to play; the window's
New-game dialog and ``referee-cli new`` use ``assignments``/``player_counts``/``new_game``.

Centres are always counted per power, also when one player holds several (rule 1.2.4): a player
holding Austria and France wins when Austria or France alone reaches the centre count.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..rules.errors import RefereeError
from ..rules.i18n import msg
from ..rules.ruleset import Ruleset, load_ruleset
from ..rules.state import Phase, PhaseType, Position, Season
from ..rules.toss import TOSS_METHOD, toss_coin, verify_toss
from .game import Game, starting_position

# the order the rulebook names the powers in (rule 1.2.2)
RULEBOOK_ORDER = ("ENGLAND", "GERMANY", "RUSSIA", "TURKEY", "AUSTRIA", "ITALY", "FRANCE")

# Italy's provinces (the rulebook's list of spaces, under Italy): neutral like Switzerland in 1914
ITALY_PROVINCES = ("APU", "NAP", "PIE", "ROM", "TUS", "VEN")



@dataclass(frozen=True)
class PlayerCount:
    """What rule 1.2.3 says for one number of players."""

    players: int
    assignments: tuple[tuple[tuple[str, ...], ...], ...]  # alternatives; each a tuple of seats (powers)
    civil_disorder: tuple[str, ...]  # powers nobody plays: they hold (rule 4.3)
    start_year: int
    victory_centers: int | None  # None: the ruleset's count
    neutral: str | None  # a power kept out of the war for a while (two players)
    rule: str
    note: str = ""


_COUNTS: dict[int, PlayerCount] = {
    7: PlayerCount(7, (tuple((p,) for p in RULEBOOK_ORDER),), (), 1901, None, None, "1.2.2"),
    6: PlayerCount(6, (tuple((p,) for p in RULEBOOK_ORDER if p != "ITALY"),), ("ITALY",), 1870, None, None, "1.2.3(a)",
                   "the rulebook gives 1870 as the first year (the 1982 rules: 1901); a start year can be chosen"),
    5: PlayerCount(5, (tuple((p,) for p in RULEBOOK_ORDER if p not in ("ITALY", "GERMANY")),), ("GERMANY", "ITALY"),
                   1801, None, None, "1.2.3(b)",
                   "the rulebook gives 1801 as the first year (the 1982 rules: 1901); a start year can be chosen"),
    4: PlayerCount(4, ((("ENGLAND",), ("AUSTRIA", "FRANCE"), ("GERMANY", "TURKEY"), ("ITALY", "RUSSIA")),), (), 1901, None,
                   None, "1.2.3(c)"),
    3: PlayerCount(3, (
        (("RUSSIA",), ("ENGLAND", "FRANCE", "GERMANY"), ("AUSTRIA", "ITALY", "TURKEY")),
        (("ENGLAND", "GERMANY", "AUSTRIA"), ("RUSSIA", "ITALY"), ("FRANCE", "TURKEY")),
    ), (), 1901, None, None, "1.2.3(d)", "two assignments; seed 002 gives only the second"),
    2: PlayerCount(2, ((("ENGLAND", "FRANCE", "RUSSIA"), ("AUSTRIA", "GERMANY", "TURKEY")),), (), 1914, 24, "ITALY",
                   "1.2.3(e)", "Italy is neutral and impassable in 1914; a coin toss before the Fall 1914 adjustments "
                   "decides which side it joins from Spring 1915; 24 centres win"),
}


def player_counts() -> list[PlayerCount]:
    """Every number of players the rulebook provides for, seven first."""
    return [_COUNTS[n] for n in sorted(_COUNTS, reverse=True)]


def player_count(n_players: int) -> PlayerCount:
    try:
        return _COUNTS[n_players]
    except KeyError:
        raise RefereeError(msg("variants.players_2_to_7", n=n_players)) from None


def assignments(n_players: int) -> list[list[tuple[str, ...]]]:
    """The ways rule 1.2.3 shares the powers among ``n_players``: each a list of seats (powers)."""
    return [list(seats) for seats in player_count(n_players).assignments]


def new_game(
    ruleset: Ruleset | str,
    n_players: int = 7,
    assignment: int = 0,
    names: Mapping[int, str] | Mapping[str, str] | Sequence[str] | None = None,
    seed: int | None = None,
    *,
    start_year: int | None = None,
    title: str = "",
    clock: Callable[[], float] = time.time,
    position: Position | None = None,
    extra: Mapping[str, Any] | None = None,
) -> Game:
    """A new game for ``n_players`` (rule 1.2.3), ready to play.

    ``names``: the players, by seat number (0-based), by power (any power of the seat), or a list
    in seat order. ``seed``: the two-player coin toss's seed, fixed in advance (for tests and
    replays); None draws it when the coin is tossed. ``start_year``: overrides the rulebook's year.
    ``position``: start from this position instead of the rulebook's (the position editor, a phase of
    a file). ``extra``: more to keep in the setup (where the position came from).
    """
    rs = load_ruleset(ruleset) if isinstance(ruleset, str) else ruleset
    pc = player_count(n_players)
    if not 0 <= assignment < len(pc.assignments):
        raise RefereeError(msg("variants.no_assignment", players=n_players, assignment=assignment + 1, n=len(pc.assignments)))
    seats = pc.assignments[assignment]
    missing = sorted(({p for seat in seats for p in seat} | set(pc.civil_disorder)) - set(rs.map.powers))
    if missing:
        raise RefereeError(msg("variants.missing_powers", ruleset=repr(rs.name), powers=", ".join(missing)))
    seat_names = _seat_names(seats, names)
    players = {p: "" for p in rs.map.powers}
    for seat, name in zip(seats, seat_names, strict=True):
        for p in seat:
            players[p] = name
    year = start_year if start_year is not None else pc.start_year
    setup: dict[str, Any] = {"players": n_players, "assignment": assignment, "seats": [list(s) for s in seats],
                             "rule": pc.rule}
    if pc.victory_centers:
        setup["victory_centers"] = pc.victory_centers
    if pc.neutral:
        power = pc.neutral
        provinces = sorted(ITALY_PROVINCES) if power == "ITALY" else sorted(rs.map.powers[power].home_centers)
        setup["neutral"] = {"power": power, "provinces": provinces, "until": year + 1,
                            "sides": [list(s) for s in seats], "toss_seed": seed}
        if position is None:
            position = _neutral_start(rs, year, power, provinces)
    return Game.new(rs, players=players, civil_disorder=pc.civil_disorder, start_year=year, title=title, clock=clock,
                    position=position, extra={**setup, **dict(extra or {})})


def _seat_names(seats: Sequence[tuple[str, ...]],
                names: Mapping[int, str] | Mapping[str, str] | Sequence[str] | None) -> list[str]:
    out = [""] * len(seats)
    if names is None:
        return out
    if isinstance(names, str):
        raise RefereeError(msg("variants.names_one_string"))
    if isinstance(names, Mapping):
        for key, name in names.items():
            if isinstance(key, int):
                if not 0 <= key < len(seats):
                    raise RefereeError(msg("variants.no_seat", seat=key + 1, players=len(seats)))
                out[key] = str(name)
                continue
            idx = next((i for i, seat in enumerate(seats) if str(key).upper() in seat), None)
            if idx is None:
                raise RefereeError(msg("variants.not_held", power=repr(key)))
            out[idx] = str(name)
        return out
    listed = [str(n) for n in names]
    if len(listed) > len(seats):
        raise RefereeError(msg("variants.too_many_names", names=len(listed), players=len(seats)))
    return listed + out[len(listed):]


def _neutral_start(rs: Ruleset, year: int, power: str, provinces: Sequence[str]) -> Position:
    """The rulebook position without the neutral power: its units are not on the board and its
    centres belong to nobody (and cannot be entered)."""
    pos = starting_position(rs, year)
    units = [u for u in pos.units.values() if u.power != power and u.province not in provinces]
    centers = {c: p for c, p in pos.centers.items() if p != power and c not in provinces}
    return Position.build(Phase(year, Season.SPRING, PhaseType.MOVEMENT), units, centers)


__all__ = ["ITALY_PROVINCES", "PlayerCount", "RULEBOOK_ORDER", "TOSS_METHOD", "assignments", "new_game",
           "player_count", "player_counts", "toss_coin", "verify_toss"]

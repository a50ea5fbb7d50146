"""Sandboxes: a copy of any phase of a game (or an empty board) to try orders in.

A sandbox is a ``Game`` of its own, marked in its setup (``extra["sandbox"]``): orders for any power,
adjudicated and taken back as often as the referee likes, the position corrected with the editor
(no note needed), saved if wanted in a game file of its own. It is made from a copy of the game's
position and never holds a reference to the game: nothing done in it can reach the game, its file
or the projector (which shows the game's own view).

No Qt here.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ..rules.ruleset import Ruleset, load_ruleset
from ..rules.state import Phase, Position
from .editor import empty_position
from .game import Game
from .record import phase_entries

# what of a game's setup a sandbox keeps: the variant's rules (centres to win, a neutral power, seats)
_KEPT = ("players", "assignment", "seats", "rule", "victory_centers", "neutral")


@dataclass(frozen=True)
class SandboxSource:
    """A phase a sandbox can start from: the current one (``index`` None) or an adjudicated one."""

    phase: Phase
    index: int | None  # into the adjudications that stand (``phase_entries`` not undone); None: now
    position: Position
    sheets: Mapping[str, tuple[str, ...]]


def sandbox_sources(game: Game) -> list[SandboxSource]:
    """Every phase of ``game`` a sandbox can start from: the current phase first, then each
    adjudicated phase that stands, latest first (with the orders that were adjudicated)."""
    out = [SandboxSource(game.phase, None, game.position,
                         {p: tuple(lines) for p, lines in game.current.sheets.items() if p not in game.current.not_counted})]
    kept = [e for e in phase_entries(game) if not e.undone]
    for i in range(len(kept) - 1, -1, -1):
        rec = kept[i].record
        out.append(SandboxSource(rec.phase, i, rec.position,
                                 {p: tuple(lines) for p, lines in rec.sheets.items() if p not in rec.not_counted}))
    return out


def sandbox_from(game: Game, source: SandboxSource | None = None, *, with_orders: bool = True,
                 clock: Callable[[], float] = time.time) -> Game:
    """A sandbox with a copy of ``source`` (default: the current phase) of ``game``: the same rules
    (ruleset as recorded, the variant's centres and neutral power), players and civil disorder;
    ``with_orders``: the orders written in that phase too."""
    src = source or sandbox_sources(game)[0]
    box = sandbox_of(game.base_ruleset, src.position, players=game.setup.players, civil_disorder=game.civil_disorder,
                     title=game.setup.title, extra=game.setup.extra, sheets=src.sheets if with_orders else {},
                     clock=clock, toss=game.toss if game.toss is not None and src.phase.year >= _toss_year(game) else None)
    return box


def sandbox_of(ruleset: Ruleset, position: Position, *, players: Mapping[str, str] | None = None,
               civil_disorder: tuple[str, ...] = (), title: str = "", extra: Mapping[str, Any] | None = None,
               sheets: Mapping[str, tuple[str, ...]] | None = None, source: str = "",
               toss: Mapping[str, Any] | None = None, clock: Callable[[], float] = time.time) -> Game:
    """A sandbox at ``position`` with the rules of ``ruleset`` and the variant's (``extra``: the setup of
    the game it comes from), the orders ``sheets`` written; ``source``: where it came from (a file)."""
    kept: dict[str, Any] = {k: v for k, v in (extra or {}).items() if k in _KEPT}
    kept["sandbox"] = {"title": title, "phase": str(position.phase), "source": source}
    box = Game.new(ruleset, players=dict(players or {}) or None, civil_disorder=civil_disorder, title=title, clock=clock,
                   position=position, extra=kept)
    if toss is not None:
        # the toss already made in the game, kept in the sandbox's own record so that a saved sandbox replays
        box._apply(box._log("coin-toss", dict(toss)))
    for power, lines in sorted((sheets or {}).items()):
        if any(line.strip() for line in lines) and power in ruleset.map.powers:
            box.set_orders(power, list(lines))
    return box


def _toss_year(game: Game) -> int:
    neutral = game.neutral
    return int(neutral["until"]) - 1 if neutral else 0


def empty_sandbox(ruleset: Ruleset | str = "standard", phase: Phase | None = None, *,
                  clock: Callable[[], float] = time.time) -> Game:
    """A sandbox on an empty board (no unit, no owner), to set up with the position editor."""
    rs = load_ruleset(ruleset) if isinstance(ruleset, str) else ruleset
    return Game.new(rs, clock=clock, position=empty_position(phase), extra={"sandbox": {"title": "", "phase": "",
                                                                                        "empty": True}})


__all__ = ["SandboxSource", "empty_sandbox", "sandbox_from", "sandbox_of", "sandbox_sources"]

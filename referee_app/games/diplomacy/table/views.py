"""What each audience may see of a game of Diplomacy: the game decides, not a widget.

The referee sees everything, typed sheets included. The players (the projector, later their phones)
never see a written order before the referee adjudicates (rule 2.3.2: orders are written in secret
and revealed together); they see the results of the last adjudication through the retreats and
adjustments that follow it, and in the next movement phase until its diplomacy period starts.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from referee_app.core.registry import Audience

from ..rules.adjudication import Adjudication, RetreatOptions
from ..rules.state import Phase, PhaseType, Position
from .game import Game, GameEnd


@dataclass(frozen=True)
class TableView:
    """A game as one audience may see it now."""

    audience: Audience
    phase: Phase
    title: str
    position: Position
    centres: Mapping[str, int]  # supply centres per power
    units: Mapping[str, int]  # units per power
    civil_disorder: tuple[str, ...]
    victory_centres: int
    results: Adjudication | None  # the last adjudication, when this audience may see it
    retreats: tuple[RetreatOptions, ...]  # dislodged units and where each may go (public once adjudicated)
    adjustments: Mapping[str, int]  # builds (+) and removals (-) owed
    end: GameEnd | None
    sheets: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # typed orders: the referee's only
    time_called: bool = False  # the referee called time on order writing (rule 2.1.3): no time is left
    build_sites: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # where each power owed builds may build


def view(game: Game, audience: Audience, *, clock_started: bool = False) -> TableView:
    """``game`` as ``audience`` may see it. ``clock_started``: the phase clock of the current movement
    phase has started (its diplomacy period), which takes the last results off the players' board."""
    rec = game.last
    results = rec.adjudication if rec is not None else None
    if results is not None and audience is Audience.PLAYERS and game.phase.type is PhaseType.MOVEMENT \
            and clock_started:
        results = None
    sheets: dict[str, tuple[str, ...]] = {}
    if audience is Audience.REFEREE:
        sheets = {p: tuple(lines) for p, lines in game.current.sheets.items()}
    pos = game.position
    return TableView(
        audience=audience, phase=game.phase, title=game.setup.title, position=pos,
        centres=game.supply_counts(), units={p: len(pos.units_of(p)) for p in game.powers},
        civil_disorder=tuple(game.civil_disorder), victory_centres=game.ruleset.victory_centers,
        results=results, retreats=tuple(game.retreat_options()) if game.phase.type is PhaseType.RETREATS else (),
        adjustments=game.adjustments() if game.phase.type is PhaseType.ADJUSTMENTS else {},
        end=game.end, sheets=sheets, time_called=game.time_called,
        build_sites={p: tuple(game.build_sites(p)) for p, n in game.adjustments().items() if n > 0}
        if game.phase.type is PhaseType.ADJUSTMENTS else {})


__all__ = ["TableView", "view"]

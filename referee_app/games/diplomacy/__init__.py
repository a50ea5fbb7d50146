"""Diplomacy's rules: map and rulesets, names and aliases, orders, the DATC adjudicator, retreats and
adjustments, variants and endings, the JSON contract. Pure Python, no Qt.

Typical use::

    from referee_app.games.diplomacy import load_ruleset, Game
    game = Game.new(load_ruleset("standard"))
    game.set_orders("FRANCE", ["A Par - Bur", "A Mar - Spa", "F Bre - Mao"])
    change = game.process()
"""

from referee_app.core.events import Event

from .adjudication import (
    Adjudication,
    OrderResult,
    RetreatOptions,
    adjudicate,
    adjustment_counts,
    build_sites,
    civil_disorder_removals,
    retreat_destinations,
    victory,
)
from .batch import adjudicate_many
from .errors import (
    AmbiguousNameError,
    GameStateError,
    IllegalOrderError,
    NoSuchUnitError,
    OrderError,
    OrderSyntaxError,
    PhaseError,
    RefereeError,
    RulesetError,
    UnknownNameError,
)
from .game import (
    Change,
    Game,
    GameEnd,
    LineCheck,
    PhaseRecord,
    Setup,
    position_from_json,
    position_to_json,
    starting_position,
)
from .geography import Coast, GameMap, Location, Power, Province, ProvinceKind, load_map
from .jsonapi import ContractError, adjudicate_json
from .orders import Build, Convoy, Disband, Hold, Move, Order, Remove, Retreat, Support, Waive, format_order
from .parse import parse_order, read_order
from .ruleset import RuleOptions, Ruleset, Timers, load_ruleset, rulesets_dir
from .state import Dislodged, Phase, PhaseType, Position, Season, Unit, UnitType, parse_unit

__all__ = [
    "Adjudication", "AmbiguousNameError", "Change", "Event", "Game", "GameEnd", "LineCheck", "PhaseRecord", "Setup",
    "position_from_json", "position_to_json", "starting_position", "Build", "Coast", "ContractError", "Convoy", "Disband",
    "Dislodged", "GameMap", "GameStateError", "Hold", "IllegalOrderError", "Location", "Move",
    "NoSuchUnitError", "Order", "OrderError", "OrderResult", "OrderSyntaxError", "Phase", "PhaseError",
    "PhaseType", "Position", "Power", "Province", "ProvinceKind", "RefereeError", "Remove", "Retreat",
    "RetreatOptions", "RuleOptions", "Ruleset", "RulesetError", "Season", "Support", "Timers", "Unit",
    "UnitType", "UnknownNameError", "Waive", "adjudicate", "adjudicate_json", "adjudicate_many", "adjustment_counts",
    "build_sites", "civil_disorder_removals", "format_order", "load_map", "load_ruleset", "parse_order",
    "parse_unit", "read_order", "retreat_destinations", "rulesets_dir", "victory",
]

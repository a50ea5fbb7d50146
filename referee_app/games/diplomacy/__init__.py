"""Diplomacy: pure Python, no Qt, one folder per concern.

* ``rules/``: the board and rulesets, names and aliases, orders, the parser, legality, the DATC adjudicator,
  retreats and adjustments, the positions that can exist, the catalogue's wording of the rules' objects;
* ``contract/``: the headless JSON contract (docs/headless-api.md), its express lanes (``express``, the
  native ``_express.c``) and the bulk entry points;
* ``table/``: the game at the table (its event log, undo, sheets), what each audience sees, the position
  editor, sandboxes, endings, sheets pasted from e-mails, games for fewer players, random games;
* ``explain/``: why each order came out as it did (the adjudicator's figures, and "Why?" as lines);
* ``kind.py``: the game's ``GameKind`` for the kernel's registry.

Tournament scoring is not Diplomacy's rules: ``referee_app.tournament``.

Typical use::

    from referee_app.games.diplomacy import load_ruleset, Game
    game = Game.new(load_ruleset("standard"))
    game.set_orders("FRANCE", ["A Par - Bur", "A Mar - Spa", "F Bre - Mao"])
    change = game.process()
"""

from __future__ import annotations

import importlib
import importlib.machinery
import sys
from types import ModuleType
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:  # the names below, for type checkers; at run time each is imported when first used
    from importlib.abc import Loader

    from referee_app.core.events import Event

    from .contract.batch import adjudicate_many
    from .contract.jsonapi import ContractError, adjudicate_json
    from .rules.adjudication import (
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
    from .rules.errors import (
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
    from .rules.geography import Coast, GameMap, Location, Power, Province, ProvinceKind, load_map
    from .rules.orders import Build, Convoy, Disband, Hold, Move, Order, Remove, Retreat, Support, Waive, format_order
    from .rules.parse import parse_order, read_order
    from .rules.ruleset import RuleOptions, Ruleset, Timers, load_ruleset, rulesets_dir
    from .rules.state import Dislodged, Phase, PhaseType, Position, Season, Unit, UnitType, parse_unit
    from .table.game import (
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

# each public name and the module it lives in: imported when first asked for, so that importing one
# sub-package (the tournament's scoring imports rules.i18n) does not load the adjudicator and the contract
_LAZY: dict[str, str] = {
    "Event": "referee_app.core.events",
    "adjudicate_many": ".contract.batch",
    "ContractError": ".contract.jsonapi",
    "adjudicate_json": ".contract.jsonapi",
    "Adjudication": ".rules.adjudication",
    "OrderResult": ".rules.adjudication",
    "RetreatOptions": ".rules.adjudication",
    "adjudicate": ".rules.adjudication",
    "adjustment_counts": ".rules.adjudication",
    "build_sites": ".rules.adjudication",
    "civil_disorder_removals": ".rules.adjudication",
    "retreat_destinations": ".rules.adjudication",
    "victory": ".rules.adjudication",
    "AmbiguousNameError": ".rules.errors",
    "GameStateError": ".rules.errors",
    "IllegalOrderError": ".rules.errors",
    "NoSuchUnitError": ".rules.errors",
    "OrderError": ".rules.errors",
    "OrderSyntaxError": ".rules.errors",
    "PhaseError": ".rules.errors",
    "RefereeError": ".rules.errors",
    "RulesetError": ".rules.errors",
    "UnknownNameError": ".rules.errors",
    "Coast": ".rules.geography",
    "GameMap": ".rules.geography",
    "Location": ".rules.geography",
    "Power": ".rules.geography",
    "Province": ".rules.geography",
    "ProvinceKind": ".rules.geography",
    "load_map": ".rules.geography",
    "Build": ".rules.orders",
    "Convoy": ".rules.orders",
    "Disband": ".rules.orders",
    "Hold": ".rules.orders",
    "Move": ".rules.orders",
    "Order": ".rules.orders",
    "Remove": ".rules.orders",
    "Retreat": ".rules.orders",
    "Support": ".rules.orders",
    "Waive": ".rules.orders",
    "format_order": ".rules.orders",
    "parse_order": ".rules.parse",
    "read_order": ".rules.parse",
    "RuleOptions": ".rules.ruleset",
    "Ruleset": ".rules.ruleset",
    "Timers": ".rules.ruleset",
    "load_ruleset": ".rules.ruleset",
    "rulesets_dir": ".rules.ruleset",
    "Dislodged": ".rules.state",
    "Phase": ".rules.state",
    "PhaseType": ".rules.state",
    "Position": ".rules.state",
    "Season": ".rules.state",
    "Unit": ".rules.state",
    "UnitType": ".rules.state",
    "parse_unit": ".rules.state",
    "Change": ".table.game",
    "Game": ".table.game",
    "GameEnd": ".table.game",
    "LineCheck": ".table.game",
    "PhaseRecord": ".table.game",
    "Setup": ".table.game",
    "position_from_json": ".table.game",
    "position_to_json": ".table.game",
    "starting_position": ".table.game",
}

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


# Where each module of the flat package of earlier versions lives now: ``from referee_app.games.diplomacy import
# jsonapi`` and ``from referee_app.games.diplomacy.jsonapi import adjudicate_json`` keep working for the scripts
# and documents that use them (the project's own code imports the new places).
MOVED: dict[str, str] = {
    **{m: f"rules.{m}" for m in ("adjudication", "completion", "errors", "geography", "i18n", "movement", "names",
                                 "orders", "parse", "positions", "ruleset", "state", "toss", "validate")},
    "position_check": "rules.positions",
    **{m: f"contract.{m}" for m in ("jsonapi", "express", "fastjson", "batch", "compiled")},
    **{m: f"table.{m}" for m in ("game", "record", "views", "editor", "sandbox", "endings", "mail", "variants",
                                 "randomgame")},
    "why": "explain.why",
}


def __getattr__(name: str) -> Any:
    """A public name (``Game``, ``load_ruleset`` …), imported from its module when first used and
    kept; or ``from referee_app.games.diplomacy import endings``: a module by its name of earlier versions."""
    where = _LAZY.get(name)
    if where is not None:
        if where.startswith("referee_app."):
            value = getattr(importlib.import_module(where), name)
        else:
            value = getattr(importlib.import_module(where, __name__), name)
        globals()[name] = value
        return value
    target = MOVED.get(name)
    if target is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return importlib.import_module(f"{__name__}.{target}")


class _MovedModules:
    """``import referee_app.games.diplomacy.jsonapi``: the module at its new place, under its old name too.

    A finder and loader by the import system's protocol (``find_spec``; ``create_module`` and ``exec_module``),
    not a subclass of ``importlib.abc``'s: that module imports ``importlib.resources`` with ``tempfile``,
    ``random`` and more (2-3 ms of every start that imports Diplomacy)."""

    def find_spec(self, fullname: str, path: Any, target: Any = None) -> importlib.machinery.ModuleSpec | None:
        package, _, leaf = fullname.rpartition(".")
        if package != __name__ or leaf not in MOVED:
            return None
        return importlib.machinery.ModuleSpec(fullname, cast("Loader", self))  # (a loader by the protocol)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        return importlib.import_module(f"{__name__}.{MOVED[spec.name.rpartition('.')[2]]}")

    def exec_module(self, module: ModuleType) -> None:
        """The module has run at its own place already."""


if not any(isinstance(f, _MovedModules) for f in sys.meta_path):
    sys.meta_path.append(_MovedModules())

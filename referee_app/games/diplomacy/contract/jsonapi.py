"""The headless contract: ``adjudicate_json(doc) -> dict`` (documented in docs/headless-api.md).

Every input is checked before anything is adjudicated: the document as JSON (size, nesting, numbers,
text that can be written as UTF-8: ``core.inputs``), the type of every field, and the position itself
(``positions.check_position``: one unit per province, units where their type can stand, dislodged units
and standoffs only in a retreat phase, each dislodged unit with an attacker that could have come from
``attacker_from``). Whatever is wrong ends in one ``ContractError`` (a ``ValueError``) naming it.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Mapping
from typing import Any, Final

from referee_app.core.inputs import MAX_DOCUMENT_BYTES, check_document, clip

from ..rules.adjudication import Adjudication, adjudicate
from ..rules.errors import RefereeError
from ..rules.geography import GameMap
from ..rules.i18n import msg
from ..rules.positions import check_position, first_year_problems
from ..rules.ruleset import Ruleset, load_ruleset
from ..rules.state import Dislodged, Phase, PhaseType, Position, Unit
from ..rules.state import parse_unit as _parse_unit
from .express import movement_json, native_movement_json
from .fastjson import centers_json as centers_json
from .fastjson import position_from_tables
from .fastjson import units_json as units_json  # (the contract's lists, kept here for callers of jsonapi)

_MOVEMENT: Final = PhaseType.MOVEMENT

# Lines of orders one phase may carry: a phase has at most 34 units, so a real one never comes near.
MAX_ORDER_LINES: Final = 1000


class ContractError(RefereeError):
    """The JSON document does not follow the contract."""


def _mapping(doc: Mapping[str, Any], key: str, required: bool = False) -> Mapping[Any, Any]:
    val = doc.get(key)
    if val is None:
        if required:
            raise ContractError(msg("contract.missing", name=key))
        return {}
    if not isinstance(val, Mapping):
        raise ContractError(msg("contract.not_object_by_power", name=key))
    return val


def _by_power(doc: Mapping[str, Any], key: str, ruleset: Ruleset, required: bool = False) -> list[tuple[str, Any]]:
    """``doc[key]`` as ``[(power as written, value)]``: each key a power of the board, none twice."""
    seen: dict[str, str] = {}
    out: list[tuple[str, Any]] = []
    for power, val in _mapping(doc, key, required).items():
        _check_power(power, ruleset)
        code = power.upper()
        if code in seen:
            raise ContractError(msg("contract.power_twice", name=key, first=clip(seen[code]), second=clip(power)))
        seen[code] = power
        out.append((power, val))
    return out


def _str_list(val: Any, where: str) -> list[str]:
    if not isinstance(val, list) or not all(isinstance(x, str) for x in val):
        raise ContractError(msg("contract.not_string_list", where=where))
    return val


def _optional_str_list(doc: Mapping[str, Any], key: str) -> list[str]:
    val = doc.get(key)
    return [] if val is None else _str_list(val, key)


def position_from_json(doc: Mapping[str, Any], ruleset: Ruleset) -> Position:
    """The position a document describes (``phase``, ``units``, ``centers``, ``dislodged``, ``contested``),
    checked in full (``positions.check_position``). Raises ``ContractError`` (or ``PhaseError`` for the
    phase's name)."""
    if not isinstance(doc, Mapping):
        raise ContractError(msg("contract.not_object"))
    phase_text = doc.get("phase")
    if not isinstance(phase_text, str):
        raise ContractError(msg("contract.no_phase"))
    phase = Phase.parse(phase_text)
    gm = ruleset.map
    units = []
    for power, lst in _by_power(doc, "units", ruleset, required=True):
        for text in _str_list(lst, f"units.{power}"):
            units.append(parse_unit(text, power, gm))
    centers: dict[str, str] = {}
    for power, lst in _by_power(doc, "centers", ruleset):
        for c in _str_list(lst, f"centers.{power}"):
            code = c.strip().upper()
            if code not in gm.supply_centers:
                raise ContractError(msg("contract.not_a_centre", power=power, centre=clip(c)))
            if code in centers:
                raise ContractError(msg("contract.centre_twice", code=code, first=centers[code], second=power.upper()))
            centers[code] = power.upper()
    dislodged = []
    for power, lst in _by_power(doc, "dislodged", ruleset):
        if not isinstance(lst, list):
            raise ContractError(msg("contract.dislodged_not_list", power=power))
        for item in lst:
            if not (isinstance(item, Mapping) and isinstance(item.get("unit"), str)
                    and isinstance(item.get("attacker_from"), str)):
                raise ContractError(msg("contract.dislodged_entry", power=power))
            attacker = item["attacker_from"].strip().upper()
            if attacker not in gm.provinces:
                raise ContractError(msg("contract.unknown_attacker", power=power, attacker=clip(attacker)))
            by_convoy = item.get("by_convoy")
            if by_convoy is not None and not isinstance(by_convoy, bool):
                raise ContractError(msg("contract.by_convoy_not_bool", power=power))
            dislodged.append(Dislodged(parse_unit(item["unit"], power, gm), attacker, bool(by_convoy)))
    contested = [c.strip().upper() for c in _optional_str_list(doc, "contested")]
    for c in contested:
        if c not in gm.provinces:
            raise ContractError(msg("contract.unknown_contested", province=clip(c)))
    try:
        position = Position.build(phase, units, centers, dislodged, contested)
        check_position(position, ruleset)
    except RefereeError as exc:
        raise ContractError(exc.message, gm) from exc
    return position


def parse_unit(text: str, power: str, gm: GameMap) -> Unit:
    try:
        return _parse_unit(text, power, gm)
    except ContractError:
        raise
    except RefereeError as exc:
        raise ContractError(msg("contract.bad_unit", power=power, error=exc.message), gm) from exc


def _check_power(power: object, ruleset: Ruleset) -> None:
    if not isinstance(power, str) or power.upper() not in ruleset.map.powers:
        raise ContractError(msg("contract.unknown_power", power=clip(power), powers=", ".join(ruleset.map.powers)))


def adjudication_to_json(adj: Adjudication) -> dict[str, Any]:
    after = adj.after
    units = units_json(after.units.values())
    centers = centers_json(after.centers)
    dislodged: dict[str, list[dict[str, Any]]] = {}
    for r in adj.retreats:
        entry: dict[str, Any] = {
            "unit": str(r.unit),
            "attacker_from": r.attacker_from,
            "retreats": [str(loc) for loc in r.destinations],
        }
        if r.by_convoy:
            entry["by_convoy"] = True
        dislodged.setdefault(r.unit.power, []).append(entry)
    winners = list(adj.winners)
    orders: list[dict[str, Any]] = [res.contract() for res in adj.results]
    explanations = adj.explanations
    if explanations is not None:  # only when asked for ("explain": true)
        for res, o in zip(adj.results, orders, strict=True):
            e = explanations.get(res.seq)
            if e is not None:
                o["explain"] = e
    return {
        "phase": str(adj.phase),
        "next_phase": str(adj.next_phase),
        "orders": orders,
        "units": units,
        "dislodged": dislodged,
        "contested": sorted(adj.contested),
        "centers": centers,
        "winner": winners[0] if len(winners) == 1 else (winners or None),
        "disbanded": [f"{u.power} {u}" for u in adj.disbanded],
        "built": [f"{u.power} {u}" for u in adj.built],
        "adjustments": dict(adj.adjustments),
    }


# The cyclic garbage collector is paused while a phase is adjudicated. A phase makes a few thousand small
# objects, nearly all freed by reference counting when the call returns, none of them in a reference cycle.
# A collection that falls in the middle of a call finds them alive and moves them to an older generation,
# so the older generations are collected more often, and each of those walks every tracked object of the
# process (a long-running caller's: the window's, another engine's). Paused, the collector runs after the
# call instead, when the phase's objects are gone. Threads (a caller may adjudicate from several at once,
# a web service say): the calls in flight are counted; the first one pauses the collector only if it was
# on, and the last one to end turns it back on only if the first one turned it off. A caller that turns
# the collector off or on itself while a call is in flight in another thread may see that undone when the
# last call ends.
_GC_LOCK: Final = threading.Lock()
_GC_STATE: Final[list[int]] = [0, 0]  # [calls in flight, 1 if the first of them turned the collector off]


def _gc_pause() -> None:
    with _GC_LOCK:
        if _GC_STATE[0] == 0 and gc.isenabled():
            gc.disable()
            _GC_STATE[1] = 1
        _GC_STATE[0] += 1


def _gc_resume() -> None:
    with _GC_LOCK:
        _GC_STATE[0] -= 1
        if _GC_STATE[0] == 0 and _GC_STATE[1]:
            _GC_STATE[1] = 0
            gc.enable()


def adjudicate_json(doc: Mapping[str, Any]) -> dict[str, Any]:
    """Adjudicate one phase given as a JSON-like dict; see docs/headless-api.md.

    Raises ``ContractError`` (a ``ValueError``) with a clear message on bad input: nothing else escapes,
    and what it returns can always be written as UTF-8 JSON. The cyclic garbage collector is paused for
    the call (see ``_GC_STATE``; reference counting frees memory as always).
    """
    _gc_pause()
    try:
        return _adjudicate_json(doc)
    finally:
        _gc_resume()


def _adjudicate_json(doc: Mapping[str, Any]) -> dict[str, Any]:
    ruleset: Ruleset | None = None
    try:
        if not isinstance(doc, Mapping):
            raise ContractError(msg("contract.not_object"))
        check_document(doc, max_bytes=MAX_DOCUMENT_BYTES)
        name = doc.get("ruleset")
        if name is not None and not isinstance(name, str):
            raise ContractError(msg("contract.ruleset_not_string"))
        ruleset = load_ruleset(name or "standard")  # a name: a shipped ruleset or one of the user's, never a path
        # the native lane (express.py, _express.c, when built): a canonical movement phase straight into its
        # result; None for anything else (or when it is not built), which goes the way below
        quick = native_movement_json(doc, ruleset)
        if quick is not None:
            return quick
        # a canonical document straight from the map's tables (None for any other: the long way, which
        # says what is wrong). Either way the position passes check_position: position_from_json runs
        # it; position_from_tables builds only positions it passes (tests/test_speed.py checks both)
        position = position_from_tables(doc, ruleset)
        if position is None:
            position = position_from_json(doc, ruleset)
            # a phase to adjudicate comes from a game played from the ruleset's start (a game's record, read with
            # position_from_json too, may hold a position the referee set by hand: not held to it there)
            first = first_year_problems(position, ruleset)
            if first:
                raise ContractError(first[0], ruleset.map)
        orders: dict[str, list[str]] = {}
        lines = 0
        for power, lst in _by_power(doc, "orders", ruleset):
            orders[power.upper()] = _str_list(lst, f"orders.{power}")
            lines += len(lst)
            if lines > MAX_ORDER_LINES:
                raise ContractError(msg("contract.too_many_orders", limit=MAX_ORDER_LINES))
        civil = _optional_str_list(doc, "civil_disorder")
        for c in civil:
            _check_power(c, ruleset)
        civil = [c.upper() for c in civil]
        explain = doc.get("explain")
        if explain is not None and not isinstance(explain, bool):
            raise ContractError(msg("contract.explain_not_bool"))
        if not civil and not explain and position.phase.type is _MOVEMENT:
            # the express lane (express.py): the same result, straight into the contract's JSON
            quick = movement_json(position, orders, ruleset)
            if quick is not None:
                return quick
        adj = adjudicate(position, orders, ruleset, civil_disorder=civil, explain=bool(explain),
                         _position_checked=True)
        return adjudication_to_json(adj)
    except ContractError:
        raise
    except RefereeError as exc:
        raise ContractError(exc.message, ruleset) from exc

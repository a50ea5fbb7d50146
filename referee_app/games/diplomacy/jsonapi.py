"""The headless contract: ``adjudicate_json(doc) -> dict`` (documented in docs/headless-api.md)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from operator import attrgetter
from typing import Any

from .adjudication import Adjudication, adjudicate
from .errors import RefereeError
from .fastjson import position_from_tables
from .geography import GameMap
from .i18n import msg
from .ruleset import Ruleset, load_ruleset
from .state import Dislodged, Phase, PhaseType, Position, Unit
from .state import parse_unit as _parse_unit


class ContractError(RefereeError):
    """The JSON document does not follow the contract."""


def _mapping(doc: Mapping[str, Any], key: str, required: bool = False) -> Mapping[str, Any]:
    val = doc.get(key)
    if val is None:
        if required:
            raise ContractError(msg("contract.missing", name=key))
        return {}
    if not isinstance(val, Mapping):
        raise ContractError(msg("contract.not_object_by_power", name=key))
    return val


def _str_list(val: Any, where: str) -> list[str]:
    if not isinstance(val, list) or not all(isinstance(x, str) for x in val):
        raise ContractError(msg("contract.not_string_list", where=where))
    return val


def position_from_json(doc: Mapping[str, Any], ruleset: Ruleset) -> Position:
    if not isinstance(doc, Mapping):
        raise ContractError(msg("contract.not_object"))
    phase_text = doc.get("phase")
    if not isinstance(phase_text, str):
        raise ContractError(msg("contract.no_phase"))
    phase = Phase.parse(phase_text)
    gm = ruleset.map
    units = []
    for power, lst in _mapping(doc, "units", required=True).items():
        _check_power(power, ruleset)
        for text in _str_list(lst, f"units.{power}"):
            units.append(parse_unit(text, power, gm))
    centers: dict[str, str] = {}
    for power, lst in _mapping(doc, "centers").items():
        _check_power(power, ruleset)
        for c in _str_list(lst, f"centers.{power}"):
            code = c.strip().upper()
            if code not in gm.supply_centers:
                raise ContractError(msg("contract.not_a_centre", power=power, centre=repr(c)))
            if code in centers:
                raise ContractError(msg("contract.centre_twice", code=code, first=centers[code], second=power.upper()))
            centers[code] = power.upper()
    dislodged = []
    for power, lst in _mapping(doc, "dislodged").items():
        _check_power(power, ruleset)
        if not isinstance(lst, list):
            raise ContractError(msg("contract.dislodged_not_list", power=power))
        for item in lst:
            if not isinstance(item, Mapping) or not isinstance(item.get("unit"), str):
                raise ContractError(msg("contract.dislodged_entry", power=power))
            attacker = str(item.get("attacker_from") or "").upper()
            if attacker and attacker not in gm.provinces:
                raise ContractError(msg("contract.unknown_attacker", power=power, attacker=repr(attacker)))
            dislodged.append(Dislodged(parse_unit(item["unit"], power, gm), attacker, bool(item.get("by_convoy", False))))
    contested = [str(c).upper() for c in doc.get("contested", []) or []]
    for c in contested:
        if c not in gm.provinces:
            raise ContractError(msg("contract.unknown_contested", province=repr(c)))
    if phase.type is PhaseType.RETREATS and not dislodged:
        pass  # a retreat phase with nothing to retreat simply passes
    try:
        return Position.build(phase, units, centers, dislodged, contested)
    except RefereeError as exc:
        raise ContractError(exc.message, gm) from exc


def parse_unit(text: str, power: str, gm: GameMap) -> Unit:
    try:
        return _parse_unit(text, power, gm)
    except ContractError:
        raise
    except RefereeError as exc:
        raise ContractError(msg("contract.bad_unit", power=power, error=exc.message), gm) from exc


def _check_power(power: str, ruleset: Ruleset) -> None:
    if power.upper() not in ruleset.map.powers:
        raise ContractError(msg("contract.unknown_power", power=repr(power), powers=", ".join(ruleset.map.powers)))


_BY_POWER_PROVINCE = attrgetter("power", "province")


def units_json(units: Iterable[Unit]) -> dict[str, list[str]]:
    """``{POWER: ["A PAR", ...]}`` sorted by power, then province."""
    out: dict[str, list[str]] = {}
    for u in sorted(units, key=_BY_POWER_PROVINCE):
        lst = out.get(u.power)
        if lst is None:
            out[u.power] = [u.text]
        else:
            lst.append(u.text)
    return out


def centers_json(centers: Mapping[str, str]) -> dict[str, list[str]]:
    """``{POWER: ["PAR", ...]}`` sorted by province."""
    out: dict[str, list[str]] = {}
    for c, p in sorted(centers.items()):
        lst = out.get(p)
        if lst is None:
            out[p] = [c]
        else:
            lst.append(c)
    return out


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
    return {
        "phase": str(adj.phase),
        "next_phase": str(adj.next_phase),
        "orders": [r.contract() for r in adj.results],
        "units": units,
        "dislodged": dislodged,
        "contested": sorted(adj.contested),
        "centers": centers,
        "winner": winners[0] if len(winners) == 1 else (winners or None),
        "disbanded": [f"{u.power} {u}" for u in adj.disbanded],
        "built": [f"{u.power} {u}" for u in adj.built],
        "adjustments": dict(adj.adjustments),
    }


def adjudicate_json(doc: Mapping[str, Any]) -> dict[str, Any]:
    """Adjudicate one phase given as a JSON-like dict; see docs/headless-api.md.

    Raises ``ContractError`` (a ``ValueError``) with a clear message on bad input.
    """
    if not isinstance(doc, Mapping):
        raise ContractError(msg("contract.not_object"))
    ruleset = load_ruleset(str(doc.get("ruleset") or "standard"))
    position = position_from_tables(doc, ruleset)  # a canonical document, straight from the map's tables
    if position is None:
        position = position_from_json(doc, ruleset)
    orders: dict[str, list[str]] = {}
    for power, lst in _mapping(doc, "orders").items():
        _check_power(power, ruleset)
        orders[power.upper()] = _str_list(lst, f"orders.{power}")
    civil = doc.get("civil_disorder", [])
    adj = adjudicate(position, orders, ruleset, civil_disorder=[str(c) for c in civil or []])
    return adjudication_to_json(adj)

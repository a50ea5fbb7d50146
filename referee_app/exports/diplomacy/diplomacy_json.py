"""``diplomacy-json`` export: the saved-game JSON of the ``diplomacy`` Python package.

The package (pip name ``diplomacy``) reads it with
``diplomacy.utils.export.from_saved_game_format(json.load(f))``. The layout,
as that package writes it::

    {"id": "...", "map": "standard", "rules": [...],
     "phases": [{"name": "S1901M",
                 "state": {"name", "units", "retreats", "centers", "homes", "influence",
                           "civil_disorder", "builds", "note", "timestamp", "zobrist_hash",
                           "game_id", "map", "rules"},
                 "orders": {power: ["A PAR - BUR", ...]},
                 "results": {"A PAR": ["bounce"], ...},
                 "messages": []}, ...]}

Orders use the package's notation (``A PAR - BUR VIA``, ``F NTH C A YOR - NWY``,
``A TYR R MUN``, ``A TYR D``, ``F BER B``, ``WAIVE``). Orders this program
found invalid are left out (the package never stores such orders); their units
hold. ``zobrist_hash`` is written as "0": the package recomputes it on load.
Only the standard map exists in that package.
"""

from __future__ import annotations

import base64
import hashlib
import json
from typing import Any

from ...games.diplomacy.rules.adjudication import OrderResult, build_sites, retreat_destinations
from ...games.diplomacy.rules.errors import RefereeError
from ...games.diplomacy.rules.geography import GameMap
from ...games.diplomacy.rules.orders import Build, Convoy, Disband, Hold, Move, Order, Remove, Retreat, Support, Waive
from ...games.diplomacy.rules.state import PhaseType, Position, Unit
from ...games.diplomacy.rules.validate import resolve_fleet_dest
from ...games.diplomacy.table.game import Game, PhaseRecord
from .common import base_ruleset, kept_phases, ruleset_for

RULES = ["NO_PRESS", "POWER_CHOICE"]


def _unit(u: Unit) -> str:
    return f"{u.type.value} {u.location}"


def order_text(order: Order, gm: GameMap, result: OrderResult | None = None) -> str:
    """One order in the ``diplomacy`` package's notation."""
    if isinstance(order, Hold):
        return f"{_unit(order.unit)} H"
    if isinstance(order, Move):
        dest = order.dest
        if order.unit.type.value == "F" and not dest.coast:
            try:
                dest = resolve_fleet_dest(gm, order.unit, dest)
            except RefereeError:
                pass
        via = order.via_convoy or (result is not None and "by convoy" in result.reason)
        return f"{_unit(order.unit)} - {dest}" + (" VIA" if via else "")
    if isinstance(order, Support):
        s = f"{_unit(order.unit)} S {_unit(order.supported)}"
        if order.dest is not None:
            s += f" - {order.dest}/{order.dest_coast}" if order.dest_coast else f" - {order.dest}"
        return s
    if isinstance(order, Convoy):
        return f"{_unit(order.unit)} C A {order.army.province} - {order.dest}"
    if isinstance(order, Retreat):
        return f"{_unit(order.unit)} R {order.dest}"
    if isinstance(order, Disband):
        return f"{_unit(order.unit)} D"
    if isinstance(order, Build):
        return f"{order.type.value} {order.location} B"
    if isinstance(order, Remove):
        return f"{_unit(order.unit)} D"
    if isinstance(order, Waive):
        return "WAIVE"
    raise TypeError(order)


_RESULT_CODES = {"bounced": ["bounce"], "cut": ["cut"], "dislodged": ["dislodged"], "no-convoy": ["no convoy"],
                 "paradox": ["no convoy"], "void": ["void"], "not-used": ["void"], "army-failed": ["void"]}


def _results(pos: Position, results: tuple[OrderResult, ...], dislodged: set[str], gm: GameMap) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    ptype = pos.phase.type
    if ptype is PhaseType.MOVEMENT:
        for u in pos.units.values():
            out[_unit(u)] = []
    elif ptype is PhaseType.RETREATS:
        for d in pos.dislodged.values():
            out[_unit(d.unit)] = ["disband"]
    for r in results:
        o = r.order
        if o is None or r.status == "invalid":
            continue
        if isinstance(o, Build):
            out[f"{o.type.value} {o.location}"] = []
        elif isinstance(o, Waive):
            continue
        elif ptype is PhaseType.RETREATS:
            if r.tag == "bounced":
                out[_unit(o.unit)] = ["bounce", "disband"]
            elif isinstance(o, Retreat):
                out[_unit(o.unit)] = []
            else:
                out[_unit(o.unit)] = ["disband"]
        elif ptype is PhaseType.ADJUSTMENTS:
            out[_unit(o.unit)] = []
        else:
            out[_unit(o.unit)] = list(_RESULT_CODES.get(r.tag, []))
    if ptype is PhaseType.MOVEMENT:
        for prov in dislodged:
            hit = pos.units.get(prov)
            if hit is not None and "dislodged" not in out[_unit(hit)]:
                out[_unit(hit)].append("dislodged")
    return out


def _note(rec: PhaseRecord) -> str:
    """The referee's corrections of the phase's position, as the package's free-text note (English)."""
    from ...games.diplomacy.rules.i18n import tr

    return " ".join(tr("export.edit.heading", "en", when=str(e.before.phase), note=e.note) for e in rec.edits)


def _state(game: Game, pos: Position, influence: dict[str, str], game_id: str, name: str, at: float,
           note: str = "") -> dict[str, Any]:
    rs = ruleset_for(game, pos.phase)
    gm = rs.map
    powers = list(gm.powers)
    units: dict[str, list[str]] = {p: [] for p in powers}
    for u in sorted(pos.units.values(), key=lambda u: u.province):
        units[u.power].append(_unit(u))
    retreats: dict[str, dict[str, list[str]]] = {p: {} for p in powers}
    if pos.phase.type is PhaseType.RETREATS:
        for opt in retreat_destinations(pos, rs):
            units[opt.unit.power].append("*" + _unit(opt.unit))
            retreats[opt.unit.power][_unit(opt.unit)] = [str(loc) for loc in opt.destinations]
    centers: dict[str, list[str]] = {p: pos.centers_of(p) for p in powers}
    builds: dict[str, dict[str, Any]] = {}
    for p in powers:
        entry: dict[str, Any] = {"count": 0, "homes": []}
        if pos.phase.type is PhaseType.ADJUSTMENTS:
            n = len(centers[p]) - len(pos.units_of(p))
            entry["count"] = n
            if n > 0:
                sites = build_sites(p, pos.units, pos.centers, rs)
                entry = {"count": min(n, len(sites)), "homes": sites}
        builds[p] = entry
    return {
        "timestamp": int(at * 1_000_000),
        "zobrist_hash": "0",
        "note": note,
        "name": name,
        "units": units,
        "retreats": retreats,
        "centers": centers,
        "homes": {p: list(gm.powers[p].home_centers) for p in powers},
        "influence": {p: sorted(c for c, q in influence.items() if q == p) for p in powers},
        "civil_disorder": {p: int(p in game.setup.civil_disorder) for p in powers},
        "builds": builds,
        "game_id": game_id,
        "map": "standard",
        "rules": list(RULES),
    }


def game_id(game: Game) -> str:
    """A stable 16-character id made from the game's setup (same game, same id)."""
    seed = json.dumps([game.events[0].at if game.events else 0, game.setup.to_json()], sort_keys=True, default=str)
    return base64.urlsafe_b64encode(hashlib.sha256(seed.encode()).digest()).decode()[:16]


def saved_game(game: Game) -> dict[str, Any]:
    """The game in the ``diplomacy`` package's saved-game format."""
    gm = base_ruleset(game).map
    if gm.name != "standard" or set(gm.powers) != {"AUSTRIA", "ENGLAND", "FRANCE", "GERMANY", "ITALY", "RUSSIA", "TURKEY"}:
        raise RefereeError(f"the diplomacy package knows only the standard map; this game uses {gm.name!r}")
    gid = game_id(game)
    influence: dict[str, str] = {}
    phases: list[dict[str, Any]] = []
    entered = game.events[0].at if game.events else 0.0
    for e in kept_phases(game):
        rec = e.record
        adj = rec.adjudication
        assert adj is not None
        pos = rec.position
        for u in pos.units.values():
            influence[u.province] = u.power
        orders: dict[str, list[str]] = {p: [] for p in gm.powers}
        for r in adj.results:
            if r.order is not None and r.status != "invalid" and r.tag != "removed-default" and r.power in orders:
                orders[r.power].append(order_text(r.order, gm, r))
        dislodged = {o.unit.province for o in adj.retreats}
        phases.append({
            "name": str(pos.phase),
            "state": _state(game, pos, influence, gid, str(pos.phase), entered, _note(rec)),
            "orders": orders,
            "results": _results(pos, adj.results, dislodged, gm),
            "messages": [],
        })
        entered = e.adjudicated_at
    pos = game.position
    for u in pos.units.values():
        influence[u.province] = u.power
    name = "COMPLETED" if game.end is not None else str(pos.phase)
    phases.append({
        "name": name,
        "state": _state(game, pos, influence, gid, name, entered, _note(game.current)),
        "orders": {p: None for p in gm.powers},
        "results": {},
        "messages": [],
    })
    return {"id": gid, "map": "standard", "rules": list(RULES), "phases": phases}


def write_diplomacy_json(game: Game, out_path: str) -> None:
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        json.dump(saved_game(game), fh, ensure_ascii=False)
        fh.write("\n")

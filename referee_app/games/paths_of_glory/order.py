"""The order of battle a referee may keep (issue 32): units by space, the reserve box, the eliminated and
permanently eliminated units, trenches and control by space. Plain data in the game's state (``State.oob``),
changed only by the game's operations (``place``, ``box``, a combat, the attrition), so undo and replay
rebuild it like everything else. When it is kept, a combat names its spaces and takes its units from them,
and its losses are applied back (``apply_losses``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee_app.core.messages import msg

from . import combat as cb
from .errors import PogError
from .tables import NATIONS, SIDES, Rules

BOXES = ("reserve", "eliminated", "removed")  # 12.4.4 reserve box; eliminated (replaceable); out of the game


def empty() -> dict[str, Any]:
    return {"stacks": {}, "trenches": {}, "control": {}, "boxes": {b: {s: [] for s in SIDES} for b in BOXES}}


def all_ids(oob: Mapping[str, Any]) -> set[str]:
    ids = {str(u["id"]) for units in oob["stacks"].values() for u in units}
    ids |= {str(u["id"]) for box in oob["boxes"].values() for units in box.values() for u in units}
    return ids


def place(rules: Rules, oob: dict[str, Any], space_name: Any, units: Any, trench: Any = None,
          control: Any = None) -> str:
    """The stack of a space as the referee sets it (units, its trench level, who controls it): one side's
    units only (10.1.3), three at most (10.1.1), ids not used elsewhere in the order of battle."""
    space = cb.find_space(rules, space_name, "space").name
    parsed = cb.units_from_json(rules, units, "units", rules.units_per_space)
    sides = {cb.side_of(u.nation) for u in parsed}
    if len(sides) > 1:
        raise PogError(msg("pog.oob.mixed", space=space))  # 10.1.3
    others = all_ids(oob) - {str(u["id"]) for u in oob["stacks"].get(space, [])}
    for u in parsed:
        if u.id in others:
            raise PogError(msg("pog.oob.id_used", unit=u.id))
    if parsed:
        oob["stacks"][space] = [replace_space(u.to_json(), space) for u in parsed]
    else:
        oob["stacks"].pop(space, None)
    if trench is not None:
        level = cb._int(trench, "trench", 0, 2)
        if level:
            oob["trenches"][space] = level
        else:
            oob["trenches"].pop(space, None)
    if control is not None:
        oob["control"][space] = cb._choice(control, "control", SIDES)
    elif sides:
        oob["control"][space] = sides.pop()  # units in a space: their side controls it (11.1.13)
    return space


def replace_space(unit: Mapping[str, Any], space: str) -> dict[str, Any]:
    out = dict(unit)
    out["space"] = space
    return out


def set_box(rules: Rules, oob: dict[str, Any], box: Any, side: Any, units: Any) -> None:
    name = cb._choice(box, "box", BOXES)
    who = cb._choice(side, "side", SIDES)
    parsed = cb.units_from_json(rules, units, name)
    others = all_ids(oob) - {str(u["id"]) for u in oob["boxes"][name][who]}
    for u in parsed:
        if u.id in others:
            raise PogError(msg("pog.oob.id_used", unit=u.id))
        if cb.side_of(u.nation) != who:
            raise PogError(msg("pog.oob.wrong_box", unit=u.id, side=msg(f"pog.side.{who}")))
    oob["boxes"][name][who] = [u.to_json() for u in parsed]


def control_of(rules: Rules, oob: Mapping[str, Any]) -> dict[str, str]:
    out = {name: sp.side for name, sp in rules.spaces.items()}
    out.update(oob["control"])
    return out


def fill_combat(oob: Mapping[str, Any], inp: Mapping[str, Any]) -> tuple[dict[str, Any], bool]:
    """A combat whose spaces are named takes from the order of battle what its input lacks: the defended
    space's units and trench, the attacking spaces' units, each side's reserve box. Also says whether the
    units came from the order of battle (then the combat's losses go back to it)."""
    out = {k: (dict(v) if isinstance(v, Mapping) else v) for k, v in inp.items()}
    d = out.get("defender")
    a = out.get("attacker")
    if not isinstance(d, dict) or not isinstance(a, dict) or not d.get("space"):
        return out, False
    from_oob = "units" not in d and "units" not in a
    stacks = oob["stacks"]
    space = str(d["space"])
    key = next((name for name in stacks if cb_key(name) == cb_key(space)), space)
    if "units" not in d:
        d["units"] = [dict(u) for u in stacks.get(key, [])]
    if "trench" not in d and key in oob["trenches"]:
        d["trench"] = oob["trenches"][key]
    if "units" not in a and isinstance(a.get("from"), list):
        wanted = {cb_key(str(n)) for n in a["from"]}
        a["units"] = [dict(u) for name, units in stacks.items() if cb_key(name) in wanted for u in units]
    for role, side_in in (("attacker", a), ("defender", d)):
        units = side_in.get("units") or []
        if "reserve" not in side_in and units and isinstance(units[0], Mapping) and units[0].get("nation") in NATIONS:
            side = cb.side_of(str(units[0]["nation"]))
            side_in["reserve"] = [dict(u) for u in oob["boxes"]["reserve"][side]]
        out[role] = side_in
    return out, from_oob


def cb_key(name: str) -> str:
    from .tables import space_key
    return space_key(name)


def apply_losses(oob: dict[str, Any], result: cb.CombatResult, inp: Mapping[str, Any]) -> list[str]:
    """The combat's steps applied to the order of battle: units reduced in their spaces, an eliminated army
    replaced where it stood by the reserve corps (taken out of the reserve box), eliminated units to the
    eliminated box, armies removed for good out of the game, a destroyed fort noted. Returns the spaces
    changed (retreats and advances the referee makes with ``place``)."""
    changed: list[str] = []
    for role in ("attacker", "defender"):
        lost = result.losses.get(role)
        side_in = inp.get(role, {})
        units = [u for u in side_in.get("units", []) if isinstance(u, Mapping)]
        if lost is None or not units:
            continue
        side = cb.side_of(units[0]["nation"])
        where = {str(u["id"]): str(u.get("space") or (side_in.get("space") if role == "defender" else "")) for u in units}
        standing = {u.id: u for u in lost.units}
        replaced_by = {s.replaced_by: s.unit for s in lost.steps if s.replaced_by}
        gone_for_good = {s.unit for s in lost.steps if s.removed_for_good}
        eliminated = [s.unit for s in lost.steps if s.became == "eliminated"]
        stacks = oob["stacks"]
        for uid in where:
            space = where[uid]
            key = _stack_key(stacks, space)
            if key is None:
                continue
            stacks[key] = [u for u in stacks[key] if str(u["id"]) != uid]
            if key not in changed:
                changed.append(key)
        for uid, unit in standing.items():
            origin = where.get(replaced_by.get(uid, uid), where.get(uid, ""))
            key = _stack_key(stacks, origin) or origin
            if key:
                stacks.setdefault(key, []).append(replace_space(unit.to_json(), key))
        reserve = oob["boxes"]["reserve"][side]
        oob["boxes"]["reserve"][side] = [u for u in reserve if str(u["id"]) not in replaced_by]
        by_id = {str(u["id"]): u for u in units}
        by_id.update({str(u["id"]): u for u in reserve})
        for uid in eliminated:
            if uid in standing:
                continue
            counter = dict(by_id.get(uid, {"id": uid}))
            counter.pop("space", None)
            counter["strength"] = "reduced"
            box = "removed" if uid in gone_for_good else "eliminated"
            oob["boxes"][box][side].append(counter)
        for key in list(stacks):
            if not stacks[key]:
                del stacks[key]
    return changed


def _stack_key(stacks: Mapping[str, Any], space: str) -> str | None:
    if not space:
        return None
    return next((name for name in stacks if cb_key(name) == cb_key(space)), None)


def replace_units(rules: Rules, oob: dict[str, Any], side: str, named: Any) -> dict[str, int]:
    """Phase F (9.4.4) with the order of battle kept: each unit named takes one replacement point of its
    nation's: a reduced unit on the map or in the reserve box back to full strength; an eliminated one back
    at reduced strength, a corps to the reserve box, an army to the friendly space named for it (10.1.1).
    A unit out of the game is refused (12.4.4, 14.3.5: never rebuilt). Returns the RP each nation paid."""
    if not isinstance(named, list):
        raise PogError(msg("pog.input.not_list", field="units"))
    cost: dict[str, int] = {}
    seen: set[str] = set()
    for i, entry in enumerate(named):
        where = f"units[{i + 1}]"
        if isinstance(entry, str):
            entry = {"id": entry}
        if not isinstance(entry, Mapping) or not str(entry.get("id", "")).strip():
            raise PogError(msg("pog.input.not_object", field=where))
        uid = str(entry["id"]).strip()
        if uid in seen:
            raise PogError(msg("pog.rp.twice", unit=uid))
        seen.add(uid)
        if any(str(u["id"]) == uid for u in oob["boxes"]["removed"][side]):
            raise PogError(msg("pog.rp.removed", unit=uid))  # 12.4.4, 14.3.5
        unit = _rebuild(rules, oob, side, uid, entry.get("space"))
        cost[str(unit["nation"])] = cost.get(str(unit["nation"]), 0) + 1
    return cost


def _rebuild(rules: Rules, oob: dict[str, Any], side: str, uid: str, space_name: Any) -> dict[str, Any]:
    """One named unit a step stronger (``replace_units``); the unit as it now stands."""
    placed: list[dict[str, Any]] = [u for units in oob["stacks"].values() for u in units]
    placed += oob["boxes"]["reserve"][side]
    for u in placed:
        if str(u["id"]) == uid and cb.side_of(str(u["nation"])) == side:
            if u.get("strength", "full") == "full":
                raise PogError(msg("pog.rp.full", unit=uid))
            u["strength"] = "full"
            return u
    eliminated = oob["boxes"]["eliminated"][side]
    unit = next((u for u in eliminated if str(u["id"]) == uid), None)
    if unit is None:
        raise PogError(msg("pog.rp.no_unit", unit=uid, side=msg(f"pog.side.{side}")))
    back = dict(unit, strength="reduced")
    back.pop("space", None)
    if back.get("type") == "corps":
        oob["boxes"]["reserve"][side].append(back)
    else:
        if not space_name:
            raise PogError(msg("pog.rp.army_space", unit=uid))
        space = cb.find_space(rules, space_name, "space").name
        if control_of(rules, oob).get(space) != side:
            raise PogError(msg("pog.rp.enemy_space", unit=uid, space=space))
        stack = oob["stacks"].setdefault(space, [])
        if len(stack) >= rules.units_per_space:
            raise PogError(msg("pog.rp.stacked", unit=uid, space=space, limit=rules.units_per_space))  # 10.1.1
        back = replace_space(back, space)
        stack.append(back)
    oob["boxes"]["eliminated"][side] = [u for u in eliminated if str(u["id"]) != uid]
    return back


STOP_TERRAIN = ("forest", "mountain", "swamp")  # 12.6.3: an advance stops on entering them


def _enemy_in(oob: Mapping[str, Any], space: str, side: str) -> bool:
    return any(cb.side_of(str(u["nation"])) != side for u in oob["stacks"].get(space, []))


def _line_ok(rules: Rules, a: str, b: str, nations: set[str]) -> bool:
    only = rules.dotted.get(frozenset((a, b)))
    return not only or nations <= set(only)  # 11.1.4: a dotted line only for the nations it names


def after_combat(rules: Rules, oob: dict[str, Any], last: Mapping[str, Any] | None, kind: str, units: Any,
                 to: Any) -> tuple[str, list[str]]:
    """The last combat's retreat (12.5) or advance (12.6) applied to the order of battle: ``units`` (ids) go to
    the space ``to`` when the rules let them. Returns the space reached and the ids moved.

    Retreat: after an attacker's win with a retreat of 1 or 2 spaces, the defended space's units, by a chain of
    exactly that many lines through spaces without enemy units and not back into the defended space, to a
    space without enemy units and within the stacking limit (12.5.2, 12.5.5); the defended space stays its
    side's (12.5.8), the space reached becomes the retreating side's. Advance: the attackers still at full
    strength, after the defenders retreated or were all eliminated (12.6.1), into the defended space, or with
    a retreat of 2 one line further unless the defended space is forest, mountain or swamp (12.6.2, 12.6.3);
    the spaces entered become the attacker's (12.6.9), a level 1 trench there is removed and a level 2 one
    becomes level 1 (11.2.5, 11.2.6). Forts are not checked: the players know the sieges."""
    kind = cb._choice(kind, "kind", ("retreat", "advance"))
    if not last or not last.get("from_oob"):
        raise PogError(msg("pog.move.no_combat"))
    inp = last.get("input", {})
    defended = _stack_key(oob["stacks"], str(inp.get("defender", {}).get("space", ""))) or \
        cb.find_space(rules, inp.get("defender", {}).get("space"), "space").name
    if not isinstance(units, list) or not units:
        raise PogError(msg("pog.input.not_list", field="units"))
    ids = [str(u).strip() for u in units]
    dest = cb.find_space(rules, to, "to").name
    retreat = int(last.get("retreat") or 0)
    attacker_won = last.get("winner") == "attacker"
    att_side = str(inp.get("side", "central"))
    side = att_side if kind == "advance" else next(s for s in SIDES if s != att_side)
    if kind == "retreat":
        if not attacker_won or retreat < 1:
            raise PogError(msg("pog.move.no_retreat"))  # 12.5.1
        here = {str(u["id"]): u for u in oob["stacks"].get(defended, [])}
        moving = [here.get(i) for i in ids]
        if any(u is None for u in moving):
            raise PogError(msg("pog.move.not_there", units=", ".join(i for i in ids if i not in here), space=defended))
        nations = {str(u["nation"]) for u in here.values() if str(u["id"]) in ids}
        if dest == defended:
            raise PogError(msg("pog.move.back", space=defended))  # 12.5.5
        frontier = {defended}
        for _ in range(retreat):  # chains of exactly ``retreat`` lines
            frontier = {b for a in frontier for b in rules.spaces[a].connections
                        if b != defended and not _enemy_in(oob, b, side) and _line_ok(rules, a, b, nations)}
        if dest not in frontier:
            raise PogError(msg("pog.move.too_far", space=dest, n=retreat))
        sources = {defended: [str(u["id"]) for u in here.values()]}
    else:
        defenders_left = [u for u in oob["stacks"].get(defended, []) if cb.side_of(str(u["nation"])) != side]
        if not attacker_won or defenders_left:
            raise PogError(msg("pog.move.no_advance", space=defended))  # 12.6.1
        attackers = {str(u["id"]) for u in inp.get("attacker", {}).get("units", []) if isinstance(u, Mapping)}
        sources = {}
        for space, stack in oob["stacks"].items():
            for u in stack:
                if str(u["id"]) in ids:
                    sources.setdefault(space, []).append(str(u["id"]))
                    if str(u["id"]) not in attackers or u.get("strength", "full") != "full":
                        raise PogError(msg("pog.move.not_full", unit=str(u["id"])))  # 12.6.1
        missing = [i for i in ids if not any(i in v for v in sources.values())]
        if missing:
            raise PogError(msg("pog.move.not_there", units=", ".join(missing), space="-"))
        nations = {str(u["nation"]) for stack in oob["stacks"].values() for u in stack if str(u["id"]) in ids}
        allowed = {defended}
        lost_all = not any(cb.side_of(str(u.get("nation", ""))) != side for u in inp.get("defender", {}).get("units", [])
                           if isinstance(u, Mapping)) or retreat == 0
        if retreat == 2 and not lost_all and rules.spaces[defended].terrain not in STOP_TERRAIN:
            allowed |= {b for b in rules.spaces[defended].connections
                        if not _enemy_in(oob, b, side) and _line_ok(rules, defended, b, nations)}
        if dest not in allowed:
            raise PogError(msg("pog.move.advance_where", space=dest, defended=defended))  # 12.6.2, 12.6.3
    if _enemy_in(oob, dest, side):
        raise PogError(msg("pog.move.enemy", space=dest))  # 12.5.5, 12.6.4
    key = _stack_key(oob["stacks"], dest) or dest
    arriving = len([i for v in sources.values() for i in v if i in ids])
    staying = [u for u in oob["stacks"].get(key, []) if str(u["id"]) not in ids]
    if len(staying) + arriving > rules.units_per_space:
        raise PogError(msg("pog.move.stacked", space=dest, limit=rules.units_per_space))  # 10.1.1
    moved: list[dict[str, Any]] = []
    for space in list(sources):
        keep: list[dict[str, Any]] = []
        for u in oob["stacks"][space]:
            (moved if str(u["id"]) in ids else keep).append(u)
        if keep:
            oob["stacks"][space] = keep
        else:
            del oob["stacks"][space]
    oob["stacks"][key] = staying + [replace_space(u, key) for u in moved]
    oob["control"][key] = side  # 12.5.5, 12.6.9
    if kind == "advance":
        for space in {defended, key}:
            oob["control"][space] = side
            level = int(oob["trenches"].get(space, 0))
            if level == 1:
                del oob["trenches"][space]  # 11.2.5
            elif level == 2:
                oob["trenches"][space] = 1  # 11.2.6
    return key, [str(u["id"]) for u in moved]


def units_in(oob: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [dict(u) for units in oob["stacks"].values() for u in units]


__all__ = ["BOXES", "STOP_TERRAIN", "all_ids", "apply_losses", "control_of", "empty", "fill_combat", "place", "replace_units", "after_combat", "set_box", "units_in"]


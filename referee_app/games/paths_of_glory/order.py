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
from . import procedures as pr
from . import supply as su
from .errors import PogError
from .tables import NATIONS, SIDES, Rules

BOXES = ("reserve", "eliminated", "removed")  # 12.4.4 reserve box; eliminated (replaceable); out of the game


def empty() -> dict[str, Any]:
    return {"stacks": {}, "trenches": {}, "control": {}, "boxes": {b: {s: [] for s in SIDES} for b in BOXES},
            "forts_destroyed": []}


# --- forts (15): destroyed ones kept, sieges read off the stacks ------------------------------------

def fort_destroyed(oob: Mapping[str, Any], space: str) -> bool:
    """15.1.9: a fort destroyed (by a siege, by combat, by an event) stays so for the rest of the game."""
    return cb_key(space) in {cb_key(s) for s in oob.get("forts_destroyed", [])}


def fort_standing(rules: Rules, oob: Mapping[str, Any], space: str) -> bool:
    """The space has a fort on the map (spaces.toml) that is not destroyed."""
    sp = rules.spaces.get(space)
    return sp is not None and sp.fort > 0 and not fort_destroyed(oob, space)


def fort_side(rules: Rules, space: str) -> str:
    """Whose fort it is: its country's side (a neutral's fort becomes its side's when it enters)."""
    sp = rules.spaces[space]
    return cb.side_of(sp.nation) if sp.nation in NATIONS else sp.side


def _besiegers(rules: Rules, oob: Mapping[str, Any], space: str) -> list[Mapping[str, Any]]:
    owner = fort_side(rules, space)
    return [u for u in oob["stacks"].get(space, []) if cb.side_of(str(u["nation"])) != owner]


def besieging(rules: Rules, units: Any, fort: int) -> bool:
    """15.2.1: an army, or as many corps as the fort's loss factor."""
    units = list(units)
    armies = sum(1 for u in units if u.get("type", "corps") == "army")
    return pr.can_besiege(armies, len(units) - armies, fort)


def besieged(rules: Rules, oob: Mapping[str, Any]) -> list[str]:
    """The forts under siege: a standing fort with enemy units in its space, an army or as many corps as its
    loss factor (15.2.1); fewer than that and the fort is not besieged (15.2.4: no surrender roll, no supply
    through it)."""
    return sorted(space for space in oob["stacks"] if fort_standing(rules, oob, space)
                  and besieging(rules, _besiegers(rules, oob, space), rules.spaces[space].fort))


def supply_input(rules: Rules, oob: Mapping[str, Any], units: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """What ``supply.check_supply`` needs from the order of battle: the units, who controls each space (a
    besieged fort's space stays its side's, 15.1.10) and the forts under siege (14.1.2, 14.1.3)."""
    control = control_of(rules, oob)
    sieges = besieged(rules, oob)
    for space in sieges:
        control[space] = fort_side(rules, space)
    return {"units": units_in(oob) if units is None else units, "control": control, "besieged": sieges}


def destroy_fort(rules: Rules, oob: dict[str, Any], space_name: Any, destroyed: bool = True) -> str:
    """The referee marks a fort destroyed (an event such as Guns of August's Liege, 15.1.9) or, to correct
    a mistake, standing again. Refused for a space without a fort."""
    space = cb.find_space(rules, space_name, "space").name
    if rules.spaces[space].fort <= 0:
        raise PogError(msg("pog.fort.none", space=space))
    kept = [s for s in oob.get("forts_destroyed", []) if cb_key(s) != cb_key(space)]
    oob["forts_destroyed"] = kept + ([space] if destroyed else [])
    return space


def all_ids(oob: Mapping[str, Any]) -> set[str]:
    ids = {str(u["id"]) for units in oob["stacks"].values() for u in units}
    ids |= {str(u["id"]) for box in oob["boxes"].values() for units in box.values() for u in units}
    return ids


def place(rules: Rules, oob: dict[str, Any], space_name: Any, units: Any, trench: Any = None,
          control: Any = None, *, forts: bool = True) -> str:
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
        side = sides.pop()
        if not (forts and fort_standing(rules, oob, space) and fort_side(rules, space) != side):
            oob["control"][space] = side  # units in a space: their side controls it (11.1.13)
        # besieging a fort takes no control of its space (11.1.13, 15.1.10)
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
    if "fort" not in d and fort_destroyed(oob, space):
        d["fort"] = False  # 15.1.9: a destroyed fort adds nothing
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


STAND_TERRAIN = ("desert", "mountain", "swamp")  # 12.5.3: with a trench or a fort, a defender may stand there


def _enemy_fort(rules: Rules, oob: Mapping[str, Any], space: str, side: str) -> bool:
    """An enemy fort not under siege (12.5.5): a fort in a space the other side controls with none of
    ``side``'s units in it (its units there would be besieging it, 15.2.1). A destroyed fort (15.1.9, kept
    in the order of battle) is none."""
    if not fort_standing(rules, oob, space) or control_of(rules, oob).get(space) == side:
        return False
    return not any(cb.side_of(str(u["nation"])) == side for u in oob["stacks"].get(space, []))


def _retreat_ends(rules: Rules, oob: Mapping[str, Any], defended: str, side: str, nations: set[str],
                  spaces: int, arriving: int, ids: set[str]) -> list[str]:
    """Where a retreat of ``spaces`` lines from ``defended`` may end (12.5.2, 12.5.5): through spaces without
    enemy units or an enemy fort not under siege, not back into the defended space, on lines these nations
    use, in a space the arriving units do not overstack (10.1.1)."""
    frontier = {defended}
    for _ in range(spaces):
        frontier = {b for a in frontier for b in rules.spaces[a].connections
                    if b != defended and not _enemy_in(oob, b, side) and not _enemy_fort(rules, oob, b, side)
                    and _line_ok(rules, a, b, nations)}
    out = []
    for b in sorted(frontier):
        key = _stack_key(oob["stacks"], b) or b
        if len([u for u in oob["stacks"].get(key, []) if str(u["id"]) not in ids]) + arriving <= rules.units_per_space:
            out.append(b)
    return out


def _preferred(rules: Rules, oob: Mapping[str, Any], ends: list[str], side: str,
               units: list[Mapping[str, Any]], sieges: bool = True) -> list[str]:
    """12.5.5: of the spaces a retreat may end in, the friendly-controlled ones where there are any, and of
    those the ones in supply for every retreating nation where there are any (14.1)."""
    control = control_of(rules, oob)
    friendly = [b for b in ends if control.get(b) == side] or ends
    if len(friendly) < 2:
        return friendly
    here = [{"id": f"{b}/{u['id']}", "nation": u["nation"], "type": u.get("type", "corps"), "space": b,
             **({"tag": u["tag"]} if u.get("tag") else {})} for b in friendly for u in units]
    doc = supply_input(rules, oob, here) if sieges else {"units": here, "control": control}
    out = set(su.check_supply(rules, doc)["out_of_supply"])
    supplied = [b for b in friendly if not any(str(h["id"]) in out for h in here if h["space"] == b)]
    return supplied or friendly


def retreat_check(rules: Rules, oob: Mapping[str, Any], last: Mapping[str, Any] | None) -> dict[str, Any]:
    """What the last combat's defenders may do instead of retreating to a space (12.5.3, 12.5.4): whether
    they may stand by taking one more step, where a retreat of the whole stack may end (the preferred
    spaces first, 12.5.5). {"defended", "side", "spaces", "stand", "ends", "preferred"}."""
    if not last or not last.get("from_oob"):
        raise PogError(msg("pog.move.no_combat"))
    inp = last.get("input", {})
    dfn = inp.get("defender", {})
    defended = _stack_key(oob["stacks"], str(dfn.get("space", ""))) or cb.find_space(rules, dfn.get("space"), "space").name
    att_side = str(inp.get("side", "central"))
    side = next(s for s in SIDES if s != att_side)
    here = [u for u in oob["stacks"].get(defended, []) if cb.side_of(str(u["nation"])) == side]
    spaces = int(last.get("retreat") or 0) if last.get("winner") == "attacker" else 0
    trench = int(oob["trenches"].get(defended, 0)) if not dfn.get("trench_cancelled") else 0
    fort = fort_standing(rules, oob, defended) and dfn.get("fort") is not False
    if "may_stay" in last:  # the combat's step 10 (12.5.3: the place, and a unit left after the step)
        may = bool(last["may_stay"])
    else:
        may = trench > 0 or fort or rules.spaces[defended].terrain in STAND_TERRAIN
    stand = bool(here) and spaces > 0 and not last.get("stood") and may
    nations = {str(u["nation"]) for u in here}
    ids = {str(u["id"]) for u in here}
    ends = _retreat_ends(rules, oob, defended, side, nations, spaces, len(here), ids) if spaces else []
    return {"defended": defended, "side": side, "spaces": spaces, "stand": stand, "ends": ends,
            "preferred": _preferred(rules, oob, ends, side, here) if ends else []}


def _box_unit(oob: dict[str, Any], side: str, unit: Mapping[str, Any], box: str) -> None:
    counter = {k: v for k, v in unit.items() if k != "space"}
    counter["strength"] = "reduced"
    oob["boxes"][box][side].append(counter)


def stand(rules: Rules, oob: dict[str, Any], last: Mapping[str, Any] | None, unit: Any) -> tuple[str, str]:
    """12.5.3: a defender in a trench, a fort, desert, mountain or swamp takes one more step instead of
    retreating (not more loss points): ``unit`` (any defender there) is reduced, or if already reduced
    eliminated (a corps to the eliminated box; an army replaced by a corps of its nation from the reserve
    box, full ones first, or removed for good without one, 12.4.4). Returns the space and what became of
    the unit ("reduced", "eliminated", "replaced", "removed")."""
    check = retreat_check(rules, oob, last)
    if not check["stand"]:
        raise PogError(msg("pog.move.no_stand", space=check["defended"]))
    defended, side = check["defended"], check["side"]
    uid = str(unit).strip()
    stack = oob["stacks"].get(defended, [])
    found = next((u for u in stack if str(u["id"]) == uid and cb.side_of(str(u["nation"])) == side), None)
    if found is None:
        raise PogError(msg("pog.move.not_there", units=uid[:40], space=defended))
    rest = [u for u in stack if u is not found]
    outcome = "reduced"
    if found.get("strength", "full") == "full":
        rest.append({**found, "strength": "reduced"})
    elif found.get("type") == "army":
        reserve = oob["boxes"]["reserve"][side]
        same = [u for u in reserve if u.get("nation") == found.get("nation") and u.get("type", "corps") == "corps"]
        same.sort(key=lambda u: u.get("strength", "full") != "full")
        _box_unit(oob, side, found, "eliminated" if same else "removed")
        if same:
            oob["boxes"]["reserve"][side] = [u for u in reserve if u is not same[0]]
            rest.append(replace_space(same[0], defended))
            outcome = "replaced"
        else:
            outcome = "removed"
    else:
        _box_unit(oob, side, found, "eliminated")
        outcome = "eliminated"
    if rest:
        oob["stacks"][defended] = rest
    else:
        del oob["stacks"][defended]
    return defended, outcome


def eliminate_unretreatable(rules: Rules, oob: dict[str, Any], last: Mapping[str, Any] | None) -> list[str]:
    """12.5.4: defenders that must retreat and have no space to end in (nor stand, 12.5.3) are eliminated;
    an army eliminated so is out of the game (removed for good), a corps goes to the eliminated box. Refused
    while a retreat or a stand is possible. Returns the ids eliminated."""
    check = retreat_check(rules, oob, last)
    defended, side = check["defended"], check["side"]
    if check["spaces"] < 1:
        raise PogError(msg("pog.move.no_retreat"))
    if check["stand"]:
        raise PogError(msg("pog.move.may_stand", space=defended))
    if check["ends"]:
        raise PogError(msg("pog.move.can_retreat", spaces=", ".join(check["preferred"])))
    gone = [u for u in oob["stacks"].get(defended, []) if cb.side_of(str(u["nation"])) == side]
    for u in gone:
        _box_unit(oob, side, u, "removed" if u.get("type") == "army" else "eliminated")
    rest = [u for u in oob["stacks"].get(defended, []) if u not in gone]
    if rest:
        oob["stacks"][defended] = rest
    else:
        oob["stacks"].pop(defended, None)
    return [str(u["id"]) for u in gone]


def after_combat(rules: Rules, oob: dict[str, Any], last: Mapping[str, Any] | None, kind: str, units: Any,
                 to: Any, *, strict: bool = True, forts: bool = True) -> tuple[str, list[str]]:
    """The last combat's retreat (12.5) or advance (12.6) applied to the order of battle: ``units`` (ids) go to
    the space ``to`` when the rules let them. Returns the space reached and the ids moved.

    Retreat: after an attacker's win with a retreat of 1 or 2 spaces, the defended space's units, by a chain of
    exactly that many lines through spaces without enemy units and not back into the defended space, to a
    space without enemy units and within the stacking limit (12.5.2, 12.5.5); the defended space stays its
    side's (12.5.8), the space reached becomes the retreating side's. Advance: the attackers still at full
    strength, after the defenders retreated or were all eliminated (12.6.1), into the defended space, or with
    a retreat of 2 one line further unless the defended space is forest, mountain or swamp (12.6.2, 12.6.3);
    the spaces entered become the attacker's (12.6.9), a level 1 trench there is removed and a level 2 one
    becomes level 1 (11.2.5, 11.2.6). A space with a standing enemy fort (not destroyed, 15.1.9) may be
    advanced into only by units that can besiege it (12.6.5, 15.2.1), and its control does not change
    (15.1.10); a destroyed fort is no obstacle."""
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
        if last.get("stood"):
            raise PogError(msg("pog.move.stood", space=defended))  # 12.5.3: the stand cancelled the retreat
        if dest == defended:
            raise PogError(msg("pog.move.back", space=defended))  # 12.5.5
        if strict and _enemy_fort(rules, oob, dest, side):
            raise PogError(msg("pog.move.enemy_fort", space=dest))  # 12.5.5
        frontier = {defended}
        for _ in range(retreat):  # chains of exactly ``retreat`` lines
            frontier = {b for a in frontier for b in rules.spaces[a].connections
                        if b != defended and not _enemy_in(oob, b, side)
                        and not (strict and _enemy_fort(rules, oob, b, side)) and _line_ok(rules, a, b, nations)}
        if dest not in frontier:
            raise PogError(msg("pog.move.too_far", space=dest, n=retreat))
        ends = _retreat_ends(rules, oob, defended, side, nations, retreat, len(ids), set(ids))
        if strict and dest in ends:  # 12.5.5: friendly-controlled where possible, then in supply where possible
            control = control_of(rules, oob)
            friendly = [b for b in ends if control.get(b) == side]
            if friendly and dest not in friendly:
                raise PogError(msg("pog.move.friendly_first", space=dest, spaces=", ".join(friendly)))
            preferred = _preferred(rules, oob, ends, side, [u for u in moving if u is not None], forts)
            if dest not in preferred:
                raise PogError(msg("pog.move.supply_first", space=dest, spaces=", ".join(preferred)))
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
    if forts and kind == "advance" and fort_standing(rules, oob, dest) and fort_side(rules, dest) != side:
        coming = [u for space in sources for u in oob["stacks"][space] if str(u["id"]) in ids]
        if not besieging(rules, list(coming) + list(_besiegers(rules, oob, key)), rules.spaces[dest].fort):
            raise PogError(msg("pog.move.cannot_besiege", space=dest, fort=rules.spaces[dest].fort))  # 12.6.5
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
    if not (forts and fort_standing(rules, oob, key) and fort_side(rules, key) != side):
        oob["control"][key] = side  # 12.5.5, 12.6.9 (besieging a fort takes no control, 15.1.10)
    if kind == "advance":
        for space in {defended, key}:
            if not (forts and fort_standing(rules, oob, space) and fort_side(rules, space) != side):
                oob["control"][space] = side
            level = int(oob["trenches"].get(space, 0))
            if level == 1:
                del oob["trenches"][space]  # 11.2.5
            elif level == 2:
                oob["trenches"][space] = 1  # 11.2.6
    return key, [str(u["id"]) for u in moved]


def eliminate_ids(oob: dict[str, Any], ids: list[str]) -> None:
    """12.5.6: units eliminated at once, to the eliminated (replaceable) units box, armies too and not replaced
    by a reserve corps (the living rules' wording of 12.5.6)."""
    wanted = set(ids)
    for space in list(oob["stacks"]):
        keep = []
        for u in oob["stacks"][space]:
            if str(u["id"]) in wanted:
                _box_unit(oob, cb.side_of(str(u["nation"])), u, "eliminated")
            else:
                keep.append(u)
        if keep:
            oob["stacks"][space] = keep
        else:
            del oob["stacks"][space]


def units_in(oob: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [dict(u) for units in oob["stacks"].values() for u in units]


__all__ = ["BOXES", "STAND_TERRAIN", "STOP_TERRAIN", "after_combat", "all_ids", "apply_losses", "besieged", "besieging",
           "control_of", "destroy_fort", "eliminate_ids", "fort_destroyed", "fort_side", "fort_standing", "supply_input",
           "eliminate_unretreatable", "empty", "fill_combat", "place", "replace_units", "retreat_check", "set_box",
           "stand", "units_in"]


"""Combat (rule 12): the fire tables, the flank attack, losses, the winner, retreat and advance.

Pure functions over plain values; the game records each combat with its dice (``game.py``). What the
map and the cards say (terrain and trench column shifts, cards' DRMs) is input: the aid has neither.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any

from referee_app.core.dice import Roll
from referee_app.core.messages import Message, msg

from .errors import PogError
from .tables import NATIONS, Rules

TABLES = ("army", "corps")
TERRAINS = ("clear", "forest", "mountain", "swamp", "desert")
STAY_TERRAINS = ("mountain", "swamp", "desert")  # 12.5.3, with trenches and forts
STOP_TERRAINS = ("forest", "mountain", "swamp")  # 12.6.3
CORPS_LF = 1  # a corps' loss factor when the input gives none (every corps counter prints 1)
BRITISH_ORDER = (("army", "BEF"), ("corps", "BEF"), ("army", "MEF"), ("corps", "AUS"), ("corps", "CND"))  # 12.4.5
NO_REPLACING = ("AUS", "CND", "PT", "ANA")  # 12.4.4.3: these corps never replace a British army


def _int(value: Any, what: str, low: int | None = None, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise PogError(msg("pog.input.not_int", field=what, value=str(value)))
    if (low is not None and value < low) or (high is not None and value > high):
        raise PogError(msg("pog.input.out_of_range", field=what, value=value, low=str(low), high=str(high)))
    return value


def _choice(value: Any, what: str, allowed: Sequence[str]) -> str:
    if not isinstance(value, str) or value not in allowed:
        raise PogError(msg("pog.input.not_one_of", field=what, value=str(value), allowed=", ".join(allowed)))
    return value


# --- fire (12.2.6 - 12.2.8) -----------------------------------------------------------------------

@dataclass(frozen=True)
class FireResult:
    table: str
    strength: int
    column: str
    shift: int
    drm: int
    roll: int
    modified: int
    losses: int

    def to_json(self) -> dict[str, Any]:
        return {"table": self.table, "strength": self.strength, "column": self.column, "shift": self.shift,
                "drm": self.drm, "roll": self.roll, "modified": self.modified, "losses": self.losses}


def fire(rules: Rules, table: str, strength: int, shift: int, drm: int, roll: int) -> FireResult:
    """One side's fire: the column of its strength moved ``shift`` columns (right positive, stopping at
    the ends: 12.2.7), the die plus DRM held to 1..6 (12.2.8), the losses it inflicts."""
    _choice(table, "table", TABLES)
    _int(strength, "cf", 0)
    _int(shift, "shift")
    _int(drm, "drm")
    _int(roll, "roll", 1, 6)
    t = rules.fire[table]
    col = min(max(t.column_of(strength) + shift, 0), len(t.columns) - 1)
    modified = min(max(roll + drm, 1), 6)
    return FireResult(table, strength, t.columns[col], shift, drm, roll, modified, t.rows[modified - 1][col])


# --- units and losses (12.4) ------------------------------------------------------------------------

@dataclass(frozen=True)
class Unit:
    """A combat unit as the players read it off the counter."""

    id: str
    nation: str
    kind: str  # "army" | "corps"
    full: bool
    lf: tuple[int, int]  # loss factor of the full and of the reduced side
    cf: tuple[int, int] = (0, 0)  # combat factor of the full and of the reduced side
    tag: str = ""  # BEF, MEF, AUS, CND, PT, ANA, CAU ... (12.4.4.3, 12.4.5)

    @property
    def step_lf(self) -> int:
        return self.lf[0] if self.full else self.lf[1]

    @property
    def strength(self) -> int:
        return self.cf[0] if self.full else self.cf[1]

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"id": self.id, "nation": self.nation, "type": self.kind,
                                "strength": "full" if self.full else "reduced", "lf": list(self.lf), "cf": list(self.cf)}
        if self.tag:
            data["tag"] = self.tag
        return data


def _pair(value: Any, what: str, default: int | None) -> tuple[int, int]:
    if value is None:
        if default is None:
            raise PogError(msg("pog.input.missing", field=what))
        return (default, default)
    if isinstance(value, list) and len(value) == 2:
        return (_int(value[0], what, 0), _int(value[1], what, 0))
    v = _int(value, what, 0)
    return (v, v)


def unit_from_json(rules: Rules, data: Any, default_id: str, where: str) -> Unit:
    if not isinstance(data, Mapping):
        raise PogError(msg("pog.input.not_object", field=where))
    nation = _choice(data.get("nation"), where + ".nation", NATIONS)
    kind = _choice(data.get("type"), where + ".type", ("army", "corps"))
    strength = _choice(data.get("strength", "full"), where + ".strength", ("full", "reduced"))
    lf_default = rules.army_loss_factors.get(nation) if kind == "army" else CORPS_LF
    lf = _pair(data.get("lf"), where + ".lf", lf_default)
    if kind == "army" and min(lf) < 1 or kind == "corps" and min(lf) < 1:
        raise PogError(msg("pog.input.out_of_range", field=where + ".lf", value=min(lf), low="1", high="-"))
    cf = _pair(data.get("cf"), where + ".cf", 0)
    tag = data.get("tag", "")
    if not isinstance(tag, str):
        raise PogError(msg("pog.input.not_one_of", field=where + ".tag", value=str(tag), allowed="BEF, MEF, AUS, CND, PT, ANA, CAU"))
    uid = data.get("id", default_id)
    return Unit(str(uid), nation, kind, strength == "full", lf, cf, tag.upper())


def units_from_json(rules: Rules, data: Any, where: str) -> list[Unit]:
    if data is None:
        return []
    if not isinstance(data, list):
        raise PogError(msg("pog.input.not_list", field=where))
    out = []
    for i, item in enumerate(data):
        nation = item.get("nation", "?") if isinstance(item, Mapping) else "?"
        kind = item.get("type", "?") if isinstance(item, Mapping) else "?"
        out.append(unit_from_json(rules, item, f"{nation} {kind} {i + 1}", f"{where}[{i + 1}]"))
    ids = [u.id for u in out]
    if len(set(ids)) != len(ids):
        raise PogError(msg("pog.input.duplicate_id", field=where))
    return out


@dataclass(frozen=True)
class Step:
    unit: str
    became: str  # "reduced" | "eliminated" | "destroyed" (a fort)
    lf: int
    replaced_by: str = ""  # the reserve corps that took an eliminated army's place (12.4.4)
    removed_for_good: bool = False  # an army with no corps to replace it (12.4.4)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"unit": self.unit, "became": self.became, "lf": self.lf}
        if self.replaced_by:
            data["replaced_by"] = self.replaced_by
        if self.removed_for_good:
            data["removed_for_good"] = True
        return data


@dataclass(frozen=True)
class Losses:
    """What a side lost: the steps in order, and the state after them."""

    inflicted: int
    taken: int
    steps: tuple[Step, ...]
    units: tuple[Unit, ...]  # the units standing afterwards (replacement corps included)
    reserve: tuple[Unit, ...]
    fort_destroyed: bool = False
    missing_corps: int = 0  # losses deemed taken by a corps the reserve lacked (12.4.4.2)

    @property
    def reduced(self) -> list[str]:
        return [s.unit for s in self.steps if s.became == "reduced"]

    @property
    def eliminated(self) -> list[str]:
        return [s.unit for s in self.steps if s.became == "eliminated"]

    def to_json(self) -> dict[str, Any]:
        return {"inflicted": self.inflicted, "taken": self.taken, "steps": [s.to_json() for s in self.steps],
                "reduced": self.reduced, "eliminated": self.eliminated,
                "replaced": [{"army": s.unit, "by": s.replaced_by} for s in self.steps if s.replaced_by],
                "removed_for_good": [s.unit for s in self.steps if s.removed_for_good],
                "fort_destroyed": self.fort_destroyed, "absorbed_by_missing_corps": self.missing_corps,
                "units": [u.to_json() for u in self.units], "reserve": [u.to_json() for u in self.reserve]}


def _replacement(army: Unit, reserve: Sequence[Unit]) -> int | None:
    """The reserve corps that replaces an eliminated reduced army (12.4.4, 12.4.4.3): same nation, a
    full one first; British: BEF only by BEF, the others only by plain British corps."""
    def fits(c: Unit) -> bool:
        if c.kind != "corps" or c.nation != army.nation:
            return False
        if army.nation == "BR":
            if army.tag == "BEF":
                return c.tag == "BEF"
            return c.tag not in NO_REPLACING and c.tag != "BEF"
        return c.tag not in NO_REPLACING
    candidates = [i for i, c in enumerate(reserve) if fits(c)]
    full = [i for i in candidates if reserve[i].full]
    if full:
        return full[0]
    return candidates[0] if candidates else None


_State = tuple[tuple[Unit, ...], tuple[Unit, ...], bool]  # units, reserve, fort standing


def _moves(units: tuple[Unit, ...], reserve: tuple[Unit, ...], fort_lf: int | None, fort_up: bool,
           left: int) -> list[tuple[Step, _State, int]]:
    """Every single step that fits in ``left`` losses: (the step, the state after it, missing-corps losses)."""
    out: list[tuple[Step, _State, int]] = []
    for i, u in enumerate(units):
        lf = u.step_lf
        if lf > left:
            continue
        rest = units[:i] + units[i + 1:]
        if u.full:
            out.append((Step(u.id, "reduced", lf), (units[:i] + (replace(u, full=False),) + units[i + 1:], reserve, fort_up), 0))
        elif u.kind == "army":
            r = _replacement(u, reserve)
            if r is not None:
                corps = reserve[r]
                out.append((Step(u.id, "eliminated", lf, replaced_by=corps.id),
                            (units[:i] + (corps,) + units[i + 1:], reserve[:r] + reserve[r + 1:], fort_up), 0))
            else:
                # 12.4.4.2: no corps to replace it: removed for good, and what a full corps could have
                # taken of the rest counts as taken
                phantom = min(left - lf, 2 * CORPS_LF)
                out.append((Step(u.id, "eliminated", lf, removed_for_good=True), (rest, reserve, fort_up), phantom))
        else:
            out.append((Step(u.id, "eliminated", lf), (rest, reserve, fort_up), 0))
    if fort_lf is not None and fort_up and not units and fort_lf <= left:  # 12.4.6, 15.1.7
        out.append((Step("fort", "destroyed", fort_lf), ((), reserve, False), 0))
    return out


def allocate_losses(units: Sequence[Unit], reserve: Sequence[Unit], inflicted: int, *, attacker: bool = False,
                    fort_lf: int | None = None) -> Losses:
    """Losses taken as 12.4 requires: never more than inflicted, as many as can be (12.4.3); a reduced army
    eliminated is replaced by a reserve corps or removed for good (12.4.4); an attacker's British units
    in the order of 12.4.5, a Russian CAU army first; a fort only when no defending unit is left (12.4.6).

    Where several allocations take the same losses, the aid proposes the one that loses the fewest armies
    for good, then eliminates the fewest units, then loses the fewest steps, then the first units listed;
    the players may take another that takes as many."""
    _int(inflicted, "losses", 0)
    state_units, state_reserve, fort_up = tuple(units), tuple(reserve), fort_lf is not None
    left = inflicted
    steps: list[Step] = []
    missing = 0
    if attacker:  # 12.4.5 goes before 12.4.3
        order = list(BRITISH_ORDER) + [("army", "CAU")]
        progressed = True
        while progressed and left > 0:
            progressed = False
            for kind, tag in order:
                options = [m for m in _moves(state_units, state_reserve, None, False, left)
                           if _unit_of(state_units, m[0].unit).kind == kind and _unit_of(state_units, m[0].unit).tag == tag]
                if options:
                    step, (state_units, state_reserve, _), phantom = options[0]
                    steps.append(step)
                    left -= step.lf + phantom
                    missing += phantom
                    progressed = True
                    break
    best = _best(state_units, state_reserve, fort_lf, fort_up, left)
    taken_rest, _, path = best
    for step, phantom in path:
        steps.append(step)
        missing += phantom
    units_after, reserve_after, fort_after = _replay_steps(state_units, state_reserve, fort_up, path)
    return Losses(inflicted, inflicted - left + taken_rest, tuple(steps), units_after, reserve_after,
                  fort_lf is not None and not fort_after, missing)


def _unit_of(units: Sequence[Unit], uid: str) -> Unit:
    for u in units:
        if u.id == uid:
            return u
    raise KeyError(uid)


def _replay_steps(units: tuple[Unit, ...], reserve: tuple[Unit, ...], fort_up: bool,
                  path: Sequence[tuple[Step, int]]) -> tuple[tuple[Unit, ...], tuple[Unit, ...], bool]:
    for step, _ in path:
        if step.unit == "fort":
            fort_up = False
            continue
        i = next(k for k, u in enumerate(units) if u.id == step.unit)
        u = units[i]
        if step.became == "reduced":
            units = units[:i] + (replace(u, full=False),) + units[i + 1:]
        elif step.replaced_by:
            r = next(k for k, c in enumerate(reserve) if c.id == step.replaced_by)
            units = units[:i] + (reserve[r],) + units[i + 1:]
            reserve = reserve[:r] + reserve[r + 1:]
        else:
            units = units[:i] + units[i + 1:]
    return units, reserve, fort_up


_Score = tuple[int, int, int, int]


def _best(units: tuple[Unit, ...], reserve: tuple[Unit, ...], fort_lf: int | None, fort_up: bool,
          left: int) -> tuple[int, _Score, tuple[tuple[Step, int], ...]]:
    """(losses taken, tie score, the steps) of the best allocation of ``left`` losses."""

    @cache
    def go(units: tuple[Unit, ...], reserve: tuple[Unit, ...], fort_up: bool,
           left: int) -> tuple[int, _Score, tuple[tuple[Step, int], ...]]:
        best: tuple[int, _Score, tuple[tuple[Step, int], ...]] = (0, (0, 0, 0, 0), ())
        for step, (u2, r2, f2), phantom in _moves(units, reserve, fort_lf, fort_up, left):
            taken = step.lf + phantom
            sub_taken, sub_score, sub_path = go(u2, r2, f2, left - taken)
            first = _index(units, step.unit)
            score = (sub_score[0] - int(step.removed_for_good), sub_score[1] - int(step.became != "reduced"),
                     sub_score[2] - 1, sub_score[3] - first)
            cand = (taken + sub_taken, score, ((step, phantom),) + sub_path)
            if (cand[0], cand[1]) > (best[0], best[1]):
                best = cand
        return best

    return go(units, reserve, fort_up, left)


def _index(units: Sequence[Unit], uid: str) -> int:
    for i, u in enumerate(units):
        if u.id == uid:
            return i
    return len(units)


# --- flank attack (12.3) --------------------------------------------------------------------------

@dataclass(frozen=True)
class Flank:
    allowed: bool
    reason: Message | None
    drm: int
    roll: int | None
    success: bool

    def to_json(self) -> dict[str, Any]:
        return {"allowed": self.allowed, "reason": self.reason.to_json() if self.reason else None, "drm": self.drm,
                "roll": self.roll, "success": self.success}


def flank_allowed(spaces: int, attacker_has_army: bool, terrain: str, trench: int, unoccupied_fort: bool) -> Message | None:
    """Why a flank attack may not be tried (12.3.1, 15.1.6), or None if it may."""
    if spaces < 2:
        return msg("pog.flank.one_space")
    if not attacker_has_army:
        return msg("pog.flank.no_army")
    if terrain in ("swamp", "mountain"):
        return msg("pog.flank.terrain")
    if trench > 0:
        return msg("pog.flank.trench")
    if unoccupied_fort:
        return msg("pog.flank.fort")
    return None


def flank_attack(spaces: int, qualifying: int, attacker_has_army: bool, terrain: str, trench: int,
                 unoccupied_fort: bool, roll: int) -> Flank:
    """The flank attack attempt: +1 DRM per attacking space other than the frontal one not joined by a
    solid line to an enemy-occupied space (the players count them: 12.3.2); 4 or more succeeds (12.3.3)."""
    _int(spaces, "spaces", 1)
    _int(qualifying, "qualifying", 0, max(spaces - 1, 0))
    _int(roll, "roll", 1, 6)
    reason = flank_allowed(spaces, attacker_has_army, terrain, trench, unoccupied_fort)
    if reason is not None:
        raise PogError(msg("pog.flank.not_allowed", reason=reason))
    return Flank(True, None, qualifying, roll, roll + qualifying >= 4)


# --- a whole combat (12.2.1) ---------------------------------------------------------------------

@dataclass(frozen=True)
class SideInput:
    units: tuple[Unit, ...]
    reserve: tuple[Unit, ...]
    shift: int
    drm: int


@dataclass
class CombatResult:
    """Every step of 12.2.1 with what it decided; ``to_json`` is what the game records."""

    steps: list[dict[str, Any]] = field(default_factory=list)
    rolls: list[Roll] = field(default_factory=list)
    fire: dict[str, FireResult] = field(default_factory=dict)
    losses: dict[str, Losses] = field(default_factory=dict)
    flank: Flank | None = None
    winner: str = "none"  # attacker | defender | none (a tie: both lose, 12.2.10)
    retreat: int = 0
    may_stay: bool = False
    advance: list[str] = field(default_factory=list)
    advance_limit: Message | None = None
    notes: list[Message] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"steps": self.steps, "rolls": [r.to_json() for r in self.rolls],
                "fire": {k: v.to_json() for k, v in self.fire.items()},
                "losses": {k: v.to_json() for k, v in self.losses.items()},
                "flank": self.flank.to_json() if self.flank else None, "winner": self.winner, "retreat": self.retreat,
                "may_stay": self.may_stay, "advance": self.advance,
                "advance_limit": self.advance_limit.to_json() if self.advance_limit else None,
                "notes": [n.to_json() for n in self.notes]}


Roller = Callable[[str, int | None], Roll]  # (purpose, typed value or None) -> the roll


def _side(rules: Rules, data: Any, where: str) -> SideInput:
    if not isinstance(data, Mapping):
        raise PogError(msg("pog.input.not_object", field=where))
    units = units_from_json(rules, data.get("units"), where + ".units")
    reserve = units_from_json(rules, data.get("reserve"), where + ".reserve")
    return SideInput(tuple(units), tuple(reserve), _int(data.get("shift", 0), where + ".shift"),
                     _int(data.get("drm", 0), where + ".drm"))


def _opt_roll(value: Any, what: str) -> int | None:
    return None if value is None else _int(value, what, 1, 6)


def resolve_combat(rules: Rules, data: Mapping[str, Any], roller: Roller) -> CombatResult:
    """Run the eleven steps of 12.2.1 on one combat as the players describe it (see docs/paths-of-glory.md)."""
    att = _side(rules, data.get("attacker"), "attacker")
    dfn = _side(rules, data.get("defender"), "defender")
    if not att.units:
        raise PogError(msg("pog.combat.no_attacker"))
    defender = data.get("defender", {})
    terrain = _choice(defender.get("terrain", "clear"), "defender.terrain", TERRAINS)
    trench = _int(defender.get("trench", 0), "defender.trench", 0, 2)
    fort = defender.get("fort")
    fort_cf = fort_lf = None
    if fort is not None:
        if not isinstance(fort, Mapping):
            raise PogError(msg("pog.input.not_object", field="defender.fort"))
        fort_cf = _int(fort.get("cf"), "defender.fort.cf", 0)
        fort_lf = _int(fort.get("lf", fort_cf), "defender.fort.lf", 1)
    if not dfn.units and fort is None:
        raise PogError(msg("pog.combat.no_defender"))
    spaces = _int(data.get("attacker", {}).get("spaces", 1), "attacker.spaces", 1)
    sinai = bool(data.get("attacker", {}).get("sinai", False))
    res = CombatResult()
    a_units, a_res = att.units, att.reserve
    d_units, d_res = dfn.units, dfn.reserve
    fort_up = fort is not None

    def strength(units: Sequence[Unit], defending: bool) -> int:
        total = sum(u.strength for u in units)
        if defending and fort_up and fort_cf is not None:
            total += fort_cf  # 12.2.3, 15.1.4
        return total

    def table(units: Sequence[Unit]) -> str:
        return "army" if any(u.kind == "army" for u in units) else "corps"  # 12.2.7

    res.steps.append({"step": 1, "attackers": [u.id for u in a_units], "defenders": [u.id for u in d_units],
                      "fort": fort_cf})
    res.steps.append({"step": 2, "attacker": strength(a_units, False), "defender": strength(d_units, True)})
    # 3. flank attack
    first: str | None = None
    flank_in = data.get("flank")
    if flank_in:
        if not isinstance(flank_in, Mapping):
            raise PogError(msg("pog.input.not_object", field="flank"))
        reason = flank_allowed(spaces, any(u.kind == "army" for u in a_units), terrain, trench, fort_up and not d_units)
        if reason is not None:
            raise PogError(msg("pog.flank.not_allowed", reason=reason))
        qualifying = _int(flank_in.get("qualifying", 0), "flank.qualifying", 0, spaces - 1)
        roll = roller("flank", _opt_roll(flank_in.get("roll"), "flank.roll"))
        res.rolls.append(roll)
        res.flank = Flank(True, None, qualifying, roll.total, roll.total + qualifying >= 4)
        first = "attacker" if res.flank.success else "defender"
    res.steps.append({"step": 3, "flank": res.flank.to_json() if res.flank else None, "first": first})
    # 4-5. cards and DRMs (input)
    a_drm = att.drm - (3 if sinai else 0)  # 12.2.6
    res.steps.append({"step": 4, "attacker_shift": att.shift, "defender_shift": dfn.shift})
    res.steps.append({"step": 5, "attacker_drm": a_drm, "defender_drm": dfn.drm, "sinai": sinai})
    a_roll_in = _opt_roll(data.get("attacker", {}).get("roll"), "attacker.roll")
    d_roll_in = _opt_roll(defender.get("roll"), "defender.roll")

    def fire_of(side: str) -> FireResult:
        units = a_units if side == "attacker" else d_units
        shift, drm = (att.shift, a_drm) if side == "attacker" else (dfn.shift, dfn.drm)
        roll = roller(f"fire {side}", a_roll_in if side == "attacker" else d_roll_in)
        res.rolls.append(roll)
        return fire(rules, table(units), strength(units, side == "defender"), shift, drm, roll.total)

    def take(side: str, inflicted: int) -> None:
        nonlocal a_units, a_res, d_units, d_res, fort_up
        if side == "attacker":
            lost = allocate_losses(a_units, a_res, inflicted, attacker=True)
            a_units, a_res = lost.units, lost.reserve
        else:
            lost = allocate_losses(d_units, d_res, inflicted, fort_lf=fort_lf if fort_up else None)
            d_units, d_res = lost.units, lost.reserve
            fort_up = fort_up and not lost.fort_destroyed
        res.losses[side] = lost

    if first is None:  # 6-8 at once
        res.fire["attacker"] = fire_of("attacker")
        res.fire["defender"] = fire_of("defender")
        take("defender", res.fire["attacker"].losses)  # 12.2.9: the defender first
        take("attacker", res.fire["defender"].losses)
    else:  # 6-8 one side after the other (12.3.3)
        second = "defender" if first == "attacker" else "attacker"
        res.fire[first] = fire_of(first)
        take(second, res.fire[first].losses)
        res.fire[second] = fire_of(second)
        take(first, res.fire[second].losses)
    res.steps.append({"step": 6, **{k: {"table": v.table, "column": v.column} for k, v in res.fire.items()}})
    res.steps.append({"step": 7, **{k: {"roll": v.roll, "modified": v.modified, "losses": v.losses}
                                    for k, v in res.fire.items()}})
    res.steps.append({"step": 8, **{k: v.to_json() for k, v in res.losses.items()}})
    # 9. the winner: the higher loss number inflicted (12.2.10)
    a_hit, d_hit = res.fire["attacker"].losses, res.fire["defender"].losses
    res.winner = "attacker" if a_hit > d_hit else "defender" if d_hit > a_hit else "none"
    res.steps.append({"step": 9, "winner": res.winner})
    # 10. retreat (12.5)
    full_attacker = any(u.full for u in a_units)
    if res.winner == "attacker" and d_units and full_attacker:
        res.retreat = 1 if a_hit - d_hit == 1 else 2  # 12.5.2
        stay_place = trench > 0 or fort_up or terrain in STAY_TERRAINS
        survives = len(d_units) > 1 or any(u.full for u in d_units) or any(
            u.kind == "army" and _replacement(u, d_res) is not None for u in d_units)
        res.may_stay = stay_place and survives  # 12.5.3
        res.notes.append(msg("pog.combat.retreat_rules"))
    elif res.winner == "attacker" and d_units:
        res.notes.append(msg("pog.combat.no_full_attacker"))
    res.steps.append({"step": 10, "retreat": res.retreat, "may_stay": res.may_stay})
    # 11. advance (12.6)
    if res.winner == "attacker" and full_attacker and (res.retreat or not d_units):
        res.advance = [u.id for u in a_units if u.full]
        if not d_units:
            res.advance_limit = msg("pog.advance.into_space")  # 12.6.2
        elif res.retreat == 2:
            res.advance_limit = msg("pog.advance.two", stop=", ".join(STOP_TERRAINS))  # 12.6.3
        else:
            res.advance_limit = msg("pog.advance.into_space")
        if fort_up:
            res.notes.append(msg("pog.advance.fort"))  # 12.6.5
        if res.retreat:
            res.notes.append(msg("pog.advance.if_retreated"))
    res.steps.append({"step": 11, "advance": res.advance})
    return res


__all__ = ["CombatResult", "FireResult", "Flank", "Losses", "Roller", "Step", "TABLES", "TERRAINS", "Unit",
           "allocate_losses", "fire", "flank_allowed", "flank_attack", "resolve_combat", "unit_from_json",
           "units_from_json"]

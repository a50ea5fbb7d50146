"""Combat (rule 12): the fire tables, the flank attack, losses, the winner, retreat and advance.

Pure functions over plain values; the game records each combat with its dice (``game.py``). What the
map and the cards say (terrain and trench column shifts, cards' DRMs) is input: the aid has neither.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from referee_app.core.dice import Roll
from referee_app.core.messages import Many, Message, msg

from .errors import PogError
from .tables import CENTRAL_NATIONS, NATIONS, SIDES, Rules, Space

TABLES = ("army", "corps")
TERRAINS = ("clear", "forest", "mountain", "swamp", "desert")
STAY_TERRAINS = ("mountain", "swamp", "desert")  # 12.5.3, with trenches and forts
STOP_TERRAINS = ("forest", "mountain", "swamp")  # 12.6.3
CORPS_LF = 1  # a corps' loss factor when the input gives none (every corps counter prints 1)
BRITISH_ORDER = (("army", "BEF"), ("corps", "BEF"), ("army", "MEF"), ("corps", "AUS"), ("corps", "CND"))  # 12.4.5
NO_REPLACING = ("AUS", "CND", "PT", "ANA")  # 12.4.4.3: these corps never replace a British army


def _int(value: Any, what: str, low: int | None = None, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        if isinstance(value, str):  # "5" typed where a number belongs: say it is a text
            raise PogError(msg("pog.input.not_int_text", field=what, value=value[:40]))
        raise PogError(msg("pog.input.not_int", field=what, value=str(value)[:40]))
    if (low is not None and value < low) or (high is not None and value > high):
        if high is None and low is not None:
            raise PogError(msg("pog.input.at_least", field=what, value=value, low=low))
        if low is None and high is not None:
            raise PogError(msg("pog.input.at_most", field=what, value=value, high=high))
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
    shifts: tuple[Shift, ...] = ()  # what the total shift is made of, each with its reason
    fired: bool = True  # False: the side was wiped out by the first fire of a flank attack (12.3.3)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"table": self.table, "strength": self.strength, "column": self.column,
                                "shift": self.shift, "drm": self.drm, "roll": self.roll, "modified": self.modified,
                                "losses": self.losses}
        if self.shifts:
            data["shifts"] = [x.to_json() for x in self.shifts]
        if not self.fired:
            data["fired"] = False
        return data


@dataclass(frozen=True)
class Shift:
    """One reason a side's fire moves columns (12.2.7): the defending space's terrain, its trench, or the
    cards the players name; ``columns`` right positive."""

    by: str  # "terrain" | "trench" | "cards"
    what: str  # the terrain's name, the trench level, or "" for the cards
    columns: int

    def to_json(self) -> dict[str, Any]:
        return {"by": self.by, "what": self.what, "columns": self.columns}

    def message(self) -> Message:
        """"1L mountain", "1R trench 1", "2L cards" in the catalogue's words."""
        what = (msg(f"pog.terrain.{self.what}") if self.by == "terrain" else
                msg("pog.shift.trench", level=self.what) if self.by == "trench" else msg("pog.shift.cards"))
        return msg("pog.shift.left" if self.columns < 0 else "pog.shift.right", n=abs(self.columns), what=what)


def shift_text(shifts: Sequence[Shift]) -> Message:
    """The shifts of one side as one line ("1L mountain, 1L trench 1"), or "no shift"."""
    if not shifts:
        return msg("pog.shift.none")
    return msg("pog.shift.list", items=Many([x.message() for x in shifts]))


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
    space: str = ""  # the space it stands in, when the players name it (10.1 stacking is checked by it)

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
        if self.space:
            data["space"] = self.space
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
    if min(lf) < 1:
        raise PogError(msg("pog.input.at_least", field=where + ".lf", value=min(lf), low=1))
    cf = _pair(data.get("cf"), where + ".cf", 0)
    if cf[1] > cf[0]:  # a counter's reduced side is never stronger than its full side
        raise PogError(msg("pog.input.reduced_above_full", field=where + ".cf", full=cf[0], reduced=cf[1]))
    tag = data.get("tag", "")
    if not isinstance(tag, str):
        raise PogError(msg("pog.input.not_one_of", field=where + ".tag", value=str(tag), allowed="BEF, MEF, AUS, CND, PT, ANA, CAU"))
    space = data.get("space", "")
    if not isinstance(space, str):
        raise PogError(msg("pog.input.not_text", field=where + ".space"))
    uid = data.get("id", default_id)
    return Unit(str(uid), nation, kind, strength == "full", lf, cf, tag.upper(), space.strip())


def units_from_json(rules: Rules, data: Any, where: str, limit: int | None = None) -> list[Unit]:
    """Units as the players give them; more than ``limit`` is refused before any is read."""
    if data is None:
        return []
    if not isinstance(data, list):
        raise PogError(msg("pog.input.not_list", field=where))
    if limit is not None and len(data) > limit:
        raise PogError(msg("pog.input.too_many_units", field=where, n=len(data), limit=limit))
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


def _pool_of_army(army: Unit) -> str:
    """Which reserve corps may replace an eliminated reduced army (12.4.4, 12.4.4.3): the same nation's;
    a BEF army only a BEF corps, another British army only a plain British corps."""
    if army.nation == "BR":
        return "BR:BEF" if army.tag == "BEF" else "BR"
    return army.nation


def _pool_of_corps(corps: Unit) -> str | None:
    if corps.kind != "corps" or corps.tag in NO_REPLACING:
        return None
    if corps.nation == "BR":
        return "BR:BEF" if corps.tag == "BEF" else "BR"
    return corps.nation


def _pools(reserve: Sequence[Unit]) -> dict[str, list[int]]:
    """The reserve corps of each replacement pool in the order they are taken: full ones first, then
    reduced ones, each in the order listed (12.4.4: a full corps if there is one)."""
    pools: dict[str, list[int]] = {}
    for full_first in (True, False):
        for i, c in enumerate(reserve):
            key = _pool_of_corps(c)
            if key is not None and c.full == full_first:
                pools.setdefault(key, []).append(i)
    return pools


def _replacement(army: Unit, reserve: Sequence[Unit]) -> int | None:
    """The reserve corps that replaces an eliminated reduced army now (12.4.4, 12.4.4.3), or None."""
    pool = _pools(reserve).get(_pool_of_army(army))
    return pool[0] if pool else None


def _single_step(units: tuple[Unit, ...], reserve: tuple[Unit, ...], i: int,
                 left: int) -> tuple[Step, tuple[Unit, ...], tuple[Unit, ...], int] | None:
    """The next step of unit ``i`` if it fits in ``left`` losses: (the step, units and reserve after it,
    losses deemed taken by a missing corps)."""
    u = units[i]
    lf = u.step_lf
    if lf > left:
        return None
    if u.full:
        return Step(u.id, "reduced", lf), units[:i] + (replace(u, full=False),) + units[i + 1:], reserve, 0
    if u.kind == "army":
        r = _replacement(u, reserve)
        if r is not None:
            return (Step(u.id, "eliminated", lf, replaced_by=reserve[r].id), units[:i] + (reserve[r],) + units[i + 1:],
                    reserve[:r] + reserve[r + 1:], 0)
        # 12.4.4.2: no corps to replace it: removed for good, and what a full corps could have taken of
        # the rest counts as taken
        phantom = min(left - lf, 2 * CORPS_LF)
        return Step(u.id, "eliminated", lf, removed_for_good=True), units[:i] + units[i + 1:], reserve, phantom
    return Step(u.id, "eliminated", lf), units[:i] + units[i + 1:], reserve, 0


_Score = tuple[int, int, int, int]  # armies removed for good, units eliminated, steps, the units' places
_Key = tuple[int, tuple[int, ...], bool]  # losses left, corps taken from each pool, every unit so far gone


@dataclass(frozen=True)
class _Choice:
    """What one unit takes in an allocation: its steps, what stands in its place afterwards (None: nothing),
    the pool corps it used, the losses a missing corps absorbs."""

    absorbed: int
    steps: tuple[Step, ...]
    after: Unit | None
    pool: str | None
    phantom: int
    score: _Score


def _chain(u: Unit, left: int) -> list[tuple[int, tuple[Step, ...], Unit | None]]:
    """The steps unit ``u`` alone can take within ``left`` (eliminating a corps, not an army):
    (losses, steps, the unit afterwards)."""
    out: list[tuple[int, tuple[Step, ...], Unit | None]] = [(0, (), u)]
    taken = 0
    steps: tuple[Step, ...] = ()
    now: Unit | None = u
    while now is not None:
        lf = now.step_lf
        if taken + lf > left:
            break
        if now.full:
            steps = steps + (Step(now.id, "reduced", lf),)
            now = replace(now, full=False)
        elif now.kind == "corps":
            steps = steps + (Step(now.id, "eliminated", lf),)
            now = None
        else:
            break  # a reduced army's elimination needs the reserve: handled by the caller
        taken += lf
        out.append((taken, steps, now))
    return out


def _choices(u: Unit, position: int, left: int, reserve: Sequence[Unit], pools: Mapping[str, list[int]],
             used: Mapping[str, int]) -> list[_Choice]:
    """Every way unit ``u`` may take losses within ``left``, given how many corps of each pool earlier
    units have already taken from the reserve."""
    out: list[_Choice] = []

    def score(steps: Sequence[Step], rfg: int) -> _Score:
        return (rfg, sum(1 for s in steps if s.became != "reduced"), len(steps), position * len(steps))

    for taken, steps, now in _chain(u, left):
        out.append(_Choice(taken, steps, now, None, 0, score(steps, 0)))
        if now is None or now.kind != "army" or now.full or taken + now.step_lf > left:
            continue
        lf = now.step_lf  # the reduced army is eliminated (12.4.4)
        key = _pool_of_army(now)
        pool = pools.get(key, [])
        k = used.get(key, 0)
        if k < len(pool):
            corps = reserve[pool[k]]
            base = steps + (Step(now.id, "eliminated", lf, replaced_by=corps.id),)
            for more, csteps, cnow in _chain(corps, left - taken - lf):
                all_steps = base + csteps
                out.append(_Choice(taken + lf + more, all_steps, cnow, key, 0, score(all_steps, 0)))
        else:  # 12.4.4.2: removed for good; a missing full corps absorbs up to two more
            all_steps = steps + (Step(now.id, "eliminated", lf, removed_for_good=True),)
            for phantom in range(min(2 * CORPS_LF, left - taken - lf) + 1):
                out.append(_Choice(taken + lf + phantom, all_steps, None, None, phantom, score(all_steps, 1)))
    return out


def _allocate(units: Sequence[Unit], reserve: Sequence[Unit], left: int,
              fort_lf: int | None) -> tuple[int, list[_Choice], bool]:
    """The best allocation of ``left`` losses over ``units`` in time linear in the units (for a given
    number of losses): a table over (losses left, corps taken from each pool, whether every unit so far
    is gone), unit after unit. Returns (losses taken, each unit's choice, whether the fort is destroyed)."""
    pools = _pools(reserve)
    keys = sorted(pools)
    start: _Key = (left, tuple(0 for _ in keys), True)
    table: dict[_Key, _Score] = {start: (0, 0, 0, 0)}
    layers: list[dict[_Key, tuple[_Key, _Choice]]] = []  # each unit's: state -> (state before, its choice)
    for position, u in enumerate(units):
        nxt: dict[_Key, _Score] = {}
        back: dict[_Key, tuple[_Key, _Choice]] = {}
        mine = keys.index(_pool_of_army(u)) if u.kind == "army" and _pool_of_army(u) in pools else -1
        made: dict[tuple[int, int], list[_Choice]] = {}  # the unit's choices by (losses left, corps taken from its pool)
        for state, sc in table.items():
            lft, used, gone = state
            k = used[mine] if mine >= 0 else 0
            options = made.get((lft, k))
            if options is None:
                options = made[(lft, k)] = _choices(u, position, lft, reserve, pools, dict(zip(keys, used)))
            for ch in options:
                new_used = used
                if ch.pool is not None:
                    j = keys.index(ch.pool)
                    new_used = used[:j] + (used[j] + 1,) + used[j + 1:]
                key = (lft - ch.absorbed, new_used, gone and ch.after is None)
                new_sc = (sc[0] + ch.score[0], sc[1] + ch.score[1], sc[2] + ch.score[2], sc[3] + ch.score[3])
                old = nxt.get(key)
                if old is None or new_sc < old:
                    nxt[key] = new_sc
                    back[key] = (state, ch)
        table = nxt
        layers.append(back)
    best: tuple[int, _Score, _Key, bool] | None = None
    for state, sc in table.items():
        lft, _used, gone = state
        ends = [(left - lft, sc, False)]
        if fort_lf is not None and gone and fort_lf <= lft:  # 12.4.6, 15.1.7: the fort's one step
            ends.append((left - lft + fort_lf, (sc[0], sc[1] + 1, sc[2] + 1, sc[3]), True))
        for taken, fsc, fort in ends:
            if best is None or (taken, _neg(fsc)) > (best[0], _neg(best[1])):
                best = (taken, fsc, state, fort)
    assert best is not None
    path: list[_Choice] = []
    state = best[2]
    for back in reversed(layers):
        state, ch = back[state]
        path.append(ch)
    path.reverse()
    return best[0], path, best[3]


def _neg(score: _Score) -> _Score:
    return (-score[0], -score[1], -score[2], -score[3])


def allocate_losses(units: Sequence[Unit], reserve: Sequence[Unit], inflicted: int, *, attacker: bool = False,
                    fort_lf: int | None = None) -> Losses:
    """Losses taken as 12.4 requires: never more than inflicted, as many as can be (12.4.3); a reduced army
    eliminated is replaced by a reserve corps or removed for good (12.4.4); an attacker's British units
    in the order of 12.4.5, a Russian CAU army first; a fort only when no defending unit is left (12.4.6).

    Where several allocations take the same losses, the aid proposes the one that loses the fewest armies
    for good, then eliminates the fewest units, then loses the fewest steps, then puts them on the units
    listed first; the players may take another that takes as many. Time: linear in the units for a given
    number of losses (``_allocate``)."""
    _int(inflicted, "losses", 0)
    state_units, state_reserve = tuple(units), tuple(reserve)
    left = inflicted
    steps: list[Step] = []
    missing = 0
    if attacker:  # 12.4.5 goes before 12.4.3, step by step
        order = list(BRITISH_ORDER) + [("army", "CAU")]
        progressed = True
        while progressed and left > 0:
            progressed = False
            for kind, tag in order:
                for i, u in enumerate(state_units):
                    if u.kind != kind or u.tag != tag:
                        continue
                    move = _single_step(state_units, state_reserve, i, left)
                    if move is not None:
                        step, state_units, state_reserve, phantom = move
                        steps.append(step)
                        left -= step.lf + phantom
                        missing += phantom
                        progressed = True
                        break
                if progressed:
                    break
    taken_rest, choices, fort_destroyed = _allocate(state_units, state_reserve, left, fort_lf)
    pools = _pools(state_reserve)
    used_index: set[int] = set()
    taken_from: dict[str, int] = {}
    units_after: list[Unit] = []
    for ch in choices:
        steps.extend(ch.steps)
        missing += ch.phantom
        if ch.pool is not None:
            k = taken_from.get(ch.pool, 0)
            used_index.add(pools[ch.pool][k])
            taken_from[ch.pool] = k + 1
        if ch.after is not None:
            units_after.append(ch.after)
    if fort_destroyed:
        steps.append(Step("fort", "destroyed", fort_lf or 0))
    reserve_after = tuple(c for i, c in enumerate(state_reserve) if i not in used_index)
    return Losses(inflicted, inflicted - left + taken_rest, tuple(steps), tuple(units_after), reserve_after,
                  fort_destroyed, missing)


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


def flank_allowed(spaces: int, attacker_has_army: bool, terrain: str, trench: int, unoccupied_fort: bool,
                  rules: Rules | None = None) -> Message | None:
    """Why a flank attack may not be tried (12.3.1, 15.1.6), or None if it may. The terrains that forbid it
    are the Terrain Effects Chart's (``[terrain.*] no_flank``); swamp and mountain without the data."""
    if spaces < 2:
        return msg("pog.flank.one_space")
    if not attacker_has_army:
        return msg("pog.flank.no_army")
    no_flank = ({t.name for t in rules.terrain.values() if t.no_flank} if rules is not None and rules.terrain
                else {"swamp", "mountain"})
    if terrain in no_flank:
        return msg("pog.flank.terrain", terrain=msg(f"pog.terrain.{terrain}"))
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


# --- column shifts (12.2.7, the Terrain Effects Chart) ---------------------------------------------

def column_shifts(rules: Rules, terrain: str, trench: int, *, unoccupied_fort: bool = False,
                  trench_cancelled: bool = False, attacker_cards: int = 0,
                  defender_cards: int = 0) -> dict[str, tuple[Shift, ...]]:
    """Each side's column shifts with their reasons: the defending space's terrain, its trench (not
    against a fort with no defending unit, 15.1.6; not when an event cancels it for this combat), then
    the cards' shifts the players give. They add up; the ends of the table stop them (12.2.7)."""
    _choice(terrain, "defender.terrain", tuple(rules.terrain) or TERRAINS)
    _int(trench, "defender.trench", 0, 2)
    out: dict[str, list[Shift]] = {"attacker": [], "defender": []}
    effect = rules.terrain.get(terrain)
    if effect is not None:
        for side, n in (("attacker", effect.attacker), ("defender", effect.defender)):
            if n:
                out[side].append(Shift("terrain", terrain, n))
    if trench and not unoccupied_fort and not trench_cancelled:
        t = rules.trench.get(trench)
        if t is not None:
            for side, n in (("attacker", t.attacker), ("defender", t.defender)):
                if n:
                    out[side].append(Shift("trench", str(trench), n))
    for side, n in (("attacker", attacker_cards), ("defender", defender_cards)):
        if n:
            out[side].append(Shift("cards", "", n))
    return {k: tuple(v) for k, v in out.items()}


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
    attackers: tuple[Unit, ...] = ()  # the units as the combat began (not recorded: the input holds them)
    defenders: tuple[Unit, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"steps": self.steps, "rolls": [r.to_json() for r in self.rolls],
                "fire": {k: v.to_json() for k, v in self.fire.items()},
                "losses": {k: v.to_json() for k, v in self.losses.items()},
                "flank": self.flank.to_json() if self.flank else None, "winner": self.winner, "retreat": self.retreat,
                "may_stay": self.may_stay, "advance": self.advance,
                "advance_limit": self.advance_limit.to_json() if self.advance_limit else None,
                "notes": [n.to_json() for n in self.notes]}


Roller = Callable[[str, int | None], Roll]  # (purpose, typed value or None) -> the roll


def max_losses(rules: Rules) -> int:
    """The most losses one fire can inflict: the largest figure of the fire tables (12.4.1)."""
    return max(v for t in rules.fire.values() for row in t.rows for v in row)


def side_limit(rules: Rules) -> int:
    """The most units one side of a combat can have: three a space (10.1.1) from the most spaces that
    can attack one space (the map's most connections)."""
    return rules.units_per_space * rules.attacking_spaces_max


def _side(rules: Rules, data: Any, where: str) -> SideInput:
    if not isinstance(data, Mapping):
        raise PogError(msg("pog.input.not_object", field=where))
    units = units_from_json(rules, data.get("units"), where + ".units", side_limit(rules))
    reserve = units_from_json(rules, data.get("reserve"), where + ".reserve")
    return SideInput(tuple(units), tuple(reserve), _int(data.get("shift", 0), where + ".shift"),
                     _int(data.get("drm", 0), where + ".drm"))


def _opt_roll(value: Any, what: str) -> int | None:
    return None if value is None else _int(value, what, 1, 6)


def side_of(nation: str) -> str:
    return "central" if nation in CENTRAL_NATIONS else "allied"


def check_sides(rules: Rules, attackers: Sequence[Unit], defenders: Sequence[Unit], spaces: int,
                side: Any = None) -> None:
    """Refuse a combat that cannot happen, saying why: a side's units of both sides, both sides the same,
    the side named not the attacker's, more units from one space than stacking allows (10.1.1), more
    attacking units than the spaces can hold, more spaces than can touch one space."""
    for name, units in (("attacker", attackers), ("defender", defenders)):
        sides = {side_of(u.nation) for u in units}
        if len(sides) > 1:
            raise PogError(msg("pog.combat.mixed_side", side=msg(f"pog.combat.role.{name}")))
    if attackers and defenders and side_of(attackers[0].nation) == side_of(defenders[0].nation):
        raise PogError(msg("pog.combat.same_side", side=msg(f"pog.side.{side_of(attackers[0].nation)}")))
    if side in SIDES and attackers and side_of(attackers[0].nation) != side:
        raise PogError(msg("pog.combat.not_attacker_side", side=msg(f"pog.side.{side}")))
    limit = rules.units_per_space
    if len(defenders) > limit:  # one defending space (12.1.3)
        raise PogError(msg("pog.combat.overstacked", side=msg("pog.combat.role.defender"), n=len(defenders),
                           space=msg("pog.combat.defended_space"), limit=limit))
    if spaces > rules.attacking_spaces_max:
        raise PogError(msg("pog.input.at_most", field="attacker.spaces", value=spaces, high=rules.attacking_spaces_max))
    by_space: dict[str, int] = {}
    for u in attackers:
        if u.space:
            by_space[u.space] = by_space.get(u.space, 0) + 1
    for space, n in by_space.items():
        if n > limit:
            raise PogError(msg("pog.combat.overstacked", side=msg("pog.combat.role.attacker"), n=n, space=space,
                               limit=limit))
    if len(by_space) > spaces:
        raise PogError(msg("pog.combat.more_spaces_named", n=len(by_space), spaces=spaces))
    if len(attackers) > limit * spaces:
        raise PogError(msg("pog.combat.too_many_attackers", n=len(attackers), spaces=spaces, limit=limit * spaces))


@dataclass(frozen=True)
class MapFacts:
    """What the map says of a combat whose spaces the players named."""

    space: Space
    attacking: tuple[str, ...]  # the attacking spaces, as printed
    attackers: tuple[Unit, ...]  # the units with their spaces' printed names
    defender: Mapping[str, Any]  # terrain and fort of the defended space, for what the input lacks


def find_space(rules: Rules, text: Any, what: str) -> Space:
    """The space named ``text`` (any case, accents, punctuation), or a refusal naming the nearest names."""
    if not isinstance(text, str) or not text.strip():
        raise PogError(msg("pog.input.not_text", field=what))
    sp = rules.space(text)
    if sp is None:
        near = difflib.get_close_matches(text.strip(), list(rules.spaces), n=3, cutoff=0.6)
        if near:
            raise PogError(msg("pog.map.no_space_near", field=what, name=text.strip()[:40], near=Many(near, "or")))
        raise PogError(msg("pog.map.no_space", field=what, name=text.strip()[:40]))
    return sp


def map_facts(rules: Rules, defender: Mapping[str, Any], attacker: Mapping[str, Any],
              units: Sequence[Unit]) -> MapFacts | None:
    """The defended space and the attacking spaces by name (``defender.space``, ``attacker.from`` or the
    units' ``space``): each attacking space must be joined to the defended one by a line (12.1.3), and a
    line only some nations may use carries only their units (11.1.4, 12.1.8). None: no space named."""
    if not rules.spaces or not isinstance(defender, Mapping) or defender.get("space") in (None, ""):
        return None
    target = find_space(rules, defender.get("space"), "defender.space")
    names = attacker.get("from", []) if isinstance(attacker, Mapping) else []
    if not isinstance(names, list):
        raise PogError(msg("pog.input.not_list", field="attacker.from"))
    attacking: list[str] = []
    for i, name in enumerate(names):
        sp = find_space(rules, name, f"attacker.from[{i + 1}]")
        if sp.name not in attacking:
            attacking.append(sp.name)
    placed: list[Unit] = []
    for u in units:
        if u.space:
            sp = find_space(rules, u.space, f"{u.id}.space")
            u = replace(u, space=sp.name)
            if sp.name not in attacking:
                attacking.append(sp.name)
        placed.append(u)
    for name in attacking:
        if name == target.name or not rules.adjacent(name, target.name):
            raise PogError(msg("pog.map.not_adjacent", a=name, b=target.name))
        only = rules.dotted.get(frozenset((name, target.name)))
        if only:
            for u in placed:
                if u.space == name and u.nation not in only and u.tag not in only:
                    raise PogError(msg("pog.map.dotted", unit=u.id, a=name, b=target.name, nations=", ".join(only)))
    facts: dict[str, Any] = {"terrain": target.terrain}
    if target.fort:
        facts["fort"] = {"cf": target.fort, "lf": target.fort}
    return MapFacts(target, tuple(attacking), tuple(placed), facts)


def _trench_cancelled(value: Any) -> str:
    """``defender.trench_cancelled``: false, true, or the card that cancels the trench for this combat."""
    if value is None or value is False:
        return ""
    if value is True:
        return "-"
    if isinstance(value, str):
        return value.strip()[:60] or ""
    raise PogError(msg("pog.input.not_bool_or_text", field="defender.trench_cancelled"))


def resolve_combat(rules: Rules, data: Mapping[str, Any], roller: Roller, *, legacy: bool = False) -> CombatResult:
    """Run the eleven steps of 12.2.1 on one combat as the players describe it (see docs/paths-of-glory.md).

    ``legacy``: a combat recorded before issue 32 replays as it was resolved then: the column shifts only
    those typed, no refusal of the combats that cannot be, a side wiped out by the first fire still firing."""
    att = _side(rules, data.get("attacker"), "attacker")
    dfn = _side(rules, data.get("defender"), "defender")
    if not att.units:
        raise PogError(msg("pog.combat.no_attacker"))
    defender = data.get("defender", {})
    attacker_in = data.get("attacker", {})
    where = None if legacy else map_facts(rules, defender, attacker_in, att.units)
    if where is not None:  # the map fills what the players did not give (spaces.toml)
        defender = {**defender, **{k: v for k, v in where.defender.items() if k not in defender}}
        att = replace(att, units=where.attackers)
    terrain = _choice(defender.get("terrain", "clear"), "defender.terrain", tuple(rules.terrain) or TERRAINS)
    trench = _int(defender.get("trench", 0), "defender.trench", 0, 2)
    cancelled = _trench_cancelled(defender.get("trench_cancelled"))
    fort = defender.get("fort")
    if fort is False:  # the space's fort is destroyed (or the players leave it out)
        fort = None
    fort_cf = fort_lf = None
    if fort is not None:
        if not isinstance(fort, Mapping):
            raise PogError(msg("pog.input.not_object", field="defender.fort"))
        fort_cf = _int(fort.get("cf"), "defender.fort.cf", 0)
        fort_lf = _int(fort.get("lf", fort_cf), "defender.fort.lf", 1)
    if not dfn.units and fort is None:
        raise PogError(msg("pog.combat.no_defender"))
    named = {u.space for u in att.units if u.space} | set(where.attacking if where is not None else ())
    spaces = _int(attacker_in.get("spaces", max(len(named), 1)), "attacker.spaces", 1)
    if not legacy:
        check_sides(rules, att.units, dfn.units, spaces, data.get("side"))
    sinai = bool(attacker_in.get("sinai", False))
    res = CombatResult(attackers=att.units, defenders=dfn.units)
    a_units, a_res = att.units, att.reserve
    d_units, d_res = dfn.units, dfn.reserve
    fort_up = fort is not None
    unoccupied_fort = fort_up and not d_units
    shifts: dict[str, tuple[Shift, ...]]
    if legacy:  # the shifts as typed, the net of everything (before the chart was applied)
        shifts = {"attacker": (Shift("cards", "", att.shift),) if att.shift else (),
                  "defender": (Shift("cards", "", dfn.shift),) if dfn.shift else ()}
    else:
        shifts = column_shifts(rules, terrain, trench, unoccupied_fort=unoccupied_fort,
                               trench_cancelled=bool(cancelled), attacker_cards=att.shift, defender_cards=dfn.shift)
    total = {side: sum(x.columns for x in shifts[side]) for side in shifts}
    effective_trench = 0 if cancelled else trench

    def strength(units: Sequence[Unit], defending: bool) -> int:
        total = sum(u.strength for u in units)
        if defending and fort_up and fort_cf is not None:
            total += fort_cf  # 12.2.3, 15.1.4
        return total

    def table(units: Sequence[Unit]) -> str:
        return "army" if any(u.kind == "army" for u in units) else "corps"  # 12.2.7

    step1: dict[str, Any] = {"step": 1, "attackers": [u.id for u in a_units], "defenders": [u.id for u in d_units],
                             "fort": fort_cf}
    if where is not None:
        step1.update({"space": where.space.name, "from": list(where.attacking), "terrain": terrain,
                      "vp_space": where.space.vp, "nation": where.space.nation})
    res.steps.append(step1)
    res.steps.append({"step": 2, "attacker": strength(a_units, False), "defender": strength(d_units, True)})
    # 3. flank attack
    first: str | None = None
    flank_in = data.get("flank")
    if flank_in:
        if not isinstance(flank_in, Mapping):
            raise PogError(msg("pog.input.not_object", field="flank"))
        reason = flank_allowed(spaces, any(u.kind == "army" for u in a_units), terrain, effective_trench,
                               unoccupied_fort, rules)
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
    a_roll_in = _opt_roll(attacker_in.get("roll"), "attacker.roll")
    d_roll_in = _opt_roll(defender.get("roll"), "defender.roll")

    def fire_of(side: str) -> FireResult:
        units = a_units if side == "attacker" else d_units
        drm = a_drm if side == "attacker" else dfn.drm
        roll = roller(f"fire {side}", a_roll_in if side == "attacker" else d_roll_in)
        res.rolls.append(roll)
        out = fire(rules, table(units), strength(units, side == "defender"), total[side], drm, roll.total)
        return replace(out, shifts=shifts[side])

    def wiped_out(side: str) -> bool:
        return not a_units if side == "attacker" else not d_units and not fort_up

    def no_fire(side: str) -> FireResult:
        """12.3.3: a side the first fire wiped out fires nothing back."""
        units = a_units if side == "attacker" else d_units
        t = rules.fire[table(units)]
        drm = a_drm if side == "attacker" else dfn.drm
        return FireResult(t.name, 0, t.columns[0], total[side], drm, 0, 0, 0, shifts[side], fired=False)

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
        if wiped_out(second) and not legacy:
            res.fire[second] = no_fire(second)
            res.notes.append(msg("pog.combat.wiped_out", side=msg(f"pog.combat.role.{second}")))
        else:
            res.fire[second] = fire_of(second)
        take(first, res.fire[second].losses)
    res.steps.append({"step": 6, **{k: {"table": v.table, "column": v.column, "shift": v.shift,
                                        "shifts": [x.to_json() for x in v.shifts]} for k, v in res.fire.items()},
                      "trench_cancelled": cancelled or None})
    if cancelled and trench and not unoccupied_fort:
        res.notes.append(msg("pog.combat.trench_cancelled", card=cancelled if cancelled != "-" else "?"))
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
        stay_place = effective_trench > 0 or fort_up or terrain in STAY_TERRAINS
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


__all__ = ["CombatResult", "FireResult", "Flank", "Losses", "Roller", "Shift", "Step", "TABLES", "TERRAINS", "Unit",
           "MapFacts", "allocate_losses", "check_sides", "column_shifts", "find_space", "map_facts", "fire", "flank_allowed", "flank_attack",
           "max_losses", "resolve_combat", "shift_text", "side_limit", "side_of", "unit_from_json", "units_from_json"]

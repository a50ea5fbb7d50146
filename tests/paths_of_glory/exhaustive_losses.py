"""The exhaustive loss allocation the aid used before issue 32, kept only as the tests' reference: it
tries every order of steps (exponential), so the tests compare the linear allocation with it on small
cases."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import cache

from referee_app.games.paths_of_glory.combat import BRITISH_ORDER, CORPS_LF, NO_REPLACING, Losses, Step, Unit


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



"""Seeding a round: players on boards of seven and powers on each board, by a search (Qt-free).

The search starts from the best of a number of random groupings and then swaps players between
boards, one swap at a time, for as long as a swap makes the round better. What "better" means is a
cost, lower is better, added up over the boards:

* every pair on one board that has met before costs ``PAIR_COST[times met]`` (1 for a second
  meeting, 40 for a third: a third meeting is worth many second ones);
* two players the director keeps apart on one board cost ``APART_COST``; one player on a board
  twice (a player who plays two boards) costs ``SAME_COST``;
* a board on which some player must take a power they played before, because no way of giving
  the seven powers avoids it, costs ``POWER_COST`` per such player (the fewest repeats any
  assignment of that board allows: a maximum matching of players to powers they have not played).

Swaps stop when no swap lowers the cost (a local optimum) or after ``MAX_PASSES`` passes over
every pair of players. A fixed group (the top board) is not touched. Then each board's powers are
given by ``assign_powers``: the assignment with the fewest repeats (the square of the times each
player played their power), and among those the most players on a power they prefer.

Everything here is a pure function of its inputs and the random generator, so the same tournament
file and seed seat the same way.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

POWERS = ("AUSTRIA", "ENGLAND", "FRANCE", "GERMANY", "ITALY", "RUSSIA", "TURKEY")
BOARD_SIZE = len(POWERS)
RANDOM_STARTS = 300  # random groupings tried before the swaps
MAX_PASSES = 60  # passes of swaps at most (a pass tries every pair of players on different boards)
PAIR_COST = (0, 1, 40, 400, 2000)  # by how often the pair met before (more: the last)
APART_COST = 10_000
SAME_COST = 1_000_000
POWER_COST = 30

Met = Mapping[frozenset[str], int]
Played = Mapping[str, Mapping[str, int]]


@dataclass(frozen=True)
class SeatingReport:
    """What a round's seating repeats: pairs meeting again (and for the third time or more), players
    on a power they played before, and of those how many could have had a power they never played
    on that board."""

    repeated_pairs: int
    third_meetings: int
    repeated_powers: int
    avoidable_power_repeats: int
    apart_together: int


def pair_cost(times: int) -> int:
    return PAIR_COST[min(times, len(PAIR_COST) - 1)]


def _free_matching(group: Sequence[str], played: Played) -> int:
    """How many of the group can get a power they never played, all at once (maximum matching)."""
    match: dict[str, str] = {}  # power -> player

    def augment(who: str, seen: set[str]) -> bool:
        mine = played.get(who, {})
        for power in POWERS:
            if mine.get(power, 0) or power in seen:
                continue
            seen.add(power)
            if power not in match or augment(match[power], seen):
                match[power] = who
                return True
        return False

    return sum(1 for who in group if augment(who, set()))


def power_repeats(group: Sequence[str], played: Played) -> int:
    """The fewest players of a board who must take a power they played before."""
    if all(not played.get(w) for w in group):
        return 0
    return len(group) - _free_matching(group, played)


class _Search:
    """The cost of boards of player indices, from a table of what each pair on one board costs."""

    def __init__(self, names: Sequence[str], met: Met, played: Played, apart: set[frozenset[str]]) -> None:
        self.names = list(names)
        self.played = played
        n = len(names)
        self.m = [[0] * n for _ in range(n)]
        for a in range(n):
            for b in range(a + 1, n):
                x, y = names[a], names[b]
                if x == y:
                    cost = SAME_COST
                else:
                    key = frozenset((x, y))
                    cost = pair_cost(met.get(key, 0)) + (APART_COST if key in apart else 0)
                self.m[a][b] = self.m[b][a] = cost

    def pairs(self, group: Sequence[int]) -> int:
        m = self.m
        return sum(m[a][b] for a, b in itertools.combinations(group, 2))

    def powers(self, group: Sequence[int]) -> int:
        return POWER_COST * power_repeats([self.names[i] for i in group], self.played)

    def improve(self, groups: list[list[int]], fixed: int, rng: random.Random) -> None:
        """Swap players between the movable boards (``groups[fixed:]``) while a swap lowers the cost."""
        n = len(groups)
        m = self.m
        power_cost = [self.powers(g) for g in groups]
        for _ in range(MAX_PASSES):
            improved = False
            order = [(i, j) for i in range(fixed, n) for j in range(i + 1, n)]
            rng.shuffle(order)
            for i, j in order:
                ga, gb = groups[i], groups[j]
                for xa in range(len(ga)):
                    for yb in range(len(gb)):
                        x, y = ga[xa], gb[yb]
                        mx, my = m[x], m[y]
                        # the pairs part, from the two players' links only (x's and y's own link cancels)
                        d = (sum(my[k] - mx[k] for k in ga if k != x) + sum(mx[k] - my[k] for k in gb if k != y))
                        old_power = power_cost[i] + power_cost[j]
                        if d - old_power >= 0:  # even with no repeats left the swap would not help
                            continue
                        ga[xa], gb[yb] = y, x
                        new_a, new_b = self.powers(ga), self.powers(gb)
                        if d + new_a + new_b - old_power < 0:
                            power_cost[i], power_cost[j] = new_a, new_b
                            improved = True
                        else:
                            ga[xa], gb[yb] = x, y
            if not improved:
                return


def group_players(players: Sequence[str], met: Met, played: Played, *, apart: Sequence[tuple[str, str]] = (),
                  fixed: Sequence[Sequence[str]] = (), rng: random.Random | None = None,
                  starts: int = RANDOM_STARTS, search: bool = True) -> list[list[str]]:
    """Boards of seven for ``players`` (a multiple of seven; a player who plays two boards is listed
    twice), after the ``fixed`` boards (kept as they are, first). ``search=False``: the best random
    grouping only (what seeding did before the search; the bench compares the two)."""
    rng = rng or random.Random(0)
    names = [w for g in fixed for w in g] + list(players)
    s = _Search(names, met, played, {frozenset(p) for p in apart})
    n_fixed = sum(len(g) for g in fixed)
    pool = list(range(n_fixed, len(names)))
    best: list[list[int]] | None = None
    best_cost = -1
    for _ in range(max(1, starts)):
        rng.shuffle(pool)
        groups = [pool[i:i + BOARD_SIZE] for i in range(0, len(pool), BOARD_SIZE)]
        cost = sum(s.pairs(g) for g in groups)
        if best is None or cost < best_cost:
            best, best_cost = [list(g) for g in groups], cost
        if cost == 0:
            break
    fixed_groups: list[list[int]] = []
    i = 0
    for g in fixed:
        fixed_groups.append(list(range(i, i + len(g))))
        i += len(g)
    groups = fixed_groups + (best or [])
    if search:
        s.improve(groups, len(fixed_groups), rng)
    return [[names[k] for k in g] for g in groups]


def assign_powers(players: Sequence[str], played: Played,
                  prefers: Mapping[str, Sequence[str]] | None = None) -> dict[str, str]:
    """Give the seven powers to seven players: fewest repeats first (the square of the times each
    played their power, so one repeat for two players beats two for one), then the most players on
    a power they prefer; ties go to the first in power order, so the result is the same every time.
    Exact (every assignment is weighed, by dynamic programming over the powers taken)."""
    prefers = prefers or {}
    n = len(players)
    cost = [[played.get(who, {}).get(power, 0) ** 2 * 100 + (1 if prefers.get(who) and power not in prefers[who] else 0)
             for power in POWERS[:n]] for who in players]
    # best[mask]: the lowest cost of giving the first popcount(mask) players the powers in mask
    full = (1 << n) - 1
    best: dict[int, tuple[int, tuple[int, ...]]] = {0: (0, ())}
    for i in range(n):
        nxt: dict[int, tuple[int, tuple[int, ...]]] = {}
        for mask, (c, chosen) in best.items():
            for p in range(n):
                if mask & (1 << p):
                    continue
                m2 = mask | (1 << p)
                cand = (c + cost[i][p], chosen + (p,))
                if m2 not in nxt or cand < nxt[m2]:
                    nxt[m2] = cand
        best = nxt
    _, chosen = best[full]
    by_power = {POWERS[p]: players[i] for i, p in enumerate(chosen)}
    return {power: by_power[power] for power in POWERS[:n]}


def report(boards: Sequence[Mapping[str, str]], met: Met, played: Played,
           apart: Sequence[tuple[str, str]] = ()) -> SeatingReport:
    """What the seating ``boards`` (power -> player each) repeats, against the history before it."""
    pairs = third = powers = avoidable = together = 0
    keep = {frozenset(p) for p in apart}
    for seats in boards:
        group = list(seats.values())
        for a, b in itertools.combinations(group, 2):
            key = frozenset((a, b))
            m = met.get(key, 0)
            pairs += m >= 1
            third += m >= 2
            together += key in keep
        repeats = sum(1 for power, who in seats.items() if played.get(who, {}).get(power, 0))
        powers += repeats
        avoidable += max(0, repeats - power_repeats(group, played))
    return SeatingReport(pairs, third, powers, avoidable, together)


__all__ = ["BOARD_SIZE", "POWERS", "SeatingReport", "assign_powers", "group_players", "pair_cost", "power_repeats",
           "report"]

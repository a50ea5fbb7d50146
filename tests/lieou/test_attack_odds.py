"""The odds of a whole attack (air combat 13.6, raids 13.4/13.5, then the land battle of chapter 4) against an
independent computation written here from the seed's rules: every throw of every die enumerated with exact
fractions, the land battle as a Markov chain solved exactly (fractions, Gauss-Jordan) over all its states."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from referee_app.games.lieou.air import AirForce
from referee_app.games.lieou.attack_odds import AttackSpec, whole_odds
from referee_app.games.lieou.game import LieouGame

SIX = range(1, 7)
COLUMN_TABLE = (0, 1, 2, 3, 4, 5)


def values(faces: tuple[int, ...], bonus: str, marshal_plus: int = 1) -> list[int]:
    """10.3: a general adds 1 to the highest die; 11.2: a marshal adds to every die."""
    out = sorted(faces, reverse=True)
    return [f + (marshal_plus if "marshal" in bonus else 0) + (1 if "general" in bonus and i == 0 else 0)
            for i, f in enumerate(out)]


# --- air combat, by enumeration ---------------------------------------------------------------

def air_ends(a: int, d: int, ab: str, db: str) -> dict[tuple[int, int], Fraction]:
    """Wings of a and d groups fight round after round (13.7, 13.8): pairs highest against highest, a tie to
    the defender, each lost pair costs a group. Every throw enumerated."""
    if a == 0 or d == 0:
        return {(a, d): Fraction(1)}
    out: dict[tuple[int, int], Fraction] = {}
    weight = Fraction(1, 6 ** (a + d))
    for att in itertools.product(SIX, repeat=a):
        for dfn in itertools.product(SIX, repeat=d):
            al = dl = 0
            for x, y in zip(values(att, ab), values(dfn, db), strict=False):
                if x > y:
                    dl += 1
                else:
                    al += 1
            for key, p in air_ends(a - al, d - dl, ab, db).items():
                out[key] = out.get(key, Fraction(0)) + weight * p
    return out


# --- raids, by enumeration ------------------------------------------------------------------

def raid_kills(groups: int, kills: int, shield: int) -> dict[int, Fraction]:
    """13.2: one die per group, half the sum rounded down, leaders' bonuses (10.3, 11.2)."""
    out: dict[int, Fraction] = {}
    w = Fraction(1, 6 ** groups)
    for faces in itertools.product(SIX, repeat=groups):
        k = max(0, sum(faces) // 2 + kills - shield)
        out[k] = out.get(k, Fraction(0)) + w
    return out


# --- the land battle, exactly ------------------------------------------------------------------

def battle_round(a: int, d: int, capital: bool, ab: str, db: str) -> dict[tuple[int, int], Fraction]:
    """4.2: the attacker throws armies-1 dice (3 at most, 2 on a capital), the defender 2 with 3 or more armies
    else 1; pairs compared, ties to the defender; a 6 against a 1 (as thrown) makes the loser's army desert."""
    na, nd = min(a - 1, 2 if capital else 3), 2 if d >= 3 else 1
    out: dict[tuple[int, int], Fraction] = {}
    w = Fraction(1, 6 ** (na + nd))
    for att in itertools.product(SIX, repeat=na):
        for dfn in itertools.product(SIX, repeat=nd):
            ra, rd = sorted(att, reverse=True), sorted(dfn, reverse=True)
            va, vd = values(att, ab), values(dfn, db)
            da = dd = 0
            for i in range(min(na, nd)):
                if va[i] > vd[i]:
                    dd -= 1
                    da += ra[i] == 6 and rd[i] == 1
                else:
                    da -= 1
                    dd += rd[i] == 6 and ra[i] == 1
            key = (a + da, d + dd)
            out[key] = out.get(key, Fraction(0)) + w
    return out


def battle_exact(a0: int, d0: int, capital: bool, ab: str, db: str) -> tuple[Fraction, Fraction, Fraction]:
    """(chance the attacker wins, attackers left, defenders left) by solving x = P x + r over every state
    (a >= 2, d >= 1, a + d <= a0 + d0) with fractions."""
    total = a0 + d0
    states = [(a, d) for a in range(2, total + 1) for d in range(1, total + 1) if a + d <= total]
    index = {s: i for i, s in enumerate(states)}
    n = len(states)
    rows = [[Fraction(0)] * n + [Fraction(0)] * 3 for _ in range(n)]
    for s, i in index.items():
        rows[i][i] += 1
        for (a, d), p in battle_round(*s, capital, ab, db).items():
            if d <= 0:
                rows[i][n] += p
                rows[i][n + 1] += p * a
            elif a <= 1:
                rows[i][n + 1] += p * a
                rows[i][n + 2] += p * d
            else:
                rows[i][index[(a, d)]] -= p
    for c in range(n):  # Gauss-Jordan
        piv = next(r for r in range(c, n) if rows[r][c] != 0)
        rows[c], rows[piv] = rows[piv], rows[c]
        lead = rows[c][c]
        rows[c] = [x / lead for x in rows[c]]
        for r in range(n):
            if r != c and rows[r][c] != 0:
                f = rows[r][c]
                rows[r] = [x - f * y for x, y in zip(rows[r], rows[c], strict=True)]
    i = index[(a0, d0)]
    return rows[i][n], rows[i][n + 1], rows[i][n + 2]


def whole_exact(force: int, source: int, d0: int, att_groups: int, def_groups: int, ab: str, db: str,
                raid: bool, counter: bool, kills: dict[str, int], shield: dict[str, int],
                capital: bool = False) -> tuple[Fraction, ...]:
    """The whole attack: the air combat (the loser's leaders leave, 10.8), the raid on the land attacked
    (emptied: taken, 13.4), the counter-raid on the attacking land (emptied: the attack ends, 13.5; a force
    of one cannot attack, 4.4), then the land battle."""
    win = ea = ed = Fraction(0)
    bonus_kills = {"none": 0, "general": kills["general"], "marshal": kills["marshal"],
                   "general+marshal": kills["general"] + kills["marshal"]}
    bonus_shield = {"none": 0, "general": shield["general"], "marshal": shield["marshal"],
                    "general+marshal": shield["general"] + shield["marshal"]}
    air = air_ends(att_groups, def_groups, ab, db) if att_groups and def_groups else {(att_groups, def_groups): Fraction(1)}
    for (ga, gd), p in air.items():
        a_b, d_b = ab, db
        if att_groups and def_groups:
            if gd == 0:
                d_b = "none"
            else:
                a_b = "none"
        raids = raid_kills(ga, bonus_kills[a_b], bonus_shield[d_b]) if raid and ga else {0: Fraction(1)}
        for k, q in raids.items():
            d = d0 - min(k, d0)
            if d == 0:
                win += p * q
                ea += p * q * force
                continue
            hits = raid_kills(gd, bonus_kills[d_b], bonus_shield[a_b]) if counter and gd else {0: Fraction(1)}
            for h, r in hits.items():
                lost = min(h, source)
                f = force - lost
                if lost >= source or f < 2:
                    ea += p * q * r * f
                    ed += p * q * r * d
                    continue
                w, la, ld = battle_exact(f, d, capital, a_b, d_b)
                win += p * q * r * w
                ea += p * q * r * la
                ed += p * q * r * ld
    return win, ea, ed


CASES = [  # the last: a capital attacked (4.2.1: at most two attacking dice)
    # force, source, defender, attacking groups, defending groups, bonuses, raid, counter
    (5, 5, 3, 1, 1, "none", "none", False, False),
    (5, 5, 3, 2, 1, "general", "none", False, False),
    (4, 4, 2, 1, 2, "none", "general", True, False),
    (5, 5, 3, 2, 1, "marshal", "general", True, True),
    (4, 4, 3, 0, 2, "none", "none", False, True),
    (6, 6, 2, 2, 0, "general", "none", True, False),
    (5, 5, 3, 1, 1, "none", "general", True, False, True),
]


@pytest.mark.parametrize("case", CASES)
def test_whole_attack_odds_match_an_independent_enumeration(case: tuple) -> None:
    force, source, d, ga, gd, ab, db, raid, counter, *rest = case
    capital = bool(rest and rest[0])
    kills, shield = {"general": 1, "marshal": 2}, {"general": 1, "marshal": 2}
    spec = AttackSpec(force, source, d, capital=capital, att_bonus=ab, def_bonus=db, att_air=AirForce(ga), def_air=AirForce(gd),
                      raid=0 if raid else None, counter=0 if counter else None,
                      att_kills=kills.get(ab, 0), def_kills=kills.get(db, 0), att_shield=shield.get(ab, 0),
                      def_shield=shield.get(db, 0),
                      divisor=2, column_table=COLUMN_TABLE)
    got = whole_odds(spec)
    win, ea, ed = whole_exact(force, source, d, ga, gd, ab, db, raid, counter, kills, shield, capital)
    assert got.attacker_wins == pytest.approx(float(win), abs=1e-12)
    assert got.defender_holds == pytest.approx(1 - float(win), abs=1e-12)
    assert got.expected_attacker_left == pytest.approx(float(ea), abs=1e-10)
    assert got.expected_defender_left == pytest.approx(float(ed), abs=1e-10)
    want_parts = (["air"] if ga and gd else []) + (["raid"] if raid and ga else []) + \
        (["counter"] if counter and gd else []) + ["battle"]
    assert list(got.parts) == want_parts


def test_game_odds_include_the_air_combat_and_raids_said() -> None:
    """In a game: an air combat first changes the land battle's odds; the raids said change them again."""
    g = LieouGame(position={"lands": {"德E": ["green", 6], "德D": ["red", 3]},
                            "regimes": {"法": ["德E", "green"], "德": ["德D", "red"]},
                            "capital": {"green": "法", "red": "德"}, "turn": "green", "initial_period": False,
                            "airfields": ["德E", "德D"], "air": {"德E": 2, "德D": 1}, "generals": {"德": "德D"}})
    plain = g.attack_odds("德E", "德D")
    assert plain.parts == ("air", "battle")
    win, ea, ed = whole_exact(6, 6, 3, 2, 1, "none", "general", False, False, {"general": 1, "marshal": 2},
                              {"general": 1, "marshal": 2}, capital=True)  # 德D holds red's capital (4.2.1)
    assert plain.attacker_wins == pytest.approx(float(win), abs=1e-12)
    raided = g.attack_odds("德E", "德D", raid=0)
    assert raided.parts == ("air", "raid", "battle") and raided.attacker_wins > plain.attacker_wins

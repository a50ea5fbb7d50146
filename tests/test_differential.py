"""Differential test against the `diplomacy` package (skipped when it is not installed).

Every disagreement must be one the docs list with the DATC reference that shows which side is right
(docs/reliability.md).
"""

import pytest
from differential import compare_phase, movement_phases

from referee_app.games.diplomacy import Move, load_ruleset

diplomacy = pytest.importorskip("diplomacy")
RS = load_ruleset("standard")


def head_to_head_with_support_from_the_defender(c) -> bool:
    """A head-to-head battle in which a move is supported by units of the power it attacks.

    Those supports do not count for dislodging their own power's unit, but they do count in the
    move's defend strength (DATC 5.B; test cases 6.E.12 and 6.E.15). The `diplomacy` package does
    not count them for defending, and lets the other side through.
    """
    moves = {r.order.unit.province: r.order for r in c.ours.results if isinstance(r.order, Move) and r.status != "invalid"}
    for a, m in moves.items():
        back = moves.get(m.dest.province)
        if back is None or back.dest.province != a:
            continue
        target_power = c.position.units[m.dest.province].power
        for r in c.ours.results:
            o = r.order
            if r.status == "succeeds" and o is not None and type(o).__name__ == "Support" and o.dest == m.dest.province \
                    and o.supported.province == a and o.unit.power == target_power:
                return True
    return False


def own_convoy_to_a_neighbour_without_a_route(c) -> bool:
    """An army ordered to a neighbouring space while a fleet of its own power is ordered to convoy it, with
    no complete chain of convoying fleets.

    By the 2000/2023 rule the army goes by sea; DATC v3.0 (issue 4.A.3, test case 6.G.20) prefers no
    fallback to the land route, so the move fails and has no prevent strength (5.B). The `diplomacy`
    package falls back to the land route (the DATC v2 preference), and the army then bounces others.
    """
    gm = RS.map
    for r in c.ours.results:
        o = r.order
        if isinstance(o, Move) and r.tag == "no-convoy" and gm.army_adjacent(o.unit.province, o.dest.province):
            return True
    return False


KNOWN = [head_to_head_with_support_from_the_defender, own_convoy_to_a_neighbour_without_a_route]


def run(count: int, first_seed: int) -> tuple[int, list]:
    unexplained = []
    n = 0
    for pos, orders in movement_phases(RS, count, first_seed):
        n += 1
        c = compare_phase(pos, orders, RS, diplomacy)
        if not c.agree and not any(k(c) for k in KNOWN):
            unexplained.append((str(pos.phase), orders))
    return n, unexplained


def test_random_movement_phases_agree_with_the_diplomacy_package():
    n, unexplained = run(400, first_seed=0)
    assert n == 400
    assert not unexplained, unexplained[:3]


@pytest.mark.slow
def test_thousands_of_random_movement_phases_agree_with_the_diplomacy_package():
    n, unexplained = run(5000, first_seed=1000)
    assert not unexplained, unexplained[:3]


# --- the droidippy ruleset (adjacent_convoy = "fallback") moves as the package does -------------------

DROIDIPPY = load_ruleset("droidippy")


def _position(units):
    from referee_app.games.diplomacy import Phase, Position, parse_unit

    return Position.build(Phase.parse("S1901M"), [parse_unit(t, p, RS.map) for p, lst in units.items() for t in lst], {})


ADJACENT_CONVOYS = {
    # DATC 6.G.8: "via convoy" with no convoy at all
    "6.G.8": ({"FRANCE": ["A BEL"], "ENGLAND": ["F NTH", "A HOL"]},
              {"FRANCE": ["A BEL - HOL VIA CONVOY"], "ENGLAND": ["F NTH - HEL", "A HOL - KIE"]}, False),
    # docs/reliability.md: an own fleet convoys, but no complete chain of convoying fleets
    "own-fleet-no-chain": ({"ENGLAND": ["A EDI", "F NTH", "F ENG", "F IRI"]},
                           {"ENGLAND": ["A EDI - LVP", "F NTH C A EDI - LVP", "F IRI - LVP", "F ENG H"]}, False),
    # DATC 6.G.20: a chain that exists but is broken by a dislodgement still stops the army (no fallback)
    "6.G.20": ({"FRANCE": ["F BRE", "A PIC", "A BUR", "F MAO"], "ENGLAND": ["F ENG"]},
               {"FRANCE": ["F BRE - ENG", "A PIC - BEL VIA CONVOY", "A BUR S A PIC - BEL", "F MAO S F BRE - ENG"],
                "ENGLAND": ["F ENG C A PIC - BEL"]}, True),
}


@pytest.mark.parametrize("name", sorted(ADJACENT_CONVOYS))
def test_the_droidippy_ruleset_agrees_with_the_package_on_adjacent_convoys(name):
    units, orders, standard_agrees = ADJACENT_CONVOYS[name]
    pos = _position(units)
    assert compare_phase(pos, orders, DROIDIPPY, diplomacy).agree
    assert compare_phase(pos, orders, RS, diplomacy).agree is standard_agrees


def test_random_movement_phases_agree_with_the_package_under_the_droidippy_ruleset():
    unexplained = []
    for pos, orders in movement_phases(DROIDIPPY, 200, first_seed=0):
        c = compare_phase(pos, orders, DROIDIPPY, diplomacy)
        if not c.agree and not head_to_head_with_support_from_the_defender(c):
            unexplained.append((str(pos.phase), orders))
    assert not unexplained, unexplained[:3]

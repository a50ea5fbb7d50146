"""12.4 loss allocation: the linear allocation against the exhaustive one it replaced, and the caps."""

from __future__ import annotations

import random

import pytest

from referee_app.cli import paths_of_glory as cli
from referee_app.games.paths_of_glory import combat as cb
from referee_app.games.paths_of_glory.errors import PogError
from referee_app.games.paths_of_glory.tables import load_rules
from tests.paths_of_glory import exhaustive_losses as old

RULES = load_rules()


def _unit(rng: random.Random, i: int, reserve: bool = False) -> cb.Unit:
    nation = rng.choice(("FR", "BR", "GE", "AH"))
    kind = "corps" if reserve or rng.random() < 0.4 else "army"
    tag = rng.choice(("", "", "", "BEF", "MEF", "AUS")) if nation == "BR" else ("CAU" if rng.random() < 0.05 else "")
    lf = (1, 1) if kind == "corps" else (rng.choice((2, 3)),) * 2
    return cb.Unit(f"{'r' if reserve else 'u'}{i}", nation, kind, rng.random() < 0.6, lf, (2, 1), tag)


def _summary(lost: cb.Losses) -> tuple[int, int, int, int, bool, int]:
    return (lost.taken, len([s for s in lost.steps if s.removed_for_good]),
            len([s for s in lost.steps if s.became != "reduced"]), len(lost.steps), lost.fort_destroyed,
            lost.missing_corps)


@pytest.mark.parametrize("seed", range(400))
def test_linear_allocation_takes_what_the_exhaustive_search_takes(seed: int) -> None:
    """Same losses taken, same armies lost for good, same eliminations and steps as the search over every
    order of steps, on random small sides (attacking and defending, with and without a fort)."""
    rng = random.Random(seed)
    units = [_unit(rng, i) for i in range(rng.randint(0 if seed % 7 == 0 else 1, 4))]
    reserve = [_unit(rng, i, reserve=True) for i in range(rng.randint(0, 3))]
    attacker = seed % 3 == 0
    fort = None if attacker or rng.random() < 0.5 else rng.randint(1, 3)
    if not units and fort is None:
        fort = 2
    inflicted = rng.randint(0, 8)
    new = cb.allocate_losses(units, reserve, inflicted, attacker=attacker, fort_lf=fort)
    ref = old.allocate_losses(units, reserve, inflicted, attacker=attacker, fort_lf=fort)
    assert new.taken <= inflicted
    if ref.missing_corps or new.missing_corps:
        # 12.4.4.2's missing corps: the exhaustive search let it take as much as it could at once; the aid
        # lets it take what a real corps would (docs/paths-of-glory.md, readings), never fewer losses
        assert new.taken >= ref.taken, (units, reserve, inflicted, attacker, fort)
    else:
        assert _summary(new) == _summary(ref), (units, reserve, inflicted, attacker, fort)
    # what stands afterwards is what the steps leave
    assert len(new.units) == len(units) - len(new.eliminated) + len([s for s in new.steps if s.replaced_by])
    assert len(new.reserve) == len(reserve) - len([s for s in new.steps if s.replaced_by])


def test_many_units_take_losses_in_time_linear_in_the_units() -> None:
    """The case that took ten seconds before (eight armies, eight corps in reserve) and one of
    2000 units answer at once; the cost grows with the units, not with their orders. (No timing here:
    bench/bench_pog_losses.py measures it.)"""
    armies = [cb.Unit(f"a{i}", "FR", "army", i % 2 == 0, (3, 3), (5, 3)) for i in range(8)]
    reserve = [cb.Unit(f"c{i}", "FR", "corps", True, (1, 1), (1, 0)) for i in range(8)]
    lost = cb.allocate_losses(armies, reserve, 7)
    assert lost.taken == 7
    many = [cb.Unit(f"u{i}", "GE", "corps", True, (1, 1), (1, 0)) for i in range(2000)]
    lost = cb.allocate_losses(many, [], 7)
    assert lost.taken == 7 and lost.reduced == [f"u{i}" for i in range(7)]  # fewest eliminated, first listed


def test_losses_contract_refuses_more_units_than_a_combat_may_hold() -> None:
    """10.1.1 three units a space, from at most the map's most connections: more is refused by name."""
    limit = RULES.units_per_space * RULES.attacking_spaces_max
    doc = {"losses": 3, "units": [{"nation": "GE", "type": "corps", "id": f"c{i}"} for i in range(limit + 1)]}
    with pytest.raises(PogError) as info:
        cli.losses_json(RULES, doc)
    assert info.value.message.key == "pog.input.too_many_units"
    doc["units"] = doc["units"][:limit]
    assert cli.losses_json(RULES, doc)["taken"] == 3


def test_losses_contract_refuses_more_losses_than_a_fire_inflicts() -> None:
    """12.4.1: the losses are a fire table's figure; the tables' largest (7) is the most."""
    doc = {"losses": 8, "units": [{"nation": "GE", "type": "army"}]}
    with pytest.raises(PogError) as info:
        cli.losses_json(RULES, doc)
    assert info.value.message.key == "pog.input.out_of_range" and cb.max_losses(RULES) == 7

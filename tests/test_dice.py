"""The kernel's dice: seeded numbered draws anyone can check, and physical dice typed by the referee."""

from __future__ import annotations

import random

import pytest

from referee_app.core.dice import Dice, DiceError, Roll, draw_index, parse_faces
from referee_app.core.messages import error_text
from referee_app.games.diplomacy.rules.toss import toss_coin, verify_toss
from referee_app.games.diplomacy.table.endings import draw_lots


def test_a_seeded_roll_is_the_documented_method():
    roll = Dice(1234).roll(3, 6, "attack")
    rng = random.Random("1234:0")
    assert roll.values == tuple(rng.randint(1, 6) for _ in range(3))
    assert roll.index == 0 and not roll.typed and roll.purpose == "attack"


def test_draws_are_numbered_and_a_reopened_game_continues_the_sequence():
    dice = Dice(99)
    first = [dice.roll(2, 6).values for _ in range(5)]
    again = Dice(99)
    assert [again.roll(2, 6).values for _ in range(3)] == first[:3]
    resumed = Dice.from_json(again.to_json())
    assert [resumed.roll(2, 6).values for _ in range(2)] == first[3:]


def test_verify_accepts_the_seeds_rolls_and_refuses_a_changed_one():
    dice = Dice(7)
    roll = dice.roll(4, 6, "defence")
    assert dice.verify(roll)
    changed = Roll(roll.purpose, roll.sides, (7 - roll.values[0], *roll.values[1:]), False, roll.index)
    assert changed.values != roll.values and not dice.verify(changed)


def test_rolls_are_spread_over_every_face():
    dice = Dice(5)
    faces = [v for _ in range(600) for v in dice.roll(1, 6).values]
    assert set(faces) == {1, 2, 3, 4, 5, 6}
    assert all(60 < faces.count(f) < 140 for f in range(1, 7))


@pytest.mark.parametrize("typed, expected", [("6 4 1", (6, 4, 1)), ("641", (6, 4, 1)), ("6,4,1", (6, 4, 1)), ([2, 3], (2, 3))])
def test_typed_dice_are_read_as_written(typed, expected):
    roll = Dice.typed(typed, 6, "attack")
    assert roll.values == expected and roll.typed and roll.index is None


@pytest.mark.parametrize("typed, sides, count, words", [
    ("7", 6, None, "has no 7"), ("0 3", 6, None, "has no 0"), ("x", 6, None, "not a number"),
    ("", 6, None, "No dice"), ("6 6", 6, 3, "Type 3 dice; 2 typed"), ("1", 6, 2, "Type 2 dice; 1 typed"),
])
def test_impossible_typed_dice_are_refused_with_the_reason(typed, sides, count, words):
    with pytest.raises(DiceError) as info:
        Dice.typed(typed, sides, "attack", count)
    assert words in str(info.value)
    for lang in ("zh_Hant", "zh_Hans", "ja"):
        text = error_text(info.value, lang)
        assert text and text != info.value.message.key


def test_parse_faces_of_a_twenty_sided_die_needs_spaces():
    assert parse_faces("12 20", 20) == [12, 20]
    with pytest.raises(DiceError):
        parse_faces("21", 20)


def test_roll_json_round_trip():
    roll = Dice(3).roll(2, 6, "odds")
    assert Roll.from_json(roll.to_json()) == roll


def test_diplomacys_draws_go_through_the_kernel_service():
    assert draw_lots(5, 42) == draw_index(5, 42) == random.Random(42).randrange(5)
    data = toss_coin(11, [["ITALY"], ["GERMANY"]], "ITALY")
    assert data["side"] == draw_index(2, 11) and verify_toss(data)

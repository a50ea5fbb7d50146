"""Order-parser fuzzing: any text gives an order or the parser's own error, never anything else."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee_app.games.diplomacy import Game, OrderError, load_ruleset, parse_order
from referee_app.games.diplomacy import names as names_mod
from referee_app.games.diplomacy.rules.parse import MAX_ORDER_LENGTH

RS = load_ruleset("standard")
GAME = Game.new(RS)
POS = GAME.position
VALID = ["A Par - Bur", "F Bre - Mao", "A Mar S A Par - Bur", "F Lon - Nth", "A Lvp - Edi", "F StP/sc - Bot",
         "A Vie - Gal", "F Tri - Adr", "A Mun H", "F Kie - Den", "A Ber S A Mun", "F Ank - Bla", "A 巴黎 - 勃艮第"]


def power_of(order):
    return POWER_OF[order.split()[1].split("/")[0]]
POWER_OF = {"Par": "FRANCE", "Bre": "FRANCE", "Mar": "FRANCE", "Lon": "ENGLAND", "Lvp": "ENGLAND", "StP": "RUSSIA",
            "Vie": "AUSTRIA", "Tri": "AUSTRIA", "Mun": "GERMANY", "Kie": "GERMANY", "Ber": "GERMANY", "Ank": "TURKEY", "巴黎": "FRANCE"}
FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def parse_or_error(text, power="FRANCE"):
    try:
        return parse_order(text, power, POS, RS)
    except OrderError as exc:
        assert str(exc), "an error must carry a message"
        return exc


@FUZZ
@given(st.text(max_size=300))
def test_arbitrary_text(text):
    parse_or_error(text)


@FUZZ
@given(st.lists(st.sampled_from(list("AFSCHVRDBafschvrdb -()/>.:,") + ["Par", "Bur", "nc", "sc", "via", "convoy",
                                                                     "支援", "北海", "\u200f", "\u202e", "\x00", "\t"]),
                max_size=30))
def test_order_like_noise(pieces):
    parse_or_error("".join(pieces))


@FUZZ
@given(st.sampled_from(VALID), st.data())
def test_mutated_valid_orders(order, data):
    chars = list(order)
    for _ in range(data.draw(st.integers(1, 4))):
        op = data.draw(st.sampled_from(["insert", "delete", "replace", "swap"]))
        i = data.draw(st.integers(0, max(len(chars) - 1, 0)))
        ch = data.draw(st.characters())
        if op == "insert":
            chars.insert(i, ch)
        elif op == "delete" and chars:
            del chars[i]
        elif op == "replace" and chars:
            chars[i] = ch
        elif op == "swap" and len(chars) > 1:
            j = min(i + 1, len(chars) - 1)
            chars[i], chars[j] = chars[j], chars[i]
    parse_or_error("".join(chars), power_of(order))


def test_valid_orders_parse():
    for order in VALID:
        result = parse_or_error(order, power_of(order))
        assert not isinstance(result, OrderError), (order, result)


def test_very_long_lines_are_refused_with_a_reason():
    for text in ["A Par - Bur " * 10_000, "x" * 1_000_000, "支援" * 50_000]:
        err = parse_or_error(text)
        assert isinstance(err, OrderError) and "characters long" in str(err)


def test_control_and_bidi_characters_are_ignored():
    assert not isinstance(parse_or_error("A Par\u200f -\u202e Bur\u0000"), OrderError)
    assert not isinstance(parse_or_error("\ufeffA Par - Bur\r"), OrderError)


def test_work_grows_linearly_with_the_input(monkeypatch):
    """Count the scanner's trie steps for inputs of growing length: the count grows linearly."""
    steps = [0]
    original = names_mod.Trie.longest

    def counting(self, tokens, start):
        steps[0] += 1
        return original(self, tokens, start)

    monkeypatch.setattr(names_mod.Trie, "longest", counting)
    rng = random.Random(5)
    words = ["A", "Par", "-", "Bur", "S", "Mar", "C", "North", "Sea", "via", "convoy", "(", "nc", ")"]
    counts = []
    for n in (10, 20, 40):
        text = " ".join(rng.choice(words) for _ in range(n))[: MAX_ORDER_LENGTH]
        RS.names.scan_cache.clear()
        steps[0] = 0
        parse_or_error(text)
        counts.append((len(text), steps[0]))
    for length, count in counts:
        assert count <= 8 * max(length, 1), counts  # a bounded number of look-ups per character

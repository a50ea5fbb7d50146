"""A plain word squashed without the full tokenizer (issue 33, round 24).

An unknown word ("A Ma", "A Mar S A Pa") is squashed two or three times at each letter typed in it (the fuzzy help's
look-ups, kept by the squashed word); ``squash`` cut it with ``tokenize`` (NFKC, a category per character, the arrows,
a regular expression's ``findall``). A plain text (``PLAIN_TEXT``) is cut by ``tokens_of``'s quick path, which cuts it
as ``tokenize`` does: the squashed words are the same for every text."""

from __future__ import annotations

import random

import pytest

from referee_app.games.diplomacy.rules import names

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 /()-"
OTHERS = ["é", "巴黎", "パリ", "A\u00a0b", "x->y", "it's", "St.P", "St. P", "mid_atl", "Ｐａｒ", "A\tb", "ß", "İst",
          "a\u200bb", "x—y", "\u2028", "Ⅻ", "ﬁn"]


def _as_before(text: str) -> str:
    return "".join(t for t in names.tokenize(text) if t not in "-()/")


def test_squash_is_as_before_for_plain_and_other_texts():
    rng = random.Random(2402)
    texts = ["", " ", "-", "()", "ma", "Mid-Atlantic Ocean", "St P", "stp/nc", "F StP (sc)", "A Par - Bur"]
    texts += ["".join(rng.choice(LETTERS) for _ in range(rng.randint(0, 40))) for _ in range(20000)]
    texts += [a + b + a for a in OTHERS for b in ("", "Ma", " ma ", "-", "/x")]
    for text in texts:
        assert names.squash(text) == _as_before(text), repr(text)


@pytest.mark.parametrize("word", ["ma", "Pa", "bu", "Mid-Atl", "St P", "F Bre (sc)"])
def test_a_plain_word_is_squashed_without_the_tokenizer(word, monkeypatch):
    # fails on round 23's main: every word went through ``tokenize``
    cut: list[str] = []
    real = names.tokenize

    def counted(text: str) -> list[str]:
        cut.append(text)
        return real(text)
    expected = _as_before(word)
    monkeypatch.setattr(names, "tokenize", counted)
    assert names.squash(word) == expected
    assert cut == [], f"{word!r} cut by tokenize"

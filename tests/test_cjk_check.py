"""Whether a text has CJK characters is found by comparing characters, not by a compiled pattern (issue 33:
compiling those wide character classes took 3.5-4 ms each of every start): the answers are the patterns'
answers for every character and for texts mixing them. The names index and the order sheet's completer ask it of
one function (``names.is_cjk``, the sheet's pattern): on the text the index meets (NFKC-normalized, case folded)
it answers as the index's own pattern did."""

from __future__ import annotations

import re
import unicodedata

from referee_app.drawing import linebreak
from referee_app.games.diplomacy.rules import names
from referee_app.gui.diplomacy import order_pane

# the patterns the functions replace, as they were
NAMES_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]")
PANE_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]")
LINEBREAK_CJK = re.compile(r"[\u3000-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")

TEXTS = ["", "a", "Par", "North Sea", "パリ", "A パリ - ブル", "巴黎", "ｱ", "ﾟ", "ｦ", "ｰ", "ｩ", "豈", "\u3040", "\u303f",
         "\u30ff", "\u3100", "\u33ff", "\u3400", "\u9fff", "\ua000", "\uf8ff", "\uf900", "\ufaff", "\ufb00",
         "\uff65", "\uff66", "\uff9f", "\uffa0", "Mün", "ÉCOSSE", "x\U00020000y", "—", "→ 巴", "\u3000", "\u2fff", "\u31ef", "\u31f0", "\u4dc0", "\u4e00", "\uff00", "\uffef", "\ufff0"]


def test_every_character_is_judged_as_the_patterns_judge_it() -> None:
    assert order_pane.has_cjk is names.has_cjk  # one check for the sheet and the names index
    for cp in range(0x110000):
        ch = chr(cp)
        assert names.is_cjk(ch) == bool(PANE_CJK.match(ch)), hex(cp)
        assert names.has_cjk(ch) == bool(PANE_CJK.search(ch)), hex(cp)
        if not 0xD800 <= cp <= 0xDFFF:  # what the names index meets: ``tokenize``'s text (NFKC, case folded)
            for seen in unicodedata.normalize("NFKC", ch).casefold():
                assert names.is_cjk(seen) == bool(NAMES_CJK.match(seen)), hex(cp)
        assert linebreak._is_cjk(ch) == bool(LINEBREAK_CJK.match(ch)), hex(cp)
        assert linebreak._has_cjk(ch) == bool(LINEBREAK_CJK.search(ch)), hex(cp)


def test_texts_are_judged_as_the_patterns_judge_them() -> None:
    texts = TEXTS + [a + b for a in TEXTS for b in TEXTS]
    for t in texts:
        assert names.has_cjk(t) == bool(PANE_CJK.search(t)), t
        assert names.is_cjk(t[:1]) == bool(PANE_CJK.match(t)), t
        folded = unicodedata.normalize("NFKC", t).casefold()
        assert names.has_cjk(folded) == bool(NAMES_CJK.search(folded)), t
        assert linebreak._has_cjk(t) == bool(LINEBREAK_CJK.search(t)), t


def test_tokens_are_cut_as_before() -> None:
    # CJK runs one token per character, latin runs whole; half-width katakana as full-width
    assert names.tokenize("A パリ-ブル") == ["a", "パ", "リ", "-", "ブ", "ル"]
    assert names.tokenize("A ﾊﾟﾘ-ﾌﾞﾙ") == ["a", "パ", "リ", "-", "ブ", "ル"]
    assert names.tokenize("F 北海 -> Nwy") == ["f", "北", "海", "-", "nwy"]

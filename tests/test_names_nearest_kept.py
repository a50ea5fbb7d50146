"""The "did you mean" search for a word that does not read is made once per word (issue 33, round 14): the
sheet's check as the line is typed and the adjudication's reading of the same line take the same answer."""

from __future__ import annotations

import difflib

from referee_app.games.diplomacy import Game
from referee_app.games.diplomacy.rules.names import NameIndex


def _counting(monkeypatch) -> list[str]:
    searched: list[str] = []
    real = difflib.get_close_matches

    def counted(word, *args, **kwargs):  # type: ignore[no-untyped-def]
        searched.append(word)
        return real(word, *args, **kwargs)

    monkeypatch.setattr(difflib, "get_close_matches", counted)
    return searched


def clock():
    t = [1_700_000_000.0]

    def now() -> float:
        t[0] += 1.0
        return t[0]

    return now


def test_a_word_checked_on_the_sheet_is_not_searched_for_again_when_adjudicated(monkeypatch):
    g = Game.new("standard", clock=clock())
    searched = _counting(monkeypatch)
    g.set_orders("GERMANY", ["A Mun - Ruh", "A Zzzbrk - Kie"])
    checks = g.check_sheet("GERMANY")
    assert not checks[1].ok
    assert searched  # the sheet's check looked the word up
    before = len(searched)
    g.process()
    assert len(searched) == before  # the adjudication read the line with the answer found while it was typed
    bad = [r for r in g.last.adjudication.results if r.power == "GERMANY" and r.status == "invalid"]
    assert bad


def test_the_kept_answer_is_the_search_made_afresh_and_a_copy(monkeypatch):
    names = Game.new("standard", clock=clock()).ruleset.names
    words = ["Lodnon", "Pairs", "St Petersberg", "Zzzbrk", "Mun", "ber lin", "Norway!", "Tyrolia", "Kei"]
    first = {(w, n): names.nearest_codes(w, n) for w in words for n in (1, 3, 5)}
    searched = _counting(monkeypatch)
    for (w, n), answer in first.items():
        again = names.nearest_codes(w, n)
        assert again == answer
        again.append("XXX")  # the caller's own list: the next answer is not changed by it
        assert names.nearest_codes(w, n) == answer
    assert searched == []  # every answer above was kept
    monkeypatch.undo()
    fresh = NameIndex(names.map)  # a new index searches for itself: the same answers
    for (w, n), answer in first.items():
        assert fresh.nearest_codes(w, n) == answer

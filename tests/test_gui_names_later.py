"""The board's names a wrapped line never breaks (issue 33, `referee FILE`): a game opened gives them for each
language as a function, read the first time a text of that language is wrapped (an English window wraps
none). The names read then are the ones the window read at once before: the provinces, the orders' words
and the powers of the game's ruleset, longest first; and a wrapped text comes out the same."""

from __future__ import annotations

import gc

from gui_helpers import make_window

from referee_app.core.messages import LANGUAGES
from referee_app.games.diplomacy import Game
from referee_app.games.diplomacy.rules.i18n import province_name
from referee_app.games.diplomacy.rules.names import order_words
from referee_app.gui import language
from referee_app.gui.common import power_name

TEXTS = {"ja": "ブルゴーニュに後退した陸軍は解散します　サンクトペテルブルク南岸の艦隊",
         "zh_Hant": "君士坦丁堡的陸軍撤退到保加利亞，聖彼得堡南岸的艦隊",
         "zh_Hans": "君士坦丁堡的陆军撤退到保加利亚，勃艮第的陆军",
         "en": "A PAR - BUR: the army at Paris moves to Burgundy"}


def eager_names(game: Game, lang: str) -> tuple[str, ...]:
    """What the window kept for ``lang`` when it read every language's names as the game opened."""
    rs = game.ruleset
    names = [province_name(c, lang, rs) for c in rs.map.provinces] + list(order_words())
    names += [power_name(game, p, lang) for p in rs.map.powers]
    return tuple(sorted({n for n in names if n}, key=len, reverse=True))


def test_an_english_window_opened_reads_no_language_s_names(qtbot):
    w = make_window(qtbot)
    assert w.lang == "en" and w.panels is not None
    assert set(language._NAMES_LATER) == set(LANGUAGES)  # given, none read by the window's own texts
    assert not set(language._NAMES) & set(LANGUAGES)


def test_the_names_read_later_are_the_ones_read_at_once_and_wrap_the_same(qtbot):
    w = make_window(qtbot)
    game = w.game
    for lang in LANGUAGES:
        later = language.keep_words(TEXTS[lang], lang)
        assert language.kept_names(lang) == eager_names(game, lang)
        language.keep_names(lang, list(eager_names(game, lang)))  # as the window kept them before
        assert language.keep_words(TEXTS[lang], lang) == later
        assert lang == "en" or later != TEXTS[lang]  # (the CJK texts are cut: the comparison can fail)
    # a CJK name in an English window's text is cut with its own language's names, read then
    language.keep_names("ja", lambda: eager_names(game, "ja"))
    assert language.keep_words(TEXTS["ja"]) == language.keep_words(TEXTS["ja"], "ja")
    assert "ja" not in language._NAMES_LATER


def test_names_given_as_a_list_replace_a_function_not_read_yet():
    language.keep_names("ja", lambda: ["後退"])
    language.keep_names("ja", ["陸軍", "", "ブルゴーニュ"])
    assert language.kept_names("ja") == ("ブルゴーニュ", "陸軍")
    language.keep_names("ja", lambda: ["後退", "サンクトペテルブルク", "後退"])
    assert language.kept_names("ja") == ("サンクトペテルブルク", "後退")


def test_the_names_given_hold_no_game(qtbot):
    """The functions kept until a language's names are read hold the ruleset, not the game (a game replaced
    in the window is not kept by them)."""
    w = make_window(qtbot)
    for lang in LANGUAGES:
        held = gc.get_referents(language._NAMES_LATER[lang])
        held += [x for h in held if isinstance(h, tuple) for x in h]
        assert w.game.ruleset in held and not any(isinstance(h, Game) for h in held)

"""Issue 29, item 9: Japanese and Chinese lines break between phrases (BudouX), never inside a word or a
province name: cases in each language, then a real Qt layout and the HTML export's markup."""

from __future__ import annotations

import pytest

from referee_app.drawing.linebreak import ZERO_WIDTH_SPACE, break_points, for_html, for_layout, plain
from referee_app.games.diplomacy import load_ruleset
from referee_app.games.diplomacy.rules.i18n import province_name
from referee_app.games.diplomacy.rules.names import order_words


def board_names(lang: str) -> list[str]:
    rs = load_ruleset("standard")
    return [province_name(c, lang, rs) for c in rs.map.provinces] + list(order_words())


# (language, text, words that must stay whole): the frictions of the evening and one of each kind
CASES = [
    ("ja", "ブルゴーニュに後退した陸軍は解散します", ["ブルゴーニュ", "後退", "陸軍", "解散"]),
    ("ja", "コンスタンティノープルの陸軍は維持します", ["コンスタンティノープル", "陸軍", "維持"]),
    ("ja", "時計を開始します", ["開始", "時計"]),
    ("ja", "遅れたため却下：この命令は数えません", ["却下", "命令"]),
    ("zh_Hant", "君士坦丁堡的陸軍撤退到保加利亞", ["君士坦丁堡", "陸軍", "撤退", "保加利亞"]),
    ("zh_Hant", "聖彼得堡南岸的艦隊支援進攻芬蘭", ["艦隊", "支援", "進攻", "芬蘭"]),
    ("zh_Hans", "君士坦丁堡的陆军撤退到保加利亚", ["君士坦丁堡", "陆军", "撤退", "保加利亚"]),
    ("zh_Hans", "勃艮第的陆军被击退，没有撤退指令而复员", ["勃艮第", "陆军", "撤退", "复员"]),
]


@pytest.mark.parametrize("lang, text, whole", CASES, ids=[c[1] for c in CASES])
def test_a_line_breaks_only_between_phrases_never_inside_a_word_or_a_name(lang, text, whole):
    points = break_points(text, lang, board_names(lang))
    assert points, "the line may still break somewhere"
    for word in whole:
        start = text.index(word)
        inside = [p for p in points if start < p < start + len(word)]
        assert not inside, (word, inside, [text[:p] for p in points])


def test_the_layout_text_reads_the_same_and_english_is_left_alone():
    text = "ブルゴーニュに後退した陸軍"
    shown = for_layout(text, "ja", board_names("ja"))
    assert plain(shown) == text and shown.count(ZERO_WIDTH_SPACE) == 2
    assert for_layout("A PAR - BUR <b>holds</b>", "en") == "A PAR - BUR <b>holds</b>"
    assert for_layout("<b>陸軍</b>は&amp;", "ja").startswith("<b>") and "&amp;" in for_layout("<b>陸軍</b>は&amp;", "ja")


def test_the_html_export_marks_the_phrase_breaks_and_keeps_names_whole():
    out = for_html("<td>君士坦丁堡的陆军撤退到保加利亚</td>", "zh_Hans", board_names("zh_Hans"))
    assert out.startswith("<td>") and out.endswith("</td>") and "<wbr>" in out
    assert "君士坦丁堡" in out and "保加利亚" in out and "撤退" in out


@pytest.mark.parametrize("lang, text, whole", CASES, ids=[c[1] for c in CASES])
def test_a_qt_label_never_wraps_inside_a_word(qtbot, lang, text, whole):
    from PySide6.QtGui import QFontMetrics, QTextLayout
    from PySide6.QtWidgets import QApplication

    from referee_app.gui import language

    language.keep_names(lang, board_names(lang))
    shown = language.keep_words(text, lang)
    font = QApplication.font()
    fm = QFontMetrics(font)
    for width in range(3, 12):  # narrow columns of 3 to 11 characters
        layout = QTextLayout(shown, font)
        layout.beginLayout()
        ends = []
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(fm.horizontalAdvance("陸" * width))
            ends.append(plain(shown[: line.textStart() + line.textLength()]))
        layout.endLayout()
        for end in (len(e) for e in ends[:-1]):
            for word in whole:
                start = text.index(word)
                assert not start < end < start + len(word), (width, word, ends)


def test_the_projectors_subtitle_wraps_between_phrases(qtbot):
    from gui_helpers import FakeTime, make_window

    from referee_app.drawing.linebreak import WORD_JOINER

    w = make_window(qtbot, now=FakeTime())
    w.set_language("ja")
    try:
        w.run("clock")  # diplomacy
        w.run("end_period")  # order writing: "命令を書いてください — 話し合いは禁止"
        w.toggle_projector()
        sub = w.projector.subtitle.text()
        assert "話し合い" in plain(sub) and WORD_JOINER.join("話し合い") in sub, sub
        w.toggle_projector()
    finally:
        w.set_language("en")


def test_the_windows_word_joiner_is_the_line_breakers():
    """``gui.language`` names the joiner without importing ``drawing.linebreak`` at start: the same character."""
    from referee_app.drawing.linebreak import WORD_JOINER
    from referee_app.gui.language import WORD_JOINER as windows

    assert windows == WORD_JOINER


def test_has_cjk_is_any_character_is_cjk():
    """``_has_cjk`` looks at no character of a text whose largest is below U+3000: the same answer as asking each."""
    from referee_app.drawing.linebreak import _has_cjk, _is_cjk

    texts = ["", "A Par - Bur", "✗ Line 4: 'p' is not a space ≈ ·", "\u2fff", "\u3000", "x\u3000", "巴黎", "ブルゴーニュ",
             "\u31f0", "\u4dbf", "\uf900", "\uff01", "\uffef", "\ufff0", "é" * 50 + "\u9fff", "\U0001f600", "ㄱ"]
    for text in texts:
        assert _has_cjk(text) == any(_is_cjk(c) for c in text), repr(text)

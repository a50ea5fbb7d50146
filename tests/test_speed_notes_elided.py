"""The notes column's changed note is cut to the column from a part of its text (issue 33, round 22): a key's note is a
new text, and ``QFontMetrics.elidedText`` shaped the whole reason of a rejected line, several times the column's width,
to keep its first few characters. ``elide_right`` gives what ``elidedText`` gives for the whole text."""

from __future__ import annotations

import random

from gui_helpers import delivered, press, typing_in
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics

from referee_app.games.diplomacy.rules.i18n import error_text
from referee_app.gui import language
from referee_app.gui.diplomacy import order_pane
from referee_app.gui.diplomacy.order_pane import _NOTE_STYLE, elide_right

_RIGHT = Qt.TextElideMode.ElideRight
LINES = ["A Mar S A Par - Bur", "A Mar - Xyz", "F Lon - Nth Sea Atlantic", "A Vie S F Tri - Ven", "Build A Par",
         "A Mun - Ber - Kie", "F StP/sc - Bot", "A Ber H H H H", "Remove F Edi", "A Par - Bur via convoy", "x" * 90,
         "A Bur - Mar; F Bre - MAO; A Par - Gas; A Mar S A Bur", "陸軍 巴黎 → 勃艮第", "A Par - Bur (no)"]


def _fonts() -> list[QFont]:
    out = []
    for family, points in (("DejaVu Sans Mono", 11), ("DejaVu Sans Mono", 8), ("DejaVu Sans", 10),
                           ("Noto Sans CJK JP", 11), ("Sans Serif", 9)):
        f = QFont(family)
        f.setPointSizeF(points)
        out.append(f)
    return out


def test_the_part_cut_is_the_whole_texts_cut_for_the_games_reasons_in_three_languages(qtbot, qapp):
    from referee_app.games.diplomacy import Game

    language.register_fonts()
    game = Game.new()
    notes = []
    for lang in ("en", "ja", "zh_Hant"):
        for power in ("ENGLAND", "FRANCE", "RUSSIA"):
            for line in LINES:
                chk = game.check_line(power, line)
                if not chk.ok:
                    notes.append(error_text(chk, lang, game.ruleset))
    assert len(notes) > 60 and max(len(n) for n in notes) > 80
    cut = 0
    for f in _fonts():
        fm = QFontMetrics(f)
        advance = max(1, fm.averageCharWidth())
        for note in notes:
            for mark in ("✗ ", "≈ ", ""):
                for width in (1, 10, 40, 100, 148, 160, 233, 320, 500, 900):
                    want = fm.elidedText(mark + note, _RIGHT, width)
                    assert elide_right(fm, mark + note, width, advance) == want, (f.family(), width, note)
                    cut += want != mark + note
    assert cut > 1000


def test_the_part_cut_is_the_whole_texts_cut_for_any_script(qapp):
    language.register_fonts()
    rng = random.Random(22)
    pools = ["abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ()-/'.,:;0123456789", "陸軍巴黎勃艮第マルセイユ海軍の命令は、。",
             "éèàüöçñ", "\u0301\u0308", "✗≈✓→…", "😀👍🏽\u200d", "שלוםمرحبا", "fiflffi", "\u202b\u202c\u2067\u2069\u009c\u200b\u200e", "\t\n\r\u2028 "]
    for f in _fonts():
        fm = QFontMetrics(f)
        advance = max(1, fm.averageCharWidth())
        for _ in range(600):
            pool = "".join(rng.sample(pools, rng.randint(1, 3)))
            text = "".join(rng.choice(pool) for _ in range(rng.randint(1, 160)))
            width = rng.randint(1, 420)
            assert elide_right(fm, text, width, advance) == fm.elidedText(text, _RIGHT, width), (f.family(), width, text)


def test_a_keys_changed_note_is_cut_from_a_part_and_shown_as_the_whole_text_cut(qtbot, monkeypatch):
    w, pane, editor = typing_in(qtbot, 1)  # England: "A Mar ..." is a rejected line, its reason a long one
    asked: list[str] = []

    class Metrics(QFontMetrics):
        def elidedText(self, text, mode, width, flags=0):  # noqa: N802 (Qt's naming)
            asked.append(text)
            return super().elidedText(text, mode, width, flags)

    monkeypatch.setattr(order_pane, "QFontMetrics", Metrics)
    editor._notes_font = None  # (made again with the spy)
    parts = 0
    for ch in "\nA Mar S A Par - Bur":
        asked.clear()
        press(qtbot, editor, ch)
        delivered()
        font, fm = editor._note_font()
        width = editor.area.width() - 12
        n = editor.textCursor().blockNumber()
        kind, text = editor.annotations[n]
        if not text:
            continue
        note = _NOTE_STYLE.get(kind, ("", ""))[1] + text
        # the note on screen: the whole text cut, as Qt cuts it
        assert editor._elided[(note, width)] == QFontMetrics(font).elidedText(note, _RIGHT, width)
        if len(note) > 2 * (width // fm.averageCharWidth()) + 24:  # a note far wider than the column: never shaped whole
            assert all(len(t) < len(note) for t in asked), (ch, note, asked)
            parts += len(asked)
    assert parts >= 5  # (the new notes of the line's keys, each cut from a part)

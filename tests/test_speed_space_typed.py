"""A space typed after a word leaves the order read as it was (issue 33, round 23): the game gives the line the check
of the line before the space (``Game._spaced_check``: a plain text is parsed by its words alone), and the sheet
does not write out again a rejected line's reason it wrote for the same message (``OrderPane._refresh`` reads the
reasons it wrote out before in ``_errors``). The checks are those the parse gives, for texts of every kind and every
phase; the pane shows what a fresh refresh shows."""

from __future__ import annotations

import random

from gui_helpers import delivered, press, typing_in
from test_speed_clash_check import _phases  # Spring 1901, Fall 1901, its retreats, Winter 1901's adjustments

from referee_app.games.diplomacy import Game, LineCheck
from referee_app.games.diplomacy.rules.i18n import error_text
from referee_app.games.diplomacy.rules.names import PLAIN_TEXT as PLAIN
from referee_app.games.diplomacy.rules.parse import MAX_ORDER_LENGTH
from referee_app.games.diplomacy.table import game as game_module
from referee_app.gui.diplomacy import order_pane

LINE = "\nA Mar S A Par - Bur"


ORDERS = ["A Mar S A Par - Bur", "F Bre - Mid-Atlantic Ocean", "A Mar - Spa", "F Stp/sc - Bot", "F StP (sc) - Bot",
          "A Par H", "A Par Holds", "F Lon C A Yor - Bel", "A Yorkshir - Lon", "A Galcia - Ukr", "Build A Par",
          "Build F Bre", "build f stp (nc)", "Remove A Par", "Waive", "A Bur disband", "A Bur - Pic", "A Bur R Gas",
          "F Mao - Por", "A Ruh - Bur", "A Mun S A Ruh - Bur", "F Den H", "A Mun - Ruh", "F Kie - Den",
          "England: F Lon - Nth", "France A Par - Bur", "A Par-Bur", "A Par -> Bur", "F North Sea - Nwy",
          "A Mar S A Par - Bur via convoy", "a par s a mar", "A Ven - Tri", "F Ank - Bla", "A Vie - Gal",
          "x", "A ? - Bur", "F Bre - ( sc )", "A Par / Bur", "12 A Par", "A Mar S S", "A - -", "/ / /"]
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 /()-" + "       "


def _texts(rng: random.Random) -> list[str]:
    out = set()
    for order in ORDERS:
        for end in range(1, len(order) + 1):
            out.add(order[:end])
    words = [w for o in ORDERS for w in o.split()]
    for _ in range(600):
        out.add(" ".join(rng.choice(words) for _ in range(rng.randint(1, 6))))
    for _ in range(600):
        out.add("".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 24))))
    out.add("A" * (MAX_ORDER_LENGTH - 1))
    out.add("A Par - Bur" + " " * (MAX_ORDER_LENGTH - 12))
    out.add("A Par - Bur" + " " * (MAX_ORDER_LENGTH - 11))
    return sorted(t for t in out if t.strip() and not t.endswith(" "))


def test_a_space_after_a_word_gives_the_check_the_parse_gives():
    rng = random.Random(2301)
    texts = _texts(rng)
    derived = 0
    for game in _phases():
        for power in ("FRANCE", "GERMANY", "ENGLAND", "RUSSIA"):
            for text in texts:
                if len(game._line_checks) > 4000:
                    game._line_checks = {}  # (the game forgets its checks past 4096: the line's own kept below)
                base = game.check_line(power, text)
                for spaces in (" ", "  ", "   "):
                    spaced = text + spaces
                    before = dict(game._line_checks)
                    got = game.check_line(power, spaced)
                    parsed = game._check_line(power, spaced)  # (the parse itself)
                    assert got == parsed, spaced
                    assert got.message == parsed.message, spaced
                    assert (got.ok, got.corrected, got.blank, got.canonical) == \
                        (parsed.ok, parsed.corrected, parsed.blank, parsed.canonical)
                    for lang in ("en", "ja"):
                        assert error_text(got, lang, game.ruleset) == error_text(parsed, lang, game.ruleset)
                    if PLAIN.fullmatch(spaced) and len(spaced) <= MAX_ORDER_LENGTH and (power, spaced) not in before:
                        assert got.message is base.message and got.order is base.order  # (taken, not parsed)
                        derived += 1
    assert derived > 10000


def test_a_text_not_plain_or_too_long_is_parsed():
    game = Game.new()
    for text in ("A Par – Bur ", "A Par\u00a0 ", "A Par - Bur\t ", "巴黎陆军 ", "A Pär ", "A Par: ", "A Par, "):
        game.check_line("FRANCE", text.rstrip())
        assert game._spaced_check("FRANCE", text) is None, text
    long = "A" * MAX_ORDER_LENGTH
    game.check_line("FRANCE", long)
    assert game._spaced_check("FRANCE", long + " ") is None
    assert game.check_line("FRANCE", long + " ").error_code == game._check_line("FRANCE", long + " ").error_code
    assert game._spaced_check("FRANCE", "   ") is None and game._spaced_check("FRANCE", "A Par") is None
    assert game._spaced_check("FRANCE", "A Lon ") is None  # (not checked before: nothing to take)


def test_the_check_taken_has_every_field_of_the_check():
    game = Game.new()
    kept = game.check_line("FRANCE", "A Galcia - Ukr")
    got = game._spaced_check("FRANCE", "A Galcia - Ukr ")
    assert got is not None
    for name in LineCheck.__dataclass_fields__:
        if name != "text":
            assert getattr(got, name) is getattr(kept, name), name
    assert got.text == "A Galcia - Ukr "


def _shown(pane) -> tuple[object, ...]:
    return (list(pane.editor.annotations), pane.problems.text(), pane.line_info.text(), pane.status.text(),
            pane.unordered.text(), pane._problems_box.isVisibleTo(pane))


def test_a_space_typed_parses_nothing_writes_out_no_reason_and_shows_a_fresh_refresh(qtbot, monkeypatch):
    w, pane, editor = typing_in(qtbot, 2)
    parsed: list[str] = []
    written: list[object] = []
    real_parse, real_error_text = game_module.parse_order, order_pane.error_text

    def parse(text: str, *rest: object):  # type: ignore[no-untyped-def]
        parsed.append(text)
        return real_parse(text, *rest)

    def said(obj: object, *rest: object) -> str:
        written.append(obj)
        return real_error_text(obj, *rest)

    monkeypatch.setattr(game_module, "parse_order", parse)
    monkeypatch.setattr(order_pane, "error_text", said)
    # a rejected line above the one typed, a unit ordered twice (the clash's reasons), two spaces
    for ch in "A Lon - Bel\n" + LINE + "\nF Bre - Mid-Atlantic  Ocean\nA Mar S A Par-Bur  ":
        parsed.clear()
        written.clear()
        press(qtbot, editor, ch)
        delivered()
        line = editor.textCursor().block().text()
        if ch == " " and line.rstrip(" ") and line[:-1].rstrip(" ") == line[:-1]:
            assert parsed == [], f"a space after {line[:-1]!r} parsed {parsed}"
            assert written == [], f"a space after {line[:-1]!r} wrote out {len(written)} reasons"
        shown = _shown(pane)
        game = pane.game
        game._line_checks, game._sheet_checks, game._clash_checks = {}, {}, {}
        pane._errors = ([], "", None, {})
        pane.refresh()
        assert _shown(pane) == shown, ch
    assert any(c.error for c in pane.checks)


def test_the_reasons_kept_follow_the_language(qtbot):
    w, pane, editor = typing_in(qtbot, 2)
    for ch in "A Lon - Bel\nA Mar ":
        press(qtbot, editor, ch)
    delivered()
    english = pane.problems.text()
    try:
        w.set_language("ja")
        delivered()
        pane = w.current_pane()
        press(qtbot, pane.editor, " ")
        delivered()
        assert pane.problems.text() != english
        shown = _shown(pane)
        pane._errors = ([], "", None, {})
        pane.refresh()
        assert _shown(pane) == shown
    finally:
        w.set_language("en")
        delivered()

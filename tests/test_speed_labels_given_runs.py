"""The pane hands its wrapped labels the runs of a new text (issue 33, round 24).

Round 23 had the labels read the pane's rich texts with ``order_pane._runs`` instead of Qt's HTML parser; a key that
changed the line's description and the list of rejected lines still wrote each text's HTML and read it back in Python
(30-58 k instructions a text). The pane now composes the runs from the texts it writes (``_composed_runs``) and hands
them to the label with the text (``WrappedRichLabel.set_runs``): the label reads no text. The runs must be the ones
``_runs`` reads from the text, so the document is the parser's: the same blocks, fragments and formats, the same pixels.
"""

from __future__ import annotations

import random

import pytest
from gui_helpers import delivered, press, typing_in
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QImage, QTextDocument
from PySide6.QtWidgets import QApplication
from test_speed_labels_runs import _described, _doc

from referee_app.gui.diplomacy import order_pane
from referee_app.gui.diplomacy.order_pane import (
    _BOLD,
    CORRECTED_COLOUR,
    ERROR_COLOUR,
    OK_COLOUR,
    WrappedRichLabel,
    _colour,
    _colour_bold,
    _composed_runs,
    _esc,
)

_READ = order_pane._runs  # (kept: a test counts the texts read by replacing it)


def _html(parts) -> str:
    """The HTML of ``parts`` as the pane writes it: each text through ``_esc`` inside its tags, ``<br>`` for None."""
    out = []
    for part in parts:
        if part is None:
            out.append("<br>")
            continue
        text, props = part
        esc = _esc(text)
        if props == ():
            out.append(esc)
        elif props == (_BOLD,):
            out.append(f"<b>{esc}</b>")
        elif len(props) == 1:
            out.append(f"<span style='color:{props[0][1]}'>{esc}</span>")
        else:
            out.append(f"<span style='color:{props[0][1]}'><b>{esc}</b></span>")
    return "".join(out)


def _same_runs(ours, theirs) -> bool:
    if ours is None or theirs is None:
        return ours is theirs
    return len(ours) == len(theirs) and all(a[0] == b[0] and a[1] == b[1] for a, b in zip(ours, theirs, strict=True))


_PIECES = ["a", "Bur", " ", "  ", "   ", " x", "y ", "&", "<", ">", "&amp;", "<b>", "'", '"', "Line 4:", "✗ ", "≈ ",
           ": ", "ブルゴーニュ", "巴黎", "\u200b", "\u2060", "é", "\t", "\n", "\xa0", "\u2028", "\ufffc", "\x07", "مرحبا",
           "A PAR - BUR   A 巴黎 → 勃艮第", ""]
_PROPS = [(), (_BOLD,), _colour(ERROR_COLOUR), _colour(OK_COLOUR), _colour_bold(OK_COLOUR),
          _colour(CORRECTED_COLOUR), _colour_bold(CORRECTED_COLOUR)]


def _pane_parts() -> list[list]:
    """The shapes of ``OrderPane``'s texts as parts: a refused text, a line's reason, an accepted line, the list of
    rejected and corrected lines, the units without orders."""
    reasons = ["Unknown province 'Xyz'", 'No unit at "Par"', "A & B <c> d>e", "can't move  there", "x &amp; y",
               "Ω — ≈ ✓ ✗ é ß", "ブルゴーニュへ移動できません", "未知的省份「巴黎」", "a\u200bb\u2060c", "tab\tlike",
               "trailing ", " leading", "mid  two   three", ""]
    orders = ["A Par - Bur", "F Bre - MAO   F ブレスト - 中部大西洋", " A Mar S A Par - Bur "]
    out: list[list] = []
    for n, why in enumerate(reasons):
        line = f"Line {n + 1}:"
        order = orders[n % len(orders)]
        out.append([(why, _colour(ERROR_COLOUR))])
        out.append([(f"{line} {why}", _colour(ERROR_COLOUR))])
        out.append([(f"{line} ", _colour(OK_COLOUR)), (order, _colour_bold(OK_COLOUR))])
        problems: list = []
        for k in range(1 + n % 3):
            if problems:
                problems.append(None)
            if (n + k) % 2:
                problems += [(f"≈ {line} ", _colour(CORRECTED_COLOUR)), (order, _colour_bold(CORRECTED_COLOUR)),
                             (f": {reasons[(n + k) % len(reasons)]}", _colour(CORRECTED_COLOUR))]
            else:
                problems.append((f"✗ {line} {reasons[(n + k) % len(reasons)]}", _colour(ERROR_COLOUR)))
        out.append(problems)
        out.append([("Will hold (no order yet):", (_BOLD,)), (f" A PAR, F BRE, {why}", ())])
        out.append([("Every unit has an order.", _colour(OK_COLOUR))])
    return out


def test_the_runs_composed_are_the_runs_read_from_the_pane_s_html(qapp):
    shapes = _pane_parts()
    composed = 0
    for parts in shapes:
        ours = _composed_runs(parts)
        assert _same_runs(ours, _READ(_html(parts))), parts
        composed += ours is not None
    assert composed > 0.8 * len(shapes)  # (a tab, a control: the label reads the text)


def test_random_parts_compose_the_runs_read_from_their_html(qapp):
    rng = random.Random(24)
    composed = 0
    for _ in range(4000):
        parts = []
        for _ in range(rng.randint(1, 8)):
            if rng.random() < 0.15:
                parts.append(None)
            else:
                text = "".join(rng.choice(_PIECES) for _ in range(rng.randint(0, 4)))
                parts.append((text, rng.choice(_PROPS)))
        ours = _composed_runs(parts)
        assert _same_runs(ours, _READ(_html(parts))), parts
        composed += ours is not None
    assert composed > 1000


@pytest.mark.parametrize("width", [0, 60, 180, 400, 16777215])
def test_a_label_given_runs_holds_the_parser_s_document(qapp, monkeypatch, width):
    small, big = QFont(QApplication.font()), QFont(QApplication.font())
    big.setPointSize(big.pointSize() * 2)
    label = WrappedRichLabel()
    label.setWordWrap(True)
    for font in (small, big):
        label.setFont(font)
        for parts in _pane_parts():
            html = _html(parts)
            label.set_runs(html, _composed_runs(parts))
            ours = _described(label._document(width, html))
            theirs = _described(_doc(html, width, font, True, monkeypatch))
            assert ours == theirs, html


def test_runs_given_with_another_text_are_not_taken(qapp, monkeypatch):
    label = WrappedRichLabel()
    label.setWordWrap(True)
    parts = [("one", _colour(ERROR_COLOUR))]
    label.set_runs(_html(parts), _composed_runs(parts))
    label.setText("<b>two</b>")  # (set another way: the runs given belong to the text before)
    ours = _described(label._document(200, label._text))
    theirs = _described(_doc("<b>two</b>", 200, QApplication.font(), True, monkeypatch))
    assert ours == theirs


@pytest.mark.parametrize("lang", ["en", "ja", "zh_Hant"])
def test_a_key_s_new_texts_come_with_their_runs_and_paint_as_the_parser_s(qtbot, steady_cursor, monkeypatch, lang):
    w, pane, editor = typing_in(qtbot, 0, (1280, 800))
    assert pane.power == "AUSTRIA"
    if lang != "en":
        w.set_language(lang, remember=False)
        delivered()
    read: list[str] = []
    parsed: list[str] = []
    own_set_html = QTextDocument.setHtml

    def runs(text: str):
        read.append(text)
        return _READ(text)

    def set_html(doc: QTextDocument, html: str) -> None:
        parsed.append(html)
        own_set_html(doc, html)

    monkeypatch.setattr(order_pane, "_runs", runs)
    monkeypatch.setattr(QTextDocument, "setHtml", set_html)
    labels = [pane.line_info, pane.problems, pane.unordered]
    seen: set[str] = set()
    for ch in ("A Vie - Galcia\nA Mar S A Par - Bxx\nF Xyz H\b\b\b\b\bA Bud - Ser\nF Tri - Adr\nA Par & <x>\b\b\b\b\b\b"
               "- Pic\b\bBur\n\nA Vie - Gal\b\b\bTyr"):
        shown = [label._text for label in labels]
        press(qtbot, editor, Qt.Key.Key_Backspace if ch == "\b" else ch)
        delivered()
        changed = [label for label, before in zip(labels, shown, strict=True) if label._text != before]
        assert not parsed, (repr(ch), parsed)  # no new text read by Qt's parser
        if lang == "en":  # and none read by the label: each came with its runs
            assert not read, (repr(ch), read)
        else:  # (the list of rejected lines in Japanese or Chinese, its phrases kept whole, is read)
            assert all(text == pane.problems._text for text in read), (repr(ch), read)
        read.clear()
        for label in changed:
            text = label._text
            seen.add(text)
            if text and (label is not pane.problems or lang == "en"):
                given = label._given
                assert given is not None and given[0] == text, text
                assert _same_runs(given[1], _READ(text)), text
            if not label.isVisible() or not text:
                continue
            ours = label.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
            with monkeypatch.context() as m:  # the same label, its text read by the parser
                m.setattr(order_pane, "_runs", lambda _text: None)
                m.setattr(QTextDocument, "setHtml", own_set_html)
                given, label._given, label._doc_text = label._given, None, None
                theirs = label.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
            label._given, label._doc_text = given, None
            assert ours == theirs, (repr(ch), text)
    assert any("≈" in text for text in seen)  # (a corrected spelling listed)
    assert len(seen) > 15

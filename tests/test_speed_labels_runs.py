"""The labels under the sheet read the pane's rich texts without Qt's HTML parser (issue 33, round 23).

A key that changes the line's description or the list of rejected lines gave the label a new text of coloured spans,
bold and line breaks, which its document read through ``QTextDocument.setHtml``: Qt's HTML and CSS parsers at every such
key (about 0.15 M instructions and 1.5 k cache lines from memory). ``order_pane._runs`` reads the shapes the pane writes
into runs of text and char formats, inserted with a cursor; anything else still goes to ``setHtml``. The document must
be the one the parser makes: the same blocks, fragments and formats (every property, in the order Qt keeps them), so the
same layout and the same pixels.
"""

from __future__ import annotations

import random

import pytest
from gui_helpers import delivered, press, typing_in
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QImage, QTextDocument
from PySide6.QtWidgets import QApplication

from referee_app.gui.diplomacy import order_pane
from referee_app.gui.diplomacy.order_pane import (
    CORRECTED_COLOUR,
    ERROR_COLOUR,
    LATE_COLOUR,
    OK_COLOUR,
    WrappedRichLabel,
    _esc,
)
from referee_app.gui.language import keep_words

_PARSER = order_pane._runs  # (kept: the tests switch the label to the parser by replacing it)


def _described(doc: QTextDocument) -> list[object]:
    """Everything of ``doc`` its layout and paint read: the root frame's format, each block's format, char format and
    text, each fragment's text and char format (compared with ``QTextFormat ==``: every property, in order), and the
    lines laid out (where each starts, its length, width and place)."""
    out: list[object] = [doc.rootFrame().frameFormat(), doc.blockCount(), doc.characterCount(), doc.toRawText(),
                         doc.metaInformation(QTextDocument.MetaInformation.DocumentTitle), doc.size()]
    block = doc.begin()
    while block.isValid():
        out += [block.blockFormat(), block.charFormat(), block.text(), block.length()]
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            out += [fragment.text(), fragment.position(), fragment.charFormat()]
            it += 1
        layout = block.layout()
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            out.append((line.textStart(), line.textLength(), line.naturalTextWidth(), line.y(), line.height(),
                        line.ascent()))
        block = block.next()
    return out


def _doc(text: str, width: int, font: QFont, parser: bool, monkeypatch) -> QTextDocument:
    """``text`` as a wrapped label's document at ``width``: read by the parser (main's way) or by ``_runs``."""
    label = WrappedRichLabel()
    label.setWordWrap(True)
    label.setFont(font)
    with monkeypatch.context() as m:
        if parser:
            m.setattr(order_pane, "_runs", lambda _text: None)
        doc = label._document(width, text)
    doc.setParent(None)  # (kept past the label)
    label._doc = None
    label.deleteLater()
    return doc


def _same(text: str, monkeypatch, fonts=None, widths=(0, 60, 180, 400, 16777215)) -> None:
    fonts = fonts or [QApplication.font()]
    for font in fonts:
        for width in widths:
            a = _described(_doc(text, width, font, True, monkeypatch))
            b = _described(_doc(text, width, font, False, monkeypatch))
            assert len(a) == len(b), (text, width)
            for i, (x, y) in enumerate(zip(a, b, strict=True)):
                assert x == y, (text, width, i, x, y)


def _pane_texts() -> list[str]:
    """The shapes of text ``OrderPane`` gives its wrapped labels, with the reasons' quotes and escapes."""
    reasons = ["Unknown province 'Xyz'", 'No unit at "Par"', "A & B <c> d>e", "Line 3: can't move  there",
               "x &amp; y", "&lt;b&gt;", "Ω — ≈ ✓ ✗ é ß", "ブルゴーニュへ移動できません", "未知的省份「巴黎」",
               "a\u200bb\u2060c", "tab\tlike", "trailing ", " leading", "mid  two   three"]
    orders = ["A Par - Bur", "F Bre - MAO   F ブレスト - 中部大西洋", "A Mar S A Par - Bur", "A Mun - Ruh   A ミュンヘン - ルール"]
    out: list[str] = []
    for n, why in enumerate(reasons):
        line = f"Line {n + 1}:"
        out.append(f"<span style='color:{ERROR_COLOUR}'>{_esc(why)}</span>")  # refused
        out.append(f"<span style='color:{ERROR_COLOUR}'>{line} {_esc(why)}</span>")
        order = orders[n % len(orders)]
        out.append(f"<span style='color:{OK_COLOUR}'>{line} <b>{_esc(order)}</b></span>")
        problems = [f"<span style='color:{ERROR_COLOUR}'>✗ {_esc(str(k))} {_esc(reasons[(n + k) % len(reasons)])}</span>"
                    for k in range(1 + n % 3)]
        problems.insert(n % 2, f"<span style='color:{CORRECTED_COLOUR}'>≈ {_esc(str(n))} <b>{_esc(order)}</b>: "
                               f"{_esc(why)}</span>")
        out.append("<br>".join(problems))
        out.append(keep_words("<br>".join(problems), "ja"))
        out.append(f"<b>Units without orders:</b> {_esc(why)}, A Par, F Bre")
        out.append(f"<span style='color:{LATE_COLOUR}'><b>LATE</b> {_esc(why)}</span>")
    return out


def test_the_pane_s_shapes_are_read_without_the_parser_into_the_parser_s_document(qapp, monkeypatch):
    texts = _pane_texts()
    fast = [text for text in texts if _PARSER(text) is not None]
    # only the reasons with a tab (not the parser's white space) are left to it
    assert len(fast) == len([t for t in texts if "\t" not in t]) > 80
    small, big = QFont(QApplication.font()), QFont(QApplication.font())
    big.setPointSize(big.pointSize() * 2)
    for text in texts:
        _same(text, monkeypatch, fonts=[small, big])


_TOKENS = ["a", "Bur", " ", " ", "  ", "&amp;", "&lt;", "&gt;", "&quot;", "&", "<", ">", "'", '"', "ブルゴーニュ", "巴黎",
           "\u200b", "\u2060", "é", "✗ ", "≈", ": ", "<b>", "</b>", "<b>", f"<span style='color:{ERROR_COLOUR}'>",
           f"<span style='color:{OK_COLOUR}'>", "<span style='color:#ABCDEF'>", "</span>", "</span>", "<br>", " <br> ",
           "\t", "\n", "\xa0", "\u2028", "<i>", "<span style=\"color:#c62828\">", "x y", "Line 3: ", "مرحبا", "שלום"]


def test_random_texts_give_the_parser_s_document(qapp, monkeypatch):
    rng = random.Random(23)
    fast = 0
    for _ in range(3000):
        text = "".join(rng.choice(_TOKENS) for _ in range(rng.randint(1, 16)))
        if _PARSER(text) is None:
            continue
        fast += 1
        _same(text, monkeypatch, widths=(0, 50, 16777215))
    assert fast > 200


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_key_s_new_texts_parse_no_html_and_paint_as_the_parser_s(qtbot, steady_cursor, monkeypatch, lang):
    w, pane, editor = typing_in(qtbot, 2, (1280, 800))
    if lang != "en":
        w.set_language(lang, remember=False)
        delivered()
    parsed: list[str] = []
    own_set_html = QTextDocument.setHtml

    def set_html(doc: QTextDocument, html: str) -> None:
        parsed.append(html)
        own_set_html(doc, html)

    monkeypatch.setattr(QTextDocument, "setHtml", set_html)
    labels = [pane.line_info, pane.problems, pane.unordered]
    seen: set[str] = set()
    for ch in "\nA Mar S A Par - Bxx\nF Xyz H\b\b\b\b\bA Mar - Spa\nF Bre - Eng\nA Par & <x>\b\b\b\b\b\b- Pic\b\bBur":
        shown = [label._text for label in labels]
        press(qtbot, editor, Qt.Key.Key_Backspace if ch == "\b" else ch)
        delivered()
        changed = [label for label, before in zip(labels, shown, strict=True) if label._text != before]
        assert not parsed, (repr(ch), parsed)  # no new text read by Qt's parser
        for label in changed:
            seen.add(label._text)
            if not label.isVisible() or not label._text:
                continue
            ours = label.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
            with monkeypatch.context() as m:  # the same label, its text read by the parser (main's way)
                m.setattr(order_pane, "_runs", lambda _text: None)
                m.setattr(QTextDocument, "setHtml", own_set_html)
                label._doc_text = None
                theirs = label.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
            label._doc_text = None
            assert ours == theirs, (repr(ch), label._text)
    assert len(seen) > 12


def test_one_label_reading_text_after_text_gives_the_parser_s_document_each_time(qapp, monkeypatch):
    """The label replaces its document's text through a cursor it keeps: after runs, after the parser's text, after
    nothing, the document is the one the parser makes of the new text."""
    rng = random.Random(33)
    texts = _pane_texts() + ["<b></b>", "<br>", "", "<i>x</i>", "a\tb<b>c</b>"]
    texts += ["".join(rng.choice(_TOKENS) for _ in range(rng.randint(1, 12))) for _ in range(400)]
    rng.shuffle(texts)
    label = WrappedRichLabel()
    label.setWordWrap(True)
    font = QApplication.font()
    for text in texts:
        for width in (0, 120):
            ours = _described(label._document(width, text))
            theirs = _described(_doc(text, width, font, True, monkeypatch))
            assert ours == theirs, text

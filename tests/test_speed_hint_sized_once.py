"""The sheet's hint ("Tab: ..." under the sheet, a new text on most letters typed) finds its size with one layout
of its text (issue 33, round 20). ``QLabel`` lays a label's text out three times for its size hint and smallest
size (``sizeForWidth`` for no width, the largest width and width 0), which for a line that does not wrap are one
size; the hint's sizes are still ``QLabel``'s own, for every text it shows."""

from __future__ import annotations

from gui_helpers import delivered, press, typing_in
from PySide6.QtWidgets import QLabel

from referee_app.games.diplomacy.rules.i18n import province_name


def _as_qlabel(hint, text: str) -> QLabel:
    """A ``QLabel`` set up as the hint (its style sheet, font and place), showing ``text``."""
    label = QLabel(hint.parentWidget())
    label.setStyleSheet(hint.styleSheet())
    label.setFont(hint.font())
    label.setText(text)
    return label


def test_the_hints_sizes_are_qlabels_own_for_every_text(qtbot):
    w, pane, editor = typing_in(qtbot, 2)
    hint = pane.hint
    rs = w.game.ruleset
    texts = ["", "Tab: Paris", "Tab: " + " · ".join(province_name(c, "en", rs) for c in list(rs.map.provinces)[:5])]
    for lang in ("en", "fr", "de", "ja", "zh"):
        names = [province_name(c, lang, rs) for c in rs.map.provinces]
        texts += ["Tab: " + " · ".join(names[i:i + 5]) for i in range(0, len(names), 5)]
    texts += ["A & B", "tab\there", "two\nlines", "<b>bold</b>", "  spaced  "]
    for text in texts:
        hint.setText(text)
        same = _as_qlabel(hint, text)
        assert (hint.sizeHint(), hint.minimumSizeHint()) == (same.sizeHint(), same.minimumSizeHint()), repr(text)
        same.deleteLater()
    hint.setMargin(3)
    hint.setIndent(2)
    hint.setText("Tab: Paris · Picardy")
    same = _as_qlabel(hint, hint.text())
    same.setMargin(3)
    same.setIndent(2)
    assert (hint.sizeHint(), hint.minimumSizeHint()) == (same.sizeHint(), same.minimumSizeHint())


def test_a_new_hint_is_laid_out_once(qtbot):
    w, pane, editor = typing_in(qtbot, 2)
    hint = pane.hint
    laid_out: list[str] = []
    real = hint.fontMetrics
    hint.fontMetrics = lambda: (laid_out.append(hint.text()), real())[1]  # (the hint's own layout of its text)
    try:
        shown = [hint.text()]
        for ch in "A Mar S A Par - Bur":
            press(qtbot, editor, ch)
            delivered()
            if hint.text() != shown[-1]:
                shown.append(hint.text())
    finally:
        del hint.fontMetrics
    assert len(shown) > 4, "the hint was to show names"
    # each text the hint was given laid out once for its sizes (by the hint: QLabel's own three are not asked); no
    # text is sized by QLabel (nothing to lay out)
    given = [text for text in shown[1:] if text]
    assert set(laid_out) == set(given) and len(laid_out) <= len(given), (laid_out, shown)

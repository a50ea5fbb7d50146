"""Ctrl+Enter on new orders (issue 33, round 21): the results' cells that show a plain text in the table's font (Power,
the two orders, Reason) are measured from their text alone (``QFontMetricsF.size``: the natural width of its one line)
instead of through Qt's delegate, which lays the same line out around the item's option and style calls. The widths
are the delegate's: for every cell of new phases' results, for a corpus of texts in three fonts (Latin, accented,
Japanese, mixed, spaces before and after, letters that reach past their advance), and in each column as
``sizeHintForColumn``; a text that is not one plain line, a table with a style sheet or a delegate of its own are
measured by the delegate as before."""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

from gui_helpers import delivered, make_window
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTableWidgetItem

from referee_app.games.diplomacy import Game
from referee_app.gui.diplomacy import results_view

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from make_games import _orders  # noqa: E402


def _new_phases() -> list[tuple[Game, object]]:
    out = []
    for seed in (1901, 1902, 1903, 1904, 1905):
        game = Game.new("standard")
        for power, lines in _orders(game, random.Random(seed)).items():
            game.set_orders(power, lines)
        game.process()
        out.append((game, game.last.adjudication if game.last is not None else None))
    return out


class _Asked:
    """``QStyledItemDelegate.sizeHint`` as called from Python, counted (the panel asks the table's delegate so)."""

    def __init__(self, monkeypatch) -> None:  # type: ignore[no-untyped-def]
        own = QStyledItemDelegate.sizeHint
        self.cells: list[tuple[int, int]] = []
        self.texts: list[str] = []

        def counted(delegate, option, index):  # type: ignore[no-untyped-def]
            self.cells.append((index.row(), index.column()))
            self.texts.append(index.data())
            return own(delegate, option, index)

        monkeypatch.setattr(QStyledItemDelegate, "sizeHint", counted)


def _equal_qt(results) -> None:  # type: ignore[no-untyped-def]
    t = results.table
    for c in range(t.columnCount()):
        assert results._column_hint(c, {}) == t.sizeHintForColumn(c), c


def test_new_orders_are_measured_from_their_text_as_the_delegate_measures_them(qtbot, monkeypatch):
    w = make_window(qtbot)
    results = w.panels.results
    asked = _Asked(monkeypatch)
    for game, adj in _new_phases():
        results.show_adjudication(game, adj)
        delivered()
        _equal_qt(results)
    # the fits asked the delegate once for a plain text (the check of the plain measure for the table's font and style),
    # and for the texts that are not one plain line (and an empty one, once: the widths are kept by text); the orders, powers and reasons of five new phases were measured
    # from their texts (sizeHintForColumn asks Qt's own in C++)
    plain = [(cell, text) for cell, text in zip(asked.cells, asked.texts, strict=True)
             if cell[1] != 3 and text and results_view._PLAIN_TEXT(text) is None]
    assert len(plain) == 1, plain
    assert results._plain_checked is not None and results._plain_checked[1] is not None


def test_the_plain_measure_is_the_delegates_for_every_text(qtbot):
    w = make_window(qtbot)
    t = w.panels.results.table
    rng = random.Random(21)
    letters = ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 -()/,.'→—·" + "éèüöäßçñ"
               + "オーストリアハンガリー陸海軍支援移動ベルリンパリ")
    texts = ["".join(rng.choice(letters) for _ in range(rng.randint(1, 40))) for _ in range(600)]
    texts += ["Y", "(/Y", "A Par - Bur", "F Lon S A Wal - Yor", "  lead", "trail  ", " ", "f", "ffi", "AV", "Wa."]
    t.setRowCount(len(texts))
    for r, text in enumerate(texts):
        item = QTableWidgetItem()
        item.setData(0, text)
        t.setItem(r, 2, item)
    delegate, model = t.itemDelegate(), t.model()
    for family, size in (("", 0), ("Noto Sans CJK JP", 13), ("DejaVu Serif", 15)):
        font = QFont(w.panels.results.font())
        if family:
            font.setFamily(family)
            font.setPointSize(size)
        t.setFont(font)
        delivered()
        option = QStyleOptionViewItem()
        t.initViewItemOption(option)
        fm = QFontMetricsF(t.font())
        margins = 2 * (t.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, option, t) + 1)
        for r, text in enumerate(texts):
            assert math.ceil(fm.size(0, text).width()) + margins == delegate.sizeHint(option, model.index(r, 2)).width(), \
                (family, text)
        assert w.panels.results._column_hint(2, {}) == t.sizeHintForColumn(2), family


def test_texts_not_one_plain_line_and_other_delegates_or_styles_are_measured_by_the_delegate(qtbot, monkeypatch):
    w = make_window(qtbot)
    results = w.panels.results
    t = results.table
    texts = ["a\tb", "two\nlines", "x\u2028y", "len\x9cvariant", "plain"]
    t.setRowCount(len(texts))
    for r, text in enumerate(texts):
        item = QTableWidgetItem()
        item.setData(0, text)
        t.setItem(r, 2, item)
    asked = _Asked(monkeypatch)
    assert results._column_hint(2, {}) == t.sizeHintForColumn(2)
    assert sorted(asked.cells) == [(0, 2), (1, 2), (2, 2), (3, 2), (4, 2)]  # ("plain": the check of the measure)
    option = QStyleOptionViewItem()
    t.initViewItemOption(option)
    assert results._plain_measure(2, option) is not None
    assert results._plain_measure(3, option) is None  # (Result: bold)
    t.setStyleSheet("QTableView::item { padding: 0 9px; }")
    delivered()
    results._widths_kept()
    assert results._plain_measure(2, option) is None
    assert results._column_hint(2, {}) == t.sizeHintForColumn(2)
    t.setStyleSheet("")
    t.setItemDelegateForColumn(2, QStyledItemDelegate(t))
    assert results._plain_measure(2, option) is None

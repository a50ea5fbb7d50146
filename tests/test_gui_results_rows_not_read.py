"""Ctrl+Enter (issue 33, round 22): the results' fits (``results_view._sized_now``) read the sizes of the sections a
header may resize by itself around the table's ``updateGeometries`` (to tell of those it resized): the columns'; not
the rows', which are all interactive and sized one by one by the panel (their 20-odd sizes were read twice a fit). A
rows' header that stretches or fits its contents is read as before."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from gui_helpers import delivered, make_window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView

from referee_app.games.diplomacy import Game
from referee_app.gui.diplomacy import results_view

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from make_games import _orders  # noqa: E402


def _new_phase(seed: int) -> tuple[Game, object]:
    game = Game.new("standard")
    for power, lines in _orders(game, random.Random(seed)).items():
        game.set_orders(power, lines)
    game.process()
    return game, game.last.adjudication if game.last is not None else None


def test_the_rows_sizes_are_not_read_around_a_fit(qtbot, monkeypatch):
    w = make_window(qtbot)
    results = w.panels.results
    t = results.table
    read: list[Qt.Orientation] = []
    own = QHeaderView.sectionSize

    def counted(header, i):  # type: ignore[no-untyped-def]
        read.append(header.orientation())
        return own(header, i)

    monkeypatch.setattr(QHeaderView, "sectionSize", counted)
    for seed in (1901, 1902):
        results.show_adjudication(*_new_phase(seed))
        delivered()
    assert Qt.Orientation.Horizontal in read
    assert Qt.Orientation.Vertical not in read
    heights = [t.rowHeight(r) for r in range(t.rowCount())]
    assert max(heights) >= min(heights) > 0
    # a rows' header that sizes its sections itself is watched
    vh = t.verticalHeader()
    assert not results_view._resizes_itself(vh)
    vh.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    assert results_view._resizes_itself(vh)
    vh.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    vh.setStretchLastSection(True)
    assert results_view._resizes_itself(vh)
    assert results_view._resizes_itself(t.horizontalHeader())

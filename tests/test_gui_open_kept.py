"""What the window keeps when a game is opened over another: the key legend's fitted lines are those a fresh
fit gives, whatever changed in between (another game, the window's size, time called, the language)."""

from __future__ import annotations

from gui_helpers import make_window
from PySide6.QtWidgets import QApplication

from referee_app.games.diplomacy import Game


def legend_as_fitted_afresh(keys) -> str:
    kept = keys.shown_text()
    keys._fitted = None  # nothing kept: fitted again
    keys._fit()
    assert keys._fitted is not None
    return kept


def test_the_key_legend_kept_is_the_one_fitted_afresh(qtbot):
    w = make_window(qtbot)
    keys = w.power_tabs.keys
    seen = set()

    def check() -> None:
        QApplication.processEvents()
        kept = legend_as_fitted_afresh(keys)
        assert kept == keys.shown_text()
        seen.add(kept)

    check()
    w.set_game(Game.new("standard", title="another"))  # the same legend set again: kept
    assert keys._fitted is not None
    check()
    for height in (520, 700, 560):
        w.resize(w.width(), height)
        qtbot.waitUntil(lambda height=height: w.height() == height)
        check()
    w.run("call_time")
    check()
    w.set_language("ja")
    check()
    w.set_language("en")
    w.resize(w.width() - 200, 900)
    qtbot.waitUntil(lambda: w.height() == 900)
    check()
    assert len(seen) > 2  # the sizes and languages tried fitted the legend differently

"""File > Open over a game shown (issue 33, round 18, `open long`): the sheet shown is made for the new game and reads
it then; the window's first refresh of its views refreshes it again only if something it reads changed since (it
read the same game twice). What it shows is what a refresh gives."""

from __future__ import annotations

from gui_helpers import delivered, make_window
from test_replay_sheets import played

from referee_app.core.record import GameFile
from referee_app.games.diplomacy import Game
from referee_app.gui.diplomacy import order_pane


def _shown(pane) -> tuple[object, ...]:  # type: ignore[no-untyped-def]
    labels = (pane.title, pane.status, pane.note, pane.problems, pane.unordered, pane.line_info, pane.late_label,
              pane.skipped_label, pane.hint)
    return (tuple((lb.text(), lb.isVisibleTo(pane)) for lb in labels), pane.late_frame.isVisibleTo(pane),
            pane._problems_box.isVisibleTo(pane), tuple(pane.editor.annotations), pane.editor.toPlainText(),
            pane.editor.placeholderText(), pane.editor.isReadOnly(), pane.editor.textCursor().position(),
            pane.editor.document().isUndoAvailable())


def _opened(qtbot, tmp_path, monkeypatch, game: Game):  # type: ignore[no-untyped-def]
    path = tmp_path / "g.dipgame"
    GameFile.create(path, game).close()
    w = make_window(qtbot)
    refreshed: list[object] = []
    former = order_pane.OrderPane._refresh

    def counted(self):  # type: ignore[no-untyped-def]
        refreshed.append(self)
        former(self)

    monkeypatch.setattr(order_pane.OrderPane, "_refresh", counted)
    assert w.open_game(str(path))
    delivered()
    return w, refreshed


def test_the_sheet_shown_after_an_open_reads_the_game_once_and_shows_a_refresh(qtbot, tmp_path, monkeypatch):
    """Fails on the former window (the sheet refreshed twice at the open)."""
    w, refreshed = _opened(qtbot, tmp_path, monkeypatch, played(1902))
    pane = w.current_pane()
    assert pane.editor.toPlainText() and refreshed == [pane]
    seen = _shown(pane)
    pane.refresh()
    assert _shown(pane) == seen


def test_a_sheet_whose_game_changed_at_the_show_is_refreshed_again(qtbot, tmp_path, monkeypatch):
    """A game left at its adjustments: the window's show starts their clock (an event of the game), and the sheet
    reads the game again."""
    game = Game.new("standard")
    game.set_orders("FRANCE", ["A Mar - Spa"])
    game.process()
    game.process()
    assert game.phase.type.name == "ADJUSTMENTS"
    w, refreshed = _opened(qtbot, tmp_path, monkeypatch, game)
    pane = w.current_pane()
    assert w.game.events[-1].kind == "clock" and refreshed == [pane, pane]
    seen = _shown(pane)
    pane.refresh()
    assert _shown(pane) == seen

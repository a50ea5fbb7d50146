"""File > Open over a game shown (issue 33, `open long`): the window is painted once, with the new game's sheet in
focus and its scroll bars settled, and what is on screen then is what a fresh paint gives.

The old game's sheet held the focus; taken away, Qt gave it to the next widget (the tabs' bar) and the new sheet
took it in a call posted for after the paint, so the bar and the sheet were painted a second time; the new sheet,
made at its default size and then put in the stack at the stack's, settled its scroll bars in a call it posted to
itself, also after the paint."""

from __future__ import annotations

from gui_helpers import delivered, make_window
from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from test_replay_sheets import played

from referee_app.core.record import GameFile


def _on_screen(w, widget) -> QImage:  # type: ignore[no-untyped-def]
    at = widget.mapTo(w, QPoint(0, 0))
    return w.screen().grabWindow(w.winId(), at.x(), at.y(), widget.width(), widget.height()).toImage() \
        .convertToFormat(QImage.Format.Format_RGB32)


def test_a_game_opened_over_another_is_painted_once_with_its_sheet_in_focus(qtbot, tmp_path, steady_cursor):
    path = tmp_path / "long.dipgame"
    GameFile.create(path, played(1903)).close()
    w = make_window(qtbot)
    w.resize(1280, 800)
    old = w.current_pane()
    old.editor.setFocus()  # the referee was typing in the game shown
    delivered()
    assert QApplication.focusWidget() is old.editor
    passes: list[QObject | None] = []

    class Log(QObject):
        def eventFilter(self, obj, event):  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's naming)
            if obj is w and event.type() == QEvent.Type.UpdateRequest:
                passes.append(QApplication.focusWidget())
            return False

    log = Log()
    QApplication.instance().installEventFilter(log)
    try:
        assert w.open_game(str(path))
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the old game's widgets, as the loop does
        delivered()
    finally:
        QApplication.instance().removeEventFilter(log)
    pane = w.current_pane()
    assert pane is not old and pane.editor.toPlainText()  # the new game's sheet, with its orders
    assert QApplication.focusWidget() is pane.editor
    assert passes == [pane.editor], f"{len(passes)} paint passes, the focus on {[type(f).__name__ for f in passes]}"
    for part in (pane, pane.editor, w.panels.power_tabs.list):
        fresh = part.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        assert _on_screen(w, part) == fresh, f"{type(part).__name__} on screen is not what a fresh paint gives"

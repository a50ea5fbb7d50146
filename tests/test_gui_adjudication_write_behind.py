"""Ctrl+Enter: the adjudication's commit finished by the game file's writer thread while the window shows the results
(``core.record.write_behind``, around ``DiplomacyPanels.adjudicate``), and on disk before the command returns: before
the results are painted and the next key is read. A failed commit is reported as a failed write always was, and loses
nothing."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

from gui_helpers import ALT, CTRL, SPRING_1901, delivered, focused, make_window, type_all
from PySide6.QtCore import QEvent, QObject, Qt
from test_key_write_behind import _commits_beside, _wal_cannot_grow

from referee_app.core.events import RESOLVED, TAKEN_BACK
from referee_app.core.record import GameFile
from referee_app.games.diplomacy.rules.i18n import error_text


def _kinds_on_disk(path: Path) -> list[str]:
    """The kinds of the events a second connection reads in the file (what a crash would leave)."""
    conn = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
    try:
        return [k for (k,) in conn.execute("SELECT kind FROM events ORDER BY seq")]
    finally:
        conn.close()


def _window_with_file(qtbot, tmp_path):
    w = make_window(qtbot)
    path = tmp_path / "evening.dipgame"
    assert w.save_as(str(path))
    type_all(qtbot, w, SPRING_1901)
    delivered()
    return w, path


class _Paints(QObject):
    """At each paint of the results table: the adjudications the file holds then."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path
        self.seen: list[int] = []

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            kinds = _kinds_on_disk(self.path)
            self.seen.append(kinds.count(RESOLVED) - kinds.count(TAKEN_BACK))
        return False


def test_the_adjudications_commit_runs_on_the_writer_while_the_window_shows_the_results(qtbot, tmp_path):
    w, path = _window_with_file(qtbot, tmp_path)
    results = w.panels.results
    # the results shown (the window's own work for the command)
    commits, shown = _commits_beside(w.gamefile, results, "show_adjudication")
    paints = _Paints(path)
    results.table.viewport().installEventFilter(paints)
    for _ in range(2):
        shown.clear()
        paints.seen.clear()
        qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
        # the command has returned: the event loop would paint and read the next key now
        kinds = _kinds_on_disk(path)
        assert kinds[-1] == RESOLVED and kinds == [ev.kind for ev in w.game.events]
        delivered()
        assert paints.seen and all(n == 1 for n in paints.seen), "the results were painted before they were on disk"
        qtbot.keyClick(focused(w), Qt.Key.Key_Z, CTRL | ALT)
        delivered()
        assert _kinds_on_disk(path)[-1] == TAKEN_BACK
    results.table.viewport().removeEventFilter(paints)
    adjudications = [c for c in commits if c[0]]
    assert len(adjudications) == 2, commits  # main: none (each commit on the window's thread)
    assert all(overlapped for _, overlapped in adjudications), "the window waited for the disk before the results"
    assert w.gamefile.unsaved == 0 and w.gamefile.last_error is None and not w.errors


def test_a_failed_commit_of_an_adjudication_is_reported_as_a_failed_write_and_loses_nothing(qtbot, tmp_path):
    w, path = _window_with_file(qtbot, tmp_path)
    gf = w.gamefile
    threads: list[str] = []
    gf._conn.set_trace_callback(lambda s: threads.append(threading.current_thread().name) if s == "COMMIT" else None)
    phase = w.game.phase
    with _wal_cannot_grow(path):
        qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    assert threads[-1] == "game file writer"  # the commit that failed was the writer's
    delivered()
    assert w.game.phase != phase and w.game.events[-1].kind == RESOLVED  # the game is complete in memory
    assert gf.unsaved == 1 and gf.last_error is not None
    assert w.errors == [error_text(gf.last_error, w.lang)]
    assert "(1 unsaved change)" in w.errors[0]
    assert RESOLVED not in _kinds_on_disk(path)
    gf.flush()  # room again: the adjudication stored
    assert gf.unsaved == 0 and _kinds_on_disk(path)[-1] == RESOLVED
    w.close()
    with GameFile.open(path, readonly=True) as again:
        assert again.game.phase == w.game.phase

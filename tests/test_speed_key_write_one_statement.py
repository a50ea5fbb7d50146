"""A key's one event is written by the game file's writer thread in one statement, its own transaction (issue 33,
round 25): the window's thread runs none of SQLite for a key (no BEGIN IMMEDIATE, no INSERT of its own: a key's
time on a busy host, and the pages they touched), and the key is still on disk before its handler returns
(test_key_write_behind: before it is painted and before the next key is read). Writes of several events, or of an
adjudication's phases, are still one transaction begun on the window's thread and committed by the writer."""

from __future__ import annotations

import threading

from test_key_write_behind import _sheet_on_disk, _wal_cannot_grow, _window_with_file

from referee_app.core.record import GameFile, RecordError, write_behind
from referee_app.games.diplomacy import Game


def test_a_keys_write_runs_no_sqlite_on_the_windows_thread(qtbot, tmp_path):
    w, pane, path = _window_with_file(qtbot, tmp_path)
    conn = w.gamefile._conn
    statements: list[tuple[str, str, bool]] = []  # (its first word, its thread, inside a transaction begun before)
    conn.set_trace_callback(lambda s: statements.append((s.split()[0], threading.current_thread().name,
                                                         conn.in_transaction)))
    typed = "A Par - Bur"
    for ch in typed:
        before = len(statements)
        qtbot.keyClicks(pane.editor, ch)
        assert _sheet_on_disk(path, "FRANCE") == pane.editor.lines()  # on disk once the key is handled
        assert statements[before:] == [("INSERT", "game file writer", False)], ch
    assert w.gamefile.unsaved == 0 and w.gamefile.last_error is None and not w.errors
    assert len(w.game.events) == w.gamefile._stored


def test_events_written_together_behind_are_still_one_transaction(tmp_path):
    path = tmp_path / "g.dipgame"
    g = Game.new("standard")
    errors: list[RecordError] = []
    gf = GameFile.create(path, g, on_error=errors.append)
    conn = gf._conn
    assert conn is not None
    log: list[tuple[str, str, bool]] = []
    conn.set_trace_callback(lambda s: log.append((s.split()[0], threading.current_thread().name, conn.in_transaction)))
    main = threading.current_thread().name
    with _wal_cannot_grow(path), write_behind():
        g.set_orders("FRANCE", ["A Par - Bur"])  # one event: its statement fails (on the writer), and it stays unsaved
    assert log == [("INSERT", "game file writer", False)]
    assert len(errors) == 1 and gf.unsaved == 1 and "(1 unsaved change)" in str(errors[0])
    assert not conn.in_transaction  # (the failed statement rolled itself back)
    log.clear()
    with write_behind():
        g.set_orders("GERMANY", ["A Ber - Kie"])  # two events now: one transaction, committed by the writer
    assert log == [("BEGIN", main, False), ("INSERT", main, True), ("INSERT", main, True),
                   ("COMMIT", "game file writer", True)]
    assert gf.unsaved == 0 and gf.last_error is None and len(errors) == 1
    assert _sheet_on_disk(path, "FRANCE") == ["A Par - Bur"] and _sheet_on_disk(path, "GERMANY") == ["A Ber - Kie"]
    log.clear()
    with write_behind():
        g.set_orders("ITALY", ["A Ven - Tyr"])  # one event again: one statement
    assert log == [("INSERT", "game file writer", False)] and _sheet_on_disk(path, "ITALY") == ["A Ven - Tyr"]
    gf.close()

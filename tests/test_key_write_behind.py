"""A key's commit finished by the game file's writer thread while the window checks and lays out the sheet
(``core.record.write_behind``, around the sheet's key handling), and on disk before the key's handler returns:
before the key is painted and before the next key is read. A failed commit is reported as a failed write always
was, and loses nothing; every other use of the file waits for a commit under way.

The disk is made slow where a test needs the window to be seen going on (or waiting) while a commit is under way:
the connection's own trace hook, called by SQLite on the thread that runs the statement as it starts it, waits
there. A failing disk is a real one: the process's file size limit (``RLIMIT_FSIZE``) stops the write-ahead log
from growing, so SQLite's COMMIT fails writing it (the rows were inserted before, in memory)."""

from __future__ import annotations

import resource
import signal
import sqlite3
import threading
import time
from contextlib import contextmanager
from pathlib import Path

from gui_helpers import delivered, make_window
from PySide6.QtCore import QEvent, QObject

from referee_app.core.record import GameFile, RecordError, write_behind
from referee_app.games.diplomacy import Game
from referee_app.games.diplomacy.rules.i18n import error_text


def _sheet_on_disk(path: Path, power: str) -> list[str] | None:
    """The last sheet of ``power`` a second connection reads in the file (what a crash would leave)."""
    conn = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
    try:
        row = conn.execute("SELECT json_extract(data, '$.lines') FROM events WHERE kind = 'orders' AND "
                           "json_extract(data, '$.power') = ? ORDER BY seq DESC LIMIT 1", (power,)).fetchone()
    finally:
        conn.close()
    import json

    return None if row is None else json.loads(row[0])


@contextmanager
def _wal_cannot_grow(path: Path):
    """The write-ahead log of ``path`` cannot grow while inside: a commit fails writing it (a real disk error)."""
    wal = path.with_name(path.name + "-wal")
    old = resource.getrlimit(resource.RLIMIT_FSIZE)
    handler = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # the write fails (EFBIG) instead of ending the process
    resource.setrlimit(resource.RLIMIT_FSIZE, (wal.stat().st_size, old[1]))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, old)
        signal.signal(signal.SIGXFSZ, handler)


def _commits(conn: sqlite3.Connection, statement: str) -> bool:
    """``statement`` (as SQLite's trace hook gives it, on the thread that runs it) commits: a COMMIT, or a write made
    outside a transaction, its own (a key's one row, inserted and committed by the writer in one statement)."""
    return statement == "COMMIT" or (statement.startswith("INSERT ") and not conn.in_transaction)


def _window_with_file(qtbot, tmp_path):
    w = make_window(qtbot)
    path = tmp_path / "evening.dipgame"
    assert w.save_as(str(path))
    w.select_power(w.game.powers.index("FRANCE"))
    pane = w.current_pane()
    assert pane is not None and pane.power == "FRANCE"
    pane.editor.setFocus()
    delivered()
    return w, pane, path


def _commits_beside(gamefile: GameFile, owner: object, name: str) -> tuple[list[tuple[bool, bool]], threading.Event]:
    """Each commit of ``gamefile`` from now on: (off the window's thread, ``owner.name`` called while it was under way),
    with the event ``owner.name`` sets when called (a test clears it before each command). The commit waits for the
    window's work, as a slow disk would (never on the window's thread: it would wait for itself)."""
    main = threading.get_ident()
    called = threading.Event()
    real = getattr(owner, name)

    def wrapped(*args, **kwargs):
        called.set()
        return real(*args, **kwargs)

    setattr(owner, name, wrapped)
    commits: list[tuple[bool, bool]] = []

    def trace(statement: str) -> None:
        if _commits(gamefile._conn, statement):
            off = threading.get_ident() != main
            commits.append((off, off and called.wait(30)))

    gamefile._conn.set_trace_callback(trace)
    return commits, called


def test_a_keys_commit_runs_on_the_writer_while_the_window_checks_the_sheet(qtbot, tmp_path):
    w, pane, path = _window_with_file(qtbot, tmp_path)
    # the sheet checked and its labels set for the key (the window's own work)
    commits, checked = _commits_beside(w.gamefile, pane, "refresh")
    for ch in "A Par - Bur":
        checked.clear()
        qtbot.keyClicks(pane.editor, ch)
        assert _sheet_on_disk(path, "FRANCE") == pane.editor.lines()  # on disk once the key is handled
        delivered()
    assert len(commits) == len("A Par - Bur")
    assert all(off for off, _ in commits), "a key's commit ran on the window's thread"
    assert all(overlapped for _, overlapped in commits), "the window waited for the disk before checking the sheet"
    assert w.gamefile.unsaved == 0 and w.gamefile.last_error is None and not w.errors


class _Paints(QObject):
    """At each paint of the sheet: the text painted and the sheet the file holds then."""

    def __init__(self, path: Path, editor) -> None:
        super().__init__()
        self.path, self.editor = path, editor
        self.seen: list[tuple[list[str], list[str] | None]] = []

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            self.seen.append((self.editor.lines(), _sheet_on_disk(self.path, "FRANCE")))
        return False


def test_a_key_is_on_disk_before_it_is_painted_and_before_the_next_key_is_read(qtbot, tmp_path):
    w, pane, path = _window_with_file(qtbot, tmp_path)
    main = threading.get_ident()

    def slow_disk(statement: str) -> None:
        if _commits(w.gamefile._conn, statement) and threading.get_ident() != main:
            time.sleep(0.05)  # a disk slower than the window's work for the key

    w.gamefile._conn.set_trace_callback(slow_disk)
    paints = _Paints(path, pane.editor)
    pane.editor.viewport().installEventFilter(paints)
    line = "A Mar - Spa"
    for ch in line:
        qtbot.keyClicks(pane.editor, ch)
        # the key's handler has returned: the event loop would read the next key now
        assert _sheet_on_disk(path, "FRANCE") == pane.editor.lines()
        delivered()  # the key's repaint
    pane.editor.viewport().removeEventFilter(paints)
    assert _sheet_on_disk(path, "FRANCE") == [line]
    typed = [(text, stored) for text, stored in paints.seen if text != [""]]
    assert len(typed) >= len(line) - 1  # every key painted (two may share a paint)
    assert all(text == stored for text, stored in typed), "a key was painted before it was on disk"


def test_a_failed_commit_during_a_key_is_reported_as_a_failed_write_and_loses_nothing(qtbot, tmp_path):
    w, pane, path = _window_with_file(qtbot, tmp_path)
    gf = w.gamefile
    threads: list[str] = []
    gf._conn.set_trace_callback(lambda s: threads.append(threading.current_thread().name) if _commits(gf._conn, s)
                                else None)
    qtbot.keyClicks(pane.editor, "A Par")
    delivered()
    with _wal_cannot_grow(path):
        qtbot.keyClicks(pane.editor, " ")
    assert threads[-1] == "game file writer"  # the commit that failed was the writer's
    delivered()
    assert w.game.current.sheets["FRANCE"] == ["A Par "]  # the game is complete in memory
    assert gf.unsaved == 1 and gf.last_error is not None
    assert w.errors == [error_text(gf.last_error, w.lang)]
    assert "(1 unsaved change)" in w.errors[0] and "NOT SAVED" in w.statusBar().currentMessage()
    assert _sheet_on_disk(path, "FRANCE") == ["A Par"]
    # the same failure of a write made as every change was before (on the window's thread, not behind): the same
    # report
    qtbot.keyClicks(pane.editor, "-")  # room again: both keys stored
    assert gf.unsaved == 0 and gf.last_error is None and _sheet_on_disk(path, "FRANCE") == ["A Par -"]
    with _wal_cannot_grow(path):
        w.game.set_orders("FRANCE", ["A Par - B"])
    assert threads[-1] == "MainThread"
    assert len(w.errors) == 2 and w.errors[1] == w.errors[0]
    delivered()
    assert pane.editor.lines() == ["A Par - B"]  # the sheet shows what the game holds
    qtbot.keyClicks(pane.editor, "ur")
    assert gf.unsaved == 0 and _sheet_on_disk(path, "FRANCE") == ["A Par - Bur"]
    w.close()
    with GameFile.open(path, readonly=True) as again:
        assert again.game.current.sheets["FRANCE"] == ["A Par - Bur"]


# --- the game file's part, without a window -------------------------------------------------------

def _slow_commits(gf: GameFile, log: list[tuple[str, str]]) -> None:
    """Every commit the writer makes waits a little (a slow disk); each statement logged with its thread."""
    def trace(statement: str) -> None:
        name = threading.current_thread().name
        what = "COMMIT" if _commits(gf._conn, statement) else statement.split()[0]
        log.append((what, name))
        if what == "COMMIT" and name == "game file writer":
            time.sleep(0.05)

    assert gf._conn is not None
    gf._conn.set_trace_callback(trace)


def test_every_use_of_the_file_waits_for_a_commit_under_way(tmp_path):
    path = tmp_path / "g.dipgame"
    g = Game.new("standard")
    errors: list[RecordError] = []
    gf = GameFile.create(path, g, on_error=errors.append)
    log: list[tuple[str, str]] = []
    _slow_commits(gf, log)
    sheets = [["A Par - Bur"], ["A Par - Bur", "A Mar - Spa"], ["A Par - Bur", "A Mar - Spa", "F Bre - Mao"]]
    asks = [lambda: gf.unsaved == 0, lambda: gf.last_error is None, lambda: gf.meta()["game"] == "diplomacy"]
    for lines, ask in zip(sheets, asks):
        with write_behind():
            g.set_orders("FRANCE", lines)
            assert ask()
            assert _sheet_on_disk(path, "FRANCE") == lines  # asked, the commit was waited for
    with write_behind():  # a second change in the block waits for the first's commit
        g.set_orders("GERMANY", ["A Ber - Kie"])
        g.set_orders("GERMANY", ["A Ber - Kie", "A Mun - Ruh"])
        assert _sheet_on_disk(path, "GERMANY") == ["A Ber - Kie"]
    assert _sheet_on_disk(path, "GERMANY") == ["A Ber - Kie", "A Mun - Ruh"]
    with write_behind():
        g.set_orders("ITALY", ["A Ven - Tyr"])
        new = gf.save_as(tmp_path / "copy.dipgame")
    assert _sheet_on_disk(path, "ITALY") == ["A Ven - Tyr"] and _sheet_on_disk(tmp_path / "copy.dipgame", "ITALY")
    log2: list[tuple[str, str]] = []
    _slow_commits(new, log2)
    with write_behind():
        g.set_orders("ITALY", ["A Ven - Tyr", "F Nap - Ion"])
        new.close()
    assert _sheet_on_disk(tmp_path / "copy.dipgame", "ITALY") == ["A Ven - Tyr", "F Nap - Ion"]
    assert not errors
    assert ("COMMIT", "game file writer") in log and ("COMMIT", "game file writer") in log2
    with GameFile.open(tmp_path / "copy.dipgame", readonly=True) as again:
        assert again.game.current.sheets["GERMANY"] == ["A Ber - Kie", "A Mun - Ruh"]


def test_a_failed_commit_under_way_is_told_before_the_file_is_read_or_closed(tmp_path):
    path = tmp_path / "g.dipgame"
    g = Game.new("standard")
    errors: list[RecordError] = []
    gf = GameFile.create(path, g, on_error=errors.append)
    with _wal_cannot_grow(path), write_behind():
        g.set_orders("FRANCE", ["A Par - Bur"])
        assert gf.meta()["game"] == "diplomacy"
        assert len(errors) == 1  # told before the file's meta table was read
        g.set_orders("FRANCE", ["A Par - Bur", "A Mar - Spa"])
        try:
            with gf:  # left by an error: the file is closed without writing what is unsaved
                raise LookupError
        except LookupError:
            pass
        assert len(errors) == 2 and gf.readonly  # told as the file was closed
    assert [str(e).split(": ", 1)[1][:16] for e in errors] == ["disk I/O error. "] * 2
    assert _sheet_on_disk(path, "FRANCE") is None
    GameFile.create(tmp_path / "rescued.dipgame", g).close()  # nothing lost: the game in memory has both
    assert _sheet_on_disk(tmp_path / "rescued.dipgame", "FRANCE") == ["A Par - Bur", "A Mar - Spa"]


def _failures(path: Path, behind: bool) -> tuple[list[str], int, list[str]]:
    """Two changes whose commits fail, then one with room again: what ``on_error`` heard, and what was kept."""
    g = Game.new("standard")
    errors: list[RecordError] = []
    gf = GameFile.create(path, g, on_error=errors.append)
    log: list[tuple[str, str]] = []
    assert gf._conn is not None
    conn = gf._conn
    gf._conn.set_trace_callback(lambda s: log.append(("COMMIT" if _commits(conn, s) else s.split()[0],
                                                      threading.current_thread().name)))
    g.set_orders("FRANCE", ["A Par - Bur"])
    with _wal_cannot_grow(path), (write_behind() if behind else _nothing()):
        g.set_orders("FRANCE", ["A Par - Bur", "A Mar - Spa"])
        g.set_orders("GERMANY", ["A Ber - Kie"])
    unsaved = gf.unsaved
    threads = [name for what, name in log if what == "COMMIT"]
    g.set_orders("ITALY", ["A Ven - Tyr"])
    assert gf.unsaved == 0 and gf.last_error is None
    gf.close()
    with GameFile.open(path, readonly=True) as again:
        assert again.game.current.sheets == {"FRANCE": ["A Par - Bur", "A Mar - Spa"], "GERMANY": ["A Ber - Kie"],
                                             "ITALY": ["A Ven - Tyr"]}
    return [str(e).replace(path.name, "FILE") for e in errors], unsaved, threads


@contextmanager
def _nothing():
    yield


def test_failed_commits_behind_are_reported_as_the_writes_made_at_once_were(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    at_once = _failures(tmp_path / "a" / "g.dipgame", behind=False)
    behind = _failures(tmp_path / "b" / "g.dipgame", behind=True)
    assert at_once[2][-2:] == ["MainThread", "MainThread"] and behind[2][-2:] == ["game file writer"] * 2
    assert behind[:2] == at_once[:2]
    assert [e.split(": ", 1)[1][:16] for e in behind[0]] == ["disk I/O error. "] * 2
    assert "(1 unsaved change)" in behind[0][0] and "(2 unsaved changes)" in behind[0][1] and behind[1] == 2


def test_only_the_blocks_thread_and_files_reporting_to_on_error_write_behind(tmp_path):
    g = Game.new("standard")
    quiet = GameFile.create(tmp_path / "quiet.dipgame", g)  # no on_error: its errors are raised by the change
    log: list[tuple[str, str]] = []
    _slow_commits(quiet, log)
    with write_behind():
        g.set_orders("FRANCE", ["A Par - Bur"])
        assert _sheet_on_disk(tmp_path / "quiet.dipgame", "FRANCE") == ["A Par - Bur"]
    quiet.close()
    h = Game.new("standard")
    told = GameFile.create(tmp_path / "told.dipgame", h, on_error=lambda e: None)
    _slow_commits(told, log)
    done = []
    with write_behind():
        t = threading.Thread(target=lambda: (h.set_orders("ITALY", ["A Ven - Tyr"]), done.append(1)), name="other")
        t.start()
        t.join()
        assert done and _sheet_on_disk(tmp_path / "told.dipgame", "ITALY") == ["A Ven - Tyr"]
    h.set_orders("ITALY", ["A Ven - Tyr", "A Rom - Apu"])  # outside a block
    told.close()
    assert [name for what, name in log if what == "COMMIT"] == ["MainThread", "other", "MainThread"]


def test_a_file_closed_after_a_commit_behind_is_not_kept_alive(tmp_path):
    import gc
    import weakref

    g = Game.new("standard")
    gf = GameFile.create(tmp_path / "g.dipgame", g, on_error=lambda e: None)
    with write_behind():
        g.set_orders("FRANCE", ["A Par - Bur"])
    gf.close()
    gone, game = weakref.ref(gf), weakref.ref(g)
    del gf, g
    gc.collect()
    assert gone() is None and game() is None  # the writer thread holds nothing of a game once it is waited for

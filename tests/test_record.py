"""The game file: saved as it happens, survives kill -9, refuses bad files without touching them."""

from __future__ import annotations

import errno
import json
import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from referee_app.core.record import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    GameFile,
    RecordError,
    add_recent_game,
    recent_games,
    remove_recent_game,
)
from referee_app.games.diplomacy import Game, RefereeError
from referee_app.games.diplomacy.table.record import phase_entries  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def clock():
    t = [1_700_000_000.0]

    def now():
        t[0] += 1.0
        return t[0]

    return now


def played_game() -> Game:
    """Spring 1901 played, then taken back and played again; Fall sheets half entered."""
    g = Game.new("standard", players={"FRANCE": "Ann"}, title="Club night", clock=clock())
    g.set_orders("FRANCE", ["A Par - Bur", "A Mar - Spa", "F Bre - Mao"])
    g.set_orders("GERMANY", ["A Mun - Bur", "A Ber - Kie", "F Kie - Den"])
    g.process()
    g.undo()
    g.set_orders("FRANCE", ["A Par - Pic", "A Mar - Spa", "F Bre - Mao"])
    g.call_time()
    g.process()
    g.log_clock("start", seconds=900)
    g.note("Germany's player arrived late")
    g.set_orders("FRANCE", ["A Pic - Bel", "A Spa - Po"])
    return g


def snapshot(path: Path) -> tuple[bytes, int, list[str]]:
    """The file's bytes, its modification time, and what else sits beside it."""
    st = path.stat()
    return path.read_bytes(), st.st_mtime_ns, sorted(p.name for p in path.parent.iterdir())


def same_game(a: Game, b: Game) -> None:
    assert b.phase == a.phase and b.position == a.position
    assert b.current.sheets == a.current.sheets
    assert [r.phase for r in b.history] == [r.phase for r in a.history]
    assert len(b.undone) == len(a.undone)
    assert [(e.kind, e.at, dict(e.data)) for e in b.events] == [(e.kind, e.at, dict(e.data)) for e in a.events]
    assert b.time_called == a.time_called


# --- create, open, replay ----------------------------------------------------------------------

def test_create_then_open_replays_the_same_game(tmp_path):
    g = played_game()
    path = tmp_path / "club.dipgame"
    with GameFile.create(path, g) as gf:
        assert gf.game is g and not gf.readonly and gf.unsaved == 0
        g.set_orders("GERMANY", ["A Kie - Hol"])  # saved as it happens
    with GameFile.open(path) as gf2:
        same_game(g, gf2.game)
        assert gf2.meta()["format"] == "referee-app game" and gf2.meta()["ruleset"] == "standard"
        assert gf2.meta()["title"] == "Club night"


def test_file_is_marked_with_application_id_and_version_and_uses_wal(tmp_path):
    path = tmp_path / "g.dipgame"
    GameFile.create(path, Game.new("standard")).close()
    head = path.read_bytes()[:100]
    assert head.startswith(b"SQLite format 3\x00")
    assert int.from_bytes(head[68:72], "big") == APPLICATION_ID
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()


def test_every_event_is_a_row_and_phases_are_derived_with_undo_marked(tmp_path):
    g = played_game()
    path = tmp_path / "g.dipgame"
    with GameFile.create(path, g):
        g.set_orders("ITALY", ["A Ven - Tyr"])
        ro = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        rows = ro.execute("SELECT seq, kind, at, data FROM events ORDER BY seq").fetchall()
        assert [r[0] for r in rows] == list(range(1, len(g.events) + 1))
        assert [(r[1], r[2], json.loads(r[3])) for r in rows] == [(e.kind, e.at, dict(e.data)) for e in g.events]
        phases = ro.execute("SELECT phase, next_phase, undone_seq, results FROM phases ORDER BY event_seq").fetchall()
        ro.close()
    assert [(p, n) for p, n, _, _ in phases] == [("S1901M", "F1901M"), ("S1901M", "F1901M")]
    assert phases[0][2] is not None and phases[1][2] is None  # the first adjudication was taken back
    res = json.loads(phases[1][3])
    assert {r["text"]: r["status"] for r in res["results"]}["A Par - Pic"] == "succeeds"
    entries = phase_entries(g)
    assert [e.undone for e in entries] == [True, False]


def test_the_event_log_is_append_only(tmp_path):
    path = tmp_path / "g.dipgame"
    GameFile.create(path, played_game()).close()
    conn = sqlite3.connect(path)
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        conn.execute("UPDATE events SET kind = 'x' WHERE seq = 1")
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        conn.execute("DELETE FROM events")
    conn.close()


def test_reopening_resumes_the_phase_and_the_clock_state(tmp_path):
    g = Game.new("standard")
    path = tmp_path / "g.dipgame"
    with GameFile.create(path, g):
        g.set_orders("FRANCE", ["A Par - Bur"])
        g.call_time()
        g.set_orders("GERMANY", ["A Mun - Bur"])  # after time was called: late
    with GameFile.open(path) as gf:
        assert gf.game.time_called and gf.game.current.late == {"GERMANY"}


def test_create_refuses_to_overwrite_unless_told(tmp_path):
    path = tmp_path / "g.dipgame"
    GameFile.create(path, Game.new("standard", title="first")).close()
    before = snapshot(path)
    with pytest.raises(RecordError, match="already exists"):
        GameFile.create(path, Game.new("standard", title="second"))
    assert snapshot(path) == before
    GameFile.create(path, Game.new("standard", title="second"), overwrite=True).close()
    with GameFile.open(path) as gf:
        assert gf.game.setup.title == "second"


def test_save_as_moves_the_game_to_a_new_file_with_everything(tmp_path):
    g = played_game()
    a, b = tmp_path / "a.dipgame", tmp_path / "b.dipgame"
    gf = GameFile.create(a, g)
    gf2 = gf.save_as(b)
    assert gf2.game is g and gf2.path == b
    g.set_orders("ITALY", ["A Ven - Tyr"])  # goes to b only
    gf2.close()
    with GameFile.open(b) as gb:
        same_game(g, gb.game)
    with GameFile.open(a) as ga:  # a was released, and has what it had
        assert "ITALY" not in ga.game.current.sheets


def test_readonly_open_is_a_snapshot_and_takes_no_lock(tmp_path):
    g = played_game()
    path = tmp_path / "g.dipgame"
    with GameFile.create(path, g):
        ro = GameFile.open(path, readonly=True)
        assert ro.readonly and ro.game.current.sheets == g.current.sheets
        with pytest.raises(RecordError, match="read-only"):
            ro.flush()


def test_the_lock_names_the_machine_as_the_socket_module_does(tmp_path):
    """The lock's note: the process, the machine's name as ``socket.gethostname()`` gives it (read without
    importing socket on Linux) and the time."""
    import socket

    from referee_app.core.record import host_name

    assert host_name() == socket.gethostname()
    path = tmp_path / "g.dipgame"
    with GameFile.create(path, played_game()):
        pid, host, _when = path.with_name(path.name + ".lock").read_text().split()
        assert pid == str(os.getpid()) and host == socket.gethostname()


# --- crash: kill -9 while typing --------------------------------------------------------------

CHILD = r"""
import json, sys, time
from referee_app.games.diplomacy import Game
from referee_app.core.record import GameFile
path, plan, stop_at = sys.argv[1], json.loads(sys.argv[2]), int(sys.argv[3])
game = Game.new("standard")
gf = GameFile.create(path, game)
game.set_orders("FRANCE", ["A Par - Bur", "A Mar - Spa", "F Bre - Mao"])
game.process()
print("phase", game.phase, flush=True)
for i, (power, lines) in enumerate(plan):
    game.set_orders(power, lines)       # what the order pane does on every keystroke
    print("typed", i, flush=True)
    if i == stop_at:
        sys.stdin.readline()            # the referee pauses mid-word; the laptop dies now
    time.sleep(0.001)
sys.stdin.readline()
"""

SHEETS = {
    "FRANCE": ["A Bur - Bel", "A Spa - Por", "F Mao S A Spa - Por"],
    "GERMANY": ["A Mun - Ruh", "A Ber - Kie", "F Kie - Hol"],
    "ENGLAND": ["F Lon - Nth", "F Edi - Nwg", "A Lvp - Yor"],
    "ITALY": ["A Ven - Tyr", "A Rom - Apu", "F Nap - Ion"],
}


def keystrokes() -> list[tuple[str, list[str]]]:
    """Every state of the sheets while typing them one character at a time."""
    plan = []
    for power, lines in SHEETS.items():
        done: list[str] = []
        for line in lines:
            for k in range(1, len(line) + 1):
                plan.append((power, done + [line[:k]]))
            done.append(line)
    return plan


def sheets_after(plan, i):
    sheets: dict[str, list[str]] = {}
    for power, lines in plan[: i + 1]:
        sheets[power] = lines
    return sheets


def run_and_kill(path: Path, stop_at: int, kill_after: int) -> int:
    plan = keystrokes()
    proc = subprocess.Popen([sys.executable, "-c", CHILD, str(path), json.dumps(plan), str(stop_at)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    last = -1
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.startswith("typed"):
                last = int(line.split()[1])
                if last >= kill_after:
                    break
        else:
            raise AssertionError(f"the typing process stopped early: {proc.stderr.read() if proc.stderr else ''}")
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.wait(timeout=60)
    assert proc.returncode == -signal.SIGKILL
    return last


def test_kill_9_mid_word_then_reopen_resumes_with_every_typed_character(tmp_path):
    path = tmp_path / "crash.dipgame"
    plan = keystrokes()
    stop = 47  # "A Mun -": half of Germany's first line
    assert plan[stop][1][-1] != SHEETS[plan[stop][0]][len(plan[stop][1]) - 1]  # a half-typed line
    last = run_and_kill(path, stop_at=stop, kill_after=stop)
    assert last == stop
    with GameFile.open(path) as gf:
        assert str(gf.game.phase) == "F1901M"
        assert gf.game.current.sheets == sheets_after(plan, stop)
        assert gf.game.history[0].adjudication is not None


def test_kill_9_while_typing_fast_loses_nothing_that_was_typed(tmp_path):
    path = tmp_path / "crash.dipgame"
    plan = keystrokes()
    last = run_and_kill(path, stop_at=len(plan) + 10, kill_after=60)
    with GameFile.open(path) as gf:
        assert str(gf.game.phase) == "F1901M"
        got = gf.game.current.sheets
        reached = [i for i in range(last, len(plan)) if sheets_after(plan, i) == got]
        assert reached, f"the sheets after reopening are not a state the typist reached at or after keystroke {last}"


# --- bad files: clear message, never changed ---------------------------------------------------

def good_file(tmp_path: Path, name: str = "g.dipgame") -> Path:
    path = tmp_path / name
    GameFile.create(path, played_game()).close()
    return path


def refuse(path: Path, match: str, readonly: bool = False) -> RecordError:
    before = snapshot(path)
    with pytest.raises(RecordError, match=match) as info:
        GameFile.open(path, readonly=readonly)
    assert isinstance(info.value, RefereeError)
    assert snapshot(path) == before, "the file (or its folder) was changed"
    return info.value


def test_not_sqlite_at_all_is_refused_untouched(tmp_path):
    path = tmp_path / "notes.dipgame"
    path.write_text("Spring 1901: France A Par - Bur\n" * 20, encoding="utf-8")
    refuse(path, "not an SQLite database")
    refuse(path, "not an SQLite database", readonly=True)


def test_empty_file_is_refused(tmp_path):
    path = tmp_path / "empty.dipgame"
    path.write_bytes(b"")
    refuse(path, "empty")


def test_another_programs_sqlite_database_is_refused_untouched(tmp_path):
    path = tmp_path / "photos.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE photo (id INTEGER PRIMARY KEY, name TEXT)")
    conn.execute("INSERT INTO photo (name) VALUES ('x')")
    conn.commit()
    conn.close()
    refuse(path, "not a game file of this program")
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA application_id = 1234")
    conn.commit()
    conn.close()
    refuse(path, "another program's SQLite database")


def test_truncated_file_is_refused_untouched(tmp_path):
    path = good_file(tmp_path)
    data = path.read_bytes()
    assert len(data) >= 3 * 4096
    path.write_bytes(data[: len(data) // 2 + 100])
    refuse(path, "truncated")
    path.write_bytes(data[:60])
    refuse(path, "truncated")
    path.write_bytes(data[:10])
    refuse(path, "truncated")


def test_corrupt_pages_are_refused_untouched(tmp_path):
    path = good_file(tmp_path)
    data = bytearray(path.read_bytes())
    page = 4096
    for p in range(1, len(data) // page):  # scribble over every page's b-tree header, keep the file header
        data[p * page : p * page + 12] = b"\xde\xad\xbe\xef" * 3
    path.write_bytes(bytes(data))
    refuse(path, "damaged")


def test_an_unreadable_event_is_refused_untouched(tmp_path):
    path = good_file(tmp_path)
    conn = sqlite3.connect(path)
    n = conn.execute("SELECT max(seq) FROM events").fetchone()[0]
    conn.execute("INSERT INTO events VALUES (?, 'orders', 0, '{not json')", (n + 1,))
    conn.commit()
    conn.close()
    err = refuse(path, "damaged")
    assert f"event {n + 1}" in str(err)


def test_a_record_that_cannot_be_replayed_is_refused_untouched(tmp_path):
    path = good_file(tmp_path)
    conn = sqlite3.connect(path)
    n = conn.execute("SELECT max(seq) FROM events").fetchone()[0]
    conn.execute("INSERT INTO events VALUES (?, 'orders', 0, ?)", (n + 1, json.dumps({"phase": "F1901M"})))
    conn.commit()
    conn.close()
    refuse(path, "cannot be rebuilt")


def test_a_file_from_a_newer_version_is_refused_untouched(tmp_path):
    path = good_file(tmp_path)
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    err = refuse(path, "newer version")
    assert "update" in str(err).lower()
    refuse(path, "newer version", readonly=True)


def test_missing_file_and_folder_are_reported(tmp_path):
    with pytest.raises(RecordError, match="no such file"):
        GameFile.open(tmp_path / "nothing.dipgame")
    with pytest.raises(RecordError, match="folder"):
        GameFile.open(tmp_path)


# --- migration ------------------------------------------------------------------------------------

def make_v0(path: Path, game: Game) -> None:
    """A file in the pre-release layout (format 0): one 'log' table."""
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute("PRAGMA user_version = 0")
    conn.execute("CREATE TABLE log (n INTEGER PRIMARY KEY, kind TEXT, at REAL, data TEXT)")
    conn.executemany("INSERT INTO log VALUES (?, ?, ?, ?)",
                     [(i + 1, e.kind, e.at, json.dumps(dict(e.data))) for i, e in enumerate(game.events)])
    conn.commit()
    conn.close()


def test_an_older_format_is_upgraded_and_a_copy_of_the_original_kept(tmp_path):
    g = played_game()
    path = tmp_path / "old.dipgame"
    make_v0(path, g)
    original = path.read_bytes()
    with GameFile.open(path) as gf:
        same_game(g, gf.game)
        gf.game.set_orders("ITALY", ["A Ven - Tyr"])
    backup = tmp_path / "old.dipgame.v0.bak"
    assert backup.exists()
    conn = sqlite3.connect(backup)
    assert conn.execute("SELECT count(*) FROM log").fetchone()[0] == len(g.events)
    conn.close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"meta", "events", "phases"} <= tables and "log" not in tables
    assert conn.execute("SELECT count(*) FROM phases").fetchone()[0] == 2
    conn.close()
    with GameFile.open(path) as gf:
        assert gf.game.current.sheets["ITALY"] == ["A Ven - Tyr"]
    assert original != path.read_bytes()


def test_an_older_format_opened_read_only_is_upgraded_in_memory_only(tmp_path):
    g = played_game()
    path = tmp_path / "old.dipgame"
    make_v0(path, g)
    before = snapshot(path)
    gf = GameFile.open(path, readonly=True)
    same_game(g, gf.game)
    assert snapshot(path)[:2] == before[:2]
    assert not (tmp_path / "old.dipgame.v0.bak").exists()


# --- one writer at a time ---------------------------------------------------------------------------

def test_a_second_writer_is_refused_and_may_open_after_the_first_closes(tmp_path):
    path = good_file(tmp_path)
    first = GameFile.open(path)
    with pytest.raises(RecordError, match="already open for writing") as info:
        GameFile.open(path)
    assert str(os.getpid()) in str(info.value)
    with pytest.raises(RecordError, match="already open for writing"):
        GameFile.create(path, Game.new("standard"), overwrite=True)
    reader = GameFile.open(path, readonly=True)  # reading is fine
    assert reader.game.phase == first.game.phase
    first.game.set_orders("ITALY", ["A Ven - Tyr"])
    first.close()
    with GameFile.open(path) as second:
        assert second.game.current.sheets["ITALY"] == ["A Ven - Tyr"]


OTHER_PROCESS = r"""
import sys
from referee_app.core.record import GameFile, RecordError
try:
    GameFile.open(sys.argv[1])
except RecordError as exc:
    print("refused:", exc)
else:
    print("opened")
"""


def test_another_process_cannot_open_it_for_writing(tmp_path):
    path = good_file(tmp_path)
    with GameFile.open(path) as gf:
        before = gf.game.events[-1]
        r = subprocess.run([sys.executable, "-c", OTHER_PROCESS, str(path)], capture_output=True, text=True, cwd=ROOT,
                           env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=120)
        assert r.stdout.startswith("refused:"), r.stdout + r.stderr
        assert "already open for writing" in r.stdout
        gf.game.set_orders("ITALY", ["A Ven - Tyr"])
        assert gf.game.events[-2] == before
    r = subprocess.run([sys.executable, "-c", OTHER_PROCESS, str(path)], capture_output=True, text=True, cwd=ROOT,
                       env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=120)
    assert r.stdout.strip() == "opened", r.stdout + r.stderr


# --- full disk, read-only places ------------------------------------------------------------------

def fill_up(gf: GameFile) -> None:
    conn = gf._conn
    assert conn is not None
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {pages}")


def test_a_full_disk_is_reported_and_nothing_is_lost_once_there_is_room(tmp_path):
    path = tmp_path / "g.dipgame"
    g = Game.new("standard")
    gf = GameFile.create(path, g)
    fill_up(gf)
    long = "A Par - Bur " + "x" * 6000  # a keystroke that needs a new page
    with pytest.raises(RecordError, match="disk is full"):
        g.set_orders("FRANCE", [long])
    assert g.current.sheets["FRANCE"] == [long]  # the game in memory has it
    assert gf.unsaved == 1 and gf.last_error is not None
    with pytest.raises(RecordError, match="disk is full"):
        g.set_orders("FRANCE", [long, "A Mar - Spa"])
    assert gf.unsaved == 2
    gf._conn.execute("PRAGMA max_page_count = 1000000")  # room again
    g.set_orders("GERMANY", ["A Mun - Ruh"])
    assert gf.unsaved == 0 and gf.last_error is None
    gf.close()
    with GameFile.open(path) as again:
        assert again.game.current.sheets == {"FRANCE": [long, "A Mar - Spa"], "GERMANY": ["A Mun - Ruh"]}


def test_a_full_disk_goes_to_on_error_when_the_window_asks_for_it(tmp_path):
    path = tmp_path / "g.dipgame"
    g = Game.new("standard")
    errors: list[RecordError] = []
    gf = GameFile.create(path, g, on_error=errors.append)
    fill_up(gf)
    heard = []
    g.subscribe(heard.append)  # a view, subscribed after the file
    g.set_orders("FRANCE", ["A Par - Bur " + "x" * 6000])
    assert len(errors) == 1 and "disk is full" in str(errors[0]) and len(heard) == 1
    with pytest.raises(RecordError, match="disk is full"):
        gf.close()  # refuses to close with unsaved changes...
    rescue = gf.save_as(tmp_path / "elsewhere.dipgame")  # ...Save As keeps them
    rescue.close()
    with GameFile.open(tmp_path / "elsewhere.dipgame") as gf2:
        assert gf2.game.current.sheets["FRANCE"][0].startswith("A Par - Bur")


def test_a_full_disk_when_creating_is_reported(tmp_path, monkeypatch):
    def full(*args, **kwargs):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(GameFile, "_write_new", staticmethod(full))
    with pytest.raises(RecordError, match="disk is full"):
        GameFile.create(tmp_path / "g.dipgame", Game.new("standard"))
    assert not (tmp_path / "g.dipgame").exists()
    assert [p.name for p in tmp_path.iterdir()] == []


def test_a_read_only_location_is_reported_and_the_game_can_still_be_read(tmp_path, monkeypatch):
    folder = tmp_path / "readonly"
    folder.mkdir()
    path = good_file(folder)
    before = snapshot(path)
    os.chmod(path, 0o444)
    os.chmod(folder, 0o555)
    if os.geteuid() == 0:
        # root writes anywhere: make this folder answer the way the OS answers everybody else
        real_open, real_access = os.open, os.access

        def ro_open(p, flags, *args, **kwargs):
            if Path(p).parent == folder and flags & (os.O_CREAT | os.O_WRONLY | os.O_RDWR):
                raise PermissionError(errno.EACCES, "Permission denied", str(p))
            return real_open(p, flags, *args, **kwargs)

        def ro_access(p, mode, *args, **kwargs):
            if Path(p).parent == folder and mode & os.W_OK:
                return False
            return real_access(p, mode, *args, **kwargs)

        monkeypatch.setattr(os, "open", ro_open)
        monkeypatch.setattr(os, "access", ro_access)
    try:
        with pytest.raises(RecordError, match="read-only"):
            GameFile.create(folder / "new.dipgame", Game.new("standard"))
        with pytest.raises(RecordError, match="read-only"):
            GameFile.open(path)
        gf = GameFile.open(path, readonly=True)
        assert str(gf.game.phase) == "F1901M" and gf.game.current.sheets["FRANCE"] == ["A Pic - Bel", "A Spa - Po"]
    finally:
        monkeypatch.undo()
        os.chmod(folder, 0o755)
        os.chmod(path, 0o644)
    after = snapshot(path)
    assert after[:2] == before[:2] and after[2] == before[2]


# --- recent games ---------------------------------------------------------------------------------

def test_recent_games_are_kept_newest_first_in_the_user_config(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    assert recent_games() == []
    files = [good_file(tmp_path, f"g{i}.dipgame") for i in range(3)]
    for f in files:
        add_recent_game(f)
    add_recent_game(files[0])
    assert recent_games() == [files[0].resolve(), files[2].resolve(), files[1].resolve()]
    files[2].unlink()
    assert recent_games() == [files[0].resolve(), files[1].resolve()]
    remove_recent_game(files[0])
    assert recent_games() == [files[1].resolve()]
    stored = tmp_path / "config" / "referee-app" / "recent-games.json"
    assert stored.exists()
    stored.write_text("{broken", encoding="utf-8")
    assert recent_games() == []


def test_phases_stored_one_adjudication_at_a_time_are_those_of_the_whole_game(tmp_path):
    """Each adjudication writes its own row (not every phase of the game again): the table, after
    adjudications, undos and adjudications again made with the file open, is the one derived from the
    whole game at once (as a file created from it holds)."""
    from referee_app.core.record import _phase_row
    from referee_app.games.diplomacy.table.record import phase_rows

    g = Game.new("standard", clock=clock())
    path = tmp_path / "g.dipgame"

    def stored() -> list[tuple[object, ...]]:
        ro = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            return [tuple(r) for r in ro.execute("SELECT * FROM phases ORDER BY event_seq").fetchall()]
        finally:
            ro.close()

    with GameFile.create(path, g):
        for step in ("process", "undo", "process", "process", "process", "undo", "undo", "process"):
            if step == "process" and g.phase.type.name == "MOVEMENT":
                g.set_orders("FRANCE", ["A Par - Bur", "A Mar - Spa", "F Bre - Mao"])
                g.set_orders("GERMANY", ["A Mun - Bur", "A Ber - Kie", "F Kie - Den"])
            getattr(g, step)()
            assert stored() == [tuple(_phase_row(r)) for r in phase_rows(g)], step
        assert len(phase_rows(g)) >= 5 and phase_rows(g, {phase_rows(g)[-1].event_seq}) == [phase_rows(g)[-1]]

"""Issue 31: nothing already entered is lost, in every game.

- the game file's lock never follows a link (nor writes into another file's second name);
- a record with events of a kind this version does not know (a newer version wrote them) is refused, never
  replayed without them: Diplomacy, 列欧帝国棋 and Paths of Glory;
- every command of one game given another game's file refuses it with one line naming the game it holds and the
  command to use, and leaves it byte for byte as it was.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from referee_app.cli import main
from referee_app.core.events import Event, UnknownEventsError
from referee_app.core.record import GameFile, RecordError, file_game
from referee_app.games.diplomacy.table.game import Game
from referee_app.games.lieou.game import LieouGame
from referee_app.games.paths_of_glory.game import PogGame


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _files(folder: Path) -> dict[str, str]:
    return {p.name: _digest(p) for p in sorted(folder.iterdir()) if p.is_file() and not p.is_symlink()}


@pytest.fixture(scope="module")
def originals(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """One game file of each game, with a few events in it."""
    d = tmp_path_factory.mktemp("games")
    g = Game.new("standard", players={"FRANCE": "Ann"})
    with GameFile.create(d / "game.dipgame", g):
        g.set_orders("FRANCE", ["A PAR - BUR", "F BRE - MAO"])
        g.set_orders("ENGLAND", ["F LON - NTH"])
        g.process()
    lg = LieouGame(7, "standard", {})
    with GameFile.create(d / "game.lieou", lg):
        lg.act("roll")
    pg = PogGame.new("intro", seed=3)
    with GameFile.create(d / "game.pog", pg):
        pg.note("first night")
    return {"diplomacy": d / "game.dipgame", "lieou": d / "game.lieou", "pog": d / "game.pog"}


def _copy(src: Path, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    dst = folder / src.name
    shutil.copyfile(src, dst)
    return dst


# --- the lock ------------------------------------------------------------------------------------

@pytest.mark.skipif(not hasattr(os, "symlink") or os.name == "nt", reason="POSIX links")
@pytest.mark.parametrize("game", ["diplomacy", "lieou", "pog"])
@pytest.mark.parametrize("target", ["the game file", "another file", "a missing path", "a hard link"])
def test_a_lock_that_is_a_link_is_refused_and_nothing_is_written(originals, tmp_path, game, target):
    path = _copy(originals[game], tmp_path)
    other = tmp_path / "notes.txt"
    other.write_bytes(b"the referee's own notes\n" * 100)
    lock = path.with_name(path.name + ".lock")
    if target == "the game file":
        os.symlink(path, lock)
    elif target == "another file":
        os.symlink(other, lock)
    elif target == "a missing path":
        os.symlink(tmp_path / "nowhere" / "x", lock)
    else:
        os.link(other, lock)
    before = _files(tmp_path)
    with pytest.raises(RecordError) as info:
        GameFile.open(path)
    assert "not a lock file of this program" in str(info.value)
    assert _files(tmp_path) == before  # the game, the other file: byte for byte
    assert not (tmp_path / "nowhere").exists()  # nothing created at the link's end
    # and through the command line: one line, exit 2, the file as it was
    show = {"diplomacy": ["undo"], "lieou": ["lieou", "undo"], "pog": ["pog", "undo"]}[game]
    assert main([*show, str(path)]) == 2
    assert _files(tmp_path) == before


def test_a_stale_lock_of_ours_is_taken_over(originals, tmp_path):
    """A lock file left by a process that died (its note in it) is reused: the game opens."""
    path = _copy(originals["diplomacy"], tmp_path)
    path.with_name(path.name + ".lock").write_text("12345 somehost 2026-01-01T10:00:00Z\n")
    with GameFile.open(path) as gf:
        assert gf.game.phase is not None
    assert not path.with_name(path.name + ".lock").exists()


def test_a_lock_file_holding_something_else_is_left_alone(originals, tmp_path):
    path = _copy(originals["diplomacy"], tmp_path)
    lock = path.with_name(path.name + ".lock")
    lock.write_text("not a note of ours: a referee's file that happens to have this name\n")
    before = _files(tmp_path)
    with pytest.raises(RecordError, match="not a lock file"):
        GameFile.open(path)
    assert _files(tmp_path) == before


# --- events of a newer version -----------------------------------------------------------------------

def _append_event(path: Path, kind: str, data: dict[str, object]) -> None:
    conn = sqlite3.connect(path)
    try:
        n = conn.execute("SELECT max(seq) FROM events").fetchone()[0]
        conn.execute("INSERT INTO events (seq, kind, at, data) VALUES (?, ?, ?, ?)", (n + 1, kind, 1.0e9, json.dumps(data)))
        conn.commit()
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        conn.close()


@pytest.mark.parametrize("game", ["diplomacy", "lieou", "pog"])
def test_a_record_with_events_of_a_newer_version_is_refused(originals, tmp_path, game):
    path = _copy(originals[game], tmp_path)
    _append_event(path, "sheet-v9", {"power": "FRANCE", "lines": ["A PAR H"]})
    _append_event(path, "hologram", {})
    before = _files(tmp_path)
    with pytest.raises(RecordError) as info:
        GameFile.open(path)
    text = str(info.value)
    assert "'hologram'" in text and "'sheet-v9'" in text and "newer version" in text
    with pytest.raises(RecordError):
        GameFile.open(path, readonly=True)
    assert _files(tmp_path) == before


@pytest.mark.parametrize("game", ["diplomacy", "lieou", "pog"])
def test_each_game_replay_refuses_unknown_kinds(originals, game):
    with GameFile.open(originals[game], readonly=True) as gf:
        events = list(gf.game.events)
    kind = {"diplomacy": Game, "lieou": LieouGame, "pog": PogGame}[game]
    kind.replay(events)  # the record as it is replays
    with pytest.raises(UnknownEventsError, match="'from-the-future'"):
        kind.replay([*events, Event("from-the-future", 1.0, {})])


def test_diplomacy_records_only_kinds_its_replay_knows():
    g = Game.new("standard")
    g.record("vote", {"proposal": "draw"})
    with pytest.raises(ValueError, match="not a kind of event"):
        g.record("hologram", {})
    Game.replay(g.events)


# --- a command of one game on another game's file ------------------------------------------------------

# (the command's game, its arguments: FILE where the game file goes, MAIL a mail, DOC a JSON document, OUT a
# folder for what it would write): every command that reads a game file
COMMANDS: list[tuple[str, list[str]]] = [
    ("diplomacy", ["orders", "FILE", "--power", "FRANCE", "MAIL"]),
    ("diplomacy", ["edit", "FILE", "A PIC", "--note", "moved"]),
    ("diplomacy", ["process", "FILE"]),
    ("diplomacy", ["undo", "FILE"]),
    ("diplomacy", ["show", "FILE"]),
    ("diplomacy", ["show", "FILE", "--phase", "S1901M"]),
    ("diplomacy", ["export", "FILE", "--format", "text", "-o", "OUT/x.txt"]),
    ("diplomacy", ["new", "OUT/new.dipgame", "--from", "FILE"]),
    ("diplomacy", ["score", "--system", "c-diplo", "--game", "FILE"]),
    ("diplomacy", ["tournament", "join", "http://127.0.0.1:9/", "--board", "1", "--game", "FILE"]),
    ("lieou", ["lieou", "act", "FILE", "roll"]),
    ("lieou", ["lieou", "undo", "FILE"]),
    ("lieou", ["lieou", "show", "FILE"]),
    ("lieou", ["lieou", "show", "FILE", "--json"]),
    ("lieou", ["lieou", "export", "FILE", "--format", "text", "-o", "OUT/x.txt"]),
    ("lieou", ["lieou", "odds", "FILE", "A1", "A2"]),
    ("lieou", ["lieou", "air-odds", "FILE", "A1", "A2"]),
    ("lieou", ["lieou", "bomb-odds", "FILE", "A1", "A2"]),
    ("pog", ["pog", "show", "FILE"]),
    ("pog", ["pog", "mo", "FILE"]),
    ("pog", ["pog", "action", "FILE", "central", "ops"]),
    ("pog", ["pog", "made", "FILE", "central"]),
    ("pog", ["pog", "vp", "FILE", "1", "why"]),
    ("pog", ["pog", "flag", "FILE", "hoffmann"]),
    ("pog", ["pog", "war", "FILE", "IT"]),
    ("pog", ["pog", "trench", "FILE", "GE", "1"]),
    ("pog", ["pog", "siege", "FILE", "LIEGE", "3"]),
    ("pog", ["pog", "replace", "FILE", "central"]),
    ("pog", ["pog", "peace", "FILE"]),
    ("pog", ["pog", "armistice", "FILE"]),
    ("pog", ["pog", "next", "FILE"]),
    ("pog", ["pog", "undo", "FILE"]),
    ("pog", ["pog", "note", "FILE", "text"]),
    ("pog", ["pog", "combat", "DOC", "--game", "FILE"]),
]
CASES = [(foreign, game, args) for game, args in COMMANDS for foreign in ("diplomacy", "lieou", "pog") if foreign != game]


TITLES = {"diplomacy": "Diplomacy", "lieou": "Lieou Empires", "pog": "Paths of Glory"}
SHOW = {"diplomacy": "referee-cli show", "lieou": "referee-cli lieou show", "pog": "referee-cli pog show"}


@pytest.mark.parametrize(("foreign", "game", "args"), CASES, ids=[f"{g}:{' '.join(a[:2])}-on-{f}" for f, g, a in CASES])
def test_every_command_refuses_another_games_file_and_leaves_it(originals, tmp_path, capsys, foreign, game, args):
    path = _copy(originals[foreign], tmp_path / "games")
    out = tmp_path / "out"
    out.mkdir()
    (tmp_path / "mail.txt").write_text("A PAR H\n")
    (tmp_path / "doc.json").write_text("{}")
    fill = {"FILE": str(path), "MAIL": str(tmp_path / "mail.txt"), "DOC": str(tmp_path / "doc.json")}
    argv = [fill.get(a, a.replace("OUT", str(out))) for a in args]
    before = _files(path.parent)
    code = main(["--lang", "en", *argv])
    err = capsys.readouterr().err.strip()
    assert code == 2, err
    assert len(err.splitlines()) == 1, err
    assert TITLES[foreign] in err and f"{SHOW[foreign]} {path}" in err and "left unchanged" in err, err
    assert _files(path.parent) == before  # the file, and nothing beside it (no lock, no -wal)
    assert not any(out.iterdir())  # nothing written from it either


def test_file_game_reads_without_replaying(originals):
    assert {g: file_game(p) for g, p in originals.items()} == {"diplomacy": "diplomacy", "lieou": "lieou", "pog": "pog"}

"""Opening a long game file (issue 33, round 11, `open long`): the parts made cheaper give what they gave.

- ``frozen.make_many`` makes the objects the class's constructor makes (and calls a class it cannot fill);
- a game file's standing adjudications, read when first written, mark the same undone phases as when read at the
  open (the phases table of a file opened, played on with adjudications and undos, equals one written whole);
- the replay's kinds, checked from the events other than typed sheets, refuse a newer version's kinds as before;
- ``PhaseLog.clock_events`` gives the clock's events of the log, and the timers read from them are the same.
"""

from __future__ import annotations

import dataclasses
import sqlite3

import pytest

from referee_app.core.clock import PhaseLog
from referee_app.core.events import Event
from referee_app.core.frozen import make_many, quick_init
from referee_app.core.record import GameFile, RecordError
from referee_app.games.diplomacy import Game


def test_make_many_makes_what_the_constructor_makes():
    kinds, ats, datas = ["setup", "orders", "clock"], [1.0, 2.5, 3.0], [{"a": 1}, {}, {"action": "start"}]
    made = make_many(Event, kinds, ats, datas)
    assert made == [Event(k, a, d) for k, a, d in zip(kinds, ats, datas)]
    assert [type(e) for e in made] == [Event] * 3 and all(e.data is d for e, d in zip(made, datas))
    with pytest.raises(dataclasses.FrozenInstanceError):
        made[0].kind = "x"  # type: ignore[misc]
    assert make_many(Event, [], [], []) == []

    @dataclasses.dataclass(frozen=True, slots=True)
    class Derived:  # a derived field (__post_init__): the constructor is called
        a: int
        b: int = dataclasses.field(init=False, default=0)

        def __post_init__(self) -> None:
            object.__setattr__(self, "b", self.a * 2)

    quick_init(Derived)
    assert make_many(Derived, [1, 2]) == [Derived(1), Derived(2)] and make_many(Derived, [3])[0].b == 6


def _phases(path) -> list[tuple[object, ...]]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT * FROM phases ORDER BY event_seq").fetchall()
    finally:
        conn.close()


def _adjudicate(game: Game) -> None:
    game.set_orders("FRANCE", ["A Par - Bur"])
    game.process()


def test_the_standing_adjudications_read_when_first_written_mark_the_same_phases(tmp_path):
    game = Game.new("standard")
    for step in ("adj", "adj", "undo", "adj", "adj", "undo", "undo", "adj"):
        _adjudicate(game) if step == "adj" else game.undo()
    path = tmp_path / "g.dipgame"
    GameFile.create(path, game).close()
    gf = GameFile.open(path)
    assert gf._adjudications is None  # not read at the open
    for step in ("undo", "adj", "undo", "undo", "adj", "adj", "undo", "adj"):
        _adjudicate(gf.game) if step == "adj" else gf.game.undo()
    gf.close()
    whole = tmp_path / "whole.dipgame"
    GameFile.create(whole, GameFile.open(path, readonly=True).game).close()  # every phase written at once
    assert _phases(path) == _phases(whole)
    assert any(row[-1] is not None for row in _phases(path))  # undone phases were marked


def test_a_newer_versions_kind_is_refused_as_before(tmp_path):
    game = Game.new("standard")
    game.set_orders("FRANCE", ["A Par - Bur"])
    path = tmp_path / "g.dipgame"
    GameFile.create(path, game).close()
    conn = sqlite3.connect(path)
    n = conn.execute("SELECT count(*) FROM events").fetchone()[0]
    conn.execute("INSERT INTO events VALUES (?, 'hologram', 9.0, '{}')", (n + 1,))
    conn.commit()
    conn.close()
    with pytest.raises(RecordError, match="hologram"):
        GameFile.open(path)


def test_the_clock_events_noted_are_the_logs_and_give_the_same_timers():
    from referee_app.gui.diplomacy.panels import settings_from_game

    game = Game.new("standard")
    kinds = ["clock", "orders", "adjudicate", "clock", "undo", "clock", "setup", "clock", "orders"]
    kept = PhaseLog()
    for i, kind in enumerate(kinds):
        data = {"action": "timers", "movement": 600 + i} if kind == "clock" else {}
        game.events.append(Event(kind, float(i), data))
        assert kept.clock_events(game.events) == [ev for ev in game.events if ev.kind == "clock"]
        assert settings_from_game(game, kept.clock_events(game.events)) == settings_from_game(game)
    other = list(game.events[:4])  # another log: read from its start
    assert kept.clock_events(other) == [ev for ev in other if ev.kind == "clock"]

"""A run of typed sheets replayed at once (``Game._apply_sheets``): the game replayed from its file is the one its
events give applied one by one (``_apply_orders``, main's way until issue 33's round 10), whatever the sheets
hold, and a run holding a sheet that one by one refuses is refused with the same message."""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path
from typing import Any

import pytest
from test_game import _state, _typed, clock

from referee_app.core.events import Event
from referee_app.core.record import GameFile, _checked_events
from referee_app.games.diplomacy import Game
from referee_app.games.diplomacy.table.game import MAX_SHEET_LINES


def one_by_one(events: list[Event]) -> Game:
    """The game ``events`` give replayed as main replayed them: each typed sheet by ``_apply_orders``."""
    game = Game.replay(events[:1])
    for ev in events[1:]:
        (game._apply_orders if ev.kind == "orders" else game._apply)(ev)
        game.events.append(ev)
    return game


def order_of_keys(game: Game) -> list[Any]:
    """The order of each phase's sheets, times and late and refused powers (dicts and sets as they iterate)."""
    return [(list(r.sheets), list(r.entered_at), list(r.late), list(r.refused))
            for r in game.history + game.undone + [game.current]]


def evening() -> Game:
    """Sheets typed key by key in several languages, escapes, an empty sheet, late sheets let stand, refused and
    never decided, an undo, time called twice, a sheet taken back to a shorter one."""
    g = Game.new("standard", clock=clock())
    _typed(g, "FRANCE", ["A Par - Bur", "A Mar - Spa", "F Bre - Mao"])
    _typed(g, "GERMANY", ["A Mun - Bur", "A Bad line"])
    _typed(g, "TURKEY", ["F 安卡拉 - 黑海", "A Con - Bul"])  # not ASCII: checked by check_text
    g.set_orders("ENGLAND", [])
    _typed(g, "FRANCE", ["A Par - Bur", 'A "Mar" \\ Spa'])
    g.call_time()
    _typed(g, "ITALY", ["A Ven - Tyr"])  # late
    g.accept_late("ITALY", True)
    _typed(g, "AUSTRIA", ["A Vie - Gal"])  # late, never decided: refused at adjudication
    g.process()
    g.undo()
    _typed(g, "RUSSIA", ["A War - Gal"])
    g.call_time()
    _typed(g, "RUSSIA", ["A War - Gal", "A Mos - Sev"])  # late again
    g.accept_late("RUSSIA", False)  # refused
    _typed(g, "RUSSIA", ["A War - Gal", "A Mos - Ukr"])  # late once more
    g.process()
    _typed(g, "FRANCE", ["A Spa - Por", "A Bu"])
    _typed(g, "FRANCE", ["A Spa - Por"])
    return g


def played(year: int) -> Game:
    """A seeded random game typed at the desk, as the bench's long game is made (bench/make_games.py)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
    from make_games import played as make

    return make((year, "SPRING"), 11, "a game typed at the desk")  # type: ignore[no-any-return]


@pytest.mark.parametrize("make", [evening, lambda: played(1905)], ids=["evening", "played to 1905"])
def test_a_game_opened_is_the_one_its_events_give_one_by_one(make, tmp_path):
    live = make()
    path = tmp_path / "g.dipgame"
    GameFile.create(path, live).close()
    with GameFile.open(path, readonly=True) as gf:
        opened = gf.game
    conn = sqlite3.connect(path)
    try:
        events = _checked_events(conn.execute("SELECT seq, kind, at, data FROM events ORDER BY seq").fetchall(), path)
    finally:
        conn.close()
    reference = one_by_one(events)
    assert sum(ev.kind == "orders" for ev in events) > 200
    assert _state(opened) == _state(reference) == _state(live)
    assert order_of_keys(opened) == order_of_keys(reference) == order_of_keys(live)
    assert opened.events == reference.events == live.events
    assert opened.history == reference.history and opened.undone == reference.undone
    assert opened.current == reference.current and opened.time_called == reference.time_called
    assert opened.end == reference.end


def outcome(replay, events: list[Event]) -> Any:  # type: ignore[no-untyped-def]
    try:
        game = replay(events)
    except Exception as exc:  # noqa: BLE001 - whatever refuses it, the same way
        return type(exc).__name__, str(exc)
    return _state(game), order_of_keys(game)


@pytest.mark.parametrize("bad", [
    None,
    {"power": "NARNIA"}, {"power": 5}, {"power": None}, {"power": "france"},
    {"lines": "A Par H"}, {"lines": ["A Par H", 5]}, {"lines": ("A Par H",)}, {"lines": None},
    {"lines": ["A Par H"] * (MAX_SHEET_LINES + 1)}, {"lines": ["A Par H\n" * MAX_SHEET_LINES]},
    {"lines": ["A Par H" * 200_000]}, {"lines": ["A Par - \ud800"]}, {"lines": ["A 巴黎 - 勃艮第"]},
    {"lines": ["A Par H\n" * (MAX_SHEET_LINES - 2)]}, {"lines": []}, {"lines": [""]},
    {"late": True}, {"late": 1}, {"late": "no"}, {"late": None}, {"late": 0},
    "no power", "no lines", "not a dict",
], ids=repr)
def test_a_run_of_sheets_is_replayed_as_one_by_one(bad):
    setup = Game.new("standard").events[0]
    sheets: list[Any] = [{"phase": "S1901M", "power": p, "lines": lines, "late": False}
                         for p, lines in (("FRANCE", ["A"]), ("FRANCE", ["A Par"]), ("ITALY", ["F Nap"]),
                                          ("FRANCE", ["A Par H"]), ("ENGLAND", ["F Lon"]))]
    odd = dict(sheets[1])
    if isinstance(bad, dict):
        odd.update(bad)
    elif bad == "no power":
        del odd["power"]
    elif bad == "no lines":
        del odd["lines"]
    elif bad == "not a dict":
        odd = {"x": odd}.items()  # a mapping's view: not what a file holds
    sheets.insert(2, odd)
    events = [setup] + [Event("orders", 10.0 + i, d) for i, d in enumerate(sheets)]
    # the same run after an adjudication and with other events between runs
    events += [Event("adjudicate", 30.0, {"phase": "S1901M"})] + [Event("orders", 40.0 + i, d) for i, d in enumerate(sheets)]
    assert outcome(Game.replay, events) == outcome(one_by_one, events)
    assert outcome(Game.replay, events[:7]) == outcome(one_by_one, events[:7])

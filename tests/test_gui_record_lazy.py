"""The Record tab of a game opened from its file (issue 33, round 18): its rows found without reading the typed
sheets the file left unread (``core.events.TextEvent``), from the start of each one's text; only the events its rows
show are read. The same rows, texts and order as when every event's data was read."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from gui_helpers import FakeTime, settle

from referee_app.core.events import Event, held_data, text_events
from referee_app.core.record import GameFile
from referee_app.games.diplomacy import Game
from referee_app.games.diplomacy.table.game import TYPED_SHAPE
from referee_app.gui.diplomacy import panels as panels_module
from referee_app.gui.diplomacy.results_view import RecordPanel, _record_rows
from referee_app.gui.main_window import MainWindow
from tests.test_open_lazy_sheets import typed_game


@pytest.fixture(autouse=True)
def no_idle(monkeypatch):
    """The sheets not shown, made in idle time, held off (a made sheet reads its power's last sheet)."""
    monkeypatch.setattr(panels_module, "IDLE_BUILD_MS", 3_600_000)


def former_rows(events: list[Event], last_key: str | None) -> tuple[list[list[Any]], Event | None]:
    """The record's rows as the tab found them before: every event's data read."""
    rows: list[list[Any]] = []
    again = None
    for ev in events:
        key = f"{ev.kind}|{ev.data.get('power')}|{ev.data.get('phase')}"
        if ev.kind == "orders" and key == (rows[-1][0] if rows else last_key):
            if rows:
                rows[-1][1] = ev
            else:
                again = ev
        else:
            rows.append([key, ev])
    return rows, again


def unread(events: list[Event]) -> int:
    return sum(type(h) is str for h in held_data(events))


def opened_events(path) -> list[Event]:
    with GameFile.open(path, readonly=True) as gf:
        return list(gf.game.events)


def test_the_rows_are_found_without_reading_a_sheet_and_are_those_of_every_event_read(tmp_path):
    """Fails on the former rows (every sheet read to find its row)."""
    path = tmp_path / "typed.dipgame"
    GameFile.create(path, typed_game()).close()
    events = opened_events(path)
    left = unread(events)
    assert left > len(events) // 2
    reference = [Event(e.kind, e.at, dict(e.data)) for e in opened_events(path)]  # every one read
    rows, again = _record_rows(events, None)
    assert unread(events) == left  # nothing read
    assert [[k, e] for k, e in rows] == former_rows(reference, None)[0] and again is None
    # the record shown in two parts (the tab shown, then the game went on), cut at every event
    for cut in range(len(events) + 1):
        events = opened_events(path)
        first, again0 = _record_rows(events[:cut], None)
        then, again1 = _record_rows(events[cut:], first[-1][0] if first else None)
        ref_first, ref_again0 = former_rows(reference[:cut], None)
        ref_then, ref_again1 = former_rows(reference[cut:], ref_first[-1][0] if ref_first else None)
        assert unread(events) == left  # (before the events are compared: comparing reads them)
        assert (first, again0, then, again1) == (ref_first, ref_again0, ref_then, ref_again1), cut


def sheet(phase: str, power: str, lines: list[str]) -> str:
    return json.dumps({"phase": phase, "power": power, "lines": lines, "late": False}, separators=(",", ":"))


def test_a_sheet_text_gives_the_phase_and_power_json_reads_and_another_text_is_read():
    """Texts the typed shape matches, with phases and powers one the start of another's, and texts it does not match
    (kept unread all the same): the rows are those of every event read. Fails with a sheet's start taken without
    the quote after its power (FRANCE would join FRANCEX's run)."""
    rng = random.Random(18)
    chars = ["A", "B", " ", "~", ",", ":", "[", "]", "{", "}", "'"]
    phases = ["S1901M", "S1901MX", "S1901", "", " ", "S1901M,", "x:y"]
    powers = ["FRANCE", "FRANCEX", "FRANC", "", "FRANCE ", "]", '{"a"'.replace('"', "'")]
    texts: list[str] = []
    while len(texts) < 600:  # runs of one to five sheets of a phase and power
        phase, power = rng.choice(phases), rng.choice(powers)
        for _ in range(rng.randint(1, 5)):
            lines = ["".join(rng.choice(chars) for _ in range(rng.randint(0, 5))) for _ in range(rng.randint(0, 3))]
            text = sheet(phase, power, lines)
            assert TYPED_SHAPE.fullmatch(text) is not None  # (as a game file leaves a sheet unread)
            texts.append(text)
    # texts no game file leaves unread: another order of keys, spaces, a late sheet
    others = ['{"power":"FRANCE","phase":"S1901M","lines":[],"late":false}',
              '{"phase": "S1901M", "power": "FRANCE", "lines": [], "late": false}',
              '{"phase":"S1901M","power":"FRANCE","lines":["A"],"late":true}']
    for i in range(0, 600, 37):
        texts.insert(i, rng.choice(others))
    kinds = [rng.choice(["orders"] * 8 + ["note"]) for _ in texts]
    events: list[Event] = []
    for kind, text in zip(kinds, texts):
        events += text_events(kind, [1.0], [text])
    reference = [Event(e.kind, e.at, json.loads(t)) for e, t in zip(events, texts)]
    rows, again = _record_rows(events, None)
    matched = [TYPED_SHAPE.fullmatch(t) is not None for t in texts]
    assert [type(h) is str for h, m in zip(held_data(events), matched) if m] == [True] * (len(events) - 17)  # not read
    assert [[k, e] for k, e in rows] == former_rows(reference, None)[0]
    assert 100 < len(rows) < len(events) - 100  # (runs of sheets shown as one row)
    # each run's last: the same objects as a reading of every event finds
    assert [e.at for _, e in rows] == [e.at for _, e in former_rows(reference, None)[0]]
    for cut in (0, 1, 5, 77, 300, len(events)):
        first, _ = former_rows(reference[:cut], None)
        then, again = _record_rows(events[cut:], first[-1][0] if first else None)
        ref_then, ref_again = former_rows(reference[cut:], first[-1][0] if first else None)
        assert (then, again) == (ref_then, ref_again), cut


def test_the_record_tab_of_a_game_opened_reads_only_the_sheets_it_shows(qtbot, tmp_path):
    """The tab shown after File > Open lists the rows, texts and order the former tab listed (every event read),
    and reads only the events its rows show. Fails on the former tab (every sheet read at its first show)."""
    path = tmp_path / "typed.dipgame"
    GameFile.create(path, typed_game()).close()
    w = MainWindow(Game.new("standard"), None, now=FakeTime(), tick_ms=60_000)
    qtbot.addWidget(w)
    w.ask = lambda title, text: True
    w.tell = lambda title, text: None
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    settle(qtbot)
    assert w.open_game(str(path))
    settle(qtbot)
    game = w.game
    events = game.events
    left = unread(events)
    assert left > len(events) // 2
    reference = [Event(e.kind, e.at, dict(e.data)) for e in opened_events(path)]
    tabs = w.panels.info_tabs
    tabs.setCurrentIndex(tabs.indexOf(w.panels.record))
    settle(qtbot)
    shown = w.panels.record.list
    texts = [shown.item(i).text() for i in range(shown.count())]
    assert texts == [RecordPanel._text(game, ev) for _, ev in former_rows(reference, None)[0]]
    assert left - unread(events) <= shown.count()  # only the events shown were read
    # the game goes on: a key, then the tab again as a reading of every event writes it
    w.panels.pane("GERMANY")
    game.set_orders("GERMANY", ["A Mun - Ruh", "F Kie - Hol", "A"])
    w.panels.flush_views()  # (what typing puts off until it pauses)
    game.set_orders("ITALY", ["A Ven - Tyr"])
    w.panels.flush_views()
    settle(qtbot)
    texts = [shown.item(i).text() for i in range(shown.count())]
    reference += [Event(e.kind, e.at, dict(e.data)) for e in events[len(reference):]]
    assert texts == [RecordPanel._text(game, ev) for _, ev in former_rows(reference, None)[0]]

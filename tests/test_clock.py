"""The phase clock (rulebook 2.1.3, 2.2.2, 2.3.1, 2.5.2, 2.6.5), driven by a fake time function."""

import pytest

from referee_app.core.clock import ClockError, ClockSettings, Period, PhaseClock, format_seconds
from referee_app.games.diplomacy import Game, load_ruleset


class FakeTime:
    def __init__(self, t: float = 1_700_000_000.0) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


def make_clock(settings=None):
    ft = FakeTime()
    return PhaseClock(settings or ClockSettings(), now=ft, wall=ft), ft


def run(clock, ft, seconds, step=1.0):
    """Advance ``seconds`` in ticks of ``step``; return every event the ticks produced."""
    events = []
    steps = int(round(seconds / step))
    for _ in range(steps):
        ft.advance(step)
        events.extend(clock.tick())
    return events


def test_timers_of_the_rulebook_are_the_defaults():
    s = ClockSettings.from_timers(load_ruleset("standard").timers)
    assert (s.first_diplomacy, s.diplomacy, s.orders) == (30 * 60, 15 * 60, 5 * 60)
    assert s.warnings == (300, 60)
    assert ClockSettings.from_json(s.to_json()) == s


def test_first_diplomacy_is_30_minutes_later_ones_15():
    clock, ft = make_clock()
    ev = clock.start(Period.DIPLOMACY, first=True)
    assert ev["action"] == "start" and ev["length"] == 1800 and ev["first"] is True
    assert clock.display() == "30:00"
    clock.reset()
    ev = clock.start("diplomacy")
    assert ev["length"] == 900 and clock.display() == "15:00"


def test_warnings_at_5_and_1_minute_left_then_order_writing_starts():
    clock, ft = make_clock()
    clock.start(Period.DIPLOMACY)
    events = run(clock, ft, 10 * 60)  # 5:00 left
    assert [e["action"] for e in events] == ["warning"]
    assert events[0]["minutes_left"] == 5 and events[0]["remaining"] == 300 and events[0]["elapsed"] == 600
    assert clock.level() == 1
    events = run(clock, ft, 4 * 60)  # 1:00 left
    assert [(e["action"], e["minutes_left"]) for e in events] == [("warning", 1)]
    assert clock.level() == 2
    events = run(clock, ft, 60)
    assert [e["action"] for e in events] == ["end", "start"]
    assert events[0]["reason"] == "expired" and events[0]["period"] == "diplomacy"
    assert events[1]["period"] == "orders" and events[1]["length"] == 300
    assert clock.period is Period.ORDERS and clock.running


def test_order_writing_warns_only_at_1_minute_and_then_time_is_up():
    clock, ft = make_clock()
    clock.start(Period.ORDERS)  # 5 minutes: the 5-minute warning would sound at once, so it is skipped
    events = run(clock, ft, 5 * 60)
    assert [(e["action"], e.get("minutes_left")) for e in events] == [("warning", 1), ("end", None)]
    assert clock.ended and not clock.running and clock.level() == 3 and clock.display() == "0:00"
    assert run(clock, ft, 30) == []  # nothing more once over


def test_a_late_tick_gives_each_warning_once_and_ends_exactly_at_the_length():
    clock, ft = make_clock()
    clock.start(Period.ORDERS)
    ft.advance(250)
    assert [e["minutes_left"] for e in clock.tick()] == [1]
    ft.advance(500)
    events = clock.tick(auto_orders=False)
    assert [e["action"] for e in events] == ["end"] and events[0]["elapsed"] == 300


def test_pause_and_resume_stop_the_count():
    clock, ft = make_clock()
    clock.start(Period.DIPLOMACY)
    ft.advance(100)
    ev = clock.pause()
    assert ev["action"] == "pause" and ev["elapsed"] == 100 and clock.paused
    ft.advance(1000)  # the room talks about something else
    assert clock.tick() == [] and clock.remaining() == 800
    ev = clock.resume()
    assert ev["action"] == "resume" and ev["remaining"] == 800
    ft.advance(50)
    assert clock.remaining() == 750
    with pytest.raises(ClockError):
        clock.resume()


def test_extend_adds_time_and_warnings_sound_again():
    clock, ft = make_clock()
    clock.start(Period.DIPLOMACY)
    run(clock, ft, 14 * 60 + 30)  # both warnings given, 30 s left
    assert clock.warned == {300, 60}
    ev = clock.extend(120)
    assert ev["action"] == "extend" and ev["seconds"] == 120 and ev["length"] == 1020 and ev["remaining"] == 150
    assert clock.warned == {300}  # the 1-minute warning lies ahead again
    events = run(clock, ft, 90)
    assert [(e["action"], e.get("minutes_left")) for e in events] == [("warning", 1)]


def test_extend_an_expired_period_runs_it_again_but_not_a_paused_one():
    clock, ft = make_clock()
    clock.start(Period.ORDERS)
    run(clock, ft, 300)
    assert clock.ended
    clock.extend(60)
    assert clock.running and not clock.ended and clock.remaining() == 60
    clock.pause()
    clock.extend(60)
    assert clock.paused and clock.remaining() == 120


def test_end_early_when_all_players_agree():
    clock, ft = make_clock()
    clock.start(Period.DIPLOMACY)
    ft.advance(200)
    ev = clock.end()
    assert ev["action"] == "end" and ev["reason"] == "early" and ev["elapsed"] == 200
    assert clock.ended and clock.tick() == []
    with pytest.raises(ClockError):
        clock.end()


def test_retreats_and_adjustments_count_up():
    clock, ft = make_clock()
    ev = clock.start(Period.RETREATS)
    assert ev["length"] == 0 and not clock.counts_down
    ft.advance(75)
    assert clock.tick() == [] and clock.display() == "1:15" and clock.level() == 0
    with pytest.raises(ClockError):
        clock.extend(60)
    clock.start(Period.ADJUSTMENTS)
    ft.advance(5)
    assert clock.display() == "0:05"


def test_events_carry_wall_clock_and_elapsed():
    clock, ft = make_clock()
    ev = clock.start(Period.DIPLOMACY)
    assert ev["wall"].startswith("2023-11-1") and ev["elapsed"] == 0 and ev["running"] is True
    assert set(ev) >= {"action", "period", "elapsed", "length", "remaining", "wall"}


def test_clock_events_go_into_the_game_record_and_the_clock_comes_back_from_it():
    ft = FakeTime()
    game = Game.new("standard", clock=ft)
    clock = PhaseClock(now=ft, wall=ft)

    def log(ev):
        ev = dict(ev)
        game.log_clock(ev.pop("action"), **ev)

    log(clock.start(Period.DIPLOMACY, first=True))
    ft.advance(25 * 60)
    for ev in clock.tick():
        log(ev)
    ft.advance(30)
    log(clock.pause())
    ft.advance(600)
    kinds = [(e.data["action"], e.data["period"]) for e in game.events if e.kind == "clock"]
    assert kinds == [("start", "diplomacy"), ("warning", "diplomacy"), ("pause", "diplomacy")]
    assert all(e.data["phase"] == "S1901M" for e in game.events if e.kind == "clock")

    again = PhaseClock.from_events(game.events, now=ft, wall=ft)
    assert again.period is Period.DIPLOMACY and again.paused and again.first
    assert again.remaining() == 270 and again.warned == {300}
    log(again.resume())
    ft.advance(30)
    # a crash: the record stops while the clock runs; on reopen the room's time has gone on
    ft.advance(60)
    back = PhaseClock.from_events(game.events, now=ft, wall=ft)
    assert back.running and back.remaining() == 270 - 90
    assert [e.get("minutes_left") for e in back.tick()] == []  # 3 minutes left: no new warning yet


def test_a_new_phase_starts_with_a_stopped_clock():
    ft = FakeTime()
    game = Game.new("standard", clock=ft)
    clock = PhaseClock(now=ft, wall=ft)
    ev = clock.start(Period.DIPLOMACY)
    game.log_clock(ev.pop("action"), **ev)
    game.process()
    again = PhaseClock.from_events(game.events, now=ft, wall=ft)
    assert again.period is Period.IDLE and not again.running


def test_state_round_trip_and_format():
    clock, ft = make_clock()
    clock.start(Period.DIPLOMACY)
    ft.advance(61)
    clock.pause()
    other, _ = make_clock()
    other.restore(clock.state())
    assert other.state() == clock.state() and other.remaining() == 839
    assert format_seconds(59.2, ceil=True) == "1:00" and format_seconds(3725) == "1:02:05"



def test_the_kept_phase_log_gives_the_events_a_reading_of_the_whole_log_gives():
    """``PhaseLog`` reads only the events added since it was last asked; after every event of a log with
    adjudications, undos (one more than there are phases to take back), clock events and a new setup, it
    gives what ``_phase_events`` finds reading the whole log, and a log that is not the one it read (another
    list, or the same list made shorter) is read from its start."""
    from referee_app.core.clock import PhaseLog, _phase_events
    from referee_app.core.events import Event

    kinds = ["setup", "clock", "adjudicate", "clock", "clock", "adjudicate", "undo", "clock", "undo", "undo",
             "undo", "clock", "adjudicate", "orders", "adjudicate", "undo", "clock", "setup", "clock", "adjudicate"]
    log: list[Event] = []
    kept = PhaseLog()
    seen = 0
    for i, kind in enumerate(kinds):
        log.append(Event(kind, float(i), {"action": "start"} if kind == "clock" else {}))
        ours = kept.current(log)
        assert ours == _phase_events(log), (i, kind)
        seen += len(ours)
    assert seen  # phases with events were compared, not only empty ones
    other = log[3:9]  # (no setup first: nothing of the log read before may stay)
    assert kept.current(other) == _phase_events(other)  # another log: read from its start
    assert kept.current(log) == _phase_events(log)
    del log[12:]
    log.append(Event("clock", 99.0, {"action": "pause"}))  # the same list, shorter then longer again
    assert kept.current(log) == _phase_events(log) and kept.current(log)[-1].at == 99.0

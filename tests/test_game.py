"""The Game model: sheets, processing, undo, replay from the event log."""

import pytest

from referee_app.games.diplomacy import Game, GameStateError


def clock():
    t = [1_700_000_000.0]

    def now():
        t[0] += 1.0
        return t[0]

    return now


def play_spring(game):
    game.set_orders("FRANCE", ["A Par - Bur", "A Mar - Spa", "F Bre - Mao"])
    game.set_orders("GERMANY", ["A Mun - Bur", "A Ber - Kie", "F Kie - Den", "A Bad line"])
    return game.process()


def test_sheets_check_lines_and_list_unordered_units():
    g = Game.new("standard", clock=clock())
    ch = g.set_orders("GERMANY", ["A Mun - Ruh", "A Zzz - Kie"])
    assert ch.orders == {"GERMANY"}
    checks = g.check_sheet("GERMANY")
    assert checks[0].ok and checks[0].canonical == "A MUN - RUH"
    assert not checks[1].ok and "not a space" in checks[1].error
    assert {u.province for u in g.unordered_units("GERMANY")} == {"BER", "KIE"}


def test_process_moves_on_and_reports_results():
    g = Game.new("standard", clock=clock())
    ch = play_spring(g)
    assert ch.phase and ch.results and str(g.phase) == "F1901M"
    res = {r.text: r for r in g.last_results()}
    assert res["A Par - Bur"].status == "fails" and res["A Mar - Spa"].status == "succeeds"
    assert res["A Bad line"].status == "invalid"
    assert g.position.units["SPA"].power == "FRANCE"


def test_undo_brings_back_orders_and_keeps_both_versions():
    g = Game.new("standard", clock=clock())
    play_spring(g)
    g.undo()
    assert str(g.phase) == "S1901M" and g.current.sheets["FRANCE"][0] == "A Par - Bur"
    g.set_orders("FRANCE", ["A Par - Pic", "A Mar - Spa", "F Bre - Mao"])
    g.process()
    assert "PIC" in g.position.units and len(g.undone) == 1
    assert g.undone[0].adjudication is not None
    with pytest.raises(GameStateError):
        Game.new("standard").undo()


def test_replay_of_the_event_log_rebuilds_the_same_game():
    g = Game.new("standard", clock=clock())
    play_spring(g)
    g.undo()
    g.set_orders("ITALY", ["A Ven - Tyr"])
    g.process()
    g.set_orders("ITALY", ["A Tyr - Mun"])
    r = Game.replay(g.events)
    assert r.position == g.position and r.current.sheets == g.current.sheets
    assert len(r.history) == len(g.history) and len(r.undone) == len(g.undone)


def test_late_sheets_do_not_count_unless_accepted():
    g = Game.new("standard", clock=clock())
    g.call_time()
    g.set_orders("FRANCE", ["A Par - Bur"])
    assert "FRANCE" in g.current.late
    assert "FRANCE" not in g.orders_for_adjudication()
    g.accept_late("FRANCE", True)
    assert g.orders_for_adjudication()["FRANCE"] == ["A Par - Bur"]


def test_listeners_hear_every_change():
    g = Game.new("standard", clock=clock())
    seen = []
    g.subscribe(seen.append)
    g.set_orders("ENGLAND", ["F Lon - Nth"])
    g.process()
    assert [c.orders for c in seen][0] == {"ENGLAND"} and seen[1].phase


def test_a_record_replays_with_the_rules_it_was_started_with():
    import dataclasses

    from referee_app.games.diplomacy import load_ruleset

    rs = load_ruleset("standard")
    variant = rs.derive(impassable=["TUN"], victory_centers=20)
    g = Game.new(variant, clock=clock())
    g.set_orders("ITALY", ["F Nap - Ion"])
    g.process()
    r = Game.replay(g.events)
    assert r.base_ruleset.options.victory_centers == 20
    assert r.base_ruleset.map.is_impassable("TUN")
    assert dataclasses.asdict(r.base_ruleset.options) == dataclasses.asdict(variant.options)
    assert r.position == g.position


def test_a_sheet_checked_again_is_judged_on_the_position_and_players_of_now():
    """The checks a game keeps (a key re-reads only its line) are dropped when the position changes or a
    power falls into civil disorder: the same lines are judged again on what stands now."""
    g = Game.new("standard")
    lines = ["A Par - Bur", "A Mar - Spa"]
    assert [c.ok for c in g.check_sheet("FRANCE", lines)] == [True, True]
    g.edit(["- PAR"], "France's army was never placed")
    assert [c.ok for c in g.check_sheet("FRANCE", lines)] == [False, True]
    assert not g.check_line("FRANCE", "A Par - Bur").ok
    g.set_civil_disorder("FRANCE")
    assert g.check_sheet("FRANCE", lines)[1].error_code == "civil-disorder"
    g.set_civil_disorder("FRANCE", False)
    g.undo()
    assert [c.ok for c in g.check_sheet("FRANCE", lines)] == [True, True]


def test_a_record_read_back_meets_the_checks_of_a_typed_sheet():
    """Replay checks each sheet as ``set_orders`` does (the plain ASCII sheets of a long record the quick
    way): a sheet over the line limit, or with a lone surrogate, is refused with the reason."""
    import pytest

    from referee_app.core.events import Event
    from referee_app.core.inputs import InputError
    from referee_app.games.diplomacy.table.game import MAX_SHEET_LINES

    g = Game.new("standard")
    g.set_orders("FRANCE", ["A Par - Bur", "Armée Mar - Spa"])
    again = Game.replay(g.events)
    assert again.current.sheets == g.current.sheets
    setup = g.events[0]
    for lines in (["A Par H"] * (MAX_SHEET_LINES + 1), ["A Par H\n" * MAX_SHEET_LINES], ["A Par - \ud800"]):
        bad = Event("orders", setup.at + 1, {"phase": "S1901M", "power": "FRANCE", "lines": lines, "late": False})
        with pytest.raises(InputError):
            Game.replay([setup, bad])


def _typed(game, power, lines):
    """``lines`` typed key by key, as the window stores a sheet (an 'orders' event per key)."""
    done: list[str] = []
    for line in lines:
        for k in range(1, len(line) + 1):
            game.set_orders(power, done + [line[:k]])
        done.append(line)


def _state(game):
    from referee_app.games.diplomacy import position_to_json

    def phase(rec):
        adj = rec.adjudication
        return (position_to_json(rec.position), rec.sheets, rec.entered_at, sorted(rec.late), sorted(rec.refused),
                None if adj is None else [(r.power, r.text, r.status, r.tag) for r in adj.results])

    return ([phase(r) for r in game.history], [phase(r) for r in game.undone], phase(game.current),
            game.time_called, game.end)


def test_a_record_typed_key_by_key_replays_as_its_events_applied_one_by_one():
    """Replay takes each typed key (an 'orders' event) the quick way: the game it rebuilds is the one the
    events give applied one by one (``_apply``, the way a live game applies them), late sheets, an
    undo and time called included."""
    g = Game.new("standard", clock=clock())
    _typed(g, "FRANCE", ["A Par - Bur", "A Mar - Spa", "F Bre - Mao"])
    _typed(g, "GERMANY", ["A Mun - Bur", "A Bad line"])
    _typed(g, "TURKEY", ["F 安卡拉 - 黑海", "A Con - Bul"])  # not plain ASCII: read by _apply_orders' checks
    g.set_orders("ENGLAND", [])
    g.call_time()
    _typed(g, "ITALY", ["A Ven - Tyr"])  # late
    g.accept_late("ITALY", True)
    _typed(g, "AUSTRIA", ["A Vie - Gal"])  # late, never decided: refused at adjudication
    g.process()
    g.undo()
    _typed(g, "RUSSIA", ["A War - Gal"])
    g.process()
    _typed(g, "FRANCE", ["A Spa - Por", "A Bu"])
    assert sum(ev.kind == "orders" for ev in g.events) > 100

    quick = Game.replay(g.events)
    one_by_one = Game.replay(g.events[:1])
    for ev in g.events[1:]:
        one_by_one._apply(ev)
        one_by_one.events.append(ev)
    assert _state(quick) == _state(one_by_one) == _state(g)

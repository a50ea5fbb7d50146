"""Chapters 7-13 beyond the rules cases: the odds of air combat, bombing and leaders' bonuses (exact, by
hand and against simulation), the notation, choices after the dice (state, undo, replay, old records),
the command line, and 2.5 with fleets and air forces."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from referee_app.core import registry
from referee_app.core.errors import RefereeError
from referee_app.core.events import Event
from referee_app.core.registry import Audience
from referee_app.drawing import board_scene
from referee_app.games.lieou.air import AirCombat, AirForce, air_odds, bomb_odds
from referee_app.games.lieou.battle import modified, odds
from referee_app.games.lieou.board import load_board
from referee_app.games.lieou.game import LieouGame
from referee_app.games.lieou.kind import KIND
from referee_app.games.lieou.notation import parse_action
from referee_app.games.lieou.tables import load_tables

BASE = {
    "lands": {"法B": ["green", 9], "法C": ["green", 6], "英E": ["green", 4], "德E": ["red", 5], "德D": ["red", 4],
              "德C": ["red", 1], "俄C": ["red", 5]},
    "regimes": {"法": ["法B", "green"], "德": ["德D", "red"]},
    "capital": {"green": "法", "red": "德"},
    "fleets": {"north_sea": ["green", "north_sea", 6], "baltic": ["red", "baltic", 3]},
    "generals": {"法": "法C"},
    "airfields": ["法B", "德E"],
    "air": {"法B": 3, "德E": 1},
    "turn": "green", "orders_left": 3, "initial_period": False,
}


# --- odds -------------------------------------------------------------------------------------

def test_leaders_bonus_on_the_dice() -> None:
    assert modified([3, 5, 1], "general") == [(6, 5), (3, 3), (1, 1)]
    assert modified([3, 5, 1], "marshal") == [(6, 5), (4, 3), (2, 1)]
    assert modified([3, 5, 1], "general+marshal") == [(7, 5), (4, 3), (2, 1)]
    o = {b: odds(6, 4, attacker_bonus=b).attacker_wins for b in ("none", "general", "marshal", "general+marshal")}
    assert o["none"] < o["general"] < o["marshal"] < o["general+marshal"]
    # one die each, the attacker's +2: wins unless the defender's die is at least the attacker's + 2
    assert odds(2, 1, attacker_bonus="general+marshal").attacker_wins > odds(2, 1, attacker_bonus="marshal").attacker_wins


def test_air_odds_by_hand() -> None:
    assert air_odds(AirForce(1), AirForce(1)).attacker_wins == pytest.approx(15 / 36)
    assert air_odds(AirForce(0, True), AirForce(0, True)).attacker_wins == pytest.approx(15 / 36)
    # a marshal adds 2 to a column's die in a fight of columns (11.2)
    assert air_odds(AirForce(0, True), AirForce(0, True), "marshal").attacker_wins == pytest.approx(26 / 36)
    # a general adds 1 to the highest die: 1 against 1 is then 21/36
    assert air_odds(AirForce(1), AirForce(1), "general").attacker_wins == pytest.approx(21 / 36)
    o = air_odds(AirForce(1), AirForce(2))
    assert o.attacker_wins + o.defender_wins == pytest.approx(1)
    # a column against a wing fights as six groups (13.9)
    assert air_odds(AirForce(0, True), AirForce(2)).attacker_wins == pytest.approx(air_odds(AirForce(6), AirForce(2))
                                                                                   .attacker_wins)


@pytest.mark.parametrize(("a", "d", "ab", "db"), [(AirForce(3), AirForce(2), "none", "none"),
                                                  (AirForce(0, True), AirForce(4), "marshal", "general"),
                                                  (AirForce(2), AirForce(2), "general+marshal", "none")])
def test_air_odds_match_simulation(a: AirForce, d: AirForce, ab: str, db: str) -> None:
    rng = random.Random(7)
    n, wins, left = 20000, 0, 0.0
    for _ in range(n):
        c = AirCombat(a, d, ab, db)
        while c.winner is None:
            na, nd = c.dice_needed()
            c.fight([rng.randint(1, 6) for _ in range(na)], [rng.randint(1, 6) for _ in range(nd)])
        wins += c.winner == "attacker"
        left += c.a
    o = air_odds(a, d, ab, db)
    sd = (o.attacker_wins * (1 - o.attacker_wins) / n) ** 0.5
    assert abs(wins / n - o.attacker_wins) < 4 * sd + 1e-9
    assert abs(left / n - o.expected_attacker_groups) < 0.1


def test_bomb_odds_by_hand() -> None:
    t = load_tables()
    one = bomb_odds(AirForce(1), 1, t.bomb_divisor, t.column_table)
    assert one.wipe_chance == pytest.approx(5 / 6) and one.expected_losses == pytest.approx(5 / 6)
    col = bomb_odds(AirForce(0, True), 10, t.bomb_divisor, t.column_table)
    assert col.expected_losses == pytest.approx(49 / 6) and col.wipe_chance == pytest.approx(4 / 6)
    # a marshal kills two more (11.2), a general on the land bombed saves one (10.3)
    assert bomb_odds(AirForce(1), 3, t.bomb_divisor, t.column_table, kills=2, shield=1).expected_losses == \
        pytest.approx(sum(min(3, f // 2 + 1) for f in range(1, 7)) / 6)


def test_support_cap_rounds_half_up() -> None:
    t = load_tables()
    assert [t.support_cap(n) for n in range(1, 10)] == [0, 1, 1, 1, 2, 2, 2, 3, 3]


def test_game_odds_use_the_leaders_and_joined_fleets() -> None:
    game = LieouGame(seed=1, position=BASE)
    kw = game.battle_odds_args("法C", "德C")
    assert kw["attacker_bonus"] == "general" and kw["attacker"] == 6
    kw = game.battle_odds_args("法B", "德E", ["north_sea"])
    assert kw["attacker"] == 9 + 6 - 1 and kw["defender"] == 5
    a = game.air_odds_args("法B", "德E")
    assert a["attacker"] == AirForce(3) and a["defender"] == AirForce(1)


# --- notation ---------------------------------------------------------------------------------

@pytest.mark.parametrize("line", [
    "build fleet 波罗的海 俄B:2 德A:1", "build 霸王舰队 英E:3", "build general Paris", "build 元帅 FB",
    "build airfield 北海舰队", "build 机群 巴黎", "build column 法B", "sail 北海 大西洋", "adjust baltic baltic=2 德A=6",
    "mobilise 法B=3 overlord=9 baltic>north_sea", "support 霸王 3", "raid 2", "counter", "general 法C 地中海",
    "marshal FB FC", "gather 法C 法B:3 法D:2", "send 法C 法E:2", "muster 法A=1 g:法C>法D m:法B>法A",
    "fly 法B 法C 2", "bomb 英E overlord", "炸 英E 霸王", "choose", "flee 德A", "follow 3 general", "choose 3",
    "follow stay", "attack 德E 德D with=波罗的海,北海 losses=fleet raid follow=2:marshal counter=1",
])
def test_canonical_lines_read_back_the_same(line: str) -> None:
    b = load_board()
    action = parse_action(line, b)
    again = parse_action(action.line, b)
    assert again == action


@pytest.mark.parametrize("line", ["build", "build castle 法B", "sail baltic", "sail 法B baltic", "adjust baltic 法B:3",
                                  "mobilise", "support baltic", "support baltic x", "fly 法B", "bomb 法B 法B",
                                  "gather 法C 法B", "muster 法B>>", "attack 法B 德E with=", "attack 法B 德E losses=sea",
                                  "follow", "flee 德A 德B", "raid 1 2", "build fleet Atlantis"])
def test_bad_lines_are_refused(line: str) -> None:
    with pytest.raises(RefereeError):
        parse_action(line, load_board())


# --- choices after the dice -----------------------------------------------------------------------

FLEE = {"lands": {"德E": ["green", 6], "法B": ["green", 5], "德D": ["red", 1], "德A": ["red", 2], "德B": ["red", 4]},
        "regimes": {"法": ["法B", "green"], "德": ["德D", "red"]}, "capital": {"green": "法", "red": "德"},
        "turn": "green", "initial_period": False}


def test_a_choice_waits_is_shown_and_can_be_taken_back() -> None:
    game = LieouGame(seed=1, position=FLEE)
    game.act("attack 德E 德D")
    game.act("roll 54/3")
    state = game.to_json()
    assert state["decision"] == {"type": "choice", "kind": "flee", "colour": "red", "subject": "德",
                                 "options": ["德A", "德B"], "default": "德B"}
    assert state["queue"] and state["battle"] is not None
    assert "flee" in str(game.pending()) or game.pending().key == "lieou.wait.decision"
    before = game.to_json()
    for bad, key in (("move 德E 法B", "lieou.err.decision_pending"), ("roll", "lieou.err.decision_pending"),
                     ("seat 德A", "lieou.err.wrong_decision"), ("flee 德C", "lieou.err.bad_answer")):
        with pytest.raises(RefereeError) as info:
            game.act(bad)
        assert info.value.message.key == key and game.to_json() == before
    assert LieouGame.replay(game.events).to_json() == before  # the record stops at the choice
    game.act("flee 德A")
    assert game.state.regimes["德"].land == "德A" and game.to_json()["decision"] is None
    game.undo()
    assert game.to_json() == before
    with pytest.raises(RefereeError) as info:
        LieouGame(seed=1, position=FLEE).act("choose")
    assert info.value.message.key == "lieou.err.no_decision"


def test_defaults_without_asking() -> None:
    game = LieouGame(seed=1, position=FLEE, options={"ask_choices": False})
    game.act("attack 德E 德D")
    game.act("roll 54/3")
    assert game.state.decision is None and game.state.regimes["德"].land == "德B"


def test_a_record_of_version_1_takes_the_defaults() -> None:
    game = LieouGame(seed=1, position=FLEE, options={"ask_choices": False})
    game.act("attack 德E 德D")
    game.act("roll 54/3")
    setup = dict(game.events[0].data)
    setup["version"] = 1
    setup["options"] = {k: v for k, v in setup["options"].items() if k != "ask_choices"}
    old = [Event("setup", game.events[0].at, setup), *game.events[1:]]
    assert LieouGame.replay(old).state.regimes["德"].land == "德B"


def test_every_die_is_in_the_record() -> None:
    game = LieouGame(seed=4, position=BASE)
    game.act("bomb 法B 德E")
    game.act("fight")
    rolls = [r for e in game.events if e.kind == "act" for r in e.data["rolls"]]
    assert rolls and all(r["purpose"].startswith("lieou.") for r in rolls)
    purposes = {r["purpose"] for r in rolls}
    assert {"lieou.air.attack", "lieou.air.defence"} <= purposes  # the air combat first (13.6)
    assert LieouGame.replay(game.events).to_json() == game.to_json()


# --- 2.4, 2.5 with fleets ------------------------------------------------------------------------

def test_a_fleet_keeps_the_turn_open() -> None:
    pos = {"lands": {"英E": ["green", 2], "法B": ["green", 1], "德E": ["red", 3], "俄C": ["red", 5]},
           "regimes": {"英": ["英E", "green"], "法": ["法B", "green"], "俄": ["俄C", "red"]},
           "capital": {"green": "英", "red": "俄"}, "fleets": {"north_sea": ["green", "north_sea", 5]},
           "turn": "green", "orders_left": 2, "initial_period": False}
    game = LieouGame(seed=1, position=pos)
    game.act("move 英E 法B")  # no land has two armies now, but the fleet can still attack (2.5)
    assert game.state.turn == "green" and game.state.orders_left == 1
    game.act("attack north_sea 德E")
    game.act("roll 654/32")
    game.act("roll 654/1")
    assert game.state.turn == "red"


# --- the command line --------------------------------------------------------------------------

def test_cli_shows_the_pieces_and_the_choice(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from referee_app.cli import main
    from referee_app.core.record import GameFile

    registry.register(KIND)
    f = tmp_path / "g.lieou"
    GameFile.create(str(f), LieouGame(seed=1, position=BASE)).close()
    assert main(["lieou", "show", str(f)]) == 0
    out = capsys.readouterr().out
    assert "north_sea@north_sea:6" in out and "法B:9*+3" in out and "法C:6!G" in out
    assert main(["lieou", "odds", str(f), "法B", "德E", "--with", "north_sea"]) == 0
    assert 0 < json.loads(capsys.readouterr().out)["attacker_wins"] < 1
    assert main(["lieou", "air-odds", str(f), "法B", "德E"]) == 0
    assert json.loads(capsys.readouterr().out)["attacker_wins"] > 0.5
    assert main(["lieou", "bomb-odds", str(f), "法B", "德E"]) == 0
    assert json.loads(capsys.readouterr().out)["expected_losses"] > 0
    assert main(["lieou", "air-odds", "--attacker", "column", "--defender", "3"]) == 0
    assert main(["lieou", "bomb-odds", "--air", "column", "--garrison", "10"]) == 0
    assert json.loads(capsys.readouterr().out.splitlines()[-1])["wipe_chance"] == pytest.approx(4 / 6)
    assert main(["lieou", "act", str(f), "attack 法C 德C", "roll 654/3"]) == 0
    assert "follow" in capsys.readouterr().out
    assert main(["--lang", "zh_Hans", "lieou", "show", str(f)]) == 0
    assert "选择" in capsys.readouterr().out
    assert main(["lieou", "show", str(f), "--json"]) == 0
    state = json.loads(capsys.readouterr().out)
    assert state["decision"]["kind"] == "follow" and state["leaders"]["general:法"]["place"] == "法C"
    assert main(["lieou", "act", str(f), "follow 2"]) == 0
    capsys.readouterr()
    assert main(["lieou", "show", str(f), "--json"]) == 0
    state = json.loads(capsys.readouterr().out)
    assert state["leaders"]["general:法"]["place"] == "德C" and state["lands"]["德C"]["armies"] == 7
    assert main(["lieou", "act", str(f), "build fleet atlantic"]) == 2
    assert "Atlantic" in capsys.readouterr().err
    scene = board_scene(LieouGame(seed=1, position=BASE), Audience.REFEREE)
    assert scene["fleets"]["north_sea"]["armies"] == 6
    assert next(z for z in scene["sea_zones"] if z["id"] == "north_sea")["fleet"] == "north_sea"

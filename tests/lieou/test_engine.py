"""Board data, catalogues, odds, the battle contract, whole random games, replay, undo, game file, CLI."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from pathlib import Path

import pytest

from referee_app.core import registry
from referee_app.core.errors import RefereeError
from referee_app.core.messages import LANGUAGES, package_catalogue, placeholders
from referee_app.games.lieou.battle import Battle, battle_json, odds
from referee_app.games.lieou.board import load_board
from referee_app.games.lieou.game import LieouGame, orders_for_regimes
from referee_app.games.lieou.kind import KIND
from referee_app.games.lieou.randomgame import answers, battle_actions, legal_actions, pick, play_random

PKG = Path(__file__).parents[2] / "referee_app" / "games" / "lieou"


def test_board_is_the_seeds() -> None:
    b = load_board()
    assert len(b.lands) == 42 and len(b.countries) == 9
    assert {r: len(v) for r, v in b.regions.items()} == {"北欧": 14, "南欧": 14, "西欧": 14}
    assert b.lands["法B"].names["zh_Hans"] == "巴黎" and b.lands["英C"].names["zh_Hans"] == "曼彻斯顿"
    table = {"baltic": (6, 2), "north_sea": (8, 4), "british": (5, 1), "atlantic": (7, 3), "mediterranean": (5, 1),
             "italian": (5, 1), "adriatic": (6, 2)}
    assert {z.id: (len(z.members), z.n) for z in b.sea_zones.values()} == table
    assert b.zone_links["north_sea"] == {"baltic", "british", "atlantic"}
    for a, ns in b.neighbours.items():
        assert all(a in b.neighbours[x] for x in ns)
    assert all(why for why in b.sea_links.values())
    seen = {"法B"}
    todo = ["法B"]
    while todo:
        for n in b.neighbours[todo.pop()]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    assert len(seen) == 42
    data = b.to_json()
    assert {t["code"] for t in data["territories"]} == set(b.lands)
    assert all(set(t["names"]) == {"zh_Hans", "zh_Hant", "ja", "en"} for t in data["territories"])


def test_catalogues_agree_and_cover_every_key_used() -> None:
    cats = {lang: package_catalogue("referee_app.games.lieou", lang) for lang in LANGUAGES}
    keys = set(cats["en"])
    assert all(k.startswith("lieou.") for k in keys)
    for lang, cat in cats.items():
        assert set(cat) == keys, lang
        for k in keys:  # a plural table ({one, other}) is compared form by form
            forms = cat[k].values() if isinstance(cat[k], dict) else [cat[k]]
            want = placeholders(str(cats["en"][k]["other"] if isinstance(cats["en"][k], dict) else cats["en"][k]))
            assert all(placeholders(str(f)) == want for f in forms), (lang, k)
    source = "\n".join(p.read_text(encoding="utf-8") for p in PKG.glob("*.py"))
    for key in re.findall(r'msg\("(lieou\.[a-z_.]+)"', source):
        assert key in keys, key
    # the keys made from a name at run time (msg(f"lieou....{x}"))
    from referee_app.games.lieou.tables import AIR_FATES, FATES
    from referee_app.games.lieou.war import DECISIONS

    made = [f"lieou.choice.{k}" for k in DECISIONS] + [f"lieou.fate.{f}" for f in (*FATES, "reroll")]
    made += [f"lieou.roll.{k}" for k in ("raid", "bomb", "fate", "airfield", "aircapture")]
    made += [f"lieou.wait.{k}" for k in ("raid", "bomb", "air", "fate", "airfield", "aircapture", "prepare", "battle",
                                         "tokens", "colour", "capital", "decision", "action", "over")]
    made += ["lieou.err.no_general", "lieou.err.no_marshal", "lieou.log.leader_death", "lieou.log.leader_exile",
             "lieou.dice.air_count_attacker", "lieou.dice.air_count_defender", "lieou.err.bad_flee",
             "lieou.err.bad_capital", "lieou.choice.follow_range", "lieou.choice.follow_range_stay"]
    made += [f"lieou.colour.{c}" for c in load_board().colours]
    made += [f"lieou.country.{c.latin}" for c in load_board().countries.values()]
    assert AIR_FATES
    for key in made:
        assert key in keys, key


def test_orders_table() -> None:
    assert [orders_for_regimes(n) for n in range(0, 10)] == [0, 1, 1, 2, 2, 3, 3, 4, 4, 4]


def test_odds_by_hand() -> None:
    o = odds(2, 1)  # one die each: win 15/36, of which the 6-1 case 1/36
    assert o.attacker_wins == pytest.approx(15 / 36)
    assert o.expected_attacker_left == pytest.approx((14 * 2 + 3 + 21) / 36)
    assert o.expected_defender_left == pytest.approx((20 + 2) / 36)
    assert odds(2, 0).attacker_wins == pytest.approx(15 / 36)
    assert odds(2, 0, initial_period=True).attacker_wins == 1.0
    assert odds(4, 3, attacker_bonus="marshal").attacker_wins > odds(4, 3, attacker_bonus="general").attacker_wins > \
        odds(4, 3).attacker_wins > odds(4, 3, defender_bonus="general").attacker_wins
    assert odds(9, 5, capital=True).attacker_wins < odds(9, 5).attacker_wins
    with pytest.raises(RefereeError):
        odds(1, 3)


@pytest.mark.parametrize(("a", "d", "cap"), [(5, 4, False), (4, 0, False), (7, 6, True), (3, 3, False)])
def test_odds_match_simulation(a: int, d: int, cap: bool) -> None:
    rng = random.Random(a * 100 + d)
    n, wins, left = 20000, 0, 0
    for _ in range(n):
        b = Battle(a, d, cap)
        while b.winner is None:
            na, nd = b.dice_needed()
            b.fight([rng.randint(1, 6) for _ in range(na)], [rng.randint(1, 6) for _ in range(nd)])
        wins += b.winner == "attacker"
        left += b.attacker
    o = odds(a, d, cap)
    sd = (o.attacker_wins * (1 - o.attacker_wins) / n) ** 0.5
    assert abs(wins / n - o.attacker_wins) < 4 * sd + 1e-9
    assert abs(left / n - o.expected_attacker_left) < 0.1


def test_battle_contract() -> None:
    out = battle_json({"attacker": 3, "defender": 1, "dice": [{"attacker": [2, 6], "defender": [1]}]})
    assert out["winner"] == "attacker" and out["attacker_left"] == 4 and out["defender_left"] == 0
    assert set(battle_json({"attacker": 5, "defender": 3})) == {"attacker_wins", "defender_holds",
                                                                "expected_attacker_left", "expected_defender_left"}
    for bad in ({"attacker": 5, "defender": 3, "capital": True, "dice": [{"attacker": [6, 5, 4], "defender": [1, 1]}]},
                {"attacker": 5, "defender": 3, "dice": [{"attacker": [7, 5, 4], "defender": [1, 1]}]},
                {"attacker": 1, "defender": 3}, {"attacker": "x", "defender": 3}):
        with pytest.raises(RefereeError):
            battle_json(bad)


@pytest.mark.parametrize(("doc", "key"), [
    ({"attacker": 3, "defender": 1, "colour": "red"}, "colour"),
    ({"attacker": 3, "defender": 1, "dice": [{"attacker": [2, 6], "defender": [1], "bonus": "general"}]}, "bonus"),
    ({"attacker": 4, "defender": 3, "dice": [{"attacker": [1, 1, 1], "defender": [6, 6]},
                                             {"attacker": [2, 6], "defender": [1, 1], "atacker": [6]}]}, "atacker"),
])
def test_battle_contract_refuses_unknown_keys_anywhere_naming_them(doc: dict, key: str) -> None:
    """A key the contract does not know, at the top or inside a roll, is refused with its name (not ignored)."""
    with pytest.raises(RefereeError) as info:
        battle_json(doc)
    assert repr(key) in str(info.value.message.params.get("why")), info.value


def check_invariants(game: LieouGame) -> None:
    """What must hold whenever nothing is under way (no battle, no step queued, no choice awaited)."""
    s = game.state
    if s.queue or s.decision is not None or s.battle is not None:
        return
    for code in game.board.lands:
        assert (s.owner[code] is None) == (s.armies[code] == 0), code  # 3.2 (3.3: razed or fallen lands empty)
    for r in s.regimes.values():
        assert s.owner[r.land] in (r.holder, None), r  # 13.13: a regime with nowhere to go stays on the ruins
    for c in s.alive:
        assert s.capital.get(c) in s.regimes and s.regimes[s.capital[c]].holder == c
    for c in s.eliminated:
        assert not game.lands_of(c) and not game.regimes_of(c) and not game.fleets_of(c)
        assert not [ld for ld in s.leaders.values() if ld.holder == c]
    zones = [f.zone for f in s.fleets.values() if f.zone is not None]
    assert len(zones) == len(set(zones))  # 7.5
    for f in s.fleets.values():
        assert f.armies >= 1 and f.holder in s.alive and f.id not in s.sunk  # 3.2, 8.8
    for ld in s.leaders.values():
        assert ld.place and game.owner_of(ld.place) == ld.holder and ld.id not in s.dead, ld
    generals = [ld.place for ld in s.leaders.values() if ld.kind == "general"]
    assert len(generals) == len(set(generals))  # 10.9
    marshals = [ld.holder for ld in s.leaders.values() if ld.kind == "marshal"]
    assert len(marshals) == len(set(marshals))  # 11.6
    for p, f in s.air.items():  # 12.1, 12.3, 12.5
        assert p in s.airfields and game.owner_of(p) is not None
        assert (f.column and f.groups == 0) or (not f.column and 1 <= f.groups <= 5)
    for p in s.airfields:
        assert game.exists(p)


def play_checked(seed: int, game: LieouGame, max_actions: int = 20000) -> tuple[LieouGame, Counter[str]]:
    """A random game played on from ``game``: every action a legal one, the invariants checked after each,
    the orders of a new turn as chapter 2 says; returns what was done."""
    rng = random.Random(seed)
    done: Counter[str] = Counter()
    for _ in range(max_actions):
        s = game.state
        if s.phase == "over":
            break
        if s.decision is not None:
            line = rng.choice(answers(game))
            done["choice " + s.decision.kind] += 1
        elif s.queue:
            said = battle_actions(game)
            line = rng.choice(said) if said and rng.random() < 0.5 else ("fight" if rng.random() < 0.7 else "roll")
            done["step " + s.queue[0]["k"]] += 1
        else:
            before = s.turn
            acts = legal_actions(game)
            assert acts, "2.5: the turn is with a player who has no order to give"
            line = pick(rng, game, acts)
        change = game.act(line)
        done[line.split()[0] + (" " + line.split()[1] if line.startswith("build") else "")] += 1
        t = game.state
        if t.phase == "play" and not t.queue and t.decision is None and t.turn != before and t.turn is not None:
            assert t.orders_left == game.orders_of(t.turn), "2.2, 2.4"
        assert change.event is not None
        check_invariants(game)
    return game, done


def test_random_game_to_the_end_with_properties_and_replay() -> None:
    game = LieouGame(seed=12)
    game.act("fight")
    game, done = play_checked(5, game)
    assert game.state.winner is not None and len(game.ranking()) == 4
    for used in ("build fleet", "build airfield", "build air", "bomb", "fly", "sail"):
        assert done[used], used
    again = LieouGame.replay(game.events)
    assert again.to_json() == game.to_json()


RICH = {
    "lands": {"法A": ["green", 9], "法B": ["green", 18], "法C": ["green", 12], "法D": ["green", 6], "法E": ["green", 8],
              "法F": ["green", 7], "英E": ["green", 9], "德E": ["yellow", 10], "德D": ["yellow", 14], "德B": ["yellow", 9],
              "德C": ["yellow", 11], "德A": ["yellow", 6], "北C": ["yellow", 5], "意A": ["pink", 9], "意B": ["pink", 12],
              "意C": ["pink", 8], "奥C": ["pink", 10], "奥A": ["pink", 6], "西B": ["red", 12], "西A": ["red", 7],
              "西C": ["red", 9]},
    "regimes": {"法": ["法B", "green"], "英": ["英E", "green"], "德": ["德D", "yellow"], "意": ["意C", "pink"],
                "奥": ["奥C", "pink"], "西": ["西B", "red"]},
    "capital": {"green": "法", "yellow": "德", "pink": "意", "red": "西"},
    "fleets": {"north_sea": ["green", "north_sea", 6], "baltic": ["yellow", "baltic", 5],
               "italian": ["pink", "italian", 6], "atlantic": ["red", "atlantic", 7], "overlord": ["green", "", 8]},
    "generals": {"法": "法B", "德": "德D", "意": "意B", "西": "西B"},
    "marshals": {"西欧": "法C", "北欧": "德C"},
    "airfields": ["法B", "法C", "德D", "德C", "意B", "西B", "north_sea", "意A"],
    "air": {"法B": 3, "法C": "column", "德D": 2, "德C": 4, "意B": 3, "西B": 2, "north_sea": 1},
    "turn": "green", "initial_period": True,
}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_game_from_a_rich_position(seed: int) -> None:
    """Every piece on the board from the start: fleets, the overlord fleet, generals, marshals, air
    forces; played to the end with the invariants, then replayed from its record."""
    game = LieouGame(seed=seed, position=RICH)
    check_invariants(game)
    game, done = play_checked(seed, game)
    assert game.state.phase == "over"
    assert any(k.startswith("step fate") or k.startswith("choice place") for k in done) or seed != 1
    assert LieouGame.replay(game.events).to_json() == game.to_json()


def test_undo_and_refusals_keep_state() -> None:
    game = play_random(3, max_actions=40)
    before = game.to_json()
    for bad in ("", "jump 法B", "move 法B", "attack Atlantis 法B", "roll 9", "move 法B 法B"):
        with pytest.raises(RefereeError):
            game.act(bad)
        assert game.to_json() == before
    acts = legal_actions(game) or ["roll"]
    game.act(acts[0])
    game.undo()
    assert game.to_json() == before
    assert LieouGame.replay(game.events).to_json() == before


@pytest.mark.slow
def test_many_random_games() -> None:
    for seed in range(40):
        game = play_random(seed)
        assert game.state.phase == "over"
        assert LieouGame.replay(game.events).to_json() == game.to_json()


@pytest.mark.slow
def test_many_checked_random_games_with_every_piece() -> None:
    for seed in range(20):
        game = LieouGame(seed=100 + seed)
        game.act("fight")
        game, _ = play_checked(seed, game)
        assert game.state.phase == "over"
        assert LieouGame.replay(game.events).to_json() == game.to_json()
        rich, _ = play_checked(seed, LieouGame(seed=200 + seed, position=RICH))
        assert rich.state.phase == "over"
        assert LieouGame.replay(rich.events).to_json() == rich.to_json()


def test_game_file_and_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    registry.register(KIND)
    from referee_app.cli import main

    f = str(tmp_path / "g.lieou")
    assert main(["lieou", "new", f, "--seed", "7"]) == 0
    assert main(["lieou", "act", f, "fight"]) == 0
    assert main(["--lang", "zh_Hans", "lieou", "show", f]) == 0
    assert "指令" in capsys.readouterr().out
    assert main(["lieou", "show", f, "--json"]) == 0
    state = json.loads(capsys.readouterr().out)
    assert state["phase"] == "play"
    assert main(["lieou", "act", f, "move Atlantis 法B"]) == 2
    assert "Atlantis" in capsys.readouterr().err
    assert main(["lieou", "odds", "--attacker", "5", "--defender", "3"]) == 0
    assert 0 < json.loads(capsys.readouterr().out)["attacker_wins"] < 1
    assert main(["lieou", "board", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)["territories"]) == 42


def test_fewer_attacking_dice_replay_and_change_the_odds() -> None:
    """4.2.1 read as "may throw" (option attack_dice = fewer): a round typed with fewer dice is recorded and
    replayed as thrown; dice=N caps the program's dice and the odds shown."""
    pos = {"lands": {"法C": ["green", 6], "德C": ["red", 3], "德D": ["red", 5]},
           "regimes": {"法": ["法C", "green"], "德": ["德D", "red"]}, "capital": {"green": "法", "red": "德"},
           "turn": "green", "initial_period": False}
    g = LieouGame(seed=3, options={"attack_dice": "fewer"}, position=pos)
    assert g.attack_odds("法C", "德C", cap=1).attacker_wins < g.attack_odds("法C", "德C").attacker_wins
    g.act("attack 法C 德C dice=2")
    assert g.to_json()["battle"]["choices"]["dice"] == "2"
    g.act("roll 6/43")
    g.act("roll")
    assert len(g.events[-1].data["rolls"][0]["values"]) <= 2
    assert LieouGame.replay(g.events).to_json() == g.to_json()


@pytest.mark.parametrize("typed", ["德俄法英曼奥", "G R F E O A", "grfeoa", "德 R 法 English Empire 曼 オーストリア帝国",
                                   "German Empire, Russian Empire, French Empire, English Empire, Ottoman Empire, "
                                   "Austrian Empire", "德意志帝國 俄羅斯帝國 法蘭西帝國 英吉利帝國 奧托曼帝國 奧地利帝國"])
def test_setup_token_order_in_any_writing(typed: str) -> None:
    """1.1: the token order typed with the characters, Latin letters or the names in any language."""
    g = LieouGame(seed=1)
    g.act(f"roll {typed}")
    assert g.state.tokens == ["德", "俄", "法", "英", "曼", "奥"]
    assert g.events[-1].data["line"] == "roll 德俄法英曼奥"


@pytest.mark.parametrize("typed", ["G R F E O", "G R F E O A A", "G R F E O X", "德俄法英曼北"])
def test_setup_token_order_refused_naming_the_ways(typed: str) -> None:
    g = LieouGame(seed=1)
    with pytest.raises(RefereeError) as info:
        g.act(f"roll {typed}")
    assert info.value.message.key == "lieou.err.tokens" and "德=G" in str(info.value.message.params["want"])


def test_counts_read_as_sentences_in_english() -> None:
    """"1 armies", "1 orders": every English template of the game's (and its page's) catalogue with a count
    {n} reads right for one and for several (the catalogues' plural tables)."""
    import referee_app.share.lieou  # noqa: F401  (its catalogue)
    from referee_app.core.messages import catalogue, render
    from referee_app.core.messages import msg as make

    wrong = re.compile(r"(?<![\d.])1 (armies|orders|dice|fleets|rounds|groups|actions)\b")
    plural = re.compile(r"(?<![\d.])2 (army|order|die|fleet|round|group|action)\b")
    seen = 0
    for key, entry in catalogue("en").items():
        if not key.startswith("lieou.") or "{n}" not in str(entry):
            continue
        fill = {p: "x" for p in placeholders(entry["other"] if isinstance(entry, dict) else entry)}
        one = render(make(key, **{**fill, "n": 1}), "en")
        two = render(make(key, **{**fill, "n": 2}), "en")
        assert not wrong.search(one), f"{key}: {one}"
        assert not plural.search(two), f"{key}: {two}"
        seen += 1
    assert seen > 20


def test_cli_act_several_lines_names_the_line_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`act` with several lines (arguments or lines of one): those before the refused line are done and kept,
    the refused one is named with its number and why, those after it are not tried; exit 2."""
    registry.register(KIND)
    from referee_app.cli import main
    from referee_app.core.record import GameFile

    f = str(tmp_path / "g.lieou")
    assert main(["lieou", "new", f, "--seed", "7"]) == 0
    capsys.readouterr()
    assert main(["lieou", "act", f, "roll\nroll", "move Atlantis 法B", "roll"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("line 3 (move Atlantis 法B) was not done: ") and "Atlantis" in err
    assert "Done before it: roll, roll; not tried after it: 1" in err and "\n" not in err
    gf = GameFile.open(f, readonly=True)
    try:
        assert [e.data["line"] for e in gf.game.events[1:]] == ["roll", "roll"]
    finally:
        gf.close()


def test_cli_show_while_the_window_holds_the_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`show` reads the file read-only (as `export`), so it works while another writer (the window) holds it,
    and says it is a snapshot."""
    registry.register(KIND)
    from referee_app.cli import main
    from referee_app.core.record import GameFile

    f = str(tmp_path / "g.lieou")
    assert main(["lieou", "new", f, "--seed", "7"]) == 0
    writer = GameFile.open(f)  # the window's hold on the file
    try:
        writer.game.act("fight")
        capsys.readouterr()
        assert main(["lieou", "show", f]) == 0
        out = capsys.readouterr().out
        assert "a snapshot, read-only" in out.splitlines()[0]
        assert main(["lieou", "show", f, "--json"]) == 0
        got = capsys.readouterr()
        assert json.loads(got.out)["phase"] == "play" and "snapshot" in got.err
        assert main(["lieou", "act", f, "roll"]) == 2  # a second writer is still refused
    finally:
        writer.close()

"""Tournaments at convention scale (issue 30): results that cannot have happened are refused (cases in
tests/scoring/refused/), seats that ask before they move or replace anyone, empty seats and civil
disorder, roll call, standby and two-board players, the sit-out score, seeding by search at 105 players
with keep-apart pairs, power preferences and a top board, Best Country, the World Diplomacy Database's
CSV files, and a convention weekend of 105 players over five rounds run through the command line."""

from __future__ import annotations

import csv
import io
import itertools
import json
import random
import sqlite3
import tomllib
from fractions import Fraction
from pathlib import Path

import pytest

from referee_app.cli import main
from referee_app.tournament import wdd
from referee_app.tournament.scoring import BoardResult, ScoringError
from referee_app.tournament.seeding import power_repeats
from referee_app.tournament.tournament import POWERS, Tournament, TournamentError

REFUSED = tomllib.loads((Path(__file__).parent / "scoring" / "refused" / "results.toml").read_text(encoding="utf-8"))
CASES = {name: {k: v for k, v in case.items() if k != "refused"} for name, case in REFUSED["cases"].items()}
WHY = {name: case["refused"] for name, case in REFUSED["cases"].items()}
DRAW = {"centers": {"AUSTRIA": 5, "ENGLAND": 8, "FRANCE": 8, "GERMANY": 4, "ITALY": 4, "RUSSIA": 3, "TURKEY": 2}}


def run(capsys, monkeypatch, *argv: str, stdin: str = "") -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def ok(capsys, monkeypatch, *argv: str, stdin: str = "") -> str:
    code, out, err = run(capsys, monkeypatch, *argv, stdin=stdin)
    assert code == 0, err
    return out


def refused(capsys, monkeypatch, fragment: str, *argv: str, stdin: str = "") -> None:
    code, out, err = run(capsys, monkeypatch, *argv, stdin=stdin)
    assert code == 2 and out == "" and err.startswith("referee-cli: ") and err.count("\n") == 1, (argv, err)
    assert fragment in err, (fragment, err)


def dump(path: str) -> list[tuple]:
    """Everything a tournament file holds but its log (to show a refused command changed nothing)."""
    con = sqlite3.connect(path)
    try:
        return [(t, sorted(con.execute(f"SELECT * FROM {t}").fetchall(), key=repr))
                for t in ("meta", "players", "rounds", "boards", "seats", "roll", "apart")]
    finally:
        con.close()


# --- 1. results the tournament refuses ------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(CASES))
def test_score_refuses_a_result_that_cannot_have_happened(name, capsys, monkeypatch):
    with pytest.raises(ScoringError) as info:
        BoardResult.from_json(CASES[name])
    assert WHY[name] in str(info.value) and "\n" not in str(info.value)
    refused(capsys, monkeypatch, WHY[name], "score", "--system", "world-classic", "-", stdin=json.dumps(CASES[name]))


def test_score_answers_valid_results_exactly_as_before(capsys, monkeypatch):
    doc = {"centers": {"AUSTRIA": 0, "ENGLAND": 9, "FRANCE": 7, "GERMANY": 7, "ITALY": 3, "RUSSIA": 4, "TURKEY": 4},
           "eliminated": ["AUSTRIA"]}
    out = ok(capsys, monkeypatch, "score", "--system", "c-diplo", "-", stdin=json.dumps(doc))
    assert out == ('{"scores": {"AUSTRIA": 1, "ENGLAND": 48, "FRANCE": 18.5, "GERMANY": 18.5, "ITALY": 4, '
                   '"RUSSIA": 5, "TURKEY": 5}}\n')  # the same bytes as before issue 30


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_tournament_refuses_the_same_results_and_stores_nothing(name, tmp_path, capsys, monkeypatch):
    f = str(tmp_path / "t.diptour")
    ok(capsys, monkeypatch, "tournament", "new", f, "--name", "T", "--system", "world-classic")
    ok(capsys, monkeypatch, "tournament", "add", f, *[f"P{i}" for i in range(7)])
    ok(capsys, monkeypatch, "tournament", "round", f, "--seed", "1")
    before = dump(f)
    refused(capsys, monkeypatch, WHY[name], "tournament", "result", f, "1", "1", "-", stdin=json.dumps(CASES[name]))
    assert dump(f) == before


def test_a_result_naming_a_power_nobody_was_seated_as_is_refused(tmp_path, capsys, monkeypatch):
    f = str(tmp_path / "t.diptour")
    ok(capsys, monkeypatch, "tournament", "new", f, "--name", "T")
    ok(capsys, monkeypatch, "tournament", "add", f, *[f"P{i}" for i in range(7)])
    ok(capsys, monkeypatch, "tournament", "round", f, "--seed", "1")
    ok(capsys, monkeypatch, "tournament", "seat", f, "1", "1:TURKEY", "--clear")  # Turkey's player went home
    before = dump(f)
    refused(capsys, monkeypatch, "the result names TURKEY, but nobody was seated as TURKEY on round 1 board 1",
            "tournament", "result", f, "1", "1", "-", stdin=json.dumps(DRAW))
    assert dump(f) == before
    ok(capsys, monkeypatch, "tournament", "seat", f, "1", "1:TURKEY", "--civil-disorder")
    scores = json.loads(ok(capsys, monkeypatch, "tournament", "result", f, "1", "1", "-", stdin=json.dumps(DRAW)))
    assert len(scores["scores"]) == 6  # six players score; Turkey in civil disorder scores for nobody


# --- 2. seats ------------------------------------------------------------------------------------------

def test_seating_a_player_from_another_board_or_into_a_taken_seat_asks(tmp_path, capsys, monkeypatch):
    f = str(tmp_path / "t.diptour")
    ok(capsys, monkeypatch, "tournament", "new", f, "--name", "T")
    ok(capsys, monkeypatch, "tournament", "add", f, *[f"P{i:02d}" for i in range(15)])
    seating = json.loads(ok(capsys, monkeypatch, "tournament", "round", f, "--seed", "2", "--json"))
    b1, b2 = seating["boards"][0]["seats"], seating["boards"][1]["seats"]
    [out] = seating["sitting_out"]
    before = dump(f)
    refused(capsys, monkeypatch, f"{b1['FRANCE']} already sits at round 1 board 1 as FRANCE; move them here with --move",
            "tournament", "seat", f, "1", "2:FRANCE", b1["FRANCE"])
    refused(capsys, monkeypatch, f"round 1 board 1 FRANCE is taken by {b1['FRANCE']}; replace them with --force",
            "tournament", "seat", f, "1", "1:FRANCE", out)
    assert dump(f) == before  # asked: nothing changed
    ok(capsys, monkeypatch, "tournament", "seat", f, "1", "1:FRANCE", out, "--force")
    with Tournament.open(f) as t:
        assert t.board(1, 1).seats["FRANCE"] == out and t.sitting_out(1) == [b1["FRANCE"]]
    ok(capsys, monkeypatch, "tournament", "seat", f, "1", "2:FRANCE", out, "--move", "--force")
    with Tournament.open(f) as t:
        assert t.board(1, 2).seats["FRANCE"] == out and t.board(1, 1).empty == ["FRANCE"]
        assert sorted(t.sitting_out(1)) == sorted([b1["FRANCE"], b2["FRANCE"]])
    # the board with the empty seat can neither start nor take a result until it is filled or in civil disorder
    refused(capsys, monkeypatch, "round 1 board 1 has an empty seat (FRANCE): seat a player or record it as civil "
            "disorder", "tournament", "start", f, "1", "1")
    ok(capsys, monkeypatch, "tournament", "seat", f, "1", "1:FRANCE", b1["FRANCE"])
    assert ok(capsys, monkeypatch, "tournament", "start", f, "1", "1") == "round 1 board 1 starts\n"


def test_a_seated_player_can_be_dropped_and_the_seat_waits(tmp_path, capsys, monkeypatch):
    f = str(tmp_path / "t.diptour")
    ok(capsys, monkeypatch, "tournament", "new", f, "--name", "T")
    ok(capsys, monkeypatch, "tournament", "add", f, *[f"P{i}" for i in range(7)])
    seats = json.loads(ok(capsys, monkeypatch, "tournament", "round", f, "--seed", "1", "--json"))["boards"][0]["seats"]
    refused(capsys, monkeypatch, f"{seats['ITALY']} has a seat in round 1", "tournament", "drop", f, seats["ITALY"],
            "--after", "0")
    out = ok(capsys, monkeypatch, "tournament", "drop", f, seats["ITALY"], "--now")
    assert out == "round 1 board 1 ITALY is empty now: seat a replacement or record civil disorder\n"
    refused(capsys, monkeypatch, "empty seat (ITALY)", "tournament", "start", f, "1", "1")
    ok(capsys, monkeypatch, "tournament", "add", f, "Latecomer", "--from-round", "1")
    ok(capsys, monkeypatch, "tournament", "seat", f, "1", "1:ITALY", "Latecomer")
    ok(capsys, monkeypatch, "tournament", "start", f, "1", "1")
    with Tournament.open(f) as t:
        assert t.player(seats["ITALY"]).dropped_after == 0 and t.board(1, 1).seats["ITALY"] == "Latecomer"


def test_roll_call_standby_and_two_boards(tmp_path):
    with Tournament.create(tmp_path / "t.diptour", "T") as t:
        for i in range(12):
            t.add_player(f"P{i:02d}")
        t.add_player("Standby A", standby=True)
        t.add_player("Standby B", standby=True)
        t.add_player("Keen", two_boards=True)
        t.roll_call(1, absent=["P11", "P10"])  # 10 regular + Keen here: 11, short 3: 2 standbys + Keen's second board
        assert sorted(t.present(1) or []) == sorted([f"P{i:02d}" for i in range(10)] + ["Standby A", "Standby B", "Keen"])
        boards = t.seed_round(seed=4)
        seated = [who for b in boards for who in b.seats.values()]
        assert len(boards) == 2 and seated.count("Keen") == 2 and "Standby A" in seated and "Standby B" in seated
        assert not {"P10", "P11"} & set(seated) and t.sitting_out(1) == []  # absent: not sitting out
        assert all(len(set(b.seats.values())) == 7 for b in boards)  # Keen's two seats are on two boards
        for b in boards:
            t.record_result(1, b.number, BoardResult.from_json(DRAW))
        keen = [s for s in t.standings() if s.player == "Keen"][0]
        assert keen.rounds[1] == max(t.board_scores(1, b.number)["Keen"] for b in boards)  # the better board counts
        # round 2: everyone here, 12 + Keen: 13 regular players, short 1: one standby plays, Keen once
        t.roll_call(2)
        boards = t.seed_round(seed=5)
        seated = [who for b in boards for who in b.seats.values()]
        assert seated.count("Keen") == 1 and len(t.standbys(2)) == 1 and t.standbys(2)[0] not in seated
        assert len({"Standby A", "Standby B"} & set(seated)) == 1 and t.sitting_out(2) == []
        with pytest.raises(TournamentError, match="round 2 is seeded already"):
            t.roll_call(2)
        # a player who may play two boards can be seated on a second board without --move
        b1, b2 = boards
        other = [p for p, who in b2.seats.items() if who != "Keen"][0]
        if "Keen" in b1.seats.values():
            t.set_seat(2, 2, other, "Keen", force=True)
            assert "Keen" in t.board(2, 1).seats.values() and t.board(2, 2).seats[other] == "Keen"


def test_the_sit_out_score_once_or_every_time_and_the_tiebreaks_say_how_it_counts(tmp_path, capsys, monkeypatch):
    f = str(tmp_path / "t.diptour")
    ok(capsys, monkeypatch, "tournament", "new", f, "--name", "T", "--tiebreak", "best-round", "--tiebreak", "tops")
    ok(capsys, monkeypatch, "tournament", "add", f, *[f"P{i}" for i in range(8)])
    out = ok(capsys, monkeypatch, "tournament", "rules", f, "--sit-out-score", "20", "--sit-out", "once")
    assert ("a round sat out scores 20 (the first time only); it counts as a round in the total and the round "
            "tie-breaks, not in solos, tops or centres") in out
    sat: list[str] = []
    for r in (1, 2, 3):
        ok(capsys, monkeypatch, "tournament", "round", f, "--seed", str(r))
        with Tournament.open(f) as t:
            sat += t.sitting_out(r)
        ok(capsys, monkeypatch, "tournament", "result", f, str(r), "1", "-", stdin=json.dumps(DRAW))
    with Tournament.open(f) as t:
        st = {s.player: s for s in t.standings()}
        for who in set(sat):
            first = sat.index(who) + 1
            assert st[who].sat_out == (first,) and st[who].rounds[first] == 20
            assert st[who].tiebreaks[1] <= 2  # tops: the sit-out round is no top
        t.set_rules(sitout_mode="every")
        st = {s.player: s for s in t.standings()}
        assert all(st[who].rounds[r] == 20 for r, who in enumerate(sat, 1))
        assert all(s.total == sum(s.rounds.values(), Fraction(0)) for s in st.values())
        page = t.standings_html()
        assert "a round sat out scores 20 (every time)" in page


# --- 3. seeding ----------------------------------------------------------------------------------------

def _random_draw(rng: random.Random) -> dict:
    counts = {p: 0 for p in POWERS}
    for _ in range(30):
        counts[rng.choice(POWERS)] += 1
    while max(counts.values()) >= 18:
        counts[max(counts, key=lambda p: counts[p])] -= 1
    return {"centers": counts, "eliminated": [[p for p, n in counts.items() if n == 0]] if 0 in counts.values() else []}


def test_seeding_105_players_over_five_rounds_holds_up(tmp_path):
    rng = random.Random(30)
    with Tournament.create(tmp_path / "t.diptour", "Con") as t:
        for i in range(105):
            t.add_player(f"Player {i:03d}")
        t.keep_apart("Player 000", "Player 001")
        t.set_player("Player 002", prefers=["TURKEY"])
        for r in range(1, 6):
            played, _ = t.history()
            boards = t.seed_round(seed=r)
            assert len(boards) == 15
            report = t.seating_report(r)
            assert report.third_meetings == 0 and report.avoidable_power_repeats == 0 and report.apart_together == 0
            for b in boards:  # a repeat only where no assignment of that board avoids it
                repeats = sum(1 for p, who in b.seats.items() if played.get(who, {}).get(p, 0))
                assert repeats == power_repeats(list(b.seats.values()), played)
            if r == 1:
                assert [b for b in boards if "Player 002" in b.seats.values()][0].seats["TURKEY"] == "Player 002"
            for b in boards:
                t.record_result(r, b.number, BoardResult.from_json(_random_draw(rng)))
        played, met = t.history()
        assert max(met.values()) <= 2
        assert frozenset(("Player 000", "Player 001")) not in met
        assert all(max(c.values()) == 1 for c in played.values())  # 5 rounds, 7 powers: no repeat needed


def test_a_top_board_with_fixed_places_and_a_multiplier(tmp_path, capsys, monkeypatch):
    f = str(tmp_path / "t.diptour")
    ok(capsys, monkeypatch, "tournament", "new", f, "--name", "T")
    ok(capsys, monkeypatch, "tournament", "add", f, *[f"P{i:02d}" for i in range(21)])
    rng = random.Random(2)
    for r in (1, 2):
        ok(capsys, monkeypatch, "tournament", "round", f, "--seed", str(r))
        for b in (1, 2, 3):
            ok(capsys, monkeypatch, "tournament", "result", f, str(r), str(b), "-", stdin=json.dumps(_random_draw(rng)))
    with Tournament.open(f) as t:
        top7 = [s.player for s in t.standings()][:7]
    seating = json.loads(ok(capsys, monkeypatch, "tournament", "round", f, "--top-board", "1.5", "--seed", "3",
                            "--json"))
    assert sorted(seating["boards"][0]["seats"].values()) == sorted(top7) and seating["boards"][0]["multiplier"] == 1.5
    ok(capsys, monkeypatch, "tournament", "result", f, "3", "1", "-", stdin=json.dumps(DRAW))
    with Tournament.open(f) as t:
        b = t.board(3, 1)
        assert b.result is not None
        from referee_app.tournament.scoring import find_system
        plain = find_system(t.system)(b.result)
        assert t.board_scores(3, 1) == {who: plain[p] * Fraction(3, 2) for p, who in b.seats.items()}
        st = {s.player: s for s in t.standings()}
        assert all(st[who].rounds[3] == plain[p] * Fraction(3, 2) for p, who in b.seats.items())


# --- 4. Best Country ----------------------------------------------------------------------------------

def test_best_country_by_score_or_by_centres_in_standings_and_exports(tmp_path, capsys, monkeypatch):
    f = str(tmp_path / "t.diptour")
    ok(capsys, monkeypatch, "tournament", "new", f, "--name", "T", "--system", "sum-of-squares")
    ok(capsys, monkeypatch, "tournament", "add", f, *[f"P{i:02d}" for i in range(14)])
    ok(capsys, monkeypatch, "tournament", "round", f, "--seed", "1")
    # board 1: France 10 of a spread board; board 2: France 9 but alone near the top (a higher sum-of-squares score)
    one = {"centers": {"AUSTRIA": 2, "ENGLAND": 9, "FRANCE": 10, "GERMANY": 9, "ITALY": 2, "RUSSIA": 1, "TURKEY": 1}}
    two = {"centers": {"AUSTRIA": 4, "ENGLAND": 4, "FRANCE": 9, "GERMANY": 4, "ITALY": 4, "RUSSIA": 4, "TURKEY": 5}}
    ok(capsys, monkeypatch, "tournament", "result", f, "1", "1", "-", stdin=json.dumps(one))
    ok(capsys, monkeypatch, "tournament", "result", f, "1", "2", "-", stdin=json.dumps(two))
    with Tournament.open(f) as t:
        france1, france2 = t.board(1, 1).seats["FRANCE"], t.board(1, 2).seats["FRANCE"]
        by_score = {a.power: a for a in t.best_country()}
        assert by_score["FRANCE"].player == france2 and by_score["FRANCE"].centres == 9
        t.set_rules(best_country="centres")
        by_centres = {a.power: a for a in t.best_country()}
        assert by_centres["FRANCE"].player == france1 and by_centres["FRANCE"].centres == 10
        assert set(by_centres) == set(POWERS)
    text = ok(capsys, monkeypatch, "tournament", "standings", f)
    assert "Best Country (by centres)" in text and f"FRANCE: {france1}, " in text
    js = json.loads(ok(capsys, monkeypatch, "tournament", "standings", f, "--format", "json"))
    assert js["best_country"]["by"] == "centres"
    assert {a["power"]: a["player"] for a in js["best_country"]["awards"]}["FRANCE"] == france1
    page = ok(capsys, monkeypatch, "tournament", "standings", f, "--format", "html")
    assert "<h2>Best Country (by centres)</h2>" in page and france1 in page
    ja = ok(capsys, monkeypatch, "tournament", "standings", f, "--lang", "ja")
    assert "ベストカントリー（補給都市）" in ja and f"フランス：{france1}" in ja


# --- 5. the World Diplomacy Database's CSV files -----------------------------------------------------------

def test_the_wdd_boards_and_classification_files(tmp_path, capsys, monkeypatch):
    f = str(tmp_path / "t.diptour")
    ok(capsys, monkeypatch, "tournament", "new", f, "--name", "T", "--system", "c-diplo")
    ok(capsys, monkeypatch, "tournament", "add", f, *[f"Anne Marie Player{i}" for i in range(7)])
    ok(capsys, monkeypatch, "tournament", "round", f, "--seed", "1")
    solo = {"centers": {"AUSTRIA": 0, "ENGLAND": 5, "FRANCE": 18, "GERMANY": 4, "ITALY": 3, "RUSSIA": 4, "TURKEY": 0},
            "solo": "FRANCE", "eliminated": ["AUSTRIA", "TURKEY"], "eliminated_in": {"AUSTRIA": 1904, "TURKEY": 1906},
            "year": 1908, "history": {"1907": {"AUSTRIA": 0, "ENGLAND": 6, "FRANCE": 16, "GERMANY": 4, "ITALY": 3,
                                                "RUSSIA": 4, "TURKEY": 1}}}
    ok(capsys, monkeypatch, "tournament", "result", f, "1", "1", "-", stdin=json.dumps(solo))
    rows = list(csv.DictReader(io.StringIO(ok(capsys, monkeypatch, "tournament", "standings", f, "--format",
                                              "wdd-boards"))))
    assert list(rows[0])[:12] == ["FIRST NAME", "NAME", "HOMONYME", "ROUND", "BOARD", "COUNTRY", "RANK", "EXAEQUO",
                                  "SCORE", "NB_CENTRE", "YEAR_ELIMINATION", "DRAW"] and "CT_20" in rows[0]
    by = {r["COUNTRY"]: r for r in rows}
    assert set(by) == {"0AU", "0EN", "0FR", "0GE", "0IT", "0RU", "0TU"}
    assert (by["0FR"]["DRAW"], by["0FR"]["SCORE"], by["0FR"]["NB_CENTRE"], by["0FR"]["RANK"]) == ("1", "100", "18", "1")
    assert by["0EN"]["DRAW"] == "0" and by["0AU"]["YEAR_ELIMINATION"] == "4" and by["0TU"]["YEAR_ELIMINATION"] == "6"
    assert (by["0FR"]["CT_07"], by["0FR"]["CT_08"]) == ("16", "18") and by["0TU"]["CT_07"] == "1"
    assert (by["0GE"]["RANK"], by["0GE"]["EXAEQUO"]) == ("3", "2")  # Germany and Russia share third on 4 centres
    assert by["0FR"]["FIRST NAME"] == "Anne Marie" and by["0FR"]["NAME"].startswith("Player")
    cls = list(csv.DictReader(io.StringIO(ok(capsys, monkeypatch, "tournament", "standings", f, "--format",
                                             "wdd-classification"))))
    top = [r for r in cls if r["RANK"] == "1"]
    assert len(top) == 1 and top[0]["SCORE"] == "100" and top[0]["R1"] == "100"
    assert top[0]["RK_0FR"] == "1" and top[0]["CT_0FR"] == "18" and top[0]["HEAT_0FR"] == "1"
    assert wdd.power_code("TURKEY") == "0TU" and wdd.split_name("Cher") == ("", "Cher")


# --- 7. a convention weekend through the command line --------------------------------------------------

def test_a_convention_weekend_of_105_players(tmp_path, capsys, monkeypatch):
    """105 players and two standbys, 15 boards, five rounds; a player drops out during round 2 (a standby
    takes the seat), a late arrival plays from round 3 with the roll call; every result through the command
    line; the standings at the end are the sum of every board's scores."""
    f = str(tmp_path / "con.diptour")
    names = [f"Player {i:03d}" for i in range(105)]
    ok(capsys, monkeypatch, "tournament", "new", f, "--name", "DipCon", "--system", "c-diplo",
       "--tiebreak", "best-round", "--tiebreak", "tops")
    ok(capsys, monkeypatch, "tournament", "add", f, *names)
    ok(capsys, monkeypatch, "tournament", "add", f, "Standby One", "Standby Two", "--standby")
    ok(capsys, monkeypatch, "tournament", "rules", f, "--sit-out-score", "10", "--sit-out", "once",
       "--best-country", "score")
    rng = random.Random(105)
    for r in range(1, 6):
        if r == 3:  # the late arrival registers for round 3; the roll call finds one player gone for the morning
            ok(capsys, monkeypatch, "tournament", "add", f, "Late Arrival", "--from-round", "3")
            out = ok(capsys, monkeypatch, "tournament", "roll", f, "3", "--absent", "Player 050")
            assert out == "round 3: 106 here, 1 away\n"  # 105, two standbys and the late arrival, less the one who left
        seating = json.loads(ok(capsys, monkeypatch, "tournament", "round", f, "--seed", str(r), "--json"))
        assert len(seating["boards"]) == 15 and seating["report"]["third_meetings"] == 0
        assert seating["report"]["avoidable_power_repeats"] == 0
        seated = [who for b in seating["boards"] for who in b["seats"].values()]
        assert len(seated) == len(set(seated)) == 105
        if r == 2:  # Player 010 leaves in the middle of round 2: a standby takes the seat
            board, power = [(b["board"], p) for b in seating["boards"] for p, who in b["seats"].items()
                            if who == "Player 010"][0]
            out = ok(capsys, monkeypatch, "tournament", "drop", f, "Player 010", "--now")
            assert f"round 2 board {board} {power} is empty now" in out
            refused(capsys, monkeypatch, f"nobody was seated as {power}", "tournament", "result", f, "2", str(board), "-",
                    stdin=json.dumps(_random_draw(rng)))
            standby = seating["standby"][0]
            ok(capsys, monkeypatch, "tournament", "seat", f, "2", f"{board}:{power}", standby)
        if r >= 3:
            assert "Player 010" not in seated
        if r == 3:
            assert "Player 050" not in seated and "Late Arrival" in seated
        for b in seating["boards"]:
            ok(capsys, monkeypatch, "tournament", "start", f, str(r), str(b["board"]))
            ok(capsys, monkeypatch, "tournament", "result", f, str(r), str(b["board"]), "-",
               stdin=json.dumps(_random_draw(rng)))
    js = json.loads(ok(capsys, monkeypatch, "tournament", "standings", f, "--format", "json"))
    with Tournament.open(f) as t:
        totals: dict[str, Fraction] = {}
        for b in t.boards():
            for who, v in t.board_scores(b.round, b.number).items():
                totals[who] = totals.get(who, Fraction(0)) + v
        for s in t.standings():
            assert s.total == totals.get(s.player, Fraction(0)) + 10 * len(s.sat_out)
        _, met = t.history()
        assert max(met.values()) <= 2
    assert [s["place"] for s in js["standings"]] == sorted(s["place"] for s in js["standings"])
    assert len(js["best_country"]["awards"]) >= 7
    cls = list(csv.DictReader(io.StringIO(ok(capsys, monkeypatch, "tournament", "standings", f, "--format",
                                             "wdd-classification"))))
    assert len(cls) == 108  # 105, two standbys and the late arrival: everyone who played
    assert sum(1 for _ in itertools.chain.from_iterable(
        csv.DictReader(io.StringIO(ok(capsys, monkeypatch, "tournament", "standings", f, "--format", "wdd-boards")))
        for _ in [0])) == 5 * 105


# --- a tournament file of the first version -------------------------------------------------------------

V1_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE players (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, joined_round INTEGER NOT NULL DEFAULT 1,
                      dropped_after INTEGER);
CREATE TABLE rounds (number INTEGER PRIMARY KEY, seed INTEGER, created REAL NOT NULL);
CREATE TABLE boards (round INTEGER NOT NULL REFERENCES rounds(number), board INTEGER NOT NULL, game_file TEXT,
                     result TEXT, PRIMARY KEY (round, board));
CREATE TABLE seats (round INTEGER NOT NULL, board INTEGER NOT NULL, power TEXT NOT NULL,
                    player INTEGER NOT NULL REFERENCES players(id),
                    PRIMARY KEY (round, board, power), UNIQUE (round, player),
                    FOREIGN KEY (round, board) REFERENCES boards(round, board));
CREATE TABLE log (id INTEGER PRIMARY KEY, at REAL NOT NULL, what TEXT NOT NULL);
"""


def test_a_file_of_the_first_version_opens_and_keeps_everything(tmp_path):
    """A tournament file written before issue 30 (one seat per player and round, no roll call ...) is brought up
    to date when opened: its players, seats and results are as they were, and the new things work on it."""
    path = tmp_path / "old.diptour"
    con = sqlite3.connect(path)
    con.execute("PRAGMA application_id=1145655380")
    con.executescript(V1_SCHEMA)
    con.executemany("INSERT INTO meta VALUES (?, ?)", [("format", "referee-app tournament"), ("version", "1"),
                                                      ("name", "Old Cup"), ("system", "c-diplo"), ("best_rounds", ""),
                                                      ("tiebreaks", '["best-round"]')])
    for i in range(7):
        con.execute("INSERT INTO players (name) VALUES (?)", (f"P{i}",))
    con.execute("INSERT INTO rounds VALUES (1, 5, 0)")
    con.execute("INSERT INTO boards (round, board, result) VALUES (1, 1, ?)", (json.dumps(DRAW),))
    for i, p in enumerate(POWERS):
        con.execute("INSERT INTO seats VALUES (1, 1, ?, ?)", (p, i + 1))
    con.commit()
    con.close()
    with Tournament.open(path) as t:
        assert t.board(1, 1).seats == {p: f"P{i}" for i, p in enumerate(POWERS)}
        assert t.board(1, 1).result == BoardResult.from_json(DRAW)
        assert [s.player for s in t.standings()][:2] == ["P1", "P2"]  # England and France top the board
        t.set_player("P0", two_boards=True)  # the new columns, and seats without "one seat a round"
        t.add_player("Late")
        t.roll_call(2, absent=["P6"])
        assert t._conn.execute("SELECT value FROM meta WHERE key = 'version'").fetchone()[0] == "2"
        assert t._conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert t._conn.execute("PRAGMA foreign_key_check").fetchall() == []

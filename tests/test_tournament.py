"""Tournaments (issue 17): a whole three-round tournament of 21 players driven from the command line,
seeding and power variety, seats by hand, late and dropped players, standings and tie-breaks,
exports, and the file surviving kill -9 mid-entry."""

from __future__ import annotations

import argparse
import io
import json
import os
import signal
import subprocess
import sys
import textwrap
from fractions import Fraction

import pytest

from referee_app.cli.tournament import add_commands
from referee_app.tournament.scoring import BoardResult
from referee_app.tournament.tournament import POWERS, SeatConflict, Tournament, TournamentError, assign_powers

NAMES = [f"Player {chr(65 + i)}" for i in range(21)]
# three boards' results, reused each round: a lone top, a shared top, a solo
RESULTS = [
    {"centers": {"AUSTRIA": 0, "ENGLAND": 9, "FRANCE": 7, "GERMANY": 7, "ITALY": 3, "RUSSIA": 4, "TURKEY": 4},
     "solo": None, "draw": None, "eliminated": ["AUSTRIA"]},
    {"centers": {"AUSTRIA": 5, "ENGLAND": 8, "FRANCE": 8, "GERMANY": 4, "ITALY": 4, "RUSSIA": 3, "TURKEY": 2},
     "solo": None, "draw": ["ENGLAND", "FRANCE", "AUSTRIA"]},
    {"centers": {"AUSTRIA": 0, "ENGLAND": 5, "FRANCE": 18, "GERMANY": 4, "ITALY": 3, "RUSSIA": 4, "TURKEY": 0},
     "solo": "FRANCE", "draw": None, "eliminated": ["AUSTRIA", "TURKEY"]},
]


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="referee-cli")
    add_commands(p.add_subparsers(dest="command", required=True))
    return p


def cli(capsys, monkeypatch, *argv: str, stdin: str = "") -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    args = parser().parse_args(list(argv))
    code = args.func(args)
    out, err = capsys.readouterr()
    return code, out, err


def ok(capsys, monkeypatch, *argv: str, stdin: str = "") -> str:
    code, out, err = cli(capsys, monkeypatch, *argv, stdin=stdin)
    assert code == 0, err
    return out


def test_three_rounds_of_21_players_from_the_command_line(tmp_path, capsys, monkeypatch):
    f = str(tmp_path / "cup.diptour")
    ok(capsys, monkeypatch, "tournament", "new", f, "--name", "Club Cup", "--system", "c-diplo",
       "--tiebreak", "best-round", "--tiebreak", "tops")
    ok(capsys, monkeypatch, "tournament", "add", f, *NAMES)
    assert len(ok(capsys, monkeypatch, "tournament", "players", f).splitlines()) == 21
    by_round = {}
    for r in (1, 2, 3):
        seating = json.loads(ok(capsys, monkeypatch, "tournament", "round", f, "--seed", str(r), "--json"))
        assert seating["round"] == r and len(seating["boards"]) == 3 and seating["sitting_out"] == []
        seated = [who for b in seating["boards"] for who in b["seats"].values()]
        assert sorted(seated) == sorted(NAMES)
        by_round[r] = seating["boards"]
        for b, result in zip(seating["boards"], RESULTS):
            out = ok(capsys, monkeypatch, "tournament", "result", f, str(r), str(b["board"]), "-",
                     stdin=json.dumps(result))
            scores = json.loads(out)["scores"]
            assert set(scores) == set(b["seats"].values())
            assert sum(scores.values()) == pytest.approx(100)  # C-Diplo boards add up to 100
    # nobody plays one power twice while 3 rounds x 7 powers allow it
    with Tournament.open(f) as t:
        played, met = t.history()
        assert all(max(c.values()) == 1 for c in played.values())
        standings = t.standings()
    # every player's total is their three C-Diplo scores
    assert sum((s.total for s in standings), Fraction(0)) == 900
    assert [s.place for s in standings][0] == 1
    text = ok(capsys, monkeypatch, "tournament", "standings", f)
    table, awards = text.split("\n\n")
    assert table.splitlines()[0].split()[:3] == ["place", "player", "total"] and len(table.splitlines()) == 22
    assert awards.splitlines()[0] == "Best Country (by score)" and len(awards.splitlines()) >= 8
    js = json.loads(ok(capsys, monkeypatch, "tournament", "standings", f, "--format", "json", "--after", "2"))
    assert js["system"] == "c-diplo" and all(set(s["rounds"]) <= {"1", "2"} for s in js["standings"])
    out = tmp_path / "standings.html"
    ok(capsys, monkeypatch, "tournament", "standings", f, "--format", "html", "-o", str(out))
    page = out.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and "<script" not in page and "http" not in page
    assert "Club Cup" in page and "Player A" in page
    csv_text = ok(capsys, monkeypatch, "tournament", "standings", f, "--format", "csv")
    assert csv_text.splitlines()[0] == "place,player,total,round 1,round 2,round 3,best-round,tops"


def test_standings_sort_by_total_then_tiebreaks_and_share_places(tmp_path):
    with Tournament.create(tmp_path / "t.diptour", "T", "draw-size", tiebreaks=["best-round"]) as t:
        for n in NAMES[:7]:
            t.add_player(n)
        boards = t.seed_round(seed=1)
        seats = boards[0].seats
        t.record_result(1, 1, BoardResult.from_json(RESULTS[1]))  # a 3-way draw: E, F, A 100/3
        st = t.standings()
        winners = {seats["ENGLAND"], seats["FRANCE"], seats["AUSTRIA"]}
        assert {s.player for s in st[:3]} == winners and {s.place for s in st[:3]} == {1}
        assert all(s.place == 4 and s.total == 0 for s in st[3:])
        assert st[0].total == Fraction(100, 3)


def test_best_n_rounds_and_all_rounds_tiebreak(tmp_path):
    with Tournament.create(tmp_path / "t.diptour", "T", "c-diplo", best_rounds=1,
                           tiebreaks=["all-rounds", "best-round"]) as t:
        for n in NAMES[:7]:
            t.add_player(n)
        for r in (1, 2):
            t.seed_round(seed=r)
            t.record_result(r, 1, BoardResult.from_json(RESULTS[0]))
        for s in t.standings():
            rounds = sorted(s.rounds.values(), reverse=True)
            assert s.total == rounds[0] and s.tiebreaks[0] == sum(rounds, Fraction(0))
        t.set_rules(best_rounds=None)
        assert all(s.total == sum(s.rounds.values(), Fraction(0)) for s in t.standings())
        with pytest.raises(TournamentError, match="unknown tie-break"):
            t.set_rules(tiebreaks=["coin"])


def test_assign_powers_gives_each_player_what_they_played_least():
    players = NAMES[:7]
    played = {p: {POWERS[i]: 1} for i, p in enumerate(players)}  # each played the power in their own index
    seats = assign_powers(players, played)
    assert sorted(seats.values()) == sorted(players)
    assert all(played[who].get(power, 0) == 0 for power, who in seats.items())
    assert assign_powers(players, played) == seats  # the same every time


def test_seeding_with_extra_players_sits_out_fairly_and_late_and_dropped_players(tmp_path):
    with Tournament.create(tmp_path / "t.diptour", "T") as t:
        for n in NAMES[:8]:
            t.add_player(n)
        t.seed_round(seed=5)
        out1 = t.sitting_out(1)
        assert len(out1) == 1
        t.record_result(1, 1, BoardResult.from_json(RESULTS[0]))
        t.seed_round(seed=6)
        assert t.sitting_out(2) != out1  # the one who sat out plays now
        for b in t.boards(2):
            t.record_result(2, b.number, BoardResult.from_json(RESULTS[0]))
        late = t.add_player("Late Larry")  # from the next round, 3
        assert late.joined_round == 3 and not late.plays_in(2)
        t.drop_player(NAMES[0], after_round=2)
        with pytest.raises(TournamentError, match="already"):
            t.add_player("late larry")
        boards = t.seed_round(seed=7)
        seated = {who for b in boards for who in b.seats.values()}
        assert NAMES[0] not in seated
        assert len(seated) == 7 and len(t.sitting_out(3)) == 1


def test_seats_by_hand(tmp_path):
    with Tournament.create(tmp_path / "t.diptour", "T") as t:
        for n in NAMES[:14]:
            t.add_player(n)
        t.seed_round(seed=3)
        a = t.board(1, 1).seats["FRANCE"]
        b = t.board(1, 2).seats["TURKEY"]
        t.swap_seats(1, (1, "FRANCE"), (2, "TURKEY"))
        assert t.board(1, 1).seats["FRANCE"] == b and t.board(1, 2).seats["TURKEY"] == a
        c = t.board(1, 1).seats["ITALY"]
        d = t.board(1, 2).seats["ENGLAND"]
        with pytest.raises(SeatConflict, match="already sits at round 1 board 1 as ITALY") as info:
            t.set_seat(1, 2, "ENGLAND", c)  # sits elsewhere: asked, nothing changed
        assert info.value.kind == "elsewhere" and t.board(1, 2).seats["ENGLAND"] == d
        with pytest.raises(SeatConflict, match="round 1 board 2 ENGLAND is taken by") as info:
            t.set_seat(1, 2, "ENGLAND", c, move=True)
        assert info.value.kind == "taken" and t.board(1, 1).seats["ITALY"] == c
        t.set_seat(1, 2, "ENGLAND", c, move=True, force=True)  # both confirmed: c moved, d sits out
        assert t.board(1, 2).seats["ENGLAND"] == c and "ITALY" not in t.board(1, 1).seats
        assert t.sitting_out(1) == [d]
        with pytest.raises(TournamentError, match="the result names ITALY, but nobody was seated as ITALY on round 1"):
            t.record_result(1, 1, BoardResult.from_json(RESULTS[0]))
        with pytest.raises(TournamentError, match="round 1 board 1 has an empty seat .ITALY.: seat a player"):
            t.start_board(1, 1)
        t.set_seat(1, 1, "ITALY", d)
        t.start_board(1, 1)
        assert t.board(1, 1).started is not None
        with pytest.raises(TournamentError):
            t.swap_seats(1, (1, "FRANCE"), (9, "TURKEY"))


def test_cli_tournament_errors_exit_2_with_one_line(tmp_path, capsys, monkeypatch):
    f = str(tmp_path / "t.diptour")
    ok(capsys, monkeypatch, "tournament", "new", f, "--name", "T")
    for argv, fragment in [
        (("tournament", "new", f, "--name", "T"), "already exists"),
        (("tournament", "round", f), "a board needs 7"),
        (("tournament", "swap", f, "1", "1:SPAIN", "2:FRANCE"), "unknown power"),
        (("tournament", "seats", f, "4"), "no round 4"),
        (("tournament", "players", str(tmp_path / "nothing.diptour")), "no tournament file"),
        (("tournament", "new", str(tmp_path / "u.diptour"), "--name", "U", "--system", "poker"), "unknown scoring"),
    ]:
        code, out, err = cli(capsys, monkeypatch, *argv)
        assert code == 2 and err.startswith("referee-cli: ") and fragment in err and err.count("\n") == 1, (argv, err)
    notours = tmp_path / "x.diptour"
    notours.write_bytes(b"hello")
    code, _, err = cli(capsys, monkeypatch, "tournament", "players", str(notours))
    assert code == 2 and "not a tournament file" in err


def test_a_result_linked_to_a_game_file(tmp_path):
    from referee_app.core.record import GameFile
    from referee_app.games.diplomacy import Phase, Position, endings, load_ruleset, parse_unit
    from referee_app.games.diplomacy.table.variants import new_game

    rs = load_ruleset("standard")
    units = {"FRANCE": ["A PAR"], "GERMANY": ["A BER"], "RUSSIA": ["A MOS"]}
    pos = Position.build(Phase.parse("F1905M"), [parse_unit(u, p, rs.map) for p, lst in units.items() for u in lst],
                         {"PAR": "FRANCE", "BRE": "FRANCE", "BER": "GERMANY", "MOS": "RUSSIA"})
    g = new_game(rs, 7, position=pos)
    path = tmp_path / "b1.dipgame"
    with GameFile.create(path, g):
        endings.end_by_agreement(g, how="draw")
    with Tournament.create(tmp_path / "t.diptour", "T", "draw-size") as t:
        for n in NAMES[:7]:
            t.add_player(n)
        t.seed_round(seed=1)
        r = t.link_game(1, 1, path)
        assert set(r.in_draw) == {"FRANCE", "GERMANY", "RUSSIA"}
        b = t.board(1, 1)
        assert b.game_file == str(path.resolve())
        assert t.board_scores(1, 1)[b.seats["FRANCE"]] == Fraction(100, 3)


CHILD = textwrap.dedent("""
    import sys
    from referee_app.tournament.tournament import Tournament
    t = Tournament.open(sys.argv[1])
    i = 0
    while True:
        t.add_player(f"P{i}")
        print(i, flush=True)  # acknowledged: stored
        i += 1
""")


@pytest.mark.skipif(os.name != "posix", reason="kill -9")
def test_the_file_survives_kill_9_mid_entry(tmp_path):
    path = tmp_path / "t.diptour"
    Tournament.create(path, "T").close()
    proc = subprocess.Popen([sys.executable, "-c", CHILD, str(path)], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    acknowledged = -1
    for line in proc.stdout:
        acknowledged = int(line)
        if acknowledged >= 40:
            break
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    with Tournament.open(path) as t:
        names = [p.name for p in t.players()]
        assert t._conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert len(names) >= acknowledged + 1  # nothing acknowledged was lost
    assert names == [f"P{i}" for i in range(len(names))]


def test_the_tournament_commands_speak_the_language(tmp_path, capsys, monkeypatch):
    from referee_app.cli import main

    f = str(tmp_path / "t.diptour")

    def run(*argv: str, stdin: str = "") -> tuple[int, str, str]:
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
        code = main(list(argv))
        out, err = capsys.readouterr()
        return code, out, err

    assert run("tournament", "new", f, "--name", "Cup", "--lang", "ja")[0] == 0
    code, out, _ = run("tournament", "add", f, *NAMES[:8], "--lang", "zh_Hant")
    assert out.splitlines()[0] == "Player A（由第1輪起）"
    code, out, _ = run("tournament", "round", f, "--seed", "1", "--lang", "ja")
    assert out.splitlines()[0] == "第1ラウンド 第1卓" and "  FRANCE   フランス" in out and out.splitlines()[-2].startswith("休み：")
    code, out, _ = run("--lang", "zh_Hans", "tournament", "result", f, "1", "1", "-", stdin=json.dumps(RESULTS[0]))
    assert code == 0 and sum(json.loads(out)["scores"].values()) == pytest.approx(100)  # JSON: no language
    code, out, _ = run("tournament", "standings", f, "--lang", "zh_Hant")
    assert out.splitlines()[0].split() == ["名次", "弈者", "總分", "第1輪", "最佳一輪"]
    code, out, _ = run("tournament", "standings", f, "--format", "csv", "--lang", "ja")
    assert out.splitlines()[0] == "順位,プレイヤー,合計,第1R,最高ラウンド"
    code, out, _ = run("tournament", "standings", f, "--format", "html", "--lang", "zh_Hans")
    assert '<html lang="zh-Hans">' in out and "Cup：第1轮后排名" in out and "C-Diplo（单独获胜100分）；计算每一轮的得分" in out
    code, out, err = run("tournament", "swap", f, "1", "1:SPAIN", "2:FRANCE", "--lang", "zh_Hant")
    assert (code, out, err) == (2, "", "referee-cli: '1:SPAIN'中有未知之國家'SPAIN'\n")
    code, out, err = run("tournament", "round", f, "--lang", "ja")  # round 1 board 1 has its result: round 2 seeds
    assert code == 0
    code, out, err = run("tournament", "round", f, "--lang", "ja")
    assert (code, err) == (2, "referee-cli: 第2ラウンド第1卓の結果がまだありません\n")


def test_a_system_that_cannot_score_the_stored_results_is_refused(tmp_path, capsys, monkeypatch):
    f = str(tmp_path / "t.diptour")
    with Tournament.create(f, "T", "c-diplo") as t:
        for n in NAMES[:7]:
            t.add_player(n)
        t.seed_round(seed=1)
        t.record_result(1, 1, BoardResult.from_json({"centers": RESULTS[0]["centers"], "eliminated": ["AUSTRIA"]}))
        with pytest.raises(TournamentError, match="round 1 board 1: world-classic needs the year AUSTRIA was eliminated"):
            t.set_rules(system="world-classic")  # it pays for years survived: the typed result has none
        assert t.system == "c-diplo" and t.standings()[0].total == 48
        t.set_rules(system="carnage")  # Carnage needs no years
        assert t.system == "carnage"
    code, out, err = cli(capsys, monkeypatch, "tournament", "rules", f, "--system", "manorcon")
    assert code == 2 and err.startswith("referee-cli: round 1 board 1: manorcon needs the year") and err.count("\n") == 1

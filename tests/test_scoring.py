"""Scoring systems (issue 17): worked examples from each system's definition (tests/scoring/*.toml),
properties, the JSON input, an ended game file and the ``referee-cli score`` handlers."""

from __future__ import annotations

import argparse
import io
import itertools
import json
import random
import tomllib
from fractions import Fraction
from pathlib import Path

import pytest

from referee_app.cli.tournament import add_commands
from referee_app.tournament.scoring import (
    SOLO_CENTERS,
    SYSTEMS,
    BoardResult,
    ScoringError,
    as_number,
    find_system,
    place_points,
    rank,
    result_from_game,
    score,
)

CASES = Path(__file__).parent / "scoring"
POWERS = ("AUSTRIA", "ENGLAND", "FRANCE", "GERMANY", "ITALY", "RUSSIA", "TURKEY")


def _cases() -> list[tuple[str, str, dict, dict]]:
    out = []
    for f in sorted(CASES.glob("*.toml")):
        doc = tomllib.loads(f.read_text(encoding="utf-8"))
        assert doc.get("source"), f"{f.name} must name its source"
        for i, case in enumerate(doc["case"]):
            assert case.get("why"), f"{f.name} case {i} must show its arithmetic"
            out.append((f"{f.stem}-{i}-{case['system']}-{case['board']}", case["system"], doc["boards"][case["board"]],
                        case["expect"]))
    return out


@pytest.mark.parametrize(("system", "board", "expect"), [c[1:] for c in _cases()], ids=[c[0] for c in _cases()])
def test_worked_example(system, board, expect):
    got = score(system, BoardResult.from_json(board))
    assert got == {p: Fraction(v) for p, v in expect.items()}


def test_every_system_has_a_worked_example():
    covered = {c[1] for c in _cases()}
    assert covered == {s.name for s in SYSTEMS}


def test_the_issue_names_are_all_there():
    names = {s.name for s in SYSTEMS}
    assert {"sum-of-squares", "draw-size", "c-diplo", "tribute", "opentribute", "carnage", "world-classic",
            "detour09", "maxonian", "manorcon"} <= names
    assert len(names) == len(SYSTEMS)


# --- properties over many boards ----------------------------------------------------------------

def random_board(rng: random.Random, *, solo: bool) -> BoardResult:
    """All 34 centres owned; a solo or not; eliminated powers in an order with years; some history."""
    counts = dict.fromkeys(POWERS, 0)
    if solo:
        winner = rng.choice(POWERS)
        counts[winner] = rng.randint(SOLO_CENTERS, 24)
    left = 34 - sum(counts.values())
    others = [p for p in POWERS if counts[p] == 0]
    alive = rng.sample(others, rng.randint(2 if not solo else 1, len(others)))
    while left:
        p = rng.choice(alive)
        if solo or counts[p] < SOLO_CENTERS - 1:
            counts[p] += 1
            left -= 1
    dead = [p for p in POWERS if counts[p] == 0]
    rng.shuffle(dead)
    groups: list[list[str]] = []
    for p in dead:
        if groups and rng.random() < 0.3:
            groups[-1].append(p)
        else:
            groups.append([p])
    year = 1901 + len(groups) + rng.randint(1, 6)
    years = {p: 1902 + i for i, g in enumerate(groups) for p in g}
    survivors = [p for p in POWERS if counts[p] > 0]
    draw = None
    if not solo and rng.random() < 0.5:
        draw = rng.sample(survivors, rng.randint(2, len(survivors)))
    doc = {"centers": counts, "solo": winner if solo else None, "draw": draw, "eliminated": groups,
           "eliminated_in": years, "year": year}
    return BoardResult.from_json(doc)


BOARDS = [random_board(random.Random(i), solo=i % 4 == 0) for i in range(400)]


@pytest.mark.parametrize("system", [s.name for s in SYSTEMS])
def test_fixed_totals(system):
    s = find_system(system)
    for b in BOARDS:
        total = sum(s(b).values(), Fraction(0))
        expected = s.solo_total if b.solo else s.draw_total
        if expected is not None:
            assert total == expected, (system, b)


def test_manorcon_v2_survivors_share_100_and_detour_draws_100_before_survival():
    for b in BOARDS:
        if b.solo is None:
            v2 = find_system("manorcon-v2")(b)
            assert sum((v2[p] for p in b.survivors), Fraction(0)) == 100
            det = find_system("detour09")(b)
            assert sum((det[p] for p in b.survivors), Fraction(0)) == 100


@pytest.mark.parametrize("system", [s.name for s in SYSTEMS])
def test_a_solo_beats_any_result_without_one(system):
    s = find_system(system)
    best_draw = max(max(s(b).values()) for b in BOARDS if b.solo is None)
    for b in BOARDS:
        if b.solo is not None:
            scores = s(b)
            assert scores[b.solo] > best_draw, system
            assert all(v < scores[b.solo] for p, v in scores.items() if p != b.solo)


@pytest.mark.parametrize("system", [s.name for s in SYSTEMS])
def test_equal_boards_score_equal_and_renaming_powers_renames_scores(system):
    s = find_system(system)
    for b in BOARDS[:60]:
        scores = s(b)
        for p, q in itertools.combinations(b.powers, 2):
            if b.centers[p] == b.centers[q] and b.centers[p] > 0 and (b.draw is None or (p in b.draw) == (q in b.draw)):
                if system not in ("maxonian", "seven-eleven") or not b.history:
                    assert scores[p] == scores[q], (system, p, q)


@pytest.mark.parametrize("system", ["sum-of-squares", "c-diplo", "carnage", "world-classic", "manorcon", "maxonian",
                                    "opentribute", "detour09"])
def test_more_centres_never_score_less_on_the_same_board(system):
    s = find_system(system)
    for b in BOARDS:
        if b.solo is None:
            scores = s(b)
            for p, q in itertools.permutations(b.survivors, 2):
                if b.centers[p] > b.centers[q]:
                    assert scores[p] >= scores[q], (system, b.centers)


def test_eliminated_later_never_scores_less_in_order_based_systems():
    for name in ("carnage", "maxonian"):
        for b in BOARDS:
            if b.solo is None or name == "maxonian":
                sc = find_system(name)(b)
                for early, late in itertools.combinations(range(len(b.eliminated)), 2):
                    for p in b.eliminated[early]:
                        for q in b.eliminated[late]:
                            assert sc[q] > sc[p]


def test_place_points_share_or_take_the_lower_place():
    keys = {"A": 5, "B": 5, "C": 3, "D": 1}
    assert place_points(keys, (10, 6, 3)) == {"A": 8, "B": 8, "C": 3, "D": 0}
    assert place_points(keys, (10, 6, 3), ties="lower") == {"A": 6, "B": 6, "C": 3, "D": 0}
    assert list(place_points(keys, (1,))) == ["A", "B", "C", "D"]


def test_rank_shares_places():
    assert rank({"A": Fraction(3), "B": Fraction(5), "C": Fraction(3)}) == [(1, "B"), (2, "A"), (2, "C")]


def test_as_number():
    assert as_number(Fraction(100)) == 100 and isinstance(as_number(Fraction(100)), int)
    assert as_number(Fraction(100, 3)) == 33.333333


# --- bad input -------------------------------------------------------------------------------------

BASE = {"AUSTRIA": 3, "ENGLAND": 5, "FRANCE": 6, "GERMANY": 5, "ITALY": 5, "RUSSIA": 6, "TURKEY": 4}


@pytest.mark.parametrize(("doc", "fragment"), [
    ([], "JSON object"),
    ({}, "\"centers\""),
    ({"centers": {"FRANCE": -1, "ENGLAND": 3}}, "0 or more"),
    ({"centers": {"FRANCE": 1.5, "ENGLAND": 3}}, "whole number"),
    ({"centers": {"FRANCE": 20, "ENGLAND": 20}}, "add up to 40"),
    ({"centers": {"FRANCE": 3}}, "two powers"),
    ({"centers": dict(BASE, FRANCE=18, RUSSIA=0, ITALY=0, GERMANY=0), "solo": None}, "that is a solo"),
    ({"centers": BASE, "solo": "SPAIN"}, "SPAIN"),
    ({"centers": BASE, "solo": "FRANCE", "draw": ["FRANCE", "RUSSIA"]}, "not both"),
    ({"centers": BASE, "draw": ["FRANCE"]}, "two powers or more"),
    ({"centers": BASE, "draw": ["FRANCE", "FRANCE"]}, "twice"),
    ({"centers": dict(BASE, AUSTRIA=0, TURKEY=7), "draw": ["FRANCE", "AUSTRIA"]}, "no centres"),
    ({"centers": BASE, "eliminated": ["FRANCE"]}, "has 6 centres"),
    ({"centers": dict(BASE, AUSTRIA=0, TURKEY=0, ITALY=12), "eliminated": ["AUSTRIA"]}, "TURKEY is missing"),
    ({"centers": BASE, "colour": "red"}, "unknown field"),
    ({"centers": BASE, "eliminated": [3]}, "fell together"),
])
def test_bad_results_say_what_is_wrong(doc, fragment):
    with pytest.raises(ScoringError) as info:
        BoardResult.from_json(doc)
    assert fragment in str(info.value) and "\n" not in str(info.value)


def test_systems_that_count_years_say_so_when_the_year_is_missing():
    b = BoardResult.from_json({"centers": dict(BASE, AUSTRIA=0, TURKEY=7), "eliminated": ["AUSTRIA"]})
    for name in ("world-classic", "manorcon", "detour09"):
        with pytest.raises(ScoringError, match="AUSTRIA was eliminated"):
            score(name, b)
    assert score("carnage", b)["AUSTRIA"] == 1000  # years not needed


def test_unknown_system_and_aliases():
    with pytest.raises(ScoringError, match="unknown scoring system"):
        find_system("poker")
    assert find_system("SoS").name == "sum-of-squares" and find_system("DSS").name == "draw-size"


def test_json_round_trip():
    for b in BOARDS[:50]:
        assert BoardResult.from_json(json.loads(json.dumps(b.to_json()))) == b


# --- an ended game -------------------------------------------------------------------------------

def _game(centers: dict[str, list[str]], units: dict[str, list[str]], phase: str = "F1905M"):
    from referee_app.games.diplomacy import Phase, Position, load_ruleset, parse_unit
    from referee_app.games.diplomacy.table.variants import new_game

    rs = load_ruleset("standard")
    pos = Position.build(Phase.parse(phase), [parse_unit(t, p, rs.map) for p, lst in units.items() for t in lst],
                         {c: p for p, lst in centers.items() for c in lst})
    return new_game(rs, 7, position=pos)


def test_a_solo_game_scores_and_an_open_one_is_refused(tmp_path):
    from referee_app.games.diplomacy import endings

    g = _game({"FRANCE": ["PAR", "BRE"], "GERMANY": ["BER"], "RUSSIA": ["MOS"]},
              {"FRANCE": ["A PAR"], "GERMANY": ["A BER"], "RUSSIA": ["A MOS"]})
    with pytest.raises(ScoringError, match="not ended"):
        result_from_game(g)
    endings.end_by_agreement(g, how="draw")
    r = result_from_game(g)
    assert r.solo is None and set(r.in_draw) == {"FRANCE", "GERMANY", "RUSSIA"}
    assert r.centers["FRANCE"] == 2 and r.centers["ITALY"] == 0
    assert score("draw-size", r)["GERMANY"] == Fraction(100, 3)


def test_elimination_order_and_years_come_from_the_history():
    from referee_app.games.diplomacy import endings

    # England, Russia and Turkey hold nothing from the start; Italy takes Austria's last centre in Fall 1905
    # and Austria's last army is removed that winter
    g = _game({"FRANCE": ["PAR"], "GERMANY": ["BER"], "ITALY": ["ROM", "VEN"], "AUSTRIA": ["TRI"]},
              {"FRANCE": ["A PAR"], "GERMANY": ["A BER"], "ITALY": ["A VEN"], "AUSTRIA": ["A GAL"]})
    g.set_orders("ITALY", ["A Ven - Tri"])
    while g.phase.year == 1905:
        g.process()
    endings.end_by_agreement(g, how="draw")
    r = result_from_game(g)
    assert r.centers["AUSTRIA"] == 0 and r.centers["ITALY"] == 3
    assert r.eliminated == (("ENGLAND", "RUSSIA", "TURKEY"), ("AUSTRIA",))
    assert r.eliminated_in["AUSTRIA"] == 1905 and r.year == 1905
    assert score("carnage", r)["AUSTRIA"] == 4000  # places 4 to 7: Austria fell last


# --- the command line ------------------------------------------------------------------------------

def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="referee-cli")
    add_commands(p.add_subparsers(dest="command", required=True))
    return p


def run(argv: list[str], capsys, stdin: str = "", monkeypatch=None) -> tuple[int, str, str]:
    if monkeypatch is not None:
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    args = parser().parse_args(argv)
    code = args.func(args)
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_list(capsys):
    code, out, _ = run(["score", "--list"], capsys)
    lines = out.splitlines()
    assert code == 0 and len(lines) == len(SYSTEMS)
    assert lines[0].split("\t") == ["sum-of-squares", "Sum of Squares"]


def test_cli_scores_json_from_stdin_and_file(capsys, monkeypatch, tmp_path):
    doc = {"centers": {"AUSTRIA": 4, "ENGLAND": 0, "FRANCE": 9, "GERMANY": 7, "ITALY": 7, "RUSSIA": 3, "TURKEY": 4},
           "solo": None, "draw": None}
    code, out, err = run(["score", "--system", "c-diplo", "-"], capsys, json.dumps(doc), monkeypatch)
    assert code == 0 and err == ""
    assert json.loads(out) == {"scores": {"AUSTRIA": 5, "ENGLAND": 1, "FRANCE": 48, "GERMANY": 18.5, "ITALY": 18.5,
                                          "RUSSIA": 4, "TURKEY": 5}}
    f = tmp_path / "board.json"
    f.write_text(json.dumps(doc))
    code, out2, _ = run(["score", "--system", "c-diplo", str(f)], capsys)
    assert code == 0 and out2 == out


@pytest.mark.parametrize(("argv", "stdin", "fragment"), [
    (["score", "--system", "poker", "-"], "{}", "unknown scoring system"),
    (["score", "--system", "c-diplo", "-"], "{not json", "not valid JSON"),
    (["score", "--system", "c-diplo", "-"], '{"centers": {"FRANCE": 40, "ITALY": 0}}', "add up to 40"),
    (["score", "-"], "{}", "needs --system"),
    (["score", "--system", "c-diplo", "/no/such/file.json"], "", "No such file"),
    (["score", "--system", "c-diplo", "--game", "/no/such.dipgame"], "", "cannot open"),
])
def test_cli_bad_input_exits_2_with_one_line(capsys, monkeypatch, argv, stdin, fragment):
    code, out, err = run(argv, capsys, stdin, monkeypatch)
    assert code == 2 and out == ""
    assert err.startswith("referee-cli: ") and fragment in err and err.count("\n") == 1


def test_cli_scores_an_ended_game_file(capsys, tmp_path):
    from referee_app.core.record import GameFile
    from referee_app.games.diplomacy import endings

    g = _game({"FRANCE": ["PAR", "BRE"], "GERMANY": ["BER"], "RUSSIA": ["MOS"]},
              {"FRANCE": ["A PAR"], "GERMANY": ["A BER"], "RUSSIA": ["A MOS"]})
    path = tmp_path / "board.dipgame"
    with GameFile.create(path, g):
        endings.end_by_agreement(g, how="draw")
    before = path.read_bytes()
    code, out, err = run(["score", "--system", "sum-of-squares", "--game", str(path)], capsys)
    assert code == 0, err
    # squares 4, 1, 1 of 6
    assert json.loads(out)["scores"]["FRANCE"] == round(400 / 6, 6)
    assert path.read_bytes() == before  # read-only


# --- the command line in the table's language (--lang) ------------------------------------------------

def main(argv: list[str], capsys, monkeypatch, stdin: str = "") -> tuple[int, str, str]:
    from referee_app.cli import main as cli_main

    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = cli_main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_list_titles_in_each_language(capsys, monkeypatch):
    for lang, title in (("zh_Hant", "平方和（Sum of Squares）"), ("zh_Hans", "平方和（Sum of Squares）"),
                        ("ja", "二乗和（Sum of Squares）"), ("en", "Sum of Squares")):
        code, out, _ = main(["score", "--list", "--lang", lang], capsys, monkeypatch)
        assert code == 0 and out.splitlines()[0] == f"sum-of-squares\t{title}"
        assert [ln.split("\t")[0] for ln in out.splitlines()] == [s.name for s in SYSTEMS]  # names never translated
    code, out, _ = main(["--lang", "ja", "score", "--list"], capsys, monkeypatch)  # --lang before the command too
    assert "C-Diplo（単独勝利100点）" in out


@pytest.mark.parametrize(("lang", "stdin", "expected"), [
    ("zh_Hant", '{"centers": {"FRANCE": 20, "ITALY": 0}}', "referee-cli: 法國擁有20個軍需區：此為單獨勝出（請設定「solo」）\n"),
    ("zh_Hans", '{"centers": {"FRANCE": 20, "ITALY": 0}}', "referee-cli: 法国拥有20个军需区：这是单独获胜（请设置“solo”）\n"),
    ("ja", '{"centers": {"FRANCE": 20, "ITALY": 0}}', "referee-cli: フランスは補給都市20を保有：これは単独勝利です（「solo」を指定してください）\n"),
    ("en", '{"centers": {"FRANCE": 20, "ITALY": 0}}', "referee-cli: FRANCE has 20 centres: that is a solo (set \"solo\")\n"),
    ("ja", "{not json", "referee-cli: 入力は正しい JSON ではありません（1行2列：Expecting property name enclosed in double quotes）\n"),
])
def test_cli_errors_in_each_language_one_line_exit_2(capsys, monkeypatch, lang, stdin, expected):
    code, out, err = main(["score", "--system", "c-diplo", "-", "--lang", lang], capsys, monkeypatch, stdin)
    assert (code, out, err) == (2, "", expected)


def test_cli_scores_are_the_same_json_in_every_language(capsys, monkeypatch):
    doc = json.dumps({"centers": {"AUSTRIA": 4, "ENGLAND": 0, "FRANCE": 9, "GERMANY": 7, "ITALY": 7, "RUSSIA": 3,
                                  "TURKEY": 4}, "solo": None, "draw": None})
    outs = {main(["score", "--system", "c-diplo", "--lang", lang], capsys, monkeypatch, doc)[1]
            for lang in ("en", "zh_Hant", "zh_Hans", "ja")}
    assert len(outs) == 1 and json.loads(outs.pop())["scores"]["FRANCE"] == 48

"""The exports of 列欧帝国棋 (referee_app/exports/lieou_*.py): the text log has every action and every die, the
JSON record replays to the same game, the web page has one board per turn and the chart of lands and armies,
self-contained, in the four languages; ``referee-cli lieou export``."""

from __future__ import annotations

import json
import random
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from referee_app.cli import main as cli_main
from referee_app.core.dice import Roll
from referee_app.core.errors import RefereeError
from referee_app.core.messages import LANGUAGES, msg, render
from referee_app.core.record import GameFile
from referee_app.exports import FORMATS, LIEOU_FORMATS, export_game, formats_for
from referee_app.exports.lieou.common import SETUP, chart_points, roll_text, walk
from referee_app.exports.lieou.html import game_html
from referee_app.exports.lieou.record_json import LieouImportError, game_record, read_lieou_record
from referee_app.exports.lieou.text import game_text
from referee_app.games.lieou.game import LieouGame
from referee_app.games.lieou.randomgame import answers, legal_actions, pick


def table_game(rounds: int = 3, seed: int = 11) -> LieouGame:
    """A game as played at a table: the set-up rolled step by step, legal orders chosen at random, the first
    battle round's dice typed, an action taken back where it ended a turn, another taken back in the
    middle of one, choices answered."""
    rng = random.Random(seed)
    t = [1_746_126_000.0]

    def clock() -> float:
        t[0] += 7.5
        return t[0]

    game = LieouGame(seed=seed, clock=clock)
    while game.state.phase == "setup":
        game.act("roll")
    typed = undone_end = undone_mid = False
    while game.state.phase != "over" and game.state.round <= rounds:
        s = game.state
        before = (s.round, s.turn)
        if s.decision is not None:
            game.act(rng.choice(answers(game)))
        elif s.queue:
            if not typed and s.battle is not None and s.battle.kind == "attack":
                typed = _typed_round(game)
            if not typed or game.state.queue:
                game.act("fight" if rng.random() < 0.7 else "roll")
        else:
            game.act(pick(rng, game, legal_actions(game)))
            if not undone_mid and game.state.round == 2 and (game.state.round, game.state.turn) == before:
                game.undo()  # an order taken back in the middle of a turn
                undone_mid = True
                continue
        if not undone_end and before[0] == 2 and (game.state.round, game.state.turn) != before:
            game.undo()  # the action that ended a turn taken back: the turn is not over
            undone_end = True
    assert typed and undone_end
    return game


def _typed_round(game: LieouGame) -> bool:
    """The next battle round's dice typed from the table (the attacker's sixes, the defender's ones)."""
    for na in (3, 2, 1):
        for nd in (2, 1):
            try:
                game.act("roll " + "6" * na + "/" + "1" * nd)
            except RefereeError:
                continue
            return True
    return False


@pytest.fixture(scope="module")
def game() -> LieouGame:
    return table_game()


# --- walking the record ------------------------------------------------------------------------------

def test_the_walk_replays_to_the_game_and_splits_it_into_turns(game):
    record = walk(game)
    acts = [e for e in game.events if e.kind == "act"]
    assert len(record.actions) == len(acts)
    assert sum(1 for s in record.actions if s.undone_by) == sum(1 for e in game.events if e.kind == "undo") >= 1
    assert record.turns[0].key.phase == SETUP and record.turns[0].number == 0
    assert record.turns[1].key.round == 1 and record.turns[1].colour == "green"
    last = record.turns[-1]
    assert last.state == game.to_json()  # the engine replays exactly
    keys = [t.key for t in record.turns]
    assert len(keys) == len(set(keys))
    # the kept actions, turn by turn, are the game's live actions in order
    kept = [s.seq for t in record.turns for s in t.kept]
    live = [i + 1 for i in game._live_actions()]  # noqa: SLF001 - the engine's own list
    assert kept == live
    # a turn's board is the game as replayed to the action that ended it
    for t in record.turns:
        if t.ended_by is not None:
            upto = [e for e in game.events[:t.ended_by]]
            assert LieouGame.replay(upto).to_json() == t.state
            break


def test_an_undone_turn_end_is_no_turn(game):
    record = walk(game)
    undone = [s for s in record.actions if s.undone_by]
    assert undone
    for s in undone:
        assert all(t.ended_by != s.seq for t in record.turns)
        t = next(t for t in record.turns if s in t.steps)
        assert t.key == s.key
        undo = next(x for x in t.steps if x.kind == "undo" and x.undoes == s.seq)
        assert undo.seq == s.undone_by


def test_chart_points_count_lands_and_armies_afloat():
    game = LieouGame(seed=3, position={
        "lands": {"英E": ["green", 6], "英D": ["green", 2], "法A": ["red", 4]},
        "regimes": {"英": ["英E", "green"], "法": ["法A", "red"]}, "capital": {"green": "英", "red": "法"},
        "fleets": {"british": ["green", "british", 3]}})
    game.act("move 英E 英D")
    record = walk(game)
    points = chart_points(record)
    assert points[-1].counts["green"] == (2, 11)  # 8 on its lands and 3 aboard its fleet
    assert points[-1].counts["red"] == (1, 4)


# --- text ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_text_log_has_every_action_and_every_die_in_order(game, lang, tmp_path):
    out = export_game(game, "text", tmp_path / "log.txt", lang=lang)
    text = out.read_text(encoding="utf-8")
    assert render(game.pending(), lang) in text or "14.1" in text
    pos = 0
    dice = 0
    for seq, e in enumerate(game.events, start=1):
        if e.kind == "undo":
            pos = text.index(f"#{seq:<4}", pos)
            continue
        if e.kind != "act":
            continue
        pos = text.index(f"#{seq:<4}", pos)
        pos = text.index(str(e.data["line"]), pos)
        for r in e.data["rolls"]:
            line = roll_text(Roll.from_json(r), lang)
            assert " ".join(map(str, r["values"])) in line
            pos = text.index(line, pos)
            dice += len(r["values"])
    assert dice > 50
    assert text.count("> ") >= sum(len(m) for m in game.log)
    # typed dice and the program's draws told apart; the undone action marked with its undo
    typed = render(msg("lieou.export.typed"), lang)
    assert typed in text
    undone = next(i + 1 for i, e in enumerate(game.events) if e.kind == "undo")
    taken = int(game.events[undone - 1].data["action"]) + 1
    assert re.search(rf"#{taken}\s.*\[.*#{undone}.*\]", text)


def test_text_log_words_in_each_language(game):
    en = game_text(game, "en")
    zh = game_text(game, "zh_Hans")
    hant = game_text(game, "zh_Hant")
    ja = game_text(game, "ja")
    assert "Set-up (chapter 1)" in en and "dice, attacker: 6" in en and "typed from the table" in en
    assert "开局（第一章）" in zh and "骰子，进攻方：6" in zh and "第 1 轮 · 绿方（" in zh
    assert "開局（第一章）" in hant and "骰子，進攻方：6" in hant
    assert "開局（第1章）" in ja and "サイコロ、攻撃側：6" in ja
    for text in (zh, hant, ja):
        assert "Set-up" not in text and "attacker" not in text


# --- JSON ----------------------------------------------------------------------------------------------

def test_the_json_record_replays_to_the_same_game(game, tmp_path):
    out = export_game(game, "json", tmp_path / "game.json")
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["format"] == "referee-app lieou record" and doc["game"] == "lieou"
    assert doc["setup"]["seed"] == 11 and doc["state"] == json.loads(json.dumps(game.to_json()))
    assert len(doc["events"]) == len(game.events)
    acts = [a for a in doc["actions"] if a["kind"] == "act"]
    assert [a["line"] for a in acts] == [e.data["line"] for e in game.events if e.kind == "act"]
    assert [a["rolls"] for a in acts] == [e.data["rolls"] for e in game.events if e.kind == "act"]
    assert all(a["messages"] and "key" in a["messages"][0] for a in acts)
    assert doc["counts"]["taken_back"] >= 1
    assert [t["number"] for t in doc["turns"]] == list(range(len(doc["turns"])))
    assert doc["chart"][0]["lands"] == {"green": 1, "yellow": 1, "pink": 1, "red": 1}
    again = read_lieou_record(out)
    assert again.to_json() == game.to_json()
    assert [(e.kind, e.at, dict(e.data)) for e in again.events] == [(e.kind, e.at, dict(e.data)) for e in game.events]
    assert game_record(again)["actions"] == doc["actions"]
    # the replayed game plays on like the original
    a, b = LieouGame.replay(again.events), LieouGame.replay(game.events)
    for g in (a, b):
        g.act("roll" if g.state.queue else (answers(g)[0] if g.state.decision else legal_actions(g)[0]))
    assert a.to_json() == b.to_json()


def test_a_changed_or_foreign_json_is_refused(game, tmp_path):
    doc = game_record(game)
    doc["state"]["lands"]["法B"]["armies"] += 7
    with pytest.raises(LieouImportError, match="another state"):
        read_lieou_record(doc)
    with pytest.raises(LieouImportError, match="not an export"):
        read_lieou_record({"format": "referee-app game record", "events": []})
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    with pytest.raises(RefereeError):
        read_lieou_record(bad)


# --- HTML ----------------------------------------------------------------------------------------------

class _Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, Any]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    handle_startendtag = handle_starttag


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_web_page_has_a_board_per_turn_the_chart_and_nothing_outside(game, lang, tmp_path):
    out = export_game(game, "html", tmp_path / "game.html", lang=lang)
    text = out.read_text(encoding="utf-8")
    page = _Page()
    page.feed(text)
    tags = page.tags
    record = walk(game)
    boards = [a for t, a in tags if t == "svg" and a.get("class") == "board"]
    assert len(boards) == len(record.turns) >= 1 + 4 * 3
    sections = [a["id"] for t, a in tags if t == "section"]
    assert sections[0] == "setup" and sections[1] == "r1-green" and len(sections) == len(record.turns)
    # the chart: lands and armies, a line per empire with its own marker shape and dash, named at its end
    charts = [a for t, a in tags if t == "svg" and a.get("class") == "chart"]
    assert len(charts) == 2
    series = [a for t, a in tags if t == "polyline" and a.get("class") == "series"]
    assert sorted(a["data-colour"] for a in series) == sorted(["green", "yellow", "pink", "red"] * 2)
    assert len({a.get("stroke-dasharray") for a in series}) == 4
    labels = [a for t, a in tags if t == "text" and a.get("class") == "end-label"]
    assert len(labels) == 8
    for shape in ("circle", "rect", "polygon"):
        assert any(t == shape for t, _ in tags)
    # in its language
    assert f'<html lang="{ {"en": "en", "zh_Hans": "zh-Hans", "zh_Hant": "zh-Hant", "ja": "ja"}[lang] }">' in text
    words = {"en": "Lands and armies over time", "zh_Hans": "领土与军队的变化", "zh_Hant": "領土與軍隊的變化",
             "ja": "領土と軍の推移"}
    assert words[lang] in text
    names = {"en": "Paris", "zh_Hans": "巴黎", "zh_Hant": "巴黎", "ja": "パリ"}
    assert f">{names[lang]}</text>" in text  # the board's names in the page's language
    # self-contained: no scripts, no linked files, nothing fetched; every <use> finds its shape, ids unique
    assert not [t for t, _ in tags if t in ("script", "link", "img", "iframe", "object", "embed")]
    for _, attrs in tags:
        for key in ("href", "xlink:href", "src"):
            value = attrs.get(key)
            if value is not None:
                assert value.startswith("#"), f"{key}={value}"
    assert not re.search(r"https?:", re.sub(r'xmlns(:\w+)?="http://www\.w3\.org/[^"]*"', "", text))
    assert "url(" not in text and "@import" not in text
    ids = [a["id"] for _, a in tags if a.get("id")]
    assert len(ids) == len(set(ids))
    uses = {a["href"][1:] for t, a in tags if t == "use"}
    assert uses and uses <= set(ids)
    # every die of the game is in the page's logs
    for e in game.events:
        for r in e.data.get("rolls", []) if e.kind == "act" else []:
            assert roll_text(Roll.from_json(r), lang) in text.replace("&#x27;", "'")


def test_boards_share_their_outlines(game):
    text = game_html(game, lang="en")
    record = walk(game)
    assert len(text.encode()) < 200_000 + 60_000 * len(record.turns) + 1_600_000  # the map's outlines once
    assert text.count('<path id="ps') == len({m for m in re.findall(r'href="#(ps\d+)"', text)})


def test_an_ended_game_names_the_winner_and_the_ranking():
    game = LieouGame(seed=2, position={
        "lands": {"法B": ["green", 30], "法A": ["red", 1]}, "regimes": {"法": ["法B", "green"], "德": ["法A", "red"]},
        "capital": {"green": "法", "red": "德"}, "eliminated": ["yellow", "pink"]})  # the last two empires
    game.act("attack 法B 法A")
    game.act("fight")
    while game.state.phase != "over":
        game.act("choose" if game.state.decision else "fight")
    assert game.state.winner == "green"
    text = game_text(game, "en")
    # no empire tokens at a set position: each empire is named after the country of its capital (6.3; red's
    # capital, the regime of 德, stands in 法A), a fallen one keeps the name it had
    assert "Green (French Empire) is the last empire standing and wins (14.1)" in text
    assert "Ranking (14.4): 1. Green (French Empire) 2. Red (French Empire) 3. Pink 4. Yellow" in text
    page = game_html(game, lang="zh_Hans")
    assert "绿方为最后的帝国，获得最终胜利" in page and "亡国，第 2 名" in page and "胜者" in page
    record = walk(game)
    assert [t.kind for t in record.turns] == ["turn"] and record.turns[0].number == 1  # set up at a position
    assert page.count('<svg class="board"') == 1
    assert "第 1 轮亡国" in page  # red's line ends where it fell


def test_a_game_just_begun_has_a_board():
    game = LieouGame(seed=1)
    assert game_html(game, lang="en").count('<svg class="board"') == 1
    game.act("roll")
    text = game_text(game, "en")
    assert "Set-up (chapter 1), under way" in text


def test_formats_by_game(game, tmp_path):
    assert formats_for(game) is LIEOU_FORMATS and set(LIEOU_FORMATS) == {"text", "json", "html"}
    from referee_app.games.diplomacy import Game

    assert formats_for(Game.new("standard")) is FORMATS
    with pytest.raises(RefereeError, match="列欧帝国棋"):
        export_game(game, "svg", tmp_path / "x.zip")
    with pytest.raises(RefereeError, match="cannot write"):
        export_game(game, "text", tmp_path / "no" / "such" / "x.txt")


# --- the command line ------------------------------------------------------------------------------------

def _file(tmp_path: Path, game: LieouGame) -> Path:
    path = tmp_path / "game.lieou"
    gf = GameFile.create(path, game)
    gf.close()
    return path


@pytest.mark.parametrize("fmt", ["text", "json", "html"])
def test_cli_export(game, fmt, tmp_path, capsys):
    path = _file(tmp_path, LieouGame.replay(game.events))
    out = tmp_path / f"out.{fmt}"
    assert cli_main(["--lang", "zh_Hans", "lieou", "export", str(path), "--format", fmt, "-o", str(out)]) == 0
    assert f"已写入 {out}" in capsys.readouterr().out
    text = out.read_text(encoding="utf-8")
    if fmt == "json":
        assert read_lieou_record(out).to_json() == game.to_json()
    elif fmt == "text":
        assert "开局（第一章）" in text and "骰子，" in text
    else:
        assert '<html lang="zh-Hans">' in text and text.count('<svg class="board"') == len(walk(game).turns)
    # the file is only read
    assert GameFile.open(path, readonly=True).game.to_json() == game.to_json()


def test_cli_export_refuses_what_it_cannot_do(tmp_path, capsys):
    from referee_app.games.diplomacy import Game

    dip = tmp_path / "dip.dipgame"
    GameFile.create(dip, Game.new("standard")).close()
    assert cli_main(["--lang", "en", "lieou", "export", str(dip), "--format", "text", "-o", str(tmp_path / "x")]) == 2
    assert "holds a game of Diplomacy, not of Lieou Empires" in capsys.readouterr().err  # (cli/files.py)
    assert cli_main(["--lang", "en", "lieou", "export", str(tmp_path / "none.lieou"), "--format", "text", "-o",
                     str(tmp_path / "x")]) == 2
    with pytest.raises(SystemExit):
        cli_main(["lieou", "export", str(dip), "--format", "svg", "-o", str(tmp_path / "x")])


# --- in a real browser -------------------------------------------------------------------------------------

def _chromium() -> Any:
    from chromium import find_chromium

    return find_chromium()


@pytest.mark.browser
@pytest.mark.skipif(_chromium() is None, reason="no Chromium here (Debian: apt-get install chromium)")
@pytest.mark.parametrize("lang", ["en", "zh_Hans"])
def test_the_page_in_a_browser_draws_every_board_and_the_chart(game, lang, tmp_path):
    from chromium import Chromium

    page = export_game(game, "html", tmp_path / "game.html", lang=lang)
    with Chromium(width=1280, height=900, scale=1.0, mobile=False) as b:
        b.goto(page.resolve().as_uri())
        b.wait_for("document.readyState === 'complete'")
        assert b.eval("document.querySelectorAll('svg.board').length") == len(walk(game).turns)
        assert b.eval("document.documentElement.scrollWidth") <= 1280  # nothing wider than the window
        # the shared outlines are found: a land drawn by <use> has its size; the boards are drawn at full width
        last = "Array.from(document.querySelectorAll('svg.board')).pop()"
        b.eval(f"{last}.scrollIntoView()")
        assert b.wait_for(f"{last}.querySelector('use[data-code]').getBBox().width") > 10
        assert b.eval(f"{last}.getBoundingClientRect().width") > 900
        assert b.eval("document.querySelectorAll('svg.chart polyline.series').length") == 8
        widths = b.eval("Array.from(document.querySelectorAll('svg.chart text.end-label'))"
                        ".map(t => t.getBBox().x + t.getBBox().width)")
        assert widths and max(widths) <= 1100  # the names at the lines' ends stay inside the chart
        assert b.eval("document.title") == render(msg("lieou.export.report"), lang)

"""The players' page of 列欧帝国棋 and of Paths of Glory (referee_app/share/lieou.py, paths_of_glory.py), with
Python's HTTP client on 127.0.0.1, as tests/test_share.py does for Diplomacy.

Each page serves its texts and its board in every language; follows a change within a second; shows no clock
(neither game has the phase clock); takes what it shows from the game's view for the players and nothing
else (the page's part is run on an object that is nothing but a game's name); never shows what that view
leaves out (Paths of Glory: the dice seed, the referee's notes); and ``referee-cli serve`` serves a file of
each game, following it as another program writes it. Every server here stops by itself.
"""

from __future__ import annotations

import http.client
import importlib
import json
import random
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from test_share import Stream, get, push, sharing

from referee_app.core import registry
from referee_app.core.clock import PhaseClock
from referee_app.core.messages import LANGUAGES, render
from referee_app.core.record import GameFile
from referee_app.core.registry import Audience
from referee_app.games.lieou.game import LieouGame
from referee_app.games.lieou.params import colour, country
from referee_app.games.lieou.randomgame import legal_actions, pick, play_random
from referee_app.games.paths_of_glory.game import PogGame
from referee_app.share import i18n as share_i18n
from referee_app.share.feed import NO_CLOCK
from referee_app.share.pages import has_page, page_for
from referee_app.share.server import ShareServer

ROOT = Path(__file__).resolve().parent.parent
NOTE = "QQREFEREENOTEQQ Allied player asked about Liege"
SEED = 918273645  # the dice seed: with it the program's next rolls could be foreseen; never on the page


def everything_sent(server: ShareServer) -> str:
    """Every resource the page loads, in every language, and the first event of a stream."""
    parts = []
    for lang in LANGUAGES:
        parts.append(get(server, f"?lang={lang}").decode("utf-8"))
        msg = json.loads(get(server, f"state.json?lang={lang}"))
        parts.append(json.dumps(msg["state"], ensure_ascii=False))
        parts.append(get(server, msg["state"]["board"]).decode("utf-8"))
        s = Stream(server, lang)
        try:
            parts.append(json.dumps(s.state()["state"], ensure_ascii=False))
        finally:
            s.close()
    return "\n".join(parts)


def lieou_game() -> LieouGame:
    """列欧帝国棋 some rounds in, after battles (a random game)."""
    return play_random(3, max_actions=200)


def lieou_after_setup() -> LieouGame:
    game = LieouGame(seed=11)
    while game.state.phase == "setup":
        game.act("roll")
    return game


def pog_game() -> PogGame:
    """Paths of Glory in its first action round: mandated offensives rolled, a combat, a VP gained, a note."""
    game = PogGame.new("intro", seed=SEED)
    game.note(NOTE)
    game.roll_mandated(4, 3)
    game.next()
    game.action("central", "ops", card="Guns of August", value=3)
    game.combat({"side": "central", "mandated": True,
                 "attacker": {"units": [{"nation": "GE", "type": "army", "cf": [5, 3]}]},
                 "defender": {"units": [{"nation": "FR", "type": "army", "cf": [3, 2]}]}})
    game.action("allied", "sr", card="Entrench", value=2)
    game.change_vp(1, "Liege captured")
    return game


class OnlyAName:
    """A 'game' that is nothing but its name: a page part that reads anything else of the game fails on it."""

    def __init__(self, game_name: str) -> None:
        self.game_name = game_name


def only_the_view(monkeypatch: pytest.MonkeyPatch, game: Any) -> OnlyAName:
    """The game's kind answers ``view`` and its drawing part ``board_scene`` for the players (and only them)
    for a stand-in."""
    kind = registry.get(game.game_name)
    drawing_part = importlib.import_module(registry.layer_module(game.game_name, "drawing"))
    seen = kind.view(game, Audience.PLAYERS)
    scene = drawing_part.board_scene(game, Audience.PLAYERS)
    stand_in = OnlyAName(game.game_name)
    real_view, real_scene = kind.view, drawing_part.board_scene

    def view(g: Any, audience: Audience, **context: Any) -> Any:
        if g is stand_in:
            assert audience is Audience.PLAYERS
            return seen
        return real_view(g, audience, **context)

    def board_scene(g: Any, audience: Audience, **options: Any) -> Any:
        if g is stand_in:
            assert audience is Audience.PLAYERS
            return scene
        return real_scene(g, audience, **options)

    monkeypatch.setattr(kind, "view", view)
    monkeypatch.setattr(drawing_part, "board_scene", board_scene)
    return stand_in


# --- both games -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("make", [lieou_game, pog_game], ids=["lieou", "pog"])
def test_both_games_have_a_page(make):
    game = make()
    assert has_page(game.game_name)
    assert page_for(game.game_name).has_clock is False and page_for("diplomacy").has_clock is True


@pytest.mark.parametrize("make", [lieou_game, pog_game], ids=["lieou", "pog"])
def test_each_language_state_board_and_page(make):
    game = make()
    footer = share_i18n.READ_ONLY[game.game_name]
    with sharing(game) as server:
        boards = set()
        for lang in LANGUAGES:
            msg = json.loads(get(server, f"state.json?lang={lang}"))
            st = msg["state"]
            assert st["lang"] == lang and st["phase"] and st["centres"]["rows"] and st["sections"]
            assert st["ui"]["read_only"] == share_i18n.text(footer, lang)
            assert msg["clock"] == NO_CLOCK  # no phase clock: the page hides it
            board = get(server, st["board"]).decode("utf-8")
            assert board.startswith("<?xml") and "<svg" in board and f'data-lang="{lang}"' in board
            boards.add(board)
            html = get(server, f"?lang={lang}").decode("utf-8")
            title = share_i18n.game_title(game.game_name, lang)
            assert f'data-lang="{lang}"' in html and share_i18n.text(footer, lang).replace("'", "&#x27;") in html
            assert share_i18n.text("page.title", lang, game=title).replace("'", "&#x27;") in html
        assert len(boards) == len(LANGUAGES)  # the board's names are in the page's language


@pytest.mark.parametrize("make", [lieou_game, pog_game], ids=["lieou", "pog"])
def test_the_page_takes_what_it_shows_from_the_players_view_alone(make, monkeypatch):
    game = make()
    page = page_for(game.game_name)
    clock = PhaseClock.from_events(game.events, page.clock_settings(game))
    expected = {lang: (page.state(game, clock, lang), page.board_svg(game, clock, lang)) for lang in LANGUAGES}
    stand_in = only_the_view(monkeypatch, game)
    for lang in LANGUAGES:
        assert (page.state(stand_in, clock, lang), page.board_svg(stand_in, clock, lang)) == expected[lang]


def test_the_page_script_hides_the_clock_of_a_game_without_one():
    js = (ROOT / "referee_app" / "share" / "page" / "page.js").read_text(encoding="utf-8")
    css = (ROOT / "referee_app" / "share" / "page" / "page.css").read_text(encoding="utf-8")
    assert '$("clock").hidden = !!c.none' in js and ".clock[hidden] { display: none; }" in css


# --- 列欧帝国棋 -------------------------------------------------------------------------------------------

def test_lieou_shows_the_turn_the_empires_the_last_battle_and_the_fallen():
    game = play_random(7, max_actions=20000)  # to the end: a winner and a ranking
    seen = game.to_json()
    page = page_for("lieou")
    clock = PhaseClock.from_events(game.events, page.clock_settings(game))
    st = page.state(game, clock, "en")
    assert seen["phase"] == "over" and seen["winner"]
    assert st["phase"] == f"{render(colour(seen['winner']), 'en')} wins" and st["banner"]
    ranking = next(s for s in st["sections"] if s["heading"] == "Ranking (14.4)")
    assert [i["who"].split(" · ")[0] for i in ranking["items"]] == [render(colour(c), "en") for c in seen["ranking"]]
    # each with its empire's name as it last stood (6.3)
    assert all(i["who"].endswith(render(country(seen["empires"][c]), "en"))
               for i, c in zip(ranking["items"], seen["ranking"], strict=True))
    assert ranking["items"][0]["status_text"] == "winner"
    battle = next(s for s in st["sections"] if s["heading"] in ("Last battle", "Battle under way"))
    last_battle = seen["last_battle"]
    rounds = last_battle["rounds"]
    if rounds:  # every round of the battle, the last one last
        last = rounds[-1]
        assert battle["items"][-1]["text"] == (
            f"{len(rounds)}: {''.join(map(str, last['attacker']))} / {''.join(map(str, last['defender']))} → "
            f"{last['attacker_left']} : {max(0, last['defender_left'])}")
        assert len([i for i in battle["items"] if re.match(r"\d+: ", i["text"])]) == len(rounds)
    if last_battle.get("kind", "attack") == "attack":
        assert battle["items"][0]["status_text"] in ("Taken", "Held")
    rows = {r["name"].split(" · ")[0]: r for r in st["centres"]["rows"]}
    for c, p in seen["players"].items():
        row = rows[render(colour(c), "en")]
        assert row["count"] == p["lands"]
        assert row["detail"] == "fallen" if c in seen["eliminated"] else f"armies {p['armies']}" in row["detail"]

    mid = lieou_after_setup()
    st = page.state(mid, PhaseClock.from_events(mid.events, page.clock_settings(mid)), "ja")
    turn = mid.state.turn
    assert st["phase"] == f"{render(colour(turn), 'ja')}の手番" and st["phase_colour"]
    assert st["note"] == f"残り指令 {mid.state.orders_left} · 第 {mid.state.round} 巡"


def test_lieou_follows_a_change():
    """The change reaches an open page by itself; how soon: bench/bench_share.py (not timed here)."""
    game = lieou_after_setup()
    rng = random.Random(5)
    with sharing(game) as server:
        s = Stream(server, "en")
        try:
            first = s.state()
            game.act(pick(rng, game, legal_actions(game)))
            server.feed.push(game.game_name, game.events)
            after = s.state(timeout=5.0)
            assert after["state"] != first["state"] and after["clock"] == NO_CLOCK
        finally:
            s.close()


# --- Paths of Glory ---------------------------------------------------------------------------------------

def test_pog_shows_the_turn_the_vp_the_war_status_the_offensives_the_actions_and_the_combat():
    game = pog_game()
    page = page_for("pog")
    st = page.state(game, PhaseClock.from_events(game.events, page.clock_settings(game)), "en")
    assert st["phase"] == "B · Action Phase" and st["note"] == "Round 2 of 6: Central Powers to act"
    assert st["title"] == "Introductory scenario (5.3) · Turn 1 of 3: Aug 1914"
    assert st["centres"]["heading"] == "War status (combined 0)"
    assert [(r["name"], r["count"], r["detail"]) for r in st["centres"]["rows"]] == [
        ("Central Powers", 0, "Mobilization"), ("Allies", 0, "Mobilization")]
    sections = {s["heading"]: s["items"] for s in st["sections"]}
    vp = sections["Victory points"][0]
    assert vp["text"] == "VP 11" and vp["status_text"] == "draw" and "at 14 or more" in vp["detail"]
    mo = sections["Mandated offensives"]
    assert [(i["who"], i["status_text"]) for i in mo] == [("Central Powers", "made"), ("Allies", "must attack")]
    assert [i["text"] for i in sections["Action rounds this turn"]] == ["Round 1: operations 3",
                                                                         "Round 1: strategic redeployment 2"]
    combat = sections["Last combat, Central Powers attacking"]
    last = game.state.last_combat
    assert last is not None
    winner = {"attacker": "the attacker wins", "defender": "the defender wins"}.get(last["winner"], "equal losses")
    assert combat[0]["text"] == "GE army 1 → FR army 1" and combat[0]["status_text"].startswith(winner)
    a = last["fire"]["attacker"]
    assert combat[1]["text"] == f"attacker: die {a['roll']} → {a['modified']}, inflicts {a['losses']}"
    assert sections["Latest VP changes"][0]["text"] == "+1 VP → 11"
    assert "Liege captured" in sections["Latest VP changes"][0]["detail"]
    board = page.board_svg(game, PhaseClock.from_events(game.events, page.clock_settings(game)), "en")
    assert "OPS 3" in board and "SR 2" in board and "Aug 1914" in board and ">11<" in board


def test_pog_shows_the_map_and_supply_when_the_order_of_battle_is_kept():
    """No order of battle: the tracks alone (the map's printed sides would mislead). Kept: the map under the
    tracks, framed on its spaces, and the units out of supply (14.1.3) in a section of their own."""
    game = pog_game()
    page = page_for("pog")
    clock = PhaseClock.from_events(game.events, page.clock_settings(game))
    assert "<title>Verdun</title>" not in page.board_svg(game, clock, "en")
    assert not any(s["heading"] == "Supply (14.1)" for s in page.state(game, clock, "en")["sections"])
    for space in ("Chateau Thierry", "Bar le Duc", "Sedan", "Nancy"):
        game.place(space, [], control="central")
    game.place("Verdun", [{"id": "FR 3", "nation": "FR", "type": "army", "cf": [3, 2]}])
    board = page.board_svg(game, clock, "en")
    assert "OPS 3" in board and board.index("OPS 3") < board.index("<title>Verdun</title>")  # the tracks, then the map
    st = page.state(game, clock, "en")
    supply = next(s for s in st["sections"] if s["heading"] == "Supply (14.1)")
    assert supply["items"][0]["text"] == "Out of supply: FR 3" and supply["items"][0]["detail"] == "Verdun"
    assert st["board_alt"].endswith("the map under them")
    assert next(s for s in page.state(game, clock, "ja")["sections"] if s["heading"] == "補給（14.1）")


def test_pog_never_shows_the_seed_or_the_referees_notes():
    game = pog_game()
    with sharing(game) as server:
        sent = everything_sent(server)
        assert "QQREFEREENOTEQQ" not in sent and str(SEED) not in sent
        assert "Liege captured" in sent  # (the check can see: the VP table's reason is the players')
        s = Stream(server)
        try:
            s.state()
            game.note("QQREFEREENOTEQQ again")
            push(server, game)
            with pytest.raises(TimeoutError):  # a note changes nothing the players see: nothing is sent
                s.state(timeout=0.8)
        finally:
            s.close()
        assert "QQREFEREENOTEQQ" not in everything_sent(server)


def test_pog_follows_a_change():
    """The change reaches an open page by itself; how soon: bench/bench_share.py (not timed here)."""
    game = pog_game()
    with sharing(game) as server:
        s = Stream(server, "zh_Hant")
        try:
            first = s.state()
            assert first["clock"] == NO_CLOCK
            game.action("central", "ops", card="C", value=2)
            server.feed.push(game.game_name, game.events)
            after = s.state(timeout=5.0)
            assert after["state"]["note"] == "第 2／6 個 Action Round：協約國行動"
            assert after["state"]["board"] != first["state"]["board"]  # the action chart shows it
        finally:
            s.close()


# --- referee-cli serve ------------------------------------------------------------------------------------

def _serve(path: Path) -> tuple[subprocess.Popen[str], int]:
    proc = subprocess.Popen([sys.executable, "-m", "referee_app.cli", "serve", str(path), "--port", "0", "--no-code",
                             "--stop-after", "60", "--lang", "en"], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    line = proc.stdout.readline() if proc.stdout else ""
    m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not m:
        proc.terminate()
        raise AssertionError(line + (proc.stderr.read() if proc.stderr else ""))
    return proc, int(m.group(1))


def _state(port: int, lang: str = "en") -> dict[str, Any]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        conn.request("GET", f"/state.json?lang={lang}")
        data: dict[str, Any] = json.loads(conn.getresponse().read())
        return data
    finally:
        conn.close()


def _follows(proc: subprocess.Popen[str], port: int, changed: Any) -> None:
    t0 = time.perf_counter()
    while not changed(_state(port)["state"]):
        if time.perf_counter() - t0 > 20:  # loose: a loaded machine
            proc.terminate()
            _, err = proc.communicate(timeout=20)
            raise AssertionError("the served page did not follow the file; the server said:\n" + err[-4000:])
        time.sleep(0.05)


def test_referee_cli_serve_a_lieou_file(tmp_path):
    path = tmp_path / "empires.lieou"
    GameFile.create(path, lieou_after_setup()).close()
    proc, port = _serve(path)
    try:
        first = _state(port)
        assert first["clock"] == NO_CLOCK and first["state"]["phase"].endswith(" to play")
        with GameFile.open(path) as gf:  # the referee's window writes the file meanwhile
            gf.game.act(pick(random.Random(5), gf.game, legal_actions(gf.game)))
            _follows(proc, port, lambda st: st != first["state"])
        assert _state(port, "zh_Hant")["state"]["phase"].endswith("方行棋")
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def test_referee_cli_serve_a_pog_file(tmp_path):
    path = tmp_path / "glory.pog"
    GameFile.create(path, pog_game()).close()
    proc, port = _serve(path)
    try:
        first = _state(port)
        assert first["clock"] == NO_CLOCK and first["state"]["phase"] == "B · Action Phase"
        assert "QQREFEREENOTEQQ" not in json.dumps(first) and str(SEED) not in json.dumps(first)
        with GameFile.open(path) as gf:
            gf.game.action("central", "ops", card="C", value=2)
            _follows(proc, port, lambda st: st["note"] == "Round 2 of 6: Allies to act")
        assert _state(port, "ja")["state"]["phase"].startswith("B · ")
    finally:
        proc.terminate()
        proc.wait(timeout=20)


# a position where the defender's regime must flee after the battle: the game waits for red's choice
FLEE = {"lands": {"德E": ["green", 6], "法B": ["green", 5], "德D": ["red", 1], "德A": ["red", 2], "德B": ["red", 4]},
        "regimes": {"法": ["法B", "green"], "德": ["德D", "red"]}, "capital": {"green": "法", "red": "德"},
        "turn": "green", "initial_period": False}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lieou_page_says_whose_choice_holds_the_game_up(lang: str) -> None:
    game = LieouGame(seed=1, position=FLEE)
    page = page_for("lieou")
    clock = PhaseClock.from_events(game.events, page.clock_settings(game))
    before = page.state(game, clock, lang)["note"]
    game.act("attack 德E 德D")
    game.act("roll 54/3")
    assert game.state.decision is not None
    note = page.state(game, clock, lang)["note"]
    told_the_referee = render(game.pending(), lang)  # the choice, then what to type for it
    assert note and told_the_referee.startswith(note) and note != told_the_referee and note != before
    assert "…" not in note  # what the referee types ("flee …") is not for the players
    assert render(colour("red"), lang) in note  # the empire that must choose
    game.act("flee 德A")
    assert page.state(game, clock, lang)["note"] != note  # the choice taken: the page moves on

"""The tournament hub (issue 30) at scale on this machine: 20 boards' desks play a round at full speed
against one hub on the loopback address, the hub is restarted and two boards are cut off in the middle;
every result arrives exactly once, the standings equal those computed from the game files afterwards,
and every desk's clock offset is within 0.5 s. Also: each board writes only its own board, the public
page is read-only, a gap or a repeat in the numbering is handled, a result the tournament refuses is
told to the desk, the director's corrections are recorded with who made them."""

from __future__ import annotations

import json
import random
import threading
import time
import urllib.error
import urllib.request
from fractions import Fraction
from pathlib import Path

import pytest

from referee_app.core.record import GameFile
from referee_app.games.diplomacy import Game, endings, load_ruleset
from referee_app.games.diplomacy.rules.orders import format_order
from referee_app.games.diplomacy.table.randomgame import random_orders
from referee_app.tournament.hub import BoardDesk, HubError, HubServer
from referee_app.tournament.scoring import find_system, result_from_game
from referee_app.tournament.tournament import Tournament, TournamentError

BOARDS = 20
CUT_OFF = (3, 7)


def play(path: Path, seed: int, last_year: int = 1903) -> list[dict]:
    """A random game to Spring of the year after ``last_year``, ended by a draw, in a game file; the
    messages its desk sends: the centre counts after each adjudicated phase, then the result."""
    rs = load_ruleset("standard")
    g = Game.new(rs)
    rng = random.Random(seed)
    with GameFile.create(path, g):
        while g.position.phase.year <= last_year:
            for power, orders in random_orders(g.position, rs, rng).items():
                g.set_orders(power, [format_order(o) for o in orders])
            g.process()
        endings.end_by_agreement(g, how="draw")
    messages = []
    powers = list(g.supply_counts())
    for rec in g.history:
        if rec.adjudication is None:
            continue
        counts = {p: 0 for p in powers}
        for owner in rec.adjudication.after.centers.values():
            counts[owner] += 1
        messages.append({"kind": "centres", "data": {"year": rec.adjudication.phase.year, "counts": counts}})
    messages.append({"kind": "result", "data": result_from_game(g).to_json()})
    return messages


@pytest.fixture(scope="module")
def games(tmp_path_factory) -> dict[int, tuple[Path, list[dict]]]:
    d = tmp_path_factory.mktemp("games")
    return {b: (d / f"board{b}.dipgame", play(d / f"board{b}.dipgame", 1000 + b)) for b in range(1, BOARDS + 1)}


def tournament(path: Path, boards: int = BOARDS) -> None:
    with Tournament.create(path, "Hub Cup", "c-diplo") as t:
        for i in range(7 * boards):
            t.add_player(f"Player {i:03d}")
        t.seed_round(seed=1)


def test_twenty_boards_a_hub_restart_and_two_boards_cut_off(tmp_path, games):
    f = tmp_path / "hub.diptour"
    tournament(f)
    hub = HubServer(f).start()
    port, code = hub.port, hub.code
    skews = {b: (b - 10.5) * 7.3 for b in range(1, BOARDS + 1)}  # each laptop's clock off by up to a minute
    desks = {b: BoardDesk(hub.url, b, state_path=tmp_path / f"desk{b}.json",
                          clock=(lambda s=skews[b]: time.time() + s), timeout=10.0) for b in range(1, BOARDS + 1)}
    hub.set_clock(time.time() + 900, "Spring 1901 diplomacy")
    half = threading.Barrier(BOARDS + 1, timeout=60)
    resume = threading.Event()
    errors: list[BaseException] = []

    def board(b: int) -> None:
        try:
            desk = desks[b]
            retry(desk.join)
            retry(desk.sync_clock)
            msgs = games[b][1]
            for i, m in enumerate(msgs):
                desk.queue(m["kind"], m["data"])
                try:
                    desk.flush()
                except HubError:
                    pass  # the message waits in the desk's state file
                if i == len(msgs) // 2:
                    half.wait()  # the middle of the round: the hub restarts, two boards lose the network
                    resume.wait(timeout=60)
        except BaseException as exc:  # noqa: BLE001 (reported below)
            errors.append(exc)

    threads = [threading.Thread(target=board, args=(b,)) for b in desks]
    for th in threads:
        th.start()
    half.wait()
    for b in CUT_OFF:
        desks[b].reachable = lambda: False
    hub.stop()  # the director's laptop restarts
    hub = HubServer(f, port=port, code=code).start()
    resume.set()
    for th in threads:
        th.join(timeout=120)
    assert not errors and not any(th.is_alive() for th in threads)
    assert all(desks[b].outbox for b in CUT_OFF)  # their second half waits
    for b in CUT_OFF:  # the network is back: what waited goes now
        desks[b].reachable = lambda: True
    for _ in range(5):  # a bounded number of passes (a desk flushes whatever waits)
        for desk in desks.values():
            if desk.outbox:
                retry(desk.flush)
    assert not any(d.outbox for d in desks.values())
    # every message exactly once, in order; every result exactly once
    with Tournament.open(f) as t:
        for b in desks:
            seqs = [r[0] for r in t._conn.execute("SELECT seq FROM hub_messages WHERE round = 1 AND board = ? "
                                                  "ORDER BY seq", (b,))]
            assert seqs == list(range(1, len(games[b][1]) + 1))
        applied = [w for _, w in t.changes() if w.get("do") == "hub-result" and "refused" not in w]
        assert sorted(w["board"] for w in applied) == list(desks)
        assert all(w["who"] == f"board {w['board']}" for w in applied)
        assert all(b.result is not None for b in t.boards(1))
        # the standings equal those computed from the game files
        system = find_system(t.system)
        expected: dict[str, Fraction] = {}
        for b in t.boards(1):
            with GameFile.open(games[b.number][0], readonly=True) as gf:
                scores = system(result_from_game(gf.game))
            for power, who in b.seats.items():
                expected[who] = scores[power]
        assert {s.player: s.total for s in t.standings()} == expected
    # one clock for the room: every desk's offset within 0.5 s, the period ends together
    for b, desk in desks.items():
        retry(desk.sync_clock)
        assert abs(desk.offset + skews[b]) < 0.5, (b, desk.offset, skews[b])
    lefts = [d.seconds_left() for d in desks.values()]
    assert all(x is not None for x in lefts) and max(lefts) - min(lefts) < 0.5  # type: ignore[type-var, operator]
    hub.stop()


def retry(fn, attempts: int = 5):  # type: ignore[no-untyped-def]
    """``fn()``, tried again a bounded number of times while the hub cannot be reached (a machine
    running the whole test suite may answer late)."""
    for i in range(attempts):
        try:
            return fn()
        except HubError:
            if i == attempts - 1:
                raise
            time.sleep(0.2)
    return None


def post(url: str, doc: dict) -> tuple[int, dict]:
    req = urllib.request.Request(url, data=json.dumps(doc).encode(), method="POST")
    try:
        with urllib.request.urlopen(req, timeout=3) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        body = e.read()
        return e.code, json.loads(body) if body.startswith(b"{") else {"text": body.decode()}


def test_each_board_writes_only_its_own_board_and_the_public_page_is_read_only(tmp_path, games):
    f = tmp_path / "hub.diptour"
    tournament(f, 2)
    with HubServer(f) as hub:
        a = BoardDesk(hub.url, 1, state_path=tmp_path / "a.json")
        a.join()
        intruder = BoardDesk(hub.url, 1)
        with pytest.raises(HubError, match="round 1 board 1 has joined the hub already"):
            intruder.join()
        code, answer = post(hub.url + "send", {"board": 2, "key": a.key, "seq": 1, "kind": "centres",
                                               "data": games[2][1][0]["data"]})
        assert code == 403 and "not the board's key" in answer["error"]  # board 1's key does not open board 2
        # numbering: a repeat is acknowledged without applying it twice, a gap is not taken
        assert post(hub.url + "send", {"board": 1, "key": a.key, "seq": 2, "kind": "centres",
                                       "data": games[1][1][0]["data"]})[1] == {"ack": 0, "outcome": "gap"}
        a.queue("centres", games[1][1][0]["data"])
        assert a.flush() == [(1, "ok")]
        assert post(hub.url + "send", {"board": 1, "key": a.key, "seq": 1, "kind": "centres",
                                       "data": games[1][1][1]["data"]})[1] == {"ack": 1, "outcome": "again"}
        # a result the tournament refuses is told to the desk, and nothing is stored
        good = games[1][1][-1]["data"]
        bad = dict(good, centers={("ENGLND" if p == "ENGLAND" else p): n for p, n in good["centers"].items()},
                   history={})
        a.queue("result", bad)
        [(seq, outcome)] = a.flush()
        assert seq == 2 and outcome == "unknown power 'ENGLND'; the powers are AUSTRIA, ENGLAND, FRANCE, GERMANY, ITALY, RUSSIA, TURKEY"
        with Tournament.open(f) as t:
            assert t.board(1, 1).result is None and t.live_centres()[(1, 1)][0] == 1901
        # the public page: GET only, and only our addresses
        page = urllib.request.urlopen(hub.url + "standings", timeout=3).read().decode()
        assert "Hub Cup" in page and "if every game ended now" in page and "<script" not in page
        for method in ("PUT", "DELETE"):
            req = urllib.request.Request(hub.url + "standings", method=method)
            with pytest.raises(urllib.error.HTTPError) as info:
                urllib.request.urlopen(req, timeout=3)
            assert info.value.code == 405
        for path in ("standings", "../hub.diptour", "clock"):
            with pytest.raises(urllib.error.HTTPError) as info:
                urllib.request.urlopen(hub.url.replace(hub.code, "wrong") + path, timeout=3)
            assert info.value.code == 404
        assert post(hub.url + "standings", {"board": 1})[0] == 404
        doc = json.loads(urllib.request.urlopen(hub.url + "standings.json", timeout=3).read())
        assert doc["boards_reporting"] == 1 and len(doc["standings"]) == 14
    with pytest.raises(TournamentError, match="one address"):
        HubServer(f, host="0.0.0.0")


def test_live_standings_leaving_the_clock_and_who_changed_what(tmp_path, games, capsys, monkeypatch):
    from referee_app.cli import main

    f = tmp_path / "hub.diptour"
    tournament(f, 2)
    with HubServer(f) as hub:
        a = BoardDesk(hub.url, 1)
        a.join()
        a.queue("centres", games[1][1][3]["data"])
        a.flush()
        with Tournament.open(f) as t:
            live = t.standings_if_ended_now()
            counts = t.live_centres()[(1, 1)][1]
            seats = t.board(1, 1).seats
            scores = find_system(t.system)(__import__("referee_app.tournament.scoring", fromlist=["BoardResult"])
                                           .BoardResult(counts))
            assert {s.player: s.total for s in live if s.player in seats.values()} == {
                who: scores[p] for p, who in seats.items()}
            assert all(s.total == 0 for s in t.standings())  # nothing is final yet
        assert a.ask_own_clock() is False
        hub.allow_own_clock(1, 1)
        assert a.ask_own_clock() is True
        # the director corrects a result by hand: the log says who changed what
        monkeypatch.setattr("sys.stdin", __import__("io").StringIO(json.dumps(games[2][1][-1]["data"])))
        assert main(["tournament", "result", str(f), "1", "2", "-"]) == 0
        b = BoardDesk(hub.url, 2)
        b.join()
        b.queue("result", dict(games[2][1][-1]["data"], centers=games[1][1][-1]["data"]["centers"]))
        [(_, outcome)] = b.flush()
        assert "has another result already" in outcome
        capsys.readouterr()
        assert main(["tournament", "log", str(f)]) == 0
        lines = capsys.readouterr().out.splitlines()
        whos = [(line.split("\t")[1], json.loads(line.split("\t")[2])["do"]) for line in lines]
        assert ("board 1", "hub-ask-own-clock") in whos and ("director", "hub-own-clock") in whos
        assert ("director", "result") in whos and ("board 2", "hub-result") in whos


def test_a_board_run_from_a_game_file_joins_from_the_command_line(tmp_path, games, capsys):
    from referee_app.cli import main

    f = tmp_path / "hub.diptour"
    tournament(f, 1)
    path = games[1][0]
    state = tmp_path / "b1.hub.json"
    with HubServer(f) as hub:
        url = hub.url
        assert main(["tournament", "join", url, "--board", "1", "--game", str(path), "--state", str(state)]) == 0
        out = capsys.readouterr().out
        assert out.startswith("round 1 board 1: ") and out.endswith(", 0 waiting\n")
        assert main(["tournament", "join", url, "--board", "1", "--game", str(path), "--state", str(state)]) == 0
        assert capsys.readouterr().out == "round 1 board 1: 0 sent, 0 waiting\n"  # nothing new: nothing sent twice
    with Tournament.open(f) as t:
        assert t.board(1, 1).result is not None and t.board(1, 1).result == result_from_game_file(path)
    # the hub is gone: nothing new to send, so nothing to say; with a message waiting, the desk says so (exit 2)
    side = Path(str(state) + ".sent")
    sent = json.loads(side.read_text())
    sent.pop("1901")
    side.write_text(json.dumps(sent))
    assert main(["tournament", "join", url, "--board", "1", "--game", str(path), "--state", str(state)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("referee-cli: cannot reach the hub at ") and err.count("\n") == 1
    assert len(json.loads(state.read_text())["outbox"]) == 1  # kept for the next run


def result_from_game_file(path: Path):
    with GameFile.open(path, readonly=True) as gf:
        return result_from_game(gf.game)

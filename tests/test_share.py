"""The players' page server (referee_app/share), with Python's HTTP client on 127.0.0.1.

No written order before adjudication in anything it sends (rule 2.3.2), on every resource the page loads,
in every language, in the event stream too; GET and HEAD only; only its own page and data; the address
code required; the page follows a change within a second; languages; the watcher count; ``referee-cli
serve`` following a game file that another process writes. Every server here stops by itself.
"""

from __future__ import annotations

import gzip
import http.client
import json
import re
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from gui_helpers import FALL_1901, SPRING_1901

from referee_app.core.messages import LANGUAGES
from referee_app.core.record import GameFile
from referee_app.games.diplomacy import Game, PhaseType, parse_order
from referee_app.games.diplomacy.rules.i18n import order_text, phase_name
from referee_app.share import i18n as share_i18n
from referee_app.share.feed import Feed
from referee_app.share.qr import qr_png, qr_svg, qr_text
from referee_app.share.server import ShareServer

ROOT = Path(__file__).resolve().parent.parent
SAFETY_SECONDS = 120  # a server a test forgot stops by itself after this


# --- a shared game and a server -------------------------------------------------------------------

@contextmanager
def sharing(game: Any, *, code: str | None = "", lang: str = "en") -> Iterator[ShareServer]:
    """A server of ``game`` (any game) on 127.0.0.1 (any free port), stopped at the end whatever happens."""
    feed = Feed(wall=game.now)
    feed.push(game.game_name, game.events)
    feed.wait_version(1)
    server = ShareServer(feed, "127.0.0.1", 0, code=code, default_lang=lang, game_name=game.game_name)
    server.start()
    guard = threading.Timer(SAFETY_SECONDS, server.stop)
    guard.daemon = True
    guard.start()
    try:
        yield server
    finally:
        guard.cancel()
        server.stop()
        feed.close()


def push(server: ShareServer, game: Game) -> int:
    """Hand the game's events to the share (as the window does after a change); the new version."""
    before = server.feed.builds
    server.feed.push(game.game_name, game.events)
    server.feed.wait_built(before + 1)
    return server.feed.version


def request(server: ShareServer, path: str, method: str = "GET", headers: dict[str, str] | None = None,
            body: bytes | None = None) -> tuple[int, http.client.HTTPMessage, bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    try:
        conn.putrequest(method, path, skip_accept_encoding=True)
        for k, v in (headers or {}).items():
            conn.putheader(k, v)
        if body is not None:
            conn.putheader("Content-Length", str(len(body)))
        conn.endheaders(body)
        r = conn.getresponse()
        data = r.read() if method != "HEAD" else b""
        return r.status, r.headers, data
    finally:
        conn.close()


def get(server: ShareServer, name: str, **kw: object) -> bytes:
    status, headers, data = request(server, server.prefix + name, **kw)  # type: ignore[arg-type]
    assert status == 200, (name, status, data[:200])
    if headers.get("Content-Encoding") == "gzip":
        data = gzip.decompress(data)
    return data


class Stream:
    """An open event stream, read frame by frame."""

    def __init__(self, server: ShareServer, lang: str = "en") -> None:
        self.sock = socket.create_connection(("127.0.0.1", server.port), timeout=10)
        self.sock.sendall(f"GET {server.prefix}events?lang={lang} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        self.buf = b""
        self.raw = b""
        head = self._until(b"\r\n\r\n", 10)
        assert head.startswith(b"HTTP/1.1 200"), head
        assert b"text/event-stream" in head

    def _until(self, sep: bytes, timeout: float) -> bytes:
        deadline = time.monotonic() + timeout
        while sep not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"nothing from the stream in {timeout} s")
            self.sock.settimeout(left)
            chunk = self.sock.recv(65536)
            if not chunk:
                raise EOFError("the stream ended")
            self.buf += chunk
            self.raw += chunk
        out, _, self.buf = self.buf.partition(sep)
        return out

    def event(self, timeout: float = 10.0) -> tuple[str, str]:
        """The next event (kind, data); the retry line is skipped."""
        while True:
            frame = self._until(b"\n\n", timeout).decode("utf-8")
            kind, data = "message", []
            for line in frame.split("\n"):
                if line.startswith("event: "):
                    kind = line[7:]
                elif line.startswith("data: "):
                    data.append(line[6:])
            if data:
                return kind, "\n".join(data)

    def state(self, timeout: float = 10.0) -> dict:
        while True:
            kind, data = self.event(timeout)
            if kind == "state":
                return json.loads(data)

    def close(self) -> None:
        self.sock.close()


def typed_game(clock=None) -> Game:
    game = Game.new("standard", title="Table 3") if clock is None else Game.new("standard", title="Table 3", clock=clock)
    for power, lines in SPRING_1901.items():
        game.set_orders(power, lines)
    return game


def written(game: Game) -> list[str]:
    """Every form the typed orders of the current phase could take on the page, in every language."""
    out: set[str] = set()
    for power, lines in game.current.sheets.items():
        for line in lines:
            if not line.strip() or line.strip().upper().endswith(" H"):
                continue  # a hold looks like the last phase's "no order" row of the same unit: markers tell instead
            out.add(line.strip().upper())
            try:
                order = parse_order(line, power, game.position, game.ruleset)
            except Exception:  # noqa: BLE001 - a line that does not read is searched for as it is
                continue
            for lang in LANGUAGES:
                out.add(order_text(order, lang, game.ruleset).upper())
    return sorted(out)


def everything_sent(server: ShareServer) -> dict[str, str]:
    """Every resource the page loads, in every language, plain and gzip, and the stream's first event."""
    out: dict[str, str] = {}
    for lang in LANGUAGES:
        for name in ("", "page.js", "page.css", f"state.json?lang={lang}", f"board.svg?lang={lang}", f"?lang={lang}"):
            out[f"{name} [{lang}]"] = get(server, name).decode("utf-8")
            out[f"{name} [{lang}, gzip]"] = get(server, name, headers={"Accept-Encoding": "gzip"}).decode("utf-8")
            out[f"{name} [{lang}, Accept-Language]"] = get(server, name, headers={"Accept-Language": lang.replace(
                "_", "-")}).decode("utf-8")
        s = Stream(server, lang)
        try:
            s.state()
            out[f"events [{lang}]"] = s.raw.decode("utf-8")
        finally:
            s.close()
    return out


def assert_nothing_written(server: ShareServer, game: Game, marker: str, *, results: bool = False) -> dict[str, str]:
    """``results``: the last adjudication's results may show (their arrows on the board)."""
    sent = everything_sent(server)
    forbidden = [marker, *written(game)]
    for where, body in sent.items():
        upper = body.upper()
        for text in forbidden:
            assert text not in upper, f"{where} shows the written order {text!r} before adjudication"
        if "board.svg" in where and not results:
            assert re.search(r'<g id="orders">\s*</g>', body), f"{where} draws orders before adjudication"
    return sent


# --- rule 2.3.2 -------------------------------------------------------------------------------------

def test_no_written_order_reaches_the_players_before_adjudication():
    game = typed_game()
    game.set_orders("ENGLAND", ["F Lon - Nth", "F Edi - Nwg", "A Lvp - Yor", "QQSECRETQQ to Ber"])
    with sharing(game) as server:
        sent = assert_nothing_written(server, game, "QQSECRETQQ")
        state = json.loads(get(server, "state.json"))["state"]
        assert state["sections"] == [] and state["phase"] == "Spring 1901 Movement"
        assert len(sent) == 4 * 6 * 3 + 4
        # more typing (a later sheet, a late one): still nothing
        game.set_orders("FRANCE", ["A Par - Pic", "A Mar - Spa", "F Bre - Mao", "A Par QQLATERQQ"])
        push(server, game)
        assert_nothing_written(server, game, "QQLATERQQ")

        # adjudicated: now the orders are results, and the same search finds them (the check can see)
        game.process()
        push(server, game)
        sent = everything_sent(server)
        assert "QQSECRETQQ" in sent["state.json?lang=en [en]"].upper()
        assert "A PAR - PIC" in sent["state.json?lang=en [en]"] and "陸軍 巴黎 → 皮卡第" in sent[
            "state.json?lang=zh_Hant [zh_Hant]"]
        assert not re.search(r'<g id="orders">\s*</g>', sent["board.svg?lang=en [en]"])  # the arrows are drawn now


def test_the_next_phase_orders_stay_secret_while_the_last_results_show():
    game = typed_game()
    game.process()
    for power, lines in FALL_1901.items():
        game.set_orders(power, lines)
    game.set_orders("AUSTRIA", [*FALL_1901["AUSTRIA"], "QQFALLQQ"])
    with sharing(game) as server:
        state = json.loads(get(server, "state.json"))["state"]
        assert state["sections"][0]["heading"] == "Results of Spring 1901 Movement"  # the last results, public
        assert_nothing_written(server, game, "QQFALLQQ", results=True)
        # the diplomacy period starts: the last results leave the board too (as on the projector)
        game.log_clock("start", period="diplomacy", elapsed=0, length=900, remaining=900, running=True)
        push(server, game)
        state = json.loads(get(server, "state.json"))["state"]
        assert state["sections"] == [] and "Diplomacy" in state["note"]
        assert_nothing_written(server, game, "QQFALLQQ")
        game.process()  # Fall 1901 -> retreats: Venice dislodged
        assert game.phase.type is PhaseType.RETREATS
        game.set_orders("ITALY", ["A Ven - Pie", "QQRETREATQQ"])
        push(server, game)
        msg = json.loads(get(server, "state.json?lang=en"))
        state = msg["state"]
        assert [s["heading"] for s in state["sections"]][:2] == ["Dislodged units may retreat",
                                                                 "Results of Fall 1901 Movement"]
        assert "Piedmont" in state["sections"][0]["items"][0]["detail"]
        assert "QQFALLQQ" in json.dumps(state).upper()  # the fall orders are results now
        assert_nothing_written(server, game, "QQRETREATQQ", results=True)


def test_the_event_stream_never_carries_a_typed_order():
    game = typed_game()
    with sharing(game) as server:
        s = Stream(server)
        try:
            s.state()
            for i in range(3):  # typing goes on while the page watches
                game.set_orders("GERMANY", ["A Ber - Kie", "F Kie - Den", f"A Mun QQSTREAM{i}QQ"])
                push(server, game)
            game.log_clock("start", period="orders", elapsed=0, length=300, remaining=300, running=True)
            push(server, game)
            state = s.state(5)
            assert state["clock"]["period"] == "orders" and state["state"]["note"].startswith("Write your orders")
            assert "QQSTREAM" not in s.raw.decode("utf-8")
            for text in written(game):
                assert text not in s.raw.decode("utf-8").upper()
        finally:
            s.close()


# --- safe by default ------------------------------------------------------------------------------------

@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "PROPFIND", "BREW"])
def test_only_get_and_head(method):
    with sharing(typed_game()) as server:
        for path in (server.prefix, server.prefix + "state.json", server.prefix + "events", "/"):
            status, headers, body = request(server, path, method, body=b"x=1" if method in ("POST", "PUT") else None)
            assert status == 405, (method, path, status)
            assert headers["Allow"] == "GET, HEAD"
        assert server.feed.version == 1  # nothing changed


def test_head_answers_headers_only():
    with sharing(typed_game()) as server:
        for name in ("", "page.js", "state.json", "board.svg", "events"):
            status, headers, body = request(server, server.prefix + name, "HEAD")
            assert status == 200 and body == b"", name
        wait_until(lambda: server.watchers == 0, 15.0)


NOT_OURS = ["/", "/index.html", "/favicon.ico", "/robots.txt", "/etc/passwd", "/page.js", "/state.json", "/events",
            "/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "//etc/passwd", "/?lang=en"]


def test_only_its_own_page_and_data():
    with sharing(typed_game()) as server:
        p = server.prefix
        outside = NOT_OURS + [p + "../../etc/passwd", p + "%2e%2e/%2e%2e/etc/passwd", p + "index.html", p + "locale/en.toml",
                              p + "page/index.html", p + "page.js/..", p + "./page.js", p + "/page.js", p + "board.svg/",
                              p + "server.py", p + "__init__.py", p + "..", p + "share/page/page.js", p + "%70age.js",
                              p + "events/../state.json", p + "PAGE.JS"]
        answers = set()
        for path in outside:
            status, headers, body = request(server, path)
            assert status == 404, (path, status)
            answers.add(body)
            assert b"root:" not in body and b"<a href" not in body  # no file, no listing
        assert answers == {b"Not found.\n"}  # every refusal looks the same: nothing to learn from it
        for name in ("", "page.js", "page.css", "state.json", "board.svg"):
            assert request(server, p + name)[0] == 200


def test_the_code_is_required():
    with sharing(typed_game()) as server:
        code = server.code
        assert code and len(code) >= 16 and re.fullmatch(r"[A-Za-z0-9_-]+", code)
        wrong = [code[:-1], code + "x", code.swapcase(), code[::-1], "x" * len(code), code[1:] + code[0]]
        for bad in wrong:
            for name in ("", "state.json", "board.svg", "events", "page.js"):
                status, _, body = request(server, f"/{bad}/{name}")
                assert status == 404 and body == b"Not found.\n", (bad, name)
        status, headers, _ = request(server, f"/{code}?lang=ja")
        assert status == 301 and headers["Location"] == f"/{code}/?lang=ja"
        assert request(server, f"/{code}/")[0] == 200
    with sharing(typed_game()) as other:
        assert other.code != code  # a new code each time sharing starts


def test_the_code_can_be_turned_off_for_the_command_line():
    with sharing(typed_game(), code=None) as server:
        assert server.url.endswith(f":{server.port}/") and server.prefix == "/"
        for name in ("", "state.json", "board.svg", "page.js"):
            assert request(server, "/" + name)[0] == 200
        assert request(server, "/etc/passwd")[0] == 404


def test_security_headers_and_caching():
    with sharing(typed_game()) as server:
        status, headers, _ = request(server, server.prefix)
        assert headers["Referrer-Policy"] == "no-referrer"  # the code never leaves in a Referer
        assert "default-src 'none'" in headers["Content-Security-Policy"] and "script-src 'self'" in headers[
            "Content-Security-Policy"]
        assert headers["X-Content-Type-Options"] == "nosniff" and headers["Cache-Control"] == "no-store"
        assert headers["Server"].startswith("referee-share") and "Python" not in headers["Server"]
        status, headers, body = request(server, server.prefix + "board.svg", headers={"Accept-Encoding": "gzip"})
        assert status == 200 and headers["Content-Encoding"] == "gzip" and len(body) < 250_000  # the 1:10m board, gzipped: about 180 kB
        etag = headers["ETag"]
        status, headers, body = request(server, server.prefix + "board.svg", headers={"If-None-Match": etag})
        assert status == 304 and body == b""


def test_the_server_binds_to_the_address_it_is_given():
    with sharing(typed_game()) as server:
        assert server.host == "127.0.0.1" and server._httpd is not None
        assert server._httpd.server_address[0] == "127.0.0.1"
    feed = Feed()
    try:
        with pytest.raises(OSError):
            ShareServer(feed, "192.0.2.254", 0).start()  # not this machine's address (TEST-NET-1): refused, not widened
    finally:
        feed.close()


# --- live ---------------------------------------------------------------------------------------------

def test_the_page_follows_a_change():
    """The change reaches an open page by itself (no reload). How soon (well under a second) is measured by
    bench/bench_share.py's delivery figure, on a real window with 50 viewers, not timed here."""
    game = typed_game()
    with sharing(game) as server:
        s = Stream(server, "en")
        try:
            first = s.state()
            assert first["state"]["phase"] == "Spring 1901 Movement" and first["clock"]["idle"]
            game.process()
            server.feed.push(game.game_name, game.events)
            after = s.state(timeout=5.0)
            assert after["state"]["phase"] == "Fall 1901 Movement"
            assert after["state"]["board"] != first["state"]["board"]  # the page loads the new board
            assert after["state"]["sections"][0]["heading"] == "Results of Spring 1901 Movement"
            # the clock: started, paused - each reaches the page
            game.log_clock("start", period="diplomacy", elapsed=0, length=900, remaining=900, running=True)
            server.feed.push(game.game_name, game.events)
            c = s.state(5.0)["clock"]
            assert c["period"] == "diplomacy" and c["running"] and 899 <= c["seconds"] <= 900
            game.log_clock("pause", period="diplomacy", elapsed=30, length=900, remaining=870, running=False)
            server.feed.push(game.game_name, game.events)
            c = s.state(5.0)["clock"]
            assert not c["running"] and c["seconds"] == 870 and c["status"] == "paused"
        finally:
            s.close()


def test_a_push_that_changes_nothing_the_players_see_sends_nothing():
    game = typed_game()
    with sharing(game) as server:
        s = Stream(server)
        try:
            s.state()
            game.note("the referee's note")
            push(server, game)
            with pytest.raises(TimeoutError):
                s.state(timeout=0.8)
        finally:
            s.close()


# --- languages -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language(lang):
    game = typed_game()
    game.process()
    with sharing(game) as server:
        msg = json.loads(get(server, f"state.json?lang={lang}"))
        st = msg["state"]
        assert st["lang"] == lang and st["phase"] == phase_name(game.phase, lang)
        assert st["ui"]["language"] == share_i18n.text("page.language", lang)
        assert st["centres"]["heading"] == share_i18n.text("centres.heading", lang, n=18)
        assert st["board"].startswith(f"board.svg?lang={lang}&h=")
        board = get(server, st["board"]).decode("utf-8")
        assert f'data-lang="{lang}"' in board
        html = get(server, f"?lang={lang}").decode("utf-8")
        assert f'data-lang="{lang}"' in html and share_i18n.text("page.read_only", lang).replace("'", "&#x27;") in html
        names = {"en": "England", "zh_Hant": "英國", "zh_Hans": "英国", "ja": "イギリス"}
        assert any(r["name"] == names[lang] for r in st["centres"]["rows"])
        assert msg["clock"]["label"] == share_i18n.text("clock.idle", lang)


def test_the_language_follows_the_address_then_the_browser():
    with sharing(typed_game(), lang="en") as server:
        def page_lang(path: str, accept: str | None = None) -> str:
            body = get(server, path, headers={"Accept-Language": accept} if accept else {}).decode("utf-8")
            m = re.search(r'data-lang="([^"]+)"', body)
            assert m
            return m.group(1)

        assert page_lang("") == "en"
        assert page_lang("", "ja-JP,ja;q=0.9,en;q=0.5") == "ja"
        assert page_lang("", "zh-TW") == "zh_Hant" and page_lang("", "zh-HK,en;q=0.1") == "zh_Hant"
        assert page_lang("", "zh-CN") == "zh_Hans" and page_lang("", "fr-FR, de;q=0.8, zh-Hant;q=0.5") == "zh_Hant"
        assert page_lang("", "fr-FR") == "en"
        assert page_lang("?lang=ja", "zh-TW") == "ja"  # chosen on the page: wins
        assert page_lang("?lang=klingon", "zh-CN") == "zh_Hans"  # unknown: as if not asked
        assert page_lang("?lang=<script>") == "en"
    assert share_i18n.from_accept_language("en;q=0, ja;q=0.2") == "ja"
    assert share_i18n.from_accept_language(",,;q=x, *") is None


def test_the_event_stream_speaks_its_language():
    game = typed_game()
    with sharing(game) as server:
        streams = {lang: Stream(server, lang) for lang in LANGUAGES}
        try:
            for lang, s in streams.items():
                assert s.state()["state"]["phase"] == phase_name(game.phase, lang)
            game.process()
            server.feed.push(game.game_name, game.events)
            for lang, s in streams.items():
                assert s.state(2.0)["state"]["phase"] == phase_name(game.phase, lang)
        finally:
            for s in streams.values():
                s.close()


def test_the_page_catalogues_are_complete():
    en = share_i18n.catalogue("en")
    for lang in LANGUAGES:
        cat = share_i18n.catalogue(lang)
        assert set(cat) == set(en), (lang, set(en) ^ set(cat))
        for key, entry in en.items():
            mine = cat[key]
            forms = list(entry.values()) if isinstance(entry, dict) else [entry]
            theirs = list(mine.values()) if isinstance(mine, dict) else [mine]
            names = {n for f in forms for n in re.findall(r"\{(\w+)\}", f)}
            assert all(set(re.findall(r"\{(\w+)\}", t)) == names for t in theirs), (lang, key)
            if lang != "en" and key not in ("clock.over",):
                assert theirs[0] != forms[-1], (lang, key)  # translated
                assert not isinstance(mine, dict), (lang, key)  # plurals are English only
    used = set()
    for path in (ROOT / "referee_app" / "share").glob("*.py"):
        used |= set(re.findall(r'"((?:page|clock|note|centres|results|retreats|adjust|end|lieou|pog|serve)\.[a-z_]+)"',
                               path.read_text(encoding="utf-8")))
    used |= {f"page.{k}" for k in share_i18n.UI_WORDS} | {f"clock.{p}" for p in ("idle", "diplomacy", "orders", "retreats",
                                                                                  "adjustments")}
    used -= {"page.js", "page.css"}  # file names, not words
    assert used <= set(en), used - set(en)
    assert set(en) - used <= {"end.heading", "page.no_page"}, set(en) - used


# --- who is watching ------------------------------------------------------------------------------------

def wait_until(cond, timeout: float = 5.0) -> None:
    deadline = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > deadline:
            raise TimeoutError
        time.sleep(0.02)


def test_the_watcher_count():
    with sharing(typed_game()) as server:
        assert server.watchers == 0
        streams = [Stream(server, lang) for lang in ("en", "ja", "en")]
        try:
            for s in streams:
                s.state()
            assert server.watchers == 3 and server.devices == 1
            assert server.watcher_addresses() == {"127.0.0.1": 3}
            get(server, "state.json")  # a page that only looks once is not watching
            assert server.watchers == 3
            streams[0].close()
            wait_until(lambda: server.watchers == 2, 15.0)  # a closed page stops counting within a second or two (the bound is loose: a loaded machine)
        finally:
            for s in streams:
                s.close()
        wait_until(lambda: server.watchers == 0, 15.0)


def test_stopping_ends_every_stream():
    with sharing(typed_game()) as server:
        s = Stream(server)
        s.state()
        t0 = time.perf_counter()
        server.stop()
        assert time.perf_counter() - t0 < 10.0  # it does not wait for the streams to end by themselves (a loose bound: a loaded machine)
        with pytest.raises((EOFError, ConnectionError, OSError, TimeoutError)):
            s.state(timeout=3)
        s.close()
        with pytest.raises(OSError):
            socket.create_connection(("127.0.0.1", server.port), timeout=2).close()


# --- the QR code -----------------------------------------------------------------------------------------

def test_the_address_as_a_qr_code():
    url = "http://192.168.1.20:8765/AbCdEfGhIjKlMnOp/"
    png = qr_png(url)
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and len(png) < 4000
    assert qr_svg(url).startswith("<svg") and "█" in qr_text(url)
    import segno

    assert segno.make(url, error="m", micro=False).version <= 4  # small enough to scan across a table


# --- referee-cli serve -------------------------------------------------------------------------------------

def test_referee_cli_serve_follows_a_game_file_another_process_writes(tmp_path):
    path = tmp_path / "table.dipgame"
    game = typed_game()
    GameFile.create(path, game).close()
    proc = subprocess.Popen([sys.executable, "-m", "referee_app.cli", "serve", str(path), "--port", "0", "--no-code",
                             "--stop-after", "60", "--lang", "en"], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        assert m, line
        port = int(m.group(1))

        def state(lang: str = "en") -> dict:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            conn.request("GET", f"/state.json?lang={lang}")
            data = conn.getresponse().read()
            conn.close()
            return json.loads(data)["state"]

        assert state()["phase"] == "Spring 1901 Movement"
        body = json.dumps(state())
        for text in written(game):
            assert text not in body.upper()
        with GameFile.open(path) as gf:  # the referee's program writes the file meanwhile
            gf.game.process()
            t0 = time.perf_counter()
            deadline = t0 + 5
            while state()["phase"] != "Fall 1901 Movement":
                assert time.perf_counter() < deadline, "the served page did not follow the file"
                time.sleep(0.05)
        assert state("ja")["phase"] == phase_name(gf.game.phase, "ja")
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def test_the_follower_reads_a_commit_published_after_its_look(tmp_path):
    """SQLite writes a commit to the log, then publishes it in the log's index: a read in between sees the
    game before the commit although the log's size and time already show it. The follower must not take
    that read as the last word."""
    from referee_app.share.follow import FileFollower, _stamp

    path = tmp_path / "table.dipgame"
    GameFile.create(path, typed_game()).close()
    feed = Feed()
    try:
        follower = FileFollower(path, feed)
        with GameFile.open(path) as gf:
            assert follower.read() and follower.read() is False  # read once; nothing new since
            before = len(gf.game.events)
            gf.game.process()
            assert len(gf.game.events) > before
            # the look that raced the commit: the new stamp was seen, the old game was read
            follower._seen = _stamp(path)
            assert follower.read(), "a commit the last look missed was never read"
            assert feed._pending is not None and len(feed._pending[1]) == len(gf.game.events)
            assert follower.read() is False  # and read once only
            follower.settle = 0.0  # once the file has been still a while, its size and time are the word
            follower._seen, follower._events = _stamp(path), 0
            assert follower.read() is False
    finally:
        feed.close()


def test_referee_cli_serve_refuses_what_it_cannot_serve(tmp_path):
    bad = tmp_path / "nothing.dipgame"
    bad.write_bytes(b"not a game")
    r = subprocess.run([sys.executable, "-m", "referee_app.cli", "serve", str(bad), "--port", "0", "--stop-after", "5"],
                       cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "not a game file" in r.stderr and r.stderr.count("\n") == 1
    good = tmp_path / "g.dipgame"
    GameFile.create(good, typed_game()).close()
    r = subprocess.run([sys.executable, "-m", "referee_app.cli", "serve", str(good), "--port", "70000"],
                       cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "--port 70000" in r.stderr
    with socket.socket() as busy:  # a port already taken: one clear line, exit 2
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        r = subprocess.run([sys.executable, "-m", "referee_app.cli", "serve", str(good), "--port",
                            str(busy.getsockname()[1])], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "cannot serve on 127.0.0.1" in r.stderr

"""The tournament hub: the director's desk serves the tournament on the local network, each board's
desk reports to it as it plays (standard library only, Qt-free).

``HubServer(path)`` serves a tournament file, off until started, at an address with an unguessable
code (as the players' page: ``/<code>/...``; a wrong code is answered as an unknown page):

``GET  standings``        the standings "if every game ended now", a read-only page that reloads itself
``GET  standings.json``   the same as data
``GET  clock``            the room's clock: the hub's time now, when the round's period ends, its name
``POST join``             a board's desk joins: ``{"round", "board", "key"}``; the first desk to join a
                          board gets the board's key; later joins need it (each board writes only its own)
``POST send``             a numbered message: ``{"round", "board", "key", "seq", "kind", "data"}``
                          (``kind``: ``centres`` at the end of each year, ``result`` at the end)
``POST own-clock``        the board asks to leave the room's clock (the director consents; both are kept)

Nothing is lost and nothing counts twice: a board's desk numbers its messages and keeps each one in
its own state file until the hub acknowledges it; the hub stores a message and what it changes in one
transaction of the tournament file, takes only the next number, and acknowledges a number it has
again without applying it (``Tournament.hub_receive``). A hub restart, a dropped network or a laptop
asleep only delays messages. The room's clock: each desk measures its offset from the hub's clock
(the middle of the request's round trip, the shortest of a few trips) and ends its phases at the
hub's time, corrected. Every change the hub makes is in the tournament's log with the board that
made it, as the director's own corrections are with "director".

``BoardDesk(url, board)`` is a board's side: ``join``, ``queue``, ``flush``, ``sync_clock``.
Every loop here is bounded (attempts, timeouts); the hub listens on the one address it is given.
"""

from __future__ import annotations

import hmac
import html
import json
import logging
import os
import secrets
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from referee_app.core.errors import RefereeError
from referee_app.core.inputs import read_json
from referee_app.core.messages import DEFAULT_LANGUAGE, msg, render

from .scoring import as_number
from .tournament import Tournament, TournamentError

log = logging.getLogger(__name__)

CODE_BYTES = 12  # 96 random bits
MAX_BODY = 64 * 1024  # a message is a few hundred bytes
PAGE_REFRESH_SECONDS = 10
TIMEOUT = 3.0  # seconds a desk waits for the hub
CLOCK_READ_SECONDS = 2.0  # the room clock's setting is read from the file at most this often
SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
}


class HubError(RefereeError):
    """The hub cannot be reached or refused a request: ``.message`` says why."""


def _host_for_url(host: str) -> str:
    return f"[{host}]" if ":" in host else host


class _HTTPServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, address: tuple[str, int], hub: HubServer) -> None:
        self.hub = hub
        super().__init__(address, _Handler)

    def handle_error(self, request: Any, client_address: Any) -> None:
        log.debug("hub: a request from %s failed", client_address, exc_info=True)


class _Handler(BaseHTTPRequestHandler):
    server_version = "referee-hub"
    sys_version = ""
    protocol_version = "HTTP/1.1"
    timeout = 30
    server: _HTTPServer

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (http.server's name)
        log.debug("hub: " + format, *args)

    def _route(self) -> str | None:
        hub = self.server.hub
        path = self.path.split("?", 1)[0]
        first, slash, rest = path[1:].partition("/")
        if not slash or not hmac.compare_digest(first.encode("utf-8", "replace"), hub.code.encode("utf-8")):
            return None
        return rest

    def _reply(self, status: int, body: bytes, ctype: str, head: bool = False) -> None:
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        for k, v in SECURITY_HEADERS.items():
            self.send_header(k, v)
        self.end_headers()
        if not head:
            self.wfile.write(body)

    def _json(self, status: int, doc: Any) -> None:
        self._reply(status, json.dumps(doc, ensure_ascii=False).encode("utf-8"), "application/json; charset=utf-8")

    def _not_found(self) -> None:
        self._reply(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain; charset=utf-8")

    def do_GET(self) -> None:  # noqa: N802
        self._get(head=False)

    def do_HEAD(self) -> None:  # noqa: N802
        self._get(head=True)

    def _get(self, head: bool) -> None:
        hub = self.server.hub
        what = self._route()
        if what == "standings":
            self._reply(HTTPStatus.OK, hub.standings_page().encode("utf-8"), "text/html; charset=utf-8", head)
        elif what == "standings.json":
            self._reply(HTTPStatus.OK, json.dumps(hub.standings_doc(), ensure_ascii=False).encode("utf-8"),
                        "application/json; charset=utf-8", head)
        elif what == "clock":
            self._reply(HTTPStatus.OK, json.dumps(hub.clock_doc()).encode("utf-8"), "application/json", head)
        else:
            self._not_found()

    def do_POST(self) -> None:  # noqa: N802
        hub = self.server.hub
        what = self._route()
        if what not in ("join", "send", "own-clock"):
            self._not_found()
            return
        try:
            length = int(self.headers.get("Content-Length", "0"))
        except ValueError:
            length = -1
        if not 0 < length <= MAX_BODY:
            self._json(HTTPStatus.REQUEST_ENTITY_TOO_LARGE if length > MAX_BODY else HTTPStatus.BAD_REQUEST,
                       {"error": render(msg("tournament.hub.bad-request"), DEFAULT_LANGUAGE)})
            return
        try:
            doc = read_json(self.rfile.read(length), "request")
            if not isinstance(doc, dict):
                raise TournamentError(msg("tournament.hub.bad-request"))
            answer = hub.answer(what, doc)
        except RefereeError as exc:
            self._json(HTTPStatus.FORBIDDEN if isinstance(exc, TournamentError) else HTTPStatus.BAD_REQUEST,
                       {"error": render(exc.message, DEFAULT_LANGUAGE)})
            return
        self._json(HTTPStatus.OK, answer)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("do_"):  # PUT, DELETE ...: nothing of ours
            return lambda: self._reply(HTTPStatus.METHOD_NOT_ALLOWED, b"", "text/plain")
        raise AttributeError(name)


class HubServer:
    """The director's side: a tournament file served on ``host`` (one address, never all of them)."""

    def __init__(self, path: str | os.PathLike[str], host: str = "127.0.0.1", port: int = 0, code: str | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        if host in ("", "0.0.0.0", "::"):
            raise TournamentError(msg("tournament.hub.every-address", host=repr(host)))
        self.path = Path(path)
        self.host = host
        self.port = port
        self.code = code or secrets.token_urlsafe(CODE_BYTES)
        self.clock = clock
        self._lock = threading.Lock()  # one request at a time reaches the tournament file
        self._t: Tournament | None = None
        self._httpd: _HTTPServer | None = None
        self._thread: threading.Thread | None = None
        self.on_change: Callable[[], None] = lambda: None  # the director's window refreshes
        self._clock_cache: tuple[float | None, str, float] | None = None  # (ends_at, label, read at)

    # --- on and off -----------------------------------------------------------------------------
    def start(self) -> HubServer:
        self._t = Tournament.open(self.path, threads=True)
        self._httpd = _HTTPServer((self.host, self.port), self)
        self.port = int(self._httpd.server_address[1])
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.1},
                                        name="tournament-hub", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None
        with self._lock:
            if self._t is not None:
                self._t.close()
                self._t = None

    def __enter__(self) -> HubServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def url(self) -> str:
        """The address the boards join (and, + ``standings``, the public page)."""
        return f"http://{_host_for_url(self.host)}:{self.port}/{self.code}/"

    # --- the room's clock ---------------------------------------------------------------------------
    def set_clock(self, ends_at: float | None, label: str = "") -> None:
        """The round's period ends at ``ends_at`` (the hub's time; None: no clock running)."""
        with self._lock:
            t = self._tournament()
            t.set_hub_clock(ends_at, label)
            self._clock_cache = None

    def allow_own_clock(self, round_no: int, board: int) -> None:
        """The director consents: the board leaves the room's clock (kept in the log)."""
        with self._lock:
            self._tournament().hub_allow_own_clock(round_no, board)

    # --- answers ----------------------------------------------------------------------------------
    def _tournament(self) -> Tournament:
        if self._t is None:
            raise TournamentError(msg("tournament.hub.stopped"))
        return self._t

    def answer(self, what: str, doc: Mapping[str, Any]) -> dict[str, Any]:
        with self._lock:
            t = self._tournament()
            t.reload()
            board = _int(doc.get("board"), "board")
            round_no = _int(doc.get("round"), "round") if doc.get("round") is not None else t.last_round()
            key = doc.get("key")
            if key is not None and not isinstance(key, str):
                raise TournamentError(msg("tournament.hub.bad-request"))
            if what == "join":
                key, _new = t.hub_join(round_no, board, key)
                return {"round": round_no, "board": board, "key": key, "last_seq": t.hub_last_seq(round_no, board)}
            if key is None:
                raise TournamentError(msg("tournament.hub.bad-key", round=round_no, board=board))
            if what == "own-clock":
                t.hub_check_key(round_no, board, key)
                allowed = t.hub_request_own_clock(round_no, board)
                return {"requested": True, "allowed": allowed}
            seq = _int(doc.get("seq"), "seq")
            kind = doc.get("kind")
            if not isinstance(kind, str):
                raise TournamentError(msg("tournament.hub.bad-request"))
            ack, outcome = t.hub_receive(round_no, board, key, seq, kind, doc.get("data"))
        if outcome in ("ok",):
            self.on_change()
        return {"ack": ack, "outcome": outcome}

    def clock_doc(self) -> dict[str, Any]:
        """The room's clock. Its setting is read from the file at most every ``CLOCK_READ_SECONDS`` (a
        desk measuring its offset must not wait behind the boards' messages: the hub's time is taken
        last, just before the answer goes)."""
        cached = self._clock_cache
        if cached is None or time.monotonic() - cached[2] > CLOCK_READ_SECONDS:
            with self._lock:
                t = self._tournament()
                t.reload()
                ends_at, label = t.hub_clock()
            cached = self._clock_cache = (ends_at, label, time.monotonic())
        return {"ends_at": cached[0], "label": cached[1], "now": self.clock()}

    def standings_doc(self) -> dict[str, Any]:
        with self._lock:
            t = self._tournament()
            t.reload()
            rows = t.standings_if_ended_now()
            live = t.live_centres(t.last_round())
            return {"tournament": t.name, "round": t.last_round(), "boards_reporting": len(live),
                    "standings": [{"place": s.place, "player": s.player, "total": as_number(s.total)} for s in rows],
                    "best_country": [{"power": a.power, "player": a.player, "score": as_number(a.score)}
                                     for a in t.best_country()]}

    def standings_page(self) -> str:
        doc = self.standings_doc()
        rows = "".join(f"<tr><td>{s['place']}</td><td>{html.escape(s['player'])}</td><td>{s['total']}</td></tr>"
                       for s in doc["standings"])
        title = html.escape(doc["tournament"])
        return (f"<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><meta http-equiv=\"refresh\" "
                f"content=\"{PAGE_REFRESH_SECONDS}\"><title>{title}</title><style>body{{font-family:sans-serif;"
                "font-size:1.6rem;margin:1em}td{padding:.15em .6em;text-align:right}td:nth-child(2){text-align:left}"
                f"</style></head><body><h1>{title}</h1><p>round {doc['round']}, {doc['boards_reporting']} boards "
                f"reporting: if every game ended now</p><table>{rows}</table></body></html>\n")


def _int(v: Any, field: str) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or v < 0:
        raise TournamentError(msg("tournament.hub.bad-field", field=field))
    return v


# --- a board's desk ---------------------------------------------------------------------------------

class BoardDesk:
    """A board's side of the hub. Its state (the key, the next number, the messages not yet
    acknowledged) is kept in ``state_path`` after every change, so a desk that restarts goes on
    where it stopped. ``clock``: this laptop's clock (tests give each desk a skewed one)."""

    def __init__(self, url: str, board: int, round_no: int | None = None, *, state_path: str | os.PathLike[str] | None = None,
                 clock: Callable[[], float] = time.time, timeout: float = TIMEOUT) -> None:
        self.url = url if url.endswith("/") else url + "/"
        self.board = board
        self.round = round_no
        self.state_path = Path(state_path) if state_path is not None else None
        self.clock = clock
        self.timeout = timeout
        self.key: str | None = None
        self.next_seq = 1
        self.outbox: list[dict[str, Any]] = []
        self.offset = 0.0  # hub time - this clock
        self.ends_at: float | None = None
        self.label = ""
        self.reachable: Callable[[], bool] = lambda: True  # tests cut a desk off the network
        self._load()

    # --- state --------------------------------------------------------------------------------
    def _load(self) -> None:
        if self.state_path is None or not self.state_path.is_file():
            return
        try:
            doc = read_json(self.state_path.read_bytes(), str(self.state_path))
        except RefereeError:
            return
        if isinstance(doc, dict) and doc.get("url") == self.url and doc.get("board") == self.board:
            self.round = doc.get("round", self.round)
            self.key = doc.get("key")
            self.next_seq = int(doc.get("next_seq", 1))
            self.outbox = list(doc.get("outbox", []))

    def _save(self) -> None:
        if self.state_path is None:
            return
        tmp = self.state_path.with_name(self.state_path.name + ".tmp")
        tmp.write_text(json.dumps({"url": self.url, "board": self.board, "round": self.round, "key": self.key,
                                   "next_seq": self.next_seq, "outbox": self.outbox}), encoding="utf-8")
        os.replace(tmp, self.state_path)

    # --- talking to the hub ---------------------------------------------------------------------
    def _call(self, what: str, doc: Mapping[str, Any] | None = None) -> Any:
        if not self.reachable():
            raise HubError(msg("tournament.hub.unreachable", url=self.url, error="no network"))
        data = None if doc is None else json.dumps(doc).encode("utf-8")
        req = urllib.request.Request(self.url + what, data=data, method="GET" if doc is None else "POST",
                                     headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as resp:  # noqa: S310 (the hub's own http address)
                return read_json(resp.read(MAX_BODY + 1), self.url + what)
        except urllib.error.HTTPError as exc:
            try:
                why = str(read_json(exc.read(MAX_BODY + 1), self.url + what).get("error", exc.reason))
            except (RefereeError, AttributeError):
                why = str(exc.reason)
            raise HubError(msg("tournament.hub.refused", error=why)) from None
        except (urllib.error.URLError, OSError, ValueError) as exc:
            raise HubError(msg("tournament.hub.unreachable", url=self.url, error=str(getattr(exc, "reason", exc)))) from None

    def join(self) -> None:
        answer = self._call("join", {"round": self.round, "board": self.board, "key": self.key})
        self.round, self.key = int(answer["round"]), str(answer["key"])
        self._save()

    def queue(self, kind: str, data: Any) -> int:
        """Keep a message to send (numbered); returns its number."""
        seq = self.next_seq
        self.outbox.append({"seq": seq, "kind": kind, "data": data})
        self.next_seq += 1
        self._save()
        return seq

    def flush(self) -> list[tuple[int, str]]:
        """Send what waits, in order, until the hub has all of it or cannot be reached (then what is
        left waits for the next flush). Returns (number, outcome) of each message acknowledged now."""
        done: list[tuple[int, str]] = []
        if self.key is None:
            self.join()
        for _ in range(len(self.outbox) + 2):  # each pass sends one message or learns the hub's last number
            if not self.outbox:
                break
            m = self.outbox[0]
            answer = self._call("send", {"round": self.round, "board": self.board, "key": self.key, "seq": m["seq"],
                                         "kind": m["kind"], "data": m["data"]})
            ack = int(answer["ack"])
            outcome = str(answer["outcome"])
            acked = [x for x in self.outbox if x["seq"] <= ack]
            self.outbox = [x for x in self.outbox if x["seq"] > ack]
            done += [(x["seq"], outcome if x["seq"] == m["seq"] else "again") for x in acked]
            self._save()
        return done

    def sync_clock(self, samples: int = 5) -> float:
        """Measure this clock's offset from the hub's (the round trip's middle; the shortest trip of
        ``samples``); returns it (hub time - this clock) and keeps the round's end."""
        best: tuple[float, float] | None = None
        for _ in range(max(1, samples)):
            t0 = self.clock()
            answer = self._call("clock")
            t1 = self.clock()
            trip = t1 - t0
            offset = float(answer["now"]) - (t0 + t1) / 2
            if best is None or trip < best[0]:
                best = (trip, offset)
            self.ends_at = None if answer.get("ends_at") is None else float(answer["ends_at"])
            self.label = str(answer.get("label", ""))
        assert best is not None
        self.offset = best[1]
        return self.offset

    def seconds_left(self) -> float | None:
        """Seconds left in the room's period, on this laptop's clock corrected to the hub's."""
        if self.ends_at is None:
            return None
        return self.ends_at - (self.clock() + self.offset)

    def ask_own_clock(self) -> bool:
        """Ask to leave the room's clock; True once the director has consented."""
        return bool(self._call("own-clock", {"round": self.round, "board": self.board, "key": self.key})["allowed"])


class GameReporter:
    """What a board's game tells the hub as it is played: each year's centre counts whenever they
    change (after each adjudication) and, once the game has ended, its result. What was queued is
    kept beside the desk's state (``<state>.sent``), so nothing is sent twice across restarts."""

    def __init__(self, desk: BoardDesk) -> None:
        self.desk = desk
        self.sent_path = desk.state_path.with_name(desk.state_path.name + ".sent") if desk.state_path else None
        self.sent: dict[str, Any] = {}
        if self.sent_path is not None and self.sent_path.is_file():
            try:
                doc = read_json(self.sent_path.read_bytes(), str(self.sent_path))
                self.sent = dict(doc) if isinstance(doc, dict) else {}
            except RefereeError:
                self.sent = {}

    def report(self, game: Any) -> int:
        """Queue what changed in ``game`` since the last report; returns how many messages."""
        from .scoring import ScoringError, result_from_game, yearly_centres

        n = 0
        for year, counts in sorted(yearly_centres(game).items()):
            if self.sent.get(str(year)) != counts:
                self.desk.queue("centres", {"year": year, "counts": counts})
                self.sent[str(year)] = counts
                n += 1
        if getattr(game, "end", None) is not None:
            try:
                result = result_from_game(game).to_json()
            except ScoringError:
                result = None
            if result is not None and self.sent.get("result") != result:
                self.desk.queue("result", result)
                self.sent["result"] = result
                n += 1
        if n and self.sent_path is not None:
            self.sent_path.write_text(json.dumps(self.sent), encoding="utf-8")
        return n


__all__ = ["BoardDesk", "GameReporter", "HubError", "HubServer"]

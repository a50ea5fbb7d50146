"""The players' page server: a small read-only web server on the local network (standard library only).

``ShareServer(feed, host, port)`` serves one game (its ``Feed``) to any browser that knows its address:

``/<code>/``            the page (HTML; its script and style sheet beside it: ``page.js``, ``page.css``)
``/<code>/events``      the game as it changes: server-sent events, one ``state`` event per change
                        (``{"clock": ..., "state": ...}``), a ``clock`` event every 15 s in between
``/<code>/state.json``  the same message, once
``/<code>/board.svg``   the players' board (``?lang=``; revalidated by entity tag; gzip when asked)

and nothing else. The rules it keeps (docs/players-page.md):

* off until started (the window's View > Share with players, or ``referee-cli serve``);
* read-only: GET and HEAD only (any other method: 405); nothing it serves changes the game;
* only its own page and data: fixed names, never a file path, no listing; anything else is 404;
* an unguessable code (``secrets.token_urlsafe``, 96 bits) is the first part of every address; a wrong
  or missing code is answered exactly like an unknown page (404). ``code=None`` serves at ``/`` (the
  command line's ``--no-code``, for the checks on 127.0.0.1);
* it binds to the one address the referee chooses (``host``), never to all of them unless told so
  (``all_interfaces=True``, the command line's ``--all-interfaces``); its address is always one a phone can open
  (for every interface: this machine's address on the local network);
* a request's headers are read within ``MAX_HEADER_BYTES`` and ``HEADER_SECONDS``, and at most
  ``MAX_UNFINISHED`` requests are being read at once (``MAX_CONNECTIONS`` connections in all): what a client
  can make the server hold is bounded, whatever it sends (the server counts it: ``header_bytes_peak``);
* it counts who is watching: the open event streams (``watchers``), and from how many addresses
  (``devices``).

Each connection has its own thread (``ThreadingHTTPServer``); a watching page holds one. Nothing here
imports Qt or knows a game: the page's contents come from the feed's snapshots.
"""

from __future__ import annotations

import hmac
import html
import ipaddress
import json
import logging
import secrets
import select
import socket
import threading
import time
from collections import Counter, deque
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from typing import Any
from urllib.parse import parse_qs

from .feed import Body, Feed, Snapshot
from .i18n import LANGUAGE_NAMES, LANGUAGES, choose, game_title, page_words

log = logging.getLogger(__name__)

DEFAULT_PORT = 8765
HEARTBEAT_SECONDS = 15.0  # a clock event on every open stream this often: keeps it open, corrects the count
MAX_STREAMS = 256  # open event streams at most (each holds a thread)
MAX_HEADER_BYTES = 16 << 10  # a request's line and headers (a browser sends under 2 KiB)
HEADER_SECONDS = 10.0  # to send them
MAX_UNFINISHED = 32  # requests whose headers are being read, at once
MAX_CONNECTIONS = MAX_STREAMS + 64  # connections at once (each holds a thread)
CODE_BYTES = 12  # 96 random bits: 16 characters in the address
HTML_LANG = {"en": "en", "zh_Hant": "zh-Hant", "zh_Hans": "zh-Hans", "ja": "ja"}

SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",  # the address holds the code: never hand it on
    "X-Frame-Options": "DENY",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
                               "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
}


def new_code() -> str:
    """An address code nobody can guess."""
    return secrets.token_urlsafe(CODE_BYTES)


def _static(name: str) -> bytes:
    return (resources.files("referee_app.share") / "page" / name).read_bytes()


def every_interface(host: str) -> bool:
    """``0.0.0.0``, ``::``, an empty host (and their spellings): listening on every interface of the machine."""
    h = host.strip().strip("[]")
    if h in ("", "0", "*"):
        return True
    try:
        return ipaddress.ip_address(h.split("%")[0]).is_unspecified
    except ValueError:
        return False


def phone_address() -> str:
    """This machine's address on its local network (the one a phone beside it can open): the source address of
    a route outwards (a UDP socket connected, nothing sent), else 127.0.0.1."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never reached, only routed
            address = str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    return address if address and not ipaddress.ip_address(address).is_unspecified else "127.0.0.1"


def host_for_url(host: str) -> str:
    """``192.168.1.5`` as it is, ``::1`` as ``[::1]``."""
    try:
        if ipaddress.ip_address(host.split("%")[0]).version == 6:
            return f"[{host}]"
    except ValueError:
        pass
    return host


class _HTTPServer(ThreadingHTTPServer):
    daemon_threads = True  # a stuck phone never keeps the program from closing
    allow_reuse_address = True
    request_queue_size = 64

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A page that went away mid-answer, or a request that failed: noted, never printed over the referee's work."""
        log.debug("players' page: a request from %s failed", client_address, exc_info=True)

    def __init__(self, address: tuple[str, int], share: ShareServer) -> None:
        try:
            family = socket.AF_INET6 if ipaddress.ip_address(address[0].split("%")[0]).version == 6 else socket.AF_INET
        except ValueError:
            family = socket.AF_INET
        self.address_family = family
        self.share = share
        super().__init__(address, _Handler)

    def process_request(self, request: Any, client_address: Any) -> None:
        """A thread for the connection, unless ``MAX_CONNECTIONS`` are open: then it is closed at once."""
        if not self.share.connection_opened():
            self.shutdown_request(request)
            return
        super().process_request(request, client_address)

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            self.share.connection_closed()


class _HeadersTooLarge(Exception):
    pass


class _Capped:
    """The connection's reader while a request's line and headers are read: at most ``MAX_HEADER_BYTES`` and
    ``HEADER_SECONDS`` for them, every byte counted on the server (``ShareServer.header_bytes``)."""

    def __init__(self, raw: Any, share: ShareServer) -> None:
        self.raw = raw
        self.share = share
        self.used = 0
        self.deadline = time.monotonic() + HEADER_SECONDS

    def readline(self, limit: int = -1) -> bytes:
        left = MAX_HEADER_BYTES - self.used
        if left <= 0 or time.monotonic() > self.deadline:
            raise _HeadersTooLarge
        line = bytes(self.raw.readline(left + 1 if limit < 0 else min(limit, left + 1)))
        self.used += len(line)
        self.share.header_bytes_read(len(line))
        if self.used > MAX_HEADER_BYTES:
            raise _HeadersTooLarge
        return line

    def __getattr__(self, name: str) -> Any:
        return getattr(self.raw, name)


class _Handler(BaseHTTPRequestHandler):
    server_version = "referee-share"
    sys_version = ""
    protocol_version = "HTTP/1.1"
    timeout = 30  # an idle kept-alive connection is closed after this
    server: _HTTPServer

    # --- reading a request: bounded -----------------------------------------------------------
    _capped: _Capped | None = None

    def handle_one_request(self) -> None:
        """One request, its line and headers read within the limits (``_Capped``); a request that would pass
        ``MAX_UNFINISHED`` is answered 503, headers too large or too slow 431, and the connection closed."""
        share = self.server.share
        try:
            # wait for the request to begin: an idle kept-alive connection holds nothing
            if not self.rfile.peek(1):  # type: ignore[attr-defined]
                self.close_connection = True
                return
        except (OSError, ValueError):
            self.close_connection = True
            return
        if not share.request_started():
            self._raw_answer(b"503 Service Unavailable", b"Retry-After: 2\r\n")
            return
        raw = self.rfile
        self._capped = _Capped(raw, share)
        self.rfile = self._capped  # type: ignore[assignment]
        self.connection.settimeout(HEADER_SECONDS)
        try:
            super().handle_one_request()
        except _HeadersTooLarge:
            self._headers_read()
            self._raw_answer(b"431 Request Header Fields Too Large", b"")
        finally:
            self._headers_read()
            self.rfile = raw

    def parse_request(self) -> bool:
        try:
            return super().parse_request()
        finally:
            self._headers_read()

    def _headers_read(self) -> None:
        """The request's line and headers are read (or given up): its place among the unfinished is free."""
        capped = self._capped
        if capped is None:
            return
        self._capped = None
        self.rfile = capped.raw
        self.server.share.request_read(capped.used)
        try:
            self.connection.settimeout(self.timeout)
        except OSError:
            pass

    def _raw_answer(self, status: bytes, extra: bytes) -> None:
        self.close_connection = True
        try:
            self.wfile.write(b"HTTP/1.1 " + status + b"\r\n" + extra + b"Content-Length: 0\r\nConnection: close\r\n\r\n")
            self.wfile.flush()
        except OSError:
            pass

    # --- methods ------------------------------------------------------------------------------
    def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
        self._serve(head=False)

    def do_HEAD(self) -> None:  # noqa: N802
        self._serve(head=True)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("do_"):  # POST, PUT, DELETE, OPTIONS, ...: this server only shows
            return self._refuse_method
        raise AttributeError(name)

    def _refuse_method(self) -> None:
        self._plain(HTTPStatus.METHOD_NOT_ALLOWED, "Only GET and HEAD: this page only shows the game.\n",
                    {"Allow": "GET, HEAD"}, close=True)

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (http.server's naming)
        log.debug("%s %s", self.address_string(), format % args)

    # --- routing ------------------------------------------------------------------------------
    def _serve(self, head: bool) -> None:
        share = self.server.share
        path, _, query = self.path.partition("?")
        name = share.resource(path)
        if name is None:
            self._plain(HTTPStatus.NOT_FOUND, "Not found.\n", head=head)
            return
        if name == "/":  # the code without its slash: the page's own address
            self._redirect(path + "/" + (f"?{query}" if query else ""), head)
            return
        try:
            params = parse_qs(query, max_num_fields=8)
        except ValueError:
            self._plain(HTTPStatus.BAD_REQUEST, "Bad request.\n", head=head)
            return
        asked = params.get("lang", [None])[0]
        lang = choose(asked, self.headers.get("Accept-Language"), share.default_lang)
        if name == "":
            self._body(HTTPStatus.OK, "text/html; charset=utf-8", share.page_html(lang), head, cache="no-store")
        elif name in ("page.js", "page.css"):
            body = share.static(name)
            ctype = "text/javascript; charset=utf-8" if name.endswith(".js") else "text/css; charset=utf-8"
            self._cached(body, ctype, head)
        elif name == "state.json":
            snap = share.feed.wait(0, 5.0)
            if snap is None:
                self._plain(HTTPStatus.SERVICE_UNAVAILABLE, "The game is not ready yet.\n", {"Retry-After": "2"}, head)
                return
            self._body(HTTPStatus.OK, "application/json; charset=utf-8", snap.message(lang).encode("utf-8"), head,
                       cache="no-store")
        elif name == "board.svg":
            snap = share.feed.wait(0, 5.0)
            if snap is None:
                self._plain(HTTPStatus.SERVICE_UNAVAILABLE, "The game is not ready yet.\n", {"Retry-After": "2"}, head)
                return
            self._cached(snap.board(lang), "image/svg+xml; charset=utf-8", head)
        elif name == "events":
            self._stream(lang, head)

    # --- responses ------------------------------------------------------------------------------
    def _headers(self, status: HTTPStatus, extra: dict[str, str]) -> None:
        self.send_response(status)
        for k, v in {**SECURITY_HEADERS, **extra}.items():
            self.send_header(k, v)
        self.end_headers()

    def _plain(self, status: HTTPStatus, message: str, extra: dict[str, str] | None = None, head: bool = False,
               close: bool = False) -> None:
        data = message.encode("utf-8")
        headers = {"Content-Type": "text/plain; charset=utf-8", "Content-Length": str(len(data)),
                   "Cache-Control": "no-store", **(extra or {})}
        if close:
            headers["Connection"] = "close"
            self.close_connection = True
        self._headers(status, headers)
        if not head:
            self.wfile.write(data)

    def _redirect(self, location: str, head: bool) -> None:
        self._headers(HTTPStatus.MOVED_PERMANENTLY, {"Location": location, "Content-Length": "0",
                                                      "Cache-Control": "no-store"})

    def _body(self, status: HTTPStatus, ctype: str, data: bytes, head: bool, cache: str) -> None:
        self._headers(status, {"Content-Type": ctype, "Content-Length": str(len(data)), "Cache-Control": cache})
        if not head:
            self.wfile.write(data)

    def _cached(self, body: Body, ctype: str, head: bool) -> None:
        """A body the browser may keep, asking each time whether it changed (entity tag)."""
        base = {"Content-Type": ctype, "Cache-Control": "no-cache", "ETag": body.etag, "Vary": "Accept-Encoding"}
        if body.etag in [t.strip() for t in (self.headers.get("If-None-Match") or "").split(",")]:
            self._headers(HTTPStatus.NOT_MODIFIED, {**base, "Content-Length": "0"})
            return
        gz = "gzip" in (self.headers.get("Accept-Encoding") or "").lower()
        data = body.gz if gz else body.data
        self._headers(HTTPStatus.OK, {**base, "Content-Length": str(len(data)),
                                      **({"Content-Encoding": "gzip"} if gz else {})})
        if not head:
            self.wfile.write(data)

    def _stream(self, lang: str, head: bool) -> None:
        """Server-sent events: the game now, then each change, until the page goes away or sharing stops."""
        share = self.server.share
        self.close_connection = True
        if not share.open_stream(self):
            self._plain(HTTPStatus.SERVICE_UNAVAILABLE, "Too many pages are open.\n", {"Retry-After": "10"}, head,
                        close=True)
            return
        try:
            self._headers(HTTPStatus.OK, {"Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store",
                                          "Connection": "close", "X-Accel-Buffering": "no"})
            if head:
                return
            self.wfile.write(b"retry: 2000\n\n")
            self.wfile.flush()
            sent = 0
            last_state = ""
            last_clock: tuple[Any, ...] = ()
            beat = time.monotonic()
            share.feed.watch(lang)
            try:
                while share.running and not share.feed.closed:
                    snap = share.feed.wait(sent, 1.0)
                    if not share.running:
                        break
                    if snap is not None and snap.version > sent:
                        sent = snap.version
                        state = snap.state_json(lang)
                        key = snap.clock_key()
                        if state != last_state or key != last_clock:  # else nothing the players see has changed
                            followed = bool(last_state)
                            last_state, last_clock = state, key
                            if followed:  # a change: the same bytes for every page watching in this language
                                self.wfile.write(snap.event_bytes(lang))
                                share.sent_delays.append(time.time() - snap.pushed_at)
                            else:  # a page just opened: the game as it is, the clock as it is now
                                self._event("state", snap.message(lang))
                            beat = time.monotonic()
                    elif snap is not None and time.monotonic() - beat >= HEARTBEAT_SECONDS:
                        self._event("clock", json.dumps(snap.clock_state(lang), ensure_ascii=False))
                        beat = time.monotonic()
                    elif self._gone():
                        break  # the page was closed: it stops counting as a watcher within a second
            finally:
                share.feed.watch(lang, on=False)
        except (BrokenPipeError, ConnectionResetError, TimeoutError, OSError):
            pass  # the page went away
        finally:
            share.close_stream(self)

    def _gone(self) -> bool:
        """The page closed its end (a stream's page never sends anything after its request)."""
        try:
            readable, _, _ = select.select([self.connection], [], [], 0)
            return bool(readable) and not self.connection.recv(1, socket.MSG_PEEK)
        except (OSError, ValueError):
            return True

    def _event(self, kind: str, data: str) -> None:
        self.wfile.write(f"event: {kind}\ndata: {data}\n\n".encode())
        self.wfile.flush()


class ShareServer:
    """One game shown to the players' browsers. ``start()``, then ``url``; ``stop()`` ends every connection."""

    def __init__(self, feed: Feed, host: str = "127.0.0.1", port: int = DEFAULT_PORT, *, code: str | None = "",
                 default_lang: str = "en", game_name: str = "diplomacy", all_interfaces: bool = False) -> None:
        """``code``: "" (default) a new unguessable code; None: no code (serve at ``/``); or the code to use.
        ``host``: one address of this machine; every interface (``0.0.0.0``, ``::``, "") only with
        ``all_interfaces`` (``ValueError`` otherwise)."""
        if every_interface(host) and not all_interfaces:
            raise ValueError(f"{host!r} listens on every interface of this machine: give one of its addresses, "
                             "or all_interfaces=True")
        if every_interface(host):
            host = "::" if ":" in host else "0.0.0.0"
        self.feed = feed
        self.host = host
        self.port = port
        self.code: str | None = new_code() if code == "" else code
        self.default_lang = default_lang if default_lang in LANGUAGES else "en"
        self.game_name = game_name  # whose title the page has before the first snapshot
        self.running = False
        self._httpd: _HTTPServer | None = None
        self._thread: threading.Thread | None = None
        self._streams: dict[Any, str] = {}  # open event streams -> the client's address
        self._lock = threading.Lock()
        self._statics: dict[str, Body] = {}
        # seconds from each change handed to the feed to its event written to a page (the latest ones)
        self.sent_delays: deque[float] = deque(maxlen=10_000)
        # what clients make the server hold (every count under self._lock): connections, requests whose headers
        # are being read, the bytes of those headers now; the most of each at once; requests refused
        self.connections = 0
        self.unfinished = 0
        self.unfinished_peak = 0
        self.header_bytes = 0
        self.header_bytes_peak = 0
        self.refused_busy = 0

    # --- starting and stopping --------------------------------------------------------------------
    def start(self) -> ShareServer:
        """Bind to ``host``:``port`` (port 0: any free one) and serve on a thread of its own. ``OSError`` if the
        address cannot be had (in use, not this machine's)."""
        if self.running:
            return self
        self._httpd = _HTTPServer((self.host, self.port), self)
        self.port = int(self._httpd.server_address[1])
        self.running = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.2},
                                        name=f"share-server-{self.port}", daemon=True)
        self._thread.start()
        log.info("sharing the game at %s", self.url)
        return self

    def stop(self) -> None:
        """Stop serving: the listening socket closes and every open page's stream ends."""
        if not self.running:
            return
        self.running = False
        self.feed.wake()
        httpd = self._httpd
        if httpd is not None:
            httpd.shutdown()
            httpd.server_close()
        with self._lock:
            streams = list(self._streams)
        for handler in streams:
            try:
                handler.connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._httpd = None

    def __enter__(self) -> ShareServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # --- what it tells the referee ----------------------------------------------------------------
    @property
    def prefix(self) -> str:
        return f"/{self.code}/" if self.code else "/"

    @property
    def url(self) -> str:
        """The page's address, to scan or type: always one a phone can open (on every interface: this machine's
        address on the local network)."""
        host = phone_address() if every_interface(self.host) else self.host
        return f"http://{host_for_url(host)}:{self.port}{self.prefix}"

    @property
    def watchers(self) -> int:
        """Pages open now (each holds one event stream)."""
        with self._lock:
            return len(self._streams)

    @property
    def devices(self) -> int:
        """How many addresses the open pages come from."""
        with self._lock:
            return len(set(self._streams.values()))

    def watcher_addresses(self) -> Counter[str]:
        with self._lock:
            return Counter(self._streams.values())

    # --- for the handler ---------------------------------------------------------------------------
    def resource(self, path: str) -> str | None:
        """The name of what ``path`` asks for (None: nothing of ours). "/" means the bare code (redirect)."""
        if self.code is None:
            return path[1:] if path.startswith("/") and path[1:] in RESOURCES else None
        code = self.code
        if not path.startswith("/"):
            return None
        first, slash, rest = path[1:].partition("/")
        if not hmac.compare_digest(first.encode("utf-8", "replace"), code.encode("utf-8")):
            return None
        if not slash:
            return "/"
        return rest if rest in RESOURCES else None

    def static(self, name: str) -> Body:
        hit = self._statics.get(name)
        if hit is None:
            hit = Body.of(_static(name))
            self._statics[name] = hit
        return hit

    def page_html(self, lang: str) -> bytes:
        """The page, its fixed words in ``lang`` (everything else comes with the game's state)."""
        snap: Snapshot | None = self.feed.snapshot
        name = snap.game_name if snap is not None else self.game_name
        ui = page_words(lang, game_title(name, lang), name)
        options = "".join(f'<option value="{code}"{" selected" if code == lang else ""}>{html.escape(LANGUAGE_NAMES[code])}'
                          f"</option>" for code in LANGUAGES)
        fills = {
            "{{html_lang}}": HTML_LANG[lang],
            "{{lang}}": lang,
            "{{options}}": options,
            "{{ui_json}}": html.escape(json.dumps(ui, ensure_ascii=False)),
            **{f"{{{{{k}}}}}": html.escape(v) for k, v in ui.items()},
        }
        page = _static("index.html").decode("utf-8")
        for k, v in fills.items():
            page = page.replace(k, v)
        return page.encode("utf-8")

    def open_stream(self, handler: Any) -> bool:
        with self._lock:
            if len(self._streams) >= MAX_STREAMS:
                return False
            self._streams[handler] = handler.client_address[0]
            return True

    def close_stream(self, handler: Any) -> None:
        with self._lock:
            self._streams.pop(handler, None)

    # --- what clients make it hold (the handler's accounting) ------------------------------------
    def connection_opened(self) -> bool:
        with self._lock:
            if self.connections >= MAX_CONNECTIONS:
                self.refused_busy += 1
                return False
            self.connections += 1
            return True

    def connection_closed(self) -> None:
        with self._lock:
            self.connections -= 1

    def request_started(self) -> bool:
        """A request begins: False (refuse it) when ``MAX_UNFINISHED`` are being read."""
        with self._lock:
            if self.unfinished >= MAX_UNFINISHED:
                self.refused_busy += 1
                return False
            self.unfinished += 1
            self.unfinished_peak = max(self.unfinished_peak, self.unfinished)
            return True

    def header_bytes_read(self, n: int) -> None:
        with self._lock:
            self.header_bytes += n
            self.header_bytes_peak = max(self.header_bytes_peak, self.header_bytes)

    def request_read(self, used: int) -> None:
        """A request's headers are read (or given up): what they held is let go."""
        with self._lock:
            self.unfinished -= 1
            self.header_bytes -= used


RESOURCES = ("", "page.js", "page.css", "state.json", "board.svg", "events")

__all__ = ["DEFAULT_PORT", "MAX_CONNECTIONS", "MAX_HEADER_BYTES", "MAX_UNFINISHED", "RESOURCES", "ShareServer",
           "every_interface", "host_for_url", "new_code", "phone_address"]

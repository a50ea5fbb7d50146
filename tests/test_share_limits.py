"""Issue 31: the players' page server's limits.

- every interface (``0.0.0.0``, ``::``, an empty host) only when asked for (``--all-interfaces``, with a
  warning), and the address printed is always one a phone can open;
- what clients can make it hold is bounded: header bytes per request, requests being read at once,
  connections (measured on the server's own accounting, not on the process's memory);
- its ``version`` counts only changes to what the players see: a sheet typed or a note written is none.
"""

from __future__ import annotations

import http.client
import socket
import time

import pytest
from test_share import push, sharing, typed_game

from referee_app.cli import main
from referee_app.core.record import GameFile
from referee_app.games.diplomacy import Game
from referee_app.share.feed import Feed
from referee_app.share.server import (
    MAX_HEADER_BYTES,
    MAX_UNFINISHED,
    ShareServer,
    every_interface,
    phone_address,
)


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "", " ", "[::]", "0"])
def test_every_interface_is_refused_unless_asked_for(host):
    assert every_interface(host)
    feed = Feed()
    try:
        with pytest.raises(ValueError, match="every interface"):
            ShareServer(feed, host, 0)
    finally:
        feed.close()


def test_one_address_is_not_every_interface():
    assert not any(every_interface(h) for h in ("127.0.0.1", "::1", "192.168.1.20", "fe80::1%eth0"))


def test_asked_for_it_listens_everywhere_and_prints_an_address_a_phone_can_open():
    feed = Feed()
    server = ShareServer(feed, "0.0.0.0", 0, all_interfaces=True)
    try:
        server.start()
        assert "0.0.0.0" not in server.url and "//:" not in server.url
        assert server.url.startswith(f"http://{phone_address()}:{server.port}/")
        conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)  # and it answers there too
        conn.request("GET", "/nothing")
        assert conn.getresponse().status == 404
        conn.close()
    finally:
        server.stop()
        feed.close()


@pytest.mark.parametrize("host", ["0.0.0.0", "::", ""])
def test_serve_refuses_every_interface_in_one_line(tmp_path, capsys, host):
    path = tmp_path / "g.dipgame"
    GameFile.create(path, Game.new("standard")).close()
    assert main(["--lang", "en", "serve", str(path), "--host", host, "--port", "0", "--stop-after", "0"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--all-interfaces" in err and "every network" in err


def test_serve_with_all_interfaces_warns_and_prints_a_phone_address(tmp_path, capsys):
    path = tmp_path / "g.dipgame"
    GameFile.create(path, Game.new("standard")).close()
    assert main(["--lang", "en", "serve", str(path), "--host", "0.0.0.0", "--all-interfaces", "--port", "0",
                 "--stop-after", "0.3"]) == 0
    out, err = capsys.readouterr()
    assert "Warning: listening on every network" in err
    assert f"http://{phone_address()}:" in out and "0.0.0.0" not in out


def _slow_request(port: int, header_bytes: int) -> socket.socket:
    """A connection that sends a request line and ``header_bytes`` of headers, then waits (never ends them)."""
    s = socket.create_connection(("127.0.0.1", port), timeout=5)
    s.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")
    chunk = b"X-Pad: " + b"a" * 1000 + b"\r\n"
    sent = 0
    try:
        while sent < header_bytes:
            s.sendall(chunk)
            sent += len(chunk)
    except OSError:
        pass  # refused on the way: the server closed it
    return s


def _answer(s: socket.socket) -> bytes:
    s.settimeout(5)
    try:
        return s.recv(200)
    except OSError:
        return b""


def test_many_slow_requests_with_large_headers_keep_what_the_server_holds_bounded():
    with sharing(typed_game(), code=None) as server:
        socks = []
        try:
            for _ in range(60):  # the 60 unfinished requests, each with ~12 kB of headers so far
                socks.append(_slow_request(server.port, 12_000))
                time.sleep(0.01)
            deadline = time.monotonic() + 20
            while server.unfinished + server.refused_busy < 60 and time.monotonic() < deadline:
                time.sleep(0.05)
            assert server.unfinished_peak <= MAX_UNFINISHED
            assert server.refused_busy >= 60 - MAX_UNFINISHED
            assert server.header_bytes_peak <= MAX_UNFINISHED * MAX_HEADER_BYTES
            busy = [a for a in (_answer(s) for s in socks[MAX_UNFINISHED:]) if a]
            assert busy and all(a.startswith(b"HTTP/1.1 503") for a in busy)
        finally:
            for s in socks:
                s.close()
        deadline = time.monotonic() + 20
        while (server.unfinished or server.header_bytes) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert server.unfinished == 0 and server.header_bytes == 0  # all let go
        conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)  # and it serves again
        conn.request("GET", "/state.json")
        assert conn.getresponse().status == 200
        conn.close()


def test_headers_over_the_cap_are_refused_after_reading_no_more_than_it():
    """The issue's 99 headers of 60 kB: answered 431 once the cap is passed, the rest never read."""
    with sharing(typed_game(), code=None) as server:
        s = socket.create_connection(("127.0.0.1", server.port), timeout=5)
        try:
            s.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")
            try:
                for _ in range(99):
                    s.sendall(b"X-Big: " + b"b" * 60_000 + b"\r\n")
            except OSError:
                pass  # the server closed it after its answer
            answer = _answer(s)
        finally:
            s.close()
        assert answer.startswith(b"HTTP/1.1 431")
        assert server.header_bytes_peak <= MAX_HEADER_BYTES + 1


def test_a_sheet_typed_or_a_note_written_is_no_new_version():
    game = Game.new("standard", title="Table 3")
    with sharing(game) as server:
        first = server.feed.version
        game.set_orders("FRANCE", ["A Par - Bur"])  # typing a sheet
        assert push(server, game) == first
        game.set_orders("FRANCE", ["A Par - Bur", "F Bre - Mao"])
        assert push(server, game) == first
        game.note("the referee's note")
        assert push(server, game) == first
        game.process()  # the players see this
        assert push(server, game) == first + 1

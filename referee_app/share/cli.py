"""``referee-cli serve GAME``: the players' page for a game file, without the window.

Follows the file as another process writes it (the window, ``referee-cli orders``/``process``), serves the
same page as the window's View > Share with players, and prints the address (and with ``--qr`` its QR
code). Binds to 127.0.0.1 unless told another address of this machine with ``--host``.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from referee_app.core.errors import RefereeError

from .i18n import text
from .server import DEFAULT_PORT, every_interface, phone_address


def add_command(sub: Any) -> None:
    p = sub.add_parser("serve", help="show a game file to the players' phones and laptops (read-only web page)",
                       description="Serve the players' page (board, phase, clock, centres, results) for GAME, "
                                   "following the file as it changes. Read-only; stop with Ctrl+C.")
    p.add_argument("game", metavar="GAME", help="the game file (another program may be writing it)")
    p.add_argument("--host", default="127.0.0.1",
                   help="the address to serve on: one of this machine's (default 127.0.0.1, this machine only; "
                        "give its address on the local network for the players' phones)")
    p.add_argument("--all-interfaces", action="store_true",
                   help="allow --host 0.0.0.0 (or ::): listen on every network of this machine, with a warning; the "
                        "address printed is still this machine's on the local network")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT}; 0: any free one)")
    p.add_argument("--no-code", action="store_true",
                   help="serve at / instead of under an unguessable code (for checks on 127.0.0.1)")
    p.add_argument("--qr", action="store_true", help="print the address as a QR code too")
    p.add_argument("--stop-after", type=float, default=None, metavar="SECONDS",
                   help="stop by itself after this many seconds (scripts, tests)")
    p.set_defaults(func=cmd_serve)


def cmd_serve(args: argparse.Namespace) -> int:
    from .feed import Feed
    from .follow import FileFollower
    from .pages import has_page
    from .server import ShareServer

    if not 0 <= args.port <= 65535:
        raise RefereeError(f"--port {args.port}: give a port between 0 and 65535")
    lang = getattr(args, "lang", None) or "en"
    if every_interface(args.host):  # never every interface by mistake (docs/players-page.md)
        if not args.all_interfaces:
            raise RefereeError(text("serve.every_interface", lang, host=repr(args.host), address=phone_address()))
        print(text("serve.every_interface_warning", lang), file=sys.stderr, flush=True)
    feed = Feed()
    follower = FileFollower(args.game, feed)
    try:
        if not follower.read():
            raise follower.error or RefereeError(f"{args.game}: cannot be read")
        if not has_page(follower.game_name):
            raise RefereeError(f"{args.game} holds a game of {follower.game_name!r}, which cannot be shown on the "
                               "players' phones yet")
        server = ShareServer(feed, args.host, args.port, code=None if args.no_code else "", default_lang=args.lang,
                             game_name=follower.game_name, all_interfaces=args.all_interfaces)
        try:
            server.start()
        except OSError as exc:
            raise RefereeError(f"cannot serve on {args.host}:{args.port}: {exc.strerror or exc}") from exc
        try:
            follower.start()
            print(f"Showing {args.game} to the players at {server.url}", flush=True)
            if args.qr:
                from .qr import qr_text

                print(qr_text(server.url), flush=True)
            print("Read-only; Ctrl+C stops.", flush=True)
            deadline = None if args.stop_after is None else time.monotonic() + max(0.0, args.stop_after)
            while deadline is None or time.monotonic() < deadline:
                time.sleep(0.2 if deadline is None else max(0.0, min(0.2, deadline - time.monotonic())))
        except KeyboardInterrupt:
            pass
        finally:
            open_pages = server.watchers
            follower.stop()
            server.stop()
            print(f"Stopped ({open_pages} page(s) were open).", file=sys.stderr, flush=True)
    finally:
        follower.stop()
        feed.close()
    return 0


__all__ = ["add_command", "cmd_serve"]

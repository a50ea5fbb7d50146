"""The players' page under load: N phones watching one referee window for a minute, on 127.0.0.1.

    python bench/bench_share.py [--viewers 50] [--seconds 60] [--json out.json]

The referee window runs offscreen with View > Share with players on 127.0.0.1. The viewers are another
process (as phones are other machines): each loads the page as a browser does (the page, its script and
style sheet, the board gzipped), opens the event stream and keeps it open, and on every new board in a
state event fetches it again (with its entity tag). Meanwhile the referee works: types a sheet every
2 seconds, starts and pauses the clock, adjudicates a phase of random orders every 10 seconds.

Measured:
  window responsiveness  a 20 ms timer in the window's event loop: how late each tick fires
                         (median, 99th percentile, worst), with the viewers and, for comparison,
                         for the same work without them;
  adjudicate             the window's adjudicate command (core, results, board) with the viewers;
  delivery               from the window's change to each viewer's event (every viewer, every change);
  errors                 failed requests or streams that ended early; all viewers still counted.
Every request goes to 127.0.0.1 only; the run stops by itself after ``--seconds``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

VIEWERS = r'''
import gzip, http.client, json, socket, sys, threading, time
port, prefix, n, seconds = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
end = time.time() + seconds
lock = threading.Lock()
arrivals = {}   # version -> [wall times]
errors = []
boards = [0]
bytes_in = [0]

def get(conn, path, headers=None):
    conn.request("GET", path, headers=headers or {})
    r = conn.getresponse()
    body = r.read()
    bytes_in[0] += len(body)
    if r.status not in (200, 304):
        raise RuntimeError(f"{path}: {r.status}")
    return r, body

def viewer(i):
    try:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        for name in ("", "page.js", "page.css"):
            get(conn, prefix + name, {"Accept-Language": "en-GB,en;q=0.8"})
        etag = None
        board = None
        sock = socket.create_connection(("127.0.0.1", port), timeout=30)
        sock.sendall(f"GET {prefix}events?lang=en HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        buf = b""
        while time.time() < end:
            sock.settimeout(max(0.1, end - time.time()))
            try:
                chunk = sock.recv(65536)
            except socket.timeout:
                break
            if not chunk:
                raise RuntimeError("the stream ended early")
            buf += chunk
            while b"\n\n" in buf:
                frame, _, buf = buf.partition(b"\n\n")
                if b"event: state" not in frame:
                    continue
                data = frame.split(b"data: ", 1)[1]
                msg = json.loads(data)
                with lock:
                    arrivals.setdefault(msg["version"], []).append(time.time())
                src = msg["state"]["board"]
                if src != board:
                    r, _ = get(conn, prefix + src, {"Accept-Encoding": "gzip", **({"If-None-Match": etag} if etag else {})})
                    etag = r.headers.get("ETag")
                    board = src
                    with lock:
                        boards[0] += 1
        sock.close()
        conn.close()
    except Exception as exc:
        with lock:
            errors.append(f"viewer {i}: {exc!r}")

threads = [threading.Thread(target=viewer, args=(i,), daemon=True) for i in range(n)]
for t in threads:
    t.start()
    time.sleep(0.01)
for t in threads:
    t.join(seconds + 30)
print(json.dumps({"arrivals": arrivals, "errors": errors, "boards": boards[0], "bytes": bytes_in[0]}))
'''


def run(viewers: int, seconds: float) -> dict:
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from referee_app.games.diplomacy import Game, load_ruleset
    from referee_app.games.diplomacy.rules.orders import format_order
    from referee_app.games.diplomacy.table.randomgame import random_orders
    from referee_app.gui import share_panel
    from referee_app.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    share_panel.network_addresses = lambda: [share_panel.LOOPBACK]  # loopback only
    game = Game.new(load_ruleset("standard"), title="Bench")
    w = MainWindow(game, lang="en")
    w.ask = lambda title, text: True
    w.tell = lambda title, text: None
    w.resize(1600, 1000)
    w.show()
    app.processEvents()
    w.run("share")
    panel = w.share
    assert panel is not None and panel.server is not None, panel.error if panel else "no panel"
    server = panel.server
    pushed: dict[int, float] = {}  # the share's version -> when the window handed that change over
    phases: dict[int, str] = {}  # the share's version -> its phase (a new phase: an adjudication)

    built: dict[int, float] = {}

    def seen(snap: object) -> None:
        built[snap.version] = time.time() - snap.pushed_at  # type: ignore[attr-defined]
        pushed[snap.version] = snap.pushed_at  # type: ignore[attr-defined]
        phases[snap.version] = str(snap.game.phase)  # type: ignore[attr-defined]

    panel.feed.on_snapshot = seen

    proc = None
    if viewers:
        proc = subprocess.Popen([sys.executable, "-c", VIEWERS, str(server.port), server.prefix, str(viewers), str(seconds)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        deadline = time.time() + 30
        while server.watchers < viewers and time.time() < deadline:
            app.processEvents()
            time.sleep(0.01)
    watching_at_start = server.watchers

    lateness: list[float] = []
    timer = QElapsedTimer()
    timer.start()
    last = [timer.elapsed()]

    def tick() -> None:
        now = timer.elapsed()
        lateness.append(max(0.0, now - last[0] - 20))
        last[0] = now

    t = QTimer()
    t.setInterval(20)
    t.timeout.connect(tick)
    t.start()

    rng = random.Random(18)
    adjudicate_ms: list[float] = []
    watched: list[int] = []
    start = time.time()
    next_type = start + 1
    next_clock = start + 3
    next_adj = start + 5
    while time.time() - start < seconds - 2:
        app.processEvents()
        now = time.time()
        if now >= next_type:  # typing a sheet: never reaches the page
            pw = rng.choice(game.powers)
            w.pane(pw).editor.setPlainText(f"A Par - Bur\nF Bre - Mao {rng.random():.4f}")
            next_type = now + 2
        if now >= next_clock:
            w.run("clock")
            next_clock = now + 4
        if now >= next_adj:
            if game.end is None:
                orders = random_orders(game.position, game.ruleset, rng)
                for pw, lst in orders.items():
                    game.set_orders(pw, [format_order(o) for o in lst])
                t0 = time.perf_counter()
                w.run("adjudicate")
                app.processEvents()
                adjudicate_ms.append((time.perf_counter() - t0) * 1000)
            next_adj = now + 10
        watched.append(server.watchers)
        time.sleep(0.002)
    t.stop()
    result: dict = {"viewers": viewers, "seconds": seconds, "watching_at_start": watching_at_start,
                    "watching_min": min(watched) if watched else 0,
                    "ticks": len(lateness), "late_median_ms": statistics.median(lateness) if lateness else 0,
                    "late_p99_ms": sorted(lateness)[int(len(lateness) * 0.99)] if lateness else 0,
                    "late_max_ms": max(lateness) if lateness else 0,
                    "adjudicate_median_ms": statistics.median(adjudicate_ms) if adjudicate_ms else 0,
                    "adjudicate_max_ms": max(adjudicate_ms) if adjudicate_ms else 0,
                    "snapshots": panel.feed.builds, "snapshot_ms": 1000 * panel.feed.build_seconds / max(1, panel.feed.builds),
                    "phase_reached": str(game.phase)}
    if proc is not None:
        out, err = proc.communicate(timeout=seconds + 60)
        data = json.loads(out.strip().splitlines()[-1]) if out.strip() else {"arrivals": {}, "errors": [err[-2000:]]}
        delays = []
        adj_delays = []
        got_versions = {int(v): when for v, when in data["arrivals"].items()}
        complete = sum(1 for when in got_versions.values() if len(when) == viewers)
        for v, when in got_versions.items():
            if v in pushed:
                mine = [x - pushed[v] for x in when]
                delays += mine
                if phases.get(v) != phases.get(v - 1):
                    adj_delays += mine
        sent = sorted(server.sent_delays)
        result["server_sent_median_ms"] = 1000 * statistics.median(sent) if sent else None
        result["server_sent_p99_ms"] = 1000 * sent[int(len(sent) * 0.99)] if sent else None
        result["server_sent_max_ms"] = 1000 * sent[-1] if sent else None
        result["ready_after_adjudication_ms"] = sorted(round(1000 * built[v]) for v in built
                                                       if phases.get(v) != phases.get(v - 1))
        result["ready_max_ms"] = round(1000 * max(built.values())) if built else None
        result["delivery_after_adjudication_max_ms"] = 1000 * max(adj_delays) if adj_delays else None
        result["delivery_after_adjudication_median_ms"] = 1000 * statistics.median(adj_delays) if adj_delays else None
        result.update({"snapshots_sent": len(got_versions), "sent_to_every_viewer": complete,
                       "delivery_median_ms": 1000 * statistics.median(delays) if delays else None,
                       "delivery_p99_ms": 1000 * sorted(delays)[int(len(delays) * 0.99)] if delays else None,
                       "delivery_max_ms": 1000 * max(delays) if delays else None,
                       "boards_fetched": data["boards"], "megabytes_served_to_viewers": round(data["bytes"] / 1e6, 1),
                       "errors": data["errors"][:5], "error_count": len(data["errors"])})
    w.run("share")
    w.close()
    return result


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--viewers", type=int, default=50)
    ap.add_argument("--seconds", type=float, default=60)
    ap.add_argument("--json", default=None)
    args = ap.parse_args()
    if args.viewers > 200:
        raise SystemExit("at most 200 viewers")
    base = run(0, min(args.seconds, 30))
    loaded = run(args.viewers, args.seconds)
    report = {"without_viewers": base, "with_viewers": loaded}
    print(json.dumps(report, indent=1))
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())

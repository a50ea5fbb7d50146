"""How long the game file takes per event: a keystroke (a whole sheet re-saved), an adjudication,
and reopening a long game (check + replay). Speed is measured here, never asserted in tests.

    python bench/bench_record.py [folder]      # default: a temporary folder
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from referee_app.core.record import GameFile
from referee_app.games.diplomacy import Game

SHEET = ["A Par - Bur", "A Mar S A Par - Bur", "F Bre - Mao", "A Mun - Ruh", "A Ber - Kie", "F Kie - Den"]


def main() -> None:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp(prefix="referee-bench-"))
    path = folder / "bench.dipgame"
    game = Game.new("standard")
    gf = GameFile.create(path, game, overwrite=True)
    keystrokes: list[float] = []
    adjudications: list[float] = []
    for _year in range(1901, 1911):
        for _season in ("spring", "fall"):
            for power in ("FRANCE", "GERMANY", "ENGLAND", "ITALY"):
                typed: list[str] = []
                for line in SHEET[:3]:
                    for k in range(1, len(line) + 1):
                        t = time.perf_counter()
                        game.set_orders(power, typed + [line[:k]])
                        keystrokes.append(time.perf_counter() - t)
                    typed.append(line)
            t = time.perf_counter()
            game.process()
            adjudications.append(time.perf_counter() - t)
            if game.phase.type.value != "M":
                game.process()
    gf.close()
    t = time.perf_counter()
    again = GameFile.open(path)
    reopen = time.perf_counter() - t
    again.close()

    def ms(xs: list[float]) -> str:
        xs = sorted(xs)
        return (f"median {statistics.median(xs) * 1000:.2f} ms, p95 {xs[int(len(xs) * 0.95)] * 1000:.2f} ms, "
                f"max {xs[-1] * 1000:.2f} ms")

    print(f"file: {path} ({path.stat().st_size // 1024} KiB, {len(game.events)} events)")
    print(f"keystroke (set_orders + commit, synchronous=FULL): {ms(keystrokes)}  [{len(keystrokes)} keystrokes]")
    print(f"adjudication (process + commit of event and phase row): {ms(adjudications)}")
    print(f"reopen (header check, read-only verify, replay, lock, open for writing): {reopen * 1000:.0f} ms")


if __name__ == "__main__":
    main()

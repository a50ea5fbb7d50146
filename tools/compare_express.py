"""The contract's express lane against the general way, on real phases.

Usage: python tools/compare_express.py PATH_TO_GAMES [--limit N]

Every movement phase of every game in PATH_TO_GAMES (the droidippy corpus format, as for
tools/replay_corpus.py and bench/bench_adjudicate.py) becomes one document of the headless contract. Its
result from ``express.movement_json`` is compared, as JSON text, with ``adjudication_to_json(adjudicate(...))``.
Prints each difference (at most ten) and a summary: phases, differences, phases the lane left to the
general way. Exits 1 if any result differs.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench_adjudicate import collect  # noqa: E402

from referee_app.games.diplomacy import adjudicate, load_ruleset  # noqa: E402
from referee_app.games.diplomacy.contract.express import movement_json  # noqa: E402
from referee_app.games.diplomacy.contract.jsonapi import adjudication_to_json, position_from_json  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("folder", type=Path)
    ap.add_argument("--limit", type=int, default=0, help="at most N phases")
    args = ap.parse_args(argv)
    rs = load_ruleset("standard")
    phases = collect(args.folder, args.limit)
    differ = left = 0
    for doc, _ in phases:
        position = position_from_json(doc, rs)
        orders = {p.upper(): lines for p, lines in doc["orders"].items()}
        general = json.dumps(adjudication_to_json(adjudicate(position, orders, rs)))
        express = movement_json(position, orders, rs)
        if express is None:
            left += 1
            continue
        if json.dumps(express) != general:
            differ += 1
            if differ <= 10:
                print(f"{doc['phase']}: express {json.dumps(express)}\n        general {general}")
    print(f"{len(phases)} movement phases: {differ} differ, {left} left to the general way")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())

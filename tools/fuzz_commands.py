"""Fuzz every command that reads a document, recording each input and its result.

Usage: python tools/fuzz_commands.py [--n N] [--seed S] [--command NAME ...] [--record OUT.jsonl]

The inputs and the rules each answer must keep are those of tests/fuzz_commands.py (shared with the test
suite): ``lieou battle``, ``pog victory|fire|losses|combat`` (and ``combat --game``), ``score``,
``tournament result`` and a referee's corrections to the tables (``--tables``). ``--record`` writes one JSON
line per input: the command, its number, the input (as text, or as hex when it is not UTF-8), the exit
status, the first line of the answer and any problem found. Prints a table (inputs tried, exit 0, exit 2,
problems, the slowest input's CPU seconds) and exits 1 if any problem was found.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from fuzz_commands import COMMANDS, Outcome, fuzz  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=1000, help="inputs per command (default 1000)")
    ap.add_argument("--seed", type=int, default=31)
    ap.add_argument("--command", action="append", choices=COMMANDS, help="only these commands (repeat)")
    ap.add_argument("--record", type=Path, help="one JSON line per input and its result")
    args = ap.parse_args(argv)
    out = args.record.open("w", encoding="utf-8") if args.record else None

    def record(command: str):  # type: ignore[no-untyped-def]
        def write(i: int, data: bytes, o: Outcome) -> None:
            if out is None:
                return
            try:
                given = {"text": data.decode("utf-8")[:4000]}
            except UnicodeDecodeError:
                given = {"hex": data[:2000].hex()}
            answer = (o.out.decode("utf-8", "backslashreplace") if o.code == 0 else o.err).split("\n", 1)[0][:300]
            out.write(json.dumps({"command": command, "n": i, "bytes": len(data), **given, "exit": o.code,
                                  "answer": answer, "cpu_s": round(o.seconds, 4), "problem": o.problem},
                                 ensure_ascii=False) + "\n")
        return write

    failed = 0
    print(f"{'command':22} {'tried':>6} {'exit 0':>7} {'exit 2':>7} {'problems':>8} {'slowest (CPU s)':>15}")
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        for command in args.command or COMMANDS:
            counts = fuzz(command, args.n, args.seed, Path(tmp) / command.replace(" ", "_"), record(command))
            failed += counts["problems"]
            print(f"{command:22} {counts['tried']:>6} {counts['exit 0']:>7} {counts['exit 2']:>7} "
                  f"{counts['problems']:>8} {counts['slowest_s']:>15}")
            for line in counts["found"][:10]:
                print("   ", line)
    print(f"{time.perf_counter() - start:.0f} s")
    if out is not None:
        out.close()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

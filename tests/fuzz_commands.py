"""The fuzzer of every command that reads a document (issue 31), shared by tests/test_fuzz_commands.py (a few
hundred inputs in the default run) and tools/fuzz_commands.py (thousands, each input and result recorded).

Each command starts from real documents of its own and is given mutations of them (a value replaced by a
hostile one, a key deleted or added, a subtree wrapped, copied or nested deep) and hostile bytes (an invalid
byte, a key twice, NaN, a number of 10,000 digits, an escaped lone surrogate, a cut, a byte-order mark).
What it must do with each: exit 0 with one JSON document on standard output, all UTF-8, nothing on standard
error; or exit 2 with one line on standard error and nothing on standard output. Nothing else escapes, and a
refused input leaves the game or tournament file it names byte for byte as it was.
"""

from __future__ import annotations

import copy
import hashlib
import io
import json
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from referee_app.cli import main

ROOT = Path(__file__).resolve().parent.parent
TABLES = (ROOT / "rulesets" / "paths_of_glory" / "standard" / "tables.toml").read_text(encoding="utf-8")

POG_UNITS = [{"id": "A", "nation": "FR", "type": "army", "strength": "full", "lf": 3},
             {"id": "B", "nation": "FR", "type": "army", "strength": "reduced", "lf": 3}]
POG_RESERVE = [{"id": "C", "nation": "FR", "type": "corps", "strength": "full", "lf": 1}]
COMBAT = {"attacker": {"units": [{"nation": "GE", "type": "army", "cf": [5, 3]}], "roll": 4},
          "defender": {"units": [{"nation": "FR", "type": "corps", "cf": [1, 1]}], "roll": 2}}

# command -> real documents it reads
SEEDS: dict[str, list[Any]] = {
    "lieou battle": [{"attacker": 6, "defender": 4}, {"attacker": 9, "defender": 5, "capital": True, "initial_period": False,
                                                      "attacker_bonus": "general", "defender_bonus": "none"},
                     {"attacker": 5, "defender": 3, "dice": ["652/41"]}],
    "pog victory": [{"scenario": "intro", "vp": 12}, {"scenario": "campaign", "vp": 11, "brest_litovsk": True,
                                                      "tournament_bid": 2, "peace": False}],
    "pog fire": [{"table": "army", "cf": 10, "shift": -1, "drm": 1, "roll": 5}, {"table": "corps", "cf": 2, "roll": 3}],
    "pog losses": [{"losses": 5, "units": POG_UNITS, "reserve": POG_RESERVE}, {"losses": 1, "units": [], "fort": {"lf": 1}},
                   {"losses": 2, "attacker": True, "units": POG_UNITS[:1]}],
    "pog combat": [COMBAT],
    "pog combat --game": [COMBAT],
    "score": [{"centers": {"AUSTRIA": 0, "ENGLAND": 9, "FRANCE": 7, "GERMANY": 7, "ITALY": 3, "RUSSIA": 4, "TURKEY": 4},
               "solo": None, "draw": None, "eliminated": ["AUSTRIA"], "eliminated_in": {"AUSTRIA": 1905}, "year": 1910},
              {"centers": {"AUSTRIA": 3, "ENGLAND": 5, "FRANCE": 5, "GERMANY": 5, "ITALY": 5, "RUSSIA": 6, "TURKEY": 5},
               "solo": None, "draw": None, "eliminated": [], "year": 1908}],
    "tournament result": [{"centers": {"AUSTRIA": 4, "ENGLAND": 6, "FRANCE": 5, "GERMANY": 5, "ITALY": 4, "RUSSIA": 5,
                                       "TURKEY": 5}, "solo": None, "draw": None, "eliminated": [], "year": 1907}],
    "pog --tables": [TABLES],  # a TOML text: the referee's corrections to the tables
}
COMMANDS = list(SEEDS)


def argv(command: str, doc: Path, work: Path) -> list[str]:
    """The command line of ``command`` reading ``doc`` (game and tournament files made in ``work``)."""
    if command == "pog combat --game":
        return ["pog", "combat", str(doc), "--game", str(work / "game.pog"), "--seed", "1"]
    if command == "score":
        return ["score", "--system", "c-diplo", str(doc)]
    if command == "tournament result":
        return ["tournament", "result", str(work / "t.tournament"), "1", "1", str(doc)]
    if command == "pog --tables":
        fire = work / "fire.json"
        return ["pog", "fire", str(fire), "--tables", str(doc)]
    return [*command.split(), str(doc)]


def prepare(work: Path) -> None:
    """The files the commands name besides their document: a game of Paths of Glory, a tournament seeded for a
    round, the fire document the tables are tried with."""
    work.mkdir(parents=True, exist_ok=True)
    (work / "fire.json").write_text(json.dumps(SEEDS["pog fire"][0]), encoding="utf-8")
    quiet = _Quiet()
    with quiet:
        if not (work / "game.pog").exists():  # in its action phase, where a combat is recorded
            assert main(["pog", "new", str(work / "game.pog"), "--seed", "1"]) == 0
            assert main(["pog", "mo", str(work / "game.pog"), "--central", "1", "--allied", "1"]) == 0
            assert main(["pog", "next", str(work / "game.pog")]) == 0
        t = work / "t.tournament"
        if not t.exists():
            assert main(["tournament", "new", str(t), "--name", "fuzz"]) == 0
            assert main(["tournament", "add", str(t), *[f"P{i}" for i in range(7)]]) == 0
            assert main(["tournament", "round", str(t), "--seed", "1"]) == 0


# --- making inputs ----------------------------------------------------------------------------------

HOSTILE_STRINGS = ["", " ", "\ud800", "A" * 300, "ÿ", "列欧", "NaN", "-1", "intro\u0000", "army ", "ARMY", "\u202e"]
HOSTILE_SCALARS: list[Any] = [None, True, False, 0, -1, 1, 7, 400, 401, 10 ** 6, -10 ** 9, 10 ** 99, 2 ** 63, 0.5,
                              -0.0, 1e308, [], {}, [[[]]], *HOSTILE_STRINGS]


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, path + (i,))
    return out


def _at(doc: Any, path: tuple[Any, ...]) -> Any:
    for k in path:
        doc = doc[k]
    return doc


def mutate(rng: random.Random, doc: Any) -> Any:
    """One to three changes to a copy of ``doc``."""
    doc = copy.deepcopy(doc)
    for _ in range(rng.randint(1, 3)):
        paths = [p for p in _paths(doc) if p]
        if not paths:
            return rng.choice(HOSTILE_SCALARS)
        path = rng.choice(paths)
        parent, key = _at(doc, path[:-1]), path[-1]
        op = rng.choice(["replace", "replace", "delete", "add", "wrap", "copy", "deep", "string"])
        if op == "replace":
            parent[key] = copy.deepcopy(rng.choice(HOSTILE_SCALARS))
        elif op == "delete":
            del parent[key]
        elif op == "add" and isinstance(parent, dict):
            parent[rng.choice(["zzz", "roll", "units", "dice", "", "\ud800", "lf", "solo"])] = rng.choice(HOSTILE_SCALARS)
        elif op == "add" and len(parent) < 6:
            parent.insert(key, copy.deepcopy(parent[key]))
        elif op == "wrap":
            parent[key] = [parent[key]]
        elif op == "copy":
            parent[key] = copy.deepcopy(_at(doc, rng.choice(paths)))
        elif op == "deep":
            value: Any = parent[key]
            for _ in range(rng.choice([3, 31, 40])):
                value = [value]
            parent[key] = value
        elif op == "string" and isinstance(parent[key], str):
            s = parent[key]
            i = rng.randint(0, len(s))
            parent[key] = s[:i] + rng.choice(HOSTILE_STRINGS) + s[i:]
    return doc


def _text(doc: Any) -> str:
    try:
        return json.dumps(doc)  # ASCII: a lone surrogate travels as \\ud800, as a hostile file would hold it
    except (ValueError, TypeError):
        return "null"


def hostile_bytes(rng: random.Random, data: bytes) -> bytes:
    """``data`` spoilt at the byte level."""
    op = rng.choice(["byte", "cut", "bom", "nan", "digits", "twice", "nest", "surrogate", "big"])
    i = rng.randint(0, len(data))
    if op == "byte":
        return data[:i] + bytes([rng.choice([0x80, 0xC0, 0xFF, 0xFE, 0xED])]) + data[i:]
    if op == "cut":
        return data[:i]
    if op == "bom":
        return b"\xef\xbb\xbf" + data
    if op == "nan":
        return data.replace(b"5", b"NaN", 1) if b"5" in data else b'{"x": Infinity}'
    if op == "digits":
        return data.replace(b"4", b"4" + b"9" * 10_000, 1) if b"4" in data else b"9" * 10_000
    if op == "twice":
        return data[:1] + b'"roll": 1, "roll": 2, ' + data[1:] if data.startswith(b"{") else data + data
    if op == "nest":
        return b"[" * 100_000 + data + b"]" * 100_000
    if op == "surrogate":
        return data.replace(b'"', b'"\\udc80', 1)
    return data + b" " * (1 << 20)


def toml_input(rng: random.Random) -> bytes:
    """A spoilt copy of the shipped tables (lines dropped, numbers and names changed, bytes broken)."""
    lines = TABLES.splitlines()
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(lines))
        op = rng.choice(["drop", "number", "name", "dup", "deep", "junk"])
        if op == "drop":
            del lines[i]
        elif op == "number":
            lines[i] = "".join(str(rng.choice([-1, 0, 99, 10 ** 30])) if c.isdigit() else c for c in lines[i])
        elif op == "name":
            lines[i] = lines[i].replace("=", "_x =", 1)
        elif op == "dup":
            lines.insert(i, lines[i])
        elif op == "deep":
            lines.insert(i, "deep = " + "[" * rng.choice([30, 3000]) + "]" * 0)
        else:
            lines[i] = rng.choice(["[", "x = \"\\ud800\"", "= 1", "x = nan", "x = 1979-05-27T07:32:00Z", "[[a]]"])
        if not lines:
            break
    data = "\n".join(lines).encode("utf-8")
    return hostile_bytes(rng, data) if rng.random() < 0.25 else data


def make_input(command: str, rng: random.Random) -> bytes:
    if command == "pog --tables":
        return toml_input(rng)
    seed = rng.choice(SEEDS[command])
    r = rng.random()
    if r < 0.15:
        return _text(seed).encode("ascii")  # the real document itself
    if r < 0.75:
        return _text(mutate(rng, seed)).encode("ascii")
    return hostile_bytes(rng, _text(mutate(rng, seed) if rng.random() < 0.5 else seed).encode("ascii"))


# --- running one --------------------------------------------------------------------------------------

@dataclass
class Outcome:
    code: int | None
    out: bytes
    err: str
    seconds: float
    crash: str = ""  # an exception that escaped the command line, named
    problem: str = ""  # what broke the rules above ("" when nothing did)


class _Quiet:
    """Standard input, output and error of ``referee-cli`` in this process, as bytes and text."""

    def __init__(self, stdin: bytes = b"") -> None:
        self.stdin = stdin
        self.out = io.BytesIO()
        self.err = io.StringIO()

    def __enter__(self) -> _Quiet:
        self.saved = sys.stdin, sys.stdout, sys.stderr
        self.wrapper = io.TextIOWrapper(self.out, encoding="utf-8")
        sys.stdin = io.TextIOWrapper(io.BytesIO(self.stdin), encoding="utf-8")
        sys.stdout = self.wrapper
        sys.stderr = self.err
        return self

    def __exit__(self, *exc: object) -> None:
        self.wrapper.flush()
        self.data = self.out.getvalue()
        sys.stdin, sys.stdout, sys.stderr = self.saved


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.exists() else ""


def run(command: str, data: bytes, work: Path) -> Outcome:
    """``command`` given ``data`` as its document, and whether it kept the rules (``Outcome.problem``)."""
    doc = work / ("doc.toml" if command == "pog --tables" else "doc.json")
    doc.write_bytes(data)
    watched = [work / "game.pog"] if command == "pog combat --game" else \
        [work / "t.tournament"] if command == "tournament result" else []
    before = [_digest(p) for p in watched]
    crash = ""
    code: int | None = None
    t0 = time.process_time()
    quiet = _Quiet()
    with quiet:
        try:
            code = main(["--lang", "en", *argv(command, doc, work)])
        except SystemExit as exc:  # argparse: a usage error
            code = int(exc.code or 0)
        except BaseException as exc:  # noqa: BLE001 - what the fuzzer looks for
            crash = f"{type(exc).__name__}: {str(exc)[:200]}"
    outcome = Outcome(code, quiet.data, quiet.err.getvalue(), time.process_time() - t0, crash)
    outcome.problem = _problem(outcome, watched, before)
    return outcome


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} in the output")


def _problem(o: Outcome, watched: list[Path], before: list[str]) -> str:
    if o.crash:
        return "escaped: " + o.crash
    if o.code == 0:
        try:
            json.loads(o.out.decode("utf-8"), parse_constant=_no_constant)
        except (UnicodeDecodeError, ValueError) as exc:
            return f"exit 0 without one JSON document in UTF-8: {exc}"
        if o.err:
            return "exit 0 with something on standard error"
        return ""
    if o.code != 2:
        return f"exit {o.code}"
    if o.out:
        return "exit 2 with something on standard output"
    if not o.err.startswith("referee-cli: ") or o.err.count("\n") != 1:
        return f"exit 2 without one line: {o.err[:200]!r}"
    try:
        o.err.encode("utf-8")
    except UnicodeEncodeError:
        return "a message that is not UTF-8"
    if [_digest(p) for p in watched] != before:
        return "the file it names changed although the input was refused"
    return ""


def fuzz(command: str, n: int, seed: int, work: Path, record: Callable[[int, bytes, Outcome], None] | None = None
         ) -> dict[str, Any]:
    """``n`` inputs to ``command`` from ``seed``: counts of each outcome, the problems found."""
    prepare(work)
    rng = random.Random(f"{command}:{seed}")
    counts = {"tried": 0, "exit 0": 0, "exit 2": 0, "problems": 0, "slowest_s": 0.0}
    problems: list[str] = []
    for i in range(n):
        data = make_input(command, rng)
        o = run(command, data, work)
        counts["tried"] += 1
        counts["exit 0" if o.code == 0 else "exit 2" if o.code == 2 else "problems"] += 0 if o.problem else 1
        counts["slowest_s"] = max(counts["slowest_s"], round(o.seconds, 3))
        if o.problem:
            counts["problems"] += 1
            problems.append(f"{command} #{i}: {o.problem}")
        if record is not None:
            record(i, data, o)
    counts["found"] = problems
    return counts


__all__ = ["COMMANDS", "Outcome", "SEEDS", "fuzz", "make_input", "prepare", "run"]

"""Runs DATC-style cases written as TOML (tests/datc/*.toml, tests/rulesets/*.toml).

A case: a ruleset (default "standard"), a starting position (units, centres),
and steps. Each step gives its phase, the orders (each ending in
``=> status``) and what to expect. A step's result becomes the next step's
position. See tests/datc/README.md for the format.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from referee_app.core import Phase, Position, adjudicate, load_ruleset, parse_unit
from referee_app.core.adjudication import Adjudication

DATC_DIR = Path(__file__).parent / "datc"


@dataclass
class Case:
    id: str
    title: str
    data: dict[str, Any]
    source: Path
    note: str = ""
    ruleset: str = "standard"
    steps: list[dict[str, Any]] = field(default_factory=list)


def load_cases(folder: Path = DATC_DIR, pattern: str = "*.toml") -> list[Case]:
    cases: list[Case] = []
    for path in sorted(folder.glob(pattern)):
        with path.open("rb") as fh:
            doc = tomllib.load(fh)
        default_rs = doc.get("ruleset", "standard")
        for c in doc.get("case", []):
            cases.append(Case(c["id"], c.get("title", ""), c, path, c.get("note", ""),
                              c.get("ruleset", default_rs), c.get("step", [])))
    return cases


def split_order(line: str) -> tuple[str, str | None]:
    if "=>" in line:
        text, _, status = line.rpartition("=>")
        return text.strip(), status.strip().lower()
    return line.strip(), None


def unit_set(table: dict[str, list[str]], gm) -> set[tuple[str, str]]:  # type: ignore[no-untyped-def]
    out = set()
    for power, lst in table.items():
        for text in lst:
            u = parse_unit(text, power, gm)
            out.add((u.power, str(u)))
    return out


def run_case(case: Case) -> list[str]:
    """Run a case; return a list of mismatches (empty when it passes)."""
    rs = load_ruleset(case.ruleset)
    gm = rs.map
    units = [parse_unit(t, p, gm) for p, lst in case.data.get("units", {}).items() for t in lst]
    centers = {c.upper(): p.upper() for p, lst in case.data.get("centers", {}).items() for c in lst}
    problems: list[str] = []
    first = case.steps[0]["phase"] if case.steps else "S1901M"
    position = Position.build(Phase.parse(first), units, centers,
                              contested=case.data.get("contested", []))
    if "dislodged" in case.data:
        from referee_app.core import Dislodged

        dis = [Dislodged(parse_unit(d["unit"], p, gm), d.get("attacker_from", ""), d.get("by_convoy", False))
               for p, lst in case.data["dislodged"].items() for d in lst]
        position = Position.build(Phase.parse(first), units, centers, dis, case.data.get("contested", []))
    for n, step in enumerate(case.steps, 1):
        phase = Phase.parse(step["phase"])
        if phase != position.phase:
            if position.phase.sort_key < phase.sort_key:
                # the rules skipped phases with nothing to decide (e.g. no retreats)
                position = Position(phase, position.units, position.centers, position.dislodged, position.contested)
            else:
                problems.append(f"step {n}: expected phase {phase}, engine is at {position.phase}")
                return problems
        orders: dict[str, list[str]] = {}
        expected: list[tuple[str, str, str | None]] = []
        for power, lst in step.get("orders", {}).items():
            for line in lst:
                text, status = split_order(line)
                orders.setdefault(power.upper(), []).append(text)
                expected.append((power.upper(), text, status))
        adj: Adjudication = adjudicate(position, orders, rs, civil_disorder=step.get("civil_disorder", []))
        by_text: dict[tuple[str, str], list[str]] = {}
        for r in adj.results:
            by_text.setdefault((r.power, r.text), []).append(f"{r.status}: {r.reason}")
        for power, text, status in expected:
            if status is None:
                continue
            got = by_text.get((power, text))
            if not got:
                problems.append(f"step {n}: no result for {power} {text!r}")
                continue
            got_status = got.pop(0)
            if got_status.split(":")[0] != status:
                problems.append(f"step {n}: {power} {text!r}: expected {status}, got {got_status}")
        expect = step.get("expect", {})
        if "dislodged" in expect:
            want = unit_set(expect["dislodged"], gm)
            got_d = {(r.unit.power, str(r.unit)) for r in adj.retreats}
            if want != got_d:
                problems.append(f"step {n}: dislodged: expected {sorted(want)}, got {sorted(got_d)}")
        if "units" in expect:
            want = unit_set(expect["units"], gm)
            got_u = {(u.power, str(u)) for u in adj.after.units.values()}
            if want != got_u:
                problems.append(f"step {n}: units: missing {sorted(want - got_u)}, unexpected {sorted(got_u - want)}")
        if "retreats" in expect:
            got_r = {str(r.unit): sorted(str(x) for x in r.destinations) for r in adj.retreats}
            for unit, dests in expect["retreats"].items():
                if sorted(d.upper() for d in dests) != got_r.get(unit.upper()):
                    problems.append(f"step {n}: retreats of {unit}: expected {sorted(dests)}, got {got_r.get(unit.upper())}")
        if "contested" in expect:
            if sorted(c.upper() for c in expect["contested"]) != sorted(adj.contested):
                problems.append(f"step {n}: contested: expected {expect['contested']}, got {sorted(adj.contested)}")
        if "centers" in expect:
            want_c = {c.upper(): p.upper() for p, lst in expect["centers"].items() for c in lst}
            if want_c != dict(adj.after.centers):
                problems.append(f"step {n}: centres differ: {sorted(set(want_c.items()) ^ set(adj.after.centers.items()))}")
        if "winner" in expect:
            w = expect["winner"]
            want_w = tuple(sorted(w)) if isinstance(w, list) else ((w,) if w else ())
            if want_w != adj.winners:
                problems.append(f"step {n}: winners: expected {want_w}, got {adj.winners}")
        if "next_phase" in expect and str(adj.next_phase) != expect["next_phase"]:
            problems.append(f"step {n}: next phase: expected {expect['next_phase']}, got {adj.next_phase}")
        position = adj.after
    return problems


if __name__ == "__main__":  # python tests/datc_runner.py [pattern]
    import sys

    pattern = sys.argv[1] if len(sys.argv) > 1 else "*.toml"
    fails = 0
    all_cases = load_cases(DATC_DIR, pattern)
    for c in all_cases:
        try:
            probs = run_case(c)
        except Exception as exc:  # noqa: BLE001 - a runner reports everything
            probs = [f"crashed: {type(exc).__name__}: {exc}"]
        if probs:
            fails += 1
            print(f"FAIL {c.id} {c.title}")
            for p in probs:
                print("    ", p)
    print(f"{len(all_cases) - fails} passed, {fails} failed")

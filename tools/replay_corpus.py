"""Replay real games (droidippy corpus format) through the adjudicator and compare.

Usage: python tools/replay_corpus.py PATH_TO_FOLDER [--verbose] [--limit N] [--ruleset NAME | --judges]

``--ruleset NAME`` replays with another ruleset (default: standard); ``--judges`` is ``--ruleset
droidippy``, the ruleset that reproduces Droidippy and the `diplomacy` package (DATC v2's land fallback
for an army ordered via convoy with no convoy, docs/rulesets.md).

Each game file has phases: `PHASE <year> <season> <Movement|Retreat|Adjustment>`,
`POSITIONS` (`Power: army|fleet[/dislodged] prov`, `Power: supply prov`) and
`ORDERS` keyed by the unit's province. The next phase's POSITIONS are the
outcome. For every phase we feed the recorded position and orders to our engine
and compare our resulting units (and dislodged units, and supply centres after
the Fall) with the next recorded position. Retreat phases use the dislodgement
details (attacker origin, standoffs) from our own adjudication of the movement
before it. Prints one line per disagreement and a summary.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from referee_app.games.diplomacy import (  # noqa: E402
    Dislodged,
    Location,
    Phase,
    PhaseType,
    Position,
    RefereeError,
    Season,
    Unit,
    UnitType,
    adjudicate,
    load_ruleset,
)

SEASON = {"Spring": Season.SPRING, "Fall": Season.FALL}
KIND = {"Movement": PhaseType.MOVEMENT, "Retreat": PhaseType.RETREATS, "Adjustment": PhaseType.ADJUSTMENTS}
CODE_FIX = {"NAT": "NAO", "MID": "MAO", "NRG": "NWG", "GOL": "LYO"}


@dataclass
class RecPhase:
    year: int
    season: str
    kind: str
    units: list[tuple[str, str, str, bool]] = field(default_factory=list)  # power, type, loc, dislodged
    supply: dict[str, str] = field(default_factory=dict)
    orders: list[str] = field(default_factory=list)

    @property
    def phase(self) -> Phase:
        if self.kind == "Adjustment":
            return Phase(self.year, Season.WINTER, PhaseType.ADJUSTMENTS)
        return Phase(self.year, SEASON[self.season], KIND[self.kind])


def fix_loc(text: str) -> Location:
    loc = Location.parse(text)
    return Location(CODE_FIX.get(loc.province, loc.province), loc.coast)


def read_game(path: Path) -> list[RecPhase]:
    phases: list[RecPhase] = []
    section = ""
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("PHASE "):
            _, year, season, kind = line.split()
            phases.append(RecPhase(int(year), season, kind))
            section = ""
        elif line in ("POSITIONS", "ORDERS"):
            section = line
        elif section == "POSITIONS":
            power, _, rest = line.partition(":")
            what, prov = rest.split()
            power = power.strip().upper()
            if what == "supply":
                phases[-1].supply[fix_loc(prov).province] = power
            else:
                kind, _, flag = what.partition("/")
                phases[-1].units.append((power, "A" if kind == "army" else "F", str(fix_loc(prov)), flag == "dislodged"))
        elif section == "ORDERS":
            phases[-1].orders.append(line)
    return phases


def to_position(rec: RecPhase, dislodged_info: dict[str, Dislodged] | None, contested: frozenset[str]) -> Position:
    units, dis = [], []
    for power, t, loc, is_dis in rec.units:
        u = Unit(power, UnitType(t), Location.parse(loc) if t == "F" else Location.parse(loc).bare)
        if is_dis:
            info = (dislodged_info or {}).get(u.province)
            dis.append(info if info is not None else Dislodged(u, ""))
        else:
            units.append(u)
    return Position.build(rec.phase, units, rec.supply, dis, contested)


def attribute(line: str, pos: Position) -> tuple[str, str]:
    """Which power gave this order line; and the line in our words (codes fixed)."""
    words = line.split()
    fixed = " ".join(str(fix_loc(w)) if i and w.islower() and len(w) >= 3 and w not in ("move", "support", "convoy", "hold", "via", "disband") else w
                     for i, w in enumerate(words))
    first = words[0]
    if first == "build":
        prov = fix_loc(words[2]).province
        return pos.centers.get(prov, ""), f"build {words[1]} {fix_loc(words[2])}"
    if first == "remove":
        prov = fix_loc(words[1]).province
        u = pos.units.get(prov)
        return (u.power if u else ""), f"remove {prov}"
    prov = fix_loc(first).province
    fixed = " ".join([prov] + [str(fix_loc(w)) if w not in ("move", "support", "convoy", "hold", "via", "disband") else w for w in words[1:]])
    if pos.phase.type is PhaseType.RETREATS:
        d = pos.dislodged.get(prov)
        return (d.unit.power if d else ""), fixed
    u = pos.units.get(prov)
    return (u.power if u else ""), fixed


CAUSES = {
    "via-convoy-fallback": "a move written 'via convoy' with no convoy for it: the app moved it over land "
                           "(DATC v2 fallback); DATC v3.0 4.A.3 and our standard ruleset: no fallback, the move fails",
    "default-removal": "a power ordered fewer removals than it owed: the app chose which unit goes; we apply the "
                       "2023 civil-disorder rule (DATC 4.D.8: farthest from an owned centre, fleets first, alphabetical)",
    "unexplained": "not explained by a known rule difference",
    "refused": "the recorded position is one no game could reach (refused before adjudicating)",
}


def classify(adj, want_units, got_units, rs) -> str:  # type: ignore[no-untyped-def]
    """Name the rule difference behind a disagreement, or 'unexplained'."""
    differing = {p for p, _ in (want_units ^ got_units)}
    if any(r.tag == "removed-default" and r.power in differing for r in adj.results):
        return "default-removal"
    if rs.options.adjacent_convoy == "fallback":
        return "unexplained"  # the ruleset already falls back to the land route
    for r in adj.results:
        if r.power in differing and "via convoy" in r.text.lower() and r.status in ("invalid", "fails") and (
            r.tag in ("no-convoy", "illegal", "invalid") or "no chain of fleets" in r.reason
        ):
            return "via-convoy-fallback"
    return "unexplained"


def units_key(units) -> set[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return {(u.power, str(u)) for u in units}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("folder")
    ap.add_argument("--verbose", "-v", action="store_true")
    ap.add_argument("--limit", type=int, default=0)
    which = ap.add_mutually_exclusive_group()
    which.add_argument("--ruleset", default="standard", help="the ruleset to adjudicate with (default: standard)")
    which.add_argument("--judges", action="store_const", const="droidippy", dest="ruleset",
                       help="the ruleset of Droidippy and the diplomacy package (droidippy: DATC v2 land fallback)")
    args = ap.parse_args()
    rs = load_ruleset(args.ruleset)
    print(f"ruleset {rs.name}: adjacent_convoy = {rs.options.adjacent_convoy}, civil_disorder = {rs.options.civil_disorder}")
    files = sorted(Path(args.folder).glob("*.txt"))
    if args.limit:
        files = files[: args.limit]
    phases_done = agree = 0
    disagreements: list[str] = []
    causes: dict[str, int] = {}
    t0 = time.perf_counter()
    for path in files:
        recs = read_game(path)
        dis_info: dict[str, Dislodged] = {}
        contested: frozenset[str] = frozenset()
        for rec, nxt in zip(recs, recs[1:]):
            pos = to_position(rec, dis_info if rec.kind == "Retreat" else None, contested if rec.kind == "Retreat" else frozenset())
            orders: dict[str, list[str]] = {}
            for line in rec.orders:
                power, text = attribute(line, pos)
                if power:
                    orders.setdefault(power, []).append(text)
            phases_done += 1
            try:
                adj = adjudicate(pos, orders, rs)
            except RefereeError as exc:  # a recorded position our checks refuse (positions.check_position)
                causes["refused"] = causes.get("refused", 0) + 1
                disagreements.append(f"[unexplained] {path.name} {rec.year} {rec.season} {rec.kind}: position refused: {exc}")
                dis_info, contested = {}, frozenset()
                continue
            problems = []
            invalid = [f"{r.power}: {r.text} ({r.reason})" for r in adj.results if r.status == "invalid"]
            want_units = {(p, f"{t} {loc}") for p, t, loc, d in nxt.units if not d}
            want_dis = {(p, f"{t} {loc}") for p, t, loc, d in nxt.units if d}
            got_units = units_key(adj.after.units.values())
            got_dis = {(r.unit.power, str(r.unit)) for r in adj.retreats if r.destinations}
            if rec.kind == "Movement":
                # a unit dislodged with nowhere to go is disbanded at once by us; the app may list it
                all_dis = {(r.unit.power, str(r.unit)) for r in adj.retreats}
                if want_dis - all_dis or got_dis - want_dis:
                    problems.append(f"dislodged: recorded {sorted(want_dis)}, ours {sorted(got_dis)}")
            if want_units != got_units:
                problems.append(f"units: recorded-only {sorted(want_units - got_units)}, ours-only {sorted(got_units - want_units)}")
            if nxt.supply and (rec.season == "Fall" and rec.kind != "Adjustment") and not adj.after.dislodged:
                if dict(nxt.supply) != dict(adj.after.centers):
                    diff = sorted(set(nxt.supply.items()) ^ set(adj.after.centers.items()))
                    problems.append(f"centres differ: {diff}")
            if problems:
                cause = classify(adj, want_units, got_units, rs)
                causes[cause] = causes.get(cause, 0) + 1
                disagreements.append(f"[{cause}] {path.name} {rec.year} {rec.season} {rec.kind}: " + "; ".join(problems)
                                     + (f"\n      invalid: {invalid}" if invalid else ""))
            else:
                agree += 1
            dis_info = {r.unit.province: Dislodged(r.unit, r.attacker_from, r.by_convoy) for r in adj.retreats}
            contested = adj.contested
    elapsed = time.perf_counter() - t0
    for d in disagreements:
        if args.verbose or d.startswith("[unexplained"):
            print(d)
    for cause, n in sorted(causes.items()):
        print(f"  {n:4d} phases differ: {CAUSES[cause]}")
    print(f"{len(files)} games, {phases_done} phases replayed, {agree} agree, {len(disagreements)} differ "
          f"({elapsed:.1f} s, {1000 * elapsed / max(phases_done, 1):.2f} ms/phase)")
    return 0 if not disagreements else 1


if __name__ == "__main__":
    sys.exit(main())

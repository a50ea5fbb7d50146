"""Runs DATC-style cases written as TOML (tests/datc/*.toml, tests/rulesets/*.toml).

A case: a ruleset (default "standard"), a starting position (units, centres),
and steps. Each step gives its phase, the orders (each ending in
``=> status``) and what to expect. A step's result becomes the next step's
position. See tests/datc/README.md for the format.

Rulesets cases (tests/rulesets) may also give ``options = {...}`` (rule options
changed for the case), and ``players = N`` to play a whole ``Game`` made by
``variants.new_game`` (then ``[case.setup]`` checks the starting position, and
steps may toss the coin, end the game or vote: see tests/rulesets/README.md).
"""

from __future__ import annotations

import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a script from anywhere

from referee_app.games.diplomacy import Phase, Position, adjudicate, load_ruleset, parse_unit  # noqa: E402
from referee_app.games.diplomacy.rules.adjudication import Adjudication  # noqa: E402

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
    options: dict[str, Any] = field(default_factory=dict)


def load_cases(folder: Path = DATC_DIR, pattern: str = "*.toml") -> list[Case]:
    cases: list[Case] = []
    for path in sorted(folder.glob(pattern)):
        with path.open("rb") as fh:
            doc = tomllib.load(fh)
        default_rs = doc.get("ruleset", "standard")
        default_opts = doc.get("options", {})
        for c in doc.get("case", []):
            cases.append(Case(c["id"], c.get("title", ""), c, path, c.get("note", ""),
                              c.get("ruleset", default_rs), c.get("step", []),
                              {**default_opts, **c.get("options", {})}))
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


def case_ruleset(case: Case):  # type: ignore[no-untyped-def]
    rs = load_ruleset(case.ruleset)
    return rs.derive(**case.options) if case.options else rs


def case_position(case: Case, rs) -> Position:  # type: ignore[no-untyped-def]
    gm = rs.map
    units = [parse_unit(t, p, gm) for p, lst in case.data.get("units", {}).items() for t in lst]
    centers = {c.upper(): p.upper() for p, lst in case.data.get("centers", {}).items() for c in lst}
    first = case.steps[0]["phase"] if case.steps else "S1901M"
    position = Position.build(Phase.parse(first), units, centers,
                              contested=case.data.get("contested", []))
    if "dislodged" in case.data:
        from referee_app.games.diplomacy import Dislodged

        dis = [Dislodged(parse_unit(d["unit"], p, gm), d.get("attacker_from", ""), d.get("by_convoy", False))
               for p, lst in case.data["dislodged"].items() for d in lst]
        position = Position.build(Phase.parse(first), units, centers, dis, case.data.get("contested", []))
    return position


def run_case(case: Case) -> list[str]:
    """Run a case; return a list of mismatches (empty when it passes)."""
    if "players" in case.data:
        return run_game_case(case)
    rs = case_ruleset(case)
    gm = rs.map
    problems: list[str] = []
    position = case_position(case, rs)
    for n, step in enumerate(case.steps, 1):
        phase = Phase.parse(step["phase"])
        if phase != position.phase:
            if position.phase.sort_key < phase.sort_key:
                # the rules skipped phases with nothing to decide (e.g. no retreats)
                position = Position(phase, position.units, position.centers, position.dislodged, position.contested)
            else:
                problems.append(f"step {n}: expected phase {phase}, engine is at {position.phase}")
                return problems
        orders, expected = step_orders(step)
        adj: Adjudication = adjudicate(position, orders, rs, civil_disorder=step.get("civil_disorder", []),
                                       controllers=step.get("controllers"))
        problems += check_step(n, step, expected, adj, adj.after, gm)
        position = adj.after
    return problems


def step_orders(step: dict[str, Any]) -> tuple[dict[str, list[str]], list[tuple[str, str, str | None]]]:
    orders: dict[str, list[str]] = {}
    expected: list[tuple[str, str, str | None]] = []
    for power, lst in step.get("orders", {}).items():
        for line in lst:
            text, status = split_order(line)
            orders.setdefault(power.upper(), []).append(text)
            expected.append((power.upper(), text, status))
    return orders, expected


def check_step(n: int, step: dict[str, Any], expected: list[tuple[str, str, str | None]], adj: Adjudication,
               after: Position, gm) -> list[str]:  # type: ignore[no-untyped-def]
    """Compare one adjudication (and the position after it) with the step's expectations."""
    problems: list[str] = []
    by_text: dict[tuple[str, str], list[str]] = {}
    for r in adj.results:
        by_text.setdefault((r.power, r.text), []).append(f"{r.status}: {r.reason}")
    reasons = step.get("reasons", {})
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
        want_reason = reasons.get(text)
        if want_reason and want_reason.casefold() not in got_status.casefold():
            problems.append(f"step {n}: {power} {text!r}: reason should mention {want_reason!r}, got {got_status}")
    expect = step.get("expect", {})
    if "dislodged" in expect:
        want = unit_set(expect["dislodged"], gm)
        got_d = {(r.unit.power, str(r.unit)) for r in adj.retreats}
        if want != got_d:
            problems.append(f"step {n}: dislodged: expected {sorted(want)}, got {sorted(got_d)}")
    problems += check_board(n, expect, after, gm)
    if "retreats" in expect:
        got_r = {str(r.unit): sorted(str(x) for x in r.destinations) for r in adj.retreats}
        for unit, dests in expect["retreats"].items():
            if sorted(d.upper() for d in dests) != got_r.get(unit.upper()):
                problems.append(f"step {n}: retreats of {unit}: expected {sorted(dests)}, got {got_r.get(unit.upper())}")
    if "contested" in expect:
        if sorted(c.upper() for c in expect["contested"]) != sorted(adj.contested):
            problems.append(f"step {n}: contested: expected {expect['contested']}, got {sorted(adj.contested)}")
    if "winner" in expect:
        w = expect["winner"]
        want_w = tuple(sorted(w)) if isinstance(w, list) else ((w,) if w else ())
        if want_w != adj.winners:
            problems.append(f"step {n}: winners: expected {want_w}, got {adj.winners}")
    if "disbanded" in expect:
        want = unit_set(expect["disbanded"], gm)
        got_b = {(u.power, str(u)) for u in adj.disbanded}
        if want != got_b:
            problems.append(f"step {n}: disbanded: expected {sorted(want)}, got {sorted(got_b)}")
    if "removal_order" in expect:
        got_o = [str(r.order.unit) for r in adj.results  # type: ignore[union-attr]
                 if r.tag == "removed-default" and r.order is not None]
        if [u.upper() for u in expect["removal_order"]] != got_o:
            problems.append(f"step {n}: removals by the rules: expected {expect['removal_order']}, got {got_o}")
    return problems


def check_board(n: int | str, expect: dict[str, Any], position: Position, gm) -> list[str]:  # type: ignore[no-untyped-def]
    problems: list[str] = []
    if "units" in expect:
        want = unit_set(expect["units"], gm)
        got_u = {(u.power, str(u)) for u in position.units.values()}
        if want != got_u:
            problems.append(f"step {n}: units: missing {sorted(want - got_u)}, unexpected {sorted(got_u - want)}")
    if "centers" in expect:
        want_c = {c.upper(): p.upper() for p, lst in expect["centers"].items() for c in lst}
        if want_c != dict(position.centers):
            problems.append(f"step {n}: centres differ: {sorted(set(want_c.items()) ^ set(position.centers.items()))}")
    if "next_phase" in expect and str(position.phase) != expect["next_phase"]:
        problems.append(f"step {n}: next phase: expected {expect['next_phase']}, got {position.phase}")
    return problems


# --- whole games: player counts, neutral Italy and its coin toss, endings ----------------------

def run_game_case(case: Case) -> list[str]:
    """A case with ``players = N``: a Game from ``variants.new_game``, played step by step."""
    import itertools

    from referee_app.games.diplomacy import RefereeError, variants

    rs = case_ruleset(case)
    d = case.data
    position = case_position(case, rs) if "units" in d else None
    ticks = itertools.count(1_000_000_000)
    game = variants.new_game(rs, d["players"], d.get("assignment", 0), names=d.get("names"), seed=d.get("toss_seed"),
                             start_year=d.get("start_year"), position=position, clock=lambda: float(next(ticks)))
    problems = check_game("setup", d.get("setup", {}), game, processed=False)
    for n, step in enumerate(case.steps, 1):
        if "phase" in step and str(game.phase) != step["phase"]:
            problems.append(f"step {n}: expected phase {step['phase']}, the game is at {game.phase}")
            return problems
        orders, expected = step_orders(step)
        for power, lines in orders.items():
            game.set_orders(power, lines)
        if "toss" in step:
            game.coin_toss(int(step["toss"]))
        action = step.get("action")
        if action is not None:
            try:
                run_action(game, action)
            except RefereeError as exc:
                if not action.get("error") or action["error"].casefold() not in str(exc).casefold():
                    problems.append(f"step {n}: {action.get('do')}: {exc}")
            else:
                if action.get("error"):
                    problems.append(f"step {n}: {action.get('do')} should be refused ({action['error']})")
        processed = bool(step.get("process", action is None))
        if processed:
            game.process()
            assert game.last is not None and game.last.adjudication is not None
            problems += check_step(n, step, expected, game.last.adjudication, game.position, game.ruleset.map)
        problems += check_game(n, step.get("expect", {}), game, processed)
    return problems


def run_action(game, action: dict[str, Any]) -> None:  # type: ignore[no-untyped-def]
    from referee_app.games.diplomacy import endings

    do = action["do"]
    if do == "lots":
        endings.end_by_agreement(game, action.get("seed"), how="lots")
    elif do == "draw":
        endings.end_by_agreement(game, how="draw")
    elif do == "agree":
        endings.agree_fixed_end(game, year=action.get("year"), minutes=action.get("minutes"))
    elif do == "fixed":
        endings.end_at_fixed_point(game, by=action.get("by", "year"), measure=action.get("measure"))
    elif do == "vote":
        game._last_vote = endings.end_of_game_vote(game, action.get("votes", {}), action.get("threshold"))
    elif do == "referral":
        game._last_vote = endings.referral_vote(game, action.get("question", ""), action.get("votes", {}),
                                                majority_of=action.get("majority_of", "all"))
    elif do == "civil_disorder":
        game.set_civil_disorder(action["power"], action.get("on", True))
    elif do == "toss":
        game.coin_toss(action.get("seed"))
    else:
        raise ValueError(f"unknown action {do!r}")


def check_game(n: int | str, expect: dict[str, Any], game, processed: bool) -> list[str]:  # type: ignore[no-untyped-def]
    """Expectations about the game as a whole (the setup, or after a step)."""
    from referee_app.games.diplomacy import endings, variants

    problems: list[str] = []
    if not processed:
        problems += check_board(n, expect, game.position, game.ruleset.map)
    if "phase" in expect and str(game.phase) != expect["phase"]:
        problems.append(f"step {n}: phase: expected {expect['phase']}, got {game.phase}")
    if "civil_disorder" in expect and sorted(expect["civil_disorder"]) != list(game.civil_disorder):
        problems.append(f"step {n}: civil disorder: expected {expect['civil_disorder']}, got {game.civil_disorder}")
    for power, name in expect.get("players", {}).items():
        if game.players.get(power.upper()) != name:
            problems.append(f"step {n}: {power} should be played by {name!r}, not {game.players.get(power.upper())!r}")
    if "victory_centers" in expect and game.ruleset.victory_centers != expect["victory_centers"]:
        problems.append(f"step {n}: victory needs {game.ruleset.victory_centers} centres, expected {expect['victory_centers']}")
    gm = game.ruleset.map
    for code in expect.get("impassable", []):
        if not gm.is_impassable(code.upper()):
            problems.append(f"step {n}: {code} should be impassable now")
    for code in expect.get("passable", []):
        if gm.is_impassable(code.upper()):
            problems.append(f"step {n}: {code} should be passable now")
    if "active_powers" in expect and sorted(expect["active_powers"]) != game.active_powers():
        problems.append(f"step {n}: active powers: expected {sorted(expect['active_powers'])}, got {game.active_powers()}")
    if "toss" in expect:
        want = expect["toss"]
        got = game.toss
        if got is None:
            problems.append(f"step {n}: no coin toss recorded")
        else:
            for key, val in want.items():
                if key == "verified":
                    if variants.verify_toss(got) != val:
                        problems.append(f"step {n}: toss verification should be {val}")
                elif got.get(key) != val:
                    problems.append(f"step {n}: toss {key}: expected {val!r}, got {got.get(key)!r}")
    if "end" in expect:
        want = expect["end"]
        end = game.end
        if not want:
            if end is not None:
                problems.append(f"step {n}: the game should go on, it ended: {end}")
        elif end is None:
            problems.append(f"step {n}: the game should have ended ({want})")
        else:
            if "reason" in want and end.reason != want["reason"]:
                problems.append(f"step {n}: end reason: expected {want['reason']}, got {end.reason} ({end.detail})")
            if "winners" in want and sorted(w.upper() for w in want["winners"]) != sorted(end.winners):
                problems.append(f"step {n}: winners: expected {sorted(want['winners'])}, got {sorted(end.winners)} ({end.detail})")
            if "detail" in want and want["detail"].casefold() not in end.detail.casefold():
                problems.append(f"step {n}: end detail should mention {want['detail']!r}: {end.detail}")
            if "verified" in want and endings.verify_lots(end.data) != want["verified"]:
                problems.append(f"step {n}: lots verification should be {want['verified']}")
            for key, val in want.get("data", {}).items():
                if end.data.get(key) != val:
                    problems.append(f"step {n}: end data {key}: expected {val!r}, got {end.data.get(key)!r}")
    if "vote" in expect:
        r = getattr(game, "_last_vote", None)
        if r is None:
            problems.append(f"step {n}: no vote taken")
        else:
            for key, val in expect["vote"].items():
                if getattr(r, key) != val:
                    problems.append(f"step {n}: vote {key}: expected {val!r}, got {getattr(r, key)!r}")
    if "fixed_end_due" in expect and endings.fixed_end_due(game) != expect["fixed_end_due"]:
        problems.append(f"step {n}: fixed end due should be {expect['fixed_end_due']}")
    return problems


if __name__ == "__main__":  # python tests/datc_runner.py [pattern] [folder]
    import sys

    pattern = sys.argv[1] if len(sys.argv) > 1 else "*.toml"
    folder = Path(sys.argv[2]) if len(sys.argv) > 2 else DATC_DIR
    fails = 0
    all_cases = load_cases(folder, pattern)
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

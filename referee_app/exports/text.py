"""The results log in the style of the hobby's e-mail judges.

::

    Movement results for Spring of 1901.

    France:   Army Paris -> Burgundy.  (*bounce*)
    Germany:  Army Munich -> Burgundy.  (*bounce*)

    The following units were dislodged:
    ...

Each order is written out with full names and its outcome tag in ``(*...*)``;
dislodged units with their retreat options; adjustments; the ownership of
supply centres at the end of each year; a supply-centre chart at the end.
Plain text, so a game master can paste it into an e-mail.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..core.adjudication import Adjudication, OrderResult
from ..core.game import Game, PhaseRecord
from ..core.geography import GameMap
from ..core.orders import Build, Convoy, Disband, Hold, Move, Order, Remove, Retreat, Support, Waive
from ..core.state import PhaseType, Position, Unit, UnitType
from .common import (
    base_ruleset,
    centre_counts,
    centre_table,
    end_of_year,
    kept_phases,
    location_name,
    power_name,
    ruleset_for,
    season_words,
)

# our result tags -> the judges' outcome words (no word: the order did what it said)
OUTCOME_WORDS = {
    "bounced": "bounce",
    "cut": "cut",
    "dislodged": "dislodged",
    "no-convoy": "no convoy",
    "paradox": "no convoy: paradox",
    "void": "void",
    "not-used": "not used",
    "army-failed": "army did not move",
    "removed-default": "civil disorder",
}
QUIET_TAGS = {"moved", "held", "supported", "convoyed", "retreated", "built", "removed", "waived", "disbanded", ""}
INVALID_TAGS = {"invalid", "syntax", "unknown-name", "ambiguous-name", "no-such-unit", "illegal", "duplicate",
                "too-many", "limit"}


def unit_words(gm: GameMap, unit: Unit) -> str:
    return f"{'Army' if unit.type is UnitType.ARMY else 'Fleet'} {location_name(gm, unit.location)}"


def order_words(gm: GameMap, order: Order) -> str:
    """An order written out the judges' way: 'Army Paris -> Burgundy'."""
    if isinstance(order, Hold):
        return f"{unit_words(gm, order.unit)} HOLD"
    if isinstance(order, Move):
        via = " by convoy" if order.via_convoy else ""
        return f"{unit_words(gm, order.unit)} -> {location_name(gm, order.dest)}{via}"
    if isinstance(order, Support):
        target = f"{'Army' if order.supported.type is UnitType.ARMY else 'Fleet'} {location_name(gm, order.supported.province)}"
        if order.dest is None:
            return f"{unit_words(gm, order.unit)} SUPPORT {target}"
        return f"{unit_words(gm, order.unit)} SUPPORT {target} -> {location_name(gm, order.dest)}"
    if isinstance(order, Convoy):
        return (f"{unit_words(gm, order.unit)} CONVOY Army {location_name(gm, order.army.province)} -> "
                f"{location_name(gm, order.dest)}")
    if isinstance(order, Retreat):
        return f"{unit_words(gm, order.unit)} -> {location_name(gm, order.dest)}"
    if isinstance(order, Disband):
        return f"{unit_words(gm, order.unit)} DISBAND"
    if isinstance(order, Build):
        kind = "an army" if order.type is UnitType.ARMY else "a fleet"
        return f"Builds {kind} in {location_name(gm, order.location)}"
    if isinstance(order, Remove):
        kind = "army" if order.unit.type is UnitType.ARMY else "fleet"
        return f"Removes the {kind} in {location_name(gm, order.unit.location)}"
    if isinstance(order, Waive):
        return "Build waived"
    raise TypeError(order)


def _or_list(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " or " + items[-1]


def _and_list(items: Iterable[str]) -> str:
    lst = list(items)
    return ", ".join(lst)


def _label_width(game: Game) -> int:
    return max(len(power_name(game.ruleset, p)) for p in game.powers) + 2


def _order_unit(order: Order | None) -> Unit | None:
    if order is None or isinstance(order, (Build, Waive)):
        return None
    return order.unit


def result_tag(r: OrderResult, dislodged: set[str]) -> str:
    """The ``(*...*)`` tag of one result ('' when the order simply did what it said)."""
    words: list[str] = []
    if r.status == "invalid" or r.tag in INVALID_TAGS:
        words.append(f"invalid: {r.reason}" if r.reason else "invalid")
    elif r.tag in OUTCOME_WORDS:
        words.append(OUTCOME_WORDS[r.tag])
    elif r.tag not in QUIET_TAGS or r.status == "fails":
        words.append(r.tag or r.status)
    unit = _order_unit(r.order)
    if (unit is not None and unit.province in dislodged and "dislodged" not in words
            and r.status != "invalid" and not isinstance(r.order, (Retreat, Disband))):
        words.append("dislodged")
    if isinstance(r.order, Retreat) and r.tag == "bounced":
        words = ["bounce", "destroyed"]
    return f"  (*{', '.join(words)}*)" if words else ""


def _written(gm: GameMap, r: OrderResult) -> str:
    if r.tag == "removed-default" and r.order is not None:
        return order_words(gm, r.order)
    if r.order is not None:
        return order_words(gm, r.order)
    return f'"{r.text}"'


_HEADINGS = {PhaseType.MOVEMENT: "Movement results", PhaseType.RETREATS: "Retreat orders",
             PhaseType.ADJUSTMENTS: "Adjustment orders"}


def phase_text(game: Game, rec: PhaseRecord) -> str:
    """The results of one adjudicated phase, judge style."""
    adj = rec.adjudication
    if adj is None:
        raise ValueError(f"{rec.phase} has not been adjudicated")
    rs = ruleset_for(game, adj.phase)
    gm = rs.map
    width = _label_width(game)
    dislodged = {o.unit.province for o in adj.retreats}
    out = [f"{_HEADINGS[adj.phase.type]} for {season_words(adj.phase)}.", ""]
    by_power: dict[str, list[str]] = {}
    for r in adj.results:
        label = f"{power_name(game.ruleset, r.power)}:".ljust(width)
        by_power.setdefault(r.power, []).append(f"{label}{_written(gm, r)}.{result_tag(r, dislodged)}")
    # units that were given no order
    # (an invalid order to a real unit counts as its order: the line above says why it holds)
    before = adj.before
    pool = dict(before.units) if adj.phase.type is PhaseType.MOVEMENT else {p: d.unit for p, d in before.dislodged.items()}
    ordered = {u.province for r in adj.results for u in [_order_unit(r.order)]
               if u is not None and pool.get(u.province) == u}
    if adj.phase.type is PhaseType.MOVEMENT:
        for u in sorted(before.units.values(), key=lambda u: (u.power, u.province)):
            if u.province not in ordered:
                label = f"{power_name(game.ruleset, u.power)}:".ljust(width)
                tag = "no order, dislodged" if u.province in dislodged else "no order"
                by_power.setdefault(u.power, []).append(f"{label}{unit_words(gm, u)} HOLD.  (*{tag}*)")
    elif adj.phase.type is PhaseType.RETREATS:
        for d in sorted(before.dislodged.values(), key=lambda d: (d.unit.power, d.unit.province)):
            if d.unit.province not in ordered:
                label = f"{power_name(game.ruleset, d.unit.power)}:".ljust(width)
                by_power.setdefault(d.unit.power, []).append(f"{label}{unit_words(gm, d.unit)} DISBAND.  (*no order*)")
    else:
        owed = _owed(game, before)
        for power, n in owed.items():
            done = sum(1 for r in adj.results if r.power == power and r.status == "succeeds")
            if n > 0 and done < n:
                label = f"{power_name(game.ruleset, power)}:".ljust(width)
                missing = n - done
                by_power.setdefault(power, []).append(
                    f"{label}{missing} build{'s' if missing > 1 else ''} not used.")
    for power in game.powers:
        if power in by_power:
            out.extend(by_power[power])
            out.append("")
    if adj.phase.type is PhaseType.MOVEMENT and adj.retreats:
        out.append("The following units were dislodged:")
        out.append("")
        for o in sorted(adj.retreats, key=lambda o: (o.unit.power, o.unit.province)):
            label = f"{power_name(game.ruleset, o.unit.power)}:".ljust(width)
            if o.destinations:
                dests = _or_list([location_name(gm, loc) for loc in o.destinations])
                out.append(f"{label}{unit_words(gm, o.unit)} can retreat to {dests}.")
            else:
                out.append(f"{label}{unit_words(gm, o.unit)} with no valid retreats was destroyed.")
        out.append("")
    if end_of_year(rec):
        out.extend(ownership_text(game, adj))
    if adj.winners:
        names = " and ".join(power_name(game.ruleset, w) for w in adj.winners)
        out.append(f"{names} {'has' if len(adj.winners) == 1 else 'have'} {rs.victory_centers} or more "
                   "supply centres: the game is won.")
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def _owed(game: Game, pos: Position) -> dict[str, int]:
    from ..core.adjudication import adjustment_counts

    return adjustment_counts(pos.units, pos.centers, ruleset_for(game, pos.phase))


def ownership_text(game: Game, adj: Adjudication) -> list[str]:
    """'Ownership of supply centers' and the count of centres, units and adjustments owed."""
    gm = base_ruleset(game).map
    after = adj.after
    width = _label_width(game)
    out = ["Ownership of supply centers:", ""]
    for power in game.powers:
        owned = after.centers_of(power)
        if owned:
            label = f"{power_name(game.ruleset, power)}:".ljust(width)
            out.append(label + _and_list(sorted(gm.provinces[c].name for c in owned)) + ".")
    free = sorted(gm.provinces[c].name for c in gm.supply_centers if c not in after.centers)
    if free:
        out.append("Unowned:".ljust(width) + _and_list(free) + ".")
    out.append("")
    counts = centre_counts(after, game.ruleset)
    owed = _owed(game, after)
    for power in game.powers:
        units = len(after.units_of(power))
        if not counts.get(power) and not units:
            continue
        n = owed.get(power, 0)
        if n > 0:
            change = f"Builds {n:>3} unit{'s' if n != 1 else ''}."
        elif n < 0:
            change = f"Removes {-n:>2} unit{'s' if n != -1 else ''}."
        else:
            change = "Builds   0 units."
        label = f"{power_name(game.ruleset, power)}:".ljust(width)
        out.append(f"{label}{counts.get(power, 0):>2} Supply centers, {units:>2} Units:  {change}")
    out.append("")
    return out


def chart_text(game: Game) -> str:
    """Supply centres of every power at the start and at the end of each year."""
    rows = centre_table(game)
    width = _label_width(game)
    head = "".ljust(width) + "".join(f"{r.label:>6}" for r in rows)
    lines = ["Supply centre chart:", "", head]
    for power in game.powers:
        lines.append(f"{power_name(game.ruleset, power)}".ljust(width) + "".join(f"{r.counts.get(power, 0):>6}" for r in rows))
    return "\n".join(lines) + "\n"


def game_text(game: Game) -> str:
    """The whole game as a judge-style results log."""
    rs = base_ruleset(game)
    head: list[str] = []
    if game.setup.title:
        head.append(game.setup.title)
        head.append("=" * len(game.setup.title))
    head.append(f"Rules: {rs.title or rs.name}")
    players = [(p, game.setup.players.get(p, "")) for p in game.powers]
    if any(name for _, name in players):
        width = _label_width(game)
        head.append("")
        head.append("Players:")
        for p, name in players:
            cd = "  (civil disorder)" if p in game.setup.civil_disorder else ""
            head.append(f"  {power_name(rs, p) + ':':<{width}}{name or '-'}{cd}")
    parts = ["\n".join(head) + "\n"]
    for e in kept_phases(game):
        parts.append(phase_text(game, e.record))
    parts.append(chart_text(game))
    if game.end is not None:
        winners = " and ".join(power_name(rs, w) for w in game.end.winners) or "nobody"
        detail = f" ({game.end.detail})" if game.end.detail else ""
        parts.append(f"The game has ended: {game.end.reason.replace('-', ' ')}, {winners}{detail}.\n")
    else:
        parts.append(f"Next phase: {game.phase.long_name()}.\n")
    return "\n".join(parts)


def write_text(game: Game, out_path: str) -> None:
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(game_text(game))

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

Every function takes ``lang`` (en, zh_Hant, zh_Hans, ja): the words come from the core's
catalogues (``export.*`` keys), names of provinces and powers from the ruleset, the reasons
of invalid orders from the results' messages.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from ...games.diplomacy.rules.adjudication import Adjudication, OrderResult
from ...games.diplomacy.rules.geography import GameMap, Location
from ...games.diplomacy.rules.i18n import end_reason, phase_name, render, result_reason, template, tr
from ...games.diplomacy.rules.i18n import msg as _msg
from ...games.diplomacy.rules.orders import Build, Convoy, Disband, Hold, Move, Order, Remove, Retreat, Support, Waive
from ...games.diplomacy.rules.ruleset import Ruleset
from ...games.diplomacy.rules.state import PhaseType, Position, Unit, UnitType
from ...games.diplomacy.table.game import Game, PhaseRecord
from .common import (
    base_ruleset,
    centre_counts,
    centre_table,
    end_of_year,
    kept_phases,
    ruleset_for,
)

# our result tags -> the judges' outcome words (no word: the order did what it said)
OUTCOME_WORDS = {
    "bounced": "export.outcome.bounced",
    "cut": "export.outcome.cut",
    "dislodged": "export.outcome.dislodged",
    "no-convoy": "export.outcome.no_convoy",
    "paradox": "export.outcome.paradox",
    "void": "export.outcome.void",
    "not-used": "export.outcome.not_used",
    "army-failed": "export.outcome.army_failed",
    "removed-default": "export.outcome.civil_disorder",
    "disbanded-default": "export.outcome.disbanded_default",
}
QUIET_TAGS = {"moved", "held", "supported", "convoyed", "retreated", "built", "removed", "waived", "disbanded", ""}
INVALID_TAGS = {"invalid", "syntax", "unknown-name", "ambiguous-name", "no-such-unit", "illegal", "duplicate",
                "too-many", "limit"}
_COAST_WORDS = {"NC": "export.coast.NC", "SC": "export.coast.SC", "EC": "export.coast.EC", "WC": "export.coast.WC"}
_SEASONS = {"S": "export.season.S", "F": "export.season.F", "W": "export.season.W"}
_HEADINGS = {PhaseType.MOVEMENT: "export.heading.movement", PhaseType.RETREATS: "export.heading.retreats",
             PhaseType.ADJUSTMENTS: "export.heading.adjustments"}


# --- widths: a CJK character takes two columns in a fixed-width font ---------------------------

def text_width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def ljust(text: str, width: int) -> str:
    return text + " " * max(0, width - text_width(text))


# --- names ------------------------------------------------------------------------------------------

def power_name(game_or_rs: Game | Ruleset, code: str, lang: str = "en") -> str:
    rs = game_or_rs.ruleset if isinstance(game_or_rs, Game) else game_or_rs
    p = rs.map.powers.get(code)
    if p is None:
        return code.title()
    return p.name if lang == "en" else (p.names.get(lang) or p.name)


def province_name(gm: GameMap, code: str, lang: str = "en") -> str:
    p = gm.provinces.get(code)
    if p is None:
        return code
    return p.display_name(lang)


def location_name(gm: GameMap, loc: Location | str, lang: str = "en") -> str:
    if isinstance(loc, str):
        loc = Location.parse(loc)
    name = province_name(gm, loc.province, lang)
    if loc.coast:
        coast = tr(_COAST_WORDS[loc.coast], lang) if loc.coast in _COAST_WORDS else loc.coast.lower()
        return tr("export.coast_name", lang, name=name, coast=coast)
    return name


def season_words(phase: object, lang: str = "en") -> str:
    """'Spring of 1901' as the judges write it (``1901年春季``)."""
    season = tr(_SEASONS[phase.season.value], lang)  # type: ignore[attr-defined]
    return tr("export.when", lang, season=season, year=str(phase.year))  # type: ignore[attr-defined]


def unit_words(gm: GameMap, unit: Unit, lang: str = "en") -> str:
    key = "export.army" if unit.type is UnitType.ARMY else "export.fleet"
    return tr(key, lang, place=location_name(gm, unit.location, lang))


def order_words(gm: GameMap, order: Order, lang: str = "en") -> str:
    """An order written out the judges' way: 'Army Paris -> Burgundy'."""
    def t(key: str, **params: str) -> str:
        return tr(key, lang, None, **params)

    if isinstance(order, Hold):
        return t("export.hold", unit=unit_words(gm, order.unit, lang))
    if isinstance(order, Move):
        key = "export.move_via" if order.via_convoy else "export.move"
        return t(key, unit=unit_words(gm, order.unit, lang), dest=location_name(gm, order.dest, lang))
    if isinstance(order, Support):
        kind = "export.army" if order.supported.type is UnitType.ARMY else "export.fleet"
        target = t(kind, place=location_name(gm, order.supported.province, lang))
        if order.dest is None:
            return t("export.support_hold", unit=unit_words(gm, order.unit, lang), target=target)
        return t("export.support_move", unit=unit_words(gm, order.unit, lang), target=target,
                 dest=location_name(gm, order.dest, lang))
    if isinstance(order, Convoy):
        army = t("export.army", place=location_name(gm, order.army.province, lang))
        return t("export.convoy", unit=unit_words(gm, order.unit, lang), army=army, dest=location_name(gm, order.dest, lang))
    if isinstance(order, Retreat):
        return t("export.retreat", unit=unit_words(gm, order.unit, lang), dest=location_name(gm, order.dest, lang))
    if isinstance(order, Disband):
        return t("export.disband", unit=unit_words(gm, order.unit, lang))
    if isinstance(order, Build):
        key = "export.build_army" if order.type is UnitType.ARMY else "export.build_fleet"
        return t(key, place=location_name(gm, order.location, lang))
    if isinstance(order, Remove):
        key = "export.remove_army" if order.unit.type is UnitType.ARMY else "export.remove_fleet"
        return t(key, place=location_name(gm, order.unit.location, lang))
    if isinstance(order, Waive):
        return t("export.waive")
    raise TypeError(order)


def _or_list(items: list[str], lang: str = "en") -> str:
    if len(items) <= 1:
        return "".join(items)
    return template("_fmt.list", lang).join(items[:-1]) + tr("export.or", lang) + items[-1]


def _and_list(items: Iterable[str], lang: str = "en") -> str:
    return template("_fmt.list", lang).join(items)


def _label_width(game: Game, lang: str = "en") -> int:
    return max(text_width(tr("export.label", lang, power=power_name(game, p, lang))) for p in game.powers) + 1


def _label(game: Game, power: str, width: int, lang: str) -> str:
    return ljust(tr("export.label", lang, power=power_name(game, power, lang)), width)


def _order_unit(order: Order | None) -> Unit | None:
    if order is None or isinstance(order, (Build, Waive)):
        return None
    return order.unit


def result_tag(r: OrderResult, dislodged: set[str], lang: str = "en", gm: GameMap | None = None) -> str:
    """The ``(*...*)`` tag of one result ('' when the order simply did what it said)."""
    words: list[str] = []
    if r.status == "invalid" or r.tag in INVALID_TAGS:
        why = result_reason(r, lang, gm)
        words.append(tr("export.invalid_why", lang, reason=why) if why else tr("export.invalid", lang))
    elif r.tag in OUTCOME_WORDS:
        words.append(tr(OUTCOME_WORDS[r.tag], lang))
    elif r.tag not in QUIET_TAGS or r.status == "fails":
        words.append(r.tag or r.status)
    unit = _order_unit(r.order)
    dislodged_word = tr("export.outcome.dislodged", lang)
    if (unit is not None and unit.province in dislodged and dislodged_word not in words
            and r.status != "invalid" and not isinstance(r.order, (Retreat, Disband))):
        words.append(dislodged_word)
    if isinstance(r.order, Retreat) and r.tag == "bounced":
        words = [tr("export.outcome.bounced", lang), tr("export.destroyed", lang)]
    return tr("export.tag", lang, words=template("_fmt.list", lang).join(words)) if words else ""


def _written(gm: GameMap, r: OrderResult, lang: str) -> str:
    if r.order is not None:
        return order_words(gm, r.order, lang)
    return f'"{r.text}"'


def edits_text(game: Game, rec: PhaseRecord, lang: str = "en") -> list[str]:
    """The referee's corrections of the position that stand in this phase: when, the note, and every
    change, one a line ([] when there were none)."""
    from ...games.diplomacy.table.editor import describe_changes

    out: list[str] = []
    for edit in rec.edits:
        rs = ruleset_for(game, edit.after.phase)
        out.append(tr("export.edit.heading", lang, when=season_words(edit.before.phase, lang), note=edit.note))
        out.extend("  - " + render(change, lang, rs) for change in describe_changes(edit.before, edit.after))
        out.append("")
    return out


def phase_text(game: Game, rec: PhaseRecord, lang: str = "en") -> str:
    """The results of one adjudicated phase, judge style (after the referee's corrections of its
    position, if any)."""
    adj = rec.adjudication
    if adj is None:
        raise ValueError(f"{rec.phase} has not been adjudicated")
    rs = ruleset_for(game, adj.phase)
    gm = rs.map
    width = _label_width(game, lang)

    def line(power: str, text: str, tag: str = "") -> str:
        return tr("export.line", lang, label=_label(game, power, width, lang), order=text, tag=tag)

    dislodged = {o.unit.province for o in adj.retreats}
    out = edits_text(game, rec, lang)
    out += [tr(_HEADINGS[adj.phase.type], lang, when=season_words(adj.phase, lang)), ""]
    by_power: dict[str, list[str]] = {}
    for r in adj.results:
        by_power.setdefault(r.power, []).append(line(r.power, _written(gm, r, lang), result_tag(r, dislodged, lang, gm)))
    # units that were given no order
    # (an invalid order to a real unit counts as its order: the line above says why it holds)
    before = adj.before
    pool = dict(before.units) if adj.phase.type is PhaseType.MOVEMENT else {p: d.unit for p, d in before.dislodged.items()}
    ordered = {u.province for r in adj.results for u in [_order_unit(r.order)]
               if u is not None and pool.get(u.province) == u}
    if adj.phase.type is PhaseType.MOVEMENT:
        for u in sorted(before.units.values(), key=lambda u: (u.power, u.province)):
            if u.province not in ordered:
                key = "export.no_order_dislodged" if u.province in dislodged else "export.no_order"
                by_power.setdefault(u.power, []).append(line(u.power, tr("export.hold", lang, unit=unit_words(gm, u, lang)),
                                                             tr("export.tag", lang, words=tr(key, lang))))
    elif adj.phase.type is PhaseType.RETREATS:
        for d in sorted(before.dislodged.values(), key=lambda d: (d.unit.power, d.unit.province)):
            if d.unit.province not in ordered:
                by_power.setdefault(d.unit.power, []).append(
                    line(d.unit.power, tr("export.disband", lang, unit=unit_words(gm, d.unit, lang)),
                         tr("export.tag", lang, words=tr("export.no_order", lang))))
    else:
        owed = _owed(game, before)
        for power, n in owed.items():
            done = sum(1 for r in adj.results if r.power == power and r.status == "succeeds")
            if n > 0 and done < n:
                text = render(_msg("export.builds_not_used", n=n - done), lang)
                by_power.setdefault(power, []).append(_label(game, power, width, lang) + text)
    for power in game.powers:
        if power in by_power:
            out.extend(by_power[power])
            out.append("")
    if adj.phase.type is PhaseType.MOVEMENT and adj.retreats:
        out.append(tr("export.dislodged_heading", lang))
        out.append("")
        for o in sorted(adj.retreats, key=lambda o: (o.unit.power, o.unit.province)):
            label = _label(game, o.unit.power, width, lang)
            if o.destinations:
                dests = _or_list([location_name(gm, loc, lang) for loc in o.destinations], lang)
                out.append(label + tr("export.can_retreat", lang, unit=unit_words(gm, o.unit, lang), places=dests))
            else:
                out.append(label + tr("export.destroyed_no_retreat", lang, unit=unit_words(gm, o.unit, lang)))
        out.append("")
    if end_of_year(rec):
        out.extend(ownership_text(game, adj, lang))
    if adj.winners:
        names = tr("export.and", lang).join(power_name(game, w, lang) for w in adj.winners)
        key = "export.won_one" if len(adj.winners) == 1 else "export.won_many"
        out.append(tr(key, lang, powers=names, n=str(rs.victory_centers)))
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def _owed(game: Game, pos: Position) -> dict[str, int]:
    from ...games.diplomacy.rules.adjudication import adjustment_counts

    return adjustment_counts(pos.units, pos.centers, ruleset_for(game, pos.phase))


def ownership_text(game: Game, adj: Adjudication, lang: str = "en") -> list[str]:
    """'Ownership of supply centers' and the count of centres, units and adjustments owed."""
    gm = base_ruleset(game).map
    after = adj.after
    width = _label_width(game, lang)
    end = tr("export.sentence_end", lang)
    out = [tr("export.ownership", lang), ""]
    for power in game.powers:
        owned = after.centers_of(power)
        if owned:
            names = [province_name(gm, c, lang) for c in sorted(owned, key=lambda c: gm.provinces[c].name)]
            out.append(_label(game, power, width, lang) + _and_list(names, lang) + end)
    free = sorted((c for c in gm.supply_centers if c not in after.centers), key=lambda c: gm.provinces[c].name)
    if free:
        out.append(ljust(tr("export.unowned", lang), width) + _and_list([province_name(gm, c, lang) for c in free], lang) + end)
    out.append("")
    counts = centre_counts(after, game.ruleset)
    owed = _owed(game, after)
    for power in game.powers:
        units = len(after.units_of(power))
        if not counts.get(power) and not units:
            continue
        n = owed.get(power, 0)
        if n > 0:
            change = render(_msg("export.builds", n=n), lang)
        elif n < 0:
            change = render(_msg("export.removes", n=-n), lang)
        else:
            change = tr("export.builds_none", lang)
        counted = tr("export.counts", lang, centres=str(counts.get(power, 0)), units=str(units), change=change)
        out.append(_label(game, power, width, lang) + counted)
    out.append("")
    return out


def chart_text(game: Game, lang: str = "en") -> str:
    """Supply centres of every power at the start and at the end of each year."""
    rows = centre_table(game)
    width = _label_width(game, lang)
    start = tr("export.start", lang)

    def cell(label: str) -> str:
        return " " * max(0, 6 - text_width(label)) + label

    head = "".ljust(width) + "".join(cell(start if r.year is None else r.label) for r in rows)
    lines = [tr("export.chart", lang), "", head]
    for power in game.powers:
        lines.append(ljust(power_name(game, power, lang), width) + "".join(f"{r.counts.get(power, 0):>6}" for r in rows))
    return "\n".join(lines) + "\n"


def game_text(game: Game, lang: str = "en") -> str:
    """The whole game as a judge-style results log, in ``lang``."""
    rs = base_ruleset(game)
    head: list[str] = []
    if game.setup.title:
        head.append(game.setup.title)
        head.append("=" * text_width(game.setup.title))
    head.append(tr("export.rules", lang, rules=rs.title or rs.name))
    players = [(p, game.setup.players.get(p, "")) for p in game.powers]
    if any(name for _, name in players):
        width = _label_width(game, lang)
        head.append("")
        head.append(tr("export.players", lang))
        for p, name in players:
            cd = tr("export.civil_disorder", lang) if p in game.setup.civil_disorder else ""
            head.append("  " + ljust(tr("export.label", lang, power=power_name(rs, p, lang)), width) + (name or "-") + cd)
    parts = ["\n".join(head) + "\n"]
    for e in kept_phases(game):
        parts.append(phase_text(game, e.record, lang))
    if game.current.edits:
        parts.append("\n".join(edits_text(game, game.current, lang)))
    parts.append(chart_text(game, lang))
    if game.end is not None:
        winners = tr("export.and", lang).join(power_name(rs, w, lang) for w in game.end.winners) or tr("export.nobody", lang)
        from ...games.diplomacy.rules.i18n import end_detail

        detail = end_detail(game.end, lang, rs)
        parts.append(tr("export.ended", lang, reason=end_reason(game.end.reason), winners=winners,
                        detail=tr("export.detail", lang, detail=detail) if detail else "") + "\n")
    else:
        parts.append(tr("export.next_phase", lang, phase=phase_name(game.phase, lang)) + "\n")
    return "\n".join(parts)


def write_text(game: Game, out_path: str, lang: str = "en") -> None:
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(game_text(game, lang))

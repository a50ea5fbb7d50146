"""The headless contract's position read straight from per-map tables, and written back as the contract's lists.

``position_from_tables(doc, ruleset)`` builds the position of a document written the way the
contract writes its own output (upper-case powers, canonical units such as ``A PAR`` and
``F STP/SC``, canonical centre codes, no dislodged units, no standoffs) with one table look-up per
unit and per centre. Anything else returns None, and ``jsonapi.position_from_json`` reads the
document and says what is wrong with it. It accepts nothing that ``position_from_json`` refuses and
builds the same position, so the contract's checks stay in one place: every new check there needs
this function to send the documents it refuses the long way (tests/test_speed.py compares both,
over real documents and the hostile ones of tests/test_hostile_input.py).

What it leaves to its callers: ``adjudicate_json`` checks the whole document first
(``core.inputs.check_document``: size, nesting, numbers, text UTF-8 can hold) and the type of
``ruleset``, and reads ``orders``, ``civil_disorder`` and ``explain`` itself. ``positions.check_position`` is not
run again on a position built here: it always passes (only units the map's table holds, which are
those ``check_position`` accepts, each under its own province, known centres owned by known powers, no
dislodged unit, no standoff), so a new check there needs this function to return None for what it
refuses; tests/test_speed.py runs ``check_position`` on every position built here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from operator import attrgetter
from typing import Any, Final

from ..rules.errors import PhaseError
from ..rules.positions import MAX_YEAR, max_units
from ..rules.ruleset import Ruleset
from ..rules.state import Phase, Position, Season, Unit, unit_table

# the keys of an input document (docs/headless-api.md); a document with any other goes the long way
KEYS: Final = frozenset({"ruleset", "phase", "units", "centers", "orders", "dislodged", "contested", "civil_disorder",
                         "explain"})


def position_from_tables(doc: Mapping[str, Any], ruleset: Ruleset) -> Position | None:
    """The position of a canonical document (no dislodged units, no standoffs); None for any other."""
    try:
        return _read(doc, ruleset)
    except (TypeError, AttributeError):  # unhashable or strange values: the long way says what is wrong
        return None


def _read(doc: Mapping[str, Any], ruleset: Ruleset) -> Position | None:
    gm = ruleset.map
    if not isinstance(doc, dict) or not doc.keys() <= KEYS:
        return None  # (a dict, read as one; any other mapping goes the long way)
    dislodged = doc.get("dislodged")
    if dislodged is not None and not (type(dislodged) is dict and not dislodged):
        return None
    contested = doc.get("contested")
    if contested is not None and not (type(contested) is list and not contested):
        return None  # standoffs, or not a list at all (the long way says so)
    text = doc.get("phase")
    if type(text) is not str:
        return None
    try:
        phase = Phase.parse(text)
    except PhaseError:
        return None
    raw_units = doc.get("units")
    if type(raw_units) is not dict:
        return None
    table = unit_table(gm)
    units: dict[str, Unit] = {}
    count = 0
    for power, lst in raw_units.items():
        by_text = table.get(power)
        if by_text is None or type(lst) is not list:
            return None
        for written in lst:
            unit = by_text.get(written)
            if unit is None:  # a unit not written the canonical way
                return None
            units[unit.province] = unit
        count += len(lst)
    if len(units) != count:
        return None  # two units in one province
    centers: dict[str, str] = {}
    raw_centers = doc.get("centers")
    if raw_centers is not None:
        if type(raw_centers) is not dict:
            return None
        scs = gm.supply_centers
        powers = gm.powers
        count = 0
        for power, lst in raw_centers.items():
            if power not in powers or type(lst) is not list or not scs.issuperset(lst):
                return None
            centers.update(dict.fromkeys(lst, power))
            count += len(lst)
        if len(centers) != count:
            return None  # a centre owned twice
    if len(units) > max_units(gm) or phase.year > MAX_YEAR:
        return None  # more units than the board holds, a year too late: the long way says so
    if phase.year == ruleset.start_year and phase.season is not Season.WINTER and raw_centers and \
            any(len(lst) > len(gm.home_supply_centers(power)) for power, lst in raw_centers.items()):
        return None  # more centres than home centres before the first winter: the long way says so
    return Position(phase, units, centers, {}, frozenset())


# --- the contract's lists of a position (the results of adjudicate_json and the express lanes) ---------

_BY_POWER_PROVINCE: Final = attrgetter("power", "province")


def units_json(units: Iterable[Unit]) -> dict[str, list[str]]:
    """``{POWER: ["A PAR", ...]}`` sorted by power, then province."""
    out: dict[str, list[str]] = {}
    for u in sorted(units, key=_BY_POWER_PROVINCE):
        lst = out.get(u.power)
        if lst is None:
            out[u.power] = [u.text]
        else:
            lst.append(u.text)
    return out


def centers_json(centers: Mapping[str, str]) -> dict[str, list[str]]:
    """``{POWER: ["PAR", ...]}`` sorted by province."""
    out: dict[str, list[str]] = {}
    for c, p in sorted(centers.items()):
        lst = out.get(p)
        if lst is None:
            out[p] = [c]
        else:
            lst.append(c)
    return out

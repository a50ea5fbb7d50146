"""Supply (14) traced over the map's lines (spaces.toml): which spaces a nation's units are in supply in,
and which units the attrition phase removes (14.3.5). Pure functions over plain values; the players give
who controls each space (the map's starting sides by default) and the forts under siege.

Read as: a unit is in supply when a chain of lines joins its space to one of its nation's sources through
spaces its side controls (14.1.2); a space holding a besieged friendly fort breaks the chain, one holding a
besieged enemy fort does not (14.1.2, 14.1.3); a line only some nations use carries only their supply,
except the sea lines from London (14.2.4). By sea (14.1.4): a chain that reaches one of its side's ports
(spaces.toml's ``port``: the Central Powers' in Germany and Russia, the Allies' elsewhere, 14.1.4.1,
14.1.4.2) goes on from every other port of its side it controls, then over land again: at most two ports
on a line, so one crossing. A port usable only while another space is held ([supply]
``port_if_controlled``: Constantinople with Gallipoli for the Allies) counts only then.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from referee_app.core.messages import msg

from .combat import _choice, find_space, side_of
from .errors import PogError
from .tables import NATIONS, SIDES, Rules


@dataclass(frozen=True)
class SupplyRules:
    sources: Mapping[str, tuple[str, ...]]
    if_controlled: Mapping[str, tuple[str, ...]]
    always: Mapping[str, tuple[str, ...]]
    sea_lines: frozenset[frozenset[str]]
    port_if_controlled: Mapping[str, str]


def supply_rules(rules: Rules) -> SupplyRules:
    """The supply table of tables.toml (``[supply]``, a referee's corrections laid over it)."""
    raw = rules.supply

    def lists(key: str) -> dict[str, tuple[str, ...]]:
        table = raw.get(key, {})
        return {str(k): tuple(str(x) for x in v) for k, v in table.items() if isinstance(v, list)}

    lines = frozenset(frozenset(pair) for pair in raw.get("sea_lines", []) if isinstance(pair, list) and len(pair) == 2)
    ports_if = {str(k): str(v) for k, v in raw.get("port_if_controlled", {}).items()}
    return SupplyRules(lists("sources"), lists("if_controlled"), lists("always"), lines, ports_if)


def traced(rules: Rules, side: str, nation: str, control: Mapping[str, str], besieged: Iterable[str] = (),
           table: SupplyRules | None = None, *, sea: bool = True) -> dict[str, str]:
    """Every space a ``nation``'s unit of ``side`` is in supply in, with the source it traces to (14.1.2),
    by sea between the side's ports too (14.1.4) unless ``sea`` is False."""
    sr = table or supply_rules(rules)
    siege = set(besieged)

    def passable(space: str) -> bool:
        mine = control.get(space) == side
        return (mine and space not in siege) or (not mine and space in siege)

    sources = [s for s in sr.sources.get(nation, ()) if s in rules.spaces and control.get(s) == side]
    sources += [s for s in sr.if_controlled.get(nation, ()) if s in rules.spaces and control.get(s) == side]
    reached: dict[str, str] = {}
    queue: deque[str] = deque()
    for s in sources:
        if s not in reached and passable(s):
            reached[s] = s
            queue.append(s)

    def overland() -> None:
        while queue:
            here = queue.popleft()
            for there in rules.spaces[here].connections:
                if there in reached:
                    continue
                only = rules.dotted.get(frozenset((here, there)))
                if only and nation not in only and frozenset((here, there)) not in sr.sea_lines:
                    continue
                if passable(there):  # an enemy space stops the chain (14.1.3)
                    reached[there] = reached[here]
                    queue.append(there)

    overland()
    if not sea:
        return reached
    ports = [name for name, sp in rules.spaces.items() if sp.port == side and control.get(name) == side
             and passable(name) and control.get(sr.port_if_controlled.get(name, name)) == side]
    embarked = next((p for p in ports if p in reached), None)  # a port the chain reaches (14.1.4)
    if embarked is not None:
        for p in ports:  # one crossing: the second port on the line, then over land again
            if p not in reached:
                reached[p] = reached[embarked]
                queue.append(p)
        overland()
    return reached


def check_supply(rules: Rules, doc: Any) -> dict[str, Any]:
    """The ``pog supply`` contract: {"units": [{"id", "nation", "type", "space", "tag"}], "control": {space:
    side} (the map's starting sides for the rest), "besieged": [space]} -> each unit in or out of supply,
    and what the attrition phase does with those out of it (14.3.5: corps to the replaceable box of
    eliminated units, armies out of the game)."""
    if not isinstance(doc, Mapping):
        raise PogError(msg("pog.input.not_object", field="input"))
    control = {name: sp.side for name, sp in rules.spaces.items()}
    given = doc.get("control", {})
    if not isinstance(given, Mapping):
        raise PogError(msg("pog.input.not_object", field="control"))
    for name, side in given.items():
        control[find_space(rules, name, "control").name] = _choice(side, f"control.{name}", SIDES)
    besieged_in = doc.get("besieged", [])
    if not isinstance(besieged_in, list):
        raise PogError(msg("pog.input.not_list", field="besieged"))
    besieged = [find_space(rules, b, "besieged").name for b in besieged_in]
    units = doc.get("units", [])
    if not isinstance(units, list):
        raise PogError(msg("pog.input.not_list", field="units"))
    sr = supply_rules(rules)
    cache: dict[tuple[str, str], dict[str, str]] = {}
    out: list[dict[str, Any]] = []
    for i, u in enumerate(units):
        where = f"units[{i + 1}]"
        if not isinstance(u, Mapping):
            raise PogError(msg("pog.input.not_object", field=where))
        nation = _choice(u.get("nation"), where + ".nation", NATIONS)
        kind = _choice(u.get("type", "corps"), where + ".type", ("army", "corps"))
        space = find_space(rules, u.get("space"), where + ".space")
        tag = str(u.get("tag", "")).upper()
        side = side_of(nation)
        uid = str(u.get("id", f"{nation} {kind} {i + 1}"))
        always = next((rule for key in (tag, nation) if key for rule in sr.always.get(key, ())
                       if rule == "*" or rule == f"country:{space.nation}" or rule == f"space:{space.name}"), None)
        if always is not None:
            out.append({"id": uid, "space": space.name, "in_supply": True, "source": None, "always": always})
            continue
        key = (side, nation)
        if key not in cache:
            cache[key] = traced(rules, side, nation, control, besieged, sr)
        source = cache[key].get(space.name)
        out.append({"id": uid, "space": space.name, "in_supply": source is not None, "source": source,
                    "type": kind})
    oos = [u for u in out if not u["in_supply"]]
    return {"units": out, "out_of_supply": [u["id"] for u in oos],
            "attrition": {"eliminated": [u["id"] for u in oos if u.get("type") == "corps"],
                          "removed_for_good": [u["id"] for u in oos if u.get("type") == "army"]}}


def sources_of(rules: Rules, nation: str) -> Sequence[str]:
    return supply_rules(rules).sources.get(nation, ())


__all__ = ["SupplyRules", "check_supply", "sources_of", "supply_rules", "traced"]

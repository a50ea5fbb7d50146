"""The units of a combat as the referee types them, one counter a line, into the engine's JSON.

    GE A 5/3            a German army, combat factor 5 (3 once reduced), at full strength
    GE A 5/3 r          the same army on its reduced side
    FR C 1/0            a French corps
    BR A 4/2 BEF        a British army of the BEF (12.4.4.3, 12.4.5)
    RU A 3/2 CAU lf2    the Russian Caucasus army, loss factor 2 (the nation's by default; a corps': 1)
    GE A 5/3 #1st       a name for the unit (else "GE army 1")

Words are read in any case and order; a line the parser cannot read is named with what is wrong, so
the referee corrects it before the combat is resolved. The rules (what a reduced army becomes, which
table fires) are the engine's (``games/paths_of_glory/combat.py``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from referee_app.games.paths_of_glory.combat import BRITISH_ORDER, NO_REPLACING
from referee_app.games.paths_of_glory.tables import NATIONS

translate = QCoreApplication.translate

TAGS = tuple(sorted({tag for _kind, tag in BRITISH_ORDER} | set(NO_REPLACING) | {"CAU"}))
_FACTORS = re.compile(r"^(\d+)(?:[-/](\d+))?$")
_LF = re.compile(r"^lf(\d+)(?:[-/](\d+))?$", re.IGNORECASE)
KINDS = {"a": "army", "army": "army", "c": "corps", "corps": "corps"}
REDUCED = {"r", "red", "reduced"}


@dataclass(frozen=True)
class Problem:
    line: int  # 1-based
    text: str


def parse_units(text: str, *, reserve: bool = False) -> tuple[list[dict[str, Any]], list[Problem]]:
    """The units of ``text`` (one a line) as the engine reads them, and what could not be read."""
    units: list[dict[str, Any]] = []
    problems: list[Problem] = []
    counts: dict[tuple[str, str], int] = {}
    for n, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        unit: dict[str, Any] = {"strength": "full"}
        name = ""
        bad: list[str] = []
        for word in line.split():
            low = word.lower()
            if word.startswith("#") and len(word) > 1:
                name = word[1:]
            elif word.upper() in NATIONS and "nation" not in unit:
                unit["nation"] = word.upper()
            elif low in KINDS and "type" not in unit:
                unit["type"] = KINDS[low]
            elif low in REDUCED:
                unit["strength"] = "reduced"
            elif low == "full":
                unit["strength"] = "full"
            elif word.upper() in TAGS:
                unit["tag"] = word.upper()
            elif (m := _FACTORS.match(word)) and "cf" not in unit:
                full = int(m.group(1))
                unit["cf"] = [full, int(m.group(2)) if m.group(2) is not None else full]
            elif m := _LF.match(word):
                full = int(m.group(1))
                unit["lf"] = [full, int(m.group(2)) if m.group(2) is not None else full]
            else:
                bad.append(word)
        if bad:
            problems.append(Problem(n, translate("PathsOfGlory", "line {n}: “{words}” not understood").format(
                n=n, words=" ".join(bad))))
            continue
        if "nation" not in unit:
            problems.append(Problem(n, translate("PathsOfGlory", "line {n}: which nation (GE, FR, BR …)?").format(n=n)))
            continue
        if "type" not in unit:
            problems.append(Problem(n, translate("PathsOfGlory", "line {n}: army (A) or corps (C)?").format(n=n)))
            continue
        unit.setdefault("cf", [0, 0])
        key = (unit["nation"], unit["type"])
        counts[key] = counts.get(key, 0) + 1
        unit["id"] = name or f"{unit['nation']} {unit['type']} {'R' if reserve else ''}{counts[key]}"
        units.append(unit)
    ids = [u["id"] for u in units]
    for uid in sorted({i for i in ids if ids.count(i) > 1}):
        problems.append(Problem(0, translate("PathsOfGlory", "two units are called {name}").format(name=uid)))
    return units, problems


def unit_text(unit: dict[str, Any]) -> str:
    """A unit back in the typed form (for a combat shown again)."""
    words = [unit["nation"], "A" if unit["type"] == "army" else "C"]
    cf = unit.get("cf") or [0, 0]
    cf = cf if isinstance(cf, list) else [cf, cf]
    words.append(f"{cf[0]}/{cf[1]}")
    if unit.get("strength") == "reduced":
        words.append("r")
    if unit.get("tag"):
        words.append(unit["tag"])
    return " ".join(words)


__all__ = ["Problem", "TAGS", "parse_units", "unit_text"]

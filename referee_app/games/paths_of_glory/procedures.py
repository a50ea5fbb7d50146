"""The other rolls and counts of the rules: mandated offensives (7), victory (5), trenches (11.2),
sieges (15), activation (9.2.3), strategic redeployment (13.1.2), stacking (10.1), supply (14.2),
attrition (14.3.5) and war commitment (9.5.1.3, E.4). Pure functions; the game records their use."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from referee_app.core.messages import Many, Message, msg

from .combat import _choice, _int
from .errors import PogError
from .tables import NATIONS, SCENARIOS, SIDES, Rules

INITIALLY_AT_WAR = ("GE", "AH", "FR", "BR", "BE", "RU", "SB", "MN")
TRENCH_MARKER_NATIONS = ("GE", "BR", "FR", "IT")  # 11.2.9
BRITISH_PARTS = ("AUS", "CND", "PT", "ANA")  # 9.2.3: all British count as one nationality
CHANNEL_SPACES = ("Antwerp", "Ostend", "Calais", "Amiens")  # 9.2.3: Belgians there activate as British


# --- mandated offensives (7) ------------------------------------------------------------------

@dataclass(frozen=True)
class Mandated:
    side: str
    roll: int
    modified: int
    read: str  # what the table says at the modified roll
    result: str  # after the events: a nation, "AH_IT", or "none"
    effective: bool  # False: "none" or a neutral nation (7.1.2)
    why: Message | None  # why the reading was changed, if it was

    def to_json(self) -> dict[str, Any]:
        return {"side": self.side, "roll": self.roll, "modified": self.modified, "read": self.read, "result": self.result,
                "effective": self.effective, "why": self.why.to_json() if self.why else None}


def mandated_offensive(rules: Rules, side: str, roll: int, *, hoffmann: bool = False, hl_take_command: bool = False,
                       bolshevik: bool = False, at_war: Iterable[str] = INITIALLY_AT_WAR,
                       italy_conquered: bool = False) -> Mandated:
    """The side's mandated offensive for the turn (7.1): the die on its table, Hoffmann +1 to the Central
    roll (7.1.9, a 7 reads as the last row), GE none after H-L Take Command (7.1.10), RU none after the
    Bolshevik Revolution (7.1.11), AH(IT) as AH while Italy is neutral or conquered (7.1.6), a neutral
    nation no effect (7.1.2)."""
    _choice(side, "side", SIDES)
    _int(roll, "roll", 1, 6)
    modified = min(roll + (1 if hoffmann and side == "central" else 0), 6)
    read = rules.mandated[side][modified - 1]
    result, why = read, None
    war = set(at_war)
    if read == "AH_IT" and ("IT" not in war or italy_conquered):
        result, why = "AH", msg("pog.mo.ah_it_as_ah")
    elif read == "GE" and hl_take_command:
        result, why = "none", msg("pog.mo.hl")
    elif read == "RU" and bolshevik:
        result, why = "none", msg("pog.mo.bolshevik")
    nation = "AH" if result == "AH_IT" else result
    effective = result != "none" and nation in war
    if result != "none" and not effective:
        why = msg("pog.mo.neutral", nation=nation)
    return Mandated(side, roll, modified, read, result, effective, why)


NEUTRAL_ENTRY = {"BU": "central", "IT": "allied", "RO": "allied", "GR": "allied"}  # 9.5.2.1
OTHER_ENTRY = {"TU": "16.1.3.1", "US": "16.3"}  # 9.5.2.3: not by a neutral-entry event


def check_neutral_entry(nation: str, side: str, at_war: Iterable[str]) -> None:
    """A neutral-entry event (9.5.2.1) brings in Bulgaria for the Central Powers, Italy, Romania or Greece
    for the Allies; Turkey and the United States enter by their own rules (9.5.2.3); a nation at war
    already cannot enter again."""
    if nation in OTHER_ENTRY:
        raise PogError(msg("pog.entry.other_rule", nation=msg(f"pog.nation.{nation}"), rule=OTHER_ENTRY[nation]))
    if nation not in NEUTRAL_ENTRY:
        raise PogError(msg("pog.entry.not_neutral", nation=msg(f"pog.nation.{nation}")))
    if NEUTRAL_ENTRY[nation] != side:
        raise PogError(msg("pog.entry.wrong_side", nation=msg(f"pog.nation.{nation}"),
                           side=msg(f"pog.side.{NEUTRAL_ENTRY[nation]}")))
    if nation in set(at_war):
        raise PogError(msg("pog.entry.already", nation=msg(f"pog.nation.{nation}")))


def entries_at_commitment(side: str, level: str, levels: Sequence[str]) -> list[tuple[str, Message]]:
    """Nations a side's new war commitment brings into the war: Turkey when the Central Powers reach
    Limited War (16.1.3.1, to which seed 9.5.2.3 points)."""
    if side == "central" and levels.index(level) >= 1:
        return [("TU", msg("pog.reason.turkey_limited"))]
    return []


# what each mandated-offensive result asks of the attack (7.1.3-7.1.7): the nation that must attack, and
# the enemy nations it must attack (empty: any enemy unit)
MO_ATTACK: dict[str, tuple[str, tuple[str, ...]]] = {
    "AH": ("AH", ()), "AH_IT": ("AH", ("IT",)), "TU": ("TU", ()), "GE": ("GE", ("US", "BR", "BE", "FR")),
    "FR": ("FR", ("GE",)), "BR": ("BR", ("GE",)), "IT": ("IT", ()), "RU": ("RU", ()),
}
BRITISH_NATIONS = ("BR",)  # AUS, CND, PT, ANA are British tags on BR units


def check_mandated_attack(result: str, attackers: Sequence[Any], defenders: Sequence[Any]) -> None:
    """A combat counts as the mandated offensive only if it includes the named nation's units against the
    named enemy (7.1.3-7.1.7): AH (IT) is Austro-Hungarian units attacking Italians; FR and BR attack
    Germans; GE attacks Americans, British, Belgians or French. Where the rule names spaces (7.1.4-7.1.6:
    France, Belgium, Germany; Italian territory) the players check them; the aid has no map for it."""
    need = MO_ATTACK.get(result)
    if need is None:
        return
    nation, enemies = need
    if not any(getattr(u, "nation", "") == nation for u in attackers):
        raise PogError(msg("pog.mo.not_this_attack", result=msg(f"pog.mo.result.{result}"),
                           nation=msg(f"pog.nation.{nation}")))
    if enemies and not any(getattr(u, "nation", "") in enemies for u in defenders):
        raise PogError(msg("pog.mo.not_this_enemy", result=msg(f"pog.mo.result.{result}"),
                           enemies=Many([msg(f"pog.nation.{n}") for n in enemies], "or")))


def mandated_vp(side: str, result: str, made: bool, *, french_mutiny: bool = False, joint_with_us: bool = False) -> int:
    """The VP change for a mandated offensive at the end of the turn: failing costs the side 1 VP
    (7.1.3: Central -1, Allied +1); under the French Mutiny an FR result reverses: a French attack
    gives +1 unless made jointly with the Americans (7.1.8)."""
    _choice(side, "side", SIDES)
    if side == "allied" and result == "FR" and french_mutiny:
        return 1 if made and not joint_with_us else 0
    if made:
        return 0
    return -1 if side == "central" else 1


# --- victory (5) -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Victory:
    result: str  # central | allied | draw | both_lose
    automatic: str | None
    final_vp: int
    reason: Message

    def to_json(self) -> dict[str, Any]:
        return {"result": self.result, "automatic": self.automatic}


def automatic_victory(rules: Rules, vp: int) -> str | None:
    """E.2 (5.2): 20 or more, the Central Powers; 0 or less, the Allies. Bids are not counted (5.6.2.1)."""
    if vp >= rules.automatic_central:
        return "central"
    if vp <= rules.automatic_allied:
        return "allied"
    return None


def victory(rules: Rules, scenario: str, vp: int, *, brest_litovsk: bool = False, tournament_bid: int | None = None,
            peace: bool = False) -> Victory:
    """Who won a game that ended with ``vp`` on the track (5.1.1, 5.2-5.6)."""
    _choice(scenario, "scenario", SCENARIOS)
    _int(vp, "vp")
    if tournament_bid is not None:
        _int(tournament_bid, "tournament_bid")
    automatic = automatic_victory(rules, vp)
    tournament = tournament_bid is not None
    if peace:  # 5.1.1 a draw; 5.6.4 in a tournament both lose
        return Victory("both_lose" if tournament else "draw", automatic, vp,
                       msg("pog.victory.peace_tournament" if tournament else "pog.victory.peace"))
    if automatic is not None:
        return Victory(automatic, automatic, vp, msg("pog.victory.automatic", vp=vp))
    sc = rules.scenarios[scenario]
    levels = sc.levels_brest_litovsk if brest_litovsk and sc.levels_brest_litovsk is not None else sc.levels
    final = vp + (tournament_bid or 0)  # 5.6.2: the bid is added at the end
    result = levels.standing(final)
    if result == "draw" and tournament:
        result = "allied"  # 5.6.3: a draw counts as an Allied win
    return Victory(result, None, final, msg("pog.victory.levels", vp=final, central=levels.central_at_least,
                                           allied=levels.allied_at_most))


VICTORY_KEYS = frozenset({"scenario", "vp", "brest_litovsk", "tournament_bid", "peace"})


def victory_json(rules: Rules, doc: Any) -> dict[str, Any]:
    """The ``pog victory`` contract."""
    if not isinstance(doc, Mapping):
        raise PogError(msg("pog.input.not_object", field="input"))
    unknown = sorted(set(doc) - VICTORY_KEYS)
    if unknown:
        raise PogError(msg("pog.input.unknown_field", field=str(unknown[0])[:60]))
    bid = doc.get("tournament_bid")
    for key in ("brest_litovsk", "peace"):
        if not isinstance(doc.get(key, False), bool):
            raise PogError(msg("pog.input.not_bool", field=key))
    scenario = _choice(doc.get("scenario"), "scenario", SCENARIOS)
    vp = _int(doc.get("vp"), "vp")
    return victory(rules, scenario, vp, brest_litovsk=bool(doc.get("brest_litovsk", False)),
                   tournament_bid=bid, peace=bool(doc.get("peace", False))).to_json()


def commitment_level(rules: Rules, war_status: int) -> str:
    """The war commitment a war status reaches (16.1 thresholds, from the data)."""
    if war_status >= rules.total_at:
        return rules.commitment_levels[2]
    if war_status >= rules.limited_at:
        return rules.commitment_levels[1]
    return rules.commitment_levels[0]


# --- trenches (11.2) -----------------------------------------------------------------------------

@dataclass(frozen=True)
class Entrench:
    roll: int
    modified: int
    lf: int
    success: bool
    level: int  # the trench level afterwards
    marker: bool  # 11.2.9: a failure marker is placed

    def to_json(self) -> dict[str, Any]:
        return {"roll": self.roll, "modified": self.modified, "lf": self.lf, "success": self.success, "level": self.level,
                "marker": self.marker}


def entrench(rules: Rules, nation: str, level: int, roll: int, *, lf: int | None = None, failed_before: bool = False,
             optional_drm: bool = False, out_of_supply: bool = False) -> Entrench:
    """An army's entrenchment roll (11.2.2): at or under its loss factor puts a level 1 trench, or turns a
    level 1 into level 2; never above 2 (11.2.3). With the optional rule 11.2.9, a German, British,
    French or Italian army that failed last time rolls with -1 (the drm is never more than -1)."""
    _choice(nation, "nation", NATIONS)
    _int(level, "level", 0, 2)
    _int(roll, "roll", 1, 6)
    if out_of_supply:
        raise PogError(msg("pog.trench.oos"))  # 14.3.3
    if level >= 2:
        raise PogError(msg("pog.trench.max"))
    factor = lf if lf is not None else rules.army_loss_factors.get(nation)
    if factor is None:
        raise PogError(msg("pog.input.missing", field="lf"))
    drm = -1 if optional_drm and failed_before and nation in TRENCH_MARKER_NATIONS else 0
    modified = roll + drm
    success = modified <= factor
    return Entrench(roll, modified, factor, success, level + 1 if success else level,
                    optional_drm and not success and nation in TRENCH_MARKER_NATIONS)


# --- sieges (15) -----------------------------------------------------------------------------------

def can_besiege(armies: int, corps: int, fort_lf: int) -> bool:
    """15.2.1: at least one army, or as many corps as the fort's loss factor."""
    return _int(armies, "armies", 0) >= 1 or _int(corps, "corps", 0) >= _int(fort_lf, "fort_lf", 1)


def siege_roll(fort_cf: int, roll: int, drm: int = 0) -> bool:
    """Phase D: does the besieged fort fall? 15.3.2 of the published rules (the seed stops at 15.2.4): the
    fort is destroyed when the die, modified (15.3.3, or a drm the referee types), is greater than its value
    (the fort's one number on the map, its combat and loss factor)."""
    _int(fort_cf, "fort_cf", 0)
    _int(roll, "roll", 1, 6)
    _int(drm, "drm")
    return roll + drm > fort_cf


# --- activation, SR, stacking (9.2.3, 9.2.7.1, 13.1.2, 10.1) --------------------------------------

def activation_cost(nations: Sequence[str], *, country: str = "", space: str = "",
                    merged: Sequence[Sequence[str]] = ()) -> int:
    """Activation points for one space (9.2.3): one per nationality of its units (forts not counted),
    with all British as one, Belgians in Antwerp, Ostend, Calais or Amiens as British, French and
    Americans in France or Germany as one, and the groups a card (CP Sud Army, 11th Arty) merges."""
    if not nations:
        raise PogError(msg("pog.activation.empty"))  # 9.2.6
    groups: list[str] = []
    for n in nations:
        code = "BR" if n in BRITISH_PARTS else n
        if code not in NATIONS:
            raise PogError(msg("pog.input.not_one_of", field="nations", value=n, allowed=", ".join(NATIONS + BRITISH_PARTS)))
        if code == "BE" and space in CHANNEL_SPACES:
            code = "BR"
        if code == "US" and country in ("France", "Germany"):
            code = "FR"
        for group in merged:
            if code in group:
                code = "+".join(sorted(group))
        groups.append(code)
    return len(set(groups))


def mef_activation_cost(mef_army: bool, other_corps: int) -> int:
    """9.2.7.1: supplied from the MEF Beach Head, the MEF army costs 3 OPS and each other corps 1."""
    return (3 if mef_army else 0) + _int(other_corps, "corps", 0)


def sr_cost(corps: int, armies: int) -> int:
    """13.1.2: 1 SR point per corps, 4 per army (full or reduced)."""
    return _int(corps, "corps", 0) + 4 * _int(armies, "armies", 0)


STACKING_LIMIT = 3


def stacking_ok(units: int, *, moving: bool = False) -> bool:
    """10.1.1-10.1.2: three units a space, forts not counted; not in force while moving or redeploying."""
    return moving or _int(units, "units", 0) <= STACKING_LIMIT


# --- supply and attrition (14) ---------------------------------------------------------------------

def supply_sources(nation: str) -> list[Message]:
    """Where a nation's units trace supply (14.2), with the units always in supply (14.1.5-14.1.8)."""
    _choice(nation, "nation", NATIONS + BRITISH_PARTS)
    if nation in ("GE", "AH", "TU", "BU"):
        out = [msg("pog.supply.central")]
        if nation == "TU":
            out.append(msg("pog.supply.medina"))
        return out
    if nation in ("RU", "SB", "RO"):
        out = [msg("pog.supply.east")]
        if nation == "SB":
            out += [msg("pog.supply.serbia"), msg("pog.supply.salonika")]
        return out
    if nation == "MN":
        return [msg("pog.supply.always")]
    out = [msg("pog.supply.london")]
    if nation == "ANA":
        out = [msg("pog.supply.always")]
    return out


def attrition(units: Sequence[Mapping[str, Any]]) -> dict[str, list[str]]:
    """Phase C (14.3.5): out-of-supply corps go to the reserve box, out-of-supply armies leave the game.
    Forts need no supply (14.1.7)."""
    out: dict[str, list[str]] = {"reserve": [], "removed_for_good": []}
    for i, u in enumerate(units):
        if not isinstance(u, Mapping):
            raise PogError(msg("pog.input.not_object", field=f"units[{i + 1}]"))
        kind = _choice(u.get("type"), f"units[{i + 1}].type", ("army", "corps"))
        uid = str(u.get("id", f"{u.get('nation', '?')} {kind} {i + 1}"))
        out["reserve" if kind == "corps" else "removed_for_good"].append(uid)
    return out


__all__ = ["Entrench", "INITIALLY_AT_WAR", "MO_ATTACK", "NEUTRAL_ENTRY", "check_mandated_attack", "check_neutral_entry",
           "entries_at_commitment", "Mandated", "Victory", "activation_cost", "attrition", "automatic_victory",
           "can_besiege", "commitment_level", "entrench", "mandated_offensive", "mandated_vp", "mef_activation_cost",
           "siege_roll", "sr_cost", "stacking_ok", "supply_sources", "victory", "victory_json"]

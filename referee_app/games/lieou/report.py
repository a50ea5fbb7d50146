"""The last engagement in words, for the table: an attack's air combats (with their dice), raids and every
round of its land battle, or a bombing's air combat and dice (``to_json()["battle"]`` under way, else
``["last_battle"]``). Messages of the game's catalogues: the projector and the players' page render them in
their language; nothing here decides anything."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee_app.core.messages import Many, Message, msg

from .params import PlaceRef, colour


def _faces(xs: Any) -> str:
    return "".join(str(x) for x in xs or []) or "–"


def shown_engagement(view: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The engagement under way once something of it was thrown or said, else the last one."""
    now = view.get("battle")
    live_air = now.get("air") if now else None
    if isinstance(now, Mapping) and (now.get("rounds") or now.get("started") or now.get("air_done") or now.get("raids")
                or now.get("bombing") or (isinstance(live_air, Mapping) and live_air.get("rounds"))):
        return now
    last: Mapping[str, Any] | None = view.get("last_battle") or None
    return last


def engagement_lines(b: Mapping[str, Any], compact_after: int = 0) -> list[Message]:
    """Who attacked or bombed what, each air combat round and its winner, each raid, the bombing, the land
    battle's rounds (all of them; with ``compact_after`` > 0 a battle longer than that has several rounds a
    line), and the result."""
    who = colour(str(b.get("attacker")))
    a, t = PlaceRef(str(b.get("source"))), PlaceRef(str(b.get("target")))
    bomb = b.get("kind") == "bomb"
    out: list[Message] = [msg("lieou.report.bomb" if bomb else "lieou.report.attack", colour=who, a=a, b=t)]
    air = list(b.get("air") or b.get("air_done") or [])
    live_air = b.get("air") if isinstance(b.get("air"), Mapping) else None  # an air combat under way
    if live_air is not None:
        air = [*list(b.get("air_done") or []), live_air]
    for combat in air:
        for i, r in enumerate(combat.get("rounds", []), start=1):
            out.append(msg("lieou.report.air_round", n=i, att=_faces(r.get("attacker")), dfn=_faces(r.get("defender")),
                           a_left=r.get("attacker_left", 0), d_left=r.get("defender_left", 0)))
        if combat.get("winner"):
            won = combat.get("source") if combat["winner"] == "attacker" else combat.get("target")
            out.append(msg("lieou.report.air_won", place=PlaceRef(str(won))))
    for r in b.get("raids") or []:
        out.append(msg("lieou.report.raid", place=PlaceRef(str(r["source"])), target=PlaceRef(str(r["target"])),
                       dice=_faces(r.get("dice")), n=r.get("killed", 0)))
    bombing = b.get("bombing")
    if bombing:
        out.append(msg("lieou.report.bombing", dice=_faces(bombing.get("dice")), n=bombing.get("killed", 0),
                       left=bombing.get("left", 0)))
    rounds = list(b.get("rounds") or [])
    if rounds:
        out.append(msg("lieou.report.rounds", n=len(rounds)))
        lines = [msg("lieou.report.round", n=i, att=_faces(r.get("attacker")), dfn=_faces(r.get("defender")),
                     a_left=r.get("attacker_left", 0), d_left=max(0, int(r.get("defender_left", 0))))
                 for i, r in enumerate(rounds, start=1)]
        if compact_after and len(lines) > compact_after:
            per = 3
            lines = [msg("lieou.report.several", rounds=Many(lines[i:i + per])) for i in range(0, len(lines), per)]
        out.extend(lines)
    w = b.get("winner")
    if w == "attacker":
        out.append(msg("lieou.report.taken"))
    elif w == "defender":
        out.append(msg("lieou.report.held"))
    elif bomb and bombing and bombing.get("left", 1) == 0:
        out.append(msg("lieou.report.emptied"))
    elif bomb and not bombing and "started" not in b:  # the bombers lost the air combat (13.6)
        out.append(msg("lieou.report.no_bombing"))
    elif view_under_way(b):
        out.append(msg("lieou.report.under_way"))
    return out


def view_under_way(b: Mapping[str, Any]) -> bool:
    return "started" in b and b.get("winner") is None


def last_dice(b: Mapping[str, Any] | None) -> list[tuple[int, ...]]:
    """The last dice thrown in the engagement: a battle round's, a bombing's, a raid's or an air combat's."""
    if not b:
        return []
    rounds = b.get("rounds") or []
    if rounds:
        r = rounds[-1]
        return [tuple(r.get("attacker", [])), tuple(r.get("defender", []))]
    if b.get("bombing"):
        return [tuple(b["bombing"].get("dice", []))]
    if b.get("raids"):
        return [tuple(b["raids"][-1].get("dice", []))]
    air = b.get("air") if isinstance(b.get("air"), Mapping) else None
    combats = [*(b.get("air_done") or []), *([air] if air else [])] if "air_done" in b else list(b.get("air") or [])
    for combat in reversed(combats):
        if combat.get("rounds"):
            r = combat["rounds"][-1]
            return [tuple(r.get("attacker", [])), tuple(r.get("defender", []))]
    return []


__all__ = ["engagement_lines", "last_dice", "shown_engagement"]

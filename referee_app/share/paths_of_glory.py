"""Paths of Glory on the players' page: what its projector shows (``gui/paths_of_glory/projector.py``), as
texts and an SVG of the tracks.

Everything here comes from what the game lets the players see: ``GameKind.view(game, Audience.PLAYERS)``
(``drawing/paths_of_glory``: its ``board_scene`` is that same view and the map drawn from it). With the order of battle kept, the
page's picture has the map under the tracks (``drawing/paths_of_glory/board.py``: control, trenches, stacks
by count, the spaces of units out of supply ringed), framed on the spaces the order of battle names, drawn by that
board scene from the players' view. The players' view leaves out the dice seed (with it the program's next rolls could be
foreseen) and the referee's notes; nothing here reads the game otherwise. The page shows the turn and the
segment of the sequence of play, the action round and who acts, the VP track and its victory levels, both
sides' war status and commitment, the mandated offensives, the turn's actions and the latest VP changes,
and the last combat's dice and result. Names of phases, sides, levels and results come from the game's
catalogues; the game has no phase clock, so the page shows none.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee_app.core.clock import PhaseClock
from referee_app.core.messages import Message, render
from referee_app.core.registry import Audience
from referee_app.drawing import board_scene
from referee_app.drawing.paths_of_glory.board import under
from referee_app.drawing.paths_of_glory.tracks import SIDE_COLOURS, TrackWords, tracks_svg

from .i18n import text
from .pages import ClocklessPage

SIDES = ("central", "allied")
RECENT_VP = 5  # the latest VP changes shown
MAP_ASPECT = 1.2  # the map under the tracks: a little wider than high, on a phone held upright


def _say(m: Message | Mapping[str, Any], lang: str) -> str:
    return render(m if isinstance(m, Message) else Message.from_json(dict(m)), lang)


def _key(key: str, lang: str) -> str:
    return render(Message(key), lang)


def _item(who: str = "", colour: str = "", shown: str = "", status: str = "", status_text: str = "",
          detail: str = "") -> dict[str, Any]:
    return {"colour": colour, "who": who, "text": shown, "status": status, "status_text": status_text,
            "detail": detail}


def _action(a: Mapping[str, Any], lang: str) -> str:
    shown = _key(f"pog.action.{a['kind']}", lang)
    if a["kind"] in ("ops", "sr") and a.get("value"):
        shown += f" {a['value']}"
    return shown


SHORT_ACTIONS = {"ops": "pog.short_ops", "sr": "pog.short_sr", "rp": "pog.short_rp", "event": "pog.short_event",
                 "peace": "pog.short_peace", "auto": "pog.short_auto"}


def _short_action(a: Mapping[str, Any], lang: str) -> str:
    """An action as the Action Chart's cell says it: ``OPS 3``, ``SR 2``, ``Event``."""
    key = SHORT_ACTIONS.get(str(a["kind"]))
    if key is None:
        return _action(a, lang)
    return text(key, lang, n=a.get("value") or "").strip()


class PogPage(ClocklessPage):
    """Paths of Glory's part of the players' page (``share.pages.PlayersPage``)."""

    def state(self, game: Any, clock: PhaseClock, lang: str) -> dict[str, Any]:
        seen: dict[str, Any] = self.players_view(game)
        seg, ended = str(seen["segment"]), seen["ended"]
        phase = f"{seg} · {_key('pog.phase.' + str(seen['phase']), lang)}"
        title = (_key(f"pog.scenario.{seen['scenario']}", lang) + " · "
                 + text("pog.turn", lang, turn=seen["turn"], last=seen["last_turn"], name=_say(seen["turn_label"], lang)))
        banner = None
        if ended:
            banner = _say(Message("pog.log.ended", {"result": Message(f"pog.result.{ended['result']}"),
                                                    "reason": Message.from_json(ended["reason"])}), lang)
        note = ""
        rounds = int(seen["action_rounds"])
        if seg == "B" and not ended:
            if int(seen["round"]) <= rounds:
                note = text("pog.round", lang, n=seen["round"], rounds=rounds, side=self._side(str(seen["to_act"]), lang))
            else:
                note = text("pog.rounds_played", lang, rounds=rounds)
        sections = [self._vp(seen, lang)]
        for part in (self._mandated(seen, lang), self._supply(seen, lang), self._actions(seen, lang),
                     self._combat(seen, lang), self._vp_log(seen, lang), self._checklist(seen, lang)):
            if part is not None:
                sections.append(part)
        rows = [{"name": self._side(side, lang), "colour": SIDE_COLOURS[side], "count": seen["war_status"][side],
                 "detail": _key(f"pog.level.{seen['commitment'][side]}", lang)} for side in SIDES]
        return {
            "title": title,
            "phase": phase,
            "phase_code": f"{seen['turn']}:{seg}:{seen['round']}",
            "note": note,
            "banner": banner,
            "board_alt": text("pog.board_alt" if seen.get("oob") is None else "pog.board_alt_map", lang,
                              turn=seen["turn"], vp=seen["vp"]),
            "centres": {"heading": text("pog.war_status", lang, combined=seen["combined_war_status"]), "rows": rows},
            "sections": sections,
        }

    @staticmethod
    def _side(side: str, lang: str) -> str:
        return _key(f"pog.side.{side}", lang)

    def _vp(self, seen: Mapping[str, Any], lang: str) -> dict[str, Any]:
        th = {k: int(v) for k, v in seen["thresholds"].items()}
        vp = int(seen["vp"])
        level = str(seen["standing"])
        words = {"central": text("pog.central_win", lang), "allied": text("pog.allied_win", lang),
                 "draw": text("pog.draw", lang)}
        detail = text("pog.levels", lang, central=th["central_at_least"], allied=th["allied_at_most"],
                      auto_central=th["automatic_central"], auto_allied=th["automatic_allied"])
        return {"heading": text("pog.vp_heading", lang),
                "items": [_item(shown=text("pog.vp", lang, vp=vp), status=f"level-{level}", status_text=words[level],
                                detail=detail)]}

    def _mandated(self, seen: Mapping[str, Any], lang: str) -> dict[str, Any] | None:
        mandated = seen.get("mandated") or {}
        if not mandated or seen.get("ended"):
            return None
        items = []
        for side in SIDES:
            mo = mandated.get(side)
            if not mo:
                continue
            if mo.get("made"):
                status, status_text = "succeeds", _key("pog.mo.made", lang)
            elif mo.get("effective"):
                status, status_text = "fails", text("pog.must_attack", lang)
            else:
                status, status_text = "void", text("pog.no_effect", lang)
            detail = text("pog.die", lang, n=mo["roll"])
            if mo.get("why"):
                detail += " · " + _say(mo["why"], lang)
            items.append(_item(self._side(side, lang), SIDE_COLOURS[side], _key(f"pog.mo.result.{mo['result']}", lang),
                               status, status_text, detail))
        return {"heading": text("pog.mandated", lang), "items": items} if items else None

    def _supply(self, seen: Mapping[str, Any], lang: str) -> dict[str, Any] | None:
        """With the order of battle kept: the units out of supply (ringed on the map), or that there are none."""
        supply = seen.get("supply")
        if supply is None or seen.get("ended"):
            return None
        sep = "、" if lang != "en" else ", "
        if supply["out_of_supply"]:
            item = _item(shown=text("pog.out_of_supply", lang, units=sep.join(map(str, supply["out_of_supply"]))),
                         status="fails", detail=sep.join(map(str, supply["spaces"])))
        else:
            item = _item(shown=text("pog.all_supplied", lang))
        return {"heading": text("pog.supply_heading", lang), "items": [item]}

    def _actions(self, seen: Mapping[str, Any], lang: str) -> dict[str, Any] | None:
        """The turn's actions, each side's under its name (the cards played are public)."""
        actions = list(seen.get("actions") or [])
        if not actions:
            return None
        items = []
        for side in SIDES:
            for a in actions:
                if a["side"] != side:
                    continue
                detail = text("pog.card", lang, card=a["card"]) if a.get("card") else ""
                items.append(_item(self._side(side, lang), SIDE_COLOURS[side],
                                   text("pog.action", lang, n=a["round"], action=_action(a, lang)), detail=detail))
        return {"heading": text("pog.actions_heading", lang), "items": items}

    def _combat(self, seen: Mapping[str, Any], lang: str) -> dict[str, Any] | None:
        last = seen.get("last_combat")
        if not last:
            return None
        side = str(last.get("input", {}).get("side", "central"))
        who = self._side(side, lang)
        a, d = last["fire"]["attacker"], last["fire"]["defender"]
        units = next((s for s in last.get("steps", []) if s.get("step") == 1), None)
        winner = str(last["winner"])
        status = {"attacker": "succeeds", "defender": "fails"}.get(winner, "void")
        items = [_item(who, SIDE_COLOURS.get(side, ""), self._units(units, lang) or "–", status,
                       _key(f"pog.combat.winner.{winner}", lang))]
        items.append(_item(who, SIDE_COLOURS.get(side, ""), text("pog.fire_attacker", lang, roll=a["roll"],
                                                                  modified=a["modified"], losses=a["losses"])))
        items.append(_item(who, SIDE_COLOURS.get(side, ""), text("pog.fire_defender", lang, roll=d["roll"],
                                                                  modified=d["modified"], losses=d["losses"])))
        if last.get("retreat"):
            items.append(_item(who, SIDE_COLOURS.get(side, ""), text("pog.retreat", lang, n=last["retreat"])))
        return {"heading": text("pog.combat_heading", lang, side=who), "items": items}

    @staticmethod
    def _units(step: Mapping[str, Any] | None, lang: str) -> str:
        if not step:
            return ""
        sep = "、" if lang != "en" else ", "
        defenders = list(step.get("defenders") or []) + ([str(step["fort"])] if step.get("fort") else [])
        return f"{sep.join(map(str, step.get('attackers') or []))} → {sep.join(defenders)}"

    def _vp_log(self, seen: Mapping[str, Any], lang: str) -> dict[str, Any] | None:
        log = list(seen.get("vp_log") or [])[-RECENT_VP:]
        if not log:
            return None
        items = []
        for e in reversed(log):
            delta = int(e["delta"])
            items.append(_item(shown=text("pog.vp_change", lang, delta=f"{delta:+d}", vp=e["vp"]),
                               status="", status_text="",
                               detail=text("pog.when", lang, turn=e["turn"], segment=e["segment"]) + " · "
                               + _say(e["reason"], lang)))
        return {"heading": text("pog.vp_log", lang), "items": items}

    def _checklist(self, seen: Mapping[str, Any], lang: str) -> dict[str, Any] | None:
        if seen.get("ended") or not seen.get("checklist"):
            return None
        return {"heading": text("pog.now", lang), "items": [_item(shown=_say(m, lang)) for m in seen["checklist"]]}

    def board_svg(self, game: Any, clock: PhaseClock, lang: str) -> str:
        """The tracks (turn, sequence of play, VP, action rounds) of the players' board scene (its view), the
        map under them when the order of battle is kept."""
        seen: Mapping[str, Any] = board_scene(game, Audience.PLAYERS, aspect=MAP_ASPECT)
        actions: dict[int, dict[str, str]] = {}
        for a in seen.get("actions") or []:
            actions.setdefault(int(a["round"]), {})[str(a["side"])] = _short_action(a, lang)
        words = TrackWords(
            lang=lang, turn_heading=text("pog.turn_track", lang), turns=[_say(t, lang) for t in seen["turn_labels"]],
            segments_heading=text("pog.sequence", lang), vp_heading=text("pog.vp_heading", lang),
            levels={"central": text("pog.central_win", lang), "allied": text("pog.allied_win", lang),
                    "draw": text("pog.draw", lang)},
            rounds_heading=text("pog.actions_heading", lang),
            sides={"central": text("pog.short_central", lang), "allied": text("pog.short_allied", lang)},
            actions=actions)
        return under(tracks_svg(seen, words), seen.get("map"), aspect=MAP_ASPECT)


PAGE = PogPage()

__all__ = ["PAGE", "PogPage"]

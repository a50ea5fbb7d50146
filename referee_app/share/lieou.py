"""列欧帝国棋 on the players' page: what its projector shows (``gui/lieou/projector.py``), as texts and an SVG board.

Everything here comes from what the game lets the players see: ``GameKind.view(game, Audience.PLAYERS)``
(``games/lieou/kind.py``; 列欧帝国棋 hides nothing of its board, and an order being typed is never in the
game at all: it reaches the game only when the referee enters it). The page shows whose turn it is and the
orders left, the last battle (or the one under way) with its dice and result, each empire's lands, regimes
and armies, and the ranking of the fallen empires. The board is the one the game's HTML export draws
(``exports/lieou_html.Boards``: ``drawing/lieou/scene.build_scene`` through ``drawing/svg_export``), drawn
from the same view. Names of colours, empires and lands come from the game's catalogues; 列欧帝国棋 has no
phase clock, so the page shows none.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee_app.core.clock import PhaseClock
from referee_app.core.messages import Message, msg, render
from referee_app.drawing.lieou.scene import COLOURS, fleet_label
from referee_app.exports.lieou.html import Boards
from referee_app.games.lieou.board import load_board
from referee_app.games.lieou.params import PlaceRef, colour, country
from referee_app.games.lieou.report import engagement_lines, shown_engagement
from referee_app.games.lieou.rules import rules_card

from .i18n import text
from .pages import ClocklessPage


def _list(items: list[str], lang: str) -> str:
    return ("、" if lang != "en" else ", ").join(items)


def _place(code: str, lang: str) -> str:
    """A land as ``Denmark (北C)``, a fleet by its sea."""
    board = load_board()
    if code in board.lands:
        return PlaceRef(code).render_param(lang, None, False)
    return fleet_label(board, code, lang)


def _who(c: str | None, lang: str) -> str:
    return render(colour(c), lang) if c else text("lieou.nobody", lang)


def _named(seen: Mapping[str, Any], c: str, lang: str) -> str:
    """A colour with its empire's name as it stood (6.3; a fallen empire keeps its last name)."""
    empire = seen.get("empires", {}).get(c)
    return _who(c, lang) + (f" · {render(country(empire), lang)}" if empire else "")


def _item(who: str = "", colour_: str = "", shown: str = "", status: str = "", status_text: str = "",
          detail: str = "") -> dict[str, Any]:
    return {"colour": colour_, "who": who, "text": shown, "status": status, "status_text": status_text,
            "detail": detail}


class LieouPage(ClocklessPage):
    """列欧帝国棋's part of the players' page (``share.pages.PlayersPage``)."""

    def state(self, game: Any, clock: PhaseClock, lang: str) -> dict[str, Any]:
        seen: Mapping[str, Any] = self.players_view(game)
        phase = seen.get("phase")
        turn = seen.get("turn")
        note = ""
        banner = None
        pending = seen.get("pending")
        if phase == "setup":
            heading = render(msg("lieou.export.setup"), lang)
            if pending:  # the set-up step the table is at (a roll, whose)
                note = render(Message.from_json(pending), lang)
        elif phase == "over":
            winner = seen.get("winner")
            heading = text("lieou.wins", lang, who=_who(winner, lang)) if winner else text("lieou.over", lang)
            banner = self._outcome(seen, lang)
        else:
            heading = text("lieou.to_play", lang, who=_who(turn, lang))
            note = text("lieou.orders_left", lang, n=seen.get("orders_left", 0), round=seen.get("round", 0))
            battle = seen.get("battle")
            if battle:
                note = text("lieou.battle_now", lang, source=_place(str(battle["source"]), lang),
                            target=_place(str(battle["target"]), lang))
            waiting = seen.get("waiting") or {}
            if pending and waiting.get("type") == "choice":  # an empire's choice holds the game up
                note = render(Message.from_json(pending), lang)
        sections: list[dict[str, Any]] = []
        battle_section = self._battle(seen, lang)
        if battle_section is not None:
            sections.append(battle_section)
        fallen = self._fallen(seen, lang)
        if fallen is not None:
            sections.append(fallen)
        options = seen.get("options")
        if options:  # the readings and options chosen, in sight before a dispute
            sections.append({"heading": render(msg("lieou.option.heading"), lang),
                             "items": [_item(shown=render(m, lang)) for m in rules_card(options)]})
        return {
            "title": "",
            "phase": heading,
            "phase_code": f"{phase}:{seen.get('round', 0)}:{turn or ''}",
            "note": note,
            "banner": banner,
            "board_alt": text("page.board", lang, phase=heading),
            "phase_colour": COLOURS.get(str(turn), "") if phase == "play" else "",
            "centres": {"heading": text("lieou.empires", lang), "rows": self._empires(seen, lang), "columns": 1},
            "sections": sections,
        }

    def _empires(self, seen: Mapping[str, Any], lang: str) -> list[dict[str, Any]]:
        """Each empire: its lands (the number), armies, regimes and capital; a fallen one says so."""
        rows = []
        empires: Mapping[str, str] = seen.get("empires", {})
        regimes: Mapping[str, Any] = seen.get("regimes", {})
        eliminated = list(seen.get("eliminated", []))
        for c, p in seen.get("players", {}).items():
            empire = empires.get(c)
            name = _who(c, lang) + (f" · {render(country(empire), lang)}" if empire else "")
            if c in eliminated:
                detail = text("lieou.fallen_detail", lang)
            else:
                detail = text("lieou.detail", lang, armies=p.get("armies", 0), regimes=p.get("regimes", 0))
                cap = p.get("capital")
                seat = regimes.get(cap, {}).get("land") if cap else None
                if seat:
                    detail += " · " + text("lieou.capital", lang, place=load_board().land_name(str(seat), lang))
                fleets = p.get("fleets") or []
                if fleets:
                    detail += " · " + text("lieou.fleets", lang, n=len(fleets))
            rows.append({"name": name, "colour": COLOURS.get(c, "#888888"), "count": p.get("lands", 0),
                         "detail": detail})
        return rows

    def _battle(self, seen: Mapping[str, Any], lang: str) -> dict[str, Any] | None:
        """The battle under way, else the last one: who attacked what, each round's dice, the result."""
        b = shown_engagement(seen)
        now = seen.get("battle")
        if not b:
            return None
        attacker = b.get("attacker")
        who, chip = _who(attacker, lang), COLOURS.get(str(attacker), "")
        winner = b.get("winner")
        if winner == "attacker":
            status, status_text = "succeeds", text("lieou.taken", lang)
        elif winner == "defender":
            status, status_text = "fails", text("lieou.held", lang)
        else:
            status, status_text = "void", text("lieou.under_way", lang)
        defender = b.get("defender")
        detail = text("lieou.against", lang, who=_who(defender, lang)) if defender else text("lieou.against_none", lang)
        joined = b.get("joined") or []
        if joined:
            detail += " · " + text("lieou.joined", lang, fleets=_list([_place(str(f), lang) for f in joined], lang))
        lines = engagement_lines(b)  # every air combat round, raid, the bombing and every battle round
        results = ("lieou.report.taken", "lieou.report.held", "lieou.report.emptied", "lieou.report.under_way")
        if lines[-1].key in results:
            lines = lines[:-1]
        if b.get("kind") == "bomb" and b is not now:  # a bombing done: its losses say how it went
            status, status_text = "", ""
        items = [_item(who, chip, render(lines[0], lang), status, status_text, detail)]
        items.extend(_item(who, chip, render(m, lang)) for m in lines[1:])
        heading = text("lieou.battle_heading_now" if b is now else "lieou.battle_heading", lang)
        return {"heading": heading, "items": items}

    def _fallen(self, seen: Mapping[str, Any], lang: str) -> dict[str, Any] | None:
        """The ranking at the end (14.4), or the fallen empires so far, the last to fall first."""
        if seen.get("phase") == "over" and seen.get("ranking"):
            order = list(seen["ranking"])
            heading = text("lieou.ranking", lang)
        else:
            fallen = list(seen.get("eliminated", []))
            if not fallen:
                return None
            n_players = len(seen.get("players", {}))
            order = list(reversed(fallen))
            heading = text("lieou.fallen", lang)
            first_place = n_players - len(fallen) + 1
            items = [_item(_named(seen, c, lang), COLOURS.get(c, ""), text("lieou.place", lang, place=first_place + i))
                     for i, c in enumerate(order)]
            return {"heading": heading, "items": items}
        winner = seen.get("winner")
        items = [_item(_named(seen, c, lang), COLOURS.get(c, ""), text("lieou.place", lang, place=i + 1),
                       "succeeds" if c == winner else "", text("lieou.winner", lang) if c == winner else "")
                 for i, c in enumerate(order)]
        return {"heading": heading, "items": items}

    def _outcome(self, seen: Mapping[str, Any], lang: str) -> str:
        winner = seen.get("winner")
        ranking = [f"{i + 1}. {_who(c, lang)}" for i, c in enumerate(seen.get("ranking") or [])]
        head = text("lieou.wins", lang, who=_who(winner, lang)) if winner else text("lieou.over", lang)
        return head + (f" — {_list(ranking, lang)}" if ranking else "")

    def board_svg(self, game: Any, clock: PhaseClock, lang: str) -> str:
        """The board as the game's HTML export draws it, from the players' view: the lands of the empire to
        play outlined, the last battle (or the one under way) marked."""
        seen: Mapping[str, Any] = self.players_view(game)
        turn = seen.get("turn") if seen.get("phase") == "play" else None
        return Boards().svg(seen, lang, player=turn)


PAGE = LieouPage()

__all__ = ["LieouPage", "PAGE"]

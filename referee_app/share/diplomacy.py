"""Diplomacy on the players' page: what the projector shows, as texts and an SVG board.

Everything here comes from what the game lets the players see: ``GameKind.view(game, Audience.PLAYERS)``
and ``drawing.board_scene(game, Audience.PLAYERS)`` (``games/diplomacy/table/views.py``), asked exactly as the
projector asks them. No typed sheet is read here: a written order reaches the page only as a result,
after the referee adjudicates (rule 2.3.2). Names of phases, provinces and powers, orders and the
reasons of results come from Diplomacy's catalogues in the page's language.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from referee_app.core import registry
from referee_app.core.clock import ClockError, ClockSettings, Period, PhaseClock
from referee_app.core.registry import Audience
from referee_app.drawing import board_scene
from referee_app.drawing.diplomacy.scene import highlight_areas
from referee_app.drawing.mapsvg import load_geometry
from referee_app.drawing.primitives import SceneOptions
from referee_app.drawing.svg_export import scene_svg
from referee_app.games.diplomacy import Game, PhaseType
from referee_app.games.diplomacy.rules.adjudication import Adjudication, RetreatOptions
from referee_app.games.diplomacy.rules.i18n import (
    end_banner,
    order_text,
    phase_name,
    power_name,
    province_name,
    result_reason,
    result_text,
    shown_status,
    status_text,
    unit_text,
)
from referee_app.games.diplomacy.rules.orders import Hold
from referee_app.games.diplomacy.table.views import TableView

from .i18n import text


def _list(items: list[str], lang: str) -> str:
    return ("、" if lang != "en" else ", ").join(items)


class DiplomacyPage:
    """Diplomacy's part of the players' page (``share.pages.PlayersPage``)."""

    has_clock = True

    def clock_settings(self, game: Any) -> ClockSettings:
        """Timer lengths of this game: the latest 'timers' clock event, the setup, or the ruleset
        (as the window reads them)."""
        assert isinstance(game, Game)
        base = ClockSettings.from_timers(game.ruleset.timers)
        extra = game.setup.extra.get("timers") if isinstance(game.setup.extra, dict) else None
        try:
            if isinstance(extra, dict):
                base = ClockSettings.from_json(extra, base)
            for ev in game.events:
                if ev.kind == "clock" and ev.data.get("action") == "timers":
                    base = ClockSettings.from_json(ev.data, base)
        except ClockError:
            pass
        return base

    def _seen(self, game: Game, clock: PhaseClock) -> TableView:
        kind: Any = registry.get(game.game_name)  # (GameKind.view's protocol does not list the context yet)
        seen: TableView = kind.view(game, Audience.PLAYERS, clock_started=clock.period is not Period.IDLE)
        return seen

    def state(self, game: Any, clock: PhaseClock, lang: str) -> dict[str, Any]:
        assert isinstance(game, Game)
        seen = self._seen(game, clock)
        rs = game.ruleset
        phase = seen.phase
        powers = rs.map.powers

        def who(code: str) -> str:
            return power_name(code, lang, rs)

        def colour(code: str) -> str:
            p = powers.get(code)
            return p.colour if p is not None else "#888888"

        rows = []
        for code in powers:
            if code not in game.powers:
                continue
            n_units = seen.units.get(code, 0)
            rows.append({"name": who(code) + (text("centres.no_player", lang) if code in seen.civil_disorder else ""),
                         "colour": colour(code), "count": seen.centres.get(code, 0),
                         "detail": text("centres.units", lang, n=n_units)})
        sections: list[dict[str, Any]] = []  # what is written now first, then the results that led here
        if phase.type is PhaseType.RETREATS and seen.retreats:
            sections.append(self._retreats(game, seen.retreats, lang, who, colour))
        if phase.type is PhaseType.ADJUSTMENTS:
            items = []
            for code, n in sorted(seen.adjustments.items()):
                if n:
                    key = "adjust.builds" if n > 0 else "adjust.removals"
                    items.append({"colour": colour(code), "who": who(code), "text": text(key, lang, n=abs(n)),
                                  "status": "", "status_text": "", "detail": ""})
            if items:
                sections.append({"heading": text("adjust.heading", lang), "items": items})
        if seen.results is not None:
            sections += self._results(game, seen.results, lang, who, colour)
        note = ""
        if seen.end is None:
            if phase.type is PhaseType.RETREATS:
                note = text("note.retreats", lang)
            elif phase.type is PhaseType.ADJUSTMENTS:
                note = text("note.adjustments", lang)
            elif clock.period is Period.ORDERS:
                note = text("note.orders", lang)
            elif clock.period is Period.DIPLOMACY:
                note = text("note.diplomacy", lang)
        return {
            "title": seen.title,
            "phase": phase_name(phase, lang),
            "phase_code": str(phase),
            "note": note,
            "banner": end_banner(seen.end, lang, rs) if seen.end is not None else None,
            "board_alt": text("page.board", lang, phase=phase_name(phase, lang)),
            "centres": {"heading": text("centres.heading", lang, n=seen.victory_centres), "rows": rows},
            "sections": sections,
        }

    def _results(self, game: Game, adj: Adjudication, lang: str, who: Any, colour: Any) -> list[dict[str, Any]]:
        rs = game.ruleset
        items: list[dict[str, Any]] = []
        ordered: set[str] = set()
        for r in sorted(adj.results, key=lambda r: (r.power, r.seq)):
            if r.order is not None:
                shown = r.canonical if lang == "en" else order_text(r.order, lang, rs)
            else:
                shown = result_text(r, lang, rs)  # a line that could not be read, as it was written
            reason = result_reason(r, lang, rs)  # (a hold that stood has none: its line says it all)
            items.append({"colour": colour(r.power), "who": who(r.power), "text": shown, "status": shown_status(r),
                          "status_text": status_text(shown_status(r), lang), "detail": reason})
            unit = getattr(r.order, "unit", None)
            if unit is not None and r.status != "invalid":
                ordered.add(unit.province)
        if adj.phase.type is PhaseType.MOVEMENT:
            for u in sorted(adj.before.units.values(), key=lambda u: (u.power, u.province)):
                if u.province not in ordered:
                    shown = f"{u} H" if lang == "en" else order_text(Hold(u), lang, rs)
                    items.append({"colour": colour(u.power), "who": who(u.power), "text": shown, "status": "no-order",
                                  "status_text": text("results.no_order", lang),
                                  "detail": text("results.held_no_order", lang)})
        out = [{"heading": text("results.heading", lang, phase=phase_name(adj.phase, lang)), "items": items}]
        if adj.contested:
            names = _list([province_name(c, lang, rs) for c in sorted(adj.contested)], lang)
            out.append({"heading": text("results.standoffs", lang),
                        "items": [{"colour": "", "who": "", "text": text("results.standoffs_text", lang, names=names),
                                   "status": "", "status_text": "", "detail": ""}]})
        return out

    def _retreats(self, game: Game, options: tuple[RetreatOptions, ...], lang: str, who: Any,
                  colour: Any) -> dict[str, Any]:
        rs = game.ruleset
        items = []
        for opt in options:
            unit = str(opt.unit) if lang == "en" else unit_text(opt.unit, lang, rs)
            origin = province_name(opt.attacker_from, lang, rs)
            attacked = text("retreats.attacked_convoy" if opt.by_convoy else "retreats.attacked", lang, origin=origin)
            if opt.destinations:
                where = _list([province_name(d.province, lang, rs) for d in opt.destinations], lang)
                options_text = text("retreats.to", lang, where=where)
            else:
                options_text = text("retreats.nowhere", lang)
            items.append({"colour": colour(opt.unit.power), "who": who(opt.unit.power), "text": unit, "status": "",
                          "status_text": "", "detail": f"{attacked} · {options_text}"})
        return {"heading": text("retreats.heading", lang), "items": items}

    def board_svg(self, game: Any, clock: PhaseClock, lang: str) -> str:
        assert isinstance(game, Game)
        started = clock.period is not Period.IDLE
        scene = board_scene(game, Audience.PLAYERS, clock_started=started, scene_options=SceneOptions(lang=lang))
        if game.phase.type is PhaseType.RETREATS:
            # where the dislodged units may go, as the projector shows it (public once adjudicated)
            seen = self._seen(game, clock)
            dests = sorted({d.province for opt in seen.retreats for d in opt.destinations})
            if dests:
                scene = dataclasses.replace(scene, highlights=highlight_areas(dests, "retreat"))
        return scene_svg(scene, scene.geometry or load_geometry())


PAGE = DiplomacyPage()

__all__ = ["DiplomacyPage", "PAGE"]

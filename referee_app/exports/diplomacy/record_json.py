"""``json`` export: this program's full record of a game (documented in docs/record-format.md)."""

from __future__ import annotations

import json
import time
from typing import Any

from ...games.diplomacy.table.game import Game, PhaseRecord, position_to_json
from ...games.diplomacy.table.record import FORMAT_NAME, PhaseEntry, adjudication_to_record, phase_entries
from .common import base_ruleset, centre_table, iso

EXPORT_FORMAT = "referee-app game record"
EXPORT_VERSION = 1


def _sheets(rec: PhaseRecord) -> dict[str, Any]:
    return {
        "sheets": {p: list(lines) for p, lines in rec.sheets.items()},
        "sheet_times": {p: {"at": t, "at_iso": iso(t)} for p, t in rec.entered_at.items()},
        "late": sorted(rec.not_counted),  # sheets that did not count: refused, or not decided
        "late_refused": sorted(rec.refused),
    }


def _entry(e: PhaseEntry) -> dict[str, Any]:
    rec = e.record
    assert rec.adjudication is not None
    out: dict[str, Any] = {
        "phase": str(rec.phase),
        "name": rec.phase.long_name(),
        "event_seq": e.seq,
        "adjudicated_at": e.adjudicated_at,
        "adjudicated_at_iso": iso(e.adjudicated_at),
        "position": position_to_json(rec.position),
        **_sheets(rec),
    }
    out.update({k: v for k, v in adjudication_to_record(rec.adjudication).items() if k != "phase"})
    if e.undone:
        assert e.undone_at is not None
        out["undone_event_seq"] = e.undone_seq
        out["undone_at"] = e.undone_at
        out["undone_at_iso"] = iso(e.undone_at)
    return out


def _edits(game: Game) -> list[dict[str, Any]]:
    """Every correction of the position by the referee, in the order made: its note, its commands, the
    position it made; for those that stand, the position before and every change (in English)."""
    from ...games.diplomacy.rules.i18n import render
    from ...games.diplomacy.table.editor import describe_changes

    standing = {e.seq: e for rec in [*game.history, game.current] for e in rec.edits}
    out: list[dict[str, Any]] = []
    for i, ev in enumerate(game.events):
        if ev.kind != "edit":
            continue
        seq = i + 1
        item: dict[str, Any] = {"seq": seq, "at": ev.at, "at_iso": iso(ev.at), "phase": ev.data.get("phase"),
                                "note": ev.data.get("note", ""), "commands": list(ev.data.get("commands", [])),
                                "position": ev.data.get("position"), "standing": seq in standing}
        edit = standing.get(seq)
        if edit is not None:
            item["before"] = position_to_json(edit.before)
            item["changes"] = [render(c, "en", base_ruleset(game)) for c in describe_changes(edit.before, edit.after)]
        out.append(item)
    return out


def game_record(game: Game) -> dict[str, Any]:
    """The whole game as one JSON-ready dict."""
    entries = phase_entries(game)
    events: list[dict[str, Any]] = [{"seq": i + 1, "kind": ev.kind, "at": ev.at, "at_iso": iso(ev.at), "data": dict(ev.data)}
              for i, ev in enumerate(game.events)]
    setup = game.setup
    end = game.end
    return {
        "format": EXPORT_FORMAT,
        "format_version": EXPORT_VERSION,
        "game_file_format": FORMAT_NAME,
        "exported_at": iso(time.time()),
        "game": {
            "title": setup.title,
            "ruleset": setup.ruleset,
            "ruleset_title": base_ruleset(game).title,
            "players": {p: setup.players.get(p, "") for p in game.powers},
            "civil_disorder": list(setup.civil_disorder),
            "start_year": setup.start_year,
            "extra": dict(setup.extra),
            "started_at": game.events[0].at if game.events else None,
            "started_at_iso": iso(game.events[0].at) if game.events else None,
        },
        "status": {
            "phase": str(game.phase),
            "name": game.phase.long_name(),
            "ended": None if end is None else {"reason": end.reason, "winners": list(end.winners), "detail": end.detail,
                                               "data": dict(getattr(end, "data", {}) or {})},
            "supply_centres": game.supply_counts(),
        },
        "phases": [_entry(e) for e in entries if not e.undone],
        "current": {"phase": str(game.phase), "name": game.phase.long_name(),
                    "position": position_to_json(game.position), **_sheets(game.current)},
        "undone": [_entry(e) for e in entries if e.undone],
        "timers": [dict(ev["data"], seq=ev["seq"], at=ev["at"], at_iso=ev["at_iso"])
                   for ev in events if ev["kind"] == "clock"],
        "notes": [dict(ev["data"], seq=ev["seq"], at=ev["at"], at_iso=ev["at_iso"])
                  for ev in events if ev["kind"] == "note"],
        "edits": _edits(game),
        "supply_centre_chart": [{"label": r.label, "year": r.year, "counts": r.counts} for r in centre_table(game)],
        "events": events,
    }


def write_json(game: Game, out_path: str) -> None:
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        json.dump(game_record(game), fh, ensure_ascii=False, indent=1)
        fh.write("\n")

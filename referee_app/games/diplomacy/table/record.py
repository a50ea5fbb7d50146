"""Diplomacy in the game file: the JSON of its phases and results, and the rows of the derived
``phases`` table (see ``referee_app/core/record.py`` and docs/record-format.md)."""

from __future__ import annotations

import json
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from referee_app.core.events import RESOLVED, TAKEN_BACK
from referee_app.core.record import FORMAT_NAME, RecordError
from referee_app.core.registry import PhaseRow

from ..rules.adjudication import Adjudication
from .game import Game, PhaseRecord, position_to_json


def adjudication_to_record(adj: Adjudication) -> dict[str, Any]:
    """Everything an adjudication decided, as JSON (results with status, tag and reason)."""
    return {
        "phase": str(adj.phase),
        "next_phase": str(adj.next_phase),
        "results": [
            {"power": r.power, "text": r.text, "order": r.canonical, "status": r.status, "tag": r.tag, "reason": r.reason}
            for r in adj.results
        ],
        "retreats": [
            {"power": o.unit.power, "unit": str(o.unit), "attacker_from": o.attacker_from, "by_convoy": o.by_convoy,
             "destinations": [str(loc) for loc in o.destinations]}
            for o in adj.retreats
        ],
        "disbanded": [{"power": u.power, "unit": str(u)} for u in adj.disbanded],
        "built": [{"power": u.power, "unit": str(u)} for u in adj.built],
        "contested": sorted(adj.contested),
        "adjustments": dict(adj.adjustments),
        "winners": list(adj.winners),
        "centers_changed": adj.centers_changed,
        "after": position_to_json(adj.after),
    }


@dataclass(frozen=True)
class PhaseEntry:
    """One adjudication in the order it happened, with its times; ``undone_seq`` if taken back."""

    seq: int  # seq (1-based) of the 'adjudicate' event
    record: PhaseRecord
    adjudicated_at: float
    undone_seq: int | None = None
    undone_at: float | None = None

    @property
    def undone(self) -> bool:
        return self.undone_seq is not None


def phase_entries(game: Game) -> list[PhaseEntry]:
    """Every adjudication of ``game`` (kept and taken back), in the order they were made.

    The event log says which 'adjudicate' event each ``PhaseRecord`` of
    ``game.history`` and ``game.undone`` came from: adjudications stack up and
    each undo takes back the top one.
    """
    stack: list[int] = []
    popped: list[tuple[int, int]] = []
    for i, ev in enumerate(game.events):
        if ev.kind == RESOLVED:
            stack.append(i + 1)
        elif ev.kind == TAKEN_BACK and stack:
            popped.append((stack.pop(), i + 1))
    if len(stack) != len(game.history) or len(popped) != len(game.undone):
        raise RecordError("the event log and the game's history disagree (internal error)")
    at = {i + 1: ev.at for i, ev in enumerate(game.events)}
    out = [PhaseEntry(seq, rec, at[seq]) for seq, rec in zip(stack, game.history)]
    out += [PhaseEntry(seq, rec, at[seq], useq, at[useq]) for (seq, useq), rec in zip(popped, game.undone)]
    return sorted(out, key=lambda e: e.seq)


def phase_rows(game: Game, seqs: Collection[int] | None = None) -> list[PhaseRow]:
    """The rows of the game file's ``phases`` table: one per adjudication, kept or taken back; ``seqs``: only the
    rows of these 'adjudicate' events (an adjudication stored as it is made: its row alone is written out, not
    every phase of the game again)."""
    out: list[PhaseRow] = []
    for entry in phase_entries(game):
        if seqs is not None and entry.seq not in seqs:
            continue
        rec = entry.record
        adj = rec.adjudication
        assert adj is not None
        out.append(PhaseRow(entry.seq, str(rec.phase), _dumps(position_to_json(rec.position)), _dumps(rec.sheets),
                            _dumps(adjudication_to_record(adj)), str(adj.next_phase), entry.adjudicated_at,
                            entry.undone_seq))
    return out


def _dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"), sort_keys=False)



__all__ = ["FORMAT_NAME", "PhaseEntry", "adjudication_to_record", "phase_entries", "phase_rows"]

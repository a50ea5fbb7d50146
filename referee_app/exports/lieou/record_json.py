"""``json`` export of 列欧帝国棋: the full record of a game as one JSON document (docs/lieou.md, "Exports").

The document holds the record itself (``events``: every event as the game file keeps it, from which the
game is rebuilt exactly: ``read_lieou_record``), and, for readers that do not replay it, the same game
laid out: every action with its dice and what it said (messages as catalogue keys and parameters, in no
language), the turns with the state at the end of each, the chart of lands and armies, and the state now.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ...core.errors import RefereeError
from ...core.events import Event
from ...core.inputs import MAX_RECORD_BYTES, InputError, read_json
from ...core.messages import msg
from ...games.lieou.game import GAME_NAME, LieouGame
from .common import Record, Step, Turn, chart_points, iso, walk

EXPORT_FORMAT = "referee-app lieou record"
EXPORT_VERSION = 1


class LieouImportError(RefereeError):
    """An exported game of 列欧帝国棋 that cannot be read back."""


def _step(s: Step) -> dict[str, Any]:
    out: dict[str, Any] = {"seq": s.seq, "at": s.at, "at_iso": iso(s.at), "kind": s.kind}
    if s.kind == "act":
        out.update({"line": s.line, "rolls": [r.to_json() for r in s.rolls],
                    "messages": [m.to_json() for m in s.messages], "undone_by": s.undone_by})
    elif s.kind == "undo":
        out["undoes"] = s.undoes
    else:
        out["data"] = dict(s.data)
    turn = s.key
    out["turn"] = {"phase": turn.phase, "round": turn.round, "colour": turn.colour}
    return out


def _turn(t: Turn) -> dict[str, Any]:
    return {"number": t.number, "kind": t.kind, "phase": t.key.phase, "round": t.round, "colour": t.colour,
            "empire": t.empire, "ended_by": t.ended_by, "actions": [s.seq for s in t.kept],
            "taken_back": [s.seq for s in t.steps if s.kind == "act" and s.undone_by is not None],
            "state": t.state}


def game_record(game: LieouGame, record: Record | None = None) -> dict[str, Any]:
    """The whole game as one JSON-ready dict (see the module's docstring)."""
    record = record or walk(game)
    setup = game.events[0].data if game.events else {}
    s = game.state
    return {
        "format": EXPORT_FORMAT,
        "format_version": EXPORT_VERSION,
        "game": GAME_NAME,
        "exported_at": iso(time.time()),
        "setup": {"ruleset": game.ruleset, "seed": game.dice.seed, "options": game.options.to_json(),
                  "event_version": setup.get("version"), "dice_method": setup.get("dice_method"),
                  "position": setup.get("position"),
                  "started_at": game.events[0].at if game.events else None,
                  "started_at_iso": iso(game.events[0].at) if game.events else None},
        "status": {"phase": s.phase, "round": s.round, "turn": s.turn, "orders_left": s.orders_left,
                   "winner": s.winner, "ended": s.ended, "ranking": game.ranking() if s.phase == "over" else [],
                   "eliminated": list(s.eliminated), "waiting": game.waiting(), "pending": game.pending().to_json()},
        "counts": {"actions": len(record.actions), "taken_back": sum(1 for a in record.actions if a.undone_by),
                   "dice": record.dice_count()},
        "actions": [_step(x) for x in record.steps],
        "turns": [_turn(t) for t in record.turns],
        "chart": [{"turn": p.turn, "round": p.round, "colour": p.colour,
                   "lands": {c: v[0] for c, v in p.counts.items()}, "armies": {c: v[1] for c, v in p.counts.items()},
                   "fallen": list(p.fallen)} for p in chart_points(record)],
        "state": game.to_json(),
        "events": [{"seq": i + 1, "kind": ev.kind, "at": ev.at, "at_iso": iso(ev.at), "data": dict(ev.data)}
                   for i, ev in enumerate(game.events)],
    }


def write_json(game: LieouGame, out_path: str) -> None:
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        json.dump(game_record(game), fh, ensure_ascii=False, indent=1)
        fh.write("\n")


def read_lieou_record(source: str | Path | Mapping[str, Any]) -> LieouGame:
    """The game a ``json`` export holds, rebuilt by replaying its events (a path or the parsed document).
    ``LieouImportError`` with a readable reason if it is not one, or if its events do not lead to the state
    it states (the file was changed after it was exported)."""
    where = "the record"
    if isinstance(source, Mapping):
        doc: Any = source
    else:
        path = Path(source)
        where = str(path)
        try:
            if path.stat().st_size > MAX_RECORD_BYTES:
                raise LieouImportError(msg("lieou.export.bad_record", where=where, why="too large"))
            text = path.read_bytes().decode("utf-8")
            doc = read_json(text, where, max_bytes=MAX_RECORD_BYTES)
        except OSError as exc:
            raise LieouImportError(msg("lieou.export.bad_record", where=where, why=str(exc.strerror or exc))) from exc
        except UnicodeDecodeError:
            raise LieouImportError(msg("lieou.export.bad_record", where=where, why="not UTF-8 text")) from None
        except InputError as exc:
            raise LieouImportError(exc.message) from None
    if not isinstance(doc, Mapping) or doc.get("format") != EXPORT_FORMAT:
        raise LieouImportError(msg("lieou.export.bad_record", where=where, why="not an export of 列欧帝国棋"))
    version = doc.get("format_version")
    if not isinstance(version, int) or version > EXPORT_VERSION:
        raise LieouImportError(msg("lieou.export.bad_record", where=where, why=f"format version {version!r}"))
    raw = doc.get("events")
    if not isinstance(raw, list) or not raw:
        raise LieouImportError(msg("lieou.export.bad_record", where=where, why="no events"))
    events: list[Event] = []
    for i, e in enumerate(raw, 1):
        if not (isinstance(e, Mapping) and isinstance(e.get("kind"), str) and isinstance(e.get("at"), (int, float))
                and isinstance(e.get("data"), Mapping)):
            raise LieouImportError(msg("lieou.export.bad_record", where=where, why=f"event {i} is damaged"))
        events.append(Event(str(e["kind"]), float(e["at"]), dict(e["data"])))
    try:
        game = LieouGame.replay(events)
    except (RefereeError, KeyError, TypeError, ValueError) as exc:
        raise LieouImportError(msg("lieou.export.bad_record", where=where, why=f"its events do not replay: {exc}")) from None
    stated = doc.get("state")
    if stated is not None and stated != json.loads(json.dumps(game.to_json())):
        raise LieouImportError(msg("lieou.export.bad_record", where=where,
                                   why="its events lead to another state than the one it states"))
    return game


__all__ = ["EXPORT_FORMAT", "EXPORT_VERSION", "LieouImportError", "game_record", "read_lieou_record", "write_json"]

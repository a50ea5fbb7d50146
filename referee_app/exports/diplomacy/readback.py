"""Reading a ``json`` export back into a game, with a clear message for whatever is wrong with it."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ...core.events import Event
from ...core.inputs import MAX_RECORD_BYTES, InputError, check_document, clip, read_json, size_text
from ...core.messages import msg
from ...games.diplomacy.rules.errors import RefereeError
from ...games.diplomacy.table.game import Game, position_to_json
from .record_json import EXPORT_FORMAT, EXPORT_VERSION


class ImportError_(RefereeError):
    """An exported game that cannot be read back."""


def read_game_record(source: str | Path | Mapping[str, Any]) -> Game:
    """Rebuild the game from this program's ``json`` export (a path or the parsed document)."""
    where = "the record"
    if isinstance(source, Mapping):
        doc: Any = source
        try:
            check_document(doc, where, max_bytes=MAX_RECORD_BYTES)
        except InputError as exc:
            raise ImportError_(exc.message) from None
    else:
        path = Path(source)
        where = str(path)
        try:
            if path.stat().st_size > MAX_RECORD_BYTES:
                raise ImportError_(msg("input.too_large", where=where, limit=size_text(MAX_RECORD_BYTES)))
            data = path.read_bytes()
        except OSError as exc:
            raise ImportError_(f"cannot read {where}: {exc.strerror or exc}") from exc
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise ImportError_(f"{where} is not a text file, so it is not an exported game") from None
        try:
            # the same checks as any JSON from outside: nesting, numbers, text that UTF-8 can hold
            doc = read_json(text, where, max_bytes=MAX_RECORD_BYTES)
        except InputError as exc:
            if exc.message.key == "input.bad_json":
                p = exc.message.params
                raise ImportError_(f"{where} is not valid JSON (line {p['line']}, column {p['column']}: {p['error']}); "
                                   "was it cut short?") from None
            raise ImportError_(exc.message) from None
    if not isinstance(doc, Mapping) or doc.get("format") != EXPORT_FORMAT:
        found = doc.get("format") if isinstance(doc, Mapping) else type(doc).__name__
        raise ImportError_(f"{where} is not a game exported by this program (its format is {clip(found)}); "
                           f"export with --format json to get one")
    version = doc.get("format_version")
    if not isinstance(version, int) or version > EXPORT_VERSION:
        raise ImportError_(f"{where} was written by a newer version of the program (format {clip(version)}; "
                           f"this one reads up to {EXPORT_VERSION}); update the program to open it")
    raw = doc.get("events")
    if not isinstance(raw, list) or not raw:
        raise ImportError_(f"{where} holds no events, so the game cannot be rebuilt")
    events: list[Event] = []
    for i, e in enumerate(raw, 1):
        if not (isinstance(e, Mapping) and isinstance(e.get("kind"), str) and isinstance(e.get("at"), (int, float))
                and isinstance(e.get("data"), Mapping)):
            raise ImportError_(f"{where}: event {i} is damaged (it needs kind, at and data)")
        events.append(Event(e["kind"], float(e["at"]), dict(e["data"])))
    game = _replay(events, where)
    stated = doc.get("current", {}).get("position") if isinstance(doc.get("current"), Mapping) else None
    if stated is not None and stated != position_to_json(game.position):
        raise ImportError_(f"{where}: its events lead to {game.phase.long_name()} with a different position from "
                           "the one the file states; the file was changed after it was exported")
    return game


def _replay(events: list[Event], where: str) -> Game:
    try:
        return Game.replay(events)
    except (RefereeError, KeyError, TypeError, ValueError, AttributeError) as exc:
        first_bad = _first_bad_event(events)
        ev = events[first_bad - 1]
        raise ImportError_(f"{where}: event {first_bad} ({ev.kind}) cannot be replayed: {exc}") from None


def _first_bad_event(events: list[Event]) -> int:
    """The 1-based number of the first event whose replay fails (binary search over prefixes)."""
    lo, hi = 1, len(events)
    while lo < hi:
        mid = (lo + hi) // 2
        try:
            Game.replay(events[:mid])
        except Exception:  # noqa: BLE001 - any failure of the prefix
            hi = mid
        else:
            lo = mid + 1
    return lo

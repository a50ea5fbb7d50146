"""The table's kernel: game-agnostic, pure Python, no Qt.

The game file (``record``: SQLite event log, lock, schema version and migrations), the phase clock
(``clock``), dice and every random draw (``dice``), the message catalogues (``messages``), the events a
game is made of (``events``) and the registry of games (``registry``). The games themselves live in
``referee_app.games``; docs/architecture.md draws the layers.

Diplomacy's headless contract stays importable from here, as it always was::

    from referee_app.core import adjudicate_json
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .errors import GameStateError, RefereeError, RulesetError
    from .events import Event
    from .messages import Message, msg, render

__all__ = ["Event", "GameStateError", "Message", "RefereeError", "RulesetError", "adjudicate_json", "msg", "render"]

# The kernel's names below are imported at their first use, not with the package: importing any module of the
# kernel runs this file first, and the program's start imports ``codecache`` from here before anything else, so
# that the data classes of ``events`` and ``messages`` are made after it keeps their methods' code (core/codecache.py)
_LAZY = {"Event": "events", "GameStateError": "errors", "Message": "messages", "RefereeError": "errors",
         "RulesetError": "errors", "msg": "messages", "render": "messages"}


def __getattr__(name: str) -> Any:
    where = _LAZY.get(name)
    if where is not None:
        from . import errors, events, messages

        value = getattr({"errors": errors, "events": events, "messages": messages}[where], name)
        globals()[name] = value
        return value
    # the one re-export of a game the layers allow (tests/test_architecture.py): loaded on first use,
    # so importing the kernel never loads a game
    if name == "adjudicate_json":
        from referee_app.games.diplomacy.contract.jsonapi import adjudicate_json

        return adjudicate_json
    raise AttributeError(f"module 'referee_app.core' has no attribute {name!r}")

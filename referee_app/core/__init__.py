"""The table's kernel: game-agnostic, pure Python, no Qt.

The game file (``record``: SQLite event log, lock, schema version and migrations), the phase clock
(``clock``), dice and every random draw (``dice``), the message catalogues (``messages``), the events a
game is made of (``events``) and the registry of games (``registry``). The games themselves live in
``referee_app.games``; docs/architecture.md draws the layers.

Diplomacy's headless contract stays importable from here, as it always was::

    from referee_app.core import adjudicate_json
"""

from __future__ import annotations

from typing import Any

from .errors import GameStateError, RefereeError, RulesetError
from .events import Event
from .messages import Message, msg, render

__all__ = ["Event", "GameStateError", "Message", "RefereeError", "RulesetError", "adjudicate_json", "msg", "render"]


def __getattr__(name: str) -> Any:
    # the one re-export of a game the layers allow (tests/test_architecture.py): loaded on first use,
    # so importing the kernel never loads a game
    if name == "adjudicate_json":
        from referee_app.games.diplomacy.contract.jsonapi import adjudicate_json

        return adjudicate_json
    raise AttributeError(f"module 'referee_app.core' has no attribute {name!r}")

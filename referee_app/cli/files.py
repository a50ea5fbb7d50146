"""Every ``referee-cli`` command opens its game file here: one check that the file holds the command's game.

``open_game(path, game)`` refuses a file of another game before anything else happens to it (it is not
replayed, not locked, not written: byte for byte as it was), with one line naming the game the file holds
and the command to use for it (``referee-cli lieou show FILE`` ...). Each game's commands live in
``cli/<package>.py``; a module there says the words before its commands in ``PREFIX`` (Diplomacy's stand at
the top level: ``PREFIX = ""``).
"""

from __future__ import annotations

import importlib
import os

from ..core import registry
from ..core.messages import msg
from ..core.record import GameFile, RecordError, WrongGameError, check_game, game_title


def command_prefix(game: str) -> str:
    """``referee-cli`` and the words before a game's commands: ``referee-cli lieou`` (``referee-cli`` for
    Diplomacy's, at the top level)."""
    try:
        module = importlib.import_module(registry.layer_module(game, "cli"))
    except (ImportError, ValueError):
        return f"referee-cli {game}"
    prefix = str(getattr(module, "PREFIX", game))
    return f"referee-cli {prefix}".rstrip()


def open_game(path: str | os.PathLike[str], game: str, *, readonly: bool = False) -> GameFile:
    """The game file at ``path`` opened for a command of ``game`` (read-only: a snapshot). A file of another
    game is refused (``RecordError``, one line) and left as it was."""
    try:
        return GameFile.open(path, readonly=readonly, kind=game)
    except WrongGameError as exc:
        raise wrong_game(exc, path) from None


def require_game(path: str | os.PathLike[str], game: str) -> None:
    """Refuse (one line, the file left as it was) a game file that does not hold ``game``. Anything else wrong
    with the file (missing, damaged) is left to the opener that follows, in its own words."""
    try:
        check_game(path, game)
    except WrongGameError as exc:
        raise wrong_game(exc, path) from None
    except RecordError:
        return


def wrong_game(exc: WrongGameError, path: str | os.PathLike[str]) -> RecordError:
    """The one line a command says of a file of another game: the game it holds, the command to use."""
    return RecordError(msg("record.wrong_game_use", file=os.fspath(path), holds=game_title(exc.found),
                           wanted=game_title(exc.wanted), command=f"{command_prefix(exc.found)} show {os.fspath(path)}"))


__all__ = ["command_prefix", "open_game", "require_game", "wrong_game"]

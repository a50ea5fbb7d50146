"""The registry of games: the one small protocol every game at the table implements.

The kernel (game file, clock, dice, messages) and the shared window, projector, command line and
exports know games only through ``GameKind``. A game package (``referee_app/games/<name>/``) gives
one object implementing it, named in ``BUILTIN`` below (data: a module path, imported when the game
is first asked for, so the kernel never imports a game) or added with ``register``.

What a game brings (docs/architecture.md has the checklist):

* its name (the word in the game file and on the command line) and titles in every language;
* its rulesets (data under ``rulesets/<name>/``) and the default one;
* how a game starts (``new_game``) and how a recorded game is rebuilt from its events (``replay``);
* what each audience may see (``view``): the referee sees everything; the players (projector,
  phones) see what the rules let them see. Views never filter by themselves;
* the module of its window panels (a dotted module path the GUI imports; the game itself never
  imports Qt);
* optionally, ``typed_shape``: a compiled pattern (``re.MULTILINE``) whose every match of a whole line is one JSON
  object of its typed sheets' kind (``"orders"``), its one group the key the game's ``replay`` reads from
  ``ReadEvents.typed_keys``; a game file leaves the events it matches unread until asked (core.record,
  ``_typed_events``). A game without it has every event read at the open;
* optionally, with a typed shape, ``typed_frame``: the pair (that shape, a frame), the frame a pattern that a game
  file's reading uses instead of the shape on a text whose characters are all plain (printable ASCII but the
  backslash) or line breaks (``core.record.plain_lines``): on such a text, where either finds one key per line
  (``findall``), the other finds the same keys.

A game's package knows nothing of the layers above it. Each shared layer finds its part of a game by
the game's package name (``layer_module``): ``drawing/<package>/`` (its board scene),
``exports/<package>/``, ``share/<package>.py`` (the players' page), ``gui/<package>/`` (the window's
part) and ``cli/<package>.py`` (its ``referee-cli`` commands).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol, runtime_checkable

from .errors import RefereeError
from .events import Event


class Audience(StrEnum):
    """Who is looking: the referee sees everything; the players see what the rules let them."""

    REFEREE = "referee"
    PLAYERS = "players"  # the projector, the phones: everyone at the table at once


@dataclass(frozen=True)
class RulesetInfo:
    """A ruleset a game can be started with."""

    name: str
    title: str


@dataclass(frozen=True)
class PhaseRow:
    """One row of the game file's table of resolved phases (derived from the events, for readers)."""

    event_seq: int  # the event that resolved the phase
    phase: str
    position: str  # JSON
    sheets: str  # JSON
    results: str  # JSON
    next_phase: str
    resolved_at: float
    undone_seq: int | None = None


@runtime_checkable
class RecordedGame(Protocol):
    """What the game file needs of a live game: its events and change notifications."""

    @property
    def events(self) -> Sequence[Event]: ...

    def subscribe(self, fn: Callable[[Any], None]) -> None: ...

    def unsubscribe(self, fn: Callable[[Any], None]) -> None: ...


@runtime_checkable
class GameKind(Protocol):
    """One game at the table. See the module's docstring for what each part is for."""

    name: str  # "diplomacy", "lieou", "pog": the word in game files and on the command line
    titles: Mapping[str, str]  # language -> title ("Diplomacy", "外交", ...)
    file_suffix: str  # suggested file name ending of its game files
    gui_module: str | None  # dotted module path of its window panels, or None (no window yet)

    def rulesets(self) -> Sequence[RulesetInfo]: ...

    def default_ruleset(self) -> str: ...

    def new_game(self, ruleset: str | None = None, **options: Any) -> RecordedGame: ...

    def replay(self, events: Sequence[Event], clock: Callable[[], float]) -> RecordedGame: ...

    def file_meta(self, game: Any) -> Mapping[str, str]: ...

    def phase_rows(self, game: Any, seqs: Collection[int] | None = None) -> Sequence[PhaseRow]:
        """The game file's ``phases`` rows; ``seqs``: only those of these events are needed (a kind may give more)."""
        ...

    def view(self, game: Any, audience: Audience, **context: Any) -> Any: ...


class UnknownGameError(RefereeError):
    """A game file or a command names a game this program does not have."""


# name -> "module:attribute" of the game's GameKind; imported on first use
BUILTIN: dict[str, str] = {
    "diplomacy": "referee_app.games.diplomacy.kind:KIND",
    "lieou": "referee_app.games.lieou.kind:KIND",
    "pog": "referee_app.games.paths_of_glory.kind:KIND",
}
DEFAULT_GAME = "diplomacy"

_LOADED: dict[str, GameKind] = {}


def register(kind: GameKind) -> None:
    """Add a game (a third-party package, or a test's)."""
    _LOADED[kind.name] = kind


def get(name: str) -> GameKind:
    """The game called ``name``; ``UnknownGameError`` if there is none."""
    hit = _LOADED.get(name)
    if hit is not None:
        return hit
    target = BUILTIN.get(name)
    if target is None:
        known = ", ".join(names())
        raise UnknownGameError(f"this program has no game called {name!r} (it has: {known}); a newer version may")
    module, _, attr = target.partition(":")
    kind: GameKind = getattr(importlib.import_module(module), attr)
    _LOADED[name] = kind
    return kind


def package_of(name: str) -> str:
    """The last part of the package of the game called ``name`` (``paths_of_glory`` for ``pog``): the name
    under which every shared layer keeps its part of the game. Read from ``BUILTIN`` without importing the
    game; a game added with ``register`` is asked where its kind lives."""
    target = BUILTIN.get(name)
    module = target.partition(":")[0] if target is not None else type(get(name)).__module__
    parts = module.split(".")
    return parts[-2] if len(parts) >= 2 and parts[-1] == "kind" else parts[-1]


def layer_module(name: str, layer: str) -> str:
    """The dotted module of the game ``name``'s part in a shared ``layer`` (``drawing``, ``exports``,
    ``share``, ``gui``, ``cli``): data only; the layer imports it."""
    return f"referee_app.{layer}.{package_of(name)}"


def names() -> list[str]:
    """Every game's name, the default first."""
    out = [DEFAULT_GAME] + [n for n in BUILTIN if n != DEFAULT_GAME]
    return out + [n for n in _LOADED if n not in out]


def games() -> list[GameKind]:
    """Every game, the default first."""
    return [get(n) for n in names()]


__all__ = ["Audience", "BUILTIN", "DEFAULT_GAME", "GameKind", "PhaseRow", "RecordedGame", "RulesetInfo",
           "UnknownGameError", "games", "get", "layer_module", "names", "package_of", "register"]

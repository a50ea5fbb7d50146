"""``referee-cli``: the referee's engines from the command line, without Qt.

One command. Each game's commands are its part of this layer, ``cli/<package>.py``
(``core.registry.layer_module``), whose ``add_commands`` adds them: Diplomacy's (``adjudicate``, ``new``,
``orders``, ``process`` ...) stand at the top level, as game masters have always scripted them; each other
game has a group of its own (``referee-cli lieou ...``, ``referee-cli pog ...``). Tournaments
(``score``, ``tournament``: ``cli/tournament.py``) and the players' page (``serve``) come after.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from ..core import registry
from ..core.errors import RefereeError
from ..core.messages import detect_language, error_text, normalize_language

TOURNAMENT_COMMANDS = frozenset({"score", "tournament"})


def _command_word(argv: Sequence[str]) -> str | None:
    """The command ``argv`` names (its first word that is not a top-level option), if any."""
    skip = False
    for word in argv:
        if skip:
            skip = False
        elif word == "--lang":
            skip = True
        elif not word.startswith("-"):
            return word
    return None


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The whole command line; for ``argv`` naming ``score`` or ``tournament``, only those (a
    tournament command then loads no game's adjudicator, players' page or other game: a director's
    command answers in a fraction of a second, bench/bench_tournament.py)."""
    parser = argparse.ArgumentParser(prog="referee-cli", description="The referee's engines, no window needed.")
    parser.add_argument("--version", action=_Version, nargs=0,
                        help="the version, and whether the engine's compiled core is in use (docs/building.md)")
    _lang_option(parser, top=True)
    sub = parser.add_subparsers(dest="command", required=True)
    from .tournament import add_commands as add_tournament  # referee-cli score / tournament

    if argv is not None and _command_word(argv) in TOURNAMENT_COMMANDS:
        add_tournament(sub)
    else:
        for name in registry.names():
            importlib.import_module(registry.layer_module(name, "cli")).add_commands(sub)
        from ..share.cli import add_command as add_serve  # the players' page: every game's, served from its file

        add_tournament(sub)
        add_serve(sub)
    for command in sub.choices.values():
        _lang_option(command)
    return parser


class _Version(argparse.Action):
    """``--version``: ``referee-cli 0.1.0 (Python 3.11.7, engine: pure Python)``; the engine's line says
    whether the optional compiled core (mypyc) is in use. Worked out only when asked for."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object,
                 option_string: str | None = None) -> None:
        import platform
        from importlib import metadata

        from ..games.diplomacy.contract.compiled import describe

        try:
            version = metadata.version("referee-app")
        except metadata.PackageNotFoundError:  # run from the source tree, not installed
            version = "(source tree)"
        print(f"referee-cli {version} (Python {platform.python_version()}, engine: {describe()})")
        parser.exit()


def _lang_option(p: argparse.ArgumentParser, *, top: bool = False) -> None:
    """``--lang`` before or after the command (the command's own wins)."""
    p.add_argument("--lang", default=None if top else argparse.SUPPRESS, metavar="LANG",
                   help="language of messages, results and exports: en, zh_Hant, zh_Hans, ja (default: the system's)")


def main(argv: Sequence[str] | None = None) -> int:
    # a frozen bundle (PyInstaller) starts its worker processes (``--workers`` under the spawn start method:
    # Windows, macOS) by running this program again with ``--multiprocessing-fork``: run the worker and stop
    # here, before the arguments are read
    import multiprocessing

    multiprocessing.freeze_support()
    parser = build_parser(sys.argv[1:] if argv is None else argv)
    args = parser.parse_args(argv)
    lang = normalize_language(args.lang) if args.lang else detect_language()
    if args.lang and lang is None:
        print(f"referee-cli: unknown language {args.lang!r}; choose en, zh_Hant, zh_Hans or ja", file=sys.stderr)
        return 2
    assert lang is not None
    args.lang = lang
    try:
        return int(args.func(args))
    except RefereeError as exc:
        print(f"referee-cli: {error_text(exc, lang)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # pragma: no cover
        return 130
    except BrokenPipeError:  # the reader went away (``referee-cli ... | head``): nothing more to say
        import os

        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(main())

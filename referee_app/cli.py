"""``referee-cli``: the referee's engine from the command line, without Qt."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from .core import RefereeError, adjudicate_json
from .core.i18n import detect_language, error_text, msg, normalize_language


def _read_json(path: str) -> Any:
    if path == "-":
        text = sys.stdin.read()
        where = "standard input"
    else:
        try:
            with open(path, encoding="utf-8") as fh:
                text = fh.read()
        except OSError as exc:
            raise RefereeError(msg("cli.cannot_read", source=path, error=str(exc.strerror or exc))) from exc
        where = path
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise RefereeError(msg("cli.bad_json", where=where, line=exc.lineno, column=exc.colno, error=exc.msg)) from exc


def cmd_adjudicate(args: argparse.Namespace) -> int:
    doc = _read_json(args.file)
    if not isinstance(doc, dict):
        raise RefereeError(msg("contract.not_object"))
    out = adjudicate_json(doc)
    json.dump(out, sys.stdout, ensure_ascii=False, indent=2 if args.pretty else None)
    sys.stdout.write("\n")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="referee-cli", description="Diplomacy referee engine (no window needed).")
    _lang_option(parser, top=True)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("adjudicate", help="adjudicate one phase given as JSON (see docs/headless-api.md)")
    p.add_argument("file", nargs="?", default="-", help="JSON file, or - for standard input (default)")
    p.add_argument("--pretty", action="store_true", help="indent the output")
    p.set_defaults(func=cmd_adjudicate)
    try:
        from .gm import add_commands  # game-master commands over game files
    except ImportError:  # pragma: no cover - present once the game record exists
        pass
    else:
        add_commands(sub)
    for command in sub.choices.values():
        _lang_option(command)
    return parser


def _lang_option(p: argparse.ArgumentParser, *, top: bool = False) -> None:
    """``--lang`` before or after the command (the command's own wins)."""
    p.add_argument("--lang", default=None if top else argparse.SUPPRESS, metavar="LANG",
                   help="language of messages, results and exports: en, zh_Hant, zh_Hans, ja (default: the system's)")


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    lang = normalize_language(args.lang) if args.lang else detect_language()
    if args.lang and lang is None:
        print(f"referee-cli: unknown language {args.lang!r}; choose en, zh_Hant, zh_Hans or ja", file=sys.stderr)
        return 2
    assert lang is not None
    try:
        from .gm import set_language
    except ImportError:  # pragma: no cover
        pass
    else:
        set_language(lang)
    try:
        return int(args.func(args))
    except RefereeError as exc:
        print(f"referee-cli: {error_text(exc, lang)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # pragma: no cover
        return 130


if __name__ == "__main__":
    sys.exit(main())

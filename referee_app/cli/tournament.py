"""``referee-cli score`` and ``referee-cli tournament`` (Qt-free).

``add_commands(subparsers)`` adds both commands to ``referee-cli``'s sub-command parser.
Every handler takes the parsed arguments and returns the exit status: 0, or 2 after printing one
line ``referee-cli: …`` to standard error for bad input (unknown system, bad JSON, a result that
cannot be scored, a file that is not a game or tournament file …). What they print is in the
language of ``--lang`` (before or after the command; default: the system's): the catalogues'
``scoring`` and ``tournament`` sections. JSON output and the names of systems and tie-breaks are the
same in every language.

    referee-cli score --list
    referee-cli score --system NAME [FILE|-]
    referee-cli score --system NAME --game FILE.dipgame
    referee-cli tournament new FILE --name NAME [--system S] [--best N] [--tiebreak T …]
    referee-cli tournament rules FILE [--system S] [--best N | --every-round] [--tiebreak T …]
    referee-cli tournament add FILE NAME… [--from-round R]
    referee-cli tournament drop FILE NAME [--after R]
    referee-cli tournament players FILE
    referee-cli tournament round FILE [--seed S]
    referee-cli tournament seats FILE [ROUND] [--json]
    referee-cli tournament swap FILE ROUND BOARD:POWER BOARD:POWER
    referee-cli tournament seat FILE ROUND BOARD:POWER PLAYER
    referee-cli tournament result FILE ROUND BOARD [JSON|-] | --game FILE.dipgame | --clear
    referee-cli tournament standings FILE [--after R] [--format text|json|csv|html] [-o OUT]
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from referee_app.core.errors import RefereeError
from referee_app.core.inputs import MAX_DOCUMENT_BYTES, read_json
from referee_app.core.messages import Many, Message, detect_language, error_text, msg, normalize_language, render

from ..games.diplomacy.rules.i18n import power_name
from ..tournament.scoring import SYSTEMS, BoardResult, as_number, find_system, scores_json
from ..tournament.tournament import POWERS, TIEBREAKS, Tournament, pad, read_game_result, text_width
from .files import require_game

Handler = Callable[[argparse.Namespace], int]


class _Bad(RefereeError):
    """Bad command-line input (one line for the user)."""


def _lang(args: argparse.Namespace) -> str:
    """The language chosen with ``--lang`` (before or after the command), else the system's."""
    value = getattr(args, "lang", None)
    return (normalize_language(value) if value else None) or detect_language()


def _guarded(fn: Handler) -> Handler:
    """Turn the expected failures into one line on standard error, in the chosen language, and exit
    status 2."""

    def run(args: argparse.Namespace) -> int:
        lang = _lang(args)
        args.lang = lang
        try:
            return fn(args)
        except RefereeError as exc:  # ScoringError, TournamentError, bad input
            text = error_text(exc, lang, _names(lang))
        except (OSError, sqlite3.Error) as exc:
            text = render(msg("tournament.cannot-use", error=str(exc)), lang)
        print(f"referee-cli: {' '.join(text.split())}", file=sys.stderr)
        return 2

    run.__name__ = fn.__name__
    run.__doc__ = fn.__doc__
    return run


def _names(lang: str) -> Any:
    """The standard board's names of the powers, to name them in ``lang`` (English keeps the codes
    the input uses)."""
    if lang == "en":
        return None
    from ..games.diplomacy.rules.ruleset import load_ruleset

    return load_ruleset("standard")


def _say(args: argparse.Namespace, key: str, **params: Any) -> None:
    """Print one catalogue text in the chosen language."""
    print(render(Message(key, params), args.lang))


def _read_json(source: str) -> Any:
    """The JSON document in ``source`` (a file, or ``-`` for standard input), read as every input from
    outside is (``core.inputs``: size, nesting, numbers, text that cannot be encoded)."""
    where: str | Message = msg("cli.the_input") if source == "-" else source
    try:
        if source == "-":
            stream = getattr(sys.stdin, "buffer", None)
            data: bytes | str = (stream.read(MAX_DOCUMENT_BYTES + 1) if stream is not None
                                 else sys.stdin.read(MAX_DOCUMENT_BYTES + 1))
        else:
            with open(source, "rb") as fh:
                data = fh.read(MAX_DOCUMENT_BYTES + 1)
    except OSError as exc:
        raise _Bad(msg("cli.cannot_read", source=source, error=str(exc.strerror or exc))) from None
    try:
        return read_json(data, where)
    except RefereeError as exc:
        raise _Bad(exc.message) from None


def _print_json(doc: Any) -> None:
    json.dump(doc, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")


# --- score ------------------------------------------------------------------------------------

def cmd_score(args: argparse.Namespace) -> int:
    """List the systems, or score one board's result (JSON, or an ended game file)."""
    if args.list:
        if args.system or args.game or args.file is not None:
            raise _Bad(msg("scoring.cli.list-alone"))
        for s in SYSTEMS:
            print(f"{s.name}\t{render(s.title_msg, args.lang)}")
        return 0
    if not args.system:
        raise _Bad(msg("scoring.cli.needs-system"))
    system = find_system(args.system)
    if args.game:
        if args.file is not None:
            raise _Bad(msg("scoring.cli.game-or-json"))
        require_game(args.game, "diplomacy")  # another game's file: one line, left as it was (cli/files.py)
        result = read_game_result(args.game)
    else:
        result = BoardResult.from_json(_read_json(args.file if args.file is not None else "-"))
    _print_json({"scores": scores_json(system(result))})
    return 0


# --- tournament -------------------------------------------------------------------------------

def _seat_ref(text: str) -> tuple[int, str]:
    board, sep, power = text.partition(":")
    if not sep or not board.isdigit():
        raise _Bad(msg("tournament.cli.bad-seat", text=repr(text)))
    p = power.strip().upper()
    if p not in POWERS:
        raise _Bad(msg("tournament.cli.seat-power", power=repr(power), text=repr(text)))
    return int(board), p


def cmd_new(args: argparse.Namespace) -> int:
    Tournament.create(args.tournament, args.name, args.system, best_rounds=args.best,
                      tiebreaks=args.tiebreak or ("best-round",)).close()
    return 0


def cmd_rules(args: argparse.Namespace) -> int:
    with Tournament.open(args.tournament) as t:
        best: int | None | str = ""
        if args.every_round:
            best = None
        elif args.best is not None:
            best = args.best
        t.set_rules(system=args.system, best_rounds=best, tiebreaks=args.tiebreak)
        counting = msg("tournament.every-round") if t.best_rounds is None else msg("tournament.best-rounds", n=t.best_rounds)
        tiebreaks = Many(t.tiebreaks) if t.tiebreaks else msg("tournament.no-tiebreaks")
        _say(args, "tournament.cli.rules", system=t.system, counting=counting, tiebreaks=tiebreaks)
    return 0


def cmd_add(args: argparse.Namespace) -> int:
    with Tournament.open(args.tournament) as t:
        for name in args.names:
            p = t.add_player(name, from_round=args.from_round)
            _say(args, "tournament.cli.added", name=p.name, round=p.joined_round)
    return 0


def cmd_drop(args: argparse.Namespace) -> int:
    with Tournament.open(args.tournament) as t:
        t.drop_player(args.name, after_round=args.after)
    return 0


def cmd_players(args: argparse.Namespace) -> int:
    with Tournament.open(args.tournament) as t:
        for p in t.players():
            dropped: str | Message = "" if p.dropped_after is None else msg("tournament.cli.dropped", round=p.dropped_after)
            _say(args, "tournament.cli.player", name=p.name, round=p.joined_round, dropped=dropped)
    return 0


def _show_round(t: Tournament, round_no: int, as_json: bool, lang: str) -> None:
    boards = t.boards(round_no)
    if as_json:
        _print_json({"round": round_no, "boards": [{"board": b.number, "seats": dict(b.seats),
                                                    "result": b.result.to_json() if b.result else None,
                                                    "game_file": b.game_file} for b in boards],
                     "sitting_out": t.sitting_out(round_no)})
        return
    labels = {p: p for p in POWERS}
    names = _names(lang)
    if names is not None:  # the powers' names in the language, beside the codes the commands take
        labels = {p: f"{pad(p, 8)} {power_name(p, lang, names)}" for p in POWERS}
    width = max(text_width(t) for t in labels.values())
    for b in boards:
        done: str | Message = "" if b.result is None else msg("tournament.cli.result-in")
        print(render(msg("tournament.cli.board", round=round_no, board=b.number, done=done), lang))
        for power in POWERS:
            print(render(msg("tournament.cli.seat", code=pad(labels[power], width), player=b.seats.get(power, "-")), lang))
    out = t.sitting_out(round_no)
    if out:
        print(render(msg("tournament.cli.sitting-out", players=Many(out)), lang))


def cmd_round(args: argparse.Namespace) -> int:
    with Tournament.open(args.tournament) as t:
        boards = t.seed_round(args.seed)
        _show_round(t, boards[0].round, args.json, args.lang)
    return 0


def cmd_seats(args: argparse.Namespace) -> int:
    with Tournament.open(args.tournament) as t:
        r = args.round if args.round is not None else t.last_round()
        if r not in t.rounds():
            raise _Bad(msg("tournament.no-round", round=r))
        _show_round(t, r, args.json, args.lang)
    return 0


def cmd_swap(args: argparse.Namespace) -> int:
    with Tournament.open(args.tournament) as t:
        t.swap_seats(args.round, _seat_ref(args.a), _seat_ref(args.b))
    return 0


def cmd_seat(args: argparse.Namespace) -> int:
    board, power = _seat_ref(args.seat)
    with Tournament.open(args.tournament) as t:
        t.set_seat(args.round, board, power, args.player)
    return 0


def cmd_result(args: argparse.Namespace) -> int:
    with Tournament.open(args.tournament) as t:
        if args.clear:
            if args.game or args.file is not None:
                raise _Bad(msg("tournament.cli.clear-alone"))
            t.clear_result(args.round, args.board)
            return 0
        if args.game:
            if args.file is not None:
                raise _Bad(msg("scoring.cli.game-or-json"))
            require_game(args.game, "diplomacy")
            t.link_game(args.round, args.board, args.game)
        else:
            t.record_result(args.round, args.board, BoardResult.from_json(_read_json(args.file or "-")))
        scores = t.board_scores(args.round, args.board)
        _print_json({"scores": {who: as_number(v) for who, v in scores.items()}})
    return 0


def cmd_standings(args: argparse.Namespace) -> int:
    with Tournament.open(args.tournament) as t:
        after = args.after
        if after is not None and after not in t.rounds():
            raise _Bad(msg("tournament.no-round", round=after))
        if args.format == "json":
            text = json.dumps({"tournament": t.name, "system": t.system, "best_rounds": t.best_rounds,
                               "tiebreaks": list(t.tiebreaks), "standings": [
                                   {"place": s.place, "player": s.player, "total": as_number(s.total),
                                    "rounds": {str(r): as_number(v) for r, v in s.rounds.items()},
                                    "tiebreaks": [as_number(x) for x in s.tiebreaks]}
                                   for s in t.standings(after)]}, ensure_ascii=False) + "\n"
        elif args.format == "csv":
            text = t.standings_csv(after, args.lang)
        elif args.format == "html":
            text = t.standings_html(after, args.lang)
        else:
            text = t.standings_text(after, args.lang)
    if args.output:
        Path(args.output).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


def add_commands(subparsers: Any) -> None:
    """Add ``score`` and ``tournament`` to ``referee-cli``'s sub-command parser
    (the object ``ArgumentParser.add_subparsers()`` returns). Each sets ``func``."""
    p = subparsers.add_parser("score", help="score an ended board under a tournament scoring system",
                              description="Score one board: a JSON result {\"centers\": …, \"solo\": …, \"draw\": …, "
                                          "\"eliminated\": […]} from FILE or standard input, or an ended game file.")
    p.add_argument("--list", action="store_true", help="list the scoring systems (name, title)")
    p.add_argument("--system", metavar="NAME", help="the scoring system (see --list)")
    p.add_argument("--game", metavar="FILE.dipgame", help="score this ended game file")
    p.add_argument("file", nargs="?", metavar="FILE|-", help="the result as JSON (default: standard input)")
    p.set_defaults(func=_guarded(cmd_score))

    t = subparsers.add_parser("tournament", help="run a tournament: players, rounds, boards, results, standings")
    ts = t.add_subparsers(dest="tournament_command", metavar="COMMAND", required=True)

    def sub(name: str, fn: Handler, help_: str) -> argparse.ArgumentParser:
        q: argparse.ArgumentParser = ts.add_parser(name, help=help_)
        q.add_argument("tournament", metavar="FILE", help="the tournament file")
        q.add_argument("--lang", default=argparse.SUPPRESS, metavar="LANG",
                       help="language of messages and exports: en, zh_Hant, zh_Hans, ja (default: the system's)")
        q.set_defaults(func=_guarded(fn))
        return q

    systems = [s.name for s in SYSTEMS]
    q = sub("new", cmd_new, "create a tournament file")
    q.add_argument("--name", required=True)
    q.add_argument("--system", default="c-diplo", metavar="NAME", help=f"scoring system (default c-diplo; one of {', '.join(systems)})")
    q.add_argument("--best", type=int, metavar="N", help="the total counts the best N rounds (default: every round)")
    q.add_argument("--tiebreak", action="append", choices=list(TIEBREAKS), help="tie-breaks in order (repeat)")
    q = sub("rules", cmd_rules, "change the scoring system, best N rounds or tie-breaks")
    q.add_argument("--system", metavar="NAME")
    q.add_argument("--best", type=int, metavar="N")
    q.add_argument("--every-round", action="store_true", help="the total counts every round")
    q.add_argument("--tiebreak", action="append", choices=list(TIEBREAKS))
    q = sub("add", cmd_add, "register players (late players: --from-round)")
    q.add_argument("names", nargs="+", metavar="NAME")
    q.add_argument("--from-round", type=int, metavar="R")
    q = sub("drop", cmd_drop, "a player plays no more rounds")
    q.add_argument("name", metavar="NAME")
    q.add_argument("--after", type=int, metavar="R", help="last round played (default: the last round seeded)")
    sub("players", cmd_players, "list the players")
    q = sub("round", cmd_round, "seed the next round: boards and powers")
    q.add_argument("--seed", type=int, help="the seed of the draw (stored with the round)")
    q.add_argument("--json", action="store_true")
    q = sub("seats", cmd_seats, "show a round's boards and seats")
    q.add_argument("round", nargs="?", type=int, metavar="ROUND")
    q.add_argument("--json", action="store_true")
    q = sub("swap", cmd_swap, "swap the players of two seats")
    q.add_argument("round", type=int, metavar="ROUND")
    q.add_argument("a", metavar="BOARD:POWER")
    q.add_argument("b", metavar="BOARD:POWER")
    q = sub("seat", cmd_seat, "put a player in a seat")
    q.add_argument("round", type=int, metavar="ROUND")
    q.add_argument("seat", metavar="BOARD:POWER")
    q.add_argument("player", metavar="PLAYER")
    q = sub("result", cmd_result, "record a board's result (JSON or an ended game file)")
    q.add_argument("round", type=int, metavar="ROUND")
    q.add_argument("board", type=int, metavar="BOARD")
    q.add_argument("file", nargs="?", metavar="JSON|-", help="the result as JSON (default: standard input)")
    q.add_argument("--game", metavar="FILE.dipgame", help="read the result from this ended game file")
    q.add_argument("--clear", action="store_true", help="take the board's result away")
    q = sub("standings", cmd_standings, "the standings (text, json, csv or a self-contained html page)")
    q.add_argument("--after", type=int, metavar="R", help="after round R (default: the last)")
    q.add_argument("--format", choices=("text", "json", "csv", "html"), default="text")
    q.add_argument("-o", "--output", metavar="FILE")


__all__ = ["add_commands", "cmd_add", "cmd_drop", "cmd_new", "cmd_players", "cmd_result", "cmd_round",
           "cmd_rules", "cmd_score", "cmd_seat", "cmd_seats", "cmd_standings", "cmd_swap"]

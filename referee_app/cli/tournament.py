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
                                      [--sit-out-score X|none] [--sit-out once|every] [--best-country score|centres]
    referee-cli tournament add FILE NAME… [--from-round R] [--standby] [--two-boards]
    referee-cli tournament player FILE NAME [--standby yes|no] [--two-boards yes|no] [--prefer POWER …]
    referee-cli tournament apart FILE NAME NAME [--undo]
    referee-cli tournament drop FILE NAME [--after R | --now]
    referee-cli tournament players FILE
    referee-cli tournament roll FILE ROUND [--absent NAME …] [--present NAME …]
    referee-cli tournament round FILE [--seed S] [--top-board MULTIPLIER] [--dry-run] [--json]
    referee-cli tournament seats FILE [ROUND] [--json]
    referee-cli tournament swap FILE ROUND BOARD:POWER BOARD:POWER
    referee-cli tournament seat FILE ROUND BOARD:POWER [PLAYER] [--move] [--force] | --civil-disorder | --clear
    referee-cli tournament start FILE ROUND BOARD
    referee-cli tournament result FILE ROUND BOARD [JSON|-] | --game FILE.dipgame | --clear
    referee-cli tournament hub FILE [--host 127.0.0.1] [--port N]
    referee-cli tournament join URL --board N --game FILE.dipgame [--round R]
    referee-cli tournament clock FILE [--minutes M] [--label TEXT] | --allow-own-clock BOARD
    referee-cli tournament log FILE
    referee-cli tournament standings FILE [--after R] [--format text|json|csv|html|wdd-boards|wdd-classification]
                                          [-o OUT]

Seating a player who sits elsewhere this round, or into a taken seat, is refused (exit 2, one line
saying so) unless ``--move`` or ``--force`` confirms it. Every command answers from one reading of
the file (bench/bench_tournament.py measures them at 105 players).
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

from referee_app.core.errors import RefereeError
from referee_app.core.inputs import MAX_DOCUMENT_BYTES, read_json
from referee_app.core.messages import Many, Message, detect_language, error_text, msg, normalize_language, render

from ..games.diplomacy.rules.i18n import W, power_name
from ..tournament import wdd
from ..tournament.scoring import SYSTEMS, BoardResult, as_number, find_system, scores_json
from ..tournament.tournament import (
    BEST_COUNTRY,
    POWERS,
    SITOUT_MODES,
    TIEBREAKS,
    SeatConflict,
    Tournament,
    pad,
    read_game_result,
    text_width,
)
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
        sitout: Fraction | None | str = ""
        if args.sit_out_score is not None:
            sitout = None if args.sit_out_score.strip().lower() == "none" else _fraction(args.sit_out_score)
        t.set_rules(system=args.system, best_rounds=best, tiebreaks=args.tiebreak, sitout_score=sitout,
                    sitout_mode=args.sit_out, best_country=args.best_country)
        counting = msg("tournament.every-round") if t.best_rounds is None else msg("tournament.best-rounds", n=t.best_rounds)
        tiebreaks = Many(t.tiebreaks) if t.tiebreaks else msg("tournament.no-tiebreaks")
        _say(args, "tournament.cli.rules", system=t.system, counting=counting, tiebreaks=tiebreaks)
        rule = t.sitout_message()
        if rule is not None:
            print(render(rule, args.lang))
        print(render(t.best_country_title(), args.lang))
    return 0


def _fraction(text: str) -> Fraction:
    try:
        return Fraction(text.strip())
    except (ValueError, ZeroDivisionError):
        raise _Bad(msg("tournament.cli.not-number", text=repr(text))) from None


def _yes(text: str | None) -> bool | None:
    if text is None:
        return None
    v = text.strip().lower()
    if v in ("yes", "y", "true", "1", "on"):
        return True
    if v in ("no", "n", "false", "0", "off"):
        return False
    raise _Bad(msg("tournament.cli.yes-no", text=repr(text)))


def cmd_add(args: argparse.Namespace) -> int:
    with Tournament.open(args.tournament) as t:
        for name in args.names:
            p = t.add_player(name, from_round=args.from_round, standby=args.standby, two_boards=args.two_boards)
            _say(args, "tournament.cli.added", name=p.name, round=p.joined_round)
    return 0


def cmd_player(args: argparse.Namespace) -> int:
    with Tournament.open(args.tournament) as t:
        p = t.set_player(args.name, standby=_yes(args.standby), two_boards=_yes(args.two_boards),
                         prefers=args.prefer)
        _say_player(args, p)
    return 0


def cmd_apart(args: argparse.Namespace) -> int:
    with Tournament.open(args.tournament) as t:
        t.keep_apart(args.a, args.b, apart=not args.undo)
    return 0


def cmd_drop(args: argparse.Namespace) -> int:
    with Tournament.open(args.tournament) as t:
        if args.now:
            if args.after is not None:
                raise _Bad(msg("tournament.cli.now-or-after"))
            vacated = t.drop_player(args.name, after_round=t.last_round() - 1, vacate=True)
        else:
            vacated = t.drop_player(args.name, after_round=args.after)
        for r, b, power in vacated:
            print(render(msg("tournament.cli.vacated", round=r, board=b, power=W(power)), args.lang, _names(args.lang)))
    return 0


def cmd_roll(args: argparse.Namespace) -> int:
    with Tournament.open(args.tournament) as t:
        if args.present and args.absent:
            raise _Bad(msg("tournament.cli.present-or-absent"))
        t.roll_call(args.round, present=args.present or None, absent=args.absent or ())
        here = t.present(args.round) or []
        away = sum(1 for p in t.players() if p.plays_in(args.round)) - len(here)
        _say(args, "tournament.cli.present", round=args.round, here=len(here), away=away)
    return 0


def cmd_start(args: argparse.Namespace) -> int:
    with Tournament.open(args.tournament) as t:
        t.start_board(args.round, args.board)
        _say(args, "tournament.cli.started", round=args.round, board=args.board)
    return 0


def _say_player(args: argparse.Namespace, p: Any) -> None:
    dropped: str | Message = "" if p.dropped_after is None else msg("tournament.cli.dropped", round=p.dropped_after)
    text = render(msg("tournament.cli.player", name=p.name, round=p.joined_round, dropped=dropped), args.lang)
    if p.standby:
        text += render(msg("tournament.cli.standby-flag"), args.lang)
    if p.two_boards:
        text += render(msg("tournament.cli.two-boards-flag"), args.lang)
    if p.prefers:
        text += render(msg("tournament.cli.prefers-flag", powers=Many([W(x) for x in p.prefers])), args.lang,
                       _names(args.lang))
    print(text)


def cmd_players(args: argparse.Namespace) -> int:
    with Tournament.open(args.tournament) as t:
        for p in t.players():
            _say_player(args, p)
    return 0


def _report_json(r: Any) -> dict[str, int]:
    return {"repeated_pairs": r.repeated_pairs, "third_meetings": r.third_meetings,
            "repeated_powers": r.repeated_powers, "avoidable_power_repeats": r.avoidable_power_repeats,
            "apart_together": r.apart_together}


def _report_line(r: Any, lang: str) -> str:
    return render(msg("tournament.report", pairs=r.repeated_pairs, third=r.third_meetings, powers=r.repeated_powers,
                      avoidable=r.avoidable_power_repeats, apart=r.apart_together), lang)


def _print_boards(round_no: int, boards: list[dict[str, Any]], sitting_out: list[str], standbys: list[str],
                  report: Any, as_json: bool, lang: str) -> None:
    if as_json:
        _print_json({"round": round_no, "boards": boards, "sitting_out": sitting_out, "standby": standbys,
                     "report": _report_json(report)})
        return
    labels = {p: p for p in POWERS}
    names = _names(lang)
    if names is not None:  # the powers' names in the language, beside the codes the commands take
        labels = {p: f"{pad(p, 8)} {power_name(p, lang, names)}" for p in POWERS}
    width = max(text_width(t) for t in labels.values())
    for b in boards:
        done: str | Message = "" if b.get("result") is None else msg("tournament.cli.result-in")
        print(render(msg("tournament.cli.board", round=round_no, board=b["board"], done=done), lang))
        for power in POWERS:
            who: str | Message = b["seats"].get(power, "")
            if not who:
                who = msg("tournament.cli.civil-disorder") if power in b.get("civil_disorder", ()) else msg(
                    "tournament.cli.empty")
            print(render(msg("tournament.cli.seat", code=pad(labels[power], width), player=who), lang))
    if sitting_out:
        print(render(msg("tournament.cli.sitting-out", players=Many(sitting_out)), lang))
    if standbys:
        print(render(msg("tournament.cli.standbys", players=Many(standbys)), lang))
    print(_report_line(report, lang))


def _show_round(t: Tournament, round_no: int, as_json: bool, lang: str) -> None:
    boards = [{"board": b.number, "seats": dict(b.seats), "result": b.result.to_json() if b.result else None,
               "game_file": b.game_file, "civil_disorder": sorted(b.civil_disorder), "empty": b.empty,
               "started": b.started is not None, "multiplier": as_number(b.multiplier)} for b in t.boards(round_no)]
    _print_boards(round_no, boards, t.sitting_out(round_no), t.standbys(round_no), t.seating_report(round_no),
                  as_json, lang)


def cmd_round(args: argparse.Namespace) -> int:
    with Tournament.open(args.tournament) as t:
        top = _fraction(args.top_board) if args.top_board is not None else None
        if args.dry_run:
            number, _seed, proposal, report = t.plan_round(args.seed, top_board=top)
            seated = {who for seats in proposal for who in seats.values()}
            out = [p.name for p in t.players() if p.plays_in(number) and not p.standby and p.name not in seated
                   and (t.present(number) is None or p.name in (t.present(number) or []))]
            standbys = [p.name for p in t.players() if p.plays_in(number) and p.standby and p.name not in seated
                        and (t.present(number) is None or p.name in (t.present(number) or []))]
            _print_boards(number, [{"board": i, "seats": seats} for i, seats in enumerate(proposal, 1)], out,
                          standbys, report, args.json, args.lang)
            return 0
        boards = t.seed_round(args.seed, top_board=top)
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
        if args.civil_disorder or args.clear:
            if args.player is not None or (args.civil_disorder and args.clear):
                raise _Bad(msg("tournament.cli.seat-one"))
            if args.clear:
                t.clear_seat(args.round, board, power)
            else:
                t.set_civil_disorder(args.round, board, power)
            return 0
        if args.player is None:
            raise _Bad(msg("tournament.cli.seat-who"))
        try:
            t.set_seat(args.round, board, power, args.player, move=args.move, force=args.force)
        except SeatConflict as exc:  # the director confirms with --move or --force
            key = "tournament.cli.ask-move" if exc.kind == "elsewhere" else "tournament.cli.ask-force"
            raise _Bad(msg(key, why=exc.message)) from None
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
                               "tiebreaks": list(t.tiebreaks),
                               "sit_out": None if t.sitout_score is None else {"score": as_number(t.sitout_score),
                                                                                "when": t.sitout_mode},
                               "standings": [
                                   {"place": s.place, "player": s.player, "total": as_number(s.total),
                                    "rounds": {str(r): as_number(v) for r, v in s.rounds.items()},
                                    "tiebreaks": [as_number(x) for x in s.tiebreaks], "sat_out": list(s.sat_out)}
                                   for s in t.standings(after)],
                               "best_country": {"by": t.best_country_by, "awards": [
                                   {"power": a.power, "player": a.player, "round": a.round, "board": a.board,
                                    "score": as_number(a.score), "centres": a.centres}
                                   for a in t.best_country(after)]}}, ensure_ascii=False) + "\n"
        elif args.format == "wdd-boards":
            text = wdd.boards_csv(t, after)
        elif args.format == "wdd-classification":
            text = wdd.classification_csv(t, after)
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


def cmd_hub(args: argparse.Namespace) -> int:
    """Serve the tournament to the boards' desks until Ctrl+C."""
    import time as _time

    from ..tournament.hub import HubServer

    hub = HubServer(args.tournament, host=args.host, port=args.port, code=args.code)
    with hub:
        _say(args, "tournament.hub.serving", url=hub.url)
        sys.stdout.flush()
        try:
            while args.seconds is None or args.seconds > 0:  # --seconds: serve that long (scripts and tests)
                _time.sleep(0.2 if args.seconds is None else min(0.2, args.seconds))
                if args.seconds is not None:
                    args.seconds -= 0.2
        except KeyboardInterrupt:
            pass
    return 0


def cmd_join(args: argparse.Namespace) -> int:
    """A board run from a game file reports to the hub: each year's centre counts not yet sent, and
    the result once the game has ended. What the hub has not acknowledged waits in the state file
    (``GAME.hub.json``) for the next run."""
    from ..core.record import GameFile
    from ..tournament.hub import BoardDesk, GameReporter

    require_game(args.game, "diplomacy")  # another game's file: one line, left as it was (cli/files.py)
    state = Path(args.state) if args.state else Path(args.game).with_name(Path(args.game).name + ".hub.json")
    desk = BoardDesk(args.url, args.board, args.round, state_path=state)
    try:
        gf = GameFile.open(args.game, readonly=True)
    except RefereeError:
        raise
    except Exception as exc:
        raise _Bad(msg("scoring.bad-file", path=str(args.game), error=str(exc))) from None
    try:
        GameReporter(desk).report(gf.game)
    finally:
        gf.close()
    done = desk.flush()
    refused = [outcome for _, outcome in done if outcome not in ("ok", "again")]
    _say(args, "tournament.hub.joined", round=desk.round, board=desk.board, sent=len(done), waiting=len(desk.outbox))
    if refused:
        raise _Bad(msg("tournament.hub.refused", error=refused[0]))
    return 0


def cmd_clock(args: argparse.Namespace) -> int:
    """The room's clock: the round's period ends in MINUTES (none: no clock)."""
    import time as _time

    with Tournament.open(args.tournament) as t:
        if args.allow_own_clock is not None:
            t.hub_allow_own_clock(t.last_round(), args.allow_own_clock)
            return 0
        ends = None if args.minutes is None else _time.time() + float(_fraction(args.minutes)) * 60
        t.set_hub_clock(ends, args.label or "")
    return 0


def cmd_log(args: argparse.Namespace) -> int:
    """Every change made to the tournament: when, who, what."""
    import time as _time

    with Tournament.open(args.tournament) as t:
        for at, what in t.changes():
            who = what.pop("who", "director")
            print(f"{_time.strftime('%Y-%m-%d %H:%M:%S', _time.localtime(at))}\t{who}\t{json.dumps(what, ensure_ascii=False)}")
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
    q.add_argument("--sit-out-score", metavar="X|none", help="what a round sat out scores (none: nothing)")
    q.add_argument("--sit-out", choices=list(SITOUT_MODES), help="the sit-out score counts once or every time")
    q.add_argument("--best-country", choices=list(BEST_COUNTRY), help="Best Country by score or by centres")
    q = sub("add", cmd_add, "register players (late players: --from-round)")
    q.add_argument("names", nargs="+", metavar="NAME")
    q.add_argument("--from-round", type=int, metavar="R")
    q.add_argument("--standby", action="store_true", help="plays only when a board needs a player")
    q.add_argument("--two-boards", action="store_true", help="may play two boards to fill one")
    q = sub("player", cmd_player, "a player's standby and two-boards flags and power preferences")
    q.add_argument("name", metavar="NAME")
    q.add_argument("--standby", metavar="yes|no")
    q.add_argument("--two-boards", metavar="yes|no")
    q.add_argument("--prefer", nargs="*", metavar="POWER", help="powers the player would rather play (none: clear)")
    q = sub("apart", cmd_apart, "keep two players off the same board")
    q.add_argument("a", metavar="NAME")
    q.add_argument("b", metavar="NAME")
    q.add_argument("--undo", action="store_true", help="they may meet again")
    q = sub("drop", cmd_drop, "a player plays no more rounds")
    q.add_argument("name", metavar="NAME")
    q.add_argument("--after", type=int, metavar="R", help="last round played (default: the last round seeded)")
    q.add_argument("--now", action="store_true",
                   help="leaves during the last round: their seat waits for a replacement or civil disorder")
    sub("players", cmd_players, "list the players")
    q = sub("roll", cmd_roll, "the roll call of a round: who is here")
    q.add_argument("round", type=int, metavar="ROUND")
    q.add_argument("--absent", nargs="*", default=[], metavar="NAME", help="everyone is here but these")
    q.add_argument("--present", nargs="*", default=[], metavar="NAME", help="only these are here")
    q = sub("round", cmd_round, "seed the next round: boards and powers")
    q.add_argument("--seed", type=int, help="the seed of the draw (stored with the round)")
    q.add_argument("--top-board", metavar="MULTIPLIER",
                   help="board 1 is the first seven of the standings; its scores count MULTIPLIER times")
    q.add_argument("--dry-run", action="store_true", help="show the seating it would propose, store nothing")
    q.add_argument("--json", action="store_true")
    q = sub("seats", cmd_seats, "show a round's boards and seats")
    q.add_argument("round", nargs="?", type=int, metavar="ROUND")
    q.add_argument("--json", action="store_true")
    q = sub("swap", cmd_swap, "swap the players of two seats")
    q.add_argument("round", type=int, metavar="ROUND")
    q.add_argument("a", metavar="BOARD:POWER")
    q.add_argument("b", metavar="BOARD:POWER")
    q = sub("seat", cmd_seat, "put a player in a seat, or record it as civil disorder")
    q.add_argument("round", type=int, metavar="ROUND")
    q.add_argument("seat", metavar="BOARD:POWER")
    q.add_argument("player", metavar="PLAYER", nargs="?")
    q.add_argument("--move", action="store_true", help="the player sits elsewhere this round: move them here")
    q.add_argument("--force", action="store_true", help="the seat is taken: its player sits out")
    q.add_argument("--civil-disorder", action="store_true", help="nobody plays the seat: civil disorder")
    q.add_argument("--clear", action="store_true", help="empty the seat")
    q = sub("start", cmd_start, "a board starts play (every seat filled or in civil disorder)")
    q.add_argument("round", type=int, metavar="ROUND")
    q.add_argument("board", type=int, metavar="BOARD")
    q = sub("result", cmd_result, "record a board's result (JSON or an ended game file)")
    q.add_argument("round", type=int, metavar="ROUND")
    q.add_argument("board", type=int, metavar="BOARD")
    q.add_argument("file", nargs="?", metavar="JSON|-", help="the result as JSON (default: standard input)")
    q.add_argument("--game", metavar="FILE.dipgame", help="read the result from this ended game file")
    q.add_argument("--clear", action="store_true", help="take the board's result away")
    q = sub("hub", cmd_hub, "serve the tournament to the boards' desks on the local network (Ctrl+C stops)")
    q.add_argument("--host", default="127.0.0.1", help="the one address to listen on (default 127.0.0.1)")
    q.add_argument("--port", type=int, default=8766)
    q.add_argument("--code", help="the address's code (default: a new unguessable one)")
    q.add_argument("--seconds", type=float, help=argparse.SUPPRESS)
    j = ts.add_parser("join", help="a board run from a game file reports to the tournament hub")
    j.add_argument("url", metavar="URL", help="the hub's address (referee-cli tournament hub prints it)")
    j.add_argument("--board", type=int, required=True, metavar="N")
    j.add_argument("--round", type=int, metavar="R", help="default: the round being played")
    j.add_argument("--game", required=True, metavar="FILE.dipgame", help="the board's game file (read only)")
    j.add_argument("--state", metavar="FILE", help="what waits to be sent (default: GAME.hub.json)")
    j.add_argument("--lang", default=argparse.SUPPRESS, metavar="LANG")
    j.set_defaults(func=_guarded(cmd_join))
    q = sub("clock", cmd_clock, "the room's clock: the round's period ends in MINUTES")
    q.add_argument("--minutes", metavar="M", help="the period ends in M minutes (leave out: no clock)")
    q.add_argument("--label", help="the period's name")
    q.add_argument("--allow-own-clock", type=int, metavar="BOARD", help="this board leaves the room's clock")
    sub("log", cmd_log, "every change made to the tournament: when, who, what")
    q = sub("standings", cmd_standings, "the standings (text, json, csv or a self-contained html page)")
    q.add_argument("--after", type=int, metavar="R", help="after round R (default: the last)")
    q.add_argument("--format", choices=("text", "json", "csv", "html", "wdd-boards", "wdd-classification"),
                   default="text", help="wdd-*: the World Diplomacy Database's CSV files")
    q.add_argument("-o", "--output", metavar="FILE")


__all__ = ["add_commands", "cmd_add", "cmd_apart", "cmd_drop", "cmd_new", "cmd_player", "cmd_players", "cmd_result",
           "cmd_roll", "cmd_round", "cmd_rules", "cmd_score", "cmd_seat", "cmd_seats", "cmd_standings", "cmd_start",
           "cmd_swap"]

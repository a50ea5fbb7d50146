"""列欧帝国棋's command line, ``referee-cli lieou ...``:

    referee-cli lieou new FILE [--seed N] [--ruleset NAME] [--option KEY=VALUE ...]
    referee-cli lieou act FILE "ACTION" ["ACTION" ...]     (notation in docs/lieou.md)
    referee-cli lieou undo FILE
    referee-cli lieou show FILE [--json]
    referee-cli lieou export FILE --format text|json|html -o OUT   (in the language of --lang)
    referee-cli lieou odds FILE FROM TO [--with FLEET ...]   the odds of an attack in the game now
    referee-cli lieou odds --attacker A --defender D [--capital] [--initial] [--attacker-bonus B] [--defender-bonus B]
    referee-cli lieou air-odds FILE FROM TO | --attacker N|column --defender N|column [--attacker-bonus B] [--defender-bonus B]
    referee-cli lieou bomb-odds FILE FROM TO [--groups N] | --air N|column --garrison G [--kills K] [--shield S]
    referee-cli lieou board --json
    referee-cli lieou battle [FILE|-]                       JSON in, JSON out (docs/lieou.md)
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from typing import Any

from referee_app.core.inputs import read_document
from referee_app.core.messages import msg, render

from ..games.lieou.air import AirForce, air_odds, bomb_odds
from ..games.lieou.battle import BONUSES, battle_json, odds
from ..games.lieou.board import load_board
from ..games.lieou.game import GAME_NAME, LieouError, LieouGame
from ..games.lieou.params import colour
from ..games.lieou.tables import load_tables

PREFIX = "lieou"  # referee-cli lieou ... (cli/files.py)


def add_commands(subparsers: Any) -> None:
    p = subparsers.add_parser("lieou", help="列欧帝国棋: new, act, undo, show, export, odds, air-odds, bomb-odds, "
                                       "board, battle")
    sub = p.add_subparsers(dest="lieou_command", required=True)
    c = sub.add_parser("new", help="start a game in a new file")
    c.add_argument("file")
    c.add_argument("--seed", type=int, default=None)
    c.add_argument("--ruleset", default="standard")
    c.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    c.set_defaults(func=_cmd_new)
    c = sub.add_parser("act", help="do actions (one per argument)")
    c.add_argument("file")
    c.add_argument("actions", nargs="+")
    c.set_defaults(func=_cmd_act)
    c = sub.add_parser("undo", help="take the last action back")
    c.add_argument("file")
    c.set_defaults(func=_cmd_undo)
    c = sub.add_parser("show", help="the position")
    c.add_argument("file")
    c.add_argument("--json", action="store_true")
    c.set_defaults(func=_cmd_show)
    c = sub.add_parser("odds", help="exact odds of an attack")
    c.add_argument("where", nargs="*", help="FILE FROM TO")
    c.add_argument("--with", dest="joined", action="append", default=[], metavar="FLEET",
                   help="a fleet joining the attack (8.6)")
    c.add_argument("--attacker", type=int)
    c.add_argument("--defender", type=int)
    c.add_argument("--capital", action="store_true")
    c.add_argument("--initial", action="store_true")
    c.add_argument("--attacker-bonus", default=None, choices=BONUSES)
    c.add_argument("--defender-bonus", default=None, choices=BONUSES)
    c.add_argument("--raid", type=int, default=None, metavar="N", help="the attacker's raid (13.4; 0: all groups)")
    c.add_argument("--counter", type=int, default=None, metavar="N", help="the defender's raid (13.5; 0: all)")
    c.set_defaults(func=_cmd_odds)
    c = sub.add_parser("air-odds", help="exact odds of an air combat (13.7-13.9)")
    c.add_argument("where", nargs="*", help="FILE FROM TO")
    c.add_argument("--attacker", help="air groups or 'column'")
    c.add_argument("--defender", help="air groups or 'column'")
    c.add_argument("--attacker-bonus", default=None, choices=BONUSES)
    c.add_argument("--defender-bonus", default=None, choices=BONUSES)
    c.set_defaults(func=_cmd_air_odds)
    c = sub.add_parser("bomb-odds", help="exact losses of a bombing or raid (13.2, 13.3)")
    c.add_argument("where", nargs="*", help="FILE FROM TARGET")
    c.add_argument("--groups", type=int, default=0, help="air groups bombing (default: all)")
    c.add_argument("--air", help="air groups or 'column'")
    c.add_argument("--garrison", type=int)
    c.add_argument("--kills", type=int, default=0)
    c.add_argument("--shield", type=int, default=0)
    c.set_defaults(func=_cmd_bomb_odds)
    c = sub.add_parser("export", help="write the game as a text log, its full record (JSON) or a web page")
    c.add_argument("file")
    c.add_argument("--format", required=True, choices=("text", "json", "html"),
                   help="text: every action and every die; json: the full record (docs/lieou.md); html: one "
                        "self-contained page with the board after each turn and a chart of lands and armies")
    c.add_argument("-o", "--output", required=True, help="the file written")
    c.set_defaults(func=_cmd_export)
    c = sub.add_parser("board", help="the board as data")
    c.add_argument("--json", action="store_true")
    c.set_defaults(func=_cmd_board)
    c = sub.add_parser("battle", help="one battle: JSON in, JSON out")
    c.add_argument("input", nargs="?", default="-")
    c.set_defaults(func=_cmd_battle)



def _lang(args: argparse.Namespace) -> str:
    return str(getattr(args, "lang", None) or "en")


def _parse_option(text: str) -> tuple[str, Any]:
    key, sep, value = text.partition("=")
    if not sep:
        raise LieouError(msg("lieou.err.usage", usage="--option KEY=VALUE"))
    low = value.strip().casefold()
    parsed: Any = True if low == "true" else False if low == "false" else value.strip()
    return key.strip(), parsed


def _cmd_new(args: argparse.Namespace) -> int:
    from referee_app.core.record import GameFile

    options = dict(_parse_option(o) for o in args.option)
    game = LieouGame(args.seed, args.ruleset, options)
    gf = GameFile.create(args.file, game)
    gf.close()
    print(render(msg("lieou.cli.board_saved", path=str(args.file)), _lang(args)))
    print(render(game.pending(), _lang(args)))
    return 0


def _open(path: str, readonly: bool = False) -> Any:
    from .files import open_game

    return open_game(path, GAME_NAME, readonly=readonly)


def _cmd_act(args: argparse.Namespace) -> int:
    gf = _open(args.file)
    lang = _lang(args)
    try:  # several actions (arguments, or lines of one): done in turn; the first refused is named, with why
        batch = gf.game.act_lines(args.actions)
        for _, change in batch.done:
            for m in change.messages:
                print(render(m, lang))
        report = batch.report()
        if report is not None:
            print(render(report, lang), file=sys.stderr)
            return 2
        print(render(gf.game.pending(), lang))
    finally:
        gf.close()
    return 0


def _cmd_undo(args: argparse.Namespace) -> int:
    gf = _open(args.file)
    try:
        gf.game.undo()
        print(render(gf.game.pending(), _lang(args)))
    finally:
        gf.close()
    return 0


def show_text(game: LieouGame, lang: str) -> str:
    """The position as text: what the game waits for, each empire's lands (armies, ``*`` airfield, air
    groups ``+3`` or column ``+C``, leaders ``!G``/``!M``), regimes (``*`` the capital), fleets, the battle."""
    board = game.board
    s = game.state

    def marks(p: str) -> str:
        air = game.air_at(p)
        text = "*" if p in s.airfields else ""
        text += "+C" if air.column else f"+{air.groups}" if air.groups else ""
        text += "".join("!G" if ld.kind == "general" else "!M" for ld in game.leaders_at(p))
        return text

    lines = [render(game.pending(), lang)]
    for c in board.colours:
        if c not in s.alive and c not in s.eliminated:
            continue
        own = game.lands_of(c)
        head = render(colour(c), lang)
        cap = s.capital.get(c)
        regimes = " ".join(f"{r.country}@{r.land}{'*' if cap == r.country else ''}" for r in game.regimes_of(c))
        lands = " ".join(f"{x}:{s.armies[x]}{marks(x)}" for x in own)
        fleets = " ".join(f"{f.id}@{f.zone or '~'}:{f.armies}{marks(f.id)}" for f in game.fleets_of(c))
        lines.append(f"{head}: {lands}  [{regimes}]" + (f"  {{{fleets}}}" if fleets else ""))
    empty = [x + ("*" if x in s.airfields else "") for x in board.lands if s.owner[x] is None]
    if empty:
        lines.append("-: " + " ".join(empty))
    e = s.battle
    if e is not None:
        armies = f"{e.battle.attacker}/{e.battle.defender}" if e.battle is not None else \
            f"{game.armies_of(e.source)}/{game.armies_of(e.target)}"
        lines.append(f"{e.kind}: {e.source} -> {e.target} ({armies}) [{' '.join(x['k'] for x in s.queue)}]")
    return "\n".join(lines)


def _cmd_show(args: argparse.Namespace) -> int:
    """The game as it stands, read-only (as ``export``): it works while the window has the file open, and
    says it is a snapshot (on stderr with --json, so the JSON stays clean)."""
    gf = _open(args.file, readonly=True)  # another game's file: one line naming it, left as it was
    try:
        game = gf.game
    finally:
        gf.close()
    at = time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(game.events[-1].at)) if game.events else "-"
    note = render(msg("lieou.cli.snapshot", path=str(args.file), at=at, n=len(game.events)), _lang(args))
    if args.json:
        print(note, file=sys.stderr)
        print(json.dumps(game.to_json(), ensure_ascii=False, indent=1))
    else:
        print(note)
        print(show_text(game, _lang(args)))
    return 0


def _cmd_export(args: argparse.Namespace) -> int:
    """The game of a file exported (referee_app/exports: ``export_game``), in the language of ``--lang``."""
    from ..exports import export_game

    gf = _open(args.file, readonly=True)
    try:
        game = gf.game
    finally:
        gf.close()
    out = export_game(game, args.format, args.output, lang=_lang(args))
    print(render(msg("lieou.cli.wrote", path=str(out), format=str(args.format)), _lang(args)))
    return 0


def _game_places(where: Sequence[str], usage: str) -> tuple[LieouGame, str, str]:
    if len(where) != 3:
        raise LieouError(msg("lieou.err.usage", usage=usage))
    from ..games.lieou.notation import place

    gf = _open(where[0], readonly=True)
    try:
        game: LieouGame = gf.game
    finally:
        gf.close()
    return game, place(where[1], game.board), place(where[2], game.board)


def _cmd_odds(args: argparse.Namespace) -> int:
    if args.where:
        from ..games.lieou.notation import fleet

        game, a, t = _game_places(args.where, "lieou odds FILE FROM TO [--with FLEET]")
        joined = [fleet(f) for f in args.joined]
        if args.attacker_bonus or args.defender_bonus:  # bonuses said: the land battle alone, as before
            kw = game.battle_odds_args(a, t, joined)
            result = odds(kw["attacker"], kw["defender"], kw["capital"], kw["initial_period"],
                          args.attacker_bonus or kw["attacker_bonus"], args.defender_bonus or kw["defender_bonus"],
                          kw["desertion"])
        else:  # the whole attack: air combat, raids said, land battle ("parts" says which)
            print(json.dumps(game.attack_odds(a, t, joined, args.raid, args.counter).to_json()))
            return 0
    else:
        if args.attacker is None or args.defender is None:
            raise LieouError(msg("lieou.err.usage", usage="lieou odds --attacker A --defender D"))
        result = odds(args.attacker, args.defender, args.capital, args.initial, args.attacker_bonus or "none",
                      args.defender_bonus or "none")
    print(json.dumps(result.to_json()))
    return 0


def _air_force(text: str | None, usage: str) -> AirForce:
    if text is None:
        raise LieouError(msg("lieou.err.usage", usage=usage))
    if text.casefold() == "column":
        return AirForce(0, True)
    if not text.isdigit() or not 1 <= int(text) <= load_tables().max_groups:
        raise LieouError(msg("lieou.err.bad_number", typed=text, usage=usage))
    return AirForce(int(text))


def _cmd_air_odds(args: argparse.Namespace) -> int:
    t = load_tables()
    if args.where:
        game, a, d = _game_places(args.where, "lieou air-odds FILE FROM TO")
        kw = game.air_odds_args(a, d)
        kw["att_bonus"] = args.attacker_bonus or kw["att_bonus"]
        kw["def_bonus"] = args.defender_bonus or kw["def_bonus"]
        result = air_odds(**kw)
    else:
        usage = "lieou air-odds --attacker N|column --defender N|column"
        result = air_odds(_air_force(args.attacker, usage), _air_force(args.defender, usage),
                          args.attacker_bonus or "none", args.defender_bonus or "none", t.column_groups,
                          t.column_marshal)
    print(json.dumps(result.to_json()))
    return 0


def _cmd_bomb_odds(args: argparse.Namespace) -> int:
    t = load_tables()
    if args.where:
        game, a, d = _game_places(args.where, "lieou bomb-odds FILE FROM TARGET [--groups N]")
        force = game.air_at(a)
        if args.groups and not force.column:
            force = AirForce(min(args.groups, force.groups))
        result = bomb_odds(force, game.armies_of(d), t.bomb_divisor, t.column_table, game.kills_at(a),
                           game.shield_at(d))
    else:
        usage = "lieou bomb-odds --air N|column --garrison G [--kills K] [--shield S]"
        if args.garrison is None:
            raise LieouError(msg("lieou.err.usage", usage=usage))
        result = bomb_odds(_air_force(args.air, usage), args.garrison, t.bomb_divisor, t.column_table, args.kills,
                           args.shield)
    print(json.dumps(result.to_json()))
    return 0


def _cmd_board(args: argparse.Namespace) -> int:
    print(json.dumps(load_board().to_json(), ensure_ascii=False, indent=1 if not args.json else None))
    return 0


def _cmd_battle(args: argparse.Namespace) -> int:
    data = read_document(args.input)  # the kernel's one reader: size, nesting, numbers, UTF-8, strict JSON
    print(json.dumps(battle_json(data)))
    return 0


__all__ = ["add_commands", "show_text"]

"""``referee-cli pog ...``: the Paths of Glory aid from the command line.

Contract commands (JSON in, JSON out; docs/paths-of-glory.md): ``victory``, ``fire``, ``losses``, ``combat``,
``supply``.
Game-file commands: ``new``, ``show``, ``mo``, ``action``, ``made``, ``combat --game``, ``vp``, ``flag``,
``war``, ``trench``, ``siege``, ``fort``, ``replace``, ``peace``, ``armistice``, ``next``, ``undo``, ``note``.
Bad input: exit status 2 and one line saying why, in the chosen language.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from referee_app.core.dice import Dice, Roll
from referee_app.core.errors import RefereeError
from referee_app.core.inputs import read_document, read_json
from referee_app.core.messages import Message, detect_language, error_text, msg, normalize_language, render
from referee_app.core.record import GameFile

from ..games.paths_of_glory import combat as cb
from ..games.paths_of_glory import procedures as pr
from ..games.paths_of_glory import supply as su
from ..games.paths_of_glory.errors import PogError
from ..games.paths_of_glory.game import ACTIONS, FLAGS, PogGame
from ..games.paths_of_glory.tables import SCENARIOS, SIDES, Rules, load_rules, read_override
from .files import open_game

PREFIX = "pog"  # referee-cli pog ... (cli/files.py)


def _lang(args: argparse.Namespace) -> str:
    value = getattr(args, "lang", None)
    return (normalize_language(value) if value else None) or detect_language()


def _read_json(path: str) -> Any:
    """A contract document: the kernel's one reader (size, nesting, numbers, strict UTF-8 and JSON)."""
    return read_document(path)


def _object(doc: Any) -> Mapping[str, Any]:
    if not isinstance(doc, Mapping):
        raise PogError(msg("pog.input.not_object", field="input"))
    return doc


def _print(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")


def _rules(args: argparse.Namespace) -> Rules:
    override = read_override(args.tables) if getattr(args, "tables", None) else None
    return load_rules(getattr(args, "ruleset", None), override, source=getattr(args, "tables", "") or "")


# --- contract commands ------------------------------------------------------------------------

def cmd_victory(args: argparse.Namespace) -> int:
    _print(pr.victory_json(_rules(args), _read_json(args.file)))
    return 0


def cmd_supply(args: argparse.Namespace) -> int:
    _print(su.check_supply(_rules(args), _read_json(args.file)))
    return 0


def fire_json(rules: Rules, doc: Any) -> dict[str, Any]:
    d = _object(doc)
    unknown = sorted(set(d) - {"table", "cf", "shift", "drm", "roll"})
    if unknown:
        raise PogError(msg("pog.input.unknown_field", field=unknown[0]))
    for key in ("table", "cf", "roll"):
        if key not in d:
            raise PogError(msg("pog.input.missing", field=key))
    r = cb.fire(rules, d["table"], d["cf"], d.get("shift", 0), d.get("drm", 0), d["roll"])
    return {"losses": r.losses, "column": r.column}


def cmd_fire(args: argparse.Namespace) -> int:
    _print(fire_json(_rules(args), _read_json(args.file)))
    return 0


def losses_json(rules: Rules, doc: Any) -> dict[str, Any]:
    """In: {"units": [...], "reserve": [...], "losses": N, "attacker": false, "fort": {"lf": N} | null}."""
    d = _object(doc)
    unknown = sorted(set(d) - {"units", "reserve", "losses", "attacker", "fort"})
    if unknown:
        raise PogError(msg("pog.input.unknown_field", field=unknown[0]))
    if "losses" not in d:
        raise PogError(msg("pog.input.missing", field="losses"))
    units = cb.units_from_json(rules, d.get("units"), "units", cb.side_limit(rules))
    reserve = cb.units_from_json(rules, d.get("reserve"), "reserve")
    fort = d.get("fort")
    fort_lf = None
    if fort is not None:
        fort_lf = cb._int(_object(fort).get("lf"), "fort.lf", 1)
    if not units and fort_lf is None:
        raise PogError(msg("pog.input.missing", field="units"))
    attacker = d.get("attacker", False)
    if not isinstance(attacker, bool):
        raise PogError(msg("pog.input.not_bool", field="attacker"))
    losses = cb._int(d["losses"], "losses", 0, cb.max_losses(rules))  # what one fire can inflict (12.4.1)
    return cb.allocate_losses(units, reserve, losses, attacker=attacker, fort_lf=fort_lf).to_json()


def cmd_losses(args: argparse.Namespace) -> int:
    _print(losses_json(_rules(args), _read_json(args.file)))
    return 0


def _free_roller(seed: int | None) -> tuple[cb.Roller, Dice]:
    dice = Dice(seed)

    def roll(purpose: str, typed: int | None) -> Roll:
        return Dice.typed([typed], 6, purpose) if typed is not None else dice.roll(1, 6, purpose)
    return roll, dice


def cmd_combat(args: argparse.Namespace) -> int:
    doc = _object(_read_json(args.file))
    if args.game:
        with _open(args.game) as game:
            change = game.combat(doc)
        _print(change.result)
        return 0
    roller, dice = _free_roller(args.seed)
    out = cb.resolve_combat(_rules(args), doc, roller).to_json()
    out["dice"] = dice.to_json()
    _print(out)
    return 0


# --- game-file commands -----------------------------------------------------------------------

class _open:
    """A game file opened for one command, saved as each operation happens, closed after."""

    def __init__(self, path: str) -> None:
        self.file = open_game(path, "pog")

    def __enter__(self) -> PogGame:
        game: PogGame = self.file.game
        return game

    def __exit__(self, *exc: object) -> None:
        self.file.close()


def cmd_new(args: argparse.Namespace) -> int:
    override = read_override(args.tables) if args.tables else None
    game = PogGame.new(args.scenario, ruleset=args.ruleset, options=args.option or (), override=override, seed=args.seed,
                       tournament_bid=args.bid)
    GameFile.create(args.game, game).close()
    _show(game, _lang(args), False)
    return 0


def _show(game: PogGame, lang: str, as_json: bool, players: bool = False) -> None:
    view = game.view(referee=not players)
    if as_json:
        _print(view)
        return
    s = game.state
    lines = [render(msg("pog.show.turn", turn=s.turn, name=game.turn_name(), last=view["last_turn"],
                        segment=game.segment, phase=msg(f"pog.phase.{game.phase}")), lang)]
    if game.segment == "B":
        lines.append(render(msg("pog.show.round", round=min(s.round, game.rules.action_rounds),
                                side=msg(f"pog.side.{s.to_act}")), lang))
    lines.append(render(msg("pog.show.vp", vp=s.vp, central=game.rules.automatic_central,
                            allied=game.rules.automatic_allied), lang))
    lines.append(render(msg("pog.show.war", central=s.war_status["central"], allied=s.war_status["allied"],
                            combined=view["combined_war_status"], cl=msg(f"pog.level.{s.commitment['central']}"),
                            al=msg(f"pog.level.{s.commitment['allied']}")), lang))
    for side, mo in s.mandated.items():
        lines.append(render(msg("pog.show.mo", side=msg(f"pog.side.{side}"), result=msg(f"pog.mo.result.{mo['result']}"),
                                state=msg("pog.mo.made" if mo["made"] else "pog.mo.effective" if mo["effective"]
                                          else "pog.mo.no_effect")), lang))
    for offer in game.offers():
        lines.append(render(msg("pog.show.offer", offer=offer["key"], delta=f"{offer['delta']:+d}",
                                reason=Message.from_json(offer["reason"])), lang))
    if s.ended:
        lines.append(render(msg("pog.log.ended", result=msg(f"pog.result.{s.ended['result']}"),
                                reason=Message.from_json(s.ended["reason"])), lang))
    else:
        lines += ["- " + render(m, lang) for m in game.checklist()]
    sys.stdout.write("\n".join(lines) + "\n")


def cmd_show(args: argparse.Namespace) -> int:
    file = open_game(args.game, "pog", readonly=True)
    try:
        _show(file.game, _lang(args), args.json, args.players)
    finally:
        file.close()
    return 0


def _op(fn: Callable[[PogGame, argparse.Namespace], Any]) -> Callable[[argparse.Namespace], int]:
    def run(args: argparse.Namespace) -> int:
        lang = _lang(args)
        with _open(args.game) as game:
            change = fn(game, args)
            for m in change.messages:
                sys.stdout.write(render(m, lang) + "\n")
        return 0
    return run


def _retreat(game: PogGame, a: argparse.Namespace) -> Any:
    """pog retreat: to a space (12.5.5), or --stand UNIT (12.5.3), or --eliminate (12.5.4)."""
    if a.stand is not None and not a.eliminate and a.to is None:
        return game.stand(a.stand)
    if a.eliminate and a.stand is None and a.to is None:
        return game.eliminate_unretreatable()
    if a.stand is None and not a.eliminate and a.to is not None and a.units:
        return game.retreat(a.units, a.to)
    raise PogError(msg("pog.move.retreat_args"))


def _units_arg(text: str) -> list[Any]:
    units = read_json(text, "--units")  # the kernel's one reader (strict JSON, its limits)
    if not isinstance(units, list):
        raise PogError(msg("pog.input.not_list", field="--units"))
    return units


def _pairs(items: Sequence[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for item in items:
        nation, _, points = item.partition("=")
        if not points.strip().lstrip("-").isdigit():
            raise PogError(msg("pog.input.not_int", field=nation or item, value=points or item))
        out[nation.strip().upper()] = int(points)
    return out


def add_commands(sub: Any) -> None:
    """Add ``pog`` and its commands to a ``referee-cli`` sub-command group."""
    pog = sub.add_parser("pog", help="Paths of Glory table aid")
    pog_sub = pog.add_subparsers(dest="pog_command", required=True)

    def cmd(name: str, help_: str, func: Callable[[argparse.Namespace], int]) -> argparse.ArgumentParser:
        p: argparse.ArgumentParser = pog_sub.add_parser(name, help=help_)
        p.add_argument("--lang", default=argparse.SUPPRESS, metavar="LANG", help="en, zh_Hant, zh_Hans or ja")
        p.set_defaults(func=func)
        return p

    def tables(p: argparse.ArgumentParser) -> None:
        p.add_argument("--ruleset", default=None)
        p.add_argument("--tables", default=None, metavar="TOML", help="a referee's corrections to the tables")

    for name, func, help_ in (("victory", cmd_victory, "who won (5): JSON in, JSON out"),
                              ("fire", cmd_fire, "one fire-table result (12.2.7-12.2.8)"),
                              ("losses", cmd_losses, "allocate losses (12.4)"),
                              ("supply", cmd_supply, "units in and out of supply over the map (14)")):
        p = cmd(name, help_, func)
        p.add_argument("file", nargs="?", default="-")
        tables(p)
    p = cmd("combat", "a whole combat (12.2.1): JSON in, JSON out; recorded in --game", cmd_combat)
    p.add_argument("file", nargs="?", default="-")
    p.add_argument("--game", default=None, metavar="FILE")
    p.add_argument("--seed", type=int, default=None)
    tables(p)
    p = cmd("new", "start a game file", cmd_new)
    p.add_argument("game")
    p.add_argument("--scenario", choices=SCENARIOS, default="intro")
    p.add_argument("--option", action="append", default=[], help="an optional rule (ruleset.toml [options])")
    p.add_argument("--bid", type=int, default=None, help="tournament VP bid (5.6)")
    p.add_argument("--seed", type=int, default=None)
    tables(p)
    p = cmd("show", "the turn, phase, VP and what the phase asks", cmd_show)
    p.add_argument("game")
    p.add_argument("--json", action="store_true")
    p.add_argument("--players", action="store_true", help="what the players may see")

    def game_cmd(name: str, help_: str, fn: Callable[[PogGame, argparse.Namespace], Any]) -> argparse.ArgumentParser:
        p = cmd(name, help_, _op(fn))
        p.add_argument("game")
        return p

    p = game_cmd("mo", "phase A: the mandated-offensive rolls (7)", lambda g, a: g.roll_mandated(a.central, a.allied))
    p.add_argument("--central", type=int, default=None, help="the die rolled on the table")
    p.add_argument("--allied", type=int, default=None)
    p = game_cmd("action", "phase B: one action (8.1.3)", lambda g, a: g.action(
        a.side, a.kind, card=a.card, value=a.value, rp=_pairs(a.rp), war_status=a.war_status,
        neutral_entry=a.entry or "", reinforcement=a.reinforce or ""))
    p.add_argument("side", choices=SIDES)
    p.add_argument("kind", choices=ACTIONS)
    p.add_argument("--card", default="")
    p.add_argument("--value", type=int, default=0)
    p.add_argument("--rp", nargs="*", default=[], metavar="NATION=N")
    p.add_argument("--war-status", type=int, default=0)
    p.add_argument("--entry", default=None, metavar="NATION")
    p.add_argument("--reinforce", default=None, metavar="NATION")
    p = game_cmd("made", "the side made its mandated offensive", lambda g, a: g.mandated_made(a.side, a.joint_us))
    p.add_argument("side", choices=SIDES)
    p.add_argument("--joint-us", action="store_true")
    p = game_cmd("vp", "change the VP track (5.1.2)", lambda g, a: g.change_vp(a.delta, a.reason))
    p.add_argument("delta", type=int)
    p.add_argument("reason")
    p = game_cmd("place", "the order of battle: a space's stack (units as JSON, as in the contract)", lambda g, a: g.place(
        a.space, _units_arg(a.units), trench=a.trench, control=a.control))
    p.add_argument("space")
    p.add_argument("--units", default="[]", metavar="JSON")
    p.add_argument("--trench", type=int, default=None)
    p.add_argument("--control", choices=SIDES, default=None)
    p = game_cmd("box", "the order of battle: a side's reserve box, eliminated units or units out of the game",
                 lambda g, a: g.set_box(a.box, a.side, _units_arg(a.units)))
    p.add_argument("box", choices=("reserve", "eliminated", "removed"))
    p.add_argument("side", choices=SIDES)
    p.add_argument("--units", default="[]", metavar="JSON")
    p = game_cmd("retreat", "the last combat's defenders retreat in the order of battle (12.5); --stand UNIT: they "
                 "stand by one more step (12.5.3); --eliminate: they cannot retreat (12.5.4)", _retreat)
    p.add_argument("to", nargs="?", default=None, metavar="SPACE")
    p.add_argument("units", nargs="*", metavar="UNIT")
    p.add_argument("--stand", default=None, metavar="UNIT", help="the unit that takes the extra step (12.5.3)")
    p.add_argument("--eliminate", action="store_true", help="no space to retreat to: eliminated (12.5.4)")
    p = game_cmd("advance", "the last combat's attackers at full strength advance in the order of battle (12.6)",
                 lambda g, a: g.advance(a.units, a.to))
    p.add_argument("to", metavar="SPACE")
    p.add_argument("units", nargs="+", metavar="UNIT")
    p = game_cmd("attrition", "phase C with the order of battle kept: remove the units out of supply (14.3.5); their spaces without a fort of theirs change hands (14.3.6)",
                 lambda g, a: g.apply_attrition())
    p = game_cmd("fort", "the order of battle: a fort destroyed by an event (15.1.9), or --standing to correct",
                 lambda g, a: g.fort(a.space, not a.standing))
    p.add_argument("space")
    p.add_argument("--standing", action="store_true")
    p = game_cmd("offer", "confirm a VP change the state gives (E.1, E.4)", lambda g, a: g.confirm_offer(a.key))
    p.add_argument("key")
    p = game_cmd("flag", "an event the aid must know of", lambda g, a: g.set_flag(a.flag, not a.off))
    p.add_argument("flag", choices=FLAGS)
    p.add_argument("--off", action="store_true")
    p = game_cmd("war", "a nation enters the war", lambda g, a: g.enter_war(a.nation.upper()))
    p.add_argument("nation")
    p = game_cmd("trench", "an entrenchment roll (11.2)", lambda g, a: g.entrench(
        a.nation.upper(), a.level, a.roll, failed_before=a.failed_before))
    p.add_argument("nation")
    p.add_argument("level", type=int)
    p.add_argument("--roll", type=int, default=None)
    p.add_argument("--failed-before", action="store_true")
    p = game_cmd("siege", "phase D: a besieged fort's roll (15.3; the fort's value from the map when it names a space)",
                 lambda g, a: g.siege(a.fort, a.cf, a.roll, a.drm))
    p.add_argument("fort")
    p.add_argument("cf", type=int, nargs="?", default=None)
    p.add_argument("--roll", type=int, default=None)
    p.add_argument("--drm", type=int, default=0)
    p = game_cmd("replace", "phase F: RP spent (--units: the units of the order of battle they rebuild, 9.4.4)",
                 lambda g, a: g.replacements(a.side, _pairs(a.spent), _units_arg(a.units) if a.units else None))
    p.add_argument("side", choices=SIDES)
    p.add_argument("spent", nargs="*", metavar="NATION=N")
    p.add_argument("--units", default=None, metavar="JSON", help='["FR 3", {"id": "FR 5", "space": "Paris"}]')
    game_cmd("peace", "peace terms accepted (5.1.1)", lambda g, a: g.accept_peace())
    game_cmd("armistice", "E.3: armistice (5.5.1)", lambda g, a: g.armistice())
    game_cmd("next", "finish this segment, go to the next (6.0)", lambda g, a: g.next())
    game_cmd("undo", "take back the last operation", lambda g, a: g.undo())
    p = game_cmd("note", "a referee's note", lambda g, a: g.note(a.text))
    p.add_argument("text")


def main(argv: Sequence[str] | None = None) -> int:
    """``pog`` on its own (tests, and until ``referee-cli`` lists the game)."""
    parser = argparse.ArgumentParser(prog="referee-cli")
    parser.add_argument("--lang", default=None)
    add_commands(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    lang = _lang(args)
    try:
        return int(args.func(args))
    except RefereeError as exc:
        sys.stderr.write(f"referee-cli: {error_text(exc, lang)}\n")
        return 2


if __name__ == "__main__":
    sys.exit(main())

__all__ = ["add_commands", "fire_json", "losses_json", "main"]

"""``text`` export of 列欧帝国棋: the game's log, every action and every die, in the referee's language.

::

    == Round 1 · Green (French Empire) ==
    #4   2025-05-01 20:14:03  attack 法B 德E
         Green attacks from Paris (法B) (5 armies) on ... (3 armies)
    #5   2025-05-01 20:14:09  roll 652/41
         dice, attacker: 6 5 2 (typed)
         dice, defender: 4 1 (typed)
         dice 652 against 41: attacker 4, defender 1

Each action as the referee typed it (its number in the record, its time), each die it threw (what it
decided, its faces, typed from the table or rolled by the program with its draw number, which anyone can
check from the seed), and what it did, turn by turn. Actions taken back are kept, marked, with the undo
that took them back. Plain text, to paste into an e-mail.
"""

from __future__ import annotations

import time
import unicodedata

from ...core.messages import msg, render
from ...games.lieou.game import LieouGame
from ...games.lieou.rules import rules_card
from .common import Record, Step, iso, options_text, outcome_text, roll_text, turn_title, walk

INDENT = " " * 5


def text_width(text: str) -> int:
    """Columns of a text in a fixed-width font (a CJK character takes two)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _when(t: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(t))


def step_lines(step: Step, lang: str) -> list[str]:
    """One step of the record: its line, its dice, what it said."""
    head = f"#{step.seq:<4}{_when(step.at)}  "
    if step.kind == "undo":
        return [head + render(msg("lieou.export.undo", seq=step.undoes or 0), lang)]
    if step.kind != "act":
        return [head + step.kind + (f"  {dict(step.data)}" if step.data else "")]
    line = head + step.line
    if step.undone_by is not None:
        line += "   [" + render(msg("lieou.export.undone", seq=step.undone_by), lang) + "]"
    out = [line]
    out += [INDENT + roll_text(r, lang) for r in step.rolls]
    out += [INDENT + "> " + render(m, lang) for m in step.messages]
    return out


def header_lines(record: Record, lang: str) -> list[str]:
    game = record.game
    setup = game.events[0].data if game.events else {}
    title = render(msg("lieou.export.title"), lang)
    out = [title, "=" * text_width(title)]
    out.append(render(msg("lieou.export.ruleset", name=game.ruleset, seed=str(game.dice.seed)), lang))
    out.append(render(msg("lieou.export.options", options=options_text(game.options.to_json())), lang))
    out.append(render(msg("lieou.option.heading"), lang) + ":")  # the rules card: each reading in words
    out += ["  - " + render(m, lang) for m in rules_card(game.options)]
    out.append(render(msg("lieou.export.method", method=str(setup.get("dice_method", ""))), lang))
    if game.events:
        out.append(render(msg("lieou.export.played", start=iso(game.events[0].at), end=iso(game.events[-1].at)), lang))
    out.append(render(msg("lieou.export.counts", actions=msg("lieou.report.actions", n=len(record.actions)),
                          dice=msg("lieou.report.dice", n=record.dice_count()),
                          undone=sum(1 for s in record.actions if s.undone_by is not None)), lang))
    out.append("")
    out += outcome_text(game, lang).splitlines()
    return out


def game_text(game: LieouGame, lang: str = "en", record: Record | None = None) -> str:
    """The whole log as text (see the module's docstring)."""
    record = record or walk(game)
    out = header_lines(record, lang)
    for t in record.turns:
        out.append("")
        out.append(f"== {turn_title(t, lang)} ==")
        for step in t.steps:
            out += step_lines(step, lang)
    out.append("")
    return "\n".join(out)


def write_text(game: LieouGame, out_path: str, lang: str = "en") -> None:
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(game_text(game, lang))


__all__ = ["game_text", "step_lines", "write_text"]

"""What the referee's side of 列欧帝国棋 works with, without widgets: checking a line, completing it, the
odds of the attack typed or under way, the dice of a change, the orders open now (Qt-free helpers)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from referee_app.core.messages import Message, render
from referee_app.games.lieou.attack_odds import AttackOdds
from referee_app.games.lieou.battle import BattleError, odds
from referee_app.games.lieou.game import Change, LieouError, LieouGame
from referee_app.games.lieou.legal import free_actions, order_candidates
from referee_app.games.lieou.notation import parse_action
from referee_app.games.lieou.randomgame import answers, battle_actions

VERBS = ("roll", "fight", "choose", "move", "attack", "build", "sail", "adjust", "mobilise", "support", "raid",
         "counter", "general", "marshal", "gather", "send", "muster", "fly", "bomb", "undo")


def open_lines(game: LieouGame, limit: int = 400) -> list[str]:
    """The action lines open now: the set-up roll, dice, answers, what may be said, orders (cheapest first)."""
    s = game.state
    if s.phase == "over":
        return []
    if s.phase == "setup":
        return ["roll", "fight"]
    if s.decision is not None:
        return answers(game)
    if s.queue:
        return ["roll", "fight", *battle_actions(game)]
    out: list[str] = []
    if s.turn:
        for line in order_candidates(game, s.turn):
            out.append(line)
            if len(out) >= limit:
                break
        out.extend(free_actions(game, s.turn))
    return out


def _land_code(game: LieouGame, word: str) -> str:
    """A whole word typed as a land's name or alias, as its code (anything else as typed)."""
    return game.board.find(word) or word if word else word


def _lands_starting(game: LieouGame, part: str) -> list[str]:
    """The lands whose code or a name or alias in any language starts with ``part``."""
    low = part.casefold()
    return [code for code, land in game.board.lands.items()
            if any(n.casefold().startswith(low) for n in (code, *land.names.values(), *land.aliases) if n)]


def complete(game: LieouGame, text: str) -> tuple[str, list[str]]:
    """Tab: the text completed as far as the open lines (and verbs) agree, and the lines that fit. Lands may be
    typed by code, Latin code, any language's name or alias: a whole word is read as its land's code, and a last
    word that starts one land's name (or several lands', of which the open lines keep one) is completed to it."""
    typed = text.lstrip()
    head, sep, last = typed.rpartition(" ")
    words = head.split(" ") if sep else []
    start = " ".join([words[0], *(_land_code(game, w) for w in words[1:])]) + " " if words else ""
    pool = list(dict.fromkeys([*open_lines(game), *VERBS]))

    def starting(prefix: str) -> list[str]:
        return [line for line in pool if line.casefold().startswith(prefix.casefold())]

    typed = start + last
    fits = starting(typed)
    if not fits and last and words:
        by_land = {code: starting(start + code) for code in _lands_starting(game, last)}
        by_land = {code: f for code, f in by_land.items() if f}
        fits = [line for lines in by_land.values() for line in lines]
        if len(by_land) == 1:
            typed = start + next(iter(by_land))
    if not fits:
        return text, []
    if len(fits) == 1:
        return fits[0] + " ", fits
    prefix = fits[0]
    for f in fits[1:]:
        i = 0
        while i < min(len(prefix), len(f)) and prefix[i].casefold() == f[i].casefold():
            i += 1
        prefix = prefix[:i]
    longer = [f for f in fits if len(f) > len(prefix)]
    if longer and all(f[len(prefix)] == " " for f in longer):
        prefix += " "  # a whole word all the longer lines go on from: the space too
    if len(prefix) >= len(typed) and prefix.casefold() != text.lstrip().casefold():
        return prefix, fits
    return text, fits


def check(game: LieouGame, line: str) -> Message | None:
    """Why the line cannot be done now (the engine's reason), or None."""
    line = line.strip()
    if not line or line.casefold() == "undo":
        return None
    return game.check(line)


def attack_odds(game: LieouGame, line: str | None = None) -> tuple[str, str, AttackOdds] | None:
    """The odds of the attack typed (a valid ``attack`` line) or, with no line, of the attack under way: before
    its first die the whole attack (air combat, raids, battle: ``parts`` says which), then the battle left."""
    try:
        if line is not None:
            action = parse_action(line, game.board)
            if action.verb != "attack" or game.check(line) is not None:
                return None
            src, tgt = action.lands[0], action.lands[1]
            joined = [j for j in action.choices.get("with", "").split(",") if j]
            raid, counter = (int(action.choices[k]) if k in action.choices else None for k in ("raid", "counter"))
            return src, tgt, game.attack_odds(src, tgt, joined, raid, counter, int(action.choices.get("dice", 3)))
        data = game.to_json().get("battle")
        if not data or data.get("kind") != "attack":
            return None
        src, tgt = str(data["source"]), str(data["target"])
        if data.get("attacker_armies") is not None and data.get("winner") is None and data.get("bonuses"):
            a, d = int(data["attacker_armies"]), max(0, int(data["defender_armies"] or 0))
            if a < 2 and d > 0:
                return None
            bonus = data["bonuses"]
            o = odds(a, d, bool(data.get("capital")), bool(data.get("initial_period")), bonus[0], bonus[1],
                     game.options.desertion_faces, int(data.get("choices", {}).get("dice", 3)))
            return src, tgt, AttackOdds(o.attacker_wins, o.defender_holds, o.expected_attacker_left,
                                        o.expected_defender_left, ("battle",))
        if data.get("started") or data.get("winner") is not None:
            return None
        return src, tgt, game.attack_odds(src, tgt, list(data.get("joined", [])), data.get("raid"),
                                          data.get("counter"), int(data.get("choices", {}).get("dice", 3)))
    except (LieouError, BattleError, KeyError, IndexError, ValueError):
        return None


def change_dice(change: Change | None) -> list[tuple[str, tuple[int, ...]]]:
    """The dice a change threw, in order: (purpose, faces)."""
    if change is None or change.event is None:
        return []
    return [(str(r.get("purpose", "")), tuple(int(v) for v in r.get("values", ())))
            for r in change.event.data.get("rolls", [])]


def last_throw(change: Change | None) -> tuple[str, list[tuple[int, ...]]]:
    """The last throw of a change to show large: a battle round (attacker's and defender's dice) or one roll."""
    rolls = change_dice(change)
    if not rolls:
        return "", []
    purpose, faces = rolls[-1]
    if purpose.endswith("defence") and len(rolls) >= 2 and rolls[-2][0].endswith("attack"):
        return purpose.rsplit(".", 1)[0] if purpose.count(".") > 1 else "lieou.battle", [rolls[-2][1], faces]
    if purpose == "lieou.tokens":
        return purpose, [faces]
    return purpose, [faces]


def render_all(messages: Iterable[Message], lang: str) -> list[str]:
    return [render(m, lang) for m in messages]


def players_rows(state: dict[str, Any]) -> Sequence[tuple[str, dict[str, Any]]]:
    return list(state.get("players", {}).items())


__all__ = ["VERBS", "attack_odds", "change_dice", "check", "complete", "last_throw", "open_lines", "render_all"]

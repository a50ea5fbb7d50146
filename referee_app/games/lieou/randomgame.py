"""Seeded random games of 列欧帝国棋 (for tests and soak runs): every action a legal one, chosen by a
``random.Random`` of its own seed; the dice come from the game's own seeded dice. The players build
fleets, the overlord fleet, generals, marshals and air forces whenever they can (often), attack, raid,
bomb, send support and answer the choices after the dice at random."""

from __future__ import annotations

import random

from .game import LieouGame
from .legal import free_actions, order_candidates
from .tables import OVERLORD


def legal_actions(game: LieouGame) -> list[str]:
    """Every order the player to act may give now (chapters 3-13) and the free ones (12.1)."""
    s = game.state
    if s.phase != "play" or s.queue or s.decision is not None or s.battle is not None or s.turn is None:
        return []
    return list(order_candidates(game, s.turn)) + list(free_actions(game, s.turn))


def battle_actions(game: LieouGame) -> list[str]:
    """What may be said before an attack's first die: fleet support (8.2, 9.7), raids (13.4, 13.5)."""
    s = game.state
    e = s.battle
    if e is None or e.kind != "attack" or not s.queue or s.queue[0]["k"] != "prepare" or e.defender is None:
        return []
    out: list[str] = []
    if game.is_land(e.target):
        for f in game.fleets_of(e.defender):
            if not game.reaches(f.id, e.target) or f.armies < 2:
                continue
            if f.id == OVERLORD:
                n = min(f.armies - 1, game.tables.overlord_support_factor * e.garrison - e.supported.get(f.id, 0))
            elif f.id not in e.supported:
                n = min(f.armies - 1, game.tables.support_cap(f.armies))
            else:
                n = 0
            if n >= 1:
                out.append(f"support {f.id} {n}")
    if e.raid is None and not game.air_at(e.source).empty:
        out.append("raid")
    if e.counter is None and not game.air_at(e.target).empty:
        out.append("counter")
    return out


def answers(game: LieouGame) -> list[str]:
    """The answers to the choice the game waits for (and ``choose`` for its default)."""
    d = game.state.decision
    if d is None:
        return []
    return ["choose", *(f"{d.kind} {o}" for o in d.options)]


BUILDS = ("build fleet", "build overlord", "build general", "build marshal", "build air", "build column")


def pick(rng: random.Random, game: LieouGame, acts: list[str]) -> str:
    """One of ``acts``: builds often, then air actions, then strong attacks (sometimes with a raid)."""
    builds = [a for a in acts if a.startswith(BUILDS)]
    if builds and rng.random() < 0.6:
        return rng.choice(builds)
    airfields = [a for a in acts if a.startswith("build airfield") and game.armies_of(a.split()[2]) >= 8]
    if airfields and rng.random() < 0.3:
        return rng.choice(airfields)
    air = [a for a in acts if a.startswith(("bomb", "fly"))]
    if air and rng.random() < 0.4:
        return rng.choice(air)
    others = [a for a in acts if a.startswith(("sail", "adjust", "mobilise", "general", "marshal", "gather", "send",
                                                "muster"))]
    if others and rng.random() < 0.15:
        return rng.choice(others)
    attacks = [a for a in acts if a.startswith("attack")]
    strong = [a for a in attacks if game.armies_of(a.split()[1]) > max(3, game.armies_of(a.split()[2]))]
    pool = strong if strong and rng.random() < 0.8 else (attacks if attacks and rng.random() < 0.6 else acts)
    line = rng.choice(pool)
    if line.startswith("attack") and rng.random() < 0.5:
        src, tgt = line.split()[1:3]
        if not game.air_at(src).empty and game.owner_of(tgt) is not None:
            line += " raid"
    return line


def play_random(seed: int, game_seed: int | None = None, max_actions: int = 20000,
                options: dict[str, object] | None = None) -> LieouGame:
    """A whole game from set-up to its end (or ``max_actions``)."""
    rng = random.Random(seed)
    game = LieouGame(seed=seed if game_seed is None else game_seed, options=options)
    game.act("fight")
    for _ in range(max_actions):
        s = game.state
        if s.phase == "over":
            break
        if s.decision is not None:
            game.act(rng.choice(answers(game)))
            continue
        if s.queue:
            said = battle_actions(game)
            if said and rng.random() < 0.5:
                game.act(rng.choice(said))
            else:
                game.act("fight" if rng.random() < 0.7 else "roll")
            continue
        acts = legal_actions(game)
        game.act(pick(rng, game, acts))
    return game


__all__ = ["answers", "battle_actions", "legal_actions", "pick", "play_random"]

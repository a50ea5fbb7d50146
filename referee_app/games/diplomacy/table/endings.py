"""How a game ends (rule 5.1, seed 002 section 6, seed 004 sections 1.8 and 2.18).

In the order of rule 5.1, the earlier taking precedence:

(a) the first power to own the ruleset's number of supply centres wins (18; 24 for two players);
    several reaching it in the same year share the win. The game does this itself after each Fall.
(b) a game agreed (before it starts) to end at a fixed year or after a fixed time is won by the
    power with the most supply centres (seed 002 section 6; rule 5.1(b) says units) -- ties are
    reported as such: all tied powers are named.
(c) a game the survivors all agree to end is decided by a drawing of lots among them, equal
    chances (rule 5.1(c)); the program draws with ``random.Random(seed)`` and records the seed and
    the draw, so anyone can run it again. Under the 2023 rules (``agreed_end = "draw"``) the
    survivors share a draw instead.
(d) mail games (seed 004): the end-of-game vote -- one vote per owned supply centre, at least 23
    in favour end the game, the power with most centres wins (section 2.18); and the game master's
    referral vote -- one vote per centre, a majority decides (section 1.8).

Every function records its outcome in the game (``Game.declare_end`` / ``Game.record``), so the
record shows how and why the game ended. Centres are counted per power (rule 1.2.4).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from referee_app.core.dice import draw_index, new_seed

from ..rules.errors import GameStateError, RefereeError
from ..rules.i18n import Many, Message, W, end_reason, msg, phase_message, render
from ..rules.state import Position
from .game import Change, Game

LOTS_METHOD = "random.Random(seed).randrange(number of candidates); candidates in the recorded order"


@dataclass(frozen=True)
class Candidate:
    """One player still in the game (rule 5.1(c)): the surviving powers they hold."""

    player: str
    powers: tuple[str, ...]


@dataclass(frozen=True)
class VoteResult:
    """A vote weighted by supply centres: one vote per owned centre (seed 004 sections 1.8, 2.18)."""

    kind: str  # end-of-game | referral
    question: str
    yes: int
    no: int
    abstain: int
    total: int  # votes held by the powers that may vote
    needed: int
    passed: bool
    by_power: Mapping[str, tuple[int, str]] = field(default_factory=dict)  # power -> (votes, yes|no|abstain)


# --- counting ----------------------------------------------------------------------------

def center_counts(position: Position) -> dict[str, int]:
    """Supply centres per power (rule 1.2.4: per power, also when one player holds several)."""
    out: dict[str, int] = {}
    for p in position.centers.values():
        out[p] = out.get(p, 0) + 1
    return out


def unit_counts(position: Position) -> dict[str, int]:
    out: dict[str, int] = {}
    for u in position.units.values():
        out[u.power] = out.get(u.power, 0) + 1
    for d in position.dislodged.values():
        out[d.unit.power] = out.get(d.unit.power, 0) + 1
    return out


def solo_winners(position: Position, needed: int) -> tuple[str, ...]:
    """Rule 5.1(a): the powers owning at least ``needed`` centres (several share the win)."""
    return tuple(sorted(p for p, n in center_counts(position).items() if n >= needed))


def leaders(counts: Mapping[str, int], powers: Sequence[str]) -> tuple[tuple[str, ...], int]:
    """The powers of ``powers`` with the highest count, and that count."""
    best = max((counts.get(p, 0) for p in powers), default=0)
    return tuple(sorted(p for p in powers if counts.get(p, 0) == best)), best


def _playing(game: Game) -> list[str]:
    """Powers that have a player (not in civil disorder)."""
    civil = set(game.civil_disorder)
    return [p for p in game.powers if p not in civil]


def _powers(powers: Sequence[str]) -> Many:
    """Powers named in a sentence: "France", "France and Italy", "England, France and Italy"."""
    return Many([W(p, p.title()) for p in powers], "and")


def _declare(game: Game, reason: str, winners: Sequence[str], detail: Message, data: Mapping[str, Any]) -> Change:
    """End the game, keeping the detail as a Message too (``i18n.end_detail`` shows it in any language)."""
    return game.declare_end(reason, winners, render(detail, "en", game.ruleset), dict(data) | {"detail_msg": detail.to_json()})


def _open(game: Game) -> None:
    if game.end is not None:
        raise GameStateError(msg("endings.already_over", reason=end_reason(game.end.reason), detail=game.end.detail))


# --- (b) a fixed year or time ----------------------------------------------------------------

def agree_fixed_end(game: Game, *, year: int | None = None, minutes: float | None = None, note: str = "") -> Change:
    """Record the players' agreement to end at the end of ``year`` or after ``minutes`` (rule 5.1(b))."""
    if (year is None) == (minutes is None):
        raise RefereeError(msg("endings.year_or_minutes"))
    if year is not None and year < game.phase.year:
        raise RefereeError(msg("endings.year_past", year=year, phase=phase_message(game.phase)))
    return game.record("agreement", {"kind": "fixed-end", "year": year, "minutes": minutes, "note": note})


def agreed_fixed_end(game: Game) -> Mapping[str, Any] | None:
    """The last fixed-end agreement recorded, if any."""
    for ev in reversed(game.events):
        if ev.kind == "agreement" and ev.data.get("kind") == "fixed-end":
            return ev.data
    return None


def fixed_end_due(game: Game) -> bool:
    """Has the game played the Fall of the agreed year (the centres of that year are settled)?"""
    agreed = agreed_fixed_end(game)
    if agreed is None or agreed.get("year") is None or game.end is not None:
        return False
    return game.phase.sort_key > (int(agreed["year"]), 3)


def end_at_fixed_point(game: Game, *, by: str = "year", measure: str | None = None, when: str = "") -> Change:
    """End a game agreed to stop at a fixed year (``by="year"``) or time (``by="time"``).

    The most supply centres win (``measure="centers"``, seed 002 section 6), or the most units
    (``"units"``, rule 5.1(b)); the ruleset says which by default. Ties: every tied power is named
    a winner and the detail says it is a tie. A solo victory reached earlier stands (rule 5.1).
    """
    _open(game)
    if by not in ("year", "time"):
        raise RefereeError(msg("endings.by_year_or_time"))
    measure = measure or game.ruleset.endings.fixed_end_measure
    if measure not in ("centers", "units"):
        raise RefereeError(msg("endings.count_what"))
    counts = center_counts(game.position) if measure == "centers" else unit_counts(game.position)
    winners, best = leaders(counts, _playing(game))
    point: Message | str = when or (msg("endings.point_year", year=game.phase.year - (1 if game.phase.season.value == "S" else 0))
                                    if by == "year" else msg("endings.point_time"))
    if measure == "centers":
        key = "endings.fixed_tie_centres" if len(winners) > 1 else "endings.fixed_most_centres"
    else:
        key = "endings.fixed_tie_units" if len(winners) > 1 else "endings.fixed_most_units"
    detail = msg(key, powers=_powers(winners), n=best, point=point)
    data = {"measure": measure, "counts": dict(sorted(counts.items())), "tie": len(winners) > 1, "by": by}
    return _declare(game, "agreed-year" if by == "year" else "agreed-time", winners, detail, data)


# --- (c) agreement of all survivors ------------------------------------------------------------

def survivors(game: Game) -> list[Candidate]:
    """The players still in the game (they have units), each with the surviving powers they hold.

    Powers in civil disorder have no player and take no part. Without seats (seven players) each
    power is its own player.
    """
    alive = {p for p, n in unit_counts(game.position).items() if n > 0} - set(game.civil_disorder)
    players = game.players
    seats = game.controllers()
    groups: dict[str, list[str]] = {}
    for p in sorted(alive):
        groups.setdefault(seats.get(p, p), []).append(p)
    out = [Candidate(players.get(ps[0], ""), tuple(ps)) for ps in groups.values()]
    return sorted(out, key=lambda c: c.powers)


def draw_lots(n: int, seed: int) -> int:
    """Which of ``n`` candidates the lots pick, equal chances: ``random.Random(seed).randrange(n)``."""
    if n < 1:
        raise RefereeError(msg("endings.nobody_for_lots"))
    return draw_index(n, seed)


def end_by_agreement(game: Game, seed: int | None = None, *, how: str | None = None) -> Change:
    """All survivors agree to end the game (rule 5.1(c)).

    ``how="lots"`` (the rulebook): the program draws lots among the survivors with equal chances;
    the seed, the candidates in order and the draw are recorded in the end event, so
    ``verify_lots(game.end.data)`` re-runs it. ``how="draw"`` (2023 rules): the survivors share a
    draw. Default: the ruleset's ``[endings] agreed_end``.
    """
    _open(game)
    how = how or game.ruleset.endings.agreed_end
    cands = survivors(game)
    if not cands:
        raise GameStateError(msg("endings.no_units_left"))
    everyone = [p for c in cands for p in c.powers]
    if how == "draw":
        return _declare(game, "agreed-draw", everyone, msg("endings.draw", powers=_powers(everyone)),
                        {"survivors": [list(c.powers) for c in cands]})
    if how != "lots":
        raise RefereeError(msg("endings.lots_or_draw"))
    if seed is None:
        seed = new_seed()
    drawn = draw_lots(len(cands), seed)
    won = cands[drawn]
    who: Message | Many = (msg("endings.player_powers", player=won.player, powers=_powers(won.powers)) if won.player
                           else _powers(won.powers))
    data = {"seed": seed, "method": LOTS_METHOD,
            "candidates": [{"player": c.player, "powers": list(c.powers)} for c in cands], "drawn": drawn}
    detail = msg("endings.lots", count=len(cands), seed=str(seed), who=who)
    return _declare(game, "lots", won.powers, detail, data)


def verify_lots(data: Mapping[str, Any]) -> bool:
    """Does a recorded drawing of lots follow from its seed? (Shows the draw fair afterwards.)"""
    try:
        return draw_lots(len(data["candidates"]), int(data["seed"])) == int(data["drawn"])
    except (KeyError, TypeError, ValueError, RefereeError):
        return False


# --- (d) the votes of the mail game -------------------------------------------------------------

def _tally(game: Game, kind: str, question: str, votes: Mapping[str, bool | None], needed_of: str,
           threshold: int | None) -> VoteResult:
    counts = center_counts(game.position)
    voters = [p for p in _playing(game) if counts.get(p, 0) > 0]
    unknown = sorted({v.upper() for v in votes} - set(game.powers))
    if unknown:
        raise RefereeError(msg("endings.vote_unknown_powers", powers=", ".join(unknown)))
    cast = {k.upper(): v for k, v in votes.items()}
    late = sorted(p for p in cast if p not in voters and cast[p] is not None)
    if late:
        raise RefereeError(msg("endings.cannot_vote", powers=_powers(late)), game.ruleset)
    by_power: dict[str, tuple[int, str]] = {}
    yes = no = abstain = 0
    for p in voters:
        v = cast.get(p)
        n = counts[p]
        if v is True:
            yes += n
            by_power[p] = (n, "yes")
        elif v is False:
            no += n
            by_power[p] = (n, "no")
        else:
            abstain += n
            by_power[p] = (n, "abstain")
    total = yes + no + abstain
    if threshold is not None:
        needed = threshold
    elif needed_of == "cast":
        needed = (yes + no) // 2 + 1
    else:
        needed = total // 2 + 1
    return VoteResult(kind, question, yes, no, abstain, total, needed, yes >= needed, by_power)


def _vote_data(r: VoteResult) -> dict[str, Any]:
    return {"kind": r.kind, "question": r.question, "yes": r.yes, "no": r.no, "abstain": r.abstain, "total": r.total,
            "needed": r.needed, "passed": r.passed, "by_power": {p: list(v) for p, v in r.by_power.items()}}


def end_of_game_vote(game: Game, votes: Mapping[str, bool | None], threshold: int | None = None) -> VoteResult:
    """Seed 004 section 2.18: each power votes with one vote per owned supply centre; at least
    ``threshold`` (the ruleset's, 23) in favour end the game and the power with most centres wins
    (all tied powers if there is a tie). The vote is recorded whether it passes or not.
    """
    _open(game)
    need = threshold if threshold is not None else game.ruleset.endings.vote_threshold
    if need <= 0:
        raise RefereeError(msg("endings.no_vote", ruleset=repr(game.ruleset.name)))
    r = _tally(game, "end-of-game", "end the game now", votes, "all", need)
    game.record("vote", _vote_data(r))
    if r.passed:
        counts = center_counts(game.position)
        winners, best = leaders(counts, _playing(game))
        tie = msg("endings.vote_tie" if len(winners) > 1 else "endings.vote_most", powers=_powers(winners), n=best)
        detail = msg("endings.vote_passed", yes=r.yes, needed=need, result=tie)
        _declare(game, "vote", winners, detail, _vote_data(r) | {"counts": dict(sorted(counts.items()))})
    return r


def referral_vote(game: Game, question: str, votes: Mapping[str, bool | None], *, majority_of: str = "all") -> VoteResult:
    """Seed 004 section 1.8: the game master refers a ruling to the players; one vote per owned
    supply centre; a majority in favour decides. ``majority_of="all"``: more than half of all the
    votes held (abstaining counts against); ``"cast"``: more than half of the votes cast.
    The question and the vote are recorded; the game goes on.
    """
    if majority_of not in ("all", "cast"):
        raise RefereeError(msg("endings.majority_of"))
    r = _tally(game, "referral", question, votes, majority_of, None)
    game.record("vote", _vote_data(r))
    return r


__all__ = ["Candidate", "LOTS_METHOD", "VoteResult", "agree_fixed_end", "agreed_fixed_end", "center_counts",
           "draw_lots", "end_at_fixed_point", "end_by_agreement", "end_of_game_vote", "fixed_end_due", "leaders",
           "referral_vote", "solo_winners", "survivors", "unit_counts", "verify_lots"]

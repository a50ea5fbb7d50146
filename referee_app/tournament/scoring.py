"""Scoring an ended Diplomacy board under the systems tournaments use (Qt-free).

A board's result is a ``BoardResult`` (centre counts, solo, draw, who fell and when); a scoring
system is a ``System`` (name, title, function from a result to each power's score) and
``SYSTEMS`` lists them once, ``find_system`` looks one up. Scores are exact ``Fraction``s so that
systems which share out a fixed total add up to it exactly; ``as_number`` turns one into a plain
JSON number. Every system, its source and each choice made where sources disagree are in
``docs/scoring.md``.

``result_from_game`` reads the result of an ended game (``Game.end``, the centre counts and the
history of resolved phases, for the order and year in which powers fell).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import partial
from typing import TYPE_CHECKING, Any

from referee_app.core.errors import RefereeError
from referee_app.core.messages import Many

from ..games.diplomacy.rules.i18n import Message, W, msg
from .seeding import POWERS

if TYPE_CHECKING:  # only for the annotation: scoring numbers needs no game
    from ..games.diplomacy.table.game import Game

TOTAL_CENTERS = 34  # supply centres on the standard board
SOLO_CENTERS = 18  # centres that win outright
FIRST_YEAR = 1901

Scores = dict[str, Fraction]


class ScoringError(RefereeError):
    """A result that cannot be scored, or an unknown system: ``.message`` says why in any language
    (the catalogues' ``scoring.*`` keys), ``str()`` is that one line in English, ``.code`` its key."""

    def __init__(self, message: Message, names: Any = None) -> None:
        super().__init__(message, names)

    @property
    def code(self) -> str:
        return self.message.key


# --- a board's result ------------------------------------------------------------------------

@dataclass(frozen=True)
class BoardResult:
    """How one board ended.

    ``centers``: every power on the board with its final centre count (eliminated powers 0).
    ``solo``: the power that won outright or was conceded the game, else None.
    ``draw``: the powers in the agreed draw, else None (then systems that look at the draw take
    every survivor, as the rules' draws include all survivors).
    ``eliminated``: groups of powers in the order they fell, first first; powers in one group
    fell in the same phase. Empty when not known: then all powers without centres count as
    having fallen together.
    ``eliminated_in``: the game year each eliminated power fell in (systems paying for years
    survived need it). ``year``: the last game year played (for a solo, the year of the solo).
    ``history``: earlier centre counts, ``(year, {power: centres})`` at the end of each year,
    most recent last (Maxonian breaks ties with them).
    """

    centers: Mapping[str, int]
    solo: str | None = None
    draw: tuple[str, ...] | None = None
    eliminated: tuple[tuple[str, ...], ...] = ()
    eliminated_in: Mapping[str, int] = field(default_factory=dict)
    year: int | None = None
    history: tuple[tuple[int, Mapping[str, int]], ...] = ()
    start_year: int = FIRST_YEAR

    def __post_init__(self) -> None:
        _check(self)

    # -- derived views
    @property
    def powers(self) -> list[str]:
        return list(self.centers)

    @property
    def survivors(self) -> list[str]:
        return [p for p, n in self.centers.items() if n > 0]

    @property
    def dead(self) -> list[str]:
        return [p for p, n in self.centers.items() if n == 0]

    @property
    def in_draw(self) -> list[str]:
        """The draw's members; every survivor when no draw was recorded (draws include all survivors)."""
        return list(self.draw) if self.draw is not None else self.survivors

    @property
    def top(self) -> int:
        return max(self.centers.values())

    def toppers(self) -> list[str]:
        return [p for p, n in self.centers.items() if n == self.top]

    def fell(self, power: str) -> int | None:
        """Index of the group ``power`` fell in (0 = first to fall), None if alive or not known."""
        for i, group in enumerate(self.eliminated):
            if power in group:
                return i
        return None

    def year_fell(self, power: str, system: str) -> int:
        """The year ``power`` was eliminated, or for a loser to a solo the year of the solo."""
        if power in self.eliminated_in:
            return self.eliminated_in[power]
        if self.centers[power] > 0 and self.solo is not None and self.year is not None:
            return self.year
        raise ScoringError(msg("scoring.needs-year", system=system, power=W(power)))

    # -- JSON
    @classmethod
    def from_json(cls, data: Any) -> BoardResult:
        """Read ``{"centers": {...}, "solo": ..., "draw": [...], "eliminated": [...]}`` (issue 17's
        input) plus the optional ``eliminated_in``, ``year``, ``history`` and ``start_year``.
        Raises ScoringError with one line saying what is wrong."""
        if not isinstance(data, dict):
            raise ScoringError(msg("scoring.not-object"))
        unknown = sorted(set(data) - {"centers", "solo", "draw", "eliminated", "eliminated_in", "year", "history",
                                      "start_year"})
        if unknown:
            raise ScoringError(msg("scoring.unknown-field", field=repr(unknown[0])))
        centers = _counts(data.get("centers"), "centers")
        solo = data.get("solo")
        if solo is not None and not isinstance(solo, str):
            raise ScoringError(msg("scoring.bad-solo"))
        draw_raw = data.get("draw")
        draw: tuple[str, ...] | None = None
        if draw_raw is not None:
            if not isinstance(draw_raw, list) or not all(isinstance(p, str) for p in draw_raw):
                raise ScoringError(msg("scoring.bad-draw"))
            draw = tuple(p.upper() for p in draw_raw)
        groups: list[tuple[str, ...]] = []
        elim_raw = data.get("eliminated") or []
        if not isinstance(elim_raw, list):
            raise ScoringError(msg("scoring.bad-eliminated"))
        for item in elim_raw:
            if isinstance(item, str):
                groups.append((item.upper(),))
            elif isinstance(item, list) and item and all(isinstance(p, str) for p in item):
                groups.append(tuple(p.upper() for p in item))
            else:
                raise ScoringError(msg("scoring.bad-eliminated-entry"))
        years = _counts(data.get("eliminated_in") or {}, "eliminated_in", allow_empty=True)
        year = data.get("year")
        if year is not None and (not isinstance(year, int) or isinstance(year, bool)):
            raise ScoringError(msg("scoring.not-whole", field="year"))
        start = data.get("start_year", FIRST_YEAR)
        if not isinstance(start, int) or isinstance(start, bool):
            raise ScoringError(msg("scoring.not-whole", field="start_year"))
        hist: list[tuple[int, Mapping[str, int]]] = []
        hist_raw = data.get("history") or {}
        if not isinstance(hist_raw, dict):
            raise ScoringError(msg("scoring.bad-history"))
        for y, counts in hist_raw.items():
            try:
                yr = int(y)
            except ValueError:
                raise ScoringError(msg("scoring.bad-history-year", year=repr(y))) from None
            hist.append((yr, _counts(counts, f"history {yr}")))
        hist.sort(key=lambda t: t[0])
        return cls(centers, solo.upper() if isinstance(solo, str) else None, draw, tuple(groups), years, year,
                   tuple(hist), start)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"centers": dict(self.centers), "solo": self.solo,
                               "draw": list(self.draw) if self.draw is not None else None,
                               "eliminated": [g[0] if len(g) == 1 else list(g) for g in self.eliminated]}
        if self.eliminated_in:
            out["eliminated_in"] = dict(self.eliminated_in)
        if self.year is not None:
            out["year"] = self.year
        if self.history:
            out["history"] = {str(y): dict(c) for y, c in self.history}
        if self.start_year != FIRST_YEAR:
            out["start_year"] = self.start_year
        return out


def _counts(raw: Any, what: str, *, allow_empty: bool = False) -> dict[str, int]:
    if not isinstance(raw, dict) or (not raw and not allow_empty):
        raise ScoringError(msg("scoring.bad-counts", field=what))
    out: dict[str, int] = {}
    for k, v in raw.items():
        if not isinstance(k, str) or not k.strip():
            raise ScoringError(msg("scoring.empty-power", field=what))
        if not isinstance(v, int) or isinstance(v, bool) or v < 0:
            raise ScoringError(msg("scoring.bad-count", field=what, power=W(k.upper()), value=repr(v)))
        out[k.upper()] = v
    return out


def _check(r: BoardResult) -> None:
    powers = set(r.centers)
    if len(powers) < 2:
        raise ScoringError(msg("scoring.two-powers"))
    for p in r.centers:
        if p not in POWERS:
            raise ScoringError(msg("scoring.unknown-power", power=repr(p), powers=Many(POWERS)))
    total = sum(r.centers.values())
    if total > TOTAL_CENTERS:
        raise ScoringError(msg("scoring.too-many-centres", total=total, board=TOTAL_CENTERS))
    if total == 0:
        raise ScoringError(msg("scoring.no-centres"))
    if r.solo is not None:
        if r.solo not in powers:
            raise ScoringError(msg("scoring.solo-not-on-board", power=W(r.solo)))
        if r.centers[r.solo] == 0:
            raise ScoringError(msg("scoring.solo-no-centres", power=W(r.solo)))
        if r.draw is not None:
            raise ScoringError(msg("scoring.solo-and-draw"))
    else:
        big = [p for p, n in r.centers.items() if n >= SOLO_CENTERS]
        if big:
            raise ScoringError(msg("scoring.is-solo", power=W(big[0]), n=r.centers[big[0]]))
    if r.draw is not None:
        if len(set(r.draw)) != len(r.draw):
            raise ScoringError(msg("scoring.draw-twice"))
        for p in r.draw:
            if p not in powers:
                raise ScoringError(msg("scoring.draw-not-on-board", power=W(p)))
            if r.centers[p] == 0:
                raise ScoringError(msg("scoring.draw-no-centres", power=W(p)))
        if len(r.draw) < 2:
            raise ScoringError(msg("scoring.draw-one"))
    seen: set[str] = set()
    for group in r.eliminated:
        for p in group:
            if p not in powers:
                raise ScoringError(msg("scoring.eliminated-not-on-board", power=W(p)))
            if r.centers[p] > 0:
                raise ScoringError(msg("scoring.eliminated-has-centres", power=W(p), n=r.centers[p]))
            if p in seen:
                raise ScoringError(msg("scoring.eliminated-twice", power=W(p)))
            seen.add(p)
    if r.eliminated and seen != set(r.dead):
        missing = sorted(set(r.dead) - seen)
        raise ScoringError(msg("scoring.eliminated-missing", power=W(missing[0])))
    for p in r.eliminated_in:
        if p not in powers or r.centers[p] > 0:
            raise ScoringError(msg("scoring.eliminated-in-alive", power=W(p)))
    for _, counts in r.history:
        for p in counts:
            if p not in powers:
                raise ScoringError(msg("scoring.history-not-on-board", power=W(p)))
    _check_years(r)
    missing = [p for p in POWERS if p not in powers]
    if missing:
        raise ScoringError(msg("scoring.power-missing", power=W(missing[0])))


def _check_years(r: BoardResult) -> None:
    """The years of a result agree with each other: the last year not before the first, every
    elimination within the game's years and in the order of ``eliminated``, no history after the
    last year."""
    first, last = r.start_year, r.year
    if last is not None and last < first:
        raise ScoringError(msg("scoring.year-before-start", year=last, first=first))
    for p, y in r.eliminated_in.items():
        if y < first:
            raise ScoringError(msg("scoring.fell-before-start", power=W(p), year=y, first=first))
        if last is not None and y > last:
            raise ScoringError(msg("scoring.fell-after-end", power=W(p), year=y, last=last))
    known = [[(p, r.eliminated_in[p]) for p in g if p in r.eliminated_in] for g in r.eliminated]
    for group in known:
        for (a, ya), (b, yb) in itertools.pairwise(group):
            if ya != yb:
                raise ScoringError(msg("scoring.together-years", first=W(a), second=W(b), year1=ya, year2=yb))
    seen: list[tuple[str, int]] = []
    for group in known:
        for b, yb in group:
            for a, ya in seen:
                if ya > yb:
                    raise ScoringError(msg("scoring.order-contradicts", first=W(a), second=W(b), year1=ya, year2=yb))
        seen.extend(group)
    if last is not None:
        for y, _ in r.history:
            if y > last:
                raise ScoringError(msg("scoring.history-after-end", year=y, last=last))


# --- shared arithmetic ------------------------------------------------------------------------

def place_points(keys: Mapping[str, Any], points: Sequence[Fraction | int], *, ties: str = "share") -> Scores:
    """Points for places by ``keys`` (higher is better); places past the list score 0.

    ``ties="share"``: powers tied for places split those places' points equally (most systems).
    ``ties="lower"``: each tied power gets the points of the lowest place the tie covers.
    """
    order = sorted(keys, key=lambda p: keys[p], reverse=True)
    pts = [Fraction(x) for x in points]
    out: Scores = {}
    i = 0
    while i < len(order):
        j = i
        while j < len(order) and keys[order[j]] == keys[order[i]]:
            j += 1
        span = [pts[k] if k < len(pts) else Fraction(0) for k in range(i, j)]
        value = sum(span, Fraction(0)) / len(span) if ties == "share" else span[-1]
        for p in order[i:j]:
            out[p] = value
        i = j
    return {p: out[p] for p in keys}


def _solo_only(r: BoardResult, win: int | Fraction, lose: int | Fraction = 0) -> Scores:
    return {p: Fraction(win if p == r.solo else lose) for p in r.powers}


def _years(r: BoardResult, p: str, system: str, *, including_last: bool) -> int:
    """Years a power played up to its fall (or a solo): counted from the first game year."""
    return r.year_fell(p, system) - r.start_year + (1 if including_last else 0)


# --- the systems ------------------------------------------------------------------------------

def sum_of_squares(r: BoardResult, *, draw_only: bool = False) -> Scores:
    """Solo 100, others 0. Otherwise each power scores 100 × its centres² / the sum of the squares
    (``draw_only``: only the draw's members count and score)."""
    if r.solo is not None:
        return _solo_only(r, 100)
    members = set(r.in_draw) if draw_only else set(r.powers)
    sq = {p: Fraction(n * n) if p in members else Fraction(0) for p, n in r.centers.items()}
    total = sum(sq.values(), Fraction(0))
    return {p: 100 * v / total for p, v in sq.items()}


def draw_size(r: BoardResult) -> Scores:
    """Solo 100; otherwise the draw's members share 100 equally; everyone else 0."""
    if r.solo is not None:
        return _solo_only(r, 100)
    members = r.in_draw
    return {p: Fraction(100, len(members)) if p in members else Fraction(0) for p in r.powers}


def c_diplo(r: BoardResult, *, solo: int, lose: int = 0, played: int = 1, places: Sequence[int] = (38, 14, 7),
            centre_points: Sequence[int] | None = None) -> Scores:
    """Solo ``solo`` (the others ``lose``). Otherwise ``played`` for playing, points per centre
    (one each, or the ``centre_points`` table), and ``places`` for the top three by centres,
    tied powers sharing the places' points."""
    if r.solo is not None:
        return _solo_only(r, solo, lose)
    rank = place_points(r.centers, places)
    out: Scores = {}
    for p, n in r.centers.items():
        cp = n if centre_points is None else centre_points[min(n, len(centre_points) - 1)] + max(0, n - len(centre_points) + 1)
        out[p] = played + cp + rank[p]
    return out


# C-Diplo Namur: 1 centre 5 points, 2 → 9, 3 → 12, 4 → 14, 5 → 16, 6 → 18, then one more per centre
NAMUR_CENTRES = (0, 5, 9, 12, 14, 16, 18)


def tribute(r: BoardResult) -> Scores:
    """Solo 100. Otherwise one point per centre; survivors share 66; each survivor not topping
    pays each topper's share of a tribute of (topper's centres − 6), at most its survival share;
    tied toppers split what is paid and pay each other nothing."""
    if r.solo is not None:
        return _solo_only(r, 100)
    alive = r.survivors
    share = Fraction(66, len(alive))
    toppers = r.toppers()
    due = min(share, Fraction(max(0, r.top - 6)))
    payers = [p for p in alive if p not in toppers]
    out: Scores = {}
    for p, n in r.centers.items():
        s = Fraction(n)
        if n > 0:
            s += share
        if p in toppers:
            s += due * len(payers) / len(toppers)
        elif n > 0:
            s -= due
        out[p] = s
    return out


def open_tribute(r: BoardResult, *, round_down: bool = False) -> Scores:
    """Solo 340, others 0. Otherwise 34 + 3 per centre; every power pays the topper one point per
    centre it is behind; an eliminated power keeps nothing (0). n tied toppers each get 1/n² of
    the tribute (``round_down``: rounded down to a whole point)."""
    if r.solo is not None:
        return _solo_only(r, 340)
    toppers = r.toppers()
    paid = sum((Fraction(r.top - n) for p, n in r.centers.items() if p not in toppers), Fraction(0))
    each = paid / (len(toppers) ** 2)
    if round_down:
        each = Fraction(each.numerator // each.denominator)
    out: Scores = {}
    for p, n in r.centers.items():
        if n == 0:
            out[p] = Fraction(0)
        elif p in toppers:
            out[p] = 34 + 3 * n + each
        else:
            out[p] = Fraction(34 + 3 * n - (r.top - n))
    return out


CARNAGE_PLACES = (7000, 6000, 5000, 4000, 3000, 2000, 1000)


def carnage(r: BoardResult, *, dead_equal: bool = False, lead_bonus: int = 0) -> Scores:
    """Solo: all 28 034 points (7000 + … + 1000 + 34), others 0. Otherwise places by centres
    score 7000, 6000 … 1000, tied powers sharing; eliminated powers take the last places in the
    order they fell (the later, the better; ``dead_equal`` or an unknown order: they share);
    plus one point per centre; ``lead_bonus`` points to a lone topper per centre of lead."""
    if r.solo is not None:
        return _solo_only(r, sum(CARNAGE_PLACES) + TOTAL_CENTERS)
    keys: dict[str, tuple[int, int]] = {}
    for p, n in r.centers.items():
        fell = r.fell(p)
        keys[p] = (n, 0 if n > 0 or dead_equal or fell is None else fell + 1)
    rank = place_points(keys, CARNAGE_PLACES)
    out: Scores = {p: rank[p] + n for p, n in r.centers.items()}
    toppers = r.toppers()
    if lead_bonus and len(toppers) == 1:
        second = max(n for p, n in r.centers.items() if p != toppers[0])
        out[toppers[0]] += lead_bonus * (r.top - second)
    return out


def world_classic(r: BoardResult, *, top_only_if_fewer_than: int = 0) -> Scores:
    """Solo 420, others 0. Otherwise 10 per centre, 30 for each survivor, 48 shared by the
    toppers, and an eliminated power 1 point per full year it survived.
    ``top_only_if_fewer_than``: no topping bonus when that many powers or more share the top
    (Summer Classic: 3)."""
    if r.solo is not None:
        return _solo_only(r, 420)
    toppers = r.toppers()
    bonus = Fraction(48, len(toppers))
    if top_only_if_fewer_than and len(toppers) >= top_only_if_fewer_than:
        bonus = Fraction(0)
    out: Scores = {}
    for p, n in r.centers.items():
        if n == 0:
            out[p] = Fraction(_years(r, p, "world-classic", including_last=False))
        else:
            out[p] = 10 * n + 30 + (bonus if p in toppers else Fraction(0))
    return out


def detour09(r: BoardResult) -> Scores:
    """Solo 110, others 0 (plus survival below). Otherwise one point per centre, 2 for holding any,
    a lone topper its lead over the next power, 4/3/2/1 for the first four places by centres
    (tied powers take the lowest place they cover), all scaled to add up to 100; then eliminated
    powers and losers to a solo add 0.25 per full year survived, at most 2."""
    out: Scores
    if r.solo is not None:
        out = _solo_only(r, 110)
    else:
        out = {p: Fraction(n + (2 if n > 0 else 0)) for p, n in r.centers.items()}
        toppers = r.toppers()
        if len(toppers) == 1:
            out[toppers[0]] += r.top - max(n for p, n in r.centers.items() if p != toppers[0])
        rank = place_points(r.centers, (4, 3, 2, 1), ties="lower")
        for p in out:
            out[p] += rank[p]
        total = sum(out.values(), Fraction(0))
        out = {p: 100 * v / total for p, v in out.items()}
    for p, n in r.centers.items():
        if n == 0 or (r.solo is not None and p != r.solo):
            out[p] += Fraction(min(8, _years(r, p, "detour09", including_last=False)), 4)
    return out


def maxonian(r: BoardResult, *, threshold: int = 13) -> Scores:
    """Places by centres score 7, 6 … 1. A tie goes to the power ahead in the most recent
    earlier year that separates them (``history``; for eliminated powers without history the
    later to fall); powers never separated share. Every power above ``threshold`` centres
    scores one more per centre above it (up to 18), only the soloist if there is a solo."""
    keys: dict[str, tuple[int, ...]] = {}
    past = list(reversed(r.history))  # most recent first
    for p, n in r.centers.items():
        fell = r.fell(p)
        key: list[int] = [n]
        if n == 0 and fell is not None and not r.history:
            key.append(fell + 1)
        key.extend(c.get(p, 0) for _, c in past)
        keys[p] = tuple(key)
    out = place_points(keys, (7, 6, 5, 4, 3, 2, 1))
    for p, n in r.centers.items():
        if n > threshold and (r.solo is None or r.solo == p):
            out[p] += min(n, SOLO_CENTERS) - threshold
    return out


def manorcon(r: BoardResult, *, solo: int = 75, dead_in_sum: bool = True) -> Scores:
    """An eliminated power scores 0.1 per year played, the year it fell included. Solo ``solo``;
    the other survivors score as if eliminated in the year of the solo. Otherwise each power
    has P = S² + 4S + 16 (S its centres; ``dead_in_sum``: eliminated powers' P = 16 counts in
    the board total B, else 0) and each survivor scores 100 × P / B."""
    tenth = Fraction(1, 10)
    out: Scores = {}
    if r.solo is not None:
        for p in r.powers:
            out[p] = Fraction(solo) if p == r.solo else tenth * _years(r, p, "manorcon", including_last=True)
        return out
    value = {p: Fraction(n * n + 4 * n + 16) if n > 0 else Fraction(16 if dead_in_sum else 0)
             for p, n in r.centers.items()}
    board = sum(value.values(), Fraction(0))
    for p, n in r.centers.items():
        out[p] = 100 * value[p] / board if n > 0 else tenth * _years(r, p, "manorcon", including_last=True)
    return out


# --- the registry -----------------------------------------------------------------------------

@dataclass(frozen=True)
class System:
    """A scoring system: its name on the command line, the function, the source it follows
    (``docs/scoring.md`` cites it), and what its scores add up to when every centre is owned (None
    where the total varies). Its title is a catalogue text (``scoring.system.<name>``): ``title``
    in English, ``title_msg`` in any language."""

    name: str
    score: Callable[[BoardResult], Scores]
    source: str
    draw_total: Fraction | None = None
    solo_total: Fraction | None = None
    years: bool = False  # needs the years in which powers fell

    def __call__(self, result: BoardResult) -> Scores:
        return self.score(result)

    @property
    def title_msg(self) -> Message:
        return msg(f"scoring.system.{self.name}")

    @property
    def title(self) -> str:
        """The title in English (``Sum of Squares``)."""
        from ..games.diplomacy.rules.i18n import render

        return render(self.title_msg, "en")


def _sys(name: str, fn: Callable[..., Scores], source: str, draw_total: int | None = None,
         solo_total: int | None = None, years: bool = False, **options: Any) -> System:
    f: Callable[[BoardResult], Scores] = partial(fn, **options) if options else fn
    return System(name, f, source,
                  None if draw_total is None else Fraction(draw_total),
                  None if solo_total is None else Fraction(solo_total), years)


SYSTEMS: tuple[System, ...] = (
    _sys("sum-of-squares", sum_of_squares, "daanz-squares", 100, 100),
    _sys("sum-of-squares-draw", sum_of_squares, "diplomaticon-sos", 100, 100, draw_only=True),
    _sys("draw-size", draw_size, "nadf-dss", 100, 100),
    _sys("c-diplo", c_diplo, "wdd-cdiplo-100", 100, 100, solo=100),
    _sys("c-diplo-73", c_diplo, "diplomania-cdiplo", 100, 73, solo=73),
    _sys("c-diplo-80", c_diplo, "dipvis", 80, 80, solo=80, played=0, places=(25, 14, 7)),
    _sys("c-diplo-namur", c_diplo, "dipvis", None, 85, solo=85, centre_points=NAMUR_CENTRES),
    _sys("c-diplo-namur-aggravated", c_diplo, "stabbeurfou", None, None,
         solo=73, lose=-15, centre_points=NAMUR_CENTRES),
    _sys("tribute", tribute, "weasels-tribute", 100, 100),
    _sys("opentribute", open_tribute, "weasels-opentribute", None, 340),
    _sys("opentribute-floor", open_tribute, "dipvis", None, 340, round_down=True),
    _sys("carnage", carnage, "carnage", 28034, 28034),
    _sys("carnage-dead-equal", carnage, "dipvis", 28034, 28034, dead_equal=True),
    _sys("carnage-2023", carnage, "dipvis", None, 28034, lead_bonus=300),
    _sys("world-classic", world_classic, "wdw-world-classic", None, 420, years=True),
    _sys("summer-classic", world_classic, "dipvis", None, 420, years=True, top_only_if_fewer_than=3),
    _sys("detour09", detour09, "stabbeurfou", None, None, years=True),
    _sys("maxonian", maxonian, "dipvis"),
    _sys("seven-eleven", maxonian, "dipvis", threshold=11),
    _sys("manorcon", manorcon, "manorcon", None, None, years=True),
    _sys("manorcon-original", manorcon, "dipvis", None, None, years=True, solo=100),
    _sys("manorcon-v2", manorcon, "dipvis", None, None, years=True, solo=100, dead_in_sum=False),
)

_BY_NAME = {s.name: s for s in SYSTEMS}
ALIASES = {"sos": "sum-of-squares", "dss": "draw-size", "c-diplo-100": "c-diplo", "cdiplo": "c-diplo",
           "open-tribute": "opentribute", "7eleven": "seven-eleven", "detour": "detour09"}


def find_system(name: str) -> System:
    """The system called ``name`` (case-insensitive; a few aliases). Raises ScoringError."""
    key = name.strip().lower().replace("_", "-").replace(" ", "-")
    key = ALIASES.get(key, key)
    if key not in _BY_NAME:
        raise ScoringError(msg("scoring.unknown-system", name=repr(name)))
    return _BY_NAME[key]


def score(system: str | System, result: BoardResult) -> Scores:
    """Score ``result`` under ``system`` (a System or its name)."""
    s = find_system(system) if isinstance(system, str) else system
    return s(result)


def as_number(x: Fraction, places: int = 6) -> int | float:
    """A score as a plain JSON number: whole numbers stay whole, others are rounded to ``places``."""
    if x.denominator == 1:
        return int(x)
    return round(float(x), places)


def scores_json(scores: Mapping[str, Fraction]) -> dict[str, int | float]:
    return {p: as_number(v) for p, v in scores.items()}


def rank(scores: Mapping[str, Fraction]) -> list[tuple[int, str]]:
    """(place, power) best first; equal scores share the higher place (1, 2, 2, 4 …)."""
    order = sorted(scores, key=lambda p: (-scores[p], p))
    out: list[tuple[int, str]] = []
    for i, p in enumerate(order):
        place = out[-1][0] if i and scores[p] == scores[order[i - 1]] else i + 1
        out.append((place, p))
    return out


# --- an ended game ----------------------------------------------------------------------------

# how each ``GameEnd.reason`` maps to a tournament result
#   victory                         the winner soloed
#   conceded                        one power: a solo (a concession scores as one); several: their draw
#   shared-victory, agreed-draw     the winners are the draw
#   agreed-year, agreed-time, vote  a game stopped by time or vote: every survivor is in the draw
#   lots                            the rulebook's drawing of lots is not a board result: every survivor is in the draw
SOLO_REASONS = frozenset({"victory"})
DRAW_REASONS = frozenset({"shared-victory", "agreed-draw"})
SURVIVORS_REASONS = frozenset({"agreed-year", "agreed-time", "vote", "lots"})


def yearly_centres(game: Game) -> dict[int, dict[str, int]]:
    """Each power's centres at the end of each year played so far (the last resolved phase of the
    year), every power of the game named (0 for none): what a board's desk reports to the hub."""
    powers = list(game.supply_counts())
    yearly: dict[int, dict[str, int]] = {}
    for rec in game.history:
        adj = rec.adjudication
        if adj is None:
            continue
        counts = {p: 0 for p in powers}
        for owner in adj.after.centers.values():
            counts[owner] = counts.get(owner, 0) + 1
        yearly[adj.phase.year] = counts
    return yearly


def result_from_game(game: Game) -> BoardResult:
    """The result of an ended game: centre counts, solo or draw from ``game.end``, the order and
    year in which powers fell and each year's centre counts from the resolved phases."""
    end = game.end
    if end is None:
        raise ScoringError(msg("scoring.not-ended"))
    centers = {p: n for p, n in game.supply_counts().items()}
    solo: str | None = None
    draw: tuple[str, ...] | None = None
    winners = tuple(w.upper() for w in end.winners)
    if end.reason in SOLO_REASONS or (end.reason == "conceded" and len(winners) == 1):
        solo = winners[0] if winners else None
    elif end.reason in DRAW_REASONS or end.reason == "conceded":
        alive = tuple(w for w in winners if centers.get(w, 0) > 0)
        draw = alive if len(alive) >= 2 else None
        if len(alive) == 1:
            solo = alive[0]
    elif end.reason not in SURVIVORS_REASONS:
        raise ScoringError(msg("scoring.unknown-ending", reason=repr(end.reason)))
    groups: list[tuple[str, ...]] = []
    fell_in: dict[str, int] = {}
    yearly: dict[int, dict[str, int]] = {}
    year: int | None = None
    for rec in game.history:
        adj = rec.adjudication
        if adj is None:
            continue
        after = adj.after
        year = adj.phase.year
        counts = {p: 0 for p in centers}
        for owner in after.centers.values():
            counts[owner] = counts.get(owner, 0) + 1
        yearly[adj.phase.year] = counts
        with_units = {u.power for u in after.units.values()}
        fallen = tuple(sorted(p for p in centers if p not in fell_in and counts.get(p, 0) == 0
                              and p not in with_units))
        if fallen:
            groups.append(fallen)
            for p in fallen:
                fell_in[p] = adj.phase.year
    dead = {p for p, n in centers.items() if n == 0}
    groups = [g for g in (tuple(p for p in grp if p in dead) for grp in groups) if g]
    known = {p for g in groups for p in g}
    if dead - known:  # fell in the very last phase with units still on the board
        groups.append(tuple(sorted(dead - known)))
        for p in dead - known:
            fell_in[p] = year if year is not None else game.phase.year
    last = year if year is not None else game.phase.year
    history = tuple((y, c) for y, c in sorted(yearly.items()) if y < last)
    start = game.history[0].phase.year if game.history else game.phase.year
    return BoardResult(centers, solo, draw, tuple(groups), {p: fell_in[p] for p in dead}, last, history, start)


def systems_listing() -> Iterable[tuple[str, str]]:
    return ((s.name, s.title) for s in SYSTEMS)


# --- a result typed in by hand ------------------------------------------------------------------

def typed_result(centers: Mapping[str, int], *, solo: str | None = None, draw: Sequence[str] | None = None,
                 fell_in: Mapping[str, int] | None = None, year: int | None = None,
                 start_year: int = FIRST_YEAR) -> BoardResult:
    """A board's result as a tournament director types it: centre counts, a solo or the draw's
    members (None: every survivor), and for powers without centres the year each fell (0 or
    missing: not known). Powers that fell in one year fell together; the earlier year fell first.
    The order of elimination is kept only when every eliminated power's year is known."""
    counts = {p.upper(): int(n) for p, n in centers.items()}
    years = {p.upper(): int(y) for p, y in (fell_in or {}).items() if y and counts.get(p.upper(), 1) == 0}
    dead = [p for p, n in counts.items() if n == 0]
    groups: tuple[tuple[str, ...], ...] = ()
    if dead and all(p in years for p in dead):
        groups = tuple(tuple(sorted(p for p in dead if years[p] == y)) for y in sorted({years[p] for p in dead}))
    return BoardResult(counts, solo.upper() if solo else None,
                       tuple(p.upper() for p in draw) if draw is not None else None, groups, years, year,
                       (), start_year)


# --- a score kept in the game's record ----------------------------------------------------------

SCORE_EVENT = "score"  # the game event that keeps a score (``Game.record``; replay leaves the game as it was)


@dataclass(frozen=True)
class RecordedScore:
    """A score kept in a game's record: the system, each power's exact score, the result it was
    computed from, when, and the event's place in the record."""

    system: str
    scores: Mapping[str, Fraction]
    result: BoardResult
    at: float
    index: int

    def ranked(self) -> list[tuple[int, str]]:
        return rank(self.scores)


def score_game(game: Game, system: str | System) -> tuple[BoardResult, Scores]:
    """The result of an ended game and its score under ``system`` (nothing is recorded)."""
    s = find_system(system) if isinstance(system, str) else system
    result = result_from_game(game)
    return result, s(result)


def record_score(game: Game, system: str | System) -> RecordedScore:
    """Score an ended game under ``system`` and keep the score in its record, as the event
    ``score`` (an ended game may be scored again under other systems: each score is kept)."""
    s = find_system(system) if isinstance(system, str) else system
    result, scores = score_game(game, s)
    change = game.record(SCORE_EVENT, {"system": s.name, "scores": scores_json(scores),
                                       "exact": {p: str(v) for p, v in scores.items()},
                                       "result": result.to_json(), "reason": game.end.reason if game.end else ""})
    assert change.event is not None
    return RecordedScore(s.name, scores, result, change.event.at, len(game.events) - 1)


def recorded_scores(game: Game) -> list[RecordedScore]:
    """Every score kept in the game's record, oldest first (a damaged entry is skipped)."""
    out: list[RecordedScore] = []
    for i, ev in enumerate(game.events):
        if ev.kind != SCORE_EVENT:
            continue
        try:
            exact = {str(p): Fraction(str(v)) for p, v in dict(ev.data["exact"]).items()}
            out.append(RecordedScore(str(ev.data["system"]), exact, BoardResult.from_json(ev.data["result"]), ev.at, i))
        except (KeyError, TypeError, ValueError, ZeroDivisionError):
            continue
    return out


def current_scores(game: Game) -> list[RecordedScore]:
    """The recorded scores of the game's ending as it stands (none while the game goes on, and
    none of an ending since taken back: a score counts only for the result it was computed from)."""
    if game.end is None:
        return []
    try:
        result = result_from_game(game)
    except ScoringError:
        return []
    return [r for r in recorded_scores(game) if r.result == result]


# catalogue keys made from data (each system's title); tests/test_i18n.py checks every catalogue has them
MESSAGE_KEYS: tuple[str, ...] = tuple(s.title_msg.key for s in SYSTEMS)

__all__ = ["ALIASES", "BoardResult", "FIRST_YEAR", "MESSAGE_KEYS", "RecordedScore", "SCORE_EVENT", "SOLO_CENTERS",
           "SYSTEMS", "ScoringError", "Scores", "System", "TOTAL_CENTERS", "as_number", "current_scores", "find_system",
           "place_points", "rank", "record_score", "recorded_scores", "result_from_game", "score", "score_game",
           "scores_json", "systems_listing", "typed_result"]

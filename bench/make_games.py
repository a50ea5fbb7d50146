"""Game files for the window's bench (``bench/bench_gui.py``), made the way a referee makes them: every
sheet typed at the desk key by key (each key an 'orders' event, as the window stores it).

    python bench/make_games.py [folder]      # default: /tmp/referee-bench-games

Files (made once; made again only when missing):
  spring1901.dipgame   a new game, Spring 1901, the seven sheets typed (one rejected line, a bounce)
  fall1903.dipgame     a seeded random game played to Fall 1903, its sheets typed: a busy phase (26
                       orders, two units dislodged, so a retreat phase follows)
  long.dipgame         twenty years of a seeded random game typed at the desk, every phase: about 15,000
                       events
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

DEFAULT_FOLDER = Path("/tmp/referee-bench-games")

# Spring 1901 as the window tests type it (tests/gui_helpers.py): one rejected line, a bounce in the Black Sea
SPRING_1901 = {
    "AUSTRIA": ["A Vie - Tyr", "A Bud - Ser", "F Tri H"],
    "ENGLAND": ["F Lon - Nth", "F Edi - Nwg", "A Lvp - Yor"],
    "FRANCE": ["A Par - Bur", "A Mar - Spa", "F Bre - Mao"],
    "GERMANY": ["A Ber - Kie", "F Kie - Den", "A Mun - Ruh"],
    "ITALY": ["A Rom - Apu", "F Nap - Ion", "A Ven - Xyz"],
    "RUSSIA": ["A War - Gal", "A Mos - Ukr", "F Sev - Bla", "F StP/sc - Bot"],
    "TURKEY": ["F Ank - Bla", "A Con - Bul", "A Smy - Con"],
}


class _Clock:
    """Time stamps a referee's evening would have: a key every 0.2 s."""

    def __init__(self) -> None:
        self.t = 1_760_000_000.0

    def __call__(self) -> float:
        self.t += 0.2
        return self.t


def type_sheet(game, power: str, lines: list[str]) -> None:  # type: ignore[no-untyped-def]
    """Type ``lines`` into ``power``'s sheet key by key (Return between lines), as the window stores it."""
    typed: list[str] = []
    for i, line in enumerate(lines):
        if i:
            typed.append("")
            game.set_orders(power, typed)
            typed.pop()
        for k in range(1, len(line) + 1):
            game.set_orders(power, typed + [line[:k]])
        typed.append(line)


def _orders(game, rng: random.Random) -> dict[str, list[str]]:  # type: ignore[no-untyped-def]
    from referee_app.games.diplomacy import PhaseType, format_order
    from referee_app.games.diplomacy.table.randomgame import random_orders

    if game.phase.type is PhaseType.MOVEMENT:
        return {p: [format_order(o) for o in lst] for p, lst in random_orders(game.position, game.ruleset, rng).items()}
    if game.phase.type is PhaseType.RETREATS:
        out: dict[str, list[str]] = {}
        for opt in game.retreat_options():
            if opt.destinations:
                out.setdefault(opt.unit.power, []).append(f"{opt.unit} - {rng.choice(opt.destinations).province}")
        return out
    out = {}
    for power, n in game.adjustments().items():
        if n > 0:
            sites = game.build_sites(power)[:n]
            out[power] = [f"Build A {s}" for s in sites]
        elif n < 0:
            out[power] = [f"Remove {u}" for u in game.position.units_of(power)[:-n]]
    return out


def spring1901(path: Path) -> None:
    from referee_app.core.record import GameFile
    from referee_app.games.diplomacy import Game

    game = Game.new("standard", title="Bench: Spring 1901", clock=_Clock())
    for power, lines in SPRING_1901.items():
        type_sheet(game, power, lines)
    GameFile.create(path, game, overwrite=True).close()


def played(years_to: tuple[int, str], seed: int, title: str):  # type: ignore[no-untyped-def]
    """A seeded random game typed at the desk up to the movement phase ``years_to`` (year, "FALL" /
    "SPRING"), whose sheets are typed but not adjudicated."""
    from referee_app.games.diplomacy import Game, PhaseType

    rng = random.Random(seed)
    game = Game.new("standard", title=title, clock=_Clock())
    year, season = years_to
    while True:
        orders = _orders(game, rng)
        for power, lines in orders.items():
            type_sheet(game, power, lines)
        ph = game.phase
        if ph.type is PhaseType.MOVEMENT and ph.year == year and ph.season.name == season:
            return game
        game.process()
        if game.end is not None:
            return game


def fall1903(path: Path) -> None:
    from referee_app.core.record import GameFile

    # seed 47: 26 orders in Fall 1903, two units dislodged (a retreat phase follows)
    game = played((1903, "FALL"), 47, "Bench: a busy Fall 1903")
    GameFile.create(path, game, overwrite=True).close()


def long_game(path: Path) -> None:
    from referee_app.core.record import GameFile

    game = played((1921, "SPRING"), 11, "Bench: twenty years at the desk")
    GameFile.create(path, game, overwrite=True).close()


def make_all(folder: Path = DEFAULT_FOLDER) -> dict[str, Path]:
    folder.mkdir(parents=True, exist_ok=True)
    out = {}
    for name, fn in (("spring1901", spring1901), ("fall1903", fall1903), ("long", long_game)):
        path = folder / f"{name}.dipgame"
        if not path.exists():
            fn(path)
        out[name] = path
    return out


def main() -> int:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_FOLDER
    from referee_app.core.record import GameFile

    for _name, path in make_all(folder).items():
        gf = GameFile.open(path, readonly=True)
        g = gf.game
        n_orders = sum(len([ln for ln in v if ln.strip()]) for v in g.current.sheets.values())
        print(f"{path}: {len(g.events)} events, {g.phase}, {n_orders} order lines typed this phase")
        gf.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

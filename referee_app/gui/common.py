"""Small helpers shared by the window's parts."""

from __future__ import annotations

from referee_app.core import Game


def civil_disorder(game: Game) -> tuple[str, ...]:
    """Powers in civil disorder now (rule 4.3): at setup, or declared since."""
    cd = getattr(game, "civil_disorder", None)
    if isinstance(cd, (tuple, list, frozenset, set)):
        return tuple(cd)
    return tuple(game.setup.civil_disorder)


def players(game: Game) -> dict[str, str]:
    """Power -> the player's name (one player may hold several powers, rule 1.2.3)."""
    p = getattr(game, "players", None)
    if isinstance(p, dict):
        return p
    return dict(game.setup.players)


def power_name(game: Game, power: str, lang: str | None = None) -> str:
    """A power's name in the window's language (or ``lang``)."""
    from . import language

    lang = lang or language.current()
    p = game.ruleset.map.powers.get(power)
    if p is None:
        return power.title()
    return p.name if lang == "en" else (p.names.get(lang) or p.name)

"""Small helpers shared by the window's parts."""

from __future__ import annotations

from referee_app.games.diplomacy import Game


def power_name(game: Game, power: str, lang: str | None = None) -> str:
    """A power's name in the window's language (or ``lang``)."""
    from . import language

    lang = lang or language.current()
    p = game.ruleset.map.powers.get(power)
    if p is None:
        return power.title()
    return p.name if lang == "en" else (p.names.get(lang) or p.name)

"""The powers' colours on the boards: the rulebook's (the ruleset's, the default) or a palette safe for
colour-blind players (View menu).

The colour-blind-safe palette keeps each power's rulebook hue family (Austria red, England dark blue,
France light blue, Germany black, Italy green, Russia white, Turkey yellow) but moves the colours, from
the Okabe-Ito palette, so that every pair stays apart for a reader with protanopia, deuteranopia or
tritanopia: at least ``MIN_UNIT_DIFFERENCE`` (CIEDE2000) between the units' colours and
``MIN_TINT_DIFFERENCE`` between the land tints of the centres (and between them and the sea, the unowned,
inert and impassable land), under
Machado et al.'s (2009) simulation at full severity (tests/test_palette.py). The rulebook's red and
green are 4.5 apart for a deuteranope: that is why the option exists. Colour is never the only sign
either: units can carry their power's initial, failed orders are dashed and crossed, standoffs starred.
"""

from __future__ import annotations

from collections.abc import Mapping

RULEBOOK = "rulebook"
COLOUR_BLIND = "colour-blind"
PALETTE_NAMES = (RULEBOOK, COLOUR_BLIND)

MIN_UNIT_DIFFERENCE = 15.0  # CIEDE2000, between any two powers' colours, for every kind of vision simulated
MIN_TINT_DIFFERENCE = 8.5  # between any two land tints, and between a tint and the sea, the unowned, inert or impassable land

# power -> colour; a power not listed keeps its ruleset colour
PALETTES: Mapping[str, Mapping[str, str]] = {
    RULEBOOK: {},
    COLOUR_BLIND: {
        "AUSTRIA": "#d55e00",  # vermilion
        "ENGLAND": "#02639b",  # dark blue
        "FRANCE": "#7ec2ff",  # sky blue
        "GERMANY": "#000000",  # black
        "ITALY": "#079583",  # bluish green
        "RUSSIA": "#ffffff",  # white
        "TURKEY": "#ffc65c",  # amber yellow
    },
}


def palette_colour(palette: str, power: str, default: str) -> str:
    """``power``'s colour in ``palette`` (``default``, the ruleset's, when the palette has none)."""
    return PALETTES.get(palette, {}).get(power, default)


__all__ = ["COLOUR_BLIND", "MIN_TINT_DIFFERENCE", "MIN_UNIT_DIFFERENCE", "PALETTES", "PALETTE_NAMES", "RULEBOOK",
           "palette_colour"]

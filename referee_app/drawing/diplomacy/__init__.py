"""Diplomacy's board: what it shows (``scene``) and its SVG (``svg``), on the shared primitives."""

"""Diplomacy's rules: the board, names, orders, the parser, legality, the DATC adjudicator, retreats and adjustments, and which positions can exist."""

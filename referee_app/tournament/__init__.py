"""Tournaments: scoring an ended board under the systems tournaments use, and a face-to-face tournament's players, rounds, seats and standings (Qt-free)."""

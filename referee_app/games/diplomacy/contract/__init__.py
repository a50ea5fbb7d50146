"""The headless contract (docs/headless-api.md) and its express lanes: JSON in, JSON out, one phase or many."""

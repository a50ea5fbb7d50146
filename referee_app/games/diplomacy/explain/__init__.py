"""Why each order came out as it did: the adjudicator's figures (``figures``: ``explain``, ``routes``,
``settled``, as data) and the lines a referee reads out (``why``)."""

from .figures import explain, routes, settled

__all__ = ["explain", "routes", "settled"]

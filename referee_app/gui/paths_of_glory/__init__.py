"""Paths of Glory's part of the referee window (``PANELS``, the ``gui_module`` of its kind): the turn track
and sequence of play, each segment's entry with its checklist, the action rounds, the combat assistant,
the VP track, war status and mandated offensives (``panels``, ``combat``, ``widgets``), its commands
(``commands``), the projector's view (``projector``) and the New-game fields (``setup``). They show
what ``referee_app.games.paths_of_glory`` decides and call its operations."""

from .panels import PANELS

__all__ = ["PANELS"]

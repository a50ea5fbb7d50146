"""Diplomacy's part of the referee window (``PANELS``, the ``gui_module`` of Diplomacy's kind): the order
sheets typed as written (``order_pane``), the results, retreats, centres and record tabs
(``results_view``), their layout, commands and clock periods (``panels``, ``commands``), the projector's
view (``projector``) and the New-game fields (``setup``). The shared window (``gui.main_window``) hosts
them; they show what ``referee_app.games.diplomacy`` decides and call its operations."""

from .panels import PANELS

__all__ = ["PANELS"]

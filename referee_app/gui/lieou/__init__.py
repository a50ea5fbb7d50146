"""列欧帝国棋's part of the referee window (``PANELS``, the ``gui_module`` of its kind): the board, the action
line, the dice, the odds (``panels``, ``board_widget``, ``dice_view``, ``table``), its commands
(``commands``), the projector (``projector``) and the New-game fields (``setup``)."""

from .panels import PANELS, LieouPanels

__all__ = ["PANELS", "LieouPanels"]

"""列欧帝国棋 at the table: the panels the shared window hosts (``panels.LieouPanels``)."""

from .panels import LieouPanels, LieouSetupForm

PANELS = LieouPanels

__all__ = ["PANELS", "LieouPanels", "LieouSetupForm"]

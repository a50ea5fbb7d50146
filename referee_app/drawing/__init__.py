"""Drawing the board without Qt: the map's geometry, what the board shows, and SVG export.

``mapsvg`` reads ``assets/map.svg`` (province outlines and anchors); ``scene`` turns a
position and an adjudication into plain drawing primitives; ``svg_export`` writes those
primitives as a standalone SVG document. The Qt board (``referee_app.gui.board``) paints
the same primitives.
"""

from .mapsvg import MapGeometry, Space, load_geometry, map_svg_path
from .scene import Scene, SceneOptions, build_scene

__all__ = ["MapGeometry", "Scene", "SceneOptions", "Space", "build_scene", "load_geometry", "map_svg_path"]

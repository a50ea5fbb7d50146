"""Drawing boards without Qt: map geometry, drawing primitives, SVG export, and each game's scene.

``mapsvg`` reads a board's SVG (space outlines and anchors; Diplomacy's is ``assets/map.svg``);
``primitives`` are what any board is drawn with; ``svg_export`` writes primitives as a standalone SVG
document; ``diplomacy/`` turns a Diplomacy position and adjudication into primitives (``scene``) and
SVG (``svg``). The Qt board (``referee_app.gui.board``) paints the same primitives.
"""

"""The board of 列欧帝国棋 as primitives (scene.py)."""

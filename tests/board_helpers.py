"""What the Diplomacy board keeps in a process (the map read, its layers and placed names, its outlines) and on disk,
forgotten for a test: a new process, with a cache folder of the test's own."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from referee_app.core import diskcache
from referee_app.drawing.diplomacy import scene
from referee_app.drawing.mapsvg import _cached
from referee_app.gui import board


def forget_board() -> None:
    """A new process: nothing the board keeps in memory (the entries on disk stay)."""
    _cached.cache_clear()
    scene._LABELS.clear()
    scene._LAYERS.clear()
    board._OUTLINES.clear()
    if board._OUTLINES_LATER:
        board._OUTLINES_LATER[0].stop()
        board._OUTLINES_LATER.clear()
    board._OUTLINES_DUE.clear()
    diskcache._RAW_CHECKED.forget()


def board_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """For a fixture: the cache folder of a settings folder of the test's own, the board's memory forgotten before
    and after (the bundled CJK fonts registered, as the program does at its start)."""
    from referee_app.gui import language

    language.register_fonts()
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    board._TO_KEEP.clear()
    forget_board()
    yield diskcache.folder()
    board._TO_KEEP.clear()
    forget_board()

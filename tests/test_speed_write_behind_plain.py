"""A key's ``write_behind`` block is a plain class (issue 33, round 23): a key runs none of ``contextlib``'s
generator machinery (four Python calls and their code, every key), and the block behaves as before: blocks nest,
the one outside is in force again at a block's end, an error inside still ends it, and a key is on disk before the
next is read (test_key_write_behind)."""

from __future__ import annotations

import sys

import pytest
from test_key_write_behind import _sheet_on_disk, _window_with_file

from referee_app.core import record
from referee_app.core.record import write_behind


def test_a_key_runs_no_contextlib_code_and_is_on_disk_when_handled(qtbot, tmp_path):
    w, pane, path = _window_with_file(qtbot, tmp_path)
    files: set[str] = set()

    def seen(frame, event, arg):  # type: ignore[no-untyped-def]
        if event == "call":
            files.add(frame.f_code.co_filename)

    for ch in "A Par - Bur ":
        sys.setprofile(seen)
        try:
            qtbot.keyClicks(pane.editor, ch)
        finally:
            sys.setprofile(None)
        assert _sheet_on_disk(path, "FRANCE") == pane.editor.lines()
    assert any(f.endswith("record.py") for f in files)  # (the key's write was seen)
    assert not [f for f in files if f.endswith("contextlib.py")]
    assert w.gamefile.unsaved == 0 and w.gamefile.last_error is None


def test_write_behind_blocks_nest_and_end_on_an_error():
    assert record._behind is None
    with write_behind():
        outer = record._behind
        assert outer is not None
        with write_behind():
            inner = record._behind
            assert inner is not None and inner is not outer and inner.thread == outer.thread
        assert record._behind is outer
        with pytest.raises(KeyError), write_behind():
            raise KeyError("x")
        assert record._behind is outer
    assert record._behind is None

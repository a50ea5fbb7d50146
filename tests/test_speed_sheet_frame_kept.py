"""The sheet's frame keeps what it painted when only the sheet's height changes (issue 33, round 20).

The labels under the sheet take a line more or less on many keys, and the sheet's height changes with them. The
sheet's text and notes column kept their pixels then already (``keep_contents``), but its frame was painted whole
(four strips around the sheet), the style stroking the outline through them. Now only the band between the frame's
old and new bottom edge is painted, and what is on screen is still the sheet painted afresh, after keys that make
it shorter or taller, a scroll bar shown, and a change of the window's width or height."""

from __future__ import annotations

from gui_helpers import PaintRegions, assert_as_painted_afresh, delivered, press, typing_in
from PySide6.QtCore import Qt
from PySide6.QtGui import QRegion


def test_a_key_that_changes_the_sheets_height_paints_only_the_band_its_frame_moved_through(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 2, (1280, 800))
    painted = PaintRegions()
    editor.installEventFilter(painted)  # (the sheet's own paints: its frame; the text and notes are its children)
    frame = editor.frameWidth()
    resized = 0
    # a supported move, then a rejected line whose reason wraps onto more or fewer lines as it is typed, and taken
    # back: the labels under the sheet change height on many of these keys
    for ch in "A Mar S A Par - Bur\nF Xyz - Mid-Atlantic Oc\nA Vie - Tyr" + "\b" * 12:
        before = editor.size()
        painted.regions.clear()
        press(qtbot, editor, ch if ch != "\b" else Qt.Key.Key_Backspace)
        delivered()
        after = editor.size()
        if after.width() == before.width() and after.height() != before.height():
            resized += 1
            # the frame above the band its bottom edge moved through: its top edge and its sides down to the band
            top = min(after.height(), before.height()) - frame
            kept = QRegion(0, 0, after.width(), frame)
            kept += QRegion(0, 0, frame, top)
            kept += QRegion(after.width() - frame, 0, frame, top)
            for region in painted.regions:
                again = region.intersected(kept)
                assert again.isEmpty(), (f"key {ch!r} ({before.height()} -> {after.height()} px): the sheet's frame "
                                         f"was painted again at {again.boundingRect()}, above the band its bottom edge "
                                         f"moved through")
        assert_as_painted_afresh(w, editor, f"after key {ch!r}")
    assert resized >= 4, "keys were to change the sheet's height"


def test_the_kept_frame_follows_a_scroll_bar_and_the_windows_size(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 1, (1280, 800))
    for ch in "A Vie - Tyr\nF Tri - Adriatic Sea - a line long enough to scroll the sheet sideways\nA Bud":
        press(qtbot, editor, ch)
        delivered()
        assert_as_painted_afresh(w, editor, f"after key {ch!r}")
    assert editor.horizontalScrollBar().isVisible(), "the sheet was to show its horizontal scroll bar"
    for size in [(1280, 760), (1280, 820), (1240, 820), (1300, 700), (1280, 800)]:
        w.resize(*size)
        delivered()
        assert_as_painted_afresh(w, editor, f"the window at {size}")
    for _ in range(70):  # the long line taken back: the scroll bar hidden
        press(qtbot, editor, Qt.Key.Key_Backspace)
    delivered()
    assert_as_painted_afresh(w, editor, "the scroll bar hidden")

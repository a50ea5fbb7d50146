"""The sheet keeps its frame's pixels only while it can see its horizontal scroll bar come and go (issue 33, round 21).

Round 20 let the sheet keep what its frame painted when only its height changes (``keep_contents``), repainting the
band its bottom edge moved through. Its height can change with no resize of its text's viewport when the horizontal
scroll bar shows or hides, so the sheet watches that bar's container, which it finds by the object name Qt gives it
(``order_pane.HBAR_CONTAINER``, Qt's since Qt 4). Were a later Qt to name it otherwise, the frame would be left
stale on screen: the first test says so at once, and the second shows that such a sheet is then painted whole, as
Qt paints it, and what is on screen is still the sheet painted afresh."""

from __future__ import annotations

from gui_helpers import assert_as_painted_afresh, delivered, press, typing_in
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from referee_app.gui.diplomacy import order_pane


def test_the_sheets_scroll_bar_container_is_found_by_the_name_qt_gives_it(qtbot):
    w, pane, editor = typing_in(qtbot, 0, (1280, 800))
    container = editor.findChild(QWidget, order_pane.HBAR_CONTAINER, Qt.FindChildOption.FindDirectChildrenOnly)
    assert container is not None, (f"this Qt names the scroll area's horizontal bar container otherwise than "
                                   f"{order_pane.HBAR_CONTAINER!r}: the sheet cannot watch its scroll bar")
    assert container.isAncestorOf(editor.horizontalScrollBar())
    assert editor._frame_watched
    assert editor.testAttribute(Qt.WidgetAttribute.WA_StaticContents), "a watched sheet keeps its frame's pixels"


def test_a_sheet_that_cannot_watch_its_scroll_bar_is_painted_whole_and_right(qtbot, steady_cursor, monkeypatch):
    monkeypatch.setattr(order_pane, "HBAR_CONTAINER", "a name no Qt gives")
    w, pane, editor = typing_in(qtbot, 1, (1280, 800))
    assert not editor._frame_watched
    assert not editor.testAttribute(Qt.WidgetAttribute.WA_StaticContents), (
        "a sheet that cannot see its scroll bar come and go must not keep its frame's pixels")
    for ch in "A Vie - Tyr\nF Tri - Adriatic Sea - a line long enough to scroll the sheet sideways\nA Bud":
        press(qtbot, editor, ch)
        delivered()
    assert editor.horizontalScrollBar().isVisible(), "the sheet was to show its horizontal scroll bar"
    assert_as_painted_afresh(w, editor, "the scroll bar shown")
    for size in [(1280, 760), (1240, 820), (1280, 800)]:
        w.resize(*size)
        delivered()
        assert_as_painted_afresh(w, editor, f"the window at {size}")
    for _ in range(70):
        press(qtbot, editor, Qt.Key.Key_Backspace)
    delivered()
    assert_as_painted_afresh(w, editor, "the scroll bar hidden")

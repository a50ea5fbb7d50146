"""A sheet switch tells the layouts above the sheets only what changed (issue 33, round 21).

``SheetStack`` tells the layouts that hold it (the list of powers' row, the right-hand column, the splitter, the window)
when what they take from it changes: the smallest size a layout gives it, and its height at each width they asked. A
switch to a sheet that gives the same tells them nothing. Whatever the steps, every widget of the window must stand
where the window places it when every layout is told afresh, and the window's smallest size must be the same.
"""

from __future__ import annotations

from gui_helpers import CTRL, delivered, make_window, press, widgets_placed, widgets_placed_afresh
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QWidget

from referee_app.gui.diplomacy.panels import _smart_min_size


class _Requests(QObject):
    """The layout requests the widgets above the sheets receive."""

    def __init__(self, watched: list[QWidget]) -> None:
        super().__init__()
        self.seen: list[str] = []
        self.watched = watched
        for x in watched:
            x.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's naming)
        if event.type() == QEvent.Type.LayoutRequest:
            self.seen.append(type(obj).__name__)
        return False

    def close(self) -> None:
        for x in self.watched:
            x.removeEventFilter(self)


def test_a_switch_tells_the_layouts_above_only_what_changed(qtbot):
    w = make_window(qtbot)
    stack = w.power_tabs.stack
    checked = []

    def check(what: str) -> None:
        delivered()
        w.panels.flush_views()
        delivered()
        placed = widgets_placed(w)
        assert placed == widgets_placed_afresh(w), f"{what}: a widget is not where the layouts told afresh place it"
        checked.append(what)

    for i in range(7):  # every sheet made and shown once
        w.select_power(i)
        check(f"sheet {i} shown")
    # switches between sheets that give the layouts the same: the layouts above are not laid out again
    hints = {}
    for i in range(7):
        w.select_power(i)
        delivered()
        page = stack.currentWidget()
        hints[i] = (_smart_min_size(stack).toTuple(), page.maximumSize().toTuple(), stack.heightForWidth(stack.width()))
    same = [i for i in range(1, 7) if hints[i] == hints[i - 1]]
    assert same, "no two sheets side by side give the same (the test needs one)"
    above = [stack.parentWidget(), w.panels.hsplit, w]
    requests = _Requests(above)
    try:
        for i in same:
            w.select_power(i - 1)
            delivered()
            requests.seen.clear()
            w.select_power(i)
            delivered()
            assert requests.seen == [], f"the switch to sheet {i} laid the layouts above out again: {requests.seen}"
    finally:
        requests.close()
    check("switched between like sheets")
    for size in ((1100, 760), (1500, 920), (1280, 800), (1100, 760)):  # widths asked, some of them again
        w.resize(*size)
        for i in range(7):
            w.select_power(i)
            check(f"{size}, sheet {i}")
    france = w.pane("FRANCE")
    w.select_power(2)
    france.editor.setFocus()
    for ch in "A Par - Bur\nA Mar - Xyz\nF Bre - Lon\nA Par - Mos":  # rejected lines: the reasons under the sheet
        press(qtbot, france.editor, ch, None)
        if ch == "\n":
            check(f"France typed, line {len(checked)}")
    for i in (3, 2, 4, 2):
        w.select_power(i)
        check(f"after typing, sheet {i}")
    for ch in "\nA Mar - Bla\nF Bre - Kie\nA Par - Rom\nA Mar - Vie\n":  # more: the sheet taller than the room left
        press(qtbot, france.editor, ch, None)
    for size in ((1100, 520), (1400, 560), (1100, 520)):  # a low window: the sheets' heights decide the column's
        w.resize(*size)
        for i in (2, 3, 2, 6, 5, 2):
            w.select_power(i)
            check(f"low {size}, sheet {i}")
    w.resize(1500, 920)
    w.select_power(5)
    w.resize(1100, 760)
    w.select_power(2)
    check("France after resizes elsewhere")
    w.game.call_time()
    w.game.set_orders("ITALY", ["A Rom - Apu"])  # late: the sheet's late frame
    w.select_power(4)
    check("Italy late")
    w.select_power(3)
    check("after Italy")
    w.set_language("ja")  # other names, another font
    for i in range(7):
        w.select_power(i)
        check(f"Japanese, sheet {i}")
    w.set_language("en")
    press(qtbot, QApplication.focusWidget(), Qt.Key.Key_PageDown, CTRL)
    check("English again")
    w.game.process()
    check("adjudicated")
    w.game.undo()
    for i in range(7):
        w.select_power(i)
        check(f"undone, sheet {i}")
    assert len(checked) == 80

"""A key that changes the sheet's height for its width lays out the layouts up to the right-hand column, and tells the
splitter above only what changed (issue 33, round 22).

A layout laid out again tells the widget above it whatever changed (``QLayout::activate`` ends with its widget's
``updateGeometry``): a key whose reason wrapped onto another line had the splitter, the page, the central stack and the
window laid out again after the column, each placing everything where it was. A splitter takes no height for a width
from its widgets, only their size hints, smallest and largest sizes, size policies and whether they are hidden, so
``SheetStack`` drops the column's request to the splitter when none of those changed. Whatever the keys, every widget
of the window must stand where the window places it when every layout is told afresh, and the window's smallest size
must be the same.
"""

from __future__ import annotations

from gui_helpers import delivered, make_window, press, widgets_placed, widgets_placed_afresh
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QSplitter, QWidget

from referee_app.gui.diplomacy import panels


class _Requests(QObject):
    """The layout requests each watched widget receives."""

    def __init__(self, watched: dict[str, QWidget]) -> None:
        super().__init__()
        self.names = {id(x): name for name, x in watched.items()}
        self.seen: list[str] = []
        self.watched = list(watched.values())
        for x in self.watched:
            x.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's naming)
        if event.type() == QEvent.Type.LayoutRequest:
            self.seen.append(self.names.get(id(obj), "?"))
        return False

    def close(self) -> None:
        for x in self.watched:
            x.removeEventFilter(self)


def _typing(qtbot, w, text: str, check, power: int = 2) -> list[list[str]]:
    """``text`` typed in a sheet (France's), ``check`` after each key; the layout requests each key brought above."""
    stack = w.power_tabs.stack
    column = stack.parentWidget().parentWidget()
    splitter = w.panels.hsplit
    assert column.parentWidget() is splitter and isinstance(splitter, QSplitter)
    w.select_power(power)
    france = w.current_pane()
    france.editor.setFocus()
    delivered()
    seen = []
    requests = _Requests({"column": column, "splitter": splitter, "window": w})
    try:
        for n, ch in enumerate(text):
            requests.seen.clear()
            press(qtbot, france.editor, Qt.Key.Key_Backspace if ch == "\x08" else ch, None)
            delivered()
            seen.append(list(requests.seen))
            check(f"key {n} {ch!r}")
    finally:
        requests.close()
    return seen


def _checker(w, checked: list[str]):
    """A check that every widget of ``w`` is where the layouts told afresh place it (each check named in ``checked``)."""

    def check(what: str) -> None:
        w.panels.flush_views()
        delivered()
        assert widgets_placed(w) == widgets_placed_afresh(w), f"{what}: a widget is not where the layouts told afresh place it"
        checked.append(what)

    return check


def test_a_key_that_changes_the_sheets_height_leaves_the_splitter_alone(qtbot):
    w = make_window(qtbot)
    w.resize(1500, 920)
    checked = []

    check = _checker(w, checked)

    # the bench's line: the list of rejected lines shown (the window's smallest size grows: the splitter is told), a
    # province's first letters (its reason wraps onto another line, or back: the column is laid out, the splitter not)
    seen = _typing(qtbot, w, "\nA Mar S A Par - Bur\nA Mar - Xyz", check)
    column_only = [s for s in seen if "column" in s and "splitter" not in s]
    assert column_only, f"no key laid out the column without the splitter: {seen}"
    assert all("window" not in s or "splitter" in s for s in seen)
    assert len(checked) == 32


def test_the_window_stays_placed_as_afresh_through_keys_at_every_size(qtbot):
    """Keys at a low window, where the sheets' heights decide the column's layout, and a window resized between
    them (the layouts above asked at other widths), a Japanese window and an adjudication."""
    w = make_window(qtbot)
    checked = []

    check = _checker(w, checked)

    w.resize(1100, 760)
    _typing(qtbot, w, "A Par - Bur\nA Mar - Xyz\nF Bre - Lon\n", check)
    for size in ((1100, 520), (1400, 560)):  # a low window: the sheet taller than the room left
        w.resize(*size)
        _typing(qtbot, w, "A Mar - Bla\nF Bre - Kie\nA Par - Rom\n", check)
    w.resize(1280, 800)
    _typing(qtbot, w, "A Mar - Vie\x08\x08\x08Spa\n", check)
    clock = w.panels.clock_widget
    for least in (150, 130, 150):  # the column changed by another widget just before a key, both laid out in one go
        clock.setMinimumHeight(least)
        _typing(qtbot, w, "A Par - Bu\x08\x08Pi", check)
    w.set_language("ja")
    _typing(qtbot, w, "A Par - Pic\n", check)
    w.set_language("en")
    w.run("adjudicate")
    check("adjudicated")
    w.run("undo")
    _typing(qtbot, w, "A Bre - Gas\n", check)
    assert len(checked) == 151 + 3 * 14


def test_qt_told_when_the_stack_is_not_held_by_a_column_in_a_splitter(qtbot):
    """A stack elsewhere (its row's parent not in a splitter) tells the layouts above as Qt does."""
    stack = panels.SheetStack()
    page = QWidget()
    stack.addWidget(page)
    stack._tell(True)  # (no row, no column: nothing to lay out, nothing dropped)
    qtbot.addWidget(stack)
    assert stack.currentWidget() is page



def test_the_splitter_told_whenever_what_it_takes_from_the_column_changed(qtbot):
    """A sheet with no rejected line given one: the list of rejected lines shown makes the sheet's smallest height
    larger, and the column's: the splitter is told (and the window's smallest size follows: the placing above). (The
    list of powers and the key legend beside the sheets are made short here: in the window they are taller than a
    sheet's smallest height, and decide the column's.)"""
    w = make_window(qtbot)
    w.resize(1100, 760)
    w.power_tabs.keys.hide()
    w.power_tabs.list.setFixedHeight(40)
    column = w.power_tabs.stack.parentWidget().parentWidget()
    quiet = []
    for power in range(7):
        w.select_power(power)
        delivered()
        if not w.current_pane().problems._text:
            quiet.append(power)
    assert quiet, "every sheet has a rejected line (the test needs one without)"
    taken = []

    def check(what: str) -> None:
        taken.append(panels._taken_by_splitter(column))
        assert widgets_placed(w) == widgets_placed_afresh(w), f"{what}: a widget is not where the layouts told afresh place it"

    w.select_power(quiet[0])
    delivered()
    before = panels._taken_by_splitter(column)
    seen = _typing(qtbot, w, "\nA Xyz H\x08\x08\x08\x08\x08", check, quiet[0])
    changed = [a != b for a, b in zip([before, *taken], taken)]
    assert any(changed), "no key changed what the splitter takes from the column"
    for n, (s, c) in enumerate(zip(seen, changed)):
        assert ("splitter" in s) == c, f"key {n}: the splitter {'not ' if c else ''}told, its column {'' if c else 'un'}changed"

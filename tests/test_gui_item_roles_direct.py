"""Ctrl+Enter (issue 33, round 19): the results' cells and the list of powers' rows are given their roles with the
item's own ``setData``, not through ``setText``, ``setToolTip``, ``setForeground``, ``setFont``... Those are C++
inlines that call the item's virtual ``setData``, and on an item made in Python PySide looks for a Python override
of it first (about 4 k instructions a call: about 115 cells and 7 rows an adjudication). Called from Python,
``setData`` is the item's own. The roles must be exactly those the former calls gave."""

from __future__ import annotations

import pytest
from gui_helpers import ALT, CTRL, SPRING_1901, delivered, focused, make_window, type_all
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QIcon
from PySide6.QtWidgets import QListWidgetItem, QTableWidgetItem

from referee_app.gui.common import solid
from referee_app.gui.diplomacy.results_view import STATUS_STYLE

ROLES = range(0, 15)  # every role Qt defines below UserRole that an item keeps (display ... size hint)
SETTERS = {QTableWidgetItem: ("setText", "setToolTip", "setBackground", "setForeground", "setFont"),
           QListWidgetItem: ("setText", "setForeground", "setFont", "font")}


def _roles(item: QTableWidgetItem | QListWidgetItem) -> list[object]:
    # (an icon compared by its cache key: the same icon, shared; PySide's icons do not compare by value)
    return [("icon", v.cacheKey()) if isinstance(v := item.data(r), QIcon) else v for r in ROLES]


def _former_cell(text: str, column: int, status_colours: tuple[str, str], font: QFont) -> QTableWidgetItem:
    """A results cell made as the panel made it before: its colours, font and text set with the items' setters."""
    bg, fg = status_colours
    plain = QTableWidgetItem()
    plain.setBackground(solid(bg))
    plain.setForeground(solid(fg))
    proto = plain
    if column == 3:
        proto = QTableWidgetItem(plain)
        bold = QFont(font)
        bold.setBold(True)
        proto.setFont(bold)
    item = QTableWidgetItem(proto)
    item.setText(text)
    if column in (1, 2, 4):
        item.setToolTip(text)
    return item


def _former_row(old: QListWidgetItem, text: str, colour: str, bold: bool) -> QListWidgetItem:
    """A list row set as ``set_label`` set it before, from a copy of the row before the refresh."""
    item = QListWidgetItem(old)
    item.setText(text)
    item.setForeground(QColor(colour))
    f = item.font()
    f.setBold(bold)
    item.setFont(f)
    return item


def test_the_cells_and_rows_get_the_same_roles_without_the_setters(qtbot, monkeypatch):
    w = make_window(qtbot)
    t = w.panels.results.table
    plist = w.panels.power_tabs.list
    type_all(qtbot, w, SPRING_1901)
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    delivered()
    qtbot.keyClick(focused(w), Qt.Key.Key_Z, CTRL | ALT)
    delivered()
    # the rows as they stand before the next adjudication (their fonts are kept from row to row)
    before = [QListWidgetItem(plist.item(i)) for i in range(plist.count())]

    # the setters that reach the virtual setData are not called again while the results and the rows are written
    def refuse(name: str) -> object:
        def called(*_: object) -> None:
            raise AssertionError(f"{name} called")
        return called

    for cls, names in SETTERS.items():
        for name in names:
            monkeypatch.setattr(cls, name, refuse(f"{cls.__name__}.{name}"))
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    delivered()
    monkeypatch.undo()
    assert w.panels.results.adjudication is not None and t.rowCount() > 20

    # every cell holds exactly the roles the setters gave it: text, tool tip, colours, the Result column's bold font
    colours = {v[2]: (v[0], v[1]) for v in STATUS_STYLE.values()}
    for r in range(t.rowCount()):
        status = t.item(r, 3).text()
        assert status in colours
        for c in range(t.columnCount()):
            item = t.item(r, c)
            former = _former_cell(item.text(), c, colours[status], t.font())
            assert _roles(item) == _roles(former), (r, c)
            assert type(item.data(Qt.ItemDataRole.BackgroundRole)) is type(former.data(Qt.ItemDataRole.BackgroundRole))

    # every row of the list of powers likewise: its text, its colour as a brush and its font (bold when active); its
    # size (round 20: the size Qt's delegate computes for the row, given by ``PowerList.size_rows`` after the others,
    # tests/test_speed_switch_kept.py) follows its new text, not the row before
    size = Qt.ItemDataRole.SizeHintRole.value
    for i in range(plist.count()):
        item = plist.item(i)
        fg = item.data(Qt.ItemDataRole.ForegroundRole)
        former = _former_row(before[i], item.text(), fg.color().name(), item.font().bold())
        assert _roles(item)[:size] + _roles(item)[size + 1:] == _roles(former)[:size] + _roles(former)[size + 1:], i
        assert item.data(Qt.ItemDataRole.SizeHintRole) is not None
        assert type(fg) is type(former.data(Qt.ItemDataRole.ForegroundRole))


@pytest.mark.parametrize("cls", [QTableWidgetItem, QListWidgetItem])
def test_a_setter_is_the_role_set(qapp, cls):
    """What the panel relies on: each setter it no longer calls sets the one role, as ``setData`` does."""
    a, b = cls(), cls()
    a.setText("x")
    b.setData(Qt.ItemDataRole.DisplayRole.value, "x")
    a.setForeground(QColor("#1f2a36"))
    b.setData(Qt.ItemDataRole.ForegroundRole.value, solid("#1f2a36"))
    f = QFont()
    f.setBold(True)
    a.setFont(f)
    b.setData(Qt.ItemDataRole.FontRole.value, f)
    assert _roles(a) == _roles(b)

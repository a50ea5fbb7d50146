"""The tab order worked out from the layouts leaves no layout item known to Python (issue 33, round 17).

PySide keeps the Python object of each item ``QLayout.itemAt`` hands out for as long as the layout's own
object lives, and goes on knowing it by the item's address after Qt deleted the item (its widget removed
from the layout: the New-game dialog's player names made again). A widget Qt made later at that address (a
button of a dialog's button box) then reached Python as that stale ``QWidgetItem``: a whole-suite run
once failed in ``test_tab_in_the_other_dialogs_follows_the_layout`` with ``widget()`` handing one back.
``tab_order_by_layout`` and ``panels.tell_hidden_layouts`` now ask a layout where a widget or a layout
stands (``indexOf``) and never take an item from it."""

from __future__ import annotations

import shiboken6
from PySide6.QtWidgets import QDialogButtonBox, QLayout, QLayoutItem, QLineEdit, QPushButton, QVBoxLayout, QWidget

from referee_app.gui.common import tab_order_by_layout

OK_CANCEL = QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel


def _items_known() -> set[int]:
    """The layout items (not layouts) Python has an object for, by the object's identity."""
    return {id(o) for o in shiboken6.getAllValidWrappers() if isinstance(o, QLayoutItem) and not isinstance(o, QLayout)}


def test_the_tab_order_and_the_hidden_layouts_leave_no_layout_item_known_to_python(qtbot):
    from referee_app.gui.diplomacy.panels import tell_hidden_layouts
    from referee_app.gui.new_game_dialog import NewGameDialog

    before = _items_known()
    dlg = NewGameDialog()  # its tab order made as it is built, and again at each change of the players
    qtbot.addWidget(dlg)
    dlg.show()
    for players in (3, 7, 5):
        dlg.players.setValue(players)
    order = tab_order_by_layout(dlg)
    assert dlg.name_edits[0] in order and all(isinstance(w, QWidget) for w in order)
    host = QWidget()
    qtbot.addWidget(host)
    box = QVBoxLayout(host)
    inner = QVBoxLayout()
    box.addLayout(inner)
    hidden = QWidget()
    inner.addWidget(hidden)
    tell_hidden_layouts(hidden)  # (the host not shown: every layout up to the top told)
    assert _items_known() <= before


def test_a_widget_made_by_qt_after_fields_are_removed_is_a_widget_in_python(qtbot):
    """Fields removed from a form after its tab order was made, then widgets made by Qt, as a dialog's standard buttons
    are: each reaches Python as what it is. On the former code the freed items' addresses came back to the buttons
    within a few dozen button boxes here (glibc's allocator), and the test failed; that it does depends on the
    allocator, the test above does not."""
    form = QWidget()
    qtbot.addWidget(form)
    lay = QVBoxLayout(form)
    fields = [QLineEdit() for _ in range(40)]
    for field in fields:
        lay.addWidget(field)
    assert tab_order_by_layout(form) == fields
    for field in fields[::2]:
        shiboken6.delete(field)  # deleted: Qt deletes its item in the layout
    fields = fields[1::2]
    assert tab_order_by_layout(form) == fields
    for _ in range(300):
        buttons = QDialogButtonBox(OK_CANCEL)
        made = [buttons.button(QDialogButtonBox.StandardButton.Ok), buttons.button(QDialogButtonBox.StandardButton.Cancel)]
        assert all(isinstance(b, QPushButton) for b in made), [type(b).__name__ for b in made]
        shiboken6.delete(buttons)

"""Widgets a panel builds again are deleted with their layout's items (gui.common.empty_layout).

``QLayout.takeAt`` hands its item to the caller and PySide does not take it over, so every item taken that way
stayed in memory: the projector's list of supply centres at each rebuild, the Paths of Glory offers at each
segment. ``empty_layout`` lets Qt delete the items and leaves the widgets to ``deleteLater``."""

from __future__ import annotations

import shiboken6
from gui_helpers import make_window, projector_shown, settle
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QSpacerItem, QWidget

from referee_app.games.diplomacy import Game
from referee_app.gui.common import empty_layout


def deferred_deletes() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_emptying_a_layout_deletes_its_items_and_its_widgets(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    grid = QGridLayout(holder)
    labels = [QLabel(str(i)) for i in range(4)]
    for i, label in enumerate(labels):
        grid.addWidget(label, i // 2, i % 2)
    grid.addItem(QSpacerItem(10, 10), 2, 0)
    holder.show()
    items = [grid.itemAt(i) for i in range(grid.count())]
    assert len(items) == 5

    empty_layout(grid)

    assert grid.count() == 0
    assert not any(shiboken6.isValid(item) for item in items)
    assert all(label.isHidden() and label.parent() is None for label in labels)
    deferred_deletes()
    assert not any(shiboken6.isValid(label) for label in labels)


def test_the_projectors_centre_list_built_again_leaves_nothing_of_the_former_one(qtbot):
    w = make_window(qtbot, Game.new("standard"))
    p = projector_shown(qtbot, w)
    settle(qtbot)
    grid = p.centres_grid
    before = [grid.itemAt(i) for i in range(grid.count())]
    widgets = [item.widget() for item in before]
    assert len(before) == 3 * 7

    p.set_palette("colour-blind" if p.board.palette != "colour-blind" else "rulebook")
    settle(qtbot)

    assert grid.count() == 3 * 7
    assert not any(shiboken6.isValid(item) for item in before)
    deferred_deletes()
    assert not any(shiboken6.isValid(widget) for widget in widgets)
    assert set(p.centre_labels) == set(w.game.ruleset.map.powers)

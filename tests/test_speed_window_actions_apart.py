"""The window's actions are held apart from its widgets (issue 33, round 25).

At each paint Qt walks, for every widget asked to repaint, its ancestors up to the window and every object each one
holds after it (``QWidgetPrivate::subtractOpaqueSiblings``: the siblings above it that might cover it), and when a
widget moved, every object the window holds (``getOpaqueChildren``). The window's seventy-odd menu and key actions
were the window's own children, made after its central widget: a key's paint read each of them (what it is, whether it
is a widget), about two cache lines an action, fetched from memory after a pause. They are held by one plain object
of the window's now, made before the central widget; each is still added to the window and to its menu, which is what
makes its keys work (Qt's shortcut map asks the widgets an action is added to, not its parent).
"""

from __future__ import annotations

from gui_helpers import make_window, press, typing_in
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup


def _after_central(w) -> list[QObject]:
    children = w.children()
    return children[children.index(w.centralWidget()) + 1:]


def test_the_objects_a_paint_walks_past_the_central_widget_are_few(qtbot):
    w = make_window(qtbot)
    # main: 76 (70 actions, 2 action groups, 2 timers, the status bar, the menu bar); fails there
    later = _after_central(w)
    assert len(later) <= 6, [type(o).__name__ for o in later]
    assert not any(isinstance(o, (QAction, QActionGroup)) for o in later)
    assert w.command_actions
    for act in w.command_actions.values():
        assert act.parent() is not w and act.parent() is not None
        assert act in w.actions()  # (its keys work through the window)


def test_the_actions_keys_and_menus_still_work(qtbot):
    w, pane, editor = typing_in(qtbot, 1, (1280, 800))
    assert len(_after_central(w)) <= 6
    # a key of the window's (Ctrl+PgDn: the next sheet) and a menu's action, after the menus were made again
    before = w.current_pane()
    press(qtbot, editor, Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    assert w.current_pane() is not before
    owner = w.command_actions["language_en"].parent()
    groups = len(owner.findChildren(QActionGroup))
    w._build_actions(w.rows)  # (made again, as when another game's part comes in)
    assert len(_after_central(w)) <= 6
    qtbot.wait(10)  # (the old actions and their groups deleted, as the event loop deletes them)
    assert len(owner.findChildren(QActionGroup)) == groups  # the old groups go with their actions
    again = w.current_pane()
    press(qtbot, again.editor, Qt.Key.Key_PageUp, Qt.KeyboardModifier.ControlModifier)
    assert w.current_pane() is before
    assert w.act_languages["en"].isChecked() and not w.act_languages["ja"].isChecked()
    w.act_languages["ja"].trigger()
    assert w.lang == "ja"
    w.act_languages["en"].trigger()
    assert w.lang == "en"

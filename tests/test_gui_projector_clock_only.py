"""A change of the clock alone (time called or reopened, the clock started, paused, resumed) brings only the
projector's clock up to date when nothing else the wall shows can have changed (issue 33, F8 with the projector
open): what the wall then shows is what a whole refresh shows, and any other event since the last whole refresh
(a power in civil disorder, a note) still gets one."""

from __future__ import annotations

from gui_helpers import CTRL, FALL_1901, SHIFT, SPRING_1901, focused, make_window, projector_shown, type_all
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel

NO = Qt.KeyboardModifier.NoModifier


def _wall(proj):
    """What the wall shows: every text, each side label's font, place and visibility, the clock's colours, and the
    window's pixels."""
    QCoreApplication.sendPostedEvents()
    proj.side.layout().activate()
    labels = [(lab.text(), lab.font().toString(), lab.geometry().getRect(), lab.isVisibleTo(proj.side))
              for lab in proj.side.findChildren(QLabel)]
    return proj.all_texts(), labels, proj.clock_widget.colours(), proj.clock_widget.styleSheet(), proj.grab().toImage()


def _counting_refreshes(proj):
    calls = []
    whole = proj.refresh

    def refresh():
        calls.append(1)
        whole()

    proj.refresh = refresh
    return calls


def test_calling_time_with_the_projector_open_refreshes_only_its_clock(qtbot):
    w = make_window(qtbot)
    proj = projector_shown(qtbot, w)
    type_all(qtbot, w, SPRING_1901)
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)  # results on the wall: something to fit again
    calls = _counting_refreshes(proj)
    qtbot.keyClick(focused(w), Qt.Key.Key_F8, NO)
    assert w.game.time_called
    assert not calls  # the clock alone: no whole refresh (it fitted the same results to the same room again)
    assert proj.clock_widget.time_called and proj.clock_widget.texts()[1] == "TIME"
    qtbot.keyClick(focused(w), Qt.Key.Key_F8, SHIFT)  # time reopened
    assert not calls and not proj.clock_widget.time_called


def test_what_the_wall_shows_after_a_clock_change_is_what_a_whole_refresh_shows(qtbot):
    w = make_window(qtbot)
    proj = projector_shown(qtbot, w)
    calls = _counting_refreshes(proj)
    steps = [
        lambda: qtbot.keyClick(focused(w), Qt.Key.Key_F8, NO),  # time called on the first phase
        lambda: qtbot.keyClick(focused(w), Qt.Key.Key_F8, SHIFT),  # reopened
        lambda: qtbot.keyClick(focused(w), Qt.Key.Key_F5, NO),  # the diplomacy period started: a new period
        lambda: qtbot.keyClick(focused(w), Qt.Key.Key_F5, NO),  # paused
        lambda: qtbot.keyClick(focused(w), Qt.Key.Key_F5, NO),  # resumed
        lambda: qtbot.keyClick(focused(w), Qt.Key.Key_F8, NO),
        lambda: w.game.set_civil_disorder("ITALY", True),  # not on the wall until its next whole refresh
        lambda: qtbot.keyClick(focused(w), Qt.Key.Key_F8, SHIFT),  # ... which this clock change is
        lambda: w.game.note("a note"),
        lambda: qtbot.keyClick(focused(w), Qt.Key.Key_F8, NO),
        lambda: type_all(qtbot, w, SPRING_1901),
        lambda: qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL),  # results on the wall
        lambda: qtbot.keyClick(focused(w), Qt.Key.Key_F8, NO),
        lambda: qtbot.keyClick(focused(w), Qt.Key.Key_F5, NO),  # the movement clock started: results taken off
        lambda: type_all(qtbot, w, FALL_1901),
        lambda: qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL),  # retreats: the clock counts up
        lambda: qtbot.keyClick(focused(w), Qt.Key.Key_F5, NO),
        lambda: qtbot.keyClick(focused(w), Qt.Key.Key_F5, NO),
    ]
    light = []
    for i, step in enumerate(steps):
        before = len(calls)
        step()
        if len(calls) == before:
            light.append(i)
        if i in (6, 8):  # a change the wall does not show until its next whole refresh (as before)
            continue
        shown = _wall(proj)
        proj.refresh()  # the whole way
        fresh = _wall(proj)
        assert shown[:4] == fresh[:4], i
        assert shown[4] == fresh[4], i
        if i == 7:
            assert any("(no player)" in t for t in shown[0])  # the civil disorder reached the wall with F8
    # the clock alone at F8 and Shift+F8 with nothing else new (F5 refreshes the wall whole itself); not after the
    # civil disorder or the note; the steps that change nothing on the wall (6, 8, typing) ask for no refresh
    assert light == [0, 1, 5, 6, 8, 10, 12, 14]

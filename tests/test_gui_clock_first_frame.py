"""The clocks' first frame is the true clock (issue 33, round 17): the projector's clock, painted first after the
projector opens, and the window's, painted first after the window opens, a game file is opened or a phase is
undone, show what the window's clock shows once it has been refreshed. The projector's stopped clock read 0:00 or
30:00 at its first paint, as the window's timer ticked before or after it: what a stopped clock reads (the
length of the diplomacy period it starts) reached the projector only at a refresh of the clock, never when it
was made. Here the window's timer never ticks (a minute apart), so the first paint is the projector's own."""

from __future__ import annotations

from gui_helpers import CTRL, FakeTime, focused, make_window, settle, type_all
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication

from referee_app.games.diplomacy import Game
from referee_app.gui.clock_widget import ClockWidget
from referee_app.gui.main_window import MainWindow

ALT = Qt.KeyboardModifier.AltModifier
NO = Qt.KeyboardModifier.NoModifier


def _shown(clock: ClockWidget) -> tuple[str, str, tuple[str, str]]:
    """What a clock shows but its hint: the period's line, the digits, its colours."""
    period, digits, _hint = clock.texts()
    return period, digits, clock.colours()


class Paints(QObject):
    """What each clock showed at each of its paints: an event filter, on the clocks themselves or (``with``) on the
    whole application, only around one step (every event of the application then goes through it: typing is slow)."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[tuple[ClockWidget, tuple[str, str, tuple[str, str]]]] = []

    def __enter__(self) -> Paints:
        QApplication.instance().installEventFilter(self)
        return self

    def __exit__(self, *exc: object) -> None:
        QApplication.instance().removeEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's naming)
        if event.type() == QEvent.Type.Paint and isinstance(obj, ClockWidget):
            self.seen.append((obj, _shown(obj)))
        return False

    def first(self, qtbot, clock: ClockWidget) -> tuple[str, str, tuple[str, str]]:  # type: ignore[no-untyped-def]
        """What ``clock`` showed at its first paint since watching began (waiting for that paint)."""
        qtbot.waitUntil(lambda: any(c is clock for c, _ in self.seen))
        return next(shown for c, shown in self.seen if c is clock)


def _true_clock(w: MainWindow) -> tuple[str, str, tuple[str, str]]:
    """What the window's clock shows once the clock is refreshed (the window's timer's tick does it)."""
    w.refresh_clock()
    return _shown(w.panels.clock_widget)


def _projector_opened(qtbot, w: MainWindow):  # type: ignore[no-untyped-def]
    """The projector opened, and what its clock showed at its first paint."""
    with Paints() as paints:
        w.toggle_projector()
        proj = w.projector
        qtbot.addWidget(proj)
        return proj, paints.first(qtbot, proj.clock_widget)


def test_the_projector_s_first_frame_shows_the_window_s_clock(qtbot):
    now = FakeTime()
    w = make_window(qtbot, now=now)
    # the clock stopped at the first movement phase: it reads the first diplomacy period's length (30:00)
    proj, first = _projector_opened(qtbot, w)
    assert first == _true_clock(w) == ("CLOCK STOPPED", "30:00", first[2]), first
    w.toggle_projector()
    # time called: TIME, in the colours of time up
    qtbot.keyClick(focused(w), Qt.Key.Key_F8, NO)
    proj, first = _projector_opened(qtbot, w)
    assert first == _true_clock(w) and first[1] == "TIME", first
    w.toggle_projector()
    qtbot.keyClick(focused(w), Qt.Key.Key_F8, Qt.KeyboardModifier.ShiftModifier)
    # the next movement phase: a later diplomacy period's length
    type_all(qtbot, w, {"FRANCE": ["A Par - Bur"]})
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    proj, first = _projector_opened(qtbot, w)
    assert first == _true_clock(w) and first[0] == "CLOCK STOPPED" and first[1] not in ("0:00", "30:00"), first
    w.toggle_projector()
    # the diplomacy period running, a minute gone
    qtbot.keyClick(focused(w), Qt.Key.Key_F5, NO)
    now.advance(60)
    proj, first = _projector_opened(qtbot, w)
    assert first == _true_clock(w) and first[0].startswith("DIPLOMACY"), first
    # and what it showed first is what it shows once the clock is refreshed
    assert _shown(proj.clock_widget) == first


def test_the_window_s_first_frame_shows_the_true_clock(qtbot):
    now = FakeTime()
    w = MainWindow(Game.new("standard", clock=now), None, now=now, tick_ms=60_000)
    qtbot.addWidget(w)
    with Paints() as paints:
        w.show()
        first = paints.first(qtbot, w.panels.clock_widget)
    assert first == _true_clock(w) and first[1] == "30:00", first


def _file(qtbot, tmp_path, name: str, moves: bool) -> str:  # type: ignore[no-untyped-def]
    """A game file saved at Spring 1901 (``moves``: at Fall 1901, its diplomacy period paused after two minutes)."""
    now = FakeTime()
    w = make_window(qtbot, now=now)
    path = str(tmp_path / name)
    assert w.save_as(path)
    if moves:
        type_all(qtbot, w, {"FRANCE": ["A Par - Bur"]})
        qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
        qtbot.keyClick(focused(w), Qt.Key.Key_F5, NO)
        now.advance(120)
        qtbot.keyClick(focused(w), Qt.Key.Key_F5, NO)
    w.close()
    return path


def test_the_clocks_after_a_file_is_opened_or_a_phase_undone_show_the_true_clock_from_their_first_frame(qtbot, tmp_path):
    """A command's changes are painted when it returns to the event loop (nothing is painted inside it), and nothing but
    the window's timer changes a clock after it: what the clocks hold when it returns is what their next frame shows.
    It is the true clock, and each frame painted after it (the clocks are watched) shows it."""
    later = _file(qtbot, tmp_path, "later.dipgame", moves=True)
    first_phase = _file(qtbot, tmp_path, "first.dipgame", moves=False)
    w = make_window(qtbot)
    paints = Paints()
    clocks = [w.panels.clock_widget]
    clocks[0].installEventFilter(paints)

    def after(step) -> None:  # type: ignore[no-untyped-def]
        mark = len(paints.seen)
        step()
        assert clocks[0] is w.panels.clock_widget and (len(clocks) == 1 or clocks[1] is w.projector.clock_widget)
        held = [_shown(c) for c in clocks]
        assert held[0] == _true_clock(w) and held[1:] in ([], [held[0]]), held
        settle(qtbot)
        for c, shown in zip(clocks, held):
            assert all(seen == shown for clock, seen in paints.seen[mark:] if clock is c)

    for projector in (False, True):
        if projector:
            proj, _ = _projector_opened(qtbot, w)
            clocks.append(proj.clock_widget)
            proj.clock_widget.installEventFilter(paints)
        for path in (first_phase, later):  # (never the one open: the window starts on a new game, ends on ``later``)
            after(lambda path=path: w.open_game(path))
            assert w.gamefile is not None and str(w.gamefile.path) == path, w.told
        # an adjudication undone: the clock of the phase before, stopped
        type_all(qtbot, w, {"FRANCE": ["A Par - Bur"]})
        after(lambda: qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL))
        after(lambda: qtbot.keyClick(focused(w), Qt.Key.Key_Z, CTRL | ALT))
        assert str(w.game.phase) == "F1901M"


def test_after_a_game_of_another_ruleset_is_opened_no_frame_shows_the_old_game_s_board(qtbot, tmp_path):
    """The boards are made again for a game of another ruleset. The old ones, deleted later, were still shown, and the
    new ones shown by a queued call after the next paint: the referee window's first frame kept the old game's board
    and the projector painted it twice. At the open's return the new boards are shown and the old ones hidden, and
    every board painted after it is a new one, at its place."""
    from referee_app.gui.board import BoardWidget

    other = tmp_path / "droidippy.dipgame"
    first = make_window(qtbot, Game.new("droidippy"))
    assert first.save_as(str(other))
    first.close()
    w = make_window(qtbot)
    proj, _ = _projector_opened(qtbot, w)
    old = [w.panels.board, proj.board]
    seen: list[tuple[BoardWidget, tuple[int, int, int, int]]] = []

    class BoardPaints(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's naming)
            if event.type() == QEvent.Type.Paint and isinstance(obj.parent(), BoardWidget):  # (a view paints its viewport)
                seen.append((obj.parent(), obj.parent().geometry().getRect()))
            return False

    watch = BoardPaints()
    QApplication.instance().installEventFilter(watch)
    try:
        assert w.open_game(str(other)), w.told
        new = [w.panels.board, proj.board]
        assert not any(b in old for b in new)
        assert all(b.isVisible() for b in new) and not any(b.isVisible() for b in old)
        qtbot.waitUntil(lambda: all(any(b is n for b, _ in seen) for n in new))
        settle(qtbot)
    finally:
        QApplication.instance().removeEventFilter(watch)
    assert all(b is new[0] or b is new[1] for b, _ in seen), [b in old for b, _ in seen]
    assert all(rect == b.geometry().getRect() for b, rect in seen)

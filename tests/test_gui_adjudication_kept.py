"""What the adjudication's path keeps or does once instead of many times (issue 33) gives what a fresh
computation gives: the projector's sizes kept while nothing they depend on changed, and the results table's
rows fitted once, at the end of its filling."""

from __future__ import annotations

from gui_helpers import CTRL, FALL_1901, SHIFT, SPRING_1901, focused, make_window, on_screen, projector_shown, type_all
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel

ALT = Qt.KeyboardModifier.AltModifier


def _side_sizes(proj):
    """Every label of the projector's side panel: its text, font and place; the board's scale."""
    QCoreApplication.sendPostedEvents()
    proj.side.layout().activate()
    return ([(lab.text(), lab.font().toString(), lab.geometry().getRect(), lab.isVisibleTo(proj.side))
             for lab in proj.side.findChildren(QLabel)], proj.side.width(), proj.board.min_label_px)


def _fresh_sizes(proj):
    """The sizes worked out again from nothing kept."""
    proj._fonts_left = None
    proj._apply_fonts()
    return _side_sizes(proj)


def test_the_projector_keeps_its_sizes_only_while_they_are_what_a_fresh_fit_gives(qtbot):
    w = make_window(qtbot)
    proj = projector_shown(qtbot, w)
    keys = [(Qt.Key.Key_F8, Qt.KeyboardModifier.NoModifier), (Qt.Key.Key_F8, SHIFT),  # time called, and not
            (Qt.Key.Key_Return, CTRL), (Qt.Key.Key_Z, CTRL | ALT), (Qt.Key.Key_Return, CTRL),  # adjudicated, undone
            (Qt.Key.Key_F5, Qt.KeyboardModifier.NoModifier)]  # the clock started
    type_all(qtbot, w, SPRING_1901)
    kept_seen = 0
    for key, mods in keys:
        qtbot.keyClick(focused(w), key, mods)
        kept_seen += proj._fonts_left is not None and proj._fonts_state() == proj._fonts_left
        kept = _side_sizes(proj)
        assert kept == _fresh_sizes(proj), key
    type_all(qtbot, w, FALL_1901)
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)  # a unit dislodged: the retreats listed beside the board
    assert _side_sizes(proj) == _fresh_sizes(proj)
    proj.resize(1920, 1080)  # another size: worked out again
    assert _side_sizes(proj) == _fresh_sizes(proj)
    assert kept_seen  # the kept sizes were used at least once (else this test would prove nothing)


def test_the_results_rows_fitted_once_are_those_of_a_fit_after_every_change(qtbot):
    w = make_window(qtbot)
    type_all(qtbot, w, SPRING_1901)
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    results = w.panels.results
    results.resize(640, 300)  # narrow: reasons take two lines
    for width in (640, 900, 520):
        results.resize(width, 300)
        results.show_adjudication(w.game, w.game.last.adjudication)
        QCoreApplication.sendPostedEvents()
        t = results.table
        once = ([t.columnWidth(c) for c in range(t.columnCount())], [t.rowHeight(r) for r in range(t.rowCount())],
                t.verticalScrollBar().isVisibleTo(t))
        assert t.rowCount() > 20
        results._fit_rows()  # fitted again from the table as it is: nothing moves
        results._fit_reason_rows()
        QCoreApplication.sendPostedEvents()
        again = ([t.columnWidth(c) for c in range(t.columnCount())], [t.rowHeight(r) for r in range(t.rowCount())],
                 t.verticalScrollBar().isVisibleTo(t))
        assert once == again


def _sheet_shown(pane):
    """What a sheet shows besides its text: its lines' checks and notes, and its labels."""
    return ([(c.ok, c.blank, c.canonical) for c in pane.checks], list(pane.editor.annotations),
            [(lab.text(), lab.isVisibleTo(pane)) for lab in pane.findChildren(QLabel)])


def test_the_sheets_checked_once_per_new_phase_show_what_a_fresh_check_shows(qtbot):
    w = make_window(qtbot)
    type_all(qtbot, w, SPRING_1901)
    steps = [(Qt.Key.Key_Return, CTRL), (Qt.Key.Key_Z, CTRL | ALT), (Qt.Key.Key_Return, CTRL)]
    for key, mods in steps:
        qtbot.keyClick(focused(w), key, mods)
        for pane in w.panes:
            once = _sheet_shown(pane)
            pane.refresh()
            assert _sheet_shown(pane) == once, pane.power
    type_all(qtbot, w, FALL_1901)
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)  # retreats: a dislodged unit's sheet
    for pane in w.panes:
        once = _sheet_shown(pane)
        pane.refresh()
        assert _sheet_shown(pane) == once, pane.power


def _clock_state(clock):
    return (clock.period, clock.length, clock.running, clock.ended, clock.end_reason, clock.first,
            sorted(clock.warned), round(clock.elapsed(), 6), clock.display(), clock.level())


def test_the_clock_made_from_the_kept_phase_log_is_the_one_the_whole_event_log_gives(qtbot):
    """The window keeps the current phase's events as the log grows (``PhaseLog``); after every command of
    a game (the clock started, paused, extended, time called, adjudications with a retreat phase, undos),
    its clock is the one ``PhaseClock.from_events`` makes from the whole event log."""
    from gui_helpers import FakeTime

    from referee_app.core.clock import PhaseClock

    now = FakeTime()
    w = make_window(qtbot, now=now)
    none = Qt.KeyboardModifier.NoModifier
    keys = [(Qt.Key.Key_F5, none), (Qt.Key.Key_F5, none), (Qt.Key.Key_F7, none), (Qt.Key.Key_F5, none),
            (Qt.Key.Key_F8, none), (Qt.Key.Key_Return, CTRL), (Qt.Key.Key_F5, none), (Qt.Key.Key_Z, CTRL | ALT),
            (Qt.Key.Key_F5, none), (Qt.Key.Key_Return, CTRL)]
    type_all(qtbot, w, SPRING_1901)
    compared = 0

    def same() -> None:
        nonlocal compared
        game = w.game
        fresh = PhaseClock.from_events(game.events, w.clock.settings, now=now, wall=game.now, phase=str(game.phase))
        assert _clock_state(w.clock) == _clock_state(fresh), [e.kind for e in game.events[-3:]]
        compared += 1

    for key, mods in keys:
        now.advance(37)
        qtbot.keyClick(focused(w), key, mods)
        same()
    type_all(qtbot, w, FALL_1901)
    for key, mods in [(Qt.Key.Key_Return, CTRL), (Qt.Key.Key_Z, CTRL | ALT), (Qt.Key.Key_Z, CTRL | ALT),
                      (Qt.Key.Key_Return, CTRL), (Qt.Key.Key_Return, CTRL)]:  # a retreat phase, taken back twice
        now.advance(11)
        qtbot.keyClick(focused(w), key, mods)
        same()
    assert w.panels._phase_log._events is w.game.events  # the kept log was the one read
    assert compared == 15




def test_what_the_window_shows_after_each_command_is_what_a_fresh_paint_gives(qtbot):
    """The list of powers laid out before the paint, the results table updated once after its fits, and the key
    legend that does not repaint for its text layout after a paint of all of it: after each command, the
    window shows each of them as painting it afresh does (a repaint left out would leave its old pixels)."""
    from PySide6.QtWidgets import QApplication

    w = make_window(qtbot)
    type_all(qtbot, w, SPRING_1901)
    panels = w.panels
    keys = [(Qt.Key.Key_F8, Qt.KeyboardModifier.NoModifier), (Qt.Key.Key_F8, SHIFT), (Qt.Key.Key_F8, Qt.KeyboardModifier.NoModifier),
            (Qt.Key.Key_Return, CTRL), (Qt.Key.Key_Z, CTRL | ALT), (Qt.Key.Key_Return, CTRL), (Qt.Key.Key_F8, Qt.KeyboardModifier.NoModifier)]
    for key, mods in keys:
        qtbot.keyClick(focused(w), key, mods)
        for _ in range(3):
            QApplication.sendPostedEvents()
            QApplication.processEvents()
        qtbot.wait(30)  # the views' own timers
        for widget in (panels.power_tabs.keys, panels.power_tabs.list.viewport(), panels.results.table.viewport()):
            fresh = widget.grab().toImage()
            fresh = fresh.convertToFormat(fresh.format().Format_RGB32)
            assert on_screen(w, widget) == fresh, (key, type(widget).__name__)


def test_the_first_results_are_painted_in_one_pass(qtbot):
    """The scroll bar's resize of the stretched Reason column not told to the table (``results_view._sized_now``:
    the whole table is repainted with the rest), and the sheet's label that asks for its repaint as it paints
    (the tests above prove both show what a fresh paint gives): Ctrl+Enter bringing the first results paints the
    referee window once (the table and the label were painted a second time)."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    w = make_window(qtbot)
    passes = [0]

    class Count(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 (Qt's naming)
            if obj is w and event.type() == QEvent.Type.UpdateRequest:
                passes[0] += 1
            return False

    counter = Count()
    QApplication.instance().installEventFilter(counter)
    try:
        def painted(key, mods):
            qtbot.wait(50)
            passes[0] = 0
            qtbot.keyClick(focused(w), key, mods)
            for _ in range(3):
                QApplication.sendPostedEvents()
                QApplication.processEvents()
            qtbot.wait(30)
            return passes[0]

        type_all(qtbot, w, SPRING_1901)
        assert painted(Qt.Key.Key_Return, CTRL) == 1
        # (after an undo, a column sized to its contents may still be resized by its header's own timer after the
        # paint, and the table repainted for it: not changed)
    finally:
        QApplication.instance().removeEventFilter(counter)


def test_the_projector_s_kept_state_sees_every_change_of_a_label_s_font_that_its_key_sees(qtbot):
    """The state ``_apply_fonts`` compares holds each label's font as a font (Qt's ``==``), not its key: every change
    of a font that changes ``QFont.key`` (size, weight, style, family, spacing, decoration ...) changes the state, so
    the sizes are worked out again; a font set again unchanged does not."""
    from PySide6.QtGui import QFont

    w = make_window(qtbot)
    proj = projector_shown(qtbot, w)
    changes = [lambda f: f.setPixelSize(f.pixelSize() + 1), lambda f: f.setPointSizeF(31.5),
               lambda f: f.setBold(not f.bold()), lambda f: f.setWeight(QFont.Weight.DemiBold),
               lambda f: f.setItalic(True), lambda f: f.setFamily("DejaVu Sans Mono"),
               lambda f: f.setFamilies(["DejaVu Serif", "Noto Sans CJK JP"]), lambda f: f.setUnderline(True),
               lambda f: f.setStrikeOut(True), lambda f: f.setOverline(True), lambda f: f.setStretch(120),
               lambda f: f.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 1.5),
               lambda f: f.setWordSpacing(2.0), lambda f: f.setCapitalization(QFont.Capitalization.AllUppercase),
               lambda f: f.setStyleHint(QFont.StyleHint.Monospace), lambda f: f.setFixedPitch(True),
               lambda f: f.setStyleStrategy(QFont.StyleStrategy.NoAntialias), lambda f: f.setStyleName("Bold"),
               lambda f: f.setHintingPreference(QFont.HintingPreference.PreferNoHinting), lambda f: f.setKerning(False)]
    seen = 0
    for lab in (proj.title, proj.subtitle, proj.centres_heading, *next(iter(proj.centre_labels.values()))[:2]):
        for change in changes:
            before_font = lab.font()
            before = proj._fonts_state()
            f = QFont(before_font)
            change(f)
            lab.setFont(f)
            if lab.font().key() != before_font.key():
                seen += 1
                assert proj._fonts_state() != before, lab.text()
            lab.setFont(before_font)
            assert proj._fonts_state() == before  # the same font again: the same state
    assert seen >= 4 * 15  # most changes are spelt out by the key (else this test would prove little)

"""The parts of the Diplomacy window made later than the window (issue 33, `referee FILE`): the order sheets
not shown are made when first shown or read, or one at a time when the window is idle. Each one made late is
the sheet a window making every sheet at once shows: the same text, line marks, notes and labels, and the
list of powers shows the same marks (they come from the game's check of each sheet, not from a sheet)."""

from __future__ import annotations

import pytest
from gui_helpers import CTRL, SPRING_1901, focused, make_window, type_all
from PySide6.QtCore import Qt

from referee_app.games.diplomacy import Game
from referee_app.gui.diplomacy import panels as panels_module
from referee_app.gui.diplomacy.order_pane import OrderPane


def snapshot(pane: OrderPane) -> dict[str, object]:
    """What a sheet shows."""
    return {
        "power": pane.power,
        "text": pane.editor.toPlainText(),
        "annotations": list(pane.editor.annotations),
        "title": pane.title.text(),
        "status": pane.status.text(),
        "note": pane.note.text(),
        "late": (pane.late_frame.isVisibleTo(pane), pane.late_label.text()),
        "buttons": (pane.accept_button.text(), pane.reject_button.text()),
        "problems": pane.problems.text(),
        "unordered": pane.unordered.text(),
        "hint": pane.hint.text(),
        "skipped": pane.skipped_label.text(),
        "chip": pane.chip.swatch_style,
        "checks": [(c.ok, c.blank, c.corrected) for c in pane.checks],
        "summary": pane.summary(),
    }


def eager(w, power: str) -> dict[str, object]:
    """The sheet as a window that makes every sheet at once makes it, for the game as it is now."""
    p = w.panels
    pane = OrderPane(w.game, power, p._names, p._completions)
    pane.set_colour(panels_module.power_colour(w.game.ruleset, power, p.palette))
    try:
        return snapshot(pane)
    finally:
        pane.deleteLater()


def labels(w) -> list[str]:
    return [w.panels.power_tabs.label(i) for i in range(len(w.game.powers))]


def made(w) -> list[str]:
    return [p.power for p in w.panels._panes if p is not None]


@pytest.fixture
def no_idle(monkeypatch):
    """The idle-time making held off, to see the window as it is before it runs."""
    monkeypatch.setattr(panels_module, "IDLE_BUILD_MS", 3_600_000)


def busy_game() -> Game:
    """Fall 1901 with sheets in every state: complete, a rejected line, a corrected one, late, empty."""
    game = Game.new("standard")
    for power, lines in SPRING_1901.items():
        game.set_orders(power, lines)
    game.process()
    game.set_orders("AUSTRIA", ["A Tyr - Ven", "F Tri S A Tyr - Ven", "A Ser H"])  # complete
    game.set_orders("ENGLAND", ["F Nwg - Nwy", "F Nth H"])  # a unit without an order
    game.set_orders("FRANCE", ["A Spa - Por", "A Bur - Bel", "F Mao - Xyz"])  # a rejected line
    game.set_orders("GERMANY", ["F Den H", "A Kie - Hollnd", "A Ruh H"])  # read, not as written
    game.call_time()
    game.set_orders("ITALY", ["A Apu H"])  # late
    return game


def test_only_the_sheet_shown_is_made_with_the_window_and_the_list_marks_every_sheet(qtbot, no_idle):
    w = make_window(qtbot, busy_game())
    assert made(w) == [w.game.powers[0]]  # the one shown
    lazy_labels = labels(w)
    # the marks in the list (late, rejected line, corrected, complete) without the sheets made
    assert "✓" in lazy_labels[0] and "!" in lazy_labels[2] and "≈" in lazy_labels[3] and "LATE" in lazy_labels[4]
    # the same list as when every sheet is made, and each sheet as one made with the window
    panes = w.panels.panes
    assert [p.power for p in panes] == w.game.powers
    assert labels(w) == lazy_labels
    for pane in panes:
        assert snapshot(pane) == eager(w, pane.power)


def test_a_sheet_first_shown_is_made_complete_and_the_keys_reach_it(qtbot, no_idle):
    w = make_window(qtbot, busy_game())
    for i, power in enumerate(w.game.powers[1:], start=1):
        qtbot.keyClick(focused(w), Qt.Key.Key_PageDown, CTRL)  # the next power's sheet
        assert w.panels.power_tabs.currentIndex() == i
        pane = w.current_pane()
        assert pane is not None and pane.power == power and pane.isVisible()
        assert w.panels.power_tabs.currentWidget() is pane
        assert snapshot(pane) == eager(w, power)
    # typed into a sheet made late: the game has it
    qtbot.keyClick(focused(w), Qt.Key.Key_3, CTRL)  # France
    pane = w.current_pane()
    assert pane.power == "FRANCE" and pane.editor.hasFocus()
    pane.editor.moveCursor(pane.editor.textCursor().MoveOperation.End)
    qtbot.keyClick(pane.editor, Qt.Key.Key_Return)
    qtbot.keyClicks(pane.editor, "F Mao H")
    assert w.game.current.sheets["FRANCE"][-1] == "F Mao H"


def test_sheets_not_made_follow_the_game_until_they_are(qtbot, no_idle):
    w = make_window(qtbot, busy_game())
    game = w.game
    phase = game.phase
    w.run("adjudicate")  # a new phase while most sheets are not made (the late one is shown to be decided)
    assert game.phase != phase and len(made(w)) < len(game.powers) - 2
    game.set_orders("RUSSIA", ["A Rum H", "F Swe H"])  # orders set through the game, the sheet not made
    game.accept_late("ITALY", True) if "ITALY" in game.current.late else None
    lazy_labels = labels(w)
    for power in game.powers:
        assert snapshot(w.panels.pane(power)) == eager(w, power)
    assert labels(w) == lazy_labels


def test_when_the_window_is_idle_every_sheet_is_made_one_at_a_time(qtbot, monkeypatch):
    monkeypatch.setattr(panels_module, "IDLE_BUILD_MS", 10)
    w = make_window(qtbot, busy_game())
    before = labels(w)
    qtbot.waitUntil(lambda: len(made(w)) == len(w.game.powers), timeout=10_000)
    assert made(w) == w.game.powers
    assert labels(w) == before
    assert w.panels.power_tabs.currentIndex() == 0 and w.current_pane().isVisible()
    for pane in w.panels._panes:
        assert pane is not None and snapshot(pane) == eager(w, pane.power)
        assert pane.parent() is w.panels.power_tabs.stack
        assert pane.isVisible() == (pane is w.current_pane())


def test_the_sheets_not_shown_are_made_only_once_the_page_is_painted(qtbot, monkeypatch):
    """The idle-time making waits for the page's paint: a window made with a game and not shown yet (as a start
    with a game file is until its first paint) makes no other sheet however long the event loop runs, and once
    shown, the first sheet made in idle time comes after the page's first paint. Timed from ``shown`` (main before
    round 9), the slices ran as soon as the loop was idle, before the window's first paint on a slow machine."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from referee_app.gui.main_window import MainWindow

    monkeypatch.setattr(panels_module, "IDLE_BUILD_MS", 0)
    game = busy_game()
    w = MainWindow(game, None, tick_ms=60_000)
    qtbot.addWidget(w)
    for _ in range(10):
        QApplication.processEvents()
        qtbot.wait(5)
    assert made(w) == [game.powers[0]]  # not painted: only the sheet shown
    seen: list[str] = []

    class Paints(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 (Qt's naming)
            if event.type() == QEvent.Type.Paint and not seen:
                seen.append(f"page painted with {len(made(w))} sheets")
            return False

    paints = Paints()
    w.panels.page.installEventFilter(paints)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: len(made(w)) == len(game.powers), timeout=10_000)
    w.panels.page.removeEventFilter(paints)
    assert seen == ["page painted with 1 sheets"]
    for pane in w.panels._panes:
        assert pane is not None and snapshot(pane) == eager(w, pane.power)


def test_the_key_legends_escape_is_htmls():
    """The shortcut list and the key legend escape their texts as ``html.escape`` does (``html`` itself is
    imported when first needed, not at start)."""
    import html

    from referee_app.gui.commands import escape

    for text in ("Ctrl+<", "a & b", "\"quoted\" and 'single'", "<b>&amp;</b>", "", "日本語 → Ctrl+Shift+P"):
        assert escape(text) == html.escape(text)
        assert escape(text, quote=False) == html.escape(text, quote=False)


# --- the Score tab: made when first shown or read ------------------------------------------------------

def score_snapshot(panel) -> dict[str, object]:
    return {"system": panel.current_system(), "systems": [panel.system.itemText(i) for i in range(panel.system.count())],
            "heading": panel.heading.text(), "note": panel.note.text(), "rows": panel.rows(),
            "record": panel.record_button.isEnabled(), "label": panel.system_label.text(),
            "headers": [panel.table.horizontalHeaderItem(i).text() for i in range(panel.table.columnCount())]}


def eager_score(games) -> dict[str, object]:
    """The Score tab as one made with the window shows it after showing ``games`` in turn."""
    from referee_app.gui.diplomacy.score_view import ScorePanel

    panel = ScorePanel()
    try:
        for game in games:
            panel.show_game(game)
        return score_snapshot(panel)
    finally:
        panel.deleteLater()


def scored_game(system: str) -> Game:
    """A game ended by an agreed draw, scored under ``system``."""
    from referee_app.games.diplomacy import endings
    from referee_app.tournament.scoring import find_system, record_score

    game = Game.new("standard")
    endings.end_by_agreement(game, how="draw")
    record_score(game, find_system(system))
    return game


def test_the_score_tab_is_made_when_first_shown_as_one_made_with_the_window(qtbot, no_idle):
    w = make_window(qtbot, busy_game())
    tabs = w.panels.info_tabs
    assert w.panels._score_panel is None  # not made with the window
    i = [tabs.tabText(j) for j in range(tabs.count())].index("Score")
    tabs.setCurrentIndex(i)  # the referee clicks its tab
    panel = w.panels._score_panel
    assert panel is not None and tabs.currentWidget() is panel and tabs.indexOf(panel) == i and panel.isVisible()
    assert tabs.tabText(i) == "Score" and tabs.count() == 5
    assert score_snapshot(panel) == eager_score([w.game])
    assert "The game goes on" in panel.heading.text()


def test_the_score_tab_made_late_shows_the_system_an_earlier_game_was_scored_under(qtbot, no_idle):
    from referee_app.gui import language

    language.save_settings(scoring_system="c-diplo")
    first, second = scored_game("carnage"), Game.new("standard")
    w = make_window(qtbot, first)
    w.set_game(second)  # another game in the same window before the tab is ever shown
    assert w.game is second
    assert score_snapshot(w.score_panel) == eager_score([first, second])
    assert w.score_panel.current_system() == "carnage"  # kept from the game shown before, as the tab made at once
    # a scored game shown first: its system, read when the tab is made
    w2 = make_window(qtbot, scored_game("sum-of-squares"))
    assert w2.panels._score_panel is None
    assert score_snapshot(w2.score_panel) == eager_score([w2.game])
    assert w2.score_panel.current_system() == "sum-of-squares" and w2.score_panel.rows()


# --- scroll areas' viewports handed to Python without PySide's search for their class -------------------

def _viewport_state(area) -> tuple[object, ...]:
    from PySide6.QtCore import Qt as _Qt

    vp = area.viewport()
    attrs = [a for a in (_Qt.WidgetAttribute.WA_OpaquePaintEvent, _Qt.WidgetAttribute.WA_NoSystemBackground,
                         _Qt.WidgetAttribute.WA_AcceptTouchEvents, _Qt.WidgetAttribute.WA_InputMethodEnabled,
                         _Qt.WidgetAttribute.WA_Hover, _Qt.WidgetAttribute.WA_MouseTracking) if vp.testAttribute(a)]
    return (type(vp), vp.parent() is area, vp.focusProxy() is area, vp.autoFillBackground(), vp.backgroundRole(),
            vp.hasMouseTracking(), vp.acceptDrops(), vp.focusPolicy(), attrs)


def test_know_viewport_hands_the_areas_own_viewport(qtbot):
    from PySide6.QtWidgets import QPlainTextEdit, QTableWidget

    from referee_app.gui.common import know_viewport

    for area in (QTableWidget(2, 2), QPlainTextEdit()):
        qtbot.addWidget(area)
        before = area.children()
        vp = know_viewport(area)
        assert vp is not None and vp is area.viewport() and area.children() == before  # found, nothing made or moved


def test_the_boards_own_viewport_is_set_up_as_the_one_a_graphics_view_makes(qtbot):
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

    from referee_app.gui.board import own_viewport

    plain, own = QGraphicsView(), QGraphicsView()
    own_viewport(own)  # what BoardWidget does first
    for v in (plain, own):
        qtbot.addWidget(v)
    assert _viewport_state(own) == _viewport_state(plain)
    for v in (plain, own):
        v.setScene(QGraphicsScene(v))
    assert _viewport_state(own) == _viewport_state(plain)
    w = make_window(qtbot)
    assert type(w.board.viewport()) is QWidget and w.board.viewport().parent() is w.board


# ---- the sheets not shown at a new phase are loaded when next shown or read (issue 33, adjudication) ----

def shown_state(pane: OrderPane) -> dict[str, object]:
    """What a sheet shows, with what its editor keeps: the undo history and the cursor."""
    doc = pane.editor.document()
    return {**snapshot(pane), "undo": (doc.isUndoAvailable(), doc.isRedoAvailable(), doc.availableUndoSteps()),
            "cursor": pane.editor.textCursor().position()}


def loaded_at_once(monkeypatch) -> None:
    """Every sheet made loaded at each change, as before (a sheet not shown is loaded there and then)."""
    monkeypatch.setattr(panels_module.DiplomacyPanels, "_mark_stale", lambda self, i, pane: pane.load_from_game())


def evening(qtbot, w, check) -> None:
    """Sheets typed, adjudications, undos (back to a sheet the editor still holds) and a retreat phase."""
    assert len(w.panels.panes) == len(w.game.powers)  # every sheet made, as idle time makes them
    type_all(qtbot, w, {"ENGLAND": ["F Lon - Nth", "F Edi - Nwg"], "FRANCE": ["A Par - Bur"]})
    w.run("adjudicate")  # the other sheets left to be loaded
    check("adjudicated")
    w.run("undo")  # England's sheet is again the text its editor still holds, with its undo history
    check("undone")
    type_all(qtbot, w, {"GERMANY": ["A Mun - Ruh"]})
    for _ in range(2):
        w.run("adjudicate")
    check("retreats")
    w.run("undo")
    w.run("adjudicate")
    check("again")


@pytest.mark.parametrize("read", ["shown", "read", "undone", "end"])
def test_a_sheet_loaded_late_shows_what_one_loaded_at_each_change_shows(qtbot, no_idle, monkeypatch, read):
    """After any command, each sheet shown (Ctrl+PgDn) or read equals the sheet of a window that loads every sheet at
    each change: text, marks, notes, labels, its undo history and cursor; the list of powers the same too."""
    states: dict[str, list[object]] = {"late": [], "at once": []}
    for kind in ("late", "at once"):
        with monkeypatch.context() as m:
            if kind == "at once":
                loaded_at_once(m)
            w = make_window(qtbot)
            seen = states[kind]

            def check(step: str, w=w, seen=seen) -> None:
                if read == "end" or (read == "undone" and step != "undone"):  # read first after the undo, or at the end
                    return
                if read == "shown":  # each sheet shown in turn, back to the one shown before
                    start = w.panels.power_tabs.currentIndex()
                    for _ in w.game.powers:
                        qtbot.keyClick(focused(w), Qt.Key.Key_PageDown, CTRL)
                        seen.append(shown_state(w.current_pane()))
                    assert w.panels.power_tabs.currentIndex() == start
                else:
                    seen.extend(shown_state(w.panels.pane(p)) for p in w.game.powers)
                seen.append(labels(w))

            evening(qtbot, w, check)
            seen.extend(shown_state(w.panels.pane(p)) for p in w.game.powers)
            seen.append(labels(w))
            w.close()  # one window at a time (their shortcuts are the same)
    assert states["late"] == states["at once"]

"""The projector view: a second view on the same game that keeps written orders secret (rule 2.3.2)."""

from __future__ import annotations

from gui_helpers import CTRL, SHIFT, SPRING_1901, focused, make_window, type_all
from PySide6.QtCore import Qt

from referee_app.games.diplomacy import format_order


def order_strings(game, sheets):
    """Every way the typed orders could appear: as typed, canonical, and the moves' targets."""
    out = set()
    for power, lines in sheets.items():
        for line in lines:
            out.add(line)
            out.add(line.upper())
            chk = game.check_line(power, line)
            if chk.ok:
                out.add(chk.canonical)
                out.add(format_order(chk.order))
    return {s for s in out if s.strip()}


def projector_texts(proj):
    texts = proj.all_texts()
    board = proj.board
    scene = board.current_scene()
    texts += [o.text for o in scene.orders]
    texts += ["\n".join(t.lines) for t in scene.labels]
    texts += ["\n".join(getattr(p, "lines", ())) for p in scene.marks + scene.overlays]
    for code in board.ruleset.map.provinces:
        texts.append(board.tooltip_text(code))
    return texts


def test_the_projector_never_shows_an_order_before_adjudication(qtbot):
    w = make_window(qtbot)
    game = w.game
    qtbot.keyClick(focused(w), Qt.Key.Key_F11)  # projector on
    proj = w.projector
    assert proj is not None and proj.isVisible()
    qtbot.addWidget(proj)
    assert proj.game is game  # the same game, not a copy

    type_all(qtbot, w, SPRING_1901)  # typed while the projector is up
    secrets = order_strings(game, SPRING_1901)
    texts = projector_texts(proj)
    leaked = [(s, t) for s in secrets for t in texts if s in t]
    assert leaked == []
    assert proj.board.current_scene().orders == ()
    assert proj.shown_adjudication is None
    assert "order:" not in " ".join(proj.board.tooltip_text(c) for c in ("PAR", "BUR", "BLA", "VEN"))
    # the referee's own board draws the selected power's typed orders as pending arrows (issue 19); never the projector
    drawn = w.board.current_scene().orders
    assert drawn and {o.status for o in drawn} == {"pending"} and {o.power for o in drawn} == {w.current_pane().power}

    # a projector opened after the typing shows nothing either
    qtbot.keyClick(focused(w), Qt.Key.Key_F11)
    assert w.projector is None
    qtbot.keyClick(focused(w), Qt.Key.Key_F11)
    proj = w.projector
    qtbot.addWidget(proj)
    texts = projector_texts(proj)
    assert [(s, t) for s in secrets for t in texts if s in t] == []

    # after adjudication the results are revealed on the board
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    assert proj.shown_adjudication is game.last.adjudication
    shown = {o.text for o in proj.board.current_scene().orders}
    assert "A Par - Bur" in shown and "F Ank - Bla" in shown
    assert "Results of Spring 1901 Movement" in proj.info.text()
    assert proj.title.text() == "Fall 1901 Movement"

    # new sheets of the next phase stay secret while the old results are up
    type_all(qtbot, w, {"FRANCE": ["A Bur - Mun"], "GERMANY": ["A Ruh - Hol"]})
    texts = projector_texts(proj)
    new = order_strings(game, {"FRANCE": ["A Bur - Mun"], "GERMANY": ["A Ruh - Hol"]})
    assert [(s, t) for s in new for t in texts if s in t] == []
    # once diplomacy starts the old results go; the board shows the position only
    qtbot.keyClick(focused(w), Qt.Key.Key_F5)
    assert proj.board.current_scene().orders == ()


def test_projector_shows_phase_clock_and_centres(qtbot):
    w = make_window(qtbot)
    w.toggle_projector()
    proj = w.projector
    qtbot.addWidget(proj)
    assert proj.title.text() == "Spring 1901 Movement"
    counts = {code: labels[1].text() for code, labels in proj.centre_labels.items()}
    assert counts["RUSSIA"] == "4" and counts["FRANCE"] == "3"
    assert proj.clock_widget.clock is w.clock
    qtbot.keyClick(focused(w), Qt.Key.Key_F5)
    assert proj.clock_widget.time_label.text() == "30:00"
    assert "DIPLOMACY" in proj.clock_widget.period_label.text()
    qtbot.keyClick(focused(w), Qt.Key.Key_F11, SHIFT)  # full screen toggle
    assert proj.isFullScreen()


def test_projector_shows_retreat_options_after_adjudication(qtbot):
    from gui_helpers import FALL_1901

    w = make_window(qtbot)
    type_all(qtbot, w, SPRING_1901)
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    type_all(qtbot, w, FALL_1901)
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    w.toggle_projector()
    proj = w.projector
    qtbot.addWidget(proj)
    assert "may retreat" in proj.info.text() and "Piedmont" in proj.info.text()
    assert {a.code for a in proj.board.current_scene().highlights} == {"PIE", "ROM", "TUS"}

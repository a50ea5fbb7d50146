"""Typed orders on the referee's board before adjudication (issue 19): the selected power's (or every
power's, a View option) as pending arrows, never on the projector; clicking an arrow selects its line.
And the View options that keep colour from being the only sign: the colour-blind palette, initials."""

from __future__ import annotations

from gui_helpers import focused, make_window, type_sheet
from PySide6.QtCore import QPoint, QPointF, Qt

from referee_app.drawing.diplomacy.palette import COLOUR_BLIND, PALETTES, RULEBOOK
from referee_app.gui import language


def pending(board):
    return [o for o in board.current_scene().orders if o.status == "pending"]


def type_for(qtbot, w, power: str, lines: list[str]) -> None:
    w.select_power(w.game.powers.index(power))
    type_sheet(qtbot, w.current_pane().editor, lines)


def view_point(board, x: float, y: float) -> QPoint:
    return board.mapFromScene(QPointF(x, y))


def test_the_selected_powers_typed_orders_are_drawn_before_adjudication(qtbot):
    w = make_window(qtbot)
    type_for(qtbot, w, "FRANCE", ["A Par - Bur", "A Mar S A Par - Bur", "F Bre - Pic", "A Xyz - Bur"])
    marks = pending(w.board)
    # the three accepted lines, each knowing its line; the rejected one is not drawn
    assert sorted((o.province, o.kind, o.line) for o in marks) == [("BRE", "move", 2), ("MAR", "support", 1),
                                                                    ("PAR", "move", 0)]
    move = next(o for o in marks if o.province == "PAR")
    geo = w.board.geometry_map
    assert move.end == geo.anchor("BUR")  # a wrong destination shows where it goes
    # another power's sheet: its own orders replace France's (the selected power only, by default)
    type_for(qtbot, w, "GERMANY", ["A Mun - Ruh"])
    assert {(o.power, o.province) for o in pending(w.board)} == {("GERMANY", "MUN")}
    w.select_power(w.game.powers.index("FRANCE"))
    assert {o.power for o in pending(w.board)} == {"FRANCE"}
    # View > Typed orders of every power
    w.run("pending_all")
    assert w.act_pending_all.isChecked()
    assert {o.power for o in pending(w.board)} == {"FRANCE", "GERMANY"}
    assert language.load_settings()["pending_all"] is True
    # adjudication: the results replace the pending arrows
    w.run("adjudicate")
    assert pending(w.board) == [] and w.board.current_scene().orders


def test_the_projector_never_shows_pending_orders(qtbot):
    w = make_window(qtbot)
    w.run("pending_all")
    w.toggle_projector()
    proj = w.projector
    qtbot.addWidget(proj)
    type_for(qtbot, w, "ENGLAND", ["F Lon - Nth", "F Edi - Nwg"])
    type_for(qtbot, w, "RUSSIA", ["A War - Gal"])
    assert len(pending(w.board)) == 3
    assert proj.board.current_scene().orders == ()
    assert "order:" not in proj.board.tooltip_text("LON")


def test_clicking_a_pending_arrow_selects_its_line(qtbot):
    w = make_window(qtbot)
    type_for(qtbot, w, "ITALY", ["A Ven H", "A Rom - Apu", "F Nap - Ion"])
    w.select_power(w.game.powers.index("FRANCE"))  # another power is on screen
    w.run("pending_all")
    board = w.board
    mark = next(o for o in pending(board) if o.province == "NAP")
    line = next(p for p in mark.parts if p.role == "move")
    (ax, ay), (bx, by) = line.points[0], line.points[-1]
    spots = [view_point(board, ax + (bx - ax) * f / 10, ay + (by - ay) * f / 10) for f in range(1, 10)]
    where = next(pt for pt in spots if not board._token_at(pt))  # on the arrow, off the units
    assert board.pending_at(where) == mark
    with qtbot.waitSignal(board.pendingClicked, timeout=20_000) as blocker:
        qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert blocker.args == ["ITALY", 2]
    pane = w.current_pane()
    assert pane.power == "ITALY" and pane.editor.hasFocus()
    cursor = pane.editor.textCursor()
    assert cursor.blockNumber() == 2 and cursor.selectedText() == "F Nap - Ion"
    assert "line 3" in w.statusBar().currentMessage()
    # a click on a unit token is still a click on its space
    x, y = board.geometry_map.anchor("NAP")
    assert board._token_at(view_point(board, x, y))


def test_palette_and_initials_are_view_options_kept_for_the_next_start(qtbot):
    w = make_window(qtbot)
    assert w.board.palette == RULEBOOK and not w.board.initials
    w.toggle_projector()
    qtbot.addWidget(w.projector)
    w.run("palette")
    w.run("initials")
    for board in (w.board, w.projector.board):
        scene = board.current_scene()
        lon = next(t for t in scene.tokens if t.province == "LON")
        assert next(p.fill for p in lon.parts if p.role == "body") == PALETTES[COLOUR_BLIND]["ENGLAND"]
        assert next(p.lines for p in lon.parts if p.role == "initial") == ("E",)
    # the swatches beside the boards follow: the list of powers, the sheet's chip, the projector's counts
    england = w.game.powers.index("ENGLAND")
    assert w.power_tabs.list.item(england).icon().pixmap(14, 14).toImage().pixelColor(7, 7).name() == PALETTES[COLOUR_BLIND]["ENGLAND"]
    assert PALETTES[COLOUR_BLIND]["ENGLAND"] in w.panes[england].chip.swatch_style
    assert PALETTES[COLOUR_BLIND]["ENGLAND"] in w.projector.centre_labels["ENGLAND"][2].styleSheet()
    settings = language.load_settings()
    assert settings["palette"] == COLOUR_BLIND and settings["initials"] is True
    w2 = make_window(qtbot)
    assert w2.act_palette.isChecked() and w2.act_initials.isChecked() and w2.board.palette == COLOUR_BLIND
    w2.run("palette")
    assert w2.board.palette == RULEBOOK


def test_the_pending_toggle_has_a_key(qtbot):
    w = make_window(qtbot)
    qtbot.keyClick(focused(w), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert w.pending_all

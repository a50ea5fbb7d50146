"""Ctrl+click on a space of the board (or any click in "click to insert" mode) hands its code to the
order sheet being typed; a plain click, or the click that brings the window to the front, writes nothing."""

from gui_helpers import make_window, type_all
from PySide6.QtCore import Qt


def test_a_clicked_space_is_written_at_the_cursor(qtbot):
    w = make_window(qtbot)
    type_all(qtbot, w, {"FRANCE": ["A Par -"]})
    w.province_clicked("BUR")
    editor = w.pane("FRANCE").editor
    assert editor.toPlainText() == "A Par -BUR"
    assert w.game.current.sheets["FRANCE"] == [editor.toPlainText()]
    assert w.pane("FRANCE").checks[0].ok


def test_the_board_signal_reaches_the_sheet(qtbot):
    w = make_window(qtbot)
    type_all(qtbot, w, {"ENGLAND": ["F Lon"]})
    w.board.provinceClicked.emit("NTH")  # a plain click: only shows the space
    assert w.pane("ENGLAND").editor.toPlainText() == "F Lon"
    w.board.last_click_modifiers = Qt.KeyboardModifier.ControlModifier
    w.board.provinceClicked.emit("NTH")
    assert w.pane("ENGLAND").editor.toPlainText() == "F Lon NTH"


def test_click_to_insert_mode_but_never_the_click_that_focuses_the_window(qtbot):
    w = make_window(qtbot)
    type_all(qtbot, w, {"ENGLAND": ["F Lon -"]})
    w.run("click_inserts")
    assert w.click_inserts
    w.board.last_click_focused = False  # the click brought the window to the front
    w.board.provinceClicked.emit("NTH")
    assert w.pane("ENGLAND").editor.toPlainText() == "F Lon -"
    w.board.last_click_focused = True
    w.board.provinceClicked.emit("NTH")
    assert w.pane("ENGLAND").editor.toPlainText() == "F Lon -NTH"

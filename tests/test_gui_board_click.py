"""Clicking a space on the board hands its code to the order sheet being typed."""

from gui_helpers import make_window, type_all


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
    w.board.provinceClicked.emit("NTH")
    assert w.pane("ENGLAND").editor.toPlainText() == "F Lon NTH"

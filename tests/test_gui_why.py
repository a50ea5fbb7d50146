"""Issue 20, part 3 in the window: select an order's result and ask "Why?" (the button, or Ctrl+I, a row of
the window's command table): a panel under the results shows the engine's figures for it (the phase adjudicated
again with the explanations), in the window's language; in a sandbox too, and for an earlier phase chosen above
the results. The projector never shows it."""

from __future__ import annotations

from gui_helpers import CTRL, focused, make_window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from referee_app.games.diplomacy import Game
from referee_app.gui import commands as C
from referee_app.gui.diplomacy import commands as DC
from referee_app.gui.diplomacy.results_view import ResultsPanel
from referee_app.gui.sandbox_window import SandboxWindow

# Russia attacks Berlin with two supports, one cut by the German army from Munich; Germany holds with one
# support; France wins a head-to-head battle in the Ruhr with a support and dislodges the German army there
POSITION = ["clear units", "RUSSIA", "A PRU", "A SIL", "F BAL", "GERMANY", "A BER", "A KIE", "A MUN", "A RUH",
            "FRANCE", "A BUR", "A BEL"]
ORDERS = {
    "RUSSIA": ["A Pru - Ber", "A Sil S A Pru - Ber", "F Bal S A Pru - Ber"],
    "GERMANY": ["A Ber H", "A Kie S A Ber", "A Mun - Sil", "A Ruh - Bur"],
    "FRANCE": ["A Bur - Ruh", "A Bel S A Bur - Ruh"],
}



def game_with_position() -> Game:
    game = Game.new("standard")
    game.edit(POSITION, note="the dispute")
    return game


def adjudicated_window(qtbot):
    w = make_window(qtbot, game_with_position())
    for power, lines in ORDERS.items():
        w.game.set_orders(power, lines)
    w.run("adjudicate")
    assert w.game.history and w.game.history[-1].adjudication is not None
    return w


def select(panel, order: str) -> None:
    """Select the result of the order written ``order`` in a results panel."""
    for i, r in enumerate(panel._row_results):
        if r is not None and r.text == order:
            panel.table.selectRow(i)
            panel.table.setFocus()  # as a click on the row does (Ctrl+I from a sheet explains its line)
            return
    raise AssertionError(f"no result {order!r}")


def press_why(qtbot, win) -> None:
    qtbot.keyClick(focused(win), Qt.Key.Key_I, CTRL)


def test_why_in_the_referee_window_shows_the_cut_support_and_the_hold_it_met(qtbot):
    w = adjudicated_window(qtbot)
    panel = w.panels.results
    assert panel.why_text() == ""  # nothing until asked
    select(panel, "A Pru - Ber")
    press_why(qtbot, w)
    text = panel.why_text()
    assert "A PRU: attack strength 2" in text
    assert "support of F BAL: counted" in text
    assert "support of A SIL: cut by A MUN" in text
    assert "against the hold strength 2 of A BER" in text
    assert "2 does not beat 2: the move fails" in text
    assert w.told == []


def test_why_shows_the_head_to_head_battle_and_follows_the_selection(qtbot):
    w = adjudicated_window(qtbot)
    panel = w.panels.results
    select(panel, "A Bur - Ruh")
    panel.why_button.click()
    text = panel.why_text()
    assert "A BUR: attack strength 2" in text
    assert "against the defend strength 1 of A RUH (head-to-head battle)" in text
    assert "2 beats 1: the move succeeds" in text
    select(panel, "A Ruh - Bur")  # the open panel follows the selection
    text = panel.why_text()
    assert "against the defend strength 2 of A BUR (head-to-head battle)" in text
    assert "A RUH is dislodged by A BUR" in text
    select(panel, "A Sil S A Pru - Ber")
    assert "its support: cut by A MUN" in panel.why_text()


def test_why_without_a_selection_tells_the_referee_what_to_do(qtbot):
    w = adjudicated_window(qtbot)
    w.panels.results.table.clearSelection()
    w.panels.results.table.setFocus()  # in the table (from a sheet, Ctrl+I explains the line's result)
    w.run("why")
    assert len(w.told) == 1 and "Select an order's result" in w.told[0]
    w.panels.results.why_button.click()  # the button is the same command: told the same way
    assert len(w.told) == 2 and "Select an order's result" in w.told[1]
    assert w.panels.results.why_text() == ""


def test_why_of_a_unit_without_an_order_says_where_its_figures_are(qtbot):
    w = make_window(qtbot, game_with_position())
    w.game.set_orders("RUSSIA", ["A Pru - Ber"])
    w.run("adjudicate")
    panel = w.panels.results
    row = next(i for i, r in enumerate(panel._row_results) if r is None)  # a unit that held without an order
    panel.table.selectRow(row)
    w.run("why")
    assert len(w.told) == 1 and "hold strength" in w.told[0]
    select(panel, "A Pru - Ber")
    w.run("why")
    assert "against the hold strength 1 of A BER" in panel.why_text()


def test_why_of_an_earlier_phase_chosen_above_the_results(qtbot):
    w = adjudicated_window(qtbot)
    w.game.set_orders("GERMANY", ["A Ber - Sil"])  # fall: the Russian army in Silesia holds, unsupported
    w.game.set_orders("RUSSIA", ["A Pru S A Sil"])
    w.run("adjudicate")  # the retreat of the German army in the Ruhr first: it disbands (no order)
    if w.game.phase.type.value != "M":
        w.run("adjudicate")
    panel = w.panels.results
    assert panel.phase_box.count() >= 2
    panel.show_phase(0)  # Spring 1901, movement
    select(panel, "A Pru - Ber")
    press_why(qtbot, w)
    assert "support of A SIL: cut by A MUN" in panel.why_text()


def test_why_re_renders_in_the_language_chosen(qtbot):
    w = adjudicated_window(qtbot)
    panel = w.panels.results
    select(panel, "A Pru - Ber")
    press_why(qtbot, w)
    assert "attack strength 2" in panel.why_text()
    w.set_language("zh_Hant")
    text = panel.why_text()
    assert "普魯士陸軍：攻擊兵力2" in text
    assert "西里西亞陸軍之支援：被慕尼黑陸軍阻斷" in text
    assert "對柏林陸軍之留守兵力2" in text
    assert "attack" not in text
    w.set_language("ja")
    assert "攻撃戦力2" in panel.why_text()


def test_the_projector_never_shows_why(qtbot):
    w = adjudicated_window(qtbot)
    w.toggle_projector()
    proj = w.projector
    assert proj is not None
    select(w.panels.results, "A Pru - Ber")
    press_why(qtbot, w)
    assert "attack strength 2" in w.panels.results.why_text()
    texts = " ".join(_texts(proj))
    assert "attack strength" not in texts and "cut by" not in texts
    assert not proj.findChildren(ResultsPanel)  # no results table there, so nothing to ask "Why?" of


def _texts(widget) -> list[str]:
    from PySide6.QtWidgets import QAbstractButton, QLabel, QPlainTextEdit, QTextEdit

    out = []
    for wid in widget.findChildren(QLabel):
        out.append(wid.text())
    for wid in widget.findChildren(QAbstractButton):
        out.append(wid.text())
    for wid in widget.findChildren(QTextEdit) + widget.findChildren(QPlainTextEdit):
        out.append(wid.toPlainText())
    return out


def test_why_in_a_sandbox(qtbot):
    w = make_window(qtbot, game_with_position())
    win = w.open_sandbox(0)
    assert isinstance(win, SandboxWindow)
    qtbot.addWidget(win)
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    win.told = []
    win.tell = lambda title, text: win.told.append(text)
    for power, lines in ORDERS.items():
        win.game.set_orders(power, lines)
    win.run("s_adjudicate")
    select(win.results, "A Pru - Ber")
    qtbot.keyClick(QApplication.focusWidget() or win, Qt.Key.Key_I, CTRL)
    text = win.results.why_text()
    assert "support of A SIL: cut by A MUN" in text and "against the hold strength 2 of A BER" in text
    assert w.panels.results.why_text() == ""  # the game's window is untouched
    assert not w.game.history  # and so is the game


def test_why_is_a_row_of_both_command_tables():
    assert C.command("why", DC.COMMANDS).keys == ("Ctrl+I",)
    assert C.command("s_why", C.SANDBOX_COMMANDS).keys == ("Ctrl+I",)

"""Issue 21, "a full evening at the table": the window's side of each problem (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest
from gui_helpers import CTRL, FakeTime, focused, make_window, type_sheet
from PySide6.QtCore import QMimeData, Qt
from PySide6.QtWidgets import QApplication

from referee_app.games.diplomacy import Game, Phase, PhaseType, Position, Season, parse_unit


def winter_game(now) -> Game:
    g = Game.new("standard", clock=now)
    gm = g.ruleset.map
    units = [parse_unit(t, "AUSTRIA", gm) for t in ("A SER", "A GRE", "F ALB")]
    units += [parse_unit(t, "RUSSIA", gm) for t in ("A WAR", "A MOS", "F SEV", "F STP/SC", "A UKR")]
    centers = {c: "AUSTRIA" for c in ("VIE", "BUD", "TRI", "SER", "GRE")} | {c: "RUSSIA" for c in ("WAR", "MOS", "SEV", "STP")}
    pos = Position.build(Phase(1901, Season.WINTER, PhaseType.ADJUSTMENTS), units, centers)
    return Game.new("standard", position=pos, clock=now)


# --- items 3, 4, 6: the sheet judged as a whole, corrected spellings, every reason readable -------------

def test_two_orders_for_one_unit_are_marked_on_the_lines_as_typed(qtbot):
    w = make_window(qtbot)
    pane = w.pane("AUSTRIA")
    w.select_power(0)
    type_sheet(qtbot, pane.editor, ["A Vie - Tyr", "A Vie - Gal", "A Bud - Ser"])
    assert [pane.annotation(i)[0] for i in range(3)] == ["error", "error", "ok"]
    assert "4.D.3" in pane.annotation(0)[1]
    assert "1 accepted" in pane.status.text() and "2 rejected" in pane.status.text()
    assert "!" in pane.summary()


def test_a_corrected_spelling_has_its_own_mark_and_says_how_it_was_read(qtbot):
    w = make_window(qtbot)
    pane = w.pane("AUSTRIA")
    w.select_power(0)
    type_sheet(qtbot, pane.editor, ["A Vie - Galcia", "A Bud - Ser", "F Tri H"])
    kind, text = pane.annotation(0)
    assert kind == "corrected" and "read as Galicia" in text
    assert "spelling corrected" in pane.status.text()
    assert "≈" in pane.summary() and "✓" in pane.summary()  # complete, with a spelling to check
    assert "read as Galicia" in pane.problems.text()


def test_every_rejected_line_shows_its_whole_reason_at_once(qtbot):
    w = make_window(qtbot)
    pane = w.pane("FRANCE")
    w.select_power(2)
    type_sheet(qtbot, pane.editor, ["A Par - Xanadu", "F Bre - Mid-Atlantic Ocean", "A Mar - Gascony and further"])
    pane.editor.moveCursor(pane.editor.textCursor().MoveOperation.Start)  # the cursor is on line 1 only
    reasons = [pane.annotation(i)[1] for i in (0, 2)]
    shown = pane.problems.text()
    assert pane.problems.isVisible() and pane.problems.wordWrap()
    for reason in reasons:
        assert reason.replace("'", "&#x27;") in shown or reason in shown.replace("&#x27;", "'")
    assert "Line 1:" in shown and "Line 3:" in shown


def test_the_annotation_column_keeps_its_width_after_a_long_line(qtbot):
    w = make_window(qtbot)
    pane = w.pane("FRANCE")
    w.select_power(2)
    before = pane.editor.annotation_width()
    type_sheet(qtbot, pane.editor, ["A Par - Bur " + "x" * 120])
    assert pane.editor.annotation_width() == before


# --- item 5: a pasted e-mail ------------------------------------------------------------------------------

def test_a_pasted_email_keeps_the_orders_and_lists_the_other_lines_apart(qtbot):
    w = make_window(qtbot)
    pane = w.pane("FRANCE")
    w.select_power(2)
    mime = QMimeData()
    mime.setText("Dear referee,\nA Par - Bur\nF Bre - Mao\nA Mar - Spa\nthanks\n-- \nAnn\n")
    pane.editor.insertFromMimeData(mime)
    assert w.game.current.sheets["FRANCE"] == ["A Par - Bur", "F Bre - Mao", "A Mar - Spa"]
    assert pane.skipped_label.isVisible()
    assert "Dear referee," in pane.skipped_label.text() and "thanks" in pane.skipped_label.text()
    w.game.process()
    assert all(r.status != "invalid" for r in w.game.last_results())


# --- item 15: completion by keyboard, and only what fits -----------------------------------------------

@pytest.mark.parametrize("keys", [[Qt.Key.Key_Return], [Qt.Key.Key_Down, Qt.Key.Key_Return], [Qt.Key.Key_Tab]])
def test_the_completion_list_is_taken_with_return_or_tab(qtbot, keys):
    w = make_window(qtbot)
    pane = w.pane("ITALY")
    w.select_power(4)
    ed = pane.editor
    qtbot.keyClicks(ed, "A Rom - Tu")
    qtbot.keyClick(ed, Qt.Key.Key_Tab)
    popup = ed.chooser.popup()
    assert popup.isVisible()
    offered = [popup.model().index(i, 0).data() for i in range(popup.model().rowCount())]
    assert offered == ["Tunis", "Tuscany"]  # by convoy, or by land
    for key in keys:
        qtbot.keyClick(popup, key)
    assert not popup.isVisible()
    want = "Tuscany" if Qt.Key.Key_Down in keys else "Tunis"
    assert ed.toPlainText() == f"A Rom - {want}"  # no new line


def test_completion_offers_what_the_unit_can_reach(qtbot):
    w = make_window(qtbot)
    pane = w.pane("ITALY")
    w.select_power(4)
    qtbot.keyClicks(pane.editor, "F Nap - Ty")
    assert pane.editor.completions() == ["Tyrrhenian Sea"]  # a fleet in Naples never reaches Tyrolia
    pane.editor.clear()
    qtbot.keyClicks(pane.editor, "A Rom - Nor")
    assert pane.editor.completions() == ["North Africa", "Norway"]  # an army: by convoy, never the seas
    pane.editor.clear()
    qtbot.keyClicks(pane.editor, "A Ven - Tr")
    assert pane.editor.completions() == ["Trieste"]  # Tyrolia, Trieste... Ven reaches Tyrolia too
    pane.editor.clear()


# --- item 20: adjustments at a glance ----------------------------------------------------------------------

def test_a_waive_counts_and_a_complete_winter_sheet_is_ticked(qtbot):
    now = FakeTime()
    w = make_window(qtbot, winter_game(now), now=now)
    pane = w.pane("AUSTRIA")
    w.select_power(0)
    type_sheet(qtbot, pane.editor, ["Build A Bud"])
    assert "(1 written)" in pane.unordered.text() and "✓" not in pane.summary()
    type_sheet(qtbot, pane.editor, ["", "Waive"])
    assert "(2 written)" in pane.unordered.text() and "✓" in pane.summary()
    assert "✓" in w.power_tabs.label(0)


def test_a_late_sheet_undecided_is_said_so_not_every_unit_has_an_order(qtbot):
    w = make_window(qtbot)
    w.game.call_time()
    pane = w.pane("ENGLAND")
    w.select_power(1)
    type_sheet(qtbot, pane.editor, ["F Lon - Nth", "F Edi - Nwg", "A Lvp - Yor"])
    assert "ENGLAND" in w.game.current.late
    assert "Every unit has an order" not in pane.unordered.text()
    assert "Late sheet not decided" in pane.unordered.text()
    assert "✓" not in pane.summary()
    qtbot.keyClick(focused(w), Qt.Key.Key_L, CTRL)
    assert "Every unit has an order" in pane.unordered.text() and "✓" in pane.summary()


def _app():
    return QApplication.instance()


# --- item 2: text on a power's colour reads (WCAG AA) -------------------------------------------------------

def _every_palette():
    from referee_app.games.diplomacy import load_ruleset
    from referee_app.games.diplomacy.rules.ruleset import list_rulesets

    for info in list_rulesets():
        rs = load_ruleset(info.name)
        for code, pw in rs.map.powers.items():
            yield info.name, code, pw.colour


@pytest.mark.parametrize("ruleset, power, colour", list(_every_palette()))
def test_every_power_colour_gets_a_text_colour_with_aa_contrast(ruleset, power, colour):
    from referee_app.drawing.primitives import contrast_ratio, ink_for

    assert contrast_ratio(colour, ink_for(colour)) >= 4.5, (ruleset, power, colour)


def test_the_centres_table_writes_each_power_in_a_colour_that_reads_on_its_own(qtbot):
    from referee_app.drawing.primitives import contrast_ratio

    w = make_window(qtbot)
    for lang in ("en", "zh_Hant"):
        w.set_language(lang)
        table = w.centres.table
        for row in range(table.rowCount()):
            item = table.item(row, 0)
            bg, fg = item.background().color().name(), item.foreground().color().name()
            assert contrast_ratio(bg, fg) >= 4.5, (item.text(), bg, fg)
    w.set_language("en")


# --- item 11: Tab follows the layout in every dialog ------------------------------------------------------

def _tab_walk(dialog, start, steps):
    seen = [start]
    w = start
    for _ in range(steps):
        w = w.nextInFocusChain()
        while not (w.focusPolicy() & Qt.FocusPolicy.TabFocus) or not w.isVisible() or not w.isEnabled():
            w = w.nextInFocusChain()
        seen.append(w)
    return seen


@pytest.mark.parametrize("players", [7, 3])
def test_tab_in_the_new_game_dialog_reaches_the_player_names_before_ok(qtbot, players):
    from referee_app.gui.common import tab_order_by_layout
    from referee_app.gui.new_game_dialog import NewGameDialog

    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.players.setValue(players)  # the name fields are made again, after OK and Cancel were
    order = tab_order_by_layout(dlg)
    names = [order.index(e) for e in dlg.name_edits]
    buttons = [i for i, w in enumerate(order) if w.metaObject().className() == "QPushButton" and w.text() in ("OK", "Cancel")]
    timers = order.index(dlg.timers.first)
    assert names == sorted(names) and max(names) < timers < min(buttons)
    assert order.index(dlg.players) < min(names)
    qtbot.waitUntil(lambda: dlg.name_edits[-1].isVisible())
    walk = _tab_walk(dlg, dlg.players, len(order))
    assert walk.index(dlg.name_edits[0]) < walk.index(dlg.timers.first) < walk.index(dlg.path)


def test_tab_in_the_other_dialogs_follows_the_layout(qtbot):
    from referee_app.core.clock import ClockSettings
    from referee_app.gui.diplomacy.panels import DeclareEndDialog
    from referee_app.gui.main_window import TimersDialog

    for dlg in (TimersDialog(ClockSettings()), DeclareEndDialog(Game.new("standard"))):
        qtbot.addWidget(dlg)
        dlg.show()
        ys = []
        from referee_app.gui.common import tab_order_by_layout

        for w in tab_order_by_layout(dlg):
            ys.append(w.mapTo(dlg, w.rect().topLeft()).y())
        assert ys == sorted(ys), type(dlg).__name__


# --- item 21: Qt's own dialogs speak the language; Japanese names never break inside a word ---------------

@pytest.mark.parametrize("lang, words", [("ja", "ファイルの種類"), ("zh_Hant", "檔案型態"), ("zh_Hans", "文件类型")])
def test_the_file_dialogs_speak_the_window_language(qtbot, lang, words):
    from PySide6.QtWidgets import QFileDialog, QLabel

    from referee_app.gui.language import file_dialog_options

    w = make_window(qtbot)
    w.set_language(lang)
    try:
        dlg = QFileDialog(w, "x")
        dlg.setOptions(file_dialog_options())
        qtbot.addWidget(dlg)
        texts = [lab.text() for lab in dlg.findChildren(QLabel)]
        assert any(words in t for t in texts), texts
    finally:
        w.set_language("en")


def test_katakana_names_are_joined_so_a_wrap_never_splits_them(qtbot):
    from PySide6.QtGui import QFontMetrics, QTextLayout

    from referee_app.gui.language import WORD_JOINER, keep_words

    text = keep_words("ロシア 陸軍 サンクトペテルブルク → フィンランド")
    assert "サ" + WORD_JOINER + "ン" in text and "English" == keep_words("English")
    # laid out in a narrow column, no line ends inside サンクトペテルブルク
    layout = QTextLayout(text, QApplication.font())
    layout.beginLayout()
    ends = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(QFontMetrics(QApplication.font()).horizontalAdvance("ロシア 陸軍 サンクト"))
        ends.append(line.textStart() + line.textLength())
    layout.endLayout()
    word = keep_words("サンクトペテルブルク")
    start = text.index(word)
    assert not any(start < e < start + len(word) for e in ends), ends


# --- item 16: a unit lost for want of a retreat order is reported everywhere ------------------------------

def test_a_disband_by_default_is_in_the_results_the_projector_and_the_exports(qtbot, tmp_path):
    from referee_app.exports import export_game
    from referee_app.games.diplomacy.rules.state import Dislodged

    now = FakeTime()
    base = Game.new("standard", clock=now)
    gm = base.ruleset.map
    units = [parse_unit("A BUR", "GERMANY", gm), parse_unit("A BEL", "GERMANY", gm)]
    pos = Position.build(Phase(1902, Season.SPRING, PhaseType.RETREATS), units, dict(base.position.centers),
                         [Dislodged(parse_unit("A BEL", "FRANCE", gm), "RUH")])
    w = make_window(qtbot, Game.new("standard", position=pos, clock=now), now=now)
    w.toggle_projector()
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)  # no retreat order written
    rows = w.results.rows()
    assert any(r[0] == "France" and "A BEL" in r[1] and "no retreat order" in r[4] for r in rows), rows
    assert "1 disbanded" in w.results.heading.text()  # a loss, not a success (issue 29, item 5)
    info = w.projector.info.text()
    assert "France" in info and "no retreat order" in info
    export_game(w.game, "text", str(tmp_path / "g.txt"))
    assert "France:          Army Belgium DISBAND.  (*disbanded by the rules*)" in (tmp_path / "g.txt").read_text(
        encoding="utf-8")
    w.toggle_projector()


# --- item 13: the centre chart's lines can be told apart ---------------------------------------------------

def test_the_centre_chart_marks_each_power_its_own_way():
    from referee_app.exports.diplomacy.html import centre_chart_svg

    g = Game.new("standard")
    g.process()
    svg = centre_chart_svg(g, lang="ja")
    assert svg.count('class="end-label"') == 7  # every line named at its end
    assert "オーストリア＝ハンガリー" in svg
    assert 'stroke="#3a4652" stroke-width="1.2"' in svg  # a dark edge round Russia's (and Turkey's) pale markers
    for shape in ("<circle", "<rect", "<polygon"):
        assert shape in svg


# --- item 12: the language's unit marks, as an option ----------------------------------------------------

def test_unit_marks_in_the_language_on_both_boards(qtbot):
    w = make_window(qtbot)
    w.set_language("zh_Hant")
    letters = {p.lines[0] for t in w.board.current_scene().tokens for p in t.parts if getattr(p, "role", "") == "letter"}
    assert letters == {"A", "F"}  # the letters by default
    w.run("unit_marks")
    w.toggle_projector()
    for board in (w.board, w.projector.board):
        letters = {p.lines[0] for t in board.current_scene().tokens for p in t.parts if getattr(p, "role", "") == "letter"}
        assert letters == {"陸", "艦"}
    w.set_language("ja")
    letters = {p.lines[0] for t in w.board.current_scene().tokens for p in t.parts if getattr(p, "role", "") == "letter"}
    assert letters == {"陸", "海"}
    w.toggle_projector()
    w.run("unit_marks")
    w.set_language("en")

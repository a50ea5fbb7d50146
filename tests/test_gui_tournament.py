"""The Tournament window (issue 17), driven with the keyboard: reached from the referee window
(Ctrl+T), a tournament created, players typed in, rounds seated, seats swapped, results typed or
taken from a game file, standings and their exports, late and dropped players; its commands are
one table (menus, F1, legend); the engine's errors reach the director through one path; the
standings projector is large enough to read from the back of the room."""

from __future__ import annotations

from typing import Any

import pytest
from gui_helpers import CTRL, focused, make_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from referee_app.core.record import GameFile
from referee_app.games.diplomacy import Game, endings
from referee_app.gui import commands as C
from referee_app.gui import language
from referee_app.gui.standings_projector import MIN_FRACTION, StandingsProjector
from referee_app.gui.tournament_window import NewTournamentDialog, ResultDialog, RulesDialog, TournamentWindow
from referee_app.tournament.scoring import BoardResult
from referee_app.tournament.tournament import POWERS, Tournament

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal"]
# Austria eliminated in 1905; England tops with 9
BOARD_1 = {"AUSTRIA": 0, "ENGLAND": 9, "FRANCE": 7, "GERMANY": 7, "ITALY": 3, "RUSSIA": 4, "TURKEY": 4}


def key(qtbot, w, text: str) -> None:
    combo = QKeySequence(text)[0]
    qtbot.keyClick(focused(w), combo.key(), combo.keyboardModifiers())


def active(qtbot, w) -> None:
    w.show()
    w.raise_()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)


def hooked(qtbot, tw: TournamentWindow) -> TournamentWindow:
    """The window's questions answered by the test: ``tw.answers`` (a list, first first)."""
    qtbot.addWidget(tw)
    tw.told = []
    tw.tell = lambda title, text: tw.told.append((title, text))
    tw.asked = []
    tw.ask = lambda title, text: (tw.asked.append(text), True)[1]
    tw.answers = []

    def answer(*args: Any) -> Any:
        return tw.answers.pop(0)(*args)

    tw.ask_item = answer
    tw.ask_file = answer
    tw.run_dialog = answer
    return tw


def new_tournament(path: str, name: str = "Club Cup", system: str = "c-diplo"):
    def fill(dlg: NewTournamentDialog) -> bool:
        assert isinstance(dlg, NewTournamentDialog)
        dlg.name.setText(name)
        dlg.path.setText(path)
        dlg.rules.system.setCurrentIndex(dlg.rules.system.findData(system))
        dlg.rules.tiebreaks[1].setCurrentIndex(dlg.rules.tiebreaks[1].findData("tops"))
        return True

    return fill


def typed_result(counts: dict[str, int], how: str = "survivors", fell: dict[str, int] | None = None):
    def fill(dlg: ResultDialog) -> bool:
        assert isinstance(dlg, ResultDialog)
        dlg.set_counts(counts)
        dlg.set_outcome(how)
        for p, y in (fell or {}).items():
            dlg.fell[p].setValue(y)
        assert dlg.problem.text() == "", dlg.problem.text()
        return True

    return fill


def ended_game_file(path) -> str:
    """An ended game (a draw of France, Germany and Russia) with the standard seven powers."""
    game = Game.new("standard")
    with GameFile.create(path, game):
        game.process()  # Spring 1901: everything holds
        endings.end_by_agreement(game, how="draw")
    return str(path)


# --- a small tournament, through the window -------------------------------------------------------

def test_a_small_tournament_driven_through_the_window(qtbot, tmp_path):
    w = make_window(qtbot)
    key(qtbot, w, "Ctrl+T")  # File > Tournament
    tw = hooked(qtbot, w.tournament_window)
    assert tw.isVisible() and tw.t is None and tw.empty.isVisible()
    active(qtbot, tw)
    f = str(tmp_path / "cup.diptour")
    tw.answers.append(new_tournament(f))
    key(qtbot, tw, "Ctrl+N")
    assert tw.t is not None and tw.t.name == "Club Cup" and tw.t.tiebreaks == ("best-round", "tops")
    assert tw.windowTitle() == "Club Cup — cup.diptour — tournament"
    assert tw.new_player.hasFocus()  # ready to type the players
    for name in NAMES:
        qtbot.keyClicks(tw.new_player, name)
        qtbot.keyClick(tw.new_player, Qt.Key.Key_Return)
    assert [row[1] for row in tw.table_rows(tw.players_table)] == NAMES and tw.told == []

    key(qtbot, tw, "Ctrl+R")  # seat round 1: one board, one player sits out
    assert tw.tabs.currentIndex() == 1 and tw.round_shown == 1
    seats = tw.table_rows(tw.seats_table)
    assert len(seats) == 1 and [c.split("\n")[0] for c in seats[0][1:8]] == [tw.t.board(1, 1).seats[p] for p in POWERS]
    out = tw.t.sitting_out(1)
    assert len(out) == 1 and tw.sitting_out.text() == f"Sitting out: {out[0]}"

    # swap France and Turkey on board 1 (Ctrl+Shift+X on France's cell, Turkey's from the list)
    before = tw.t.board(1, 1).seats
    tw.seats_table.setFocus()
    tw.seats_table.setCurrentCell(0, 1 + POWERS.index("FRANCE"))
    tw.answers.append(lambda title, label, items: next(i for i, t in enumerate(items) if "Turkey" in t))
    key(qtbot, tw, "Ctrl+Shift+X")
    after = tw.t.board(1, 1).seats
    assert after["FRANCE"] == before["TURKEY"] and after["TURKEY"] == before["FRANCE"]

    # type board 1's result (Ctrl+E): Austria fell in 1905
    tw.seats_table.setCurrentCell(0, 1)
    tw.answers.append(typed_result(BOARD_1, fell={"AUSTRIA": 1905}))
    key(qtbot, tw, "Ctrl+E")
    result = tw.t.board(1, 1).result
    assert result is not None and result.centers["ENGLAND"] == 9 and result.eliminated_in == {"AUSTRIA": 1905}
    assert result.eliminated == (("AUSTRIA",),) and result.draw is None
    row = tw.table_rows(tw.seats_table)[0]
    assert row[1 + POWERS.index("ENGLAND")].endswith("9 SC · score 48") and row[-1] == "Draw of every survivor"

    # a late player, then round 2: the one who sat out plays
    qtbot.keyClick(tw, Qt.Key.Key_P, CTRL)
    assert tw.tabs.currentIndex() == 0 and tw.new_player.hasFocus()
    qtbot.keyClicks(tw.new_player, "Ivy")
    qtbot.keyClick(tw.new_player, Qt.Key.Key_Return)
    assert tw.t.player("Ivy").joined_round == 2
    key(qtbot, tw, "Ctrl+R")
    assert tw.round_shown == 2 and out[0] not in tw.t.sitting_out(2) and len(tw.t.sitting_out(2)) == 2

    # board 2 of round 2 (there is one board): the result from an ended game file (Ctrl+G)
    game_path = ended_game_file(tmp_path / "r2b1.dipgame")
    tw.seats_table.setCurrentCell(0, 0)
    tw.answers.append(lambda title, start, save: game_path)
    key(qtbot, tw, "Ctrl+G")
    b = tw.t.board(2, 1)
    assert b.game_file is not None and b.game_file.endswith("r2b1.dipgame")
    assert b.result is not None and set(b.result.in_draw) == {"AUSTRIA", "ENGLAND", "FRANCE", "GERMANY", "ITALY",
                                                              "RUSSIA", "TURKEY"}
    assert tw.table_rows(tw.seats_table)[0][-1] == "Draw of every survivor  (from r2b1.dipgame)"

    # Alt+Left shows round 1 again; standings (Ctrl+3) are the engine's
    key(qtbot, tw, "Alt+Left")
    assert tw.round_shown == 1 and tw.round_box.currentText() == "Round 1"
    key(qtbot, tw, "Ctrl+3")
    assert tw.tabs.currentIndex() == 2
    header, rows = tw.t.standings_table()
    assert tw.table_rows(tw.standings_table) == rows
    assert [tw.standings_table.horizontalHeaderItem(i).text() for i in range(len(header))] == [
        "Place", "Player", "Total", "Round 1", "Round 2", "Best round", "Tops"]
    # the standings after round 1 only
    tw.after_box.setCurrentIndex(0)
    assert tw.table_rows(tw.standings_table) == tw.t.standings_table(1)[1]

    # exports: CSV and a web page, in the window's language
    csv_path, html_path = tmp_path / "s.csv", tmp_path / "s.html"
    tw.answers.append(lambda title, start, save: str(csv_path))
    key(qtbot, tw, "Ctrl+Shift+E")
    tw.answers.append(lambda title, start, save: str(html_path))
    key(qtbot, tw, "Ctrl+Shift+H")
    assert csv_path.read_text(encoding="utf-8").splitlines()[0] == "place,player,total,round 1,best-round,tops"
    assert "<h1>Club Cup: standings after round 1</h1>" in html_path.read_text(encoding="utf-8")

    # drop a player (Ctrl+D): no round after the last seated
    key(qtbot, tw, "Ctrl+1")
    tw.players_table.setCurrentCell(NAMES.index("Bob"), 1)
    key(qtbot, tw, "Ctrl+D")
    assert tw.t.player("Bob").dropped_after == 2 and tw.table_rows(tw.players_table)[1][3] == "2"
    assert tw.told == []
    # everything is in the file
    path = tw.t.path
    w.close()
    with Tournament.open(path) as t:
        assert len(t.players()) == 9 and t.rounds() == [1, 2] and all(b.result for b in t.boards())


def test_the_last_tournament_opens_again_and_the_rules_change(qtbot, tmp_path):
    f = tmp_path / "t.diptour"
    t = Tournament.create(f, "Spring Open", "draw-size")
    for n in NAMES[:7]:
        t.add_player(n)
    t.seed_round(seed=1)
    t.close()
    tw = hooked(qtbot, TournamentWindow())
    tw.answers.append(lambda title, start, save: str(f))
    tw.run("t_open")
    assert tw.t is not None and tw.t.name == "Spring Open"
    tw.finish()
    again = hooked(qtbot, TournamentWindow.reopen())  # remembered
    assert again.t is not None and again.t.path == f and again.round_shown == 1

    def rules(dlg: RulesDialog) -> bool:
        dlg.rules.system.setCurrentIndex(dlg.rules.system.findData("carnage"))
        dlg.rules.best.setValue(2)
        dlg.rules.tiebreaks[0].setCurrentIndex(dlg.rules.tiebreaks[0].findData("centres"))
        return True

    again.answers.append(rules)
    again.run("t_rules")
    assert (again.t.system, again.t.best_rounds, again.t.tiebreaks) == ("carnage", 2, ("centres",))
    assert again.rule_label.text() == ("Carnage (eliminated by order of elimination); best 2 rounds count. Ties broken "
                                       "by: centres at the end of every board, added up.")

    def sit_out_and_best_country(dlg: RulesDialog) -> bool:  # issue 30: the sit-out score, Best Country
        dlg.sitout.setValue(20)
        dlg.sitout_mode.setCurrentIndex(dlg.sitout_mode.findData("every"))
        dlg.best_country.setCurrentIndex(dlg.best_country.findData("centres"))
        return True

    again.answers.append(sit_out_and_best_country)
    again.run("t_rules")
    assert (again.t.sitout_score, again.t.sitout_mode, again.t.best_country_by) == (20, "every", "centres")
    assert again.rule_label.text().endswith("a round sat out scores 20 (every time); it counts as a round in the total "
                                            "and the round tie-breaks, not in solos, tops or centres")


def test_a_result_dialog_shows_the_engines_scores_or_what_is_wrong(qtbot, tmp_path):
    t = Tournament.create(tmp_path / "t.diptour", "T", "c-diplo")
    for n in NAMES[:7]:
        t.add_player(n)
    t.seed_round(seed=1)
    dlg = ResultDialog(t, t.board(1, 1))
    qtbot.addWidget(dlg)
    dlg.set_counts(BOARD_1)
    assert dlg.score_labels["ENGLAND"].text() == "<b>48</b>" and dlg.problem.text() == ""
    dlg.set_counts({"FRANCE": 18, "ENGLAND": 0, "GERMANY": 0})  # 18 without a solo
    assert dlg.problem.text() == "France has 18 centres: that is a solo (set \"solo\")"
    assert not dlg.buttons.button(dlg.buttons.StandardButton.Ok).isEnabled()
    dlg.set_outcome("FRANCE")
    assert dlg.problem.text() == "" and dlg.score_labels["FRANCE"].text() == "<b>100</b>"
    dlg.set_outcome("draw")
    dlg.in_draw["FRANCE"].setChecked(True)
    dlg.in_draw["ITALY"].setChecked(True)
    assert dlg.problem.text().startswith("France has 18 centres")  # the engine decides, not the dialog
    language.install("zh_Hant")
    dlg.update_preview()
    assert dlg.problem.text() == "法國擁有18個軍需區：此為單獨勝出（請設定「solo」）"


def test_the_engines_errors_reach_the_director_under_the_commands_title(qtbot, tmp_path):
    t = Tournament.create(tmp_path / "t.diptour", "T")
    tw = hooked(qtbot, TournamentWindow(t))
    language.install("ja")
    tw.retranslate()
    tw.run("t_seed")  # no players
    assert tw.told == [("次のラウンドの席を決められません", "第1ラウンドのプレイヤーは0人です。1卓に7人必要です")]
    for n in NAMES[:7]:
        t.add_player(n)
    tw.run("t_seed")
    tw.run("t_seed")  # round 1 has no result yet
    assert tw.told[-1] == ("次のラウンドの席を決められません", "第1ラウンド第1卓の結果がまだありません")
    tw.new_player.setText("ann")
    tw.add_typed_player()
    assert tw.told[-1] == ("プレイヤーを追加できません", "'ann'というプレイヤーはすでにいます")
    tw.select_seat(1)
    tw.answers.append(lambda title, start, save: str(tmp_path / "nothing.dipgame"))
    tw.run("t_game")
    assert tw.told[-1][0] == "結果を記録できません" and "nothing.dipgame" in tw.told[-1][1]


def test_the_tournament_window_speaks_the_language(qtbot, tmp_path):
    w = make_window(qtbot)
    t = Tournament.create(tmp_path / "t.diptour", "杯賽", "c-diplo")
    for n in NAMES[:7]:
        t.add_player(n)
    t.seed_round(seed=1)
    t.record_result(1, 1, BoardResult.from_json({"centers": BOARD_1}))
    t.close()
    language.save_settings(tournament_file=str(tmp_path / "t.diptour"))
    w.run("tournament")
    tw = hooked(qtbot, w.tournament_window)
    w.set_language("zh_Hant", remember=False)
    assert tw.tournament_menu.title() == "錦標賽(&T)" and tw.tabs.tabText(2) == "排名"
    assert tw.rule_label.text() == "C-Diplo（單獨勝出100分）；計算每一輪之得分。同分時比較：得分最高之一輪。"
    assert tw.seats_table.horizontalHeaderItem(1 + POWERS.index("FRANCE")).text() == "法國"
    assert tw.table_rows(tw.seats_table)[0][1 + POWERS.index("ENGLAND")].endswith("軍需區9個 · 48分")
    assert [tw.standings_table.horizontalHeaderItem(i).text() for i in range(5)] == ["名次", "弈者", "總分", "第1輪",
                                                                                  "最佳一輪"]
    assert tw.keys.text().startswith("<b>按鍵</b>")
    w.set_language("ja", remember=False)
    assert tw.command_actions["t_seed"].text() == "次のラウンドの席決め(&N)"


# --- the command table --------------------------------------------------------------------------

def test_the_tournament_table_is_well_formed_and_takes_no_key_of_the_referee_window():
    names = [c.name for c in C.commands(C.TOURNAMENT_COMMANDS)]
    assert len(names) == len(set(names))
    keys = [QKeySequence(k).toString() for c in C.commands(C.TOURNAMENT_COMMANDS) for k in c.keys]
    assert len(keys) == len(set(keys))
    app_wide = {QKeySequence(k).toString() for c in C.commands() if c.app_wide for k in c.keys}
    assert not app_wide & set(keys), "an application-wide key of the referee window would never reach this window"
    for c in C.commands(C.TOURNAMENT_COMMANDS):
        assert c.handler is None or isinstance(c.handler, str) and callable(getattr(TournamentWindow, c.handler)) \
            or callable(c.handler)


@pytest.mark.parametrize("name", [c.name for c in C.commands(C.TOURNAMENT_COMMANDS) if c.keys])
def test_each_tournament_shortcut_runs_its_command(qtbot, tmp_path, name):
    t = Tournament.create(tmp_path / "t.diptour", "T")
    tw = hooked(qtbot, TournamentWindow(t))
    active(qtbot, tw)
    ran: list[str] = []
    tw.run = lambda n, *a: ran.append(n)  # type: ignore[method-assign]
    c = C.command(name, C.TOURNAMENT_COMMANDS)
    tw.tabs.setFocus()
    for k in c.keys:
        key(qtbot, tw, k)
    assert ran == [name] * len(c.keys)


def test_the_f1_list_and_the_legend_come_from_the_table(qtbot, tmp_path, monkeypatch):
    from referee_app.gui import tournament_window

    tw = hooked(qtbot, TournamentWindow(Tournament.create(tmp_path / "t.diptour", "T")))
    active(qtbot, tw)
    shown: list[str] = []
    monkeypatch.setattr(tournament_window.QMessageBox, "information", lambda parent, title, text: shown.append(text))
    key(qtbot, tw, "F1")
    assert shown == [C.shortcut_html(C.TOURNAMENT_COMMANDS)]
    assert "<b>Ctrl+R</b></td><td>&nbsp;&nbsp;Seat the next round: boards of seven" in shown[0]
    assert "<b>F12 / Shift+F12 / Alt+F12 / Ctrl+F12</b></td><td>&nbsp;&nbsp;Projector: standings" in shown[0]
    assert tw.keys.text() == C.key_legend(C.TOURNAMENT_COMMANDS) and "Ctrl+E type a result" in tw.keys.text()


# --- the projector ------------------------------------------------------------------------------

def tournament_of(tmp_path, n: int, rounds: int = 1) -> Tournament:
    t = Tournament.create(tmp_path / f"t{n}.diptour", "Club Cup", "c-diplo")
    for i in range(n):
        t.add_player(f"Player {i + 1:02d}")
    for r in range(1, rounds + 1):
        for b in t.seed_round(seed=r):
            t.record_result(r, b.number, BoardResult.from_json({"centers": BOARD_1, "eliminated": ["AUSTRIA"]}))
    return t


def test_the_standings_projector_shows_every_player_large(qtbot, tmp_path):
    t = tournament_of(tmp_path, 21, rounds=3)
    p = StandingsProjector(t)
    qtbot.addWidget(p)
    p.resize(1920, 1080)
    p.show()
    qtbot.waitExposed(p)
    p.repaint()
    _header, rows = t.standings_table()
    assert p.pages() == 1 and len(p.page_lines()) == 21  # everyone on one page
    assert p.page_lines()[0] == " ".join([rows[0][0], rows[0][1], *rows[0][3:6], rows[0][2]])
    assert p.font_px >= 1080 / MIN_FRACTION and p.font_px >= 40, p.font_px  # about 7 cm high on a 2 m picture
    assert p.title == "Club Cup: standings after round 3"
    assert p.subtitle == "C-Diplo (solo 100); every round counts"
    # seventy players: pages that turn by themselves, still in large type
    big = StandingsProjector(tournament_of(tmp_path, 70))
    qtbot.addWidget(big)
    big.resize(1920, 1080)
    big.show()
    qtbot.waitExposed(big)
    big.repaint()
    assert big.font_px >= 1080 / MIN_FRACTION and big.pages() >= 1
    lines = []
    for _ in range(big.pages()):
        lines += big.page_lines()
        big.next_page()
        big.repaint()
    assert len(lines) == 70 and big.page == 0


def test_the_projector_follows_the_tournament_and_shows_the_seating(qtbot, tmp_path):
    t = Tournament.create(tmp_path / "t.diptour", "Club Cup", "c-diplo")
    tw = hooked(qtbot, TournamentWindow(t))
    for n in NAMES:
        t.add_player(n)
    tw.run("t_seed")
    active(qtbot, tw)
    key(qtbot, tw, "F12")
    p = tw.projector
    assert p is not None and p.isVisible() and p.mode == "standings"
    qtbot.addWidget(p)
    p.repaint()
    assert p.title == "Club Cup: standings after round 1" and all(line.endswith(" 0") for line in p.page_lines())
    tw.select_seat(1)
    tw.answers.append(typed_result(BOARD_1))
    tw.run("t_result")  # the projector follows at once
    best = t.board(1, 1).seats["ENGLAND"]
    assert p.page_lines()[0] == f"1 {best} 48 48"
    key(qtbot, tw, "Shift+F12")
    assert p.mode == "seating" and p.subtitle.startswith("Round 1: where you sit")
    assert p.page_lines() == ["Board 1: " + "; ".join(f"{pw} {t.board(1, 1).seats[code]}" for pw, code in zip(
        ("Austria-Hungary", "England", "France", "Germany", "Italy", "Russia", "Turkey"), POWERS))]
    assert f"Sitting out: {t.sitting_out(1)[0]}" in p.subtitle
    language.install("ja")
    tw.retranslate()
    assert p.subtitle.startswith("第1ラウンド：席") and p.page_lines()[0].startswith("第1卓: オーストリア")
    key(qtbot, tw, "F12")
    assert p.mode == "standings" and p.title == "Club Cup：第1ラウンド終了時の順位"
    key(qtbot, tw, "Ctrl+F12")
    qtbot.waitUntil(p.isFullScreen)
    qtbot.keyClick(p, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not p.isFullScreen())


def test_the_window_asks_for_a_seat_or_a_board_before_acting_on_it(qtbot, tmp_path):
    t = Tournament.create(tmp_path / "t.diptour", "T")
    tw = hooked(qtbot, TournamentWindow(t))
    for name in ("t_swap", "t_seat", "t_result", "t_game", "t_clear"):
        tw.run(name)  # no round: nothing to act on, nothing asked, no error
    assert tw.told == [] and tw.answers == [] and tw.table_rows(tw.seats_table) == []
    assert tw.statusBar().currentMessage() == "Choose a board first (Ctrl+2, then its row)."


def test_a_system_that_cannot_score_the_results_is_refused_in_the_window(qtbot, tmp_path):
    t = Tournament.create(tmp_path / "t.diptour", "T", "c-diplo")
    for n in NAMES[:7]:
        t.add_player(n)
    t.seed_round(seed=1)
    t.record_result(1, 1, BoardResult.from_json({"centers": BOARD_1, "eliminated": ["AUSTRIA"]}))  # no years
    tw = hooked(qtbot, TournamentWindow(t))

    def world_classic(dlg: RulesDialog) -> bool:
        dlg.rules.system.setCurrentIndex(dlg.rules.system.findData("world-classic"))
        return True

    tw.answers.append(world_classic)
    tw.run("t_rules")
    assert tw.told == [("Scoring system and tie-breaks", "round 1 board 1: world-classic needs the year Austria-Hungary "
                                                          "was eliminated ('eliminated_in'); the scoring system is unchanged")]
    assert t.system == "c-diplo" and tw.table_rows(tw.standings_table)[0][2] == "48"


def test_the_tournament_window_opens_from_the_start_page_too(qtbot):
    from referee_app.gui.main_window import MainWindow

    w = MainWindow(None, tick_ms=60_000)
    qtbot.addWidget(w)
    w.show()
    assert w.game is None
    w.run("tournament")
    tw = hooked(qtbot, w.tournament_window)
    assert tw.isVisible() and tw.t is None
    w.run("tournament")  # the same window again, not a second one
    assert w.tournament_window is tw
    w.close()
    assert not tw.isVisible() and w.tournament_window is None


# --- issue 30: seats that ask, civil disorder, a player dropped mid-round, Best Country --------------------

def test_seating_a_player_from_another_seat_asks_and_no_changes_nothing(qtbot, tmp_path, monkeypatch):
    from referee_app.gui import tournament_window

    t = Tournament.create(tmp_path / "t.diptour", "Club Cup", "c-diplo")
    tw = hooked(qtbot, TournamentWindow(t))
    for n in NAMES:
        t.add_player(n)
    tw.run("t_seed")
    active(qtbot, tw)
    b = t.board(1, 1).seats
    out = t.sitting_out(1)[0]
    # the real question: Yes and No offered, No the default (a stray Return changes nothing)
    seen: list[tuple[Any, Any]] = []
    monkeypatch.setattr(tournament_window.QMessageBox, "question",
                        lambda parent, title, text, buttons, default: (seen.append((buttons, default)),
                                                                       tournament_window.QMessageBox.StandardButton.No)[1])
    tw.select_seat(1, "FRANCE")
    tw.answers.append(lambda title, label, items: next(i for i, x in enumerate(items) if x.startswith(b["TURKEY"])))
    key(qtbot, tw, "Ctrl+Shift+L")
    assert seen and seen[0][1] == tournament_window.QMessageBox.StandardButton.No
    assert t.board(1, 1).seats == b and tw.told == []  # No: nothing changed
    # the test answers: Yes to moving Turkey's player, Yes to replacing France's
    questions: list[str] = []
    tw.confirm = lambda title, text: (questions.append(text), True)[1]
    tw.answers.append(lambda title, label, items: next(i for i, x in enumerate(items) if x.startswith(b["TURKEY"])))
    key(qtbot, tw, "Ctrl+Shift+L")
    assert questions[0].startswith(f"{b['TURKEY']} already sits at round 1 board 1 as Turkey.")
    assert questions[0].endswith("Move them here? Their other seat will be empty.")
    assert questions[1].startswith(f"round 1 board 1 France is taken by {b['FRANCE']}.")
    now = t.board(1, 1)
    assert now.seats["FRANCE"] == b["TURKEY"] and now.empty == ["TURKEY"]
    assert sorted(t.sitting_out(1)) == sorted([out, b["FRANCE"]])
    row = tw.table_rows(tw.seats_table)[0]
    assert row[1 + POWERS.index("TURKEY")] == "— empty —"
    # the empty seat: no result until it is filled or played in civil disorder (Ctrl+Shift+D)
    tw.select_seat(1, "TURKEY")
    tw.answers.append(typed_result(BOARD_1))
    tw.run("t_result")
    assert tw.told and "nobody was seated as Turkey on round 1 board 1" in tw.told[-1][1] and t.board(1, 1).result is None
    tw.select_seat(1, "TURKEY")
    key(qtbot, tw, "Ctrl+Shift+D")
    assert t.board(1, 1).civil_disorder == {"TURKEY"}
    assert tw.table_rows(tw.seats_table)[0][1 + POWERS.index("TURKEY")] == "(civil disorder)"
    tw.answers.append(typed_result(BOARD_1))
    tw.run("t_result")
    assert t.board(1, 1).result is not None


def test_a_seated_player_dropped_during_the_round_leaves_the_seat_waiting(qtbot, tmp_path):
    t = Tournament.create(tmp_path / "t.diptour", "Club Cup", "c-diplo")
    tw = hooked(qtbot, TournamentWindow(t))
    for n in NAMES:
        t.add_player(n)
    tw.run("t_seed")
    who = t.board(1, 1).seats["ITALY"]
    questions: list[str] = []
    tw.confirm = lambda title, text: (questions.append(text), True)[1]
    tw.show_page(0)
    tw.players_table.setCurrentCell(NAMES.index(who), 1)
    tw.run("t_drop")
    assert questions == [f"{who} plays on board 1 (Italy) of round 1. Drop them now? The seat then needs a "
                         "replacement or is played in civil disorder."]
    assert t.player(who).dropped_after == 0 and t.board(1, 1).empty == ["ITALY"] and tw.told == []
    assert tw.tabs.currentIndex() == 1 and tw.chosen_seat() == (1, "ITALY")  # the seat to fill, chosen


def test_best_country_in_the_standings_and_on_the_projector(qtbot, tmp_path):
    t = tournament_of(tmp_path, 14)
    tw = hooked(qtbot, TournamentWindow(t))
    tw.show_page(2)
    text = tw.awards_label.text()
    assert text.startswith("<b>Best Country (by score)</b><br>")
    assert all(f"{p}: " in text for p in ("Austria-Hungary", "England", "France", "Germany", "Italy", "Russia",
                                             "Turkey"))
    active(qtbot, tw)
    key(qtbot, tw, "Alt+F12")
    p = tw.projector
    qtbot.addWidget(p)
    assert p.mode == "awards" and p.subtitle == "C-Diplo (solo 100); every round counts"
    lines = p.page_lines()
    assert len(lines) == 1 and lines[0].startswith("Best Country (by score): Austria-Hungary ")
    england = [a.player for a in t.best_country() if a.power == "ENGLAND"]
    assert len(england) == 2 and f"England {england[0]}, {england[1]} · 48;" in lines[0]  # tied: one line
    p.repaint()
    assert p.font_px >= p.height() / MIN_FRACTION


# --- issue 30: the hub in the windows ---------------------------------------------------------------

def test_the_director_serves_the_boards_and_the_projector_shows_if_every_game_ended_now(qtbot, tmp_path):
    from referee_app.tournament.hub import BoardDesk

    t = tournament_of(tmp_path, 14, rounds=1)
    t.seed_round(seed=2)
    tw = hooked(qtbot, TournamentWindow(t))
    tw.hub_addresses = ["127.0.0.1"]
    tw.run("t_hub")
    panel = tw.hub_panel
    assert panel is not None and panel.serving and panel.url.text().startswith("http://127.0.0.1:")
    assert panel.qr.pixmap() is not None and not panel.qr.pixmap().isNull()
    tw.show_projector("standings")
    p = tw.projector
    qtbot.addWidget(p)
    assert not p.subtitle.startswith("If every game ended now")
    desk = BoardDesk(panel.hub.url, 2)
    desk.join()
    counts = {"AUSTRIA": 0, "ENGLAND": 3, "FRANCE": 12, "GERMANY": 5, "ITALY": 4, "RUSSIA": 6, "TURKEY": 4}
    desk.queue("centres", {"year": 1905, "counts": counts})
    assert desk.flush() == [(1, "ok")]
    panel.poll()  # the window's timer: the report reaches the window and the projector
    assert p.subtitle.startswith("If every game ended now (1 boards still playing)")
    assert p.title == "Club Cup: round 2 being played"
    first = t.standings_if_ended_now()[0]
    assert p.page_lines()[0].startswith(f"1 {first.player} ") and first.rounds.get(2, 0) > 0
    assert "Round 2: 1 boards reporting, 0 with a result." in panel.status.text()
    tw.answers.clear()
    tw.ask_minutes = lambda title, label: 25
    tw.run("t_room_clock")
    ends, label = t.hub_clock()
    assert ends is not None and 24 * 60 < ends - __import__("time").time() <= 25 * 60 and label == "diplomacy"
    tw.answers.append(lambda title, label, items: items.index("Board 2"))
    tw.run("t_own_clock")  # the director consents: board 2 keeps its own clock
    assert desk.ask_own_clock() is True
    tw.run("t_hub")  # off again
    assert tw.hub_panel is None


def test_a_board_joins_from_the_referee_window_reports_and_follows_the_room_clock(qtbot, tmp_path):
    import time as _time

    from gui_helpers import FakeTime

    from referee_app.tournament.hub import HubServer

    f = tmp_path / "t.diptour"
    with Tournament.create(f, "Hub Cup") as t:
        for n in NAMES[:7]:
            t.add_player(n)
        t.seed_round(seed=1)
    now = FakeTime()
    game = Game.new("standard", clock=now)
    gf = GameFile.create(tmp_path / "board1.dipgame", game)
    w = make_window(qtbot, game, gf, now)
    with HubServer(f) as hub:
        w.ask_join = lambda: (hub.url, 1)
        w.run("join_tournament")
        assert w.hub_link is not None and w.command_actions["join_tournament"].isChecked()
        assert w.hub_status.text() == "Board 1 of the tournament: all sent"
        game.process()  # Spring 1901: the year's counts go to the hub
        w.hub_poll()
        with Tournament.open(f) as t:
            assert t.live_centres()[(1, 1)][0] == 1901
        # the room's clock: the window's diplomacy ends when the hub's does
        hub.set_clock(_time.time() + 600, "diplomacy")
        w.clock.start("diplomacy")
        w._hub_clock_at = -1e9
        w.hub_poll()
        assert abs(w.clock.remaining() - 600) < 1.0
        # the board asks to leave the room's clock: it follows until the director consents, then no more
        w.run("own_clock")
        hub.set_clock(_time.time() + 300, "diplomacy")
        w._hub_clock_at = -1e9
        w.hub_poll()
        assert abs(w.clock.remaining() - 300) < 1.0 and w.hub_own_clock == "asked"
        hub.allow_own_clock(1, 1)
        w.hub_poll()
        hub.set_clock(_time.time() + 900, "diplomacy")
        w._hub_clock_at = -1e9
        w.hub_poll()
        assert w.hub_own_clock == "allowed" and abs(w.clock.remaining() - 300) < 1.0
        with Tournament.open(f) as t:
            whos = [(c["who"], c["do"]) for _, c in t.changes()]
        assert ("board 1", "hub-ask-own-clock") in whos and ("director", "hub-own-clock") in whos
        endings.end_by_agreement(game, how="draw")
        w.hub_poll()
        with Tournament.open(f) as t:
            assert t.board(1, 1).result is not None and t.board(1, 1).result.year == 1901
        w.run("join_tournament")  # leave
        assert w.hub_link is None and not w.command_actions["join_tournament"].isChecked()
    gf.close()


def test_roll_call_standby_and_two_boards_from_the_players_page(qtbot, tmp_path):
    t = Tournament.create(tmp_path / "t.diptour", "Club Cup", "c-diplo")
    tw = hooked(qtbot, TournamentWindow(t))
    for n in [*NAMES, "Ivy", "Jo", "Kim", "Lou", "Max", "Ned"]:  # 14 players
        t.add_player(n)
    tw.refresh()
    active(qtbot, tw)
    key(qtbot, tw, "Ctrl+1")

    def on(name: str, keys: str) -> None:
        tw.players_table.setCurrentCell([p.name for p in t.players()].index(name), 1)
        key(qtbot, tw, keys)

    on("Ann", "Ctrl+Shift+A")  # Ann is away for round 1
    on("Bob", "Ctrl+Shift+Y")  # Bob plays only when needed
    on("Cleo", "Ctrl+Shift+W")  # Cleo may play two boards
    notes = {row[1]: row[6] for row in tw.table_rows(tw.players_table)}
    assert (notes["Ann"], notes["Bob"], notes["Cleo"]) == ("away in round 1", "standby", "may play two boards")
    assert t.present(1) is not None and "Ann" not in (t.present(1) or [])
    tw.run("t_seed")  # 12 regular players here: short 2; Bob the standby and Cleo's second board fill board 2
    seated = [who for b in t.boards(1) for who in b.seats.values()]
    assert len(t.boards(1)) == 2 and "Ann" not in seated and "Bob" in seated and seated.count("Cleo") == 2
    assert tw.told == []

"""Scoring in the referee window (issue 17): when a game ends (victory, agreed draw, fixed end) its
score under the chosen system is shown in the Score tab and kept in the game file as a ``score``
event, which replay accepts; an ended game is scored again under another system; the chosen system
is remembered; errors take the one path of the dispatcher; the panel speaks the window's language."""

from __future__ import annotations

from fractions import Fraction

from gui_helpers import CTRL, SHIFT, FakeTime, focused, make_window, type_all
from PySide6.QtCore import Qt

from referee_app.core.record import GameFile
from referee_app.games.diplomacy import Game, Phase, Position, endings, load_ruleset, parse_unit
from referee_app.games.diplomacy.table.variants import new_game
from referee_app.gui import language
from referee_app.tournament.scoring import (
    SCORE_EVENT,
    as_number,
    current_scores,
    find_system,
    rank,
    recorded_scores,
    result_from_game,
)

FRANCE_17 = "PAR BRE MAR SPA POR BEL HOL LON LVP EDI MUN KIE BER DEN NWY SWE TUN".split()


def near_solo(now: FakeTime) -> Game:
    """Fall 1908: France holds 17 centres and its army in Piedmont can take Venice, the 18th."""
    rs = load_ruleset("standard")
    units = {"FRANCE": ["A PIE", "A PAR"], "ITALY": ["A ROM"], "RUSSIA": ["A MOS"], "TURKEY": ["A CON"]}
    centers = {c: "FRANCE" for c in FRANCE_17} | {"ROM": "ITALY", "NAP": "ITALY", "MOS": "RUSSIA", "CON": "TURKEY",
                                                  "ANK": "TURKEY"}
    pos = Position.build(Phase.parse("F1908M"), [parse_unit(u, p, rs.map) for p, lst in units.items() for u in lst],
                         centers)
    return new_game(rs, 7, position=pos, clock=now)


def shown_scores(w) -> dict[str, str]:
    """Power name -> the score the Score tab shows."""
    return {row[1]: row[4] for row in w.score_panel.rows()}


def expected(game: Game, system: str) -> dict[str, str]:
    from referee_app.gui.common import power_name

    scores = find_system(system)(result_from_game(game))
    return {power_name(game, p): str(as_number(v, 2)) for p, v in scores.items()}


def test_a_victory_is_scored_shown_and_kept_in_the_game_file(qtbot, tmp_path):
    now = FakeTime()
    game = near_solo(now)
    path = tmp_path / "board.dipgame"
    gf = GameFile.create(path, game)
    w = make_window(qtbot, game, gf, now=now)
    assert w.score_panel.current_system() == "c-diplo"  # the default system
    type_all(qtbot, w, {"FRANCE": ["A Pie - Ven"]})
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)  # adjudicate: France takes its 18th centre
    assert game.end is not None and game.end.reason == "victory"
    qtbot.waitUntil(lambda: any(ev.kind == SCORE_EVENT for ev in game.events))
    assert w.info_tabs.currentWidget() is w.score_panel
    assert w.score_panel.rows()[0][:2] == ["1", "France"] and w.score_panel.rows()[0][4] == "100"
    assert shown_scores(w) == expected(game, "c-diplo")
    assert w.score_panel.note.text().startswith("Kept in the game record")
    assert not w.score_panel.record_button.isEnabled()  # nothing more to keep
    assert "Scored under C-Diplo (solo 100): France 100" in w.record.list.item(w.record.list.count() - 1).text()
    w.close()  # the file is closed with the window
    # the file holds the score, and replaying the file gives the same game with its score
    with GameFile.open(path, readonly=True) as again:
        kept = recorded_scores(again.game)
        assert [r.system for r in kept] == ["c-diplo"] and kept[0].scores["FRANCE"] == 100
        assert again.game.end is not None and str(again.game.phase) == str(game.phase)
        assert current_scores(again.game) == kept
        replayed = Game.replay(again.game.events)
        assert replayed.end == again.game.end and replayed.position == again.game.position
        ev = next(e for e in again.game.events if e.kind == SCORE_EVENT)
        assert ev.data["system"] == "c-diplo" and ev.data["scores"]["FRANCE"] == 100 and ev.data["reason"] == "victory"
        assert ev.data["result"]["solo"] == "FRANCE"


def test_an_agreed_draw_and_a_fixed_end_are_scored_too(qtbot):
    w = make_window(qtbot)
    game = w.game
    endings.end_by_agreement(game, how="draw")  # the survivors agree a draw
    qtbot.waitUntil(lambda: len(recorded_scores(game)) == 1)
    assert shown_scores(w) == expected(game, "c-diplo")
    assert w.score_panel.heading.text() == "Score under C-Diplo (solo 100)"

    now = FakeTime()
    w2 = make_window(qtbot, Game.new("standard", clock=now), now=now)
    endings.agree_fixed_end(w2.game, year=1901)
    for _ in range(3):  # three phases of 1901 (no orders: everything holds)
        w2.game.process()
    endings.end_at_fixed_point(w2.game, by="year")
    assert w2.game.end is not None and w2.game.end.reason == "agreed-year"
    qtbot.waitUntil(lambda: len(recorded_scores(w2.game)) == 1)
    assert w2.info_tabs.currentWidget() is w2.score_panel and shown_scores(w2) == expected(w2.game, "c-diplo")


def test_an_ended_game_is_scored_again_under_another_system(qtbot):
    w = make_window(qtbot)
    game = w.game
    endings.end_by_agreement(game, how="draw")
    qtbot.waitUntil(lambda: len(recorded_scores(game)) == 1)
    # Game > Score of the game (Ctrl+Shift+P): the Score tab, the system chooser focused
    w.info_tabs.setCurrentIndex(0)
    qtbot.keyClick(focused(w), Qt.Key.Key_P, CTRL | SHIFT)
    assert w.info_tabs.currentWidget() is w.score_panel and w.score_panel.system.hasFocus()
    w.score_panel.system.setCurrentIndex(w.score_panel.system.findData("sum-of-squares"))
    # shown at once, not kept until asked
    assert shown_scores(w) == expected(game, "sum-of-squares")
    assert w.score_panel.record_button.isEnabled() and "Not kept" in w.score_panel.note.text()
    assert len(recorded_scores(game)) == 1
    w.score_panel.record_button.click()  # through the dispatcher: run("record_score")
    kept = recorded_scores(game)
    assert [r.system for r in kept] == ["c-diplo", "sum-of-squares"]
    assert kept[1].scores["RUSSIA"] == Fraction(100 * 16, 16 + 6 * 9)  # 4 centres against six of 3
    assert not w.score_panel.record_button.isEnabled()
    assert "Also scored under: C-Diplo (solo 100)." in w.score_panel.note.text()
    # the menu command records under the chosen system too; the choice is remembered for the next game
    w.score_panel.system.setCurrentIndex(w.score_panel.system.findData("carnage"))
    w.act_record_score.trigger()
    assert [r.system for r in recorded_scores(game)][-1] == "carnage"
    assert language.load_settings()["scoring_system"] == "carnage"
    w2 = make_window(qtbot)
    assert w2.score_panel.current_system() == "carnage"
    endings.end_by_agreement(w2.game, how="draw")
    qtbot.waitUntil(lambda: len(recorded_scores(w2.game)) == 1)
    assert recorded_scores(w2.game)[0].system == "carnage"


def test_a_game_opened_ended_shows_its_last_score_and_scores_on_request(qtbot, tmp_path):
    game = Game.new("standard")
    path = tmp_path / "old.dipgame"
    with GameFile.create(path, game):
        endings.end_by_agreement(game, how="draw")  # ended before scoring existed: no score kept
    w = make_window(qtbot)
    assert w.open_game(str(path))
    assert recorded_scores(w.game) == []  # opening is not ending: nothing recorded by itself
    assert "Not kept" in w.score_panel.note.text() and w.score_panel.record_button.isEnabled()
    w.run("record_score")
    assert [r.system for r in recorded_scores(w.game)] == ["c-diplo"]
    w.close()
    with GameFile.open(path, readonly=True) as again:
        assert [r.system for r in recorded_scores(again.game)] == ["c-diplo"]


def test_undoing_a_victory_leaves_the_score_in_the_record_but_not_current(qtbot):
    now = FakeTime()
    game = near_solo(now)
    w = make_window(qtbot, game, now=now)
    game.set_orders("FRANCE", ["A Pie - Ven"])
    w.run("adjudicate")
    qtbot.waitUntil(lambda: len(recorded_scores(game)) == 1)
    w.run("undo")  # asked and confirmed (gui_helpers)
    assert game.end is None
    assert len(recorded_scores(game)) == 1 and current_scores(game) == []
    assert w.score_panel.rows() == [] and w.score_panel.heading.text().startswith("The game goes on")
    w.run("adjudicate")  # the same victory again: the same result, whose score is kept already
    qtbot.waitUntil(lambda: w.info_tabs.currentWidget() is w.score_panel)
    assert len(current_scores(game)) == 1 and len(recorded_scores(game)) == 1
    assert w.score_panel.note.text().startswith("Kept in the game record")


def test_scoring_a_game_that_goes_on_is_refused_under_the_commands_title(qtbot):
    w = make_window(qtbot)
    w.titled = []
    w.tell = lambda title, text: w.titled.append((title, text))
    w.run("record_score")
    assert w.titled == [("Cannot score the game", "the game has not ended; only an ended game can be scored")]
    assert recorded_scores(w.game) == []


def test_the_score_tab_speaks_the_language(qtbot):
    w = make_window(qtbot)
    endings.end_by_agreement(w.game, how="draw")
    qtbot.waitUntil(lambda: len(recorded_scores(w.game)) == 1)
    w.set_language("ja", remember=False)
    assert w.info_tabs.tabText(w.info_tabs.indexOf(w.score_panel)) == "得点"
    assert w.score_panel.heading.text() == "C-Diplo（単独勝利100点）による得点"
    assert w.score_panel.system.currentText() == "C-Diplo（単独勝利100点）"
    assert w.score_panel.rows()[0][1] == "ロシア"
    assert w.score_panel.table.horizontalHeaderItem(4).text() == "得点"
    w.set_language("zh_Hant", remember=False)
    assert w.score_panel.heading.text() == "按C-Diplo（單獨勝出100分）之得分"
    assert w.record.list.item(w.record.list.count() - 1).text().split(" ", 1)[1].startswith(
        "按C-Diplo（單獨勝出100分）計分：俄羅斯 43")


def test_the_panel_shows_the_engines_ranking(qtbot):
    w = make_window(qtbot)
    endings.end_by_agreement(w.game, how="draw")
    qtbot.waitUntil(lambda: len(recorded_scores(w.game)) == 1)
    scores = find_system("c-diplo")(result_from_game(w.game))
    assert [int(row[0]) for row in w.score_panel.rows()] == [place for place, _ in rank(scores)]

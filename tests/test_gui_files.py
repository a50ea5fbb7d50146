"""New game, game files (save, reopen, bad files), recent games and exports from the window."""

from __future__ import annotations

import pytest
from gui_helpers import CTRL, FakeTime, focused, make_window, type_all
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from referee_app.core.record import GameFile, recent_games


def test_new_game_dialog_offers_the_rulebook_player_counts_and_timers(qtbot, tmp_path):
    from referee_app.gui.new_game_dialog import NewGameDialog

    dlg = NewGameDialog(games_dir=tmp_path)
    qtbot.addWidget(dlg)
    assert dlg.players.value() == 7 and len(dlg.name_edits) == 7
    assert (dlg.timers.first.value(), dlg.timers.later.value(), dlg.timers.orders.value()) == (30, 15, 5)
    assert dlg.timers.warnings.text() == "5, 1"
    dlg.players.setValue(4)  # rule 1.2.3(c): England alone, three players with two powers each
    assert len(dlg.name_edits) == 4
    labels = [dlg.names_form.itemAt(i, dlg.names_form.ItemRole.LabelRole).widget().text() for i in range(4)]
    assert labels[0] == "England" and "France" in labels[1] and "Austria" in labels[1]
    dlg.players.setValue(3)
    assert dlg.assignment.count() == 2  # rule 1.2.3(d) gives two ways
    dlg.players.setValue(6)
    assert "Italy" in dlg.rule_note.text()
    dlg.players.setValue(4)
    for edit, name in zip(dlg.name_edits, ["Ann", "Bob", "Cy", "Di"]):
        edit.setText(name)
    dlg.timers.first.setValue(20)
    dlg.timers.warnings.setText("3, 1, 0.5")
    game, path, settings = dlg.result_game()
    assert game.setup.players["ENGLAND"] == "Ann" and game.setup.players["FRANCE"] == "Bob"
    assert game.setup.players["AUSTRIA"] == "Bob" and game.setup.players["RUSSIA"] == "Di"
    assert settings.first_diplomacy == 20 * 60 and settings.warnings == (180, 60, 30)
    assert path.endswith(".dipgame") and path.startswith(str(tmp_path))
    dlg.timers.warnings.setText("soon")
    with pytest.raises(Exception, match="minutes"):
        dlg.result_game()


def test_new_game_from_the_window_is_saved_as_it_happens(qtbot, tmp_path, monkeypatch):
    from referee_app.gui import new_game_dialog

    target = tmp_path / "club.dipgame"

    def fake_exec(self):
        self.title.setText("Club night")
        self.timers.first.setValue(25)
        self.path.setText(str(target))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(new_game_dialog.NewGameDialog, "exec", fake_exec)
    w = make_window(qtbot)
    qtbot.keyClick(focused(w), Qt.Key.Key_N, CTRL)
    assert w.gamefile is not None and target.exists()
    assert w.game.setup.title == "Club night"
    assert w.clock.settings.first_diplomacy == 25 * 60
    type_all(qtbot, w, {"FRANCE": ["A Par - Bur"]})
    # every keystroke is in the file already: a second reader sees the sheet
    snap = GameFile.open(target, readonly=True)
    assert snap.game.current.sheets["FRANCE"] == ["A Par - Bur"]
    assert target.resolve() in [p.resolve() for p in recent_games()]
    w.close()


def test_reopening_a_game_resumes_phase_sheets_and_clock(qtbot, tmp_path):
    ft = FakeTime()
    w = make_window(qtbot, now=ft)
    path = tmp_path / "evening.dipgame"
    assert w.save_as(str(path))
    type_all(qtbot, w, {"FRANCE": ["A Par - Bur", "A Mar - Spa"]})
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)  # to Fall 1901
    type_all(qtbot, w, {"GERMANY": ["A Mun - Ruh"]})
    qtbot.keyClick(focused(w), Qt.Key.Key_F5)  # diplomacy starts (15 minutes)
    ft.advance(200)
    w.close()  # closing pauses the running clock and logs it

    w2 = make_window(qtbot, now=ft)
    assert w2.open_game(str(path))
    game = w2.game
    assert str(game.phase) == "F1901M"
    assert w2.pane("GERMANY").editor.toPlainText() == "A Mun - Ruh"
    assert w2.clock.period.value == "diplomacy" and w2.clock.paused
    assert w2.clock.remaining() == pytest.approx(15 * 60 - 200, abs=1)
    qtbot.keyClick(focused(w2), Qt.Key.Key_F5)  # resume where it stopped
    assert w2.clock.running
    assert w2.phase_label.text() == "Fall 1901 Movement"


def test_a_bad_game_file_shows_a_message_and_changes_nothing(qtbot, tmp_path):
    w = make_window(qtbot)
    before = w.game
    bad = tmp_path / "broken.dipgame"
    bad.write_bytes(b"this is not a game file at all" * 10)
    assert not w.open_game(str(bad))
    assert w.game is before
    assert w.told and "broken.dipgame" in w.told[-1]
    missing = tmp_path / "nothing-here.dipgame"
    assert not w.open_game(str(missing))
    assert "nothing-here.dipgame" in w.told[-1]


def test_export_from_the_window(qtbot, tmp_path):
    w = make_window(qtbot)
    type_all(qtbot, w, {"FRANCE": ["A Par - Bur"]})
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, CTRL)
    out = tmp_path / "game.txt"
    assert w.export("text", str(out))
    assert out.exists() and "BUR" in out.read_text(encoding="utf-8").upper()
    assert not w.export("no-such-format", str(tmp_path / "x"))
    assert "no-such-format" in w.told[-1]


def test_app_command_line(qtbot):
    from referee_app.gui.app import build_parser

    args = build_parser().parse_args(["game.dipgame", "--projector", "--lang", "zh_Hant"])
    assert args.game == "game.dipgame" and args.projector and args.lang == "zh_Hant"


def test_no_command_line_is_the_parsers_defaults():
    """A start with no argument skips building the parser: what it reads is exactly the parser's defaults."""
    from referee_app.gui.app import build_parser, parse_args

    assert vars(parse_args([])) == vars(build_parser().parse_args([]))
    assert vars(parse_args(["g.dipgame", "--codes"])) == vars(build_parser().parse_args(["g.dipgame", "--codes"]))


def test_a_running_clock_keeps_running_after_a_crash(qtbot, tmp_path):
    from referee_app.games.diplomacy import Game

    w = make_window(qtbot, Game.new("standard"))  # time stamps from the real clock, as a reopened file has
    path = tmp_path / "crash.dipgame"
    assert w.save_as(str(path))
    qtbot.keyClick(focused(w), Qt.Key.Key_F5)  # diplomacy runs
    type_all(qtbot, w, {"ITALY": ["A Ven - Tyr"]})
    # the program dies: no pause is logged, the file is simply let go
    w.gamefile._close(flush=False)
    w.gamefile = None

    w2 = make_window(qtbot)
    assert w2.open_game(str(path))
    assert w2.clock.period.value == "diplomacy" and w2.clock.running  # the room's time went on
    assert w2.clock.remaining() == pytest.approx(30 * 60, abs=5)
    assert w2.pane("ITALY").editor.toPlainText() == "A Ven - Tyr"

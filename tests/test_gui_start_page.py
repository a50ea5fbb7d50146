"""The start page: what the program does, New game and Open, and the recent games (name, phase,
ruleset, last change) reopened with one key."""

from __future__ import annotations

from fresh_start import what_a_start_makes
from gui_helpers import SPRING_1901, FakeTime
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from referee_app.core.record import GameFile, add_recent_game
from referee_app.games.diplomacy import Game
from referee_app.gui.main_window import MainWindow
from referee_app.gui.start_page import START_COMMANDS, when_text


def _game_file(path, title: str, ruleset: str, adjudicate: bool) -> None:
    game = Game.new(ruleset, title=title, clock=FakeTime())
    if adjudicate:
        for power, lines in SPRING_1901.items():
            game.set_orders(power, lines)
        game.process()
    GameFile.create(path, game).close()
    add_recent_game(path)


def _start_window(qtbot) -> MainWindow:
    w = MainWindow(now=FakeTime(), tick_ms=60_000)
    w.told = []
    w.tell = lambda title, text: w.told.append(text)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    return w


def test_an_empty_start_says_what_the_program_does_and_how_to_start(qtbot):
    w = _start_window(qtbot)
    page = w.start_page
    assert w.stack.currentWidget() is page
    assert "adjudicate" in page.about.text() and "projector" in page.about.text()
    assert list(page.buttons) == list(START_COMMANDS) == ["new", "open"]
    assert "Ctrl+N" in page.buttons["new"].text() and "Ctrl+O" in page.buttons["open"].text()
    assert page.empty.isVisibleTo(page) and not page.recent.isVisibleTo(page)
    called = []
    w.run = lambda name, *args: called.append((name, args))  # the buttons run the window's commands
    page._run = w.run
    page.buttons["open"].click()
    assert called == [("open", ())]


def test_recent_games_show_name_phase_ruleset_and_last_change_and_reopen_with_one_key(qtbot, tmp_path):
    older, newer = tmp_path / "club.dipgame", tmp_path / "final.dipgame"
    _game_file(older, "Club night", "standard", adjudicate=False)
    _game_file(newer, "The final", "rulebook-1982", adjudicate=True)
    w = _start_window(qtbot)
    tree = w.start_page.recent
    assert tree.topLevelItemCount() == 2
    first, second = tree.topLevelItem(0), tree.topLevelItem(1)
    assert first.text(1) == "The final"
    assert first.text(0) == "1" and first.text(2) == "Fall 1901 Movement"
    assert first.text(3)  # the ruleset's title
    assert first.text(4)  # the last change
    assert second.text(1) == "Club night" and second.text(2) == "Spring 1901 Movement"
    assert str(tmp_path) in first.text(5)
    # the newest is selected and has the keys: Return reopens it
    assert tree.currentItem() is first
    qtbot.waitUntil(tree.hasFocus)
    qtbot.keyClick(tree, Qt.Key.Key_Return)
    assert w.game is not None and w.game.setup.title == "The final"
    assert w.stack.currentWidget() is w.game_page
    w.close()


def test_a_number_key_reopens_that_game(qtbot, tmp_path):
    _game_file(tmp_path / "a.dipgame", "A", "standard", adjudicate=False)
    _game_file(tmp_path / "b.dipgame", "B", "standard", adjudicate=False)
    w = _start_window(qtbot)
    qtbot.keyClick(w.start_page.recent, Qt.Key.Key_2)
    assert w.game is not None and w.game.setup.title == "A"
    w.close()


def test_a_recent_file_that_cannot_be_read_is_listed_as_such(qtbot, tmp_path):
    bad = tmp_path / "bad.dipgame"
    bad.write_bytes(b"not a game")
    add_recent_game(bad)
    w = _start_window(qtbot)
    item = w.start_page.recent.topLevelItem(0)
    assert item.text(1) == "bad" and item.text(2) == "cannot be read"


def test_when_text():
    now = 1_700_000_000.0
    assert when_text(None) == ""
    assert when_text(now - 60, now).startswith("today ")
    assert when_text(now - 40 * 86400, now)[:4].isdigit()


def test_a_recent_game_unchanged_since_it_was_listed_is_listed_without_replaying_it(qtbot, tmp_path, monkeypatch):
    """The start page keeps how it listed a game with the file's time and size: an unchanged file is
    listed from that (a long game is not replayed at each start); a changed one is read again."""
    from referee_app.core import record
    from referee_app.gui.start_page import read_recent

    path = (tmp_path / "evening.dipgame").resolve()
    _game_file(path, "Friday evening", "standard", adjudicate=True)
    first = read_recent(path, "en")
    assert first.phase == "Fall 1901 Movement" and not first.problem
    opened = []
    real_open = record.GameFile.open
    monkeypatch.setattr(record.GameFile, "open", lambda *a, **k: (opened.append(a), real_open(*a, **k))[1])
    assert read_recent(path, "en") == first and opened == []
    assert read_recent(path, "ja").phase != first.phase and len(opened) == 1  # another language: read again
    with real_open(path) as gf:
        gf.game.set_orders("FRANCE", ["A Par - Bur"])
        gf.game.process()
    again = read_recent(path, "en")
    assert len(opened) == 2 and again.phase == "Winter 1901 Adjustments"


def _run_main(qtbot, monkeypatch, argv: list[str]) -> MainWindow:
    """The program's ``main`` with these arguments, up to its event loop (not entered): the window it made."""
    from PySide6.QtWidgets import QApplication

    from referee_app.gui import app

    monkeypatch.setattr(QApplication, "exec", lambda self=None: 0)
    before = set(QApplication.topLevelWidgets())
    assert app.main(argv) == 0
    wins = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w not in before]
    assert len(wins) == 1
    w = wins[0]
    qtbot.addWidget(w)
    return w


def _page_as_shown(w: MainWindow) -> tuple[object, ...]:
    page = w.start_page
    tree = page.recent
    rows = [tuple(tree.topLevelItem(i).text(c) for c in range(tree.columnCount())) for i in range(tree.topLevelItemCount())]
    labels = sorted((type(x).__name__, x.objectName(), x.text()) for x in page.findChildren(QLabel))
    return (w.stack.indexOf(page), w.windowTitle(), page.heading.text(), page.about.text(),
            [b.text() for b in page.buttons.values()], rows, page.empty.isVisibleTo(page), labels)


def test_a_window_started_with_a_game_file_makes_its_start_page_only_if_it_is_shown(qtbot, tmp_path, monkeypatch):
    """``referee GAME``: the start page is not made (the game is shown); asked for later it is the page a window
    made without a game shows; with a file that cannot be opened the start page is shown, as it is when the
    program starts with no file."""
    club, final = tmp_path / "club.dipgame", tmp_path / "final.dipgame"
    _game_file(club, "Club night", "standard", adjudicate=False)
    _game_file(final, "The final", "rulebook-1982", adjudicate=True)
    plain = _run_main(qtbot, monkeypatch, [])
    assert plain.panels is None and plain.stack.currentWidget() is plain.start_page
    expected = _page_as_shown(plain)
    plain.close()

    w = _run_main(qtbot, monkeypatch, [str(final)])
    assert w._start_page is None and w.panels is not None and w.stack.currentWidget() is w.game_page
    assert w.stack.count() == 1
    page = w.start_page  # made when asked for: the stack's first page, behind the game's
    assert w.stack.indexOf(page) == 0 and w.stack.currentWidget() is w.game_page and not page.isVisible()
    w.close()

    broken = tmp_path / "broken.dipgame"
    broken.write_bytes(b"not a game file")
    told: list[str] = []
    monkeypatch.setattr(MainWindow, "_tell", lambda self, title, text: told.append(text))
    w = _run_main(qtbot, monkeypatch, [str(broken)])
    assert told and "broken.dipgame" in told[0]
    assert w.panels is None and w.stack.currentWidget() is w.start_page and w.start_page.isVisible()
    assert _page_as_shown(w) == expected
    w.close()


def test_a_start_with_a_game_file_touches_no_dialog_class(tmp_path):
    """``referee GAME`` (a fresh process, to its window shown) makes no enum of the classes only dialogs and the
    start page use (PySide makes a class's enums when it is first imported: 0.2-1 ms each): they are imported
    where a dialog opens or the start page is made."""
    game = tmp_path / "g.dipgame"
    _game_file(game, "Club night", "standard", adjudicate=True)
    made, _ = what_a_start_makes(game, tmp_path / "config")
    assert "Qt.Key" in made and "QMainWindow.DockOption" in made  # the hook sees the enums the window makes
    for cls in ("QFileDialog", "QMessageBox", "QInputDialog", "QDialogButtonBox", "QFormLayout", "QLineEdit",
                "QTreeWidgetItem"):
        assert not [e for e in made if e.startswith(cls + ".")], (cls, made)

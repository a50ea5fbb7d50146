"""``referee GAME``: the window's menus are built once, with the game's rows, not first for the start page and
then again for the game; what the referee sees of them is what a window shows that was made without a game and
then opened it (every menu and action: text, keys, enabled and checked states, in order; the recent games
filled; the texts translated after a change of language). A start whose file is not shown gets the start
page's menus, as a start with no file does."""

from __future__ import annotations

from typing import Any

import pytest
from gui_helpers import FakeTime
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu

from referee_app.core.record import GameFile
from referee_app.games.diplomacy import Game
from referee_app.games.lieou.game import LieouGame
from referee_app.games.paths_of_glory.game import PogGame
from referee_app.gui import language
from referee_app.gui.main_window import MainWindow


def _run_main(qtbot, monkeypatch, argv: list[str]) -> MainWindow:
    """The program's ``main`` with these arguments, up to its event loop (not entered): the window it made."""
    from referee_app.gui import app

    monkeypatch.setattr(QApplication, "exec", lambda self=None: 0)
    told: list[str] = []
    monkeypatch.setattr(MainWindow, "_tell", lambda self, title, text: told.append(text))
    before = set(QApplication.topLevelWidgets())
    assert app.main(argv) == 0
    wins = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w not in before]
    assert len(wins) == 1
    w = wins[0]
    w.told = told
    qtbot.addWidget(w)
    return w


def _action(act: QAction) -> tuple[Any, ...]:
    group = act.actionGroup()
    sub = act.menu()
    return (act.text(), act.isSeparator(), [k.toString() for k in act.shortcuts()], act.shortcutContext().name,
            act.isEnabled(), act.isVisible(), act.isCheckable(), act.isChecked(),
            group is not None and group.isExclusive(), act.toolTip(), act.statusTip(),
            _menu(sub) if isinstance(sub, QMenu) else None)


def _menu(menu: Any) -> list[tuple[Any, ...]]:
    if isinstance(menu, QMenu):
        menu.aboutToShow.emit()  # a menu filled as it opens (File > Recent games) is described filled
        return [menu.title(), menu.isEnabled(), *(_action(a) for a in menu.actions())]
    return [_action(a) for a in menu.actions()]


def menus_as_shown(w: MainWindow) -> tuple[Any, ...]:
    """Everything the referee sees of the window's menus and commands: the menu bar's menus, their actions and
    submenus in order, then the window's own actions (the keys without a menu too), in order."""
    return (_menu(w.menuBar()), [_action(a) for a in w.actions()], list(w.command_actions),
            w.menuBar().isVisibleTo(w))


def _files(tmp_path, stem: str = "evening") -> dict[str, str]:
    """A game file of each game (one file is open in one window at a time: each window its own copies)."""
    games = {"dipgame": Game.new("standard", title="Club night", clock=FakeTime()), "lieou": LieouGame(seed=3),
             "pog": PogGame.new("intro", seed=3)}
    paths = {}
    for suffix, game in games.items():
        path = tmp_path / f"{stem}.{suffix}"
        GameFile.create(path, game).close()
        paths[suffix] = str(path)
    return paths


@pytest.mark.parametrize("lang", [[], ["--lang", "en"]], ids=["system language", "--lang en"])
def test_a_window_started_with_a_game_has_the_menus_of_one_that_opened_it_after(qtbot, tmp_path, monkeypatch, lang):
    copies = _files(tmp_path, "copy")
    for suffix, path in _files(tmp_path).items():
        old = _run_main(qtbot, monkeypatch, lang)  # the old way: made for the start page, then the game opened
        assert old.open_game(copies[suffix]) and old.panels is not None
        new = _run_main(qtbot, monkeypatch, [*lang, path])
        assert not new.told, new.told
        assert new.panels is not None and type(new.panels) is type(old.panels)
        expected = menus_as_shown(old)
        assert menus_as_shown(new) == expected, suffix
        assert expected[0] and len(expected[1]) > 25
        assert old.act_system_language.isChecked() is (not lang)  # the system language's mark, as the start set it
        # the same after a change of language: every text of the menus is translated again, in both
        old.act_language_ja.trigger()
        expected = menus_as_shown(old)
        new.act_language_ja.trigger()
        assert menus_as_shown(new) == expected, suffix
        assert new.file_menu.title() != "&File"
        old.close()
        new.close()
        language.install("en")
        language.save_settings(language="system")


def test_a_window_started_with_a_game_builds_its_menus_once(qtbot, tmp_path, monkeypatch):
    built: list[int] = []
    real = MainWindow._build_actions
    monkeypatch.setattr(MainWindow, "_build_actions", lambda self, rows: (built.append(len(rows)), real(self, rows))[1])
    w = _run_main(qtbot, monkeypatch, ["--lang", "en", _files(tmp_path)["dipgame"]])
    assert w.panels is not None and len(built) == 1 and built[0] == len(w.rows)
    w.close()


def test_a_start_whose_file_is_not_shown_has_the_start_pages_menus(qtbot, tmp_path, monkeypatch):
    broken = tmp_path / "broken.dipgame"
    broken.write_bytes(b"not a game file")
    plain = _run_main(qtbot, monkeypatch, [])
    expected = menus_as_shown(plain)
    plain.close()
    w = _run_main(qtbot, monkeypatch, [str(broken)])
    assert w.told
    assert w.panels is None and w.stack.currentWidget() is w.start_page
    assert menus_as_shown(w) == expected
    assert expected[0] and w.act_system_language.isChecked()
    # and a game opened from there gets its menus as a window made without a game does
    assert w.open_game(_files(tmp_path)["dipgame"])
    again = _run_main(qtbot, monkeypatch, [])
    assert again.open_game(_files(tmp_path, "copy")["dipgame"])
    assert menus_as_shown(w) == menus_as_shown(again)
    w.close()
    again.close()

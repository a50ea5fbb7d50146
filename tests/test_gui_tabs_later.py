"""The tabs behind the Results (Retreats, Centres, Record) made when first shown or read (issue 33, round 8,
`referee FILE`): their labels, tables and lists are not made, polished and laid out at every start behind the
Results. Made just before their first show, they are laid out and painted as they were when made with the window,
and they show what they would have shown."""

from __future__ import annotations

import pytest
from gui_helpers import FALL_1901, SPRING_1901, FakeTime, make_window, settle, type_all
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from referee_app.games.diplomacy import Game
from referee_app.gui.diplomacy import panels as panels_module
from referee_app.gui.diplomacy import results_view
from referee_app.gui.main_window import MainWindow


@pytest.fixture(autouse=True)
def no_idle(monkeypatch):
    """The sheets not shown, made in idle time, held off: the widgets compared are those of the first show."""
    monkeypatch.setattr(panels_module, "IDLE_BUILD_MS", 3_600_000)


def _pages(w: MainWindow) -> list[results_view.MadeWhenShown]:
    return [w.panels.retreats, w.panels.centres, w.panels.record]


def _window(qtbot, game: Game, *, eager: bool) -> MainWindow:
    """A window with ``game``, shown as ``referee GAME`` shows it; ``eager``: its tabs' widgets made before the show,
    as they were made with the window before."""
    w = MainWindow(game, None, now=FakeTime(), tick_ms=60_000)
    qtbot.addWidget(w)
    w.resize(1500, 920)
    if eager:
        for page in _pages(w):
            page.made()
    w.show()
    w.lay_out_shown()
    qtbot.waitExposed(w)
    settle(qtbot)
    return w


def _layout(w: MainWindow) -> list[object]:
    """The window's size, the tab widget's hints, and every widget shown: its class, name, place and size."""
    tabs = w.panels.info_tabs
    return [w.size().toTuple(), tabs.sizeHint().toTuple(), tabs.minimumSizeHint().toTuple()] + [
        (type(c).__name__, c.objectName(), c.geometry().getRect()) for c in w.findChildren(QWidget) if c.isVisible()]


def _shown_page(w: MainWindow, index: int) -> tuple[object, ...]:
    """What the tab ``index`` shows: its widgets' places, texts and pixels."""
    page = w.panels.info_tabs.widget(index)
    texts = []
    for c in page.findChildren(QWidget):
        for attr in ("text",):
            if hasattr(c, attr) and callable(getattr(c, attr)):
                texts.append((type(c).__name__, getattr(c, attr)()))
        if hasattr(c, "count") and hasattr(c, "item") and hasattr(c, "currentRow"):  # a list
            texts.append([c.item(i).text() for i in range(c.count())])
    image = page.grab().toImage()
    return (_layout(w), texts, [(type(c).__name__, c.geometry().getRect()) for c in page.findChildren(QWidget) if c.isVisible()],
            image.width(), image.height(), bytes(image.constBits()))


def test_a_game_opened_makes_no_widget_of_the_tabs_behind_the_results(qtbot):
    w = make_window(qtbot)
    settle(qtbot)
    for page in _pages(w):
        assert not page._made and page.findChildren(QWidget) == [] and page.layout() is None, type(page).__name__
    assert w.panels.info_tabs.currentWidget() is w.panels.results


def test_the_window_is_laid_out_as_when_the_tabs_were_made_with_it_and_each_tab_shows_the_same(qtbot):
    game = Game.new("standard", clock=FakeTime())
    _window(qtbot, game, eager=False).close()  # (the first window of a process sizes its status bar's label otherwise)
    late = _window(qtbot, game, eager=False)
    early = _window(qtbot, game, eager=True)
    assert [p._made for p in _pages(late)] == [False] * 3 and [p._made for p in _pages(early)] == [True] * 3
    assert _layout(late) == _layout(early)  # (fails if a page's hints counted: the tab widget's are the same)
    for index in (1, 2, 3, 0):
        for w in (late, early):
            w.panels.info_tabs.setCurrentIndex(index)
            settle(qtbot)
        assert _shown_page(late, index) == _shown_page(early, index), index


def test_tabs_filled_before_they_are_made_show_what_tabs_made_at_once_show(qtbot):
    """A game opened at its retreats (a dislodgement), a language change and an order typed while the tabs are behind
    the Results: made then, each shows what a page made with the window and kept up to date shows (the retreats' list,
    heading and destinations, the centres, the record), and a retreat chosen is shown on the board as before."""
    now = FakeTime()
    game = Game.new("standard", clock=now)
    for orders in (SPRING_1901, FALL_1901):
        for power, lines in orders.items():
            game.set_orders(power, lines)
        game.process()
    assert game.phase.type.name == "RETREATS"
    w = make_window(qtbot, game, now=now)
    panels = w.panels
    eager = [results_view.RetreatsPanel(), results_view.CentresPanel(), results_view.RecordPanel()]
    for page in eager:
        page.made()
        qtbot.addWidget(page)
    originals = {}
    for page, mirror in zip(_pages(w), eager):  # every call the window makes on its page, made on the mirror too
        for name in ("show_options", "show_game", "retranslate"):
            if hasattr(page, name):
                originals[(page, name)] = getattr(page, name)

                def call(*args, _page=page, _mirror=mirror, _name=name, **kwargs):
                    getattr(_mirror, _name)(*args, **kwargs)
                    return originals[(_page, _name)](*args, **kwargs)
                setattr(page, name, call)
    panels.refresh_all()
    w.set_language("ja")
    settle(qtbot)
    type_all(qtbot, w, {"ITALY": ["A Ven - Pie"]})
    panels.flush_views()
    settle(qtbot)
    assert panels.info_tabs.currentWidget() is panels.results
    assert not any(p._made for p in _pages(w))
    retreats, centres, record = _pages(w)
    assert retreats.options and retreats.texts() == [eager[0].list.item(i).text() for i in range(eager[0].list.count())]
    assert retreats.heading.text() == eager[0].heading.text() != ""
    assert [retreats.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(retreats.list.count())] == [
        eager[0].list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(eager[0].list.count())]
    assert centres.rows() == eager[1].rows() != [] and centres.heading.text() == eager[1].heading.text()
    assert [centres.table.horizontalHeaderItem(i).text() for i in range(6)] == [
        eager[1].table.horizontalHeaderItem(i).text() for i in range(6)]
    assert [record.list.item(i).text() for i in range(record.list.count())] == [
        eager[2].list.item(i).text() for i in range(eager[2].list.count())] != []
    selected = []
    retreats.selected.connect(lambda province, dests: selected.append((province, dests)))
    retreats.list.setCurrentRow(0)  # a retreat chosen: its unit and destinations handed on, as before
    assert selected == [(retreats.options[0].unit.province, [d.province for d in retreats.options[0].destinations])]
    w.set_language("en")

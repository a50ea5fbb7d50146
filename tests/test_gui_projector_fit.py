"""The projector's results fitted to the room they are shown in (issue 33, round 10).

A refresh gives every label of the side panel its text first, then sizes the panel, fits the results to the room the
other parts leave them at their smallest (``DiplomacyProjector._info_room``), gives the results' label the height
its text was measured to need, and lays the panel out once. Until round 10 the panel was laid out with the new
phase's name but the old subtitle and counts, the results fitted to the room of that layout, and the panel laid out
twice more: the results then overlapped the list of powers (a winter at 1280x720), or were shown in less than the
height they were measured to need (the busy Fall 1903's retreats), or smaller than the room allowed."""

from __future__ import annotations

import random

import pytest
from gui_helpers import SPRING_1901, make_window, projector_shown, settle
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

from referee_app.games.diplomacy import Game, PhaseType, format_order
from referee_app.games.diplomacy.table.randomgame import random_orders
from referee_app.gui.diplomacy.projector import DiplomacyProjector, _text_height
from referee_app.gui.language import keep_words
from referee_app.gui.projector import min_text_px

SIZES = [(1280, 720), (1280, 800), (1920, 1080)]
SHORT = ["<b>Results of Fall 1903 Movement</b>", "Standoffs: Ionian Sea, Trieste",
         "<b>Dislodged units may retreat:</b><br>Austria-Hungary A VEN → Apulia, Tuscany, Tyrolia<br>"
         "Russia A LVN → St. Petersburg"]
LONG = ["<b>Results of Winter 1901 Adjustments</b>",
        "<br>".join(f"England: (removal by the civil-disorder rules) Fleet Line{i:02d}" for i in range(40))]
MIDDLE = ["<b>Results of Winter 1901 Adjustments</b>",
          "<br>".join(f"England: (removal by the civil-disorder rules) Fleet Line{i:02d}" for i in range(9))]


def busy_fall_1903() -> Game:
    """The bench's busy Fall 1903 (bench/make_games.py: a seeded random game, seed 47, its orders written; 26 orders,
    two units dislodged, so a retreat phase and a winter with builds follow)."""
    rng = random.Random(47)
    game = Game.new("standard", title="Bench: a busy Fall 1903")
    while True:
        ph = game.phase
        if ph.type is PhaseType.MOVEMENT:
            orders = {p: [format_order(o) for o in lst] for p, lst in random_orders(game.position, game.ruleset, rng).items()}
        elif ph.type is PhaseType.RETREATS:
            orders = {}
            for opt in game.retreat_options():
                if opt.destinations:
                    orders.setdefault(opt.unit.power, []).append(f"{opt.unit} - {rng.choice(opt.destinations).province}")
        else:
            orders = {}
            for power, n in game.adjustments().items():
                if n > 0:
                    orders[power] = [f"Build A {s}" for s in game.build_sites(power)[:n]]
                elif n < 0:
                    orders[power] = [f"Remove {u}" for u in game.position.units_of(power)[:-n]]
        for power, lines in orders.items():
            game.set_orders(power, lines)
        if ph.type is PhaseType.MOVEMENT and ph.year == 1903 and ph.season.name == "FALL":
            return game
        game.process()


def spring_1901() -> Game:
    game = Game.new("standard", title="Bench: Spring 1901")
    for power, lines in SPRING_1901.items():
        game.set_orders(power, lines)
    return game


def shown_at(qtbot, game: Game, size: tuple[int, int]):  # type: ignore[no-untyped-def]
    """The window on ``game`` with its projector shown at ``size``."""
    w = make_window(qtbot, game)
    p = projector_shown(qtbot, w)
    p.resize(*size)
    qtbot.waitUntil(lambda: (p.width(), p.height()) == size)
    settle(qtbot)
    return w, p


def side_geometry(p: DiplomacyProjector) -> list[tuple[int, int, int, int]]:
    return [c.geometry().getRect() for c in p.side.findChildren(QWidget)]


def assert_whole_and_as_large_as_fits(p: DiplomacyProjector, what: str) -> None:
    """The results shown whole in their label as the side panel is laid out, under the list of powers, inside the
    panel, and at the largest size whose text the room would take (the list of powers giving up what it has above
    its smallest)."""
    before = side_geometry(p)
    p.side.layout().activate()
    QApplication.processEvents()
    assert side_geometry(p) == before, what  # the layout had settled: what is checked is what is shown
    info, frame = p.info, p.centres_frame
    need = _text_height(info.font(), info.text(), info.width())
    assert need <= info.height(), (what, need, info.height())
    assert info.geometry().top() > frame.geometry().bottom(), (what, info.geometry(), frame.geometry())
    assert info.geometry().bottom() < p.side.height(), what
    assert frame.height() >= frame.minimumHeight(), what  # the list of powers at least at its smallest
    for lab in (p.title, p.subtitle):
        assert lab.height() >= lab.heightForWidth(lab.width()), what  # the phase and the line under it whole
    small = min_text_px(p.width())
    px = info.font().pixelSize()
    most = info.height() + frame.height() - frame.minimumHeight()
    if not p.info_pages and px < small:
        bigger = QFont(info.font())
        bigger.setPixelSize(px + 1)
        assert _text_height(bigger, info.text(), info.width()) > most, (what, px)  # one size up would not fit
    if not p.info_pages and len(p.info_blocks) > 1 and "<br><br>" not in info.text():
        full = keep_words("<br><br>".join(p.info_blocks))  # the blank line between blocks left out: it did not fit
        smallest = QFont(info.font())
        smallest.setPixelSize(max(12, int(small * 0.75)))
        assert _text_height(smallest, full, info.width()) > most, what


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_busy_fall_1903_its_retreats_and_winter_are_whole_and_as_large_as_fit(qtbot, size):
    w, p = shown_at(qtbot, busy_fall_1903(), size)
    assert_whole_and_as_large_as_fits(p, "Fall 1903 orders")
    w.run("adjudicate")
    settle(qtbot)
    assert w.game.phase.type is PhaseType.RETREATS and len(p.info_blocks) >= 2
    assert_whole_and_as_large_as_fits(p, "Fall 1903 retreats")
    w.run("adjudicate")
    settle(qtbot)
    assert w.game.phase.type is PhaseType.ADJUSTMENTS
    assert_whole_and_as_large_as_fits(p, "Winter 1903")
    w.run("undo")
    settle(qtbot)
    assert_whole_and_as_large_as_fits(p, "Fall 1903 retreats again")


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_spring_1901_and_its_results_are_whole_at_the_reading_size(qtbot, size):
    w, p = shown_at(qtbot, spring_1901(), size)
    assert_whole_and_as_large_as_fits(p, "Spring 1901 orders")
    w.run("adjudicate")
    settle(qtbot)
    assert_whole_and_as_large_as_fits(p, "Spring 1901 results")
    assert p.info.font().pixelSize() == min_text_px(p.width())  # few results: the reading size


class Resized(QObject):
    """Counts the resizes of each widget it watches."""

    def __init__(self, widgets: list[QWidget]) -> None:
        super().__init__()
        self.count: dict[int, int] = {}
        self.names = {id(w): w for w in widgets}
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, obj, event):  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Resize:
            self.count[id(obj)] = self.count.get(id(obj), 0) + 1
        return False


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=["1280x800", "1920x1080"])
def test_an_adjudication_lays_the_side_panel_out_once(qtbot, size):
    w, p = shown_at(qtbot, busy_fall_1903(), size)
    watched = p.side.findChildren(QWidget)
    resized = Resized(watched)
    w.run("adjudicate")  # into the retreats: a new phase name, subtitle, counts and results
    settle(qtbot)
    assert resized.count, "nothing was laid out again"
    twice = [(type(x).__name__, getattr(x, "text", lambda: "")()[:30], n) for x in watched
             if (n := resized.count.get(id(x), 0)) > 1]
    assert not twice  # each part of the side panel given its new size once, never a size it is then taken from


def test_the_pages_turn_without_moving_the_side_panel_and_each_is_whole(qtbot):
    p = DiplomacyProjector(Game.new("standard"), None)
    qtbot.addWidget(p)
    p.show()
    p.resize(1280, 720)
    qtbot.waitUntil(lambda: (p.width(), p.height()) == (1280, 720))
    QApplication.processEvents()
    p.info_blocks = list(LONG)
    p.fit_info()
    QApplication.processEvents()
    assert len(p.info_pages) >= 2 and p.page_timer.isActive()
    where = side_geometry(p)
    seen = ""
    for _ in range(len(p.info_pages)):
        QApplication.processEvents()
        assert side_geometry(p) == where  # the list of powers does not jump as the pages turn
        assert _text_height(p.info.font(), p.info.text(), p.info.width()) <= p.info.height()
        seen += p.info.text()
        p.next_info_page()
    assert all(f"Line{i:02d}" in seen for i in range(40))


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("blocks", [SHORT, MIDDLE, LONG], ids=["short", "shrunk", "pages"])
def test_the_fit_does_not_depend_on_what_the_label_showed_before(qtbot, size, blocks):
    """The room is the panel's less the other parts at their smallest: the results' own text, font and height before
    play no part in it (the label left with another text, at another size, given another height, or a fresh window)."""
    def fitted(p: DiplomacyProjector) -> tuple[object, ...]:
        p.info_blocks = list(blocks)
        p._heights = []
        p.fit_info()
        QApplication.processEvents()
        return p.info.font().pixelSize(), p.info.text(), list(p.info_pages), p.info.minimumHeight(), side_geometry(p)

    def shown() -> DiplomacyProjector:
        p = DiplomacyProjector(Game.new("standard"), None)
        qtbot.addWidget(p)
        p.show()
        p.resize(*size)
        qtbot.waitUntil(lambda: (p.width(), p.height()) == size)
        QApplication.processEvents()
        return p

    p = shown()
    first = fitted(p)
    for before in (LONG, ["one line"]):  # another text shown, at another size, with another height
        p.info_blocks = list(before)
        p.fit_info()
        f = p.info.font()
        f.setPixelSize(12)
        p.info.setFont(f)
        QApplication.processEvents()
        assert fitted(p) == first
    assert fitted(shown()) == first
    if blocks is LONG:
        assert len(p.info_pages) >= 2  # the pages' branch was taken
    elif blocks is MIDDLE and size == (1280, 720):
        assert p.info.font().pixelSize() < min_text_px(1280)  # shrunk below the reading size


def test_a_height_kept_since_the_refresh_is_a_fresh_measure_and_a_refresh_measures_again(qtbot):
    p = DiplomacyProjector(Game.new("standard"), None)
    qtbot.addWidget(p)
    p.show()
    p.resize(1280, 800)
    QApplication.processEvents()
    font = QFont(p.info.font())
    p._heights = []  # (what the window's own fits measured so far)
    for px in (18, 16, 14):
        for text in (SHORT[0], "<br>".join(SHORT), "<br>".join(LONG)):
            for width in (200, 352):
                font.setPixelSize(px)
                first = p._measured(font, text, width)
                again = p._measured(font, text, width)
                assert first == again == _text_height(font, text, width)
    kept = len(p._heights)
    assert kept == 3 * 3 * 2  # one measure per font, text and width: the same asked again is not measured again
    bold = QFont(font)
    bold.setBold(True)
    p._measured(bold, SHORT[0], 352)
    assert len(p._heights) == kept + 1  # another font (the same size) is measured
    p.refresh()
    shown = keep_words("<br><br>".join(p.info_blocks))
    assert all(t == shown for _f, t, _w, _h in p._heights)  # only this refresh's own fit: nothing kept from before

"""The Qt board, offscreen: pixels of known positions, clicks, highlights, language, exports."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPointF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage  # noqa: E402

from referee_app.drawing.mapsvg import load_geometry  # noqa: E402
from referee_app.drawing.primitives import tint  # noqa: E402
from referee_app.games.diplomacy import Game, Location, Phase, Position, Unit, UnitType, adjudicate, load_ruleset  # noqa: E402
from referee_app.games.diplomacy.table.game import starting_position  # noqa: E402
from referee_app.gui.board import BoardWidget, cjk_font_available  # noqa: E402


@pytest.fixture(scope="module")
def rs():
    return load_ruleset("standard")


@pytest.fixture(scope="module")
def geo():
    return load_geometry()


@pytest.fixture
def board(qtbot, rs):
    b = BoardWidget(rs)
    qtbot.addWidget(b)
    b.resize(800, 700)
    return b


def _full(board: BoardWidget, geo) -> QImage:  # noqa: ANN001
    """The board at the map's own size: one pixel per map unit."""
    return board.render_image(int(geo.width), int(geo.height))


def _rgb(img: QImage, x: float, y: float) -> tuple[int, int, int]:
    c = img.pixelColor(int(round(x)), int(round(y)))
    return c.red(), c.green(), c.blue()


def _close(a: tuple[int, int, int], colour: str, tol: int = 18) -> bool:
    c = QColor(colour)
    return all(abs(x - y) <= tol for x, y in zip(a, (c.red(), c.green(), c.blue())))


def _open_spot(geo, code: str) -> tuple[float, float]:  # noqa: ANN001
    """A point well inside a space, away from its unit, name and centre marker."""
    sp = geo.spaces[code]
    x0, y0, x1, y1 = sp.bbox
    anchors = [p for p in (sp.unit, sp.label, sp.sc, sp.dislodged) if p is not None]
    best = None
    step = 3.0
    y = y0
    while y <= y1:
        x = x0
        while x <= x1:
            if all(sp.contains(x + 7 * math.cos(a), y + 7 * math.sin(a)) for a in (0, 1.57, 3.14, 4.71)) and sp.contains(x, y):
                clearance = min(math.hypot(x - ax, y - ay) for ax, ay in anchors)
                if best is None or clearance > best[0]:
                    best = (clearance, x, y)
            x += step
        y += step
    assert best is not None and best[0] > 30, f"no open spot in {code}"
    return best[1], best[2]


def test_owned_centre_is_tinted_in_its_owner_colour(board, rs, geo):
    board.show_position(starting_position(rs))
    img = _full(board, geo)
    for code, power in (("PAR", "FRANCE"), ("MOS", "RUSSIA"), ("ANK", "TURKEY"), ("BER", "GERMANY")):
        x, y = _open_spot(geo, code)
        assert _close(_rgb(img, x, y), tint(rs.map.powers[power].colour)), code
    # a neutral centre keeps the plain land colour, and changes when it is owned
    x, y = _open_spot(geo, "NWY")
    plain = _rgb(img, x, y)
    pos = starting_position(rs)
    owned = Position(pos.phase, pos.units, dict(pos.centers) | {"NWY": "ENGLAND"})
    board.show_position(owned)
    assert _close(_rgb(_full(board, geo), x, y), tint(rs.map.powers["ENGLAND"].colour))
    assert not _close(plain, tint(rs.map.powers["ENGLAND"].colour))


def test_unit_token_is_drawn_at_the_unit_anchor(board, rs, geo):
    board.show_position(starting_position(rs))
    img = _full(board, geo)
    for code, power in (("PAR", "FRANCE"), ("MUN", "GERMANY"), ("VIE", "AUSTRIA")):
        x, y = geo.anchor(code)
        # inside the army's square, clear of its letter
        assert _close(_rgb(img, x - 11, y + 11), rs.map.powers[power].colour), code
    # the fleet in St Petersburg stands on the south coast
    x, y = geo.spaces["STP"].coast_units["SC"]
    assert _close(_rgb(img, x - 14, y + 2), rs.map.powers["RUSSIA"].colour)
    # no token where no unit stands
    x, y = geo.anchor("BUR")
    assert not _close(_rgb(img, x - 11, y + 11), rs.map.powers["FRANCE"].colour)


def test_move_arrow_is_drawn_between_the_two_spaces(board, rs, geo):
    game = Game.new(rs)
    game.set_orders("FRANCE", ["A Mar - Spa"])
    game.process()
    adj = game.last.adjudication
    (ax, ay), (bx, by) = geo.anchor("MAR"), geo.anchor("SPA")
    mid = ((ax + bx) / 2, (ay + by) / 2)
    board.show_position(game.position, adj, show_orders=False)
    without = _rgb(_full(board, geo), *mid)
    board.show_position(game.position, adj, show_orders=True)
    img = _full(board, geo)
    france = rs.map.powers["FRANCE"].colour
    assert _close(_rgb(img, *mid), france)
    assert not _close(without, france)
    # the army now stands in Spain
    assert _close(_rgb(img, bx - 11, by + 11), france)


def test_dislodged_unit_is_drawn_beside_the_attacker(board, rs, geo):
    pos = Position.build(Phase.parse("S1901M"), [
        Unit("GERMANY", UnitType.ARMY, Location("MUN")), Unit("GERMANY", UnitType.ARMY, Location("RUH")),
        Unit("ITALY", UnitType.ARMY, Location("BUR"))], {})
    adj = adjudicate(pos, {"GERMANY": ["A Mun - Bur", "A Ruh S A Mun - Bur"], "ITALY": ["A Bur H"]}, rs)
    board.show_position(adj.after, adj)
    tok = next(t for t in board.current_scene().tokens if t.dislodged)
    img = _full(board, geo)
    k = 0.82  # dislodged tokens are drawn a little smaller
    assert _close(_rgb(img, tok.x - 10 * k, tok.y + 10 * k), rs.map.powers["ITALY"].colour)
    x, y = geo.anchor("BUR")
    assert _close(_rgb(img, x - 11, y + 11), rs.map.powers["GERMANY"].colour, tol=30)


def test_click_on_a_space_emits_its_code(qtbot, board, geo):
    board.show()
    qtbot.waitExposed(board)
    board.fit()
    for code in ("PAR", "NTH", "STP"):
        pt = board.mapFromScene(QPointF(*geo.anchor(code)))
        with qtbot.waitSignal(board.provinceClicked, timeout=20_000) as blocker:
            qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=pt)
        assert blocker.args == [code]


def test_highlight_changes_the_space_and_clears(board, rs, geo):
    board.show_position(starting_position(rs))
    x, y = _open_spot(geo, "BUR")
    before = _rgb(_full(board, geo), x, y)
    board.highlight(["BUR", "GAS"], kind="retreat")
    lit = _rgb(_full(board, geo), x, y)
    assert lit != before
    board.clear_highlight()
    assert _rgb(_full(board, geo), x, y) == before


def test_render_svg_is_an_svg_of_the_same_scene(board, rs):
    board.show_position(starting_position(rs))
    board.highlight(["BUR"])
    root = ET.fromstring(board.render_svg())
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    ids = {el.get("id") for el in root.iter() if el.get("id")}
    assert set(rs.map.provinces) <= ids
    assert len([g for g in root.iter() if g.get("class") == "unit"]) == 22
    assert [el.get("data-province") for el in root.iter() if el.get("class") == "highlight"] == ["BUR"]


def test_render_image_any_size_keeps_the_map_proportions(board, rs, geo):
    board.show_position(starting_position(rs))
    wide = board.render_image(1000, 400)
    assert (wide.width(), wide.height()) == (1000, 400)
    # the map is centred: the far left and right are the surround, the middle is map
    assert _rgb(wide, 5, 200) == _rgb(wide, 995, 200)
    assert _rgb(wide, 5, 200) != _rgb(wide, 500, 200)


def test_language_switch_changes_names_and_tooltip_lists_all_names(board, rs):
    board.show_position(starting_position(rs))
    en = board.render_image(800, 700)
    board.set_language("zh_Hant")
    names = {t.lines for t in board.current_scene().labels}
    if cjk_font_available("zh_Hant"):
        assert (rs.map.provinces["PAR"].names["zh_Hant"],) in names
        assert board.render_image(800, 700) != en
    else:  # no font for Chinese: names fall back to English rather than empty boxes
        assert ("Paris",) in names
    board.set_language("codes")
    assert ("PAR",) in {t.lines for t in board.current_scene().labels}
    with pytest.raises(ValueError):
        board.set_language("klingon")
    tip = board.tooltip_text("PAR")
    for text in ("Paris", "PAR", rs.map.provinces["PAR"].names["zh_Hant"], rs.map.provinces["PAR"].names["ja"],
                 "A PAR", "French army"):
        assert text in tip


def test_zoom_and_fit(qtbot, board):
    board.show()
    qtbot.waitExposed(board)
    board.fit()
    fit_scale = board.transform().m11()
    board.zoom_in()
    assert board.transform().m11() > fit_scale
    board.zoom_out()
    board.zoom_out()  # never smaller than the whole map
    assert board.transform().m11() == pytest.approx(fit_scale, rel=0.02)
    board.zoom_in()
    qtbot.keyClick(board, Qt.Key.Key_0)
    assert board.transform().m11() == pytest.approx(fit_scale, rel=0.02)


def test_hover_tooltip_names_the_space_under_the_mouse(qtbot, board, geo):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    board.show()
    qtbot.waitExposed(board)
    board.fit()
    pt = board.mapFromScene(QPointF(*geo.anchor("MUN")))
    QApplication.sendEvent(board.viewport(), QHelpEvent(QEvent.Type.ToolTip, pt, board.viewport().mapToGlobal(pt)))
    assert "Munich" in QToolTip.text() and "A MUN" in QToolTip.text()
    QToolTip.hideText()

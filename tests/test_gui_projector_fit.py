"""The projector's results fitted as before (issue 33, round 9): each size tried is measured on a font of its own
instead of being set on the label, and a height measured since the last refresh is not measured again. The label
ends with the font, text and pages the old fit gave (the label's font set at each try, every height measured
afresh), and a kept height is a fresh measure's."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from referee_app.games.diplomacy import Game
from referee_app.gui.diplomacy.projector import DiplomacyProjector, _height, _text_height
from referee_app.gui.language import keep_words

SHORT = ["<b>Results of Fall 1903 Movement</b>", "Standoffs: Ionian Sea, Trieste",
         "<b>Dislodged units may retreat:</b><br>Austria-Hungary A VEN → Apulia, Tuscany, Tyrolia<br>"
         "Russia A LVN → St. Petersburg"]
LONG = ["<b>Results of Winter 1901 Adjustments</b>",
        "<br>".join(f"England: (removal by the civil-disorder rules) Fleet Line{i:02d}" for i in range(40))]
MIDDLE = ["<b>Results of Winter 1901 Adjustments</b>",
          "<br>".join(f"England: (removal by the civil-disorder rules) Fleet Line{i:02d}" for i in range(9))]


def _old_fit(p: DiplomacyProjector) -> tuple[str, int, list[str]]:
    """The fit as it was: the label's font set at each size tried, each height measured afresh; the label's
    font size, its text and the pages it gives (the label itself is left as it was)."""
    small = max(12, round(p.width() * 2.0 / 200 / 0.7))
    room, width = p.info.height(), max(50, p.info.width())
    text = keep_words("<br><br>".join(p.info_blocks))
    label = type(p.info)()
    label.setFont(p.info.font())
    font = label.font()
    for px in range(small, max(12, int(small * 0.75)) - 1, -1):
        font.setPixelSize(px)
        label.setFont(font)
        if _height(label, text, width) <= room:
            return text, px, []
    lines = "<br>".join(p.info_blocks).split("<br>")
    pages: list[list[str]] = [[]]
    for line in lines:
        trial = keep_words("<br>".join(pages[-1] + [line])) + "<br><i>(9/9)</i>"
        if pages[-1] and _height(label, trial, width) > room:
            pages.append([])
        pages[-1].append(line)
    if len(pages) == 1:
        return text, label.font().pixelSize(), []
    n = len(pages)
    return text, label.font().pixelSize(), [keep_words("<br>".join(pg)) + f"<br><i>({i + 1}/{n})</i>"
                                             for i, pg in enumerate(pages)]


@pytest.mark.parametrize("size", [(1280, 720), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("blocks", [SHORT, MIDDLE, LONG], ids=["short", "shrunk", "pages"])
def test_the_results_are_fitted_as_the_old_fit_fitted_them(qtbot, size, blocks):
    p = DiplomacyProjector(Game.new("standard"), None)
    qtbot.addWidget(p)
    p.show()
    p.resize(*size)
    QApplication.processEvents()
    for start in (None, 12):  # the label as the layout left it, and left at another size by an earlier fit
        if start is not None:
            f = p.info.font()
            f.setPixelSize(start)
            p.info.setFont(f)
        p.info_blocks = list(blocks)
        text, px, pages = _old_fit(p)
        p._heights = []
        p.fit_info()
        assert p.info.font().pixelSize() == px
        assert p.info_pages == pages
        assert p.info.text() == (pages[p.info_page] if pages else text)
    if blocks is LONG:
        assert len(p.info_pages) >= 2  # the pages' branch was taken
    elif blocks is MIDDLE and size == (1280, 720):
        assert p.info.font().pixelSize() < max(12, round(1280 * 2.0 / 200 / 0.7))  # shrunk below the reading size


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

"""The projector's results label keeps its height for a width and answers its size hints from the fit (issue 33,
round 20).

``gui.diplomacy.projector._Results`` gives ``QLabel``'s last height for a width again for the same text, font, width,
smallest size and margins; where ``fit_info``'s measure holds (the text, font and height measured), its size hints
are the fit's (``QLabel`` lays the text out six more times for them; they place nothing in the panel). Anything else
is ``QLabel``'s.

Checked: at each step of an evening on the wall (Spring 1901 adjudicated, undone, again; the busy Fall 1903, its
retreats, the winter, undone; a page of a long list; a font set by hand), at three window sizes, the label's height
for its width is ``QLabel``'s own, and the side panel's every part is where a projector whose results label is a plain
``QLabel`` in every answer puts it, with the same pixels; and over random texts (words longer than a line, phrases kept
whole), fonts, widths and smallest heights, one after another, its height for a width is a fresh ``QLabel``'s."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from gui_helpers import settle  # noqa: E402
from PySide6.QtCore import QPoint, QRect  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel, QWidget  # noqa: E402
from test_gui_projector_fit import LONG, SIZES, busy_fall_1903, shown_at, spring_1901  # noqa: E402

from referee_app.gui.diplomacy import projector as projector_module  # noqa: E402
from referee_app.gui.diplomacy.projector import DiplomacyProjector, _Results  # noqa: E402


class _AsQLabel(_Results):
    """The results label answering everything as ``QLabel`` does."""

    def heightForWidth(self, width: int):  # type: ignore[no-untyped-def]  # noqa: ANN201, N802
        return QLabel.heightForWidth(self, width)

    def sizeHint(self):  # type: ignore[no-untyped-def]  # noqa: ANN201, N802
        return QLabel.sizeHint(self)

    def minimumSizeHint(self):  # type: ignore[no-untyped-def]  # noqa: ANN201, N802
        return QLabel.minimumSizeHint(self)


def _state(p: DiplomacyProjector) -> tuple[object, ...]:
    QApplication.processEvents()
    parts = [(c.geometry().getRect(), c.isVisible()) for c in p.side.findChildren(QWidget)]
    img = p.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
    # the clock's face left out of the pixels (a retreat's count-up runs by the clock: the two walks read other seconds);
    # its place is among the parts compared
    clock = p.clock_widget
    painter = QPainter(img)
    painter.fillRect(QRect(clock.mapTo(p, QPoint(0, 0)), clock.size()), QColor("#ff00ff"))
    painter.end()
    return parts, p.info.text(), p.info.font().pixelSize(), img


def _steps(qtbot, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], plain: bool):  # type: ignore[no-untyped-def]  # noqa: ANN202
    """The states of one evening's walk on the wall; ``plain``: the results label answering as ``QLabel``."""
    with monkeypatch.context() as m:
        if plain:
            m.setattr(projector_module, "_Results", _AsQLabel)
        states, answered = [], []

        def note(p: DiplomacyProjector, what: str) -> None:
            settle(qtbot)
            info = p.info
            assert isinstance(info, _AsQLabel if plain else _Results)
            assert type(info).heightForWidth(info, info.width()) == QLabel.heightForWidth(info, info.width()), what
            answered.append(info._fit() is not None)
            states.append((what, _state(p)))

        w, p = shown_at(qtbot, spring_1901(), size)
        note(p, "spring orders")
        for what in ("adjudicate", "undo", "adjudicate"):
            w.run(what)
            note(p, f"spring {what}")
        w2, p2 = shown_at(qtbot, busy_fall_1903(), size)
        note(p2, "fall 1903 orders")
        for what in ("adjudicate", "adjudicate", "undo"):
            w2.run(what)
            note(p2, f"fall 1903 {what}")
        p2.info_blocks = list(LONG)  # a long list: shown a page at a time
        p2.fit_info()
        note(p2, "pages")
        p2.next_info_page()
        note(p2, "next page")
        f = p2.info.font()
        f.setPixelSize(f.pixelSize() - 3)
        p2.info.setFont(f)
        note(p2, "a font set by hand")
        p2.refresh()
        note(p2, "refreshed")
        for win in (w, w2):
            win.close()
    return states, answered


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_results_label_places_and_paints_what_a_qlabel_does(qtbot, monkeypatch: pytest.MonkeyPatch,  # noqa: ANN001
                                                                 size: tuple[int, int]) -> None:
    fitted, answered = _steps(qtbot, monkeypatch, size, plain=False)
    plain, _ = _steps(qtbot, monkeypatch, size, plain=True)
    assert [what for what, _ in fitted] == [what for what, _ in plain]
    for (what, a), (_, b) in zip(fitted, plain):
        assert a[:3] == b[:3], what  # every part of the side panel in the same place, the same text and size
        assert a[3] == b[3], what  # the same pixels
    assert sum(answered) >= 6  # the fit answered in most steps (Spring's and Fall's results, the winter)
    assert not all(answered)  # and QLabel where it does not hold (pages, a font set by hand)


def test_the_height_for_a_width_is_a_fresh_qlabels_whatever_changed_before(qtbot) -> None:  # noqa: ANN001
    import random

    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont

    from referee_app.gui.diplomacy.projector import _text_height
    from referee_app.gui.language import keep_words

    rng = random.Random(20)
    words = ["Results", "of", "Spring", "1901", "Standoffs:", "Mid-Atlantic", "Ocean,", "St.", "Petersburg", "A", "VEN", "→",
             "Supercalifragilisticexpialidocious" * 2, "移動フェイズ", "話し合い", "ブルガリア", "—", "(removal by the civil-disorder rules)"]
    top = QWidget()
    qtbot.addWidget(top)
    top.setStyleSheet("QLabel { color: #eef2f5; }")  # (as the projector's: the labels' style is a style sheet's)

    def made(cls: type) -> QLabel:
        lab = cls()
        lab.setParent(top)
        lab.setWordWrap(True)
        lab.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        return lab

    kept = made(_Results)
    text, font, width, least = "", QFont(kept.font()), 300, 0
    for _ in range(400):
        change = rng.randrange(4)
        if change == 0 or not text:
            blocks = [" ".join(rng.choice(words) for _ in range(rng.randint(1, 12))) for _ in range(rng.randint(1, 4))]
            text = keep_words(rng.choice(["<br><br>", "<br>"]).join(("<b>" + b + "</b>") if rng.random() < 0.4 else b for b in blocks))
        elif change == 1:
            font = QFont(font)
            font.setPixelSize(rng.randint(12, 30))
        elif change == 2:
            width = rng.randint(60, 520)
        else:
            least = rng.choice([0, _text_height(font, text, width), rng.randint(10, 400)])
        for lab in (kept,):
            lab.setFont(font)
            lab.setText(text)
            lab.setMinimumHeight(least)
        fresh = made(QLabel)
        fresh.setFont(font)
        fresh.setText(text)
        fresh.setMinimumHeight(least)
        for w in (width, width + 1, width):  # (the last kept is for the width asked first next time)
            assert kept.heightForWidth(w) == fresh.heightForWidth(w), (text, font.pixelSize(), w, least)
        fresh.deleteLater()

"""The projector's results label answers its height and size hints from the fit (issue 33, round 20).

``fit_info`` measures the results at the side panel's width in the label's font and gives the label at least that
height. Where that fit holds, ``gui.diplomacy.projector._Results`` answers its height for the panel's width with its
smallest height (what ``QLabel`` answers after laying the text out again) and its size hints from the fit (``QLabel``
lays the text out six more times for them; they place nothing in the panel). Anything else is ``QLabel``'s.

Checked: at each step of an evening on the wall (Spring 1901 adjudicated, undone, again; the busy Fall 1903, its
retreats, the winter, undone; a page of a long list; a font set by hand), at three window sizes, the label's height
for its width is ``QLabel``'s own, and the side panel's every part is where a projector whose results label is a plain
``QLabel`` in every answer puts it, with the same pixels."""

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
            answered.append(info._fit(info.width()) is not None)
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

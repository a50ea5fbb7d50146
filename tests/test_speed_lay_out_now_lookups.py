"""``lay_out_now`` finds the event types it sends once, not at each of its passes (issue 33, round 25).

Every key ends with ``lay_out_now``: sixteen passes over the posted layout requests, then the updates and builds. Each
pass looked ``QEvent.Type.LayoutRequest`` up again (an attribute of the class, then a member of PySide's enum: about
as dear as the pass itself when nothing is left to lay out, 6.3 µs against 3.2 µs for the whole call).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from referee_app.gui import common


class _Watched:
    """Stands for ``QEvent`` in ``common`` and counts the attributes asked of it."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    def __getattr__(self, name: str) -> object:
        self.asked.append(name)
        return getattr(QEvent, name)


def test_lay_out_now_asks_no_event_type_at_a_key(qtbot, monkeypatch):
    watched = _Watched()
    monkeypatch.setattr(common, "QEvent", watched)
    common.lay_out_now()
    assert watched.asked == []  # main: "Type" 18 times


def test_lay_out_now_still_lays_out_each_level(qtbot):
    top = QWidget()
    qtbot.addWidget(top)
    outer = QVBoxLayout(top)
    middle = QWidget()
    outer.addWidget(middle)
    inner = QVBoxLayout(middle)
    label = QLabel("one line")
    inner.addWidget(label)
    top.show()
    qtbot.waitExposed(top)
    common.lay_out_now()
    before = (middle.height(), top.minimumSizeHint().height())
    label.setText("one line\nand a second\nand a third")  # each layout asks the one above it in an event of its own
    common.lay_out_now()
    assert middle.height() > before[0] and top.minimumSizeHint().height() > before[1]
    assert label.height() >= label.sizeHint().height()

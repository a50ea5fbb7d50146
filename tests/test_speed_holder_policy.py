"""The labels' holders answer ``hasHeightForWidth`` by their size policy, which follows the label's (issue 33, round 24).

The sheet's layout asks each holder of a wrapped label (``_Holder``: the line's description, the rejected lines, the units
without orders) whether it has a height for its width about ten times a layout pass. The holder answered with a Python
``hasHeightForWidth`` (the label's answer): each ask a call from C++ into Python and back into Qt. The answer is the
label's size policy's (``QWidget::hasHeightForWidth``), which ``QLabel`` sets at a text (its word wrap); the holder's own
policy now follows it, told by the label when it may change, and Qt answers without Python.
"""

from __future__ import annotations

import sys

import pytest
from gui_helpers import delivered, make_window, press, typing_in
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QSizePolicy, QVBoxLayout, QWidget

from referee_app.gui.diplomacy import order_pane
from referee_app.gui.diplomacy.order_pane import WrappedRichLabel, _Holder

_KEYS = "\nA Mar S A Par - Bxx\nF Xyz H\b\b\b\b\bA Vie - Galcia\nA Bud - Ser\n\b\b\bA Par & <x>\b\b\b\b\b\b"


def _python_asks(fn) -> int:
    """How many times Python code named ``hasHeightForWidth`` in order_pane.py runs during ``fn()``."""
    asked = [0]

    def prof(frame, event, _arg):
        if event == "call" and frame.f_code.co_name == "hasHeightForWidth" \
                and frame.f_code.co_filename == order_pane.__file__:
            asked[0] += 1

    sys.setprofile(prof)
    try:
        fn()
    finally:
        sys.setprofile(None)
    return asked[0]


def test_a_key_s_layout_asks_no_python_whether_a_holder_has_a_height_for_its_width(qtbot):
    w, pane, editor = typing_in(qtbot, 2, (1280, 800))
    holders = pane.findChildren(_Holder)
    assert len(holders) == 3

    def keys() -> None:
        for ch in _KEYS:
            press(qtbot, editor, Qt.Key.Key_Backspace if ch == "\b" else ch)
            delivered()
            for holder in holders:
                assert holder.hasHeightForWidth() == holder.label.hasHeightForWidth()

    assert _python_asks(keys) == 0  # (main: 10 a key that lays the sheet out)


def test_the_holder_follows_every_change_of_its_label_s_policy(qapp):
    label = WrappedRichLabel()
    label.setWordWrap(True)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    holder = _Holder(label)
    box = QWidget()
    QVBoxLayout(box).addWidget(holder)
    steps = [
        lambda: None,  # no text yet: not a text label, no height for width
        lambda: label.setText(""),  # a text (empty): its word wrap
        lambda: label.setText("<b>x</b>"),
        lambda: label.setSizePolicy(QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)),
        lambda: label.setText("y"),  # the text sets it again
        lambda: label.setWordWrap(False),
        lambda: label.setText("z"),
        lambda: label.setWordWrap(True),
        lambda: label.clear(),
        lambda: label.setText("w"),
        lambda: label.setTextFormat(Qt.TextFormat.PlainText),
        lambda: label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred),
        lambda: label.setText("v"),
    ]
    seen = set()
    for step in steps:
        step()
        seen.add(label.hasHeightForWidth())
        assert holder.hasHeightForWidth() == label.hasHeightForWidth()
        assert holder.sizePolicy().horizontalPolicy() == QSizePolicy.Policy.Preferred  # (only the flag follows)
    assert seen == {True, False}
    box.deleteLater()


class _PythonHolder(_Holder):
    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's naming)  (main's way)
        return self.label.hasHeightForWidth()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_window_lays_out_and_paints_as_with_the_holder_s_python_answer(qtbot, steady_cursor, monkeypatch, lang):
    """The window typed in with the holders asking the label in Python (main's way) and with their policies: the same
    geometry of every widget of the sheet and the same pixels after each key."""
    windows = []
    for python in (True, False):
        with monkeypatch.context() as m:
            if python:
                m.setattr(order_pane, "_Holder", _PythonHolder)
            w = make_window(qtbot)
            w.resize(1280, 800)
            if lang != "en":
                w.set_language(lang, remember=False)
            w.select_power(3)
            pane = w.current_pane()
            pane.editor.setFocus()
            delivered()
            windows.append((w, pane))
            assert all(type(h) is (_PythonHolder if python else _Holder) for h in pane.findChildren(_Holder))
    for n, ch in enumerate(_KEYS):
        shots = []
        for w, pane in windows:
            w.activateWindow()
            pane.editor.setFocus()
            press(qtbot, pane.editor, Qt.Key.Key_Backspace if ch == "\b" else ch)
            delivered()
            shots.append(([c.geometry().getRect() for c in pane.findChildren(QWidget)],
                          pane.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)))
        assert shots[0][0] == shots[1][0], (n, repr(ch))
        assert shots[0][1] == shots[1][1], (n, repr(ch))

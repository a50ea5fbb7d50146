"""A wrapped label given a text that starts as its old one did repaints only what follows (issue 33, round 22).

On many keys the line's description and the list of rejected lines get a new text that keeps the old one's start
("..., found the end of the line" becomes "..., found 'm'"): the lines kept whole and the start of the first line that
changes show the same glyphs at the same places, and blitting glyphs is most of a label's paint. ``WrappedRichLabel``
asks only the rest to be painted; what is on screen is the label painted afresh, whatever the texts (shared starts with
other colours, bold, ligatures, accents that reach above a line, CJK, right-to-left text, lines moved by a longer word,
fewer and more lines), its alignment and width.
"""

from __future__ import annotations

from gui_helpers import delivered, press, typing_in
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QFont, QImage, QRegion
from PySide6.QtWidgets import QVBoxLayout, QWidget

from referee_app.gui.diplomacy.order_pane import WrappedRichLabel

RED, GREEN = "#c62828", "#2f6f4f"


def _span(text: str, colour: str = RED) -> str:
    return f"<span style='color:{colour}'>{text}</span>"


EXPECTED = "Line 4: expected the unit being ordered (a space such as 'Par' or 'A Par'), found "
TEXTS = [
    _span(EXPECTED + "the end of the line"),
    _span(EXPECTED + "'m'"),  # the first line kept, the second's start kept
    _span(EXPECTED + "'mo'"),
    _span(EXPECTED + "'mo' and more words that make the label take a third line at its width"),
    _span(EXPECTED + "'m'"),  # back to two lines
    _span(EXPECTED + "'m'", GREEN),  # the same text in another colour: all of it
    _span(EXPECTED + "'mx'", GREEN),
    _span(EXPECTED.replace("ordered", "<b>ordered</b>") + "'mx'", GREEN),  # bold in the kept part
    _span(EXPECTED.replace("ordered", "<b>ordered</b>") + "<b>'mxy'</b>", GREEN),  # bold in the new part
    _span(EXPECTED + "an office officer's fiefs"),  # ligatures at the cut
    _span(EXPECTED + "an office offline ffi"),
    _span(EXPECTED + "an officer"),
    _span(EXPECTED + "a <span style='font-size:30pt'>big</span> one"),  # a taller line: its kept start moves down
    _span(EXPECTED + "a <span style='font-size:30pt'>bog</span> one"),
    _span(EXPECTED + "a fish &amp; chips &lt;here&gt;"),  # (entities)
    _span(EXPECTED + "a fish &amp; chips &lt;there&gt;"),
    _span(EXPECTED + "a fish &eacute;t&eacute;"),
    _span(EXPECTED + "a fox"),  # "fi" one glyph, "fo" two: the f before the cut changes
    _span(EXPECTED + "a fix"),
    _span(EXPECTED + "a flag"),
    _span(EXPECTED + "a ffo"),
    _span(EXPECTED + "a ffl"),
    _span(EXPECTED + "a jjj"),  # ink left of the pen
    _span(EXPECTED + "a j/j"),
    _span(EXPECTED + "an ÉTÉ Ấp Ǻ Ṝ"),  # accents above the line's ascent, in the new part
    _span(EXPECTED + "an ÉTÉ Ấp Ǻ Ṝ and Ǿ"),
    _span(EXPECTED + "the end"),
    _span("Line 4: expected the unit being ordered (a space such as 'Par' or 'A Par'), found 'Ω'"),
    _span(EXPECTED + "'m' תל אביב"),  # right to left
    _span(EXPECTED + "'m'"),
    _span("Line 4: expected the unit ") + _span("being ordered (a space such as 'Par' or 'A Par'), found 'mo'", GREEN),
    _span(EXPECTED + "'m'"),  # (the same lines, another colour in the first)
    _span("שלום, expected the unit being ordered (a space such as 'Par' or 'A Par'), found the end"),  # (its lines
    _span("שלום, expected the unit being ordered (a space such as 'Par' or 'A Par'), found 'm'"),  # right aligned)
    _span(EXPECTED + "'m'"),
    _span("Line 4: expected the unit being ordered (a space such as 'Par' or 'A Paris'), found 'm'"),  # a word
    _span("Line 4: expected the unit being ordered (a space such as 'Par' or 'A Paris'), found 'ma'"),
    _span("Line 4: expected the unit being ordered (a spacesuchasthisone 'Par' or 'A Paris'), found 'ma'"),
    _span("Line 4: expected the unit being ordered (a spacesuchasthisone 'Par' or 'A Paris'), found"),
    _span("Line 4: 'ma' is not a space on this board; did you mean Mid-Atlantic Ocean (MAO), Marseilles (MAR)?"),
    _span("Line 4: 'ma' is not a space on this board; did you mean Mid-Atlantic Ocean (MAO), Marseilles (MAR), "
          "Rome (ROM)?"),
    _span("Line 4: 'ma' is not a space on this board; did you mean Mid-Atlantic Ocean (MAO)?"),
    _span("第4行：找不到单位（需要一个地区，例如“巴黎”或“陆军 巴黎”），找到了行尾") ,
    _span("第4行：找不到单位（需要一个地区，例如“巴黎”或“陆军 巴黎”），找到了“m”"),
    _span("4行目: 命令するユニットがありません（「Par」や「A Par」のような地域）、見つかったのは行の終わり"),
    _span("4行目: 命令するユニットがありません（「Par」や「A Par」のような地域）、見つかったのは 'm'"),
    _span("Line 4: the army in Marseilles is French; Austria-Hungary can order only its own units"),
    _span("Line 4: the army in Marseilles is French; Austria-Hungary can order only its own units and more"),
    _span("Line 4: the army in Marseilles is French; Austria-Hungary can order only its own units<br>and a line"),
    _span("Line 4: the army in Marseilles is French; Austria-Hungary can order only its own units<br>and a lane"),
    "Line 4: the army in Marseilles is French; Austria-Hungary can order only its own units (plain, not rich)",
    _span("Line 4: the army in Marseilles is French; Austria-Hungary can order only its own units"),
    "",
    _span("Line 4: the army in Marseilles is French; Austria-Hungary can order only its own units"),
]


class _Painted(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.regions: list[QRegion] = []

    def eventFilter(self, obj, event):  # noqa: N802 (Qt's naming)
        if event.type() == QEvent.Type.Paint:
            self.regions.append(QRegion(event.region()))
        return False


def _as_painted_afresh(win: QWidget, label: WrappedRichLabel, what: str) -> None:
    at = label.mapTo(win, QPoint(0, 0))
    shown = win.screen().grabWindow(win.winId(), at.x(), at.y(), label.width(), label.height()).toImage()
    a = shown.convertToFormat(QImage.Format.Format_RGB32)
    b = label.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert a.size() == b.size(), what
    if a != b:
        wrong = [(x, y) for y in range(a.height()) for x in range(a.width()) if a.pixel(x, y) != b.pixel(x, y)]
        raise AssertionError(f"{what}: {len(wrong)} pixels differ from the label painted afresh, e.g. {wrong[:5]}")


def _window(qtbot, width: int, align: Qt.AlignmentFlag | None = None, height: int | None = None, points: int = 0):
    win = QWidget()
    win.setAutoFillBackground(True)
    box = QVBoxLayout(win)
    label = WrappedRichLabel()
    label.setWordWrap(True)
    label.setAutoFillBackground(True)  # (opaque, as the sheet's labels)
    if align is not None:
        label.setAlignment(align)
    if height is not None:
        label.setFixedHeight(height)
    if points:
        font = QFont(label.font())
        font.setPointSize(points)
        label.setFont(font)
    box.addWidget(label)
    box.addStretch(1)
    qtbot.addWidget(win)
    win.resize(width, 200)
    win.show()
    qtbot.waitExposed(win)
    delivered()
    return win, label


def test_a_label_is_as_painted_afresh_after_texts_that_keep_a_start(qtbot):
    left = Qt.AlignmentFlag.AlignLeft
    for width, align, height, points in [(372, None, None, 0), (300, None, None, 0), (520, None, None, 0),
                                         (372, left | Qt.AlignmentFlag.AlignTop, 120, 0),  # (no resize)
                                         (372, left | Qt.AlignmentFlag.AlignVCenter, 90, 0),
                                         (372, left | Qt.AlignmentFlag.AlignBottom, 90, 0),
                                         (372, Qt.AlignmentFlag.AlignRight, None, 0),
                                         (372, Qt.AlignmentFlag.AlignHCenter, None, 0),
                                         (372, Qt.AlignmentFlag.AlignJustify, None, 0),
                                         (900, None, None, 26), (1100, None, None, 40)]:
        win, label = _window(qtbot, width, align, height, points)
        for n, text in enumerate(TEXTS + TEXTS[::-1]):
            label.setText(text)
            delivered()
            _as_painted_afresh(win, label, f"width {width}, alignment {align}, {points} pt, text {n}: {text[:60]!r}")
        win.close()


def test_a_text_that_keeps_its_first_line_repaints_the_rest_only(qtbot):
    win, label = _window(qtbot, 372)
    label.setText(TEXTS[0])
    delivered()
    doc = label._document(label.contentsRect().width(), label.text())
    layout = doc.begin().layout()
    first, second = layout.lineAt(0), layout.lineAt(1)
    assert layout.lineCount() >= 2
    shared = len(EXPECTED)  # (the characters the two texts share: to "..., found ")
    assert first.textLength() + 2 <= shared, "the first line was to be kept"
    painted = _Painted()
    label.installEventFilter(painted)
    label.setText(TEXTS[1])
    delivered()
    assert painted.regions, "the label's new text was not painted"
    pad = getattr(label, "_pad", 2)  # (the rows above a line its ink can reach: 2 and more, by the font)
    assert pad >= 2
    kept = QRect(0, 0, label.width(), int(first.height()) - pad)
    assert not any(r.intersects(kept) for r in painted.regions), "the first line, kept, was painted again"
    # and the second line's start it keeps (to three characters before the first that differs), above the rows the
    # ink of a third line could reach
    old_end = second.textStart() + second.textLength()
    new = label._document(label.contentsRect().width(), label.text()).begin().layout().lineAt(1)
    cut = min(shared - 3, old_end, new.textStart() + new.textLength())
    x = int(new.cursorToX(cut)[0]) - 3
    if x > 0:
        start = QRect(0, int(second.y()), x, int(second.height()) - pad)
        assert not any(r.intersects(start) for r in painted.regions), (
            f"the second line's kept start was painted again: {[r.boundingRect() for r in painted.regions]} {start}")
    _as_painted_afresh(win, label, "the first line kept")


def test_the_sheets_labels_are_as_painted_afresh_key_by_key(qtbot, steady_cursor):
    w, pane, editor = typing_in(qtbot, 2)
    for ch in "\nA Mar S A Par - Bur\nA Xyz - Ab\nF Bre - Mid-Atl\bantic Ocean\nA Par H":
        press(qtbot, editor, Qt.Key.Key_Backspace if ch == "\b" else ch, None)
        delivered()
        for label in (pane.line_info, pane.problems):
            if label.isVisible():
                at = label.mapTo(w, QPoint(0, 0))
                shown = w.screen().grabWindow(w.winId(), at.x(), at.y(), label.width(), label.height()).toImage()
                fresh = label.grab().toImage()
                assert (shown.convertToFormat(QImage.Format.Format_RGB32)
                        == fresh.convertToFormat(QImage.Format.Format_RGB32)), f"key {ch!r}: {label.text()[:60]!r}"

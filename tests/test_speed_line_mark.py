"""Issue 33, round 23: the sheet's current line mark is painted by the sheet (``OrderEditor._paint_mark``), not by Qt's
full-width extra selection, which Qt draws through a clip path of the line (rasterised at every key). The pixels are
Qt's own selection's, in every case the sheet meets; a key makes no clip path; a cursor moved to another line repaints
the old and new lines, as Qt does for its selection, and no more."""

from __future__ import annotations

import itertools

from gui_helpers import PaintRegions, delivered, press, typing_in
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPaintDevice, QPaintEngine, QPalette, QRegion, QTextCursor
from PySide6.QtWidgets import QApplication

from referee_app.gui.diplomacy.order_pane import OrderEditor

_KEPT: list[OrderEditor] = []  # (the sheets made here outlive their tests: a sheet deleted lets its frame's watch see
# its scroll bar hidden while its Python side is gone)


def _sheet() -> OrderEditor:
    editor = OrderEditor()
    _KEPT.append(editor)
    return editor


def _grab(editor: OrderEditor) -> QImage:
    return editor.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def _qt_marks(monkeypatch, editor: OrderEditor) -> None:
    """The editor's marks all Qt's selections (main's way), set again."""
    monkeypatch.setattr(OrderEditor, "_mark_own", lambda self, cursor: False)
    editor._highlighted = None
    editor._highlight()


def _own_marks(monkeypatch, editor: OrderEditor) -> None:
    monkeypatch.undo()
    editor._highlighted = None
    editor._highlight()


TEXTS = ["", "A Par - Bur", "A Mar S A Par - Bur ", "A Par - Bur  ", "F Lon - NTH\nA Par H\n\nA Xyz H", "巴黎 - 勃艮第",
         "パリ - ブルゴーニュ", "Ä Mär – Mü ñ ́x", "rfj", "\tA Par\tH", "x" * 160, "A Par\u2028- Bur", "שלום A Par",
         "A Par \u202eH", "سلام"]


def test_the_line_mark_is_qt_selections_pixel_for_pixel(qtbot, monkeypatch):
    """Fonts of whole and fractional pixel sizes, every text shape (CJK, combining marks, tabs, trailing spaces, a line
    longer than the sheet scrolled, a line separator's two lines, right to left: Qt's own then), the cursor at a line's
    start, middle and end, a selection over it, a rejected line's wavy underline on it, the placeholder."""
    pairs = own = 0
    editor = _sheet()
    editor.show()
    for size, text, width in itertools.product([7, 10.5, 12, 13.3, 17], TEXTS, [300, 520]):
        editor.resize(width, 160)
        font = QFont(editor.font())
        font.setPointSizeF(size)
        editor.setFont(font)
        editor.setPlaceholderText("Type the orders")
        editor.setPlainText(text)
        editor.set_annotations([("error", "bad") if i % 2 == 0 else ("ok", "")
                                for i in range(text.count("\n") + 1)])
        ends = editor.document().characterCount() - 1
        for pos, selected, scrolled in itertools.product(sorted({0, ends // 2, ends, max(0, ends - 3)}), (0, 2), (0, 30)):
            cursor = editor.textCursor()
            cursor.setPosition(pos)
            if selected:
                cursor.movePosition(QTextCursor.MoveOperation.Left, QTextCursor.MoveMode.KeepAnchor, selected)
            editor.setTextCursor(cursor)
            editor.horizontalScrollBar().setValue(scrolled)
            delivered()
            editor._highlighted = None
            editor._highlight()
            mine = _grab(editor)
            own += editor._own_mark is not None
            _qt_marks(monkeypatch, editor)
            qt = _grab(editor)
            _own_marks(monkeypatch, editor)
            pairs += 1
            assert mine == qt, f"{size} pt, {text[:20]!r}, width {width}, at {pos}, selected {selected}, scrolled {scrolled}"
    assert own > pairs * 0.6  # (most are the sheet's own mark; right to left and combining marks Qt's)
    editor.hide()


def test_the_line_mark_in_other_states_is_qt_selections(qtbot, monkeypatch):
    """Disabled, read only, another palette, an empty sheet (the placeholder, no mark), a line wider than the sheet's
    text scrolled to its end, a sheet of many lines scrolled down."""
    editor = _sheet()
    editor.resize(420, 200)
    editor.show()
    editor.setPlaceholderText("Type the orders")
    dark = QPalette(editor.palette())
    dark.setColor(QPalette.ColorRole.Base, QColor("#202428"))
    dark.setColor(QPalette.ColorRole.Text, QColor("#e0e0e0"))
    states = [("plain", lambda: None), ("disabled", lambda: editor.setEnabled(False)),
              ("read only", lambda: (editor.setEnabled(True), editor.setReadOnly(True))),
              ("palette", lambda: (editor.setReadOnly(False), editor.setPalette(dark)))]
    for name, set_up in states:
        set_up()
        for text in ("", "A Par - Bur\nA Mar S A Par - Bur", "y" * 120,
                     "\n".join(f"A Par - Bur {n}" for n in range(40))):
            editor.setPlainText(text)
            editor.set_annotations([("ok", "")] * (text.count("\n") + 1))
            editor.moveCursor(QTextCursor.MoveOperation.End)
            delivered()
            editor._highlighted = None
            editor._highlight()
            assert (editor._own_mark is None) == (text == "")
            mine = _grab(editor)
            _qt_marks(monkeypatch, editor)
            qt = _grab(editor)
            _own_marks(monkeypatch, editor)
            assert mine == qt, f"{name}: {text[:20]!r}"
    editor.hide()


class _Engine(QPaintEngine):
    """Counts the clip paths a painter sets (``QPainter::setClipPath``: the state's ``DirtyClipPath``); draws nothing."""

    def __init__(self) -> None:
        super().__init__(QPaintEngine.PaintEngineFeature.AllFeatures)
        self.clip_paths = 0

    def begin(self, device):
        return True

    def end(self):
        return True

    def updateState(self, state):  # noqa: N802 (Qt's naming)
        if state.state() & QPaintEngine.DirtyFlag.DirtyClipPath:
            self.clip_paths += 1

    def drawPixmap(self, r, pixmap, sr):  # noqa: N802 (Qt's naming)
        pass

    def drawTextItem(self, p, item):  # noqa: N802 (Qt's naming)
        pass

    def drawPath(self, path):  # noqa: N802 (Qt's naming)
        pass

    def drawPolygon(self, *args):  # noqa: N802 (Qt's naming)
        pass

    def type(self):
        return QPaintEngine.Type.User


class _Device(QPaintDevice):
    def __init__(self, width: int, height: int) -> None:
        super().__init__()
        self.engine = _Engine()
        self.size = (width, height)

    def paintEngine(self):  # noqa: N802 (Qt's naming)
        return self.engine

    def metric(self, m):
        metric = QPaintDevice.PaintDeviceMetric
        return {metric.PdmWidth: self.size[0], metric.PdmHeight: self.size[1], metric.PdmDpiX: 96, metric.PdmDpiY: 96,
                metric.PdmPhysicalDpiX: 96, metric.PdmPhysicalDpiY: 96, metric.PdmDepth: 32,
                metric.PdmDevicePixelRatio: 1, metric.PdmDevicePixelRatioScaled: 1 << 16, metric.PdmWidthMM: 100,
                metric.PdmHeightMM: 100, metric.PdmNumColors: 1 << 24}.get(m, 0)


def _clip_paths(editor: OrderEditor) -> int:
    viewport = editor.viewport()
    device = _Device(viewport.width(), viewport.height())
    viewport.render(device)
    return device.engine.clip_paths


def test_a_key_paints_no_clip_path(qtbot, monkeypatch):
    """The sheet's text painted after keys of the bench's line (an accepted line, its mark over it) sets no clip path;
    Qt's full-width selection (main's mark) sets one at least, and a rejected line's underline (still Qt's selection)
    does."""
    w, pane, editor = typing_in(qtbot, 2)
    clean = 0
    for ch in "\nA Mar S A Par - Bur":
        press(qtbot, editor, ch)
        delivered()
        assert editor._own_mark is not None
        if not any(kind == "error" for kind, _text in editor.annotations):  # (no rejected line's underline)
            clean += 1
            assert _clip_paths(editor) == 0, f"after {ch!r}"
    assert clean >= 3
    _qt_marks(monkeypatch, editor)
    assert _clip_paths(editor) > 0  # (main's way: the check can fail)
    _own_marks(monkeypatch, editor)
    for ch in "\nA Xyz H":
        press(qtbot, editor, ch)
    delivered()
    assert any(kind == "error" for kind, _text in editor.annotations)
    assert _clip_paths(editor) > 0


def _on_screen(w, widget) -> QImage:
    at = widget.mapTo(w, QPoint(0, 0))
    return w.screen().grabWindow(w.winId(), at.x(), at.y(), widget.width(), widget.height()).toImage().convertToFormat(
        QImage.Format.Format_RGB32)


def test_a_cursor_moved_repaints_the_old_and_new_lines_as_qt_does(qtbot, monkeypatch):
    """A cursor moved to another line (arrows, a click, Ctrl+Home/End, a selection by Shift, a Return and a Backspace
    joining the lines again) leaves on screen the
    sheet painted afresh; the viewport's regions painted are within those Qt's selection repaints for the same moves."""
    w, pane, editor = typing_in(qtbot, 2)
    for ch in "\nA Mar S A Par - Bur\nA Xyz H\n\nF Bre - MAO":
        press(qtbot, editor, ch)
    delivered()
    moves = [(Qt.Key.Key_Up, None), (Qt.Key.Key_Up, None), (Qt.Key.Key_Left, None), (Qt.Key.Key_Down, None),
             (Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier), (Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier),
             (Qt.Key.Key_Up, Qt.KeyboardModifier.ShiftModifier), (Qt.Key.Key_Right, None), ("click", 1), ("click", 3),
             ("x", None), (Qt.Key.Key_Backspace, None), (Qt.Key.Key_Down, None), (Qt.Key.Key_Return, None),
             (Qt.Key.Key_Backspace, None), (Qt.Key.Key_Up, None)]
    viewport = editor.viewport()
    painted: dict[bool, list[QRegion]] = {}
    for qt_way in (True, False):
        if qt_way:
            _qt_marks(monkeypatch, editor)
        else:
            _own_marks(monkeypatch, editor)
        start = editor.textCursor()
        start.setPosition(editor.document().characterCount() - 1)
        editor.setTextCursor(start)
        delivered()
        spy = PaintRegions()
        viewport.installEventFilter(spy)
        regions = painted[qt_way] = []
        for n, (key, mods) in enumerate(moves):
            spy.regions.clear()
            if key == "click":
                block = editor.document().findBlockByNumber(mods)
                at = editor.cursorRect(QTextCursor(block)).center()
                qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=at)
            else:
                press(qtbot, editor, key, mods)
            delivered()
            QApplication.processEvents()
            region = QRegion()
            for r in spy.regions:
                region += r
            regions.append(region)
            if not qt_way:
                fresh = _grab(editor)
                assert _on_screen(w, viewport) == fresh, f"move {n} ({key!r}): the sheet on screen is not the sheet afresh"
        viewport.removeEventFilter(spy)
    for n, (qt_region, own_region) in enumerate(zip(painted[True], painted[False])):
        assert (own_region - qt_region).isEmpty(), f"move {n}: painted more than Qt's selection has painted"

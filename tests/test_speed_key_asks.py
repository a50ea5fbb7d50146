"""What a key asks through PySide and walks in Python only to find it as it was (issue 33, round 22): the pane's
translated texts, the late frame of a sheet that is not late, the time-called line when time is not called, and the
typed sheet's event walked to learn that it fits the record. Each is shown as before."""

from __future__ import annotations

from gui_helpers import delivered, press, typing_in
from PySide6.QtCore import QCoreApplication

from referee_app.games.diplomacy.table import game as game_module
from referee_app.gui import language
from referee_app.gui.diplomacy import order_pane

LINE = "\nA Mar S A Par - Bur"
# the texts a key's refresh and hint translate (a sheet made meanwhile, at idle, translates its own: not the key's)
KEY_TEXTS = {"{n} accepted", " ({n} spelling corrected)", " · {n} rejected", "Line {n}:", "Every unit has an order.",
             "Will hold (no order yet):", "Will disband (no order yet):", ", ", "Tab: {names}"}


def _status(pane) -> str:
    n_ok = sum(1 for c in pane.checks if c.ok)
    n_fixed = sum(1 for c in pane.checks if c.corrected)
    n_bad = sum(1 for c in pane.checks if not c.ok and not c.blank)
    tr = QCoreApplication.translate
    text = tr("OrderPane", "{n} accepted").format(n=n_ok)
    if n_fixed:
        text += tr("OrderPane", " ({n} spelling corrected)").format(n=n_fixed)
    if n_bad:
        text += tr("OrderPane", " · {n} rejected").format(n=n_bad)
    return text


def test_a_key_asks_qt_no_translation_it_asked_before_and_shows_the_languages_own(qtbot, monkeypatch):
    w, pane, editor = typing_in(qtbot, 2)
    asked: list[tuple[str, str]] = []
    real = order_pane._qt_translate

    def counted(context: str, source: str, *rest: object) -> str:
        if source in KEY_TEXTS:
            asked.append((context, source))
        return real(context, source, *rest)

    monkeypatch.setattr(order_pane, "_qt_translate", counted)
    for ch in LINE:  # (the texts asked once)
        press(qtbot, editor, ch)
    delivered()
    for ch in LINE:
        asked.clear()
        press(qtbot, editor, ch)
        delivered()
        assert asked == [], f"key {ch!r} asked Qt for {asked}"
        assert pane.status.text() == _status(pane)
    try:
        w.set_language("ja")
        delivered()
        pane = w.current_pane()
        press(qtbot, pane.editor, "x")
        delivered()
        assert language.current() == "ja"
        assert real("OrderPane", "{n} accepted") != "{n} accepted"  # (the Japanese catalogue is installed)
        assert pane.status.text() == _status(pane)
        assert pane.line_info.text().startswith("<span") and real("OrderPane", "Line {n}:").format(
            n=pane.editor.textCursor().blockNumber() + 1) in pane.line_info.text()
    finally:
        w.set_language("en")
        delivered()
    assert w.current_pane().status.text() == _status(w.current_pane())


def test_the_late_frame_is_set_only_when_the_sheets_late_state_changes(qtbot, monkeypatch):
    w, pane, editor = typing_in(qtbot, 2)
    set_to: list[tuple[str, bool]] = []
    for name in ("late_frame", "reject_button"):
        widget = getattr(pane, name)
        real = widget.setVisible
        monkeypatch.setattr(widget, "setVisible", lambda on, name=name, real=real: (set_to.append((name, on)), real(on)))

    def shown_as_state() -> None:
        state = pane.game.current.late_state(pane.power)
        assert pane.late_frame.isVisibleTo(pane) == bool(state)
        assert pane.reject_button.isVisibleTo(pane) == (state == "late")

    for ch in LINE:
        press(qtbot, editor, ch)
        delivered()
        shown_as_state()
    assert set_to == []  # (not late: hidden already)
    pane.game.call_time()
    delivered()
    press(qtbot, editor, "x")  # changed after time was called: late
    delivered()
    assert pane.game.current.late_state(pane.power) == "late"
    shown_as_state()
    pane.decide_late(False)  # refused
    delivered()
    shown_as_state()
    pane.decide_late(True)  # let it stand
    delivered()
    shown_as_state()
    set_to.clear()
    pane.game.call_time(False)
    delivered()
    for ch in "yz":
        press(qtbot, editor, ch)
        delivered()
        shown_as_state()
    assert set_to == []


def test_the_time_called_line_is_hidden_again_only_when_it_was_shown(qtbot, monkeypatch):
    w, pane, editor = typing_in(qtbot, 2)
    label = w.panels.time_called_label
    hides = [0]
    real = label.hide
    monkeypatch.setattr(label, "hide", lambda: (hides.__setitem__(0, hides[0] + 1), real()))
    for ch in LINE:
        press(qtbot, editor, ch)
        delivered()
        assert not label.isVisibleTo(w)
    assert hides[0] == 0
    pane.game.call_time()
    delivered()
    assert label.isVisibleTo(w)
    press(qtbot, editor, "x")
    delivered()
    assert label.isVisibleTo(w) and "Late:" in label.text()
    pane.decide_late(True)  # (let it stand: no late sheet left)
    delivered()
    pane.game.call_time(False)
    delivered()
    assert not label.isVisibleTo(w)  # (shown: hidden again)
    press(qtbot, editor, "y")
    delivered()
    assert not label.isVisibleTo(w)


def test_a_plain_typed_sheets_event_is_not_walked_again_and_would_pass(qtbot, monkeypatch):
    w, pane, editor = typing_in(qtbot, 2)
    walked: list[object] = []
    real = game_module.document_fits

    def counted(doc, *rest):
        walked.append(doc)
        return real(doc, *rest)

    monkeypatch.setattr(game_module, "document_fits", counted)
    game = pane.game
    for ch in LINE:
        press(qtbot, editor, ch)
        delivered()
        assert real(game.events[-1].data, 8 * game_module.MAX_DOCUMENT_BYTES, game_module.MAX_DEPTH)
    assert walked == []
    editor.insertPlainText("é")  # not plain ASCII: walked, as before
    delivered()
    assert len(walked) == 1 and walked[0] == game.events[-1].data
    game.set_orders(pane.power, ["A Par H", "x" * 5000])
    assert len(walked) == 1
    game.note("a note")  # another kind of event: walked
    assert len(walked) == 2


def _marks_shown(editor) -> list[tuple[int, int, bool, int]]:
    out = []
    for sel in editor.extraSelections():
        fmt = sel.format
        out.append((sel.cursor.anchor(), sel.cursor.position(), fmt.hasProperty(fmt.Property.FullWidthSelection),
                    int(fmt.underlineStyle().value)))
    return out


def _marks_due(editor) -> list[tuple[int, int, bool, int]]:
    """The marks as the sheet's text, cursor and notes give them: the cursor's line, then each rejected line's text."""
    doc = editor.document()
    if doc.isEmpty():
        return []
    line_format, error_format = order_pane._mark_formats()
    p = editor.textCursor().position()
    out = [(p, p, True, int(line_format.underlineStyle().value))]
    for n, (kind, _text) in enumerate(editor.annotations):
        block = doc.findBlockByNumber(n)
        if kind == "error" and block.isValid() and block.text().strip():
            out.append((block.position(), block.position() + block.length() - 1, False,
                        int(error_format.underlineStyle().value)))
    return out


def test_the_line_marks_are_set_again_only_when_they_change_and_are_always_those_due(qtbot, monkeypatch):
    from gui_helpers import CTRL, SHIFT
    from PySide6.QtCore import Qt

    w, pane, editor = typing_in(qtbot, 2)
    sets = [0]
    real = editor.setExtraSelections
    monkeypatch.setattr(editor, "setExtraSelections", lambda sels: (sets.__setitem__(0, sets[0] + 1), real(sels)))
    keys: list[tuple[object, object]] = [
        *[(ch, None) for ch in "\nA Mar S A Par - Bxx"], (Qt.Key.Key_Backspace, None), (Qt.Key.Key_Backspace, None),
        *[(ch, None) for ch in "ur\nA Xyz H\nA Par H"],  # a rejected line, then a second order for A Par
        (Qt.Key.Key_Home, None), *[(ch, None) for ch in "Q"],  # a letter at a rejected line's start
        (Qt.Key.Key_Up, None), (Qt.Key.Key_End, None), (Qt.Key.Key_Left, SHIFT), (Qt.Key.Key_Left, SHIFT),  # a selection
        (Qt.Key.Key_Delete, None), (Qt.Key.Key_Z, CTRL), (Qt.Key.Key_Home, CTRL), (Qt.Key.Key_Down, SHIFT),
        (Qt.Key.Key_Delete, None), (Qt.Key.Key_Z, CTRL), (Qt.Key.Key_End, CTRL), (Qt.Key.Key_Backspace, None),
        *[(ch, None) for ch in "H\n\n"], (Qt.Key.Key_A, CTRL), (Qt.Key.Key_Delete, None),  # all gone: no marks
        *[(ch, None) for ch in "A Par - Bur"],
    ]
    unchanged = 0
    for n, (key, mods) in enumerate(keys):
        before = _marks_shown(editor)
        sets[0] = 0
        press(qtbot, editor, key, mods)
        delivered()
        assert _marks_shown(editor) == _marks_due(editor), f"key {n} ({key!r})"
        unchanged += sets[0] == 0
        if sets[0] == 0:
            assert editor.document().isEmpty() or before != [] or _marks_due(editor) == []
    assert unchanged >= 15, unchanged  # (a letter at the end of a line: its mark and the rejected lines' followed it)
    pane.load_from_game(reset=True)  # the text set whole: the marks made again
    delivered()
    assert _marks_shown(editor) == _marks_due(editor)

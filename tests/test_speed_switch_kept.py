"""What a sheet switch keeps (issue 33, rounds 9 and 20) is what asking afresh gives.

Each row of the list of powers carries its size (``PowerList.size_rows``: its ``SizeHintRole``), which Qt's own delegate
answers at once; after every kind of change, each row's rectangle and size hint must be those the list computes with no
size given.
"""

from __future__ import annotations

from gui_helpers import CTRL, delivered, make_window, power_list_restyled, power_rows_changed, press, typing_in
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

SIZE = Qt.ItemDataRole.SizeHintRole


def _rows(view) -> list[tuple[object, ...]]:
    """Each row's rectangle, height and whole size hint (asked of the list's delegate with the list's options)."""
    model = view.model()
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    return [(view.visualRect(model.index(r, 0)).getRect(), view.sizeHintForRow(r),
             view.itemDelegate().sizeHint(option, model.index(r, 0)).toTuple(), view.item(r).text())
            for r in range(view.count())]


class _NoSizes:
    """The list's rows with no size given (their ``SizeHintRole`` taken away, the model's signals held), laid out
    afresh by a plain delegate of Qt's; given back as they were after."""

    def __init__(self, view) -> None:
        self.view = view

    def __enter__(self):
        view, model = self.view, self.view.model()
        self.sizes = [view.item(r).data(SIZE) for r in range(view.count())]
        self.delegate = view.itemDelegate()
        self.plain = QStyledItemDelegate(view)
        blocked = model.blockSignals(True)
        for r in range(view.count()):
            view.item(r).setData(SIZE, None)
        model.blockSignals(blocked)
        view.setItemDelegate(self.plain)
        view.scheduleDelayedItemsLayout()
        view.executeDelayedItemsLayout()
        return view

    def __exit__(self, *exc) -> None:
        view, model = self.view, self.view.model()
        blocked = model.blockSignals(True)
        for r, size in enumerate(self.sizes):
            view.item(r).setData(SIZE, size)
        model.blockSignals(blocked)
        view.setItemDelegate(self.delegate)
        view.scheduleDelayedItemsLayout()
        view.executeDelayedItemsLayout()
        self.plain.deleteLater()


def _fresh_rows(view) -> list[tuple[object, ...]]:
    """The rows as the list lays them out with nothing given (Qt's delegate computing every size)."""
    with _NoSizes(view):
        return _rows(view)


def test_the_list_of_powers_rows_carry_the_sizes_it_would_ask_afresh(qtbot):
    w = make_window(qtbot)
    view = w.power_tabs.list
    # the list's delegate is Qt's own: no row's size is asked of Python (a delegate of Python was, ten times a switch)
    assert type(view.itemDelegate()) is QStyledItemDelegate

    def check(what: str) -> None:
        delivered()
        w.panels.flush_views()  # (the marks typing put off)
        delivered()
        assert all(view.item(r).data(SIZE) is not None for r in range(view.count())), f"{what}: a row has no size"
        kept = _rows(view)
        assert kept == _fresh_rows(view), f"{what}: a row's size is not the size asked afresh"
        assert kept == _rows(view)

    for i in range(7):  # every sheet made and shown once
        w.select_power(i)
        delivered()
    check("every sheet shown")
    changed = []
    view.model().dataChanged.connect(lambda *a: changed.append(a))
    for _step in range(8):
        press(qtbot, QApplication.focusWidget(), Qt.Key.Key_PageDown, CTRL)
        delivered()
    assert changed == [], "a switch with nothing changed changed a row"
    check("switched round")
    power_rows_changed(qtbot, w, check)
    w.set_language("zh_Hant")
    check("traditional Chinese")
    w.set_language("en")
    check("English again")
    w.panels.toggle_palette()  # other swatches
    check("the colour-blind palette")
    power_list_restyled(view, check)
    w.game.process()
    check("adjudicated")
    w.game.undo()
    check("undone")


def test_the_rows_sizes_do_not_depend_on_the_options_state(qtbot):
    """The rows carry one size whatever the list's state when Qt asks (focus, an active window, a row selected or under
    the mouse, the list disabled): Qt's delegate computes each row at every state alike, with the rows' style sheet."""
    w = make_window(qtbot)
    view = w.power_tabs.list
    for lang in ("en", "ja"):
        w.set_language(lang)
        delivered()
        given = [view.item(r).data(SIZE).toTuple() for r in range(view.count())]
        with _NoSizes(view):
            model = view.model()
            option = QStyleOptionViewItem()
            view.initViewItemOption(option)
            State = QStyle.StateFlag
            states = [State.State_None, State.State_Enabled, State.State_Enabled | State.State_Active,
                      State.State_Enabled | State.State_HasFocus | State.State_Active,
                      State.State_Enabled | State.State_Selected | State.State_Active,
                      State.State_Enabled | State.State_MouseOver, State.State_Selected]
            for r in range(view.count()):
                sizes = set()
                for state in states:
                    o = QStyleOptionViewItem(option)
                    o.state = state
                    sizes.add(view.itemDelegate().sizeHint(o, model.index(r, 0)).toTuple())
                assert len(sizes) == 1, (lang, r, sizes)
                assert sizes == {given[r]}, (lang, r)


def test_the_list_of_powers_on_screen_is_painted_as_afresh_after_switches(qtbot):
    w = make_window(qtbot)
    w.select_power(0)
    w.current_pane().editor.setFocus()
    delivered()
    view = w.power_tabs.list
    for step in range(10):
        press(qtbot, QApplication.focusWidget(), Qt.Key.Key_PageDown if step % 3 else Qt.Key.Key_PageUp, CTRL)
        delivered()
        at = view.mapTo(w, view.rect().topLeft())
        shown = w.screen().grabWindow(w.winId(), at.x(), at.y(), view.width(), view.height()).toImage()
        fresh = view.grab().toImage()
        assert shown.convertToFormat(QImage.Format.Format_RGB32) == fresh.convertToFormat(QImage.Format.Format_RGB32), step


def test_a_refresh_shows_the_list_of_rejected_lines_once_every_label_has_its_text(qtbot):
    """The list of rejected lines, shown by a line's first rejected key, is shown (which lays the sheet out at once)
    only once the line's description has its text too; what a refresh shows is what it showed before."""
    from PySide6.QtCore import QEvent, QObject

    w = make_window(qtbot)
    w.select_power(2)
    pane = w.current_pane()
    pane.editor.setFocus()
    delivered()
    assert pane._problems_box.isHidden()
    seen = []

    class Shown(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 (Qt's naming)
            if event.type() == QEvent.Type.Show:
                seen.append(pane.line_info.text())
            return False

    watch = Shown()
    press(qtbot, pane.editor, Qt.Key.Key_End, CTRL)
    press(qtbot, pane.editor, "\n", None)
    before = pane.line_info.text()
    pane._problems_box.installEventFilter(watch)
    press(qtbot, pane.editor, "A", None)  # a line that does not read: rejected
    pane._problems_box.removeEventFilter(watch)
    assert not pane._problems_box.isHidden() and seen, "the list of rejected lines was not shown"
    assert pane.line_info.text() != before
    assert seen == [pane.line_info.text()], "shown before the line's description had its text"
    described = pane.line_info.text()
    pane.refresh()
    assert pane.line_info.text() == described and not pane._problems_box.isHidden()


def test_a_refresh_inside_a_refresh_has_the_last_word_on_what_is_shown(qtbot):
    w = make_window(qtbot)
    pane = w.pane("FRANCE")
    own = pane._show_unordered
    calls = []

    def nested() -> None:
        own()
        if not calls:
            calls.append(1)
            pane.editor.setPlainText("")  # (loading: no game change) the sheet emptied: no rejected line
            pane.refresh()

    pane._loading = True
    pane.editor.setPlainText("A Xyz")
    pane._loading = False
    pane._show_unordered = nested
    try:
        pane.refresh()  # the outer refresh would show the list of rejected lines; the inner one hides it
    finally:
        del pane._show_unordered
    assert calls and pane._to_show is None
    assert pane._problems_box.isHidden()
    pane.refresh()
    assert pane._problems_box.isHidden()


def _laid_out_at_their_heights(pane) -> list[tuple[str, int, int]]:
    """Each label holder shown whose height is not its label's height at its width: (its text, its height, the
    label's)."""
    from referee_app.gui.diplomacy.order_pane import _Holder

    return [(h.label.text()[:60], h.height(), max(h.label.minimumHeight(), h.label.heightForWidth(h.width())))
            for h in pane.findChildren(_Holder)
            if h.isVisible() and h.height() != max(h.label.minimumHeight(), h.label.heightForWidth(h.width()))]


def test_labels_given_texts_while_not_shown_are_laid_out_at_their_heights_when_shown(qtbot):
    """A label holder is told nothing of a text its label is given while it is not shown (Qt tells a widget's parent
    only while it is shown): the list of rejected lines hidden (no rejected line) and shown again with a text of
    another height, and a sheet refreshed by the game while another sheet is shown, then shown again. Each label
    shown is laid out at its height at its width, text after text."""
    w, pane, editor = typing_in(qtbot, 2, (1280, 800))
    press(qtbot, editor, Qt.Key.Key_End, CTRL)
    # a rejected line whose reason takes two lines, gone (the list hidden), another two-line one, a one-line one
    for ch in "\nA Mar - Galcia":
        press(qtbot, editor, ch, None)
        delivered()
        assert _laid_out_at_their_heights(pane) == [], repr(ch)
    for _ in range(len("A Mar - Galcia")):
        press(qtbot, editor, Qt.Key.Key_Backspace, None)
        delivered()
        assert _laid_out_at_their_heights(pane) == []
    for ch in "F Bre - Atlantis\nA Xyz H":
        press(qtbot, editor, ch, None)
        delivered()
        assert _laid_out_at_their_heights(pane) == [], repr(ch)
    # the sheet changed by the game while another sheet is shown: two rejected lines, then one, then none
    for sheet in (["A Par - Bur", "A Mar - Galcia", "F Bre - Atlantis", "A Xyz H"], ["A Par - Bur", "A Xyz H"],
                  ["A Par - Bur", "A Mar - Spa", "F Bre - Mao"], ["A Par - Bur", "A Mar - Galcia"]):
        w.select_power(0)
        delivered()
        w.game.set_orders("FRANCE", sheet)
        delivered()
        w.select_power(2)
        delivered()
        assert w.current_pane() is pane and pane.editor.toPlainText() == "\n".join(sheet)
        assert _laid_out_at_their_heights(pane) == [], sheet

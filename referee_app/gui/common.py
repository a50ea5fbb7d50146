"""Small helpers shared by the window's parts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import QAbstractScrollArea, QBoxLayout, QComboBox, QHBoxLayout, QLabel, QWidget

if TYPE_CHECKING:  # the start page needs no game's rules: Diplomacy's are imported when a game is shown
    from PySide6.QtWidgets import QLayout, QMessageBox  # (imported where used: their enums are made then)

    from referee_app.games.diplomacy import Game, Ruleset


# a view's build, put off until the changes of a command are all made (``board.BoardWidget``: one build of
# its scene however many changes come one after the other)
BUILD_EVENT = QEvent.Type(QEvent.registerEventType())
# what ``lay_out_now`` sends, found once (it runs at every key)
_SEND_POSTED = QCoreApplication.sendPostedEvents
_LAYOUT_REQUEST, _UPDATE_LATER = QEvent.Type.LayoutRequest, QEvent.Type.UpdateLater


def solid(colour: str) -> QBrush:
    """``QBrush(QColor(colour))``, the same brush, made without the brush's constructor from Python: PySide's choice
    among its overloads makes QGradient's five Python enums (180 members, about 2 ms) the first time, which
    neither the board nor the results need make (tests/test_gui_board_foreground.py: the same brush)."""
    brush = QBrush()
    brush.setColor(QColor(colour))
    brush.setStyle(Qt.BrushStyle.SolidPattern)
    return brush


def lay_out_now() -> None:
    """The views a command or a key changed built, and every layout it changed laid out, now, up to the
    window, before anything is painted: each layout that changes size asks the one above it in an event of
    its own, and the event loop would paint the window between two of them (an adjudication repainted the
    results, the sheet and the key legend two or three times; a key that wraps a reason onto another line,
    the sheet twice)."""
    send = _SEND_POSTED
    for _ in range(16):  # one level of layouts a pass (a pass with nothing left to do costs nothing)
        send(None, _LAYOUT_REQUEST)
    # a widget just shown asks for its first paint in an event of its own, which came after the paint of everything
    # else (a sheet shown by Ctrl+PgDn was painted twice): asked now, it joins that paint
    send(None, _UPDATE_LATER)
    send(None, BUILD_EVENT)  # laid out first: a board is built for its new size


def know_viewport(area: QAbstractScrollArea) -> QWidget | None:
    """Hand ``area``'s own viewport (the plain widget a scroll area makes, named ``qt_scrollarea_viewport``) to
    Python as a ``QWidget``, so that ``area.viewport()`` finds it known. PySide meets a widget made by Qt that it
    has no Python object for by looking for its most derived class among every class of QtWidgets, which loads
    them all and makes their enums (10 ms, the first time in a process); ``findChild`` with the class given
    does not look. The same viewport either way: nothing is changed on it."""
    return area.findChild(QWidget, "qt_scrollarea_viewport", Qt.FindChildOption.FindDirectChildrenOnly)


def power_name(game: Game, power: str, lang: str | None = None) -> str:
    """A power's name in the window's language (or ``lang``)."""
    from . import language

    return ruleset_power_name(game.ruleset, power, lang or language.current())


def ruleset_power_name(ruleset: Ruleset, power: str, lang: str) -> str:
    """A power's name in ``lang``, from its ruleset (``power_name``)."""
    p = ruleset.map.powers.get(power)
    if p is None:
        return power.title()
    return p.name if lang == "en" else (p.names.get(lang) or p.name)


def held_layouts(layout: QLayout) -> list[QLayout]:
    """The layouts ``layout`` holds itself (not nested deeper), found without ``itemAt``: a layout's layouts are its
    children, and ``indexOf`` tells which of them it holds. (PySide keeps the Python object of each item ``itemAt``
    hands out for as long as the layout's own, and still knows it by the item's address once Qt has deleted the
    item: see ``tab_order_by_layout``.)"""
    from PySide6.QtWidgets import QLayout

    children = layout.findChildren(QLayout, options=Qt.FindChildOption.FindDirectChildrenOnly)
    return [sub for sub in children if layout.indexOf(sub) >= 0]


def empty_layout(layout: QLayout) -> None:
    """Take every widget out of `layout` and delete it, with the layout's own items.

    `QLayout.takeAt` hands its item to the caller, and PySide does not own it, so an item taken that way is never
    deleted. `removeWidget` deletes the item inside Qt. A widget is hidden at once (gone from the screen before the
    event loop deletes it) and left for `deleteLater`.
    """
    while layout.count():
        item = layout.itemAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            layout.removeWidget(widget)
            widget.hide()
            widget.setParent(None)  # type: ignore[call-overload]
            widget.deleteLater()
        else:
            taken = layout.takeAt(0)
            if taken is not None:
                import shiboken6

                shiboken6.delete(taken)


def tab_order_by_layout(widget: QWidget) -> list[QWidget]:
    """Make Tab visit ``widget``'s fields in the order its layouts show them (top to bottom, left to
    right, nested layouts and group boxes in place), whatever order they were made in; returns that
    order. Call it again after fields are added (the New-game dialog's player names).

    A layout's parts are found by asking it where each of the widget's children and each of its own
    layouts stands (``indexOf``), never by ``itemAt``: PySide keeps the Python object of each item
    ``itemAt`` hands out for as long as the layout's own, and still knows it by the item's address once Qt
    has deleted the item (its widget removed or deleted). A widget Qt then makes at that address (a
    button of a dialog's button box) reached Python as that stale ``QWidgetItem``."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLayout

    direct = Qt.FindChildOption.FindDirectChildrenOnly
    order: list[QWidget] = []

    def walk_layout(layout: QLayout, children: list[QWidget]) -> None:
        # ``children``: the widgets of the widget whose layouts these are (those a layout holds, nested or not)
        parts: list[tuple[int, QWidget | QLayout]] = []
        for child in children:
            i = layout.indexOf(child)
            if i >= 0:
                parts.append((i, child))
        parts += ((layout.indexOf(sub), sub) for sub in held_layouts(layout))
        parts.sort(key=lambda part: part[0])
        for _, part in parts:
            if isinstance(part, QLayout):
                walk_layout(part, children)
            else:
                walk_widget(part)

    def walk_widget(w: QWidget) -> None:
        if w.isHidden() and w.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide):
            return  # hidden on purpose (a field just added is hidden only until it is shown)
        layout = w.layout()
        if layout is not None:
            walk_layout(layout, w.findChildren(QWidget, options=direct))
        elif w.focusPolicy() & Qt.FocusPolicy.TabFocus:
            order.append(w)

    layout = widget.layout()
    if layout is not None:
        walk_layout(layout, widget.findChildren(QWidget, options=direct))
    for a, b in zip(order, order[1:]):
        QWidget.setTabOrder(a, b)
    return order


def show_on_other_screen(window: QWidget, full_screen: bool = True) -> None:
    """Show a players' window (a projector) on a screen other than the referee's, full screen there if
    asked; on the same screen when there is only one. The referee's screen is the one its parent
    window is on (the primary screen for a window without a parent)."""
    parent = window.parentWidget()
    main = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
    others = [s for s in QGuiApplication.screens() if s is not main]
    if others:
        window.setGeometry(others[0].geometry())
        window.show()
        if full_screen:
            window.showFullScreen()
    else:
        window.show()
    window.raise_()


class WallWindow(QWidget):
    """The frame of a window for the players' wall (the game's projector, the standings projector): shown on
    the other screen (full screen there), F11-style full screen on and off, Escape leaves full screen."""

    def show_on_second_screen(self, full_screen: bool = True) -> None:
        """On the second screen if there is one (full screen there), else beside the referee's window."""
        show_on_other_screen(self, full_screen)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
            return
        super().keyPressEvent(event)


def heading_label(larger_by: int = 4, text: str = "") -> QLabel:
    """A bold heading, ``larger_by`` points above the window's font (a panel's, a form's title)."""
    label = QLabel(text)
    font = label.font()
    font.setPointSize(font.pointSize() + larger_by)
    font.setBold(True)
    label.setFont(font)
    return label


def note_label(text: str = "", colour: str = "#4a5866", wrap: bool = True) -> QLabel:
    """A muted line under a heading or a field (what it is for, which rule), wrapped by default."""
    label = QLabel(text)
    label.setStyleSheet(f"color: {colour};")
    label.setWordWrap(wrap)
    return label


def confirm_box(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """A Yes/No question that changes the game, with the safe answer (No) as the default and on Escape:
    a reflex Return never adjudicates, undoes or ends anything."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Question, title, text,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    box.setEscapeButton(QMessageBox.StandardButton.No)
    return box


def confirm(parent: QWidget | None, title: str, text: str) -> bool:
    """Ask ``confirm_box``; True only for an explicit Yes."""
    box = confirm_box(parent, title, text)
    box.exec()
    return box.clickedButton() is box.button(box.StandardButton.Yes)


def address_block(lay: QBoxLayout, qr_size: int, url_px: int) -> tuple[QLabel, QLabel, QComboBox, QLabel, QLabel]:
    """The part the players' page panel and the tournament hub's panel share, added to ``lay``: an intro line,
    the address chooser (its label and its list), the QR code on white and the address itself in large type,
    selectable. Returns (intro, host label, hosts, qr, url)."""
    intro = QLabel()
    intro.setWordWrap(True)
    lay.addWidget(intro)
    row = QHBoxLayout()
    host_label = QLabel()
    hosts = QComboBox()
    row.addWidget(host_label)
    row.addWidget(hosts, 1)
    lay.addLayout(row)
    qr = QLabel()
    qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
    qr.setMinimumSize(qr_size, qr_size)
    qr.setStyleSheet("background: #ffffff;")
    lay.addWidget(qr, 1)
    url = QLabel()
    url.setAlignment(Qt.AlignmentFlag.AlignCenter)
    url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    url.setWordWrap(True)
    url.setStyleSheet(f"font-size: {url_px}px; font-weight: bold; font-family: monospace;")
    lay.addWidget(url)
    return intro, host_label, hosts, qr, url

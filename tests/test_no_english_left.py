"""Issue 21, item 12: every string a person sees goes through the catalogues. The window and the projector are
rendered in each language at a movement phase with results, a retreat phase and an adjustment phase, every visible
text is collected (widget tooltips too; the board's hover texts are left out), and no word of Latin letters may
remain outside a short allow-list (below)."""

from __future__ import annotations

import re

import pytest
from gui_helpers import FALL_1901, SPRING_1901, focused, make_window, type_all, type_sheet
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTableWidget,
    QTextEdit,
    QTreeWidget,
    QWidget,
)

from referee_app.gui import language

LANGS = ("zh_Hant", "zh_Hans", "ja")

# Latin words a person may see in any language, and why. Besides these: the province codes in capitals (the
# referee types them; the window shows each next to its name), order text as the referee typed it (and the
# window's upper-case echo of it), words the referee typed quoted back in a message, the language names in the
# Language menu (each in its own language) and the name Tab would complete (it completes what was typed).
ALLOWED = {
    # key names in shortcuts and hints (the letter of "Ctrl+E" is removed with its combination)
    "ctrl", "shift", "alt", "enter", "return", "esc", "tab", "del", "pgup", "pgdown", "space", "backspace",
    "f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9", "f10", "f11", "f12",
    # file formats and standards the referee reads or writes
    "json", "svg", "png", "html", "pdf", "csv", "txt", "zip", "datc",
    # product names: the "diplomacy" Python package whose saved games are read and written
    "diplomacy",
    # unit letters and order abbreviations, the referee's own notation
    "a", "f", "s", "c", "h",
}
LANGUAGE_NAMES = {"English"}
KEY_COMBO = re.compile(r"\b(?:Ctrl|Alt|Shift)(?:\+(?:Ctrl|Alt|Shift))*\+\w+")
TAB_HINT = re.compile(r"^Tab: .*$")
# the menu accelerators of a translation: "檔案(&F)"
ACCEL = re.compile(r"\(&\w\)|&(?=\w)")
LATIN_WORD = re.compile(r"[A-Za-z]+")


def visible_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) of every text shown by root and its visible children, its menus included."""
    out: list[tuple[str, str]] = []

    def add(where: str, text: str | None) -> None:
        if text:
            out.append((where, text))

    add("title", root.windowTitle())
    for wid in [root, *root.findChildren(QWidget)]:
        if not isinstance(wid, QMenu) and not wid.isVisibleTo(root) and wid is not root:
            continue
        name = type(wid).__name__ + ":" + (wid.objectName() or "")
        add(name + ":tooltip", wid.toolTip())
        if isinstance(wid, QLabel):
            add(name, wid.text())
        elif isinstance(wid, QAbstractButton):
            add(name, wid.text())
        elif isinstance(wid, QGroupBox):
            add(name, wid.title())
        elif isinstance(wid, QTabBar):
            for i in range(wid.count()):
                add(name, wid.tabText(i))
        elif isinstance(wid, QTableWidget):
            for c in range(wid.columnCount()):
                h = wid.horizontalHeaderItem(c)
                add(name + ":header", h.text() if h else "")
            for r in range(wid.rowCount()):
                for c in range(wid.columnCount()):
                    it = wid.item(r, c)
                    add(f"{name}[{r},{c}]", it.text() if it else "")
        elif isinstance(wid, QTreeWidget):
            h = wid.headerItem()
            for c in range(wid.columnCount()):
                add(name + ":header", h.text(c))
            stack = [wid.topLevelItem(i) for i in range(wid.topLevelItemCount())]
            while stack:
                it = stack.pop()
                for c in range(wid.columnCount()):
                    add(name, it.text(c))
                stack += [it.child(i) for i in range(it.childCount())]
        elif isinstance(wid, QListWidget):
            for i in range(wid.count()):
                add(name, wid.item(i).text())
        elif isinstance(wid, QMenu):
            add(name, wid.title())
            for act in wid.actions():
                add(name + ":action", act.text())
        elif isinstance(wid, (QLineEdit,)):
            add(name + ":placeholder", wid.placeholderText())
        elif isinstance(wid, (QPlainTextEdit, QTextEdit)):
            add(name + ":placeholder", wid.placeholderText())
    return out


def strip_markup(text: str) -> str:
    text = re.sub(r"<[^>]*>", " ", text)
    text = re.sub(r"&(?:nbsp|amp|lt|gt|quot|#\d+);", " ", text)
    return KEY_COMBO.sub(" ", ACCEL.sub("", text))


def english_left(texts: list[tuple[str, str]], typed: set[str], codes: set[str]) -> list[tuple[str, str, str]]:
    """(where, word, text) of each Latin word outside the allow-list."""
    typed_words = {word.lower() for line in typed for word in LATIN_WORD.findall(line)}
    found = []
    for where, text in texts:
        if text in LANGUAGE_NAMES or TAB_HINT.match(text):
            continue
        clean = strip_markup(text)
        for line in sorted(typed, key=len, reverse=True):  # order text as typed, or echoed in capitals
            clean = re.sub(re.escape(line), " ", clean, flags=re.IGNORECASE)
        # a word the referee typed, quoted back: 「xyz」不是圖板上的區域
        clean = re.sub(r"[「“\"]([A-Za-z]+)[」”\"]",
                       lambda m: " " if m.group(1).lower() in typed_words else m.group(0), clean)
        for word in LATIN_WORD.findall(clean):
            if word.lower() in ALLOWED or word in codes:
                continue
            found.append((where, word, text))
    return found


@pytest.fixture(autouse=True)
def _english_afterwards(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    yield
    language.install("en")


def test_no_english_word_is_left_in_any_screen(qtbot):
    w = make_window(qtbot)
    w.toggle_projector()
    proj = w.projector
    assert proj is not None
    qtbot.addWidget(proj)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    game = w.game
    codes = set(game.ruleset.map.provinces)
    typed = {line for sheets in (SPRING_1901, FALL_1901) for lines in sheets.values() for line in lines}
    typed |= {"A Ven - Pie", "Build A Vie", "Build A Bud", "Build A War"}
    problems: dict[str, list] = {}

    def check(stage: str) -> None:
        for lang in LANGS:
            w.set_language(lang, remember=False)
            QApplication.processEvents()
            texts = visible_texts(w) + visible_texts(proj)
            assert len(texts) > 40
            left = english_left(texts, typed, codes)
            if left:
                problems[f"{stage}/{lang}"] = left
        w.set_language("en", remember=False)
        w.activateWindow()  # the projector took the focus: the referee types in the window
        qtbot.waitUntil(w.isActiveWindow)

    check("start")
    type_all(qtbot, w, SPRING_1901)
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert str(game.phase) == "F1901M"
    check("movement results")
    type_all(qtbot, w, FALL_1901)
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert str(game.phase) == "F1901R"
    check("retreats")
    type_sheet(qtbot, w.current_pane().editor, ["A Ven - Pie"])
    qtbot.keyClick(focused(w), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert str(game.phase) == "W1901A"
    type_all(qtbot, w, {"AUSTRIA": ["Build A Vie", "Build A Bud"], "RUSSIA": ["Build A War"]})
    check("adjustments")
    proj.detach()
    proj.close()
    assert not problems, "\n".join(f"{k}: {v[:15]}" for k, v in problems.items())

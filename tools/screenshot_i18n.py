"""Screenshots of the board and the referee window in Traditional Chinese and Japanese (docs/).

Run under an X server, e.g. a virtual one:

    xvfb-run -s "-screen 0 1700x1100x24" python tools/screenshot_i18n.py [--out docs] [--langs zh_Hant ja]
    # with no CJK font on the system, to see that the bundled fonts suffice:
    xvfb-run -s "-screen 0 1700x1100x24" python tools/screenshot_i18n.py --no-system-cjk --out /tmp/shots

For each language it plays Spring 1901 with the orders typed in that language (``陸軍 巴黎 → 勃艮第``,
``陸軍 パリ → ブルゴーニュ``), adjudicates, and types the Fall sheets with the cursor on a line the
core rejects, so the order pane shows the error in the language; then it shows the board with the
Fall orders and results. It writes ``board-<lang>.png`` and ``referee-window-<lang>.png``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from xwindow import real_window, settle, shot  # noqa: E402  (tools/ is the script's folder)

SPRING = {
    "AUSTRIA": ["A Vie - Tyr", "A Bud - Ser", "F Tri H"],
    "ENGLAND": ["F Lon - Nth", "F Edi - Nwg", "A Lvp - Yor"],
    "FRANCE": ["A Par - Bur", "A Mar - Spa", "F Bre - Mao"],
    "GERMANY": ["A Ber - Kie", "F Kie - Den", "A Mun - Ruh"],
    "ITALY": ["A Rom - Apu", "F Nap - Ion", "A Ven H"],
    "RUSSIA": ["A War - Gal", "A Mos - Ukr", "F Sev - Bla", "F StP/sc - Bot"],
    "TURKEY": ["F Ank - Bla", "A Con - Bul", "A Smy - Con"],
}
FALL = {
    "AUSTRIA": ["A Tyr - Ven", "F Tri S A Tyr - Ven", "A Ser H"],
    "ENGLAND": ["F Nwg - Nwy", "F Nth S F Nwg - Nwy", "A Yor H"],
    "GERMANY": ["F Den H", "A Kie - Hol", "A Ruh - Bel"],
    "ITALY": ["A Apu H", "F Ion - Tun", "A Ven H"],
    "RUSSIA": ["A Gal H", "A Ukr - Rum", "F Sev S A Ukr - Rum", "F Bot - Swe"],
    "TURKEY": ["A Bul H", "A Con - Smy", "F Ank - Bla"],
    # typed last, with the referee's cursor on the second line, which the core rejects
    "FRANCE": ["A Spa - Por", "A Pic - Bel", "F Mao - Bre"],
}
PLAYERS = {"zh_Hant": {"AUSTRIA": "陳大文", "ENGLAND": "李小龍", "FRANCE": "黃美玲", "GERMANY": "張家豪", "ITALY": "林志明",
                       "RUSSIA": "王麗華", "TURKEY": "何國強"},
           "ja": {"AUSTRIA": "佐藤", "ENGLAND": "鈴木", "FRANCE": "高橋", "GERMANY": "田中", "ITALY": "伊藤",
                  "RUSSIA": "渡辺", "TURKEY": "山本"}}
TITLES = {"zh_Hant": "棋會之夜", "ja": "例会の夜"}


def hide_system_cjk() -> None:
    """A fontconfig setup with the system's fonts but none for Chinese or Japanese."""
    d = Path(tempfile.mkdtemp(prefix="fc-nocjk-"))
    (d / "fonts.conf").write_text(
        '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>'
        "<dir>/usr/share/fonts/truetype</dir><cachedir>" + str(d / "cache") + "</cachedir>"
        "<include ignore_missing=\"yes\">/etc/fonts/conf.d</include>"
        "<selectfont><rejectfont><glob>*/noto/*</glob><glob>*NotoSansCJK*</glob><glob>*NotoSerifCJK*</glob>"
        "<glob>*wqy*</glob><glob>*droid*</glob></rejectfont></selectfont>"
        "</fontconfig>", encoding="utf-8")
    os.environ["FONTCONFIG_FILE"] = str(d / "fonts.conf")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=str(ROOT / "docs"))
    ap.add_argument("--langs", nargs="*", default=["zh_Hant", "ja"])
    ap.add_argument("--width", type=int, default=1600)
    ap.add_argument("--height", type=int, default=1000)
    ap.add_argument("--no-system-cjk", action="store_true", help="hide the system's CJK fonts (the bundled ones remain)")
    args = ap.parse_args()
    if real_window() is None:
        return 2
    if args.no_system_cjk:
        hide_system_cjk()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFontDatabase
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from referee_app.games.diplomacy import Game, parse_order
    from referee_app.games.diplomacy.rules.i18n import order_text
    from referee_app.gui import language
    from referee_app.gui.board import BoardWidget
    from referee_app.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    language.register_fonts()
    cjk = [f for f in QFontDatabase.families() if "CJK" in f]
    print("CJK font families Qt sees:", ", ".join(cjk) or "none")

    for lang in args.langs:
        offset = [0.0]

        def now(offset: list[float] = offset) -> float:
            return time.monotonic() + offset[0]

        game = Game.new("standard", players=PLAYERS.get(lang, {}), title=TITLES.get(lang, ""))
        win = MainWindow(game, now=now, lang=lang)
        win.ask = lambda title, text: True  # type: ignore[method-assign]
        win.resize(args.width, args.height)
        win.move(0, 0)
        win.show()
        settle(app, 0.8)

        def typed(power: str, lines: list[str], win: MainWindow = win, game: Game = game, lang: str = lang) -> None:
            """Type a sheet as a referee would in this language: every order written out in it."""
            win.select_power(game.powers.index(power))
            ed = win.current_pane().editor  # type: ignore[union-attr]
            for i, line in enumerate(lines):
                try:
                    text = order_text(parse_order(line, power, game.position, game.ruleset), lang, game.ruleset)
                except ValueError:
                    text = line  # a line the core rejects stays as the referee wrote it
                if i:
                    QTest.keyClick(ed, Qt.Key.Key_Return)
                ed.insertPlainText(text)
            app.processEvents()

        win.clock_start_pause()
        win.end_period()
        for power, lines in SPRING.items():
            typed(power, lines)
        win.call_time()
        win.adjudicate()
        settle(app, 0.3)
        win.clock_start_pause()
        offset[0] += 9 * 60
        win.tick()
        win.end_period()
        offset[0] += 100
        win.tick()
        for power, lines in FALL.items():
            typed(power, lines)
        ed = win.current_pane().editor  # type: ignore[union-attr]
        cur = ed.textCursor()
        cur.movePosition(cur.MoveOperation.Start)
        cur.movePosition(cur.MoveOperation.Down)
        cur.movePosition(cur.MoveOperation.EndOfLine)
        ed.setTextCursor(cur)
        win.info_tabs.setCurrentWidget(win.results)
        win.tick()
        settle(app, 0.8)
        shot(win, out / f"referee-window-{lang}.png")

        # the board with the Fall orders and results, in a window of its own
        win.call_time()
        win.adjudicate()
        settle(app, 0.3)
        board = BoardWidget(game.ruleset, lang=lang)
        board.setWindowTitle(f"board — {lang}")
        adj = game.last.adjudication if game.last is not None else None
        board.show_position(game.last.position if game.last is not None else game.position, adj, show_orders=True)
        board.resize(1400, 1060)
        board.move(0, 0)
        board.show()
        settle(app, 0.8)
        board.fit()
        settle(app, 0.5)
        shot(board, out / f"board-{lang}.png")
        board.close()
        win.close()
        settle(app, 0.3)
    return 0


if __name__ == "__main__":
    sys.exit(main())

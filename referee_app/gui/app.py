"""``referee``: the referee's window.

    referee                      start page (Ctrl+N new game, Ctrl+O open)
    referee GAME.dipgame         open a game file and go on where it stopped
    referee --new                the New-game dialog at once
    referee --projector GAME     also open the projector window
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="referee", description="Run a game of Diplomacy at the table: order entry, "
                                "adjudication, the rulebook's phase clock and a projector view.")
    p.add_argument("game", nargs="?", help="a game file to open")
    p.add_argument("--new", action="store_true", help="start with the New-game dialog")
    p.add_argument("--projector", action="store_true", help="open the projector window too")
    p.add_argument("--lang", default="en", choices=["en", "zh_Hant", "zh_Hans", "ja"],
                   help="language of province names on the boards")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Diplomacy referee")
    app.setOrganizationName("referee-app")
    win = MainWindow(lang=args.lang)
    win.show()
    if args.game:
        win.open_game(args.game)
    elif args.new:
        win.new_game()
    if args.projector and win.game is not None:
        win.toggle_projector()
    return int(app.exec())


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

"""Screenshots for issue 19 ("the referee's board and the first start"), in real windows under an X server.

    xvfb-run -s "-screen 0 3300x1200x24" python tools/screenshot_board_start.py [--out docs/board-start] [--lang en]

Takes (``--out``, default docs/board-start): ``first-start-no-display.png`` (``referee`` started in a terminal
without a display: one line and exit 1, never Qt's abort; needs xterm), ``start-page-<lang>.png`` (recent games with name, phase, ruleset
and last change; New game, Open), ``window-pending-<lang>.png`` (France's typed orders drawn on the referee's
board before adjudication, a support of the wrong unit among them), ``window-pending-all-<lang>.png`` (every
power's typed orders), ``window-colour-blind-<lang>.png`` (the colour-blind palette, initials on the units,
failed moves dashed and crossed), ``deuteranopia-<lang>.png`` (the board in both palettes as a deuteranope
sees them), ``projector-1920-<lang>.png`` (the finer map on a 1920x1080 projector, its
names grown with the screen) and ``map-scotland/denmark/greece-<lang>.png`` (the finer coastline at twice the
map's size, names at the board's default size). The settings and recent games live in a temporary folder: the user's are not touched.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from xwindow import real_window, settle, shot  # noqa: E402  (tools/ is the script's folder)

SPRING = {
    "AUSTRIA": ["A Vie - Gal", "A Bud - Ser", "F Tri - Alb"],
    "ENGLAND": ["F Lon - Nth", "F Edi - Nwg", "A Lvp - Yor"],
    "FRANCE": ["A Par - Bur", "A Mar - Spa", "F Bre - Mao"],
    "GERMANY": ["A Mun - Bur", "F Kie - Den", "A Ber - Kie"],
    "ITALY": ["A Ven - Tyr", "F Nap - Ion", "A Rom - Apu"],
    "RUSSIA": ["A War - Gal", "A Mos - Ukr", "F Sev - Bla", "F StP/sc - Bot"],
    "TURKEY": ["F Ank - Bla", "A Con - Bul", "A Smy - Arm"],
}
PLAYERS = {"AUSTRIA": "Anna", "ENGLAND": "Ben", "FRANCE": "Chloé", "GERMANY": "Dieter", "ITALY": "Elena",
           "RUSSIA": "Fyodor", "TURKEY": "Gül"}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=str(ROOT / "docs" / "board-start"))
    ap.add_argument("--lang", default="en")
    args = ap.parse_args()
    home = real_window()
    if home is None:
        return 2
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    lang = args.lang

    terminal_shot(out / "first-start-no-display.png")

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from referee_app.core.record import GameFile, add_recent_game
    from referee_app.games.diplomacy import Game
    from referee_app.gui import language
    from referee_app.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Diplomacy referee")
    language.register_fonts()

    # three recent games, the newest last
    t0 = time.time() - 3 * 86400
    for i, (title, ruleset, phases) in enumerate((("Tuesday club", "standard", 5), ("Regional final, board 2", "rulebook-1982", 2),
                                                  ("Club night", "rulebook-1982", 0))):
        game = Game.new(ruleset, players=PLAYERS, title=title, clock=fixed_time(t0 + i * 86400))
        for _ in range(phases):
            for power in game.active_powers():
                game.set_orders(power, SPRING.get(power, []) if game.phase.type.value == "M" else [])
            game.process()
        path = home / "games" / f"{title.split(',')[0].replace(' ', '-').lower()}.dipgame"
        path.parent.mkdir(parents=True, exist_ok=True)
        GameFile.create(path, game).close()
        add_recent_game(path)

    win = MainWindow(lang=lang)
    win.resize(1280, 800)
    win.move(0, 0)
    win.show()
    settle(app, 0.8)
    shot(win, out / f"start-page-{lang}.png")

    game = Game.new("rulebook-1982", players=PLAYERS, title="Club night")
    win.ask = lambda title, text: True  # type: ignore[method-assign]
    win.set_game(game)
    settle(app, 0.5)

    def typed(power: str, lines: list[str]) -> None:
        win.select_power(game.powers.index(power))
        ed = win.current_pane().editor  # type: ignore[union-attr]
        ed.clear()
        for i, line in enumerate(lines):
            if i:
                QTest.keyClick(ed, Qt.Key.Key_Return)
            QTest.keyClicks(ed, line)
        app.processEvents()

    for power, lines in SPRING.items():
        if power != "FRANCE":
            game.set_orders(power, lines)
    # France: a move to Picardy where Burgundy was meant, and a support of the wrong unit
    typed("FRANCE", ["A Par - Pic", "A Mar S A Par - Bur", "F Bre - Eng"])
    settle(app, 0.5)
    shot(win, out / f"window-pending-{lang}.png")
    win.run("pending_all")
    settle(app, 0.5)
    shot(win, out / f"window-pending-all-{lang}.png")
    win.run("pending_all")

    typed("FRANCE", SPRING["FRANCE"])
    win.adjudicate()
    win.run("palette")
    win.run("initials")
    settle(app, 0.6)
    shot(win, out / f"window-colour-blind-{lang}.png")
    simulated(win, out / f"deuteranopia-{lang}.png")
    win.run("palette")
    win.run("initials")

    win.toggle_projector()
    proj = win.projector
    assert proj is not None
    proj.showNormal()
    proj.resize(1920, 1080)
    proj.move(1300, 0)
    settle(app, 1.0)
    shot(proj, out / f"projector-1920-{lang}.png")
    # the finer coastline: Scotland, Denmark, Greece and the Aegean on the referee's board, twice the map's size
    from referee_app.gui.board import BoardWidget

    board = BoardWidget(game.ruleset, lang=lang)
    board.show_position(game.position)
    img = board.render_image(3200, 2800)
    for name, (x, y, w, h) in {"scotland": (230, 290, 380, 330), "denmark": (560, 470, 380, 330),
                               "greece": (880, 1040, 380, 330)}.items():
        img.copy(2 * x, 2 * y, 2 * w, 2 * h).save(str(out / f"map-{name}-{lang}.png"))
        print(out / f"map-{name}-{lang}.png")
    win.close()
    return 0


def simulated(win, path: Path) -> None:  # type: ignore[no-untyped-def]
    """The board in the rulebook's colours and in the colour-blind palette, both as a deuteranope sees them
    (Machado et al. 2009, full severity; the simulation of tests/test_palette.py), side by side."""
    import numpy as np
    from PySide6.QtGui import QColor, QFont, QImage, QPainter

    m = np.array(((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)))

    def deuteranope(img: QImage) -> QImage:
        img = img.convertToFormat(QImage.Format.Format_RGB888)
        w, h, bpl = img.width(), img.height(), img.bytesPerLine()
        a = np.frombuffer(img.constBits(), np.uint8).reshape(h, bpl)[:, : w * 3].reshape(h, w, 3) / 255.0
        lin = np.where(a <= 0.04045, a / 12.92, ((a + 0.055) / 1.055) ** 2.4)
        sim = np.clip(lin @ m.T, 0, 1)
        srgb = np.where(sim <= 0.0031308, 12.92 * sim, 1.055 * sim ** (1 / 2.4) - 0.055)
        data = np.ascontiguousarray((srgb * 255).round().astype(np.uint8))
        return QImage(data.data, w, h, 3 * w, QImage.Format.Format_RGB888).copy()

    board = win.board
    palette = board.palette
    panels = []
    for name in ("rulebook", "colour-blind"):
        board.set_palette(name)
        panels.append(deuteranope(board.render_image(900, 788)))
    board.set_palette(palette)
    sheet = QImage(1830, 840, QImage.Format.Format_RGB888)
    sheet.fill(QColor("#10171f"))
    p = QPainter(sheet)
    f = QFont()
    f.setPixelSize(26)
    f.setBold(True)
    p.setFont(f)
    p.setPen(QColor("#eef2f5"))
    for i, (img, title) in enumerate(zip(panels, ("Rulebook colours, seen with deuteranopia",
                                                   "Colour-blind palette, seen with deuteranopia"))):
        p.drawText(10 + i * 920, 34, title)
        p.drawImage(10 + i * 920, 46, img)
    p.end()
    sheet.save(str(path))
    print(path)


def terminal_shot(path: Path) -> None:
    """``referee`` started without a display, in a terminal window, as a referee would see it."""
    import shutil
    import subprocess

    if not (shutil.which("xterm") and shutil.which("xdotool") and shutil.which("import")):
        print("no xterm/xdotool/import: the terminal screenshot is skipped", file=sys.stderr)
        return
    cmd = (f"cd {ROOT} && printf '$ referee\\n' && env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "
           f"{sys.executable} -c 'import sys; from referee_app.gui.app import main; sys.exit(main([]))'; "
           "rc=$?; echo \"$ echo \\$?\"; echo $rc; sleep 6")
    term = subprocess.Popen(["xterm", "-T", "referee-first-start", "-geometry", "118x7+0+0", "-fa", "DejaVu Sans Mono",
                             "-fs", "13", "-bg", "#101418", "-fg", "#e8ecef", "-e", "sh", "-c", cmd])
    try:
        time.sleep(4)
        wid = subprocess.run(["xdotool", "search", "--name", "referee-first-start"], capture_output=True, text=True,
                             check=False).stdout.split()
        if wid:
            subprocess.run(["import", "-window", wid[0], str(path)], check=False)
            print(path)
    finally:
        term.wait(timeout=20)


def fixed_time(t: float):  # type: ignore[no-untyped-def]
    return lambda: t


if __name__ == "__main__":
    sys.exit(main())

"""Screenshots of a convention round as the director sees it (issue 30), in real windows.

Run under an X server with openbox, e.g.:

    xvfb-run -s "-screen 0 3400x1200x24" sh -c "openbox & python tools/screenshot_convention.py [--scratch /tmp/shots]"

105 players, 15 boards: two rounds played, round 3 being played. The tournament hub serves on the
loopback address; eleven boards' desks report their centre counts through it (as File > Join a
tournament does), four have their result. Taken at the director's window size 1280x800 and on a
1920x1080 projector:

* ``convention-standings-1280.png``   the director's standings page, the hub's window beside it
* ``convention-seating-1280.png``     the round's boards and results as they come in
* ``convention-projector-1920.png``   the standings projector: "if every game ended now"
* ``convention-awards-1920.png``      Best Country on the projector
* ``convention-projector-1280.png``   the standings projector at 1280x800
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from xwindow import real_window, settle, shot  # noqa: E402  (tools/ is the script's folder)

FIRST = ["Anna", "Ben", "Chloé", "Dieter", "Elena", "Fyodor", "Gül", "Hiro", "Isabel", "Jonas", "Kate", "Lars", "Mei",
         "Nadia", "Omar"]
LAST = ["Keller", "Okafor", "Martin", "Brandt", "Rossi", "Ivanov", "Yılmaz"]
POWERS = ("AUSTRIA", "ENGLAND", "FRANCE", "GERMANY", "ITALY", "RUSSIA", "TURKEY")


def counts(rng: random.Random, total: int) -> dict[str, int]:
    c = {p: 0 for p in POWERS}
    for _ in range(total):
        c[rng.choice(POWERS)] += 1
    while max(c.values()) >= 18:
        c[max(c, key=lambda p: c[p])] -= 1
    return c


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scratch", default="/tmp/shots")
    args = ap.parse_args()
    work = real_window()
    if work is None:
        return 2
    scratch = Path(args.scratch)
    scratch.mkdir(parents=True, exist_ok=True)

    from PySide6.QtWidgets import QApplication

    from referee_app.gui import language
    from referee_app.gui.tournament_window import TournamentWindow
    from referee_app.tournament.hub import BoardDesk
    from referee_app.tournament.scoring import BoardResult
    from referee_app.tournament.tournament import Tournament

    app = QApplication.instance() or QApplication(sys.argv[:1])
    language.register_fonts()
    language.install("en")
    t = Tournament.create(work / "dipcon.diptour", "DipCon 2026", "c-diplo", tiebreaks=["best-round", "tops"])
    for i in range(105):
        t.add_player(f"{FIRST[i % 15]} {LAST[i // 15]}")
    rng = random.Random(30)
    for r in (1, 2):
        for b in t.seed_round(seed=r):
            t.record_result(r, b.number, BoardResult(counts(rng, rng.randint(26, 34))))
    t.seed_round(seed=3)
    tw = TournamentWindow(t)
    tw.hub_addresses = ["127.0.0.1"]
    tw.resize(1280, 800)
    tw.move(0, 0)
    tw.show()
    tw.run("t_hub")
    panel = tw.hub_panel
    panel.move(1300, 0)
    for b in range(1, 12):  # eleven boards report, four of them have ended
        desk = BoardDesk(panel.hub.url, b)
        desk.join()
        for year in (1901, 1902, 1903, 1904):
            desk.queue("centres", {"year": year, "counts": counts(rng, 22 + 2 * (year - 1900))})
        if b <= 4:
            desk.queue("result", {"centers": counts(rng, 33), "year": 1907})
        desk.flush()
    settle(app, 1.5)  # the window's timer: the reports reach the window
    tw.show_page(2)
    settle(app, 0.6)
    shot(tw, scratch / "convention-standings-1280.png")
    tw.show_page(1)
    tw.select_seat(5)
    settle(app, 0.6)
    shot(tw, scratch / "convention-seating-1280.png")
    tw.show_projector("standings")
    proj = tw.projector
    proj.showNormal()
    proj.resize(1920, 1080)
    proj.move(1300, 0)
    settle(app, 1.0)
    shot(proj, scratch / "convention-projector-1920.png")
    tw.show_projector("awards")
    settle(app, 0.6)
    shot(proj, scratch / "convention-awards-1920.png")
    tw.show_projector("standings")
    proj.resize(1280, 800)
    settle(app, 0.8)
    shot(proj, scratch / "convention-projector-1280.png")
    panel.close()
    tw.finish()
    print(f"screenshots in {scratch}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

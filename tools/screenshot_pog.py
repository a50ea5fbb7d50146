"""Screenshots of the Paths of Glory window and projector in real windows (for docs/).

Run under an X server, e.g. a virtual one:

    xvfb-run -s "-screen 0 3000x1100x24" python tools/screenshot_pog.py [--out docs] [--scratch /tmp/pog-shots] [--lang zh_Hant]

It plays the introductory scenario's first turn through the window: the mandated offensives (one die
typed from the table, one rolled), four action rounds, a combat with the Germans' die typed, and
takes:

* ``pog-window.png``     the referee window in the action phase, the combat resolved (kept in docs/)
* ``pog-projector.png``  the projector beside it (kept in docs/)
* ``pog-mandated.png``   the window after the mandated-offensive rolls (scratch)
* ``pog-siege-refused.png``, ``pog-siege.png``  phase D: the siege of Nancy refused (one corps cannot besiege
  it, 15.2.4), then its dry run with two corps (the drm of 1914, the die it falls on) (scratch)
* ``pog-segment-e.png``  the window at E.1, the VP chart shown (scratch)

An order of battle is kept (the Western front, Verdun cut off), so the projector shows the map framed on it;
both projector sizes are taken: ``pog-projector.png`` (1280x800) and ``pog-projector-1920.png`` (scratch).
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from xwindow import real_window, settle, shot  # noqa: E402  (tools/ is the script's folder)

WEST = [("Koblenz", [("GE 1", (5, 3)), ("GE 2", (5, 3))], 0, None), ("Metz", [("GE 6", (5, 3)), ("GE c", (1, 1))], 0, None),
        ("Sedan", [("GE 4", (5, 3))], 0, None), ("Nancy", [("GE c2", (1, 1))], 0, None),
        ("Chateau Thierry", [], 0, "central"), ("Bar le Duc", [], 0, "central"),
        ("Verdun", [("FR 3", (3, 2)), ("FR c", (1, 0))], 1, None), ("Liege", [("BE c", (1, 0))], 0, None),
        ("Brussels", [("BE A", (2, 1))], 0, None), ("Paris", [("FR 5", (3, 2))], 1, None)]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=str(ROOT / "docs"), help="where the kept screenshots go")
    ap.add_argument("--scratch", default="/tmp/pog-shots", help="where all screenshots go")
    ap.add_argument("--lang", default="en")
    ap.add_argument("--width", type=int, default=1600)
    ap.add_argument("--height", type=int, default=980)
    args = ap.parse_args()
    if real_window() is None:
        return 2
    scratch = Path(args.scratch)
    scratch.mkdir(parents=True, exist_ok=True)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    suffix = "" if args.lang == "en" else f"-{args.lang}"

    from PySide6.QtWidgets import QApplication

    from referee_app.games.paths_of_glory.game import PogGame
    from referee_app.gui import language
    from referee_app.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    language.register_fonts()
    game = PogGame.new("intro", seed=1914)
    win = MainWindow(game, lang=args.lang)
    win.ask = lambda title, text: True  # type: ignore[method-assign]
    win.resize(args.width, args.height)
    win.move(0, 0)
    win.show()
    settle(app, 0.8)

    # the order of battle kept: the Western front, Verdun cut off (Sedan, Nancy, Chateau Thierry, Bar le Duc
    # held by the Central Powers) so the projector rings it as out of supply
    for space, units, trench, control in WEST:
        game.place(space, [{"id": i, "nation": i[:2], "type": "army" if cf[0] > 1 else "corps", "cf": list(cf)}
                           for i, cf in units], trench=trench, control=control)

    # A: the Central Powers' die rolled at the table and typed, the Allies' rolled by the program
    win.mandated_panel.dice["central"].setText("3")
    win.run("roll")
    settle(app, 0.3)
    shot(win, scratch / f"pog-mandated{suffix}.png")
    win.run("next_segment")

    # B: four action rounds, then a combat in round 5
    panel = win.action_panel
    plays = [("central", "ops", "Guns of August", 4), ("allied", "ops", "Race to the Sea", 3),
             ("central", "ops", "Moltke", 3), ("allied", "sr", "Paris Taxis", 4),
             ("central", "event", "Entrench", 0), ("allied", "ops", "British Reinforcements", 3),
             ("central", "ops", "Liege", 2)]
    for _side, kind, card, value in plays:
        panel.kind.setCurrentIndex(panel.kind.findData(kind))
        panel.card.setText(card)
        panel.value.setValue(value)
        win.run("record_entry")
    win.run("new_combat")
    c = win.combat
    c.attacker.space.setText("Metz, Koblenz")
    c.attacker.fill_from_map()
    c.attacker.units.setPlainText("GE A 5/3\nGE A 5/3\nGE C 1/1")
    c.attacker.die.setText("5")
    c.defender.space.setText("Sedan")  # the map fills its terrain (forest) and fort
    c.defender.fill_from_map()
    c.defender.trench.setValue(1)
    c.defender.units.setPlainText("FR A 3/2\nFR C 1/0 r")
    c.defender.reserve.setText("FR C 1/0")
    c.defender.drm.setValue(1)
    c.mandated.setChecked(True)
    settle(app, 0.4)
    win.run("roll")
    settle(app, 0.6)
    shot(win, scratch / f"pog-window{suffix}.png")

    win.toggle_projector()
    proj = win.projector
    assert proj is not None
    proj.showNormal()
    proj.move(args.width + 20, 0)
    for width, height, tail in ((1280, 800, ""), (1920, 1080, "-1920")):
        proj.resize(width, height)
        proj.raise_()
        settle(app, 1.5)  # the window manager takes its time
        shot(proj, scratch / f"pog-projector{tail}{suffix}.png")

    # on to E.1 with a VP change, the VP chart shown
    panel.kind.setCurrentIndex(panel.kind.findData("ops"))
    for _ in range(5):
        win.run("record_entry")
    game.change_vp(1, "Liege")
    while game.segment != "D":  # the siege of Nancy: refused while one corps cannot besiege it, then its dry run
        win.run("next_segment")
    win.activateWindow()
    win.siege_panel.fort.setText("Nancy")
    settle(app, 0.6)
    shot(win, scratch / f"pog-siege-refused{suffix}.png")
    game.place("Nancy", [{"id": "GE c2", "nation": "GE", "type": "corps", "cf": [1, 1]},
                         {"id": "GE c3", "nation": "GE", "type": "corps", "cf": [1, 1]}])
    win.siege_panel.preview()
    settle(app, 0.6)
    shot(win, scratch / f"pog-siege{suffix}.png")
    while game.segment != "E.1":
        win.run("next_segment")
    win.info_tabs.setCurrentIndex(1)
    win.activateWindow()
    settle(app, 0.6)
    shot(win, scratch / f"pog-segment-e{suffix}.png")
    shot(proj, scratch / f"pog-projector-e{suffix}.png")

    for name in ("pog-window", "pog-projector"):
        shutil.copy(scratch / f"{name}{suffix}.png", out / f"{name}{suffix}.png")
    print(f"screenshots in {scratch}; kept pog-window{suffix}.png and pog-projector{suffix}.png in {out}")
    win.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

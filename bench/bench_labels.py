"""The board's names placed on the map (drawing.diplomacy.scene.map_labels): what one language at one size
costs, the first time (afterwards it is read from the disk cache, drawing/diskcache.py, in ~2 ms).

    python bench/bench_labels.py [--langs en,ja,zh_Hant,zh_Hans] [--scales 1.0,1.52,1.68,1.69,2.6]

For each language and scale (1.0: the window's board; 1.52: the projector at 1280x800; 1.68-1.69: at 1280x720,
1920x1080 and 4K; 2.6: the largest names there are), in a fresh process-wide state with no disk cache: CPU and
wall time of the placement, how many names still stand on a unit token at some spot a unit can stand on (every
space and coast occupied), how many are joined to their space by a leader line and how many were made smaller.
The machine's load is printed with the figures (the machine may be shared).
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


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--langs", default="en,ja,zh_Hant,zh_Hans")
    ap.add_argument("--scales", default="1.0,1.52,1.68,1.69,2.6")
    args = ap.parse_args()
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="bench-labels-")  # no disk cache

    from referee_app.drawing.diplomacy import scene
    from referee_app.drawing.mapsvg import load_geometry
    from referee_app.drawing.primitives import TOKEN_BOX, text_box
    from referee_app.games.diplomacy.rules.ruleset import load_ruleset

    rules = load_ruleset("standard")
    geo = load_geometry()
    codes = [c for c, sp in geo.spaces.items() if sp.is_space and c in rules.map.provinces]
    spots = [pt for sp in geo.spaces.values() if sp.is_space
             for pt in ([sp.unit] if sp.unit is not None else []) + list(sp.coast_units.values())]
    left, top, right, bottom = TOKEN_BOX
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    print(f"{'lang':8} {'scale':>5} {'cpu s':>6} {'wall s':>6} {'on a unit':>9} {'leaders':>7} {'smaller':>7}")
    for scale in (float(s) for s in args.scales.split(",")):
        for lang in args.langs.split(","):
            scene._LABELS.clear()
            c0, w0 = time.process_time(), time.perf_counter()
            labels = scene.map_labels(rules, geo, lang, scale)
            cpu, wall = time.process_time() - c0, time.perf_counter() - w0
            leaders = getattr(scene, "map_leaders", None)  # (none before issue 29's leader lines: compare with main)
            leads = leaders(rules, geo, lang, scale) if leaders is not None else ()
            on_unit = 0
            for t in labels:
                x0, y0, x1, y1 = text_box(t, 0.0)
                on_unit += any(x0 < x + right and x + left < x1 and y0 < y + bottom and y + top < y1 for x, y in spots)
            plain = scene._place_labels(rules, geo, lang, 1.0)
            plain = plain[0] if isinstance(plain[0], tuple) else plain
            sizes = {c: t.size for c, t in zip(codes, plain)}
            smaller = sum(t.size < sizes[c] * scale - 0.01 for c, t in zip(codes, labels))
            print(f"{lang:8} {scale:5.2f} {cpu:6.2f} {wall:6.2f} {on_unit:9d} {sum(x is not None for x in leads):7d} {smaller:7d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

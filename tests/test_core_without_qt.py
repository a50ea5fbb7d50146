"""The kernel and every game import and run where PySide6 cannot be imported."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SCRIPT = r'''
import sys, importlib.abc
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name.split(".")[0] in ("PySide6", "shiboken6", "PyQt5", "PyQt6"):
            raise ImportError("Qt is blocked in this test")
        return None
sys.meta_path.insert(0, Block())
from referee_app.core import adjudicate_json
out = adjudicate_json({"phase": "S1901M", "units": {"FRANCE": ["A PAR"], "GERMANY": ["A MUN"]},
                       "orders": {"FRANCE": ["A Par - Bur"], "GERMANY": ["A Mun - Bur"]}})
assert out["contested"] == ["BUR"], out
assert not any(m.startswith(("PySide6", "shiboken6")) for m in sys.modules)
import os, tempfile
from referee_app.core import registry
from referee_app.core.dice import Dice
from referee_app.core.record import GameFile
assert Dice(7).roll(3, 6, "test").values == Dice(7).roll(3, 6, "test").values
for kind in registry.games():  # every game's rules, its file and its views, with no Qt
    game = kind.new_game()
    path = os.path.join(tempfile.mkdtemp(), "g" + kind.file_suffix)
    with GameFile.create(path, game):
        pass
    with GameFile.open(path, readonly=True) as again:
        assert again.kind.name == kind.name
        kind.view(again.game, registry.Audience.PLAYERS)
assert not any(m.startswith(("PySide6", "shiboken6")) for m in sys.modules), "a game loaded Qt"
import urllib.request  # the players' page: served and drawn without Qt (referee_app/share)
from referee_app.share.feed import Feed
from referee_app.share.qr import qr_png
from referee_app.share.server import ShareServer
feed = Feed()
game = registry.get("diplomacy").new_game()
feed.push(game.game_name, game.events)
feed.wait_version(1)
with ShareServer(feed, "127.0.0.1", 0) as server:
    for name in ("", "state.json", "board.svg"):
        assert urllib.request.urlopen(server.url + name, timeout=10).status == 200
feed.close()
assert qr_png(server.url).startswith(b"\x89PNG")
assert not any(m.startswith(("PySide6", "shiboken6")) for m in sys.modules), "the players' page loaded Qt"
print("ok")
'''


def test_core_runs_with_qt_unimportable():
    r = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, cwd=ROOT,
                       env={"PYTHONPATH": str(ROOT), "PATH": ""}, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "ok"


def test_no_qt_import_in_core_or_game_sources():
    for path in [*(ROOT / "referee_app" / "core").rglob("*.py"), *(ROOT / "referee_app" / "games").rglob("*.py"),
                 *(ROOT / "referee_app" / "share").rglob("*.py")]:
        text = path.read_text(encoding="utf-8")
        for bad in ("import PySide6", "from PySide6", "import shiboken6", "from PyQt"):
            assert bad not in text, f"{path} imports Qt"

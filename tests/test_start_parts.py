"""What the window's start does less of (issue 33, round 6) gives what it gave: PySide's look for "PySide6" in a
module's source answered from the file's bytes (``gui.app.quick_pyside_check``)."""

from __future__ import annotations

import sys

import PySide6.QtWidgets  # noqa: F401  (PySide's feature support loaded, as at a start)
import pytest

from referee_app.gui import app


def test_pysides_look_at_a_modules_source_gives_what_pyside_gives():
    """Every module imported so far (the program's, Python's own, PySide's, extension and built-in modules): the
    quick check answers as PySide's own does."""
    import referee_app.gui.diplomacy.panels  # noqa: F401
    import referee_app.gui.main_window  # noqa: F401

    feature = sys.modules.get("shibokensupport.feature")
    assert feature is not None and callable(getattr(feature, "_mod_uses_pyside", None))
    original = getattr(feature._mod_uses_pyside, "original", feature._mod_uses_pyside)
    try:
        assert app.quick_pyside_check()
        quick = feature._mod_uses_pyside
        assert quick is not original and quick.quick
        assert app.quick_pyside_check() and feature._mod_uses_pyside is quick  # once
        modules = [m for name, m in sorted(sys.modules.items()) if name not in ("typing.io", "typing.re")]
        answers = [(m.__name__, quick(m)) for m in modules]
        assert answers == [(m.__name__, original(m)) for m in modules]
        said = dict(answers)
        assert said["referee_app.gui.main_window"] and not said["referee_app.core.clock"] and not said["sys"]
        assert not said["referee_app.gui.collector"]  # a module of the window's that imports no Qt
    finally:
        feature._mod_uses_pyside = original


def _quick_with(monkeypatch, tmp_path):
    """The quick check installed afresh, as at a new start (its own kept table, not read yet; the disk cache in
    ``tmp_path``); PySide's own check."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    feature = sys.modules["shibokensupport.feature"]
    original = getattr(feature._mod_uses_pyside, "original", feature._mod_uses_pyside)
    monkeypatch.setattr(feature, "_mod_uses_pyside", original)
    assert app.quick_pyside_check()
    quick = feature._mod_uses_pyside
    assert quick.kept.answers is None and not quick.kept.new
    return quick, original


def test_the_answers_kept_on_disk_are_what_pysides_own_look_gives(tmp_path, monkeypatch):
    """The quick check's answers, kept at the end of a start, are read by the next: every module gets the answer
    PySide's own look gives, and a source file whose answer is kept is not read again."""
    import builtins

    import referee_app.gui.diplomacy.panels  # noqa: F401
    import referee_app.gui.main_window  # noqa: F401

    modules = [m for name, m in sorted(sys.modules.items()) if name not in ("typing.io", "typing.re")]
    quick, original = _quick_with(monkeypatch, tmp_path)
    want = [(m.__name__, original(m)) for m in modules]
    assert [(m.__name__, quick(m)) for m in modules] == want
    assert quick.kept.new
    quick.kept.write_back()
    assert not quick.kept.new
    quick, _ = _quick_with(monkeypatch, tmp_path)  # the next start: reads the table
    kept = quick.kept
    assert kept.read() and all(type(v[2]) is bool for v in kept.answers.values())
    assert kept.answers[referee_app.gui.main_window.__file__][2] is True

    def no_read(*args, **kwargs):
        raise AssertionError(f"read {args[0]}")

    with monkeypatch.context() as m:
        m.setattr(builtins, "open", no_read)  # a kept answer reads no file (a module's source file is only stat'ed)
        answered = [(i, quick(mod)) for i, mod in enumerate(modules) if getattr(mod, "__file__", "") in kept.answers]
    assert len(answered) > 50 and all(said is want[i][1] for i, said in answered)
    assert not kept.new  # nothing answered anew: nothing written back


def test_a_changed_source_file_is_read_again_and_a_bad_table_is_none(tmp_path, monkeypatch):
    import importlib.util
    import os

    source = tmp_path / "probe_module.py"
    source.write_text("X = 1  # no Qt here\n")
    spec = importlib.util.spec_from_file_location("probe_module", source)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    quick, original = _quick_with(monkeypatch, tmp_path / "a")
    assert quick(module) is False is original(module)
    quick.kept.write_back()
    source.write_text("X = 1  # PySide6 named here\n")  # another size
    quick, original = _quick_with(monkeypatch, tmp_path / "a")
    assert str(source) in quick.kept.read()
    assert quick(module) is True is original(module)
    st = source.stat()
    source.write_text("X = 1  # PySide7 named here\n")  # the same size, another time
    assert source.stat().st_size == st.st_size
    os.utime(source, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))
    quick.kept.write_back()
    quick, original = _quick_with(monkeypatch, tmp_path / "a")
    assert quick(module) is False is original(module)
    # a table others may write, a damaged one, one holding anything else: none (every file is read)
    from referee_app.core import diskcache

    quick.kept.write_back()
    entry = diskcache.folder() / quick.kept.entry()
    assert entry.is_file() and quick.kept.entry() == app.kept_answers().entry()
    if os.name == "posix":
        entry.chmod(0o666)
        quick, _ = _quick_with(monkeypatch, tmp_path / "a")
        assert not quick.kept.read()
    entry.write_bytes(entry.read_bytes()[:20])
    quick, _ = _quick_with(monkeypatch, tmp_path / "a")
    assert not quick.kept.read()
    diskcache.store(quick.kept.entry(), {str(source): (1, 2, "yes"), 3: (1, 2, True)}, private=True)
    quick, _ = _quick_with(monkeypatch, tmp_path / "a")
    assert not quick.kept.read()


HELD = r"""
import builtins, gc, sys
import referee_app.gui.app as app
print("IMPORTED", sorted(m for m in ("typing", "re", "enum", "collections", "dataclasses") if m in sys.modules))
seen = {}
real = builtins.__import__
def spy(name, *args, **kwargs):
    if name.startswith("referee_app.core"):
        seen.setdefault("core", gc.isenabled())
    return real(name, *args, **kwargs)
builtins.__import__ = spy
def stop(args):
    raise SystemExit(0)
app._start = stop
try:
    app.main(["--lang", "en", "x.dipgame"])
except SystemExit:
    pass
builtins.__import__ = real
print("COLLECTOR_AT_FIRST_IMPORT", seen.get("core"))
"""


def test_the_start_holds_the_collector_before_its_first_import(tmp_path):
    """``referee``'s module imports nothing heavy (Python's ``typing`` with ``re`` and ``enum``: 15-20 collector
    passes while they and the kernel's modules were imported), and ``main`` holds the collector before it imports
    the kernel; a fresh interpreter without its site (the program's own imports only)."""
    import os
    import subprocess
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"))
    proc = subprocess.run([sys.executable, "-S", "-c", HELD], cwd=root, env=env, capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr[-2000:]
    lines = dict(line.split(" ", 1) for line in proc.stdout.splitlines())
    assert lines["IMPORTED"] == "[]"
    assert lines["COLLECTOR_AT_FIRST_IMPORT"] == "False"


def test_the_font_files_are_the_ones_glob_lists(tmp_path):
    """The bundled fonts registered at a start are listed as ``Path.glob`` lists them (``*.otf`` then ``*.ttf``,
    each sorted), in the program's font folder and in a folder of every kind of name."""
    from referee_app.gui import language

    def globbed(folder):
        return sorted(folder.glob("*.otf")) + sorted(folder.glob("*.ttf"))

    assert language._font_files(language.FONT_DIR) == globbed(language.FONT_DIR) and globbed(language.FONT_DIR)
    for name in ("b.otf", "a.ttf", "A.otf", ".hidden.otf", "c.OTF", "d.otf.bak", "e.ttf", "f.woff", ".otf"):
        (tmp_path / name).write_bytes(b"")
    (tmp_path / "g.otf").mkdir()  # a folder of that name: glob lists it too
    assert language._font_files(tmp_path) == globbed(tmp_path)
    assert language._font_files(tmp_path / "missing") == globbed(tmp_path / "missing") == []


def test_the_settings_folder_follows_the_environment(tmp_path, monkeypatch):
    """The settings folder, made once for the environment's values it is made from, is what it was made from them
    each time: another XDG_CONFIG_HOME or HOME (a test's, a user's) is another folder at once."""
    from pathlib import Path

    from referee_app.core import userdir

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "a"))
    assert userdir.config_dir() == userdir._config_dir() == tmp_path / "a" / "referee-app"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "b"))
    assert userdir.config_dir() == tmp_path / "b" / "referee-app"
    monkeypatch.delenv("XDG_CONFIG_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    if sys.platform not in ("win32", "darwin"):
        assert userdir.config_dir() == userdir._config_dir() == Path(tmp_path / "home") / ".config" / "referee-app"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "a"))
    assert userdir.config_dir() == tmp_path / "a" / "referee-app"


START = r"""
import sys

class CatchTheLoop:  # the program's event loop returns at once (as the bench's fresh processes catch it)
    def find_spec(self, name, path=None, target=None):
        if name != "PySide6.QtWidgets":
            return None
        sys.meta_path.remove(self)
        import importlib.util

        spec = importlib.util.find_spec(name)
        load = spec.loader.exec_module

        def exec_module(module):
            load(module)
            module.QApplication.exec = lambda self=None: 0

        spec.loader.exec_module = exec_module
        return spec

sys.meta_path.insert(0, CatchTheLoop())
from referee_app.gui.app import main
sys.exit(main(["--lang", "en", sys.argv[1]]))
"""


def test_a_second_start_writes_nothing_to_the_disk_cache(tmp_path):
    """What a start keeps (the data classes' and shiboken's code, PySide's answers, the sources' digests, the map's
    geometry, the labels) is written by the first start with a game file and only read by the next: a start that
    wrote an entry again each time would pay for the write and for what made it write (it fails when PySide's answers
    are read after its check is in place: the kernel's import is answered anew). (The board's paths and layers are
    written when it first paints: this start's loop returns before any paint.)"""
    import os
    import subprocess

    from referee_app.core.record import GameFile
    from referee_app.games.diplomacy.table.game import Game

    game = tmp_path / "night.dipgame"
    GameFile.create(game, Game.new("standard")).close()
    config = tmp_path / "config"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(config))

    def start() -> dict[str, tuple[int, int]]:
        proc = subprocess.run([sys.executable, "-c", START, str(game)], env=env, capture_output=True, text=True,
                              timeout=120)
        assert proc.returncode == 0, proc.stderr[-2000:]
        cache = config / "referee-app" / "cache"
        return {p.name: (p.stat().st_mtime_ns, p.stat().st_size) for p in cache.iterdir()}

    first = start()
    assert {name.split("-")[0] for name in first} >= {"dataclass", "compile", "pyside", "source", "map", "labels"}
    assert start() == first


def test_the_quick_check_is_put_in_place_by_a_finder_that_finds_nothing(tmp_path, monkeypatch):
    """During PySide's first import a finder asked for each new module puts the quick check in place once PySide's
    support is loaded; it finds no module itself (the import goes on as without it)."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    feature = sys.modules["shibokensupport.feature"]
    original = getattr(feature._mod_uses_pyside, "original", feature._mod_uses_pyside)
    monkeypatch.setattr(feature, "_mod_uses_pyside", original)
    finder = app._QuickCheckAsSoonAsItCan()
    assert finder.find_spec("json") is None and finder.find_spec("no_such_module_here") is None
    quick = feature._mod_uses_pyside
    assert quick is not original and quick.quick and quick.original is original
    assert finder.find_spec("json") is None and feature._mod_uses_pyside is quick  # once


def test_the_answers_of_another_kind_of_start_stay_kept(tmp_path, monkeypatch):
    """A start answers some modules, another kind of start others: the table keeps both (a file that is gone is
    dropped), so neither kind of start reads a source the other one answered."""
    import types

    modules = []
    for i in range(3):
        source = tmp_path / f"kind_{i}.py"
        source.write_text(f"X = {i}\n")
        module = types.ModuleType(f"kind_{i}")
        module.__file__ = str(source)
        module.__loader__ = app.SourceFileLoader(module.__name__, str(source))
        modules.append(module)
    quick, original = _quick_with(monkeypatch, tmp_path / "a")
    assert quick(modules[0]) is False and quick(modules[2]) is False
    quick.kept.write_back()
    quick, original = _quick_with(monkeypatch, tmp_path / "a")  # another kind of start
    assert quick(modules[1]) is False and quick.kept.new
    (tmp_path / "kind_2.py").unlink()
    quick.kept.write_back()
    quick, original = _quick_with(monkeypatch, tmp_path / "a")
    assert set(quick.kept.read()) == {str(tmp_path / "kind_0.py"), str(tmp_path / "kind_1.py")}
    assert quick(modules[0]) is False and quick(modules[1]) is False and not quick.kept.new


KEPT_FROM_THE_FIRST = r"""
import sys
import referee_app.gui.app as app
from referee_app.core import codecache
keep = codecache.keep_compiled
def spy():
    print("MADE_BEFORE", sorted(m for m in ("dataclasses", "referee_app.core.events", "referee_app.core.messages",
                                            "referee_app.core.frozen") if m in sys.modules))
    keep()
codecache.keep_compiled = spy
def stop(args):
    raise SystemExit(0)
app._start = stop
try:
    app.main(["--lang", "en", "x.dipgame"])
except SystemExit:
    pass
"""


def test_the_start_keeps_the_code_of_its_first_data_class():
    """``main`` imports the kernel's ``codecache`` and starts keeping the data classes' code before any data class
    is made: the kernel's package imports its events and messages (four data classes, two ``quick_init``s) when
    their names are first used, not with the package, so their methods are not compiled anew at every start
    (they were, before ``keep_compiled`` could begin). A fresh interpreter without its site."""
    import subprocess
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    proc = subprocess.run([sys.executable, "-S", "-c", KEPT_FROM_THE_FIRST], cwd=root, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.splitlines() == ["MADE_BEFORE []"]


def test_the_kernels_names_are_still_found_in_its_package():
    """The names the kernel's package has always given (``from referee_app.core import msg``) are its modules'
    own, though imported at their first use."""
    import referee_app.core as core
    from referee_app.core import errors, events, messages

    for name in ("Event", "GameStateError", "Message", "RefereeError", "RulesetError", "msg", "render"):
        assert getattr(core, name) is next(getattr(m, name) for m in (errors, events, messages) if hasattr(m, name))
    assert set(core.__all__) == {"Event", "GameStateError", "Message", "RefereeError", "RulesetError",
                                 "adjudicate_json", "msg", "render"}
    from referee_app.core import RulesetError, adjudicate_json  # noqa: F401


PAINTED = START.replace("module.QApplication.exec = lambda self=None: 0", """\
def painted(self=None):  # the window's first paint (offscreen: the events its show posted), then what is imported
                import time

                app = module.QApplication.instance()
                win = next(w for w in app.topLevelWidgets() if type(w).__name__ == "MainWindow")
                app.processEvents()
                app.processEvents()
                print("IMPORTED", *sorted(m for m in sys.modules if m.startswith("referee_app.games.diplomacy.explain")))
                print("MODULES", *sorted(m for m in sys.modules if m.startswith("referee_app")))
                print("ICON AT THE PAINT", *FIRST_PAINT)
                waited = time.monotonic()
                while app.windowIcon().isNull() and time.monotonic() - waited < 60:
                    app.processEvents()
                    time.sleep(0.01)
                print("ICON LATER", sorted(s.width() for s in win.windowIcon().availableSizes()))
                return 0

            module.QApplication.exec = painted
            FIRST_PAINT = []  # the icon's sizes at the main window's first paint event
            show = module.QMainWindow.show

            def watched_show(win):
                from PySide6.QtCore import QEvent, QObject

                class FirstPaint(QObject):
                    def eventFilter(self, obj, event):
                        if event.type() == QEvent.Type.Paint and not FIRST_PAINT:
                            FIRST_PAINT.append(sorted(s.width() for s in module.QApplication.windowIcon().availableSizes()))
                        return False

                win.first_paint = FirstPaint(win)
                win.installEventFilter(win.first_paint)
                show(win)

            module.QMainWindow.show = watched_show""")


@pytest.fixture(scope="module")
def painted_start(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """One fresh start with a game file (offscreen) to its window painted: what it printed, by line's first words."""
    import os
    import subprocess

    from referee_app.core.record import GameFile
    from referee_app.games.diplomacy.table.game import Game

    assert "def painted" in PAINTED
    tmp_path = tmp_path_factory.mktemp("painted")
    game = tmp_path / "night.dipgame"
    GameFile.create(game, Game.new("standard")).close()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"))
    proc = subprocess.run([sys.executable, "-c", PAINTED, str(game)], env=env, capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    said: dict[str, str] = {}
    for line in proc.stdout.splitlines():
        for head in ("IMPORTED", "MODULES", "ICON AT THE PAINT", "ICON LATER"):
            if line == head or line.startswith(head + " "):
                said[head] = line[len(head):].strip()
    return said


def test_a_start_with_a_game_paints_without_the_why_panels_engine(painted_start):
    """The engine's explanations (``games.diplomacy.explain``: the "Why?" panel's figures) are imported at the first
    "Why?", not by a start with a game file up to its window painted (fails on the former start, which imported them
    before Qt for the results tab). tests/test_gui_why.py asks "Why?" in a window: the import at first use."""
    assert painted_start["IMPORTED"] == "", painted_start


def test_a_diplomacy_start_imports_no_other_games_modules_and_no_projector_before_its_paint(painted_start):
    """A start with a Diplomacy game file, to its window painted, imports nothing of 列欧帝国棋 or Paths of Glory
    (rules, drawing, window), none of the modules of what it does not show (the projector's Diplomacy view, the
    New-game fields, the exports, the tournament and sharing parts, the start page)."""
    modules = set(painted_start["MODULES"].split())
    assert "referee_app.gui.diplomacy.panels" in modules and "referee_app.games.diplomacy.rules" in modules
    others = sorted(m for m in modules if any(part in ("lieou", "pog", "paths_of_glory") for part in m.split(".")))
    assert not others
    unseen = ("referee_app.gui.diplomacy.projector", "referee_app.gui.diplomacy.setup", "referee_app.gui.start_page",
              "referee_app.exports", "referee_app.tournament", "referee_app.share", "referee_app.gui.hub_panel")
    assert not sorted(m for m in modules if m.startswith(unseen)), modules


def test_the_windows_icon_is_given_after_the_first_paint_not_before(painted_start):
    """The program's icon (its PNGs decoded and handed to the window system as a window is made: about 1% of a start
    with a game file) is set once the window has been painted, when it is idle (``gui.app.icon_after_first_paint``),
    in every size it was given before (fails on the former start, which set it before the window was made)."""
    from referee_app.gui import about

    assert painted_start["ICON AT THE PAINT"] == "[]"
    assert painted_start["ICON LATER"] == str(sorted(about.window_icon_sizes("offscreen")))

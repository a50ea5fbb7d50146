import gc
import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("REFEREE_LANG", "en")  # the window and the command line speak English in tests, whatever the locale
sys.path.insert(0, str(Path(__file__).parent))

# The tests never touch the user's own settings and recent-games list: every test session gets a
# settings folder of its own (core.record.config_dir follows XDG_CONFIG_HOME), removed at the end.
if "REFEREE_TEST_KEEP_CONFIG" not in os.environ:
    import atexit
    import shutil
    import tempfile

    _config = tempfile.mkdtemp(prefix="referee-test-config-")
    os.environ["XDG_CONFIG_HOME"] = _config
    atexit.register(shutil.rmtree, _config, True)

# The disk cache of slow work (core/diskcache.py: the map read, the names placed, the boards drawn, the data files
# read, the code kept) lives in the settings folder. A window test gets a settings folder of its own (below), but
# its cache subfolder is this session's one: the entries are named by everything they depend on, so a shared
# entry is the one the test would have written itself. Without it every window test did all that work anew
# (tests/test_gui_window.py, test_gui_commands.py and test_gui_pending.py: 57 s of CPU, 42 s with it). The tests
# of the cache and of a first start make their own settings folder and so still start from an empty cache.
#
# The suite runs on pytest-xdist's workers (pyproject.toml: `-n auto --dist worksteal`). Each worker is a process with
# a settings folder of its own, made above; the cache is the run's one: the first process to load this file (the
# controller, or a run without workers) names its cache folder in REFEREE_TEST_SESSION_CACHE, which the workers
# it starts inherit, and each worker's cache folder is a link to it. The cache writes each entry beside it and
# renames it over (core/diskcache.py), as it must for two programs open at once, so two workers share it safely.
# Without it each worker did the slow work again (a run on two workers took 83 s more CPU than one process).
_SHARED_CACHE = (Path(os.environ["XDG_CONFIG_HOME"]) / "referee-app" / "cache"
                 if "REFEREE_TEST_KEEP_CONFIG" not in os.environ else None)
if _SHARED_CACHE is not None:
    _RUNS_CACHE = os.environ.get("REFEREE_TEST_SESSION_CACHE")
    if _RUNS_CACHE and os.environ.get("PYTEST_XDIST_WORKER") and Path(_RUNS_CACHE).is_dir():
        _SHARED_CACHE.parent.mkdir(parents=True, exist_ok=True)
        _SHARED_CACHE.symlink_to(_RUNS_CACHE, target_is_directory=True)
        _SHARED_CACHE = Path(_RUNS_CACHE)
    else:
        _SHARED_CACHE.mkdir(parents=True, exist_ok=True)
        os.environ["REFEREE_TEST_SESSION_CACHE"] = str(_SHARED_CACHE)

# Workers: as many as the machine has cores, at most four (each is a Python with Qt and the games loaded). Each
# starts with its share of the tests and an idle one takes tests from a busy one ("worksteal"): on a 2-core machine
# 6 min 25 s, against 7 min 4 s to 7 min 31 s when a file's tests stayed on one worker (the files with few, long
# tests then ran last, one worker idle) and 12 min 9 s in one process.
MAX_WORKERS = 4


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    return max(1, min(MAX_WORKERS, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1))


# After a window test, what it made and left in reference cycles is collected: a pass over the young generations
# (everything the test made is there, the collector being off while it ran) and, every FULL_PASS_EVERY window tests,
# a full pass (the windows closed by earlier tests whose last references were then still held, freed since). A full
# pass after every test walked the whole session's heap each time: 0.2-0.4 s a test late in a session
# (tests/test_gui_tournament.py and test_gui_commands.py: 50 s of CPU, 39 s with the young passes).
FULL_PASS_EVERY = 10
_TEARDOWNS = [0]


@pytest.fixture(autouse=True)
def _window_settings(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch):
    """A test that opens windows (it uses ``qtbot``) keeps the window's settings and recent-games list in
    its own folder (``tmp_path/config``, ``tmp_path/home``), and leaves the window speaking English. As in the
    program (gui/collector.py), Python's cyclic collector does not start by itself while such a test runs (in
    the middle of a paint, a pass could free an earlier test's closed window that Qt is painting); what the
    test left is collected after it, its windows closed."""
    if "qtbot" not in request.fixturenames:
        yield
        return
    tmp_path = request.getfixturevalue("tmp_path")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    cache = tmp_path / "config" / "referee-app" / "cache"
    if _SHARED_CACHE is not None and not cache.exists():
        cache.parent.mkdir(parents=True, exist_ok=True)
        cache.symlink_to(_SHARED_CACHE, target_is_directory=True)
    collecting = gc.isenabled()
    gc.disable()
    yield
    _TEARDOWNS[0] += 1
    gc.collect(2 if _TEARDOWNS[0] % FULL_PASS_EVERY == 0 else 1)
    if collecting:
        gc.enable()
    language = sys.modules.get("referee_app.gui.language")
    if language is not None:
        language.install("en")
    collector = sys.modules.get("referee_app.gui.collector")
    if collector is not None:  # a test that ran the program's main: the next one opens games as a test does
        collector.stop()


@pytest.fixture
def steady_cursor(qapp):
    """The text cursor shown and never blinking while the test runs (two pictures of a sheet compared), the
    application's flash time given back after it."""
    flash = qapp.cursorFlashTime()
    qapp.setCursorFlashTime(0)
    yield
    qapp.setCursorFlashTime(flash)

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
    collecting = gc.isenabled()
    gc.disable()
    yield
    gc.collect()
    if collecting:
        gc.enable()
    language = sys.modules.get("referee_app.gui.language")
    if language is not None:
        language.install("en")
    collector = sys.modules.get("referee_app.gui.collector")
    if collector is not None:  # a test that ran the program's main: the next one opens games as a test does
        collector.stop()

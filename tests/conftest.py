import os
import sys
from pathlib import Path

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

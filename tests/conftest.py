import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("REFEREE_LANG", "en")  # the window and the command line speak English in tests, whatever the locale
sys.path.insert(0, str(Path(__file__).parent))

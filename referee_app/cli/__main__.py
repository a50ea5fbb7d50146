"""``python -m referee_app.cli``: the same as ``referee-cli``."""

import sys

from . import main

sys.exit(main())

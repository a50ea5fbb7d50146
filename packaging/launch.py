"""The entry script of both programs of a frozen bundle (packaging/referee.spec): one analysis, two executables.

The executable's own name chooses the program: ``referee-cli`` (a console program) runs the command line,
``referee`` (a windowed program on Windows and macOS) the window. The command line calls
``multiprocessing.freeze_support()`` before it reads its arguments (its workers start this executable again).
"""

import sys
from pathlib import Path


def _main() -> int:
    if Path(sys.executable).stem.lower().startswith("referee-cli"):
        from referee_app.cli import main
    else:
        from referee_app.gui.app import main
    return main()


sys.exit(_main())

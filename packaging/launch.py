"""The entry script of both programs of a frozen bundle (packaging/referee.spec): one analysis, two executables.

The executable's own name chooses the program: ``referee-cli`` (a console program) runs the command line,
``referee`` (a windowed program on Windows and macOS) the window. The command line calls
``multiprocessing.freeze_support()`` before it reads its arguments (its workers start this executable again).

With ``REFEREE_BUNDLE_CHECK=1`` in its environment, either program runs neither: it prints one line of JSON
on how the bundle's PySide loaded shiboken's support code and whether that code serves signatures, and exits
(packaging/smoke_test.py reads it; nothing else does).
"""

import os
import sys
from pathlib import Path


def _bundle_check() -> int:
    """Where each module of shiboken's support package (``shibokensupport``) came from (its loader: PyInstaller's
    for the bundle's compiled archive, shiboken's ``EmbeddableZipImporter`` for the copy compiled from source at
    each start), whether ``shiboken6/files.dir`` is there, and what the support code answers for a Qt method."""
    import json

    import shiboken6
    from PySide6 import QtCore
    from PySide6.support.signature import get_signature

    method = QtCore.QObject.setObjectName
    try:
        method(QtCore.QObject(), 1)  # type: ignore[arg-type]
        refused = ""
    except TypeError as exc:  # the message lists the supported signatures (the support code's error handler)
        refused = str(exc)
    loaders = {name: type(module.__loader__).__name__ for name, module in sorted(sys.modules.items())
               if name == "shibokensupport" or name.startswith("shibokensupport.")}
    print(json.dumps({"files_dir": (Path(shiboken6.__file__).resolve().parent / "files.dir").is_dir(),
                      "loaders": loaders, "signature": str(get_signature(method)), "doc": method.__doc__,
                      "refused": refused}))
    return 0


def _main() -> int:
    if os.environ.get("REFEREE_BUNDLE_CHECK") == "1":
        return _bundle_check()
    if Path(sys.executable).stem.lower().startswith("referee-cli"):
        from referee_app.cli import main
    else:
        from referee_app.gui.app import main
    return main()


sys.exit(_main())

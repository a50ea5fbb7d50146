"""Shiboken's support code for a frozen bundle: its modules as sources, to be compiled into the bundle's archive.

Every start of a PySide6 program runs shiboken6's signature support (the ``shibokensupport`` package: the
signature loader, parser, mapping, layout, ``pyi_generator``, ``feature``; 13 modules). shiboken6 carries it
as a zip embedded in its library and compiles every module from source at every start (9-14 ms of CPU of a
start: docs/performance.md, issue 33 round 6), unless a folder ``files.dir`` is beside shiboken6's
``__init__``: then it imports ``shibokensupport`` as an ordinary package, found through ``sys.path``,
compiled code and all.

packaging/referee.spec uses both: it compiles the modules written here into the bundle's archive (PyInstaller's
PYZ, beside every other module of the program) and ships an empty-but-for-a-note ``shiboken6/files.dir``.
At a frozen start shiboken6 finds the folder, puts it first on ``sys.path``, finds no module in it and
imports ``shibokensupport`` from the archive, already compiled; nothing is written at run time (an installed
folder may be read-only). The smoke test (``referee-cli`` with ``REFEREE_BUNDLE_CHECK=1``, packaging/launch.py)
checks that every module came from the archive and that the signatures still work.

    python packaging/shiboken_support.py DEST      writes DEST/shibokensupport/... (run with the build's Python)

The sources are read from shiboken6 as it is installed: the zip embedded in its library (the importer of
the package holds it), or its ``files.dir`` when that environment has one (``SBK_EMBED=0`` was used there).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

PACKAGE = "shibokensupport"


def write_sources(dest: Path) -> list[str]:
    """Write the support package's sources under ``dest`` (this process imports shiboken6); return its modules."""
    import shiboken6  # noqa: F401 - its import loads the support package

    loaded = sorted(name for name in sys.modules if name == PACKAGE or name.startswith(PACKAGE + "."))
    if PACKAGE not in loaded:
        raise SystemExit(f"importing shiboken6 loaded no {PACKAGE} (shiboken6 {shiboken6.__version__})")
    package = sys.modules[PACKAGE]
    embedded = getattr(package.__loader__, "zfile", None)  # shiboken6's importer of its embedded zip
    shutil.rmtree(dest / PACKAGE, ignore_errors=True)
    if embedded is not None:
        names = [n for n in embedded.namelist() if n.startswith(PACKAGE + "/") and n.endswith(".py")]
        embedded.extractall(dest, members=names)
    else:
        where = Path(package.__file__).parent  # files.dir/shibokensupport
        shutil.copytree(where, dest / PACKAGE, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    found = set(_modules(dest))
    missing = [name for name in loaded if name not in found]
    if missing:
        raise SystemExit(f"{PACKAGE}: modules loaded but not found in its sources: {', '.join(missing)}")
    return sorted(found)


def _modules(dest: Path) -> dict[str, Path]:
    """Dotted name -> source file of every module of the package written under ``dest``."""
    out = {}
    for path in sorted((dest / PACKAGE).rglob("*.py")):
        parts = list(path.relative_to(dest).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def support_modules(dest: Path, python: str = sys.executable) -> list[tuple[str, str, str]]:
    """The support package's modules as PyInstaller TOC entries ``(name, source, "PYMODULE")``, its sources
    written under ``dest`` by ``python`` (the build's interpreter, whose shiboken6 is the one bundled)."""
    env = {k: v for k, v in os.environ.items() if k != "SBK_EMBED"}  # that switch would write into shiboken6
    subprocess.run([python, str(Path(__file__).resolve()), str(dest)], check=True, env=env)
    return [(name, str(path), "PYMODULE") for name, path in _modules(dest).items()]


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: python packaging/shiboken_support.py DEST")
    print(f"{PACKAGE}: {len(write_sources(Path(sys.argv[1])))} modules written to {sys.argv[1]}")

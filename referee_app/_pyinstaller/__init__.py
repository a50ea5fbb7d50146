"""What a frozen bundle (PyInstaller) of the program must carry, found by walking the installed package.

The registry (``core.registry``), the window (``gui.game_panels``) and the players' page (``share.pages``)
import each game's modules by name, so PyInstaller's import analysis does not see them; the rulesets,
catalogues, translations, maps, fonts and icons are package data it does not collect by itself. PyInstaller
finds the hook beside this file through the ``pyinstaller40`` entry point (``hook-dirs``, pyproject.toml),
so a plain ``pyinstaller`` of any script that imports ``referee_app`` gets them; packaging/referee.spec
builds the two programs so. The lists are read from the files (nothing is imported), so they follow the
package wherever its modules move.
"""

from __future__ import annotations

import importlib.machinery
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent  # the installed referee_app/
HERE = Path(__file__).resolve().parent

# not data: sources, byte code, compiled modules (collected as modules), C sources of the native lane
_NOT_DATA = {".py", ".pyc", ".pyo", ".c", ".h", ".pyi"}


def get_hook_dirs() -> list[str]:
    """The ``pyinstaller40`` entry point ``hook-dirs``: where ``hook-referee_app.py`` is."""
    return [str(HERE)]


def _roots() -> list[tuple[Path, tuple[str, ...]]]:
    """The folders of the package and their dotted place: ``referee_app/`` itself and, in a source tree (an
    editable install), ``rulesets/`` and ``assets/`` beside it, which a wheel installs as ``referee_app.rulesets``
    and ``referee_app.assets`` (pyproject.toml's package-dir; core/paths.py looks in both places)."""
    roots = [(PACKAGE, ("referee_app",))]
    for name in ("rulesets", "assets"):
        if not (PACKAGE / name).is_dir() and (PACKAGE.parent / name / "__init__.py").is_file():
            roots.append((PACKAGE.parent / name, ("referee_app", name)))
    return roots


def _files() -> list[tuple[Path, Path, tuple[str, ...]]]:
    """(file, its root folder, the root's dotted place) for every file of the package but this folder's."""
    out = []
    for root, place in _roots():
        for path in sorted(root.rglob("*")):
            if "__pycache__" in path.parts or not path.is_file() or HERE in path.parents or path.parent == HERE:
                continue
            if place == ("referee_app",) and any(path.is_relative_to(r) for r, p in _roots() if p != place):
                continue
            out.append((path, root, place))
    return out


def _module_name(path: Path, root: Path = PACKAGE, place: tuple[str, ...] = ("referee_app",)) -> str | None:
    rel = path.relative_to(root)
    name = path.name
    if name.endswith(".py"):
        stem = name[:-3]
    else:
        stem = next((name[: -len(s)] for s in importlib.machinery.EXTENSION_SUFFIXES if name.endswith(s)), "")
        if not stem:
            return None
    parts = [*place, *rel.parts[:-1], stem]
    if parts[-1] == "__init__":
        parts.pop()
    if not all(p.isidentifier() for p in parts):  # hook-referee_app.py and other files that are no module
        return None
    return ".".join(parts)


def _in_a_package(path: Path, root: Path) -> bool:
    """Whether every folder from ``root`` down to ``path`` is a package (has an ``__init__.py``)."""
    folder = path.parent
    while folder != root.parent:
        if not (folder / "__init__.py").is_file():
            return False
        folder = folder.parent
    return True


def hidden_imports() -> list[str]:
    """Every module of the package (the sources and compiled extensions of every sub-package), this one's
    excepted: the bundle imports them by name at run time."""
    found = set()
    for path, root, place in _files():
        name = _module_name(path, root, place)
        if name is not None and _in_a_package(path, root):
            found.add(name)
    return sorted(found)


def data_files() -> list[tuple[str, str]]:
    """PyInstaller's ``datas``: (file, folder in the bundle) for every file of the package that is not a module."""
    out = []
    for path, root, place in _files():
        if path.suffix in _NOT_DATA or _module_name(path, root, place) is not None:
            continue
        out.append((str(path), "/".join((*place, *path.parent.relative_to(root).parts))))
    return out


__all__ = ["data_files", "get_hook_dirs", "hidden_imports"]

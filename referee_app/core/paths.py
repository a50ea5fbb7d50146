"""Where the program's data is: the rulesets (``rulesets/<game>/``) and the drawings (``assets/``),
inside the installed package, a frozen bundle (PyInstaller: ``sys._MEIPASS``) or the source tree; the user's
own folder (settings, their rulesets), never inside the program's folder (a bundle's may be read-only: an
installed program, a .app on a disk image); and the licence files (Help > About)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from .errors import RulesetError
from .userdir import config_dir

_PACKAGE = Path(__file__).resolve().parent.parent  # referee_app/


def bundle_dir() -> Path | None:
    """The folder holding a frozen bundle's files (PyInstaller's ``sys._MEIPASS``: ``_internal/`` beside the
    executables, ``Contents/Frameworks`` in a macOS .app); None when the program runs from a Python installation."""
    if not getattr(sys, "frozen", False):
        return None
    meipass = getattr(sys, "_MEIPASS", None)
    return Path(meipass) if meipass else Path(sys.executable).resolve().parent


def _find(name: str, package_name: str) -> Path:
    bundle = bundle_dir()
    first = [bundle / "referee_app" / package_name] if bundle is not None else []
    for cand in (*first, _PACKAGE / package_name, _PACKAGE.parent / name):
        if cand.is_dir():
            return cand
    raise RulesetError(f"cannot find the {name} folder near {_PACKAGE}")


def rulesets_root() -> Path:
    """The folder holding every game's rulesets, one folder per game."""
    return _find("rulesets", "rulesets")


def game_rulesets(game: str) -> Path:
    """One game's rulesets: ``rulesets/<game>/``."""
    path = rulesets_root() / game
    if not path.is_dir():
        raise RulesetError(f"cannot find the rulesets of {game} in {rulesets_root()}")
    return path


# a ruleset's name: a folder name, never a path (no separator, no "..", no leading dot)
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.\-]{0,63}")


def is_plain_name(name: object) -> bool:
    """Is ``name`` a folder name a ruleset may have (``rulebook-1982``), and nothing a path could be
    made of? Checked before any file is looked at, so a refusal says nothing about the file system."""
    return isinstance(name, str) and _NAME.fullmatch(name) is not None and ".." not in name


def user_rulesets(game: str) -> Path:
    """The user's own rulesets of one game: ``<config_dir>/rulesets/<game>/`` (it need not exist)."""
    return config_dir() / "rulesets" / game


def assets_dir() -> Path:
    """The drawings, fonts, sounds and icons."""
    return _find("assets", "assets")


def notices_file(name: str) -> Path | None:
    """A licence file (``LICENSE``, ``THIRD-PARTY-NOTICES.md``) where this installation keeps it: beside a frozen
    bundle's files, in the installed distribution's metadata (a wheel's ``licenses/``), or in the source tree;
    None when it has none."""
    bundle = bundle_dir()
    if bundle is not None:
        for cand in (bundle / name, bundle.parent / name):
            if cand.is_file():
                return cand
    from importlib import metadata

    try:
        dist = metadata.distribution("referee-app")
        for f in dist.files or ():
            if f.name == name and "licenses" in f.parts:
                path = Path(str(dist.locate_file(f)))
                if path.is_file():
                    return path
    except metadata.PackageNotFoundError:
        pass
    for cand in (_PACKAGE.parent / name, _PACKAGE.parent / "packaging" / name):
        if cand.is_file():
            return cand
    return None


__all__ = ["assets_dir", "bundle_dir", "config_dir", "game_rulesets", "is_plain_name", "notices_file", "rulesets_root",
           "user_rulesets"]

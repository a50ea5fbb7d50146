"""Build hook: everything is in pyproject.toml; this file only adds the optional native parts.

``pip install .`` builds the Python package, with the native express lane of the headless contract
(one C file, ``_express.c``) where a C compiler is at hand; without one it installs the package without
it (no compiler needed, ``REFEREE_APP_NATIVE=0`` skips it). With ``REFEREE_APP_COMPILE=1``
in the environment, the modules listed in ``referee_app/games/diplomacy/contract/compiled.py`` are compiled
with mypyc into C extensions (needs a C compiler and the Python headers; the in-tree backend
``build_backend/referee_build.py`` fetches the pinned mypy for the build only). docs/building.md.
"""

from __future__ import annotations

import ast
import os
import sys
from pathlib import Path

from setuptools import setup

ROOT = Path(__file__).resolve().parent


def _compile_requested() -> bool:
    return os.environ.get("REFEREE_APP_COMPILE", "").strip().lower() in ("1", "true", "yes", "on")


def _listed_modules() -> tuple[str, ...]:
    """``MODULES`` of referee_app/games/diplomacy/contract/compiled.py, read without importing the package."""
    tree = ast.parse((ROOT / "referee_app" / "games" / "diplomacy" / "contract" / "compiled.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.target.id == "MODULES":
            assert node.value is not None
            return tuple(ast.literal_eval(node.value))
    raise SystemExit("compiled.py lists no MODULES")


# the commands that build extensions (asking for the metadata, "dist_info", "egg_info", does not: mypyc
# then runs once per build, not once more for the metadata)
_BUILDS = {"build", "build_ext", "bdist_wheel", "bdist", "install"}


def _native_extension() -> list:  # type: ignore[type-arg]
    """The native express lane (referee_app/games/diplomacy/contract/_express.c, docs/headless-api.md): built by every
    regular install where a C compiler and the Python headers are at hand. It is optional: without them the
    build says so and installs the package without it (the Python lanes do the same work). Not for an
    editable install (build_backend/referee_build.py), nor with REFEREE_APP_NATIVE=0."""
    if os.environ.get("REFEREE_APP_EDITABLE") or os.environ.get("REFEREE_APP_NATIVE", "").strip().lower() in (
            "0", "false", "no", "off"):
        return []
    from setuptools import Extension

    return [Extension("referee_app.games.diplomacy.contract._express", ["referee_app/games/diplomacy/contract/_express.c"],
                      optional=True)]


def _ext_modules() -> list:  # type: ignore[type-arg]
    native = _native_extension()
    if not _compile_requested() or not _BUILDS.intersection(sys.argv[1:]):
        return native
    try:
        from mypyc.build import mypycify  # build_backend/referee_build.py asks for it when compiling
    except ImportError as exc:
        raise SystemExit("REFEREE_APP_COMPILE=1 needs mypy's compiler: build with pip (which fetches it), "
                         "or pip install mypy==2.4.1 first") from exc

    modules = _listed_modules()
    paths = [str(Path(*m.split(".")).with_suffix(".py")) for m in modules]
    # one shared library (referee_app__mypyc) and a small extension per module
    return native + mypycify(paths, opt_level=os.environ.get("REFEREE_APP_OPT", "3"), group_name="referee_app")  # type: ignore[no-any-return]


if __name__ == "__main__":  # run by the build backend (setuptools runs this file as __main__); a test imports it
    setup(ext_modules=_ext_modules())

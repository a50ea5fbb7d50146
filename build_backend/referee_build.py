"""In-tree PEP 517 backend: setuptools' own, plus the optional compiled core.

pyproject.toml names it (``[build-system] build-backend``, ``backend-path``). It is
``setuptools.build_meta`` unchanged, except that with ``REFEREE_APP_COMPILE=1`` in the environment
the build also asks for the pinned mypy (whose mypyc compiles the engine's hot modules; see
setup.py). A plain ``pip install .`` asks for nothing more and needs no compiler.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from setuptools import build_meta as _orig
from setuptools.build_meta import *  # noqa: F403 - the backend's hooks, unchanged unless overridden here

# the compiler: pinned, as the compiled code depends on its version (mypy --strict passes with it)
MYPYC_REQUIREMENT = "mypy==2.4.1"


def _compiling() -> bool:
    return os.environ.get("REFEREE_APP_COMPILE", "").strip().lower() in ("1", "true", "yes", "on")


@contextmanager
def _pure() -> Iterator[None]:
    """setuptools runs setup.py to ask what the build needs, before mypy is there: ask it as for a pure build."""
    saved = os.environ.pop("REFEREE_APP_COMPILE", None)
    try:
        yield
    finally:
        if saved is not None:
            os.environ["REFEREE_APP_COMPILE"] = saved


def _requires(hook: Callable[[dict[str, Any] | None], list[str]], config_settings: dict[str, Any] | None) -> list[str]:
    compiling = _compiling()
    with _pure():
        needed = list(hook(config_settings))
    return needed + [MYPYC_REQUIREMENT] if compiling else needed


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    return _requires(_orig.get_requires_for_build_wheel, config_settings)


def get_requires_for_build_editable(config_settings: dict[str, Any] | None = None) -> list[str]:
    with _pure():  # an editable install is always pure Python (see build_editable)
        return list(_orig.get_requires_for_build_editable(config_settings))


def build_editable(wheel_directory: str, config_settings: dict[str, Any] | None = None,
                   metadata_directory: str | None = None) -> str:
    """An editable install runs the source tree itself: compiled, the extensions would be written into
    the tree and shadow the ``.py`` files being edited. So it is pure Python, whatever the variable says."""
    if _compiling():
        import sys

        print("referee-app: REFEREE_APP_COMPILE ignored for an editable install (pure Python); "
              "compile with a regular install: REFEREE_APP_COMPILE=1 pip install .", file=sys.stderr)
    os.environ["REFEREE_APP_EDITABLE"] = "1"  # nor the native lane (setup.py): it would be built into the tree
    try:
        with _pure():
            return str(_orig.build_editable(wheel_directory, config_settings, metadata_directory))
    finally:
        os.environ.pop("REFEREE_APP_EDITABLE", None)


def get_requires_for_build_sdist(config_settings: dict[str, Any] | None = None) -> list[str]:
    return list(_orig.get_requires_for_build_sdist(config_settings))  # an sdist is source only

"""What `pip install .` ships: every package of the source tree and the data each one reads."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def test_every_package_of_the_source_tree_is_installed():
    listed = set(CONFIG["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "referee_app").rglob("__init__.py")}
    assert found - listed == set(), f"packages missing from pyproject.toml: {sorted(found - listed)}"


def test_every_catalogue_folder_is_package_data():
    data = CONFIG["package-data"]
    for locale in (ROOT / "referee_app").rglob("locale"):
        package = ".".join(locale.parent.relative_to(ROOT).parts)
        assert any(p.startswith("locale/") for p in data.get(package, [])), f"{package}'s catalogues are not shipped"


def test_every_map_and_ruleset_file_is_matched_by_the_package_data_globs():
    for folder, package in ((ROOT / "rulesets", "referee_app.rulesets"), (ROOT / "assets", "referee_app.assets")):
        globs = CONFIG["package-data"][package]
        for path in folder.rglob("*"):
            if path.is_file() and path.suffix in (".toml", ".svg", ".otf") and "__pycache__" not in path.parts:
                rel = path.relative_to(folder)
                assert any(rel.match(g) for g in globs), f"{path.relative_to(ROOT)} would not be installed"


def test_the_build_backend_and_setup_py_are_in_the_source_distribution():
    """pyproject.toml builds with the in-tree backend (build_backend/, the optional compiled core) and
    setup.py; an sdist must carry both, or it would not build."""
    build = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]
    assert build["build-backend"] == "referee_build" and build["backend-path"] == ["build_backend"]
    assert (ROOT / "build_backend" / "referee_build.py").is_file() and (ROOT / "setup.py").is_file()
    manifest = (ROOT / "MANIFEST.in").read_text(encoding="utf-8").splitlines()
    assert "include setup.py" in manifest and "include build_backend/*.py" in manifest


def test_a_plain_build_asks_for_no_compiler(monkeypatch):
    pytest.importorskip("setuptools")
    """Without REFEREE_APP_COMPILE the backend asks for nothing beyond setuptools' own requirements."""
    import sys

    monkeypatch.syspath_prepend(str(ROOT / "build_backend"))
    monkeypatch.delenv("REFEREE_APP_COMPILE", raising=False)
    monkeypatch.chdir(ROOT)
    sys.modules.pop("referee_build", None)
    import referee_build

    assert not any(r.startswith("mypy") for r in referee_build._requires(lambda _cs: [], None))
    monkeypatch.setenv("REFEREE_APP_COMPILE", "1")
    assert referee_build._requires(lambda _cs: [], None) == [referee_build.MYPYC_REQUIREMENT]

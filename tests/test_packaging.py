"""What `pip install .` ships: every package of the source tree and the data each one reads."""

from __future__ import annotations

import tomllib
from pathlib import Path

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

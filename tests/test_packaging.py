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


def _wheel_files(tmp_path: Path, **env: str) -> list[str]:
    """The files of a wheel built now from a copy of the source tree (not the docs or the tests), with ``env``."""
    import os
    import shutil
    import subprocess
    import sys
    import zipfile

    src = tmp_path / "src"
    for rel in ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "build_backend", "referee_app", "rulesets",
                "assets"):
        path = ROOT / rel
        if path.is_dir():
            shutil.copytree(path, src / rel, ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyc"))
        elif path.is_file():
            (src / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, src / rel)
    out = tmp_path / "dist"
    run_env = {k: v for k, v in os.environ.items() if k not in ("REFEREE_APP_COMPILE", "REFEREE_APP_NATIVE")}
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(out),
                        str(src)], env={**run_env, **env}, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    (wheel,) = out.glob("*.whl")
    return zipfile.ZipFile(wheel).namelist()


def _can_compile() -> bool:
    import shutil
    import sysconfig

    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    return shutil.which(cc) is not None and (Path(sysconfig.get_paths()["include"]) / "Python.h").is_file()


def test_a_plain_install_builds_the_native_lane_and_needs_no_compiler(tmp_path):
    """`pip install .` compiles the native express lane where it can, and installs without it where there is
    no compiler (CC=/bin/false: every compile fails); the C file is in the source distribution."""
    pytest.importorskip("setuptools")
    assert "include referee_app/games/diplomacy/contract/_express.c" in (ROOT / "MANIFEST.in").read_text(encoding="utf-8")
    native = "referee_app/games/diplomacy/contract/_express"
    without = _wheel_files(tmp_path / "a", CC="/bin/false")
    assert "referee_app/games/diplomacy/contract/express.py" in without
    assert not any(n.startswith(native) for n in without)
    if _can_compile():
        assert any(n.startswith(native) and not n.endswith(".c") for n in _wheel_files(tmp_path / "b"))


def test_the_source_distribution_carries_the_tests_and_their_data(tmp_path):
    """An sdist can be tested: every file of tests/ (cases, fixtures, DATC data, helpers), the tools some tests
    run, the packaging files their tests read and the licences are in it (MANIFEST.in); no compiled leftovers."""
    pytest.importorskip("setuptools")
    import shutil
    import subprocess
    import sys
    import tarfile

    src = tmp_path / "src"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.so", "*.egg-info", ".pytest_cache")
    for path in ROOT.iterdir():
        if path.name in (".git", "build", "dist", "docs") or path.name.startswith((".venv", ".mypy", ".ruff", ".pytest")):
            continue
        if path.is_dir():
            shutil.copytree(path, src / path.name, ignore=ignore)
        else:
            shutil.copy2(path, src / path.name)
    (src / "docs").mkdir()  # the README's pictures are not needed to build or test
    out = tmp_path / "dist"
    code = ("import sys; sys.path.insert(0, 'build_backend'); import referee_build; "
            f"print(referee_build.build_sdist({str(out)!r}))")
    r = subprocess.run([sys.executable, "-c", code], cwd=src, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    (sdist,) = out.glob("*.tar.gz")
    with tarfile.open(sdist) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
    wanted = {str(p.relative_to(src)).replace("\\", "/") for p in (src / "tests").rglob("*") if p.is_file()}
    assert wanted and wanted <= names, sorted(wanted - names)[:20]
    for needed in ("LICENSE", "packaging/THIRD-PARTY-NOTICES.md", "packaging/referee.spec", "packaging/smoke_test.py",
                   "tools/update_translations.py", "setup.py", "pyproject.toml", "tests/conftest.py"):
        assert needed in names, needed
    assert any(n.endswith("_express.c") for n in names)
    assert not any(n.endswith((".pyc", ".so")) or "__pycache__" in n for n in names)

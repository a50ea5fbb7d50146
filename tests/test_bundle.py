"""The frozen bundles and installers (packaging/, README "Install"): what the fast checks can prove without
building one. Building and running the Linux bundle is ``bash packaging/build-linux.sh`` (the slow test at the
end runs it)."""

from __future__ import annotations

import ast
import configparser
import importlib.machinery
import json
import os
import plistlib
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from referee_app import _pyinstaller as hook
from referee_app.core import registry

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
SUFFIXES = {"dipgame", "lieou", "pog"}  # the game files' suffixes, as the registry names them (checked below)


def _native_extension_name() -> str:
    """The native lane's dotted name as setup.py defines it (``Extension("...", ...)``), read without running it."""
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Extension":
            return ast.literal_eval(node.args[0])
    raise AssertionError("setup.py defines no Extension")


# ------------------------------------------------------------------ the PyInstaller hook
def test_the_hook_is_found_through_the_pyinstaller40_entry_point():
    target = PYPROJECT["project"]["entry-points"]["pyinstaller40"]["hook-dirs"]
    module, _, func = target.partition(":")
    assert module == hook.__name__ and getattr(hook, func) is hook.get_hook_dirs
    (folder,) = hook.get_hook_dirs()
    assert (Path(folder) / "hook-referee_app.py").is_file()
    assert "referee_app._pyinstaller" in PYPROJECT["tool"]["setuptools"]["packages"]


def test_the_hook_lists_every_module_imported_by_name():
    """The registry's games, their window panels and players' pages are imported by name at run time."""
    from referee_app.share import pages

    found = set(hook.hidden_imports())
    by_name = {target.partition(":")[0] for target in (*registry.BUILTIN.values(), *pages.PAGES.values())}
    by_name |= {kind.gui_module for kind in registry.games() if kind.gui_module}
    assert by_name and by_name <= found, sorted(by_name - found)
    # every module of the package, found by walking it, none of the hook's own
    sources = {".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
               for p in (ROOT / "referee_app").rglob("*.py") if "_pyinstaller" not in p.parts}
    assert sources <= found, sorted(sources - found)
    assert not any("_pyinstaller" in m for m in found)


def test_the_hook_names_the_native_lane_as_setup_py_builds_it():
    """A compiled extension is a module too: the name setup.py gives the native lane is the one the hook derives
    from its file (whatever the platform's suffix), so the bundle carries it wherever it moves."""
    name = _native_extension_name()
    parts = name.split(".")
    assert parts[0] == "referee_app"
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        path = hook.PACKAGE.joinpath(*parts[1:-1]) / f"{parts[-1]}{suffix}"
        assert hook._module_name(path) == name
    from referee_app.games.diplomacy.contract import compiled

    assert compiled.NATIVE_MODULE == name  # what --version and the About box ask for


def test_the_hook_collects_every_data_file_the_wheel_installs():
    """Every file pyproject.toml's package data puts in the wheel (rulesets, catalogues, translations, maps,
    fonts, icons, the players' page) is in the hook's list, at the place the wheel puts it."""
    data = {(Path(src).resolve(), dest) for src, dest in hook.data_files()}
    setuptools = PYPROJECT["tool"]["setuptools"]
    dirs = setuptools["package-dir"]
    checked = 0
    for package, globs in setuptools["package-data"].items():
        folder = ROOT / dirs.get(package, package.replace(".", "/"))
        for pattern in globs:
            for path in folder.glob(pattern):
                if path.is_file() and "__pycache__" not in path.parts:
                    dest = "/".join((*package.split("."), *path.parent.relative_to(folder).parts))
                    assert (path.resolve(), dest) in data, f"{path.relative_to(ROOT)} -> {dest}"
                    checked += 1
    assert checked > 40
    dests = {dest for _src, dest in data}
    for needed in ("referee_app/rulesets/diplomacy/standard", "referee_app/assets/fonts", "referee_app/assets/icons",
                   "referee_app/gui/i18n", "referee_app/share/page", "referee_app/core/locale"):
        assert needed in dests


# ------------------------------------------------------------------ the spec and the entry script
def test_the_spec_builds_both_programs_in_one_folder_without_gtk_and_stripped():
    spec = (PACKAGING / "referee.spec").read_text(encoding="utf-8")
    ast.parse(spec)
    assert re.search(r'name="referee",\s*console=False', spec) and re.search(r'name="referee-cli",\s*console=True', spec)
    assert "COLLECT(gui, cli," in spec and 'NAME = f"referee-app-{VERSION}"' in spec
    assert "platformthemes" in spec and "gtk" in spec and "STRIP = sys.platform != \"win32\"" in spec
    launch = (PACKAGING / "launch.py").read_text(encoding="utf-8")
    assert 'startswith("referee-cli")' in launch and "referee_app.cli" in launch and "referee_app.gui.app" in launch


def test_the_entry_script_runs_the_program_its_executable_is_named_after(tmp_path):
    """packaging/launch.py, run as a bundle runs it: ``referee-cli`` runs the command line."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    code = (f"import sys; sys.executable = {str(tmp_path / 'referee-cli')!r}; sys.argv = ['referee-cli', '--version']; "
            f"exec(open({str(PACKAGING / 'launch.py')!r}).read())")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert r.returncode == 0 and r.stdout.startswith("referee-cli "), r.stderr


# ------------------------------------------------------------------ shiboken's support code, compiled into the archive
SUPPORT = "shibokensupport"
_LOADERS = ("import json, sys; import shiboken6; print(json.dumps({'shiboken6': shiboken6.__file__, 'loaders': "
            "{n: [type(m.__loader__).__name__, getattr(m, '__file__', None)] for n, m in sys.modules.items() "
            f"if n.split('.')[0] == {SUPPORT!r}}}}}))")


def _shiboken_support():
    sys.path.insert(0, str(PACKAGING))
    try:
        import shiboken_support
    finally:
        sys.path.remove(str(PACKAGING))
    return shiboken_support


def _fresh_loaders(*path: Path) -> dict:
    """What a fresh ``import shiboken6`` loads of the support package, and how, with ``path`` first on sys.path."""
    env = {k: v for k, v in os.environ.items() if k not in ("SBK_EMBED", "PYTHONPATH")}
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    code = f"import sys; sys.path[:0] = {[str(p) for p in path]!r}; " + _LOADERS
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def test_the_spec_compiles_shibokens_support_code_into_the_archive_beside_files_dir():
    spec = (PACKAGING / "referee.spec").read_text(encoding="utf-8")
    assert "pyz = PYZ(a.pure, SHIBOKEN_SUPPORT)" in spec and "support_modules(Path(workpath)" in spec
    assert re.search(r'FILES_DIR = \[\(str\(SPEC_DIR / "shiboken6-files.dir.txt"\), "shiboken6/files.dir"\)\]', spec)
    assert "datas=NOTICES + FILES_DIR" in spec and (PACKAGING / "shiboken6-files.dir.txt").is_file()


def test_the_support_sources_are_every_module_shiboken_loads_and_compile(tmp_path):
    entries = _shiboken_support().support_modules(tmp_path)
    loaded = _fresh_loaders()["loaders"]
    assert {name for name, _src, _kind in entries} == set(loaded) and len(loaded) >= 10
    for name, src, kind in entries:
        assert kind == "PYMODULE" and Path(src).is_relative_to(tmp_path / SUPPORT)
        compile(Path(src).read_bytes(), src, "exec")  # PyInstaller compiles them so into the archive
        assert Path(src).name == "__init__.py" or name.endswith("." + Path(src).stem)


def test_shiboken_imports_its_support_code_from_the_path_when_files_dir_is_there(tmp_path):
    """What the bundle relies on: with a folder ``files.dir`` beside shiboken6's ``__init__`` holding no module (only
    the bundle's note), shiboken6 imports its support package from wherever ``sys.path`` finds it (in the bundle,
    the compiled archive), as ordinary modules, and writes nothing into the folder; without the folder, it
    compiles the copy embedded in its library (``EmbeddableZipImporter``). A copy of shiboken6 is used (the
    installed one is not touched); PySide6 is not imported (its modules would load the installed shiboken)."""
    import shiboken6

    packages, support = tmp_path / "packages", tmp_path / "support"
    shutil.copytree(Path(shiboken6.__file__).parent, packages / "shiboken6",
                    ignore=shutil.ignore_patterns("files.dir", "files.dir.*", "__pycache__", "include"))
    _shiboken_support().support_modules(support)

    embedded = _fresh_loaders(packages, support)
    assert Path(embedded["shiboken6"]).is_relative_to(packages)
    assert {kind for kind, _file in embedded["loaders"].values()} == {"EmbeddableZipImporter"}

    files_dir = packages / "shiboken6" / "files.dir"
    files_dir.mkdir()
    shutil.copy(PACKAGING / "shiboken6-files.dir.txt", files_dir)
    found = _fresh_loaders(packages, support)
    assert set(found["loaders"]) == set(embedded["loaders"])
    assert {kind for kind, _file in found["loaders"].values()} == {"SourceFileLoader"}
    assert all(Path(file).is_relative_to(support) for _kind, file in found["loaders"].values())
    assert [p.name for p in files_dir.iterdir()] == ["shiboken6-files.dir.txt"]


def test_the_smoke_test_refuses_a_pyside_that_compiles_its_support_code_at_the_start(tmp_path):
    """The entry script's report (``REFEREE_BUNDLE_CHECK=1``) read by the smoke test's check: signatures served, but
    the support code loaded by shiboken's importer of its embedded copy (as in this unfrozen environment without
    files.dir, or with it: from source files), not from a bundle's archive: the check fails."""
    sys.path.insert(0, str(PACKAGING))
    try:
        import smoke_test
    finally:
        sys.path.remove(str(PACKAGING))
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    program = bin_dir / "referee-cli"
    program.write_text(f"#!/bin/sh\nexec {sys.executable} {PACKAGING / 'launch.py'} \"$@\"\n")
    program.chmod(0o755)
    work = tmp_path / "work"
    work.mkdir()
    smoke = smoke_test.Smoke(bin_dir, work)
    env = {**smoke.env, "REFEREE_BUNDLE_CHECK": "1", "PYTHONPATH": str(ROOT)}
    report = json.loads(subprocess.run([str(program)], capture_output=True, text=True, env=env, timeout=120).stdout)
    assert "name" in report["signature"] and report["doc"].startswith("setObjectName(") and report["refused"]
    assert report["loaders"] and "PyiFrozenLoader" not in report["loaders"].values()
    smoke.env["PYTHONPATH"] = str(ROOT)
    with pytest.raises(smoke_test.Failed, match="compiled archive"):
        smoke.shiboken_support()


# ------------------------------------------------------------------ Linux: desktop entry, MIME types, .deb
def test_the_registry_names_the_suffixes_the_installers_associate():
    assert {kind.file_suffix.lstrip(".") for kind in registry.games()} == SUFFIXES


def test_the_desktop_entry_is_valid_and_opens_the_game_files():
    path = PACKAGING / "linux" / "referee-app.desktop"
    entry = configparser.ConfigParser(interpolation=None, strict=True)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(path, encoding="utf-8")
    d = entry["Desktop Entry"]
    assert d["Type"] == "Application" and d["Exec"] == "referee %f" and d["Icon"] == "referee-app"
    assert d["Terminal"] == "false" and d["Categories"].endswith(";") and d["MimeType"].endswith(";")
    mime = ET.parse(PACKAGING / "linux" / "referee-app-mime.xml").getroot()
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    types = {t.get("type"): t.find("m:glob", ns).get("pattern") for t in mime.findall("m:mime-type", ns)}
    assert set(d["MimeType"].rstrip(";").split(";")) == set(types)
    assert {g.removeprefix("*.") for g in types.values()} == SUFFIXES
    validate = shutil.which("desktop-file-validate")
    if validate:
        r = subprocess.run([validate, str(path)], capture_output=True, text=True)
        assert r.returncode == 0 and not r.stdout.strip(), r.stdout + r.stderr


def test_the_deb_configuration_ships_what_it_names():
    text = (PACKAGING / "linux" / "nfpm.yaml").read_text(encoding="utf-8")
    srcs = re.findall(r"^\s*- src: (\S+)", text, re.M)
    for src in srcs:
        if not src.startswith(("/", "build/")):  # symlink targets on the installed system, the staged bundle
            assert (ROOT / src).exists(), src
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        assert f"dst: /usr/share/icons/hicolor/{size}x{size}/apps/referee-app.png" in text
    for dst in ("/usr/bin/referee", "/usr/bin/referee-cli", "/usr/share/applications/referee-app.desktop",
                "/usr/share/mime/packages/referee-app.xml", "/usr/share/doc/referee-app/THIRD-PARTY-NOTICES.md"):
        assert f"dst: {dst}\n" in text
    build = (PACKAGING / "build-linux.sh").read_text(encoding="utf-8")
    assert "linux-x86_64.tar.xz" in build and '_amd64.deb' in build and "smoke_test.py" in build


# ------------------------------------------------------------------ the icon
def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_every_icon_size_exists_and_is_that_size():
    from referee_app.gui.about import ICON_SIZES

    icons = ROOT / "assets" / "icons"
    ET.parse(icons / "referee.svg")  # the master is well-formed SVG
    for size in ICON_SIZES:
        assert _png_size((icons / f"referee-{size}.png").read_bytes()) == (size, size)
    ico = (icons / "referee.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        w, _h, _c, _r, _p, _b, length, offset = struct.unpack("<BBBBHHII", ico[6 + 16 * i: 22 + 16 * i])
        assert _png_size(ico[offset:offset + length])[0] == (w or 256)
        sizes.append(w or 256)
    assert {16, 32, 48, 256} <= set(sizes)
    icns = (icons / "referee.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    pos, kinds = 8, {}
    while pos < len(icns):
        kind, length = icns[pos:pos + 4], struct.unpack(">I", icns[pos + 4:pos + 8])[0]
        kinds[kind] = _png_size(icns[pos + 8:pos + length])[0]
        pos += length
    assert kinds == {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256, b"ic09": 512, b"ic10": 1024}


# ------------------------------------------------------------------ Windows and macOS installers (not built here)
def test_the_windows_installer_associates_the_game_files_and_uninstalls():
    (iss,) = (PACKAGING / "windows").glob("*.iss")
    text = iss.read_text(encoding="utf-8-sig")
    for section in ("[Setup]", "[Files]", "[Icons]", "[Registry]", "[Tasks]"):
        assert section in text
    for ext in SUFFIXES:
        assert f"Software\\Classes\\.{ext}\"" in text and f"{{#ProgPrefix}}.{ext}\\shell\\open\\command" in text
    assert "uninsdeletekey" in text and "SetupIconFile=" in text and "THIRD-PARTY-NOTICES.md" in text
    assert "ChangesAssociations=yes" in text and "{group}" in text


def test_the_macos_bundle_declares_the_game_files():
    spec = (PACKAGING / "referee.spec").read_text(encoding="utf-8")
    tree = ast.parse(spec)
    types = next(ast.literal_eval(n.value) for n in ast.walk(tree)
                 if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", "") == "DOCUMENT_TYPES")
    assert {ext for ext, _title in types} == SUFFIXES
    assert "CFBundleDocumentTypes" in spec and "UTExportedTypeDeclarations" in spec and "LSItemContentTypes" in spec
    plistlib.dumps({"CFBundleDocumentTypes": [{"LSItemContentTypes": [f"org.refereeapp.desk.{e}"]} for e in SUFFIXES]})


def test_the_release_workflow_builds_every_platform_and_attaches_checksums():
    wf = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    for needed in ("cibuildwheel", "build-linux.sh", "smoke_test.py", "windows-latest", "macos-", "sha256sum",
                   "ISCC.exe", "hdiutil", "notarytool", "signtool", "secrets.", "tests/test_quick_enums.py"):
        assert needed in wf, needed
    # YAML reads "name: a: b" as a mapping inside the name: a step's name with ": " must be quoted
    for line in wf.splitlines():
        m = re.match(r"\s*- name: (.*)", line)
        assert m is None or ": " not in m.group(1) or m.group(1).startswith('"'), line
    cib = PYPROJECT["tool"]["cibuildwheel"]
    assert "native express lane" in cib["test-command"] and "sys.exit" in cib["test-command"]


# ------------------------------------------------------------------ licences
def test_the_licences_are_in_the_wheel_and_every_bundle():
    assert PYPROJECT["project"]["license"] == "MIT"
    assert "MIT License" in (ROOT / "LICENSE").read_text(encoding="utf-8")
    files = PYPROJECT["project"]["license-files"]
    assert "LICENSE" in files and "packaging/THIRD-PARTY-NOTICES.md" in files
    notices = (PACKAGING / "THIRD-PARTY-NOTICES.md").read_text(encoding="utf-8")
    for name in ("PSF", "LGPL", "replace", "SIL Open Font License", "Natural Earth", "shapely", "svgelements", "segno",
                 "PySide6", "numpy".title(), "GEOS", "PyInstaller"):
        assert name.lower() in notices.lower(), name
    for dep in PYPROJECT["project"]["dependencies"]:
        assert re.split(r"[<>=!\[ ]", dep)[0].lower() in notices.lower(), dep
    spec = (PACKAGING / "referee.spec").read_text(encoding="utf-8")
    assert '"LICENSE"' in spec and '"THIRD-PARTY-NOTICES.md"' in spec


# ------------------------------------------------------------------ built and run (slow: minutes)
@pytest.mark.slow
def test_build_linux_makes_both_packages_and_smoke_tests_them():
    if not sys.platform.startswith("linux") or shutil.which("cc") is None:
        pytest.skip("the Linux bundle is built on Linux with a C compiler")
    r = subprocess.run(["bash", str(PACKAGING / "build-linux.sh")], capture_output=True, text=True, cwd=ROOT,
                       timeout=3600)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    version = PYPROJECT["project"]["version"]
    assert (ROOT / "dist" / f"referee-app-{version}-linux-x86_64.tar.xz").is_file()
    assert (ROOT / "dist" / f"referee-app_{version}_amd64.deb").is_file()
    assert "smoke test passed" in r.stdout

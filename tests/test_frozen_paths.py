"""Where the program finds its data and keeps the user's, read again with a frozen bundle in mind (PyInstaller:
``sys.frozen``, ``sys._MEIPASS``; an installed program's folder may be read-only: Program Files, a .app on a disk
image). Each test runs on every platform: the platform or the bundle is simulated where it matters."""

from __future__ import annotations

import argparse
import ipaddress
import sys
from pathlib import Path

import pytest

from referee_app.core import paths
from referee_app.core.record import GameFile, RecordError
from referee_app.games.diplomacy import Game


def _bundle(tmp_path: Path) -> Path:
    """A bundle's layout as PyInstaller lays it out: the executables beside ``_internal/``, the package's data in it."""
    internal = tmp_path / "referee-app-1.0" / "_internal"
    for rel in ("referee_app/rulesets/diplomacy/standard", "referee_app/assets/fonts"):
        (internal / rel).mkdir(parents=True)
    (internal / "THIRD-PARTY-NOTICES.md").write_text("notices of the bundle", encoding="utf-8")
    return internal


def _frozen(monkeypatch: pytest.MonkeyPatch, internal: Path | None, executable: Path | None = None) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    if internal is None:
        monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    else:
        monkeypatch.setattr(sys, "_MEIPASS", str(internal), raising=False)
    if executable is not None:
        monkeypatch.setattr(sys, "executable", str(executable))


def test_a_frozen_bundle_reads_its_rulesets_and_assets_from_its_own_folder(tmp_path, monkeypatch):
    internal = _bundle(tmp_path)
    _frozen(monkeypatch, internal)
    assert paths.bundle_dir() == internal
    assert paths.rulesets_root() == internal / "referee_app" / "rulesets"
    assert paths.game_rulesets("diplomacy") == internal / "referee_app" / "rulesets" / "diplomacy"
    assert paths.assets_dir() == internal / "referee_app" / "assets"


def test_a_frozen_program_without_meipass_looks_beside_its_executable(tmp_path, monkeypatch):
    internal = _bundle(tmp_path)
    _frozen(monkeypatch, None, executable=internal / "python")
    assert paths.bundle_dir() == internal.resolve()


def test_not_frozen_the_package_or_the_source_tree_holds_the_data(monkeypatch):
    monkeypatch.delattr(sys, "frozen", raising=False)
    assert paths.bundle_dir() is None
    assert (paths.rulesets_root() / "diplomacy").is_dir() and (paths.assets_dir() / "fonts").is_dir()


@pytest.mark.parametrize("platform", ["win32", "darwin", "linux"])
def test_the_settings_folder_is_the_platforms_and_never_the_bundles(tmp_path, monkeypatch, platform):
    internal = _bundle(tmp_path)
    _frozen(monkeypatch, internal)
    home = tmp_path / "home"
    monkeypatch.setattr(paths.Path, "home", classmethod(lambda cls: home))
    monkeypatch.setattr(paths.sys, "platform", platform)
    monkeypatch.setenv("APPDATA", str(home / "AppData" / "Roaming"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    expected = {"win32": home / "AppData" / "Roaming" / "referee-app",
                "darwin": home / "Library" / "Application Support" / "referee-app",
                "linux": home / ".config" / "referee-app"}[platform]
    assert paths.config_dir() == expected
    assert paths.user_rulesets("lieou") == expected / "rulesets" / "lieou"
    assert not paths.config_dir().is_relative_to(internal.parent)
    if platform == "win32":  # no APPDATA (a stripped environment): the same folder, from the home folder
        monkeypatch.delenv("APPDATA")
        assert paths.config_dir() == expected


def test_the_licence_files_are_found_in_a_bundle_and_in_an_installation(tmp_path, monkeypatch):
    notices = paths.notices_file("THIRD-PARTY-NOTICES.md")
    assert notices is not None and "PSF" in notices.read_text(encoding="utf-8")
    licence = paths.notices_file("LICENSE")
    assert licence is not None and "MIT License" in licence.read_text(encoding="utf-8")
    internal = _bundle(tmp_path)
    _frozen(monkeypatch, internal)
    assert paths.notices_file("THIRD-PARTY-NOTICES.md") == internal / "THIRD-PARTY-NOTICES.md"


def test_the_lock_of_a_game_file_is_beside_it_in_a_folder_with_spaces_and_other_scripts(tmp_path):
    """Windows and macOS home folders often hold spaces and non-Latin names; the lock (flock / msvcrt) sits beside
    the game file, never in the program's folder; a second writer is refused, the first one's close frees it."""
    folder = tmp_path / "My Games — 外交 ゲーム"
    folder.mkdir()
    path = folder / "Spring game.dipgame"
    with GameFile.create(path, Game.new("standard")):
        assert (folder / "Spring game.dipgame.lock").is_file()
        with pytest.raises(RecordError):
            GameFile.open(path)
    with GameFile.open(path) as again:
        assert again is not None


def test_the_fonts_are_found_where_the_assets_are():
    """The window registers the bundled fonts from the folder the assets are read from (a bundle's too)."""
    pytest.importorskip("PySide6")
    from referee_app.gui import language

    assert language.FONT_DIR.resolve() == (paths.assets_dir() / "fonts").resolve()
    assert sorted(p.name for p in language.FONT_DIR.glob("*.otf"))


def test_the_players_page_is_offered_on_this_machines_addresses_and_loopback_last(qapp):
    from referee_app.gui.share_panel import network_addresses

    found = network_addresses()
    assert found[-1] == "127.0.0.1"
    for address in found:
        ip = ipaddress.IPv4Address(address)
        assert not ip.is_unspecified
    from referee_app.share.cli import add_command

    sub = argparse.ArgumentParser().add_subparsers()
    add_command(sub)
    assert sub.choices["serve"].parse_args(["g.dipgame"]).host == "127.0.0.1"  # the command line: this machine only


def test_a_packages_files_are_where_importlib_resources_finds_them(tmp_path, monkeypatch):
    """``core.packagefiles.package_files`` (importlib.resources left unimported for a package in a folder) gives what
    ``importlib.resources.files`` gives: the same folder for every package with a catalogue and for the assets,
    and resources' own answer for a package in a zip (which it is asked)."""
    import zipfile
    from importlib import resources

    import referee_app.games.lieou  # noqa: F401  (registers its catalogue)
    import referee_app.games.paths_of_glory  # noqa: F401
    from referee_app.core import messages
    from referee_app.core.packagefiles import package_files

    packages = [*messages._CATALOGUE_PACKAGES, "referee_app.games.diplomacy", "referee_app.assets", "referee_app.share"]
    for package in dict.fromkeys(packages):
        try:
            expected = resources.files(package)
        except ModuleNotFoundError:  # the assets outside the package: only where it is installed
            with pytest.raises(ModuleNotFoundError):
                package_files(package)
            continue
        got = package_files(package)
        assert got == expected and type(got) is type(expected), package
        assert (got / "locale" / "en.toml").is_file() == (expected / "locale" / "en.toml").is_file()
    # a package imported from a zip: not a folder on disk, so importlib.resources answers
    archive = tmp_path / "zipped.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("zipped_pkg_for_paths/__init__.py", "")
        z.writestr("zipped_pkg_for_paths/locale/en.toml", "a = 'b'\n")
    monkeypatch.syspath_prepend(str(archive))
    try:
        got = package_files("zipped_pkg_for_paths")
        assert not isinstance(got, Path)
        assert (got / "locale" / "en.toml").read_text() == "a = 'b'\n"
    finally:
        sys.modules.pop("zipped_pkg_for_paths", None)


def test_a_start_imports_no_importlib_resources():
    """A start with a game file imports neither ``importlib.resources`` nor ``importlib.abc`` (which imports it,
    with ``tempfile`` and ``random``): the modules it imports before Qt, Qt's, and the catalogues read."""
    import subprocess

    code = ("import sys\nfrom referee_app.gui import app\n"
            "args = app.parse_args(['--lang', 'en', 'game.dipgame'])\napp._import_before_qt(True)\n"
            "import PySide6.QtWidgets\nimport referee_app.gui.main_window, referee_app.gui.diplomacy\n"
            "from referee_app.gui import language\nlanguage.FONT_DIR\n"
            "from referee_app.core.messages import catalogue\ncatalogue('en')\n"
            "print(' '.join(m for m in ('importlib.resources', 'importlib.abc') if m in sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parent.parent).stdout
    assert out.strip() == ""

"""TOML data files and message catalogues kept on disk by their bytes (core.diskcache.toml_document): the
kept document is the one a fresh read gives, an edited file is read again, and a damaged entry or a document
that does not read is the same as no entry."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest

from referee_app.core import diskcache, messages
from referee_app.core.inputs import InputError, read_toml
from referee_app.games.diplomacy.rules.ruleset import rulesets_dir


@pytest.fixture()
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    yield diskcache.folder()


def _entries(folder: Path) -> list[Path]:
    return sorted(folder.glob("toml-*")) if folder.is_dir() else []


@pytest.mark.parametrize("name", ["map.toml", "ruleset.toml"])
def test_a_shipped_data_file_read_back_from_disk_is_the_file_read_afresh(cache: Path, name: str) -> None:
    path = rulesets_dir() / "standard" / name
    fresh = tomllib.loads(path.read_text(encoding="utf-8"))
    first = read_toml(path)
    assert first == fresh and len(_entries(cache)) == 1
    again = read_toml(path)  # from the entry
    assert again == fresh and again is not first


def test_every_catalogue_read_back_from_disk_is_the_catalogue_read_afresh(cache: Path) -> None:
    from importlib import resources

    for package in ("referee_app.core", "referee_app.games.diplomacy"):
        for lang in messages.LANGUAGES:
            path = resources.files(package) / "locale" / f"{lang}.toml"
            fresh = messages._flatten(tomllib.loads(path.read_text(encoding="utf-8")))
            assert messages.package_catalogue(package, lang) == fresh  # read, then kept
            assert messages.package_catalogue(package, lang) == fresh  # from the entry
    assert len(_entries(cache)) == 2 * len(messages.LANGUAGES)


def test_an_edited_file_is_read_again_and_a_damaged_entry_is_no_entry(cache: Path, tmp_path: Path) -> None:
    path = tmp_path / "table.toml"
    path.write_text('[t]\nname = "one"\n', encoding="utf-8")
    assert read_toml(path) == {"t": {"name": "one"}}
    path.write_text('[t]\nname = "two"\n', encoding="utf-8")
    assert read_toml(path) == {"t": {"name": "two"}}
    assert len(_entries(cache)) == 2
    for entry in _entries(cache):
        entry.write_bytes(entry.read_bytes()[:-3])  # cut short
    assert read_toml(path) == {"t": {"name": "two"}}
    for entry in _entries(cache):
        entry.write_bytes(b"not an entry")
    assert read_toml(path) == {"t": {"name": "two"}}


def test_a_document_that_does_not_read_is_refused_every_time_and_never_kept(cache: Path, tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text("[t]\nname = \n", encoding="utf-8")
    messages._MERGED.clear()
    messages.catalogue("en")  # the refusal's words: their catalogues are kept
    kept = _entries(cache)
    for _ in range(2):
        with pytest.raises(InputError):
            read_toml(path)
    assert _entries(cache) == kept


def test_a_document_marshal_cannot_keep_is_read_each_time(cache: Path, tmp_path: Path) -> None:
    path = tmp_path / "dated.toml"
    path.write_text("when = 2026-11-27\n", encoding="utf-8")
    doc = read_toml(path)
    assert str(doc["when"]) == "2026-11-27" and read_toml(path) == doc
    assert _entries(cache) == []

"""The map's geometry and its placed names kept on disk between runs (drawing.diskcache): what is read back
is what the work gives, and a damaged or foreign entry is the same as none."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from referee_app.drawing import diskcache
from referee_app.drawing.diplomacy import scene
from referee_app.drawing.mapsvg import _cached, load_geometry, read_geometry
from referee_app.games.diplomacy.rules.ruleset import load_ruleset


@pytest.fixture()
def fresh_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    _cached.cache_clear()
    scene._LABELS.clear()
    yield diskcache.folder()
    _cached.cache_clear()
    scene._LABELS.clear()


def _forget() -> None:  # a new process: nothing in memory
    _cached.cache_clear()
    scene._LABELS.clear()


def test_geometry_and_names_read_back_from_disk_are_those_computed(fresh_cache: Path) -> None:
    rs = load_ruleset("standard")
    g1 = load_geometry()
    names1 = scene.map_labels(rs, g1, "en", 1.0)
    kinds = sorted(p.name.split("-")[0] for p in fresh_cache.iterdir()
                   if not p.name.startswith(("toml-", "source-")))  # the drawing's (not the kernel's)
    assert kinds == ["labels", "map"]
    _forget()
    g2 = load_geometry()
    assert g2 is not g1 and g2 == g1 == read_geometry(g1.source) and g2.digest == g1.digest
    names2 = scene.map_labels(rs, g2, "en", 1.0)
    assert names2 == names1 == scene._place_labels(rs, replace(g2, digest=""), "en", 1.0)[0]  # no digest: placed afresh


def test_leader_lines_read_back_from_disk_are_those_computed(fresh_cache: Path) -> None:
    """At the projector's size some names stand beside their space, joined to it by a leader line: the lines
    come back from the disk with their names."""
    rs = load_ruleset("standard")
    g1 = load_geometry()
    names1, leads1 = scene.map_labels(rs, g1, "en", 1.52), scene.map_leaders(rs, g1, "en", 1.52)
    assert any(lead is not None for lead in leads1)
    _forget()
    g2 = load_geometry()
    assert (scene.map_labels(rs, g2, "en", 1.52), scene.map_leaders(rs, g2, "en", 1.52)) == (names1, leads1)
    assert scene._LABELS  # read back, not placed again: the same as placed afresh
    assert scene._place_labels(rs, replace(g2, digest=""), "en", 1.52) == (names1, leads1)


def test_another_language_or_size_is_another_entry(fresh_cache: Path) -> None:
    rs = load_ruleset("standard")
    g = load_geometry()
    en = scene.map_labels(rs, g, "en", 1.0)
    big = scene.map_labels(rs, g, "en", 1.5)
    ja = scene.map_labels(rs, g, "ja", 1.0)
    assert len(list(fresh_cache.glob("labels-*"))) == 3
    assert en != big and en != ja


def test_a_damaged_entry_is_as_none(fresh_cache: Path) -> None:
    rs = load_ruleset("standard")
    g1 = load_geometry()
    names1 = scene.map_labels(rs, g1, "en", 1.0)
    for p in fresh_cache.iterdir():
        p.write_bytes(p.read_bytes()[:50])  # cut short
    _forget()
    g2 = load_geometry()
    assert g2 == g1
    assert scene.map_labels(rs, g2, "en", 1.0) == names1
    for p in fresh_cache.iterdir():  # written anew: read back whole (the kernel's table of source digests is
        if not p.name.startswith("source-"):  # written anew by the next process that digests a file)
            assert diskcache.load(p.name) is not None
    (fresh_cache / next(iter(p.name for p in fresh_cache.glob("map-*")))).write_bytes(b"not a cache entry")
    _forget()
    assert load_geometry() == g1


def test_digests_are_those_of_hashlib_blake2b(tmp_path: Path) -> None:
    # the cache's BLAKE2b comes from Python's own module where there is one (not hashlib, which loads OpenSSL at a
    # start): the same digests as hashlib's, 32 bytes, so an entry's name is as strong and as stable
    import hashlib

    from referee_app.core import diskcache as core_cache

    def b2(data: bytes = b"") -> object:
        return hashlib.blake2b(data, digest_size=32)

    for data in (b"", b"abc", bytes(range(256)) * 1000, load_geometry.__doc__.encode() if load_geometry.__doc__ else b"x"):
        assert diskcache.data_digest(data) == b2(data).hexdigest()  # type: ignore[attr-defined]
        assert diskcache.data_digest(data) != hashlib.sha256(data).hexdigest()  # (another function than before)
    f = tmp_path / "module.py"
    f.write_bytes(b"print('hello')\n")
    core_cache._SOURCES.pop(str(f), None)
    assert core_cache.code_digest(str(f)) == b2(b2(f.read_bytes()).digest()).digest()  # type: ignore[attr-defined]
    h = hashlib.blake2b(digest_size=32)
    for p in (b"map", b"x" * 9):
        h.update(len(p).to_bytes(8, "little"))
        h.update(p)
    assert diskcache.key("k", "map", b"x" * 9) == f"k-{h.hexdigest()[:40]}.bin"


def test_a_kept_map_decodes_its_outlines_only_when_asked(fresh_cache: Path) -> None:
    g1 = load_geometry()
    _forget()
    g2 = load_geometry()
    sp = g2.spaces["MUN"]
    assert "rings" not in sp.__dict__ and "d" not in sp.__dict__  # packed
    assert sp.unit == g1.spaces["MUN"].unit and sp.code == "MUN"  # the anchors are there at once
    assert sp.rings == g1.spaces["MUN"].rings and sp.d == g1.spaces["MUN"].d  # asked: decoded, the same
    assert "rings" in sp.__dict__ and sp.contains(*sp.unit)  # type: ignore[misc]
    assert g2.borders[0].lines == g1.borders[0].lines and g2.borders[0].d == g1.borders[0].d
    with pytest.raises(AttributeError):
        sp.nothing  # noqa: B018 (another name is no attribute, as before)
    assert g2 == g1 == read_geometry(g1.source)


def test_a_map_entry_of_another_shape_or_cut_is_as_none(fresh_cache: Path) -> None:
    from referee_app.drawing import mapsvg

    g1 = load_geometry()
    (entry,) = fresh_cache.glob("map-*")
    whole = diskcache.load(entry.name)
    assert mapsvg._from_plain(whole, g1.digest) == g1
    cut = (*whole[:9], whole[9][:-8])  # type: ignore[index]  # a point short
    spaces = list(whole[5])  # type: ignore[index]
    code, *rest, d0, d1, r0, r1 = spaces[3]
    spaces[3] = (code, *rest, d0, d1, r0 + 1, r1)  # a ring left out
    skipped = (*whole[:5], tuple(spaces), *whole[6:])  # type: ignore[index]
    older = (g1.width, g1.height, g1.background, (), (), g1.source)  # the shape entries had before
    for bad in (cut, skipped, older, ("packed 2",), None):
        diskcache.store(entry.name, bad)
        assert mapsvg._from_plain(bad, g1.digest) is None
        _forget()
        assert load_geometry() == g1  # read from the file again
        assert diskcache.load(entry.name) == whole  # and kept anew


def test_a_names_entry_of_another_count_is_as_none(fresh_cache: Path) -> None:
    rs = load_ruleset("standard")
    g = load_geometry()
    names = scene.map_labels(rs, g, "en", 1.0)
    (entry,) = fresh_cache.glob("labels-*")
    texts, leads = diskcache.load(entry.name)  # type: ignore[misc]
    diskcache.store(entry.name, (texts[:-1], leads[:-1]))
    _forget()
    assert scene.map_labels(rs, load_geometry(), "en", 1.0) == names  # placed again
    assert len(diskcache.load(entry.name)[0]) == len(names)  # type: ignore[index]


def _new_process(core_cache) -> None:  # type: ignore[no-untyped-def]
    """What a new process knows of the sources' digests: nothing in memory."""
    core_cache._SOURCES.clear()
    core_cache._SOURCE_DIGESTS.forget()


def _files(tmp_path: Path, n: int) -> list[str]:
    files = [str(tmp_path / f"m{i}.py") for i in range(n)]
    for i, f in enumerate(files):
        Path(f).write_text(f"X = {i}\n")
    return files


def test_the_source_digests_kept_are_the_files_digests(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The digests of the modules' sources (part of every entry's name) kept on disk by each file's time and size
    (``KeptByStat``): read back, they are the files' digests; a file kept is not read again; a changed file is
    digested anew (another size; the same size and another time); a table others may write, a damaged one or one
    holding anything else is none."""
    import hashlib
    import os

    from referee_app.core import diskcache as core_cache

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    files = _files(tmp_path, 3)

    def want(*fs: str) -> bytes:
        h = hashlib.blake2b(digest_size=32)
        for f in fs:
            h.update(hashlib.blake2b(Path(f).read_bytes(), digest_size=32).digest())
        return h.digest()

    _new_process(core_cache)
    kept = core_cache._SOURCE_DIGESTS
    try:
        assert core_cache.code_digest(*files) == want(*files)
        core_cache.write_back_kept()  # the end of the start
        _new_process(core_cache)

        def no_read(*args: object, **kwargs: object) -> None:
            raise AssertionError(f"read {args[0]}")

        with monkeypatch.context() as m:
            m.setattr(core_cache, "open", no_read, raising=False)  # kept: only stat'ed
            assert core_cache.code_digest(*files) == want(*files)
        assert not kept.new
        st = os.stat(files[0])
        Path(files[0]).write_text("X = 10\n")  # another size
        Path(files[1]).write_text("X = 7\n")  # the same size, another time
        os.utime(files[1], ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))
        _new_process(core_cache)
        assert core_cache.code_digest(*files) == want(*files) and kept.new
        assert core_cache.code_digest(str(tmp_path / "missing.py")) is None
        core_cache.write_back_kept()
        entry = core_cache.folder() / kept.entry()
        assert entry.is_file() and (os.name != "posix" or entry.stat().st_mode & 0o777 == 0o600)
        bad = [b"damaged"]
        if os.name == "posix":
            bad.append(b"others")
        for how in bad:
            _new_process(core_cache)
            assert core_cache.code_digest(*files) == want(*files)
            core_cache.write_back_kept()
            assert entry.is_file()  # (written anew when missing)
            if how == b"others":
                entry.chmod(0o666)
            else:
                entry.write_bytes(entry.read_bytes()[:30])
            _new_process(core_cache)
            assert not kept.read()
            entry.unlink()
        core_cache.store(kept.entry(), {files[2]: (1, 2, b"x" * 32), 3: (1, 2, b"y" * 32), files[0]: (1, 2, "z"),
                                        files[1]: (1, 2, b"w" * 31)}, private=True)
        _new_process(core_cache)
        assert kept.read() == {files[2]: (1, 2, b"x" * 32)}  # only what has the table's shape
        assert core_cache.code_digest(*files) == want(*files)  # and its time and size are not the file's
    finally:
        _new_process(core_cache)


def test_a_table_kept_by_stat_is_written_once_a_start(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A first start digests ten sources anew: the table is written once, at the start's end (``write_back_kept``,
    gui.app.main's), not once a file; a start that found nothing anew writes nothing; what is found after the
    start's end is written at the process's exit (the function registered with ``atexit`` once)."""
    import atexit

    from referee_app.core import diskcache as core_cache

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    files = _files(tmp_path, 11)
    stored: list[str] = []
    real_store = core_cache.store

    def counting_store(name: str, data: object, *, private: bool = False) -> None:
        stored.append(name)
        real_store(name, data, private=private)

    registered: list[object] = []
    monkeypatch.setattr(core_cache, "store", counting_store)
    monkeypatch.setattr(core_cache, "_EXIT_WRITE", [])
    monkeypatch.setattr(atexit, "register", registered.append)
    kept = core_cache._SOURCE_DIGESTS
    _new_process(core_cache)
    try:
        digests = [core_cache.code_digest(f) for f in files[:10]]
        assert stored == [] and kept.new and registered == [core_cache.write_back_kept]
        core_cache.write_back_kept()
        assert stored == [kept.entry()] and not kept.new
        core_cache.write_back_kept()
        assert stored == [kept.entry()]  # nothing new: not written again
        _new_process(core_cache)
        assert [core_cache.code_digest(f) for f in files[:10]] == digests
        core_cache.write_back_kept()
        assert stored == [kept.entry()]  # the next start: every digest kept, nothing written
        core_cache.code_digest(files[10])  # after the start's end
        assert kept.new and registered == [core_cache.write_back_kept]  # (registered once)
        registered[0]()  # type: ignore[operator]  # the process's exit
        assert stored == [kept.entry()] * 2
        _new_process(core_cache)
        assert set(kept.read()) == set(files)
    finally:
        _new_process(core_cache)


def test_a_table_kept_by_stat_answers_only_a_file_as_it_was(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The shared table (``KeptByStat``) itself: an answer is given for a file whose time and size are the ones it
    was kept with; written back with the files answered and those
    read that still exist; a file that cannot be read raises ``OSError`` and keeps nothing."""
    import os

    from referee_app.core.diskcache import KeptByStat

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    files = _files(tmp_path, 3)
    made: list[bytes] = []

    def size_of(data: bytes) -> int:
        made.append(data)
        return len(data)

    table: KeptByStat[int] = KeptByStat("test-sizes", lambda v: type(v) is int)
    assert [table.of_file(f, size_of) for f in files] == [6, 6, 6] and len(made) == 3
    assert [table.of_file(f, size_of) for f in files] == [6, 6, 6] and len(made) == 3  # kept
    with pytest.raises(OSError):
        table.of_file(str(tmp_path / "missing.py"), size_of)
    st = os.stat(files[0])
    assert table.answer(files[0], st.st_mtime_ns, st.st_size) == 6
    assert table.answer(files[0], st.st_mtime_ns + 1, st.st_size) is None
    assert table.answer(files[0], st.st_mtime_ns, st.st_size + 1) is None
    table.write_back()
    again: KeptByStat[int] = KeptByStat("test-sizes", lambda v: type(v) is int)
    assert again.of_file(files[1], size_of) == 6 and len(made) == 3 and not again.new  # a new start: read back
    os.unlink(files[2])
    Path(files[0]).write_text("X = 100\n")
    assert again.of_file(files[0], size_of) == 8 and made[-1] == b"X = 100\n"
    again.write_back()
    third: KeptByStat[int] = KeptByStat("test-sizes", lambda v: type(v) is int)
    assert set(third.read()) == {files[0], files[1]}  # the file gone is dropped
    wrong: KeptByStat[str] = KeptByStat("test-sizes", lambda v: type(v) is str)
    assert wrong.read() == {}  # answers of another kind: none


def test_the_maps_digest_is_its_files_bytes_kept_by_time_and_size(fresh_cache: Path, tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The map's digest (which names its entries and the board's) is the BLAKE2b of the SVG's bytes, kept by the
    file's time and size as the sources' digests are: a later process does not read the SVG when its geometry is
    kept (only ``stat``s it); a file changed (another size; the same size and another time) is digested anew and
    gets its own digest, and its geometry is read from it."""
    import hashlib
    import os
    import shutil

    from referee_app.core import diskcache as core_cache
    from referee_app.drawing.mapsvg import map_svg_path

    svg = tmp_path / "map.svg"
    shutil.copyfile(map_svg_path(None), svg)

    def want() -> str:
        return hashlib.blake2b(svg.read_bytes(), digest_size=32).hexdigest()

    def new_process() -> None:  # (the last one's start ended: what it found written back, as gui.app.main does)
        core_cache.write_back_kept()
        _forget()
        _new_process(core_cache)

    new_process()
    g1 = load_geometry(svg)
    assert g1.digest == want() and g1 == read_geometry(str(svg.resolve()))
    new_process()
    real_read = Path.read_bytes

    def no_svg_read(self: Path) -> bytes:
        assert self.resolve() != svg.resolve(), "the SVG was read"
        return real_read(self)

    with monkeypatch.context() as m:
        m.setattr(core_cache, "open", lambda *a, **k: (_ for _ in ()).throw(AssertionError(f"opened {a[0]}")),
                  raising=False)
        m.setattr(Path, "read_bytes", no_svg_read)
        g2 = load_geometry(svg)
    assert g2 == g1 and g2.digest == g1.digest
    text = svg.read_bytes()
    st = os.stat(svg)
    same_size = text.replace(b'" ', b'"\n', 1)  # the same map, other bytes of the same length
    assert same_size != text and len(same_size) == len(text)
    svg.write_bytes(same_size)
    os.utime(svg, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))
    new_process()
    g3 = load_geometry(svg)
    assert g3.digest == want() != g1.digest and g3 == g1
    svg.write_bytes(same_size + b"\n")  # another size
    new_process()
    g4 = load_geometry(svg)
    assert g4.digest == want() not in (g1.digest, g3.digest) and g4 == g1
    new_process()


def test_in_the_installed_bundle_the_programs_executable_stands_for_its_modules_code(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """In a bundle frozen by PyInstaller the modules' sources are not on disk (their code is in the executable's
    archive): the executable's digest names the entries instead, so the installed program keeps what a checkout
    keeps; a new executable (a new version) names other entries. A missing source outside the bundle, or outside
    a frozen program, still keeps nothing (None)."""
    import hashlib

    from referee_app.core import diskcache as core_cache

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    bundle = tmp_path / "_internal"
    bundle.mkdir()
    program = tmp_path / "referee"
    program.write_bytes(b"\x7fELF the bootloader and its archive of version 1")
    module = str(bundle / "referee_app" / "gui" / "board.py")  # as PyInstaller names a bundled module: no file
    elsewhere = str(tmp_path / "elsewhere" / "board.py")
    monkeypatch.setattr(sys, "executable", str(program))
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)

    def digest_of(*parts: bytes) -> bytes:
        h = hashlib.blake2b(digest_size=32)
        for p in parts:
            h.update(hashlib.blake2b(p, digest_size=32).digest())
        return h.digest()

    _new_process(core_cache)
    try:
        assert core_cache.code_digest(module) is None  # not frozen: a source that cannot be read keeps nothing
        monkeypatch.setattr(sys, "frozen", True, raising=False)
        _new_process(core_cache)
        assert core_cache.code_digest(module) == digest_of(program.read_bytes())
        assert core_cache.code_digest(elsewhere) is None  # not the bundle's module
        real = _files(tmp_path, 1)[0]  # a file on disk (the map's data) is digested as itself, frozen or not
        assert core_cache.code_digest(module, real) == digest_of(program.read_bytes(), Path(real).read_bytes())
        first = core_cache.code_digest(module)
        program.write_bytes(b"\x7fELF the bootloader and its archive of version 2, longer")
        _new_process(core_cache)
        assert core_cache.code_digest(module) == digest_of(program.read_bytes()) != first
        # the file PyInstaller's importer reads the modules from, when it says which
        archive = tmp_path / "referee.pyz"
        archive.write_bytes(b"PYZ\0 the compiled modules")
        importer = type(sys)("pyimod02_importers")
        importer.pyz_archive = type("Reader", (), {"_filename": str(archive)})()  # type: ignore[attr-defined]
        monkeypatch.setitem(sys.modules, "pyimod02_importers", importer)
        _new_process(core_cache)
        assert core_cache.code_digest(module) == digest_of(archive.read_bytes())
    finally:
        _new_process(core_cache)

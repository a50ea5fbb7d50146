"""The map's layers (the spaces' fills; the borders; the names with their halos) kept on disk (``gui.board``,
``BoardWidget._paint_layer``): a board fitted to its window whose layer was painted by a former start at the same
size, language, colours, drawing, fonts and Qt reads its image back instead of painting it, and shows the same
pixels as a board that painted it; anything that decides the pixels names another entry; a damaged entry is never
read; the entries are written after the paint, not in it, and only the last few are kept."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from board_helpers import board_cache, forget_board  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402

from referee_app.core import diskcache  # noqa: E402
from referee_app.drawing.diplomacy.palette import COLOUR_BLIND, RULEBOOK  # noqa: E402
from referee_app.games.diplomacy.rules.ruleset import load_ruleset  # noqa: E402
from referee_app.gui import board as board_module  # noqa: E402
from referee_app.gui.board import BoardWidget  # noqa: E402


@pytest.fixture()
def cache(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:  # noqa: ANN001
    yield from board_cache(tmp_path, monkeypatch)


_forget = forget_board  # a new process: nothing in memory


class Reads:
    """The layers' images asked of the disk, and the ones found there."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.asked: list[str] = []
        self.found: list[str] = []
        read = board_module._read_layer

        def counted(entry: str, w: int, h: int) -> QImage | None:
            img = read(entry, w, h)
            self.asked.append(entry)
            if img is not None:
                self.found.append(entry)
            return img

        monkeypatch.setattr(board_module, "_read_layer", counted)


def _shown(qtbot, size: tuple[int, int], lang: str = "en", palette: str = RULEBOOK) -> BoardWidget:  # noqa: ANN001
    b = BoardWidget(load_ruleset("standard"), lang=lang)
    qtbot.addWidget(b)
    b.set_palette(palette)
    b.resize(*size)
    b.show()
    qtbot.waitExposed(b)
    b.fit()
    return b


def _grab(b: BoardWidget) -> QImage:
    return b.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _layers(b: BoardWidget) -> dict[str, bytes]:
    return {name: bytes(img.constBits()) for name, (_, img) in b._layer_images.items()}


def _entries(cache: Path) -> list[Path]:
    return sorted([*cache.glob("board-layer-*"), *cache.glob("board-fills-*")])


CASES = [((900, 560), "en", RULEBOOK), ((640, 430), "en", RULEBOOK), ((900, 560), "ja", RULEBOOK),
         ((900, 560), "en", COLOUR_BLIND)]


@pytest.mark.parametrize(("size", "lang", "palette"), CASES)
def test_a_layer_read_back_from_disk_shows_the_pixels_painted(cache: Path, qtbot, monkeypatch: pytest.MonkeyPatch,  # noqa: ANN001
                                                              size: tuple[int, int], lang: str, palette: str) -> None:
    reads = Reads(monkeypatch)
    painted = _shown(qtbot, size, lang, palette)
    assert painted._label_lang == lang  # (the names are this language's: a font draws them)
    first = _grab(painted)
    assert not _entries(cache)  # nothing written in the paint ...
    board_module.keep_layers()
    assert len(_entries(cache)) == 3  # ... but after it: the fills, the borders and the names
    assert len(reads.asked) == 3 and not reads.found
    _forget()
    kept = _shown(qtbot, size, lang, palette)
    second = _grab(kept)
    assert sorted(reads.found) == sorted(reads.asked[3:]) and len(reads.found) == 3  # all read from the disk
    assert not board_module._TO_KEEP  # and not written again
    assert _layers(kept) == _layers(painted)  # byte for byte
    assert second == first
    # and a board that paints every layer itself (no disk at all) shows the same
    monkeypatch.setattr(board_module, "_read_layer", lambda entry, w, h: None)
    _forget()
    assert _grab(_shown(qtbot, size, lang, palette)) == first


def test_what_decides_the_pixels_names_another_entry(cache: Path, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    reads = Reads(monkeypatch)
    _grab(_shown(qtbot, (900, 560)))
    board_module.keep_layers()
    assert len(_entries(cache)) == 3

    def found_now(**given: object) -> list[str]:
        _forget()
        before = len(reads.found)
        b = _shown(qtbot, **given)  # type: ignore[arg-type]
        _grab(b)
        board_module._TO_KEEP.clear()
        return reads.found[before:]

    assert len(found_now(size=(900, 560))) == 3  # the same: all found
    assert found_now(size=(900, 561)) == []  # another size (another zoom)
    # the zoom, the map's offset within a pixel, the device pixel ratio and the image's size: each its own entry
    b = _shown(qtbot, (900, 560))
    b.current_scene()
    full = ((b._label_lang, b._label_scale), 0.61, 0.61, 0.25, 0.5, 1.0)
    names = {b._layer_entry("labels", b._labels_described, f, 705, 617)
             for f in (full, (*full[:1], 0.62, 0.62, *full[3:]), (*full[:3], 0.5, 0.5, 1.0), (*full[:3], 0.25, 0.75, 1.0),
                       (*full[:5], 2.0))}
    names |= {b._layer_entry("labels", b._labels_described, full, 706, 617), b._layer_entry("borders", b._borders_described, full, 705, 617),
              b._layer_entry("fills", b._fills_described, full, 705, 617)}
    assert len(names) == 8 and None not in names
    assert found_now(size=(900, 560), lang="ja") == found_now(size=(900, 560), lang="codes")[:2]  # not the names
    assert len(found_now(size=(900, 560), lang="ja")) == 2
    # the fonts the names are drawn in (another font file, other rendering settings): the names' entry only
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(board_module, "_fonts_described", lambda fonts, prims: b"another font")
        assert len(found_now(size=(900, 560))) == 2
    # the colours of the spaces (another position, another palette): the fills' entry only
    assert len(found_now(size=(900, 560), palette=COLOUR_BLIND)) == 2
    # Qt's version, the code: every entry
    import PySide6.QtCore

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(PySide6.QtCore, "qVersion", lambda: "0.0.0")
        assert found_now(size=(900, 560)) == []
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(diskcache, "_SOURCES", dict.fromkeys(diskcache._SOURCES, b"another code"))
        assert found_now(size=(900, 560)) == []
    assert len(found_now(size=(900, 560))) == 3  # (and all found again as they were)
    # a border drawn otherwise (its colour): the borders' entry only
    b = BoardWidget(load_ruleset("standard"))
    qtbot.addWidget(b)
    b.current_scene()
    borders = b._border_key
    assert isinstance(borders, tuple) and borders
    from dataclasses import replace

    other = (replace(borders[0], stroke="#123456"), *borders[1:])
    assert b._borders_described() != (setattr(b, "_border_key", other), b._borders_described())[1]


def test_a_damaged_entry_is_never_read(cache: Path, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    reads = Reads(monkeypatch)
    first = _grab(_shown(qtbot, (900, 560)))
    board_module.keep_layers()
    entries = _entries(cache)
    whole = {e: e.read_bytes() for e in entries}
    head = len(diskcache._RAW_MAGIC) + 12
    for damage in (lambda b: b[: len(b) // 2], lambda b: b + b"\0\0\0\0", lambda b: b[:head + 5000] + bytes([b[head + 5000] ^ 1]) + b[head + 5001:],
                   lambda b: b[:-1] + bytes([b[-1] ^ 0x80]), lambda b: b"", lambda b: b"\0" * len(b),
                   lambda b: b[:len(diskcache._RAW_MAGIC)] + (1 << 40).to_bytes(8, "little") + b[head - 4:]):
        for e in entries:
            e.write_bytes(damage(whole[e]))
        _forget()
        before = len(reads.found)
        assert _grab(_shown(qtbot, (900, 560))) == first  # painted afresh, the same
        assert len(reads.found) == before  # nothing read from the damaged entries
        board_module.keep_layers()
        assert {e: e.read_bytes() for e in entries} == whole  # and written anew


def test_raw_entries_read_back_exactly_and_only_the_last_few_are_kept(cache: Path) -> None:
    payload = bytes(range(256)) * 1000
    diskcache.store_raw("kind-a.bin", payload)
    into = bytearray(len(payload))
    assert diskcache.load_raw_into("kind-a.bin", memoryview(into)) and bytes(into) == payload
    assert not diskcache.load_raw_into("kind-a.bin", memoryview(bytearray(len(payload) - 1)))  # another length
    assert not diskcache.load_raw_into("kind-none.bin", memoryview(into))
    import os
    import time

    for i in range(5):
        diskcache.store_raw(f"some-{i}.bin", b"x" * 10, keep=3)
        os.utime(cache / f"some-{i}.bin", ns=(time.time_ns() - (10 - i) * 10**9,) * 2)  # (written one after the other)
    diskcache.store_raw("some-5.bin", b"x" * 10, keep=3)
    assert sorted(p.name for p in cache.glob("some-*")) == ["some-3.bin", "some-4.bin", "some-5.bin"]
    assert (cache / "kind-a.bin").exists()  # another kind: not counted with them


def test_an_entry_found_whole_is_not_checked_again_until_its_file_changes(cache: Path) -> None:
    import os
    import zlib

    payload = bytes(range(256)) * 4000
    diskcache.store_raw("kind-a.bin", payload)
    into = bytearray(len(payload))
    assert diskcache.load_raw_into("kind-a.bin", memoryview(into))  # checked (its CRC-32 computed) ...
    diskcache.write_back_kept()  # ... and kept as checked, as at the end of a start
    diskcache._RAW_CHECKED.forget()  # the next start
    computed: list[int] = []
    crc32 = zlib.crc32
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(zlib, "crc32", lambda data, *a: computed.append(1) or crc32(data, *a))
        into[:] = bytes(len(into))
        assert diskcache.load_raw_into("kind-a.bin", memoryview(into)) and bytes(into) == payload
        assert computed == []  # not computed again: the file's time and size are the ones checked
        entry = cache / "kind-a.bin"
        damaged = bytearray(entry.read_bytes())
        damaged[-1000] ^= 1
        st = entry.stat()
        entry.write_bytes(bytes(damaged))  # the same size, another time
        os.utime(entry, ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))
        assert not diskcache.load_raw_into("kind-a.bin", memoryview(into))  # checked again, and refused
        assert computed == [1]


def test_a_window_resized_writes_its_last_size_only(cache: Path, qtbot) -> None:  # noqa: ANN001
    b = _shown(qtbot, (900, 560))
    for width in (700, 720, 740, 760, 780, 800):
        b.resize(width, 500)
        _grab(b)
    board_module.keep_layers()
    assert len(_entries(cache)) == 3


def test_the_layers_painted_are_written_once_the_window_is_left_alone(cache: Path, qtbot) -> None:  # noqa: ANN001
    _grab(_shown(qtbot, (900, 560)))
    assert not _entries(cache)  # not in the paint
    qtbot.waitUntil(lambda: len(_entries(cache)) == 3, timeout=board_module.KEEP_LAYERS_AFTER_MS + 3000)
    assert not board_module._TO_KEEP

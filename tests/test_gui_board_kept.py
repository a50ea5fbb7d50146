"""The board's painter paths and border polygons kept on disk (``gui.board.map_paths``): read back, they are
the paths and polygons made from the map's outlines point by point, and the board painted with them is the
same pixel for pixel; a cut or foreign entry is as none. And a start that finds its map, names and paths on
the disk never decodes the map's outlines (drawing.mapsvg keeps them packed until asked)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtGui import QImage, QPainterPath, QPolygonF  # noqa: E402

from referee_app.core import diskcache  # noqa: E402
from referee_app.drawing.diplomacy import scene  # noqa: E402
from referee_app.drawing.mapsvg import MapGeometry, _cached, load_geometry  # noqa: E402
from referee_app.games.diplomacy.rules.ruleset import load_ruleset  # noqa: E402
from referee_app.gui import board as board_module  # noqa: E402
from referee_app.gui.board import BoardWidget, map_paths, polygons, space_path  # noqa: E402


@pytest.fixture()
def fresh_cache(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:  # noqa: ANN001
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    _forget()
    yield diskcache.folder()
    _forget()


def _forget() -> None:  # a new process: nothing in memory
    _cached.cache_clear()
    scene._LABELS.clear()
    scene._LAYERS.clear()


def _elements(path: QPainterPath) -> list[tuple[object, float, float]]:
    out = []
    for i in range(path.elementCount()):
        e = path.elementAt(i)
        out.append((e.type, e.x, e.y))
    return out


def _points(polys: list[QPolygonF]) -> list[list[tuple[float, float]]]:
    return [[(p.x(), p.y()) for p in poly] for poly in polys]


def _made_afresh(geo: MapGeometry) -> tuple[dict[str, QPainterPath], list[list[QPolygonF]]]:
    return {code: space_path(sp.rings) for code, sp in geo.spaces.items()}, [polygons(b.lines) for b in geo.borders]


def _same(got: tuple[dict[str, QPainterPath], list[list[QPolygonF]]], geo: MapGeometry) -> bool:
    paths, lines = got
    fresh_paths, fresh_lines = _made_afresh(geo)
    return (list(paths) == list(fresh_paths)
            and all(_elements(paths[c]) == _elements(fresh_paths[c]) and paths[c].fillRule() == fresh_paths[c].fillRule()
                    for c in paths)
            and [_points(p) for p in lines] == [_points(p) for p in fresh_lines])


def test_paths_read_back_from_disk_are_those_made_point_by_point(fresh_cache: Path) -> None:
    geo = load_geometry()
    first = map_paths(geo)  # made, and kept
    assert len(list(fresh_cache.glob("board-paths-*"))) == 1
    _forget()
    geo2 = load_geometry()
    kept = map_paths(geo2)
    assert not any("rings" in sp.__dict__ for sp in geo2.spaces.values())  # read back: no outline decoded
    assert _same(kept, geo2) and _same(first, geo2)


def test_a_cut_or_foreign_entry_is_as_none(fresh_cache: Path) -> None:
    import zlib

    geo = load_geometry()
    map_paths(geo)
    (entry,) = fresh_cache.glob("board-paths-*")
    whole = diskcache.load(entry.name)
    assert isinstance(whole, tuple) and whole[0] == zlib.crc32(whole[1])
    crc, blob = whole
    flipped = blob[:1000] + bytes([blob[1000] ^ 1]) + blob[1001:]  # one bit: its CRC no longer matches
    for damaged in ((crc, blob[: len(blob) // 2]), (crc, blob + b"\0\0\0\1"), (crc, flipped), (crc, b""), blob,
                    ("not", "bytes")):
        diskcache.store(entry.name, damaged)
        assert board_module._kept_paths(diskcache.load(entry.name), geo) is None
        assert _same(map_paths(geo), geo)  # made again ...
        assert diskcache.load(entry.name) == whole  # ... and kept anew
    entry.write_bytes(b"not a cache entry")
    assert _same(map_paths(geo), geo)
    # a stream cut or added to, or another map's (fewer shapes) under this one's name: not read as this map's
    assert board_module._paths_from_stream(blob[: len(blob) // 2], geo) is None
    assert board_module._paths_from_stream(blob + b"\0\0\0\1", geo) is None
    small = replace(geo, spaces=dict(list(geo.spaces.items())[:10]), borders=geo.borders[:1])
    assert board_module._paths_from_stream(board_module._paths_stream(*_made_afresh(small)), geo) is None


def _grab(board: BoardWidget) -> QImage:
    return board.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)


def test_the_board_painted_with_kept_paths_is_the_same_pixel_for_pixel(fresh_cache: Path, qtbot,  # noqa: ANN001
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    rs = load_ruleset("standard")

    def shown(lang: str) -> tuple[QImage, QImage, QImage]:
        b = BoardWidget(rs, lang=lang)
        qtbot.addWidget(b)
        b.resize(900, 560)
        b.show()
        qtbot.waitExposed(b)
        b.fit()
        first = _grab(b)  # the first paint: fills, borders and names painted into their images
        b.highlight(["TYR", "BOH", "GAL", "NTH"])
        marked = _grab(b)
        return first, marked, b.render_image(1200, 700)

    BoardWidget(rs).deleteLater()  # the map, its names and its paths made once and kept on disk
    _forget()
    kept = shown("en")
    assert list(fresh_cache.glob("board-paths-*"))
    _forget()
    monkeypatch.setattr(board_module, "map_paths", lambda geo: _made_afresh(geo))  # point by point, as before
    afresh = shown("en")
    for a, b in zip(kept, afresh):
        assert a.size() == b.size() and a == b


def test_a_start_with_everything_kept_decodes_no_outline(fresh_cache: Path, qtbot) -> None:  # noqa: ANN001
    rs = load_ruleset("standard")
    first = BoardWidget(rs)
    qtbot.addWidget(first)
    first.current_scene()  # its names placed and kept
    board_module.outlines(first.geometry_map)  # its paths made and kept (read when a board first needs them)
    _forget()
    board = BoardWidget(rs)
    qtbot.addWidget(board)
    board.resize(800, 500)
    board.show()
    qtbot.waitExposed(board)
    board.grab()
    geo = board.geometry_map
    assert geo is not first.geometry_map
    assert not any("rings" in sp.__dict__ or "d" in sp.__dict__ for sp in geo.spaces.values())
    assert not any("lines" in b.__dict__ for b in geo.borders)
    # asked, the outlines are there, and are those the map file gives
    from referee_app.drawing.mapsvg import read_geometry

    assert geo == read_geometry(geo.source)


def test_a_count_made_huge_is_refused_before_qt_reads_it(fresh_cache: Path) -> None:
    """Qt's readers take a count as given (a path's elements, a polygon's points): a damaged count is refused
    before Qt reserves room for it."""
    geo = load_geometry()
    paths, lines = _made_afresh(geo)
    whole = board_module._paths_stream(paths, lines)
    borders_at = len(board_module._paths_stream(paths, []))  # where the borders' counts start
    for at in (0, borders_at, borders_at + 4):  # the first path's count, the first border's, its first polygon's
        for count in (b"\x7f\xff\xff\xff", b"\xff\xff\xff\xff", b"\x00\x10\x00\x00"):
            damaged = whole[:at] + count + whole[at + 4:]
            assert board_module._paths_from_stream(damaged, geo) is None
    assert _same(board_module._paths_from_stream(whole, geo), geo)  # type: ignore[arg-type]

"""The list of powers' swatches (issue 33, round 18, `open long`): a swatch's pixels are its colour's alone, so the
list keeps the ones it made, and a game opened over another of the same map makes none again. What the list shows
is what swatches made afresh show, in both palettes."""

from __future__ import annotations

from gui_helpers import delivered, make_window
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage
from test_replay_sheets import played

from referee_app.core.record import GameFile
from referee_app.gui.diplomacy import panels as panels_module


def _icon_image(icon) -> QImage:  # type: ignore[no-untyped-def]
    return icon.pixmap(QSize(14, 14)).toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _rows(w) -> list[tuple[str, QImage]]:  # type: ignore[no-untyped-def]
    lst = w.panels.power_tabs.list
    return [(lst.item(i).data(Qt.ItemDataRole.UserRole), _icon_image(lst.item(i).icon())) for i in range(lst.count())]


def test_a_game_opened_over_another_of_the_map_makes_no_swatch_and_shows_fresh_ones(qtbot, tmp_path, monkeypatch):
    """Fails on the former list (seven swatches made at each open)."""
    path, again = tmp_path / "g.dipgame", tmp_path / "again.dipgame"
    GameFile.create(path, played(1901)).close()
    again.write_bytes(path.read_bytes())
    made: list[str] = []
    fresh = panels_module.swatch_icon

    def counted(colour: str, size: int = 14):  # type: ignore[no-untyped-def]
        made.append(colour)
        return fresh(colour, size)

    monkeypatch.setattr(panels_module, "swatch_icon", counted)
    w = make_window(qtbot)
    before = len(made)
    assert w.open_game(str(path))
    delivered()
    assert len(made) == before  # the seven colours' swatches were the list's already
    for colour, image in _rows(w):
        assert image == _icon_image(fresh(colour))
    # another palette: its colours' swatches made and shown; back again: none made
    w.panels.toggle_palette()
    delivered()
    assert len(made) > before
    rows = _rows(w)
    assert len({c for c, _ in rows}) == 7 and all(image == _icon_image(fresh(c)) for c, image in rows)
    n = len(made)
    w.panels.toggle_palette()
    assert w.open_game(str(again))
    delivered()
    assert len(made) == n
    assert all(image == _icon_image(fresh(c)) for c, image in _rows(w))
    w.panels.toggle_palette()  # (the setting as it was)

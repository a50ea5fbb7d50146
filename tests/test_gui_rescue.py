"""A game file that can no longer be written is never dropped: the window offers Save As."""

from gui_helpers import make_window, type_all

from referee_app.core.record import GameFile, RecordError


def _break_writes(gf):
    """Make every write to this game file fail, as on a full disk."""
    def fail(*a, **k):
        raise RecordError("the disk is full")
    gf.flush = fail


def test_closing_with_unsaved_changes_offers_save_as_and_keeps_everything(qtbot, tmp_path):
    w = make_window(qtbot)
    path = tmp_path / "evening.dipgame"
    assert w.save_as(str(path))
    type_all(qtbot, w, {"FRANCE": ["A Par - Bur"]})
    gf = w.gamefile
    _break_writes(gf)
    rescue = tmp_path / "rescued.dipgame"
    w._ask_rescue_path = lambda problem: str(rescue)
    w.close()
    assert w.gamefile is None
    with GameFile.open(rescue, readonly=True) as again:
        assert again.game.current.sheets["FRANCE"] == ["A Par - Bur"]


def test_declining_the_rescue_keeps_the_window_and_file_open(qtbot, tmp_path):
    w = make_window(qtbot)
    path = tmp_path / "evening.dipgame"
    assert w.save_as(str(path))
    type_all(qtbot, w, {"ENGLAND": ["F Lon - Nth"]})
    _break_writes(w.gamefile)
    w._ask_rescue_path = lambda problem: ""
    assert not w.close()
    assert w.isVisible() and w.gamefile is not None
    assert w.game.current.sheets["ENGLAND"] == ["F Lon - Nth"]

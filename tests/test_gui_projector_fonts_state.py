"""Ctrl+Enter with the projector (issue 33, round 22): the wall's sizes are worked out again only when what they depend
on changed (``DiplomacyProjector._fonts_state``), read from the side panel's labels by name (``side_labels``) instead of
a search of the panel's children at each refresh. The labels named are the ones the search finds, through a game
opened, new phases, another palette (the rows of supply centres made again) and another language."""

from __future__ import annotations

from gui_helpers import delivered, make_window
from PySide6.QtWidgets import QLabel

from referee_app.drawing.diplomacy.palette import PALETTE_NAMES


def _searched(p) -> list[QLabel]:  # type: ignore[no-untyped-def]
    return [lab for lab in p.side.findChildren(QLabel) if lab is not p.info and not p.clock_widget.isAncestorOf(lab)]


def _same(p) -> None:  # type: ignore[no-untyped-def]
    delivered()
    named = p.side_labels()
    assert len({id(lab) for lab in named}) == len(named)
    assert {id(lab) for lab in named} == {id(lab) for lab in _searched(p)}


def test_the_labels_named_are_the_labels_found(qtbot):
    w = make_window(qtbot)
    w.toggle_projector()
    p = w.projector
    qtbot.waitExposed(p)
    _same(p)
    w.game.process()
    w.panels.refresh_all()
    _same(p)
    p.set_palette(next(name for name in PALETTE_NAMES if name != p.board.palette))
    _same(p)
    w.set_language("ja", remember=False)
    _same(p)
    # the state is read from every one of them: a label's text changed is a change of the state
    before = p._fonts_state()
    p.side_labels()[-1].setText("99")
    assert p._fonts_state() != before

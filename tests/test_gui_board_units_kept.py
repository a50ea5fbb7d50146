"""The units, orders and marks of a scene built once for both boards (issue 33, round 8: ``scene._units_and_orders``):
the referee's board and the projector's draw the same position and results, with names of other sizes. What the
kept ones give is what building them afresh gives: scene by scene, and on both boards of a window after each command
of an evening (adjudications into a retreat phase and a winter, undos, the language, the colours, the initials)."""

from __future__ import annotations

from dataclasses import replace

import pytest

pytest.importorskip("PySide6")

from gui_helpers import ALT, CTRL, FALL_1901, SPRING_1901, focused, make_window, projector_shown, settle, type_all  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402

from referee_app.drawing.diplomacy import scene as scene_module  # noqa: E402
from referee_app.drawing.diplomacy.scene import PendingOrder, build_scene  # noqa: E402
from referee_app.drawing.primitives import SceneOptions  # noqa: E402
from referee_app.games.diplomacy import Game  # noqa: E402
from referee_app.games.diplomacy.rules.parse import parse_order  # noqa: E402


def _afresh(*args, **kwargs):  # type: ignore[no-untyped-def]
    scene_module._LAST_UNITS.clear()
    scene_module._LAST_BASE.clear()
    return build_scene(*args, **kwargs)


def test_a_scene_built_from_kept_units_is_the_scene_built_afresh():
    game = Game.new("standard")
    for power, lines in SPRING_1901.items():
        game.set_orders(power, lines)
    game.process()
    rs, pos, adj = game.ruleset, game.position, game.last.adjudication
    pending = (PendingOrder("AUSTRIA", 0, parse_order("F Tri H", "AUSTRIA", pos, rs), "F Tri H"),)
    cases = [dict(), dict(options=SceneOptions(label_scale=1.6)),  # the projector's names: the same units
             dict(options=SceneOptions(show_orders=False)), dict(options=SceneOptions(show_results=False)),
             dict(options=SceneOptions(unit_marks="ja")), dict(options=SceneOptions(palette="colour-blind")),
             dict(options=SceneOptions(initials=True)), dict(options=SceneOptions(initials=True, lang="zh_Hant")),
             dict(options=SceneOptions(lang="ja")),  # a language without initials: the same units
             dict(pending=pending), dict(highlight=("TUS", "APU"))]
    hits = 0
    for position in (pos, replace(pos)):  # the same position, and an equal one
        for adjudication in (adj, None):
            for kwargs in cases:
                first = build_scene(rs, pos, adjudication)  # the units kept: those of the board's own options
                kept = build_scene(rs, position, adjudication, **kwargs)  # then the other board's (or the next command's)
                hits += kept.tokens is first.tokens
                fresh = _afresh(rs, position, adjudication, **kwargs)
                assert kept == fresh, (kwargs, adjudication is None)
                # asked again from the same: the ones kept
                again = build_scene(rs, position, adjudication, **kwargs)
                assert again.tokens is fresh.tokens and again == kept
    assert hits >= 4 * 4  # the label size, a language without initials, the marks and the same options: kept
    # the initials in another language: built again
    build_scene(rs, pos, adj, options=SceneOptions(initials=True))
    chinese = SceneOptions(initials=True, lang="zh_Hant")
    assert build_scene(rs, pos, adj, options=chinese) == _afresh(rs, pos, adj, options=chinese)
    # another position: built again
    other = Game.new("standard").position
    built = build_scene(rs, other, None)
    assert built.tokens is not kept.tokens and built == _afresh(rs, other, None)


def test_both_boards_after_each_command_show_the_scene_built_afresh(qtbot):
    w = make_window(qtbot)
    proj = projector_shown(qtbot, w)
    boards = (w.board, proj.board)
    shared = 0

    def check(what: object) -> int:
        settle(qtbot)
        scenes = [board.current_scene() for board in boards]
        for board, kept in zip(boards, scenes, strict=True):
            scene_module._LAST_UNITS.clear()
            scene_module._LAST_BASE.clear()
            board._build()
            assert board._scene_data == kept, (what, board is w.board)
        return int(scenes[0].tokens is scenes[1].tokens)

    type_all(qtbot, w, SPRING_1901)
    shared += check("typed")
    for key, mods in ((Qt.Key.Key_Return, CTRL), (Qt.Key.Key_Z, CTRL | ALT), (Qt.Key.Key_Return, CTRL)):
        qtbot.keyClick(focused(w), key, mods)
        shared += check(key)
    type_all(qtbot, w, FALL_1901)
    shared += check("typed fall")
    for key, mods in ((Qt.Key.Key_Return, CTRL),  # a unit dislodged: the retreats marked on the projector
                      (Qt.Key.Key_Z, CTRL | ALT), (Qt.Key.Key_Return, CTRL)):
        qtbot.keyClick(focused(w), key, mods)
        shared += check(key)
    for board in boards:  # the options the View menu sets, board by board
        board.set_initials(True)
        shared += check("initials")
        board.set_palette("colour-blind")
        shared += check("palette")
        board.set_unit_marks("zh_Hant")
        shared += check("marks")
    proj.board.set_language("ja")
    shared += check("language")
    assert shared >= 3  # the two boards held the same units after several commands (else this proves nothing)

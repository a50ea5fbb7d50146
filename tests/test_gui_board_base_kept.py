"""The typed orders drawn over the units, results and contested spaces last built from the same (issue 33, round 18:
``scene._units_and_orders``). A switch of sheets (Ctrl+PgDn) or a key typed changes only the typed orders the
referee's board draws: the units, the results' orders and marks and the contested spaces are not built again for
them. What is drawn is what a build afresh gives, phase by phase (a movement, its results, a retreat with a
disband typed for the dislodged unit, a winter with builds), for every sheet shown one after the other."""

from __future__ import annotations

from gui_helpers import FALL_1901, SPRING_1901

from referee_app.drawing.diplomacy import scene as scene_module
from referee_app.drawing.diplomacy.scene import PendingOrder, build_scene
from referee_app.drawing.primitives import SceneOptions
from referee_app.games.diplomacy import Game


def _afresh(*args, **kwargs):  # type: ignore[no-untyped-def]
    scene_module._LAST_UNITS.clear()
    scene_module._LAST_BASE.clear()
    return build_scene(*args, **kwargs)


def _typed(game: Game, power: str) -> tuple[PendingOrder, ...]:
    """The orders accepted on ``power``'s sheet, as the referee's board is given them (``pending_orders``)."""
    return tuple(PendingOrder(power, i, chk.order, chk.canonical) for i, chk in enumerate(game.check_sheet(power))
                 if chk.ok and chk.order is not None)


def test_the_typed_orders_over_the_kept_units_are_a_build_afresh_and_the_units_are_not_built_again(monkeypatch):
    built_units = []
    add_tokens = scene_module._Builder.add_tokens

    def counted(self):  # type: ignore[no-untyped-def]  # the real build, counted
        built_units.append(self.pos.phase)
        return add_tokens(self)

    monkeypatch.setattr(scene_module._Builder, "add_tokens", counted)
    game = Game.new("standard")
    for power, lines in SPRING_1901.items():
        game.set_orders(power, lines)
    phases = [("spring typed", None)]
    game.process()
    for power, lines in FALL_1901.items():
        game.set_orders(power, lines)
    phases.append(("fall typed, spring's results", game.last.adjudication))
    checked = 0
    for name, adj in phases + [("fall typed, no results shown", None)]:
        scene_module._LAST_UNITS.clear()
        scene_module._LAST_BASE.clear()
        built_units.clear()
        rs, pos = game.ruleset, game.position
        sheets = [_typed(game, p) for p in game.powers]
        assert sum(map(bool, sheets)) >= 6, name
        # each sheet shown in turn (Ctrl+PgDn), round and on, then every power's at once (View menu), then none
        for pending in [*sheets, *sheets[:3], tuple(o for s in sheets for o in s), ()]:
            kept = build_scene(rs, pos, adj, pending=pending)
            assert kept == _afresh(rs, pos, adj, pending=pending), name
            checked += 1
            scene_module._LAST_UNITS.clear()  # (only the units kept apart from the typed orders: as after a switch)
            build_scene(rs, pos, adj, pending=pending)  # the kept base again, after the fresh build above
        assert len(built_units) == 1 + len(sheets) + 3 + 2, name  # the fresh builds only (one each) and the first
        built_units.clear()
        # the options the View menu sets: built again for them, and the same as afresh
        for opt in (SceneOptions(initials=True), SceneOptions(palette="colour-blind"), SceneOptions(unit_marks="ja")):
            for pending in sheets[:2]:
                kept = build_scene(rs, pos, adj, opt, pending=pending)
                assert kept == _afresh(rs, pos, adj, opt, pending=pending), (name, opt)
    # the retreats: a disband typed for the dislodged unit reads the units drawn before it
    game.process()
    assert game.position.dislodged
    dislodged = next(iter(game.position.dislodged.values()))
    power = dislodged.unit.power
    game.set_orders(power, [f"{dislodged.unit.type.value} {dislodged.unit.province.title()} D"])
    adj = game.last.adjudication
    disband = _typed(game, power)
    assert disband, game.check_sheet(power)
    scene_module._LAST_UNITS.clear()
    scene_module._LAST_BASE.clear()
    for pending in ((), disband, (), disband):
        assert build_scene(game.ruleset, game.position, adj, pending=pending) == \
            _afresh(game.ruleset, game.position, adj, pending=pending)
        build_scene(game.ruleset, game.position, adj, pending=pending)  # (the base kept for the next)
        checked += 1
    # the winter: builds typed
    game.process()
    builds = {p: n for p, n in game.adjustments().items() if n > 0}
    assert builds
    for power in builds:
        site = game.build_sites(power)[0]
        game.set_orders(power, [f"Build A {site.title()}"])
    sheets = [_typed(game, p) for p in builds]
    assert all(sheets), [game.check_sheet(p) for p in builds]
    adj = game.last.adjudication
    for pending in (*sheets, (), *sheets):
        assert build_scene(game.ruleset, game.position, adj, pending=pending) == \
            _afresh(game.ruleset, game.position, adj, pending=pending)
        build_scene(game.ruleset, game.position, adj, pending=pending)
        checked += 1
    assert checked > 40


def test_a_sheet_shown_again_unchanged_draws_the_typed_orders_it_drew(monkeypatch):
    """Each sheet's typed orders shown in turn (Ctrl+PgDn round the powers, and round again): the second round builds
    nothing (the units, orders and marks last built for each sheet, ``_LAST_UNITS``), each scene equal to one built
    afresh; a sheet whose typed orders changed, other options, another position or other results are built again;
    no more than ``UNITS_KEPT`` are kept."""
    typed = []
    add_pending = scene_module._Builder.add_pending

    def counted(self, pending):  # type: ignore[no-untyped-def]  # the real drawing of the typed orders, counted
        typed.append(tuple(pending))
        return add_pending(self, pending)

    monkeypatch.setattr(scene_module._Builder, "add_pending", counted)
    game = Game.new("standard")
    for power, lines in SPRING_1901.items():
        game.set_orders(power, lines)
    rs, pos = game.ruleset, game.position
    sheets = [_typed(game, p) for p in game.powers]
    assert len(sheets) < getattr(scene_module, "UNITS_KEPT", 8)  # (main kept one)
    scene_module._LAST_UNITS.clear()
    scene_module._LAST_BASE.clear()
    first = [build_scene(rs, pos, None, pending=s) for s in sheets]
    assert len(typed) == len(sheets)
    typed.clear()
    for _round in range(2):
        for s, scene in zip(sheets, first):
            again = build_scene(rs, pos, None, pending=s)
            assert again == scene
            assert again == _afresh(rs, pos, None, pending=s)
            typed.clear()  # (the fresh build's)
            build_scene(rs, pos, None, pending=s)  # the fresh one kept: again from it
            assert typed == []
    # kept before the fresh builds above cleared them: a round with nothing cleared builds nothing
    for s in sheets:
        build_scene(rs, pos, None, pending=s)
    typed.clear()
    for s in sheets * 2:
        build_scene(rs, pos, None, pending=s)
    assert typed == [], "a sheet shown again unchanged drew its typed orders again"
    # another sheet's text, other options, other results: built again, and as afresh
    game.set_orders("FRANCE", ["A Par - Bur"])
    france = _typed(game, "FRANCE")
    assert build_scene(rs, pos, None, pending=france) == _afresh(rs, pos, None, pending=france)
    typed.clear()
    opt = SceneOptions(palette="colour-blind")
    kept = build_scene(rs, pos, None, opt, pending=sheets[0])
    assert typed == [sheets[0]]
    assert kept == _afresh(rs, pos, None, opt, pending=sheets[0])
    game.process()
    for s in sheets:
        assert build_scene(game.ruleset, game.position, game.last.adjudication, pending=s) == \
            _afresh(game.ruleset, game.position, game.last.adjudication, pending=s)
    # a bounded number kept, the latest
    for n in range(scene_module.UNITS_KEPT + 3):
        build_scene(rs, pos, None, pending=sheets[n % len(sheets)][: 1 + n // len(sheets)])
    assert len(scene_module._LAST_UNITS) == scene_module.UNITS_KEPT

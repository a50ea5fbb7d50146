"""A game file written by the version before the split into kernel and games opens unchanged.

``tests/fixtures/v1-1903-rulebook.dipgame`` was written by that version (a rulebook-1982 game played to
Spring 1903, with an adjudication taken back and played again, and a half-typed French sheet);
``v1-1903-rulebook.expected.json`` is what that version read back from it. The file names no game in
its meta table (only Diplomacy existed), so the kernel must take it for Diplomacy.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from referee_app.core.record import GameFile
from referee_app.games.diplomacy import PhaseType, position_to_json

FIXTURES = Path(__file__).parent / "fixtures"
OLD = FIXTURES / "v1-1903-rulebook.dipgame"
EXPECTED = json.loads((FIXTURES / "v1-1903-rulebook.expected.json").read_text(encoding="utf-8"))


def test_the_fixture_names_no_game():
    with GameFile.open(OLD, readonly=True) as gf:
        assert "game" not in gf.meta()


def test_an_old_file_opens_and_replays_as_it_did(tmp_path):
    before = OLD.read_bytes()
    with GameFile.open(OLD, readonly=True) as gf:
        game = gf.game
        assert gf.kind.name == "diplomacy"
        assert str(game.phase) == EXPECTED["phase"]
        assert len(game.events) == EXPECTED["events"]
        assert position_to_json(game.position) == EXPECTED["position"]
        assert {k: list(v) for k, v in game.current.sheets.items()} == EXPECTED["sheets"]
        assert [str(r.phase) for r in game.history] == EXPECTED["history"]
        assert [str(r.phase) for r in game.undone] == EXPECTED["undone"]
        assert game.supply_counts() == EXPECTED["supply_counts"]
        meta = gf.meta()
        assert {k: v for k, v in meta.items() if k != "created_at"} == EXPECTED["meta"]
    assert OLD.read_bytes() == before  # a read-only open changes nothing


def test_an_old_file_continues_and_reopens(tmp_path):
    path = tmp_path / "old.dipgame"
    shutil.copy(OLD, path)
    with GameFile.open(path) as gf:
        game = gf.game
        game.set_orders("FRANCE", ["A PAR H", "F BRE - MAO"])
        game.process()
        assert game.phase.type in (PhaseType.MOVEMENT, PhaseType.RETREATS)
        phase, events = str(game.phase), len(game.events)
    with GameFile.open(path, readonly=True) as again:
        assert str(again.game.phase) == phase
        assert len(again.game.events) == events
        assert [str(r.phase) for r in again.game.history] == EXPECTED["history"] + ["S1903M"]

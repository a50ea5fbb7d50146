"""Exported games read back: the same game, or a clear message saying what is wrong."""

import json

import pytest

from referee_app.exports import export_game
from referee_app.exports.diplomacy.readback import ImportError_, read_game_record
from referee_app.games.diplomacy import Game


def a_game():
    t = [1_700_000_000.0]

    def now():
        t[0] += 1
        return t[0]

    g = Game.new("standard", clock=now)
    g.set_orders("FRANCE", ["A Par - Bur", "A Mar - Spa", "F Bre - Mao"])
    g.set_orders("GERMANY", ["A Mun - Bur"])
    g.process()
    g.set_orders("FRANCE", ["A Spa - Por"])
    return g


@pytest.fixture
def exported(tmp_path):
    g = a_game()
    path = tmp_path / "game.json"
    export_game(g, "json", path)
    return g, path


def test_an_export_reads_back_to_the_same_game(exported):
    g, path = exported
    back = read_game_record(path)
    assert back.position == g.position and back.current.sheets == g.current.sheets
    assert len(back.history) == len(g.history)


@pytest.mark.parametrize("damage,fragment", [
    (lambda t: t[: len(t) // 2], "not valid JSON"),
    (lambda t: "\x00\xff" + t, "not valid JSON"),
    (lambda t: json.dumps({"format": "something else"}), "not a game exported by this program"),
    (lambda t: t.replace('"format_version": 1', '"format_version": 99'), "newer version"),
])
def test_damaged_exports_are_refused_clearly(exported, damage, fragment):
    _, path = exported
    path.write_text(damage(path.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(ImportError_) as info:
        read_game_record(path)
    assert fragment in str(info.value) and str(path) in str(info.value)


def test_a_damaged_event_is_named(exported):
    _, path = exported
    doc = json.loads(path.read_text(encoding="utf-8"))
    adj = next(i for i, e in enumerate(doc["events"]) if e["kind"] == "orders")
    del doc["events"][adj]["data"]["power"]
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(ImportError_) as info:
        read_game_record(path)
    assert f"event {adj + 1} (orders) cannot be replayed" in str(info.value)


def test_a_tampered_position_is_noticed(exported):
    _, path = exported
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["current"]["position"]["units"]["FRANCE"] = ["A PAR"]
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(ImportError_, match="changed after it was exported"):
        read_game_record(path)


def test_binary_and_missing_files():
    with pytest.raises(ImportError_, match="cannot read"):
        read_game_record("/no/such/game.json")

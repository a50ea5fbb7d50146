"""The order reader's name index kept on disk (``rules.names``): an index restored from its entry is the one
built afresh from the same spellings, for every shipped ruleset; other spellings are another entry; a damaged
entry is built again."""

from __future__ import annotations

import pytest

from referee_app.core import diskcache
from referee_app.games.diplomacy.rules import names as names_module
from referee_app.games.diplomacy.rules.names import NameIndex
from referee_app.games.diplomacy.rules.parse import parse_order
from referee_app.games.diplomacy.rules.ruleset import list_rulesets, load_ruleset
from referee_app.games.diplomacy.table.game import starting_position


def state(index: NameIndex) -> tuple[object, ...]:
    return (tuple(getattr(index, t)._root for t in NameIndex._TRIES), index._squashed, index.display, index.single,
            index.map)


def built_afresh(game_map, aliases, monkeypatch) -> NameIndex:
    with monkeypatch.context() as m:
        m.setattr(names_module, "_kept_name", lambda spellings: None)  # nothing read, nothing kept
        return NameIndex(game_map, aliases)


@pytest.mark.parametrize("name", [info.name for info in list_rulesets()])
def test_an_index_restored_from_disk_is_the_one_built_afresh(name, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    rs = load_ruleset(name)
    fresh = built_afresh(rs.map, rs.extra_aliases, monkeypatch)
    first = NameIndex(rs.map, rs.extra_aliases)  # built, and kept
    assert list(diskcache.folder().glob("names-*.bin"))
    read = []
    load = diskcache.load
    monkeypatch.setattr(diskcache, "load", lambda name: read.append(load(name)) or read[-1])
    second = NameIndex(rs.map, rs.extra_aliases)  # read from the disk
    assert len(read) == 1 and read[0] is not None
    assert state(first) == state(fresh) == state(second)
    # the same orders read the same way through either
    position = starting_position(rs)
    places = [rs.map.provinces[c].name for c in list(rs.map.provinces)[:12]]
    for unit in list(position.units.values())[:6]:
        for text in (f"{unit.text} H", f"{unit.text} - {places[0]}", f"{unit.text} S {unit.text} - {places[5]}",
                     f"{unit.text[0]} {places[3].lower()}-{places[7][:4]}", f"{unit.text} -> Narnia"):
            outcomes = []
            for index in (fresh, second):
                rs.__dict__["names"] = index
                try:
                    outcomes.append(repr(parse_order(text, unit.power, position, rs)))
                except Exception as exc:  # noqa: BLE001 - the same refusal either way
                    outcomes.append(f"{type(exc).__name__}: {exc}")
            assert outcomes[0] == outcomes[1]
    rs.__dict__.pop("names", None)


def test_other_spellings_are_another_entry_and_a_damaged_entry_is_built_again(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    rs = load_ruleset("standard")
    NameIndex(rs.map, rs.extra_aliases)
    more = {**{k: list(v) for k, v in rs.extra_aliases.items()}, "NTH": ["the North Sea of old"]}
    with_alias = NameIndex(rs.map, more)
    assert len(list(diskcache.folder().glob("names-*.bin"))) == 2
    assert state(with_alias) == state(built_afresh(rs.map, more, monkeypatch))
    assert state(with_alias) != state(built_afresh(rs.map, rs.extra_aliases, monkeypatch))
    for entry in diskcache.folder().glob("names-*.bin"):
        entry.write_bytes(entry.read_bytes()[: len(entry.read_bytes()) // 2])  # cut short
    again = NameIndex(rs.map, rs.extra_aliases)
    assert state(again) == state(built_afresh(rs.map, rs.extra_aliases, monkeypatch))
    for entry in diskcache.folder().glob("names-*.bin"):
        entry.write_bytes(diskcache._MAGIC + __import__("marshal").dumps(("not", "an", "index")))  # another shape
    assert state(NameIndex(rs.map, rs.extra_aliases)) == state(built_afresh(rs.map, rs.extra_aliases, monkeypatch))

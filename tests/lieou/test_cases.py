"""Rules cases as data (tests/lieou/cases/*.toml), each naming the paragraph of seed 001 it checks.

A case: ``paragraph``, ``text`` (what the seed says), optional ``options``, a ``position`` (see
``LieouGame._load_position``; owners/armies as ``lands = { "法B" = ["green", 5] }``), then ``steps``:
``{ act = "attack 法B 法C", error = "lieou.err.key" }`` (refused, game unchanged) or ``{ act = ... }``,
optionally with ``waits = "flee"`` (the choice, or the step of dice, the game waits for after it; ``""``
for nothing); and ``expect``: ``lands`` (code -> [owner or "", armies]), ``regimes`` (country -> [land,
holder]), ``capital`` (colour -> country), ``orders_left``, ``turn``, ``eliminated``, ``winner``,
``initial_period``, ``phase``; for chapters 7-13 also ``fleets`` (id -> [holder, zone or "", armies]),
``no_fleet``, ``leaders`` (id -> [holder, place]), ``no_leader``, ``dead``, ``sunk``, ``air`` (place ->
groups, "column" or 0), ``airfields`` (place -> true/false), ``waits``; ``empires`` (colour -> the
country its empire is named after now, 6.3) and ``empire_names`` (colour -> every name it has had).
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from referee_app.core.errors import RefereeError
from referee_app.games.lieou.game import LieouGame

CASES = sorted((Path(__file__).parent / "cases").glob("*.toml"))


def load_cases() -> list[tuple[str, dict[str, Any]]]:
    out = []
    for path in CASES:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for name, case in data.items():
            out.append((f"{path.stem}:{name}", case))
    return out


@pytest.mark.parametrize(("name", "case"), load_cases(), ids=[n for n, _ in load_cases()])
def test_case(name: str, case: dict[str, Any]) -> None:
    assert case.get("paragraph"), f"{name} names no paragraph"
    game = LieouGame(seed=int(case.get("seed", 1)), options=case.get("options"), position=case["position"])
    for step in case.get("steps", []):
        if "error" in step:
            before = game.to_json()
            with pytest.raises(RefereeError) as info:
                game.act(step["act"])
            assert info.value.message.key == step["error"], f"{name}: {step['act']}: {info.value}"
            assert game.to_json() == before
        else:
            game.act(step["act"])
        if "waits" in step:
            assert waits(game) == step["waits"], f"{name}: after {step['act']} waits for {waits(game)!r}"
    exp = case.get("expect", {})
    st = game.to_json()
    for code, (owner, armies) in exp.get("lands", {}).items():
        got = st["lands"][code]
        assert (got["owner"] or "", got["armies"]) == (owner, armies), f"{name}: {code} is {got}"
    for c, (land, holder) in exp.get("regimes", {}).items():
        got = st["regimes"].get(c)
        assert got is not None and (got["land"], got["holder"]) == (land, holder), f"{name}: regime {c}: {got}"
    for c in exp.get("no_regime", []):
        assert c not in st["regimes"], name
    for colour, country in exp.get("capital", {}).items():
        assert st["players"][colour]["capital"] == (country or None), f"{name}: capital of {colour}"
    for key in ("orders_left", "turn", "eliminated", "winner", "initial_period", "phase", "dead", "sunk", "ranking"):
        if key in exp:
            assert st[key] == exp[key], f"{name}: {key} is {st[key]!r}"
    for fid, (holder, zone, armies) in exp.get("fleets", {}).items():
        got = st["fleets"].get(fid)
        assert got is not None and (got["holder"], got["zone"] or "", got["armies"]) == (holder, zone, armies), \
            f"{name}: fleet {fid}: {got}"
    for fid in exp.get("no_fleet", []):
        assert fid not in st["fleets"], f"{name}: fleet {fid} is afloat"
    for lid, (holder, where) in exp.get("leaders", {}).items():
        got = st["leaders"].get(lid)
        assert got is not None and (got["holder"], got["place"]) == (holder, where), f"{name}: {lid}: {got}"
    for lid in exp.get("no_leader", []):
        assert lid not in st["leaders"], f"{name}: {lid} is on the board"
    for where, force in exp.get("air", {}).items():
        got = game.air_at(where)
        want = "column" if got.column else got.groups
        assert want == force, f"{name}: air at {where} is {want!r}"
    for where, has in exp.get("airfields", {}).items():
        assert (where in game.state.airfields) == has, f"{name}: airfield at {where}"
    for c, name_now in exp.get("empires", {}).items():
        assert st["empires"].get(c) == name_now, f"{name}: the empire of {c} is {st['empires'].get(c)!r}"
    for c, names in exp.get("empire_names", {}).items():
        assert st["empire_names"].get(c) == names, f"{name}: names of {c}: {st['empire_names'].get(c)!r}"
    if "waits" in exp:
        assert waits(game) == exp["waits"], f"{name}: waits for {waits(game)!r}"


def waits(game: LieouGame) -> str:
    """The choice or step the game waits for ("" for the next order)."""
    w = game.waiting()
    if w is None:
        return ""
    return str(w["kind"] if w["type"] == "choice" else w["step"])


def test_every_chapter_2_to_14_has_cases() -> None:
    chapters = {str(c["paragraph"]).split(".")[0] for _, c in load_cases()}
    assert {str(n) for n in range(2, 15)} <= chapters


# the number of paragraphs of each chapter 2 to 14 of the seed
PARAGRAPHS = {2: 5, 3: 3, 4: 6, 5: 4, 6: 8, 7: 5, 8: 8, 9: 8, 10: 9, 11: 7, 12: 10, 13: 14, 14: 4}


def test_every_paragraph_of_chapters_2_to_14_has_a_case() -> None:
    named = set()
    for _, c in load_cases():
        for p in str(c["paragraph"]).replace(",", " ").split():
            named.add(".".join(p.split(".")[:2]))
    missing = [f"{ch}.{n}" for ch, count in PARAGRAPHS.items() for n in range(1, count + 1)
               if f"{ch}.{n}" not in named]
    assert not missing, f"paragraphs without a case: {missing}"


def test_each_case_file_is_named_for_its_chapter() -> None:
    for path in CASES:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for name, case in data.items():
            chapter = str(case["paragraph"]).split(".")[0]
            assert f"ch{chapter}" in path.stem, f"{path.name}:{name} checks {case['paragraph']}"

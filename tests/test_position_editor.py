"""Any position: the position editor's checks and commands, corrections of a running game as events in
its record (replayed, undone, exported), games started from any phase of a file, the command line."""

from __future__ import annotations

import json
import random
import re

import pytest

from referee_app.cli import main
from referee_app.core.record import GameFile
from referee_app.exports import export_game
from referee_app.exports.diplomacy.common import kept_phases
from referee_app.exports.diplomacy.phase_source import SourceError, read_phase, split_source
from referee_app.games.diplomacy import (
    Dislodged,
    Game,
    GameStateError,
    Location,
    Phase,
    Unit,
    UnitType,
    format_order,
    load_ruleset,
)
from referee_app.games.diplomacy.rules.i18n import LANGUAGES, render
from referee_app.games.diplomacy.rules.positions import (
    PositionDraft,
    PositionError,
    check_position_fully,
    checked_position,
    position_problems,
)
from referee_app.games.diplomacy.table.editor import (
    EditCommandError,
    apply_commands,
    changes_message,
    describe_changes,
    edited_position,
    read_command,
    split_commands,
)
from referee_app.games.diplomacy.table.randomgame import random_orders
from referee_app.games.diplomacy.table.sandbox import empty_sandbox, sandbox_from, sandbox_sources

RS = load_ruleset("standard")
S1901 = Phase.parse("S1901M")
F1901R = Phase.parse("F1901R")


def unit(text: str, power: str) -> Unit:
    kind, _, where = text.partition(" ")
    return Unit(power, UnitType(kind), Location.parse(where))


def keys(draft: PositionDraft) -> list[str]:
    return [m.key for m in position_problems(draft, RS)]


def start() -> PositionDraft:
    return PositionDraft.of(Game.new(RS).position)


# --- positions that cannot exist: each refused with its reason --------------------------------------

GERMAN_MUN = unit("A MUN", "GERMANY")
AUSTRIAN_MUN = unit("A MUN", "AUSTRIA")

IMPOSSIBLE = {
    "two units in one space": (PositionDraft(S1901, (unit("A PAR", "FRANCE"), unit("A PAR", "GERMANY"))), "position_check.two_units"),
    "two units on two coasts of one province": (
        PositionDraft(S1901, (unit("F STP/NC", "RUSSIA"), unit("F STP/SC", "RUSSIA"))), "position_check.two_units"),
    "a fleet inland": (PositionDraft(S1901, (unit("F MUN", "GERMANY"),)), "position_check.fleet_inland"),
    "an army at sea": (PositionDraft(S1901, (unit("A NTH", "ENGLAND"),)), "position_check.army_at_sea"),
    "a fleet on a split coast without its coast": (PositionDraft(S1901, (unit("F STP", "RUSSIA"),)),
                                                   "position_check.fleet_needs_coast"),
    "a fleet on a coast the province has not": (PositionDraft(S1901, (unit("F SPA/EC", "FRANCE"),)),
                                                "position_check.no_such_coast"),
    "a coast on a province without coasts": (PositionDraft(S1901, (unit("F BRE/NC", "FRANCE"),)), "position_check.no_coasts"),
    "an army on a coast": (PositionDraft(S1901, (unit("A STP/NC", "RUSSIA"),)), "position_check.army_on_coast"),
    "a unit in an impassable space": (PositionDraft(S1901, (unit("A SWI", "FRANCE"),)), "position_check.impassable"),
    "a unit of an unknown power": (PositionDraft(S1901, (unit("A PAR", "NARNIA"),)), "position_check.unknown_power"),
    "a unit in an unknown space": (PositionDraft(S1901, (unit("A XYZ", "FRANCE"),)), "position_check.unknown_province"),
    "an owner for a space that is no centre": (PositionDraft(S1901, (), {"BUR": "FRANCE"}), "position_check.not_a_centre"),
    "dislodged units outside a retreat phase": (
        PositionDraft(S1901, (AUSTRIAN_MUN,), {}, (Dislodged(GERMAN_MUN, "BOH"),)), "position_check.dislodged_outside_retreats"),
    "standoffs outside a retreat phase": (PositionDraft(S1901, (), {}, (), frozenset({"BUR"})),
                                          "position_check.standoffs_outside_retreats"),
    "a dislodged unit without its dislodger": (PositionDraft(F1901R, (), {}, (Dislodged(GERMAN_MUN, "BOH"),)),
                                               "position_check.no_dislodger"),
    "a unit dislodged by its own power": (
        PositionDraft(F1901R, (unit("A MUN", "GERMANY"),), {}, (Dislodged(GERMAN_MUN, "BER"),)), "position_check.own_dislodger"),
    "an attack from the space itself": (PositionDraft(F1901R, (AUSTRIAN_MUN,), {}, (Dislodged(GERMAN_MUN, "MUN"),)),
                                        "position_check.attack_from_itself"),
    "an attack from a space not next to it": (
        PositionDraft(F1901R, (AUSTRIAN_MUN,), {}, (Dislodged(GERMAN_MUN, "PAR"),)), "position_check.attacker_not_from"),
    "a fleet come by convoy": (
        PositionDraft(F1901R, (unit("F KIE", "ENGLAND"),), {}, (Dislodged(unit("A KIE", "GERMANY"), "HEL", True),)),
        "position_check.fleet_by_convoy"),
    "two dislodged units in one space": (
        PositionDraft(F1901R, (AUSTRIAN_MUN,), {}, (Dislodged(GERMAN_MUN, "BOH"), Dislodged(unit("A MUN", "FRANCE"), "TYR"))),
        "position_check.dislodged_twice"),
    "a standoff where a unit stands": (PositionDraft(F1901R, (unit("A BUR", "FRANCE"),), {}, (), frozenset({"BUR"})),
                                       "position_check.standoff_occupied"),
    "a standoff in an impassable space": (PositionDraft(F1901R, (), {}, (), frozenset({"SWI"})),
                                          "position_check.standoff_impassable"),
}


@pytest.mark.parametrize("case", sorted(IMPOSSIBLE))
def test_each_impossible_position_is_refused_with_its_reason(case):
    draft, key = IMPOSSIBLE[case]
    assert key in keys(draft), (case, keys(draft))
    with pytest.raises(PositionError) as info:
        checked_position(draft, RS)
    assert any(p.key == key for p in info.value.problems)
    for lang in LANGUAGES:  # the reason reads in every language, with the board's names
        for problem in info.value.problems:
            text = render(problem, lang, RS)
            assert text and "{" not in text, (lang, text)


def test_reasons_name_the_space_and_the_units():
    draft, _ = IMPOSSIBLE["a fleet on a split coast without its coast"]
    assert render(position_problems(draft, RS)[0], "en", RS) == (
        "F STP: a fleet in St. Petersburg (STP) stands on one of its coasts (NC or SC); say which")
    assert render(position_problems(draft, RS)[0], "zh_Hant", RS) == (
        "聖彼得堡艦隊：駐於聖彼得堡（STP）之艦隊必在其某一海岸（北岸或南岸），須註明何岸")
    draft, _ = IMPOSSIBLE["two units in one space"]
    assert "Paris (PAR)" in str(PositionError(position_problems(draft, RS), RS))


def test_possible_positions_pass():
    assert position_problems(start(), RS) == []
    retreat = PositionDraft(F1901R, (AUSTRIAN_MUN,), {"MUN": "GERMANY"}, (Dislodged(GERMAN_MUN, "BOH"),),
                            frozenset({"RUH"}))
    pos = checked_position(retreat, RS)
    assert pos.dislodged["MUN"].attacker_from == "BOH" and pos.contested == {"RUH"}
    convoyed = PositionDraft(F1901R, (unit("A BRE", "ENGLAND"),), {}, (Dislodged(unit("F BRE", "FRANCE"), "LON", True),))
    assert position_problems(convoyed, RS) == []  # an army convoyed from afar
    assert check_position_fully(pos, RS) == pos


def test_neutral_spaces_are_impassable_while_the_variant_says():
    from referee_app.games.diplomacy.table.variants import new_game

    two = new_game("standard", 2)
    assert "position_check.impassable" in [m.key for m in position_problems(
        PositionDraft(two.phase, (unit("A ROM", "FRANCE"),)), two.ruleset_for(two.phase))]
    later = Phase.parse("S1915M")
    assert position_problems(PositionDraft(later, (unit("A ROM", "FRANCE"),)), two.ruleset_for(later)) == []


# --- the editor's commands -----------------------------------------------------------------------------

def edit(*commands: str, power: str | None = None, base=None):
    return edited_position(base or Game.new(RS).position, commands, RS, power)


def test_commands_place_remove_and_own():
    pos = edit("- PAR", "A PAR", "- MUN", "remove A BER", "- STP", "F STP/NC",
               "centre BEL FRANCE", "centre MUN none", power="RUSSIA")
    assert pos.units["PAR"].power == "RUSSIA"
    assert "MUN" not in pos.units and "BER" not in pos.units
    assert pos.units["STP"].location == Location("STP", "NC")
    assert pos.centers["BEL"] == "FRANCE" and "MUN" not in pos.centers


@pytest.mark.parametrize("text,where,power,kind", [
    ("A PAR", "PAR", "FRANCE", "A"),  # without a power: the power whose home the space is
    ("F STP/SC", "STP/SC", "RUSSIA", "F"),
    ("F St Petersburg (south coast)", "STP/SC", "RUSSIA", "F"),
    ("F Spa nc", "SPA/NC", "FRANCE", "F"),  # no home power: the one chosen (here France)
    ("GERMANY A PAR", "PAR", "GERMANY", "A"),
    ("A PAR German", "PAR", "GERMANY", "A"),
    ("Fleet Mid-Atlantic Ocean", "MAO", "FRANCE", "F"),
    ("陸軍 巴黎", "PAR", "FRANCE", "A"),
    ("ドイツ 海軍 北海", "NTH", "GERMANY", "F"),
])
def test_a_unit_in_any_spelling(text, where, power, kind):
    step = read_command(text, RS, "FRANCE" if "Spa" in text or "Mid" in text else None)
    assert step is not None and step.kind == "unit" and step.unit is not None
    assert (str(step.unit.location), step.unit.power, step.unit.type.value) == (where, power, kind)


def test_a_power_named_alone_stands_for_the_lines_after():
    draft = apply_commands(PositionDraft(S1901), ["FRANCE: A BUR, F PIC", "GERMANY", "A HOL; A BEL"], RS)
    assert {(u.province, u.power) for u in draft.units} == {("BUR", "FRANCE"), ("PIC", "FRANCE"), ("HOL", "GERMANY"),
                                                          ("BEL", "GERMANY")}
    assert split_commands("A PAR; A MAR\nF BRE, F PIC、A BUR") == ["A PAR", "A MAR", "F BRE", "F PIC", "A BUR"]


def test_phase_dislodged_units_and_standoffs():
    pos = edit("F1901R", "- MUN", "AUSTRIA A MUN", "dislodged GERMANY A MUN from BOH", "standoff RUH BUR")
    assert pos.phase == F1901R
    assert pos.dislodged["MUN"] == Dislodged(GERMAN_MUN, "BOH", False)
    assert pos.contested == {"RUH", "BUR"}
    pos2 = edit("- dislodged MUN", "- standoff BUR", "- standoff RUH", base=pos)
    assert not pos2.dislodged and not pos2.contested
    pos3 = edit("phase F1901R", "- BRE", "ENGLAND A BRE", "dislodged FRANCE F BRE LON via convoy")
    assert pos3.dislodged["BRE"].by_convoy and pos3.dislodged["BRE"].attacker_from == "LON"


def test_clear_and_start():
    empty = edit("clear")
    assert not empty.units and not empty.centers
    assert edit("clear units").centers and not edit("clear units").units
    assert edit("start", base=empty).units == Game.new(RS).position.units


@pytest.mark.parametrize("commands,key", [
    (["xyz"], "edit.unreadable"),
    (["A Pariss"], "edit.unknown_word"),
    (["A NTH"], "edit.whose_unit"),  # no power chosen and no home power
    (["centre BEL"], "edit.whose_centre"),
    (["- BUR"], "edit.no_unit"),
    (["- dislodged MUN"], "edit.no_dislodged"),
    (["- standoff BUR"], "edit.no_standoff"),
    (["phase X1901Q"], "edit.bad_phase"),
    (["A PAR BUR"], "edit.extra_words"),
    (["dislodged MUN"], "edit.unit_type"),
    (["-"], "edit.no_place"),
])
def test_commands_that_cannot_be_read_say_why(commands, key):
    with pytest.raises(EditCommandError) as info:
        apply_commands(start(), commands, RS)
    assert info.value.message.key == key
    assert info.value.command == commands[0]
    for lang in LANGUAGES:
        assert "{" not in render(info.value.message, lang, RS)


def test_unknown_names_suggest_the_nearest():
    with pytest.raises(EditCommandError) as info:
        apply_commands(start(), ["A Pariss"], RS)
    assert "Paris (PAR)" in str(info.value)


def test_changes_are_described_in_every_language():
    before = Game.new(RS).position
    after = edit("F1903R", "- MUN", "AUSTRIA A MUN", "dislodged GERMANY A MUN BOH", "standoff RUH", "centre BEL FRANCE")
    lines = [render(m, "en", RS) for m in describe_changes(before, after)]
    assert lines == ["phase: Fall 1903 Retreats (was Spring 1901 Movement)", "Germany: A MUN removed",
                     "Austria-Hungary: A MUN placed", "Belgium: owned by France (was nobody)",
                     "Germany: A MUN dislodged, attacked from Bohemia", "standoff in Ruhr"]
    assert render(changes_message(before, before), "ja") == "変更なし"
    for lang in LANGUAGES:
        assert "{" not in render(changes_message(before, after), lang, RS)
    assert "慕尼黑" in render(changes_message(before, after), "zh_Hant", RS)


# --- a correction in a running game: an event in the record --------------------------------------------

def played(turns: int = 1) -> Game:
    g = Game.new(RS)
    g.set_orders("FRANCE", ["A Par - Bur", "F Bre - Mao"])
    g.set_orders("GERMANY", ["A Mun - Ruh"])
    for _ in range(turns):
        g.process()
    return g


def test_an_edit_is_an_event_that_replays_and_undoes():
    g = played()
    before = g.position
    change = g.edit(["- RUH", "A MUN", "centre BEL FRANCE"], "the board was bumped: the German army was in Munich")
    assert change.position and not change.phase and change.event is not None and change.event.kind == "edit"
    ev = g.events[-1]
    assert ev.kind == "edit" and ev.data["note"].startswith("the board was bumped")
    assert ev.data["commands"] == ["- RUH", "A MUN", "centre BEL FRANCE"]
    assert g.position.units["MUN"].power == "GERMANY" and g.position.centers["BEL"] == "FRANCE"
    assert Game.replay(g.events).position == g.position  # the record rebuilds the corrected game
    assert g.undo_target() is g.current.edits[-1]
    g.undo()
    assert g.position == before and g.events[-1].kind == "undo-edit"
    assert Game.replay(g.events).position == before
    g.undo()  # then the adjudication
    assert str(g.phase) == "S1901M" and not g.history


def test_undo_takes_back_edits_and_adjudications_in_turn():
    g = Game.new(RS)
    g.edit(["- PAR"], "France's army was never placed")
    g.set_orders("FRANCE", ["F Bre - Mao"])
    g.process()
    g.edit(["centre BEL FRANCE"], "paper game")
    g.edit(["phase S1902M"], "the club played the autumn on paper")
    assert str(g.phase) == "S1902M"
    replayed = Game.replay(g.events)
    assert replayed.position == g.position and len(replayed.current.edits) == 2
    g.undo()
    assert str(g.phase) == "F1901M" and g.position.centers["BEL"] == "FRANCE"
    g.undo()
    assert "BEL" not in g.position.centers
    g.undo()  # the adjudication: Spring 1901 comes back, with its own correction standing
    assert str(g.phase) == "S1901M" and "PAR" not in g.position.units and len(g.current.edits) == 1
    g.undo()
    assert "PAR" in g.position.units
    with pytest.raises(GameStateError):
        g.undo()
    assert Game.replay(g.events).position == g.position


def test_an_edit_needs_a_note_in_a_game_but_not_in_a_sandbox():
    g = Game.new(RS)
    with pytest.raises(GameStateError):
        g.edit(["- PAR"], "  ")
    assert [e.kind for e in g.events] == ["setup"]
    box = sandbox_from(g)
    box.edit(["- PAR"])
    assert "PAR" not in box.position.units and "PAR" in g.position.units


def test_an_edit_cannot_go_back_before_an_adjudication_nor_make_an_impossible_position():
    g = played()
    with pytest.raises(GameStateError) as info:
        g.edit(["phase S1901M"], "back")
    assert "undo that adjudication" in str(info.value)
    with pytest.raises(PositionError):
        g.edit(["F MUN"], "a fleet in Munich", "GERMANY")
    n = len(g.events)
    assert g.edit(["- RUH", "GERMANY A RUH"], "the same").event is None  # nothing changed: nothing recorded
    assert len(g.events) == n


def test_edits_are_kept_in_the_game_file(tmp_path):
    path = tmp_path / "g.dipgame"
    gf = GameFile.create(path, played())
    gf.game.edit(["centre BEL FRANCE"], "paper")
    gf.game.edit(["- BUR"], "army removed")
    gf.game.undo()
    gf.close()
    again = GameFile.open(path, readonly=True).game
    assert again.position.centers["BEL"] == "FRANCE" and "BUR" in again.position.units
    assert [e.kind for e in again.events][-3:] == ["edit", "edit", "undo-edit"]


def test_edits_show_in_every_export(tmp_path):
    g = played()
    g.edit(["centre BEL FRANCE"], "paper game")
    g.set_orders("FRANCE", ["A Bur - Bel"])
    g.process()
    g.edit(["- RUH"], "German army left the table")
    from referee_app.exports.diplomacy.text import game_text

    for lang in LANGUAGES:
        text = game_text(g, lang)
        assert "paper game" in text and "German army left the table" in text
    en = game_text(g)
    assert "Position corrected by the referee in Fall of 1901: paper game" in en
    assert "  - Belgium: owned by France (was nobody)" in en
    assert en.index("paper game") < en.index("Movement results for Fall of 1901")
    assert "裁判更正局面" in game_text(g, "zh_Hant")
    export_game(g, "html", tmp_path / "g.html")
    assert "German army left the table" in (tmp_path / "g.html").read_text(encoding="utf-8")
    export_game(g, "json", tmp_path / "g.json")
    doc = json.loads((tmp_path / "g.json").read_text(encoding="utf-8"))
    assert [e["note"] for e in doc["edits"]] == ["paper game", "German army left the table"]
    assert doc["edits"][0]["changes"] == ["Belgium: owned by France (was nobody)"] and doc["edits"][0]["standing"]
    export_game(g, "diplomacy-json", tmp_path / "d.json")
    dj = json.loads((tmp_path / "d.json").read_text(encoding="utf-8"))
    assert "paper game" in dj["phases"][1]["state"]["note"]
    assert "German army" in dj["phases"][-1]["state"]["note"]
    from referee_app.exports.diplomacy.readback import read_game_record

    assert read_game_record(tmp_path / "g.json").position == g.position


# --- new games from any phase of a file ----------------------------------------------------------------

def random_played(seed: int, phases: int, players: dict[str, str] | None = None) -> Game:
    rng = random.Random(seed)
    g = Game.new(RS, players=players)
    for _ in range(phases):
        for p, lst in random_orders(g.position, RS, rng).items():
            g.set_orders(p, [format_order(o) for o in lst])
        g.process()
        if g.end is not None:
            break
    return g


def continue_with_the_same_orders(new: Game, original: Game, k: int) -> int:
    """Play ``new`` on with the orders ``original`` was given from its k-th adjudication; the phases played."""
    kept = kept_phases(original)
    for e in kept[k:]:
        for p, lines in e.record.sheets.items():
            new.set_orders(p, lines)
        new.process()
        mine, theirs = new.last.adjudication, e.record.adjudication
        assert mine is not None and theirs is not None
        assert mine.after == theirs.after, e.record.phase
        assert [(r.power, r.canonical, r.status, r.tag) for r in mine.results] == \
               [(r.power, r.canonical, r.status, r.tag) for r in theirs.results], e.record.phase
    assert new.position == original.position
    return len(kept) - k


@pytest.mark.parametrize("seed", [3, 11])
def test_a_game_started_from_a_diplomacy_json_export_mid_game_continues_identically(tmp_path, seed):
    g = random_played(seed, 30)
    path = tmp_path / "game.json"
    export_game(g, "diplomacy-json", path)
    kept = kept_phases(g)
    kinds = set()
    for k in range(3, len(kept), 2):
        phase = kept[k].record.phase
        src = read_phase(path, str(phase))
        assert src.format == "diplomacy-json" and src.phase == phase
        assert src.position == kept[k].record.position
        kinds.add(phase.type.value)
        assert continue_with_the_same_orders(src.new_game(), g, k) > 0
    assert {"M", "A"} <= kinds


def test_retreat_phases_read_from_diplomacy_json_give_the_listed_retreats(tmp_path):
    found = 0
    for seed in range(8):
        g = random_played(seed, 20)
        path = tmp_path / f"g{seed}.json"
        export_game(g, "diplomacy-json", path)
        for k, e in enumerate(kept_phases(g)):
            if e.record.phase.type.value != "R":
                continue
            found += 1
            src = read_phase(path, str(e.record.phase))
            assert src.position == e.record.position  # where each attack came from, the standoffs: all there
            continue_with_the_same_orders(src.new_game(), g, k)
    assert found >= 3


def test_retreats_without_the_movement_before_them_are_worked_out_from_the_listed_retreats(tmp_path):
    """A file holding the retreat phase alone: the attacks' origins and the standoffs are worked out from
    where each unit may retreat, and the game goes on as the original did."""
    tried = 0
    for seed in range(8):
        g = random_played(seed, 20)
        export_game(g, "diplomacy-json", tmp_path / "full.json")
        doc = json.loads((tmp_path / "full.json").read_text(encoding="utf-8"))
        for k, e in enumerate(kept_phases(g)):
            if e.record.phase.type.value != "R":
                continue
            alone = dict(doc, phases=doc["phases"][k:])
            (tmp_path / "alone.json").write_text(json.dumps(alone), encoding="utf-8")
            src = read_phase(tmp_path / "alone.json", str(e.record.phase))
            assert [o.destinations for o in Game.new(RS, position=src.position).retreat_options()] == \
                [o.destinations for o in Game.new(RS, position=e.record.position).retreat_options()]
            continue_with_the_same_orders(src.new_game(), g, k)
            tried += 1
    assert tried >= 3


def test_a_game_started_from_our_json_export_or_game_file(tmp_path):
    g = random_played(5, 9, {p: ("Ann" if p == "FRANCE" else "") for p in RS.map.powers})
    export_game(g, "json", tmp_path / "g.json")
    GameFile.create(tmp_path / "g.dipgame", g).close()
    kept = kept_phases(g)
    for path in (tmp_path / "g.json", tmp_path / "g.dipgame"):
        src = read_phase(path, str(kept[4].record.phase))
        new = src.new_game()
        assert new.setup.players["FRANCE"] == "Ann"
        assert new.setup.extra["started_from"] == {"file": path.name, "format": src.format, "phase": str(src.phase)}
        continue_with_the_same_orders(new, g, 4)
        assert read_phase(path).phase == g.phase  # no phase named: the latest


def test_an_edited_position_starts_a_game():
    pos = edit("clear", "FRANCE: A PAR, F BRE", "GERMANY: A MUN", "centre PAR FRANCE", "centre MUN GERMANY", "S1905M")
    g = Game.new(RS, position=pos)
    assert g.phase == Phase.parse("S1905M") and len(g.position.units) == 3


def test_phases_that_cannot_be_read_are_refused(tmp_path):
    g = played()
    export_game(g, "diplomacy-json", tmp_path / "d.json")
    with pytest.raises(SourceError) as info:
        read_phase(tmp_path / "d.json", "F1905M")
    assert "S1901M, F1901M" in str(info.value)
    (tmp_path / "x.txt").write_text("hello", encoding="utf-8")
    with pytest.raises(SourceError):
        read_phase(tmp_path / "x.txt")
    doc = json.loads((tmp_path / "d.json").read_text(encoding="utf-8"))
    doc["phases"][0]["state"]["units"]["GERMANY"].append("F MUN")
    (tmp_path / "bad.json").write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(PositionError) as bad:
        read_phase(tmp_path / "bad.json", "S1901M")
    assert "Munich" in str(bad.value)


def test_file_and_phase_on_the_command_line():
    assert split_source("game.json:F1903R") == ("game.json", "F1903R")
    assert split_source("game.json") == ("game.json", None)
    assert split_source(r"C:\games\x.json") == (r"C:\games\x.json", None)
    assert split_source(r"C:\games\x.json:S1901M") == (r"C:\games\x.json", "S1901M")


# --- the command line -----------------------------------------------------------------------------------

def cli(capsys, *argv) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_referee_cli_new_from_a_file_and_phase(tmp_path, capsys):
    g = random_played(7, 8)
    export_game(g, "diplomacy-json", tmp_path / "g.json")
    phase = kept_phases(g)[5].record.phase
    code, out, err = cli(capsys, "new", tmp_path / "new.dipgame", "--from", f"{tmp_path / 'g.json'}:{phase}")
    assert code == 0, err
    assert f"Started from {phase.long_name()} of g.json" in out
    new = GameFile.open(tmp_path / "new.dipgame", readonly=True).game
    assert new.position == kept_phases(g)[5].record.position
    code, _, err = cli(capsys, "new", tmp_path / "x.dipgame", "--from", f"{tmp_path / 'g.json'}:F1950M")
    assert code == 2 and "no phase F1950M" in err


def test_referee_cli_edit_and_undo(tmp_path, capsys):
    path = tmp_path / "g.dipgame"
    assert cli(capsys, "new", path)[0] == 0
    code, out, err = cli(capsys, "edit", path, "A PAR", "- MUN", "--note", "bumped board")
    assert code == 2 and "two units in one space" in err and "Paris" in err
    code, out, err = cli(capsys, "edit", path, "- PAR", "- MUN", "FRANCE A BUR", "centre BEL FRANCE", "--note", "bumped board")
    assert code == 0, err
    assert "France: A PAR removed" in out and "Germany: A MUN removed" in out and "France: A BUR placed" in out
    game = GameFile.open(path, readonly=True).game
    assert game.events[-1].kind == "edit" and game.events[-1].data["note"] == "bumped board"
    assert game.position.units["BUR"].power == "FRANCE"
    code, out, err = cli(capsys, "edit", path, "- BUR")
    assert code == 2 and "note" in err
    code, out, err = cli(capsys, "edit", path, "F MUN", "--power", "germany", "--note", "x")
    assert code == 2 and "a fleet cannot stand inland" in err
    code, out, _ = cli(capsys, "undo", path)
    assert code == 0 and "Took back the correction of the position (bumped board)" in out
    assert "PAR" in GameFile.open(path, readonly=True).game.position.units
    code, out, err = cli(capsys, "--lang", "ja", "edit", path, "A NTH", "--note", "x")
    assert code == 2 and "どの国の駒" in err


# --- sandboxes (the rules side; the window's in test_gui_sandbox.py) -----------------------------------------

def test_a_sandbox_is_a_copy_that_never_reaches_the_game():
    g = played()
    g.set_orders("FRANCE", ["A Bur - Bel"])
    events = list(g.events)
    position = g.position
    sources = sandbox_sources(g)
    assert [str(s.phase) for s in sources] == ["F1901M", "S1901M"]
    box = sandbox_from(g, sources[0])
    assert box.is_sandbox and box.position == position and box.current.sheets["FRANCE"] == ["A Bur - Bel"]
    box.set_orders("GERMANY", ["A Ruh - Bel"])
    box.process()
    box.undo()
    box.process()
    box.edit(["- BUR"])
    assert g.events == events and g.position == position and not g.current.edits
    past = sandbox_from(g, sources[1])
    assert past.position == kept_phases(g)[0].record.position
    past.process()
    assert past.position == position  # the same orders give the same result
    assert Game.replay(box.events).position == box.position


def test_an_empty_sandbox():
    box = empty_sandbox("standard")
    assert box.is_sandbox and not box.position.units and not box.position.centers
    box.edit(["FRANCE: A PAR", "GERMANY: A BUR", "centre PAR FRANCE"])
    box.set_orders("FRANCE", ["A Par - Bur"])
    box.process()
    assert box.last is not None and box.last.adjudication is not None
    assert re.search("bounce", " ".join(r.tag for r in box.last.adjudication.results))


def test_saved_sandboxes_reopen_as_sandboxes(tmp_path):
    box = sandbox_from(played())
    GameFile.create(tmp_path / "s.dipgame", box).close()
    again = GameFile.open(tmp_path / "s.dipgame", readonly=True).game
    assert again.is_sandbox and again.position == box.position

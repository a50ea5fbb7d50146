"""Hostile input (issue 16): every bad input ends in one of our errors with one clear line, never a traceback,
never an impossible position adjudicated, never half-written output.

The classes covered: wrong types in any field; impossible positions; fields outside their phase; sizes,
nesting, numbers and text no encoding can hold; rulesets named by path; the JSON contract, the command
line, the game file, its JSON export, the e-mail import and the window's sheets; and a fuzzer that throws
arbitrary JSON documents and mutations of real ones at ``adjudicate_json``.
"""

from __future__ import annotations

import copy
import io
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee_app.cli import main
from referee_app.core.errors import RefereeError
from referee_app.core.inputs import MAX_DOCUMENT_BYTES, InputError, check_document, clip, read_json
from referee_app.core.record import GameFile, RecordError
from referee_app.exports import export_game
from referee_app.exports.diplomacy.readback import ImportError_, read_game_record
from referee_app.games.diplomacy import ContractError, Game, Phase, Position, adjudicate, adjudicate_json, load_ruleset
from referee_app.games.diplomacy.rules.errors import PositionError, RulesetError
from referee_app.games.diplomacy.rules.ruleset import list_rulesets, rulesets_dir
from referee_app.games.diplomacy.rules.state import Dislodged, parse_unit

ROOT = Path(__file__).resolve().parent.parent
RS = load_ruleset("standard")


@pytest.fixture(autouse=True)
def _no_user_rulesets(tmp_path, monkeypatch):
    # the user's own rulesets folder is looked in too: keep the tester's out of the messages compared here
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))

SPRING = {
    "phase": "S1901M",
    "units": {"FRANCE": ["A PAR", "A MAR", "F BRE"], "GERMANY": ["A MUN", "A BER"], "ENGLAND": ["F LON"]},
    "centers": {"FRANCE": ["PAR", "MAR", "BRE"], "GERMANY": ["MUN", "BER", "KIE"]},
    "orders": {"FRANCE": ["A Par - Bur", "A Mar S A Par - Bur", "F Bre - Mao"], "GERMANY": ["A Mun - Bur", "A Ber - Kie"],
               "ENGLAND": ["F Lon - Bel"]},
}
FALL = {
    "phase": "F1901M",
    "units": {"FRANCE": ["A BUR", "A RUH", "F ENG"], "GERMANY": ["A MUN", "F HOL"], "ENGLAND": ["A WAL", "F LON"]},
    "centers": {"GERMANY": ["MUN", "HOL"], "ENGLAND": ["LON"]},
    "orders": {"FRANCE": ["A Bur - Mun", "A Ruh S A Bur - Mun", "F Eng C A Wal - Bel"],
               "ENGLAND": ["A Wal - Bel via convoy", "F Lon - Nth"], "GERMANY": ["F Hol H"]},
}
RETREAT = {
    "phase": "F1901R",
    "units": {"FRANCE": ["A MUN", "A RUH"], "ITALY": ["A PIE"]},
    "centers": {"GERMANY": ["MUN"]},
    "dislodged": {"GERMANY": [{"unit": "A MUN", "attacker_from": "BUR"}]},
    "contested": ["TYR"],
    "orders": {"GERMANY": ["A Mun - Kie"]},
}
WINTER = {
    "phase": "W1901A",
    "units": {"FRANCE": ["A BUR"], "GERMANY": ["A KIE"]},
    "centers": {"FRANCE": ["PAR", "MAR", "BRE", "BEL"], "GERMANY": ["KIE"]},
    "orders": {"FRANCE": ["Build A Par", "Build F Bre", "Build F Mar"]},
    "civil_disorder": ["GERMANY"],
}
REAL = [SPRING, FALL, RETREAT, WINTER, {**SPRING, "ruleset": "droidippy"}, {**RETREAT, "ruleset": "rulebook-1982"}]


def refused(doc, fragment: str = "") -> str:
    with pytest.raises(ContractError) as info:
        adjudicate_json(doc)
    text = str(info.value)
    assert "\n" not in text and text, text
    assert fragment in text, text
    return text


def encodes(out) -> None:
    data = json.dumps(out, ensure_ascii=False, allow_nan=False).encode("utf-8")
    assert json.loads(data) == out


def test_the_real_documents_adjudicate():
    for doc in REAL:
        encodes(adjudicate_json(doc))


# --- types of every field ---------------------------------------------------------------------------

WRONG_TYPES = [
    ("contested", 5, "contested must be a list of strings"),
    ("contested", "BUR", "contested must be a list of strings"),
    ("contested", [5], "contested must be a list of strings"),
    ("civil_disorder", 5, "civil_disorder must be a list of strings"),
    ("civil_disorder", "FRANCE", "civil_disorder must be a list of strings"),  # not read letter by letter
    ("civil_disorder", ["NARNIA"], "unknown power 'NARNIA'"),
    ("civil_disorder", [None], "civil_disorder must be a list of strings"),
    ("ruleset", 5, "'ruleset' must be the name of a ruleset"),
    ("ruleset", ["standard"], "'ruleset' must be the name of a ruleset"),
    ("orders", ["A Par - Bur"], "'orders' must be an object keyed by power"),
    ("orders", {"FRANCE": "A Par - Bur"}, "orders.FRANCE must be a list of strings"),
    ("orders", {"FRANCE": [1]}, "orders.FRANCE must be a list of strings"),
    ("centers", {"FRANCE": "PAR"}, "centers.FRANCE must be a list of strings"),
    ("centers", 5, "'centers' must be an object keyed by power"),
    ("units", [], "'units' must be an object keyed by power"),
    ("units", {"FRANCE": [None]}, "units.FRANCE must be a list of strings"),
    ("phase", 1901, "'phase' is missing"),
]


@pytest.mark.parametrize("key,value,fragment", WRONG_TYPES)
def test_a_wrong_type_in_any_field_is_refused(key, value, fragment):
    refused({**SPRING, key: value}, fragment)


DISLODGED_ENTRIES = [
    ({"GERMANY": {"unit": "A MUN", "attacker_from": "BUR"}}, "dislodged.GERMANY must be a list"),
    ({"GERMANY": ["A MUN"]}, "each entry needs 'unit' and 'attacker_from'"),
    ({"GERMANY": [{"unit": "A MUN"}]}, "each entry needs 'unit' and 'attacker_from'"),
    ({"GERMANY": [{"unit": "A MUN", "attacker_from": 5}]}, "each entry needs 'unit' and 'attacker_from'"),
    ({"GERMANY": [{"unit": 5, "attacker_from": "BUR"}]}, "each entry needs 'unit' and 'attacker_from'"),
    ({"GERMANY": [{"unit": "A MUN", "attacker_from": "BUR", "by_convoy": "no"}]}, "'by_convoy' must be true or false"),
    ({"GERMANY": [{"unit": "A MUN", "attacker_from": "BUR", "by_convoy": 0}]}, "'by_convoy' must be true or false"),
    ({"GERMANY": [{"unit": "A MUN", "attacker_from": "XYZ"}]}, "unknown attacker_from 'XYZ'"),
]


@pytest.mark.parametrize("dislodged,fragment", DISLODGED_ENTRIES)
def test_dislodged_entries_are_typed(dislodged, fragment):
    refused({**RETREAT, "dislodged": dislodged}, fragment)


def test_power_keys():
    refused({**SPRING, "orders": {"FRANCE": ["A Par H"], "France": ["A Mar H"]}}, "the power is given twice")
    refused({**SPRING, "units": {"FRANCE": ["A PAR"], "france": ["A MAR"]}}, "the power is given twice")
    refused({**SPRING, "units": {1: ["A PAR"]}}, "unknown power 1")
    refused({**SPRING, "orders": {None: []}}, "unknown power None")
    refused(["not", "an", "object"], "the document must be a JSON object")


def test_unknown_keys_and_nulls_are_what_they_always_were():
    # extra keys (the previous phase's output fed back) are ignored; null is the same as absent
    out = adjudicate_json({**SPRING, "next_phase": "F1901M", "winner": None, "dislodged": {}, "contested": [],
                           "civil_disorder": None, "ruleset": None})
    assert out == adjudicate_json(SPRING)
    roundtrip = adjudicate_json({**RETREAT, "dislodged": {"GERMANY": [
        {"unit": "A MUN", "attacker_from": "BUR", "retreats": ["KIE"], "by_convoy": None}]}})
    assert "A KIE" in roundtrip["units"]["GERMANY"]


# --- impossible positions ----------------------------------------------------------------------------

def _retreat(units, dislodged, contested=(), phase="F1901R"):
    return {"phase": phase, "units": units, "dislodged": dislodged, "contested": list(contested)}


IMPOSSIBLE = [
    # the cases
    (_retreat({"FRANCE": ["A PAR"]}, {"GERMANY": [{"unit": "A MUN", "attacker_from": "BUR"}]}),
     "A MUN is dislodged, but no unit of another power stands in Munich"),
    (_retreat({"FRANCE": ["A MUN"]}, {"GERMANY": [{"unit": "A MUN", "attacker_from": "PAR"}]}),
     "A MUN cannot have moved there from Paris over land"),
    (_retreat({"FRANCE": ["A MUN"]}, {"GERMANY": [{"unit": "A MUN", "attacker_from": "MUN"}]}),
     "its attacker cannot have come from Munich"),
    (_retreat({"GERMANY": ["A MUN"]}, {"GERMANY": [{"unit": "F MUN", "attacker_from": "BUR"}]}),
     "unit 'F MUN': a fleet cannot stand in Munich"),
    (_retreat({"GERMANY": ["A MUN"]}, {"GERMANY": [{"unit": "A MUN", "attacker_from": "BUR"}]}),
     "a power never dislodges its own unit"),
    ({**SPRING, "dislodged": {"GERMANY": [{"unit": "A KIE", "attacker_from": "BER"}]}},
     "Spring 1901 Movement is not a retreat phase"),
    ({**SPRING, "contested": ["BUR"]}, "Spring 1901 Movement is not a retreat phase"),
    ({**WINTER, "dislodged": {"GERMANY": [{"unit": "A KIE", "attacker_from": "BER"}]}}, "is not a retreat phase"),
    # the rest of the class
    (_retreat({"FRANCE": ["F MUN"]}, {}), "a fleet cannot stand in Munich"),
    (_retreat({"FRANCE": ["A NTH"]}, {}), "army cannot stand in North Sea"),
    (_retreat({"FRANCE": ["A SWI"]}, {}), "an army cannot stand in Switzerland"),
    (_retreat({"RUSSIA": ["F STP"]}, {}), "needs its coast"),
    (_retreat({"FRANCE": ["A PAR"], "ITALY": ["A PAR"]}, {}), "two units in PAR"),
    (_retreat({"FRANCE": ["F NTH"]}, {"ENGLAND": [{"unit": "F NTH", "attacker_from": "BAL"}]}),
     "F NTH cannot have moved there from Baltic Sea"),
    (_retreat({"FRANCE": ["F BEL"]}, {"GERMANY": [{"unit": "A BEL", "attacker_from": "BUR"}]}),
     "F BEL cannot have moved there from Burgundy"),
    (_retreat({"FRANCE": ["F BEL"]}, {"GERMANY": [{"unit": "A BEL", "attacker_from": "ENG", "by_convoy": True}]}),
     "is a fleet, and fleets are not convoyed"),
    (_retreat({"FRANCE": ["A NWY"]}, {"RUSSIA": [{"unit": "A NWY", "attacker_from": "MUN", "by_convoy": True}]}),
     "cannot have been convoyed there from Munich"),
    (_retreat({"FRANCE": ["A BEL"]}, {"GERMANY": [{"unit": "A BEL", "attacker_from": "LON"}]}),
     "an army that came by convoy is marked by_convoy"),
    (_retreat({"FRANCE": ["A MUN", "A BOH"]}, {"GERMANY": [{"unit": "A MUN", "attacker_from": "BOH"}],
                                              "AUSTRIA": [{"unit": "A BOH", "attacker_from": "TYR"}]}),
     "where A BOH stayed and was dislodged"),
    (_retreat({"FRANCE": ["A MUN", "A RUH"]}, {"GERMANY": [{"unit": "A MUN", "attacker_from": "BUR"},
                                                           {"unit": "A RUH", "attacker_from": "BUR"}]}),
     "one unit cannot have come from Burgundy to dislodge both"),
    (_retreat({"FRANCE": ["A MUN", "A BUR"]}, {"GERMANY": [{"unit": "A MUN", "attacker_from": "RUH"}]}, ["BUR"]),
     "Burgundy cannot have been left empty by a standoff: A BUR stands there"),
    (_retreat({"FRANCE": ["A MUN"]}, {"GERMANY": [{"unit": "A MUN", "attacker_from": "RUH"}]}, ["SWI"]),
     "Switzerland is impassable"),
    (_retreat({"FRANCE": ["A MUN"]}, {"GERMANY": [{"unit": "A MUN", "attacker_from": "SWI"}]}),
     "A MUN cannot have moved there from Switzerland"),
    ({**SPRING, "centers": {"FRANCE": ["BUR"]}}, "'BUR' is not a supply centre"),
    ({**SPRING, "centers": {"FRANCE": ["PAR"], "GERMANY": ["PAR"]}}, "PAR is owned by both"),
]


@pytest.mark.parametrize("doc,fragment", IMPOSSIBLE)
def test_impossible_positions_are_never_adjudicated(doc, fragment):
    refused(doc, fragment)


def test_possible_retreat_positions_still_adjudicate():
    convoyed = _retreat({"ENGLAND": ["A BEL"]}, {"FRANCE": [{"unit": "A BEL", "attacker_from": "HOL", "by_convoy": True}]})
    out = adjudicate_json({**convoyed, "orders": {"FRANCE": ["A Bel - Hol"]}})  # to the convoyed attacker's origin
    assert "A HOL" in out["units"]["FRANCE"]
    over_land = _retreat({"ENGLAND": ["A BEL"]}, {"FRANCE": [{"unit": "A BEL", "attacker_from": "HOL"}]})
    out = adjudicate_json({**over_land, "orders": {"FRANCE": ["A Bel - Hol"]}})
    assert out["orders"][0]["status"] == "invalid" and "FRANCE" not in out["units"]
    fleet = _retreat({"FRANCE": ["F SPA/SC"]}, {"ITALY": [{"unit": "F SPA/SC", "attacker_from": "WES"}]})
    fleet["dislodged"] = {"ITALY": [{"unit": "A SPA", "attacker_from": "WES"}]}
    encodes(adjudicate_json(fleet))
    coast = _retreat({"ENGLAND": ["F STP/NC"]}, {"RUSSIA": [{"unit": "A STP", "attacker_from": "BAR"}]})
    encodes(adjudicate_json(coast))


def test_the_python_api_refuses_impossible_positions_too():
    pos = Position.build(Phase.parse("F1901R"), [parse_unit("A PAR", "FRANCE", RS.map)], {},
                         [Dislodged(parse_unit("A MUN", "GERMANY", RS.map), "BUR")])
    with pytest.raises(PositionError, match="no unit of another power"):
        adjudicate(pos, {}, RS)
    with pytest.raises(PositionError, match="not a retreat phase"):
        Game.new(RS, position=Position(Phase.parse("S1901M"), pos.units, {}, pos.dislodged))


# --- the documents and the output agree --------------------------------------------------------------

def test_a_unit_with_no_retreat_is_in_disbanded_and_in_dislodged_with_no_retreats():
    """docs/headless-api.md: as the output has always had it (the docs used to say the opposite)."""
    doc = {"phase": "S1901M", "units": {"FRANCE": ["A BUR", "A RUH", "A BER", "A TYR", "A BOH", "A KIE"],
                                        "GERMANY": ["A MUN"], "ITALY": ["A SIL"]},
           "orders": {"FRANCE": ["A Bur - Mun", "A Ruh S A Bur - Mun"], "ITALY": ["A Sil H"]}}
    out = adjudicate_json(doc)
    assert out["disbanded"] == ["GERMANY A MUN"]
    assert out["dislodged"] == {"GERMANY": [{"unit": "A MUN", "attacker_from": "BUR", "retreats": []}]}
    assert out["next_phase"] == "F1901M"  # nothing left to retreat


# --- sizes, nesting, numbers, text -------------------------------------------------------------------

def test_size_cap():
    big = {**SPRING, "orders": {"FRANCE": ["A Par - Bur " + "x" * 1000] * 1100}}
    t = time.perf_counter()
    refused(big, "larger than 1 MiB")
    many = {**SPRING, "orders": {"FRANCE": ["A Xyzzy - Bur"] * 1001}}
    refused(many, "'orders' holds more than 1000 lines")
    assert time.perf_counter() - t < 2


def test_nesting_and_huge_numbers_anywhere():
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    refused({**SPRING, "x": deep}, "nested more than 32 levels deep")
    loop: dict = {}
    loop["self"] = loop
    refused({**SPRING, "x": loop}, "nested more than 32 levels deep")
    refused({**SPRING, "x": 10 ** 5000}, "the number at x has about 5001 digits")
    refused({**SPRING, "x": [float("nan")]}, "x[0] is nan")


@pytest.mark.parametrize("where", [("orders", "FRANCE", 0), ("units", "FRANCE", 0), ("phase",), ("x",)])
def test_a_lone_surrogate_anywhere_is_refused_before_anything_is_done(where):
    doc = copy.deepcopy(SPRING)
    doc["x"] = "ok"
    node = doc
    for k in where[:-1]:
        node = node[k]
    node[where[-1]] = node[where[-1]] + " \ud800"
    refused(doc, "holds a lone surrogate (U+D800)")
    refused({**SPRING, "orders": {"FRANCE\udc80": []}}, "lone surrogate (U+DC80)")


def test_long_input_is_quoted_short():
    text = refused({**SPRING, "units": {"FRANCE": ["Q" * 100_000]}})
    assert len(text) < 300
    with pytest.raises(ValueError) as info:
        adjudicate_json({**SPRING, "phase": "S" * 100_000})
    assert len(str(info.value)) < 300
    assert clip("abc") == repr("abc") and clip("x" * 100).endswith("…'")


def test_read_json_refuses_what_json_would_take():
    for text, fragment in [("[" * 100_000, "nested more than"), ('{"a": 1, "a": 2}', "the key 'a' appears twice"),
                           ("[NaN]", "NaN is not a number JSON allows"), ("[1e400]", "inf, not a number"),
                           ("[" + "9" * 5000 + "]", "a number of 5000 digits"), ('["\\ud800"]', "lone surrogate"),
                           (b'{"a": "\xff"}', "is not UTF-8 text (invalid byte at offset 7)"),
                           (b"x" * (MAX_DOCUMENT_BYTES + 1), "larger than 1 MiB"), ("{", "is not valid JSON")]:
        with pytest.raises(InputError, match=fragment.replace("(", r"\(").replace(")", r"\)").replace("[", r"\[")):
            read_json(text, "t.json")
    assert read_json(b'\xef\xbb\xbf{"a": [1, 2.5, "\\u00e9"]}') == {"a": [1, 2.5, "é"]}
    check_document({"a": [1, {"b": None, "c": True}]})


# --- rulesets by name only -------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["/etc/passwd", "/nonexistent", "../standard", "..", "standard/../standard",
                                  "rulesets/diplomacy/standard", str(rulesets_dir() / "standard" / "ruleset.toml"),
                                  "C:\\x", ".hidden", "", "a" * 200])
def test_a_ruleset_is_a_name_never_a_path(name):
    with pytest.raises(ContractError) as info:
        adjudicate_json({**SPRING, "ruleset": name} if name else {**SPRING, "ruleset": "\u00e9"})
    text = str(info.value)
    assert "known rulesets: droidippy, jp-pbem, rulebook-1982, standard" in text
    assert "TOML" not in text and "cannot read" not in text


def test_a_missing_and_an_existing_path_get_the_same_message():
    a = refused({**SPRING, "ruleset": "/etc/passwd"})
    b = refused({**SPRING, "ruleset": "/no/such/file"})
    assert a.replace("/etc/passwd", "X") == b.replace("/no/such/file", "X")
    c = refused({**SPRING, "ruleset": "no-such-rules"})
    assert c == "no ruleset named 'no-such-rules'; known rulesets: droidippy, jp-pbem, rulebook-1982, standard"


def test_the_users_rulesets_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    house = tmp_path / "referee-app" / "rulesets" / "diplomacy" / "house"
    house.mkdir(parents=True)
    (house / "ruleset.toml").write_text('[ruleset]\nname = "something else"\ntitle = "House rules"\n'
                                        'map = "../standard/map.toml"\ndefault = true\n'
                                        '[options]\nadjacent_convoy = "fallback"\n', encoding="utf-8")
    shadow = house.parent / "standard"
    shadow.mkdir()
    (shadow / "ruleset.toml").write_text("not toml at all [", encoding="utf-8")
    out = adjudicate_json({**SPRING, "ruleset": "house"})
    assert out["phase"] == "S1901M"
    rs = load_ruleset("house")
    assert rs.name == "house" and rs.options.adjacent_convoy == "fallback"
    assert load_ruleset("standard").options.adjacent_convoy == "2000"  # the shipped one wins
    infos = {i.name: i for i in list_rulesets()}
    assert "house" in infos and not infos["house"].default and infos["rulebook-1982"].default
    game = Game.new("house")
    assert Game.replay(game.events).ruleset.name == "house"
    refused({**SPRING, "ruleset": "nothere"}, "known rulesets: droidippy, house, jp-pbem, rulebook-1982, standard")


def test_the_other_game_takes_names_only_too():
    from referee_app.games.paths_of_glory.errors import PogDataError
    from referee_app.games.paths_of_glory.tables import load_rules

    for name in ["/etc", "../diplomacy/standard", str(ROOT / "rulesets" / "paths_of_glory" / "standard"), 5]:
        with pytest.raises(PogDataError, match="known: standard"):
            load_rules(name)  # type: ignore[arg-type]


def test_a_game_file_naming_a_path_as_its_ruleset_is_refused():
    game = Game.new("standard")
    events = list(game.events)
    setup = events[0]
    bad = type(setup)(setup.kind, setup.at, {**setup.data, "ruleset": "/etc/passwd"})
    with pytest.raises(RulesetError, match="is not a ruleset name"):
        Game.replay([bad])


# --- the command line -------------------------------------------------------------------------------

def _cli(args, stdin: bytes):
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONIOENCODING="ascii")
    return subprocess.run([sys.executable, "-m", "referee_app.cli", *args], input=stdin, capture_output=True,
                          env=env, cwd=ROOT, timeout=120)


HOSTILE = {
    "contested": json.dumps({**SPRING, "contested": 5}).encode(),
    "civil": json.dumps({**SPRING, "civil_disorder": 5}).encode(),
    "deep": b"[" * 100_000 + b"]" * 100_000,
    "bigint": b'{"phase": "S1901M", "units": {}, "x": ' + b"9" * 5000 + b"}",
    "surrogate": json.dumps({**SPRING, "orders": {"FRANCE": ["A PAR - BUR \ud800"]}}).encode(),
    "escaped-surrogate": b'{"phase": "S1901M", "units": {}, "orders": {"FRANCE": ["A PAR - BUR \\ud800"]}}',
    "not-utf8": b'{"phase": "S1901M\xff", "units": {}}',
    "huge": b'{"phase": "S1901M", "units": {}, "x": "' + b"x" * (2 * MAX_DOCUMENT_BYTES) + b'"}',
    "path": json.dumps({**SPRING, "ruleset": "/etc/passwd"}).encode(),
    "retreat": json.dumps(_retreat({"FRANCE": ["A PAR"]}, {"GERMANY": [{"unit": "A MUN", "attacker_from": "BUR"}]})).encode(),
    "nan": b'{"phase": "S1901M", "units": {}, "x": NaN}',
    "dupe": b'{"phase": "S1901M", "units": {}, "units": {}}',
    "array": b"[]",
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_cli_hostile_input_exits_2_with_one_line_and_no_output(name):
    r = _cli(["adjudicate", "-"], HOSTILE[name])
    err = r.stderr.decode("utf-8", "replace")
    assert r.returncode == 2, err
    assert r.stdout == b""
    assert err.startswith("referee-cli: ") and err.count("\n") == 1 and "Traceback" not in err, err
    assert len(err) < 400


def test_cli_output_is_utf8_json_whatever_the_terminal(tmp_path):
    doc = {**SPRING, "orders": {"FRANCE": ["陸軍 巴黎 → 勃艮第"]}}
    r = _cli(["adjudicate", "-"], json.dumps(doc, ensure_ascii=False).encode("utf-8"))
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout.decode("utf-8"))
    assert out["orders"][0]["text"] == "陸軍 巴黎 → 勃艮第" and out["orders"][0]["status"] == "succeeds"


def test_cli_surrogates_from_the_command_line_and_stdin_never_reach_the_game_file(tmp_path, capsys, monkeypatch):
    path = tmp_path / "g.dipgame"
    assert main(["new", str(path), "--title", "bad\udcff"]) == 2
    assert "lone surrogate (U+DCFF)" in capsys.readouterr().err and not path.exists()
    assert main(["new", str(path), "--players", "FRANCE=Ann\ud800"]) == 2
    assert not path.exists()
    assert main(["new", str(path)]) == 0
    capsys.readouterr()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"A Par - Bur \xff\n"), encoding="utf-8",
                                                        errors="surrogateescape"))
    assert main(["orders", str(path), "--power", "FRANCE", "-"]) == 0  # read as Shift_JIS, the older mailers' text
    capsys.readouterr()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"A Par - Bur \x81\n"), encoding="utf-8"))
    assert main(["orders", str(path), "--power", "FRANCE", "-"]) == 2
    assert "not UTF-8" in capsys.readouterr().err
    with GameFile.open(path, readonly=True) as gf:
        assert gf.game.current.sheets["FRANCE"][0].startswith("A Par - Bur")


def test_cli_mail_too_large_or_too_many_lines(tmp_path, capsys):
    path = tmp_path / "g.dipgame"
    assert main(["new", str(path)]) == 0
    mail = tmp_path / "mail.txt"
    mail.write_bytes(b"A Par - Bur\n" * (MAX_DOCUMENT_BYTES // 10))
    capsys.readouterr()
    assert main(["orders", str(path), "--power", "FRANCE", str(mail)]) == 2
    assert "larger than 1 MiB" in capsys.readouterr().err
    mail.write_text("A Par H\n" * 1001, encoding="utf-8")
    assert main(["orders", str(path), "--power", "FRANCE", str(mail)]) == 2
    assert "the order sheet of France has 1001 lines; at most 1000 are read" in capsys.readouterr().err
    prose = "Dear master, a long letter about nothing in particular\n" * 3000
    mail.write_text(prose + "A Par - Bur\n", encoding="utf-8")
    t = time.perf_counter()
    assert main(["orders", str(path), "--power", "FRANCE", str(mail)]) == 0
    assert time.perf_counter() - t < 20


# --- the game file and its JSON export --------------------------------------------------------------

def test_game_file_with_a_lone_surrogate_or_deep_nesting_is_damaged(tmp_path):
    import sqlite3

    path = tmp_path / "g.dipgame"
    game = Game.new("standard")
    game.set_orders("FRANCE", ["A Par - Bur"])
    with GameFile.create(path, game):
        pass
    for data in ['{"phase": "S1901M", "power": "FRANCE", "lines": ["A Par - Bur \\ud800"]}', "[" * 100_000]:
        conn = sqlite3.connect(path)
        conn.execute("DROP TRIGGER IF EXISTS events_append_only_update")  # tampering, as a hostile editor would
        conn.execute("UPDATE events SET data = ? WHERE seq = 2", (data,))
        conn.commit()
        conn.close()
        with pytest.raises(RecordError, match="event 2 .*cannot be read"):
            GameFile.open(path, readonly=True)


@pytest.mark.parametrize("data,fragment", [
    ({"phase": "S1901M", "power": "FRANCE", "lines": [1, 2]}, "is not a list of lines"),
    ({"phase": "S1901M", "power": "FRANCE", "lines": "A Par - Bur"}, "is not a list of lines"),
    ({"phase": "S1901M", "power": "NARNIA", "lines": []}, "unknown power 'NARNIA'"),
    ({"phase": "S1901M", "power": "FRANCE", "lines": ["A Par H"] * 1001}, "at most 1000"),
])
def test_a_recorded_sheet_meets_the_checks_of_a_typed_one(data, fragment):
    game = Game.new("standard")
    ev = type(game.events[0])("orders", 1.0, data)
    with pytest.raises(RefereeError, match=fragment):
        Game.replay([game.events[0], ev])


def test_game_file_with_an_impossible_first_position_is_refused():
    game = Game.new("standard")
    setup = game.events[0]
    position = copy.deepcopy(setup.data["position"])
    position["units"]["FRANCE"].append("A PAR")
    bad = type(setup)(setup.kind, setup.at, {**setup.data, "position": position})
    with pytest.raises(RefereeError, match="two units in PAR"):
        Game.replay([bad])
    position = copy.deepcopy(setup.data["position"])
    position["dislodged"] = {"ITALY": [{"unit": "A TYR", "attacker_from": "MUN"}]}
    bad = type(setup)(setup.kind, setup.at, {**setup.data, "position": position})
    with pytest.raises(RefereeError, match="not a retreat phase"):
        Game.replay([bad])


@pytest.mark.parametrize("text,fragment", [
    ("[" * 100_000, "nested more than"),
    ('{"format": "' + "x" * 1000 + '"}', "its format is 'xxxx"),
    ('{"format": "referee-app-game", "format_version": ' + "9" * 5000 + "}", "a number of 5000 digits"),
    ('{"format": "\\udfff"}', "lone surrogate"),
])
def test_exported_game_hostile(tmp_path, text, fragment):
    p = tmp_path / "game.json"
    p.write_text(text, encoding="utf-8")
    with pytest.raises(ImportError_) as info:
        read_game_record(p)
    assert fragment in str(info.value) and len(str(info.value)) < 400


def test_exported_game_with_a_surrogate_in_an_event(tmp_path):
    game = Game.new("standard")
    game.set_orders("FRANCE", ["A Par - Bur"])
    p = tmp_path / "game.json"
    export_game(game, "json", p)
    doc = json.loads(p.read_text(encoding="utf-8"))
    doc["events"][1]["data"]["lines"] = ["A Par - Bur \ud800"]
    p.write_text(json.dumps(doc), encoding="utf-8")  # ascii: the surrogate is written as \ud800
    with pytest.raises(ImportError_, match="lone surrogate"):
        read_game_record(p)
    with pytest.raises(ImportError_, match="lone surrogate"):
        read_game_record(doc)


# --- the window's sheets share the limits ---------------------------------------------------------

def test_game_refuses_what_it_could_not_save():
    game = Game.new("standard")
    with pytest.raises(InputError, match="lone surrogate"):
        game.set_orders("FRANCE", ["A Par - Bur\ud800"])
    with pytest.raises(InputError, match="at most 1000"):
        game.set_orders("FRANCE", ["A Par H"] * 1001)
    with pytest.raises(InputError, match="lone surrogate"):
        game.note("\udc80")
    with pytest.raises(InputError, match="lone surrogate"):
        Game.new("standard", players={"FRANCE": "Ann\ud800"})
    assert len(game.events) == 1 and not game.current.sheets


def test_window_sheet_with_too_many_lines_shows_why(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    from gui_helpers import make_window

    w = make_window(qtbot)
    pane = w.pane("FRANCE")
    pane.editor.setPlainText("\n".join(["A Par H"] * 1001))
    assert "FRANCE" not in w.game.current.sheets
    assert "at most 1000" in pane.line_info.text()
    pane.editor.setPlainText("A Par - Bur")
    assert w.game.current.sheets["FRANCE"] == ["A Par - Bur"]


# --- the fuzzer ------------------------------------------------------------------------------------

# every string hypothesis can make, lone surrogates included
TEXT = st.text(alphabet=st.characters(blacklist_categories=()), max_size=12)
WORDS = st.sampled_from(["A PAR", "F BRE", "A Par - Bur", "BUR", "FRANCE", "GERMANY", "S1901M", "F1901R", "W1901A",
                         "standard", "droidippy", "via convoy", "A MUN", "F STP/SC", "", " ", "Build A Par", "MUN"])
SCALARS = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | TEXT | WORDS
           | st.builds(lambda n, sign: sign * 10 ** n, st.integers(30, 5000), st.sampled_from([1, -1])))
JSON = st.recursive(SCALARS, lambda children: st.lists(children, max_size=5)
                    | st.dictionaries(TEXT | WORDS | st.sampled_from(list(SPRING) + ["dislodged", "contested",
                                                                                      "civil_disorder", "ruleset"]),
                                      children, max_size=5), max_leaves=25)


def _paths(node, path=()):
    yield path
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, path + (i,))


@st.composite
def mutated(draw):
    doc = copy.deepcopy(draw(st.sampled_from(REAL)))
    for _ in range(draw(st.integers(1, 3))):
        paths = list(_paths(doc))
        path = paths[draw(st.integers(0, len(paths) - 1))]
        if not path:
            continue
        parent = doc
        for k in path[:-1]:
            parent = parent[k]
        key = path[-1]
        op = draw(st.sampled_from(["replace", "delete", "add", "string", "wrap", "copy"]))
        if op == "replace":
            parent[key] = draw(JSON)
        elif op == "delete":
            del parent[key]
        elif op == "add" and isinstance(parent, dict):
            parent[draw(TEXT | WORDS)] = draw(JSON)
        elif op == "add":
            parent.insert(key, draw(JSON | WORDS))
        elif op == "string" and isinstance(parent[key], str):
            s = parent[key]
            i = draw(st.integers(0, len(s)))
            parent[key] = draw(st.sampled_from([s[:i] + draw(TEXT) + s[i:], s[:i], s.lower(), s.upper() + " ", s[::-1]]))
        elif op == "wrap":
            parent[key] = [parent[key]]
        elif op == "copy":
            values = [v for _, v in _flat(doc)]
            parent[key] = copy.deepcopy(values[draw(st.integers(0, len(values) - 1))])
    return doc


def _flat(doc):
    for p in _paths(doc):
        node = doc
        for k in p:
            node = node[k]
        yield p, node


def _only_our_errors(doc) -> None:
    try:
        out = adjudicate_json(doc)
    except ContractError as exc:
        text = str(exc)
        assert text and "\n" not in text and len(text) < 2000, text
        text.encode("utf-8", "backslashreplace")
        return
    encodes(out)


FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
FUZZ_LONG = settings(max_examples=20_000, deadline=None, suppress_health_check=list(HealthCheck))


@FUZZ
@given(JSON)
def test_arbitrary_json_documents(doc):
    _only_our_errors(doc)
    if isinstance(doc, dict):
        _only_our_errors({**SPRING, **doc})


@FUZZ
@given(mutated())
def test_mutations_of_real_documents(doc):
    _only_our_errors(doc)


@pytest.mark.slow
@FUZZ_LONG
@given(mutated())
def test_many_mutations_of_real_documents(doc):
    _only_our_errors(doc)


@pytest.mark.slow
@FUZZ_LONG
@given(JSON)
def test_many_arbitrary_json_documents(doc):
    _only_our_errors(doc)
    if isinstance(doc, dict):
        _only_our_errors({**SPRING, **doc})


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(mutated())
def test_mutations_through_the_command_line(doc):
    """The same documents through ``referee-cli adjudicate -``: exit 0 with one JSON document, or exit 2 with
    one line and nothing on stdout."""
    try:
        text = json.dumps(doc)  # ASCII: lone surrogates travel as \\ud800, as a hostile file would hold them
    except (ValueError, TypeError):
        return  # not JSON at all (a number Python will not write): nothing the command line can be given
    stdin = io.TextIOWrapper(io.BytesIO(text.encode("ascii")), encoding="utf-8")
    out, err = io.BytesIO(), io.StringIO()
    stdout = io.TextIOWrapper(out, encoding="utf-8")
    old = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = stdin, stdout, err
    try:
        code = main(["adjudicate", "-"])
    finally:
        sys.stdout.flush()
        sys.stdin, sys.stdout, sys.stderr = old
    if code == 0:
        assert json.loads(out.getvalue().decode("utf-8")) == adjudicate_json(json.loads(text))
        assert err.getvalue() == ""
    else:
        assert code == 2 and out.getvalue() == b""
        assert err.getvalue().startswith("referee-cli: ") and err.getvalue().count("\n") == 1

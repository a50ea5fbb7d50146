"""Exports for after the game: the judge-style text log, the JSON record, the diplomacy package's
saved game, boards as SVG/PNG, and one self-contained HTML page."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
import zipfile
from html.parser import HTMLParser

import pytest

from referee_app.core.record import GameFile
from referee_app.exports import FORMATS, export_game
from referee_app.exports.diplomacy.diplomacy_json import saved_game
from referee_app.exports.diplomacy.record_json import game_record
from referee_app.exports.diplomacy.text import game_text
from referee_app.games.diplomacy import Game, RefereeError


def clock():
    t = [1_714_561_200.0]  # 2024-05-01T11:00:00Z

    def now():
        t[0] += 60.0
        return t[0]

    return now


SPRING = {
    "AUSTRIA": ["A Vie - Gal", "A Bud - Ser"],
    "ENGLAND": ["F Lon - Nth", "F Edi - Nwg", "A Lvp - Yor"],
    "FRANCE": ["A Par - Bur", "A Mar S A Par - Gas", "F Bre - Mao", "A Pqr - Bur"],
    "GERMANY": ["A Mun - Bur", "A Ber - Kie", "F Kie - Den"],
    "ITALY": ["A Ven - Tyr", "A Rom - Apu", "F Nap - Ion"],
    "RUSSIA": ["A War - Gal", "F Sev - Bla"],
    "TURKEY": ["F Ank - Bla", "A Con - Bul", "A Smy - Con"],
}
FALL = {
    "AUSTRIA": ["A Vie S A Mun - Tyr", "F Tri - Alb", "A Ser S F Tri - Alb"],
    "ENGLAND": ["F Nth C A Yor - Nwy", "A Yor - Nwy", "F Nwg S A Yor - Nwy"],
    "FRANCE": ["F Mao - Por", "A Mar - Naf"],
    "TURKEY": ["A Bul - Ser"],
    "GERMANY": ["A Mun - Tyr", "A Kie - Hol"],
    "ITALY": ["A Tyr H", "A Apu - Tun", "F Ion H"],
}
RETREATS = {"ITALY": ["A Tyr - Pie"]}
WINTER = {
    "ENGLAND": ["Build F Lon"],
    "GERMANY": ["Build A Ber", "Waive"],
    "FRANCE": ["Build F Bre"],
    "AUSTRIA": ["Build A Bud"],
    "ITALY": ["Build F Nap"],
}


def known_game(*, with_undo: bool = False) -> Game:
    """1901 with a bounce, a void support, bad orders, a cut, a convoy, no convoy, a dislodgement,
    a retreat, builds, a waive and an unused build."""
    g = Game.new("standard", players={"ENGLAND": "Cy", "FRANCE": "Ann", "GERMANY": "Bob"}, title="Known game",
                 clock=clock())
    for sheets in (SPRING, FALL, RETREATS, WINTER):
        for power, lines in sheets.items():
            g.set_orders(power, lines)
        if with_undo and sheets is WINTER:
            g.set_orders("ENGLAND", ["Build A Lon"])
            g.process()
            g.undo()  # the referee had typed the wrong unit type
            g.set_orders("ENGLAND", ["Build F Lon"])
        g.log_clock("start", seconds=900)
        g.process()
    return g


# Checked by hand, order by order (see the comments in known_game's sheets):
#  Spring: Par/Mun and Vie/War bounce in Burgundy and Galicia, Sev/Ank in the Black Sea; Marseilles' support
#  for a move Paris did not make is void; "A Pqr" is no space. Fall: Munich, supported from Vienna, dislodges
#  Tyrolia; Bulgaria's attack cuts Serbia's support and bounces; the army in Apulia finds no convoy (the fleet
#  in the Ionian Sea holds); Marseilles-North Africa has no fleets at sea at all. Tyrolia may go to Bohemia,
#  Piedmont, Trieste (the fleet left) or Venice (empty since Spring), not Munich (the attacker's origin).
EXPECTED = """\
Known game
==========
Rules: {rules}

Players:
  Austria-Hungary: -
  England:         Cy
  France:          Ann
  Germany:         Bob
  Italy:           -
  Russia:          -
  Turkey:          -

Movement results for Spring of 1901.

Austria-Hungary: Army Vienna -> Galicia.  (*bounce*)
Austria-Hungary: Army Budapest -> Serbia.
Austria-Hungary: Fleet Trieste HOLD.  (*no order*)

England:         Fleet London -> North Sea.
England:         Fleet Edinburgh -> Norwegian Sea.
England:         Army Liverpool -> Yorkshire.

France:          Army Paris -> Burgundy.  (*bounce*)
France:          Army Marseilles SUPPORT Army Paris -> Gascony.  (*void*)
France:          Fleet Brest -> Mid-Atlantic Ocean.
France:          "A Pqr - Bur".  (*invalid: {pqr}*)

Germany:         Army Munich -> Burgundy.  (*bounce*)
Germany:         Army Berlin -> Kiel.
Germany:         Fleet Kiel -> Denmark.

Italy:           Army Venice -> Tyrolia.
Italy:           Army Rome -> Apulia.
Italy:           Fleet Naples -> Ionian Sea.

Russia:          Army Warsaw -> Galicia.  (*bounce*)
Russia:          Fleet Sevastopol -> Black Sea.  (*bounce*)
Russia:          Army Moscow HOLD.  (*no order*)
Russia:          Fleet St. Petersburg (south coast) HOLD.  (*no order*)

Turkey:          Fleet Ankara -> Black Sea.  (*bounce*)
Turkey:          Army Constantinople -> Bulgaria.
Turkey:          Army Smyrna -> Constantinople.

Movement results for Fall of 1901.

Austria-Hungary: Army Vienna SUPPORT Army Munich -> Tyrolia.
Austria-Hungary: Fleet Trieste -> Albania.
Austria-Hungary: Army Serbia SUPPORT Fleet Trieste -> Albania.  (*cut*)

England:         Fleet North Sea CONVOY Army Yorkshire -> Norway.
England:         Army Yorkshire -> Norway.
England:         Fleet Norwegian Sea SUPPORT Army Yorkshire -> Norway.

France:          Fleet Mid-Atlantic Ocean -> Portugal.
France:          Army Marseilles -> North Africa.  (*invalid: {naf}*)
France:          Army Paris HOLD.  (*no order*)

Germany:         Army Munich -> Tyrolia.
Germany:         Army Kiel -> Holland.
Germany:         Fleet Denmark HOLD.  (*no order*)

Italy:           Army Tyrolia HOLD.  (*dislodged*)
Italy:           Army Apulia -> Tunis.  (*no convoy*)
Italy:           Fleet Ionian Sea HOLD.

Russia:          Army Moscow HOLD.  (*no order*)
Russia:          Fleet Sevastopol HOLD.  (*no order*)
Russia:          Fleet St. Petersburg (south coast) HOLD.  (*no order*)
Russia:          Army Warsaw HOLD.  (*no order*)

Turkey:          Army Bulgaria -> Serbia.  (*bounce*)
Turkey:          Fleet Ankara HOLD.  (*no order*)
Turkey:          Army Constantinople HOLD.  (*no order*)

The following units were dislodged:

Italy:           Army Tyrolia can retreat to Bohemia, Piedmont, Trieste or Venice.

Retreat orders for Fall of 1901.

Italy:           Army Tyrolia -> Piedmont.

Ownership of supply centers:

Austria-Hungary: Budapest, Serbia, Trieste, Vienna.
England:         Edinburgh, Liverpool, London, Norway.
France:          Brest, Marseilles, Paris, Portugal.
Germany:         Berlin, Denmark, Holland, Kiel, Munich.
Italy:           Naples, Rome, Venice.
Russia:          Moscow, Sevastopol, St. Petersburg, Warsaw.
Turkey:          Ankara, Bulgaria, Constantinople, Smyrna.
Unowned:         Belgium, Greece, Rumania, Spain, Sweden, Tunis.

Austria-Hungary:  4 Supply centers,  3 Units:  Builds   1 unit.
England:          4 Supply centers,  3 Units:  Builds   1 unit.
France:           4 Supply centers,  3 Units:  Builds   1 unit.
Germany:          5 Supply centers,  3 Units:  Builds   2 units.
Italy:            3 Supply centers,  3 Units:  Builds   0 units.
Russia:           4 Supply centers,  4 Units:  Builds   0 units.
Turkey:           4 Supply centers,  3 Units:  Builds   1 unit.

Adjustment orders for Winter of 1901.

Austria-Hungary: Builds an army in Budapest.

England:         Builds a fleet in London.

France:          Builds a fleet in Brest.

Germany:         Builds an army in Berlin.
Germany:         Build waived.

Italy:           Builds a fleet in Naples.  (*invalid: {nap}*)

Turkey:          1 build not used.

Supply centre chart:

                  start  1901
Austria-Hungary       3     4
England               3     4
France                3     4
Germany               3     5
Italy                 3     3
Russia                4     4
Turkey                3     4

Next phase: Spring 1902 Movement.
"""


def reason(game: Game, text: str) -> str:
    for rec in game.history:
        assert rec.adjudication is not None
        for r in rec.adjudication.results:
            if r.text == text:
                assert r.status == "invalid" and r.reason
                return r.reason
    raise AssertionError(f"no result for {text!r}")


def test_text_log_of_a_known_game_reads_like_a_judge_report():
    g = known_game()
    expected = EXPECTED.format(rules=g.ruleset.title, pqr=reason(g, "A Pqr - Bur"), naf=reason(g, "A Mar - Naf"),
                               nap=reason(g, "Build F Nap"))
    assert "has no builds" in reason(g, "Build F Nap") and "Pqr" in reason(g, "A Pqr - Bur").title()
    got = game_text(g)
    assert got.splitlines() == expected.splitlines()


def test_text_log_tells_how_the_game_ended():
    g = known_game()
    g.declare_end("agreed-draw", ["ENGLAND", "GERMANY"], "agreed at the table")
    text = game_text(g)
    assert text.rstrip().endswith("The game has ended: agreed draw, England and Germany (agreed at the table).")


# --- json -------------------------------------------------------------------------------------------

def test_json_record_has_setup_events_timers_phases_invalid_orders_and_undo_history(tmp_path):
    g = known_game(with_undo=True)
    out = export_game(g, "json", tmp_path / "game.json")
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["format"] == "referee-app game record" and doc["format_version"] == 1
    assert doc["game"]["title"] == "Known game" and doc["game"]["players"]["FRANCE"] == "Ann"
    assert doc["game"]["started_at_iso"] == "2024-05-01T11:01:00Z"
    assert [p["phase"] for p in doc["phases"]] == ["S1901M", "F1901M", "F1901R", "W1901A"]
    spring = doc["phases"][0]
    bad = next(r for r in spring["results"] if r["text"] == "A Pqr - Bur")
    assert bad["status"] == "invalid" and bad["reason"] and bad["tag"] == "unknown-name"
    assert spring["sheets"]["FRANCE"][0] == "A Par - Bur" and spring["sheet_times"]["FRANCE"]["at_iso"].endswith("Z")
    assert spring["position"]["units"]["FRANCE"] == ["F BRE", "A MAR", "A PAR"]
    assert doc["phases"][1]["retreats"][0]["destinations"] == ["BOH", "PIE", "TRI", "VEN"]
    # the taken-back winter, with its own results and when it was taken back
    assert len(doc["undone"]) == 1
    undone = doc["undone"][0]
    assert undone["phase"] == "W1901A" and undone["sheets"]["ENGLAND"] == ["Build A Lon"]
    assert undone["undone_at"] > undone["adjudicated_at"] and undone["undone_event_seq"] > undone["event_seq"]
    assert [t["action"] for t in doc["timers"]] == ["start"] * 4
    assert doc["supply_centre_chart"][1] == {"label": "1901", "year": 1901,
                                             "counts": {"AUSTRIA": 4, "ENGLAND": 4, "FRANCE": 4, "GERMANY": 5,
                                                        "ITALY": 3, "RUSSIA": 4, "TURKEY": 4}}
    assert doc["current"]["phase"] == "S1902M" and doc["status"]["ended"] is None
    # the events are the game: replaying them gives the same game
    from referee_app.games.diplomacy import Event

    again = Game.replay([Event(e["kind"], e["at"], e["data"]) for e in doc["events"]])
    assert again.position == g.position and len(again.undone) == 1
    assert [e["seq"] for e in doc["events"]] == list(range(1, len(g.events) + 1))


def test_json_record_of_a_game_file_matches_the_game(tmp_path):
    g = known_game()
    GameFile.create(tmp_path / "g.dipgame", g).close()
    gf = GameFile.open(tmp_path / "g.dipgame", readonly=True)
    a, b = game_record(g), game_record(gf.game)
    a.pop("exported_at")
    b.pop("exported_at")
    assert a == b


# --- the diplomacy package's saved game ----------------------------------------------------------------

def test_diplomacy_json_has_the_package_layout_and_notation():
    g = known_game()
    doc = saved_game(g)
    assert set(doc) == {"id", "map", "rules", "phases"} and doc["map"] == "standard"
    assert [p["name"] for p in doc["phases"]] == ["S1901M", "F1901M", "F1901R", "W1901A", "S1902M"]
    fall = doc["phases"][1]
    assert fall["orders"]["ENGLAND"] == ["F NTH C A YOR - NWY", "A YOR - NWY VIA", "F NWG S A YOR - NWY"]
    assert fall["results"]["A TYR"] == ["dislodged"] and fall["results"]["A SER"] == ["cut"]
    assert fall["results"]["A APU"] == ["no convoy"] and fall["results"]["A BUL"] == ["bounce"]
    assert "A MAR - NAF" not in fall["orders"]["FRANCE"]  # invalid orders are left out
    retreat = doc["phases"][2]
    assert retreat["state"]["units"]["ITALY"][-1] == "*A TYR"
    assert retreat["state"]["retreats"]["ITALY"] == {"A TYR": ["BOH", "PIE", "TRI", "VEN"]}
    assert retreat["orders"]["ITALY"] == ["A TYR R PIE"]
    winter = doc["phases"][3]
    assert winter["orders"]["GERMANY"] == ["A BER B", "WAIVE"] and winter["orders"]["ITALY"] == []
    assert winter["state"]["builds"]["GERMANY"] == {"count": 2, "homes": ["BER", "KIE", "MUN"]}
    assert doc["phases"][-1]["orders"] == {p: None for p in g.powers}
    assert json.loads(json.dumps(doc)) == doc


def test_diplomacy_json_opens_in_the_diplomacy_package_with_the_same_final_position(tmp_path):
    pytest.importorskip("diplomacy")
    from diplomacy import Game as DipGame
    from diplomacy.utils.export import from_saved_game_format
    from diplomacy.utils.game_phase_data import GamePhaseData

    g = known_game()
    out = export_game(g, "diplomacy-json", tmp_path / "saved.json")
    doc = json.loads(out.read_text(encoding="utf-8"))
    loaded = from_saved_game_format(doc)
    assert loaded.get_current_phase() == "S1902M"
    for power in g.powers:
        assert sorted(loaded.get_units(power)) == sorted(str(u) for u in g.position.units_of(power))
        assert sorted(loaded.get_centers(power)) == g.position.centers_of(power)
    assert [p.name for p in loaded.get_phase_history()] == ["S1901M", "F1901M", "F1901R", "W1901A"]
    # and the package's own adjudicator, given each phase and its orders, reaches the next phase's position
    phases = doc["phases"]
    for before, after in zip(phases, phases[1:]):
        d = DipGame(map_name="standard", rules=["SOLITAIRE", *doc["rules"]])
        d.set_phase_data(GamePhaseData.from_dict(before))
        d.clear_orders()
        for power, orders in before["orders"].items():
            d.set_orders(power, orders)
        d.process()
        assert d.get_current_phase() == after["name"]
        for power, units in after["state"]["units"].items():
            assert sorted(d.get_units(power)) == sorted(units), (before["name"], power)
            assert sorted(d.get_centers(power)) == sorted(after["state"]["centers"][power])


def test_diplomacy_json_of_an_ended_game_is_completed():
    g = known_game()
    g.declare_end("agreed-draw", ["ENGLAND", "GERMANY"])
    assert saved_game(g)["phases"][-1]["name"] == "COMPLETED"


# --- boards -------------------------------------------------------------------------------------------

def test_svg_boards_one_per_phase_in_a_folder_or_a_zip(tmp_path):
    g = known_game()
    folder = export_game(g, "svg", tmp_path / "boards")
    names = sorted(p.name for p in folder.iterdir())
    assert names == ["01-S1901M.svg", "02-F1901M.svg", "03-F1901R.svg", "04-W1901A.svg", "05-S1902M.svg"]
    for p in folder.iterdir():
        root = ET.fromstring(p.read_bytes())
        assert root.tag == "{http://www.w3.org/2000/svg}svg"
    fall = (folder / "02-F1901M.svg").read_text(encoding="utf-8")
    assert re.search(r'class="move"', fall)  # the orders are drawn
    z = export_game(g, "svg", tmp_path / "boards.zip")
    with zipfile.ZipFile(z) as zf:
        assert zf.namelist() == names
        assert zf.read("02-F1901M.svg").decode("utf-8") == fall


def test_png_boards_are_rendered_with_qt(tmp_path, qapp):
    g = known_game()
    z = export_game(g, "png", tmp_path / "boards.zip")
    with zipfile.ZipFile(z) as zf:
        names = zf.namelist()
        assert names[0] == "01-S1901M.png" and len(names) == 5
        data = zf.read(names[1])
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert width == 1600 and height > 1000


class _Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    handle_startendtag = handle_starttag


def test_html_is_one_self_contained_page_with_every_board_its_results_and_a_chart(tmp_path):
    g = known_game()
    out = export_game(g, "html", tmp_path / "game.html")
    text = out.read_text(encoding="utf-8")
    page = _Page()
    page.feed(text)
    tags = page.tags
    boards = [a for t, a in tags if t == "svg" and a.get("class") == "board"]
    assert len(boards) == 5
    assert [a.get("aria-label") for a in boards][:2] == ["Spring 1901 Movement: orders and results",
                                                        "Fall 1901 Movement: orders and results"]
    charts = [a for t, a in tags if t == "svg" and a.get("class") == "chart"]
    assert len(charts) == 2  # the chart, and its narrow twin for a phone (issue 29)
    assert sum(1 for t, a in tags if t == "polyline" and a.get("class") == "power") == 14
    # nothing outside the page: no linked files, no images to fetch; one inline script (the reader's times)
    assert not [t for t, _ in tags if t in ("link", "img", "iframe", "object", "embed")]
    scripts = [a for t, a in tags if t == "script"]
    assert len(scripts) == 1 and "src" not in scripts[0]
    for _, attrs in tags:
        for key, value in attrs.items():
            if key in ("href", "xlink:href", "src") and value is not None:
                assert value.startswith("#"), f"{key}={value}"
    assert "http" not in re.sub(r'xmlns(:\w+)?="http://www\.w3\.org/[^"]*"', "", text)
    # every shared outline a board uses is on the page, and ids are unique
    ids = [a["id"] for _, a in tags if a.get("id")]
    assert len(ids) == len(set(ids))
    uses = {a["href"][1:] for t, a in tags if t == "use" and a.get("href")}
    assert uses and uses <= set(ids)
    # the results are there in the judges' words
    assert "Movement results for Fall of 1901." in text and "(*dislodged*)" in text
    assert "Army Tyrolia can retreat to Bohemia, Piedmont, Trieste or Venice." in text


def test_export_game_reports_bad_formats_and_unwritable_places(tmp_path):
    g = known_game()
    assert set(FORMATS) == {"json", "text", "diplomacy-json", "svg", "png", "html"}
    with pytest.raises(RefereeError, match="unknown export format"):
        export_game(g, "pdf", tmp_path / "x.pdf")
    with pytest.raises(RefereeError, match="cannot write"):
        export_game(g, "json", tmp_path / "no-such-folder" / "x.json")
    (tmp_path / "afile").write_text("x")
    with pytest.raises(RefereeError, match="is a file"):
        export_game(g, "svg", tmp_path / "afile")
    assert export_game(g, "txt", tmp_path / "x.txt").read_text(encoding="utf-8").startswith("Known game")

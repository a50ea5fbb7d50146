"""A play-by-e-mail game run from the command line: referee-cli new / orders / process / undo / show / export."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from referee_app.cli import main
from referee_app.cli.diplomacy import read_mail, starts_like_order
from referee_app.core.record import GameFile
from referee_app.games.diplomacy import Game

ROOT = Path(__file__).resolve().parent.parent


def cli(capsys, *argv: str, stdin: str | None = None, monkeypatch=None) -> tuple[int, str, str]:
    if stdin is not None:
        import io

        assert monkeypatch is not None
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path: Path, name: str, text: str) -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


FRANCE_MAIL = """From: ann@example.org
Subject: D07:004:仏→マスター
D07: Spring 1901 orders

Hello Master,

here they are:
1. A Par - Bur
2. A Mar S A Par - Gas
3. F Bre - Mao
Please confirm receipt.

Best,
--
Ann (France)
"""


def test_a_whole_game_from_the_command_line(tmp_path, capsys, monkeypatch):
    game = tmp_path / "d07.dipgame"
    code, out, _ = cli(capsys, "new", game, "--ruleset", "standard", "--players", "FRANCE=Ann,GERMANY=Bob",
                       "--players", "England=Cy", "--title", "D07")
    assert code == 0 and "Spring 1901 Movement" in out and "France: Ann" in out

    # --- Spring 1901: France by e-mail, the others as plain sheets; Germany changes its mind
    mail = write(tmp_path, "france.txt", FRANCE_MAIL)
    code, out, _ = cli(capsys, "orders", game, "--power", "FRANCE", mail, "--at", "2024-05-01T21:00+09:00",
                       "--deadline", "2024-05-03T00:00+09:00")
    assert code == 0
    assert "A MAR S A PAR - GAS" in out and "Skipped" in out
    assert "Dnn: header" in out and "'Hello Master,' (not an order)" in out and "'Ann (France)' (signature)" in out
    assert "'Best,' (not an order)" in out  # not Brest holding
    sheets = {
        "GERMANY": "A Mun - Ruh\nA Ber - Kie\nF Kie - Den\n",
        "ITALY": "A Ven - Tyr\nF Nap - Ion\n",
        "AUSTRIA": "A Vie - Gal\nA Bud - Ser\n",
        "RUSSIA": "A War - Gal\n",
        "ENGLAND": "F Lon - Nth\nF Edi - Nwg\nA Lvp - Yor\n",
    }
    for power, text in sheets.items():
        code, out, _ = cli(capsys, "orders", game, "--power", power, "-", "--at", "2024-05-01T22:00+09:00",
                           stdin=text, monkeypatch=monkeypatch)
        assert code == 0, out
    # Germany's second sheet (before the deadline) replaces the first: Munich goes to Burgundy after all
    code, out, _ = cli(capsys, "orders", game, "--power", "GERMANY", "-", "--at", "2024-05-02T10:00+09:00",
                       stdin="A Mun - Bur\nA Ber - Kie\nF Kie - Den\n", monkeypatch=monkeypatch)
    assert code == 0 and "replaces the one sent" in out
    # a third one after the deadline does not count, and is kept in the record
    code, out, _ = cli(capsys, "orders", game, "--power", "GERMANY", "-", "--at", "2024-05-03T01:00+09:00",
                       stdin="A Mun - Sil\n", monkeypatch=monkeypatch)
    assert code == 0 and "NOT COUNTED" in out and "after the deadline" in out
    # an e-mail that arrived late in the master's mailbox but was sent before the counted one: older, not counted
    code, out, _ = cli(capsys, "orders", game, "--power", "GERMANY", "-", "--at", "2024-05-02T09:00+09:00",
                       stdin="A Mun - Boh\n", monkeypatch=monkeypatch)
    assert code == 0 and "NOT COUNTED" in out and "older" in out

    code, out, _ = cli(capsys, "show", game)
    assert code == 0 and "France: 3 lines" in out and "Germany: 3 lines" in out and "owes orders for: A BUD" not in out
    assert "Turkey: none yet" in out

    code, out, _ = cli(capsys, "process", game)
    assert code == 0
    assert out.startswith("Movement results for Spring of 1901.")
    assert "France:          Army Paris -> Burgundy.  (*bounce*)" in out
    assert "France:          Army Marseilles SUPPORT Army Paris -> Gascony.  (*void*)" in out
    assert "Germany:         Army Munich -> Burgundy.  (*bounce*)" in out
    assert "No orders were received from: Turkey." in out
    assert "Next phase: Fall 1901 Movement." in out

    # --- Fall 1901: Germany and Austria dislodge Italy from Tyrolia
    fall = {
        "ENGLAND": "F Nth C A Yor - Nwy\nA Yor - Nwy\n",
        "GERMANY": "A Mun - Tyr\nA Kie - Hol\n",
        "AUSTRIA": "A Vie S A Mun - Tyr\nF Tri - Alb\n",
        "ITALY": "A Tyr H\nA Rom S A Tyr\n",
        "FRANCE": "F Mao - Por\nA Mar - Spa\n",
    }
    for power, text in fall.items():
        assert cli(capsys, "orders", game, "--power", power, stdin=text, monkeypatch=monkeypatch)[0] == 0
    code, out, _ = cli(capsys, "process", game)
    assert code == 0
    assert "Movement results for Fall of 1901." in out
    assert "Italy:           Army Tyrolia HOLD.  (*dislodged*)" in out
    assert "Italy:           Army Tyrolia can retreat to Bohemia, Piedmont, Trieste or Venice." in out
    assert "Next phase: Fall 1901 Retreats." in out and "may retreat to BOH, PIE, TRI, VEN" in out

    # a retreat that is not allowed is reported as the sheet is recorded
    code, out, _ = cli(capsys, "orders", game, "--power", "ITALY", stdin="A Tyr - Mun\n", monkeypatch=monkeypatch)
    assert code == 0 and "ERROR" in out
    code, out, _ = cli(capsys, "orders", game, "--power", "ITALY", stdin="A Tyr - Pie\n", monkeypatch=monkeypatch)
    assert code == 0 and "A TYR R PIE" in out
    code, out, _ = cli(capsys, "process", game)
    assert code == 0 and "Retreat orders for Fall of 1901." in out and "Italy:           Army Tyrolia -> Piedmont." in out
    assert "Ownership of supply centers:" in out
    assert "Germany:          5 Supply centers,  3 Units:  Builds   2 units." in out
    assert "Next phase: Winter 1901 Adjustments." in out

    # --- Winter 1901: builds
    builds = {"GERMANY": "Build A Mun\nBuild F Kie\n", "ENGLAND": "Build F Lon\n", "FRANCE": "Build F Bre\nBuild A Mar\n",
              "AUSTRIA": "Build A Bud\n"}
    for power, text in builds.items():
        code, out, _ = cli(capsys, "orders", game, "--power", power, stdin=text, monkeypatch=monkeypatch)
        assert code == 0 and "ERROR" not in out, out
    code, out, _ = cli(capsys, "process", game)
    assert code == 0 and "Adjustment orders for Winter of 1901." in out
    assert "England:         Builds a fleet in London." in out
    assert "Germany:         Builds an army in Munich." in out
    assert "Next phase: Spring 1902 Movement." in out

    # --- undo and redo the winter
    code, out, _ = cli(capsys, "undo", game)
    assert code == 0 and "Winter 1901 Adjustments" in out and "Build F Lon" in out
    assert cli(capsys, "process", game)[0] == 0

    code, out, _ = cli(capsys, "show", game, "--phase", "F1901M")
    assert code == 0 and "Fall 1901 Movement (adjudicated)" in out and "(*dislodged*)" in out
    code, out, _ = cli(capsys, "show", game)
    assert code == 0 and "Spring 1902 Movement" in out and "Germany (Bob): F DEN, A HOL, F KIE, A MUN, A TYR" in out

    with GameFile.open(game, readonly=True) as gf:
        g = gf.game
        assert str(g.phase) == "S1902M" and len(g.history) == 4 and len(g.undone) == 1
        kinds = [e.kind for e in g.events]
        assert kinds.count("sheet-not-counted") + kinds.count("note") == 2
        germany_spring = g.history[0].sheets["GERMANY"]
        assert germany_spring == ["A Mun - Bur", "A Ber - Kie", "F Kie - Den"]

    # --- exports, every format
    outs = {
        "json": tmp_path / "d07.json",
        "text": tmp_path / "d07.txt",
        "diplomacy-json": tmp_path / "d07-diplomacy.json",
        "svg": tmp_path / "boards.zip",
        "html": tmp_path / "d07.html",
        "png": tmp_path / "pngs",
    }
    for fmt, target in outs.items():
        code, out, err = cli(capsys, "export", game, "--format", fmt, "-o", target)
        assert code == 0, err
        assert target.exists()
    record = json.loads(outs["json"].read_text(encoding="utf-8"))
    assert [p["phase"] for p in record["phases"]] == ["S1901M", "F1901M", "F1901R", "W1901A"]
    assert len(record["undone"]) == 1 and record["undone"][0]["phase"] == "W1901A"
    assert "Movement results for Spring of 1901." in outs["text"].read_text(encoding="utf-8")
    saved = json.loads(outs["diplomacy-json"].read_text(encoding="utf-8"))
    assert [p["name"] for p in saved["phases"]] == ["S1901M", "F1901M", "F1901R", "W1901A", "S1902M"]
    with zipfile.ZipFile(outs["svg"]) as zf:
        assert zf.namelist() == ["01-S1901M.svg", "02-F1901M.svg", "03-F1901R.svg", "04-W1901A.svg", "05-S1902M.svg"]
    assert sorted(p.name for p in outs["png"].iterdir())[0] == "01-S1901M.png"
    assert outs["html"].read_text(encoding="utf-8").count('<svg class="board"') == 5


def test_bad_input_exits_2_with_a_clear_message(tmp_path, capsys, monkeypatch):
    game = tmp_path / "g.dipgame"
    assert cli(capsys, "new", game)[0] == 0
    code, _, err = cli(capsys, "new", game)
    assert code == 2 and "already exists" in err
    code, _, err = cli(capsys, "new", tmp_path / "x.dipgame", "--players", "Frnace=Ann")
    assert code == 2 and "unknown power 'Frnace'" in err
    code, _, err = cli(capsys, "new", tmp_path / "y.dipgame", "--ruleset", "chess")
    assert code == 2 and "no ruleset named 'chess'" in err
    code, _, err = cli(capsys, "orders", game, "--power", "Atlantis", stdin="A Par - Bur", monkeypatch=monkeypatch)
    assert code == 2 and "unknown power" in err
    code, _, err = cli(capsys, "orders", game, "--power", "FRANCE", "--at", "yesterday", stdin="A Par - Bur",
                       monkeypatch=monkeypatch)
    assert code == 2 and "--at" in err and "not a date and time" in err
    code, out, err = cli(capsys, "orders", game, "--power", "FRANCE", stdin="Dear all,\nsee you soon\n",
                         monkeypatch=monkeypatch)
    assert code == 2 and "no order lines" in err and "'Dear all,' (not an order)" in out
    code, _, err = cli(capsys, "orders", game, "--power", "FRANCE", tmp_path / "missing.txt")
    assert code == 2 and "cannot read" in err
    code, _, err = cli(capsys, "undo", game)
    assert code == 2 and "no adjudication to undo" in err
    code, _, err = cli(capsys, "show", game, "--phase", "S1903M")
    assert code == 2 and "was not played" in err
    code, _, err = cli(capsys, "show", game, "--phase", "Spring")
    assert code == 2 and "is not a phase" in err
    code, _, err = cli(capsys, "show", tmp_path / "nothing.dipgame")
    assert code == 2 and "no such file" in err
    notes = write(tmp_path, "notes.txt", "not a game\n")
    code, _, err = cli(capsys, "process", notes)
    assert code == 2 and "not an SQLite database" in err
    with GameFile.open(game):  # the window has it open
        code, _, err = cli(capsys, "process", game)
        assert code == 2 and "already open for writing" in err
        code, out, _ = cli(capsys, "show", game)  # reading is fine
        assert code == 0 and "Spring 1901 Movement" in out


def test_reading_a_pasted_mail_reports_and_skips_what_is_not_an_order():
    g = Game.new("standard")
    text = ("D12:007:独→マスター\n件名: D12 orders\nこんにちは。ドイツです。\n\n・ミュンヘン→ブルゴーニュ\n"
            "- A Ber - Kie\n* F Kie - Den\nA Pqr - Hol\n> A Mun - Sil (quoted from the last turn)\n"
            "A quick note: I trust you.\nよろしくお願いします。\n-- \nBob\nA Mun - Boh\n")
    sheet = read_mail(text, g, "GERMANY")
    assert sheet.orders == ["ミュンヘン→ブルゴーニュ", "A Ber - Kie", "F Kie - Den", "A Pqr - Hol"]
    why = {s.text: s.why for s in sheet.skipped}
    assert why["D12:007:独→マスター"].startswith("the Dnn: header")
    assert why["件名: D12 orders"] in ("e-mail header", "the Dnn: header of the game's e-mails")
    assert why["こんにちは。ドイツです。"] == "not an order"
    assert why["> A Mun - Sil (quoted from the last turn)"] == "quoted text"
    assert why["A quick note: I trust you."] == "not an order"
    assert why["Bob"] == "signature" and why["A Mun - Boh"] == "signature"
    # an attempted order with a misspelt space is taken (and will show its error), not skipped
    assert not g.check_line("GERMANY", "A Pqr - Hol").ok


@pytest.mark.parametrize("line,expected", [
    ("A Par - Bur", True), ("Army Paris to Burgundy", True), ("Par - Bur", True), ("Mun S Par - Bur", True),
    ("Build F Bre", True), ("Remove A Vie", True), ("Waive", True), ("F Spa (nc) - Mao", True),
    ("France: A Par - Bur", True), ("陸軍パリ移動ブルゴーニュ", True),
    ("A quick note", False), ("Hold on a second", False), ("Pass my regards to Bob", False), ("Rome is lovely", False),
    ("France", False), ("Thanks!", False), ("S1901M", False),
])
def test_what_starts_like_an_order(line, expected):
    assert starts_like_order(line, Game.new("standard")) is expected


BLOCK_QT = r"""
import sys, importlib.abc
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name.split(".")[0] in ("PySide6", "shiboken6", "PyQt5", "PyQt6"):
            raise ImportError("Qt is blocked in this test")
        return None
sys.meta_path.insert(0, Block())
from referee_app.cli import main
f, out = sys.argv[1], sys.argv[2]
assert main(["new", f, "--players", "FRANCE=Ann"]) == 0
assert main(["orders", f, "--power", "FRANCE", sys.argv[3]]) == 0
assert main(["process", f]) == 0
assert main(["show", f]) == 0
for fmt in ("json", "text", "diplomacy-json", "svg", "html"):
    assert main(["export", f, "--format", fmt, "-o", out + "." + fmt + (".zip" if fmt == "svg" else "")]) == 0
assert main(["export", f, "--format", "png", "-o", out + ".png.zip"]) == 2  # needs Qt: a clear message, not a crash
assert not any(m.startswith(("PySide6", "shiboken6")) for m in sys.modules)
print("ok")
"""


def test_game_master_commands_run_without_qt(tmp_path):
    sheet = write(tmp_path, "s.txt", "A Par - Bur\n")
    r = subprocess.run([sys.executable, "-c", BLOCK_QT, str(tmp_path / "g.dipgame"), str(tmp_path / "out"), str(sheet)],
                       capture_output=True, text=True, cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": ""}, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.strip().endswith("ok")
    assert "PNG export needs Qt" in r.stderr

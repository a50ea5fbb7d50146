"""Paths of Glory's exports: the record as JSON (the referee's: everything), as plain text, and one web
page with the VP chart for the players (no seed, no referee's notes), in the four languages."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from test_pog_game import play_intro

from referee_app.core.messages import LANGUAGES, package_catalogue
from referee_app.exports import export_game
from referee_app.exports.paths_of_glory.formats import game_html, game_text, record_lines
from referee_app.games.paths_of_glory.game import PogGame

NOTE = "Allied player asked about Liege"


@pytest.fixture(scope="module")
def game() -> PogGame:
    g = PogGame.new("intro", seed=42)
    g.note(NOTE)
    g.roll_mandated(3, 5)
    g.next()
    g.action("central", "ops", card="Guns of August", value=3)
    g.undo()  # taken back: not in the record's lines
    g.undo()
    g.undo()
    play_intro(g)
    return g


def test_text_tells_every_turn_and_every_vp_change(game: PogGame) -> None:
    text = game_text(game, "en")
    assert text.startswith("Paths of Glory: Introductory scenario (5.3)\n")
    for turn, name in ((1, "Aug 1914"), (2, "Sep 1914"), (3, "Fall 1914")):
        assert f"Turn {turn}: {name}" in text
    assert text.count("Round 6, Allies:") == 3
    assert "Referee's note: " + NOTE in text
    assert "Turn 1 B: +1 to 11: VP table: Liege captured" in text
    # the mandated offensives' penalties are where the VP track puts them: E.1 (7.1.3)
    e1 = text.index("E.1  War Status Phase")
    assert "mandated offensive" in text[e1:e1 + 400] and "(7.1.3)" in text[e1:e1 + 400]
    assert "Game over" in text and "3 operations were taken back" in text
    assert "Guns of August" not in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_its_words(game: PogGame, lang: str) -> None:
    text = game_text(game, lang)
    page = game_html(game, lang=lang)
    if lang != "en":
        assert "Turn" not in text and "Central Powers" not in text and "Fall 1914" not in text
    assert "pog." not in text and "pog." not in page  # no key left unrendered
    cat = package_catalogue("referee_app.games.paths_of_glory", lang)
    used = set(re.findall(r'"(pog\.(?:export|chart|scenario|when)\.[a-z_]+)"', Path(
        "referee_app/exports/paths_of_glory/formats.py").read_text(encoding="utf-8")))
    assert used <= set(cat)


def test_the_page_is_the_players_the_json_the_referees(game: PogGame, tmp_path: Path) -> None:
    page = tmp_path / "g.html"
    record = tmp_path / "g.json"
    export_game(game, "html", page, lang="zh_Hant")
    export_game(game, "json", record)
    html = page.read_text(encoding="utf-8")
    assert NOTE not in html and '"seed"' not in html and "42" not in re.sub(r"<[^>]+>", " ", html).split()
    assert "<svg" in html and 'class="vp"' in html and "同盟勝利:14以上" in html and "協約勝利:10以下" in html
    assert "體驗劇本" in html and "1914秋季" in html
    doc = json.loads(record.read_text(encoding="utf-8"))
    assert doc["game"] == "pog" and doc["setup"]["seed"] == 42 and doc["status"]["notes"] == [NOTE]
    assert [e["kind"] for e in doc["history"]][:2] == ["note", "mandated"]
    assert len(doc["events"]) == len(game.events)


def test_vp_lines_follow_the_vp_track(game: PogGame) -> None:
    view = game.view()
    lines = [(t, s, w) for t, s, w in record_lines(game, game.history(), view["vp_log"])
             if not isinstance(w, str) and w.key == "pog.log.vp"]
    assert [(t, s) for t, s, _ in lines] == [(c["turn"], c["segment"]) for c in view["vp_log"]]


def test_unknown_format(game: PogGame, tmp_path: Path) -> None:
    from referee_app.core.errors import RefereeError

    with pytest.raises(RefereeError, match="svg"):
        export_game(game, "svg", tmp_path / "x.zip")

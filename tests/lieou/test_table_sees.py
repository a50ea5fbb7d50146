"""What the table sees of issue 28: the empire's name after its capital (6.3) in the exports, on the players'
page and the ranking; the rules card (every reading and option) in every export's header and on the players'
page; a bombing, raids and air combats with their dice, and every round of a long battle, on the players' page
and in the projector's words."""

from __future__ import annotations

import json

import pytest

from referee_app.core.clock import PhaseClock
from referee_app.core.messages import render
from referee_app.exports.lieou.html import game_html
from referee_app.exports.lieou.record_json import game_record
from referee_app.exports.lieou.text import game_text
from referee_app.games.lieou.game import LieouGame
from referee_app.games.lieou.report import engagement_lines, last_dice, shown_engagement
from referee_app.games.lieou.rules import CHOICES, rules_card
from referee_app.share.pages import page_for

FLIGHT = {"lands": {"德E": ["green", 6], "法B": ["green", 5], "德D": ["red", 1], "俄E": ["red", 2], "俄D": ["red", 4]},
          "regimes": {"法": ["法B", "green"], "德": ["德D", "red"]}, "capital": {"green": "法", "red": "德"},
          "turn": "green", "initial_period": False}


def fled() -> LieouGame:
    g = LieouGame(seed=4, position={**FLIGHT, "turn": "red"})
    g.act("move 俄D 俄E")  # red's turn: its empire is still the German Empire
    g.act("attack 德E 德D flee=俄E")
    g.act("roll 54/3")
    return g


def page_state(game: LieouGame, lang: str = "en") -> dict:
    page = page_for("lieou")
    return page.state(game, PhaseClock.from_events(game.events, page.clock_settings(game)), lang)


def test_the_empire_name_follows_the_capital_in_the_record_and_the_exports() -> None:
    g = fled()
    st = g.to_json()
    assert st["empires"]["red"] == "俄" and st["empire_names"]["red"] == ["德", "俄"]
    text = game_text(g, "en")
    assert "the empire takes that name (it was German Empire; 6.3)" in text
    doc = json.loads(json.dumps(game_record(g)))
    turns = doc["turns"]
    assert [t["colour"] for t in turns] == ["red", "green"]
    assert turns[0]["state"]["empires"]["red"] == "德"  # the old name where it was true
    assert turns[-1]["state"]["empires"]["red"] == "俄"
    html = game_html(g, lang="en")
    assert "Red (Russian Empire)" in html or "Russian Empire" in html
    # the players' page names the empire as it is now
    rows = page_state(g)["centres"]["rows"]
    assert any(r["name"] == "Red · Russian Empire" for r in rows), [r["name"] for r in rows]
    # undone, the old name is back
    g.undo()
    g.undo()
    assert g.to_json()["empires"]["red"] == "德" and g.to_json()["empire_names"]["red"] == ["德"]


@pytest.mark.parametrize("lang", ["en", "zh_Hans", "zh_Hant", "ja"])
def test_every_reading_and_option_is_in_every_export_and_on_the_players_page(lang: str) -> None:
    g = LieouGame(seed=3, options={"attack_dice": "fewer", "general_fate_8": "reroll"}, position=FLIGHT)
    card = [render(m, lang) for m in rules_card(g.options)]
    assert len(card) == len(CHOICES)
    assert any("attack_dice = fewer" in c for c in card) and any("general_fate_8 = reroll" in c for c in card)
    text = game_text(g, lang)
    html = game_html(g, lang=lang)
    page = page_state(g, lang)
    shown = [i["text"] for s in page["sections"] for i in s["items"]]
    for line in card:
        assert line in text
        assert line.replace("“", "&ldquo;").replace("”", "&rdquo;") in html or line in html \
            or _escaped(line) in html
        assert line in shown


def _escaped(s: str) -> str:
    from html import escape

    return escape(s)


def test_after_a_bombing_the_table_sees_the_bombing_and_its_air_combat_with_dice() -> None:
    pos = {"lands": {"德E": ["green", 9], "德D": ["red", 12], "法B": ["green", 3], "德B": ["green", 5]},
           "regimes": {"法": ["法B", "green"], "西": ["德B", "green"], "意": ["德E", "green"], "德": ["德D", "red"]},
           "capital": {"green": "法", "red": "德"}, "turn": "green", "initial_period": False,
           "airfields": ["德E", "德D"], "air": {"德E": 3, "德D": 2}}
    g = LieouGame(seed=5, position=pos)
    assert g.state.orders_left == 2
    g.act("attack 德B 德D")  # a land battle first: the table must not keep seeing it after the bombing
    g.act("fight")
    assert g.to_json()["last_battle"]["kind"] == "attack"
    g.act("bomb 德E 德D")
    g.act("roll 155/64")  # air combat round 1: 5 against 6 lost, 5 against 4 won
    g.act("fight")
    view = g.to_json()
    b = shown_engagement(view)
    assert b is not None and b["kind"] == "bomb" and not b["rounds"]
    lines = [render(m, "en") for m in engagement_lines(b)]
    assert lines[0] == "Green bombs Brandenburg (德D) from Hanover (德E)"
    assert lines[1] == "air combat 1: 155 / 64 → groups left 2 : 1"
    assert any(x.startswith("air combat won by ") for x in lines)
    assert last_dice(b)
    page = page_state(g)
    battle = next(s for s in page["sections"] if s["heading"] in ("Last battle", "Battle under way"))
    assert battle["items"][0]["text"] == lines[0]
    assert [i["text"] for i in battle["items"][1:]] == [x for x in lines[1:] if x not in ("taken", "held")]


def test_a_long_battle_shows_every_round_and_raids_are_shown_with_their_dice() -> None:
    pos = {"lands": {"德E": ["green", 40], "德D": ["red", 38]}, "regimes": {"法": ["德E", "green"], "德": ["德C", "red"]},
           "capital": {"green": "法", "red": "德"}, "turn": "green", "initial_period": False,
           "airfields": ["德E"], "air": {"德E": 2}}
    pos["lands"]["德C"] = ["red", 3]
    g = LieouGame(seed=11, position=pos)
    g.act("attack 德E 德D raid")
    g.act("fight")
    b = shown_engagement(g.to_json())
    assert b is not None
    rounds = b["rounds"]
    assert len(rounds) > 8
    lines = [render(m, "en") for m in engagement_lines(b)]
    assert any(x.startswith("raid Hanover (德E) → Brandenburg (德D): ") for x in lines)
    assert sum(1 for x in lines if x.split(":")[0].isdigit()) == len(rounds)  # every round, none dropped
    compact = [render(m, "en") for m in engagement_lines(b, compact_after=8)]
    assert len(compact) < len(lines)
    joined = " ".join(compact)
    for i in range(1, len(rounds) + 1):
        assert f"{i}: " in joined

"""Issue 20, part 3: "Why?" rendered from the engine's figures (why.py), in the four languages, on DATC cases
whose text gives the strengths (chapter 6.A-6.E: supports, cuts, head-to-head battles, beleaguered garrisons;
6.C and 6.F: the rule that settled a circular movement or a convoy paradox). And a phase of a game explained
again from its record, as it was adjudicated."""

from __future__ import annotations

import re

import pytest

from referee_app.games.diplomacy import Game, adjudicate
from referee_app.games.diplomacy.explain.why import RULE_KEYS, explained, result_why, why_text
from referee_app.games.diplomacy.rules.adjudication import Adjudication, OrderResult
from referee_app.games.diplomacy.rules.i18n import LANGUAGES, render
from tests.datc_runner import case_position, case_ruleset, load_cases, step_orders

CASES = {c.id: c for c in load_cases()}


def adjudicated(case_id: str) -> tuple[Adjudication, object]:
    case = CASES[case_id]
    rs = case_ruleset(case)
    orders, _ = step_orders(case.steps[0])
    return adjudicate(case_position(case, rs), orders, rs, explain=True), rs


def why(case_id: str, order_start: str, lang: str = "en") -> str:
    """The "Why?" of the order of the case written starting with ``order_start``, in ``lang``."""
    adj, rs = adjudicated(case_id)
    r = next(r for r in adj.results if r.text.startswith(order_start))
    lines = result_why(adj, r)
    assert lines is not None
    return "\n".join(render(m, lang, rs) for m in lines)  # type: ignore[arg-type]


# --- English: the figures the DATC text gives ----------------------------------------------------

def test_6a11_simple_bounce() -> None:
    text = why("6.A.11", "A Vienna")
    assert text.splitlines() == [
        "A VIE: attack strength 1",
        "against the prevent strength 1 of A VEN, moving to the same space",
        "1 does not beat 1: the move fails",
    ]


def test_6d2_a_cut_support_on_hold() -> None:
    assert why("6.D.2", "A Trieste").splitlines() == [
        "A TRI: attack strength 2",
        "support of F ADR: counted",
        "against the hold strength 1 of A VEN",
        "the support of A TYR is cut by A VIE",  # what makes the hold strength 1, under it
        "2 beats 1: the move succeeds",
    ]
    assert why("6.D.2", "A Venice").splitlines() == [
        "A VEN: hold strength 1",
        "support of A TYR: cut by A VIE",
        "A VEN is dislodged by A TRI",
        "the attack that dislodged it: A TRI, attack strength 2",  # the attack, with each support (issue 29)
        "with the support of F ADR",
        "2 beats 1: A VEN is dislodged",
    ]
    assert why("6.D.2", "A Tyrolia").splitlines()[0] == "its support: cut by A VIE"


def test_6e4_head_to_head_battle_and_the_prevent_strength_of_the_loser() -> None:
    assert why("6.E.4", "F Holland - North Sea").splitlines() == [
        "F HOL: attack strength 3",
        "support of F HEL: counted",
        "support of F SKA: counted",
        "against the defend strength 2 of F NTH (head-to-head battle)",
        "with the support of F BEL",
        "against the prevent strength 3 of F NWG, moving to the same space",
        "with the support of F EDI",
        "with the support of F YOR",
        "3 does not beat 3: the move fails",
    ]


def test_the_units_that_make_an_opposing_strength_are_under_it() -> None:
    adj, rs = adjudicated("6.E.4")
    r = next(r for r in adj.results if r.text == "F North Sea - Holland")
    e = (adj.explanations or {})[r.seq]
    defend = next(o for o in e["opposed_by"] if o["kind"] == "defend")
    assert defend["unit"] == "F HOL" and defend["strength"] == 3
    assert [s["unit"] for s in defend["supports"] if s["counted"]] == ["F HEL", "F SKA"]
    text = why_text("F NTH", e, "en", rs)  # type: ignore[arg-type]
    assert "against the defend strength 3 of F HOL (head-to-head battle)\n    with the support of F HEL\n" \
           "    with the support of F SKA\n" in text


def test_6e7_beleaguered_garrison_a_support_not_counted_against_its_own_power() -> None:
    text = why("6.E.7", "F Norway")
    assert "support of F YOR: not counted (it may not help dislodge a unit of its own power, rule 3.3.4)" in text
    assert "support of F SKA: counted" in text
    assert "against the prevent strength 2 of F HEL, moving to the same space" in text
    assert "2 does not beat 2: the move fails" in text


def test_6e2_an_attack_on_a_unit_of_its_own_power_has_strength_0() -> None:
    text = why("6.E.2", "A Berlin")
    assert "A BER: attack strength 0" in text
    assert "attack strength 0: the unit there is of its own power and stays (DATC 5.B, rule 3.3.4)" in text


def test_6f14_the_szykman_rule_and_the_dislodged_fleet_on_the_route() -> None:
    text = why("6.F.14", "A Brest")
    assert "convoy routes: by F ENG (dislodged by F WAL)" in text
    assert "attack strength 0: no convoy route is left" in text
    assert "convoy paradox, settled by the Szykman rule (DATC 4.A.2)" in text and "(F ENG and A BRE)" in text


def test_6c1_circular_movement_is_named() -> None:
    text = why("6.C.1", "F Ankara")
    assert "circular movement (DATC 6.C.1)" in text
    assert "1 beats 0: the move succeeds" in text


def test_every_rule_has_its_line() -> None:
    for rule, key in RULE_KEYS.items():
        for lang in LANGUAGES:
            from referee_app.games.diplomacy.rules.i18n import msg

            text = render(msg(key, units="X"), lang)
            assert text != key and "X" in text, (rule, lang)


# --- every language ------------------------------------------------------------------------------

# 6.D.2 (a cut support), 6.E.4 (a head-to-head battle), 6.E.7 (a beleaguered garrison): the key lines
EXPECTED = {
    "zh_Hant": {
        ("6.D.2", "A Trieste"): ["的里雅斯特陸軍：攻擊兵力2", "亞得里亞海艦隊之支援：計入", "對威尼斯陸軍之留守兵力1", "2大於1：移動成功"],
        ("6.D.2", "A Venice"): ["威尼斯陸軍：留守兵力1", "提洛爾陸軍之支援：被維也納陸軍阻斷", "威尼斯陸軍被的里雅斯特陸軍驅逐"],
        ("6.E.4", "F Holland - North Sea"): ["荷蘭艦隊：攻擊兵力3", "對北海艦隊之防守兵力2（對衝攻擊）",
                                             "對挪威海艦隊之阻擋兵力3（同時移往該區域）", "3不大於3：移動失敗"],
        ("6.E.7", "F Norway"): ["約克郡艦隊之支援：不計（不得協助驅逐本國部隊，棋例3.3.4.）", "2不大於2：移動失敗"],
    },
    "zh_Hans": {
        ("6.D.2", "A Trieste"): ["的里雅斯特陆军：攻击兵力2", "亚得里亚海舰队的支援：计入", "对威尼斯陆军的留守兵力1", "2大于1：移动成功"],
        ("6.D.2", "A Venice"): ["威尼斯陆军：留守兵力1", "提洛尔陆军的支援：被维也纳陆军切断", "威尼斯陆军被的里雅斯特陆军驱逐"],
        ("6.E.4", "F Holland - North Sea"): ["荷兰舰队：攻击兵力3", "对北海舰队的防守兵力2（对冲攻击）", "3不大于3：移动失败"],
        ("6.E.7", "F Norway"): ["约克郡舰队的支援：不计（不能协助驱逐本国部队，规则3.3.4）", "2不大于2：移动失败"],
    },
    "ja": {
        ("6.D.2", "A Trieste"): ["トリエステの陸軍：攻撃戦力2", "アドリア海の海軍の支援：有効", "ヴェネツィアの陸軍の維持戦力1に対して",
                                 "2は1より大きい：移動成功"],
        ("6.D.2", "A Venice"): ["ヴェネツィアの陸軍：維持戦力1", "チロルの陸軍の支援：ウィーンの陸軍にカットされた",
                                "ヴェネツィアの陸軍はトリエステの陸軍に撃退された"],
        ("6.E.4", "F Holland - North Sea"): ["オランダの海軍：攻撃戦力3", "北海の海軍の防御戦力2に対して（正面衝突）",
                                             "3は3より大きくない：移動失敗"],
        ("6.E.7", "F Norway"): ["ヨークシャーの海軍の支援：数えない（自国の駒の撃退には加われない、ルール3.3.4）",
                                "2は2より大きくない：移動失敗"],
    },
}


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_the_figures_read_in_each_language(lang: str) -> None:
    for (case_id, order), lines in EXPECTED[lang].items():
        text = why(case_id, order, lang).splitlines()
        for line in lines:
            assert line in text, f"{lang} {case_id} {order}: {line!r} not in {text}"


CASES_WITH_FIGURES = ["6.A.11", "6.B.1", "6.C.1", "6.D.1", "6.D.2", "6.D.3", "6.D.9", "6.E.1", "6.E.2", "6.E.4", "6.E.7",
                      "6.E.9", "6.E.15", "6.F.14", "6.F.22"]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("case_id", CASES_WITH_FIGURES)
def test_every_strength_appears_in_the_text_in_every_language(case_id: str, lang: str) -> None:
    """Each figure of the explain data is in the rendered text, and no English is left in another language."""
    adj, rs = adjudicated(case_id)
    phase = {str(r.order.unit): adj.explanations[r.seq] for r in adj.results  # type: ignore[union-attr,index]
             if adj.explanations and r.seq in adj.explanations}
    for unit, e in phase.items():
        text = why_text(unit, e, lang, rs, phase)  # type: ignore[arg-type]
        numbers = re.findall(r"\d+", text)
        strength = e.get("attack_strength", e.get("hold_strength"))
        assert str(strength) in numbers, (case_id, lang, unit, text)
        for o in e.get("opposed_by", ()):
            assert str(o["strength"]) in numbers
        if lang != "en":
            prose = re.sub(r"DATC \d\.[A-Z](\.\d+)?|Szykman", "", text)
            assert not re.search(r"[A-Za-z]{2,}", prose), (case_id, lang, text)
            assert unit not in text  # units named in the language, not by code


# --- a phase of a game explained again ----------------------------------------------------------

def test_a_past_phase_of_a_game_is_explained_as_it_was_adjudicated() -> None:
    game = Game.new("standard")
    game.set_orders("AUSTRIA", ["A Vie - Tyr", "A Bud - Gal", "F Tri H"])
    game.set_orders("ITALY", ["A Ven - Tyr", "A Rom - Ven"])
    game.set_orders("RUSSIA", ["A War - Gal"])
    game.process()
    game.set_orders("AUSTRIA", ["A Vie - Bud"])
    game.process()
    first = game.history[0]
    assert first.adjudication is not None and first.adjudication.explanations is None  # the game keeps no figures
    full = explained(game, first)
    assert [(r.power, r.text, r.status) for r in full.results] == \
        [(r.power, r.text, r.status) for r in first.adjudication.results]
    r: OrderResult = next(r for r in full.results if r.text == "A Vie - Tyr")
    lines = result_why(full, r)
    assert lines is not None
    text = "\n".join(render(m, "en", game.ruleset) for m in lines)
    assert "against the prevent strength 1 of A VEN, moving to the same space" in text


def test_a_phase_other_than_movement_has_nothing_to_explain() -> None:
    game = Game.new("standard")
    game.edit(["clear units", "GERMANY", "A RUH", "FRANCE", "A BUR", "A BEL"], note="a dislodgement")
    game.set_orders("FRANCE", ["A Bur - Ruh", "A Bel S A Bur - Ruh"])
    game.process()
    assert game.phase.type.value == "R"
    game.set_orders("GERMANY", ["A Ruh D"])
    game.process()
    retreats = game.history[1]
    assert retreats.phase.type.value == "R" and retreats.adjudication is not None
    again = explained(game, retreats)
    assert again is retreats.adjudication  # given back as it was adjudicated
    assert all(result_why(again, r) is None for r in again.results)
    movement = explained(game, game.history[0])
    dislodged = next(r for r in movement.results if r.text == "A Bur - Ruh")
    assert result_why(movement, dislodged) is not None

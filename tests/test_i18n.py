"""The core speaks four languages: catalogues complete, errors and results rendered with the
ruleset's names, English unchanged, orders typed in any of the languages read back."""

from __future__ import annotations

import ast
import random
import re
import string
from pathlib import Path

import pytest

from referee_app.core.messages import KERNEL_KEYS, package_catalogue
from referee_app.games.diplomacy import (
    Game,
    Location,
    OrderError,
    Phase,
    Position,
    Unit,
    UnitType,
    adjudicate,
    i18n,
    load_ruleset,
    parse_order,
)
from referee_app.games.diplomacy.rules.i18n import (
    INTERNAL_KEYS,
    LANGUAGES,
    Many,
    Message,
    P,
    U,
    W,
    detect_language,
    error_text,
    msg,
    normalize_language,
    order_text,
    phase_name,
    placeholders,
    render,
    result_reason,
    result_text,
)
from referee_app.games.diplomacy.rules.state import PhaseType, Season
from referee_app.games.diplomacy.table.endings import end_by_agreement
from referee_app.games.diplomacy.table.randomgame import random_game, random_orders

ROOT = Path(__file__).resolve().parent.parent
CODE = ROOT / "referee_app"
OTHER_GAMES = ("lieou", "paths_of_glory")  # their catalogues have their own tests


def catalogue(lang: str) -> dict[str, str | dict[str, str]]:
    """Diplomacy's catalogue with the kernel's (what Diplomacy renders with); other games' keys apart."""
    return {**package_catalogue("referee_app.core", lang), **package_catalogue("referee_app.games.diplomacy", lang)}
RS = load_ruleset("standard")
OTHERS = [lang for lang in LANGUAGES if lang != "en"]

# a translation may leave out a placeholder whose value the sentence already carries: the attacker
# "A BUR from Burgundy" is one phrase in Chinese and Japanese ("勃艮第陸軍", "ブルゴーニュの陸軍")
MAY_OMIT = {
    "result.dislodged_by": {"province"},
    "result.support_cut_by": {"province"},
    "result.bounced_off": {"province"},
}


def _sections() -> set[str]:
    return {key.split(".", 1)[0] for key in catalogue("en")}


def keys_in_code() -> dict[str, set[str]]:
    """Every catalogue key written out in the program's source: key -> files using it."""
    sections = _sections()
    found: dict[str, set[str]] = {}
    for path in CODE.rglob("*.py"):
        if any(part in OTHER_GAMES for part in path.relative_to(CODE).parts):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                text = node.value
                if re.fullmatch(r"[A-Za-z_][\w\-]*(\.[\w\-]+)+", text) and text.split(".", 1)[0] in sections:
                    found.setdefault(text, set()).add(str(path.relative_to(ROOT)))
    return found


def _variants(entry: str | dict[str, str]) -> list[str]:
    return list(entry.values()) if isinstance(entry, dict) else [entry]


def _names(entry: str | dict[str, str]) -> set[str]:
    out: set[str] = set()
    for t in _variants(entry):
        out |= placeholders(t)
    return out


# --- the catalogues ---------------------------------------------------------------------------

def data_keys() -> set[str]:
    """Keys the code makes from data: the ruleset's own, each scoring system's title, the tie-breaks."""
    from referee_app.tournament import scoring, tournament

    return set(INTERNAL_KEYS) | set(KERNEL_KEYS) | set(scoring.MESSAGE_KEYS) | set(tournament.MESSAGE_KEYS)


def test_every_key_the_code_uses_is_in_every_catalogue():
    used = set(keys_in_code()) | data_keys()
    assert len(used) > 200  # the scan found the program's messages
    for lang in LANGUAGES:
        missing = sorted(used - set(catalogue(lang)))
        assert not missing, f"{lang}.toml lacks {missing}"


def test_catalogues_have_the_same_keys():
    en = set(catalogue("en"))
    for lang in OTHERS:
        cat = set(catalogue(lang))
        assert not en - cat, f"{lang} lacks {sorted(en - cat)}"
        assert not cat - en, f"{lang} has keys English lacks: {sorted(cat - en)}"


def test_no_catalogue_key_is_unused():
    used = set(keys_in_code()) | data_keys()
    unused = sorted(set(catalogue("en")) - used)
    assert not unused, f"keys no code uses: {unused}"


def test_translations_use_the_same_placeholders():
    for lang in OTHERS:
        cat = catalogue(lang)
        for key, entry in catalogue("en").items():
            want = _names(entry)
            got = _names(cat[key])
            assert got <= want, f"{lang} {key}: unknown placeholders {sorted(got - want)}"
            omitted = want - got
            assert omitted <= MAY_OMIT.get(key, set()), f"{lang} {key}: leaves out {sorted(omitted)}"


def test_every_template_formats_and_translations_are_not_english():
    for lang in LANGUAGES:
        for key, entry in catalogue(lang).items():
            for t in _variants(entry):
                out = t.format_map({name: "X" for name in placeholders(t)})
                assert "{" not in out and "}" not in out, (lang, key)
                assert t.strip() or key.startswith("_fmt.list"), (lang, key)
    # a translated sentence is not left in English (codes, DATC, JSON names and orders aside)
    english_words = re.compile(r"\b(the|is|not|and|cannot|unit|army|fleet|support|convoy)\b")
    for lang in OTHERS:
        for key, entry in catalogue(lang).items():
            if key.startswith(("contract.", "_fmt.coast")):
                continue
            for t in _variants(entry):
                prose = re.sub(r"\{\w+\}", "", t)
                assert not english_words.search(prose), f"{lang} {key} looks English: {t}"


def test_plural_tables_only_in_english():
    for lang in OTHERS:
        assert not any(isinstance(v, dict) for v in catalogue(lang).values())
    assert render(msg("result.too_many_builds", n=1)) == "only 1 build allowed; this one is over the count (DATC 4.D.4)"
    assert render(msg("result.too_many_builds", n=2)) == "only 2 builds allowed; this one is over the count (DATC 4.D.4)"
    assert render(msg("result.too_many_builds", n=2), "ja") == "増設できるのは2個まで。この命令は数を超えている（DATC 4.D.4）"


# --- order errors -------------------------------------------------------------------------------

NAMES = {
    "zh_Hant": ("巴黎", "慕尼黑"),
    "zh_Hans": ("巴黎", "慕尼黑"),
    "ja": ("パリ", "ミュンヘン"),
    "en": ("Paris", "Munich"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_order_error_in_each_language_names_the_provinces_in_it(lang):
    game = Game.new(RS)
    check = game.check_line("FRANCE", "A Par - Mun")
    assert not check.ok and check.message is not None
    text = error_text(check, lang, RS)
    paris, munich = NAMES[lang]
    assert paris in text and munich in text, text
    if lang != "en":
        assert "Paris" not in text and "Munich" not in text


def test_str_of_an_error_stays_english():
    game = Game.new(RS)
    with pytest.raises(OrderError) as err:
        parse_order("A Par - Mun", "FRANCE", game.position, RS)
    assert str(err.value) == "Paris is not next to Munich"
    assert render(err.value.message, "zh_Hant", RS) == "巴黎與慕尼黑並不接鄰"
    assert render(err.value.message, "zh_Hans", RS) == "巴黎与慕尼黑不相邻"
    assert render(err.value.message, "ja", RS) == "パリはミュンヘンに隣接していません"
    assert error_text(err.value, "ja", RS) == "パリはミュンヘンに隣接していません"
    # the line check keeps the English text it always had
    check = game.check_line("FRANCE", "A Par - Mun")
    assert check.error == "Paris is not next to Munich"


@pytest.mark.parametrize("line, lang, expected", [
    ("A Pqr - Bur", "zh_Hant", "「pqr」不是圖板上的區域"),
    ("A Par - Bur - Mar - Xyz", "ja", "「xyz」はこの盤上の地域ではありません"),
    ("F Bre - Par", "zh_Hant", "艦隊不能駛入內陸之巴黎"),
    ("F Bre - Par", "ja", "海軍は内陸のパリには入れません"),
    ("A Mun - Ber", "zh_Hans", "慕尼黑的陆军属于德国；法国只能指挥本国部队"),
    ("A Mun - Ber", "ja", "ミュンヘンの陸軍はドイツの駒です。フランスが命令できるのは自国の駒だけです"),
    ("A Par Bur", "zh_Hant", "兩個區域之間欠缺指令用語"),
])
def test_order_errors_read_naturally(line, lang, expected):
    check = Game.new(RS).check_line("FRANCE", line)
    assert expected in error_text(check, lang, RS)


def test_ambiguous_abbreviation_with_the_rulesets_note():
    jp = load_ruleset("jp-pbem")
    game = Game.new(jp)
    check = game.check_line("FRANCE", "A Par - Bur")
    assert check.error_code == "ambiguous-name"
    en = error_text(check, "en", jp)
    assert en == check.error and "seed 004" in en
    ja = error_text(check, "ja", jp)
    assert "ブルゴーニュ（BUR）" in ja and "ブルガリア（BUL）" in ja and "ルール2.4.3" in ja
    # the ruleset gives its note in Japanese too ([alias_notes_i18n.ja])
    assert ja.endswith("「Bul」または「Burgundy」と書いてください") and "seed 004" not in ja
    assert "seed 004" not in error_text(check, "zh_Hant", jp)


def test_codes_only_shows_codes():
    check = Game.new(RS).check_line("FRANCE", "A Par - Mun")
    assert error_text(check, "zh_Hant", RS, codes=True) == "PAR與MUN並不接鄰"


# --- results ---------------------------------------------------------------------------------------

def _spring_results():
    pos = Game.new(RS).position
    orders = {
        "FRANCE": ["A Par - Bur", "A Mar - Bur", "F Bre H"],
        "GERMANY": ["A Mun - Bur", "A Ber S A Mun - Bur", "F Kie - Den"],
        "ITALY": ["A Ven S A Rom - Apu", "A Rom - Tus"],
        "ENGLAND": ["F Lon - Nth", "F Edi - Nwg", "A Lvp - Yor", "A Lvp - Wal"],
    }
    return adjudicate(pos, orders, RS)


def test_results_carry_their_reason_as_a_message():
    adj = _spring_results()
    for r in adj.results:
        if r.reason:
            assert r.reason_msg is not None
            assert render(r.reason_msg, "en", RS) == r.reason
            assert result_reason(r, "en", RS) == r.reason
        else:
            assert r.reason_msg is None and result_reason(r, "ja", RS) == ""
    by_text = {r.text: r for r in adj.results}
    mun = by_text["A Mun - Bur"]
    assert mun.reason == "bounced in Burgundy with A MAR, A PAR (strength 1)"
    assert result_reason(mun, "zh_Hant", RS) == "與馬賽陸軍、巴黎陸軍於勃艮第規避（兵力1）"
    assert result_reason(mun, "ja", RS) == "ブルゴーニュでマルセイユの陸軍、パリの陸軍とスタンドオフ（戦力1）"
    assert result_reason(by_text["A Ven S A Rom - Apu"], "zh_Hant", RS) == "羅馬之部隊並未被指令前往普利亞"
    assert result_reason(by_text["F Kie - Den"], "ja", RS) == "移動した"
    assert result_reason(by_text["A Lvp - Wal"], "zh_Hans", RS) == "这支部队收到不同的指令，因此留守原地（DATC 4.D.3）"


def test_no_english_province_name_in_translated_results():
    rng = random.Random(7)
    english = {p.name for p in RS.map.provinces.values()}
    checked = 0
    for _pos, _orders, adj in random_game(RS, 3, years=3):
        for r in adj.results:
            if r.reason_msg is None or rng.random() < 0.5:
                continue
            for lang in OTHERS:
                text = result_reason(r, lang, RS)
                assert not any(re.search(rf"\b{re.escape(n)}\b", text) for n in english), (lang, text)
                checked += 1
    assert checked > 50


def test_civil_disorder_results_and_generated_orders_translate():
    game = Game.new(RS, civil_disorder=["ITALY"])
    check = game.check_line("ITALY", "A Ven H")
    assert check.error_code == "civil-disorder"
    assert error_text(check, "zh_Hant", RS).startswith("意大利陷入內亂")
    # a default removal written by the rules
    units = [Unit("FRANCE", UnitType.ARMY, Location(p)) for p in ("PAR", "MAR", "BUR")]
    pos = Position.build(Phase(1901, Season.WINTER, PhaseType.ADJUSTMENTS), units, {"PAR": "FRANCE", "MAR": "FRANCE"})
    adj = adjudicate(pos, {}, RS)
    (r,) = adj.results
    assert r.tag == "removed-default" and r.text_msg is not None
    assert result_text(r, "en", RS) == r.text == "(removal by the civil-disorder rules) A BUR"
    assert result_text(r, "zh_Hant", RS) == "（依內亂規則復員）勃艮第陸軍"
    assert result_reason(r, "ja", RS).startswith("削減：削減命令が足りない。最寄りの支配下の補給都市から1地域。")


# --- orders written in each language ---------------------------------------------------------------

@pytest.mark.parametrize("power, line, canonical", [
    ("FRANCE", "A 巴黎 - 勃艮第", "A PAR - BUR"),
    ("FRANCE", "陸軍 巴黎 進攻 勃艮第", "A PAR - BUR"),
    ("FRANCE", "陆军 巴黎 进攻 勃艮第", "A PAR - BUR"),
    ("FRANCE", "陸軍 パリ → ブルゴーニュ", "A PAR - BUR"),
    ("FRANCE", "陸軍 パリ 支援 陸軍 マルセイユ → ブルゴーニュ", "A PAR S A MAR - BUR"),
    ("FRANCE", "陸軍 巴黎 支援 艦隊 布雷斯特 留守", "A PAR S F BRE"),
    ("FRANCE", "陸軍 パリ 維持", "A PAR H"),
    ("FRANCE", "陆军 巴黎 待机", "A PAR H"),
    ("RUSSIA", "艦隊 聖彼得堡（南岸） → 波的尼亞灣", "F STP/SC - BOT"),
    ("RUSSIA", "海軍 サンクトペテルブルク（南岸） → ボスニア湾", "F STP/SC - BOT"),
    ("ITALY", "陸軍 ヴェネツィア → ティロル", "A VEN - TYR"),
    ("ENGLAND", "英國：艦隊 倫敦 - 北海", "F LON - NTH"),
])
def test_orders_typed_in_chinese_and_japanese(power, line, canonical):
    check = Game.new(RS).check_line(power, line)
    assert check.ok, check.error
    assert check.canonical == canonical


@pytest.mark.parametrize("line", [
    "艦隊 北海 護航 陸軍 倫敦 - 挪威",
    "舰队 北海 护航 陆军 伦敦 - 挪威",
    "海軍 北海 輸送 陸軍 ロンドン → ノルウェー",
    "艦隊 北海 運輸 陸軍 倫敦 - 挪威",
])
def test_convoy_orders_in_chinese_and_japanese(line):
    pos = Position.build(Phase(1901, Season.SPRING, PhaseType.MOVEMENT),
                         [Unit("ENGLAND", UnitType.FLEET, Location("NTH")), Unit("ENGLAND", UnitType.ARMY, Location("LON"))], {})
    check = Game.new(RS, position=pos).check_line("ENGLAND", line)
    assert check.canonical == "F NTH C A LON - NWY", check.error


def test_orders_written_out_in_each_language_read_back():
    seen = 0
    rng = random.Random(11)
    for pos, _orders, _adj in random_game(RS, 11, years=4):
        for power, lst in random_orders(pos, RS, rng).items():
            for order in lst:
                for lang in OTHERS:
                    text = order_text(order, lang, RS)
                    assert parse_order(text, power, pos, RS) == order, (lang, text)
                    seen += 1
    assert seen > 500


def test_order_text_examples():
    pos = Game.new(RS).position
    o = parse_order("F STP/SC - BOT", "RUSSIA", pos, RS)
    assert order_text(o, "zh_Hant", RS) == "艦隊 聖彼得堡（南岸） → 波的尼亞灣"
    assert order_text(o, "ja", RS) == "海軍 サンクトペテルブルク（南岸） → ボスニア湾"
    assert order_text(o, "en", RS) == "F STP/SC - BOT"
    assert order_text(o, "zh_Hans", RS, codes=True) == "舰队 STP/SC → BOT"


# --- names, phases, endings -------------------------------------------------------------------

def test_wrappers_render_names():
    unit = Unit("RUSSIA", UnitType.FLEET, Location("STP", "SC"))
    m = Message("result.built", {"unit": U(unit)})
    assert render(m, "en", RS) == "built F STP/SC"
    assert render(m, "zh_Hant", RS) == "聖彼得堡（南岸）艦隊成軍"
    assert render(m, "ja", RS) == "サンクトペテルブルク（南岸）の海軍を増設した"
    draw = msg("endings.draw", powers=Many([W("ENGLAND"), W("FRANCE"), W("ITALY")], "and"))
    assert render(draw, "en", RS).endswith("England, France and Italy")
    assert render(draw, "zh_Hant", RS).endswith("英國、法國及意大利")
    assert render(msg("parse.did_you_mean", names=Many([P("PAR", True)])), "ja", RS) == "。パリ（PAR）のことですか？"


def test_phase_names():
    s = Phase(1901, Season.SPRING, PhaseType.MOVEMENT)
    w = Phase(1901, Season.WINTER, PhaseType.ADJUSTMENTS)
    assert phase_name(s) == s.long_name() == "Spring 1901 Movement"
    assert phase_name(w, "zh_Hant") == "1901年冬季（部隊數目調整）"
    assert phase_name(s, "zh_Hans") == "1901年春季（行动）"
    assert phase_name(Phase(1902, Season.FALL, PhaseType.RETREATS), "ja") == "1902年秋 後退フェイズ"


def test_game_end_detail_in_each_language():
    game = Game.new(RS)
    end_by_agreement(game, how="draw")
    assert game.end is not None
    assert i18n.end_detail(game.end, "en", RS) == game.end.detail
    assert "英國、法國" in i18n.end_detail(game.end, "zh_Hant", RS)
    assert i18n.end_text(game.end, "ja", RS).startswith("ゲーム終了：生存者の合意による引き分け、")
    # the detail survives the record
    again = Game.replay(game.events)
    assert i18n.end_detail(again.end, "zh_Hans", RS) == i18n.end_detail(game.end, "zh_Hans", RS)


def test_messages_round_trip_through_json():
    game = Game.new(RS)
    check = game.check_line("RUSSIA", "F Stp/sc - Fin - Xyz")
    adj = _spring_results()
    messages = [check.message] + [r.reason_msg for r in adj.results if r.reason_msg is not None]
    for m in messages:
        back = Message.from_json(m.to_json())
        for lang in LANGUAGES:
            assert render(back, lang, RS) == render(m, lang, RS)


def test_state_error_messages_translate():
    game = Game.new(RS)
    with pytest.raises(Exception) as err:
        game.undo()
    assert str(err.value) == "there is no adjudication to undo"
    assert error_text(err.value, "zh_Hant") == "沒有可撤銷之行動裁定"


def test_plain_text_errors_fall_back_to_their_text():
    from referee_app.games.diplomacy.rules.errors import RefereeError

    err = RefereeError("something odd")
    assert error_text(err, "ja") == "something odd"


# --- the system's language -----------------------------------------------------------------------

@pytest.mark.parametrize("env, lang", [
    ({"LANG": "zh_TW.UTF-8"}, "zh_Hant"),
    ({"LANG": "zh_HK.UTF-8"}, "zh_Hant"),
    ({"LANG": "zh_CN.UTF-8"}, "zh_Hans"),
    ({"LANG": "zh_SG.UTF-8"}, "zh_Hans"),
    ({"LANG": "ja_JP.UTF-8"}, "ja"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "C"}, "en"),
    ({"LC_ALL": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"}, "ja"),
    ({"LANGUAGE": "zh_TW:en", "LANG": "en_US.UTF-8"}, "zh_Hant"),
    ({"LANGUAGE": "fr:ja", "LANG": "en_US.UTF-8"}, "ja"),
    ({"REFEREE_LANG": "zh_Hans", "LANG": "ja_JP.UTF-8"}, "zh_Hans"),
    ({}, "en"),
])
def test_detect_language(env, lang):
    assert detect_language(env) == lang


@pytest.mark.parametrize("text, lang", [
    ("zh-Hant", "zh_Hant"), ("zh_hans", "zh_Hans"), ("ja", "ja"), ("ja_JP", "ja"), ("en", "en"),
    ("Chinese (Traditional)_Taiwan", "zh_Hant"), ("Japanese_Japan", "ja"), ("zh", "zh_Hans"), ("fr_FR", None),
])
def test_normalize_language(text, lang):
    assert normalize_language(text) == lang


def test_core_catalogues_are_package_data():
    import tomllib

    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = data["tool"]["setuptools"]["package-data"]["referee_app.core"]
    assert "locale/*.toml" in patterns
    assert sorted(p.stem for p in (CODE / "core" / "locale").glob("*.toml")) == sorted(LANGUAGES)


def test_placeholder_helper():
    assert placeholders("a {x} b {y}") == {"x", "y"}
    assert list(string.Formatter().parse("{a}"))[0][1] == "a"

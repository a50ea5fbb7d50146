"""The window, the projector, the exports and the command line in the table's language: switched
live, complete catalogues, compiled catalogues that match their sources, fonts that cover every
character the program writes."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from gui_helpers import make_window, type_all
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QRawFont

from referee_app.games.diplomacy import Game
from referee_app.games.diplomacy.rules.i18n import LANGUAGES, catalogue, error_text
from referee_app.gui import language

ROOT = Path(__file__).resolve().parent.parent
GUI = ROOT / "referee_app" / "gui"
TS = {lang: GUI / "i18n" / f"referee_{lang}.ts" for lang in LANGUAGES if lang != "en"}


@pytest.fixture(autouse=True)
def _english_afterwards(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    yield
    language.install("en")


# --- the catalogues --------------------------------------------------------------------------

def texts_in_code() -> set[tuple[str, str]]:
    """(context, text) of every translate(...) and QT_TRANSLATE_NOOP(...) in the window's code."""
    found: set[tuple[str, str]] = set()
    for path in GUI.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            fn = node.func
            name = fn.attr if isinstance(fn, ast.Attribute) else fn.id if isinstance(fn, ast.Name) else ""
            if name not in ("translate", "QT_TRANSLATE_NOOP"):
                continue
            ctx, text = node.args[0], node.args[1]
            if isinstance(ctx, ast.Constant) and isinstance(text, ast.Constant) and isinstance(text.value, str):
                found.add((str(ctx.value), text.value))
    return found


def ts_messages(path: Path) -> dict[tuple[str, str], str]:
    out = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name", "")
        for m in ctx.iter("message"):
            tr = m.find("translation")
            if tr is not None and tr.get("type") in ("vanished", "obsolete"):
                continue
            out[(name, m.findtext("source", ""))] = "" if tr is None or tr.get("type") == "unfinished" else (tr.text or "")
    return out


@pytest.mark.parametrize("lang", sorted(TS))
def test_every_window_text_has_a_translation(lang):
    used = texts_in_code()
    assert len(used) > 250
    messages = ts_messages(TS[lang])
    missing = sorted(t for t in used if not messages.get(t, "").strip())
    assert not missing, f"{TS[lang].name} lacks translations for {missing[:10]}"
    unused = sorted(set(messages) - used)
    assert not unused, f"{TS[lang].name} has texts the code no longer uses: {unused[:10]}"


@pytest.mark.parametrize("lang", sorted(TS))
def test_translations_keep_placeholders_and_accelerators(lang):
    for (ctx, src), tr in ts_messages(TS[lang]).items():
        assert set(re.findall(r"\{\w+\}", src)) == set(re.findall(r"\{\w+\}", tr)), (ctx, src, tr)
        if re.search(r"&[A-Za-z]", src) and ctx == "MainWindow" and not src.startswith("<"):
            assert re.search(r"&[A-Za-z]", tr), (src, tr)


@pytest.mark.parametrize("lang", sorted(TS))
def test_compiled_catalogues_match_their_sources(lang):
    qm = language.catalogue_path(lang)
    translator = QTranslator()
    assert translator.load(str(qm)), f"{qm} is missing: run tools/update_translations.py"
    for (ctx, src), tr in ts_messages(TS[lang]).items():
        assert translator.translate(ctx, src) == tr, f"{qm.name} is older than {TS[lang].name}: [{ctx}] {src!r}"


def test_bundled_fonts_cover_every_character_the_program_writes(qapp):
    fonts = sorted(language.FONT_DIR.glob("RefereeSansCJK*-Regular.otf"))
    assert [f.name for f in fonts] == ["RefereeSansCJKJP-Regular.otf", "RefereeSansCJKSC-Regular.otf",
                                       "RefereeSansCJKTC-Regular.otf"]
    licence = (language.FONT_DIR / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence and "Reserved Font Name 'Source'" in licence
    text = "".join(str(v) for lang in LANGUAGES for v in catalogue(lang).values())
    text += "".join(ts_messages(p).__repr__() for p in TS.values())
    from referee_app.games.diplomacy import load_ruleset

    for rs in ("standard", "jp-pbem"):
        gm = load_ruleset(rs).map
        text += "".join(n for p in gm.provinces.values() for n in p.names.values())
        text += "".join(n for p in gm.powers.values() for n in [*p.names.values(), *p.adjectives.values()])
    cjk = sorted({ch for ch in text if re.match(r"[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]", ch)})
    assert len(cjk) > 800
    for path in fonts:
        raw = QRawFont(str(path), 16)
        assert raw.isValid()
        lost = [ch for ch in cjk if not raw.supportsCharacter(ord(ch))]
        assert not lost, f"{path.name} lacks {''.join(lost)}: run tools/make_cjk_fonts.py"
        assert raw.familyName() == f"Referee Sans CJK {path.stem[14:16]}"  # not passed off as Noto Sans CJK (OFL 3)


# --- the window ----------------------------------------------------------------------------

def test_switching_the_language_retranslates_the_window_live(qtbot):
    w = make_window(qtbot)
    type_all(qtbot, w, {"FRANCE": ["A Mar - Spa", "A Par - Mun"]})
    pane = w.pane("FRANCE")
    assert w.file_menu.title() == "&File" and w.adjudicate_button.text() == "Adjudicate  (Ctrl+Enter)"
    assert pane.annotation(1) == ("error", "Paris is not next to Munich")
    w.clock_start_pause()  # the diplomacy period
    assert w.clock_widget.period_label.text().startswith("DIPLOMACY")

    w.set_language("zh_Hant", remember=False)
    assert w.file_menu.title() == "檔案(&F)" and w.language_menu.title() == "語言(&L)"
    assert w.adjudicate_button.text() == "行動裁定（Ctrl+Enter）"
    assert w.phase_label.text() == "1901年春季（行動）"
    assert w.info_tabs.tabText(2) == "軍需區及部隊數目調整"
    assert pane.annotation(1) == ("error", "巴黎與慕尼黑並不接鄰")
    assert pane.line_info.text().endswith("第2行： 巴黎與慕尼黑並不接鄰</span>")
    assert "法國" in w.power_tabs.label(2)
    assert w.clock_widget.period_label.text().startswith("交涉期")  # the rulebook's word for the period
    assert w.board is not None and w.board.language() == "zh_Hant"

    w.set_language("ja", remember=False)
    assert w.file_menu.title() == "ファイル(&F)" and w.adjudicate_button.text() == "判定（Ctrl+Enter）"
    assert w.phase_label.text() == "1901年春 移動フェイズ"
    assert pane.annotation(1) == ("error", "パリはミュンヘンに隣接していません")
    assert "フランス" in w.power_tabs.label(2)

    w.set_language("en", remember=False)
    assert w.file_menu.title() == "&File" and w.phase_label.text() == "Spring 1901 Movement"
    assert pane.annotation(1) == ("error", "Paris is not next to Munich")


def test_results_and_record_follow_the_language(qtbot):
    w = make_window(qtbot)
    type_all(qtbot, w, {"FRANCE": ["A Par - Bur"], "GERMANY": ["A Mun - Bur"]})
    w.adjudicate()
    w.set_language("zh_Hant", remember=False)
    rows = {r[1]: r for r in w.results.rows()}
    assert rows["A Par - Bur"][0] == "法國" and rows["A Par - Bur"][2] == "陸軍 巴黎 → 勃艮第"
    assert rows["A Par - Bur"][3] == "失敗" and "勃艮第" in rows["A Par - Bur"][4]
    assert w.results.heading.text().startswith("1901年春季（行動）之結果")
    assert "勃艮第" in w.results.standoffs.text()
    texts = [w.record.list.item(i).text() for i in range(w.record.list.count())]
    from referee_app.games.diplomacy import Phase
    from referee_app.games.diplomacy.rules.i18n import phase_name

    spring = phase_name(Phase.parse("S1901M"), "zh_Hant")
    assert any(f"已裁定 {spring}" in t for t in texts)
    assert not any("S1901M" in t for t in texts)  # phases by their names, not their codes
    centres = {r[0]: r for r in w.centres.rows()}
    assert "法國" in centres


def test_projector_follows_the_language_and_codes_only(qtbot):
    w = make_window(qtbot)
    w.toggle_projector()
    proj = w.projector
    assert proj is not None
    qtbot.addWidget(proj)
    w.set_language("ja", remember=False)
    assert proj.title.text() == "1901年春 移動フェイズ"
    assert proj.centres_heading.text() == "補給都市（18で勝利）"
    assert proj.board.language() == "ja"
    labels = {t.lines for t in proj.board.current_scene().labels}
    assert ("パリ",) in labels
    w.set_codes_only(True, remember=False)
    assert proj.board.language() == "codes" and w.board is not None and w.board.language() == "codes"
    assert ("PAR",) in {t.lines for t in proj.board.current_scene().labels}
    assert "パリ" in w.board.tooltip_text("PAR") and "PAR" in w.board.tooltip_text("PAR")  # the name on hover
    proj.detach()
    proj.close()


def test_the_choice_is_remembered_and_the_system_language_is_the_default(qtbot, monkeypatch):
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "zh_TW.UTF-8")
    assert language.preferred_language() == "zh_Hant"
    w = make_window(qtbot)
    w.set_language("zh_Hans")  # from code: not remembered
    assert language.preferred_language() == "zh_Hant"
    w.act_languages["ja"].trigger()  # the Language menu remembers
    assert w.lang == "ja" and language.preferred_language() == "ja"
    w.act_codes_only.trigger()
    assert w.codes_only and language.codes_only()
    w.act_system_language.trigger()
    assert w.lang == "zh_Hant" and language.preferred_language() == "zh_Hant"
    assert w.act_system_language.isChecked()


def test_an_order_typed_in_japanese_is_read_and_shown(qtbot):
    w = make_window(qtbot)
    w.set_language("ja", remember=False)
    w.select_power(w.game.powers.index("FRANCE"))
    pane = w.pane("FRANCE")
    pane.editor.insertPlainText("陸軍 パリ → ブルゴーニュ\n陸軍 マルセイユ → ミュンヘン")  # as an input method writes it
    assert pane.annotation(0) == ("ok", "A PAR - BUR")
    assert pane.annotation(1)[0] == "error" and "ミュンヘン" in pane.annotation(1)[1]
    assert error_text(w.game.check_line("FRANCE", "陸軍 マルセイユ → ミュンヘン"), "ja", w.game.ruleset) == pane.annotation(1)[1]


def test_dialogs_speak_the_language(qtbot):
    from referee_app.gui.diplomacy.panels import DeclareEndDialog
    from referee_app.gui.new_game_dialog import NewGameDialog

    language.install("zh_Hans")
    game = Game.new("standard")
    dlg = DeclareEndDialog(game)
    qtbot.addWidget(dlg)
    assert dlg.windowTitle() == "宣布对局结束" and dlg.boxes["FRANCE"].text() == "法国（3个军需区）"
    ng = NewGameDialog(None, games_dir=Path("/tmp"))
    qtbot.addWidget(ng)
    assert ng.windowTitle() == "新对局" and "规则1.2.2" in ng.rule_note.text()
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") in ("取消", "Cancel")


# --- exports and the command line ---------------------------------------------------------------

def test_text_and_html_exports_in_the_chosen_language(tmp_path):
    from referee_app.exports import export_game

    g = Game.new("standard", title="棋會")
    g.set_orders("FRANCE", ["A Par - Bur"])
    g.set_orders("GERMANY", ["A Mun - Bur"])
    g.process()
    text = export_game(g, "text", tmp_path / "game.txt", lang="zh_Hant").read_text(encoding="utf-8")
    assert "1901年春季行動結果。" in text and "法國：" in text and "陸軍 巴黎 → 勃艮第。  （規避）" in text
    assert "Movement results" not in text and "Army" not in text
    page = export_game(g, "html", tmp_path / "game.html", lang="ja").read_text(encoding="utf-8")
    page = page.replace("<wbr>", "")  # where a line may break (issue 29): between phrases
    assert '<html lang="ja">' in page and "プレイヤー" in page and "1901年春の移動結果。" in page
    assert "ブルゴーニュ" in page  # the board's names
    en = export_game(g, "text", tmp_path / "en.txt").read_text(encoding="utf-8")
    assert "Movement results for Spring of 1901." in en


def test_command_line_speaks_the_chosen_language(tmp_path, capsys):
    from referee_app.cli import main

    f = str(tmp_path / "g.dipgame")
    assert main(["--lang", "ja", "new", f]) == 0
    out = capsys.readouterr().out
    assert "最初のフェイズ：1901年春 移動フェイズ。" in out
    mail = tmp_path / "mail.txt"
    mail.write_text("A Par - Bur\nA Mar - Mun\n", encoding="utf-8")
    assert main(["orders", f, "--power", "FRANCE", str(mail), "--lang", "zh_Hant"]) == 0
    out = capsys.readouterr().out
    assert "錯誤：馬賽與慕尼黑並不接鄰" in out
    assert main(["process", f, "--lang", "zh_Hans"]) == 0
    assert "1901年春季行动结果。" in capsys.readouterr().out
    assert main(["show", f, "--phase", "S1999M", "--lang", "ja"]) == 2
    assert "このゲームで" in capsys.readouterr().err

"""The players' page in a real browser: the system's headless Chromium at phone size, on 127.0.0.1.

Marked ``browser``; runs when Chromium is installed (Debian: ``apt-get install chromium``), skipped otherwise.
It loads the page, sees the board, sees it change after an adjudication without a reload, switches the
language on the page, and finds no written order in what the page shows before adjudication.
"""

from __future__ import annotations

import json
import time

import pytest
from chromium import Chromium, find_chromium
from gui_helpers import SPRING_1901
from test_share import sharing, written

from referee_app.games.diplomacy import Game

pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(find_chromium() is None, reason="no Chromium here (Debian: apt-get install chromium)")]


def test_the_page_shows_the_board_and_follows_an_adjudication():
    game = Game.new("standard", title="Table 3")
    for power, lines in SPRING_1901.items():
        game.set_orders(power, lines)
    game.set_orders("ENGLAND", [*SPRING_1901["ENGLAND"], "QQBROWSERQQ"])
    with sharing(game) as server, Chromium(width=390, height=844) as b:
        b.goto(server.url + "?lang=en")
        b.wait_for("document.getElementById('phase').textContent === 'Spring 1901 Movement'")
        b.wait_for("document.getElementById('board-img').complete && document.getElementById('board-img').naturalWidth > 1000")
        first = b.eval("document.getElementById('board-img').getAttribute('src')")
        assert b.eval("document.getElementById('live').className") == "live on"
        assert b.eval("document.querySelectorAll('#centres li').length") == 7
        assert b.eval("document.documentElement.scrollWidth") <= 390  # nothing wider than the phone
        shown = b.eval("document.body.innerText").upper()
        for text in ["QQBROWSERQQ", *written(game)]:
            assert text not in shown, text
        assert server.watchers == 1

        t0 = time.perf_counter()
        game.process()
        server.feed.push(game.game_name, game.events)
        b.wait_for("document.getElementById('phase').textContent === 'Fall 1901 Movement'", timeout=30)
        b.wait_for(f"document.getElementById('board-img').getAttribute('src') !== {json.dumps(first)} && "
                   "document.getElementById('board-img').complete && "
                   "document.getElementById('board-img').naturalWidth > 1000", timeout=30)
        took = time.perf_counter() - t0
        assert took < 3.0
        text = b.eval("document.getElementById('sections').innerText")
        assert "Results of Spring 1901 Movement" in text and "A PAR - BUR" in text and "QQBROWSERQQ" in text
        assert b.eval("performance.getEntriesByType('navigation').length") == 1  # no reload

        # the language, chosen on the page
        b.eval("var s = document.getElementById('lang'); s.value = 'zh_Hant'; s.dispatchEvent(new Event('change'));")
        b.wait_for("document.getElementById('phase').textContent === '1901年秋季（行動）'", timeout=30)
        assert b.eval("document.documentElement.lang") == "zh-Hant"
        assert "軍需區" in b.eval("document.getElementById('centres-heading').textContent")
        b.wait_for("document.getElementById('board-img').getAttribute('src').indexOf('lang=zh_Hant') >= 0", timeout=30)
        assert b.eval("location.search") == "?lang=zh_Hant"


def test_pinch_zoom_and_the_buttons():
    game = Game.new("standard")
    with sharing(game) as server, Chromium(width=390, height=844) as b:
        b.goto(server.url)
        b.wait_for("document.getElementById('board-img').naturalWidth > 1000")
        b.eval("document.getElementById('zoom-in').click()")
        assert "scale(1.6)" in b.eval("document.getElementById('board-img').style.transform")
        b.eval("document.getElementById('zoom-fit').click()")
        assert "scale(1)" in b.eval("document.getElementById('board-img').style.transform")
        # two fingers spreading apart on the board
        box = b.eval("(function(){var r=document.getElementById('board').getBoundingClientRect();"
                     "return [r.left, r.top, r.width, r.height];})()")
        cx, cy = box[0] + box[2] / 2, box[1] + box[3] / 2

        def touch(kind: str, d: float) -> None:
            pts = [{"x": cx - d, "y": cy, "id": 1}, {"x": cx + d, "y": cy, "id": 2}] if kind != "touchEnd" else []
            b.send("Input.dispatchTouchEvent", type=kind, touchPoints=pts)

        touch("touchStart", 20)
        for d in (40, 60, 80):
            touch("touchMove", d)
        touch("touchEnd", 0)
        scale = b.eval("parseFloat(/scale\\(([0-9.]+)\\)/.exec(document.getElementById('board-img').style.transform)[1])")
        assert 3.0 < scale <= 6.0


def test_the_lieou_page_at_phone_size():
    """列欧帝国棋's page: the board, whose turn (with that empire's colour), the empires, the battle; no clock."""
    from test_share_games import lieou_game
    from test_share_games import sharing as sharing_any

    game = lieou_game()
    with sharing_any(game) as server, Chromium(width=390, height=844) as b:
        b.goto(server.url + "?lang=en")
        b.wait_for("document.getElementById('phase').textContent.indexOf(' to play') > 0")
        b.wait_for("document.getElementById('board-img').complete && document.getElementById('board-img').naturalWidth > 1000")
        assert b.eval("document.getElementById('live').className") == "live on"
        assert b.eval("document.getElementById('clock').hidden") is True
        assert b.eval("getComputedStyle(document.getElementById('clock')).display") == "none"
        assert b.eval("document.getElementById('phase-chip') !== null && !document.getElementById('phase-chip').hidden")
        assert b.eval("document.querySelectorAll('#centres li').length") == 4
        assert b.eval("document.getElementById('centres').classList.contains('one')")
        assert "Last battle" in b.eval("document.getElementById('sections').innerText") or \
            "Battle under way" in b.eval("document.getElementById('sections').innerText")
        assert b.eval("document.documentElement.scrollWidth") <= 390  # nothing wider than the phone
        b.eval("var s = document.getElementById('lang'); s.value = 'ja'; s.dispatchEvent(new Event('change'));")
        b.wait_for("document.getElementById('phase').textContent.indexOf('の手番') > 0", timeout=30)
        b.wait_for("document.getElementById('board-img').getAttribute('src').indexOf('lang=ja') >= 0", timeout=30)


def test_the_pog_page_at_phone_size():
    """Paths of Glory's page: the tracks as its board, the sections, no clock, no referee's note."""
    from test_share_games import pog_game
    from test_share_games import sharing as sharing_any

    game = pog_game()
    with sharing_any(game) as server, Chromium(width=390, height=844) as b:
        b.goto(server.url + "?lang=en")
        b.wait_for("document.getElementById('phase').textContent === 'B · Action Phase'")
        b.wait_for("document.getElementById('board-img').complete && document.getElementById('board-img').naturalWidth >= 390")
        assert b.eval("getComputedStyle(document.getElementById('clock')).display") == "none"
        assert b.eval("document.getElementById('phase-chip')") is None  # no one colour to play
        text = b.eval("document.body.innerText")
        for heading in ("War status", "Victory points", "Mandated offensives", "Action rounds this turn",
                        "Last combat, Central Powers attacking", "Latest VP changes"):
            assert heading in text, heading
        assert "QQREFEREENOTEQQ" not in text
        assert b.eval("document.documentElement.scrollWidth") <= 390
        first = b.eval("document.getElementById('board-img').getAttribute('src')")
        game.action("central", "ops", card="C", value=2)
        server.feed.push(game.game_name, game.events)
        b.wait_for("document.getElementById('note').textContent === 'Round 2 of 6: Allies to act'", timeout=30)
        b.wait_for(f"document.getElementById('board-img').getAttribute('src') !== {json.dumps(first)}", timeout=30)
        assert b.eval("performance.getEntriesByType('navigation').length") == 1  # no reload


@pytest.mark.parametrize("width, height", [(360, 640), (390, 844)])
def test_a_count_up_reads_as_time_taken_and_the_header_takes_a_fifth_of_a_phone(width, height):
    """Issue 29, item 16: in a retreat phase the clock counts up: "+0:14 taken", not "0:14"; the sticky
    header (phase, language, clock, the note) is at most a fifth of the phone's height."""
    from referee_app.core.clock import Period, PhaseClock
    from referee_app.games.diplomacy import Phase, PhaseType, Position, Season, parse_unit
    from referee_app.games.diplomacy.rules.state import Dislodged

    now = [1_700_000_000.0]
    base = Game.new("standard")
    gm = base.ruleset.map
    pos = Position.build(Phase(1901, Season.FALL, PhaseType.RETREATS), [parse_unit("A BEL", "GERMANY", gm)],
                         dict(base.position.centers), [Dislodged(parse_unit("A BEL", "FRANCE", gm), "BUR")])
    game = Game.new("standard", position=pos, title="Table 3 of the club's autumn evening", clock=lambda: now[0])
    clock = PhaseClock(now=lambda: now[0], wall=lambda: now[0])
    ev = clock.start(Period.RETREATS)
    game.log_clock(str(ev.pop("action")), **ev)
    now[0] += 14
    with sharing(game) as server, Chromium(width=width, height=height) as b:
        b.goto(server.url + "?lang=en")
        b.wait_for("document.getElementById('clock-time').textContent !== ''")
        shown = b.eval("document.getElementById('clock-time').textContent")
        assert shown.startswith("+0:") and shown.endswith(" taken"), shown
        header = b.eval("document.getElementById('top').getBoundingClientRect().height")
        assert header <= height / 5, (header, height)
        b.eval("var s = document.getElementById('lang'); s.value = 'ja'; s.dispatchEvent(new Event('change'));")
        b.wait_for("document.getElementById('clock-time').textContent.indexOf('経過') >= 0", timeout=30)
        assert b.eval("document.getElementById('top').getBoundingClientRect().height") <= height / 5


def test_the_html_export_reads_in_the_readers_zone_and_fits_a_phone(tmp_path):
    """Issue 29, item 15: the exported page writes its times in the reader's zone and the report's language,
    lists the undone adjudication and the refused late sheet as the Record tab does, and its chart reads at
    phone width (the narrow chart, its letters at least 14 px)."""
    from referee_app.exports import export_game

    game = Game.new("standard", title="Table 3", clock=lambda: 1_790_000_000.0)  # 2026-09-21 14:13 UTC
    game.call_time()
    game.set_orders("FRANCE", ["A Par - Bur"])
    game.accept_late("FRANCE", False)
    game.process()
    game.undo()
    game.process()
    out = tmp_path / "game.html"
    export_game(game, "html", str(out), lang="ja")
    text = out.read_text(encoding="utf-8")
    assert "2026年9月21日 14:13（UTC）" in text  # without scripts: UTC, in the report's language
    with Chromium(width=390, height=844) as b:
        b.send("Emulation.setTimezoneOverride", timezoneId="Asia/Tokyo")
        b.goto(out.as_uri())
        b.wait_for("document.querySelector('time').textContent.indexOf('UTC') < 0")
        shown = b.eval("document.querySelector('time').textContent")
        assert "23:13" in shown and "2026" in shown and "9月" in shown, shown  # 14:13 UTC is 23:13 in Tokyo
        record = b.eval("document.querySelector('ol.record').innerText")
        assert "裁定を取り消し" in record and "フランスの遅れた命令書を却下" in record
        assert b.eval("getComputedStyle(document.querySelector('.chart-wide')).display") == "none"
        box = b.eval("(function(){var r=document.querySelector('.chart-narrow svg').getBoundingClientRect();"
                     "return [r.width, r.height];})()")
        assert box[0] <= 390
        scale = box[0] / 400
        assert 17 * scale >= 14, scale  # the chart's letters at least 14 px on the phone
        assert b.eval("document.documentElement.scrollWidth") <= 390

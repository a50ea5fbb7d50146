"""View > Share with players in the window: off by default, the address and its QR code, the watcher count,
following the game the window plays (adjudication, clock), the language, and stopping (menu, panel, window).
The share is bound to 127.0.0.1 here: tests talk to no other address."""

from __future__ import annotations

import http.client
import json
import socket

import pytest
from gui_helpers import SPRING_1901, make_window

from referee_app.gui import share_panel
from referee_app.gui.share_panel import LOOPBACK, SharePanel, network_addresses


@pytest.fixture(autouse=True)
def _loopback_only(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setattr(share_panel, "network_addresses", lambda: [LOOPBACK])


def state(panel: SharePanel, lang: str = "en") -> dict:
    assert panel.server is not None
    conn = http.client.HTTPConnection("127.0.0.1", panel.server.port, timeout=10)
    try:
        conn.request("GET", f"{panel.server.prefix}state.json?lang={lang}")
        r = conn.getresponse()
        assert r.status == 200
        return json.loads(r.read())
    finally:
        conn.close()


def open_share(qtbot, w) -> SharePanel:
    w.run("share")
    panel = w.share
    assert isinstance(panel, SharePanel)
    qtbot.waitUntil(lambda: panel.sharing, timeout=20_000)
    return panel


def test_sharing_is_off_until_the_referee_turns_it_on(qtbot):
    w = make_window(qtbot)
    assert w.share is None and not w.act_share.isChecked()
    assert w.act_share.isCheckable() and w.act_share in w.view_menu.actions()


def test_the_panel_shows_the_address_its_qr_code_and_who_is_watching(qtbot):
    w = make_window(qtbot)
    panel = open_share(qtbot, w)
    try:
        assert w.act_share.isChecked() and panel.isVisible()
        server = panel.server
        assert server is not None and server.host == "127.0.0.1"
        assert panel.url.text() == server.url and server.code and server.code in server.url
        pix = panel.qr.pixmap()
        assert pix is not None and not pix.isNull() and pix.width() >= 200
        assert panel.watching.text() == "Nobody is watching yet."
        # a phone opens the page: the count follows
        sock = socket.create_connection(("127.0.0.1", server.port), timeout=10)
        sock.sendall(f"GET {server.prefix}events HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        assert sock.recv(4096).startswith(b"HTTP/1.1 200")
        qtbot.waitUntil(lambda: panel.watching.text() == "Watching: 1 (on 1 devices)", timeout=20_000)
        sock.close()
        qtbot.waitUntil(lambda: panel.watching.text() == "Nobody is watching yet.", timeout=20_000)
    finally:
        w.run("share")
    assert w.share is None and not w.act_share.isChecked()


def test_the_page_follows_the_window(qtbot):
    w = make_window(qtbot)
    panel = open_share(qtbot, w)
    try:
        first = state(panel)
        assert first["state"]["phase"] == "Spring 1901 Movement" and first["state"]["sections"] == []
        for power, lines in SPRING_1901.items():
            w.pane(power).editor.setPlainText("\n".join(lines))
        qtbot.wait(100)
        assert "A PAR - BUR" not in json.dumps(state(panel))  # typed, not adjudicated: not on the page
        version = panel.feed.version
        w.run("adjudicate")
        panel.feed.wait_version(version + 1)
        after = state(panel)
        assert after["state"]["phase"] == "Fall 1901 Movement"
        assert "A PAR - BUR" in json.dumps(after["state"]["sections"])
        version = panel.feed.version
        w.run("clock")  # the diplomacy period starts: the clock on the page, the results off it (as the projector)
        panel.feed.wait_version(version + 1)
        qtbot.waitUntil(lambda: state(panel)["clock"]["period"] == "diplomacy", timeout=20_000)
        msg = state(panel)
        assert msg["clock"]["running"] and msg["state"]["sections"] == []
    finally:
        w.close()
    assert panel.server is None and panel.feed.closed  # closing the window stops sharing


def test_the_panel_and_the_page_follow_the_language(qtbot):
    w = make_window(qtbot)
    panel = open_share(qtbot, w)
    try:
        w.set_language("ja", remember=False)
        assert panel.windowTitle() == "プレイヤーと共有" and panel.stop_button.text() == "共有を終了"
        assert panel.server is not None and panel.server.default_lang == "ja"
        assert state(panel, "zh_Hant")["state"]["phase"] == "1901年春季（行動）"
        assert w.act_share.text() == "プレイヤーと共有（スマートフォン、ローカルネットワーク）(&S)"
    finally:
        w.set_language("en", remember=False)
        w.run("share")


def test_stop_sharing_in_the_panel_unchecks_the_menu(qtbot):
    w = make_window(qtbot)
    panel = open_share(qtbot, w)
    port = panel.server.port if panel.server else 0
    panel.stop_button.click()
    qtbot.waitUntil(lambda: w.share is None, timeout=20_000)
    assert not w.act_share.isChecked()
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
    panel2 = open_share(qtbot, w)  # on again: a new code
    try:
        assert panel2.server is not None
    finally:
        w.run("share")


def test_a_busy_port_falls_back_to_a_free_one(qtbot):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        w = make_window(qtbot)
        panel = SharePanel(w.game, w, port=busy.getsockname()[1], addresses=[LOOPBACK])
        qtbot.addWidget(panel)
        try:
            assert panel.start() and panel.server is not None and panel.server.port != busy.getsockname()[1]
        finally:
            panel.close()


def test_an_address_that_is_not_this_machines_is_told(qtbot):
    w = make_window(qtbot)
    panel = SharePanel(w.game, w, addresses=["192.0.2.254", LOOPBACK])  # TEST-NET-1: never this machine's
    qtbot.addWidget(panel)
    try:
        assert not panel.start()
        assert panel.watching.text().startswith("Cannot share on 192.0.2.254:")
        assert panel.url.text() == "" and not panel.copy_button.isEnabled()
    finally:
        panel.close()


def test_the_machines_addresses_are_offered_loopback_last(qapp):
    addrs = network_addresses()  # (the real list: the fixture replaces only the panel's)
    assert addrs[-1] == LOOPBACK and addrs.count(LOOPBACK) == 1
    assert all(a.count(".") == 3 for a in addrs)  # IPv4 addresses as written on a phone


# --- 列欧帝国棋 and Paths of Glory -----------------------------------------------------------------------------

def test_sharing_a_lieou_game_from_the_window(qtbot):
    """View > Share with players on 列欧帝国棋: the page follows each action the referee enters, never the line
    being typed, in the window's language by default; no clock."""
    from referee_app.games.lieou.game import LieouGame
    from referee_app.share.feed import NO_CLOCK

    w = make_window(qtbot, LieouGame(seed=11))
    w.resize(1500, 920)
    panel = open_share(qtbot, w)
    try:
        assert w.act_share.isChecked() and panel.server is not None and panel.server.game_name == "lieou"
        first = state(panel)
        assert first["clock"] == NO_CLOCK and first["state"]["phase"] == "Set-up (chapter 1)"
        while w.game.state.phase == "setup":  # the set-up rolled at the table, action by action
            builds = panel.feed.builds  # (a roll the page does not show is no new version: wait for the rebuild)
            w.game.act("roll")
            panel.feed.wait_built(builds + 1)
        version = panel.feed.version
        after = state(panel)["state"]
        assert after["phase"].endswith(" to play") and "order" in after["note"]
        me = w.game.state.turn
        src = w.game.lands_of(me)[0]
        tgt = sorted(w.game.board.neighbours[src])[0]
        w.panels.table.line.setText(f"attack {src} {tgt}")  # typed, not entered
        qtbot.wait(300)
        assert state(panel)["state"] == after and panel.feed.version == version  # typing is no new version
        assert w.game.state.battle is None
        zh = state(panel, "zh_Hans")["state"]
        assert zh["phase"].endswith("方行棋") and zh["centres"]["heading"] == "各帝国（领土数）"
    finally:
        w.run("share")
    assert w.share is None and not w.act_share.isChecked()


def test_sharing_a_pog_game_from_the_window(qtbot):
    """View > Share with players on Paths of Glory: the page follows the game; the referee's notes stay his."""
    from referee_app.games.paths_of_glory.game import PogGame
    from referee_app.share.feed import NO_CLOCK

    w = make_window(qtbot, PogGame.new("intro", seed=1914))
    panel = open_share(qtbot, w)
    try:
        first = state(panel)
        assert first["clock"] == NO_CLOCK and first["state"]["phase"] == "A · Mandated Offensive Phase"
        version = panel.feed.version
        w.game.roll_mandated(4, 3)
        panel.feed.wait_version(version + 1)
        headings = [s["heading"] for s in state(panel)["state"]["sections"]]
        assert "Mandated offensives" in headings
        version = panel.feed.version
        w.game.note("QQNOTEQQ the Allied player asked about Liege")
        w.game.next()
        panel.feed.wait_version(version + 1)
        msg = state(panel)
        assert msg["state"]["phase"] == "B · Action Phase" and "QQNOTEQQ" not in json.dumps(msg)
    finally:
        w.close()
    assert panel.server is None and panel.feed.closed

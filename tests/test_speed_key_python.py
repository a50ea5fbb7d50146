"""A key's Python side: what a key cannot change is not read or set again (issue 33, round 20).

A key typed in a sheet changes the game by one event, the sheet's own. The sheet's title, placeholder, read-only state,
note and list of pasted lines left out read the game but not the sheet: they are set again only when the game changed
otherwise (or the language, or a paste) since they were set. The game's checks compare what their context is made from
before making it again, ``active_powers`` is kept for the same position, and a plain sheet or event is not given the
messages its checks would only need for a refusal.
"""

from __future__ import annotations

import json

import pytest
from gui_helpers import delivered, press, typing_in
from PySide6.QtCore import QMimeData

from referee_app.core import inputs, record
from referee_app.core.inputs import InputError
from referee_app.games.diplomacy import Game
from referee_app.games.diplomacy.rules.i18n import W, msg
from referee_app.games.diplomacy.table import game as game_module
from referee_app.gui.diplomacy import order_pane


def _shown(pane) -> tuple[object, ...]:
    """Everything the sheet's refresh sets, as the sheet shows it."""
    e = pane.editor
    return (pane.title.text(), e.placeholderText(), e.isReadOnly(), pane.note.text(), pane.note.isHidden(),
            pane.skipped_label.text(), pane.skipped_label.isHidden(), pane.late_frame.isHidden(),
            pane.late_label.text(), pane.reject_button.isHidden(), pane.status.text(), pane.unordered.text(),
            pane.problems.text(), pane._problems_box.isHidden(), pane.line_info.text(), e.annotations)


def _refreshed_whole(pane) -> tuple[object, ...]:
    """What the sheet shows once refreshed whole (every part set again, as before round 20)."""
    pane._game_shown = None
    pane.refresh()
    delivered()
    return _shown(pane)


def _type(qtbot, pane, text: str, counted: list[str]) -> None:
    for ch in text:
        counted.clear()
        press(qtbot, pane.editor, ch)
        delivered()
        assert counted == [], (ch, counted)  # the title's power name (and with it the rest) not set again
        shown = _shown(pane)
        assert _refreshed_whole(pane) == shown, ch


def test_a_key_sets_only_what_the_sheet_changes_and_the_sheet_shows_what_a_whole_refresh_shows(qtbot, monkeypatch):
    w, pane, editor = typing_in(qtbot, 2)  # France
    names: list[str] = []
    power_name = order_pane.power_name

    def counted(game, power, lang=None):  # type: ignore[no-untyped-def]
        if power == "FRANCE":  # (the other sheets, made while the window is idle, name their own powers)
            names.append(power)
        return power_name(game, power, lang)

    monkeypatch.setattr(order_pane, "power_name", counted)
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    _type(qtbot, pane, "\nA Mar S A Par - Bur\nF Xyz", names)
    for _ in range(4):
        names.clear()
        press(qtbot, editor, "\b")
        delivered()
        assert names == []
        assert _shown(pane) == _refreshed_whole(pane)

    # time called: the next key makes the sheet late (shown by the part a key sets)
    w.panels.call_time()
    delivered()
    assert pane.late_frame.isHidden()
    names.clear()
    press(qtbot, editor, "x")
    delivered()
    assert not pane.late_frame.isHidden() and not pane.reject_button.isHidden()
    assert _shown(pane) == _refreshed_whole(pane)
    _type(qtbot, pane, "yz", names)

    # another language: the first refresh after it sets every part again, in that language
    english = pane.title.text(), editor.placeholderText()
    w.set_language("ja", remember=False)
    delivered()
    assert (pane.title.text(), editor.placeholderText()) != english
    assert _shown(pane) == _refreshed_whole(pane)
    _type(qtbot, pane, "q", names)
    w.set_language("en", remember=False)
    delivered()
    assert (pane.title.text(), editor.placeholderText()) == english
    _type(qtbot, pane, "r", names)

    # a pasted e-mail: its lines that are no orders are listed at once, and stay listed through the keys after it
    mail = QMimeData()
    mail.setText("Hello referee,\nA Par - Bur\nthanks, Pierre")
    names.clear()
    editor.insertFromMimeData(mail)
    delivered()
    assert not pane.skipped_label.isHidden() and "Hello referee" in pane.skipped_label.text()
    assert _shown(pane) == _refreshed_whole(pane)
    _type(qtbot, pane, "\nA", names)


def test_a_sheet_follows_what_changes_the_game_between_two_keys(qtbot):
    w, pane, editor = typing_in(qtbot, 2)
    game = w.game
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    for ch in "\nA Mar - Spa":
        press(qtbot, editor, ch)
        delivered()
    # France in civil disorder: the sheet is read-only with its note, though the last change before was a key
    game.set_civil_disorder("FRANCE", True)
    delivered()
    assert editor.isReadOnly() and not pane.note.isHidden()
    assert _shown(pane) == _refreshed_whole(pane)
    game.set_civil_disorder("FRANCE", False)
    delivered()
    assert not editor.isReadOnly() and pane.note.isHidden()
    # another sheet typed while this one is shown, then a key here: every part as a whole refresh sets it
    game.set_orders("GERMANY", ["A Ber - Kie"])
    delivered()
    press(qtbot, editor, "x")
    delivered()
    assert _shown(pane) == _refreshed_whole(pane)


def test_the_checks_context_is_compared_before_it_is_made_and_follows_every_change(monkeypatch):
    game = Game.new("standard")
    made: list[int] = []
    controllers = Game.controllers

    def counted(self):  # type: ignore[no-untyped-def]
        made.append(1)
        return controllers(self)

    monkeypatch.setattr(Game, "controllers", counted)
    first = game.check_line("FRANCE", "A Mar - Spa")
    game.check_sheet("FRANCE", ["A Mar - Spa", "A Par - Bur"])  # (its orders adjudicated once: asked for controllers)
    made.clear()
    for _ in range(5):
        assert game.check_line("FRANCE", "A Mar - Spa") is first
        game.check_sheet("FRANCE", ["A Mar - Spa", "A Par - Bur"])
    assert made == []  # (made for every check before: eight times a key)
    # civil disorder: the kept checks are forgotten, and the line now gives the civil-disorder reason
    game.set_civil_disorder("FRANCE", True)
    cd = game.check_line("FRANCE", "A Mar - Spa")
    assert made and not cd.ok and cd.error_code == "civil-disorder"
    assert game.active_powers() == [p for p in Game.new("standard", civil_disorder=["FRANCE"]).active_powers()]
    game.set_civil_disorder("FRANCE", False)
    again = game.check_line("FRANCE", "A Mar - Spa")
    assert again.ok and again is not first  # (checked again: the kept ones were forgotten twice)
    assert "FRANCE" in game.active_powers()
    # another position: checked against it
    game.set_orders("FRANCE", ["A Mar - Spa"])
    game.process()
    assert not game.check_line("FRANCE", "A Mar - Spa").ok  # no army in Marseilles now
    assert game.active_powers() == Game._active_powers(game, game.position)


def test_active_powers_is_kept_for_its_position_and_given_as_a_new_list(monkeypatch):
    game = Game.new("standard", civil_disorder=["ITALY"])
    asked: list[int] = []
    fresh = Game._active_powers

    def counted(self, pos):  # type: ignore[no-untyped-def]
        asked.append(1)
        return fresh(self, pos)

    monkeypatch.setattr(Game, "_active_powers", counted)
    first = game.active_powers()
    first.append("SPAIN")  # (a caller's list is its own)
    assert game.active_powers() == [p for p in game.powers if p != "ITALY"]
    assert len(asked) == 1
    game.set_civil_disorder("ITALY", False)
    assert game.active_powers() == game.powers and len(asked) == 2


def test_a_plain_sheet_and_event_are_written_without_their_messages_and_the_others_refused_as_before(monkeypatch):
    game = Game.new("standard")
    texts: list[str] = []
    documents: list[object] = []
    check_text, check_document = game_module.check_text, game_module.check_document
    monkeypatch.setattr(game_module, "check_text", lambda text, *a, **k: (texts.append(text), check_text(text, *a, **k))[1])
    monkeypatch.setattr(game_module, "check_document",
                        lambda doc, *a, **k: (documents.append(doc), check_document(doc, *a, **k))[1])
    game.set_orders("FRANCE", ["A Mar - Spa", "A Par - Bur"])
    assert texts == [] and documents == []  # (on main: both, each with its message made)
    game.set_orders("FRANCE", ["A Mar - Spa", "A Par - Bourgogne é"])  # not ASCII: checked in full, and passes
    assert set(texts) == {"A Mar - Spa\nA Par - Bourgogne é"} and documents == []  # (set_orders', then its event's)
    for lines in (["A Mar - \ud800"], ["A Mar H"] * (game_module.MAX_SHEET_LINES + 1)):  # a lone surrogate; too long
        with pytest.raises(InputError) as refused:
            game.set_orders("FRANCE", lines)
        with pytest.raises(InputError) as direct:
            check_text("\n".join(lines), msg("game.sheet_of", power=W("FRANCE")), max_lines=game_module.MAX_SHEET_LINES,
                       names=game.ruleset)
        assert str(refused.value) == str(direct.value) and refused.value.message == direct.value.message
    assert game.current.sheets["FRANCE"] == ["A Mar - Spa", "A Par - Bourgogne é"]
    # an event's data that does not fit is refused by the full check, with its message
    with pytest.raises(InputError):
        game.note("x" * (8 * inputs.MAX_DOCUMENT_BYTES + 1))
    assert len(documents) == 1


@pytest.mark.parametrize("obj", [
    {"phase": "S1901M", "power": "FRANCE", "lines": ["A Mar - Spa", "é ü 中文", "\"quoted\" \\ back"], "late": False},
    {"b": 1, "a": [1.5, None, True, {"z": "\u2028"}]},
    [],
    "plain",
])
def test_the_game_files_kept_encoder_writes_what_json_dumps_wrote(obj):
    assert record._dumps(obj) == json.dumps(obj, ensure_ascii=False, separators=(",", ":"), sort_keys=False)


def _clock_shown(w) -> tuple[object, ...]:
    cw = w.panels.clock_widget
    return (cw.period_label.text(), cw.time_label.text(), cw.hint_label.text(), cw.hint_label.isHidden(),
            cw.time_called, w.panels.clock_button.text())


def test_a_key_tells_the_clocks_again_only_when_what_they_read_changed(qtbot, monkeypatch):
    from referee_app.gui.diplomacy import panels as panels_module

    w, pane, editor = typing_in(qtbot, 2)
    told: list[int] = []
    refresh_clock = panels_module.DiplomacyPanels.refresh_clock

    def counted(self):  # type: ignore[no-untyped-def]
        told.append(1)
        refresh_clock(self)

    monkeypatch.setattr(panels_module.DiplomacyPanels, "refresh_clock", counted)
    editor.moveCursor(editor.textCursor().MoveOperation.End)

    def key(ch: str) -> tuple[object, ...]:
        told.clear()
        press(qtbot, editor, ch)
        delivered()
        shown = _clock_shown(w)
        refresh_clock(w.panels)  # (told afresh: the same)
        assert _clock_shown(w) == shown, ch
        return shown

    for ch in "\nA Mar":  # the clock stopped: nothing it shows can change by a key (on main: told at every key)
        key(ch)
        assert told == [], ch
    w.panels.clock_start_pause()  # the diplomacy period runs: its time changes by itself, told at every key
    delivered()
    for ch in " - S":
        key(ch)
        assert told == [1], ch
    before = _clock_shown(w)
    w.clock.now.advance(65)  # (no tick: the window's tick is a minute here)
    assert key("p")[1] != before[1] and told == [1]  # the time a key shows is the time now, as before
    w.panels.clock_start_pause()  # paused: told once for the pause itself, then not at a key
    delivered()
    key("a")
    assert told == []
    w.set_language("ja", remember=False)  # another language: told again in it
    delivered()
    japanese = key("\b")
    assert japanese[0] != "" and told == []
    w.panels.call_time()
    delivered()
    key("a")
    assert told == [] and w.panels.clock_widget.time_called


def test_a_powers_units_are_kept_for_their_position(monkeypatch):
    from referee_app.games.diplomacy.rules.state import Position

    game = Game.new("standard")
    asked: list[str] = []
    units_of = Position.units_of
    monkeypatch.setattr(Position, "units_of", lambda self, power: (asked.append(power), units_of(self, power))[1])
    game.set_orders("FRANCE", ["A Mar - Spa"])
    first = game.unordered_units("FRANCE")
    assert [str(u) for u in first] == ["F BRE", "A PAR"]
    first.clear()  # (a caller's list is its own)
    for lines in (["A Mar - Spa", "A Par - Bur"], ["A Mar - Spa"]):
        game.set_orders("FRANCE", lines)
        assert game.unordered_units("FRANCE") == [u for u in units_of(game.position, "FRANCE")
                                                  if str(u) not in ("A MAR", "A PAR")[:len(lines)]]
    assert asked == ["FRANCE"]  # (on main: asked at every call)
    game.process()  # another position: its own units
    assert game.unordered_units("FRANCE") == units_of(game.position, "FRANCE")
    assert asked == ["FRANCE", "FRANCE"]

"""The whole log's text looked over before it is read as one JSON array (``core.record._escapes_or_stray_sentinels``)
answers what ``"\\u" in text or text.count('"~"') != separators`` answers, with the dear scans asked only where
they can tell something; and a run of typed sheets counts its line breaks only where it holds one."""

from __future__ import annotations

import itertools

import pytest

from referee_app.core.record import _SEPARATOR, _escapes_or_stray_sentinels


def former(text: str, separators: int) -> bool:
    return "\\u" in text or text.count('"~"') != separators


def test_every_short_log_is_answered_as_before():
    # every log of one to three rows, each row up to three (for three rows, two) characters over the characters
    # that matter (a quote, the sentinel, a comma, a backslash, a u, another), joined as the reader joins them
    alphabet = '"~,\\ua'
    for count, longest in ((1, 6), (2, 3), (3, 2)):
        pieces = ["".join(c) for size in range(longest + 1) for c in itertools.product(alphabet, repeat=size)]
        for rows in itertools.product(pieces, repeat=count):
            text = _SEPARATOR.join(rows)
            assert _escapes_or_stray_sentinels(text, count - 1) == former(text, count - 1), rows


ROWS = ['{"a":1}', '{"a":"~"}', '{"~":1}', '{"a":"x~y"}', '{"a":"\\"~\\""}', '{"a":"\\\\"}', '{"a":"\\u007e"}',
        '{"a":"\\\\u"}', '{"a":"~~"}', '{"a":["~","~"]}', '{"a":"é"}', '{"a":"巴黎 ~"}', '{}', '"~"', '{},"~",{}']


def test_joined_rows_are_answered_as_before():
    for count in (1, 2, 3):
        for rows in itertools.product(ROWS, repeat=count):
            text = _SEPARATOR.join(rows)
            assert _escapes_or_stray_sentinels(text, count - 1) == former(text, count - 1), rows


class Watched(str):
    """A text that notes what is looked for in it."""

    asked: list[tuple[str, str]]

    def __contains__(self, part: object) -> bool:
        self.asked.append(("in", str(part)))
        return str.__contains__(self, part)  # type: ignore[operator]

    def count(self, part: str, *args: object) -> int:  # type: ignore[override]
        self.asked.append(("count", part))
        return str.count(self, part, *args)  # type: ignore[arg-type]


def watched(text: str) -> Watched:
    w = Watched(text)
    w.asked = []
    return w


def test_a_plain_log_is_looked_over_by_one_character_scans():
    rows = ['{"phase":"S1901M","power":"FRANCE","lines":["A PAR - BUR"],"late":false}'] * 50
    text = watched(_SEPARATOR.join(rows))
    assert _escapes_or_stray_sentinels(text, 49) is False
    # no backslash: no two-character search for an escape; no "~" but the separators': no count of '"~"'
    assert text.asked == [("in", "\\"), ("count", "~")]


def test_the_dear_scans_are_asked_where_they_tell():
    text = watched(_SEPARATOR.join(['{"a":"\\\\"}', '{"b":"~"}']))
    assert _escapes_or_stray_sentinels(text, 1) is True  # the row's "~" is a stray sentinel
    assert text.asked == [("in", "\\"), ("in", "\\u"), ("count", "~"), ("count", '"~"')]
    text = watched(_SEPARATOR.join(['{"a":"\\u00e9"}', '{}']))
    assert _escapes_or_stray_sentinels(text, 1) is True
    assert text.asked == [("in", "\\"), ("in", "\\u")]
    text = watched(_SEPARATOR.join(['{"a":"x~y"}', '{}']))  # a tilde that is not the sentinel's string
    assert _escapes_or_stray_sentinels(text, 1) is False
    assert text.asked == [("in", "\\"), ("count", "~"), ("count", '"~"')]


def test_a_run_of_sheets_with_line_breaks_is_checked_as_before():
    from referee_app.core.events import Event
    from referee_app.games.diplomacy import Game
    from referee_app.games.diplomacy.table import game as game_module

    g = Game.new()
    sheets = [Event("orders", 1.0 + i, {"phase": "S1901M", "power": "FRANCE", "lines": lines, "late": False})
              for i, lines in enumerate([["A PAR - BUR"], ["A PAR - BUR\nA MAR - SPA"], ["F BRE - MAO"]])]
    passed = g._sheets_pass(sheets)
    assert passed is not None and passed[2] == {"FRANCE": 2}
    # lines whose breaks, counted, pass the most lines a sheet may hold: checked sheet by sheet (each passes)
    many = game_module.MAX_SHEET_LINES
    broken = [Event("orders", 5.0, {"phase": "S1901M", "power": "ITALY", "lines": ["A ROM H\n" * (many // 2)],
                                    "late": False}),
              Event("orders", 6.0, {"phase": "S1901M", "power": "ITALY", "lines": ["A ROM H\n" * (many // 2)],
                                    "late": False})]
    seen: list[str] = []
    real = game_module.check_text

    def counting(text, *args, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(text)
        return real(text, *args, **kwargs)

    game_module.check_text = counting
    try:
        assert g._sheets_pass(broken) is not None
    finally:
        game_module.check_text = real
    assert seen == []  # each sheet alone is within the limits: none needed check_text


def test_a_sheet_with_too_many_line_breaks_in_a_line_is_refused_as_one_by_one():
    from referee_app.core.errors import RefereeError
    from referee_app.core.events import Event
    from referee_app.games.diplomacy import Game
    from referee_app.games.diplomacy.table import game as game_module

    many = game_module.MAX_SHEET_LINES
    run = [Event("orders", 1.0, {"phase": "S1901M", "power": "FRANCE", "lines": ["A PAR H"], "late": False}),
           Event("orders", 2.0, {"phase": "S1901M", "power": "FRANCE", "lines": ["A PAR H\n" * many], "late": False})]
    with pytest.raises(RefereeError) as alone:
        g = Game.new()
        for ev in run:
            g._apply_orders(ev)
    with pytest.raises(RefereeError) as together:
        Game.new()._sheets_pass(run)
    assert str(together.value) == str(alone.value)

"""What a start with a game file no longer makes before its first paint (round 7 of issue 33), and that each
thing is the same when it is made at its first use: the regular expressions no start uses (compiled when first
used) and QLibraryInfo's enum (an English window never asks where Qt's catalogues are)."""

from __future__ import annotations

import re
import sys

from fresh_start import ROOT, what_a_start_makes

from referee_app.core import fileerrors
from referee_app.drawing import linebreak, mapsvg
from referee_app.games.diplomacy.rules import names
from referee_app.games.diplomacy.rules.errors import PhaseError
from referee_app.games.diplomacy.rules.state import Phase, PhaseType, Season, _phase_re


def _lazy_patterns() -> dict[str, re.Pattern[str]]:
    return {"state._phase_re": _phase_re(), "names._token_re": names._token_re(), "linebreak._markup": linebreak._markup(),
            "linebreak._katakana_run": linebreak._katakana_run(), "linebreak._kana": linebreak._kana(),
            "mapsvg._token": mapsvg._token(), "mapsvg._simple": mapsvg._simple(), "mapsvg._absolute": mapsvg._absolute()}


def test_a_start_with_a_game_file_compiles_none_of_the_patterns_made_at_first_use(tmp_path):
    """``referee --lang en GAME`` makes neither QLibraryInfo's enum nor any of the patterns compiled at their
    first use (counted in a fresh process, the second start: the first one after an installation reads the map
    and builds the names, and compiles the path data's and the tokens' patterns then; so does a game whose orders
    hold a name read fuzzily, "A Ven - Xyz"; the figures are in docs/performance.md, round 7)."""
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        from make_games import fall1903  # the bench's ``referee FILE`` game: a busy Fall 1903, typed at the desk
    finally:
        sys.path.remove(str(ROOT / "bench"))
    game = tmp_path / "g.dipgame"
    fall1903(game)
    # the first start fills the disk cache (the map's geometry, the names), as any first start does
    made, compiled = what_a_start_makes(game, tmp_path / "config", starts=2)
    assert "Qt.Key" in made and "QLocale.Language" in made  # the hook sees the enums the start makes
    assert "QLibraryInfo.LibraryPath" not in made
    assert r"[A-Za-z0-9][A-Za-z0-9_.\-]{0,63}" in compiled  # (core.paths' ruleset names: compiled, and seen)
    lazy = {name: p.pattern for name, p in _lazy_patterns().items()}
    lazy.update(fileerrors_quoted=fileerrors._QUOTED, fileerrors_table=fileerrors._TABLE)
    assert not {name for name, text in lazy.items() if text in compiled}


def test_each_pattern_is_compiled_once_with_its_flags():
    """Asked again, an accessor gives the pattern it compiled (one compilation per process), with the flags the
    module-level pattern had."""
    for p in _lazy_patterns().values():
        assert isinstance(p, re.Pattern)
    assert _phase_re() is _phase_re() and names._token_re() is names._token_re()
    assert mapsvg._absolute() is mapsvg._absolute() and linebreak._kana() is linebreak._kana()
    assert _phase_re().flags & re.IGNORECASE and names._token_re().flags & re.UNICODE


def test_a_space_is_what_the_pattern_matched():
    r"""``linebreak`` asks ``str.isspace`` where it matched ``\s``: the same characters, every code point."""
    every = "".join(map(chr, range(0x110000)))
    assert re.findall(r"\s", every) == [ch for ch in every if ch.isspace()]
    out = linebreak.for_layout("北岸\u3000移動し\u2003後退した", "ja")
    assert linebreak.WORD_JOINER in out  # joined inside the words, never beside a space (an ideographic one too)
    for space in ("\u3000", "\u2003"):
        assert linebreak.WORD_JOINER + space not in out and space + linebreak.WORD_JOINER not in out


def test_a_phase_written_other_than_canonically_reads_as_before():
    """The pattern's forms: spaces, lower case; and its refusals."""
    assert Phase.parse(" s 1901 m ") == Phase(1901, Season.SPRING, PhaseType.MOVEMENT)
    assert Phase.parse("f1903r") == Phase(1903, Season.FALL, PhaseType.RETREATS)
    assert Phase.parse("W 1905 A") == Phase(1905, Season.WINTER, PhaseType.ADJUSTMENTS)
    for bad in ("", "X1901M", "S19011M", "W1901M", "S 1901"):
        try:
            Phase.parse(bad)
        except PhaseError:
            continue
        raise AssertionError(bad)


def test_a_data_file_error_is_located_as_before(tmp_path):
    """``fileerrors.locate``: the line of what a message quotes (a key, then a value), else of the table it names."""
    f = tmp_path / "ruleset.toml"
    f.write_text('[options]\nretreat = "auto"\n\n[map]\nname = "standard"\nfoo = 1\n', encoding="utf-8")
    assert fileerrors.locate(f, "unknown option 'foo'") == 6
    assert fileerrors.locate(f, 'bad value "standard"') == 5
    assert fileerrors.locate(f, "[map] lacks 'size'") == 4
    assert fileerrors.locate(f, "nothing quoted") is None


def test_a_window_in_another_language_still_speaks_qts_own_words(qapp):
    """QLibraryInfo, imported where a language other than English is installed, still finds Qt's catalogue:
    Qt's own words (a standard button) come translated, and English again afterwards."""
    from PySide6.QtCore import QCoreApplication

    from referee_app.gui import language

    before = language.current()
    try:
        language.install("ja")
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") != "Cancel"
        assert len(language._state["translators"]) == 3  # Qt's, its accelerator fallback, ours
    finally:
        language.install(before)
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"

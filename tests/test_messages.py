"""The kernel's message catalogues: merged per language from the kernel and each game, English fallback."""

from __future__ import annotations

import pytest

from referee_app.core import messages
from referee_app.core.messages import Many, Message, Text, catalogue, msg, render


def test_the_kernel_and_diplomacy_catalogues_are_merged():
    import referee_app.games.diplomacy.rules.i18n  # noqa: F401 - registers Diplomacy's catalogue

    en = catalogue("en")
    assert "dice.bad_face" in en and "parse.empty" in en
    assert "referee_app.games.diplomacy" in messages.catalogue_packages()


def test_list_words_come_from_the_kernel_in_each_language():
    assert messages.render_param(Many(["a", "b", "c"], "and"), "en", None, False) == "a, b and c"
    assert messages.render_param(Many(["a", "b"], "or"), "ja", None, False) == "aまたはb"
    assert messages.render_param(Many(["a", "b"], "and"), "zh_Hant", None, False) == "a及b"


def test_a_key_nobody_has_renders_as_itself():
    assert render(msg("no.such.key"), "en") == "no.such.key"


def test_a_language_without_the_key_falls_back_to_english(monkeypatch):
    monkeypatch.setitem(messages._MERGED, "ja", {k: v for k, v in catalogue("ja").items() if k != "dice.bad_face"})
    messages._PLAIN.clear()
    assert render(msg("dice.bad_face", face="7", sides=6), "ja") == "A die with 6 faces has no 7."


def test_two_catalogues_defining_one_key_is_an_error(monkeypatch):
    monkeypatch.setattr(messages, "_CATALOGUE_PACKAGES", ["referee_app.core", "referee_app.core"])
    monkeypatch.setattr(messages, "_MERGED", {})
    with pytest.raises(ValueError, match="defined by both"):
        catalogue("en")


def test_game_parameters_survive_the_record():
    from referee_app.games.diplomacy.rules.i18n import P, W

    m = msg("x", where=P("PAR", True), who=W("FRANCE"), note=Text({"en": "hi", "ja": "やあ"}), n=3)
    back = Message.from_json(m.to_json())
    assert back == m

"""A malformed ruleset or map file is refused with the file, the line and the problem."""

import shutil
from pathlib import Path

import pytest

from referee_app.games.diplomacy import RulesetError, load_ruleset, rulesets_dir


@pytest.fixture
def copy(tmp_path):
    dst = tmp_path / "rs"
    shutil.copytree(rulesets_dir() / "standard", dst)
    return dst


def edit(path: Path, old: str, new: str) -> int:
    text = path.read_text(encoding="utf-8")
    assert old in text
    line = text[: text.index(old)].count("\n") + 1
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return line


def refused(path: Path) -> str:
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    return str(info.value)


def test_unknown_option_names_file_line_and_problem(copy):
    line = edit(copy / "ruleset.toml", 'convoy_paradox = "szykman"', 'convoy_paradoks = "szykman"')
    msg = refused(copy / "ruleset.toml")
    assert str(copy / "ruleset.toml") in msg and f"line {line}" in msg and "unknown option 'convoy_paradoks'" in msg


def test_bad_choice_and_bad_type(copy):
    line = edit(copy / "ruleset.toml", 'convoy_paradox = "szykman"', 'convoy_paradox = "maybe"')
    msg = refused(copy / "ruleset.toml")
    assert f"line {line}" in msg and "expected one of" in msg
    edit(copy / "ruleset.toml", 'convoy_paradox = "maybe"', 'convoy_paradox = 3')
    assert "should be a str" in refused(copy / "ruleset.toml")


def test_toml_syntax_error_has_its_line(copy):
    edit(copy / "ruleset.toml", "[options]", "[options")
    msg = refused(copy / "ruleset.toml")
    assert "not valid TOML" in msg and "line" in msg


def test_map_errors_point_at_the_line(copy):
    line = edit(copy / "map.toml", '"ADR-ALB"', '"ADR-ALX"')
    msg = refused(copy / "ruleset.toml")
    assert str(copy / "map.toml") in msg and f"line {line}" in msg and "ALX" in msg
    edit(copy / "map.toml", '"ADR-ALX"', '"ADR-ALB"')
    line = edit(copy / "map.toml", 'kind = "land"', 'kind = "lnad"')
    msg = refused(copy / "ruleset.toml")
    assert f"line {line}" in msg and "lnad" in msg


def test_missing_key_points_at_its_table(copy):
    text = (copy / "map.toml").read_text(encoding="utf-8")
    start = text.index("[provinces.BOH]")
    line = text[:start].count("\n") + 1
    name_line = text.index("name =", start)
    end = text.index("\n", name_line)
    (copy / "map.toml").write_text(text[:name_line] + text[end + 1:], encoding="utf-8")
    msg = refused(copy / "ruleset.toml")
    assert "lacks 'name'" in msg and f"line {line}" in msg


def test_unknown_ruleset_lists_the_known_ones():
    with pytest.raises(RulesetError) as info:
        load_ruleset("no-such-rules")
    assert "standard" in str(info.value) and "rulebook-1982" in str(info.value)

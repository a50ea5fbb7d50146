"""Issue 31: the fuzzer of every command that reads a document (tests/fuzz_commands.py): lieou battle, pog
victory/fire/losses/combat (and combat recorded in a game file), score, tournament result, and a referee's
corrections to the tables (--tables). Each input ends in exit 0 with one UTF-8 JSON document or exit 2 with
one line, nothing escapes, and a refused input leaves the file it names as it was. tools/fuzz_commands.py
runs thousands and records each input and result; the figures are in docs/reliability.md."""

from __future__ import annotations

import pytest
from fuzz_commands import COMMANDS, fuzz


@pytest.mark.parametrize("command", COMMANDS)
def test_fuzzed_documents(tmp_path, command):
    counts = fuzz(command, 40, 0, tmp_path)
    assert counts["found"] == []
    assert counts["tried"] == 40 and counts["exit 0"] + counts["exit 2"] == 40


@pytest.mark.slow
@pytest.mark.parametrize("command", COMMANDS)
def test_many_fuzzed_documents(tmp_path, command):
    counts = fuzz(command, 1000, 1, tmp_path)
    assert counts["found"] == []

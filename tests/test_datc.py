"""Every DATC v3.0 chapter 6 case, transcribed in tests/datc/, run through one runner."""

import pytest
from datc_runner import load_cases, run_case

CASES = load_cases()


def test_all_chapter_6_sections_are_transcribed():
    ids = {c.id for c in CASES}
    expected_counts = {"A": 12, "B": 15, "C": 9, "D": 34, "E": 15, "F": 25, "G": 20, "H": 16, "I": 7, "J": 11}
    for section, n in expected_counts.items():
        for i in range(1, n + 1):
            assert f"6.{section}.{i}" in ids, f"6.{section}.{i} missing"


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_datc_case(case):
    problems = run_case(case)
    assert not problems, f"{case.id} {case.title}:\n" + "\n".join(problems)

"""core.inputs.document_fits: the public check a hot path asks before ``check_document`` (the game's event log asks
it for every event it records, a key typed included). True only where ``check_document`` passes the document."""

from __future__ import annotations

import pytest

from referee_app.core import inputs
from referee_app.core.inputs import InputError, check_document, document_fits

PASSING = [
    {},
    {"phase": "S1901M", "power": "FRANCE", "lines": ["A Par - Bur", "F Bre - Mid-Atlantic Ocean"], "late": False},
    {"lines": ["Müller: A Mün - Ber", "法國 陸軍 巴黎 - 勃艮第"], "n": 3, "x": 1.5, "none": None},
    [1, [2, [3, {"a": "b"}]]],
]

REFUSED = [
    {"lines": ["A Par - Bur\ud800"]},  # a lone surrogate: not writable as UTF-8
    {"text": "x" * (inputs.MAX_DOCUMENT_BYTES + 1)},  # too large
]


@pytest.mark.parametrize("doc", PASSING)
def test_a_document_that_fits_is_one_check_document_passes(doc: object) -> None:
    assert document_fits(doc)
    check_document(doc, "the test's document")


@pytest.mark.parametrize("doc", REFUSED)
def test_a_document_check_document_refuses_does_not_fit(doc: object) -> None:
    assert not document_fits(doc)
    with pytest.raises(InputError):
        check_document(doc, "the test's document")


def test_a_document_too_deep_for_the_limit_given_does_not_fit() -> None:
    doc: object = "leaf"
    for _ in range(5):
        doc = [doc]
    assert document_fits(doc, max_depth=10)
    assert not document_fits(doc, max_depth=3)
    with pytest.raises(InputError):
        check_document(doc, "the test's document", max_depth=3)

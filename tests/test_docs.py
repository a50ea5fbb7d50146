"""The README and the doc pages as readers meet them (issue 26): the README opens with the two commands,
links every doc page, each page says who it is for, and no link or picture leads nowhere."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
PAGES = sorted((ROOT / "docs").glob("*.md"))
DOCUMENTS = [README, *PAGES]
# [text](target) and ![alt](target), the target up to a space, ')' or '#'
LINK = re.compile(r"\]\(([^)\s#]+)(?:#[^)\s]*)?\)")
# a doc page named in the text, as docs/name.md
NAMED_PAGE = re.compile(r"(?<![\w/.-])docs/([\w-]+\.md)")


def test_readme_starts_with_the_two_commands() -> None:
    # .ci/run and checks outside the project read these lines: they must stay as they are
    lines = README.read_text(encoding="utf-8").splitlines()
    block = lines[lines.index("```sh") + 1:]
    assert block[:2] == [
        "python -m pip install . && referee",
        'python -m pip install ".[test]" && python -m pytest',
    ]
    assert lines.index("```sh") == 2, "the commands' block comes straight after the title"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_each_doc_page_says_who_it_is_for(page: Path) -> None:
    lines = page.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("# "), "the page starts with its title"
    assert lines[1] == "" and lines[2].startswith("For: "), f"{page.name}: no 'For: ...' line under the title"


def test_readme_links_every_doc_page() -> None:
    linked = {Path(t).name for t in LINK.findall(README.read_text(encoding="utf-8")) if t.startswith("docs/")}
    missing = [p.name for p in PAGES if p.name not in linked]
    assert not missing, f"doc pages the README does not link: {missing}"


@pytest.mark.parametrize("doc", DOCUMENTS, ids=lambda p: p.name)
def test_links_and_pictures_lead_to_files(doc: Path) -> None:
    text = doc.read_text(encoding="utf-8")
    broken = [t for t in LINK.findall(text)
              if not re.match(r"[a-z]+:", t) and not (doc.parent / t).exists()]
    broken += [f"docs/{name}" for name in NAMED_PAGE.findall(text) if not (ROOT / "docs" / name).exists()]
    assert not broken, f"{doc.name} points at files that do not exist: {broken}"

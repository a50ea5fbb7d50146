"""Every import the documents show still works, and so do the module paths of earlier versions.

The documents (README.md, docs/*.md) and the benches show readers how to use the program from Python;
files moved into folders by concern (docs/architecture.md) must not break what they show. Each import
statement written in a document is read off the page and run here.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
IMPORT = re.compile(r"(from referee_app[\w.]* import \w+(?:, \w+)*|(?<![\w.])import referee_app[\w.]*)")


def documented_imports() -> list[tuple[str, str]]:
    found: dict[str, str] = {}
    for doc in DOCUMENTS:
        for m in IMPORT.finditer(doc.read_text(encoding="utf-8")):
            found.setdefault(m.group(1), doc.name)
    return sorted((stmt, doc) for stmt, doc in found.items())


EARLIER = ROOT / "tests" / "fixtures" / "public_imports.txt"


def earlier_imports() -> list[str]:
    return [line for line in EARLIER.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]


def test_the_documents_show_imports():
    statements = [s for s, _ in documented_imports()]
    assert any("games.diplomacy" in s for s in statements) and len(statements) >= 5
    assert len(earlier_imports()) >= 40


@pytest.mark.parametrize("statement", earlier_imports())
def test_an_import_of_earlier_versions_works(statement: str):
    exec(compile(statement, str(EARLIER), "exec"), {})


@pytest.mark.parametrize(("statement", "document"), documented_imports(), ids=lambda v: v if " " in v else "")
def test_a_documented_import_works(statement: str, document: str):
    exec(compile(statement, document, "exec"), {})


# the flat Diplomacy package of earlier versions: each old module path names the module at its new place
OLD_PATHS = {
    "jsonapi": "contract.jsonapi", "express": "contract.express", "fastjson": "contract.fastjson",
    "batch": "contract.batch", "compiled": "contract.compiled", "game": "table.game", "endings": "table.endings",
    "variants": "table.variants", "randomgame": "table.randomgame", "geography": "rules.geography",
    "state": "rules.state", "orders": "rules.orders", "parse": "rules.parse", "i18n": "rules.i18n",
    "position_check": "rules.positions", "positions": "rules.positions", "why": "explain.why",
}


@pytest.mark.parametrize("old", sorted(OLD_PATHS))
def test_an_old_module_path_is_the_module_at_its_new_place(old: str):
    package = "referee_app.games.diplomacy"
    moved = importlib.import_module(f"{package}.{OLD_PATHS[old]}")
    assert importlib.import_module(f"{package}.{old}") is moved
    assert getattr(importlib.import_module(package), old) is moved


def test_an_unknown_name_is_still_an_error():
    with pytest.raises(ImportError):
        importlib.import_module("referee_app.games.diplomacy.no_such_module")
    with pytest.raises(AttributeError):
        importlib.import_module("referee_app.games.diplomacy").no_such_module  # noqa: B018


def test_the_explanations_keep_their_names_at_the_packages_old_module_path():
    """``explain`` was a module and is now the folder of explanations: it gives the figures' names as before."""
    from referee_app.games.diplomacy import explain
    from referee_app.games.diplomacy.explain import figures

    assert figures.__all__ and all(getattr(explain, name) is getattr(figures, name) for name in figures.__all__)

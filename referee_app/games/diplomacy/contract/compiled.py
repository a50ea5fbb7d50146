"""Whether the compiled core is in use.

The engine is pure Python and always works so. An opt-in build (``REFEREE_APP_COMPILE=1 pip install .``,
docs/building.md) compiles the modules of ``MODULES`` with mypyc into C extensions, which Python then
imports in place of the ``.py`` files beside them; nothing else changes (same functions, same results).
``setup.py`` reads ``MODULES`` from this file, so the list is kept in one place.

``COMPILED`` is true when every module of the list is a compiled extension; ``compiled_modules()`` names
the ones that are (``referee-cli --version`` and ``bench/bench_adjudicate.py`` print it).
"""

from __future__ import annotations

import importlib.machinery
import importlib.util

# the engine's hot path (docs/architecture.md: "Results as data"), chosen by profile over the corpus.
# Not compiled: ruleset.py (its functools.cached_property needs an instance __dict__, which a native class
# has not: the names would be built again on every use), names.py (tests/test_fuzz_parser.py counts the
# trie's steps by patching Trie.longest), the errors (exception classes gain nothing).
MODULES: tuple[str, ...] = (
    "referee_app.core.inputs",
    "referee_app.core.messages",
    "referee_app.games.diplomacy.rules.geography",
    "referee_app.games.diplomacy.rules.state",
    "referee_app.games.diplomacy.rules.orders",
    "referee_app.games.diplomacy.rules.i18n",
    "referee_app.games.diplomacy.rules.validate",
    "referee_app.games.diplomacy.rules.parse",
    "referee_app.games.diplomacy.rules.movement",
    "referee_app.games.diplomacy.rules.positions",
    "referee_app.games.diplomacy.rules.adjudication",
    "referee_app.games.diplomacy.contract.express",
    "referee_app.games.diplomacy.contract.fastjson",
    "referee_app.games.diplomacy.contract.jsonapi",
)


def is_compiled(module: str) -> bool:
    """Whether ``module`` would be (or was) imported from a compiled extension rather than its ``.py``."""
    spec = importlib.util.find_spec(module)
    return spec is not None and spec.origin is not None and spec.origin.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def compiled_modules() -> list[str]:
    """The modules of ``MODULES`` that are compiled in this installation (empty for the pure build)."""
    return [m for m in MODULES if is_compiled(m)]


# the native express lane of the headless contract (one C file, built by a regular install where a compiler is
# at hand: setup.py); express.py uses it when it is there
NATIVE_MODULE: str = "referee_app.games.diplomacy.contract._express"


def native_lane() -> bool:
    """Whether the native express lane (``_express.c``) is built in this installation."""
    return importlib.util.find_spec(NATIVE_MODULE) is not None


def describe() -> str:
    """One line for ``--version`` and the benchmarks: ``compiled core (mypyc, 14 modules)`` or ``pure Python``,
    then ``, native express lane`` when that is built."""
    done = compiled_modules()
    if not done:
        core = "pure Python"
    elif len(done) == len(MODULES):
        core = f"compiled core (mypyc, {len(done)} modules)"
    else:
        core = f"partly compiled ({len(done)} of {len(MODULES)} modules: {', '.join(m.rsplit('.', 1)[1] for m in done)})"
    return core + ", native express lane" if native_lane() else core


COMPILED: bool = len(compiled_modules()) == len(MODULES)

__all__ = ["COMPILED", "MODULES", "NATIVE_MODULE", "compiled_modules", "describe", "is_compiled", "native_lane"]

"""The rules of the layers (docs/architecture.md), read off the import graph of ``referee_app``.

Every ``import``/``from ... import`` in every module counts, at module level or inside a function;
only imports under ``if TYPE_CHECKING:`` are exempt. Each broken rule is named with the module and
the line that breaks it.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "referee_app"
QT = ("PySide6", "shiboken6")

# the one permitted exception: the kernel's package re-exports Diplomacy's JSON contract so that
# ``referee_app.core.adjudicate_json`` keeps working for the scripts that use it
ALLOWED = {("referee_app.core", "referee_app.games.diplomacy.contract.jsonapi")}
# the layers above the games: none of them may be imported by a game's package
ABOVE_GAMES = ("drawing", "exports", "share", "cli", "gui", "tournament")


@dataclass(frozen=True)
class Import:
    source: str  # importing module
    target: str  # imported module (absolute)
    line: int

    def __str__(self) -> str:
        return f"{self.source} (line {self.line}) imports {self.target}"


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _type_checking_only(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _walk(node: ast.AST) -> Iterator[ast.AST]:
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and _type_checking_only(child):
            for other in child.orelse:  # the else branch runs
                yield other
                yield from _walk(other)
            continue
        yield child
        yield from _walk(child)


def imports_of(path: Path, modules: set[str]) -> list[Import]:
    return imports_of_text(path.read_text(encoding="utf-8"), module_name(path), path.name == "__init__.py", modules)


def imports_of_text(text: str, name: str, is_pkg: bool, modules: set[str]) -> list[Import]:
    package = name if is_pkg else name.rpartition(".")[0]
    out: list[Import] = []
    tree = ast.parse(text, name)
    for node in _walk(tree):
        if isinstance(node, ast.Import):
            out += [Import(name, alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = package.split(".")
                if node.level > 1:
                    base_parts = base_parts[: -(node.level - 1)]
                base = ".".join(base_parts)
                mod = f"{base}.{node.module}" if node.module else base
            else:
                mod = node.module or ""
            for alias in node.names:
                sub = f"{mod}.{alias.name}"
                out.append(Import(name, sub if sub in modules else mod, node.lineno))
    return out


def graph() -> tuple[frozenset[str], tuple[Import, ...]]:
    """The modules of ``referee_app`` and every import among them, read once per test session (the sources do not
    change while the tests run; reading and parsing them all took about 3 s a test)."""
    return _graph()


@functools.cache
def _graph() -> tuple[frozenset[str], tuple[Import, ...]]:
    files = sorted(PACKAGE.rglob("*.py"))
    modules = {module_name(f) for f in files}
    edges: list[Import] = []
    for f in files:
        edges += imports_of(f, modules)
    return frozenset(modules), tuple(edges)


def _layer(module: str) -> str:
    parts = module.split(".")
    if len(parts) >= 2 and parts[0] == "referee_app":
        return parts[1]
    return parts[0]


def _game(module: str) -> str | None:
    parts = module.split(".")
    if len(parts) >= 3 and parts[:2] == ["referee_app", "games"]:
        return parts[2]
    return None


def test_the_graph_is_read():
    modules, edges = graph()
    assert "referee_app.core.messages" in modules and "referee_app.games.diplomacy.rules.adjudication" in modules
    assert any(e.source == "referee_app.games.diplomacy.table.game" and e.target == "referee_app.games.diplomacy.rules.adjudication"
               for e in edges)


def test_core_imports_no_game_gui_drawing_exports_or_qt():
    _, edges = graph()
    broken = [str(e) for e in edges
              if _layer(e.source) == "core" and (e.source, e.target) not in ALLOWED
              and (_layer(e.target) in ("games", "gui", "drawing", "exports", "cli", "gm", "share", "tournament") or e.target.startswith(QT))]
    assert not broken, "the kernel must stay game-agnostic and Qt-free:\n" + "\n".join(broken)


def test_a_game_imports_nothing_above_it_no_qt_and_no_other_game():
    """A game's package knows nothing of the layers above it (drawing, exports, the players' page, the command
    line, the window, tournaments), even inside a function: each layer finds its part of the game by the game's
    name (``core.registry.layer_module``)."""
    _, edges = graph()
    broken = []
    for e in edges:
        game = _game(e.source)
        if game is None:
            continue
        other = _game(e.target)
        if e.target.startswith(QT) or _layer(e.target) in ABOVE_GAMES or (other is not None and other != game):
            broken.append(str(e))
    assert not broken, "a game's rules import no upper layer, no Qt and no other game:\n" + "\n".join(broken)


def test_tournaments_are_qt_free_and_below_the_window_and_command_line():
    """``referee_app/tournament`` scores boards: it may read the games, never the drawing, exports, page,
    command line, window or Qt."""
    _, edges = graph()
    broken = [str(e) for e in edges if _layer(e.source) == "tournament"
              and (e.target.startswith(QT) or _layer(e.target) in ("drawing", "exports", "share", "cli", "gui"))]
    assert not broken, "tournaments are Qt-free rules of their own:\n" + "\n".join(broken)


def test_every_shared_layer_holds_a_games_part_at_the_same_place():
    """drawing/<game>/, exports/<game>/, gui/<game>/ are packages; share/<game>.py and cli/<game>.py modules:
    one shape for every game, found by ``registry.layer_module``."""
    from referee_app.core import registry

    modules, _ = graph()
    for name in registry.BUILTIN:
        for layer, kind in (("drawing", "package"), ("exports", "package"), ("gui", "package"), ("share", "module"),
                            ("cli", "module")):
            dotted = registry.layer_module(name, layer)
            assert dotted in modules, f"{name}: no {dotted}"
            path = PACKAGE.joinpath(*dotted.split(".")[1:])
            assert (path / "__init__.py").is_file() if kind == "package" else path.with_suffix(".py").is_file(), \
                f"{name}: {dotted} should be a {kind}"
    flat = sorted(p.name for p in (PACKAGE / "games" / "diplomacy").glob("*.py"))
    assert flat == ["__init__.py", "kind.py"], f"Diplomacy's modules belong in their concern's folder: {flat}"


def test_the_graph_rule_catches_an_import_inside_a_function():
    """The graph sees an import inside a function (the case the layer rule is about), so a game reaching
    upward that way fails ``test_a_game_imports_nothing_above_it_no_qt_and_no_other_game``."""
    kind = PACKAGE / "games" / "diplomacy" / "kind.py"
    text = kind.read_text(encoding="utf-8") + "\n\ndef _late():\n    from referee_app.drawing import board_scene\n"
    modules, _ = graph()
    found = [e for e in imports_of_text(text, "referee_app.games.diplomacy.kind", False, modules)
             if _game(e.source) == "diplomacy" and _layer(e.target) in ABOVE_GAMES]
    assert [e.target for e in found] == ["referee_app.drawing"]
    assert found[0].line == text.count("\n")


def test_the_players_page_is_qt_free_and_asks_the_games():
    """referee_app/share (the players' page server) imports no Qt and no window; nothing but the window and the
    command line imports it."""
    _, edges = graph()
    broken = [str(e) for e in edges if _layer(e.source) == "share"
              and (e.target.startswith(QT) or _layer(e.target) in ("gui", "cli"))]
    broken += [str(e) for e in edges if _layer(e.target) == "share" and _layer(e.source) not in ("share", "gui", "cli")]
    assert not broken, "the players' page is shared machinery without Qt:\n" + "\n".join(broken)


def test_no_import_cycle_anywhere():
    modules, edges = graph()
    adj: dict[str, list[Import]] = {m: [] for m in modules}
    for e in edges:
        if e.target in modules and e.target != e.source and (e.source, e.target) not in ALLOWED:
            adj[e.source].append(e)
    # a package's __init__ imported by its own submodule through "from . import x" is still a cycle
    cycles: list[list[Import]] = []
    state: dict[str, int] = {}
    stack: list[Import] = []

    def visit(m: str) -> None:
        state[m] = 1
        for e in adj[m]:
            if state.get(e.target) == 1:
                start = next(i for i, s in enumerate(stack) if s.source == e.target) if any(
                    s.source == e.target for s in stack) else len(stack)
                cycles.append(stack[start:] + [e])
            elif e.target not in state:
                stack.append(e)
                visit(e.target)
                stack.pop()
        state[m] = 2

    for m in sorted(modules):
        if m not in state:
            visit(m)
    text = "\n".join(" -> ".join(f"{e.source}:{e.line}" for e in c) + f" -> {c[-1].target}" for c in cycles)
    assert not cycles, "import cycles:\n" + text


def test_the_contract_is_importable_from_the_kernel_package():
    from referee_app.core import adjudicate_json
    from referee_app.games.diplomacy import adjudicate_json as diplomacy_adjudicate_json

    assert adjudicate_json is diplomacy_adjudicate_json

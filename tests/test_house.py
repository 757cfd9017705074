"""The house's shape (issue 26 §3, "rooms you can live in"): no module over 800 lines and no
import cycle in the product's packages (``advisor/``, ``bot/``, ``storage/``).

The import graph is read from the source (an AST scan), as the design review of 2026-12-02 §2.2
measured it: imports at module level and inside functions (lazy imports run too, only later) are
edges; imports under ``if TYPE_CHECKING:`` are not (they never run). ``from package import name``
is an edge to ``package.name`` when that is a module, else to ``package``. Importing a submodule
is also an edge to each package above it (Python runs ``advisor/fits/__init__.py`` before
``advisor/fits/table.py``, and a package that re-exports its rooms imports all of them), except
the packages the importing module is itself inside, which are already being imported.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("advisor", "bot", "storage")
MAX_LINES = 800

#: modules allowed over MAX_LINES for now (repository paths)
LONG_ALLOWED: set[str] = set()

#: import cycles allowed for now (each the set of modules of one strongly connected component)
KNOWN_CYCLES: set[frozenset[str]] = set()


def modules(root: Path, packages: tuple[str, ...] = PACKAGES) -> dict[str, Path]:
    """Every ``.py`` module under ``packages`` (folders of ``root``), by dotted name; a package's
    ``__init__.py`` is the package itself."""
    found: dict[str, Path] = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """The import statements that run: every one but those in an ``if TYPE_CHECKING:`` body."""
    out: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.Import | ast.ImportFrom):
            out.append(node)
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.orelse:
                visit(child)
            return
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return out


def _known(name: str, known: dict[str, Path]) -> str | None:
    """``name`` or its longest prefix that is a module of ours; ``None`` for another library."""
    parts = name.split(".")
    while parts:
        if ".".join(parts) in known:
            return ".".join(parts)
        parts.pop()
    return None


def import_graph(known: dict[str, Path]) -> dict[str, set[str]]:
    """Module → the modules of ours it imports (see the module docstring for what counts)."""
    graph: dict[str, set[str]] = {}
    for name, path in known.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        edges: set[str] = set()
        for node in _imports(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                base = package
                for _ in range(node.level - 1):
                    base = base.rpartition(".")[0]
                base = ".".join(p for p in (base, node.module or "") if p) if node.level else node.module or ""
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
            for target in filter(None, (_known(t, known) for t in targets)):
                edges |= {target, *(p for p in _packages(target) if p in known)} - _packages(name) - {name}
        graph[name] = edges
    return graph


def _packages(name: str) -> set[str]:
    """The packages a dotted module name is inside (``a.b.c`` → ``a``, ``a.b``)."""
    parts = name.split(".")
    return {".".join(parts[:i]) for i in range(1, len(parts))}


def cycles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(frozenset(component))

    for v in sorted(graph):
        if v not in index:
            connect(v)
    return found


def long_modules(root: Path, packages: tuple[str, ...] = PACKAGES, limit: int = MAX_LINES) -> dict[str, int]:
    """Modules over ``limit`` lines, by repository path."""
    return {path.relative_to(root).as_posix(): n for path in modules(root, packages).values()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > limit}


def test_no_module_is_over_800_lines():
    """A module over 800 lines holds several rooms: split it along them (a package whose
    ``__init__`` re-exports the names keeps every import path)."""
    long = {path: n for path, n in long_modules(ROOT).items() if path not in LONG_ALLOWED}
    assert not long, f"modules over {MAX_LINES} lines: {long}"


def test_no_import_cycle():
    """No two modules import each other, directly or round a ring, also not through imports
    inside functions; move the shared piece to the room it belongs to instead."""
    found = set(cycles(import_graph(modules(ROOT))))
    assert not found - KNOWN_CYCLES, f"import cycles: {[sorted(c) for c in found - KNOWN_CYCLES]}"


# -- the checks themselves fail on what they are there to catch ----------------------------------
def _tree(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def test_the_scan_finds_a_cycle_through_a_lazy_import(tmp_path):
    root = _tree(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/a.py": "from .b import f\n",
        "pkg/b.py": "def f():\n    from pkg import a  # lazy\n    return a\n",
        "pkg/room/__init__.py": "from .c import g\n",
        "pkg/room/c.py": "def g():\n    import pkg.room.d\n",
        "pkg/room/d.py": "from ..room import c\n",
    })
    graph = import_graph(modules(root, ("pkg",)))
    assert graph["pkg.a"] == {"pkg.b"} and graph["pkg.b"] == {"pkg.a"}
    assert graph["pkg.room.d"] == {"pkg.room.c"}  # a submodule named, not its package (d is inside it)
    assert sorted(map(sorted, cycles(graph))) == [["pkg.a", "pkg.b"], ["pkg.room.c", "pkg.room.d"]]


def test_the_scan_counts_the_package_a_room_is_imported_through(tmp_path):
    """``low`` imports ``room.table``, which runs ``room/__init__.py`` first, which imports
    ``room.answer``, which imports ``low``: a cycle Python runs into when ``low`` is imported first."""
    root = _tree(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/low.py": "from .room.table import T\n",
        "pkg/room/__init__.py": "from .table import T\nfrom .answer import build\n",
        "pkg/room/table.py": "T = 1\n",
        "pkg/room/answer.py": "from ..low import T\n",
    })
    graph = import_graph(modules(root, ("pkg",)))
    assert graph["pkg.low"] == {"pkg.room", "pkg.room.table"}
    assert cycles(graph) == [frozenset({"pkg.low", "pkg.room", "pkg.room.answer"})]


def test_the_scan_leaves_out_imports_that_only_type_checkers_run(tmp_path):
    root = _tree(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/a.py": "from typing import TYPE_CHECKING\nfrom .b import f\nif TYPE_CHECKING:\n    from .b import g\n",
        "pkg/b.py": "import typing\nif typing.TYPE_CHECKING:\n    from . import a\nelse:\n    import os\n",
    })
    graph = import_graph(modules(root, ("pkg",)))
    assert graph["pkg.b"] == set() and not cycles(graph)
    (root / "pkg" / "b.py").write_text("if True:\n    from . import a\n", encoding="utf-8")
    assert cycles(import_graph(modules(root, ("pkg",)))) == [frozenset({"pkg.a", "pkg.b"})]


@pytest.mark.parametrize("lines, long", [(800, False), (801, True)])
def test_the_length_check_counts_lines(tmp_path, lines, long):
    root = _tree(tmp_path, {"pkg/__init__.py": "", "pkg/big.py": "x = 1\n" * lines})
    assert long_modules(root, ("pkg",)) == ({"pkg/big.py": lines} if long else {})


MACHINE_PATH = tuple("/" + "/".join(parts) + "/" for parts in (("work",), ("home",), ("Users",))) + ("C:\\Users\\",)
"""Absolute paths of one machine (written in parts, so this file names none): the published repository stands alone,
so no file names one (a source copied from the shared folder is cited as ``../shared/…``)."""


def test_no_file_names_a_machine_path():
    """No tracked text file holds an absolute path of the machine it was written on (a data note once cited the
    shared SYSTEMS_2026.md by its absolute path)."""
    import subprocess

    listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=False).stdout.split()
    if not listed:
        pytest.skip("not a git checkout")
    suffixes = (".py", ".csv", ".md", ".toml", ".json", ".txt", ".yaml", ".yml", ".po", ".pot", ".cfg", ".ini")
    found = []
    for name in listed:
        if not name.endswith(suffixes):
            continue
        text = (ROOT / name).read_text(encoding="utf-8", errors="replace")
        found += [f"{name}: {m}" for m in MACHINE_PATH if m in text]
    assert not found, found

"""Issue 26 item 2: one storage contract. The rules live once in :class:`storage.base.Store`; the
two dialects keep only their connections and SQL — they share no run of six lines, none of them
writes a rule again, and every module of ``storage/`` stays a room one can live in."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

import storage
from storage.base import Store
from storage.postgres import PostgresStorage
from storage.sqlite import Storage

STORAGE = Path(storage.__file__).resolve().parent
RUN = 6
"""The longest run of normalised lines the two dialects may share, plus one."""


def normalised(path: Path) -> list[str]:
    """The module's lines as the duplicate check reads them: stripped, without blank lines,
    comment lines and import statements (a parenthesised import block whole)."""
    text = path.read_text(encoding="utf-8")
    imports: set[int] = set()
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            imports.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
    return [line.strip() for number, line in enumerate(text.splitlines(), 1)
            if line.strip() and not line.strip().startswith("#") and number not in imports]


def runs(lines: list[str], length: int = RUN) -> set[tuple[str, ...]]:
    return {tuple(lines[i:i + length]) for i in range(len(lines) - length + 1)}


def test_the_normalisation_finds_a_shared_run(tmp_path):
    """The check itself can fail: a six-line run copied between two modules is found, whatever
    the indentation, blank lines, comments and imports around it."""
    body = "\n".join(f"x{i} = {i}" for i in range(RUN))
    a = tmp_path / "a.py"
    b = tmp_path / "b.py"
    a.write_text(f"import os\n{body}\n", encoding="utf-8")
    b.write_text("from x import (\n    y,\n)\nif True:\n" + "\n\n    # a comment\n".join(
        f"    {line}" for line in body.splitlines()) + "\n", encoding="utf-8")
    assert runs(normalised(a)) & runs(normalised(b))
    c = tmp_path / "c.py"
    c.write_text(body.replace("x3 = 3", "x3 = 4") + "\n", encoding="utf-8")
    assert not runs(normalised(a)) & runs(normalised(c))


def test_the_two_stores_share_no_run_of_six_lines():
    shared = runs(normalised(STORAGE / "sqlite.py")) & runs(normalised(STORAGE / "postgres.py"))
    assert not shared, "\n---\n".join("\n".join(run) for run in sorted(shared)[:3])


def test_no_module_of_storage_is_over_800_lines():
    sizes = {path.name: len(path.read_text(encoding="utf-8").splitlines()) for path in STORAGE.glob("*.py")}
    assert sizes and max(sizes.values()) <= 800, sizes


RULES = ["set_price", "reset_price", "reset_all", "import_prices", "check_room", "history", "settings",
         "set_setting", "set_settings", "prices", "price", "claim_shards"]
"""The contract's public methods: the rules, written once in :class:`storage.base.Store`."""


@pytest.mark.parametrize("dialect", [Storage, PostgresStorage])
def test_the_dialects_write_no_rule_again(dialect):
    """Each dialect inherits every rule from the base and defines only connection handling."""
    assert issubclass(dialect, Store)
    written_again = [name for name in RULES if name in vars(dialect)]
    assert written_again == []
    for name in RULES:
        assert inspect.getmodule(getattr(dialect, name)) is inspect.getmodule(Store)


def test_open_store_says_what_it_returns():
    assert inspect.signature(storage.open_store).return_annotation in ("Store", Store)

"""perf30 (issue 30 §1): the question reader's and answerer's modules (``advisor/ask/``) import what they use once, at
module level, never per call.

On CPython 3.11 a ``from <module> import name`` run inside a function costs ~1-3 µs each time even with the module
loaded (the import machinery looks up ``__path__`` on the module, a failed lookup that raises and clears an
AttributeError; a relative import also asks the module's spec for its ``parent``). ``advisor/ask/`` ran ~150-230 of
them a question (``buyer_facts`` alone 13 a call): a tenth of an ``ask``'s CPU time spent resolving names that never
change. They are now module-level imports (the project's import graph already counted them, lazy or not:
``tests/test_house.py`` finds no cycle, so hoisting adds none).
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ASK = ROOT / "advisor" / "ask"


def _type_checking(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"


def lazy_imports(path: Path) -> list[tuple[int, str]]:
    """The ``from`` imports of the project's own modules (relative, or ``advisor.…``) inside a function of ``path``
    (line, module as written); those under ``if TYPE_CHECKING`` are left aside."""
    found: list[tuple[int, str]] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if _type_checking(child):
                continue
            if in_function and isinstance(child, ast.ImportFrom) and (
                    child.level or (child.module or "").split(".")[0] == "advisor"):
                found.append((child.lineno, "." * child.level + (child.module or "")))
            visit(child, in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda))

    visit(ast.parse(path.read_text(encoding="utf-8")), False)
    return found


def test_the_scan_finds_a_lazy_import(tmp_path):
    """The scan sees an import in a function, a nested function and a branch, not one at module level or under
    ``TYPE_CHECKING`` (so the test below could fail)."""
    (tmp_path / "m.py").write_text(
        "from __future__ import annotations\nfrom typing import TYPE_CHECKING\nfrom .a import b\n"
        "if TYPE_CHECKING:\n    from .c import d\n"
        "def f():\n    from ..e import g\n    if g:\n        from advisor.h import i\n"
        "    def inner():\n        from .j import k\n    from json import dumps\n    return dumps\n",
        encoding="utf-8")
    assert lazy_imports(tmp_path / "m.py") == [(7, "..e"), (9, "advisor.h"), (11, ".j")]


def test_the_ask_modules_import_at_module_level():
    """No module of ``advisor/ask/`` imports one of the project's modules inside a function (module docstring): a
    new one is written at the top of its module."""
    lazy = {str(p.relative_to(ROOT)): found for p in sorted(ASK.glob("*.py")) if (found := lazy_imports(p))}
    assert lazy == {}, f"imports run per call (move them to the module's top): {lazy}"


QUESTIONS = ("best gpu for 800 dollars to run llama 3 8b", "should I buy a used 3090 for 700 or wait for the 5090?",
             "rtx 4090 vs 3090 for stable diffusion", "can my 3060 12gb run qwen2.5 14b?",
             "预算5000元，跑deepseek 14b买什么显卡", "4090和5090哪个性价比高", "我的3060和4070比，跑sdxl快多少")


@pytest.fixture(scope="module")
def advisor():
    from advisor import Advisor

    adv = Advisor.load()
    for q in QUESTIONS:  # modules an answer loads on its first run are loaded before the questions are watched
        adv.ask(q)
    return adv


@pytest.mark.parametrize("question", QUESTIONS)
def test_a_question_resolves_no_import_in_the_ask_modules(advisor, question):
    """Asked again (English and Chinese, each kind of command), no function of ``advisor/ask/`` enters the import
    machinery (``importlib._bootstrap``: a relative import asks its spec's ``parent``, a package's names go through
    ``_handle_fromlist``); the answer is the one given before."""
    before = advisor.ask(question)
    entered: list[str] = []

    def watch(frame, event, arg):
        if event == "call" and frame.f_code.co_filename.startswith("<frozen importlib"):
            caller = frame.f_back
            if caller is not None and str(ASK) in caller.f_code.co_filename:
                entered.append(f"{caller.f_code.co_filename}:{caller.f_lineno} {frame.f_code.co_name}")

    sys.setprofile(watch)
    try:
        again = advisor.ask(question)
    finally:
        sys.setprofile(None)
    assert entered == []
    assert again == before

"""The README shows real answers: its console examples and its Python session are run."""

from __future__ import annotations

import doctest
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import readme_examples  # noqa: E402

pytestmark = pytest.mark.slow


def test_console_examples_are_the_real_output():
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "readme_examples.py"), "--check"],
                            capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr


def python_sessions(text: str) -> list[str]:
    """The bodies of the ```python blocks of a Markdown text."""
    return re.findall(r"^```python\n(.*?)^```$", text, flags=re.DOTALL | re.MULTILINE)


def test_python_session_runs():
    [session] = [s for s in python_sessions((ROOT / "README.md").read_text(encoding="utf-8")) if ">>> " in s]
    test = doctest.DocTestParser().get_doctest(session, {}, "README.md", "README.md", 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.tries >= 5 and runner.failures == 0


def test_examples_are_found_and_a_stale_one_is_caught(tmp_path, advisor):
    readme = tmp_path / "README.md"
    readme.write_text("text\n```bash\nmake demo\n```\nmore\n```\n$ gpu-advisor resolve 1080ti\nold output\n```\n",
                      encoding="utf-8")
    [example] = readme_examples.examples(readme.read_text(encoding="utf-8"))
    assert example.command_line == "$ gpu-advisor resolve 1080ti"
    new_text, changed = readme_examples.refreshed(readme.read_text(encoding="utf-8"), advisor)
    assert changed == ["$ gpu-advisor resolve 1080ti"]
    assert "old output" not in new_text and "GeForce GTX 1080 Ti" in new_text
    assert new_text.startswith("text\n```bash\nmake demo\n```\nmore\n```\n$ gpu-advisor resolve 1080ti\n")
    assert readme_examples.refreshed(new_text, advisor) == (new_text, [])

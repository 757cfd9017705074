"""One version, written once (``advisor.__version__``): the package metadata, ``gpu-advisor
--version``, ``/about`` and CHANGELOG.md all say it; and the pre-commit hooks run the project's
own tools."""

from __future__ import annotations

import importlib.metadata
import re
import subprocess
import sys
import tomllib
from pathlib import Path

from packaging.version import Version

import advisor
from advisor.cli import main

ROOT = Path(__file__).resolve().parents[1]
HEADING = re.compile(r"^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$", re.M)


def test_the_version_is_written_once():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "advisor.__version__"}
    Version(advisor.__version__)  # a valid PEP 440 version
    # the installed metadata is made from it (a stale install: run make dev again)
    assert importlib.metadata.version("gpu-advisor") == advisor.__version__


def test_the_console_and_the_bot_show_it(capsys):
    from bot.app import package_version

    try:
        main(["--version"])
    except SystemExit as done:
        assert done.code == 0
    assert capsys.readouterr().out.strip() == f"gpu-advisor {advisor.__version__}"
    assert package_version() == advisor.__version__  # /about's footer


def test_the_changelog_has_the_version():
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    headings = HEADING.findall(text)
    assert headings and headings[0][0] == "Unreleased"
    released = [(Version(v), date) for v, date in headings[1:]]
    assert all(date for _, date in released), "a released version has its date"
    assert released == sorted(released, reverse=True), "newest first"
    current = Version(advisor.__version__)
    if current.is_devrelease:  # work towards a version newer than every released one
        assert all(current > v for v, _ in released)
    else:
        assert released and released[0][0] == current, "CHANGELOG.md has no section for this version"


def test_pre_commit_runs_the_checks_of_make_test():
    yaml = __import__("pytest").importorskip("yaml")
    done = subprocess.run([sys.executable, "-m", "pre_commit", "validate-config", ".pre-commit-config.yaml"],
                          cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    hooks = [h for repo in yaml.safe_load((ROOT / ".pre-commit-config.yaml").read_text())["repos"]
             for h in repo["hooks"]]
    assert any(h["entry"].startswith(".venv/bin/ruff check") for h in hooks)
    assert any(h["entry"] == ".venv/bin/mypy" and h["pass_filenames"] is False for h in hooks)
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "ruff check ." in makefile and "python -m mypy\n" in makefile


def test_the_type_check_covers_the_core_both_faces_and_the_store():
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    mypy = config["tool"]["mypy"]
    assert set(mypy["files"]) == {"advisor", "bot", "storage"} and "pydantic.mypy" in mypy["plugins"]
    assert any(dep.startswith("mypy") for dep in config["project"]["optional-dependencies"]["test"])
    # no blanket silencing: only untyped third-party modules may be skipped, by name
    assert not mypy.get("ignore_errors") and not mypy.get("ignore_missing_imports")
    for override in mypy.get("overrides", []):
        assert not override.get("ignore_errors") and not any(m.split(".")[0] in {"advisor", "bot", "storage"}
                                                             for m in override["module"])

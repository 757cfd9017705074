"""The acceptance tables advice.csv, fits.csv and cli.csv, run through the console.

Each row's checks are interpreted generally (see tests/cases/README.md) by ``tools/checks.py``, the
one implementation the question corpus (``python -m tools.eval``) uses too; no expected value is
copied into code. advice/fits rows run ``gpu-advisor COMMAND ARGS --market M --json``; cli
rows run ``gpu-advisor ARGV`` as typed.
"""

from __future__ import annotations

import json
import shlex

import pytest

from advisor.cli import main
from case_tables import case_params
from tools.checks import check, check_question

__all__ = ["check", "check_question", "run", "run_row"]  # tests/advisor/test_ask.py, test_fits.py use these


def run(capsys, advisor, argv: list[str]) -> tuple[int, dict | None, str, str]:
    code = main(argv, advisor=advisor)
    captured = capsys.readouterr()
    output = captured.out + captured.err
    data = json.loads(captured.out) if "--json" in argv and captured.out.strip() else None
    return code, data, output, captured.out


def run_row(capsys, advisor, argv: list[str], expect: str) -> None:
    code, data, output, stdout = run(capsys, advisor, argv)
    for item in expect.split(" & "):
        check(item, data, code, output, stdout)


@pytest.mark.parametrize("case", case_params("advice.csv"))
def test_advice(case, capsys, advisor):
    argv = [case["command"], *shlex.split(case["args"]), "--market", case["market"], "--json"]
    run_row(capsys, advisor, argv, case["expect"])


@pytest.mark.parametrize("case", case_params("fits.csv"))
def test_fits(case, capsys, advisor):
    argv = [case["command"], *shlex.split(case["args"]), "--market", case["market"], "--json"]
    run_row(capsys, advisor, argv, case["expect"])


@pytest.mark.parametrize("case", case_params("cli.csv"))
def test_cli(case, capsys, advisor, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")  # the table's line counts are at 80 columns
    run_row(capsys, advisor, shlex.split(case["argv"]), case["expect"])


@pytest.mark.parametrize("case", case_params("ask.csv"))
def test_ask(case, capsys, advisor):
    code, data, output, _ = run(capsys, advisor, ["ask", case["text"], "--json"])
    assert code == 0 and data is not None, output
    for item in case["expect"].split(" & "):
        check_question(item, data)

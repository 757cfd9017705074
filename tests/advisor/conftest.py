"""Fixtures shared by the advisor's tests (the session's ``advisor`` is in ``tests/conftest.py``)."""

from __future__ import annotations

import pytest

from advisor.cli import main


@pytest.fixture
def run(capsys, advisor):
    """``run(*argv)`` → (exit status, stdout, stderr) of the console, on the session's advisor."""
    def run(*argv):
        code = main(list(argv), advisor=advisor)
        out = capsys.readouterr()
        return code, out.out, out.err
    return run

"""Run many console commands in one process per terminal encoding, as each would run alone.

A test that checks the console on many arguments in a terminal that is not UTF-8 needs the
terminal's streams (``PYTHONIOENCODING``) and the argument bytes as the operating system hands
them over — but not one interpreter start and catalogue load per command (about 0.6 s of CPU
each). :func:`run_batch` starts one ``python`` with the encoding, loads the core once, and runs
:func:`advisor.cli.main` for each argument list with standard output and error in streams of
that process's own encoding and error handler (what ``PYTHONIOENCODING`` gave it), argument
bytes decoded as Python decodes ``sys.argv`` (:func:`os.fsdecode`), and a traceback written to
that command's standard error with exit status 1, as the interpreter does. ``python -m advisor``
itself stays tested by the tests that start it.
"""

from __future__ import annotations

import base64
import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

DRIVER = r"""
import base64, io, json, os, sys, traceback
from advisor import Advisor
from advisor.cli import main

cases = json.loads(sys.stdin.read())
advisor = Advisor.load()
real = sys.stdout, sys.stderr
results = []
for case in cases:
    argv = [os.fsdecode(base64.b64decode(arg["b"])) if isinstance(arg, dict) else arg for arg in case]
    out, err = io.BytesIO(), io.BytesIO()
    sys.stdout = io.TextIOWrapper(out, encoding=real[0].encoding, errors=real[0].errors)
    sys.stderr = io.TextIOWrapper(err, encoding=real[1].encoding, errors=real[1].errors)
    try:
        code = main(argv, advisor=advisor)
    except SystemExit as exit:
        code = exit.code if isinstance(exit.code, int) else (0 if exit.code is None else 1)
    except BaseException:
        sys.stderr.write(traceback.format_exc())
        code = 1
    for stream in (sys.stdout, sys.stderr):
        stream.flush()
        stream.detach()  # the bytes stay readable (closing the wrapper would close them)
    sys.stdout, sys.stderr = real
    results.append({"code": code, "out": base64.b64encode(out.getvalue()).decode(),
                    "err": base64.b64encode(err.getvalue()).decode()})
real[0].buffer.write(json.dumps(results).encode())
"""


@dataclass(frozen=True)
class Done:
    """One command's result, as :class:`subprocess.CompletedProcess` gives it."""

    returncode: int
    stdout: bytes
    stderr: bytes


def run_batch(cases: list[list[str | bytes]], encoding: str, catalog_db: Path) -> list[Done]:
    """Run each argument list of ``cases`` through the console in one process whose terminal
    encoding is ``encoding``; the results in the same order."""
    sent = [[{"b": base64.b64encode(arg).decode()} if isinstance(arg, bytes) else arg for arg in case]
            for case in cases]
    env = {**os.environ, "GPU_ADVISOR_DB": str(catalog_db), "PYTHONIOENCODING": encoding, "COLUMNS": "80",
           "PYTHONPATH": str(REPO)}
    done = subprocess.run([sys.executable, "-c", DRIVER], input=json.dumps(sent).encode(), capture_output=True,
                          env=env, cwd=REPO, timeout=600)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    return [Done(r["code"], base64.b64decode(r["out"]), base64.b64decode(r["err"])) for r in json.loads(done.stdout)]

"""Breaker F6 (issue 30): ``python bench/shards.py`` runs as a file, as its docstring says — it
failed to import ``bench`` unless ``PYTHONPATH`` was set. The memory run goes through the same
module imports as the plain run (the import of :mod:`bench.burst` at the top of the file), on a
small world so the test stays short."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from case_tables import ROOT


@pytest.mark.slow
def test_bench_shards_runs_as_a_file_from_anywhere(tmp_path, catalog_db):
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env.update(GPU_ADVISOR_DB=str(catalog_db), XDG_DATA_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "shards.py"), "memory", "1", "1"], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    run = json.loads(done.stdout.strip().splitlines()[-1])
    assert run["shards"] == 1 and run["rss_mib"] > 0

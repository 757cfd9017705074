"""bench/cold_start.py measures CPU time, not wall time, and never hides a failing command."""

from __future__ import annotations

import os
import sys

import pytest

from bench import cold_start


def test_cpu_time_is_measured_per_process_and_failures_are_not_figures():
    cpu, wall = cold_start.cpu_times([sys.executable, "-c", "sum(range(10**6))"], dict(os.environ), runs=2)
    assert cpu > 0 and wall > 0
    with pytest.raises(RuntimeError):
        cold_start.cpu_times([sys.executable, "-c", "raise SystemExit(3)"], dict(os.environ), runs=1)

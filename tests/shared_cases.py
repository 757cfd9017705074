"""Where the shared acceptance tables live, and a loader (tests never copy their values)."""

from __future__ import annotations

import csv
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _find_shared() -> Path:
    """``$GPU_ADVISOR_SHARED``, else ``shared/`` beside the checkout (as in CI), else the
    workplace copy at /work/shared (a clean clone in a temporary folder has none beside it)."""
    candidates = [os.environ.get("GPU_ADVISOR_SHARED"), ROOT.parent / "shared", "/work/shared"]
    for c in candidates:
        if c and (Path(c) / "cases" / "README.md").exists():
            return Path(c)
    raise FileNotFoundError(
        "shared/ (acceptance tables, guides, price sources) not found beside the checkout; "
        "set GPU_ADVISOR_SHARED to its path")


SHARED = _find_shared()
CASES = SHARED / "cases"


def load_cases(name: str) -> list[dict[str, str]]:
    """Rows of an acceptance table in shared/cases/ (the product's contract)."""
    with open(CASES / name, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))

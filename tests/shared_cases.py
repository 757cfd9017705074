"""Where the shared acceptance tables live, and a loader (tests never copy their values)."""

from __future__ import annotations

import csv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
CASES = SHARED / "cases"


def load_cases(name: str) -> list[dict[str, str]]:
    """Rows of an acceptance table in shared/cases/ (the product's contract)."""
    with open(CASES / name, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))

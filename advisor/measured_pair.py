"""Two cards a published benchmark measured against each other (grader P07).

"1080 Ti vs 2080 Ti" said the 2.1x "(estimated)" because the GTX 1080 Ti's own figure on today's scale is
estimated, though Lambda's 2022 benchmarks measure the RTX 2080 Ti directly against it (2.09x,
``data/performance/lambda_relative.csv``, whose reference card is the 1080 Ti). A pair whose one card is the
other's published reference (``lambda_relative.csv``, ``published_extra.csv``: ``name`` against ``reference``) is
measured, whatever either side's figure on the market's scale is."""

from __future__ import annotations

import csv
from functools import cache

FILES = ("lambda_relative.csv", "published_extra.csv")
"""The published ratio tables of ``data/performance`` (the ones :mod:`advisor.catalog.inputs` reads)."""


AGREE = 0.03
"""How close the comparison's speed-up must be to the published ratio to be said measured (product choice: 3 %)."""


@cache
def ratios() -> dict[tuple[str, str], float]:
    """Every published (card, reference card) mixed-precision ratio, by (card, reference)."""
    from .catalog import data_dir

    out: dict[tuple[str, str], float] = {}
    for name in FILES:
        with (data_dir() / "performance" / name).open(encoding="utf-8", newline="") as f:
            for r in csv.DictReader(f):
                if r.get("mixed_fp16_rel") and r["name"] != r["reference"]:
                    out[(r["name"], r["reference"])] = float(r["mixed_fp16_rel"])
    return out


def measured_against(faster: str, slower: str, speedup: float) -> bool:
    """Whether a published benchmark measured ``faster`` directly against ``slower`` (either way round) at a ratio
    within :data:`AGREE` of ``speedup`` (how many times faster the comparison says ``faster`` is)."""
    table = ratios()
    ratio = table.get((faster, slower)) or (1 / table[(slower, faster)] if table.get((slower, faster)) else None)
    return ratio is not None and abs(speedup / ratio - 1) <= AGREE

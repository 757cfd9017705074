"""bench/decode.py: the decode section prints every fitted parameter as data/performance/decode_fit.csv has it."""

from __future__ import annotations

import csv
import re

from bench import decode
from case_tables import ROOT


def test_every_fitted_parameter_is_printed_with_its_own_value(advisor):
    lines = decode.run(advisor)
    with open(ROOT / "data" / "performance" / "decode_fit.csv", newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    for row in rows:
        [line] = [x for x in lines if x.startswith(f"| {row['parameter']} | {row['group']} |")]
        printed = float(re.split(r"\s*\|\s*", line)[3])
        assert printed == float(row["value"]), (line, row["value"])  # the moe_us row once printed hop_ms

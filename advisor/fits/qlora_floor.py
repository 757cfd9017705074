"""QLoRA's published minimum at a model's size: the floor under ``fits``' QLoRA sum (issue 28: N14, F01, F12).

The sum of terms of :mod:`advisor.fits.memory` sizes QLoRA as Unsloth runs it, and meets Unsloth's minimum-VRAM
table at 3-14B and 70B; between them the table climbs faster than any sum of terms (14B 8.5 GB, 27B 22, 32B 26,
40B 30 GB), and LLaMA-Factory's table agrees (QLoRA 4-bit: 13B 12 GB, 30B 24 GB). Below those rows the sum said
"Mistral Small 3.1 24B in 14.9 GB" and "32B QLoRA in 22 GB", which no published run shows. :func:`qlora_floor`
is the table read at the model's parameter count (linear between its dense rows, GB of 10^9 bytes turned into
the GiB the answers count in); :func:`floor_term` the margin that lifts the sum to it, said as its own term so the
breakdown still adds up. A mixture of experts keeps its own calibration (Qwen3-30B-A3B 17.5 GB, gpt-oss), and no
floor is read below the table's sizes (above them, its largest row's).

Source: Unsloth's requirements page (``data/performance/facts_2026_12.csv``, group ``2_finetune_memory``, metric
``min VRAM QLoRA``, rows "dense model NB").
"""

from __future__ import annotations

import csv
import re
from functools import cache

from ..i18n import Message, Quantity, msg

GIB = 2**30
METRIC = "min VRAM QLoRA"
SIZE = re.compile(r"dense model (\d+(?:\.\d+)?)B$")


@cache
def table() -> tuple[tuple[float, float], ...]:
    """Unsloth's dense QLoRA rows as ``(billions of parameters, GiB)``, smallest first (read once)."""
    from ..catalog import data_dir

    rows = []
    with open(data_dir() / "performance" / "facts_2026_12.csv", encoding="utf-8", newline="") as f:
        for r in csv.DictReader(f):
            m = SIZE.match(r["model"])
            if r["metric"] == METRIC and m:
                rows.append((float(m.group(1)), float(r["value"]) * 1e9 / GIB))
    return tuple(sorted(rows))


def qlora_floor(params: float) -> float | None:
    """GiB Unsloth's table gives a dense model of ``params`` parameters for QLoRA, read linearly between its two
    nearest rows; above its largest row that row's minimum (a larger model never needs less: without it a 406B model
    was sized under the 405B one); ``None`` below its smallest row."""
    rows, b = table(), params / 1e9
    for (b0, g0), (b1, g1) in zip(rows, rows[1:], strict=False):
        if b0 <= b <= b1:
            return g0 + (g1 - g0) * (b - b0) / (b1 - b0)
    return rows[-1][1] if rows and b > rows[-1][0] else None


def floor_term(params: float, experts: int, summed: float) -> tuple[float, Message | None]:
    """The GiB that lift the QLoRA sum ``summed`` (GiB, every other term) to :func:`qlora_floor` for a dense model
    of ``params`` parameters, and the sentence that says it; ``(0.0, None)`` when the sum already reaches it, for
    a mixture of experts (``experts`` > 1) and outside the table."""
    floor = qlora_floor(params) if experts <= 1 else None
    if floor is None or floor <= summed:
        return 0.0, None
    gap = floor - summed
    return gap, msg("fits.term.qlora-floor", "Working memory of QLoRA: {gb:.1f} more, to Unsloth's published minimum "
                    "for a model of {size:.0f}B (about {floor}; LLaMA-Factory's table agrees: 30B in 24 GB); counted "
                    "with the activations.", gb=gap, size=params / 1e9,
                    floor=Quantity(value=round(floor, 1), unit="GB"))

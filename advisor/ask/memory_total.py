"""The GPU memory a question states for all its counted cards together ("2 GPUs with 32GB vram in total", "两张卡共
32G显存"): each card's share, as every other count with a memory reads it ("two cards with 16gb each", "2x 16GB
cards": the memory of one card, break32 #2). Pure: no I/O."""

from __future__ import annotations

import re

from .gate import gate_module

_GB = r"(?:gbs?|gib|g|gigs?|gigabytes?)(?![a-z])"
_NUM = r"(\d+(?:\.\d+)?)"
_TOTAL = r"(?:in\s+total|total|combined|in\s+all|altogether|together|总共|總共|一共|共计|共計|合计|合計|总|總|共)"
_PATTERNS = (
    # "32GB vram in total", "32 gb total vram", "32GB combined", "32G显存总共"
    re.compile(rf"(?<![\d.]){_NUM}\s*{_GB}\s*(?:of\s+)?(?:vram|gpu\s+memory|memory|显存|顯存)?\s*{_TOTAL}"),
    # "a total of 32gb", "total vram 32GB", "combined 32 gb", "共32G显存", "总共32G"
    re.compile(rf"(?:total(?:ling)?|combined|总共|總共|一共|共计|共計|合计|合計|总|總|共)\s*(?:of\s+)?(?:vram|gpu\s+memory|"
               rf"memory|显存|顯存)?\s*(?:is|of|:|是|有)?\s*{_NUM}\s*{_GB}"),
)
_RAM_AFTER = re.compile(r"\s*(?:of\s+)?(?:system\s+)?(?:ram|ddr\d?|内存|內存|記憶體|运行内存|運行內存)(?![a-z])")
"""System RAM said after the total ("a total of 64gb ram"): no GPU memory."""


def per_card(text: str, memory_gb: float | None, counts: list[tuple[int, int, int, bool]]) -> float | None:
    """``memory_gb`` as each card's share when ``text`` says it of all the cards of the first count read (``counts``,
    :attr:`advisor.ask.spans.Spans.counts`) together ("in total", "combined", "总共"); as said otherwise (a memory
    beside a count is each card's: "2x 16GB cards")."""
    count = counts[0][2] if counts else 1
    if count < 2:
        return memory_gb
    if memory_gb is None:  # "two cards, a total of 24gb": the memory said only as the total, each card's share
        said = [m for p in _PATTERNS for m in p.finditer(text) if not _RAM_AFTER.match(text, m.end())]
        return round(float(said[0].group(1)) / count, 2) if len(said) == 1 else None
    for p in _PATTERNS:
        for m in p.finditer(text):
            if float(m.group(1)) == memory_gb:
                return round(memory_gb / count, 2)
    return memory_gb


gate_module(globals())

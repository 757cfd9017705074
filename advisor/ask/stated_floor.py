"""A memory size said bare beside a budget (fix43g, issue 27): "24 GB, budget 1200 dollars", "need 24gb, max 1200",
"want 16g for $600", "预算8000，要24G" — no word of VRAM, no card named: in a ranking the one size a card is sold
with is the memory the asker wants, the ranking's floor (``min_memory``), as "24gb vram, budget 1200" is. A size
said of the system, a disk, a model or a file ("64gb ram", "1tb ssd", "a 20gb model", "内存32G") is none, and two
sizes or more are left alone (which one is the card's is not said). Pure: no I/O.
"""
from __future__ import annotations

import re

_SIZE = re.compile(r"(?<![\d.a-z])(\d{1,3})\s*(?:gbs?|gib|g|gigs?|gigabytes?)(?![a-z/\d])")
# a size said of something other than the card, after it: system memory, a disk, a model, a file, a speed
_AFTER = re.compile(r"\s*(?:of\s+)?(?:system\s+|host\s+|cpu\s+)?(?:(?:lp)?ddr\d?|ram|memory\s+(?:ram|system)|ssd|hdd|"
                    r"nvme|disk|drive|storage|model|models|file|files|dataset|data|checkpoint|weights|download|"
                    r"unified|mac|macbook|laptop|notebook|per\s+second|/s|内存|內存|记忆体|記憶體|硬盘|硬碟|固态|固態|"
                    r"模型|文件|数据|數據|统一内存|統一內存)(?![a-z])")
# and before it: "ram 64gb", "内存32G", "ssd 512gb", "mac with 32gb"
_BEFORE = re.compile(r"(?:(?<![a-z])(?:ram|ddr\d|ssd|hdd|nvme|disk|storage|system\s+memory|unified\s+memory|mac|"
                     r"macbook|mac\s+mini|mac\s+studio|model|file|dataset)(?![a-z])|内存|內存|记忆体|記憶體|硬盘|硬碟|模型)"
                     r"\s*(?:is|of|with|has|:|：|为|為|是|有)?\s*$")
CARD_SIZES = frozenset({4, 6, 8, 10, 11, 12, 16, 20, 24, 32, 40, 48, 80, 96})
"""The sizes (GB) a card's memory is said in, as a reading's list (no figure of any card): a bare size outside them
("30gb", "64gb", "128gb": more often system memory or a download) is not read as the card's."""


def bare_floor(text: str) -> float | None:
    """The one bare card-sized memory (GB) ``text`` says with no word of what it is of (module docstring); ``None`` when
    it says none, several, or one of the system, a disk, a model or a file."""
    s = text.lower()
    found = []
    for m in _SIZE.finditer(s):
        if _AFTER.match(s, m.end()) or _BEFORE.search(s[max(0, m.start() - 24):m.start()]):
            return None  # a size of something else is said: which one is the card's is not
        found.append(int(m.group(1)))
    if len(found) != 1 or found[0] not in CARD_SIZES:
        return None
    return float(found[0])


__all__ = ["CARD_SIZES", "bare_floor"]

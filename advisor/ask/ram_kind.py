"""The system RAM's kind, speed and channels as people write them (fix47a, issue 27): "64GB DDR4", "DDR4-3200",
"ddr5 6000", "3200MHz RAM", "quad channel", "8-channel DDR5 EPYC", "12通道", "双通道 DDR4", "LPDDR5X", or a named
server or workstation CPU whose platform's channels a sourced row says (``data/cpu_memory.csv``: "EPYC 9654", "Xeon
w9-3495X", "Threadripper PRO 7995WX").

:func:`ram_kind_said` gives the spec of :mod:`advisor.ram_speed` (``DDR4-3200x2``, ``DDR5x12``), the parts said
only — what the question says wins over the platform's row, and a part neither says is left to the spec's reader to
assume and say. ``None`` when nothing of the RAM's kind is said. A graphics card's memory ("GDDR6X") is never read.
Pure.
"""

from __future__ import annotations

import re

from ..ram_speed import platforms, spec
from ..said_once import said_once

_KIND = re.compile(r"(?<![a-z0-9])((?:lp)?ddr[345]x?)(?:\s*[-_]?\s*(\d{4,5})(?:\s*(?:mt/s|mts|mhz))?)?(?![0-9])")
"""A kind, with a speed after it ("ddr4-3200", "DDR5 6000", "ddr4 3200mhz", "lpddr5x-8533")."""
_SPEED = re.compile(r"(?<![\d.])(\d{4,5})\s*(?:mt/s|mts|mhz)\s*"
                    r"(?:(?:of\s+)?(?:ram|memory|dimms?|sticks?)|的?内存|的?內存)"
                    r"|(?:ram|memory|内存|內存)\s*(?:at|@|频率|頻率)?\s*[:：]?\s*(\d{4,5})\s*(?:mt/s|mts|mhz)")
"""A speed said of the RAM with no kind ("3200MHz RAM", "内存 3200mhz")."""
_WORDS = {"single": 1, "dual": 2, "two": 2, "double": 2, "triple": 3, "quad": 4, "four": 4, "six": 6, "hexa": 6,
          "octa": 8, "octo": 8, "eight": 8, "twelve": 12, "单": 1, "單": 1, "双": 2, "雙": 2, "二": 2, "两": 2, "兩": 2,
          "三": 3, "四": 4, "六": 6, "八": 8, "十二": 12}
_CHANNELS = re.compile(r"(?<![a-z0-9])(single|dual|two|double|triple|quad|four|six|hexa|octa|octo|eight|twelve|\d{1,2})"
                       r"[\s-]*channels?(?![a-z])|(十二|单|單|双|雙|二|两|兩|三|四|六|八|\d{1,2})\s*(?:个|個)?\s*通道")
"""Channels said ("quad channel", "8-channel", "dual-channel", "12通道", "双通道")."""
_PLATFORMS = {
    "epyc-9004": r"epyc\s*9\d{2}4(?![0-9])|genoa",
    "epyc-7002-7003": r"epyc\s*7\d{2}[23](?![0-9])",
    "threadripper-pro-7000wx": r"(?:threadripper\s*(?:pro\s*)?)?7\d{2}5\s*wx(?![a-z0-9])|wrx90",
    "threadripper-7000": r"threadripper\s*7\d{2}0\s*x(?![a-z0-9])|trx50",
    "xeon-w-3400": r"(?<![a-z0-9])(?:xeon\s*)?w[579]-?3[45]\d{2}x?(?![0-9])",
    "xeon-w-2400": r"(?<![a-z0-9])(?:xeon\s*)?w[357]-?2[45]\d{2}x?(?![0-9])",
    "xeon-4th-gen": r"xeon\s*(?:gold|platinum|silver|bronze)\s*\d4\d{2}(?![0-9])",
}
"""The words naming each platform of ``data/cpu_memory.csv`` (its ``names``), by id."""


_PLATFORM_PATTERNS = tuple((pid, re.compile(pattern)) for pid, pattern in _PLATFORMS.items())
""":data:`_PLATFORMS` compiled once (perf31: not looked up in ``re``'s cache for each of a question's readings)."""


def _platform(s: str) -> str | None:
    for pid, pattern in _PLATFORM_PATTERNS:
        if pattern.search(s):
            return pid
    return None


@said_once  # read once a text (advisor.said_once, perf33)
def ram_kind_said(text: str) -> str | None:
    """The RAM spec ``text`` says (module docstring), ``None`` when it says none."""
    s = " ".join(text.lower().split())
    kind = mts = channels = None
    if len({k.group(1) for k in _KIND.finditer(s)}) > 1:
        return None  # "DDR5 or DDR4 for 70b on CPU?": two kinds weighed, none of them the owner's (review22 #4)
    if (m := _KIND.search(s)) is not None:
        kind, mts = m.group(1).upper(), int(m.group(2)) if m.group(2) else None
    elif (m := _SPEED.search(s)) is not None:
        mts = int(m.group(1) or m.group(2))
    if mts is not None and not 800 <= mts <= 12_000:
        mts = None
    if (c := _CHANNELS.search(s)) is not None:
        word = c.group(1) or c.group(2)
        channels = int(word) if word.isdigit() else _WORDS.get(word)
        channels = channels if channels and 1 <= channels <= 24 else None
    if (pid := _platform(s)) is not None:
        row = platforms()[pid]
        if kind is None or kind == row.kind:
            kind, mts = row.kind, mts or row.mts
        channels = channels or row.channels
    if kind is None and mts is not None:  # "3200MHz RAM": the kind its speed belongs to
        kind = "DDR5" if mts >= 4800 else "DDR4" if mts >= 2133 else "DDR3"
    return spec(kind, mts, channels)

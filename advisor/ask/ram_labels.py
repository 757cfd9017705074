"""System RAM said by a label of a pasted spec or a long post that :mod:`advisor.ask.spans` did not read (reader40):
"Ram in comp is 32Gb", "CPU mem: 502Gi", "MemTotal：256G", and a RAM line's sticks written as an equation
("内存：三星服务器 RECC DDR4 32Gx16条=512G": the total after "="). Never the card's memory ("GPU mem: 24564MiB").
Pure: no I/O."""

from __future__ import annotations

import re

from ..errors import AdvisorError
from ..kinds import read_ram

_GB = r"(?:gbs?|gib?|g|gigs?|gigabytes?)(?![a-z])(?!\s*/\s*s(?![a-z]))"
_NUM = r"(\d+(?:\.\d+)?)"

LABELS = [re.compile(p) for p in (
    # "ram in comp is 32gb", "the ram in my pc is 64 gb"
    rf"(?<![a-z])(?<!v)ram\s+in\s+(?:the\s+|my\s+)?(?:comp|computer|pc|system|machine|rig|box)\s+(?:is|was|:)\s*"
    rf"{_NUM}\s*{_GB}",
    # "cpu mem: 502gi", "host mem 256 gb", "memtotal: 256g", "mem total: 512gb"
    rf"(?<![a-z])(?:(?:cpu|host|system)\s+mem(?:ory)?|mem\s*total)\s*(?:[:：=]|is)?\s*{_NUM}\s*{_GB}",
    # a RAM line's equation: "内存：…32Gx16条=512G"
    rf"(?:内存|內存)\s*[:：][^。；;\n]{{0,48}}?=\s*{_NUM}\s*{_GB}",
)]
"""The labels of system RAM (module docstring); group 1 is the size in GB."""


MEMINFO_KB = re.compile(r"(?<![a-z])mem\s*total\s*[:：]\s*(\d{6,10})\s*kb(?![a-z])")
"""``/proc/meminfo``'s own line, "MemTotal:       65843212 kB" (kibibytes; break32 #12): the RAM in GB."""


def ram_labelled(s: str) -> float | None:
    """The system RAM a label of :data:`LABELS` gives in ``s`` (the question, lower case), or None; a pasted
    ``/proc/meminfo`` line (:data:`MEMINFO_KB`) too, to one decimal of a GB (GiB, as the kernel counts)."""
    if (m := MEMINFO_KB.search(s)) is not None:
        try:
            return read_ram(round(int(m.group(1)) / 1024 ** 2, 1))
        except AdvisorError:
            pass
    for pattern in LABELS:
        for m in pattern.finditer(s):
            try:
                return read_ram(float(m.group(1)))
            except AdvisorError:
                continue
    return None

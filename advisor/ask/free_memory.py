"""The GPU memory an owner says is free, when no card is named (break29 #2, issue 27). Pure: no I/O.

"I have 3500MB free vram" (the megabytes in gigabytes by :mod:`advisor.ask.units`), "4gb free on my gpu",
"3.4gb of vram left", "显存剩余3G": the memory a model has to fit in. With a card named, what is left is no card's
memory ("4090 … only about 1 GB of VRAM left", round 13), so the reader takes this only when no card was read.
"""

from __future__ import annotations

import re

from ..errors import AdvisorError
from ..kinds import read_memory
from .gate import gate_module

_GB = r"(?:gbs?|gib|g|gigs?|gigabytes?)(?![a-z])"
_NUM = r"(\d+(?:\.\d+)?)"
_FREE_WORD = r"(?:free|left|remaining|available|spare)(?![a-z])"
_FREE = [re.compile(p) for p in (
    # "3.4gb free on my gpu", "4gb of vram left", "6gb vram free"
    rf"(?<![\d.a-z]){_NUM}\s*{_GB}\s*(?:of\s+)?(?:gpu\s+|the\s+)?(?:v?ram\s+|memory\s+)?{_FREE_WORD}",
    # "free vram: 3.4gb", "available memory 6gb", "显存剩余3G", "还剩3.4G显存"
    rf"(?:{_FREE_WORD}|剩余|剩餘|剩下|还剩|還剩|可用|空闲|空閒)\s*(?:v?ram|gpu\s+memory|memory|显存|顯存)?\s*[:：=]?\s*"
    rf"(?:of\s+|only\s+|about\s+|只有)?{_NUM}\s*{_GB}",
    # "3.4gb free vram"
    rf"(?<![\d.a-z]){_NUM}\s*{_GB}\s*(?:free|spare)\s+(?:v?ram|gpu\s+memory|显存|顯存)",
)]


def free_memory(s: str) -> float | None:
    """The free GPU memory ``s`` (the question in lower case, units rewritten) says, in GB; ``None`` when none."""
    for pattern in _FREE:
        for m in pattern.finditer(s):
            try:
                gb = read_memory(m.group(1))
            except AdvisorError:
                continue
            if gb is not None and gb > 0:
                return gb
    return None


gate_module(globals())

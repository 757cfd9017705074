"""An integrated GPU counted among the asker's GPUs is no card of theirs (reader41): "2 gpu's? I have a 3060TIFE and
an integrated AMD GPU", "My laptop has 2 GPUs (Intel UHD + RTX 4050)", "two gpus, an rtx 3070 and the igpu of my
7950x": the count said of GPUs in general ("2 gpus", "两个显卡") holds the integrated one, so the card named is one
fewer than it (never two 3060 Ti). A count said on the card itself ("2x 3060 and an integrated GPU") stays. Pure: no
I/O."""

from __future__ import annotations

import re

from .gate import gate_module

INTEGRATED = re.compile(r"(?<![a-z])(?:integrated|igpu|on-?board\s+(?:graphics|gpu|video)|(?:intel\s+)?u?hd\s+graphics|"
                        r"intel\s+u?hd|iris(?:\s+xe)?(?![a-z])|apu)(?![a-z])|核显|核顯|集显|集顯|集成显卡|集成顯卡|"
                        r"内置显卡|內置顯卡|板载显卡|板載顯卡")
"""A GPU said as integrated in the processor or on the board."""

# a count of GPUs in general: its span says GPUs, no card's number
_GENERIC = re.compile(r"gpu|显卡|顯卡|graphics|video\s+cards?|(?<![a-z])cards?(?![a-z])")


def less_integrated(counts: list[tuple[int, int, int, bool]], said: str) -> list[tuple[int, int, int, bool]]:
    """``counts`` (:attr:`advisor.ask.spans.Spans.counts`, read in ``said``, the question in lower case) with each
    count of GPUs in general one fewer when an integrated GPU is said (module docstring)."""
    if not counts or INTEGRATED.search(said) is None:
        return counts
    return [(start, end, n - 1 if n >= 2 and _GENERIC.search(said[start:end]) and not re.search(
        r"\d{3}", said[start:end]) else n, after) for start, end, n, after in counts]


gate_module(globals())

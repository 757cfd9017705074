"""A card's memory called 内存 (issue 27, reader50): "本地有6台PC，自带RTX 3060显卡，型号为RTX 3060，内存12G" says the
card's 12 GB, not 12 GB of system RAM — Chinese writers call a card's memory 内存 as well as 显存. Read as the card's
memory when the one card read has exactly that memory, the 内存 is said after the card in the same sentence, and no word
of system RAM is said (DDR, RAM, 内存条, 运行内存); "3060显卡，内存32G" stays RAM (no 3060 has 32 GB). Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .reader import Reading

# 内存 and its size, said after the card in the sentence ("型号为RTX 3060，内存12G")
_CARD_THEN_MEMORY = re.compile(r"(?<![\d.])\d{3,4}[^。.;；!?！？\n]{0,24}?(?<!运行)(?<!運行)(?:内存|內存)(?!条|條)\s*"
                               r"(?:为|為|是|有|:|：)?\s*(\d{1,3})\s*(?:gb|g)(?![a-z])")
# 内存 and its size, said before the card it is of ("两张内存为24G的3090", "24G内存的3090", "内存24g的4060ti": fix73b)
_MEMORY_THEN_CARD = re.compile(r"(?<!运行)(?<!運行)(?:内存|內存)(?!条|條)\s*(?:为|為|是|有|:|：)?\s*(\d{1,3})\s*"
                               r"(?:gb|g)(?![a-z])\s*(?:的)?\s*(?:rtx|gtx|rx|nvidia|amd)?\s*\d{3,4}|"
                               r"(?<![\d.])(\d{1,3})\s*(?:gb|g)\s*(?:的)?\s*(?:内存|內存)(?!条|條)\s*(?:的)?\s*"
                               r"(?:rtx|gtx|rx|nvidia|amd)?\s*\d{3,4}")
_RAM_WORDS = re.compile(r"(?<![a-z])(?:ddr\d?|d?ram|dimm)(?![a-z])|内存条|內存條|运行内存|運行內存|显存|顯存|"
                        r"(?<![a-z])vram")


def ram_as_card_memory(r: Reading, memory_of: Callable[[str], float | None]) -> None:
    """``r`` with the RAM read moved to the card's memory stated when it is the card's (module docstring);
    ``memory_of``: a card's memory in GB by its name. Changes ``r.spans`` in place."""
    if len(r.cards) != 1 or r.spans.memory_gb is not None or r.spans.ram_gb is None:
        return
    text = r.text.lower()
    said = _CARD_THEN_MEMORY.search(text) or _MEMORY_THEN_CARD.search(text)
    if said is None or _RAM_WORDS.search(text) or float(said.group(1) or said.group(2)) != r.spans.ram_gb:
        return
    if memory_of(r.cards[0]) == r.spans.ram_gb:
        r.spans.memory_gb, r.spans.ram_gb = r.spans.ram_gb, None
